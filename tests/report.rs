//! The PDF after-action report, read back with lopdf: pages, verdict words, worked-step numbers,
//! chart titles, and what the player report must never contain.
//!
//! Set `UMPIRE_REPORT_DUMP=/some/dir` to keep the PDFs these tests make (to look at them with
//! `pdftoppm -r 50`); they are never written into the source tree.

use crate::print::page_sizes;
use std::path::{Path, PathBuf};
use umpire::model::{
    self, Combat, CommandRank, Contingent, CrtResult, DiceSource, EndOfBattle, Event, GameEnd,
    Marker, MarkerSet, Point, Polygon, Rgb, Role, Roll, Scenario, SideId, Turn, Unit, UnitKind,
    UnitStatus, WithdrawalTestRecord,
};
use umpire::report::{self, Paper, PrintDate, ReportError, ReportOptions, ReportSummary, Template};
use umpire::systems::{self, Judgement};

pub(crate) const PRINTED: PrintDate = PrintDate {
    year: 2025,
    month: 5,
    day: 12,
};

/// The text of every page, whitespace collapsed to single spaces.
struct PdfText {
    pages: Vec<String>,
    /// The pages without their footers, so that a paragraph running over a page break reads on.
    bodies: Vec<String>,
}

impl PdfText {
    fn read(bytes: &[u8], footer: &str) -> PdfText {
        let doc = lopdf::Document::load_mem(bytes).expect("lopdf reads the report");
        let n = doc.get_pages().len() as u32;
        let pages: Vec<String> = (1..=n)
            .map(|p| normalise(&doc.extract_text(&[p]).expect("text of a page")))
            .collect();
        let bodies = pages
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let mut body = p.replace(&format!("Page {} of {n}", i + 1), " ");
                if !footer.is_empty() {
                    body = body.replace(&normalise(footer), " ");
                }
                normalise(&body)
            })
            .collect();
        PdfText { pages, bodies }
    }

    fn all(&self) -> String {
        self.bodies.join(" ")
    }

    fn contains(&self, needle: &str) -> bool {
        self.all().contains(&normalise(needle))
    }

    fn assert_has(&self, needle: &str) {
        assert!(
            self.contains(needle),
            "the report should contain {needle:?}; it says:\n{}",
            self.all()
        );
    }

    fn assert_lacks(&self, needle: &str) {
        assert!(
            !self.contains(needle),
            "the report must not contain {needle:?}"
        );
    }
}

