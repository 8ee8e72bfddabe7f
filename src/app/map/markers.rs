//! VP markers on the map: the palette of values, placing, dragging, selecting, inspecting,
//! the placement problems, and painting them legibly at every zoom.
//!
//! In the player view a face-down marker shows no value anywhere: its label, tooltip, colour and
//! size are those of [`draw::HIDDEN_MARKER_COLOUR`], and the palette stops telling which values
//! are left once any marker is face down (the remainder would give the hidden ones away).
//!
//! One file for one tool: the palette, the drags, the problems list and the painting all read
//! the same rule of what a face-down marker may show, which is easiest to check in one place.

use super::marker_set::{format_set, parse_set};
use crate::app::document::Document;
use crate::i18n::tr;
use crate::model::{
    MARKERS_IN_DEFENDER_AREA, Marker, MarkerSet, PlacementProblem, Point, Role,
    STANDARD_MARKER_VALUES, Scenario, SideId, in_own_area, placement_problems,
};
use crate::render::draw;
use egui::emath::TSTransform;
use egui::{Align2, Color32, FontId, Pos2, Rect, RichText, Sense, Stroke, Vec2, pos2, vec2};
use std::collections::BTreeSet;

/// Colour of the ring around a marker that breaks a placement rule, and of problem text.
pub const PROBLEM_RED: Color32 = Color32::from_rgb(0xd0, 0x10, 0x10);
const SELECTED_RING: Color32 = Color32::from_rgb(0xff, 0xd7, 0x00);

/// Palette choice and a drag under way.
#[derive(Default)]
pub struct MarkerTool {
    /// The value of the next marker; the largest value left when `None` or used up.
    pub value: Option<u32>,
    /// Who places the next marker outside placement mode.
    pub placed_by: Option<SideId>,
    pub drag: Option<MarkerDrag>,
    /// The own-set editor's text and the set it was last in step with.
    set_text: Option<(String, Vec<u32>)>,
}

/// A marker being dragged: the document changes only when the drag ends.
pub struct MarkerDrag {
    pub id: String,
    /// From the pointer to the marker's centre, in image pixels.
    pub offset: Vec2,
    pub pos: Point,
}

/// What the user did to the markers this frame.
#[derive(Default)]
pub struct Interaction {
    pub selected: Option<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Inspector {
    Kept,
    Deleted,
    /// The user asked to delete the marker: the map asks first when the log refers to it.
    DeleteAsked,
}

fn to_pos(p: Point) -> Pos2 {
    pos2(p.x, p.y)
}

fn colour(c: crate::model::Rgb) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

/// A marker's radius on screen: its size on the full-resolution map at this zoom, but never
/// smaller than 0.8 nor larger than 1.6 times its style radius in points, so it stays legible.
pub fn screen_radius(style_radius: f32, unit: f32, zoom: f32) -> f32 {
    (style_radius * unit * zoom).clamp(style_radius * 0.8, style_radius * 1.6)
}

/// Where a marker lies, in words.
pub fn inside_which_area(s: &Scenario, p: Point) -> String {
    let inside: Vec<&str> = SideId::BOTH
        .into_iter()
        .filter(|&side| s.side(side).deployment.contains(p))
        .map(|side| s.side(side).name.as_str())
        .collect();
    match inside.as_slice() {
        [] => tr!(MapMarkerOutsideAreas),
        [one] => tr!(MapMarkerInsideArea, side = *one),
        _ => tr!(MapMarkerInsideBoth),
    }
}

fn side_label(s: &Scenario, side: Option<SideId>) -> String {
    match side {
        Some(side) => s.side(side).name.clone(),
        None => tr!(MapMarkerNotRecorded),
    }
}

/// The accessible name of a marker, as this audience may hear it; `withheld`: the knowledge
/// rules hide its value from the audience.
pub fn marker_label(m: &Marker, withheld: bool) -> String {
    match draw::visible_value(m, withheld) {
        Some(v) => tr!(MapMarkerLabel, id = m.id.as_str(), value = v),
        None => tr!(MapMarkerLabelFaceDown, id = m.id.as_str()),
    }
}

/// Ids of the markers that break a placement rule.
fn marker_problem_ids(problems: &[PlacementProblem]) -> BTreeSet<&str> {
    problems
        .iter()
        .filter_map(|p| match p {
            PlacementProblem::InOwnArea { marker, .. } => Some(marker.as_str()),
            _ => None,
        })
        .collect()
}

/// Why no marker can be placed now.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlaceError {
    #[error(
        "{}",
        tr!(MapMarkerPlacementOver, all_placed = super::placement::all_placed(*markers))
    )]
    PlacementOver { markers: usize },
    #[error("{}", tr!(MapMarkerSetUsedUp, set = set.as_str()))]
    SetUsedUp { set: String },
    /// Placement mode: the point lies in the placing side's own deployment area (seed 002).
    #[error("{}", tr!(MapMarkerOwnArea, whose = whose.as_str()))]
    OwnArea {
        /// The placing side's name as [`super::placement::whose`] writes it.
        whose: String,
    },
}

