//! Exact arithmetic for table boundaries: rationals over i128, never floats.
//!
//! RULES.md: 700 of 10,000 against 1,000 of 10,000 is a ratio of exactly 0.7; a float says
//! 0.7000000000000001 and picks the wrong row. Men counts up to millions multiplied four times
//! stay far below i128's range.

use num_rational::Ratio;
use num_traits::{ToPrimitive, Zero};

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
    (x + q(1, 2)).floor().to_integer()
}

/// A decimal with `places` decimals, rounded half up, for display only.
pub fn decimal(x: Q, places: u32) -> String {
    let scale = 10i128.pow(places);
    let scaled = round_half_up(x * int(scale));
    let neg = scaled < 0;
    let a = scaled.abs();
    let whole = a / scale;
    let frac = a % scale;
    let sign = if neg { "-" } else { "" };
    if places == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac:0width$}", width = places as usize)
    }
}

/// A ratio shown as a percentage with two decimals: 7/20 → "35.00%".
pub fn percent(x: Q) -> String {
    format!("{}%", decimal(x * int(100), 2))
}

/// Whether the decimal shown by [`decimal`] with `places` is exact.
pub fn is_exact_decimal(x: Q, places: u32) -> bool {
    (x * int(10i128.pow(places))).is_integer()
}

/// For charts only.
pub fn to_f64(x: Q) -> f64 {
    x.to_f64().unwrap_or(0.0)
}

/// `x` as "a/b" in lowest terms, or "a" when whole.
pub fn fraction(x: Q) -> String {
    if x.is_integer() {
        x.to_integer().to_string()
    } else {
        format!("{}/{}", x.numer(), x.denom())
    }
}

/// `n / d`, or `None` when `d` is zero.
pub fn checked_q(n: impl Into<i128>, d: impl Into<i128>) -> Option<Q> {
    let d = d.into();
    if d.is_zero() { None } else { Some(q(n, d)) }
}

/// A number with thousands separators: 25000 → "25,000".
pub fn thousands(n: i128) -> String {
    let s = n.abs().to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
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
    }

    #[test]
    fn display_helpers() {
        assert_eq!(percent(q(7, 20)), "35.00%");
        assert_eq!(percent(q(1, 3)), "33.33%");
        assert_eq!(percent(q(2, 3)), "66.67%");
        assert_eq!(decimal(q(213, 100), 2), "2.13");
        assert_eq!(fraction(q(64, 30)), "32/15");
        assert_eq!(thousands(25_000), "25,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(thousands(-999), "-999");
        assert!(is_exact_decimal(q(1, 4), 2) && !is_exact_decimal(q(1, 3), 2));
    }
}
