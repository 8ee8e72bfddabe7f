//! The ground on a coarse grid (hill shade, woods, meadows and the warp of the field
//! pattern), painted per pixel on every core.

use super::geometry::{Geometry, dist, distance_to_segment};
use super::noise::{fbm, floor_i32, hash_unit, hash3};
use super::{Layout, MapStyle, Rgb8};
use image::RgbaImage;

/// Values at each grid node.
#[derive(Clone, Copy, Default)]
pub(super) struct Node {
    /// 0 dark … 0.5 flat … 1 lit (light from the north-west).
    shade: f32,
    /// > 0 inside a wood; the edge is at 0.
    wood: f32,
    /// 0 … 1: water meadow.
    meadow: f32,
    /// Displacement of the field pattern, in fields.
    warp: (f32, f32),
}

impl Node {
    fn lerp(&self, o: &Node, t: f32) -> Node {
        let f = |a: f32, b: f32| a + (b - a) * t;
        Node {
            shade: f(self.shade, o.shade),
            wood: f(self.wood, o.wood),
            meadow: f(self.meadow, o.meadow),
            warp: (f(self.warp.0, o.warp.0), f(self.warp.1, o.warp.1)),
        }
    }
}

pub(super) struct Ground {
    /// Grid spacing in pixels.
    cell: f32,
    cols: usize,
    rows: usize,
    nodes: Vec<Node>,
}

impl Ground {
    pub(super) fn compute(geo: &Geometry, seed: u64, layout: &Layout) -> Ground {
        let cell = (geo.width.max(geo.height) as f32 / 600.0).max(1.0);
        let cols = (geo.width as f32 / cell).ceil() as usize + 2;
        let rows = (geo.height as f32 / cell).ceil() as usize + 2;
        let s = (seed ^ (seed >> 32)) as u32;
        // Layout units of a node.
        let at = |i: usize, j: usize| (i as f32 * cell / geo.sx, j as f32 * cell / geo.sy);

        // Nearness to rivers and villages, 1 on the feature falling to 0 at its reach: a brook
        // has a narrow meadow, a great river a wide one.
        let mut river_prox = vec![0.0f32; cols * rows];
        let mut village_prox = vec![0.0f32; cols * rows];
        let stamp = |field: &mut Vec<f32>, a: (f32, f32), b: (f32, f32), reach: f32| {
            let reach = reach.max(1.0);
            let lo = ((a.0.min(b.0) - reach) * geo.sx / cell).floor().max(0.0) as usize;
            let hi = (((a.0.max(b.0) + reach) * geo.sx / cell).ceil().max(0.0) as usize).min(cols);
            let top = ((a.1.min(b.1) - reach) * geo.sy / cell).floor().max(0.0) as usize;
            let bot = (((a.1.max(b.1) + reach) * geo.sy / cell).ceil().max(0.0) as usize).min(rows);
            for j in top..bot {
                for i in lo..hi {
                    let p = 1.0 - distance_to_segment(at(i, j), a, b) / reach;
                    let f = &mut field[j * cols + i];
                    if p > *f {
                        *f = p;
                    }
                }
            }
        };
        for r in &layout.rivers {
            let reach = 30.0 + 2.5 * r.width.max(0.0);
            for w in r.points.windows(2) {
                stamp(&mut river_prox, w[0], w[1], reach);
            }
        }
        for v in &layout.villages {
            stamp(&mut village_prox, v.at, v.at, v.radius * 1.3);
        }

        // Elevation in "hill heights".
        let mut elevation = vec![0.0f32; cols * rows];
        for j in 0..rows {
            for i in 0..cols {
                let (u, v) = at(i, j);
                let mut e = 0.3 * fbm(u / 420.0, v / 420.0, s ^ 0x1111, 5);
                for h in &layout.hills {
                    let d2 =
                        ((u - h.at.0).powi(2) + (v - h.at.1).powi(2)) / h.radius.max(1.0).powi(2);
                    e += h.height * (-d2 * 1.6).exp();
                }
                e -= 0.35 * river_prox[j * cols + i];
                elevation[j * cols + i] = e;
            }
        }

        let mut nodes = vec![Node::default(); cols * rows];
        // Slope in hill heights per layout unit, scaled to a pleasing shade.
        let step_u = cell / geo.sx;
        let step_v = cell / geo.sy;
        for j in 0..rows {
            for i in 0..cols {
                let e = |a: usize, b: usize| elevation[b.min(rows - 1) * cols + a.min(cols - 1)];
                let dx = (e(i + 1, j) - e(i.saturating_sub(1), j)) / (2.0 * step_u);
                let dy = (e(i, j + 1) - e(i, j.saturating_sub(1))) / (2.0 * step_v);
                // Lit from the north-west; steep ground darkens as hachures would.
                let lit = -(dx + dy) * std::f32::consts::FRAC_1_SQRT_2 * 200.0;
                let steep = ((dx * dx + dy * dy).sqrt() * 250.0).min(1.0);
                let shade = (0.5 + 0.5 * (lit / (1.0 + lit.abs())) - 0.18 * steep).clamp(0.0, 1.0);
                let (u, v) = at(i, j);
                let river = river_prox[j * cols + i];
                let village = village_prox[j * cols + i];
                let mut wood = fbm(u / 160.0, v / 160.0, s ^ 0x2222, 4) - 0.62
                    + 0.55 * layout.wildwood.clamp(0.0, 1.0);
                for w in &layout.woods {
                    let d = dist((u, v), w.at) / w.radius.max(1.0);
                    wood = wood.max(0.9 - d + 0.25 * fbm(u / 40.0, v / 40.0, s ^ 0x3333, 3));
                }
                wood -= 1.6 * (river - 0.35).max(0.0) + 2.0 * village;
                let low = (-elevation[j * cols + i] - 0.1).max(0.0) * 3.0;
                let meadow = (river * 1.3 + low).min(1.0);
                let warp = (
                    fbm(u / 300.0, v / 300.0, s ^ 0x4444, 3),
                    fbm(u / 300.0, v / 300.0, s ^ 0x5555, 3),
                );
                nodes[j * cols + i] = Node {
                    shade,
                    wood,
                    meadow,
                    warp,
                };
            }
        }
        Ground {
            cell,
            cols,
            rows,
            nodes,
        }
    }
}

