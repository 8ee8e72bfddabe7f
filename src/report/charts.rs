//! Charts drawn as vector shapes: grouped bars for the two sides, and lines per turn with
//! threshold lines. Text in them is real text in the embedded font.

use super::layout::{Align, Colour, Layout, Pen, SMALL, Stroke};
use super::text::Face;

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
    pub colour: Colour,
    pub values: Vec<f64>,
}

/// A horizontal reference line, e.g. "35%: early end".
#[derive(Clone, Debug)]
pub struct Threshold {
    pub value: f64,
    pub label: String,
    pub colour: Colour,
}

/// What every chart has: a title, the sides' names and colours, the unit of its vertical axis.
pub struct ChartFrame<'a> {
    pub title: &'a str,
    pub y_unit: &'a str,
    pub height: f32,
}

const TITLE_SIZE: f32 = 10.5;
const AXIS_SIZE: f32 = 7.2;

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

/// Title and legend; returns the y below them.
fn title_and_legend(l: &mut Layout, frame: &ChartFrame, legend: &[(String, Colour, bool)]) -> f32 {
    let x = l.left();
    let base = l.y + l.fonts.ascent(Face::Bold, TITLE_SIZE);
    l.text(
        x,
        base,
        Pen::new(Face::Bold, TITLE_SIZE, Colour::TEXT),
        Align::Left,
        frame.title,
    );
    let mut y = base + 6.0;
    let mut lx = x;
    let row_h = SMALL * 1.5;
    for (name, colour, is_line) in legend {
        let w = 14.0 + l.fonts.width(Face::Regular, SMALL, name) + 12.0;
        if lx + w > l.right() && lx > x {
            lx = x;
            y += row_h;
        }
        let mid = y + row_h / 2.0;
        if *is_line {
            l.line(
                (lx, mid),
                (lx + 10.0, mid),
                Stroke::dashed(*colour, 1.0, 3.0, 2.0),
            );
        } else {
            l.fill_rect(lx, mid - 4.0, 10.0, 8.0, *colour);
        }
        let tb = mid + l.fonts.ascent(Face::Regular, SMALL) / 2.0 - 1.0;
        l.text(
            lx + 14.0,
            tb,
            Pen::new(Face::Regular, SMALL, Colour::TEXT),
            Align::Left,
            name,
        );
        lx += w;
    }
    y + row_h + 4.0
}

/// Vertical axis with gridlines; returns the plot with its left edge after the tick labels.
fn axes(l: &mut Layout, top: f32, bottom: f32, y_max_data: f64, unit: &str, y_title: &str) -> Plot {
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
        x1: l.right() - 4.0,
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

/// Grouped bars: for each group, side A's bar and side B's bar.
pub fn bar_chart(
    l: &mut Layout,
    frame: &ChartFrame,
    sides: [(&str, Colour); 2],
    groups: &[BarGroup],
    y_title: &str,
) {
    l.ensure(frame.height);
    let y0 = l.y;
    let legend: Vec<(String, Colour, bool)> = sides
        .iter()
        .map(|(n, c)| (n.to_string(), *c, false))
        .collect();
    let top = title_and_legend(l, frame, &legend) + 6.0;
    let bottom = y0 + frame.height - AXIS_SIZE * 3.2;
    let max = groups.iter().flat_map(|g| g.values).fold(0.0f64, f64::max);
    let plot = axes(l, top, bottom, max, frame.y_unit, y_title);
    let n = groups.len().max(1) as f32;
    let slot = (plot.x1 - plot.x0) / n;
    let bar_w = (slot * 0.3).min(48.0);
    for (i, g) in groups.iter().enumerate() {
        let centre = plot.x0 + slot * (i as f32 + 0.5);
        for (k, (_, colour)) in sides.iter().enumerate() {
            let x = if k == 0 {
                centre - bar_w - 1.5
            } else {
                centre + 1.5
            };
            let y = plot.y(g.values[k]);
            let h = (plot.bottom - y).max(0.0);
            if h > 0.0 {
                l.fill_rect(x, y, bar_w, h, *colour);
            }
            let size = AXIS_SIZE;
            let label = l
                .fonts
                .truncate(Face::Regular, size, &g.labels[k], bar_w + slot * 0.18);
            l.text(
                x + bar_w / 2.0,
                y - 2.5,
                Pen::new(Face::Regular, size, Colour::TEXT),
                Align::Centre,
                &label,
            );
        }
        let gl = l
            .fonts
            .truncate(Face::Regular, AXIS_SIZE, &g.label, slot - 4.0);
        let base = plot.bottom + AXIS_SIZE * 1.5;
        l.text(
            centre,
            base,
            Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT),
            Align::Centre,
            &gl,
        );
    }
    l.y = y0 + frame.height + 8.0;
}

