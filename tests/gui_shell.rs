//! The window's shell driven as a user would, headless, through egui_kittest: typing, keyboard
//! shortcuts, buttons, dialogs, autosave; files (saving, dialogs, exports), in [`files`];
//! placement mode's refusals, in [`placement`].
//! One file past the usual length: its tests share one set of helpers that drive the window.

pub(crate) mod files;
mod placement;

use egui::{Key, Modifiers, ViewportCommand, ViewportEvent, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use umpire::app::UmpireApp;
use umpire::app::autosave::Autosave;
use umpire::app::dialogs::{Dialog, Then};
use umpire::app::files::ScriptedPicker;
use umpire::app::shell::Tab;
use umpire::model::{Contingent, Scenario, SideId, Strength, Unit, UnitKind};

const CMD_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

/// Lobositz with one Prussian battalion of 1,000 men.
fn lobositz() -> Scenario {
    let mut s = Scenario::new("Lobositz 1756");
    s.sides[0].name = "Prussia".into();
    s.sides[1].name = "Austria".into();
    let mut unit = Unit::new("A1", "Itzenplitz", UnitKind::Infantry);
    unit.strength = Strength {
        men: 1000,
        stands: 4,
        unit_points: 3,
        strength_points: 2,
    };
    s.sides[0].contingents.push(Contingent {
        name: "Prussians".into(),
        units: vec![unit],
        ..Contingent::default()
    });
    s
}

fn harness(app: UmpireApp) -> Harness<'static, UmpireApp> {
    let mut app = app;
    app.view.tab = Tab::Sides;
    Harness::builder()
        .with_size([1500.0, 1000.0])
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app)
}

/// Let simulated time pass so that the last edit becomes an undo step (it settles after 0.4 s).
fn settle(h: &mut Harness<'_, UmpireApp>) {
    h.run_steps(4);
    h.run();
}

fn side_a_name(h: &Harness<'_, UmpireApp>) -> String {
    h.state().doc.scenario().side(SideId::A).name.clone()
}

#[test]
fn renaming_a_side_marks_unsaved_and_keyboard_undo_redo_restore_it() {
    let mut h = harness(UmpireApp::new_for_test(
        lobositz(),
        Some(PathBuf::from("/games/lobositz.ron")),
    ));
    h.run();
    assert_eq!(
        h.state().window_title(),
        "umpire — Lobositz 1756 — lobositz.ron"
    );
    assert!(h.query_by_label("• unsaved changes").is_none());

    h.get_by_label("Name of side A").focus();
    h.run();
    h.get_by_label("Name of side A").type_text(" and Saxony");
    settle(&mut h);
    assert_eq!(side_a_name(&h), "Prussia and Saxony");
    assert_eq!(
        h.state().window_title(),
        "umpire — Lobositz 1756 — lobositz.ron •"
    );
    h.get_by_label("• unsaved changes");
    h.get_by_label_contains("Totals of side A (Prussia and Saxony)");

    // Leave the field, so that the document's undo acts, not the text field's own.
    h.key_press(Key::Escape);
    h.run();
    assert!(!h.get_by_label("Name of side A").is_focused());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert_eq!(side_a_name(&h), "Prussia", "Ctrl+Z undoes the rename");
    assert!(!h.state().window_title().ends_with('•'), "back as saved");
    assert!(h.query_by_label("• unsaved changes").is_none());

    h.key_press_modifiers(CMD_SHIFT, Key::Z);
    settle(&mut h);
    assert_eq!(
        side_a_name(&h),
        "Prussia and Saxony",
        "Ctrl+Shift+Z redoes it"
    );

    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    assert_eq!(side_a_name(&h), "Prussia");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    settle(&mut h);
    assert_eq!(side_a_name(&h), "Prussia and Saxony", "Ctrl+Y redoes too");
}

