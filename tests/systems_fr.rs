//! The systems' verdicts in French (issue 29): the worked examples of RULES.md judged in French
//! give French sentences with French figures (`20,00 %`, `25 000`), the same figures as the
//! English verdict, and no English word once the scenario's own words are taken out; each demo
//! judged in French likewise.

use crate::support::english::{english_words, figures, ron_strings};
use umpire::assets::demo::all_demo_scenarios;
use umpire::i18n::{Lang, with_lang};
use umpire::model::{
    CommandRank, Contingent, EndOfBattle, Event, GunLoss, Scenario, SideId, Turn, Unit, UnitKind,
    parse,
};
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

/// Every problem (refused) and warning the casualty chart gives about `s`, in `lang`.
fn chart_problems(s: &Scenario, lang: Lang) -> Vec<String> {
    with_lang(lang, || {
        let mut out: Vec<String> = match CasualtyChart.judge(s) {
            Judgement::Invalid { problems } => problems,
            Judgement::NotApplicable { missing } => missing,
            _ => Vec::new(),
        }
        .into_iter()
        .map(|m| m.message)
        .collect();
        out.extend(casualty_chart::warnings(s).into_iter().map(|m| m.message));
        out
    })
}

/// The problems in French: no English word (the sides', contingents' and C-in-C's names
/// aside), and as many as in English.
fn french_problems(s: &Scenario) -> String {
    let french = chart_problems(s, Lang::Fr);
    assert_eq!(french.len(), chart_problems(s, Lang::En).len());
    let text = french.join("\n");
    let names = [
        "Français",
        "Armée prussienne",
        "Corps",
        "Napoléon",
        "Réserve",
    ];
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let left = english_words(&text, &names, &[]);
    assert!(
        left.is_empty(),
        "English left:\n{}\n\n{text}",
        left.join("\n")
    );
    text
}

fn has(text: &str, part: &str) {
    assert!(text.contains(&fr(part)), "{part:?} not in:\n{text}");
}

fn men_unit(id: &str, men: u64) -> Unit {
    let mut u = Unit::new(id, "Réserve", UnitKind::Infantry);
    u.strength.men = men;
    u
}