/// Lines per turn with threshold lines; `x_labels` name the points (Start, turn 1, …).
pub fn line_chart(
    l: &mut Layout,
    frame: &ChartFrame,
    x_labels: &[String],
    series: &[LineSeries],
    thresholds: &[Threshold],
    y_title: &str,
) {
    l.ensure(frame.height);
    let y0 = l.y;
    let mut legend: Vec<(String, Colour, bool)> = series
        .iter()
        .map(|s| (s.name.clone(), s.colour, false))
        .collect();
    legend.extend(thresholds.iter().map(|t| (t.label.clone(), t.colour, true)));
    let top = title_and_legend(l, frame, &legend) + 6.0;
    let n = x_labels.len().max(1);
    let spacing_guess = (l.width() - 40.0) / n as f32;
    let widest = x_labels
        .iter()
        .map(|s| l.fonts.width(Face::Regular, AXIS_SIZE, s))
        .fold(0.0, f32::max);
    let rotate = widest > spacing_guess - 4.0;
    let label_room = if rotate {
        widest.min(90.0) + 6.0
    } else {
        AXIS_SIZE * 2.6
    };
    let bottom = y0 + frame.height - label_room;
    let max = series
        .iter()
        .flat_map(|s| s.values.iter().copied())
        .chain(thresholds.iter().map(|t| t.value))
        .fold(0.0f64, f64::max);
    let plot = axes(l, top, bottom, max, frame.y_unit, y_title);
    let step = if n > 1 {
        (plot.x1 - plot.x0 - 12.0) / (n - 1) as f32
    } else {
        0.0
    };
    let x_of = |i: usize| plot.x0 + 6.0 + step * i as f32;
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
        if rotate {
            let text = l.fonts.truncate(Face::Regular, AXIS_SIZE, label, 90.0);
            let w = l.fonts.width(Face::Regular, AXIS_SIZE, &text);
            let x_base = x + l.fonts.ascent(Face::Regular, AXIS_SIZE) / 2.0 - 0.5;
            l.text_up(
                x_base,
                plot.bottom + 4.0 + w,
                Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT),
                &text,
            );
        } else {
            // The end labels stay inside the page's margins.
            let base = plot.bottom + AXIS_SIZE * 1.6;
            let half = l.fonts.width(Face::Regular, AXIS_SIZE, label) / 2.0;
            let (tx, align) = if x + half > l.right() {
                (l.right(), Align::Right)
            } else {
                (x, Align::Centre)
            };
            l.text(
                tx,
                base,
                Pen::new(Face::Regular, AXIS_SIZE, Colour::TEXT),
                align,
                label,
            );
        }
    }
    for t in thresholds {
        let y = plot.y(t.value);
        l.line(
            (plot.x0, y),
            (plot.x1, y),
            Stroke::dashed(t.colour, 0.9, 4.0, 2.5),
        );
    }
    for s in series {
        let pts: Vec<(f32, f32)> = s
            .values
            .iter()
            .enumerate()
            .map(|(i, &v)| (x_of(i), plot.y(v)))
            .collect();
        l.polyline(&pts, false, Stroke::solid(s.colour, 1.6));
        for &(x, y) in &pts {
            l.circle(
                x,
                y,
                1.9,
                Some(s.colour),
                Some(Stroke::solid(Colour::WHITE, 0.5)),
            );
        }
    }
    for t in thresholds {
        // Over the lines, on a white ground, so that it stays readable.
        let y = plot.y(t.value);
        let w = l.fonts.width(Face::Regular, AXIS_SIZE, &t.label);
        let (x1, top) = (plot.x1 - 2.0, y - 2.5 - AXIS_SIZE);
        l.polygon(
            &[
                (x1 - w - 2.0, top),
                (x1 + 1.0, top),
                (x1 + 1.0, y - 1.2),
                (x1 - w - 2.0, y - 1.2),
            ],
            Some((Colour::WHITE, 0.85)),
            None,
        );
        l.text(
            x1,
            y - 2.8,
            Pen::new(Face::Regular, AXIS_SIZE, t.colour),
            Align::Right,
            &t.label,
        );
    }
    l.y = y0 + frame.height + 8.0;
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
}
