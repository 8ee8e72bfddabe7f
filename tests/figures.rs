//! One figure per fact on every page (issue 23): every demo's report, for the umpire and for
//! each player audience, read back with lopdf. Each figure the first page gives (a system's
//! losses in its own measure, the losses in the log, the strength of the result of record, VP
//! and Morale Points, each verdict's reason) is found again in the section it summarises (the
//! verdict's figures, the casualties chart, the order of battle) and must say the same.

use std::path::Path;
use umpire::model::{self, Scenario, SideId};
use umpire::record::result::{Standing, SystemLosses};
use umpire::record::{Audience, BattleRecord, Projection};
use umpire::report::{self, PrintDate, ReportOptions, Template, plain::Plain};
use umpire::systems::{self, Judgement};

const DEMOS: [&str; 4] = [
    "lobositz",
    "grande-tactique",
    "grande-tactique-sundown",
    "waterloo",
];

/// The umpire's report for the umpire, and the players' report for each other audience.
const READERS: [(&str, Audience); 4] = [
    ("umpire", Audience::Umpire),
    ("player", Audience::Side(SideId::A)),
    ("player", Audience::Side(SideId::B)),
    ("player", Audience::Public),
];

fn normalise(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A report's text, page by page, footers taken off so that a table running over a page
/// break reads on.
struct Report {
    pages: Vec<String>,
}

impl Report {
    fn read(bytes: &[u8], footer: &str) -> Report {
        let doc = lopdf::Document::load_mem(bytes).expect("lopdf reads the report");
        let n = doc.get_pages().len() as u32;
        let pages = (1..=n)
            .map(|p| {
                let text = normalise(&doc.extract_text(&[p]).expect("text of a page"));
                normalise(
                    &text
                        .replace(&format!("Page {p} of {n}"), " ")
                        .replace(&normalise(footer), " "),
                )
            })
            .collect();
        Report { pages }
    }

    fn first(&self) -> &str {
        &self.pages[0]
    }

    /// Every page after the first, as one text.
    fn rest(&self) -> String {
        self.pages[1..].join(" ")
    }

    /// The text of the section that starts with `heading` (after page 1) and runs to the
    /// first of `ends` after it (or to the end).
    fn section(&self, heading: &str, ends: &[&str]) -> String {
        part(&self.rest(), heading, ends)
    }
}

/// The part of `text` after the first `heading`, up to the first of `ends` after it (or to
/// the end); empty without the heading.
fn part(text: &str, heading: &str, ends: &[&str]) -> String {
    let Some(at) = text.find(heading) else {
        return String::new();
    };
    let body = &text[at + heading.len()..];
    let end = ends
        .iter()
        .filter_map(|e| body.find(e))
        .min()
        .unwrap_or(body.len());
    body[..end].to_string()
}

struct Demo {
    s: Scenario,
    report: Report,
}

fn demo(name: &str, template: &str, audience: Audience) -> Demo {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/scenarios")
        .join(format!("{name}.ron"));
    let s = model::load(&path, &umpire::systems::ids()).unwrap_or_else(|e| panic!("{e}"));
    let t = Template::builtin(template).unwrap();
    let printed = PrintDate {
        year: 2026,
        month: 11,
        day: 23,
    };
    let opts = ReportOptions {
        printed: Some(printed),
        audience: Some(audience),
        ..Default::default()
    };
    let (bytes, _) = report::render(&s, path.parent(), &t, &opts).expect("report renders");
    let footer = format!(
        "{} · {} · printed {}",
        s.title.trim(),
        t.heading_for(audience),
        printed.long()
    );
    Demo {
        report: Report::read(&bytes, &footer),
        s,
    }
}

/// The systems' judgements in the report's order, as `audience` sees them.
fn standing(s: &Scenario, record: &BattleRecord, audience: Audience) -> Standing {
    let view = Projection::new(s, record, audience);
    Standing::new(s, record, view.judgements(&systems::judge_all(s)))
}

/// One cell of a table row as the text reads it: "31,000 of 72,000 (43.06%)", "45", "60%".
fn cell<'a>(tokens: &mut std::iter::Peekable<impl Iterator<Item = &'a str>>) -> Option<String> {
    let mut c = tokens.next()?.to_string();
    if tokens.peek() == Some(&"of") {
        tokens.next();
        c = format!("{c} of {}", tokens.next()?);
    }
    if let Some(t) = tokens
        .peek()
        .filter(|t| t.starts_with('(') && t.ends_with(')'))
    {
        c = format!("{c} {t}");
        tokens.next();
    }
    Some(c)
}

