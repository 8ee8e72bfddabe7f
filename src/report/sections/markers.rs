//! The VP markers: each marker's objective, its value as the reader may know it, who placed it
//! and who held it at the end; then how many were dealt face down.

use super::{Context, note};
use crate::record::words;
use crate::report::layout::{Column, Layout, Row, Table};

pub(super) fn nothing_to_show(cx: &Context) -> Option<&'static str> {
    cx.s.markers
        .markers
        .is_empty()
        .then_some("No VP markers were placed.")
}

pub(super) fn draw(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 60.0);
    l.table(&marker_table(cx, title));
    face_down_note(l, cx);
}

fn marker_table(cx: &Context, title: &str) -> Table {
    let held = &cx.record().end().holders;
    let mut t = Table::new(vec![
        Column::left("Marker", 1.0),
        Column::left("Objective", 3.5),
        Column::right("Value", 1.2),
        Column::left("Placed by", 2.2),
        Column::left("Held at the end by", 2.6),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    for (i, m) in cx.s.markers.markers.iter().enumerate() {
        let value = match cx.view.marker_value(i) {
            Some(v) => format!("{v}%"),
            None => "face down".to_string(),
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
                .unwrap_or_else(|| "nobody".into()),
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
    let dealt = words::count(hidden as u64, "marker was", "markers were");
    let seed = cx
        .view
        .shuffle_seed()
        .map(|seed| format!(" The values were dealt by the shuffle with seed {seed}."))
        .unwrap_or_default();
    let shown = if withheld == 0 {
        "every value is known to this report's reader".to_string()
    } else {
        format!(
            "{} still face down to this report's reader",
            words::count(withheld as u64, "value is", "values are")
        )
    };
    note(l, &format!("{dealt} dealt face down; {shown}.{seed}"));
}
