//! The map drawn with its deployment areas and VP markers, on the CPU (no GPU, no window).
//!
//! The same marker look is used on screen (`app::map`), in an exported PNG and in the PDF report:
//! [`marker_style`] gives each value its colour and radius, [`marker_caption`] the text written on
//! it, and [`shown_style`] the look for an audience. A marker whose value is hidden is drawn in the
//! player view with [`HIDDEN_MARKER_COLOUR`], the radius of [`HIDDEN_MARKER_RADIUS`] and a "?": its
//! colour or size would otherwise give its value away.
//!
//! [`Overlay`] draws the areas and markers over the whole picture or over one band of rows of
//! it with the same pixels, which is what lets [`crate::render::map_png`] stream a large map.
//! One file past the usual length: the style, the shapes and the band arithmetic are one drawing.
//!
//! The battle (grid, units, moves) is drawn by
//! [`crate::render::battle`], which an overlay holds when asked ([`Overlay::with_battle`]).

use crate::model::{Marker, Point, Polygon, Rgb, Scenario, SideId};
use crate::render::battle::{BattleError, BattleLayer, BattleView};
use crate::render::fill;
use crate::render::glyphs::{Anchor, TextLine};
use ab_glyph::FontRef;
use image::RgbaImage;
use std::path::{Path, PathBuf};
use tiny_skia::{FillRule, IntSize, Paint, PathBuilder, Pixmap, Stroke, Transform};

// The bold face of marker captions and labels.
use crate::assets::bold_ttf;

/// Colour of a marker whose value the viewer may not see.
pub const HIDDEN_MARKER_COLOUR: Rgb = Rgb(0x4a, 0x4a, 0x4a);
/// Radius (in style units) of a marker whose value the viewer may not see.
pub const HIDDEN_MARKER_RADIUS: f32 = 12.0;
/// Caption of a marker whose value the viewer may not see.
pub const HIDDEN_CAPTION: &str = "?";
/// Opacity of a deployment area's fill (0–255): the map must show through.
pub const AREA_FILL_ALPHA: u8 = 64;
/// Opacity of a deployment area's outline (0–255).
pub const AREA_OUTLINE_ALPHA: u8 = 230;

/// How to draw a map.
#[derive(Clone, Debug, PartialEq)]
pub struct RenderOptions {
    /// For each marker (scenario order), whether its value is withheld from the audience the
    /// map is drawn for ([`crate::record::Knowledge`] decides); a marker past the end is shown.
    pub withheld: Vec<bool>,
    /// Output size relative to the map image (1.0 = full resolution, 0.25 = a quarter of each side).
    pub scale: f32,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            withheld: Vec::new(),
            scale: 1.0,
        }
    }
}

/// The colour and radius of a marker of `value` percent.
///
/// The radius is in style units: screen points at 100 % zoom in the program, and
/// [`export_unit`] pixels in an exported image. Bigger objectives are bigger and warmer:
/// 30 % crimson, 20 % orange, 15 % amber, 10 % green, 5 % (and anything smaller) blue.
/// Values of a scenario's own set fall into the same bands.
pub fn marker_style(value: u32) -> (Rgb, f32) {
    let colour = match value {
        30.. => Rgb(0xa8, 0x12, 0x2a),
        20..=29 => Rgb(0xcc, 0x55, 0x0e),
        15..=19 => Rgb(0xa6, 0x7a, 0x00),
        10..=14 => Rgb(0x2e, 0x7d, 0x32),
        _ => Rgb(0x1f, 0x5f, 0xa8),
    };
    // The area grows with the value, within limits that keep every marker legible.
    let radius = (8.0 + 2.2 * (value as f32).sqrt()).clamp(10.0, 22.0);
    (colour, radius)
}

/// The marker's value, when this audience may see it (never one absent from a player copy).
pub fn visible_value(m: &Marker, audience_player: bool) -> Option<u32> {
    m.value.filter(|_| !(audience_player && m.hidden))
}

/// Whether this audience may see the marker's value.
pub fn value_visible(m: &Marker, audience_player: bool) -> bool {
    visible_value(m, audience_player).is_some()
}

/// Colour and radius of the marker as this audience sees it.
pub fn shown_style(m: &Marker, audience_player: bool) -> (Rgb, f32) {
    match visible_value(m, audience_player) {
        Some(v) => marker_style(v),
        None => (HIDDEN_MARKER_COLOUR, HIDDEN_MARKER_RADIUS),
    }
}

