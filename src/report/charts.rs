//! Charts drawn as vector shapes: grouped bars for the two sides, and lines per turn with
//! reference lines. Text in them is real text in the embedded font.
//!
//! Every chart is readable when printed in black and white: the two sides differ by line
//! pattern and marker shape (side A solid with discs, side B dashed with open squares; bars
//! solid against hatched), not only by colour; a side colour too light to print as a line is
//! darkened; each line is named at its end, beside the plot, where no data can lie under the
//! label; reference lines are dotted, in grey, and explained in the legend.

use super::layout::{Align, Colour, Layout, Pen, SMALL, Stroke};
use super::text::Face;
use crate::model::SideId;

/// How one side's series is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeriesStyle {
    pub colour: Colour,
    /// Dash and gap lengths in points; `None` for a solid line.
    pub dash: Option<[f32; 2]>,
    pub mark: Mark,
}

/// The shape at each point of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A filled disc.
    Disc,
    /// An open square.
    Square,
}

/// The greyest a line may print (0 black, 1 white): lighter side colours are darkened.
const LINE_GREY: f32 = 0.42;

impl SeriesStyle {
    /// Side A: solid line, discs; side B: dashed line, open squares. The colour is the side's,
    /// darkened when it would print too light.
    pub fn of_side(side: SideId, colour: Colour) -> SeriesStyle {
        let colour = colour.no_lighter_than(LINE_GREY);
        match side {
            SideId::A => SeriesStyle {
                colour,
                dash: None,
                mark: Mark::Disc,
            },
            SideId::B => SeriesStyle {
                colour,
                dash: Some([5.0, 2.6]),
                mark: Mark::Square,
            },
        }
    }

    fn stroke(&self, width: f32) -> Stroke {
        Stroke {
            colour: self.colour,
            width,
            dash: self.dash,
        }
    }

    /// Draw the point marker centred on (x, y).
    pub fn draw_mark(&self, l: &mut Layout, x: f32, y: f32) {
        match self.mark {
            Mark::Disc => l.circle(
                x,
                y,
                2.3,
                Some(self.colour),
                Some(Stroke::solid(Colour::WHITE, 0.5)),
            ),
            // Open, so that a disc on the same point shows inside it.
            Mark::Square => l.square(x, y, 2.6, None, Some(Stroke::solid(self.colour, 1.1))),
        }
    }

    /// A short sample of the line with its marker, `w` points long, centred on `y`.
    pub fn draw_sample(&self, l: &mut Layout, x: f32, y: f32, w: f32) {
        l.line((x, y), (x + w, y), self.stroke(1.4));
        self.draw_mark(l, x + w / 2.0, y);
    }

    /// A bar in this style: solid for discs, hatched for squares.
    pub fn draw_bar(&self, l: &mut Layout, x: f32, y: f32, w: f32, h: f32) {
        if h <= 0.0 {
            return;
        }
        match self.mark {
            Mark::Disc => l.fill_rect(x, y, w, h, self.colour),
            Mark::Square => {
                l.fill_rect(x, y, w, h, Colour::WHITE);
                l.hatch(x, y, w, h, self.colour, 3.2);
                l.stroke_rect(x, y, w, h, Stroke::solid(self.colour, 1.0));
            }
        }
    }
}

/// One group of two bars (side A, side B).
#[derive(Clone, Debug)]
pub struct BarGroup {
    pub label: String,
    pub values: [f64; 2],
    /// Printed above each bar.
    pub labels: [String; 2],
}

/// One line of a line chart.
#[derive(Clone, Debug)]
pub struct LineSeries {
    pub name: String,
    pub style: SeriesStyle,
    pub values: Vec<f64>,
}

/// A horizontal reference line, e.g. the casualty chart's 35%.
#[derive(Clone, Debug)]
pub struct Threshold {
    pub value: f64,
    /// Beside the line's end, e.g. "35%".
    pub tag: String,
    /// In the legend, e.g. "35%: early end (casualty chart)".
    pub label: String,
}

