//! The units' bookkeeping as an umpire keeps it (issue 24): a unit routed by a `Status` entry
//! rallies like one routed in combat, and each breach of the game's order is flagged at its
//! place in the log: a unit fighting before it arrives, after its elimination or while routed,
//! a reinforcement arriving off the schedule, a turn beyond the 12 of the track.

use super::*;

fn status(unit: &str, status: UnitStatus) -> Event {
    Event::Status {
        unit: unit.into(),
        status,
    }
}

fn rally_roll(unit: &str, value: u32) -> Event {
    Event::Rally {
        unit: unit.into(),
        roll: roll(value),
        morale_point: false,
    }
}

/// The `log-problem` flags: (path, text).
fn problems(s: &Scenario) -> Vec<(String, String)> {
    verdict(s)
        .flags
        .into_iter()
        .filter(|f| f.id == "log-problem")
        .map(|f| (f.path.unwrap_or_default(), f.text))
        .collect()
}

#[test]
fn a_unit_routed_by_a_status_entry_rallies_and_costs_no_morale() {
    let mut s = waterloo(5, 5);
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![status("fr-iii", UnitStatus::Routed)],
    ));
    // Routed, not rallied yet.
    let v = verdict(&s);
    assert_eq!(figure(&v, "units-routed"), [1.0, 0.0]);
    assert_eq!(
        figure(&v, "morale"),
        [5.0, 5.0],
        "only a combat's rout costs a point"
    );
    s.log
        .turns
        .push(turn(TURN_TRACK[2], vec![rally_roll("fr-iii", 5)]));
    assert!(problems(&s).is_empty(), "{:?}", problems(&s));
    let v = verdict(&s);
    assert_eq!(figure(&v, "units-routed"), [0.0, 0.0], "it rallied");
    assert_eq!(
        figure(&v, "morale"),
        [6.0, 6.0],
        "the end-of-Night point only"
    );
    let steps: Vec<&str> = v.steps.iter().map(|s| s.text.as_str()).collect();
    assert!(
        steps
            .iter()
            .any(|t| t.contains("Rally of French III Corps: roll 5 = 5: Rally")),
        "{steps:?}"
    );
    // A unit that was never routed still may not rally.
    let mut t = waterloo(5, 5);
    t.log
        .turns
        .push(turn(TURN_TRACK[2], vec![rally_roll("fr-iii", 5)]));
    let p = problems(&t);
    assert!(
        p.iter()
            .any(|(_, text)| text.contains("tries to rally but is on board, not routed")),
        "{p:?}"
    );
}

#[test]
fn units_that_fight_before_arriving_after_elimination_or_routed_are_flagged_where_they_fight() {
    let mut s = waterloo(5, 5);
    unit_mut(&mut s, "fr-vi").status = UnitStatus::NotArrived;
    let with = |c: Combat, r: CrtResult, elim: &[&str], routed: &[&str]| {
        Event::Combat(with_result(c, r, elim, routed))
    };
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![
            // 0: VI Corps attacks before it arrives.
            with(
                combat(SideId::A, &["fr-vi"], &["ad-res"]),
                CrtResult::N,
                &[],
                &[],
            ),
            // 1: the Reserve is eliminated, 2: and defends again.
            with(
                combat(SideId::A, &["fr-i"], &["ad-res"]),
                CrtResult::DE,
                &["ad-res"],
                &[],
            ),
            with(
                combat(SideId::A, &["fr-ii"], &["ad-res"]),
                CrtResult::N,
                &[],
                &[],
            ),
            // 3: Prussian I Corps is routed, 4: and attacks.
            with(
                combat(SideId::A, &["fr-ig"], &["pr-i"]),
                CrtResult::DR,
                &[],
                &["pr-i"],
            ),
            with(
                combat(SideId::B, &["pr-i"], &["fr-iii"]),
                CrtResult::N,
                &[],
                &[],
            ),
        ],
    ));
    let p = problems(&s);
    let at =
        |k: usize, field: &str| format!("log[0] (turn \"June 16 Afternoon\").events[{k}].{field}");
    let expected = [
        (
            at(0, "attackers"),
            "French VI Corps fights in this combat but has not arrived yet",
        ),
        (
            at(2, "defenders"),
            "Anglo-Dutch Reserve fights in this combat but was eliminated earlier",
        ),
        (
            at(4, "attackers"),
            "Prussian I Corps fights in this combat but is routed: a routed unit is off the map until it rallies",
        ),
    ];
    for (path, text) in &expected {
        assert!(
            p.iter().any(|(p, t)| p == path && t.contains(text)),
            "{path}: {text} in {p:?}"
        );
    }
    assert_eq!(p.len(), expected.len(), "{p:?}");
    // Once arrived, VI Corps fights without a word.
    let mut t = waterloo(5, 5);
    unit_mut(&mut t, "fr-vi").status = UnitStatus::NotArrived;
    t.log.turns.push(turn(
        TURN_TRACK[1],
        vec![
            status("fr-vi", UnitStatus::OnBoard),
            with(
                combat(SideId::A, &["fr-vi"], &["ad-res"]),
                CrtResult::N,
                &[],
                &[],
            ),
        ],
    ));
    assert!(problems(&t).is_empty(), "{:?}", problems(&t));
}

