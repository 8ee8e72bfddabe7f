//! The sections that are words only: the briefing, the umpire's notes and the dice seed.

use super::Context;
use crate::i18n::tr;
use crate::report::layout::{BODY, Colour, Layout};
use crate::report::text::Face;

/// A heading and the text under it (the briefing, the umpire's notes).
pub(super) fn draw(l: &mut Layout, title: &str, text: &str) {
    l.heading(title, 30.0);
    l.paragraph(text.trim(), Face::Regular, BODY, Colour::TEXT);
}

pub(super) fn no_briefing(cx: &Context) -> Option<String> {
    cx.s.notes.trim().is_empty().then(|| tr!(ReportNoBriefing))
}

pub(super) fn no_umpire_notes(cx: &Context) -> Option<String> {
    cx.view
        .umpire_notes()
        .unwrap_or_default()
        .trim()
        .is_empty()
        .then(|| tr!(ReportNoUmpireNotes))
}

/// The seed of the scenario's roller, so that the umpire can reproduce any seeded roll.
pub(super) fn dice(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 30.0);
    l.paragraph(
        // The seed as text: it is an id to type back, never grouped.
        &tr!(
            ReportDiceSeed,
            seed = cx.view.dice_seed().unwrap_or_default().to_string()
        ),
        Face::Regular,
        BODY,
        Colour::TEXT,
    );
}