#[test]
fn adding_a_unit_and_giving_it_men_changes_the_totals() {
    let mut h = harness(UmpireApp::new_for_test(lobositz(), None));
    h.run();
    h.get_by_label("Totals of side A (Prussia): 1 unit, 1,000 men, 4 stands, 3 UP, 2 SP");

    h.get_by_label("Add unit to contingent 1 of side A").click();
    h.run();
    h.get_by_label("Totals of side A (Prussia): 2 units, 1,000 men, 4 stands, 3 UP, 2 SP");
    let added = &h.state().doc.scenario().side(SideId::A).contingents[0].units[1];
    assert_eq!(added.id, "A2", "the new unit gets a fresh id");

    h.get_by_label("Men of A2").set_value_accesskit(2500.0);
    h.run();
    h.get_by_label("Stands of A2").set_value_accesskit(6.0);
    h.run();
    h.get_by_label("Totals of side A (Prussia): 2 units, 3,500 men, 10 stands, 3 UP, 2 SP");
    assert_eq!(
        h.state().doc.scenario().side(SideId::A).contingents[0].units[1]
            .strength
            .men,
        2500
    );
    // Side B is untouched.
    h.get_by_label("Totals of side B (Austria): 0 units, 0 men, 0 stands, 0 UP, 0 SP");

    h.get_by_label("Delete unit A2").click();
    h.run();
    h.get_by_label("Totals of side A (Prussia): 1 unit, 1,000 men, 4 stands, 3 UP, 2 SP");
    assert!(h.query_by_label("Men of A2").is_none());

    // The deletion is one undo step.
    settle(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut h);
    h.get_by_label("Totals of side A (Prussia): 2 units, 3,500 men, 10 stands, 3 UP, 2 SP");
    h.get_by_label("Men of A2");
}

#[test]
fn a_broken_scenario_shows_where_and_the_open_document_stays() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.ron");
    std::fs::write(
        &broken,
        "(\n  version: 1,\n  title: \"Kolin\"\n  sides: [],\n)\n",
    )
    .unwrap();
    let picker = ScriptedPicker::default();
    picker.answer(&broken);
    let app = UmpireApp::new_for_test(lobositz(), Some(PathBuf::from("/games/lobositz.ron")))
        .with_file_picker(picker.clone());
    let mut h = harness(app);
    h.run();

    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    assert_eq!(picker.asked().len(), 1, "Ctrl+O asks for a file");
    let where_ = format!("{}:4:3", broken.display());
    let Some(Dialog::Error { text, .. }) = h.state().dialog() else {
        panic!("an error dialog, got {:?}", h.state().dialog());
    };
    assert!(text.starts_with(&where_), "{text}");
    assert_eq!(
        h.get_all_by_label_contains(&where_).count(),
        2,
        "in the dialog and in the status bar"
    );
    assert_eq!(h.state().doc.scenario().title, "Lobositz 1756");
    assert_eq!(
        h.state().doc.path.as_deref(),
        Some(Path::new("/games/lobositz.ron"))
    );
    assert!(!h.state().doc.is_dirty());

    h.get_by_label("OK").click();
    h.run();
    assert!(h.state().dialog().is_none());
    h.get_by_label("Name of side A");
}

#[test]
fn a_scenario_with_problems_opens_and_lists_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kolin.ron");
    let mut s = lobositz();
    s.title = "Kolin".into();
    s.sides[1].name = " ".into();
    umpire::model::save(&s, &path).unwrap();
    let picker = ScriptedPicker::default();
    picker.answer(&path);
    let mut h = harness(UmpireApp::new_for_test(lobositz(), None).with_file_picker(picker));
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    assert_eq!(h.state().doc.scenario().title, "Kolin");
    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    h.get_by_label("Consistency problems");
    // The field in words, not as a path of the file.
    h.get_by_label("name of side B: side B needs a name");
    h.get_by_label("1 problem");
}

fn request_close(h: &mut Harness<'_, UmpireApp>) {
    h.input_mut()
        .viewports
        .entry(ViewportId::ROOT)
        .or_default()
        .events
        .push(ViewportEvent::Close);
    h.step();
}

fn sent(h: &Harness<'_, UmpireApp>, command: &ViewportCommand) -> bool {
    h.output().viewport_output[&ViewportId::ROOT]
        .commands
        .contains(command)
}

