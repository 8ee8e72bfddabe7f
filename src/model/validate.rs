//! Consistency rules: input that makes no sense is refused with the field's path and the side.

use super::log::Event;
use super::side::Strength;
use super::{FORMAT_VERSION, Scenario, SideId};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// One inconsistency, naming where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Path of the field in the file, e.g. `sides[1].contingents[0].end.casualties_men`.
    pub path: String,
    /// The side's name, when the field belongs to one side.
    pub side: Option<String>,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.side {
            Some(side) => write!(f, "{} ({side}): {}", self.path, self.message),
            None => write!(f, "{}: {}", self.path, self.message),
        }
    }
}

struct Checker<'a> {
    s: &'a Scenario,
    out: Vec<Problem>,
}

impl Checker<'_> {
    fn push(&mut self, path: String, side: Option<SideId>, message: String) {
        let side = side.map(|id| self.s.side(id).name.clone());
        self.out.push(Problem {
            path,
            side,
            message,
        });
    }
}

pub(super) fn validate(s: &Scenario) -> Vec<Problem> {
    let mut c = Checker { s, out: Vec::new() };
    if s.version == 0 || s.version > FORMAT_VERSION {
        c.push(
            "version".into(),
            None,
            format!("must be {FORMAT_VERSION}, found {}", s.version),
        );
    }
    for side in SideId::BOTH {
        check_side(&mut c, side);
    }
    check_unit_ids(&mut c);
    check_markers(&mut c);
    check_log(&mut c);
    c.out
}

fn check_side(c: &mut Checker, id: SideId) {
    let side = c.s.side(id);
    let i = id.index();
    if side.name.trim().is_empty() {
        c.push(
            format!("sides[{i}].name"),
            None,
            format!("side {id:?} needs a name"),
        );
    }
    let n = side.deployment.points.len();
    if n == 1 || n == 2 {
        c.push(
            format!("sides[{i}].deployment"),
            Some(id),
            format!("a deployment area needs at least 3 vertices, found {n}"),
        );
    }
    for (k, cont) in side.contingents.iter().enumerate() {
        let e = &cont.end;
        let path = |field: &str| format!("sides[{i}].contingents[{k}].end.{field}");
        let strength = e.start_men.saturating_add(e.reinforcements_men);
        if e.casualties_men > strength {
            c.push(
                path("casualties_men"),
                Some(id),
                format!(
                    "{} casualties exceed the strength of {} (start {} + reinforcements {}) in contingent \"{}\"",
                    e.casualties_men, strength, e.start_men, e.reinforcements_men, cont.name
                ),
            );
        }
        if e.cavalry_surviving > e.cavalry_start {
            c.push(
                path("cavalry_surviving"),
                Some(id),
                format!(
                    "{} surviving cavalry exceed the {} at the start in contingent \"{}\"",
                    e.cavalry_surviving, e.cavalry_start, cont.name
                ),
            );
        }
        if e.out_of_ammunition.saturating_add(e.low_on_ammunition) > e.infantry_units {
            c.push(
                path("out_of_ammunition"),
                Some(id),
                format!(
                    "{} out of and {} low on ammunition, but only {} infantry units in contingent \"{}\"",
                    e.out_of_ammunition, e.low_on_ammunition, e.infantry_units, cont.name
                ),
            );
        }
    }
    // Rule 5 moves infringement losses from the victim to the offender; the victim's casualties
    // must contain them.
    let own = side.end_of_battle();
    let enemy = c.s.side(id.other()).end_of_battle();
    if enemy.infringement_losses_caused > own.casualties_men {
        c.push(
            format!("sides[{}].contingents[*].end.infringement_losses_caused", id.other().index()),
            Some(id.other()),
            format!(
                "infringement losses caused ({}) exceed the casualties of {} ({}) they were taken from",
                enemy.infringement_losses_caused, side.name, own.casualties_men
            ),
        );
    }
}

