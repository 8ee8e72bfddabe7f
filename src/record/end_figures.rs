//! The casualty chart's end-of-battle figures that the order of battle and the record can give
//! ("Fill from log"). Every figure is in the measure its field names: the men fields are filled
//! only from men, never from stands, Strength Points or unit counts; a field the record cannot
//! give in its own measure is left to the umpire. Infringements, rounds and ammunition are not
//! in the log.
//!
//! The men, the cavalry and the guns lost are read as the casualty chart reads them where
//! nothing is typed ([`crate::systems::casualty_chart::sources`]: which units are present at
//! the start, which reinforcements arrived, what a unit lost), from the record's replay.

use super::BattleRecord;
use crate::i18n::{tr, whole_number};
use crate::model::{GunLoss, Scenario, SideId, Strength, UnitKind, UnitStatus};
use crate::systems::casualty_chart::sources::{UnitAtEnd, unit_figures};
use rustc_hash::FxHashSet;

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
    // The side's first contingent also takes what the log charges to the side at large, so
    // that the figures filled in add up to what the casualty chart reads when none are typed.
    let at_large = k == 0;
    let mut out = Vec::new();
    let f = unit_figures(units.iter().map(|(u, fate)| UnitAtEnd {
        unit: u,
        status: fate.status,
        lost_men: fate.lost.men,
    }));
    if f.has_men {
        men_figures(record, side, at_large, &f, &mut out);
    }
    guns_figures(s, record, side, k, &mut out);
    in_battle_counts(&units, out)
}

/// Start, reinforcements, casualties and cavalry in men, as the casualty chart reads units.
fn men_figures(
    record: &BattleRecord,
    side: SideId,
    at_large: bool,
    f: &crate::systems::casualty_chart::sources::UnitFigures,
    out: &mut Vec<LogFigure>,
) {
    out.push(LogFigure {
        key: "start_men",
        value: f.start_men,
        why: tr!(RecWhyStartMen),
    });
    out.push(LogFigure {
        key: "reinforcements_men",
        value: f.reinforcements_men,
        why: tr!(RecWhyReinforcementsMen),
    });
    let mut casualties = f.casualties_men;
    let mut why = tr!(RecWhyCasualtiesMen);
    if at_large {
        let units_lost = record
            .units
            .iter()
            .filter(|fate| fate.side == side)
            .fold(Strength::default(), |acc, fate| acc.plus(fate.lost));
        let at_large = record.end().lost[side.index()].minus(units_lost).men;
        if at_large > 0 {
            casualties = casualties.saturating_add(at_large);
            why = tr!(RecWhyCasualtiesMenAtLarge);
        }
    }
    out.push(LogFigure {
        key: "casualties_men",
        value: casualties,
        why,
    });
    if f.cavalry_start > 0 {
        out.push(LogFigure {
            key: "cavalry_start",
            value: f.cavalry_start,
            why: tr!(RecWhyCavalryStart),
        });
        out.push(LogFigure {
            key: "cavalry_surviving",
            value: f.cavalry_surviving,
            why: tr!(RecWhyCavalrySurviving),
        });
    }
}

/// Guns lost, per kind, by the log's entries that name a battery of contingent `k`; the side's
/// first contingent also takes those that name none of the side's other contingents' units
/// (the side at large), as the casualty chart counts every entry of the side.
fn guns_figures(
    s: &Scenario,
    record: &BattleRecord,
    side: SideId,
    k: usize,
    out: &mut Vec<LogFigure>,
) {
    // Drawn every frame: one pass over the entries, units looked up in a set.
    let ids = |pick: &dyn Fn(usize) -> bool| -> FxHashSet<&str> {
        s.side(side)
            .contingents
            .iter()
            .enumerate()
            .filter(|(j, _)| pick(*j))
            .flat_map(|(_, c)| c.units.iter().map(|u| u.id.as_str()))
            .collect()
    };
    let (others, own) = if k == 0 {
        (ids(&|j| j != 0), FxHashSet::default())
    } else {
        (FxHashSet::default(), ids(&|j| j == k))
    };
    let ours = |unit: Option<&str>| {
        if k == 0 {
            unit.is_none_or(|id| !others.contains(id))
        } else {
            unit.is_some_and(|id| own.contains(id))
        }
    };
    let mut per_kind = [(0usize, 0u64); 5];
    for g in record
        .guns_lost
        .iter()
        .filter(|g| g.side == side && ours(g.unit.as_deref()))
    {
        if let Some(i) = GunLoss::ALL.iter().position(|how| *how == g.how) {
            let (n, guns) = &mut per_kind[i];
            *n += 1;
            *guns = guns.saturating_add(g.guns);
        }
    }
    for (how, (n, guns)) in GunLoss::ALL.into_iter().zip(per_kind) {
        if n > 0 {
            out.push(LogFigure {
                key: how.field(),
                value: guns,
                why: tr!(
                    RecWhyGuns,
                    how = how.label(),
                    entries = n,
                    written = whole_number(n as i128)
                ),
            });
        }
    }
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
            why: tr!(RecWhyBatteries),
        });
    }
    if units.iter().any(|(u, _)| u.kind == UnitKind::Infantry) {
        out.push(LogFigure {
            key: "infantry_units",
            value: in_battle(UnitKind::Infantry),
            why: tr!(RecWhyInfantryUnits),
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
