//! The recorder behind [`crate::app::trace`]'s milestones. `UMPIRE_TRACE=FILE`: the window appends one JSON line per milestone,
//! `{"event": NAME, "ms": MILLISECONDS_SINCE_START}`, so that what the user waits for (the first
//! frame, the map's overview, its full detail, a written report) is measured in the real program
//! rather than in a benchmark that skips the frames in between. `tests/benches/window_trace.sh`
//! reads it.
//!
//! Milestones are written once per process: the first time is the one the user waits for.
//!
//! A later open in a running window is traced too (`UMPIRE_TRACE_REOPEN=1`, see
//! `measure::reopen`): once the first map is in full detail, the window opens the same
//! scenario again through File → Open and [`begin_reopen`] marks the moment its answer came.
//! From then on the map's own calls of [`once`] (which stay as they are) also write their
//! `reopen_` twins, each once: window creation, which a first open from the command line
//! waits for, is then behind, and what is left is what the map itself costs.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

pub use crate::app::trace::*;

/// The environment variable naming the file to append to.
pub const ENV_VAR: &str = "UMPIRE_TRACE";

/// The environment variable asking for the window's exports to be traced (a folder to write
/// them to; see `measure::exports`).
pub const EXPORTS_VAR: &str = "UMPIRE_TRACE_EXPORTS";

/// The environment variable asking for a reopen (any value but empty or `0`).
pub const REOPEN_VAR: &str = "UMPIRE_TRACE_REOPEN";
/// The reopen's File → Open was answered with the scenario: the time the reopen counts from.
pub const REOPEN_REQUESTED: &str = "reopen_requested";
/// Written with [`REOPEN_REQUESTED`], with `"kb"`: the process's peak resident memory until
/// then (Linux's `VmHWM`), the first open's, since the reopen's own adds to what the process
/// peaks at.
pub const PEAK_MEMORY_BEFORE_REOPEN: &str = "peak_memory_before_reopen";
/// The twins of the map's milestones, written for the reopen (see [`reopen_twin`]).
pub const REOPEN_MAP_REQUESTED: &str = "reopen_map_requested";
pub const REOPEN_OVERVIEW_DECODED: &str = "reopen_overview_decoded";
pub const REOPEN_OVERVIEW_SHOWN: &str = "reopen_overview_shown";
pub const REOPEN_DECODED: &str = "reopen_decoded";
pub const REOPEN_FULL_DETAIL: &str = "reopen_full_detail";

/// The name a map milestone is also written under once a reopen has begun.
pub fn reopen_twin(event: &str) -> Option<&'static str> {
    Some(match event {
        MAP_OPEN_REQUESTED => REOPEN_MAP_REQUESTED,
        MAP_OVERVIEW_DECODED => REOPEN_OVERVIEW_DECODED,
        MAP_OVERVIEW_SHOWN => REOPEN_OVERVIEW_SHOWN,
        MAP_DECODED => REOPEN_DECODED,
        MAP_FULL_DETAIL => REOPEN_FULL_DETAIL,
        _ => return None,
    })
}

static START: OnceLock<Instant> = OnceLock::new();
static SINK: OnceLock<Option<Sink>> = OnceLock::new();

struct Sink {
    path: PathBuf,
    written: Mutex<Milestones>,
}

/// The milestones written so far, and whether a reopen has begun.
#[derive(Default)]
struct Milestones {
    written: HashSet<&'static str>,
    reopened: bool,
}

impl Milestones {
    /// The names to write for `event` now: none, it, its reopen twin or both, each the first
    /// time only.
    fn record(&mut self, event: &'static str) -> Vec<&'static str> {
        let twin = reopen_twin(event).filter(|_| self.reopened);
        [Some(event), twin]
            .into_iter()
            .flatten()
            .filter(|name| self.written.insert(name))
            .collect()
    }

    /// From now on the map's milestones have their reopen twins; `REOPEN_REQUESTED` is due
    /// (the first time only).
    fn begin_reopen(&mut self) -> Vec<&'static str> {
        self.reopened = true;
        self.record(REOPEN_REQUESTED)
    }
}

/// Fix the time the trace counts from. Call as early as possible; later calls change nothing.
pub fn start() {
    START.get_or_init(Instant::now);
}

/// Milliseconds since [`start`] (which this calls when nobody did).
fn elapsed_ms() -> f64 {
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn sink() -> Option<&'static Sink> {
    SINK.get_or_init(|| {
        let path = std::env::var_os(ENV_VAR).filter(|v| !v.is_empty())?;
        Some(Sink {
            path: PathBuf::from(path),
            written: Mutex::new(Milestones::default()),
        })
    })
    .as_ref()
}

