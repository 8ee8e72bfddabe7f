//! Filling and outlining polygons on the CPU in time that grows with the length of their
//! edges, never with the square of their number.
//!
//! tiny-skia keeps the edges that cross a scanline sorted by insertion; when thousands of long
//! edges cross each other (a zigzag area, vertices scattered at random) every scanline sorts
//! them again, so the fill grows with the square of the vertices. Here each edge instead adds
//! its signed area to the pixels it passes (accumulation, as font rasterisers do), and a
//! running sum along each row gives the winding number, hence the coverage, with nothing to
//! sort. Rows are done a band at a time, so the working memory is a few rows of the picture.

use crate::model::Rgb;
use tiny_skia::Pixmap;

/// Which points a shape covers where its outline crosses itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Covered where the outline winds round the point any number of times.
    NonZero,
    /// Covered where a ray from the point crosses the outline an odd number of times (as
    /// `Polygon::contains` decides).
    EvenOdd,
}

/// Rows accumulated at once.
const BAND_ROWS: usize = 32;
/// Coverage below this leaves a pixel as it is.
const MIN_COVERAGE: f32 = 1.0 / 512.0;

/// One edge going down (`y0 < y1`); `dir` is +1 if the outline runs down it, −1 if up.
#[derive(Clone, Copy, Debug)]
struct Edge {
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
    dir: f32,
}

impl Edge {
    fn new((ax, ay): (f32, f32), (bx, by): (f32, f32)) -> Option<Edge> {
        if ![ax, ay, bx, by].iter().all(|v| v.is_finite()) || ay == by {
            return None;
        }
        Some(if ay < by {
            Edge {
                x0: ax,
                y0: ay,
                x1: bx,
                y1: by,
                dir: 1.0,
            }
        } else {
            Edge {
                x0: bx,
                y0: by,
                x1: ax,
                y1: ay,
                dir: -1.0,
            }
        })
    }

    fn x_at(&self, y: f32) -> f32 {
        self.x0 + (y - self.y0) * (self.x1 - self.x0) / (self.y1 - self.y0)
    }
}

/// The edges of closed outlines (the last point joins the first).
fn edges_of(shapes: &[Vec<(f32, f32)>]) -> Vec<Edge> {
    let mut edges: Vec<Edge> = shapes
        .iter()
        .filter(|s| s.len() >= 3)
        .flat_map(|s| (0..s.len()).filter_map(|i| Edge::new(s[i], s[(i + 1) % s.len()])))
        .collect();
    edges.sort_by(|a, b| a.y0.total_cmp(&b.y0));
    edges
}

/// Add the signed area of the part of a row between `x0 ≤ x1` that an edge of height `d`
/// (negative going up) covers, to the cells of `line` (one cell a pixel, two spare at the end).
///
/// Both ends are at least 0, so a cast rounds down: `floor` and `ceil` would be calls into the
/// C library on most targets, in the innermost loop.
fn add_span(line: &mut [f32], x0: f32, x1: f32, d: f32) {
    let x0i = x0 as usize;
    let x0floor = x0i as f32;
    let x1i = x1 as usize + usize::from(x1 > (x1 as usize) as f32);
    let x1ceil = x1i as f32;
    if x1i <= x0i + 1 {
        let mid = 0.5 * (x0 + x1) - x0floor;
        line[x0i] += d - d * mid;
        line[x0i + 1] += d * mid;
        return;
    }
    let s = (x1 - x0).recip();
    let x0f = x0 - x0floor;
    let a0 = 0.5 * s * (1.0 - x0f) * (1.0 - x0f);
    let x1f = x1 - x1ceil + 1.0;
    let am = 0.5 * s * x1f * x1f;
    line[x0i] += d * a0;
    if x1i == x0i + 2 {
        line[x0i + 1] += d * (1.0 - a0 - am);
    } else {
        let a1 = s * (1.5 - x0f);
        line[x0i + 1] += d * (a1 - a0);
        for cell in &mut line[x0i + 2..x1i - 1] {
            *cell += d * s;
        }
        let a2 = a1 + (x1i - x0i - 3) as f32 * s;
        line[x1i - 1] += d * (1.0 - a2 - am);
    }
    line[x1i] += d * am;
}

