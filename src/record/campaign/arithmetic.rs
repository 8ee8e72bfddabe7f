//! The carry-forward arithmetic, exact and rounded one way: every share of a unit's strength or
//! casualties is taken in each measure as an exact fraction ([`crate::systems::exact`]) and
//! **rounded down per unit**. So what comes back to a unit (returns and replacements together)
//! never exceeds what it lost, and what a pursuit takes never exceeds what it had left; an army's
//! figure is the sum of its units' (never a share of the army's total, which would round once
//! for all and could give a man no unit has).

use crate::model::Strength;
use crate::model::campaign::{Replacements, Share};
use crate::record::Measure;
/// ⌊n · num / den⌋ for num / den ≥ 0, in integers: exact, as the fraction's own arithmetic
/// would be, without reducing a fraction for every unit and measure (a campaign takes a share
/// of a million figures). A share's terms are at most [`crate::model::campaign::MAX_TERM`] and
/// a tranche's multiple at most [`crate::model::campaign::MAX_TRANCHES`] times one, so
/// `n · num` fits in 128 bits.
fn floor_times(num: u128, den: u128, n: u64) -> u64 {
    let v = u128::from(n) * num / den.max(1);
    // num / den ≤ 1 in every use (the file's shares are at most 100%), so v ≤ n.
    u64::try_from(v).unwrap_or(u64::MAX).min(n)
}

fn terms(share: Share) -> (u128, u128) {
    (
        u128::from(share.numerator()),
        u128::from(share.denominator()),
    )
}

/// `share` of each measure of `s`, rounded down in each.
pub fn share_of(s: Strength, share: Share) -> Strength {
    let (num, den) = terms(share);
    Measure::strength(|m| floor_times(num, den, m.of(s)))
}

/// How many tranches of replacements a battle's casualties get: until `share` a time reaches
/// `up_to`, that is ⌈up_to / share⌉ (none when either is 0).
pub fn tranches(r: &Replacements) -> u32 {
    if r.share.is_zero() || r.up_to.is_zero() {
        return 0;
    }
    let ((s_n, s_d), (u_n, u_d)) = (terms(r.share), terms(r.up_to));
    // up_to / share = (u_n · s_d) / (u_d · s_n), rounded up.
    let (a, b) = (u_n * s_d, u_d * s_n);
    u32::try_from(a.div_ceil(b)).unwrap_or(u32::MAX)
}

/// What a unit has got back by tranche `k` (1-based) of the replacements of casualties that
/// did not return, `not_returned`: ⌊min(k · share, up_to) · not_returned⌋ in each measure.
/// Taken from the total each time, so the rounding never adds up across tranches.
pub fn replaced_by(r: &Replacements, k: u32, not_returned: Strength) -> Strength {
    let ((s_n, s_d), (u_n, u_d)) = (terms(r.share), terms(r.up_to));
    let k_n = u128::from(k) * s_n;
    // k · share against up_to, crossed out: k · s_n · u_d against u_n · s_d.
    let (num, den) = if k_n * u_d <= u_n * s_d {
        (k_n, s_d)
    } else {
        (u_n, u_d)
    };
    Measure::strength(|m| floor_times(num, den, m.of(not_returned)))
}

/// Tranche `k`'s own part: what was got back by tranche `k` less what was by tranche `k − 1`.
pub fn tranche(r: &Replacements, k: u32, not_returned: Strength) -> Strength {
    let before = if k == 0 {
        Strength::default()
    } else {
        replaced_by(r, k - 1, not_returned)
    };
    replaced_by(r, k, not_returned).minus(before)
}

/// Whether a strength is nothing in every measure.
pub fn is_nothing(s: Strength) -> bool {
    s == Strength::default()
}

/// `a − b` in each measure, for `b` known to be within `a` (a loss within what a unit has).
pub fn less(a: Strength, b: Strength) -> Strength {
    debug_assert!(Measure::ALL.iter().all(|m| m.of(b) <= m.of(a)));
    a.minus(b)
}

