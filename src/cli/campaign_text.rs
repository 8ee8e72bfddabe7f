//! `umpire campaign` as text: the campaign's rules and results table, the standings, the
//! battles, each army's strength over the campaign step by step with the rule that made each
//! figure (or, for an army the audience knows only from the battles, what the battles showed),
//! each unit's line, what is still to come after the ledger's day, and the refusal and the
//! warnings. Every figure and sentence is the record floor's ([`CampaignView`] and its rows);
//! this file only lays them out.

use crate::model::SideId;
use crate::record::Audience;
use crate::record::campaign::CampaignView;
use crate::record::campaign::rows::{BattleRow, StepRow, UnitRow};
use crate::record::campaign::words;
use std::fmt::Write as _;

/// The whole campaign as `view`'s audience may know it.
pub(super) fn campaign_text(origin: &str, view: &CampaignView) -> String {
    let mut o = String::new();
    head(&mut o, origin, view);
    rules(&mut o, view);
    standings(&mut o, view);
    battles(&mut o, view);
    for side in SideId::BOTH {
        army(&mut o, view, side);
    }
    still_to_come(&mut o, view);
    problems(&mut o, view);
    o
}

fn army_name(view: &CampaignView, side: SideId) -> String {
    format!("{} (side {side:?})", view.campaign.side(side).name)
}

fn head(o: &mut String, origin: &str, view: &CampaignView) {
    let c = view.campaign;
    let ledger = view.ledger;
    let _ = writeln!(o, "{}  ({origin})", c.title);
    let audience = match view.audience {
        Audience::Umpire => "the umpire".to_string(),
        Audience::Side(side) => army_name(view, side),
        Audience::Public => "the public".to_string(),
    };
    let _ = writeln!(o, "For: {audience}");
    let _ = writeln!(o, "Sides: A = {}, B = {}", c.sides[0].name, c.sides[1].name);
    let _ = writeln!(
        o,
        "From {} to {} (the ledger's day)",
        c.start.long(),
        ledger.day.long()
    );
    if !c.notes.trim().is_empty() {
        let _ = writeln!(o, "\n{}", c.notes.trim());
    }
    if let Some(notes) = view.umpire_notes().filter(|n| !n.trim().is_empty()) {
        let _ = writeln!(o, "\nUmpire's notes: {}", notes.trim());
    }
}

fn rules(o: &mut String, view: &CampaignView) {
    let _ = writeln!(o, "\n== Rules");
    for line in view.rule_lines() {
        let _ = writeln!(o, "   {line}");
    }
    let results = view.results_lines();
    if results.is_empty() {
        let _ = writeln!(o, "   {}", words::no_results_table());
    } else {
        let _ = writeln!(o, "   Results table:");
        for (i, line) in results.iter().enumerate() {
            let _ = writeln!(o, "     [{i}] {line}");
        }
    }
}

fn standings(o: &mut String, view: &CampaignView) {
    let st = view.standings();
    let c = view.campaign;
    let _ = writeln!(o, "\n== Standings");
    for r in &st.rows {
        let mut line = format!(
            "   {}: {} {}, {} {}",
            r.level, c.sides[0].name, r.wins[0], c.sides[1].name, r.wins[1]
        );
        if r.no_winner > 0 {
            let _ = write!(line, ", without a winner {}", r.no_winner);
        }
        let _ = writeln!(o, "{line}");
    }
    let _ = writeln!(
        o,
        "   Battles won: {} {}, {} {}",
        c.sides[0].name,
        st.wins(SideId::A),
        c.sides[1].name,
        st.wins(SideId::B)
    );
    for line in view.standings_notes(&st) {
        let _ = writeln!(o, "   {line}");
    }
}

fn battles(o: &mut String, view: &CampaignView) {
    let rows = view.battle_rows();
    let _ = writeln!(o, "\n== Battles");
    if rows.is_empty() {
        let _ = writeln!(o, "   {}", words::no_battles());
    }
    for b in &rows {
        battle(o, view, b);
    }
}

