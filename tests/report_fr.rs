//! The PDF report in French (issue 29): the report's own words (headings, table headers,
//! chart titles, the cover, page numbers, dates) in French with French numbers, a template's
//! own words kept; and, once the systems and the record speak French too, every demo's whole
//! French report with no English word and the English report's figures.

use crate::report::PRINTED;
use crate::support::english::{english_words, figures, ron_strings, without_phrases};
use std::path::{Path, PathBuf};
use umpire::i18n::{self, FluentArgs, Lang, Msg, with_lang};
use umpire::model::{self, Scenario};
use umpire::record::Audience;
use umpire::report::{self, PrintDate, ReportOptions, Template};

/// Names that stay as they are in French: systems' and field names, never English prose.
const KEPT: &[&str] = &[
    "Napoleon at Waterloo",
    "map_turns",
    "until",
    "map.image",
    "None",
];

/// Words of the list of English words that French writes alike: docs/i18n.md's vocabulary
/// gives "contingent" for contingent.
const FRENCH_TOO: &[&str] = &["contingent", "contingents"];

fn demos() -> Vec<(Scenario, PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios");
    let mut found: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("ron"))
        .collect();
    found.sort();
    assert!(
        found.len() >= 3,
        "the demo scenarios are in assets/scenarios"
    );
    found
        .into_iter()
        .map(|path| {
            let (s, _) = model::load_lenient(&path, &umpire::systems::ids())
                .unwrap_or_else(|e| panic!("{e}"));
            let ron = std::fs::read_to_string(&path).unwrap();
            (s, path, ron)
        })
        .collect()
}

/// The report of `s` with `template` for `audience`, in `lang`, read back page by page.
fn report_in(lang: Lang, s: &Scenario, path: &Path, template: &str, audience: Audience) -> String {
    let t = Template::builtin(template).unwrap();
    let opts = ReportOptions {
        printed: Some(PRINTED),
        audience: Some(audience),
        ..Default::default()
    };
    let (bytes, _) = with_lang(lang, || report::render(s, path.parent(), &t, &opts))
        .expect("the report renders");
    crate::report::dump(
        &format!(
            "fr-{}-{template}-{}",
            path.file_stem().unwrap().to_string_lossy(),
            lang.code()
        ),
        &bytes,
    );
    read(&bytes)
}

/// The text of every page, runs of ASCII white space made one space; the no-break spaces
/// French typography puts before ":" and "%" are kept.
fn read(bytes: &[u8]) -> String {
    let doc = lopdf::Document::load_mem(bytes).expect("lopdf reads the report");
    let n = doc.get_pages().len() as u32;
    let text: Vec<String> = (1..=n)
        .map(|p| doc.extract_text(&[p]).expect("text of a page"))
        .collect();
    text.join("\n")
        .split([' ', '\n', '\r', '\t'])
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A message's text in `lang` with every variable given `value`.
fn text_in(lang: Lang, msg: Msg, value: &str) -> String {
    let mut args = FluentArgs::new();
    for v in msg.variables() {
        args.set(*v, value.to_string());
    }
    i18n::text_in(lang, msg, Some(&args))
}

#[test]
fn every_message_of_the_report_is_french() {
    let report: Vec<Msg> = Msg::ALL
        .into_iter()
        .filter(|m| m.id().starts_with("report-"))
        .collect();
    assert!(report.len() > 150, "report.ftl read: {}", report.len());
    let kept: Vec<String> = KEPT.iter().map(|k| k.to_string()).collect();
    for m in report {
        let text = text_in(Lang::Fr, m, "X");
        let found = english_words(&text, &kept, FRENCH_TOO);
        assert!(found.is_empty(), "{}: {text:?}: {found:?}", m.id());
        let english = text_in(Lang::En, m, "X");
        // A word or two may be the same in both (a cognate, a name, an abbreviation); a
        // phrase must differ.
        let words = english
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| w.len() > 1 && *w != "X")
            .count();
        if words > 2 {
            assert_ne!(text, english, "{} is not translated", m.id());
        }
    }
}

#[test]
fn counts_take_the_french_plural_and_numbers_the_french_form() {
    let units = |n: u32| {
        with_lang(Lang::Fr, || {
            i18n::args::ReportObUnitsAndGenerals {
                units: n.into(),
                generals: n.into(),
            }
            .text()
        })
    };
    assert_eq!(units(0), "0 unité et 0 général");
    assert_eq!(units(1), "1 unité et 1 général");
    assert_eq!(units(2), "2 unités et 2 généraux");
    let dealt = |n: u32| {
        with_lang(Lang::Fr, || {
            i18n::args::ReportMarkersDealtWithheld {
                dealt: n.into(),
                withheld: n.into(),
            }
            .text()
        })
    };
    assert!(
        dealt(0).starts_with("0 marqueur a été distribué"),
        "{}",
        dealt(0)
    );
    assert!(dealt(1).contains("1 valeur reste cachée"), "{}", dealt(1));
    assert!(
        dealt(2).starts_with(
            "2 marqueurs ont été distribués face cachée\u{202F}; 2 valeurs restent cachées"
        ),
        "{}",
        dealt(2)
    );
    let share = |p: f64| {
        with_lang(Lang::Fr, || {
            i18n::args::ReportOneDecimalPercent { value: p.into() }.text()
        })
    };
    assert_eq!(share(11.38), "11,4\u{202F}%");
    assert_eq!(share(3300.0), "3\u{202F}300,0\u{202F}%");
    assert_eq!(
        with_lang(Lang::En, || {
            i18n::args::ReportOneDecimalPercent {
                value: 11.38.into(),
            }
            .text()
        }),
        "11.4%"
    );
}

