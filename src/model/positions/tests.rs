//! Positions replayed from deployment and moves, against a plain walk of the log.

use super::*;
use crate::model::{Contingent, Grid, SideId, Terrain, Turn, Unit, UnitKind};
use proptest::prelude::*;

fn pt(x: f32, y: f32) -> Position {
    Position::Point { x, y }
}

fn mv(unit: &str, to: Position, facing: Option<f32>) -> Event {
    Event::Move {
        unit: unit.into(),
        to,
        facing: facing.map(Facing),
    }
}

/// Units "a0", "a1", … of side A and "b0", … of side B, the first of each deployed at a point.
fn battle(units: usize, turns: Vec<Vec<Event>>) -> Scenario {
    let mut s = Scenario::new("t");
    for (side, prefix) in [(0, "a"), (1, "b")] {
        let units = (0..units)
            .map(|k| {
                let mut u = Unit::new(&format!("{prefix}{k}"), "", UnitKind::Infantry);
                if k == 0 {
                    u.position = Some(pt(10.0 * side as f32, 5.0));
                    u.facing = Some(Facing(90.0));
                }
                u
            })
            .collect();
        s.sides[side].contingents.push(Contingent {
            name: "c".into(),
            units,
            ..Default::default()
        });
    }
    s.log.turns = turns
        .into_iter()
        .enumerate()
        .map(|(t, events)| Turn {
            name: (t + 1).to_string(),
            events,
        })
        .collect();
    s
}

#[test]
fn a_unit_stands_where_its_last_move_put_it_and_keeps_its_facing() {
    let s = battle(
        2,
        vec![
            vec![
                mv("a0", pt(20.0, 20.0), None),
                mv("a1", pt(1.0, 1.0), Some(180.0)),
            ],
            vec![],
            vec![
                mv("a0", pt(30.0, 30.0), Some(45.0)),
                mv("ghost", pt(0.0, 0.0), None),
            ],
        ],
    );
    let m = Movements::new(&s);
    let at = |turns: usize, k: usize| m.after_turns(turns)[k];
    assert_eq!(at(0, 0).position, Some(&pt(0.0, 5.0)), "deployed");
    assert_eq!(at(0, 1).position, None, "a1 has no place at deployment");
    assert_eq!(at(1, 0).position, Some(&pt(20.0, 20.0)));
    assert_eq!(
        at(1, 0).facing,
        Some(Facing(90.0)),
        "a move without facing keeps it"
    );
    assert_eq!(at(1, 1).facing, Some(Facing(180.0)));
    assert_eq!(
        at(2, 0).position,
        Some(&pt(20.0, 20.0)),
        "turn 2 moved nobody"
    );
    assert_eq!(at(3, 0).position, Some(&pt(30.0, 30.0)));
    assert_eq!(at(3, 0).facing, Some(Facing(45.0)));
    assert_eq!(at(99, 0), at(3, 0), "past the end: the end");
    assert_eq!(at(3, 2).position, Some(&pt(10.0, 5.0)), "b0 never moved");
}

#[test]
fn a_turns_arrows_run_from_its_start_through_each_stop_to_its_end() {
    let s = battle(
        2,
        vec![
            vec![
                mv("a0", pt(20.0, 20.0), None),
                mv("a1", pt(1.0, 1.0), None),
                mv("a0", pt(25.0, 20.0), None),
                mv("a0", pt(30.0, 20.0), None),
            ],
            vec![mv("a1", pt(2.0, 2.0), None)],
        ],
    );
    let m = Movements::new(&s);
    let first = m.arrows(0);
    assert_eq!(first.len(), 2);
    assert_eq!(first[0].unit, 0);
    assert_eq!(first[0].from, Some(&pt(0.0, 5.0)));
    assert_eq!(first[0].via, vec![&pt(20.0, 20.0), &pt(25.0, 20.0)]);
    assert_eq!(first[0].to, &pt(30.0, 20.0));
    assert_eq!(first[1].from, None, "a1 came onto the map");
    let second = m.arrows(1);
    assert_eq!(second.len(), 1);
    assert_eq!(
        (second[0].from, second[0].to),
        (Some(&pt(1.0, 1.0)), &pt(2.0, 2.0))
    );
    assert!(m.arrows(2).is_empty());
}

#[test]
fn on_a_grid_a_point_stands_on_its_cell() {
    let g = Grid::hexes(100.0, false, 100.0, 100.0);
    let p = pt(112.0, 130.0);
    assert_eq!(p.cell(&g), Some(crate::model::Cell::new(0, 0)));
    assert_eq!(p.snapped(Some(&g)), Position::Cell("0101".into()));
    assert_eq!(p.pixel(Some(&g)), Some(Point::new(100.0, 100.0)));
    assert_eq!(p.pixel(None), Some(Point::new(112.0, 130.0)));
    assert_eq!(p.snapped(None), p);
    assert_eq!(p.label(Some(&g)), "0101");
    assert_eq!(p.label(None), "x 112, y 130");
    let cell = Position::Cell("0102".into());
    assert_eq!(cell.pixel(Some(&g)), Some(Point::new(100.0, 200.0)));
    assert_eq!(cell.pixel(None), None);
    assert_eq!(Position::Cell("nowhere".into()).pixel(Some(&g)), None);
}

