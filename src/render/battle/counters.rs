//! Units drawn as counters: a rectangle in the side's colour with a NATO-style symbol for the
//! kind (infantry a cross in a frame, cavalry one diagonal, artillery a dot, a general a star),
//! a pointer for the facing and the unit's name beside it. A routed unit is hollow, a unit
//! eliminated in the turn shown is struck through and faded, one that left the map (exited,
//! withdrawn) is faded.

use super::patch::{PixelBox, draw_whole};
use crate::model::{Rgb, UnitKind};
use crate::render::glyphs::{Anchor, TextLine};
use ab_glyph::FontRef;
use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Stroke, Transform};

/// How a counter looks for its unit's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// On the map and in order.
    Standing,
    /// Routed: hollow, outlined in the side's colour.
    Routed,
    /// Destroyed or fled in the turn shown: struck through.
    Eliminated,
    /// Left the map (exited, withdrawn) in the turn shown.
    Gone,
}

/// Opacity of a counter that is no longer on the map (0–255).
const FADED: u8 = 110;
/// The box of a counter wholly off the picture (its name may still be on it).
const EMPTY: PixelBox = PixelBox {
    x0: 0,
    y0: 0,
    x1: 0,
    y1: 0,
};
/// The stroke through an eliminated counter.
const STRUCK: Rgb = Rgb(0xb0, 0x10, 0x10);
/// The most characters of a name written beside a counter.
const LABEL_CHARS: usize = 28;
/// The size of a counter's name, in style units.
pub(super) const LABEL_SIZE: f32 = 9.0;

/// One counter ready to be drawn.
pub(super) struct Counter {
    /// Centre, in output pixels.
    pub at: (f32, f32),
    /// Width and height, in output pixels.
    pub size: (f32, f32),
    pub colour: Rgb,
    pub kind: UnitKind,
    pub look: Look,
    /// Degrees clockwise from the top of the map.
    pub facing: Option<f32>,
    label: Option<(TextLine, (f32, f32))>,
    /// The pixels the counter may touch, and those its name may.
    pub pixels: PixelBox,
    pub label_pixels: Option<PixelBox>,
    /// Output pixels to a style unit.
    unit: f32,
}

fn paint(c: Rgb, alpha: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c.0, c.1, c.2, alpha);
    p.anti_alias = true;
    p
}

/// `name` cut to [`LABEL_CHARS`] characters, with "…" when cut.
fn short_name(name: &str) -> String {
    let name = name.trim();
    if name.chars().count() <= LABEL_CHARS {
        return name.to_string();
    }
    let mut cut: String = name.chars().take(LABEL_CHARS - 1).collect();
    cut.push('…');
    cut
}

/// How counters are drawn on one picture.
pub(super) struct Style<'f> {
    pub font: &'f FontRef<'f>,
    /// Output pixels to a style unit.
    pub unit: f32,
    /// The picture's size, in output pixels.
    pub picture: (u32, u32),
    /// A counter's width and height, in output pixels.
    pub size: (f32, f32),
}

/// One unit as a counter shows it.
pub(super) struct Piece<'n> {
    /// The counter's centre, in output pixels.
    pub at: (f32, f32),
    /// The row its name is written on: beside it, or lower down in a stack, so that the names
    /// of a stack do not cover each other.
    pub label_y: f32,
    pub colour: Rgb,
    pub kind: UnitKind,
    pub look: Look,
    /// Degrees clockwise from the top of the map.
    pub facing: Option<f32>,
    pub name: &'n str,
}

impl Counter {
    /// The counter of `piece`; `None` when it is off the picture.
    pub fn new(piece: Piece, style: &Style) -> Option<Counter> {
        let (at, unit, size) = (piece.at, style.unit, style.size);
        let (hw, hh) = (size.0 / 2.0, size.1 / 2.0);
        // The facing pointer reaches past the counter's corner at most.
        let reach = (hw * hw + hh * hh).sqrt() + 5.0 * unit;
        let extent = (at.0 - reach, at.1 - reach, at.0 + reach, at.1 + reach);
        let text = short_name(piece.name);
        let line = TextLine::new(style.font, &text, LABEL_SIZE * unit);
        let label = line.ink().and_then(|ink| {
            let left = (at.0 + hw + 3.0 * unit, piece.label_y);
            let origin = line.origin(left, Anchor::InkLeft)?;
            let pad = 2.0 * unit;
            let around = (
                origin.0 + ink.left() - pad,
                origin.1 + ink.top() - pad,
                origin.0 + ink.right() + pad,
                origin.1 + ink.bottom() + pad,
            );
            Some(((line, origin), PixelBox::around(around, style.picture)))
        });
        let (label, label_pixels) = match label {
            Some((l, p)) => (Some(l), p),
            None => (None, None),
        };
        let pixels = PixelBox::around(extent, style.picture);
        if pixels.is_none() && label_pixels.is_none() {
            return None;
        }
        Some(Counter {
            at,
            size,
            colour: piece.colour,
            kind: piece.kind,
            look: piece.look,
            facing: piece.facing,
            label,
            pixels: pixels.unwrap_or(EMPTY),
            label_pixels,
            unit,
        })
    }

