//! The window's shell in French (issue 29): its tabs and title, the file dialogs' titles and
//! filters, the messages of opening, saving, undoing and exporting, the autosaves' ages and
//! errors, the dialogs and the Campaign view; plural forms at 0, 1 and 2, French numbers, and
//! no English word left. English stays as it was (the other tests).

use crate::gui_french::ALLOWED;
use crate::gui_shell::settle_map;
use crate::support::english::{english_words, ron_strings};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::{Duration, SystemTime};
use umpire::app::UmpireApp;
use umpire::app::autosave::age_text;
use umpire::app::campaign::Pane;
use umpire::app::commands::Command;
use umpire::app::dialogs::{Dialog, Then};
use umpire::app::export_map::ExportError;
use umpire::app::files::{self, FilePurpose, PlaceMapError, PlacedMap, Placement};
use umpire::app::shell::Tab;
use umpire::app::view::Audience;
use umpire::assets::demo;
use umpire::i18n::{FluentArgs, Lang, Msg, text_in, with_lang};
use umpire::model::Scenario;

/// No English word in `text`, the user's `phrases` aside.
fn french_only(text: &str, phrases: &[String]) {
    let english = english_words(text, phrases, ALLOWED);
    assert!(english.is_empty(), "{english:?} in {text:?}");
}

fn fr(msg: Msg, args: &[(&str, i64)]) -> String {
    let mut a = FluentArgs::new();
    for (name, value) in args {
        a.set(*name, *value);
    }
    for name in [
        "path", "name", "file", "title", "origin", "age", "kb", "error", "dialog",
    ] {
        if !args.iter().any(|(n, _)| n == &name) {
            a.set(name, "«x»");
        }
    }
    text_in(Lang::Fr, msg, Some(&a))
}

#[test]
fn the_tabs_panes_title_and_file_dialogs_are_french() {
    with_lang(Lang::Fr, || {
        let tabs: Vec<String> = Tab::ALL.iter().map(|t| t.label()).collect();
        assert_eq!(tabs, ["Conception", "Camps et unités", "Bataille"]);
        for t in Tab::ALL {
            french_only(&t.about(), &[]);
        }
        let panes: Vec<String> = Pane::ALL.iter().map(|p| p.label()).collect();
        assert_eq!(
            panes,
            [
                "Batailles",
                "Registre",
                "Classement et règles",
                "Modifier la campagne"
            ]
        );
        assert_eq!(
            files::window_title("  ", None, true),
            "umpire — scénario sans titre — pas encore enregistré •"
        );
        assert_eq!(
            files::window_title(
                "Lobositz 1756",
                Some(std::path::Path::new("/j/l.ron")),
                false
            ),
            "umpire — Lobositz 1756 — l.ron"
        );
        let purposes = [
            FilePurpose::OpenScenario,
            FilePurpose::SaveScenarioAs,
            FilePurpose::SaveBundleAs,
            FilePurpose::OpenMapImage,
            FilePurpose::ExportMapPng,
            FilePurpose::ExportReport,
            FilePurpose::ExportPlayerCopy(Audience::Public),
            FilePurpose::OpenCampaign,
            FilePurpose::SaveCampaignAs,
            FilePurpose::ExportCampaignReport,
        ];
        for p in purposes {
            let (filter, extensions) = p.filter();
            french_only(&format!("{} / {filter}", p.title()), &[]);
            assert!(!extensions.is_empty());
        }
        assert_eq!(FilePurpose::OpenScenario.title(), "Ouvrir un scénario");
        assert_eq!(FilePurpose::ExportReport.filter().0, "Document PDF");
    });
}

#[test]
fn autosave_ages_take_french_plurals() {
    let now = SystemTime::now();
    let ago = |secs: u64| {
        with_lang(Lang::Fr, || {
            age_text(Some(now - Duration::from_secs(secs)), now)
        })
    };
    assert_eq!(ago(5), "il y a moins d'une minute");
    assert_eq!(ago(60), "il y a 1 minute");
    assert_eq!(ago(120), "il y a 2 minutes");
    assert_eq!(ago(3600), "il y a 1 heure");
    assert_eq!(ago(7200), "il y a 2 heures");
    assert_eq!(ago(86_400), "il y a 1 jour");
    assert_eq!(ago(3 * 86_400), "il y a 3 jours");
    assert_eq!(
        with_lang(Lang::Fr, || age_text(None, now)),
        "à une heure inconnue"
    );
    // English as before.
    assert_eq!(
        with_lang(Lang::En, || age_text(
            Some(now - Duration::from_secs(60)),
            now
        )),
        "1 minute ago"
    );
}

