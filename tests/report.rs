//! The PDF after-action report, read back with lopdf: pages, verdict words, worked-step numbers,
//! chart titles, templates and long tables. By topic in files of their own: the player report's
//! secrets ([`secrets`]), maps ([`maps`]), the demos as a club prints them ([`demos`]), greyscale
//! ([`greyscale`]), the outline and header ([`outline`]), and where the PDF goes ([`output`]).
//!
//! Set `UMPIRE_REPORT_DUMP=/some/dir` to keep the PDFs these tests make (to look at them with
//! `pdftoppm -r 50`); they are never written into the source tree.
//! One file past the usual length: the scenarios and the PDF reader every topic file shares.

mod demos;
mod greyscale;
mod maps;
mod outline;
mod output;
mod secrets;

use demos::{demo, demo_report};

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
pub(crate) struct PdfText {
    pub(crate) pages: Vec<String>,
    /// The pages without their footers, so that a paragraph running over a page break reads on.
    pub(crate) bodies: Vec<String>,
}

impl PdfText {
    pub(crate) fn read(bytes: &[u8], footer: &str) -> PdfText {
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

    pub(crate) fn all(&self) -> String {
        self.bodies.join(" ")
    }

    pub(crate) fn contains(&self, needle: &str) -> bool {
        self.all().contains(&normalise(needle))
    }

    pub(crate) fn assert_has(&self, needle: &str) {
        assert!(
            self.contains(needle),
            "the report should contain {needle:?}; it says:\n{}",
            self.all()
        );
    }

    pub(crate) fn assert_lacks(&self, needle: &str) {
        assert!(
            !self.contains(needle),
            "the report must not contain {needle:?}"
        );
    }
}

fn normalise(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub(crate) fn dump(name: &str, bytes: &[u8]) {
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
                value: Some(v),
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
    s.dice_seed = Some(987_654_321);
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
                    vp_percent: Some(60),
                    penalty: 0,
                    wf: Some(35),
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
            vp_percent: Some(vp),
            penalty,
            wf: Some(wf),
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
    crate::support::binary::umpire_command()
        .args(args)
        .output()
        .unwrap()
}
