//! The map canvas driven as a user drives it: clicks and drags on the map (screen positions
//! computed from the scene transform), the toolbar and the markers panel, undo and redo through
//! the document, and the player view's silence about hidden values.

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
        assert_eq!(m.value, 30, "the largest value left comes first");
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
    assert_eq!(h.state().doc.scenario().markers.markers[0].value, 5);
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
        value: 30,
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
            value: 5,
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
            value: v,
            hidden: true,
            placed_by: Some(SideId::A),
        });
    }
    s.markers.shuffle_seed = Some(88);
    s
}

fn leaks(h: &Harness<'_, App>) -> Vec<String> {
    all_text(h)
        .into_iter()
        .filter(|t| ["47", "29", "24"].iter().any(|v| t.contains(v)))
        .collect()
}

#[test]
fn the_player_view_shows_no_hidden_value_anywhere() {
    let mut h = harness(hidden_set());
    // The umpire sees them (so the search below can find them).
    let a = screen(&h, 150.0, 150.0);
    click_at(&mut h, a);
    assert_eq!(*h.state().map.selection(), Selection::Marker("A".into()));
    assert!(!leaks(&h).is_empty(), "the umpire view shows the values");
    assert!(h.query_by_label("Marker A, 47%").is_some());

    h.state_mut().audience = Audience::Public;
    h.run();
    // Select a marker so that the inspector shows, hover another for its tooltip.
    let b = screen(&h, 250.0, 150.0);
    click_at(&mut h, b);
    assert_eq!(*h.state().map.selection(), Selection::Marker("B".into()));
    let c = screen(&h, 350.0, 150.0);
    h.hover_at(c);
    h.run();
    assert_eq!(
        leaks(&h),
        Vec::<String>::new(),
        "a hidden value leaked into the player view"
    );
    assert!(h.query_by_label("Marker B, face down").is_some());
    assert!(h.query_all_by_label("Value: face down").count() >= 1);
    assert!(
        h.query_by_label("Shuffle seed").is_none(),
        "the seed would give the deal away"
    );
}

#[test]
fn dealing_face_down_is_reproducible_from_the_seed() {
    let mut s = lobositz_like();
    for (i, x) in [100.0, 200.0, 300.0].into_iter().enumerate() {
        s.markers.markers.push(Marker {
            id: ((b'A' + i as u8) as char).to_string(),
            name: String::new(),
            pos: Point::new(x, 100.0),
            value: 5,
            hidden: false,
            placed_by: None,
        });
    }
    s.dice_seed = 1757;
    let mut h = harness(s);
    // A typed seed deals the same values again.
    h.get_by_label("Shuffle seed").focus();
    h.run();
    h.get_by_label("Shuffle seed").type_text("1757");
    h.run();
    click_label(&mut h, "Deal the values face down");
    let s = h.state().doc.scenario();
    assert_eq!(s.markers.shuffle_seed, Some(1757));
    assert!(s.markers.markers.iter().all(|m| m.hidden));
    let dealt: Vec<u32> = s.markers.markers.iter().map(|m| m.value).collect();
    let expected = umpire::model::MarkerSet::shuffled_values(&s.markers.values, 1757);
    assert_eq!(dealt, expected[..3].to_vec());
}

#[test]
fn draw_an_area_by_clicking_and_close_it_on_the_first_vertex() {
    let mut h = harness(lobositz_like());
    click_label(&mut h, "Draw area: Prussia");
    assert_eq!(h.state().map.tool(), Tool::DrawArea(SideId::A));
    let corners = [(50.0, 50.0), (300.0, 60.0), (280.0, 450.0), (60.0, 430.0)];
    for (x, y) in corners {
        let p = screen(&h, x, y);
        click_at(&mut h, p);
    }
    assert!(
        h.state().doc.scenario().sides[0]
            .deployment
            .points
            .is_empty(),
        "open until closed"
    );
    let first = screen(&h, 52.0, 51.0);
    click_at(&mut h, first);
    let area = &h.state().doc.scenario().sides[0].deployment;
    assert_eq!(area.points.len(), 4, "{area:?}");
    for (p, (x, y)) in area.points.iter().zip(corners) {
        assert!(near(*p, x, y), "{p:?} vs ({x}, {y})");
    }
    assert_eq!(*h.state().map.selection(), Selection::Area(SideId::A));
    assert_eq!(h.state().map.tool(), Tool::Select);
    // One undo removes the whole area.
    h.state_mut().doc.undo();
    assert!(
        h.state().doc.scenario().sides[0]
            .deployment
            .points
            .is_empty()
    );
}

