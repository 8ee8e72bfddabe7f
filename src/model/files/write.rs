//! Writing ([`write_file`]): every output (scenario, autosave, PDF, PNG) goes through one path,
//! so that no write can be redirected, truncate a good file or replace something that is not
//! a file:
//! 1. A symbolic link at the target is followed to the file it names, and that file is
//!    replaced: the link keeps pointing at the new contents.
//! 2. An existing target that is not a regular file (a device such as `/dev/full`, a FIFO, a
//!    folder) is refused with a message, and so is a file the user made read-only (no write
//!    bit for anyone), which a rename would otherwise replace without a word, even as root.
//! 3. The bytes go to a new temporary file beside the target, created exclusively under a
//!    random name: `create_new` is `O_CREAT | O_EXCL`, which never follows a symbolic link
//!    (not even a dangling one), so a link planted there makes the creation fail instead of
//!    redirecting the write. The file starts with the target's permissions (a 0600 file stays
//!    0600 and is never readable by others in between), then is written and flushed to disk.
//!    The writer holds an OS lock on it until it is renamed, and its name carries the process
//!    id: the temporary files of writers killed midway are removed by the next write into the
//!    folder ([`leftovers`](super::leftovers)).
//! 4. The temporary file is renamed over the target, and the folder is flushed to disk so that
//!    the rename itself survives a crash. A failure at any step leaves the old file whole and
//!    removes the temporary file.
//!
//! Steps 3 and 4 flush to disk, except for [`write_regenerable_with`]: a large output that
//! is made again from the scenario in a moment (the full-size map PNG) is renamed into place
//! without waiting for the disk, which would cost a sizeable part of its encoding time. The
//! rename still replaces the old file whole; only a crash within the next
//! seconds could leave an empty file, which exporting again mends.
//!
//! Hard links: a file with several names is replaced under the name written to only; the
//! other names keep the old contents (as most editors do). Writing in place instead would keep
//! the link but could leave a half-written file after a crash or a full disk, which is worse.

use super::{folder_of, kind_of, leftovers, refusal};
use crate::i18n::tr;
use std::fs::{self, File, Metadata};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// How many random temporary names are tried before giving up (each clash means another
/// file of that name appeared, which a random name makes all but impossible by chance).
const TEMP_NAME_TRIES: u32 = 16;
/// The most bytes of the target's name kept in the temporary name, so that it stays under
/// the usual 255-byte limit on a file name.
const TEMP_STEM_BYTES: usize = 180;
/// How many symbolic links are followed from a target before giving up (Linux's own limit).
const MAX_LINK_HOPS: u32 = 40;

/// The file a path ends at, following symbolic links at its end (a link to a file that does
/// not exist yet gives the path of that file, which the write then creates).
pub fn resolve_links(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..MAX_LINK_HOPS {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = fs::read_link(&p)?;
                p = if to.is_absolute() {
                    to
                } else {
                    folder_of(&p).join(to)
                };
            }
            _ => return Ok(p),
        }
    }
    Err(refusal(tr!(FilesTooManyLinks, hops = MAX_LINK_HOPS)))
}

/// A new, empty file beside `target`, created exclusively under a random name, with `mode`,
/// and locked (see [`leftovers`]): the lock is held as long as the file is open. The
/// temporary files that writers killed midway left in the folder go first.
fn create_temp_beside(target: &Path, mode: u32) -> io::Result<(File, PathBuf)> {
    let dir = folder_of(target);
    leftovers::sweep(&dir);
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "output".into());
    let mut stem = name.as_str();
    while stem.len() > TEMP_STEM_BYTES {
        let mut end = TEMP_STEM_BYTES;
        while !stem.is_char_boundary(end) {
            end -= 1;
        }
        stem = &stem[..end];
    }
    let mut last = None;
    for _ in 0..TEMP_NAME_TRIES {
        let tmp = dir.join(leftovers::temp_name(
            stem,
            std::process::id(),
            rand::random::<u64>(),
        ));
        match create_exclusively(&tmp, mode) {
            Ok(f) => {
                lock_while_open(&f);
                return Ok((f, tmp));
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other(tr!(FilesNoTemporaryName))))
}

/// Take the OS lock on a file just made, for as long as it is open. A sweep of another
/// process may hold it for a moment (it is looking): this waits for that. Where the file
/// system has no locks, the file goes without: the sweep then goes by its process id.
fn lock_while_open(file: &File) {
    let _ = file.lock();
}

/// `O_CREAT | O_EXCL`: fails on anything already there, a symbolic link included.
pub(crate) fn create_exclusively(path: &Path, mode: u32) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(mode);
    }
    #[cfg(not(unix))]
    let _ = mode;
    options.open(path)
}

