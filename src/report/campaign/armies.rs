//! The armies: for an army this audience knows in full, its strength over the campaign step by
//! step, each row saying which rule made its figure, and its units; for an army it knows only
//! from the battles, what each battle showed of it. Then one chart of every army's strength
//! over the days, the enemy drawn only where a battle showed it.

use super::Context;
use crate::i18n::tr;
use crate::model::SideId;
use crate::model::campaign::CampaignDate;
use crate::record::campaign::rows::{SeenRow, StepRow};
use crate::record::campaign::words;
use crate::report::charts::{ChartFrame, DaySeries, SeriesStyle, day_chart};
use crate::report::layout::{BODY, Colour, Column, Layout, Row, Table};
use crate::report::sections::{continued, note};
use crate::report::text::Face;

pub(super) fn draw(l: &mut Layout, cx: &Context) {
    l.section_break();
    l.heading(&tr!(ReportCampaignArmies), 80.0);
    for side in SideId::BOTH {
        match cx.view.step_rows(side) {
            Some((steps, cut)) => known_army(l, cx, side, &steps, cut.as_deref()),
            None => seen_army(l, cx, side, &cx.view.seen_rows(side)),
        }
    }
    chart(l, cx);
}

fn army_name<'a>(cx: &Context<'a>, side: SideId) -> &'a str {
    cx.view.campaign.side(side).name.trim()
}

fn swatch(cx: &Context, side: SideId) -> Colour {
    Colour::from_rgb(cx.view.campaign.side(side).colour)
}

/// Every step of the army's ledger, the note where a withheld result cuts it, its strength on
/// the ledger's day, and its units.
fn known_army(l: &mut Layout, cx: &Context, side: SideId, steps: &[StepRow], cut: Option<&str>) {
    let name = army_name(cx, side);
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportCampaignDate), 1.0).unbroken(),
        Column::left(&tr!(ReportLogEntry), 1.6),
        Column::right(&tr!(ReportCampaignChange), 1.0).unbroken(),
        Column::right(&tr!(ReportCampaignStrengthAfter), 1.0).unbroken(),
        Column::left(&tr!(ReportCampaignRuleMade), 3.4),
    ]);
    t.continued = Some(continued(&words::steps_heading(name)));
    for s in steps {
        let mut row = Row::new(vec![
            s.date.long(),
            s.entry.clone(),
            s.change_text.clone(),
            s.after_text.clone(),
            s.rule.clone(),
        ]);
        if s.key == "start" {
            row.swatch = Some(swatch(cx, side));
            row.swatch_col = 1;
        }
        t.push(row);
    }
    l.subheading(&words::steps_heading(name), l.table_start_height(&t));
    l.mark_here_above(name, 1, 20.0);
    l.table(&t);
    if let Some(cut) = cut {
        note(l, cut);
    }
    if let Some(now) = cx.view.strength_now(side) {
        note(
            l,
            &words::strength_on(name, cx.view.ledger.day, &cx.view.amount(now)),
        );
    }
    units(l, cx, side);
}

/// The army's units: each one's strength on the ledger's day and how it came to it.
fn units(l: &mut Layout, cx: &Context, side: SideId) {
    let Some(rows) = cx.view.unit_rows(side) else {
        return;
    };
    let name = army_name(cx, side);
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportObUnit), 1.6),
        Column::left(&tr!(ReportObContingent), 1.2),
        Column::right(&tr!(ReportCampaignNow), 1.0),
        Column::left(&tr!(ReportCampaignHow), 3.0),
        Column::left(&tr!(ReportCampaignBattles), 1.4),
    ]);
    t.continued = Some(continued(&tr!(ReportCampaignItsUnits, side = name)));
    for r in rows {
        let u = &r.unit;
        let now = if u.present {
            cx.view.amount(u.now)
        } else {
            tr!(ReportCampaignNotYetJoined)
        };
        t.push(Row::new(vec![
            u.name.trim().to_string(),
            u.contingent.trim().to_string(),
            now,
            u.history(&cx.view.ledger.measures),
            r.battles.join(", "),
        ]));
    }
    l.subheading(
        &tr!(ReportCampaignItsUnits, side = name),
        l.table_start_height(&t),
    );
    l.table(&t);
}

