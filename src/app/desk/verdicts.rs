//! Every victory system side by side, live: the result of record first (the system the scenario
//! names to decide), then those named for comparison under their own heading, then the rest;
//! winner and level, flags, figures, the worked steps on demand, and for a system that cannot
//! judge, exactly what is missing with a button that goes to the field. The order is the
//! report's (`crate::record::result`).

use super::DeskState;
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{Scenario, SideId};
use crate::record::result::{Judged, Standing, no_choice, not_yet_played_text};
use crate::systems::{Judgement, Missing, Verdict, VictorySystem};
use egui::{RichText, Ui};

/// Width of one system's card.
const CARD_WIDTH: f32 = 330.0;

/// How the cards are drawn: in the desk, or bigger and without "Go to" (the players' screen).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    /// The size of the cards' own headings, relative to the desk's.
    pub scale: f32,
    /// Offer "Go to" on a missing field or a flag (the desk).
    pub go_to: bool,
    /// Offer "Name the deciding system" (the umpire's desk).
    pub edit: bool,
}

impl Look {
    pub const DESK: Look = Look {
        scale: 1.0,
        go_to: true,
        edit: true,
    };
}

/// The verdicts panel.
pub fn ui(ui: &mut Ui, s: &Scenario, view: &mut ViewCtx, state: &mut DeskState) {
    let standing = state.derived.standing(s, view.audience);
    let look = Look {
        edit: !view.player_view(),
        ..Look::DESK
    };
    let mut go_to: Option<(String, String)> = None;
    egui::ScrollArea::vertical()
        .id_salt("desk_verdicts_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| standing_ui(ui, s, standing, look, &mut go_to));
    if let Some((path, message)) = go_to {
        state.go_to(&path, &message, view);
    }
}

/// The cards of every system, the result of record first, as `standing`'s audience may see
/// them; a "Go to" clicked leaves its field path and message in `go_to`.
pub fn standing_ui(
    ui: &mut Ui,
    s: &Scenario,
    standing: &Standing,
    look: Look,
    go_to: &mut Option<(String, String)>,
) {
    if standing.not_yet_played {
        ui.label(RichText::new(not_yet_played_text()).strong());
        ui.add_space(6.0);
    }
    let played = !standing.not_yet_played;
    match &standing.of_record {
        Some(judged) => {
            ui.heading(tr!(DeskResultOfRecord));
            cards(ui, s, std::slice::from_ref(judged), played, look, go_to);
        }
        None => {
            ui.label(no_choice());
            if look.edit
                && ui
                    .button(tr!(DeskNameDecidingSystem))
                    .on_hover_text(tr!(DeskNameDecidingSystemWhy))
                    .clicked()
            {
                *go_to = Some((
                    "settings.decided_by".to_string(),
                    tr!(DeskNameDecidingSystemMessage),
                ));
            }
            ui.add_space(6.0);
        }
    }
    if !standing.comparison.is_empty() {
        ui.heading(tr!(DeskForComparison));
        cards(ui, s, &standing.comparison, played, look, go_to);
    }
    if !standing.others.is_empty() {
        if standing.has_choice() || !standing.comparison.is_empty() {
            ui.heading(tr!(DeskOtherSystems));
        }
        cards(ui, s, &standing.others, played, look, go_to);
    }
}

/// A grid of cards, as many to a row as fit.
fn cards(
    ui: &mut Ui,
    s: &Scenario,
    list: &[Judged],
    played: bool,
    look: Look,
    go_to: &mut Option<(String, String)>,
) {
    let per_row = ((ui.available_width() / (CARD_WIDTH * look.scale)).floor() as usize)
        .clamp(1, list.len().max(1));
    for row in list.chunks(per_row) {
        ui.columns(per_row, |cols| {
            for (col, (sys, j)) in cols.iter_mut().zip(row) {
                // Columns lay text out justified; a card reads left-aligned.
                col.with_layout(egui::Layout::top_down(egui::Align::Min), |col| {
                    egui::Frame::group(col.style()).show(col, |ui| {
                        ui.set_width(ui.available_width());
                        card(ui, s, *sys, j, played, look, go_to);
                    });
                });
            }
        });
        ui.add_space(8.0);
    }
}

fn card(
    ui: &mut Ui,
    s: &Scenario,
    sys: &dyn VictorySystem,
    j: &Judgement,
    played: bool,
    look: Look,
    go_to: &mut Option<(String, String)>,
) {
    ui.label(RichText::new(sys.name()).strong().size(15.0 * look.scale));
    ui.label(RichText::new(sys.source()).weak());
    ui.add_space(4.0);
    match j {
        Judgement::Withheld { reason } => {
            ui.label(reason);
        }
        Judgement::Verdict(_) if !played => {
            ui.label(tr!(DeskNotYetPlayed));
        }
        Judgement::Verdict(v) => verdict(ui, s, sys, v, look, go_to),
        Judgement::NotApplicable { missing } => {
            ui.label(RichText::new(tr!(DeskCannotJudge)).color(ui.visuals().warn_fg_color));
            if missing.is_empty() {
                ui.label(tr!(DeskDoesNotApply));
            }
            missing_list(ui, s, missing, look, go_to);
        }
        Judgement::Invalid { problems } => {
            ui.label(RichText::new(tr!(DeskNoSense)).color(ui.visuals().error_fg_color));
            missing_list(ui, s, problems, look, go_to);
        }
    }
}

fn missing_list(
    ui: &mut Ui,
    s: &Scenario,
    list: &[Missing],
    look: Look,
    go_to: &mut Option<(String, String)>,
) {
    for m in list {
        ui.add_space(2.0);
        ui.label(&m.message);
        if look.go_to
            && ui
                .small_button(tr!(DeskGoTo, field = super::field_name(s, &m.path)))
                .on_hover_text(tr!(DeskGoToFieldWhy))
                .clicked()
        {
            *go_to = Some((m.path.clone(), m.message.clone()));
        }
    }
}

fn verdict(
    ui: &mut Ui,
    s: &Scenario,
    sys: &dyn VictorySystem,
    v: &Verdict,
    look: Look,
    go_to: &mut Option<(String, String)>,
) {
    ui.label(RichText::new(&v.headline).strong().size(18.0 * look.scale));
    let level = v.level.to_string();
    ui.label(match v.winner {
        Some(w) => tr!(
            DeskLevelWinner,
            level = level,
            winner = s.side(w).name.as_str()
        ),
        None => tr!(DeskLevelNoWinner, level = level),
    });
    if !v.reason.is_empty() {
        ui.label(tr!(DeskWhy, reason = v.reason.trim_end_matches('.')));
    }
    // The flags that only say the result again are left out under it, as in the report.
    for f in v.flags.iter().filter(|f| !f.restates_result()) {
        let text = match f.side {
            Some(sd) => tr!(
                DeskFlagOfSide,
                side = s.side(sd).name.as_str(),
                flag = f.text.as_str()
            ),
            None => tr!(DeskFlag, flag = f.text.as_str()),
        };
        ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
        // A flag about an entry of the log (a void test, an entry Waterloo 20 doubts) goes there.
        if let Some(path) = &f.path
            && look.go_to
            && ui
                .small_button(tr!(DeskGoTo, field = super::field_name(s, path)))
                .on_hover_text(tr!(DeskGoToPlaceWhy))
                .clicked()
        {
            *go_to = Some((path.clone(), f.text.clone()));
        }
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
    egui::CollapsingHeader::new(wrapped_header(
        ui,
        tr!(DeskWorkedSteps, system = sys.name()),
    ))
    .id_salt(("desk_steps", sys.id()))
    .show(ui, |ui| {
        for (n, step) in v.steps.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(tr!(
                        DeskStep,
                        n = (n + 1).to_string(),
                        rule = step.rule.as_str()
                    ))
                    .strong(),
                );
                ui.label(&step.text);
            });
        }
    });
}

/// A collapsing header's text laid out to wrap within the column: egui lays a header's text on
/// one line, which a system's long name in French pushes past a narrow column (the players'
/// screen). The colour is left for the header to give (hovered or not).
fn wrapped_header(ui: &Ui, text: String) -> egui::WidgetText {
    let width = ui.available_width() - ui.spacing().indent - ui.spacing().button_padding.x;
    let font = egui::TextStyle::Button.resolve(ui.style());
    let job = egui::text::LayoutJob::simple(text, font, egui::Color32::PLACEHOLDER, width.max(1.0));
    egui::WidgetText::Galley(ui.ctx().fonts_mut(|f| f.layout_job(job)))
}
