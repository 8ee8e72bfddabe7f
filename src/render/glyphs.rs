//! Text drawn into a tiny-skia picture: each glyph's outline (from ab_glyph) becomes part of one
//! tiny-skia path, which tiny-skia fills with anti-aliasing and ordinary source-over blending.
//!
//! This replaces the hand-written coverage blitters (a loop over ab_glyph's rasterizer writing
//! premultiplied bytes): one path per line of text is clipped, blended and positioned to the
//! sub-pixel by the same code that draws every other shape of the picture.
//!
//! Sizes are ab_glyph's pixel sizes (`PxScale`: the font's ascent minus descent in pixels), so a
//! line measures the same here as with `ab_glyph::ScaleFont`. Kerning is applied.

use ab_glyph::{Font, OutlineCurve, PxScale, ScaleFont};
use tiny_skia::{Color, FillRule, Paint, Path, PathBuilder, Pixmap, Rect, Transform};

/// One line of text laid out on a baseline at y = 0 from x = 0 (y grows downwards, as in the
/// picture), ready to be filled anywhere.
#[derive(Clone, Debug)]
pub struct TextLine {
    /// The outlines of every glyph; `None` for a line without ink (empty, or only spaces).
    path: Option<Path>,
    advance: f32,
}

/// Where a line of text is put, relative to the point it is drawn at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The point is the centre of the text's ink (a label inside a marker).
    InkCentre,
    /// The point is the left end of the ink, centred vertically on it (a label beside a swatch).
    InkLeft,
    /// The point is on the baseline, at the start of the line.
    BaselineLeft,
    /// The point is on the baseline, at the middle of the line's advance.
    BaselineCentre,
    /// The point is on the baseline, at the end of the line's advance.
    BaselineRight,
}

impl TextLine {
    /// Lay out `text` in `font` at `size` pixels.
    pub fn new(font: &impl Font, text: &str, size: f32) -> TextLine {
        let scaled = font.as_scaled(PxScale::from(size));
        let factor = scaled.scale_factor();
        let mut pb = PathBuilder::new();
        let mut x = 0.0;
        let mut prev = None;
        for c in text.chars() {
            let id = font.glyph_id(c);
            if let Some(p) = prev {
                x += scaled.kern(p, id);
            }
            if let Some(outline) = font.outline(id) {
                // Font units have y upwards; the picture's y grows downwards.
                let at = |p: ab_glyph::Point| (x + p.x * factor.horizontal, -p.y * factor.vertical);
                add_outline(&mut pb, &outline.curves, at);
            }
            x += scaled.h_advance(id);
            prev = Some(id);
        }
        TextLine {
            path: pb.finish(),
            advance: x,
        }
    }

    /// How far the pen moved: the width the line takes in a row of text (the tests measure
    /// lines with it; the drawing places them by their ink).
    #[cfg(test)]
    pub fn advance(&self) -> f32 {
        self.advance
    }

    /// The box around the ink, relative to the line's origin; `None` without ink.
    pub fn ink(&self) -> Option<Rect> {
        self.path.as_ref().map(Path::bounds)
    }

    /// The line's origin (baseline, start) that puts it at `at` as `anchor` says; `None`
    /// when an ink anchor is asked of a line without ink.
    pub fn origin(&self, at: (f32, f32), anchor: Anchor) -> Option<(f32, f32)> {
        let ink_middle = |ink: Rect| at.1 - (ink.top() + ink.bottom()) / 2.0;
        Some(match anchor {
            Anchor::InkCentre => {
                let ink = self.ink()?;
                (at.0 - (ink.left() + ink.right()) / 2.0, ink_middle(ink))
            }
            Anchor::InkLeft => {
                let ink = self.ink()?;
                (at.0 - ink.left(), ink_middle(ink))
            }
            Anchor::BaselineLeft => at,
            Anchor::BaselineCentre => (at.0 - self.advance / 2.0, at.1),
            Anchor::BaselineRight => (at.0 - self.advance, at.1),
        })
    }

    /// Fill the line in `colour` (anti-aliased, blended over what is there) with its origin at
    /// `origin`. Ink outside the picture is clipped.
    pub fn fill(&self, pixmap: &mut Pixmap, origin: (f32, f32), colour: Color) {
        self.fill_shifted(pixmap, origin, (0, 0), colour);
    }

