//! Adding a battle's line to a campaign file as the umpire wrote it: the entry goes in at the
//! end of its `battles: [...]` list (or a list is added), so that the file's comments and
//! layout stay as they were. The new text is read back and must be the campaign with the one
//! line more; otherwise the campaign is written out whole ([`to_ron`]), which loses comments,
//! and the caller is told so.

use super::io::{Scanner, to_ron};
use super::{Campaign, CampaignBattle, parse_campaign};

/// The campaign's text with `line` added, and whether the text's own layout and comments
/// were kept (else it is the campaign written out whole).
pub fn text_with_battle(
    text: &str,
    campaign: &Campaign,
    line: &CampaignBattle,
) -> Result<(String, bool), ron::Error> {
    let mut expected = campaign.clone();
    expected.battles.push(line.clone());
    let kept =
        inserted(text, line).filter(|new| parse_campaign(new, "").is_ok_and(|c| c == expected));
    match kept {
        Some(new) => Ok((new, true)),
        None => Ok((to_ron(&expected)?, false)),
    }
}

/// A RON string or date, quoted and escaped, with its apostrophes as typed: RON escapes them
/// (`Hohenlohe\'s`) though a double-quoted string needs no such escape. The text is read back
/// before it is trusted ([`text_with_battle`]).
fn quoted(value: &impl serde::Serialize) -> String {
    ron::to_string(value)
        .map(|text| text.replace("\\'", "'"))
        .unwrap_or_else(|_| "\"\"".into())
}

/// The entry for `line`, indented by `indent`.
fn entry(line: &CampaignBattle, indent: &str) -> String {
    let list = |names: &[String]| {
        let names: Vec<String> = names.iter().map(quoted).collect();
        format!("[{}]", names.join(", "))
    };
    let mut out = format!("{indent}(\n");
    out += &format!("{indent}  file: {},\n", quoted(&line.file));
    out += &format!("{indent}  date: {},\n", quoted(&line.date));
    if !line.name.is_empty() {
        out += &format!("{indent}  name: {},\n", quoted(&line.name));
    }
    out += &format!(
        "{indent}  contingents: ({}, {}),\n",
        list(&line.contingents.0),
        list(&line.contingents.1)
    );
    out += &format!("{indent}),");
    out
}

/// Where the top-level `battles` list closes, or where the campaign itself closes.
enum End {
    /// The byte offset of the list's `]`, and whether the token before it is `,` or `[`.
    List { close: usize, separated: bool },
    /// The byte offset of the campaign's closing `)`, and whether the token before it is `,`
    /// or `(`.
    Campaign { close: usize, separated: bool },
}

fn find_end(text: &str) -> Option<End> {
    let mut s = Scanner::new(text);
    let mut depth = 0usize;
    let mut last_ident: Option<String> = None;
    let mut after_battles_key = false;
    let mut list_depth: Option<usize> = None;
    let mut previous = ' ';
    while let Some((c, _, _)) = s.next_token_char() {
        let at = s.offset - c.len_utf8();
        match c {
            '(' | '[' | '{' => {
                if c == '[' && after_battles_key && depth == 1 && list_depth.is_none() {
                    list_depth = Some(depth + 1);
                }
                depth += 1;
                after_battles_key = false;
            }
            ')' | ']' | '}' => {
                if list_depth == Some(depth) && c == ']' {
                    return Some(End::List {
                        close: at,
                        separated: matches!(previous, ',' | '['),
                    });
                }
                if depth == 1 && c == ')' {
                    return Some(End::Campaign {
                        close: at,
                        separated: matches!(previous, ',' | '('),
                    });
                }
                depth = depth.saturating_sub(1);
            }
            ':' => after_battles_key = depth == 1 && last_ident.as_deref() == Some("battles"),
            c if c.is_alphabetic() || c == '_' => {
                last_ident = Some(s.rest_of_word(c));
                previous = 'w';
                continue;
            }
            _ => {}
        }
        if c != ':' {
            last_ident = None;
        }
        previous = c;
    }
    None
}

