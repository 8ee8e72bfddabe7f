//! Deployment areas: drawing one vertex by vertex, moving and deleting vertices, painting them.

use super::{Selection, Tool, commit};
use crate::app::document::Document;
use crate::model::{Point, Polygon, Rgb, Scenario, SideId};
use crate::render::draw::{AREA_FILL_ALPHA, AREA_OUTLINE_ALPHA};
use egui::emath::TSTransform;
use egui::{Color32, Mesh, Pos2, Rect, Sense, Shape, Stroke, Vec2, pos2};

/// A click this close (in screen points) to the first vertex closes the area.
pub const CLOSE_DISTANCE: f32 = 10.0;
/// Side of a vertex handle, in screen points.
const HANDLE_SIZE: f32 = 11.0;

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

    /// The area's vertices with a dragged vertex at its new place.
    fn shown_points(&self, side: SideId, area: &Polygon) -> Vec<Point> {
        let mut pts = area.points.clone();
        if let Some(d) = &self.drag
            && d.side == side
            && d.index < pts.len()
        {
            pts[d.index] = d.pos;
        }
        pts
    }
}

fn colour(c: Rgb, alpha: u8) -> Color32 {
    Color32::from_rgba_unmultiplied(c.0, c.1, c.2, alpha)
}

fn to_pos(p: Point) -> Pos2 {
    pos2(p.x, p.y)
}

/// The side whose area holds `p` (side A first where they overlap).
pub fn area_at(s: &Scenario, p: Point) -> Option<SideId> {
    SideId::BOTH
        .into_iter()
        .find(|&side| s.side(side).deployment.contains(p))
}

/// Triangles covering a simple polygon (ear clipping), as indices into `pts`. A polygon that
/// crosses itself is covered as well as ear clipping manages, then by a fan.
pub fn triangulate(pts: &[Pos2]) -> Vec<[u32; 3]> {
    let n = pts.len();
    if n < 3 {
        return Vec::new();
    }
    let twice_area: f32 = (0..n)
        .map(|i| {
            let (a, b) = (pts[i], pts[(i + 1) % n]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    let sign = if twice_area >= 0.0 { 1.0 } else { -1.0 };
    let cross = |a: Pos2, b: Pos2, c: Pos2| ((b - a).x * (c - b).y - (b - a).y * (c - b).x) * sign;
    let inside = |p: Pos2, a: Pos2, b: Pos2, c: Pos2| {
        cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0
    };
    let mut idx: Vec<usize> = (0..n).collect();
    let mut out = Vec::with_capacity(n - 2);
    while idx.len() > 3 {
        let m = idx.len();
        let ear = (0..m).find(|&i| {
            let (a, b, c) = (idx[(i + m - 1) % m], idx[i], idx[(i + 1) % m]);
            cross(pts[a], pts[b], pts[c]) > 0.0
                && !idx
                    .iter()
                    .filter(|&&k| k != a && k != b && k != c)
                    .any(|&k| inside(pts[k], pts[a], pts[b], pts[c]))
        });
        let Some(i) = ear else {
            break;
        };
        out.push([
            idx[(i + m - 1) % m] as u32,
            idx[i] as u32,
            idx[(i + 1) % m] as u32,
        ]);
        idx.remove(i);
    }
    for k in 1..idx.len() - 1 {
        out.push([idx[0] as u32, idx[k] as u32, idx[k + 1] as u32]);
    }
    out
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

/// The vertex handles of the selected area: click selects a vertex, drag moves it.
/// Returns the side and the vertex to select, if one was clicked or dragged.
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
    let zoom = to_screen.scaling;
    let name = doc.scenario().side(side).name.clone();
    let points = doc.scenario().side(side).deployment.points.clone();
    let mut picked = None;
    for (i, p) in points.iter().enumerate() {
        let shown = match &tool.drag {
            Some(d) if d.side == side && d.index == i => d.pos,
            _ => *p,
        };
        let rect = Rect::from_center_size(to_pos(shown), Vec2::splat(HANDLE_SIZE / zoom));
        let id = ui.scope_id().with(("area-vertex", side, i));
        let r = ui.interact(rect, id, Sense::click_and_drag());
        let label = format!("Vertex {} of the area of {name}", i + 1);
        r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if r.clicked() {
            picked = Some((side, Some(i)));
        }
        if r.drag_started() {
            tool.drag = Some(VertexDrag {
                side,
                index: i,
                pos: *p,
            });
            picked = Some((side, Some(i)));
        }
        if r.dragged()
            && let (Some(d), Some(at)) = (&mut tool.drag, r.interact_pointer_pos())
        {
            let at = map_rect.clamp(at);
            d.pos = Point::new(at.x, at.y);
        }
        if r.drag_stopped()
            && let Some(d) = tool.drag.take()
            && d.pos != *p
        {
            commit(doc, |s| {
                if let Some(v) = s.side_mut(d.side).deployment.points.get_mut(d.index) {
                    *v = d.pos;
                }
            });
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
    commit(doc, |s| {
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
    ui.heading(format!("Deployment area of {}", sd.name));
    let n = sd.deployment.points.len();
    let area = sd.deployment.area();
    let extent = match &s.map.scale {
        Some(scale) => format!(
            "{:.0} square {}",
            area * scale.per_pixel * scale.per_pixel,
            scale.unit
        ),
        None => format!("{area:.0} square pixels"),
    };
    ui.label(format!("{n} vertices, {extent}"));
    ui.weak("Drag a vertex to move it; select one and press Delete to remove it.");
    if let Some(i) = vertex
        && let Some(p) = sd.deployment.points.get(i)
    {
        ui.label(format!("Vertex {} at ({:.0}, {:.0})", i + 1, p.x, p.y));
        if n > 3 {
            if ui.button(format!("Delete vertex {}", i + 1)).clicked() {
                delete_vertex(doc, side, i);
            }
        } else {
            ui.weak("An area needs three vertices: delete the whole area instead.");
        }
    }
    if ui.button("Redraw this area").clicked() {
        *tool = Tool::DrawArea(side);
    }
    if ui
        .button(format!(
            "Delete the area of {}",
            doc.scenario().side(side).name
        ))
        .clicked()
    {
        commit(doc, |s| s.side_mut(side).deployment.points.clear());
        return true;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area_of(pts: &[Pos2], tris: &[[u32; 3]]) -> f32 {
        tris.iter()
            .map(|t| {
                let (a, b, c) = (pts[t[0] as usize], pts[t[1] as usize], pts[t[2] as usize]);
                ((b - a).x * (c - a).y - (b - a).y * (c - a).x).abs() / 2.0
            })
            .sum()
    }

    #[test]
    fn a_concave_u_is_covered_exactly() {
        let u = [
            pos2(0.0, 0.0),
            pos2(3.0, 0.0),
            pos2(3.0, 8.0),
            pos2(7.0, 8.0),
            pos2(7.0, 0.0),
            pos2(10.0, 0.0),
            pos2(10.0, 10.0),
            pos2(0.0, 10.0),
        ];
        let tris = triangulate(&u);
        assert_eq!(tris.len(), 6);
        assert_eq!(area_of(&u, &tris), 100.0 - 4.0 * 8.0);
        // Either winding gives the same cover.
        let mut rev = u;
        rev.reverse();
        assert_eq!(area_of(&rev, &triangulate(&rev)), 68.0);
    }

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