fn battle(o: &mut String, view: &CampaignView, b: &BattleRow) {
    let c = view.campaign;
    let _ = writeln!(
        o,
        "   {}. {}, {}  ({})",
        b.index + 1,
        b.name,
        b.date.long(),
        b.file
    );
    let _ = writeln!(
        o,
        "      Fought: {} ({}) against {} ({})",
        c.sides[0].name, b.fought[0], c.sides[1].name, b.fought[1]
    );
    let by = b
        .system
        .as_deref()
        .map(|s| format!(" ({s})"))
        .unwrap_or_default();
    let _ = writeln!(o, "      Result of record{by}: {}", b.result);
    if let Some(level) = &b.level {
        let _ = writeln!(o, "      Level: {level}");
    }
    if let Some(reason) = &b.reason {
        let _ = writeln!(o, "      Why: {reason}");
    }
    let _ = writeln!(
        o,
        "      Losses: {} {}; {} {}",
        c.sides[0].name, b.losses[0], c.sides[1].name, b.losses[1]
    );
    if let Some((label, text)) = &b.own_count {
        let _ = writeln!(
            o,
            "      {label}: {} {}; {} {}",
            c.sides[0].name, text[0], c.sides[1].name, text[1]
        );
    }
    let _ = writeln!(o, "      Campaign effect: {}", b.effect);
    for side in SideId::BOTH {
        if let Some(s) = b.stragglers[side.index()].filter(|s| *s != Default::default()) {
            let _ = writeln!(
                o,
                "      Stragglers: {} {}",
                c.side(side).name,
                view.amount(s)
            );
        }
    }
}

fn step_line(o: &mut String, s: &StepRow) {
    let _ = writeln!(
        o,
        "   {}  {:<40} {:>18}  → {}",
        s.date.iso(),
        s.entry,
        s.change_text,
        s.after_text
    );
    let _ = writeln!(o, "                 {}", s.rule);
}

fn army(o: &mut String, view: &CampaignView, side: SideId) {
    match view.step_rows(side) {
        Some((steps, cut)) => {
            let _ = writeln!(
                o,
                "\n== {}",
                words::steps_heading(&view.campaign.side(side).name)
            );
            for s in &steps {
                step_line(o, s);
            }
            if let Some(note) = cut {
                let _ = writeln!(o, "   {note}");
            }
            if let Some(now) = view.strength_now(side) {
                let name = &view.campaign.side(side).name;
                let now = words::strength_on(name, view.ledger.day, &view.amount(now));
                let _ = writeln!(o, "   {now}");
            }
            if let Some(units) = view.unit_rows(side) {
                units_of(o, view, &units);
            }
        }
        None => {
            let _ = writeln!(
                o,
                "\n== {}",
                words::seen_heading(&view.campaign.side(side).name)
            );
            let seen = view.seen_rows(side);
            if seen.is_empty() {
                let _ = writeln!(o, "   {}", words::not_seen(&view.campaign.side(side).name));
            }
            for s in seen {
                let _ = writeln!(o, "   {}  {}: {}", s.date.iso(), s.battle, s.text);
            }
        }
    }
}

fn units_of(o: &mut String, view: &CampaignView, units: &[UnitRow]) {
    let _ = writeln!(o, "   Units:");
    for row in units {
        let u = &row.unit;
        let status = if !u.present {
            match u.joins {
                Some(day) => format!(", joins on {}", day.long()),
                None => String::new(),
            }
        } else {
            String::new()
        };
        let general = if u.counts() {
            ""
        } else {
            ", a general: not counted"
        };
        let _ = writeln!(
            o,
            "     {} {} ({}){status}{general}: {} now; {}",
            u.id,
            u.name,
            u.contingent,
            view.amount(u.now),
            u.history(&view.ledger.measures)
        );
        if !row.battles.is_empty() {
            let _ = writeln!(o, "       fought at {}", row.battles.join(", "));
        }
    }
}

fn still_to_come(o: &mut String, view: &CampaignView) {
    let due = view.due_rows();
    let _ = writeln!(o, "\n== {}", words::still_to_come(view.ledger.day));
    if due.is_empty() {
        let _ = writeln!(o, "   {}", words::nothing_to_come());
    }
    for side in SideId::BOTH {
        let mine: Vec<&StepRow> = due.iter().filter(|s| s.side == side).collect();
        if mine.is_empty() {
            continue;
        }
        let _ = writeln!(o, "   {}:", army_name(view, side));
        for s in mine {
            step_line(o, s);
        }
    }
}

fn problems(o: &mut String, view: &CampaignView) {
    if let Some(refusal) = view.refusal_text() {
        let _ = writeln!(o, "\n== Refused\n   {}", refusal.replace('\n', "\n   "));
    }
    let warnings = view.warnings();
    if !warnings.is_empty() {
        let _ = writeln!(o, "\n== Warnings");
        for w in warnings {
            let _ = writeln!(o, "   {}", w.text);
        }
    }
}
