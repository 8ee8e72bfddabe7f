//! Writing ([`write_file`]): every output (scenario, autosave, PDF, PNG) goes through one path,
//! so that no write can be redirected, truncate a good file or replace something that is not
//! a file:
//! 1. A symbolic link at the target is followed to the file it names, and that file is
//!    replaced: the link keeps pointing at the new contents.
//! 2. An existing target that is not a regular file (a device such as `/dev/full`, a FIFO, a
//!    folder) is refused with a message.
//! 3. The bytes go to a new temporary file beside the target, created exclusively under a
//!    random name: `create_new` is `O_CREAT | O_EXCL`, which never follows a symbolic link
//!    (not even a dangling one), so a link planted there makes the creation fail instead of
//!    redirecting the write. The file starts with the target's permissions (a 0600 file stays
//!    0600 and is never readable by others in between), then is written and flushed to disk.
//! 4. The temporary file is renamed over the target, and the folder is flushed to disk so that
//!    the rename itself survives a crash. A failure at any step leaves the old file whole and
//!    removes the temporary file.
//!
//! Steps 3 and 4 flush to disk, except for [`write_regenerable_with`]: a large output that
//! is made again from the scenario in a moment (the full-size map PNG) is renamed into place
//! without waiting for the disk, which took 120-150 ms of a 65 MB PNG here, a third of its
//! encoding. The rename still replaces the old file whole; only a crash within the next
//! seconds could leave an empty file, which exporting again mends.
//!
//! Hard links: a file with several names is replaced under the name written to only; the
//! other names keep the old contents (as most editors do). Writing in place instead would keep
//! the link but could leave a half-written file after a crash or a full disk, which is worse.

use super::{folder_of, kind_of, refusal};
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
    Err(refusal(format!(
        "more than {MAX_LINK_HOPS} symbolic links lead from it; umpire does not follow them"
    )))
}

/// A new, empty file beside `target`, created exclusively under a random name, with `mode`.
fn create_temp_beside(target: &Path, mode: u32) -> io::Result<(File, PathBuf)> {
    let dir = folder_of(target);
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
        let tmp = dir.join(format!(
            ".{stem}.{}-{:016x}.tmp",
            std::process::id(),
            rand::random::<u64>()
        ));
        match create_exclusively(&tmp, mode) {
            Ok(f) => return Ok((f, tmp)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no free temporary name")))
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

/// Refuse an existing target that is not a regular file, before anything is written.
fn existing_target(target: &Path) -> io::Result<Option<Metadata>> {
    match fs::symlink_metadata(target) {
        Ok(m) if m.is_file() => Ok(Some(m)),
        Ok(m) => Err(refusal(format!(
            "it is {}, not a regular file; umpire writes only regular files and will not \
             replace it",
            kind_of(&m)
        ))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Whether [`write_file`] could write to `path`, asked before a long piece of work: an
/// existing target that is not a regular file (after following links) is refused now rather
/// than after the work is done.
pub fn check_target(path: &Path) -> io::Result<()> {
    existing_target(&resolve_links(path)?).map(|_| ())
}

fn write_synced(mut file: File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)?;
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
    let written = keep_permissions(&file, existing.as_ref())
        .and_then(|()| {
            let mut out = io::BufWriter::new(file);
            fill(&mut out)?;
            out.into_inner().map_err(io::IntoInnerError::into_error)
        })
        .and_then(|f| match flush {
            Flush::ToDisk => f.sync_all(),
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
    let (file, tmp) = create_temp_beside(path, 0o666)?;
    let linked = write_synced(file, bytes).and_then(|()| fs::hard_link(&tmp, path));
    let _ = fs::remove_file(&tmp);
    match linked {
        Ok(()) => {
            sync_folder(&folder_of(path));
            Ok(())
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        Err(_) => {
            let file = create_exclusively(path, 0o666)?;
            let written = write_synced(file, bytes);
            if written.is_err() {
                let _ = fs::remove_file(path);
            } else {
                sync_folder(&folder_of(path));
            }
            written
        }
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::{PermissionsExt, symlink};

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
