//! A hex grid from three clicks, as VASSAL's "Set grid shape" finds one: two of the points in
//! line (within [`CALIBRATION_TOLERANCE`] pixels across or down), the third not.
//!
//! [`calibrate`] takes the centres of three hexes that meet at one corner (centres are what a
//! printed map marks, and what a unit is dropped on); [`calibrate_from_corners`] takes three
//! corners in a row around one hex, which is what VASSAL's editor asks for. Two of the three hexes are one above the other in a column: their
//! centres are in line down the image for flat-topped hexes, across it for pointy-topped ones
//! (VASSAL's sideways). Their distance is the row pitch `dy`; the third hex, in the next
//! column, lies beside the middle of the two, the column pitch `dx` away. The origin is put on
//! the centre of the hex nearest the image's top-left corner whose column keeps the clicked
//! hexes' stagger; the window then nudges it (origin by a pixel, size by a tenth) as VASSAL's
//! arrow keys do.

use super::{Grid, GridKind, MIN_CELL_PIXELS};
use crate::i18n::tr;
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
#[derive(Clone, Debug, PartialEq)]
pub enum CalibrationError {
    /// Point `n` (from 1) is not a number.
    NotANumber(usize),
    SamePlace(usize, usize),
    NoPairInLine,
    AllInLine,
    ThirdNotBeside {
        third: usize,
        a: usize,
        b: usize,
        off: f64,
    },
    CornersNotOfOneHex {
        third: usize,
        off: f64,
    },
    TooSmall {
        dx: f64,
        dy: f64,
    },
}

impl std::error::Error for CalibrationError {}

/// In the language in force; a distance in pixels to a tenth.
impl std::fmt::Display for CalibrationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tolerance = CALIBRATION_TOLERANCE;
        let text = match *self {
            CalibrationError::NotANumber(n) => tr!(ModelCalibrationNotANumber, point = n),
            CalibrationError::SamePlace(a, b) => {
                tr!(
                    ModelCalibrationSamePlace,
                    a = a,
                    b = b,
                    tolerance = tolerance
                )
            }
            CalibrationError::NoPairInLine => {
                tr!(ModelCalibrationNoPairInLine, tolerance = tolerance)
            }
            CalibrationError::AllInLine => tr!(ModelCalibrationAllInLine),
            CalibrationError::ThirdNotBeside { third, a, b, off } => tr!(
                ModelCalibrationThirdNotBeside,
                third = third,
                a = a,
                b = b,
                off = off,
                tolerance = tolerance
            ),
            CalibrationError::CornersNotOfOneHex { third, off } => tr!(
                ModelCalibrationCornersNotOfOneHex,
                third = third,
                off = off,
                tolerance = tolerance
            ),
            CalibrationError::TooSmall { dx, dy } => tr!(
                ModelCalibrationTooSmall,
                dx = dx,
                dy = dy,
                min = MIN_CELL_PIXELS
            ),
        };
        f.write_str(&text)
    }
}

/// Three clicks as numbers, refused when one is not a number or two are on one place.
fn clicked(clicks: [Point; 3]) -> Result<[(f64, f64); 3], CalibrationError> {
    let p = clicks.map(|q| (f64::from(q.x), f64::from(q.y)));
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
    Ok(p)
}

fn down(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.0 - b.0).abs() <= CALIBRATION_TOLERANCE
}

fn across(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.1 - b.1).abs() <= CALIBRATION_TOLERANCE
}

/// As VASSAL: the first pair of points in line (across or down) decides, and the third must
/// be in line with neither. The indices of the pair and of the third.
fn pair_in_line(p: &[(f64, f64); 3]) -> Result<(usize, usize, usize), CalibrationError> {
    let in_line = |a, b| down(a, b) || across(a, b);
    let (a, b, c) = [(0, 1, 2), (0, 2, 1), (1, 2, 0)]
        .into_iter()
        .find(|&(a, b, _)| in_line(p[a], p[b]))
        .ok_or(CalibrationError::NoPairInLine)?;
    if in_line(p[a], p[c]) || in_line(p[b], p[c]) {
        return Err(CalibrationError::AllInLine);
    }
    Ok((a, b, c))
}

