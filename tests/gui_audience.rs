//! Every message is made for an audience (issue 24): each audience is told a log entry in its
//! own words, a player's view shows only the messages made for it, Undo and Redo say what they
//! undid and redid; and, proved as the outputs are, side B is shown the same texts on every tab,
//! in the status bar, the Messages window and every tooltip whatever the values it never saw.

use crate::gui_desk::click;
use crate::gui_players_screen::{screen_rect, screen_texts, settle};
use crate::gui_views::{CMD_SHIFT, battle, desk, lobositz, shows, type_into, window};
use egui::{Key, Modifiers, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use proptest::prelude::*;
use umpire::app::UmpireApp;
use umpire::app::commands::Command;
use umpire::app::desk::DeskPanel;
use umpire::app::shell::Tab;
use umpire::app::view::Audience;
use umpire::model::{Scenario, SideId};

// ---------------------------------------------------------------------------------------------
// Item 2: every message is made for an audience
// ---------------------------------------------------------------------------------------------

/// The umpire rolls Prussia's withdrawal test with real dice, 00: WF is at most 60, so
/// Prussia withdraws whatever the values are.
fn roll_prussias_test(h: &mut Harness<'_, UmpireApp>) {
    desk(h, DeskPanel::Withdrawal);
    click(h, "Withdrawal roll of Prussia: real dice");
    type_into(h, "Withdrawal roll of Prussia (real dice)", "00");
    click(h, "Roll withdrawal test of Prussia");
}

fn messages_window_texts(h: &mut Harness<'_, UmpireApp>) -> Vec<String> {
    h.state_mut().view.show_messages = true;
    h.run();
    let texts = all_texts(h);
    h.state_mut().view.show_messages = false;
    h.run();
    texts
}

pub(crate) fn all_texts(h: &Harness<'_, UmpireApp>) -> Vec<String> {
    let mut out = Vec::new();
    for n in h.root().children_recursive() {
        let node = n.accesskit_node();
        for text in [node.label(), node.value()].into_iter().flatten() {
            out.push(text.to_string());
        }
    }
    out
}

#[test]
fn each_audience_is_told_a_withdrawal_test_in_its_own_words() {
    let mut h = window(UmpireApp::new_for_test(lobositz(), None));
    roll_prussias_test(&mut h);
    let umpire = h.state().status_message().unwrap().text;
    // Prussia holds A–F: 30 + 20 + 15 + 3 × 5 = 80%; RS 110/200 = 55%; WF 44.
    assert_eq!(
        umpire,
        "Withdrawal test of Prussia: RS 55%, VP 80%, WF 44; roll 100 (real dice): Prussia \
         withdraws; Austria is the victor."
    );
    assert!(shows(&h, "VP 80%"), "in the status bar");
    h.key_press_modifiers(CMD_SHIFT, Key::P);
    h.run();
    let a = h.state().status_message().unwrap().text;
    assert_eq!(a, umpire, "Prussia sees its own test's figures");
    h.key_press_modifiers(CMD_SHIFT, Key::P);
    h.run();
    let b = h.state().status_message().unwrap().text;
    assert_eq!(
        b,
        "Withdrawal test of Prussia: RS 55%; roll 100 (real dice): Prussia withdraws; Austria \
         is the victor."
    );
    assert!(!shows(&h, "VP 80%") && !shows(&h, "WF 44"));
    let in_window = messages_window_texts(&mut h);
    assert!(in_window.contains(&b), "{in_window:?}");
    assert!(in_window.iter().all(|t| !t.contains("VP 80%")));
}

#[test]
fn a_players_view_shows_only_the_messages_made_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("lobositz.ron");
    let mut h = window(UmpireApp::new_for_test(lobositz(), Some(file)));
    // Messages of the umpire's view.
    h.state_mut().view.tab = Tab::Battle;
    h.run();
    h.state_mut().queue(Command::Save);
    h.run();
    h.state_mut().queue(Command::Undo);
    h.run();
    let umpires: Vec<String> = h.state().messages.iter().map(|m| m.text.clone()).collect();
    assert!(!umpires.is_empty());
    h.key_press_modifiers(CMD_SHIFT, Key::P);
    h.run();
    assert!(
        h.state().status_message().is_none(),
        "nothing said to Prussia yet"
    );
    let shown = messages_window_texts(&mut h);
    for m in &umpires {
        assert!(
            !shown.contains(m),
            "the umpire's message {m:?} shows to Prussia"
        );
    }
    // A message said in Prussia's view is Prussia's (and the umpire's).
    h.state_mut().queue(Command::Undo);
    h.run();
    let said = h.state().status_message().unwrap().text;
    assert!(
        said.starts_with("The view of Prussia is read-only"),
        "{said}"
    );
    h.key_press_modifiers(CMD_SHIFT, Key::P);
    h.run();
    assert!(h.state().status_message().is_none(), "not Austria's");
}

