//! Files from the window: Save As of the demo and its built-in map, the in-window file dialog
//! where the desktop has none, exports from any tab, two windows' autosaves, and saving over a
//! hand-written file.

use super::*;

/// The image file a saved scenario names, read back as a scenario from disk would read it.
fn map_file_of(scenario_file: &Path) -> (PathBuf, (u32, u32)) {
    let saved = umpire::model::load(scenario_file, &umpire::systems::ids())
        .expect("the saved scenario loads");
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
    assert_eq!(errors_said(&h), Vec::<String>::new());
    h.state().map.image_size()
}

/// The errors the window has said so far.
pub(crate) fn errors_said(h: &Harness<'_, UmpireApp>) -> Vec<String> {
    h.state()
        .messages
        .iter()
        .filter(|m| m.severity == umpire::app::view::Severity::Error)
        .map(|m| m.text.clone())
        .collect()
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
        umpire::assets::demo::demo_map("lobositz.jpg").unwrap(),
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
    settle_map(&mut h);

    h.key_press_modifiers(CMD_SHIFT, Key::S);
    settle_map(&mut h);
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
    let saved = umpire::model::load(&in_parent, &umpire::systems::ids()).unwrap();
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

/// A picker that behaves as a desktop without file portal or zenity, then the in-window dialog.
fn without_desktop_dialog() -> umpire::app::file_dialog::FallbackPicker {
    let desktop = ScriptedPicker::default();
    desktop.no_dialog();
    umpire::app::file_dialog::FallbackPicker::new(desktop)
}

/// Replace the text of a focused field by typing, as a user selecting all first would.
fn retype(h: &mut Harness<'_, UmpireApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

#[test]
fn without_a_desktop_dialog_the_window_asks_for_files_itself() {
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("lobositz.ron");
    umpire::model::save(&lobositz(), &first).unwrap();
    std::fs::create_dir(dir.path().join("campaign")).unwrap();
    let app = UmpireApp::new_for_test(lobositz(), Some(first.clone()))
        .with_file_picker(without_desktop_dialog());
    let mut h = harness(app);
    h.run();

    // Save As: the desktop shows nothing, so the window's own dialog opens, in the
    // scenario's folder, with the file's name.
    h.key_press_modifiers(CMD_SHIFT, Key::S);
    h.run();
    h.run();
    h.get_by_label("Save scenario as");
    assert!(
        h.query_by_label("No file dialog").is_none(),
        "no dead end: the window asks itself"
    );
    h.get_by_label("campaign/");
    h.get_by_label("lobositz.ron");
    retype(&mut h, "File name", "kolin");
    h.get_by_label("Save").click();
    h.run();
    let kolin = dir.path().join("kolin.ron");
    assert!(
        kolin.exists(),
        "saved under the typed name, with .ron added"
    );
    assert_eq!(h.state().doc.path.as_deref(), Some(kolin.as_path()));
    assert_eq!(
        umpire::model::load_lenient(&kolin, &umpire::systems::ids())
            .unwrap()
            .0
            .title,
        "Lobositz 1756"
    );

    // Saving onto an existing file asks first.
    h.key_press_modifiers(CMD_SHIFT, Key::S);
    h.run();
    retype(&mut h, "File name", "lobositz.ron");
    h.get_by_label("Save").click();
    h.run();
    h.get_by_label_contains("“lobositz.ron” exists already. Replace it?");
    h.get_by_label("Keep it").click();
    h.run();
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(h.state().doc.path.as_deref(), Some(kolin.as_path()));

    // Open: a click on a folder enters it, a typed name and Enter opens the file.
    let inside = dir.path().join("campaign").join("kunersdorf.ron");
    let mut k = lobositz();
    k.title = "Kunersdorf 1759".into();
    umpire::model::save(&k, &inside).unwrap();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    h.get_by_label("Open scenario");
    h.get_by_label("campaign/").click();
    h.run();
    h.get_by_label("kunersdorf.ron").click();
    h.run();
    h.get_by_label("Open").click();
    h.run();
    assert_eq!(h.state().doc.scenario().title, "Kunersdorf 1759");
    assert_eq!(h.state().doc.path.as_deref(), Some(inside.as_path()));
}

#[test]
fn every_export_works_with_the_in_window_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("battle.ron");
    let mut s = lobositz();
    s.map.image = Some("map.png".into());
    image::RgbImage::from_pixel(120, 80, image::Rgb([180, 200, 170]))
        .save(dir.path().join("map.png"))
        .unwrap();
    umpire::model::save(&s, &file).unwrap();
    let app = UmpireApp::new_for_test(s, Some(file)).with_file_picker(without_desktop_dialog());
    let mut h = harness(app);
    h.state_mut().view.tab = Tab::Battle;
    // `run` would hit its step limit while the map decodes on a loaded machine: wait for it.
    settle_map(&mut h);
    h.state_mut()
        .queue(umpire::app::commands::Command::ExportMapPng);
    h.run();
    h.run();
    h.get_by_label("Export map as PNG");
    retype(&mut h, "File name", "plan");
    h.key_press(Key::Enter);
    // The export runs on its thread and wakes the window as it goes: step, do not settle.
    h.run_steps(2);
    wait_until_idle(&mut h);
    let png = dir.path().join("plan.png");
    assert_eq!(image::image_dimensions(&png).unwrap(), (120, 80));

    h.state_mut()
        .queue(umpire::app::commands::Command::ExportReport);
    h.run();
    h.run();
    h.get_by_label("Export after-action report");
    retype(&mut h, "File name", "after-action");
    h.get_by_label("Save").click();
    h.run_steps(2);
    wait_until_idle(&mut h);
    let pdf = std::fs::read(dir.path().join("after-action.pdf")).unwrap();
    assert!(pdf.starts_with(b"%PDF"));
}

/// Step until no export or report is under way (they run on threads of their own).
pub(crate) fn wait_until_idle(h: &mut Harness<'_, UmpireApp>) {
    for _ in 0..3000 {
        h.step();
        if !h.state().is_busy() {
            h.run();
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!(
        "the work did not end in 30 s: {:?}",
        h.state().messages.last()
    );
}

#[test]
fn the_map_is_exported_from_the_battle_tab_without_visiting_the_designer() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("battle.ron");
    let mut s = lobositz();
    s.map.image = Some("map.png".into());
    image::RgbImage::from_pixel(90, 60, image::Rgb([30, 120, 60]))
        .save(dir.path().join("map.png"))
        .unwrap();
    umpire::model::save(&s, &file).unwrap();
    let out = dir.path().join("exported.png");
    let picker = ScriptedPicker::default();
    picker.answer(&out);
    let mut h = harness(UmpireApp::new_for_test(s, Some(file)).with_file_picker(picker.clone()));
    h.state_mut().view.tab = Tab::Battle;
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Export map as PNG").click();
    h.run_steps(2);
    assert_eq!(picker.asked()[0].directory.as_deref(), Some(dir.path()));
    assert!(
        h.state().is_busy() || out.exists(),
        "the export runs on its thread"
    );
    wait_until_idle(&mut h);
    assert_eq!(image::image_dimensions(&out).unwrap(), (90, 60));
    assert_eq!(h.state().view.tab, Tab::Battle, "the tab stays");
    let last = &h.state().messages.last().unwrap().text;
    assert!(last.starts_with("Exported the map to"), "{last}");

    // A scenario without a map image says so before asking for a file.
    let mut h = harness(UmpireApp::new_for_test(lobositz(), None).with_file_picker(picker.clone()));
    h.state_mut()
        .queue(umpire::app::commands::Command::ExportMapPng);
    h.run();
    h.get_by_label("Could not export the map");
    assert!(
        h.state()
            .messages
            .last()
            .unwrap()
            .text
            .contains("no map image to export"),
        "{:?}",
        h.state().messages.last()
    );
    assert_eq!(picker.asked().len(), 1, "no second question");
}

#[test]
fn two_windows_keep_their_own_autosaves_and_a_crashed_ones_work_is_offered() {
    let data = tempfile::tempdir().unwrap();
    let clock = Arc::new(std::sync::Mutex::new(0.0_f64));
    let at = |clock: &Arc<std::sync::Mutex<f64>>| {
        let c = clock.clone();
        move || *c.lock().unwrap()
    };
    let window = |title: &str| {
        let mut s = lobositz();
        s.title = title.into();
        let autosave = Autosave::new(data.path()).with_interval(Duration::from_secs(30));
        harness(
            UmpireApp::new_for_test(s, None)
                .with_autosave(autosave)
                .with_clock(at(&clock)),
        )
    };
    let mut first = window("Lobositz");
    let mut second = window("Kolin");
    for (h, extra) in [(&mut first, " (first)"), (&mut second, " (second)")] {
        h.run();
        assert!(h.state().dialog().is_none(), "nothing to restore");
        h.get_by_label("Scenario title").focus();
        h.run();
        h.get_by_label("Scenario title").type_text(extra);
        h.run();
    }
    // Time passes while neither window draws a frame (both are covered): the autosave runs
    // from the window's background work all the same.
    *clock.lock().unwrap() = 31.0;
    for h in [&mut first, &mut second] {
        let ctx = h.ctx.clone();
        h.state_mut().background(&ctx);
    }
    let files = [
        first.state().autosave_file().unwrap(),
        second.state().autosave_file().unwrap(),
    ];
    assert_ne!(files[0], files[1], "each window has its own autosave");
    assert!(
        std::fs::read_to_string(&files[0])
            .unwrap()
            .contains("Lobositz (first)")
    );
    assert!(
        std::fs::read_to_string(&files[1])
            .unwrap()
            .contains("Kolin (second)")
    );

    // The first window ends without a clean exit: its lock goes with it, its autosave stays.
    // (A window killed with SIGKILL: tests/nothing_lost.rs.)
    drop(first);

    // The second window saves: only its own autosave goes.
    let saved = tempfile::tempdir().unwrap();
    let path = saved.path().join("kolin.ron");
    let picker = ScriptedPicker::default();
    picker.answer(&path);
    second.state_mut().set_file_picker(picker);
    second.key_press_modifiers(Modifiers::COMMAND, Key::S);
    second.run();
    assert!(path.exists());
    assert!(
        !files[1].exists(),
        "a save removes the window's own autosave"
    );
    assert!(files[0].exists(), "and never another window's");

    // A new window offers the killed window's work, and only that.
    let mut third = window("New");
    third.run();
    third.get_by_label("Restore unsaved work?");
    third.get_by_label_contains("An autosave of “Lobositz (first)”");
    third.get_by_label("Restore").click();
    third.run();
    assert_eq!(third.state().doc.scenario().title, "Lobositz (first)");
    assert!(third.state().doc.is_dirty());
    assert!(!files[0].exists(), "now the third window's own autosave");
    assert!(third.state().autosave_file().unwrap().exists());
    drop(second);
}

#[test]
fn saving_over_a_hand_written_file_keeps_the_original_with_its_comments() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("waterloo.ron");
    let text = format!(
        "// Waterloo, written by hand\n{}",
        umpire::model::to_ron(&lobositz()).unwrap()
    );
    let text = text.replacen("title:", "// The title as the umpire reads it\n  title:", 1);
    std::fs::write(&path, &text).unwrap();
    let mut app = UmpireApp::new_for_test(Scenario::new("New scenario"), None);
    assert!(app.open_path(path.clone()));
    let mut h = harness(app);
    h.run();
    h.get_by_label("Scenario title").focus();
    h.run();
    h.get_by_label("Scenario title").type_text(" (revised)");
    h.run();
    h.key_press(Key::Escape);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    h.get_by_label("Comments will not be kept");
    h.get_by_label_contains("has 2 comments");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "not yet");
    h.get_by_label("Save and keep the original").click();
    h.run();
    let kept = dir.path().join("waterloo.ron~");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), text);
    let saved = umpire::model::load_lenient(&path, &umpire::systems::ids())
        .unwrap()
        .0;
    assert_eq!(saved.title, "Lobositz 1756 (revised)");
    assert!(!h.state().doc.is_dirty());

    // The next save says nothing more.
    h.get_by_label("Scenario title").focus();
    h.run();
    h.get_by_label("Scenario title").type_text("!");
    h.run();
    h.key_press(Key::Escape);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(h.query_by_label("Comments will not be kept").is_none());
    assert!(!h.state().doc.is_dirty());
}
