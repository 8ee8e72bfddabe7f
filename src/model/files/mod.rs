//! The one way umpire reads an input file ([`read`](self::read)) and writes an output file
//! ([`write`](self::write)), what a writer killed midway leaves behind ([`leftovers`]), and what
//! they share: what a thing that is not a file is, sizes in words, and the refusal to write over
//! one of a command's inputs.

pub mod leftovers;
mod read;
mod write;

pub use read::*;
pub use write::*;

use crate::i18n::tr;
use std::fs::{self, Metadata};
use std::io;
use std::path::{Path, PathBuf};

fn refusal(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}

/// What a file that is not a regular file is, in words ("a folder"), to follow "it is".
fn kind_of(meta: &Metadata) -> String {
    tr!(FilesThing, thing = thing_id(meta))
}

/// What a file that is not a regular file is, as [`kind_of`]'s message selects on it.
fn thing_id(meta: &Metadata) -> &'static str {
    let t = meta.file_type();
    if t.is_dir() {
        return "folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "fifo";
        }
        if t.is_char_device() {
            return "char-device";
        }
        if t.is_block_device() {
            return "block-device";
        }
        if t.is_socket() {
            return "socket";
        }
    }
    "other"
}

/// Bytes in words: "16 MiB", "1.5 GiB", "629 bytes" (in French "16 Mio", "1,5 Gio",
/// "629 octets").
pub fn size_text(bytes: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    const GIB: u64 = 1024 * MIB;
    let part = |unit: u64| bytes as f64 / unit as f64;
    match bytes {
        b if b >= GIB => tr!(FilesSizeGib, size = part(GIB)),
        b if b >= MIB && b % MIB == 0 => tr!(FilesSizeWholeMib, size = b / MIB),
        b if b >= MIB => tr!(FilesSizeMib, size = part(MIB)),
        b if b >= 1024 => tr!(FilesSizeKib, size = part(1024)),
        b => tr!(FilesSizeBytes, size = b),
    }
}

/// An error of the system in the language in force: English keeps the system's own words,
/// French says the usual causes (a missing file, a full disk, a read-only file system…) in
/// its own. An error umpire made itself (a refusal) is already in the language in force.
pub fn error_text(e: &io::Error) -> String {
    let text = e.to_string();
    let kind = match e.raw_os_error() {
        Some(_) => system_cause(e.kind()),
        None => "other",
    };
    tr!(FilesSystemError, kind = kind, text = text)
}

/// An error of the system at `path`, "path: cause", in the language in force.
pub fn error_at(path: &Path, e: &io::Error) -> String {
    tr!(
        FilesAtPath,
        path = path.display().to_string(),
        error = error_text(e)
    )
}

/// The cause of a system error, as [`error_text`]'s message selects on it.
fn system_cause(kind: io::ErrorKind) -> &'static str {
    use io::ErrorKind as K;
    match kind {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::ReadOnlyFilesystem => "read-only",
        K::StorageFull => "storage-full",
        K::QuotaExceeded => "quota",
        K::ResourceBusy => "busy",
        K::FileTooLarge => "too-large",
        _ => "other",
    }
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

/// An output that is one of the command's inputs: writing there would destroy the input the
/// output is made from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{}",
    tr!(
        FilesOverwritesInput,
        out = out.display().to_string(),
        what = what.as_str(),
        input = input.display().to_string()
    )
)]
pub struct OverwritesInput {
    /// The output asked for.
    pub out: PathBuf,
    /// What the input is, e.g. "the scenario".
    pub what: String,
    /// The input, as it was named.
    pub input: PathBuf,
}

/// Refuse an output that is one of the command's inputs: `inputs` are (what, path), e.g.
/// ("the scenario", "s.ron").
pub fn refuse_overwriting_inputs(
    out: &Path,
    inputs: &[(&str, &Path)],
) -> Result<(), OverwritesInput> {
    match inputs.iter().find(|(_, input)| same_file(out, input)) {
        Some((what, input)) => Err(OverwritesInput {
            out: out.to_path_buf(),
            what: (*what).to_string(),
            input: input.to_path_buf(),
        }),
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

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

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
    fn an_output_that_is_an_input_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let s = dir.path().join("s.ron");
        fs::write(&s, b"x").unwrap();
        let link = dir.path().join("l.ron");
        symlink(&s, &link).unwrap();
        let e = refuse_overwriting_inputs(&link, &[("the scenario", &s)]).unwrap_err();
        assert!(e.to_string().contains("this is the scenario"), "{e}");
        assert!(
            refuse_overwriting_inputs(&dir.path().join("new.png"), &[("the scenario", &s)]).is_ok()
        );
    }
}
