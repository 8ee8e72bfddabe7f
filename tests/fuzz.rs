//! Fuzzing: parsing, validating and judging with every system never panic, whatever the file.
//!
//! Harnesses:
//! - the demo files mutated as bytes (flips, deletions, duplicated spans, insertions) and as
//!   numbers (a number replaced by a random, huge, negative or fractional value);
//! - the demo scenarios with their numbers replaced at random in memory (no parsing in the way),
//!   so every system sees absurd counts, strengths, rolls and percentages;
//! - mutated scenarios drawn as a map (`render-map`) and printed as a report;
//! - the built-in report templates mutated as bytes (template parsing);
//! - small PNG, JPEG and WebP maps mutated as bytes (the image walk and decoders).
//!
//! Cases per harness: `UMPIRE_FUZZ_CASES` (default 2,000, so `cargo test` stays quick; the
//! report harness runs a fortieth of them, a report being a hundred times the work). A long
//! run: `UMPIRE_FUZZ_CASES=1000000 cargo test --release --test all fuzz::`.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use umpire::assets::demo::all_demo_scenarios;
use umpire::model::{self, Event, Scenario};
use umpire::systems;

fn cases() -> u32 {
    std::env::var("UMPIRE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.replace('_', "").parse().ok())
        .unwrap_or(2_000)
}

fn config() -> Config {
    Config {
        cases: cases(),
        failure_persistence: None,
        max_shrink_iters: 2_000,
        ..Config::default()
    }
}

/// Everything the program does with a scenario it has read: validation, placement checks,
/// replay, every system on it and on its mirror image, and both output formats.
fn exercise(s: &Scenario) {
    let _ = s.validate(&umpire::systems::ids());
    let _ = model::placement_problems(s);
    let _ = model::replay(s, usize::MAX);
    let _ = model::replay(s, s.log.turns.len() / 2);
    let _ = model::Dice::for_scenario(s);
    for scenario in [s, &s.swapped()] {
        let results = systems::judge_all(scenario);
        let _ = umpire::cli::text_report("fuzz.ron", scenario, &results);
        for (sys, j) in &results {
            let _ = umpire::cli::json_result("fuzz.ron", scenario, *sys, j);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Mutated files.

#[derive(Clone, Debug)]
enum Mutation {
    FlipBit {
        at: usize,
        bit: u8,
    },
    SetByte {
        at: usize,
        byte: u8,
    },
    Delete {
        at: usize,
        len: usize,
    },
    Duplicate {
        at: usize,
        len: usize,
        to: usize,
    },
    Insert {
        at: usize,
        text: String,
    },
    Number {
        which: usize,
        value: String,
    },
    /// A manual roll becomes a seeded one, with any draw index.
    Seeded {
        which: usize,
        index: String,
    },
}

fn number_text() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => any::<u64>().prop_map(|n| n.to_string()),
        2 => (0u64..200).prop_map(|n| n.to_string()),
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => Just("18446744073709551615".to_string()),
        1 => Just("18446744073709551616".to_string()),
        1 => Just("4294967295".to_string()),
        1 => Just("4294967296".to_string()),
        1 => Just("-1".to_string()),
        1 => Just("0".to_string()),
        1 => Just("1e308".to_string()),
        1 => Just("-0.0".to_string()),
        1 => Just("NaN".to_string()),
        1 => Just("inf".to_string()),
        1 => any::<f64>().prop_map(|f| format!("{f:?}")),
        1 => Just("99999999999999999999999999999999999999999".to_string()),
    ]
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let pos = any::<usize>();
    prop_oneof![
        2 => (pos, 0u8..8).prop_map(|(at, bit)| Mutation::FlipBit { at, bit }),
        1 => (pos, prop::sample::select(b"(),:[]\"\\0123456789-.AZaz_ \n".to_vec()))
            .prop_map(|(at, byte)| Mutation::SetByte { at, byte }),
        2 => (pos, 1usize..64).prop_map(|(at, len)| Mutation::Delete { at, len }),
        2 => (pos, 1usize..400, pos).prop_map(|(at, len, to)| Mutation::Duplicate { at, len, to }),
        1 => (pos, prop_oneof![
                Just("Some(".to_string()), Just(")".to_string()), Just(",".to_string()),
                Just("None".to_string()), Just("B".to_string()), Just("\"".to_string()),
                Just("version: 2,".to_string()), Just("//".to_string()), Just("/*".to_string()),
                "[a-z_]{1,12}: ".prop_map(|s| s),
            ]).prop_map(|(at, text)| Mutation::Insert { at, text }),
        6 => (pos, number_text()).prop_map(|(which, value)| Mutation::Number { which, value }),
        1 => (pos, number_text()).prop_map(|(which, index)| Mutation::Seeded { which, index }),
    ]
}

/// Byte ranges of the decimal numbers in the text.
fn numbers(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'.') {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

fn apply(bytes: &mut Vec<u8>, m: &Mutation) {
    let n = bytes.len().max(1);
    match m {
        Mutation::FlipBit { at, bit } => {
            if let Some(b) = bytes.get_mut(at % n) {
                *b ^= 1 << bit;
            }
        }
        Mutation::SetByte { at, byte } => {
            if let Some(b) = bytes.get_mut(at % n) {
                *b = *byte;
            }
        }
        Mutation::Delete { at, len } => {
            let start = at % n;
            let end = (start + len).min(bytes.len());
            bytes.drain(start.min(end)..end);
        }
        Mutation::Duplicate { at, len, to } => {
            let start = at % n;
            let end = (start + len).min(bytes.len());
            let span: Vec<u8> = bytes[start.min(end)..end].to_vec();
            let to = to % (bytes.len() + 1);
            bytes.splice(to..to, span);
        }
        Mutation::Insert { at, text } => {
            let at = at % (bytes.len() + 1);
            bytes.splice(at..at, text.bytes());
        }
        Mutation::Seeded { which, index } => {
            let text = String::from_utf8_lossy(bytes).into_owned();
            let spots: Vec<usize> = text.match_indices("Manual").map(|(i, _)| i).collect();
            if !spots.is_empty() {
                let at = spots[which % spots.len()];
                let seeded = format!("Seeded(index: {index})");
                bytes.splice(at..at + "Manual".len(), seeded.bytes());
            }
        }
        Mutation::Number { which, value } => {
            let spans = numbers(bytes);
            if !spans.is_empty() {
                let (start, end) = spans[which % spans.len()];
                bytes.splice(start..end, value.bytes());
            }
        }
    }
}

#[test]
fn mutated_demo_files_never_panic() {
    let demos = all_demo_scenarios();
    let started = std::time::Instant::now();
    let parsed = std::sync::atomic::AtomicU64::new(0);
    let mut runner = TestRunner::new(config());
    let strategy = (0..demos.len(), prop::collection::vec(mutation(), 1..6));
    let result = runner.run(&strategy, |(k, mutations)| {
        let (name, text) = demos[k];
        let mut bytes = text.as_bytes().to_vec();
        for m in &mutations {
            apply(&mut bytes, m);
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok((s, _problems)) = model::parse_lenient(&text, name, &umpire::systems::ids()) {
            parsed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            exercise(&s);
        }
        let _ = model::parse(&text, name, &umpire::systems::ids());
        Ok(())
    });
    eprintln!(
        "mutated files: {} cases, {} still parsed, in {:.1} s",
        cases(),
        parsed.load(std::sync::atomic::Ordering::Relaxed),
        started.elapsed().as_secs_f64()
    );
    if let Err(e) = result {
        panic!("{e}");
    }
}

// ---------------------------------------------------------------------------------------------
// Random numbers in memory.

fn any_number() -> impl Strategy<Value = u64> {
    prop_oneof![
        4 => 0u64..300,
        2 => 0u64..100_000,
        1 => any::<u64>(),
        1 => Just(u64::MAX),
        1 => Just(u64::MAX / 2 + 1),
        1 => Just(0),
    ]
}

/// A stream of numbers to write over the scenario's numbers, one after the other.
fn numbers_stream() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(any_number(), 64..256)
}

struct Feed<'a> {
    values: &'a [u64],
    next: usize,
    /// 1 in `every` numbers is replaced; the others keep their demo value.
    every: usize,
}

impl Feed<'_> {
    fn u64(&mut self, old: u64) -> u64 {
        let k = self.next;
        self.next += 1;
        if self.values.is_empty() || !k.is_multiple_of(self.every) {
            return old;
        }
        self.values[(k / self.every) % self.values.len()]
    }

    fn u32(&mut self, old: u32) -> u32 {
        let v = self.u64(u64::from(old));
        if v > u64::from(u32::MAX) {
            (v % (u64::from(u32::MAX) + 1)) as u32
        } else {
            v as u32
        }
    }
}

fn scramble(s: &mut Scenario, f: &mut Feed) {
    s.settings.men_per_gun = f.u64(s.settings.men_per_gun);
    for side in &mut s.sides {
        side.morale_points = f.u32(side.morale_points);
        for c in &mut side.contingents {
            let e = &mut c.end;
            for x in [
                &mut e.start_men,
                &mut e.reinforcements_men,
                &mut e.casualties_men,
                &mut e.guns_lost,
                &mut e.guns_lost_to_infantry,
                &mut e.guns_lost_to_artillery,
                &mut e.guns_abandoned,
                &mut e.guns_destroyed_by_cavalry_alone,
                &mut e.infringement_losses_caused,
                &mut e.cavalry_start,
                &mut e.cavalry_surviving,
                &mut e.batteries,
                &mut e.rounds,
                &mut e.infantry_units,
                &mut e.out_of_ammunition,
                &mut e.low_on_ammunition,
            ] {
                *x = f.u64(*x);
            }
            for u in &mut c.units {
                let st = &mut u.strength;
                for x in [
                    &mut st.men,
                    &mut st.stands,
                    &mut st.unit_points,
                    &mut st.strength_points,
                ] {
                    *x = f.u64(*x);
                }
                u.movement = f.u64(u.movement);
            }
        }
    }
    for v in &mut s.markers.values {
        *v = f.u32(*v);
    }
    for m in &mut s.markers.markers {
        m.value = m.value.map(|v| f.u32(v));
    }
    for t in &mut s.log.turns {
        for e in &mut t.events {
            match e {
                Event::Losses {
                    men,
                    stands,
                    strength_points,
                    unit_points,
                    ..
                } => {
                    for x in [men, stands, strength_points, unit_points] {
                        *x = f.u64(*x);
                    }
                }
                Event::Combat(c) => {
                    c.sp_lost = (f.u64(c.sp_lost.0), f.u64(c.sp_lost.1));
                    if let Some(r) = &mut c.roll {
                        r.value = f.u32(r.value);
                    }
                }
                Event::WithdrawalTest(r) => {
                    r.rs_percent = f.u32(r.rs_percent);
                    r.vp_percent = r.vp_percent.map(|v| f.u32(v));
                    r.penalty = f.u32(r.penalty);
                    r.wf = r.wf.map(|v| f.u32(v));
                    r.roll.value = f.u32(r.roll.value);
                }
                Event::NightMorale {
                    french_on_allied_loc,
                    ..
                } => *french_on_allied_loc = f.u32(*french_on_allied_loc),
                Event::MoraleSpent { points, .. } => *points = f.u32(*points),
                Event::GunsLost { guns, .. } => *guns = f.u64(*guns),
                Event::Rally { roll, .. } => roll.value = f.u32(roll.value),
                Event::RandomEvent {
                    roll, second_roll, ..
                } => {
                    roll.value = f.u32(roll.value);
                    if let Some(r) = second_roll {
                        r.value = f.u32(r.value);
                    }
                }
                _ => {}
            }
        }
    }
}

#[test]
fn random_numbers_in_the_demos_never_panic() {
    let demos: Vec<Scenario> = all_demo_scenarios()
        .iter()
        .map(|(name, text)| {
            model::parse(text, name, &umpire::systems::ids()).expect("demo is valid")
        })
        .collect();
    let started = std::time::Instant::now();
    let mut runner = TestRunner::new(config());
    let strategy = (0..demos.len(), numbers_stream(), 1usize..8);
    let result = runner.run(&strategy, |(k, values, every)| {
        let mut s = demos[k].clone();
        scramble(
            &mut s,
            &mut Feed {
                values: &values,
                next: 0,
                every,
            },
        );
        exercise(&s);
        // And through the file: what was written must read back the same.
        let text = model::to_ron(&s).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let (back, _) = model::parse_lenient(&text, "scrambled.ron", &umpire::systems::ids())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back, s);
        Ok(())
    });
    eprintln!(
        "random numbers: {} cases in {:.1} s",
        cases(),
        started.elapsed().as_secs_f64()
    );
    if let Err(e) = result {
        panic!("{e}");
    }
}

