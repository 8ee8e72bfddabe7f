//! The window in English or in French (issue 29): View → Language switches the menus and the
//! status bar at once, without a restart; the choice is stored with the window's settings and
//! taken back at the next start.

use crate::gui_audience::all_texts;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::collections::HashMap;
use umpire::app::UmpireApp;
use umpire::i18n::{FRENCH_COMPLETE, Lang, Msg, text_in, with_lang};
use umpire::model::Scenario;

fn window() -> Harness<'static, UmpireApp> {
    let app = UmpireApp::new_for_test(Scenario::new("Lobositz 1756"), None);
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app);
    h.run();
    h
}

/// Open `menu`, then its submenu `sub`, and click `item`.
fn choose(h: &mut Harness<'_, UmpireApp>, menu: &str, sub: &str, item: &str) {
    h.get_by_label(menu).click();
    h.run();
    h.get_by_label(sub).click();
    h.run();
    h.get_by_label(item).click();
    h.run();
}

fn french_item() -> &'static str {
    match FRENCH_COMPLETE {
        true => "Français",
        false => "Français (partial)",
    }
}

/// Open the menu `menu` of the bar (a click on another's title may only close that one) and
/// see its entry `item`.
fn open_menu(h: &mut Harness<'_, UmpireApp>, menu: &str, item: &str) {
    for _ in 0..2 {
        if h.query_by_label_contains(item).is_some() {
            return;
        }
        h.get_by_label(menu).click();
        h.run();
    }
    h.get_by_label_contains(item);
}

/// The English words of the translated surface (menus, commands, Help pages, status bar)
/// that French writes otherwise.
fn english_words() -> Vec<String> {
    let mut args = umpire::i18n::FluentArgs::new();
    for name in ["count", "name", "path", "work"] {
        args.set(name, 2);
    }
    Msg::ALL
        .into_iter()
        .filter(|m| {
            ["menu-", "cmd-", "help-", "status-"]
                .iter()
                .any(|p| m.id().starts_with(p))
        })
        .map(|m| {
            (
                text_in(Lang::En, m, Some(&args)),
                text_in(Lang::Fr, m, Some(&args)),
            )
        })
        .filter(|(en, fr)| en != fr)
        .map(|(en, _)| en)
        .collect()
}

/// Whether `label` is `words` and a shortcut ("Ctrl+Shift+S", "Delete"): one word more.
fn with_shortcut(label: &str, words: &str) -> bool {
    label
        .strip_prefix(words)
        .and_then(|rest| rest.strip_prefix(' '))
        .is_some_and(|key| !key.contains(' ') && key.starts_with(|c: char| c.is_uppercase()))
}

fn english_shown(h: &Harness<'_, UmpireApp>) -> Vec<String> {
    let words = english_words();
    assert!(words.len() > 40, "too few words to look for: {words:?}");
    // A menu entry's label ends with its shortcut: "Save As… Ctrl+Shift+S".
    let mut shown: Vec<String> = all_texts(h)
        .into_iter()
        .filter(|t| words.iter().any(|w| t == w || with_shortcut(t, w)))
        .collect();
    shown.dedup();
    shown
}

#[test]
fn french_chosen_in_the_view_menu_turns_the_menus_french_at_once() {
    // The test's thread is the window's: whatever it chooses is undone when the test ends.
    with_lang(Lang::En, || {
        let mut h = window();
        assert!(h.query_by_label("File").is_some());
        choose(&mut h, "View", "Language", french_item());
        assert_eq!(h.state().view.lang, Lang::Fr);
        assert!(h.query_by_label("Fichier").is_some(), "{:?}", all_texts(&h));
        assert!(h.query_by_label("File").is_none());
        h.get_by_label("Fichier").click();
        h.run();
        h.get_by_label("Enregistrer sous… Ctrl+Maj+S");
        h.get_by_label("Exporter le rapport…");
        assert_eq!(english_shown(&h), Vec::<String>::new());
        // Every menu of the bar, opened in turn.
        for (menu, item) in [
            ("Édition", "Annuler"),
            ("Affichage", "Thème sombre"),
            ("Aide", "Raccourcis clavier…"),
        ] {
            open_menu(&mut h, menu, item);
            assert_eq!(english_shown(&h), Vec::<String>::new(), "{menu}");
            let shift: Vec<String> = all_texts(&h)
                .into_iter()
                .filter(|t| t.contains("Shift+"))
                .collect();
            assert_eq!(shift, Vec::<String>::new(), "{menu}: Maj in French");
        }
        h.get_by_label("aucune modification non enregistrée");
        // The Help's list of shortcuts names the keys in French.
        h.get_by_label("Raccourcis clavier…").click();
        h.run();
        for text in [
            "Ctrl+Maj+Z ou Ctrl+Y",
            "Enregistrer sous",
            "Suppr",
            "Molette de la souris",
        ] {
            h.get_by_label(text);
        }
    });
}