/// The two cells (side A, side B) of the row that starts with `label` in `text`.
fn row(text: &str, label: &str) -> Option<[String; 2]> {
    let at = text.find(label)?;
    let mut tokens = text[at + label.len()..].split_whitespace().peekable();
    Some([cell(&mut tokens)?, cell(&mut tokens)?])
}

fn row_or_panic(text: &str, label: &str, place: &str) -> [String; 2] {
    row(text, label).unwrap_or_else(|| panic!("{place}: no row {label:?} in:\n{text}"))
}

/// A system's block in the Verdicts section: from its headline to the next system's.
fn verdict_block(r: &Report, sys: &dyn systems::VictorySystem, headline: &str) -> String {
    let names: Vec<String> = systems::registry()
        .iter()
        .filter(|other| other.id() != sys.id())
        .map(|other| format!("{}:", other.name()))
        .collect();
    let mut ends: Vec<&str> = names.iter().map(String::as_str).collect();
    ends.extend(["Systems that did not apply", "Casualties per side"]);
    r.section(&format!("{}: {headline}", sys.name()), &ends)
}

/// The first page's count of a system's losses, against its verdict's figures.
fn system_losses_agree(d: &Demo, plain: &Plain, losses: &SystemLosses, judged: &Judgement) {
    let place = format!("{} ({})", d.s.title, losses.system.id());
    let page1 = row_or_panic(d.report.first(), &losses.label(), &place);
    let v = judged.verdict().expect("a count comes from a verdict");
    let block = verdict_block(&d.report, losses.system, &plain.text(&v.headline));
    let figures = block
        .find("Figure ")
        .map(|at| &block[at..])
        .unwrap_or_else(|| panic!("{place}: no figure table in:\n{block}"));
    let in_verdict = |label: &str| row_or_panic(figures, &plain.text(label), &place);
    let lost = in_verdict(&losses.lost.label);
    let strength = losses.strength.map(|f| in_verdict(&f.label));
    let percent = losses.percent.map(|f| in_verdict(&f.label));
    for i in 0..2 {
        let mut want = lost[i].clone();
        if let Some(st) = &strength {
            want = format!("{want} of {}", st[i]);
        }
        if let Some(p) = &percent {
            want = format!("{want} ({})", p[i]);
        }
        assert_eq!(page1[i], want, "{place}: page 1 against the verdict");
    }
    // The casualties chart's bars say the same.
    if let Some(p) = &percent {
        let chart = d.report.section(
            "Casualties per side",
            &["Cumulative losses", "Strength Points"],
        );
        for i in 0..2 {
            let bar = format!("{} ({})", lost[i], p[i]);
            assert!(
                chart.contains(&bar),
                "{place}: the chart lacks {bar:?}:\n{chart}"
            );
        }
    }
    // The strength column of the sides table is the result of record's.
    if losses.of_record
        && let Some(st) = &strength
    {
        for (i, side) in SideId::BOTH.iter().enumerate() {
            let cell = format!("{} {}", st[i], losses.ids.measure);
            let sides = d.report.first();
            let name = &d.s.side(*side).name;
            let at = sides.find(&format!("{name} ")).unwrap();
            assert!(
                sides[at..].contains(&cell),
                "{place}: page 1 gives {name} no strength {cell:?}"
            );
        }
    }
}

