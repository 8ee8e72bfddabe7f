//! Replaying units' positions: 1,000 units each moving every turn for 100 turns (100,000
//! `Move` entries). Reading the log's moves once (`Movements::new`) is linear in the moves;
//! each turn's positions and arrows are then a binary search per unit, what a turn slider asks
//! for at every frame.
//!
//! What a side knows of them (`record::sight::Sight`) adds one pass over the log's `Spotted`
//! entries and, per turn asked for, a binary search per unit seen; with
//! `settings.contact_reveals` the contact check is linear in the units
//! (`model::positions::ContactIndex`: a set of the cells next to the side's units on a grid,
//! buckets one contact distance wide where contact is a distance, as in this bench: points,
//! no grid).
//!
//! Run: `cargo bench --bench positions`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use umpire::model::{
    Contingent, Event, Movements, Position, Scenario, SideId, Turn, Unit, UnitKind,
};
use umpire::record::{Audience, sight::Sight};

const UNITS: usize = 1_000;
const TURNS: usize = 100;

/// Half the units on each side, every one moving a step east each turn.
fn battle() -> Scenario {
    let mut s = Scenario::new("positions");
    for (side, prefix) in [(0, "a"), (1, "b")] {
        let units = (0..UNITS / 2)
            .map(|k| {
                let mut u = Unit::new(&format!("{prefix}{k}"), "", UnitKind::Infantry);
                u.position = Some(Position::Point {
                    x: 0.0,
                    y: k as f32,
                });
                u
            })
            .collect();
        s.sides[side].contingents.push(Contingent {
            name: "army".into(),
            units,
            ..Default::default()
        });
    }
    let ids: Vec<String> = s.units().map(|(_, u)| u.id.clone()).collect();
    s.log.turns = (0..TURNS)
        .map(|t| Turn {
            name: (t + 1).to_string(),
            events: ids
                .iter()
                .enumerate()
                .map(|(k, id)| Event::Move {
                    unit: id.clone(),
                    to: Position::Point {
                        x: (t + 1) as f32 * 10.0,
                        y: k as f32,
                    },
                    facing: None,
                })
                .collect(),
        })
        .collect();
    s
}

fn positions(c: &mut Criterion) {
    let s = battle();
    c.bench_function("positions/read_moves_1000x100", |b| {
        b.iter(|| Movements::new(black_box(&s)))
    });
    let moves = Movements::new(&s);
    c.bench_function("positions/after_turn_50", |b| {
        b.iter(|| moves.after_turns(black_box(50)))
    });
    c.bench_function("positions/arrows_of_turn_50", |b| {
        b.iter(|| moves.arrows(black_box(49)))
    });
    c.bench_function("positions/whole_replay_to_the_end", |b| {
        b.iter(|| Movements::new(black_box(&s)).after_turns(TURNS))
    });
    let mut seen = s.clone();
    for turn in &mut seen.log.turns {
        turn.events.push(Event::Spotted {
            by: SideId::A,
            units: (0..UNITS / 2)
                .step_by(10)
                .map(|k| format!("b{k}"))
                .collect(),
        });
    }
    let a = Audience::Side(SideId::A);
    c.bench_function("positions/sight_of_a_side_after_turn_50", |b| {
        b.iter(|| Sight::new(black_box(&seen), a).after_turns(50))
    });
    seen.settings.contact_reveals = true;
    seen.settings.contact_distance = Some(5.0);
    c.bench_function("positions/sight_with_contact_after_turn_50", |b| {
        b.iter(|| Sight::new(black_box(&seen), a).after_turns(50))
    });
}

criterion_group!(benches, positions);
criterion_main!(benches);
