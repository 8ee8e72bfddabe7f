//! Recovery: the autosave's tick, and offering and restoring what a window that did not close
//! cleanly left behind (see [`crate::app::autosave`]).

use super::UmpireApp;
use crate::app::autosave::{Autosave, Recovered};
use crate::app::dialogs::Dialog;
use crate::app::document::Document;
use crate::i18n::tr;
use egui::Context;
use std::time::Duration;

impl UmpireApp {
    /// Autosave into this folder; an autosave already there is offered for restoring.
    pub fn with_autosave(mut self, autosave: Autosave) -> UmpireApp {
        self.autosave = Some(autosave);
        self.offer_orphans(false);
        self
    }

    /// Offer every autosave left by a window that did not close cleanly; `asked` when the
    /// user asked (File → Recover unsaved work), so that "none" is said too.
    pub(super) fn offer_orphans(&mut self, asked: bool) {
        let Some(autosave) = &self.autosave else {
            if asked {
                self.info(tr!(ShellAutosaveOff));
            }
            return;
        };
        let mut found = Vec::new();
        for orphan in autosave.orphans() {
            match orphan {
                Ok(r) => found.push(r),
                Err(e) => self.error(tr!(ShellAutosaveUnreadable, error = e.to_string())),
            }
        }
        self.view
            .dialogs
            .retain(|d| !matches!(d, Dialog::RestoreAutosave(_)));
        if found.is_empty() {
            if asked {
                self.info(tr!(ShellNoAutosaveWaiting));
            }
        } else {
            self.view.dialogs.push_back(Dialog::RestoreAutosave(found));
        }
    }

    pub(super) fn tick_autosave(&mut self, ctx: &Context, now: f64) {
        // While the user has not said whether to restore the old autosave, keep it.
        let deciding = self
            .view
            .dialogs
            .iter()
            .any(|d| matches!(d, Dialog::RestoreAutosave(_)));
        let Some(autosave) = self.autosave.as_mut().filter(|_| !deciding) else {
            return;
        };
        if let Err(e) = autosave.tick(now, &self.doc) {
            let text = tr!(
                ShellAutosaveFailed,
                path = autosave.file().display().to_string(),
                error = crate::model::files::error_text(&e)
            );
            self.error(text);
        }
        if let Some(autosave) = &self.autosave
            && self.doc.is_dirty()
        {
            ctx.request_repaint_after(Duration::from_secs_f64(autosave.seconds_until_due(now)));
        }
    }

    /// Restore the `i`th autosave offered into this window: it becomes this window's own.
    pub(super) fn restore_orphan(&mut self, found: &[Recovered], i: usize) {
        let (Some(r), Some(autosave)) = (found.get(i), self.autosave.as_mut()) else {
            return;
        };
        match autosave.adopt(&r.slot) {
            Ok(r) => {
                let mut doc = Document::new(r.scenario, r.origin);
                doc.mark_unsaved();
                self.replace_document(doc);
                // The autosave holds the scenario; a bundle's map is read from the bundle.
                self.hold_the_bundles_map();
                self.info(tr!(ShellAutosaveRestored));
                if found.len() > 1 {
                    self.info(tr!(ShellAutosavesMoreWaiting, count = found.len() - 1));
                }
            }
            Err(e) => self.error_dialog(tr!(ShellAutosaveRestoreFailed), e.to_string()),
        }
    }

    /// A clean exit: the autosave is no longer needed, and its name is free again.
    pub fn on_clean_exit(&mut self) {
        if let Some(a) = &mut self.autosave
            && let Err(e) = a.release()
        {
            eprintln!("umpire: could not remove the autosave: {e}");
        }
    }
}
