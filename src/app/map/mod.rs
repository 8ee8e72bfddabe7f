//! The map canvas of the scenario designer: the map image (tiled, pan and zoom), the deployment
//! areas and the VP markers, with the tools that edit them.
//!
//! [`MapView`] holds view state only (where the view looks, the tool, the selection, the decoded
//! tiles, a drag under way); the scenario lives in the [`Document`] and is changed only through
//! `Document::edit`/`apply`. A drag changes nothing until it ends, so one drag is one undo step.
//!
//! Coordinates: the scene of the [`egui::Scene`] is the map image in pixels (the scenario's own
//! coordinates). Markers, handles and labels are painted on an overlay layer in screen space, so
//! that they stay crisp and legible at every zoom.

mod areas;
mod markers;
mod placement;
mod scale_bar;
pub mod tiles;

pub use markers::PROBLEM_RED;
pub use tiles::{DecodedMap, ImageSource, PreparedMap, prepare_map};

use crate::app::document::Document;
use crate::app::view::{Audience, ViewCtx};
use crate::model::{Point, Scenario, SideId, placement_problems};
use crate::render::draw;
use egui::emath::TSTransform;
use egui::{Color32, LayerId, Pos2, Rect, Vec2, pos2, vec2};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The canvas used when the scenario has no map image and no recorded size.
pub const DEFAULT_CANVAS: (u32, u32) = (1600, 1000);
/// Furthest one can zoom out and in (screen points per image pixel).
pub const ZOOM_RANGE: (f32, f32) = (0.002, 16.0);

/// What a click on the map does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Select and drag markers and area vertices; drag empty map to pan.
    Select,
    /// A click on empty map places a marker.
    PlaceMarker,
    /// Clicks add vertices of the side's deployment area.
    DrawArea(SideId),
}

/// What is selected on the map.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Selection {
    #[default]
    None,
    Marker(String),
    Area(SideId),
    Vertex(SideId, usize),
}

/// The map canvas's view state.
pub struct MapView {
    scene_rect: Rect,
    /// Scene (image pixels) to screen, as of the latest frame.
    to_screen: TSTransform,
    /// The screen rectangle of the canvas, as of the latest frame.
    canvas: Rect,
    fit_next_frame: bool,
    tool: Tool,
    selection: Selection,
    image: tiles::MapImage,
    areas: areas::AreaTool,
    markers: markers::MarkerTool,
    placement: placement::PlacementForm,
    scenario_dir: Option<PathBuf>,
}

impl Default for MapView {
    fn default() -> Self {
        MapView::new()
    }
}

/// Record one discrete edit as one undo step.
fn commit(doc: &mut Document, f: impl FnOnce(&mut Scenario)) {
    doc.checkpoint();
    doc.apply(f);
    doc.checkpoint();
}

impl MapView {
    pub fn new() -> MapView {
        MapView {
            scene_rect: Rect::ZERO,
            to_screen: TSTransform::IDENTITY,
            canvas: Rect::ZERO,
            fit_next_frame: true,
            tool: Tool::Select,
            selection: Selection::None,
            image: tiles::MapImage::default(),
            areas: areas::AreaTool::default(),
            markers: markers::MarkerTool::default(),
            placement: placement::PlacementForm::default(),
            scenario_dir: None,
        }
    }

    pub fn tool(&self) -> Tool {
        self.tool
    }

    pub fn set_tool(&mut self, tool: Tool) {
        if tool != self.tool {
            self.areas.cancel();
        }
        self.tool = tool;
    }

    pub fn selection(&self) -> &Selection {
        &self.selection
    }

    /// Where an image pixel is on the screen (as of the latest frame).
    pub fn scene_to_screen(&self, p: Point) -> Pos2 {
        self.to_screen * pos2(p.x, p.y)
    }

    /// Which image pixel is under a screen position (as of the latest frame).
    pub fn screen_to_scene(&self, p: Pos2) -> Point {
        let q = self.to_screen.inverse() * p;
        Point::new(q.x, q.y)
    }

    /// Screen points per image pixel.
    pub fn zoom(&self) -> f32 {
        self.to_screen.scaling
    }

    /// The screen rectangle of the map canvas (as of the latest frame).
    pub fn canvas_rect(&self) -> Rect {
        self.canvas
    }

