//! The bar chart: for each group, side A's bar (solid) and side B's (hatched), each with its
//! figure above it.

use super::{AXIS_SIZE, BarGroup, ChartFrame, LegendItem, SeriesStyle, axes, title_and_legend};
use crate::report::layout::{Align, Colour, Layout, Pen};
use crate::report::text::Face;

/// At most this many lines of a group's name under its bars.
const GROUP_NAME_LINES: usize = 3;

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
    // Each group's name under its bars, wrapped to its slot (a system's name and its figure's
    // are long): the plot stops above the tallest.
    // (The y axis and its labels take some 40 points of the width.)
    let slot_w = (l.right() - 4.0 - l.left() - 40.0) / groups.len().max(1) as f32;
    let names: Vec<Vec<String>> = groups
        .iter()
        .map(|g| {
            l.fonts
                .wrap(Face::Regular, AXIS_SIZE, &g.label, slot_w - 4.0)
                .into_iter()
                .take(GROUP_NAME_LINES)
                .collect()
        })
        .collect();
    let lines = names.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let bottom = y0 + frame.height - AXIS_SIZE * (2.0 + 1.2 * lines as f32);
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
    let bar_x = |i: usize, k: usize| {
        let centre = plot.x0 + slot * (i as f32 + 0.5);
        if k == 0 {
            centre - bar_w - 1.5
        } else {
            centre + 1.5
        }
    };
    for (i, g) in groups.iter().enumerate() {
        for (k, (_, style)) in sides.iter().enumerate() {
            let y = plot.y(g.values[k]);
            style.draw_bar(l, bar_x(i, k), y, bar_w, (plot.bottom - y).max(0.0));
        }
    }
    // Each bar's figure over the bars, on a white ground: a figure wider than its bar may
    // reach over the next one.
    for (i, g) in groups.iter().enumerate() {
        for k in 0..2 {
            let (x, y) = (bar_x(i, k) + bar_w / 2.0, plot.y(g.values[k]) - 2.5);
            let label =
                l.fonts
                    .truncate(Face::Regular, AXIS_SIZE, &g.labels[k], bar_w + slot * 0.18);
            let w = l.fonts.width(Face::Regular, AXIS_SIZE, &label);
            let top = y - l.fonts.ascent(Face::Regular, AXIS_SIZE) - 0.8;
            l.fill_rect(
                x - w / 2.0 - 1.0,
                top,
                w + 2.0,
                AXIS_SIZE + 1.2,
                Colour::WHITE,
            );
            l.text(
                x,
                y,
                Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT),
                Align::Centre,
                &label,
            );
        }
    }
    for (i, _) in groups.iter().enumerate() {
        let centre = plot.x0 + slot * (i as f32 + 0.5);
        for (k, line) in names[i].iter().enumerate() {
            let line = l.fonts.truncate(Face::Regular, AXIS_SIZE, line, slot - 4.0);
            l.text(
                centre,
                plot.bottom + AXIS_SIZE * (1.5 + 1.2 * k as f32),
                Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT),
                Align::Centre,
                &line,
            );
        }
    }
    l.y = y0 + frame.height + 8.0;
}
