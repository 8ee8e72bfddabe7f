//! The designer's panels beside the map: the toolbar with the tools and the zoom, what the map
//! image is and how far its reading has come, and the inspector of the selection and of the
//! deployment areas.

use super::*;
use crate::i18n::tr;

impl MapView {
    /// One row that never wraps: the tools, then the zoom (in a menu when the row is
    /// narrow). What the map image is goes on the row below ([`Self::battle_bar`]), which has
    /// the room a file's name needs.
    /// `player`: a player's view, where the tools that change the map are off.
    pub(super) fn toolbar(&mut self, ui: &mut egui::Ui, doc: &Document, player: bool) {
        let s = doc.scenario();
        ui.horizontal(|ui| {
            let mut tool = self.tool;
            ui.selectable_value(&mut tool, Tool::Select, tr!(MapToolSelect))
                .on_hover_text(tr!(MapToolSelectWhy));
            let why_not = crate::app::menu_bar::read_only_why();
            let why_not = why_not.as_str();
            ui.add_enabled_ui(!player, |ui| {
                ui.selectable_value(&mut tool, Tool::PlaceMarker, tr!(MapToolPlaceMarker))
                    .on_hover_text(tr!(MapToolPlaceMarkerWhy))
                    .on_disabled_hover_text(why_not);
                for side in SideId::BOTH {
                    let name = s.side(side).name.as_str();
                    ui.selectable_value(
                        &mut tool,
                        Tool::DrawArea(side),
                        tr!(MapToolDrawArea, side = name),
                    )
                    .on_hover_text(tr!(MapToolDrawAreaWhy, side = name))
                    .on_disabled_hover_text(why_not);
                }
            });
            self.set_tool(tool);
            ui.separator();
            if ui.available_width() >= ZOOM_TOOLS_WIDTH {
                self.zoom_tools(ui);
            } else {
                ui.menu_button(tr!(MapZoom), |ui| self.zoom_tools(ui))
                    .response
                    .on_hover_text(tr!(MapZoomWhy));
            }
        });
    }