/// What each battle showed of an army this audience knows only from them.
fn seen_army(l: &mut Layout, cx: &Context, side: SideId, seen: &[SeenRow]) {
    let name = army_name(cx, side);
    let title = words::seen_heading(name);
    if seen.is_empty() {
        l.subheading(&title, 20.0);
        l.mark_here_above(name, 1, 20.0);
        note(l, &words::not_seen(name));
        return;
    }
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportCampaignDate), 1.0).unbroken(),
        Column::left(&tr!(ReportCampaignBattle), 1.6),
        Column::left(&tr!(ReportCampaignShowed), 3.0),
    ]);
    t.continued = Some(continued(&words::seen_heading(name)));
    for s in seen {
        t.push(Row::new(vec![
            s.date.long(),
            s.battle.clone(),
            s.text.clone(),
        ]));
    }
    l.subheading(&title, l.table_start_height(&t));
    l.mark_here_above(name, 1, 20.0);
    l.table(&t);
}

/// Every army's strength over the days in the campaign's main measure: an army known in full
/// as its ledger's steps, the enemy as each battle showed it (its strength at the outset, then
/// less its losses), nothing in between.
fn chart(l: &mut Layout, cx: &Context) {
    let Some(measure) = cx.view.ledger.main_measure() else {
        return;
    };
    let start = cx.view.campaign.start;
    let day = |d: CampaignDate| d.days_since(start) as f64;
    let value = |s| measure.of(s) as f64;
    // Each step where the record floor places it: two battles of one day are two steps.
    let mut series = Vec::new();
    for side in SideId::BOTH {
        let style = SeriesStyle::of_side(side, swatch(cx, side));
        let name = army_name(cx, side).to_string();
        let runs = match cx.view.step_rows(side) {
            Some((steps, cut)) => {
                let mut run: Vec<(f64, f64)> =
                    steps.iter().map(|s| (s.x, value(s.after))).collect();
                // The last strength holds to the ledger's day, unless what follows is withheld.
                if let Some(&(x, y)) = run.last()
                    && cut.is_none()
                    && x < cx.view.chart_end()
                {
                    run.push((cx.view.chart_end(), y));
                }
                vec![run]
            }
            None => cx
                .view
                .seen_rows(side)
                .iter()
                .map(|s| vec![(s.x, value(s.start)), (s.x, value(s.start.minus(s.lost)))])
                .collect(),
        };
        let runs: Vec<Vec<(f64, f64)>> = runs.into_iter().filter(|r| !r.is_empty()).collect();
        if !runs.is_empty() {
            series.push(DaySeries { name, style, runs });
        }
    }
    if series.is_empty() {
        return;
    }
    let last = cx.view.ledger.day.max(start);
    let mut ticks = vec![(0.0, start.short())];
    ticks.extend(
        cx.view
            .ledger
            .battles
            .iter()
            .map(|b| (day(b.date), b.date.short())),
    );
    ticks.push((day(last), last.short()));
    ticks.dedup_by(|a, b| a.0 == b.0);
    let battles: Vec<(f64, String)> = (cx.view.ledger.battles.iter())
        .map(|b| {
            (
                cx.view.chart_x(b.date, Some(b.index)),
                b.name.trim().to_string(),
            )
        })
        .collect();
    let title = tr!(ReportCampaignChart);
    let frame = ChartFrame {
        title: &title,
        y_unit: "",
        height: 250.0,
    };
    // The note goes with the chart it explains.
    let chart_note = tr!(ReportCampaignChartNote);
    let note_h = l
        .fonts
        .wrap(Face::Regular, BODY, &chart_note, l.width())
        .len() as f32
        * Layout::line_height(BODY)
        + BODY;
    l.gap(8.0);
    l.ensure(frame.height + 8.0 + note_h);
    l.mark(&title, 1);
    day_chart(
        l,
        &frame,
        (0.0, cx.view.chart_end()),
        (&ticks, &battles),
        &series,
        measure.label(),
    );
    note(l, &chart_note);
}
