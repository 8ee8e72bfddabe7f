//! The battle map's tools driven as a user drives them, with the battle desk beside the map and
//! Ctrl+Z as the window has it: a `Spotted` entry logged through the log editor's form and the
//! seen unit on that side's map from the entry's turn on; a brush stroke across cells as one undo
//! step; a river hexside; an eliminated unit that may not be dragged; a unit dragged off the
//! map's edge; the turn slider's counters and arrows; a player's read-only view; what hovering a
//! unit and a cell says.

use crate::gui_battle_map::{App, battle, centre, grid, grid_now, harness, screen, umpire_at_turn};
use crate::gui_map::{click_at, drag};
use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use umpire::app::view::Audience;
use umpire::model::grid::HexsideKind;
use umpire::model::{
    Cell, Event, Point, Position, Scenario, SideId, Strength, Terrain, UnitStatus,
};

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Every accessible label, value and description in the window now.
fn tree_text(h: &Harness<'_, App>) -> String {
    let texts = h.root().children_recursive().flat_map(|node| {
        let n = node.accesskit_node();
        [n.label(), n.value(), n.description()]
    });
    texts.flatten().collect::<Vec<_>>().join("\n")
}

/// Rest the pointer at `p` until the tooltips show.
fn hover(h: &mut Harness<'_, App>, p: Pos2) {
    h.hover_at(p);
    for _ in 0..6 {
        h.run();
    }
}

fn shown_at(h: &Harness<'_, App>, id: &str) -> Option<Point> {
    h.state()
        .map
        .units_shown()
        .into_iter()
        .find(|u| u.id == id)
        .map(|u| u.at)
}

fn terrain(h: &Harness<'_, App>) -> std::collections::BTreeMap<String, Terrain> {
    grid_now(h).terrain
}

fn ctrl_z(h: &mut Harness<'_, App>) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
}

#[test]
fn a_spotted_entry_ticked_in_the_form_shows_the_enemy_unit_on_that_sides_map_from_its_turn() {
    let mut h = harness(battle(), Audience::Umpire);
    h.state_mut().at_desk = true;
    h.run();
    click(&mut h, "Battle log");
    click(&mut h, "Add turn");
    h.state_mut().desk.log.new_kind = umpire::app::desk::log_editor::EventKind::Spotted;
    h.run();
    click(&mut h, "Add entry");
    // The form starts with Austria's first unit ticked: Prussia saw the guns instead.
    click(&mut h, "Seen: Kinsky (A1)");
    click(&mut h, "Seen: Guns (A2)");
    click(&mut h, "Done entry 1");
    let events = h.state().doc.scenario().log.turns[2].events.clone();
    assert_eq!(
        events,
        vec![Event::Spotted {
            by: SideId::A,
            units: vec!["A2".into()],
        }]
    );
    // Prussia's players look at the map.
    h.state_mut().at_desk = false;
    h.state_mut().audience = Audience::Side(SideId::A);
    h.state_mut().doc.set_read_only(true);
    let guns = centre(Cell::new(8, 4));
    for (turns, seen) in [(2, false), (3, true)] {
        h.state_mut().map.show_turns(turns);
        h.run();
        assert_eq!(
            shown_at(&h, "A2"),
            seen.then_some(guns),
            "after {turns} turns"
        );
        assert_eq!(shown_at(&h, "A1"), None, "Kinsky was never seen");
        let p = screen(&h, guns);
        hover(&mut h, p);
        let text = tree_text(&h);
        assert_eq!(text.contains("Unit Guns (Austria)"), seen, "{text}");
        assert!(!text.contains("Kinsky"), "{text}");
    }
}

#[test]
fn a_brush_stroke_across_a_row_paints_every_cell_and_ctrl_z_takes_the_whole_stroke_back() {
    let mut h = harness(battle(), Audience::Umpire);
    click(&mut h, "rough");
    // Eleven cells in the drag's five moves: the stroke fills the cells between two frames.
    let row: Vec<Cell> = (1..=12).map(|c| Cell::new(c, 7)).collect();
    let from = screen(&h, centre(row[0]));
    let to = screen(&h, centre(row[11]));
    drag(&mut h, from, to);
    let painted = terrain(&h);
    for c in &row {
        assert_eq!(
            painted.get(&grid().id(*c)),
            Some(&Terrain::Rough),
            "{c:?}: {painted:?}"
        );
    }
    ctrl_z(&mut h);
    assert!(terrain(&h).is_empty(), "{:?}", terrain(&h));
    // Redo puts the whole stroke back.
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(terrain(&h), painted);
}