#[test]
fn escape_cancels_an_area_and_enter_closes_one() {
    let mut h = harness(lobositz_like());
    click_label(&mut h, "Draw area: Prussia");
    for (x, y) in [(50.0, 50.0), (300.0, 60.0)] {
        let p = screen(&h, x, y);
        click_at(&mut h, p);
    }
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(
        h.query_by_label_contains("Drawing the area of Prussia: 0 vertices")
            .is_some()
    );
    for (x, y) in [(50.0, 50.0), (300.0, 60.0), (200.0, 300.0)] {
        let p = screen(&h, x, y);
        click_at(&mut h, p);
    }
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().doc.scenario().sides[0].deployment.points.len(), 3);
}

#[test]
fn a_double_click_closes_an_area() {
    let mut h = harness_stepping(lobositz_like(), 1.0 / 60.0);
    click_label(&mut h, "Draw area: Prussia");
    for (x, y) in [(50.0, 50.0), (300.0, 60.0)] {
        let p = screen(&h, x, y);
        click_at(&mut h, p);
    }
    let last = screen(&h, 200.0, 300.0);
    double_click_at(&mut h, last);
    let area = &h.state().doc.scenario().sides[0].deployment;
    assert_eq!(area.points.len(), 3, "{area:?}");
    assert!(near(area.points[2], 200.0, 300.0));
}

#[test]
fn dragging_empty_map_pans_it() {
    let mut h = harness(lobositz_like());
    let zoom = h.state().map.zoom();
    let from = screen(&h, 400.0, 300.0);
    let to = from + vec2(-100.0, 40.0);
    drag(&mut h, from, to);
    // The image point that was under the pointer is under it again.
    let under = h.state().map.screen_to_scene(to);
    assert!(near(under, 400.0, 300.0), "{under:?}");
    assert!(
        (h.state().map.zoom() - zoom).abs() < 1e-6,
        "panning keeps the zoom"
    );
    assert!(h.state().doc.scenario().markers.markers.is_empty());
}

