//! Napoleon at Waterloo in French: the verdicts of [8.1] and [8.4] and the tracker's notes in
//! French, the same figures as in English, plural forms of the counts at 0, 1 and 2, and no
//! English word left.

use super::{combat, exit, exits, track, verdict};
use crate::support::verdict_text::{checked_in_french, verdict_text};
use umpire::i18n::{Lang, with_lang};
use umpire::model::Scenario;
use umpire::systems::Verdict;
use umpire::systems::VictorySystem;
use umpire::systems::naw::NapoleonAtWaterloo;

/// French typography: U+00A0 before ":", U+202F before ";".
fn fr(text: &str) -> String {
    text.replace(" :", "\u{A0}:").replace(" ;", "\u{202F};")
}

/// The battle of `super::with`, its sides and turns named in French (the user's words).
fn bataille(turns: Vec<Vec<umpire::model::Event>>) -> Scenario {
    let mut s = super::with(turns);
    s.sides[0].name = "Armée du Nord".into();
    s.sides[1].name = "Alliés".into();
    for (t, name) in ["Matin", "Midi", "Soir", "Nuit"].iter().enumerate() {
        if let Some(turn) = s.log.turns.get_mut(t) {
            turn.name = (*name).into();
        }
    }
    s
}

fn user_words(s: &Scenario) -> Vec<String> {
    let mut words: Vec<String> = s.sides.iter().map(|side| side.name.clone()).collect();
    words.extend(s.log.turns.iter().map(|t| t.name.clone()));
    words
}

/// The whole verdict as one text, the rules' numbers ([8.1]) taken out: they are no figures.
fn whole_text(v: &Verdict) -> String {
    let mut text = verdict_text(v);
    for rule in ["[8.0]", "[8.1]", "[8.2]", "[8.3]", "[8.4]"] {
        text = text.replace(rule, " ");
    }
    text
}

/// The French verdict, checked against the English one: the same winner and figures, no
/// English word.
fn french_verdict(s: &Scenario) -> Verdict {
    checked_in_french(|| verdict(s), &user_words(s), whole_text).1
}

#[test]
fn case_8_1_in_french_the_allies_win() {
    let s = bataille(vec![vec![combat(39, 10)], vec![combat(1, 0)]]);
    let v = french_verdict(&s);
    assert_eq!(v.level, "Victoire");
    assert_eq!(
        v.headline,
        fr("Victoire : Alliés [8.1] ; 40 PF français détruits avant d'en perdre 40")
    );
    let step = v.steps.iter().find(|s| s.rule == "[8.1]").unwrap();
    assert_eq!(
        step.text,
        fr(
            "Midi : Armée du Nord atteint 40 PF de pertes (après 39 ; 40 ou plus) ; Alliés ont perdu 10 : victoire : Alliés, la partie s'arrête."
        )
    );
    assert_eq!(
        v.reason,
        fr(
            "Points de force perdus : Armée du Nord 40, Alliés 10 (40 décide) ; unités françaises sorties : 0 sur 7 ; la partie s'est terminée (Midi) [8.1]"
        )
    );
    assert_eq!(
        with_lang(Lang::Fr, || NapoleonAtWaterloo.name()),
        "Napoleon at Waterloo [8.0]"
    );
    let labels: Vec<&str> = v.figures.iter().map(|f| f.label.as_str()).collect();
    assert_eq!(
        labels,
        ["Points de force perdus", "Unités françaises sorties"]
    );
}

#[test]
fn case_8_4_in_french_is_a_draw_and_the_allies_demoralized() {
    let s = bataille(vec![vec![combat(0, 40)], exits(3)]);
    let v = french_verdict(&s);
    assert_eq!(v.level, "Match nul");
    assert_eq!(
        v.headline,
        fr(
            "Match nul (historiquement un succès moral des Alliés) : Alliés : démoralisation, mais seulement 3 unités françaises sur 7 sorties"
        )
    );
    let flag = v.flags.iter().find(|f| f.id == "demoralized").unwrap();
    assert_eq!(
        flag.text,
        fr("Alliés : démoralisation ; attaques alliées à −1 colonne, attaques françaises à +1.")
    );
    let notes: Vec<String> = with_lang(Lang::Fr, || track(&s))
        .into_iter()
        .map(|p| p.note)
        .collect();
    assert_eq!(
        notes[0],
        fr(
            "Combat : Armée du Nord : 0 PF perdus (total 0), Alliés : 40 PF perdus (total 40). Alliés : démoralisation ; attaques alliées à −1 colonne, attaques françaises à +1, jusqu'à la fin de la partie [8.2]."
        )
    );
    assert_eq!(
        notes[1],
        fr("f1 est sortie par le bord nord : 1 unité française sortie.")
    );
    assert_eq!(
        notes[2],
        fr("f2 est sortie par le bord nord : 2 unités françaises sorties.")
    );
}

/// The counts of the totals and of the entries after the end, at 0, 1 and 2.
#[test]
fn counts_in_french_take_their_plural() {
    let totals = |s: &Scenario| {
        let v = with_lang(Lang::Fr, || verdict(s));
        let step = v.steps.iter().find(|s| s.rule == "Totaux").unwrap();
        step.text.clone()
    };
    let s = bataille(vec![vec![combat(1, 1)]]);
    assert!(
        totals(&s).ends_with(&fr(" ; 0 unité française sortie.")),
        "{}",
        totals(&s)
    );
    let s = bataille(vec![vec![exit("f1")]]);
    assert!(
        totals(&s).ends_with(&fr(" ; 1 unité française sortie.")),
        "{}",
        totals(&s)
    );
    let s = bataille(vec![exits(2)]);
    assert!(
        totals(&s).ends_with(&fr(" ; 2 unités françaises sorties.")),
        "{}",
        totals(&s)
    );

    let after = |turns: Vec<Vec<umpire::model::Event>>| {
        let v = with_lang(Lang::Fr, || verdict(&bataille(turns)));
        let step = v
            .steps
            .iter()
            .find(|s| s.rule == "Fin de la partie")
            .unwrap();
        step.text.clone()
    };
    assert_eq!(
        after(vec![vec![combat(40, 0)], vec![combat(1, 1)]]),
        "1 événement noté après la fin de la partie est ignoré."
    );
    assert_eq!(
        after(vec![vec![combat(40, 0)], vec![combat(1, 1), combat(1, 1)]]),
        "2 événements notés après la fin de la partie sont ignorés."
    );
}