#[test]
fn english_chosen_again_turns_the_menus_back() {
    with_lang(Lang::En, || {
        let mut h = window();
        choose(&mut h, "View", "Language", french_item());
        let partial = if FRENCH_COMPLETE {
            "Français"
        } else {
            "Français (partiel)"
        };
        choose(&mut h, "Affichage", "Langue", "English");
        assert_eq!(h.state().view.lang, Lang::En);
        assert!(h.query_by_label("File").is_some());
        assert!(h.query_by_label("Fichier").is_none());
        h.get_by_label("View").click();
        h.run();
        h.get_by_label("Language").click();
        h.run();
        h.get_by_label(french_item());
        if !FRENCH_COMPLETE {
            assert!(h.query_by_label(partial).is_none());
        }
    });
}

/// eframe's storage, in memory.
#[derive(Default)]
struct Settings(HashMap<String, String>);

impl eframe::Storage for Settings {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

#[test]
fn the_language_chosen_is_stored_and_taken_back_at_the_next_start() {
    use eframe::App;
    with_lang(Lang::En, || {
        let mut h = window();
        let mut settings = Settings::default();
        h.state_mut().save(&mut settings);
        assert!(
            !settings
                .0
                .values()
                .any(|v| v.contains("\"fr\"") || v.contains("\"en\"")),
            "no language stored before one is chosen: {:?}",
            settings.0
        );
        choose(&mut h, "View", "Language", french_item());
        h.state_mut().save(&mut settings);
        drop(h);

        // The next start, on a thread that speaks English.
        with_lang(Lang::En, || {
            let mut next = UmpireApp::new_for_test(Scenario::new("Lobositz 1756"), None);
            assert_eq!(next.view.lang, Lang::En);
            next.restore_language(&settings);
            assert_eq!(next.view.lang, Lang::Fr);
            let mut h = Harness::builder()
                .with_size([1280.0, 800.0])
                .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), next);
            h.run();
            assert!(h.query_by_label("Fichier").is_some());
        });
    });
}

#[test]
fn the_status_bar_speaks_the_language_in_force_with_its_plurals() {
    use umpire::app::status_bar::{Status, Work, ui};
    let work = [Work {
        title: "Report".into(),
        done: Some(0.5),
    }];
    for (problems, counted) in [(1, "1 problème"), (2, "2 problèmes")] {
        with_lang(Lang::Fr, || {
            let mut h = Harness::new_ui(|u| {
                let status = Status {
                    dirty: true,
                    file: None,
                    problems,
                    work: &work,
                    last_message: None,
                };
                ui(u, &status);
            });
            h.run();
            assert!(
                h.query_by_label_contains("50\u{202F}%").is_some(),
                "the progress in French: 50, a narrow no-break space, %"
            );
            for text in [
                counted,
                "• modifications non enregistrées",
                "pas encore de fichier",
                "Annuler",
            ] {
                h.get_by_label(text);
            }
        });
    }
}

/// The window's errors about the original of a commented file and about an autosave name the
/// file and say the system's cause in the language in force.
#[test]
fn the_autosave_s_and_the_original_s_errors_are_said_in_french() {
    use std::io::{Error, ErrorKind};
    use std::path::PathBuf;
    use umpire::app::autosave::AutosaveError;
    use umpire::app::files::KeepOriginalError;
    let path = PathBuf::from("/battles/lobositz.ron");
    let denied = || Error::from(ErrorKind::PermissionDenied);
    let errors = [
        KeepOriginalError::Read {
            path: path.clone(),
            source: denied(),
        }
        .to_string(),
        KeepOriginalError::Write {
            kept: path.clone(),
            source: denied(),
        }
        .to_string(),
        AutosaveError::TakeOver {
            path: path.clone(),
            source: denied(),
        }
        .to_string(),
        AutosaveError::Remove {
            dir: path.clone(),
            slot: "7".into(),
            source: denied(),
        }
        .to_string(),
    ];
    let french = with_lang(Lang::Fr, || {
        [
            KeepOriginalError::Read {
                path: path.clone(),
                source: denied(),
            }
            .to_string(),
            KeepOriginalError::Write {
                kept: path.clone(),
                source: denied(),
            }
            .to_string(),
            AutosaveError::TakeOver {
                path: path.clone(),
                source: denied(),
            }
            .to_string(),
            AutosaveError::Remove {
                dir: path.clone(),
                slot: "7".into(),
                source: denied(),
            }
            .to_string(),
        ]
    });
    for (english, french) in errors.iter().zip(&french) {
        assert!(
            english.starts_with("/battles/lobositz.ron: cannot "),
            "{english}"
        );
        assert!(
            french.starts_with("/battles/lobositz.ron\u{a0}: impossible de "),
            "{french}"
        );
        let left =
            crate::support::english::english_words(french, &[path.display().to_string()], &[]);
        assert!(left.is_empty(), "English in «{french}»: {left:?}");
    }
}
