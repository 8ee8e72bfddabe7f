//! Player copies in the window: File → Export player copy writes one
//! ([`crate::record::player_copy`]); a player copy opened here is locked to its audience. The
//! copy holds nothing its audience does not know, and the window shows it only as that
//! audience: no umpire's view, no other player's, nothing to turn over (the view is
//! read-only, as every player's view is).

use super::UmpireApp;
use crate::app::files;
use crate::app::view::Severity;
use crate::i18n::tr;
use crate::model;
use crate::record::Audience;
use crate::record::player_copy::{copy_audience, copy_banner, player_copy};
use egui::{RichText, Ui};
use std::path::{Path, PathBuf};

impl UmpireApp {
    /// The audience the open document is a player copy for, if it is one.
    pub(super) fn copy_audience(&self) -> Option<Audience> {
        copy_audience(self.doc.scenario())
    }

    /// A player copy is shown as its audience only, whatever asked for another view.
    pub(super) fn lock_to_copy(&mut self) {
        if let Some(a) = self.copy_audience() {
            self.view.audience = a;
            // The players' screen too: a copy holds no other audience's view to show.
            if self.players.audience().is_some_and(|shown| shown != a) {
                self.players.open(a);
            }
        }
    }

    /// In place of the audience picker, for a player copy: whose copy it is. True when shown.
    pub(super) fn copy_lock(&mut self, ui: &mut Ui) -> bool {
        let Some(banner) = copy_banner(self.doc.scenario()) else {
            return false;
        };
        ui.label(RichText::new(capitalised(&banner)).color(ui.visuals().warn_fg_color))
            .on_hover_text(tr!(ShellCopyLockWhy));
        true
    }

    /// A player copy has no umpire's view: say so instead of asking for it. True when refused.
    pub(super) fn refuse_umpire_view(&mut self) -> bool {
        let Some(banner) = copy_banner(self.doc.scenario()) else {
            return false;
        };
        self.info(tr!(ShellCopyHasNoUmpireView, banner = banner));
        true
    }

    /// Whether a dropped file may replace the open player copy: a scenario or a bundle may (the
    /// copy has no umpire's view to go back to, and the next turn's copy comes as either); an
    /// image may not become its map.
    pub(super) fn may_replace_copy(&self, path: &std::path::Path) -> bool {
        let opens = path.extension().is_some_and(|e| {
            e.eq_ignore_ascii_case("ron") || e.eq_ignore_ascii_case(model::bundle::EXTENSION)
        });
        self.copy_audience().is_some() && opens
    }

    /// Open `path` in place of the open document; when both are player copies of the same
    /// battle for the same audience, say whether the one opened is newer (a later turn: the
    /// umpire refreshes a copy after each turn) or older.
    pub(super) fn open_over(&mut self, path: PathBuf) {
        let before = self.copy_audience().map(|a| {
            let s = self.doc.scenario();
            (a, s.title.clone(), s.log.turns.len())
        });
        if !self.open_path(path) {
            return;
        }
        let Some((a, title, turns_before)) = before else {
            return;
        };
        let s = self.doc.scenario();
        if self.copy_audience() != Some(a) || s.title != title {
            return;
        }
        let turns = s.log.turns.len();
        let note = match turns.cmp(&turns_before) {
            std::cmp::Ordering::Greater => tr!(
                ShellCopyNewer,
                title = title,
                turns = turns,
                turns_before = turns_before
            ),
            std::cmp::Ordering::Less => tr!(
                ShellCopyOlder,
                title = title,
                turns = turns,
                turns_before = turns_before
            ),
            std::cmp::Ordering::Equal => return,
        };
        self.info(note);
    }

    /// "lobositz-1756-side-b.ron": the suggested name of a copy.
    pub(super) fn player_copy_file_name(&self, a: Audience) -> String {
        files::suggested_file_name(&self.doc.scenario().title)
            .replace(".ron", &format!("-{}.ron", copy_suffix(a)))
    }

    /// Write the player copy for `a` to `path`. A copy for another audience than the open
    /// copy's, or for the umpire, is refused with the reason.
    pub(super) fn export_player_copy(&mut self, a: Audience, path: PathBuf) {
        let written = player_copy(self.doc.scenario(), a)
            .map_err(|e| e.to_string())
            .and_then(|copy| self.write_player_copy(copy, &path));
        match written {
            Ok(()) => self.push_message(
                Severity::Info,
                tr!(
                    ShellCopyExported,
                    audience = a.label(self.doc.scenario()),
                    path = path.display().to_string()
                ),
            ),
            Err(e) => self.error_dialog(tr!(ShellCopyExportFailed), e),
        }
    }

    /// A copy named `.umpire` is a bundle holding the map, so that it travels whole; a copy
    /// in RON names the map as seen from the folder it is written to.
    fn write_player_copy(&self, mut copy: model::Scenario, path: &Path) -> Result<(), String> {
        if model::bundle::is_bundle(path) {
            let map = self.map_for_bundle()?;
            let scenario_name =
                model::bundle::name_in_bundle(&path.with_extension("ron"), "scenario");
            let parts = model::bundle::BundleParts {
                scenario: &copy,
                scenario_name: &scenario_name,
                map: map.as_ref().map(|m| (m.name.as_str(), &m.bytes[..])),
            };
            return model::bundle::write_bundle(path, &parts)
                .map_err(|e| format!("{}: {e}", path.display()));
        }
        if let Some(dir) = files::folder_of(path)
            && let Some(image) = copy.map.image.as_deref()
            && let Some(rebased) =
                files::rebased_map_image(image, self.scenario_dir().as_deref(), &dir)
        {
            copy.map.image = Some(rebased);
        }
        model::save(&copy, path).map_err(|e| e.to_string())
    }
}

fn copy_suffix(a: Audience) -> &'static str {
    match a {
        Audience::Side(crate::model::SideId::A) => "side-a",
        Audience::Side(crate::model::SideId::B) => "side-b",
        Audience::Public => "public",
        Audience::Umpire => "umpire",
    }
}

fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
