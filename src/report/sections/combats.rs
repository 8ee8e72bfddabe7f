//! The combats: who attacked whom, where, with which Morale Points, the roll, the result and
//! what each side lost.

use super::{Context, continued, note};
use crate::i18n::tr;
use crate::model::{Combat, CrtResult, Event, SideId};
use crate::record::words;
use crate::report::layout::{Column, Layout, Row, Table};

pub(super) fn nothing_to_show(cx: &Context) -> Option<String> {
    cx.s.log
        .events()
        .all(|(_, e)| !matches!(e, Event::Combat(_)))
        .then(|| tr!(ReportNoCombat))
}

pub(super) fn draw(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 70.0);
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportColTurn), 1.5),
        Column::left(&tr!(ReportCombatsAttacker), 3.2),
        Column::left(&tr!(ReportCombatsDefender), 3.2),
        Column::left(&tr!(ReportCombatsTerrain), 1.2),
        Column::left(&tr!(ReportCombatsMoralePoint), 0.8),
        Column::right(&tr!(ReportColRoll), 0.7),
        Column::left(&tr!(ReportColResult), 0.8).unbroken(),
        Column::left(&tr!(ReportCombatsEliminatedRouted), 2.6),
        Column::right(&tr!(ReportCombatsSpLost), 1.0).unbroken(),
    ]);
    t.continued = Some(continued(title));
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
        tr!(
            ReportCombatsResults,
            results = legend.join(&tr!(ReportListSeparator))
        ),
        tr!(ReportCombatsMoralePointNote),
        words::rolls_unmarked(),
        tr!(
            ReportCombatsSpLostNote,
            side_a = cx.side_name(SideId::A),
            side_b = cx.side_name(SideId::B)
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
        (Some(s), false) => tr!(ReportCombatsSideUnits, side = s, units = units),
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
        losses.push(tr!(
            ReportCombatsEliminated,
            units = cx.units_list(&c.eliminated)
        ));
    }
    if !c.routed.is_empty() {
        losses.push(tr!(ReportCombatsRouted, units = cx.units_list(&c.routed)));
    }
    if losses.is_empty() {
        "—".into()
    } else {
        losses.join(&tr!(ReportListSeparator))
    }
}
