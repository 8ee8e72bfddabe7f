//! The grid drawn on the map: each painted cell tinted with its terrain's colour, the lines of
//! every cell over the picture, river hexsides, exit cells, and each cell's id.
//!
//! The tints, lines, rivers and exits are filled with [`fill::fill_band`], a layer at a time
//! (the same pixels in a band as in the whole picture); the ids are small items drawn whole
//! ([`super::patch`]).

use super::patch::{PixelBox, draw_whole};
use crate::model::grid::{Cell, Grid, GridIndex};
use crate::model::{Rgb, Terrain};
use crate::render::fill::{self, Rule};
use crate::render::glyphs::{Anchor, TextLine};
use ab_glyph::FontRef;
use rustc_hash::FxHashSet;
use tiny_skia::Pixmap;

/// A colour and opacity (0–255).
pub type Ink = (Rgb, u8);

/// The tint of a terrain; open ground is left as the map shows it.
pub fn terrain_ink(t: Terrain) -> Option<Ink> {
    match t {
        Terrain::Open => None,
        Terrain::Forest => Some((Rgb(0x1e, 0x6b, 0x2a), 96)),
        Terrain::Rough => Some((Rgb(0x8a, 0x5a, 0x1e), 96)),
        Terrain::Town => Some((Rgb(0xb0, 0x2e, 0x1e), 96)),
        Terrain::Chateau => Some((Rgb(0x6a, 0x1e, 0x8a), 120)),
    }
}

/// Grid lines: dark and thin, so that the map shows through.
pub const LINE_INK: Ink = (Rgb(0x20, 0x20, 0x20), 150);
pub const RIVER_INK: Ink = (Rgb(0x1e, 0x5a, 0xd2), 230);
pub const EXIT_INK: Ink = (Rgb(0xe0, 0x6a, 0x00), 230);
pub const EXIT_FILL_ALPHA: u8 = 56;
const NUMBER_INK: Rgb = Rgb(0x18, 0x18, 0x18);

/// A layer of shapes filled in one colour.
struct Layer {
    shapes: Vec<Vec<(f32, f32)>>,
    ink: Ink,
    rule: Rule,
}

/// A cell's id, written at the top of the cell.
struct Number {
    line: TextLine,
    origin: (f32, f32),
    pixels: PixelBox,
}

/// The grid ready to be drawn over a picture.
pub(super) struct Ground {
    layers: Vec<Layer>,
    numbers: Vec<Number>,
    /// The rows any of it may touch.
    rows: (f32, f32),
}

/// Where a cell of the grid is drawn: its corners in output pixels.
fn outline(g: &Grid, c: Cell, scale: f32) -> Vec<(f32, f32)> {
    g.corners(c)
        .into_iter()
        .map(|p| (p.x * scale, p.y * scale))
        .collect()
}

/// The cells of `g` that a picture of `size` output pixels at `scale` shows, edges included.
pub fn cells_over(g: &Grid, size: (u32, u32), scale: f32) -> Vec<Cell> {
    let (w, h) = (
        f64::from(size.0) / f64::from(scale),
        f64::from(size.1) / f64::from(scale),
    );
    let (across, down) = if g.sideways && g.is_hex() {
        (h, w)
    } else {
        (w, h)
    };
    let index = |v: f64| v.clamp(f64::from(i32::MIN / 2), f64::from(i32::MAX / 2)) as i32;
    let cols =
        index(((0.0 - g.x0) / g.dx).floor()) - 1..=index(((across - g.x0) / g.dx).ceil()) + 1;
    let rows = index(((0.0 - g.y0) / g.dy).floor()) - 1..=index(((down - g.y0) / g.dy).ceil()) + 1;
    cols.flat_map(|c| rows.clone().map(move |r| Cell::new(c, r)))
        .collect()
}

