//! `UMPIRE_TRACE_EXPORTS=DIR` (with `UMPIRE_TRACE=FILE`): the map's PNG export and the
//! after-action report, measured in the running window.
//!
//! Once the map is in full detail and nothing else is under way (a traced reopen included),
//! the window exports the map as `DIR/map.png`, then the report as `DIR/report.pdf`, through
//! the commands a user's File → Export runs, with a picker that answers those two questions
//! (see `answering_picker`). The trace then has `map_png_requested` and `report_requested`
//! (the export's thread started, with the memory the process holds, `kb`), `map_png_written`
//! and `report_written` (with the peak since the request, `peak_kb`: the peak is started afresh
//! at each request), and a line per frame while an export runs (tab `export`), so that a frozen
//! frame shows. The screen check waits for both; a failed export ends the run's exports.

use super::tour::trace_frame;
use super::trace;
use crate::app::commands::Command;
use crate::app::files::FilePurpose;
use crate::app::shell::UmpireApp;
use egui::Context;
use std::path::PathBuf;
use std::time::Instant;

/// Where the traced exports stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct TracedExports {
    dir: PathBuf,
    stage: Stage,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Waiting for the map's full detail and an idle window.
    Waiting,
    /// The export is asked for; `started` once its thread runs.
    Png {
        started: bool,
    },
    Report {
        started: bool,
    },
    /// Both written, or given up.
    Done,
}

/// What to do after a frame.
#[derive(Debug, PartialEq, Eq)]
enum Next {
    Nothing,
    Start(FilePurpose),
}

impl TracedExports {
    /// The exports when asked for and the window traces.
    pub(super) fn from_env() -> Option<TracedExports> {
        let dir = std::env::var_os(trace::EXPORTS_VAR).filter(|v| !v.is_empty())?;
        trace::enabled().then(|| TracedExports {
            dir: PathBuf::from(dir),
            stage: Stage::Waiting,
        })
    }

    fn pending(&self) -> bool {
        self.stage != Stage::Done
    }

    fn exporting(&self) -> bool {
        matches!(self.stage, Stage::Png { .. } | Stage::Report { .. })
    }

    /// Move on with what the trace has `reached`, whether the window is `idle` (the map
    /// loaded, no reopen pending) and whether an export's thread is `busy`.
    fn step(&mut self, reached: impl Fn(&str) -> bool, idle: bool, busy: bool) -> Next {
        let (next_stage, next) = match self.stage {
            Stage::Waiting if reached(trace::MAP_FULL_DETAIL) && idle && !busy => (
                Stage::Png { started: false },
                Next::Start(FilePurpose::ExportMapPng),
            ),
            Stage::Png { started: false } if busy => (Stage::Png { started: true }, Next::Nothing),
            Stage::Png { started: true } if !busy && reached(trace::MAP_PNG_WRITTEN) => (
                Stage::Report { started: false },
                Next::Start(FilePurpose::ExportReport),
            ),
            Stage::Report { started: false } if busy => {
                (Stage::Report { started: true }, Next::Nothing)
            }
            Stage::Report { started: true } if !busy && reached(trace::REPORT_WRITTEN) => {
                (Stage::Done, Next::Nothing)
            }
            Stage::Png { started: true } | Stage::Report { started: true } if !busy => {
                eprintln!(
                    "umpire: {}: an export failed; the others are not traced",
                    trace::EXPORTS_VAR
                );
                (Stage::Done, Next::Nothing)
            }
            stage => (stage, Next::Nothing),
        };
        self.stage = next_stage;
        next
    }

    fn file_for(&self, purpose: FilePurpose) -> PathBuf {
        let name = match purpose {
            FilePurpose::ExportReport => "report.pdf",
            _ => "map.png",
        };
        self.dir.join(name)
    }
}

