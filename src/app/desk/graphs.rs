//! Loss graphs: cumulative losses per side per turn in the measure the log uses, and in % of
//! the starting strength with the thresholds of the rules that read that measure (35% of men:
//! casualty chart early end; 40% of stands lost = RS 60%: withdrawal test; 40 Strength Points:
//! Napoleon at Waterloo demoralization), VP held per side per turn, and Waterloo 20 morale.
//!
//! Every number comes from the battle record ([`crate::record::BattleRecord`]) as the window's
//! audience may know it; the window draws a [`Chart`] with egui_plot and "Save graph as PNG"
//! draws the same chart on the CPU with tiny-skia ([`render_png`]), so the file does not depend
//! on the GPU or on what is on screen.

use super::{DeskState, is_waterloo20, side_name};
use crate::app::view::ViewCtx;
use crate::model::{Rgb, Scenario, SideId};
use crate::record::{BattleRecord, Knowledge, Measure, Projection};
use egui::Ui;
use egui_plot::{HLine, Legend, Line, LineStyle, Plot, PlotPoints, Points};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};

/// The graphs on offer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ChartKind {
    /// Losses in the measure the log records them in.
    #[default]
    Losses,
    LossPercent,
    StrengthPoints,
    VpHeld,
    Morale,
}

impl ChartKind {
    pub const ALL: [ChartKind; 5] = [
        ChartKind::Losses,
        ChartKind::LossPercent,
        ChartKind::StrengthPoints,
        ChartKind::VpHeld,
        ChartKind::Morale,
    ];

    pub fn label(self) -> &'static str {
        match self {
            ChartKind::Losses => "Losses",
            ChartKind::LossPercent => "Losses in % of strength",
            ChartKind::StrengthPoints => "Strength Points lost",
            ChartKind::VpHeld => "VP held",
            ChartKind::Morale => "Morale Points (Waterloo 20)",
        }
    }
}

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

const THRESHOLD_RED: Rgb = Rgb(0xc0, 0x30, 0x30);
const THRESHOLD_AMBER: Rgb = Rgb(0xc8, 0x8a, 0x10);

