//! The battle on the designer's map, driven as a user drives it: the grid calibrated by three
//! clicks and nudged with the arrow keys, cells painted, units dragged to log their moves, the
//! turn slider, and a side's view that shows none of the enemy's units.

use crate::gui_map::{click_at, drag};
use egui::{Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use umpire::app::commands::{Command, take_shortcut_commands};
use umpire::app::desk::{self, DeskState};
use umpire::app::document::Document;
use umpire::app::map::MapView;
use umpire::app::view::{Audience, Message, ViewCtx};
use umpire::model::grid::calibrate;
use umpire::model::{
    Cell, Contingent, Event, Grid, Movements, Point, Position, Rgb, Scenario, SideId, Terrain,
    Turn, Unit, UnitKind,
};

pub(crate) struct App {
    pub(crate) map: MapView,
    pub(crate) desk: DeskState,
    /// The battle desk is shown instead of the map.
    pub(crate) at_desk: bool,
    pub(crate) doc: Document,
    pub(crate) messages: Vec<Message>,
    pub(crate) audience: Audience,
}

pub(crate) fn harness(s: Scenario, audience: Audience) -> Harness<'static, App> {
    let mut doc = Document::new(s, None);
    doc.set_read_only(!audience.is_umpire());
    let app = App {
        map: MapView::new(),
        desk: DeskState::default(),
        at_desk: false,
        doc,
        messages: Vec::new(),
        audience,
    };
    let mut h = Harness::builder()
        .with_size(vec2(1400.0, 1300.0))
        .with_step_dt(0.1)
        .allow_missing_glyphs()
        .build_ui_state(
            |ui, app: &mut App| {
                // Undo and redo by their shortcuts, as the window's shell takes them.
                for c in ui.input_mut(take_shortcut_commands) {
                    match c {
                        Command::Undo => app.doc.undo(),
                        Command::Redo => app.doc.redo(),
                        _ => {}
                    }
                }
                let mut view = ViewCtx {
                    audience: app.audience,
                    scenario_dir: None,
                    messages: &mut app.messages,
                };
                match app.at_desk {
                    true => desk::ui(ui, &mut app.doc, &mut view, &mut app.desk),
                    false => app.map.ui(ui, &mut app.doc, &mut view),
                }
                let now = ui.input(|i| i.time);
                app.doc.end_frame(now);
            },
            app,
        );
    h.run();
    h
}

pub(crate) fn screen(h: &Harness<'_, App>, p: Point) -> Pos2 {
    h.state().map.scene_to_screen(p)
}

/// The umpire's map with the desk's current turn at `turn` (0-based): the map shows the battle
/// after it, and a dragged unit's move is logged in it.
pub(crate) fn umpire_at_turn(s: Scenario, turn: usize) -> Harness<'static, App> {
    let mut h = harness(s, Audience::Umpire);
    h.state_mut().map.set_desk_turn(turn);
    h.run();
    h
}

/// The document's grid now.
pub(crate) fn grid_now(h: &Harness<'_, App>) -> Grid {
    let s = h.state().doc.scenario();
    s.map.grid.clone().expect("the scenario has a grid")
}

pub(crate) fn grid() -> Grid {
    Grid::hexes(60.0, false, 40.0, 50.0)
}

/// Prussia (side A) and Austria (side B), two units each on the hexes of a grid, and a log of
/// two turns: IR 7 moves in each, Kinsky's regiment in the second.
pub(crate) fn battle() -> Scenario {
    let mut s = Scenario::new("Test battle");
    s.map.size = Some((800, 500));
    s.map.grid = Some(grid());
    let g = grid();
    let at = |c: i32, r: i32| Some(Position::Cell(g.id(Cell::new(c, r))));
    let unit = |id: &str, name: &str, kind, pos| Unit {
        position: pos,
        ..Unit::new(id, name, kind)
    };
    s.sides[0].name = "Prussia".into();
    s.sides[0].colour = Rgb(30, 60, 170);
    s.sides[0].contingents.push(Contingent {
        name: "Left wing".into(),
        units: vec![
            unit("P1", "IR 7", UnitKind::Infantry, at(2, 2)),
            unit("P2", "Cuirassiers", UnitKind::Cavalry, at(2, 4)),
        ],
        ..Default::default()
    });
    s.sides[1].name = "Austria".into();
    s.sides[1].colour = Rgb(220, 220, 220);
    s.sides[1].contingents.push(Contingent {
        name: "Right wing".into(),
        units: vec![
            unit("A1", "Kinsky", UnitKind::Infantry, at(8, 2)),
            unit("A2", "Guns", UnitKind::Artillery, at(8, 4)),
        ],
        ..Default::default()
    });
    let mv = |unit: &str, c: i32, r: i32| Event::Move {
        unit: unit.into(),
        to: Position::Cell(g.id(Cell::new(c, r))),
        facing: None,
    };
    s.log.turns = vec![
        Turn {
            name: "Morning".into(),
            events: vec![mv("P1", 3, 2)],
        },
        Turn {
            name: "Noon".into(),
            events: vec![mv("P1", 4, 2), mv("A1", 7, 2)],
        },
    ];
    s
}

