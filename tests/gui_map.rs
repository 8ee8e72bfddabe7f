//! The map canvas driven as a user drives it: clicks and drags on the map (screen positions
//! computed from the scene transform), the toolbar and the markers panel, undo and redo through
//! the document. By topic in files of their own: hidden values and dealing ([`dealing`]), areas
//! ([`areas`]), map images and the exported PNG ([`images`]), panning and zooming ([`view`]).

mod areas;
mod dealing;
mod images;
mod view;

use egui::{Pos2, Shape, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use umpire::app::document::Document;
use umpire::app::map::{MapView, Selection, Tool};
use umpire::app::view::{Audience, Message, ViewCtx};
use umpire::model::{Marker, Point, Polygon, Rgb, Role, Scenario, SideId};

struct App {
    map: MapView,
    doc: Document,
    messages: Vec<Message>,
    audience: Audience,
}

const MAP_W: u32 = 800;
const MAP_H: u32 = 500;

fn test_map_png() -> Vec<u8> {
    let img = image::RgbImage::from_fn(MAP_W, MAP_H, |x, y| {
        image::Rgb([(x / 4) as u8, (y / 2) as u8, 120])
    });
    let mut bytes = Vec::new();
    img.write_to(
        &mut std::io::Cursor::new(&mut bytes),
        image::ImageFormat::Png,
    )
    .unwrap();
    bytes
}

/// Prussia attacks from the west; Austria defends the east, its area a rectangle.
fn lobositz_like() -> Scenario {
    let mut s = Scenario::new("Test battle");
    s.sides[0].name = "Prussia".into();
    s.sides[0].colour = Rgb(30, 60, 170);
    s.sides[0].role = Role::Attacker;
    s.sides[1].name = "Austria".into();
    s.sides[1].colour = Rgb(200, 200, 200);
    s.sides[1].role = Role::Defender;
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(500.0, 100.0),
        Point::new(750.0, 100.0),
        Point::new(750.0, 400.0),
        Point::new(500.0, 400.0),
    ]);
    s
}

fn harness(s: Scenario) -> Harness<'static, App> {
    harness_stepping(s, 0.25)
}

/// A harness whose clock moves `step_dt` seconds a frame (a double-click needs two clicks
/// within 0.3 s).
fn harness_stepping(s: Scenario, step_dt: f32) -> Harness<'static, App> {
    let app = App {
        map: MapView::new(),
        doc: Document::new(s, None),
        messages: Vec::new(),
        audience: Audience::Umpire,
    };
    let mut h = Harness::builder()
        .with_size(vec2(1400.0, 900.0))
        .with_step_dt(step_dt)
        .build_ui_state(
            |ui, app: &mut App| {
                let mut view = ViewCtx {
                    audience: app.audience,
                    scenario_dir: None,
                    messages: &mut app.messages,
                };
                app.map.ui(ui, &mut app.doc, &mut view);
                let now = ui.input(|i| i.time);
                app.doc.end_frame(now);
            },
            app,
        );
    h.state_mut().map.load_bytes(test_map_png(), "test-map.png");
    wait_for_map(&mut h);
    h
}

