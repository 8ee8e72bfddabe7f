//! The map drawn with its deployment areas and VP markers, on the CPU (no GPU, no window).
//!
//! The same marker look is used on screen (`app::map`), in an exported PNG and in the PDF report:
//! [`marker_style`] gives each value its colour and radius, [`marker_caption`] the text written on
//! it, and [`shown_style`] the look for an audience. A marker whose value is hidden is drawn in the
//! player view with [`HIDDEN_MARKER_COLOUR`], the radius of [`HIDDEN_MARKER_RADIUS`] and a "?": its
//! colour or size would otherwise give its value away.

use crate::model::files;
use crate::model::{Marker, Point, Polygon, Rgb, Scenario, SideId};
use crate::render::fill;
use crate::render::image_io::{self, MAX_MAP_PIXELS, MAX_MAP_SIDE};
use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::RgbaImage;
use std::path::{Path, PathBuf};
use tiny_skia::{FillRule, IntSize, Paint, PathBuilder, Pixmap, Stroke, Transform};

/// The bold face used for marker captions and labels.
pub use crate::assets::BOLD_TTF as FONT_BOLD;

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

/// Whether this audience may see the marker's value.
pub fn value_visible(m: &Marker, audience_player: bool) -> bool {
    !(audience_player && m.hidden)
}

/// Colour and radius of the marker as this audience sees it.
pub fn shown_style(m: &Marker, audience_player: bool) -> (Rgb, f32) {
    if value_visible(m, audience_player) {
        marker_style(m.value)
    } else {
        (HIDDEN_MARKER_COLOUR, HIDDEN_MARKER_RADIUS)
    }
}

