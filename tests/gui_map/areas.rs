//! Areas drawn and edited as a user does: clicking the vertices and closing on the first, Escape
//! and Enter, a double click; vertices moved, added on an edge (one undo step) and dragged at once.

use super::*;

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

/// Austria's area with a marker Austria placed just west of it, outside.
fn area_with_marker_outside() -> Scenario {
    let mut s = lobositz_like();
    s.markers.markers.push(Marker {
        id: "A".into(),
        name: "Sulowitz".into(),
        pos: Point::new(450.0, 250.0),
        value: Some(30),
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
