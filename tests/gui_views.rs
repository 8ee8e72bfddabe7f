//! The window at a real game (issue 24), driven as a new umpire would drive it: the desk opens
//! on the last turn of the log and every tool reads that one turn; logging into an earlier turn
//! and adding a turn after the battle was decided ask first; a player's view is read-only and
//! the umpire's comes back only when asked for and confirmed; the Settings panel names the
//! result of record and who played, with undo; and the smaller items (entry kinds, the graph's
//! legend, ids shown whole). Messages per audience are in `gui_audience.rs`.
//! One file past the usual length: each test drives the same window through one game's turns.

use crate::gui_desk::click;
use egui::{Key, Modifiers, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::PathBuf;
use std::sync::Arc;
use umpire::app::UmpireApp;
use umpire::app::commands::Command;
use umpire::app::desk::DeskPanel;
use umpire::app::shell::Tab;
use umpire::app::view::Audience;
use umpire::model::{
    Contingent, Event, Marker, Point, Polygon, Role, Scenario, SideId, Strength, Turn, Unit,
    UnitKind, UnitStatus,
};

pub const CMD_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

pub fn window(app: UmpireApp) -> Harness<'static, UmpireApp> {
    Harness::builder()
        .with_size([1600.0, 1000.0])
        // The systems' worked steps use arrows and minus signs the default test font lacks.
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app)
}

pub fn shows(h: &Harness<'_, UmpireApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

fn disabled(h: &Harness<'_, UmpireApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}

pub fn desk(h: &mut Harness<'_, UmpireApp>, panel: DeskPanel) {
    h.state_mut().view.tab = Tab::Battle;
    h.state_mut().desk.panel = panel;
    h.run();
}

fn waterloo() -> Harness<'static, UmpireApp> {
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None);
    app.open_demo("waterloo.ron");
    let mut h = window(app);
    crate::gui_shell::settle_map(&mut h);
    h
}

// ---------------------------------------------------------------------------------------------
// Item 1: the one current turn
// ---------------------------------------------------------------------------------------------

#[test]
fn the_waterloo_demo_opens_on_its_last_turn_and_every_tool_reads_it() {
    let mut h = waterloo();
    desk(&mut h, DeskPanel::Log);
    let last = h.state().doc.scenario().log.turns.len() - 1;
    assert_eq!(h.state().desk.current_turn(h.state().doc.scenario()), last);
    assert!(shows(&h, "June 18 Evening"), "the log shows the last turn");
    // No question about an earlier turn: this is the last.
    assert!(!shows(&h, "earlier than the last turn"));

    desk(&mut h, DeskPanel::Withdrawal);
    assert!(shows(
        &h,
        "As at the end of June 18 Evening (the current turn)"
    ));
    assert!(
        !shows(&h, "turn 1"),
        "not the first turn under an ended battle"
    );

    // The resolver lists the units on the board in June 18 Evening: Grouchy's cavalry has
    // left by the north edge, Milhaud's and Kellermann's corps were eliminated under the
    // squares, Lobau's VI Corps at Plancenoit.
    desk(&mut h, DeskPanel::Waterloo20);
    assert!(shows(&h, "The units on the board in June 18 Evening"));
    for gone in [
        "fr-cav-i)",
        "fr-cav-ii)",
        "fr-cav-iii)",
        "fr-cav-iv)",
        "fr-vi)",
    ] {
        assert!(
            !shows(&h, gone),
            "{gone} is not on the board in June 18 Evening"
        );
    }
    assert!(shows(&h, "Attacker: III Corps (Vandamme) (fr-iii) 2-2"));
    assert!(
        !shows(&h, "(fr-ig)"),
        "the Guard was thrown back from the ridge in June 18 Evening"
    );

    // The graphs' cursor stands on the same turn.
    desk(&mut h, DeskPanel::Graphs);
    assert!(shows(&h, "Current turn: June 18 Evening"));

    // In June 16 Afternoon every French corps is there, and Lobau's VI Corps is still to come.
    h.state_mut().desk.turn = 0;
    desk(&mut h, DeskPanel::Waterloo20);
    assert!(shows(&h, "The units on the board in June 16 Afternoon"));
    assert!(shows(
        &h,
        "Attacker: I Cavalry Corps (Pajol) (fr-cav-i) 1-3"
    ));
    assert!(!shows(&h, "fr-vi)"), "VI Corps arrives in June 16 Evening");
    desk(&mut h, DeskPanel::Graphs);
    assert!(shows(&h, "Current turn: June 16 Afternoon"));
}

