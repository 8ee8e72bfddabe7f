//! The umpire's edits of the campaign, each through the campaign's document (one undo step
//! each; the keystrokes typed in one field in a row are one step): the title and notes, the
//! rules' shares and days, the results table's effects, and the battle lines.

use super::Action;
use super::document::CampaignDoc;
use crate::i18n::tr;
use crate::model::campaign::{Replacements, Returns, Share};
use egui::{RichText, Ui};

pub fn ui(ui: &mut Ui, doc: &mut CampaignDoc, actions: &mut Vec<Action>) {
    egui::ScrollArea::vertical()
        .id_salt("campaign_edit")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            texts(ui, doc);
            ui.add_space(8.0);
            ui.heading(tr!(ShellCampaignRules));
            returns(ui, doc);
            replacements(ui, doc);
            ui.add_space(8.0);
            ui.heading(tr!(ShellCampaignResultsTable));
            results(ui, doc);
            ui.add_space(8.0);
            ui.heading(tr!(ShellCampaignBattleLines));
            battle_lines(ui, doc, actions);
        });
}

/// A text field of the campaign, edited keystroke by keystroke; `key` names it for the
/// document (one undo step while typing in it), whatever the label's language.
fn text_field(
    ui: &mut Ui,
    doc: &mut CampaignDoc,
    (key, label): (&str, &str),
    get: impl Fn(&crate::model::campaign::Campaign) -> &String,
    set: impl FnOnce(&mut crate::model::campaign::Campaign, String),
    multiline: bool,
) {
    let mut text = get(doc.campaign()).clone();
    let l = ui.label(label);
    let edit = if multiline {
        egui::TextEdit::multiline(&mut text).desired_rows(3)
    } else {
        egui::TextEdit::singleline(&mut text)
    };
    let r = ui.add(edit.desired_width(f32::INFINITY)).labelled_by(l.id);
    if r.changed() {
        doc.type_in(key, |c| set(c, text));
    }
}

fn texts(ui: &mut Ui, doc: &mut CampaignDoc) {
    text_field(
        ui,
        doc,
        ("title", &tr!(ShellCampaignTitle)),
        |c| &c.title,
        |c, t| c.title = t,
        false,
    );
    text_field(
        ui,
        doc,
        ("notes", &tr!(ShellCampaignNotes)),
        |c| &c.notes,
        |c, t| c.notes = t,
        true,
    );
    text_field(
        ui,
        doc,
        ("umpire_notes", &tr!(ShellCampaignUmpireNotes)),
        |c| &c.umpire_notes,
        |c, t| c.umpire_notes = t,
        true,
    );
}

/// A share typed as "50%" or "1/3": kept as typed until it reads as a share, then put in the
/// campaign.
fn share_field(ui: &mut Ui, label: &str, now: Share) -> Option<Share> {
    let id = ui.make_persistent_id(("share", label));
    let mut text: String = ui
        .data(|d| d.get_temp::<String>(id))
        .unwrap_or_else(|| now.to_string());
    let l = ui.label(label);
    let r = ui
        .add(egui::TextEdit::singleline(&mut text).desired_width(70.0))
        .labelled_by(l.id);
    let mut out = None;
    match Share::parse(&text) {
        Ok(s) if r.changed() && s != now => out = Some(s),
        Ok(_) => {}
        // Said while it is being typed; the campaign keeps its share.
        Err(e) if r.has_focus() || r.changed() => {
            ui.label(RichText::new(e.to_string()).color(ui.visuals().error_fg_color));
        }
        Err(_) => {}
    }
    if r.has_focus() {
        ui.data_mut(|d| d.insert_temp(id, text));
    } else {
        // Undo, or another edit, shows here at once.
        ui.data_mut(|d| d.remove::<String>(id));
    }
    out
}

fn days_field(ui: &mut Ui, label: &str, mut days: u32) -> Option<u32> {
    let l = ui.label(label);
    let unit = format!(" {}", tr!(ShellDays, count = days));
    let r = ui
        .add(egui::DragValue::new(&mut days).range(1..=3650).suffix(unit))
        .labelled_by(l.id);
    r.changed().then_some(days)
}

