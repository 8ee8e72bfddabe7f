//! Vector overlays: strokes, blocks, villages, names, the frame.

use super::geometry::{Geometry, dist, distance_to_segment};
use super::ground::mix;
use super::noise::Rng;
use super::{Layout, MapStyle, Rgb8, Village};
use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use image::RgbaImage;

pub(super) struct Canvas<'a> {
    img: &'a mut RgbaImage,
    pub(super) w: i32,
    pub(super) h: i32,
}

impl Canvas<'_> {
    pub(super) fn new(img: &mut RgbaImage) -> Canvas<'_> {
        let (w, h) = img.dimensions();
        Canvas {
            w: w as i32,
            h: h as i32,
            img,
        }
    }

    /// Blend `c` over the pixel with coverage `a` (0 … 1).
    #[inline]
    pub(super) fn blend(&mut self, x: i32, y: i32, c: Rgb8, a: f32) {
        if x < 0 || y < 0 || x >= self.w || y >= self.h || a <= 0.0 {
            return;
        }
        let a = a.min(1.0);
        let p = self.img.get_pixel_mut(x as u32, y as u32);
        for (dst, src) in p.0.iter_mut().zip(c) {
            // + 0.5 then truncation rounds: the value is never negative.
            *dst = (*dst as f32 + (src as f32 - *dst as f32) * a + 0.5) as u8;
        }
    }

    /// A capsule of radius `r` around the segment, antialiased.
    fn segment(&mut self, a: (f32, f32), b: (f32, f32), r: f32, c: Rgb8) {
        let x0 = (a.0.min(b.0) - r - 1.0).floor().max(0.0) as i32;
        let x1 = ((a.0.max(b.0) + r + 1.0).ceil() as i32).min(self.w - 1);
        let y0 = (a.1.min(b.1) - r - 1.0).floor().max(0.0) as i32;
        let y1 = ((a.1.max(b.1) + r + 1.0).ceil() as i32).min(self.h - 1);
        for y in y0..=y1 {
            for x in x0..=x1 {
                let d = distance_to_segment((x as f32 + 0.5, y as f32 + 0.5), a, b);
                let cover = (r - d + 0.5).clamp(0.0, 1.0);
                if cover > 0.0 {
                    self.blend(x, y, c, cover);
                }
            }
        }
    }

    pub(super) fn polyline(&mut self, pts: &[(f32, f32)], r: f32, c: Rgb8) {
        for w in pts.windows(2) {
            self.segment(w[0], w[1], r, c);
        }
    }

    /// A rectangle centred at `at`, half-sizes `hw` × `hh`, turned to the direction `dir`
    /// (a unit vector), filled and outlined.
    fn block(
        &mut self,
        at: (f32, f32),
        (hw, hh): (f32, f32),
        dir: (f32, f32),
        fill: Rgb8,
        edge: Rgb8,
        line: f32,
    ) {
        let reach = (hw * hw + hh * hh).sqrt() + 1.0;
        let x0 = (at.0 - reach).floor().max(0.0) as i32;
        let x1 = ((at.0 + reach).ceil() as i32).min(self.w - 1);
        let y0 = (at.1 - reach).floor().max(0.0) as i32;
        let y1 = ((at.1 + reach).ceil() as i32).min(self.h - 1);
        for y in y0..=y1 {
            for x in x0..=x1 {
                let (px, py) = (x as f32 + 0.5 - at.0, y as f32 + 0.5 - at.1);
                let u = (px * dir.0 + py * dir.1).abs();
                let v = (-px * dir.1 + py * dir.0).abs();
                let inside = (hw - u).min(hh - v);
                if inside > -0.5 {
                    let cover = (inside + 0.5).min(1.0);
                    let c = if inside < line { edge } else { fill };
                    self.blend(x, y, c, cover);
                }
            }
        }
    }
}

/// A street: a segment of road from `.0` to `.1`, `.2` pixels wide each side of its middle.
pub(super) type Street = ((f32, f32), (f32, f32), f32);

