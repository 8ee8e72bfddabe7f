//! Layout units to pixels, and the distances and lines the drawing measures with.

use super::Layout;
use super::noise::Rng;

pub(super) struct Geometry {
    pub(super) width: u32,
    pub(super) height: u32,
    /// Pixels per layout unit, horizontally and vertically.
    pub(super) sx: f32,
    pub(super) sy: f32,
    /// Pixels per layout unit for lengths (widths, radii).
    pub(super) unit: f32,
    /// Size of fine detail in pixels: 1 at 2400 px across, 5 at 12,000.
    pub(super) detail: f32,
    /// Width of an ink line in pixels.
    pub(super) line: f32,
}

impl Geometry {
    pub(super) fn new(width: u32, height: u32, layout: &Layout) -> Geometry {
        let (lw, lh) = (layout.size.0.max(1.0), layout.size.1.max(1.0));
        let sx = width as f32 / lw;
        let sy = height as f32 / lh;
        let unit = (sx * sy).sqrt();
        let detail = (width.max(height) as f32 / 2400.0).max(0.25);
        Geometry {
            width,
            height,
            sx,
            sy,
            unit,
            detail,
            line: detail.max(0.75),
        }
    }

    pub(super) fn px(&self, p: (f32, f32)) -> (f32, f32) {
        (p.0 * self.sx, p.1 * self.sy)
    }

    /// The points in pixels, smoothed by Catmull-Rom so rivers and roads bend rather than kink.
    pub(super) fn smooth_px(&self, pts: &[(f32, f32)]) -> Vec<(f32, f32)> {
        let p: Vec<(f32, f32)> = pts.iter().map(|&q| self.px(q)).collect();
        if p.len() < 3 {
            return p;
        }
        let mut out = Vec::new();
        for i in 0..p.len() - 1 {
            let p0 = p[i.saturating_sub(1)];
            let (p1, p2) = (p[i], p[i + 1]);
            let p3 = p[(i + 2).min(p.len() - 1)];
            let steps = ((dist(p1, p2) / 6.0).ceil() as usize).clamp(2, 64);
            for s in 0..steps {
                let t = s as f32 / steps as f32;
                out.push(catmull_rom(p0, p1, p2, p3, t));
            }
        }
        out.push(*p.last().unwrap_or(&(0.0, 0.0)));
        out
    }
}

pub(super) fn catmull_rom(
    p0: (f32, f32),
    p1: (f32, f32),
    p2: (f32, f32),
    p3: (f32, f32),
    t: f32,
) -> (f32, f32) {
    let (t2, t3) = (t * t, t * t * t);
    let f = |a: f32, b: f32, c: f32, d: f32| {
        0.5 * (2.0 * b
            + (c - a) * t
            + (2.0 * a - 5.0 * b + 4.0 * c - d) * t2
            + (3.0 * b - a - 3.0 * c + d) * t3)
    };
    (f(p0.0, p1.0, p2.0, p3.0), f(p0.1, p1.1, p2.1, p3.1))
}

pub(super) fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

pub(super) fn distance_to_segment(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    dist(p, (a.0 + t * dx, a.1 + t * dy))
}

pub(super) fn distance_to_polyline(p: (f32, f32), pts: &[(f32, f32)]) -> f32 {
    pts.windows(2)
        .map(|w| distance_to_segment(p, w[0], w[1]))
        .fold(f32::INFINITY, f32::min)
}

/// A line from `a` to `b` with two gentle random bends, as country roads go.
pub(super) fn bent_line(a: (f32, f32), b: (f32, f32), rng: &mut Rng) -> Vec<(f32, f32)> {
    let len = dist(a, b);
    let (nx, ny) = if len > 0.0 {
        (-(b.1 - a.1) / len, (b.0 - a.0) / len)
    } else {
        (0.0, 0.0)
    };
    let mut pts = vec![a];
    for t in [0.33, 0.66] {
        let off = (rng.unit() - 0.5) * 0.2 * len;
        pts.push((
            a.0 + (b.0 - a.0) * t + nx * off,
            a.1 + (b.1 - a.1) * t + ny * off,
        ));
    }
    pts.push(b);
    pts
}
