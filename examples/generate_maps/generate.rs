//! Procedural battlefield maps in the manner of a hand-coloured survey of the 18th and 19th
//! centuries: strip fields in muted colours with hedges, woods stippled with trees, a river or
//! brook, roads between villages drawn as clusters of red blocks, hill shading from value noise,
//! names in ink and a double neat line.
//!
//! Two ways in:
//! - [`battlefield`]`(width, height, seed, &style)`: a whole random battlefield from a seed. The
//!   same seed gives the same battlefield at any size (features scale with the image), so a
//!   12,000 × 8,400 map for a benchmark is the 2,400 × 1,600 one with more pixels.
//! - [`render`]`(width, height, seed, &style, &layout)`: a battlefield whose rivers, roads,
//!   villages, hills and woods are placed by hand ([`Layout`]); the demo maps are made this way,
//!   so that villages and hills lie under the scenario's markers.
//!
//! The ground is computed on a coarse grid (about 600 nodes across whatever the size) and
//! interpolated per pixel on every core, so a 100-MP map takes a few seconds in a release build.
//! Only `f32` arithmetic and integer hashes are used, so the same arguments give the same bytes
//! in debug and release builds: the committed demo maps can be drawn again exactly.
//! No randomness comes from outside the seed: the same arguments always give the same pixels.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use image::RgbaImage;

/// A colour as red, green, blue.
pub type Rgb8 = [u8; 3];

/// Colours and options of a generated map. [`MapStyle::default`] is the period palette.
#[derive(Clone, Debug, PartialEq)]
pub struct MapStyle {
    /// The paper, seen in the margin and tinting everything.
    pub paper: Rgb8,
    /// Colours of cultivated strips, picked at random per field.
    pub fields: Vec<Rgb8>,
    /// Water meadows along rivers and low ground.
    pub meadow: Rgb8,
    pub wood: Rgb8,
    /// The tree crowns stippled over woods.
    pub trees: Rgb8,
    pub water: Rgb8,
    /// River banks.
    pub bank: Rgb8,
    /// The fill of roads.
    pub road: Rgb8,
    /// The edges of roads and buildings, frame and names.
    pub ink: Rgb8,
    pub building: Rgb8,
    /// Strength of the hill shading, 0 (flat) to 1 (strong).
    pub hill_shading: f32,
    /// Paper grain, 0 (none) to 1 (strong). Grain costs JPEG bytes.
    pub grain: f32,
    /// Write the names of villages, hills and rivers.
    pub labels: bool,
    /// Draw the double neat line and margin.
    pub frame: bool,
}

impl MapStyle {
    /// Muted, hand-coloured tones of an 18th–19th-century survey.
    pub fn period() -> MapStyle {
        MapStyle {
            paper: [236, 226, 198],
            fields: vec![
                [216, 206, 160],
                [198, 201, 152],
                [224, 211, 172],
                [207, 191, 150],
                [190, 197, 158],
                [228, 216, 180],
                [210, 200, 140],
            ],
            meadow: [184, 200, 160],
            wood: [150, 168, 118],
            trees: [104, 126, 86],
            water: [148, 180, 196],
            bank: [88, 118, 138],
            road: [238, 224, 186],
            ink: [62, 46, 36],
            building: [168, 82, 62],
            hill_shading: 0.6,
            grain: 0.35,
            labels: true,
            frame: true,
        }
    }
}

impl Default for MapStyle {
    fn default() -> Self {
        MapStyle::period()
    }
}

/// A river or road: a line through `points`, smoothed, `width` wide (layout units).
#[derive(Clone, Debug, PartialEq)]
pub struct Stroke {
    pub points: Vec<(f32, f32)>,
    pub width: f32,
}

/// A village: blocks of houses along the roads within `radius` of `at`, named on the map.
#[derive(Clone, Debug, PartialEq)]
pub struct Village {
    pub at: (f32, f32),
    pub radius: f32,
    pub name: String,
}

/// A hill: a rounded rise of `height` (1 is a prominent hill) and `radius`, named if `name` is set.
#[derive(Clone, Debug, PartialEq)]
pub struct Hill {
    pub at: (f32, f32),
    pub radius: f32,
    pub height: f32,
    pub name: String,
}

/// A wood of roughly `radius` around `at` (its edge is frayed by noise).
#[derive(Clone, Debug, PartialEq)]
pub struct Wood {
    pub at: (f32, f32),
    pub radius: f32,
}

/// A free name on the map (a river's, a vineyard's…).
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub at: (f32, f32),
    pub text: String,
    /// Letter height in layout units.
    pub size: f32,
    /// Written in the water colour (rivers, brooks).
    pub water: bool,
}