fn check_unit_ids(c: &mut Checker) {
    let mut seen = BTreeSet::new();
    let units: Vec<_> = c.s.units().map(|(s, u)| (s, u.id.clone())).collect();
    for (side, id) in units {
        if id.trim().is_empty() {
            c.push("units".into(), Some(side), "a unit has an empty id".into());
        } else if !seen.insert(id.clone()) {
            c.push(
                format!("units[{id}]"),
                Some(side),
                format!("unit id \"{id}\" is used more than once"),
            );
        }
    }
}

fn check_markers(c: &mut Checker) {
    let set = &c.s.markers;
    if set.values_sum() != 100 {
        c.push(
            "markers.values".into(),
            None,
            format!(
                "the marker values sum to {}%, they must sum to 100%",
                set.values_sum()
            ),
        );
    }
    if set.markers.len() > set.values.len() {
        c.push(
            "markers.markers".into(),
            None,
            format!(
                "{} markers but the set has {} values",
                set.markers.len(),
                set.values.len()
            ),
        );
    }
    let mut left = set.values.clone();
    let mut ids = BTreeSet::new();
    for (k, m) in set.markers.iter().enumerate() {
        if !ids.insert(m.id.as_str()) {
            c.push(
                format!("markers.markers[{k}].id"),
                None,
                format!("marker id \"{}\" is used more than once", m.id),
            );
        }
        match left.iter().position(|&v| v == m.value) {
            Some(p) => {
                left.remove(p);
            }
            None => c.push(
                format!("markers.markers[{k}].value"),
                None,
                format!(
                    "marker {} is worth {}%, which the set {:?} has no (more) marker of",
                    m.id, m.value, set.values
                ),
            ),
        }
    }
}

fn check_log(c: &mut Checker) {
    let s = c.s;
    let mut lost: BTreeMap<&str, Strength> = BTreeMap::new();
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let path = format!("log[{t}] (turn \"{}\").events[{k}]", turn.name);
            check_event(c, &path, e, &mut lost);
        }
    }
}

fn check_unit_ref(c: &mut Checker, path: &str, unit: &str) -> Option<SideId> {
    match c.s.unit(unit) {
        Some((side, _)) => Some(side),
        None => {
            c.push(
                path.to_string(),
                None,
                format!("no unit with id \"{unit}\""),
            );
            None
        }
    }
}

fn check_roll(c: &mut Checker, path: &str, value: u32, faces: u32, what: &str) {
    if !(1..=faces).contains(&value) {
        c.push(
            format!("{path}.roll"),
            None,
            format!("{what} roll {value} is not between 1 and {faces}"),
        );
    }
}

