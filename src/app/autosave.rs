//! Autosave: unsaved changes are written to the user's data folder every 30 seconds, so that a
//! crash loses little.
//!
//! One file: writing, locking, finding orphans and restoring share one locking rule.
//!
//! Each open document has its own autosave, `autosave-<pid>-<n>.ron`, owned through a lock file
//! of the same name (`.lock`) on which the window holds an OS file lock (`flock`, through std's
//! `File::try_lock`: the standard library serves, so no crate is added) for as long as it runs.
//! The lock file appears already locked ([`model::files::create_locked`]), so no other window
//! ever sees it free while its owner lives. Two windows therefore never write, restore or
//! delete each other's autosave. The autosave exists only while there are unsaved changes: a
//! save, a clean document or a clean exit removes it, and a clean exit removes the lock file.
//!
//! An autosave whose lock file is gone or can be locked by another window is an orphan. The
//! kernel drops a lock the instant its process ends however it ends (`kill -9`, a crash, a
//! power cut: no lock survives a reboot), so a dead window's work is offered at once, while its
//! process is still a zombie, and a live process that happens to have the dead window's id
//! (as after a reboot) never hides it. The window offers every orphan for restoring, and
//! restoring one moves it under the window's own lock first (a rename, which only one window
//! can win, made while holding the orphan's lock). A lock file of a dead window with no
//! autosave beside it is removed. Where the file system has no locks (some network file
//! systems), whether the process named in the lock file runs decides instead.
//!
//! One file past the usual length: claiming, writing, offering, adopting and discarding
//! autosaves all turn on the same lock files; a third of it is tests.

use crate::app::document::Document;
use crate::i18n::tr;
use crate::model::files::{create_locked, error_text, leftovers};
use crate::model::{self, Scenario};
use std::fs::{File, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

pub const DEFAULT_INTERVAL: Duration = Duration::from_secs(30);
/// Every autosave's name starts so; the first versions of umpire used `autosave.ron` alone.
const PREFIX: &str = "autosave";
/// The origin file of the first versions' single autosave.
const LEGACY_ORIGIN: &str = "autosave-origin.txt";

pub struct Autosave {
    dir: PathBuf,
    interval: Duration,
    /// `autosave-<pid>-<n>`: the stem of this document's files.
    slot: String,
    /// The lock file, open and locked while this autosave lives (`None` when the folder could
    /// not be written when it was claimed).
    lock: Option<File>,
    /// When the last check was made, in the window's clock (seconds).
    last_check: Option<f64>,
    /// The document generation last written: an unchanged document is not written again.
    written_generation: Option<u64>,
}

/// An autosave left by a window that did not close cleanly.
#[derive(Clone, Debug, PartialEq)]
pub struct Recovered {
    pub scenario: Scenario,
    /// The file the scenario came from, if it had one.
    pub origin: Option<PathBuf>,
    /// When the autosave was written.
    pub written: Option<SystemTime>,
    /// The autosave's name (the stem of its files), to restore or discard it.
    pub slot: String,
}

/// Why an autosave could not be read or taken over.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    /// The autosave is damaged (the message names the file and the place).
    #[error(transparent)]
    Load(#[from] model::FileError),
    #[error("{}", tr!(ShellAutosaveNotOurs, slot = slot.to_string()))]
    HeldByAnother { slot: String },
    /// Another window renamed it away first.
    #[error("{}", tr!(ShellAutosaveTaken))]
    Gone {
        #[source]
        source: io::Error,
    },
    #[error("{}", tr!(ShellAutosaveTakeOver, path = path.display().to_string(), error = error_text(source)))]
    TakeOver {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("{}", tr!(ShellAutosaveRemove, path = dir.display().to_string(), slot = slot.as_str(), error = error_text(source)))]
    Remove {
        dir: PathBuf,
        slot: String,
        #[source]
        source: io::Error,
    },
}

/// What a tick did.
#[derive(Debug, PartialEq, Eq)]
pub enum Tick {
    NotDue,
    Wrote,
    Removed,
    Nothing,
}

/// Whether a window holds the lock at `lock`.
fn lock_is_live(lock: &Path) -> bool {
    take_lock(lock).is_err()
}

/// Another window holds a lock, or whether one does cannot be told (a lock file that cannot
/// be opened is not ours to judge).
struct HeldElsewhere;

/// Take the lock at `lock` for as long as the returned file is open: `Ok(None)` when there is
/// no lock file, which nobody holds then.
fn take_lock(lock: &Path) -> Result<Option<File>, HeldElsewhere> {
    let file = match leftovers::open_for_lock(lock) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(_) => return Err(HeldElsewhere),
    };
    match file.try_lock() {
        Ok(()) => Ok(Some(file)),
        Err(TryLockError::WouldBlock) => Err(HeldElsewhere),
        // No locks on this file system: the process id it names decides.
        Err(TryLockError::Error(_)) => {
            let pid = std::fs::read_to_string(lock)
                .ok()
                .and_then(|t| t.trim().parse::<u32>().ok());
            match pid {
                Some(pid) if pid != std::process::id() && leftovers::process_gone(pid) => {
                    Ok(Some(file))
                }
                _ => Err(HeldElsewhere),
            }
        }
    }
}

