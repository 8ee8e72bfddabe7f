//! The one way umpire reads an input file and writes an output file.
//!
//! Reading: only a regular file is read (a FIFO would block for ever, `/dev/zero` would never
//! end), and only after its size is known to be within the caller's limit.
//!
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
//! Hard links: a file with several names is replaced under the name written to only; the
//! other names keep the old contents (as most editors do). Writing in place instead would keep
//! the link but could leave a half-written file after a crash or a full disk, which is worse.

use std::fs::{self, File, Metadata};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// How many random temporary names are tried before giving up (each clash means another
/// file of that name appeared, which a random name makes all but impossible by chance).
const TEMP_NAME_TRIES: u32 = 16;
/// The most bytes of the target's name kept in the temporary name, so that it stays under
/// the usual 255-byte limit on a file name.
const TEMP_STEM_BYTES: usize = 180;
/// How many symbolic links are followed from a target before giving up (Linux's own limit).
const MAX_LINK_HOPS: u32 = 40;

fn refusal(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}

/// What a file that is not a regular file is, in words.
fn kind_of(meta: &Metadata) -> &'static str {
    let t = meta.file_type();
    if t.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// Bytes in words: "16 MiB", "1.5 GiB", "629 bytes".
pub fn size_text(bytes: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    const GIB: u64 = 1024 * MIB;
    match bytes {
        b if b >= GIB => format!("{:.1} GiB", b as f64 / GIB as f64),
        b if b >= MIB && b % MIB == 0 => format!("{} MiB", b / MIB),
        b if b >= MIB => format!("{:.1} MiB", b as f64 / MIB as f64),
        b if b >= 1024 => format!("{:.1} KiB", b as f64 / 1024.0),
        b => format!("{b} bytes"),
    }
}

fn check_readable(meta: &Metadata, max_bytes: u64, what: &str) -> io::Result<()> {
    if !meta.is_file() {
        return Err(refusal(format!(
            "it is {}, not a regular file; umpire reads {what} only from regular files",
            kind_of(meta)
        )));
    }
    if meta.len() > max_bytes {
        return Err(refusal(format!(
            "it is {}; umpire reads {what} up to {}",
            size_text(meta.len()),
            size_text(max_bytes)
        )));
    }
    Ok(())
}

/// Open a regular file of at most `max_bytes` for reading, and give its length. `what` names
/// the kind of file in messages ("scenario files", "map images").
pub fn open_regular(path: &Path, max_bytes: u64, what: &str) -> io::Result<(File, u64)> {
    // Looked at before opening, so that a FIFO is never opened, then again through the open
    // file, in case the name was swapped meanwhile.
    check_readable(&fs::metadata(path)?, max_bytes, what)?;
    let mut options = fs::OpenOptions::new();
    options.read(true);
    // Non-blocking: a FIFO swapped in between the check and the open (a race) must not make
    // the open wait for a writer.
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let meta = file.metadata()?;
    check_readable(&meta, max_bytes, what)?;
    Ok((file, meta.len()))
}

/// Read a whole regular file of at most `max_bytes`.
pub fn read_regular(path: &Path, max_bytes: u64, what: &str) -> io::Result<Vec<u8>> {
    let (file, len) = open_regular(path, max_bytes, what)?;
    let mut bytes = Vec::with_capacity(len as usize);
    // A file that grows while it is read is still cut at the limit.
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max_bytes {
        return Err(refusal(format!(
            "it grew beyond {} while being read; umpire reads {what} up to that",
            size_text(max_bytes)
        )));
    }
    Ok(bytes)
}

/// Read standard input (or any stream) up to `max_bytes`.
pub fn read_stream(r: impl Read, max_bytes: u64, what: &str) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    r.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max_bytes {
        return Err(refusal(format!(
            "more than {}; umpire reads {what} up to that",
            size_text(max_bytes)
        )));
    }
    Ok(bytes)
}

/// Why bytes are not text umpire reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    /// The file could not be read (the message says why).
    Io(String),
    /// Not UTF-8: the first bad byte, counted from 0, and its line and column (1-based).
    Utf8 {
        byte: usize,
        line: usize,
        col: usize,
    },
}

impl TextError {
    /// The message of a [`TextError::Utf8`], to follow `file:line:col: `.
    pub fn utf8_message(byte: usize) -> String {
        format!("invalid UTF-8 at byte {byte}: the file must be UTF-8 text (save it as UTF-8)")
    }
}

