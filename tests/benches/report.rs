//! PDF export of a scenario with a 4-MP and a 100-MP JPEG map, against the bare decode of the
//! same file. Targets (issue 5): export time ≤ 1.5 × decode; PDF size ≤ the map as a JPEG at
//! print resolution + 200 KB.
//!
//! `cargo bench --bench report`. The maps are drawn once by the map generator of `tests/demo_maps` into a temporary
//! folder (the 100-MP one takes a few seconds) and deleted afterwards.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};
use umpire::model::{Marker, MarkerSet, Point, Polygon, Scenario, SideId};
use umpire::render::image_io;
use umpire::report::{self, ReportOptions, Template};

// The map generator is a developer's tool outside the shipped library (see
// tests/demo_maps); the benchmarks draw their large maps with it. Not every function of
// it is used here, and its unit tests (whose `#[test]` functions a bench leaves out) are not.
#[allow(dead_code, unused_imports)]
#[path = "../demo_maps/generate/mod.rs"]
mod generate;

struct Case {
    name: &'static str,
    width: u32,
    height: u32,
}

const CASES: [Case; 2] = [
    Case {
        name: "4MP",
        width: 2448,
        height: 1632,
    },
    Case {
        name: "100MP",
        width: 12_000,
        height: 8_400,
    },
];

fn scenario(w: u32, h: u32) -> Scenario {
    let (w, h) = (w as f32, h as f32);
    let mut s = Scenario::new("Benchmark");
    s.map.image = Some("map.jpg".into());
    s.map.size = Some((w as u32, h as u32));
    s.sides[0].deployment = Polygon::new(vec![
        Point::new(0.05 * w, 0.6 * h),
        Point::new(0.4 * w, 0.6 * h),
        Point::new(0.4 * w, 0.95 * h),
        Point::new(0.05 * w, 0.95 * h),
    ]);
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(0.6 * w, 0.05 * h),
        Point::new(0.95 * w, 0.05 * h),
        Point::new(0.95 * w, 0.4 * h),
        Point::new(0.6 * w, 0.4 * h),
    ]);
    s.markers = MarkerSet {
        markers: umpire::model::STANDARD_MARKER_VALUES
            .iter()
            .enumerate()
            .map(|(i, &v)| Marker {
                id: ((b'A' + i as u8) as char).to_string(),
                name: String::new(),
                pos: Point::new(
                    (0.08 + 0.09 * i as f32) * w,
                    (0.3 + 0.04 * (i % 4) as f32) * h,
                ),
                value: Some(v),
                hidden: false,
                placed_by: Some(if i.is_multiple_of(2) {
                    SideId::A
                } else {
                    SideId::B
                }),
            })
            .collect(),
        ..MarkerSet::default()
    };
    s
}

/// The map file as a JPEG reduced to `px` pixels: what the report's size is measured against.
fn print_resolution_jpeg(path: &Path, px: (u32, u32)) -> usize {
    let img = image_io::load_map_image(path).expect("map decodes");
    if img.dimensions() == px {
        return std::fs::metadata(path).unwrap().len() as usize;
    }
    let rgb = image::DynamicImage::ImageRgba8(img).into_rgb8();
    let small = image::imageops::resize(&rgb, px.0, px.1, image::imageops::FilterType::Triangle);
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, report::map::JPEG_QUALITY)
        .encode_image(&small)
        .unwrap();
    out.len()
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let template = Template::builtin("umpire").unwrap();
    let mut lines = Vec::new();
    for case in &CASES {
        let map = dir.path().join("map.jpg");
        let img = generate::battlefield(case.width, case.height, 7, &generate::MapStyle::default());
        generate::save_map(&img, &map, 85).unwrap();
        drop(img);
        let s = scenario(case.width, case.height);
        let out = dir.path().join("report.pdf");
        let bytes = std::fs::read(&map).unwrap();
        let export = || {
            let opts = ReportOptions::default();
            report::write_report_with(&s, Some(dir.path()), &template, &opts, &out).unwrap()
        };
        let decode = || image::load_from_memory(&bytes).unwrap();
        let render = || {
            let opts = ReportOptions::default();
            report::render(&s, Some(dir.path()), &template, &opts).unwrap()
        };

        let mut g = c.benchmark_group(format!("report/{}", case.name));
        g.sample_size(10);
        g.measurement_time(Duration::from_secs(if case.width > 5000 { 40 } else { 5 }));
        g.warm_up_time(Duration::from_secs(1));
        g.bench_function("decode map (image::load_from_memory)", |b| {
            b.iter(|| black_box(decode()))
        });
        g.bench_function("decode map (image_io, RGBA)", |b| {
            b.iter(|| black_box(image_io::decode_map_bytes(&bytes, "map.jpg").unwrap()))
        });
        g.bench_function("render PDF in memory", |b| b.iter(|| black_box(render())));
        g.bench_function("export PDF (render and write atomically)", |b| {
            b.iter(|| black_box(export()))
        });
        g.finish();

        // The figures the targets are stated in: decode, render and export taken in turns, five times
        // each, keeping the fastest of each, which is the least disturbed by other work on the
        // machine.
        let mut t_decode = Duration::MAX;
        let mut t_render = Duration::MAX;
        let mut t_export = Duration::MAX;
        for _ in 0..5 {
            let t = Instant::now();
            black_box(decode());
            t_decode = t_decode.min(t.elapsed());
            let t = Instant::now();
            black_box(render());
            t_render = t_render.min(t.elapsed());
            let t = Instant::now();
            black_box(export());
            t_export = t_export.min(t.elapsed());
        }
        let summary = export();
        let px = summary.map_pixels_embedded.unwrap();
        let reference = print_resolution_jpeg(&map, px);
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        lines.push(format!(
            "{:>6}: map {} × {} ({} KB); decode {:.0} ms; render {:.0} ms = {:.2} × decode, \
             render and write (fsync) {:.0} ms = {:.2} × decode (target ≤ 1.5); PDF {} KB, {} pages, \
             map embedded {} × {}{}; print-resolution JPEG {} KB + 200 KB = {} KB (target: PDF ≤ that)",
            case.name,
            case.width,
            case.height,
            bytes.len() / 1024,
            ms(t_decode),
            ms(t_render),
            ms(t_render) / ms(t_decode),
            ms(t_export),
            ms(t_export) / ms(t_decode),
            summary.bytes / 1024,
            summary.pages,
            px.0,
            px.1,
            if summary.map_passthrough {
                " (JPEG passed through)"
            } else {
                " (reduced and re-encoded)"
            },
            reference / 1024,
            reference / 1024 + 200,
        ));
    }
    println!();
    for l in lines {
        println!("{l}");
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
