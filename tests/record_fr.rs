//! The record's sentences and the model's messages in French (issue 29): the narrator's
//! sentences of every demo battle, the campaign ledger's steps of the Jena 1806 demo and a
//! validation message, each in real French with French figures, no English word left (the
//! scenario's own words taken out) and the same figures as in English; plurals at 0, 1 and 2;
//! and the narrator's French keeps the secrets the English keeps.

use crate::knowledge::{case, shuffle_unknown};
use crate::support::campaign::{self, day, fight, ledger, losses, test_war};
use crate::support::english::{english_words, figures, ron_strings};
use proptest::prelude::*;
use umpire::i18n::{Lang, with_lang};
use umpire::model::campaign::Campaign;
use umpire::model::{Event, Scenario, SideId, Turn};
use umpire::record::campaign::{NextBattle, NextBattleError, demo_ledger, next_battle};
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

/// The user's words of the Jena 1806 demo campaign: its files' strings.
fn jena_words() -> Vec<String> {
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
    users
}

#[test]
fn the_jena_campaign_ledger_reads_in_french() {
    let ledger = |lang| with_lang(lang, || demo_ledger().expect("the demo campaign reads").1);
    let (english, french) = (ledger(Lang::En), ledger(Lang::Fr));
    let users = jena_words();
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

/// A change to the next battle's form.
type Edit = dyn Fn(&mut NextBattle);

/// The first battle of the test war (P2 destroyed on 10 October), made and fought in French.
fn test_war_after_a_battle() -> (Campaign, Vec<Scenario>) {
    let mut c = test_war().build();
    let mut battles = Vec::new();
    let first = campaign::battle("Premier", "1806-10-10", &["Advance guard"], &["V Corps"]);
    with_lang(Lang::Fr, || {
        fight(
            &mut c,
            &mut battles,
            &first,
            vec![losses(SideId::A, "P2", 400)],
        )
    });
    (c, battles)
}

#[test]
fn a_battle_made_from_the_ledger_speaks_french() {
    let (c, battles) = test_war_after_a_battle();
    let l = ledger(&c, &battles);
    let spec = campaign::battle("Second", "1806-10-11", &["Advance guard"], &["V Corps"]);
    let made = with_lang(Lang::Fr, || next_battle(&c, &l, &spec)).expect("the battle is made");
    assert_eq!(
        made.scenario.notes,
        "Une bataille de la campagne «\u{A0}Test war\u{A0}», préparée d'après son registre de campagne au 11 octobre 1806\u{A0}: chaque unité à l'effectif que le registre lui donne ce jour-là."
    );
    assert_eq!(made.left_out.len(), 1);
    let left_out = &made.left_out[0];
    assert!(
        left_out.starts_with("P2 (Unit P2)\u{A0}: il n'en reste rien le 11 octobre 1806 ("),
        "{left_out}"
    );
    let users = ["Test war", "Unit P2", "Advance guard", "V Corps"].map(String::from);
    let left = english_words(left_out, &users, &[]);
    assert!(left.is_empty(), "English in «{left_out}»: {left:?}");

    // Every refusal, in French, and the one the English test pins as it was.
    let refused = |edit: &Edit, lang| {
        let mut spec = spec.clone();
        edit(&mut spec);
        with_lang(lang, || next_battle(&c, &l, &spec).unwrap_err().to_string())
    };
    let cases: [(&Edit, &str); 6] = [
        (&|s| s.file = " ".into(), "nommez le fichier de la bataille"),
        (
            &|s| s.file = "premier.ron".into(),
            "«\u{A0}premier.ron\u{A0}» est déjà une bataille de la campagne",
        ),
        (
            &|s| s.date = day("1806-10-02"),
            "le jour de la bataille, 2 octobre 1806, précède le début de la campagne (8 octobre 1806)",
        ),
        (
            &|s| s.date = day("1806-10-09"),
            "le jour de la bataille, 9 octobre 1806, précède la dernière bataille de la campagne (10 octobre 1806)",
        ),
        (
            &|s| s.contingents.0.clear(),
            "nommez les contingents qui combattent (Prussians)",
        ),
        (
            &|s| s.contingents.1 = vec!["Réserve".into()],
            "French\u{A0}: aucun contingent «\u{A0}Réserve\u{A0}» à la date du 11 octobre 1806",
        ),
    ];
    for (edit, french) in cases {
        assert_eq!(refused(edit, Lang::Fr), french);
    }
    assert_eq!(
        refused(&|s| s.contingents.1 = vec!["Réserve".into()], Lang::En),
        "French has no contingent \"Réserve\" by 11 October 1806"
    );
    assert_eq!(
        with_lang(Lang::Fr, || NextBattleError::LedgerStops(1).to_string()),
        "le registre de campagne s'arrête avant battles[1]\u{A0}: corrigez cette bataille avant d'en préparer une autre"
    );
    assert_eq!(
        NextBattleError::LedgerStops(1).to_string(),
        "the ledger stops before battles[1]: put that battle right before making another"
    );
}

/// A CSV line's cells: a cell in quotes may hold commas and doubled quotes.
fn csv_cells(line: &str) -> Vec<String> {
    let (mut cells, mut cell, mut quoted) = (Vec::new(), String::new(), false);
    let mut chars = line.chars().peekable();
    while let Some(ch) = chars.next() {
        match (ch, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                cell.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => cells.push(std::mem::take(&mut cell)),
            _ => cell.push(ch),
        }
    }
    cells.push(cell);
    cells
}

#[test]
fn the_campaign_csv_in_french_keeps_its_header_and_kinds_and_translates_its_sentences() {
    let demo = "assets/campaigns/jena-1806/campaign.ron";
    let csv = |audience: &str, lang: &str| {
        let o = crate::cli::umpire(&[
            "campaign",
            demo,
            "--format",
            "csv",
            "--audience",
            audience,
            "--lang",
            lang,
        ]);
        assert_eq!(crate::cli::code(&o), 0, "{}", crate::cli::stderr(&o));
        crate::cli::stdout(&o)
    };
    let users = jena_words();
    let paths = ["rules", "results", "returns", "replacements", "contingent"];
    for (audience, label) in [
        ("umpire", "À venir\u{A0}: "),
        ("a", "Vu en bataille\u{A0}: "),
    ] {
        let (english, french) = (csv(audience, "en"), csv(audience, "fr"));
        let (english, french): (Vec<_>, Vec<_>) = (
            english.lines().map(csv_cells).collect(),
            french.lines().map(csv_cells).collect(),
        );
        assert_eq!(english.len(), french.len());
        assert_eq!(english[0], french[0], "the header is the same ids");
        for (en, fr) in english.iter().zip(&french).skip(1) {
            // date, army, kind, battle and the figures as in English; entry and rule French.
            for k in [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] {
                assert_eq!(en[k], fr[k], "column {k}: {fr:?}");
            }
            for sentence in [&fr[2], &fr[13]] {
                let left = english_words(sentence, &users, &paths);
                assert!(left.is_empty(), "English in «{sentence}»: {left:?}");
            }
        }
        assert!(
            french.iter().any(|cells| cells[2].starts_with(label)),
            "{label:?} in {french:?}"
        );
    }
}
