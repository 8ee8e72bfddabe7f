//! What the user asks for: commands from the menu and the keyboard, and the answers given to
//! the window's dialogs (unsaved changes, autosaves to restore, comments a save drops).

use super::UmpireApp;
use crate::app::commands::Command;
use crate::app::dialogs::{self, Choice, Dialog, Then};
use crate::app::document::Document;
use crate::app::files::{self, FilePurpose};
use crate::app::view::Audience;
use crate::i18n::tr;
use crate::model::Scenario;
use egui::{Context, ViewportCommand};
use std::path::PathBuf;

impl UmpireApp {
    pub fn run(&mut self, ctx: &Context, command: Command) {
        // A player's view is read-only: nothing that changes the document, or puts another
        // in its place, is done there.
        let replaces_copy = self.copy_audience().is_some() && command.replaces_document();
        if self.player_view() && command.changes_document() && !replaces_copy {
            let note = self.read_only_note();
            self.info(note);
            return;
        }
        if self.run_on_campaign(ctx, &command) {
            return;
        }
        match command {
            Command::OpenCampaign => self.ask(ctx, FilePurpose::OpenCampaign),
            Command::OpenDemoCampaign => self.open_demo_campaign(),
            Command::CloseCampaign => self.close_campaign(),
            Command::New => self.guard_unsaved(ctx, Then::New),
            Command::Open => self.guard_unsaved(ctx, Then::Open),
            Command::OpenRecent(path) if super::campaign::is_campaign_file(&path) => {
                self.open_campaign(path);
            }
            Command::OpenRecent(path) => self.guard_unsaved(ctx, Then::OpenPath(path)),
            Command::OpenDemo(name) => self.guard_unsaved(ctx, Then::OpenDemo(name)),
            Command::ClearRecentFiles => self.recent.paths.clear(),
            Command::ShowProblems => self.view.show_problems = true,
            Command::ShowMessages => self.view.show_messages = true,
            Command::OpenPlayersScreen(a) => self.players.open(a),
            Command::ClosePlayersScreen => self.players.close(),
            Command::RecoverAutosaves => self.offer_orphans(true),
            Command::ShowHelp(page) => self.view.help = Some(page),
            Command::SetLanguage(lang) => self.set_language(lang),
            Command::Save => {
                self.save(ctx);
            }
            Command::SaveAs => self.ask(ctx, FilePurpose::SaveScenarioAs),
            Command::SaveAsBundle => self.ask(ctx, FilePurpose::SaveBundleAs),
            Command::OpenMapImage => self.ask(ctx, FilePurpose::OpenMapImage),
            Command::ExportMapPng => {
                // Said before a file is asked for, not after.
                match self.map_source() {
                    Ok(_) => self.ask(ctx, FilePurpose::ExportMapPng),
                    Err(e) => self.error_dialog(tr!(ShellMapExportFailed), e.to_string()),
                }
            }
            Command::ExportReport => self.ask(ctx, FilePurpose::ExportReport),
            Command::ExportPlayerCopy(a) => self.ask(ctx, FilePurpose::ExportPlayerCopy(a)),
            Command::Quit => self.guard_unsaved(ctx, Then::Quit),
            Command::Undo => {
                if self.doc.can_undo() {
                    let undone = self.doc.generation();
                    self.doc.undo();
                    self.say_undone(false, undone);
                } else {
                    self.info(tr!(ShellNothingToUndo));
                }
            }
            Command::Redo => {
                if self.doc.can_redo() {
                    self.doc.redo();
                    let redone = self.doc.generation();
                    self.say_undone(true, redone);
                } else {
                    self.info(tr!(ShellNothingToRedo));
                }
            }
            Command::DeleteSelection => self.tool_keys.push(egui::Key::Delete),
            Command::CancelTool => self.tool_keys.push(egui::Key::Escape),
            Command::TogglePlayerView => {
                self.view.audience = next_player_view(self.view.audience);
            }
            Command::UmpireView => self.ask_for_umpire_view(),
            Command::ToggleTheme => {
                let dark = ctx.theme() == egui::Theme::Dark;
                ctx.set_theme(if dark {
                    egui::Theme::Light
                } else {
                    egui::Theme::Dark
                });
            }
        }
    }

    /// The window speaks `lang` from this frame on, and remembers it.
    pub fn set_language(&mut self, lang: crate::i18n::Lang) {
        self.view.lang = lang;
        self.view.lang_chosen = true;
        crate::i18n::set_thread_lang(lang);
    }

    /// New, Open and Quit ask what to do with unsaved changes first.
    pub(super) fn guard_unsaved(&mut self, ctx: &Context, then: Then) {
        if self.doc.is_dirty() {
            self.view.dialogs.push_back(Dialog::UnsavedChanges(then));
        } else {
            self.proceed(ctx, then);
        }
    }