/// The text written on the marker: its value in percent, or "?" when hidden from this audience.
pub fn marker_caption(m: &Marker, audience_player: bool) -> String {
    match visible_value(m, audience_player) {
        Some(v) => v.to_string(),
        None => HIDDEN_CAPTION.to_string(),
    }
}

/// Pixels per style unit in an image of this size, so that markers stay legible on a large scan.
pub fn export_unit(width: u32, height: u32) -> f32 {
    (width.min(height) as f32 / 700.0).max(1.0)
}

/// Where the map image of a scenario is: `image` relative to the scenario's folder, or absolute.
pub fn map_image_path(scenario_dir: Option<&Path>, image: &str) -> PathBuf {
    let p = Path::new(image);
    match scenario_dir {
        Some(dir) if p.is_relative() => dir.join(p),
        _ => p.to_path_buf(),
    }
}

/// The output's size for a map of `width × height` at `scale`.
pub(crate) fn output_size(width: u32, height: u32, scale: f32) -> (u32, u32) {
    let side = |v: u32| ((v as f64 * scale as f64).round() as u32).max(1);
    (side(width), side(height))
}

/// Draw the scenario's deployment areas and markers over `base` (the map image), at
/// `opts.scale` of its size, on the CPU.
///
/// A scale that is not above 0 is treated as 1; call [`check_options`] first to refuse it.
pub fn render_map(s: &Scenario, base: &RgbaImage, opts: &RenderOptions) -> RgbaImage {
    draw_over(s, scaled_copy(base, opts), opts)
}

/// `base` at the output size `opts` asks for.
fn scaled_copy(base: &RgbaImage, opts: &RenderOptions) -> RgbaImage {
    let (w, h) = output_size(base.width(), base.height(), usable_scale(opts));
    if (w, h) == base.dimensions() {
        base.clone()
    } else {
        image::imageops::resize(base, w, h, image::imageops::FilterType::Triangle)
    }
}

fn usable_scale(opts: &RenderOptions) -> f32 {
    if opts.scale.is_finite() && opts.scale > 0.0 {
        opts.scale
    } else {
        1.0
    }
}

/// [`render_map`] drawing into `base` itself when no scaling is asked for, so that a large
/// map is held once, not twice.
pub fn render_map_owned(s: &Scenario, base: RgbaImage, opts: &RenderOptions) -> RgbaImage {
    let (w, h) = output_size(base.width(), base.height(), usable_scale(opts));
    let img = if (w, h) == base.dimensions() {
        base
    } else {
        image::imageops::resize(&base, w, h, image::imageops::FilterType::Triangle)
    };
    draw_over(s, img, opts)
}

/// [`render_map`] with the battle drawn too ([`crate::render::battle`]): the grid if `view`
/// asks for it, the units the audience sees and the moves of the turn shown.
pub fn render_battle_map(
    s: &Scenario,
    base: &RgbaImage,
    opts: &RenderOptions,
    view: &BattleView,
) -> Result<RgbaImage, BattleError> {
    draw_battle_over(s, scaled_copy(base, opts), opts, view)
}

/// [`render_battle_map`] over `img`, the map already at the output size (`opts.scale` of the
/// map's own size): a map decoded at a screen's size is not decoded whole first.
pub fn draw_battle_over(
    s: &Scenario,
    img: RgbaImage,
    opts: &RenderOptions,
    view: &BattleView,
) -> Result<RgbaImage, BattleError> {
    let overlay = Overlay::new(s, opts, img.dimensions()).with_battle(view)?;
    Ok(draw_with(&overlay, img))
}

/// Draw the areas and markers over `img`, the map already at the output size.
fn draw_over(s: &Scenario, img: RgbaImage, opts: &RenderOptions) -> RgbaImage {
    let overlay = Overlay::new(s, opts, img.dimensions());
    draw_with(&overlay, img)
}

fn draw_with(overlay: &Overlay, img: RgbaImage) -> RgbaImage {
    let (w, h) = img.dimensions();
    let mut pixmap = pixmap_from_image(img);
    overlay.draw(&mut pixmap, 0);
    let data = pixmap.take_demultiplied();
    RgbaImage::from_raw(w, h, data).expect("the pixmap has w × h × 4 bytes")
}

