//! What every panel is handed besides the document: who is looking, and where to say things.
//!
//! Every message is made for an audience ([`Message`]): the words each audience is told, chosen
//! by the knowledge rules ([`Audience::hears`], and the narrator's sentence of a log entry for
//! each audience). A player's view shows only the messages made for it, in its own words.

use crate::model::{Event, Scenario};
use crate::record::BattleRecord;
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

/// A message for the status bar and the Messages window (and, for errors, a dialog), in the
/// words of each audience told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub severity: Severity,
    /// The text as the umpire reads it: the umpire is told everything.
    pub text: String,
    /// The words for side A, side B and the public ([`Audience::ALL`] after the umpire), where
    /// that audience is told; a player's view shows nothing else.
    told: [Option<String>; 3],
    /// The document's state when it was said (stamped by the window at the end of the frame).
    pub said_at: Option<u64>,
    /// The state of the document an edit made as the message was said: the message tells that
    /// edit, so that Undo and Redo can say what they undo and redo.
    pub tells_edit: Option<u64>,
}

/// Where an audience other than the umpire is in [`Message::told`].
fn told_slot(a: Audience) -> Option<usize> {
    Audience::ALL.iter().skip(1).position(|x| *x == a)
}

impl Message {
    /// A message said to `audience` (and so to the umpire, who is told everything).
    pub fn to(audience: Audience, severity: Severity, text: impl Into<String>) -> Message {
        let text = text.into();
        Message::in_words(severity, |a| a.hears(audience).then(|| text.clone()))
    }

    /// A message in each audience's own words; `words` gives `None` for an audience not told.
    /// The umpire is always told: his words are `words(Audience::Umpire)`, or else empty.
    pub fn in_words(severity: Severity, words: impl Fn(Audience) -> Option<String>) -> Message {
        let mut told = [None, None, None];
        for a in Audience::ALL {
            if let Some(i) = told_slot(a) {
                told[i] = words(a);
            }
        }
        Message {
            severity,
            text: words(Audience::Umpire).unwrap_or_default(),
            told,
            said_at: None,
            tells_edit: None,
        }
    }

    /// A log entry told to everyone, each audience in the narrator's words for what it knows
    /// (the figures of a withdrawal test only to the tested side and the umpire), each put into
    /// `frame` ("Logged in June 16 Afternoon: …").
    pub fn about_entry(
        s: &Scenario,
        record: &BattleRecord,
        e: &Event,
        frame: impl Fn(&str) -> String,
    ) -> Message {
        let sentences = crate::record::narrator::sentences(s, record, e);
        Message::in_words(Severity::Info, |a| {
            Audience::ALL
                .iter()
                .position(|x| *x == a)
                .map(|i| frame(&sentences[i]))
        })
    }

    /// The words `audience` is told, if it is told this message at all.
    pub fn text_for(&self, audience: Audience) -> Option<&str> {
        match told_slot(audience) {
            None => Some(&self.text),
            Some(i) => self.told[i].as_deref(),
        }
    }

    /// The same message to the same audiences, each text put into `frame` ("Undone: …").
    pub fn reframed(&self, severity: Severity, frame: impl Fn(&str) -> String) -> Message {
        Message::in_words(severity, |a| self.text_for(a).map(&frame))
    }

    /// The message as `audience` reads it: `text` holds that audience's words, told to it alone.
    pub fn as_told_to(&self, audience: Audience) -> Option<Message> {
        let text = self.text_for(audience)?;
        Some(Message {
            said_at: self.said_at,
            tells_edit: self.tells_edit,
            ..Message::to(audience, self.severity, text)
        })
    }
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
    /// Whether anyone but the umpire is looking. A player's view is read-only: the panels
    /// offer no edit there (and the window's document refuses any).
    pub fn player_view(&self) -> bool {
        !self.audience.is_umpire()
    }

    /// A message for whoever is looking (and the umpire).
    pub fn info(&mut self, text: impl Into<String>) {
        self.messages
            .push(Message::to(self.audience, Severity::Info, text));
    }

    /// An error for the status bar: a message, or an error value shown as its message.
    pub fn error(&mut self, text: impl std::fmt::Display) {
        self.messages.push(Message::to(
            self.audience,
            Severity::Error,
            text.to_string(),
        ));
    }

    /// A message made for its audiences already (a log entry told to everyone).
    pub fn say(&mut self, message: Message) {
        self.messages.push(message);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::SideId;

    #[test]
    fn a_message_is_shown_to_its_audience_and_the_umpire_only() {
        let b = Audience::Side(SideId::B);
        let m = Message::to(b, Severity::Info, "for B");
        assert_eq!(m.text_for(Audience::Umpire), Some("for B"));
        assert_eq!(m.text_for(b), Some("for B"));
        assert_eq!(m.text_for(Audience::Side(SideId::A)), None);
        assert_eq!(m.text_for(Audience::Public), None);
        let umpires = Message::to(Audience::Umpire, Severity::Error, "seed 42");
        for a in Audience::ALL.into_iter().skip(1) {
            assert_eq!(umpires.text_for(a), None, "{a:?}");
        }
        let framed = m.reframed(Severity::Info, |t| format!("Undone: {t}"));
        assert_eq!(framed.text_for(b), Some("Undone: for B"));
        assert_eq!(framed.text_for(Audience::Public), None);
        let seen = m.as_told_to(b).unwrap();
        assert_eq!(seen.text, "for B");
        assert!(m.as_told_to(Audience::Public).is_none());
    }
}