/// The Waterloo demo's morale standing and every system's verdict are those of the file: the
/// desk's turn is view state and changes no verdict.
#[test]
fn opening_on_the_last_turn_changes_no_verdict() {
    let h = waterloo();
    let s = h.state().doc.scenario();
    let file = umpire::model::parse(
        include_str!("../assets/scenarios/waterloo.ron"),
        "waterloo.ron",
        &umpire::systems::ids(),
    )
    .unwrap();
    assert_eq!(*s, file, "opening changes nothing in the document");
}

#[test]
fn a_combat_goes_into_the_last_turn_and_an_earlier_one_only_when_the_umpire_says_so() {
    let mut h = waterloo();
    desk(&mut h, DeskPanel::Waterloo20);
    click(&mut h, "Attacker: III Corps (Vandamme) (fr-iii) 2-2");
    click(&mut h, "Defender: I Corps (Prince of Orange) (ad-i) 4-2");
    click(&mut h, "Roll the die");
    click(&mut h, "Log this combat");
    let s = h.state().doc.scenario();
    let last = s.log.turns.len() - 1;
    assert!(
        matches!(s.log.turns[last].events.last(), Some(Event::Combat(_))),
        "into June 18 Evening, the last turn"
    );
    let said = h.state().status_message().expect("the combat is said").text;
    assert!(said.starts_with("Logged in June 18 Evening: "), "{said}");
    let before = h.state().doc.scenario().log.turns[0].events.len();

    // Back in June 16 Afternoon the desk asks before anything goes there.
    h.state_mut().desk.turn = 0;
    h.run();
    assert!(shows(
        &h,
        "The current turn is June 16 Afternoon, earlier than the last turn of the log (June 18 Evening)"
    ));
    click(&mut h, "Attacker: III Corps (Vandamme) (fr-iii) 2-2");
    click(&mut h, "Defender: I Corps (Zieten) (pr-i) 3-2");
    click(&mut h, "Roll the die");
    assert!(disabled(&h, "Log this combat"), "not before the answer");
    click(&mut h, "Log into June 16 Afternoon");
    assert!(!shows(&h, "earlier than the last turn"));
    click(&mut h, "Log this combat");
    let s = h.state().doc.scenario();
    assert_eq!(s.log.turns[0].events.len(), before + 1);
    assert!(matches!(
        s.log.turns[0].events.last(),
        Some(Event::Combat(_))
    ));

    // "Go to" the last turn answers the question the other way.
    h.state_mut().desk.turn = 1;
    h.run();
    click(&mut h, "Go to June 18 Evening");
    assert_eq!(h.state().desk.current_turn(h.state().doc.scenario()), last);
}

#[test]
fn a_turn_after_the_battle_was_decided_is_added_only_once_confirmed() {
    let mut h = waterloo();
    desk(&mut h, DeskPanel::Log);
    let turns = h.state().doc.scenario().log.turns.len();
    click(&mut h, "Next turn");
    assert!(shows(&h, "Add a turn after the battle?"));
    assert!(shows(
        &h,
        "the Turn Record Track of Waterloo 20 ends with June 18 Evening"
    ));
    click(&mut h, "Cancel");
    assert_eq!(h.state().doc.scenario().log.turns.len(), turns);
    click(&mut h, "Add turn");
    click(&mut h, "Add the turn");
    assert_eq!(h.state().doc.scenario().log.turns.len(), turns + 1);
    assert_eq!(
        h.state().desk.current_turn(h.state().doc.scenario()),
        turns,
        "the new turn is current"
    );
}