#[test]
fn closing_with_unsaved_changes_asks_first_and_cancel_keeps_the_window() {
    let mut h = harness(UmpireApp::new_for_test(lobositz(), None));
    h.run();
    h.get_by_label("Scenario title").focus();
    h.run();
    h.get_by_label("Scenario title").type_text(", 1 October");
    settle(&mut h);
    assert!(h.state().doc.is_dirty());

    request_close(&mut h);
    assert!(
        sent(&h, &ViewportCommand::CancelClose),
        "the close is held back"
    );
    h.run();
    assert_eq!(
        h.state().dialog(),
        Some(&Dialog::UnsavedChanges(Then::Quit))
    );
    h.get_by_label_contains("has changes that are not saved. Save them before quitting?");
    h.get_by_label("Save");
    h.get_by_label("Discard");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.state().dialog().is_none());
    assert!(!h.state().closing(), "Cancel keeps the window");
    assert_eq!(h.state().doc.scenario().title, "Lobositz 1756, 1 October");

    request_close(&mut h);
    h.run();
    h.get_by_label("Discard").click();
    h.step();
    assert!(h.state().closing());
    assert!(
        sent(&h, &ViewportCommand::Close),
        "Discard closes the window"
    );
}

#[test]
fn quit_with_save_writes_the_file_then_closes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lobositz.ron");
    let mut h = harness(UmpireApp::new_for_test(lobositz(), Some(path.clone())));
    h.run();
    h.get_by_label("Add contingent to side B").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Q);
    h.run();
    h.get_by_label("Save").click();
    h.step();
    assert!(h.state().closing());
    assert!(sent(&h, &ViewportCommand::Close));
    let saved = umpire::model::load_lenient(&path, &umpire::systems::ids())
        .unwrap()
        .0;
    assert_eq!(saved.sides[1].contingents[0].name, "Contingent 1");
}

/// A file dropped on the window, as eframe hands it over.
#[derive(Debug)]
pub struct Dropped(pub PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn dropping_a_scenario_on_the_window_opens_it_after_asking_about_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kolin.ron");
    let mut kolin = lobositz();
    kolin.title = "Kolin 1757".into();
    umpire::model::save(&kolin, &path).unwrap();

    let mut h = harness(UmpireApp::new_for_test(lobositz(), None));
    h.run();
    h.get_by_label("Add contingent to side A").click();
    h.run();
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(path.clone())));
    h.run();
    h.get_by_label_contains("Save them before opening kolin.ron?");
    h.get_by_label("Discard").click();
    h.run();
    assert_eq!(h.state().doc.scenario().title, "Kolin 1757");
    assert!(!h.state().doc.is_dirty());
    assert_eq!(h.state().window_title(), "umpire — Kolin 1757 — kolin.ron");
}

#[test]
fn autosave_writes_unsaved_work_and_the_next_start_offers_it() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let path = files.path().join("lobositz.ron");
    umpire::model::save(&lobositz(), &path).unwrap();

    // First session: an edit, then time passes; the window "crashes" (is dropped).
    let autosave = Autosave::new(data.path()).with_interval(Duration::from_secs(1));
    let autosave_file = autosave.file();
    let mut h =
        harness(UmpireApp::new_for_test(lobositz(), Some(path.clone())).with_autosave(autosave));
    h.run();
    assert!(h.state().dialog().is_none(), "nothing to restore at first");
    h.get_by_label("Scenario title").focus();
    h.run();
    h.get_by_label("Scenario title").type_text(" (draft)");
    h.run_steps(8);
    let written = std::fs::read_to_string(&autosave_file).expect("an autosave was written");
    assert!(
        written.contains("title: \"Lobositz 1756 (draft)\""),
        "{written}"
    );
    drop(h);

    // Second session: the autosave is offered.
    let mut h = harness(
        UmpireApp::new_for_test(Scenario::new("New scenario"), None)
            .with_autosave(Autosave::new(data.path())),
    );
    h.run();
    h.get_by_label("Restore unsaved work?");
    h.get_by_label_contains("An autosave of “Lobositz 1756 (draft)”");
    h.get_by_label("Restore").click();
    h.run();
    assert_eq!(h.state().doc.scenario().title, "Lobositz 1756 (draft)");
    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    assert!(h.state().doc.is_dirty(), "restored work is not saved yet");
    assert!(h.state().window_title().ends_with(" •"));

    // Saving it makes the autosave unnecessary.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(!h.state().doc.is_dirty());
    assert!(!autosave_file.exists(), "a save removes the autosave");
    let saved = umpire::model::load_lenient(&path, &umpire::systems::ids())
        .unwrap()
        .0;
    assert_eq!(saved.title, "Lobositz 1756 (draft)");
}

