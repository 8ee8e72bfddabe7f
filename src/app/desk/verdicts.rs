//! Every victory system side by side, live: winner and level, flags, figures, the worked steps
//! on demand, and for a system that cannot judge, exactly what is missing with a button that
//! goes to the field.

use super::DeskState;
use super::log_editor::hides_values;
use crate::app::view::ViewCtx;
use crate::model::{Scenario, SideId};
use crate::systems::{Judgement, Missing, Verdict, VictorySystem};
use egui::{RichText, Ui};

/// The systems whose verdict would reveal what the player view hides (face-down marker values).
pub fn hidden_in_view(s: &Scenario, view: &ViewCtx) -> Vec<&'static str> {
    if hides_values(s, view) {
        vec!["weighted-objectives"]
    } else {
        Vec::new()
    }
}

/// Width of one system's card.
const CARD_WIDTH: f32 = 330.0;

/// The verdicts panel.
pub fn ui(ui: &mut Ui, s: &Scenario, view: &mut ViewCtx, state: &mut DeskState) {
    let hide = hidden_in_view(s, view);
    let judgements: Vec<(&'static dyn VictorySystem, Judgement)> =
        state.derived.judgements(s).to_vec();
    let mut go_to: Option<(String, String)> = None;
    egui::ScrollArea::vertical()
        .id_salt("desk_verdicts_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let per_row = ((ui.available_width() / CARD_WIDTH).floor() as usize)
                .clamp(1, judgements.len().max(1));
            for row in judgements.chunks(per_row) {
                ui.columns(per_row, |cols| {
                    for (col, (sys, j)) in cols.iter_mut().zip(row) {
                        egui::Frame::group(col.style()).show(col, |ui| {
                            ui.set_width(ui.available_width());
                            card(ui, s, *sys, j, hide.contains(&sys.id()), &mut go_to);
                        });
                    }
                });
                ui.add_space(8.0);
            }
        });
    if let Some((path, message)) = go_to {
        state.go_to(&path, &message, view);
    }
}

fn card(
    ui: &mut Ui,
    s: &Scenario,
    sys: &dyn VictorySystem,
    j: &Judgement,
    hidden: bool,
    go_to: &mut Option<(String, String)>,
) {
    ui.label(RichText::new(sys.name()).strong().size(15.0));
    ui.label(RichText::new(sys.source()).small().weak());
    ui.add_space(4.0);
    if hidden {
        ui.label("Hidden in the player view: the marker values are face down.");
        return;
    }
    match j {
        Judgement::Verdict(v) => verdict(ui, s, sys, v),
        Judgement::NotApplicable { missing } => {
            ui.label(RichText::new("Cannot judge: data missing").color(ui.visuals().warn_fg_color));
            if missing.is_empty() {
                ui.label("This system does not apply to this scenario.");
            }
            missing_list(ui, missing, go_to);
        }
        Judgement::Invalid { problems } => {
            ui.label(RichText::new("The data makes no sense").color(ui.visuals().error_fg_color));
            missing_list(ui, problems, go_to);
        }
    }
}

fn missing_list(ui: &mut Ui, list: &[Missing], go_to: &mut Option<(String, String)>) {
    for m in list {
        ui.add_space(2.0);
        ui.label(&m.message);
        if ui
            .small_button(format!("Go to {}", m.path))
            .on_hover_text("Show the field in the desk")
            .clicked()
        {
            *go_to = Some((m.path.clone(), m.message.clone()));
        }
    }
}

fn verdict(ui: &mut Ui, s: &Scenario, sys: &dyn VictorySystem, v: &Verdict) {
    ui.label(RichText::new(&v.headline).strong().size(18.0));
    let winner = v
        .winner
        .map(|w| s.side(w).name.clone())
        .unwrap_or_else(|| "none".into());
    ui.label(format!("Level: {}. Winner: {winner}.", v.level));
    for f in &v.flags {
        let who = f
            .side
            .map(|sd| format!("{}: ", s.side(sd).name))
            .unwrap_or_default();
        ui.label(RichText::new(format!("! {who}{}", f.text)).color(ui.visuals().warn_fg_color));
    }
    if !v.figures.is_empty() {
        egui::Grid::new(("desk_figures", sys.id()))
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                ui.label("");
                for side in SideId::BOTH {
                    ui.strong(&s.side(side).name);
                }
                ui.end_row();
                for f in &v.figures {
                    ui.label(&f.label);
                    ui.label(&f.text[0]);
                    ui.label(&f.text[1]);
                    ui.end_row();
                }
            });
    }
    egui::CollapsingHeader::new(format!("Worked steps: {}", sys.name()))
        .id_salt(("desk_steps", sys.id()))
        .show(ui, |ui| {
            for (n, step) in v.steps.iter().enumerate() {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("{}. {}", n + 1, step.rule)).strong());
                    ui.label(&step.text);
                });
            }
        });
}
