//! The umpire's desk in French (issue 29), driven as a user drives it at 1024×640: every panel
//! of every demo scenario shows its labels, buttons, headings and hover-free texts in French,
//! none of the desk's English words, nothing cut off at the window's right edge; a turn's
//! entries are counted in French at 0, 1 and 2; figures are written the French way; and a change
//! of language changes the panel's words at once, the desk's cached verdicts and graphs with
//! them, without an edit.
//!
//! The systems' steps and headlines, the record's sentences and the model's labels are other
//! files' words (translated beside this one): they are taken out of the check like the
//! scenario's own names, so that what is left is the desk's.

use crate::gui_desk::App as Desk;
use crate::support::english::{PROPER_NAMES, english_words, ron_strings, without_phrases};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use umpire::app::desk::{self, DeskPanel, DeskState, graphs::ChartKind, log_editor::describe};
use umpire::app::view::Audience;
use umpire::i18n::{FluentArgs, Lang, Msg, text_in, with_lang};
use umpire::model::{Event, Scenario, Turn};
use umpire::systems::Judgement;

/// The smallest window umpire is laid out for.
const WIDTH: f32 = 1024.0;
const HEIGHT: f32 = 640.0;

/// The desk tests' harness, at 1024×640.
fn harness(s: Scenario) -> Harness<'static, Desk> {
    let mut h = crate::gui_desk::harness(s);
    h.set_size(egui::vec2(WIDTH, HEIGHT));
    h.run();
    h
}

/// Click the widget named `label` (not a text with that name).
fn click(h: &mut Harness<'_, Desk>, label: &str) {
    {
        let found: Vec<_> = h
            .query_all_by_label(label)
            .filter(|n| n.accesskit_node().role() != egui::accesskit::Role::Label)
            .collect();
        assert!(
            !found.is_empty(),
            "no widget named \"{label}\": {:?}",
            texts(h)
        );
        found[0].click();
    }
    h.run();
}

/// The screen shows a widget or text named `label` (a label and the field it names both count).
fn see(h: &Harness<'_, Desk>, label: &str) {
    assert!(
        h.query_all_by_label(label).next().is_some(),
        "\"{label}\" is not shown: {:?}",
        texts(h)
    );
}

/// Every text the screen shows or names (labels and values of the accessibility tree).
fn texts(h: &Harness<'_, Desk>) -> Vec<String> {
    let mut out = Vec::new();
    for n in h.root().children_recursive() {
        let node = n.accesskit_node();
        // A wrapped text's lines are its runs: the whole text is its own node's.
        if node.role() == egui::accesskit::Role::TextRun {
            continue;
        }
        for text in [node.label(), node.value()].into_iter().flatten() {
            if !text.trim().is_empty() {
                out.push(text.to_string());
            }
        }
    }
    out
}

