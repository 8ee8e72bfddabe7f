//! A line graph drawn on the CPU as a PNG: the battle desk's "Save graph as PNG", so that the
//! file depends neither on the GPU nor on what is on screen. The desk builds the [`Chart`]
//! (its values come from the battle record) and shows the same one with egui_plot.
//!
//! Drawn in steps over one [`Frame`] (the plot area and the value range): grid with the
//! values, the turns along the bottom, the axes and titles, the rules' threshold lines, the
//! series, and the legend under it all.

use crate::i18n::tr;
use crate::model::Rgb;
use crate::render::glyphs::{Anchor, draw_text};
use ab_glyph::FontRef;
use thiserror::Error;
use tiny_skia::{Color, FillRule, Paint, PathBuilder, Pixmap, Stroke, StrokeDash, Transform};

/// A series of a chart: one value per x label.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartSeries {
    pub name: String,
    pub colour: Rgb,
    pub values: Vec<f64>,
}

/// A horizontal line marking a rule's threshold.
#[derive(Clone, Debug, PartialEq)]
pub struct Threshold {
    pub name: String,
    pub y: f64,
    pub colour: Rgb,
}

/// Everything needed to draw a graph, on screen or in a PNG.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    pub title: String,
    pub y_label: String,
    pub x_labels: Vec<String>,
    pub series: Vec<ChartSeries>,
    pub thresholds: Vec<Threshold>,
}

/// Why a graph could not be drawn.
#[derive(Debug, Error)]
pub enum GraphPngError {
    #[error("{}", tr!(ReportErrFont))]
    Font(#[from] ab_glyph::InvalidFont),
    #[error("{}", tr!(ReportErrNoPicture, width = .width.to_string(), height = .height.to_string()))]
    NoPicture { width: u32, height: u32 },
    #[error("{}", tr!(ReportErrTooSmall, width = .width.to_string(), height = .height.to_string()))]
    TooSmall { width: u32, height: u32 },
    #[error("{}", tr!(ReportErrEncodePng))]
    Encode(#[from] png::EncodingError),
}

const GRID: Rgb = Rgb(0xdd, 0xdd, 0xdd);
const INK: Rgb = Rgb(0x20, 0x20, 0x20);

/// Draw the chart as a PNG of `width` × `height` pixels: white background, grid, axes with the
/// turns' names and values, one line with dots per series, dashed threshold lines and a legend.
pub fn render_png(chart: &Chart, width: u32, height: u32) -> Result<Vec<u8>, GraphPngError> {
    let font = FontRef::try_from_slice(crate::assets::regular_ttf())?;
    let mut pm = Pixmap::new(width, height).ok_or(GraphPngError::NoPicture { width, height })?;
    pm.fill(Color::WHITE);
    let frame =
        Frame::new(chart, width, height).ok_or(GraphPngError::TooSmall { width, height })?;
    let mut c = Canvas {
        pm: &mut pm,
        font: &font,
    };
    grid_and_values(&mut c, &frame);
    turns(&mut c, &frame, chart);
    axes_and_titles(&mut c, &frame, chart);
    for t in &chart.thresholds {
        let y = frame.y_of(t.y);
        c.line(&[(frame.left, y), (frame.right(), y)], t.colour, 2.0, true);
    }
    for sr in &chart.series {
        series(&mut c, &frame, sr);
    }
    legend(&mut c, &frame, chart);
    Ok(pm.encode_png()?)
}

/// Where the plot area lies in the picture and which values it spans.
struct Frame {
    /// The whole picture's width.
    w: f32,
    left: f32,
    top: f32,
    /// The plot area's width and height.
    pw: f32,
    ph: f32,
    /// The values at the bottom and the top of the plot area, and between two grid lines.
    lo: f64,
    hi: f64,
    step: f64,
    /// How many places along x (at least 1).
    n: usize,
}

impl Frame {
    /// The plot area of a picture of `width` × `height`, with room for the legend under it;
    /// `None` when it is too small to draw in.
    fn new(chart: &Chart, width: u32, height: u32) -> Option<Frame> {
        let (w, h) = (width as f32, height as f32);
        let legend_rows = chart.series.len() + chart.thresholds.len();
        let (left, right, top) = (80.0, 24.0, 48.0);
        let bottom = 56.0 + 20.0 * legend_rows as f32;
        let (pw, ph) = (w - left - right, h - top - bottom);
        if pw < 50.0 || ph < 50.0 {
            return None;
        }
        let (lo, hi, step) = value_range(chart);
        Some(Frame {
            w,
            left,
            top,
            pw,
            ph,
            lo,
            hi,
            step,
            n: chart.x_labels.len().max(1),
        })
    }

    fn right(&self) -> f32 {
        self.left + self.pw
    }

    fn bottom(&self) -> f32 {
        self.top + self.ph
    }

    /// The x of the `i`th place; a single place sits in the middle.
    fn x_of(&self, i: f64) -> f32 {
        if self.n == 1 {
            self.left + self.pw / 2.0
        } else {
            self.left + self.pw * (i / (self.n - 1) as f64) as f32
        }
    }

    fn y_of(&self, v: f64) -> f32 {
        self.top + self.ph * (1.0 - ((v - self.lo) / (self.hi - self.lo)) as f32)
    }
}

/// The values from bottom to top of the plot and the grid step: every finite value and
/// threshold, and 0, rounded out to whole steps.
fn value_range(chart: &Chart) -> (f64, f64, f64) {
    let values = chart
        .series
        .iter()
        .flat_map(|s| s.values.iter().copied())
        .chain(chart.thresholds.iter().map(|t| t.y))
        .filter(|v| v.is_finite());
    let (mut lo, mut hi) = values.fold((0.0f64, 0.0f64), |(a, b), v| (a.min(v), b.max(v)));
    if hi - lo < 1e-9 {
        hi = lo + 1.0;
    }
    let step = nice_step((hi - lo) / 5.0);
    lo = (lo / step).floor() * step;
    hi = (hi / step).ceil() * step;
    (lo, hi, step)
}

/// The picture being drawn and the font of its text.
struct Canvas<'a> {
    pm: &'a mut Pixmap,
    font: &'a FontRef<'a>,
}

impl Canvas<'_> {
    /// A polyline through `pts`, dashed or not.
    fn line(&mut self, pts: &[(f32, f32)], c: Rgb, width: f32, dash: bool) {
        let mut pb = PathBuilder::new();
        for (k, (x, y)) in pts.iter().enumerate() {
            if k == 0 {
                pb.move_to(*x, *y);
            } else {
                pb.line_to(*x, *y);
            }
        }
        let Some(path) = pb.finish() else { return };
        let stroke = Stroke {
            width,
            dash: if dash {
                StrokeDash::new(vec![10.0, 6.0], 0.0)
            } else {
                None
            },
            ..Stroke::default()
        };
        self.pm
            .stroke_path(&path, &paint(c), &stroke, Transform::identity(), None);
    }

