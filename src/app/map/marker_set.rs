//! The marker set written and read as a user types it: "30, 20, 15, 7 × 5", checked to sum to
//! 100% with a message that quotes the item at fault.

use crate::i18n::tr;

/// The set written compactly: "30, 20, 15, 7 × 5".
pub fn format_set(values: &[u32]) -> String {
    let mut sorted = values.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let mut parts = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let n = sorted[i..].iter().take_while(|&&v| v == sorted[i]).count();
        parts.push(if n > 1 {
            format!("{n} × {}", sorted[i])
        } else {
            sorted[i].to_string()
        });
        i += n;
    }
    parts.join(", ")
}

/// Why a typed marker set is refused; each message quotes the item at fault.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetError {
    #[error("{}", tr!(MapSetBadCount, item = item.as_str(), count = count.as_str()))]
    Count {
        item: String,
        count: String,
        #[source]
        source: std::num::ParseIntError,
    },
    #[error("{}", tr!(MapSetBadPercent, item = item.as_str()))]
    Percent {
        item: String,
        #[source]
        source: std::num::ParseIntError,
    },
    #[error("{}", tr!(MapSetZero, item = item.as_str()))]
    Zero { item: String },
    #[error("{}", tr!(MapSetTooMany, item = item.as_str()))]
    TooMany { item: String },
    #[error("{}", tr!(MapSetEmpty))]
    Empty,
    #[error("{}", tr!(MapSetTooLittle, sum = *sum, missing = 100 - sum))]
    TooLittle { sum: u64 },
    #[error("{}", tr!(MapSetTooMuch, sum = *sum, excess = sum - 100))]
    TooMuch { sum: u64 },
}

/// Read a marker set typed as "30, 20, 15, 7 × 5" (also "7x5" or "7*5"); it must sum to 100.
pub fn parse_set(text: &str) -> Result<Vec<u32>, SetError> {
    let mut values = Vec::new();
    for item in text
        .split([',', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let (count, value) = match item.split_once(['×', 'x', 'X', '*']) {
            Some((n, v)) => (n.trim(), v.trim()),
            None => ("1", item),
        };
        let item_text = || item.to_string();
        let count: usize = count.parse().map_err(|source| SetError::Count {
            item: item_text(),
            count: count.to_string(),
            source,
        })?;
        let value: u32 = value
            .trim_end_matches('%')
            .trim()
            .parse()
            .map_err(|source| SetError::Percent {
                item: item_text(),
                source,
            })?;
        if value == 0 {
            return Err(SetError::Zero { item: item_text() });
        }
        if count > 100 {
            return Err(SetError::TooMany { item: item_text() });
        }
        values.extend(std::iter::repeat_n(value, count));
    }
    if values.is_empty() {
        return Err(SetError::Empty);
    }
    let sum: u64 = values.iter().map(|&v| v as u64).sum();
    match sum.cmp(&100) {
        std::cmp::Ordering::Equal => Ok(values),
        std::cmp::Ordering::Less => Err(SetError::TooLittle { sum }),
        std::cmp::Ordering::Greater => Err(SetError::TooMuch { sum }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::STANDARD_MARKER_VALUES;

    #[test]
    fn the_standard_set_is_written_and_read_back() {
        assert_eq!(format_set(&STANDARD_MARKER_VALUES), "30, 20, 15, 7 × 5");
        assert_eq!(
            parse_set("30, 20, 15, 7 × 5").unwrap(),
            STANDARD_MARKER_VALUES.to_vec()
        );
        assert_eq!(
            parse_set("30,20,15,7x5").unwrap(),
            STANDARD_MARKER_VALUES.to_vec()
        );
        assert_eq!(parse_set("50%, 2*25").unwrap(), vec![50, 25, 25]);
    }

    #[test]
    fn a_set_that_does_not_sum_to_100_says_by_how_much() {
        let said = |text: &str| parse_set(text).unwrap_err().to_string();
        assert_eq!(
            said("30, 20, 15, 6 × 5"),
            "The values sum to 95%, not 100%: 5% is missing."
        );
        assert_eq!(
            parse_set("30, 30, 15, 7 × 5").unwrap_err(),
            SetError::TooMuch { sum: 110 }
        );
        assert_eq!(
            said("30, 30, 15, 7 × 5"),
            "The values sum to 110%, not 100%: 10% too much."
        );
        assert_eq!(
            said("30, twenty"),
            "\"twenty\" is not a whole number of percent"
        );
        assert!(matches!(parse_set("two x 5"), Err(SetError::Count { .. })));
        assert!(said("").starts_with("The set is empty"));
        assert!(said("100, 0").contains("0% counts for nothing"));
    }
}
