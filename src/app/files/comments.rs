//! Comments in hand-written scenario files: umpire writes RON without them, so the first save
//! over such a file says how many it drops and may keep the original beside it.

use crate::i18n::tr;
use crate::model::files::error_text;
use std::path::{Path, PathBuf};

/// How many comments (`// …` and `/* … */`) a RON text has outside its strings.
pub fn count_comments(text: &str) -> usize {
    let mut n = 0;
    let mut chars = text.chars().peekable();
    let mut in_string = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_string => {
                chars.next();
            }
            '"' => in_string = !in_string,
            '/' if !in_string && chars.peek() == Some(&'/') => {
                n += 1;
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '/' if !in_string && chars.peek() == Some(&'*') => {
                n += 1;
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            _ => {}
        }
    }
    n
}

/// The number of comments in the scenario file at `path`, when it has any.
pub fn comments_in(path: &Path) -> Option<usize> {
    let text = std::fs::read_to_string(path).ok()?;
    Some(count_comments(&text)).filter(|&n| n > 0)
}

/// Copy the file at `path` to `path~` (whole or not at all), before a save drops what it
/// alone has. Returns the copy's path.
pub fn keep_original_beside(path: &Path) -> Result<PathBuf, KeepOriginalError> {
    let mut name = path.as_os_str().to_os_string();
    name.push("~");
    let kept = PathBuf::from(name);
    let bytes = std::fs::read(path).map_err(|source| KeepOriginalError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    crate::model::write_file(&kept, &bytes).map_err(|source| KeepOriginalError::Write {
        kept: kept.clone(),
        source,
    })?;
    Ok(kept)
}

/// Why the original of a commented file could not be kept beside it.
#[derive(Debug, thiserror::Error)]
pub enum KeepOriginalError {
    #[error("{}", tr!(ShellOriginalUnreadable, path = path.display().to_string(), error = error_text(source)))]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}", tr!(ShellOriginalNotKept, path = kept.display().to_string(), error = error_text(source)))]
    Write {
        kept: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_are_counted_outside_strings() {
        let text = "// one\n(title: \"a // not one\", /* two */ x: 1) // three\n/* four\n */";
        assert_eq!(count_comments(text), 4);
        assert_eq!(count_comments("(title: \"\\\" // still a string\")"), 0);
    }

    #[test]
    fn the_original_is_kept_beside_with_a_tilde() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("waterloo.ron");
        std::fs::write(&f, "// hand-written\n").unwrap();
        assert_eq!(comments_in(&f), Some(1));
        let kept = keep_original_beside(&f).unwrap();
        assert_eq!(kept, dir.path().join("waterloo.ron~"));
        assert_eq!(std::fs::read_to_string(kept).unwrap(), "// hand-written\n");
    }
}
