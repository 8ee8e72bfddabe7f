//! Charts drawn as vector shapes: grouped bars for the two sides, and lines per turn with
//! reference lines. Text in them is real text in the embedded font.
//!
//! Every chart is readable when printed in black and white: the two sides differ by line
//! pattern and marker shape (side A solid with discs, side B dashed with open squares; bars
//! solid against hatched), not only by colour; a side colour too light to print as a line is
//! darkened; each line is named at its end, beside the plot, where no data can lie under the
//! label; reference lines are dotted, in grey, and explained in the legend.
//!
//! This file holds what every chart shares (styles, legend, vertical axis, ticks); `bars`
//! draws the bar chart, `lines` the line charts over turns and `days` those over days.

mod bars;
mod days;
mod lines;

pub use bars::bar_chart;
pub use days::{DaySeries, day_chart};
pub use lines::line_chart;

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
        crate::i18n::whole_number(v.round() as i128)
    } else {
        crate::i18n::tr!(ReportOneDecimal, value = v)
    };
    if unit == "%" {
        crate::i18n::tr!(ReportWholePercent, value = num)
    } else {
        num
    }
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
}
