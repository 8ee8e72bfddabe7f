//! The demo scenarios' reports as a club prints them: both audiences for every demo, the result
//! of record first and in plain words, the first page alone as the record, and what a report
//! says when the battle is unplayed or no system decides it.

use super::*;
use umpire::model::figure_or_absent;

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
                        !text
                            .all()
                            .contains(&format!("{} {}%", m.id, figure_or_absent(m.value))),
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

pub(super) fn demo(name: &str) -> (Scenario, PathBuf) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/scenarios")
        .join(format!("{name}.ron"));
    let s = model::load(&path, &umpire::systems::ids()).unwrap_or_else(|e| panic!("{e}"));
    (s, path)
}

/// The demo's umpire report for `audience`, written into `dir`.
pub(super) fn demo_report(name: &str, audience: Audience, dir: &Path) -> (PathBuf, Vec<u8>) {
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
