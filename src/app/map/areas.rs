//! Deployment areas: drawing one vertex by vertex, moving, inserting and deleting vertices,
//! painting them.
//!
//! A selected area shows a square handle on each vertex and a small round handle in the middle
//! of each edge: dragging (or clicking) the round one adds a vertex there, as do double-clicks
//! on the outline. Every change is one undo step, made when the drag ends.
//!
//! This file is the tool: its clicks and drags, the handles, the painting and the inspector;
//! [`outline`] the geometry they share (edges, the outline under a click, the area holding a
//! point, the triangles that fill an area). It stays one file past 600 lines (150 of them tests)
//! because every part of it reads and writes the one drag in progress ([`AreaTool`]).

mod outline;

use super::{Selection, Tool};
use crate::app::document::Document;
use crate::i18n::tr;
use crate::model::{Point, Polygon, Rgb, Scenario, SideId};
use crate::render::draw::{AREA_FILL_ALPHA, AREA_OUTLINE_ALPHA};
use egui::emath::TSTransform;
use egui::{Color32, Mesh, Pos2, Rect, Sense, Shape, Stroke, Vec2, pos2};
use outline::{area_at, edge, edge_at, midpoint, triangulate};

/// A click this close (in screen points) to the first vertex closes the area.
pub const CLOSE_DISTANCE: f32 = 10.0;
/// Side of a vertex handle, in screen points.
pub(super) const HANDLE_SIZE: f32 = 11.0;
/// Diameter of the handle in the middle of an edge, in screen points.
const MIDPOINT_SIZE: f32 = 9.0;
/// An edge shorter than this on screen shows no midpoint handle: it would crowd the vertices.
const MIN_EDGE_FOR_MIDPOINT: f32 = 3.0 * HANDLE_SIZE;

/// An area being drawn and a vertex being dragged.
#[derive(Default)]
pub struct AreaTool {
    /// Vertices clicked so far, in image pixels.
    pub drawing: Vec<Point>,
    pub drag: Option<VertexDrag>,
}

/// A vertex being dragged: the document changes only when the drag ends.
pub struct VertexDrag {
    pub side: SideId,
    pub index: usize,
    pub pos: Point,
    /// A new vertex, to be inserted at `index` (dragged out of the middle of an edge).
    pub insert: bool,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Click {
    Added,
    Close,
}

impl AreaTool {
    pub fn cancel(&mut self) {
        self.drawing.clear();
    }

    /// A click while drawing: close on the first vertex, else add a vertex.
    pub fn click(&mut self, p: Point, zoom: f32) -> Click {
        if let Some(first) = self.drawing.first()
            && self.drawing.len() >= 3
            && first.distance(p) * zoom <= CLOSE_DISTANCE
        {
            return Click::Close;
        }
        self.drawing.push(p);
        Click::Added
    }

    /// A double-click at `p` closes the area with `p` as its last vertex: its first click
    /// has usually added it already, but not when egui took that click for the start of a
    /// drag (the pointer moved a little), so it is added unless a vertex is there.
    pub fn double_click(&mut self, p: Point, zoom: f32) {
        let near_last = self
            .drawing
            .last()
            .is_some_and(|last| last.distance(p) * zoom <= CLOSE_DISTANCE);
        let near_first = self.drawing.len() >= 3
            && self
                .drawing
                .first()
                .is_some_and(|first| first.distance(p) * zoom <= CLOSE_DISTANCE);
        if !near_last && !near_first {
            self.drawing.push(p);
        }
    }

    /// The drawn polygon when it encloses something; the tool is then empty again.
    pub fn take_closed(&mut self) -> Option<Vec<Point>> {
        let mut pts = std::mem::take(&mut self.drawing);
        // A double-click adds its first click as a vertex: drop repeated points.
        pts.dedup_by(|a, b| a.distance(*b) < 0.5);
        if pts.len() >= 3 {
            Some(pts)
        } else {
            self.drawing = pts;
            None
        }
    }