    fn dot(&mut self, (x, y): (f32, f32), c: Rgb) {
        if let Some(circle) = PathBuilder::from_circle(x, y, 3.5) {
            self.pm.fill_path(
                &circle,
                &paint(c),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    }

    /// `text` with its vertical middle at `at.1`, aligned on `at.0` as `anchor` says (one of
    /// the baseline anchors).
    fn text(&mut self, text: &str, size: f32, at: (f32, f32), anchor: Anchor) {
        // Cap height is about 0.36 of the size above the baseline: centre on it.
        let baseline = (at.0, at.1 + size * 0.36);
        draw_text(
            self.pm,
            self.font,
            text,
            size,
            baseline,
            anchor,
            colour(INK),
        );
    }

    fn text_width(&self, text: &str, size: f32) -> f32 {
        crate::render::glyphs::text_width(self.font, text, size)
    }
}

fn paint(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(c.0, c.1, c.2, 255);
    p.anti_alias = true;
    p
}

fn colour(c: Rgb) -> Color {
    Color::from_rgba8(c.0, c.1, c.2, 255)
}

/// Horizontal grid lines, each with its value on the left.
fn grid_and_values(c: &mut Canvas, f: &Frame) {
    let mut v = f.lo;
    while v <= f.hi + f.step / 2.0 {
        let y = f.y_of(v);
        c.line(&[(f.left, y), (f.right(), y)], GRID, 1.0, false);
        c.text(
            &format_number(v),
            13.0,
            (f.left - 8.0, y),
            Anchor::BaselineRight,
        );
        v += f.step;
    }
}

/// A vertical grid line per turn, labelled with the turn's name as often as the names fit.
fn turns(c: &mut Canvas, f: &Frame, chart: &Chart) {
    let widest = chart
        .x_labels
        .iter()
        .map(|l| c.text_width(l, 12.0))
        .fold(0.0f32, f32::max);
    let spacing = if f.n > 1 {
        f.pw / (f.n - 1) as f32
    } else {
        f.pw
    };
    let every = ((widest + 12.0) / spacing).ceil().max(1.0) as usize;
    for (i, label) in chart.x_labels.iter().enumerate() {
        let x = f.x_of(i as f64);
        c.line(&[(x, f.top), (x, f.bottom())], GRID, 1.0, false);
        if i % every == 0 {
            // Keep the first and last labels inside the picture.
            let half = c.text_width(label, 12.0) / 2.0;
            let cx = x.clamp(half + 2.0, (f.w - half - 2.0).max(half + 2.0));
            c.text(label, 12.0, (cx, f.bottom() + 16.0), Anchor::BaselineCentre);
        }
    }
}

fn axes_and_titles(c: &mut Canvas, f: &Frame, chart: &Chart) {
    c.line(
        &[
            (f.left, f.top),
            (f.left, f.bottom()),
            (f.right(), f.bottom()),
        ],
        INK,
        1.5,
        false,
    );
    c.text(
        &chart.title,
        18.0,
        (f.w / 2.0, 22.0),
        Anchor::BaselineCentre,
    );
    c.text(
        &chart.y_label,
        12.0,
        (f.left, f.top - 12.0),
        Anchor::BaselineLeft,
    );
}

/// One series: a line through its finite values, a dot on each.
fn series(c: &mut Canvas, f: &Frame, sr: &ChartSeries) {
    let pts: Vec<(f32, f32)> = sr
        .values
        .iter()
        .enumerate()
        .filter(|(_, v)| v.is_finite())
        .map(|(i, v)| (f.x_of(i as f64), f.y_of(*v)))
        .collect();
    c.line(&pts, sr.colour, 2.5, false);
    for p in &pts {
        c.dot(*p, sr.colour);
    }
}

/// A swatch and a name per series and threshold, under the turns' names.
fn legend(c: &mut Canvas, f: &Frame, chart: &Chart) {
    let mut y = f.bottom() + 44.0;
    let entries = chart
        .series
        .iter()
        .map(|s| (&s.name, s.colour, false))
        .chain(chart.thresholds.iter().map(|t| (&t.name, t.colour, true)));
    for (name, colour, dash) in entries {
        c.line(&[(f.left, y), (f.left + 36.0, y)], colour, 2.5, dash);
        c.text(name, 13.0, (f.left + 46.0, y), Anchor::BaselineLeft);
        y += 20.0;
    }
}

/// A value on the axis: a whole number as such, others with one decimal (as egui_plot writes
/// them on screen).
fn format_number(v: f64) -> String {
    if v as i64 as f64 == v {
        format!("{v:.0}")
    } else {
        format!("{v:.1}")
    }
}

/// A round step for axis ticks: 1, 2 or 5 times a power of ten, at least `raw`.
fn nice_step(raw: f64) -> f64 {
    if !raw.is_finite() || raw <= 0.0 {
        return 1.0;
    }
    let p = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|k| k * p)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * p)
        .max(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nice_steps() {
        assert_eq!(nice_step(7.0), 10.0);
        assert_eq!(nice_step(8.0), 10.0);
        assert_eq!(nice_step(1.5), 2.0);
        assert_eq!(nice_step(2400.0), 5000.0);
        assert_eq!(nice_step(0.0), 1.0);
    }

    #[cfg(feature = "gui")]
    #[test]
    fn axis_numbers_read_as_on_screen() {
        for v in [0.0, 5.0, -20.0, 2.5, 0.25, 1e6, 12.75] {
            assert_eq!(format_number(v), egui_plot::format_number(v, 1), "{v}");
        }
    }

    #[test]
    fn too_small_a_picture_is_refused_by_name() {
        let chart = Chart {
            title: "t".into(),
            y_label: "y".into(),
            x_labels: vec!["1".into()],
            series: vec![],
            thresholds: vec![],
        };
        let e = render_png(&chart, 100, 100).unwrap_err();
        assert!(matches!(e, GraphPngError::TooSmall { .. }), "{e}");
        assert!(matches!(
            render_png(&chart, 0, 10),
            Err(GraphPngError::NoPicture { .. })
        ));
    }
}
