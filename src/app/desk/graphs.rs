//! Loss graphs: cumulative losses per side per turn in the measure the log uses, and in % of
//! the starting strength with the reference lines of the rules that read that measure (each
//! system's own, [`crate::systems::VictorySystem::reference_lines`]), VP held per side per
//! turn, and Waterloo 20 morale.
//!
//! Every number comes from the battle record ([`crate::record::BattleRecord`]) as the window's
//! audience may know it; the window draws a [`Chart`] with egui_plot and "Save graph as PNG"
//! draws the same chart on the CPU ([`crate::render::graph_png`]), so the file does not depend
//! on the GPU or on what is on screen.
//!
//! One file for one panel: the charts it offers, their legend, the current turn's line, the
//! thinning of long series and the saving all draw the one [`Chart`]; its tests are the rest.

use super::{DeskState, is_waterloo20, side_name};
use crate::app::view::ViewCtx;
use crate::i18n::{self, Lang, tr};
use crate::model::{Rgb, Scenario, SideId};
use crate::record::{BattleRecord, Knowledge, Measure, Projection};
use crate::systems::{ChartAxis, LineMeaning, naw};
use egui::Ui;
use egui_plot::{HLine, Line, LineStyle, Plot, PlotPoints, Points, VLine};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};
use thiserror::Error;

pub use crate::render::graph_png::{Chart, ChartSeries, Threshold, render_png};

/// The graphs on offer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, strum::VariantArray, strum::EnumCount)]
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
    pub const ALL: [ChartKind; <ChartKind as strum::EnumCount>::COUNT] =
        crate::model::all_variants();

    pub fn label(self) -> String {
        match self {
            ChartKind::Losses => tr!(DeskChartLosses),
            ChartKind::LossPercent => tr!(DeskChartLossPercent),
            ChartKind::StrengthPoints => tr!(DeskChartStrengthPoints),
            ChartKind::VpHeld => tr!(DeskChartVpHeld),
            ChartKind::Morale => tr!(DeskChartMorale),
        }
    }
}

/// Why a graph has nothing to show, in the panel's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum NoChart {
    #[error("{}", tr!(DeskNoChartNoLosses))]
    NoLosses,
    #[error("{}", tr!(DeskNoChartNoStrength))]
    NoStrength,
    #[error("{}", tr!(DeskNoChartNoSpLost))]
    NoStrengthPointsLost,
    #[error("{}", tr!(DeskNoChartNoMarkers))]
    NoMarkers,
    #[error("{}", tr!(DeskNoChartVpFaceDown))]
    VpFaceDown,
    #[error("{}", tr!(DeskNoChartNotWaterloo20))]
    NotWaterloo20,
}

const THRESHOLD_RED: Rgb = Rgb(0xc0, 0x30, 0x30);
const THRESHOLD_AMBER: Rgb = Rgb(0xc8, 0x8a, 0x10);

