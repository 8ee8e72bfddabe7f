//! Replaying the log: the state of the battle after any number of turns, as the victory
//! systems read it. A move off the map is the unit exiting where `positions::leaving` says so. Losses as the program shows them are defined once, in `crate::record::losses`.

use super::log::{CommandRank, Event};
use super::positions::{Leaving, Position, leaving};
use super::side::{Strength, UnitStatus};
use super::{MapInfo, Role, Scenario, SideId};
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;

/// A unit as it stands at some point of the battle.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitState<'a> {
    pub side: SideId,
    pub status: UnitStatus,
    /// Losses logged against this unit so far.
    pub lost: Strength,
    /// Where the unit stands: its deployment, then its last move (`None`: nowhere on the map).
    pub at: Option<&'a Position>,
}

/// The battle after replaying part of the log.
#[derive(Clone, Debug, PartialEq)]
pub struct BattleState<'a> {
    /// How many turns have been replayed.
    pub turns: usize,
    /// Every unit by id (hashed: a replay looks a unit up for nearly every event, and building
    /// and searching an ordered map of string keys was most of a replay's time).
    pub units: FxHashMap<&'a str, UnitState<'a>>,
    /// Losses logged against a side but no unit, per side.
    pub unassigned_losses: [Strength; 2],
    /// Which side controls each marker (by id); absent = nobody yet.
    pub control: BTreeMap<&'a str, SideId>,
    /// Commanders lost so far, per side, with their rank.
    pub commanders_lost: [Vec<(&'a str, CommandRank)>; 2],
    /// The map, for the moves that leave it ([`leaving`]).
    map: &'a MapInfo,
}

impl<'a> BattleState<'a> {
    /// VP % held by a side: the sum of the values of the markers it controls. A value absent
    /// from a player copy counts nothing here: every figure read from it is one the knowledge
    /// rules withhold from the copy's audience (a system reading marker values, the enemy's
    /// test figures), so no output shows the sum.
    pub fn vp_held(&self, s: &Scenario, side: SideId) -> u64 {
        s.markers
            .markers
            .iter()
            .filter(|m| self.control.get(m.id.as_str()) == Some(&side))
            .filter_map(|m| m.value.map(u64::from))
            .sum()
    }

    pub fn status(&self, unit: &str) -> Option<UnitStatus> {
        self.units.get(unit).map(|u| u.status)
    }

    /// The battle before the first turn.
    pub fn at_start(s: &'a Scenario) -> BattleState<'a> {
        start_state(s)
    }

    /// The battle after one more event of the log (a caller walking the log keeps one state
    /// instead of replaying it again at every point).
    pub fn apply(&mut self, e: &'a Event) {
        apply(self, e);
    }
}

/// Replay the first `turns` turns of the log (all of it when `turns` ≥ the number of turns).
/// Events that name an unknown unit or marker are skipped here; validation reports them.
pub fn replay(s: &Scenario, turns: usize) -> BattleState<'_> {
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

/// Replay the log up to a point inside it: the turns before `turn`, then the events of turn
/// `turn` before index `cut` (the whole turn when `cut` is `None`). This is the state in which
/// an event of the log (a withdrawal test, say) happened.
pub fn replay_until(s: &Scenario, turn: usize, cut: Option<usize>) -> BattleState<'_> {
    let mut st = start_state(s);
    for (_, e) in s.log.events_before(turn, cut) {
        apply(&mut st, e);
    }
    st.turns = turn.saturating_add(1).min(s.log.turns.len());
    st
}

/// Who controls which marker before the first turn: the defender holds the markers in its own
/// deployment area when it held the field before the battle, nobody holds any other.
pub fn start_control(s: &Scenario) -> BTreeMap<&str, SideId> {
    let mut control = BTreeMap::new();
    if s.settings.defender_held_field
        && let Some(def) = s.side_with_role(Role::Defender)
    {
        for m in &s.markers.markers {
            if s.side(def).deployment.contains(m.pos) {
                control.insert(m.id.as_str(), def);
            }
        }
    }
    control
}

fn start_state(s: &Scenario) -> BattleState<'_> {
    let mut units = FxHashMap::default();
    units.reserve(s.units().count());
    units.extend(s.units().map(|(side, u)| {
        (
            u.id.as_str(),
            UnitState {
                side,
                status: u.status,
                lost: Strength::default(),
                at: u.position.as_ref(),
            },
        )
    }));
    BattleState {
        turns: 0,
        units,
        unassigned_losses: [Strength::default(); 2],
        control: start_control(s),
        commanders_lost: [Vec::new(), Vec::new()],
        map: &s.map,
    }
}

fn apply<'a>(st: &mut BattleState<'a>, e: &'a Event) {
    match e {
        Event::Losses { .. } => {
            let Some((side, unit, loss)) = e.loss() else {
                return;
            };
            match unit.and_then(|id| st.units.get_mut(id)) {
                Some(u) => u.lost = u.lost.plus(loss),
                None => {
                    let l = &mut st.unassigned_losses[side.index()];
                    *l = l.plus(loss);
                }
            }
        }
        Event::Status { unit, status } => {
            if let Some(u) = st.units.get_mut(unit.as_str()) {
                u.status = *status;
            }
        }
        Event::MarkerControl { marker, side } => {
            st.control.insert(marker.as_str(), *side);
        }
        Event::CommanderLost { side, name, rank } => {
            st.commanders_lost[side.index()].push((name.as_str(), *rank));
        }
        Event::Combat(c) => {
            for id in &c.eliminated {
                if let Some(u) = st.units.get_mut(id.as_str()) {
                    u.status = UnitStatus::DestroyedOrFled;
                }
            }
            for id in &c.routed {
                if let Some(u) = st.units.get_mut(id.as_str()) {
                    u.status = UnitStatus::Routed;
                }
            }
        }
        Event::Move { unit, to, .. } => {
            if let Some(u) = st.units.get_mut(unit.as_str()) {
                if leaving(st.map, u.at, to) == Some(Leaving::Exits) {
                    u.status = UnitStatus::Exited;
                }
                u.at = Some(to);
            }
        }
        Event::Rally { .. }
        | Event::CommanderInMelee { .. }
        | Event::GunsLost { .. }
        | Event::PrematureCall { .. }
        | Event::WithdrawalTest(_)
        | Event::NightMorale { .. }
        | Event::MoraleSpent { .. }
        | Event::RandomEvent { .. }
        | Event::Note { .. }
        | Event::Spotted { .. }
        | Event::RevealMarkers => {}
    }
}
