//! The Rally Table and both Random Events Tables, edges and modifiers, with their second rolls.

use super::*;

// ---------------------------------------------------------------------------------------------
// Rally Table
// ---------------------------------------------------------------------------------------------

#[test]
fn rally_table_edges_and_modifiers() {
    let plain = manifest_unit("fr-iii");
    let guard = manifest_unit("fr-ig");
    let ad1 = manifest_unit("ad-i");
    let mut only_guard = manifest_unit("fr-ig");
    only_guard.rally_bonus = false;
    let cases = [
        (1, &plain, false, 1, RallyResult::Eliminated),
        (2, &plain, false, 2, RallyResult::Eliminated),
        (3, &plain, false, 3, RallyResult::NoEffect),
        (4, &plain, false, 4, RallyResult::NoEffect),
        (5, &plain, false, 5, RallyResult::Rallied),
        (6, &plain, false, 6, RallyResult::Rallied),
        (2, &plain, true, 3, RallyResult::NoEffect),
        (4, &plain, true, 5, RallyResult::Rallied),
        (1, &guard, false, 2, RallyResult::Eliminated),
        (2, &guard, false, 3, RallyResult::NoEffect),
        (4, &guard, false, 5, RallyResult::Rallied),
        (2, &only_guard, false, 3, RallyResult::NoEffect),
        (1, &ad1, true, 3, RallyResult::NoEffect),
        (3, &ad1, true, 5, RallyResult::Rallied),
        (6, &guard, true, 8, RallyResult::Rallied),
    ];
    for (r, unit, mp, modified, result) in cases {
        assert_eq!(
            rally(r, unit, mp),
            (modified, result),
            "roll {r} {} mp {mp}",
            unit.id
        );
    }
    assert_eq!(
        rally_modifier(&guard, true),
        2,
        "guard and rally bonus count once"
    );
    assert_eq!(
        rally(u32::MAX, &guard, true),
        (u32::MAX, RallyResult::Rallied)
    );
    assert_eq!(rally(0, &plain, false).1, RallyResult::Eliminated);
    assert_eq!(RallyResult::Eliminated.code(), "E");
    assert_eq!(RallyResult::NoEffect.code(), "-");
    assert_eq!(RallyResult::Rallied.code(), "Rally");
}

// ---------------------------------------------------------------------------------------------
// Random Events Tables
// ---------------------------------------------------------------------------------------------

#[test]
fn random_events_both_tables() {
    let allied: Vec<&str> = (1..=6).map(|r| random_event(false, r).0).collect();
    assert_eq!(
        allied,
        vec![
            "March to the Guns",
            "Coordination Dilemmas",
            "Weather",
            "No Event",
            "Morale Fluctuation",
            "Information"
        ]
    );
    let french: Vec<&str> = (1..=6).map(|r| random_event(true, r).0).collect();
    assert_eq!(
        french,
        vec![
            "Napoleon Humbugs Allies",
            "Conflicting Orders",
            "Weather",
            "No Event",
            "Morale Fluctuation",
            "Information"
        ]
    );
    // The OCR slips are corrected.
    let fluct = random_event(true, 5).1;
    assert!(
        fluct.contains("1–2 no effect")
            && fluct.contains("3–4 the French lose")
            && fluct.contains("5–6 the French gain"),
        "{fluct}"
    );
    assert!(random_event(false, 3).1.contains("On a 1–3"));
    assert!(random_event(true, 3).1.contains("loses the rest"));
    assert_eq!(random_event(true, 0).0, "No such event");
    assert_eq!(random_event(false, 7).0, "No such event");
}

#[test]
fn second_rolls() {
    assert!(needs_second_roll(3) && needs_second_roll(5));
    assert!(!needs_second_roll(1) && !needs_second_roll(4) && !needs_second_roll(6));
    assert_eq!(second_roll_effect(true, 1, 4), None);
    assert_eq!(second_roll_effect(false, 6, 4), None);
    let e = |f, r, s| second_roll_effect(f, r, s).unwrap();
    assert!(e(true, 5, 1).contains("no effect"));
    assert!(e(true, 5, 2).contains("no effect"));
    assert!(e(true, 5, 3).contains("French lose one Morale Point"));
    assert!(e(true, 5, 4).contains("French lose one Morale Point"));
    assert!(e(true, 5, 5).contains("French gain one Morale Point"));
    assert!(e(false, 5, 6).contains("Allies gain one Morale Point"));
    assert!(e(false, 5, 3).contains("Allies lose one Morale Point"));
    assert!(
        e(true, 3, 3).contains("loses the rest") && e(true, 3, 3).contains("Allied player turn")
    );
    assert!(e(false, 3, 1).contains("loses the rest") && e(false, 3, 1).contains("end of turn"));
    assert!(e(true, 3, 4).contains("normally"));
    assert!(e(false, 3, 6).contains("normally"));
    assert!(e(true, 5, 9).contains("not between 1 and 6"));
    assert_eq!(morale_fluctuation(0), None);
    assert_eq!(weather_loses_turn(3), Some(true));
    assert_eq!(weather_loses_turn(4), Some(false));
}