fn returns(ui: &mut Ui, doc: &mut CampaignDoc) {
    let now = doc.campaign().rules.returns;
    ui.horizontal_wrapped(|ui| {
        let mut on = now.is_some();
        if ui.checkbox(&mut on, tr!(ShellCampaignReturns)).changed() {
            // A start the umpire then sets: half back after three days (seed 002).
            let returns = Share::percent(50).filter(|_| on).map(|share| Returns {
                share,
                after_days: 3,
            });
            doc.edit(|c| c.rules.returns = returns);
        }
        let Some(r) = now else { return };
        if let Some(share) = share_field(ui, &tr!(ShellCampaignShareReturning), r.share) {
            set_returns(doc, "returns.share", |x| x.share = share);
        }
        if let Some(days) = days_field(ui, &tr!(ShellCampaignAfter), r.after_days) {
            set_returns(doc, "returns.after_days", |x| x.after_days = days);
        }
    });
}

fn replacements(ui: &mut Ui, doc: &mut CampaignDoc) {
    let now = doc.campaign().rules.replacements;
    ui.horizontal_wrapped(|ui| {
        let mut on = now.is_some();
        if ui
            .checkbox(&mut on, tr!(ShellCampaignReplacements))
            .changed()
        {
            let replacements = Share::percent(25)
                .zip(Share::percent(75))
                .filter(|_| on)
                .map(|(share, up_to)| Replacements {
                    share,
                    every_days: 7,
                    up_to,
                });
            doc.edit(|c| c.rules.replacements = replacements);
        }
        let Some(r) = now else { return };
        if let Some(share) = share_field(ui, &tr!(ShellCampaignShareEachTime), r.share) {
            set_replacements(doc, "replacements.share", |x| x.share = share);
        }
        if let Some(days) = days_field(ui, &tr!(ShellCampaignEvery), r.every_days) {
            set_replacements(doc, "replacements.every_days", |x| x.every_days = days);
        }
        if let Some(share) = share_field(ui, &tr!(ShellCampaignUpTo), r.up_to) {
            set_replacements(doc, "replacements.up_to", |x| x.up_to = share);
        }
    });
}

/// A figure of the returns rule typed in `field`.
fn set_returns(doc: &mut CampaignDoc, field: &str, set: impl FnOnce(&mut Returns)) {
    doc.type_in(field, |c| c.rules.returns.as_mut().map_or((), set));
}

/// A figure of the replacements rule typed in `field`.
fn set_replacements(doc: &mut CampaignDoc, field: &str, set: impl FnOnce(&mut Replacements)) {
    doc.type_in(field, |c| c.rules.replacements.as_mut().map_or((), set));
}

fn results(ui: &mut Ui, doc: &mut CampaignDoc) {
    let rows = doc.campaign().rules.results.len();
    if rows == 0 {
        ui.label(tr!(ShellCampaignNoRows));
    }
    for i in 0..rows {
        let level = doc.campaign().rules.results[i].level.trim().to_string();
        let key = format!("rules.results[{i}].effect");
        text_field(
            ui,
            doc,
            (&key, &tr!(ShellCampaignEffectOf, level = level)),
            |c| &c.rules.results[i].effect,
            |c, t| c.rules.results[i].effect = t,
            false,
        );
    }
}

fn battle_lines(ui: &mut Ui, doc: &mut CampaignDoc, actions: &mut Vec<Action>) {
    let lines: Vec<(usize, String)> = doc
        .campaign()
        .battles
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let name = if b.name.trim().is_empty() {
                &b.file
            } else {
                &b.name
            };
            (
                i,
                format!(
                    "battles[{i}]: {} — {} ({})",
                    b.date.long(),
                    name.trim(),
                    b.file
                ),
            )
        })
        .collect();
    if lines.is_empty() {
        ui.label(tr!(ShellCampaignNoLines));
    }
    for (i, text) in lines {
        ui.horizontal_wrapped(|ui| {
            ui.label(&text);
            if ui
                .button(tr!(ShellCampaignRemoveLine, line = format!("battles[{i}]")))
                .on_hover_text(tr!(ShellCampaignRemoveLineWhy))
                .clicked()
                && doc.edit(|c| {
                    c.battles.remove(i);
                })
            {
                actions.push(Action::Info(tr!(
                    ShellCampaignLineRemoved,
                    line = text.as_str()
                )));
            }
        });
    }
}