pub(super) fn draw_village(
    canvas: &mut Canvas,
    geo: &Geometry,
    v: &Village,
    roads: &[(Vec<(f32, f32)>, f32)],
    style: &MapStyle,
    seed: u64,
) {
    let mut rng = Rng::new(seed);
    let centre = geo.px(v.at);
    let radius = v.radius * geo.unit;
    // Road segments through the village: houses line them.
    let streets: Vec<Street> = roads
        .iter()
        .flat_map(|(pts, r)| pts.windows(2).map(move |w| (w[0], w[1], *r)))
        .filter(|(a, b, _)| distance_to_segment(centre, *a, *b) < radius * 0.8)
        .collect();
    let house = (radius * 0.095).max(1.5);
    let count = ((radius / house).powi(2) * 0.45).clamp(3.0, 400.0) as usize;
    for k in 0..count {
        let along_street = !streets.is_empty() && k % 4 != 3;
        let (pos, dir) = if along_street {
            let (a, b, road_r) = streets[rng.below(streets.len() as u32) as usize];
            let t = rng.unit();
            let p = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            let len = dist(a, b).max(1e-3);
            let dir = ((b.0 - a.0) / len, (b.1 - a.1) / len);
            let side = if rng.unit() < 0.5 { -1.0 } else { 1.0 };
            let off = road_r + geo.line + house * (0.9 + 0.8 * rng.unit());
            ((p.0 - dir.1 * off * side, p.1 + dir.0 * off * side), dir)
        } else {
            let ang = rng.unit() * std::f32::consts::TAU;
            let r = radius * rng.unit().sqrt() * 0.8;
            let turn = rng.unit() * std::f32::consts::PI;
            (
                (centre.0 + ang.cos() * r, centre.1 + ang.sin() * r),
                (turn.cos(), turn.sin()),
            )
        };
        let on_street = streets
            .iter()
            .any(|(a, b, r)| distance_to_segment(pos, *a, *b) < r + geo.line + house * 0.7);
        if dist(pos, centre) > radius || on_street {
            continue;
        }
        let hw = house * (0.8 + 0.9 * rng.unit());
        let hh = house * (0.45 + 0.3 * rng.unit());
        canvas.block(
            pos,
            (hw, hh),
            dir,
            style.building,
            style.ink,
            geo.line * 0.8,
        );
    }
    // The church: one larger block near the centre, beside the street rather than on it.
    let clear = |p: (f32, f32)| {
        streets
            .iter()
            .all(|(a, b, r)| distance_to_segment(p, *a, *b) >= r + geo.line + house * 1.2)
    };
    let spot = (0..16)
        .map(|k| {
            let ang = k as f32 * std::f32::consts::TAU / 8.0;
            let r = house * if k < 8 { 2.5 } else { 4.5 };
            (centre.0 + ang.cos() * r, centre.1 + ang.sin() * r)
        })
        .find(|p| clear(*p));
    if let Some(at) = std::iter::once(centre).find(|p| clear(*p)).or(spot) {
        canvas.block(
            at,
            (house * 1.7, house * 0.8),
            (1.0, 0.0),
            mix_u8(style.building, style.ink, 0.3),
            style.ink,
            geo.line,
        );
    }
}

pub(super) fn mix_u8(a: Rgb8, b: Rgb8, t: f32) -> Rgb8 {
    let m = mix(a, b, t);
    [m[0] as u8, m[1] as u8, m[2] as u8]
}

pub(super) fn font() -> Option<FontRef<'static>> {
    FontRef::try_from_slice(umpire::assets::regular_ttf()).ok()
}

