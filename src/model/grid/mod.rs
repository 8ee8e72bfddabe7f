//! A grid over the map image, as VASSAL's Hex Grid, Rectangular Grid and Grid Numbering have
//! it: hexes (flat-topped, or pointy-topped when `sideways`) or squares, their size and origin
//! in image pixels, the ids the map prints on its cells ("0712"), and what the scenario paints
//! on it: terrain per cell, river hexsides, and exit hexes.
//!
//! # The file
//!
//! `map.grid` is optional; a scenario without one is as before. In RON:
//!
//! ```ron
//! grid: Some((
//!   kind: Hex, sideways: false,          // Hex | Square; sideways: hex rows run across
//!   dx: 86.6, dy: 100.0,                 // column pitch and row pitch, in pixels
//!   x0: 40.0, y0: 50.0,                  // the centre of the origin's cell
//!   numbering: (first_column: 1, first_row: 1, column_zeros: 1, row_zeros: 1,
//!               separator: "", order: ColumnFirst, odd_higher: true),
//!   terrain: {"0712": Forest, "0813": Town},
//!   hexsides: [(cells: ("0712", "0713"), kind: River)],
//!   exits: ["0101", "0201"],
//! )),
//! ```
//!
//! The figures mean what VASSAL's do, so that a VASSAL module's grid can be copied: `dy` is the
//! distance between the centres of two hexes one above the other in a column, `dx` between two
//! columns, and `(x0, y0)` the centre of the cell in column 0, row 0. **Sideways** turns the
//! grid a quarter turn: as in VASSAL, every figure then swaps its axes (`x0` and `dx` run down
//! the image, `y0` and `dy` across it), and so do the numbering's "columns" and "rows". Odd
//! columns (counted from the origin's, which is column 0) stand half a hex lower than even
//! ones. Cells are named by [`Numbering`]: see there.
//!
//! # The API
//!
//! - [`Grid::cell_at`] (pixel → cell), [`Grid::centre`] (cell → pixel), [`Grid::corners`]
//!   (for drawing), [`Grid::neighbours`], [`Grid::distance`], [`Grid::hexside`] (the side two
//!   cells share) and [`Grid::snap`] (a point moved to its cell's centre): see `geometry`.
//! - [`Grid::id`] and [`Grid::parse_id`] (cell ↔ id as the map prints it, `CellIdError` when
//!   the text is no id or could be two): see `numbering`.
//! - [`calibrate`]: the grid from three clicked centres of hexes meeting at a corner, by VASSAL's
//!   "Set grid shape" rule (two in line within 5 px, the third not); [`calibrate_from_corners`]
//!   from three corners in a row around one hex, as VASSAL's editor itself asks. A window's
//!   calibration tool (later) calls one with the clicks and nudges the result.
//! - [`GridIndex`]: the terrain, hexsides and exits read into cells once, for lookups while
//!   drawing or judging; [`GridIndex::defender_terrain`] is the terrain of a combat as the
//!   Waterloo 20 Terrain Effects Chart reads it (the best of the defenders' cells).
//! - [`grid_problems`]: what is wrong in `map.grid`, each with its field path; called by the
//!   scenario's validation.
//!
//! Unit positions on the grid (`Position::Cell`) are in [`super::positions`].

mod calibrate;
mod check;
mod geometry;
mod index;
mod numbering;
#[cfg(test)]
mod tests;

pub use calibrate::{
    CALIBRATION_TOLERANCE, Calibration, CalibrationError, calibrate, calibrate_from_corners,
};
pub(crate) use check::{cell_problem, hard_problems, is_off_the_map, on_map};
pub use check::{cells_over, grid_problems, too_many_cells};
pub use geometry::{Cell, Direction};
pub use index::GridIndex;
pub use numbering::{CellIdError, Numbering, Order};

use super::log::Terrain;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The smallest cell side accepted, in pixels: a finer grid could not be drawn or clicked, and
/// would make drawing its lines over a large map cost without bound.
pub const MIN_CELL_PIXELS: f64 = 4.0;
/// The most cells a grid may have over its map, and the most entries in each of `terrain`,
/// `hexsides` and `exits`. A large hex map has a few thousand hexes.
pub const MAX_GRID_CELLS: usize = 250_000;

/// Hexes or squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GridKind {
    #[default]
    Hex,
    Square,
}

/// What runs along a hexside.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HexsideKind {
    /// Waterloo 20: no attack across it.
    #[default]
    River,
}

/// A side shared by two adjacent cells, named by their ids.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hexside {
    pub cells: (String, String),
    #[serde(default)]
    pub kind: HexsideKind,
}

/// A grid over the map image, with the scenario's terrain, hexsides and exits on it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Grid {
    #[serde(default)]
    pub kind: GridKind,
    /// Hexes only: the hex rows run across the image (pointy-topped hexes), and every figure
    /// below swaps its axes, as VASSAL's "Sideways".
    #[serde(default)]
    pub sideways: bool,
    /// Pixels from one column of cells to the next (VASSAL's hex width).
    pub dx: f64,
    /// Pixels from one cell to the next within a column (VASSAL's hex height).
    pub dy: f64,
    /// The centre of the cell in column 0, row 0, in image pixels.
    #[serde(default)]
    pub x0: f64,
    #[serde(default)]
    pub y0: f64,
    #[serde(default)]
    pub numbering: Numbering,
    /// The terrain of each cell that is not open, by cell id.
    #[serde(default)]
    pub terrain: BTreeMap<String, Terrain>,
    #[serde(default)]
    pub hexsides: Vec<Hexside>,
    /// Cells through which units leave the map (Napoleon at Waterloo's north-edge exits).
    #[serde(default)]
    pub exits: Vec<String>,
}

impl Grid {
    /// A grid of regular hexes `size` pixels from one hex to the next in a column (flat-topped;
    /// pointy-topped when `sideways`), its origin's cell centred at `(x0, y0)`, numbered as
    /// VASSAL numbers by default ("0101" for the origin's cell).
    pub fn hexes(size: f64, sideways: bool, x0: f64, y0: f64) -> Grid {
        Grid {
            kind: GridKind::Hex,
            sideways,
            dx: size * 3f64.sqrt() / 2.0,
            dy: size,
            x0,
            y0,
            numbering: Numbering::default(),
            terrain: BTreeMap::new(),
            hexsides: Vec::new(),
            exits: Vec::new(),
        }
    }

    /// A grid of `dx × dy` squares, the origin's cell centred at `(x0, y0)`.
    pub fn squares(dx: f64, dy: f64, x0: f64, y0: f64) -> Grid {
        Grid {
            kind: GridKind::Square,
            dx,
            dy,
            ..Grid::hexes(dy, false, x0, y0)
        }
    }

    pub fn is_hex(&self) -> bool {
        self.kind == GridKind::Hex
    }

    /// A word for a cell in sentences, in the language in force: "hex" or "square".
    pub fn cell_word(&self) -> &'static str {
        crate::i18n::fixed(match self.kind {
            GridKind::Hex => crate::i18n::Msg::ModelCellHex,
            GridKind::Square => crate::i18n::Msg::ModelCellSquare,
        })
    }
}
