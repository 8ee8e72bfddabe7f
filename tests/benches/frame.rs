//! CPU time of one frame of the map canvas (egui pass + tessellation, no GPU), on the Lobositz
//! demo and on a generated 100-MP map with 60 markers, idle and while panning; and the
//! time to open a map against the bare decode of the same JPEG: until it is shown (decode and
//! overview; the full-resolution tiles are cut afterwards on the worker), until the tiles of a
//! 100 % view at the centre are cut (the view asks for them first), and until every tile is cut.
//!
//! The battle on the map: 1,000 units × 100 turns of moves, the slider at a turn, idle,
//! stepping between two turns (both kept), stepping through every turn, and panning. `UMPIRE_BENCH_BATTLE_RON=FILE` also writes that
//! scenario to FILE (its map, `lobositz.jpg`, to go beside it), for the window's trace.
//!
//! Targets: ≤ 4 ms per frame; open ≤ 1.3 × decode. Run with `cargo bench --bench frame`.
//! The 100-MP JPEG is generated once into the system's temp folder and reused.

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Event, Modifiers, PointerButton, Pos2, RawInput, Rect, pos2, vec2};
use std::hint::black_box;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use umpire::app::document::Document;
use umpire::app::map::tiles::{MAX_TILE_SIDE, TileQueue, decode_with_buffers};
use umpire::app::map::{DecodedMap, MapView, prepare_map};
use umpire::app::view::{Audience, ViewCtx};
use umpire::assets::demo;
use umpire::model::{Marker, Point, Polygon, Rgb, Role, Scenario, SideId};

// The map generator is a developer's tool outside the shipped library (see
// tests/demo_maps); the benchmarks draw their large maps with it. Not every function of
// it is used here, and its unit tests (whose `#[test]` functions a bench leaves out) are not.
#[allow(dead_code, unused_imports)]
#[path = "../demo_maps/generate/mod.rs"]
mod generate;

use generate::{MapStyle, battlefield};

const SCREEN: (f32, f32) = (1600.0, 1000.0);

/// A JPEG of a generated battlefield, made once and kept in the temp folder.
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let path: PathBuf = std::env::temp_dir().join(format!("umpire-bench-{width}x{height}.jpg"));
    if let Ok(bytes) = std::fs::read(&path) {
        return bytes;
    }
    let img = battlefield(width, height, 1757, &MapStyle::period());
    generate::save_map(&img, &path, 85).expect("write the bench map");
    std::fs::read(&path).expect("read the bench map back")
}

/// Two sides with areas, and `n` markers of a set that sums to 100, spread over the map.
fn scenario(width: u32, height: u32, n: usize) -> Scenario {
    let (w, h) = (width as f32, height as f32);
    let mut s = Scenario::new("Bench battle");
    s.sides[0].name = "Prussia".into();
    s.sides[0].colour = Rgb(31, 78, 168);
    s.sides[0].role = Role::Attacker;
    s.sides[0].deployment = Polygon::new(vec![
        Point::new(0.05 * w, 0.1 * h),
        Point::new(0.3 * w, 0.1 * h),
        Point::new(0.25 * w, 0.5 * h),
        Point::new(0.3 * w, 0.9 * h),
        Point::new(0.05 * w, 0.9 * h),
    ]);
    s.sides[1].name = "Austria".into();
    s.sides[1].colour = Rgb(230, 230, 230);
    s.sides[1].role = Role::Defender;
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(0.6 * w, 0.1 * h),
        Point::new(0.95 * w, 0.1 * h),
        Point::new(0.95 * w, 0.9 * h),
        Point::new(0.65 * w, 0.9 * h),
        Point::new(0.7 * w, 0.5 * h),
    ]);
    s.markers.values = if n == 10 {
        umpire::model::STANDARD_MARKER_VALUES.to_vec()
    } else {
        // 60 markers: 40 of 1 % and 20 of 3 %.
        (0..n).map(|i| if i < 40 { 1 } else { 3 }).collect()
    };
    let cols = (n as f32).sqrt().ceil() as usize;
    for i in 0..n {
        let (cx, cy) = ((i % cols) as f32 + 0.5, (i / cols) as f32 + 0.5);
        s.markers.markers.push(Marker {
            id: s.markers.next_id(),
            name: format!("Objective {i}"),
            pos: Point::new(cx / cols as f32 * w, cy / cols as f32 * h),
            value: Some(s.markers.values[i]),
            hidden: i % 3 == 0,
            placed_by: Some(if i % 2 == 0 { SideId::A } else { SideId::B }),
        });
    }
    s
}

