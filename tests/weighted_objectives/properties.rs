//! Properties over arbitrary logs: swapping the sides mirrors the verdict, taking a marker from the
//! enemy never worsens your result, and no data makes the system panic.

use super::*;

// ---------------------------------------------------------------- properties

const STATUSES: [UnitStatus; 7] = UnitStatus::ALL;

pub(super) fn side_strategy() -> impl Strategy<Value = SideId> {
    prop_oneof![Just(A), Just(B)]
}

/// A consistent log event (tests agree with their own roll) for units `a0…a3`, `b0…b3`.
fn event_strategy() -> impl Strategy<Value = Event> {
    prop_oneof![
        (side_strategy(), 0..4usize, 0..30u64).prop_map(|(side, i, stands)| stand_losses(
            side,
            &format!("{}{i}", if side == A { "a" } else { "b" }),
            stands
        )),
        (side_strategy(), 0..4usize, 0..7usize).prop_map(|(side, i, st)| Event::Status {
            unit: format!("{}{i}", if side == A { "a" } else { "b" }),
            status: STATUSES[st],
        }),
        (0..10usize, side_strategy()).prop_map(|(m, side)| Event::MarkerControl {
            marker: IDS[m].into(),
            side
        }),
        (side_strategy(), 0..3usize).prop_map(|(side, r)| Event::CommanderLost {
            side,
            name: "C".into(),
            rank: [CommandRank::Army, CommandRank::Corps, CommandRank::Other][r],
        }),
        side_strategy().prop_map(|side| Event::CommanderInMelee {
            side,
            name: "C".into()
        }),
        (side_strategy(), side_strategy())
            .prop_map(|(by, against)| Event::PrematureCall { by, against }),
        (
            side_strategy(),
            0..=100u32,
            0..=100u32,
            0..=100u32,
            1..=100u32
        )
            .prop_map(|(side, rs, vp, wf, value)| record(side, rs, vp, 0, wf, value)),
    ]
}

pub(super) fn scenario_strategy() -> impl Strategy<Value = Scenario> {
    (
        prop::collection::vec((0..80u64, 0..7usize), 4),
        prop::collection::vec((0..80u64, 0..7usize), 4),
        prop::collection::vec(prop::collection::vec(event_strategy(), 0..8), 1..5),
        any::<bool>(),
        prop::collection::vec(0.0f32..100.0, 10),
    )
        .prop_map(|(ua, ub, turns, held, xs)| {
            let mut s = base(0);
            for (i, (stands, st)) in ua.into_iter().enumerate() {
                add_unit(&mut s, A, unit(&format!("a{i}"), stands, STATUSES[st]));
            }
            for (i, (stands, st)) in ub.into_iter().enumerate() {
                add_unit(&mut s, B, unit(&format!("b{i}"), stands, STATUSES[st]));
            }
            for (m, x) in s.markers.markers.iter_mut().zip(xs) {
                m.pos = Point::new(x, 50.0);
            }
            s.sides[1].role = Role::Defender;
            s.sides[1].deployment = Polygon::new(vec![
                Point::new(0.0, 0.0),
                Point::new(50.0, 0.0),
                Point::new(50.0, 100.0),
                Point::new(0.0, 100.0),
            ]);
            s.settings.defender_held_field = held;
            s.log.turns = turns
                .into_iter()
                .enumerate()
                .map(|(i, events)| Turn {
                    name: (i + 1).to_string(),
                    events,
                })
                .collect();
            s
        })
}

/// 2 a win, 1 a draw, 0 a loss, for `side`.
fn rank(v: &Verdict, side: SideId) -> u8 {
    match v.winner {
        Some(w) if w == side => 2,
        None => 1,
        Some(_) => 0,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn swapping_sides_mirrors_the_verdict(s in scenario_strategy()) {
        let v = verdict(&s);
        let w = verdict(&s.swapped());
        prop_assert_eq!(w.winner, v.winner.map(SideId::other));
        prop_assert_eq!(&w.level, &v.level);
        // A draw names the sides in file order; a victory's headline reads the same.
        if v.winner.is_some() {
            prop_assert_eq!(&w.headline, &v.headline);
        }
        for f in &v.figures {
            let g = w.figures.iter().find(|g| g.id == f.id).unwrap();
            prop_assert_eq!(&g.text, &[f.text[1].clone(), f.text[0].clone()]);
        }
        let last = s.log.turns.len() - 1;
        for side in [A, B] {
            let a = withdrawal_status(&s, side, last);
            let b = withdrawal_status(&s.swapped(), side.other(), last);
            prop_assert_eq!(
                (a.original, a.current, a.rs_percent, a.vp_percent, a.penalty, a.wf, &a.reasons),
                (b.original, b.current, b.rs_percent, b.vp_percent, b.penalty, b.wf, &b.reasons)
            );
        }
    }

    #[test]
    fn taking_a_marker_from_the_enemy_never_worsens_your_result(
        s in scenario_strategy(),
        me in side_strategy(),
        pick in 0..10usize,
    ) {
        // Before the battle there is no result to worsen: no verdict yet is not a draw.
        prop_assume!(!umpire::systems::nothing_logged(&s));
        let last = s.log.turns.len() - 1;
        let end = umpire::model::replay(&s, s.log.turns.len());
        let enemy_held: Vec<&str> = IDS
            .iter()
            .copied()
            .filter(|m| end.control.get(*m) == Some(&me.other()))
            .collect();
        prop_assume!(!enemy_held.is_empty());
        let marker = enemy_held[pick % enemy_held.len()];
        let mut t = s.clone();
        take(&mut t, last, marker, me);
        prop_assert!(rank(&verdict(&t), me) >= rank(&verdict(&s), me));
        let (before, after) = (withdrawal_status(&s, me, last), withdrawal_status(&t, me, last));
        prop_assert!(after.vp_percent > before.vp_percent);
        prop_assert!(after.wf >= before.wf);
        prop_assert!(after.chance_to_withdraw <= before.chance_to_withdraw);
    }

    #[test]
    fn no_panic_on_arbitrary_data(
        s in scenario_strategy(),
        values in prop::collection::vec(0..200u32, 0..14),
        rolls in prop::collection::vec((side_strategy(), 0..300u32, 0..300u32, 0..300u32, 0..300u32, any::<bool>()), 0..4),
        turn in 0..10usize,
        value in 0..300u32,
    ) {
        let mut s = s;
        for (m, v) in s.markers.markers.iter_mut().zip(&values) {
            m.value = Some(*v);
        }
        s.markers.values = values.clone();
        for (side, rs, vp, wf, r, withdrew) in rolls {
            s.log.turns[0].events.push(Event::WithdrawalTest(WithdrawalTestRecord {
                side, rs_percent: rs, vp_percent: Some(vp), penalty: 0, wf: Some(wf), roll: roll(r), withdrew,
            }));
        }
        let _ = WeightedObjectives.judge(&s);
        for side in [A, B] {
            let st = withdrawal_status(&s, side, turn);
            if let Ok(r) = resolve_test(&s, side, turn, roll(value)) {
                prop_assert!(st.may_be_challenged);
                prop_assert_eq!(Some(r.withdrew), r.wf.map(|wf| value > wf));
            }
        }
    }
}
