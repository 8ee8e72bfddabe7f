//! Autosave: unsaved changes are written to the user's data folder every 30 seconds, so that a
//! crash loses little. The file exists only while there are unsaved changes: a save, a clean
//! document or a clean exit removes it, so finding one at start means umpire did not close
//! cleanly, and the window offers to restore it.

use crate::app::document::Document;
use crate::model::{self, Scenario};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

pub const DEFAULT_INTERVAL: Duration = Duration::from_secs(30);
const SCENARIO_FILE: &str = "autosave.ron";
/// The path of the scenario file the autosave belongs to (empty for a never-saved scenario).
const ORIGIN_FILE: &str = "autosave-origin.txt";

pub struct Autosave {
    dir: PathBuf,
    interval: Duration,
    /// When the last check was made, in egui's time (seconds).
    last_check: Option<f64>,
    /// The document generation last written: an unchanged document is not written again.
    written_generation: Option<u64>,
}

/// An autosave found at start.
#[derive(Clone, Debug, PartialEq)]
pub struct Recovered {
    pub scenario: Scenario,
    /// The file the scenario came from, if it had one.
    pub origin: Option<PathBuf>,
    /// When the autosave was written.
    pub written: Option<SystemTime>,
}

/// What a tick did.
#[derive(Debug, PartialEq, Eq)]
pub enum Tick {
    NotDue,
    Wrote,
    Removed,
    Nothing,
}

impl Autosave {
    pub fn new(dir: impl Into<PathBuf>) -> Autosave {
        Autosave {
            dir: dir.into(),
            interval: DEFAULT_INTERVAL,
            last_check: None,
            written_generation: None,
        }
    }

    /// In the user's data folder (`~/.local/share/umpire` on Linux), where eframe keeps its state.
    pub fn in_user_data_dir() -> Option<Autosave> {
        eframe::storage_dir("umpire").map(Autosave::new)
    }

    pub fn with_interval(mut self, interval: Duration) -> Autosave {
        self.interval = interval;
        self
    }

    pub fn file(&self) -> PathBuf {
        self.dir.join(SCENARIO_FILE)
    }

    fn origin_file(&self) -> PathBuf {
        self.dir.join(ORIGIN_FILE)
    }

    /// Call every frame with egui's time: every `interval` it writes the document when it has
    /// unsaved changes, and removes the autosave when it has none.
    pub fn tick(&mut self, now: f64, doc: &Document) -> io::Result<Tick> {
        let last = *self.last_check.get_or_insert(now);
        if now - last < self.interval.as_secs_f64() {
            return Ok(Tick::NotDue);
        }
        self.last_check = Some(now);
        if doc.is_dirty() {
            if self.written_generation == Some(doc.generation()) && self.file().exists() {
                return Ok(Tick::Nothing);
            }
            self.write(doc.scenario(), doc.path.as_deref())?;
            self.written_generation = Some(doc.generation());
            Ok(Tick::Wrote)
        } else if self.file().exists() {
            self.clear()?;
            self.written_generation = None;
            Ok(Tick::Removed)
        } else {
            Ok(Tick::Nothing)
        }
    }

    /// Seconds until the next tick is due, to ask egui for a repaint then.
    pub fn seconds_until_due(&self, now: f64) -> f64 {
        let last = self.last_check.unwrap_or(now);
        (self.interval.as_secs_f64() - (now - last)).max(0.0)
    }

    pub fn write(&self, scenario: &Scenario, origin: Option<&Path>) -> io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let origin = origin
            .map(|p| {
                std::path::absolute(p)
                    .unwrap_or_else(|_| p.to_path_buf())
                    .to_string_lossy()
                    .into_owned()
            })
            .unwrap_or_default();
        model::write_atomically(&self.origin_file(), origin.as_bytes())?;
        model::save(scenario, &self.file())
    }

    /// The autosave left by a session that did not close cleanly, if any. An autosave that cannot
    /// be read is reported, not offered.
    pub fn pending(&self) -> Result<Option<Recovered>, String> {
        let file = self.file();
        if !file.exists() {
            return Ok(None);
        }
        let (scenario, _problems) = model::load_lenient(&file).map_err(|e| e.to_string())?;
        let origin = std::fs::read_to_string(self.origin_file())
            .ok()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .map(PathBuf::from);
        let written = std::fs::metadata(&file).and_then(|m| m.modified()).ok();
        Ok(Some(Recovered {
            scenario,
            origin,
            written,
        }))
    }

    /// Remove the autosave (after a save, a clean exit, or when the user declines to restore it).
    pub fn clear(&self) -> io::Result<()> {
        for f in [self.file(), self.origin_file()] {
            match std::fs::remove_file(&f) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
                _ => {}
            }
        }
        Ok(())
    }
}

/// "3 minutes ago", for the restore dialog.
pub fn age_text(written: Option<SystemTime>, now: SystemTime) -> String {
    let Some(age) = written.and_then(|w| now.duration_since(w).ok()) else {
        return "at an unknown time".to_string();
    };
    let secs = age.as_secs();
    match secs {
        0..60 => "less than a minute ago".to_string(),
        60..120 => "1 minute ago".to_string(),
        120..3600 => format!("{} minutes ago", secs / 60),
        3600..7200 => "1 hour ago".to_string(),
        7200..86400 => format!("{} hours ago", secs / 3600),
        86400..172800 => "1 day ago".to_string(),
        _ => format!("{} days ago", secs / 86400),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_only_when_dirty_and_due_then_restores() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = Autosave::new(dir.path()).with_interval(Duration::from_secs(30));
        let mut doc = Document::new(Scenario::new("Lobositz"), Some("/g/lobositz.ron".into()));
        assert_eq!(a.tick(0.0, &doc).unwrap(), Tick::NotDue);
        assert_eq!(a.tick(31.0, &doc).unwrap(), Tick::Nothing, "clean: nothing");
        assert!(a.pending().unwrap().is_none());
        doc.edit().title = "Lobositz (revised)".into();
        assert_eq!(a.tick(40.0, &doc).unwrap(), Tick::NotDue);
        assert_eq!(a.tick(61.0, &doc).unwrap(), Tick::Wrote);
        assert_eq!(
            a.tick(92.0, &doc).unwrap(),
            Tick::Nothing,
            "unchanged since the last autosave"
        );
        let r = a.pending().unwrap().expect("an autosave");
        assert_eq!(r.scenario.title, "Lobositz (revised)");
        assert_eq!(r.origin, Some(PathBuf::from("/g/lobositz.ron")));
        doc.mark_saved("/g/lobositz.ron".into());
        assert_eq!(a.tick(123.0, &doc).unwrap(), Tick::Removed);
        assert!(a.pending().unwrap().is_none());
    }

    #[test]
    fn unreadable_autosave_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(SCENARIO_FILE), "version: 1, (").unwrap();
        let err = Autosave::new(dir.path()).pending().unwrap_err();
        assert!(err.contains("autosave.ron:1:"), "{err}");
    }

    #[test]
    fn ages_read_naturally() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(100_000);
        let ago = |s| age_text(Some(now - Duration::from_secs(s)), now);
        assert_eq!(ago(5), "less than a minute ago");
        assert_eq!(ago(60), "1 minute ago");
        assert_eq!(ago(150), "2 minutes ago");
        assert_eq!(ago(7200), "2 hours ago");
        assert_eq!(ago(90_000), "1 day ago");
        assert_eq!(ago(200_000), "2 days ago");
        assert_eq!(age_text(None, now), "at an unknown time");
    }
}
