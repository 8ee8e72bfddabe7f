//! Player copies (issue 27): the secret boundary is a file boundary. The copy for an audience
//! is the same file, byte for byte, whatever the values it never saw (the marker values it
//! did not examine, the other side's test figures, both seeds, the umpire's notes, where the
//! units it never saw stood and moved: tests/player_copy_positions.rs too); every
//! output made from it is the output the umpire's file gives that audience; and it reads
//! back as itself.

use crate::knowledge::{
    case, compute_json, lobositz, map_png, pdf_text, record_csv, scenario, shuffle_unknown,
};
use proptest::prelude::*;
use umpire::model::{self, CopyFor, Event, Position, Scenario, SideId};
use umpire::record::player_copy::{CopyRefused, audience_for, copy_audience, player_copy};
use umpire::record::{Audience, BattleRecord, Knowledge};

const A: SideId = SideId::A;
const B: SideId = SideId::B;

pub(crate) fn copy(s: &Scenario, audience: Audience) -> Scenario {
    player_copy(s, audience).expect("a copy for a player")
}

pub(crate) fn bytes(s: &Scenario) -> String {
    model::to_ron(s).expect("the copy writes")
}

/// The scenario with every secret `audience` never saw changed by `by`: the marker values it
/// does not know rotated, the seeds and the umpire's notes replaced, the other side's test
/// figures and spotting changed where the audience is not shown them.
fn permute_secrets(s: &Scenario, audience: Audience, by: usize) -> Scenario {
    let mut t = shuffle_unknown(s, audience, by);
    let record = BattleRecord::build(s);
    let k = Knowledge::new(s, &record, audience);
    let by32 = u32::try_from(by).unwrap_or(1);
    t.dice_seed = Some(
        s.dice_seed
            .unwrap_or_default()
            .wrapping_add(by as u64 * 7919),
    );
    t.markers.shuffle_seed = Some(by as u64 * 104_729);
    t.umpire_notes = format!("The umpire's secret plan number {by}.");
    for e in t.log.turns.iter_mut().flat_map(|t| t.events.iter_mut()) {
        match e {
            Event::WithdrawalTest(r) if !k.sees_test_figures(r.side) && !k.knows_every_value() => {
                r.vp_percent = r.vp_percent.map(|v| (v + by32) % 101);
                r.wf = r.wf.map(|v| (v + 3 * by32) % 101);
            }
            Event::Spotted { by: spotter, units } if !audience.hears(Audience::Side(*spotter)) => {
                units.push(format!("secret-{by}"));
            }
            _ => {}
        }
    }
    t
}

