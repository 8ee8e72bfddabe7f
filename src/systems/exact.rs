//! Exact arithmetic for table boundaries: rationals over i128, never floats.
//!
//! RULES.md: 700 of 10,000 against 1,000 of 10,000 is a ratio of exactly 0.7; a float says
//! 0.7000000000000001 and picks the wrong row. Men counts up to millions multiplied four times
//! stay far below i128's range.
//!
//! The writers ([`decimal`], [`percent`], [`fraction`]) write in the language in force
//! (`crate::i18n::current`): `35.00%`, `2.13`, `12345` in English, `35,00 %`, `2,13`, `12 345`
//! in French (U+202F between groups and before `%`).

use crate::i18n::{self, Lang, format::NARROW_NBSP};
use num_rational::Ratio;
use num_traits::Zero;

/// An exact rational number.
pub type Q = Ratio<i128>;

/// `n / d` exactly. Panics only on `d == 0`; callers check for zero first and report it.
pub fn q(n: impl Into<i128>, d: impl Into<i128>) -> Q {
    Q::new(n.into(), d.into())
}

/// A whole number as a rational.
pub fn int(n: impl Into<i128>) -> Q {
    Q::from_integer(n.into())
}

/// Round to the nearest integer, halves upward (RULES.md: "Rounding is half up").
pub fn round_half_up(x: Q) -> i128 {
    scaled_half_up(x, 1)
}

/// round_half_up(n / d) for d > 0, without building (and reducing) the fraction.
pub fn round_half_up_ratio(n: i128, d: i128) -> i128 {
    match n
        .checked_mul(2)
        .and_then(|n2| n2.checked_add(d))
        .zip(d.checked_mul(2))
    {
        Some((top, bottom)) => div_floor(top, bottom),
        None => round_half_up(q(n, d)),
    }
}

/// round_half_up(x × scale) straight from the numerator and denominator: ⌊(2·n·scale + d) / 2d⌋.
/// (A `Q` is kept in lowest terms with a positive denominator; going through `Q` operations
/// would reduce every intermediate fraction, which costs more than the rounding itself.)
fn scaled_half_up(x: Q, scale: i128) -> i128 {
    let (n, d) = (*x.numer(), *x.denom());
    let top = n
        .checked_mul(scale)
        .and_then(|ns| ns.checked_mul(2))
        .and_then(|ns2| ns2.checked_add(d));
    match top.zip(d.checked_mul(2)) {
        Some((top, bottom)) => div_floor(top, bottom),
        // Only for values near i128's range, which no battle reaches.
        None => (x * int(scale) + q(1, 2)).floor().to_integer(),
    }
}

/// ⌊a / b⌋ for b > 0, in 64 bits when both fit: a 128-bit division is a slow library call,
/// and battle figures nearly always fit.
fn div_floor(a: i128, b: i128) -> i128 {
    match (i64::try_from(a), i64::try_from(b)) {
        (Ok(a), Ok(b)) => i128::from(a.div_euclid(b)),
        _ => a.div_euclid(b),
    }
}

/// A decimal with `places` decimals, rounded half up, for display only.
pub fn decimal(x: Q, places: u32) -> String {
    let scale = 10i128.pow(places);
    let scaled = scaled_half_up(x, scale);
    let sign = if scaled < 0 { "-" } else { "" };
    let (a, scale) = (scaled.unsigned_abs(), scale.unsigned_abs());
    let (whole, frac) = (a / scale, a % scale);
    let whole = digits(whole);
    match (places, i18n::current()) {
        (0, _) => format!("{sign}{whole}"),
        (_, Lang::En) => format!("{sign}{whole}.{frac:0width$}", width = places as usize),
        (_, Lang::Fr) => format!("{sign}{whole},{frac:0width$}", width = places as usize),
    }
}

/// The digits of a whole figure in the language in force: English as Rust writes them
/// (`12345`, as the steps always showed), French grouped by U+202F (`12 345`).
fn digits(whole: u128) -> String {
    match (i18n::current(), i128::try_from(whole)) {
        (Lang::Fr, Ok(n)) => i18n::whole_number(n),
        _ => whole.to_string(),
    }
}

