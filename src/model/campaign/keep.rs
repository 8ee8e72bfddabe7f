//! A campaign's text for a save that keeps what a hand-written file holds: when the campaign
//! is the text's own with battle lines added at the end (what the window's "Create next
//! battle…" does), the text keeps its layout and comments and gets the lines
//! ([`super::text_with_battle`]); otherwise the caller writes it out whole.

use super::{Campaign, parse_campaign, text_with_battle};

/// `base` with the battles `c` adds to it, when `c` is `base`'s campaign with lines added at
/// the end (or unchanged) and every line could be added keeping the text; `None` otherwise.
pub fn text_keeping(base: &str, c: &Campaign) -> Option<String> {
    let mut before = parse_campaign(base, "").ok()?;
    let n = before.battles.len();
    let mut head = c.clone();
    if head.battles.len() < n {
        return None;
    }
    let added = head.battles.split_off(n);
    if head != before {
        return None;
    }
    let mut text = base.to_string();
    for line in added {
        match text_with_battle(&text, &before, &line) {
            Ok((next, true)) => {
                text = next;
                before.battles.push(line);
            }
            _ => return None,
        }
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::campaign::{CampaignBattle, CampaignDate};

    const TEXT: &str = r#"// The umpire's own words.
(
  version: 1,
  title: "War",
  start: "1806-10-08",
  sides: (
    (name: "A", colour: (0, 0, 200), contingents: [
      (name: "X", units: [(id: "P1", name: "F", kind: Infantry, strength: (men: 800))]),
    ]),
    (name: "B", colour: (200, 0, 0), contingents: [
      (name: "Y", units: [(id: "F1", name: "G", kind: Infantry, strength: (men: 900))]),
    ]),
  ),
  battles: [],
)
"#;

    #[test]
    fn added_battle_lines_keep_the_comments_and_other_edits_do_not() {
        let c = parse_campaign(TEXT, "t").unwrap();
        assert_eq!(text_keeping(TEXT, &c).as_deref(), Some(TEXT), "unchanged");
        let mut more = c.clone();
        more.battles.push(CampaignBattle {
            file: "one.ron".into(),
            date: CampaignDate::parse("1806-10-10").unwrap(),
            name: "One".into(),
            contingents: (vec!["X".into()], vec!["Y".into()]),
        });
        let text = text_keeping(TEXT, &more).expect("kept");
        assert!(text.starts_with("// The umpire's own words."), "{text}");
        assert_eq!(parse_campaign(&text, "t").unwrap(), more);
        let mut retitled = more;
        retitled.title = "Another war".into();
        assert_eq!(text_keeping(TEXT, &retitled), None);
    }
}
