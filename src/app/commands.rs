//! Every action of the menu bar and the keyboard, as one enum with its label and shortcuts.
//!
//! The menu shows each command with its shortcut; the same table maps key presses to commands,
//! so a shortcut shown in the menu is always the one that works.

use crate::i18n::{FRENCH_COMPLETE, Lang, tr};
use egui::{Key, KeyboardShortcut, Modifiers};
use std::path::PathBuf;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    New,
    Open,
    /// One of the recently used scenario files.
    OpenRecent(PathBuf),
    /// A built-in demo, by file name ("lobositz.ron").
    OpenDemo(&'static str),
    ClearRecentFiles,
    Save,
    SaveAs,
    /// Save the scenario and its map into one file, a battle bundle (`.umpire`).
    SaveAsBundle,
    OpenMapImage,
    ExportMapPng,
    ExportReport,
    /// Write a player copy for one audience (File → Export player copy).
    ExportPlayerCopy(crate::record::Audience),
    Quit,
    Undo,
    Redo,
    /// Delete what the active tool has selected (a marker, a vertex).
    DeleteSelection,
    /// Leave the active tool's current action (stop drawing an area, drop a selection).
    CancelTool,
    /// The next player's view (side A, side B, the public, then side A again): never the
    /// umpire's, which [`Command::UmpireView`] brings back.
    TogglePlayerView,
    /// Back to the umpire's view from a player's, once confirmed.
    UmpireView,
    ToggleTheme,
    ShowProblems,
    ShowMessages,
    /// Offer again the autosaves of windows that did not close cleanly.
    RecoverAutosaves,
    /// The Help window on one of its pages.
    ShowHelp(HelpPage),
    /// The players' screen, showing this audience's view (never the umpire's).
    OpenPlayersScreen(crate::record::Audience),
    ClosePlayersScreen,
    /// A campaign file: its Campaign view is shown instead of the desk.
    OpenCampaign,
    /// The built-in demo campaign.
    OpenDemoCampaign,
    CloseCampaign,
    /// The window's language (View → Language), remembered across runs.
    SetLanguage(Lang),
}

const CMD: Modifiers = Modifiers::COMMAND;
const CMD_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

impl Command {
    /// The commands whose shortcuts the window takes for itself. Delete and Escape are not among
    /// them: the key presses are left in the input for the active tool (and for text fields).
    pub const WITH_SHORTCUTS: [Command; 8] = [
        Command::New,
        Command::Open,
        Command::Save,
        Command::SaveAs,
        Command::Quit,
        Command::Undo,
        Command::Redo,
        Command::TogglePlayerView,
    ];

    /// The command's words in the menus, in the language in force (`assets/i18n/*/app.ftl`).
    pub fn label(&self) -> String {
        use crate::model::SideId;
        use crate::record::Audience;
        match self {
            Command::New => tr!(CmdNew),
            Command::Open => tr!(CmdOpen),
            Command::OpenRecent(path) => path.display().to_string(),
            Command::OpenDemo(name) => name.to_string(),
            Command::ClearRecentFiles => tr!(CmdClearRecentFiles),
            Command::Save => tr!(CmdSave),
            Command::SaveAs => tr!(CmdSaveAs),
            Command::SaveAsBundle => tr!(CmdSaveAsBundle),
            Command::OpenMapImage => tr!(CmdOpenMapImage),
            Command::ExportMapPng => tr!(CmdExportMapPng),
            Command::ExportReport => tr!(CmdExportReport),
            Command::ExportPlayerCopy(a) => match a {
                Audience::Side(SideId::A) => tr!(CmdExportCopySideA),
                Audience::Side(SideId::B) => tr!(CmdExportCopySideB),
                Audience::Public => tr!(CmdExportCopyPublic),
                Audience::Umpire => tr!(CmdExportCopyUmpire),
            },
            Command::Quit => tr!(CmdQuit),
            Command::Undo => tr!(CmdUndo),
            Command::Redo => tr!(CmdRedo),
            Command::DeleteSelection => tr!(CmdDeleteSelection),
            Command::CancelTool => tr!(CmdCancelTool),
            Command::TogglePlayerView => tr!(CmdNextPlayerView),
            Command::UmpireView => tr!(CmdUmpireView),
            Command::ToggleTheme => tr!(CmdDarkTheme),
            Command::ShowProblems => tr!(CmdProblems),
            Command::ShowMessages => tr!(CmdMessages),
            Command::RecoverAutosaves => tr!(CmdRecoverAutosaves),
            Command::ShowHelp(page) => page.menu_label(),
            Command::OpenPlayersScreen(a) => match a {
                Audience::Side(SideId::A) => tr!(CmdScreenSideA),
                Audience::Side(SideId::B) => tr!(CmdScreenSideB),
                _ => tr!(CmdScreenPublic),
            },
            Command::ClosePlayersScreen => tr!(CmdClosePlayersScreen),
            Command::OpenCampaign => tr!(CmdOpenCampaign),
            Command::OpenDemoCampaign => {
                tr!(
                    CmdOpenDemoCampaign,
                    name = crate::assets::demo::DEMO_CAMPAIGN
                )
            }
            Command::CloseCampaign => tr!(CmdCloseCampaign),
            Command::SetLanguage(lang) => match lang {
                Lang::En => tr!(CmdLanguageEnglish),
                Lang::Fr if FRENCH_COMPLETE => tr!(CmdLanguageFrench),
                Lang::Fr => tr!(CmdLanguageFrenchPartial),
            },
        }
    }