/// The chart of `kind`, or why it has nothing to show, as `known`'s audience may see it. A rule's
/// reference line is drawn only where the rule reads that measure and its system is in play
/// (`in_play`, from [`crate::record::result::Standing::in_play`], as in the report): 35% of the
/// men for the casualty chart's early end, 40 Strength Points for Napoleon at Waterloo, 50% of
/// VP for weighted objectives. (The withdrawal test reads residual strength, which counts
/// routed and off-table units as gone: it has no line on a losses chart.)
pub fn chart(
    s: &Scenario,
    record: &BattleRecord,
    kind: ChartKind,
    known: &Knowledge,
    in_play: &dyn Fn(&str) -> bool,
) -> Result<Chart, String> {
    let colour = |side: SideId| s.side(side).colour;
    let per_side = |values: [Vec<f64>; 2], what: &str| -> Vec<ChartSeries> {
        SideId::BOTH
            .map(|side| ChartSeries {
                name: format!("{} {what}", side_name(s, side)),
                colour: colour(side),
                values: values[side.index()].clone(),
            })
            .into()
    };
    let x_labels = record.labels.clone();
    let counts = |m: Measure| {
        SideId::BOTH.map(|side| {
            record
                .loss_series(side, m)
                .into_iter()
                .map(|x| x as f64)
                .collect::<Vec<_>>()
        })
    };
    match kind {
        ChartKind::Losses => {
            let Some(m) = record.main_measure() else {
                return Err("No unit has a strength and no loss was logged.".into());
            };
            Ok(Chart {
                title: format!("Cumulative losses in {}", m.label()),
                y_label: format!("{} lost", m.label()),
                x_labels,
                series: per_side(counts(m), &format!("{} lost", m.label())),
                thresholds: Vec::new(),
            })
        }
        ChartKind::LossPercent => {
            let Some(m) = record
                .main_measure()
                .filter(|m| record.start.iter().any(|st| m.of(*st) > 0))
            else {
                return Err("No unit has a strength in the measure the log uses, so there is no percentage to show.".into());
            };
            let pct = SideId::BOTH.map(|side| {
                let base = m.of(record.start[side.index()]);
                record
                    .loss_series(side, m)
                    .into_iter()
                    .map(|x| {
                        crate::systems::exact::checked_q(x, base)
                            .map(|q| crate::systems::exact::to_f64(q) * 100.0)
                            .unwrap_or(f64::NAN)
                    })
                    .collect()
            });
            Ok(Chart {
                title: format!("Cumulative losses in % of strength ({})", m.label()),
                y_label: format!("% of {} lost", m.label()),
                x_labels,
                series: per_side(pct, "% lost"),
                thresholds: if m == Measure::Men && in_play("casualty-chart") {
                    vec![Threshold {
                        name: "35%: casualty chart early end".into(),
                        y: 35.0,
                        colour: THRESHOLD_AMBER,
                    }]
                } else {
                    Vec::new()
                },
            })
        }
        ChartKind::StrengthPoints => {
            let sp = counts(Measure::StrengthPoints);
            if sp.iter().all(|v| v.iter().all(|&x| x == 0.0)) {
                return Err("No Strength Points were lost.".into());
            }
            Ok(Chart {
                title: "Cumulative Strength Points lost".into(),
                y_label: "Strength Points lost".into(),
                x_labels,
                series: per_side(sp, "SP lost"),
                thresholds: if in_play("naw") {
                    vec![Threshold {
                        name: "40 SP: demoralization (Napoleon at Waterloo)".into(),
                        y: 40.0,
                        colour: THRESHOLD_RED,
                    }]
                } else {
                    Vec::new()
                },
            })
        }
        ChartKind::VpHeld => {
            if s.markers.markers.is_empty() {
                return Err("No VP markers are placed.".into());
            }
            let view = Projection {
                s,
                record,
                knowledge: known.clone(),
            };
            let vp = SideId::BOTH.map(|side| view.vp_series(side));
            if vp.iter().any(|v| v.iter().any(Option::is_none)) {
                return Err("VP held is not shown: it would give away values still face down to this audience.".into());
            }
            let vp = vp.map(|v| v.into_iter().map(|x| x.unwrap_or(0) as f64).collect());
            Ok(Chart {
                title: "VP held".into(),
                y_label: "VP %".into(),
                x_labels,
                series: per_side(vp, "VP %"),
                thresholds: if in_play("weighted-objectives") {
                    vec![Threshold {
                        name: "50%: more holds the field".into(),
                        y: 50.0,
                        colour: THRESHOLD_AMBER,
                    }]
                } else {
                    Vec::new()
                },
            })
        }
        ChartKind::Morale => {
            let Some(morale) = record.morale.as_ref().filter(|_| is_waterloo20(s)) else {
                return Err("Not a Waterloo 20 scenario (the French side, units with a movement allowance and starting Morale Points).".into());
            };
            let m = SideId::BOTH.map(|side| {
                morale
                    .iter()
                    .map(|t| t[side.index()] as f64)
                    .collect::<Vec<_>>()
            });
            let mut thresholds = Vec::new();
            if s.settings.waterloo20.morale_zero_loses {
                thresholds.push(Threshold {
                    name: "0: loses (optional rule)".into(),
                    y: 0.0,
                    colour: THRESHOLD_RED,
                });
            }
            Ok(Chart {
                title: "Morale Points per turn".into(),
                y_label: "Morale Points".into(),
                x_labels,
                series: per_side(m, "Morale Points"),
                thresholds,
            })
        }
    }
}

/// View state of the graphs panel.
#[derive(Default)]
pub struct GraphsState {
    pub kind: ChartKind,
    /// Answer the save dialog with this path instead of showing it (scripts and tests).
    pub scripted_path: Option<PathBuf>,
    waiting: Option<(Receiver<Option<PathBuf>>, Chart)>,
    /// The last file written, for the panel to show.
    pub saved: Option<PathBuf>,
}

fn rgb(c: Rgb) -> egui::Color32 {
    egui::Color32::from_rgb(c.0, c.1, c.2)
}