/// Step until the worker thread has decoded the map and its tiles are uploaded.
fn wait_for_map(h: &mut Harness<'_, App>) {
    for _ in 0..500 {
        h.step();
        if !h.state().map.is_loading() {
            h.run();
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the map did not load in 5 s");
}

fn screen(h: &Harness<'_, App>, x: f32, y: f32) -> Pos2 {
    h.state().map.scene_to_screen(Point::new(x, y))
}

/// Two presses and releases within one frame at `pos`: egui's double click.
fn double_click_at(h: &mut Harness<'_, App>, pos: Pos2) {
    h.hover_at(pos);
    h.run();
    for _ in 0..2 {
        for pressed in [true, false] {
            h.event(egui::Event::PointerButton {
                pos,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::NONE,
            });
        }
    }
    h.run();
}

/// A click at `pos`, as a user's (also used by the other map tests).
pub(crate) fn click_at<S>(h: &mut Harness<'_, S>, pos: Pos2) {
    h.hover_at(pos);
    h.run();
    h.event(egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
}

/// A drag from `from` to `to` in five moves, as a user's (also used by the other map tests).
pub(crate) fn drag<S>(h: &mut Harness<'_, S>, from: Pos2, to: Pos2) {
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    for k in 1..=5 {
        h.hover_at(from + (to - from) * (k as f32 / 5.0));
        h.run();
    }
    h.drop_at(to);
    h.run();
}

fn click_label(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

fn near(p: Point, x: f32, y: f32) -> bool {
    (p.x - x).abs() < 1.5 && (p.y - y).abs() < 1.5
}

/// Every text the UI shows: accessible labels and values, and every painted string.
fn all_text(h: &Harness<'_, App>) -> Vec<String> {
    let mut out = Vec::new();
    for node in h.root().children_recursive() {
        let n = node.accesskit_node();
        out.extend(n.label());
        out.extend(n.value());
        out.extend(n.description());
    }
    fn shapes(s: &Shape, out: &mut Vec<String>) {
        match s {
            Shape::Text(t) => out.push(t.galley.text().to_string()),
            Shape::Vec(v) => v.iter().for_each(|s| shapes(s, out)),
            _ => {}
        }
    }
    for c in &h.output().shapes {
        shapes(&c.shape, &mut out);
    }
    out
}

#[test]
fn the_map_loads_fits_and_the_document_names_it() {
    let h = harness(lobositz_like());
    let app = h.state();
    assert_eq!(app.map.image_size(), Some((MAP_W, MAP_H)));
    assert_eq!(
        app.doc.scenario().map.image.as_deref(),
        Some("test-map.png")
    );
    assert_eq!(app.doc.scenario().map.size, Some((MAP_W, MAP_H)));
    // Fitted: the whole map is inside the canvas, touching it on one axis.
    let canvas = app.map.canvas_rect();
    let (tl, br) = (screen(&h, 0.0, 0.0), screen(&h, MAP_W as f32, MAP_H as f32));
    assert!(
        canvas.expand(1.0).contains(tl) && canvas.expand(1.0).contains(br),
        "{canvas:?} {tl:?} {br:?}"
    );
    let touches =
        (br.x - tl.x - canvas.width()).abs() < 1.0 || (br.y - tl.y - canvas.height()).abs() < 1.0;
    assert!(touches, "fit fills the canvas on one axis");
    assert!(app.messages.is_empty(), "{:?}", app.messages);
}

#[test]
fn place_a_marker_by_clicking_drag_it_then_undo_and_redo() {
    let mut h = harness(lobositz_like());
    click_label(&mut h, "Place marker");
    assert_eq!(h.state().map.tool(), Tool::PlaceMarker);
    let at = screen(&h, 200.0, 250.0);
    click_at(&mut h, at);
    {
        let s = h.state().doc.scenario();
        assert_eq!(s.markers.markers.len(), 1, "{:?}", h.state().messages);
        let m = &s.markers.markers[0];
        assert_eq!(m.id, "A");
        assert_eq!(m.value, Some(30), "the largest value left comes first");
        assert!(near(m.pos, 200.0, 250.0), "{:?}", m.pos);
        assert_eq!(*h.state().map.selection(), Selection::Marker("A".into()));
    }
    // The marker is a widget with its value in its name (umpire view).
    assert!(h.query_by_label("Marker A, 30%").is_some());

    click_label(&mut h, "Select");
    let (from, to) = (screen(&h, 200.0, 250.0), screen(&h, 320.0, 180.0));
    drag(&mut h, from, to);
    let moved = h.state().doc.scenario().markers.markers[0].pos;
    assert!(near(moved, 320.0, 180.0), "dragged to {moved:?}");

    // One drag is one undo step: undo puts it back where it was placed, not half-way.
    let doc = &mut h.state_mut().doc;
    doc.undo();
    assert!(near(doc.scenario().markers.markers[0].pos, 200.0, 250.0));
    doc.undo();
    assert!(
        doc.scenario().markers.markers.is_empty(),
        "the placing is undone"
    );
    doc.redo();
    assert!(near(doc.scenario().markers.markers[0].pos, 200.0, 250.0));
    doc.redo();
    assert!(near(doc.scenario().markers.markers[0].pos, 320.0, 180.0));
    h.run();
    assert!(
        h.query_by_label("Marker A, 30%").is_some(),
        "the map follows the document"
    );
}

#[test]
fn the_palette_chooses_the_next_value_and_counts_what_is_left() {
    let mut h = harness(lobositz_like());
    click_label(&mut h, "5%: 7 of 7 left");
    click_label(&mut h, "Place marker");
    let at = screen(&h, 100.0, 100.0);
    click_at(&mut h, at);
    assert_eq!(h.state().doc.scenario().markers.markers[0].value, Some(5));
    assert!(h.query_by_label("5%: 6 of 7 left").is_some());
    assert!(h.query_by_label("30%: 1 of 1 left").is_some());
}

#[test]
fn a_marker_in_the_placing_sides_own_area_is_flagged_on_the_map_and_listed() {
    let mut s = lobositz_like();
    // Austria (the defender) did not study the ground, so its own area is barred to it.
    s.markers.markers.push(Marker {
        id: "A".into(),
        name: "Lobosch".into(),
        pos: Point::new(600.0, 200.0),
        value: Some(30),
        hidden: false,
        placed_by: Some(SideId::B),
    });
    let mut h = harness(s);
    let text = "Marker A lies inside the deployment area of Austria, who placed it: a side may not place a marker in its own area.";
    assert!(h.query_by_label(text).is_some(), "the problem is listed");
    let ring = |h: &Harness<'_, App>| {
        h.output().shapes.iter().any(|c| {
            matches!(&c.shape,
            Shape::Circle(circle) if circle.stroke.color == umpire::app::map::PROBLEM_RED)
        })
    };
    assert!(ring(&h), "a red ring marks it on the map");

    // Dragging it out of the area clears the problem.
    let (from, to) = (screen(&h, 600.0, 200.0), screen(&h, 300.0, 200.0));
    drag(&mut h, from, to);
    assert!(h.query_by_label(text).is_none());
    assert!(
        h.query_by_label("No marker breaks a placement rule.")
            .is_some()
    );
    assert!(!ring(&h));
}

#[test]
fn placement_mode_refuses_a_marker_in_the_placing_sides_own_area_and_says_why() {
    let mut h = harness(lobositz_like());
    // Placement mode by typed rolls: Austria rolls higher and places first.
    h.get_by_label("Austria's roll").set_value_accesskit(5.0);
    h.run();
    h.get_by_label("Prussia's roll").set_value_accesskit(2.0);
    h.run();
    click_label(&mut h, "Use these rolls");
    let placement = h
        .state()
        .doc
        .scenario()
        .markers
        .placement
        .expect("placement mode");
    assert_eq!(placement.first, SideId::B, "{placement:?}");
    assert!(
        h.query_by_label("Austria's turn: marker 1 of 10.")
            .is_some()
    );
    click_label(&mut h, "Place marker");
    // Inside Austria's own area: refused (seed 002), and the reason is said.
    let at = screen(&h, 600.0, 250.0);
    click_at(&mut h, at);
    assert!(h.state().doc.scenario().markers.markers.is_empty());
    assert_eq!(
        h.state().messages.last().map(|m| m.text.as_str()),
        Some(
            "Not placed: it is Austria's turn, and this point lies inside Austria's own deployment area; a side may not place a marker in its own area. Click outside it."
        )
    );
    assert!(
        h.query_by_label("Austria's turn: marker 1 of 10.")
            .is_some(),
        "still Austria's turn"
    );
    // Outside it the marker is placed, and the turn passes.
    let at = screen(&h, 300.0, 250.0);
    click_at(&mut h, at);
    let m = &h.state().doc.scenario().markers.markers[0];
    assert_eq!(m.placed_by, Some(SideId::B));
    assert!(
        h.query_by_label("Prussia's turn: marker 2 of 10.")
            .is_some()
    );
    // Prussia may place in Austria's area.
    let at = screen(&h, 600.0, 250.0);
    click_at(&mut h, at);
    assert_eq!(h.state().doc.scenario().markers.markers.len(), 2);
    assert!(
        h.query_by_label("No marker breaks a placement rule.")
            .is_some()
    );
}

#[test]
fn defender_who_studied_the_ground_is_told_how_many_markers_are_in_its_area() {
    let mut s = lobositz_like();
    s.settings.defender_studied_ground = true;
    for (i, x) in [520.0, 560.0, 600.0, 640.0, 680.0, 100.0]
        .into_iter()
        .enumerate()
    {
        s.markers.markers.push(Marker {
            id: ((b'A' + i as u8) as char).to_string(),
            name: String::new(),
            pos: Point::new(x, 200.0),
            value: Some(5),
            hidden: false,
            placed_by: Some(SideId::A),
        });
    }
    let h = harness(s);
    assert!(
        h.query_by_label("5 of 7 markers in the defender's area (Austria)")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("5 of 7 markers inside the defender's deployment area")
            .is_some()
    );
}

/// Three markers of a scenario's own set, dealt face down.
fn hidden_set() -> Scenario {
    let mut s = lobositz_like();
    s.markers.values = vec![47, 29, 24];
    for (id, x, v) in [("A", 150.0, 47), ("B", 250.0, 29), ("C", 350.0, 24)] {
        s.markers.markers.push(Marker {
            id: id.into(),
            name: format!("Hill {id}"),
            pos: Point::new(x, 150.0),
            value: Some(v),
            hidden: true,
            placed_by: Some(SideId::A),
        });
    }
    s.markers.shuffle_seed = Some(88);
    s
}

#[test]
fn move_and_delete_a_vertex_then_delete_a_marker_with_the_keyboard() {
    let mut s = lobositz_like();
    s.sides[1].deployment.points.push(Point::new(480.0, 250.0));
    s.markers.markers.push(Marker {
        id: "A".into(),
        name: String::new(),
        pos: Point::new(100.0, 100.0),
        value: Some(30),
        hidden: false,
        placed_by: None,
    });
    let mut h = harness(s);
    // Click inside Austria's area: the area is selected and shows its vertices.
    let inside = screen(&h, 650.0, 300.0);
    click_at(&mut h, inside);
    assert_eq!(*h.state().map.selection(), Selection::Area(SideId::B));
    let (from, to) = (screen(&h, 750.0, 100.0), screen(&h, 780.0, 60.0));
    drag(&mut h, from, to);
    let p = h.state().doc.scenario().sides[1].deployment.points[1];
    assert!(near(p, 780.0, 60.0), "vertex moved to {p:?}");
    let v = screen(&h, 480.0, 250.0);
    click_at(&mut h, v);
    assert_eq!(*h.state().map.selection(), Selection::Vertex(SideId::B, 4));
    h.key_press(egui::Key::Delete);
    h.run();
    assert_eq!(h.state().doc.scenario().sides[1].deployment.points.len(), 4);

    let m = screen(&h, 100.0, 100.0);
    click_at(&mut h, m);
    h.key_press(egui::Key::Delete);
    h.run();
    assert!(h.state().doc.scenario().markers.markers.is_empty());
}

/// Compare a CPU-drawn PNG with its golden copy in `tests/snapshots/` (written anew with
/// `UPDATE_SNAPSHOTS=true`): the same size, and no pixel off by more than a rounding step.
pub fn assert_snapshot(name: &str, png: &[u8]) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(format!("{name}.png"));
    if std::env::var("UPDATE_SNAPSHOTS").is_ok_and(|v| v == "true" || v == "1") {
        std::fs::write(&path, png).unwrap();
    }
    let want = image::open(&path)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e} (write it with UPDATE_SNAPSHOTS=true)",
                path.display()
            )
        })
        .to_rgba8();
    let got = image::load_from_memory(png).unwrap().to_rgba8();
    assert_eq!(got.dimensions(), want.dimensions(), "{name}: size");
    let off = got
        .pixels()
        .zip(want.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0).any(|(x, y)| x.abs_diff(y) > 2))
        .count();
    assert_eq!(
        off,
        0,
        "{name}: {off} pixels differ from {} (UPDATE_SNAPSHOTS=true writes the new one)",
        path.display()
    );
}