struct Bench {
    ctx: egui::Context,
    map: MapView,
    doc: Document,
    time: f64,
}

impl Bench {
    /// A canvas showing `s`, whose `map.image` is `name`, with the map decoded from `bytes`.
    fn new(s: Scenario, bytes: Vec<u8>, name: &str) -> Bench {
        let mut b = Bench {
            ctx: egui::Context::default(),
            map: MapView::new(),
            doc: Document::new(s, None),
            time: 0.0,
        };
        b.map.load_bytes(bytes, name);
        let start = Instant::now();
        while b.map.is_loading() || b.map.image_size().is_none() {
            b.frame(Vec::new());
            std::thread::sleep(Duration::from_millis(5));
            assert!(start.elapsed().as_secs() < 120, "the map did not load");
        }
        for _ in 0..3 {
            b.frame(Vec::new());
        }
        b
    }

    /// One frame: the egui pass of the map canvas and the tessellation of what it painted.
    fn frame(&mut self, events: Vec<Event>) -> usize {
        self.time += 1.0 / 60.0;
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(SCREEN.0, SCREEN.1))),
            time: Some(self.time),
            events,
            ..Default::default()
        };
        let (map, doc) = (&mut self.map, &mut self.doc);
        let mut messages = Vec::new();
        let out = self.ctx.run_ui(input, |ui| {
            let mut view = ViewCtx {
                audience: Audience::Umpire,
                scenario_dir: None,
                messages: &mut messages,
            };
            egui::CentralPanel::default().show(ui, |ui| map.ui(ui, doc, &mut view));
            doc.end_frame(self.time);
        });
        let prims = self.ctx.tessellate(out.shapes, out.pixels_per_point);
        prims.len()
    }

    /// Press on empty map in the middle of the canvas, ready to pan.
    fn start_pan(&mut self) -> Pos2 {
        let canvas = self.map.canvas_rect();
        self.start_pan_at(canvas.center() + vec2(0.0, canvas.height() * 0.02))
    }

    /// Press at `at`, ready to pan.
    fn start_pan_at(&mut self, at: Pos2) -> Pos2 {
        self.frame(vec![Event::PointerMoved(at)]);
        self.frame(vec![Event::PointerButton {
            pos: at,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        }]);
        at
    }
}

fn frames(c: &mut Criterion) {
    let mut group = c.benchmark_group("frame");
    group.measurement_time(Duration::from_secs(4));
    let lobositz = || {
        let text = demo::demo_scenario("lobositz.ron").expect("the Lobositz demo is built in");
        let s = umpire::model::parse(text, "lobositz.ron", &umpire::systems::ids())
            .expect("the demo parses");
        let image = s.map.image.clone().expect("the demo names its map");
        let bytes = demo::demo_map(&image)
            .expect("the demo map is built in")
            .to_vec();
        Bench::new(s, bytes, &image)
    };
    let big = || {
        let (w, h) = (12_000, 8_400);
        let mut s = scenario(w, h, 60);
        s.map.image = Some("bench.jpg".into());
        Bench::new(s, jpeg(w, h), "bench.jpg")
    };
    let cases: [(&str, &dyn Fn() -> Bench); 2] = [
        ("Lobositz demo", &lobositz),
        ("100 MP 12000x8400, 60 markers", &big),
    ];
    for (name, make) in cases {
        let mut b = make();
        group.bench_function(format!("{name}: idle"), |bench| {
            bench.iter(|| black_box(b.frame(Vec::new())))
        });
        let at = b.start_pan();
        let mut k = 0u32;
        group.bench_function(format!("{name}: panning"), |bench| {
            bench.iter(|| {
                k += 1;
                let dx = if k.is_multiple_of(2) { 12.0 } else { -12.0 };
                black_box(b.frame(vec![Event::PointerMoved(at + vec2(dx, 5.0))]))
            })
        });
        // Zoomed in to 100 %: a handful of full-resolution tiles.
        b.frame(vec![Event::PointerButton {
            pos: at,
            button: PointerButton::Primary,
            pressed: false,
            modifiers: Modifiers::NONE,
        }]);
        b.map.zoom_100();
        b.frame(Vec::new());
        group.bench_function(format!("{name}: 100% zoom"), |bench| {
            bench.iter(|| black_box(b.frame(vec![Event::PointerMoved(pos2(800.0, 500.0))])))
        });
    }
    battle_frames(&mut group);
    group.finish();
}