    /// What the menu says of the command on hover, if anything.
    pub fn tooltip(&self) -> Option<String> {
        match self {
            Command::SetLanguage(Lang::Fr) if !FRENCH_COMPLETE => {
                Some(tr!(CmdLanguageFrenchPartialWhy))
            }
            _ => None,
        }
    }

    /// The shortcuts, the one shown in the menu first.
    pub fn shortcuts(&self) -> &'static [KeyboardShortcut] {
        const NEW: [KeyboardShortcut; 1] = [key(CMD, Key::N)];
        const OPEN: [KeyboardShortcut; 1] = [key(CMD, Key::O)];
        const SAVE: [KeyboardShortcut; 1] = [key(CMD, Key::S)];
        const SAVE_AS: [KeyboardShortcut; 1] = [key(CMD_SHIFT, Key::S)];
        const QUIT: [KeyboardShortcut; 1] = [key(CMD, Key::Q)];
        const UNDO: [KeyboardShortcut; 1] = [key(CMD, Key::Z)];
        const REDO: [KeyboardShortcut; 2] = [key(CMD_SHIFT, Key::Z), key(CMD, Key::Y)];
        const PLAYER: [KeyboardShortcut; 1] = [key(CMD_SHIFT, Key::P)];
        const DELETE: [KeyboardShortcut; 1] = [key(Modifiers::NONE, Key::Delete)];
        const ESCAPE: [KeyboardShortcut; 1] = [key(Modifiers::NONE, Key::Escape)];
        match self {
            Command::New => &NEW,
            Command::Open => &OPEN,
            Command::Save => &SAVE,
            Command::SaveAs => &SAVE_AS,
            Command::Quit => &QUIT,
            Command::Undo => &UNDO,
            Command::Redo => &REDO,
            Command::TogglePlayerView => &PLAYER,
            Command::DeleteSelection => &DELETE,
            Command::CancelTool => &ESCAPE,
            Command::OpenRecent(_)
            | Command::OpenDemo(_)
            | Command::ClearRecentFiles
            | Command::ShowProblems
            | Command::ShowMessages
            | Command::RecoverAutosaves
            | Command::ShowHelp(_)
            | Command::OpenMapImage
            | Command::SaveAsBundle
            | Command::ExportMapPng
            | Command::ExportReport
            | Command::ExportPlayerCopy(_)
            | Command::UmpireView
            | Command::OpenPlayersScreen(_)
            | Command::ClosePlayersScreen
            | Command::OpenCampaign
            | Command::OpenDemoCampaign
            | Command::CloseCampaign
            | Command::SetLanguage(_)
            | Command::ToggleTheme => &[],
        }
    }

    /// Every command that has a key, in the order the Help lists them.
    pub const WITH_KEYS: [Command; 10] = [
        Command::New,
        Command::Open,
        Command::Save,
        Command::SaveAs,
        Command::Quit,
        Command::Undo,
        Command::Redo,
        Command::TogglePlayerView,
        Command::DeleteSelection,
        Command::CancelTool,
    ];

    /// Whether the command changes the open document or puts another in its place: a player's
    /// view is read-only and refuses it. (Save writes the document as it is, and stays.)
    pub fn changes_document(&self) -> bool {
        match self {
            Command::New
            | Command::Open
            | Command::OpenRecent(_)
            | Command::OpenDemo(_)
            | Command::SaveAs
            | Command::SaveAsBundle
            | Command::OpenMapImage
            | Command::Undo
            | Command::Redo
            | Command::DeleteSelection
            | Command::RecoverAutosaves
            | Command::OpenCampaign
            | Command::OpenDemoCampaign
            | Command::CloseCampaign => true,
            Command::ClearRecentFiles
            | Command::Save
            | Command::ExportMapPng
            | Command::ExportReport
            | Command::ExportPlayerCopy(_)
            | Command::Quit
            | Command::CancelTool
            | Command::TogglePlayerView
            | Command::UmpireView
            | Command::ToggleTheme
            | Command::ShowProblems
            | Command::ShowMessages
            | Command::OpenPlayersScreen(_)
            | Command::ClosePlayersScreen
            | Command::SetLanguage(_)
            | Command::ShowHelp(_) => false,
        }
    }

    /// Whether the command puts another document in place of the open one without changing
    /// it: allowed in a player copy, which has no umpire's view to go back to.
    pub fn replaces_document(&self) -> bool {
        matches!(
            self,
            Command::New | Command::Open | Command::OpenRecent(_) | Command::OpenDemo(_)
        )
    }

    /// The shortcut as the menu shows it, e.g. "Ctrl+Shift+S" (French "Ctrl+Maj+S").
    pub fn shortcut_text(&self, ctx: &egui::Context) -> Option<String> {
        self.shortcuts().first().map(|s| shortcut_in_words(ctx, s))
    }

    /// A menu entry showing the label and the shortcut; true when clicked. A disabled entry
    /// says why on hover when `why_not` is given.
    pub fn menu_item(&self, ui: &mut egui::Ui, enabled: bool, why_not: Option<&str>) -> bool {
        let mut button = egui::Button::new(self.label());
        if let Some(text) = self.shortcut_text(ui.ctx()) {
            button = button.shortcut_text(text);
        }
        let mut r = ui.add_enabled(enabled, button);
        if let Some(tip) = self.tooltip() {
            r = r.on_hover_text(tip);
        }
        let r = match why_not {
            Some(why) => r.on_disabled_hover_text(why),
            None => r,
        };
        r.clicked()
    }

    /// A menu entry with a check mark (player view, dark theme); true when clicked.
    pub fn menu_toggle(&self, ui: &mut egui::Ui, on: bool) -> bool {
        let mut button = egui::Button::new(self.label()).selected(on);
        if let Some(text) = self.shortcut_text(ui.ctx()) {
            button = button.shortcut_text(text);
        }
        let r = ui.add(button);
        match self.tooltip() {
            Some(tip) => r.on_hover_text(tip).clicked(),
            None => r.clicked(),
        }
    }
}

