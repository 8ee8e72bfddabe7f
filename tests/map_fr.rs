//! The map's tools, the sides panel and the players' screen in French at 1024 × 640 (issue
//! 29): French labels, counts in the right plural at 0, 1 and 2, no English left from their
//! messages (`map.ftl`), nothing running past the window's edge.

use crate::support::english::{english_words, ron_strings};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use umpire::app::UmpireApp;
use umpire::app::commands::Command;
use umpire::app::document::Document;
use umpire::app::map::MapView;
use umpire::app::view::{Audience, Message, ViewCtx};
use umpire::i18n::{Lang, Msg, with_lang};
use umpire::model::Scenario;

const SIZE: [f32; 2] = [1024.0, 640.0];

fn lobositz_text() -> &'static str {
    umpire::assets::demo::demo_scenario("lobositz.ron").expect("the demo")
}

fn lobositz() -> Scenario {
    umpire::model::parse(lobositz_text(), "lobositz.ron", &umpire::systems::ids()).expect("valid")
}

/// The user's words of the demo: never translated. Its strings as the file writes them, and
/// as the scenario holds them (a comment's quote would shift the file's), but none so short
/// (a marker's id, "A") that taking it out would cut words apart.
fn phrases() -> Vec<String> {
    let s = lobositz();
    let mut words = ron_strings(lobositz_text());
    words.extend([
        s.title.clone(),
        s.date.clone(),
        s.notes.clone(),
        s.umpire_notes.clone(),
    ]);
    for side in &s.sides {
        words.extend([side.name.clone(), side.c_in_c.name.clone()]);
        for c in &side.contingents {
            words.push(c.name.clone());
            words.extend(c.units.iter().flat_map(|u| [u.id.clone(), u.name.clone()]));
        }
    }
    words.extend(s.markers.markers.iter().map(|m| m.name.clone()));
    words.extend(s.log.turns.iter().map(|t| t.name.clone()));
    words.retain(|w| w.chars().count() > 2);
    words
}

/// English-only words that are not this file's to translate, or French too.
const ALLOWED: &[&str] = &[
    // "turn 2": the record's turn phrase (record.ftl's, another helper's), in the slider's
    // "après : turn 2" until then.
    "turn",
    // "Notes", "Date", "contingent" (docs/i18n.md's word): French as well as English.
    "notes",
    "date",
    "contingent",
];

struct Panel {
    map: MapView,
    doc: Document,
    messages: Vec<Message>,
    sides: bool,
}

/// The map view (or, with `sides`, the sides panel) alone, at 1024 × 640.
fn panel(s: Scenario, sides: bool) -> Harness<'static, Panel> {
    let app = Panel {
        map: MapView::new(),
        doc: Document::new(s, None),
        messages: Vec::new(),
        sides,
    };
    let mut h = Harness::builder().with_size(SIZE).build_ui_state(
        |ui, app: &mut Panel| {
            let mut view = ViewCtx {
                audience: Audience::Umpire,
                scenario_dir: None,
                messages: &mut app.messages,
            };
            if app.sides {
                umpire::app::sides_panel::ui(ui, &mut app.doc, &mut view, &mut None);
            } else {
                app.map.ui(ui, &mut app.doc, &mut view);
            }
            let now = ui.input(|i| i.time);
            app.doc.end_frame(now);
        },
        app,
    );
    h.run();
    h
}

/// Every text shown (labels and values), with its place.
fn texts<S>(h: &Harness<'_, S>) -> Vec<(String, egui::Rect)> {
    let mut out = Vec::new();
    for n in h.root().children_recursive() {
        let node = n.accesskit_node();
        for t in [node.label(), node.value()].into_iter().flatten() {
            out.push((t.to_string(), n.rect()));
        }
    }
    out
}

