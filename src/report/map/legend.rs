//! The legend under the printed map: every key in rows (nothing cut short), then a scale bar.

use super::overlay::{
    MarkerLook, Placement, SideLook, draw_marker, hidden_look, marker_look, value_shown,
};
use crate::i18n::tr;
use crate::model::{Scenario, SideId};
use crate::report::layout::{Align, Colour, Layout, Pen, SMALL, Stroke};
use crate::report::text::Face;

/// One entry of the map's legend: a sample and its words.
enum Key {
    Area(SideLook),
    Ring(SideLook),
    NoRing,
    Marker(MarkerLook),
}

/// The legend's entries: each side's area and ring, the marker sizes by the values this reader
/// knows, and the unknown marker.
fn legend_keys(
    l: &Layout,
    s: &Scenario,
    withheld: &[bool],
    held: &[Option<SideId>],
) -> Vec<(Key, String, f32)> {
    let mut keys = Vec::new();
    let mut push = |key: Key, text: String, sample: f32| {
        let w = sample + 4.0 + l.fonts.width(Face::Regular, SMALL, &text) + 14.0;
        keys.push((key, text, w));
    };
    for side in SideId::BOTH {
        let sd = s.side(side);
        if sd.deployment.is_closed_area() {
            push(
                Key::Area(SideLook::of(s, side)),
                tr!(
                    ReportLegendArea,
                    side = sd.name.as_str(),
                    role = crate::report::sections::role_word(sd.role)
                ),
                14.0,
            );
        }
    }
    if !s.markers.markers.is_empty() {
        for side in SideId::BOTH {
            if held.contains(&Some(side)) {
                let side_name = s.side(side).name.as_str();
                let text = if side == SideId::A {
                    tr!(ReportLegendRing, side = side_name)
                } else {
                    tr!(ReportLegendDashedRing, side = side_name)
                };
                push(Key::Ring(SideLook::of(s, side)), text, 14.0);
            }
        }
        if held
            .iter()
            .take(s.markers.markers.len())
            .any(Option::is_none)
        {
            push(Key::NoRing, tr!(ReportLegendNoRing), 14.0);
        }
        let shown = |i: usize| !withheld.get(i).copied().unwrap_or(false);
        // Only the values this reader knows: a list of the values present would give the
        // others away by elimination.
        let mut values: Vec<u32> = s
            .markers
            .markers
            .iter()
            .enumerate()
            .filter(|(i, m)| value_shown(m, shown(*i)))
            .filter_map(|(_, m)| m.value)
            .collect();
        values.sort_unstable_by(|a, b| b.cmp(a));
        values.dedup();
        for v in values {
            let look = marker_look(v);
            push(
                Key::Marker(look),
                tr!(ReportLegendMarkerWorth, value = v.to_string()),
                2.0 * look.radius,
            );
        }
        let any_unknown = s
            .markers
            .markers
            .iter()
            .enumerate()
            .any(|(i, m)| !value_shown(m, shown(i)));
        if any_unknown {
            let look = hidden_look();
            push(
                Key::Marker(look),
                tr!(ReportLegendMarkerUnknown),
                2.0 * look.radius,
            );
        }
    }
    keys
}

const LEGEND_ROW: f32 = 15.0;

/// The rows of the legend: the keys flowed across `width`, each row's keys with their x.
fn legend_rows(keys: &[(Key, String, f32)], width: f32) -> Vec<Vec<(usize, f32)>> {
    let mut rows: Vec<Vec<(usize, f32)>> = vec![Vec::new()];
    let mut x = 0.0;
    for (i, (_, _, w)) in keys.iter().enumerate() {
        if x + w > width && x > 0.0 {
            rows.push(Vec::new());
            x = 0.0;
        }
        rows.last_mut().expect("a row").push((i, x));
        x += w;
    }
    rows
}

/// The height the legend takes under a map `width` points wide.
pub fn legend_height(
    l: &Layout,
    s: &Scenario,
    withheld: &[bool],
    held: &[Option<SideId>],
    width: f32,
) -> f32 {
    let keys = legend_keys(l, s, withheld, held);
    let rows = if keys.is_empty() {
        0
    } else {
        legend_rows(&keys, width).len()
    };
    let scale = if s.map.scale.is_some() { 1 } else { 0 };
    8.0 + (rows + scale) as f32 * LEGEND_ROW + 5.0 * scale as f32 + 6.0
}

/// Every key of the map in rows under it (nothing cut short), then the scale bar.
pub fn draw_legend(
    l: &mut Layout,
    s: &Scenario,
    p: &Placement,
    withheld: &[bool],
    held: &[Option<SideId>],
) {
    let keys = legend_keys(l, s, withheld, held);
    let asc = l.fonts.ascent(Face::Regular, SMALL);
    let mut y = p.y + p.h + 8.0;
    let left = l.left();
    if !keys.is_empty() {
        for row in legend_rows(&keys, l.width()) {
            let cy = y + LEGEND_ROW / 2.0 - 2.0;
            for (i, x) in row {
                let (key, text, _) = &keys[i];
                let x = left + x;
                let sample = match key {
                    Key::Area(look) => {
                        look.draw_area_sample(l, x, cy - 4.5);
                        14.0
                    }
                    Key::Ring(look) => {
                        look.draw_ring(l, x + 7.0, cy, 4.6);
                        14.0
                    }
                    Key::NoRing => {
                        draw_marker(l, x + 7.0, cy, marker_look(5));
                        14.0
                    }
                    Key::Marker(look) => {
                        draw_marker(l, x + look.radius, cy, *look);
                        2.0 * look.radius
                    }
                };
                l.text(
                    x + sample + 4.0,
                    cy + asc / 2.0 - 0.5,
                    Pen::new(Face::Regular, SMALL, Colour::TEXT),
                    Align::Left,
                    text,
                );
            }
            y += LEGEND_ROW;
        }
    }
    if let Some(scale) = &s.map.scale {
        // Its label stands above the bar: a little room keeps it off the row before.
        draw_scale_bar(l, p, scale, y + 5.0);
        y += LEGEND_ROW + 5.0;
    }
    l.y = y + 6.0;
}

/// A bar of a round ground distance about a fifth of the map's width, at the right.
fn draw_scale_bar(l: &mut Layout, p: &Placement, scale: &crate::model::MapScale, y: f32) {
    if scale.per_pixel <= 0.0 || !scale.per_pixel.is_finite() {
        return;
    }
    let pt_per_unit = p.scale() as f64 / scale.per_pixel;
    let target = (p.w as f64 / 5.0) / pt_per_unit;
    let mag = 10f64.powf(target.log10().floor());
    let nice = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .rfind(|&d| d <= target)
        .unwrap_or(mag);
    let len = (nice * pt_per_unit) as f32;
    let x1 = p.x + p.w;
    let x0 = x1 - len;
    let s = Stroke::solid(Colour::TEXT, 1.2);
    l.line((x0, y + 6.0), (x1, y + 6.0), s);
    l.line((x0, y + 3.0), (x0, y + 9.0), s);
    l.line((x1, y + 3.0), (x1, y + 9.0), s);
    let label = format!("{} {}", trim_number(nice), scale.unit);
    l.text(
        (x0 + x1) / 2.0,
        y + 1.5,
        Pen::new(Face::Regular, SMALL, Colour::TEXT),
        Align::Centre,
        &label,
    );
}

fn trim_number(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        crate::i18n::whole_number(v.round() as i128)
    } else if v.abs() >= 0.001 {
        // The language's decimal sign; `number` keeps three decimals, all a bar this long has.
        crate::i18n::number(v)
    } else {
        format!("{v}")
    }
}
