//! English left in a French text, and the figures of a text: what the French report's and
//! the French window's tests check. A word list, not a dictionary: the words below are common
//! in umpire's English and are no French words, so one of them in a French page is English
//! that escaped translation. The user's own words (a scenario's names and notes) are taken out
//! first: they are never translated.

/// Words that are English and not French. Not here: words both languages share ("test",
/// "total", "points", "page", "simple", "table", "on", "or", "a", "notes", "date", "ratio",
/// "chance", "secret", "export", "contingent", "cent", and "morale", a French adjective).
pub const ENGLISH_ONLY: &[&str] = &[
    "the",
    "and",
    "of",
    "with",
    "from",
    "to",
    "is",
    "are",
    "has",
    "have",
    "was",
    "were",
    "which",
    "this",
    "that",
    "not",
    "by",
    "at",
    "for",
    "it",
    "its",
    "be",
    "been",
    "than",
    "then",
    "when",
    "where",
    "who",
    "what",
    "each",
    "every",
    "none",
    "yes",
    "no",
    "may",
    "must",
    "can",
    "cannot",
    "more",
    "less",
    "only",
    "after",
    "before",
    "until",
    "turn",
    "turns",
    "loss",
    "losses",
    "side",
    "sides",
    "unit",
    "units",
    "victory",
    "defeat",
    "wins",
    "win",
    "draw",
    "chart",
    "step",
    "steps",
    "marker",
    "markers",
    "roll",
    "rolls",
    "withdraw",
    "withdrawal",
    "withdraws",
    "casualty",
    "casualties",
    "army",
    "armies",
    "men",
    "strength",
    "guns",
    "held",
    "holds",
    "enemy",
    "own",
    "left",
    "right",
    "known",
    "unknown",
    "report",
    "rules",
    "rule",
    "battle",
    "battles",
    "map",
    "result",
    "results",
    "level",
    "row",
    "column",
    "share",
    "shares",
    "day",
    "days",
    "cavalry",
    "infantry",
    "reinforcements",
    "stragglers",
    "returns",
    "spends",
    "spend",
    "lost",
    "loses",
    "lose",
    "wounded",
    "killed",
    "captured",
    "ammunition",
    "short",
    "end",
    "early",
    "ends",
    "odds",
    "next",
    "found",
    "discovered",
    "hidden",
    "player",
    "players",
    "umpire's",
    "title",
    "scenario",
    "system",
    "systems",
    "deciding",
    "decides",
    "because",
    "there",
    "their",
    "they",
    "them",
    "his",
    "her",
    "would",
    "could",
    "should",
    "will",
    "see",
    "sees",
    "seen",
    "shown",
    "show",
    "shows",
    "also",
    "yet",
    "still",
    "above",
    "below",
    "between",
    "against",
    "per",
    "percent",
    "half",
    "twice",
    "once",
    "entries",
    "entry",
    "event",
    "events",
    "log",
    "hex",
    "hexes",
    "deployment",
    "area",
    "areas",
    "campaign",
    "ledger",
    "draft",
    "drafts",
    "replacements",
    "open",
    "save",
    "file",
    "files",
    "edit",
    "view",
    "help",
    "undo",
    "redo",
    "close",
    "cancel",
];

/// The titles of the source texts and games, which keep their own words in every language
/// (a French wargamer says *Napoleon at Waterloo*).
pub const PROPER_NAMES: &[&str] = &[
    "Result at Waterloo: Battle Victory Conditions",
    "Battle Victory Conditions",
    "Result at Waterloo",
    "Napoleon at Waterloo",
    "Waterloo 20: Tables and Charts",
    "Tables and Charts",
    "Military Miniatures Magazine",
];

/// The English words of `text` (with a few words around each, to find it), once the user's
/// `phrases` are taken out and leaving `allowed` (a term kept in English on purpose).
pub fn english_words(text: &str, phrases: &[String], allowed: &[&str]) -> Vec<String> {
    // A phrase may be wrapped over two lines.
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut phrases = phrases.to_vec();
    phrases.extend(PROPER_NAMES.iter().map(|p| p.to_string()));
    let text = without_phrases(&text, &phrases);
    let text = without_ids(&text);
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphabetic() || c == '\''))
        .filter(|w| !w.is_empty())
        .collect();
    let users = users_runs(&words, &phrases);
    let mut found = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let lower = word.to_lowercase();
        if users[i] {
            continue;
        }
        if ENGLISH_ONLY.contains(&lower.as_str()) && !allowed.contains(&lower.as_str()) {
            let from = i.saturating_sub(4);
            let to = (i + 5).min(words.len());
            found.push(format!("{word:?} in \"{}\"", words[from..to].join(" ")));
        }
    }
    found
}