#[test]
fn undo_and_redo_say_what_they_undid_and_redid() {
    let mut h = window(UmpireApp::new_for_test(lobositz(), None));
    roll_prussias_test(&mut h);
    let logged = h.state().status_message().unwrap().text;
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(
        h.state().status_message().unwrap().text,
        format!("Undone: {logged}")
    );
    assert!(
        h.query_by_label(&logged).is_none(),
        "the undone message leaves the status bar"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(
        h.state().status_message().unwrap().text,
        format!("Redone: {logged}")
    );
    // Each audience hears the undo in its words.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    for _ in 0..2 {
        h.key_press_modifiers(CMD_SHIFT, Key::P);
        h.run();
    }
    let b = h.state().status_message().unwrap().text;
    assert!(
        b.starts_with("Undone: Withdrawal test of Prussia: RS 55%; roll"),
        "{b}"
    );
}

// ---------------------------------------------------------------------------------------------
// Item 2, proved as the outputs are: what side B is shown does not depend on what it never saw
// ---------------------------------------------------------------------------------------------

const B: Audience = Audience::Side(SideId::B);

/// Rotate the values among the markers `audience` does not know, by `by` places.
fn permute_unknown(s: &Scenario, audience: Audience, by: usize) -> Scenario {
    let record = umpire::record::BattleRecord::build(s);
    let k = umpire::record::Knowledge::new(s, &record, audience);
    let unknown: Vec<usize> = (0..s.markers.markers.len())
        .filter(|&i| !k.knows_value(i))
        .collect();
    let mut out = s.clone();
    for (j, &i) in unknown.iter().enumerate() {
        out.markers.markers[i].value = s.markers.markers[unknown[(j + by) % unknown.len()]].value;
    }
    out
}

/// Whether a node is something a pointer rests on to read its tooltip.
fn hoverable(role: egui::accesskit::Role) -> bool {
    use egui::accesskit::Role;
    matches!(
        role,
        Role::Button | Role::CheckBox | Role::ComboBox | Role::RadioButton | Role::Label
    )
}

/// The texts of the window as they are, then those of every tooltip: the pointer rests on
/// each widget that may have one (its centre; egui shows a tooltip at once, as set below).
fn texts_and_tooltips(h: &mut Harness<'_, UmpireApp>, place: &str, out: &mut Vec<String>) {
    h.run();
    out.push(format!("== {place}"));
    out.extend(all_texts(h));
    let spots: Vec<Pos2> = {
        // The markers on the map (their accessible rectangles are in the map's pixels).
        let mut spots: Vec<Pos2> = if h.state().view.tab == Tab::Designer {
            let s = h.state().doc.scenario();
            s.markers
                .markers
                .iter()
                .map(|m| h.state().map.scene_to_screen(m.pos))
                .collect()
        } else {
            Vec::new()
        };
        spots.extend(
            h.root()
                .children_recursive()
                .filter(|n| hoverable(n.accesskit_node().role()))
                .filter(|n| n.accesskit_node().bounding_box().is_some())
                .map(|n| n.rect().center())
                .filter(|p| p.x > 0.0 && p.y > 0.0 && p.x < 1600.0 && p.y < 1000.0),
        );
        spots.dedup();
        spots
    };
    for at in spots {
        h.hover_at(at);
        h.run();
        let tips: Vec<String> = h
            .root()
            .children_recursive()
            .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::Tooltip)
            .flat_map(|n| {
                n.children_recursive()
                    .flat_map(|c| {
                        let a = c.accesskit_node();
                        [a.label(), a.value()]
                            .into_iter()
                            .flatten()
                            .map(|t| t.to_string())
                            .collect::<Vec<_>>()
                    })
                    .collect::<Vec<_>>()
            })
            .collect();
        if !tips.is_empty() {
            out.push(format!("tooltip at {at:?}: {}", tips.join(" | ")));
        }
    }
    h.hover_at(Pos2::new(1.0, 999.0));
    h.run();
}