/// Record `event` the first time it happens, when tracing is on (and, after
/// [`begin_reopen`], its reopen twin the first time). Cheap when it is off or the event is
/// written already, so it can be called every frame.
pub fn once(event: &'static str) {
    write_from(|m| m.record(event));
}

/// A reopen's File → Open was answered: write [`REOPEN_REQUESTED`], and from now on the map's
/// milestones also under their reopen names.
pub fn begin_reopen() {
    if write_from(Milestones::begin_reopen)
        && let Some(sink) = sink()
        && let Some(kb) = peak_memory_kb()
    {
        let mut value = line_value(PEAK_MEMORY_BEFORE_REOPEN, elapsed_ms());
        value["kb"] = kb.into();
        report_failure(&sink.path, append_value(&sink.path, &value));
    }
}

/// The process's peak resident memory so far, in KiB, where Linux tells it.
fn peak_memory_kb() -> Option<u64> {
    status_kb("VmHWM:")
}

/// A line of Linux's `/proc/self/status`, in KiB.
fn status_kb(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Start the process's peak resident memory afresh from what it holds now (Linux's
/// `clear_refs`), so that the peak an export ends with is its own. Only for a traced run:
/// the peak GNU time reports for the process is lost with it.
pub fn reset_peak_memory() {
    if enabled() {
        let _ = std::fs::write("/proc/self/clear_refs", "5");
    }
}

/// An export's thread started: `event` (the first time), with the memory the process holds
/// (`kb`).
pub fn export_began(event: &'static str) {
    once_with(event, "kb", status_kb("VmRSS:"));
}

/// An export's file was written: `event` (the first time), with the peak resident memory
/// (`peak_kb`: since [`reset_peak_memory`] when the trace asked for the exports, else the
/// process's).
pub fn export_ended(event: &'static str) {
    once_with(event, "peak_kb", peak_memory_kb());
}

/// [`once`], with `field` set to `value` on the line when there is one.
fn once_with(event: &'static str, field: &str, value: Option<u64>) {
    write_with(|m| m.record(event), value.map(|v| (field, v)));
}

/// Whether `event` has been written (false when tracing is off).
pub fn reached(event: &str) -> bool {
    sink().is_some_and(|s| s.written.lock().is_ok_and(|m| m.written.contains(event)))
}

/// Whether tracing is on.
pub fn enabled() -> bool {
    sink().is_some()
}

/// Write the milestones `due` says are due; true when there were any.
fn write_from(due: impl FnOnce(&mut Milestones) -> Vec<&'static str>) -> bool {
    write_with(due, None)
}

/// [`write_from`], with `extra` (a field and its value) on every line written.
fn write_with(
    due: impl FnOnce(&mut Milestones) -> Vec<&'static str>,
    extra: Option<(&str, u64)>,
) -> bool {
    let Some(sink) = sink() else {
        return false;
    };
    let names = sink
        .written
        .lock()
        .map(|mut m| due(&mut m))
        .unwrap_or_default();
    if names.is_empty() {
        return false;
    }
    let ms = elapsed_ms();
    for name in names {
        let mut line = line_value(name, ms);
        if let Some((field, value)) = extra {
            line[field] = value.into();
        }
        report_failure(&sink.path, append_value(&sink.path, &line));
    }
    true
}

fn report_failure(path: &Path, written: std::io::Result<()>) {
    if let Err(e) = written {
        // A trace is a measurement aid: losing it must not stop the window.
        eprintln!("umpire: cannot write the trace {}: {e}", path.display());
    }
}

fn line_value(event: &str, ms: f64) -> serde_json::Value {
    let ms = (ms * 10.0).round() / 10.0;
    serde_json::json!({ "event": event, "ms": ms })
}

/// Append one line to `path` with a single write, so that lines of several processes tracing
/// to the same file do not interleave.
fn append_value(path: &Path, value: &serde_json::Value) -> std::io::Result<()> {
    let text = format!("{value}\n");
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?
        .write_all(text.as_bytes())
}

/// One frame drawn while tracing tabs (see `measure::tour`): `{"event": "frame", "tab": TAB,
/// "ms": …, "took_ms": …, "wall_ms": …, "passes": …, "frame_ms": …}`. `took_ms` is the CPU
/// time of the app's own update (its `ui` calls of that frame: layout and every panel's work,
/// not painting), on the window's thread, so other processes on a busy machine do not inflate
/// it; `wall_ms` the same update by the wall clock; `passes` egui's passes in it (a pass whose
/// output a new widget asked to discard runs the whole update again); `frame_ms`, when eframe
/// knows it, its whole frame by the wall clock, tessellation and painting (llvmpipe's, under
/// Xvfb) included. Written every frame.
pub fn frame(tab: &str, took_ms: f64, wall_ms: f64, passes: u32, frame_ms: Option<f64>) {
    let Some(sink) = sink() else {
        return;
    };
    let micro = |ms: f64| (ms * 1000.0).round() / 1000.0;
    let mut line = serde_json::json!({
        "event": "frame",
        "tab": tab,
        "ms": micro(elapsed_ms()),
        "took_ms": micro(took_ms),
        "wall_ms": micro(wall_ms),
        "passes": passes,
    });
    if let Some(frame_ms) = frame_ms {
        line["frame_ms"] = micro(frame_ms).into();
    }
    report_failure(&sink.path, append_value(&sink.path, &line));
}

/// `{"event": "map_upload", "ms": …, "create_ms": …, "upload_ms": …, "wait_ms": …,
/// "created": N, "reused": N, "bands_left": N, "tiles_done": N}`, written for each frame that
/// worked on the map's GL tiles, so that a slow load shows where the window's thread went.
pub fn map_upload(work: MapUpload) {
    let Some(sink) = sink() else {
        return;
    };
    let micro = |ms: f64| (ms * 1000.0).round() / 1000.0;
    let line = serde_json::json!({
        "event": "map_upload",
        "ms": micro(elapsed_ms()),
        "create_ms": micro(work.create_ms),
        "upload_ms": micro(work.upload_ms),
        "wait_ms": micro(work.wait_ms),
        "created": work.created,
        "reused": work.reused,
        "bands_left": work.bands_left,
        "tiles_done": work.tiles_done,
    });
    report_failure(&sink.path, append_value(&sink.path, &line));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn append(path: &Path, event: &str, ms: f64) -> std::io::Result<()> {
        append_value(path, &line_value(event, ms))
    }

    #[test]
    fn lines_are_json_and_appended_after_what_the_file_holds() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("trace.jsonl");
        std::fs::write(&path, "{\"event\":\"earlier\",\"ms\":1.0}\n").unwrap();
        append(&path, FIRST_FRAME, 12.345).unwrap();
        append(&path, "a \"quoted\" name", 2500.0).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert_eq!(lines[0]["event"], "earlier");
        assert_eq!(lines[1]["event"], "first_frame");
        assert_eq!(lines[1]["ms"].as_f64(), Some(12.3));
        assert_eq!(lines[2]["event"], "a \"quoted\" name");
        assert_eq!(lines[2]["ms"].as_f64(), Some(2500.0));
        assert!(text.ends_with('\n'));
    }

    #[test]
    fn after_a_reopen_the_map_milestones_are_written_again_under_their_reopen_names() {
        let mut m = Milestones::default();
        assert_eq!(m.record(MAP_OVERVIEW_SHOWN), [MAP_OVERVIEW_SHOWN]);
        assert_eq!(m.record(MAP_OVERVIEW_SHOWN), [] as [&str; 0], "once only");
        assert_eq!(m.record(FIRST_FRAME), [FIRST_FRAME]);
        assert_eq!(m.begin_reopen(), [REOPEN_REQUESTED]);
        assert_eq!(m.record(MAP_OVERVIEW_SHOWN), [REOPEN_OVERVIEW_SHOWN]);
        assert_eq!(m.record(MAP_OVERVIEW_SHOWN), [] as [&str; 0]);
        assert_eq!(
            m.record(MAP_FULL_DETAIL),
            [MAP_FULL_DETAIL, REOPEN_FULL_DETAIL],
            "a first that comes only now is written under both names"
        );
        assert_eq!(
            m.record(REPORT_WRITTEN),
            [REPORT_WRITTEN],
            "not a map milestone"
        );
        assert_eq!(m.begin_reopen(), [] as [&str; 0], "one reopen per process");
    }

    #[test]
    fn every_map_milestone_has_its_own_reopen_twin() {
        let map = [
            MAP_OPEN_REQUESTED,
            MAP_OVERVIEW_DECODED,
            MAP_OVERVIEW_SHOWN,
            MAP_DECODED,
            MAP_FULL_DETAIL,
        ];
        let twins: HashSet<&str> = map.iter().filter_map(|e| reopen_twin(e)).collect();
        assert_eq!(twins.len(), map.len());
        assert!(twins.iter().all(|t| t.starts_with("reopen_")));
        assert_eq!(reopen_twin(FIRST_FRAME), None);
        assert_eq!(reopen_twin(REOPEN_FULL_DETAIL), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn linux_tells_the_peak_memory() {
        let kb = peak_memory_kb().expect("VmHWM in /proc/self/status");
        assert!(kb > 100, "{kb} KiB");
    }

    #[test]
    fn time_counts_up_from_the_start() {
        start();
        let a = elapsed_ms();
        let b = elapsed_ms();
        assert!(a >= 0.0 && b >= a, "{a} {b}");
    }
}