/// Accumulate the part of `e` within the band of rows `top..bottom` into `acc` (rows of
/// `stride` cells; `width` pixels a row). Left of the picture an edge still counts, at its
/// first column, so that the winding of what is visible stays right.
fn add_edge(acc: &mut [f32], stride: usize, width: f32, top: f32, bottom: f32, e: &Edge) {
    let (ya, yb) = (e.y0.max(top), e.y1.min(bottom));
    if yb <= ya {
        return;
    }
    let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0);
    let (first, last) = ((ya - top) as usize, (yb - top).ceil() as usize);
    let mut x = e.x_at(ya);
    // Only an edge that leaves the picture sideways needs its ends held inside it.
    let inside = e.x0.min(e.x1) >= 0.0 && e.x0.max(e.x1) <= width;
    let mut row_top = ya;
    for row in first..last {
        let row_bottom = (top + (row + 1) as f32).min(yb);
        let dy = row_bottom - row_top;
        row_top = row_bottom;
        if dy <= 0.0 {
            continue;
        }
        let next = x + dxdy * dy;
        let (a, b) = if inside {
            (x, next)
        } else {
            (x.clamp(0.0, width), next.clamp(0.0, width))
        };
        let line = &mut acc[row * stride..(row + 1) * stride];
        add_span(line, a.min(b), a.max(b), dy * e.dir);
        x = next;
    }
}

fn coverage(winding: f32, rule: Rule) -> f32 {
    let w = winding.abs();
    match rule {
        Rule::NonZero => w.min(1.0),
        Rule::EvenOdd => {
            // The distance to the nearest even winding, without `%` (a call into the C
            // library for each pixel).
            let w = w - 2.0 * ((w * 0.5) as u32) as f32;
            if w > 1.0 { 2.0 - w } else { w }
        }
    }
}

/// Paint `colour` at `alpha` (0–1) over a premultiplied pixel.
fn blend(px: &mut [u8], c: Rgb, alpha: f32) {
    let keep = 1.0 - alpha;
    let src = [c.0, c.1, c.2, 255];
    for k in 0..4 {
        // Never negative: adding a half and cutting off rounds, without a call to `round`.
        px[k] = (src[k] as f32 * alpha + px[k] as f32 * keep + 0.5) as u8;
    }
}

/// Fill closed outlines (in pixel coordinates) with `colour` at opacity `alpha`, anti-aliased,
/// into the whole picture: the tests' reference for [`fill_band`].
#[cfg(test)]
fn fill(pixmap: &mut Pixmap, shapes: &[Vec<(f32, f32)>], rule: Rule, colour: Rgb, alpha: u8) {
    fill_band(pixmap, 0, shapes, rule, colour, alpha);
}

/// Fill closed outlines (in the picture's pixel coordinates) with `colour` at opacity `alpha`,
/// anti-aliased, into `band`, which holds the rows `first..` of a taller picture: the pixels
/// are those of filling the whole picture, row for row, because the rows are accumulated on
/// the same grid of [`BAND_ROWS`] rows from the shapes' top wherever the band starts. The map
/// export draws a picture band by band with it.
pub fn fill_band(
    band: &mut Pixmap,
    first: usize,
    shapes: &[Vec<(f32, f32)>],
    rule: Rule,
    colour: Rgb,
    alpha: u8,
) {
    let edges = edges_of(shapes);
    let (w, h) = (band.width() as usize, band.height() as usize);
    let Some(top) = edges.first().map(|e| e.y0.max(0.0) as usize) else {
        return;
    };
    let bottom = edges
        .iter()
        .map(|e| e.y1)
        .fold(0.0f32, f32::max)
        .ceil()
        .min((first + h) as f32) as usize;
    let start = top.max(first);
    if bottom <= start {
        return;
    }
    let grid = top + (start - top) / BAND_ROWS * BAND_ROWS;
    let paint = Paint {
        rule,
        colour,
        opacity: alpha as f32 / 255.0,
    };
    // A few bands are not worth a thread.
    let threads = match bottom - grid {
        rows if rows < 4 * BAND_ROWS => 1,
        _ => std::thread::available_parallelism().map_or(1, |n| n.get().min(8)),
    };
    let rows_each = (bottom - grid)
        .div_ceil(threads)
        .next_multiple_of(BAND_ROWS);
    let region = &mut band.data_mut()[(start - first) * w * 4..(bottom - first) * w * 4];
    // Every part starts on the grid but the first, which starts at `start` within it.
    let first_rows = (grid + rows_each - start).min(bottom - start);
    let (head, rest) = region.split_at_mut(first_rows * w * 4);
    std::thread::scope(|scope| {
        let edges = &edges;
        for (k, part) in rest.chunks_mut(rows_each * w * 4).enumerate() {
            let at = grid + (k + 1) * rows_each;
            scope.spawn(move || fill_rows(part, w, at, at, edges, paint));
        }
        fill_rows(head, w, start, grid, edges, paint);
    });
}