#[test]
fn a_facing_points_through_the_nearest_hexside() {
    let g = Grid::hexes(100.0, false, 100.0, 100.0);
    let from = crate::model::Cell::new(2, 2);
    for (degrees, step) in [
        (0.0, 0),
        (50.0, 1),
        (100.0, 2),
        (190.0, 3),
        (250.0, 4),
        (320.0, 5),
    ] {
        let want = g.step(from, crate::model::grid::Direction(step));
        assert_eq!(Facing(degrees).neighbour(&g, from), want, "{degrees}°");
    }
}

#[test]
fn a_combat_is_fought_in_the_terrain_its_defenders_stood_on_when_it_was_fought() {
    let mut s = battle(1, Vec::new());
    let mut g = Grid::hexes(100.0, false, 100.0, 100.0);
    g.terrain.insert("0102".into(), Terrain::Town);
    g.terrain.insert("0103".into(), Terrain::Rough);
    s.map.grid = Some(g);
    let combat = crate::model::Combat {
        attacker: Some(SideId::A),
        attackers: vec!["a0".into()],
        defenders: vec!["b0".into()],
        ..Default::default()
    };
    s.log.turns = vec![Turn {
        name: "1".into(),
        events: vec![
            mv("b0", Position::Cell("0102".into()), None),
            Event::Combat(combat.clone()),
            mv("b0", Position::Cell("0103".into()), None),
            Event::Combat(combat.clone()),
        ],
    }];
    let m = Movements::new(&s);
    let index = GridIndex::new(s.map.grid.as_ref().unwrap());
    assert_eq!(m.combat_terrain(&index, &combat, 0, 1), Some(Terrain::Town));
    assert_eq!(
        m.combat_terrain(&index, &combat, 0, 3),
        Some(Terrain::Rough)
    );
    // Before any move, b0 stands at its deployment point: the open hex that holds it.
    assert_eq!(m.combat_terrain(&index, &combat, 0, 0), Some(Terrain::Open));
}

#[test]
fn bad_positions_are_named_with_their_place() {
    let mut s = battle(
        1,
        vec![vec![mv("a0", Position::Cell("0712".into()), Some(400.0))]],
    );
    s.sides[1].contingents[0].units[0].position = Some(Position::Cell("0101".into()));
    let text: Vec<String> = s.validate(&[]).iter().map(|p| p.to_string()).collect();
    assert!(
        text.contains(
            &"sides[1] (Side B).contingents[0] (c).units[0] (id \"b0\").position (Side B): cell \"0101\" needs a grid over the map (map.grid), which this scenario has not"
                .to_string()
        ),
        "{text:#?}"
    );
    assert!(
        text.iter()
            .any(|t| t.starts_with("log[0] (turn \"1\").events[0].facing (Side A): facing 400")),
        "{text:#?}"
    );
    s.map.grid = Some(Grid::hexes(100.0, false, 50.0, 50.0));
    s.map.size = Some((400, 300));
    let text: Vec<String> = s.validate(&[]).iter().map(|p| p.to_string()).collect();
    assert!(
        text.iter().any(|t| t.starts_with("log[0] (turn \"1\").events[0].to (Side A): hex \"0712\" is off the map: its centre (x: 570, y: 1150) lies beyond the 400 × 300 image")),
        "{text:#?}"
    );
    assert!(
        !text
            .iter()
            .any(|t| t.contains("units[0] (id \"b0\").position")),
        "{text:#?}"
    );
}

/// Positions by walking the log and applying every move, the plainest reading of the rules.
fn walked(s: &Scenario, turns: usize) -> Vec<Option<Position>> {
    let mut at: Vec<(String, Option<Position>)> = s
        .units()
        .map(|(_, u)| (u.id.clone(), u.position.clone()))
        .collect();
    for (t, e) in s.log.events() {
        if t >= turns {
            break;
        }
        if let Event::Move { unit, to, .. } = e
            && let Some(slot) = at.iter_mut().find(|(id, _)| id == unit)
        {
            slot.1 = Some(to.clone());
        }
    }
    at.into_iter().map(|(_, p)| p).collect()
}

fn random_moves() -> impl Strategy<Value = Vec<Vec<(u8, u8, u8)>>> {
    prop::collection::vec(
        prop::collection::vec((0u8..8, 0u8..50, 0u8..50), 0..6),
        0..6,
    )
}

proptest! {
    #[test]
    fn the_index_gives_what_walking_the_log_gives(moves in random_moves()) {
        let turns = moves
            .iter()
            .map(|turn| {
                turn.iter()
                    .map(|&(u, x, y)| {
                        let id = format!("{}{}", if u % 2 == 0 { "a" } else { "b" }, u / 2);
                        mv(&id, pt(f32::from(x), f32::from(y)), None)
                    })
                    .collect()
            })
            .collect();
        let s = battle(4, turns);
        let m = Movements::new(&s);
        for t in 0..=s.log.turns.len() + 1 {
            let got: Vec<Option<Position>> =
                m.after_turns(t).into_iter().map(|st| st.position.cloned()).collect();
            prop_assert_eq!(got, walked(&s, t));
            if t > 0 {
                for a in m.arrows(t - 1) {
                    prop_assert_eq!(Some(a.to.clone()), walked(&s, t)[a.unit].clone());
                    prop_assert_eq!(a.from.cloned(), walked(&s, t - 1)[a.unit].clone());
                }
            }
        }
    }
}
