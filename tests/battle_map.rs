//! `umpire render-map` drawing the battle: golden pictures of a small hex map with its grid,
//! terrain, river, exit, counters of every kind and state and a turn's moves, for the umpire
//! and for one side; `--turn` read as a number or a name, and refused with the file named
//! when the log has no such turn; nothing changes for a scenario without positions.

use super::gui_map::assert_snapshot;
use clap::Parser;
use umpire::cli::{Cli, run_with};
use umpire::model::grid::Hexside;
use umpire::model::*;

/// A pale field with faint furrows, 360 × 270.
fn field() -> image::RgbImage {
    image::RgbImage::from_fn(360, 270, |x, y| {
        let furrow = if (x + 2 * y) % 23 < 2 { 18 } else { 0 };
        image::Rgb([
            (226 - furrow) as u8,
            (214 - furrow - y / 30) as u8,
            (170 - furrow + x / 40) as u8,
        ])
    })
}

fn placed(id: &str, name: &str, kind: UnitKind, at: Position, facing: Option<f32>) -> Unit {
    let mut u = Unit::new(id, name, kind);
    u.position = Some(at);
    u.facing = facing.map(Facing);
    u
}

fn moved(unit: &str, to: Position) -> Event {
    Event::Move {
        unit: unit.into(),
        to,
        facing: None,
    }
}

fn status(unit: &str, status: UnitStatus) -> Event {
    Event::Status {
        unit: unit.into(),
        status,
    }
}

/// Two small armies on a hex map, flat-topped or pointy-topped: turn 1 moves the blue
/// infantry through the forest, routs the blue cavalry and takes the blue guns to the exit;
/// turn 2 ("Evening") moves the infantry on, eliminates the red infantry, moves the red
/// dragoons and takes the blue guns off the map. Places are given as points of the picture,
/// so that either grid puts them in the same part of it.
fn small_battle(sideways: bool) -> Scenario {
    let mut s = Scenario::new("Skirmish");
    s.map.size = Some((360, 270));
    let mut g = Grid::hexes(54.0, sideways, 24.0, 27.0);
    let at = |g: &Grid, x: f32, y: f32| g.id(g.cell_at(Point::new(x, y)));
    for (x, y, t) in [
        (110.0, 150.0, Terrain::Forest),
        (150.0, 130.0, Terrain::Forest),
        (190.0, 90.0, Terrain::Town),
        (240.0, 200.0, Terrain::Rough),
        (300.0, 80.0, Terrain::Chateau),
    ] {
        let id = at(&g, x, y);
        g.terrain.insert(id, t);
    }
    let river = g.cell_at(Point::new(210.0, 40.0));
    let banks = g.neighbours(river);
    g.hexsides = [(river, banks[1]), (river, banks[2]), (banks[1], banks[2])]
        .map(|(a, b)| Hexside {
            cells: (g.id(a), g.id(b)),
            kind: Default::default(),
        })
        .to_vec();
    let exit = g.cell_at(Point::new(340.0, 30.0));
    let below = g
        .neighbours(exit)
        .into_iter()
        .min_by(|&a, &b| {
            let down = |c| g.centre(c).distance(Point::new(340.0, 90.0));
            down(a).total_cmp(&down(b))
        })
        .unwrap();
    g.exits = vec![g.id(exit), g.id(below)];
    let place = |x: f32, y: f32| Position::Cell(at(&g, x, y));
    let (west, forest, town, east) = (
        place(30.0, 130.0),
        place(110.0, 150.0),
        place(190.0, 90.0),
        place(190.0, 150.0),
    );
    let exit = Position::Cell(g.exits[0].clone());
    s.sides[0].name = "Blue".into();
    s.sides[0].colour = Rgb(30, 60, 170);
    s.sides[1].name = "Red".into();
    s.sides[1].colour = Rgb(190, 30, 45);
    s.sides[0].contingents.push(Contingent {
        name: "Blue".into(),
        units: vec![
            placed("b-inf", "Grenadiers", UnitKind::Infantry, west, Some(60.0)),
            placed(
                "b-cav",
                "Hussars",
                UnitKind::Cavalry,
                place(40.0, 210.0),
                None,
            ),
            placed(
                "b-gen",
                "General Blue",
                UnitKind::General,
                place(40.0, 60.0),
                None,
            ),
            placed(
                "b-art",
                "Horse battery",
                UnitKind::Artillery,
                place(280.0, 40.0),
                None,
            ),
        ],
        ..Default::default()
    });
    s.sides[1].contingents.push(Contingent {
        name: "Red".into(),
        units: vec![
            placed(
                "r-inf",
                "Fusiliers",
                UnitKind::Infantry,
                east.clone(),
                Some(270.0),
            ),
            // A point on the map stands on the hex that holds it.
            placed(
                "r-cav",
                "Dragoons",
                UnitKind::Cavalry,
                Position::Point { x: 290.0, y: 150.0 },
                None,
            ),
            placed(
                "r-art",
                "Foot battery",
                UnitKind::Artillery,
                town.clone(),
                None,
            ),
            placed("r-gen", "General Red", UnitKind::General, town, None),
        ],
        ..Default::default()
    });
    let (beyond, south_east) = (place(150.0, 130.0), place(240.0, 200.0));
    s.map.grid = Some(g);
    s.log.turns = vec![
        Turn {
            name: "Morning".into(),
            events: vec![
                moved("b-inf", forest),
                moved("b-inf", beyond),
                status("b-cav", UnitStatus::Routed),
                moved("b-art", exit),
            ],
        },
        Turn {
            name: "Evening".into(),
            events: vec![
                moved("b-inf", east),
                status("r-inf", UnitStatus::DestroyedOrFled),
                moved("r-cav", south_east),
                status("b-art", UnitStatus::Exited),
            ],
        },
    ];
    s
}