/// The graphs panel.
pub fn ui(ui: &mut Ui, s: &Scenario, view: &mut ViewCtx, state: &mut DeskState) {
    poll_save(view, &mut state.graphs);
    let g = &mut state.graphs;
    ui.horizontal_wrapped(|ui| {
        for k in ChartKind::ALL {
            if ui.selectable_label(g.kind == k, k.label()).clicked() {
                g.kind = k;
            }
        }
    });
    let known = state.derived.knowledge(s, view.audience);
    let in_play: Vec<&'static str> = {
        let standing = state.derived.standing(s, view.audience);
        standing
            .all()
            .map(|(sys, _)| sys.id())
            .filter(|id| standing.in_play(id))
            .collect()
    };
    let in_play = |id: &str| in_play.contains(&id);
    let record = state.derived.record(s);
    let g = &mut state.graphs;
    let chart = match chart(s, record, g.kind, &known, &in_play) {
        Ok(c) => c,
        Err(why) => {
            ui.label(why);
            return;
        }
    };
    ui.horizontal(|ui| {
        ui.strong(&chart.title);
        let saving = g.waiting.is_some();
        if ui
            .add_enabled(!saving, egui::Button::new("Save graph as PNG"))
            .clicked()
        {
            ask_where(ui.ctx(), view, g, chart.clone());
        }
        if let Some(p) = &g.saved {
            ui.weak(format!("saved to {}", p.display()));
        }
    });
    plot(ui, &chart, g.kind);
}