/// The first page's losses in the log against the casualties chart and the order of battle.
fn log_losses_agree(d: &Demo, record: &BattleRecord) {
    let held = record.measures_held();
    let split = held.len() <= 2;
    for m in record.measures_shown() {
        let label = format!("{} lost in the log", capitalised(m.label()));
        let place = format!("{}: {label}", d.s.title);
        let page1 = row_or_panic(d.report.first(), &label, &place);
        for (i, side) in SideId::BOTH.iter().enumerate() {
            let lost = page1[i].split(" of ").next().unwrap().to_string();
            let share = page1[i]
                .split_once(" (")
                .map(|(_, p)| p.trim_end_matches(')'));
            if let Some(p) = share {
                let chart = d.report.section(
                    "Casualties per side",
                    &["Cumulative losses", "Strength Points"],
                );
                let bar = format!("{lost} ({p})");
                assert!(
                    chart.contains(&bar),
                    "{place}: the chart lacks {bar:?}:\n{chart}"
                );
            }
            if !split {
                continue;
            }
            // The order of battle's total for the side: its last total row.
            let sd = d.s.side(*side);
            let other = &d.s.side(side.other()).name;
            let oob = part(
                &d.report.section(
                    "Order of battle and losses",
                    &["Combats (", "Withdrawal tests", "Battle log", "Dice seed"],
                ),
                &format!("{} ({})", sd.name, role(sd.role)),
                &[&format!("{other} ("), "Commanders killed"],
            );
            let total = if oob.contains(&format!("{}: ", sd.name)) && oob.contains(" units ") {
                let at = oob.rfind(&format!("{}: ", sd.name)).unwrap();
                let after = &oob[at..];
                let units = after.find(" units ").unwrap() + " units ".len();
                let tokens: Vec<&str> = after[units..].split_whitespace().collect();
                tokens[held.len()..].to_vec()
            } else {
                let at = oob
                    .rfind("no longer on the field")
                    .unwrap_or_else(|| panic!("{place}: no total row in:\n{oob}"));
                oob[at + "no longer on the field".len()..]
                    .split_whitespace()
                    .collect()
            };
            let k = record
                .measures_shown()
                .iter()
                .position(|x| *x == m)
                .unwrap();
            assert_eq!(
                total.get(k).copied(),
                Some(lost.as_str()),
                "{place}: page 1 against the order of battle of {}",
                sd.name
            );
        }
    }
}

fn role(r: model::Role) -> &'static str {
    match r {
        model::Role::Attacker => "attacker",
        model::Role::Defender => "defender",
    }
}

