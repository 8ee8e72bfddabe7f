//! An area's outline: its edges, the edge under a click, the area holding a point, and the
//! triangles that fill an area. Pure geometry on the image's pixels; the tool in `areas.rs`
//! clicks, drags and paints with it.

use super::{HANDLE_SIZE, Selection};
use crate::model::{Point, Scenario, SideId};
use egui::Pos2;

/// A click this close (in screen points) to an area's outline is on the outline.
pub const EDGE_PICK_DISTANCE: f32 = 6.0;

/// Edge `i` of an area runs from vertex `i` to the next one (the last closes the ring).
pub(super) fn edge(points: &[Point], i: usize) -> (Point, Point) {
    (points[i], points[(i + 1) % points.len()])
}

pub(super) fn midpoint(a: Point, b: Point) -> Point {
    Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0)
}

/// The point of segment (a, b) nearest to `p`.
fn nearest_on_segment(p: Point, a: Point, b: Point) -> Point {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len2 = dx * dx + dy * dy;
    if len2 == 0.0 {
        return a;
    }
    let t = (((p.x - a.x) * dx + (p.y - a.y) * dy) / len2).clamp(0.0, 1.0);
    Point::new(a.x + t * dx, a.y + t * dy)
}

/// A point on the outline of an area.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EdgeHit {
    pub side: SideId,
    /// The edge: from vertex `edge` to the next.
    pub edge: usize,
    /// The nearest point of the edge, in image pixels.
    pub at: Point,
    /// So near an end of the edge that it is on that vertex's handle rather than the edge.
    pub near_vertex: bool,
}

/// The outline under `p` (image pixels) within [`EDGE_PICK_DISTANCE`] screen points: the
/// selected area's first, then side A's, then side B's.
pub fn edge_at(s: &Scenario, selection: &Selection, p: Point, zoom: f32) -> Option<EdgeHit> {
    let selected = match selection {
        Selection::Area(side) | Selection::Vertex(side, _) => Some(*side),
        _ => None,
    };
    let order = selected.into_iter().chain(SideId::BOTH);
    order
        .filter_map(|side| edge_of_area(s, side, p, zoom))
        .next()
}

fn edge_of_area(s: &Scenario, side: SideId, p: Point, zoom: f32) -> Option<EdgeHit> {
    let points = &s.side(side).deployment.points;
    if points.len() < 3 {
        return None;
    }
    let (nearest, at) = (0..points.len())
        .map(|i| {
            let (a, b) = edge(points, i);
            (i, nearest_on_segment(p, a, b))
        })
        .min_by(|x, y| p.distance(x.1).total_cmp(&p.distance(y.1)))?;
    if p.distance(at) * zoom > EDGE_PICK_DISTANCE {
        return None;
    }
    let (a, b) = edge(points, nearest);
    let near_vertex = at.distance(a).min(at.distance(b)) * zoom < HANDLE_SIZE;
    Some(EdgeHit {
        side,
        edge: nearest,
        at,
        near_vertex,
    })
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

#[cfg(test)]
mod tests {
    use super::super::tests::rectangle;
    use super::*;
    use egui::pos2;

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
    fn a_point_near_an_outline_finds_the_edge_and_its_nearest_point() {
        let s = rectangle();
        let none = Selection::None;
        // 4 pixels outside the right edge, at zoom 1: within 6 screen points.
        let hit = edge_at(&s, &none, Point::new(754.0, 300.0), 1.0).expect("on the edge");
        assert_eq!(
            (hit.side, hit.edge, hit.at),
            (SideId::B, 1, Point::new(750.0, 300.0))
        );
        assert!(!hit.near_vertex);
        // The closing edge runs from the last vertex back to the first.
        let hit = edge_at(&s, &none, Point::new(497.0, 250.0), 1.0).expect("on the edge");
        assert_eq!((hit.edge, hit.at), (3, Point::new(500.0, 250.0)));
        // 7 pixels away is off the outline at zoom 1, on it at zoom 0.5 (3.5 screen points).
        assert_eq!(edge_at(&s, &none, Point::new(757.0, 300.0), 1.0), None);
        assert!(edge_at(&s, &none, Point::new(757.0, 300.0), 0.5).is_some());
        // Beside a corner the nearest point is the corner itself: that is the vertex's handle.
        let hit = edge_at(&s, &none, Point::new(754.0, 96.0), 1.0).expect("at the corner");
        assert_eq!(hit.at, Point::new(750.0, 100.0));
        assert!(hit.near_vertex);
        // Well inside, no outline.
        assert_eq!(edge_at(&s, &none, Point::new(600.0, 250.0), 1.0), None);
    }
}
