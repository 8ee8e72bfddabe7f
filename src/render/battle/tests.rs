//! The battle drawn: counters where the units stand in their side's colour, hollow or struck
//! as their state says, enemies left out for a side, the same pixels band by band as whole.

use super::*;
use crate::model::{Contingent, Event, Facing, Grid, Position, Rgb, Terrain, Turn, Unit, UnitKind};
use crate::record::Audience;
use crate::render::draw::{self, Overlay, RenderOptions, render_battle_map, render_map};
use image::RgbaImage;

const MAP: (u32, u32) = (400, 300);

fn green() -> RgbaImage {
    RgbaImage::from_pixel(MAP.0, MAP.1, image::Rgba([120, 160, 90, 255]))
}

fn unit(id: &str, kind: UnitKind, at: &str) -> Unit {
    let mut u = Unit::new(id, &format!("Unit {id}"), kind);
    u.position = Some(Position::Cell(at.into()));
    u
}

/// Hexes 60 px from row to row over a 400 × 300 map, a forest, a river and an exit; side A
/// (blue) has infantry and a general, side B (red) cavalry and artillery. In turn 1 "a1" moves
/// two hexes and "b2" routs; in turn 2 "b1" is eliminated.
fn battle() -> Scenario {
    let mut s = Scenario::new("t");
    s.map.size = Some(MAP);
    let mut g = Grid::hexes(60.0, false, 30.0, 30.0);
    g.terrain.insert("0203".into(), Terrain::Forest);
    g.hexsides.push(crate::model::grid::Hexside {
        cells: ("0402".into(), "0403".into()),
        kind: Default::default(),
    });
    g.exits.push("0701".into());
    s.map.grid = Some(g);
    s.sides[0].colour = Rgb(0, 0, 200);
    s.sides[1].colour = Rgb(200, 0, 0);
    let mut a1 = unit("a1", UnitKind::Infantry, "0102");
    a1.facing = Some(Facing(90.0));
    s.sides[0].contingents.push(Contingent {
        name: "A".into(),
        units: vec![a1, unit("a2", UnitKind::General, "0104")],
        ..Default::default()
    });
    s.sides[1].contingents.push(Contingent {
        name: "B".into(),
        units: vec![
            unit("b1", UnitKind::Cavalry, "0602"),
            unit("b2", UnitKind::Artillery, "0604"),
        ],
        ..Default::default()
    });
    let moved = |to: &str| Event::Move {
        unit: "a1".into(),
        to: Position::Cell(to.into()),
        facing: None,
    };
    let status = |unit: &str, status| Event::Status {
        unit: unit.into(),
        status,
    };
    s.log.turns = vec![
        Turn {
            name: "1".into(),
            events: vec![
                moved("0202"),
                moved("0302"),
                status("b2", UnitStatus::Routed),
            ],
        },
        Turn {
            name: "2".into(),
            events: vec![status("b1", UnitStatus::DestroyedOrFled)],
        },
    ];
    s
}

fn view(_s: &Scenario, audience: Audience, turns: Option<usize>, grid: bool) -> BattleView {
    BattleView {
        turns,
        grid,
        audience,
    }
}

fn draw(s: &Scenario, v: &BattleView) -> RgbaImage {
    render_battle_map(s, &green(), &RenderOptions::default(), v).expect("drawn")
}

fn centre(s: &Scenario, id: &str) -> (u32, u32) {
    let g = s.map.grid.as_ref().unwrap();
    let c = g.centre(g.parse_id(id).unwrap());
    (c.x as u32, c.y as u32)
}

/// A pixel inside a counter at `id`'s centre but off its symbol's lines: a little left of
/// the frame's middle.
fn body(s: &Scenario, img: &RgbaImage, id: &str) -> [u8; 4] {
    let (x, y) = centre(s, id);
    img.get_pixel(x - 11, y).0
}

