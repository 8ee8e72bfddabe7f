//! The French walk of the window (issue 29: "kittest walks every tab in French at 1024×640
//! and finds no clipped or English label"). With French chosen, in a window of 1024 × 640,
//! each demo scenario and the Jena campaign are opened and every tab, desk panel, campaign
//! pane, audience (the players' views as each side and the public), the Help pages, the
//! Problems and Messages windows, each dialog and the in-window file dialog are visited; every
//! accessible label is read and checked:
//! - no English word (`support::english`), once the scenario's and campaign's own strings
//!   (the user's words, never translated) are taken out;
//! - nothing cut: a label lies across neither the window's edges nor its own window's, and is
//!   not elided (egui keeps a label's whole text and shows the cut one, "…" at its end, as
//!   the value of its text run).
//!
//! A failure lists each finding with its place ("waterloo.ron · Side(B) · battle:graphs") and
//! its label, so that what is left to translate can be found.
//!
//! One file past the usual length: the walk and its checks of a label are one pass over the window.

use crate::gui_shell::settle_map;
use crate::support::english::{english_words, ron_strings};
use egui::Rect;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;
use std::collections::BTreeMap;
use std::path::PathBuf;
use umpire::app::UmpireApp;
use umpire::app::autosave::Recovered;
use umpire::app::campaign::Pane;
use umpire::app::campaign::next_battle::Form;
use umpire::app::commands::{Command, HelpPage};
use umpire::app::desk::DeskPanel;
use umpire::app::dialogs::{Dialog, Then};
use umpire::app::file_dialog::FallbackPicker;
use umpire::app::files::ScriptedPicker;
use umpire::app::shell::Tab;
use umpire::app::view::Audience;
use umpire::assets::demo;
use umpire::i18n::{Lang, Msg, text_in};
use umpire::model::Scenario;

const SIZE: egui::Vec2 = egui::vec2(1024.0, 640.0);
/// Rounding of egui's layout: less than this is no cut.
const SLACK: f32 = 1.0;

/// Words French writes as English does: "contingent" is the French word too (docs/i18n.md).
pub const ALLOWED: &[&str] = &["contingent", "contingents", "notes"];

/// egui's own names of the handles it draws without text (a window's close button and
/// resize edges, a panel's resize bar): English from egui, never shown.
fn egui_s_own(label: &str) -> bool {
    label == "Close window" || label.starts_with("Resize window") || label == "Resize panel"
}

/// One thing wrong with one label at one place of the window.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Finding {
    place: String,
    what: String,
    label: String,
}

/// The walk: where it went and what it found.
#[derive(Default)]
struct Walk {
    /// The user's words of what is open (scenario, campaign): taken out before looking for
    /// English.
    phrases: Vec<String>,
    visited: Vec<String>,
    /// Read only the labels of floating windows and dialogs, not the tab under them.
    only_windows: bool,
    labels_seen: usize,
    findings: Vec<Finding>,
}

impl Walk {
    /// Draw the window as it is and read every label.
    fn look(&mut self, h: &mut Harness<'_, UmpireApp>, place: &str) {
        h.run();
        self.visited.push(place.to_string());
        for label in labels(h) {
            if self.only_windows && !label.in_window {
                continue;
            }
            self.labels_seen += 1;
            let mut found = |what: String| {
                self.findings.push(Finding {
                    place: place.to_string(),
                    what,
                    label: label.text.clone(),
                })
            };
            // A text run is a row of its label's text: the label is read whole.
            if !label.run {
                for word in english_words(&label.text, &self.phrases, ALLOWED) {
                    found(format!("English: {word}"));
                }
            }
            if let Some(cut) = label.cut {
                found(cut);
            }
        }
    }

    /// The findings, one line each, grouped by label: what the lead reads to finish.
    fn report(&self) -> String {
        let mut by_label: BTreeMap<(&str, &str), Vec<&str>> = BTreeMap::new();
        for f in &self.findings {
            by_label
                .entry((f.what.as_str(), f.label.as_str()))
                .or_default()
                .push(f.place.as_str());
        }
        let mut out = format!(
            "{} findings in {} places ({} labels read):\n",
            self.findings.len(),
            self.visited.len(),
            self.labels_seen
        );
        for ((what, label), places) in by_label {
            let more = places.len() - 1;
            out.push_str(&format!(
                "- {what}\n    label: {label:?}\n    at: {}{}\n",
                places[0],
                if more > 0 {
                    format!(" (and {more} more)")
                } else {
                    String::new()
                }
            ));
        }
        out
    }

