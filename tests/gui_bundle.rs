//! Battle bundles in the window, driven as a user would: File → Open… takes a `.umpire` and
//! shows its map from inside it (nothing beside the bundle), File → Save as bundle… writes one
//! file, Save writes the bundle again, and an autosave of a bundle restores with its map.

use crate::gui_shell::{Dropped, settle_map};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use std::time::Duration;
use umpire::app::UmpireApp;
use umpire::app::autosave::Autosave;
use umpire::app::files::{FilePurpose, ScriptedPicker};
use umpire::app::shell::Tab;
use umpire::assets::demo;
use umpire::model::bundle::{self, BundleParts};
use umpire::model::{self, Scenario};

const DEMO_MAP_SIZE: (u32, u32) = (2400, 1600);

fn window(app: UmpireApp) -> Harness<'static, UmpireApp> {
    Harness::builder()
        .with_size([1500.0, 1000.0])
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app)
}

fn demo_map() -> &'static [u8] {
    demo::demo_map("lobositz.jpg").expect("the demo's map is built in")
}

/// The Lobositz demo bundled with its map, alone in a new folder.
fn lobositz_bundle() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let text = demo::demo_scenario("lobositz.ron").unwrap();
    let s = model::parse(text, "lobositz.ron", &umpire::systems::ids()).unwrap();
    let path = dir.path().join("sent by email.umpire");
    let parts = BundleParts {
        scenario: &s,
        scenario_name: "lobositz.ron",
        map: Some(("lobositz.jpg", demo_map())),
    };
    bundle::write_bundle(&path, &parts).unwrap();
    (dir, path)
}

/// The map shown once decoded, with no error said meanwhile.
fn shown_map(h: &mut Harness<'_, UmpireApp>) -> Option<(u32, u32)> {
    h.state_mut().view.tab = Tab::Designer;
    h.run_steps(2);
    settle_map(h);
    assert_eq!(
        crate::gui_shell::files::errors_said(h),
        Vec::<String>::new()
    );
    h.state().map.image_size()
}

fn folder_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn file_open_takes_a_bundle_and_shows_the_map_inside_it() {
    let (dir, path) = lobositz_bundle();
    let picker = ScriptedPicker::default();
    picker.answer(&path);
    let app = UmpireApp::new_for_test(Scenario::new("New scenario"), None)
        .with_file_picker(picker.clone());
    let mut h = window(app);
    h.run_steps(2);
    h.get_by_label("File").click();
    h.run_steps(2);
    h.get_by_label_contains("Open…").click();
    h.run_steps(2);
    let asked = picker.asked();
    assert_eq!(asked.len(), 1);
    assert_eq!(asked[0].purpose, FilePurpose::OpenScenario);
    assert!(
        asked[0].purpose.filter().1.contains(&"umpire"),
        "the dialog offers bundles"
    );

    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    assert_eq!(h.state().doc.scenario().title, "Lobositz");
    assert_eq!(
        h.state().doc.scenario().map.image.as_deref(),
        Some("lobositz.jpg")
    );
    assert_eq!(shown_map(&mut h), Some(DEMO_MAP_SIZE));
    assert_eq!(
        folder_names(dir.path()),
        vec!["sent by email.umpire"],
        "the map is read from inside the bundle, nothing is unpacked beside it"
    );
    assert!(!h.state().doc.is_dirty());
}

#[test]
fn a_bundle_dropped_on_the_window_opens_with_its_map() {
    let (_dir, path) = lobositz_bundle();
    let mut h = window(UmpireApp::new_for_test(Scenario::new("New scenario"), None));
    h.run_steps(2);
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(path.clone())));
    h.run_steps(2);
    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    assert_eq!(shown_map(&mut h), Some(DEMO_MAP_SIZE));
}

#[test]
fn a_bundle_refused_leaves_the_open_document_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.umpire");
    std::fs::write(&path, b"not a zip at all, but long enough to have an end").unwrap();
    let mut app = UmpireApp::new_for_test(Scenario::new("Kept"), None);
    assert!(!app.open_path(path.clone()));
    let mut h = window(app);
    h.run_steps(2);
    assert_eq!(h.state().doc.scenario().title, "Kept");
    let said = format!("{}: not a battle bundle", path.display());
    assert!(
        h.query_all_by_label_contains(&said).count() >= 1,
        "the dialog and the status bar say why"
    );
}

#[test]
fn save_as_bundle_writes_one_file_and_save_writes_it_again() {
    let dir = tempfile::tempdir().unwrap();
    let picker = ScriptedPicker::default();
    picker.answer(dir.path().join("battle"));
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None)
        .with_file_picker(picker.clone());
    app.open_demo("lobositz.ron");
    let mut h = window(app);
    assert_eq!(shown_map(&mut h), Some(DEMO_MAP_SIZE));

    h.get_by_label("File").click();
    h.run_steps(2);
    h.get_by_label_contains("Save as bundle…").click();
    h.run_steps(2);
    let asked = picker.asked();
    assert_eq!(asked[0].purpose, FilePurpose::SaveBundleAs);
    assert_eq!(asked[0].file_name.as_deref(), Some("lobositz.umpire"));
    let path = dir.path().join("battle.umpire");
    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    assert!(!h.state().doc.is_dirty());
    assert_eq!(
        folder_names(dir.path()),
        vec!["battle.umpire"],
        "one file, no map beside it"
    );
    let read = bundle::read_bundle(&path).unwrap();
    assert_eq!(
        read.map.as_ref().unwrap().bytes,
        demo_map(),
        "the very bytes of the map"
    );
    assert_eq!(read.manifest.scenario, "battle.ron");
    assert_eq!(
        h.state().doc.scenario().map.image.as_deref(),
        Some("lobositz.jpg")
    );
    assert_eq!(shown_map(&mut h), Some(DEMO_MAP_SIZE));

    // An edit, then Save: the bundle again, with the edit and the map.
    h.state_mut().view.tab = Tab::Sides;
    h.run_steps(2);
    h.get_by_label("Scenario title").focus();
    h.run_steps(2);
    h.get_by_label("Scenario title").type_text(" (replay)");
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run_steps(2);
    assert!(!h.state().doc.is_dirty());
    assert_eq!(picker.asked().len(), 1, "Save of a bundle asks nothing");
    let (s, _, map) = bundle::open_lenient(&path, &umpire::systems::ids()).unwrap();
    assert_eq!(s.title, "Lobositz (replay)");
    assert_eq!(map.unwrap().bytes, demo_map());
    assert_eq!(
        folder_names(dir.path()),
        vec!["battle.umpire"],
        "no temporary file left"
    );
}

