//! Consistency rules: input that makes no sense is refused with the field's path and the side.
//!
//! One file, just past the usual length: every rule walks the same [`Checker`], and a fifth of
//! it is tests.

pub use super::limits::Problem;
use super::limits::{self, contingent_path, marker_path, side_path, turn_path, unit_path};
use super::log::Event;
use super::positions::{facing_problem, move_problem, position_problem};
use super::side::{Strength, Unit};
use super::text::figure;
use super::{FORMAT_VERSION, Scenario, SideId};
use crate::i18n::tr;
use std::collections::{BTreeMap, BTreeSet, HashMap};

struct Checker<'a> {
    s: &'a Scenario,
    out: Vec<Problem>,
    /// Every unit by id (the first of a repeated id), so that a long log is checked in time
    /// proportional to its length.
    units: HashMap<&'a str, (SideId, &'a Unit)>,
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

pub(super) fn validate(s: &Scenario, systems: &[&str]) -> Vec<Problem> {
    // Beyond the limits, the checks below could take unbounded time: stop at those problems.
    let hard = limits::hard_problems(s);
    if !hard.is_empty() {
        return hard;
    }
    let mut units = HashMap::new();
    for (side, u) in s.units() {
        units.entry(u.id.as_str()).or_insert((side, u));
    }
    let mut c = Checker {
        s,
        out: limits::text_problems(s),
        units,
    };
    if s.version == 0 || s.version > FORMAT_VERSION {
        c.push(
            "version".into(),
            None,
            tr!(
                ModelVersion,
                expected = figure(FORMAT_VERSION),
                found = figure(s.version)
            ),
        );
    }
    for side in SideId::BOTH {
        check_side(&mut c, side);
    }
    check_unit_ids(&mut c);
    check_deployed_positions(&mut c);
    c.out.extend(super::grid::grid_problems(s));
    check_markers(&mut c);
    c.out.extend(super::player_copy::absence_problems(s));
    check_log(&mut c);
    check_systems_named(&mut c, systems);
    c.out
}

/// The deciding system and those for comparison must be systems this program has. The
/// systems' registry is the one list of their ids (a new system is one line in it): the
/// caller passes it in (`systems`), as the model knows no system.
fn check_systems_named(c: &mut Checker, systems: &[&str]) {
    let settings = &c.s.settings;
    let named = settings
        .decided_by
        .iter()
        .map(|id| ("settings.decided_by".to_string(), id))
        .chain(
            settings
                .compare_with
                .iter()
                .enumerate()
                .map(|(i, id)| (format!("settings.compare_with[{i}]"), id)),
        );
    let mut problems = Vec::new();
    for (path, id) in named {
        if !systems.contains(&id.trim()) {
            problems.push((
                path,
                tr!(ModelNoSystem, id = id.as_str(), known = systems.join(", ")),
            ));
        }
    }
    for (path, message) in problems {
        c.push(path, None, message);
    }
}