/// How the points of a series are joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Straight segments: a quantity that grows during a turn (losses).
    Lines,
    /// Steps at the turn boundaries: a state that holds for a whole turn (VP held, morale).
    Steps,
}

/// What every chart has: a title, the unit of its vertical axis, its height.
pub struct ChartFrame<'a> {
    pub title: &'a str,
    pub y_unit: &'a str,
    pub height: f32,
}

const TITLE_SIZE: f32 = 10.5;
const AXIS_SIZE: f32 = 7.2;
const LABEL_SIZE: f32 = 7.6;
const SAMPLE_W: f32 = 16.0;
/// Reference lines: dotted grey, unlike either side's line.
const REFERENCE_GREY: Colour = Colour(0.35, 0.35, 0.38);

fn reference_stroke() -> Stroke {
    Stroke::dashed(REFERENCE_GREY, 0.9, 1.0, 2.0)
}

/// A step of 1, 2, 2.5 or 5 × 10^k giving about five intervals up to at least `max`.
pub fn nice_step(max: f64) -> f64 {
    if max <= 0.0 || !max.is_finite() {
        return 1.0;
    }
    let raw = max / 5.0;
    let mag = 10f64.powf(raw.log10().floor());
    let norm = raw / mag;
    let m = if norm <= 1.0 {
        1.0
    } else if norm <= 2.0 {
        2.0
    } else if norm <= 2.5 {
        2.5
    } else if norm <= 5.0 {
        5.0
    } else {
        10.0
    };
    m * mag
}

/// Tick values from 0 to the first multiple of the step at or above `max`.
pub fn ticks(max: f64) -> Vec<f64> {
    let step = nice_step(max);
    let n = (max / step).ceil().max(1.0) as usize;
    (0..=n).map(|i| i as f64 * step).collect()
}

fn tick_label(v: f64, unit: &str) -> String {
    let num = if (v - v.round()).abs() < 1e-9 {
        thousands(v.round() as i64)
    } else {
        format!("{v:.1}")
    };
    if unit == "%" { format!("{num}%") } else { num }
}

fn thousands(n: i64) -> String {
    crate::systems::exact::thousands(n as i128)
}

/// The plotting area and how values map into it.
struct Plot {
    x0: f32,
    x1: f32,
    top: f32,
    bottom: f32,
    y_max: f64,
}

impl Plot {
    fn y(&self, v: f64) -> f32 {
        let f = (v / self.y_max).clamp(0.0, 1.05) as f32;
        self.bottom - f * (self.bottom - self.top)
    }
}

