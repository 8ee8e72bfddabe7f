//! Messages whose French leaves out a variable the English takes (the build allows a
//! translation to omit one, never to add one: `src/build/i18n.rs`), each in real French with
//! French figures and no English word: a commander lost, the stragglers of a pursuit, a
//! deployment area of too few vertices, more markers than values, and Morale Points below zero.

use crate::record_fr::battle as battle_of;
use crate::support::campaign::{fight_first_battle, ledger, test_war};
use crate::support::english::english_words;
use umpire::i18n::{Lang, with_lang};
use umpire::model::{CommandRank, Event, Point, Polygon, Scenario, SideId};
use umpire::record::campaign::CampaignView;
use umpire::record::{Audience, BattleRecord, Knowledge, narrator};

/// `text` has no English word but the names given.
fn all_french(text: &str, names: &[&str]) {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let left = english_words(text, &names, &[]);
    assert!(left.is_empty(), "English in «{text}»: {left:?}");
}

#[test]
fn a_commander_lost_is_told_in_french_whatever_the_side_s_name_ends_with() {
    for (side, name) in [(SideId::A, "Prussiens"), (SideId::B, "Armée du Nord")] {
        let s = battle_of(vec![Event::CommanderLost {
            side,
            name: String::new(),
            rank: CommandRank::Army,
        }]);
        let told = with_lang(Lang::Fr, || {
            let record = BattleRecord::build(&s);
            let k = Knowledge::new(&s, &record, Audience::Umpire);
            narrator::sentence(&s, &s.log.turns[0].events[0], &k)
        });
        assert_eq!(
            told,
            format!("{name}\u{a0}: le commandant d'armée est tué, blessé ou capturé.")
        );
        all_french(&told, &[name]);
    }
}

#[test]
fn the_stragglers_of_the_pursuit_are_the_loser_s_in_french() {
    let mut c = test_war().replacements_and_pursuit().build();
    let mut battles = Vec::new();
    fight_first_battle(&mut c, &mut battles);
    let effect = with_lang(Lang::Fr, || {
        let l = ledger(&c, &battles);
        CampaignView::new(&c, &l, Audience::Umpire).battle_rows()[0]
            .effect
            .clone()
    });
    // The row's level and effect are the campaign file's own words (English here).
    let (row, then) = effect
        .split_once("\u{202f}; ")
        .expect("the effect, then the stragglers");
    assert!(
        row.starts_with("Overwhelming victory (rules.results[0])"),
        "{row}"
    );
    assert_eq!(
        then,
        "le vaincu (Prussians) perd en traînards 10\u{202f}% de ce qui lui reste"
    );
    all_french(then, &["Prussians"]);
}

#[test]
fn a_deployment_area_of_too_few_vertices_and_too_many_markers_are_told_in_french() {
    let mut s = battle_of(Vec::new());
    let problems = |s: &Scenario| {
        with_lang(Lang::Fr, || {
            s.validate(&umpire::systems::ids())
                .iter()
                .map(|p| p.message.clone())
                .collect::<Vec<String>>()
        })
    };
    for (points, found) in [(1, "1 trouvé"), (2, "2 trouvés")] {
        s.sides[0].deployment = Polygon::new(vec![Point { x: 1.0, y: 1.0 }; points]);
        let told = problems(&s);
        let expected = format!("une zone de déploiement doit avoir au moins 3 sommets, {found}");
        assert!(told.contains(&expected), "{told:?}");
        all_french(&expected, &[]);
        let english = format!("a deployment area needs at least 3 vertices, found {points}");
        assert!(
            with_lang(Lang::En, || s.validate(&umpire::systems::ids()))
                .iter()
                .any(|p| p.message == english),
            "{english}"
        );
    }
    let lobositz = include_str!("../assets/scenarios/lobositz.ron");
    let mut s = umpire::model::parse(lobositz, "lobositz.ron", &umpire::systems::ids())
        .expect("the demo reads");
    let markers = s.markers.markers.len();
    for (values, written) in [(vec![100], "1 valeur"), (vec![50, 50], "2 valeurs")] {
        s.markers.values = values;
        let expected = format!("{markers} marqueurs mais le jeu n'a que {written}");
        let told = problems(&s);
        assert!(told.contains(&expected), "{told:?}");
        all_french(&expected, &[]);
    }
}

#[cfg(feature = "gui")]
#[test]
fn morale_points_below_zero_are_told_in_french() {
    let mut s = battle_of(vec![Event::MoraleSpent {
        side: SideId::A,
        points: 3,
        purpose: String::new(),
    }]);
    s.sides[0].morale_points = 1;
    let told = with_lang(Lang::Fr, || {
        umpire::app::desk::waterloo20::negative_morale(&s)
    });
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(
        told[0].starts_with("Points de moral (Prussiens) à −2 après "),
        "{told:?}"
    );
    all_french(&told[0], &["Prussiens"]);
}
