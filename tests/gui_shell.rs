//! The window's shell driven as a user would, headless, through egui_kittest: typing, keyboard
//! shortcuts, buttons, dialogs, files, autosave.

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
    h.get_by_label("sides[1].name: side B needs a name");
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
    let saved = umpire::model::load_lenient(&path).unwrap().0;
    assert_eq!(saved.sides[1].contingents[0].name, "Contingent 1");
}

/// A file dropped on the window, as eframe hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

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
    let saved = umpire::model::load_lenient(&path).unwrap().0;
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
    h.get_by_label_contains("Player view").click();
    h.run();
    assert_eq!(h.state().view.audience, umpire::app::view::Audience::Player);
    assert!(
        h.query_by_label("Umpire notes").is_none(),
        "umpire notes are hidden from players"
    );
    h.key_press_modifiers(CMD_SHIFT, Key::P);
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

/// The image file a saved scenario names, read back as a scenario from disk would read it.
fn map_file_of(scenario_file: &Path) -> (PathBuf, (u32, u32)) {
    let saved = umpire::model::load(scenario_file).expect("the saved scenario loads");
    let image = saved
        .map
        .image
        .expect("the saved scenario names a map image");
    let path = umpire::render::draw::map_image_path(scenario_file.parent(), &image);
    let size = image::image_dimensions(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (path, size)
}

/// Open `file` in a fresh window on the designer tab and return the size of the map it shows.
fn reopened_map_size(file: &Path) -> Option<(u32, u32)> {
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None);
    assert!(app.open_path(file.to_path_buf()));
    let mut h = harness(app);
    h.state_mut().view.tab = Tab::Designer;
    wait_for_map(&mut h);
    let errors: Vec<_> = h
        .state()
        .messages
        .iter()
        .filter(|m| m.severity == umpire::app::view::Severity::Error)
        .map(|m| m.text.clone())
        .collect();
    assert_eq!(errors, Vec::<String>::new());
    h.state().map.image_size()
}

const DEMO_MAP_SIZE: (u32, u32) = (2400, 1600);

fn demo_app(picker: &ScriptedPicker) -> UmpireApp {
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None)
        .with_file_picker(picker.clone());
    app.open_demo("lobositz.ron");
    app
}

#[test]
fn save_as_of_the_demo_writes_its_built_in_map_beside_the_scenario() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("battle.ron");
    let picker = ScriptedPicker::default();
    picker.answer(&file);
    let mut h = harness(demo_app(&picker));
    h.state_mut().view.tab = Tab::Designer;
    wait_for_map(&mut h);
    assert_eq!(
        h.state().doc.scenario().map.image.as_deref(),
        Some("../maps/lobositz.jpg"),
        "the demo names its map as the source tree holds it"
    );

    h.key_press_modifiers(CMD_SHIFT, Key::S);
    // The map reloads from the new file at once: step rather than wait for a still screen.
    h.run_steps(2);
    assert_eq!(picker.asked().len(), 1);
    assert_eq!(h.state().doc.path.as_deref(), Some(file.as_path()));
    assert!(!h.state().doc.is_dirty());

    let (map, size) = map_file_of(&file);
    assert_eq!(map, dir.path().join("lobositz.jpg"), "beside the scenario");
    assert_eq!(size, DEMO_MAP_SIZE);
    assert_eq!(
        std::fs::read(&map).unwrap(),
        umpire::cli::demo::demo_map("lobositz.jpg").unwrap(),
        "the very bytes of the built-in map"
    );
    assert_eq!(
        h.state().doc.scenario().map.image.as_deref(),
        Some("lobositz.jpg"),
        "the open document names it as the file does"
    );
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert_eq!(leftovers, Vec::<String>::new(), "no temporary file left");
    assert!(
        h.state()
            .messages
            .iter()
            .any(|m| m.text.starts_with("Wrote the map image to")),
        "{:?}",
        h.state().messages
    );
    // The map still shows, now read from the file.
    wait_for_map(&mut h);
    assert_eq!(h.state().map.image_size(), Some(DEMO_MAP_SIZE));

    assert_eq!(reopened_map_size(&file), Some(DEMO_MAP_SIZE));
}