#[test]
fn counters_stand_in_their_sides_colour_and_a_routed_one_is_hollow() {
    let s = battle();
    let after_one = draw(&s, &view(&s, Audience::Umpire, Some(1), false));
    assert_eq!(
        body(&s, &after_one, "0302"),
        [0, 0, 200, 255],
        "a1 moved to 0302"
    );
    assert_eq!(
        body(&s, &after_one, "0102"),
        [120, 160, 90, 255],
        "a1 has left 0102 (only its arrow's tail is there)"
    );
    assert_eq!(body(&s, &after_one, "0602"), [200, 0, 0, 255]);
    assert_eq!(
        body(&s, &after_one, "0604"),
        [255, 255, 255, 255],
        "b2 routed"
    );
    let deployed = draw(&s, &view(&s, Audience::Umpire, Some(0), false));
    assert_eq!(body(&s, &deployed, "0102"), [0, 0, 200, 255]);
    assert_eq!(body(&s, &deployed, "0604"), [200, 0, 0, 255]);
}

#[test]
fn an_eliminated_unit_is_struck_in_its_turn_and_gone_after() {
    let s = battle();
    let (x, y) = centre(&s, "0602");
    let eliminated = draw(&s, &view(&s, Audience::Umpire, Some(2), false));
    // Faded: the red over the map, not the red itself.
    let px = eliminated.get_pixel(x - 11, y).0;
    assert!(
        px[0] > 150 && px[1] > 50 && px != [200, 0, 0, 255],
        "{px:?}"
    );
    let mut later = s.clone();
    later.log.turns.push(Turn {
        name: "3".into(),
        events: Vec::new(),
    });
    let gone = draw(&later, &view(&later, Audience::Umpire, Some(3), false));
    assert_eq!(gone.get_pixel(x - 11, y).0, [120, 160, 90, 255]);
}

#[test]
fn a_unit_moving_off_the_map_is_drawn_at_its_edge_in_that_turn() {
    let mut s = battle();
    let (x, _) = centre(&s, "0701");
    let to = |to: Position| Event::Move {
        unit: "a2".into(),
        to,
        facing: None,
    };
    s.log.turns.push(Turn {
        name: "3".into(),
        events: vec![
            to(Position::Cell("0701".into())),
            to(Position::Point {
                x: x as f32,
                y: -40.0,
            }),
        ],
    });
    let left = draw(&s, &view(&s, Audience::Umpire, Some(3), false));
    // Faded blue on the top edge, above the exit it left by.
    let px = left.get_pixel(x - 11, 4).0;
    assert!(
        px != [120, 160, 90, 255] && px[2] > px[0] && px[2] > 100,
        "{px:?}"
    );
}

#[test]
fn a_side_sees_its_own_units_and_nothing_of_the_enemys() {
    let s = battle();
    let mut elsewhere = s.clone();
    elsewhere.sides[1].contingents[0].units[0].position = Some(Position::Cell("0504".into()));
    elsewhere.log.turns[0].events.push(Event::Move {
        unit: "b2".into(),
        to: Position::Cell("0502".into()),
        facing: None,
    });
    let a = |s: &Scenario| draw(s, &view(s, Audience::Side(SideId::A), Some(1), true));
    assert_eq!(
        a(&s),
        a(&elsewhere),
        "B's positions leave no trace in A's map"
    );
    let umpire = |s: &Scenario| draw(s, &view(s, Audience::Umpire, Some(1), true));
    assert_ne!(umpire(&s), umpire(&elsewhere));
    let public = |s: &Scenario| draw(s, &view(s, Audience::Public, Some(1), false));
    assert_eq!(
        public(&s),
        render_map(&s, &green(), &RenderOptions::default()),
        "the public sees no unit"
    );
}

#[test]
fn without_positions_or_a_grid_asked_for_nothing_changes() {
    let mut s = battle();
    for side in &mut s.sides {
        for u in side.contingents.iter_mut().flat_map(|c| c.units.iter_mut()) {
            u.position = None;
        }
    }
    s.log.turns.clear();
    let v = view(&s, Audience::Umpire, None, false);
    assert!(BattleLayer::new(&s, &v, 1.0, 1.0, MAP).unwrap().is_none());
    assert_eq!(
        draw(&s, &v),
        render_map(&s, &green(), &RenderOptions::default())
    );
}

