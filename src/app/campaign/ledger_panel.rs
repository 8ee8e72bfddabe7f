//! Each army's ledger over the campaign: a table of its steps (the start, each battle's
//! losses, the stragglers, the returns, the replacements and the reinforcements), each row
//! saying which rule made its figure; and a chart of each army's strength over the campaign's
//! days, a step at each event. An army the audience looking knows only from the battles shows
//! what the battles' reports told of it.

use crate::i18n::tr;
use crate::model::SideId;
use crate::record::Measure;
use crate::record::campaign::rows::StepRow;
use crate::record::campaign::{CampaignView, words};
use egui::{RichText, Ui};
use egui_plot::{Legend, Line, Plot, PlotPoints, Points};

pub fn ui(ui: &mut Ui, view: &CampaignView) {
    egui::ScrollArea::vertical()
        .id_salt("campaign_ledger")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            chart(ui, view);
            for side in SideId::BOTH {
                ui.add_space(8.0);
                army(ui, view, side);
            }
        });
}

fn army(ui: &mut Ui, view: &CampaignView, side: SideId) {
    let c = view.campaign;
    let name = &c.side(side).name;
    let heading = |ui: &mut Ui, text: String| {
        ui.heading(RichText::new(text).color(super::army_colour(c, side)));
    };
    match view.step_rows(side) {
        Some((rows, cut)) => {
            heading(ui, words::steps_heading(name));
            if let Some(now) = view.strength_now(side) {
                ui.label(words::strength_on(name, view.ledger.day, &view.amount(now)));
            }
            steps_table(ui, side, &rows);
            if let Some(note) = cut {
                ui.label(RichText::new(note).color(ui.visuals().warn_fg_color));
            }
        }
        None => {
            heading(ui, words::seen_heading(name));
            let seen = view.seen_rows(side);
            if seen.is_empty() {
                ui.label(words::not_seen(name));
            }
            egui::Grid::new(("campaign_seen", side.index()))
                .striped(true)
                .num_columns(3)
                .show(ui, |ui| {
                    for r in seen {
                        ui.label(r.date.long());
                        ui.label(&r.battle);
                        ui.label(&r.text);
                        ui.end_row();
                    }
                });
        }
    }
}

fn steps_table(ui: &mut Ui, side: SideId, rows: &[StepRow]) {
    egui::Grid::new(("campaign_steps", side.index()))
        .striped(true)
        .num_columns(5)
        .show(ui, |ui| {
            for h in [
                tr!(ShellLedgerDate),
                tr!(ShellLedgerEntry),
                tr!(ShellLedgerChange),
                tr!(ShellLedgerStrength),
                tr!(ShellLedgerRule),
            ] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for r in rows {
                ui.label(r.date.long());
                ui.label(&r.entry);
                ui.label(&r.change_text);
                ui.label(&r.after_text);
                ui.add(egui::Label::new(RichText::new(&r.rule).small()).wrap());
                ui.end_row();
            }
        });
}

/// Strength per army over the campaign's days, in the ledger's first measure.
fn chart(ui: &mut Ui, view: &CampaignView) {
    let Some(measure) = view.ledger.main_measure() else {
        return;
    };
    let c = view.campaign;
    let start = c.start;
    let mut lines = Vec::new();
    let mut seen = Vec::new();
    for side in SideId::BOTH {
        let name = c.side(side).name.clone();
        let colour = super::army_colour(c, side);
        match view.step_rows(side) {
            Some((rows, cut)) => {
                // The last strength holds to the ledger's day, unless what follows is withheld.
                let end = cut.is_none().then(|| view.chart_end());
                let points = step_line(&rows, measure, end);
                // A step line has many points at one x: egui_plot would draw them as a band.
                lines.push(
                    Line::new(name, PlotPoints::from(points))
                        .color(colour)
                        .allow_band(false),
                );
            }
            None => {
                let points: Vec<[f64; 2]> = view
                    .seen_rows(side)
                    .iter()
                    .map(|r| [r.x, measure.of(r.start) as f64])
                    .collect();
                seen.push(
                    Points::new(
                        tr!(ShellLedgerAsSeen, army = name.as_str()),
                        PlotPoints::from(points),
                    )
                    .color(colour)
                    .radius(4.0),
                );
            }
        }
    }
    ui.label(RichText::new(tr!(ShellLedgerChartTitle, measure = measure.label())).strong());
    Plot::new("campaign_chart")
        .height(220.0)
        .legend(Legend::default())
        .include_y(0.0)
        .x_axis_formatter(move |mark, _| {
            let d = mark.value.round();
            if (mark.value - d).abs() < 1e-6 {
                start.plus_days(d as i64).short()
            } else {
                String::new()
            }
        })
        .allow_scroll(false)
        .show(ui, |plot| {
            for l in lines {
                plot.line(l);
            }
            for p in seen {
                plot.points(p);
            }
        });
}

/// An army's strength in `measure` as a step line over the days, each step where the record
/// floor places it (two battles of one day are two steps), the last strength held to `end`.
fn step_line(rows: &[StepRow], measure: Measure, end: Option<f64>) -> Vec<[f64; 2]> {
    let mut points: Vec<[f64; 2]> = Vec::new();
    for r in rows {
        if let Some(&[_, y]) = points.last() {
            push_new(&mut points, [r.x, y]);
        }
        push_new(&mut points, [r.x, measure.of(r.after) as f64]);
    }
    if let (Some(&[_, y]), Some(end)) = (points.last(), end) {
        push_new(&mut points, [end, y]);
    }
    points
}

/// A point of a step line, unless it is the last one again: a segment of no length draws as a
/// smear across the plot.
fn push_new(points: &mut Vec<[f64; 2]>, p: [f64; 2]) {
    if points.last() != Some(&p) {
        points.push(p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Audience;
    use crate::record::campaign::{CampaignView, demo_ledger};

    #[test]
    fn two_battles_of_one_day_are_two_steps_of_the_line_in_the_campaigns_order() {
        let (src, ledger) = demo_ledger().unwrap();
        let view = CampaignView::new(&src.campaign, &ledger, Audience::Umpire);
        let (rows, _) = view.step_rows(SideId::A).unwrap();
        let at = |entry: &str| rows.iter().find(|r| r.entry == entry).unwrap().x;
        let (jena, auerstedt) = (at("Losses at Jena"), at("Losses at Auerstedt"));
        assert!(
            jena < auerstedt && auerstedt < jena.floor() + 1.0,
            "{jena} {auerstedt}"
        );
        let measure = ledger.main_measure().unwrap();
        let points = step_line(&rows, measure, Some(view.chart_end()));
        let drops: Vec<f64> = points
            .windows(2)
            .filter(|p| p[0][0] == p[1][0] && p[1][1] < p[0][1])
            .map(|p| p[0][0])
            .collect();
        assert!(
            drops.contains(&jena) && drops.contains(&auerstedt),
            "{points:?}"
        );
        let xs: Vec<f64> = points.iter().map(|p| p[0]).collect();
        assert!(xs.is_sorted(), "the line never goes back: {xs:?}");
        assert_eq!(xs.last(), Some(&view.chart_end()));
        let cut_off = step_line(&rows, measure, None);
        assert_eq!(
            cut_off.last().map(|p| p[0]),
            rows.last().map(|r| r.x),
            "withheld beyond its last step, the line stops there"
        );
    }
}
