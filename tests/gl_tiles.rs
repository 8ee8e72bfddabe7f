//! The real window's map tiles, pixel for pixel: the window's GL path (rows copied straight
//! into our own textures, `src/app/map/gpu.rs`) runs only with a GL context, which the kittests
//! do not have. This test starts the binary on a 4200 × 4300 JPEG (3 × 3 tiles of 2048, the
//! seams 52 and 102 pixels from its centre), has it screenshot the map at 100% once loaded,
//! and compares the screen with libjpeg's decode of the file.
//!
//! Built with the measuring rig (`--features measure`), the window then opens the same scenario
//! again (`UMPIRE_TRACE_REOPEN`, as File → Open does) and the screenshot is of that second map, drawn in the first one's textures, which a
//! reopen takes over (`SpareTextures`): the trace must show every tile's texture reused and
//! none made new, and the pixels must still match, so a texture left with the first map's
//! mipmaps or rows would show.
//!
//! It needs a display, so it is ignored by `cargo test`; `.ci/run` runs it under Xvfb:
//! `xvfb-run cargo test --test all -- --ignored gl_tiles`.

use image::{Rgb, RgbImage};
use std::sync::Arc;

const W: u32 = 4200;
const H: u32 = 4300;

/// A map whose every pixel differs from its neighbours, so that a tile a pixel out of place,
/// a seam or a tile from the wrong place shows.
fn busy_map() -> RgbImage {
    RgbImage::from_fn(W, H, |x, y| {
        let h = x.wrapping_mul(2_654_435_761) ^ y.wrapping_mul(40_503);
        Rgb([
            ((x / 3 + y / 5) % 256) as u8,
            ((x / 7) as u8) ^ ((y / 2) as u8),
            (h >> 8) as u8 / 2 + 64,
        ])
    })
}

fn scenario_for(map: &str) -> String {
    let demo = include_str!("../assets/scenarios/lobositz.ron");
    demo.replace(
        "image: Some(\"../maps/lobositz.jpg\")",
        &format!("image: Some(\"{map}\")"),
    )
    .replace(
        "size: Some((2400, 1600))",
        &format!("size: Some(({W}, {H}))"),
    )
}

/// Where the patch of `shot` at (`sx`, `sy`) sits in `map`, searched around the map's centre.
fn find(shot: &RgbImage, map: &RgbImage, (sx, sy): (u32, u32)) -> Option<(u32, u32)> {
    const P: u32 = 16;
    // A few units a pixel: the two JPEG decoders may round a channel differently.
    const LIMIT: u32 = P * P * 3;
    let differs = |mx: u32, my: u32| -> Option<u32> {
        let mut sum = 0;
        for dy in 0..P {
            for dx in 0..P {
                let a = shot.get_pixel(sx + dx, sy + dy);
                let b = map.get_pixel(mx + dx, my + dy);
                sum += (0..3).map(|c| a[c].abs_diff(b[c]) as u32).sum::<u32>();
                if sum > LIMIT {
                    return None;
                }
            }
        }
        Some(sum)
    };
    let (cx, cy) = (W / 2, H / 2);
    (cy - 800..cy + 800)
        .flat_map(|my| (cx - 800..cx + 800).map(move |mx| (mx, my)))
        .filter_map(|(mx, my)| differs(mx, my).map(|d| (d, mx, my)))
        .min()
        .map(|(_, mx, my)| (mx - sx, my - sy))
}

/// Textures (made new, reused) by the first open and by the reopen, summed from the trace.
fn textures_made_and_reused(trace: &std::path::Path) -> ((u64, u64), (u64, u64)) {
    let text = std::fs::read_to_string(trace).unwrap();
    let (mut first, mut reopen, mut reopened) = ((0, 0), (0, 0), false);
    for line in text.lines() {
        let e: serde_json::Value = serde_json::from_str(line).unwrap();
        match e["event"].as_str() {
            Some("reopen_requested") => reopened = true,
            Some("map_upload") => {
                let sum = if reopened { &mut reopen } else { &mut first };
                sum.0 += e["created"].as_u64().unwrap();
                sum.1 += e["reused"].as_u64().unwrap();
            }
            _ => {}
        }
    }
    assert!(reopened, "the window reopened the scenario: {text}");
    (first, reopen)
}

#[test]
#[ignore = "needs a display: .ci/run runs it under Xvfb"]
fn gl_tiles_show_the_map_pixel_for_pixel_across_the_seams() {
    let dir = tempfile::tempdir().unwrap();
    let map_path = dir.path().join("busy.jpg");
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 95)
        .encode_image(&busy_map())
        .unwrap();
    std::fs::write(&map_path, &jpeg).unwrap();
    let scenario = dir.path().join("busy.ron");
    std::fs::write(&scenario, scenario_for("busy.jpg")).unwrap();
    let shot_path = dir.path().join("shot.png");
    let trace_path = dir.path().join("trace.jsonl");

    let mut window = crate::support::binary::umpire_command();
    window
        .arg(&scenario)
        .env("UMPIRE_SCREENSHOT", &shot_path)
        .env("UMPIRE_SCREENSHOT_ZOOM", "100")
        .env("XDG_CACHE_HOME", dir.path().join("cache"));
    let reopened = cfg!(feature = "measure");
    if reopened {
        window
            .env("UMPIRE_TRACE", &trace_path)
            .env("UMPIRE_TRACE_REOPEN", "1");
    }
    let out = window.output().unwrap();
    assert!(
        out.status.success(),
        "the window failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );

    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("OpenGL refused"),
        "the tiles fell back to egui's textures, so their GL path went untested: {stderr}"
    );
    if reopened {
        let (first, reopen) = textures_made_and_reused(&trace_path);
        assert_eq!(first, (9, 0), "the first open makes its 9 textures new");
        assert_eq!(reopen, (0, 9), "the reopen takes over all 9, makes none");
    }
    let shot = image::open(&shot_path).unwrap().into_rgb8();
    let map = umpire::render::libjpeg::decode_rgb(Arc::from(jpeg), 1).unwrap_or_else(|_| {
        image::load_from_memory(&std::fs::read(&map_path).unwrap())
            .unwrap()
            .into_rgb8()
    });
    // Somewhere inside the canvas, left of the marker panel and below the toolbar.
    let probe = (200, 200);
    let (ox, oy) = find(&shot, &map, probe)
        .expect("the screen shows the map's centre at 100% (no patch of it matched)");
    // The canvas around the probe: 500 × 400 screen pixels, clear of the scale bar.
    let (x0, y0, x1, y1) = (60, 120, 560, 520);
    let (mut worst, mut off) = (0u8, 0usize);
    for sy in y0..y1 {
        for sx in x0..x1 {
            let a = shot.get_pixel(sx, sy);
            let b = map.get_pixel(sx + ox, sy + oy);
            let d = (0..3).map(|c| a[c].abs_diff(b[c])).max().unwrap();
            worst = worst.max(d);
            off += usize::from(d > 3);
        }
    }
    let (seam_x, seam_y) = (2048 - ox as i64, 2048 - oy as i64);
    assert!(
        (x0 as i64..x1 as i64).contains(&seam_x) && (y0 as i64..y1 as i64).contains(&seam_y),
        "the region compared crosses both seams (at {seam_x}, {seam_y} on screen)"
    );
    assert_eq!(
        off,
        0,
        "{off} of {} screen pixels differ from the map by more than 3 (worst {worst})",
        (x1 - x0) * (y1 - y0)
    );
}
