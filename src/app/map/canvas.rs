//! The map canvas itself: the pan-and-zoom scene with the map's tiles and the deployment
//! areas, the markers and handles painted over it in screen space, and the notices drawn on it.

use super::*;
use crate::i18n::tr;

impl MapView {
    pub(super) fn canvas_ui(
        &mut self,
        ui: &mut egui::Ui,
        doc: &mut Document,
        view: &mut ViewCtx,
        player: bool,
        withheld: &[bool],
    ) {
        let outer = ui.available_rect_before_wrap();
        self.canvas = outer;
        let (w, h) = self.map_size(doc.scenario());
        let map_rect = Rect::from_min_size(Pos2::ZERO, vec2(w as f32, h as f32));
        if self.fit_next_frame || !self.scene_rect.is_positive() {
            self.scene_rect = map_rect;
            self.fit_next_frame = false;
        }
        if self.zoom_100_when_loaded && self.image.size.is_some() && !self.image.is_busy() {
            self.zoom_100_when_loaded = false;
            self.zoom_100();
        }
        let scene = egui::Scene::new()
            .zoom_range(min_zoom(outer, map_rect)..=ZOOM_RANGE.1)
            .scroll_zooms(true)
            .max_inner_size(map_rect.size().max(outer.size()));
        let mut scene_rect = self.scene_rect;
        scene.show(ui, &mut scene_rect, |ui| {
            self.to_screen = ui
                .ctx()
                .layer_transform_to_global(ui.layer_id())
                .unwrap_or(TSTransform::IDENTITY);
            self.scene_contents(ui, doc, view, map_rect, player, withheld);
        });
        self.scene_rect = scene_rect;
        self.paint_overlay(ui, doc, view.audience, outer, (withheld, !player));
        self.hover_cell_ui(ui, doc.scenario(), outer);
    }

