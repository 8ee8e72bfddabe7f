//! The Napoleon at Waterloo tracker ([8.0], seed 004): Strength Points lost by each side
//! against 40, the Allies' demoralization and its odds shift, French units exited against 7, and
//! the state of the game after every log entry.

use super::log_editor::describe;
use super::{DeskState, side_name, turn_name};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::Scenario;
use crate::systems::naw::{DEMORALIZATION_SP, EXITS_TO_WIN, NawOutcome, NawPoint, track};
use egui::{ProgressBar, RichText, Ui};
use egui_extras::{Column, TableBuilder};

/// The points of [8.0] after every log entry (the systems' adapter).
pub fn points(s: &Scenario) -> Vec<NawPoint> {
    track(s)
}

fn outcome_text(s: &Scenario, o: Option<NawOutcome>) -> String {
    let Some(french) = s.settings.french else {
        return String::new();
    };
    let (fr, al) = (side_name(s, french), side_name(s, french.other()));
    match o {
        None => tr!(DeskNawGameGoesOn),
        Some(NawOutcome::AlliedWin) => tr!(DeskNawAlliesWin, side = al),
        Some(NawOutcome::FrenchWin) => tr!(DeskNawFrenchWin, side = fr),
    }
}

/// One row of the table: the state of [8.0] after one log entry, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct NawRow {
    pub turn: String,
    pub french_sp: u64,
    pub allied_sp: u64,
    pub exits: u64,
    pub demoralized: bool,
    pub game: String,
    pub note: String,
    pub entry: String,
}

/// One row of the table, from its point and the log entry it follows.
pub fn row(s: &Scenario, p: &NawPoint, k: &crate::record::Knowledge) -> NawRow {
    let e = s.log.turns.get(p.turn).and_then(|t| t.events.get(p.event));
    NawRow {
        turn: turn_name(s, p.turn),
        french_sp: p.french_sp,
        allied_sp: p.allied_sp,
        exits: p.exits,
        demoralized: p.demoralized,
        game: outcome_text(s, p.outcome),
        note: p.note.clone(),
        entry: e.map(|e| describe(s, e, k)).unwrap_or_default(),
    }
}