fn normalise(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn dump(name: &str, bytes: &[u8]) {
    if let Ok(dir) = std::env::var("UMPIRE_REPORT_DUMP") {
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{name}.pdf")), bytes).unwrap();
    }
}

fn render(s: &Scenario, dir: Option<&Path>, template: &str) -> (Vec<u8>, ReportSummary, PdfText) {
    let t = Template::builtin(template).expect("built-in template");
    render_with(s, dir, &t, None)
}

fn render_with(
    s: &Scenario,
    dir: Option<&Path>,
    t: &Template,
    paper: Option<Paper>,
) -> (Vec<u8>, ReportSummary, PdfText) {
    let opts = ReportOptions {
        paper,
        printed: Some(PRINTED),
        progress: None,
        audience: None,
    };
    let (bytes, summary) = report::render(s, dir, t, &opts).expect("report renders");
    assert!(bytes.starts_with(b"%PDF-"), "a PDF");
    let footer = format!("{} · {} · printed 12 May 2025", s.title.trim(), t.heading());
    let text = PdfText::read(&bytes, &footer);
    assert_eq!(text.pages.len(), summary.pages, "page count");
    (bytes, summary, text)
}

/// Every page carries "Page i of n".
fn assert_page_numbers(text: &PdfText) {
    let n = text.pages.len();
    for (i, p) in text.pages.iter().enumerate() {
        let want = format!("Page {} of {n}", i + 1);
        assert!(p.contains(&want), "page {} lacks {want:?}: {p}", i + 1);
    }
}

/// Every verdict the systems give is printed with its headline and steps; every system that
/// does not apply is printed with what it lacks. The report prints the systems' texts in plain
/// words (no field paths, counts in number: `report::plain`), so they are compared as printed.
fn assert_judgements_printed(s: &Scenario, text: &PdfText, reveal_hidden: bool) {
    let plain = report::plain::Plain::new(s);
    let record = umpire::record::BattleRecord::build(s);
    let played = !umpire::record::result::not_yet_played(s, &record);
    for (sys, j) in systems::judge_all(s) {
        match j {
            Judgement::Verdict(v) => {
                if played && (reveal_hidden || !s.markers.markers.iter().any(|m| m.hidden)) {
                    text.assert_has(&format!("{}: {}", sys.name(), plain.text(&v.headline)));
                    for st in &v.steps {
                        text.assert_has(&plain.text(&st.text));
                    }
                }
            }
            Judgement::NotApplicable { missing } => {
                text.assert_has(sys.name());
                for m in missing {
                    text.assert_has(&plain.text(&m.message));
                }
            }
            Judgement::Invalid { problems } => {
                for m in problems {
                    text.assert_has(&plain.text(&m.message));
                }
            }
            Judgement::Withheld { .. } => unreachable!("only a projection withholds"),
        }
    }
}

// ----- scenarios ---------------------------------------------------------------------------

fn unit(id: &str, name: &str, kind: UnitKind, up: u64) -> Unit {
    let mut u = Unit::new(id, name, kind);
    u.strength.unit_points = up;
    u
}

fn status(unit: &str, status: UnitStatus) -> Event {
    Event::Status {
        unit: unit.into(),
        status,
    }
}

/// Seed 003's example: each army 50 UP; A vanquished with 25 destroyed, 15 withdrawn and 10 on
/// the board (64%), B victor with 15 destroyed and its cavalry kept (30%): ratio 2.13, decisive.
fn grande_tactique(end: GameEnd) -> Scenario {
    let mut s = Scenario::new("Grande Tactique example");
    s.date = "Seed 003".into();
    s.sides[0].name = "Army A".into();
    s.sides[1].name = "Army B".into();
    s.sides[0].contingents.push(Contingent {
        name: "I Corps".into(),
        units: vec![
            unit("a1", "1st Division", UnitKind::Infantry, 25),
            unit("a2", "2nd Division", UnitKind::Infantry, 15),
            unit("a3", "Light Cavalry", UnitKind::Cavalry, 10),
        ],
        ..Default::default()
    });
    s.sides[1].contingents.push(Contingent {
        name: "II Corps".into(),
        units: vec![
            unit("b1", "3rd Division", UnitKind::Infantry, 15),
            unit("b2", "4th Division", UnitKind::Infantry, 25),
            unit("b3", "Cuirassiers", UnitKind::Cavalry, 10),
        ],
        ..Default::default()
    });
    s.log.turns = vec![
        Turn {
            name: "1".into(),
            events: vec![status("b1", UnitStatus::DestroyedOrFled)],
        },
        Turn {
            name: "2".into(),
            events: vec![
                status("a1", UnitStatus::DestroyedOrFled),
                status("a2", UnitStatus::VoluntarilyWithdrawn),
            ],
        },
    ];
    s.settings.game_end = Some(end);
    s
}

/// RULES.md §1's example: A 25,000 lose 10,000 (40%), B 50,000 lose 5,000 (10%): Minor victory
/// for B, and A's 40% allows the early end.
fn casualty_chart() -> Scenario {
    let mut s = Scenario::new("Casualty chart example");
    s.sides[0].name = "Austria".into();
    s.sides[1].name = "Prussia".into();
    let end = |start, cas| EndOfBattle {
        start_men: start,
        casualties_men: cas,
        ..Default::default()
    };
    s.sides[0].contingents.push(Contingent {
        name: "Austrians".into(),
        end: end(25_000, 10_000),
        ..Default::default()
    });
    s.sides[1].contingents.push(Contingent {
        name: "Prussians".into(),
        end: end(50_000, 5_000),
        ..Default::default()
    });
    s
}

fn markers_in(s: &mut Scenario, hidden: bool) {
    let values = model::STANDARD_MARKER_VALUES;
    let names = [
        "Lobosch Hill",
        "Homolka Hill",
        "Sulowitz",
        "Lobositz",
        "Bridge",
        "Ford",
        "Road Junction",
        "Sunken Road",
        "Rough Ground",
        "Vineyards",
    ];
    s.markers = MarkerSet {
        markers: values
            .iter()
            .enumerate()
            .map(|(i, &v)| Marker {
                id: ((b'A' + i as u8) as char).to_string(),
                name: names[i].into(),
                pos: Point::new(100.0 + 80.0 * i as f32, 200.0 + 30.0 * (i % 3) as f32),
                value: v,
                hidden,
                placed_by: Some(if i.is_multiple_of(2) {
                    SideId::A
                } else {
                    SideId::B
                }),
            })
            .collect(),
        shuffle_seed: hidden.then_some(55_501_234),
        ..MarkerSet::default()
    };
}

/// Weighted objectives with the seed's withdrawal test (235 stands, 138 current → RS 59%;
/// VP 60% → WF 35%; roll 28 → no withdrawal), hidden marker values and umpire notes.
fn weighted_objectives(hidden: bool) -> Scenario {
    let mut s = Scenario::new("Lobositz (weighted objectives)");
    s.date = "1 October 1756".into();
    s.notes = "The Prussian army advances into the fog.".into();
    s.umpire_notes = "Browne's reserve waits behind Lobosch; tell nobody.".into();
    s.dice_seed = 987_654_321;
    s.sides[0].name = "Prussia".into();
    s.sides[0].colour = Rgb(30, 60, 150);
    s.sides[1].name = "Austria".into();
    s.sides[1].colour = Rgb(200, 200, 200);
    s.sides[1].role = Role::Defender;
    s.sides[0].role = Role::Attacker;
    let stands = |id: &str, name: &str, n: u64| {
        let mut u = Unit::new(id, name, UnitKind::Infantry);
        u.strength.stands = n;
        u.strength.men = n * 100;
        u
    };
    s.sides[0].contingents.push(Contingent {
        name: "Prussian army".into(),
        units: vec![
            stands("p1", "Left wing", 120),
            stands("p2", "Right wing", 95),
            stands("p3", "Reserve", 20),
        ],
        ..Default::default()
    });
    s.sides[1].contingents.push(Contingent {
        name: "Austrian army".into(),
        units: vec![
            stands("k1", "Lobosch corps", 150),
            stands("k2", "Centre", 150),
        ],
        ..Default::default()
    });
    s.sides[0].deployment = Polygon::new(vec![
        Point::new(0.0, 500.0),
        Point::new(900.0, 500.0),
        Point::new(900.0, 600.0),
        Point::new(0.0, 600.0),
    ]);
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(0.0, 0.0),
        Point::new(900.0, 0.0),
        Point::new(900.0, 90.0),
        Point::new(0.0, 90.0),
    ]);
    s.map.size = Some((900, 600));
    markers_in(&mut s, hidden);
    let take = |m: &str, side| Event::MarkerControl {
        marker: m.into(),
        side,
    };
    let loss = |unit: &str, n: u64| Event::Losses {
        side: SideId::A,
        unit: Some(unit.into()),
        men: n * 100,
        stands: n,
        strength_points: 0,
        unit_points: 0,
    };
    s.log.turns = vec![
        Turn {
            name: "Morning".into(),
            events: vec![
                take("A", SideId::A),
                take("B", SideId::A),
                take("D", SideId::A),
                take("E", SideId::A),
                take("F", SideId::A),
                take("C", SideId::B),
            ],
        },
        Turn {
            name: "Noon".into(),
            events: vec![
                loss("p1", 70),
                status("p3", UnitStatus::OffTable),
                Event::Note {
                    text: "Fog lifts over the Lobosch.".into(),
                },
            ],
        },
        Turn {
            name: "Afternoon".into(),
            events: vec![
                status("p2", UnitStatus::Routed),
                loss("p1", 0),
                Event::WithdrawalTest(WithdrawalTestRecord {
                    side: SideId::A,
                    rs_percent: 59,
                    vp_percent: 60,
                    penalty: 0,
                    wf: 35,
                    roll: Roll {
                        value: 28,
                        source: DiceSource::Manual,
                    },
                    withdrew: false,
                }),
            ],
        },
    ];
    s
}

/// Napoleon at Waterloo and Waterloo 20 combats.
fn waterloo() -> Scenario {
    let mut s = Scenario::new("Waterloo");
    s.sides[0].name = "French".into();
    s.sides[1].name = "Allies".into();
    s.sides[0].morale_points = 6;
    s.sides[1].morale_points = 5;
    s.settings.french = Some(SideId::A);
    let sp = |id: &str, name: &str, n: u64| {
        let mut u = Unit::new(id, name, UnitKind::Infantry);
        u.strength.strength_points = n;
        u
    };
    s.sides[0].contingents.push(Contingent {
        name: "Armée du Nord".into(),
        units: vec![
            sp("f1", "I Corps", 30),
            sp("f2", "II Corps", 30),
            sp("f3", "Imperial Guard", 20),
        ],
        ..Default::default()
    });
    s.sides[1].contingents.push(Contingent {
        name: "Anglo-Allied".into(),
        units: vec![sp("w1", "I Corps", 30), sp("w2", "II Corps", 25)],
        ..Default::default()
    });
    let combat = |a: &str, d: &str, roll: u32, r: CrtResult, lost: (u64, u64)| {
        Event::Combat(Combat {
            attacker: Some(SideId::A),
            attackers: vec![a.into()],
            defenders: vec![d.into()],
            roll: Some(Roll {
                value: roll,
                source: DiceSource::Seeded { index: 3 },
            }),
            result: Some(r),
            sp_lost: lost,
            ..Default::default()
        })
    };
    s.log.turns = (0..4)
        .map(|i| Turn {
            name: format!("June 18 turn {}", i + 1),
            events: vec![combat("f1", "w1", 4, CrtResult::DW, (5, 12))],
        })
        .collect();
    s
}

