//! Words as a reader expects them: counts with the right plural, possessives that follow the
//! spelling of the name.

/// "1 page", "3 pages", "1 entry", "2 entries", "1,000 men" is not handled here: the noun is
/// made plural by the common English rules (-y after a consonant → -ies; -s, -x, -ch, -sh → -es).
pub fn count(n: impl TryInto<u64>, noun: &str) -> String {
    let n = n.try_into().unwrap_or(u64::MAX);
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{} {}", thousands(n), plural(noun))
    }
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

/// "Prussia's", "Allies'", "the French army's": a name ending in s takes the apostrophe alone.
pub fn possessive(name: &str) -> String {
    let name = name.trim_end();
    if name.ends_with('s') || name.ends_with('S') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// "12,345".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_take_the_plural_they_need() {
        assert_eq!(count(1u32, "page"), "1 page");
        assert_eq!(count(0u32, "page"), "0 pages");
        assert_eq!(count(11u32, "entry"), "11 entries");
        assert_eq!(count(2u32, "day"), "2 days");
        assert_eq!(count(3u32, "match"), "3 matches");
        assert_eq!(count(1200u32, "marker"), "1,200 markers");
    }

    #[test]
    fn possessives_follow_the_name() {
        assert_eq!(possessive("Prussia"), "Prussia's");
        assert_eq!(possessive("Allies"), "Allies'");
        assert_eq!(possessive("Armée du Nord"), "Armée du Nord's");
    }
}
