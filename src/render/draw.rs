//! The map drawn with its deployment areas and VP markers, on the CPU (no GPU, no window).
//!
//! The same marker look is used on screen (`app::map`), in an exported PNG and in the PDF report:
//! [`marker_style`] gives each value its colour and radius, [`marker_caption`] the text written on
//! it, and [`shown_style`] the look for an audience. A marker whose value is hidden is drawn in the
//! player view with [`HIDDEN_MARKER_COLOUR`], the radius of [`HIDDEN_MARKER_RADIUS`] and a "?": its
//! colour or size would otherwise give its value away.

use crate::model::{Marker, Point, Polygon, Rgb, Scenario, SideId};
use crate::render::image_io::{self, MAX_MAP_PIXELS, MAX_MAP_SIDE};
use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::RgbaImage;
use std::path::{Path, PathBuf};
use tiny_skia::{FillRule, IntSize, Paint, PathBuilder, Pixmap, Stroke, Transform};

/// The bold face used for marker captions and labels.
pub const FONT_BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

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
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RenderOptions {
    /// Draw for the players: hidden values are not shown.
    pub audience_player: bool,
    /// Output size relative to the map image (1.0 = full resolution, 0.25 = a quarter of each side).
    pub scale: f32,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            audience_player: false,
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
    let scale = if opts.scale.is_finite() && opts.scale > 0.0 {
        opts.scale
    } else {
        1.0
    };
    let (w, h) = output_size(base.width(), base.height(), scale);
    let scaled;
    let img = if (w, h) == base.dimensions() {
        base
    } else {
        scaled = image::imageops::resize(base, w, h, image::imageops::FilterType::Triangle);
        &scaled
    };
    let mut pixmap = pixmap_from_image(img);
    let unit = export_unit(w, h);
    let to_out = |p: Point| (p.x * scale, p.y * scale);
    for side in SideId::BOTH {
        let sd = s.side(side);
        draw_area(&mut pixmap, &sd.deployment, sd.colour, unit, &to_out);
    }
    let font =
        FontRef::try_from_slice(FONT_BOLD).expect("the bundled DejaVu Sans Bold is a valid font");
    for m in &s.markers.markers {
        let (x, y) = to_out(m.pos);
        draw_marker(&mut pixmap, &font, m, opts.audience_player, (x, y), unit);
    }
    let data = pixmap.take_demultiplied();
    RgbaImage::from_raw(w, h, data).expect("the pixmap has w × h × 4 bytes")
}

/// Read a scenario file and its map image, and write the drawn map as a PNG.
pub fn render_map_file(
    scenario_path: &Path,
    out: &Path,
    player: bool,
    scale: f32,
) -> Result<(), String> {
    let (scenario, _problems) =
        crate::model::load_lenient(scenario_path).map_err(|e| e.to_string())?;
    let image = scenario.map.image.as_deref().ok_or_else(|| {
        format!(
            "{}: map.image is not set: the scenario has no map image to draw on",
            scenario_path.display()
        )
    })?;
    let image_path = map_image_path(scenario_path.parent(), image);
    let (w, h) = image_io::dimensions_of_bytes(
        &image_io::read_file(&image_path).map_err(|e| e.to_string())?,
        &image_path.display().to_string(),
    )
    .map_err(|e| e.to_string())?;
    let opts = RenderOptions {
        audience_player: player,
        scale,
    };
    check_options(&opts, w, h)?;
    let base = image_io::load_map_image(&image_path).map_err(|e| e.to_string())?;
    let drawn = render_map(&scenario, &base, &opts);
    drawn
        .save_with_format(out, image::ImageFormat::Png)
        .map_err(|e| format!("{}: cannot write the PNG: {e}", out.display()))
}

fn pixmap_from_image(img: &RgbaImage) -> Pixmap {
    let mut data = img.as_raw().clone();
    // tiny-skia works on premultiplied pixels; an opaque map is already premultiplied.
    for px in data.chunks_exact_mut(4) {
        let a = px[3] as u32;
        if a < 255 {
            for c in &mut px[..3] {
                *c = ((*c as u32 * a + 127) / 255) as u8;
            }
        }
    }
    let size = IntSize::from_wh(img.width(), img.height()).expect("an image has a positive size");
    Pixmap::from_vec(data, size).expect("the buffer has width × height × 4 bytes")
}

fn paint(c: Rgb, alpha: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c.0, c.1, c.2, alpha);
    p.anti_alias = true;
    p
}

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
    let mut pb = PathBuilder::new();
    for (i, &p) in area.points.iter().enumerate() {
        let (x, y) = to_out(p);
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    pb.close();
    let Some(path) = pb.finish() else {
        return;
    };
    pixmap.fill_path(
        &path,
        &paint(colour, AREA_FILL_ALPHA),
        FillRule::EvenOdd,
        Transform::identity(),
        None,
    );
    let stroke = Stroke {
        width: 2.5 * unit,
        ..Stroke::default()
    };
    pixmap.stroke_path(
        &path,
        &paint(colour, AREA_OUTLINE_ALPHA),
        &stroke,
        Transform::identity(),
        None,
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
            audience_player: false,
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
                audience_player: player,
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
            audience_player: true,
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
                    audience_player: false,
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
                    audience_player: false,
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
        let e = render_map_file(&scen, &out, false, 1.0).unwrap_err();
        assert!(e.contains("map.image is not set"), "{e}");

        std::fs::write(dir.path().join("map.png"), b"not a png at all").unwrap();
        s.map.image = Some("map.png".into());
        crate::model::save(&s, &scen).unwrap();
        let e = render_map_file(&scen, &out, false, 1.0).unwrap_err();
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
        render_map_file(&scen, &out, true, 0.5).unwrap();
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
