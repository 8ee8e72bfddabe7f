//! The menu bar: every entry is a [`Command`], shown with its shortcut; the shell runs them.

use crate::app::commands::Command;
use crate::assets::demo;
use crate::i18n::{Lang, tr};
use std::path::PathBuf;

/// What the menu needs to know to show itself.
pub struct MenuState<'a> {
    pub can_undo: bool,
    pub can_redo: bool,
    pub player_view: bool,
    /// The open document is a player copy: another document may replace it.
    pub player_copy: bool,
    /// The audience of the open player copy: the only one the players' screen may show.
    pub copy_audience: Option<crate::record::Audience>,
    pub dark_theme: bool,
    pub recent: &'a [PathBuf],
    /// The players' screen is open.
    pub players_screen: bool,
    /// A campaign is open.
    pub campaign_open: bool,
    /// The program holds a demo campaign.
    pub demo_campaign: bool,
    /// The window's language.
    pub lang: Lang,
}

/// Why the commands that change the document are off in a player's view.
pub fn read_only_why() -> String {
    tr!(MenuReadOnlyWhy)
}

/// Draw the menu bar; the commands chosen are added to `commands`.
pub fn ui(ui: &mut egui::Ui, state: &MenuState, commands: &mut Vec<Command>) {
    // A toggle shows its state with a check; other entries are enabled or not. A player's
    // view is read-only: what would change the document is off there.
    let read_only_why = read_only_why();
    let mut add = |ui: &mut egui::Ui, c: Command, enabled: bool, toggle: Option<bool>| {
        let refused = state.player_view
            && c.changes_document()
            && !(state.player_copy && c.replaces_document());
        let clicked = match toggle {
            Some(on) => c.menu_toggle(ui, on),
            None => c.menu_item(
                ui,
                enabled && !refused,
                refused.then_some(read_only_why.as_str()),
            ),
        };
        if clicked {
            commands.push(c);
        }
    };
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr!(MenuFile), |ui| {
            add(ui, Command::New, true, None);
            add(ui, Command::Open, true, None);
            ui.menu_button(tr!(MenuOpenDemo), |ui| {
                for (name, _) in demo::all_demo_scenarios() {
                    add(ui, Command::OpenDemo(name), true, None);
                }
                ui.separator();
                add(ui, Command::OpenDemoCampaign, state.demo_campaign, None);
            });
            ui.menu_button(tr!(MenuOpenRecent), |ui| {
                if state.recent.is_empty() {
                    ui.label(tr!(MenuNoRecentFiles));
                } else {
                    for path in state.recent {
                        add(ui, Command::OpenRecent(path.clone()), true, None);
                    }
                    ui.separator();
                    add(ui, Command::ClearRecentFiles, true, None);
                }
            });
            ui.separator();
            add(ui, Command::OpenCampaign, true, None);
            add(ui, Command::CloseCampaign, state.campaign_open, None);
            ui.separator();
            add(ui, Command::Save, true, None);
            add(ui, Command::SaveAs, true, None);
            add(ui, Command::SaveAsBundle, true, None);
            add(ui, Command::RecoverAutosaves, true, None);
            ui.separator();
            add(ui, Command::OpenMapImage, true, None);
            add(ui, Command::ExportMapPng, true, None);
            add(ui, Command::ExportReport, true, None);
            ui.menu_button(tr!(MenuExportPlayerCopy), |ui| {
                for a in &crate::record::Audience::ALL[1..] {
                    add(ui, Command::ExportPlayerCopy(*a), true, None);
                }
            });
            ui.separator();
            add(ui, Command::Quit, true, None);
        });
        ui.menu_button(tr!(MenuEdit), |ui| {
            add(ui, Command::Undo, state.can_undo, None);
            add(ui, Command::Redo, state.can_redo, None);
            ui.separator();
            add(ui, Command::DeleteSelection, true, None);
            add(ui, Command::CancelTool, true, None);
        });
        ui.menu_button(tr!(MenuView), |ui| {
            add(ui, Command::TogglePlayerView, true, Some(state.player_view));
            add(ui, Command::UmpireView, state.player_view, None);
            add(ui, Command::ToggleTheme, true, Some(state.dark_theme));
            ui.menu_button(tr!(MenuPlayersScreen), |ui| {
                for a in crate::app::players_screen::AUDIENCES {
                    let shown = state.copy_audience.is_none_or(|copy| copy == a);
                    add(ui, Command::OpenPlayersScreen(a), shown, None);
                }
                add(ui, Command::ClosePlayersScreen, state.players_screen, None);
            });
            ui.menu_button(tr!(MenuLanguage), |ui| {
                for lang in Lang::ALL {
                    add(
                        ui,
                        Command::SetLanguage(lang),
                        true,
                        Some(state.lang == lang),
                    );
                }
            });
            ui.separator();
            add(ui, Command::ShowProblems, true, None);
            add(ui, Command::ShowMessages, true, None);
        });
        ui.menu_button(tr!(MenuHelp), |ui| {
            for page in crate::app::help::HelpPage::ALL {
                add(ui, Command::ShowHelp(page), true, None);
            }
        });
    });
}