/// The Lobositz demo's map with 1,000 units (500 a side) each moving every turn for 100
/// turns: frames with the turn slider at turn 50, idle and while it steps between two turns.
/// The replay is kept per document state and turn, so no frame replays the log.
fn battle_frames(group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>) {
    use umpire::model::{Contingent, Event as LogEvent, Position, Turn, Unit, UnitKind};
    const UNITS: usize = 1_000;
    const TURNS: usize = 100;
    let text = demo::demo_scenario("lobositz.ron").expect("the Lobositz demo is built in");
    let mut s = umpire::model::parse(text, "lobositz.ron", &umpire::systems::ids())
        .expect("the demo parses");
    let image = s.map.image.clone().expect("the demo names its map");
    let bytes = demo::demo_map(&image)
        .expect("the demo map is built in")
        .to_vec();
    let (w, h) = s.map.size.unwrap_or((2400, 1600));
    let place = |k: usize, t: usize| Position::Point {
        x: ((k % 40) as f32 + 0.5) / 40.0 * w as f32 * 0.8 + t as f32,
        y: ((k / 40) as f32 + 0.5) / 25.0 * h as f32,
    };
    for (side, prefix) in [(0, "a"), (1, "b")] {
        let units = (0..UNITS / 2)
            .map(|k| Unit {
                position: Some(place(side * UNITS / 2 + k, 0)),
                ..Unit::new(&format!("{prefix}{k}"), "Regiment", UnitKind::Infantry)
            })
            .collect();
        s.sides[side].contingents = vec![Contingent {
            name: "army".into(),
            units,
            ..Default::default()
        }];
    }
    let ids: Vec<String> = s.units().map(|(_, u)| u.id.clone()).collect();
    s.log.turns = (0..TURNS)
        .map(|t| Turn {
            name: (t + 1).to_string(),
            events: ids
                .iter()
                .enumerate()
                .map(|(k, id)| LogEvent::Move {
                    unit: id.clone(),
                    to: place(k, t + 1),
                    facing: None,
                })
                .collect(),
        })
        .collect();
    if let Some(path) = std::env::var_os("UMPIRE_BENCH_BATTLE_RON") {
        umpire::model::save(&s, std::path::Path::new(&path)).expect("write the battle scenario");
    }
    let mut b = Bench::new(s, bytes, &image);
    b.map.show_turns(50);
    b.frame(Vec::new());
    let name = "1000 units x 100 turns, slider at 50";
    group.bench_function(format!("{name}: idle"), |bench| {
        bench.iter(|| black_box(b.frame(Vec::new())))
    });
    let mut k = 0usize;
    group.bench_function(format!("{name}: stepping 50/51"), |bench| {
        bench.iter(|| {
            k += 1;
            b.map.show_turns(50 + k % 2);
            black_box(b.frame(Vec::new()))
        })
    });
    // A turn not seen lately at every frame, as when the slider is dragged across the log.
    group.bench_function(format!("{name}: stepping through every turn"), |bench| {
        bench.iter(|| {
            k += 1;
            b.map.show_turns(k % (TURNS + 1));
            black_box(b.frame(Vec::new()))
        })
    });
    // Pressed on the ground east of every unit.
    let (w, h) = (w as f32, h as f32);
    let east = b.map.scene_to_screen(Point::new(0.93 * w, 0.5 * h));
    let at = b.start_pan_at(east);
    group.bench_function(format!("{name}: panning"), |bench| {
        bench.iter(|| {
            k += 1;
            let dx = if k.is_multiple_of(2) { 12.0 } else { -12.0 };
            black_box(b.frame(vec![Event::PointerMoved(at + vec2(dx, 5.0))]))
        })
    });
}

/// Check, decode (the tile buffers are prepared meanwhile on the other core) and make the
/// overview: the time until the map is on screen. The full-resolution tiles follow; the buffer
/// thread is joined outside the time.
fn open_shown(bytes: &[u8]) -> Duration {
    let start = Instant::now();
    let (map, buffers) = decode_with_buffers(bytes, "bench.jpg", MAX_TILE_SIDE).expect("opens");
    let overview = black_box(map.overview(MAX_TILE_SIDE));
    let shown = start.elapsed();
    drop((map, overview, buffers.map(|b| b.join())));
    shown
}