#[test]
fn an_army_that_withdrew_decided_the_battle() {
    let mut s = lobositz();
    s.log.turns[0]
        .events
        .push(Event::WithdrawalTest(umpire::model::WithdrawalTestRecord {
            side: SideId::A,
            rs_percent: 55,
            vp_percent: Some(25),
            penalty: 0,
            wf: Some(14),
            roll: umpire::model::Roll {
                value: 80,
                source: umpire::model::DiceSource::Manual,
            },
            withdrew: true,
        }));
    let mut h = window(UmpireApp::new_for_test(s, None));
    desk(&mut h, DeskPanel::Log);
    click(&mut h, "Next turn");
    assert!(shows(
        &h,
        "Prussia withdrew after its withdrawal test in turn 1"
    ));
    click(&mut h, "Add the turn");
    assert_eq!(h.state().doc.scenario().log.turns.len(), 2);
}

// ---------------------------------------------------------------------------------------------
// Item 3: a player's view is read-only
// ---------------------------------------------------------------------------------------------

fn unit(id: &str, kind: UnitKind, stands: u64) -> Unit {
    Unit {
        strength: Strength {
            stands,
            ..Strength::default()
        },
        ..Unit::new(id, id, kind)
    }
}

/// Prussia (side A) attacks Austria (side B); ten markers face down at y = 100 (x = 100 …
/// 1000); Austria's area is a rectangle round the last four; one turn of log, in which
/// Prussia has lost 90 of its 200 stands and examined the markers `a_examined` says, Austria
/// those of `b_examined` (bit i for marker i).
pub fn battle(a_examined: u16, b_examined: u16) -> Scenario {
    let mut s = Scenario::new("Lobositz 1756");
    s.dice_seed = Some(1756);
    s.sides[0].name = "Prussia".into();
    s.sides[0].role = Role::Attacker;
    s.sides[1].name = "Austria".into();
    s.sides[1].role = Role::Defender;
    s.sides[0].contingents.push(Contingent {
        name: "King's army".into(),
        units: vec![unit("P1", UnitKind::Infantry, 200)],
        ..Contingent::default()
    });
    let mut reserve = unit("A2", UnitKind::Infantry, 20);
    reserve.status = UnitStatus::OffTable;
    s.sides[1].contingents.push(Contingent {
        name: "Browne's army".into(),
        units: vec![unit("A1", UnitKind::Infantry, 215), reserve],
        ..Contingent::default()
    });
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(650.0, 50.0),
        Point::new(1050.0, 50.0),
        Point::new(1050.0, 300.0),
        Point::new(650.0, 300.0),
    ]);
    for (k, v) in [30, 20, 15, 5, 5, 5, 5, 5, 5, 5].into_iter().enumerate() {
        s.markers.markers.push(Marker {
            id: ((b'A' + k as u8) as char).to_string(),
            name: format!("Objective {}", k + 1),
            pos: Point::new(100.0 * (k + 1) as f32, 100.0),
            value: Some(v),
            hidden: true,
            placed_by: None,
        });
    }
    let mut events = Vec::new();
    for k in 0..10 {
        for (side, bits) in [(SideId::B, b_examined), (SideId::A, a_examined)] {
            if bits & (1 << k) != 0 {
                events.push(Event::MarkerControl {
                    marker: ((b'A' + k as u8) as char).to_string(),
                    side,
                });
            }
        }
    }
    events.push(Event::Losses {
        side: SideId::A,
        unit: Some("P1".into()),
        men: 0,
        stands: 90,
        strength_points: 0,
        unit_points: 0,
    });
    s.log.turns.push(Turn {
        name: "1".into(),
        events,
    });
    s
}

pub fn lobositz() -> Scenario {
    battle(0b0000_0011_1111, 0b11_1100_0000)
}

