//! A page for each battle the ledger took: who fought, its result of record as this audience
//! is told it (the verdict's headline, level and reason from the battle's record), each side's
//! losses, the campaign effect, and the battle's map at its end as the battle report draws it
//! for this audience. A battle without a map picture, or whose picture cannot be read, still
//! gets its page, without the map.

use super::Context;
use super::ledger::effect_cell;
use crate::assets::demo::DEMO_CAMPAIGN_ORIGIN;
use crate::i18n::tr;
use crate::model::{Scenario, SideId};
use crate::record::campaign::rows::BattleRow;
use crate::report::layout::{BODY, Colour, Column, Layout, Row, Table};
use crate::report::map::{MapSource, map_path};
use crate::report::plain::Plain;
use crate::report::sections::{battle_map_at_the_end, note, shaded_box};
use crate::report::text::Face;

pub(super) fn draw(l: &mut Layout, cx: &Context, warnings: &mut Vec<String>) {
    for b in cx.view.battle_rows() {
        l.new_page();
        l.heading(&format!("{} · {}", b.name, b.date.long()), 120.0);
        who_fought(l, cx, &b);
        result(l, cx, &b);
        losses(l, cx, &b);
        l.paragraph(
            &tr!(
                ReportCampaignEffect,
                effect = effect_cell(cx, &b).replace('\n', &tr!(ReportListSeparator))
            ),
            Face::Regular,
            BODY,
            Colour::TEXT,
        );
        map(l, cx, &b, warnings);
    }
}

/// A battle's sentence in plain words (its field paths named), when its scenario is at hand.
pub(super) fn plain(cx: &Context, battle: usize, text: &str) -> String {
    match cx.scenario(battle) {
        Some(s) => Plain::new(s).text(text),
        None => text.to_string(),
    }
}

fn who_fought(l: &mut Layout, cx: &Context, b: &BattleRow) {
    for side in SideId::BOTH {
        let fought = &b.fought[side.index()];
        let name = cx.view.campaign.side(side).name.trim();
        let line = if fought.is_empty() {
            tr!(ReportCampaignNoContingent, side = name)
        } else {
            tr!(ReportCombatsSideUnits, side = name, units = fought.as_str())
        };
        l.paragraph(&line, Face::Regular, BODY, Colour::TEXT);
    }
    l.y += 4.0;
}

/// The result of record in a shaded box: the deciding system, the headline, the level, why.
fn result(l: &mut Layout, cx: &Context, b: &BattleRow) {
    let kicker = match &b.system {
        Some(sys) => tr!(ReportResultOfRecordBy, system = sys.as_str()),
        None => tr!(ReportResultOfRecord),
    };
    let mut lines = vec![
        (kicker, Face::Bold, 8.5, Colour::MUTED),
        (
            plain(cx, b.index, &b.result),
            Face::Bold,
            14.0,
            Colour::TEXT,
        ),
    ];
    if let Some(level) = &b.level {
        lines.push((
            tr!(ReportCampaignLevel, level = level.as_str()),
            Face::Regular,
            10.0,
            Colour::TEXT,
        ));
    }
    if let Some(reason) = &b.reason {
        let reason = plain(cx, b.index, reason);
        lines.push((
            tr!(ReportWhy, reason = reason.trim_end_matches('.')),
            Face::Regular,
            10.0,
            Colour::TEXT,
        ));
    }
    shaded_box(l, &lines);
}

/// Each side's losses, and the deciding system's own count where it keeps one.
fn losses(l: &mut Layout, cx: &Context, b: &BattleRow) {
    let mut columns = vec![
        Column::left(&tr!(ReportTestsArmy), 1.4),
        Column::left(&tr!(ReportCampaignLostOf), 2.4),
    ];
    if let Some((label, _)) = &b.own_count {
        columns.push(Column::left(label, 1.6));
    }
    let mut t = Table::new(columns);
    for side in SideId::BOTH {
        let mut cells = vec![
            cx.view.campaign.side(side).name.trim().to_string(),
            b.losses[side.index()].clone(),
        ];
        if let Some((_, counts)) = &b.own_count {
            cells.push(counts[side.index()].clone());
        }
        let mut row = Row::new(cells);
        row.swatch = Some(Colour::from_rgb(cx.view.campaign.side(side).colour));
        t.push(row);
    }
    l.table(&t);
}

/// The battle's map at its end, on this page when there is room enough, else on the next.
fn map(l: &mut Layout, cx: &Context, b: &BattleRow, warnings: &mut Vec<String>) {
    let Some(s) = cx.scenario(b.index) else {
        return;
    };
    let source = read_map(cx, s, b.index).and_then(|read| {
        read.map_err(|e| {
            note(l, &tr!(ReportCampaignMapUnread, error = e.to_string()));
            warnings.push(tr!(
                ReportCampaignMapWarning,
                battle = b.name.trim(),
                error = e.to_string()
            ));
        })
        .ok()
    });
    if crate::report::map::extent(s, source.as_ref().map(|m| m.size)).is_none() {
        return;
    }
    if l.room() < l.full_height() * 0.4 {
        l.new_page();
    }
    l.subheading(&tr!(ReportCampaignMapAtEnd, battle = b.name.trim()), 200.0);
    let outcome = battle_map_at_the_end(l, s, source.as_ref(), cx.view.audience);
    if let Some(w) = outcome.warning {
        warnings.push(format!("{}: {w}", b.name.trim()));
    }
}

/// Battle `i`'s map image: its file, read against the battle's folder; for the built-in demo
/// campaign (read from memory, with no folder), the built-in demo map of that name.
fn read_map(
    cx: &Context,
    s: &Scenario,
    i: usize,
) -> Option<Result<MapSource, crate::report::ReportError>> {
    let dir = cx.battle_dir(i);
    let path = map_path(s, dir.as_deref())?;
    let built_in = dir.is_none() && cx.input.src.origin == DEMO_CAMPAIGN_ORIGIN;
    if built_in
        && let Some(bytes) = s
            .map
            .image
            .as_deref()
            .and_then(crate::assets::demo::demo_map)
    {
        return Some(MapSource::from_bytes(&path, bytes.to_vec()));
    }
    Some(MapSource::read(&path))
}