impl UmpireApp {
    /// After each frame (`entered` and eframe's time of the previous frame, as for
    /// [`trace_frame`]): trace it while an export runs; start the next export when its time
    /// has come.
    pub(super) fn trace_exports(
        &mut self,
        ctx: &Context,
        entered: (Instant, Option<f64>),
        frame_seconds: Option<f32>,
    ) {
        let idle = !self.map.is_loading() && !self.reopen_pending();
        let busy = self.is_busy();
        let Some(exports) = &mut self.measure.exports else {
            return;
        };
        if exports.exporting() {
            trace_frame("export", entered, frame_seconds);
        }
        let before = exports.stage;
        let next = exports.step(trace::reached, idle, busy);
        if let Next::Start(purpose) = next {
            let file = exports.file_for(purpose);
            // The peak from here on is the export's own.
            trace::reset_peak_memory();
            self.answer_next(purpose, file, || {});
            self.queue(match purpose {
                FilePurpose::ExportReport => Command::ExportReport,
                _ => Command::ExportMapPng,
            });
        }
        if self.measure.exports.as_ref().map(|e| e.stage) != Some(before) {
            // Decided after the frame: the command, or the screen check, runs in the next.
            ctx.request_repaint();
        }
    }

    /// The screen check must wait: the traced exports are not done.
    pub(super) fn exports_pending(&self) -> bool {
        self.measure
            .exports
            .as_ref()
            .is_some_and(TracedExports::pending)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::files::ScriptedPicker;
    use crate::model::Scenario;
    use egui_kittest::Harness;

    fn exports() -> TracedExports {
        TracedExports {
            dir: PathBuf::from("/out"),
            stage: Stage::Waiting,
        }
    }

    #[test]
    fn the_png_then_the_report_once_the_map_is_in_full_detail_and_the_window_idle() {
        let mut e = exports();
        let full = |ev: &str| ev == trace::MAP_FULL_DETAIL;
        assert_eq!(e.step(|_| false, true, false), Next::Nothing, "no map yet");
        assert_eq!(e.step(full, false, false), Next::Nothing, "still loading");
        assert_eq!(
            e.step(full, true, false),
            Next::Start(FilePurpose::ExportMapPng)
        );
        assert_eq!(
            e.file_for(FilePurpose::ExportMapPng),
            PathBuf::from("/out/map.png")
        );
        assert_eq!(e.step(full, true, false), Next::Nothing, "not started yet");
        assert!(e.pending() && e.exporting());
        assert_eq!(e.step(full, true, true), Next::Nothing, "running");
        let png = |ev: &str| ev == trace::MAP_FULL_DETAIL || ev == trace::MAP_PNG_WRITTEN;
        assert_eq!(
            e.step(png, true, false),
            Next::Start(FilePurpose::ExportReport)
        );
        assert_eq!(e.step(png, true, true), Next::Nothing);
        let all = |ev: &str| png(ev) || ev == trace::REPORT_WRITTEN;
        assert_eq!(e.step(all, true, false), Next::Nothing);
        assert!(!e.pending(), "done");
    }

    #[test]
    fn a_failed_export_ends_the_exports_rather_than_waiting_for_ever() {
        let mut e = exports();
        let full = |ev: &str| ev == trace::MAP_FULL_DETAIL;
        e.step(full, true, false);
        e.step(full, true, true);
        assert_eq!(e.step(full, true, false), Next::Nothing, "ended unwritten");
        assert!(!e.pending());
    }

    #[test]
    fn an_export_goes_through_file_export_to_the_folder_and_leaves_the_rest_to_the_picker() {
        let dir = tempfile::tempdir().unwrap();
        let picker = ScriptedPicker::default();
        let app = UmpireApp::new_for_test(Scenario::new("Exported"), None)
            .with_file_picker(picker.clone());
        let mut h = Harness::builder()
            .with_size([1200.0, 800.0])
            .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app);
        let out = dir.path().join("report.pdf");
        h.state_mut()
            .answer_next(FilePurpose::ExportReport, out.clone(), || {});
        h.state_mut().queue(Command::ExportReport);
        for _ in 0..200 {
            h.run_steps(1);
            if out.exists() && !h.state().is_busy() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let pdf = std::fs::read(&out).expect("the report was written");
        assert!(pdf.starts_with(b"%PDF"), "a PDF");
        assert!(picker.asked().is_empty(), "answered without the picker");
        h.state_mut().queue(Command::ExportReport);
        h.run_steps(2);
        assert_eq!(picker.asked().len(), 1, "the next question is the picker's");
    }
}
