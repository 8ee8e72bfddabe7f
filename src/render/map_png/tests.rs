use super::*;
use crate::model::{Point, Polygon, Rgb, Role, Side};
use crate::render::draw::{HIDDEN_MARKER_COLOUR, HIDDEN_MARKER_RADIUS, render_map};
use crate::render::libjpeg;
use image::{ImageFormat, RgbaImage};

use crate::render::draw::tests::{green_map, marker};

/// A textured map (so that any misplaced row shows), as PNG bytes.
fn textured_png(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        image::Rgb([(x * 7 + y) as u8, (x ^ y) as u8, (y * 3) as u8])
    });
    let mut bytes = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut bytes), ImageFormat::Png)
        .unwrap();
    bytes
}

/// Two areas crossing many bands, markers everywhere (some near each other, one at an edge).
fn busy_scenario() -> Scenario {
    let mut s = Scenario::new("t");
    s.sides[0] = Side::new("Prussia", Rgb(0, 0, 200), Role::Attacker);
    s.sides[1] = Side::new("Austria", Rgb(200, 20, 20), Role::Defender);
    s.sides[0].deployment = Polygon::new(vec![
        Point::new(13.3, 7.7),
        Point::new(301.9, 41.2),
        Point::new(260.4, 587.1),
        Point::new(31.6, 540.05),
    ]);
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(420.5, 30.3),
        Point::new(690.2, 100.7),
        Point::new(500.1, 333.3),
        Point::new(650.7, 590.9),
        Point::new(380.2, 480.6),
    ]);
    for (i, (x, y)) in [
        (100.3, 100.7),
        (130.0, 118.2),
        (400.9, 260.1),
        (600.2, 450.5),
        (690.0, 595.0),
        (50.5, 300.25),
    ]
    .into_iter()
    .enumerate()
    {
        let id = ["A", "B", "C", "D", "E", "F"][i];
        s.markers
            .markers
            .push(marker(id, x, y, [30, 20, 15, 10, 5, 30][i], i % 2 == 1));
    }
    s
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
        .to_string()
    };
    assert!(bad(0.0).contains("--scale 0: the scale must be a number above 0"));
    assert!(bad(-1.0).contains("above 0"));
    assert!(bad(f32::NAN).contains("above 0"));
    assert!(bad(10.0).contains("120000 × 84000 pixels"), "{}", bad(10.0));
    let quarter = RenderOptions {
        withheld: Vec::new(),
        scale: 0.25,
    };
    assert_eq!(
        check_options(&quarter, 12_000, 8_400).unwrap(),
        (3_000, 2_100)
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
    assert!(e.to_string().contains("map.image is not set"), "{e}");

    std::fs::write(dir.path().join("map.png"), b"not a png at all").unwrap();
    s.map.image = Some("map.png".into());
    crate::model::save(&s, &scen).unwrap();
    let e = render_map_file(&scen, &out, crate::record::Audience::Umpire, 1.0).unwrap_err();
    assert!(
        e.to_string()
            .contains("map.png: not an image umpire can read"),
        "{e}"
    );
    assert!(matches!(e, RenderError::Map(_)), "the cause is kept: {e:?}");
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

#[test]
fn bands_are_cut_every_so_many_rows_even_through_markers() {
    let s = busy_scenario();
    let opts = RenderOptions::default();
    let overlay = Overlay::new(&s, &opts, (700, 600));
    let starts = overlay.band_starts(16);
    assert_eq!(starts, (0..600).step_by(16).collect::<Vec<u32>>());
    let (y, r) = (s.markers.markers[0].pos.y, 22.0);
    assert!(
        starts
            .iter()
            .any(|&c| (c as f32) > y - r && (c as f32) < y + r),
        "a cut through the marker at {y}"
    );
}

/// The map `png` exported in bands of `band_rows`, written and read back: how many of its
/// pixels differ from `whole`.
fn pixels_off_in_bands(
    s: &Scenario,
    opts: &RenderOptions,
    png: &[u8],
    band_rows: u32,
    whole: &RgbaImage,
) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join(format!("b{band_rows}.png"));
    let written = write_map_png_in_bands(
        s,
        opts,
        Arc::from(png),
        "m.png",
        &out,
        &Unwatched,
        band_rows,
    )
    .unwrap()
    .unwrap();
    assert_eq!((written.width, written.height), whole.dimensions());
    let got = image::open(&out).unwrap().into_rgba8();
    got.pixels()
        .zip(whole.pixels())
        .filter(|(a, b)| a != b)
        .count()
}

/// Markers standing close together over many rows, far to the right of a wide picture, with
/// labels running off its edge: every band that cuts through them draws them whole in a patch
/// of their own, and the picture is still the whole one, pixel for pixel.
#[test]
fn markers_cut_by_bands_far_from_the_left_edge_are_drawn_as_in_the_whole_picture() {
    let mut s = busy_scenario();
    s.markers.markers = [
        (2400.37, 40.2),
        (2431.9, 71.61),
        (2466.05, 109.9),
        (2977.3, 150.45),
        (1234.56, 260.0),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, (x, y))| marker(["A", "BB", "CCC", "Wide", "E"][i], x, y, 30, i == 2))
    .collect();
    let png = textured_png(3000, 300);
    let base = image::load_from_memory(&png).unwrap().into_rgba8();
    let opts = RenderOptions::default();
    let whole = render_map(&s, &base, &opts);
    for band_rows in [5, 64] {
        let off = pixels_off_in_bands(&s, &opts, &png, band_rows, &whole);
        assert_eq!(off, 0, "bands of {band_rows}: {off} pixels differ");
    }
    // The markers were drawn at all: the picture is not the map.
    assert_ne!(whole, base);
}

