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
mod battle;
mod canvas;
mod gpu;
mod grid_tool;
mod load;
mod marker_set;
mod markers;
mod mipmaps;
pub mod overview_cache;
mod panels;
mod placement;
mod scale_bar;
mod source;
mod stream;
pub mod tiles;
mod whole;

pub use battle::{ShownUnit, turns_to_the_end_of};
pub use canvas::min_zoom;
pub use grid_tool::{Brush, calibration_refused};
pub use markers::PROBLEM_RED;
pub use tiles::{DecodedMap, ImageSource, PreparedMap, prepare_map};

use crate::app::document::Document;
use crate::app::view::{Audience, ViewCtx};
use crate::i18n::tr;
use crate::model::{Point, Scenario, SideId, placement_problems};
use crate::render::draw;
use egui::emath::TSTransform;
use egui::{Color32, LayerId, Pos2, Rect, Vec2, pos2, vec2};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Start reading the map image of the scenario file `path` while the window is being created;
/// the map view adopts that work when it asks for the same file. The scenario is read on its
/// own thread, and nothing happens when it cannot be read or names no map (the window says
/// why when it opens the scenario itself).
pub fn prefetch_map_of(path: &Path) {
    crate::app::trace::once(crate::app::trace::MAP_OPEN_REQUESTED);
    let path = path.to_path_buf();
    std::thread::spawn(move || {
        let Ok((scenario, _)) = crate::app::files::open_scenario(&path) else {
            return;
        };
        let Some(image) = scenario.map.image.as_deref() else {
            return;
        };
        let dir = crate::app::files::folder_of(&path);
        load::prefetch(
            draw::map_image_path(dir.as_deref(), image),
            tiles::MAX_TILE_SIDE,
        );
    });
}

/// The canvas used when the scenario has no map image and no recorded size.
pub const DEFAULT_CANVAS: (u32, u32) = (1600, 1000);
/// Furthest one can zoom out and in (screen points per image pixel); zooming out stops
/// earlier, at [`MIN_ZOOM_OF_FIT`] of the zoom that shows the whole map.
pub const ZOOM_RANGE: (f32, f32) = (0.002, 16.0);
/// The furthest zoom-out, as a fraction of Fit: beyond it the map is a speck.
pub const MIN_ZOOM_OF_FIT: f32 = 0.25;
/// Width the toolbar needs for Fit, 100% and the zoom: narrower, they go into a menu.
const ZOOM_TOOLS_WIDTH: f32 = 200.0;

/// What a click on the map does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Select and drag markers and area vertices; drag empty map to pan.
    Select,
    /// A click on empty map places a marker.
    PlaceMarker,
    /// Clicks add vertices of the side's deployment area.
    DrawArea(SideId),
    /// Three clicks on hex centres set the grid; the arrow keys nudge it.
    Calibrate,
    /// Clicks and drags paint the grid's cells or hexsides.
    Paint(Brush),
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
    /// Go to 100% once the map image is loaded (the screen check of the map's tiles).
    zoom_100_when_loaded: bool,
    /// The screen check asked for 100%: a successor view (another document) is asked too.
    zoom_100_asked: bool,
    tool: Tool,
    selection: Selection,
    image: tiles::MapImage,
    areas: areas::AreaTool,
    markers: markers::MarkerTool,
    placement: placement::PlacementForm,
    scenario_dir: Option<PathBuf>,
    /// Which marker values the audience may not see, for the document state and audience of
    /// the key.
    withheld: Option<((u64, u64, crate::record::Audience), Vec<bool>)>,
    /// A deletion the log refers to, waiting for the user's yes: the marker and the question.
    confirm_delete: Option<(String, String)>,
    /// The grid shown or not, its calibration's clicks, a stroke of paint under way.
    grid: grid_tool::GridTool,
    /// The turn slider, the replays it shows, a unit being dragged.
    battle: battle::BattleTool,
}

impl Default for MapView {
    fn default() -> Self {
        MapView::new()
    }
}

impl MapView {
    pub fn new() -> MapView {
        MapView::with_image(tiles::MapImage::default())
    }

