//! A share of a number of men (or stands, or points), written in a campaign file as a
//! percentage (`"50%"`, `"12.5%"`) or a fraction (`"1/3"`), and kept as an exact fraction so
//! that "half of the casualties return" is exact arithmetic (the campaign's arithmetic rounds
//! it, per unit, as the rules reference says).

use serde::{Deserialize, Serialize};

/// A share, `numerator / denominator`, in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Share {
    numerator: u64,
    denominator: u64,
    /// Written as a percentage (`"50%"`) rather than a fraction (`"1/2"`): it is shown as written.
    percent: bool,
}

/// The largest numerator or denominator a share may have once in lowest terms: a share is a
/// rule of thumb, not a measurement, and the limit keeps every product with a strength exact.
pub const MAX_TERM: u64 = 1_000_000_000;

/// A share that cannot be read: what was written and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadShare {
    pub text: String,
    pub why: BadShareWhy,
}

/// Why a text is not a share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadShareWhy {
    NotAFraction,
    ZeroDenominator,
    TermsTooLarge,
    TooManyDecimals,
    NotANumber,
    TooLarge,
}

impl std::error::Error for BadShare {}

/// In the language in force.
impl std::fmt::Display for BadShare {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = match self.why {
            BadShareWhy::NotAFraction => "not-a-fraction",
            BadShareWhy::ZeroDenominator => "zero-denominator",
            BadShareWhy::TermsTooLarge => "terms-too-large",
            BadShareWhy::TooManyDecimals => "too-many-decimals",
            BadShareWhy::NotANumber => "not-a-number",
            BadShareWhy::TooLarge => "too-large",
        };
        f.write_str(&crate::i18n::tr!(
            ModelNotAShare,
            text = self.text.as_str(),
            why = why
        ))
    }
}

impl Share {
    /// `n / d` in lowest terms, written as a fraction; `None` when `d` is 0 or a term is too large.
    pub fn fraction(n: u64, d: u64) -> Option<Share> {
        Share::reduced(n, d, false)
    }

    /// `p` per cent.
    pub fn percent(p: u64) -> Option<Share> {
        Share::reduced(p, 100, true)
    }

    fn reduced(n: u64, d: u64, percent: bool) -> Option<Share> {
        if d == 0 {
            return None;
        }
        let g = gcd(n, d).max(1);
        let (n, d) = (n / g, d / g);
        (n <= MAX_TERM && d <= MAX_TERM).then_some(Share {
            numerator: n,
            denominator: d,
            percent,
        })
    }

    pub fn numerator(self) -> u64 {
        self.numerator
    }

    pub fn denominator(self) -> u64 {
        self.denominator
    }

    /// Nothing at all.
    pub fn is_zero(self) -> bool {
        self.numerator == 0
    }

    /// More than the whole.
    pub fn is_more_than_all(self) -> bool {
        self.numerator > self.denominator
    }

    /// Read `"50%"`, `"12.5%"`, `"1/3"` or a whole number of per cent without the sign.
    pub fn parse(text: &str) -> Result<Share, BadShare> {
        let bad = |why: BadShareWhy| BadShare {
            text: text.to_string(),
            why,
        };
        let t = text.trim();
        if let Some((n, d)) = t.split_once('/') {
            let (n, d) = (whole(n.trim()), whole(d.trim()));
            let (Some(n), Some(d)) = (n, d) else {
                return Err(bad(BadShareWhy::NotAFraction));
            };
            if d == 0 {
                return Err(bad(BadShareWhy::ZeroDenominator));
            }
            return Share::fraction(n, d).ok_or_else(|| bad(BadShareWhy::TermsTooLarge));
        }
        let number = t.strip_suffix('%').unwrap_or(t).trim();
        let (whole_part, decimals) = number.split_once('.').unwrap_or((number, ""));
        if decimals.len() > 6 {
            return Err(bad(BadShareWhy::TooManyDecimals));
        }
        let digits = format!("{whole_part}{decimals}");
        let Some(n) = whole(&digits).filter(|_| !whole_part.is_empty()) else {
            return Err(bad(BadShareWhy::NotANumber));
        };
        let d = 100 * 10u64.pow(decimals.len() as u32);
        Share::reduced(n, d, true).ok_or_else(|| bad(BadShareWhy::TooLarge))
    }
}

/// A whole number of at most 12 digits.
fn whole(text: &str) -> Option<u64> {
    (!text.is_empty() && text.len() <= 12 && text.chars().all(|c| c.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// As written: a percentage with the decimals it needs ("12.5%"), or a fraction ("1/3").
impl std::fmt::Display for Share {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (n, d) = (u128::from(self.numerator), u128::from(self.denominator));
        if self.percent {
            // Exact in decimals when 100·n/d terminates within six places.
            for places in 0..=6u32 {
                let scale = 100 * 10u128.pow(places);
                if (n * scale) % d == 0 {
                    let v = n * scale / d;
                    let unit = 10u128.pow(places);
                    return if places == 0 {
                        write!(f, "{v}%")
                    } else {
                        let frac = format!("{:0w$}", v % unit, w = places as usize);
                        write!(f, "{}.{}%", v / unit, frac.trim_end_matches('0'))
                    };
                }
            }
        }
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

impl Share {
    /// The share as a reader sees it in the language in force: as the file writes it
    /// ("12.5%", "1/3") in English; "12,5 %" in French.
    pub fn written(self) -> String {
        let text = self.to_string();
        match crate::i18n::current() {
            crate::i18n::Lang::En => text,
            crate::i18n::Lang::Fr => text.replace('.', ",").replace('%', "\u{202f}%"),
        }
    }
}

impl TryFrom<String> for Share {
    type Error = BadShare;
    fn try_from(text: String) -> Result<Share, BadShare> {
        Share::parse(&text)
    }
}

impl From<Share> for String {
    fn from(s: Share) -> String {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_read_as_written_and_print_as_written() {
        let half = Share::parse("50%").unwrap();
        assert_eq!((half.numerator(), half.denominator()), (1, 2));
        assert_eq!(half.to_string(), "50%");
        let eighth = Share::parse("12.5%").unwrap();
        assert_eq!((eighth.numerator(), eighth.denominator()), (1, 8));
        assert_eq!(eighth.to_string(), "12.5%");
        let third = Share::parse(" 1/3 ").unwrap();
        assert_eq!(third.to_string(), "1/3");
        assert_eq!(Share::parse("2/6").unwrap(), third);
        assert_eq!(Share::parse("100").unwrap().to_string(), "100%");
        assert!(Share::parse("0%").unwrap().is_zero());
        assert!(Share::parse("150%").unwrap().is_more_than_all());
        assert_eq!(
            Share::parse("33.333333%").unwrap().to_string(),
            "33.333333%"
        );
    }

    #[test]
    fn a_share_that_is_not_one_says_why() {
        for text in [
            "",
            "%",
            "half",
            "1/0",
            "-5%",
            "1.2.3%",
            "0.1234567%",
            "5/x",
            ".5%",
        ] {
            let e = Share::parse(text).unwrap_err();
            assert!(
                e.to_string()
                    .starts_with(&format!("\"{text}\" is not a share: ")),
                "{e}"
            );
        }
    }
}
