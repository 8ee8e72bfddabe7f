//! The status bar (unsaved mark, file, problems, the latest message) and the windows it opens:
//! the scenario's consistency problems and all messages.

use crate::app::view::{Audience, Message, Severity};
use crate::i18n::tr;
use crate::model::{Problem, Scenario};
use egui::{Context, RichText, Ui};
use std::path::Path;

/// What the status bar shows.
pub struct Status<'a> {
    pub dirty: bool,
    pub file: Option<&'a Path>,
    pub problems: usize,
    /// Long work under way (exports, a report, a map being read).
    pub work: &'a [Work],
    /// The latest message, as the audience looking reads it.
    pub last_message: Option<&'a Message>,
}

/// Long work under way: what, and the fraction done when it is known.
#[derive(Clone, Debug, PartialEq)]
pub struct Work {
    pub title: String,
    pub done: Option<f32>,
}

/// What was clicked in the status bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clicked {
    Problems,
    Messages,
    /// Cancel the work at this index of [`Status::work`].
    Cancel(usize),
}

fn colour(ui: &Ui, severity: Severity) -> egui::Color32 {
    match severity {
        Severity::Info => ui.visuals().text_color(),
        Severity::Warning => ui.visuals().warn_fg_color,
        Severity::Error => ui.visuals().error_fg_color,
    }
}

pub fn ui(ui: &mut Ui, status: &Status) -> Option<Clicked> {
    let mut clicked = None;
    ui.horizontal(|ui| {
        for (i, w) in status.work.iter().enumerate() {
            let bar = match w.done {
                Some(done) => egui::ProgressBar::new(done).text(format!(
                    "{} {}",
                    w.title,
                    crate::i18n::percent((done * 100.0).round())
                )),
                // Not animated: the work wakes the window when it moves on.
                None => egui::ProgressBar::new(0.0).text(format!("{}…", w.title)),
            };
            ui.add(bar.desired_width(220.0))
                .on_hover_text(w.title.clone());
            if ui
                .button(tr!(StatusCancel))
                .on_hover_text(tr!(StatusStop, work = w.title.to_lowercase()))
                .clicked()
            {
                clicked = Some(Clicked::Cancel(i));
            }
            ui.separator();
        }
        if status.dirty {
            ui.label(RichText::new(tr!(StatusUnsaved)).strong());
        } else {
            ui.label(tr!(StatusSaved));
        }
        ui.separator();
        match status.file {
            Some(p) => ui.label(p.display().to_string()),
            None => ui.label(tr!(StatusNoFile)),
        };
        ui.separator();
        if status.problems > 0 {
            let text = tr!(StatusProblems, count = status.problems);
            let button = ui
                .button(RichText::new(text).color(ui.visuals().warn_fg_color))
                .on_hover_text(tr!(StatusProblemsWhy));
            if button.clicked() {
                clicked = Some(Clicked::Problems);
            }
            ui.separator();
        }
        if let Some(m) = status.last_message {
            let label = egui::Label::new(RichText::new(&m.text).color(colour(ui, m.severity)))
                .truncate()
                .sense(egui::Sense::click());
            if ui
                .add(label)
                .on_hover_text(tr!(StatusAllMessages))
                .clicked()
            {
                clicked = Some(Clicked::Messages);
            }
        }
    });
    clicked
}

/// The scenario's consistency problems, each naming the field (in words, the file's path on
/// hover) and the side, then the marker placement problems.
pub fn problems_window(ctx: &Context, open: &mut bool, s: &Scenario, problems: &[Problem]) {
    let placement = crate::model::placement_problems(s);
    egui::Window::new(tr!(ProblemsTitle))
        // Its own id, not its title's: it keeps its place when the language changes.
        .id(egui::Id::unique("umpire_problems"))
        .open(open)
        .default_width(520.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    ui.strong(tr!(ProblemsConsistency));
                    if problems.is_empty() {
                        ui.label(tr!(ProblemsConsistencyNone));
                    }
                    for p in problems {
                        let name = crate::app::desk::field_name(s, &p.path);
                        let text = match &p.side {
                            Some(side) => format!("{name} ({side}): {}", p.message),
                            None => format!("{name}: {}", p.message),
                        };
                        ui.label(text)
                            .on_hover_text(tr!(ProblemsInFile, path = p.path.to_string()));
                    }
                    ui.add_space(6.0);
                    ui.strong(tr!(ProblemsPlacement));
                    if placement.is_empty() {
                        ui.label(tr!(ProblemsPlacementNone));
                    }
                    for p in &placement {
                        ui.colored_label(ui.visuals().warn_fg_color, p.message(s));
                    }
                });
        });
}

/// Every message of the session told to `audience`, in its words, oldest first.
pub fn messages_window(ctx: &Context, open: &mut bool, messages: &[Message], audience: Audience) {
    egui::Window::new(tr!(MessagesTitle))
        // Its own id, not its title's: it keeps its place when the language changes.
        .id(egui::Id::unique("umpire_messages"))
        .open(open)
        .default_width(520.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for m in messages {
                        if let Some(text) = m.text_for(audience) {
                            ui.label(RichText::new(text).color(colour(ui, m.severity)));
                        }
                    }
                });
        });
}
