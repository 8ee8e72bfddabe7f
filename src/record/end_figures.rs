//! The casualty chart's end-of-battle figures that the order of battle and the record can give
//! ("Fill from log"). Every figure is in the measure its field names: the men fields are filled
//! only from men, never from stands, Strength Points or unit counts; a field the record cannot
//! give in its own measure is left to the umpire. Guns lost, infringements, rounds and
//! ammunition are not in the log.

use super::BattleRecord;
use crate::model::{Scenario, SideId, Strength, UnitKind, UnitStatus};

/// One figure the record gives: the field's name in the file, its value and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogFigure {
    pub key: &'static str,
    pub value: u64,
    pub why: String,
}

/// The figures for contingent `k` of `side`.
pub fn figures_from_log(
    s: &Scenario,
    record: &BattleRecord,
    side: SideId,
    k: usize,
) -> Vec<LogFigure> {
    let Some(cont) = s.side(side).contingents.get(k) else {
        return Vec::new();
    };
    // The contingent's units are a run of the record's units, which follow `Scenario::units`.
    let before: usize = SideId::BOTH
        .iter()
        .take_while(|&&sd| sd != side)
        .map(|&sd| s.side(sd).units().count())
        .sum::<usize>()
        + s.side(side).contingents[..k]
            .iter()
            .map(|c| c.units.len())
            .sum::<usize>();
    let units: Vec<_> = cont
        .units
        .iter()
        .zip(record.units.iter().skip(before))
        .collect();
    let present_at_start = |st: UnitStatus| st != UnitStatus::NotArrived;
    let mut out = Vec::new();
    if !units.iter().any(|(u, _)| u.strength.men > 0) {
        // Nothing here is counted in men: no men field can be filled from the log.
        return in_battle_counts(&units, out);
    }
    out.push(LogFigure {
        key: "start_men",
        value: units
            .iter()
            .filter(|(u, _)| present_at_start(u.status))
            .map(|(u, _)| u.strength.men)
            .sum(),
        why: "men of the units present at the start".into(),
    });
    out.push(LogFigure {
        key: "reinforcements_men",
        value: units
            .iter()
            .filter(|(u, f)| !present_at_start(u.status) && f.status != UnitStatus::NotArrived)
            .map(|(u, _)| u.strength.men)
            .sum(),
        why: "men of the reinforcements the log brings on".into(),
    });
    let mut casualties: u64 = units.iter().map(|(_, f)| f.lost.men).sum();
    let mut why =
        "men lost by these units (all of a unit destroyed or fled, see Losses)".to_string();
    if s.side(side).contingents.len() == 1 {
        let units_lost = record
            .units
            .iter()
            .filter(|f| f.side == side)
            .fold(Strength::default(), |acc, f| acc.plus(f.lost));
        let at_large = record.end().lost[side.index()].minus(units_lost).men;
        if at_large > 0 {
            casualties += at_large;
            why.push_str(" and by the side at large");
        }
    }
    out.push(LogFigure {
        key: "casualties_men",
        value: casualties,
        why,
    });
    let cavalry: Vec<_> = units
        .iter()
        .filter(|(u, _)| u.kind == UnitKind::Cavalry && present_at_start(u.status))
        .collect();
    if cavalry.iter().any(|(u, _)| u.strength.men > 0) {
        out.push(LogFigure {
            key: "cavalry_start",
            value: cavalry.iter().map(|(u, _)| u.strength.men).sum(),
            why: "men of the cavalry units present at the start".into(),
        });
        out.push(LogFigure {
            key: "cavalry_surviving",
            value: cavalry
                .iter()
                .map(|(u, f)| u.strength.men.saturating_sub(f.lost.men))
                .sum(),
            why: "men of those cavalry units, less what they lost".into(),
        });
    }
    in_battle_counts(&units, out)
}

/// Batteries and infantry units still in the battle: counts of units, as their fields are.
fn in_battle_counts(
    units: &[(&crate::model::Unit, &super::UnitFate)],
    mut out: Vec<LogFigure>,
) -> Vec<LogFigure> {
    let in_battle = |kind: UnitKind| {
        units
            .iter()
            .filter(|(u, f)| {
                u.kind == kind
                    && !matches!(
                        f.status,
                        UnitStatus::NotArrived | UnitStatus::DestroyedOrFled
                    )
            })
            .count() as u64
    };
    if units.iter().any(|(u, _)| u.kind == UnitKind::Artillery) {
        out.push(LogFigure {
            key: "batteries",
            value: in_battle(UnitKind::Artillery),
            why: "artillery units arrived and not destroyed or fled".into(),
        });
    }
    if units.iter().any(|(u, _)| u.kind == UnitKind::Infantry) {
        out.push(LogFigure {
            key: "infantry_units",
            value: in_battle(UnitKind::Infantry),
            why: "infantry units arrived and not destroyed or fled".into(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Event, Turn, Unit};

    /// A Waterloo 20 side: counters with Strength Points, no men.
    fn counters() -> Scenario {
        let mut s = Scenario::new("t");
        let mut units = Vec::new();
        for (id, kind) in [("I", UnitKind::Infantry), ("C", UnitKind::Cavalry)] {
            let mut u = Unit::new(id, id, kind);
            u.strength.strength_points = 4;
            units.push(u);
        }
        s.sides[0].contingents.push(Contingent {
            name: "Armée du Nord".into(),
            units,
            ..Default::default()
        });
        s.log.turns.push(Turn {
            name: "1".into(),
            events: vec![Event::Losses {
                side: SideId::A,
                unit: Some("I".into()),
                men: 0,
                stands: 0,
                strength_points: 2,
                unit_points: 0,
            }],
        });
        s
    }

    #[test]
    fn no_men_field_is_filled_from_another_measure() {
        let s = counters();
        let r = BattleRecord::build(&s);
        let keys: Vec<&str> = figures_from_log(&s, &r, SideId::A, 0)
            .iter()
            .map(|f| f.key)
            .collect();
        assert_eq!(
            keys,
            ["infantry_units"],
            "Strength Points and unit counts never go into the men fields"
        );
    }
}
