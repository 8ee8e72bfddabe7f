//! A verdict's level id (`Verdict::level_id`) is the system's own constant, the same in every
//! language: what a campaign's results table names its rows by. Each system's levels have
//! distinct ids, and every verdict on every demo, its log cut at every turn, gives one of them,
//! in English and in French alike.

use std::collections::BTreeSet;
use umpire::assets::demo::all_demo_scenarios;
use umpire::i18n::{Lang, with_lang};
use umpire::model::{Scenario, parse};
use umpire::systems::{Judgement, NO_VERDICT_YET, ids, judge_all, level_id_of, registry};

#[test]
fn each_system_s_levels_map_to_distinct_ids_written_as_a_results_table_may_name_them() {
    for sys in registry() {
        let levels = sys.level_ids();
        let distinct: BTreeSet<&str> = levels.iter().copied().collect();
        assert_eq!(distinct.len(), levels.len(), "{}: {levels:?}", sys.id());
        assert!(levels.len() >= 2, "{}: {levels:?}", sys.id());
        for id in levels {
            assert_eq!(&level_id_of(id), id, "{}: an id is its own name", sys.id());
            assert_ne!(*id, NO_VERDICT_YET, "{}", sys.id());
        }
    }
}

#[test]
fn a_results_table_s_words_name_the_level_whatever_their_case_and_punctuation() {
    assert_eq!(level_id_of("Minor victory"), "minor-victory");
    assert_eq!(level_id_of("  MINOR   victory "), "minor-victory");
    assert_eq!(level_id_of("minor-victory"), "minor-victory");
    assert_eq!(
        level_id_of("Victory: holds the field"),
        "victory-holds-the-field"
    );
    assert_eq!(
        level_id_of("Morale collapse (optional rule)"),
        "morale-collapse-optional-rule"
    );
    assert_ne!(level_id_of("Minor victory"), level_id_of("Major victory"));
}

/// Every demo with its log cut after each turn.
fn scenarios() -> Vec<(String, Scenario)> {
    let mut out = Vec::new();
    for (file, text) in all_demo_scenarios() {
        let full = parse(text, file, &ids()).expect("a demo loads");
        for cut in 0..=full.log.turns.len() {
            let mut s = full.clone();
            s.log.turns.truncate(cut);
            out.push((format!("{file} ({cut} turns)"), s));
        }
    }
    out
}

#[test]
fn every_verdict_s_level_id_is_one_of_its_system_s_the_same_in_french_and_its_english_words() {
    let mut seen: BTreeSet<(&str, &str)> = BTreeSet::new();
    for (name, s) in scenarios() {
        let english = with_lang(Lang::En, || judge_all(&s));
        let french = with_lang(Lang::Fr, || judge_all(&s));
        for ((sys, en), (_, fr)) in english.iter().zip(&french) {
            let (Judgement::Verdict(en), Judgement::Verdict(fr)) = (en, fr) else {
                continue;
            };
            let place = format!("{name}, {}: {}", sys.id(), en.level);
            assert!(
                sys.level_ids().contains(&en.level_id) || en.level_id == NO_VERDICT_YET,
                "{place}: {}",
                en.level_id
            );
            assert_eq!(level_id_of(&en.level), en.level_id, "{place}");
            assert_eq!(fr.level_id, en.level_id, "{place}: {}", fr.level);
            assert_ne!(fr.level, en.level, "{place}: the words are French");
            seen.insert((sys.id(), en.level_id));
        }
    }
    // Every system gives a verdict on some demo, and the demos reach many levels.
    for sys in registry() {
        assert!(seen.iter().any(|(id, _)| *id == sys.id()), "{}", sys.id());
    }
    assert!(seen.len() >= 10, "{seen:?}");
}

#[test]
fn the_json_gives_the_level_id_the_same_in_french_beside_the_level_in_its_words() {
    for (file, text) in all_demo_scenarios() {
        let s = parse(text, file, &ids()).expect("a demo loads");
        let [english, french] = [Lang::En, Lang::Fr].map(|lang| {
            with_lang(lang, || {
                judge_all(&s)
                    .iter()
                    .map(|(sys, j)| umpire::cli::json_result(file, &s, *sys, j))
                    .collect::<Vec<_>>()
            })
        });
        for (en, fr) in english.iter().zip(&french) {
            let place = format!("{file}, {}", en.system);
            assert_eq!(en.level_id, fr.level_id, "{place}");
            assert_eq!(en.level.is_some(), en.level_id.is_some(), "{place}");
            if let (Some(level), Some(id)) = (&en.level, en.level_id) {
                assert_eq!(level_id_of(level), id, "{place}");
            }
            let json = serde_json::to_value(fr).expect("a result is JSON");
            assert_eq!(json["level_id"].as_str(), fr.level_id, "{place}");
        }
    }
}
