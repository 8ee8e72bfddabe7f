//! `unit-points` in French: the seed's example both ways, its headline, level, reason, flags
//! and worked steps in French with French figures, the same figures as in English, plural forms
//! where a count is shown, and no English word left.

use super::{A_LOST, SUNDOWN, inf, scenario, seed_example, step, verdict};
use crate::support::verdict_text::{checked_in_french, verdict_text};
use umpire::i18n::{Lang, with_lang};
use umpire::model::{GameEnd, Scenario, SideId};
use umpire::systems::unit_points::UnitPoints;
use umpire::systems::{Judgement, Verdict, VictorySystem};

/// French typography: U+00A0 before ":", U+202F before ";" and "%" and between thousands.
fn fr(text: &str) -> String {
    text.replace(" :", "\u{A0}:")
        .replace(" ;", "\u{202F};")
        .replace(" %", "\u{202F}%")
}

fn names(s: &Scenario) -> Vec<String> {
    s.sides.iter().map(|side| side.name.clone()).collect()
}

/// The verdict in both languages, the French checked against the English.
fn same_figures_no_english(s: &Scenario) -> (Verdict, Verdict) {
    checked_in_french(|| verdict(s), &names(s), verdict_text)
}

#[test]
fn the_seed_example_in_french_is_a_decisive_victory() {
    let mut s = seed_example(A_LOST);
    s.sides[0].name = "Armée du Nord".into();
    s.sides[1].name = "Prussiens".into();
    let (_, v) = same_figures_no_english(&s);
    assert_eq!(v.level, "victoire décisive");
    assert_eq!(v.headline, fr("Victoire décisive : Prussiens"));
    assert_eq!(
        v.reason,
        fr(
            "Armée du Nord (vaincu) 64,00 % (32 sur 50 PU) : Prussiens (vainqueur) 30,00 % (15 sur 50 PU) = ≈2,13 → victoire décisive (de 2:1 à moins de 4:1)"
        )
    );
    assert_eq!(
        with_lang(Lang::Fr, || UnitPoints.name()),
        "Points d'unité (Grande Tactique)"
    );
    let labels: Vec<&str> = v.figures.iter().map(|f| f.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Total des points d'unité",
            "Points d'unité perdus (décompte)",
            "% de pertes"
        ]
    );
    assert_eq!(v.figures[2].text, [fr("64,00 %"), fr("30,00 %")]);
    let end = step(&v.steps, "Fin de la partie");
    assert!(
        end.contains("Armée du Nord a perdu (vaincu) et Prussiens sont les vainqueurs."),
        "{end}"
    );
    let tally = step(&v.steps, "Décompte");
    assert!(
        tally.contains(&fr("Armée du Nord : 25 + 3 + 4 = 32 sur 50 PU = 64,00 %")),
        "{tally}"
    );
    let ratio = step(&v.steps, "Rapport");
    assert!(
        ratio.contains(&fr("Armée du Nord (vaincu) 64,00 % : Prussiens (vainqueur) 30,00 % = ≈2,13 (exactement 32/15)")),
        "{ratio}"
    );
    let scale = step(&v.steps, "Échelle");
    assert!(
        scale.contains(&fr(
            "de 2:1 à moins de 4:1 : victoire décisive (p. ex. Austerlitz)"
        )),
        "{scale}"
    );
    let board = step(&v.steps, "Encore sur la carte");
    assert!(
        board.contains(&fr("Armée du Nord (vaincu) : 10 PU × 40 % = 4")),
        "{board}"
    );
    assert!(
        board.contains(&fr("Prussiens (vainqueur) : 35 PU, rien pour le vainqueur")),
        "{board}"
    );
    let cavalry = step(&v.steps, "Cavalerie");
    assert!(
        cavalry.contains(&fr("gardés (100,00 %) : au moins 50 %")),
        "{cavalry}"
    );
    assert_eq!(
        step(&v.steps, "Résultat"),
        fr("Victoire décisive : Prussiens.")
    );
}

#[test]
fn the_seed_example_at_sundown_in_french_names_no_official_victor() {
    let mut s = seed_example(SUNDOWN);
    s.sides[0].name = "Armée du Nord".into();
    s.sides[1].name = "Prussiens".into();
    let (_, v) = same_figures_no_english(&s);
    assert_eq!(v.level, "Pas de vainqueur officiel");
    assert_eq!(
        v.headline,
        fr(
            "Pas de vainqueur officiel (coucher du soleil) ; les pertes en feraient une victoire indécise : Prussiens"
        )
    );
    assert_eq!(
        v.flags[0].text,
        fr(
            "La partie s'est arrêtée au coucher du soleil : pas de vainqueur officiel. Les pertes en feraient une victoire indécise : Prussiens."
        )
    );
    let ratio = step(&v.steps, "Rapport");
    assert!(
        ratio.contains(&fr("Armée du Nord (distancé) 56,00 % : Prussiens (en tête) 30,00 % = ≈1,87 (exactement 28/15)")),
        "{ratio}"
    );
    assert!(
        step(&v.steps, "Encore sur la carte")
            .contains(&fr("Armée du Nord : 10 PU, rien au coucher du soleil"))
    );
}

/// The count of units at the outset: "1 unité", "2 unités" (a side without units is refused,
/// so 0 never shows; French "one" covers it all the same).
#[test]
fn units_are_counted_in_french_with_their_plural() {
    let s = scenario(
        vec![inf("a1", 10)],
        vec![inf("b1", 10), inf("b2", 10)],
        Some(GameEnd::Collapse {
            vanquished: SideId::A,
        }),
    );
    let mut s = s;
    s.sides[0].contingents[0].units[0].status = umpire::model::UnitStatus::DestroyedOrFled;
    let v = with_lang(Lang::Fr, || verdict(&s));
    let total = step(&v.steps, "Total des points d'unité");
    assert!(
        total.contains(&fr("Army A : 10 PU en 1 unité au départ")),
        "{total}"
    );
    assert!(
        total.contains(&fr("Army B : 20 PU en 2 unités au départ")),
        "{total}"
    );
    // English as it always was.
    let v = with_lang(Lang::En, || verdict(&s));
    assert!(step(&v.steps, "Total").contains("Army A: 10 UP in 1 units"));
}

#[test]
fn refusals_are_french() {
    let mut s = seed_example(None);
    s.sides[1].name = "Prussiens".into();
    let j = with_lang(Lang::Fr, || UnitPoints.judge(&s));
    let Judgement::NotApplicable { missing } = j else {
        panic!("{j:?}")
    };
    assert_eq!(
        missing[0].message,
        fr(
            "Indiquer comment la partie s'est terminée : par l'effondrement du moral d'un camp (lequel) ou au coucher du soleil"
        )
    );
    let mut s = scenario(vec![], vec![], A_LOST);
    s.sides[1].name = "Prussiens".into();
    let j = with_lang(Lang::Fr, || UnitPoints.judge(&s));
    let Judgement::NotApplicable { missing } = j else {
        panic!("{j:?}")
    };
    assert!(
        missing[1]
            .message
            .starts_with("Prussiens n'ont aucune unité"),
        "{:?}",
        missing[1]
    );
    assert!(
        missing[0].message.starts_with("Army A n'a aucune unité"),
        "{:?}",
        missing[0]
    );
}