/// The demo scenarios, each with its file's text.
fn demos() -> Vec<(String, Scenario, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the demo folder") {
        let path = entry.expect("a folder entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("ron") {
            continue;
        }
        let (s, _) = umpire::model::load_lenient(&path, &umpire::systems::ids())
            .unwrap_or_else(|e| panic!("a demo that does not load: {e}"));
        let ron = std::fs::read_to_string(&path).expect("a readable demo");
        out.push((path.display().to_string(), s, ron));
    }
    assert!(out.len() >= 4, "the demos: {}", out.len());
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The words of other files the desk shows, in the language in force: the systems' judgements,
/// the record's sentences on the log, the model's names of kinds and turns; and the scenario's
/// own strings.
fn others_words(h: &Harness<'_, Desk>, ron: &str) -> Vec<String> {
    let s = h.state().doc.scenario();
    // A name of a letter or two (an id) would cut words short: only names of three letters
    // and more are taken out.
    let mut out: Vec<String> = ron_strings(ron)
        .into_iter()
        .filter(|p| p.chars().filter(|c| c.is_alphanumeric()).count() >= 3)
        .collect();
    for (sys, j) in h.state().desk.derived.judgements() {
        out.extend([sys.name().to_string(), sys.source().to_string()]);
        match j {
            Judgement::Verdict(v) => {
                out.extend([v.headline.clone(), v.level.clone(), v.reason.clone()]);
                out.extend(v.flags.iter().map(|f| f.text.clone()));
                for f in &v.figures {
                    out.push(f.label.clone());
                    out.extend(f.text.iter().cloned());
                }
                for step in &v.steps {
                    out.extend([step.rule.clone(), step.text.clone()]);
                }
            }
            Judgement::NotApplicable { missing: list } | Judgement::Invalid { problems: list } => {
                for m in list {
                    out.extend([m.message.clone(), desk::field_name(s, &m.path)]);
                }
            }
            Judgement::Withheld { reason } => out.push(reason.clone()),
        }
    }
    for p in h.state().desk.derived.problems() {
        out.extend([p.message.clone(), desk::field_name(s, &p.path)]);
    }
    out.extend([
        umpire::record::result::not_yet_played_text(),
        umpire::record::result::no_choice(),
    ]);
    let known = h.state().desk.derived.knowledge(s, Audience::Umpire);
    for (t, turn) in s.log.turns.iter().enumerate() {
        out.extend([
            s.log.turn_phrase(t),
            s.log.turn_phrase_capitalised(t),
            turn.name.clone(),
        ]);
        for e in &turn.events {
            out.extend([describe(s, e, &known), e.kind_label().to_string()]);
        }
    }
    out.extend(models_words());
    out.extend(s.map.grid.as_ref().map(|g| g.cell_word().to_string()));
    out.extend(systems_words(s, &h.state().desk));
    out
}

/// The model's names of kinds, statuses, terrains, results and measures.
fn models_words() -> Vec<String> {
    use umpire::model::{CrtResult, EventKind, GunLoss, Terrain, UnitStatus};
    let mut out: Vec<String> = EventKind::ALL
        .iter()
        .map(|k| k.label().to_string())
        .collect();
    out.extend(UnitStatus::ALL.iter().map(|x| x.label().to_string()));
    for how in GunLoss::ALL {
        // The form begins the entry with it: capitalised.
        let label = how.label().to_string();
        let mut chars = label.chars();
        let first: String = chars
            .next()
            .into_iter()
            .flat_map(char::to_uppercase)
            .collect();
        out.extend([first + chars.as_str(), label]);
    }
    out.extend(Terrain::ALL.iter().map(|x| x.label().to_string()));
    for r in CrtResult::ALL {
        out.extend([r.code().to_string(), r.meaning().to_string()]);
    }
    out.extend(
        umpire::record::Measure::ALL
            .iter()
            .map(|m| m.label().to_string()),
    );
    out
}

/// What the systems' tools tell the desk's panels: the withdrawal test's reasons and steps, the
/// charts' reference lines, Waterloo 20's tables, ledger, track and combat odds, and Napoleon at
/// Waterloo's notes.
fn systems_words(s: &Scenario, desk: &DeskState) -> Vec<String> {
    use umpire::systems::waterloo20 as w20;
    use umpire::systems::{ChartAxis, weighted_objectives};
    let mut out = Vec::new();
    let turn = desk.current_turn(s);
    for side in umpire::model::SideId::BOTH {
        let st = weighted_objectives::withdrawal_status(s, side, turn);
        out.extend(st.reasons.iter().cloned());
        for step in &st.steps {
            out.extend([step.rule.clone(), step.text.clone()]);
        }
    }
    for axis in [
        ChartAxis::MenLostPercent,
        ChartAxis::NawCombatCount,
        ChartAxis::VpHeldPercent,
        ChartAxis::MoralePoints,
    ] {
        out.extend(
            umpire::systems::reference_lines(s, axis, &|_| true)
                .into_iter()
                .map(|line| line.label),
        );
    }
    out.extend(w20::TURN_TRACK.iter().map(|t| t.to_string()));
    for name in w20::TURN_TRACK {
        out.extend(w20::reinforcements_for(name).iter().map(|r| r.to_string()));
    }
    for french in [true, false] {
        for roll in 1..=6 {
            let (title, text) = w20::random_event(french, roll);
            out.extend([title.to_string(), text.to_string()]);
        }
    }
    if s.settings.french.is_some() {
        out.extend(w20::morale_ledger(s).into_iter().map(|e| e.reason));
        let odds = w20::combat_odds(s, &desk.waterloo20.draft);
        for step in &odds.steps {
            out.extend([step.rule.clone(), step.text.clone()]);
        }
        out.extend(odds.problems.iter().cloned());
        out.extend(desk::naw_tracker::points(s).into_iter().map(|p| p.note));
    }
    out
}