/// The features of a battlefield in layout units: (0, 0) is the top left corner and `size` the
/// bottom right. The map is drawn stretched to the image, so a layout of 2400 × 1600 units drawn
/// at 2400 × 1600 pixels puts everything exactly where the units say.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub size: (f32, f32),
    pub rivers: Vec<Stroke>,
    pub roads: Vec<Stroke>,
    pub villages: Vec<Village>,
    pub hills: Vec<Hill>,
    pub woods: Vec<Wood>,
    pub labels: Vec<Label>,
    /// Woods grown from noise besides the placed ones: 0 none, 1 much.
    pub wildwood: f32,
}

impl Layout {
    /// An empty layout of the given size.
    pub fn empty(size: (f32, f32)) -> Layout {
        Layout {
            size,
            rivers: Vec::new(),
            roads: Vec::new(),
            villages: Vec::new(),
            hills: Vec::new(),
            woods: Vec::new(),
            labels: Vec::new(),
            wildwood: 0.3,
        }
    }

    /// A random but plausible battlefield for an image of this aspect (width / height): a river
    /// crossing it, villages joined by roads, a few named hills and woods.
    pub fn random(seed: u64, aspect: f32) -> Layout {
        let aspect = if aspect.is_finite() && aspect > 0.05 {
            aspect.min(20.0)
        } else {
            1.5
        };
        let (w, h) = (1000.0 * aspect, 1000.0);
        let mut rng = Rng::new(seed);
        let mut l = Layout::empty((w, h));
        l.wildwood = 0.2 + 0.3 * rng.unit();

        // A river from one edge to the opposite one, meandering.
        let vertical = rng.unit() < 0.5;
        let mut river = Vec::new();
        let n = 7;
        let base = 0.25 + 0.5 * rng.unit();
        for i in 0..=n {
            let t = i as f32 / n as f32;
            let wander = (rng.unit() - 0.5) * 0.18;
            let along = -0.05 + 1.1 * t;
            river.push(if vertical {
                ((base + wander) * w, along * h)
            } else {
                (along * w, (base + wander) * h)
            });
        }
        l.rivers.push(Stroke {
            points: river.clone(),
            width: 9.0 + 10.0 * rng.unit(),
        });

        // Villages away from the river.
        let names = [
            "Hausen",
            "Eichendorf",
            "Mühlberg",
            "Neudorf",
            "Rothenbach",
            "Kirchberg",
            "Lindenau",
            "Steinfeld",
            "Wiesenthal",
            "Grünau",
            "Oberau",
            "Birkenfeld",
        ];
        let count = 5 + rng.below(3) as usize;
        let offset = rng.below(names.len() as u32) as usize;
        for k in 0..count {
            let mut at = (0.0, 0.0);
            for _ in 0..20 {
                at = (
                    w * (0.08 + 0.84 * rng.unit()),
                    h * (0.08 + 0.84 * rng.unit()),
                );
                let near_river = distance_to_polyline(at, &river) < 60.0;
                let near_village = l.villages.iter().any(|v| dist(v.at, at) < 0.18 * h.min(w));
                if !near_river && !near_village {
                    break;
                }
            }
            l.villages.push(Village {
                at,
                radius: 28.0 + 25.0 * rng.unit(),
                name: names[(offset + k) % names.len()].to_string(),
            });
        }

        // Roads: join each village to its nearest earlier one, and two of them to the edges.
        for k in 1..l.villages.len() {
            let a = l.villages[k].at;
            let b = l.villages[..k]
                .iter()
                .map(|v| v.at)
                .min_by(|p, q| dist(*p, a).total_cmp(&dist(*q, a)))
                .unwrap_or(a);
            l.roads.push(Stroke {
                points: bent_line(a, b, &mut rng),
                width: 5.0,
            });
        }
        for k in 0..2.min(l.villages.len()) {
            let a = l.villages[k].at;
            let edge = match rng.below(4) {
                0 => (a.0, -10.0),
                1 => (a.0, h + 10.0),
                2 => (-10.0, a.1),
                _ => (w + 10.0, a.1),
            };
            l.roads.push(Stroke {
                points: bent_line(a, edge, &mut rng),
                width: 6.0,
            });
        }

        let hill_names = ["Galgenberg", "Windmühlenberg", "Spitzberg", "Kapellenberg"];
        for k in 0..3 + rng.below(2) as usize {
            let at = (w * (0.1 + 0.8 * rng.unit()), h * (0.1 + 0.8 * rng.unit()));
            l.hills.push(Hill {
                at,
                radius: 90.0 + 120.0 * rng.unit(),
                height: 0.5 + 0.6 * rng.unit(),
                name: hill_names[k % hill_names.len()].to_string(),
            });
        }
        for _ in 0..3 + rng.below(4) {
            l.woods.push(Wood {
                at: (w * rng.unit(), h * rng.unit()),
                radius: 50.0 + 110.0 * rng.unit(),
            });
        }
        l
    }
}