/// Every place of a unit `audience` never saw moved `by` steps along the map: the other side's
/// units for a side, every unit for the public (the demo logs no `Spotted` entry, and its units
/// in contact do not see each other).
fn move_enemy_places(s: &mut Scenario, audience: Audience, by: usize) {
    let unseen = |side: SideId| !matches!(audience, Audience::Side(own) if own == side);
    let step = 37.0 * by as f32;
    let along = |p: &mut Position| {
        if let Position::Point { x, .. } = p {
            *x = (*x + step) % 2400.0;
        }
    };
    for side in SideId::BOTH.into_iter().filter(|&sd| unseen(sd)) {
        for u in s
            .side_mut(side)
            .contingents
            .iter_mut()
            .flat_map(|c| &mut c.units)
        {
            u.position.as_mut().map(along);
        }
    }
    let sides: std::collections::HashMap<String, SideId> =
        s.units().map(|(sd, u)| (u.id.clone(), sd)).collect();
    for e in s.log.turns.iter_mut().flat_map(|t| t.events.iter_mut()) {
        if let Event::Move { unit, to, .. } = e
            && sides.get(unit).is_some_and(|&sd| unseen(sd))
        {
            along(to);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// The copy is the same bytes whatever the values its audience never saw; the same change
    /// moves the umpire's file, so the test can see a leak.
    #[test]
    fn the_copy_is_the_same_file_whatever_its_audience_never_saw((s, audience, by) in case()) {
        let mut t = permute_secrets(&s, audience, by);
        move_enemy_places(&mut t, audience, by);
        prop_assert!(bytes(&s) != bytes(&t), "the permutation changes the umpire's file");
        prop_assert_eq!(bytes(&copy(&s, audience)), bytes(&copy(&t, audience)));
    }

    /// Every output made from the copy is the output the umpire's file gives its audience, and
    /// the copy reads back as itself, valid, marked for its audience.
    #[test]
    fn every_output_of_the_copy_is_the_audiences_output((s, audience, _by) in case()) {
        let c = copy(&s, audience);
        let read = model::parse(&bytes(&c), "copy.ron", &umpire::systems::ids())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&read, &c);
        prop_assert_eq!(copy_audience(&read), Some(audience));
        prop_assert_eq!(compute_json(&read, audience), compute_json(&s, audience));
        prop_assert_eq!(record_csv(&read, audience), record_csv(&s, audience));
        prop_assert!(map_png(&read, audience) == map_png(&s, audience), "map PNG differs");
        prop_assert_eq!(copy(&read, audience), c, "a copy of the copy is the copy");
    }
}

proptest! {
    // A report is a whole PDF: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(4))]

    #[test]
    fn the_report_made_from_the_copy_is_the_audiences_report((s, audience, _by) in case()) {
        let c = copy(&s, audience);
        prop_assert_eq!(pdf_text(&c, audience), pdf_text(&s, audience));
    }
}

/// What the Lobositz demo's copy for the Austrians holds: the values they examined, not the
/// others (the markers stay, face down), no seed, no notes, not the Prussian test's figures.
#[test]
fn the_austrians_copy_of_lobositz_lacks_what_they_never_saw() {
    let s = lobositz();
    let c = copy(&s, Audience::Side(B));
    assert_eq!(c.copy_for, Some(CopyFor::Side(B)));
    assert_eq!(c.markers.markers.len(), s.markers.markers.len());
    let known: Vec<&str> = c
        .markers
        .markers
        .iter()
        .filter(|m| m.value.is_some())
        .map(|m| m.id.as_str())
        .collect();
    assert_eq!(known, ["A", "B", "C", "D", "F", "H", "I", "J"]);
    assert!(c.markers.markers.iter().all(|m| m.hidden));
    assert_eq!((c.dice_seed, c.markers.shuffle_seed), (None, None));
    assert!(c.umpire_notes.is_empty());
    let text = bytes(&c);
    assert!(!text.contains("dice_seed") && !text.contains("premature call, for which"));
    for e in c.log.events().map(|(_, e)| e) {
        if let Event::WithdrawalTest(r) = e {
            let own = r.side == B;
            assert_eq!(r.wf.is_some(), own, "{r:?}");
            assert_eq!(r.vp_percent.is_some(), own, "{r:?}");
        }
    }
    // The marker E the Austrians never examined is written without a value.
    let e = text
        .lines()
        .find(|l| l.contains("id: \"E\""))
        .unwrap_or_else(|| panic!("marker E in {text}"));
    assert!(!e.contains("value"), "{e}");
}

#[test]
fn a_copy_is_refused_for_the_umpire_and_for_another_audience() {
    let s = lobositz();
    assert_eq!(
        player_copy(&s, Audience::Umpire),
        Err(CopyRefused::ForUmpire)
    );
    let c = copy(&s, Audience::Side(A));
    let refused = player_copy(&c, Audience::Side(B)).unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("player copy for Prussian army"),
        "{refused}"
    );
    assert!(player_copy(&c, Audience::Public).is_err());
    // Read for the umpire, a copy answers for its own audience only.
    assert_eq!(audience_for(&c, Audience::Umpire), Ok(Audience::Side(A)));
    assert!(audience_for(&c, Audience::Side(B)).is_err());
}

