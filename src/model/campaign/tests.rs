use super::*;
use crate::model::{FileError, Scenario, SideId};

const SMALL: &str = r#"// A campaign of two battles.
(
  version: 1,
  title: "Small war",
  start: "1806-10-08",
  sides: (
    (
      name: "Prussians",
      colour: (31, 78, 168),
      contingents: [
        (name: "Advance guard", units: [
          (id: "P1", name: "Fusiliers", kind: Infantry, strength: (men: 800)),
          (id: "P2", name: "Hussars", kind: Cavalry, strength: (men: 400)),
        ]),
      ],
    ),
    (
      name: "French",
      colour: (180, 40, 40),
      contingents: [
        (name: "V Corps", units: [
          (id: "F1", name: "17e Léger", kind: Infantry, strength: (men: 1000)),
        ]),
      ],
    ),
  ),
  rules: (
    returns: Some((share: "50%", after_days: 3)),
    results: [(level: "Major victory", effect: "The loser retreats two days", loser_stragglers: Some("10%"))],
  ),
  reinforcements: [
    (date: "1806-10-12", side: B, contingent: "Guard", units: [
      (id: "F2", name: "Grenadiers", kind: Infantry, strength: (men: 600)),
    ], drafts: [(unit: "F1", strength: (men: 100))]),
  ],
  battles: [
    // The first battle: "a [bracket] in a string" does not count.
    (file: "one.ron", date: "1806-10-10", contingents: (["Advance guard"], ["V Corps"])),
    (
      file: "two.ron",
      date: "1806-10-14",
      name: "Second",
      contingents: (["Advance guard"], ["V Corps", "Guard"]),
    ),
  ],
)
"#;

fn small() -> Campaign {
    parse_campaign(SMALL, "small.ron").expect("the test campaign reads")
}

#[test]
fn a_campaign_reads_and_writes_back_the_same() {
    let c = small();
    assert_eq!(c.title, "Small war");
    assert_eq!(c.start.long(), "8 October 1806");
    assert_eq!(c.rules.returns.unwrap().share.to_string(), "50%");
    assert_eq!(c.units().count(), 4);
    let joining: Vec<_> = c.units().filter(|u| u.joins.is_some()).collect();
    assert_eq!(joining.len(), 1);
    assert_eq!(joining[0].contingent, "Guard");
    assert_eq!(c.contingent_names(SideId::B), ["V Corps", "Guard"]);
    assert_eq!(c.ledger_day().iso(), "1806-10-14");
    let again = parse_campaign(&to_ron(&c).unwrap(), "again.ron").unwrap();
    assert_eq!(again, c);
}

#[test]
fn each_battle_is_placed_at_its_line_in_the_file() {
    assert_eq!(battle_locations(SMALL), [(38, 5), (39, 5)]);
    let text = "(battles: [], notes: \"battles: [x]\")";
    assert!(battle_locations(text).is_empty());
    let nested = "Campaign(sides: ((contingents: [(battles: [1])])), battles: [ /* [ */ (a: r#\"]\"#), (b: 'x'),])";
    assert_eq!(battle_locations(nested), [(1, 71), (1, 84)]);
}

#[test]
fn a_broken_campaign_is_refused_at_its_place() {
    let e =
        parse_campaign(&SMALL.replace("\"1806-10-10\"", "\"1806-10-32\""), "c.ron").unwrap_err();
    let text = e.to_string();
    assert!(text.starts_with("c.ron:38:"), "{text}");
    assert!(
        text.contains("\"1806-10-32\" is not a date: October 1806 has 31 days"),
        "{text}"
    );
    let e = parse_campaign(&SMALL.replace("\"50%\"", "\"half\""), "c.ron").unwrap_err();
    assert!(e.to_string().contains("\"half\" is not a share"), "{e}");
    let e = parse_campaign(
        &SMALL.replace("version: 1", "version: 7, future: 1"),
        "c.ron",
    )
    .unwrap_err();
    assert!(
        matches!(e, FileError::NewerVersion { version: 7, .. }),
        "{e}"
    );
}