/// A ratio shown as a percentage with two decimals: 7/20 → "35.00%" (French "35,00 %", a
/// narrow no-break space before the sign).
pub fn percent(x: Q) -> String {
    let mut text = decimal_scaled(x, 100, 2);
    if i18n::current() == Lang::Fr {
        text.push(NARROW_NBSP);
    }
    text.push('%');
    text
}

/// `x × factor` as a decimal with `places` decimals, rounded half up.
fn decimal_scaled(x: Q, factor: i128, places: u32) -> String {
    match x.numer().checked_mul(factor) {
        Some(n) => decimal(Q::new_raw(n, *x.denom()), places),
        None => decimal(x * int(factor), places),
    }
}

/// Whether the decimal shown by [`decimal`] with `places` is exact.
pub fn is_exact_decimal(x: Q, places: u32) -> bool {
    match x.numer().checked_mul(10i128.pow(places)) {
        Some(n) => n % x.denom() == 0,
        None => (x * int(10i128.pow(places))).is_integer(),
    }
}

/// Whether `x ≥ n / d` (`d > 0`), by cross-multiplication: comparing two `Q`s divides
/// repeatedly, and the tables compare against fixed edges many times.
pub fn at_least(x: Q, n: i128, d: i128) -> bool {
    match (x.numer().checked_mul(d), n.checked_mul(*x.denom())) {
        (Some(left), Some(right)) => left >= right,
        _ => x >= q(n, d),
    }
}

/// Whether `x ≤ n / d` (`d > 0`), by cross-multiplication (see [`at_least`]).
pub fn at_most(x: Q, n: i128, d: i128) -> bool {
    match (x.numer().checked_mul(d), n.checked_mul(*x.denom())) {
        (Some(left), Some(right)) => left <= right,
        _ => x <= q(n, d),
    }
}

/// `x` as the nearest `f64` (ties to even), for charts and the figures' `values` only.
pub fn to_f64(x: Q) -> f64 {
    // Both parts exact in an f64: one IEEE division is already correctly rounded.
    const EXACT: u128 = 1 << 53;
    let (n, d) = (*x.numer(), *x.denom());
    let (a, b) = (n.unsigned_abs(), d.unsigned_abs());
    let magnitude = if a <= EXACT && b <= EXACT {
        a as f64 / b as f64
    } else {
        nearest_f64(a, b)
    };
    if n < 0 { -magnitude } else { magnitude }
}

/// `a / b` (`b > 0`) rounded to the nearest `f64`, ties to even: the value num-rational's
/// conversion gives (through big integers), by long division in 128 bits.
fn nearest_f64(a: u128, b: u128) -> f64 {
    if a == 0 {
        return 0.0;
    }
    // The quotient to 55 significant bits (53 for the mantissa, 2 to round on) and whether
    // anything is left below them; value = (q + r / b) × 2^exp throughout.
    let (mut q, mut r, mut exp) = (a / b, a % b, 0i32);
    while q < 1 << 54 {
        // r < b ≤ 2^127 (b is an i128's magnitude), so 2r fits.
        r <<= 1;
        let bit = r >= b;
        if bit {
            r -= b;
        }
        q = (q << 1) | u128::from(bit);
        exp -= 1;
    }
    let extra = 128 - q.leading_zeros() - 55;
    let sticky = r != 0 || q & ((1 << extra) - 1) != 0;
    let q55 = q >> extra;
    let (mut mantissa, round) = (q55 >> 2, q55 & 0b11);
    if round == 0b11 || (round == 0b10 && (sticky || mantissa & 1 == 1)) {
        mantissa += 1;
    }
    exp += extra as i32 + 2;
    // mantissa ≤ 2^53 and |exp| stays far inside the normal range (|a / b| < 2^127 and
    // > 2^-127), so both factors and the product are exact.
    mantissa as f64 * f64::from_bits(((exp + 1023) as u64) << 52)
}