/// A value missing from the umpire's file is refused, as it always was; in a copy it is
/// allowed only where the copy's audience does not know it.
#[test]
fn a_missing_value_is_refused_outside_a_player_copy() {
    let mut s = scenario((0, 0), 0x3ff, false, false);
    s.markers.markers[0].value = None;
    let err = model::parse(&bytes(&s), "f.ron", &umpire::systems::ids()).unwrap_err();
    assert!(
        err.to_string()
            .contains("markers.markers[0] (id \"A\").value: the value is missing"),
        "{err}"
    );
    let mut c = copy(&scenario((0, 0), 0x3ff, false, false), Audience::Public);
    c.markers.markers[0].hidden = false;
    let err = model::parse(&bytes(&c), "f.ron", &umpire::systems::ids()).unwrap_err();
    assert!(err.to_string().contains("face-up marker"), "{err}");
}

/// Files written before player copies read as they did: no mark, every value present.
#[test]
fn the_umpires_file_reads_and_writes_as_before() {
    let text = include_str!("../assets/scenarios/lobositz.ron");
    let s = model::parse(text, "lobositz.ron", &umpire::systems::ids()).unwrap();
    assert_eq!(s.copy_for, None);
    assert!(s.markers.markers.iter().all(|m| m.value.is_some()));
    let written = bytes(&s);
    assert!(!written.contains("copy_for"), "{written}");
    assert_eq!(
        model::parse(&written, "again.ron", &umpire::systems::ids()).unwrap(),
        s
    );
}

/// The window shows the copy as it shows the umpire's file to the copy's audience: every text
/// of every tab and desk panel is the same, but for whose copy it is where the umpire's window
/// has its audience picker (and the read-only mark beside it).
#[test]
fn the_window_shows_the_copy_as_the_audiences_view() {
    let s = lobositz();
    let picker_or_lock = |t: &String| {
        t.starts_with("Player copy for")
            || ["Shown to:", "Shown to", "Read-only"].contains(&t.as_str())
            || ["A: Prussian army", "B: Austrian army", "Public"].contains(&t.as_str())
    };
    let without = |texts: Vec<String>| -> Vec<String> {
        texts.into_iter().filter(|t| !picker_or_lock(t)).collect()
    };
    for audience in [Audience::Side(A), Audience::Side(B), Audience::Public] {
        let from_copy = crate::knowledge::window_texts(&copy(&s, audience), audience);
        assert!(from_copy.iter().any(|t| t.starts_with("Player copy for")));
        let from_umpires = crate::knowledge::window_texts(&s, audience);
        assert_eq!(without(from_copy), without(from_umpires), "{audience:?}");
    }
}

fn any_audience() -> impl Strategy<Value = Audience> {
    prop_oneof![
        Just(Audience::Side(A)),
        Just(Audience::Side(B)),
        Just(Audience::Public),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 128,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Over the round-trip test's random scenarios (markers, every kind of log entry, awkward
    /// strings; valid or not): the copy is the same file whatever its audience never saw, reads
    /// back as itself, and its record and verdicts are the audience's record and verdicts of the umpire's file.
    #[test]
    fn any_scenarios_copy_keeps_only_what_its_audience_saw(
        s in crate::roundtrip::random::scenario(),
        audience in any_audience(),
        by in 1usize..10,
    ) {
        let t = permute_secrets(&s, audience, by);
        let c = copy(&s, audience);
        prop_assert_eq!(bytes(&c), bytes(&copy(&t, audience)));
        if !model::limits::hard_problems(&s).is_empty() {
            // Beyond the limits no file reads back; the copy above is still the same bytes.
            return Ok(());
        }
        let (read, _) = model::parse_lenient(&bytes(&c), "copy.ron", &umpire::systems::ids())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&read, &c);
        prop_assert_eq!(record_csv(&read, audience), record_csv(&s, audience));
        prop_assert_eq!(compute_json(&read, audience), compute_json(&s, audience));
    }
}