    fn assert_clean(&self) {
        assert!(self.labels_seen > 0, "the walk read no label");
        assert!(self.findings.is_empty(), "{}", self.report());
    }
}

/// A label of the window, and why it is cut if it is.
struct Label {
    text: String,
    cut: Option<String>,
    /// Shown in a floating window or a dialog.
    in_window: bool,
    /// A row of a label's text, as drawn.
    run: bool,
}

/// Every label and text value the window shows now, each checked for a cut.
fn labels<S>(h: &Harness<'_, S>) -> Vec<Label> {
    let mut out = Vec::new();
    for n in h.root().children_recursive() {
        let node = n.accesskit_node();
        let texts: Vec<String> = [node.label(), node.value()]
            .into_iter()
            .flatten()
            .map(|t| t.to_string())
            .filter(|t| !t.trim().is_empty() && !egui_s_own(t))
            .collect();
        if texts.is_empty() {
            continue;
        }
        let cut = cut(&n);
        let in_window = own_window(&n).is_some();
        let run = node.role() == Role::TextRun;
        for text in texts {
            out.push(Label {
                text,
                cut: cut.clone(),
                in_window,
                run,
            });
        }
    }
    out
}

/// Why the node `n` is cut, if it is: elided, past the window's edges, or past its own
/// window's (a floating window or a dialog).
fn cut(n: &egui_kittest::Node<'_>) -> Option<String> {
    let node = n.accesskit_node();
    // An elided label keeps its whole text; the text shown, "…" at its end, is the value of
    // its text run.
    let whole = n.parent().and_then(|p| text_of(&p.accesskit_node()));
    if node.role() == Role::TextRun
        && let (Some(whole), Some(shown)) = (whole, node.value())
        && shown.ends_with('…')
        && whole != shown
    {
        return Some(format!("elided: shows {shown:?}"));
    }
    node.bounding_box()?;
    let r = n.rect();
    if r.width() <= 0.0 || in_a_scene(n) {
        return None;
    }
    if r.min.x < -SLACK || r.max.x > SIZE.x + SLACK {
        return Some(format!("past the window's edge: {r:?}"));
    }
    if let Some(w) = own_window(n)
        && (r.min.x < w.min.x - SLACK || r.max.x > w.max.x + SLACK)
    {
        return Some(format!("past its window {w:?}: {r:?}"));
    }
    None
}

/// A node's text: its name, or else its value (a label's text is its value).
fn text_of(node: &egui_kittest::kittest::AccessKitNode<'_>) -> Option<String> {
    node.label().or_else(|| node.value())
}

/// Whether `n` lies inside the map's canvas, a scene: its rects are in the map's pixels, and
/// the scene's own container has no rect on the screen (NaN).
fn in_a_scene(n: &egui_kittest::Node<'_>) -> bool {
    let in_scene = |p: &egui_kittest::Node<'_>| {
        let a = p.accesskit_node();
        a.role() == Role::Canvas || (a.bounding_box().is_some() && !p.rect().is_finite())
    };
    let mut at = n.parent();
    while let Some(p) = at {
        if in_scene(&p) {
            return true;
        }
        at = p.parent();
    }
    in_scene(n)
}

/// The rect of the nearest floating window or dialog holding `n` (not the whole viewport).
fn own_window(n: &egui_kittest::Node<'_>) -> Option<Rect> {
    let mut at = n.parent();
    while let Some(p) = at {
        let role = p.accesskit_node().role();
        let parent = p.parent();
        if matches!(role, Role::Window | Role::Dialog) && parent.is_some() {
            // A modal's container has no rect of its own: the window's then.
            let whole = Rect::from_min_size(egui::Pos2::ZERO, SIZE);
            return Some(
                p.accesskit_node()
                    .bounding_box()
                    .map_or(whole, |_| p.rect()),
            );
        }
        at = parent;
    }
    None
}

