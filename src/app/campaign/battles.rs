//! The battles of the campaign in order: each one's day, name and who fought, its result of
//! record and level, each side's losses, and the campaign effect applied, as the audience
//! looking is told them; "Open battle" opens its scenario in the desk.

use super::Action;
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
                ui.label(format!(
                    "{} Create next battle… makes the first from the order of battle.",
                    &crate::record::campaign::words::no_battles()
                ));
            }
            for row in rows {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(format!("{} — {}", row.date.long(), row.name)).strong());
                        ui.label(RichText::new(format!("battles[{}], {}", row.index, row.file)).weak());
                        // Another document in the desk: the umpire's, as File → Open is.
                        if view.audience.is_umpire() {
                            let open = ui.button("Open battle").on_hover_text(
                                "Open this battle's scenario in the desk; ← Campaign in the tab bar comes back",
                            );
                            if open.clicked() {
                                actions.push(Action::OpenBattle(row.index));
                            }
                        }

                    });
                    let c = view.campaign;
                    for side in SideId::BOTH {
                        let army = &c.side(side).name;
                        ui.label(format!(
                            "{army}: {} — losses {}",
                            row.fought[side.index()],
                            row.losses[side.index()]
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
                    let level = row.level.as_deref().map(|l| format!(" ({l})")).unwrap_or_default();
                    ui.label(format!("Result: {}{level}", row.result));
                    if let Some(reason) = &row.reason {
                        ui.label(RichText::new(reason).weak());
                    }
                    ui.label(format!("Campaign effect: {}", row.effect));
                });
            }
        });
}
