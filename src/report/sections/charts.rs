//! The five chart sections (casualties, losses, Strength Points, VP held, Morale Points): what
//! each plots from the record, and the reference line of a rule in play. They share one
//! frame, one series per side and one place on the page, so they are one file; the drawing is
//! [`crate::report::charts`].

use super::{Context, one_decimal_percent};
use crate::i18n::tr;
use crate::i18n::whole_number;
use crate::model::SideId;
use crate::record::Measure;
use crate::report::SectionKind;
use crate::report::charts::{self, BarGroup, ChartFrame, LineSeries, Shape, Threshold};
use crate::report::layout::Layout;
use crate::systems::{ChartAxis, casualty_chart, naw};

const CHART_HEIGHT: f32 = 230.0;

fn chart_frame<'a>(title: &'a str, y_unit: &'static str) -> ChartFrame<'a> {
    ChartFrame {
        title,
        y_unit,
        height: CHART_HEIGHT,
    }
}

/// Room before a chart, and its bookmark on the page it lands on.
fn chart_start(l: &mut Layout, title: &str) {
    l.gap(10.0);
    l.ensure(CHART_HEIGHT);
    l.mark(title, 0);
}

fn side_series(cx: &Context, values: [Vec<f64>; 2]) -> Vec<LineSeries> {
    let [a, b] = values;
    vec![
        LineSeries {
            name: cx.side_name(SideId::A).to_string(),
            style: cx.style(SideId::A),
            values: a,
        },
        LineSeries {
            name: cx.side_name(SideId::B).to_string(),
            style: cx.style(SideId::B),
            values: b,
        },
    ]
}

/// The reference lines of the systems in play on `axis`, as the report draws them.
fn thresholds(cx: &Context, axis: ChartAxis) -> Vec<Threshold> {
    crate::systems::reference_lines(cx.s, axis, &|id| cx.in_play(id))
        .into_iter()
        .map(|line| Threshold {
            value: line.value,
            tag: line.tag,
            label: line.label,
        })
        .collect()
}

// ----- casualties ----------------------------------------------------------------------------

pub(super) fn no_casualties(cx: &Context) -> Option<String> {
    casualty_groups(cx)
        .iter()
        .all(|g| g.values == [0.0, 0.0])
        .then(|| tr!(ReportNoLosses))
}

/// One group of bars per count of losses as a share of strength: each system's own in play
/// (the result of record first, named), then the log's in each measure something was lost in
/// ("lost in the log"), and the returns when no system counts them.
fn casualty_groups(cx: &Context) -> Vec<BarGroup> {
    let s = cx.s;
    let r = cx.record();
    let losses = cx.standing.losses();
    let mut groups: Vec<BarGroup> = losses
        .iter()
        .filter_map(|sys| {
            let percent = sys.percent?;
            Some(BarGroup {
                label: sys.label(),
                values: percent.values,
                labels: [0, 1].map(|i| {
                    tr!(
                        ReportBarLabel,
                        lost = sys.lost.text[i].as_str(),
                        percent = percent.text[i].as_str()
                    )
                }),
            })
        })
        .collect();
    // Only the measures something was lost in: a row of zeros in a measure the log never
    // counts says nothing.
    for m in r.measures_lost() {
        let start = SideId::BOTH.map(|side| m.of(r.start[side.index()]));
        let lost = SideId::BOTH.map(|side| m.of(r.end().lost[side.index()]));
        // A share of the strength only where the log counts no more than the units held
        // (losses at large may exceed it).
        if (0..2).any(|i| lost[i] > start[i]) {
            continue;
        }
        groups.push(percent_group(
            tr!(ReportMeasureLostInLog, measure = m.label()),
            start,
            lost,
        ));
    }
    let counted = losses.iter().any(|l| l.system.id() == casualty_chart::ID);
    let ends = SideId::BOTH.map(|side| s.side(side).end_of_battle());
    if !counted && ends.iter().any(|e| e.casualties_men > 0 || e.start_men > 0) {
        let start = ends.map(|e| e.start_men + e.reinforcements_men);
        let lost = ends.map(|e| e.casualties_men);
        groups.push(percent_group(tr!(ReportMenEndOfBattle), start, lost));
    }
    groups
}