/// The text written on the marker: its value in percent, or "?" when hidden from this audience.
pub fn marker_caption(m: &Marker, audience_player: bool) -> String {
    if value_visible(m, audience_player) {
        m.value.to_string()
    } else {
        HIDDEN_CAPTION.to_string()
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

/// Check the options against the map they will scale, naming what is wrong.
pub fn check_options(opts: &RenderOptions, width: u32, height: u32) -> Result<(u32, u32), String> {
    if !opts.scale.is_finite() || opts.scale <= 0.0 {
        return Err(format!(
            "--scale {}: the scale must be a number above 0 (1 = full size)",
            opts.scale
        ));
    }
    let (w, h) = output_size(width, height, opts.scale);
    if w > MAX_MAP_SIDE || h > MAX_MAP_SIDE || w as u64 * h as u64 > MAX_MAP_PIXELS {
        return Err(format!(
            "--scale {}: the image would be {w} × {h} pixels, more than umpire writes ({} MP, {MAX_MAP_SIDE} a side)",
            opts.scale,
            MAX_MAP_PIXELS / 1_000_000
        ));
    }
    Ok((w, h))
}

fn output_size(width: u32, height: u32, scale: f32) -> (u32, u32) {
    let side = |v: u32| ((v as f64 * scale as f64).round() as u32).max(1);
    (side(width), side(height))
}

/// Draw the scenario's deployment areas and markers over `base` (the map image), at
/// `opts.scale` of its size, on the CPU.
///
/// A scale that is not above 0 is treated as 1; call [`check_options`] first to refuse it.
pub fn render_map(s: &Scenario, base: &RgbaImage, opts: &RenderOptions) -> RgbaImage {
    let (w, h) = output_size(base.width(), base.height(), usable_scale(opts));
    let img = if (w, h) == base.dimensions() {
        base.clone()
    } else {
        image::imageops::resize(base, w, h, image::imageops::FilterType::Triangle)
    };
    draw_over(s, img, opts)
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

/// Draw the areas and markers over `img`, the map already at the output size.
fn draw_over(s: &Scenario, img: RgbaImage, opts: &RenderOptions) -> RgbaImage {
    let scale = usable_scale(opts);
    let (w, h) = img.dimensions();
    let mut pixmap = pixmap_from_image(img);
    let unit = export_unit(w, h);
    let to_out = |p: Point| (p.x * scale, p.y * scale);
    for side in SideId::BOTH {
        let sd = s.side(side);
        draw_area(&mut pixmap, &sd.deployment, sd.colour, unit, &to_out);
    }
    let font =
        FontRef::try_from_slice(FONT_BOLD).expect("the bundled DejaVu Sans Bold is a valid font");
    for (i, m) in s.markers.markers.iter().enumerate() {
        let (x, y) = to_out(m.pos);
        let withheld = opts.withheld.get(i).copied().unwrap_or(false);
        draw_marker(&mut pixmap, &font, m, withheld, (x, y), unit);
    }
    let data = pixmap.take_demultiplied();
    RgbaImage::from_raw(w, h, data).expect("the pixmap has w × h × 4 bytes")
}

/// Read a scenario file and its map image, and write the drawn map as a PNG.
///
/// The output may be neither the scenario nor the map image (they would be lost), and is
/// written with the one safe writer ([`crate::model::files`]); the image is walked and its
/// cost checked before it is read whole.
pub fn render_map_file(
    scenario_path: &Path,
    out: &Path,
    audience: crate::record::Audience,
    scale: f32,
) -> Result<(), String> {
    let (scenario, _problems) =
        crate::model::load_lenient(scenario_path).map_err(|e| e.to_string())?;
    let image_path = map_file_of(&scenario, scenario_path)?;
    files::check_target(out).map_err(|e| format!("{}: {e}", out.display()))?;
    files::refuse_overwriting_inputs(
        out,
        &[
            ("the scenario", scenario_path),
            ("the map image", &image_path),
        ],
    )?;
    let (w, h) = image_io::dimensions_of_file(&image_path).map_err(|e| e.to_string())?;
    let opts = RenderOptions {
        withheld: withheld_values(&scenario, audience),
        scale,
    };
    check_options(&opts, w, h)?;
    let base = image_io::load_map_image(&image_path).map_err(|e| e.to_string())?;
    write_png(&render_map_owned(&scenario, base, &opts), out)
}

/// The map image file a scenario read from `scenario_path` names.
fn map_file_of(s: &Scenario, scenario_path: &Path) -> Result<PathBuf, String> {
    let place = scenario_path.display();
    match s.map.image.as_deref() {
        None => Err(format!(
            "{place}: map.image is not set: the scenario has no map image to draw on"
        )),
        Some(image) if image.trim().is_empty() => Err(format!(
            "{place}: map.image is empty (\"\"): write the image's path, or None for no map"
        )),
        Some(image) => Ok(map_image_path(scenario_path.parent(), image)),
    }
}

/// Encode `img` as PNG straight into `out`, through the one safe writer.
pub fn write_png(img: &RgbaImage, out: &Path) -> Result<(), String> {
    files::write_file_with(out, |w| {
        img.write_with_encoder(image::codecs::png::PngEncoder::new(w))
            .map_err(std::io::Error::other)
    })
    .map_err(|e| format!("{}: cannot write the PNG: {e}", out.display()))
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
    fill::fill(
        pixmap,
        &[points],
        fill::Rule::EvenOdd,
        colour,
        AREA_FILL_ALPHA,
    );
    fill::fill(
        pixmap,
        &outline,
        fill::Rule::NonZero,
        colour,
        AREA_OUTLINE_ALPHA,
    );
}

fn draw_marker(
    pixmap: &mut Pixmap,
    font: &FontRef,
    m: &Marker,
    player: bool,
    (x, y): (f32, f32),
    unit: f32,
) {
    let (colour, radius) = shown_style(m, player);
    let r = radius * unit;
    if let Some(circle) = PathBuilder::from_circle(x, y, r) {
        pixmap.fill_path(
            &circle,
            &paint(colour, 255),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        let ring = Stroke {
            width: 1.5 * unit,
            ..Stroke::default()
        };
        pixmap.stroke_path(
            &circle,
            &paint(Rgb(255, 255, 255), 255),
            &ring,
            Transform::identity(),
            None,
        );
    }
    let caption = marker_caption(m, player);
    draw_text(
        pixmap,
        font,
        &caption,
        r * 1.0,
        (x, y),
        Anchor::Centre,
        Rgb(255, 255, 255),
    );
    // The label sits to the upper right, on a white patch so it reads on any terrain.
    let label_size = 11.0 * unit;
    let at = (x + r + 2.0 * unit, y - r * 0.6);
    if let Some((w, h)) = text_size(font, &m.id, label_size) {
        let pad = 2.0 * unit;
        if let Some(rect) = tiny_skia::Rect::from_xywh(
            at.0 - pad,
            at.1 - h / 2.0 - pad,
            w + 2.0 * pad,
            h + 2.0 * pad,
        ) {
            pixmap.fill_rect(
                rect,
                &paint(Rgb(255, 255, 255), 220),
                Transform::identity(),
                None,
            );
        }
    }
    draw_text(
        pixmap,
        font,
        &m.id,
        label_size,
        at,
        Anchor::Left,
        Rgb(0x10, 0x10, 0x10),
    );
}

#[derive(Clone, Copy, PartialEq)]
enum Anchor {
    /// `at` is the centre of the text's ink.
    Centre,
    /// `at` is the left end of the text's ink, centred vertically.
    Left,
}

/// Lay out `text` on a baseline at y = 0, starting at x = 0, with kerning: the outlined glyphs and
/// the advance width of the whole line. Shared by every CPU-drawn picture (map export, graph PNGs).
pub fn layout_line(font: &FontRef, text: &str, size: f32) -> (Vec<ab_glyph::OutlinedGlyph>, f32) {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut x = 0.0;
    let mut prev = None;
    let mut out = Vec::new();
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        let glyph = id.with_scale_and_position(size, ab_glyph::point(x, 0.0));
        x += scaled.h_advance(id);
        prev = Some(id);
        if let Some(o) = font.outline_glyph(glyph) {
            out.push(o);
        }
    }
    (out, x)
}

fn ink_bounds(glyphs: &[ab_glyph::OutlinedGlyph]) -> Option<ab_glyph::Rect> {
    glyphs
        .iter()
        .map(|g| g.px_bounds())
        .reduce(|a, b| ab_glyph::Rect {
            min: ab_glyph::point(a.min.x.min(b.min.x), a.min.y.min(b.min.y)),
            max: ab_glyph::point(a.max.x.max(b.max.x), a.max.y.max(b.max.y)),
        })
}

fn text_size(font: &FontRef, text: &str, size: f32) -> Option<(f32, f32)> {
    let b = ink_bounds(&layout_line(font, text, size).0)?;
    Some((b.width(), b.height()))
}

fn draw_text(
    pixmap: &mut Pixmap,
    font: &FontRef,
    text: &str,
    size: f32,
    at: (f32, f32),
    anchor: Anchor,
    colour: Rgb,
) {
    let (glyphs, _) = layout_line(font, text, size);
    let Some(ink) = ink_bounds(&glyphs) else {
        return;
    };
    let dx = match anchor {
        Anchor::Centre => at.0 - (ink.min.x + ink.max.x) / 2.0,
        Anchor::Left => at.0 - ink.min.x,
    };
    let dy = at.1 - (ink.min.y + ink.max.y) / 2.0;
    let (pw, ph) = (pixmap.width() as i64, pixmap.height() as i64);
    let data = pixmap.data_mut();
    for g in &glyphs {
        let b = g.px_bounds();
        let ox = (b.min.x + dx).round() as i64;
        let oy = (b.min.y + dy).round() as i64;
        g.draw(|gx, gy, coverage| {
            let (x, y) = (ox + gx as i64, oy + gy as i64);
            if x < 0 || y < 0 || x >= pw || y >= ph {
                return;
            }
            let i = ((y * pw + x) * 4) as usize;
            blend(&mut data[i..i + 4], colour, coverage.clamp(0.0, 1.0));
        });
    }
}

/// Paint an opaque colour with `coverage` over a premultiplied pixel.
fn blend(px: &mut [u8], c: Rgb, coverage: f32) {
    let keep = 1.0 - coverage;
    let src = [c.0, c.1, c.2, 255];
    for k in 0..4 {
        px[k] = (src[k] as f32 * coverage + px[k] as f32 * keep).round() as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Marker, Role, Side};

    fn marker(id: &str, x: f32, y: f32, value: u32, hidden: bool) -> Marker {
        Marker {
            id: id.into(),
            name: String::new(),
            pos: Point::new(x, y),
            value,
            hidden,
            placed_by: None,
        }
    }

    fn green_map(w: u32, h: u32) -> RgbaImage {
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
        s.markers.markers[0].value = 20;
        let b = render_map(&s, &green_map(120, 120), &player);
        assert_ne!(
            a, b,
            "a marker that is not hidden shows its value to everyone"
        );
    }

    #[test]
    fn bad_scales_are_refused_with_the_option_named() {
        let bad = |scale| {
            check_options(
                &RenderOptions {
                    withheld: Vec::new(),
                    scale,
                },
                12_000,
                8_400,
            )
            .unwrap_err()
        };
        assert!(bad(0.0).contains("--scale 0: the scale must be a number above 0"));
        assert!(bad(-1.0).contains("above 0"));
        assert!(bad(f32::NAN).contains("above 0"));
        assert!(bad(10.0).contains("120000 × 84000 pixels"), "{}", bad(10.0));
        assert_eq!(
            check_options(
                &RenderOptions {
                    withheld: Vec::new(),
                    scale: 0.25
                },
                12_000,
                8_400
            ),
            Ok((3_000, 2_100))
        );
    }

    #[test]
    fn render_map_file_names_a_missing_map_and_a_bad_image() {
        let dir = tempfile::tempdir().unwrap();
        let scen = dir.path().join("s.ron");
        let mut s = Scenario::new("t");
        crate::model::save(&s, &scen).unwrap();
        let out = dir.path().join("out.png");
        let e = render_map_file(&scen, &out, crate::record::Audience::Umpire, 1.0).unwrap_err();
        assert!(e.contains("map.image is not set"), "{e}");

        std::fs::write(dir.path().join("map.png"), b"not a png at all").unwrap();
        s.map.image = Some("map.png".into());
        crate::model::save(&s, &scen).unwrap();
        let e = render_map_file(&scen, &out, crate::record::Audience::Umpire, 1.0).unwrap_err();
        assert!(e.contains("map.png: not an image umpire can read"), "{e}");
        assert!(!out.exists());
    }

    #[test]
    fn render_map_file_writes_a_png() {
        let dir = tempfile::tempdir().unwrap();
        green_map(300, 200)
            .save(dir.path().join("map.png"))
            .unwrap();
        let mut s = Scenario::new("t");
        s.map.image = Some("map.png".into());
        s.markers.markers.push(marker("A", 150.0, 100.0, 30, true));
        let scen = dir.path().join("s.ron");
        crate::model::save(&s, &scen).unwrap();
        let out = dir.path().join("out.png");
        render_map_file(&scen, &out, crate::record::Audience::Public, 0.5).unwrap();
        let img = image::open(&out).unwrap().into_rgba8();
        assert_eq!(img.dimensions(), (150, 100));
        let c = HIDDEN_MARKER_COLOUR;
        let r = HIDDEN_MARKER_RADIUS;
        assert_eq!(
            img.get_pixel((75.0 - 0.85 * r) as u32, 50).0,
            [c.0, c.1, c.2, 255]
        );
    }
}
