//! Limits that no real scenario reaches, so that a careless or hostile file costs bounded memory
//! and time, and the field paths that name the place of a problem.
//!
//! Every limit is stated here once and listed in docs/format.md ("Limits"). A file
//! beyond any of them is refused even where inconsistent files are otherwise kept (the window,
//! `check`): nothing downstream (drawing, judging, the report) ever sees it.
//!
//! Why these figures: the largest battle the project has seen (Waterloo 20, three armies over
//! three days) has about 130 units, 12 turns and a few hundred log entries; a big battle at
//! battalion level, or a campaign logged in detail, might reach a thousand or two. Each limit
//! is several times that, and small enough that the costliest thing done with a scenario at
//! the limit stays bounded (`tests/benches/growth.py` times it; `docs/performance.md`).
//!
//! One file past the usual length: each limit, its check and the path naming it are one thing.
//!
//! The grid's own limits (its sizes, its cells over the map) are stated with the grid
//! (`model::grid`), and checked from here with the others.

use super::grid::{self, Grid};
use super::log::Event;
use super::positions::{Facing, Position};
use super::text::decimal;
use super::{Point, Scenario, SideId};
use crate::i18n::tr;

/// The largest scenario or report-template file read, in bytes (16 MiB). A large scenario
/// with a long log is under 1 MiB.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;
/// The largest map image file read (512 MiB), on disk or inside a bundle: a 200-MP map is
/// rarely a quarter of that. (`render::image_io` checks the picture inside it.)
pub const MAX_MAP_FILE_BYTES: u64 = 512 * 1024 * 1024;
/// The longest one-line text (title, date, a name or id, a turn name), in characters.
pub const MAX_NAME_CHARS: usize = 200;
/// The longest free text (the notes, the umpire's notes, one log note), in characters:
/// about 30 printed pages.
pub const MAX_NOTES_CHARS: usize = 100_000;
/// The longest map image path, in characters (Linux's `PATH_MAX`).
pub const MAX_PATH_CHARS: usize = 4_096;
/// The most vertices of one deployment area. A carefully traced area has a few hundred.
pub const MAX_VERTICES: usize = 10_000;
/// The most VP markers, and the most values in the marker set (the standard set has 10).
pub const MAX_MARKERS: usize = 200;
/// The most contingents of one side.
pub const MAX_CONTINGENTS: usize = 1_000;
/// The most units in the whole scenario (both sides).
pub const MAX_UNITS: usize = 10_000;
/// The most turns in the log (a campaign of a turn an hour for a year has 8,760).
pub const MAX_TURNS: usize = 10_000;
/// The most log entries in the whole log (all turns). A real battle logs a few thousand; the
/// window, `compute` and `record` stay linear far beyond that (100,000 entries is the size the
/// speed goals are measured at), and the limit keeps a hostile file's report to a few thousand
/// pages.
pub const MAX_EVENTS: usize = 200_000;
/// The most unit ids one combat lists (attackers, defenders, eliminated and routed together).
pub const MAX_UNITS_IN_COMBAT: usize = 1_000;
/// The most victory systems `settings.compare_with` lists (umpire has six).
pub const MAX_SYSTEMS_LISTED: usize = 100;
/// The largest coordinate, in image pixels, either way from the origin: maps are at most
/// 60,000 pixels a side, and a marker or vertex may lie a little off the map.
pub const MAX_COORDINATE: f32 = 1_000_000.0;
/// How many characters of a name a field path shows.
const LABEL_CHARS: usize = 40;