fn check_side(c: &mut Checker, id: SideId) {
    let side = c.s.side(id);
    let i = id.index();
    if side.name.trim().is_empty() {
        c.push(
            format!("sides[{i}].name"),
            None,
            tr!(ModelSideNeedsName, side = format!("{id:?}")),
        );
    }
    let n = side.deployment.points.len();
    if n == 1 || n == 2 {
        c.push(
            format!("{}.deployment", side_path(c.s, id)),
            Some(id),
            tr!(ModelDeploymentVertices, count = n),
        );
    }
    for (k, cont) in side.contingents.iter().enumerate() {
        let e = &cont.end;
        let path = |field: &str| format!("{}.end.{field}", contingent_path(c.s, id, k));
        let strength = e.start_men.saturating_add(e.reinforcements_men);
        if e.casualties_men > strength {
            c.push(
                path("casualties_men"),
                Some(id),
                tr!(
                    ModelCasualtiesExceed,
                    casualties = figure(e.casualties_men),
                    strength = figure(strength),
                    start = figure(e.start_men),
                    reinforcements = figure(e.reinforcements_men),
                    contingent = cont.name.as_str()
                ),
            );
        }
        if e.cavalry_surviving > e.cavalry_start {
            c.push(
                path("cavalry_surviving"),
                Some(id),
                tr!(
                    ModelCavalryExceed,
                    surviving = figure(e.cavalry_surviving),
                    start = figure(e.cavalry_start),
                    contingent = cont.name.as_str()
                ),
            );
        }
        if e.out_of_ammunition.saturating_add(e.low_on_ammunition) > e.infantry_units {
            c.push(
                path("out_of_ammunition"),
                Some(id),
                tr!(
                    ModelAmmunitionExceed,
                    out = figure(e.out_of_ammunition),
                    low = figure(e.low_on_ammunition),
                    infantry = figure(e.infantry_units),
                    contingent = cont.name.as_str()
                ),
            );
        }
    }
    // Rule 5 moves infringement losses from the victim to the offender; the victim's casualties
    // must contain them.
    let own = side.end_of_battle();
    let enemy = c.s.side(id.other()).end_of_battle();
    // Named at the first contingent of the other side that claims any; the message gives the
    // total of all of them.
    let claimant =
        c.s.side(id.other())
            .contingents
            .iter()
            .position(|k| k.end.infringement_losses_caused > 0);
    if let Some(k) = claimant
        && enemy.infringement_losses_caused > own.casualties_men
    {
        c.push(
            format!(
                "{}.end.infringement_losses_caused",
                contingent_path(c.s, id.other(), k)
            ),
            Some(id.other()),
            tr!(
                ModelInfringementExceed,
                caused = figure(enemy.infringement_losses_caused),
                side = side.name.as_str(),
                casualties = figure(own.casualties_men)
            ),
        );
    }
}

fn check_unit_ids(c: &mut Checker) {
    let s = c.s;
    // Where each id is first used, as (side, contingent, unit): the path is written only for
    // a message, not for each of a thousand units.
    let mut first: HashMap<&str, (SideId, usize, usize)> = HashMap::new();
    let path = |side, k, u| format!("{}.id", unit_path(s, side, k, u));
    for side in SideId::BOTH {
        for (k, cont) in s.side(side).contingents.iter().enumerate() {
            for (u, unit) in cont.units.iter().enumerate() {
                if unit.id.trim().is_empty() {
                    c.push(path(side, k, u), Some(side), tr!(ModelEmptyUnitId));
                } else if let Some(&(s0, k0, u0)) = first.get(unit.id.as_str()) {
                    c.push(
                        path(side, k, u),
                        Some(side),
                        tr!(
                            ModelUnitIdTwice,
                            id = unit.id.as_str(),
                            first = path(s0, k0, u0)
                        ),
                    );
                } else {
                    first.insert(&unit.id, (side, k, u));
                }
            }
        }
    }
}

/// Where each unit stands at deployment: a cell the grid has, a facing in degrees.
fn check_deployed_positions(c: &mut Checker) {
    let s = c.s;
    for side in SideId::BOTH {
        for (k, cont) in s.side(side).contingents.iter().enumerate() {
            for (u, unit) in cont.units.iter().enumerate() {
                let here = || unit_path(s, side, k, u);
                if let Some(m) = unit.position.as_ref().and_then(|p| position_problem(s, p)) {
                    c.push(format!("{}.position", here()), Some(side), m);
                }
                if let Some(m) = unit.facing.and_then(facing_problem) {
                    c.push(format!("{}.facing", here()), Some(side), m);
                }
            }
        }
    }
}

