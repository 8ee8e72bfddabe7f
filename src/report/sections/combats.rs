//! The combats: who attacked whom, where, with which Morale Points, the roll, the result and
//! what each side lost.

use super::{Context, note};
use crate::model::{Combat, CrtResult, Event, SideId};
use crate::record::words;
use crate::report::layout::{Column, Layout, Row, Table};

pub(super) fn nothing_to_show(cx: &Context) -> Option<&'static str> {
    cx.s.log
        .events()
        .all(|(_, e)| !matches!(e, Event::Combat(_)))
        .then_some("No combat was recorded.")
}

pub(super) fn draw(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 70.0);
    let mut t = Table::new(vec![
        Column::left("Turn", 1.5),
        Column::left("Attacker", 3.2),
        Column::left("Defender", 3.2),
        Column::left("Terrain", 1.2),
        Column::left("Morale Point", 0.8),
        Column::right("Roll", 0.7),
        Column::left("Result", 0.8).unbroken(),
        Column::left("Eliminated / routed", 2.6),
        Column::right("SP lost", 1.0).unbroken(),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    let mut results = Vec::new();
    for (turn, e) in cx.s.log.events() {
        if let Event::Combat(c) = e {
            t.push(Row::new(combat_cells(cx, turn, c)));
            results.extend(c.result);
        }
    }
    l.table(&t);
    let legend: Vec<String> = CrtResult::ALL
        .iter()
        .filter(|r| results.contains(r))
        .map(|r| format!("{} {}", r.code(), r.meaning()))
        .collect();
    let mut text = vec![
        format!("Results: {}.", legend.join("; ")),
        "Morale Point: spent by the attacker (A+1) or the defender (D−1).".to_string(),
        words::rolls_unmarked(),
        format!(
            "SP lost: the Strength Points each side lost, {} / {}, as the combat records them (the Napoleon at Waterloo count).",
            cx.side_name(SideId::A),
            cx.side_name(SideId::B)
        ),
    ];
    if legend.is_empty() {
        text.remove(0);
    }
    note(l, &text.join(" "));
}

fn combat_cells(cx: &Context, turn: usize, c: &Combat) -> Vec<String> {
    let attacker = c.attacker.map(|s| cx.side_name(s).to_string());
    let defender = c.attacker.map(|s| cx.side_name(s.other()).to_string());
    vec![
        cx.turn_name(turn),
        side_and_units(attacker, cx.units_list(&c.attackers)),
        side_and_units(defender, cx.units_list(&c.defenders)),
        c.terrain.label().to_string(),
        morale_points(c),
        c.roll
            .as_ref()
            .map(words::roll_short)
            .unwrap_or_else(|| "—".into()),
        c.result
            .map(|r| r.code().to_string())
            .unwrap_or_else(|| "—".into()),
        units_lost(cx, c),
        format!("{} / {}", c.sp_lost.0, c.sp_lost.1),
    ]
}

/// "Armée du Nord: I Corps, II Corps", or whichever half of it is known.
fn side_and_units(side: Option<String>, units: String) -> String {
    match (side, units.is_empty()) {
        (Some(s), false) => format!("{s}: {units}"),
        (Some(s), true) => s,
        (None, false) => units,
        (None, true) => "—".into(),
    }
}

fn morale_points(c: &Combat) -> String {
    let mut mp = Vec::new();
    if c.attacker_morale_point {
        mp.push("A+1");
    }
    if c.defender_morale_point {
        mp.push("D−1");
    }
    if mp.is_empty() {
        "—".into()
    } else {
        mp.join(" ")
    }
}

fn units_lost(cx: &Context, c: &Combat) -> String {
    let mut losses = Vec::new();
    if !c.eliminated.is_empty() {
        losses.push(format!("eliminated: {}", cx.units_list(&c.eliminated)));
    }
    if !c.routed.is_empty() {
        losses.push(format!("routed: {}", cx.units_list(&c.routed)));
    }
    if losses.is_empty() {
        "—".into()
    } else {
        losses.join("; ")
    }
}