/// The sum of strengths.
pub fn total(items: impl IntoIterator<Item = Strength>) -> Strength {
    items
        .into_iter()
        .fold(Strength::default(), |acc, s| acc.plus(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn share(text: &str) -> Share {
        Share::parse(text).unwrap()
    }

    fn men(n: u64) -> Strength {
        Strength {
            men: n,
            ..Default::default()
        }
    }

    #[test]
    fn a_share_is_rounded_down_per_measure() {
        let s = Strength {
            men: 1_001,
            stands: 7,
            unit_points: 5,
            strength_points: 1,
        };
        assert_eq!(
            share_of(s, share("50%")),
            Strength {
                men: 500,
                stands: 3,
                unit_points: 2,
                strength_points: 0,
            }
        );
        assert_eq!(share_of(men(3), share("1/3")), men(1));
        assert_eq!(share_of(men(2), share("1/3")), men(0));
        // 12.5% of 8 is exactly 1: no float error takes it below.
        assert_eq!(share_of(men(8), share("12.5%")), men(1));
        // 7% of 100 is exactly 7 (a float says 7.000000000000001 or 6.999…).
        assert_eq!(share_of(men(100), share("7%")), men(7));
        assert_eq!(share_of(men(u64::MAX), share("100%")), men(u64::MAX));
        assert_eq!(share_of(men(u64::MAX), share("0%")), men(0));
    }

    #[test]
    fn replacements_come_in_tranches_that_never_exceed_the_share_reached() {
        let r = Replacements {
            share: share("25%"),
            every_days: 7,
            up_to: share("75%"),
        };
        assert_eq!(tranches(&r), 3);
        // 10 men not returned: 25% is 2.5 → 2; 50% is 5 → 3 more; 75% is 7.5 → 7, 2 more.
        let parts: Vec<u64> = (1..=3).map(|k| tranche(&r, k, men(10)).men).collect();
        assert_eq!(parts, [2, 3, 2]);
        assert_eq!(replaced_by(&r, 3, men(10)), men(7), "the unit keeps 3");
        assert_eq!(replaced_by(&r, 9, men(10)), men(7), "never past up_to");
        let thirds = Replacements {
            share: share("1/3"),
            every_days: 1,
            up_to: share("100%"),
        };
        assert_eq!(tranches(&thirds), 3);
        assert_eq!(replaced_by(&thirds, 3, men(10)), men(10));
        let uneven = Replacements {
            share: share("30%"),
            every_days: 1,
            up_to: share("100%"),
        };
        assert_eq!(tranches(&uneven), 4, "30, 60, 90, then the last 10%");
    }

    mod against_fractions {
        use super::*;
        use crate::systems::exact::{Q, int, q};
        use proptest::prelude::*;

        fn fraction(share: Share) -> Q {
            q(
                i128::from(share.numerator()),
                i128::from(share.denominator()),
            )
        }

        /// ⌊x · n⌋ with the exact fractions of the systems.
        fn floor(x: Q, n: u64) -> u64 {
            u64::try_from((x * int(i128::from(n))).floor().to_integer()).unwrap()
        }

        fn a_share() -> impl Strategy<Value = Share> {
            (0u64..=1_000, 1u64..=1_000)
                .prop_filter_map("at most the whole", |(n, d)| Share::fraction(n.min(d), d))
        }

        proptest! {
            #[test]
            fn shares_and_tranches_in_integers_are_the_fractions_rounded_down(
                share in a_share(),
                step in a_share(),
                up_to in a_share(),
                n in 0u64..10_000_000,
                k in 0u32..12,
            ) {
                prop_assert_eq!(share_of(men(n), share).men, floor(fraction(share), n));
                let r = Replacements { share: step, every_days: 1, up_to };
                let reached = (fraction(step) * int(i128::from(k))).min(fraction(up_to));
                prop_assert_eq!(replaced_by(&r, k, men(n)).men, floor(reached, n));
                if !step.is_zero() && !up_to.is_zero() {
                    let t = (fraction(up_to) / fraction(step)).ceil().to_integer();
                    prop_assert_eq!(i128::from(tranches(&r)), t);
                }
            }
        }
    }
}