    /// The size of the map image shown, once decoded.
    pub fn image_size(&self) -> Option<(u32, u32)> {
        self.image.size
    }

    /// A decode or an upload is under way.
    pub fn is_loading(&self) -> bool {
        self.image.is_busy()
    }

    /// Number of tiles the map image was cut into.
    pub fn tile_count(&self) -> usize {
        self.image.tile_count()
    }

    /// Show the whole map on the next frame.
    pub fn fit(&mut self) {
        self.fit_next_frame = true;
    }

    /// One image pixel per screen point, around the centre of the view.
    pub fn zoom_100(&mut self) {
        if self.canvas.is_positive() {
            self.scene_rect = Rect::from_center_size(self.scene_rect.center(), self.canvas.size());
        }
    }

    /// Open a map image file chosen by the user. It is decoded on a worker thread; once it has
    /// decoded, the document's `map.image` names it (relative to the scenario's folder when it
    /// is inside it) and `map.size` is its size. A file that is not a usable image leaves the
    /// document as it was and says why.
    pub fn load_image(&mut self, path: PathBuf) {
        let key = self.key_for(&path);
        self.image.start(key, ImageSource::File(path), true);
    }

    /// Open a map image held in memory (the embedded demo map), named `name` in `map.image`.
    /// Call it before the next [`MapView::ui`] after opening a document that names `name`, so
    /// that the map is not looked for on disk.
    pub fn load_bytes(&mut self, bytes: Vec<u8>, name: &str) {
        let source = ImageSource::Bytes {
            bytes: Arc::from(bytes),
            name: name.to_string(),
        };
        self.image.start(name.to_string(), source, true);
    }

    /// How `path` is written in `map.image`: relative to the scenario's folder when inside it.
    fn key_for(&self, path: &Path) -> String {
        let rel = self
            .scenario_dir
            .as_deref()
            .and_then(|dir| path.strip_prefix(dir).ok())
            .filter(|r| !r.as_os_str().is_empty());
        rel.unwrap_or(path).to_string_lossy().into_owned()
    }

    /// Write the map with its areas and markers as a PNG, at `scale` of the image's size, as
    /// `audience` may see it. The image is read again from its source at full resolution.
    pub fn export_png(
        &self,
        doc: &Document,
        path: &Path,
        audience: Audience,
        scale: f32,
    ) -> Result<(), String> {
        let source = self
            .image
            .source
            .as_ref()
            .ok_or("There is no map image to export: open one first.")?;
        let origin = source.origin();
        let bytes = source.read().map_err(|e| e.to_string())?;
        let (w, h) = crate::render::image_io::dimensions_of_bytes(&bytes, &origin)
            .map_err(|e| e.to_string())?;
        let opts = draw::RenderOptions {
            audience_player: audience == Audience::Player,
            scale,
        };
        draw::check_options(&opts, w, h)?;
        let base = crate::render::image_io::decode_map_bytes(&bytes, &origin)
            .map_err(|e| e.to_string())?;
        let out = draw::render_map(doc.scenario(), &base, &opts);
        out.save_with_format(path, image::ImageFormat::Png)
            .map_err(|e| format!("{}: cannot write the PNG: {e}", path.display()))
    }

    /// The size of the canvas in image pixels: the image's, else the recorded size, else a default.
    fn map_size(&self, s: &Scenario) -> (u32, u32) {
        self.image.size.or(s.map.size).unwrap_or(DEFAULT_CANVAS)
    }

