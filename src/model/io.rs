//! Reading and writing scenario files (RON), with messages that name the place.

use super::file_error::{FileError, FileKind};
use super::files;
use super::limits::{self, MAX_FILE_BYTES};
use super::validate::Problem;
use super::{FORMAT_VERSION, Scenario};
use crate::i18n::tr;
use serde::Deserialize;
use std::path::Path;

#[derive(Deserialize)]
struct VersionProbe {
    // Written as a plain number (`version: 2`), which RON does not read as an `Option`
    // (that would be `Some(2)`); absent gives `None`.
    #[serde(default, deserialize_with = "plain_number")]
    version: Option<u32>,
}

fn plain_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    u32::deserialize(d).map(Some)
}

/// Parse a scenario from RON text without checking its consistency. `origin` names the text in
/// messages (a path, or "<stdin>"); `systems` are the ids of the victory systems it may name
/// (`umpire::systems::ids()`). Returns the scenario and its consistency problems.
///
/// A leading byte-order mark is skipped. A scenario beyond the limits of [`limits`] (or with
/// coordinates that are not numbers) is refused here, not merely reported: nothing that
/// draws or judges it could do so in bounded time and memory.
pub fn parse_lenient(
    text: &str,
    origin: &str,
    systems: &[&str],
) -> Result<(Scenario, Vec<Problem>), FileError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(FileError::TooLarge {
            kind: FileKind::Scenario,
            path: origin.to_string(),
            bytes: text.len() as u64,
        });
    }
    let newer = |version: u32| FileError::NewerVersion {
        kind: FileKind::Scenario,
        path: origin.to_string(),
        version,
        reads: FORMAT_VERSION,
    };
    let scenario: Scenario = match ron::from_str(text) {
        Ok(scenario) => scenario,
        // Only a file that does not read is looked at again for its version, so that a newer
        // file is refused for what it is rather than for a field this version does not know.
        Err(e) => {
            return Err(
                match ron::from_str::<VersionProbe>(text).map(|p| p.version) {
                    Ok(Some(v)) if v > FORMAT_VERSION => newer(v),
                    Ok(None) => FileError::Syntax {
                        path: origin.to_string(),
                        line: 1,
                        col: 1,
                        message: tr!(FilesNoVersion, version = FORMAT_VERSION),
                    },
                    _ => FileError::ron(origin, &e),
                },
            );
        }
    };
    if scenario.version > FORMAT_VERSION {
        return Err(newer(scenario.version));
    }
    let hard = limits::hard_problems(&scenario);
    if !hard.is_empty() {
        return Err(FileError::Invalid {
            kind: FileKind::Scenario,
            path: origin.to_string(),
            problems: hard,
        });
    }
    let problems = scenario.validate(systems);
    Ok((scenario, problems))
}

/// Parse and validate: any consistency problem refuses the scenario.
pub fn parse(text: &str, origin: &str, systems: &[&str]) -> Result<Scenario, FileError> {
    let (scenario, problems) = parse_lenient(text, origin, systems)?;
    if problems.is_empty() {
        Ok(scenario)
    } else {
        Err(FileError::Invalid {
            kind: FileKind::Scenario,
            path: origin.to_string(),
            problems,
        })
    }
}

/// The text of a scenario file: a regular file of at most [`MAX_FILE_BYTES`], UTF-8 (a
/// leading byte-order mark is dropped).
pub fn read_scenario_text(path: &Path) -> Result<String, FileError> {
    FileKind::Scenario.read_text(path)
}

/// Read and validate a scenario file (`systems` as for [`parse_lenient`]).
pub fn load(path: &Path, systems: &[&str]) -> Result<Scenario, FileError> {
    parse(
        &read_scenario_text(path)?,
        &path.display().to_string(),
        systems,
    )
}

/// Read a scenario file, keeping it even when inconsistent (the editor shows the problems;
/// `systems` as for [`parse_lenient`]).
pub fn load_lenient(path: &Path, systems: &[&str]) -> Result<(Scenario, Vec<Problem>), FileError> {
    parse_lenient(
        &read_scenario_text(path)?,
        &path.display().to_string(),
        systems,
    )
}

/// The scenario as RON text, as [`save`] writes it.
pub fn to_ron(s: &Scenario) -> Result<String, ron::Error> {
    pretty_ron(s)
}

/// A file's value as RON text the way umpire writes its files: indented by two spaces, no
/// struct names.
pub(crate) fn pretty_ron<T: serde::Serialize>(value: &T) -> Result<String, ron::Error> {
    let config = ron::ser::PrettyConfig::new()
        .indentor("  ")
        .struct_names(false);
    ron::ser::to_string_pretty(value, config)
}

/// Write the scenario whole or not at all, with [`files::write_file`]. Nothing is written when
/// the scenario cannot be put into RON.
pub fn save(s: &Scenario, path: &Path) -> std::io::Result<()> {
    write_atomically(path, scenario_bytes(s)?.as_bytes())
}

/// The RON text of a scenario, or the reason it cannot be written.
pub fn scenario_bytes(s: &Scenario) -> std::io::Result<String> {
    to_ron(s).map_err(|e| std::io::Error::other(tr!(FilesScenarioNotRon, error = e.to_string())))
}

/// Write bytes to `path` safely: the one writer every output goes through
/// ([`files::write_file`]).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    files::write_file(path, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::error::Error as _;
    use std::io;

    #[test]
    fn a_missing_file_is_told_from_one_that_cannot_be_read_without_asking_again() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("gone.ron");
        let e = load(&missing, &[]).unwrap_err();
        assert!(e.is_not_found());
        assert_eq!(
            e.to_string(),
            format!(
                "{}: cannot read the file: No such file or directory (os error 2)",
                missing.display()
            )
        );
        let cause = e.source().and_then(|s| s.downcast_ref::<io::Error>());
        assert_eq!(cause.map(io::Error::kind), Some(io::ErrorKind::NotFound));
        assert_eq!(e.origin(), missing.display().to_string());

        let folder = load(dir.path(), &[]).unwrap_err();
        assert!(!folder.is_not_found());
        assert!(
            folder.to_string().ends_with(
                ": cannot read the file: it is a folder, not a regular file; umpire reads scenario files only from regular files"
            ),
            "{folder}"
        );
    }

    #[test]
    fn text_beyond_the_limit_and_bad_utf8_keep_their_messages() {
        let big = "x".repeat(MAX_FILE_BYTES as usize + 1);
        let e = parse(&big, "<stdin>", &[]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "<stdin>: cannot read the file: it is 16.0 MiB; umpire reads scenario files up to 16 MiB"
        );
        assert!(!e.is_not_found());
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("latin1.ron");
        std::fs::write(&p, b"(\n  title: \"caf\xe9\"").unwrap();
        let e = load(&p, &[]).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "{}:2:14: invalid UTF-8 at byte 15: the file must be UTF-8 text (save it as UTF-8)",
                p.display()
            )
        );
    }
}