fn key(h: &mut Harness<'_, App>, key: egui::Key, modifiers: egui::Modifiers) {
    for pressed in [true, false] {
        h.event(egui::Event::Key {
            key,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers,
        });
    }
    h.run();
}

pub(crate) fn centre(c: Cell) -> Point {
    grid().centre(c)
}

fn messages(h: &Harness<'_, App>) -> String {
    h.state()
        .messages
        .iter()
        .filter_map(|m| m.text_for(Audience::Umpire))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn three_clicked_hex_centres_set_the_grid_as_calibrate_does() {
    let mut s = battle();
    s.map.grid = None;
    let mut h = harness(s, Audience::Umpire);
    h.get_by_label("Calibrate").click();
    h.run();
    // Two hexes of a column and the one beside both, in the next column.
    let g = grid();
    let (a, b) = (Cell::new(2, 2), Cell::new(2, 3));
    let c = g
        .neighbours(a)
        .into_iter()
        .find(|&n| n.col == 3 && g.adjacent(n, b))
        .expect("a hex beside both");
    let clicks = [a, b, c].map(|c| screen(&h, centre(c)));
    for p in clicks {
        click_at(&mut h, p);
    }
    let expected = calibrate(clicks.map(|p| h.state().map.screen_to_scene(p)))
        .expect("three hexes meeting at a corner")
        .applied_to(None);
    let got = h.state().doc.scenario().map.grid.clone().expect("a grid");
    assert_eq!(got, expected);
    assert!(
        (got.dy - 60.0).abs() < 0.5 && (got.dx - g.dx).abs() < 0.5,
        "{got:?}"
    );
    assert!(h.state().doc.can_undo());
}

#[test]
fn three_clicks_in_a_line_say_why_and_change_nothing() {
    let mut s = battle();
    s.map.grid = None;
    let mut h = harness(s, Audience::Umpire);
    h.get_by_label("Calibrate").click();
    h.run();
    for x in [100.0, 200.0, 300.0] {
        let p = screen(&h, Point::new(x, 100.0));
        click_at(&mut h, p);
    }
    assert_eq!(h.state().doc.scenario().map.grid, None);
    let said = messages(&h);
    assert!(said.contains("the three points are in one line"), "{said}");
    assert!(said.contains("The grid was not changed"), "{said}");
}

#[test]
fn the_arrow_keys_nudge_the_grid_by_a_pixel_and_a_burst_is_one_undo_step() {
    let mut h = harness(battle(), Audience::Umpire);
    h.get_by_label("Calibrate").click();
    h.run();
    let x0 = grid().x0;
    key(&mut h, egui::Key::ArrowRight, egui::Modifiers::NONE);
    assert_eq!(
        h.state().doc.scenario().map.grid.as_ref().unwrap().x0,
        x0 + 1.0
    );
    key(&mut h, egui::Key::ArrowRight, egui::Modifiers::NONE);
    key(&mut h, egui::Key::ArrowDown, egui::Modifiers::NONE);
    key(&mut h, egui::Key::ArrowRight, egui::Modifiers::SHIFT);
    let g = h.state().doc.scenario().map.grid.clone().unwrap();
    assert_eq!((g.x0, g.y0), (x0 + 2.0, grid().y0 + 1.0));
    assert!((g.dx - grid().dx - 0.1).abs() < 1e-9, "{}", g.dx);
    // Let the burst settle, then one undo takes all of it back.
    for _ in 0..10 {
        h.run();
    }
    h.state_mut().doc.undo();
    assert_eq!(h.state().doc.scenario().map.grid, Some(grid()));
}

#[test]
fn painting_a_cell_sets_its_terrain_and_undo_clears_it() {
    let mut h = harness(battle(), Audience::Umpire);
    h.get_by_label("forest").click();
    h.run();
    let c = Cell::new(5, 5);
    let p = screen(&h, centre(c));
    click_at(&mut h, p);
    let id = grid().id(c);
    let terrain = |h: &Harness<'_, App>| grid_now(h).terrain;
    assert_eq!(terrain(&h).get(&id), Some(&Terrain::Forest));
    // A drag over three cells of a row is one stroke: one undo step.
    let (from, to) = (
        screen(&h, centre(Cell::new(1, 6))),
        screen(&h, centre(Cell::new(3, 6))),
    );
    drag(&mut h, from, to);
    let painted = terrain(&h);
    for end in [Cell::new(1, 6), Cell::new(3, 6)] {
        assert_eq!(
            painted.get(&grid().id(end)),
            Some(&Terrain::Forest),
            "{painted:?}"
        );
    }
    assert!(painted.len() >= 4, "{painted:?}");
    h.state_mut().doc.undo();
    assert_eq!(terrain(&h).len(), 1);
    h.state_mut().doc.undo();
    assert!(terrain(&h).is_empty());
}

#[test]
fn dragging_a_unit_logs_one_move_in_the_current_turn_and_undo_removes_it() {
    // The desk's current turn is the first: the map shows the battle after it.
    let mut h = umpire_at_turn(battle(), 0);
    let from = screen(&h, centre(Cell::new(3, 2)));
    let to = screen(&h, centre(Cell::new(3, 4)));
    drag(&mut h, from, to);
    let events = &h.state().doc.scenario().log.turns[0].events;
    assert_eq!(events.len(), 2, "{events:?}");
    assert_eq!(
        events[1],
        Event::Move {
            unit: "P1".into(),
            to: Position::Cell(grid().id(Cell::new(3, 4))),
            facing: None,
        }
    );
    assert_eq!(h.state().doc.scenario().log.turns[1].events.len(), 2);
    h.state_mut().doc.undo();
    assert_eq!(h.state().doc.scenario().log, battle().log);
}

#[test]
fn a_players_view_refuses_the_drag_and_says_why() {
    let mut h = harness(battle(), Audience::Side(SideId::A));
    let from = screen(&h, centre(Cell::new(4, 2)));
    let to = screen(&h, centre(Cell::new(5, 5)));
    drag(&mut h, from, to);
    assert_eq!(h.state().doc.scenario().log, battle().log);
    let said = messages(&h);
    assert!(said.contains("read-only"), "{said}");
}

#[test]
fn the_slider_shows_the_units_where_the_replay_puts_them() {
    let mut h = harness(battle(), Audience::Umpire);
    let s = battle();
    let moves = Movements::new(&s);
    for turns in [0, 1, 2] {
        h.state_mut().map.show_turns(turns);
        h.run();
        let shown = h.state().map.units_shown();
        let expected: Vec<(String, Point)> = s
            .units()
            .zip(moves.after_turns(turns))
            .map(|((_, u), stand)| {
                let at = stand.position.unwrap().pixel(s.map.grid.as_ref()).unwrap();
                (u.id.clone(), at)
            })
            .collect();
        let mut got: Vec<(String, Point)> = shown.iter().map(|u| (u.id.clone(), u.at)).collect();
        got.sort_by(|a, b| a.0.cmp(&b.0));
        let mut expected = expected;
        expected.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(got, expected, "after {turns} turns");
    }
    // The slider itself: its keys step through the turns.
    h.get_by_role_and_label(egui::accesskit::Role::Slider, "Battle after turn")
        .focus();
    h.run();
    key(&mut h, egui::Key::ArrowLeft, egui::Modifiers::NONE);
    let p1 = |h: &Harness<'_, App>| {
        h.state()
            .map
            .units_shown()
            .into_iter()
            .find(|u| u.id == "P1")
            .map(|u| u.at)
    };
    assert_eq!(
        p1(&h),
        Some(centre(Cell::new(3, 2))),
        "after the first turn"
    );
}