// ----- tests -------------------------------------------------------------------------------

#[test]
fn grande_tactique_decisive_with_its_worked_numbers() {
    let s = grande_tactique(GameEnd::Collapse {
        vanquished: SideId::A,
    });
    let (bytes, summary, text) = render(&s, None, "umpire");
    dump("grande-tactique", &bytes);
    assert!(summary.pages >= 4, "{summary:?}");
    assert!(
        summary.systems_applied.contains(&"unit-points"),
        "{summary:?}"
    );
    assert_page_numbers(&text);
    text.assert_has("Grande Tactique example");
    text.assert_has("decisive");
    text.assert_has("64.00%");
    text.assert_has("30.00%");
    text.assert_has("2.13");
    text.assert_has("Printed on 12 May 2025");
    assert_judgements_printed(&s, &text, true);
    // The order of battle shows the end status replayed from the log.
    text.assert_has("1st Division");
    text.assert_has("destroyed or fled");
    text.assert_has("voluntarily withdrawn");
}

#[test]
fn grande_tactique_at_sundown_is_indecisive() {
    let s = grande_tactique(GameEnd::Sundown);
    let (_, _, text) = render(&s, None, "umpire");
    text.assert_has("56.00%");
    text.assert_has("1.87");
    text.assert_has("indecisive");
}

#[test]
fn casualty_chart_minor_victory_and_early_end() {
    let s = casualty_chart();
    let (bytes, _, text) = render(&s, None, "umpire");
    dump("casualty-chart", &bytes);
    text.assert_has("Minor victory");
    text.assert_has("Prussia");
    text.assert_has("40.00%");
    text.assert_has("20.00%");
    assert_judgements_printed(&s, &text, true);
    text.assert_has("Casualties per side");
    // Issue 23: the bars show the casualty chart's own figures, named (not the returns redone).
    text.assert_has("Casualty chart (Result at Waterloo): Casualties (men)");
    text.assert_has("10,000 (40.00%)");
}

#[test]
fn charts_have_titles_and_threshold_lines() {
    let s = waterloo();
    let (bytes, _, text) = render(&s, None, "umpire");
    dump("waterloo", &bytes);
    for title in [
        "Casualties per side",
        "Cumulative losses per turn",
        "Strength Points lost per turn",
        "40 SP: demoralization",
        "Morale per turn (Waterloo 20)",
        "VP held per turn",
    ] {
        text.assert_has(title);
    }
    // A reference line only where its rule reads the chart's measure (issue 11): the casualty
    // chart's 35% reads men and the withdrawal test reads residual strength, neither of which
    // this battle counts.
    text.assert_lacks("35%: the game may be declared over");
    text.assert_lacks("40%: withdrawal test");
    // The combats table, from the log.
    text.assert_has("Combats (Waterloo 20)");
    text.assert_has("DW (defender withdraws one hex)");
    text.assert_has("4 (seeded draw 3)");
    text.assert_has("5 / 12");
    assert_judgements_printed(&s, &text, true);
}

#[test]
fn umpire_report_shows_everything() {
    let s = weighted_objectives(true);
    let (bytes, _, text) = render(&s, None, "umpire");
    dump("weighted-umpire", &bytes);
    text.assert_has("Browne's reserve waits behind Lobosch");
    text.assert_has("Dice seed: 987654321");
    text.assert_has("shuffle with seed 55501234");
    text.assert_has("C 15%");
    text.assert_has("Withdrawal tests");
    text.assert_has("59%");
    // WF is a number of points, the roll as it was made (issue 23).
    text.assert_has("59% 60% — 35 65% 28 (2D10, real dice) stands");
    text.assert_has("stands");
    text.assert_has("VP held per turn");
    assert_judgements_printed(&s, &text, true);
}

/// The withdrawal table as an umpire rules it (issue 23): a void test says so, a WF of 0 after a
/// penalty is printed "0", a seeded roll is not called 2D10, and the verdict's figures are the
/// deciding test's.
#[test]
fn the_withdrawal_table_shows_void_tests_wf_as_a_number_and_the_roll_as_made() {
    let mut s = weighted_objectives(false);
    let test = |side, (rs, vp, penalty, wf), roll: Roll| {
        Event::WithdrawalTest(WithdrawalTestRecord {
            side,
            rs_percent: rs,
            vp_percent: vp,
            penalty,
            wf,
            withdrew: roll.value > wf,
            roll,
        })
    };
    s.log.turns.push(Turn {
        name: "Evening".into(),
        events: vec![
            // Austria at RS 100%: its test is void.
            test(
                SideId::B,
                (100, 15, 0, 15),
                Roll {
                    value: 50,
                    source: DiceSource::Manual,
                },
            ),
            // Prussia takes G (the lockout lifts), its player calls a test too early, and
            // Prussia's own test then pays 20: WF round(21 × 70 / 100) − 20 = 0.
            Event::MarkerControl {
                marker: "G".into(),
                side: SideId::A,
            },
            Event::PrematureCall {
                by: SideId::A,
                against: SideId::B,
            },
            test(
                SideId::A,
                (21, 70, 20, 0),
                Roll {
                    value: 12,
                    source: DiceSource::Seeded { index: 4 },
                },
            ),
        ],
    });
    let (bytes, _, text) = render(&s, None, "umpire");
    dump("weighted-void", &bytes);
    text.assert_has("Victory for Austria: Prussia withdrew (roll 12 > WF 0 in Evening)");
    text.assert_has("Evening Austria 100% 15% — 15 85% 50 (2D10, real dice) void: decides nothing");
    text.assert_has("Evening Prussia 21% 70% −20 0 100% 12 (seeded draw 4, 1–100) withdraws");
    text.assert_lacks("Roll (2D10)");
    text.assert_has("Withdrawal factor at the deciding test 0 15");
}

#[test]
fn player_report_hides_values_notes_and_seeds() {
    let s = weighted_objectives(true);
    let (bytes, _, text) = render(&s, None, "player");
    dump("weighted-player", &bytes);
    let all = text.all();
    for m in &s.markers.markers {
        // Neither on the map, nor in the marker table, nor in a system's steps.
        for form in [
            format!("{} {}%", m.id, m.value),
            format!("{} {} {}%", m.id, m.name, m.value),
            format!("{} {},", m.id, m.value),
            format!("{} ({}%)", m.id, m.value),
        ] {
            assert!(
                !all.contains(&form),
                "the player report shows {form:?}:\n{all}"
            );
        }
        text.assert_has(&format!("{} ?", m.id));
    }
    text.assert_has("face down");
    text.assert_lacks("Browne's reserve");
    text.assert_lacks("987654321");
    text.assert_lacks("55501234");
    text.assert_lacks("Dice seed");
    text.assert_has("still face down to this report's reader");
    // The briefing is for everyone.
    text.assert_has("The Prussian army advances into the fog.");
    assert_page_numbers(&text);
    // The PDF holds no copy of the umpire's notes anywhere, not even compressed or hidden.
    let raw = String::from_utf8_lossy(&bytes);
    assert!(!raw.contains("Browne"));
}