#[test]
fn inconsistent_campaigns_name_the_field_and_the_side() {
    let problems = |text: String| match parse_campaign(&text, "c.ron") {
        Err(FileError::Invalid { problems, .. }) => {
            problems.iter().map(|p| p.to_string()).collect::<Vec<_>>()
        }
        other => panic!("expected problems, got {other:?}"),
    };
    let p = problems(SMALL.replace("id: \"F2\"", "id: \"P1\""));
    assert_eq!(
        p,
        [
            "reinforcements[0].units (id \"P1\") (French): the id \"P1\" is used twice (first by a unit of Prussians): a unit keeps one id for the whole campaign"
        ]
    );
    let p = problems(SMALL.replace("\"two.ron\"", "\"./one.ron\""));
    assert_eq!(
        p,
        [
            "battles[1] (Second).file: \"./one.ron\" is battles[0] again: a battle is counted once in the ledger"
        ]
    );
    let p = problems(SMALL.replace("\"1806-10-14\"", "\"1806-10-09\""));
    assert_eq!(p.len(), 2, "{p:?}");
    assert!(p[0].contains("before the battle listed above it"), "{p:?}");
    assert!(
        p[1].contains("\"Guard\" joins the army on 12 October 1806, after this battle"),
        "{p:?}"
    );
    let p = problems(SMALL.replace("[\"V Corps\", \"Guard\"]", "[\"VI Corps\"]"));
    assert_eq!(
        p,
        [
            "battles[1] (Second).contingents.1[0] (French): French has no contingent \"VI Corps\" (it has \"V Corps\", \"Guard\")"
        ]
    );
    let p = problems(SMALL.replace("unit: \"F1\"", "unit: \"P2\""));
    assert_eq!(
        p,
        [
            "reinforcements[0].drafts[0].unit (French): \"P2\" is a unit of Prussians, not of this army"
        ]
    );
    let p = problems(SMALL.replace("\"10%\"", "\"110%\""));
    assert_eq!(
        p,
        ["rules.results[0].loser_stragglers: is 110%: a share is at most 100%"]
    );
    let p = problems(SMALL.replace(
        "start: \"1806-10-08\",",
        "start: \"1806-10-08\", until: Some(\"1806-10-13\"),",
    ));
    assert!(
        p[0].starts_with("until: is 13 October 1806, before the last battle"),
        "{p:?}"
    );
}

#[test]
fn a_battle_file_that_cannot_be_used_names_the_campaign_line_and_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let campaign_path = dir.path().join("small.ron");
    std::fs::write(&campaign_path, SMALL).unwrap();
    let source = read_campaign(&campaign_path).unwrap();
    // The first battle's file is missing; the second is not a scenario.
    std::fs::write(dir.path().join("two.ron"), "(version: 1, title: ").unwrap();
    let loaded = source.load_battles(&[]);
    let e = loaded[0].as_ref().unwrap_err().to_string();
    let origin = campaign_path.display().to_string();
    assert!(
        e.starts_with(&format!(
            "{origin}:38:5: battles[0] (file \"one.ron\"): cannot be read: "
        )),
        "{e}"
    );
    assert!(
        e.contains("one.ron: cannot read the file: No such file"),
        "{e}"
    );
    let e = loaded[1].as_ref().unwrap_err().to_string();
    assert!(
        e.starts_with(&format!(
            "{origin}:39:5: battles[1] (file \"two.ron\"): cannot be read: "
        )),
        "{e}"
    );
    assert!(e.contains("two.ron:1:"), "the battle file's own line: {e}");

    // The same battle under two names is counted once.
    let s = Scenario::new("One");
    crate::model::save(&s, &dir.path().join("one.ron")).unwrap();
    std::fs::copy(dir.path().join("one.ron"), dir.path().join("two.ron")).unwrap();
    let loaded = source.load_battles(&[]);
    assert!(loaded[0].is_ok());
    let e = loaded[1].as_ref().unwrap_err().to_string();
    assert!(
        e.ends_with("is the battle of battles[0] again (the same scenario text): a battle is counted once in the ledger"),
        "{e}"
    );
    #[cfg(unix)]
    {
        std::fs::remove_file(dir.path().join("two.ron")).unwrap();
        std::os::unix::fs::symlink(dir.path().join("one.ron"), dir.path().join("two.ron")).unwrap();
        // A link reads as the same text too; a different text through a link is the same file.
        let loaded = source.load_battles(&[]);
        assert!(
            loaded[1]
                .as_ref()
                .unwrap_err()
                .to_string()
                .contains("battles[0] again")
        );
    }
}

#[test]
fn a_campaign_is_told_from_a_scenario_by_its_content() {
    assert!(looks_like_campaign(SMALL));
    let scenario = crate::model::pretty_ron(&Scenario::new("start: here")).unwrap();
    assert!(!looks_like_campaign(&scenario), "{scenario}");
    // A mistake further down does not hide that it is a campaign.
    assert!(looks_like_campaign(
        "(version: 1, title: \"x\", start: \"1806-10-01\", sides: [oops"
    ));
    // A `start:` inside a string, a comment or a nested struct is not the campaign's.
    assert!(!looks_like_campaign(
        "(title: \"start: 1\", // start: 2\n map: (start: 3))"
    ));
}

/// The messages RON text cannot provoke from a campaign: the campaign's own counts beyond
/// their limits, each kind in its own words, and a campaign that cannot be made into RON.
#[test]
fn the_rarest_campaign_messages_read_in_each_language() {
    use crate::i18n::{Lang, with_lang};
    let kinds = ["units", "battles", "reinforcements", "rows", "contingents"];
    for lang in [Lang::En, Lang::Fr] {
        let texts: std::collections::HashSet<String> = with_lang(lang, || {
            kinds
                .iter()
                .map(|k| crate::i18n::tr!(ModelCampaignTooMany, count = 2, what = *k, max = 1))
                .collect()
        });
        assert_eq!(texts.len(), kinds.len(), "{lang:?}: {texts:?}");
    }
    let e = || super::io::unwritable(ron::Error::Message("no such type".into()));
    assert_eq!(
        e().to_string(),
        "the campaign cannot be written as RON: no such type"
    );
    assert_eq!(
        with_lang(Lang::Fr, || e().to_string()),
        "la campagne ne peut pas être écrite en RON\u{a0}: no such type"
    );
}
