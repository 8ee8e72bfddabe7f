//! A hex grid from three clicks, as VASSAL's "Set grid shape" finds one: two of the points in
//! line (within [`CALIBRATION_TOLERANCE`] pixels across or down), the third not.
//!
//! The clicks here are on the centres of three hexes that meet at one corner (VASSAL's editor
//! asks for three corners of one hex instead; centres are what a printed map marks, and what
//! a unit is dropped on). Two of the three hexes are one above the other in a column: their
//! centres are in line down the image for flat-topped hexes, across it for pointy-topped ones
//! (VASSAL's sideways). Their distance is the row pitch `dy`; the third hex, in the next
//! column, lies beside the middle of the two, the column pitch `dx` away. The origin is put on
//! the centre of the hex nearest the image's top-left corner whose column keeps the clicked
//! hexes' stagger; the window then nudges it (origin by a pixel, size by a tenth) as VASSAL's
//! arrow keys do.

use super::{Grid, GridKind, MIN_CELL_PIXELS};
use crate::model::Point;

/// How far, in image pixels, two points may be off a line across or down the image and still
/// count as in line (VASSAL's `ERROR_MARGIN`).
pub const CALIBRATION_TOLERANCE: f64 = 5.0;

/// The shape and place of a hex grid, as VASSAL's grid editor sets them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    pub sideways: bool,
    pub dx: f64,
    pub dy: f64,
    pub x0: f64,
    pub y0: f64,
}

impl Calibration {
    /// `grid` with this shape and place (a new hex grid when there is none); its numbering,
    /// terrain, hexsides and exits are kept.
    pub fn applied_to(&self, grid: Option<&Grid>) -> Grid {
        let mut g = grid
            .cloned()
            .unwrap_or_else(|| Grid::hexes(self.dy, self.sideways, self.x0, self.y0));
        g.kind = GridKind::Hex;
        g.sideways = self.sideways;
        g.dx = self.dx;
        g.dy = self.dy;
        g.x0 = self.x0;
        g.y0 = self.y0;
        g
    }
}

/// Why three clicks make no hex grid.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum CalibrationError {
    #[error("point {0} is not on the map (its coordinates are not numbers)")]
    NotANumber(usize),
    #[error(
        "points {0} and {1} are within {CALIBRATION_TOLERANCE} px of each other: click the \
         centres of three different hexes"
    )]
    SamePlace(usize, usize),
    #[error(
        "no two of the points are in line (within {CALIBRATION_TOLERANCE} px across or down): \
         click two hexes one above the other in a column, or side by side in a row of \
         pointy-topped hexes, then the hex beside both"
    )]
    NoPairInLine,
    #[error(
        "the three points are in one line: click the third on the hex that touches the other \
         two, beside them"
    )]
    AllInLine,
    #[error(
        "point {third} is {off:.1} px from beside the middle of points {a} and {b} (at most \
         {CALIBRATION_TOLERANCE}): click three hexes that meet at one corner"
    )]
    ThirdNotBeside {
        third: usize,
        a: usize,
        b: usize,
        off: f64,
    },
    #[error(
        "the hexes would be {dx:.1} × {dy:.1} px; umpire needs at least {MIN_CELL_PIXELS} px: \
         zoom in and click the centres of three hexes that meet at one corner"
    )]
    TooSmall { dx: f64, dy: f64 },
}

/// The grid whose hexes have `clicks` as the centres of three hexes meeting at one corner, in
/// any order. Points are numbered 1, 2, 3 in messages.
pub fn calibrate(clicks: [Point; 3]) -> Result<Calibration, CalibrationError> {
    let p: Vec<(f64, f64)> = clicks
        .iter()
        .map(|q| (f64::from(q.x), f64::from(q.y)))
        .collect();
    if let Some(i) = p.iter().position(|(x, y)| !x.is_finite() || !y.is_finite()) {
        return Err(CalibrationError::NotANumber(i + 1));
    }
    let near = |a: (f64, f64), b: (f64, f64)| {
        (a.0 - b.0).abs() <= CALIBRATION_TOLERANCE && (a.1 - b.1).abs() <= CALIBRATION_TOLERANCE
    };
    for (a, b) in [(0, 1), (0, 2), (1, 2)] {
        if near(p[a], p[b]) {
            return Err(CalibrationError::SamePlace(a + 1, b + 1));
        }
    }
    let down = |a: (f64, f64), b: (f64, f64)| (a.0 - b.0).abs() <= CALIBRATION_TOLERANCE;
    let across = |a: (f64, f64), b: (f64, f64)| (a.1 - b.1).abs() <= CALIBRATION_TOLERANCE;
    let in_line = |a, b| down(a, b) || across(a, b);
    // As VASSAL: the first pair in line decides, and the third must be in line with neither.
    let (a, b, c) = [(0, 1, 2), (0, 2, 1), (1, 2, 0)]
        .into_iter()
        .find(|&(a, b, _)| in_line(p[a], p[b]))
        .ok_or(CalibrationError::NoPairInLine)?;
    if in_line(p[a], p[c]) || in_line(p[b], p[c]) {
        return Err(CalibrationError::AllInLine);
    }
    // A pair in line across the image is a column of pointy-topped hexes: swap the axes.
    let sideways = !down(p[a], p[b]);
    let own = |(x, y): (f64, f64)| if sideways { (y, x) } else { (x, y) };
    let (pa, pb, pc) = (own(p[a]), own(p[b]), own(p[c]));
    let column_u = (pa.0 + pb.0) / 2.0;
    let middle_v = (pa.1 + pb.1) / 2.0;
    let off = (pc.1 - middle_v).abs();
    if off > CALIBRATION_TOLERANCE {
        return Err(CalibrationError::ThirdNotBeside {
            third: c + 1,
            a: a + 1,
            b: b + 1,
            off,
        });
    }
    let dy = (pb.1 - pa.1).abs();
    let dx = (pc.0 - column_u).abs();
    if dx < MIN_CELL_PIXELS || dy < MIN_CELL_PIXELS {
        return Err(CalibrationError::TooSmall { dx, dy });
    }
    // The column nearest the top-left that is `k` columns before the clicked pair's; an odd
    // `k` makes the pair's column an odd one, half a hex lower than column 0.
    let k = (column_u / dx).floor();
    let x0 = column_u - k * dx;
    let odd = k.rem_euclid(2.0) == 1.0;
    let y0 = (pa.1 - if odd { dy / 2.0 } else { 0.0 }).rem_euclid(dy);
    Ok(Calibration {
        sideways,
        dx,
        dy,
        x0,
        y0,
    })
}