/// `text` with `line`'s entry inserted, if its `battles` list or its end can be found.
fn inserted(text: &str, line: &CampaignBattle) -> Option<String> {
    match find_end(text)? {
        End::List { close, separated } => {
            let line_start = text[..close].rfind('\n').map_or(0, |i| i + 1);
            let before = &text[line_start..close];
            let comma = if separated { "" } else { "," };
            if before.trim().is_empty() {
                let indent = format!("{before}  ");
                Some(format!(
                    "{}{comma}\n{}\n{}",
                    text[..line_start].trim_end_matches('\n'),
                    entry(line, &indent),
                    &text[line_start..]
                ))
            } else {
                Some(format!(
                    "{}{comma} {} {}",
                    text[..close].trim_end(),
                    entry(line, "").replace('\n', " "),
                    &text[close..]
                ))
            }
        }
        End::Campaign { close, separated } => {
            let comma = if separated { "" } else { "," };
            Some(format!(
                "{}{comma}\n  battles: [\n{}\n  ],\n{}",
                text[..close].trim_end(),
                entry(line, "    "),
                &text[close..]
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::campaign::CampaignDate;

    const HEAD: &str = r#"// The war.
(
  version: 1,
  title: "War",
  start: "1806-10-08",
  sides: ((name: "A", colour: (0, 0, 0), contingents: [(name: "a", units: [])]),
          (name: "B", colour: (9, 9, 9), contingents: [(name: "b's", units: [])])),
"#;

    fn line(file: &str) -> CampaignBattle {
        CampaignBattle {
            file: file.into(),
            date: CampaignDate::parse("1806-10-14").unwrap(),
            name: "Jena \"the great\"".into(),
            contingents: (vec!["a".into()], vec!["b's".into()]),
        }
    }

    fn added(text: &str) -> (String, Campaign) {
        let c = parse_campaign(text, "t").unwrap();
        let (new, kept) = text_with_battle(text, &c, &line("new.ron")).unwrap();
        assert!(kept, "the layout is kept:\n{new}");
        let again = parse_campaign(&new, "t").unwrap();
        assert_eq!(again.battles.last(), Some(&line("new.ron")));
        assert_eq!(again.battles.len(), c.battles.len() + 1);
        (new, again)
    }

    #[test]
    fn the_line_goes_at_the_end_of_the_list_and_the_comments_stay() {
        let text = format!(
            "{HEAD}  battles: [\n    // The first: \"a ] in a string\".\n    (file: \"one.ron\", date: \"1806-10-10\", contingents: ([\"a\"], [\"b's\"]))\n  ],\n  // After the battles.\n)\n"
        );
        let (new, c) = added(&text);
        assert!(new.contains("// The first"), "{new}");
        assert!(new.contains("// After the battles."), "{new}");
        assert_eq!(c.battles[0].file, "one.ron");
        assert!(
            new.contains("[\"b's\"])),\n    (\n      file: \"new.ron\","),
            "{new}"
        );
    }

    #[test]
    fn an_apostrophe_is_written_as_typed_and_a_backslash_before_it_kept() {
        let (new, _) = added(&format!("{HEAD}  battles: [],\n)"));
        assert!(new.contains("contingents: ([\"a\"], [\"b's\"])"), "{new}");
        assert!(!new.contains("\\'"), "{new}");
        let mut tricky = line("new.ron");
        tricky.name = "back\\'slash \\\\' end\\".into();
        let c = parse_campaign(&format!("{HEAD}  battles: [],\n)"), "t").unwrap();
        let (text, kept) =
            text_with_battle(&format!("{HEAD}  battles: [],\n)"), &c, &tricky).unwrap();
        assert!(kept, "{text}");
        assert_eq!(parse_campaign(&text, "t").unwrap().battles[0], tricky);
    }

    #[test]
    fn an_empty_list_a_list_on_one_line_and_no_list_at_all_each_get_the_line() {
        added(&format!("{HEAD}  battles: [],\n)"));
        added(&format!(
            "{HEAD}  battles: [(file: \"one.ron\", date: \"1806-10-10\", contingents: ([\"a\"], [\"b's\"]))])"
        ));
        let (new, _) = added(&format!("{HEAD}  notes: \"x\"\n)\n"));
        assert!(new.contains("  battles: [\n    (\n"), "{new}");
        // A `battles` inside a contingent's units is not the campaign's list.
        added(&format!("{HEAD}  reinforcements: [],\n)"));
    }

    #[test]
    fn a_text_it_cannot_place_the_line_in_is_written_out_whole() {
        let c = parse_campaign(&format!("{HEAD})"), "t").unwrap();
        let (new, kept) = text_with_battle("not a campaign", &c, &line("x.ron")).unwrap();
        assert!(!kept);
        assert_eq!(parse_campaign(&new, "t").unwrap().battles, [line("x.ron")]);
    }
}