#[test]
fn the_grid_is_drawn_on_demand_with_its_terrain_rivers_and_exits() {
    let s = battle();
    let plain = draw(&s, &view(&s, Audience::Public, None, false));
    let grid = draw(&s, &view(&s, Audience::Public, None, true));
    let (fx, fy) = centre(&s, "0203");
    assert_eq!(plain.get_pixel(fx, fy + 10).0, [120, 160, 90, 255]);
    let forest = grid.get_pixel(fx, fy + 10).0;
    let (ink, alpha) = terrain_ink(Terrain::Forest).unwrap();
    let tinted = |map: u8, c: u8| {
        let a = f32::from(alpha) / 255.0;
        (f32::from(c) * a + f32::from(map) * (1.0 - a)).round() as u8
    };
    assert_eq!(
        forest,
        [
            tinted(120, ink.0),
            tinted(160, ink.1),
            tinted(90, ink.2),
            255
        ],
        "forest tint over the map"
    );
    // The river runs along the side between 0402 and 0403: blue there.
    let g = s.map.grid.as_ref().unwrap();
    let (p, q) = g
        .hexside(g.parse_id("0402").unwrap(), g.parse_id("0403").unwrap())
        .unwrap();
    let mid = grid
        .get_pixel(((p.x + q.x) / 2.0) as u32, ((p.y + q.y) / 2.0) as u32)
        .0;
    assert!(mid[2] > 150 && mid[0] < 80, "river {mid:?}");
    // An id is written near the top of its cell: dark pixels there.
    let (nx, ny) = centre(&s, "0505");
    let dark = (nx - 12..nx + 12)
        .flat_map(|x| (ny - 25..ny - 10).map(move |y| (x, y)))
        .any(|(x, y)| grid.get_pixel(x, y).0[0] < 60);
    assert!(dark, "0505 written in its cell");
}

#[test]
fn a_band_gets_the_pixels_the_whole_picture_has() {
    let s = battle();
    let opts = RenderOptions::default();
    for turns in [Some(1), Some(2)] {
        let v = view(&s, Audience::Umpire, turns, true);
        let whole = draw(&s, &v);
        let overlay = Overlay::new(&s, &opts, MAP).with_battle(&v).unwrap();
        for rows in [7, 32, 64] {
            let mut banded = Vec::new();
            for first in overlay.band_starts(rows) {
                let n = rows.min(MAP.1 - first);
                let band = green().as_raw()
                    [(first * MAP.0 * 4) as usize..((first + n) * MAP.0 * 4) as usize]
                    .to_vec();
                banded.extend(draw::draw_band(&overlay, band, MAP.0, first, n));
            }
            assert!(banded == whole.as_raw().as_slice(), "{rows}-row bands");
        }
    }
}

#[test]
fn a_turn_is_a_number_or_a_name() {
    let mut s = battle();
    s.log.turns[1].name = "Evening".into();
    assert_eq!(turns_named(&s, "0"), Ok(0));
    assert_eq!(turns_named(&s, "2"), Ok(2));
    assert_eq!(turns_named(&s, "Evening"), Ok(2));
    assert_eq!(
        turns_named(&s, "3").unwrap_err().to_string(),
        "--turn \"3\": the log has 2 turns; give a number from 0 (at deployment) to 2, or a turn's name (\"1\", \"Evening\")"
    );
}

#[test]
fn a_grid_too_fine_for_its_map_is_refused() {
    let mut s = battle();
    let g = s.map.grid.as_mut().unwrap();
    (g.dx, g.dy) = (4.0, 4.0);
    let v = view(&s, Audience::Umpire, None, true);
    let e = BattleLayer::new(&s, &v, 1.0, 1.0, (4000, 4000))
        .err()
        .unwrap();
    assert!(
        e.to_string().starts_with("map.grid: the grid has about"),
        "{e}"
    );
    assert!(BattleLayer::new(&s, &v, 1.0, 1.0, MAP).is_ok());
}