    /// The area's vertices with a dragged vertex at its new place (or a new one being inserted).
    fn shown_points(&self, side: SideId, area: &Polygon) -> Vec<Point> {
        let mut pts = area.points.clone();
        match &self.drag {
            Some(d) if d.side == side && d.insert && d.index <= pts.len() => {
                pts.insert(d.index, d.pos);
            }
            Some(d) if d.side == side && !d.insert && d.index < pts.len() => pts[d.index] = d.pos,
            _ => {}
        }
        pts
    }

    /// The edge whose midpoint is being dragged out into a new vertex.
    fn splitting(&self, side: SideId) -> Option<usize> {
        self.drag
            .as_ref()
            .filter(|d| d.side == side && d.insert)
            .map(|d| d.index - 1)
    }
}

/// Whether edge (a, b) is long enough on screen to show its midpoint handle.
fn shows_midpoint(a: Point, b: Point, zoom: f32) -> bool {
    a.distance(b) * zoom >= MIN_EDGE_FOR_MIDPOINT
}

/// Insert a vertex at `at` into edge `edge` of the side's area, as one undo step. Returns the
/// new vertex's index.
pub fn insert_vertex(doc: &mut Document, side: SideId, edge: usize, at: Point) -> Option<usize> {
    let n = doc.scenario().side(side).deployment.points.len();
    if n < 3 || edge >= n {
        return None;
    }
    doc.step(|s| {
        s.side_mut(side).deployment.points.insert(edge + 1, at);
    });
    Some(edge + 1)
}

/// A click of the Select tool on the map at `p` (image pixels), `double` for a double-click.
/// On an area's outline it selects that area, and a double-click there adds a vertex; elsewhere
/// it selects the area under the click, or nothing.
pub fn select_click(
    doc: &mut Document,
    selection: &Selection,
    p: Point,
    zoom: f32,
    double: bool,
) -> Selection {
    match edge_at(doc.scenario(), selection, p, zoom) {
        Some(hit) if double && !hit.near_vertex => {
            match insert_vertex(doc, hit.side, hit.edge, hit.at) {
                Some(i) => Selection::Vertex(hit.side, i),
                None => Selection::Area(hit.side),
            }
        }
        Some(hit) => Selection::Area(hit.side),
        None => area_at(doc.scenario(), p)
            .map(Selection::Area)
            .unwrap_or_default(),
    }
}

fn colour(c: Rgb, alpha: u8) -> Color32 {
    Color32::from_rgba_unmultiplied(c.0, c.1, c.2, alpha)
}

fn to_pos(p: Point) -> Pos2 {
    pos2(p.x, p.y)
}

/// Paint each area's fill and outline in the scene (image pixels).
pub fn paint_fills(
    painter: &egui::Painter,
    s: &Scenario,
    selection: &Selection,
    tool: &AreaTool,
    zoom: f32,
) {
    for side in SideId::BOTH {
        let sd = s.side(side);
        let pts: Vec<Pos2> = tool
            .shown_points(side, &sd.deployment)
            .into_iter()
            .map(to_pos)
            .collect();
        if pts.len() < 3 {
            continue;
        }
        let mut mesh = Mesh::default();
        let fill = colour(sd.colour, AREA_FILL_ALPHA);
        for &p in &pts {
            mesh.colored_vertex(p, fill);
        }
        for [a, b, c] in triangulate(&pts) {
            mesh.add_triangle(a, b, c);
        }
        painter.add(Shape::mesh(mesh));
        let selected =
            matches!(selection, Selection::Area(x) | Selection::Vertex(x, _) if *x == side);
        let width = if selected { 3.5 } else { 2.0 };
        painter.add(Shape::closed_line(
            pts,
            Stroke::new(width / zoom, colour(sd.colour, AREA_OUTLINE_ALPHA)),
        ));
    }
}

/// The handles of the selected area: a click on a vertex selects it, a drag moves it; a drag
/// (or a click) on the handle in the middle of an edge adds a vertex there.
/// Returns the side and the vertex to select, if a handle was clicked or dragged.
pub fn interact_handles(
    tool: &mut AreaTool,
    ui: &egui::Ui,
    doc: &mut Document,
    selection: &Selection,
    to_screen: &TSTransform,
    map_rect: Rect,
) -> Option<(SideId, Option<usize>)> {
    let side = match selection {
        Selection::Area(s) | Selection::Vertex(s, _) => *s,
        _ => return None,
    };
    // Registered first, so that a vertex handle lying over a midpoint handle takes the pointer.
    let from_edges = interact_midpoints(tool, ui, doc, side, to_screen, map_rect);
    let from_vertices = interact_vertices(tool, ui, doc, side, to_screen, map_rect);
    from_vertices.or(from_edges)
}

/// Where a dragged handle is now, kept on the map.
fn dragged_to(r: &egui::Response, map_rect: Rect) -> Option<Point> {
    let at = map_rect.clamp(r.interact_pointer_pos()?);
    Some(Point::new(at.x, at.y))
}

fn interact_vertices(
    tool: &mut AreaTool,
    ui: &egui::Ui,
    doc: &mut Document,
    side: SideId,
    to_screen: &TSTransform,
    map_rect: Rect,
) -> Option<(SideId, Option<usize>)> {
    let zoom = to_screen.scaling;
    let name = doc.scenario().side(side).name.clone();
    let points = doc.scenario().side(side).deployment.points.clone();
    let mut picked = None;
    for (i, p) in points.iter().enumerate() {
        let shown = match &tool.drag {
            Some(d) if d.side == side && !d.insert && d.index == i => d.pos,
            _ => *p,
        };
        let rect = Rect::from_center_size(to_pos(shown), Vec2::splat(HANDLE_SIZE / zoom));
        let id = ui.scope_id().with(("area-vertex", side, i));
        let r = ui.interact(rect, id, Sense::click_and_drag());
        let label = tr!(MapAreaVertex, number = i + 1, side = name.as_str());
        r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if r.clicked() {
            picked = Some((side, Some(i)));
        }
        if r.drag_started() {
            tool.drag = Some(VertexDrag {
                side,
                index: i,
                pos: *p,
                insert: false,
            });
            picked = Some((side, Some(i)));
        }
        if r.dragged()
            && let (Some(d), Some(at)) = (&mut tool.drag, dragged_to(&r, map_rect))
        {
            d.pos = at;
        }
        if r.drag_stopped()
            && let Some(d) = tool.drag.take()
            && !d.insert
            && d.pos != *p
        {
            doc.step(|s| {
                if let Some(v) = s.side_mut(d.side).deployment.points.get_mut(d.index) {
                    *v = d.pos;
                }
            });
        }
    }
    picked
}

fn interact_midpoints(
    tool: &mut AreaTool,
    ui: &egui::Ui,
    doc: &mut Document,
    side: SideId,
    to_screen: &TSTransform,
    map_rect: Rect,
) -> Option<(SideId, Option<usize>)> {
    let zoom = to_screen.scaling;
    let name = doc.scenario().side(side).name.clone();
    let points = doc.scenario().side(side).deployment.points.clone();
    if points.len() < 3 {
        return None;
    }
    let mut picked = None;
    for i in 0..points.len() {
        let (a, b) = edge(&points, i);
        let splitting = tool.splitting(side) == Some(i);
        // A handle being dragged keeps its widget, however short the edge has become on screen.
        if !splitting && !shows_midpoint(a, b, zoom) {
            continue;
        }
        let mid = midpoint(a, b);
        let rect = Rect::from_center_size(to_pos(mid), Vec2::splat(MIDPOINT_SIZE / zoom));
        let id = ui.scope_id().with(("area-edge", side, i));
        let r = ui.interact(rect, id, Sense::click_and_drag());
        let label = tr!(MapAreaAddVertex, number = i + 1, side = name.as_str());
        r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if r.hovered() && tool.drag.is_none() {
            ui.ctx().set_cursor_icon(egui::CursorIcon::Grab);
        }
        if r.clicked() {
            picked = insert_vertex(doc, side, i, mid).map(|v| (side, Some(v)));
        }
        if r.drag_started() {
            tool.drag = Some(VertexDrag {
                side,
                index: i + 1,
                pos: mid,
                insert: true,
            });
            // The new vertex does not exist until the drag ends: keep the area selected.
            picked = Some((side, None));
        }
        if r.dragged()
            && let (Some(d), Some(at)) = (&mut tool.drag, dragged_to(&r, map_rect))
        {
            d.pos = at;
        }
        if r.drag_stopped()
            && let Some(d) = tool.drag.take()
            && d.insert
        {
            picked = insert_vertex(doc, d.side, d.index - 1, d.pos).map(|v| (d.side, Some(v)));
        }
    }
    picked
}

/// Delete one vertex; an area keeps at least three. Returns what stays selected.
pub fn delete_vertex(doc: &mut Document, side: SideId, i: usize) -> Selection {
    let n = doc.scenario().side(side).deployment.points.len();
    if n <= 3 || i >= n {
        // Fewer than three vertices enclose nothing: the whole area must go instead.
        return Selection::Area(side);
    }
    doc.step(|s| {
        s.side_mut(side).deployment.points.remove(i);
    });
    Selection::Area(side)
}

/// The area under construction and the handles, in screen space.
pub fn paint_overlay(
    painter: &egui::Painter,
    s: &Scenario,
    selection: &Selection,
    tool: &AreaTool,
    to_screen: &TSTransform,
    hover: Option<Pos2>,
) {
    if !tool.drawing.is_empty() {
        let pts: Vec<Pos2> = tool
            .drawing
            .iter()
            .map(|&p| *to_screen * to_pos(p))
            .collect();
        let ink = Color32::from_rgb(20, 20, 20);
        painter.add(Shape::line(pts.clone(), Stroke::new(2.0, ink)));
        if let (Some(last), Some(h)) = (pts.last(), hover) {
            painter.extend(Shape::dashed_line(
                &[*last, h],
                Stroke::new(1.5, ink),
                6.0,
                4.0,
            ));
        }
        for (i, p) in pts.iter().enumerate() {
            let closing = i == 0 && pts.len() >= 3;
            let r = if closing { CLOSE_DISTANCE * 0.7 } else { 4.0 };
            painter.circle(*p, r, Color32::WHITE, Stroke::new(2.0, ink));
        }
    }
    let (side, vertex) = match selection {
        Selection::Area(side) => (*side, None),
        Selection::Vertex(side, i) => (*side, Some(*i)),
        _ => return,
    };
    let sd = s.side(side);
    paint_midpoints(painter, s, side, tool, to_screen);
    for (i, p) in tool
        .shown_points(side, &sd.deployment)
        .into_iter()
        .enumerate()
    {
        let at = *to_screen * to_pos(p);
        let rect = Rect::from_center_size(at, Vec2::splat(HANDLE_SIZE));
        let fill = if vertex == Some(i) {
            Color32::from_rgb(255, 215, 0)
        } else {
            Color32::WHITE
        };
        painter.rect(
            rect,
            1.0,
            fill,
            Stroke::new(2.0, colour(sd.colour, 255)),
            egui::StrokeKind::Middle,
        );
    }
}

/// The round handles in the middle of the selected area's edges (not on an edge being split).
fn paint_midpoints(
    painter: &egui::Painter,
    s: &Scenario,
    side: SideId,
    tool: &AreaTool,
    to_screen: &TSTransform,
) {
    let area = &s.side(side).deployment;
    // While an edge is split, the others keep their places; a moved vertex moves its edges.
    let points = match tool.splitting(side) {
        Some(_) => area.points.clone(),
        None => tool.shown_points(side, area),
    };
    if points.len() < 3 {
        return;
    }
    let zoom = to_screen.scaling;
    let ring = colour(s.side(side).colour, 255);
    for i in 0..points.len() {
        let (a, b) = edge(&points, i);
        if tool.splitting(side) == Some(i) || !shows_midpoint(a, b, zoom) {
            continue;
        }
        let at = *to_screen * to_pos(midpoint(a, b));
        painter.circle(
            at,
            MIDPOINT_SIZE / 2.0,
            Color32::from_white_alpha(200),
            Stroke::new(1.5, ring),
        );
    }
}

/// The selected area's details and its delete buttons. Returns true when the area was deleted.
pub fn inspector_ui(
    ui: &mut egui::Ui,
    doc: &mut Document,
    side: SideId,
    vertex: Option<usize>,
    tool: &mut Tool,
) -> bool {
    let s = doc.scenario();
    let sd = s.side(side);
    ui.heading(tr!(MapAreaHeading, side = sd.name.as_str()));
    let n = sd.deployment.points.len();
    let area = sd.deployment.area();
    let extent = match &s.map.scale {
        Some(scale) => tr!(
            MapAreaExtentUnits,
            area = whole_figure(area * scale.per_pixel * scale.per_pixel),
            unit = scale.unit.as_str()
        ),
        None => tr!(MapAreaExtentPixels, area = whole_figure(area)),
    };
    ui.label(tr!(MapAreaVertices, count = n, extent = extent));
    ui.weak(tr!(MapAreaHow));
    if let Some(i) = vertex
        && let Some(p) = sd.deployment.points.get(i)
    {
        // Pixels of the map, as digits: a place, not a quantity.
        ui.label(tr!(
            MapAreaVertexAt,
            number = i + 1,
            x = format!("{:.0}", p.x),
            y = format!("{:.0}", p.y)
        ));
        if n > 3 {
            if ui
                .button(tr!(MapAreaDeleteVertex, number = i + 1))
                .clicked()
            {
                delete_vertex(doc, side, i);
            }
        } else {
            ui.weak(tr!(MapAreaThreeVertices));
        }
    }
    if ui.button(tr!(MapAreaRedraw)).clicked() {
        *tool = Tool::DrawArea(side);
    }
    if ui
        .button(tr!(
            MapAreaDelete,
            side = doc.scenario().side(side).name.as_str()
        ))
        .clicked()
    {
        doc.step(|s| s.side_mut(side).deployment.points.clear());
        return true;
    }
    false
}

/// An area written whole: as plain digits in English, as umpire always wrote it; grouped by
/// thousands in French ("87 000").
fn whole_figure(v: f64) -> String {
    match crate::i18n::current() {
        crate::i18n::Lang::En => format!("{v:.0}"),
        _ => crate::i18n::whole_number(v.round() as i128),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawing_closes_on_the_first_vertex_only_after_three() {
        let mut t = AreaTool::default();
        assert_eq!(t.click(Point::new(0.0, 0.0), 1.0), Click::Added);
        assert_eq!(t.click(Point::new(100.0, 0.0), 1.0), Click::Added);
        assert_eq!(
            t.click(Point::new(3.0, 3.0), 1.0),
            Click::Added,
            "two vertices cannot close"
        );
        assert_eq!(t.click(Point::new(100.0, 100.0), 1.0), Click::Added);
        assert_eq!(
            t.click(Point::new(5.0, 5.0), 1.0),
            Click::Close,
            "7 points away"
        );
        // At a zoom of 0.5 the same click is 3.5 screen points away: still closes.
        assert_eq!(t.click(Point::new(5.0, 5.0), 0.5), Click::Close);
        assert_eq!(
            t.click(Point::new(20.0, 0.0), 1.0),
            Click::Added,
            "20 points away adds"
        );
        assert_eq!(t.take_closed().map(|p| p.len()), Some(5));
        assert!(t.drawing.is_empty());
    }

    /// Side B's area: the rectangle (500, 100) – (750, 400).
    pub(super) fn rectangle() -> Scenario {
        let mut s = Scenario::new("edges");
        s.side_mut(SideId::B).deployment = Polygon::new(vec![
            Point::new(500.0, 100.0),
            Point::new(750.0, 100.0),
            Point::new(750.0, 400.0),
            Point::new(500.0, 400.0),
        ]);
        s
    }

    #[test]
    fn a_double_click_on_an_edge_inserts_one_vertex_as_one_undo_step() {
        let mut doc = Document::new(rectangle(), None);
        let area = Selection::Area(SideId::B);
        let sel = select_click(&mut doc, &area, Point::new(752.0, 300.0), 1.0, false);
        assert_eq!(
            sel, area,
            "a single click on the outline keeps the area selected"
        );
        assert_eq!(doc.scenario().side(SideId::B).deployment.points.len(), 4);

        let sel = select_click(&mut doc, &area, Point::new(752.0, 300.0), 1.0, true);
        assert_eq!(sel, Selection::Vertex(SideId::B, 2));
        let pts = &doc.scenario().side(SideId::B).deployment.points;
        assert_eq!(
            pts[..],
            [
                Point::new(500.0, 100.0),
                Point::new(750.0, 100.0),
                Point::new(750.0, 300.0),
                Point::new(750.0, 400.0),
                Point::new(500.0, 400.0),
            ]
        );
        doc.undo();
        assert_eq!(
            doc.scenario().side(SideId::B).deployment,
            rectangle().sides[1].deployment
        );
        doc.redo();
        assert_eq!(doc.scenario().side(SideId::B).deployment.points.len(), 5);

        // A double-click at a corner inserts nothing: the corner is a vertex already.
        let sel = select_click(&mut doc, &area, Point::new(502.0, 401.0), 1.0, true);
        assert_eq!(sel, area);
        assert_eq!(doc.scenario().side(SideId::B).deployment.points.len(), 5);
        // Inside the area a click selects it; outside every area, nothing.
        let inside = select_click(
            &mut doc,
            &Selection::None,
            Point::new(600.0, 200.0),
            1.0,
            true,
        );
        assert_eq!(inside, area);
        let outside = select_click(&mut doc, &area, Point::new(100.0, 200.0), 1.0, false);
        assert_eq!(outside, Selection::None);
        assert_eq!(doc.scenario().side(SideId::B).deployment.points.len(), 5);
    }

    #[test]
    fn an_insert_drag_shows_the_new_vertex_in_place() {
        let s = rectangle();
        let area = &s.side(SideId::B).deployment;
        let tool = AreaTool {
            drawing: Vec::new(),
            drag: Some(VertexDrag {
                side: SideId::B,
                index: 4,
                pos: Point::new(420.0, 250.0),
                insert: true,
            }),
        };
        let shown = tool.shown_points(SideId::B, area);
        assert_eq!(shown.len(), 5);
        assert_eq!(
            shown[4],
            Point::new(420.0, 250.0),
            "after the last vertex: on the closing edge"
        );
        assert_eq!(tool.splitting(SideId::B), Some(3));
        assert_eq!(
            tool.shown_points(SideId::A, area),
            area.points,
            "other side untouched"
        );
    }

    #[test]
    fn a_double_click_whose_first_click_was_lost_keeps_its_vertex() {
        let mut t = AreaTool::default();
        for p in [(0.0, 0.0), (100.0, 0.0)] {
            t.click(Point::new(p.0, p.1), 1.0);
        }
        // The first click of the double-click never arrived as a click.
        t.double_click(Point::new(100.0, 100.0), 1.0);
        assert_eq!(t.take_closed().map(|p| p.len()), Some(3));
        // When it did arrive, the vertex is not added twice.
        for p in [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0)] {
            t.click(Point::new(p.0, p.1), 1.0);
        }
        t.double_click(Point::new(101.0, 100.0), 1.0);
        assert_eq!(t.take_closed().map(|p| p.len()), Some(3));
    }

    #[test]
    fn repeated_points_of_a_double_click_are_dropped() {
        let mut t = AreaTool::default();
        for p in [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (10.0, 10.0)] {
            t.click(Point::new(p.0, p.1), 1.0);
        }
        assert_eq!(t.take_closed().map(|p| p.len()), Some(3));
        t.click(Point::new(0.0, 0.0), 1.0);
        t.click(Point::new(0.0, 0.0), 1.0);
        assert_eq!(t.take_closed(), None, "one point is not an area");
        assert_eq!(t.drawing.len(), 1, "and stays being drawn");
    }
}
