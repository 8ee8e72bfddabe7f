//! A field path of the scenario file as a reader says it: the one owner of these names, for the
//! window's "Go to" buttons and messages and for the report's sentences alike.
//!
//! Paths come from [`crate::systems::Missing`] and [`crate::model::Problem`]: index paths such
//! as `sides[0].contingents[1].units[3].strength.unit_points`, possibly decorated with names
//! (`log[2] (turn "3").events[1]`, `sides[0] (Prussian army)`); the decorations are read past.
//! `[*]` stands for every item of a list ("each contingent").

use super::words;
use crate::i18n::tr;
use crate::model::Scenario;

/// The roots of the scenario file a field path may start with.
const ROOTS: [&str; 9] = [
    "settings", "sides", "markers", "log", "units", "map", "played", "title", "date",
];

/// A field path as a reader says it:
/// `sides[0].contingents[1].units[3].strength.unit_points` is "Unit Points of unit Grenadiers
/// (G1) of contingent “Cavalry” of Armée du Nord", `log[0].events[6].marker` is "marker of
/// entry 7 (marker control) of turn 1", `settings.game_end` is "how the game ended". A path
/// that names no place of the file is given back as it is.
pub fn field_name(s: &Scenario, path: &str) -> String {
    let segs = segments(path);
    let mut owners: Vec<String> = Vec::new();
    let mut field: Option<String> = None;
    let mut places = Places::default();
    for (i, seg) in segs.iter().enumerate() {
        let name = name_of(seg);
        let index = Index::of(seg);
        let last = i + 1 == segs.len();
        if index == Index::None && last {
            field = Some(words::field_words(name));
            continue;
        }
        match name {
            "sides" => owners.push(places.side(s, index)),
            "contingents" => owners.push(places.contingent(s, index)),
            "units" => owners.push(places.unit(s, index)),
            "markers" if index != Index::None => owners.push(marker(s, index)),
            "log" if index != Index::None => {
                places.turn = index.number();
                owners.push(words::turn_phrase(s, index.number().unwrap_or(0)));
            }
            "events" => owners.push(places.event(s, index)),
            _ if index != Index::None => field = Some(words::field_words(name)),
            // A step between an owner and its field ("strength", "end") adds no words.
            _ => {}
        }
    }
    owners.reverse();
    match (field, owners.is_empty()) {
        (Some(f), true) => f,
        (Some(f), false) => tr!(
            RecFieldOf,
            field = f,
            owners = owners.join(&tr!(RecOwnerOf))
        ),
        (None, false) => owners.join(&tr!(RecOwnerOf)),
        (None, true) => path.to_string(),
    }
}

/// [`field_name`] for a path that starts at a root of the scenario file, or `None` for any
/// other word: what the report replaces inside a sentence and what it leaves alone.
pub fn known_field_name(s: &Scenario, path: &str) -> Option<String> {
    let first = segments(path).into_iter().next()?;
    ROOTS
        .contains(&name_of(&first))
        .then(|| field_name(s, path))
}

/// What stands in a segment's brackets: a number, `*` for every item, an id, or nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Index<'a> {
    None,
    Number(usize),
    Every,
    Id(&'a str),
}

impl<'a> Index<'a> {
    fn of(segment: &'a str) -> Index<'a> {
        match bracketed(segment) {
            None => Index::None,
            Some("*") => Index::Every,
            Some(inner) => match inner.parse() {
                Ok(k) => Index::Number(k),
                Err(_) => Index::Id(inner.trim_matches('"')),
            },
        }
    }

    fn number(self) -> Option<usize> {
        match self {
            Index::Number(k) => Some(k),
            Index::None | Index::Every | Index::Id(_) => None,
        }
    }
}

/// The indices met so far along a path, and the words for each owner on it.
#[derive(Default)]
struct Places {
    side: Option<usize>,
    contingent: Option<usize>,
    turn: Option<usize>,
}

impl Places {
    fn side(&mut self, s: &Scenario, index: Index) -> String {
        self.side = index.number();
        match index
            .number()
            .and_then(|k| s.sides.get(k).map(|sd| (k, sd)))
        {
            Some((k, sd)) if sd.name.trim().is_empty() => {
                tr!(RecSideLetter, letter = if k == 0 { "A" } else { "B" })
            }
            Some((_, sd)) => sd.name.trim().to_string(),
            None => tr!(RecASide),
        }
    }

    fn contingent(&mut self, s: &Scenario, index: Index) -> String {
        self.contingent = index.number();
        let c = self
            .side
            .zip(index.number())
            .and_then(|(sd, k)| s.sides.get(sd)?.contingents.get(k));
        match (c, index) {
            (Some(c), _) => tr!(RecContingentNamed, name = c.name.trim()),
            (None, Index::Number(k)) => tr!(RecContingentNumber, number = (k + 1).to_string()),
            (None, Index::Every) => tr!(RecEachContingent),
            (None, Index::None | Index::Id(_)) => tr!(RecAContingent),
        }
    }

    /// A unit by its place in its contingent, or, under `contingents[*]`, by its place in
    /// the side; by its id at the file's root (`units["G1"]`).
    fn unit(&self, s: &Scenario, index: Index) -> String {
        let side = self.side.and_then(|sd| s.sides.get(sd));
        let u = match (index, side, self.contingent) {
            (Index::Number(k), Some(sd), Some(c)) => {
                sd.contingents.get(c).and_then(|c| c.units.get(k))
            }
            (Index::Number(k), Some(sd), None) => {
                sd.contingents.iter().flat_map(|c| &c.units).nth(k)
            }
            (Index::Id(id), _, _) => s.unit(id).map(|(_, u)| u),
            _ => None,
        };
        match (u, index) {
            (Some(u), _) => tr!(RecUnitNamed, unit = words::unit_label(s, &u.id)),
            (None, Index::Number(k)) => tr!(RecUnitNamed, unit = (k + 1).to_string()),
            (None, Index::Id(id)) => tr!(RecUnitNamed, unit = words::unit_label(s, id)),
            (None, Index::Every) => tr!(RecEachUnit),
            (None, Index::None) => tr!(RecAUnit),
        }
    }

