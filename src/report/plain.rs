//! Plain words for the field paths the victory systems name in their messages: a path in the
//! file (`sides[0].contingents[*].end.start_men`) becomes its readable name ("Prussian army:
//! men at the start (end-of-battle figures)"), from the one table of [`words::field_name`].
//! The systems write the rest of their English right once (`crate::systems::words`); the JSON
//! of `compute` keeps the paths, which scripts and the desk follow, and the report prints the
//! names a club reads.

use crate::model::{Scenario, SideId};
use crate::record::words;

/// The readable names of one scenario's fields.
pub struct Plain<'a> {
    s: &'a Scenario,
}

/// One step of a path: `contingents[2] (Croats)` is name `contingents`, index `2`.
struct Step<'p> {
    name: &'p str,
    index: Option<&'p str>,
}

/// Split a path at its dots, leaving brackets, quotes and parentheses whole, and drop the
/// readers' notes in parentheses (`sides[1] (Austrian army)`).
fn steps<'p>(path: &'p str) -> Vec<Step<'p>> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut quoted = false;
    let mut start = 0;
    let bytes = path.as_bytes();
    let mut push = |seg: &'p str| {
        let seg = match seg.find(" (") {
            Some(i) => &seg[..i],
            None => seg,
        }
        .trim();
        if seg.is_empty() {
            return;
        }
        match (seg.find('['), seg.rfind(']')) {
            (Some(a), Some(b)) if b > a => out.push(Step {
                name: &seg[..a],
                index: Some(&seg[a + 1..b]),
            }),
            _ => out.push(Step {
                name: seg,
                index: None,
            }),
        }
    };
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'"' => quoted = !quoted,
            b'[' | b'(' if !quoted => depth += 1,
            b']' | b')' if !quoted => depth -= 1,
            b'.' if !quoted && depth == 0 => {
                push(&path[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    push(&path[start..]);
    out
}

impl<'a> Plain<'a> {
    pub fn new(s: &'a Scenario) -> Plain<'a> {
        Plain { s }
    }

    /// The readable name of the field at `path`, or `None` when the path names nothing a
    /// reader would look for (it is then left out, never printed raw).
    pub fn field(&self, path: &str) -> Option<String> {
        let st = steps(path);
        let first = st.first()?;
        match first.name {
            "settings" => {
                let key = st.last().map(|x| x.name).unwrap_or("");
                Some(format!(
                    "scenario settings: {}",
                    words::field_name(key).unwrap_or("settings")
                ))
            }
            "sides" => self.side_field(&st),
            "markers" => Some(self.marker_field(&st)),
            "log" => Some(self.log_field(&st)),
            "units" => {
                let id = first.index?;
                Some(format!("unit {}", words::unit_name(self.s, id)))
            }
            "map" => Some("the map".to_string()),
            "played" => Some("who played, where and when".to_string()),
            "title" | "date" | "notes" => Some(format!("the scenario's {}", first.name)),
            _ => None,
        }
    }

    fn side_field(&self, st: &[Step]) -> Option<String> {
        let side = st[0]
            .index
            .and_then(|i| i.parse::<usize>().ok())
            .filter(|&i| i < 2)
            .map(SideId::from_index)?;
        let sd = self.s.side(side);
        let name = sd.name.trim();
        let rest: Vec<&str> = st[1..].iter().map(|x| x.name).collect();
        let what = match rest.as_slice() {
            [] => return Some(name.to_string()),
            ["morale_points", ..] => "Morale Points at the start".to_string(),
            ["c_in_c", ..] => "commander-in-chief".to_string(),
            ["deployment", ..] => "deployment area".to_string(),
            ["name"] => "name".to_string(),
            ["colour"] => "colour".to_string(),
            ["role"] => "role".to_string(),
            ["contingents", more @ ..] => {
                let contingent = st[1]
                    .index
                    .and_then(|i| i.parse::<usize>().ok())
                    .and_then(|k| sd.contingents.get(k))
                    .map(|c| c.name.trim().to_string())
                    .filter(|n| !n.is_empty() && n != name);
                let within = match more {
                    ["end", field, ..] => format!(
                        "{} (end-of-battle figures{})",
                        words::field_name(field).unwrap_or("figures"),
                        if contingent.is_none()
                            && st[1].index == Some("*")
                            && sd.contingents.len() > 1
                        {
                            ", of each contingent"
                        } else {
                            ""
                        }
                    ),
                    ["units", tail @ ..] => self.unit_part(sd, st[1].index, st.get(2), tail),
                    [] => "contingent".to_string(),
                    _ => "contingent".to_string(),
                };
                match contingent {
                    Some(c) => format!("{c}, {within}"),
                    None => within,
                }
            }
            _ => return Some(name.to_string()),
        };
        Some(format!("{name}: {what}"))
    }

    /// The unit at `contingents[c].units[k]` (`k` counts within contingent `c`), or, for the
    /// older paths with `contingents[*]`, the `k`th unit of the side.
    fn unit_part(
        &self,
        sd: &crate::model::Side,
        contingent: Option<&str>,
        step: Option<&Step>,
        tail: &[&str],
    ) -> String {
        let field = tail
            .iter()
            .rev()
            .find_map(|f| words::unit_field_name(f))
            .unwrap_or("");
        let unit = step.and_then(|x| x.index).and_then(|i| {
            let k: usize = i.parse().ok()?;
            let unit = match contingent.and_then(|c| c.parse::<usize>().ok()) {
                Some(c) => sd.contingents.get(c)?.units.get(k),
                None => sd.contingents.iter().flat_map(|c| &c.units).nth(k),
            };
            unit.map(|u| words::unit_name(self.s, &u.id))
        });
        match (unit, field.is_empty()) {
            (Some(u), true) => u,
            (Some(u), false) => format!("{}, {field}", u),
            (None, true) => "each unit".to_string(),
            (None, false) => format!("{field} of each unit"),
        }
    }

    fn marker_field(&self, st: &[Step]) -> String {
        match st.get(1) {
            Some(Step {
                name: "markers",
                index: Some(i),
            }) => match i
                .parse::<usize>()
                .ok()
                .and_then(|k| self.s.markers.markers.get(k))
            {
                Some(m) => words::marker_name(self.s, &m.id),
                None => "the VP markers".to_string(),
            },
            Some(Step { name: "values", .. }) => "the set of marker values".to_string(),
            Some(Step {
                name: "placement", ..
            }) => "the placement of the markers".to_string(),
            _ => "the VP markers".to_string(),
        }
    }

    fn log_field(&self, st: &[Step]) -> String {
        let turn = st[0].index.and_then(|i| i.parse::<usize>().ok());
        let entry = st
            .iter()
            .find(|x| x.name == "events")
            .and_then(|x| x.index)
            .and_then(|i| i.parse::<usize>().ok());
        match (turn, entry) {
            (Some(t), Some(e)) => format!(
                "battle log, turn {}, entry {}",
                words::turn_name(self.s, t),
                e + 1
            ),
            (Some(t), None) => format!("battle log, turn {}", words::turn_name(self.s, t)),
            _ => "the battle log".to_string(),
        }
    }

    /// A system's sentence as the report prints it: its field paths named.
    pub fn text(&self, text: &str) -> String {
        self.paths_in(text)
    }

    /// A place to look, as a reader names it: "(where: Prussian army: Morale Points at the
    /// start)", or nothing when the path names nothing readable.
    pub fn place(&self, path: &str) -> Option<String> {
        self.field(path)
    }

    /// Replace every field path in `text` by its readable name (or drop it, with its brackets,
    /// when it has none).
    fn paths_in(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some((start, end)) = find_path(rest) {
            out.push_str(&rest[..start]);
            let token = &rest[start..end];
            match self.field(token) {
                Some(name) => out.push_str(&name),
                None => out.push_str(token),
            }
            rest = &rest[end..];
        }
        out.push_str(rest);
        out
    }
}

/// Where the first field path in `text` is: a run of `[A-Za-z0-9_.[]*]` that starts with a
/// root of the scenario file (`settings.`, `sides[`, `markers.`, `log[`, `units[`) and holds a
/// dot or a bracket.
fn find_path(text: &str) -> Option<(usize, usize)> {
    const ROOTS: [&str; 6] = [
        "settings.",
        "sides[",
        "markers.",
        "log[",
        "units[",
        "played.",
    ];
    let mut best: Option<usize> = None;
    for root in ROOTS {
        let mut from = 0;
        while let Some(k) = text[from..].find(root) {
            let at = from + k;
            let ok = text[..at]
                .chars()
                .next_back()
                .is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == '.'));
            if ok {
                best = Some(best.map_or(at, |b: usize| b.min(at)));
                break;
            }
            from = at + root.len();
        }
    }
    let start = best?;
    let mut end = start;
    let mut depth = 0;
    for (i, c) in text[start..].char_indices() {
        let ok = c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '*' | '[' | ']');
        if !ok {
            break;
        }
        match c {
            '[' => depth += 1,
            ']' => {
                if depth == 0 {
                    break;
                }
                depth -= 1
            }
            _ => {}
        }
        end = start + i + c.len_utf8();
    }
    // A sentence's full stop is not part of the path.
    while end > start && text[..end].ends_with('.') {
        end -= 1;
    }
    Some((start, end))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Unit, UnitKind};

    fn scenario() -> Scenario {
        let mut s = Scenario::new("t");
        s.sides[0].name = "Prussian army".into();
        s.sides[1].name = "Allies".into();
        s.sides[1].contingents = vec![
            Contingent {
                name: "Anglo-Dutch army".into(),
                units: vec![Unit::new("ig", "Imperial Guard", UnitKind::Infantry)],
                ..Default::default()
            },
            Contingent {
                name: "Prussian army".into(),
                ..Default::default()
            },
        ];
        s
    }

    #[test]
    fn field_paths_read_as_names() {
        let s = scenario();
        let p = Plain::new(&s);
        assert_eq!(
            p.field("sides[0].contingents[*].end.start_men").unwrap(),
            "Prussian army: men at the start (end-of-battle figures)"
        );
        assert_eq!(
            p.field("sides[1].contingents[*].end.start_men").unwrap(),
            "Allies: men at the start (end-of-battle figures, of each contingent)"
        );
        assert_eq!(
            p.field("sides[1] (Allies).contingents[0] (Anglo-Dutch army).end.casualties_men")
                .unwrap(),
            "Allies: Anglo-Dutch army, casualties (men) (end-of-battle figures)"
        );
        assert_eq!(
            p.field("sides[0].contingents[*].units[*].strength.unit_points")
                .unwrap(),
            "Prussian army: Unit Points of each unit"
        );
        // A unit's index counts within its contingent.
        let mut two = s.clone();
        two.sides[1].contingents[1].units =
            vec![Unit::new("bl", "Blücher's corps", UnitKind::Infantry)];
        assert_eq!(
            Plain::new(&two)
                .field("sides[1].contingents[1].units[0].strength.unit_points")
                .unwrap(),
            format!(
                "Allies: Prussian army, {}, Unit Points",
                words::unit_name(&two, "bl")
            )
        );
        assert_eq!(
            p.field("settings.french").unwrap(),
            "scenario settings: which side is the French"
        );
        assert_eq!(
            p.field("sides[1].morale_points").unwrap(),
            "Allies: Morale Points at the start"
        );
        assert_eq!(p.field("markers.markers").unwrap(), "the VP markers");
        assert_eq!(p.field("nonsense"), None);
    }

    #[test]
    fn paths_inside_sentences_are_replaced() {
        let s = scenario();
        let p = Plain::new(&s);
        assert_eq!(
            p.text("Say which side is the French (settings.french) to judge it."),
            "Say which side is the French (scenario settings: which side is the French) to judge it."
        );
        let t = p.text("Waterloo 20 needs the Morale Points (sides[1].morale_points is 0).");
        assert_eq!(
            t,
            "Waterloo 20 needs the Morale Points (Allies: Morale Points at the start is 0)."
        );
        assert!(!t.contains('['));
    }
}