impl Ground {
    /// The ground of `index`'s grid over a picture of `size` output pixels at `scale` of the
    /// map, with `unit` output pixels to a style unit.
    pub fn new(
        index: &GridIndex,
        scale: f32,
        unit: f32,
        size: (u32, u32),
        font: &FontRef,
    ) -> Ground {
        let g = index.grid;
        let cells = cells_over(g, size, scale);
        let mut layers = Vec::new();
        for t in Terrain::ALL {
            let Some(ink) = terrain_ink(t) else {
                continue;
            };
            let shapes: Vec<_> = index
                .painted()
                .filter(|&(_, painted)| painted == t)
                .map(|(c, _)| outline(g, c, scale))
                .collect();
            if !shapes.is_empty() {
                layers.push(Layer {
                    shapes,
                    ink,
                    rule: Rule::NonZero,
                });
            }
        }
        let exits: Vec<Vec<(f32, f32)>> = index.exits().map(|c| outline(g, c, scale)).collect();
        layers.push(Layer {
            shapes: exits.clone(),
            ink: (EXIT_INK.0, EXIT_FILL_ALPHA),
            rule: Rule::NonZero,
        });
        layers.push(Layer {
            shapes: grid_lines(g, &cells, scale, unit),
            ink: LINE_INK,
            rule: Rule::NonZero,
        });
        layers.push(Layer {
            shapes: exits
                .iter()
                .flat_map(|o| fill::outline_shapes(o, 3.0 * unit))
                .collect(),
            ink: EXIT_INK,
            rule: Rule::NonZero,
        });
        layers.push(Layer {
            shapes: index
                .hexsides()
                .filter_map(|(a, b, _)| g.hexside(a, b))
                .flat_map(|(p, q)| {
                    let ends = [(p.x * scale, p.y * scale), (q.x * scale, q.y * scale)];
                    fill::line_shapes(&ends, 4.0 * unit)
                })
                .collect(),
            ink: RIVER_INK,
            rule: Rule::NonZero,
        });
        layers.retain(|l| !l.shapes.is_empty());
        let numbers = numbers(g, &cells, scale, unit, size, font);
        let ys = layers
            .iter()
            .flat_map(|l| l.shapes.iter().flatten().map(|p| p.1))
            .chain(
                numbers
                    .iter()
                    .flat_map(|n| [n.pixels.y0 as f32, n.pixels.y1 as f32]),
            );
        let rows = ys.fold((f32::INFINITY, f32::NEG_INFINITY), |(a, b), y| {
            (a.min(y), b.max(y))
        });
        Ground {
            layers,
            numbers,
            rows,
        }
    }

    /// Draw into `band`, which holds the rows `first..` of the picture.
    pub fn draw(&self, band: &mut Pixmap, first: u32) {
        for l in &self.layers {
            fill::fill_band(band, first as usize, &l.shapes, l.rule, l.ink.0, l.ink.1);
        }
        let colour = tiny_skia::Color::from_rgba8(NUMBER_INK.0, NUMBER_INK.1, NUMBER_INK.2, 255);
        for n in &self.numbers {
            draw_whole(band, first, n.pixels, |patch, _, shift| {
                n.line.fill_shifted(patch, n.origin, shift, colour);
            });
        }
    }

    /// Whether drawing touches any of the rows `first..last`.
    pub fn touches(&self, first: u32, last: u32) -> bool {
        self.rows.0 < last as f32 + 2.0 && self.rows.1 > first as f32 - 2.0
    }
}

/// Every side of the cells, once, as thin bands: a side two cells share is drawn once, so
/// the lines are even.
fn grid_lines(g: &Grid, cells: &[Cell], scale: f32, unit: f32) -> Vec<Vec<(f32, f32)>> {
    let half = 0.5 * unit.max(1.0);
    let mut seen = FxHashSet::default();
    let key = |p: (f32, f32)| ((p.0 * 8.0).round() as i64, (p.1 * 8.0).round() as i64);
    let mut out = Vec::new();
    for &c in cells {
        let corners = outline(g, c, scale);
        let n = corners.len();
        for i in 0..n {
            let (a, b) = (corners[i], corners[(i + 1) % n]);
            let (ka, kb) = (key(a), key(b));
            if !seen.insert(if ka <= kb { (ka, kb) } else { (kb, ka) }) {
                continue;
            }
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt();
            if len > 0.0 {
                // Each side runs half a line width past its corners, so that corners close.
                let (ux, uy) = (dx / len * half, dy / len * half);
                let (nx, ny) = (-uy, ux);
                out.push(vec![
                    (a.0 - ux + nx, a.1 - uy + ny),
                    (b.0 + ux + nx, b.1 + uy + ny),
                    (b.0 + ux - nx, b.1 + uy - ny),
                    (a.0 - ux - nx, a.1 - uy - ny),
                ]);
            }
        }
    }
    out
}

/// Each cell's id near the top of the cell, as VASSAL writes them, in a size that fits.
fn numbers(
    g: &Grid,
    cells: &[Cell],
    scale: f32,
    unit: f32,
    size: (u32, u32),
    font: &FontRef,
) -> Vec<Number> {
    let pitch = (g.dx.min(g.dy) as f32) * scale;
    let text_size = (0.18 * pitch).min(10.0 * unit);
    if text_size < 5.0 {
        // Too small to read: a picture this far out shows the lines only.
        return Vec::new();
    }
    // From the centre up to near the cell's top: a flat side (half a row) or a corner.
    let top = if g.sideways && g.is_hex() {
        2.0 * g.dx as f32 / 3.0
    } else {
        g.dy as f32 / 2.0
    } * scale;
    cells
        .iter()
        .filter_map(|&c| {
            let centre = g.centre(c);
            let at = (centre.x * scale, centre.y * scale - 0.66 * top);
            let line = TextLine::new(font, &g.id(c), text_size);
            let origin = line.origin(at, Anchor::InkCentre)?;
            let ink = line.ink()?;
            let extent = (
                origin.0 + ink.left(),
                origin.1 + ink.top(),
                origin.0 + ink.right(),
                origin.1 + ink.bottom(),
            );
            Some(Number {
                pixels: PixelBox::around(extent, size)?,
                line,
                origin,
            })
        })
        .collect()
}
