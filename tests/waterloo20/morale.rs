//! The morale ledger (RULES.md §5): eliminations and routs, the Imperial Guard line, results the
//! log does not apply, night turns, morale points spent on rallies, and morale fluctuation.

use super::*;

// ---------------------------------------------------------------------------------------------
// Morale ledger
// ---------------------------------------------------------------------------------------------

#[test]
fn elimination_gives_plus_one_friendly_and_minus_one_enemy() {
    let mut s = waterloo(6, 6);
    let c = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res"]),
        CrtResult::DE,
        &["ad-res"],
        &[],
    );
    s.log
        .turns
        .push(turn(TURN_TRACK[0], vec![Event::Combat(c)]));
    assert_eq!(ledger_changes(&s), vec![(SideId::A, 1), (SideId::B, -1)]);
    let l = morale_ledger(&s);
    assert_eq!((l[0].turn, l[0].event), (0, 0));
    assert!(l[0].reason.contains("Reserve"), "{}", l[0].reason);
    assert_eq!(morale_by_turn(&s), vec![[7, 5]]);
    let v = verdict(&s);
    assert_eq!(figure(&v, "morale"), [7.0, 5.0]);
    assert_eq!(figure(&v, "units-lost"), [0.0, 1.0]);
    assert_eq!(figure(&v, "sp-lost"), [0.0, 2.0]);
    assert_eq!(v.winner, None);
    assert_eq!(v.level, "No victory conditions: morale standing only");
    assert!(
        v.flags.iter().all(|f| f.id != "log-problem"),
        "{:?}",
        v.flags
    );
}

#[test]
fn rout_costs_the_routed_side_one_and_elimination_counts_once() {
    let mut s = waterloo(6, 6);
    let dr = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res", "pr-i"]),
        CrtResult::DR,
        &["pr-i"],
        &["ad-res", "pr-i"],
    );
    s.log
        .turns
        .push(turn(TURN_TRACK[0], vec![Event::Combat(dr)]));
    // pr-i was eliminated (a retreat into a ZOC): +1/−1; ad-res routed: −1 Allies only.
    assert_eq!(
        ledger_changes(&s),
        vec![(SideId::A, 1), (SideId::B, -1), (SideId::B, -1)]
    );
    assert_eq!(morale_by_turn(&s), vec![[7, 4]]);
    assert_eq!(figure(&verdict(&s), "units-routed"), [0.0, 1.0]);
}

fn guard_entries(s: &Scenario) -> Vec<(SideId, i64)> {
    morale_ledger(s)
        .iter()
        .filter(|e| e.reason.contains("Imperial Guard"))
        .map(|e| (e.side, e.change))
        .collect()
}

#[test]
fn imperial_guard_attacking_for_every_result() {
    // The French attack with the Guard: AE/AR fall on the French, DE/DR on the Allies.
    for (r, expected) in [
        (CrtResult::AE, vec![(SideId::A, -1)]),
        (CrtResult::AR, vec![(SideId::A, -1)]),
        (CrtResult::DE, vec![(SideId::A, 1)]),
        (CrtResult::DR, vec![(SideId::A, 1)]),
        (CrtResult::EX, vec![]),
        (CrtResult::DW, vec![]),
        (CrtResult::AW, vec![]),
        (CrtResult::N, vec![]),
    ] {
        let mut s = waterloo(6, 6);
        let c = with_result(
            combat(SideId::A, &["fr-ig", "fr-i"], &["ad-i"]),
            r,
            &[],
            &[],
        );
        s.log
            .turns
            .push(turn(TURN_TRACK[8], vec![Event::Combat(c)]));
        assert_eq!(guard_entries(&s), expected, "{}", r.code());
    }
}

