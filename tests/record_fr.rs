//! The record's sentences and the model's messages in French (issue 29): the narrator's
//! sentences of every demo battle, the campaign ledger's steps of the Jena 1806 demo and a
//! validation message, each in real French with French figures, no English word left (the
//! scenario's own words taken out) and the same figures as in English; plurals at 0, 1 and 2;
//! and the narrator's French keeps the secrets the English keeps.

use crate::knowledge::{case, shuffle_unknown};
use crate::support::english::{english_words, figures, ron_strings};
use proptest::prelude::*;
use umpire::i18n::{Lang, with_lang};
use umpire::model::{Event, Scenario, SideId, Turn};
use umpire::record::campaign::demo_ledger;
use umpire::record::{Audience, BattleRecord, Knowledge, Measure, narrator};

const DEMOS: [(&str, &str); 4] = [
    (
        "lobositz.ron",
        include_str!("../assets/scenarios/lobositz.ron"),
    ),
    (
        "waterloo.ron",
        include_str!("../assets/scenarios/waterloo.ron"),
    ),
    (
        "grande-tactique.ron",
        include_str!("../assets/scenarios/grande-tactique.ron"),
    ),
    (
        "grande-tactique-sundown.ron",
        include_str!("../assets/scenarios/grande-tactique-sundown.ron"),
    ),
];

fn demo(name: &str, ron: &str) -> Scenario {
    umpire::model::parse(ron, name, &umpire::systems::ids()).expect("the demo reads")
}

/// Every sentence of the log as `audience` reads it, in `lang`. A random event's title is the
/// Waterloo 20 system's table (its own messages, tested with that system), so it is left out.
fn sentences(s: &Scenario, audience: Audience, lang: Lang) -> Vec<String> {
    with_lang(lang, || {
        let record = BattleRecord::build(s);
        let k = Knowledge::new(s, &record, audience);
        s.log
            .turns
            .iter()
            .flat_map(|t| &t.events)
            .filter(|e| !matches!(e, Event::RandomEvent { .. }))
            .map(|e| narrator::sentence(s, e, &k))
            .collect()
    })
}

#[test]
fn every_demo_battle_is_told_in_french_with_the_english_figures() {
    let mut told = 0;
    for (name, ron) in DEMOS {
        let s = demo(name, ron);
        let users = ron_strings(ron);
        for audience in Audience::ALL {
            let english = sentences(&s, audience, Lang::En);
            let french = sentences(&s, audience, Lang::Fr);
            for (en, fr) in english.iter().zip(&french) {
                let left = english_words(fr, &users, &[]);
                assert!(left.is_empty(), "{name}: English in «{fr}»: {left:?}");
                assert_eq!(
                    figures(en, false),
                    figures(fr, true),
                    "{name}: «{en}» and «{fr}» give other figures"
                );
                told += 1;
            }
        }
    }
    assert!(told > 100, "the demos' logs were read: {told} sentences");
}

/// A scenario whose first turn holds `events`, on sides named as French writes them.
pub(crate) fn battle(events: Vec<Event>) -> Scenario {
    let mut s = Scenario::new("t");
    s.sides[0].name = "Prussiens".into();
    s.sides[1].name = "Armée du Nord".into();
    s.log.turns.push(Turn {
        name: "1".into(),
        events,
    });
    s
}

fn told_in_french(events: Vec<Event>) -> Vec<String> {
    sentences(&battle(events), Audience::Umpire, Lang::Fr)
}