#[test]
fn values_not_hidden_are_shown_to_players() {
    let s = weighted_objectives(false);
    let (_, _, text) = render(&s, None, "player");
    text.assert_has("A 30%");
    text.assert_has("VP held per turn");
    assert_judgements_printed(&s, &text, false);
}

#[test]
fn a_scenario_with_nothing_logged_still_reads_well() {
    let mut s = Scenario::new("Before the battle");
    s.sides[0].contingents.push(Contingent {
        name: "Vanguard".into(),
        units: vec![unit("v1", "Hussars", UnitKind::Cavalry, 4)],
        ..Default::default()
    });
    let (bytes, summary, text) = render(&s, None, "umpire");
    dump("empty", &bytes);
    assert!(summary.pages >= 2, "{summary:?}");
    assert_page_numbers(&text);
    text.assert_has("Before the battle");
    text.assert_has("No victory system could judge this battle yet");
    text.assert_has("Systems that did not apply");
    text.assert_has("No withdrawal test was recorded.");
    text.assert_has("No combat was recorded.");
    text.assert_has("Nothing was logged.");
    text.assert_has("No losses were recorded.");
    text.assert_has("No map image, and no deployment area or marker placed.");
    text.assert_has("No briefing was written.");
    assert_judgements_printed(&s, &text, true);
    // The truly empty scenario too.
    let (_, _, text) = render(&Scenario::new(""), None, "player");
    text.assert_has("Untitled scenario");
}

#[test]
fn long_tables_continue_with_their_header() {
    let mut s = grande_tactique(GameEnd::Collapse {
        vanquished: SideId::A,
    });
    let units = (0..180)
        .map(|i| {
            unit(
                &format!("x{i}"),
                &format!("Battalion {i}"),
                UnitKind::Infantry,
                1,
            )
        })
        .collect();
    s.sides[1].contingents.push(Contingent {
        name: "Landwehr".into(),
        units,
        ..Default::default()
    });
    let (bytes, _, text) = render(&s, None, "umpire");
    dump("long-table", &bytes);
    let continued: Vec<usize> = text
        .pages
        .iter()
        .enumerate()
        .filter(|(_, p)| p.contains("Army B (continued)"))
        .map(|(i, _)| i)
        .collect();
    assert!(
        continued.len() >= 2,
        "the table should run over three pages or more"
    );
    for &i in &continued {
        assert!(
            text.pages[i].contains("Status at the end"),
            "page {} repeats the header",
            i + 1
        );
    }
    text.assert_has("Battalion 179");
}

#[test]
fn a_broken_template_is_refused_with_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.ron");
    std::fs::write(
        &path,
        "(\n    name: \"mine\",\n    sections: [(kind: Mapp)],\n)\n",
    )
    .unwrap();
    let e = Template::load(&path).unwrap_err();
    let msg = e.to_string();
    assert!(msg.starts_with(&format!("{}:3:", path.display())), "{msg}");
    assert!(msg.contains("Mapp"), "{msg}");
    let e: ReportError = e.into();
    assert_eq!(e.to_string(), msg);
}

#[test]
fn a_copied_template_changes_titles_order_and_paper() {
    let t = Template::parse(
        "(title: \"Club report\", paper: Letter, orientation: Landscape, sections: [(kind: Verdicts, title: \"Who won\"), (kind: Title)])",
        "club.ron",
    )
    .unwrap();
    let s = casualty_chart();
    let (bytes, _, text) = render_with(&s, None, &t, None);
    let first = &text.pages[0];
    assert!(
        first.find("Who won").unwrap() < first.find("Club report").unwrap(),
        "{first}"
    );
    let sizes = page_sizes(&lopdf::Document::load_mem(&bytes).unwrap());
    assert_eq!(sizes[0], (792, 612), "Letter landscape");
    // --paper overrides the template.
    let (bytes, _, _) = render_with(&s, None, &t, Some(Paper::A4));
    let sizes = page_sizes(&lopdf::Document::load_mem(&bytes).unwrap());
    assert_eq!(sizes[0], (842, 595), "A4 landscape");
}

fn noise_jpeg(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        let v = ((x * 31 + y * 17) ^ (x * y)) as u8;
        image::Rgb([v, v.wrapping_mul(3), 255 - v])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .encode_image(&img)
        .unwrap();
    out
}

#[test]
fn a_small_jpeg_map_is_embedded_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let jpeg = noise_jpeg(900, 600);
    std::fs::write(dir.path().join("field.jpg"), &jpeg).unwrap();
    let mut s = weighted_objectives(false);
    s.map.image = Some("field.jpg".into());
    let out = dir.path().join("report.pdf");
    let t = Template::builtin("umpire").unwrap();
    let summary = report::write_report(&s, Some(dir.path()), &t, None, &out).unwrap();
    assert!(summary.map_passthrough, "{summary:?}");
    assert_eq!(summary.map_pixels_embedded, Some((900, 600)));
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(bytes.len() as u64, summary.bytes);
    dump("small-jpeg-map", &bytes);
    assert!(
        bytes.windows(jpeg.len()).any(|w| w == jpeg.as_slice()),
        "the JPEG's bytes are in the PDF unchanged"
    );
    // The file is the map plus a little: fonts are subset.
    assert!(
        bytes.len() < jpeg.len() + 250_000,
        "{} bytes for a {}-byte map",
        bytes.len(),
        jpeg.len()
    );
    // No temporary file is left beside the report.
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 2, "only the map and the report: {left:?}");
}

#[test]
fn a_large_png_map_is_reduced_to_300_dpi() {
    let dir = tempfile::tempdir().unwrap();
    let img = image::RgbImage::from_fn(6000, 4000, |x, y| {
        image::Rgb([(x / 20) as u8, (y / 20) as u8, 128])
    });
    img.save(dir.path().join("big.png")).unwrap();
    let mut s = weighted_objectives(false);
    s.map.image = Some("big.png".into());
    s.map.size = Some((6000, 4000));
    let progress = std::sync::Mutex::new(Vec::new());
    let record = |f: f32| progress.lock().unwrap().push(f);
    let opts = ReportOptions {
        paper: None,
        printed: Some(PRINTED),
        progress: Some(&record),
        audience: None,
    };
    let t = Template::builtin("player").unwrap();
    let (bytes, summary) = report::render(&s, Some(dir.path()), &t, &opts).unwrap();
    dump("big-png-map", &bytes);
    assert!(!summary.map_passthrough);
    let (w, h) = summary.map_pixels_embedded.unwrap();
    // On a landscape A4 page the map is at most 265 mm wide (3130 pixels at 300 dpi), and fits
    // the height left under the heading: well under the 6000 pixels of the file.
    assert!((2000..=3130).contains(&w), "{w} × {h}");
    assert_eq!((w as f64 / h as f64 * 100.0).round(), 150.0, "aspect kept");
    let p = progress.lock().unwrap();
    assert_eq!(p.first(), Some(&0.0));
    assert!(
        p.windows(2).all(|w| w[0] <= w[1]),
        "progress only grows: {p:?}"
    );
    assert!(*p.last().unwrap() >= 0.95);
}