/// `text` with its control characters written as `\u{1b}`, so that a name from a file can
/// neither move the cursor nor clear a terminal, nor start a new line in a message.
pub fn escape_controls(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// [`escape_controls`] keeping line breaks and tabs: for text that umpire laid out in lines.
pub fn escape_controls_keeping_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() && c != '\n' && c != '\t' {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// At most [`LABEL_CHARS`] characters of `text`, with "…" when cut and control characters
/// escaped.
fn shortened(text: &str) -> String {
    let mut cut: String = text.chars().take(LABEL_CHARS).collect();
    if cut.len() < text.len() {
        cut.push('…');
    }
    escape_controls(&cut)
}

/// The decoration after a list index that names the item, as a reader finds it in the file:
/// ` (Prussian army)`, or ` ("IR 7 (Bevern)")` when the name holds brackets; nothing for a
/// blank name. Double quotes become single ones so that the decoration always closes.
pub(crate) fn named(name: &str) -> String {
    if name.trim().is_empty() {
        return String::new();
    }
    let short = shortened(name).replace('"', "'");
    if short.contains(['(', ')']) {
        format!(" (\"{short}\")")
    } else {
        format!(" ({short})")
    }
}

/// The decoration of an item known by its id: ` (id "P07")`.
pub(crate) fn with_id(id: &str) -> String {
    format!(" (id \"{}\")", shortened(id).replace('"', "'"))
}

/// `sides[0] (Prussian army)`.
pub(super) fn side_path(s: &Scenario, side: SideId) -> String {
    let i = side.index();
    format!("sides[{i}]{}", named(&s.sides[i].name))
}

/// `sides[0] (Prussian army).contingents[1] (Cavalry)`.
pub(super) fn contingent_path(s: &Scenario, side: SideId, k: usize) -> String {
    let name = &s.side(side).contingents[k].name;
    format!("{}.contingents[{k}]{}", side_path(s, side), named(name))
}

/// `sides[0] (Prussian army).contingents[1] (Cavalry).units[3] (id "P07")`.
pub(super) fn unit_path(s: &Scenario, side: SideId, k: usize, u: usize) -> String {
    let id = &s.side(side).contingents[k].units[u].id;
    format!("{}.units[{u}]{}", contingent_path(s, side, k), with_id(id))
}

/// `markers.markers[2] (id "C")`.
pub(super) fn marker_path(s: &Scenario, k: usize) -> String {
    format!("markers.markers[{k}]{}", with_id(&s.markers.markers[k].id))
}

/// `log[2] (turn "3")`.
pub(super) fn turn_path(s: &Scenario, t: usize) -> String {
    format!(
        "log[{t}] (turn \"{}\")",
        shortened(&s.log.turns[t].name).replace('"', "'")
    )
}

/// The side's name as a problem shows it: shortened, without control characters.
fn side_label(s: &Scenario, side: SideId) -> String {
    shortened(&s.side(side).name)
}

/// What kind of text a field holds, which decides its limit and the characters it may hold.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TextKind {
    /// One line: a title, a name, an id.
    Line,
    /// Free text over several lines.
    Notes,
    /// The map image's path.
    Path,
}

impl TextKind {
    fn max_chars(self) -> usize {
        match self {
            TextKind::Line => MAX_NAME_CHARS,
            TextKind::Notes => MAX_NOTES_CHARS,
            TextKind::Path => MAX_PATH_CHARS,
        }
    }

    /// Tabs and line breaks belong in notes; no other control character belongs anywhere.
    fn allows(self, c: char) -> bool {
        !c.is_control() || (self == TextKind::Notes && matches!(c, '\n' | '\r' | '\t'))
    }
}

/// Every text of the scenario with its kind, its side and a way to name its place. The path
/// is built only for a text that has a problem.
type TextVisitor<'a> = dyn FnMut(TextKind, Option<SideId>, &dyn Fn() -> String, &str) + 'a;

fn each_text(s: &Scenario, f: &mut TextVisitor<'_>) {
    use TextKind::{Line, Notes, Path};
    f(Line, None, &|| "title".into(), &s.title);
    f(Line, None, &|| "date".into(), &s.date);
    f(Notes, None, &|| "notes".into(), &s.notes);
    f(Notes, None, &|| "umpire_notes".into(), &s.umpire_notes);
    f(
        Line,
        None,
        &|| "played.players.0".into(),
        &s.played.players.0,
    );
    f(
        Line,
        None,
        &|| "played.players.1".into(),
        &s.played.players.1,
    );
    f(Line, None, &|| "played.umpire".into(), &s.played.umpire);
    f(Line, None, &|| "played.place".into(), &s.played.place);
    f(Line, None, &|| "played.date".into(), &s.played.date);
    if let Some(image) = &s.map.image {
        f(Path, None, &|| "map.image".into(), image);
    }
    if let Some(scale) = &s.map.scale {
        f(Line, None, &|| "map.scale.unit".into(), &scale.unit);
    }
    if let Some(g) = &s.map.grid {
        each_grid_text(g, f);
    }
    let played = &s.played;
    f(
        Line,
        Some(SideId::A),
        &|| "played.players.0".into(),
        &played.players.0,
    );
    f(
        Line,
        Some(SideId::B),
        &|| "played.players.1".into(),
        &played.players.1,
    );
    f(Line, None, &|| "played.umpire".into(), &played.umpire);
    f(Line, None, &|| "played.place".into(), &played.place);
    f(Line, None, &|| "played.date".into(), &played.date);
    if let Some(id) = &s.settings.decided_by {
        f(Line, None, &|| "settings.decided_by".into(), id);
    }
    for (k, id) in s.settings.compare_with.iter().enumerate() {
        f(Line, None, &|| format!("settings.compare_with[{k}]"), id);
    }
    for side in SideId::BOTH {
        let sd = s.side(side);
        f(Line, Some(side), &|| side_path(s, side) + ".name", &sd.name);
        f(
            Line,
            Some(side),
            &|| side_path(s, side) + ".c_in_c.name",
            &sd.c_in_c.name,
        );
        for (k, c) in sd.contingents.iter().enumerate() {
            f(
                Line,
                Some(side),
                &|| contingent_path(s, side, k) + ".name",
                &c.name,
            );
            for (u, unit) in c.units.iter().enumerate() {
                let here = || unit_path(s, side, k, u);
                f(Line, Some(side), &|| here() + ".id", &unit.id);
                f(Line, Some(side), &|| here() + ".name", &unit.name);
                if let Some(arrives) = &unit.arrives {
                    f(Line, Some(side), &|| here() + ".arrives", arrives);
                }
                if let Some(Position::Cell(id)) = &unit.position {
                    f(Line, Some(side), &|| here() + ".position", id);
                }
            }
        }
    }
    for (k, m) in s.markers.markers.iter().enumerate() {
        f(Line, None, &|| marker_path(s, k) + ".id", &m.id);
        f(Line, None, &|| marker_path(s, k) + ".name", &m.name);
    }
    for (t, turn) in s.log.turns.iter().enumerate() {
        f(Line, None, &|| turn_path(s, t) + ".name", &turn.name);
        for (e, event) in turn.events.iter().enumerate() {
            let here = || format!("{}.events[{e}]", turn_path(s, t));
            each_event_text(event, &here, f);
        }
    }
}

fn each_grid_text(g: &Grid, f: &mut TextVisitor<'_>) {
    use TextKind::Line;
    let sep = &g.numbering.separator;
    f(Line, None, &|| "map.grid.numbering.separator".into(), sep);
    for id in g.terrain.keys() {
        f(
            Line,
            None,
            &|| format!("map.grid.terrain[\"{}\"]", shortened(id)),
            id,
        );
    }
    for (k, h) in g.hexsides.iter().enumerate() {
        f(
            Line,
            None,
            &|| format!("map.grid.hexsides[{k}].cells.0"),
            &h.cells.0,
        );
        f(
            Line,
            None,
            &|| format!("map.grid.hexsides[{k}].cells.1"),
            &h.cells.1,
        );
    }
    for (k, id) in g.exits.iter().enumerate() {
        f(Line, None, &|| format!("map.grid.exits[{k}]"), id);
    }
}

fn each_event_text(event: &Event, here: &dyn Fn() -> String, f: &mut TextVisitor<'_>) {
    use TextKind::{Line, Notes};
    match event {
        Event::Losses {
            side,
            unit: Some(unit),
            ..
        }
        | Event::GunsLost {
            side,
            unit: Some(unit),
            ..
        } => f(Line, Some(*side), &|| here() + ".unit", unit),
        Event::Status { unit, .. } | Event::Rally { unit, .. } => {
            f(Line, None, &|| here() + ".unit", unit)
        }
        Event::Move { unit, to, .. } => {
            f(Line, None, &|| here() + ".unit", unit);
            if let Position::Cell(id) = to {
                f(Line, None, &|| here() + ".to", id);
            }
        }
        Event::MarkerControl { marker, side } => {
            f(Line, Some(*side), &|| here() + ".marker", marker)
        }
        Event::CommanderLost { side, name, .. } | Event::CommanderInMelee { side, name } => {
            f(Line, Some(*side), &|| here() + ".name", name)
        }
        Event::MoraleSpent { side, purpose, .. } => {
            f(Line, Some(*side), &|| here() + ".purpose", purpose)
        }
        Event::Note { text } => f(Notes, None, &|| here() + ".text", text),
        Event::Spotted { by, units } => {
            for (k, id) in units.iter().enumerate() {
                f(Line, Some(*by), &|| format!("{}.units[{k}]", here()), id);
            }
        }
        Event::Combat(c) => {
            let lists = [
                ("attackers", &c.attackers),
                ("defenders", &c.defenders),
                ("eliminated", &c.eliminated),
                ("routed", &c.routed),
            ];
            for (field, ids) in lists {
                for (k, id) in ids.iter().enumerate() {
                    f(Line, None, &|| format!("{}.{field}[{k}]", here()), id);
                }
            }
        }
        // No text of their own: each new kind of entry is thought about here.
        Event::Losses { unit: None, .. }
        | Event::GunsLost { unit: None, .. }
        | Event::PrematureCall { .. }
        | Event::WithdrawalTest(_)
        | Event::NightMorale { .. }
        | Event::RandomEvent { .. }
        | Event::RevealMarkers => {}
    }
}

/// The problems that refuse a file outright: counts and lengths beyond the limits above, and
/// coordinates that are not finite numbers within [`MAX_COORDINATE`]. An empty list means
/// every later step works on a scenario of bounded size.
pub fn hard_problems(s: &Scenario) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut push = |path: String, side: Option<SideId>, message: String| {
        out.push(Problem {
            path,
            side: side.map(|id| side_label(s, id)),
            message,
        })
    };
    check_counts(s, &mut push);
    each_text(s, &mut |kind, side, path, text| {
        // Counting characters only when the bytes could exceed the limit keeps this linear.
        if text.len() > kind.max_chars() && text.chars().count() > kind.max_chars() {
            push(
                path(),
                side,
                tr!(
                    ModelTooManyCharacters,
                    count = text.chars().count(),
                    max = kind.max_chars()
                ),
            );
        }
    });
    check_numbers(s, &mut push);
    out
}