#[test]
fn move_and_delete_a_vertex_then_delete_a_marker_with_the_keyboard() {
    let mut s = lobositz_like();
    s.sides[1].deployment.points.push(Point::new(480.0, 250.0));
    s.markers.markers.push(Marker {
        id: "A".into(),
        name: String::new(),
        pos: Point::new(100.0, 100.0),
        value: 30,
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

#[test]
fn the_wheel_zooms_around_the_cursor_and_the_buttons_fit_and_show_100_percent() {
    let mut h = harness(lobositz_like());
    let cursor = screen(&h, 300.0, 200.0);
    let z0 = h.state().map.zoom();
    h.hover_at(cursor);
    h.run();
    h.event(egui::Event::Zoom(2.0));
    h.run();
    let z1 = h.state().map.zoom();
    assert!((z1 / z0 - 2.0).abs() < 1e-3, "{z0} → {z1}");
    let under = h.state().map.screen_to_scene(cursor);
    assert!(
        near(under, 300.0, 200.0),
        "the point under the cursor stays: {under:?}"
    );
    click_label(&mut h, "100%");
    assert!(
        (h.state().map.zoom() - 1.0).abs() < 1e-3,
        "{}",
        h.state().map.zoom()
    );
    click_label(&mut h, "Fit");
    assert!((h.state().map.zoom() - z0).abs() < 1e-3);
}

#[test]
fn a_file_that_is_not_an_image_is_refused_and_the_document_stays() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(lobositz_like());
    let before = h.state().doc.scenario().clone();
    let notes = dir.path().join("notes.png");
    std::fs::write(&notes, "version: 1, title: \"not a map\"").unwrap();
    h.state_mut().map.load_image(notes.clone());
    wait_for_map(&mut h);
    let msgs = &h.state().messages;
    assert!(
        msgs.iter()
            .any(|m| m.text.contains("notes.png: not an image umpire can read")),
        "{msgs:?}"
    );
    assert_eq!(*h.state().doc.scenario(), before, "the document is intact");
    assert_eq!(
        h.state().map.image_size(),
        Some((MAP_W, MAP_H)),
        "the old map stays"
    );
}

#[test]
fn an_image_claiming_absurd_dimensions_is_refused_before_decoding() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(lobositz_like());
    let before = h.state().doc.scenario().clone();
    // A PNG claiming 90,000 × 90,000 pixels, with an empty image data chunk: a decoder would
    // try to allocate 32 GB.
    let mut ihdr = 90_000u32.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&90_000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png_chunk(&mut png, b"IHDR", &ihdr);
    png_chunk(&mut png, b"IDAT", &[]);
    png_chunk(&mut png, b"IEND", &[]);
    let huge = dir.path().join("huge.png");
    std::fs::write(&huge, png).unwrap();
    h.state_mut().map.load_image(huge);
    wait_for_map(&mut h);
    let msgs = &h.state().messages;
    assert!(
        msgs.iter().any(|m| m.text.contains("90000 × 90000 pixels")),
        "{msgs:?}"
    );
    assert_eq!(*h.state().doc.scenario(), before);
}

#[test]
fn opening_an_image_file_names_it_in_the_document() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(lobositz_like());
    let path = dir.path().join("field.png");
    image::RgbImage::from_pixel(300, 200, image::Rgb([1, 2, 3]))
        .save(&path)
        .unwrap();
    h.state_mut().map.load_image(path.clone());
    wait_for_map(&mut h);
    let s = h.state().doc.scenario();
    assert_eq!(s.map.image.as_deref(), Some(path.to_str().unwrap()));
    assert_eq!(s.map.size, Some((300, 200)));
    assert_eq!(h.state().map.image_size(), Some((300, 200)));
}

#[test]
fn export_png_draws_the_player_view() {
    let dir = tempfile::tempdir().unwrap();
    let h = harness(hidden_set());
    let out = dir.path().join("player.png");
    let app = h.state();
    app.map
        .export_png(&app.doc, &out, Audience::Public, 0.5)
        .unwrap();
    let img = image::open(&out).unwrap().into_rgba8();
    assert_eq!(img.dimensions(), (MAP_W / 2, MAP_H / 2));
    let c = umpire::render::draw::HIDDEN_MARKER_COLOUR;
    // Marker A at (150, 150) → (75, 75) at half scale, drawn in the hidden colour.
    let r = umpire::render::draw::HIDDEN_MARKER_RADIUS;
    assert_eq!(
        img.get_pixel((75.0 - 0.85 * r) as u32, 75).0,
        [c.0, c.1, c.2, 255]
    );
}

fn png_chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// Austria's area with a marker Austria placed just west of it, outside.
fn area_with_marker_outside() -> Scenario {
    let mut s = lobositz_like();
    s.markers.markers.push(Marker {
        id: "A".into(),
        name: "Sulowitz".into(),
        pos: Point::new(450.0, 250.0),
        value: 30,
        hidden: false,
        placed_by: Some(SideId::B),
    });
    s
}

fn austria_area(h: &Harness<'_, App>) -> Vec<Point> {
    h.state().doc.scenario().sides[1].deployment.points.clone()
}

