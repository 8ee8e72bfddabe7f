//! Properties over arbitrary orders of battle: the verdict mirrors when the sides swap, losses
//! never help, and nothing panics.

use super::*;

// ---------------------------------------------------------------------------------------------
// Properties

#[derive(Clone, Debug)]
struct UnitSpec {
    kind: usize,
    up: u64,
    status: usize,
    lost_percent: u64,
}

fn arb_units() -> impl Strategy<Value = Vec<UnitSpec>> {
    proptest::collection::vec(
        (
            0usize..4,
            0u64..40,
            0usize..7,
            prop_oneof![Just(0u64), 0u64..=100],
        )
            .prop_map(|(kind, up, status, lost_percent)| UnitSpec {
                kind,
                up,
                status,
                lost_percent,
            }),
        1..7,
    )
}

fn arb_end() -> impl Strategy<Value = Option<GameEnd>> {
    prop_oneof![
        Just(Some(GameEnd::Collapse { vanquished: A })),
        Just(Some(GameEnd::Collapse { vanquished: B })),
        Just(Some(GameEnd::Sundown)),
    ]
}

fn build(a: &[UnitSpec], b: &[UnitSpec], end: Option<GameEnd>) -> Scenario {
    let make = |prefix: &str, specs: &[UnitSpec]| -> Vec<Unit> {
        specs
            .iter()
            .enumerate()
            .map(|(i, u)| {
                with(
                    unit(&format!("{prefix}{i}"), UnitKind::ALL[u.kind], u.up),
                    UnitStatus::ALL[u.status],
                )
            })
            .collect()
    };
    let mut s = scenario(make("a", a), make("b", b), end);
    let mut events = Vec::new();
    for (side, prefix, specs) in [(A, "a", a), (B, "b", b)] {
        for (i, u) in specs.iter().enumerate() {
            let lost = u.up * u.lost_percent / 100;
            if lost > 0 {
                events.push(lose(side, Some(&format!("{prefix}{i}")), lost));
            }
        }
    }
    log(&mut s, events);
    s
}

fn arb_scenario() -> impl Strategy<Value = Scenario> {
    (arb_units(), arb_units(), arb_end()).prop_map(|(a, b, end)| build(&a, &b, end))
}

/// The result from one side's view: +4 for its overwhelming victory … −4 for the enemy's; at
/// sundown the side ahead counts as winning the band the ratio would give.
fn score(s: &Scenario, side: SideId) -> Option<i32> {
    let a = unit_points::analyse(s).ok()?;
    Some(match a.ahead {
        Some(x) if x == side => a.band.ordinal(),
        Some(_) => -a.band.ordinal(),
        None => 0,
    })
}

proptest! {
    #[test]
    fn swapping_the_sides_mirrors_the_verdict(s in arb_scenario()) {
        let j = UnitPoints.judge(&s);
        let m = UnitPoints.judge(&s.swapped());
        crate::mirror::judgements_mirror(&j, &m)?;
    }

    #[test]
    fn more_losses_never_improve_a_sides_result(
        s in arb_scenario(),
        side in prop_oneof![Just(A), Just(B)],
        pick in any::<prop::sample::Index>(),
        destroy in any::<bool>(),
        amount in 1u64..20,
    ) {
        let units: Vec<&Unit> = s.side(side).units().filter(|u| u.kind != UnitKind::General).collect();
        prop_assume!(!units.is_empty());
        let u = units[pick.index(units.len())];
        let event = if destroy {
            status(&u.id, UnitStatus::DestroyedOrFled)
        } else {
            let lost = replay(&s, usize::MAX).units[u.id.as_str()].lost.unit_points;
            let left = u.strength.unit_points - lost;
            prop_assume!(left > 0);
            lose(side, Some(&u.id), amount.min(left))
        };
        let mut worse = s.clone();
        log(&mut worse, vec![event]);
        if let (Some(before), Some(after)) = (score(&s, side), score(&worse, side)) {
            prop_assert!(after <= before, "{:?}: {} before, {} after", side, before, after);
        }
    }

    #[test]
    fn arbitrary_numbers_never_panic(
        units in proptest::collection::vec((0usize..2, 0usize..4, any::<u64>(), 0usize..7, 0usize..4), 0..8),
        losses in proptest::collection::vec((0usize..2, proptest::option::of(0usize..6), any::<u64>()), 0..6),
        end in proptest::option::of(arb_end()),
    ) {
        let mut s = scenario(vec![], vec![], end.flatten());
        for (side, kind, up, status, id) in units {
            s.sides[side].contingents[0].units.push(with(
                unit(&format!("u{id}"), UnitKind::ALL[kind], up),
                UnitStatus::ALL[status],
            ));
        }
        let events = losses
            .into_iter()
            .map(|(side, id, up)| {
                let id = id.map(|i| format!("u{i}"));
                lose(SideId::from_index(side), id.as_deref(), up)
            })
            .collect();
        log(&mut s, events);
        if let Judgement::Verdict(v) = UnitPoints.judge(&s) {
            prop_assert_eq!(v.figures.len(), 3);
            prop_assert!(!v.steps.is_empty());
        }
        let _ = unit_points::unit_points(&s);
    }
}
