//! Deployment areas, markers and their labels drawn over the printed map as vectors, in the
//! proportions of the screen and the exported PNG ([`crate::render::draw`]).

use crate::i18n::tr;
use crate::model::{Marker, Scenario, SideId};
use crate::render::draw;
use crate::report::layout::{Align, Colour, Layout, Pen, Stroke};
use crate::report::text::Face;

/// How a marker is drawn: its radius in points. A marker whose value is known is white with a
/// black rim, sized by its value; one whose value is not known is grey and all alike, so that
/// neither size nor shade gives the value away. Markers carry no colour of their own, so none
/// can be taken for a side's colour, in colour or in grey.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MarkerLook {
    pub radius: f32,
    pub fill: Colour,
}

/// Points per style unit of `render::draw` (its radii run from 10 to 22 units): markers of
/// 4–9 pt read well over a map printed on A4.
const PT_PER_STYLE_UNIT: f32 = 0.42;
/// The fill of a marker whose value is not known to the reader.
const UNKNOWN_FILL: Colour = Colour(0.62, 0.62, 0.62);

/// The look of a marker of `value` %, in the same proportions as on screen.
pub fn marker_look(value: u32) -> MarkerLook {
    MarkerLook {
        radius: draw::marker_style(value).1 * PT_PER_STYLE_UNIT,
        fill: Colour::WHITE,
    }
}

/// The look of a marker as this report shows it.
pub fn shown_look(m: &Marker, reveal_hidden: bool) -> MarkerLook {
    match draw::visible_value(m, !reveal_hidden) {
        Some(v) => marker_look(v),
        None => hidden_look(),
    }
}

/// The look of a marker whose value is not shown.
pub fn hidden_look() -> MarkerLook {
    MarkerLook {
        radius: draw::HIDDEN_MARKER_RADIUS * PT_PER_STYLE_UNIT,
        fill: UNKNOWN_FILL,
    }
}

pub(super) fn draw_marker(l: &mut Layout, x: f32, y: f32, look: MarkerLook) {
    l.circle(
        x,
        y,
        look.radius,
        Some(look.fill),
        Some(Stroke::solid(Colour::BLACK, 0.9)),
    );
}

/// Whether this report may print this marker's value.
pub fn value_shown(m: &Marker, reveal_hidden: bool) -> bool {
    draw::value_visible(m, !reveal_hidden)
}

/// The label printed beside a marker: "C 30%", or "C ?" when its value is not shown.
pub fn marker_label(m: &Marker, reveal_hidden: bool) -> String {
    match draw::visible_value(m, !reveal_hidden) {
        Some(v) => tr!(ReportMarkerLabel, id = m.id.as_str(), value = v.to_string()),
        None => format!("{} {}", m.id, draw::HIDDEN_CAPTION),
    }
}

/// How a side is drawn on the map: the outline of its area and the ring of the markers it
/// holds are solid for side A and dashed for side B, in the side's colour darkened enough to
/// print, over a white halo that keeps them apart from the map.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SideLook {
    pub colour: Colour,
    pub line: Colour,
    pub area_dash: Option<[f32; 2]>,
    pub ring_dash: Option<[f32; 2]>,
}

impl SideLook {
    pub fn of(s: &Scenario, side: SideId) -> SideLook {
        let colour = Colour::from_rgb(s.side(side).colour);
        let line = colour.no_lighter_than(0.45);
        match side {
            SideId::A => SideLook {
                colour,
                line,
                area_dash: None,
                ring_dash: None,
            },
            SideId::B => SideLook {
                colour,
                line,
                area_dash: Some([6.0, 3.0]),
                ring_dash: Some([2.4, 1.6]),
            },
        }
    }

    fn area_stroke(&self, width: f32) -> Stroke {
        Stroke {
            colour: self.line,
            width,
            dash: self.area_dash,
        }
    }

    fn ring_stroke(&self) -> Stroke {
        Stroke {
            colour: self.line,
            width: 1.8,
            dash: self.ring_dash,
        }
    }

    /// The deployment area's outline over its halo.
    fn draw_outline(&self, l: &mut Layout, pts: &[(f32, f32)]) {
        l.polyline(pts, true, Stroke::solid(Colour::WHITE, 3.6));
        l.polyline(pts, true, self.area_stroke(1.7));
    }

    pub(super) fn draw_ring(&self, l: &mut Layout, x: f32, y: f32, r: f32) {
        l.circle(x, y, r, None, Some(Stroke::solid(Colour::WHITE, 3.6)));
        l.circle(x, y, r, None, Some(self.ring_stroke()));
    }