/// A file dropped on the window, as eframe hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn press_at(h: &mut Harness<'_, UmpireApp>, at: Pos2, pressed: bool) {
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    });
}

fn drag(h: &mut Harness<'_, UmpireApp>, from: Pos2, to: Pos2) {
    h.hover_at(from);
    h.run();
    press_at(h, from, true);
    h.run();
    for k in 1..=4 {
        h.hover_at(from + (to - from) * (k as f32 / 4.0));
        h.run();
    }
    press_at(h, to, false);
    h.run();
}

fn click_at(h: &mut Harness<'_, UmpireApp>, at: Pos2) {
    h.hover_at(at);
    h.run();
    press_at(h, at, true);
    press_at(h, at, false);
    h.run();
}

fn on_map(h: &Harness<'_, UmpireApp>, x: f32, y: f32) -> Pos2 {
    h.state().map.scene_to_screen(Point::new(x, y))
}

/// The input named `label` (not the label beside it that names it).
pub fn field<'h>(h: &'h Harness<'_, UmpireApp>, label: &'h str) -> egui_kittest::Node<'h> {
    let mut found: Vec<_> = h
        .query_all_by_label(label)
        .filter(|n| n.accesskit_node().role() != egui::accesskit::Role::Label)
        .collect();
    assert_eq!(found.len(), 1, "inputs named \"{label}\": {}", found.len());
    found.remove(0)
}

