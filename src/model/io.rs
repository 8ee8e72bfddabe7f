//! Reading and writing scenario files (RON), with messages that name the place.

use super::files;
use super::limits::{self, MAX_FILE_BYTES};
use super::validate::Problem;
use super::{FORMAT_VERSION, Scenario};
use serde::Deserialize;
use std::fmt;
use std::path::Path;

/// Why a scenario could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// The file could not be read.
    Io { path: String, message: String },
    /// RON syntax or a field of the wrong type, at `line:col` (1-based).
    Syntax {
        path: String,
        line: usize,
        col: usize,
        message: String,
    },
    /// Written by a newer program.
    NewerVersion { path: String, version: u32 },
    /// Parsed, but inconsistent: each problem names the field and the side.
    Invalid {
        path: String,
        problems: Vec<Problem>,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io { path, message } => write!(f, "{path}: cannot read the file: {message}"),
            LoadError::Syntax {
                path,
                line,
                col,
                message,
            } => write!(f, "{path}:{line}:{col}: {message}"),
            LoadError::NewerVersion { path, version } => write!(
                f,
                "{path}: this scenario was written in format version {version} by a newer umpire; this umpire reads versions up to {FORMAT_VERSION}. Update umpire to open it."
            ),
            LoadError::Invalid { path, problems } => {
                write!(f, "{path}: the scenario is not consistent:")?;
                for p in problems {
                    write!(f, "\n  - {p}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for LoadError {}

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
/// messages (a path, or "<stdin>"). Returns the scenario and its consistency problems.
///
/// A leading byte-order mark is skipped. A scenario beyond the limits of [`limits`] (or with
/// coordinates that are not numbers) is refused here, not merely reported: nothing that
/// draws or judges it could do so in bounded time and memory.
pub fn parse_lenient(text: &str, origin: &str) -> Result<(Scenario, Vec<Problem>), LoadError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(LoadError::Io {
            path: origin.to_string(),
            message: format!(
                "it is {}; umpire reads scenario files up to {}",
                files::size_text(text.len() as u64),
                files::size_text(MAX_FILE_BYTES)
            ),
        });
    }
    let syntax = |e: ron::error::SpannedError| LoadError::Syntax {
        path: origin.to_string(),
        line: e.span.start.line,
        col: e.span.start.col,
        message: e.code.to_string(),
    };
    let newer = |version: u32| LoadError::NewerVersion {
        path: origin.to_string(),
        version,
    };
    let scenario: Scenario = match ron::from_str(text) {
        Ok(scenario) => scenario,
        // Only a file that does not read is looked at again for its version, so that a newer
        // file is refused for what it is rather than for a field this version does not know.
        Err(e) => {
            return Err(
                match ron::from_str::<VersionProbe>(text).map(|p| p.version) {
                    Ok(Some(v)) if v > FORMAT_VERSION => newer(v),
                    Ok(None) => LoadError::Syntax {
                        path: origin.to_string(),
                        line: 1,
                        col: 1,
                        message: format!(
                            "no `version` field: a scenario file starts with `version: {FORMAT_VERSION}`"
                        ),
                    },
                    _ => syntax(e),
                },
            );
        }
    };
    if scenario.version > FORMAT_VERSION {
        return Err(newer(scenario.version));
    }
    let hard = limits::hard_problems(&scenario);
    if !hard.is_empty() {
        return Err(LoadError::Invalid {
            path: origin.to_string(),
            problems: hard,
        });
    }
    let problems = scenario.validate();
    Ok((scenario, problems))
}

/// Parse and validate: any consistency problem refuses the scenario.
pub fn parse(text: &str, origin: &str) -> Result<Scenario, LoadError> {
    let (scenario, problems) = parse_lenient(text, origin)?;
    if problems.is_empty() {
        Ok(scenario)
    } else {
        Err(LoadError::Invalid {
            path: origin.to_string(),
            problems,
        })
    }
}

/// The text of a scenario file: a regular file of at most [`MAX_FILE_BYTES`], UTF-8 (a
/// leading byte-order mark is dropped).
pub fn read_scenario_text(path: &Path) -> Result<String, LoadError> {
    let origin = path.display().to_string();
    files::read_text_file(path, MAX_FILE_BYTES, "scenario files")
        .map_err(|e| text_error(e, &origin))
}

/// A [`files::TextError`] as a [`LoadError`] naming `origin`.
pub fn text_error(e: files::TextError, origin: &str) -> LoadError {
    match e {
        files::TextError::Io(message) => LoadError::Io {
            path: origin.to_string(),
            message,
        },
        files::TextError::Utf8 { byte, line, col } => LoadError::Syntax {
            path: origin.to_string(),
            line,
            col,
            message: files::TextError::utf8_message(byte),
        },
    }
}

/// Read and validate a scenario file.
pub fn load(path: &Path) -> Result<Scenario, LoadError> {
    parse(&read_scenario_text(path)?, &path.display().to_string())
}

/// Read a scenario file, keeping it even when inconsistent (the editor shows the problems).
pub fn load_lenient(path: &Path) -> Result<(Scenario, Vec<Problem>), LoadError> {
    parse_lenient(&read_scenario_text(path)?, &path.display().to_string())
}

/// The scenario as RON text, as [`save`] writes it.
pub fn to_ron(s: &Scenario) -> Result<String, ron::Error> {
    let config = ron::ser::PrettyConfig::new()
        .indentor("  ")
        .struct_names(false);
    ron::ser::to_string_pretty(s, config)
}

/// Write the scenario whole or not at all, with [`files::write_file`]. Nothing is written when
/// the scenario cannot be put into RON.
pub fn save(s: &Scenario, path: &Path) -> std::io::Result<()> {
    write_atomically(path, scenario_bytes(s)?.as_bytes())
}

/// The RON text of a scenario, or the reason it cannot be written.
pub fn scenario_bytes(s: &Scenario) -> std::io::Result<String> {
    to_ron(s)
        .map_err(|e| std::io::Error::other(format!("the scenario cannot be written as RON: {e}")))
}

/// Write bytes to `path` safely: the one writer every output goes through
/// ([`files::write_file`]).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    files::write_file(path, bytes)
}
