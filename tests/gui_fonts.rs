//! The window's fonts: egui's own (Ubuntu Light, Hack and egui's icons, which umpire holds
//! deflated, egui's `default_fonts` being off) in egui's order, then DejaVu Sans for the signs
//! of the worked steps that egui's fonts lack.

use egui::{FontFamily, FontId};

fn window_context() -> egui::Context {
    let ctx = egui::Context::default();
    umpire::app::shell::install_fonts(&ctx);
    // Fonts set between frames take effect at the next frame's start.
    let mut output = ctx.run_ui(Default::default(), |_| {});
    output.textures_delta.clear();
    ctx
}

#[test]
fn text_is_in_ubuntu_light_and_figures_in_columns_in_hack_as_in_egui() {
    let ctx = window_context();
    ctx.fonts(|f| {
        let families = &f.definitions().families;
        assert_eq!(
            families[&FontFamily::Proportional],
            ["Ubuntu-Light", "egui-icons", "DejaVuSans"]
        );
        assert_eq!(
            families[&FontFamily::Monospace],
            ["Hack", "Ubuntu-Light", "egui-icons", "DejaVuSans"]
        );
    });
}

#[test]
fn every_font_inflates_and_draws_letters_accents_and_the_steps_signs() {
    let ctx = window_context();
    ctx.fonts_mut(|f| {
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            let id = FontId::new(14.0, family.clone());
            for text in [
                "Victoire décisive",
                "Œuvre, ça, à l’été",
                "→ ≈ × ≤ ≥",
                "35 % 3 300",
            ] {
                assert!(
                    f.has_glyphs(&id, text),
                    "{family:?} lacks a glyph of {text:?}"
                );
            }
        }
        for name in ["Hack", "Ubuntu-Light", "egui-icons", "DejaVuSans"] {
            let data: &[u8] = (*f.definitions().font_data[name].font).as_ref();
            assert_eq!(
                &data[..4],
                &[0, 1, 0, 0],
                "{name} is a TrueType font once inflated"
            );
        }
    });
}