/// A map that cannot be read no longer stops the report (issue 11, item 6): the report is
/// made without the image, and the warning names the file.
#[test]
fn an_unreadable_map_names_its_path() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("broken.jpg"), b"this is not a picture").unwrap();
    let mut s = weighted_objectives(false);
    s.map.image = Some("broken.jpg".into());
    let t = Template::builtin("umpire").unwrap();
    let opts = ReportOptions {
        printed: Some(PRINTED),
        ..Default::default()
    };
    let (_, summary) = report::render(&s, Some(dir.path()), &t, &opts).unwrap();
    assert_eq!(summary.warnings.len(), 1, "{summary:?}");
    assert!(
        summary.warnings[0].contains(&dir.path().join("broken.jpg").display().to_string()),
        "{summary:?}"
    );
    assert_eq!(summary.map_pixels_embedded, None);
    s.map.image = Some("gone.jpg".into());
    let (bytes, summary) = report::render(&s, Some(dir.path()), &t, &opts).unwrap();
    assert!(summary.warnings[0].contains("gone.jpg"), "{summary:?}");
    let text = PdfText::read(&bytes, "");
    text.assert_has("The map image could not be read");
    text.assert_has("The field");
}

#[test]
fn the_job_runs_on_a_thread_with_progress() {
    let dir = tempfile::tempdir().unwrap();
    let job = report::ReportJob {
        scenario: casualty_chart(),
        scenario_dir: None,
        template: Template::builtin("player").unwrap(),
        paper: Some(Paper::Letter),
        audience: umpire::record::Audience::Public,
        out: dir.path().join("r.pdf"),
    };
    let (handle, rx) = job.spawn();
    let summary = handle.join().unwrap().unwrap();
    let seen: Vec<f32> = rx.try_iter().collect();
    assert_eq!(seen.last(), Some(&1.0));
    assert!(summary.pages >= 3);
    assert!(dir.path().join("r.pdf").exists());
}

#[test]
fn every_demo_scenario_gives_both_reports() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("ron") {
            continue;
        }
        let (s, _) =
            model::load_lenient(&path, &umpire::systems::ids()).unwrap_or_else(|e| panic!("{e}"));
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        for template in ["umpire", "player"] {
            let (bytes, summary, text) = render(&s, path.parent(), template);
            dump(&format!("demo-{name}-{template}"), &bytes);
            assert!(summary.pages >= 2, "{name}: {summary:?}");
            assert_page_numbers(&text);
            if !s.title.trim().is_empty() {
                text.assert_has(s.title.trim());
            }
            assert_judgements_printed(&s, &text, template == "umpire");
            if template == "player" {
                if !s.umpire_notes.trim().is_empty() {
                    text.assert_lacks(s.umpire_notes.trim());
                }
                for m in s.markers.markers.iter().filter(|m| m.hidden) {
                    assert!(
                        !text.all().contains(&format!("{} {}%", m.id, m.value)),
                        "{name}: marker {}",
                        m.id
                    );
                }
            }
        }
        seen += 1;
    }
    assert!(seen >= 3, "the demo scenarios are in assets/scenarios");
}

#[test]
fn a_commander_lost_is_listed() {
    let mut s = casualty_chart();
    s.log.turns = vec![Turn {
        name: "1".into(),
        events: vec![Event::CommanderLost {
            side: SideId::A,
            name: "Browne".into(),
            rank: CommandRank::Army,
        }],
    }];
    let (_, _, text) = render(&s, None, "umpire");
    text.assert_has("Commanders killed, wounded or captured");
    text.assert_has("Browne (Army commander, Austria)");
}

#[test]
fn a_map_first_turns_the_first_page_and_leaves_no_blank_one() {
    // A page is turned only where the template asks (issue 23): here it does.
    let t = Template::parse(
        "(sections: [(kind: Map, orientation: Auto), (kind: Title)])",
        "map-first.ron",
    )
    .unwrap();
    let s = weighted_objectives(false);
    let (bytes, summary, text) = render_with(&s, None, &t, None);
    assert_eq!(summary.pages, 2, "the map's page, then the title's");
    assert!(text.pages[0].contains("The field"), "{}", text.pages[0]);
    assert!(text.pages[1].contains("Lobositz (weighted objectives)"));
    let sizes = page_sizes(&lopdf::Document::load_mem(&bytes).unwrap());
    assert_eq!(sizes[0], (842, 595), "the wide map turns its page");
    assert_eq!(sizes[1], (595, 842), "the rest of the report is portrait");
}

#[test]
fn an_unwritable_output_names_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("no-such-folder").join("r.pdf");
    let t = Template::builtin("player").unwrap();
    let e = report::write_report(&casualty_chart(), None, &t, None, &out).unwrap_err();
    assert!(matches!(e, ReportError::Save { .. }), "{e:?}");
    assert!(
        std::error::Error::source(&e).is_some(),
        "the io::Error is kept"
    );
    assert!(
        e.to_string()
            .starts_with(&format!("{}: cannot write the report", out.display())),
        "{e}"
    );
}

#[test]
fn the_report_subcommand_writes_the_pdf_or_says_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let scenario = dir.path().join("battle.ron");
    model::save(&casualty_chart(), &scenario).unwrap();
    let out = dir.path().join("battle.pdf");
    let ok = umpire(&[
        "report",
        scenario.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--template",
        "player",
        "--paper",
        "letter",
    ]);
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert!(String::from_utf8_lossy(&ok.stdout).contains(" pages, "));
    let text = PdfText::read(&std::fs::read(&out).unwrap(), "");
    assert!(text.contains("Minor victory"));

    let broken = dir.path().join("broken.ron");
    std::fs::write(&broken, "(sections: [(kind: Title,,)])").unwrap();
    let bad = umpire(&[
        "report",
        scenario.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--template",
        broken.to_str().unwrap(),
    ]);
    assert_eq!(bad.status.code(), Some(1));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.starts_with(&format!("{}:1:", broken.display())),
        "{err}"
    );
}

// ----- issue 11: the report as a club prints it ------------------------------------------------

use umpire::record::Audience;

/// Run a tool of poppler-utils. A missing tool fails the test (CI installs poppler-utils): a
/// test that skipped would prove nothing.
pub(crate) fn poppler(tool: &str, args: &[&str]) -> std::process::Output {
    let out = std::process::Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| {
            panic!("{tool} is needed by this test (apt-get install poppler-utils): {e}")
        });
    assert!(
        out.status.success(),
        "{tool} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The text pdftotext reads from pages `first..=last` (all pages when `None`).
pub(crate) fn pdftotext(pdf: &Path, pages: Option<(u32, u32)>) -> String {
    let mut args: Vec<String> = Vec::new();
    if let Some((f, l)) = pages {
        args.extend(["-f".into(), f.to_string(), "-l".into(), l.to_string()]);
    }
    args.push(pdf.display().to_string());
    args.push("-".into());
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    String::from_utf8_lossy(&poppler("pdftotext", &args).stdout).into_owned()
}

fn demo(name: &str) -> (Scenario, PathBuf) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/scenarios")
        .join(format!("{name}.ron"));
    let s = model::load(&path, &umpire::systems::ids()).unwrap_or_else(|e| panic!("{e}"));
    (s, path)
}

