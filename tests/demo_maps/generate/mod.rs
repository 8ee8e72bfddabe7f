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

mod geometry;
mod ground;
mod noise;
mod overlay;

use geometry::{Geometry, bent_line, dist, distance_to_polyline};
use ground::{Ground, paint_ground};
use image::RgbaImage;
use noise::Rng;
use overlay::{Canvas, draw_frame, draw_labels, draw_village};

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
            // 4:2:0 chroma, as the print map: the maps ship inside the program.
            let rgb: image::RgbImage = image::buffer::ConvertBuffer::convert(img);
            let mut enc = jpeg_encoder::Encoder::new(&mut bytes, jpeg_quality.clamp(1, 100));
            enc.set_sampling_factor(jpeg_encoder::SamplingFactor::R_4_2_0);
            let (w, h) = (rgb.width(), rgb.height());
            let too_big = |_| format!("{}: the map is too large for a JPEG", path.display());
            let (w, h) = (
                u16::try_from(w).map_err(too_big)?,
                u16::try_from(h).map_err(too_big)?,
            );
            enc.encode(rgb.as_raw(), w, h, jpeg_encoder::ColorType::Rgb)
                .map_err(|e| e.to_string())?;
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

#[cfg(test)]
mod tests {
    use super::noise::floor_i32;
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
