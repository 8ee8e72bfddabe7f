//! Player copies in the window, driven as a user would: File → Export player copy → For side
//! B… writes the copy through the file dialog; File → Open of that copy shows it locked to
//! side B: no audience picker, no umpire's view, no other player's view, every tab readable,
//! and the values side B never saw are not in the window because they are not in the file.

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use umpire::app::UmpireApp;
use umpire::app::files::{FilePurpose, ScriptedPicker};
use umpire::app::shell::Tab;
use umpire::model::{CopyFor, Scenario, SideId};
use umpire::record::Audience;

const CMD_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

fn lobositz() -> Scenario {
    let text = include_str!("../assets/scenarios/lobositz.ron");
    let mut s = umpire::model::parse(text, "lobositz.ron", &umpire::systems::ids()).unwrap();
    s.map.image = None;
    s
}

fn harness(app: UmpireApp) -> Harness<'static, UmpireApp> {
    Harness::builder()
        .with_size([1500.0, 1000.0])
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app)
}

/// Every label and value the window shows now.
pub(crate) fn texts(h: &Harness<'_, UmpireApp>) -> Vec<String> {
    h.root()
        .children_recursive()
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
                .into_iter()
                .flatten()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The umpire exports the copy for side B from the File menu, then opens it with File → Open.
fn export_then_open(dir: &std::path::Path) -> (Harness<'static, UmpireApp>, std::path::PathBuf) {
    let file = dir.join("lobositz-side-b.ron");
    let picker = ScriptedPicker::default();
    let app = UmpireApp::new_for_test(lobositz(), None).with_file_picker(picker.clone());
    let mut h = harness(app);
    h.run();
    export_for_side_b(&mut h, &picker, &file);
    let asked = picker.asked();
    assert_eq!(
        asked.last().map(|r| r.purpose),
        Some(FilePurpose::ExportPlayerCopy(Audience::Side(SideId::B)))
    );
    assert_eq!(
        asked.last().and_then(|r| r.file_name.clone()).as_deref(),
        Some("lobositz-side-b.ron")
    );
    let copy = umpire::model::load(&file, &umpire::systems::ids()).expect("the copy reads");
    assert_eq!(copy.copy_for, Some(CopyFor::Side(SideId::B)));
    assert_eq!(
        h.state().view.audience,
        Audience::Umpire,
        "the umpire's window"
    );

    picker.answer(&file);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    h.run();
    assert_eq!(h.state().doc.path.as_deref(), Some(file.as_path()));
    (h, file)
}

#[test]
fn an_exported_copy_opens_locked_to_its_side() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = export_then_open(dir.path());
    let b = Audience::Side(SideId::B);
    assert_eq!(h.state().view.audience, b);
    assert!(
        h.state()
            .window_title()
            .ends_with("— player copy for Austrian army"),
        "{}",
        h.state().window_title()
    );
    h.get_by_label("Player copy for Austrian army");
    assert!(h.query_by_label("Shown to").is_none(), "no audience picker");

    // No umpire's view: the menu entry says why and the view stays side B's.
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Umpire's view…").click();
    h.run();
    assert!(h.query_by_label("Show the umpire's view?").is_none());
    assert_eq!(h.state().view.audience, b);
    assert!(
        texts(&h)
            .iter()
            .any(|t| t.contains("it has no umpire's view")),
        "the status bar says why"
    );
    // No other player's view either.
    h.key_press_modifiers(CMD_SHIFT, Key::P);
    h.run();
    assert_eq!(h.state().view.audience, b);
}

#[test]
fn every_tab_of_the_copy_reads_without_the_values_it_lacks() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = export_then_open(dir.path());
    // Marker E: the Austrians never examined it, so the copy has no value for it.
    let e = h.state().doc.scenario().marker("E").cloned().unwrap();
    assert_eq!((e.value, e.hidden), (None, true));
    assert_eq!(h.state().doc.scenario().dice_seed, None);
    let full = lobositz();
    let secret = format!("E {}%", full.marker("E").and_then(|m| m.value).unwrap());
    for tab in Tab::ALL {
        h.get_by_label(&tab.label()).click();
        h.run();
        assert_eq!(h.state().view.tab, tab);
        let shown = texts(&h);
        assert!(shown.len() > 10, "{tab:?} shows something");
        assert!(
            !shown
                .iter()
                .any(|t| t.contains(&secret) || t.contains("Umpire notes")),
            "{tab:?}: {shown:?}"
        );
        assert_eq!(h.state().view.audience, Audience::Side(SideId::B));
    }
    h.get_by_label(&Tab::Designer.label()).click();
    h.run();
    h.get_by_label("Marker E, face down");
}

