//! Reading and writing scenario files (RON), with messages that name the place.

use super::validate::Problem;
use super::{FORMAT_VERSION, Scenario};
use serde::Deserialize;
use std::fmt;
use std::io::Write;
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
pub fn parse_lenient(text: &str, origin: &str) -> Result<(Scenario, Vec<Problem>), LoadError> {
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

fn read(path: &Path) -> Result<String, LoadError> {
    std::fs::read_to_string(path).map_err(|e| LoadError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    })
}

/// Read and validate a scenario file.
pub fn load(path: &Path) -> Result<Scenario, LoadError> {
    parse(&read(path)?, &path.display().to_string())
}

/// Read a scenario file, keeping it even when inconsistent (the editor shows the problems).
pub fn load_lenient(path: &Path) -> Result<(Scenario, Vec<Problem>), LoadError> {
    parse_lenient(&read(path)?, &path.display().to_string())
}

/// The scenario as RON text, as [`save`] writes it.
pub fn to_ron(s: &Scenario) -> String {
    let config = ron::ser::PrettyConfig::new()
        .indentor("  ")
        .struct_names(false);
    // Serialising plain data cannot fail: every field is a number, string, bool, enum or list.
    ron::ser::to_string_pretty(s, config).unwrap_or_else(|e| format!("// {e}"))
}

/// Write the scenario atomically: to a temporary file beside the target, flushed to disk, then
/// renamed over it. A crash mid-save leaves the old file whole.
pub fn save(s: &Scenario, path: &Path) -> std::io::Result<()> {
    write_atomically(path, to_ron(s).as_bytes())
}

/// A hidden temporary file in the same folder as `path` (so that a rename onto `path` stays on
/// one file system), named after it and this process.
pub fn temp_path_beside(path: &Path) -> std::path::PathBuf {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "scenario".into());
    dir.join(format!(".{name}.{}.tmp", std::process::id()))
}

/// Write bytes to `path` atomically (temporary file in the same folder, then rename).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = temp_path_beside(path);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