/// The tracker panel.
pub fn ui(ui: &mut Ui, s: &Scenario, view: &mut ViewCtx, state: &mut DeskState) {
    let Some(french) = s.settings.french else {
        let needs = tr!(DeskNawNeedsFrench);
        ui.label(&needs);
        if ui.button(tr!(DeskNawGoToFrench)).clicked() {
            state.go_to("settings.french", &needs, view);
        }
        return;
    };
    // The points come from the desk's derivation; a row's words are made only when it is in
    // view, so a log of 100,000 entries costs what the table shows.
    let known = state.derived.knowledge(s, view.audience);
    let table = state.derived.naw_points();
    let (fsp, asp, exits, demoralized) = table
        .last()
        .map(|r| (r.french_sp, r.allied_sp, r.exits, r.demoralized))
        .unwrap_or((0, 0, 0, false));
    let game = outcome_text(s, table.last().and_then(|r| r.outcome));
    let (fr, al) = (
        side_name(s, french).to_string(),
        side_name(s, french.other()).to_string(),
    );
    ui.heading(tr!(DeskNawHeading));
    egui::Grid::new("desk_naw_bars")
        .num_columns(2)
        .show(ui, |ui| {
            bar(
                ui,
                &tr!(DeskNawFrenchSpLost, side = fr.as_str()),
                fsp,
                DEMORALIZATION_SP,
            );
            bar(
                ui,
                &tr!(DeskNawAlliedSpLost, side = al.as_str()),
                asp,
                DEMORALIZATION_SP,
            );
            bar(
                ui,
                &tr!(DeskNawExitedNorth, side = fr.as_str()),
                exits,
                EXITS_TO_WIN,
            );
        });
    if demoralized {
        ui.label(
            RichText::new(tr!(DeskNawDemoralized, side = al.as_str()))
                .color(ui.visuals().warn_fg_color)
                .strong(),
        );
    } else {
        ui.label(tr!(
            DeskNawNotDemoralized,
            side = al.as_str(),
            count = DEMORALIZATION_SP.saturating_sub(asp)
        ));
    }
    ui.label(RichText::new(tr!(DeskNawStateOfGame, game = game)).strong());
    ui.add_space(8.0);
    ui.heading(tr!(DeskNawAfterEveryEntry));
    if table.is_empty() {
        ui.weak(tr!(DeskNawNothingLogged));
        return;
    }
    // Only the rows in view are laid out, so a long log stays quick: every row has the same
    // height, as many lines as the wrapped words need at a narrow window's width.
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let lines = |n: usize| n as f32 * line + 4.0;
    TableBuilder::new(ui)
        .id_salt("desk_naw_table")
        .striped(true)
        .auto_shrink([false, false])
        .columns(Column::auto(), 6)
        // What the entry did is short and wraps in a narrow column; the entry, the longest,
        // wraps in the width left.
        .column(Column::exact(NOTE_WIDTH).clip(true))
        .column(Column::remainder().clip(true))
        .header(lines(HEADER_LINES), |mut h| {
            for title in [
                tr!(DeskNawTurn),
                tr!(DeskNawFrenchSp),
                tr!(DeskNawAlliedSp),
                tr!(DeskNawExited),
                tr!(DeskNawAlliesDemoralized),
                tr!(DeskNawGame),
                tr!(DeskNawWhatItDid),
                tr!(DeskNawEntry),
            ] {
                h.col(|ui| {
                    ui.strong(title);
                });
            }
        })
        .body(|body| {
            body.rows(lines(ROW_LINES), table.len(), |mut row| {
                let Some(p) = table.get(row.index()) else {
                    return;
                };
                let r = self::row(s, p, &known);
                row.col(|ui| {
                    ui.label(&r.turn);
                });
                row.col(|ui| {
                    ui.label(r.french_sp.to_string());
                });
                row.col(|ui| {
                    ui.label(r.allied_sp.to_string());
                });
                row.col(|ui| {
                    ui.label(r.exits.to_string());
                });
                row.col(|ui| {
                    ui.label(if r.demoralized {
                        tr!(DeskYes)
                    } else {
                        tr!(DeskNo)
                    });
                });
                row.col(|ui| {
                    ui.label(&r.game);
                });
                row.col(|ui| {
                    wrapped(ui, &r.note);
                });
                row.col(|ui| {
                    wrapped(ui, &r.entry);
                });
            });
        });
}

/// Lines of a row of the table, and of its header.
const ROW_LINES: usize = 3;
const HEADER_LINES: usize = 2;
/// The width of the column of what an entry did: three lines hold its words, and the entry
/// keeps the room left.
const NOTE_WIDTH: f32 = 160.0;

/// A cell's words wrapped in its column, at most [`ROW_LINES`] lines; longer, the last line
/// ends in "…" and the whole is on hover.
fn wrapped(ui: &mut Ui, text: &str) {
    let format = egui::TextFormat {
        font_id: egui::TextStyle::Body.resolve(ui.style()),
        color: egui::Color32::PLACEHOLDER,
        ..Default::default()
    };
    let mut job = egui::text::LayoutJob::single_section(text.to_owned(), format);
    job.wrap.max_rows = ROW_LINES;
    ui.add(egui::Label::new(job).wrap()).on_hover_text(text);
}

/// One row of the bars grid: the figure in words, then the bar.
fn bar(ui: &mut Ui, label: &str, value: u64, of: u64) {
    ui.label(tr!(DeskNawBar, label = label, value = value, of = of));
    let fraction = if of == 0 {
        0.0
    } else {
        (value as f32 / of as f32).min(1.0)
    };
    ui.add(
        ProgressBar::new(fraction)
            .desired_width(260.0)
            .text(format!("{value} / {of}")),
    );
    ui.end_row();
}