/// One entry of a legend.
enum LegendItem<'a> {
    Series(&'a str, SeriesStyle),
    Bar(&'a str, SeriesStyle),
    Reference(&'a str),
}

/// The title, then the legend in rows; returns the y below them.
fn title_and_legend(l: &mut Layout, frame: &ChartFrame, legend: &[LegendItem]) -> f32 {
    let x = l.left();
    let mut y = l.y;
    for line in l.fonts.wrap(Face::Bold, TITLE_SIZE, frame.title, l.width()) {
        let base = y + l.fonts.ascent(Face::Bold, TITLE_SIZE);
        l.text(
            x,
            base,
            Pen::new(Face::Bold, TITLE_SIZE, Colour::TEXT),
            Align::Left,
            &line,
        );
        y = base + 4.0;
    }
    y += 3.0;
    let mut lx = x;
    let row_h = SMALL * 1.55;
    let pen = Pen::new(Face::Regular, SMALL, Colour::TEXT);
    for item in legend {
        let name = match item {
            LegendItem::Series(n, _) | LegendItem::Bar(n, _) | LegendItem::Reference(n) => *n,
        };
        let text_w = l.fonts.width(Face::Regular, SMALL, name);
        let w = SAMPLE_W + 4.0 + text_w + 12.0;
        if lx + w > l.right() && lx > x {
            lx = x;
            y += row_h;
        }
        let mid = y + row_h / 2.0;
        match item {
            LegendItem::Series(_, style) => style.draw_sample(l, lx, mid, SAMPLE_W),
            LegendItem::Bar(_, style) => style.draw_bar(l, lx + 2.0, mid - 4.5, 12.0, 9.0),
            LegendItem::Reference(_) => l.line((lx, mid), (lx + SAMPLE_W, mid), reference_stroke()),
        }
        let tb = mid + l.fonts.ascent(Face::Regular, SMALL) / 2.0 - 1.0;
        l.text(lx + SAMPLE_W + 4.0, tb, pen, Align::Left, name);
        lx += w;
    }
    y + row_h + 4.0
}

/// Vertical axis with gridlines between `x0` and `x1`; returns the plot with its left edge
/// after the tick labels.
fn axes(
    l: &mut Layout,
    (top, bottom): (f32, f32),
    x1: f32,
    y_max_data: f64,
    unit: &str,
    y_title: &str,
) -> Plot {
    let ts = ticks(y_max_data);
    let y_max = *ts.last().unwrap_or(&1.0);
    let label_w = ts
        .iter()
        .map(|&v| {
            l.fonts
                .width(Face::Regular, AXIS_SIZE, &tick_label(v, unit))
        })
        .fold(0.0, f32::max);
    let title_room = if y_title.is_empty() {
        0.0
    } else {
        AXIS_SIZE * 1.6
    };
    let x0 = l.left() + title_room + label_w + 4.0;
    let plot = Plot {
        x0,
        x1,
        top,
        bottom,
        y_max,
    };
    for &v in &ts {
        let y = plot.y(v);
        let stroke = if v == 0.0 {
            Stroke::solid(Colour::MUTED, 0.7)
        } else {
            Stroke::solid(Colour::SHADE, 0.5)
        };
        l.line((plot.x0, y), (plot.x1, y), stroke);
        let base = y + l.fonts.ascent(Face::Regular, AXIS_SIZE) / 2.0 - 0.5;
        l.text(
            plot.x0 - 3.0,
            base,
            Pen::new(Face::Regular, AXIS_SIZE, Colour::MUTED),
            Align::Right,
            &tick_label(v, unit),
        );
    }
    if !y_title.is_empty() {
        let w = l.fonts.width(Face::Regular, AXIS_SIZE, y_title);
        let mid = (top + bottom) / 2.0;
        let x = l.left() + l.fonts.ascent(Face::Regular, AXIS_SIZE);
        l.text_up(
            x,
            mid + w / 2.0,
            Pen::new(Face::Regular, AXIS_SIZE, Colour::MUTED),
            y_title,
        );
    }
    l.line(
        (plot.x0, top),
        (plot.x0, bottom),
        Stroke::solid(Colour::MUTED, 0.7),
    );
    plot
}

/// Grouped bars: for each group, side A's bar (solid) and side B's bar (hatched).
pub fn bar_chart(
    l: &mut Layout,
    frame: &ChartFrame,
    sides: [(&str, SeriesStyle); 2],
    groups: &[BarGroup],
    y_title: &str,
) {
    l.ensure(frame.height);
    let y0 = l.y;
    let legend: Vec<LegendItem> = sides.iter().map(|(n, s)| LegendItem::Bar(n, *s)).collect();
    let top = title_and_legend(l, frame, &legend) + 10.0;
    let bottom = y0 + frame.height - AXIS_SIZE * 3.2;
    let max = groups.iter().flat_map(|g| g.values).fold(0.0f64, f64::max);
    let plot = axes(
        l,
        (top, bottom),
        l.right() - 4.0,
        max,
        frame.y_unit,
        y_title,
    );
    let n = groups.len().max(1) as f32;
    let slot = (plot.x1 - plot.x0) / n;
    let bar_w = (slot * 0.3).min(48.0);
    for (i, g) in groups.iter().enumerate() {
        let centre = plot.x0 + slot * (i as f32 + 0.5);
        for (k, (_, style)) in sides.iter().enumerate() {
            let x = if k == 0 {
                centre - bar_w - 1.5
            } else {
                centre + 1.5
            };
            let y = plot.y(g.values[k]);
            style.draw_bar(l, x, y, bar_w, (plot.bottom - y).max(0.0));
            let label =
                l.fonts
                    .truncate(Face::Regular, AXIS_SIZE, &g.labels[k], bar_w + slot * 0.18);
            l.text(
                x + bar_w / 2.0,
                y - 2.5,
                Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT),
                Align::Centre,
                &label,
            );
        }
        let gl = l
            .fonts
            .truncate(Face::Regular, AXIS_SIZE, &g.label, slot - 4.0);
        l.text(
            centre,
            plot.bottom + AXIS_SIZE * 1.5,
            Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT),
            Align::Centre,
            &gl,
        );
    }
    l.y = y0 + frame.height + 8.0;
}

