//! The systems' verdicts in French (issue 29): the worked examples of RULES.md judged in French
//! give French sentences with French figures (`20,00 %`, `25 000`), the same figures as the
//! English verdict, and no English word once the scenario's own words are taken out; each demo
//! judged in French likewise.

use crate::support::english::{english_words, figures, ron_strings};
use umpire::assets::demo::all_demo_scenarios;
use umpire::i18n::{Lang, with_lang};
use umpire::model::{Contingent, EndOfBattle, Scenario, SideId, parse};
use umpire::systems::casualty_chart::{self, CasualtyChart};
use umpire::systems::weighted_objectives::WeightedObjectives;
use umpire::systems::{Judgement, Verdict, VictorySystem, ids};

/// U+202F, the narrow no-break space of French figures, written `_` in the expected texts.
fn fr(text: &str) -> String {
    text.replace('_', "\u{202F}")
}

/// Every word a verdict shows: level, headline, reason, flags, figures and steps.
fn whole_text(v: &Verdict) -> String {
    let mut parts = vec![v.level.clone(), v.headline.clone(), v.reason.clone()];
    parts.extend(v.flags.iter().map(|f| f.text.clone()));
    for f in &v.figures {
        parts.push(f.label.clone());
        parts.extend(f.text.iter().cloned());
    }
    for s in &v.steps {
        parts.push(s.rule.clone());
        parts.push(s.text.clone());
    }
    parts.join("\n")
}

fn judged(system: &dyn VictorySystem, s: &Scenario, lang: Lang) -> Verdict {
    match with_lang(lang, || system.judge(s)) {
        Judgement::Verdict(v) => v,
        j => panic!("no verdict in {lang:?}: {j:?}"),
    }
}

/// The verdict in French holds no English word (`allowed` aside) and the figures of the
/// English one.
fn assert_french(system: &dyn VictorySystem, s: &Scenario, phrases: &[String], allowed: &[&str]) {
    let english = whole_text(&judged(system, s, Lang::En));
    let french = whole_text(&judged(system, s, Lang::Fr));
    let left = english_words(&french, phrases, allowed);
    assert!(
        left.is_empty(),
        "English left in French ({}):\n{}\n\n{french}",
        system.id(),
        left.join("\n")
    );
    assert_eq!(
        figures(&french, true),
        figures(&english, false),
        "{}: the same figures in both languages\n{french}\n\n{english}",
        system.id()
    );
}

fn end(start: u64, casualties: u64) -> EndOfBattle {
    EndOfBattle {
        start_men: start,
        casualties_men: casualties,
        ..Default::default()
    }
}

/// RULES.md §1's worked example: 25,000 men losing 10,000 against 50,000 losing 5,000.
fn casualty_example(a: EndOfBattle, b: EndOfBattle) -> Scenario {
    let mut s = Scenario::new("Exemple");
    s.sides[0].name = "Français".into();
    s.sides[1].name = "Armée prussienne".into();
    for (side, end) in [(0, a), (1, b)] {
        s.sides[side].contingents.push(Contingent {
            name: "Corps".into(),
            units: vec![],
            end,
        });
    }
    s
}

#[test]
fn the_casualty_chart_worked_example_in_french_is_a_minor_victory_for_b() {
    let s = casualty_example(end(25_000, 10_000), end(50_000, 5_000));
    let v = judged(&CasualtyChart, &s, Lang::Fr);
    assert_eq!(v.winner, Some(SideId::B));
    assert_eq!(v.level, "Victoire mineure");
    assert_eq!(v.headline, "Victoire mineure\u{A0}: Armée prussienne");
    assert_eq!(
        v.reason,
        fr(
            "Pertes ajustées\u{A0}: Français 20,00_% contre Armée prussienne 10,00_% → colonne 20_%+, ligne «\u{A0}0,5 ou moins\u{A0}» → Victoire mineure"
        )
    );
    let step = |rule: &str| {
        v.steps
            .iter()
            .find(|s| s.rule == rule)
            .unwrap_or_else(|| panic!("no step {rule:?}: {:?}", v.steps))
            .text
            .clone()
    };
    assert!(
        step("Règle 4\u{A0}: effectif").starts_with(&fr(
            "Français\u{A0}: 25_000 au départ + 0 de renforts = 25_000 hommes"
        )),
        "{}",
        step("Règle 4\u{A0}: effectif")
    );
    let ratio = step("Règle 4\u{A0}: rapport de forces");
    assert!(ratio.contains(&fr("25_000 / 50_000 = 0,50")), "{ratio}");
    let adjusted = step("Règle 5\u{A0}: pertes ajustées");
    assert!(
        adjusted.contains(&fr("40,00_% × 0,50 = 20,00_%")),
        "{adjusted}"
    );
    let row = step("Table\u{A0}: ligne");
    assert!(
        row.contains(&fr(
            "10,00_% / 20,00_% = 0,50 → ligne «\u{A0}0,5 ou moins\u{A0}»"
        )),
        "{row}"
    );
    assert!(
        step("Règle 2\u{A0}: fin anticipée").starts_with(&fr("Français\u{A0}: 40,00_% de pertes"))
    );
    assert_eq!(
        step("Résultat"),
        "Victoire mineure\u{A0}: Armée prussienne."
    );
    assert_eq!(
        v.flags[0].id, "early-end",
        "the flag's id is not translated"
    );
    assert_eq!(v.figures[2].text, [fr("40,00_%"), fr("10,00_%")]);
    assert_french(&CasualtyChart, &s, &[], &[]);
    // English is as it was.
    let english = judged(&CasualtyChart, &s, Lang::En);
    assert_eq!(english.headline, "Minor victory for Armée prussienne");
}

