//! The ledger of battles: per battle its day, who fought, the result of record and its level,
//! each side's losses in the battle's measures, and the campaign effect applied, as the rows
//! give them ([`crate::record::campaign::rows::BattleRow`]). A long campaign's table runs over
//! pages with its header repeated.

use super::Context;
use crate::i18n::tr;
use crate::model::SideId;
use crate::record::campaign::rows::BattleRow;
use crate::report::layout::{Column, Layout, Row, Table};
use crate::report::sections::note;

pub(super) fn draw(l: &mut Layout, cx: &Context) {
    let rows = cx.view.battle_rows();
    if rows.is_empty() {
        l.heading(&tr!(ReportCampaignLedger), 30.0);
        note(l, &crate::record::campaign::words::no_battles());
        return;
    }
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportCampaignDate), 1.0).unbroken(),
        Column::left(&tr!(ReportCampaignBattleWho), 2.2),
        Column::left(&tr!(ReportResultOfRecord), 2.2),
        Column::left(&tr!(ReportCampaignLossesMeasures), 2.0),
        Column::left(&tr!(ReportCampaignEffectCol), 2.4),
    ]);
    t.continued = Some(crate::report::sections::continued(&tr!(
        ReportCampaignLedger
    )));
    for b in &rows {
        t.push(Row::new(vec![
            b.date.long(),
            fought_cell(cx, b),
            result_cell(b),
            losses_cell(cx, b),
            effect_cell(cx, b),
        ]));
    }
    l.heading(&tr!(ReportCampaignLedger), l.table_start_height(&t));
    l.table(&t);
}

fn side_name<'a>(cx: &Context<'a>, side: SideId) -> &'a str {
    cx.view.campaign.side(side).name.trim()
}

/// The battle's name, then each side's contingents that fought.
pub(super) fn fought_cell(cx: &Context, b: &BattleRow) -> String {
    let mut cell = b.name.clone();
    for side in SideId::BOTH {
        let fought = &b.fought[side.index()];
        if !fought.is_empty() {
            cell.push('\n');
            cell.push_str(&tr!(
                ReportCombatsSideUnits,
                side = side_name(cx, side),
                units = fought.as_str()
            ));
        }
    }
    cell
}

/// The result of record in a line, and its level.
pub(super) fn result_cell(b: &BattleRow) -> String {
    match &b.level {
        Some(level) => format!(
            "{}\n{}",
            b.result,
            tr!(ReportCampaignLevel, level = level.as_str())
        ),
        None => b.result.clone(),
    }
}

/// Each side's losses as "lost of at the outset".
pub(super) fn losses_cell(cx: &Context, b: &BattleRow) -> String {
    SideId::BOTH
        .map(|side| {
            tr!(
                ReportCombatsSideUnits,
                side = side_name(cx, side),
                units = b.losses[side.index()].as_str()
            )
        })
        .join("\n")
}

/// The effect, and the stragglers it cost where this reader may know them.
pub(super) fn effect_cell(cx: &Context, b: &BattleRow) -> String {
    let mut cell = b.effect.clone();
    for side in SideId::BOTH {
        if let Some(s) = b.stragglers[side.index()].filter(|s| *s != Default::default()) {
            cell.push('\n');
            cell.push_str(&tr!(
                ReportCampaignStragglers,
                side = side_name(cx, side),
                amount = cx.view.amount(s)
            ));
        }
    }
    cell
}
