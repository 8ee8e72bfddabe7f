//! A campaign's messages in French: its problems, rules and reinforcements, limits, shares and
//! dates that cannot be read, and its battle files.

use super::{JENA, at, fr, french, jena};
use crate::support::english::ron_strings;
use umpire::model::campaign::{Campaign, CampaignDate, CampaignSource, Share, demo_campaign};
use umpire::model::{Problem, SideId};

/// A campaign's problems in French, checked as French once the campaign's own words are out.
fn campaign_problems(c: &Campaign) -> Vec<Problem> {
    let problems = fr(|| c.validate());
    assert!(!problems.is_empty(), "the broken campaign has problems");
    problems
}

#[test]
fn a_campaign_s_problems_read_in_french() {
    let users = ron_strings(JENA);
    let mut c = jena();
    let day = |t: &str| CampaignDate::parse(t).expect("a date");
    c.until = Some(day("1806-10-12"));
    c.sides[1].contingents[1].name = c.sides[1].contingents[0].name.clone();
    c.sides[1].contingents[2].name = " ".into();
    c.sides[0].contingents[0].units[1].id = " ".into();
    let twice = c.sides[0].contingents[0].units[0].id.clone();
    c.sides[1].contingents[3].units[0].id = twice.clone();
    c.reinforcements[0].date = day("1806-10-01");
    c.reinforcements[0].drafts[0].unit = "NOBODY".into();
    c.reinforcements[0].drafts[1].unit = c.sides[1].contingents[4].units[0].id.clone();
    c.battles[1].file = c.battles[0].file.clone();
    c.battles[2].file = " ".into();
    c.battles[2].date = day("1806-10-07");
    c.battles[1].contingents.0 = vec!["Nobody's corps".into()];
    c.battles[1].contingents.1.clear();
    let problems = campaign_problems(&c);
    for p in &problems {
        french(&p.message, &users, &[]);
    }
    let of = |place: &str| at(&problems, place, &users).message.clone();
    assert_eq!(
        of("until"),
        "est le 12 octobre 1806, avant la dernière bataille (14 octobre 1806)\u{a0}: le registre \
         de campagne est arrêté à un jour postérieur à toutes les batailles"
    );
    assert!(
        problems.iter().any(|p| p
            .message
            .starts_with("n'a pas d'identifiant\u{a0}: chaque unité")),
        "{problems:#?}"
    );
    assert!(problems.iter().any(|p| p.message.starts_with(&format!(
        "l'identifiant «\u{a0}{twice}\u{a0}» sert deux fois (d'abord pour une unité de l'armée\u{a0}: "
    ))));
    assert!(problems.iter().any(|p| p.message
        == "n'a pas de nom\u{a0}: les batailles nomment les contingents qui ont combattu"));
    assert!(
        problems
            .iter()
            .any(|p| p.message.ends_with("» sert deux fois dans cette armée"))
    );
    assert_eq!(
        of("reinforcements[0].date"),
        "est le 1 octobre 1806, avant le début de la campagne (8 octobre 1806)"
    );
    assert_eq!(
        of("reinforcements[0].drafts[0].unit"),
        "aucune unité de la campagne n'a l'identifiant «\u{a0}NOBODY\u{a0}»"
    );
    assert!(of("reinforcements[0].drafts[1].unit").contains("est une unité d'une autre armée ("));
    let battle = |i: usize, field: &str| {
        problems
            .iter()
            .filter(|p| p.path.starts_with(&format!("battles[{i}]")) && p.path.ends_with(field))
            .map(|p| p.message.clone())
            .collect::<Vec<_>>()
    };
    assert!(battle(1, ".file")[0].ends_with(
        "» est de nouveau battles[0]\u{a0}: une bataille ne compte qu'une fois dans le registre \
         de campagne"
    ));
    assert_eq!(
        battle(2, ".file"),
        ["est vide\u{a0}: nommer le fichier de scénario de la bataille"]
    );
    assert!(
        battle(2, ".date")
            .iter()
            .any(|m| m.starts_with("est le 7 octobre 1806, avant le début de la campagne"))
    );
    assert!(
        battle(2, ".date")
            .iter()
            .any(|m| m.contains("avant la bataille listée au-dessus"))
    );
    assert!(
        battle(1, ".contingents.0[0]")[0]
            .starts_with("pas de contingent «\u{a0}Nobody's corps\u{a0}» dans cette armée (")
    );
    assert_eq!(
        battle(1, ".contingents.1"),
        ["ne nomme aucun contingent\u{a0}: lister les contingents de cette armée qui ont combattu"]
    );
}