/// A shortcut in the words of the language in force: "Ctrl+Shift+S", "Delete"; in French
/// "Ctrl+Maj+S", "Suppr". (A Mac shows egui's symbols.)
pub fn shortcut_in_words(ctx: &egui::Context, shortcut: &KeyboardShortcut) -> String {
    if ctx.os().is_mac() {
        return ctx.format_shortcut(shortcut);
    }
    let shift = tr!(KeyShift);
    let names = egui::ModifierNames {
        shift: &shift,
        ..egui::ModifierNames::NAMES
    };
    let mut text = names.format(&shortcut.modifiers, false);
    if !text.is_empty() {
        text += names.concat;
    }
    text += &match shortcut.logical_key {
        Key::Delete => tr!(KeyDelete),
        Key::Escape => tr!(KeyEscape),
        key => key.name().to_string(),
    };
    text
}

/// Take the key presses that are shortcuts out of this frame's input, in the order pressed.
///
/// Modifiers must match exactly, so Ctrl+Shift+Z is Redo and never also Undo. They work while a
/// text field has focus too: Ctrl+Z undoes in the document, which holds every keystroke typed.
pub fn take_shortcut_commands(input: &mut egui::InputState) -> Vec<Command> {
    let mut found = Vec::new();
    input.events.retain(|event| {
        let egui::Event::Key {
            key,
            pressed: true,
            modifiers,
            ..
        } = event
        else {
            return true;
        };
        let command = Command::WITH_SHORTCUTS.into_iter().find(|c| {
            c.shortcuts()
                .iter()
                .any(|s| s.logical_key == *key && modifiers.matches_exact(s.modifiers))
        });
        match command {
            Some(c) => {
                found.push(c);
                false
            }
            None => true,
        }
    });
    found
}

/// A page of the Help window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, strum::VariantArray, strum::EnumCount)]
pub enum HelpPage {
    #[default]
    Rules,
    Shortcuts,
    About,
}

impl HelpPage {
    pub const ALL: [HelpPage; <HelpPage as strum::EnumCount>::COUNT] = crate::model::all_variants();

    pub fn title(self) -> String {
        match self {
            HelpPage::Rules => tr!(HelpRules),
            HelpPage::Shortcuts => tr!(HelpShortcuts),
            HelpPage::About => tr!(HelpAbout),
        }
    }