#[test]
fn side_b_sees_none_of_the_unseen_prussian_units_not_even_hovering_them() {
    let mut h = harness(battle(), Audience::Side(SideId::B));
    let ids: Vec<String> = h
        .state()
        .map
        .units_shown()
        .into_iter()
        .map(|u| u.id)
        .collect();
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(ids.iter().all(|id| id.starts_with('A')), "{ids:?}");
    // Hover where IR 7 and the cuirassiers stand: no tooltip, no widget names them.
    for c in [Cell::new(4, 2), Cell::new(2, 4)] {
        let p = screen(&h, centre(c));
        h.hover_at(p);
        for _ in 0..6 {
            h.run();
        }
        let text: Vec<String> = h
            .root()
            .children_recursive()
            .flat_map(|n| n.accesskit_node().label())
            .collect();
        let joined = text.join("\n");
        assert!(
            !joined.contains("IR 7") && !joined.contains("Cuirassiers"),
            "{joined}"
        );
    }
    // Hovering one of its own says who it is.
    let p = screen(&h, centre(Cell::new(7, 2)));
    h.hover_at(p);
    for _ in 0..6 {
        h.run();
    }
    let labels: Vec<String> = h
        .root()
        .children_recursive()
        .flat_map(|n| n.accesskit_node().label())
        .collect();
    assert!(labels.iter().any(|l| l.contains("Kinsky")), "{labels:?}");
}

#[test]
fn the_cell_under_the_pointer_is_named_and_a_placed_marker_stands_on_its_centre() {
    let mut h = harness(battle(), Audience::Umpire);
    let c = Cell::new(6, 5);
    let off_centre = Point::new(centre(c).x + 9.0, centre(c).y - 7.0);
    let p = screen(&h, off_centre);
    h.hover_at(p);
    h.run();
    let name = format!("Hex {}", grid().id(c));
    assert!(h.query_by_label(&name).is_some(), "no label {name}");
    h.get_by_label("Place marker").click();
    h.run();
    click_at(&mut h, p);
    let markers = &h.state().doc.scenario().markers.markers;
    assert_eq!(markers.len(), 1);
    let at = markers[0].pos;
    let want = centre(c);
    assert!(
        (at.x - want.x).abs() < 1e-3 && (at.y - want.y).abs() < 1e-3,
        "{at:?} {want:?}"
    );
}