/// How the covered pixels are painted.
#[derive(Clone, Copy)]
struct Paint {
    rule: Rule,
    colour: Rgb,
    /// 0–1.
    opacity: f32,
}

/// Fill the rows `pixels` holds (`width` pixels each, the first being row `first` of the
/// picture) from `edges`, sorted by their top, accumulating bands of rows from row
/// `grid` (at most `first`) on.
fn fill_rows(
    pixels: &mut [u8],
    width: usize,
    first: usize,
    grid: usize,
    edges: &[Edge],
    paint: Paint,
) {
    let last = first + pixels.len() / (width * 4);
    let stride = width + 2;
    let mut acc = vec![0.0f32; stride * BAND_ROWS];
    let (mut next, mut active) = (0, Vec::new());
    for band in (grid..last).step_by(BAND_ROWS) {
        let band_end = (band + BAND_ROWS).min(last);
        while next < edges.len() && edges[next].y0 < band_end as f32 {
            active.push(edges[next]);
            next += 1;
        }
        active.retain(|e: &Edge| e.y1 > band as f32);
        if active.is_empty() {
            continue;
        }
        acc.fill(0.0);
        let (mut left, mut right) = (width as f32, 0.0f32);
        for e in &active {
            add_edge(
                &mut acc,
                stride,
                width as f32,
                band as f32,
                band_end as f32,
                e,
            );
            left = left.min(e.x0.min(e.x1));
            right = right.max(e.x0.max(e.x1));
        }
        // Left of every edge nothing is covered; right of them all the winding is back to 0.
        let from = left.clamp(0.0, width as f32) as usize;
        let to = ((right.max(0.0) as usize).saturating_add(2)).min(width);
        for row in first.saturating_sub(band)..band_end - band {
            let line = &acc[row * stride..(row + 1) * stride];
            // Every edge adds to cells from its own leftmost column on: left of `from` all
            // are 0.
            let mut winding = 0.0;
            let at = (band + row - first) * width * 4;
            let out = &mut pixels[at..at + width * 4];
            for x in from..to {
                winding += line[x];
                let c = coverage(winding, paint.rule);
                if c > MIN_COVERAGE {
                    blend(&mut out[x * 4..x * 4 + 4], paint.colour, paint.opacity * c);
                }
            }
        }
    }
}

