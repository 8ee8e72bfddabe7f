//! `UMPIRE_TRACE_REOPEN=1` (with `UMPIRE_TRACE=FILE`): a later open of a map, measured in the
//! running window. From the process start, the overview of a map opened before cannot show
//! sooner than the window's first frame (window creation: about 0.1 s for a bare eframe window
//! under Xvfb), however fast the map is; what the user waits for in a window already on
//! screen is measured from the request instead.
//!
//! Once the first map is in full detail and nothing is loading, the window opens its scenario
//! again through File → Open, with a picker that answers that one question with the file (the
//! rest is the code a user's File → Open runs), and the trace's `reopen_` milestones count
//! from the answer (see [`crate::app::trace`]). The screen check waits for the reopen's full
//! detail before its picture. Every frame of the reopen is in the trace too (`"frame"` lines
//! of tab `reopen`, see [`trace::frame`]), the map's work before the frame included, so that
//! what lies between the map's milestones shows. The map must be on screen (the Designer tab, the default): its
//! milestones are written as it is painted.

use super::tour::trace_frame;
use super::trace;
use crate::app::commands::Command;
use crate::app::files::FilePurpose;
use crate::app::shell::UmpireApp;
use egui::Context;
use std::time::Instant;

/// Where a reopen stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reopen {
    /// Waiting for the first map's full detail.
    Waiting,
    /// File → Open is under way, then the map it opened is loading.
    Opening,
    /// Measured, or given up.
    Done,
}

impl Reopen {
    /// A reopen when asked for and the window traces.
    pub(super) fn from_env() -> Option<Reopen> {
        let asked = std::env::var_os(trace::REOPEN_VAR).is_some_and(|v| !v.is_empty() && v != "0");
        (asked && trace::enabled()).then_some(Reopen::Waiting)
    }

    /// Move on with what the trace has `reached` and whether the map is still loading; true
    /// when the reopen must start now.
    fn step(&mut self, reached: impl Fn(&str) -> bool, map_busy: bool) -> bool {
        match self {
            // Not before the first load has finished: a late report of it would count as
            // the reopen's.
            Reopen::Waiting if reached(trace::MAP_FULL_DETAIL) && !map_busy => {
                *self = Reopen::Opening;
                true
            }
            Reopen::Opening if reached(trace::REOPEN_FULL_DETAIL) => {
                *self = Reopen::Done;
                false
            }
            _ => false,
        }
    }
}

impl UmpireApp {
    /// After each frame, `entered` when eframe called the app (wall clock, thread CPU ms), and
    /// eframe's time of the previous frame: trace the frame of a reopen under way; start the
    /// reopen when its time has come.
    pub(super) fn trace_reopen(
        &mut self,
        ctx: &Context,
        entered: (Instant, Option<f64>),
        frame_seconds: Option<f32>,
    ) {
        let opening = self.measure.reopen == Some(Reopen::Opening);
        // The frames of the first load are traced too: they show where its time goes.
        if opening || (self.measure.reopen.is_some() && self.map.is_loading()) {
            let tab = if opening { "reopen" } else { "load" };
            trace_frame(tab, entered, frame_seconds);
        }
        let Some(reopen) = &mut self.measure.reopen else {
            return;
        };
        let before = *reopen;
        if reopen.step(trace::reached, self.map.is_loading()) {
            self.reopen_scenario();
        }
        if self.measure.reopen != Some(before) {
            // Decided after the frame: whoever waits on it (the reopen's File → Open, the
            // screen check) hears of it in the next one.
            ctx.request_repaint();
        }
    }

    /// The screen check must wait: a reopen is asked for and not yet measured.
    pub(super) fn reopen_pending(&self) -> bool {
        self.measure.reopen.is_some_and(|r| r != Reopen::Done)
    }

