//! The open campaign as a document: the campaign, its file, its undo history and its unsaved
//! mark.
//!
//! A second document type, not the scenario's [`crate::app::document::Document`] made generic:
//! that one is built for a scenario that may hold a log of 100,000 entries (shared states,
//! generations compared instead of contents, an undo point recorded once a drag settles, a
//! derivation thread). A campaign is a few kilobytes and is edited by discrete steps (a battle
//! line added, a share typed), so each edit here keeps a copy of the campaign before it, and
//! the keystrokes of one field typed in a row make one step. Read-only in a player's view, as
//! the scenario's document is.
//!
//! Autosave: not kept for the campaign. Its edits are few and each is saved with File → Save;
//! the battles, where the umpire's long work is done, are scenarios and keep their autosave.

use crate::app::document::ReadOnly;
use crate::model::campaign::Campaign;
use std::path::PathBuf;

/// Undo steps kept.
const MAX_UNDO: usize = 200;

pub struct CampaignDoc {
    campaign: Campaign,
    /// The campaign file, once opened or saved.
    pub path: Option<PathBuf>,
    undo: Vec<(Campaign, u64)>,
    redo: Vec<(Campaign, u64)>,
    /// Names the campaign's state: a new number for every edit; undo and redo bring back the
    /// number of the state they restore.
    generation: u64,
    next_generation: u64,
    /// The generation last saved or opened.
    saved: u64,
    /// The field the last edit typed in: another keystroke there joins that undo step.
    typing_in: Option<String>,
    read_only: ReadOnly,
}

impl CampaignDoc {
    pub fn new(campaign: Campaign, path: Option<PathBuf>) -> CampaignDoc {
        CampaignDoc {
            campaign,
            path,
            undo: Vec::new(),
            redo: Vec::new(),
            generation: 0,
            next_generation: 1,
            saved: 0,
            typing_in: None,
            read_only: ReadOnly::default(),
        }
    }

    pub fn campaign(&self) -> &Campaign {
        &self.campaign
    }

    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// One edit, one undo step. False when refused (read-only).
    pub fn edit(&mut self, change: impl FnOnce(&mut Campaign)) -> bool {
        self.typing_in = None;
        self.change(change)
    }

    /// A keystroke in the field `field`: the keystrokes typed in one field in a row are one
    /// undo step.
    pub fn type_in(&mut self, field: &str, change: impl FnOnce(&mut Campaign)) -> bool {
        let joins = self.typing_in.as_deref() == Some(field) && !self.undo.is_empty();
        if joins && !self.read_only.is_on() {
            change(&mut self.campaign);
            self.generation = self.fresh_generation();
            return true;
        }
        let changed = self.change(change);
        if changed {
            self.typing_in = Some(field.to_string());
        }
        changed
    }

    fn change(&mut self, change: impl FnOnce(&mut Campaign)) -> bool {
        if !self.read_only.may_edit() {
            return false;
        }
        self.undo.push((self.campaign.clone(), self.generation));
        if self.undo.len() > MAX_UNDO {
            self.undo.remove(0);
        }
        self.redo.clear();
        change(&mut self.campaign);
        self.generation = self.fresh_generation();
        true
    }

    fn fresh_generation(&mut self) -> u64 {
        let g = self.next_generation;
        self.next_generation += 1;
        g
    }

    pub fn can_undo(&self) -> bool {
        !self.read_only.is_on() && !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.read_only.is_on() && !self.redo.is_empty()
    }

    pub fn undo(&mut self) -> bool {
        if !self.read_only.may_edit() {
            return false;
        }
        let Some((before, generation)) = self.undo.pop() else {
            return false;
        };
        let now = std::mem::replace(&mut self.campaign, before);
        self.redo.push((now, self.generation));
        self.generation = generation;
        self.typing_in = None;
        true
    }

    pub fn redo(&mut self) -> bool {
        if !self.read_only.may_edit() {
            return false;
        }
        let Some((after, generation)) = self.redo.pop() else {
            return false;
        };
        let now = std::mem::replace(&mut self.campaign, after);
        self.undo.push((now, self.generation));
        self.generation = generation;
        self.typing_in = None;
        true
    }

    pub fn is_dirty(&self) -> bool {
        self.generation != self.saved
    }

    /// The campaign is in `path` now, as it stands.
    pub fn mark_saved(&mut self, path: PathBuf) {
        self.path = Some(path);
        self.saved = self.generation;
        self.typing_in = None;
    }

    pub fn set_read_only(&mut self, read_only: bool) {
        self.read_only.set(read_only);
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only.is_on()
    }

    /// Edits refused while read-only.
    pub fn refused(&self) -> u64 {
        self.read_only.refused()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::campaign::CampaignDate;

    fn doc() -> CampaignDoc {
        let start = CampaignDate::parse("1806-10-08").unwrap();
        CampaignDoc::new(Campaign::new("War", start), None)
    }

    #[test]
    fn typing_in_one_field_is_one_step_and_undo_brings_back_the_saved_state() {
        let mut d = doc();
        assert!(!d.is_dirty());
        for t in ["War o", "War of", "War of 1806"] {
            d.type_in("title", |c| c.title = t.into());
        }
        d.type_in("notes", |c| c.notes = "n".into());
        assert!(d.is_dirty());
        assert!(d.undo());
        assert_eq!(d.campaign().title, "War of 1806");
        assert!(d.undo());
        assert_eq!(d.campaign().title, "War");
        assert!(!d.is_dirty(), "back at the state opened");
        assert!(!d.undo());
        assert!(d.redo());
        assert_eq!(d.campaign().title, "War of 1806");
        assert!(d.is_dirty());
    }

    #[test]
    fn a_read_only_campaign_refuses_edits_and_counts_them() {
        let mut d = doc();
        d.edit(|c| c.notes = "x".into());
        d.set_read_only(true);
        assert!(!d.edit(|c| c.title = "Changed".into()));
        assert!(!d.undo());
        assert_eq!(d.refused(), 2);
        assert_eq!(d.campaign().title, "War");
        assert_eq!(d.campaign().notes, "x");
    }
}
