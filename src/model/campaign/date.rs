//! A campaign's calendar: a day written `1806-10-14` in the file (year, month, day of the
//! proleptic Gregorian calendar), counted as a whole number of days so that "three days after
//! the battle" is exact arithmetic, and shown as "14 October 1806".

use crate::i18n::tr;
use serde::{Deserialize, Serialize};

/// One day of the campaign.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct CampaignDate {
    /// Days since 1 January 1970 (negative before).
    day: i64,
}

/// The earliest and latest years a campaign may name: wide enough for any war, narrow enough
/// that a day count never overflows however many days are added.
pub const YEARS: std::ops::RangeInclusive<i64> = -9999..=9999;

/// A date that cannot be read: what was written and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadDate {
    pub text: String,
    pub why: BadDateWhy,
}

/// Why a text is not a date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadDateWhy {
    NotThreeParts,
    NotNumbers,
    YearOutOfRange,
    MonthOutOfRange,
    /// The month (1–12) of the year has only `days` days.
    NoSuchDay {
        year: i64,
        month: u32,
        days: u32,
    },
}

impl std::error::Error for BadDate {}

/// In the language in force.
impl std::fmt::Display for BadDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = self.text.as_str();
        let why = match self.why {
            BadDateWhy::NotThreeParts => "not-three-parts",
            BadDateWhy::NotNumbers => "not-numbers",
            BadDateWhy::YearOutOfRange => "year-out-of-range",
            BadDateWhy::MonthOutOfRange => "month-out-of-range",
            BadDateWhy::NoSuchDay { year, month, days } => {
                return f.write_str(&tr!(
                    ModelNotADateNoSuchDay,
                    text = text,
                    year = year.to_string(),
                    month = month,
                    days = days
                ));
            }
        };
        f.write_str(&tr!(ModelNotADate, text = text, why = why))
    }
}

impl CampaignDate {
    /// The day `year-month-day`, if there is such a day.
    pub fn from_ymd(year: i64, month: u32, day: u32) -> Option<CampaignDate> {
        if !YEARS.contains(&year) || !(1..=12).contains(&month) {
            return None;
        }
        if day == 0 || day > days_in_month(year, month) {
            return None;
        }
        Some(CampaignDate {
            day: days_from_civil(year, month, day),
        })
    }

    /// Read `1806-10-14` (a leading `-` for a year before year 1 is allowed).
    pub fn parse(text: &str) -> Result<CampaignDate, BadDate> {
        let bad = |why: BadDateWhy| BadDate {
            text: text.to_string(),
            why,
        };
        let t = text.trim();
        let (negative, rest) = match t.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, t),
        };
        let parts: Vec<&str> = rest.split('-').collect();
        let [y, m, d] = parts[..] else {
            return Err(bad(BadDateWhy::NotThreeParts));
        };
        let number = |p: &str| -> Option<i64> {
            (!p.is_empty() && p.len() <= 5 && p.chars().all(|c| c.is_ascii_digit()))
                .then(|| p.parse().ok())
                .flatten()
        };
        let (Some(y), Some(m), Some(d)) = (number(y), number(m), number(d)) else {
            return Err(bad(BadDateWhy::NotNumbers));
        };
        let year = if negative { -y } else { y };
        if !YEARS.contains(&year) {
            return Err(bad(BadDateWhy::YearOutOfRange));
        }
        if !(1..=12).contains(&m) {
            return Err(bad(BadDateWhy::MonthOutOfRange));
        }
        let (m, d) = (m as u32, u32::try_from(d).unwrap_or(u32::MAX));
        CampaignDate::from_ymd(year, m, d).ok_or_else(|| {
            bad(BadDateWhy::NoSuchDay {
                year,
                month: m,
                days: days_in_month(year, m),
            })
        })
    }

    /// Year, month (1–12) and day (1–31).
    pub fn ymd(self) -> (i64, u32, u32) {
        civil_from_days(self.day)
    }

    /// The day `days` later (earlier when negative), kept within [`YEARS`].
    pub fn plus_days(self, days: i64) -> CampaignDate {
        let lo = days_from_civil(*YEARS.start(), 1, 1);
        let hi = days_from_civil(*YEARS.end(), 12, 31);
        CampaignDate {
            day: self.day.saturating_add(days).clamp(lo, hi),
        }
    }

    /// Whole days from `earlier` to `self` (negative when `self` comes first).
    pub fn days_since(self, earlier: CampaignDate) -> i64 {
        self.day - earlier.day
    }

    /// "14 October 1806".
    pub fn long(self) -> String {
        let (y, m, d) = self.ymd();
        tr!(
            ModelDateLong,
            day = d.to_string(),
            month = m,
            year = y.to_string()
        )
    }

    /// "14 Oct" (for a chart's axis).
    pub fn short(self) -> String {
        let (_, m, d) = self.ymd();
        tr!(ModelDateShort, day = d.to_string(), month = m)
    }

    /// As the file writes it: "1806-10-14".
    pub fn iso(self) -> String {
        let (y, m, d) = self.ymd();
        if y < 0 {
            format!("-{:04}-{m:02}-{d:02}", -y)
        } else {
            format!("{y:04}-{m:02}-{d:02}")
        }
    }
}