    /// A small piece of deployment area, for the legend.
    pub(super) fn draw_area_sample(&self, l: &mut Layout, x: f32, y: f32) {
        let pts = [(x, y), (x + 14.0, y), (x + 14.0, y + 9.0), (x, y + 9.0)];
        l.polygon(&pts, Some((self.colour, 0.22)), None);
        l.polyline(&pts, true, self.area_stroke(1.4));
    }
}

/// The map's extent in image pixels: the image's size, or else the box around everything drawn.
pub fn extent(s: &Scenario, image_size: Option<(u32, u32)>) -> Option<(f32, f32, f32, f32)> {
    if let Some((w, h)) = image_size.or(s.map.size) {
        return Some((0.0, 0.0, w as f32, h as f32));
    }
    let pts: Vec<(f32, f32)> = s
        .sides
        .iter()
        .flat_map(|side| side.deployment.points.iter().map(|p| (p.x, p.y)))
        .chain(s.markers.markers.iter().map(|m| (m.pos.x, m.pos.y)))
        .collect();
    if pts.is_empty() {
        return None;
    }
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for (x, y) in pts {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    let pad = ((x1 - x0).max(y1 - y0) * 0.08).max(20.0);
    Some((x0 - pad, y0 - pad, x1 + pad, y1 + pad))
}

/// Where the map lands on the page.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    /// The extent in image pixels.
    pub extent: (f32, f32, f32, f32),
}

impl Placement {
    /// Fit the extent into the box (x, y, w, h), centred horizontally, at the top.
    pub fn fit(extent: (f32, f32, f32, f32), bx: f32, by: f32, bw: f32, bh: f32) -> Placement {
        let (ew, eh) = (
            (extent.2 - extent.0).max(1.0),
            (extent.3 - extent.1).max(1.0),
        );
        let k = (bw / ew).min(bh / eh);
        let (w, h) = (ew * k, eh * k);
        Placement {
            x: bx + (bw - w) / 2.0,
            y: by,
            w,
            h,
            extent,
        }
    }

    /// Page position of an image pixel.
    pub fn to_page(&self, px: f32, py: f32) -> (f32, f32) {
        let k = self.w / (self.extent.2 - self.extent.0).max(1.0);
        (
            self.x + (px - self.extent.0) * k,
            self.y + (py - self.extent.1) * k,
        )
    }

    /// Points per image pixel.
    pub fn scale(&self) -> f32 {
        self.w / (self.extent.2 - self.extent.0).max(1.0)
    }
}

/// A box on the page: left, top, right, bottom.
type Rect4 = (f32, f32, f32, f32);

fn overlap(a: Rect4, b: Rect4) -> f32 {
    let w = (a.2.min(b.2) - a.0.max(b.0)).max(0.0);
    let h = (a.3.min(b.3) - a.1.max(b.1)).max(0.0);
    w * h
}

/// The first candidate inside `bounds` that overlaps nothing taken, else the one that
/// overlaps least.
fn place(candidates: &[Rect4], taken: &[Rect4], bounds: Rect4) -> Rect4 {
    let cost = |c: Rect4| -> f32 {
        let outside = (bounds.0 - c.0).max(0.0)
            + (c.2 - bounds.2).max(0.0)
            + (bounds.1 - c.1).max(0.0)
            + (c.3 - bounds.3).max(0.0);
        taken.iter().map(|&t| overlap(c, t)).sum::<f32>() + outside * 100.0
    };
    let mut best = candidates[0];
    let mut best_cost = f32::MAX;
    for &c in candidates {
        let k = cost(c);
        if k == 0.0 {
            return c;
        }
        if k < best_cost {
            best = c;
            best_cost = k;
        }
    }
    best
}

/// A label in a white box at `r` (bold, black), with the box's rim in `rim`.
fn boxed_label(l: &mut Layout, r: Rect4, size: f32, text: &str, rim: Option<Stroke>) {
    let pts = [(r.0, r.1), (r.2, r.1), (r.2, r.3), (r.0, r.3)];
    l.polygon(&pts, Some((Colour::WHITE, 0.88)), rim);
    let base = (r.1 + r.3) / 2.0 + l.fonts.ascent(Face::Bold, size) / 2.0 - 1.0;
    l.text(
        r.0 + 2.0,
        base,
        Pen::new(Face::Bold, size, Colour::BLACK),
        Align::Left,
        text,
    );
}

