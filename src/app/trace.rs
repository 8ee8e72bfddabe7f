//! `UMPIRE_TRACE=FILE`: the window appends one JSON line per milestone,
//! `{"event": NAME, "ms": MILLISECONDS_SINCE_START}`, so that what the user waits for (the first
//! frame, the map's overview, its full detail, a written report) is measured in the real program
//! rather than in a benchmark that skips the frames in between. `benches/window_trace.sh` reads it.
//!
//! Milestones are written once per process: the first time is the one the user waits for.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// The environment variable naming the file to append to.
pub const ENV_VAR: &str = "UMPIRE_TRACE";

/// The window appeared with its first frame drawn.
pub const FIRST_FRAME: &str = "first_frame";
/// The map image was asked for: when a scenario given on the command line is opened (before
/// the window is created), else when the window starts reading it.
pub const MAP_OPEN_REQUESTED: &str = "map_open_requested";
/// The first frame in which the whole visible map is drawn, at any resolution.
pub const MAP_OVERVIEW_SHOWN: &str = "map_overview_shown";
/// The first frame in which every tile the view covers is drawn from its full-resolution texture.
pub const MAP_FULL_DETAIL: &str = "map_full_detail";
/// Where the time goes in between: the map's overview decoded on its worker (reported whether
/// or not the file allows an early overview), and the full decode finished.
pub const MAP_OVERVIEW_DECODED: &str = "map_overview_decoded";
pub const MAP_DECODED: &str = "map_decoded";
/// A PDF report made from the window was written.
pub const REPORT_WRITTEN: &str = "report_written";

static START: OnceLock<Instant> = OnceLock::new();
static SINK: OnceLock<Option<Sink>> = OnceLock::new();

struct Sink {
    path: PathBuf,
    written: Mutex<HashSet<&'static str>>,
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
            written: Mutex::new(HashSet::new()),
        })
    })
    .as_ref()
}

/// Record `event` the first time it happens, when tracing is on. Cheap when it is off or the
/// event is written already, so it can be called every frame.
pub fn once(event: &'static str) {
    let Some(sink) = sink() else {
        return;
    };
    let first = sink
        .written
        .lock()
        .map(|mut w| w.insert(event))
        .unwrap_or(false);
    if first && let Err(e) = append(&sink.path, event, elapsed_ms()) {
        // A trace is a measurement aid: losing it must not stop the window.
        eprintln!(
            "umpire: cannot write the trace {}: {e}",
            sink.path.display()
        );
    }
}

/// One trace line, without its newline.
pub fn line(event: &str, ms: f64) -> String {
    let ms = (ms * 10.0).round() / 10.0;
    serde_json::json!({ "event": event, "ms": ms }).to_string()
}

/// Append one line to `path` with a single write, so that lines of several processes tracing
/// to the same file do not interleave.
pub fn append(path: &Path, event: &str, ms: f64) -> std::io::Result<()> {
    let mut text = line(event, ms);
    text.push('\n');
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?
        .write_all(text.as_bytes())
}

/// One frame drawn while tracing tabs (see `app::shell::tour`): `{"event": "frame", "tab": TAB,
/// "ms": …, "took_ms": …, "wall_ms": …, "frame_ms": …}`. `took_ms` is the CPU time of the app's
/// own update (its `ui` calls of that frame: layout and every panel's work, not painting), on
/// the window's thread, so other processes on a busy machine do not inflate it; `wall_ms` the
/// same update by the wall clock; `frame_ms`, when eframe knows it, its whole frame by the wall
/// clock, tessellation and painting (llvmpipe's, under Xvfb) included. Written every frame.
pub fn frame(tab: &str, took_ms: f64, wall_ms: f64, frame_ms: Option<f64>) {
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
    });
    if let Some(frame_ms) = frame_ms {
        line["frame_ms"] = micro(frame_ms).into();
    }
    let text = format!("{line}\n");
    let written = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&sink.path)
        .and_then(|mut f| f.write_all(text.as_bytes()));
    if let Err(e) = written {
        eprintln!(
            "umpire: cannot write the trace {}: {e}",
            sink.path.display()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn time_counts_up_from_the_start() {
        start();
        let a = elapsed_ms();
        let b = elapsed_ms();
        assert!(a >= 0.0 && b >= a, "{a} {b}");
    }
}