pub(super) fn mix(a: Rgb8, b: Rgb8, t: f32) -> [f32; 3] {
    [
        a[0] as f32 + (b[0] as f32 - a[0] as f32) * t,
        a[1] as f32 + (b[1] as f32 - a[1] as f32) * t,
        a[2] as f32 + (b[2] as f32 - a[2] as f32) * t,
    ]
}

pub(super) fn paint_ground(
    img: &mut RgbaImage,
    geo: &Geometry,
    ground: &Ground,
    style: &MapStyle,
    seed: u64,
) {
    let width = geo.width as usize;
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, 32);
    let rows_per_band = (geo.height as usize).div_ceil(threads).max(1);
    let buf: &mut [u8] = img.as_mut();
    let s = (seed ^ (seed >> 32)) as u32;
    std::thread::scope(|scope| {
        for (k, band) in buf.chunks_mut(rows_per_band * width * 4).enumerate() {
            scope.spawn(move || {
                paint_band(band, k * rows_per_band, geo, ground, style, s);
            });
        }
    });
}

/// The width and offset of the current row of fields, kept between pixels.
pub(super) struct RowCache {
    index: i32,
    width: f32,
    inv_width: f32,
    offset: f32,
}

/// Paint rows from `y0` on into `band` (whole rows of RGBA).
pub(super) fn paint_band(
    band: &mut [u8],
    y0: usize,
    geo: &Geometry,
    g: &Ground,
    style: &MapStyle,
    s: u32,
) {
    let width = geo.width as usize;
    let d = geo.detail;
    // Fields about 90 px long and 35 px deep at 2400 px across, in proportion above.
    let field_w = 90.0 * d;
    let field_h = 34.0 * d;
    let hedge = geo.line;
    let tree_cell = (7.0 * d).max(2.0);
    let grain = style.grain.clamp(0.0, 1.0) * 14.0;
    let shading = style.hill_shading.clamp(0.0, 1.0);
    let n_fields = style.fields.len().max(1);
    let inv = 1.0 / g.cell;
    let inv_field_h = 1.0 / field_h;
    let mut rows = RowCache {
        index: i32::MIN,
        width: 1.0,
        inv_width: 1.0,
        offset: 0.0,
    };
    let mut field = ((i32::MIN, i32::MIN), 0usize);
    // The grid interpolated to the current row: each pixel then only interpolates along x.
    let mut row_nodes = vec![Node::default(); g.cols];
    for (r, row) in band.chunks_mut(width * 4).enumerate() {
        let y = y0 + r;
        let gy = y as f32 * inv;
        let j = (gy as usize).min(g.rows - 2);
        let ty = gy - j as f32;
        let (above, below) = g.nodes[j * g.cols..(j + 2) * g.cols].split_at(g.cols);
        for ((out, a), b) in row_nodes.iter_mut().zip(above).zip(below) {
            *out = a.lerp(b, ty);
        }
        for x in 0..width {
            let gx = x as f32 * inv;
            let i = (gx as usize).min(g.cols - 2);
            let tx = gx - i as f32;
            let (a, b) = (&row_nodes[i], &row_nodes[i + 1]);
            let shade = a.shade + (b.shade - a.shade) * tx;
            let wood = a.wood + (b.wood - a.wood) * tx;
            let meadow = a.meadow + (b.meadow - a.meadow) * tx;
            let (xf, yf) = (x as f32, y as f32);

            let mut c = if wood > 0.0 {
                // Trees: a crown in most cells of a small grid, jittered.
                let (ci, cj) = ((xf / tree_cell) as i32, (yf / tree_cell) as i32);
                let h = hash3(ci as u32, cj as u32, s ^ 0x7777);
                let cx = (ci as f32 + 0.25 + 0.5 * ((h & 0xff) as f32 / 255.0)) * tree_cell;
                let cy = (cj as f32 + 0.25 + 0.5 * (((h >> 8) & 0xff) as f32 / 255.0)) * tree_cell;
                let r2 = (xf - cx).powi(2) + (yf - cy).powi(2);
                let crown = tree_cell * 0.32;
                if wood < 0.035 {
                    mix(style.trees, style.ink, 0.3)
                } else if r2 < crown * crown && (h >> 16) & 3 != 0 {
                    mix(style.trees, style.wood, 0.15)
                } else {
                    mix(style.wood, style.wood, 0.0)
                }
            } else if meadow > 0.55 {
                mix(style.meadow, style.fields[0 % n_fields], 0.0)
            } else {
                let wx = (a.warp.0 + (b.warp.0 - a.warp.0) * tx) * field_w * 0.9;
                let wy = (a.warp.1 + (b.warp.1 - a.warp.1) * tx) * field_h * 2.5;
                let fy = (yf + wy) * inv_field_h;
                let row_i = floor_i32(fy);
                // Neighbouring pixels nearly always fall in the same row and field: their
                // hashes are kept rather than computed again.
                if row_i != rows.index {
                    let width = field_w * (0.6 + 0.9 * hash_unit(row_i, 17, s));
                    rows = RowCache {
                        index: row_i,
                        width,
                        inv_width: 1.0 / width,
                        offset: hash_unit(row_i, 3, s) * field_w * 4.0,
                    };
                }
                let row_w = rows.width;
                let fx = (xf + wx + rows.offset) * rows.inv_width;
                let col_i = floor_i32(fx);
                if (col_i, row_i) != field.0 {
                    let k = hash3(col_i as u32, row_i as u32, s ^ 0x8888) as usize % n_fields;
                    field = ((col_i, row_i), k);
                }
                let k = field.1;
                let on_hedge =
                    (fx - col_i as f32) * row_w < hedge || (fy - row_i as f32) * field_h < hedge;
                let base = style.fields[k];
                let base = if meadow > 0.3 {
                    let t = (meadow - 0.3) / 0.25;
                    let m = mix(base, style.meadow, t);
                    [m[0] as u8, m[1] as u8, m[2] as u8]
                } else {
                    base
                };
                if on_hedge {
                    mix(base, style.trees, 0.35)
                } else {
                    mix(base, base, 0.0)
                }
            };
            let light = 1.0 + shading * (shade - 0.5) * 0.8;
            let noise = if grain > 0.0 {
                // One multiply and shift: grain needs no better hash than this.
                let h =
                    (x as u32 ^ (y as u32).wrapping_mul(0x9e37_79b1) ^ s).wrapping_mul(0x85eb_ca77);
                ((h >> 24) as f32 / 255.0 - 0.5) * grain
            } else {
                0.0
            };
            for ch in &mut c {
                *ch = (*ch * light + noise).clamp(0.0, 255.0);
            }
            let px = &mut row[x * 4..x * 4 + 4];
            px[0] = c[0] as u8;
            px[1] = c[1] as u8;
            px[2] = c[2] as u8;
            px[3] = 255;
        }
    }
}