/// Everything side B is shown once the umpire has rolled Prussia's withdrawal test: every
/// tab and desk panel (the log turn by turn), the status bar, the Messages window and the
/// tooltips.
fn what_b_is_shown(s: &Scenario) -> Vec<String> {
    let mut h = window(UmpireApp::new_for_test(s.clone(), None));
    h.ctx.all_styles_mut(|style| {
        style.interaction.tooltip_delay = 0.0;
        style.interaction.show_tooltips_only_when_still = false;
    });
    roll_prussias_test(&mut h);
    h.key_press_modifiers(CMD_SHIFT, Key::P);
    h.key_press_modifiers(CMD_SHIFT, Key::P);
    h.run();
    assert_eq!(h.state().view.audience, B);
    let mut out = Vec::new();
    for tab in [Tab::Designer, Tab::Sides] {
        h.state_mut().view.tab = tab;
        texts_and_tooltips(&mut h, &format!("{tab:?}"), &mut out);
    }
    h.state_mut().view.tab = Tab::Battle;
    for panel in DeskPanel::ALL {
        h.state_mut().desk.panel = panel;
        texts_and_tooltips(&mut h, &format!("{panel:?}"), &mut out);
    }
    h.state_mut().view.show_messages = true;
    texts_and_tooltips(&mut h, "Messages", &mut out);
    // The players' screen for B (issue 27): its texts and tooltips, and its map's pixels.
    h.state_mut().view.show_messages = false;
    h.state_mut().queue(Command::OpenPlayersScreen(B));
    crate::gui_players_screen::settle(&mut h);
    texts_and_tooltips(&mut h, "Players' screen", &mut out);
    let (_, pixels) = crate::gui_players_screen::what_the_screen_shows(&h);
    let mut hash = std::hash::DefaultHasher::new();
    std::hash::Hash::hash(&pixels, &mut hash);
    out.push(format!(
        "the screen's map: {}",
        std::hash::Hasher::finish(&hash)
    ));
    out
}

fn masks() -> impl Strategy<Value = (u16, u16, usize)> {
    (any::<u16>(), any::<u16>(), 1usize..10).prop_map(|(a, b, by)| (a & 0x3ff, b & 0x3ff, by))
}

proptest! {
    // Each case draws the whole window two dozen times and rests the pointer on every widget:
    // few cases, each a whole battle.
    #![proptest_config(ProptestConfig::with_cases(4))]

    #[test]
    fn side_b_is_shown_the_same_whatever_the_values_it_never_saw((a, b, by) in masks()) {
        let s = battle(a, b);
        let t = permute_unknown(&s, B, by);
        prop_assert_eq!(what_b_is_shown(&s), what_b_is_shown(&t));
    }
}

/// The property above can fail: the umpire, who knows every value, is shown the permutation
/// (the withdrawal test's VP% and WF in the status bar and the Messages window).
#[test]
fn the_umpire_is_shown_the_values_side_b_never_saw() {
    // Prussia examined A–F, Austria none: every value is unknown to Austria, and Prussia's
    // VP% moves with them.
    let s = battle(0b11_1111, 0);
    let t = permute_unknown(&s, B, 1);
    let said = |s: &Scenario| {
        let mut h = window(UmpireApp::new_for_test(s.clone(), None));
        roll_prussias_test(&mut h);
        h.state().status_message().unwrap().text
    };
    assert_ne!(said(&s), said(&t));
}

/// Once settled, more frames change nothing: the screen's size and where its texts wrap do
/// not depend on how many frames were drawn (its parts overflowing once widened its window
/// a little more at every frame, so two windows settled after different numbers of frames
/// wrapped a verdict's headline at different words).
#[test]
fn the_screen_s_size_and_its_texts_are_the_same_however_many_frames_are_drawn() {
    // A verdict, and its worked steps under a heading wider than the screen's column.
    let mut h = window(UmpireApp::new_for_test(battle(0b11_1111, 0b1), None));
    roll_prussias_test(&mut h);
    h.state_mut().queue(Command::OpenPlayersScreen(B));
    settle(&mut h);
    let (rect, texts) = (screen_rect(&h), screen_texts(&h));
    // The size it opens at (most of the main window's), not widened by what it shows.
    let room = h.ctx.content_rect();
    assert!(
        (rect.width() - 0.8 * room.width()).abs() < 0.5,
        "{rect:?} in {room:?}"
    );
    for _ in 0..20 {
        h.step();
    }
    assert_eq!(screen_rect(&h), rect);
    assert_eq!(screen_texts(&h), texts);
    // The worked steps' heading wraps within its column rather than run past the screen's edge.
    let heading = h.get_by_label_contains("Worked steps:").rect();
    assert!(
        heading.right() <= rect.right() + 0.5,
        "{heading:?} in {rect:?}"
    );
}
