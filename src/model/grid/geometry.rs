//! The grid's geometry: which cell a pixel is in, where a cell's centre and corners are, which
//! cells are neighbours, how far apart two cells are and the side two cells share.
//!
//! Cells are counted from the origin's: [`Cell`] `(col, row)` is VASSAL's raw column and row.
//! Hexes are worked out in a space where they are regular: the grid's own axes (image axes,
//! swapped when sideways), scaled so that a column is 3/2 and a row √3 apart, where a
//! flat-topped hex of circumradius 1 fits. Every hex of the grid is the image of that regular
//! hex under the same scaling, so oblong hexes (`dx` not √3/2 of `dy`) tile too, as in VASSAL.
//! In that space the columns are those of "odd-q" offset coordinates (odd columns half a hex
//! lower), converted to axial coordinates for neighbours and distances.

use super::{Grid, GridKind};
use crate::model::Point;

/// A cell of the grid: `col` from the origin's column (across the image; down it when
/// sideways), `row` from the origin's row within the column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub col: i32,
    pub row: i32,
}

impl Cell {
    pub const fn new(col: i32, row: i32) -> Cell {
        Cell { col, row }
    }

    fn odd_col(self) -> bool {
        self.col.rem_euclid(2) == 1
    }

    /// Axial coordinates of a hex: `q` the column, `r` the row less the half rows the columns
    /// to its left have dropped.
    fn axial(self) -> (i64, i64) {
        let q = i64::from(self.col);
        (q, i64::from(self.row) - (q - q.rem_euclid(2)) / 2)
    }

    /// The hex at axial `(q, r)`, saturating far outside any map.
    fn from_axial(q: i64, r: i64) -> Cell {
        // A place far off the map (a unit's point from a bad file) may give axial figures
        // near i64's ends: the row saturates rather than overflow.
        let row = r.saturating_add((q - q.rem_euclid(2)) / 2);
        Cell::new(saturate(q), saturate(row))
    }
}

