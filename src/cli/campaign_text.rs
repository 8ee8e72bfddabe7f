//! `umpire campaign` as text: the campaign's rules and results table, the standings, the
//! battles, each army's strength over the campaign step by step with the rule that made each
//! figure (or, for an army the audience knows only from the battles, what the battles showed),
//! each unit's line, what is still to come after the ledger's day, and the refusal and the
//! warnings. Every figure and sentence is the record floor's ([`CampaignView`] and its rows);
//! this file only lays them out.

use crate::i18n::tr;
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
    let letter = format!("{side:?}");
    let name = view.campaign.side(side).name.as_str();
    tr!(CliArmyName, side = name, letter = letter)
}

fn head(o: &mut String, origin: &str, view: &CampaignView) {
    let c = view.campaign;
    let ledger = view.ledger;
    let _ = writeln!(o, "{}  ({origin})", c.title);
    let audience = match view.audience {
        Audience::Umpire => tr!(CliCampaignForUmpire),
        Audience::Side(side) => army_name(view, side),
        Audience::Public => tr!(CliCampaignForPublic),
    };
    let _ = writeln!(o, "{}", tr!(CliCampaignFor, audience = audience));
    let (a, b) = (c.sides[0].name.as_str(), c.sides[1].name.as_str());
    let _ = writeln!(o, "{}", tr!(CliSides, a = a, b = b));
    let (start, day) = (c.start.long(), ledger.day.long());
    let _ = writeln!(o, "{}", tr!(CliCampaignFromTo, start = start, day = day));
    if !c.notes.trim().is_empty() {
        let _ = writeln!(o, "\n{}", c.notes.trim());
    }
    if let Some(notes) = view.umpire_notes().filter(|n| !n.trim().is_empty()) {
        let _ = writeln!(o, "\n{}", tr!(CliUmpireNotes, notes = notes.trim()));
    }
}

fn rules(o: &mut String, view: &CampaignView) {
    let _ = writeln!(o, "\n== {}", tr!(CliHeadingRules));
    for line in view.rule_lines() {
        let _ = writeln!(o, "   {line}");
    }
    let results = view.results_lines();
    if results.is_empty() {
        let _ = writeln!(o, "   {}", words::no_results_table());
    } else {
        let _ = writeln!(o, "   {}", tr!(CliResultsTable));
        for (i, line) in results.iter().enumerate() {
            let _ = writeln!(o, "     [{i}] {line}");
        }
    }
}

fn standings(o: &mut String, view: &CampaignView) {
    let st = view.standings();
    let c = view.campaign;
    let (a, b) = (c.sides[0].name.as_str(), c.sides[1].name.as_str());
    let _ = writeln!(o, "\n== {}", tr!(CliHeadingStandings));
    for r in &st.rows {
        let (level, a_wins, b_wins) = (r.level.to_string(), r.wins[0], r.wins[1]);
        let line = match r.no_winner {
            0 => tr!(
                CliStandingRow,
                level = level,
                a = a,
                a_wins = a_wins,
                b = b,
                b_wins = b_wins
            ),
            n => tr!(
                CliStandingRowNoWinner,
                level = level,
                a = a,
                a_wins = a_wins,
                b = b,
                b_wins = b_wins,
                no_winner = n
            ),
        };
        let _ = writeln!(o, "   {line}");
    }
    let (a_wins, b_wins) = (st.wins(SideId::A), st.wins(SideId::B));
    let won = tr!(
        CliBattlesWon,
        a = a,
        a_wins = a_wins,
        b = b,
        b_wins = b_wins
    );
    let _ = writeln!(o, "   {won}");
    for line in view.standings_notes(&st) {
        let _ = writeln!(o, "   {line}");
    }
}

fn battles(o: &mut String, view: &CampaignView) {
    let rows = view.battle_rows();
    let _ = writeln!(o, "\n== {}", tr!(CliHeadingBattles));
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
    let (a, b_name) = (c.sides[0].name.as_str(), c.sides[1].name.as_str());
    let (a_units, b_units) = (b.fought[0].to_string(), b.fought[1].to_string());
    let fought = tr!(
        CliFought,
        a = a,
        a_units = a_units,
        b = b_name,
        b_units = b_units
    );
    let _ = writeln!(o, "      {fought}");
    let result = b.result.to_string();
    let result = match b.system.as_deref() {
        Some(system) => tr!(CliResultOfRecordBy, system = system, result = result),
        None => tr!(CliResultOfRecord, result = result),
    };
    let _ = writeln!(o, "      {result}");
    if let Some(level) = &b.level {
        let _ = writeln!(
            o,
            "      {}",
            tr!(CliBattleLevel, level = level.to_string())
        );
    }
    if let Some(reason) = &b.reason {
        let _ = writeln!(
            o,
            "      {}",
            tr!(CliBattleWhy, reason = reason.to_string())
        );
    }
    let (a_losses, b_losses) = (b.losses[0].to_string(), b.losses[1].to_string());
    let losses = tr!(
        CliBattleLosses,
        a = a,
        a_losses = a_losses,
        b = b_name,
        b_losses = b_losses
    );
    let _ = writeln!(o, "      {losses}");
    if let Some((label, text)) = &b.own_count {
        let (label, a_count, b_count) =
            (label.to_string(), text[0].to_string(), text[1].to_string());
        let count = tr!(
            CliBattleOwnCount,
            label = label,
            a = a,
            a_count = a_count,
            b = b_name,
            b_count = b_count
        );
        let _ = writeln!(o, "      {count}");
    }
    let effect = b.effect.to_string();
    let _ = writeln!(o, "      {}", tr!(CliCampaignEffect, effect = effect));
    for side in SideId::BOTH {
        if let Some(s) = b.stragglers[side.index()].filter(|s| *s != Default::default()) {
            let (name, amount) = (c.side(side).name.as_str(), view.amount(s));
            let _ = writeln!(
                o,
                "      {}",
                tr!(CliStragglers, side = name, amount = amount)
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
    let _ = writeln!(o, "   {}", tr!(CliUnits));
    for row in units {
        let u = &row.unit;
        let status = if !u.present {
            match u.joins {
                Some(day) => tr!(CliUnitJoins, day = day.long()),
                None => String::new(),
            }
        } else {
            String::new()
        };
        let general = match u.counts() {
            true => String::new(),
            false => tr!(CliUnitGeneral),
        };
        let line = tr!(
            CliUnitLine,
            id = u.id.as_str(),
            name = u.name.as_str(),
            contingent = u.contingent.as_str(),
            status = status,
            general = general,
            now = view.amount(u.now),
            history = u.history(&view.ledger.measures)
        );
        let _ = writeln!(o, "     {line}");
        if !row.battles.is_empty() {
            let battles = row.battles.join(", ");
            let _ = writeln!(o, "       {}", tr!(CliUnitFoughtAt, battles = battles));
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
        let heading = tr!(CliHeadingRefused);
        let _ = writeln!(o, "\n== {heading}\n   {}", refusal.replace('\n', "\n   "));
    }
    let warnings = view.warnings();
    if !warnings.is_empty() {
        let _ = writeln!(o, "\n== {}", tr!(CliHeadingWarnings));
        for w in warnings {
            let _ = writeln!(o, "   {}", w.text);
        }
    }
}
