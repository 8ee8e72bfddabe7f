//! What every panel is handed besides the document: who is looking, and where to say things.

use std::path::PathBuf;

/// Who is looking: the umpire, side A, side B or the public. The knowledge rules
/// ([`crate::record::knowledge`]) decide what each may see.
pub use crate::record::Audience;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Info,
    Warning,
    Error,
}

/// A message for the status bar (and, for errors, a dialog).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub severity: Severity,
    pub text: String,
}

/// Passed to every panel each frame.
pub struct ViewCtx<'a> {
    pub audience: Audience,
    /// Folder of the scenario file, to resolve the map image path; `None` for an unsaved scenario.
    pub scenario_dir: Option<PathBuf>,
    /// Messages to show the user; panels push, the shell displays.
    pub messages: &'a mut Vec<Message>,
}

impl ViewCtx<'_> {
    /// Whether anyone but the umpire is looking (the designer's own tools, such as dealing
    /// values face down, are the umpire's).
    pub fn player_view(&self) -> bool {
        !self.audience.is_umpire()
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.messages.push(Message {
            severity: Severity::Info,
            text: text.into(),
        });
    }

    /// An error for the status bar: a message, or an error value shown as its message.
    pub fn error(&mut self, text: impl std::fmt::Display) {
        self.messages.push(Message {
            severity: Severity::Error,
            text: text.to_string(),
        });
    }
}