/// The chart of `kind`, or why it has nothing to show, as `known`'s audience may see it. A rule's
/// reference line is drawn only where the rule reads that measure and its system is in play
/// (`in_play`, from [`crate::record::result::Standing::in_play`], as in the report): the lines
/// come from the systems ([`crate::systems::reference_lines`]). (The withdrawal test reads
/// residual strength, which counts routed and off-table units as gone: it has no line on a
/// losses chart.)
pub fn chart(
    s: &Scenario,
    record: &BattleRecord,
    kind: ChartKind,
    known: &Knowledge,
    in_play: &dyn Fn(&str) -> bool,
) -> Result<Chart, NoChart> {
    let colour = |side: SideId| s.side(side).colour;
    // The systems' own lines, as the report draws them.
    let lines = |axis: ChartAxis| -> Vec<Threshold> {
        crate::systems::reference_lines(s, axis, in_play)
            .into_iter()
            .map(|line| Threshold {
                name: line.label,
                y: line.value,
                colour: match line.meaning {
                    LineMeaning::Threshold => THRESHOLD_AMBER,
                    LineMeaning::Defeat => THRESHOLD_RED,
                },
            })
            .collect()
    };
    let per_side = |values: [Vec<f64>; 2], what: &str| -> Vec<ChartSeries> {
        SideId::BOTH
            .map(|side| ChartSeries {
                name: tr!(DeskSeriesName, side = side_name(s, side), what = what),
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
                return Err(NoChart::NoLosses);
            };
            let lost = tr!(DeskMeasureLost, measure = m.label());
            Ok(Chart {
                title: tr!(DeskChartCumulativeLosses, measure = m.label()),
                y_label: lost.clone(),
                x_labels,
                series: per_side(counts(m), &lost),
                thresholds: Vec::new(),
            })
        }
        ChartKind::LossPercent => {
            let Some(m) = record
                .main_measure()
                .filter(|m| record.start.iter().any(|st| m.of(*st) > 0))
            else {
                return Err(NoChart::NoStrength);
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
                title: tr!(DeskChartCumulativePercent, measure = m.label()),
                y_label: tr!(DeskPercentOfMeasureLost, measure = m.label()),
                x_labels,
                series: per_side(pct, &tr!(DeskPercentLost)),
                thresholds: if m == Measure::Men {
                    lines(ChartAxis::MenLostPercent)
                } else {
                    Vec::new()
                },
            })
        }
        ChartKind::StrengthPoints => {
            // The combats' count (Napoleon at Waterloo's own when in play) is a measure of its
            // own, never added to the units' Strength Points (record::losses).
            let combat = record.combat_count(in_play(naw::ID));
            let naw = combat.as_ref().is_some_and(|c| c.naw);
            let sp = match combat {
                Some(c) => SideId::BOTH
                    .map(|side| c.series.iter().map(|v| v[side.index()] as f64).collect()),
                None => counts(Measure::StrengthPoints),
            };
            if sp.iter().all(|v| v.iter().all(|&x| x == 0.0)) {
                return Err(NoChart::NoStrengthPointsLost);
            }
            Ok(Chart {
                title: tr!(DeskChartCumulativeSp),
                y_label: tr!(DeskChartStrengthPoints),
                x_labels,
                series: per_side(sp, &tr!(DeskSpLost)),
                thresholds: if naw {
                    lines(ChartAxis::NawCombatCount)
                } else {
                    Vec::new()
                },
            })
        }
        ChartKind::VpHeld => {
            if s.markers.markers.is_empty() {
                return Err(NoChart::NoMarkers);
            }
            let view = Projection {
                s,
                record,
                knowledge: known.clone(),
            };
            let vp = SideId::BOTH.map(|side| view.vp_series(side));
            if vp.iter().any(|v| v.iter().any(Option::is_none)) {
                return Err(NoChart::VpFaceDown);
            }
            let vp = vp.map(|v| v.into_iter().map(|x| x.unwrap_or(0) as f64).collect());
            Ok(Chart {
                title: tr!(DeskChartVpHeld),
                y_label: tr!(DeskVpPercent),
                x_labels,
                series: per_side(vp, &tr!(DeskVpPercent)),
                thresholds: lines(ChartAxis::VpHeldPercent),
            })
        }
        ChartKind::Morale => {
            let Some(morale) = record.morale.as_ref().filter(|_| is_waterloo20(s)) else {
                return Err(NoChart::NotWaterloo20);
            };
            let m = SideId::BOTH.map(|side| {
                morale
                    .iter()
                    .map(|t| t[side.index()] as f64)
                    .collect::<Vec<_>>()
            });
            Ok(Chart {
                title: tr!(DeskChartMoralePerTurn),
                y_label: tr!(DeskMoralePoints),
                x_labels,
                series: per_side(m, &tr!(DeskMoralePoints)),
                thresholds: lines(ChartAxis::MoralePoints),
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
    /// The chart's series thinned for a plot so many pixels wide ([`thin`]).
    thinned: Option<ThinnedSeries>,
}

/// A chart, the plot width its series were thinned for, and the thinned points per series.
pub type ThinnedSeries = (Arc<Chart>, usize, Arc<Vec<Vec<[f64; 2]>>>);

fn rgb(c: Rgb) -> egui::Color32 {
    egui::Color32::from_rgb(c.0, c.1, c.2)
}

/// A chart as the desk keeps it between frames ([`super::Derived::chart`]): shared, not copied,
/// by the panel, the plot's label formatters and "Save graph as PNG".
pub type CachedChart = Result<Arc<Chart>, NoChart>;

/// The graphs panel.
pub fn ui(ui: &mut Ui, s: &Scenario, view: &mut ViewCtx, state: &mut DeskState) {
    poll_save(view, &mut state.graphs);
    let turn = state.current_turn(s);
    let g = &mut state.graphs;
    ui.horizontal_wrapped(|ui| {
        for k in ChartKind::ALL {
            if ui.selectable_label(g.kind == k, k.label()).clicked() {
                g.kind = k;
            }
        }
    });
    let chart = match state.derived.chart(s, state.graphs.kind, view.audience) {
        Ok(c) => c,
        Err(why) => {
            ui.label(why.to_string());
            return;
        }
    };
    let g = &mut state.graphs;
    ui.horizontal(|ui| {
        ui.strong(&chart.title);
        let saving = g.waiting.is_some();
        if ui
            .add_enabled(!saving, egui::Button::new(tr!(DeskSaveGraph)))
            .clicked()
        {
            ask_where(ui.ctx(), view, g, (*chart).clone());
        }
        if let Some(p) = &g.saved {
            ui.weak(tr!(DeskSavedTo, path = p.display().to_string()));
        }
    });
    let cursor = cursor_at(s, turn);
    chart_view(ui, &chart, &mut g.thinned, g.kind, cursor);
}

/// The desk's current turn `turn` as a line across a chart (x = 0 is the start); none before
/// the first turn is logged.
pub fn cursor_at(s: &Scenario, turn: usize) -> Option<Cursor> {
    (!s.log.turns.is_empty()).then(|| Cursor {
        x: (turn + 1) as f64,
        name: tr!(DeskCurrentTurnLine, turn = super::turn_name(s, turn)),
    })
}

/// The chart's legend and plot, its series thinned for the plot's width (kept in `thinned`
/// while the chart and the width stay).
pub fn chart_view(
    ui: &mut Ui,
    chart: &Arc<Chart>,
    thinned: &mut Option<ThinnedSeries>,
    kind: ChartKind,
    cursor: Option<Cursor>,
) {
    let columns = ui.available_width().max(1.0) as usize;
    let points = match thinned {
        Some((c, n, pts)) if Arc::ptr_eq(c, chart) && *n == columns => pts.clone(),
        _ => {
            let pts: Arc<Vec<Vec<[f64; 2]>>> = Arc::new(
                chart
                    .series
                    .iter()
                    .map(|sr| thin(&sr.values, columns))
                    .collect(),
            );
            *thinned = Some((chart.clone(), columns, pts.clone()));
            pts
        }
    };
    legend(ui, chart, cursor.as_ref());
    plot(ui, chart, &points, kind, columns, cursor);
}

/// The desk's current turn on a chart.
pub struct Cursor {
    x: f64,
    name: String,
}

/// Apart from the sides' colours and the thresholds' red and amber.
const CURSOR_COLOUR: egui::Color32 = egui::Color32::from_rgb(0x9a, 0x6c, 0xd8);

/// The legend, in a row of its own above the plot: inside the plot it covered the latest
/// points, where cumulative lines end up.
fn legend(ui: &mut Ui, chart: &Chart, cursor: Option<&Cursor>) {
    let swatch = |ui: &mut Ui, colour: egui::Color32, dashed: bool| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, 12.0), egui::Sense::hover());
        let y = rect.center().y;
        let stroke = egui::Stroke::new(if dashed { 1.5 } else { 2.5 }, colour);
        if dashed {
            for k in 0..3 {
                let x = rect.left() + k as f32 * 8.0;
                ui.painter()
                    .line_segment([egui::pos2(x, y), egui::pos2(x + 5.0, y)], stroke);
            }
        } else {
            ui.painter().line_segment(
                [egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)],
                stroke,
            );
        }
    };
    ui.horizontal_wrapped(|ui| {
        for sr in &chart.series {
            swatch(ui, rgb(sr.colour), false);
            ui.label(&sr.name);
            ui.add_space(10.0);
        }
        for t in &chart.thresholds {
            swatch(ui, rgb(t.colour), true);
            ui.label(&t.name);
            ui.add_space(10.0);
        }
        if let Some(c) = cursor {
            swatch(ui, CURSOR_COLOUR, true);
            ui.label(&c.name);
        }
    });
}

