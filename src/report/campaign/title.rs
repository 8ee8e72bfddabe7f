//! The title page: the campaign, its days, whom the report is for, the notes this audience may
//! read, and the rules in force (the campaign's rules and its results table, in the ledger's
//! own sentences).

use super::{Context, campaign_title, heading};
use crate::i18n::tr;
use crate::report::layout::{BODY, Colour, Layout};
use crate::report::sections::note;
use crate::report::text::Face;

pub(super) fn draw(l: &mut Layout, cx: &Context) {
    l.mark(&tr!(ReportCampaignMark), 0);
    kicker_and_title(l, cx);
    days(l, cx);
    let c = cx.view.campaign;
    if !c.notes.trim().is_empty() {
        l.subheading(&tr!(ReportCampaignNotes), 30.0);
        l.paragraph(c.notes.trim(), Face::Regular, BODY, Colour::TEXT);
    }
    if let Some(notes) = cx.view.umpire_notes().filter(|n| !n.trim().is_empty()) {
        l.subheading(&tr!(ReportSectionUmpireNotes), 30.0);
        l.paragraph(notes.trim(), Face::Regular, BODY, Colour::TEXT);
    }
    l.subheading(&tr!(ReportCampaignRules), 40.0);
    for line in cx.view.rule_lines() {
        bullet(l, &line);
    }
    l.subheading(&tr!(ReportCampaignResultsMean), 40.0);
    let results = cx.view.results_lines();
    if results.is_empty() {
        note(l, &crate::record::campaign::words::no_results_table());
    }
    for line in results {
        bullet(l, &line);
    }
    note(l, &tr!(ReportPrintedOn, date = cx.printed.as_str()));
}

/// "Campaign after-action report · Prussians", the title, and whom it is for.
fn kicker_and_title(l: &mut Layout, cx: &Context) {
    let kicker = tr!(
        ReportCampaignKicker,
        heading = heading(),
        audience = super::audience_word(cx)
    );
    crate::report::sections::kicker_and_title(l, &kicker, &campaign_title(cx));
    l.paragraph(&cx.view.audience_line(), Face::Regular, 10.0, Colour::TEXT);
}

/// When the campaign starts, its battles, and the day the ledger is taken to.
fn days(l: &mut Layout, cx: &Context) {
    let c = cx.view.campaign;
    l.paragraph(
        &tr!(
            ReportCampaignDays,
            start = c.start.long(),
            battles = c.battles.len(),
            day = cx.view.ledger.day.long()
        ),
        Face::Regular,
        11.0,
        Colour::TEXT,
    );
    l.y += 4.0;
}

/// A bulleted line, indented under its heading.
pub(super) fn bullet(l: &mut Layout, text: &str) {
    l.paragraph_indented(&format!("• {text}"), Face::Regular, BODY, Colour::TEXT, 6.0);
}