/// Texts that hold control characters, and a map image path that is empty: refused by
/// validation, but the file can still be opened in the window to be mended.
pub fn text_problems(s: &Scenario) -> Vec<Problem> {
    let mut out = Vec::new();
    each_text(s, &mut |kind, side, path, text| {
        if let Some((at, c)) = text.chars().enumerate().find(|&(_, c)| !kind.allows(c)) {
            out.push(Problem {
                path: path(),
                side: side.map(|id| side_label(s, id)),
                message: tr!(
                    ModelControlCharacter,
                    at = at + 1,
                    code = format!("{:04X}", c as u32),
                    kind = match kind {
                        TextKind::Notes => "notes",
                        TextKind::Line | TextKind::Path => "line",
                    }
                ),
            });
        }
    });
    if s.map.image.as_deref().is_some_and(|i| i.trim().is_empty()) {
        out.push(Problem {
            path: "map.image".into(),
            side: None,
            message: tr!(ModelMapImageEmpty),
        });
    }
    out
}

type Push<'a> = dyn FnMut(String, Option<SideId>, String) + 'a;

/// `n` things of a kind (`what`, an id the message names them by) beyond `max`.
fn too_many(push: &mut Push, path: String, side: Option<SideId>, what: &str, n: usize, max: usize) {
    if n > max {
        push(path, side, too_many_message(what, n, max));
    }
}