/// The areas and markers of a scenario ready to be drawn over a picture of `size` pixels,
/// whole or a band of rows at a time.
///
/// A band gives the very pixels the whole picture would have there: the areas are filled on
/// the whole picture's grid of rows ([`fill::fill_band`]), and a marker is always drawn whole
/// and moved by whole pixels only: straight into the band when the band holds all of it, else
/// into a patch of its own around it ([`Overlay::marker_box`]), which takes the band's rows
/// of that patch and gives them back drawn. So the bands can be cut anywhere
/// ([`Overlay::band_starts`]), however close together the markers stand: no band has to grow
/// until it can end between markers.
pub struct Overlay<'a> {
    s: &'a Scenario,
    withheld: &'a [bool],
    scale: f32,
    unit: f32,
    size: (u32, u32),
    font: FontRef<'static>,
    /// Each marker's [`Extent`], in the order of the scenario's markers.
    extents: Vec<Extent>,
    /// The grid and the units, when asked for ([`Overlay::with_battle`]).
    battle: Option<BattleLayer>,
}

/// The part of the picture a marker may touch: `x0..x1` × `y0..y1`, not clamped to it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Extent {
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
}

impl Extent {
    const NONE: Extent = Extent {
        x0: f32::INFINITY,
        y0: f32::INFINITY,
        x1: f32::NEG_INFINITY,
        y1: f32::NEG_INFINITY,
    };

    /// Grown to take in the box of `(w, h)` centred on `(cx, cy)`.
    fn take_in(&mut self, (cx, cy): (f32, f32), (w, h): (f32, f32)) {
        self.x0 = self.x0.min(cx - w / 2.0);
        self.y0 = self.y0.min(cy - h / 2.0);
        self.x1 = self.x1.max(cx + w / 2.0);
        self.y1 = self.y1.max(cy + h / 2.0);
    }
}

/// Pixels around a marker's shapes left for anti-aliasing, and to spare.
const MARKER_MARGIN: f32 = 3.0;