const OWN_AREA_PROBLEM: &str = "Marker A lies inside the deployment area of Austria, who placed it: a side may not place a marker in its own area.";

#[test]
fn dragging_the_middle_of_an_edge_adds_a_vertex_as_one_undo_step() {
    let mut h = harness(area_with_marker_outside());
    let before = austria_area(&h);
    assert!(
        h.query_by_label("No marker breaks a placement rule.")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("Add a vertex on edge").is_none(),
        "no edge handles until the area is selected"
    );
    let inside = screen(&h, 650.0, 300.0);
    click_at(&mut h, inside);
    assert_eq!(*h.state().map.selection(), Selection::Area(SideId::B));
    // Edge 4 closes the ring: from (500, 400) back to (500, 100); its handle is at (500, 250).
    h.get_by_label("Add a vertex on edge 4 of the area of Austria");
    assert_eq!(
        h.query_all_by_label_contains("Add a vertex on edge")
            .count(),
        4
    );

    let (from, to) = (screen(&h, 500.0, 250.0), screen(&h, 420.0, 250.0));
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    for k in 1..=5 {
        h.hover_at(from + (to - from) * (k as f32 / 5.0));
        h.run();
    }
    assert_eq!(austria_area(&h), before, "nothing changes until the drop");
    h.drop_at(to);
    h.run();

    let after = austria_area(&h);
    assert_eq!(after.len(), 5, "{after:?}");
    assert_eq!(after[..4], before[..], "the old vertices keep their order");
    assert!(near(after[4], 420.0, 250.0), "new vertex at {:?}", after[4]);
    assert_eq!(*h.state().map.selection(), Selection::Vertex(SideId::B, 4));
    h.get_by_label("Vertex 5 of the area of Austria");
    let extent = h.state().doc.scenario().sides[1].deployment.area();
    assert!((extent - 87_000.0).abs() < 400.0, "{extent}");
    h.get_by_label(&format!("5 vertices, {extent:.0} square pixels"));
    // The marker at (450, 250) is inside the area now: the placement rule flags it.
    assert!(h.query_by_label(OWN_AREA_PROBLEM).is_some());

    // One drag is one undo step, and the rule follows the document both ways.
    h.state_mut().doc.undo();
    h.run();
    assert_eq!(austria_area(&h), before);
    assert!(h.query_by_label(OWN_AREA_PROBLEM).is_none());
    assert!(
        h.query_by_label("No marker breaks a placement rule.")
            .is_some()
    );
    h.state_mut().doc.redo();
    h.run();
    assert_eq!(austria_area(&h), after);
    assert!(h.query_by_label(OWN_AREA_PROBLEM).is_some());
}

#[test]
fn a_double_click_on_an_edge_or_a_click_on_its_handle_adds_a_vertex() {
    let mut h = harness_stepping(lobositz_like(), 1.0 / 60.0);
    let before = austria_area(&h);
    let inside = screen(&h, 650.0, 300.0);
    click_at(&mut h, inside);
    assert_eq!(*h.state().map.selection(), Selection::Area(SideId::B));

    // Just outside the right edge, 50 pixels below its middle handle (after a pause, so that
    // the click that selected the area does not count).
    h.run_steps(30);
    let on_edge = screen(&h, 751.5, 300.0);
    double_click_at(&mut h, on_edge);
    let after = austria_area(&h);
    assert_eq!(after.len(), 5, "{after:?}");
    assert!(
        near(after[2], 750.0, 300.0),
        "on the edge, not where the pointer was: {:?}",
        after[2]
    );
    assert_eq!(
        (&after[..2], &after[3..]),
        (&before[..2], &before[2..]),
        "inserted between vertices 2 and 3"
    );
    assert_eq!(*h.state().map.selection(), Selection::Vertex(SideId::B, 2));

    // A click (no drag) on the middle handle of the top edge adds its midpoint.
    h.run_steps(30);
    let top_middle = screen(&h, 625.0, 100.0);
    click_at(&mut h, top_middle);
    let third = austria_area(&h);
    assert_eq!(third.len(), 6, "{third:?}");
    assert!(near(third[1], 625.0, 100.0), "{:?}", third[1]);
    assert_eq!(*h.state().map.selection(), Selection::Vertex(SideId::B, 1));

    // Each insertion is one undo step.
    h.state_mut().doc.undo();
    assert_eq!(austria_area(&h), after);
    h.state_mut().doc.undo();
    assert_eq!(austria_area(&h), before);
    h.state_mut().doc.redo();
    assert_eq!(austria_area(&h), after);
    h.state_mut().doc.redo();
    assert_eq!(austria_area(&h), third);
}

