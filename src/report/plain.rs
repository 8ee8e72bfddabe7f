//! Plain words for the field paths the victory systems name in their messages: a path in the
//! file (`sides[0].contingents[*].end.start_men`) becomes its readable name ("men at the start
//! of each contingent of Prussian army"), as the window says it ([`field_names::field_name`]).
//! The systems write the rest of their English right once (`crate::systems::words`); the JSON
//! of `compute` keeps the paths, which scripts and the desk follow, and the report prints the
//! names a club reads.

use crate::model::Scenario;
use crate::record::field_names;

/// The readable names of one scenario's fields.
pub struct Plain<'a> {
    s: &'a Scenario,
}

impl<'a> Plain<'a> {
    pub fn new(s: &'a Scenario) -> Plain<'a> {
        Plain { s }
    }

    /// The readable name of the field at `path` ([`field_names::field_name`]), or `None` when
    /// the path starts at no root of the scenario file (it is then left as it is).
    pub fn field(&self, path: &str) -> Option<String> {
        field_names::known_field_name(self.s, path)
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
    fn field_paths_read_as_the_window_reads_them() {
        let s = scenario();
        let p = Plain::new(&s);
        for path in [
            "sides[0].contingents[*].end.start_men",
            "sides[1] (Allies).contingents[0] (Anglo-Dutch army).end.casualties_men",
            "settings.french",
            "markers.markers",
        ] {
            assert_eq!(p.field(path).unwrap(), field_names::field_name(&s, path));
        }
        assert_eq!(
            p.field("sides[1].contingents[*].end.start_men").unwrap(),
            "men at the start of each contingent of Allies"
        );
        assert_eq!(p.field("nonsense"), None);
    }

    #[test]
    fn paths_inside_sentences_are_replaced() {
        let s = scenario();
        let p = Plain::new(&s);
        assert_eq!(
            p.text("Say which side is the French (settings.french) to judge it."),
            "Say which side is the French (which side is the French) to judge it."
        );
        let t = p.text("Waterloo 20 needs the Morale Points (sides[1].morale_points is 0).");
        assert_eq!(
            t,
            "Waterloo 20 needs the Morale Points (Morale Points of Allies is 0)."
        );
        assert!(!t.contains('['));
    }
}