/// The markers' values, in the order of the file.
fn marker_values(h: &Harness<'_, App>) -> Vec<u32> {
    h.state()
        .doc
        .scenario()
        .markers
        .markers
        .iter()
        .filter_map(|m| m.value)
        .collect()
}

/// The markers' names on the map: beside every id in the umpire's view; in a player's view
/// beside the id of the marker under the pointer only (its tooltip tells the rest).
#[test]
fn marker_names_show_in_the_umpires_view_and_under_the_pointer() {
    let painted = |h: &Harness<'_, App>, text: &str| all_text(h).iter().any(|t| t == text);
    let mut h = harness(hidden_set());
    for id in ["A", "B", "C"] {
        assert!(painted(&h, &format!("{id} Hill {id}")), "umpire: {id}");
    }
    h.state_mut().audience = Audience::Public;
    h.run();
    for id in ["A", "B", "C"] {
        assert!(painted(&h, id), "public: the id of {id}");
        assert!(!painted(&h, &format!("{id} Hill {id}")), "public: {id}");
    }
    let b = screen(&h, 250.0, 150.0);
    h.hover_at(b);
    h.run();
    assert!(painted(&h, "B Hill B"), "the marker under the pointer");
    assert!(!painted(&h, "A Hill A") && !painted(&h, "C Hill C"));
    assert!(
        h.query_by_label("Marker B: Hill B").is_some(),
        "and its tooltip names it"
    );
}