/// A window in French at 1024 × 640, its file questions answered by the in-window dialog
/// (the desktop's finds none), with what `open` opens (in French: its messages too).
fn french(open: impl FnOnce(&mut UmpireApp)) -> Harness<'static, UmpireApp> {
    let mut app = UmpireApp::new_for_test(Scenario::new(""), None);
    let none = ScriptedPicker::default();
    for _ in 0..8 {
        none.no_dialog();
    }
    app.set_file_picker(FallbackPicker::new(none));
    app.set_language(Lang::Fr);
    open(&mut app);
    let mut h = Harness::builder()
        .with_size(SIZE)
        // The systems' worked steps use arrows and minus signs the default test font lacks.
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app);
    // The map decodes on a thread: wait for it, as the shell's tests do.
    crate::gui_shell::settle_map(&mut h);
    h
}

fn audience_name(a: Audience) -> String {
    format!("{a:?}")
}

/// Each tab and desk panel as each audience sees it.
fn walk_tabs(walk: &mut Walk, h: &mut Harness<'_, UmpireApp>, what: &str) {
    for a in Audience::ALL {
        h.state_mut().view.audience = a;
        for tab in Tab::ALL {
            h.state_mut().view.tab = tab;
            if tab == Tab::Battle {
                for panel in DeskPanel::ALL {
                    h.state_mut().desk.panel = panel;
                    let place = format!("{what} · {} · battle:{}", audience_name(a), panel.id());
                    walk.look(h, &place);
                }
            } else {
                let place = format!("{what} · {} · {}", audience_name(a), tab.id());
                walk.look(h, &place);
            }
        }
    }
    h.state_mut().view.audience = Audience::Umpire;
}

/// The Help pages, the Problems and Messages windows.
fn walk_windows(walk: &mut Walk, h: &mut Harness<'_, UmpireApp>, what: &str) {
    for page in HelpPage::ALL {
        h.state_mut().view.help = Some(page);
        walk.look(h, &format!("{what} · Help · {page:?}"));
    }
    h.state_mut().view.help = None;
    h.state_mut().view.show_problems = true;
    walk.look(h, &format!("{what} · Problems"));
    h.state_mut().view.show_problems = false;
    h.state_mut().view.show_messages = true;
    walk.look(h, &format!("{what} · Messages"));
    h.state_mut().view.show_messages = false;
}

/// Every dialog of the shell, one at a time, over the tab shown.
fn walk_dialogs(walk: &mut Walk, h: &mut Harness<'_, UmpireApp>) {
    let title = h.state().doc.scenario().title.clone();
    let recovered = |n: u64| Recovered {
        scenario: Scenario::new(&title),
        origin: Some(PathBuf::from("/parties/bataille.ron")),
        written: Some(std::time::SystemTime::now() - std::time::Duration::from_secs(n * 3700)),
        slot: format!("autosave-{n}"),
    };
    let dialogs = [
        ("unsaved changes", Dialog::UnsavedChanges(Then::Quit)),
        ("umpire's view", Dialog::UmpireView),
        ("restore one", Dialog::RestoreAutosave(vec![recovered(1)])),
        (
            "restore two",
            Dialog::RestoreAutosave(vec![recovered(1), recovered(30)]),
        ),
        (
            "comments dropped",
            Dialog::CommentsDropped {
                path: PathBuf::from("/parties/bataille.ron"),
                comments: 2,
                then: None,
            },
        ),
        (
            "copy the map",
            Dialog::CopyMapBeside {
                scenario: PathBuf::from("/parties/bataille.ron"),
                map: PathBuf::from("/cartes/carte.png"),
                image: "../cartes/carte.png".to_string(),
            },
        ),
    ];
    for (name, dialog) in dialogs {
        h.state_mut().view.dialogs.push_back(dialog);
        walk.look(h, &format!("dialog · {name}"));
        h.state_mut().view.dialogs.clear();
    }
    // The in-window file dialog, for opening and for saving.
    for (name, command) in [("open", Command::Open), ("save as", Command::SaveAs)] {
        h.state_mut().queue(command);
        h.run();
        walk.look(h, &format!("file dialog · {name}"));
        h.key_press(egui::Key::Escape);
        h.run();
    }
}

/// The user's words: a file's strings, but not the shortest ("m", "B"), which would be taken
/// out of the middle of French words.
fn users_words(strings: impl IntoIterator<Item = String>) -> Vec<String> {
    strings
        .into_iter()
        .filter(|s| s.chars().count() >= 3)
        .collect()
}