#[test]
fn the_river_brush_toggles_the_hexside_between_two_cells_and_ctrl_z_clears_it() {
    let mut h = harness(battle(), Audience::Umpire);
    click(&mut h, "river hexside");
    let (a, b) = (centre(Cell::new(5, 5)), centre(Cell::new(5, 6)));
    let between = Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
    let p = screen(&h, between);
    click_at(&mut h, p);
    let sides = grid_now(&h).hexsides;
    assert_eq!(sides.len(), 1, "{sides:?}");
    assert_eq!(sides[0].kind, HexsideKind::River);
    let mut ids = [sides[0].cells.0.clone(), sides[0].cells.1.clone()];
    ids.sort();
    assert_eq!(
        ids,
        [grid().id(Cell::new(5, 5)), grid().id(Cell::new(5, 6))]
    );
    ctrl_z(&mut h);
    assert!(grid_now(&h).hexsides.is_empty());
}

/// Battle, with Austria's guns eliminated in the second turn.
fn guns_lost() -> Scenario {
    let mut s = battle();
    s.log.turns[1].events.push(Event::Status {
        unit: "A2".into(),
        status: UnitStatus::DestroyedOrFled,
    });
    s
}

#[test]
fn an_eliminated_unit_is_drawn_in_its_last_turn_but_dragging_it_is_refused_with_the_reason() {
    let mut h = umpire_at_turn(guns_lost(), 1);
    let guns = centre(Cell::new(8, 4));
    assert_eq!(shown_at(&h, "A2"), Some(guns));
    let from = screen(&h, guns);
    let to = screen(&h, centre(Cell::new(6, 6)));
    drag(&mut h, from, to);
    assert_eq!(h.state().doc.scenario().log, guns_lost().log);
    let said: Vec<&str> = h
        .state()
        .messages
        .iter()
        .filter_map(|m| m.text_for(Audience::Umpire))
        .collect();
    assert!(said.contains(&"Guns is no longer on the map."), "{said:?}");
    // Its tooltip says so too.
    hover(&mut h, from);
    assert!(tree_text(&h).contains("Eliminated in this turn"));
}

#[test]
fn a_unit_dragged_past_the_maps_edge_moves_to_a_point_beyond_it_and_stands_faded_at_the_edge() {
    let mut h = umpire_at_turn(battle(), 1);
    // IR 7 stands at (4, 2) after the second turn; the map is 800 × 500 and the canvas shows
    // empty ground below it.
    let from = screen(&h, centre(Cell::new(4, 2)));
    let below = screen(&h, Point::new(centre(Cell::new(4, 2)).x, 512.0));
    drag(&mut h, from, below);
    let events = h.state().doc.scenario().log.turns[1].events.clone();
    assert_eq!(events.len(), 3, "{events:?}");
    let Event::Move {
        unit,
        to: Position::Point { x, y },
        ..
    } = &events[2]
    else {
        panic!("{:?}", events[2]);
    };
    assert_eq!(unit, "P1");
    assert!((y - 512.0).abs() < 1.0, "dropped at y {y}");
    assert!((x - centre(Cell::new(4, 2)).x).abs() < 1.0, "x {x}");
    let shown = h.state().map.units_shown();
    let ir7 = shown.iter().find(|u| u.id == "P1").expect("IR 7 is drawn");
    assert!(ir7.off_map);
    assert_eq!(ir7.at.y, 500.0, "at the edge");
    let facts = ir7.facts(h.state().doc.scenario());
    assert!(facts.iter().any(|f| f.contains("off the map")), "{facts:?}");
    // Dropped far beyond the edge, it stops a counter's width past it.
    let at_edge = screen(&h, ir7.at);
    let far = screen(&h, Point::new(ir7.at.x, 900.0));
    drag(&mut h, at_edge, far);
    let events = h.state().doc.scenario().log.turns[1].events.clone();
    let Some(Event::Move {
        to: Position::Point { y, .. },
        ..
    }) = events.last()
    else {
        panic!("{events:?}");
    };
    assert!(*y > 500.0 && *y < 560.0, "y {y}");
}