#[test]
fn the_casualty_chart_s_checks_of_typed_figures_speak_french() {
    // Figures out of range: men per gun, a summed field, a contingent's own figures.
    let mut over = end(2_000_000_000, 0);
    over.infantry_units = 0;
    let mut b = end(25_000, 30_000);
    (b.cavalry_start, b.cavalry_surviving) = (5, 10);
    (b.infantry_units, b.out_of_ammunition, b.low_on_ammunition) = (1, 2, 1);
    let mut s = casualty_example(over, b);
    s.settings.men_per_gun = 20_000;
    let text = french_problems(&s);
    has(
        &text,
        "20_000 hommes par canon, c'est plus que les 10_000 que prend en compte cette table (le chiffre normal de la règle est 25)",
    );
    // The field's name keeps its underscore.
    let sum = fr("2_000_000_000, plus que les 1_000_000_000 que prend en compte cette table");
    assert!(
        text.contains(&format!("Français\u{A0}: start_men totalise {sum}")),
        "{text}"
    );
    has(
        &text,
        "Armée prussienne, contingent «\u{A0}Corps\u{A0}»\u{A0}: 30_000 de pertes dépassent l'effectif de 25_000 (25_000 au départ + 0 de renforts)",
    );
    has(
        &text,
        "10 de cavalerie survivante, plus que les 5 du départ",
    );
    has(
        &text,
        "2 sans munitions et 1 à court de munitions, mais 1 unité d'infanterie seulement",
    );
    // English as it was.
    let english = chart_problems(&s, Lang::En).join("\n");
    assert!(english.contains("20,000 men per gun is more than the 10,000 this chart reckons with (the rule's normal figure is 25)"), "{english}");
    assert!(english.contains("Français: start_men adds up to 2,000,000,000, more than the 1,000,000,000 this chart reckons with"), "{english}");
    assert!(english.contains("Armée prussienne, contingent \"Corps\": 30,000 casualties exceed the strength of 25,000 (start 25,000 + reinforcements 0)"), "{english}");
    assert!(
        english.contains("2 out of ammunition and 1 low on ammunition, but only 1 infantry units"),
        "{english}"
    );

    // Infringement losses above the victim's casualties; casualties above strength once the
    // lost guns count.
    let mut b = end(10_000, 1_000);
    b.infringement_losses_caused = 5_000;
    let text = french_problems(&casualty_example(end(10_000, 1_000), b));
    has(
        &text,
        "Armée prussienne\u{A0}: 5_000 de pertes pour infraction causées, plus que les pertes du camp auquel elles sont retirées (Français\u{A0}: 1_000) (règle 5)",
    );
    let mut a = end(10_000, 9_000);
    a.guns_lost_to_infantry = 200;
    let s = casualty_example(a, end(10_000, 1_000));
    let text = french_problems(&s);
    has(
        &text,
        "Français\u{A0}: les pertes, 11_500 hommes (9_000 de pertes + 200 canons perdus × 12,5 hommes (la moitié de 25 hommes par canon)_; ",
    );
    has(&text, "dépassent l'effectif de 10_000 hommes (");
    let english = chart_problems(&s, Lang::En).join("\n");
    assert!(english.starts_with("Français: casualties of 11,500 men (9,000 casualties + 200 guns lost × 12.5 men (half of 25 men per gun); casualties typed in End of battle; guns typed in End of battle: 200 lost to infantry) exceed the strength of 10,000 men (typed in End of battle)"), "{english}");

    // Figures from the units and the log beyond the maximum.
    let mut s = casualty_example(EndOfBattle::default(), EndOfBattle::default());
    s.sides[0].contingents[0].units =
        vec![men_unit("r1", 600_000_000), men_unit("r2", 600_000_000)];
    s.sides[1].contingents[0].units = vec![men_unit("r3", 1_000)];
    s.log.turns.push(Turn {
        name: "1".into(),
        events: vec![
            Event::Losses {
                side: SideId::B,
                unit: None,
                men: 2_000_000_000,
                stands: 0,
                strength_points: 0,
                unit_points: 0,
            },
            Event::GunsLost {
                side: SideId::B,
                guns: 2_000_000_000,
                how: GunLoss::Infantry,
                unit: None,
            },
        ],
    });
    let text = french_problems(&s);
    has(
        &text,
        "Français\u{A0}: les hommes des unités de ce camp totalisent 1_200_000_000, plus que les 1_000_000_000 que prend en compte cette table",
    );
    has(
        &text,
        "Armée prussienne\u{A0}: les hommes perdus d'après le journal totalisent 2_000_000_000",
    );
    has(
        &text,
        "Armée prussienne\u{A0}: les canons perdus d'après le journal totalisent 2_000_000_000",
    );

    // Warnings: guns typed and logged otherwise, a C-in-C ticked lost, a C-in-C logged with
    // a lower rank (a corps, then lower still).
    let mut a = end(25_000, 10_000);
    a.guns_lost_to_infantry = 3;
    let mut s = casualty_example(a, end(50_000, 5_000));
    s.sides[0].c_in_c.name = "Napoléon".into();
    s.sides[1].c_in_c.lost = true;
    let lost = |rank| Event::CommanderLost {
        side: SideId::A,
        name: "Napoléon".into(),
        rank,
    };
    s.log.turns.push(Turn {
        name: "1".into(),
        events: vec![
            Event::GunsLost {
                side: SideId::A,
                guns: 2,
                how: GunLoss::Abandoned,
                unit: None,
            },
            lost(CommandRank::Corps),
            lost(CommandRank::Other),
        ],
    });
    let text = french_problems(&s);
    has(
        &text,
        "les canons perdus saisis dans Fin de bataille (Français\u{A0}: 3 perdus face à l'infanterie) sont ceux que compte la table des pertes_; le journal enregistre\u{A0}: 2 abandonnés (",
    );
    has(
        &text,
        "le commandant en chef (Armée prussienne) est coché comme perdu, mais le journal n'a aucune entrée «\u{A0}Commandant perdu\u{A0}»",
    );
    has(
        &text,
        "Napoléon est le commandant en chef (Français), mais cette entrée lui donne le rang de commandant de corps\u{A0}: le modificateur (4)",
    );
    has(&text, "le rang de commandant subalterne\u{A0}:");
    let english = chart_problems(&s, Lang::En).join("\n");
    assert!(english.contains("Napoléon is the C-in-C of Français but this entry gives him the rank of a lower commander: modifier (4) of the casualty chart counts the loss of an army commander only"), "{english}");
    assert!(english.contains("the C-in-C of Armée prussienne is ticked as lost but the log has no \"Commander lost\" entry of an army commander of Armée prussienne: modifier (4)"), "{english}");
}
