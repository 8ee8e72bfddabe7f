//! The chart of seed 000 and how it is read: the level in each cell, the column from the
//! loser's adjusted casualty percentage and the row from the ratio of the adjusted percentages.

use crate::i18n::{self, tr};
use crate::systems::exact::{self, Q};

/// The chart's columns, from the loser's adjusted casualty percentage; [`column_label`] names
/// them ("<15%", "15%+" … "35%+" in the seed's English).
pub const COLUMN_COUNT: usize = 6;
/// The lowest percentage of each column; a boundary value belongs to the "+" column.
pub const COLUMN_FLOORS_PERCENT: [i128; COLUMN_COUNT] = [0, 15, 20, 25, 30, 35];
/// The chart's rows, from `r = q_W / q_L` ("Opponent's loss ratio"); [`row_label`] names them
/// ("More than 0.9", "0.9 or less" … "0.4 or less" in the seed's English).
pub const ROW_COUNT: usize = 7;
/// Rows 1 … 6 hold when `r` is at most this many tenths; row 0 when `r` is more than 0.9.
pub const ROW_CEILINGS_TENTHS: [i128; ROW_COUNT - 1] = [9, 8, 7, 6, 5, 4];

/// A level of result, in the seed's words.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, strum::VariantArray, strum::EnumCount,
)]
pub enum Level {
    Draw,
    Minor,
    Major,
    Overwhelming,
}

impl Level {
    pub const ALL: [Level; <Level as strum::EnumCount>::COUNT] = crate::model::all_variants();

    /// The level in the language in force: "Minor victory", "Victoire mineure".
    pub fn label(self) -> String {
        match self {
            Level::Draw => tr!(CcDraw),
            Level::Minor => tr!(CcMinor),
            Level::Major => tr!(CcMajor),
            Level::Overwhelming => tr!(CcOverwhelming),
        }
    }

    /// The level's id, the same in every language ([`crate::systems::Verdict::level_id`]).
    pub const fn id(self) -> &'static str {
        match self {
            Level::Draw => "draw",
            Level::Minor => "minor-victory",
            Level::Major => "major-victory",
            Level::Overwhelming => "overwhelming-victory",
        }
    }

    /// Every level's id, in [`Level::ALL`]'s order.
    pub const IDS: [&'static str; Level::ALL.len()] = {
        let mut ids = [""; Level::ALL.len()];
        let mut i = 0;
        while i < ids.len() {
            ids[i] = Level::ALL[i].id();
            i += 1;
        }
        ids
    };

    /// 0 for a Draw … 3 for an Overwhelming victory.
    pub fn ordinal(self) -> i32 {
        self as i32
    }

    /// One level in favour of the winner (cavalry rule 1): a Draw is not affected.
    pub fn toward_winner(self) -> Level {
        match self {
            Level::Draw => Level::Draw,
            Level::Minor => Level::Major,
            Level::Major | Level::Overwhelming => Level::Overwhelming,
        }
    }

    /// One level in favour of the loser (cavalry rule 1).
    pub fn toward_loser(self) -> Level {
        match self {
            Level::Overwhelming => Level::Major,
            Level::Major => Level::Minor,
            Level::Minor | Level::Draw => Level::Draw,
        }
    }
}

const D: Level = Level::Draw;
const MI: Level = Level::Minor;
const MA: Level = Level::Major;
const OV: Level = Level::Overwhelming;

/// The chart of seed 000: `TABLE[row][column]`, rows and columns as [`row_label`] and
/// [`column_label`] name them.
pub const TABLE: [[Level; COLUMN_COUNT]; ROW_COUNT] = [
    [D, D, D, D, D, D],
    [D, D, D, D, D, MI],
    [D, D, D, D, MI, MI],
    [D, D, D, MI, MI, MA],
    [D, D, MI, MI, MA, MA],
    [D, MI, MI, MA, MA, OV],
    [MI, MI, MA, MA, OV, OV],
];

/// The level in a cell of the chart; `None` outside it.
pub fn table_level(row: usize, col: usize) -> Option<Level> {
    TABLE.get(row).and_then(|r| r.get(col)).copied()
}