#[test]
fn imperial_guard_defending_for_every_result() {
    // The Allies attack the Guard: AE/AR fall on the Allies, DE/DR on the French.
    for (r, expected) in [
        (CrtResult::AE, vec![(SideId::A, 1)]),
        (CrtResult::AR, vec![(SideId::A, 1)]),
        (CrtResult::DE, vec![(SideId::A, -1)]),
        (CrtResult::DR, vec![(SideId::A, -1)]),
        (CrtResult::EX, vec![]),
        (CrtResult::DW, vec![]),
        (CrtResult::AW, vec![]),
        (CrtResult::N, vec![]),
    ] {
        let mut s = waterloo(6, 6);
        let c = with_result(
            combat(SideId::B, &["pr-i", "pr-ii"], &["fr-ig"]),
            r,
            &[],
            &[],
        );
        s.log
            .turns
            .push(turn(TURN_TRACK[8], vec![Event::Combat(c)]));
        assert_eq!(guard_entries(&s), expected, "{}", r.code());
    }
}

#[test]
fn imperial_guard_line_is_in_addition_to_the_losses_and_needs_the_guard() {
    let mut s = waterloo(6, 6);
    let with_guard = with_result(
        combat(SideId::A, &["fr-ig"], &["ad-res"]),
        CrtResult::DE,
        &["ad-res"],
        &[],
    );
    let without = with_result(
        combat(SideId::A, &["fr-i"], &["ad-ii"]),
        CrtResult::DE,
        &["ad-ii"],
        &[],
    );
    s.log.turns.push(turn(
        TURN_TRACK[9],
        vec![Event::Combat(with_guard), Event::Combat(without)],
    ));
    assert_eq!(
        ledger_changes(&s),
        vec![
            (SideId::A, 1),
            (SideId::B, -1),
            (SideId::A, 1),
            (SideId::A, 1),
            (SideId::B, -1),
        ]
    );
    assert_eq!(guard_entries(&s).len(), 1);
}

#[test]
fn the_result_comes_from_the_table_when_only_the_roll_is_logged() {
    let mut s = waterloo(6, 6);
    let mut c = combat(SideId::A, &["fr-ig", "fr-i"], &["ad-res"]);
    c.roll = Some(roll(6)); // 7 − 2 = +5 → +4, roll 6: DE
    c.eliminated = vec!["ad-res".into()];
    s.log
        .turns
        .push(turn(TURN_TRACK[9], vec![Event::Combat(c)]));
    assert_eq!(guard_entries(&s), vec![(SideId::A, 1)]);
    let v = verdict(&s);
    assert!(
        v.steps.iter().any(|st| st.text.contains("table's DE")),
        "{:?}",
        v.steps
    );
}

#[test]
fn a_result_that_disagrees_with_the_table_is_flagged() {
    let mut s = waterloo(6, 6);
    let mut c = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res"]),
        CrtResult::DE,
        &["ad-res"],
        &[],
    );
    c.roll = Some(roll(1)); // +1, roll 1: AW
    s.log
        .turns
        .push(turn(TURN_TRACK[0], vec![Event::Combat(c)]));
    let v = verdict(&s);
    let flag = v
        .flags
        .iter()
        .find(|f| f.id == "log-problem")
        .expect("a flag");
    assert!(flag.text.contains("CRT gives AW"), "{}", flag.text);
}

#[test]
fn results_the_log_does_not_apply_are_flagged() {
    let mut s = waterloo(6, 6);
    let de = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res"]),
        CrtResult::DE,
        &[],
        &[],
    );
    let ex = with_result(
        combat(SideId::A, &["fr-cav-i"], &["ad-i"]),
        CrtResult::EX,
        &["ad-i", "fr-cav-i"],
        &[],
    );
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![Event::Combat(de), Event::Combat(ex)],
    ));
    let v = verdict(&s);
    let texts: Vec<&str> = v
        .flags
        .iter()
        .filter(|f| f.id == "log-problem")
        .map(|f| f.text.as_str())
        .collect();
    assert!(
        texts
            .iter()
            .any(|t| t.contains("DE result eliminates \"ad-res\"")),
        "{texts:?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t.contains("printed SP") && t.contains("1") && t.contains("at least 4")),
        "{texts:?}"
    );
}