fn check_markers(c: &mut Checker) {
    let set = &c.s.markers;
    if set.values_sum() != 100 {
        c.push(
            "markers.values".into(),
            None,
            tr!(ModelMarkerValuesSum, sum = figure(set.values_sum())),
        );
    }
    if set.markers.len() > set.values.len() {
        c.push(
            "markers.markers".into(),
            None,
            tr!(
                ModelTooManyMarkers,
                markers = figure(set.markers.len() as i128),
                values = set.values.len()
            ),
        );
    }
    let mut left = set.values.clone();
    let mut ids = BTreeSet::new();
    for (k, m) in set.markers.iter().enumerate() {
        if !ids.insert(m.id.as_str()) {
            c.push(
                format!("{}.id", marker_path(c.s, k)),
                None,
                tr!(ModelMarkerIdTwice, id = m.id.as_str()),
            );
        }
        let Some(value) = m.value else {
            continue; // absent from a player copy: `player_copy::absence_problems`
        };
        match left.iter().position(|&v| v == value) {
            Some(p) => {
                left.remove(p);
            }
            None => c.push(
                format!("{}.value", marker_path(c.s, k)),
                None,
                tr!(
                    ModelMarkerValueNotInSet,
                    id = m.id.as_str(),
                    value = figure(value),
                    set = format!("{:?}", set.values)
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
            let path = format!("{}.events[{k}]", turn_path(s, t));
            check_event(c, &path, e, &mut lost);
        }
    }
}

fn check_unit_ref(c: &mut Checker, path: &str, unit: &str) -> Option<SideId> {
    match c.units.get(unit) {
        Some(&(side, _)) => Some(side),
        None => {
            c.push(path.to_string(), None, tr!(ModelNoUnit, id = unit));
            None
        }
    }
}

/// The unit an entry of `side` charges must exist and be that side's; its owner if it exists.
fn check_unit_of_side(c: &mut Checker, path: &str, unit: &str, side: SideId) -> Option<SideId> {
    let owner = check_unit_ref(c, &format!("{path}.unit"), unit)?;
    if owner != side {
        c.push(
            format!("{path}.side"),
            Some(side),
            tr!(
                ModelUnitOfOtherSide,
                unit = unit,
                owner = c.s.side(owner).name.as_str()
            ),
        );
    }
    Some(owner)
}

fn check_roll(c: &mut Checker, path: &str, value: u32, faces: u32, what: &str) {
    if !(1..=faces).contains(&value) {
        c.push(
            format!("{path}.roll"),
            None,
            tr!(
                ModelRollOutOfRange,
                what = what,
                value = figure(value),
                faces = figure(faces)
            ),
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
            let Some(owner) = check_unit_of_side(c, path, unit, *side) else {
                return;
            };
            let total = lost.entry(unit.as_str()).or_default();
            *total = total.plus(Strength {
                men: *men,
                stands: *stands,
                unit_points: *unit_points,
                strength_points: *strength_points,
            });
            let have = c
                .units
                .get(unit.as_str())
                .map(|(_, u)| u.strength)
                .unwrap_or_default();
            let over: Vec<String> = [
                ("men", total.men, have.men),
                ("stands", total.stands, have.stands),
                ("unit_points", total.unit_points, have.unit_points),
                (
                    "strength_points",
                    total.strength_points,
                    have.strength_points,
                ),
            ]
            .into_iter()
            .filter(|(_, l, h)| l > h)
            .map(|(what, l, h)| {
                tr!(
                    ModelLostOf,
                    lost = figure(l),
                    measure = what,
                    of = figure(h)
                )
            })
            .collect();
            if !over.is_empty() {
                c.push(
                    path.to_string(),
                    Some(owner),
                    tr!(
                        ModelLossesExceed,
                        unit = unit.as_str(),
                        over = over.join(", ")
                    ),
                );
            }
        }
        Event::Losses { unit: None, .. } => {}
        Event::GunsLost {
            side,
            unit: Some(unit),
            ..
        } => {
            check_unit_of_side(c, path, unit, *side);
        }
        Event::GunsLost { unit: None, .. } => {}
        Event::Status { unit, .. } => {
            check_unit_ref(c, &format!("{path}.unit"), unit);
        }
        Event::MarkerControl { marker, side } => {
            if c.s.marker(marker).is_none() {
                c.push(
                    format!("{path}.marker"),
                    Some(*side),
                    tr!(ModelNoMarker, id = marker.as_str()),
                );
            }
        }
        Event::RevealMarkers => {
            if c.s.markers.markers.is_empty() {
                c.push(path.to_string(), None, tr!(ModelRevealNoMarker));
            }
        }
        Event::Combat(combat) => {
            let lists = [
                ("attackers", &combat.attackers),
                ("defenders", &combat.defenders),
                ("eliminated", &combat.eliminated),
                ("routed", &combat.routed),
            ];
            for (field, ids) in lists {
                for (k, u) in ids.iter().enumerate() {
                    check_unit_ref(c, &format!("{path}.{field}[{k}]"), u);
                }
            }
            if let (Some(att), Some(first)) = (combat.attacker, combat.attackers.first())
                && let Some(&(side, _)) = c.units.get(first.as_str())
                && side != att
            {
                c.push(
                    format!("{path}.attackers"),
                    Some(att),
                    tr!(ModelAttackerOfOtherSide, unit = first.as_str()),
                );
            }
            if let Some(r) = combat.roll {
                check_roll(c, path, r.value, 6, "combat");
            }
        }
        Event::WithdrawalTest(t) => {
            check_roll(c, path, t.roll.value, 100, "percentile");
            let above = |v: Option<u32>| v.is_some_and(|v| v > 100);
            if above(t.wf) || above(t.vp_percent) || t.rs_percent > 100 {
                c.push(
                    path.to_string(),
                    Some(t.side),
                    tr!(
                        ModelTestFiguresAbove,
                        rs = figure(t.rs_percent),
                        vp = super::log::figure_or_absent(t.vp_percent),
                        wf = super::log::figure_or_absent(t.wf)
                    ),
                );
            }
        }
        Event::Rally { unit, roll, .. } => {
            check_unit_ref(c, &format!("{path}.unit"), unit);
            check_roll(c, path, roll.value, 6, "rally");
        }
        Event::RandomEvent { roll, .. } => check_roll(c, path, roll.value, 6, "random-event"),
        Event::Move { unit, to, facing } => {
            let side = check_unit_ref(c, &format!("{path}.unit"), unit);
            if let Some(m) = move_problem(c.s, to) {
                c.push(format!("{path}.to"), side, m);
            }
            if let Some(m) = facing.and_then(facing_problem) {
                c.push(format!("{path}.facing"), side, m);
            }
        }
        Event::Spotted { by, units } => {
            for (k, unit) in units.iter().enumerate() {
                let path = format!("{path}.units[{k}]");
                if check_unit_ref(c, &path, unit) == Some(*by) {
                    c.push(
                        path,
                        Some(*by),
                        tr!(ModelSpottedOwnUnit, unit = unit.as_str()),
                    );
                }
            }
        }
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
        let problems = s.validate(&[]);
        assert_eq!(problems.len(), 1, "{problems:?}");
        let text = problems[0].to_string();
        assert!(
            text.starts_with("sides[1] (Prussia).contingents[0] (Main army).end.casualties_men"),
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
                value: Some(5),
                hidden: false,
                placed_by: None,
            });
        }
        let text: Vec<String> = s.validate(&[]).iter().map(|p| p.to_string()).collect();
        assert!(
            text.iter()
                .any(|t| t.contains("11 markers but the set has 10 values")),
            "{text:?}"
        );
        assert!(
            text.iter()
                .any(|t| t.contains("markers.markers[7] (id \"H\").value")),
            "{text:?}"
        );
    }

    #[test]
    fn a_repeated_unit_id_is_named_where_it_is_and_where_it_was_first() {
        let mut s = Scenario::new("t");
        s.sides[0].name = "Prussian army".into();
        s.sides[1].name = "Austrian army".into();
        for side in 0..2 {
            s.sides[side].contingents.push(Contingent {
                name: "Foot".into(),
                units: vec![crate::model::Unit::new(
                    "P01",
                    "",
                    crate::model::UnitKind::Infantry,
                )],
                end: EndOfBattle::default(),
            });
        }
        let p = s.validate(&[]);
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(
            p[0].path,
            "sides[1] (Austrian army).contingents[0] (Foot).units[0] (id \"P01\").id"
        );
        assert!(
            p[0].message.contains(
                "(first at sides[0] (Prussian army).contingents[0] (Foot).units[0] (id \"P01\").id)"
            ),
            "{}",
            p[0].message
        );
    }

    #[test]
    fn a_system_is_checked_against_the_ids_given_not_a_list_of_the_models_own() {
        let mut s = Scenario::new("t");
        s.settings.decided_by = Some("most-vp".into());
        s.settings.compare_with = vec!["naw".into()];
        assert!(s.validate(&["naw", "most-vp"]).is_empty());
        let p = s.validate(&["naw"]);
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(p[0].path, "settings.decided_by");
        assert_eq!(
            p[0].message,
            "no victory system \"most-vp\": use one of naw"
        );
    }

    #[test]
    fn a_problem_never_prints_a_control_character() {
        let p = Problem {
            path: "title".into(),
            side: Some("A\u{1b}[2J".into()),
            message: "no unit with id \"\nOK: fake\"".into(),
        };
        let text = p.to_string();
        assert!(!text.chars().any(char::is_control), "{text:?}");
        assert!(
            text.contains("\\u{1b}[2J") && text.contains("\\u{a}OK: fake"),
            "{text}"
        );
    }
}