/// A label beside the plot: what it says, where it would like to be, and how tall it is.
struct SideLabel {
    lines: Vec<String>,
    want: f32,
    height: f32,
    style: Option<SeriesStyle>,
    /// Where the data it names ends (for a leader line when the label had to move).
    from: Option<(f32, f32)>,
}

/// Spread labels vertically so none overlaps another, each as near its wish as can be,
/// within `top..bottom` (centres).
fn spread(labels: &mut [SideLabel], top: f32, bottom: f32) -> Vec<f32> {
    let mut order: Vec<usize> = (0..labels.len()).collect();
    order.sort_by(|&a, &b| labels[a].want.total_cmp(&labels[b].want));
    let mut at = vec![0.0; labels.len()];
    let mut prev: Option<usize> = None;
    for &i in &order {
        let mut y = labels[i].want.max(top + labels[i].height / 2.0);
        if let Some(p) = prev {
            y = y.max(at[p] + (labels[p].height + labels[i].height) / 2.0 + 1.5);
        }
        at[i] = y;
        prev = Some(i);
    }
    // Pushed past the bottom: move the stack back up.
    let mut next: Option<usize> = None;
    for &i in order.iter().rev() {
        let mut y = at[i].min(bottom - labels[i].height / 2.0);
        if let Some(n) = next {
            y = y.min(at[n] - (labels[n].height + labels[i].height) / 2.0 - 1.5);
        }
        at[i] = y;
        next = Some(i);
    }
    at
}

