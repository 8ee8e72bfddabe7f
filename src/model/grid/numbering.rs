//! Cell ids as the map prints them, as VASSAL's Grid Numbering makes them: a column number and
//! a row number, each zero-padded to a least width, joined by a separator in either order;
//! "0712" is column 7, row 12. Alphabetic numbering and descending numbers are not offered.

use super::geometry::Cell;
use super::{Grid, GridKind};
use serde::{Deserialize, Serialize};

/// Which number comes first in an id.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Order {
    /// The column, then the row: "0712" (VASSAL's "Horizontal first").
    #[default]
    ColumnFirst,
    /// The row, then the column (VASSAL's "Vertical first").
    RowFirst,
}

/// How cells are named.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Numbering {
    pub order: Order,
    /// Between the two numbers; empty by default ("0712").
    pub separator: String,
    /// VASSAL's "leading zeros": the column number has at least this many digits more than
    /// one (1: "07"; 2: "007").
    pub column_zeros: u8,
    pub row_zeros: u8,
    /// The number of the origin's column and row (VASSAL's "starting number").
    pub first_column: i32,
    pub first_row: i32,
    /// Hexes only, VASSAL's "odd-numbered rows numbered higher" (its `stagger`): the hexes of
    /// an odd column (odd counted from the origin's column, which is column 0) are numbered one
    /// higher than the geometry alone gives, so that a hex of an odd column stands half a hex
    /// higher on the map than the hex of the same number in the columns beside it. When
    /// false, it stands half a hex lower.
    pub odd_higher: bool,
}

impl Default for Numbering {
    /// VASSAL's defaults: "0101" for the origin's cell.
    fn default() -> Numbering {
        Numbering {
            order: Order::ColumnFirst,
            separator: String::new(),
            column_zeros: 1,
            row_zeros: 1,
            first_column: 1,
            first_row: 1,
            odd_higher: true,
        }
    }
}

/// Why a text is not a cell of the grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CellIdError {
    /// `example` is the id of column 7, row 12, written in the grid's `order` with its
    /// `separator`.
    NotAnId {
        id: String,
        example: String,
        order: Order,
        separator: String,
    },
    /// The (column, row) numbers the id can be read as.
    Ambiguous {
        id: String,
        readings: Vec<(i64, i64)>,
    },
}

impl std::error::Error for CellIdError {}

/// In the language in force.
impl std::fmt::Display for CellIdError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::i18n::tr;
        let text = match self {
            CellIdError::NotAnId {
                id,
                example,
                order,
                separator,
            } => {
                let order = match order {
                    Order::ColumnFirst => "column-first",
                    Order::RowFirst => "row-first",
                };
                match separator.is_empty() {
                    true => tr!(
                        ModelNotACellId,
                        id = id.as_str(),
                        example = example.as_str(),
                        order = order
                    ),
                    false => tr!(
                        ModelNotACellIdSeparated,
                        id = id.as_str(),
                        example = example.as_str(),
                        order = order,
                        separator = separator.as_str()
                    ),
                }
            }
            CellIdError::Ambiguous { id, readings } => {
                let mut read = readings.iter().map(|&(col, row)| {
                    tr!(
                        ModelCellReading,
                        column = col.to_string(),
                        row = row.to_string()
                    )
                });
                let first = read.next().unwrap_or_default();
                let readings = read.fold(first, |all, one| {
                    tr!(ModelOneOrOther, one = all, other = one)
                });
                tr!(ModelCellIdAmbiguous, id = id.as_str(), readings = readings)
            }
        };
        f.write_str(&text)
    }
}

/// The most leading zeros a number is padded with: a wider padding is no id a map prints.
pub const MAX_LEADING_ZEROS: u8 = 9;

impl Numbering {
    /// The column's and the row's numbers of a cell of a grid of `kind`.
    pub fn numbers(&self, kind: GridKind, c: Cell) -> (i64, i64) {
        let col = i64::from(c.col) + i64::from(self.first_column);
        let row = i64::from(c.row) + i64::from(self.first_row) + self.stagger(kind, c.col);
        (col, row)
    }