#[test]
fn the_slider_puts_a_counter_where_the_unit_stood_and_draws_that_turns_moves() {
    let mut h = harness(battle(), Audience::Umpire);
    let slider = |h: &mut Harness<'_, App>| {
        h.get_by_role_and_label(egui::accesskit::Role::Slider, "Battle after turn")
            .focus();
        h.run();
    };
    let arrows = |h: &Harness<'_, App>| {
        let mut a = h.state().map.arrows_shown();
        a.sort_by(|p, q| p[0].x.total_cmp(&q[0].x));
        a
    };
    // At the end: IR 7 moved (3, 2) → (4, 2) and Kinsky (8, 2) → (7, 2) in the second turn.
    assert_eq!(
        arrows(&h),
        vec![
            vec![centre(Cell::new(3, 2)), centre(Cell::new(4, 2))],
            vec![centre(Cell::new(8, 2)), centre(Cell::new(7, 2))],
        ]
    );
    slider(&mut h);
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(
        arrows(&h),
        vec![vec![centre(Cell::new(2, 2)), centre(Cell::new(3, 2))]],
        "after the first turn only IR 7 moved"
    );
    // The counter is where IR 7 stood after the first turn: hovering there names it, and the
    // widget's rectangle (in the map's pixels, as egui gives a scene's widgets) is around it.
    let then = centre(Cell::new(3, 2));
    let p = screen(&h, then);
    hover(&mut h, p);
    let node = h.get_by_label("Unit IR 7 (Prussia)");
    let at = egui::pos2(then.x, then.y);
    assert!(node.rect().contains(at), "{:?} {at:?}", node.rect());
    let p_end = screen(&h, centre(Cell::new(4, 2)));
    hover(&mut h, p_end);
    assert!(h.query_by_label("Unit IR 7 (Prussia)").is_none());
    slider(&mut h);
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert!(
        h.state().map.arrows_shown().is_empty(),
        "no moves at deployment"
    );
    assert_eq!(shown_at(&h, "P1"), Some(centre(Cell::new(2, 2))));
}

#[test]
fn a_players_map_is_read_only_and_its_tree_holds_nothing_of_the_unseen_enemy() {
    let mut h = harness(battle(), Audience::Side(SideId::B));
    let before = h.state().doc.scenario().clone();
    for tool in ["Calibrate", "forest", "river hexside", "exit hex"] {
        let node = h.get_by_label(tool);
        assert!(node.accesskit_node().is_disabled(), "{tool} is enabled");
    }
    // Clicking a brush and dragging over the map changes nothing.
    click(&mut h, "forest");
    let (from, to) = (
        screen(&h, centre(Cell::new(1, 6))),
        screen(&h, centre(Cell::new(4, 6))),
    );
    drag(&mut h, from, to);
    // Nor does dragging one of its own units.
    let kinsky = screen(&h, centre(Cell::new(7, 2)));
    drag(&mut h, kinsky, to);
    assert_eq!(*h.state().doc.scenario(), before);
    // No name, id or place of Prussia's units anywhere in the tree, even hovered.
    let secrets = [
        "IR 7".to_string(),
        "Cuirassiers".to_string(),
        "P1".to_string(),
        "P2".to_string(),
        grid().id(Cell::new(4, 2)),
        grid().id(Cell::new(2, 4)),
    ];
    let text = tree_text(&h);
    for secret in &secrets {
        assert!(!text.contains(secret.as_str()), "{secret} in {text}");
    }
    for c in [Cell::new(4, 2), Cell::new(2, 4)] {
        let p = screen(&h, centre(c));
        hover(&mut h, p);
        let text = tree_text(&h);
        for secret in &secrets[..4] {
            assert!(!text.contains(secret.as_str()), "{secret} in {text}");
        }
    }
}

#[test]
fn hovering_a_unit_tells_its_name_strength_state_and_cell_and_a_cell_its_id_and_terrain() {
    let mut s = battle();
    s.sides[0].contingents[0].units[0].strength = Strength {
        men: 1_800,
        ..Default::default()
    };
    let forest = Cell::new(6, 5);
    let g = s.map.grid.as_mut().unwrap();
    g.terrain.insert(g.id(forest), Terrain::Forest);
    let mut h = harness(s, Audience::Umpire);
    let p = screen(&h, centre(Cell::new(4, 2)));
    hover(&mut h, p);
    let text = tree_text(&h);
    for want in [
        "IR 7 (Prussia)".to_string(),
        "1,800 men".to_string(),
        format!("On the map: {}", grid().id(Cell::new(4, 2))),
    ] {
        assert!(text.contains(want.as_str()), "no {want} in {text}");
    }
    let p = screen(&h, centre(forest));
    hover(&mut h, p);
    assert!(
        h.query_by_label(&format!("Hex {}", grid().id(forest)))
            .is_some()
    );
    assert!(h.query_by_label("Terrain: forest").is_some());
    let p = screen(&h, centre(Cell::new(6, 6)));
    hover(&mut h, p);
    assert!(h.query_by_label("Terrain: open").is_some());
}
