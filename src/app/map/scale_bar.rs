//! The scale bar, when the scenario says how long a pixel is on the ground.

use crate::model::MapScale;
use egui::{Align2, Color32, FontId, Rect, Stroke, pos2, vec2};

/// The bar is at most this long on screen, in points.
const MAX_BAR: f32 = 180.0;

/// The largest 1, 2 or 5 × 10ⁿ not above `max` (a round length for the bar).
pub fn nice_length(max: f64) -> f64 {
    if !(max.is_finite() && max > 0.0) {
        return 0.0;
    }
    let base = 10f64.powf(max.log10().floor());
    [5.0, 2.0, 1.0]
        .into_iter()
        .map(|k| k * base)
        .find(|&v| v <= max * (1.0 + 1e-9))
        .unwrap_or(base)
}

/// The bar's ground length and its length on screen, for this zoom (screen points per pixel).
pub fn bar_for(scale: &MapScale, zoom: f32) -> Option<(f64, f32)> {
    let ground_per_point = scale.per_pixel / zoom as f64;
    let length = nice_length(MAX_BAR as f64 * ground_per_point);
    (length > 0.0).then(|| (length, (length / ground_per_point) as f32))
}

fn format_length(v: f64) -> String {
    if v >= 1.0 {
        format!("{v:.0}")
    } else {
        // 0.5, 0.02 …: as many decimals as the leading digit needs.
        let decimals = (-v.log10().floor()) as usize;
        format!("{v:.decimals$}")
    }
}

/// The bar's length as the language in force writes it: in French with a decimal comma and
/// thousands grouped ("0,5", "2 000"); in English as [`format_length`] always has.
fn length_in_words(v: f64) -> String {
    match crate::i18n::current() {
        crate::i18n::Lang::En => format_length(v),
        _ if v >= 1.0 => crate::i18n::whole_number(v.round() as i128),
        _ => format_length(v).replace('.', ","),
    }
}

/// Paint the bar at the lower left of the canvas.
pub fn paint(painter: &egui::Painter, canvas: Rect, zoom: f32, scale: &MapScale) {
    let Some((length, points)) = bar_for(scale, zoom) else {
        return;
    };
    let left = canvas.left_bottom() + vec2(16.0, -18.0);
    let right = left + vec2(points, 0.0);
    let backdrop = Rect::from_min_max(left - vec2(8.0, 22.0), right + vec2(8.0, 8.0));
    painter.rect_filled(backdrop, 3.0, Color32::from_white_alpha(210));
    let ink = Stroke::new(2.0, Color32::from_gray(20));
    painter.line_segment([left, right], ink);
    for x in [left.x, left.x + points / 2.0, right.x] {
        painter.line_segment([pos2(x, left.y - 5.0), pos2(x, left.y)], ink);
    }
    painter.text(
        pos2((left.x + right.x) / 2.0, left.y - 7.0),
        Align2::CENTER_BOTTOM,
        format!("{} {}", length_in_words(length), scale.unit),
        FontId::proportional(12.0),
        Color32::from_gray(20),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nice_lengths_are_1_2_5_times_a_power_of_ten() {
        assert_eq!(nice_length(180.0), 100.0);
        assert_eq!(nice_length(250.0), 200.0);
        assert_eq!(nice_length(999.0), 500.0);
        assert_eq!(nice_length(1000.0), 1000.0);
        assert_eq!(nice_length(0.07), 0.05);
        assert_eq!(nice_length(0.0), 0.0);
    }

    #[test]
    fn the_bar_matches_the_ground_distance() {
        // 2.5 m per pixel at 50 % zoom: a screen point is 5 m; 180 points are 900 m → 500 m bar.
        let s = MapScale {
            per_pixel: 2.5,
            unit: "m".into(),
        };
        let (length, points) = bar_for(&s, 0.5).unwrap();
        assert_eq!(length, 500.0);
        assert_eq!(points, 100.0);
        assert_eq!(format_length(0.05), "0.05");
        assert_eq!(format_length(500.0), "500");
        crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
            assert_eq!(length_in_words(0.05), "0,05");
            assert_eq!(length_in_words(2000.0), "2\u{202f}000");
            assert_eq!(length_in_words(500.0), "500");
        });
        assert_eq!(length_in_words(2000.0), "2000");
    }
}