/// The calibration of a grid of `dx × dy` (in its own axes) with a hex centred at `centre`
/// (own axes): the origin put on the hex nearest the image's top-left corner whose column
/// keeps that hex's stagger.
fn placed(
    sideways: bool,
    dx: f64,
    dy: f64,
    centre: (f64, f64),
) -> Result<Calibration, CalibrationError> {
    if !(dx >= MIN_CELL_PIXELS && dy >= MIN_CELL_PIXELS) {
        return Err(CalibrationError::TooSmall { dx, dy });
    }
    // The column nearest the top-left is `k` columns before the known hex's; an odd `k` makes
    // the known hex's column an odd one, half a hex lower than column 0.
    let k = (centre.0 / dx).floor();
    let x0 = centre.0 - k * dx;
    let odd = k.rem_euclid(2.0) == 1.0;
    let y0 = (centre.1 - if odd { dy / 2.0 } else { 0.0 }).rem_euclid(dy);
    Ok(Calibration {
        sideways,
        dx,
        dy,
        x0,
        y0,
    })
}

/// The grid whose hexes have `clicks` as the centres of three hexes meeting at one corner, in
/// any order. Points are numbered 1, 2, 3 in messages.
pub fn calibrate(clicks: [Point; 3]) -> Result<Calibration, CalibrationError> {
    let p = clicked(clicks)?;
    let (a, b, c) = pair_in_line(&p)?;
    // A pair in line across the image is a column of pointy-topped hexes: swap the axes.
    let sideways = !down(p[a], p[b]);
    let own = |(x, y): (f64, f64)| if sideways { (y, x) } else { (x, y) };
    let (pa, pb, pc) = (own(p[a]), own(p[b]), own(p[c]));
    let column_u = (pa.0 + pb.0) / 2.0;
    let off = (pc.1 - (pa.1 + pb.1) / 2.0).abs();
    if off > CALIBRATION_TOLERANCE {
        return Err(CalibrationError::ThirdNotBeside {
            third: c + 1,
            a: a + 1,
            b: b + 1,
            off,
        });
    }
    let (dx, dy) = ((pc.0 - column_u).abs(), (pb.1 - pa.1).abs());
    placed(sideways, dx, dy, (column_u, pa.1))
}

/// The grid from three corners in a row around one hex, as VASSAL's "Set grid shape" asks for
/// them ("three adjacent points around the edge of any map grid cell"), in any order.
///
/// Two of the corners are in line: the ends of a side across (or down) the image, the third
/// the next corner beyond them; or the two corners either side of a point, the third that
/// point, halfway between them.
pub fn calibrate_from_corners(clicks: [Point; 3]) -> Result<Calibration, CalibrationError> {
    let p = clicked(clicks)?;
    let (a, b, c) = pair_in_line(&p)?;
    // Worked with the pair across: a pair down the image is the same with the axes swapped.
    let turned = !across(p[a], p[b]);
    let frame = |(x, y): (f64, f64)| if turned { (y, x) } else { (x, y) };
    let (pa, pb, pc) = (frame(p[a]), frame(p[b]), frame(p[c]));
    let (left, right) = (pa.0.min(pb.0), pa.0.max(pb.0));
    let middle = (left + right) / 2.0;
    let (pointy, dx, dy, centre) = if pc.0 < left || pc.0 > right {
        // A flat side and the corner beyond it, level with the hex's centre: the side is one
        // radius long, the corner a radius from the side's middle.
        let r = right - left;
        let off = ((pc.0 - middle).abs() - r).abs();
        if off > CALIBRATION_TOLERANCE {
            return Err(CalibrationError::CornersNotOfOneHex { third: c + 1, off });
        }
        (false, 1.5 * r, 2.0 * (pc.1 - pa.1).abs(), (middle, pc.1))
    } else {
        // The two corners either side of a point: the point is half a radius beyond them.
        let off = (pc.0 - middle).abs();
        if off > CALIBRATION_TOLERANCE {
            return Err(CalibrationError::CornersNotOfOneHex { third: c + 1, off });
        }
        let r = 2.0 * (pc.1 - pa.1).abs();
        let centre_y = pc.1 + r * (pa.1 - pc.1).signum();
        (true, 1.5 * r, right - left, (pc.0, centre_y))
    };
    // Pointy in the frame is sideways (its own axes swapped); the frame itself may be turned.
    let sideways = pointy != turned;
    let own = if pointy { (centre.1, centre.0) } else { centre };
    placed(sideways, dx, dy, own)
}