#[test]
fn save_as_asks_for_a_file_and_adds_the_extension() {
    let dir = tempfile::tempdir().unwrap();
    let picker = ScriptedPicker::default();
    picker.answer(dir.path().join("kolin"));
    let mut h = harness(UmpireApp::new_for_test(lobositz(), None).with_file_picker(picker.clone()));
    h.run();
    assert_eq!(
        h.state().window_title(),
        "umpire — Lobositz 1756 — not saved yet"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let asked = picker.asked();
    assert_eq!(asked.len(), 1, "Save of a new scenario asks where");
    assert_eq!(asked[0].file_name.as_deref(), Some("lobositz-1756.ron"));
    let path = dir.path().join("kolin.ron");
    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    assert_eq!(
        h.state().window_title(),
        "umpire — Lobositz 1756 — kolin.ron"
    );
    assert!(path.exists());
    assert_eq!(h.state().recent.paths.first(), Some(&path));
}

#[test]
fn the_menus_show_shortcuts_and_player_view_hides_umpire_notes() {
    let mut s = lobositz();
    s.umpire_notes = "The Austrian withdrawal test was called too early.".into();
    let mut h = harness(UmpireApp::new_for_test(s, None));
    h.run();
    h.get_by_label("Umpire notes");

    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Save As…");
    assert!(
        h.query_by_label_contains("Ctrl+Shift+S").is_some(),
        "the menu shows the shortcut of Save As"
    );
    h.get_by_label_contains("Export report…");
    h.key_press(Key::Escape);
    h.run();

    h.get_by_label("View").click();
    h.run();
    h.get_by_label_contains("Next player view").click();
    h.run();
    assert_eq!(
        h.state().view.audience,
        umpire::app::view::Audience::Side(SideId::A)
    );
    assert!(
        h.query_by_label("Umpire notes").is_none(),
        "umpire notes are hidden from players"
    );
    // The shortcut goes round the players' views (side B, the public, side A again), never
    // back to the umpire's, which is a command of its own, asked first.
    for _ in 0..3 {
        h.key_press_modifiers(CMD_SHIFT, Key::P);
        h.run();
    }
    assert_eq!(
        h.state().view.audience,
        umpire::app::view::Audience::Side(SideId::A)
    );
    assert!(h.query_by_label("Umpire notes").is_none());
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Umpire's view…").click();
    h.run();
    h.get_by_label("Show the umpire's view?");
    h.get_by_label("Show the umpire's view").click();
    h.run();
    assert_eq!(h.state().view.audience, umpire::app::view::Audience::Umpire);
    h.get_by_label("Umpire notes");
}

/// Step until the map image is decoded and shown (it decodes on a worker thread).
fn wait_for_map(h: &mut Harness<'_, UmpireApp>) {
    for _ in 0..1000 {
        h.step();
        if !h.state().map.is_loading() && h.state().map.image_size().is_some() {
            h.run();
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!(
        "the map did not load in 10 s: {:?}",
        h.state().messages.last()
    );
}

const DEMO_MAP_SIZE: (u32, u32) = (2400, 1600);

fn demo_app(picker: &ScriptedPicker) -> UmpireApp {
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None)
        .with_file_picker(picker.clone());
    app.open_demo("lobositz.ron");
    app
}

const SMALL: egui::Vec2 = egui::vec2(1024.0, 640.0);

/// The labels of the widgets that reach past the window's right edge.
fn past_the_right_edge(h: &Harness<'_, UmpireApp>) -> Vec<String> {
    use egui_kittest::kittest::NodeT;
    h.root()
        .children_recursive()
        .filter(|n| n.accesskit_node().bounding_box().is_some())
        // The map canvas says where it lies in the map's own pixels, not on the screen.
        .filter(|n| n.accesskit_node().role() != egui::accesskit::Role::Canvas)
        .filter(|n| {
            let r = n.rect();
            r.width() > 0.0 && r.min.x < SMALL.x && r.max.x > SMALL.x + 1.0
        })
        .map(|n| {
            let a = n.accesskit_node();
            format!("{:?} {:?} {:?}", a.role(), a.label(), n.rect())
        })
        .collect()
}

fn small_window(app: UmpireApp) -> Harness<'static, UmpireApp> {
    Harness::builder()
        .with_size(SMALL)
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app)
}