impl Autosave {
    /// An autosave in `dir`, claiming a name of its own there at once.
    pub fn new(dir: impl Into<PathBuf>) -> Autosave {
        let dir = dir.into();
        let (slot, lock) = claim_slot(&dir);
        Autosave {
            dir,
            interval: DEFAULT_INTERVAL,
            slot,
            lock,
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

    /// This document's autosave file.
    pub fn file(&self) -> PathBuf {
        self.dir.join(format!("{}.ron", self.slot))
    }

    /// This document's lock file.
    pub fn lock_file(&self) -> PathBuf {
        lock_path(&self.dir, &self.slot)
    }

    fn origin_file(&self) -> PathBuf {
        origin_path(&self.dir, &self.slot)
    }

    /// Call with the window's clock (seconds), as often as it likes: every `interval` it
    /// writes the document when it has unsaved changes, and removes the autosave when it has
    /// none.
    pub fn tick(&mut self, now: f64, doc: &Document) -> io::Result<Tick> {
        let last = *self.last_check.get_or_insert(now);
        if now - last < self.interval.as_secs_f64() {
            return Ok(Tick::NotDue);
        }
        self.last_check = Some(now);
        self.claim_if_unclaimed();
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

    /// Seconds until the next tick is due, to wake the window then.
    pub fn seconds_until_due(&self, now: f64) -> f64 {
        let last = self.last_check.unwrap_or(now);
        (self.interval.as_secs_f64() - (now - last)).max(0.0)
    }

    /// Take a name and its lock when the first attempt could not (the folder was missing then).
    fn claim_if_unclaimed(&mut self) {
        if self.lock.is_none()
            && std::fs::create_dir_all(&self.dir).is_ok()
            && let (slot, Some(lock)) = claim_slot(&self.dir)
        {
            self.slot = slot;
            self.lock = Some(lock);
        }
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
        let text = model::scenario_bytes(scenario)?;
        // The origin rides in the autosave itself, on its first line (a RON comment): one
        // file and one rename, so a crash can never pair a scenario with another's origin.
        let origin = serde_json::to_string(&origin).map_err(io::Error::other)?;
        let text = format!("{ORIGIN_LINE}{origin}\n{text}");
        model::write_private_file(&self.file(), text.as_bytes())
    }

    /// Every autosave in the folder that no running window holds, oldest first. One that
    /// cannot be read is given with the reason.
    pub fn orphans(&self) -> Vec<Result<Recovered, AutosaveError>> {
        self.sweep_stale_locks();
        let Ok(read) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut found: Vec<(Option<SystemTime>, Result<Recovered, AutosaveError>)> = read
            .flatten()
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                let slot = name.strip_suffix(".ron")?.to_string();
                (slot.starts_with(PREFIX) && slot != self.slot).then_some(slot)
            })
            .filter(|slot| !lock_is_live(&lock_path(&self.dir, slot)))
            .map(|slot| {
                let r = read_autosave(&self.dir, &slot);
                let when = r.as_ref().ok().and_then(|r| r.written);
                (when, r)
            })
            .collect();
        found.sort_by_key(|(when, _)| *when);
        found.into_iter().map(|(_, r)| r).collect()
    }

    /// Remove the lock files left by windows that ended without a clean exit and without
    /// unsaved work (no autosave beside the lock): nothing is lost, and the folder stays tidy.
    /// Each is removed while its lock is held here.
    fn sweep_stale_locks(&self) {
        let Ok(read) = std::fs::read_dir(&self.dir) else {
            return;
        };
        for e in read.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let Some(slot) = name.strip_suffix(".lock") else {
                continue;
            };
            let lonely = slot.starts_with(PREFIX)
                && slot != self.slot
                && !self.dir.join(format!("{slot}.ron")).exists();
            if lonely && let Ok(Some(_stale)) = take_lock(&e.path()) {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }

    /// The first orphan, if any (see [`Autosave::orphans`]).
    pub fn pending(&self) -> Result<Option<Recovered>, AutosaveError> {
        self.orphans().into_iter().next().transpose()
    }

    /// Make the orphan `slot` this document's own autosave, and read it. Moving it is one
    /// rename, made while holding the orphan's lock: when two windows restore the same orphan,
    /// one of them gets it and the other is told.
    pub fn adopt(&mut self, slot: &str) -> Result<Recovered, AutosaveError> {
        let held_by_another = || AutosaveError::HeldByAnother {
            slot: slot.to_string(),
        };
        if slot == self.slot {
            return Err(held_by_another());
        }
        let _theirs = take_lock(&lock_path(&self.dir, slot)).map_err(|_| held_by_another())?;
        let theirs = self.dir.join(format!("{slot}.ron"));
        let origin = read_origin(&self.dir, slot);
        std::fs::rename(&theirs, self.file()).map_err(|source| match source.kind() {
            io::ErrorKind::NotFound => AutosaveError::Gone { source },
            _ => AutosaveError::TakeOver {
                path: theirs.clone(),
                source,
            },
        })?;
        let origin_text = origin
            .as_ref()
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_default();
        let _ = model::write_private_file(&self.origin_file(), origin_text.as_bytes());
        remove_files(&self.dir, slot, true).map_err(|source| AutosaveError::Remove {
            dir: self.dir.clone(),
            slot: slot.to_string(),
            source,
        })?;
        self.written_generation = None;
        read_autosave(&self.dir, &self.slot.clone()).map(|mut r| {
            r.origin = origin;
            r
        })
    }

    /// Delete the orphan `slot` (the user declined to restore it), unless a window holds it.
    pub fn discard(&self, slot: &str) -> io::Result<()> {
        if slot == self.slot {
            return Ok(());
        }
        match take_lock(&lock_path(&self.dir, slot)) {
            Ok(_theirs) => remove_files(&self.dir, slot, true),
            Err(HeldElsewhere) => Ok(()),
        }
    }

    /// Remove this document's autosave (after a save, or when it has no unsaved changes).
    /// The lock stays: the name is still this window's.
    pub fn clear(&self) -> io::Result<()> {
        remove_files(&self.dir, &self.slot, false)
    }

    /// A clean exit: the autosave and the lock go.
    pub fn release(&mut self) -> io::Result<()> {
        let cleared = self.clear();
        self.unlock();
        cleared
    }

    /// Remove the lock file, then let go of the lock: no other window ever finds the file
    /// unlocked while this one still means to hold it.
    fn unlock(&mut self) {
        if let Some(lock) = self.lock.take() {
            let _ = std::fs::remove_file(self.lock_file());
            drop(lock);
        }
    }
}

impl Drop for Autosave {
    /// A window that ends without a clean exit (a panic unwinding) leaves its autosave, which
    /// the next start then finds without a lock and offers.
    fn drop(&mut self) {
        self.unlock();
    }
}

fn lock_path(dir: &Path, slot: &str) -> PathBuf {
    dir.join(format!("{slot}.lock"))
}

fn origin_path(dir: &Path, slot: &str) -> PathBuf {
    if slot == PREFIX {
        dir.join(LEGACY_ORIGIN)
    } else {
        dir.join(format!("{slot}.origin.txt"))
    }
}

/// The first free `autosave-<pid>-<n>` in `dir`, its lock file created already locked. The
/// name alone (no lock) when the folder cannot be written now.
fn claim_slot(dir: &Path) -> (String, Option<File>) {
    let pid = std::process::id();
    for n in 0..10_000u32 {
        let slot = format!("{PREFIX}-{pid}-{n}");
        // A name whose autosave is still there (left by a dead process of the same id) is
        // not reused: it waits to be offered.
        if dir.join(format!("{slot}.ron")).exists() {
            continue;
        }
        match create_locked(&lock_path(dir, &slot), pid.to_string().as_bytes()) {
            Ok(lock) => return (slot, Some(lock)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(_) => return (slot, None),
        }
    }
    (format!("{PREFIX}-{pid}-x"), None)
}

/// How an autosave's first line starts when it names the file the scenario came from.
const ORIGIN_LINE: &str = "// origin: ";

/// The origin written on the autosave's first line (a JSON string, empty for none), if any.
fn embedded_origin(file: &Path) -> Option<String> {
    use std::io::{BufRead, Read};
    let (f, _) =
        model::files::open_regular(file, model::limits::MAX_FILE_BYTES, &tr!(ShellAutosaves))
            .ok()?;
    let mut line = String::new();
    std::io::BufReader::new(f.take(64 * 1024))
        .read_line(&mut line)
        .ok()?;
    serde_json::from_str(line.strip_prefix(ORIGIN_LINE)?.trim_end()).ok()
}

fn read_origin(dir: &Path, slot: &str) -> Option<PathBuf> {
    // Autosaves of earlier versions kept the origin in a file of its own.
    embedded_origin(&dir.join(format!("{slot}.ron")))
        .or_else(|| std::fs::read_to_string(origin_path(dir, slot)).ok())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .map(PathBuf::from)
}

fn read_autosave(dir: &Path, slot: &str) -> Result<Recovered, AutosaveError> {
    let file = dir.join(format!("{slot}.ron"));
    let (scenario, _problems) = model::load_lenient(&file, &crate::systems::ids())?;
    let written = std::fs::metadata(&file).and_then(|m| m.modified()).ok();
    Ok(Recovered {
        scenario,
        origin: read_origin(dir, slot),
        written,
        slot: slot.to_string(),
    })
}

/// Remove an autosave's files; its lock too when `with_lock`.
fn remove_files(dir: &Path, slot: &str, with_lock: bool) -> io::Result<()> {
    let mut files = vec![dir.join(format!("{slot}.ron")), origin_path(dir, slot)];
    if with_lock {
        files.push(lock_path(dir, slot));
    }
    for f in files {
        match std::fs::remove_file(&f) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
    }
    Ok(())
}

/// "3 minutes ago", for the restore dialog.
pub fn age_text(written: Option<SystemTime>, now: SystemTime) -> String {
    let Some(age) = written.and_then(|w| now.duration_since(w).ok()) else {
        return tr!(ShellAgeUnknown);
    };
    let secs = age.as_secs();
    match secs {
        0..60 => tr!(ShellAgeSeconds),
        60..3600 => tr!(ShellAgeMinutes, count = secs / 60),
        3600..86400 => tr!(ShellAgeHours, count = secs / 3600),
        _ => tr!(ShellAgeDays, count = secs / 86400),
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
        assert!(!a.file().exists());
        doc.edit().title = "Lobositz (revised)".into();
        assert_eq!(a.tick(40.0, &doc).unwrap(), Tick::NotDue);
        assert_eq!(a.tick(61.0, &doc).unwrap(), Tick::Wrote);
        assert_eq!(
            a.tick(92.0, &doc).unwrap(),
            Tick::Nothing,
            "unchanged since the last autosave"
        );
        // While this autosave lives, another one in the folder does not see it as an orphan.
        let other = Autosave::new(dir.path());
        assert!(
            other.orphans().is_empty(),
            "a live autosave is nobody's orphan"
        );
        doc.mark_saved("/g/lobositz.ron".into());
        assert_eq!(a.tick(123.0, &doc).unwrap(), Tick::Removed);
        assert!(!a.file().exists());
        assert!(
            a.lock_file().exists(),
            "the name stays claimed until a clean exit"
        );
    }

    #[test]
    fn two_autosaves_in_one_folder_have_their_own_files_and_locks() {
        let dir = tempfile::tempdir().unwrap();
        let a = Autosave::new(dir.path());
        let b = Autosave::new(dir.path());
        assert_ne!(a.file(), b.file());
        assert!(a.lock_file().exists() && b.lock_file().exists());
        a.write(&Scenario::new("one"), None).unwrap();
        b.write(&Scenario::new("two"), None).unwrap();
        b.clear().unwrap();
        assert!(a.file().exists(), "clearing one leaves the other alone");
        assert!(b.discard(&a.slot).is_ok());
        assert!(
            a.file().exists(),
            "a live autosave cannot be discarded by another"
        );
    }

    #[test]
    fn an_autosave_whose_window_crashed_is_offered_and_adopted_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut crashed = Autosave::new(dir.path());
        crashed
            .write(&Scenario::new("Kolin"), Some(Path::new("/g/kolin.ron")))
            .unwrap();
        let crashed_file = crashed.file();
        // A crash: the process's files are closed, and with them its lock; the lock file stays.
        drop(crashed.lock.take());
        assert!(crashed.lock_file().exists());
        drop(crashed);

        // A window that crashed with nothing unsaved left only its lock file: it is swept away.
        let stray = dir.path().join("autosave-1-7.lock");
        std::fs::write(&stray, "1").unwrap();

        let mut a = Autosave::new(dir.path());
        let mut b = Autosave::new(dir.path());
        let offered = a.orphans();
        assert!(
            !stray.exists(),
            "a lock without an autosave, of a dead window, is removed"
        );
        assert_eq!(offered.len(), 1);
        let slot = offered[0].as_ref().unwrap().slot.clone();
        assert_eq!(b.orphans().len(), 1, "offered to every window");
        let r = a.adopt(&slot).unwrap();
        assert_eq!(r.scenario.title, "Kolin");
        assert_eq!(r.origin, Some(PathBuf::from("/g/kolin.ron")));
        assert!(!crashed_file.exists());
        assert!(a.file().exists(), "now this window's autosave");
        let e = b.adopt(&slot).unwrap_err();
        assert!(matches!(e, AutosaveError::Gone { .. }), "{e:?}");
        assert!(e.to_string().contains("restored or discarded"), "{e}");
        assert!(b.orphans().is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn a_lock_file_naming_a_running_process_hides_nothing_unless_it_is_locked() {
        let dir = tempfile::tempdir().unwrap();
        // As after a reboot: the lock file names a process id that runs again (here the
        // process that started the tests), but nobody holds its lock.
        let slot = "autosave-1-0";
        model::save(
            &Scenario::new("Zorndorf"),
            &dir.path().join(format!("{slot}.ron")),
        )
        .unwrap();
        let lock = lock_path(dir.path(), slot);
        let running = std::os::unix::process::parent_id();
        assert!(!leftovers::process_gone(running));
        std::fs::write(&lock, running.to_string()).unwrap();
        let a = Autosave::new(dir.path());
        let offered = a.orphans();
        assert_eq!(offered.len(), 1, "a running id hides nothing");
        assert_eq!(offered[0].as_ref().unwrap().scenario.title, "Zorndorf");
        // Locked by someone (another open of the file, as another window holds it): hidden.
        let holder = std::fs::File::open(&lock).unwrap();
        holder.try_lock().unwrap();
        assert!(a.orphans().is_empty(), "a held lock hides its autosave");
        assert!(a.discard(slot).is_ok());
        assert!(
            dir.path().join(format!("{slot}.ron")).exists(),
            "a held autosave is not discarded"
        );
        drop(holder);
        assert_eq!(
            a.orphans().len(),
            1,
            "offered again once the lock is let go"
        );
    }

    #[test]
    fn the_first_versions_single_autosave_is_offered() {
        let dir = tempfile::tempdir().unwrap();
        model::save(&Scenario::new("Old"), &dir.path().join("autosave.ron")).unwrap();
        std::fs::write(dir.path().join(LEGACY_ORIGIN), "/g/old.ron").unwrap();
        let a = Autosave::new(dir.path());
        let r = a.pending().unwrap().expect("offered");
        assert_eq!(r.scenario.title, "Old");
        assert_eq!(r.origin, Some(PathBuf::from("/g/old.ron")));
    }

    #[test]
    fn unreadable_autosave_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("autosave.ron"), "version: 1, (").unwrap();
        let err = Autosave::new(dir.path()).pending().unwrap_err();
        assert!(matches!(err, AutosaveError::Load(_)), "{err:?}");
        assert!(err.to_string().contains("autosave.ron:1:"), "{err}");
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
