//! What a combat does to the Morale Points (Morale Chart): each enemy unit eliminated, each own
//! unit eliminated or routed, and the Imperial Guard in a combat lost; and whether the log lists
//! the units the result eliminates or routs.

use super::{Walker, field_path, n, takes_part};
use crate::i18n::{Msg, tr};
use crate::model::{Combat, CrtResult, SideId, UnitStatus};
use crate::systems::waterloo20::combat::{Signed, affected, analyse, label, printed_strength_of};
use crate::systems::waterloo20::tables::crt_checked;

impl<'a> Walker<'a> {
    pub(super) fn combat(&mut self, t: usize, k: usize, c: &'a Combat) {
        let s = self.s;
        let counted = std::mem::take(&mut self.counted);
        let a = analyse(s, c, |id| self.find(id), counted);
        for p in &a.problems {
            self.error(field_path(s, t, k, p.field), p.side, p.message.clone());
        }
        let att = a.attacker;
        self.fighters_on_the_map(t, k, c);
        self.line(t, Msg::W20RuleCrt, |out| a.write_note(out));
        if let Some(att) = att {
            if c.attacker_morale_point {
                self.spend(t, k, att, 1, |out| out.push_str(&tr!(W20AttackerPoint)));
            }
            if c.defender_morale_point {
                self.spend(t, k, att.other(), 1, |out| {
                    out.push_str(&tr!(W20DefenderPoint))
                });
            }
        }
        let roll = c.roll.map_or(0, |r| r.value);
        let table = c.roll.and_then(|r| crt_checked(a.differential, r.value));
        let result = match (c.result, table) {
            (Some(logged), Some(read)) => {
                if logged != read && a.problems.is_empty() {
                    self.warn(
                        field_path(s, t, k, "result"),
                        att,
                        tr!(
                            W20ResultDiffers,
                            logged = logged.code(),
                            read = read.code(),
                            roll = roll.to_string(),
                            column = Signed(a.column).to_string()
                        ),
                    );
                }
                Some(logged)
            }
            (Some(logged), None) => Some(logged),
            (None, Some(read)) => {
                self.line(t, Msg::W20RuleCrt, |out| {
                    out.push_str(&tr!(
                        W20NoResultLogged,
                        code = read.code(),
                        roll = roll.to_string()
                    ));
                });
                Some(read)
            }
            (None, None) => None,
        };
        if let Some(r) = result {
            // The odds already end with the table's reading of the roll.
            if c.result.is_some() && table != Some(r) {
                self.line(t, Msg::W20RuleCrt, |out| {
                    out.push_str(&tr!(
                        W20ResultLogged,
                        code = r.code(),
                        meaning = r.meaning()
                    ));
                });
            }
            self.check_consequences(t, k, c, r, att);
        }
        self.eliminations(t, k, c, att);
        self.routs(t, k, c, att);
        if let (Some(fr), Some(r), Some(att)) = (self.french, result, att) {
            self.imperial_guard(t, k, c, r, att, fr);
        }
        self.counted = a.counted;
    }