pub(super) fn casualty_chart(l: &mut Layout, cx: &Context, title: &str) {
    chart_start(l, title);
    charts::bar_chart(
        l,
        &chart_frame(title, "%"),
        [
            (cx.side_name(SideId::A), cx.style(SideId::A)),
            (cx.side_name(SideId::B), cx.style(SideId::B)),
        ],
        &casualty_groups(cx),
        &tr!(ReportAxisLossesShare),
    );
}

fn percent_group(label: String, start: [u64; 2], lost: [u64; 2]) -> BarGroup {
    let pct = |i: usize| {
        if start[i] == 0 {
            0.0
        } else {
            100.0 * lost[i] as f64 / start[i] as f64
        }
    };
    BarGroup {
        label,
        values: [pct(0), pct(1)],
        labels: [0, 1].map(|i| {
            tr!(
                ReportBarLabel,
                lost = whole_number(lost[i] as i128),
                percent = one_decimal_percent(pct(i))
            )
        }),
    }
}

// ----- losses --------------------------------------------------------------------------------

pub(super) fn no_losses(cx: &Context) -> Option<String> {
    let r = cx.record();
    match r.main_measure() {
        None => Some(tr!(ReportNoStrength)),
        Some(Measure::StrengthPoints)
            if sp_chart_plots_units(cx)
                && cx
                    .template
                    .sections
                    .iter()
                    .any(|x| x.kind == SectionKind::StrengthPointsChart) =>
        {
            Some(tr!(ReportLossesInStrengthPoints))
        }
        Some(_) if r.turn_count() == 0 => Some(tr!(ReportNothingLogged)),
        Some(m) if r.end().lost.iter().all(|lost| m.of(*lost) == 0) => Some(tr!(ReportNoLosses)),
        Some(_) => None,
    }
}

pub(super) fn losses_chart(l: &mut Layout, cx: &Context, title: &str) {
    let r = cx.record();
    let Some(m) = r.main_measure() else { return };
    // A share of the strength at the outset, unless the log counts more than the units held
    // (combats counted on another scale): then the losses themselves.
    let over = SideId::BOTH.iter().any(|&side| {
        r.loss_percent(r.turns.len() - 1, side, m)
            .is_some_and(|p| p > 100.0)
    });
    let (t, unit) = if over {
        (
            tr!(ReportLossesChartLost, title = title, measure = m.label()),
            "",
        )
    } else {
        (
            tr!(ReportLossesChartShare, title = title, measure = m.label()),
            "%",
        )
    };
    // A reference line only where its rule reads this measure, for a system in play: the
    // casualty chart's early end reads casualties in men. (The withdrawal test reads residual
    // strength, which counts routed and off-table units as gone: not a losses line.)
    let thresholds = if m == Measure::Men && !over {
        thresholds(cx, ChartAxis::MenLostPercent)
    } else {
        Vec::new()
    };
    let values = SideId::BOTH.map(|side| {
        (0..r.turns.len())
            .map(|turn| {
                if over {
                    m.of(r.turns[turn].lost[side.index()]) as f64
                } else {
                    r.loss_percent(turn, side, m).unwrap_or(0.0)
                }
            })
            .collect()
    });
    chart_start(l, title);
    charts::line_chart(
        l,
        &chart_frame(&t, unit),
        &r.labels,
        &side_series(cx, values),
        &thresholds,
        &tr!(ReportAxisCumulativeLosses),
        Shape::Lines,
    );
}

// ----- Strength Points -----------------------------------------------------------------------

