//! Reading: only a regular file is read (a FIFO would block for ever, `/dev/zero` would never
//! end), and only after its size is known to be within the caller's limit; text must be UTF-8
//! (a leading byte-order mark is dropped), and a byte that is not is placed by line and column.

use super::{kind_of, refusal, size_text};
use crate::i18n::tr;
use std::fs::{self, File, Metadata};
use std::io::{self, Read};
use std::path::Path;

fn check_readable(meta: &Metadata, max_bytes: u64, what: &str) -> io::Result<()> {
    if !meta.is_file() {
        return Err(refusal(tr!(
            FilesReadNotRegular,
            thing = kind_of(meta),
            what = what
        )));
    }
    if meta.len() > max_bytes {
        return Err(refusal(tr!(
            FilesReadTooLarge,
            size = size_text(meta.len()),
            what = what,
            limit = size_text(max_bytes)
        )));
    }
    Ok(())
}

/// Open a regular file of at most `max_bytes` for reading, and give its length. `what` names
/// the kind of file in messages, a plural noun with no article ("scenario files", "map
/// images"), in the language in force.
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
        return Err(refusal(tr!(
            FilesReadGrew,
            limit = size_text(max_bytes),
            what = what
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
        return Err(refusal(tr!(
            FilesStreamTooLarge,
            limit = size_text(max_bytes),
            what = what
        )));
    }
    Ok(bytes)
}

/// Bytes that are not UTF-8: the first bad byte, counted from 0, and its line and column
/// (1-based). The message follows `file:line:col: `.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!(FilesNotUtf8, byte = *byte))]
pub struct NotUtf8 {
    pub byte: usize,
    pub line: usize,
    pub col: usize,
}

/// Why a file is not text umpire reads, with its cause.
#[derive(Debug, thiserror::Error)]
pub enum ReadTextError {
    /// The file could not be read (missing, refused, too large, …).
    #[error(transparent)]
    Io(#[from] io::Error),
    /// It was read, but is not UTF-8.
    #[error(transparent)]
    NotUtf8(#[from] NotUtf8),
}

/// The UTF-8 text of `bytes`, without a leading byte-order mark.
pub fn text_from_bytes(mut bytes: Vec<u8>) -> Result<String, NotUtf8> {
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
        NotUtf8 {
            byte: good + skipped,
            line,
            col,
        }
    })
}

/// Read a regular UTF-8 text file of at most `max_bytes` (a leading byte-order mark is
/// dropped).
pub fn read_text(path: &Path, max_bytes: u64, what: &str) -> Result<String, ReadTextError> {
    Ok(text_from_bytes(read_regular(path, max_bytes, what)?)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_drops_a_bom_and_places_bad_utf8() {
        assert_eq!(text_from_bytes(b"\xef\xbb\xbf(a)".to_vec()).unwrap(), "(a)");
        assert_eq!(
            text_from_bytes(b"ab\ncd\xffe".to_vec()).unwrap_err(),
            NotUtf8 {
                byte: 5,
                line: 2,
                col: 3
            }
        );
        assert_eq!(
            text_from_bytes(b"\xef\xbb\xbf\xc3".to_vec()).unwrap_err(),
            NotUtf8 {
                byte: 3,
                line: 1,
                col: 1
            }
        );
    }
}