#[test]
fn counts_take_the_french_plural_at_0_1_and_2() {
    let spent = |points| Event::MoraleSpent {
        side: SideId::A,
        points,
        purpose: String::new(),
    };
    assert_eq!(
        told_in_french(vec![spent(0), spent(1), spent(2)]),
        [
            "Prussiens dépensent 0 point de moral.",
            "Prussiens dépensent 1 point de moral.",
            "Prussiens dépensent 2 points de moral.",
        ]
    );
    let guns = |side, guns| Event::GunsLost {
        side,
        guns,
        how: umpire::model::GunLoss::Infantry,
        unit: None,
    };
    assert_eq!(
        told_in_french(vec![guns(SideId::B, 1), guns(SideId::B, 2)]),
        [
            "Armée du Nord perd 1 canon face à l'infanterie\u{a0}: compté dans les pertes (règle 6).",
            "Armée du Nord perd 2 canons face à l'infanterie\u{a0}: comptés dans les pertes (règle 6).",
        ]
    );
    with_lang(Lang::Fr, || {
        assert_eq!(Measure::Men.count(0), "0 homme");
        assert_eq!(Measure::Men.count(1), "1 homme");
        assert_eq!(Measure::Men.count(3300), "3\u{202f}300 hommes");
        assert_eq!(Measure::Stands.count(2), "2 socles");
        assert_eq!(
            umpire::record::words::lost_of(70, 235),
            "70 sur 235 (29,8\u{202f}%)"
        );
    });
    assert_eq!(umpire::record::words::lost_of(70, 235), "70 of 235 (29.8%)");
}

#[test]
fn the_jena_campaign_ledger_reads_in_french() {
    let ledger = |lang| with_lang(lang, || demo_ledger().expect("the demo campaign reads").1);
    let (english, french) = (ledger(Lang::En), ledger(Lang::Fr));
    let mut users: Vec<String> = Vec::new();
    for file in ["campaign.ron", "saalfeld.ron", "jena.ron", "auerstedt.ron"] {
        let path = format!(
            "{}/assets/campaigns/jena-1806/{file}",
            env!("CARGO_MANIFEST_DIR")
        );
        users.extend(ron_strings(
            &std::fs::read_to_string(path).expect("a demo file"),
        ));
    }
    assert_eq!(english.steps.len(), french.steps.len());
    let returns = french
        .steps
        .iter()
        .find(|s| s.rule.starts_with("Retours (rules.returns)"))
        .expect("the demo's casualties come back");
    assert!(
        returns.rule.contains(" des pertes à Saalfeld reviennent "),
        "{}",
        returns.rule
    );
    // The rules' field paths (`rules.results[2]`, `rules.returns`) stay as the file writes them;
    // "contingent" is French too (docs/i18n.md's vocabulary).
    let paths = [
        "rules",
        "results",
        "returns",
        "replacements",
        "reinforcements",
        "contingent",
    ];
    for (en, fr) in english.steps.iter().zip(&french.steps) {
        let left = english_words(&fr.rule, &users, &paths);
        assert!(left.is_empty(), "English in «{}»: {left:?}", fr.rule);
        assert_eq!(
            figures(&en.rule, false),
            figures(&fr.rule, true),
            "{}",
            fr.rule
        );
    }
}

#[test]
fn a_validation_problem_reads_in_french_with_its_place() {
    let mut s = battle(vec![Event::Status {
        unit: "G9".into(),
        status: umpire::model::UnitStatus::Routed,
    }]);
    s.markers.markers.clear();
    let [en, fr] = [Lang::En, Lang::Fr].map(|lang| {
        with_lang(lang, || {
            let problems = s.validate(&umpire::systems::ids());
            problems
                .iter()
                .map(|p| p.to_string())
                .find(|p| p.contains("G9"))
                .expect("the unknown unit is named")
        })
    });
    // The place is the file's field path, as it is in every language.
    let place = "log[0] (turn \"1\").events[0].unit";
    assert_eq!(en, format!("{place}: no unit with id \"G9\""));
    assert_eq!(
        fr,
        format!("{place}\u{a0}: pas d'unité d'identifiant «\u{a0}G9\u{a0}»")
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The narrator's French tells an audience nothing of the values it has not seen: the same
    /// shuffle of unknown marker values as `knowledge.rs` leaves its French sentences alone.
    #[test]
    fn the_french_sentences_keep_the_secret((s, audience, by) in case()) {
        let t = shuffle_unknown(&s, audience, by);
        let all = |s: &Scenario, a| with_lang(Lang::Fr, || {
            let record = BattleRecord::build(s);
            let k = Knowledge::new(s, &record, a);
            s.log.turns.iter().flat_map(|t| &t.events).map(|e| narrator::sentence(s, e, &k)).collect::<Vec<_>>()
        });
        prop_assert_eq!(all(&s, audience), all(&t, audience));
    }
}