    pub(super) fn proceed(&mut self, ctx: &Context, then: Then) {
        match then {
            Then::New => {
                self.replace_document(Document::new(Scenario::new(&tr!(ShellNewScenario)), None));
                self.info(tr!(ShellNewScenario));
            }
            Then::Open => self.ask(ctx, FilePurpose::OpenScenario),
            Then::OpenPath(path) => {
                self.open_over(path);
            }
            Then::OpenDemo(name) => self.open_demo(name),
            Then::Quit => {
                // eframe reports the close back as a close request, which is then let through.
                self.close_confirmed = true;
                ctx.send_viewport_cmd(ViewportCommand::Close);
            }
        }
    }

    pub(super) fn dialogs(&mut self, ctx: &Context) {
        let Some(dialog) = self.view.dialogs.front() else {
            return;
        };
        let title = self.doc.scenario().title.clone();
        let Some(choice) = dialogs::show(ctx, dialog, &title) else {
            return;
        };
        let Some(dialog) = self.view.dialogs.pop_front() else {
            return;
        };
        match (dialog, choice) {
            (Dialog::UnsavedChanges(then), Choice::Save) => {
                if self.save(ctx) {
                    self.proceed(ctx, then);
                } else if self.asking == Some(FilePurpose::SaveScenarioAs) {
                    self.after_save = Some(then);
                } else if let Some(Dialog::CommentsDropped { then: after, .. }) =
                    self.view.dialogs.back_mut()
                {
                    *after = Some(then);
                }
            }
            (Dialog::UnsavedChanges(then), Choice::Discard) => self.proceed(ctx, then),
            (Dialog::RestoreAutosave(found), Choice::Restore(i)) => self.restore_orphan(&found, i),
            (Dialog::RestoreAutosave(mut found), Choice::DiscardAutosave(i)) => {
                if i < found.len() {
                    let r = found.remove(i);
                    if let Some(a) = &self.autosave
                        && let Err(e) = a.discard(&r.slot)
                    {
                        self.error(tr!(
                            ShellAutosaveRemoveFailed,
                            error = crate::model::files::error_text(&e)
                        ));
                    }
                }
                if !found.is_empty() {
                    self.view.dialogs.push_front(Dialog::RestoreAutosave(found));
                }
            }
            (Dialog::CommentsDropped { path, then, .. }, Choice::SaveKeepingOriginal) => {
                self.save_keeping_original(ctx, path, then)
            }
            (
                Dialog::CopyMapBeside {
                    scenario,
                    map,
                    image,
                },
                Choice::CopyMap,
            ) => self.copy_map_beside(scenario, &map, &image),
            (Dialog::CopyMapBeside { image, .. }, Choice::Cancel) => {
                self.map_copy_declined = Some(image);
            }
            (Dialog::UmpireView, Choice::ShowUmpireView) => self.view.audience = Audience::Umpire,
            _ => {}
        }
    }

    /// The user agreed to lose the comments of the file at `path`: keep the original beside
    /// it, then save, then go on with `then`.
    fn save_keeping_original(&mut self, ctx: &Context, path: PathBuf, then: Option<Then>) {
        match files::keep_original_beside(&path) {
            Ok(kept) => {
                self.commented = None;
                self.info(tr!(ShellKeptOriginal, path = kept.display().to_string()));
                if self.save_to(path)
                    && let Some(then) = then
                {
                    self.proceed(ctx, then);
                }
            }
            Err(e) => self.error_dialog(tr!(ShellSaveFailed), e.to_string()),
        }
    }
}

impl UmpireApp {
    /// Ask before the umpire's view is shown again (once: a second request while asking is
    /// the same question).
    pub(super) fn ask_for_umpire_view(&mut self) {
        if self.refuse_umpire_view() {
            return;
        }
        let asking = self.view.dialogs.contains(&Dialog::UmpireView);
        if self.player_view() && !asking {
            self.view.dialogs.push_back(Dialog::UmpireView);
        }
    }
}

/// The next player's view in the picker's order (Ctrl+Shift+P): side A, side B, the public,
/// then side A again. The umpire's view is never next: it shows every secret, so coming back
/// to it is a command of its own, asked first.
fn next_player_view(a: Audience) -> Audience {
    let players = &Audience::ALL[1..];
    let next = players.iter().position(|x| *x == a).map_or(0, |i| i + 1);
    players[next % players.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::SideId;

    #[test]
    fn the_next_player_view_goes_round_the_players_and_never_to_the_umpire() {
        let mut a = Audience::Umpire;
        let mut seen = Vec::new();
        for _ in 0..6 {
            a = next_player_view(a);
            seen.push(a);
        }
        let (sa, sb, p) = (
            Audience::Side(SideId::A),
            Audience::Side(SideId::B),
            Audience::Public,
        );
        assert_eq!(seen, [sa, sb, p, sa, sb, p]);
    }
}