    fn event(&self, s: &Scenario, index: Index) -> String {
        let kind = self
            .turn
            .zip(index.number())
            .and_then(|(t, k)| s.log.turns.get(t)?.events.get(k))
            .map(|e| e.kind_label().to_lowercase());
        match (index.number(), kind) {
            (Some(k), Some(kind)) => tr!(RecEntryOfKind, number = (k + 1).to_string(), kind = kind),
            (Some(k), None) => tr!(RecEntry, number = (k + 1).to_string()),
            (None, _) => tr!(RecAnEntry),
        }
    }
}

/// A marker of the set: `markers.markers[2]`.
fn marker(s: &Scenario, index: Index) -> String {
    match index {
        Index::Number(k) => s
            .markers
            .markers
            .get(k)
            .map(|m| words::marker_name(s, &m.id))
            .unwrap_or_else(|| tr!(RecMarker, id = (k + 1).to_string())),
        Index::Id(id) => words::marker_name(s, id),
        Index::Every => tr!(RecEachMarker),
        Index::None => tr!(RecTheMarkers),
    }
}

/// The path split at dots, with decorations such as ` (turn "June 16 Night")` removed.
pub fn segments(path: &str) -> Vec<String> {
    let mut clean = String::new();
    let mut depth = 0usize;
    let mut quoted = false;
    for c in path.chars() {
        match c {
            '"' if depth > 0 => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted && depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            _ => clean.push(c),
        }
    }
    clean
        .split('.')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// A segment's name without its index: `events[3]` → `events`.
pub fn name_of(segment: &str) -> &str {
    segment.split('[').next().unwrap_or("")
}

/// The number inside the first brackets of a segment: `events[3]` → 3.
pub fn index_in(segment: &str) -> Option<usize> {
    bracketed(segment)?.parse().ok()
}

/// What stands inside a segment's first brackets.
fn bracketed(segment: &str) -> Option<&str> {
    let open = segment.find('[')?;
    let close = segment[open..].find(']')? + open;
    Some(&segment[open + 1..close])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Event, SideId, Turn, Unit, UnitKind};

    fn scenario() -> Scenario {
        let mut s = Scenario::new("t");
        s.sides[0].name = "Armée du Nord".into();
        let units = vec![
            Unit::new("G1", "Grenadiers", UnitKind::Infantry),
            Unit::new("L2", "Lancers", UnitKind::Cavalry),
        ];
        s.sides[0].contingents = vec![
            Contingent {
                name: "I Corps".into(),
                ..Default::default()
            },
            Contingent {
                name: "Guard".into(),
                units,
                end: Default::default(),
            },
        ];
        s.log.turns.push(Turn {
            name: "1".into(),
            events: vec![Event::Note { text: "x".into() }; 7],
        });
        s.log.turns[0].events[6] = Event::MarkerControl {
            marker: "B".into(),
            side: SideId::A,
        };
        s
    }

    #[test]
    fn field_paths_read_as_words() {
        let s = scenario();
        let name = |p: &str| field_name(&s, p);
        assert_eq!(name("settings.game_end"), "how the game ended");
        assert_eq!(
            name("sides[0].contingents[1].units[1].strength.unit_points"),
            "Unit Points of unit Lancers (L2) of contingent “Guard” of Armée du Nord"
        );
        assert_eq!(
            name("sides[0].contingents[1].units[0].id"),
            "id of unit Grenadiers (G1) of contingent “Guard” of Armée du Nord"
        );
        assert_eq!(
            name("sides[0].contingents[0].end.start_men"),
            "men at the start of contingent “I Corps” of Armée du Nord"
        );
        assert_eq!(name("sides[1].contingents"), "contingents of Side B");
        assert_eq!(
            name("sides[0].contingents[0].units"),
            "units of contingent “I Corps” of Armée du Nord"
        );
        assert_eq!(
            name("log[0] (turn \"1\").events[6].marker"),
            "marker of entry 7 (marker control) of turn 1"
        );
        assert_eq!(name("markers.markers"), "VP markers");
        assert_eq!(
            name("sides[0].morale_points"),
            "Morale Points of Armée du Nord"
        );
    }

    #[test]
    fn every_item_of_a_list_reads_as_each() {
        let s = scenario();
        assert_eq!(
            field_name(&s, "sides[0].contingents[*].end.start_men"),
            "men at the start of each contingent of Armée du Nord"
        );
        // Under `contingents[*]` a unit's index counts within the side.
        assert_eq!(
            field_name(&s, "sides[0].contingents[*].units[1].strength.unit_points"),
            "Unit Points of unit Lancers (L2) of each contingent of Armée du Nord"
        );
        assert_eq!(
            field_name(&s, "sides[0].contingents[*].units[*].strength.unit_points"),
            "Unit Points of each unit of each contingent of Armée du Nord"
        );
    }

    #[test]
    fn only_paths_from_a_root_of_the_file_are_names() {
        let s = scenario();
        assert_eq!(
            known_field_name(&s, "settings.french").as_deref(),
            Some("which side is the French")
        );
        assert_eq!(known_field_name(&s, "nonsense"), None);
        assert_eq!(known_field_name(&s, "x.y"), None);
        assert_eq!(field_name(&s, "nonsense"), "nonsense");
    }
}
