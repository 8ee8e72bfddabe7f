//! A chart over days rather than turns: each series a set of runs of points placed by their
//! day, drawn as steps (a strength holds until the next change), with a gap between runs where
//! nothing is known (an enemy seen only at its battles). The days along the bottom are named
//! where they fall; names that would overlap are thinned. Under them, named moments (the
//! battles) are written at their place, a name that would run into the one before going to
//! the next row down.

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

/// Places along the days with their names: (day, name).
pub type Named = [(f64, String)];

/// The rows of names written under the days.
const MOMENT_ROWS: usize = 2;

/// Lines over the days `first..=last`; `ticks` name days under the plot, `moments` name
/// places under those (in order along the days).
pub fn day_chart(
    l: &mut Layout,
    frame: &ChartFrame,
    (first, last): (f64, f64),
    (ticks, moments): (&Named, &Named),
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
    let moment_room = if moments.is_empty() {
        0.0
    } else {
        MOMENT_ROWS as f32 * AXIS_SIZE * 1.3
    };
    let bottom = y0 + frame.height - AXIS_SIZE * 2.6 - moment_room;
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
    moment_labels(l, plot.bottom + AXIS_SIZE * 2.6, moments, &x_of);
    for s in series {
        for run in &s.runs {
            let pts: Vec<(f32, f32)> = run.iter().map(|&(d, v)| (x_of(d), plot.y(v))).collect();
            l.polyline(&steps_of(&pts), false, s.style.stroke(1.6));
            // A run that ends as it was (a strength held to the last day) has no mark there:
            // nothing happened on that day.
            let held = run.len() > 1 && run[run.len() - 1].1 == run[run.len() - 2].1;
            let marked = if held {
                &pts[..pts.len() - 1]
            } else {
                &pts[..]
            };
            for &(x, y) in marked {
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

/// Each moment's name centred on its place, on the first row where it runs into no name
/// before it; a name with no such row is left out (its place is still drawn by its line).
fn moment_labels(l: &mut Layout, top: f32, moments: &[(f64, String)], x_of: &dyn Fn(f64) -> f32) {
    let pen = Pen::new(Face::Regular, AXIS_SIZE, Colour::MUTED);
    let spans: Vec<(f32, f32)> = moments
        .iter()
        .map(|(d, name)| {
            let w = l.fonts.width(Face::Regular, AXIS_SIZE, name);
            (x_of(*d) - w / 2.0, x_of(*d) + w / 2.0)
        })
        .collect();
    for ((_, name), (x, row)) in moments.iter().zip(rows_for(&spans, MOMENT_ROWS)) {
        if let Some(row) = row {
            let y = top + AXIS_SIZE * (1.0 + 1.3 * row as f32);
            l.text(x, y, pen, Align::Centre, name);
        }
    }
}

/// For names spanning `spans` (left, right) in order: each one's centre and the first of
/// `rows` rows where it keeps clear of the name before it on that row, if any.
fn rows_for(spans: &[(f32, f32)], rows: usize) -> Vec<(f32, Option<usize>)> {
    let mut free_from = vec![f32::MIN; rows];
    spans
        .iter()
        .map(|&(left, right)| {
            let row = (0..rows).find(|&r| left >= free_from[r]);
            if let Some(r) = row {
                free_from[r] = right + 4.0;
            }
            ((left + right) / 2.0, row)
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_that_would_run_into_the_one_before_goes_down_a_row_or_is_left_out() {
        // Saalfeld alone; Jena and Auerstedt a few points apart on one day; a third name there.
        let spans = [(10.0, 50.0), (100.0, 130.0), (110.0, 150.0), (120.0, 140.0)];
        let rows: Vec<Option<usize>> = rows_for(&spans, 2).into_iter().map(|r| r.1).collect();
        assert_eq!(rows, [Some(0), Some(0), Some(1), None]);
        assert_eq!(rows_for(&spans, 2)[1].0, 115.0);
    }
}
