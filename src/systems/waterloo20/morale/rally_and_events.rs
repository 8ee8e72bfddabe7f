//! The Rally Table (with a Morale Point spent on rallies) and the Random Events tables, Morale
//! Fluctuation included.

use super::{Army, Walker, event_path, field_path, rally_modifiers};
use crate::i18n::{Msg, tr};
use crate::model::{SideId, UnitStatus};
use crate::systems::waterloo20::RallyResult;
use crate::systems::waterloo20::combat::label;
use crate::systems::waterloo20::tables::{
    MORALE_FLUCTUATION, is_night, morale_fluctuation, needs_second_roll, rally, random_event,
    second_roll_effect, table_key,
};
use crate::systems::words::side_number;
use std::collections::BTreeSet;

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
                tr!(W20NoUnit, unit = unit_id),
            );
            return;
        };
        let (side, unit, status) = (i.side, i.unit, i.status);
        let army = self.army(side, i.contingent);
        if !(1..=6).contains(&roll) {
            self.error(
                field_path(s, t, k, "roll"),
                Some(side),
                tr!(W20RallyRoll, roll = roll.to_string()),
            );
            return;
        }
        let label = label(unit);
        let turn_name = &s.log.turns[t].name;
        if !is_night(turn_name) {
            self.warn(
                event_path(s, t, k),
                Some(side),
                tr!(W20RallyNotNight, unit = label, turn = s.log.turn_phrase(t)),
            );
        }
        if status != UnitStatus::Routed {
            self.warn(
                event_path(s, t, k),
                Some(side),
                tr!(W20RallyNotRouted, unit = label, status = status.label()),
            );
        }
        let covered = rally_points.contains(&army);
        if morale_point && charged.insert(army) {
            let army_name = self.army_name(army);
            self.spend(t, k, side, 1, |out| {
                out.push_str(&tr!(W20RallyPoint, army = army_name));
            });
        }
        let (modified, result) = rally(roll, unit, covered);
        let mods = rally_modifiers(unit, covered);
        self.line(t, Msg::W20RuleRally, |out| {
            out.push_str(&tr!(
                W20Rally,
                unit = label,
                roll = roll.to_string(),
                mods = mods,
                modified = modified.to_string(),
                code = result.code(),
                meaning = result.meaning()
            ));
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
                tr!(W20EventRoll, roll = roll.to_string()),
            );
            return;
        }
        let french = self.french == Some(side);
        let (title, _) = random_event(french, roll);
        let table = table_key(french);
        let name = self.name(side);
        if !needs_second_roll(roll) {
            self.line(t, Msg::W20RuleEvents, |out| {
                out.push_str(&tr!(
                    W20EventRolled,
                    side = name,
                    side_number = side_number(name),
                    roll = roll.to_string(),
                    table = table,
                    title = title
                ));
            });
            return;
        }
        let Some(second) = second else {
            self.warn(
                field_path(s, t, k, "second_roll"),
                Some(side),
                tr!(W20EventNeedsSecond, title = title),
            );
            return;
        };
        if !(1..=6).contains(&second) {
            self.error(
                field_path(s, t, k, "second_roll"),
                Some(side),
                tr!(W20SecondRoll, second = second.to_string()),
            );
            return;
        }
        let change = if roll == MORALE_FLUCTUATION {
            morale_fluctuation(second).unwrap_or(0)
        } else {
            0
        };
        if change != 0 {
            self.entry(t, k, side, change, Msg::W20RuleEvents, |out| {
                out.push_str(&tr!(
                    W20Fluctuation,
                    table = table,
                    second = second.to_string()
                ));
            });
        } else {
            let effect = second_roll_effect(french, roll, second).unwrap_or_default();
            self.line(t, Msg::W20RuleEvents, |out| {
                out.push_str(&tr!(
                    W20EventEffect,
                    side = name,
                    side_number = side_number(name),
                    roll = roll.to_string(),
                    table = table,
                    effect = effect.as_str()
                ));
            });
        }
    }
}