/// `x` as "a/b" in lowest terms, or "a" when whole.
/// French groups the digits of each term (`3 300/7`).
pub fn fraction(x: Q) -> String {
    let term = |n: i128| match i18n::current() {
        Lang::En => n.to_string(),
        Lang::Fr => i18n::whole_number(n),
    };
    if x.is_integer() {
        term(*x.numer())
    } else {
        format!("{}/{}", term(*x.numer()), term(*x.denom()))
    }
}

/// `n / d`, or `None` when `d` is zero.
pub fn checked_q(n: impl Into<i128>, d: impl Into<i128>) -> Option<Q> {
    let d = d.into();
    if d.is_zero() { None } else { Some(q(n, d)) }
}

/// "1 Morale Point", "2 Morale Points", "2,500 men": a count with its English noun in the right
/// number (never "Point(s)"). English only: a text in any language counts with
/// `words::Noun::count` or a message of its own with the count's plural forms.
pub fn count(n: u64, singular: &str, plural: &str) -> String {
    if n == 1 {
        format!("1 {singular}")
    } else {
        format!("{} {plural}", crate::i18n::whole_number(i128::from(n)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_float_trap_of_rules_md_is_exact_here() {
        let r = q(700, 10_000) / q(1_000, 10_000);
        assert_eq!(r, q(7, 10));
        assert!(r <= q(7, 10) && r > q(6, 10));
        // The float way gets it wrong, which is the point of this module.
        let (ours, theirs) = (
            std::hint::black_box(700.0_f64 / 10_000.0),
            std::hint::black_box(1_000.0_f64 / 10_000.0),
        );
        assert!(ours / theirs > 0.7);
    }

    #[test]
    fn rounding_is_half_up() {
        assert_eq!(round_half_up(q(59, 100) * int(60)), 35); // 35.4
        assert_eq!(round_half_up(q(1, 2)), 1);
        assert_eq!(round_half_up(q(3, 2)), 2);
        assert_eq!(round_half_up(q(249, 10)), 25);
        assert_eq!(round_half_up(q(-1, 2)), 0);
        for (n, d) in [
            (5900, 100),
            (354, 10),
            (1, 2),
            (-1, 2),
            (-3, 2),
            (249, 10),
            (7, 3),
        ] {
            assert_eq!(round_half_up_ratio(n, d), round_half_up(q(n, d)), "{n}/{d}");
        }
    }

    #[test]
    fn display_helpers() {
        assert_eq!(percent(q(7, 20)), "35.00%");
        assert_eq!(percent(q(1, 3)), "33.33%");
        assert_eq!(percent(q(2, 3)), "66.67%");
        assert_eq!(decimal(q(213, 100), 2), "2.13");
        assert_eq!(fraction(q(64, 30)), "32/15");
        assert_eq!(
            decimal(q(i128::MAX / 1000, 1), 0),
            (i128::MAX / 1000).to_string()
        );
        assert_eq!(decimal(q(-7, 4), 1), "-1.7"); // −1.75 rounds half up to −1.7
        assert_eq!(decimal(q(1, 1000), 3), "0.001");
        assert_eq!(decimal(q(12_345, 1), 0), "12345");
        assert_eq!(decimal(q(u64::MAX, 1), 0), u64::MAX.to_string());
        assert!(is_exact_decimal(q(1, 4), 2) && !is_exact_decimal(q(1, 3), 2));
        assert_eq!(decimal(q(-1, 200), 2), "0.00"); // −0.005 rounds half up to 0
        assert_eq!(decimal(q(-3, 200), 2), "-0.01"); // −0.015 → −0.01
        assert_eq!(percent(q(1, 200)), "0.50%");
    }

    #[test]
    fn the_writers_write_french_the_french_way() {
        use crate::i18n::with_lang;
        let fr = |text: &str| text.replace('_', "\u{202F}");
        with_lang(Lang::Fr, || {
            assert_eq!(percent(q(7, 20)), fr("35,00_%"));
            assert_eq!(percent(q(1138, 10_000)), fr("11,38_%"));
            assert_eq!(percent(q(-3, 200)), fr("-1,50_%"));
            assert_eq!(percent(q(1_000_000, 3)), fr("33_333_333,33_%"));
            assert_eq!(decimal(q(213, 100), 2), "2,13");
            assert_eq!(decimal(q(3300, 1), 0), fr("3_300"));
            assert_eq!(decimal(q(123_456_789, 1000), 1), fr("123_456,8"));
            assert_eq!(decimal(q(-7, 4), 1), "-1,7");
            assert_eq!(decimal(q(-1, 200), 2), "0,00");
            assert_eq!(fraction(q(64, 30)), "32/15");
            assert_eq!(fraction(q(3300, 7)), fr("3_300/7"));
            assert_eq!(fraction(q(-12_000, 1)), fr("-12_000"));
        });
        // English, whatever the thread's default: as it always was.
        with_lang(Lang::En, || {
            assert_eq!(percent(q(1_000_000, 3)), "33333333.33%");
            assert_eq!(decimal(q(3300, 1), 0), "3300");
            assert_eq!(fraction(q(3300, 7)), "3300/7");
        });
    }

    #[test]
    fn rounding_from_numerator_agrees_with_rational_rounding() {
        for n in -500..=500 {
            for d in 1..=40 {
                let x = q(n, d);
                for scale in [1, 10, 100, 10_000] {
                    let slow = (x * int(scale) + q(1, 2)).floor().to_integer();
                    assert_eq!(scaled_half_up(x, scale), slow, "{n}/{d} × {scale}");
                }
                assert_eq!(is_exact_decimal(x, 2), (x * int(100)).is_integer());
                for (en, ed) in [(7, 10), (-1, 3), (0, 1), (35, 100)] {
                    assert_eq!(at_least(x, en, ed), x >= q(en, ed), "{n}/{d} ≥ {en}/{ed}");
                    assert_eq!(at_most(x, en, ed), x <= q(en, ed), "{n}/{d} ≤ {en}/{ed}");
                }
            }
        }
        // Near the edge of i128 the slow path takes over instead of overflowing.
        let huge = q(i128::MAX / 3, 7);
        assert_eq!(round_half_up(huge), (huge + q(1, 2)).floor().to_integer());
    }

    #[test]
    fn to_f64_is_the_nearest_float_as_num_rational_gives_it() {
        // The bits num-rational 0.4's conversion (through big integers) gave for these; the same
        // long division agreed with it on three million random fractions and on halfway cases.
        for (n, d, bits) in [
            (1i128, 3i128, 0x3fd5_5555_5555_5555u64),
            (-2, 7, 0xbfd2_4924_9249_2492),
            (700, 10_000, 0x3fb1_eb85_1eb8_51ec),
            (i128::MAX, 1, 0x47e0_0000_0000_0000),
            (-i128::MAX, 1, 0xc7e0_0000_0000_0000),
            (1, i128::MAX, 0x3800_0000_0000_0000),
            // Halfway between two floats: ties go to the even mantissa.
            ((1 << 54) + 1, 2, 0x4340_0000_0000_0000),
            ((1 << 54) + 3, 2, 0x4340_0000_0000_0001),
            (10i128.pow(30) + 7, 3, 0x4610_d43b_7bc0_5df1),
            (
                123_456_789_012_345_678_901_234_567,
                98_765_432_109_876_543,
                0x41d2_a05f_1d27_0000,
            ),
            (9_007_199_254_740_993, 3, 0x4325_5555_5555_5556),
        ] {
            assert_eq!(to_f64(q(n, d)).to_bits(), bits, "{n}/{d}");
        }
        assert_eq!(to_f64(q(0, 1)), 0.0);
        assert_eq!(to_f64(q(335_356, 6)), 55_892.666_666_666_664);
        assert_eq!(
            to_f64(q(
                -837_804_025_137_333_226_234_697_939_774_316_451_i128,
                2_220_710_179_348_049_576_862_362_034_374_i128
            )),
            -377_268.512_086_207_3
        );
    }
}
