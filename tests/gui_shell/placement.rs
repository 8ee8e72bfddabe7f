//! Placement mode in the whole window (issue 24): a click in the placing side's own deployment
//! area is refused, and the status bar says why.

use super::*;
use umpire::model::{Placement, Point, Polygon, Role};

#[test]
fn a_marker_in_the_placing_sides_own_area_is_refused_with_the_reason_in_the_status_bar() {
    let mut s = lobositz();
    s.sides[1].role = Role::Defender;
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(500.0, 100.0),
        Point::new(750.0, 100.0),
        Point::new(750.0, 400.0),
        Point::new(500.0, 400.0),
    ]);
    // Austria won the roll and places first.
    s.markers.placement = Some(Placement {
        first: SideId::B,
        rolls: (2, 5),
    });
    let mut h = harness(UmpireApp::new_for_test(s, None));
    h.state_mut().view.tab = Tab::Designer;
    h.run();
    h.get_by_label("Place marker").click();
    h.run();
    let inside = h.state().map.scene_to_screen(Point::new(600.0, 250.0));
    h.hover_at(inside);
    h.run();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: inside,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
    assert!(h.state().doc.scenario().markers.markers.is_empty());
    let said = "Not placed: it is Austria's turn, and this point lies inside Austria's own deployment area; a side may not place a marker in its own area. Click outside it.";
    assert_eq!(
        h.state().status_message().map(|m| m.text),
        Some(said.to_string())
    );
    h.get_by_label_contains("Not placed: it is Austria's turn");
}