/// The finite points of `values` at x = index, at most about two per pixel column of a plot
/// `columns` wide: a long log has more turns than the plot has pixels, and drawing them all
/// costs every frame. Each column keeps its lowest and highest value, so no peak is lost.
pub fn thin(values: &[f64], columns: usize) -> Vec<[f64; 2]> {
    let finite = values
        .iter()
        .enumerate()
        .filter(|(_, v)| v.is_finite())
        .map(|(i, v)| [i as f64, *v]);
    let columns = columns.max(1);
    if values.len() <= 2 * columns {
        return finite.collect();
    }
    let per_column = values.len().div_ceil(columns);
    let mut out = Vec::with_capacity(2 * columns + 2);
    let mut column: Option<(usize, [f64; 2], [f64; 2])> = None;
    let flush = |out: &mut Vec<[f64; 2]>, (_, lo, hi): (usize, [f64; 2], [f64; 2])| {
        let (first, second) = if lo[0] <= hi[0] { (lo, hi) } else { (hi, lo) };
        out.push(first);
        if second != first {
            out.push(second);
        }
    };
    for p in finite {
        let c = p[0] as usize / per_column;
        match &mut column {
            Some((at, lo, hi)) if *at == c => {
                if p[1] < lo[1] {
                    *lo = p;
                }
                if p[1] > hi[1] {
                    *hi = p;
                }
            }
            _ => {
                if let Some(done) = column.take() {
                    flush(&mut out, done);
                }
                column = Some((c, p, p));
            }
        }
    }
    if let Some(done) = column {
        flush(&mut out, done);
    }
    out
}