fn three_markers_with_a_log() -> Scenario {
    let mut s = lobositz_like();
    for (i, x) in [100.0, 200.0, 300.0].into_iter().enumerate() {
        s.markers.markers.push(Marker {
            id: ((b'A' + i as u8) as char).to_string(),
            name: String::new(),
            pos: Point::new(x, 100.0),
            value: 5,
            hidden: false,
            placed_by: None,
        });
    }
    s.log.turns.push(umpire::model::Turn {
        name: "Dawn".into(),
        events: vec![umpire::model::Event::MarkerControl {
            marker: "B".into(),
            side: SideId::A,
        }],
    });
    s
}

#[test]
fn dealing_without_a_typed_seed_uses_a_fresh_one_the_players_never_see() {
    let mut s = three_markers_with_a_log();
    s.log.turns.clear();
    s.dice_seed = 1757;
    let mut h = harness(s);
    click_label(&mut h, "Deal the values face down");
    let seed = h
        .state()
        .doc
        .scenario()
        .markers
        .shuffle_seed
        .expect("dealt");
    assert_ne!(seed, 1757, "not the dice seed anyone can read off the file");
    h.get_by_label(&format!("Last dealt with seed {seed}."));
    h.state_mut().audience = Audience::Public;
    h.run();
    let shown = all_text(&h);
    assert!(
        shown.iter().all(|t| !t.contains(&seed.to_string())),
        "the seed is the umpire's alone: {shown:?}"
    );
    h.get_by_label_contains("3 of 3 placed markers are face down");
}

#[test]
fn dealing_again_after_the_log_refers_to_the_markers_asks_first() {
    let mut h = harness(three_markers_with_a_log());
    let before = marker_values(&h);
    click_label(&mut h, "Deal the values face down");
    h.get_by_label("Deal the values again?");
    h.get_by_label_contains("1 log entry refers to it: the marker control of Dawn (entry 1).");
    click_label(&mut h, "Cancel");
    let after = marker_values(&h);
    assert_eq!(before, after, "cancelled: nothing dealt");
    assert!(h.state().doc.scenario().markers.shuffle_seed.is_none());

    click_label(&mut h, "Deal the values face down");
    click_label(&mut h, "Deal again");
    assert!(h.state().doc.scenario().markers.shuffle_seed.is_some());
    assert!(
        h.state()
            .doc
            .scenario()
            .markers
            .markers
            .iter()
            .all(|m| m.hidden)
    );
}

#[test]
fn deleting_a_marker_the_log_names_asks_first() {
    let mut h = harness(three_markers_with_a_log());
    // Marker A: the log does not name it, so it goes at once.
    let a = screen(&h, 100.0, 100.0);
    click_at(&mut h, a);
    h.key_press(egui::Key::Delete);
    h.run();
    assert_eq!(h.state().doc.scenario().markers.markers.len(), 2);
    // Marker B: the log says Prussia took it.
    let b = screen(&h, 200.0, 100.0);
    click_at(&mut h, b);
    click_label(&mut h, "Delete marker B");
    h.get_by_label("Delete marker B?");
    h.get_by_label_contains("the marker control of Dawn");
    click_label(&mut h, "Cancel");
    assert_eq!(h.state().doc.scenario().markers.markers.len(), 2);
    click_at(&mut h, b);
    h.key_press(egui::Key::Delete);
    h.run();
    click_label(&mut h, "Delete it");
    let left: Vec<String> = h
        .state()
        .doc
        .scenario()
        .markers
        .markers
        .iter()
        .map(|m| m.id.clone())
        .collect();
    assert_eq!(left, vec!["C".to_string()]);
}