impl<'a> Overlay<'a> {
    pub fn new(s: &'a Scenario, opts: &'a RenderOptions, size: (u32, u32)) -> Overlay<'a> {
        let mut overlay = Overlay {
            s,
            withheld: &opts.withheld,
            scale: usable_scale(opts),
            unit: export_unit(size.0, size.1),
            size,
            font: FontRef::try_from_slice(bold_ttf())
                .expect("the bundled DejaVu Sans Bold is a valid font"),
            extents: Vec::new(),
            battle: None,
        };
        overlay.extents = s
            .markers
            .markers
            .iter()
            .map(|m| overlay.marker_extent(m, overlay.to_out(m.pos)))
            .collect();
        overlay
    }

    /// Where [`draw_marker`] may draw a marker centred at `(x, y)`, for either audience: its
    /// disc and ring, its caption, and its label on its patch.
    fn marker_extent(&self, m: &Marker, (x, y): (f32, f32)) -> Extent {
        let unit = self.unit;
        let label = text_size(&self.font, &m.id, 11.0 * unit);
        let mut e = Extent::NONE;
        for player in [false, true] {
            let r = shown_style(m, player).1 * unit;
            let disc = 2.0 * (r + 0.75 * unit);
            e.take_in((x, y), (disc, disc));
            if let Some(caption) = text_size(&self.font, &marker_caption(m, player), r) {
                e.take_in((x, y), caption);
            }
            if let Some((w, h)) = label {
                let pad = 2.0 * unit;
                let left = x + r + 2.0 * unit - pad;
                let width = w + 2.0 * pad;
                e.take_in((left + width / 2.0, y - r * 0.6), (width, h + 2.0 * pad));
            }
        }
        Extent {
            x0: e.x0 - MARKER_MARGIN,
            y0: e.y0 - MARKER_MARGIN,
            x1: e.x1 + MARKER_MARGIN,
            y1: e.y1 + MARKER_MARGIN,
        }
    }

    fn to_out(&self, p: Point) -> (f32, f32) {
        (p.x * self.scale, p.y * self.scale)
    }

    /// The overlay with the battle drawn too: the grid under the areas and markers, the units
    /// and their moves over them (see [`crate::render::battle`]).
    pub fn with_battle(mut self, view: &BattleView) -> Result<Overlay<'a>, BattleError> {
        self.battle = BattleLayer::new(self.s, view, self.scale, self.unit, self.size)?;
        Ok(self)
    }

    /// Draw into `pixmap`, which holds the rows `first..` of the picture (premultiplied).
    pub fn draw(&self, pixmap: &mut Pixmap, first: u32) {
        let to_out = |p: Point| self.to_out(p);
        if let Some(b) = &self.battle {
            b.draw_ground(pixmap, first);
        }
        for side in SideId::BOTH {
            let sd = self.s.side(side);
            draw_area(pixmap, first, &sd.deployment, sd.colour, self.unit, &to_out);
        }
        let last = first + pixmap.height();
        for (i, m) in self.s.markers.markers.iter().enumerate() {
            let at = self.to_out(m.pos);
            let (top, bottom) = self.marker_rows(i);
            // A marker outside the band leaves it untouched.
            if bottom < first as f32 || top >= last as f32 {
                continue;
            }
            let withheld = self.withheld.get(i).copied().unwrap_or(false);
            if top >= first as f32 && bottom < last as f32 {
                let mut band = Band {
                    pixmap,
                    first,
                    x0: 0,
                };
                draw_marker(&mut band, &self.font, m, withheld, at, self.unit);
            } else {
                self.draw_marker_across(pixmap, first, i, withheld, at);
            }
        }
        if let Some(b) = &self.battle {
            b.draw_troops(pixmap, first);
        }
    }

    /// A marker the band cuts through: drawn whole into a patch around it that holds the
    /// band's pixels in the rows they share, which are then put back.
    fn draw_marker_across(
        &self,
        pixmap: &mut Pixmap,
        first: u32,
        i: usize,
        withheld: bool,
        at: (f32, f32),
    ) {
        let m = &self.s.markers.markers[i];
        let (x0, y0, x1, y1) = self.marker_box(i);
        let Some(mut patch) = Pixmap::new(x1 - x0, y1 - y0) else {
            return;
        };
        let shared = y0.max(first)..y1.min(first + pixmap.height());
        let (band_stride, patch_stride) = (pixmap.width() as usize * 4, patch.width() as usize * 4);
        let columns = x0 as usize * 4..x1 as usize * 4;
        let band_row = |y: u32| (y - first) as usize * band_stride;
        let patch_row = |y: u32| (y - y0) as usize * patch_stride;
        for y in shared.clone() {
            let from = &pixmap.data()[band_row(y) + columns.start..band_row(y) + columns.end];
            patch.data_mut()[patch_row(y)..patch_row(y) + patch_stride].copy_from_slice(from);
        }
        let mut band = Band {
            pixmap: &mut patch,
            first: y0,
            x0,
        };
        draw_marker(&mut band, &self.font, m, withheld, at, self.unit);
        for y in shared {
            let drawn = &patch.data()[patch_row(y)..patch_row(y) + patch_stride];
            pixmap.data_mut()[band_row(y) + columns.start..band_row(y) + columns.end]
                .copy_from_slice(drawn);
        }
    }

    /// The rows the `i`th marker may touch.
    fn marker_rows(&self, i: usize) -> (f32, f32) {
        let e = self.extents[i];
        (e.y0, e.y1)
    }

    /// The pixels `x0..x1` × `y0..y1` the `i`th marker may touch, within the picture.
    fn marker_box(&self, i: usize) -> (u32, u32, u32, u32) {
        let e = self.extents[i];
        let clamp = |v: f32, max: u32| (v.max(0.0) as u32).min(max);
        let (w, h) = self.size;
        (
            clamp(e.x0.floor(), w),
            clamp(e.y0.floor(), h),
            clamp(e.x1.ceil() + 1.0, w),
            clamp(e.y1.ceil() + 1.0, h),
        )
    }

    /// Whether drawing touches any of the rows `first..last` (an area's or a marker's rows):
    /// an untouched band of an opaque map is written as it was decoded.
    pub fn touches(&self, first: u32, last: u32) -> bool {
        let (a, b) = (first as f32 - 2.0, last as f32 + 2.0);
        let areas = SideId::BOTH.iter().any(|&side| {
            let area = &self.s.side(side).deployment;
            if !area.is_closed_area() {
                return false;
            }
            // Outlines reach a few units beyond the vertices.
            let reach = 4.0 * self.unit + 2.0;
            let ys = area.points.iter().map(|&p| self.to_out(p).1);
            let top = ys.clone().fold(f32::INFINITY, f32::min) - reach;
            let bottom = ys.fold(f32::NEG_INFINITY, f32::max) + reach;
            top < b && bottom > a
        });
        let battle = self.battle.as_ref().is_some_and(|b| b.touches(first, last));
        areas
            || battle
            || (0..self.extents.len()).any(|i| {
                let (top, bottom) = self.marker_rows(i);
                top < b && bottom > a
            })
    }

    /// The first row of each band of `rows` rows (the last may be shorter): anywhere, since a
    /// marker a cut goes through is drawn whole all the same.
    pub fn band_starts(&self, rows: u32) -> Vec<u32> {
        (0..self.size.1).step_by(rows.max(1) as usize).collect()
    }
}

