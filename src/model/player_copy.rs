//! A player copy in the file format: the mark that a scenario file was made for one audience,
//! and the values such a file may lack.
//!
//! A player copy (made by `record::player_copy`) holds only what its audience knows: a marker
//! value it never examined, the enemy's withdrawal VP % and WF, both seeds and the places of
//! units it never saw are absent from the file, not hidden in it. The model allows these absences only in a file marked as a
//! player copy; an umpire's file lacking one of them is refused, as it always was.

use super::limits::{marker_path, turn_path, unit_path};
use super::log::Event;
use super::{Problem, Scenario, SideId};
use crate::i18n::tr;
use serde::{Deserialize, Serialize};

/// Who a player copy was made for. The model knows no audience (that is the record's); this
/// is the mark the file carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CopyFor {
    /// One side's players.
    Side(SideId),
    /// Anyone else: the public.
    Public,
}

/// A value a player copy may lack: written as a plain number when present (as every file
/// before player copies wrote it), left out when absent.
pub mod maybe_absent {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<T: Serialize, S: Serializer>(
        v: &Option<T>,
        ser: S,
    ) -> Result<S::Ok, S::Error> {
        match v {
            Some(v) => v.serialize(ser),
            None => ser.serialize_none(),
        }
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        de: D,
    ) -> Result<Option<T>, D::Error> {
        T::deserialize(de).map(Some)
    }
}

/// The values missing from a file that is not a player copy, or missing where even a player
/// copy holds them (a face-up marker's value, a side's own test figures).
pub(super) fn absence_problems(s: &Scenario) -> Vec<Problem> {
    let mut out = Vec::new();
    let problem = |path: String, side: Option<SideId>, message: String| Problem {
        path,
        side: side.map(|id| s.side(id).name.clone()),
        message,
    };
    for (k, m) in s.markers.markers.iter().enumerate() {
        if m.value.is_some() {
            continue;
        }
        let why = match s.copy_for {
            None => tr!(FilesMarkerValueMissing),
            Some(_) if !m.hidden => tr!(FilesFaceUpValue),
            Some(_) => continue,
        };
        out.push(problem(format!("{}.value", marker_path(s, k)), None, why));
    }
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let Event::WithdrawalTest(r) = e else {
                continue;
            };
            if r.vp_percent.is_some() && r.wf.is_some() {
                continue;
            }
            let why = match s.copy_for {
                None => tr!(FilesTestFiguresMissing),
                Some(CopyFor::Side(own)) if own == r.side => tr!(FilesOwnTestFigures),
                Some(_) => continue,
            };
            out.push(problem(
                format!("{}.events[{k}]", turn_path(s, t)),
                Some(r.side),
                why,
            ));
        }
    }
    out.extend(own_places_left_out(s));
    out
}

/// The places a copy for a side leaves out of that side's own units: a side knows where its
/// units stand, so its copy holds every one of their places.
fn own_places_left_out(s: &Scenario) -> Vec<Problem> {
    let Some(CopyFor::Side(own)) = s.copy_for else {
        return Vec::new();
    };
    let problem = |path: String| Problem {
        path,
        side: Some(s.side(own).name.clone()),
        message: tr!(FilesOwnPlaces),
    };
    let mut out = Vec::new();
    for (k, c) in s.side(own).contingents.iter().enumerate() {
        for (u, unit) in c.units.iter().enumerate() {
            if unit.position.as_ref().is_some_and(|p| p.is_unseen()) {
                out.push(problem(format!("{}.position", unit_path(s, own, k, u))));
            }
        }
    }
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            if let Event::Move { unit, to, .. } = e
                && to.is_unseen()
                && s.unit(unit).is_some_and(|(side, _)| side == own)
            {
                out.push(problem(format!("{}.events[{k}].to", turn_path(s, t))));
            }
        }
    }
    out
}