    /// Draw the map and its tools; handle the user's input.
    pub fn ui(&mut self, ui: &mut egui::Ui, doc: &mut Document, view: &mut ViewCtx) {
        self.scenario_dir = view.scenario_dir.clone();
        self.sync_image(ui.ctx(), doc, view);
        self.drop_stale_selection(doc.scenario());
        let player = view.player_view();
        egui::Panel::top("umpire-map-toolbar").show(ui, |ui| self.toolbar(ui, doc));
        egui::Panel::right("umpire-map-markers")
            .resizable(true)
            .default_size(320.0)
            .size_range(240.0..=420.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.side_panel(ui, doc, view));
            });
        self.keyboard(ui, doc);
        self.canvas_ui(ui, doc, view, player);
    }

    /// Load the image the document names when it changes (opening a file, undo), and report a
    /// finished decode.
    fn sync_image(&mut self, ctx: &egui::Context, doc: &mut Document, view: &mut ViewCtx) {
        match self.image.poll(ctx) {
            Some(tiles::LoadOutcome::Loaded {
                key,
                size,
                write_doc,
            }) => {
                let s = doc.scenario();
                if write_doc && s.map.image.as_deref() != Some(key.as_str()) {
                    commit(doc, |s| {
                        s.map.image = Some(key.clone());
                        s.map.size = Some(size);
                    });
                } else if s.map.size != Some(size) {
                    if let Some((w, h)) = s.map.size {
                        view.info(format!(
                            "The map image {key} is {} × {} pixels, not {w} × {h} as the scenario recorded: map.size updated.",
                            size.0, size.1
                        ));
                    }
                    commit(doc, |s| s.map.size = Some(size));
                }
                self.fit_next_frame = true;
            }
            Some(tiles::LoadOutcome::Failed { key, error }) => {
                view.error(format!("{error}. The map image ({key}) was not changed."));
            }
            None => {}
        }
        let wanted = doc.scenario().map.image.clone();
        match wanted {
            None => {
                if self.image.key.is_some() && self.image.loading_key().is_none() {
                    self.image.clear();
                }
            }
            Some(k) => {
                let known = self.image.key.as_deref() == Some(k.as_str())
                    || self.image.loading_key() == Some(k.as_str())
                    || self.image.failed_key.as_deref() == Some(k.as_str());
                if !known {
                    let path = draw::map_image_path(view.scenario_dir.as_deref(), &k);
                    if self.image.shows_file(&path) {
                        // The same file under a new name (the scenario was saved elsewhere).
                        self.image.key = Some(k);
                    } else {
                        self.image.start(k, ImageSource::File(path), false);
                    }
                }
            }
        }
    }

    fn drop_stale_selection(&mut self, s: &Scenario) {
        let stale = match &self.selection {
            Selection::None => false,
            Selection::Marker(id) => s.marker(id).is_none(),
            Selection::Area(side) => !s.side(*side).deployment.is_closed_area(),
            Selection::Vertex(side, i) => *i >= s.side(*side).deployment.points.len(),
        };
        if stale {
            self.selection = Selection::None;
        }
    }

    fn toolbar(&mut self, ui: &mut egui::Ui, doc: &Document) {
        let s = doc.scenario();
        ui.horizontal_wrapped(|ui| {
            let mut tool = self.tool;
            ui.selectable_value(&mut tool, Tool::Select, "Select")
                .on_hover_text("Select and drag markers and area vertices; drag the map to pan");
            ui.selectable_value(&mut tool, Tool::PlaceMarker, "Place marker")
                .on_hover_text("Click the map to place the next VP marker");
            for side in SideId::BOTH {
                ui.selectable_value(
                    &mut tool,
                    Tool::DrawArea(side),
                    format!("Draw area: {}", s.side(side).name),
                )
                .on_hover_text(
                    "Click the vertices; click the first one, double-click or press Enter to close; Escape cancels",
                );
            }
            self.set_tool(tool);
            ui.separator();
            if ui.button("Fit").on_hover_text("Show the whole map").clicked() {
                self.fit();
            }
            if ui
                .button("100%")
                .on_hover_text("One image pixel per screen point")
                .clicked()
            {
                self.zoom_100();
            }
            ui.label(format!("Zoom {:.0}%", self.zoom() * 100.0));
            ui.separator();
            self.load_status(ui, s);
        });
    }

    fn load_status(&self, ui: &mut egui::Ui, s: &Scenario) {
        match self.image.stage() {
            Some(tiles::LoadStage::Decoding { origin, seconds }) => {
                ui.spinner();
                ui.label(format!("Decoding {origin}… {seconds:.1} s"));
            }
            Some(tiles::LoadStage::Tiling { done, total }) => {
                ui.spinner();
                ui.label(format!("Loading full detail: tile {done} of {total}"));
            }
            None => match (self.image.size, &s.map.image) {
                (Some((w, h)), Some(name)) => {
                    ui.label(format!("{name}: {w} × {h} px"));
                }
                (None, Some(name)) => {
                    ui.label(format!("Map image {name} not loaded"));
                }
                (_, None) => {
                    ui.label("No map image");
                }
            },
        }
    }

    fn side_panel(&mut self, ui: &mut egui::Ui, doc: &mut Document, view: &mut ViewCtx) {
        let player = view.player_view();
        markers::palette_ui(&mut self.markers, ui, doc, player);
        ui.separator();
        self.placement.ui(ui, doc, view);
        ui.separator();
        markers::problems_ui(ui, doc.scenario(), player);
        ui.separator();
        self.selection_ui(ui, doc, player);
        ui.separator();
        self.areas_ui(ui, doc);
    }

    fn selection_ui(&mut self, ui: &mut egui::Ui, doc: &mut Document, player: bool) {
        match self.selection.clone() {
            Selection::None => {
                ui.weak("Nothing selected: click a marker or inside an area.");
            }
            Selection::Marker(id) => {
                if markers::inspector_ui(ui, doc, &id, player) == markers::Inspector::Deleted {
                    self.selection = Selection::None;
                }
            }
            Selection::Area(side) | Selection::Vertex(side, _) => {
                let deleted =
                    areas::inspector_ui(ui, doc, side, self.selected_vertex(), &mut self.tool);
                if deleted {
                    self.selection = Selection::None;
                }
            }
        }
    }

    fn selected_vertex(&self) -> Option<usize> {
        match self.selection {
            Selection::Vertex(_, i) => Some(i),
            _ => None,
        }
    }

    fn areas_ui(&mut self, ui: &mut egui::Ui, doc: &mut Document) {
        ui.heading("Deployment areas");
        for side in SideId::BOTH {
            let name = doc.scenario().side(side).name.clone();
            let n = doc.scenario().side(side).deployment.points.len();
            ui.horizontal_wrapped(|ui| {
                ui.label(if n >= 3 {
                    format!("{name}: {n} vertices")
                } else {
                    format!("{name}: no area")
                });
                if ui.button(format!("Draw area of {name}")).clicked() {
                    self.set_tool(Tool::DrawArea(side));
                }
                if n > 0 && ui.button(format!("Delete area of {name}")).clicked() {
                    commit(doc, |s| s.side_mut(side).deployment.points.clear());
                    self.selection = Selection::None;
                }
            });
        }
        if let Tool::DrawArea(side) = self.tool {
            ui.label(format!(
                "Drawing the area of {}: {} vertices. Click the first vertex, double-click or press Enter to close; Escape cancels.",
                doc.scenario().side(side).name,
                self.areas.drawing.len()
            ));
        }
    }

    fn keyboard(&mut self, ui: &egui::Ui, doc: &mut Document) {
        if ui.ctx().text_edit_focused() {
            return;
        }
        let (escape, enter, delete) = ui.input(|i| {
            (
                i.key_pressed(egui::Key::Escape),
                i.key_pressed(egui::Key::Enter),
                i.key_pressed(egui::Key::Delete) || i.key_pressed(egui::Key::Backspace),
            )
        });
        if escape {
            if !self.areas.drawing.is_empty() {
                self.areas.cancel();
            } else if self.markers.drag.is_some() || self.areas.drag.is_some() {
                self.markers.drag = None;
                self.areas.drag = None;
            } else {
                self.selection = Selection::None;
                self.tool = Tool::Select;
            }
        }
        if enter && let Tool::DrawArea(side) = self.tool {
            self.finish_area(doc, side);
        }
        if delete {
            self.delete_selection(doc);
        }
    }

    fn finish_area(&mut self, doc: &mut Document, side: SideId) {
        if let Some(points) = self.areas.take_closed() {
            commit(doc, |s| s.side_mut(side).deployment.points = points);
            self.selection = Selection::Area(side);
            self.tool = Tool::Select;
        }
    }

    fn delete_selection(&mut self, doc: &mut Document) {
        match self.selection.clone() {
            Selection::None => {}
            Selection::Marker(id) => {
                commit(doc, |s| s.markers.markers.retain(|m| m.id != id));
                self.selection = Selection::None;
            }
            Selection::Area(side) => {
                commit(doc, |s| s.side_mut(side).deployment.points.clear());
                self.selection = Selection::None;
            }
            Selection::Vertex(side, i) => {
                self.selection = areas::delete_vertex(doc, side, i);
            }
        }
    }

    fn canvas_ui(
        &mut self,
        ui: &mut egui::Ui,
        doc: &mut Document,
        view: &mut ViewCtx,
        player: bool,
    ) {
        let outer = ui.available_rect_before_wrap();
        self.canvas = outer;
        let (w, h) = self.map_size(doc.scenario());
        let map_rect = Rect::from_min_size(Pos2::ZERO, vec2(w as f32, h as f32));
        if self.fit_next_frame || !self.scene_rect.is_positive() {
            self.scene_rect = map_rect;
            self.fit_next_frame = false;
        }
        let scene = egui::Scene::new()
            .zoom_range(ZOOM_RANGE.0..=ZOOM_RANGE.1)
            .scroll_zooms(true)
            .max_inner_size(map_rect.size().max(outer.size()));
        let mut scene_rect = self.scene_rect;
        scene.show(ui, &mut scene_rect, |ui| {
            self.to_screen = ui
                .ctx()
                .layer_transform_to_global(ui.layer_id())
                .unwrap_or(TSTransform::IDENTITY);
            self.scene_contents(ui, doc, view, map_rect, player);
        });
        self.scene_rect = scene_rect;
        self.paint_overlay(ui, doc.scenario(), outer, player);
    }

    fn scene_contents(
        &mut self,
        ui: &mut egui::Ui,
        doc: &mut Document,
        view: &mut ViewCtx,
        map_rect: Rect,
        player: bool,
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
        areas::paint_fills(&painter, doc.scenario(), &self.selection, &self.areas, zoom);

        let canvas = ui.interact(
            map_rect,
            ui.scope_id().with("map-canvas"),
            egui::Sense::click(),
        );
        canvas.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Map"));
        let drawing = matches!(self.tool, Tool::DrawArea(_));
        if !drawing {
            let m = markers::interact(
                &mut self.markers,
                ui,
                doc,
                &self.to_screen,
                map_rect,
                player,
            );
            if let Some(id) = m.selected {
                self.selection = Selection::Marker(id);
            }
            if let Some((side, sel)) = areas::interact_handles(
                &mut self.areas,
                ui,
                doc,
                &self.selection,
                &self.to_screen,
                map_rect,
            ) {
                self.selection = match sel {
                    Some(i) => Selection::Vertex(side, i),
                    None => Selection::Area(side),
                };
            }
        }
        let Some(at) = canvas.interact_pointer_pos() else {
            return;
        };
        let p = Point::new(at.x, at.y);
        match self.tool {
            Tool::DrawArea(side) => {
                // A double-click's first click already added its vertex: it only closes.
                // (Clicked fast after another double-click, egui counts it as a triple-click.)
                let closes = canvas.double_clicked()
                    || canvas.triple_clicked()
                    || (canvas.clicked() && self.areas.click(p, zoom) == areas::Click::Close);
                if closes {
                    self.finish_area(doc, side);
                }
            }
            Tool::PlaceMarker if canvas.clicked() => match self.markers.place(doc, p, player) {
                Ok(id) => self.selection = Selection::Marker(id),
                Err(e) => view.error(e),
            },
            Tool::Select if canvas.clicked() => {
                let double = canvas.double_clicked() || canvas.triple_clicked();
                self.selection = areas::select_click(doc, &self.selection, p, zoom, double);
            }
            _ => {}
        }
    }

    fn paint_overlay(&self, ui: &egui::Ui, s: &Scenario, outer: Rect, player: bool) {
        let overlay = LayerId::new(ui.layer_id().order, ui.scope_id().with("map-overlay"));
        ui.ctx().set_sublayer(ui.layer_id(), overlay);
        let painter = ui.ctx().layer_painter(overlay).with_clip_rect(outer);
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
        markers::paint(
            &painter,
            s,
            &self.markers,
            &self.selection,
            &problems,
            &self.to_screen,
            self.map_size(s),
            player,
        );
        if let Some(scale) = &s.map.scale {
            scale_bar::paint(&painter, outer, self.to_screen.scaling, scale);
        }
        if self.image.size.is_none() && !self.image.is_busy() {
            let text = match &s.map.image {
                Some(name) => format!("Map image {name} is not loaded"),
                None => "No map image yet: open one to lay out the battlefield.".to_string(),
            };
            painter.text(
                outer.center_top() + Vec2::new(0.0, 24.0),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(15.0),
                Color32::from_gray(60),
            );
        }
    }
}