#[test]
fn a_campaign_s_rules_and_reinforcements_read_in_french() {
    let users = ron_strings(JENA);
    let mut c = jena();
    let day = |t: &str| CampaignDate::parse(t).expect("a date");
    let share = |t: &str| Share::parse(t).expect("a share");
    let mut r = c.rules.replacements.expect("the demo has replacements");
    r.share = share("0%");
    r.every_days = 0;
    c.rules.replacements = Some(r);
    c.rules.results[0].loser_stragglers = Some(share("150%"));
    c.rules.results[1].level = c.rules.results[0].level.to_uppercase();
    c.rules.results[2].level = " ".into();
    let mut empty = c.reinforcements[0].clone();
    empty.units.clear();
    empty.drafts.clear();
    let mut nameless = c.reinforcements[1].clone();
    nameless.contingent = String::new();
    c.reinforcements.push(empty);
    c.reinforcements.push(nameless);
    let mut joining = c.reinforcements[1].clone();
    joining.date = day("1806-10-30");
    joining.contingent = "New corps".into();
    for u in &mut joining.units {
        u.id = format!("{}-new", u.id);
    }
    let newcomer = joining.units[0].id.clone();
    c.reinforcements.push(joining);
    let mut draft = c.reinforcements[0].clone();
    draft.date = day("1806-10-13");
    draft.side = c.reinforcements[3].side;
    draft.drafts[0].unit = newcomer.clone();
    c.reinforcements.push(draft);
    let side = c.reinforcements[3].side;
    let battle = c.battles.len() - 1;
    match side {
        SideId::A => c.battles[battle].contingents.0.push("New corps".into()),
        SideId::B => c.battles[battle].contingents.1.push("New corps".into()),
    }
    let problems = campaign_problems(&c);
    for p in &problems {
        // The level is named as the deciding system words it, in its English.
        french(&p.message, &users, &["victory"]);
    }
    let of = |place: &str| {
        problems
            .iter()
            .find(|p| p.path == place)
            .unwrap_or_else(|| panic!("{place}: {problems:#?}"))
            .message
            .clone()
    };
    assert_eq!(
        of("rules.replacements.share"),
        "vaut 0\u{a0}: retirer les remplacements des règles s'il n'y en a pas"
    );
    assert_eq!(
        of("rules.replacements.every_days"),
        "vaut 0\u{a0}: les remplacements arrivent à au moins un jour d'intervalle"
    );
    assert_eq!(
        of("rules.results[0].loser_stragglers"),
        "vaut 150\u{202f}%\u{a0}: une part vaut au plus 100\u{202f}%"
    );
    assert!(of("rules.results[1].level").ends_with("» a déjà une ligne plus haut"));
    assert!(of("rules.results[2].level").starts_with("est vide\u{a0}: nommer le niveau"));
    let n = c.reinforcements.len();
    assert_eq!(
        of(&format!("reinforcements[{}]", n - 4)),
        "n'apporte ni unité ni levée"
    );
    assert_eq!(
        of(&format!("reinforcements[{}].contingent", n - 3)),
        "est vide\u{a0}: nommer le contingent que rejoignent les nouvelles unités"
    );
    assert_eq!(
        of(&format!("reinforcements[{}].drafts[0].unit", n - 1)),
        format!("«\u{a0}{newcomer}\u{a0}» rejoint l'armée le 30 octobre 1806, après cette levée")
    );
    assert!(
        problems.iter().any(|p| p.message
            == "«\u{a0}New corps\u{a0}» rejoint l'armée le 30 octobre 1806, après cette bataille"),
        "{problems:#?}"
    );
}