/// "10001 units in the two sides together; umpire accepts up to 10000": `what` is the kind's
/// id in the message (`units`, `markers`, `hexsides`…).
pub(crate) fn too_many_message(what: &str, n: usize, max: usize) -> String {
    tr!(ModelTooMany, count = n, what = what, max = max)
}

fn check_counts(s: &Scenario, push: &mut Push) {
    for side in SideId::BOTH {
        let sd = s.side(side);
        let here = side_path(s, side);
        too_many(
            push,
            format!("{here}.contingents"),
            Some(side),
            "contingents",
            sd.contingents.len(),
            MAX_CONTINGENTS,
        );
        too_many(
            push,
            format!("{here}.deployment"),
            Some(side),
            "vertices",
            sd.deployment.points.len(),
            MAX_VERTICES,
        );
    }
    let units = s.units().count();
    too_many(push, "sides".into(), None, "units", units, MAX_UNITS);
    let m = &s.markers;
    too_many(
        push,
        "markers.markers".into(),
        None,
        "markers",
        m.markers.len(),
        MAX_MARKERS,
    );
    too_many(
        push,
        "markers.values".into(),
        None,
        "marker-values",
        m.values.len(),
        MAX_MARKERS,
    );
    too_many(
        push,
        "settings.compare_with".into(),
        None,
        "systems",
        s.settings.compare_with.len(),
        MAX_SYSTEMS_LISTED,
    );
    if let Some(g) = &s.map.grid {
        for (path, message) in grid::hard_problems(g, s.map.size) {
            push(path, None, message);
        }
    }
    let turns = &s.log.turns;
    too_many(push, "log".into(), None, "turns", turns.len(), MAX_TURNS);
    let events: usize = turns.iter().map(|t| t.events.len()).sum();
    too_many(push, "log".into(), None, "events", events, MAX_EVENTS);
    for (t, turn) in turns.iter().enumerate() {
        for (e, event) in turn.events.iter().enumerate() {
            if let Event::Combat(c) = event {
                let n = c.attackers.len() + c.defenders.len() + c.eliminated.len() + c.routed.len();
                too_many(
                    push,
                    format!("{}.events[{e}]", turn_path(s, t)),
                    None,
                    "combat-units",
                    n,
                    MAX_UNITS_IN_COMBAT,
                );
            }
        }
    }
}