/// The demo's umpire report for `audience`, written into `dir`.
fn demo_report(name: &str, audience: Audience, dir: &Path) -> (PathBuf, Vec<u8>) {
    let (s, path) = demo(name);
    let t = Template::builtin("umpire").unwrap();
    let opts = ReportOptions {
        printed: Some(PRINTED),
        audience: Some(audience),
        ..Default::default()
    };
    let (bytes, summary) = report::render(&s, path.parent(), &t, &opts).expect("report renders");
    assert!(
        summary.warnings.is_empty(),
        "{name}: {:?}",
        summary.warnings
    );
    let out = dir.join(format!("{name}-{}.pdf", audience.id()));
    std::fs::write(&out, &bytes).unwrap();
    dump(&format!("issue11-{name}-{}", audience.id()), &bytes);
    (out, bytes)
}

const DEMOS: [(&str, &str); 4] = [
    ("lobositz", "weighted-objectives"),
    ("grande-tactique", "unit-points"),
    ("grande-tactique-sundown", "unit-points"),
    ("waterloo", "casualty-chart"),
];

#[test]
fn demo_reports_lead_with_the_result_of_record_and_speak_plainly() {
    let dir = tempfile::tempdir().unwrap();
    for (name, deciding) in DEMOS {
        let (s, _) = demo(name);
        assert_eq!(s.settings.decided_by.as_deref(), Some(deciding), "{name}");
        let sys = systems::by_id(deciding).unwrap();
        let plain = report::plain::Plain::new(&s);
        for audience in [Audience::Umpire, Audience::Side(SideId::B)] {
            let (pdf, _) = demo_report(name, audience, dir.path());
            let all = pdftotext(&pdf, None);
            let first = pdftotext(&pdf, Some((1, 1)));
            let first_flat = normalise(&first);
            // The result of record leads the first page, before the systems for comparison.
            let record_at = first_flat
                .find("Result of record")
                .unwrap_or_else(|| panic!("{name}: page 1 has no result of record:\n{first}"));
            let shown = umpire::record::Projection::new(
                &s,
                &umpire::record::BattleRecord::build(&s),
                audience,
            )
            .judgement(sys, &sys.judge(&s));
            let headline = match &shown {
                Judgement::Verdict(v) => plain.text(&v.headline),
                Judgement::Withheld { .. } => "Withheld".to_string(),
                other => panic!("{name}: the deciding system does not judge: {other:?}"),
            };
            let headline_at = first_flat
                .find(&normalise(&headline))
                .unwrap_or_else(|| panic!("{name}: page 1 lacks {headline:?}:\n{first}"));
            assert!(record_at < headline_at, "{name}");
            if let Some(compared) = first_flat.find("For comparison") {
                assert!(
                    headline_at < compared,
                    "{name}: the result of record comes first"
                );
            }
            assert!(
                first_flat.find(sys.name()).is_some_and(|at| at < 400),
                "{name}: the deciding system is named at the top of page 1"
            );
            // No jargon: no field paths, file names of the seeds or spec sections.
            for bad in [
                "[*]",
                ".md",
                "Seed 0",
                "seed 0",
                "(s)",
                "(es)",
                "sides[",
                "settings.",
            ] {
                assert!(
                    !all.contains(bad),
                    "{name} ({}): the report says {bad:?}:\n{}",
                    audience.id(),
                    all.lines()
                        .filter(|l| l.contains(bad))
                        .collect::<Vec<_>>()
                        .join("\n")
                );
            }
            if name == "waterloo" {
                // Table cells wrap at spaces: no word is broken across lines.
                for word in ["Afternoon", "Terrain", "Hougomont"] {
                    assert!(all.contains(word), "{name}: {word:?} is broken or missing");
                }
                assert!(!all.contains("Afternoo-"), "{name}: a word is hyphenated");
            }
        }
    }
}

#[test]
fn the_first_page_alone_is_the_clubs_record() {
    let dir = tempfile::tempdir().unwrap();
    let (pdf, _) = demo_report("lobositz", Audience::Umpire, dir.path());
    let first = normalise(&pdftotext(&pdf, Some((1, 1))));
    for fact in [
        "Victory for Prussian army: holds the field with 60% of VP",
        "For comparison",
        "Casualty chart",
        "Karl Brandt",
        "Eva Novak",
        "Umpire: Jan Hollar",
        "Leitmeritz Wargames Club",
        "14 March 2026",
        "Losses and standing at the end",
        "70 of 235 (29.8%)",
        "Turn by turn",
        "Signature:",
        "Printed on 12 May 2025",
    ] {
        assert!(first.contains(fact), "page 1 lacks {fact:?}:\n{first}");
    }
    // Side B's players see what they know: their own VP, not the Prussians'.
    let (pdf, _) = demo_report("lobositz", Audience::Side(SideId::B), dir.path());
    let first = normalise(&pdftotext(&pdf, Some((1, 1))));
    assert!(first.contains("Withheld"), "{first}");
    assert!(first.contains("not known to this reader"), "{first}");
    assert!(
        !first.contains("60%"),
        "the Prussian VP is not B's to know:\n{first}"
    );
    assert!(
        !first.contains("Signature"),
        "only the umpire signs:\n{first}"
    );
}

#[test]
fn grande_tactique_counts_no_general_anywhere() {
    let dir = tempfile::tempdir().unwrap();
    let (pdf, _) = demo_report("grande-tactique", Audience::Umpire, dir.path());
    let text = normalise(&pdftotext(&pdf, None));
    assert!(text.contains("50 Unit Points"), "{text}");
    assert!(!text.contains("53 Unit Points"), "{text}");
    // Prince Louis Ferdinand, killed in turn 6, is not "on board" (read in the order the
    // cells are written).
    let (s, path) = demo("grande-tactique");
    let t = Template::builtin("umpire").unwrap();
    let (_, _, text) = render_with(&s, path.parent(), &t, None);
    text.assert_has("Prince Louis Ferdinand general (not counted) (3) killed, wounded or captured");
    text.assert_has("Marshal Lannes general (not counted) (3) on board");
}

#[test]
fn an_unplayed_battle_is_not_yet_played() {
    let mut s = weighted_objectives(false);
    s.log.turns.clear();
    s.settings.decided_by = Some("weighted-objectives".into());
    let judged = systems::by_id("weighted-objectives").unwrap().judge(&s);
    let (_, _, text) = render(&s, None, "umpire");
    text.assert_has("Not yet played");
    if let Judgement::Verdict(v) = judged {
        text.assert_lacks(&v.headline);
    }
    assert!(
        text.pages[0].contains("Not yet played"),
        "{}",
        text.pages[0]
    );
}