/// A random battlefield `width` × `height` pixels from `seed` (see [`Layout::random`]).
///
/// Sizes from 1 × 1 up to what memory allows (4 bytes a pixel); the same seed gives the same
/// battlefield at every size. Measured in a release build on two busy cores: 2400 × 1600 in
/// 0.4 s, 12,000 × 8,400 (100 MP) in about 6 s; a debug build is about five times slower.
/// Debug and release builds draw the same pixels.
pub fn battlefield(width: u32, height: u32, seed: u64, style: &MapStyle) -> RgbaImage {
    let layout = Layout::random(seed, width.max(1) as f32 / height.max(1) as f32);
    render(width, height, seed, style, &layout)
}

/// Draw `layout` on a `width` × `height` image; `seed` drives the noise (relief, field pattern,
/// woods' edges, the houses of villages).
pub fn render(width: u32, height: u32, seed: u64, style: &MapStyle, layout: &Layout) -> RgbaImage {
    let (width, height) = (width.max(1), height.max(1));
    let mut img = RgbaImage::new(width, height);
    let geo = Geometry::new(width, height, layout);
    let ground = Ground::compute(&geo, seed, layout);
    paint_ground(&mut img, &geo, &ground, style, seed);
    let mut canvas = Canvas::new(&mut img);
    for r in &layout.rivers {
        let pts = geo.smooth_px(&r.points);
        let rad = (r.width * geo.unit / 2.0).max(0.8);
        canvas.polyline(&pts, rad + geo.line, style.bank);
    }
    for r in &layout.rivers {
        let pts = geo.smooth_px(&r.points);
        let rad = (r.width * geo.unit / 2.0).max(0.8);
        canvas.polyline(&pts, rad, style.water);
    }
    let roads: Vec<(Vec<(f32, f32)>, f32)> = layout
        .roads
        .iter()
        .map(|r| {
            (
                geo.smooth_px(&r.points),
                (r.width * geo.unit / 2.0).max(0.7),
            )
        })
        .collect();
    for (pts, rad) in &roads {
        canvas.polyline(pts, rad + geo.line, style.ink);
    }
    for (pts, rad) in &roads {
        canvas.polyline(pts, *rad, style.road);
    }
    for (k, v) in layout.villages.iter().enumerate() {
        draw_village(
            &mut canvas,
            &geo,
            v,
            &roads,
            style,
            seed ^ ((k as u64 + 1) * 0x9e37),
        );
    }
    if style.labels {
        draw_labels(&mut canvas, &geo, layout, style);
    }
    if style.frame {
        draw_frame(&mut canvas, &geo, style);
    }
    img
}

/// Encode an image as PNG or JPEG (quality 1–100) by the extension of `path`, and write it.
pub fn save_map(img: &RgbaImage, path: &std::path::Path, jpeg_quality: u8) -> Result<(), String> {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let mut bytes = Vec::new();
    match ext.as_str() {
        "png" => img
            .write_to(
                &mut std::io::Cursor::new(&mut bytes),
                image::ImageFormat::Png,
            )
            .map_err(|e| e.to_string())?,
        "jpg" | "jpeg" => {
            let rgb: image::RgbImage = image::buffer::ConvertBuffer::convert(img);
            let enc = image::codecs::jpeg::JpegEncoder::new_with_quality(
                &mut bytes,
                jpeg_quality.clamp(1, 100),
            );
            rgb.write_with_encoder(enc).map_err(|e| e.to_string())?;
        }
        _ => {
            return Err(format!(
                "{}: unknown image type \"{ext}\"; use .png, .jpg or .jpeg",
                path.display()
            ));
        }
    }
    umpire::model::write_atomically(path, &bytes).map_err(|e| format!("{}: {e}", path.display()))
}

// ---------------------------------------------------------------------------------------------
// Geometry: layout units to pixels.

struct Geometry {
    width: u32,
    height: u32,
    /// Pixels per layout unit, horizontally and vertically.
    sx: f32,
    sy: f32,
    /// Pixels per layout unit for lengths (widths, radii).
    unit: f32,
    /// Size of fine detail in pixels: 1 at 2400 px across, 5 at 12,000.
    detail: f32,
    /// Width of an ink line in pixels.
    line: f32,
}

