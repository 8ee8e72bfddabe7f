//! Player copies in the window: File → Export player copy writes one
//! ([`crate::record::player_copy`]); a player copy opened here is locked to its audience. The
//! copy holds nothing its audience does not know, and the window shows it only as that
//! audience: no umpire's view, no other player's, nothing to turn over (the view is
//! read-only, as every player's view is).

use super::UmpireApp;
use crate::app::files;
use crate::app::view::Severity;
use crate::model;
use crate::record::Audience;
use crate::record::player_copy::{copy_audience, copy_banner, player_copy};
use egui::{RichText, Ui};
use std::path::PathBuf;

impl UmpireApp {
    /// The audience the open document is a player copy for, if it is one.
    pub(super) fn copy_audience(&self) -> Option<Audience> {
        copy_audience(self.doc.scenario())
    }

    /// A player copy is shown as its audience only, whatever asked for another view.
    pub(super) fn lock_to_copy(&mut self) {
        if let Some(a) = self.copy_audience() {
            self.view.audience = a;
        }
    }

    /// In place of the audience picker, for a player copy: whose copy it is. True when shown.
    pub(super) fn copy_lock(&mut self, ui: &mut Ui) -> bool {
        let Some(banner) = copy_banner(self.doc.scenario()) else {
            return false;
        };
        ui.label(RichText::new(capitalised(&banner)).color(ui.visuals().warn_fg_color))
            .on_hover_text(
                "This file holds only what this audience knows: the values it never saw are \
                 not in it. It is shown as this audience sees the battle, and nothing in it can \
                 be changed or turned over.",
            );
        true
    }

    /// A player copy has no umpire's view: say so instead of asking for it. True when refused.
    pub(super) fn refuse_umpire_view(&mut self) -> bool {
        let Some(banner) = copy_banner(self.doc.scenario()) else {
            return false;
        };
        self.info(format!(
            "This file is a {banner}: it has no umpire's view (the umpire's own file has)"
        ));
        true
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
            .and_then(|copy| model::save(&copy, &path).map_err(|e| e.to_string()));
        match written {
            Ok(()) => self.push_message(
                Severity::Info,
                format!(
                    "Exported the player copy for {} to {}",
                    a.label(self.doc.scenario()),
                    path.display()
                ),
            ),
            Err(e) => self.error_dialog("Could not export the player copy", e),
        }
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