/// Lines per turn with reference lines; `x_labels` name the points (Start, turn 1, …).
pub fn line_chart(
    l: &mut Layout,
    frame: &ChartFrame,
    x_labels: &[String],
    series: &[LineSeries],
    thresholds: &[Threshold],
    y_title: &str,
    shape: Shape,
) {
    l.ensure(frame.height);
    let y0 = l.y;
    let mut legend: Vec<LegendItem> = series
        .iter()
        .map(|s| LegendItem::Series(&s.name, s.style))
        .collect();
    legend.extend(thresholds.iter().map(|t| LegendItem::Reference(&t.label)));
    let top = title_and_legend(l, frame, &legend) + 6.0;

    // The gutter at the right holds each line's name and each reference line's tag.
    let gutter_text = (l.width() * 0.24).min(118.0);
    let mut labels: Vec<SideLabel> = series
        .iter()
        .map(|s| {
            let lines = l
                .fonts
                .wrap(Face::Bold, LABEL_SIZE, &s.name, gutter_text - 9.0);
            let height = lines.len() as f32 * Layout::line_height(LABEL_SIZE);
            SideLabel {
                lines,
                want: 0.0,
                height,
                style: Some(s.style),
                from: None,
            }
        })
        .chain(thresholds.iter().map(|t| SideLabel {
            lines: vec![t.tag.clone()],
            want: 0.0,
            height: Layout::line_height(AXIS_SIZE),
            style: None,
            from: None,
        }))
        .collect();
    let widest = labels
        .iter()
        .map(|lb| {
            let face = if lb.style.is_some() {
                Face::Bold
            } else {
                Face::Regular
            };
            let extra = if lb.style.is_some() { 9.0 } else { 0.0 };
            lb.lines
                .iter()
                .map(|t| l.fonts.width(face, LABEL_SIZE, t) + extra)
                .fold(0.0, f32::max)
        })
        .fold(0.0, f32::max);
    let gutter = widest.min(gutter_text) + 10.0;

    let n = x_labels.len().max(1);
    let spacing_guess = (l.width() - 40.0 - gutter) / n as f32;
    let widest_x = x_labels
        .iter()
        .map(|s| l.fonts.width(Face::Regular, AXIS_SIZE, s))
        .fold(0.0, f32::max);
    let rotate = widest_x > spacing_guess - 4.0;
    let label_room = if rotate {
        widest_x.min(90.0) + 8.0
    } else {
        AXIS_SIZE * 2.6
    };
    let bottom = y0 + frame.height - label_room;
    let max = series
        .iter()
        .flat_map(|s| s.values.iter().copied())
        .chain(thresholds.iter().map(|t| t.value))
        .fold(0.0f64, f64::max);
    let plot = axes(
        l,
        (top, bottom),
        l.right() - gutter,
        max,
        frame.y_unit,
        y_title,
    );
    let step = if n > 1 {
        (plot.x1 - plot.x0 - 12.0) / (n - 1) as f32
    } else {
        0.0
    };
    let x_of = |i: usize| plot.x0 + 6.0 + step * i as f32;
    x_axis_labels(l, &plot, x_labels, rotate, step, widest_x, &x_of);

    for t in thresholds {
        let y = plot.y(t.value);
        l.line((plot.x0, y), (plot.x1, y), reference_stroke());
    }
    for s in series {
        let pts: Vec<(f32, f32)> = s
            .values
            .iter()
            .enumerate()
            .map(|(i, &v)| (x_of(i), plot.y(v)))
            .collect();
        let path = match shape {
            Shape::Lines => pts.clone(),
            Shape::Steps => steps_of(&pts),
        };
        l.polyline(&path, false, s.style.stroke(1.6));
        for &(x, y) in &pts {
            s.style.draw_mark(l, x, y);
        }
    }

    // Names at the lines' ends, tags at the reference lines, spread so that none overlaps.
    for (lb, s) in labels.iter_mut().zip(series) {
        if let Some(&v) = s.values.last() {
            let end = (x_of(s.values.len() - 1), plot.y(v));
            lb.want = end.1;
            lb.from = Some(end);
        }
    }
    for (lb, t) in labels.iter_mut().skip(series.len()).zip(thresholds) {
        lb.want = plot.y(t.value);
    }
    let at = spread(&mut labels, plot.top - 4.0, plot.bottom + 4.0);
    let gx = plot.x1 + 6.0;
    for (lb, &y) in labels.iter().zip(&at) {
        draw_side_label(l, lb, gx, y);
    }
    l.y = y0 + frame.height + 8.0;
}

/// The path of a step chart: level until the next turn boundary, then up or down.
fn steps_of(pts: &[(f32, f32)]) -> Vec<(f32, f32)> {
    let mut out = Vec::with_capacity(pts.len() * 2);
    for (i, &p) in pts.iter().enumerate() {
        if i > 0 {
            out.push((p.0, pts[i - 1].1));
        }
        out.push(p);
    }
    out
}

fn draw_side_label(l: &mut Layout, lb: &SideLabel, x: f32, y: f32) {
    let lh = Layout::line_height(LABEL_SIZE);
    match lb.style {
        Some(style) => {
            if let Some((fx, fy)) = lb.from
                && (fy - y).abs() > 2.0
            {
                l.line(
                    (fx + 4.0, fy),
                    (x - 1.0, y),
                    Stroke::solid(Colour::MUTED, 0.4),
                );
            }
            style.draw_mark(l, x + 3.0, y);
            let first = y - lb.height / 2.0 + l.fonts.ascent(Face::Bold, LABEL_SIZE);
            for (k, line) in lb.lines.iter().enumerate() {
                l.text(
                    x + 9.0,
                    first + k as f32 * lh,
                    Pen::new(Face::Bold, LABEL_SIZE, Colour::TEXT),
                    Align::Left,
                    line,
                );
            }
        }
        None => {
            let base = y + l.fonts.ascent(Face::Regular, AXIS_SIZE) / 2.0 - 0.5;
            let text = lb.lines.first().map(String::as_str).unwrap_or("");
            l.text(
                x,
                base,
                Pen::new(Face::Regular, AXIS_SIZE, REFERENCE_GREY),
                Align::Left,
                text,
            );
        }
    }
}