/// Type into the field named `label`, if it takes the keyboard.
pub fn type_into(h: &mut Harness<'_, UmpireApp>, label: &str, text: &str) {
    field(h, label).focus();
    h.run();
    field(h, label).type_text(text);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

/// Every way the window offers to change the document, tried in a player's view; with
/// `replacing`, also those that put another document in its place.
fn try_every_edit(h: &mut Harness<'_, UmpireApp>, dir: &std::path::Path, replacing: bool) {
    if replacing {
        // Menu commands and their shortcuts.
        for c in [
            Command::Undo,
            Command::Redo,
            Command::DeleteSelection,
            Command::New,
            Command::Open,
            Command::OpenDemo("waterloo.ron"),
            Command::SaveAs,
            Command::OpenMapImage,
            Command::RecoverAutosaves,
        ] {
            h.state_mut().queue(c);
            h.run();
        }
        for (m, k) in [
            (Modifiers::COMMAND, Key::Z),
            (Modifiers::COMMAND, Key::Y),
            (CMD_SHIFT, Key::Z),
            (Modifiers::COMMAND, Key::N),
            (Modifiers::COMMAND, Key::O),
            (CMD_SHIFT, Key::S),
        ] {
            h.key_press_modifiers(m, k);
            h.run();
        }
        // Files dropped on the window: a scenario, and an image to use as the map.
        let other = dir.join("other.ron");
        umpire::model::save(&Scenario::new("Another battle"), &other).unwrap();
        let image = dir.join("map.png");
        image::RgbImage::from_pixel(40, 30, image::Rgb([9, 9, 9]))
            .save(&image)
            .unwrap();
        for path in [other, image] {
            h.input_mut().dropped_files.push(Arc::new(Dropped(path)));
            h.run();
        }
    }

    // The map: select a marker and press Delete, drag it, click with each tool, double-click
    // an edge of Austria's area, select the area and press Delete, Enter.
    h.state_mut().view.tab = Tab::Designer;
    h.run();
    let a = on_map(h, 100.0, 100.0);
    click_at(h, a);
    h.key_press(Key::Delete);
    h.run();
    h.key_press(Key::Backspace);
    h.run();
    drag(h, a, on_map(h, 300.0, 400.0));
    for tool in ["Place marker", "Draw area: Prussia", "Draw area: Austria"] {
        h.get_by_label(tool).click();
        h.run();
        click_at(h, on_map(h, 500.0, 600.0));
        click_at(h, on_map(h, 520.0, 700.0));
        click_at(h, on_map(h, 600.0, 650.0));
        h.key_press(Key::Enter);
        h.run();
    }
    let edge = on_map(h, 850.0, 300.0);
    h.hover_at(edge);
    h.run();
    for _ in 0..2 {
        press_at(h, edge, true);
        press_at(h, edge, false);
    }
    h.run();
    click_at(h, on_map(h, 900.0, 250.0));
    drag(h, on_map(h, 650.0, 50.0), on_map(h, 600.0, 20.0));
    h.key_press(Key::Delete);
    h.run();
    for button in [
        "Draw area of Austria",
        "Delete area of Austria",
        "Roll for the first placement",
        "Use these rolls",
        "Deal the values face down",
    ] {
        if let Some(b) = h.query_by_label(button) {
            b.click();
            h.run();
        }
    }

    // The Sides & units tab: type into a name, a number; add a unit.
    h.state_mut().view.tab = Tab::Sides;
    h.run();
    type_into(h, "Name of side A", " and Saxony");
    type_into(h, "Scenario title", "!");
    h.get_by_label("Add unit to contingent 1 of side A").click();
    h.run();
    h.get_by_label("Delete unit P1").click();
    h.run();

    // The desk: every panel's edits.
    desk(h, DeskPanel::Log);
    for b in [
        "Delete entry 1",
        "Add turn",
        "Next turn",
        "Rename turn",
        "Delete turn",
        "Add entry",
    ] {
        if let Some(n) = h.query_by_label(b) {
            n.click();
            h.run();
        }
    }
    desk(h, DeskPanel::EndOfBattle);
    type_into(h, "Men per gun", "5");
    desk(h, DeskPanel::Settings);
    type_into(h, "Umpire", "Hale");
    h.get_by_label("Compared with Napoleon at Waterloo [8.0]")
        .click();
    h.run();
    desk(h, DeskPanel::Withdrawal);
    if let Some(n) = h.query_by_label("Roll withdrawal test of Prussia") {
        n.click();
        h.run();
    }
}

#[test]
fn a_players_view_changes_nothing_whatever_is_tried() {
    let dir = tempfile::tempdir().unwrap();
    for audience in [
        Audience::Side(SideId::A),
        Audience::Side(SideId::B),
        Audience::Public,
    ] {
        let mut app = UmpireApp::new_for_test(lobositz(), Some(dir.path().join("lobositz.ron")));
        // An edit and its undo in the umpire's view, so that Undo and Redo would both act.
        app.doc
            .step(|s| s.title = "Lobositz, 1 October 1756".into());
        app.doc.undo();
        let mut h = window(app);
        h.state_mut().view.audience = audience;
        h.run();
        let (id, generation) = (h.state().doc.id(), h.state().doc.generation());
        let file = h.state().doc.scenario().clone();

        try_every_edit(&mut h, dir.path(), true);
        // The desk offered none of its edits.
        for b in [
            "Delete entry 1",
            "Add entry",
            "Roll withdrawal test of Prussia",
        ] {
            assert!(h.query_by_label(b).is_none(), "{audience:?}: {b}");
        }
        h.state_mut().desk.panel = DeskPanel::Log;
        h.run();
        for b in ["Delete entry 1", "Add entry", "Add turn", "Next turn"] {
            assert!(h.query_by_label(b).is_none(), "{audience:?}: {b}");
        }

        assert_eq!(h.state().doc.id(), id, "{audience:?}: the same document");
        assert_eq!(
            h.state().doc.generation(),
            generation,
            "{audience:?}: the document changed"
        );
        assert_eq!(*h.state().doc.scenario(), file);
        assert!(
            h.state().doc.can_redo(),
            "{audience:?}: the history is intact"
        );
        assert_eq!(h.state().view.audience, audience, "still the player's view");
        let said = h.state().status_message().expect("a message").text;
        assert!(
            said.ends_with(
                "is read-only: nothing was changed. View → Umpire's view… to change the scenario."
            ),
            "{audience:?}: {said}"
        );
    }
    // The same tries change the umpire's document: the test sees a change when there is one.
    let mut h = window(UmpireApp::new_for_test(lobositz(), None));
    let generation = h.state().doc.generation();
    try_every_edit(&mut h, dir.path(), false);
    assert_ne!(h.state().doc.generation(), generation);
}

#[test]
fn the_menus_offer_no_edit_in_a_players_view() {
    let mut h = window(UmpireApp::new_for_test(lobositz(), None));
    h.key_press_modifiers(CMD_SHIFT, Key::P);
    h.run();
    assert!(shows(&h, "Read-only"));
    h.get_by_label("Edit").click();
    h.run();
    for item in [
        "Undo Ctrl+Z",
        "Redo Ctrl+Shift+Z",
        "Delete selection Delete",
    ] {
        assert!(disabled(&h, item), "{item}");
    }
    h.key_press(Key::Escape);
    h.run();
    h.get_by_label("File").click();
    h.run();
    for item in [
        "New Ctrl+N",
        "Open… Ctrl+O",
        "Save As… Ctrl+Shift+S",
        "Open map image…",
        "Recover unsaved work…",
    ] {
        assert!(disabled(&h, item), "{item}");
    }
    for item in [
        "Save Ctrl+S",
        "Export map as PNG…",
        "Export report…",
        "Quit Ctrl+Q",
    ] {
        assert!(
            !disabled(&h, item),
            "{item}: writes what is there, or is made for the audience looking"
        );
    }
}

#[test]
fn the_umpires_view_comes_back_only_when_asked_for_and_confirmed() {
    let mut h = window(UmpireApp::new_for_test(lobositz(), None));
    h.state_mut().view.tab = Tab::Battle;
    h.run();
    for expected in [
        Audience::Side(SideId::A),
        Audience::Side(SideId::B),
        Audience::Public,
        Audience::Side(SideId::A),
    ] {
        h.key_press_modifiers(CMD_SHIFT, Key::P);
        h.run();
        assert_eq!(h.state().view.audience, expected);
    }
    // The picker: choosing the umpire asks; Cancel keeps the player's view.
    h.get_by_label("Shown to").click();
    h.run();
    h.get_by_label("Umpire").click();
    h.run();
    h.run();
    assert!(shows(&h, "Show the umpire's view?"));
    assert_eq!(h.state().view.audience, Audience::Side(SideId::A));
    click(&mut h, "Cancel");
    assert_eq!(h.state().view.audience, Audience::Side(SideId::A));
    h.state_mut().queue(Command::UmpireView);
    h.run();
    click(&mut h, "Show the umpire's view");
    assert_eq!(h.state().view.audience, Audience::Umpire);
    // Edits work again.
    desk(&mut h, DeskPanel::Log);
    click(&mut h, "Add turn");
    assert_eq!(h.state().doc.scenario().log.turns.len(), 2);
}

// ---------------------------------------------------------------------------------------------
// Item 4: the Settings panel
// ---------------------------------------------------------------------------------------------

#[test]
fn the_settings_panel_names_the_result_of_record_and_who_played_with_undo() {
    let mut h = window(UmpireApp::new_for_test(lobositz(), None));
    desk(&mut h, DeskPanel::Verdicts);
    assert!(shows(&h, "The umpire should name it before the battle"));
    click(&mut h, "Name the deciding system");
    assert_eq!(h.state().desk.panel, DeskPanel::Settings);
    assert!(h.state().desk.is_focused("settings.decided_by"));

    click(&mut h, "Decided by");
    click(&mut h, "Casualty chart (Result at Waterloo)");
    assert_eq!(
        h.state().doc.scenario().settings.decided_by.as_deref(),
        Some("casualty-chart")
    );
    assert!(
        h.query_by_label("Compared with Casualty chart (Result at Waterloo)")
            .is_none(),
        "the deciding system is not also compared"
    );
    click(&mut h, "Compared with Napoleon at Waterloo [8.0]");
    click(
        &mut h,
        "Compared with Weighted objectives (withdrawal test)",
    );
    assert_eq!(
        h.state().doc.scenario().settings.compare_with,
        ["weighted-objectives", "naw"],
        "in the registry's order"
    );
    type_into(&mut h, "Players of Prussia", "Tom Fletcher");
    type_into(&mut h, "Umpire", "Richard Hale");
    h.run_steps(4);
    h.run();
    let played = &h.state().doc.scenario().played;
    assert_eq!(played.players.0, "Tom Fletcher");
    assert_eq!(played.umpire, "Richard Hale");

    desk(&mut h, DeskPanel::Verdicts);
    assert!(shows(&h, "Result of record"));
    assert!(shows(&h, "For comparison"));
    assert!(!shows(&h, "The umpire should name it before the battle"));

    // Undo takes the steps back one by one: the typing, the systems compared, the choice.
    let undo = |h: &mut Harness<'_, UmpireApp>| {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
        h.run_steps(4);
        h.run();
    };
    undo(&mut h);
    assert_eq!(h.state().doc.scenario().played.umpire, "");
    undo(&mut h);
    assert_eq!(h.state().doc.scenario().played.players.0, "");
    undo(&mut h);
    undo(&mut h);
    assert!(h.state().doc.scenario().settings.compare_with.is_empty());
    undo(&mut h);
    assert_eq!(h.state().doc.scenario().settings.decided_by, None);
    h.key_press_modifiers(CMD_SHIFT, Key::Z);
    h.run();
    assert_eq!(
        h.state().doc.scenario().settings.decided_by.as_deref(),
        Some("casualty-chart")
    );
}