#[test]
fn without_a_deciding_system_the_report_says_so() {
    let s = weighted_objectives(false);
    let (_, _, text) = render(&s, None, "umpire");
    assert!(
        text.pages[0].contains("does not say which victory system decides"),
        "{}",
        text.pages[0]
    );
}

/// A P5 (binary) PGM: width, height, grey pixels.
fn read_pgm(path: &Path) -> (usize, usize, Vec<u8>) {
    let bytes = std::fs::read(path).unwrap();
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if bytes[i] == b'#' {
            while bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        while !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..i]).to_string());
    }
    assert_eq!(fields[0], "P5", "a binary grey PGM");
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    let data = bytes[i + 1..].to_vec();
    assert_eq!(data.len(), w * h);
    (w, h, data)
}

/// How a row of pixels crosses the page: its dark runs (start, length).
fn dark_runs(row: &[u8]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start = None;
    for (x, &p) in row.iter().chain(std::iter::once(&255)).enumerate() {
        match (p < 140, start) {
            (true, None) => start = Some(x),
            (false, Some(s)) => {
                runs.push((s, x - s));
                start = None;
            }
            _ => {}
        }
    }
    runs
}

#[derive(Debug, PartialEq)]
enum Stroke {
    Solid,
    Dashed,
}

/// A row (of the plot only) that a long horizontal line crosses: dark almost all along
/// (solid: the markers' rims break it only briefly), or in many short runs of a few pixels
/// with gaps between (dashed). Text and markers alone give neither.
fn classify(row: &[u8], min_span: usize) -> Option<Stroke> {
    let runs = dark_runs(row);
    let (first, last) = (runs.first()?, runs.last()?);
    let span = last.0 + last.1 - first.0;
    if span < min_span {
        return None;
    }
    let dark: usize = runs.iter().map(|r| r.1).sum();
    let coverage = dark as f32 / span as f32;
    if coverage >= 0.85 {
        return Some(Stroke::Solid);
    }
    let mut lengths: Vec<usize> = runs.iter().map(|r| r.1).collect();
    lengths.sort_unstable();
    let median = lengths[lengths.len() / 2];
    // A dash pattern repeats: the runs start at a steady period, where text's do not.
    let mut periods: Vec<usize> = runs.windows(2).map(|w| w[1].0 - w[0].0).collect();
    periods.sort_unstable();
    let period = periods[periods.len() / 2];
    let steady = periods.iter().filter(|&&p| p.abs_diff(period) <= 2).count();
    (runs.len() >= 15
        && (4..=10).contains(&median)
        && (0.4..0.85).contains(&coverage)
        && steady * 10 >= periods.len() * 7)
        .then_some(Stroke::Dashed)
}

#[test]
fn greyscale_charts_tell_the_two_sides_apart() {
    // Side B is gold: in grey it prints as light as the blue of side A unless the report
    // darkens it and draws it dashed.
    let mut s = weighted_objectives(false);
    s.sides[0].colour = Rgb(31, 78, 168);
    s.sides[1].colour = Rgb(212, 175, 55);
    let loss = |side: SideId, unit: &str, n: u64| Event::Losses {
        side,
        unit: Some(unit.into()),
        men: 0,
        stands: n,
        strength_points: 0,
        unit_points: 0,
    };
    s.log.turns = (0..7)
        .map(|i| Turn {
            name: format!("{}", i + 1),
            events: if i == 0 {
                vec![
                    loss(SideId::A, "p1", 120),
                    loss(SideId::A, "p2", 21),
                    loss(SideId::B, "k1", 90),
                ]
            } else {
                Vec::new()
            },
        })
        .collect();
    let t = Template::parse(
        "(greyscale: true, sections: [(kind: LossesChart)])",
        "chart.ron",
    )
    .unwrap();
    let (bytes, _, _) = render_with(&s, None, &t, None);
    dump("issue11-grey-chart", &bytes);
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("chart.pdf");
    std::fs::write(&pdf, &bytes).unwrap();
    let prefix = dir.path().join("page");
    poppler(
        "pdftoppm",
        &[
            "-gray",
            "-r",
            "100",
            "-f",
            "1",
            "-l",
            "1",
            pdf.to_str().unwrap(),
            prefix.to_str().unwrap(),
        ],
    );
    let pgm = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "pgm"))
        .expect("pdftoppm wrote the page");
    let (w, h, px) = read_pgm(&pgm);
    // The plot lies over the horizontal axis, the row with the most dark pixels: only what is
    // between its ends is read (not the legend, the title or the names beside the plot).
    let dark_in = |y: usize| px[y * w..(y + 1) * w].iter().filter(|&&p| p < 140).count();
    let axis = (0..h).max_by_key(|&y| dark_in(y)).unwrap();
    let axis_runs = dark_runs(&px[axis * w..(axis + 1) * w]);
    let longest = axis_runs.iter().max_by_key(|r| r.1).unwrap();
    let (x0, x1) = (longest.0 + 3, longest.0 + longest.1);
    let rows: Vec<(usize, Stroke)> = (0..h)
        .filter_map(|y| classify(&px[y * w + x0..y * w + x1], (x1 - x0) * 6 / 10).map(|c| (y, c)))
        .collect();
    let dashed: Vec<usize> = rows
        .iter()
        .filter(|(_, c)| *c == Stroke::Dashed)
        .map(|r| r.0)
        .collect();
    let solid: Vec<usize> = rows
        .iter()
        .filter(|(_, c)| *c == Stroke::Solid)
        .map(|r| r.0)
        .collect();
    assert!(
        !dashed.is_empty(),
        "side B's line is dashed in grey: {rows:?}"
    );
    // Side A's level line (60%) is solid and apart from side B's (30%) and from the axis.
    let a_line = solid
        .iter()
        .filter(|&&y| dashed.iter().all(|&d| d.abs_diff(y) > 10))
        .count();
    assert!(
        a_line >= 2,
        "side A's line and the axis are solid: {rows:?}"
    );
    assert!(
        solid.iter().any(|&y| y < *dashed.iter().min().unwrap()),
        "side A (more losses) runs above side B: {rows:?}"
    );
}

#[test]
fn a_greyscale_report_holds_no_colour() {
    let (s, path) = demo("lobositz");
    let mut t = Template::builtin("umpire").unwrap();
    t.greyscale = true;
    let opts = ReportOptions {
        printed: Some(PRINTED),
        ..Default::default()
    };
    let (bytes, summary) = report::render(&s, path.parent(), &t, &opts).unwrap();
    dump("issue11-grey-lobositz", &bytes);
    assert!(!summary.map_passthrough, "a colour JPEG is made grey");
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    for (n, page) in doc.get_pages() {
        let content = doc.get_and_decode_page_content(page).unwrap();
        for op in &content.operations {
            assert!(
                !matches!(op.operator.as_str(), "rg" | "RG" | "k" | "K"),
                "page {n} sets a colour: {op:?}"
            );
        }
    }
    for obj in doc.objects.values() {
        if let Ok(stream) = obj.as_stream()
            && stream
                .dict
                .get(b"Subtype")
                .ok()
                .and_then(|o| o.as_name().ok())
                == Some(b"Image")
        {
            assert_eq!(
                stream.dict.get(b"ColorSpace").unwrap().as_name().unwrap(),
                b"DeviceGray"
            );
        }
    }
}

