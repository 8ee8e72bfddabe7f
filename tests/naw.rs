//! Napoleon at Waterloo, [8.0] How the Game Is Won (seed 004, RULES.md §4).

use proptest::prelude::*;
use umpire::model::{Combat, Event, Scenario, SideId, Turn, Unit, UnitKind, UnitStatus};
use umpire::systems::naw::{NapoleonAtWaterloo, NawOutcome, NawPoint, track};
use umpire::systems::{Judgement, Verdict, VictorySystem};

use SideId::{A, B};

mod french;

/// France is side A with units f1 … f12, the Allies side B with units b1 … b3; turns "1" … "n".
fn waterloo(turns: usize) -> Scenario {
    let mut s = Scenario::new("Waterloo");
    s.sides[0].name = "France".into();
    s.sides[1].name = "Allies".into();
    s.settings.french = Some(A);
    for (side, prefix, n) in [(0, "f", 12), (1, "b", 3)] {
        s.sides[side].contingents.push(Default::default());
        for i in 1..=n {
            let id = format!("{prefix}{i}");
            s.sides[side].contingents[0]
                .units
                .push(Unit::new(&id, &id, UnitKind::Infantry));
        }
    }
    s.log.turns = (1..=turns)
        .map(|n| Turn {
            name: n.to_string(),
            events: vec![],
        })
        .collect();
    s
}

/// A combat in which France (A) loses `french` SP and the Allies (B) `allied`.
fn combat(french: u64, allied: u64) -> Event {
    Event::Combat(Combat {
        sp_lost: (french, allied),
        ..Combat::default()
    })
}

fn status(unit: &str, status: UnitStatus) -> Event {
    Event::Status {
        unit: unit.into(),
        status,
    }
}

fn exit(unit: &str) -> Event {
    status(unit, UnitStatus::Exited)
}

/// `n` French units f1 … fn exit.
fn exits(n: usize) -> Vec<Event> {
    (1..=n).map(|i| exit(&format!("f{i}"))).collect()
}

fn with(turns: Vec<Vec<Event>>) -> Scenario {
    let mut s = waterloo(turns.len());
    for (t, events) in turns.into_iter().enumerate() {
        s.log.turns[t].events = events;
    }
    s
}

fn verdict(s: &Scenario) -> Verdict {
    match NapoleonAtWaterloo.judge(s) {
        Judgement::Verdict(v) => v,
        other => panic!("expected a verdict, got {other:?}"),
    }
}

fn last(s: &Scenario) -> NawPoint {
    track(s).pop().expect("a point")
}

fn steps_text(v: &Verdict) -> String {
    v.steps
        .iter()
        .map(|s| format!("{} {}", s.rule, s.text))
        .collect::<Vec<_>>()
        .join("\n")
}

fn has_flag(v: &Verdict, id: &str) -> bool {
    v.flags.iter().any(|f| f.id == id)
}

#[test]
fn case_8_1_french_at_39_nothing_at_40_allied_win_and_the_game_stops() {
    let s = with(vec![vec![combat(39, 10)]]);
    let p = last(&s);
    assert_eq!((p.french_sp, p.outcome), (39, None));
    let v = verdict(&s);
    assert_eq!((v.winner, v.level.as_str()), (None, "Draw"));

    let s = with(vec![vec![combat(39, 10)], vec![combat(1, 0)]]);
    let p = last(&s);
    assert_eq!((p.turn, p.event, p.french_sp, p.allied_sp), (1, 0, 40, 10));
    assert_eq!(p.outcome, Some(NawOutcome::AlliedWin));
    assert!(!p.demoralized);
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    assert_eq!(v.level, "Victory");
    assert_eq!(
        v.headline,
        "Victory for Allies [8.1]: 40 French SP destroyed before losing 40"
    );
    assert!(has_flag(&v, "game-over"));
    assert!(!has_flag(&v, "demoralized"));
    let text = steps_text(&v);
    assert!(
        text.contains("[8.1] Turn 2: France losses reach 40 SP (from 39; 40 or more) while Allies have lost 10: victory for Allies, the game stops."),
        "{text}"
    );
    let sp = &v.figures.iter().find(|f| f.id == "sp-lost").unwrap().text;
    assert_eq!(sp, &["40".to_string(), "10".to_string()]);
}