/// The umpire refreshes the copy after each turn: the player, with last turn's copy open,
/// opens this turn's (File → Open is allowed in a copy, which has no umpire's view to go back
/// to) and is told it is the newer one.
#[test]
fn a_newer_copy_opens_over_an_older_one_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let b = Audience::Side(SideId::B);
    let full = lobositz();
    let mut earlier = full.clone();
    earlier.log.turns.truncate(6);
    let write = |s: &Scenario, name: &str| {
        let path = dir.path().join(name);
        let copy = umpire::record::player_copy::player_copy(s, b).unwrap();
        umpire::model::save(&copy, &path).unwrap();
        path
    };
    let (old, new) = (write(&earlier, "turn-6.ron"), write(&full, "turn-7.ron"));
    let picker = ScriptedPicker::default();
    let app = UmpireApp::new_for_test(Scenario::new("New scenario"), None)
        .with_file_picker(picker.clone());
    let mut h = harness(app);
    h.run();
    for path in [&old, &new] {
        picker.answer(path);
        h.key_press_modifiers(Modifiers::COMMAND, Key::O);
        h.run();
        h.run();
        assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
        assert_eq!(h.state().view.audience, b);
    }
    let said = h.state().messages.last().map(|m| m.text.clone());
    assert_eq!(
        said.as_deref(),
        Some("A newer copy of Lobositz: the battle after 7 turns (the copy open before had 6)")
    );
    // Back to the older one: told it is older.
    picker.answer(&old);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains("Open…").click();
    h.run();
    h.run();
    assert_eq!(h.state().doc.path.as_deref(), Some(old.as_path()));
    assert!(
        h.state()
            .messages
            .last()
            .is_some_and(|m| m.text.starts_with("An older copy of Lobositz")),
        "{:?}",
        h.state().messages.last()
    );
}

/// The umpire's file in `dir/umpire/`, its map beside it by a relative name, open in the window.
fn umpire_with_map_beside(dir: &std::path::Path) -> (Harness<'static, UmpireApp>, ScriptedPicker) {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let folder = dir.join("umpire");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::copy(
        root.join("assets/maps/lobositz.jpg"),
        folder.join("lobositz.jpg"),
    )
    .unwrap();
    let mut s = lobositz();
    s.map.image = Some("lobositz.jpg".into());
    let file = folder.join("lobositz.ron");
    umpire::model::save(&s, &file).unwrap();
    let picker = ScriptedPicker::default();
    let app = UmpireApp::new_for_test(s, Some(file)).with_file_picker(picker.clone());
    let mut h = harness(app);
    // The map decodes on a thread and asks for frames until it is in: wait for it, or run()
    // runs out of steps on a busy machine.
    crate::gui_shell::settle_map(&mut h);
    (h, picker)
}

fn export_for_side_b(
    h: &mut Harness<'static, UmpireApp>,
    picker: &ScriptedPicker,
    to: &std::path::Path,
) {
    picker.answer(to);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export player copy").click();
    h.run();
    h.get_by_label("For side B…").click();
    h.run();
}

#[test]
fn a_copy_exported_as_a_bundle_travels_with_its_map() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, picker) = umpire_with_map_beside(dir.path());
    let to = dir.path().join("for-b.umpire");
    export_for_side_b(&mut h, &picker, &to);
    let b = umpire::model::bundle::read_bundle(&to).expect("the copy is a bundle");
    let map = b.map.expect("with its map");
    assert_eq!(
        map.bytes,
        std::fs::read(dir.path().join("umpire/lobositz.jpg")).unwrap()
    );
    let copy = umpire::model::parse(
        std::str::from_utf8(&b.scenario.bytes).unwrap(),
        "copy",
        &umpire::systems::ids(),
    )
    .unwrap();
    assert_eq!(copy.copy_for, Some(CopyFor::Side(SideId::B)));
    assert_eq!(copy.map.image.as_deref(), Some(map.name.as_str()));
}