#[test]
fn dates_are_written_with_french_month_names() {
    let date = |day, month| PrintDate {
        year: 2026,
        month,
        day,
    };
    assert_eq!(
        with_lang(Lang::Fr, || date(27, 11).long()),
        "27 novembre 2026"
    );
    assert_eq!(
        with_lang(Lang::Fr, || date(1, 10).long()),
        "1er octobre 2026"
    );
    assert_eq!(with_lang(Lang::Fr, || date(14, 8).long()), "14 août 2026");
    assert_eq!(with_lang(Lang::En, || date(1, 10).long()), "1 October 2026");
}

#[test]
fn a_french_report_writes_its_own_words_in_french() {
    let (s, path, _) = demos()
        .into_iter()
        .find(|(_, p, _)| p.ends_with("lobositz.ron"))
        .expect("the Lobositz demo");
    let text = report_in(Lang::Fr, &s, &path, "umpire", Audience::Umpire);
    let pages = text.matches("Page ").count();
    assert!(pages >= 4, "{text}");
    for french in [
        "Compte rendu de bataille (arbitre)",
        "Lobositz · Compte rendu de bataille (arbitre) · imprimé le 12 mai 2025",
        &format!("Page 1 sur {pages}"),
        "Résultat officiel",
        "Pour comparaison",
        "Pertes et situation à la fin",
        "Tour par tour",
        "Signature\u{A0}:",
        "Imprimé le 12 mai 2025.",
        "Marqueurs de points de victoire",
        "Tenu à la fin par",
        "La bataille au déploiement",
        "La bataille après le tour 7",
        "zone de déploiement",
        "marqueur de PV valant 30\u{202F}%",
        "B 30\u{202F}%",
        "Ordre de bataille et pertes",
        "Calcul détaillé",
        "Tests de retraite",
        "Probabilité de retraite",
        "Journal de bataille",
        "Sections sans contenu",
    ] {
        assert!(text.contains(french), "{french:?} missing from:\n{text}");
    }
    for english in [
        "After-action report",
        "printed",
        "Page 1 of",
        "Result of record",
        "For comparison",
        "Losses and standing",
        "Turn by turn",
        "Signature:",
        "Victory-point markers",
        "deployment area",
        "VP marker worth",
        "(continued)",
        "Worked step",
        "Battle log",
        "Sections with nothing to show",
        "Order of battle and losses",
    ] {
        assert!(!text.contains(english), "{english:?} left in:\n{text}");
    }
}

#[test]
fn a_template_s_own_headings_are_kept_and_the_built_in_ones_translated() {
    let (s, path, _) = demos()
        .into_iter()
        .find(|(_, p, _)| p.ends_with("lobositz.ron"))
        .expect("the Lobositz demo");
    let own = Template::parse(
        r#"(title: "Gefechtsbericht", sections: [(kind: Title), (kind: Markers, title: "Die Marken"), (kind: Briefing, title: "Briefing")])"#,
        "own.ron",
    )
    .unwrap();
    assert_eq!(with_lang(Lang::Fr, || own.heading()), "Gefechtsbericht");
    assert_eq!(
        with_lang(Lang::Fr, || own.sections[1].title()),
        "Die Marken"
    );
    // A template that writes the English default gets it in the language in force.
    assert_eq!(
        with_lang(Lang::Fr, || own.sections[2].title()),
        "Présentation"
    );
    let umpire = Template::builtin("umpire").unwrap();
    assert_eq!(
        with_lang(Lang::Fr, || umpire.heading_for(Audience::Umpire)),
        "Compte rendu de bataille (arbitre)"
    );
    assert_eq!(
        with_lang(Lang::Fr, || umpire.heading_for(Audience::Public)),
        "Compte rendu de bataille"
    );
    assert_eq!(
        with_lang(Lang::En, || umpire.heading_for(Audience::Umpire)),
        "After-action report (umpire)"
    );
    let opts = ReportOptions {
        printed: Some(PRINTED),
        ..Default::default()
    };
    let (bytes, _) = with_lang(Lang::Fr, || report::render(&s, path.parent(), &own, &opts))
        .expect("the report renders");
    let text = read(&bytes);
    assert!(text.contains("Gefechtsbericht"), "{text}");
    assert!(text.contains("Die Marken"), "{text}");
    assert!(text.contains("Présentation"), "{text}");
}

/// Every demo's whole report, umpire's and public, in French: no English word once the
/// scenario's own words are taken out, and the English report's figures.
#[test]
fn every_demo_report_in_french_has_no_english_and_the_english_figures() {
    for (s, path, ron) in demos() {
        let mut phrases = ron_strings(&ron);
        phrases.extend(KEPT.iter().map(|k| k.to_string()));
        for (template, audience) in [("umpire", Audience::Umpire), ("player", Audience::Public)] {
            let fr = report_in(Lang::Fr, &s, &path, template, audience);
            let en = report_in(Lang::En, &s, &path, template, audience);
            let found = english_words(&fr, &phrases, FRENCH_TOO);
            assert!(
                found.is_empty(),
                "{}, {template}: English in the French report:\n{}",
                path.display(),
                found.join("\n")
            );
            // The user's words (a briefing's "68,000 men") are no figures of the report's.
            let users = |text: &str| {
                let text = text.split_ascii_whitespace().collect::<Vec<_>>().join(" ");
                without_phrases(&text, &phrases)
            };
            let (f, e) = (figures(&users(&fr), true), figures(&users(&en), false));
            assert_eq!(
                f,
                e,
                "{}, {template}: the figures differ: {}",
                path.display(),
                crate::support::english::difference(&f, &e)
            );
        }
    }
}
