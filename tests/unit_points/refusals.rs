//! Refusals: nonsense named with its place (the first unit in its contingent), a missing game end
//! or unit points making the system not applicable, and equal losses at sundown naming no side.

use super::*;

fn problems(s: &Scenario) -> Vec<Missing> {
    match UnitPoints.judge(s) {
        Judgement::Invalid { problems } => problems,
        j => panic!("expected Invalid, got {j:?}"),
    }
}

#[test]
fn nonsense_is_refused_with_the_place() {
    let mut s = seed_example(A_LOST);
    log(
        &mut s,
        vec![lose(A, Some("a-guard"), 6), lose(A, Some("a-guard"), 5)],
    );
    let p = problems(&s);
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!(p[0].path, "log[2] (turn \"3\").events[1]");
    assert_eq!(p[0].side, Some(A));
    assert!(
        p[0].message
            .contains("unit \"a-guard\" has lost 11 Unit Points by now, more than its 10")
    );

    let mut s = seed_example(A_LOST);
    log(&mut s, vec![lose(B, None, 3)]);
    let p = problems(&s);
    assert_eq!(p[0].path, "log[2] (turn \"3\").events[0].unit");
    assert_eq!(p[0].side, Some(B));

    let mut s = seed_example(A_LOST);
    s.sides[1].contingents[0].units.push(inf("a-line", 3));
    let p = problems(&s);
    assert_eq!(p[0].path, "sides[1].contingents[0].units[4].id");
    assert_eq!(p[0].side, Some(B));

    let s = scenario(
        vec![inf("a", u64::MAX), inf("a2", 1)],
        vec![inf("b", 1)],
        A_LOST,
    );
    let p = problems(&s);
    assert_eq!(
        p[0].path,
        "sides[0].contingents[0].units[0].strength.unit_points"
    );
}

/// Every path names one place of the file: the first unit that lacks the value, in its own
/// contingent, never "every unit".
#[test]
fn paths_name_the_first_unit_in_its_contingent() {
    let mut s = scenario(vec![inf("a", 10)], vec![], SUNDOWN);
    s.sides[1].contingents[0]
        .units
        .push(unit("b-general", UnitKind::General, 5));
    s.sides[1].contingents.push(Contingent {
        name: "Reserve".into(),
        units: vec![inf("b1", 0), inf("b2", 0)],
        end: Default::default(),
    });
    match UnitPoints.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(
                missing[0].path,
                "sides[1].contingents[1].units[0].strength.unit_points"
            );
        }
        j => panic!("{j:?}"),
    }
    s.sides[1].contingents[1].units = vec![inf("b1", 600_000_000_000), inf("b2", 600_000_000_000)];
    let p = problems(&s);
    assert_eq!(
        p[0].path,
        "sides[1].contingents[1].units[1].strength.unit_points"
    );
    // A side with no unit at all: where a unit would be added.
    let s = scenario(vec![inf("a", 10)], vec![], SUNDOWN);
    match UnitPoints.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing[0].path, "sides[1].contingents[0].units");
        }
        j => panic!("{j:?}"),
    }
}

#[test]
fn missing_game_end_or_unit_points_is_not_applicable() {
    let s = seed_example(None);
    match UnitPoints.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1);
            assert_eq!(missing[0].path, "settings.game_end");
        }
        j => panic!("{j:?}"),
    }
    let s = scenario(vec![inf("a", 10)], vec![inf("b", 0)], SUNDOWN);
    match UnitPoints.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1);
            assert_eq!(
                missing[0].path,
                "sides[1].contingents[0].units[0].strength.unit_points"
            );
            assert_eq!(missing[0].side, Some(B));
            assert!(
                missing[0]
                    .message
                    .contains("Army B has no units with Unit Points")
            );
        }
        j => panic!("{j:?}"),
    }
    match UnitPoints.judge(&Scenario::new("empty")) {
        Judgement::NotApplicable { missing } => assert_eq!(missing.len(), 3),
        j => panic!("{j:?}"),
    }
}

#[test]
fn equal_losses_at_sundown_name_no_side() {
    let s = scenario(
        vec![
            with(inf("a1", 5), UnitStatus::DestroyedOrFled),
            inf("a2", 5),
        ],
        vec![
            with(inf("b1", 10), UnitStatus::DestroyedOrFled),
            inf("b2", 10),
        ],
        SUNDOWN,
    );
    let a = analysis(&s);
    assert_eq!(
        (a.ahead, a.ratio, a.band),
        (None, Some(int(1)), Band::Marginal)
    );
    let v = verdict(&s);
    assert_eq!(v.flags[0].side, None);
    assert!(v.headline.contains("equal"), "{}", v.headline);
}