impl MarkerTool {
    /// Place the next marker at `p`: in placement mode the side whose turn it is places it.
    /// Returns its id, or why it cannot be placed.
    pub fn place(
        &mut self,
        doc: &mut Document,
        p: Point,
        player: bool,
    ) -> Result<String, PlaceError> {
        let s = doc.scenario();
        let set = &s.markers;
        let by = if set.placement.is_some() {
            let side = set.next_to_place().ok_or(PlaceError::PlacementOver {
                markers: set.values.len(),
            })?;
            if in_own_area(s, side, p) {
                return Err(PlaceError::OwnArea {
                    whose: super::placement::whose(&s.side(side).name),
                });
            }
            Some(side)
        } else {
            self.placed_by
        };
        let left = set.unplaced_values();
        let value = match self.value.filter(|v| left.contains(v)) {
            Some(v) => v,
            None => *left.iter().max().ok_or_else(|| PlaceError::SetUsedUp {
                set: format_set(&set.values),
            })?,
        };
        // Players place face down; once values are dealt face down, new markers join them.
        let hidden = player || set.markers.iter().any(|m| m.hidden);
        let id = set.next_id();
        let marker = Marker {
            id: id.clone(),
            name: String::new(),
            pos: p,
            value: Some(value),
            hidden,
            placed_by: by,
        };
        doc.step(|s| s.markers.markers.push(marker));
        Ok(id)
    }
}

/// Markers as widgets in the scene: click selects, drag moves (one undo step; only when
/// `movable`, never in a player's view), hover tells. `withheld`: for each marker, whether its
/// value is hidden from the audience.
pub fn interact(
    tool: &mut MarkerTool,
    ui: &egui::Ui,
    doc: &mut Document,
    to_screen: &TSTransform,
    map_rect: Rect,
    (withheld, movable): (&[bool], bool),
) -> Interaction {
    let zoom = to_screen.scaling;
    let unit = draw::export_unit(map_rect.width() as u32, map_rect.height() as u32);
    let mut out = Interaction::default();
    let markers = doc.scenario().markers.markers.clone();
    for (i, m) in markers.iter().enumerate() {
        // Whether the knowledge rules withhold this marker's value from the audience.
        let value_withheld = withheld.get(i).copied().unwrap_or(false);
        let pos = match &tool.drag {
            Some(d) if d.id == m.id => d.pos,
            _ => m.pos,
        };
        let (_, r) = draw::shown_style(m, value_withheld);
        let half = screen_radius(r, unit, zoom) / zoom;
        let rect = Rect::from_center_size(to_pos(pos), Vec2::splat(2.0 * half));
        let sense = if movable {
            Sense::click_and_drag()
        } else {
            Sense::click()
        };
        let resp = ui.interact(rect, ui.scope_id().with(("vp-marker", &m.id)), sense);
        let label = marker_label(m, value_withheld);
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if resp.clicked() {
            out.selected = Some(m.id.clone());
        }
        // The grip is where the button went down, not where the drag was recognised.
        if resp.drag_started()
            && let Some(at) = ui
                .input(|i| i.pointer.press_origin())
                .map(|p| to_screen.inverse() * p)
                .or(resp.interact_pointer_pos())
        {
            tool.drag = Some(MarkerDrag {
                id: m.id.clone(),
                offset: to_pos(m.pos) - at,
                pos: m.pos,
            });
            out.selected = Some(m.id.clone());
        }
        if resp.dragged()
            && let Some(at) = resp.interact_pointer_pos()
            && let Some(d) = tool.drag.as_mut().filter(|d| d.id == m.id)
        {
            let p = map_rect.clamp(at + d.offset);
            d.pos = Point::new(p.x, p.y);
        }
        if resp.drag_stopped()
            && let Some(d) = tool.drag.take_if(|d| d.id == m.id)
            && d.pos != m.pos
        {
            let to = super::canvas::snapped(doc.scenario(), d.pos);
            doc.step(|s| {
                if let Some(mm) = s.markers.markers.iter_mut().find(|mm| mm.id == d.id) {
                    mm.pos = to;
                }
            });
        }
        if tool.drag.is_none() {
            let s = doc.scenario();
            let _ = resp.on_hover_ui_at_pointer(|ui| tooltip_ui(ui, s, m, value_withheld));
        }
    }
    out
}

