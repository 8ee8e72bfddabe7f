//! Why a file umpire reads (a scenario, a campaign, a report template) could not be used: one
//! type for all three, since each is a file with a place in it (line:col or a field path) and a
//! message, or a cause the system gave. Every message names the place.

mod ron_words;

pub use ron_words::ron_words;

use super::files::{self, NotUtf8, ReadTextError};
use super::limits::MAX_FILE_BYTES;
use super::validate::Problem;
use crate::i18n::tr;
use std::io;
use std::path::Path;

/// Which kind of file: what its messages call it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Scenario,
    Campaign,
    Template,
}

impl FileKind {
    /// The kind as the messages select on it: `scenario`, `campaign`, `template`.
    fn id(self) -> &'static str {
        match self {
            FileKind::Scenario => "scenario",
            FileKind::Campaign => "campaign",
            FileKind::Template => "template",
        }
    }

    /// The files of this kind, as a limit's message names them: "umpire reads scenario files
    /// up to 16 MiB".
    pub fn files(self) -> String {
        tr!(FilesWhat, kind = self.id())
    }

    /// The text of a file of this kind: a regular file of at most [`MAX_FILE_BYTES`], UTF-8
    /// (a leading byte-order mark is dropped).
    pub fn read_text(self, path: &Path) -> Result<String, FileError> {
        files::read_text(path, MAX_FILE_BYTES, &self.files())
            .map_err(|e| FileError::text(self, &path.display().to_string(), e))
    }

    /// The text of a file of this kind from a stream (standard input), named `origin`, held
    /// to the same limit as a file.
    pub fn read_stream(self, stream: impl io::Read, origin: &str) -> Result<String, FileError> {
        let bytes = files::read_stream(stream, MAX_FILE_BYTES, &self.files())
            .map_err(|e| FileError::io(self, origin, e))?;
        files::text_from_bytes(bytes).map_err(|e| FileError::utf8(origin, e))
    }
}

/// Why a file could not be used. `path` is the file's name as given (or `<stdin>`, or a
/// built-in file's name).
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The file could not be read; the cause is kept (see [`FileError::is_not_found`]).
    // The cause is also in the message: one line is all most callers print.
    #[error("{}", tr!(ModelCannotRead, path = path.as_str(), kind = kind.id(), source = files::error_text(source)))]
    Io {
        kind: FileKind,
        path: String,
        #[source]
        source: io::Error,
    },
    /// More text than umpire reads (the file's size is checked before reading; this is text
    /// that came some other way).
    #[error(
        "{}",
        tr!(
            ModelTooLarge,
            path = path.as_str(),
            size = files::size_text(*bytes),
            kind = kind.id(),
            limit = files::size_text(MAX_FILE_BYTES)
        )
    )]
    TooLarge {
        kind: FileKind,
        path: String,
        bytes: u64,
    },
    /// RON syntax, a field of the wrong type, a value that is not one (a date, a share) or
    /// bytes that are not UTF-8, at `line:col` (1-based).
    #[error("{}", tr!(FilesPlace, place = format!("{path}:{line}:{col}"), message = message.as_str()))]
    Syntax {
        path: String,
        line: usize,
        col: usize,
        message: String,
    },
    /// Written by a newer program; this one reads versions up to `reads`.
    #[error(
        "{}",
        tr!(
            ModelNewerVersion,
            path = path.as_str(),
            kind = kind.id(),
            version = version.to_string(),
            reads = reads.to_string()
        )
    )]
    NewerVersion {
        kind: FileKind,
        path: String,
        version: u32,
        reads: u32,
    },
    /// Parsed, but inconsistent: each problem names the field and the side.
    #[error(
        "{}{}",
        tr!(ModelNotConsistent, path = path.as_str(), kind = kind.id()),
        problem_lines(problems)
    )]
    Invalid {
        kind: FileKind,
        path: String,
        problems: Vec<Problem>,
    },
    /// Parsed, but one value cannot be used; `place` is its field path, e.g. `sections[3]`.
    #[error("{}", tr!(FilesPlaceIn, path = path.as_str(), place = place.as_str(), message = message.as_str()))]
    Unusable {
        path: String,
        place: String,
        message: String,
    },
    /// A battle bundle refused before its scenario was read (a hostile or damaged zip).
    #[error(transparent)]
    Bundle(#[from] super::bundle::BundleError),
}

impl FileError {
    /// `origin` could not be read.
    pub fn io(kind: FileKind, origin: &str, source: io::Error) -> FileError {
        FileError::Io {
            kind,
            path: origin.to_string(),
            source,
        }
    }

    /// The text of `origin` is not UTF-8.
    pub fn utf8(origin: &str, e: NotUtf8) -> FileError {
        FileError::Syntax {
            path: origin.to_string(),
            line: e.line,
            col: e.col,
            message: e.to_string(),
        }
    }

    /// A file of `origin` that could not be read as text.
    pub fn text(kind: FileKind, origin: &str, e: ReadTextError) -> FileError {
        match e {
            ReadTextError::Io(source) => FileError::io(kind, origin, source),
            ReadTextError::NotUtf8(e) => FileError::utf8(origin, e),
        }
    }

    /// The text of `origin` does not read as RON of the file's shape.
    pub fn ron(origin: &str, e: &ron::error::SpannedError) -> FileError {
        FileError::Syntax {
            path: origin.to_string(),
            line: e.span.start.line,
            col: e.span.start.col,
            message: ron_words(&e.code),
        }
    }

    /// The file is not there (nothing else: a file that is there but unreadable is not).
    pub fn is_not_found(&self) -> bool {
        match self {
            FileError::Io { source, .. } => source.kind() == io::ErrorKind::NotFound,
            FileError::Bundle(e) => e.is_not_found(),
            _ => false,
        }
    }

    /// The name the message gives the file: its path, or `<stdin>`.
    pub fn origin(&self) -> &str {
        match self {
            FileError::Io { path, .. }
            | FileError::TooLarge { path, .. }
            | FileError::Syntax { path, .. }
            | FileError::NewerVersion { path, .. }
            | FileError::Invalid { path, .. }
            | FileError::Unusable { path, .. } => path,
            FileError::Bundle(e) => &e.bundle,
        }
    }
}

/// The problems of [`FileError::Invalid`], one indented line each.
fn problem_lines(problems: &[Problem]) -> String {
    problems.iter().map(|p| format!("\n  - {p}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_keeps_the_words_its_messages_always_had() {
        let gone = |kind| {
            let e = FileError::io(kind, "x.ron", io::Error::from(io::ErrorKind::NotFound));
            assert!(e.is_not_found());
            e.to_string()
        };
        assert!(gone(FileKind::Scenario).starts_with("x.ron: cannot read the file: "));
        assert!(gone(FileKind::Campaign).starts_with("x.ron: cannot read the campaign: "));
        assert!(gone(FileKind::Template).starts_with("x.ron: cannot read the template: "));
        let newer = FileError::NewerVersion {
            kind: FileKind::Campaign,
            path: "c.ron".into(),
            version: 3,
            reads: 1,
        };
        assert_eq!(
            newer.to_string(),
            "c.ron: this campaign was written in format version 3 by a newer umpire; this umpire reads versions up to 1. Update umpire to open it."
        );
        let too_large = FileError::TooLarge {
            kind: FileKind::Template,
            path: "t.ron".into(),
            bytes: 17 * 1024 * 1024,
        };
        assert_eq!(
            too_large.to_string(),
            "t.ron: cannot read the file: it is 17 MiB; umpire reads templates up to 16 MiB"
        );
        assert_eq!(too_large.origin(), "t.ron");
    }
}