/// The list of entry kinds shows every kind at once: the last, "Markers turned over", is
/// there to click, not cut off under "Night morale".
#[test]
fn every_kind_of_entry_can_be_picked_from_the_list() {
    let mut h = window(UmpireApp::new_for_test(lobositz(), None));
    desk(&mut h, DeskPanel::Log);
    click(&mut h, "New entry");
    let last = h
        .query_all_by_label("Markers turned over")
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
        .expect("the last kind is listed")
        .rect()
        .center();
    click_at(&mut h, last);
    assert_eq!(
        h.state().desk.log.new_kind,
        umpire::app::desk::log_editor::EventKind::RevealMarkers
    );
}

/// A graph's legend is drawn above the plot, never over its points (the latest of which, where
/// cumulative losses end, it used to cover in the plot's corner).
#[test]
fn the_graph_legend_covers_no_point() {
    let mut h = waterloo();
    desk(&mut h, DeskPanel::Graphs);
    let plot = h
        .root()
        .children_recursive()
        .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::Unknown)
        .filter(|n| n.accesskit_node().bounding_box().is_some())
        .map(|n| n.rect())
        .max_by(|a, b| a.area().total_cmp(&b.area()))
        .expect("the plot");
    for entry in [
        "Armée du Nord Strength Points lost",
        "Allies Strength Points lost",
        "Current turn: June 18 Evening",
    ] {
        let r = h.get_by_label(entry).rect();
        assert!(
            r.max.y <= plot.min.y,
            "{entry} at {r:?} lies over the plot {plot:?}"
        );
    }
}

/// The Sides tab's Id column is as wide as the longest id ("fr-cav-iii"), not cut at 50 points.
#[test]
fn the_id_column_shows_the_longest_id_whole() {
    let mut h = waterloo();
    h.state_mut().view.tab = Tab::Sides;
    h.run();
    let font = egui::TextStyle::Body.resolve(&h.ctx.global_style());
    let text = h.ctx.fonts_mut(|f| {
        f.layout_no_wrap("fr-cav-iii".into(), font, egui::Color32::WHITE)
            .size()
            .x
    });
    let field = h.get_by_label("Id of fr-cav-iii").rect();
    assert!(
        field.width() >= text + 8.0,
        "the field is {} wide for a text of {text}",
        field.width()
    );
}