pub(super) fn draw_labels(canvas: &mut Canvas, geo: &Geometry, layout: &Layout, style: &MapStyle) {
    let Some(font) = font() else {
        return;
    };
    let size = 24.0 * geo.detail;
    for v in &layout.villages {
        let (x, y) = geo.px(v.at);
        let r = v.radius * geo.unit;
        text(
            canvas,
            &font,
            &v.name,
            (x, y + r + size * 0.9),
            size,
            0.04,
            style.ink,
            style.paper,
        );
    }
    for h in layout.hills.iter().filter(|h| !h.name.is_empty()) {
        let (x, y) = geo.px(h.at);
        let caps = h.name.to_uppercase();
        let c = mix_u8(style.ink, style.building, 0.35);
        text(
            canvas,
            &font,
            &caps,
            (x, y),
            size * 0.8,
            0.35,
            c,
            style.paper,
        );
    }
    for l in &layout.labels {
        let c = if l.water { style.bank } else { style.ink };
        let s = l.size * geo.unit;
        text(
            canvas,
            &font,
            &l.text,
            geo.px(l.at),
            s,
            0.08,
            c,
            style.paper,
        );
    }
}

/// Write `s` centred on `at`, `size` px high, letters spaced by `tracking` × size, with a halo
/// of `halo` so the name reads over the ground.
#[allow(clippy::too_many_arguments)]
pub(super) fn text(
    canvas: &mut Canvas,
    font: &FontRef<'static>,
    s: &str,
    at: (f32, f32),
    size: f32,
    tracking: f32,
    c: Rgb8,
    halo: Rgb8,
) {
    let sf = font.as_scaled(PxScale::from(size.max(4.0)));
    let gap = tracking * size;
    let width: f32 = s
        .chars()
        .map(|ch| sf.h_advance(sf.glyph_id(ch)) + gap)
        .sum::<f32>()
        - gap;
    let baseline = at.1 + sf.ascent() * 0.35;
    let halo_r = (size / 10.0).max(1.0);
    for (pass, colour, reach) in [(0, halo, halo_r), (1, c, 0.0)] {
        let mut x = at.0 - width / 2.0;
        for ch in s.chars() {
            let id = sf.glyph_id(ch);
            let mut g = sf.scaled_glyph(ch);
            g.position = point(x, baseline);
            if let Some(og) = sf.outline_glyph(g) {
                let b = og.px_bounds();
                let offsets: &[(f32, f32)] = if pass == 0 {
                    &[
                        (-1.0, 0.0),
                        (1.0, 0.0),
                        (0.0, -1.0),
                        (0.0, 1.0),
                        (-0.7, -0.7),
                        (0.7, 0.7),
                        (-0.7, 0.7),
                        (0.7, -0.7),
                    ]
                } else {
                    &[(0.0, 0.0)]
                };
                for (ox, oy) in offsets {
                    let (dx, dy) = ((ox * reach).round() as i32, (oy * reach).round() as i32);
                    og.draw(|gx, gy, cover| {
                        canvas.blend(
                            b.min.x as i32 + gx as i32 + dx,
                            b.min.y as i32 + gy as i32 + dy,
                            colour,
                            cover * if pass == 0 { 0.8 } else { 1.0 },
                        );
                    });
                }
            }
            x += sf.h_advance(id) + gap;
        }
    }
}

pub(super) fn draw_frame(canvas: &mut Canvas, geo: &Geometry, style: &MapStyle) {
    let margin = (14.0 * geo.detail).round() as i32;
    let (w, h) = (canvas.w, canvas.h);
    if margin * 4 >= w.min(h) {
        return;
    }
    // Only the margin bands are painted: a full pass would cost as much as the ground.
    let bands = [
        (0, 0, w, margin),
        (0, h - margin, w, h),
        (0, margin, margin, h - margin),
        (w - margin, margin, w, h - margin),
    ];
    for (x0, y0, x1, y1) in bands {
        for y in y0..y1 {
            for x in x0..x1 {
                canvas.blend(x, y, style.paper, 1.0);
            }
        }
    }
    let thick = (2.5 * geo.detail).max(1.0);
    let thin = geo.line;
    let m = margin as f32;
    let rect = |c: &mut Canvas, inset: f32, r: f32| {
        let (x0, y0, x1, y1) = (inset, inset, w as f32 - inset, h as f32 - inset);
        c.polyline(
            &[(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)],
            r,
            style.ink,
        );
    };
    rect(canvas, m - thick, thick / 2.0);
    rect(canvas, m + thin * 1.5, thin / 2.0);
}
