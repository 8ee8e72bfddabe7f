//! What the systems rule about the log, shown where the umpire looks (issues 23 and 24): a void
//! withdrawal test struck through in the log with the system's reason on hover, and "Go to"
//! from a verdict's flag to the entry it is about.

use super::*;
use egui::epaint::{ClippedShape, Shape};
use umpire::model::{Roll, WithdrawalTestRecord};

/// The withdrawal scenario (Austria at RS 59%, VP 60%, WF 35) with Browne leading a charge in
/// turn 1 and a test of Austria logged there that rolled 90: void, as entry 7.
fn void_test_scenario() -> Scenario {
    let mut s = withdrawal_scenario();
    let events = &mut s.log.turns[0].events;
    events.push(Event::CommanderInMelee {
        side: SideId::B,
        name: "Browne".into(),
    });
    events.push(Event::WithdrawalTest(WithdrawalTestRecord {
        side: SideId::B,
        rs_percent: 59,
        vp_percent: Some(60),
        penalty: 0,
        wf: Some(35),
        roll: Roll {
            value: 90,
            source: DiceSource::Manual,
        },
        withdrew: true,
    }));
    s
}

/// Every text painted, with whether it is struck through.
fn painted_texts(h: &Harness<'_, App>) -> Vec<(String, bool)> {
    fn walk(shape: &Shape, out: &mut Vec<(String, bool)>) {
        match shape {
            Shape::Text(t) => {
                let struck = t
                    .galley
                    .job
                    .sections
                    .iter()
                    .any(|s| s.format.strikethrough.width > 0.0);
                out.push((t.galley.text().to_string(), struck));
            }
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        walk(shape, &mut out);
    }
    out
}

const SENTENCE: &str = "Withdrawal test of Austria: RS 59%, VP 60%, WF 35; roll 90 (real dice)";
const WHY: &str = "The withdrawal test of Austria in turn 1 is void and decides nothing (no withdrawal, no penalty paid, no lockout): a commander of Austria (Browne) was attached to a unit in melee in turn 1, and no test may be held in that turn.";

#[test]
fn the_log_shows_a_void_test_struck_through_with_the_reason_on_hover() {
    let mut h = harness(void_test_scenario());
    click(&mut h, "Battle log");
    let texts = painted_texts(&h);
    let line = texts
        .iter()
        .find(|(t, _)| t.starts_with(SENTENCE))
        .unwrap_or_else(|| panic!("the log lacks the test: {texts:?}"));
    assert!(line.1, "the test is struck through: {line:?}");
    // Nothing else is.
    assert_eq!(
        texts.iter().filter(|(_, struck)| *struck).count(),
        1,
        "{texts:?}"
    );
    // The reason is the verdict's, on hover.
    assert!(!shows(&h, WHY));
    h.get_by_label("void").hover();
    h.run();
    assert!(shows(&h, WHY), "the reason shows on hover");

    // A legitimate test is not struck through: without the charge, the test decides.
    h.state_mut().doc.apply(|s| {
        s.log.turns[0]
            .events
            .retain(|e| !matches!(e, Event::CommanderInMelee { .. }))
    });
    h.run();
    let texts = painted_texts(&h);
    assert!(
        texts
            .iter()
            .any(|(t, struck)| t.starts_with(SENTENCE) && !struck),
        "{texts:?}"
    );
    assert!(h.query_by_label("void").is_none());
}

#[test]
fn go_to_on_a_void_test_flag_opens_its_entry_in_the_log() {
    let mut h = harness(void_test_scenario());
    click(&mut h, "Verdicts");
    assert!(shows(
        &h,
        "Victory for Austria: holds the field with 60% of VP"
    ));
    assert!(shows(&h, WHY), "the flag is on the card");
    let go = "Go to entry 7 (withdrawal test) of turn 1";
    click(&mut h, go);
    let desk = &h.state().desk;
    assert_eq!(desk.panel, DeskPanel::Log);
    assert_eq!(desk.log.editing, Some((0, 6)), "the entry is open");
    assert!(desk.is_focused("log[0].events[6]"));
}

#[test]
fn a_waterloo20_problem_shows_under_its_entry_with_go_to_from_the_verdict() {
    let mut s = waterloo20_scenario();
    // I Corps routs (a Status entry), then attacks: a routed unit is off the map.
    s.log.turns.push(Turn {
        name: "June 16 Afternoon".into(),
        events: vec![
            Event::Status {
                unit: "FI".into(),
                status: UnitStatus::Routed,
            },
            Event::Combat(umpire::model::Combat {
                attacker: Some(SideId::A),
                attackers: vec!["FI".into()],
                defenders: vec!["ADI".into()],
                result: Some(umpire::model::CrtResult::N),
                ..Default::default()
            }),
        ],
    });
    let problem = "I Corps fights in this combat but is routed: a routed unit is off the map until it rallies";
    let mut h = harness(s);
    click(&mut h, "Battle log");
    assert!(shows(&h, problem), "under the entry, in the log");
    click(&mut h, "Verdicts");
    assert!(shows(&h, problem), "on the verdict's card");
    click(
        &mut h,
        "Go to attackers of entry 2 (combat) of June 16 Afternoon",
    );
    let desk = &h.state().desk;
    assert_eq!(desk.panel, DeskPanel::Log);
    assert_eq!(desk.log.editing, Some((0, 1)));
    // The combat form is open, with the problem above it.
    assert!(
        h.query_by_label("Attacker: I Corps (FI)").is_some(),
        "the form shows"
    );
    assert!(shows(&h, problem), "and so does the problem");
}