/// Everything about one marker that this audience may know; `withheld`: the knowledge rules
/// hide its value from the audience.
pub fn marker_facts(s: &Scenario, m: &Marker, withheld: bool) -> Vec<String> {
    let mut facts = vec![if m.name.is_empty() {
        tr!(MapMarker, id = m.id.as_str())
    } else {
        tr!(MapMarkerNamed, id = m.id.as_str(), name = m.name.as_str())
    }];
    facts.push(match draw::visible_value(m, withheld) {
        Some(value) if m.hidden => tr!(MapMarkerValueFaceDownToPlayers, value = value),
        Some(value) => tr!(MapMarkerValue, value = value),
        None => tr!(MapMarkerValueFaceDown),
    });
    facts.push(tr!(MapMarkerPlacedBy, side = side_label(s, m.placed_by)));
    facts.push(tr!(MapMarkerLies, place = inside_which_area(s, m.pos)));
    facts
}

fn tooltip_ui(ui: &mut egui::Ui, s: &Scenario, m: &Marker, withheld: bool) {
    for line in marker_facts(s, m, withheld) {
        ui.label(line);
    }
    for p in placement_problems(s) {
        if matches!(&p, PlacementProblem::InOwnArea { marker, .. } if *marker == m.id) {
            ui.colored_label(PROBLEM_RED, p.message(s));
        }
    }
}

/// Which markers' names the map writes beside their ids: every one in the umpire's view (who
/// lays out and reads the whole field), and the one under the pointer in any view.
pub struct Names<'a> {
    pub all: bool,
    pub hovered: Option<&'a str>,
}

impl Names<'_> {
    /// The marker's label on the map: its id, with its name when it is shown.
    fn label(&self, m: &Marker) -> String {
        let name = m.name.trim();
        if !name.is_empty() && (self.all || self.hovered == Some(m.id.as_str())) {
            format!("{} {name}", m.id)
        } else {
            m.id.clone()
        }
    }
}

/// The marker under the screen position `at`, if any (the topmost when they overlap).
pub fn marker_at<'a>(
    s: &'a Scenario,
    to_screen: &TSTransform,
    map_size: (u32, u32),
    withheld: &[bool],
    at: Pos2,
) -> Option<&'a str> {
    let unit = draw::export_unit(map_size.0, map_size.1);
    s.markers
        .markers
        .iter()
        .enumerate()
        .rev()
        .find(|(i, m)| {
            let (_, r) = draw::shown_style(m, withheld.get(*i).copied().unwrap_or(false));
            let r = screen_radius(r, unit, to_screen.scaling);
            (*to_screen * to_pos(m.pos)).distance(at) <= r
        })
        .map(|(_, m)| m.id.as_str())
}