/// The UTF-8 text of `bytes`, without a leading byte-order mark.
pub fn text_from_bytes(mut bytes: Vec<u8>) -> Result<String, TextError> {
    const BOM: &[u8] = b"\xef\xbb\xbf";
    let skipped = if bytes.starts_with(BOM) { BOM.len() } else { 0 };
    bytes.drain(..skipped);
    String::from_utf8(bytes).map_err(|e| {
        let good = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        // `good` bytes are valid, so the prefix decodes.
        let before = std::str::from_utf8(&bytes[..good]).unwrap_or_default();
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        TextError::Utf8 {
            byte: good + skipped,
            line,
            col,
        }
    })
}

/// Read a regular UTF-8 text file of at most `max_bytes` (a leading byte-order mark is
/// dropped).
pub fn read_text_file(path: &Path, max_bytes: u64, what: &str) -> Result<String, TextError> {
    let bytes = read_regular(path, max_bytes, what).map_err(|e| TextError::Io(e.to_string()))?;
    text_from_bytes(bytes)
}

/// Whether two paths name the same existing file (through links of either kind).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(x), Ok(y)) => same_identity(&x, &y),
        _ => false,
    }
}

#[cfg(unix)]
fn same_identity(x: &Metadata, y: &Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    x.dev() == y.dev() && x.ino() == y.ino()
}

#[cfg(not(unix))]
fn same_identity(x: &Metadata, y: &Metadata) -> bool {
    x.len() == y.len()
        && x.modified().ok() == y.modified().ok()
        && x.created().ok() == y.created().ok()
}

/// Refuse an output that is one of the command's inputs: `inputs` are (what, path), e.g.
/// ("the scenario", "s.ron"). Writing there would destroy the input the output is made from.
pub fn refuse_overwriting_inputs(out: &Path, inputs: &[(&str, &Path)]) -> Result<(), String> {
    match inputs.iter().find(|(_, input)| same_file(out, input)) {
        Some((what, input)) => Err(format!(
            "{}: this is {what} ({}); umpire will not write over an input of the same \
             command. Choose another output file.",
            out.display(),
            input.display()
        )),
        None => Ok(()),
    }
}

/// The folder a path lies in ("." for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

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

/// The steps of the module's notes, with `fill` writing the contents.
fn write_with_mode(
    path: &Path,
    new_mode: u32,
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
        .and_then(|f| f.sync_all())
        .and_then(|()| fs::rename(&tmp, &target));
    match written {
        Ok(()) => {
            sync_folder(&folder_of(&target));
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
    fn things_that_are_not_files_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let e = write_file(dir.path(), b"x").unwrap_err();
        assert!(e.to_string().contains("it is a folder"), "{e}");
        // A FIFO of our own: a regression must not replace a device of the system.
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()));
        let e = write_file(&fifo, b"x").unwrap_err();
        assert!(e.to_string().contains("a named pipe (FIFO)"), "{e}");
        assert!(check_target(&fifo).is_err());
        let e = read_regular(&fifo, 1024, "scenario files").unwrap_err();
        assert!(e.to_string().contains("a named pipe (FIFO)"), "{e}");
        let e = read_regular(Path::new("/dev/zero"), 1024, "scenario files").unwrap_err();
        assert!(e.to_string().contains("a character device"), "{e}");
        let big = dir.path().join("big");
        fs::write(&big, vec![b'x'; 2048]).unwrap();
        let e = read_regular(&big, 1024, "scenario files").unwrap_err();
        assert_eq!(
            e.to_string(),
            "it is 2.0 KiB; umpire reads scenario files up to 1.0 KiB"
        );
    }

    #[test]
    fn text_drops_a_bom_and_places_bad_utf8() {
        assert_eq!(text_from_bytes(b"\xef\xbb\xbf(a)".to_vec()).unwrap(), "(a)");
        assert_eq!(
            text_from_bytes(b"ab\ncd\xffe".to_vec()).unwrap_err(),
            TextError::Utf8 {
                byte: 5,
                line: 2,
                col: 3
            }
        );
        assert_eq!(
            text_from_bytes(b"\xef\xbb\xbf\xc3".to_vec()).unwrap_err(),
            TextError::Utf8 {
                byte: 3,
                line: 1,
                col: 1
            }
        );
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

    #[test]
    fn an_output_that_is_an_input_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let s = dir.path().join("s.ron");
        fs::write(&s, b"x").unwrap();
        let link = dir.path().join("l.ron");
        symlink(&s, &link).unwrap();
        let e = refuse_overwriting_inputs(&link, &[("the scenario", &s)]).unwrap_err();
        assert!(e.contains("this is the scenario"), "{e}");
        assert!(
            refuse_overwriting_inputs(&dir.path().join("new.png"), &[("the scenario", &s)]).is_ok()
        );
    }
}