fn plot(
    ui: &mut Ui,
    chart: &Arc<Chart>,
    thinned: &[Vec<[f64; 2]>],
    kind: ChartKind,
    columns: usize,
    cursor: Option<Cursor>,
) {
    let labels = chart.clone();
    let hover = chart.clone();
    let mut plot = Plot::new(("desk_plot", kind as u8))
        .height(ui.available_height().max(240.0))
        .include_y(0.0)
        .y_axis_label(chart.y_label.clone());
    if i18n::current() != Lang::En {
        // egui_plot writes the figures of its axis the English way.
        plot = plot.y_axis_formatter(|mark, _| i18n::number(mark.value));
    }
    plot.x_axis_formatter(move |mark, _| {
        let i = mark.value.round();
        if (mark.value - i).abs() < 1e-6 && i >= 0.0 {
            labels.x_labels.get(i as usize).cloned().unwrap_or_default()
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
            let turn = hover
                .x_labels
                .get(i.max(0.0) as usize)
                .map(String::as_str)
                .unwrap_or_default();
            let point = tr!(
                DeskHoverPoint,
                turn = turn,
                value = hover_figure(position.y),
                measure = hover.y_label.as_str()
            );
            Some(format!("{plot_name}\n{point}"))
        }
        egui_plot::HoverPosition::Elsewhere { .. } => None,
    })
    .show(ui, |p| {
        for (sr, pts) in chart.series.iter().zip(thinned) {
            p.line(
                Line::new(sr.name.clone(), PlotPoints::from(pts.clone()))
                    .color(rgb(sr.colour))
                    .width(2.0),
            );
            // A dot per turn while the dots stay apart; beyond that they are one smear.
            if sr.values.len() * MARKER_SPACING <= columns {
                p.add(
                    Points::new(sr.name.clone(), PlotPoints::from(pts.clone()))
                        .color(rgb(sr.colour))
                        .radius(3.0),
                );
            }
        }
        for t in &chart.thresholds {
            p.add(
                HLine::new(t.name.clone(), t.y)
                    .color(rgb(t.colour))
                    .style(LineStyle::dashed_loose()),
            );
        }
        if let Some(c) = cursor {
            p.add(
                VLine::new(c.name, c.x)
                    .color(CURSOR_COLOUR)
                    .width(2.0)
                    .style(LineStyle::dashed_dense()),
            );
        }
    });
}