#[test]
fn a_bundle_saved_as_a_scenario_file_writes_its_map_beside_it() {
    let (_from, path) = lobositz_bundle();
    let dir = tempfile::tempdir().unwrap();
    let picker = ScriptedPicker::default();
    picker.answer(dir.path().join("lobositz.ron"));
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None)
        .with_file_picker(picker.clone());
    assert!(app.open_path(path));
    let mut h = window(app);
    h.run_steps(2);
    h.key_press_modifiers(
        Modifiers {
            shift: true,
            ..Modifiers::COMMAND
        },
        Key::S,
    );
    h.run_steps(2);
    assert_eq!(
        folder_names(dir.path()),
        vec!["lobositz.jpg", "lobositz.ron"]
    );
    assert_eq!(
        std::fs::read(dir.path().join("lobositz.jpg")).unwrap(),
        demo_map()
    );
    let saved = model::load(&dir.path().join("lobositz.ron"), &umpire::systems::ids()).unwrap();
    assert_eq!(saved.map.image.as_deref(), Some("lobositz.jpg"));
}

#[test]
fn the_autosave_of_a_bundle_restores_with_the_bundles_map() {
    let (_dir, path) = lobositz_bundle();
    let data = tempfile::tempdir().unwrap();
    let autosave = Autosave::new(data.path()).with_interval(Duration::from_secs(1));
    let autosave_file = autosave.file();
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None);
    assert!(app.open_path(path.clone()));
    let mut h = window(app.with_autosave(autosave));
    h.state_mut().view.tab = Tab::Sides;
    h.run_steps(2);
    h.get_by_label("Scenario title").focus();
    h.run_steps(2);
    h.get_by_label("Scenario title").type_text(" (draft)");
    h.run_steps(8);
    assert!(
        autosave_file.exists(),
        "unsaved work of a bundle is autosaved"
    );
    drop(h);

    let mut h = window(
        UmpireApp::new_for_test(Scenario::new("New scenario"), None)
            .with_autosave(Autosave::new(data.path())),
    );
    h.run_steps(2);
    h.get_by_label("Restore").click();
    h.run_steps(2);
    assert_eq!(h.state().doc.scenario().title, "Lobositz (draft)");
    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    assert_eq!(
        shown_map(&mut h),
        Some(DEMO_MAP_SIZE),
        "the map comes from the bundle"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run_steps(2);
    assert!(!h.state().doc.is_dirty());
    let (s, _, map) = bundle::open_lenient(&path, &umpire::systems::ids()).unwrap();
    assert_eq!(s.title, "Lobositz (draft)");
    assert_eq!(map.unwrap().bytes, demo_map(), "saved with its map");
}

/// The images a PDF holds.
fn images_in(pdf: &[u8]) -> usize {
    let doc = lopdf::Document::load_mem(pdf).expect("a PDF");
    doc.objects
        .values()
        .filter(|o| match o {
            lopdf::Object::Stream(s) => {
                s.dict.get(b"Subtype").and_then(|v| v.as_name()).ok() == Some(&b"Image"[..])
            }
            _ => false,
        })
        .count()
}

/// Open the bundle `path`, export with `command` into `out` (the picker's answer), and wait
/// until the export is written.
fn export_from_bundle(path: PathBuf, command: umpire::app::commands::Command, out: &Path) {
    let picker = ScriptedPicker::default();
    picker.answer(out);
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None)
        .with_file_picker(picker.clone());
    assert!(app.open_path(path));
    let mut h = window(app);
    h.run_steps(2);
    h.state_mut().queue(command);
    h.run_steps(2);
    for _ in 0..3000 {
        h.step();
        if !h.state().is_busy() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the export did not end in 30 s");
}

#[test]
fn the_map_of_a_bundle_exports_as_a_png_from_inside_it() {
    let (dir, path) = lobositz_bundle();
    let png = dir.path().join("map.png");
    export_from_bundle(path, umpire::app::commands::Command::ExportMapPng, &png);
    assert_eq!(image::image_dimensions(&png).unwrap(), DEMO_MAP_SIZE);
}

#[test]
fn the_report_of_a_bundle_shows_the_map_inside_it() {
    let (dir, path) = lobositz_bundle();
    let pdf = dir.path().join("report.pdf");
    export_from_bundle(path, umpire::app::commands::Command::ExportReport, &pdf);
    let bytes = std::fs::read(&pdf).expect("the report is written");
    assert!(images_in(&bytes) >= 1, "the map is in the report");
    assert_eq!(
        folder_names(dir.path()),
        vec!["report.pdf", "sent by email.umpire"],
        "nothing unpacked beside the bundle"
    );
}