/// Deployment areas and markers over the map (or over an empty frame). Labels are placed
/// where they cover no marker and no other label.
pub fn draw_overlay(
    l: &mut Layout,
    s: &Scenario,
    p: &Placement,
    withheld: &[bool],
    held_at_end: &[Option<SideId>],
) {
    l.begin_clip(p.x, p.y, p.w, p.h);
    let bounds = (p.x + 1.0, p.y + 1.0, p.x + p.w - 1.0, p.y + p.h - 1.0);
    let shown = |i: usize| !withheld.get(i).copied().unwrap_or(false);
    let discs: Vec<(f32, f32, MarkerLook)> = s
        .markers
        .markers
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let (x, y) = p.to_page(m.pos.x, m.pos.y);
            (x, y, shown_look(m, shown(i)))
        })
        .collect();
    let mut taken: Vec<Rect4> = discs
        .iter()
        .map(|&(x, y, look)| {
            let r = look.radius + 3.0;
            (x - r, y - r, x + r, y + r)
        })
        .collect();
    let mut area_labels = Vec::new();
    for side in SideId::BOTH {
        let sd = s.side(side);
        if !sd.deployment.is_closed_area() {
            continue;
        }
        let look = SideLook::of(s, side);
        let pts: Vec<(f32, f32)> = sd
            .deployment
            .points
            .iter()
            .map(|pt| p.to_page(pt.x, pt.y))
            .collect();
        l.polygon(&pts, Some((look.colour, 0.2)), None);
        look.draw_outline(l, &pts);
        let (cx, cy) = centroid(&pts);
        let name = l.fonts.truncate(Face::Bold, 8.0, &sd.name, p.w / 3.0);
        let w = l.fonts.width(Face::Bold, 8.0, &name) + 4.0;
        let h = 11.0;
        let mut candidates = Vec::new();
        for dy in [0.0, -16.0, 16.0, -32.0, 32.0, -48.0, 48.0] {
            for dx in [0.0, -w * 0.6, w * 0.6] {
                let (x0, y0) = (cx - w / 2.0 + dx, cy - h / 2.0 + dy);
                candidates.push((x0, y0, x0 + w, y0 + h));
            }
        }
        let r = place(&candidates, &taken, bounds);
        taken.push(r);
        area_labels.push((r, name, look));
    }
    for (r, name, look) in &area_labels {
        boxed_label(l, *r, 8.0, name, Some(look.area_stroke(0.8)));
    }
    for (i, &(x, y, look)) in discs.iter().enumerate() {
        if let Some(side) = held_at_end.get(i).copied().flatten() {
            SideLook::of(s, side).draw_ring(l, x, y, look.radius + 2.6);
        }
        draw_marker(l, x, y, look);
    }
    for (i, m) in s.markers.markers.iter().enumerate() {
        let (x, y, look) = discs[i];
        let label = marker_label(m, shown(i));
        let size = 7.5;
        let (w, h) = (l.fonts.width(Face::Bold, size, &label) + 4.0, 10.0);
        let gap = look.radius + 4.5;
        let candidates = [
            (x + gap, y - h / 2.0),
            (x - gap - w, y - h / 2.0),
            (x - w / 2.0, y - gap - h),
            (x - w / 2.0, y + gap),
            (x + gap * 0.7, y - gap * 0.7 - h),
            (x + gap * 0.7, y + gap * 0.7),
            (x - gap * 0.7 - w, y - gap * 0.7 - h),
            (x - gap * 0.7 - w, y + gap * 0.7),
            (x + gap + 8.0, y - h / 2.0),
            (x - gap - 8.0 - w, y - h / 2.0),
        ]
        .map(|(x0, y0)| (x0, y0, x0 + w, y0 + h));
        let r = place(&candidates, &taken, bounds);
        taken.push(r);
        boxed_label(l, r, size, &label, None);
    }
    l.end_clip();
    l.stroke_rect(p.x, p.y, p.w, p.h, Stroke::solid(Colour::MUTED, 0.6));
}

fn centroid(pts: &[(f32, f32)]) -> (f32, f32) {
    let n = pts.len().max(1) as f32;
    let (sx, sy) = pts
        .iter()
        .fold((0.0, 0.0), |(a, b), &(x, y)| (a + x, b + y));
    (sx / n, sy / n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_values_get_a_neutral_label() {
        let mut m = Marker {
            id: "C".into(),
            name: String::new(),
            pos: crate::model::Point::new(0.0, 0.0),
            value: Some(30),
            hidden: true,
            placed_by: None,
        };
        assert_eq!(marker_label(&m, false), "C ?");
        assert_eq!(marker_label(&m, true), "C 30%");
        m.hidden = false;
        assert_eq!(marker_label(&m, false), "C 30%");
        assert!(marker_look(30).radius > marker_look(5).radius);
        assert_ne!(
            hidden_look().fill,
            marker_look(5).fill,
            "unknown markers look apart"
        );
    }
}