    /// Open the document's file again through File → Open; a document without a file, or
    /// with unsaved changes (File → Open would ask about them first), is not reopened.
    fn reopen_scenario(&mut self) {
        let path = match &self.doc.path {
            Some(_) if self.doc.is_dirty() => Err("the document has unsaved changes"),
            Some(path) => Ok(path.clone()),
            None => Err("the document has no file"),
        };
        match path {
            Ok(path) => {
                self.answer_next(FilePurpose::OpenScenario, path, trace::begin_reopen);
                self.queue(Command::Open);
            }
            Err(why) => {
                eprintln!("umpire: {}: not reopened: {why}", trace::REOPEN_VAR);
                self.measure.reopen = Some(Reopen::Done);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::files::ScriptedPicker;
    use crate::model::Scenario;
    use egui_kittest::Harness;
    use std::path::PathBuf;

    #[test]
    fn the_reopen_waits_for_the_first_maps_full_detail_and_an_idle_map() {
        let mut r = Reopen::Waiting;
        assert!(!r.step(|_| false, false), "no full detail yet");
        assert!(
            !r.step(|e| e == trace::MAP_FULL_DETAIL, true),
            "still loading"
        );
        assert_eq!(r, Reopen::Waiting);
        assert!(r.step(|e| e == trace::MAP_FULL_DETAIL, false));
        assert_eq!(r, Reopen::Opening);
        assert!(!r.step(|e| e == trace::MAP_FULL_DETAIL, false), "once");
        assert!(!r.step(|e| e == trace::REOPEN_OVERVIEW_SHOWN, true));
        assert_eq!(r, Reopen::Opening);
        assert!(!r.step(|e| e == trace::REOPEN_FULL_DETAIL, false));
        assert_eq!(r, Reopen::Done);
    }

    fn saved_scenario(dir: &std::path::Path) -> PathBuf {
        let path = dir.join("reopened.ron");
        crate::model::save(&Scenario::new("Reopened"), &path).unwrap();
        path
    }

    fn opened_messages(app: &UmpireApp) -> usize {
        app.messages
            .iter()
            .filter(|m| m.text.starts_with("Opened "))
            .count()
    }

    #[test]
    fn the_reopen_goes_through_file_open_and_leaves_the_other_questions_to_the_picker() {
        let dir = tempfile::tempdir().unwrap();
        let path = saved_scenario(dir.path());
        let picker = ScriptedPicker::default();
        let mut app =
            UmpireApp::new_for_test(Scenario::new("x"), None).with_file_picker(picker.clone());
        assert!(app.open_path(path.clone()));
        app.measure.reopen = Some(Reopen::Opening);
        app.reopen_scenario();
        let mut h = Harness::builder()
            .with_size([1200.0, 800.0])
            .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app);
        h.run_steps(3);
        assert_eq!(opened_messages(h.state()), 2, "{:?}", h.state().messages);
        assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
        assert!(h.state().reopen_pending(), "until the reopen's full detail");
        assert!(
            picker.asked().is_empty(),
            "File → Open was answered by the reopen"
        );
        // The next question is the window's own picker's again.
        h.state_mut().queue(Command::Open);
        h.run_steps(2);
        let asked = picker.asked();
        assert_eq!(asked.len(), 1);
        assert_eq!(asked[0].purpose, FilePurpose::OpenScenario);
        assert_eq!(opened_messages(h.state()), 2, "the script cancelled it");
    }

    #[test]
    fn a_document_with_unsaved_changes_or_no_file_is_not_reopened() {
        let mut app = UmpireApp::new_for_test(Scenario::new("no file"), None);
        app.measure.reopen = Some(Reopen::Opening);
        app.reopen_scenario();
        assert!(!app.reopen_pending());
        assert!(app.queued.is_empty());

        let dir = tempfile::tempdir().unwrap();
        let path = saved_scenario(dir.path());
        let mut app = UmpireApp::new_for_test(Scenario::new("x"), None);
        assert!(app.open_path(path));
        app.doc.step(|s| s.title = "edited".into());
        app.measure.reopen = Some(Reopen::Opening);
        app.reopen_scenario();
        assert!(!app.reopen_pending());
        assert!(app.queued.is_empty());
    }
}