/// Step until the map shown is decoded (or there is none).
pub fn settle_map(h: &mut Harness<'_, UmpireApp>) {
    for _ in 0..1000 {
        h.step();
        if !h.state().map.is_loading() {
            h.run();
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the map did not load in 10 s");
}

#[test]
fn every_tab_works_in_a_1024_by_640_window_with_no_panel_over_another() {
    for (demo, _) in umpire::assets::demo::all_demo_scenarios() {
        let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None);
        app.open_demo(demo);
        let mut h = small_window(app);
        h.state_mut().view.tab = Tab::Designer;
        settle_map(&mut h);

        // Designer: one toolbar row, and the map stops where the side panel starts.
        let row = |label: &str| h.get_by_label(label).rect().center().y;
        let y = row("Select");
        let s = h.state().doc.scenario();
        let tools = [
            "Place marker".to_string(),
            format!("Draw area: {}", s.sides[0].name),
            format!("Draw area: {}", s.sides[1].name),
        ];
        for tool in &tools {
            assert!(
                (row(tool) - y).abs() < 1.0,
                "{demo}: the toolbar wraps at {tool}"
            );
        }
        let canvas = h.state().map.canvas_rect();
        let panel = h.get_by_label("VP markers").rect();
        assert!(
            canvas.max.x <= panel.min.x,
            "{demo}: the map {canvas:?} reaches under the side panel {panel:?}"
        );
        assert!(
            canvas.width() > 500.0,
            "{demo}: the map keeps room: {canvas:?}"
        );
        assert_eq!(
            past_the_right_edge(&h),
            Vec::<String>::new(),
            "{demo}: Designer"
        );

        // The side panel keeps its width whatever it shows.
        let first = h
            .state()
            .doc
            .scenario()
            .markers
            .markers
            .first()
            .map(|m| m.pos);
        if let Some(p) = first {
            let at = h.state().map.scene_to_screen(p);
            h.hover_at(at);
            h.run();
            h.event(egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed: true,
                modifiers: Modifiers::NONE,
            });
            h.event(egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed: false,
                modifiers: Modifiers::NONE,
            });
            h.run();
            assert_eq!(
                h.state().map.canvas_rect(),
                canvas,
                "{demo}: selecting a marker moved the map"
            );
        }

        h.state_mut().view.tab = Tab::Sides;
        h.run();
        assert_eq!(
            past_the_right_edge(&h),
            Vec::<String>::new(),
            "{demo}: Sides"
        );

        h.state_mut().view.tab = Tab::Battle;
        for panel in umpire::app::desk::DeskPanel::ALL {
            h.state_mut().desk.panel = panel;
            h.run();
            assert_eq!(
                past_the_right_edge(&h),
                Vec::<String>::new(),
                "{demo}: Battle, {}",
                panel.label()
            );
        }
    }
}

#[test]
fn the_help_menu_shows_the_rules_the_shortcuts_and_about() {
    let mut h = harness(UmpireApp::new_for_test(lobositz(), None));
    h.run();
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("Rules reference…").click();
    h.run();
    h.get_by_label("Who knows what");
    h.get_by_label("Keyboard shortcuts").click();
    h.run();
    h.get_by_label("Ctrl+Shift+S");
    h.get_by_label("Save As");
    h.get_by_label("About umpire").click();
    h.run();
    h.get_by_label_contains(&format!("umpire {}", env!("CARGO_PKG_VERSION")));
    h.get_by_label_contains("Licence: MIT");
}

