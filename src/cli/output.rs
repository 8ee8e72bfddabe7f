//! What every subcommand shares: reading a scenario (a file or standard input) and writing
//! text that is safe on a terminal.

use crate::model::{self, FileError, Scenario, SideId};
use crate::systems;
use std::io::Write;
use std::path::Path;

/// Read and validate one scenario; `-` is standard input.
pub(super) fn load(path: &Path) -> Result<(String, Scenario), FileError> {
    let (origin, text) = read_text(path)?;
    model::parse(&text, &origin, &systems::ids()).map(|s| (origin, s))
}

/// The text of a scenario and the name messages give it: a regular file of bounded size (a
/// FIFO or `/dev/zero` is refused, not read), or standard input up to the same size.
pub(super) fn read_text(path: &Path) -> Result<(String, String), FileError> {
    if path.as_os_str() == "-" {
        let origin = "<stdin>";
        let text = model::FileKind::Scenario.read_stream(std::io::stdin().lock(), origin)?;
        return Ok((origin.into(), text));
    }
    Ok((path.display().to_string(), model::read_scenario_text(path)?))
}

/// The end of a command that writes one file: "Wrote OUT" and success, or the reason on `err`
/// and invalid input.
pub(super) fn wrote(
    done: Result<(), impl std::fmt::Display>,
    output: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    match done {
        Ok(()) => {
            let file = output.display().to_string();
            let _ = writeln!(out, "{}", crate::i18n::tr!(CliWrote, file = file));
            super::EXIT_OK
        }
        Err(e) => {
            let _ = writeln!(err, "{e}");
            super::EXIT_INVALID
        }
    }
}

/// The name of a side, or `None` for no side.
pub(super) fn side_name(s: &Scenario, side: Option<SideId>) -> Option<String> {
    side.map(|id| s.side(id).name.clone())
}

/// A sentence about a place of the file, with the place (`log[3].events[2]: …`) in front unless
/// the sentence already names it.
pub(super) fn at_place(path: &str, text: &str) -> String {
    if path.is_empty() || text.contains(path) {
        text.to_string()
    } else {
        format!("{path}: {text}")
    }
}

/// Text bound for a terminal: control characters (an escape sequence in a unit id could clear
/// the screen or fake a line of output) are written as `\u{1b}`; the line breaks and tabs
/// umpire itself writes pass.
pub(super) struct TerminalSafe<'a>(pub(super) &'a mut dyn Write);

impl Write for TerminalSafe<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let text = String::from_utf8_lossy(buf);
        if text
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t')
        {
            let safe = model::limits::escape_controls_keeping_lines(&text);
            self.0.write_all(safe.as_bytes())?;
        } else {
            self.0.write_all(buf)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_on_the_way_to_a_terminal() {
        let mut raw = Vec::new();
        writeln!(TerminalSafe(&mut raw), "a\u{1b}[2J\tb\r").unwrap();
        assert_eq!(String::from_utf8(raw).unwrap(), "a\\u{1b}[2J\tb\\u{d}\n");
    }
}
