//! The battlefield map and geometry in image pixels.

use super::grid::Grid;
use serde::{Deserialize, Serialize};

/// The map image, its scale and its grid.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapInfo {
    /// Path of the map image, relative to the scenario file (or absolute). `None`: no map yet.
    #[serde(default)]
    pub image: Option<String>,
    /// Size of the image in pixels as last loaded, so that geometry can be checked without it.
    #[serde(default)]
    pub size: Option<(u32, u32)>,
    #[serde(default)]
    pub scale: Option<MapScale>,
    /// A hex or square grid over the image, with its terrain; `None`: a map without one.
    #[serde(default)]
    pub grid: Option<Grid>,
}

/// How long one image pixel is on the ground, for a scale bar.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapScale {
    /// Ground distance of one pixel, in `unit`.
    pub per_pixel: f64,
    /// Name of the unit of distance, e.g. "m", "yd", "paces".
    pub unit: String,
}

/// A position in image pixels, x to the right, y downwards; written `(x: 120.0, y: 80.5)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    pub fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    pub fn distance(self, o: Point) -> f32 {
        ((self.x - o.x).powi(2) + (self.y - o.y).powi(2)).sqrt()
    }
}

/// A closed polygon (the last vertex joins the first); empty when not drawn.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Polygon {
    pub points: Vec<Point>,
}

impl Polygon {
    pub fn new(points: Vec<Point>) -> Polygon {
        Polygon { points }
    }

    /// A polygon needs three vertices to enclose anything.
    pub fn is_closed_area(&self) -> bool {
        self.points.len() >= 3
    }

    /// Whether `p` lies inside (even-odd rule). A point exactly on an edge counts as inside,
    /// because a marker placed on the line of a deployment area is in it for any umpire.
    pub fn contains(&self, p: Point) -> bool {
        if !self.is_closed_area() {
            return false;
        }
        if self.on_boundary(p) {
            return true;
        }
        let pts = &self.points;
        let mut inside = false;
        let mut j = pts.len() - 1;
        for i in 0..pts.len() {
            let (a, b) = (pts[i], pts[j]);
            if (a.y > p.y) != (b.y > p.y) {
                let x_cross =
                    (b.x - a.x) as f64 * (p.y - a.y) as f64 / (b.y - a.y) as f64 + a.x as f64;
                if (p.x as f64) < x_cross {
                    inside = !inside;
                }
            }
            j = i;
        }
        inside
    }

    fn on_boundary(&self, p: Point) -> bool {
        let pts = &self.points;
        (0..pts.len()).any(|i| {
            let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
            let (ax, ay, bx, by, px, py) = (
                a.x as f64, a.y as f64, b.x as f64, b.y as f64, p.x as f64, p.y as f64,
            );
            let cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
            let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt().max(1e-9);
            cross.abs() / len <= 1e-3
                && px >= ax.min(bx) - 1e-3
                && px <= ax.max(bx) + 1e-3
                && py >= ay.min(by) - 1e-3
                && py <= ay.max(by) + 1e-3
        })
    }

    /// Area in square pixels (shoelace formula), always positive.
    pub fn area(&self) -> f64 {
        let pts = &self.points;
        if pts.len() < 3 {
            return 0.0;
        }
        let twice: f64 = (0..pts.len())
            .map(|i| {
                let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
                a.x as f64 * b.y as f64 - b.x as f64 * a.y as f64
            })
            .sum();
        twice.abs() / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square() -> Polygon {
        Polygon::new(vec![
            Point::new(0.0, 0.0),
            Point::new(10.0, 0.0),
            Point::new(10.0, 10.0),
            Point::new(0.0, 10.0),
        ])
    }

    #[test]
    fn inside_outside_and_edge() {
        let sq = square();
        assert!(sq.contains(Point::new(5.0, 5.0)));
        assert!(!sq.contains(Point::new(15.0, 5.0)));
        assert!(!sq.contains(Point::new(-0.1, 5.0)));
        assert!(
            sq.contains(Point::new(10.0, 5.0)),
            "a point on an edge is inside"
        );
        assert!(sq.contains(Point::new(0.0, 0.0)), "a vertex is inside");
        assert_eq!(sq.area(), 100.0);
    }

    #[test]
    fn concave_polygon() {
        // A "U": the notch between the arms is outside.
        let u = Polygon::new(vec![
            Point::new(0.0, 0.0),
            Point::new(3.0, 0.0),
            Point::new(3.0, 8.0),
            Point::new(7.0, 8.0),
            Point::new(7.0, 0.0),
            Point::new(10.0, 0.0),
            Point::new(10.0, 10.0),
            Point::new(0.0, 10.0),
        ]);
        assert!(!u.contains(Point::new(5.0, 4.0)));
        assert!(u.contains(Point::new(1.5, 4.0)));
        assert!(u.contains(Point::new(5.0, 9.0)));
    }

    #[test]
    fn fewer_than_three_points_contain_nothing() {
        let line = Polygon::new(vec![Point::new(0.0, 0.0), Point::new(10.0, 0.0)]);
        assert!(!line.contains(Point::new(5.0, 0.0)));
        assert!(!Polygon::default().contains(Point::new(0.0, 0.0)));
    }
}
