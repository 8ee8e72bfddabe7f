//! The standings (wins by level per side), the campaign's rules and results table, what is
//! still due after the ledger's day, and what the ledger refused or warns of, each with its
//! place: a click opens the battle at fault.

use super::Action;
use crate::i18n::{number, tr};
use crate::model::SideId;
use crate::record::campaign::{CampaignView, words};
use egui::{RichText, Ui};

pub fn ui(ui: &mut Ui, view: &CampaignView, actions: &mut Vec<Action>) {
    egui::ScrollArea::vertical()
        .id_salt("campaign_summary")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            problems(ui, view, actions);
            standings(ui, view);
            ui.add_space(8.0);
            ui.heading(tr!(ShellCampaignRules));
            for line in view.rule_lines() {
                ui.label(line);
            }
            ui.add_space(8.0);
            ui.heading(tr!(ShellCampaignResultsTable));
            let results = view.results_lines();
            if results.is_empty() {
                ui.label(words::no_results_table());
            }
            for line in results {
                ui.label(line);
            }
            ui.add_space(8.0);
            ui.heading(words::still_to_come(view.ledger.day));
            let due = view.due_rows();
            if due.is_empty() {
                ui.label(words::nothing_to_come());
            }
            for r in due {
                ui.label(format!(
                    "{} · {} · {}: {} ({})",
                    r.date.long(),
                    view.campaign.side(r.side).name,
                    r.entry,
                    r.change_text,
                    r.rule
                ));
            }
            if let Some(notes) = view.umpire_notes().filter(|n| !n.trim().is_empty()) {
                ui.add_space(8.0);
                ui.heading(tr!(ShellCampaignUmpireNotes));
                ui.label(notes);
            }
        });
}

fn standings(ui: &mut Ui, view: &CampaignView) {
    let c = view.campaign;
    let st = view.standings();
    ui.heading(tr!(ShellStandings));
    egui::Grid::new("campaign_standings")
        .striped(true)
        .num_columns(4)
        .show(ui, |ui| {
            ui.label(RichText::new(tr!(ShellStandingsLevel)).strong());
            for side in SideId::BOTH {
                ui.label(RichText::new(&c.side(side).name).strong());
            }
            ui.label(RichText::new(tr!(ShellStandingsNoWinner)).strong());
            ui.end_row();
            for row in &st.rows {
                ui.label(&row.level);
                ui.label(number(row.wins[0]));
                ui.label(number(row.wins[1]));
                ui.label(number(row.no_winner));
                ui.end_row();
            }
            ui.label(RichText::new(tr!(ShellStandingsAllLevels)).strong());
            for side in SideId::BOTH {
                ui.label(number(st.wins(side)));
            }
            ui.end_row();
        });
    for line in view.standings_notes(&st) {
        ui.label(line);
    }
}

/// The ledger's refusal and warnings, as this audience may be told them.
fn problems(ui: &mut Ui, view: &CampaignView, actions: &mut Vec<Action>) {
    let refusal = view.refusal_text();
    let warnings = view.warnings();
    if refusal.is_none() && warnings.is_empty() {
        return;
    }
    ui.heading(tr!(ShellRefusalsAndWarnings));
    let umpire = view.audience.is_umpire();
    if let Some(text) = refusal {
        let at = view.ledger.refused.as_ref().map(|r| r.battle);
        place(ui, &text, true, at.filter(|_| umpire), actions);
    }
    for w in warnings {
        place(ui, &w.text, false, w.battle, actions);
    }
    ui.add_space(8.0);
}

fn place(ui: &mut Ui, text: &str, refusal: bool, battle: Option<usize>, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        let colour = if refusal {
            ui.visuals().error_fg_color
        } else {
            ui.visuals().warn_fg_color
        };
        ui.label(RichText::new(text).color(colour));
        if let Some(i) = battle
            && ui
                .button(tr!(ShellOpenLine, line = format!("battles[{i}]")))
                .on_hover_text(tr!(ShellOpenLineWhy))
                .clicked()
        {
            actions.push(Action::OpenBattle(i));
        }
    });
}