impl std::fmt::Display for CampaignDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.iso())
    }
}

impl TryFrom<String> for CampaignDate {
    type Error = BadDate;
    fn try_from(text: String) -> Result<CampaignDate, BadDate> {
        CampaignDate::parse(&text)
    }
}

impl From<CampaignDate> for String {
    fn from(d: CampaignDate) -> String {
        d.iso()
    }
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day count (the inverse of [`days_from_civil`]).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_count_and_print() {
        let saalfeld = CampaignDate::parse("1806-10-10").unwrap();
        let jena = CampaignDate::parse(" 1806-10-14 ").unwrap();
        assert_eq!(jena.days_since(saalfeld), 4);
        assert_eq!(saalfeld.plus_days(4), jena);
        assert_eq!(jena.long(), "14 October 1806");
        assert_eq!(jena.short(), "14 Oct");
        assert_eq!(jena.iso(), "1806-10-14");
        assert_eq!(CampaignDate::parse("1970-01-01").unwrap().day, 0);
        // Across a month, a year and a leap day.
        let d = CampaignDate::parse("1812-02-28").unwrap();
        assert_eq!(d.plus_days(1).iso(), "1812-02-29");
        assert_eq!(d.plus_days(2).iso(), "1812-03-01");
        assert_eq!(
            CampaignDate::parse("1806-12-31")
                .unwrap()
                .plus_days(1)
                .iso(),
            "1807-01-01"
        );
        assert_eq!(
            CampaignDate::parse("-0331-10-01").unwrap().iso(),
            "-0331-10-01"
        );
    }

    #[test]
    fn every_day_of_four_centuries_goes_there_and_back() {
        let mut d = CampaignDate::parse("1700-01-01").unwrap();
        let mut last = d;
        for _ in 0..146_097 {
            let (y, m, day) = d.ymd();
            assert_eq!(CampaignDate::from_ymd(y, m, day), Some(d));
            assert_eq!(CampaignDate::parse(&d.iso()), Ok(d));
            last = d;
            d = d.plus_days(1);
        }
        assert_eq!(last.iso(), "2099-12-31");
    }

    #[test]
    fn a_date_that_is_not_one_says_why() {
        let e = CampaignDate::parse("1806-02-30").unwrap_err();
        assert_eq!(
            e.to_string(),
            "\"1806-02-30\" is not a date: February 1806 has 28 days (write a day as 1806-10-14: year, month, day)"
        );
        for text in [
            "14 October 1806",
            "1806-13-01",
            "1806-10",
            "",
            "1806-1o-01",
            "99999-01-01",
        ] {
            assert!(CampaignDate::parse(text).is_err(), "{text}");
        }
    }
}
