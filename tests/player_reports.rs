//! The players' reports (issue 23, item 12): the battle log as each audience may know it; the
//! result of an army that withdrew in front of its enemy, which both sides saw (the public is
//! told once the umpire turns the markers over); and, where a verdict is withheld, how the
//! umpire publishes it.

use std::path::{Path, PathBuf};
use umpire::model::{self, Event, Scenario, SideId, figure_or_absent};
use umpire::record::{Audience, BattleRecord, Knowledge};
use umpire::report::{self, ReportOptions, Template};

const PLAYERS: [Audience; 3] = [
    Audience::Side(SideId::A),
    Audience::Side(SideId::B),
    Audience::Public,
];

fn lobositz() -> (Scenario, PathBuf) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios/lobositz.ron");
    (
        model::load(&path, &umpire::systems::ids()).unwrap_or_else(|e| panic!("{e}")),
        path,
    )
}

/// The players' report of `s` for `audience`: each page's text, whitespace collapsed.
fn player_report(s: &Scenario, path: &Path, audience: Audience) -> Vec<String> {
    let opts = ReportOptions {
        printed: Some(crate::report::PRINTED),
        audience: Some(audience),
        ..Default::default()
    };
    let t = Template::builtin("player").unwrap();
    let (bytes, _) = report::render(s, path.parent(), &t, &opts).expect("report renders");
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    doc.get_pages()
        .keys()
        .map(|&p| {
            let text = doc.extract_text(&[p]).unwrap();
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect()
}

/// Lobositz with the Prussian army's test in turn "6" failed: a roll of 72 against its WF
/// of 35, so it withdrew and the Austrian army is the victor.
fn prussians_withdrew() -> (Scenario, PathBuf) {
    let (mut s, path) = lobositz();
    let test = s
        .log
        .turns
        .iter_mut()
        .flat_map(|t| t.events.iter_mut())
        .find_map(|e| match e {
            Event::WithdrawalTest(t) => Some(t),
            _ => None,
        })
        .expect("the demo's test");
    test.roll.value = 72;
    test.withdrew = true;
    (s, path)
}

/// The values `audience` does not know, as they would read in a marker table or a step.
fn unknown_values(s: &Scenario, audience: Audience) -> Vec<String> {
    let record = BattleRecord::build(s);
    let k = Knowledge::new(s, &record, audience);
    s.markers
        .markers
        .iter()
        .enumerate()
        .filter(|(i, _)| !k.knows_value(*i))
        .map(|(_, m)| format!("{} {}%", m.id, figure_or_absent(m.value)))
        .collect()
}

#[test]
fn the_players_report_gives_the_log_as_its_reader_may_know_it() {
    let (s, path) = lobositz();
    for audience in PLAYERS {
        let pages = player_report(&s, &path, audience);
        let all = pages.join(" ");
        let who = audience.id();
        assert!(all.contains("Battle log"), "{who}: no battle log");
        assert!(
            all.contains("Prussian army examines marker A (Lobosch Hill) and now holds it."),
            "{who}: the log names markers, not values"
        );
        let own = "Withdrawal test of Prussian army: RS 59%, VP 60%, WF 35; roll 28 (real dice): Prussian army stands.";
        let seen =
            "Withdrawal test of Prussian army: RS 59%; roll 28 (real dice): Prussian army stands.";
        if audience == Audience::Side(SideId::A) {
            assert!(all.contains(own), "{who}: its own test, whole");
        } else {
            assert!(
                all.contains(seen),
                "{who}: the test as seen across the table"
            );
            assert!(!all.contains("WF 35"), "{who}: another army's WF");
        }
        for value in unknown_values(&s, audience) {
            assert!(
                !all.contains(&value),
                "{who}: {value} is still face down to it"
            );
        }
        assert!(
            !all.contains(s.umpire_notes.trim()),
            "{who}: the umpire's notes"
        );
    }
}

#[test]
fn an_army_that_withdrew_is_seen_to_withdraw_by_both_sides() {
    let (mut s, path) = prussians_withdrew();
    for side in SideId::BOTH {
        let audience = Audience::Side(side);
        let pages = player_report(&s, &path, audience);
        let first = &pages[0];
        let who = audience.id();
        let tested = side == SideId::A;
        let headline = if tested {
            "Victory for Austrian army: Prussian army withdrew (roll 72 > WF 35 in turn 6)"
        } else {
            "Victory for Austrian army: Prussian army withdrew (roll 72, above its withdrawal factor, in turn 6)"
        };
        assert!(
            first.contains(headline),
            "{who}: page 1 lacks {headline:?}:\n{first}"
        );
        assert!(!first.contains("Withheld"), "{who}: {first}");
        let all = pages.join(" ");
        assert_eq!(
            all.contains("WF 35"),
            tested,
            "{who}: the WF is the tested army's"
        );
        // The steps that read the values stay withheld: no VP count, no value unknown.
        assert!(!all.contains("VP at the end of the log"), "{who}");
        for value in unknown_values(&s, audience) {
            assert!(!all.contains(&value), "{who}: {value}");
        }
    }
    // The public is told when the umpire publishes the result: by turning the markers over.
    published_when_turned_over(
        &mut s,
        &path,
        "Victory for Austrian army: Prussian army withdrew (roll 72 > WF 35",
    );
}

/// The public's first page withholds the result of record and says how to publish it; once
/// the umpire turns the markers over, it gives `result`.
fn published_when_turned_over(s: &mut Scenario, path: &Path, result: &str) {
    let first = player_report(s, path, Audience::Public).remove(0);
    assert!(first.contains("Withheld"), "{first}");
    assert!(
        first.contains("To publish the result, the umpire turns the markers over: the log entry \"Markers turned over\" in the battle desk."),
        "{first}"
    );
    s.log
        .turns
        .last_mut()
        .unwrap()
        .events
        .push(Event::RevealMarkers);
    let first = player_report(s, path, Audience::Public).remove(0);
    assert!(first.contains(result), "{first}");
    assert!(!first.contains("Withheld"), "{first}");
}

#[test]
fn a_withheld_verdict_says_how_the_umpire_publishes_it() {
    let (mut s, path) = lobositz();
    for audience in [Audience::Side(SideId::A), Audience::Side(SideId::B)] {
        let first = player_report(&s, &path, audience).remove(0);
        let who = audience.id();
        assert!(first.contains("Withheld"), "{who}: {first}");
        assert!(
            first.contains("the umpire turns the markers over"),
            "{who}: {first}"
        );
    }
    published_when_turned_over(
        &mut s,
        &path,
        "Victory for Prussian army: holds the field with 60% of VP",
    );
}
