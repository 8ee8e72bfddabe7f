//! Properties over arbitrary scenarios: swapping the sides mirrors the verdict, more casualties
//! never improve a side's result, and no numbers make the system panic.

use super::*;

// ---------------------------------------------------------------------------------------------
// Properties

fn arb_end() -> impl Strategy<Value = EndOfBattle> {
    (
        (
            1u64..200_000,
            0u64..100_000,
            0u64..=1_000,
            0u64..40,
            0u64..300,
        ),
        (0u64..5_000, 0u64..=100, 0u64..12, 0u64..20),
        (0u64..60, 0u64..=100, 0u64..=100),
    )
        .prop_map(|(men, cav, inf)| {
            let (start, reinforcements, permille, guns, infringement) = men;
            let (cavalry_start, surviving_pct, batteries, rounds) = cav;
            let (infantry_units, out_pct, low_pct) = inf;
            let strength = start + reinforcements;
            let out = infantry_units * out_pct / 100;
            EndOfBattle {
                start_men: start,
                reinforcements_men: reinforcements,
                casualties_men: strength * permille / 1_000,
                guns_lost: guns,
                infringement_losses_caused: infringement,
                cavalry_start,
                cavalry_surviving: cavalry_start * surviving_pct / 100,
                batteries,
                rounds,
                infantry_units,
                out_of_ammunition: out,
                low_on_ammunition: (infantry_units - out) * low_pct / 100,
                ..Default::default()
            }
        })
}

pub(super) fn arb_scenario() -> impl Strategy<Value = Scenario> {
    (
        arb_end(),
        arb_end(),
        any::<[bool; 4]>(),
        prop_oneof![Just(25u64), 0u64..60],
    )
        .prop_map(|(a, b, cic, men_per_gun)| {
            let mut s = scenario(a, b);
            s.sides[0].c_in_c.lost = cic[0];
            s.sides[0].c_in_c.head_of_state = cic[1];
            s.sides[1].c_in_c.lost = cic[2];
            s.sides[1].c_in_c.head_of_state = cic[3];
            s.settings.men_per_gun = men_per_gun;
            s
        })
}

/// The result from one side's view: +3 for its Overwhelming victory … −3 for the enemy's.
fn score(j: &Judgement, side: SideId) -> Option<i32> {
    let v = j.verdict()?;
    let level = Level::ALL
        .into_iter()
        .find(|l| l.label() == v.level)
        .expect("a level of the chart")
        .ordinal();
    Some(match v.winner {
        Some(w) if w == side => level,
        Some(_) => -level,
        None => 0,
    })
}

proptest! {
    #[test]
    fn swapping_the_sides_mirrors_the_verdict(s in arb_scenario()) {
        let j = CasualtyChart.judge(&s);
        let m = CasualtyChart.judge(&s.swapped());
        crate::mirror::judgements_mirror(&j, &m)?;
    }

    #[test]
    fn more_casualties_never_improve_a_sides_result(
        s in arb_scenario(),
        side in prop_oneof![Just(A), Just(B)],
        extra in 1u64..50_000,
    ) {
        let before = CasualtyChart.judge(&s);
        let mut worse = s.clone();
        let e = &mut worse.side_mut(side).contingents[0].end;
        e.casualties_men = (e.casualties_men + extra).min(e.start_men + e.reinforcements_men);
        let after = CasualtyChart.judge(&worse);
        if let (Some(b), Some(a)) = (score(&before, side), score(&after, side)) {
            prop_assert!(a <= b, "{:?}: {} before, {} after", side, b, a);
        }
    }

    #[test]
    fn arbitrary_numbers_never_panic(
        ends in proptest::collection::vec((any::<[u64; 16]>(), 0usize..2), 0..5),
        men_per_gun in any::<u64>(),
        cic in any::<[bool; 4]>(),
    ) {
        let mut s = Scenario::new("fuzz");
        for (v, side) in ends {
            let e = EndOfBattle {
                start_men: v[0],
                reinforcements_men: v[1],
                casualties_men: v[2],
                guns_lost: v[3],
                infringement_losses_caused: v[4],
                cavalry_start: v[5],
                cavalry_surviving: v[6],
                batteries: v[7],
                rounds: v[8],
                infantry_units: v[9],
                out_of_ammunition: v[10],
                low_on_ammunition: v[11],
                guns_lost_to_infantry: v[12],
                guns_lost_to_artillery: v[13],
                guns_abandoned: v[14],
                guns_destroyed_by_cavalry_alone: v[15],
            };
            s.sides[side].contingents.push(contingent("c", e));
        }
        s.settings.men_per_gun = men_per_gun;
        s.sides[0].c_in_c.lost = cic[0];
        s.sides[0].c_in_c.head_of_state = cic[1];
        s.sides[1].c_in_c.lost = cic[2];
        s.sides[1].c_in_c.head_of_state = cic[3];
        let j = CasualtyChart.judge(&s);
        if let Judgement::Verdict(v) = &j {
            prop_assert!(Level::ALL.iter().any(|l| l.label() == v.level));
            prop_assert!(!v.steps.is_empty());
        }
        let _ = casualty_chart::side_figures(&s);
    }

    #[test]
    fn small_arbitrary_numbers_never_panic(
        a in any::<[u8; 16]>(),
        b in any::<[u8; 16]>(),
        men_per_gun in 0u64..100,
    ) {
        let make = |v: [u8; 16]| {
            let v = v.map(u64::from);
            EndOfBattle {
                start_men: v[0],
                reinforcements_men: v[1],
                casualties_men: v[2],
                guns_lost: v[3],
                infringement_losses_caused: v[4],
                cavalry_start: v[5],
                cavalry_surviving: v[6],
                batteries: v[7],
                rounds: v[8],
                infantry_units: v[9],
                out_of_ammunition: v[10],
                low_on_ammunition: v[11],
                guns_lost_to_infantry: v[12],
                guns_lost_to_artillery: v[13],
                guns_abandoned: v[14],
                guns_destroyed_by_cavalry_alone: v[15],
            }
        };
        let mut s = scenario(make(a), make(b));
        s.settings.men_per_gun = men_per_gun;
        let j = CasualtyChart.judge(&s);
        if let Judgement::Verdict(v) = &j {
            prop_assert!(Level::ALL.iter().any(|l| l.label() == v.level));
            prop_assert_eq!(v.winner.is_none(), v.level == "Draw");
            prop_assert_eq!(v.figures.len(), 4);
        }
    }
}