/// Paint the markers in screen space on the overlay.
#[allow(clippy::too_many_arguments)]
pub fn paint(
    painter: &egui::Painter,
    s: &Scenario,
    tool: &MarkerTool,
    selection: &super::Selection,
    problems: &[PlacementProblem],
    to_screen: &TSTransform,
    (map_size, names): ((u32, u32), &Names),
    withheld: &[bool],
) {
    let zoom = to_screen.scaling;
    let unit = draw::export_unit(map_size.0, map_size.1);
    let flagged = marker_problem_ids(problems);
    let dragged = tool.drag.as_ref().map(|d| d.id.as_str());
    // The dragged marker last, so it is on top.
    let order = s
        .markers
        .markers
        .iter()
        .filter(|m| Some(m.id.as_str()) != dragged)
        .chain(
            s.markers
                .markers
                .iter()
                .filter(|m| Some(m.id.as_str()) == dragged),
        );
    for m in order {
        let value_withheld = s
            .markers
            .markers
            .iter()
            .position(|x| x.id == m.id)
            .and_then(|i| withheld.get(i).copied())
            .unwrap_or(false);
        let pos = match &tool.drag {
            Some(d) if d.id == m.id => d.pos,
            _ => m.pos,
        };
        let at = *to_screen * to_pos(pos);
        let (c, r) = draw::shown_style(m, value_withheld);
        let r = screen_radius(r, unit, zoom);
        if flagged.contains(m.id.as_str()) {
            painter.circle_stroke(at, r + 4.5, Stroke::new(3.5, PROBLEM_RED));
        }
        if *selection == super::Selection::Marker(m.id.clone()) {
            painter.circle_stroke(at, r + 9.0, Stroke::new(2.5, SELECTED_RING));
        }
        painter.circle(at, r, colour(c), Stroke::new(1.5, Color32::WHITE));
        // Face down but shown (the umpire's view): a dashed ring says so.
        let face_down_shown = m.hidden && !value_withheld;
        if face_down_shown {
            face_down_ring(painter, at, r + 3.0);
        }
        // Whole point sizes only, so zooming does not fill the font atlas with sizes.
        let size = r.round().max(8.0);
        painter.text(
            at,
            Align2::CENTER_CENTER,
            draw::marker_caption(m, value_withheld),
            FontId::proportional(size),
            Color32::WHITE,
        );
        let label_at = at + vec2(r + 3.0, -r * 0.6);
        let galley = painter.layout_no_wrap(
            names.label(m),
            FontId::proportional(12.0),
            Color32::from_gray(16),
        );
        let rect = Rect::from_min_size(label_at - vec2(0.0, galley.size().y / 2.0), galley.size())
            .expand(2.0);
        painter.rect_filled(rect, 2.0, Color32::from_white_alpha(220));
        painter.galley(rect.min + vec2(2.0, 2.0), galley, Color32::from_gray(16));
    }
}

/// A dashed ring: the mark of a face-down marker whose value this view shows.
fn face_down_ring(painter: &egui::Painter, at: egui::Pos2, r: f32) {
    const DASHES: usize = 12;
    let stroke = Stroke::new(2.0, Color32::from_gray(20));
    for k in 0..DASHES {
        let a0 = k as f32 / DASHES as f32 * std::f32::consts::TAU;
        let a1 = a0 + 0.6 * std::f32::consts::TAU / DASHES as f32;
        let pts: Vec<egui::Pos2> = (0..=4)
            .map(|j| {
                let a = a0 + (a1 - a0) * j as f32 / 4.0;
                at + vec2(a.cos(), a.sin()) * r
            })
            .collect();
        painter.add(egui::Shape::line(pts, stroke));
    }
}

fn swatch(ui: &mut egui::Ui, c: Color32) {
    let (rect, _) = ui.allocate_exact_size(vec2(14.0, 14.0), Sense::hover());
    ui.painter().circle_filled(rect.center(), 6.0, c);
}

/// The marker set, the palette of values left, and who places the next marker.
pub fn palette_ui(tool: &mut MarkerTool, ui: &mut egui::Ui, doc: &mut Document, player: bool) {
    ui.heading(tr!(MapMarkersHeading));
    let set = doc.scenario().markers.clone();
    let placed = set.markers.len();
    let any_hidden = set.markers.iter().any(|m| m.hidden);
    if player && any_hidden {
        // With the values face down, even the set's make-up is left to the briefing.
        ui.label(tr!(
            MapMarkersSetHidden,
            count = set.values.len(),
            sum = set.values_sum()
        ));
    } else {
        ui.label(tr!(
            MapMarkersSet,
            set = format_set(&set.values),
            sum = set.values_sum()
        ));
    }
    if !player {
        set_editor_ui(tool, ui, doc, &set);
    }
    if player && any_hidden {
        ui.label(tr!(
            MapMarkersPlacedFaceDown,
            placed = placed,
            count = set.values.len()
        ));
    } else {
        values_left_ui(tool, ui, &set);
    }
    // No marker is placed from a player's view.
    if set.placement.is_none() && !player {
        let s = doc.scenario();
        egui::ComboBox::new("umpire-next-marker-placed-by", tr!(MapMarkersNextPlacedBy))
            .selected_text(side_label(s, tool.placed_by))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut tool.placed_by, None, tr!(MapMarkerNotRecorded));
                for side in SideId::BOTH {
                    ui.selectable_value(
                        &mut tool.placed_by,
                        Some(side),
                        s.side(side).name.as_str(),
                    );
                }
            });
    }
}