    /// The units the log lists as eliminated: +1 to the enemy and −1 to their side, each unit
    /// once.
    fn eliminations(&mut self, t: usize, k: usize, c: &'a Combat, att: Option<SideId>) {
        let s = self.s;
        for (n, id) in c.eliminated.iter().enumerate() {
            let Some(i) = self.units.get(id.as_str()) else {
                self.error(
                    field_path(s, t, k, "eliminated"),
                    att,
                    tr!(W20NoUnit, unit = id.as_str()),
                );
                continue;
            };
            let (side, unit, status) = (i.side, i.unit, i.status);
            if c.eliminated[..n].contains(id) {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    Some(side),
                    tr!(W20EliminatedTwice, unit = id.as_str()),
                );
                continue;
            }
            let label = label(unit);
            if status == UnitStatus::DestroyedOrFled {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    Some(side),
                    tr!(W20AlreadyEliminated, unit = label),
                );
                continue;
            }
            if !takes_part(c, id) {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    Some(side),
                    tr!(W20EliminatedNotInCombat, unit = label),
                );
            }
            self.entry(t, k, side.other(), 1, Msg::W20RuleCombat, |out| {
                out.push_str(&tr!(W20EnemyEliminated, unit = label));
            });
            self.entry(t, k, side, -1, Msg::W20RuleCombat, |out| {
                out.push_str(&tr!(W20OwnEliminated, unit = label));
            });
            self.set_status(id, UnitStatus::DestroyedOrFled);
            self.out.lost.add(side, unit.strength.strength_points);
        }
    }

    /// The units the log lists as routed: −1 to their side, each unit once.
    fn routs(&mut self, t: usize, k: usize, c: &'a Combat, att: Option<SideId>) {
        let s = self.s;
        for (n, id) in c.routed.iter().enumerate() {
            let Some(i) = self.units.get(id.as_str()) else {
                self.error(
                    field_path(s, t, k, "routed"),
                    att,
                    tr!(W20NoUnit, unit = id.as_str()),
                );
                continue;
            };
            let (side, unit, status) = (i.side, i.unit, i.status);
            if c.eliminated.contains(id) || c.routed[..n].contains(id) {
                // The chart counts a unit routed "except those eliminated"; and once.
                continue;
            }
            let label = label(unit);
            if status == UnitStatus::DestroyedOrFled {
                self.warn(
                    field_path(s, t, k, "routed"),
                    Some(side),
                    tr!(W20CannotRout, unit = label),
                );
                continue;
            }
            if !takes_part(c, id) {
                self.warn(
                    field_path(s, t, k, "routed"),
                    Some(side),
                    tr!(W20RoutedNotInCombat, unit = label),
                );
            }
            self.entry(t, k, side, -1, Msg::W20RuleCombat, |out| {
                out.push_str(&tr!(W20Routed, unit = label));
            });
            self.set_status(id, UnitStatus::Routed);
        }
    }

    fn imperial_guard(
        &mut self,
        t: usize,
        k: usize,
        c: &Combat,
        r: CrtResult,
        att: SideId,
        fr: SideId,
    ) {
        let falls_on = match r {
            CrtResult::AE | CrtResult::AR => att,
            CrtResult::DE | CrtResult::DR => att.other(),
            CrtResult::EX | CrtResult::DW | CrtResult::AW | CrtResult::N => return,
        };
        let mut guards: Vec<&str> = c
            .attackers
            .iter()
            .chain(&c.defenders)
            .filter(|id| self.guard_ids.contains(&id.as_str()))
            .filter_map(|id| self.units.get(id))
            .map(|i| label(i.unit))
            .collect();
        if guards.is_empty() {
            return;
        }
        // Each Guard unit once, in order of name.
        guards.sort_unstable();
        guards.dedup();
        let (change, on) = if falls_on == fr {
            (-1, "french")
        } else {
            (1, "allies")
        };
        let code = r.code();
        // A Guard unit named "Imperial Guard" is not named twice.
        let who = match guards.as_slice() {
            [one] if *one == "Imperial Guard" => tr!(W20Guard),
            _ => tr!(W20GuardUnits, units = guards.join(", ")),
        };
        self.entry(t, k, fr, change, Msg::W20RuleGuard, |out| {
            out.push_str(&tr!(
                W20GuardFought,
                who = who.as_str(),
                code = code,
                on = on
            ));
        });
    }

    /// Whether the log lists the units the result eliminates or routs.
    fn check_consequences(
        &mut self,
        t: usize,
        k: usize,
        c: &Combat,
        r: CrtResult,
        att: Option<SideId>,
    ) {
        let s = self.s;
        let affected = affected(c, r);
        for id in affected.eliminated {
            if !c.eliminated.contains(id) && self.find(id).is_some() {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    att,
                    tr!(W20ResultEliminates, code = r.code(), unit = id.as_str()),
                );
            }
        }
        for id in affected.routed {
            if !c.routed.contains(id) && !c.eliminated.contains(id) && self.find(id).is_some() {
                self.warn(
                    field_path(s, t, k, "routed"),
                    att,
                    tr!(W20ResultRouts, code = r.code(), unit = id.as_str()),
                );
            }
        }
        if affected.attacker_chooses_losses {
            let attackers_lost = c.eliminated.iter().filter(|id| c.attackers.contains(id));
            let lost = printed_strength_of(attackers_lost, |id| self.find(id));
            // The defenders' printed strength (`exchange_minimum`).
            let needed = printed_strength_of(&c.defenders, |id| self.find(id));
            if lost < needed {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    att,
                    tr!(W20ExchangeShort, lost = n(lost), needed = n(needed)),
                );
            }
        }
    }
}
