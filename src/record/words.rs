//! Plain English for the record's sentences: counts that agree in number ("1 stand",
//! "2 stands"), verbs that agree with a side's name ("the Allies spend", "the Prussian army
//! spends"), possessives ("the Allies' roll"), and the readable names of units, markers and turns.
//! Every front end words things through here, so the window and the PDF say the same.

use crate::model::{DiceSource, Roll, Scenario, Strength};
use crate::systems::exact::thousands;

/// "1 stand", "2,000 men": a count with its noun in the right number.
pub use crate::systems::exact::count;

/// "1 page", "3 pages", "11 entries", "1,200 markers": a count with its noun made plural by the
/// common English rules (-y after a consonant → -ies; -s, -x, -z, -ch, -sh → -es).
pub fn counted(n: impl TryInto<u64>, noun: &str) -> String {
    let n = n.try_into().unwrap_or(u64::MAX);
    count(n, noun, &plural(noun))
}

/// The plural of an English noun by the common rules.
pub fn plural(noun: &str) -> String {
    let lower = noun.to_lowercase();
    let consonant_y = lower.ends_with('y')
        && !lower
            .chars()
            .rev()
            .nth(1)
            .is_some_and(|c| "aeiou".contains(c));
    if consonant_y {
        format!("{}ies", &noun[..noun.len() - 1])
    } else if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|e| lower.ends_with(e))
    {
        format!("{noun}es")
    } else {
        format!("{noun}s")
    }
}

/// Whether a side's name reads as a plural ("Allies", "French", "Austrians") rather than a
/// singular ("Prussian army", "Armée du Nord"): its last word decides.
pub fn is_plural(name: &str) -> bool {
    let last = name
        .split_whitespace()
        .next_back()
        .unwrap_or("")
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    const COLLECTIVE: [&str; 6] = ["french", "british", "english", "dutch", "swiss", "allied"];
    if COLLECTIVE.contains(&last.as_str()) {
        return last != "allied";
    }
    // One corps: "the French V Corps is", whatever its last letter.
    if last == "corps" {
        return false;
    }
    last.len() > 2 && last.ends_with('s') && !last.ends_with("ss") && !last.ends_with("us")
}

/// `singular` or `plural` to agree with `subject` ("spends" / "spend").
pub fn verb<'a>(subject: &str, singular: &'a str, plural: &'a str) -> &'a str {
    if is_plural(subject) { plural } else { singular }
}

/// "the Allies' roll", "Prussian army's roll".
pub fn possessive(name: &str) -> String {
    let name = name.trim_end();
    if name.ends_with('s') || name.ends_with('S') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// "25,000 men · 120 stands": a strength in the measures given, "—" in none.
pub fn strength_in(st: Strength, measures: &[super::Measure]) -> String {
    let parts: Vec<String> = measures.iter().map(|m| m.count(m.of(st))).collect();
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(" · ")
    }
}

/// "70 of 235 (29.8%)": losses as a share of a strength, to one decimal; the bare number when
/// there is nothing to take a share of, or when more is lost than was held (losses at large).
pub fn lost_of(lost: u64, of: u64) -> String {
    if of == 0 || lost > of {
        return thousands(i128::from(lost));
    }
    format!(
        "{} of {} ({:.1}%)",
        thousands(i128::from(lost)),
        thousands(i128::from(of)),
        100.0 * lost as f64 / of as f64
    )
}

/// A unit's readable name: its name, or its id when it has none (never "name (name)").
pub fn unit_name(s: &Scenario, id: &str) -> String {
    match s.unit(id) {
        Some((_, u)) if !u.name.trim().is_empty() => u.name.trim().to_string(),
        Some(_) => id.to_string(),
        None => format!("unknown unit \"{id}\""),
    }
}

/// Several units by name, "A, B and C"; "none" for no unit.
pub fn unit_list(s: &Scenario, ids: &[String]) -> String {
    let names: Vec<String> = ids.iter().map(|id| unit_name(s, id)).collect();
    and_list(&names).unwrap_or_else(|| "none".to_string())
}

/// "A", "A and B", "A, B and C"; `None` for an empty list.
pub fn and_list(items: &[String]) -> Option<String> {
    match items {
        [] => None,
        [one] => Some(one.clone()),
        [init @ .., last] => Some(format!("{} and {last}", init.join(", "))),
    }
}

/// A marker by its label and objective: "marker B (Town of Lobositz)".
pub fn marker_name(s: &Scenario, id: &str) -> String {
    match s
        .marker(id)
        .map(|m| m.name.trim())
        .filter(|n| !n.is_empty())
    {
        Some(n) => format!("marker {id} ({n})"),
        None => format!("marker {id}"),
    }
}

/// A turn's name: the scenario's, or its number when unnamed.
pub fn turn_label(index: usize, name: &str) -> String {
    if name.trim().is_empty() {
        format!("{}", index + 1)
    } else {
        name.trim().to_string()
    }
}