#[test]
fn counted_messages_take_french_plurals_at_0_1_and_2() {
    let comments = |n| fr(Msg::ShellCommentsDroppedWhy, &[("count", n)]);
    assert!(
        comments(0).contains("contient 0 commentaire."),
        "{}",
        comments(0)
    );
    assert!(
        comments(1).contains("contient 1 commentaire."),
        "{}",
        comments(1)
    );
    assert!(
        comments(2).contains("contient 2 commentaires."),
        "{}",
        comments(2)
    );
    let problems = |n| fr(Msg::ShellOpenedWithProblems, &[("count", n)]);
    assert!(problems(0).contains("avec 0 problème de cohérence"));
    assert!(problems(1).contains("avec 1 problème de cohérence"));
    assert!(problems(2).contains("avec 2 problèmes de cohérence"));
    let waiting = |n| fr(Msg::ShellAutosavesMoreWaiting, &[("count", n)]);
    assert!(waiting(1).starts_with("1 autre sauvegarde automatique attend"));
    assert!(waiting(2).starts_with("2 autres sauvegardes automatiques attendent"));
    let pages = |n| fr(Msg::ShellReportWritten, &[("pages", n)]);
    assert!(pages(1).contains("(1 page,"), "{}", pages(1));
    assert!(pages(2).contains("(2 pages,"), "{}", pages(2));
    let turns = |n| fr(Msg::ShellCopyNewer, &[("turns", n), ("turns_before", 0)]);
    assert!(turns(1).contains("après 1 tour ("), "{}", turns(1));
    assert!(turns(2).contains("après 2 tours ("), "{}", turns(2));
    // A number is written the French way: a narrow no-break space between thousands.
    let many = fr(Msg::ShellRestoreMany, &[("count", 1200)]);
    assert!(many.contains("1\u{202F}200 sauvegardes"), "{many}");
    for text in [
        comments(2),
        problems(2),
        waiting(2),
        pages(2),
        turns(2),
        many,
    ] {
        french_only(&text, &["«x»".to_string()]);
    }
}

#[test]
fn the_errors_of_maps_and_autosaves_are_french() {
    with_lang(Lang::Fr, || {
        let dir = std::path::Path::new("/parties");
        let placed = PlacedMap {
            name: "carte.png".into(),
            how: Placement::WrittenBeside {
                taken: "carte-0.png".into(),
            },
        };
        let said = placed.message(dir);
        assert!(said.contains("est un autre fichier"), "{said}");
        french_only(&said, &[]);
        let e = PlaceMapError::NoFreeName {
            dir: dir.to_path_buf(),
            file_name: "carte.png".into(),
        };
        let text = e.to_string();
        assert!(
            text.contains("impossible d'écrire l'image de la carte"),
            "{text}"
        );
        assert!(
            text.contains("\u{A0}:"),
            "a no-break space before the colon: {text:?}"
        );
        french_only(&text, &[]);
        let none = ExportError::NoMapImage.to_string();
        assert!(
            none.starts_with("Le scénario n'a pas d'image de carte"),
            "{none}"
        );
        french_only(&none, &[]);
    });
}

fn french_window(app: UmpireApp) -> Harness<'static, UmpireApp> {
    let mut app = app;
    app.set_language(Lang::Fr);
    let mut h = Harness::builder()
        .with_size([1024.0, 640.0])
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app);
    h.run();
    h
}

#[test]
fn the_shell_s_messages_are_said_in_french() {
    let mut app = UmpireApp::new_for_test(Scenario::new(""), None);
    app.open_demo("lobositz.ron");
    let mut h = french_window(app);
    // The demo was opened before French was chosen: its message stays as written.
    h.state_mut().queue(Command::Undo);
    h.run();
    let said = h.state().status_message().expect("a message").text;
    assert_eq!(said, "Rien à annuler");
    h.state_mut().open_demo("waterloo.ron");
    settle_map(&mut h);
    let said = h.state().status_message().expect("a message").text;
    assert_eq!(said, "Démo intégrée ouverte\u{A0}: waterloo.ron");
    // A player's view is read-only, and says so in French.
    h.state_mut().view.audience = Audience::Public;
    h.state_mut().queue(Command::Save);
    h.run();
    let said = h.state().status_message().expect("a message").text;
    assert!(
        said.starts_with("La vue du public est en lecture seule"),
        "{said}"
    );
    h.get_by_label("Lecture seule");
    h.get_by_label("Vu par\u{A0}:");
    let phrases = ron_strings(demo::demo_scenario("waterloo.ron").unwrap());
    french_only(&said, &phrases);
}

#[test]
fn the_dialogs_are_french() {
    let mut h = french_window(UmpireApp::new_for_test(
        Scenario::new("Lobositz 1756"),
        None,
    ));
    h.state_mut()
        .view
        .dialogs
        .push_back(Dialog::UnsavedChanges(Then::Quit));
    h.run();
    h.get_by_label("Modifications non enregistrées");
    h.get_by_label(
        "«\u{A0}Lobositz 1756\u{A0}» a des modifications non enregistrées. Les enregistrer avant de quitter\u{202F}?",
    );
    for button in ["Enregistrer", "Abandonner", "Annuler"] {
        h.get_by_label(button);
    }
}

#[test]
fn the_campaign_view_is_french() {
    let mut app = UmpireApp::new_for_test(Scenario::new(""), None);
    app.open_demo_campaign();
    app.show_campaign(true);
    let mut h = french_window(app);
    h.get_by_label("← Bureau de bataille");
    h.get_by_label("Relire les batailles");
    h.get_by_label("Exporter le compte rendu…");
    h.get_by_label("Créer la bataille suivante…");
    for pane in Pane::ALL {
        h.get_by_label(&with_lang(Lang::Fr, || pane.label()));
    }
    h.state_mut().campaign.as_mut().unwrap().pane = Pane::Edit;
    h.run();
    for label in [
        "Titre de la campagne",
        "Notes de l'arbitre",
        "Règles",
        "Table des résultats",
    ] {
        h.get_by_label(label);
    }
    h.state_mut().campaign.as_mut().unwrap().pane = Pane::Standings;
    h.run();
    for label in ["Classement", "Niveau", "Sans vainqueur", "Tous niveaux"] {
        h.get_by_label(label);
    }
}
