//! The window's modal dialogs: unsaved changes, errors, restoring an autosave, and after a
//! save, copying a map that lies elsewhere beside the scenario.

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
    /// Autosaves left by windows that did not close cleanly, oldest first.
    RestoreAutosave(Vec<Recovered>),
    /// The first save over a hand-written file whose comments the save drops: say so, and
    /// keep the original beside it.
    CommentsDropped {
        path: PathBuf,
        comments: usize,
        /// What the save was for.
        then: Option<Then>,
    },
    /// The scenario was just saved to `scenario` naming its map image `image`, a file outside
    /// the scenario's folder (`map`): sent on alone, the scenario would lose its map.
    CopyMapBeside {
        scenario: PathBuf,
        map: PathBuf,
        image: String,
    },
    /// Leave a player's view for the umpire's, which shows every secret: asked, never done by
    /// a stray key.
    UmpireView,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Save,
    Discard,
    Cancel,
    Dismiss,
    /// Restore the autosave at this index.
    Restore(usize),
    /// Delete the autosave at this index.
    DiscardAutosave(usize),
    /// Keep the autosaves for later (File → Recover unsaved work).
    Later,
    /// Save over a commented file, keeping the original beside it.
    SaveKeepingOriginal,
    /// Copy the map image beside the scenario, and save the scenario naming the copy.
    CopyMap,
    /// Show the umpire's view.
    ShowUmpireView,
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
            Dialog::CommentsDropped { path, comments, .. } => comments_dropped(ui, path, *comments),
            Dialog::CopyMapBeside {
                scenario,
                map,
                image,
            } => copy_map_beside(ui, scenario, map, image),
            Dialog::UmpireView => umpire_view(ui),
        }
    });
    if modal.inner.is_some() {
        return modal.inner;
    }
    match dialog {
        Dialog::RestoreAutosave(_) => None,
        Dialog::Error { .. } => modal.should_close().then_some(Choice::Dismiss),
        Dialog::UnsavedChanges(_)
        | Dialog::CommentsDropped { .. }
        | Dialog::CopyMapBeside { .. }
        | Dialog::UmpireView => modal.should_close().then_some(Choice::Cancel),
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

fn umpire_view(ui: &mut egui::Ui) -> Option<Choice> {
    ui.heading("Show the umpire's view?");
    ui.add_space(4.0);
    ui.label(
        "The umpire's view shows everything: the values of the markers face down, both sides' \
         withdrawal figures, the seeds and the umpire's notes, and it can change the scenario. \
         Make sure no player is looking at the screen.",
    );
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button("Show the umpire's view").clicked() {
            choice = Some(Choice::ShowUmpireView);
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

fn restore(ui: &mut egui::Ui, found: &[Recovered]) -> Option<Choice> {
    ui.heading("Restore unsaved work?");
    ui.add_space(4.0);
    let now = SystemTime::now();
    let mut choice = None;
    if let [r] = found {
        ui.label(format!(
            "umpire did not close cleanly last time. An autosave of “{}” ({}) was written {}.",
            r.scenario.title,
            origin_text(r),
            age_text(r.written, now)
        ));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button("Restore").clicked() {
                choice = Some(Choice::Restore(0));
            }
            if ui.button("Discard autosave").clicked() {
                choice = Some(Choice::DiscardAutosave(0));
            }
            if ui
                .button("Decide later")
                .on_hover_text("Keep it: File → Recover unsaved work offers it again")
                .clicked()
            {
                choice = Some(Choice::Later);
            }
        });
        return choice;
    }
    ui.label(format!(
        "umpire windows did not close cleanly. {} autosaves of unsaved work were found; restore \
         one into this window (the others stay offered under File → Recover unsaved work).",
        found.len()
    ));
    ui.add_space(4.0);
    egui::ScrollArea::vertical()
        .max_height(260.0)
        .show(ui, |ui| {
            for (i, r) in found.iter().enumerate() {
                ui.separator();
                ui.label(format!(
                    "“{}” ({}), written {}",
                    r.scenario.title,
                    origin_text(r),
                    age_text(r.written, now)
                ));
                ui.horizontal(|ui| {
                    let title = r.scenario.title.clone();
                    if ui
                        .button("Restore")
                        .on_hover_text(format!("Restore “{title}” into this window"))
                        .clicked()
                    {
                        choice = Some(Choice::Restore(i));
                    }
                    if ui
                        .button("Discard")
                        .on_hover_text(format!("Delete the autosave of “{title}”"))
                        .clicked()
                    {
                        choice = Some(Choice::DiscardAutosave(i));
                    }
                });
            }
        });
    ui.add_space(8.0);
    if ui.button("Decide later").clicked() {
        choice = Some(Choice::Later);
    }
    choice
}

fn origin_text(r: &Recovered) -> String {
    match &r.origin {
        Some(p) => format!("from {}", p.display()),
        None => "never saved to a file".to_string(),
    }
}

fn comments_dropped(ui: &mut egui::Ui, path: &std::path::Path, comments: usize) -> Option<Choice> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    ui.heading("Comments will not be kept");
    ui.add_space(4.0);
    ui.label(format!(
        "{name} was written by hand and has {}. umpire writes the scenario anew and cannot keep \
         them. The file as it is now will be kept beside it as {name}~.",
        crate::record::words::counted(comments as u64, "comment")
    ));
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button("Save and keep the original").clicked() {
            choice = Some(Choice::SaveKeepingOriginal);
        }
        if ui.button("Cancel").clicked() {
            choice = Some(Choice::Cancel);
        }
    });
    choice
}

fn copy_map_beside(
    ui: &mut egui::Ui,
    scenario: &std::path::Path,
    map: &std::path::Path,
    image: &str,
) -> Option<Choice> {
    let name = |p: &std::path::Path| {
        p.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| p.display().to_string())
    };
    let folder = scenario
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map(|p| p.display().to_string())
        .unwrap_or_else(|| ".".to_string());
    ui.heading("Copy the map beside the scenario?");
    ui.add_space(4.0);
    ui.label(format!(
        "{} names its map image as {image}, outside the scenario's folder. Sent to another \
         player or moved, the scenario would lose its map. Copy {} into {folder} and name it \
         from there?",
        name(scenario),
        name(map),
    ));
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button("Copy the map beside the scenario").clicked() {
            choice = Some(Choice::CopyMap);
        }
        if ui
            .button("Keep it where it is")
            .on_hover_text("Not asked again for this map while the scenario is open")
            .clicked()
        {
            choice = Some(Choice::Cancel);
        }
    });
    choice
}