impl Geometry {
    fn new(width: u32, height: u32, layout: &Layout) -> Geometry {
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

    fn px(&self, p: (f32, f32)) -> (f32, f32) {
        (p.0 * self.sx, p.1 * self.sy)
    }

    /// The points in pixels, smoothed by Catmull-Rom so rivers and roads bend rather than kink.
    fn smooth_px(&self, pts: &[(f32, f32)]) -> Vec<(f32, f32)> {
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

fn catmull_rom(
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

fn dist(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

fn distance_to_segment(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    dist(p, (a.0 + t * dx, a.1 + t * dy))
}

fn distance_to_polyline(p: (f32, f32), pts: &[(f32, f32)]) -> f32 {
    pts.windows(2)
        .map(|w| distance_to_segment(p, w[0], w[1]))
        .fold(f32::INFINITY, f32::min)
}

/// A line from `a` to `b` with two gentle random bends, as country roads go.
fn bent_line(a: (f32, f32), b: (f32, f32), rng: &mut Rng) -> Vec<(f32, f32)> {
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

// ---------------------------------------------------------------------------------------------
// Randomness: a small hash and a seeded generator, so maps never change between versions of
// the `rand` crate.

#[inline]
fn hash3(a: u32, b: u32, seed: u32) -> u32 {
    let mut h = a.wrapping_mul(0x27d4_eb2d) ^ b.wrapping_mul(0x1656_67b1) ^ seed;
    h = h.wrapping_add(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2c1b_3c6d);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297a_2d39);
    h ^= h >> 15;
    h
}

/// A hash in [0, 1).
#[inline]
fn hash_unit(a: i32, b: i32, seed: u32) -> f32 {
    (hash3(a as u32, b as u32, seed) >> 8) as f32 / (1u32 << 24) as f32
}

struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x6a09_e667_f3bc_c908)
    }

    /// splitmix64.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// In [0, 1).
    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }

    fn below(&mut self, n: u32) -> u32 {
        (self.next() % n.max(1) as u64) as u32
    }
}

/// `x.floor() as i32`, inline: without SSE4.1 `floor` is a library call, and this is called
/// several times for every pixel.
#[inline]
fn floor_i32(x: f32) -> i32 {
    let i = x as i32;
    if (i as f32) > x { i - 1 } else { i }
}

/// Value noise in [-1, 1] at (u, v), lattice spacing 1.
fn value_noise(u: f32, v: f32, seed: u32) -> f32 {
    let (i, j) = (floor_i32(u), floor_i32(v));
    let (fu, fv) = (u - i as f32, v - j as f32);
    let s = |t: f32| t * t * (3.0 - 2.0 * t);
    let (su, sv) = (s(fu), s(fv));
    let c = |a: i32, b: i32| hash_unit(a, b, seed) * 2.0 - 1.0;
    let top = c(i, j) + (c(i + 1, j) - c(i, j)) * su;
    let bottom = c(i, j + 1) + (c(i + 1, j + 1) - c(i, j + 1)) * su;
    top + (bottom - top) * sv
}

/// Fractal value noise: `octaves` layers, each twice as fine and half as strong.
fn fbm(u: f32, v: f32, seed: u32, octaves: u32) -> f32 {
    let (mut sum, mut amp, mut freq, mut norm) = (0.0, 1.0, 1.0, 0.0);
    for o in 0..octaves {
        sum += amp * value_noise(u * freq, v * freq, seed.wrapping_add(o * 7919));
        norm += amp;
        amp *= 0.5;
        freq *= 2.03;
    }
    sum / norm
}

// ---------------------------------------------------------------------------------------------
// The ground on a coarse grid: hill shade, woods, meadows and the warp of the field pattern.

/// Values at each grid node.
#[derive(Clone, Copy, Default)]
struct Node {
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

struct Ground {
    /// Grid spacing in pixels.
    cell: f32,
    cols: usize,
    rows: usize,
    nodes: Vec<Node>,
}

impl Ground {
    fn compute(geo: &Geometry, seed: u64, layout: &Layout) -> Ground {
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

fn mix(a: Rgb8, b: Rgb8, t: f32) -> [f32; 3] {
    [
        a[0] as f32 + (b[0] as f32 - a[0] as f32) * t,
        a[1] as f32 + (b[1] as f32 - a[1] as f32) * t,
        a[2] as f32 + (b[2] as f32 - a[2] as f32) * t,
    ]
}

fn paint_ground(img: &mut RgbaImage, geo: &Geometry, ground: &Ground, style: &MapStyle, seed: u64) {
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
struct RowCache {
    index: i32,
    width: f32,
    inv_width: f32,
    offset: f32,
}

/// Paint rows from `y0` on into `band` (whole rows of RGBA).
fn paint_band(band: &mut [u8], y0: usize, geo: &Geometry, g: &Ground, style: &MapStyle, s: u32) {
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

// ---------------------------------------------------------------------------------------------
// Vector overlays: strokes, blocks, names, frame.

struct Canvas<'a> {
    img: &'a mut RgbaImage,
    w: i32,
    h: i32,
}

impl Canvas<'_> {
    fn new(img: &mut RgbaImage) -> Canvas<'_> {
        let (w, h) = img.dimensions();
        Canvas {
            w: w as i32,
            h: h as i32,
            img,
        }
    }

    /// Blend `c` over the pixel with coverage `a` (0 … 1).
    #[inline]
    fn blend(&mut self, x: i32, y: i32, c: Rgb8, a: f32) {
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

    fn polyline(&mut self, pts: &[(f32, f32)], r: f32, c: Rgb8) {
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
type Street = ((f32, f32), (f32, f32), f32);

fn draw_village(
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

fn mix_u8(a: Rgb8, b: Rgb8, t: f32) -> Rgb8 {
    let m = mix(a, b, t);
    [m[0] as u8, m[1] as u8, m[2] as u8]
}

fn font() -> Option<FontRef<'static>> {
    FontRef::try_from_slice(umpire::assets::REGULAR_TTF).ok()
}

fn draw_labels(canvas: &mut Canvas, geo: &Geometry, layout: &Layout, style: &MapStyle) {
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
fn text(
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

fn draw_frame(canvas: &mut Canvas, geo: &Geometry, style: &MapStyle) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_map_and_another_seed_another() {
        let style = MapStyle::default();
        let a = battlefield(240, 160, 7, &style);
        let b = battlefield(240, 160, 7, &style);
        let c = battlefield(240, 160, 8, &style);
        assert_eq!(a.dimensions(), (240, 160));
        assert!(a == b, "same seed, different pixels");
        assert!(a != c, "different seeds, same pixels");
    }

    #[test]
    fn a_map_has_fields_water_and_buildings() {
        let style = MapStyle::default();
        let img = battlefield(600, 400, 1756, &style);
        let count = |c: Rgb8| {
            img.pixels()
                .filter(|p| (0..3).all(|k| (p.0[k] as i32 - c[k] as i32).abs() <= 3))
                .count()
        };
        assert!(
            count(style.water) > 200,
            "water pixels: {}",
            count(style.water)
        );
        assert!(
            count(style.building) > 20,
            "building pixels: {}",
            count(style.building)
        );
        assert!(img.pixels().all(|p| p.0[3] == 255), "a map is opaque");
    }

    #[test]
    fn floor_i32_is_floor() {
        for x in [
            -2.5f32, -2.0, -1.0001, -0.5, -0.0, 0.0, 0.3, 1.0, 1.9999, 7.5, 1e6,
        ] {
            assert_eq!(floor_i32(x), x.floor() as i32, "{x}");
        }
    }

    #[test]
    fn degenerate_sizes_do_not_panic() {
        let style = MapStyle::default();
        assert_eq!(battlefield(0, 0, 1, &style).dimensions(), (1, 1));
        assert_eq!(battlefield(1, 500, 2, &style).dimensions(), (1, 500));
        assert_eq!(battlefield(700, 3, 3, &style).dimensions(), (700, 3));
    }

    #[test]
    fn a_placed_village_is_drawn_where_the_layout_says() {
        let mut l = Layout::empty((200.0, 100.0));
        l.wildwood = 0.0;
        l.villages.push(Village {
            at: (150.0, 50.0),
            radius: 15.0,
            name: String::new(),
        });
        let style = MapStyle {
            labels: false,
            frame: false,
            grain: 0.0,
            ..MapStyle::default()
        };
        let img = render(400, 200, 3, &style, &l);
        let reddish = |x0: u32, x1: u32| {
            (0..200)
                .flat_map(|y| (x0..x1).map(move |x| (x, y)))
                .filter(|&(x, y)| {
                    // Brick red: far more red than green, which no field colour is.
                    let p = img.get_pixel(x, y).0;
                    p[0] as i32 - p[1] as i32 > 50
                })
                .count()
        };
        assert!(reddish(260, 340) > 50, "no houses around the village");
        assert_eq!(reddish(0, 200), 0, "houses where there is no village");
    }
}