/// The scenario's words, and the names the French rules reference quotes in `code` as the
/// file writes them (`Losses`, `Exited`): Help shows the reference over a scenario.
fn scenario_phrases(file: &str) -> Vec<String> {
    let names = umpire::assets::RULES_FR_MD
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string);
    users_words(
        ron_strings(demo::demo_scenario(file).expect("a demo scenario"))
            .into_iter()
            .chain(names),
    )
}

/// The campaign's words, its origin, and the field paths of its lines ("battles[2]",
/// "rules.results[1]"): names in the file, never translated.
fn campaign_phrases() -> Vec<String> {
    let strings = demo::demo_campaign_files()
        .into_iter()
        .flat_map(|(_, text)| ron_strings(text));
    let paths = (0..20).flat_map(|i| [format!("battles[{i}]"), format!("rules.results[{i}]")]);
    users_words(
        strings
            .chain(paths)
            .chain([demo::DEMO_CAMPAIGN_ORIGIN.to_string()]),
    )
}

/// The Campaign view of the demo campaign: each pane as each audience sees it, and the
/// umpire's dialog that makes the next battle.
fn walk_campaign(walk: &mut Walk) {
    let mut h = french(|app| {
        app.open_demo_campaign();
        app.show_campaign(true);
    });
    walk.phrases = campaign_phrases();
    for a in Audience::ALL {
        h.state_mut().view.audience = a;
        for pane in Pane::ALL {
            h.state_mut().campaign.as_mut().expect("the campaign").pane = pane;
            walk.look(
                &mut h,
                &format!("campaign · {} · {}", audience_name(a), pane.key()),
            );
        }
    }
    h.state_mut().view.audience = Audience::Umpire;
    let c = h.state_mut().campaign.as_mut().expect("the campaign");
    c.next = Some(Form::new(c.doc.campaign()));
    walk.look(&mut h, "campaign · next battle");
}

/// The English texts of the shell's own messages that French writes otherwise: none may be
/// shown in French.
fn shell_english() -> Vec<String> {
    Msg::ALL
        .into_iter()
        .filter(|m| m.id().starts_with("shell-"))
        .map(|m| (text_in(Lang::En, m, None), text_in(Lang::Fr, m, None)))
        .filter(|(en, fr)| en != fr && !en.contains('{'))
        .map(|(en, _)| en)
        .collect()
}

#[test]
fn every_tab_of_every_demo_and_the_campaign_speaks_french_and_fits_1024_by_640() {
    let mut walk = Walk::default();
    for (file, _) in demo::demo_scenarios() {
        let mut h = french(|app| app.open_demo(file));
        settle_map(&mut h);
        walk.phrases = scenario_phrases(file);
        walk_tabs(&mut walk, &mut h, file);
        walk_windows(&mut walk, &mut h, file);
        if file == "lobositz.ron" {
            walk_dialogs(&mut walk, &mut h);
        }
    }
    walk_campaign(&mut walk);
    let places = walk.visited.len();
    assert!(places > 3 * 4 * DeskPanel::ALL.len(), "{places} places");
    walk.assert_clean();
}

/// What this branch translates (the shell): the dialogs, the in-window file dialog, the
/// Messages window and the tab bar are French throughout and fit; the Campaign view shows no
/// text of the shell in English and its labels fit.
#[test]
fn the_shell_s_dialogs_file_dialog_messages_and_campaign_speak_french_and_fit() {
    let mut h = french(|app| app.open_demo("lobositz.ron"));
    settle_map(&mut h);
    let mut walk = Walk {
        phrases: scenario_phrases("lobositz.ron"),
        only_windows: true,
        ..Walk::default()
    };
    // The desk's panels are another branch's: the shell's dialogs are walked over the Sides tab.
    h.state_mut().view.tab = Tab::Sides;
    walk_dialogs(&mut walk, &mut h);
    // The Messages window holds the shell's messages (the demo opened, the dialogs' files).
    h.state_mut().view.show_messages = true;
    walk.look(&mut h, "Messages");
    h.state_mut().view.show_messages = false;
    assert!(walk.visited.len() >= 9, "{:?}", walk.visited);
    assert!(
        walk.labels_seen >= 60,
        "{} labels in the dialogs",
        walk.labels_seen
    );
    walk.assert_clean();

    // The tab bar, and the Campaign view: no shell text in English, nothing cut.
    let english = shell_english();
    assert!(
        english.len() > 100,
        "too few texts to look for: {}",
        english.len()
    );
    let mut campaign = Walk::default();
    walk_campaign(&mut campaign);
    let shown_in_english: Vec<&Finding> = campaign
        .findings
        .iter()
        .filter(|f| english.contains(&f.label))
        .collect();
    assert!(shown_in_english.is_empty(), "{shown_in_english:#?}");
    let cut: Vec<&Finding> = campaign
        .findings
        .iter()
        .filter(|f| !f.what.starts_with("English"))
        .collect();
    assert!(cut.is_empty(), "{cut:#?}");
    assert_eq!(
        campaign.visited.len(),
        Audience::ALL.len() * Pane::ALL.len() + 1
    );
}