/// Write the scenario and its map into a folder, run `umpire render-map` on them with `args`
/// after the file, and give the exit code, the messages and the PNG written.
fn render(s: &Scenario, args: &[&str]) -> (u8, String, Option<Vec<u8>>) {
    let dir = tempfile::tempdir().unwrap();
    field().save(dir.path().join("field.png")).unwrap();
    let mut s = s.clone();
    s.map.image = Some("field.png".into());
    let file = dir.path().join("battle.ron");
    save(&s, &file).unwrap();
    let out = dir.path().join("out.png");
    let (file, out_arg) = (file.display().to_string(), out.display().to_string());
    let mut line = vec![
        "umpire",
        "render-map",
        file.as_str(),
        "-o",
        out_arg.as_str(),
    ];
    line.extend_from_slice(args);
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let code = run_with(Cli::parse_from(line), &mut stdout, &mut stderr);
    let png = std::fs::read(&out).ok();
    (code, String::from_utf8_lossy(&stderr).into_owned(), png)
}

#[test]
fn the_umpires_map_of_the_evening_matches_its_golden_picture() {
    let s = small_battle(false);
    assert!(
        s.validate(&umpire::systems::ids()).is_empty(),
        "{:?}",
        s.validate(&umpire::systems::ids())
    );
    let (code, err, png) = render(&s, &["--turn", "Evening", "--grid"]);
    assert_eq!(code, 0, "{err}");
    assert_snapshot("battle-umpire-evening", &png.unwrap());
    // By number: the same picture; by default the end of the log, which is the same turn.
    let (_, _, by_number) = render(&s, &["--turn", "2", "--grid"]);
    let (_, _, at_end) = render(&s, &["--grid"]);
    assert_eq!(by_number, at_end);
    assert_snapshot("battle-umpire-evening", &at_end.unwrap());
}