    /// [`TextLine::fill`] into a pixmap that holds the picture from column `shift.0` and row
    /// `shift.1` on: the text's points are placed in the picture first, then moved by those
    /// whole pixels (exactly), so that they land on the very pixels they would in the picture.
    pub fn fill_shifted(
        &self,
        pixmap: &mut Pixmap,
        origin: (f32, f32),
        shift: (u32, u32),
        colour: Color,
    ) {
        let Some(path) = &self.path else {
            return;
        };
        let mut paint = Paint::default();
        paint.set_color(colour);
        paint.anti_alias = true;
        let placed = Transform::from_translate(origin.0, origin.1);
        if shift == (0, 0) {
            pixmap.fill_path(path, &paint, FillRule::Winding, placed, None);
        } else if let Some(placed) = path.clone().transform(placed) {
            let moved = Transform::from_translate(-(shift.0 as f32), -(shift.1 as f32));
            pixmap.fill_path(&placed, &paint, FillRule::Winding, moved, None);
        }
    }
}

/// Draw `text` at `at`, placed as `anchor` says: the one call most pictures need.
pub fn draw_text(
    pixmap: &mut Pixmap,
    font: &impl Font,
    text: &str,
    size: f32,
    at: (f32, f32),
    anchor: Anchor,
    colour: Color,
) {
    let line = TextLine::new(font, text, size);
    if let Some(origin) = line.origin(at, anchor) {
        line.fill(pixmap, origin, colour);
    }
}

/// The advance width of `text` at `size` pixels, kerned (as a [`TextLine`] measures its advance).
pub fn text_width(font: &impl Font, text: &str, size: f32) -> f32 {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut x = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        x += scaled.h_advance(id);
        prev = Some(id);
    }
    x
}

