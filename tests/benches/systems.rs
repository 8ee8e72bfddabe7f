//! The victory systems on every demo scenario: all five together (`judge_all`, target under
//! 50 µs a scenario), each alone, and loading a scenario (parse + validate).
//!
//! Run: `cargo bench --bench systems`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use umpire::assets::demo::all_demo_scenarios;
use umpire::model;
use umpire::systems;

fn judge(c: &mut Criterion) {
    for (name, text) in all_demo_scenarios() {
        let s = model::parse(text, name, &umpire::systems::ids()).expect("demo is valid");
        let short = name.trim_end_matches(".ron");
        c.bench_function(&format!("judge_all/{short}"), |b| {
            b.iter(|| systems::judge_all(black_box(&s)))
        });
        for sys in systems::registry() {
            c.bench_function(&format!("{}/{short}", sys.id()), |b| {
                b.iter(|| sys.judge(black_box(&s)))
            });
        }
    }
}

fn load(c: &mut Criterion) {
    for (name, text) in all_demo_scenarios() {
        let short = name.trim_end_matches(".ron");
        c.bench_function(&format!("load/{short}"), |b| {
            b.iter(|| model::parse(black_box(text), name, &umpire::systems::ids()))
        });
    }
}

criterion_group!(benches, judge, load);
criterion_main!(benches);