#[test]
fn one_sides_map_of_the_morning_on_pointy_hexes_matches_its_golden_picture() {
    let s = small_battle(true);
    assert!(
        s.validate(&umpire::systems::ids()).is_empty(),
        "{:?}",
        s.validate(&umpire::systems::ids())
    );
    let (code, err, png) = render(&s, &["--turn", "1", "--grid", "--audience", "a"]);
    assert_eq!(code, 0, "{err}");
    assert_snapshot("battle-side-a-morning", &png.unwrap());
}

#[test]
fn a_turn_the_log_does_not_have_is_refused_with_the_file_named() {
    let s = small_battle(false);
    let (code, err, png) = render(&s, &["--turn", "Night"]);
    assert_eq!(code, 1);
    assert!(png.is_none(), "nothing written");
    assert!(
        err.contains("battle.ron: --turn \"Night\": the log has 2 turns"),
        "{err}"
    );
    assert!(err.contains("(\"Morning\", \"Evening\")"), "{err}");
}

#[test]
fn a_scenario_without_positions_or_grid_is_drawn_as_before() {
    let mut s = small_battle(false);
    s.map.grid = None;
    for side in &mut s.sides {
        side.contingents.clear();
    }
    s.log.turns.truncate(1);
    s.log.turns[0].events.clear();
    let (_, _, plain) = render(&s, &[]);
    let (code, err, asked) = render(&s, &["--turn", "1", "--grid"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(plain, asked);
}

fn demo(name: &str) -> Scenario {
    let text = umpire::assets::demo::demo_scenario(name).expect("a demo");
    parse(text, name, &umpire::systems::ids()).expect("valid")
}

#[test]
fn the_waterloo_demo_fights_each_combat_in_its_defenders_terrain() {
    let s = demo("waterloo.ron");
    let grid = s.map.grid.as_ref().expect("Waterloo has a grid");
    let index = umpire::model::grid::GridIndex::new(grid);
    let moves = Movements::new(&s);
    let mut placed = 0;
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let Event::Combat(c) = e else { continue };
            // Ligny and Quatre Bras too: the armies deploy on this map, Ligny on the brook
            // by Papelotte and Smohain, Quatre Bras and Genappe before the ridge.
            let terrain = moves.combat_terrain(&index, c, t, k);
            assert_eq!(terrain, Some(c.terrain), "{} entry {k}", turn.name);
            placed += 1;
        }
    }
    assert_eq!(placed, 12, "the twelve combats of 16 to 18 June");
    // Grouchy's cavalry leaves through exit hexes.
    let mid_day = s
        .log
        .turns
        .iter()
        .position(|t| t.name == "June 18 Mid-day")
        .unwrap();
    let end = moves.after_turns(mid_day + 1);
    for id in ["fr-cav-i", "fr-cav-ii"] {
        let at = end[moves.unit_index(id).unwrap()].position.unwrap();
        assert!(index.is_exit(at.cell(grid).unwrap()), "{id} at {at:?}");
    }
    assert!(!index.painted().collect::<Vec<_>>().is_empty());
    assert!(
        index.hexsides().count() > 40,
        "the Lasne and the Smohain brook"
    );
}