#[test]
fn a_copy_exported_to_another_folder_still_finds_its_map() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, picker) = umpire_with_map_beside(dir.path());
    let elsewhere = dir.path().join("mail");
    std::fs::create_dir_all(&elsewhere).unwrap();
    let to = elsewhere.join("for-b.ron");
    export_for_side_b(&mut h, &picker, &to);
    let copy = umpire::model::load(&to, &umpire::systems::ids()).unwrap();
    let image = copy.map.image.expect("the copy names its map");
    let found = umpire::render::draw::map_image_path(Some(&elsewhere), &image);
    assert_eq!(
        std::fs::canonicalize(found).unwrap(),
        std::fs::canonicalize(dir.path().join("umpire/lobositz.jpg")).unwrap()
    );
}

/// The report and the map PNG the window exports of `s` (shown to `audience`), into `dir`.
fn exports_of(s: Scenario, audience: Audience, dir: &std::path::Path) -> (String, Vec<u8>) {
    use umpire::app::commands::Command;
    let picker = ScriptedPicker::default();
    let app = UmpireApp::new_for_test(s, None).with_file_picker(picker.clone());
    let mut h = harness(app);
    h.state_mut().view.audience = audience;
    crate::gui_shell::settle_map(&mut h);
    let (pdf, png) = (dir.join("report.pdf"), dir.join("map.png"));
    for (command, to) in [(Command::ExportReport, &pdf), (Command::ExportMapPng, &png)] {
        picker.answer(to);
        h.state_mut().queue(command);
        h.run_steps(3);
        crate::gui_shell::files::wait_until_idle(&mut h);
    }
    let text = crate::report::pdftotext(&pdf, None);
    (text, std::fs::read(&png).expect("the map was exported"))
}

#[test]
fn a_players_own_report_and_map_from_the_copy_are_those_the_umpire_would_give_it() {
    let b = Audience::Side(SideId::B);
    let mut s = lobositz();
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    s.map.image = Some(root.join("assets/maps/lobositz.jpg").display().to_string());
    let copy = umpire::record::player_copy::player_copy(&s, b).unwrap();
    let (from_copy, from_umpire) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (copy_text, copy_png) = exports_of(copy, b, from_copy.path());
    let (umpire_text, umpire_png) = exports_of(s.clone(), b, from_umpire.path());
    assert!(copy_text.contains("Austrian army"), "{copy_text}");
    assert_eq!(copy_text, umpire_text);
    // The comparison can fail: the umpire's own report says more.
    let umpires_own = tempfile::tempdir().unwrap();
    let (full_text, _) = exports_of(s, Audience::Umpire, umpires_own.path());
    assert_ne!(copy_text, full_text);
    assert!(copy_png == umpire_png, "the maps differ");
}

/// Side B's player, its copy of turn 6 open, drops the umpire's next copy (a bundle) on the
/// window: it opens in place of the old one, and the window says it is the newer.
#[test]
fn the_next_turns_copy_dropped_as_a_bundle_opens_over_the_old_one() {
    let b = Audience::Side(SideId::B);
    let dir = tempfile::tempdir().unwrap();
    let mut s = lobositz();
    let older = {
        let mut t = s.clone();
        t.log.turns.truncate(6);
        umpire::record::player_copy::player_copy(&t, b).unwrap()
    };
    s.log.turns.truncate(7);
    let newer = umpire::record::player_copy::player_copy(&s, b).unwrap();
    let path = dir.path().join("turn 7 for b.umpire");
    let parts = umpire::model::bundle::BundleParts {
        scenario: &newer,
        scenario_name: "turn-7.ron",
        map: None,
    };
    umpire::model::bundle::write_bundle(&path, &parts).unwrap();
    let mut h = harness(UmpireApp::new_for_test(older, None));
    h.run();
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(crate::gui_shell::Dropped(path.clone())));
    h.run_steps(3);
    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    assert_eq!(h.state().doc.scenario().log.turns.len(), 7);
    assert_eq!(h.state().view.audience, b);
    assert!(
        h.state()
            .messages
            .iter()
            .any(|m| m.text.starts_with("A newer copy of")),
        "the window says it is the newer copy"
    );
}