/// A position's point and a facing must be numbers that can be drawn.
fn check_stand(
    push: &mut Push,
    path: &dyn Fn(&str) -> String,
    side: Option<SideId>,
    position: Option<&Position>,
    facing: Option<Facing>,
) {
    if let Some(&Position::Point { x, y }) = position {
        check_point(push, &|| path("position"), side, Point::new(x, y));
    }
    if let Some(f) = facing.filter(|f| !f.0.is_finite()) {
        push(
            path("facing"),
            side,
            tr!(ModelNotAFacing, value = decimal(f.0)),
        );
    }
}

fn check_point(push: &mut Push, path: &dyn Fn() -> String, side: Option<SideId>, p: Point) {
    let ok = |v: f32| v.is_finite() && v.abs() <= MAX_COORDINATE;
    if !ok(p.x) || !ok(p.y) {
        push(
            path(),
            side,
            tr!(
                ModelNotAPosition,
                x = decimal(p.x),
                y = decimal(p.y),
                max = f64::from(MAX_COORDINATE)
            ),
        );
    }
}

fn check_numbers(s: &Scenario, push: &mut Push) {
    for side in SideId::BOTH {
        for (k, &p) in s.side(side).deployment.points.iter().enumerate() {
            let path = || format!("{}.deployment[{k}]", side_path(s, side));
            check_point(push, &path, Some(side), p);
        }
    }
    for (k, m) in s.markers.markers.iter().enumerate() {
        let path = || marker_path(s, k) + ".pos";
        check_point(push, &path, m.placed_by, m.pos);
    }
    for side in SideId::BOTH {
        for (k, c) in s.side(side).contingents.iter().enumerate() {
            for (u, unit) in c.units.iter().enumerate() {
                let path = |field: &str| format!("{}.{field}", unit_path(s, side, k, u));
                check_stand(push, &path, Some(side), unit.position.as_ref(), unit.facing);
            }
        }
    }
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (e, event) in turn.events.iter().enumerate() {
            if let Event::Move { to, facing, .. } = event {
                let path = |field: &str| {
                    let field = if field == "position" { "to" } else { field };
                    format!("{}.events[{e}].{field}", turn_path(s, t))
                };
                check_stand(push, &path, None, Some(to), *facing);
            }
        }
    }
    if let Some(d) = s.settings.contact_distance
        && !(d.is_finite() && d >= 0.0 && d <= MAX_COORDINATE as f64)
    {
        push(
            "settings.contact_distance".into(),
            None,
            tr!(ModelNotAContactDistance, value = decimal(d)),
        );
    }
    if let Some(scale) = &s.map.scale
        && !(scale.per_pixel.is_finite() && scale.per_pixel >= 0.0)
    {
        push(
            "map.scale.per_pixel".into(),
            None,
            tr!(ModelNotAScale, value = decimal(scale.per_pixel)),
        );
    }
}

