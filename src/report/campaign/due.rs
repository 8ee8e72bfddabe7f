//! The end of the report: what is still due to the armies this audience knows after the
//! ledger's day (returns, replacements, reinforcements), then where the ledger stops and the
//! warnings, each with its place (the campaign's line, the battle).

use super::Context;
use super::title::bullet;
use crate::i18n::tr;
use crate::record::campaign::words;
use crate::report::layout::{Column, Layout, Row, Table};
use crate::report::sections::note;

pub(super) fn draw(l: &mut Layout, cx: &Context) {
    still_due(l, cx);
    refusal_and_warnings(l, cx);
}

fn still_due(l: &mut Layout, cx: &Context) {
    let due = cx.view.due_rows();
    // Not under the last battle's page, as though it were part of that battle.
    if !cx.view.ledger.battles.is_empty() {
        l.new_page();
    }
    let title = words::still_to_come(cx.view.ledger.day);
    if due.is_empty() {
        l.heading(&title, 20.0);
        note(l, &words::nothing_to_come());
        return;
    }
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportCampaignDate), 1.0).unbroken(),
        Column::left(&tr!(ReportTestsArmy), 1.1),
        Column::left(&tr!(ReportLogEntry), 1.5),
        Column::right(&tr!(ReportCampaignChange), 1.0).unbroken(),
        Column::left(&tr!(ReportCampaignRuleMakes), 3.2),
    ]);
    t.continued = Some(tr!(ReportCampaignStillToComeContinued));
    for s in &due {
        t.push(Row::new(vec![
            s.date.long(),
            cx.view.campaign.side(s.side).name.trim().to_string(),
            s.entry.clone(),
            s.change_text.clone(),
            s.rule.clone(),
        ]));
    }
    l.heading(&title, l.table_start_height(&t));
    l.table(&t);
    note(l, &tr!(ReportCampaignDueNote));
}

/// Where the ledger stops, and the umpire's warnings; nothing when there is neither.
fn refusal_and_warnings(l: &mut Layout, cx: &Context) {
    let refusal = cx.view.refusal_text();
    let warnings = cx.view.warnings();
    if refusal.is_none() && warnings.is_empty() {
        return;
    }
    l.heading(&tr!(ReportCampaignRefusals), 40.0);
    if let Some(text) = refusal {
        l.subheading(&tr!(ReportCampaignLedgerStops), 30.0);
        for (k, line) in text.lines().enumerate() {
            if k == 0 {
                l.paragraph(
                    line.trim(),
                    crate::report::text::Face::Regular,
                    crate::report::layout::BODY,
                    crate::report::layout::Colour::ALERT,
                );
            } else {
                bullet(l, line.trim().trim_start_matches("- "));
            }
        }
    }
    if !warnings.is_empty() {
        l.subheading(&tr!(ReportCampaignWarnings), 30.0);
        for w in warnings {
            bullet(l, &w.text);
        }
    }
}
