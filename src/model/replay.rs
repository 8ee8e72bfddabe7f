//! Replaying the log: the state of the battle after any number of turns.

use super::log::{CommandRank, Event};
use super::side::{Strength, UnitStatus};
use super::{Role, Scenario, SideId};
use std::collections::BTreeMap;

/// A unit as it stands at some point of the battle.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitState {
    pub side: SideId,
    pub status: UnitStatus,
    /// Losses logged against this unit so far.
    pub lost: Strength,
}

/// The battle after replaying part of the log.
#[derive(Clone, Debug, PartialEq)]
pub struct BattleState {
    /// How many turns have been replayed.
    pub turns: usize,
    /// Every unit by id.
    pub units: BTreeMap<String, UnitState>,
    /// Losses logged against a side but no unit, per side.
    pub unassigned_losses: [Strength; 2],
    /// Which side controls each marker (by id); absent = nobody yet.
    pub control: BTreeMap<String, SideId>,
    /// Commanders lost so far, per side, with their rank.
    pub commanders_lost: [Vec<(String, CommandRank)>; 2],
    /// Strength Points lost in combats, per side.
    pub combat_sp_lost: [u64; 2],
}

impl BattleState {
    /// Total losses of a side so far: every unit's plus the unassigned ones.
    pub fn losses(&self, side: SideId) -> Strength {
        self.units
            .values()
            .filter(|u| u.side == side)
            .fold(self.unassigned_losses[side.index()], |acc, u| {
                acc.plus(u.lost)
            })
    }

    /// VP % held by a side: the sum of the values of the markers it controls.
    pub fn vp_held(&self, s: &Scenario, side: SideId) -> u64 {
        s.markers
            .markers
            .iter()
            .filter(|m| self.control.get(&m.id) == Some(&side))
            .map(|m| m.value as u64)
            .sum()
    }

    pub fn status(&self, unit: &str) -> Option<UnitStatus> {
        self.units.get(unit).map(|u| u.status)
    }
}

/// Replay the first `turns` turns of the log (all of it when `turns` ≥ the number of turns).
/// Events that name an unknown unit or marker are skipped here; validation reports them.
pub fn replay(s: &Scenario, turns: usize) -> BattleState {
    let mut st = start_state(s);
    for (t, e) in s.log.events() {
        if t >= turns {
            break;
        }
        apply(&mut st, e);
    }
    st.turns = turns.min(s.log.turns.len());
    st
}

fn start_state(s: &Scenario) -> BattleState {
    let units = s
        .units()
        .map(|(side, u)| {
            (
                u.id.clone(),
                UnitState {
                    side,
                    status: u.status,
                    lost: Strength::default(),
                },
            )
        })
        .collect();
    let mut control = BTreeMap::new();
    if s.settings.defender_held_field
        && let Some(def) = s.side_with_role(Role::Defender)
    {
        for m in &s.markers.markers {
            if s.side(def).deployment.contains(m.pos) {
                control.insert(m.id.clone(), def);
            }
        }
    }
    BattleState {
        turns: 0,
        units,
        unassigned_losses: [Strength::default(); 2],
        control,
        commanders_lost: [Vec::new(), Vec::new()],
        combat_sp_lost: [0; 2],
    }
}

fn apply(st: &mut BattleState, e: &Event) {
    match e {
        Event::Losses {
            side,
            unit,
            men,
            stands,
            strength_points,
            unit_points,
        } => {
            let loss = Strength {
                men: *men,
                stands: *stands,
                unit_points: *unit_points,
                strength_points: *strength_points,
            };
            match unit.as_ref().and_then(|id| st.units.get_mut(id)) {
                Some(u) => u.lost = u.lost.plus(loss),
                None => {
                    let l = &mut st.unassigned_losses[side.index()];
                    *l = l.plus(loss);
                }
            }
        }
        Event::Status { unit, status } => {
            if let Some(u) = st.units.get_mut(unit) {
                u.status = *status;
            }
        }
        Event::MarkerControl { marker, side } => {
            st.control.insert(marker.clone(), *side);
        }
        Event::CommanderLost { side, name, rank } => {
            st.commanders_lost[side.index()].push((name.clone(), *rank));
        }
        Event::Combat(c) => {
            st.combat_sp_lost[0] = st.combat_sp_lost[0].saturating_add(c.sp_lost.0);
            st.combat_sp_lost[1] = st.combat_sp_lost[1].saturating_add(c.sp_lost.1);
            for id in &c.eliminated {
                if let Some(u) = st.units.get_mut(id) {
                    u.status = UnitStatus::DestroyedOrFled;
                }
            }
            for id in &c.routed {
                if let Some(u) = st.units.get_mut(id) {
                    u.status = UnitStatus::Routed;
                }
            }
        }
        Event::Rally { .. }
        | Event::CommanderInMelee { .. }
        | Event::PrematureCall { .. }
        | Event::WithdrawalTest(_)
        | Event::NightMorale { .. }
        | Event::MoraleSpent { .. }
        | Event::RandomEvent { .. }
        | Event::Note { .. } => {}
    }
}