fn check_event<'a>(
    c: &mut Checker<'a>,
    path: &str,
    e: &'a Event,
    lost: &mut BTreeMap<&'a str, Strength>,
) {
    match e {
        Event::Losses {
            side,
            unit: Some(unit),
            men,
            stands,
            strength_points,
            unit_points,
        } => {
            let Some(owner) = check_unit_ref(c, &format!("{path}.unit"), unit) else {
                return;
            };
            if owner != *side {
                c.push(
                    format!("{path}.side"),
                    Some(*side),
                    format!(
                        "unit \"{unit}\" belongs to {}, not to this side",
                        c.s.side(owner).name
                    ),
                );
            }
            let total = lost.entry(unit.as_str()).or_default();
            *total = total.plus(Strength {
                men: *men,
                stands: *stands,
                unit_points: *unit_points,
                strength_points: *strength_points,
            });
            let have = c.s.unit(unit).map(|(_, u)| u.strength).unwrap_or_default();
            let over: Vec<String> = [
                ("men", total.men, have.men),
                ("stands", total.stands, have.stands),
                ("Unit Points", total.unit_points, have.unit_points),
                (
                    "Strength Points",
                    total.strength_points,
                    have.strength_points,
                ),
            ]
            .into_iter()
            .filter(|(_, l, h)| l > h)
            .map(|(what, l, h)| format!("{l} {what} lost of {h}"))
            .collect();
            if !over.is_empty() {
                c.push(
                    path.to_string(),
                    Some(owner),
                    format!(
                        "losses of unit \"{unit}\" exceed its strength: {}",
                        over.join(", ")
                    ),
                );
            }
        }
        Event::Losses { unit: None, .. } => {}
        Event::Status { unit, .. } => {
            check_unit_ref(c, &format!("{path}.unit"), unit);
        }
        Event::MarkerControl { marker, .. } => {
            if c.s.marker(marker).is_none() {
                c.push(
                    format!("{path}.marker"),
                    None,
                    format!("no marker with id \"{marker}\""),
                );
            }
        }
        Event::Combat(combat) => {
            for u in combat
                .attackers
                .iter()
                .chain(&combat.defenders)
                .chain(&combat.eliminated)
                .chain(&combat.routed)
            {
                check_unit_ref(c, path, u);
            }
            if let (Some(att), Some(first)) = (combat.attacker, combat.attackers.first())
                && let Some((side, _)) = c.s.unit(first)
                && side != att
            {
                c.push(
                    format!("{path}.attackers"),
                    Some(att),
                    format!("attacking unit \"{first}\" belongs to the other side"),
                );
            }
            if let Some(r) = combat.roll {
                check_roll(c, path, r.value, 6, "combat");
            }
        }
        Event::WithdrawalTest(t) => {
            check_roll(c, path, t.roll.value, 100, "percentile");
            if t.wf > 100 || t.vp_percent > 100 || t.rs_percent > 100 {
                c.push(
                    path.to_string(),
                    Some(t.side),
                    format!(
                        "RS% {}, VP% {} and WF {} must each be at most 100",
                        t.rs_percent, t.vp_percent, t.wf
                    ),
                );
            }
        }
        Event::Rally { unit, roll, .. } => {
            check_unit_ref(c, &format!("{path}.unit"), unit);
            check_roll(c, path, roll.value, 6, "rally");
        }
        Event::RandomEvent { roll, .. } => check_roll(c, path, roll.value, 6, "random event"),
        Event::CommanderLost { .. }
        | Event::CommanderInMelee { .. }
        | Event::PrematureCall { .. }
        | Event::NightMorale { .. }
        | Event::MoraleSpent { .. }
        | Event::Note { .. } => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, EndOfBattle};

    #[test]
    fn casualties_above_strength_name_the_field_and_side() {
        let mut s = Scenario::new("t");
        s.sides[1].name = "Prussia".into();
        s.sides[1].contingents.push(Contingent {
            name: "Main army".into(),
            units: vec![],
            end: EndOfBattle {
                start_men: 25_000,
                casualties_men: 30_000,
                ..Default::default()
            },
        });
        let problems = s.validate();
        assert_eq!(problems.len(), 1, "{problems:?}");
        let text = problems[0].to_string();
        assert!(
            text.contains("sides[1].contingents[0].end.casualties_men"),
            "{text}"
        );
        assert!(text.contains("Prussia"), "{text}");
        assert!(
            text.contains("30000 casualties exceed the strength of 25000"),
            "{text}"
        );
    }

    #[test]
    fn eleven_standard_markers_are_refused() {
        let mut s = Scenario::new("t");
        for _ in 0..11 {
            let id = s.markers.next_id();
            s.markers.markers.push(crate::model::Marker {
                id,
                name: String::new(),
                pos: crate::model::Point::new(0.0, 0.0),
                value: 5,
                hidden: false,
                placed_by: None,
            });
        }
        let text: Vec<String> = s.validate().iter().map(|p| p.to_string()).collect();
        assert!(
            text.iter()
                .any(|t| t.contains("11 markers but the set has 10 values")),
            "{text:?}"
        );
        assert!(
            text.iter().any(|t| t.contains("markers.markers[7].value")),
            "{text:?}"
        );
    }
}