/// The export drawn band by band, written and read back, against the whole picture drawn at
/// once by `render_map`: every pixel equal, for bands of many heights.
#[test]
fn a_band_wise_export_equals_the_whole_picture_pixel_for_pixel() {
    let s = busy_scenario();
    let png = textured_png(700, 600);
    let base = image::load_from_memory(&png).unwrap().into_rgba8();
    for withheld in [vec![], vec![true; 6]] {
        let opts = RenderOptions {
            withheld,
            scale: 1.0,
        };
        let whole = render_map(&s, &base, &opts);
        for band_rows in [1, 7, 32, 100, 600] {
            let off = pixels_off_in_bands(&s, &opts, &png, band_rows, &whole);
            assert_eq!(off, 0, "bands of {band_rows}: {off} pixels differ");
        }
    }
}

/// Bands the overlay does not reach go to the encoder as decoded: still the whole picture.
#[test]
fn untouched_bands_are_written_as_decoded() {
    let mut s = Scenario::new("t");
    s.markers.markers.push(marker("A", 100.0, 60.0, 30, false));
    let opts = RenderOptions::default();
    let overlay = Overlay::new(&s, &opts, (700, 600));
    assert!(overlay.touches(32, 64) && !overlay.touches(0, 28) && !overlay.touches(300, 332));
    let png = textured_png(700, 600);
    let whole = render_map(
        &s,
        &image::load_from_memory(&png).unwrap().into_rgba8(),
        &opts,
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("u.png");
    write_map_png_in_bands(&s, &opts, Arc::from(png), "m.png", &out, &Unwatched, 32)
        .unwrap()
        .unwrap();
    assert!(image::open(&out).unwrap().into_rgba8() == whole);
}

#[test]
fn a_map_with_transparency_is_written_with_its_alpha() {
    let s = busy_scenario();
    let img = RgbaImage::from_fn(700, 600, |x, y| {
        image::Rgba([x as u8, y as u8, 9, ((x + y) % 256) as u8])
    });
    let mut png = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut png), ImageFormat::Png)
        .unwrap();
    let opts = RenderOptions::default();
    let whole = render_map(&s, &img, &opts);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("a.png");
    write_map_png_in_bands(&s, &opts, Arc::from(png), "m.png", &out, &Unwatched, 50)
        .unwrap()
        .unwrap();
    assert!(image::open(&out).unwrap().into_rgba8() == whole);
}

struct StopAt(f32);
impl Watch for StopAt {
    fn cancelled(&self) -> bool {
        self.0 <= 0.0
    }
}

#[test]
fn a_cancelled_export_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("c.png");
    let png = Arc::from(textured_png(200, 100));
    let done = write_map_png(
        &busy_scenario(),
        &RenderOptions::default(),
        png,
        "m.png",
        &out,
        &StopAt(0.0),
    )
    .unwrap();
    assert_eq!(done, None);
    assert!(!out.exists());
}

fn jpeg(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        image::Rgb([(x / 5) as u8, (y / 3) as u8, ((x + y) / 7) as u8])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 92)
        .encode_image(&img)
        .unwrap();
    out
}

/// `--scale` on a JPEG: the output's size, and pixels close to the full decode shrunk by the
/// `image` crate (the DCT reduction and the resampler differ from it by a few levels).
#[test]
fn a_scaled_jpeg_has_the_size_asked_for_and_the_same_picture() {
    let bytes = jpeg(1200, 800);
    let s = Scenario::new("t");
    let dir = tempfile::tempdir().unwrap();
    for (scale, want) in [(0.25, (300, 200)), (0.3, (360, 240)), (0.5, (600, 400))] {
        let opts = RenderOptions {
            withheld: Vec::new(),
            scale,
        };
        let out = dir.path().join(format!("s{scale}.png"));
        let w = write_map_png(
            &s,
            &opts,
            Arc::from(bytes.clone()),
            "m.jpg",
            &out,
            &Unwatched,
        )
        .unwrap()
        .unwrap();
        assert_eq!((w.width, w.height), want);
        let got = image::open(&out).unwrap().into_rgb8();
        assert_eq!(got.dimensions(), want);
        let full = image::load_from_memory(&bytes).unwrap().into_rgb8();
        let expect =
            image::imageops::resize(&full, want.0, want.1, image::imageops::FilterType::Triangle);
        let mean_diff = got
            .as_raw()
            .iter()
            .zip(expect.as_raw())
            .map(|(a, b)| a.abs_diff(*b) as u64)
            .sum::<u64>() as f64
            / got.as_raw().len() as f64;
        assert!(
            mean_diff < 2.0,
            "scale {scale}: mean difference {mean_diff}"
        );
    }
}

/// At full size a JPEG streamed from libjpeg gives the picture its own whole decode gives.
#[test]
fn a_full_size_jpeg_streams_to_the_same_picture_as_a_whole_decode() {
    let bytes = jpeg(640, 480);
    let s = busy_scenario();
    let opts = RenderOptions::default();
    let base = if libjpeg::available() {
        image::DynamicImage::ImageRgb8(libjpeg::decode_rgb(Arc::from(bytes.clone()), 1).unwrap())
            .into_rgba8()
    } else {
        image::load_from_memory(&bytes).unwrap().into_rgba8()
    };
    let whole = render_map(&s, &base, &opts);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("j.png");
    write_map_png_in_bands(&s, &opts, Arc::from(bytes), "m.jpg", &out, &Unwatched, 64)
        .unwrap()
        .unwrap();
    assert!(image::open(&out).unwrap().into_rgba8() == whole);
}