#[test]
fn save_as_of_the_demo_never_overwrites_another_image_of_the_same_name() {
    let dir = tempfile::tempdir().unwrap();
    let theirs = dir.path().join("lobositz.jpg");
    image::RgbImage::from_pixel(30, 20, image::Rgb([200, 10, 10]))
        .save_with_format(&theirs, image::ImageFormat::Jpeg)
        .unwrap();
    let their_bytes = std::fs::read(&theirs).unwrap();
    let file = dir.path().join("battle.ron");
    let picker = ScriptedPicker::default();
    picker.answer(&file);
    let mut h = harness(demo_app(&picker));
    h.run();

    h.key_press_modifiers(CMD_SHIFT, Key::S);
    h.run();
    assert_eq!(
        std::fs::read(&theirs).unwrap(),
        their_bytes,
        "the other image is untouched"
    );
    let (map, size) = map_file_of(&file);
    assert_eq!(map, dir.path().join("lobositz-1.jpg"));
    assert_eq!(size, DEMO_MAP_SIZE);
    assert_eq!(
        h.state().doc.scenario().map.image.as_deref(),
        Some("lobositz-1.jpg")
    );
    let told = format!(
        "{} is a different file, so the map image was written to {}",
        theirs.display(),
        map.display()
    );
    assert!(
        h.state().messages.iter().any(|m| m.text == told),
        "{:?}",
        h.state().messages
    );
    assert_eq!(reopened_map_size(&file), Some(DEMO_MAP_SIZE));
}

#[test]
fn save_as_into_another_folder_keeps_the_map_that_lay_beside_the_old_file() {
    let root = tempfile::tempdir().unwrap();
    let old = root.path().join("old");
    std::fs::create_dir(&old).unwrap();
    image::RgbImage::from_pixel(300, 200, image::Rgb([1, 2, 3]))
        .save(old.join("field.png"))
        .unwrap();
    let mut s = lobositz();
    s.map.image = Some("field.png".into());
    s.map.size = Some((300, 200));
    let old_file = old.join("kolin.ron");
    umpire::model::save(&s, &old_file).unwrap();
    assert_eq!(reopened_map_size(&old_file), Some((300, 200)));

    let elsewhere = tempfile::tempdir().unwrap();
    let picker = ScriptedPicker::default();
    // First into the parent folder (the map is then inside it), then somewhere unrelated.
    picker.answer(root.path().join("kolin.ron"));
    picker.answer(elsewhere.path().join("kolin.ron"));
    let mut app = UmpireApp::new_for_test(s, Some(old_file.clone())).with_file_picker(picker);
    app.view.tab = Tab::Designer;
    let mut h = harness(app);
    h.state_mut().view.tab = Tab::Designer;
    wait_for_map(&mut h);

    h.key_press_modifiers(CMD_SHIFT, Key::S);
    h.run();
    let in_parent = root.path().join("kolin.ron");
    let saved = umpire::model::load(&in_parent).unwrap();
    assert_eq!(saved.map.image.as_deref(), Some("old/field.png"));
    assert_eq!(
        map_file_of(&in_parent),
        (root.path().join("old/field.png"), (300, 200))
    );
    assert_eq!(reopened_map_size(&in_parent), Some((300, 200)));

    h.key_press_modifiers(CMD_SHIFT, Key::S);
    h.run();
    let far = elsewhere.path().join("kolin.ron");
    let (map, size) = map_file_of(&far);
    assert_eq!(
        std::fs::canonicalize(&map).unwrap(),
        std::fs::canonicalize(old.join("field.png")).unwrap()
    );
    assert_eq!(size, (300, 200));
    assert_eq!(reopened_map_size(&far), Some((300, 200)));
    assert!(
        !elsewhere.path().join("field.png").exists(),
        "a map on disk is referred to, not copied"
    );
    assert_eq!(h.state().map.image_size(), Some((300, 200)));
}
