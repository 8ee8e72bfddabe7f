//! The window's modal dialogs: unsaved changes, errors, restoring an autosave, and after a
//! save, copying a map that lies elsewhere beside the scenario.

use crate::app::autosave::{Recovered, age_text};
use crate::i18n::tr;
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
            Then::New => tr!(ShellDoingNew),
            Then::Open => tr!(ShellDoingOpen),
            Then::OpenPath(p) => tr!(
                ShellDoingOpenFile,
                file = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| p.display().to_string())
            ),
            Then::OpenDemo(name) => tr!(ShellDoingOpenDemo, name = *name),
            Then::Quit => tr!(ShellDoingQuit),
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
    ui.heading(tr!(ShellUnsavedChanges));
    ui.add_space(4.0);
    let title = match title.trim() {
        "" => tr!(ShellTheScenario),
        title => title.to_string(),
    };
    ui.label(tr!(
        ShellUnsavedChangesWhy,
        title = title,
        doing = then.doing()
    ));
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button(tr!(ShellSave)).clicked() {
            choice = Some(Choice::Save);
        }
        if ui.button(tr!(ShellDiscard)).clicked() {
            choice = Some(Choice::Discard);
        }
        if ui.button(tr!(ShellCancel)).clicked() {
            choice = Some(Choice::Cancel);
        }
    });
    choice
}

fn umpire_view(ui: &mut egui::Ui) -> Option<Choice> {
    ui.heading(tr!(ShellUmpireViewAsk));
    ui.add_space(4.0);
    ui.label(tr!(ShellUmpireViewWhy));
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button(tr!(ShellUmpireViewShow)).clicked() {
            choice = Some(Choice::ShowUmpireView);
        }
        if ui.button(tr!(ShellCancel)).clicked() {
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
    ui.button(tr!(ShellOk)).clicked().then_some(Choice::Dismiss)
}

fn restore(ui: &mut egui::Ui, found: &[Recovered]) -> Option<Choice> {
    ui.heading(tr!(ShellRestoreAsk));
    ui.add_space(4.0);
    let now = SystemTime::now();
    let mut choice = None;
    if let [r] = found {
        ui.label(tr!(
            ShellRestoreOne,
            title = r.scenario.title.as_str(),
            origin = origin_text(r),
            age = age_text(r.written, now)
        ));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(tr!(ShellRestore)).clicked() {
                choice = Some(Choice::Restore(0));
            }
            if ui.button(tr!(ShellDiscardAutosave)).clicked() {
                choice = Some(Choice::DiscardAutosave(0));
            }
            if ui
                .button(tr!(ShellDecideLater))
                .on_hover_text(tr!(ShellDecideLaterWhy))
                .clicked()
            {
                choice = Some(Choice::Later);
            }
        });
        return choice;
    }
    ui.label(tr!(ShellRestoreMany, count = found.len()));
    ui.add_space(4.0);
    egui::ScrollArea::vertical()
        .max_height(260.0)
        .show(ui, |ui| {
            for (i, r) in found.iter().enumerate() {
                ui.separator();
                ui.label(tr!(
                    ShellRestoreLine,
                    title = r.scenario.title.as_str(),
                    origin = origin_text(r),
                    age = age_text(r.written, now)
                ));
                ui.horizontal(|ui| {
                    let title = r.scenario.title.clone();
                    if ui
                        .button(tr!(ShellRestore))
                        .on_hover_text(tr!(ShellRestoreWhy, title = title.as_str()))
                        .clicked()
                    {
                        choice = Some(Choice::Restore(i));
                    }
                    if ui
                        .button(tr!(ShellDiscard))
                        .on_hover_text(tr!(ShellDiscardWhy, title = title.as_str()))
                        .clicked()
                    {
                        choice = Some(Choice::DiscardAutosave(i));
                    }
                });
            }
        });
    ui.add_space(8.0);
    if ui.button(tr!(ShellDecideLater)).clicked() {
        choice = Some(Choice::Later);
    }
    choice
}

fn origin_text(r: &Recovered) -> String {
    match &r.origin {
        Some(p) => tr!(ShellFrom, path = p.display().to_string()),
        None => tr!(ShellNeverSaved),
    }
}

fn comments_dropped(ui: &mut egui::Ui, path: &std::path::Path, comments: usize) -> Option<Choice> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    ui.heading(tr!(ShellCommentsDropped));
    ui.add_space(4.0);
    ui.label(tr!(ShellCommentsDroppedWhy, name = name, count = comments));
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button(tr!(ShellSaveKeepingOriginal)).clicked() {
            choice = Some(Choice::SaveKeepingOriginal);
        }
        if ui.button(tr!(ShellCancel)).clicked() {
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
    ui.heading(tr!(ShellCopyMapAsk));
    ui.add_space(4.0);
    ui.label(tr!(
        ShellCopyMapWhy,
        scenario = name(scenario),
        image = image,
        map = name(map),
        folder = folder
    ));
    ui.add_space(8.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.button(tr!(ShellCopyMap)).clicked() {
            choice = Some(Choice::CopyMap);
        }
        if ui
            .button(tr!(ShellKeepMap))
            .on_hover_text(tr!(ShellKeepMapWhy))
            .clicked()
        {
            choice = Some(Choice::Cancel);
        }
    });
    choice
}