/// Check, decode, make the overview, then cut the tiles of a screen-sized view at 100 % in the
/// middle of the map first, as the view asks for them: the time until that view is sharp.
fn open_sharp_at_centre(bytes: &[u8]) -> Duration {
    let start = Instant::now();
    let (map, buffers) = decode_with_buffers(bytes, "bench.jpg", MAX_TILE_SIDE).expect("opens");
    let overview = black_box(map.overview(MAX_TILE_SIDE));
    let grid = map.grid(MAX_TILE_SIDE);
    let (w, h) = map.size();
    let view = Rect::from_center_size(
        pos2(w as f32 / 2.0, h as f32 / 2.0),
        vec2(SCREEN.0, SCREEN.1),
    );
    let queue = TileQueue::new(grid.len());
    let wanted: Vec<usize> = (0..grid.len())
        .filter(|&i| grid[i].intersects(view))
        .collect();
    for &i in &wanted {
        queue.want(i);
    }
    let left = AtomicUsize::new(wanted.len());
    map.cut_all(&grid, &queue, None, &AtomicU32::new(0), &|i, img| {
        drop(black_box(img));
        !(wanted.contains(&i) && left.fetch_sub(1, Ordering::Relaxed) == 1)
    });
    let sharp = start.elapsed();
    drop((map, overview, buffers.map(|b| b.join())));
    sharp
}

fn open(c: &mut Criterion) {
    let bytes = jpeg(12_000, 8_400);
    let mut group = c.benchmark_group("open 100 MP JPEG");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("bare decode", |b| {
        b.iter(|| black_box(image::load_from_memory(&bytes).expect("decodes")))
    });
    group.bench_function("open: check + decode + overview (map shown)", |b| {
        b.iter_custom(|n| (0..n).map(|_| open_shown(&bytes)).sum())
    });
    group.bench_function("open: until a 100 % view at the centre is sharp", |b| {
        b.iter_custom(|n| (0..n).map(|_| open_sharp_at_centre(&bytes)).sum())
    });
    group.bench_function("open and cut every tile", |b| {
        b.iter(|| {
            black_box(
                prepare_map(&bytes, "bench.jpg", MAX_TILE_SIDE, &AtomicU32::new(0)).expect("opens"),
            )
        })
    });
    group.finish();
    // The ratios the target is stated in, from the best of three runs of each.
    let best = |f: &dyn Fn()| {
        (0..3)
            .map(|_| {
                let t = Instant::now();
                f();
                t.elapsed().as_secs_f64()
            })
            .fold(f64::INFINITY, f64::min)
    };
    let decode = best(&|| drop(black_box(image::load_from_memory(&bytes).expect("decodes"))));
    let shown = (0..3)
        .map(|_| open_shown(&bytes).as_secs_f64())
        .fold(f64::INFINITY, f64::min);
    let sharp = (0..3)
        .map(|_| open_sharp_at_centre(&bytes).as_secs_f64())
        .fold(f64::INFINITY, f64::min);
    let all = best(&|| {
        drop(black_box(
            prepare_map(&bytes, "bench.jpg", MAX_TILE_SIDE, &AtomicU32::new(0)).expect("opens"),
        ))
    });
    let decoded = DecodedMap::decode(&bytes, "bench.jpg").expect("opens");
    let grid = decoded.grid(MAX_TILE_SIDE);
    let cut_one_thread = best(&|| {
        for r in &grid {
            drop(black_box(decoded.cut(*r, None)));
        }
    });
    let cut_all = best(&|| {
        decoded.cut_all(
            &grid,
            &TileQueue::new(grid.len()),
            None,
            &AtomicU32::new(0),
            &|_, img| {
                drop(black_box(img));
                true
            },
        )
    });
    eprintln!(
        "open 100 MP: cutting {} tiles takes {:.0} ms on one thread, {:.0} ms on every core",
        grid.len(),
        cut_one_thread * 1e3,
        cut_all * 1e3
    );
    eprintln!(
        "open 100 MP: bare decode {:.0} ms; map shown after {:.0} ms (ratio {:.2}, target ≤ 1.30); a 100 % view at the centre sharp after {:.0} ms (ratio {:.2}); every tile cut after {:.0} ms (ratio {:.2})",
        decode * 1e3,
        shown * 1e3,
        shown / decode,
        sharp * 1e3,
        sharp / decode,
        all * 1e3,
        all / decode
    );
}

criterion_group!(benches, frames, open);
criterion_main!(benches);
