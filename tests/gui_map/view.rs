//! Panning and zooming: a drag on the empty map pans it, the wheel zooms around the cursor, the
//! buttons fit and show 100 %, and zooming out stops at a quarter of fit.

use super::*;

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