#[test]
fn the_mutations_do_what_they_say() {
    let mut b = b"a: 12, b: 345".to_vec();
    apply(
        &mut b,
        &Mutation::Number {
            which: 1,
            value: "-7".into(),
        },
    );
    assert_eq!(b, b"a: 12, b: -7");
    apply(&mut b, &Mutation::Delete { at: 0, len: 3 });
    assert_eq!(b, b"12, b: -7");
    apply(
        &mut b,
        &Mutation::Duplicate {
            at: 0,
            len: 2,
            to: 0,
        },
    );
    assert_eq!(b, b"1212, b: -7");
    apply(&mut b, &Mutation::FlipBit { at: 0, bit: 0 });
    assert_eq!(b, b"0212, b: -7");
    assert_eq!(numbers(b"x 1.5 y 20"), vec![(2, 5), (8, 10)]);
    let mut r = b"(value: 4, source: Manual)".to_vec();
    apply(
        &mut r,
        &Mutation::Seeded {
            which: 3,
            index: "9".into(),
        },
    );
    assert_eq!(r, b"(value: 4, source: Seeded(index: 9))");
}

// ---------------------------------------------------------------------------------------------
// Maps, reports, templates and images.

fn config_of(cases: u32) -> Config {
    Config {
        cases: cases.max(1),
        ..config()
    }
}