#[test]
fn a_campaign_beyond_its_limits_reads_in_french() {
    let users = ron_strings(JENA);
    let mut c = jena();
    c.title = "x".repeat(201);
    c.version = 7;
    let mut r = c.rules.replacements.expect("replacements");
    r.share = Share::parse("1/1000000").expect("a share");
    r.up_to = Share::parse("50%").expect("a share");
    c.rules.replacements = Some(r);
    let problems = campaign_problems(&c);
    assert_eq!(
        at(&problems, "title", &users).message,
        "fait 201 caractères\u{202f}; umpire en lit au plus 200"
    );
    assert_eq!(
        at(&problems, "version", &users).message,
        "doit valoir 1, trouvé 7"
    );
    assert_eq!(
        at(&problems, "rules.replacements", &users).message,
        "1/1000000 par tranche jusqu'à 50\u{202f}% demande 500\u{202f}000 tranches\u{202f}; umpire en \
         permet au plus 1\u{202f}000"
    );
    let mut c = jena();
    c.rules.results = vec![c.rules.results[0].clone(); 10_001];
    let problems = campaign_problems(&c);
    assert_eq!(
        at(&problems, "rules.results", &users).message,
        "compte 10\u{202f}001 lignes\u{202f}; umpire lit des campagnes d'au plus 10\u{202f}000"
    );
}

#[test]
fn shares_and_dates_that_cannot_be_read_say_why_in_french() {
    let shares = [
        "1/x",
        "1/0",
        "1/9999999999",
        "1.1234567%",
        "abc",
        "99999999999%",
    ];
    for text in shares {
        let e = Share::parse(text).expect_err("no share");
        let said = fr(|| e.to_string());
        // The examples are written as the file writes them.
        french(&said, &[], &[]);
        assert!(
            said.starts_with(&format!("«\u{a0}{text}\u{a0}» n'est pas une part\u{a0}: ")),
            "{said}"
        );
        assert!(
            said.ends_with("ou une fraction comme «\u{a0}1/3\u{a0}»)"),
            "{said}"
        );
    }
    let dates = [
        "1806-10",
        "1806-x-1",
        "12000-1-1",
        "1806-13-1",
        "1806-02-30",
    ];
    let said: Vec<String> = dates
        .iter()
        .map(|d| fr(|| CampaignDate::parse(d).expect_err("no date").to_string()))
        .collect();
    for s in &said {
        french(s, &[], &[]);
    }
    assert_eq!(
        said[4],
        "«\u{a0}1806-02-30\u{a0}» n'est pas une date\u{a0}: février 1806 a 28 jours (écrire un \
         jour comme 1806-10-14\u{a0}: année, mois, jour)"
    );
    assert!(
        said[3].contains("le mois doit aller de 1 à 12"),
        "{}",
        said[3]
    );
    // A bad share in a campaign file is named at its line, in French.
    let text = JENA.replacen("share: \"50%\"", "share: \"50 pour cent\"", 1);
    assert_ne!(text, JENA, "the demo writes a share as \"50%\"");
    let e = fr(|| umpire::model::campaign::parse_campaign(&text, "campaign.ron")).expect_err("bad");
    let said = fr(|| e.to_string());
    assert!(said.contains("n'est pas une part"), "{said}");
}

#[test]
fn a_campaign_s_battle_files_read_in_french() {
    let source = demo_campaign().expect("the demo");
    let mut c = source.campaign.clone();
    c.battles[1].file = c.battles[0].file.clone();
    let twice = fr(|| CampaignSource::unsaved(c, None));
    let same_text = fr(|| {
        twice.load_battles_with(&umpire::systems::ids(), &|file: &str| {
            let text = umpire::assets::demo::demo_campaign_file(file).unwrap_or_default();
            Ok((file.to_string(), text.to_string()))
        })
    });
    let e = same_text[1].as_ref().expect_err("listed twice");
    let said = fr(|| e.to_string());
    assert!(
        said.starts_with("<campagne non enregistrée>"),
        "the place of an unsaved campaign: {said}"
    );
    assert!(
        said.ends_with(
            "est de nouveau la bataille de battles[0] (même texte de scénario)\u{a0}: une bataille \
             ne compte qu'une fois dans le registre de campagne"
        ),
        "{said}"
    );
    french(&said, &[], &[]);
    let mut missing = source.clone();
    missing.campaign.battles[0].file = "absent.ron".into();
    let read =
        fr(|| umpire::model::campaign::demo_campaign_battles(&missing, &umpire::systems::ids()));
    let said = fr(|| read[0].as_ref().expect_err("no such file").to_string());
    assert!(
        said.contains("battles[0].file («\u{a0}absent.ron\u{a0}»)\u{a0}: illisible\u{a0}: "),
        "{said}"
    );
    assert!(said.contains("(démo intégrée)"), "{said}");
}