/// Add a glyph's curves to the path. ab_glyph gives the curves of all contours one after the
/// other: a curve that does not start where the last one ended begins a new contour.
fn add_outline(
    pb: &mut PathBuilder,
    curves: &[OutlineCurve],
    at: impl Fn(ab_glyph::Point) -> (f32, f32),
) {
    let mut end: Option<(f32, f32)> = None;
    for curve in curves {
        let start = match curve {
            OutlineCurve::Line(p0, ..)
            | OutlineCurve::Quad(p0, ..)
            | OutlineCurve::Cubic(p0, ..) => at(*p0),
        };
        if end != Some(start) {
            if end.is_some() {
                pb.close();
            }
            pb.move_to(start.0, start.1);
        }
        let last = match curve {
            OutlineCurve::Line(_, p1) => {
                let p1 = at(*p1);
                pb.line_to(p1.0, p1.1);
                p1
            }
            OutlineCurve::Quad(_, p1, p2) => {
                let (p1, p2) = (at(*p1), at(*p2));
                pb.quad_to(p1.0, p1.1, p2.0, p2.1);
                p2
            }
            OutlineCurve::Cubic(_, p1, p2, p3) => {
                let (p1, p2, p3) = (at(*p1), at(*p2), at(*p3));
                pb.cubic_to(p1.0, p1.1, p2.0, p2.1, p3.0, p3.1);
                p3
            }
        };
        end = Some(last);
    }
    if end.is_some() {
        pb.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ab_glyph::FontRef;

    fn font() -> FontRef<'static> {
        FontRef::try_from_slice(crate::assets::regular_ttf()).expect("embedded font parses")
    }

    fn white(w: u32, h: u32) -> Pixmap {
        let mut pm = Pixmap::new(w, h).unwrap();
        pm.fill(Color::WHITE);
        pm
    }

    /// Ink per pixel (0 white … 1 black) of a black text on white.
    fn ink(pm: &Pixmap) -> Vec<f32> {
        pm.pixels()
            .iter()
            .map(|p| 1.0 - p.red() as f32 / 255.0)
            .collect()
    }

    /// The same glyphs rasterised by ab_glyph's own coverage rasterizer, as the old blitters did.
    fn ab_glyph_ink(text: &str, size: f32, origin: (f32, f32), w: u32, h: u32) -> Vec<f32> {
        let f = font();
        let scaled = f.as_scaled(PxScale::from(size));
        let mut out = vec![0.0f32; (w * h) as usize];
        let mut x = origin.0;
        let mut prev = None;
        for c in text.chars() {
            let id = f.glyph_id(c);
            if let Some(p) = prev {
                x += scaled.kern(p, id);
            }
            let g = id.with_scale_and_position(size, ab_glyph::point(x, origin.1));
            x += scaled.h_advance(id);
            prev = Some(id);
            let Some(o) = f.outline_glyph(g) else {
                continue;
            };
            let b = o.px_bounds();
            o.draw(|gx, gy, cov| {
                let (px, py) = (b.min.x as i64 + gx as i64, b.min.y as i64 + gy as i64);
                if px >= 0 && py >= 0 && px < w as i64 && py < h as i64 {
                    let i = (py as u32 * w + px as u32) as usize;
                    out[i] = (out[i] + cov.clamp(0.0, 1.0)).min(1.0);
                }
            });
        }
        out
    }

    #[test]
    fn the_paths_cover_what_ab_glyphs_rasterizer_covers() {
        let (w, h) = (220, 40);
        let (text, size, origin) = ("Lobositz 1756 ÆgØ", 24.0, (4.0, 30.0));
        let mut pm = white(w, h);
        TextLine::new(&font(), text, size).fill(&mut pm, origin, Color::BLACK);
        let ours = ink(&pm);
        let theirs = ab_glyph_ink(text, size, origin, w, h);
        let total = |v: &[f32]| v.iter().sum::<f32>();
        let (a, b) = (total(&ours), total(&theirs));
        assert!(b > 300.0, "the reference drew ink: {b}");
        assert!((a - b).abs() / b < 0.02, "ink {a} against {b}");
        let worst = ours
            .iter()
            .zip(&theirs)
            .map(|(x, y)| (x - y).abs())
            .fold(0.0f32, f32::max);
        assert!(worst < 0.3, "a pixel differs by {worst}");
    }

    #[test]
    fn anchors_place_the_ink_and_the_advance() {
        let f = font();
        let line = TextLine::new(&f, "VP 25", 20.0);
        assert!((line.advance() - text_width(&f, "VP 25", 20.0)).abs() < 1e-4);
        let ink = line.ink().expect("ink");
        let o = line.origin((100.0, 50.0), Anchor::InkCentre).unwrap();
        assert!((o.0 + (ink.left() + ink.right()) / 2.0 - 100.0).abs() < 1e-3);
        assert!((o.1 + (ink.top() + ink.bottom()) / 2.0 - 50.0).abs() < 1e-3);
        let o = line.origin((10.0, 50.0), Anchor::InkLeft).unwrap();
        assert!((o.0 + ink.left() - 10.0).abs() < 1e-3);
        assert_eq!(
            line.origin((100.0, 50.0), Anchor::BaselineRight),
            Some((100.0 - line.advance(), 50.0))
        );
        assert_eq!(
            line.origin((100.0, 50.0), Anchor::BaselineCentre),
            Some((100.0 - line.advance() / 2.0, 50.0))
        );
        let blank = TextLine::new(&f, "  ", 20.0);
        assert!(blank.ink().is_none());
        assert_eq!(blank.origin((1.0, 1.0), Anchor::InkCentre), None);
        assert!(blank.advance() > 0.0);
    }

    #[test]
    fn text_is_blended_over_the_picture_and_clipped_at_its_edges() {
        let mut pm = white(60, 30);
        // Half outside the picture on every side: nothing panics, the inside is drawn.
        draw_text(
            &mut pm,
            &font(),
            "WWWWWWWW",
            40.0,
            (30.0, 15.0),
            Anchor::InkCentre,
            Color::from_rgba8(200, 0, 0, 255),
        );
        let red = pm
            .pixels()
            .iter()
            .filter(|p| p.red() > 150 && p.green() < 60)
            .count();
        assert!(red > 100, "{red} red pixels");
        // Opaque text over an opaque picture leaves it opaque.
        assert!(pm.pixels().iter().all(|p| p.alpha() == 255));
    }
}