    /// Draw the counter into `band`, which holds the rows `first..` of the picture.
    pub fn draw(&self, band: &mut Pixmap, first: u32) {
        draw_whole(band, first, self.pixels, |patch, moved, _| {
            self.draw_body(patch, moved)
        });
    }

    /// Draw its name: after every counter, so that no counter of a stack hides a name.
    pub fn draw_name(&self, band: &mut Pixmap, first: u32) {
        if let Some(b) = self.label_pixels {
            draw_whole(band, first, b, |patch, moved, shift| {
                self.draw_label(patch, moved, shift)
            });
        }
    }

    /// Whether the counter or its name has pixels in the rows `first..last`.
    pub fn meets_rows(&self, first: u32, last: u32) -> bool {
        self.pixels.meets_rows(first, last)
            || self.label_pixels.is_some_and(|b| b.meets_rows(first, last))
    }

    fn alpha(&self) -> u8 {
        match self.look {
            Look::Standing | Look::Routed => 255,
            Look::Eliminated | Look::Gone => FADED,
        }
    }

    fn draw_body(&self, pm: &mut Pixmap, ts: Transform) {
        let (u, alpha) = (self.unit, self.alpha());
        let white = Rgb(255, 255, 255);
        // A routed counter is hollow: white inside, its marks in the side's colour.
        let (fill, marks) = match self.look {
            Look::Routed => (white, self.colour),
            _ => (self.colour, marks_on(self.colour)),
        };
        let (cx, cy) = self.at;
        let (w, h) = self.size;
        if let Some(dir) = self.facing {
            self.draw_pointer(pm, ts, dir, marks_or_side(self.look, self.colour), alpha);
        }
        let body = tiny_skia::Rect::from_xywh(cx - w / 2.0, cy - h / 2.0, w, h)
            .map(PathBuilder::from_rect);
        if let Some(body) = &body {
            pm.fill_path(body, &paint(fill, alpha), FillRule::Winding, ts, None);
            let edge = Stroke {
                width: 1.2 * u,
                ..Stroke::default()
            };
            let edge_colour = if self.look == Look::Routed {
                self.colour
            } else {
                Rgb(0x10, 0x10, 0x10)
            };
            pm.stroke_path(body, &paint(edge_colour, alpha), &edge, ts, None);
        }
        self.draw_symbol(pm, ts, marks, alpha);
        if self.look == Look::Eliminated {
            let mut pb = PathBuilder::new();
            pb.move_to(cx - w / 2.0, cy + h / 2.0);
            pb.line_to(cx + w / 2.0, cy - h / 2.0);
            pb.move_to(cx - w / 2.0, cy - h / 2.0);
            pb.line_to(cx + w / 2.0, cy + h / 2.0);
            if let Some(strike) = pb.finish() {
                let stroke = Stroke {
                    width: 2.4 * u,
                    ..Stroke::default()
                };
                pm.stroke_path(&strike, &paint(STRUCK, 255), &stroke, ts, None);
            }
        }
    }

