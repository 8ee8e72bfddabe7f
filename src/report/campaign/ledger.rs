//! The ledger of battles: per battle its day, who fought, the result of record and its level,
//! each side's losses in the battle's measures, and the campaign effect applied, as the rows
//! give them ([`crate::record::campaign::rows::BattleRow`]). A long campaign's table runs over
//! pages with its header repeated.

use super::Context;
use crate::model::SideId;
use crate::record::campaign::rows::BattleRow;
use crate::report::layout::{Column, Layout, Row, Table};
use crate::report::sections::note;

pub(super) fn draw(l: &mut Layout, cx: &Context) {
    let rows = cx.view.battle_rows();
    if rows.is_empty() {
        l.heading(TITLE, 30.0);
        note(l, &crate::record::campaign::words::no_battles());
        return;
    }
    let mut t = Table::new(vec![
        Column::left("Date", 1.0).unbroken(),
        Column::left("Battle and who fought", 2.2),
        Column::left("Result of record", 2.2),
        Column::left("Losses, in the battle's measures", 2.0),
        Column::left("Campaign effect", 2.4),
    ]);
    t.continued = Some("The ledger of battles (continued)".into());
    for b in &rows {
        t.push(Row::new(vec![
            b.date.long(),
            fought_cell(cx, b),
            result_cell(b),
            losses_cell(cx, b),
            effect_cell(cx, b),
        ]));
    }
    l.heading(TITLE, l.table_start_height(&t));
    l.table(&t);
}

const TITLE: &str = "The ledger of battles";

fn side_name<'a>(cx: &Context<'a>, side: SideId) -> &'a str {
    cx.view.campaign.side(side).name.trim()
}

/// The battle's name, then each side's contingents that fought.
pub(super) fn fought_cell(cx: &Context, b: &BattleRow) -> String {
    let mut cell = b.name.clone();
    for side in SideId::BOTH {
        let fought = &b.fought[side.index()];
        if !fought.is_empty() {
            cell.push_str(&format!("\n{}: {fought}", side_name(cx, side)));
        }
    }
    cell
}

/// The result of record in a line, and its level.
pub(super) fn result_cell(b: &BattleRow) -> String {
    match &b.level {
        Some(level) => format!("{}\nLevel: {level}", b.result),
        None => b.result.clone(),
    }
}

/// Each side's losses as "lost of at the outset".
pub(super) fn losses_cell(cx: &Context, b: &BattleRow) -> String {
    SideId::BOTH
        .map(|side| format!("{}: {}", side_name(cx, side), b.losses[side.index()]))
        .join("\n")
}

/// The effect, and the stragglers it cost where this reader may know them.
pub(super) fn effect_cell(cx: &Context, b: &BattleRow) -> String {
    let mut cell = b.effect.clone();
    for side in SideId::BOTH {
        if let Some(s) = b.stragglers[side.index()].filter(|s| *s != Default::default()) {
            cell.push_str(&format!(
                "\nStragglers of {}: {}",
                side_name(cx, side),
                cx.view.amount(s)
            ));
        }
    }
    cell
}
