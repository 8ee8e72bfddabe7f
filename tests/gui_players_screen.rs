//! The players' screen (issue 27): View → Players' screen shows one audience's view beside
//! the umpire's desk (in the tests, as egui does where no second window can be opened: a window
//! inside the main one). It shows what that audience may know and nothing else, the same
//! whatever the values it never saw; it follows the desk's current turn and every edit; its
//! own bar changes the audience and closes it.

use crate::gui_desk::click;
use crate::gui_views::{battle, desk, lobositz, window};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::time::Duration;
use umpire::app::UmpireApp;
use umpire::app::commands::Command;
use umpire::app::desk::DeskPanel;
use umpire::app::desk::graphs::{ChartKind, NoChart};
use umpire::app::players_screen::title;
use umpire::app::view::Audience;
use umpire::model::{Event, Scenario, SideId, Turn};

const PUBLIC: Audience = Audience::Public;
const A: Audience = Audience::Side(SideId::A);
const B: Audience = Audience::Side(SideId::B);

/// Run frames until the screen shows all it is to show (its map is drawn on a thread).
pub fn settle(h: &mut Harness<'_, UmpireApp>) {
    for _ in 0..1000 {
        h.step();
        if h.state().players.is_settled() {
            h.run();
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the players' screen did not settle in 10 s");
}

/// The window with the players' screen open for `audience`, settled.
fn screen_for(s: &Scenario, audience: Audience) -> Harness<'static, UmpireApp> {
    let mut h = window(UmpireApp::new_for_test(s.clone(), None));
    h.state_mut().queue(Command::OpenPlayersScreen(audience));
    settle(&mut h);
    h
}

/// Every text of the players' screen (its window in the main one), in order.
pub fn screen_texts(h: &Harness<'_, UmpireApp>) -> Vec<String> {
    // The window is drawn in this thread's language: its title is looked for in the same.
    let title = title();
    let window = h
        .root()
        .children_recursive()
        .find(|n| {
            let a = n.accesskit_node();
            a.role() == egui::accesskit::Role::Window
                && a.label().as_deref() == Some(title.as_str())
        })
        .expect("the players' screen is shown");
    let mut out = Vec::new();
    for n in window.children_recursive() {
        let node = n.accesskit_node();
        out.extend([node.label(), node.value()].into_iter().flatten());
    }
    out
}

/// What the screen shows: its texts, and the pixels of its map.
pub fn what_the_screen_shows(h: &Harness<'_, UmpireApp>) -> (Vec<String>, Vec<egui::Color32>) {
    let picture = h
        .state()
        .players
        .picture_pixels()
        .expect("the map is drawn");
    (screen_texts(h), picture.pixels.clone())
}

/// Rotate the values among the markers `audience` does not know, by one place.
fn permute_unknown(s: &Scenario, audience: Audience) -> Scenario {
    let record = umpire::record::BattleRecord::build(s);
    let k = umpire::record::Knowledge::new(s, &record, audience);
    let unknown: Vec<usize> = (0..s.markers.markers.len())
        .filter(|&i| !k.knows_value(i))
        .collect();
    assert!(unknown.len() > 1, "values to permute");
    let mut out = s.clone();
    for (j, &i) in unknown.iter().enumerate() {
        out.markers.markers[i].value = s.markers.markers[unknown[(j + 1) % unknown.len()]].value;
    }
    assert_ne!(out.markers, s.markers, "the permutation changes a value");
    out
}

/// Lobositz on a small map (so that its picture is quick to draw), with a second turn.
fn two_turns() -> Scenario {
    let mut s = lobositz();
    s.map.size = Some((1100, 400));
    s.log.turns.push(Turn {
        name: "Afternoon".into(),
        events: vec![Event::Note {
            text: "The Austrians hold Lobositz".into(),
        }],
    });
    s
}

/// What the screen for `audience` shows with each of its graphs in turn, chosen as a user
/// chooses them.
fn with_every_graph(s: &Scenario, audience: Audience) -> Vec<(Vec<String>, Vec<egui::Color32>)> {
    let mut h = screen_for(s, audience);
    let mut out = vec![what_the_screen_shows(&h)];
    for kind in ChartKind::ALL {
        click(&mut h, "Graph shown");
        click(&mut h, &kind.label());
        settle(&mut h);
        let shown = what_the_screen_shows(&h);
        assert!(
            shown.0.iter().any(|t| *t == kind.label()),
            "{kind:?} chosen"
        );
        out.push(shown);
    }
    out
}

/// The screen's window, where it is: its rectangle.
pub fn screen_rect(h: &Harness<'_, UmpireApp>) -> egui::Rect {
    let title = title();
    h.root()
        .children_recursive()
        .find(|n| {
            let a = n.accesskit_node();
            a.role() == egui::accesskit::Role::Window
                && a.label().as_deref() == Some(title.as_str())
        })
        .expect("the players' screen is shown")
        .rect()
}

#[test]
fn the_public_is_shown_the_same_whatever_the_values_it_never_saw() {
    // Prussia examined A–F and Austria G–J: every value is still face down to the public.
    let s = two_turns();
    let t = permute_unknown(&s, PUBLIC);
    let shown = with_every_graph(&s, PUBLIC);
    assert!(
        shown[0].0.iter().any(|t| t.contains("Lobositz 1756")),
        "{:?}",
        shown[0].0
    );
    let vp_held = 1 + ChartKind::ALL
        .iter()
        .position(|k| *k == ChartKind::VpHeld)
        .unwrap();
    assert!(shown[vp_held].0.contains(&NoChart::VpFaceDown.to_string()));
    assert_eq!(shown, with_every_graph(&t, PUBLIC));
}

/// The comparison above can fail: side A, who examined A–F, is shown values the public never
/// saw, so the same permutation changes what A's screen shows.
#[test]
fn side_a_is_shown_the_values_it_examined() {
    let s = two_turns();
    let t = permute_unknown(&s, PUBLIC);
    assert_ne!(
        what_the_screen_shows(&screen_for(&s, A)),
        what_the_screen_shows(&screen_for(&t, A))
    );
}

#[test]
fn side_b_is_shown_what_b_knows_and_the_same_whatever_it_never_saw() {
    let s = two_turns();
    let public = what_the_screen_shows(&screen_for(&s, PUBLIC));
    let b = what_the_screen_shows(&screen_for(&s, B));
    // B examined G–J: its map shows their values, the public's a "?" on each.
    assert_ne!(b.1, public.1, "B's map shows the values B examined");
    assert!(b.0.iter().any(|t| t == "Austria"), "{:?}", b.0);
    let t = permute_unknown(&s, B);
    assert_eq!(b, what_the_screen_shows(&screen_for(&t, B)));
}

/// The screen's heading for the turn shown.
fn turn_heading(h: &Harness<'_, UmpireApp>) -> String {
    screen_texts(h)
        .into_iter()
        .find(|t| t.starts_with("— "))
        .expect("the turn is shown")
}

#[test]
fn it_follows_the_desks_current_turn_and_every_edit() {
    let mut h = screen_for(&two_turns(), PUBLIC);
    assert_eq!(turn_heading(&h), "— turn Afternoon");
    let last = what_the_screen_shows(&h);
    desk(&mut h, DeskPanel::Log);
    h.state_mut().desk.turn = 0;
    settle(&mut h);
    assert_eq!(turn_heading(&h), "— turn 1");
    // At the end of turn 1 rather than 2: the turn's line moves on the graph.
    assert_ne!(what_the_screen_shows(&h).0, last.0);
    // An edit in the main window shows at once.
    h.state_mut()
        .doc
        .step(|s| s.title = "Lobositz, 1 October 1756".into());
    settle(&mut h);
    assert!(screen_texts(&h).contains(&"Lobositz, 1 October 1756".to_string()));
}

#[test]
fn its_bar_changes_the_audience_and_closes_it() {
    let mut h = screen_for(&two_turns(), PUBLIC);
    let public = what_the_screen_shows(&h);
    click(&mut h, "Austria");
    settle(&mut h);
    assert_eq!(h.state().players.audience(), Some(B));
    assert_ne!(
        what_the_screen_shows(&h).1,
        public.1,
        "B's map, not the public's"
    );
    click(&mut h, "Close");
    h.run();
    assert!(!h.state().players.is_open());
    assert!(h.query_by_label(&title()).is_none(), "the screen is gone");
    // The umpire's window keeps working: its desk offers its edits.
    desk(&mut h, DeskPanel::Verdicts);
    click(&mut h, "Name the deciding system");
    assert_eq!(h.state().desk.panel, DeskPanel::Settings);
}

/// View → Players' screen.
fn open_the_submenu(h: &mut Harness<'_, UmpireApp>) {
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Players' screen").click();
    h.run();
}

#[test]
fn the_view_menu_opens_it_for_an_audience_and_closes_it() {
    let mut h = window(UmpireApp::new_for_test(battle(0b11, 0b1100), None));
    h.run();
    open_the_submenu(&mut h);
    click(&mut h, "For side B");
    settle(&mut h);
    assert_eq!(h.state().players.audience(), Some(B));
    assert!(screen_texts(&h).iter().any(|t| t == "Shown to:"));
    open_the_submenu(&mut h);
    click(&mut h, "Close players' screen");
    h.run();
    assert!(!h.state().players.is_open());
}

#[test]
fn a_player_copy_is_shown_to_its_own_audience_only() {
    let s = battle(0b11, 0b1100);
    let copy = umpire::record::player_copy::player_copy(&s, B).expect("a copy for side B");
    let mut h = window(UmpireApp::new_for_test(copy, None));
    h.run();
    // The menu offers side B's screen only.
    open_the_submenu(&mut h);
    for other in ["For the public", "For side A"] {
        let item = h.get_by_label(other);
        assert!(item.accesskit_node().is_disabled(), "{other} is offered");
    }
    h.key_press(egui::Key::Escape);
    h.run();
    // Asked for the public's screen anyway (its own bar, a shortcut), it shows side B's.
    h.state_mut().queue(Command::OpenPlayersScreen(PUBLIC));
    settle(&mut h);
    assert_eq!(h.state().players.audience(), Some(B));
}
