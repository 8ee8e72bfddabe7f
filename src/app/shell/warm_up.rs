//! The glyphs of the window's fonts, drawn into egui's font atlas a size at a time in the
//! first frames, before a tab needs them.
//!
//! egui draws a glyph into its atlas the first time a size of it is laid out. A tab shown for
//! the first time lays out most of its text in sizes not used yet (headings, the verdicts'
//! larger type, monospace), and drawing those glyphs took more than half of its first frame
//! (5–8 ms of 7–11 ms, against 1.5–2.7 ms when shown again). One size a frame costs well under
//! a millisecond, so the first frames stay within their budget and the tabs then find them.

use egui::{Color32, Context, FontId, Id};

/// Every character the window commonly shows: ASCII, and the typography its sentences use.
const CHARACTERS: &str = concat!(
    " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`",
    "abcdefghijklmnopqrstuvwxyz{|}~",
    "–—‘’“”…×−→←·°½¼¾éèêàâçôöüäßÉ€£",
);

/// Sizes the panels set themselves, beside the text styles (the verdict cards' name and
/// headline, the Waterloo 20 assistant's odds).
const OWN_SIZES: [f32; 3] = [15.0, 16.0, 18.0];

fn progress_id() -> Id {
    Id::unique("umpire_font_warm_up")
}

/// The fonts to warm, in order: each text style of the current style, then the panels' sizes.
fn fonts(ctx: &Context) -> Vec<FontId> {
    let mut all: Vec<FontId> = ctx.global_style().text_styles.values().cloned().collect();
    all.extend(OWN_SIZES.map(FontId::proportional));
    all.dedup();
    all
}

/// Once a frame: lay out [`CHARACTERS`] in the next font not warmed yet. Returns whether any
/// was left.
pub fn step(ctx: &Context) -> bool {
    let done: usize = ctx.data(|d| d.get_temp(progress_id())).unwrap_or(0);
    let Some(font) = fonts(ctx).get(done).cloned() else {
        return false;
    };
    ctx.fonts_mut(|f| f.layout_no_wrap(CHARACTERS.to_string(), font, Color32::WHITE));
    ctx.data_mut(|d| d.insert_temp(progress_id(), done + 1));
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_font_is_warmed_once_then_nothing_is_left() {
        let ctx = Context::default();
        let mut steps = 0;
        let mut n = 0;
        for _ in 0..20 {
            let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
                n = fonts(ui.ctx()).len();
                if step(ui.ctx()) {
                    steps += 1;
                }
            });
            // No renderer takes the atlas's changes here.
            out.textures_delta.clear();
        }
        assert!(n >= 5 + OWN_SIZES.len() - 1, "{n} fonts");
        assert_eq!(steps, n, "one a frame, each once");
    }
}