/// The permission bits a new file gets: the existing target's, or `new_mode` (less the umask).
#[cfg(unix)]
fn mode_for(existing: Option<&Metadata>, new_mode: u32) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    existing.map_or(new_mode, |m| m.permissions().mode() & 0o777)
}

#[cfg(not(unix))]
fn mode_for(_: Option<&Metadata>, new_mode: u32) -> u32 {
    new_mode
}

/// Give the temporary file the existing target's exact permissions (the umask may have
/// taken bits off at creation) and, where allowed, its group.
fn keep_permissions(file: &File, existing: Option<&Metadata>) -> io::Result<()> {
    let Some(meta) = existing else {
        return Ok(());
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        // Only the owner or root may change the group; a file of another group is still
        // replaced, with the writer's group.
        let _ = std::os::unix::fs::fchown(file, None, Some(meta.gid()));
    }
    file.set_permissions(meta.permissions())
}

/// Flush a folder's entries to disk, so that a rename in it survives a crash. Some file
/// systems cannot; the data itself is already on disk then, so this is not an error.
fn sync_folder(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Refuse an existing target that is not a regular file, or that the user made read-only,
/// before anything is written.
fn existing_target(target: &Path) -> io::Result<Option<Metadata>> {
    match fs::symlink_metadata(target) {
        Ok(m) if m.is_file() && read_only(&m) => {
            Err(refusal(tr!(FilesWriteReadOnly, why = mode_words(&m))))
        }
        Ok(m) if m.is_file() => Ok(Some(m)),
        Ok(m) => Err(refusal(tr!(FilesWriteNotRegular, thing = kind_of(&m)))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Whether the file's own permissions let nobody write to it. Asked of the mode bits, not of
/// the system: root may write anything, and the write replaces the file by a rename, which
/// asks only for the folder's permission; neither says what the user meant by the file.
#[cfg(unix)]
fn read_only(meta: &Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    meta.permissions().mode() & 0o222 == 0
}

#[cfg(not(unix))]
fn read_only(meta: &Metadata) -> bool {
    meta.permissions().readonly()
}

/// The permissions in words, for the refusal.
#[cfg(unix)]
fn mode_words(meta: &Metadata) -> String {
    use std::os::unix::fs::PermissionsExt;
    let mode = format!("{:04o}", meta.permissions().mode() & 0o7777);
    tr!(FilesModeUnix, mode = mode)
}

#[cfg(not(unix))]
fn mode_words(_meta: &Metadata) -> String {
    tr!(FilesModeAttribute)
}

/// Whether [`write_file`] could write to `path`, asked before a long piece of work: an
/// existing target that is not a regular file (after following links) is refused now rather
/// than after the work is done.
pub fn check_target(path: &Path) -> io::Result<()> {
    existing_target(&resolve_links(path)?).map(|_| ())
}

fn fill_synced(file: &File, fill: &mut dyn FnMut(&File) -> io::Result<()>) -> io::Result<()> {
    fill(file)?;
    file.sync_all()
}

/// Whether a write waits for the disk (see the module's notes).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Flush {
    ToDisk,
    Regenerable,
}

/// The steps of the module's notes, with `fill` writing the contents.
fn write_with_mode(
    path: &Path,
    new_mode: u32,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    write_flushing(path, new_mode, Flush::ToDisk, fill)
}

fn write_flushing(
    path: &Path,
    new_mode: u32,
    flush: Flush,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let target = resolve_links(path)?;
    let existing = existing_target(&target)?;
    let (file, tmp) = create_temp_beside(&target, mode_for(existing.as_ref(), new_mode))?;
    // The file stays open, and so locked, until it has its name: a sweep never takes it for
    // a leftover.
    let written = keep_permissions(&file, existing.as_ref())
        .and_then(|()| {
            let mut out = io::BufWriter::new(&file);
            fill(&mut out)?;
            out.flush()
        })
        .and_then(|()| match flush {
            Flush::ToDisk => file.sync_all(),
            Flush::Regenerable => Ok(()),
        })
        .and_then(|()| fs::rename(&tmp, &target));
    match written {
        Ok(()) => {
            if flush == Flush::ToDisk {
                sync_folder(&folder_of(&target));
            }
            Ok(())
        }
        Err(e) => {
            let _ = fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Write `bytes` to `path` whole or not at all (see the module's notes): through a symbolic
/// link to its file, never over something that is not a regular file, keeping the
/// permissions of the file replaced. A new file gets the usual 0666 less the umask.
pub fn write_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_with_mode(path, 0o666, |w| w.write_all(bytes))
}

/// [`write_file`] with the contents written by `fill` as they are made (an encoder), so that
/// a large output is never held in memory whole.
pub fn write_file_with(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    write_with_mode(path, 0o666, fill)
}

/// [`write_file_with`] for an output made again from the scenario in a moment, which is not
/// flushed to disk before it is renamed into place (see the module's notes).
pub fn write_regenerable_with(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    write_flushing(path, 0o666, Flush::Regenerable, fill)
}

/// [`write_file`] for a file only its owner may read when it is new (0600): the autosave,
/// which holds every hidden value.
pub fn write_private_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_with_mode(path, 0o600, |w| w.write_all(bytes))
}

/// Create `path` with `bytes`, never replacing anything: fails with `AlreadyExists` when a
/// file (or link) of that name exists. The file appears whole: the bytes go to a temporary
/// file first, which is then linked under the name. Where the file system has no hard links,
/// the file is created exclusively and written in place (removed again if that fails).
pub fn write_new_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    create_locked(path, bytes).map(drop)
}

/// [`write_new_file`], keeping the file open with an OS lock on it (`flock`), which is held
/// until the returned file is closed, or the process ends however it ends. The file appears
/// under its name already locked (the temporary file is locked before it is linked there):
/// whoever finds the name and can take the lock knows that its maker is gone. Where the file
/// system has no locks, the file is created all the same, without one.
pub fn create_locked(path: &Path, bytes: &[u8]) -> io::Result<File> {
    create_new_with(path, &mut |mut f: &File| f.write_all(bytes))
}

/// [`write_new_file`] with the contents copied from the regular file `from`, of at most
/// `max_bytes` (named `what` in messages), a piece at a time: a map image of hundreds of
/// megabytes is never held in memory.
pub fn copy_to_new_file(from: &Path, to: &Path, max_bytes: u64, what: &str) -> io::Result<()> {
    use std::io::{Read, Seek, SeekFrom};
    let (mut source, _) = super::open_regular(from, max_bytes, what)?;
    // From the start each time: the second attempt (without hard links) copies it again.
    let mut copy = |mut f: &File| {
        source.seek(SeekFrom::Start(0))?;
        io::copy(&mut Read::take(&mut source, max_bytes), &mut f).map(drop)
    };
    create_new_with(to, &mut copy).map(drop)
}

/// Create `path` with what `fill` writes, never replacing anything, locked (see
/// [`create_locked`]).
fn create_new_with(path: &Path, fill: &mut dyn FnMut(&File) -> io::Result<()>) -> io::Result<File> {
    let (file, tmp) = create_temp_beside(path, 0o666)?;
    let linked = fill_synced(&file, fill).and_then(|()| fs::hard_link(&tmp, path));
    let _ = fs::remove_file(&tmp);
    match linked {
        Ok(()) => {
            sync_folder(&folder_of(path));
            Ok(file)
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        Err(_) => {
            let file = create_exclusively(path, 0o666)?;
            lock_while_open(&file);
            match fill_synced(&file, fill) {
                Ok(()) => {
                    sync_folder(&folder_of(path));
                    Ok(file)
                }
                Err(e) => {
                    let _ = fs::remove_file(path);
                    Err(e)
                }
            }
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::{PermissionsExt, symlink};
    use std::time::{Duration, SystemTime};

    fn mode(p: &Path) -> u32 {
        fs::metadata(p).unwrap().permissions().mode() & 0o777
    }

    fn leftovers(dir: &Path) -> Vec<String> {
        fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect()
    }

    #[test]
    fn a_new_file_is_written_whole_and_no_temporary_file_stays() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("s.ron");
        write_file(&p, b"one").unwrap();
        write_file(&p, b"two").unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"two");
        assert!(leftovers(dir.path()).is_empty());
    }

    #[test]
    fn permissions_of_the_replaced_file_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("secret.ron");
        fs::write(&p, b"old").unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(0o600)).unwrap();
        write_file(&p, b"new").unwrap();
        assert_eq!(mode(&p), 0o600);
        fs::set_permissions(&p, fs::Permissions::from_mode(0o664)).unwrap();
        write_file(&p, b"newer").unwrap();
        assert_eq!(mode(&p), 0o664, "bits the umask would take are kept too");
        let private = dir.path().join("autosave.ron");
        write_private_file(&private, b"x").unwrap();
        assert_eq!(mode(&private), 0o600);
    }

    #[test]
    fn a_symbolic_link_is_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.ron");
        fs::write(&real, b"old").unwrap();
        let link = dir.path().join("link.ron");
        symlink("real.ron", &link).unwrap();
        write_file(&link, b"new").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&real).unwrap(), b"new");
        // A dangling link: the file it names is created.
        let dangling = dir.path().join("dangling.ron");
        symlink("made.ron", &dangling).unwrap();
        write_file(&dangling, b"made").unwrap();
        assert_eq!(fs::read(dir.path().join("made.ron")).unwrap(), b"made");
    }

    #[test]
    fn a_hard_link_is_broken_and_the_other_name_keeps_the_old_contents() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.ron");
        let b = dir.path().join("b.ron");
        fs::write(&a, b"old").unwrap();
        fs::hard_link(&a, &b).unwrap();
        write_file(&a, b"new").unwrap();
        assert_eq!(fs::read(&a).unwrap(), b"new");
        assert_eq!(fs::read(&b).unwrap(), b"old");
    }

    #[test]
    fn a_planted_link_at_a_temporary_name_is_never_followed() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        fs::write(&victim, b"precious").unwrap();
        let planted = dir.path().join(".s.ron.tmp");
        symlink(&victim, &planted).unwrap();
        let e = create_exclusively(&planted, 0o666).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read(&victim).unwrap(), b"precious");
    }

    /// The refusal comes from the file's own mode bits: as root (where the tests run) the
    /// system would let the write through, and the rename would replace the file anyway.
    #[test]
    fn a_file_made_read_only_is_refused_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("battle.ron");
        fs::write(&p, b"the umpire's copy").unwrap();
        fs::set_permissions(&p, fs::Permissions::from_mode(0o444)).unwrap();
        let e = write_file(&p, b"over it").unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        assert_eq!(
            e.to_string(),
            "it is read-only (mode 0444: no write permission for anyone); umpire will not \
             replace a file made read-only. Make it writable first, or choose another file"
        );
        assert_eq!(fs::read(&p).unwrap(), b"the umpire's copy");
        assert_eq!(mode(&p), 0o444);
        assert!(check_target(&p).is_err(), "refused before any work too");
        // Through a link, too.
        let link = dir.path().join("link.ron");
        symlink("battle.ron", &link).unwrap();
        assert!(write_file(&link, b"over it").is_err());
        assert!(leftovers(dir.path()).is_empty());
        // Any write bit, even another's, means the user did not forbid it.
        fs::set_permissions(&p, fs::Permissions::from_mode(0o464)).unwrap();
        write_file(&p, b"group may").unwrap();
        assert_eq!(fs::read(&p).unwrap(), b"group may");
    }

    /// A temporary file as a writer named `pid` left it, `age` ago.
    fn left_by(dir: &Path, pid: u32, age: Duration) -> PathBuf {
        let p = dir.join(leftovers::temp_name("s.ron", pid, rand::random()));
        let f = File::create(&p).unwrap();
        f.set_modified(SystemTime::now() - age).unwrap();
        p
    }

    #[test]
    fn the_next_write_removes_the_temporary_files_of_dead_writers_only() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let me = std::process::id();
        let of_the_dead = left_by(d, dead, Duration::ZERO);
        // This process runs: a fresh file without a lock may be one it has just made.
        let just_made = left_by(d, me, Duration::ZERO);
        // An id that runs, but nothing written for long and no lock: a reused id's leftover.
        let long_idle = left_by(d, me, leftovers::UNLOCKED_GRACE * 2);
        // Locked by a writer (another open of the file, as another process would hold it):
        // kept whatever its name says.
        let being_written = left_by(d, dead, leftovers::UNLOCKED_GRACE * 2);
        let writer = File::open(&being_written).unwrap();
        writer.lock().unwrap();
        let not_ours = d.join(".s.ron.tmp");
        fs::write(&not_ours, b"x").unwrap();

        write_file(&d.join("other.ron"), b"x").unwrap();
        assert!(!of_the_dead.exists(), "a dead writer's file is removed");
        assert!(!long_idle.exists(), "an idle unlocked file is removed");
        assert!(just_made.exists(), "a live writer's fresh file is kept");
        assert!(being_written.exists(), "a locked file is kept");
        assert!(not_ours.exists(), "another name is not touched");
        drop(writer);
        write_new_file(&d.join("map.jpg"), b"x").unwrap();
        assert!(!being_written.exists(), "removed once its lock is let go");
        assert!(just_made.exists());
    }

    #[test]
    fn write_new_file_never_replaces() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("map.jpg");
        write_new_file(&p, b"first").unwrap();
        let e = write_new_file(&p, b"second").unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read(&p).unwrap(), b"first");
        assert!(leftovers(dir.path()).is_empty());
    }
}