#[test]
fn case_8_2_allies_demoralized_at_40_not_39_permanently() {
    let s = with(vec![vec![combat(0, 39)]]);
    assert!(!last(&s).demoralized);
    assert!(!has_flag(&verdict(&s), "demoralized"));

    let s = with(vec![vec![combat(0, 39), combat(0, 1)], vec![combat(5, 0)]]);
    let points = track(&s);
    assert_eq!(points.len(), 3);
    assert!(!points[0].demoralized);
    assert!(points[1].demoralized && points[2].demoralized);
    assert!(
        points[1]
            .note
            .contains("Allied attacks −1 odds column, French attacks +1")
    );
    let v = verdict(&s);
    let flag = v.flags.iter().find(|f| f.id == "demoralized").unwrap();
    assert_eq!(flag.side, Some(B));
    assert!(
        flag.text
            .contains("Allied attacks −1 odds column, French attacks +1")
    );
    assert!(steps_text(&v).contains(
        "[8.2] Turn 1: Allies losses reach 40 SP (from 39; 40 or more): Allies demoralized"
    ));
    assert_eq!((v.winner, v.level.as_str()), (None, "Draw"));
    assert_eq!(
        v.headline,
        "Draw (historically an Allied moral victory): Allies demoralized but only 0 of 7 French units exited"
    );
}

#[test]
fn french_reaching_40_after_demoralization_changes_nothing() {
    let mut turns = vec![vec![combat(0, 45)], vec![combat(50, 0)]];
    let s = with(turns.clone());
    let p = last(&s);
    assert_eq!((p.french_sp, p.outcome, p.demoralized), (50, None, true));
    assert!(p.note.contains("no effect [8.2]"), "{}", p.note);
    assert!(steps_text(&verdict(&s)).contains("were already demoralized: this changes nothing"));
    // ... and the French can still win by exits.
    turns.push(exits(7));
    let s = with(turns);
    let p = last(&s);
    assert_eq!(p.outcome, Some(NawOutcome::FrenchWin));
    assert_eq!(verdict(&s).winner, Some(A));
}

#[test]
fn case_8_3_six_exits_draw_seven_exits_win_in_either_order() {
    // Demoralized first, then exits.
    let s = with(vec![vec![combat(0, 40)], exits(6)]);
    let p = last(&s);
    assert_eq!((p.exits, p.outcome), (6, None));
    let v = verdict(&s);
    assert_eq!(v.winner, None);
    assert!(
        v.headline.contains("only 6 of 7 French units exited"),
        "{}",
        v.headline
    );

    let s = with(vec![vec![combat(0, 40)], exits(7)]);
    let points = track(&s);
    let p = points.last().unwrap();
    assert_eq!((p.exits, p.outcome), (7, Some(NawOutcome::FrenchWin)));
    assert_eq!(points[6].outcome, None, "six exits are not enough");
    let v = verdict(&s);
    assert_eq!(v.winner, Some(A));
    assert_eq!(
        v.headline,
        "Victory for France [8.3]: Allies demoralized and 7 French units exited"
    );
    let exits_fig = &v.figures.iter().find(|f| f.id == "exits").unwrap().text;
    assert_eq!(exits_fig, &["7".to_string(), "—".to_string()]);

    // Exits first, then the demoralizing combat ends the game at once.
    let s = with(vec![exits(7), vec![combat(0, 39)], vec![combat(0, 1)]]);
    let points = track(&s);
    assert_eq!(
        points[6].outcome, None,
        "seven exits without demoralization"
    );
    assert_eq!(points[7].outcome, None);
    assert_eq!(points[8].outcome, Some(NawOutcome::FrenchWin));
    let v = verdict(&s);
    assert_eq!(v.winner, Some(A));
    assert!(steps_text(&v).contains(
        "[8.3] Turn 3: Allies demoralized with 7 French units already exited: victory for France, the game stops."
    ));

    // Exits then no demoralization: a draw.
    let s = with(vec![exits(9), vec![combat(10, 39)]]);
    let v = verdict(&s);
    assert_eq!(v.winner, None);
    assert!(
        v.headline
            .contains("neither side lost 40 SP (France 10, Allies 39)")
    );
}

#[test]
fn case_8_4_exchange_both_reach_40_in_one_combat() {
    let s = with(vec![exits(7), vec![combat(30, 30)], vec![combat(10, 10)]]);
    let p = last(&s);
    assert_eq!(p.outcome, Some(NawOutcome::FrenchWin));
    assert!(p.demoralized);
    let v = verdict(&s);
    assert_eq!(v.winner, Some(A));
    assert!(v.headline.contains("[8.4]"), "{}", v.headline);
    assert!(steps_text(&v).contains(
        "[8.4] Turn 3: both armies reach 40 SP lost in the same combat (France 40, Allies 40); 7 French units had already exited: victory for France."
    ));

    let s = with(vec![exits(6), vec![combat(30, 30)], vec![combat(12, 15)]]);
    assert_eq!(last(&s).outcome, Some(NawOutcome::AlliedWin));
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    assert!(steps_text(&v).contains("only 6 French units had exited (of 7): victory for Allies"));
}