/// Run `check` over `cases` mutated copies of `inputs`, reporting what `what` did.
fn run_mutations(what: &str, inputs: &[(&str, &[u8])], cases: u32, check: &dyn Fn(&str, &[u8])) {
    let started = std::time::Instant::now();
    // Reported, never asserted: speed is measured, not tested.
    let slowest = std::sync::Mutex::new(std::time::Duration::ZERO);
    let mut runner = TestRunner::new(config_of(cases));
    let strategy = (0..inputs.len(), prop::collection::vec(mutation(), 1..6));
    let result = runner.run(&strategy, |(k, mutations)| {
        let (name, original) = inputs[k];
        let mut bytes = original.to_vec();
        for m in &mutations {
            apply(&mut bytes, m);
        }
        let case = std::time::Instant::now();
        check(name, &bytes);
        let took = case.elapsed();
        let mut worst = slowest.lock().unwrap_or_else(|e| e.into_inner());
        *worst = (*worst).max(took);
        Ok(())
    });
    eprintln!(
        "{what}: {cases} cases in {:.1} s, the slowest {:.1} ms",
        started.elapsed().as_secs_f64(),
        slowest.lock().map_or(0.0, |d| d.as_secs_f64() * 1e3)
    );
    if let Err(e) = result {
        panic!("{e}");
    }
}

