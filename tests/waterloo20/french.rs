//! Waterloo 20 in French: the verdict's ledger turn by turn, the optional rule, the combat odds
//! and the random events in French with French figures, the same figures as in English, the
//! plural forms of the units lost at 0, 1 and 2, and no English word left.

use super::{
    attack_on_a_town, combat, reserve_eliminated, roll, turn, two_french_corps_routed, verdict,
    waterloo, with_result,
};
use crate::support::verdict_text::{checked_in_french, verdict_text};
use umpire::i18n::{Lang, with_lang};
use umpire::model::{CrtResult, Event, Scenario, SideId, Terrain};
use umpire::systems::waterloo20::{TURN_TRACK, combat_odds, random_event, second_roll_effect};
use umpire::systems::{Verdict, VictorySystem};

/// French typography: U+00A0 before ":", U+202F before ";".
fn fr(text: &str) -> String {
    text.replace(" :", "\u{A0}:").replace(" ;", "\u{202F};")
}

/// `waterloo`'s battle with its sides named in French.
fn bataille(french_morale: u32, allied_morale: u32) -> Scenario {
    let mut s = waterloo(french_morale, allied_morale);
    s.sides[0].name = "Armée du Nord".into();
    s.sides[1].name = "Alliés".into();
    s
}

/// The user's words (sides, contingents, units, turns), and the model's words for a result
/// and a terrain, which the model's own messages translate: taken out before looking for
/// English.
fn not_ours(s: &Scenario) -> Vec<String> {
    let mut words: Vec<String> = s.sides.iter().map(|side| side.name.clone()).collect();
    for side in &s.sides {
        for c in &side.contingents {
            words.push(c.name.clone());
            words.extend(c.units.iter().flat_map(|u| [u.name.clone(), u.id.clone()]));
        }
    }
    words.extend(s.log.turns.iter().map(|t| t.name.clone()));
    words.extend(CrtResult::ALL.iter().map(|r| r.meaning().to_string()));
    words.extend(
        [
            Terrain::Open,
            Terrain::Forest,
            Terrain::Rough,
            Terrain::Town,
            Terrain::Chateau,
        ]
        .map(|t| t.label().to_string()),
    );
    words
}

/// The French verdict, checked against the English one: the same winner and figures, no
/// English word.
fn french_verdict(s: &Scenario) -> Verdict {
    checked_in_french(|| verdict(s), &not_ours(s), verdict_text).1
}

#[test]
fn the_ledger_turn_by_turn_in_french_counts_units_in_the_plural() {
    let mut s = bataille(6, 6);
    s.log.turns.push(reserve_eliminated());
    s.log.turns.push(turn(
        TURN_TRACK[1],
        vec![Event::Combat(with_result(
            combat(SideId::B, &["ad-i"], &["fr-iii", "fr-iv"]),
            CrtResult::DE,
            &["fr-iii", "fr-iv"],
            &[],
        ))],
    ));
    let v = french_verdict(&s);
    assert_eq!(
        v.level,
        fr("Pas de conditions de victoire : état du moral seulement")
    );
    assert_eq!(
        v.headline,
        fr(
            "État du moral : Armée du Nord 5, Alliés 7 points de moral (Waterloo 20 ne donne pas de conditions de victoire)"
        )
    );
    let text: Vec<&str> = v.steps.iter().map(|s| s.text.as_str()).collect();
    let has = |wanted: &str| {
        let wanted = fr(wanted);
        assert!(
            text.iter().any(|t| t.starts_with(&wanted)),
            "{wanted}\n{text:#?}"
        );
    };
    has(
        "June 16 Afternoon : Armée du Nord +1 : unité ennemie Anglo-Dutch Reserve éliminée au combat → 7.",
    );
    has("June 16 Afternoon : Alliés −1 : Anglo-Dutch Reserve éliminée au combat → 5.");
    has(
        "Fin (June 16 Afternoon) : points de moral Armée du Nord 7, Alliés 5 ; pertes jusqu'ici Armée du Nord 0 unité (0 PF), Alliés 1 unité (2 PF).",
    );
    has(
        "Fin (June 16 Evening) : points de moral Armée du Nord 5, Alliés 7 ; pertes jusqu'ici Armée du Nord 2 unités (4 PF), Alliés 1 unité (2 PF).",
    );
    has("Au départ : Armée du Nord 6, Alliés 6 (Armée du Nord est le camp français).");
    let labels: Vec<&str> = v.figures.iter().map(|f| f.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Points de moral au départ",
            "Points de moral à la fin",
            "Unités éliminées",
            "Points de force éliminés (imprimés)",
            "Unités en déroute non ralliées"
        ]
    );
    assert_eq!(
        with_lang(Lang::Fr, || umpire::systems::waterloo20::Waterloo20.name()),
        "Waterloo 20 (moral et tables)"
    );
}

#[test]
fn the_optional_rule_in_french() {
    let mut s = bataille(2, 3);
    s.settings.waterloo20.morale_zero_loses = true;
    s.log.turns.push(two_french_corps_routed());
    let v = french_verdict(&s);
    assert_eq!(v.level, "Effondrement du moral (règle optionnelle)");
    assert_eq!(
        v.headline,
        fr(
            "Victoire : Alliés ; Armée du Nord : points de moral tombés à 0 (June 16 Afternoon, règle optionnelle)"
        )
    );
    let flag = v.flags.iter().find(|f| f.id == "optional-rule").unwrap();
    assert!(
        flag.text
            .starts_with("Règle optionnelle, absente des tables de Waterloo 20"),
        "{}",
        flag.text
    );
}

#[test]
fn combat_odds_in_french() {
    let s = bataille(6, 6);
    let mut c = attack_on_a_town();
    c.roll = Some(roll(5));
    let o = with_lang(Lang::Fr, || combat_odds(&s, &c));
    let text: Vec<(&str, &str)> = o
        .steps
        .iter()
        .map(|s| (s.rule.as_str(), s.text.as_str()))
        .collect();
    assert_eq!(
        text[0],
        ("Attaque", fr("Attaque (Armée du Nord) : French I Corps 3 + French II Corps 3 = 6 PF, +1 pour le point de moral que dépense Armée du Nord = 7.").as_str())
    );
    assert_eq!(
        text[2],
        ("TRC", fr("Différence 7 − 5 = +2 : colonne +2.").as_str())
    );
    assert_eq!(
        text[3],
        (
            "TRC",
            fr("Chances dans la colonne +2 : N 1/6, DW 1/3, DR 1/2.").as_str()
        )
    );
    assert!(
        text[4]
            .1
            .starts_with(&fr("Jet de 5 dans la colonne +2 : DR (")),
        "{text:?}"
    );
}

#[test]
fn random_events_in_french() {
    with_lang(Lang::Fr, || {
        assert_eq!(random_event(true, 1).0, "Napoléon trompe les Alliés");
        assert_eq!(
            random_event(false, 4),
            ("Pas d'événement", "Il ne se passe rien.")
        );
        assert_eq!(
            second_roll_effect(false, 5, 3).unwrap(),
            fr("Fluctuation du moral (3) : les Alliés perdent un point de moral.")
        );
        assert_eq!(
            second_roll_effect(true, 3, 2).unwrap(),
            fr(
                "Météo (2) : le joueur français perd le reste de son tour de joueur (passer au tour du joueur allié)."
            )
        );
    });
    // English as it always was.
    with_lang(Lang::En, || {
        assert_eq!(random_event(true, 1).0, "Napoleon Humbugs Allies");
    });
}