/// What the Strength Points chart plots, named: the count of combat losses (Napoleon at
/// Waterloo's own, with its line, when that system is in play), else the units' Strength
/// Points lost in the log.
fn sp_series(cx: &Context) -> (String, Vec<[u64; 2]>) {
    let r = cx.record();
    match r.combat_count(cx.in_play(naw::ID)) {
        Some(c) => (c.whose.to_string(), c.series),
        None => (
            tr!(ReportSpTheUnits),
            r.turns
                .iter()
                .map(|t| t.lost.map(|l| Measure::StrengthPoints.of(l)))
                .collect(),
        ),
    }
}

/// Whether the Strength Points chart plots the units' losses: then it is the losses chart's.
fn sp_chart_plots_units(cx: &Context) -> bool {
    cx.record().combat_count(cx.in_play(naw::ID)).is_none()
}

pub(super) fn no_strength_points_lost(cx: &Context) -> Option<String> {
    sp_series(cx)
        .1
        .iter()
        .all(|sides| *sides == [0, 0])
        .then(|| tr!(ReportNoStrengthPointsLost))
}

pub(super) fn sp_chart(l: &mut Layout, cx: &Context, title: &str) {
    let r = cx.record();
    let (what, series) = sp_series(cx);
    let values = SideId::BOTH.map(|side| {
        series
            .iter()
            .map(|sides| sides[side.index()] as f64)
            .collect()
    });
    // The line of a rule only on the count that rule reads.
    let naw = r.combat_count(cx.in_play(naw::ID)).is_some_and(|c| c.naw);
    let thresholds = if naw {
        thresholds(cx, ChartAxis::NawCombatCount)
    } else {
        Vec::new()
    };
    let title = tr!(ReportSpChartTitle, title = title, what = what);
    chart_start(l, &title);
    charts::line_chart(
        l,
        &chart_frame(&title, ""),
        &r.labels,
        &side_series(cx, values),
        &thresholds,
        &tr!(ReportAxisStrengthPointsLost),
        Shape::Lines,
    );
}

// ----- VP held -------------------------------------------------------------------------------

pub(super) fn no_vp_held(cx: &Context) -> Option<String> {
    if cx.s.markers.markers.is_empty() {
        return Some(tr!(ReportNoMarkers));
    }
    let series = SideId::BOTH.map(|side| cx.view.vp_series(side));
    if series.iter().any(|v| v.iter().any(Option::is_none)) {
        return Some(tr!(ReportVpHeldWithheld));
    }
    series
        .iter()
        .all(|v| v.iter().all(|x| *x == Some(0)))
        .then(|| tr!(ReportNoSideHeldMarker))
}

pub(super) fn vp_chart(l: &mut Layout, cx: &Context, title: &str) {
    let values = SideId::BOTH.map(|side| {
        cx.view
            .vp_series(side)
            .into_iter()
            .map(|x| x.unwrap_or(0) as f64)
            .collect::<Vec<_>>()
    });
    let thresholds = thresholds(cx, ChartAxis::VpHeldPercent);
    chart_start(l, title);
    charts::line_chart(
        l,
        &chart_frame(title, "%"),
        &cx.record().labels,
        &side_series(cx, values),
        &thresholds,
        &tr!(ReportVpHeld),
        Shape::Steps,
    );
}

// ----- Morale Points -------------------------------------------------------------------------

pub(super) fn no_morale(cx: &Context) -> Option<String> {
    cx.record().morale.is_none().then(|| tr!(ReportNoMorale))
}

pub(super) fn morale_chart(l: &mut Layout, cx: &Context, title: &str) {
    let Some(m) = cx.record().morale.as_ref() else {
        return;
    };
    let values = SideId::BOTH.map(|side| {
        m.iter()
            .map(|turn| turn[side.index()].max(0) as f64)
            .collect()
    });
    let thresholds = thresholds(cx, ChartAxis::MoralePoints);
    chart_start(l, title);
    charts::line_chart(
        l,
        &chart_frame(title, ""),
        &cx.record().labels,
        &side_series(cx, values),
        &thresholds,
        &tr!(ReportAxisMoralePoints),
        Shape::Steps,
    );
}