/// Turn `t` in a sentence: its own name ("June 16 Afternoon"), or "turn 3" when named by its
/// number or not at all ("logged in turn 3", "logged in June 16 Afternoon").
pub fn turn_phrase(s: &Scenario, t: usize) -> String {
    s.log.turn_phrase(t)
}

/// [`turn_phrase`] at the start of a sentence: "Turn 3", "June 16 Afternoon".
pub fn turn_phrase_capitalised(s: &Scenario, t: usize) -> String {
    s.log.turn_phrase_capitalised(t)
}

/// The name of turn `t` of the scenario's log.
pub fn turn_name(s: &Scenario, t: usize) -> String {
    s.log
        .turns
        .get(t)
        .map(|turn| turn_label(t, &turn.name))
        .unwrap_or_else(|| (t + 1).to_string())
}

/// A roll and where it came from: "28 (real dice)", "4 (seeded draw 3)". The seed itself is
/// the umpire's and never part of this text.
pub fn roll(r: &Roll) -> String {
    match r.source {
        DiceSource::Manual => format!("{} (real dice)", r.value),
        DiceSource::Seeded { index } => format!("{} (seeded draw {index})", r.value),
    }
}

/// A roll for a narrow column: the value alone when made with real dice ("4"), else with its
/// draw ("4 (seeded draw 3)"). Beside it the table says that a bare roll is real dice
/// ([`ROLLS_UNMARKED`]).
pub fn roll_short(r: &Roll) -> String {
    match r.source {
        DiceSource::Manual => r.value.to_string(),
        DiceSource::Seeded { .. } => roll(r),
    }
}

/// What a table of [`roll_short`] rolls says of them.
pub const ROLLS_UNMARKED: &str = "A roll without a mark was made with real dice; \"seeded draw n\" is draw n of the scenario's seeded roller.";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_in_number() {
        assert_eq!(count(1, "stand", "stands"), "1 stand");
        assert_eq!(count(0, "stand", "stands"), "0 stands");
        assert_eq!(count(2500, "man", "men"), "2,500 men");
    }

    #[test]
    fn side_names_take_the_right_verb_and_possessive() {
        assert_eq!(verb("Allies", "spends", "spend"), "spend");
        assert_eq!(verb("French", "spends", "spend"), "spend");
        assert_eq!(verb("Prussian army", "spends", "spend"), "spends");
        assert_eq!(verb("French V Corps", "is", "are"), "is");
        assert_eq!(verb("Prussian-Saxon advance guard", "has", "have"), "has");
        assert_eq!(verb("Armée du Nord", "spends", "spend"), "spends");
        assert_eq!(verb("Austrian army", "spends", "spend"), "spends");
        assert_eq!(possessive("Allies"), "Allies'");
        assert_eq!(possessive("Prussian army"), "Prussian army's");
    }

    #[test]
    fn counts_take_the_plural_they_need() {
        assert_eq!(counted(1u32, "page"), "1 page");
        assert_eq!(counted(0u32, "page"), "0 pages");
        assert_eq!(counted(11u32, "entry"), "11 entries");
        assert_eq!(counted(2u32, "day"), "2 days");
        assert_eq!(counted(3u32, "match"), "3 matches");
        assert_eq!(counted(1200u32, "marker"), "1,200 markers");
    }

    #[test]
    fn a_short_roll_marks_only_seeded_draws() {
        let real = Roll {
            value: 4,
            source: DiceSource::Manual,
        };
        let seeded = Roll {
            value: 4,
            source: DiceSource::Seeded { index: 3 },
        };
        assert_eq!(roll_short(&real), "4");
        assert_eq!(roll_short(&seeded), "4 (seeded draw 3)");
        assert_eq!(roll(&real), "4 (real dice)");
    }

    #[test]
    fn losses_read_as_a_share_when_they_can() {
        assert_eq!(lost_of(70, 235), "70 of 235 (29.8%)");
        assert_eq!(lost_of(3, 0), "3");
        assert_eq!(lost_of(49, 20), "49", "never more than 100%");
    }

    #[test]
    fn turns_read_as_names_or_as_numbered_turns() {
        let mut s = Scenario::new("t");
        for name in ["1", "June 16 Afternoon", " ", "dawn"] {
            s.log.turns.push(crate::model::Turn {
                name: name.into(),
                events: Vec::new(),
            });
        }
        let phrases: Vec<String> = (0..5).map(|t| turn_phrase(&s, t)).collect();
        assert_eq!(
            phrases,
            ["turn 1", "June 16 Afternoon", "turn 3", "dawn", "turn 5"]
        );
        assert_eq!(turn_phrase_capitalised(&s, 0), "Turn 1");
        assert_eq!(turn_phrase_capitalised(&s, 3), "Dawn");
    }

    #[test]
    fn lists_read_as_english() {
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&v(&[])), None);
        assert_eq!(and_list(&v(&["A"])).unwrap(), "A");
        assert_eq!(and_list(&v(&["A", "B", "C"])).unwrap(), "A, B and C");
    }
}