#[test]
fn events_after_the_game_is_over_are_ignored() {
    let s = with(vec![
        vec![combat(40, 0)],
        vec![combat(0, 50), exit("f1"), combat(3, 3)],
    ]);
    let points = track(&s);
    assert_eq!(points.len(), 4);
    for p in &points {
        assert_eq!((p.french_sp, p.allied_sp, p.exits), (40, 0, 0));
        assert_eq!(p.outcome, Some(NawOutcome::AlliedWin));
        assert!(!p.demoralized);
    }
    for p in &points[1..] {
        assert!(
            p.note
                .starts_with("After the end of the game ([8.1], turn 1)"),
            "{}",
            p.note
        );
    }
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    assert!(steps_text(&v).contains("3 events logged after the end of the game are ignored."));
}

#[test]
fn forced_off_units_are_destroyed_not_exited() {
    let mut events = exits(6);
    events.push(status("f7", UnitStatus::DestroyedOrFled));
    events.push(status("f8", UnitStatus::Routed));
    let s = with(vec![vec![combat(0, 40)], events]);
    let points = track(&s);
    let p = points.last().unwrap();
    assert_eq!((p.exits, p.outcome), (6, None));
    assert!(points[7].note.contains("not an exit"), "{}", points[7].note);
    assert_eq!(verdict(&s).winner, None);
}

#[test]
fn only_french_units_exit_and_each_only_once() {
    let mut events = exits(6);
    events.push(exit("f6"));
    events.push(exit("b1"));
    events.push(exit("nobody"));
    let s = with(vec![vec![combat(0, 40)], events]);
    let points = track(&s);
    assert_eq!(points.last().unwrap().exits, 6);
    assert!(points[7].note.contains("already exited"));
    assert!(points[8].note.contains("only French exits count"));
    assert!(points[9].note.contains("unknown unit"));
}

#[test]
fn losses_events_count_their_strength_points() {
    let s = with(vec![vec![
        Event::Losses {
            side: B,
            unit: None,
            men: 0,
            stands: 0,
            strength_points: 25,
            unit_points: 0,
        },
        Event::Losses {
            side: B,
            unit: Some("b1".into()),
            men: 0,
            stands: 0,
            strength_points: 15,
            unit_points: 0,
        },
    ]]);
    let p = last(&s);
    assert_eq!((p.allied_sp, p.demoralized), (40, true));
}

#[test]
fn french_as_side_b_reads_the_combat_the_other_way() {
    let s = with(vec![vec![combat(0, 40)]]);
    let mut t = s.swapped();
    assert_eq!(t.settings.french, Some(B));
    assert_eq!(t.log.turns[0].events[0], combat(40, 0));
    let p = last(&t);
    assert_eq!(
        (p.french_sp, p.allied_sp, p.demoralized, p.outcome),
        (0, 40, true, None)
    );
    // The same combat read with the French as side A: the French lost the 40.
    t.settings.french = Some(A);
    let p = last(&t);
    assert_eq!((p.french_sp, p.allied_sp), (40, 0));
    assert_eq!(p.outcome, Some(NawOutcome::AlliedWin));
    assert_eq!(verdict(&t).winner, Some(B));
}

#[test]
fn not_applicable_without_a_french_side() {
    let mut s = with(vec![vec![combat(40, 0)]]);
    s.settings.french = None;
    match NapoleonAtWaterloo.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1);
            assert_eq!(missing[0].path, "settings.french");
        }
        other => panic!("{other:?}"),
    }
    assert!(track(&s).is_empty());
}

#[test]
fn an_empty_log_has_no_verdict_yet_and_a_log_with_nothing_decisive_is_a_draw() {
    // Before the battle nobody has fought: no verdict, not a draw (issue 24).
    let s = waterloo(0);
    assert!(track(&s).is_empty());
    let v = verdict(&s);
    assert_eq!((v.winner, v.level.as_str()), (None, "No verdict yet"));
    assert_eq!(
        v.headline,
        "No verdict yet: nothing is logged, the battle has not begun"
    );
    assert_eq!(v.flags.len(), 1);
    assert_eq!(v.flags[0].id, "not-started");
    assert_eq!(v.figures.len(), 2, "the figures stay: {:?}", v.figures);
    let last = v.steps.last().unwrap();
    assert_eq!(last.rule, "Before the battle");
    assert!(last.text.contains("not a draw"), "{}", last.text);
    // A turn with nothing decisive in it is a draw, as before.
    let s = with(vec![vec![combat(3, 4)]]);
    let v = verdict(&s);
    assert_eq!((v.winner, v.level.as_str()), (None, "Draw"));
    assert_eq!(
        v.headline,
        "Draw (historically an Allied moral victory): neither side lost 40 SP (France 3, Allies 4)"
    );
}