#[test]
fn automatic_plus_one_at_the_end_of_every_night_turn() {
    let mut s = waterloo(6, 5);
    for name in &TURN_TRACK[..8] {
        s.log.turns.push(turn(name, vec![]));
    }
    assert_eq!(
        morale_by_turn(&s),
        vec![
            [6, 5],
            [6, 5],
            [7, 6],
            [7, 6],
            [7, 6],
            [7, 6],
            [7, 6],
            [8, 7]
        ]
    );
    let l = morale_ledger(&s);
    assert_eq!(l.len(), 4);
    assert!(
        l.iter()
            .all(|e| e.change == 1 && (e.turn == 2 || e.turn == 7))
    );
    assert_eq!(l[0].event, 0, "after the last event of an empty turn");
}

#[test]
fn night_loc_lines() {
    let mut s = waterloo(6, 6);
    s.log.turns.push(turn(
        "June 16 Night",
        vec![
            Event::Note { text: "x".into() },
            Event::NightMorale {
                french_on_allied_loc: 2,
                allies_on_both_french_loc: true,
            },
        ],
    ));
    s.log.turns.push(turn(
        "June 17 Night",
        vec![Event::NightMorale {
            french_on_allied_loc: 1,
            allies_on_both_french_loc: false,
        }],
    ));
    let l = morale_ledger(&s);
    let changes: Vec<(usize, usize, SideId, i64)> = l
        .iter()
        .map(|e| (e.turn, e.event, e.side, e.change))
        .collect();
    assert_eq!(
        changes,
        vec![
            (0, 1, SideId::B, -1),
            (0, 1, SideId::A, -1),
            (0, 2, SideId::A, 1),
            (0, 2, SideId::B, 1),
            (1, 1, SideId::A, 1),
            (1, 1, SideId::B, 1),
        ]
    );
    assert_eq!(morale_by_turn(&s), vec![[6, 6], [7, 7]]);
}

#[test]
fn night_morale_in_a_turn_not_named_night_counts_as_a_night_and_is_flagged() {
    let mut s = waterloo(6, 6);
    s.log.turns.push(turn(
        "Turn 3",
        vec![Event::NightMorale {
            french_on_allied_loc: 0,
            allies_on_both_french_loc: false,
        }],
    ));
    assert_eq!(morale_by_turn(&s), vec![[7, 7]]);
    let v = verdict(&s);
    assert!(
        v.flags
            .iter()
            .any(|f| f.id == "log-problem" && f.text.contains("not a Night turn"))
    );
}

#[test]
fn morale_points_spent() {
    let mut s = waterloo(6, 6);
    let mut c = combat(SideId::B, &["pr-i"], &["fr-iii"]);
    c.attacker_morale_point = true;
    c.defender_morale_point = true;
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![
            Event::MoraleSpent {
                side: SideId::A,
                points: 2,
                purpose: "forced march".into(),
            },
            Event::Combat(c),
            Event::MoraleSpent {
                side: SideId::B,
                points: 0,
                purpose: String::new(),
            },
        ],
    ));
    assert_eq!(
        ledger_changes(&s),
        vec![(SideId::A, -2), (SideId::B, -1), (SideId::A, -1)]
    );
    assert_eq!(
        morale_ledger(&s)[0].reason,
        "2 Morale Points expended: forced march"
    );
    assert_eq!(morale_by_turn(&s), vec![[3, 5]]);
    // One point is one Morale Point, never "Point(s)".
    if let Event::MoraleSpent { points, .. } = &mut s.log.turns[0].events[0] {
        *points = 1;
    }
    assert_eq!(
        morale_ledger(&s)[0].reason,
        "1 Morale Point expended: forced march"
    );
}

#[test]
fn spending_points_a_side_does_not_have_is_flagged_and_not_held_at_zero() {
    let mut s = waterloo(1, 6);
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![Event::MoraleSpent {
            side: SideId::A,
            points: 3,
            purpose: "forced march".into(),
        }],
    ));
    assert_eq!(morale_by_turn(&s), vec![[-2, 6]]);
    let v = verdict(&s);
    assert!(
        v.flags
            .iter()
            .any(|f| f.text.contains("3 Morale Points expended with only 1 left")),
        "{:?}",
        v.flags
    );
}