    /// The cell with these numbers; `None` beyond the cells a grid counts.
    pub fn cell(&self, kind: GridKind, (col, row): (i64, i64)) -> Option<Cell> {
        let c = i32::try_from(col - i64::from(self.first_column)).ok()?;
        let r = row - i64::from(self.first_row) - self.stagger(kind, c);
        Some(Cell::new(c, i32::try_from(r).ok()?))
    }

    fn stagger(&self, kind: GridKind, col: i32) -> i64 {
        i64::from(kind == GridKind::Hex && self.odd_higher && col.rem_euclid(2) == 1)
    }

    /// The id of the cell with these numbers.
    pub fn format(&self, (col, row): (i64, i64)) -> String {
        let (c, r) = (padded(col, self.column_zeros), padded(row, self.row_zeros));
        match self.order {
            Order::ColumnFirst => format!("{c}{}{r}", self.separator),
            Order::RowFirst => format!("{r}{}{c}", self.separator),
        }
    }

    /// The numbers an id can be read as: every way of cutting it at the separator into two
    /// numbers written as [`Numbering::format`] writes them.
    pub fn readings(&self, id: &str) -> Vec<(i64, i64)> {
        let sep = self.separator.as_str();
        // Two numbers of at most 18 digits and their signs: nothing longer is an id.
        if id.len() > 2 * 19 + sep.len() {
            return Vec::new();
        }
        // Every place the separator starts, overlapping ones too ("--" in "07---03").
        let cuts = (1..id.len())
            .filter(|&i| id.is_char_boundary(i) && id[i..].starts_with(sep))
            .filter(|&i| i + sep.len() < id.len());
        cuts.filter_map(|i| {
            let (a, b) = (&id[..i], &id[i + sep.len()..]);
            let (col_text, row_text) = match self.order {
                Order::ColumnFirst => (a, b),
                Order::RowFirst => (b, a),
            };
            Some((
                unpadded(col_text, self.column_zeros)?,
                unpadded(row_text, self.row_zeros)?,
            ))
        })
        .collect()
    }
}

/// `n` with at least `zeros + 1` digits, after its sign.
fn padded(n: i64, zeros: u8) -> String {
    let width = usize::from(zeros.min(MAX_LEADING_ZEROS)) + 1;
    let sign = if n < 0 { "-" } else { "" };
    format!("{sign}{:0width$}", n.unsigned_abs())
}

/// The number `text` is when [`padded`] writes it so exactly; `None` otherwise. Read without
/// writing the number again: a file may hold a quarter of a million ids.
fn unpadded(text: &str, zeros: u8) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    let width = usize::from(zeros.min(MAX_LEADING_ZEROS)) + 1;
    let canonical = digits.len() >= width
        && digits.len() <= 18
        && digits.bytes().all(|b| b.is_ascii_digit())
        // Padded to the width and no further: a longer number starts with a non-zero digit.
        && (digits.len() == width || !digits.starts_with('0'));
    if !canonical {
        return None;
    }
    let n: i64 = digits.parse().ok()?;
    // Zero is written without a sign.
    match (negative, n) {
        (true, 0) => None,
        (true, n) => Some(-n),
        (false, n) => Some(n),
    }
}

impl Grid {
    /// The id of a cell, as the map prints it.
    pub fn id(&self, c: Cell) -> String {
        self.numbering.format(self.numbering.numbers(self.kind, c))
    }

    /// The cell an id names. Only the id exactly as [`Grid::id`] writes it is read ("0712",
    /// not "712"), so that one cell has one id in a file.
    pub fn parse_id(&self, id: &str) -> Result<Cell, CellIdError> {
        let cells: Vec<Cell> = self
            .numbering
            .readings(id)
            .into_iter()
            .filter_map(|n| self.numbering.cell(self.kind, n))
            .collect();
        match cells.as_slice() {
            [one] => Ok(*one),
            [] => Err(self.not_an_id(id)),
            many => Err(CellIdError::Ambiguous {
                id: id.to_string(),
                readings: many
                    .iter()
                    .map(|&c| self.numbering.numbers(self.kind, c))
                    .collect(),
            }),
        }
    }

    fn not_an_id(&self, id: &str) -> CellIdError {
        let n = &self.numbering;
        CellIdError::NotAnId {
            id: id.to_string(),
            example: n.format((7, 12)),
            order: n.order,
            separator: n.separator.clone(),
        }
    }
}