/// The titles of the outline's entries under `first` (following `Next`), with their children.
fn outline_level(
    doc: &lopdf::Document,
    first: Option<lopdf::ObjectId>,
) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut at = first;
    while let Some(id) = at {
        let d = doc.get_dictionary(id).unwrap();
        let title = match d.get(b"Title").unwrap() {
            lopdf::Object::String(b, _) if b.starts_with(&[0xFE, 0xFF]) => String::from_utf16(
                &b[2..]
                    .chunks(2)
                    .map(|c| u16::from_be_bytes([c[0], c[1]]))
                    .collect::<Vec<_>>(),
            )
            .unwrap(),
            lopdf::Object::String(b, _) => String::from_utf8_lossy(b).into_owned(),
            other => panic!("{other:?}"),
        };
        let kids = outline_level(
            doc,
            d.get(b"First").ok().and_then(|o| o.as_reference().ok()),
        )
        .into_iter()
        .map(|(t, _)| t)
        .collect();
        out.push((title, kids));
        at = d.get(b"Next").ok().and_then(|o| o.as_reference().ok());
    }
    out
}

#[test]
fn the_pdf_has_an_outline_a_1_4_header_and_its_info() {
    let dir = tempfile::tempdir().unwrap();
    let (_, bytes) = demo_report("waterloo", Audience::Umpire, dir.path());
    let version: f32 = std::str::from_utf8(&bytes[5..8]).unwrap().parse().unwrap();
    assert!(
        bytes.starts_with(b"%PDF-") && version >= 1.4,
        "{:?}",
        &bytes[..8]
    );
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    let catalog = doc.catalog().unwrap();
    let outlines = catalog.get(b"Outlines").unwrap().as_reference().unwrap();
    assert_eq!(
        catalog.get(b"PageMode").unwrap().as_name().unwrap(),
        b"UseOutlines"
    );
    let first = doc
        .get_dictionary(outlines)
        .unwrap()
        .get(b"First")
        .unwrap()
        .as_reference()
        .ok();
    let entries = outline_level(&doc, first);
    let titles: Vec<&str> = entries.iter().map(|(t, _)| t.as_str()).collect();
    // One entry per section printed (those with nothing to show share one), each once.
    let want = [
        "Summary",
        "Briefing",
        "Umpire's notes",
        "The field",
        // The demo's units stand on the map: the battle at deployment and at the end.
        "The battle at deployment",
        "The battle after June 18 Evening",
        "Verdicts",
        "Casualties per side",
        // Issue 23: the units' Strength Points (Waterloo 20 counters) and Napoleon at
        // Waterloo's count are two charts, never one sum.
        "Cumulative losses per turn",
        "Strength Points lost per turn (Napoleon at Waterloo count)",
        "Morale per turn (Waterloo 20)",
        "Order of battle and losses",
        "Combats (Waterloo 20)",
        "Battle log",
        "Dice",
        "Sections with nothing to show",
    ];
    let mut sorted_titles = titles.clone();
    sorted_titles.sort();
    let mut sorted_want = want.to_vec();
    sorted_want.sort();
    assert_eq!(sorted_titles, sorted_want, "{titles:?}");
    assert_eq!(titles[0], "Summary");
    // One entry per victory system under Verdicts, the result of record first.
    let verdicts = &entries.iter().find(|(t, _)| t == "Verdicts").unwrap().1;
    assert_eq!(verdicts.len(), systems::registry().len(), "{verdicts:?}");
    assert!(
        verdicts[0].starts_with("Result of record: Casualty chart"),
        "{verdicts:?}"
    );
    assert!(
        verdicts[1].starts_with("For comparison: Napoleon at Waterloo"),
        "{verdicts:?}"
    );
    // The document's info: title, author (the umpire) and subject.
    let info = doc
        .get_dictionary(doc.trailer.get(b"Info").unwrap().as_reference().unwrap())
        .unwrap();
    let text = |key: &[u8]| -> String {
        match info.get(key).unwrap() {
            lopdf::Object::String(b, _) if b.starts_with(&[0xFE, 0xFF]) => String::from_utf16(
                &b[2..]
                    .chunks(2)
                    .map(|c| u16::from_be_bytes([c[0], c[1]]))
                    .collect::<Vec<_>>(),
            )
            .unwrap(),
            lopdf::Object::String(b, _) => String::from_utf8_lossy(b).into_owned(),
            other => panic!("{other:?}"),
        }
    };
    assert!(text(b"Title").contains("Waterloo"), "{}", text(b"Title"));
    assert_eq!(text(b"Author"), "Richard Hale");
    assert!(
        text(b"Subject").contains("After-action report"),
        "{}",
        text(b"Subject")
    );
}

#[test]
fn a_missing_map_gives_the_report_and_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let (_, path) = demo("waterloo");
    // Beside no map: the scenario's "../maps/waterloo.jpg" is not there (a folder inside the
    // temporary one, so that no "maps" folder beside it can answer).
    let inner = dir.path().join("scenarios");
    std::fs::create_dir(&inner).unwrap();
    let copy = inner.join("waterloo.ron");
    std::fs::copy(&path, &copy).unwrap();
    let out = dir.path().join("waterloo.pdf");
    let made = umpire(&[
        "report",
        copy.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--greyscale",
    ]);
    let err = String::from_utf8_lossy(&made.stderr);
    assert_eq!(made.status.code(), Some(0), "{err}");
    assert!(
        err.contains("warning") && err.contains("waterloo.jpg"),
        "{err}"
    );
    let text = normalise(&pdftotext(&out, None));
    assert!(text.contains("The map image could not be read"), "{text}");
    assert!(text.contains("Overwhelming victory for Allies"), "{text}");
    // `check` says the same, and does not fail either.
    let checked = umpire(&["check", copy.to_str().unwrap()]);
    assert_eq!(checked.status.code(), Some(0));
}

#[test]
fn a_deciding_system_must_exist() {
    let mut s = casualty_chart();
    s.settings.decided_by = Some("casualty-chrat".into());
    s.settings.compare_with = vec!["naw".into(), "nope".into()];
    let problems = s.validate(&umpire::systems::ids());
    let paths: Vec<&str> = problems.iter().map(|p| p.path.as_str()).collect();
    assert!(paths.contains(&"settings.decided_by"), "{problems:?}");
    assert!(paths.contains(&"settings.compare_with[1]"), "{problems:?}");
    assert!(!paths.contains(&"settings.compare_with[0]"), "{problems:?}");
    let msg = problems
        .iter()
        .find(|p| p.path == "settings.decided_by")
        .unwrap();
    assert!(msg.message.contains("casualty-chart"), "{msg}");
}

/// The umpire binary under test, run with `args`.
fn umpire(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args(args)
        .output()
        .unwrap()
}