#[test]
fn names_and_source() {
    assert_eq!(NapoleonAtWaterloo.name(), "Napoleon at Waterloo [8.0]");
    assert!(
        NapoleonAtWaterloo
            .source()
            .contains("Rules reference: Napoleon at Waterloo")
    );
    assert!(NapoleonAtWaterloo.source().contains("[8.0]"));
}

// ---------------------------------------------------------------- properties

fn event_strategy() -> impl Strategy<Value = Event> {
    prop_oneof![
        3 => (0..15u64, 0..15u64).prop_map(|(f, a)| combat(f, a)),
        2 => (1..=12usize).prop_map(|i| exit(&format!("f{i}"))),
        1 => (1..=12usize).prop_map(|i| status(&format!("f{i}"), UnitStatus::DestroyedOrFled)),
        1 => (any::<bool>(), 0..10u64).prop_map(|(french, sp)| Event::Losses {
            side: if french { A } else { B },
            unit: None,
            men: 0,
            stands: 0,
            strength_points: sp,
            unit_points: 0,
        }),
    ]
}

fn scenario_strategy() -> impl Strategy<Value = Scenario> {
    prop::collection::vec(prop::collection::vec(event_strategy(), 0..8), 1..6).prop_map(with)
}

/// 2 a French win, 1 a draw, 0 an Allied win.
fn french_rank(s: &Scenario) -> u8 {
    match last_outcome(s) {
        Some(NawOutcome::FrenchWin) => 2,
        None => 1,
        Some(NawOutcome::AlliedWin) => 0,
    }
}

fn last_outcome(s: &Scenario) -> Option<NawOutcome> {
    track(s).last().and_then(|p| p.outcome)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn more_french_sp_lost_never_improves_the_french_result(
        s in scenario_strategy(),
        turn in 0..6usize,
        at in 0..9usize,
        extra in 1..30u64,
    ) {
        let mut worse = s.clone();
        let t = turn % worse.log.turns.len();
        let events = &mut worse.log.turns[t].events;
        let k = at.min(events.len());
        match events.get_mut(k) {
            Some(Event::Combat(c)) => c.sp_lost.0 += extra,
            _ => events.insert(k, Event::Losses {
                side: A, unit: None, men: 0, stands: 0, strength_points: extra, unit_points: 0,
            }),
        }
        prop_assert!(french_rank(&worse) <= french_rank(&s));
        let (v, w) = (verdict(&s), verdict(&worse));
        let rank = |v: &Verdict| match v.winner { Some(A) => 2, None => 1, Some(B) => 0 };
        prop_assert!(rank(&w) <= rank(&v));
    }

    #[test]
    fn swapping_sides_mirrors_the_verdict(s in scenario_strategy()) {
        let v = verdict(&s);
        let w = verdict(&s.swapped());
        prop_assert_eq!(w.winner, v.winner.map(SideId::other));
        prop_assert_eq!(&w.level, &v.level);
        prop_assert_eq!(track(&s).len(), track(&s.swapped()).len());
    }

    #[test]
    fn the_track_has_one_point_per_event_and_freezes_at_the_end(s in scenario_strategy()) {
        let points = track(&s);
        prop_assert_eq!(points.len(), s.log.events().count());
        if let Some(end) = points.iter().position(|p| p.outcome.is_some()) {
            for p in &points[end..] {
                prop_assert_eq!(
                    (p.french_sp, p.allied_sp, p.exits, p.demoralized, p.outcome),
                    (points[end].french_sp, points[end].allied_sp, points[end].exits,
                     points[end].demoralized, points[end].outcome)
                );
            }
        }
        for w in points.windows(2) {
            prop_assert!(w[1].french_sp >= w[0].french_sp && w[1].allied_sp >= w[0].allied_sp);
            prop_assert!(w[1].exits >= w[0].exits);
            prop_assert!(w[1].demoralized || !w[0].demoralized);
        }
    }
}