    /// The view of another document's map, taking over this one's GL textures for its tiles
    /// (see [`gpu::SpareTextures`]).
    pub fn successor(&mut self) -> MapView {
        let mut next = MapView::with_image(tiles::MapImage::with_textures(
            self.image.hand_over_textures(),
        ));
        if self.zoom_100_asked {
            next.zoom_100_when_loaded();
        }
        next
    }

    fn with_image(image: tiles::MapImage) -> MapView {
        MapView {
            scene_rect: Rect::ZERO,
            to_screen: TSTransform::IDENTITY,
            canvas: Rect::ZERO,
            fit_next_frame: true,
            zoom_100_when_loaded: false,
            zoom_100_asked: false,
            tool: Tool::Select,
            selection: Selection::None,
            image,
            areas: areas::AreaTool::default(),
            markers: markers::MarkerTool::default(),
            placement: placement::PlacementForm::default(),
            scenario_dir: None,
            withheld: None,
            confirm_delete: None,
            grid: grid_tool::GridTool::default(),
            battle: battle::BattleTool::default(),
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

    /// Whether the map on screen is the one the user will see once everything has come in:
    /// nothing loading, the zoom asked for applied, no tile of the view still blurred.
    pub fn is_settled(&self) -> bool {
        let zoom_waiting = self.zoom_100_when_loaded && self.image.size.is_some();
        !self.is_loading() && !zoom_waiting && !self.image.awaits_detail()
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
            // The map's pixels on whole screen points: a canvas whose centre falls between two
            // (a panel of fractional height above it) would blur each with its neighbour.
            let to_canvas = (self.canvas.center() - self.scene_rect.center()).round();
            self.scene_rect =
                Rect::from_center_size(self.canvas.center() - to_canvas, self.canvas.size());
        }
    }

    /// Move the view by `by` screen points, as a drag on empty ground does (the measuring
    /// tour's pan).
    #[cfg(feature = "measure")]
    pub fn pan_by(&mut self, by: Vec2) {
        let zoom = self.to_screen.scaling;
        if zoom > 0.0 {
            self.scene_rect = self.scene_rect.translate(-by / zoom);
        }
    }

    /// [`Self::zoom_100`] as soon as the map image is loaded, around the map's centre.
    pub fn zoom_100_when_loaded(&mut self) {
        self.zoom_100_when_loaded = true;
        self.zoom_100_asked = true;
    }

    /// Open a map image file chosen by the user. It is decoded on a worker thread; once it has
    /// decoded, the document's `map.image` names it (relative to the scenario's folder when it
    /// is inside it) and `map.size` is its size. A file that is not a usable image leaves the
    /// document as it was and says why.
    pub fn load_image(&mut self, path: PathBuf) {
        let key = self.key_for(&path);
        self.image.start(key, ImageSource::File(path), true);
    }

    /// Open a map image held in memory (the embedded demo map, a bundle's map: shared, not
    /// copied), named `name` in `map.image`. Call it before the next [`MapView::ui`] after
    /// opening a document that names `name`, so that the map is not looked for on disk.
    pub fn load_bytes(&mut self, bytes: impl Into<Arc<[u8]>>, name: &str) {
        let source = ImageSource::Bytes {
            bytes: bytes.into(),
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
    /// `audience` may see it, here and now (the window exports on a thread instead: see
    /// [`crate::app::export_map`]). The image is read again from its source at full resolution:
    /// the one shown, else the file the document names.
    pub fn export_png(
        &self,
        doc: &Document,
        path: &Path,
        audience: Audience,
        scale: f32,
    ) -> Result<(), crate::app::export_map::ExportError> {
        let source = match &self.image.source {
            Some(ImageSource::File(p)) => crate::app::export_map::MapBytes::File(p.clone()),
            Some(ImageSource::Bytes { bytes, name }) => crate::app::export_map::MapBytes::Memory {
                bytes: bytes.clone(),
                name: name.clone(),
            },
            None => crate::app::export_map::locate_map(
                doc.scenario(),
                self.scenario_dir.as_deref(),
                None,
            )?,
        };
        let export = crate::app::export_map::MapExport {
            scenario: doc.scenario().clone(),
            source,
            audience,
            scale,
            out: path.to_path_buf(),
        };
        export
            .export(&crate::app::jobs::JobCtl::detached())
            .map(|_| ())
    }

    /// Stop reading the map image; the document keeps naming it, and it is not read again
    /// until the name changes.
    pub fn cancel_loading(&mut self) {
        self.image.cancel();
    }

    /// The map image being read, for the status bar: what, and the fraction done when known.
    pub fn loading_progress(&self) -> Option<(String, Option<f32>)> {
        match self.image.stage()? {
            tiles::LoadStage::Decoding { origin, .. } => {
                Some((tr!(MapProgressReading, file = origin.as_str()), None))
            }
            tiles::LoadStage::Tiling { done, total } => Some((
                tr!(MapProgressDetail),
                Some(done as f32 / total.max(1) as f32),
            )),
        }
    }

    /// The size of the canvas in image pixels: the image's, else the recorded size, else a default.
    fn map_size(&self, s: &Scenario) -> (u32, u32) {
        self.image.size.or(s.map.size).unwrap_or(DEFAULT_CANVAS)
    }

    /// Draw the map and its tools; handle the user's input.
    pub fn ui(&mut self, ui: &mut egui::Ui, doc: &mut Document, view: &mut ViewCtx) {
        self.scenario_dir = view.scenario_dir.clone();
        self.keep_loading(ui.ctx(), doc, view);
        self.drop_stale_selection(doc.scenario());
        self.confirm_ui(ui.ctx(), doc);
        let player = view.player_view();
        // A player's view is read-only: selecting and looking, no tool that changes the map.
        if player && self.tool != Tool::Select {
            self.set_tool(Tool::Select);
        }
        let withheld = self.withheld(doc, view.audience);
        let bar = crate::app::frames::side_top_panel(ui.style());
        egui::Panel::top("umpire-map-toolbar")
            .frame(bar)
            .show(ui, |ui| self.toolbar(ui, doc, player));
        egui::Panel::top("umpire-map-battlebar")
            .frame(bar)
            .show(ui, |ui| self.battle_bar(ui, doc.scenario()));
        // A third of a narrow window at most; the width changes only when the user drags it.
        let panel_width = (ui.available_width() * 0.32).clamp(240.0, 320.0);
        egui::Panel::right("umpire-map-markers")
            .frame(bar)
            .resizable(true)
            .default_size(panel_width)
            .size_range(240.0..=420.0)
            .show(ui, |ui| {
                // Scrolls both ways, so that a wide row scrolls rather than widening the
                // panel and shifting the map.
                egui::ScrollArea::both()
                    .auto_shrink([false, false])
                    .show(ui, |ui| self.side_panel(ui, doc, view, &withheld));
            });
        self.keyboard(ui, doc, player);
        if !player {
            self.nudge_grid(ui, doc);
        }
        self.canvas_ui(ui, doc, view, player, &withheld);
    }

    /// For each marker, whether the knowledge rules withhold its value from `audience`; kept
    /// until the document or the audience changes (the record replays the whole log).
    fn withheld(&mut self, doc: &Document, audience: crate::record::Audience) -> Vec<bool> {
        let key = (doc.id(), doc.generation(), audience);
        if self.withheld.as_ref().is_none_or(|(k, _)| *k != key) {
            let v = draw::withheld_values(doc.scenario(), audience);
            self.withheld = Some((key, v));
        }
        self.withheld
            .as_ref()
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    }

    /// In the real window, before each frame is built: the map's rows go into its GL
    /// textures ([`tiles::MapImage::before_frame`]).
    pub fn before_frame(&mut self, frame: &mut eframe::Frame) {
        self.image.before_frame(frame);
    }

    /// The window is closing: free the map's GL textures while its context is current.
    pub fn release_gpu(&mut self) {
        self.image.release_gpu();
    }

    /// Load the image the document names when it changes (opening a file, undo), take the
    /// decoded tiles, and report a finished decode. The designer calls it every frame it draws;
    /// the window calls it on the other tabs, so that a map opened there is ready, not waiting.
    pub fn keep_loading(&mut self, ctx: &egui::Context, doc: &mut Document, view: &mut ViewCtx) {
        match self.image.poll(ctx) {
            Some(tiles::LoadOutcome::Loaded {
                key,
                size,
                write_doc,
            }) => {
                let s = doc.scenario();
                if write_doc && s.map.image.as_deref() != Some(key.as_str()) {
                    doc.step(|s| {
                        s.map.image = Some(key.clone());
                        s.map.size = Some(size);
                    });
                } else if s.map.size != Some(size) && !doc.is_read_only() {
                    // (A player's view leaves the recorded size for the umpire's to correct.)
                    if let Some((w, h)) = s.map.size {
                        view.info(tr!(
                            MapSizeUpdated,
                            file = key.as_str(),
                            width = size.0.to_string(),
                            height = size.1.to_string(),
                            recorded_width = w.to_string(),
                            recorded_height = h.to_string()
                        ));
                    }
                    doc.step(|s| s.map.size = Some(size));
                }
                self.fit_next_frame = true;
            }
            Some(tiles::LoadOutcome::Failed { key, error }) => {
                view.error(tr!(
                    MapImageNotChanged,
                    error = error.to_string(),
                    file = key.as_str()
                ));
            }
            None => {}
        }
        let wanted = doc.scenario().map.image.clone();
        match wanted {
            None => {
                if self.image.key.is_some() && self.image.loading_key().is_none() {
                    self.image.clear();
                }
                self.image.drop_unneeded_spares();
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
                self.image.drop_unneeded_spares();
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

    /// Escape, Enter and Delete on the map; `player`: a player's view, where nothing is
    /// deleted or closed.
    fn keyboard(&mut self, ui: &egui::Ui, doc: &mut Document, player: bool) {
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
            if !self.grid.clicks_or_stroke_empty() {
                self.grid.cancel();
            } else if !self.areas.drawing.is_empty() {
                self.areas.cancel();
            } else if self.markers.drag.is_some() || self.areas.drag.is_some() {
                self.markers.drag = None;
                self.areas.drag = None;
            } else {
                self.selection = Selection::None;
                self.tool = Tool::Select;
            }
        }
        if player {
            return;
        }
        if enter && let Tool::DrawArea(side) = self.tool {
            self.finish_area(doc, side);
        }
        if delete {
            self.delete_selection(doc);
        }
    }

    /// Delete a marker; when the log refers to it, only after the user has said yes.
    fn delete_marker(&mut self, doc: &mut Document, id: &str) {
        let s = doc.scenario();
        let entries = crate::app::references::marker_entries(s, id);
        if entries.is_empty() {
            self.remove_marker(doc, id);
        } else {
            let text = tr!(
                MapDeleteMarkerWarning,
                entries = crate::app::references::describe(s, &entries),
                id = id
            );
            self.confirm_delete = Some((id.to_string(), text));
        }
    }

    fn remove_marker(&mut self, doc: &mut Document, id: &str) {
        doc.step(|s| s.markers.markers.retain(|m| m.id != id));
        self.selection = Selection::None;
    }

    /// The question of a deletion the log refers to, while it waits.
    fn confirm_ui(&mut self, ctx: &egui::Context, doc: &mut Document) {
        let Some((id, text)) = &self.confirm_delete else {
            return;
        };
        let title = tr!(MapDeleteMarkerTitle, id = id.as_str());
        let yes = tr!(MapDeleteIt);
        if let Some(yes) = crate::app::references::confirm(ctx, "delete_marker", &title, text, &yes)
        {
            let id = id.clone();
            self.confirm_delete = None;
            if yes {
                self.remove_marker(doc, &id);
            }
        }
    }

    fn finish_area(&mut self, doc: &mut Document, side: SideId) {
        if let Some(points) = self.areas.take_closed() {
            doc.step(|s| s.side_mut(side).deployment.points = points);
            self.selection = Selection::Area(side);
            self.tool = Tool::Select;
        }
    }

    fn delete_selection(&mut self, doc: &mut Document) {
        match self.selection.clone() {
            Selection::None => {}
            Selection::Marker(id) => self.delete_marker(doc, &id),
            Selection::Area(side) => {
                doc.step(|s| s.side_mut(side).deployment.points.clear());
                self.selection = Selection::None;
            }
            Selection::Vertex(side, i) => {
                self.selection = areas::delete_vertex(doc, side, i);
            }
        }
    }
}