    pub(super) fn scene_contents(
        &mut self,
        ui: &mut egui::Ui,
        doc: &mut Document,
        view: &mut ViewCtx,
        map_rect: Rect,
        player: bool,
        withheld: &[bool],
    ) {
        let zoom = self.to_screen.scaling;
        let visible = self.to_screen.inverse() * self.canvas;
        let painter = ui.painter().clone();
        if self.image.size.is_some() {
            self.image
                .paint(&painter, visible, zoom * ui.ctx().pixels_per_point());
        } else {
            painter.rect_filled(map_rect, 0.0, Color32::from_gray(226));
        }
        if self.grid.show
            && let Some(g) = &doc.scenario().map.grid
        {
            grid_tool::paint_ground(&painter, g, visible, zoom);
        }
        areas::paint_fills(&painter, doc.scenario(), &self.selection, &self.areas, zoom);

        // A brush paints by dragging: the canvas takes the drag from the scene's panning.
        let sense = match self.tool {
            Tool::Paint(_) => egui::Sense::click_and_drag(),
            Tool::Select | Tool::PlaceMarker | Tool::DrawArea(_) | Tool::Calibrate => {
                egui::Sense::click()
            }
        };
        let canvas = ui.interact(map_rect, ui.scope_id().with("map-canvas"), sense);
        canvas.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, tr!(MapCanvas)));
        let drawing = matches!(self.tool, Tool::DrawArea(_));
        if !drawing {
            let m = markers::interact(
                &mut self.markers,
                ui,
                doc,
                &self.to_screen,
                map_rect,
                (withheld, !player),
            );
            if let Some(id) = m.selected {
                self.selection = Selection::Marker(id);
            }
            // A player's view moves no vertex (its handles are not drawn either).
            if !player
                && let Some((side, sel)) = areas::interact_handles(
                    &mut self.areas,
                    ui,
                    doc,
                    &self.selection,
                    &self.to_screen,
                    map_rect,
                )
            {
                self.selection = match sel {
                    Some(i) => Selection::Vertex(side, i),
                    None => Selection::Area(side),
                };
            }
            if self.tool == Tool::Select {
                self.interact_units(ui, doc, view, player);
            }
        }
        if let Tool::Paint(brush) = self.tool {
            let down = canvas.is_pointer_button_down_on();
            let at = canvas
                .interact_pointer_pos()
                .map(|at| Point::new(at.x, at.y));
            let done = canvas.clicked() || canvas.drag_stopped();
            if down || done {
                self.paint_stroke(doc, brush, at, done);
            }
            return;
        }
        let Some(at) = canvas.interact_pointer_pos() else {
            return;
        };
        let p = Point::new(at.x, at.y);
        match self.tool {
            Tool::DrawArea(side) => {
                // A double-click closes, keeping its point as the last vertex.
                // (Clicked fast after another double-click, egui counts it as a triple-click.)
                let double = canvas.double_clicked() || canvas.triple_clicked();
                if double {
                    self.areas.double_click(p, zoom);
                }
                let closes = double
                    || (canvas.clicked() && self.areas.click(p, zoom) == areas::Click::Close);
                if closes {
                    self.finish_area(doc, side);
                }
            }
            Tool::Calibrate if canvas.clicked() => self.calibration_click(doc, view, p),
            Tool::PlaceMarker if canvas.clicked() => {
                match self.markers.place(doc, snapped(doc.scenario(), p), player) {
                    Ok(id) => self.selection = Selection::Marker(id),
                    Err(e) => view.error(e),
                }
            }
            Tool::Select if canvas.clicked() => {
                // A double-click on an edge adds a vertex: not in a player's view.
                let double = !player && (canvas.double_clicked() || canvas.triple_clicked());
                self.selection = areas::select_click(doc, &self.selection, p, zoom, double);
            }
            _ => {}
        }
    }

    /// Areas, markers (with their names in the umpire's view, `umpire_view`, and under the
    /// pointer in any), the scale bar and the notices, over the map.
    pub(super) fn paint_overlay(
        &mut self,
        ui: &egui::Ui,
        doc: &Document,
        audience: crate::record::Audience,
        outer: Rect,
        (withheld, umpire_view): (&[bool], bool),
    ) {
        let s = doc.scenario();
        let overlay = LayerId::new(ui.layer_id().order, ui.scope_id().with("map-overlay"));
        ui.ctx().set_sublayer(ui.layer_id(), overlay);
        // Never over the panels beside the canvas.
        let clip = outer.intersect(ui.clip_rect());
        let painter = ui.ctx().layer_painter(overlay).with_clip_rect(clip);
        let hover = ui.ctx().pointer_hover_pos().filter(|p| outer.contains(*p));
        areas::paint_overlay(
            &painter,
            s,
            &self.selection,
            &self.areas,
            &self.to_screen,
            hover,
        );
        let problems = placement_problems(s);
        let map_size = self.map_size(s);
        let names = markers::Names {
            all: umpire_view,
            hovered: hover
                .and_then(|p| markers::marker_at(s, &self.to_screen, map_size, withheld, p)),
        };
        markers::paint(
            &painter,
            s,
            &self.markers,
            &self.selection,
            &problems,
            &self.to_screen,
            (map_size, &names),
            withheld,
        );
        if let Some(g) = &s.map.grid {
            let visible = self.to_screen.inverse() * clip;
            if self.grid.show {
                grid_tool::paint_ids(&painter, g, &self.to_screen, visible);
            }
            self.paint_pending(&painter, g);
        }
        grid_tool::paint_clicks(&painter, &self.grid, &self.to_screen);
        self.paint_battle(&painter, doc, audience);
        if let Some(scale) = &s.map.scale {
            scale_bar::paint(&painter, outer, self.to_screen.scaling, scale);
        }
        if self.image.size.is_none() && !self.image.is_busy() {
            let text = match &s.map.image {
                Some(name) => tr!(MapCanvasNotLoaded, file = name.as_str()),
                None => tr!(MapCanvasNoImage),
            };
            notice(&painter, outer, &text);
        }
    }
}

/// `p` moved to its cell's centre when the map has a grid (markers stand on cells there).
pub(super) fn snapped(s: &Scenario, p: Point) -> Point {
    s.map.grid.as_ref().map_or(p, |g| g.snap(p))
}

/// The furthest zoom-out for a canvas showing `map`: a fraction of Fit (never above 1).
pub fn min_zoom(canvas: Rect, map: Rect) -> f32 {
    let fit = (canvas.width() / map.width()).min(canvas.height() / map.height());
    if fit.is_finite() && fit > 0.0 {
        (fit * MIN_ZOOM_OF_FIT).clamp(ZOOM_RANGE.0, 1.0)
    } else {
        ZOOM_RANGE.0
    }
}

/// A notice in the middle of the canvas, on a plate of its own so that it never runs over
/// the map's edge unreadably; wrapped to the canvas.
pub(super) fn notice(painter: &egui::Painter, canvas: Rect, text: &str) {
    let galley = painter.layout(
        text.to_string(),
        egui::FontId::proportional(15.0),
        Color32::from_gray(30),
        (canvas.width() - 48.0).max(80.0),
    );
    let rect = Rect::from_center_size(canvas.center(), galley.size()).expand(12.0);
    painter.rect_filled(rect, 6.0, Color32::from_white_alpha(230));
    painter.galley(rect.min + Vec2::splat(12.0), galley, Color32::from_gray(30));
}
