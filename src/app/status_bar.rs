//! The status bar (unsaved mark, file, problems, the latest message) and the windows it opens:
//! the scenario's consistency problems and all messages.

use crate::app::view::{Message, Severity};
use crate::model::Problem;
use egui::{Context, RichText, Ui};
use std::path::Path;

/// What the status bar shows.
pub struct Status<'a> {
    pub dirty: bool,
    pub file: Option<&'a Path>,
    pub problems: usize,
    /// A report being made: the fraction done.
    pub report_done: Option<f32>,
    pub last_message: Option<&'a Message>,
}

/// What was clicked in the status bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clicked {
    Problems,
    Messages,
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
        if let Some(done) = status.report_done {
            ui.add(
                egui::ProgressBar::new(done)
                    .desired_width(120.0)
                    .text(format!("report {:.0} %", done * 100.0)),
            );
            ui.separator();
        }
        if status.dirty {
            ui.label(RichText::new("• unsaved changes").strong());
        } else {
            ui.label("no unsaved changes");
        }
        ui.separator();
        match status.file {
            Some(p) => ui.label(p.display().to_string()),
            None => ui.label("no file yet"),
        };
        ui.separator();
        if status.problems > 0 {
            let n = status.problems;
            let text = format!("{n} problem{}", if n == 1 { "" } else { "s" });
            let button = ui
                .button(RichText::new(text).color(ui.visuals().warn_fg_color))
                .on_hover_text("Consistency problems of the scenario");
            if button.clicked() {
                clicked = Some(Clicked::Problems);
            }
            ui.separator();
        }
        if let Some(m) = status.last_message {
            let label = egui::Label::new(RichText::new(&m.text).color(colour(ui, m.severity)))
                .truncate()
                .sense(egui::Sense::click());
            if ui.add(label).on_hover_text("All messages").clicked() {
                clicked = Some(Clicked::Messages);
            }
        }
    });
    clicked
}

/// The scenario's consistency problems, each naming the field and the side.
pub fn problems_window(ctx: &Context, open: &mut bool, problems: &[Problem]) {
    egui::Window::new("Consistency problems")
        .open(open)
        .default_width(520.0)
        .show(ctx, |ui| {
            if problems.is_empty() {
                ui.label("The scenario is consistent.");
            }
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .show(ui, |ui| {
                    for p in problems {
                        ui.label(RichText::new(p.to_string()).monospace());
                    }
                });
        });
}

/// Every message of the session, oldest first.
pub fn messages_window(ctx: &Context, open: &mut bool, messages: &[Message]) {
    egui::Window::new("Messages")
        .open(open)
        .default_width(520.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(360.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for m in messages {
                        ui.label(RichText::new(&m.text).color(colour(ui, m.severity)));
                    }
                });
        });
}