/// A pixmap holding the pixels from column `x0` and row `first` on of the picture being
/// drawn.
struct Band<'p> {
    pixmap: &'p mut Pixmap,
    first: u32,
    x0: u32,
}

impl Band<'_> {
    /// Moves the picture's coordinates into the band: by whole pixels, so a shape inside the
    /// band lands on the same pixel grid as in the whole picture.
    fn transform(&self) -> Transform {
        if self.first == 0 && self.x0 == 0 {
            Transform::identity()
        } else {
            Transform::from_translate(-(self.x0 as f32), -(self.first as f32))
        }
    }
}

/// Draw `overlay` over a band of the picture: `rgba` (straight alpha) holds `rows` rows of
/// `width` pixels from row `first` on; the same pixels as those rows of the whole picture
/// drawn at once, when the band starts at one of [`Overlay::band_starts`].
pub fn draw_band(overlay: &Overlay, rgba: Vec<u8>, width: u32, first: u32, rows: u32) -> Vec<u8> {
    let img = RgbaImage::from_raw(width, rows, rgba).expect("a band of width × rows × 4 bytes");
    let mut pixmap = pixmap_from_image(img);
    overlay.draw(&mut pixmap, first);
    pixmap.take_demultiplied()
}

/// [`draw_band`] over an opaque band, whose RGBA bytes are their own premultiplied values:
/// without the two passes that convert, and handed back premultiplied, as drawn. Where a pixel
/// stays opaque (everywhere, over an opaque map) the bytes are those [`draw_band`] gives; the
/// caller demultiplies any other.
pub fn draw_opaque_band(
    overlay: &Overlay,
    rgba: Vec<u8>,
    width: u32,
    first: u32,
    rows: u32,
) -> Vec<u8> {
    let size = IntSize::from_wh(width, rows).expect("a band has a positive size");
    let mut pixmap = Pixmap::from_vec(rgba, size).expect("a band of width × rows × 4 bytes");
    overlay.draw(&mut pixmap, first);
    pixmap.take()
}

/// For each marker, whether the knowledge rules withhold its value from `audience`.
pub fn withheld_values(s: &Scenario, audience: crate::record::Audience) -> Vec<bool> {
    let record = crate::record::BattleRecord::build(s);
    let k = crate::record::Knowledge::new(s, &record, audience);
    (0..s.markers.markers.len())
        .map(|i| !k.knows_value(i))
        .collect()
}

fn pixmap_from_image(img: RgbaImage) -> Pixmap {
    let size = IntSize::from_wh(img.width(), img.height()).expect("an image has a positive size");
    let mut data = img.into_raw();
    // tiny-skia works on premultiplied pixels; an opaque map is already premultiplied.
    for px in data.chunks_exact_mut(4) {
        let a = px[3] as u32;
        if a < 255 {
            for c in &mut px[..3] {
                *c = ((*c as u32 * a + 127) / 255) as u8;
            }
        }
    }
    Pixmap::from_vec(data, size).expect("the buffer has width × height × 4 bytes")
}

fn paint(c: Rgb, alpha: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c.0, c.1, c.2, alpha);
    p.anti_alias = true;
    p
}

/// Fill the area in its side's colour and outline it, with [`fill`]: time grows with the
/// number of vertices, not with its square, whatever their shape.
fn draw_area(
    pixmap: &mut Pixmap,
    first: u32,
    area: &Polygon,
    colour: Rgb,
    unit: f32,
    to_out: &impl Fn(Point) -> (f32, f32),
) {
    if !area.is_closed_area() {
        return;
    }
    let points: Vec<(f32, f32)> = area.points.iter().map(|&p| to_out(p)).collect();
    let outline = fill::outline_shapes(&points, 2.5 * unit);
    let first = first as usize;
    fill::fill_band(
        pixmap,
        first,
        &[points],
        fill::Rule::EvenOdd,
        colour,
        AREA_FILL_ALPHA,
    );
    fill::fill_band(
        pixmap,
        first,
        &outline,
        fill::Rule::NonZero,
        colour,
        AREA_OUTLINE_ALPHA,
    );
}