fn demo_inputs() -> Vec<(&'static str, &'static [u8])> {
    all_demo_scenarios()
        .iter()
        .map(|(name, text)| (*name, text.as_bytes()))
        .collect()
}

#[test]
fn mutated_scenarios_draw_a_map_without_panic() {
    use umpire::render::draw;
    let base = image::RgbaImage::from_pixel(240, 160, image::Rgba([120, 160, 90, 255]));
    run_mutations("map drawing", &demo_inputs(), cases(), &|name, bytes| {
        let text = String::from_utf8_lossy(bytes);
        if let Ok((s, _)) = model::parse_lenient(&text, name, &umpire::systems::ids()) {
            let opts = draw::RenderOptions {
                withheld: draw::withheld_values(&s, umpire::record::Audience::Public),
                scale: 0.1,
            };
            let out = draw::render_map(&s, &base, &opts);
            assert_eq!(out.dimensions(), (24, 16));
        }
    });
}

#[test]
fn mutated_scenarios_print_a_report_without_panic() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios");
    let template = umpire::report::Template::builtin("umpire").expect("built in");
    run_mutations("reports", &demo_inputs(), cases() / 40, &|name, bytes| {
        let text = String::from_utf8_lossy(bytes);
        if let Ok(s) = model::parse(&text, name, &umpire::systems::ids()) {
            let _ = umpire::report::render_report(&s, Some(&dir), &template, None);
        }
    });
}

#[test]
fn mutated_templates_never_panic() {
    let inputs: Vec<(&str, &[u8])> = umpire::report::BUILTIN_TEMPLATES
        .iter()
        .map(|(name, text)| (*name, text.as_bytes()))
        .collect();
    run_mutations("templates", &inputs, cases(), &|name, bytes| {
        let _ = umpire::report::Template::parse(&String::from_utf8_lossy(bytes), name);
    });
}

fn encoded(format: image::ImageFormat) -> Vec<u8> {
    let img = image::RgbImage::from_fn(24, 16, |x, y| {
        image::Rgb([(x * 10) as u8, (y * 15) as u8, ((x ^ y) * 8) as u8])
    });
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgb8(img)
        .write_to(&mut std::io::Cursor::new(&mut bytes), format)
        .expect("encodes");
    bytes
}

#[test]
fn mutated_images_never_panic() {
    use umpire::render::image_io;
    let png = encoded(image::ImageFormat::Png);
    let jpeg = encoded(image::ImageFormat::Jpeg);
    let webp = encoded(image::ImageFormat::WebP);
    let inputs: [(&str, &[u8]); 3] = [("m.png", &png), ("m.jpg", &jpeg), ("m.webp", &webp)];
    for (name, bytes) in inputs {
        assert!(image_io::decode_map_bytes(bytes, name).is_ok(), "{name}");
    }
    run_mutations("images", &inputs, cases(), &|name, bytes| {
        if let Ok(h) = image_io::inspect_bytes(bytes, name) {
            assert!(h.memory_needed() <= image_io::MAP_MEMORY_BUDGET, "{h:?}");
        }
        if let Ok(img) = image_io::decode_map_bytes(bytes, name) {
            assert!(
                img.width() <= image_io::MAX_MAP_SIDE && img.height() <= image_io::MAX_MAP_SIDE
            );
        }
    });
}
