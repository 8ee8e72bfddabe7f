//! The line charts: a line per side over the turns (straight or in steps), reference lines,
//! the turns named under the plot, and each line named at its end in a gutter beside the plot,
//! the names spread apart so that none overlaps another.

use super::{
    AXIS_SIZE, ChartFrame, LABEL_SIZE, LegendItem, LineSeries, Plot, REFERENCE_GREY, SeriesStyle,
    Shape, Threshold, axes, reference_stroke, title_and_legend,
};
use crate::report::layout::{Align, Colour, Layout, Pen, Stroke};
use crate::report::text::Face;

/// A label beside the plot: what it says, where it would like to be, and how tall it is.
pub(super) struct SideLabel {
    pub(super) lines: Vec<String>,
    pub(super) want: f32,
    pub(super) height: f32,
    pub(super) style: Option<SeriesStyle>,
    /// Where the data it names ends (for a leader line when the label had to move).
    pub(super) from: Option<(f32, f32)>,
}

impl SideLabel {
    /// A line's name, wrapped to a gutter `gutter_text` wide (its marker before it), not yet
    /// placed.
    pub(super) fn of_line(l: &Layout, name: &str, style: SeriesStyle, gutter_text: f32) -> Self {
        let lines = l
            .fonts
            .wrap(Face::Bold, LABEL_SIZE, name, gutter_text - 9.0);
        let height = lines.len() as f32 * Layout::line_height(LABEL_SIZE);
        SideLabel {
            lines,
            want: 0.0,
            height,
            style: Some(style),
            from: None,
        }
    }
}

/// Spread labels vertically so none overlaps another, each as near its wish as can be,
/// within `top..bottom` (centres).
pub(super) fn spread(labels: &mut [SideLabel], top: f32, bottom: f32) -> Vec<f32> {
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
    let top = title_and_legend(l, frame, &legend(series, thresholds)) + 6.0;
    // The gutter at the right holds each line's name and each reference line's tag.
    let gutter_text = (l.width() * 0.24).min(118.0);
    let mut labels = side_labels(l, series, thresholds, gutter_text);
    let gutter = widest_label(l, &labels).min(gutter_text) + 10.0;
    let turns = TurnAxis::new(l, x_labels, gutter);
    let bottom = y0 + frame.height - turns.label_room;
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
    let step = if turns.n > 1 {
        (plot.x1 - plot.x0 - 12.0) / (turns.n - 1) as f32
    } else {
        0.0
    };
    let x_of = |i: usize| plot.x0 + 6.0 + step * i as f32;
    x_axis_labels(l, &plot, x_labels, turns.rotate, step, turns.widest, &x_of);
    draw_lines(l, &plot, series, thresholds, shape, &x_of);
    label_the_lines(l, &plot, &mut labels, series, thresholds, &x_of);
    l.y = y0 + frame.height + 8.0;
}

fn legend<'a>(series: &'a [LineSeries], thresholds: &'a [Threshold]) -> Vec<LegendItem<'a>> {
    let mut legend: Vec<LegendItem> = series
        .iter()
        .map(|s| LegendItem::Series(&s.name, s.style))
        .collect();
    legend.extend(thresholds.iter().map(|t| LegendItem::Reference(&t.label)));
    legend
}

/// Each line's name (wrapped to the gutter) and each reference line's tag, not yet placed.
fn side_labels(
    l: &Layout,
    series: &[LineSeries],
    thresholds: &[Threshold],
    gutter_text: f32,
) -> Vec<SideLabel> {
    series
        .iter()
        .map(|s| SideLabel::of_line(l, &s.name, s.style, gutter_text))
        .chain(thresholds.iter().map(|t| SideLabel {
            lines: vec![t.tag.clone()],
            want: 0.0,
            height: Layout::line_height(AXIS_SIZE),
            style: None,
            from: None,
        }))
        .collect()
}

/// The width of the widest label line, with the marker before a line's name.
pub(super) fn widest_label(l: &Layout, labels: &[SideLabel]) -> f32 {
    labels
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
        .fold(0.0, f32::max)
}

/// The turns along the bottom: how many, the widest name, whether the names stand upright
/// (when they would not fit side by side) and the room they take under the plot.
struct TurnAxis {
    n: usize,
    widest: f32,
    rotate: bool,
    label_room: f32,
}

impl TurnAxis {
    fn new(l: &Layout, x_labels: &[String], gutter: f32) -> TurnAxis {
        let n = x_labels.len().max(1);
        let spacing_guess = (l.width() - 40.0 - gutter) / n as f32;
        let widest = x_labels
            .iter()
            .map(|s| l.fonts.width(Face::Regular, AXIS_SIZE, s))
            .fold(0.0, f32::max);
        let rotate = widest > spacing_guess - 4.0;
        let label_room = if rotate {
            widest.min(90.0) + 8.0
        } else {
            AXIS_SIZE * 2.6
        };
        TurnAxis {
            n,
            widest,
            rotate,
            label_room,
        }
    }
}

/// The reference lines, then each side's line with a marker at every turn.
fn draw_lines(
    l: &mut Layout,
    plot: &Plot,
    series: &[LineSeries],
    thresholds: &[Threshold],
    shape: Shape,
    x_of: &dyn Fn(usize) -> f32,
) {
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
}

/// Names at the lines' ends, tags at the reference lines, spread so that none overlaps.
fn label_the_lines(
    l: &mut Layout,
    plot: &Plot,
    labels: &mut [SideLabel],
    series: &[LineSeries],
    thresholds: &[Threshold],
    x_of: &dyn Fn(usize) -> f32,
) {
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
    let at = spread(labels, plot.top - 4.0, plot.bottom + 4.0);
    let gx = plot.x1 + 6.0;
    for (lb, &y) in labels.iter().zip(&at) {
        draw_side_label(l, lb, gx, y);
    }
}

/// The path of a step chart: level until the next turn boundary, then up or down.
pub(super) fn steps_of(pts: &[(f32, f32)]) -> Vec<(f32, f32)> {
    let mut out = Vec::with_capacity(pts.len() * 2);
    for (i, &p) in pts.iter().enumerate() {
        if i > 0 {
            out.push((p.0, pts[i - 1].1));
        }
        out.push(p);
    }
    out
}

pub(super) fn draw_side_label(l: &mut Layout, lb: &SideLabel, x: f32, y: f32) {
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
