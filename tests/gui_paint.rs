//! How much of the window a frame paints. On a software renderer (llvmpipe, as under Xvfb or
//! in a virtual machine) a frame's cost is mostly the pixels its triangles cover, so every tab
//! should paint the window about once: the panels are not filled (the window is cleared to
//! their colour), and nothing large is drawn only to be drawn over.

use egui::{Pos2, Rect, epaint::Primitive};
use egui_kittest::Harness;
use umpire::app::UmpireApp;
use umpire::app::desk::DeskPanel;
use umpire::app::shell::Tab;
use umpire::model::Scenario;

use crate::gui_shell::settle_map;

const WINDOW: [f32; 2] = [1600.0, 1000.0];

/// The area of triangle `t` inside `clip` (Sutherland–Hodgman against the four edges).
fn clipped_area(t: [Pos2; 3], clip: Rect) -> f32 {
    let mut poly: Vec<Pos2> = t.to_vec();
    // How far inside each edge a point lies (negative: outside).
    let edges: [fn(Pos2, Rect) -> f32; 4] = [
        |p, r| p.x - r.min.x,
        |p, r| r.max.x - p.x,
        |p, r| p.y - r.min.y,
        |p, r| r.max.y - p.y,
    ];
    for inside in edges {
        let mut out = Vec::with_capacity(poly.len() + 2);
        for i in 0..poly.len() {
            let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
            let (da, db) = (inside(a, clip), inside(b, clip));
            if da >= 0.0 {
                out.push(a);
            }
            if (da >= 0.0) != (db >= 0.0) {
                out.push(a + (b - a) * (da / (da - db)));
            }
        }
        poly = out;
        if poly.is_empty() {
            return 0.0;
        }
    }
    let twice: f32 = (0..poly.len())
        .map(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    twice.abs() / 2.0
}

/// The pixels the last frame's triangles cover, as a multiple of the window's area.
fn painted_over(h: &Harness<'_, UmpireApp>) -> f32 {
    let ctx = h.ctx.clone();
    let shapes = h.output().shapes.clone();
    let primitives = ctx.tessellate(shapes, ctx.pixels_per_point());
    let harness_frame = harness_frame(&ctx);
    let (mut area, mut frame_found) = (0.0, 0);
    for p in primitives {
        let Primitive::Mesh(mesh) = &p.primitive else {
            continue;
        };
        for tri in mesh.indices.chunks_exact(3) {
            let v = |i: u32| mesh.vertices[i as usize];
            let t = [v(tri[0]), v(tri[1]), v(tri[2])];
            if t.iter().all(|v| harness_frame.1 == v.color)
                && t.iter().all(|v| on_corner(v.pos, harness_frame.0))
            {
                frame_found += 1;
                continue;
            }
            area += clipped_area(t.map(|v| v.pos), p.clip_rect);
        }
    }
    // The harness's frame is two triangles: if it stops drawing one, this test must be looked
    // at again rather than pass on a smaller sum.
    assert_eq!(
        frame_found, 2,
        "the harness's own frame, left out of the sum"
    );
    area / (WINDOW[0] * WINDOW[1])
}

/// egui_kittest draws each test's ui inside a filled frame 8 points in from the edges, which
/// the real window (eframe calling `App::ui`) does not: its rectangle (the fill's triangles
/// lie 0.5 inside it) and colour.
fn harness_frame(ctx: &egui::Context) -> (Rect, egui::Color32) {
    let inset = 8.5;
    let rect = Rect::from_min_max(
        Pos2::new(inset, inset),
        Pos2::new(WINDOW[0] - inset, WINDOW[1] - inset),
    );
    (rect, ctx.global_style().visuals.panel_fill)
}

fn on_corner(p: Pos2, r: Rect) -> bool {
    let near = |a: f32, b: f32| (a - b).abs() < 0.01;
    (near(p.x, r.min.x) || near(p.x, r.max.x)) && (near(p.y, r.min.y) || near(p.y, r.max.y))
}

#[test]
fn every_tab_paints_the_window_about_once() {
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None);
    app.open_demo("lobositz.ron");
    let mut h = Harness::builder()
        .with_size(WINDOW)
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app);
    h.state_mut().view.tab = Tab::Designer;
    settle_map(&mut h);
    let mut places = vec![("Designer".to_string(), painted_over(&h))];
    h.state_mut().view.tab = Tab::Sides;
    h.run();
    places.push(("Sides".to_string(), painted_over(&h)));
    h.state_mut().view.tab = Tab::Battle;
    for panel in DeskPanel::ALL {
        h.state_mut().desk.panel = panel;
        h.run();
        places.push((panel.label().to_string(), painted_over(&h)));
    }
    let over: Vec<_> = places.iter().filter(|(_, a)| *a > 1.3).collect();
    assert!(
        over.is_empty(),
        "painted more than 1.3 times over: {over:?}"
    );
}