fn capitalised(word: &str) -> String {
    let mut c = word.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Each verdict's reason: the same on page 1 and in the Verdicts section, and its
/// percentages are the verdict's own figures.
fn reasons_agree(d: &Demo, plain: &Plain, standing: &Standing) {
    let shown: Vec<_> = standing
        .of_record
        .iter()
        .chain(&standing.comparison)
        .collect();
    for (sys, j) in shown {
        let Judgement::Verdict(v) = j else { continue };
        let why = format!("Why: {}.", plain.text(&v.reason).trim_end_matches('.'));
        let place = format!("{} ({})", d.s.title, sys.id());
        assert!(
            d.report.first().contains(&why),
            "{place}: page 1 lacks {why:?}"
        );
        let block = verdict_block(&d.report, *sys, &plain.text(&v.headline));
        assert!(block.contains(&why), "{place}: the verdict lacks {why:?}");
        let figures = &block[block.find("Figure ").unwrap_or(0)..];
        for word in v.reason.split_whitespace() {
            let number = word
                .trim_start_matches(['≈', '('])
                .trim_end_matches([')', ',', ';', ':']);
            if number.ends_with('%') && number.contains('.') {
                assert!(
                    figures.contains(number),
                    "{place}: the reason's {number} is not among the verdict's figures"
                );
            }
        }
    }
}

/// VP held and Morale Points at the end, against the verdicts that count them.
fn standings_agree(d: &Demo, plain: &Plain, standing: &Standing) {
    for (sys, j) in standing.all() {
        let Judgement::Verdict(v) = j else { continue };
        let (page1_label, figure_id) = match sys.id() {
            "weighted-objectives" => ("VP held", "vp-percent"),
            "waterloo20" => ("Morale Points (Waterloo 20)", "morale"),
            _ => continue,
        };
        let Some(f) = v.figures.iter().find(|f| f.id == figure_id) else {
            continue;
        };
        let place = format!("{} ({})", d.s.title, sys.id());
        let page1 = row_or_panic(d.report.first(), page1_label, &place);
        let block = verdict_block(&d.report, *sys, &plain.text(&v.headline));
        let figures = &block[block.find("Figure ").unwrap_or(0)..];
        let in_verdict = row_or_panic(figures, &plain.text(&f.label), &place);
        assert_eq!(page1, in_verdict, "{place}: {page1_label}");
    }
}

#[test]
fn every_figure_on_page_one_is_the_figure_of_its_section() {
    for name in DEMOS {
        for (template, audience) in READERS {
            let d = demo(name, template, audience);
            let record = BattleRecord::build(&d.s);
            let standing = standing(&d.s, &record, audience);
            let plain = Plain::new(&d.s);
            let losses = standing.losses();
            for l in &losses {
                let judged = standing
                    .all()
                    .find(|(sys, _)| sys.id() == l.system.id())
                    .unwrap();
                system_losses_agree(&d, &plain, l, &judged.1);
            }
            log_losses_agree(&d, &record);
            reasons_agree(&d, &plain, &standing);
            standings_agree(&d, &plain, &standing);
        }
    }
}

/// Each demo's result of record counts what the issue says it counts, so the test above has
/// something to compare on every demo.
#[test]
fn the_demos_count_in_the_measures_of_their_results_of_record() {
    let counted = |name: &str| {
        let d = demo(name, "umpire", Audience::Umpire);
        let record = BattleRecord::build(&d.s);
        standing(&d.s, &record, Audience::Umpire)
            .losses()
            .iter()
            .map(|l| (l.system.id(), l.of_record))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        counted("waterloo"),
        [("casualty-chart", true), ("naw", false)]
    );
    assert_eq!(counted("grande-tactique"), [("unit-points", true)]);
    assert_eq!(counted("lobositz"), [("casualty-chart", false)]);
}

/// Every verdict of every demo says why, and its loss figures are among its figures.
#[test]
fn every_verdict_says_why_with_its_own_figures() {
    for name in DEMOS {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/scenarios")
            .join(format!("{name}.ron"));
        let s = model::load(&path, &umpire::systems::ids()).unwrap();
        for (sys, j) in systems::judge_all(&s) {
            let Judgement::Verdict(v) = j else { continue };
            assert!(
                !v.reason.trim().is_empty(),
                "{name}: {} says no reason",
                sys.id()
            );
            if let Some(ids) = sys.loss_figures() {
                let has = |id: &str| v.figures.iter().any(|f| f.id == id);
                assert!(has(ids.lost), "{name}: {}", sys.id());
                for id in [ids.strength, ids.percent].into_iter().flatten() {
                    assert!(has(id), "{name}: {} lacks {id}", sys.id());
                }
            }
        }
    }
}

// ----- the demos, one by one ---------------------------------------------------------

/// Waterloo's units are Waterloo 20 counters (20 and 22 Strength Points), its combats record
/// the Napoleon at Waterloo count, and its result of record is the casualty chart's, in men:
/// page 1 said each side started with 20 / 22 SP and lost 49 / 46, the two scales added.
#[test]
fn waterloo_keeps_each_games_measure_its_own() {
    let d = demo("waterloo", "umpire", Audience::Umpire);
    let first = d.report.first();
    assert!(first.contains("Strength (result of record)"), "{first}");
    assert!(first.contains("Armée du Nord attacker Napoleon Tom Fletcher 72,000 men"));
    assert!(first.contains("Allies defender Duke of Wellington Anna de Vries 118,000 men"));
    assert!(!first.contains("20 Strength Points"), "{first}");
    assert_eq!(
        row(
            first,
            "Casualty chart (Result at Waterloo): Casualties (men)"
        )
        .unwrap(),
        ["31,000 of 72,000 (43.06%)", "24,000 of 118,000 (20.34%)"]
    );
    assert_eq!(
        row(first, "Napoleon at Waterloo [8.0]: Strength Points lost").unwrap(),
        ["45", "46"]
    );
    assert_eq!(
        row(first, "Strength Points lost in the log").unwrap(),
        ["4 of 20 (20.0%)", "0 of 22 (0.0%)"]
    );
    assert!(!first.contains(" 49 "), "no sum of the two scales: {first}");
    // The Strength Points chart is Napoleon at Waterloo's count, against its own line.
    let rest = d.report.rest();
    assert!(rest.contains("Strength Points lost per turn (Napoleon at Waterloo count)"));
    assert!(rest.contains("40 SP: demoralization (Napoleon at Waterloo)"));
    // The order of battle: the counters' 20 and 4; the combats' count said apart.
    let oob = d
        .report
        .section("Order of battle and losses", &["Combats ("]);
    assert!(
        oob.contains("10 units 20 8 no longer on the field 4"),
        "{oob}"
    );
    assert!(!oob.contains("Losses not assigned to a unit"), "{oob}");
    assert!(oob.contains(
        "Napoleon at Waterloo [8.0], for comparison, from the combats and Losses entries of the log: Strength Points lost 45."
    ));
    assert!(oob.contains(
        "Casualty chart (Result at Waterloo), the result of record, from the end-of-battle returns: Casualties (men) 31,000 of 72,000 (43.06%)."
    ));
}

/// Lobositz logs its losses in stands: its order of battle gave "Lost (men)" 0 for every unit
/// and total, while page 1 gave 3,300 and 2,900 men from the returns.
#[test]
fn lobositz_shows_losses_in_the_measure_logged_and_says_where_the_men_come_from() {
    let d = demo("lobositz", "umpire", Audience::Umpire);
    let oob = d
        .report
        .section("Order of battle and losses", &["Withdrawal tests"]);
    assert!(!oob.contains("Lost (men)"), "{oob}");
    assert!(oob.contains("Lost (stands)"), "{oob}");
    assert!(
        oob.contains("19 units and 1 general 29,000 235 2 no longer on the field 70"),
        "{oob}"
    );
    assert!(oob.contains("The log records losses in stands, not in men"));
    assert!(oob.contains(
        "The men lost are the end-of-battle returns' casualties (under each side's units), not a sum over its units."
    ));
    assert!(oob.contains(
        "Casualty chart (Result at Waterloo), for comparison, from the end-of-battle returns: Casualties (men) 3,300 of 29,000 (11.38%)."
    ));
}

/// Grande Tactique: page 1 and the casualties chart gave the log's 25 of 50 (50%) while the
/// verdict tallies 32 (64%). Page 1 shows the tally that decides and names the other.
#[test]
fn grande_tactique_shows_the_tally_that_decides_and_names_the_log() {
    let d = demo("grande-tactique", "umpire", Audience::Umpire);
    let first = d.report.first();
    assert_eq!(
        row(
            first,
            "Unit points (Grande Tactique): Unit Points lost (tally)"
        )
        .unwrap(),
        ["32 of 50 (64.00%)", "15 of 50 (30.00%)"]
    );
    assert_eq!(
        row(first, "Unit Points lost in the log").unwrap(),
        ["25 of 50 (50.0%)", "15 of 50 (30.0%)"]
    );
    let chart = d
        .report
        .section("Casualties per side", &["Cumulative losses"]);
    for label in [
        "32 (64.00%)",
        "Unit points (Grande Tactique): Unit Points lost (tally)",
        "25 (50.0%)",
        "Unit Points lost in the log",
    ] {
        assert!(chart.contains(label), "the chart lacks {label:?}: {chart}");
    }
}

/// Page 1 says why for every system, with the deciding figures; at sundown the headline is
/// not said again by a flag.
#[test]
fn page_one_says_why_with_the_deciding_figures() {
    let why = [
        (
            "grande-tactique",
            "Why: Prussian-Saxon advance guard (vanquished) 64.00% (32 of 50 UP) : French V Corps (victor) 30.00% (15 of 50 UP) = ≈2.13 → decisive victory (from 2:1 to under 4:1).",
        ),
        (
            "grande-tactique-sundown",
            "Why: Prussian-Saxon advance guard (behind) 56.00% (28 of 50 UP) : French V Corps (ahead) 30.00% (15 of 50 UP) = ≈1.87 → would be an indecisive victory",
        ),
        (
            "waterloo",
            "Why: Adjusted casualties: Armée du Nord ≈43.06% against Allies ≈20.34% → column 35%+, row \"0.5 or less\" → Overwhelming victory.",
        ),
        (
            "waterloo",
            "Why: Strength Points lost: Armée du Nord 45, Allies 46 (40 decides); French units exited: 2 of 7.",
        ),
        (
            "lobositz",
            "Why: No army withdrew; Prussian army holds 60% of VP, more than 50% (Prussian army 60%, Austrian army 40%).",
        ),
        (
            "lobositz",
            "Why: Adjusted casualties: Prussian army ≈9.71% against Austrian army ≈8.53%",
        ),
    ];
    for (name, sentence) in why {
        let d = demo(name, "umpire", Audience::Umpire);
        assert!(
            d.report.first().contains(sentence),
            "{name}: page 1 lacks {sentence:?}:\n{}",
            d.report.first()
        );
    }
    let d = demo("grande-tactique-sundown", "umpire", Audience::Umpire);
    let first = d.report.first();
    assert_eq!(
        first
            .matches("indecisive victory for French V Corps")
            .count(),
        1,
        "{first}"
    );
    assert!(!first.contains("The game stopped at sundown"), "{first}");
}