/// `text` without the names a file or a script uses, which no language changes: field paths
/// (`rules.returns`, `sides[0].morale_points`, `map.grid`), flag and system ids (`not-started`,
/// `casualty-chart`), file fields (`guns_lost`).
pub fn without_ids(text: &str) -> String {
    text.split(' ')
        .map(|token| {
            let word = token.trim_matches(|c: char| !(c.is_alphanumeric() || "[]_".contains(c)));
            let colour = token.starts_with('#') && word.chars().all(|c| c.is_ascii_hexdigit());
            let joined = colour || word.contains(['.', '_', '[']) || {
                word.contains('-')
                    && word
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            };
            if joined { " " } else { token }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Which of `words` stand in a run of three or more words of one of the user's `phrases`: a
/// paragraph of the user's that a page wraps, splits over two pages or shortens is still his.
fn users_runs(words: &[&str], phrases: &[String]) -> Vec<bool> {
    let lower = |w: &str| w.to_lowercase();
    let mut triples = std::collections::HashSet::new();
    for phrase in phrases {
        let p: Vec<String> = phrase
            .split(|c: char| !(c.is_alphabetic() || c == '\''))
            .filter(|w| !w.is_empty())
            .map(lower)
            .collect();
        for w in p.windows(3) {
            triples.insert(w.to_vec());
        }
    }
    let mut users = vec![false; words.len()];
    for i in 0..words.len().saturating_sub(2) {
        let triple: Vec<String> = words[i..i + 3].iter().map(|w| lower(w)).collect();
        if triples.contains(&triple) {
            users[i..i + 3].iter_mut().for_each(|u| *u = true);
        }
    }
    users
}

/// `text` without every one of `phrases`, longest first (a unit's name holds a shorter one).
pub fn without_phrases(text: &str, phrases: &[String]) -> String {
    // A phrase is looked for as the text is read: its lines joined by single spaces.
    let mut phrases: Vec<String> = phrases
        .iter()
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        // A sentence of the user's may be shown without its full stop.
        .flat_map(|p| [p.trim_end_matches(['.', ';', ':']).to_string(), p])
        .filter(|p| !p.is_empty())
        .collect();
    phrases.sort_by_key(|p| std::cmp::Reverse(p.len()));
    let mut text = text.to_string();
    for phrase in &phrases {
        text = replace_whole(&text, phrase);
    }
    text
}

/// `text` with each occurrence of `phrase` that stands as whole words blanked out ("r" is taken
/// out of "r = 0.5", not out of "rapport").
fn replace_whole(text: &str, phrase: &str) -> String {
    let edge = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(phrase) {
        let before = out.chars().next_back().or(None);
        let before = rest[..at].chars().next_back().or(before);
        let after = rest[at + phrase.len()..].chars().next();
        out.push_str(&rest[..at]);
        if edge(before) && edge(after) {
            out.push(' ');
        } else {
            out.push_str(phrase);
        }
        rest = &rest[at + phrase.len()..];
    }
    out.push_str(rest);
    out
}

/// Every string of a RON file (a scenario's or a campaign's names, notes and titles: the
/// user's words).
pub fn ron_strings(ron: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = ron.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => match chars.next() {
                    Some('n') => s.push('\n'),
                    Some(other) => s.push(other),
                    None => break,
                },
                c => s.push(c),
            }
        }
        found.push(s);
    }
    found
}

/// The figures of a text written in `french` or English, in one form ("3300", "11.38"), sorted:
/// the same battle's reports in both languages give the same list.
pub fn figures(text: &str, french: bool) -> Vec<String> {
    let thousands = |c: char| {
        if french {
            matches!(c, '\u{202F}' | '\u{A0}')
        } else {
            c == ','
        }
    };
    let decimal = if french { ',' } else { '.' };
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() || (i > 0 && chars[i - 1].is_alphanumeric()) {
            i += 1;
            continue;
        }
        let mut figure = String::new();
        while i < chars.len() {
            let c = chars[i];
            let next_three = |from: usize| {
                (from..from + 3).all(|j| chars.get(j).is_some_and(char::is_ascii_digit))
                    && !chars.get(from + 3).is_some_and(char::is_ascii_digit)
            };
            if c.is_ascii_digit() {
                figure.push(c);
            } else if thousands(c) && next_three(i + 1) {
                // A group separator: the digits go on.
            } else if (c == decimal || (french && c == '.'))
                && chars.get(i + 1).is_some_and(char::is_ascii_digit)
            {
                // French writes a rule's number ("[8.3]") as English does.
                figure.push('.');
            } else {
                break;
            }
            i += 1;
        }
        found.push(figure);
    }
    found.sort();
    found
}

#[test]
fn english_left_in_french_is_found_and_the_users_words_are_not() {
    let phrases = vec!["Army of the Left".to_string()];
    let text = "Army of the Left : victoire décisive. The Allies spend 3 points.";
    let found = english_words(text, &phrases, &[]);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].starts_with("\"The\""), "{found:?}");
    assert!(found[1].starts_with("\"spend\""), "{found:?}");
    assert!(english_words("Pertes : 3 300 hommes, moral 4.", &[], &[]).is_empty());
    let phrases = vec!["r".to_string(), "the".to_string()];
    assert_eq!(
        without_phrases("r = rapport, the other", &phrases),
        "  = rapport,   other"
    );
}

#[test]
fn figures_read_the_same_in_both_languages() {
    let english = figures("3,300 men, 11.38%, turn 12 of 1756; rule [8.3]", false);
    let french = figures(
        "3\u{202F}300 hommes, 11,38\u{202F}%, tour 12 de 1756 ; règle [8.3]",
        true,
    );
    assert_eq!(english, vec!["11.38", "12", "1756", "3300", "8.3"]);
    assert_eq!(french, english);
    // Two cells side by side are two figures.
    assert_eq!(figures("29\u{202F}000 235", true), vec!["235", "29000"]);
    assert_eq!(
        ron_strings(r#"(name: "Prussians", note: "a \"b\"")"#),
        vec!["Prussians", "a \"b\""]
    );
}

/// What one sorted list of figures has that the other has not, both ways: a failing test's
/// message.
pub fn difference(french: &[String], english: &[String]) -> String {
    let only = |a: &[String], b: &[String]| {
        let mut rest = b.to_vec();
        a.iter()
            .filter(|f| match rest.iter().position(|g| g == *f) {
                Some(i) => {
                    rest.remove(i);
                    false
                }
                None => true,
            })
            .cloned()
            .collect::<Vec<_>>()
    };
    format!(
        "only in French: {:?}; only in English: {:?}",
        only(french, english),
        only(english, french)
    )
}
