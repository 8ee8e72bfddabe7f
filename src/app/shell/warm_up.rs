//! The glyphs of the window's fonts, drawn into egui's font atlas on a thread of their own just
//! after start-up, before a tab needs them.
//!
//! egui draws a glyph into its atlas the first time a size of it is laid out. A tab shown for
//! the first time lays out most of its text in sizes not used yet (headings, the verdicts'
//! larger type, monospace), and drawing those glyphs is most of that first frame. All the
//! sizes together are too much for one frame, and a size a frame left the warming to frames that an idle window does not draw,
//! so a tab clicked early still paid for it. A thread takes egui's lock for one size at a time:
//! a frame waits at most that long, and only in the window's first moments.

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

fn started_id() -> Id {
    Id::unique("umpire_font_warm_up")
}

/// The fonts to warm, in order: each text style of the current style, then the panels' sizes.
fn fonts(ctx: &Context) -> Vec<FontId> {
    let mut all: Vec<FontId> = ctx.global_style().text_styles.values().cloned().collect();
    all.extend(OWN_SIZES.map(FontId::proportional));
    all.dedup();
    all
}

/// Called every frame: in the second (the fonts installed in the first take effect with the
/// next), warm every font once, on a thread. `false` when there was nothing to start.
pub fn start_once(ctx: &Context) -> bool {
    if ctx.cumulative_frame_nr() != 1 {
        return false;
    }
    // The frame may have a second pass.
    let started =
        ctx.data_mut(|d| std::mem::replace(d.get_temp_mut_or_default(started_id()), true));
    if started {
        return false;
    }
    let ctx = ctx.clone();
    let spawned = std::thread::Builder::new()
        .name("umpire-font-warm-up".into())
        .spawn(move || warm_all(&ctx));
    // Without a thread the glyphs are drawn as the tabs need them, as egui does anyway.
    spawned.is_ok()
}

/// Lay out [`CHARACTERS`] in every font, taking egui's lock for one font at a time.
fn warm_all(ctx: &Context) {
    for font in fonts(ctx) {
        ctx.fonts_mut(|f| f.layout_no_wrap(CHARACTERS.to_string(), font, Color32::WHITE));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The atlas's fill after laying out every character in every font.
    fn fill_after_laying_out(ctx: &Context) -> f32 {
        for font in fonts(ctx) {
            ctx.fonts_mut(|f| f.layout_no_wrap(CHARACTERS.to_string(), font, Color32::WHITE));
        }
        ctx.fonts(|f| f.font_atlas_fill_ratio())
    }

    fn first_frame(ctx: &Context) {
        let mut out = ctx.run_ui(egui::RawInput::default(), |_| {});
        // No renderer takes the atlas's changes here.
        out.textures_delta.clear();
    }

    #[test]
    fn the_warmed_glyphs_leave_a_tab_nothing_to_draw() {
        let cold = Context::default();
        first_frame(&cold);
        let before = cold.fonts(|f| f.font_atlas_fill_ratio());
        assert!(
            fill_after_laying_out(&cold) > before,
            "laying the text out draws glyphs into the atlas"
        );

        let warm = Context::default();
        first_frame(&warm);
        warm_all(&warm);
        let warmed = warm.fonts(|f| f.font_atlas_fill_ratio());
        assert_eq!(fill_after_laying_out(&warm), warmed, "nothing left to draw");
    }

    #[test]
    fn the_warm_up_starts_once_from_the_second_frame() {
        let ctx = Context::default();
        let mut started = Vec::new();
        for _ in 0..4 {
            let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
                started.push(start_once(ui.ctx()));
            });
            out.textures_delta.clear();
        }
        assert_eq!(started, [false, true, false, false]);
    }
}