#[test]
fn zooming_out_stops_at_a_quarter_of_fit() {
    let mut h = harness(lobositz_like());
    let fit = h.state().map.zoom();
    let centre = h.state().map.canvas_rect().center();
    h.hover_at(centre);
    h.run();
    for _ in 0..12 {
        h.event(egui::Event::Zoom(0.5));
        h.run();
    }
    let z = h.state().map.zoom();
    assert!(
        (z - fit * umpire::app::map::MIN_ZOOM_OF_FIT).abs() < 1e-3 * fit,
        "zoom {z} after zooming far out; fit is {fit}"
    );
    click_label(&mut h, "Fit");
    assert!((h.state().map.zoom() - fit).abs() < 1e-4);
}

#[test]
fn a_vertex_drags_at_once_without_the_pointer_resting_on_it() {
    let mut h = harness(lobositz_like());
    let inside = screen(&h, 650.0, 300.0);
    click_at(&mut h, inside);
    assert_eq!(*h.state().map.selection(), Selection::Area(SideId::B));
    let (from, to) = (screen(&h, 750.0, 100.0), screen(&h, 780.0, 60.0));
    // The pointer arrives and presses in the same frame, then moves on at once.
    h.event(egui::Event::PointerMoved(from));
    h.event(egui::Event::PointerButton {
        pos: from,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
    for k in 1..=3 {
        h.event(egui::Event::PointerMoved(
            from + (to - from) * (k as f32 / 3.0),
        ));
        h.step();
    }
    h.event(egui::Event::PointerButton {
        pos: to,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
    let p = h.state().doc.scenario().sides[1].deployment.points[1];
    assert!(near(p, 780.0, 60.0), "vertex moved to {p:?}");
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

#[test]
fn the_exported_map_matches_its_golden_image_for_the_umpire_and_the_public() {
    let mut s = lobositz_like();
    for (i, (x, y, value, hidden)) in [
        (150.0, 150.0, 30, false),
        (620.0, 250.0, 20, true),
        (380.0, 420.0, 5, true),
    ]
    .into_iter()
    .enumerate()
    {
        s.markers.markers.push(Marker {
            id: ((b'A' + i as u8) as char).to_string(),
            name: String::new(),
            pos: Point::new(x, y),
            value,
            hidden,
            placed_by: Some(SideId::A),
        });
    }
    s.sides[0].deployment = Polygon::new(vec![
        Point::new(40.0, 60.0),
        Point::new(300.0, 80.0),
        Point::new(260.0, 440.0),
        Point::new(60.0, 420.0),
    ]);
    s.map.image = Some("test-map.png".into());
    let dir = tempfile::tempdir().unwrap();
    for (audience, name) in [
        (Audience::Umpire, "map-export-umpire"),
        (Audience::Public, "map-export-public"),
    ] {
        let out = dir.path().join(format!("{name}.png"));
        let export = umpire::app::export_map::MapExport {
            scenario: s.clone(),
            source: umpire::app::export_map::MapBytes::Memory {
                bytes: std::sync::Arc::from(test_map_png()),
                name: "test-map.png".into(),
            },
            audience,
            scale: 0.4,
            out: out.clone(),
        };
        export
            .export(&umpire::app::jobs::JobCtl::detached())
            .unwrap();
        assert_snapshot(name, &std::fs::read(&out).unwrap());
    }
}

/// The markers' values, in the order of the file.
fn marker_values(h: &Harness<'_, App>) -> Vec<u32> {
    h.state()
        .doc
        .scenario()
        .markers
        .markers
        .iter()
        .map(|m| m.value)
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