#[test]
fn file_open_demo_lists_every_demo() {
    let mut h = harness(UmpireApp::new_for_test(lobositz(), None));
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Open demo").click();
    h.run();
    for (demo, _) in umpire::assets::demo::all_demo_scenarios() {
        h.get_by_label(demo);
    }
    h.get_by_label("grande-tactique-sundown.ron").click();
    // The demo's map decodes on a worker over several frames.
    settle_map(&mut h);
    assert!(
        h.state().doc.scenario().title.contains("Saalfeld"),
        "{}",
        h.state().doc.scenario().title
    );
}

#[test]
fn an_error_leaves_the_status_bar_once_the_document_changes() {
    let mut s = lobositz();
    s.markers.placement = Some(umpire::model::Placement {
        first: SideId::A,
        rolls: (5, 2),
    });
    s.markers.values = vec![100];
    s.markers.markers.push(umpire::model::Marker {
        id: "A".into(),
        name: String::new(),
        pos: umpire::model::Point::new(100.0, 100.0),
        value: Some(100),
        hidden: false,
        placed_by: Some(SideId::A),
    });
    let mut h = harness(UmpireApp::new_for_test(s, None));
    h.state_mut().view.tab = Tab::Designer;
    h.run();
    h.get_by_label("Place marker").click();
    h.run();
    let on_map = h
        .state()
        .map
        .scene_to_screen(umpire::model::Point::new(600.0, 500.0));
    h.hover_at(on_map);
    h.run();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: on_map,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
    let said = "The only marker is placed: placement is over";
    let shown = |h: &Harness<'_, UmpireApp>| {
        h.state()
            .status_message()
            .map(|m| m.text.clone())
            .unwrap_or_default()
    };
    assert!(shown(&h).starts_with(said), "{:?}", shown(&h));
    h.get_by_label_contains(said);
    // The marker is deleted: placing is possible again, and the refusal goes.
    h.state_mut().doc.apply(|s| s.markers.markers.clear());
    h.run();
    assert!(
        !shown(&h).contains(said),
        "a stale error leaves the status bar"
    );
    assert!(h.query_by_label_contains(said).is_none());
    assert!(
        h.state().messages.iter().any(|m| m.text.starts_with(said)),
        "it stays among the messages"
    );
}

/// "Go to" from the battle desk on a unit's field: the Sides & units tab outlines that cell
/// (and scrolls to it once), and no other.
#[test]
fn the_sides_tab_marks_the_field_go_to_asked_for() {
    use umpire::app::desk::Focus;
    let s = lobositz();
    let last = s.sides[0].contingents.len() - 1;
    let k = s.sides[0].contingents[last].units.len() - 1;
    let path = format!("sides[0].contingents[{last}].units[{k}].strength.unit_points");
    let focus = |path: &str| Focus {
        path: path.to_string(),
        message: "has no Unit Points".into(),
        scroll: true,
    };

    let mut h = harness(UmpireApp::new_for_test(s.clone(), None));
    h.state_mut().desk.focus = Some(focus(&path));
    h.run();
    let kept = h.state().desk.focus.clone().expect("the focus is kept");
    assert_eq!(kept.path, path);
    assert!(!kept.scroll, "the Sides tab drew and scrolled to {path}");

    // A unit that does not exist is marked nowhere.
    let nowhere = format!(
        "sides[0].contingents[{last}].units[{}].strength.unit_points",
        k + 5
    );
    let mut h = harness(UmpireApp::new_for_test(s, None));
    h.state_mut().desk.focus = Some(focus(&nowhere));
    h.run();
    assert!(h.state().desk.focus.as_ref().unwrap().scroll);
}

/// A map opened while another tab is shown loads all the same: the status bar does not say
/// "Reading the map image" until the Designer is visited.
#[test]
fn the_map_loads_while_another_tab_is_shown() {
    let mut h = harness(demo_app(&ScriptedPicker::default()));
    h.state_mut().view.tab = Tab::Battle;
    wait_for_map(&mut h);
    assert_eq!(h.state().map.image_size(), Some(DEMO_MAP_SIZE));
    assert_eq!(h.state().view.tab, Tab::Battle, "still on the battle desk");
    assert!(h.state().work().is_empty(), "nothing left under way");
}
