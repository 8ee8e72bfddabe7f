//! A turn's moves drawn as arrows: from where each unit stood when the turn began, through
//! every place it stopped, to where it ended the turn, the head stopping at its counter's
//! edge. Filled as polygons ([`fill::fill_band`]), one layer a side, so that they are the same
//! in a band as in the whole picture however long they are.

use crate::model::Rgb;
use crate::render::fill::{self, Rule};
use tiny_skia::Pixmap;

/// Opacity of an arrow (0–255): the map shows through a little.
const ARROW_ALPHA: u8 = 225;

/// The arrows of one side, in one colour.
pub(super) struct Arrows {
    shapes: Vec<Vec<(f32, f32)>>,
    colour: Rgb,
    rows: (f32, f32),
}

/// A side's colour darkened, so that its arrows stand out from its counters.
fn darker(c: Rgb) -> Rgb {
    let d = |v: u8| (f32::from(v) * 0.65) as u8;
    Rgb(d(c.0), d(c.1), d(c.2))
}

impl Arrows {
    /// The arrows along `paths` (output pixels, each from its start to its end), drawn
    /// `unit`-scaled, the last stretch of each cut short by `stop` pixels.
    pub fn new(paths: &[Vec<(f32, f32)>], colour: Rgb, unit: f32, stop: f32) -> Arrows {
        let mut shapes = Vec::new();
        for path in paths {
            shapes.extend(arrow(path, unit, stop));
        }
        let ys = shapes.iter().flatten().map(|p| p.1);
        let rows = ys.fold((f32::INFINITY, f32::NEG_INFINITY), |(a, b), y| {
            (a.min(y), b.max(y))
        });
        Arrows {
            shapes,
            colour: darker(colour),
            rows,
        }
    }

    pub fn draw(&self, band: &mut Pixmap, first: u32) {
        if !self.shapes.is_empty() {
            let rule = Rule::NonZero;
            fill::fill_band(
                band,
                first as usize,
                &self.shapes,
                rule,
                self.colour,
                ARROW_ALPHA,
            );
        }
    }

    pub fn touches(&self, first: u32, last: u32) -> bool {
        self.rows.0 < last as f32 + 2.0 && self.rows.1 > first as f32 - 2.0
    }
}

/// The shapes of one arrow: a line through its stops with round bends, a head at the end.
fn arrow(path: &[(f32, f32)], unit: f32, stop: f32) -> Vec<Vec<(f32, f32)>> {
    let mut points: Vec<(f32, f32)> = Vec::with_capacity(path.len());
    for &p in path {
        // A stop where the unit already stood draws nothing.
        if points.last().is_none_or(|&q: &(f32, f32)| dist(p, q) > 0.5) {
            points.push(p);
        }
    }
    let n = points.len();
    if n < 2 {
        return Vec::new();
    }
    let (head_len, head_half, shaft) = (10.0 * unit, 6.0 * unit, 1.6 * unit);
    // The tip stops at the counter's edge, `stop` short of the end; a last stretch too short
    // for a head ends the shaft where it begins.
    let (a, b) = (points[n - 2], points[n - 1]);
    let len = dist(a, b);
    let cut = len - stop;
    let head = cut >= head_len;
    if !head && n == 2 {
        return Vec::new();
    }
    let (ux, uy) = ((b.0 - a.0) / len, (b.1 - a.1) / len);
    let tip = (a.0 + ux * cut, a.1 + uy * cut);
    let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
    if head {
        points[n - 1] = base;
    } else {
        points.pop();
    }
    let mut shapes = fill::line_shapes(&points, 2.0 * shaft);
    if head {
        let mut tip_shape = vec![vec![
            tip,
            (base.0 - uy * head_half, base.1 + ux * head_half),
            (base.0 + uy * head_half, base.1 - ux * head_half),
        ]];
        fill::wound_alike(&mut tip_shape);
        shapes.extend(tip_shape);
    }
    shapes
}

fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}