#[test]
fn reinforcements_arriving_off_the_schedule_are_flagged() {
    let arrive = |turns: &[&str], at: usize, unit: &str| {
        let mut s = waterloo(5, 5);
        unit_mut(&mut s, unit).status = UnitStatus::NotArrived;
        s.log.turns = turns
            .iter()
            .enumerate()
            .map(|(t, name)| {
                let events = if t == at {
                    vec![status(unit, UnitStatus::OnBoard)]
                } else {
                    Vec::new()
                };
                turn(name, events)
            })
            .collect();
        problems(&s)
    };
    // VI Corps is due in June 16 Evening (its `arrives`, from the schedule).
    assert!(arrive(&TURN_TRACK[..3], 1, "fr-vi").is_empty());
    let p = arrive(&TURN_TRACK[..3], 0, "fr-vi");
    assert_eq!(
        p,
        vec![(
            "log[0] (turn \"June 16 Afternoon\").events[0]".to_string(),
            "log[0] (turn \"June 16 Afternoon\").events[0] (France): French VI Corps arrives in June 16 Afternoon, but the Reinforcement Schedule brings it on in June 16 Evening".to_string()
        )]
    );
    assert_eq!(
        arrive(&TURN_TRACK[..4], 3, "fr-vi").len(),
        1,
        "late is off too"
    );
    // A unit without `arrives` follows the printed schedule by its counter's id; turns named
    // off the track count in the log's order.
    let mut u = waterloo(5, 5);
    unit_mut(&mut u, "pr-iv").arrives = None;
    let numbered = ["1", "2", "3", "4"];
    let check = |at: usize| {
        let mut s = u.clone();
        unit_mut(&mut s, "pr-iv").status = UnitStatus::NotArrived;
        s.log.turns = numbered
            .iter()
            .enumerate()
            .map(|(t, name)| {
                let events = if t == at {
                    vec![status("pr-iv", UnitStatus::OnBoard)]
                } else {
                    Vec::new()
                };
                turn(name, events)
            })
            .collect();
        problems(&s)
    };
    assert!(check(2).is_empty(), "{:?}", check(2));
    let p = check(1);
    assert_eq!(p.len(), 1);
    assert!(
        p[0].1.contains(
            "arrives in turn 2, but the Reinforcement Schedule brings it on in June 16 Night"
        ),
        "{p:?}"
    );
}

#[test]
fn a_thirteenth_turn_beyond_the_track_is_flagged() {
    let mut s = waterloo(5, 5);
    s.log.turns = TURN_TRACK
        .iter()
        .map(|name| turn(name, Vec::new()))
        .collect();
    assert!(problems(&s).is_empty());
    s.log.turns.push(turn("June 19 Morning", Vec::new()));
    s.log.turns.push(turn("June 19 Mid-day", Vec::new()));
    let p = problems(&s);
    assert_eq!(p.len(), 1, "once, for every turn beyond: {p:?}");
    assert_eq!(p[0].0, "log[12] (turn \"June 19 Morning\")");
    assert!(
        p[0].1.contains("\"June 19 Morning\" is turn 13 of the log, beyond the 12 turns of the Turn Record Track (the game ends with \"June 18 Evening\"); the log has 14 turns"),
        "{p:?}"
    );
}

#[test]
fn a_unit_a_status_entry_destroyed_is_not_eliminated_again_in_combat() {
    // The Reserve is destroyed by a Status entry, then "eliminated" in a combat it could not
    // fight: the combat's elimination is not counted again (the Morale Chart counts a unit once).
    let mut s = waterloo(5, 5);
    let de = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res"]),
        CrtResult::DE,
        &["ad-res"],
        &[],
    );
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![
            status("ad-res", UnitStatus::DestroyedOrFled),
            Event::Combat(de),
        ],
    ));
    let v = verdict(&s);
    assert_eq!(figure(&v, "morale"), [5.0, 5.0], "no +1 / −1 for it");
    let p = problems(&s);
    assert!(
        p.iter().any(|(_, t)| t
            .contains("Anglo-Dutch Reserve fights in this combat but was eliminated earlier")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|(_, t)| t
                .contains("Anglo-Dutch Reserve was already eliminated; not counted again")),
        "{p:?}"
    );
}