fn saturate(v: i64) -> i32 {
    v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

/// A way out of a cell, clockwise from the top of the grid's own axes. A hex has six, a square
/// eight (the diagonals between the four sides).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Direction(pub u8);

/// Axial steps to a flat-topped hex's six neighbours, clockwise from the one above it.
const HEX_STEPS: [(i64, i64); 6] = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)];
/// Steps to a square's eight neighbours, clockwise from the one above it.
const SQUARE_STEPS: [(i32, i32); 8] = [
    (0, -1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

const SQRT3: f64 = 1.732_050_807_568_877_2;

impl Grid {
    /// A point from image axes to the grid's own (swapped when sideways), and back.
    fn own_axes(&self, (x, y): (f64, f64)) -> (f64, f64) {
        if self.sideways && self.is_hex() {
            (y, x)
        } else {
            (x, y)
        }
    }

    /// The cell that holds the pixel `p`. A point on a side between two cells is given to one
    /// of them.
    pub fn cell_at(&self, p: Point) -> Cell {
        let (x, y) = self.own_axes((f64::from(p.x), f64::from(p.y)));
        let (fx, fy) = ((x - self.x0) / self.dx, (y - self.y0) / self.dy);
        match self.kind {
            GridKind::Square => Cell::new(round_index(fx), round_index(fy)),
            GridKind::Hex => {
                // In the regular space: u = 3/2 · fx, v = √3 · fy; axial q = 2/3 u, r = v/√3 − u/3.
                let q = fx;
                let r = fy - fx / 2.0;
                let (q, r) = cube_round(q, r);
                Cell::from_axial(q, r)
            }
        }
    }

    /// The centre of a cell, in image pixels.
    pub fn centre(&self, c: Cell) -> Point {
        let (x, y) = self.centre_f64(c);
        Point::new(x as f32, y as f32)
    }

    pub(crate) fn centre_f64(&self, c: Cell) -> (f64, f64) {
        let half = if self.is_hex() && c.odd_col() {
            0.5
        } else {
            0.0
        };
        let own = (
            self.x0 + f64::from(c.col) * self.dx,
            self.y0 + (f64::from(c.row) + half) * self.dy,
        );
        self.own_axes(own)
    }

    /// `p` moved to the centre of its cell: where a unit placed at `p` stands on the grid.
    pub fn snap(&self, p: Point) -> Point {
        self.centre(self.cell_at(p))
    }

    /// The corners of a cell, in image pixels, going round it: six for a hex, four for a
    /// square.
    pub fn corners(&self, c: Cell) -> Vec<Point> {
        let (cx, cy) = self.own_axes(self.centre_f64(c));
        let offsets: Vec<(f64, f64)> = match self.kind {
            GridKind::Hex => {
                // The regular hex's corners at 0°, 60° … scaled back: x by 2dx/3, y by dy/√3.
                let (rx, ry) = (2.0 * self.dx / 3.0, self.dy / SQRT3);
                (0..6)
                    .map(|k| {
                        let a = f64::from(k) * std::f64::consts::FRAC_PI_3;
                        (a.cos() * rx, a.sin() * ry)
                    })
                    .collect()
            }
            GridKind::Square => {
                let (hx, hy) = (self.dx / 2.0, self.dy / 2.0);
                vec![(hx, hy), (-hx, hy), (-hx, -hy), (hx, -hy)]
            }
        };
        offsets
            .into_iter()
            .map(|(ox, oy)| {
                let (x, y) = self.own_axes((cx + ox, cy + oy));
                Point::new(x as f32, y as f32)
            })
            .collect()
    }

    /// The cell one step from `c` in direction `d` (see [`Grid::directions`]).
    pub fn step(&self, c: Cell, d: Direction) -> Cell {
        match self.kind {
            GridKind::Hex => {
                let (q, r) = c.axial();
                let (dq, dr) = HEX_STEPS[usize::from(d.0) % 6];
                Cell::from_axial(q + dq, r + dr)
            }
            GridKind::Square => {
                let (dc, dr) = SQUARE_STEPS[usize::from(d.0) % 8];
                Cell::new(c.col.saturating_add(dc), c.row.saturating_add(dr))
            }
        }
    }

    /// How many ways lead out of a cell: 6 for hexes, 8 for squares (diagonals included, as
    /// VASSAL counts range on squares).
    pub fn directions(&self) -> u8 {
        match self.kind {
            GridKind::Hex => 6,
            GridKind::Square => 8,
        }
    }

    /// The cells next to `c`, clockwise from the one above it (in the grid's own axes).
    pub fn neighbours(&self, c: Cell) -> Vec<Cell> {
        (0..self.directions())
            .map(|d| self.step(c, Direction(d)))
            .collect()
    }

    /// How many steps from one cell to another: hexes along the grid, squares counting a
    /// diagonal step as one (VASSAL's "metric" range).
    pub fn distance(&self, a: Cell, b: Cell) -> u64 {
        match self.kind {
            GridKind::Hex => {
                let ((q1, r1), (q2, r2)) = (a.axial(), b.axial());
                let (dq, dr) = (q2 - q1, r2 - r1);
                (dq.unsigned_abs() + dr.unsigned_abs() + (dq + dr).unsigned_abs()) / 2
            }
            GridKind::Square => {
                let dc = (i64::from(b.col) - i64::from(a.col)).unsigned_abs();
                let dr = (i64::from(b.row) - i64::from(a.row)).unsigned_abs();
                dc.max(dr)
            }
        }
    }

    /// Whether two cells are next to each other.
    pub fn adjacent(&self, a: Cell, b: Cell) -> bool {
        self.distance(a, b) == 1
    }

    /// The side two cells share, as its two end corners; `None` when they share none (not
    /// neighbours, or squares touching only at a corner).
    pub fn hexside(&self, a: Cell, b: Cell) -> Option<(Point, Point)> {
        if !self.adjacent(a, b) {
            return None;
        }
        if self.kind == GridKind::Square && a.col != b.col && a.row != b.row {
            return None;
        }
        // The shared side is the one whose middle is the middle of the two centres.
        let ((ax, ay), (bx, by)) = (self.centre_f64(a), self.centre_f64(b));
        let mid = ((ax + bx) / 2.0, (ay + by) / 2.0);
        let corners = self.corners(a);
        let n = corners.len();
        (0..n)
            .map(|i| (corners[i], corners[(i + 1) % n]))
            .min_by(|(p, q), (r, s)| {
                let d = |u: &Point, v: &Point| {
                    let (x, y) = (
                        (f64::from(u.x) + f64::from(v.x)) / 2.0 - mid.0,
                        (f64::from(u.y) + f64::from(v.y)) / 2.0 - mid.1,
                    );
                    x * x + y * y
                };
                d(p, q).total_cmp(&d(r, s))
            })
    }

    /// The direction from a cell's centre to a point, in degrees clockwise from the top of the
    /// image, as a unit's facing is written.
    pub fn bearing(from: Point, to: Point) -> f32 {
        let (dx, dy) = (f64::from(to.x - from.x), f64::from(to.y - from.y));
        (dx.atan2(-dy).to_degrees().rem_euclid(360.0)) as f32
    }
}

/// The nearest whole number, halves rounded up, as a saturating index.
fn round_index(v: f64) -> i32 {
    (v + 0.5).floor() as i32
}

/// The hex whose centre is nearest the axial point `(q, r)`: the cube coordinates rounded,
/// the one that rounded most given back by the other two.
fn cube_round(q: f64, r: f64) -> (i64, i64) {
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (eq, er, es) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if eq > er && eq > es {
        rq = -rr - rs;
    } else if er > es {
        rr = -rq - rs;
    }
    // `as` saturates: a point beyond any map still names some cell.
    (rq as i64, rr as i64)
}
