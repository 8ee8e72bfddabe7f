//! The units' bookkeeping as an umpire keeps it: a `Status` entry changes a unit's status (a
//! unit routed by one may rally like one routed in combat; only a combat's rout costs a Morale
//! Point), and the log is checked against the game's order: no unit fights before it arrives,
//! after its elimination, or while routed or gone; reinforcements arrive in the turn the
//! schedule gives them; the game has the 12 turns of the track.

use super::{Walker, event_path, field_path, n, turn_path};
use crate::i18n::tr;
use crate::model::{Combat, UnitStatus};
use crate::systems::waterloo20::combat::label;
use crate::systems::waterloo20::tables::{TURN_TRACK, scheduled_arrival, track_position};

impl<'a> Walker<'a> {
    /// A `Status` entry of turn `t` at index `k`: the unit's new status, and whether a
    /// reinforcement arrived when its schedule says. An unknown unit is the validator's to report.
    pub(super) fn status_change(&mut self, t: usize, k: usize, id: &str, status: UnitStatus) {
        let Some(i) = self.units.get(id) else {
            return;
        };
        let (side, unit, before) = (i.side, i.unit, i.status);
        if before == UnitStatus::NotArrived
            && status == UnitStatus::OnBoard
            && let Some(due) = scheduled_arrival(unit)
        {
            let turn = &self.s.log.turns[t].name;
            if track_position(turn, t) != due {
                let message = tr!(
                    W20ArrivesOffSchedule,
                    unit = label(unit),
                    turn = self.s.log.turn_phrase(t),
                    due = TURN_TRACK[due]
                );
                self.warn(event_path(self.s, t, k), Some(side), message);
            }
        }
        self.set_status(id, status);
    }

    /// Each attacking and defending unit of a combat must be on the map: arrived, not
    /// eliminated, not routed (a routed unit is off the map until it rallies) and not gone.
    pub(super) fn fighters_on_the_map(&mut self, t: usize, k: usize, c: &Combat) {
        for (field, ids) in [("attackers", &c.attackers), ("defenders", &c.defenders)] {
            for (n, id) in ids.iter().enumerate() {
                // A unit listed twice, or unknown, is a problem of the combat already.
                let Some(i) = self
                    .units
                    .get(id.as_str())
                    .filter(|_| !ids[..n].contains(id))
                else {
                    continue;
                };
                let why = match i.status {
                    UnitStatus::OnBoard => continue,
                    UnitStatus::NotArrived => "not-arrived",
                    UnitStatus::DestroyedOrFled => "eliminated",
                    UnitStatus::Routed => "routed",
                    _ => "other",
                };
                let message = tr!(
                    W20FightsBut,
                    unit = label(i.unit),
                    why = why,
                    status = i.status.label()
                );
                let side = Some(i.side);
                self.warn(field_path(self.s, t, k, field), side, message);
            }
        }
    }

    /// The game has the 12 turns of the Turn Record Track: the first turn beyond them is
    /// reported once, for it and every later one.
    pub(super) fn beyond_the_track(&mut self, t: usize) {
        let turns = self.s.log.turns.len();
        if t == TURN_TRACK.len() && turns > t {
            let message = tr!(
                W20BeyondTrack,
                name = self.s.log.turns[t].name.as_str(),
                number = n((t + 1) as i128),
                track = n(TURN_TRACK.len() as i128),
                last = TURN_TRACK[TURN_TRACK.len() - 1],
                turns = n(turns as i128)
            );
            self.warn(turn_path(self.s, t), None, message);
        }
    }
}
