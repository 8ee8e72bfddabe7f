//! The bar chart: for each group, side A's bar (solid) and side B's (hatched), each with its
//! figure above it.

use super::{AXIS_SIZE, BarGroup, ChartFrame, LegendItem, SeriesStyle, axes, title_and_legend};
use crate::report::layout::{Align, Colour, Layout, Pen};
use crate::report::text::Face;

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