fn draw_marker(
    band: &mut Band,
    font: &FontRef,
    m: &Marker,
    player: bool,
    (x, y): (f32, f32),
    unit: f32,
) {
    let (colour, radius) = shown_style(m, player);
    let r = radius * unit;
    let ts = band.transform();
    if let Some(circle) = PathBuilder::from_circle(x, y, r) {
        band.pixmap
            .fill_path(&circle, &paint(colour, 255), FillRule::Winding, ts, None);
        let ring = Stroke {
            width: 1.5 * unit,
            ..Stroke::default()
        };
        band.pixmap
            .stroke_path(&circle, &paint(Rgb(255, 255, 255), 255), &ring, ts, None);
    }
    let caption = marker_caption(m, player);
    draw_text(
        band,
        font,
        &caption,
        r * 1.0,
        (x, y),
        Anchor::InkCentre,
        Rgb(255, 255, 255),
    );
    // The label sits to the upper right, on a white patch so it reads on any terrain.
    let label_size = 11.0 * unit;
    let at = (x + r + 2.0 * unit, y - r * 0.6);
    if let Some((w, h)) = text_size(font, &m.id, label_size) {
        let pad = 2.0 * unit;
        // Filled as a path, moved like the rest: tiny-skia's rectangle filler, which it uses
        // only on pictures under 8,192 pixels a side, would give its edges other shades.
        let rect = tiny_skia::Rect::from_xywh(
            at.0 - pad,
            at.1 - h / 2.0 - pad,
            w + 2.0 * pad,
            h + 2.0 * pad,
        );
        if let Some(rect) = rect {
            let patch = PathBuilder::from_rect(rect);
            band.pixmap.fill_path(
                &patch,
                &paint(Rgb(255, 255, 255), 220),
                FillRule::Winding,
                band.transform(),
                None,
            );
        }
    }
    draw_text(
        band,
        font,
        &m.id,
        label_size,
        at,
        Anchor::InkLeft,
        Rgb(0x10, 0x10, 0x10),
    );
}

/// The box around the ink of `text`: its width and height.
fn text_size(font: &FontRef, text: &str, size: f32) -> Option<(f32, f32)> {
    let ink = TextLine::new(font, text, size).ink()?;
    Some((ink.width(), ink.height()))
}