#[test]
fn a_morale_point_for_rallies_is_charged_once_per_army_and_helps_every_rally() {
    let mut s = waterloo(6, 6);
    for id in ["fr-i", "fr-ii", "ad-res", "pr-ii"] {
        unit_mut(&mut s, id).status = UnitStatus::Routed;
    }
    let rally_ev = |unit: &str, value: u32, mp: bool| Event::Rally {
        unit: unit.into(),
        roll: roll(value),
        morale_point: mp,
    };
    s.log.turns.push(turn(
        "June 16 Night",
        vec![
            rally_ev("fr-i", 4, false),
            rally_ev("fr-ii", 2, true),
            rally_ev("ad-res", 4, true),
            rally_ev("pr-ii", 4, true),
        ],
    ));
    // France one point; the Anglo-Dutch and the Prussians one each; then +1 each at night's end.
    let spent: Vec<(SideId, i64)> = morale_ledger(&s)
        .iter()
        .filter(|e| e.change < 0)
        .map(|e| (e.side, e.change))
        .collect();
    assert_eq!(
        spent,
        vec![(SideId::A, -1), (SideId::B, -1), (SideId::B, -1)]
    );
    assert_eq!(morale_by_turn(&s), vec![[6, 5]]);
    let v = verdict(&s);
    let steps: Vec<&str> = v.steps.iter().map(|s| s.text.as_str()).collect();
    // fr-i rolled 4 without flagging the point, but France's point covers it: 5, rallied.
    assert!(
        steps
            .iter()
            .any(|t| t.contains("Rally of French I Corps") && t.contains("= 5: Rally")),
        "{steps:?}"
    );
    // fr-ii: 2 + 1 = 3: no effect.
    assert!(
        steps
            .iter()
            .any(|t| t.contains("roll 2") && t.contains("= 3: -")),
        "{steps:?}"
    );
    assert_eq!(figure(&v, "units-routed"), [1.0, 0.0]);
}

#[test]
fn a_failed_rally_eliminates_the_unit_without_morale() {
    let mut s = waterloo(6, 6);
    unit_mut(&mut s, "fr-iii").status = UnitStatus::Routed;
    s.log.turns.push(turn(
        "June 17 Night",
        vec![Event::Rally {
            unit: "fr-iii".into(),
            roll: roll(2),
            morale_point: false,
        }],
    ));
    let v = verdict(&s);
    assert_eq!(figure(&v, "units-lost"), [1.0, 0.0]);
    assert_eq!(figure(&v, "sp-lost"), [2.0, 0.0]);
    assert_eq!(figure(&v, "morale"), [7.0, 7.0]);
}

#[test]
fn morale_fluctuation_from_the_second_roll() {
    for (second, change) in [(1, 0), (2, 0), (3, -1), (4, -1), (5, 1), (6, 1)] {
        for side in SideId::BOTH {
            let mut s = waterloo(6, 6);
            s.log.turns.push(turn(
                TURN_TRACK[0],
                vec![Event::RandomEvent {
                    side,
                    roll: roll(5),
                    second_roll: Some(roll(second)),
                }],
            ));
            let expected = if change == 0 {
                vec![]
            } else {
                vec![(side, change)]
            };
            assert_eq!(
                ledger_changes(&s),
                expected,
                "second roll {second}, {side:?}"
            );
        }
    }
    // Weather and the other events change no Morale Points.
    let mut s = waterloo(6, 6);
    s.log.turns.push(turn(
        TURN_TRACK[0],
        (1..=6)
            .filter(|&r| r != 5)
            .map(|r| Event::RandomEvent {
                side: SideId::A,
                roll: roll(r),
                second_roll: Some(roll(3)),
            })
            .collect(),
    ));
    assert!(morale_ledger(&s).is_empty());
    let v = verdict(&s);
    assert!(
        v.steps
            .iter()
            .any(|st| st.text.contains("loses the rest of his player turn"))
    );
}
