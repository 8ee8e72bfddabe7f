//! What is fuzzed, one function a target: each takes the bytes of one file and does with them
//! what umpire does with such a file. Whatever the bytes, it must not panic, hang or take
//! gigabytes (AFL++ reports each as a crash or a hang). `src/bin/TARGET.rs` hands AFL++'s
//! inputs to these; `src/bin/seeds.rs` writes the inputs each target starts from.

use umpire::model::{self, FileError, Scenario};
use umpire::record::{Audience, BattleRecord, Projection};
use umpire::render::{draw, image_io, jpeg_meta, scaled};
use umpire::report::{BUILTIN_TEMPLATES, Template};
use umpire::{assets, cli, systems};

const ORIGIN: &str = "fuzz.ron";

/// The targets, each with the seeds it starts from.
pub const TARGETS: [(&str, fn() -> Vec<Vec<u8>>); 5] = [
    ("scenario", scenario_seeds),
    ("template", template_seeds),
    ("image", image_seeds),
    ("map", scenario_seeds),
    ("report", scenario_seeds),
];

/// The text as umpire reads a file: a byte-order mark dropped, bad UTF-8 refused with its place.
fn text_of(bytes: &[u8]) -> Option<String> {
    match model::files::text_from_bytes(bytes.to_vec()) {
        Ok(text) => Some(text),
        Err(e) => {
            let _ = FileError::utf8(ORIGIN, e).to_string();
            None
        }
    }
}

/// `umpire check`: lenient parsing, placement warnings, problems as messages. The scenario
/// when it parsed, valid or not.
fn check(text: &str) -> Option<Scenario> {
    match model::parse_lenient(text, ORIGIN, &systems::ids()) {
        Ok((s, problems)) => {
            for p in model::placement_problems(&s) {
                let _ = model::limits::escape_controls(&p.message(&s));
            }
            if !problems.is_empty() {
                let e = FileError::Invalid {
                    kind: model::FileKind::Scenario,
                    path: ORIGIN.into(),
                    problems,
                };
                let _ = model::limits::escape_controls_keeping_lines(&e.to_string());
            }
            Some(s)
        }
        Err(e) => {
            let _ = model::limits::escape_controls_keeping_lines(&e.to_string());
            None
        }
    }
}

/// `umpire compute` for every audience: every system, the battle record, each audience's
/// projection, as JSON and as text.
fn compute(s: &Scenario) {
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

/// Scenario files: `check`, then `compute`. An invalid scenario is judged too, as the window
/// judges what it has loaded while the user edits.
pub fn scenario(bytes: &[u8]) {
    if let Some(s) = text_of(bytes).and_then(|text| check(&text)) {
        compute(&s);
    }
}

/// Report templates: parsing, the heading and the audience.
pub fn template(bytes: &[u8]) {
    let Some(text) = text_of(bytes) else { return };
    match Template::parse(&text, "fuzz-template.ron") {
        Ok(t) => {
            let _ = t.heading_for(t.default_audience());
            let _ = t.heading();
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

/// Map images: the header walk (never claiming more than the memory budget), the decode under
/// the limits, the DCT-scaled decode the report and the window's overview use, the metadata
/// strip.
pub fn image(bytes: &[u8]) {
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
    let _ = scaled::decode_jpeg_reduced(bytes, ORIGIN, 8, true);
    let _ = scaled::decode_to_size(bytes, ORIGIN, (7, 5));
    let _ = jpeg_meta::strip_jpeg_metadata(bytes);
}

/// Scenario files drawn as a map (`render-map`, small), for the umpire and the public.
pub fn map(bytes: &[u8]) {
    let Some(s) = text_of(bytes).and_then(|text| check(&text)) else {
        return;
    };
    let base = image::RgbaImage::from_pixel(240, 160, image::Rgba([120, 160, 90, 255]));
    for audience in [Audience::Umpire, Audience::Public] {
        let opts = draw::RenderOptions {
            withheld: draw::withheld_values(&s, audience),
            scale: 0.1,
        };
        assert_eq!(draw::render_map(&s, &base, &opts).dimensions(), (24, 16));
    }
}

/// Valid scenario files printed as a PDF report, with either built-in template (no folder: the
/// map is the demo map the scenario names, or none).
pub fn report(bytes: &[u8]) {
    let Some(text) = text_of(bytes) else { return };
    let Ok(s) = model::parse(&text, ORIGIN, &systems::ids()) else {
        return;
    };
    let name = if bytes.len() % 2 == 0 {
        "umpire"
    } else {
        "player"
    };
    let template = Template::builtin(name).expect("a built-in template");
    let _ = umpire::report::render_report(&s, None, &template, None);
}

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
    let rgb = D::ImageRgb8(image::RgbImage::from_fn(24, 16, |x, y| {
        image::Rgb([(x * 10) as u8, (y * 15) as u8, ((x ^ y) * 8) as u8])
    }));
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
