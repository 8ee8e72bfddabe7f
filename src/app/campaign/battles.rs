//! The battles of the campaign in order: each one's day, name and who fought, its result of
//! record and level, each side's losses, and the campaign effect applied, as the audience
//! looking is told them; "Open battle" opens its scenario in the desk.

use super::Action;
use crate::i18n::tr;
use crate::model::SideId;
use crate::record::campaign::CampaignView;
use egui::{RichText, Ui};

pub fn ui(ui: &mut Ui, view: &CampaignView, actions: &mut Vec<Action>) {
    let rows = view.battle_rows();
    egui::ScrollArea::vertical()
        .id_salt("campaign_battles")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if rows.is_empty() {
                ui.label(tr!(
                    ShellCampaignNoBattles,
                    none = crate::record::campaign::words::no_battles()
                ));
            }
            for row in rows {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal_wrapped(|ui| {
                        ui.label(
                            RichText::new(format!("{} — {}", row.date.long(), row.name)).strong(),
                        );
                        ui.label(
                            RichText::new(format!("battles[{}], {}", row.index, row.file)).weak(),
                        );
                        // Another document in the desk: the umpire's, as File → Open is.
                        if view.audience.is_umpire() {
                            let open = ui
                                .button(tr!(ShellCampaignOpenBattle))
                                .on_hover_text(tr!(ShellCampaignOpenBattleWhy));
                            if open.clicked() {
                                actions.push(Action::OpenBattle(row.index));
                            }
                        }
                    });
                    let c = view.campaign;
                    for side in SideId::BOTH {
                        let army = &c.side(side).name;
                        ui.label(tr!(
                            ShellCampaignFoughtLosses,
                            army = army.as_str(),
                            fought = row.fought[side.index()].as_str(),
                            losses = row.losses[side.index()].as_str()
                        ));
                    }
                    if let Some((label, counts)) = &row.own_count {
                        ui.label(format!(
                            "{label}: {} {} · {} {}",
                            c.side(SideId::A).name,
                            counts[0],
                            c.side(SideId::B).name,
                            counts[1]
                        ));
                    }
                    let level = row
                        .level
                        .as_deref()
                        .map(|l| format!(" ({l})"))
                        .unwrap_or_default();
                    ui.label(tr!(
                        ShellCampaignResult,
                        result = row.result.as_str(),
                        level = level
                    ));
                    if let Some(reason) = &row.reason {
                        ui.label(RichText::new(reason).weak());
                    }
                    ui.label(tr!(ShellCampaignEffect, effect = row.effect.as_str()));
                });
            }
        });
}