/// A point's figure on hover: egui_plot's in English (two decimals unless whole), the
/// language's way otherwise.
fn hover_figure(y: f64) -> String {
    match i18n::current() {
        Lang::En => egui_plot::format_number(y, 2),
        _ => i18n::number((y * 100.0).round() / 100.0),
    }
}

/// Pixels a turn needs on the x axis for its dot to be drawn.
const MARKER_SPACING: usize = 8;

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
        std::thread::spawn(crate::i18n::carried(move || {
            let mut dialog = rfd::FileDialog::new()
                .set_title(tr!(DeskSaveGraph))
                .add_filter(tr!(DeskPngImage), &["png"])
                .set_file_name(name.as_str());
            if let Some(dir) = dir {
                dialog = dialog.set_directory(dir);
            }
            let _ = tx.send(dialog.save_file());
            ctx.request_repaint();
        }));
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
    match save_png(&chart, &path) {
        Ok(()) => {
            view.info(tr!(
                DeskGraphSaved,
                title = chart.title.as_str(),
                path = path.display().to_string()
            ));
            g.saved = Some(path);
        }
        Err(e) => view.error(tr!(
            DeskCannotSaveGraph,
            path = path.display().to_string(),
            error = e.to_string()
        )),
    }
}

/// Why a graph was not saved.
#[derive(Debug, Error)]
enum SaveGraphError {
    #[error(transparent)]
    Draw(#[from] crate::render::graph_png::GraphPngError),
    #[error(transparent)]
    Write(#[from] std::io::Error),
}

fn save_png(chart: &Chart, path: &std::path::Path) -> Result<(), SaveGraphError> {
    let bytes = render_png(chart, PNG_SIZE.0, PNG_SIZE.1)?;
    crate::model::write_atomically(path, &bytes)?;
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thinning_keeps_every_peak_and_few_points() {
        let mut values: Vec<f64> = (0..10_000).map(|i| (i % 7) as f64).collect();
        values[4321] = 99.0;
        values[7777] = -5.0;
        values[100] = f64::NAN;
        let pts = thin(&values, 500);
        assert!(pts.len() <= 1000, "{} points", pts.len());
        assert!(pts.contains(&[4321.0, 99.0]) && pts.contains(&[7777.0, -5.0]));
        assert!(pts.windows(2).all(|w| w[0][0] < w[1][0]), "x goes forward");
        assert!(pts.iter().all(|p| p[1].is_finite()));
        // Short series are drawn whole.
        assert_eq!(
            thin(&[1.0, f64::NAN, 3.0], 500),
            vec![[0.0, 1.0], [2.0, 3.0]]
        );
    }

    #[test]
    fn file_stems() {
        assert_eq!(
            file_stem("Cumulative losses in % of strength (men)"),
            "cumulative-losses-in-of-strength-men"
        );
    }
}