/// The cut check finds a label elided for want of room and a label past the window's edge,
/// and passes a label that fits: the walk's "nothing cut" can fail.
#[test]
fn the_cut_check_finds_an_elided_label_and_one_past_the_edge() {
    let long = "Une étiquette bien trop longue pour sa place";
    let mut h = Harness::builder().with_size(SIZE).build_ui(|ui| {
        ui.label("Courte");
        ui.scope(|ui| {
            ui.set_max_width(80.0);
            ui.add(egui::Label::new(long).truncate());
        });
        ui.horizontal(|ui| {
            ui.add_space(SIZE.x - 40.0);
            ui.add(egui::Label::new("Au-delà du bord").extend());
        });
    });
    h.run();
    let found: Vec<(String, Option<String>)> =
        labels(&h).into_iter().map(|l| (l.text, l.cut)).collect();
    let cut_of = |text: &str| {
        found
            .iter()
            .find(|(t, _)| t == text)
            .unwrap_or_else(|| panic!("{text:?} not read: {found:?}"))
            .1
            .clone()
    };
    assert_eq!(cut_of("Courte"), None);
    assert!(
        cut_of("Une étique…").is_some_and(|c| c.starts_with("elided")),
        "{found:?}"
    );
    assert!(
        cut_of("Au-delà du bord").is_some_and(|c| c.starts_with("past the window")),
        "{found:?}"
    );
}

/// The NAW tracker's entries wrap in their column; one longer than its three lines ends in
/// "…", and its whole text is on hover (a unit's name is the user's words, of any length).
#[test]
fn a_naw_entry_longer_than_its_row_ends_in_an_ellipsis_and_is_whole_on_hover() {
    let mut h = french(|app| app.open_demo("waterloo.ron"));
    settle_map(&mut h);
    let long = format!("I Corps (Zieten){}", " et la brigade de réserve".repeat(12));
    let name = long.clone();
    h.state_mut().doc.apply(move |s| {
        for side in &mut s.sides {
            for u in side.contingents.iter_mut().flat_map(|c| &mut c.units) {
                if u.id == "pr-i" {
                    u.name = name.clone();
                }
            }
        }
    });
    h.ctx.all_styles_mut(|style| {
        style.interaction.tooltip_delay = 0.0;
        style.interaction.show_tooltips_only_when_still = false;
    });
    h.state_mut().view.tab = Tab::Battle;
    h.state_mut().desk.panel = DeskPanel::Naw;
    h.run();
    // The entry's label keeps its whole text; its last row shows the "…".
    let (whole, at) = h
        .root()
        .children_recursive()
        .filter(|n| n.accesskit_node().role() == Role::Label)
        .find_map(|n| {
            let whole = n.accesskit_node().value()?.to_string();
            (whole.contains(&long) && whole.starts_with("Armée du Nord"))
                .then(|| (whole, n.rect().center()))
        })
        .expect("the entry naming the long unit is shown");
    let elided: Vec<String> = labels(&h)
        .into_iter()
        .filter(|l| l.text.contains("brigade") && l.cut.is_some())
        .map(|l| l.text)
        .collect();
    // The last row shown, a part of the whole, ends in "…".
    assert!(
        elided
            .iter()
            .any(|t| t.ends_with('…') && whole.contains(t.trim_end_matches('…'))),
        "{elided:?}"
    );
    h.hover_at(at);
    h.run();
    let tip: Vec<String> = h
        .root()
        .children_recursive()
        .filter(|n| n.accesskit_node().role() == Role::Tooltip)
        .flat_map(|n| {
            n.children_recursive()
                .filter_map(|c| text_of(&c.accesskit_node()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(tip.contains(&whole), "{tip:?}");
}
