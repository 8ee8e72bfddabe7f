//! The window's modal dialogs: unsaved changes, errors, and restoring an autosave.

use crate::app::autosave::{Recovered, age_text};
use egui::{Context, Id, Modal, RichText};
use std::path::PathBuf;
use std::time::SystemTime;

/// What replaces (or closes) the open document once the user has dealt with its unsaved changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    New,
    /// Ask for a scenario file, then open it.
    Open,
    OpenPath(PathBuf),
    /// A built-in demo, by file name.
    OpenDemo(&'static str),
    Quit,
}

impl Then {
    fn doing(&self) -> String {
        match self {
            Then::New => "starting a new scenario".to_string(),
            Then::Open => "opening another scenario".to_string(),
            Then::OpenPath(p) => format!(
                "opening {}",
                p.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| p.display().to_string())
            ),
            Then::OpenDemo(name) => format!("opening the demo {name}"),
            Then::Quit => "quitting".to_string(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// Save / Discard / Cancel before `Then`.
    UnsavedChanges(Then),
    Error {
        title: String,
        text: String,
    },
    /// An autosave from a session that did not close cleanly.
    RestoreAutosave(Box<Recovered>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Save,
    Discard,
    Cancel,
    Dismiss,
    Restore,
    DiscardAutosave,
}

/// Show the dialog; the user's choice, once made. Escape or a click beside the dialog cancels, or
/// dismisses an error; the autosave question waits for an answer, since leaving it would lose
/// the autosave.
pub fn show(ctx: &Context, dialog: &Dialog, scenario_title: &str) -> Option<Choice> {
    let modal = Modal::new(Id::unique("umpire_dialog")).show(ctx, |ui| {
        ui.set_max_width(520.0);
        match dialog {
            Dialog::UnsavedChanges(then) => unsaved_changes(ui, then, scenario_title),
            Dialog::Error { title, text } => error(ui, title, text),
            Dialog::RestoreAutosave(r) => restore(ui, r),
        }
    });
    if modal.inner.is_some() {
        return modal.inner;
    }
    match dialog {
        Dialog::RestoreAutosave(_) => None,
        Dialog::Error { .. } => modal.should_close().then_some(Choice::Dismiss),
        Dialog::UnsavedChanges(_) => modal.should_close().then_some(Choice::Cancel),
    }
}

fn unsaved_changes(ui: &mut egui::Ui, then: &Then, title: &str) -> Option<Choice> {
    ui.heading("Unsaved changes");
    ui.add_space(4.0);
    ui.label(format!(
        "“{}” has changes that are not saved. Save them before {}?",
        if title.trim().is_empty() {
            "The scenario"
        } else {
            title.trim()
        },
        then.doing()
    ));
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button("Save").clicked() {
            choice = Some(Choice::Save);
        }
        if ui.button("Discard").clicked() {
            choice = Some(Choice::Discard);
        }
        if ui.button("Cancel").clicked() {
            choice = Some(Choice::Cancel);
        }
    });
    choice
}

fn error(ui: &mut egui::Ui, title: &str, text: &str) -> Option<Choice> {
    ui.heading(title);
    ui.add_space(4.0);
    egui::ScrollArea::vertical()
        .max_height(320.0)
        .show(ui, |ui| {
            ui.label(RichText::new(text).monospace());
        });
    ui.add_space(8.0);
    ui.button("OK").clicked().then_some(Choice::Dismiss)
}

fn restore(ui: &mut egui::Ui, r: &Recovered) -> Option<Choice> {
    ui.heading("Restore unsaved work?");
    ui.add_space(4.0);
    let from = match &r.origin {
        Some(p) => format!("from {}", p.display()),
        None => "never saved to a file".to_string(),
    };
    ui.label(format!(
        "umpire did not close cleanly last time. An autosave of “{}” ({from}) was written {}.",
        r.scenario.title,
        age_text(r.written, SystemTime::now())
    ));
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button("Restore").clicked() {
            choice = Some(Choice::Restore);
        }
        if ui.button("Discard autosave").clicked() {
            choice = Some(Choice::DiscardAutosave);
        }
    });
    choice
}