    /// The NATO symbol: a frame with a cross (infantry), one diagonal (cavalry) or a dot
    /// (artillery); a star for a general, without the frame.
    fn draw_symbol(&self, pm: &mut Pixmap, ts: Transform, marks: Rgb, alpha: u8) {
        let (cx, cy) = self.at;
        let (fw, fh) = (self.size.0 * 0.62, self.size.1 * 0.58);
        let (l, t, r, b) = (cx - fw / 2.0, cy - fh / 2.0, cx + fw / 2.0, cy + fh / 2.0);
        let stroke = Stroke {
            width: 1.3 * self.unit,
            ..Stroke::default()
        };
        let ink = paint(marks, alpha);
        let mut pb = PathBuilder::new();
        if self.kind == UnitKind::General {
            if let Some(star) = star((cx, cy), fh * 0.62) {
                pm.fill_path(&star, &ink, FillRule::Winding, ts, None);
            }
            return;
        }
        if let Some(frame) = tiny_skia::Rect::from_ltrb(l, t, r, b) {
            pb.push_rect(frame);
        }
        match self.kind {
            UnitKind::Infantry => {
                pb.move_to(l, t);
                pb.line_to(r, b);
                pb.move_to(l, b);
                pb.line_to(r, t);
            }
            UnitKind::Cavalry => {
                pb.move_to(l, b);
                pb.line_to(r, t);
            }
            UnitKind::Artillery | UnitKind::General => {}
        }
        if let Some(path) = pb.finish() {
            pm.stroke_path(&path, &ink, &stroke, ts, None);
        }
        if self.kind == UnitKind::Artillery
            && let Some(dot) = PathBuilder::from_circle(cx, cy, fh * 0.2)
        {
            pm.fill_path(&dot, &ink, FillRule::Winding, ts, None);
        }
    }

    /// A small triangle outside the counter, pointing the way the unit faces.
    fn draw_pointer(&self, pm: &mut Pixmap, ts: Transform, degrees: f32, c: Rgb, alpha: u8) {
        let a = degrees.to_radians();
        let (dx, dy) = (a.sin(), -a.cos());
        let (hw, hh) = (self.size.0 / 2.0, self.size.1 / 2.0);
        // From the centre to the counter's edge along the facing, then a pointer beyond it.
        let to_edge = (hw / dx.abs().max(1e-6)).min(hh / dy.abs().max(1e-6));
        let (ex, ey) = (self.at.0 + dx * to_edge, self.at.1 + dy * to_edge);
        let (len, half) = (5.0 * self.unit, 3.5 * self.unit);
        let mut pb = PathBuilder::new();
        pb.move_to(ex + dx * len, ey + dy * len);
        pb.line_to(ex - dy * half, ey + dx * half);
        pb.line_to(ex + dy * half, ey - dx * half);
        pb.close();
        if let Some(p) = pb.finish() {
            pm.fill_path(&p, &paint(c, alpha), FillRule::Winding, ts, None);
        }
    }

    /// The name on a white patch to the right of the counter, so that it reads on any map.
    fn draw_label(&self, pm: &mut Pixmap, moved: Transform, shift: (u32, u32)) {
        let Some((line, origin)) = &self.label else {
            return;
        };
        let Some(ink) = line.ink() else {
            return;
        };
        let pad = 2.0 * self.unit;
        let rect = tiny_skia::Rect::from_ltrb(
            origin.0 + ink.left() - pad,
            origin.1 + ink.top() - pad,
            origin.0 + ink.right() + pad,
            origin.1 + ink.bottom() + pad,
        );
        if let Some(rect) = rect {
            let patch = PathBuilder::from_rect(rect);
            let alpha = if self.alpha() == 255 { 215 } else { 120 };
            pm.fill_path(
                &patch,
                &paint(Rgb(255, 255, 255), alpha),
                FillRule::Winding,
                moved,
                None,
            );
        }
        let a = self.alpha();
        line.fill_shifted(
            pm,
            *origin,
            shift,
            tiny_skia::Color::from_rgba8(0x10, 0x10, 0x10, a),
        );
    }
}

/// The colour of the symbol on a counter of colour `c`: white on a dark one, near black on a
/// light one (a gold or white army).
pub fn marks_on(c: Rgb) -> Rgb {
    let luma = 0.2126 * f32::from(c.0) + 0.7152 * f32::from(c.1) + 0.0722 * f32::from(c.2);
    if luma > 150.0 {
        Rgb(0x10, 0x10, 0x10)
    } else {
        Rgb(255, 255, 255)
    }
}

/// The pointer is the side's colour, or dark on a hollow counter's white.
fn marks_or_side(look: Look, side: Rgb) -> Rgb {
    match look {
        Look::Routed => side,
        _ => Rgb(0x10, 0x10, 0x10),
    }
}

/// A five-pointed star of outer radius `r` centred at `c`, one point up.
fn star(c: (f32, f32), r: f32) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    for k in 0..10 {
        let radius = if k % 2 == 0 { r } else { r * 0.42 };
        let a = (k as f32) * std::f32::consts::PI / 5.0;
        let (x, y) = (c.0 + radius * a.sin(), c.1 - radius * a.cos());
        if k == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    pb.close();
    pb.finish()
}