/// One inconsistency, naming where it is: the one "problem at a field path" of the program.
/// The model's checks name the side (`S = String`, its name as the file gives it); a victory
/// system's missing or wrong field carries the side's id (`crate::systems::Missing` is
/// `Problem<SideId>`), so that the desk can open that side's field.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Problem<S = String> {
    /// Path of the field in the file, with the names and ids a reader finds there, e.g.
    /// `sides[1] (Austrian army).contingents[0] (Croats).end.casualties_men`: always a place
    /// the user can find in the file (a problem with a sum names the first contributing
    /// item); the battle desk jumps to it.
    pub path: String,
    /// The side, when the field belongs to one side.
    pub side: Option<S>,
    /// A sentence for the user, with the side's name.
    pub message: String,
}

/// Shown with control characters escaped: names and ids come from the file.
impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (path, message) = (escape_controls(&self.path), escape_controls(&self.message));
        match &self.side {
            Some(side) => f.write_str(&crate::i18n::tr!(
                ModelProblemOfSide,
                place = path,
                side = escape_controls(side),
                message = message
            )),
            None => f.write_str(&crate::i18n::tr!(
                ModelProblem,
                place = path,
                message = message
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Polygon, Unit, UnitKind};

    #[test]
    fn paths_name_the_things_as_the_file_does() {
        let mut s = Scenario::new("t");
        s.sides[0].name = "Prussian army".into();
        s.sides[0].contingents = vec![
            Contingent::default(),
            Contingent {
                name: "Cavalry (Seydlitz)".into(),
                units: (0..4)
                    .map(|k| Unit::new(&format!("P0{k}"), "", UnitKind::Cavalry))
                    .collect(),
                ..Default::default()
            },
        ];
        assert_eq!(
            unit_path(&s, SideId::A, 1, 3),
            "sides[0] (Prussian army).contingents[1] (\"Cavalry (Seydlitz)\").units[3] (id \"P03\")"
        );
        assert_eq!(side_path(&s, SideId::B), "sides[1] (Side B)");
        s.sides[1].name = " ".into();
        assert_eq!(
            side_path(&s, SideId::B),
            "sides[1]",
            "a blank name adds nothing"
        );
    }

    #[test]
    fn a_long_or_hostile_name_is_cut_and_escaped_in_a_path() {
        let mut s = Scenario::new("t");
        s.sides[0].name = format!("\u{1b}[2J{}", "x".repeat(1_000));
        let path = side_path(&s, SideId::A);
        assert!(path.starts_with("sides[0] (\\u{1b}[2Jxxx"), "{path}");
        assert!(path.ends_with("…)"), "{path}");
        assert!(path.chars().count() < 80, "{path}");
    }

    #[test]
    fn over_the_limits_is_refused_with_the_place() {
        let mut s = Scenario::new("t");
        s.sides[1].name = "n".repeat(MAX_NAME_CHARS + 1);
        s.sides[0].deployment = Polygon::new(vec![Point::new(1.0, 1.0); MAX_VERTICES + 1]);
        let text: Vec<String> = hard_problems(&s).iter().map(|p| p.to_string()).collect();
        assert!(
            text.iter()
                .any(|t| t.contains(".name")
                    && t.contains("201 characters; umpire accepts up to 200")),
            "{text:?}"
        );
        assert!(
            text.iter()
                .any(|t| t.starts_with("sides[0] (Side A).deployment")
                    && t.contains("10001 vertices")),
            "{text:?}"
        );
    }

    #[test]
    fn non_finite_and_far_coordinates_are_refused() {
        let mut s = Scenario::new("t");
        s.sides[0].deployment = Polygon::new(vec![
            Point::new(0.0, 0.0),
            Point::new(f32::NAN, 1.0),
            Point::new(1.0, f32::INFINITY),
            Point::new(2e6, 0.0),
        ]);
        let paths: Vec<String> = hard_problems(&s).into_iter().map(|p| p.path).collect();
        assert_eq!(
            paths,
            [
                "sides[0] (Side A).deployment[1]",
                "sides[0] (Side A).deployment[2]",
                "sides[0] (Side A).deployment[3]"
            ]
        );
    }

    #[test]
    fn control_characters_are_refused_but_notes_keep_their_lines() {
        let mut s = Scenario::new("t");
        s.notes = "Line one.\n\tLine two.".into();
        assert!(text_problems(&s).is_empty());
        s.title = "OK\u{1b}[2J".into();
        let p = text_problems(&s);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].path, "title");
        assert!(
            p[0].message
                .contains("character 3 is a control character (U+001B)")
        );
    }

    #[test]
    fn an_empty_map_path_is_named() {
        let mut s = Scenario::new("t");
        s.map.image = Some(String::new());
        let p = text_problems(&s);
        assert_eq!(p[0].path, "map.image");
        assert!(p[0].message.contains("empty"), "{}", p[0].message);
    }

    /// The ids the counts are named by, each its own words in each language: an id misspelt
    /// here or in a message file would fall to the message's default words.
    #[test]
    fn every_kind_counted_has_its_own_words_in_each_language() {
        let kinds = [
            "contingents",
            "vertices",
            "units",
            "markers",
            "marker-values",
            "systems",
            "turns",
            "events",
            "combat-units",
            "painted-cells",
            "hexsides",
            "exits",
        ];
        for lang in [crate::i18n::Lang::En, crate::i18n::Lang::Fr] {
            let texts: std::collections::HashSet<String> = crate::i18n::with_lang(lang, || {
                kinds
                    .iter()
                    .map(|k| too_many_message(k, 101, 100))
                    .collect()
            });
            assert_eq!(texts.len(), kinds.len(), "{lang:?}: {texts:?}");
        }
    }
}
