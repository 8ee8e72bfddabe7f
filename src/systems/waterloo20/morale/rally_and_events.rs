//! The Rally Table (with a Morale Point spent on rallies) and the Random Events tables, Morale
//! Fluctuation included.

use super::{Army, Walker, event_path, field_path, rally_modifiers};
use crate::model::{SideId, UnitStatus};
use crate::systems::waterloo20::RallyResult;
use crate::systems::waterloo20::combat::label;
use crate::systems::waterloo20::tables::{
    MORALE_FLUCTUATION, is_night, morale_fluctuation, needs_second_roll, rally, random_event,
    second_roll_effect,
};
use crate::systems::words::says;
use std::collections::BTreeSet;
use std::fmt::Write;

impl<'a> Walker<'a> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn rally(
        &mut self,
        t: usize,
        k: usize,
        unit_id: &'a str,
        roll: u32,
        morale_point: bool,
        rally_points: &BTreeSet<Army>,
        charged: &mut BTreeSet<Army>,
    ) {
        let s = self.s;
        let Some(i) = self.units.get(unit_id) else {
            self.error(
                field_path(s, t, k, "unit"),
                None,
                format!("no unit with id \"{unit_id}\""),
            );
            return;
        };
        let (side, unit, status) = (i.side, i.unit, i.status);
        let army = self.army(side, i.contingent);
        if !(1..=6).contains(&roll) {
            self.error(
                field_path(s, t, k, "roll"),
                Some(side),
                format!("rally roll {roll} is not between 1 and 6"),
            );
            return;
        }
        let label = label(unit);
        let turn_name = &s.log.turns[t].name;
        if !is_night(turn_name) {
            self.warn(
                event_path(s, t, k),
                Some(side),
                format!(
                    "{label} tries to rally in {}, which is not a Night turn",
                    s.log.turn_phrase(t)
                ),
            );
        }
        if status != UnitStatus::Routed {
            self.warn(
                event_path(s, t, k),
                Some(side),
                format!(
                    "{label} tries to rally but is {}, not routed",
                    status.label()
                ),
            );
        }
        let covered = rally_points.contains(&army);
        if morale_point && charged.insert(army) {
            let army_name = self.army_name(army);
            self.spend(t, k, side, 1, |out| {
                let _ = write!(out, "Morale Point expended on rallies (+1 to the rally roll of every unit of {army_name} this Night turn)");
            });
        }
        let (modified, result) = rally(roll, unit, covered);
        let mods = rally_modifiers(unit, covered);
        self.line(t, "Rally Table", |out| {
            let _ = write!(
                out,
                "Rally of {label}: roll {roll}{mods} = {modified}: {} ({}).",
                result.code(),
                result.meaning()
            );
        });
        match result {
            RallyResult::Eliminated => {
                self.set_status(unit_id, UnitStatus::DestroyedOrFled);
                if status != UnitStatus::DestroyedOrFled {
                    self.out.lost.add(side, unit.strength.strength_points);
                }
            }
            RallyResult::Rallied => {
                if status != UnitStatus::DestroyedOrFled {
                    self.set_status(unit_id, UnitStatus::OnBoard);
                }
            }
            RallyResult::NoEffect => {}
        }
    }

    pub(super) fn random_event(
        &mut self,
        t: usize,
        k: usize,
        side: SideId,
        roll: u32,
        second: Option<u32>,
    ) {
        let s = self.s;
        if !(1..=6).contains(&roll) {
            self.error(
                field_path(s, t, k, "roll"),
                Some(side),
                format!("random event roll {roll} is not between 1 and 6"),
            );
            return;
        }
        let french = self.french == Some(side);
        let (title, _) = random_event(french, roll);
        let table = if french { "French" } else { "Allied" };
        let name = self.name(side);
        if !needs_second_roll(roll) {
            self.line(t, "Random Events", |out| {
                let _ = write!(
                    out,
                    "{} {roll} on the {table} table: {title}.",
                    says(name, "rolls", "roll")
                );
            });
            return;
        }
        let Some(second) = second else {
            self.warn(
                field_path(s, t, k, "second_roll"),
                Some(side),
                format!("{title} needs a second die, and none is logged"),
            );
            return;
        };
        if !(1..=6).contains(&second) {
            self.error(
                field_path(s, t, k, "second_roll"),
                Some(side),
                format!("second roll {second} is not between 1 and 6"),
            );
            return;
        }
        let change = if roll == MORALE_FLUCTUATION {
            morale_fluctuation(second).unwrap_or(0)
        } else {
            0
        };
        if change != 0 {
            self.entry(t, k, side, change, "Random Events", |out| {
                let _ = write!(
                    out,
                    "Morale Fluctuation on the {table} table, second die {second}"
                );
            });
        } else {
            let effect = second_roll_effect(french, roll, second).unwrap_or_default();
            self.line(t, "Random Events", |out| {
                let _ = write!(
                    out,
                    "{} {roll} on the {table} table: {effect}",
                    says(name, "rolls", "roll")
                );
            });
        }
    }
}