    pub fn menu_label(self) -> String {
        match self {
            HelpPage::Rules => tr!(HelpRulesMenu),
            HelpPage::Shortcuts => tr!(HelpShortcutsMenu),
            HelpPage::About => tr!(HelpAboutMenu),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(modifiers: Modifiers, key: Key) -> egui::Event {
        egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers,
        }
    }

    fn commands_for(events: Vec<egui::Event>) -> (Vec<Command>, usize) {
        let mut input = egui::InputState::default();
        input.events = events;
        let found = take_shortcut_commands(&mut input);
        (found, input.events.len())
    }

    #[test]
    fn shift_selects_the_more_specific_command() {
        let (found, left) = commands_for(vec![
            press(CMD, Key::Z),
            press(CMD_SHIFT, Key::Z),
            press(CMD, Key::Y),
            press(CMD, Key::S),
            press(CMD_SHIFT, Key::S),
        ]);
        assert_eq!(
            found,
            vec![
                Command::Undo,
                Command::Redo,
                Command::Redo,
                Command::Save,
                Command::SaveAs
            ]
        );
        assert_eq!(left, 0, "shortcut keys are consumed");
    }

    #[test]
    fn delete_and_escape_are_left_for_the_active_tool() {
        let events = vec![
            press(Modifiers::NONE, Key::Delete),
            press(Modifiers::NONE, Key::Escape),
            press(CMD, Key::Z),
        ];
        let (found, left) = commands_for(events);
        assert_eq!(found, vec![Command::Undo]);
        assert_eq!(left, 2, "Delete and Escape stay in the input");
    }

    #[test]
    fn plain_letters_are_not_shortcuts() {
        let (found, left) = commands_for(vec![press(Modifiers::NONE, Key::S)]);
        assert!(found.is_empty());
        assert_eq!(left, 1);
    }

    #[test]
    fn labels_and_help_pages_speak_the_language_in_force() {
        use crate::i18n::with_lang;
        assert_eq!(
            with_lang(Lang::Fr, || Command::SaveAs.label()),
            "Enregistrer sous…"
        );
        assert_eq!(with_lang(Lang::En, || Command::SaveAs.label()), "Save As…");
        assert_eq!(
            with_lang(Lang::Fr, || HelpPage::About.title()),
            "À propos d'umpire"
        );
        // Each language is named in its own words, whatever the language in force; French
        // says it is partial while it is.
        for lang in Lang::ALL {
            let english = with_lang(lang, || Command::SetLanguage(Lang::En).label());
            assert_eq!(english, "English");
            let french = with_lang(lang, || Command::SetLanguage(Lang::Fr).label());
            assert!(french.starts_with("Français"), "{french}");
            assert_eq!(
                french.contains("partial") || french.contains("partiel"),
                !FRENCH_COMPLETE
            );
        }
        assert_eq!(
            Command::SetLanguage(Lang::Fr).tooltip().is_some(),
            !FRENCH_COMPLETE
        );
        assert_eq!(Command::SetLanguage(Lang::En).tooltip(), None);
    }

    #[test]
    fn shortcuts_are_named_in_the_language_in_force() {
        use crate::i18n::with_lang;
        let ctx = egui::Context::default();
        let shown = |lang, c: Command| with_lang(lang, || c.shortcut_text(&ctx));
        assert_eq!(
            shown(Lang::Fr, Command::SaveAs).as_deref(),
            Some("Ctrl+Maj+S")
        );
        assert_eq!(
            shown(Lang::Fr, Command::DeleteSelection).as_deref(),
            Some("Suppr")
        );
        assert_eq!(
            shown(Lang::Fr, Command::CancelTool).as_deref(),
            Some("Échap")
        );
        assert_eq!(shown(Lang::Fr, Command::Open).as_deref(), Some("Ctrl+O"));
        // English words them as egui does.
        for c in Command::WITH_KEYS {
            let egui_words = ctx.format_shortcut(&c.shortcuts()[0]);
            assert_eq!(shown(Lang::En, c), Some(egui_words));
        }
    }

    #[test]
    fn menu_shows_the_first_shortcut() {
        let ctx = egui::Context::default();
        assert_eq!(
            Command::SaveAs.shortcut_text(&ctx).as_deref(),
            Some("Ctrl+Shift+S")
        );
        assert_eq!(
            Command::Redo.shortcut_text(&ctx).as_deref(),
            Some("Ctrl+Shift+Z")
        );
        assert_eq!(Command::OpenMapImage.shortcut_text(&ctx), None);
    }
}