/// What stays English on purpose, or is other files' words that the list above cannot reach:
/// each with why.
const ALLOWED: &[&str] = &[
    // "Napoleon at Waterloo" is a game's title, as the rules texts name it.
    "at", // A French word too: "Date de la partie".
    "date",
];

/// The English of the desk's own messages: each message whose French differs, as English
/// writes it, cut at its variables into the phrases a reader would see.
fn desk_english() -> Vec<String> {
    const CUT: &str = "\u{1}";
    let mut args = FluentArgs::new();
    for name in [
        "count",
        "turn",
        "side",
        "system",
        "field",
        "message",
        "what",
        "cause",
        "typed",
        "range",
        "faces",
        "roll",
        "draw",
        "why",
        "next",
        "current",
        "last",
        "flag",
        "level",
        "winner",
        "reason",
        "n",
        "rule",
        "id",
        "label",
        "contingent",
        "strength",
        "casualties",
        "loss",
        "value",
        "figures",
        "name",
        "more",
        "places",
        "how",
        "code",
        "meaning",
        "cell",
        "percent",
        "calls",
        "penalty",
        "caller",
        "caller_number",
        "of",
        "game",
        "track",
        "ends_in_s",
        "points",
        "said",
        "attack",
        "defence",
        "differential",
        "column",
        "sixths",
        "units",
        "unit",
        "modifier",
        "modified",
        "event",
        "text",
        "extra",
        "measure",
        "path",
        "title",
        "error",
        "tab",
        "entry",
    ] {
        args.set(name, CUT);
    }
    Msg::ALL
        .into_iter()
        .filter(|m| m.id().starts_with("desk-"))
        .filter(|&m| text_in(Lang::En, m, Some(&args)) != text_in(Lang::Fr, m, Some(&args)))
        .flat_map(|m| {
            let en = text_in(Lang::En, m, Some(&args));
            en.split(CUT)
                .map(|p| p.trim().to_string())
                // A phrase of two words at least: one word alone is the word list's to find.
                .filter(|p| {
                    p.split_whitespace()
                        .filter(|w| w.chars().any(char::is_alphabetic))
                        .count()
                        >= 2
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// What is wrong with the screen as it stands, in French: the desk's English phrases shown,
/// English words left once the other files' words are out, and labels cut off at the right edge.
fn faults(h: &Harness<'_, Desk>, ron: &str, english: &[String], place: &str) -> Vec<String> {
    let shown = texts(h);
    let others = others_words(h, ron);
    let mut out = Vec::new();
    for t in &shown {
        // The sources' titles first: the other files' words may hold a part of one.
        let titles: Vec<String> = PROPER_NAMES.iter().map(|t| t.to_string()).collect();
        let own = without_phrases(&without_phrases(t, &titles), &others);
        if let Some(p) = english.iter().find(|p| own.contains(p.as_str())) {
            out.push(format!("{place}: the desk's English \"{p}\" in \"{t}\""));
        }
        for w in english_words(&own, &[], ALLOWED) {
            out.push(format!("{place}: {w}"));
        }
    }
    for n in h.root().children_recursive() {
        let Some(label) = n.accesskit_node().label() else {
            continue;
        };
        let r = n.rect();
        // In view (not scrolled away below), and past the window's right edge.
        if r.top() < HEIGHT && r.bottom() > 0.0 && r.right() > WIDTH + 1.0 && r.width() > 1.0 {
            out.push(format!(
                "{place}: \"{label}\" cut off at {:.0} px",
                r.right()
            ));
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_desk_panel_of_every_demo_is_french_and_fits_at_1024_by_640() {
    with_lang(Lang::Fr, || {
        let english = desk_english();
        assert!(english.len() > 150, "too few phrases: {}", english.len());
        let mut found = Vec::new();
        for (path, s, ron) in demos() {
            let mut h = harness(s);
            for panel in DeskPanel::ALL {
                click(&mut h, &panel.label());
                assert_eq!(h.state().desk.panel, panel, "{path}");
                found.extend(faults(&h, &ron, &english, &format!("{path} {panel:?}")));
            }
            // Each section of the Waterloo 20 assistant, each graph.
            if h.state().doc.scenario().settings.french.is_some() {
                click(&mut h, &DeskPanel::Waterloo20.label());
                for sec in desk::waterloo20::Section::ALL {
                    click(&mut h, &sec.label());
                    found.extend(faults(&h, &ron, &english, &format!("{path} {sec:?}")));
                }
            }
            click(&mut h, &DeskPanel::Graphs.label());
            for kind in ChartKind::ALL {
                click(&mut h, &kind.label());
                found.extend(faults(&h, &ron, &english, &format!("{path} {kind:?}")));
            }
        }
        assert_eq!(found, Vec::<String>::new());
    });
}

#[test]
fn the_form_of_every_kind_of_entry_is_french_and_fits() {
    use umpire::model::EventKind;
    with_lang(Lang::Fr, || {
        let english = desk_english();
        let (path, s, ron) = demos()
            .into_iter()
            .find(|(p, _, _)| p.ends_with("waterloo.ron"))
            .expect("the Waterloo demo");
        let mut h = harness(s);
        // The entries go into the log's last turn, after those it holds.
        let turn = h.state().desk.current_turn(h.state().doc.scenario());
        let before = h.state().doc.scenario().log.turns[turn].events.len();
        let mut found = Vec::new();
        for (k, kind) in EventKind::ALL.into_iter().enumerate() {
            h.state_mut().desk.log.new_kind = kind;
            h.run();
            // Below the panel's fold once a few forms are open: clicked as a screen reader does.
            h.get_by_label("Ajouter l'entrée").click_accesskit();
            // The panel scrolls to the new entry over a few frames.
            h.run_steps(8);
            let entries = h.state().doc.scenario().log.turns[turn].events.len();
            assert_eq!(entries, before + k + 1, "{kind:?} added");
            // The new entry's form, brought into view.
            h.get_by_label(&format!("Terminer l'entrée {}", before + k + 1))
                .scroll_to_me();
            h.run_steps(8);
            found.extend(faults(&h, &ron, &english, &format!("{path} {kind:?}")));
        }
        assert_eq!(found, Vec::<String>::new());
    });
}

#[test]
fn the_french_desk_says_its_panels_and_buttons_in_french() {
    with_lang(Lang::Fr, || {
        let (_, s, _) = demos()
            .into_iter()
            .find(|(p, _, _)| p.ends_with("lobositz.ron"))
            .expect("the Lobositz demo");
        let mut h = harness(s);
        for tab in [
            "Journal de bataille",
            "Fin de bataille",
            "Réglages",
            "Test de retraite",
            "Graphiques",
        ] {
            see(&h, tab);
        }
        see(&h, "Tour suivant");
        for button in [
            "Ajouter un tour",
            "Renommer le tour",
            "Supprimer le tour",
            "Ajouter l'entrée",
        ] {
            see(&h, button);
        }
        click(&mut h, "Verdicts");
        see(&h, "Résultat officiel");
        click(&mut h, "Réglages");
        see(&h, "Qui a joué");
        assert!(h.query_all_by_label("Décidé par").count() >= 1);
        click(&mut h, "Fin de bataille");
        see(&h, "Comment la bataille a fini");
        see(&h, "Hommes par canon");
        click(&mut h, "Graphiques");
        see(&h, "Enregistrer le graphique en PNG");
        click(&mut h, "Test de retraite");
        // The residual strength's percentage, the French way: a narrow no-break space before %.
        let percents: Vec<String> = texts(&h)
            .into_iter()
            .filter(|t| t.ends_with('%') && t.starts_with(|c: char| c.is_ascii_digit()))
            .collect();
        assert!(!percents.is_empty(), "{:?}", texts(&h));
        for p in &percents {
            assert!(p.ends_with("\u{202F}%"), "{p:?}");
        }
    });
}

/// A battle of three turns holding 0, 1 and 2 entries.
fn zero_one_two() -> Scenario {
    let mut s = Scenario::new("Comptes");
    for n in 0..3 {
        s.log.turns.push(Turn {
            name: (n + 1).to_string(),
            events: (0..n)
                .map(|k| Event::Note {
                    text: format!("n{k}"),
                })
                .collect(),
        });
    }
    s
}

#[test]
fn a_turn_s_entries_are_counted_in_french_at_zero_one_and_two() {
    for (lang, labels) in [
        (
            Lang::Fr,
            [
                "Tour 1 (0 entrée)",
                "Tour 2 (1 entrée)",
                "Tour 3 (2 entrées)",
            ],
        ),
        (
            Lang::En,
            [
                "Turn 1 (0 entries)",
                "Turn 2 (1 entry)",
                "Turn 3 (2 entries)",
            ],
        ),
    ] {
        with_lang(lang, || {
            let h = harness(zero_one_two());
            for label in labels {
                see(&h, label);
            }
        });
    }
}

/// The losses chart's title as the desk keeps it (derived once per state and language).
fn losses_title(h: &mut Harness<'_, Desk>) -> String {
    let s = h.state().doc.scenario().clone();
    let chart = h
        .state_mut()
        .desk
        .derived
        .chart(&s, ChartKind::Losses, Audience::Umpire);
    chart.expect("a losses chart").title.clone()
}

#[test]
fn a_change_of_language_changes_the_desk_s_words_and_its_cached_verdicts_and_graphs() {
    let (_, s, _) = demos()
        .into_iter()
        .find(|(p, _, _)| p.ends_with("lobositz.ron"))
        .expect("the Lobositz demo");
    let (mut h, title_en) = with_lang(Lang::En, || {
        let mut h = harness(s);
        click(&mut h, "Graphs");
        let title = losses_title(&mut h);
        (h, title)
    });
    see(&h, &title_en);
    let generation = h.state().doc.generation();
    // The window's language changes: the next frame is French, with no edit in between.
    with_lang(Lang::Fr, || {
        h.run();
        assert!(
            h.query_by_label(&title_en).is_none(),
            "the English title is gone"
        );
        let title_fr = losses_title(&mut h);
        assert_ne!(title_fr, title_en);
        see(&h, &title_fr);
        see(&h, "Enregistrer le graphique en PNG");
        click(&mut h, "Verdicts");
        see(&h, "Résultat officiel");
        assert!(h.query_by_label("Result of record").is_none());
    });
    with_lang(Lang::En, || {
        h.run();
        see(&h, "Result of record");
        see(&h, "Graphs");
    });
    assert_eq!(h.state().doc.generation(), generation, "no edit was made");
    assert!(!h.state().doc.is_dirty());
}
