//! What is fuzzed, and the seeds each target starts from.
//!
//! Each target takes the bytes of one file and does with them what umpire does with such a
//! file; it must never panic, whatever the bytes (a panic is a finding).

use umpire::model::{self, LoadError};
use umpire::record::{Audience, BattleRecord, Projection};
use umpire::render::{image_io, jpeg_meta, scaled};
use umpire::report::{BUILTIN_TEMPLATES, Template};
use umpire::{assets, cli, systems};

use crate::mutate::Kind;

pub struct Target {
    pub name: &'static str,
    pub about: &'static str,
    pub kind: Kind,
    /// The longest input the mutator makes.
    pub max_len: usize,
    pub run: fn(&[u8]),
    pub seeds: fn() -> Vec<Vec<u8>>,
}

pub const TARGETS: [Target; 5] = [
    Target {
        name: "scenario",
        about: "scenario files: what `check` and `compute --format json` do with them",
        kind: Kind::Text,
        max_len: 32 * 1024,
        run: scenario,
        seeds: scenario_seeds,
    },
    Target {
        name: "template",
        about: "report templates: parsing",
        kind: Kind::Text,
        max_len: 16 * 1024,
        run: template,
        seeds: template_seeds,
    },
    Target {
        name: "image",
        about: "map images: the walk, then decoding under the limits (full and DCT-scaled)",
        kind: Kind::Binary,
        max_len: 16 * 1024,
        run: image,
        seeds: image_seeds,
    },
    Target {
        name: "map",
        about: "scenario files drawn as a map (`render-map`, small)",
        kind: Kind::Text,
        max_len: 32 * 1024,
        run: map,
        seeds: scenario_seeds,
    },
    Target {
        name: "report",
        about: "scenario files printed as a PDF report (slow)",
        kind: Kind::Text,
        max_len: 32 * 1024,
        run: report,
        seeds: scenario_seeds,
    },
];

