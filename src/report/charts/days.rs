//! A chart over days rather than turns: each series a set of runs of points placed by their
//! day, drawn as steps (a strength holds until the next change), with a gap between runs where
//! nothing is known (an enemy seen only at its battles). The days along the bottom are named
//! where they fall; names that would overlap are thinned.

use super::lines::{SideLabel, draw_side_label, spread, steps_of, widest_label};
use super::{AXIS_SIZE, ChartFrame, LegendItem, SeriesStyle, axes, title_and_legend};
use crate::report::layout::{Align, Colour, Layout, Pen, Stroke};
use crate::report::text::Face;

/// One line of a chart over days.
#[derive(Clone, Debug)]
pub struct DaySeries {
    pub name: String,
    pub style: SeriesStyle,
    /// Runs of (day, value) in day order; the line is broken between runs.
    pub runs: Vec<Vec<(f64, f64)>>,
}

/// Lines over the days `first..=last`; `ticks` name days under the plot.
pub fn day_chart(
    l: &mut Layout,
    frame: &ChartFrame,
    (first, last): (f64, f64),
    ticks: &[(f64, String)],
    series: &[DaySeries],
    y_title: &str,
) {
    l.ensure(frame.height);
    let y0 = l.y;
    let legend: Vec<LegendItem> = series
        .iter()
        .map(|s| LegendItem::Series(&s.name, s.style))
        .collect();
    let top = title_and_legend(l, frame, &legend) + 6.0;
    let gutter_text = (l.width() * 0.24).min(118.0);
    let mut labels: Vec<SideLabel> = series
        .iter()
        .map(|s| SideLabel::of_line(l, &s.name, s.style, gutter_text))
        .collect();
    let gutter = widest_label(l, &labels).min(gutter_text) + 10.0;
    let bottom = y0 + frame.height - AXIS_SIZE * 2.6;
    let max = series
        .iter()
        .flat_map(|s| s.runs.iter().flatten().map(|p| p.1))
        .fold(0.0f64, f64::max);
    let plot = axes(
        l,
        (top, bottom),
        l.right() - gutter,
        max,
        frame.y_unit,
        y_title,
    );
    let span = (last - first).max(1.0);
    let x_of = |d: f64| plot.x0 + 6.0 + ((d - first) / span) as f32 * (plot.x1 - plot.x0 - 12.0);
    day_labels(l, plot.bottom, ticks, &x_of);
    for s in series {
        for run in &s.runs {
            let pts: Vec<(f32, f32)> = run.iter().map(|&(d, v)| (x_of(d), plot.y(v))).collect();
            l.polyline(&steps_of(&pts), false, s.style.stroke(1.6));
            for &(x, y) in &pts {
                s.style.draw_mark(l, x, y);
            }
        }
    }
    for (lb, s) in labels.iter_mut().zip(series) {
        if let Some(&(d, v)) = s.runs.iter().flatten().last() {
            let end = (x_of(d), plot.y(v));
            lb.want = end.1;
            lb.from = Some(end);
        }
    }
    let at = spread(&mut labels, plot.top - 4.0, plot.bottom + 4.0);
    for (lb, &y) in labels.iter().zip(&at) {
        draw_side_label(l, lb, plot.x1 + 6.0, y);
    }
    l.y = y0 + frame.height + 8.0;
}

/// A tick at each named day, and its name where it does not run into the one before.
fn day_labels(l: &mut Layout, bottom: f32, ticks: &[(f64, String)], x_of: &dyn Fn(f64) -> f32) {
    let pen = Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT);
    let mut free_from = f32::MIN;
    for (d, name) in ticks {
        let x = x_of(*d);
        l.line(
            (x, bottom),
            (x, bottom + 2.5),
            Stroke::solid(Colour::MUTED, 0.6),
        );
        let w = l.fonts.width(Face::Regular, AXIS_SIZE, name);
        if x - w / 2.0 < free_from {
            continue;
        }
        l.text(x, bottom + AXIS_SIZE * 1.6, pen, Align::Centre, name);
        free_from = x + w / 2.0 + 4.0;
    }
}
