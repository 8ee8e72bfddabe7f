//! Plain English the systems write their sentences in, once: counts that agree in number
//! ("1 unit", "2 hexes"), verbs that agree with a side's name ("the Allies spend", "the
//! Prussian army spends") and possessives ("the Allies' roll"). The record words the rest of
//! its sentences with the same functions (`crate::record::words`), so the window, the report
//! and `compute` say the same.

/// "1 Morale Point", "2 Morale Points", "2,500 men": a count with its noun in the right number.
pub use super::exact::count;

/// "1 hex", "3 hexes", "1 marker", "11 entries": a count with its noun made plural by the
/// common English rules.
pub fn counted(n: impl TryInto<u64>, noun: &str) -> String {
    let n = n.try_into().unwrap_or(u64::MAX);
    count(n, noun, &plural(noun))
}

/// "Allies spend", "Prussian army spends": a side's name and the verb that agrees with it.
pub fn says(subject: &str, singular: &str, plural: &str) -> String {
    format!("{subject} {}", verb(subject, singular, plural))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_zero_one_and_two() {
        assert_eq!(counted(0u32, "hex"), "0 hexes");
        assert_eq!(counted(1u32, "hex"), "1 hex");
        assert_eq!(counted(2u32, "hex"), "2 hexes");
        assert_eq!(counted(1usize, "marker"), "1 marker");
        assert_eq!(counted(2usize, "premature call"), "2 premature calls");
        assert_eq!(counted(0usize, "unit"), "0 units");
        assert_eq!(counted(1usize, "unit"), "1 unit");
        assert_eq!(counted(2_500u32, "entry"), "2,500 entries");
        assert_eq!(counted(1u32, "page"), "1 page");
        assert_eq!(counted(0u32, "page"), "0 pages");
        assert_eq!(counted(11u32, "entry"), "11 entries");
        assert_eq!(counted(2u32, "day"), "2 days");
        assert_eq!(counted(3u32, "match"), "3 matches");
        assert_eq!(counted(1200u32, "marker"), "1,200 markers");
    }

    #[test]
    fn a_side_named_in_the_plural_takes_a_plural_verb() {
        assert_eq!(says("Allies", "spends", "spend"), "Allies spend");
        assert_eq!(says("Austrians", "has", "have"), "Austrians have");
        assert_eq!(says("French", "is", "are"), "French are");
        assert_eq!(
            says("Prussian army", "spends", "spend"),
            "Prussian army spends"
        );
        assert_eq!(
            says("Armée du Nord", "rolls", "roll"),
            "Armée du Nord rolls"
        );
        assert_eq!(says("French V Corps", "is", "are"), "French V Corps is");
        assert_eq!(says("Allied army", "holds", "hold"), "Allied army holds");
        assert_eq!(possessive("Allies"), "Allies'");
        assert_eq!(possessive("Prussian army"), "Prussian army's");
    }
}