/// Text placed by its ink, as tiny-skia paths (the same on a band as on the whole picture:
/// the band only moves it by whole pixels).
fn draw_text(
    band: &mut Band,
    font: &FontRef,
    text: &str,
    size: f32,
    at: (f32, f32),
    anchor: Anchor,
    colour: Rgb,
) {
    let line = TextLine::new(font, text, size);
    if let Some((x, y)) = line.origin(at, anchor) {
        let colour = tiny_skia::Color::from_rgba8(colour.0, colour.1, colour.2, 255);
        line.fill_shifted(band.pixmap, (x, y), (band.x0, band.first), colour);
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::model::{Marker, Role, Side};

    pub(crate) fn marker(id: &str, x: f32, y: f32, value: u32, hidden: bool) -> Marker {
        Marker {
            id: id.into(),
            name: String::new(),
            pos: Point::new(x, y),
            value: Some(value),
            hidden,
            placed_by: None,
        }
    }

    pub(crate) fn green_map(w: u32, h: u32) -> RgbaImage {
        RgbaImage::from_pixel(w, h, image::Rgba([120, 160, 90, 255]))
    }

    #[test]
    fn styles_grow_with_the_value_and_differ_by_band() {
        let (c30, r30) = marker_style(30);
        let (c20, r20) = marker_style(20);
        let (c15, r15) = marker_style(15);
        let (c5, r5) = marker_style(5);
        assert!(r30 > r20 && r20 > r15 && r15 > r5, "{r30} {r20} {r15} {r5}");
        assert!(
            (r5 - 12.919).abs() < 1e-3,
            "5 % radius = 8 + 2.2 × √5, got {r5}"
        );
        let colours = [c30, c20, c15, c5];
        for i in 0..4 {
            for j in i + 1..4 {
                assert_ne!(colours[i], colours[j]);
            }
        }
        assert!(
            (marker_style(1).1 - 10.2).abs() < 1e-4,
            "small values keep a legible size"
        );
        assert_eq!(marker_style(0).1, 10.0, "the radius has a floor");
        assert_eq!(marker_style(100).1, 22.0, "the radius is capped");
    }

    #[test]
    fn a_marker_is_drawn_in_its_colour_at_its_place() {
        let mut s = Scenario::new("t");
        s.markers.markers.push(marker("A", 100.0, 80.0, 30, false));
        let out = render_map(&s, &green_map(400, 300), &RenderOptions::default());
        assert_eq!(out.dimensions(), (400, 300));
        let (c, r) = marker_style(30);
        // Inside the disc, away from the digits (which are white): left of centre by 0.7 r.
        let px = out.get_pixel((100.0 - 0.85 * r) as u32, 80);
        assert_eq!(px.0, [c.0, c.1, c.2, 255]);
        // Far from the marker the map is untouched.
        assert_eq!(out.get_pixel(300, 250).0, [120, 160, 90, 255]);
        // The digits are white: some pixel near the centre is white.
        let white = (90..110)
            .flat_map(|x| (72..88).map(move |y| (x, y)))
            .any(|(x, y)| out.get_pixel(x, y).0 == [255, 255, 255, 255]);
        assert!(white, "the value is written in white on the marker");
    }

    #[test]
    fn scale_halves_the_image_and_moves_the_marker() {
        let mut s = Scenario::new("t");
        s.markers.markers.push(marker("A", 200.0, 160.0, 5, false));
        let opts = RenderOptions {
            withheld: Vec::new(),
            scale: 0.5,
        };
        let out = render_map(&s, &green_map(800, 600), &opts);
        assert_eq!(out.dimensions(), (400, 300));
        let (c, r) = marker_style(5);
        let px = out.get_pixel((100.0 - 0.85 * r) as u32, 80);
        assert_eq!(px.0, [c.0, c.1, c.2, 255]);
    }

    #[test]
    fn an_area_is_tinted_with_its_side_colour() {
        let mut s = Scenario::new("t");
        s.sides[0] = Side::new("Prussia", Rgb(0, 0, 255), Role::Attacker);
        s.sides[0].deployment = Polygon::new(vec![
            Point::new(10.0, 10.0),
            Point::new(190.0, 10.0),
            Point::new(190.0, 90.0),
            Point::new(10.0, 90.0),
        ]);
        let base = RgbaImage::from_pixel(200, 100, image::Rgba([255, 255, 255, 255]));
        let out = render_map(&s, &base, &RenderOptions::default());
        let inside = out.get_pixel(100, 50).0;
        // White under 25 % blue: red and green drop to 191, blue stays 255.
        assert_eq!(inside, [191, 191, 255, 255]);
        assert_eq!(
            out.get_pixel(100, 97).0,
            [255, 255, 255, 255],
            "outside is untouched"
        );
    }

    #[test]
    fn the_player_view_draws_no_hidden_value() {
        let render = |values: [u32; 2], player: bool| {
            let mut s = Scenario::new("t");
            s.markers
                .markers
                .push(marker("A", 60.0, 60.0, values[0], true));
            s.markers
                .markers
                .push(marker("B", 160.0, 60.0, values[1], true));
            let opts = RenderOptions {
                withheld: vec![player; 2],
                scale: 1.0,
            };
            render_map(&s, &green_map(240, 120), &opts)
        };
        assert_eq!(
            render([30, 5], true),
            render([5, 20], true),
            "hidden values leave no trace in the player view"
        );
        assert_ne!(
            render([30, 5], false),
            render([5, 20], false),
            "the umpire view shows them"
        );
    }

    #[test]
    fn a_shown_value_in_the_player_view_is_drawn() {
        let mut s = Scenario::new("t");
        s.markers.markers.push(marker("A", 60.0, 60.0, 30, false));
        let player = RenderOptions {
            withheld: vec![true],
            scale: 1.0,
        };
        let a = render_map(&s, &green_map(120, 120), &player);
        s.markers.markers[0].value = Some(20);
        let b = render_map(&s, &green_map(120, 120), &player);
        assert_ne!(
            a, b,
            "a marker that is not hidden shows its value to everyone"
        );
    }
}