fn joined(texts: &[(String, egui::Rect)]) -> String {
    texts
        .iter()
        .map(|(t, _)| t.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The English texts of `map.ftl`'s messages that take no variable, where French says
/// otherwise: none may be shown in French.
fn english_labels() -> Vec<String> {
    Msg::ALL
        .into_iter()
        .filter(|m| m.id().starts_with("map-"))
        .filter_map(|m| {
            let en = umpire::i18n::checked_text(Lang::En, m, None).ok()?;
            let fr = umpire::i18n::checked_text(Lang::Fr, m, None).ok()?;
            (en != fr).then_some(en)
        })
        // "Draw" is also the systems' verdict (a match nul, theirs to translate).
        .filter(|en| en != "Draw")
        .collect()
}

fn english_labels_shown(texts: &[(String, egui::Rect)]) -> Vec<String> {
    let english = english_labels();
    assert!(
        english.len() > 60,
        "too few labels to look for: {english:?}"
    );
    texts
        .iter()
        .filter(|(t, _)| english.contains(t))
        .map(|(t, _)| t.clone())
        .collect()
}

/// Texts in view (not scrolled away) that run past the window's right edge.
fn past_the_edge(texts: &[(String, egui::Rect)]) -> Vec<String> {
    texts
        .iter()
        .filter(|(_, r)| r.bottom() > 0.0 && r.top() < SIZE[1] && r.width() > 0.0)
        // The map's canvas, larger than the window, is cut by it, not its words.
        .filter(|(_, r)| r.width() < SIZE[0])
        .filter(|(_, r)| r.right() > SIZE[0] + 0.5)
        .map(|(t, r)| format!("{t:?} at {r:?}"))
        .collect()
}

#[test]
fn the_map_tools_are_french_with_french_counts() {
    with_lang(Lang::Fr, || {
        let mut s = lobositz();
        s.markers.markers.truncate(2);
        let h = panel(s, false);
        let shown = texts(&h);
        let text = joined(&shown);
        for label in [
            "Sélection",
            "Placer un marqueur",
            "Marqueurs de PV",
            "Règles de placement",
            "Zones de déploiement",
            "Valeurs face cachée",
            "Grille",
        ] {
            assert!(shown.iter().any(|(t, _)| t == label), "{label} in {text}");
        }
        assert!(
            text.contains("2 marqueurs placés sur 10. Valeur du prochain marqueur\u{a0}:"),
            "{text}"
        );
        assert!(
            text.contains("Jeu\u{a0}: 30, 20, 15, 7 × 5 = 100\u{202f}%"),
            "{text}"
        );
        assert_eq!(english_labels_shown(&shown), Vec::<String>::new());
        assert_eq!(
            english_words(&text, &phrases(), ALLOWED),
            Vec::<String>::new(),
            "{text}"
        );
        assert_eq!(past_the_edge(&shown), Vec::<String>::new());
    });
}

#[test]
fn counts_of_markers_take_the_french_plural_at_zero_one_and_two() {
    with_lang(Lang::Fr, || {
        for (placed, words) in [
            (0, "0 marqueur placé sur 10."),
            (1, "1 marqueur placé sur 10."),
            (2, "2 marqueurs placés sur 10."),
        ] {
            let mut s = lobositz();
            s.markers.markers.truncate(placed);
            let h = panel(s, false);
            let text = joined(&texts(&h));
            assert!(text.contains(words), "{placed}: {text}");
        }
        // The values left of one kind, 5 % seven times: none left once all are placed.
        let text = joined(&texts(&panel(lobositz(), false)));
        assert!(text.contains("5\u{202f}%\u{a0}: 0 restant sur 7"), "{text}");
    });
}

#[test]
fn the_sides_panel_is_french_with_french_numbers() {
    with_lang(Lang::Fr, || {
        let h = panel(lobositz(), true);
        let shown = texts(&h);
        let text = joined(&shown);
        // The fields' contents are the user's words (the scenario's notes, shown whole in a
        // field): only the panel's labels are looked at for English.
        let labels: Vec<String> = h
            .root()
            .children_recursive()
            .filter_map(|n| n.accesskit_node().label().map(|l| l.to_string()))
            .collect();
        for label in [
            "Scénario",
            "Titre",
            "Notes de l'arbitre",
            "Commandant en chef",
            "Points de moral (Waterloo 20)",
            "Ajouter un contingent au camp A",
            "Hommes",
            "Socles",
        ] {
            assert!(shown.iter().any(|(t, _)| t == label), "{label} in {text}");
        }
        h.get_by_label("Nom du camp A");
        assert!(text.contains("Totaux du camp A ("), "{text}");
        // Thousands with a narrow no-break space: "28 500 hommes".
        assert!(
            shown
                .iter()
                .any(|(t, _)| t.starts_with("Totaux du camp A") && t.contains("\u{202f}")),
            "{text}"
        );
        assert_eq!(english_labels_shown(&shown), Vec::<String>::new());
        assert_eq!(
            english_words(&labels.join("\n"), &phrases(), ALLOWED),
            Vec::<String>::new(),
            "{text}"
        );
        assert_eq!(past_the_edge(&shown), Vec::<String>::new());
    });
}

#[test]
fn side_totals_say_units_in_the_french_plural() {
    with_lang(Lang::Fr, || {
        let mut s = Scenario::new("t");
        let totals =
            |s: &Scenario| umpire::app::sides_panel::totals_text(s, umpire::model::SideId::A);
        s.sides[0].name = "Prussiens".into();
        assert_eq!(
            totals(&s),
            "Totaux du camp A (Prussiens)\u{a0}: 0 unité, 0 homme, 0 socle, 0 PU, 0 PF"
        );
        let mut a = umpire::model::Unit::new("A1", "Grenadiers", umpire::model::UnitKind::Infantry);
        a.strength.men = 1;
        a.strength.stands = 1;
        s.sides[0].contingents.push(umpire::model::Contingent {
            name: "Avant-garde".into(),
            units: vec![a.clone()],
            ..Default::default()
        });
        assert_eq!(
            totals(&s),
            "Totaux du camp A (Prussiens)\u{a0}: 1 unité, 1 homme, 1 socle, 0 PU, 0 PF"
        );
        a.id = "A2".into();
        a.strength.men = 3300;
        s.sides[0].contingents[0].units.push(a);
        assert_eq!(
            totals(&s),
            "Totaux du camp A (Prussiens)\u{a0}: 2 unités, 3\u{202f}301 hommes, 2 socles, 0 PU, 0 PF"
        );
    });
}

#[test]
fn the_players_screen_is_french() {
    with_lang(Lang::Fr, || {
        let app = UmpireApp::new_for_test(lobositz(), None);
        let mut h = Harness::builder()
            .with_size(SIZE)
            .allow_missing_glyphs()
            .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app);
        h.state_mut()
            .queue(Command::OpenPlayersScreen(Audience::Public));
        crate::gui_players_screen::settle(&mut h);
        let title = umpire::app::players_screen::title();
        assert_eq!(title, "umpire — écran des joueurs");
        let window = h
            .root()
            .children_recursive()
            .find(|n| {
                let a = n.accesskit_node();
                a.role() == egui::accesskit::Role::Window && a.label().as_deref() == Some(&*title)
            })
            .expect("the players' screen, titled in French");
        let mut shown = Vec::new();
        for n in window.children_recursive() {
            let node = n.accesskit_node();
            for t in [node.label(), node.value()].into_iter().flatten() {
                shown.push((t.to_string(), n.rect()));
            }
        }
        let text = joined(&shown);
        for label in [
            "Montré à\u{a0}:",
            "le public",
            "Fermer",
            "Graphique affiché",
        ] {
            assert!(shown.iter().any(|(t, _)| t == label), "{label} in {text}");
        }
        assert!(
            shown.iter().any(|(t, _)| t.starts_with("La carte ")),
            "the picture's alternative text: {text}"
        );
        assert_eq!(english_labels_shown(&shown), Vec::<String>::new());
    });
}

#[test]
fn the_log_entries_named_before_a_deletion_are_in_french() {
    with_lang(Lang::Fr, || {
        let s = lobositz();
        let entries = umpire::app::references::value_entries(&s);
        assert!(
            entries.len() > 3,
            "the demo logs marker controls: {entries:?}"
        );
        let said = umpire::app::references::describe(&s, &entries);
        assert!(
            said.starts_with(&format!(
                "{} entrées du journal s'y rapportent\u{a0}: ",
                entries.len()
            )),
            "{said}"
        );
        assert!(said.contains(" et "), "{said}");
        let one = umpire::app::references::describe(&s, &entries[..1]);
        assert!(
            one.starts_with("1 entrée du journal s'y rapporte\u{a0}: "),
            "{one}"
        );
        assert!(
            one.ends_with(", entrée 2)."),
            "the first control, after a note: {one}"
        );
    });
}
