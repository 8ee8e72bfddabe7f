//! The words the systems write their sentences with, once: counts that agree in number
//! ("1 unit", "2 hexes"; "0 hexagone", "2 hexagones"), verbs that agree with a side's name
//! ("the Allies spend", "the Prussian army spends") and possessives ("the Allies' roll"). The
//! record words the rest of its sentences with the same functions (`crate::record::words`), so
//! the window, the report and `compute` say the same.
//!
//! In any language a sentence is a message (`assets/i18n/<lang>/*.ftl`): a count goes to it as a
//! number and picks its plural there, a side's name goes with its [`side_number`]. [`Noun`]
//! counts the common nouns in the language in force. The functions taking English words
//! ([`count`], [`counted`], [`says`], [`possessive`]) write English only.

use crate::i18n::tr;

/// "1 Morale Point", "2 Morale Points", "2,500 men": a count with its noun in the right number.
pub use super::exact::count;

/// A noun counted in the language in force, its plural forms a message of `systems.ftl`
/// (French *one* is 0 and 1: "0 hexagone", "1 hexagone", "2 hexagones").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Noun {
    Hex,
    Marker,
    Unit,
    Entry,
    Day,
    Battle,
    Page,
    Man,
    Gun,
    MoralePoint,
}

impl Noun {
    /// `n` of this noun: "2 hexes", "2 hexagones"; the figure written the language's way
    /// ("2,500 men", "2 500 hommes").
    pub fn count(self, n: impl TryInto<u64>) -> String {
        // A count goes to Fluent as a number (an f64): exact to 2^53, beyond any count here.
        let count = n.try_into().unwrap_or(u64::MAX) as f64;
        match self {
            Noun::Hex => tr!(SysCountHex, count = count),
            Noun::Marker => tr!(SysCountMarker, count = count),
            Noun::Unit => tr!(SysCountUnit, count = count),
            Noun::Entry => tr!(SysCountEntry, count = count),
            Noun::Day => tr!(SysCountDay, count = count),
            Noun::Battle => tr!(SysCountBattle, count = count),
            Noun::Page => tr!(SysCountPage, count = count),
            Noun::Man => tr!(SysCountMan, count = count),
            Noun::Gun => tr!(SysCountGun, count = count),
            Noun::MoralePoint => tr!(SysCountMoralePoint, count = count),
        }
    }
}

/// The plural form a message selects for a verb or an adjective that agrees with a side's name
/// (`side_number = words::side_number(name)`): `"other"` for a name that reads as a plural
/// ("Allies", "Prussiens"), `"one"` otherwise ("Prussian army", "Armée du Nord").
pub fn side_number(name: &str) -> &'static str {
    if is_plural(name) { "other" } else { "one" }
}

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
    fn nouns_count_in_english_and_in_french() {
        use crate::i18n::{Lang, with_lang};
        let fr = |text: &str| text.replace('_', "\u{202F}");
        with_lang(Lang::En, || {
            for n in [0u32, 1, 2, 2_500] {
                assert_eq!(Noun::Hex.count(n), counted(n, "hex"));
                assert_eq!(Noun::Entry.count(n), counted(n, "entry"));
                assert_eq!(Noun::Man.count(n), count(n.into(), "man", "men"));
                assert_eq!(
                    Noun::MoralePoint.count(n),
                    count(n.into(), "Morale Point", "Morale Points")
                );
            }
        });
        with_lang(Lang::Fr, || {
            assert_eq!(Noun::Hex.count(0u32), "0 hexagone");
            assert_eq!(Noun::Hex.count(1u32), "1 hexagone");
            assert_eq!(Noun::Hex.count(2u32), "2 hexagones");
            assert_eq!(Noun::Man.count(3_300u32), fr("3_300 hommes"));
            assert_eq!(Noun::Marker.count(1usize), "1 marqueur de PV");
            assert_eq!(Noun::Marker.count(2usize), "2 marqueurs de PV");
            assert_eq!(Noun::Unit.count(0usize), "0 unité");
            assert_eq!(Noun::Unit.count(3usize), "3 unités");
            assert_eq!(Noun::MoralePoint.count(1u32), "1 point de moral");
            assert_eq!(Noun::MoralePoint.count(2u32), "2 points de moral");
            assert_eq!(Noun::Day.count(2u32), "2 jours");
            assert_eq!(Noun::Gun.count(1u32), "1 canon");
        });
        assert_eq!(side_number("Prussiens"), "other");
        assert_eq!(side_number("Armée du Nord"), "one");
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