/// The column for the loser's adjusted percentage `q_l` (a fraction: 1/5 is 20%).
pub fn column_for(q_l: Q) -> usize {
    COLUMN_FLOORS_PERCENT[1..]
        .iter()
        .filter(|&&floor| exact::at_least(q_l, floor, 100))
        .count()
}

/// The most restrictive row that holds for `r = q_W / q_L`.
pub fn row_for(r: Q) -> usize {
    ROW_CEILINGS_TENTHS
        .iter()
        .filter(|&&ceiling| exact::at_most(r, ceiling, 10))
        .count()
}

/// A column's label in the language in force: "<15%", "20%+" ("20 %+" in French).
pub fn column_label(col: usize) -> String {
    match col {
        0 => tr!(CcColumnUnder, percent = floor_percent(1)),
        c => tr!(CcColumnFrom, percent = floor_percent(c)),
    }
}

/// A row's label in the language in force: "More than 0.9", "0.5 or less" ("0,5 ou moins").
pub fn row_label(row: usize) -> String {
    match row {
        0 => tr!(CcRowMoreThan, ratio = tenth(ROW_CEILINGS_TENTHS[0])),
        r => tr!(CcRowAtMost, ratio = tenth(ROW_CEILINGS_TENTHS[r - 1])),
    }
}

/// The lowest percentage of column `c`, for a message.
fn floor_percent(c: usize) -> f64 {
    COLUMN_FLOORS_PERCENT[c] as f64
}

/// `t` tenths written the language's way: "0.4", "0,4".
fn tenth(t: i128) -> String {
    i18n::number(t as f64 / 10.0)
}

/// What a column covers, in words: "at least 20% and under 25%".
pub fn column_range(col: usize) -> String {
    match col {
        0 => tr!(CcColumnRangeUnder, percent = floor_percent(1)),
        5 => tr!(CcColumnRangeOver, percent = floor_percent(5)),
        c => tr!(
            CcColumnRange,
            from = floor_percent(c),
            to = floor_percent(c + 1)
        ),
    }
}

/// What a row covers, in words: "more than 0.4 and at most 0.5".
pub fn row_range(row: usize) -> String {
    match row {
        0 => tr!(CcRowRangeMore, ratio = tenth(ROW_CEILINGS_TENTHS[0])),
        6 => tr!(CcRowRangeAtMost, ratio = tenth(ROW_CEILINGS_TENTHS[5])),
        r => tr!(
            CcRowRange,
            from = tenth(ROW_CEILINGS_TENTHS[r]),
            to = tenth(ROW_CEILINGS_TENTHS[r - 1])
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_monotone_toward_the_bottom_right() {
        for r in 0..7 {
            for c in 0..6 {
                if r + 1 < 7 {
                    assert!(TABLE[r + 1][c] >= TABLE[r][c]);
                }
                if c + 1 < 6 {
                    assert!(TABLE[r][c + 1] >= TABLE[r][c]);
                }
            }
        }
        assert_eq!(table_level(7, 0), None);
        assert_eq!(table_level(0, 6), None);
    }

    #[test]
    fn the_labels_in_english_are_the_seeds() {
        i18n::with_lang(i18n::Lang::En, || {
            let columns: Vec<String> = (0..COLUMN_COUNT).map(column_label).collect();
            assert_eq!(columns, ["<15%", "15%+", "20%+", "25%+", "30%+", "35%+"]);
            let rows: Vec<String> = (0..ROW_COUNT).map(row_label).collect();
            assert_eq!(
                rows,
                [
                    "More than 0.9",
                    "0.9 or less",
                    "0.8 or less",
                    "0.7 or less",
                    "0.6 or less",
                    "0.5 or less",
                    "0.4 or less",
                ]
            );
        });
        i18n::with_lang(i18n::Lang::Fr, || {
            assert_eq!(column_label(0), "<\u{A0}15\u{202F}%");
            assert_eq!(column_label(3), "25\u{202F}%+");
            assert_eq!(row_label(0), "Plus de 0,9");
            assert_eq!(row_label(6), "0,4 ou moins");
            assert_eq!(
                column_range(2),
                "au moins 20\u{202F}% et moins de 25\u{202F}%"
            );
            assert_eq!(row_range(5), "plus de 0,4 et au plus 0,5");
        });
    }
}