pub fn find(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

const ORIGIN: &str = "fuzz.ron";

/// The text as umpire reads a file: a BOM dropped, bad UTF-8 refused with its place.
fn text_of(bytes: &[u8]) -> Option<String> {
    match model::files::text_from_bytes(bytes.to_vec()) {
        Ok(text) => Some(text),
        Err(e) => {
            let _ = LoadError::utf8(ORIGIN, e).to_string();
            None
        }
    }
}

/// `umpire check`: lenient parsing, warnings, problems as messages. Returns the scenario when
/// it parsed (valid or not) and whether it is valid.
fn check(text: &str) -> Option<(model::Scenario, bool)> {
    match model::parse_lenient(text, ORIGIN) {
        Ok((s, problems)) => {
            for p in model::placement_problems(&s) {
                let _ = model::limits::escape_controls(&p.message(&s));
            }
            let valid = problems.is_empty();
            if !valid {
                let e = LoadError::Invalid {
                    path: ORIGIN.into(),
                    problems,
                };
                let _ = model::limits::escape_controls_keeping_lines(&e.to_string());
            }
            Some((s, valid))
        }
        Err(e) => {
            let _ = model::limits::escape_controls_keeping_lines(&e.to_string());
            None
        }
    }
}

/// `umpire compute` for every audience: every system, the battle record, each audience's
/// projection, as JSON and as text.
fn compute(s: &model::Scenario) {
    let judged = systems::judge_all(s);
    let record = BattleRecord::build(s);
    for audience in Audience::ALL {
        let results = Projection::new(s, &record, audience).judgements(&judged);
        let rows: Vec<cli::JsonResult> = results
            .iter()
            .map(|(sys, j)| cli::json_result(ORIGIN, s, *sys, j))
            .collect();
        let _ = serde_json::to_string_pretty(&rows);
        let text = cli::text_report(ORIGIN, s, &results);
        let _ = model::limits::escape_controls_keeping_lines(&text);
    }
}

/// The command line's path: `check`, then `compute` on a valid scenario. An invalid one is
/// judged too, as the window judges what it has loaded while the user edits.
fn scenario(bytes: &[u8]) {
    let Some(text) = text_of(bytes) else { return };
    if let Some((s, _valid)) = check(&text) {
        compute(&s);
    }
}

fn template(bytes: &[u8]) {
    let Some(text) = text_of(bytes) else { return };
    match Template::parse(&text, "fuzz-template.ron") {
        Ok(t) => {
            let audience = t.default_audience();
            let _ = t.heading_for(audience);
            let _ = t.heading();
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

fn image(bytes: &[u8]) {
    const ORIGIN: &str = "fuzz-map";
    if let Ok(h) = image_io::inspect_bytes(bytes, ORIGIN) {
        assert!(h.memory_needed() <= image_io::MAP_MEMORY_BUDGET, "{h:?}");
    }
    match image_io::decode_map_bytes(bytes, ORIGIN) {
        Ok(img) => {
            assert!(img.width() <= image_io::MAX_MAP_SIDE && img.height() <= image_io::MAX_MAP_SIDE)
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
    // What the report and the window's overview do with a JPEG.
    let _ = scaled::decode_jpeg_reduced(bytes, ORIGIN, 8, true);
    let _ = scaled::decode_to_size(bytes, ORIGIN, (7, 5));
    let _ = jpeg_meta::strip_jpeg_metadata(bytes);
}

fn map(bytes: &[u8]) {
    use umpire::render::draw;
    let Some(text) = text_of(bytes) else { return };
    let Ok((s, _)) = model::parse_lenient(&text, ORIGIN) else {
        return;
    };
    let base = image::RgbaImage::from_pixel(240, 160, image::Rgba([120, 160, 90, 255]));
    for audience in [Audience::Umpire, Audience::Public] {
        let opts = draw::RenderOptions {
            withheld: draw::withheld_values(&s, audience),
            scale: 0.1,
        };
        let out = draw::render_map(&s, &base, &opts);
        assert_eq!(out.dimensions(), (24, 16));
    }
}

fn report(bytes: &[u8]) {
    let Some(text) = text_of(bytes) else { return };
    let Ok(s) = model::parse(&text, ORIGIN) else {
        return;
    };
    let name = if bytes.len() % 2 == 0 {
        "umpire"
    } else {
        "player"
    };
    let template = Template::builtin(name).expect("built in");
    // No folder: the map is the built-in demo map the scenario names, or none.
    let _ = umpire::report::render_report(&s, None, &template, None);
}

// ---------------------------------------------------------------------------------------------
// Seeds.

fn scenario_seeds() -> Vec<Vec<u8>> {
    assets::demo::all_demo_scenarios()
        .iter()
        .map(|(_, text)| text.as_bytes().to_vec())
        .collect()
}

fn template_seeds() -> Vec<Vec<u8>> {
    BUILTIN_TEMPLATES
        .iter()
        .map(|(_, text)| text.as_bytes().to_vec())
        .collect()
}

fn encoded(img: image::DynamicImage, format: image::ImageFormat) -> Vec<u8> {
    let mut bytes = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut bytes), format)
        .expect("a small image encodes");
    bytes
}

/// Small PNGs in each colour type the encoder writes, JPEGs in colour and grey, WebPs.
fn image_seeds() -> Vec<Vec<u8>> {
    use image::{DynamicImage as D, ImageFormat as F};
    let rgb = image::RgbImage::from_fn(24, 16, |x, y| {
        image::Rgb([(x * 10) as u8, (y * 15) as u8, ((x ^ y) * 8) as u8])
    });
    let rgb = D::ImageRgb8(rgb);
    vec![
        encoded(rgb.clone(), F::Png),
        encoded(D::ImageRgba8(rgb.to_rgba8()), F::Png),
        encoded(D::ImageLuma8(rgb.to_luma8()), F::Png),
        encoded(D::ImageLumaA8(rgb.to_luma_alpha8()), F::Png),
        encoded(D::ImageRgb16(rgb.to_rgb16()), F::Png),
        encoded(rgb.clone(), F::Jpeg),
        encoded(D::ImageLuma8(rgb.to_luma8()), F::Jpeg),
        encoded(rgb.clone(), F::WebP),
        encoded(D::ImageRgba8(rgb.to_rgba8()), F::WebP),
    ]
}
