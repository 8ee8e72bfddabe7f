//! The VP markers: each marker's objective, its value as the reader may know it, who placed it
//! and who held it at the end; then how many were dealt face down.

use super::{Context, continued, note, whole_percent};
use crate::i18n::tr;
use crate::report::layout::{Column, Layout, Row, Table};

pub(super) fn nothing_to_show(cx: &Context) -> Option<String> {
    cx.s.markers
        .markers
        .is_empty()
        .then(|| tr!(ReportNoMarkers))
}

pub(super) fn draw(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 60.0);
    l.table(&marker_table(cx, title));
    face_down_note(l, cx);
}

fn marker_table(cx: &Context, title: &str) -> Table {
    let held = &cx.record().end().holders;
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportMarkersMarker), 1.0),
        Column::left(&tr!(ReportMarkersObjective), 3.5),
        Column::right(&tr!(ReportMarkersValue), 1.2),
        Column::left(&tr!(ReportMarkersPlacedBy), 2.2),
        Column::left(&tr!(ReportMarkersHeldBy), 2.6),
    ]);
    t.continued = Some(continued(title));
    for (i, m) in cx.s.markers.markers.iter().enumerate() {
        let value = match cx.view.marker_value(i) {
            Some(v) => whole_percent(v),
            None => tr!(ReportMarkersFaceDown),
        };
        let holder = held.get(i).copied().flatten();
        let mut row = Row::new(vec![
            m.id.clone(),
            if m.name.trim().is_empty() {
                "—".into()
            } else {
                m.name.clone()
            },
            value,
            m.placed_by
                .map(|s| cx.side_name(s).to_string())
                .unwrap_or_else(|| "—".into()),
            holder
                .map(|s| cx.side_name(s).to_string())
                .unwrap_or_else(|| tr!(ReportMarkersNobody)),
        ]);
        row.swatch = holder.map(|s| cx.side_colour(s));
        row.swatch_col = 4;
        t.push(row);
    }
    t
}

/// How many values were dealt face down, how many the reader still cannot see, and the seed
/// of the deal when the reader may know it.
fn face_down_note(l: &mut Layout, cx: &Context) {
    let hidden = cx.s.markers.markers.iter().filter(|m| m.hidden).count();
    if hidden == 0 {
        return;
    }
    let withheld = cx.withheld().iter().filter(|w| **w).count();
    let mut text = if withheld == 0 {
        tr!(ReportMarkersDealtAllKnown, dealt = hidden)
    } else {
        tr!(
            ReportMarkersDealtWithheld,
            dealt = hidden,
            withheld = withheld
        )
    };
    if let Some(seed) = cx.view.shuffle_seed() {
        // The seed as text: an id to type back, never grouped.
        text.push(' ');
        text.push_str(&tr!(ReportMarkersShuffleSeed, seed = seed.to_string()));
    }
    note(l, &text);
}
