//! The panels' frames, without their fill.
//!
//! egui fills every panel with the panel colour, and the central panel is filled under the
//! panels nested in it, so a frame painted the window about twice over. On a software
//! renderer (llvmpipe, as under Xvfb or in a virtual machine) each whole-window fill is a
//! large share of a frame's CPU, paid in pixels. The window is cleared to the panel
//! colour instead ([`clear_colour`]), which the GPU or llvmpipe does for next to nothing, and
//! the panels keep their margins and draw only what is in them.

use egui::{Color32, Frame, Style, Visuals};

/// The frame of a top, bottom or side panel: egui's, less the fill.
pub fn side_top_panel(style: &Style) -> Frame {
    Frame::side_top_panel(style).fill(Color32::TRANSPARENT)
}

/// The frame of a central panel: egui's, less the fill.
pub fn central_panel(style: &Style) -> Frame {
    Frame::central_panel(style).fill(Color32::TRANSPARENT)
}

/// What the window is cleared to before each frame: the colour the panels no longer paint.
pub fn clear_colour(visuals: &Visuals) -> [f32; 4] {
    visuals.panel_fill.to_normalized_gamma_f32()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panels_keep_their_margins_and_lose_only_the_fill() {
        let style = Style::default();
        let top = side_top_panel(&style);
        assert_eq!(top.inner_margin, Frame::side_top_panel(&style).inner_margin);
        assert_eq!(top.fill, Color32::TRANSPARENT);
        let central = central_panel(&style);
        assert_eq!(
            central.inner_margin,
            Frame::central_panel(&style).inner_margin
        );
        assert_eq!(central.fill, Color32::TRANSPARENT);
    }

    #[test]
    fn the_window_is_cleared_to_the_panel_colour_in_either_theme() {
        for visuals in [Visuals::dark(), Visuals::light()] {
            let [r, g, b, a] = clear_colour(&visuals);
            let back = Color32::from_rgba_unmultiplied(
                (r * 255.0).round() as u8,
                (g * 255.0).round() as u8,
                (b * 255.0).round() as u8,
                (a * 255.0).round() as u8,
            );
            assert_eq!(back, visuals.panel_fill);
        }
    }
}