#[test]
fn the_waterloo_demo_deploys_every_unit_on_its_grid_and_draws_each_one_on_the_board() {
    use umpire::record::{Audience, sight::Sight};
    let s = demo("waterloo.ron");
    let grid = s.map.grid.as_ref().expect("Waterloo has a grid");
    let size = s.map.size.expect("Waterloo has its map's size");
    let index = umpire::model::grid::GridIndex::new(grid);
    let at_deployment = Movements::new(&s).after_turns(0);
    let mut cells = Vec::new();
    for (k, (_, u)) in s.units().enumerate() {
        let at = at_deployment[k].position.expect(&u.id);
        let cell = at.cell(grid).expect(&u.id);
        let p = at.pixel(Some(grid)).unwrap();
        assert!(p.x > 0.0 && p.y > 0.0, "{} at {p:?}", u.id);
        assert!(
            p.x < size.0 as f32 && p.y < size.1 as f32,
            "{} at {p:?}",
            u.id
        );
        assert!(!index.is_exit(cell), "{} deploys on an exit", u.id);
        cells.push(cell);
    }
    cells.sort();
    cells.dedup();
    assert_eq!(
        cells.len(),
        s.units().count(),
        "one unit a cell at deployment"
    );
    // What the deployment page and `render-map --turn 0` draw: a counter for every unit on the
    // board, and every unit still to arrive has a place to arrive at.
    for turns in 0..=s.log.turns.len() {
        let stands = Sight::new(&s, Audience::Umpire).after_turns(turns);
        let (now, before) = (replay(&s, turns), replay(&s, turns.saturating_sub(1)));
        for (k, (_, u)) in s.units().enumerate() {
            let status = |st: &BattleState, id: &str| st.status(id).unwrap_or_default();
            let drawn = umpire::render::battle::look(status(&now, &u.id), status(&before, &u.id));
            if turns == 0 {
                let on_board = u.status == UnitStatus::OnBoard;
                assert_eq!(drawn.is_some(), on_board, "{} at deployment", u.id);
            }
            if drawn.is_some() {
                assert!(stands[k].position.is_some(), "{} after {turns} turns", u.id);
            }
        }
    }
}

#[test]
fn the_lobositz_demo_deploys_every_unit_on_the_field_and_moves_in_every_turn() {
    let s = demo("lobositz.ron");
    for (_, u) in s.units() {
        let off = u.status == UnitStatus::OffTable;
        assert_eq!(u.position.is_none(), off, "{}", u.id);
    }
    let moves = Movements::new(&s);
    for t in 0..s.log.turns.len() {
        assert!(!moves.arrows(t).is_empty(), "turn {}", t + 1);
    }
    // Bevern's regiments end on the Lobosch they took (marker A).
    let end = moves.after_turns(s.log.turns.len());
    let lobosch = s.marker("A").unwrap().pos;
    let at = end[moves.unit_index("P01").unwrap()].position.unwrap();
    assert!(at.pixel(None).unwrap().distance(lobosch) < 50.0, "{at:?}");
}

#[test]
fn check_names_a_grid_too_fine_and_a_move_to_no_cell() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = small_battle(false);
    s.log.turns[0]
        .events
        .push(moved("b-gen", Position::Cell("9999".into())));
    let file = dir.path().join("bad-move.ron");
    save(&s, &file).unwrap();
    let mut fine = small_battle(false);
    fine.map.grid.as_mut().unwrap().dx = 0.5;
    let fine_file = dir.path().join("too-fine.ron");
    save(&fine, &fine_file).unwrap();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let args = [
        "umpire",
        "check",
        file.to_str().unwrap(),
        fine_file.to_str().unwrap(),
    ];
    let code = run_with(Cli::parse_from(args), &mut out, &mut err);
    let err = String::from_utf8_lossy(&err);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("log[0] (turn \"Morning\").events[4].to (Blue): hex \"9999\" is off the map"),
        "{err}"
    );
    assert!(
        err.contains("map.grid.dx: 0.5 is not a cell size: write the pitch of the cells in pixels"),
        "{err}"
    );
}

#[test]
fn a_point_far_off_the_map_finds_a_cell_without_overflow() {
    for sideways in [false, true] {
        let g = Grid::hexes(54.0, sideways, 24.0, 27.0);
        for (x, y) in [
            (f32::MAX, f32::MAX),
            (f32::MIN, f32::MAX),
            (f32::MAX, f32::MIN),
            (f32::MIN, f32::MIN),
            (1.0e30, -1.0e30),
        ] {
            let c = g.cell_at(Point::new(x, y));
            // Far off the map, saturated at the ends of a cell's index.
            assert!(
                c.col.unsigned_abs() > 1_000_000 || c.row.unsigned_abs() > 1_000_000,
                "{c:?}"
            );
        }
    }
}