fn values_left_ui(tool: &mut MarkerTool, ui: &mut egui::Ui, set: &MarkerSet) {
    let left = set.unplaced_values();
    let mut distinct: Vec<u32> = set.values.clone();
    distinct.sort_unstable_by(|a, b| b.cmp(a));
    distinct.dedup();
    let next = tool
        .value
        .filter(|v| left.contains(v))
        .or_else(|| left.iter().max().copied());
    ui.label(tr!(
        MapMarkersPlacedNextValue,
        placed = set.markers.len(),
        count = set.values.len()
    ));
    for value in distinct {
        let total = set.values.iter().filter(|&&v| v == value).count();
        let n_left = left.iter().filter(|&&v| v == value).count();
        ui.horizontal(|ui| {
            swatch(ui, colour(draw::marker_style(value).0));
            let text = tr!(
                MapMarkersValueLeft,
                value = value,
                left = n_left,
                count = total
            );
            let button = egui::Button::selectable(next == Some(value), text);
            if ui.add_enabled(n_left > 0, button).clicked() {
                tool.value = Some(value);
            }
        });
    }
}

fn set_editor_ui(tool: &mut MarkerTool, ui: &mut egui::Ui, doc: &mut Document, set: &MarkerSet) {
    egui::CollapsingHeader::new(tr!(MapMarkersEditSet)).show(ui, |ui| {
        if tool
            .set_text
            .as_ref()
            .is_none_or(|(_, was)| *was != set.values)
        {
            tool.set_text = Some((format_set(&set.values), set.values.clone()));
        }
        let Some((text, was)) = tool.set_text.as_mut() else {
            return;
        };
        let label = ui.label(tr!(MapMarkersValuesInPercent));
        ui.add(egui::TextEdit::singleline(text).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        match parse_set(text) {
            Ok(values) if values != set.values => {
                if ui.button(tr!(MapMarkersUseSet)).clicked() {
                    *was = values.clone();
                    doc.step(|s| s.markers.values = values);
                }
            }
            Ok(_) => {}
            Err(e) => {
                ui.colored_label(PROBLEM_RED, e.to_string());
            }
        }
        if set.values != STANDARD_MARKER_VALUES && ui.button(tr!(MapMarkersStandardSet)).clicked() {
            doc.step(|s| s.markers.values = STANDARD_MARKER_VALUES.to_vec());
        }
    });
}

/// The placement problems, live, and the defender's count when it studied the ground.
pub fn problems_ui(ui: &mut egui::Ui, s: &Scenario) {
    ui.heading(tr!(MapMarkersRulesHeading));
    if s.settings.defender_studied_ground {
        match s.side_with_role(Role::Defender) {
            Some(def) => {
                let inside = s
                    .markers
                    .markers
                    .iter()
                    .filter(|m| s.side(def).deployment.contains(m.pos))
                    .count();
                let text = tr!(
                    MapMarkersInDefenderArea,
                    inside = inside,
                    count = MARKERS_IN_DEFENDER_AREA,
                    side = s.side(def).name.as_str()
                );
                ui.label(RichText::new(text).strong());
            }
            None => {
                ui.colored_label(PROBLEM_RED, tr!(MapMarkersNoDefender));
            }
        }
    }
    // Problems name markers by id and sides by name: nothing in them reveals a value.
    let problems = placement_problems(s);
    if problems.is_empty() {
        ui.label(tr!(MapMarkersNoProblem));
    }
    for p in problems {
        ui.colored_label(PROBLEM_RED, p.message(s));
    }
}

/// The selected marker's details, editable.
/// `withheld`: the knowledge rules hide this marker's value from the audience; `player`: the
/// audience is not the umpire (who alone turns markers face up or down).
pub fn inspector_ui(
    ui: &mut egui::Ui,
    doc: &mut Document,
    id: &str,
    withheld: bool,
    player: bool,
) -> Inspector {
    let Some(m) = doc.scenario().marker(id).cloned() else {
        return Inspector::Deleted;
    };
    ui.heading(tr!(MapMarker, id = m.id.as_str()));
    let mut name = m.name.clone();
    ui.horizontal(|ui| {
        let label = ui.label(tr!(MapMarkersName));
        let r = ui
            .add(egui::TextEdit::singleline(&mut name))
            .labelled_by(label.id);
        if r.changed() {
            // Typing is merged into one undo step by the document's stable-state rule.
            doc.apply(|s| {
                if let Some(mm) = s.markers.markers.iter_mut().find(|mm| mm.id == m.id) {
                    mm.name = name.clone();
                }
            });
        }
    });
    let edit = |doc: &mut Document, f: &dyn Fn(&mut Marker)| {
        doc.step(|s| {
            if let Some(mm) = s.markers.markers.iter_mut().find(|mm| mm.id == m.id) {
                f(mm);
            }
        });
    };
    if let Some(shown) = draw::visible_value(&m, withheld) {
        let mut value = shown;
        let mut distinct = doc.scenario().markers.values.clone();
        distinct.sort_unstable_by(|a, b| b.cmp(a));
        distinct.dedup();
        egui::ComboBox::new("umpire-marker-value", tr!(MapMarkersValue))
            .selected_text(tr!(MapMarkersValueChoice, value = value))
            .show_ui(ui, |ui| {
                for v in distinct {
                    ui.selectable_value(&mut value, v, tr!(MapMarkersValueChoice, value = v));
                }
            });
        if value != shown {
            edit(doc, &|mm| mm.value = Some(value));
        }
    } else {
        ui.label(tr!(MapMarkerValueFaceDown));
    }
    if !player {
        let mut hidden = m.hidden;
        if ui.checkbox(&mut hidden, tr!(MapMarkersFaceDown)).changed() {
            edit(doc, &|mm| mm.hidden = hidden);
        }
    }
    let mut by = m.placed_by;
    let s = doc.scenario();
    egui::ComboBox::new("umpire-marker-placed-by", tr!(MapMarkersPlacedBy))
        .selected_text(side_label(s, by))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut by, None, tr!(MapMarkerNotRecorded));
            for side in SideId::BOTH {
                ui.selectable_value(&mut by, Some(side), s.side(side).name.as_str());
            }
        });
    if by != m.placed_by {
        edit(doc, &|mm| mm.placed_by = by);
    }
    let s = doc.scenario();
    ui.label(tr!(MapMarkerLies, place = inside_which_area(s, m.pos)));
    // Pixels of the map, as digits: a place, not a quantity.
    ui.label(tr!(
        MapMarkersAt,
        x = format!("{:.0}", m.pos.x),
        y = format!("{:.0}", m.pos.y)
    ));
    for p in placement_problems(s) {
        if matches!(&p, PlacementProblem::InOwnArea { marker, .. } if *marker == m.id) {
            ui.colored_label(PROBLEM_RED, p.message(s));
        }
    }
    if ui
        .button(tr!(MapMarkersDelete, id = m.id.as_str()))
        .clicked()
    {
        return Inspector::DeleteAsked;
    }
    Inspector::Kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_radius_follows_the_zoom_within_limits() {
        assert_eq!(screen_radius(10.0, 1.0, 1.0), 10.0);
        assert_eq!(screen_radius(10.0, 1.0, 0.01), 8.0, "never below 0.8 ×");
        assert_eq!(screen_radius(10.0, 1.0, 8.0), 16.0, "never above 1.6 ×");
        assert_eq!(
            screen_radius(10.0, 12.0, 0.1),
            12.0,
            "a big scan's markers scale with it"
        );
    }

    #[test]
    fn the_player_hears_no_hidden_value() {
        let m = Marker {
            id: "C".into(),
            name: "Homolka hill".into(),
            pos: Point::new(1.0, 1.0),
            value: Some(30),
            hidden: true,
            placed_by: Some(SideId::B),
        };
        assert_eq!(marker_label(&m, false), "Marker C, 30%");
        assert_eq!(marker_label(&m, true), "Marker C, face down");
        let s = Scenario::new("t");
        let facts = marker_facts(&s, &m, true).join("\n");
        assert!(!facts.contains("30"), "{facts}");
        assert!(facts.contains("Value: face down"), "{facts}");
        assert!(facts.contains("Placed by: Side B"), "{facts}");
        assert!(facts.contains("outside both deployment areas"), "{facts}");
        let umpire = marker_facts(&s, &m, false).join("\n");
        assert!(
            umpire.contains("Value: 30% (face down to players)"),
            "{umpire}"
        );
    }
}
