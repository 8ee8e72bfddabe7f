//! Numbers written the language's way, for the messages (the bundles' formatter) and for
//! figures outside them ([`super::number`], [`super::percent`]).
//!
//! | | English | French |
//! |---|---|---|
//! | thousands | `3,300` | `3 300` (narrow no-break space, U+202F) |
//! | decimals | `11.38` | `11,38` |
//! | percent | `11.38%` | `11,38 %` (U+202F before %) |
//!
//! A number has as many decimals as it needs, at most three unless the message's
//! `NUMBER($x, maximumFractionDigits: 1)` says otherwise (`minimumFractionDigits` pads). A
//! `NUMBER($x, style: "percent")` is a figure already in percent (11.38, not 0.1138): umpire's
//! shares are kept in percent.

use super::Lang;
use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumberOptions, FluentNumberStyle};

/// U+202F NARROW NO-BREAK SPACE: French thousands, and before `%`.
pub const NARROW_NBSP: char = '\u{202F}';

/// The most decimals a number shows unless its message says otherwise.
const DEFAULT_MAX_DECIMALS: usize = 3;

/// How a language writes numbers.
struct Style {
    thousands: &'static str,
    decimal: char,
    /// What stands between the figure and `%`.
    before_percent: &'static str,
}

fn style(lang: Lang) -> Style {
    match lang {
        Lang::En => Style {
            thousands: ",",
            decimal: '.',
            before_percent: "",
        },
        Lang::Fr => Style {
            thousands: "\u{202F}",
            decimal: ',',
            before_percent: "\u{202F}",
        },
    }
}

/// The English bundle's formatter: a number as English writes it, anything else as Fluent
/// writes it (`None`).
pub fn english<M>(value: &FluentValue, _: &M) -> Option<String> {
    number_value(value, Lang::En)
}

/// The French bundle's formatter.
pub fn french<M>(value: &FluentValue, _: &M) -> Option<String> {
    number_value(value, Lang::Fr)
}

fn number_value(value: &FluentValue, lang: Lang) -> Option<String> {
    match value {
        FluentValue::Number(n) if n.value.is_finite() => Some(written(n.value, &n.options, lang)),
        _ => None,
    }
}

/// `value` written in `lang` with the message's options (decimals, grouping, percent).
pub fn written(value: f64, options: &FluentNumberOptions, lang: Lang) -> String {
    let style = style(lang);
    let min = options.minimum_fraction_digits.unwrap_or(0);
    let max = options
        .maximum_fraction_digits
        .unwrap_or(DEFAULT_MAX_DECIMALS)
        .max(min);
    let rounded = format!("{:.*}", max, value.abs());
    let (whole, fraction) = rounded.split_once('.').unwrap_or((&rounded, ""));
    let mut fraction = fraction.trim_end_matches('0').to_string();
    while fraction.len() < min {
        fraction.push('0');
    }
    let zero = whole.bytes().all(|b| b == b'0') && fraction.bytes().all(|b| b == b'0');
    let mut out = String::new();
    if value < 0.0 && !zero {
        out.push('-');
    }
    match options.use_grouping {
        true => out.push_str(&grouped(whole, style.thousands)),
        false => out.push_str(whole),
    }
    if !fraction.is_empty() {
        out.push(style.decimal);
        out.push_str(&fraction);
    }
    if options.style == FluentNumberStyle::Percent {
        out.push_str(style.before_percent);
        out.push('%');
    }
    out
}

/// The whole number `n` written in `lang`, every digit exact however large (a [`written`]
/// figure goes through `f64`, exact only up to 2^53).
pub fn whole(n: i128, lang: Lang) -> String {
    let digits = grouped(&n.unsigned_abs().to_string(), style(lang).thousands);
    match n < 0 {
        true => format!("-{digits}"),
        false => digits,
    }
}

/// The digits `whole` in groups of three from the right, `separator` between.
fn grouped(whole: &str, separator: &str) -> String {
    let digits: Vec<char> = whole.chars().collect();
    let mut out = String::with_capacity(whole.len() + whole.len() / 3 * separator.len());
    for (i, d) in digits.iter().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(*d);
    }
    out
}