/// The corners of a closed outline drawn `width` wide: a band along each edge and a disc at
/// each vertex (round joins), all wound the same way so that they add up where they overlap.
pub fn outline_shapes(points: &[(f32, f32)], width: f32) -> Vec<Vec<(f32, f32)>> {
    let hw = width / 2.0;
    let n = points.len();
    let mut shapes = Vec::with_capacity(2 * n);
    let sides = ((std::f32::consts::TAU * hw / 2.0).ceil() as usize).clamp(8, 32);
    for i in 0..n {
        let (a, b) = (points[i], points[(i + 1) % n]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len > 0.0 && len.is_finite() {
            let (nx, ny) = (-dy / len * hw, dx / len * hw);
            shapes.push(vec![
                (a.0 + nx, a.1 + ny),
                (b.0 + nx, b.1 + ny),
                (b.0 - nx, b.1 - ny),
                (a.0 - nx, a.1 - ny),
            ]);
        }
        shapes.push(
            (0..sides)
                .map(|k| {
                    let t = k as f32 / sides as f32 * std::f32::consts::TAU;
                    (a.0 + hw * t.cos(), a.1 + hw * t.sin())
                })
                .collect(),
        );
    }
    wound_alike(&mut shapes);
    shapes
}

/// An open line through `points` drawn `width` wide with round ends and joins: the outline of
/// the way there and back, which covers each stretch twice (the same, under [`Rule::NonZero`]).
pub fn line_shapes(points: &[(f32, f32)], width: f32) -> Vec<Vec<(f32, f32)>> {
    let back = points.len().saturating_sub(2);
    let there_and_back: Vec<(f32, f32)> = points
        .iter()
        .copied()
        .chain(points.iter().rev().skip(1).take(back).copied())
        .collect();
    outline_shapes(&there_and_back, width)
}

/// Shapes turned to wind the way [`outline_shapes`] winds its own, so that filled together
/// under [`Rule::NonZero`] they add up to one cover where they overlap.
pub fn wound_alike(shapes: &mut [Vec<(f32, f32)>]) {
    for s in shapes {
        if signed_area(s) > 0.0 {
            s.reverse();
        }
    }
}

fn signed_area(s: &[(f32, f32)]) -> f32 {
    (0..s.len())
        .map(|i| {
            let (a, b) = (s[i], s[(i + 1) % s.len()]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum::<f32>()
        / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn white(w: u32, h: u32) -> Pixmap {
        let mut p = Pixmap::new(w, h).unwrap();
        p.fill(tiny_skia::Color::WHITE);
        p
    }

    fn px(p: &Pixmap, x: u32, y: u32) -> [u8; 4] {
        let c = p.pixel(x, y).unwrap();
        [c.red(), c.green(), c.blue(), c.alpha()]
    }

    #[test]
    fn a_square_is_filled_inside_only() {
        let mut p = white(20, 20);
        let sq = vec![(4.0, 4.0), (16.0, 4.0), (16.0, 16.0), (4.0, 16.0)];
        fill(&mut p, &[sq], Rule::EvenOdd, Rgb(0, 0, 0), 255);
        assert_eq!(px(&p, 10, 10), [0, 0, 0, 255]);
        assert_eq!(px(&p, 2, 10), [255, 255, 255, 255]);
        assert_eq!(px(&p, 17, 10), [255, 255, 255, 255]);
        // Half a pixel covered at a half-pixel edge.
        let mut p = white(20, 20);
        let sq = vec![(4.5, 4.0), (16.0, 4.0), (16.0, 16.0), (4.5, 16.0)];
        fill(&mut p, &[sq], Rule::EvenOdd, Rgb(0, 0, 0), 255);
        assert_eq!(px(&p, 4, 10), [128, 128, 128, 255]);
    }

    #[test]
    fn even_odd_leaves_the_overlap_of_two_loops_empty_and_non_zero_fills_it() {
        let a = vec![(2.0, 2.0), (12.0, 2.0), (12.0, 12.0), (2.0, 12.0)];
        let b = vec![(6.0, 6.0), (16.0, 6.0), (16.0, 16.0), (6.0, 16.0)];
        let mut p = white(20, 20);
        fill(
            &mut p,
            &[a.clone(), b.clone()],
            Rule::EvenOdd,
            Rgb(0, 0, 0),
            255,
        );
        assert_eq!(px(&p, 9, 9), [255, 255, 255, 255]);
        assert_eq!(px(&p, 4, 4), [0, 0, 0, 255]);
        let mut p = white(20, 20);
        fill(&mut p, &[a, b], Rule::NonZero, Rgb(0, 0, 0), 255);
        assert_eq!(px(&p, 9, 9), [0, 0, 0, 255]);
    }

    #[test]
    fn shapes_beyond_the_picture_still_fill_what_is_visible() {
        let mut p = white(10, 10);
        let big = vec![(-50.0, -50.0), (5.0, -50.0), (5.0, 50.0), (-50.0, 50.0)];
        fill(&mut p, &[big], Rule::EvenOdd, Rgb(0, 0, 0), 255);
        assert_eq!(px(&p, 0, 0), [0, 0, 0, 255]);
        assert_eq!(px(&p, 4, 9), [0, 0, 0, 255]);
        assert_eq!(px(&p, 6, 5), [255, 255, 255, 255]);
        let nan = vec![(f32::NAN, 0.0), (5.0, 5.0), (1.0, 9.0)];
        fill(&mut p, &[nan], Rule::EvenOdd, Rgb(0, 0, 0), 255);
    }

    #[test]
    fn an_outline_covers_the_edges_and_not_the_inside() {
        let mut p = white(40, 40);
        let sq = [(10.0, 10.0), (30.0, 10.0), (30.0, 30.0), (10.0, 30.0)];
        fill(
            &mut p,
            &outline_shapes(&sq, 4.0),
            Rule::NonZero,
            Rgb(0, 0, 0),
            255,
        );
        assert_eq!(px(&p, 20, 10), [0, 0, 0, 255], "on the edge");
        assert_eq!(px(&p, 10, 10), [0, 0, 0, 255], "at the corner");
        assert_eq!(px(&p, 20, 20), [255, 255, 255, 255], "inside");
        assert_eq!(px(&p, 20, 5), [255, 255, 255, 255], "outside");
    }
}