#[test]
fn counts_in_the_casualty_chart_s_steps_agree_at_0_1_and_2() {
    // Modifier (2)'s step in French, the sides' batteries and rounds as given.
    let artillery = |[a, b]: [(u64, u64); 2]| {
        let (mut loser, mut winner) = (end(25_000, 10_000), end(50_000, 5_000));
        (loser.batteries, loser.rounds) = a;
        (winner.batteries, winner.rounds) = b;
        let s = casualty_example(loser, winner);
        assert_french(&CasualtyChart, &s, &[], &[]);
        let v = judged(&CasualtyChart, &s, Lang::Fr);
        let step = v
            .steps
            .iter()
            .find(|s| s.rule.starts_with("Modificateur (2)"));
        step.expect("the artillery step").text.clone()
    };
    // Short: fewer rounds than batteries. 0 round for 1 battery, 1 round for 2.
    let text = artillery([(1, 0), (2, 1)]);
    assert!(
        text.contains("0 coup pour 1 batterie, moins d'un par batterie"),
        "{text}"
    );
    assert!(text.contains("1 coup pour 2 batteries"), "{text}");
    let text = artillery([(0, 0), (2, 2)]);
    assert!(
        text.contains("2 coups pour 2 batteries, exactement un par batterie"),
        "{text}"
    );
}

#[test]
fn a_draw_of_equal_adjusted_casualties_in_french() {
    let s = casualty_example(end(10_000, 1_000), end(10_000, 1_000));
    let v = judged(&CasualtyChart, &s, Lang::Fr);
    assert_eq!((v.winner, v.level.as_str()), (None, "Match nul"));
    assert_eq!(
        v.reason,
        fr("Pertes ajustées égales, 10,00_% de part et d'autre → Match nul")
    );
    assert_french(&CasualtyChart, &s, &[], &[]);
}

#[test]
fn the_systems_names_follow_the_language() {
    assert_eq!(
        with_lang(Lang::Fr, || CasualtyChart.name()),
        "Table des pertes (Result at Waterloo)"
    );
    assert_eq!(
        with_lang(Lang::En, || CasualtyChart.name()),
        "Casualty chart (Result at Waterloo)"
    );
    assert_eq!(
        with_lang(Lang::Fr, || WeightedObjectives.name()),
        "Objectifs pondérés (test de retraite)"
    );
    assert_eq!(
        with_lang(Lang::En, || casualty_chart::early_end_line(&Scenario::new(
            "x"
        ))),
        "35%: the game may be declared over (casualty chart, rule 2)"
    );
}

#[test]
fn every_demo_judged_in_french_speaks_french_with_the_english_figures() {
    for (file, text) in all_demo_scenarios() {
        let s = parse(text, file, &ids()).expect("a valid demo");
        // The user's words, but not the one- or two-letter ids ("m", "A"): taken out of the
        // text, they would cut French words in two.
        let phrases: Vec<String> = ron_strings(text)
            .into_iter()
            .filter(|p| p.chars().count() > 2)
            .collect();
        for system in [&CasualtyChart as &dyn VictorySystem, &WeightedObjectives] {
            if let Judgement::Verdict(_) = system.judge(&s) {
                // "turn" comes from the log's turn names (the model's words, translated there).
                assert_french(system, &s, &phrases, &["turn"]);
            }
        }
    }
}
