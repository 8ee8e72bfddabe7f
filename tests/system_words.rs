//! The systems write their English right once: no "(s)", no "1 units", no "a 1", and a side
//! named in the plural ("Allies", "Austrians") takes a plural verb, in every text every system
//! gives for every demo, its log cut at every turn, and with its sides renamed in the plural.

use umpire::assets::demo::all_demo_scenarios;
use umpire::model::{Scenario, parse};
use umpire::systems::{ids, judge_all};

/// Verbs the systems put after a side's name, in the singular.
const SINGULAR_VERBS: [&str; 17] = [
    "has",
    "is",
    "was",
    "does",
    "spends",
    "expends",
    "pays",
    "holds",
    "loses",
    "rolls",
    "calls",
    "controls",
    "keeps",
    "takes",
    "withdraws",
    "stands",
    "fails",
];

/// Every demo, its log cut after each turn, as loaded and with both sides named in the plural.
fn scenarios() -> Vec<(String, Scenario)> {
    let mut out = Vec::new();
    for (file, text) in all_demo_scenarios() {
        let full = parse(text, file, &ids()).expect("a demo loads");
        for plural_names in [false, true] {
            let mut s = full.clone();
            if plural_names {
                s.sides[0].name = "Austrians".into();
                s.sides[1].name = "Allies".into();
            }
            for cut in 0..=s.log.turns.len() {
                let mut c = s.clone();
                c.log.turns.truncate(cut);
                out.push((format!("{file} ({}, {cut} turns)", s.sides[1].name), c));
            }
        }
    }
    out
}

fn faults(s: &Scenario, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for bad in [
        "(s)",
        "(es)",
        " 1 units",
        " 1 hexes",
        " 1 markers",
        " a 1 ",
        " out of and ",
        "Imperial Guard (Imperial Guard)",
    ] {
        if text.contains(bad) {
            out.push(format!("{bad:?}"));
        }
    }
    for side in &s.sides {
        let name = side.name.trim();
        if !umpire::systems::words::is_plural(name) {
            continue;
        }
        for verb in SINGULAR_VERBS {
            let wrong = format!("{name} {verb} ");
            // "the RS% of Allies is", "more than Allies has": the side is not the subject.
            let as_subject = text.match_indices(&wrong).any(|(at, _)| {
                let before = &text[..at];
                !(before.ends_with("of ") || before.ends_with("than "))
            });
            if as_subject {
                out.push(format!("{wrong:?}"));
            }
        }
    }
    out
}

#[test]
fn no_system_text_of_any_demo_needs_rewriting() {
    let mut bad = Vec::new();
    for (label, s) in scenarios() {
        for (sys, judgement) in judge_all(&s) {
            let json = serde_json::to_value(&judgement).unwrap();
            let mut texts = Vec::new();
            strings(&json, &mut texts);
            for t in texts {
                for f in faults(&s, &t) {
                    bad.push(format!("{label}, {}: {f} in {t:?}", sys.id()));
                }
            }
        }
    }
    bad.sort();
    bad.dedup();
    assert!(bad.is_empty(), "{} texts:\n{}", bad.len(), bad.join("\n"));
}

fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        serde_json::Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        serde_json::Value::Null | serde_json::Value::Bool(_) | serde_json::Value::Number(_) => {}
    }
}