    /// The row under the toolbar: the grid's switch, the battle shown, then, at its right end,
    /// what the map image is (shortened, whole on hover, only when even that row is too narrow).
    pub(super) fn battle_bar(&mut self, ui: &mut egui::Ui, s: &Scenario) {
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.grid.show, tr!(MapGridSwitch))
                .on_hover_text(tr!(MapGridSwitchWhy));
            ui.separator();
            self.battle.slider_ui(ui, s);
            ui.separator();
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                self.load_status(ui, s);
            });
        });
    }

    pub(super) fn zoom_tools(&mut self, ui: &mut egui::Ui) {
        if ui
            .button(tr!(MapZoomFit))
            .on_hover_text(tr!(MapZoomFitWhy))
            .clicked()
        {
            self.fit();
        }
        if ui
            .button(tr!(MapZoom100))
            .on_hover_text(tr!(MapZoom100Why))
            .clicked()
        {
            self.zoom_100();
        }
        ui.label(tr!(
            MapZoomLevel,
            zoom = (f64::from(self.zoom()) * 100.0).round()
        ))
        .on_hover_text(tr!(MapZoomLevelWhy));
    }

    pub(super) fn load_status(&self, ui: &mut egui::Ui, s: &Scenario) {
        match self.image.stage() {
            // No spinner: it repaints the window every frame, and under a software renderer
            // those frames took the CPU the decoder needed. The counts move with each report.
            Some(tiles::LoadStage::Decoding { origin, seconds }) => {
                let seconds = (f64::from(seconds) * 10.0).round() / 10.0;
                ui.label(tr!(
                    MapLoadDecoding,
                    file = origin.as_str(),
                    seconds = seconds
                ));
            }
            Some(tiles::LoadStage::Tiling { done, total }) => {
                ui.label(tr!(MapLoadTiling, done = done, total = total));
            }
            None => {
                let text = match (self.image.size, &s.map.image) {
                    // Pixels as digits, as an image viewer writes them.
                    (Some((w, h)), Some(name)) => tr!(
                        MapLoadSize,
                        file = name.as_str(),
                        width = w.to_string(),
                        height = h.to_string()
                    ),
                    (None, Some(name)) => tr!(MapLoadNotLoaded, file = name.as_str()),
                    (_, None) => tr!(MapLoadNoImage),
                };
                ui.add(egui::Label::new(text.clone()).truncate())
                    .on_hover_text(text);
            }
        }
    }

    pub(super) fn side_panel(
        &mut self,
        ui: &mut egui::Ui,
        doc: &mut Document,
        view: &mut ViewCtx,
        withheld: &[bool],
    ) {
        let player = view.player_view();
        markers::palette_ui(&mut self.markers, ui, doc, player);
        ui.separator();
        // Shown, not live, in a player's view, which is read-only.
        ui.add_enabled_ui(!player, |ui| self.placement.ui(ui, doc, view));
        ui.separator();
        markers::problems_ui(ui, doc.scenario());
        ui.separator();
        self.selection_ui(ui, doc, player, withheld);
        ui.separator();
        ui.add_enabled_ui(!player, |ui| self.areas_ui(ui, doc));
        ui.separator();
        self.grid_ui(ui, doc, player);
    }

    pub(super) fn selection_ui(
        &mut self,
        ui: &mut egui::Ui,
        doc: &mut Document,
        player: bool,
        withheld: &[bool],
    ) {
        match self.selection.clone() {
            Selection::None => {
                ui.weak(tr!(MapSelectionNone));
            }
            Selection::Marker(id) => {
                let hide = doc
                    .scenario()
                    .markers
                    .markers
                    .iter()
                    .position(|m| m.id == id)
                    .and_then(|i| withheld.get(i).copied())
                    .unwrap_or(false);
                let inspected = ui
                    .add_enabled_ui(!player, |ui| {
                        markers::inspector_ui(ui, doc, &id, hide, player)
                    })
                    .inner;
                match inspected {
                    markers::Inspector::Deleted => self.selection = Selection::None,
                    markers::Inspector::DeleteAsked => self.delete_marker(doc, &id),
                    markers::Inspector::Kept => {}
                }
            }
            Selection::Area(side) | Selection::Vertex(side, _) => {
                let vertex = self.selected_vertex();
                let deleted = ui
                    .add_enabled_ui(!player, |ui| {
                        areas::inspector_ui(ui, doc, side, vertex, &mut self.tool)
                    })
                    .inner;
                if deleted {
                    self.selection = Selection::None;
                }
            }
        }
    }

    pub(super) fn selected_vertex(&self) -> Option<usize> {
        match self.selection {
            Selection::Vertex(_, i) => Some(i),
            _ => None,
        }
    }

    pub(super) fn areas_ui(&mut self, ui: &mut egui::Ui, doc: &mut Document) {
        ui.heading(tr!(MapAreasHeading));
        for side in SideId::BOTH {
            let name = doc.scenario().side(side).name.clone();
            let n = doc.scenario().side(side).deployment.points.len();
            ui.label(if n >= 3 {
                tr!(MapAreasVertices, side = name.as_str(), count = n)
            } else {
                tr!(MapAreasNone, side = name.as_str())
            });
            // Short buttons under the name, so that a long name never widens the panel.
            ui.horizontal_wrapped(|ui| {
                let draw = ui
                    .button(if n >= 3 {
                        tr!(MapAreasDrawAgain)
                    } else {
                        tr!(MapAreasDraw)
                    })
                    .accessible_name(tr!(MapAreasDrawName, side = name.as_str()))
                    .on_hover_text(tr!(MapAreasDrawWhy, side = name.as_str()));
                if draw.clicked() {
                    self.set_tool(Tool::DrawArea(side));
                }
                if n > 0
                    && ui
                        .button(tr!(MapAreasDelete))
                        .accessible_name(tr!(MapAreasDeleteName, side = name.as_str()))
                        .on_hover_text(tr!(MapAreasDeleteWhy, side = name.as_str()))
                        .clicked()
                {
                    doc.step(|s| s.side_mut(side).deployment.points.clear());
                    self.selection = Selection::None;
                }
            });
        }
        if let Tool::DrawArea(side) = self.tool {
            ui.label(tr!(
                MapAreasDrawing,
                side = doc.scenario().side(side).name.as_str(),
                count = self.areas.drawing.len()
            ));
        }
    }
}
