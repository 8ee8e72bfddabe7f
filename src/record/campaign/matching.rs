//! Whether a battle's units are the campaign's as the ledger stands on the battle's day: the
//! same ids, on the same side, of the same kind, from a contingent the campaign lists as
//! fighting, already with the army, and at the strength the ledger gives them. A battle that
//! differs is refused with every difference listed, so that no loss is carried from a unit the
//! campaign does not have, or counted against a strength it never had.

use super::ledger::UnitLine;
use crate::model::Scenario;
use crate::model::campaign::{Campaign, CampaignDate};
use crate::record::{Measure, words};
use std::collections::HashMap;

/// Each difference between battle `i`'s units and the campaign's, as a sentence.
pub(super) fn differences(
    c: &Campaign,
    i: usize,
    s: &Scenario,
    units: &[UnitLine],
    index: &HashMap<&str, usize>,
) -> Vec<String> {
    let b = &c.battles[i];
    let mut out = Vec::new();
    for (side, u) in s.units() {
        let here = format!("unit \"{}\" ({})", u.id, u.name);
        let Some(&k) = index.get(u.id.trim()) else {
            out.push(format!(
                "{here} of {} is not in the campaign's order of battle",
                s.side(side).name
            ));
            continue;
        };
        let line = &units[k];
        if line.side != side {
            out.push(format!(
                "{here} fights for side {side:?} ({}) here; in the campaign it is a unit of {}",
                s.side(side).name,
                c.side(line.side).name
            ));
            continue;
        }
        if line.kind != u.kind {
            out.push(format!(
                "{here} is {} here, {} in the campaign",
                u.kind.label(),
                line.kind.label()
            ));
        }
        if let Some(day) = line.joins
            && day > b.date
        {
            out.push(format!(
                "{here} joins {} on {}, after this battle",
                c.side(side).name,
                day.long()
            ));
            continue;
        }
        if !b.contingents_of(side).contains(&line.contingent) {
            out.push(format!(
                "{here} is of the contingent \"{}\", which the campaign does not list as fighting this battle",
                line.contingent
            ));
        }
        if u.strength != line.now {
            out.push(strength_difference(&here, u.strength, line, b.date));
        }
    }
    out
}

/// "unit "P1" (Fusiliers) has 800 men here; the ledger gives it 700 men on 14 October 1806
/// (800 at the start, 200 lost in battle, 100 returned)".
fn strength_difference(
    here: &str,
    battle: crate::model::Strength,
    line: &UnitLine,
    day: CampaignDate,
) -> String {
    let measures: Vec<Measure> = Measure::ALL
        .into_iter()
        .filter(|m| m.of(battle) > 0 || m.of(line.now) > 0 || m.of(line.start) > 0)
        .collect();
    let text = |s| words::strength_in(s, &measures);
    format!(
        "{here} has {} here; the ledger gives it {} on {} ({})",
        text(battle),
        text(line.now),
        day.long(),
        line.history(&measures)
    )
}