/// Tick marks and names under the plot (turned upright when they would not fit side by side).
fn x_axis_labels(
    l: &mut Layout,
    plot: &Plot,
    x_labels: &[String],
    rotate: bool,
    step: f32,
    widest: f32,
    x_of: &dyn Fn(usize) -> f32,
) {
    let n = x_labels.len().max(1);
    // Thin out labels that would overlap when not rotated; rotated labels need one line each.
    let every = if rotate {
        ((AXIS_SIZE * 1.3) / step.max(0.1)).ceil().max(1.0) as usize
    } else {
        ((widest + 4.0) / step.max(0.1)).ceil().max(1.0) as usize
    };
    for (i, label) in x_labels.iter().enumerate() {
        let x = x_of(i);
        l.line(
            (x, plot.bottom),
            (x, plot.bottom + 2.5),
            Stroke::solid(Colour::MUTED, 0.6),
        );
        if !i.is_multiple_of(every) && i + 1 != n {
            continue;
        }
        let pen = Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT);
        if rotate {
            let text = l.fonts.truncate(Face::Regular, AXIS_SIZE, label, 90.0);
            let w = l.fonts.width(Face::Regular, AXIS_SIZE, &text);
            let x_base = x + l.fonts.ascent(Face::Regular, AXIS_SIZE) / 2.0 - 0.5;
            l.text_up(x_base, plot.bottom + 6.0 + w, pen, &text);
        } else {
            let base = plot.bottom + AXIS_SIZE * 1.6;
            l.text(x, base, pen, Align::Centre, label);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_round_numbers() {
        assert_eq!(nice_step(100.0), 20.0);
        assert_eq!(nice_step(40.0), 10.0);
        assert_eq!(nice_step(12.0), 2.5);
        assert_eq!(nice_step(0.0), 1.0);
        assert_eq!(ticks(42.0), vec![0.0, 10.0, 20.0, 30.0, 40.0, 50.0]);
        assert_eq!(ticks(0.0), vec![0.0, 1.0]);
        assert_eq!(tick_label(2500.0, ""), "2,500");
        assert_eq!(tick_label(35.0, "%"), "35%");
        assert_eq!(tick_label(2.5, ""), "2.5");
    }

    #[test]
    fn the_sides_differ_by_more_than_colour() {
        let gold = Colour(212.0 / 255.0, 175.0 / 255.0, 55.0 / 255.0);
        let a = SeriesStyle::of_side(SideId::A, Colour(0.12, 0.3, 0.66));
        let b = SeriesStyle::of_side(SideId::B, gold);
        assert_ne!(a.dash, b.dash);
        assert_ne!(a.mark, b.mark);
        assert!(
            b.colour.luminance() <= LINE_GREY + 1e-4,
            "gold is darkened to print"
        );
    }

    #[test]
    fn a_step_chart_turns_at_the_boundaries() {
        let pts = [(0.0, 10.0), (5.0, 20.0), (10.0, 20.0)];
        assert_eq!(
            steps_of(&pts),
            vec![
                (0.0, 10.0),
                (5.0, 10.0),
                (5.0, 20.0),
                (10.0, 20.0),
                (10.0, 20.0)
            ]
        );
    }

    #[test]
    fn labels_are_spread_apart_within_the_plot() {
        let mk = |want: f32| SideLabel {
            lines: vec!["x".into()],
            want,
            height: 10.0,
            style: None,
            from: None,
        };
        let mut labels = vec![mk(100.0), mk(101.0), mk(102.0), mk(300.0)];
        let at = spread(&mut labels, 0.0, 200.0);
        let mut sorted = at.clone();
        sorted.sort_by(f32::total_cmp);
        for w in sorted.windows(2) {
            assert!(w[1] - w[0] >= 10.0, "{at:?}");
        }
        assert!(at.iter().all(|&y| (5.0..=195.0).contains(&y)), "{at:?}");
    }
}