fn plot(ui: &mut Ui, chart: &Chart, kind: ChartKind) {
    let labels = chart.x_labels.clone();
    let hover_labels = chart.x_labels.clone();
    let y_label = chart.y_label.clone();
    Plot::new(("desk_plot", kind as u8))
        .legend(Legend::default())
        .height(ui.available_height().max(240.0))
        .include_y(0.0)
        .y_axis_label(chart.y_label.clone())
        .x_axis_formatter(move |mark, _| {
            let i = mark.value.round();
            if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
                labels.get(i as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .label_formatter(move |pos| match pos {
            egui_plot::HoverPosition::NearDataPoint {
                plot_name,
                position,
                ..
            } => {
                let i = position.x.round();
                let turn = hover_labels
                    .get(i.max(0.0) as usize)
                    .cloned()
                    .unwrap_or_default();
                Some(format!(
                    "{plot_name}\n{turn}: {} {y_label}",
                    egui_plot::format_number(position.y, 2)
                ))
            }
            egui_plot::HoverPosition::Elsewhere { .. } => None,
        })
        .show(ui, |p| {
            for sr in &chart.series {
                let pts: Vec<[f64; 2]> = sr
                    .values
                    .iter()
                    .enumerate()
                    .filter(|(_, v)| v.is_finite())
                    .map(|(i, v)| [i as f64, *v])
                    .collect();
                p.line(
                    Line::new(sr.name.clone(), PlotPoints::from(pts.clone()))
                        .color(rgb(sr.colour))
                        .width(2.0),
                );
                p.add(
                    Points::new(sr.name.clone(), PlotPoints::from(pts))
                        .color(rgb(sr.colour))
                        .radius(3.0),
                );
            }
            for t in &chart.thresholds {
                p.add(
                    HLine::new(t.name.clone(), t.y)
                        .color(rgb(t.colour))
                        .style(LineStyle::dashed_loose()),
                );
            }
        });
}

/// Ask where to save (the system dialog on a thread of its own, or the scripted path).
fn ask_where(ctx: &egui::Context, view: &ViewCtx, g: &mut GraphsState, chart: Chart) {
    let (tx, rx) = channel();
    if let Some(p) = &g.scripted_path {
        let _ = tx.send(Some(p.clone()));
        ctx.request_repaint();
    } else {
        let name = format!("{}.png", file_stem(&chart.title));
        let dir = view.scenario_dir.clone();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let mut dialog = rfd::FileDialog::new()
                .set_title("Save graph as PNG")
                .add_filter("PNG image", &["png"])
                .set_file_name(name.as_str());
            if let Some(dir) = dir {
                dialog = dialog.set_directory(dir);
            }
            let _ = tx.send(dialog.save_file());
            ctx.request_repaint();
        });
    }
    g.waiting = Some((rx, chart));
}

fn poll_save(view: &mut ViewCtx, g: &mut GraphsState) {
    let Some((rx, _)) = &g.waiting else { return };
    let answer = match rx.try_recv() {
        Ok(a) => a,
        Err(std::sync::mpsc::TryRecvError::Empty) => return,
        Err(std::sync::mpsc::TryRecvError::Disconnected) => None,
    };
    let Some((_, chart)) = g.waiting.take() else {
        return;
    };
    let Some(mut path) = answer else { return };
    if path.extension().is_none() {
        path.set_extension("png");
    }
    let written = render_png(&chart, PNG_SIZE.0, PNG_SIZE.1)
        .and_then(|bytes| crate::model::write_atomically(&path, &bytes).map_err(|e| e.to_string()));
    match written {
        Ok(()) => {
            view.info(format!(
                "Graph \"{}\" saved to {}",
                chart.title,
                path.display()
            ));
            g.saved = Some(path);
        }
        Err(e) => view.error(format!("{}: cannot save the graph: {e}", path.display())),
    }
}

fn file_stem(title: &str) -> String {
    let s: String = title
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    s.split('-')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// Size of a saved graph in pixels.
pub const PNG_SIZE: (u32, u32) = (1200, 750);

use crate::assets::REGULAR_TTF as FONT;

/// Draw the chart as a PNG of `width` × `height` pixels: white background, grid, axes with the
/// turns' names and values, one line with dots per series, dashed threshold lines and a legend.
pub fn render_png(chart: &Chart, width: u32, height: u32) -> Result<Vec<u8>, String> {
    use tiny_skia::{Color, Paint, PathBuilder, Pixmap, Stroke, StrokeDash, Transform};
    let font = ab_glyph::FontRef::try_from_slice(FONT).map_err(|e| e.to_string())?;
    let mut pm = Pixmap::new(width, height)
        .ok_or_else(|| format!("cannot draw a graph of {width} × {height} pixels"))?;
    pm.fill(Color::WHITE);
    let (w, h) = (width as f32, height as f32);
    let legend_rows = chart.series.len() + chart.thresholds.len();
    let (left, right, top) = (80.0, 24.0, 48.0);
    let bottom = 56.0 + 20.0 * legend_rows as f32;
    let (pw, ph) = (w - left - right, h - top - bottom);
    if pw < 50.0 || ph < 50.0 {
        return Err(format!(
            "{width} × {height} pixels is too small for a graph"
        ));
    }
    let n = chart.x_labels.len().max(1);
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
    let x_of = |i: f64| {
        if n == 1 {
            left + pw / 2.0
        } else {
            left + pw * (i / (n - 1) as f64) as f32
        }
    };
    let y_of = |v: f64| top + ph * (1.0 - ((v - lo) / (hi - lo)) as f32);
    let paint = |c: Rgb| {
        let mut p = Paint::default();
        p.set_color_rgba8(c.0, c.1, c.2, 255);
        p.anti_alias = true;
        p
    };
    let line = |pm: &mut Pixmap, pts: &[(f32, f32)], c: Rgb, width: f32, dash: bool| {
        let mut pb = PathBuilder::new();
        for (k, (x, y)) in pts.iter().enumerate() {
            if k == 0 {
                pb.move_to(*x, *y);
            } else {
                pb.line_to(*x, *y);
            }
        }
        if let Some(path) = pb.finish() {
            let stroke = Stroke {
                width,
                dash: if dash {
                    StrokeDash::new(vec![10.0, 6.0], 0.0)
                } else {
                    None
                },
                ..Stroke::default()
            };
            pm.stroke_path(&path, &paint(c), &stroke, Transform::identity(), None);
        }
    };
    let grey = Rgb(0xdd, 0xdd, 0xdd);
    let ink = Rgb(0x20, 0x20, 0x20);
    // Grid and y tick labels.
    let mut v = lo;
    while v <= hi + step / 2.0 {
        let y = y_of(v);
        line(&mut pm, &[(left, y), (left + pw, y)], grey, 1.0, false);
        let text = egui_plot::format_number(v, 1);
        draw_text(
            &mut pm,
            &font,
            &text,
            13.0,
            (left - 8.0, y),
            Align::Right,
            ink,
        );
        v += step;
    }
    // x ticks, labelled as often as they fit.
    let widest = chart
        .x_labels
        .iter()
        .map(|l| text_width(&font, l, 12.0))
        .fold(0.0f32, f32::max);
    let spacing = if n > 1 { pw / (n - 1) as f32 } else { pw };
    let every = ((widest + 12.0) / spacing).ceil().max(1.0) as usize;
    for (i, label) in chart.x_labels.iter().enumerate() {
        let x = x_of(i as f64);
        line(&mut pm, &[(x, top), (x, top + ph)], grey, 1.0, false);
        if i % every == 0 {
            // Keep the first and last labels inside the picture.
            let half = text_width(&font, label, 12.0) / 2.0;
            let cx = x.clamp(half + 2.0, (w - half - 2.0).max(half + 2.0));
            let at = (cx, top + ph + 16.0);
            draw_text(&mut pm, &font, label, 12.0, at, Align::Centre, ink);
        }
    }
    // Axes.
    line(
        &mut pm,
        &[(left, top), (left, top + ph), (left + pw, top + ph)],
        ink,
        1.5,
        false,
    );
    draw_text(
        &mut pm,
        &font,
        &chart.title,
        18.0,
        (w / 2.0, 22.0),
        Align::Centre,
        ink,
    );
    draw_text(
        &mut pm,
        &font,
        &chart.y_label,
        12.0,
        (left, top - 12.0),
        Align::Left,
        ink,
    );
    for t in &chart.thresholds {
        let y = y_of(t.y);
        line(&mut pm, &[(left, y), (left + pw, y)], t.colour, 2.0, true);
    }
    for sr in &chart.series {
        let pts: Vec<(f32, f32)> = sr
            .values
            .iter()
            .enumerate()
            .filter(|(_, v)| v.is_finite())
            .map(|(i, v)| (x_of(i as f64), y_of(*v)))
            .collect();
        line(&mut pm, &pts, sr.colour, 2.5, false);
        for (x, y) in &pts {
            if let Some(c) = PathBuilder::from_circle(*x, *y, 3.5) {
                pm.fill_path(
                    &c,
                    &paint(sr.colour),
                    tiny_skia::FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
        }
    }
    // Legend under the x labels.
    let mut y = top + ph + 44.0;
    for (name, c, dash) in chart
        .series
        .iter()
        .map(|s| (&s.name, s.colour, false))
        .chain(chart.thresholds.iter().map(|t| (&t.name, t.colour, true)))
    {
        line(&mut pm, &[(left, y), (left + 36.0, y)], c, 2.5, dash);
        draw_text(
            &mut pm,
            &font,
            name,
            13.0,
            (left + 46.0, y),
            Align::Left,
            ink,
        );
        y += 20.0;
    }
    pm.encode_png().map_err(|e| e.to_string())
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

#[derive(Clone, Copy, PartialEq)]
enum Align {
    Left,
    Centre,
    Right,
}

fn text_width(font: &ab_glyph::FontRef, text: &str, size: f32) -> f32 {
    crate::render::draw::layout_line(font, text, size).1
}

/// Draw `text` with its vertical middle at `at.1`, aligned on `at.0`.
fn draw_text(
    pm: &mut tiny_skia::Pixmap,
    font: &ab_glyph::FontRef,
    text: &str,
    size: f32,
    at: (f32, f32),
    align: Align,
    colour: Rgb,
) {
    let (glyphs, advance) = crate::render::draw::layout_line(font, text, size);
    let dx = match align {
        Align::Left => at.0,
        Align::Centre => at.0 - advance / 2.0,
        Align::Right => at.0 - advance,
    };
    // Cap height is about 0.36 of the size above the baseline: centre on it.
    let dy = at.1 + size * 0.36;
    let (pw, ph) = (pm.width() as i64, pm.height() as i64);
    let data = pm.data_mut();
    for g in glyphs {
        let b = g.px_bounds();
        g.draw(|x, y, cov| {
            let px = (b.min.x + dx).floor() as i64 + x as i64;
            let py = (b.min.y + dy).floor() as i64 + y as i64;
            if px < 0 || py < 0 || px >= pw || py >= ph {
                return;
            }
            let i = ((py * pw + px) * 4) as usize;
            let a = cov.clamp(0.0, 1.0);
            for (k, c) in [colour.0, colour.1, colour.2].into_iter().enumerate() {
                let d = data[i + k] as f32;
                data[i + k] = (d + (c as f32 - d) * a).round() as u8;
            }
            data[i + 3] = 255;
        });
    }
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

    #[test]
    fn file_stems() {
        assert_eq!(
            file_stem("Cumulative losses in % of strength (men)"),
            "cumulative-losses-in-of-strength-men"
        );
    }
}
