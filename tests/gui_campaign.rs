//! The Campaign view driven as an umpire and the players would: opening a campaign (and a
//! broken one), reading the ledger's figures, opening a battle and coming back, creating the
//! next battle through its dialog and undoing it, and what a side's view may show.
//!
//! One file past the usual length: each test drives the same opened campaign window.

use crate::support::campaign::{battle, fight, ledger, losses, test_war, write};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::{Path, PathBuf};
use umpire::app::UmpireApp;
use umpire::app::commands::Command;
use umpire::app::dialogs::Dialog;
use umpire::app::files::ScriptedPicker;
use umpire::model::campaign::Campaign;
use umpire::model::{Scenario, SideId, Turn};
use umpire::record::Audience;
use umpire::record::campaign::{CampaignView, next_battle, words};

use crate::gui_player_copy::texts;

const CMD_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};

/// Prussians (P1 800 infantry, P2 400 hussars) against the French V Corps (F1 1,000); half of
/// the casualties return after three days.
fn campaign() -> Campaign {
    test_war().build()
}

/// `c` with its first battle, Saalfeld on 1806-10-10 (P1 loses 301 men, F1 100), written in
/// `dir` as `campaign.ron` and `saalfeld.ron`.
fn write_campaign(dir: &Path, c: Campaign) -> PathBuf {
    let (c, battles) = after_saalfeld(c);
    write(dir, &c, &battles)
}

/// `c` with its first battle, Saalfeld on 1806-10-10 (P1 loses 301 men, F1 100).
fn after_saalfeld(mut c: Campaign) -> (Campaign, Vec<Scenario>) {
    let mut battles = Vec::new();
    fight(
        &mut c,
        &mut battles,
        &battle("Saalfeld", "1806-10-10", &["Advance guard"], &["V Corps"]),
        vec![losses(SideId::A, "P1", 301), losses(SideId::B, "F1", 100)],
    );
    (c, battles)
}

fn harness(app: UmpireApp) -> Harness<'static, UmpireApp> {
    Harness::builder()
        .with_size([1400.0, 1000.0])
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app)
}

/// The window with the campaign at `path` opened from File → Open campaign….
fn opened(path: &Path) -> Harness<'static, UmpireApp> {
    let picker = ScriptedPicker::default();
    picker.answer(path);
    let app =
        UmpireApp::new_for_test(Scenario::new("Desk scenario"), None).with_file_picker(picker);
    let mut h = harness(app);
    h.state_mut().queue(Command::OpenCampaign);
    h.run();
    h.run();
    h
}

/// The test war after Saalfeld, written in a scratch folder (kept as long as the folder is)
/// and opened from File → Open campaign…; the path of its `campaign.ron`.
fn opened_test_war() -> (tempfile::TempDir, PathBuf, Harness<'static, UmpireApp>) {
    let dir = tempfile::tempdir().unwrap();
    let path = write_campaign(dir.path(), campaign());
    let h = opened(&path);
    (dir, path, h)
}

fn shows(h: &Harness<'_, UmpireApp>, text: &str) -> bool {
    texts(h).iter().any(|t| t.contains(text))
}

fn pane(h: &mut Harness<'_, UmpireApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// In the dialog: the Advance guard and the V Corps fight; Create.
fn both_fight_and_create(h: &mut Harness<'_, UmpireApp>) {
    h.get_by_label("Advance guard").click();
    h.get_by_label("V Corps").click();
    h.run();
    h.get_by_label("Create").click();
    h.run();
}

/// The "Create next battle" dialog's form, to fill in what typing would.
fn next_battle_form<'a>(
    h: &'a mut Harness<'_, UmpireApp>,
) -> &'a mut umpire::app::campaign::next_battle::Form {
    let desk = h.state_mut().campaign.as_mut().expect("a campaign");
    desk.next.as_mut().expect("the dialog open")
}

fn press(h: &mut Harness<'_, UmpireApp>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

#[test]
fn an_opened_campaign_shows_its_battles_and_each_armys_ledger_with_its_rules() {
    let (_dir, _, mut h) = opened_test_war();
    assert!(
        h.state().campaign_shown(),
        "the Campaign view replaces the desk"
    );
    assert_eq!(
        h.state().window_title(),
        "umpire — campaign Test war — campaign.ron"
    );
    assert!(shows(&h, "10 October 1806 — Saalfeld"));
    assert!(shows(
        &h,
        "Prussians: Advance guard — losses 301 men of 1,200"
    ));
    assert!(shows(&h, "French: V Corps — losses 100 men of 1,000"));

    pane(&mut h, "Ledger");
    for figure in [
        "−301 men",
        "899 men",
        "Prussians on 10 October 1806: 899 men.",
        "French on 10 October 1806: 900 men.",
        "Losses at Saalfeld, unit by unit as its log records them (rules reference, Losses): 301 men",
    ] {
        assert!(shows(&h, figure), "{figure} in {:#?}", texts(&h));
    }
    pane(&mut h, "Standings & rules");
    assert!(shows(
        &h,
        "Returns: 50% of each unit's casualties come back 3 days after the battle, rounded down per unit."
    ));
    assert!(shows(
        &h,
        "13 October 1806 · Prussians · Returns from Saalfeld: +150 men"
    ));
}

#[test]
fn a_battle_opens_in_the_desk_and_its_saved_losses_flow_back_to_the_ledger() {
    let (dir, _, mut h) = opened_test_war();
    h.get_by_label("Open battle").click();
    h.run();
    let battle = dir.path().join("saalfeld.ron");
    assert!(!h.state().campaign_shown());
    assert_eq!(h.state().doc.path.as_deref(), Some(battle.as_path()));
    assert_eq!(h.state().doc.scenario().title, "Saalfeld");

    // The umpire logs 99 more French losses and saves the battle.
    h.state_mut().doc.step(|s| {
        s.log.turns.push(Turn {
            name: "2".into(),
            events: vec![losses(SideId::B, "F1", 99)],
        })
    });
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert!(!h.state().doc.is_dirty());

    h.get_by_label("← Campaign: Test war").click();
    h.run();
    assert!(h.state().campaign_shown());
    assert!(
        shows(&h, "French: V Corps — losses 199 men of 1,000"),
        "{:#?}",
        texts(&h)
    );
}

#[test]
fn the_next_battle_is_made_through_its_dialog_written_beside_the_campaign_and_undone() {
    let (dir, path, mut h) = opened_test_war();
    h.get_by_label("Create next battle…").click();
    h.run();
    h.get_by_label("Title").focus();
    h.run();
    h.get_by_label("Title").type_text("Jena");
    h.run();
    both_fight_and_create(&mut h);

    let made = dir.path().join("battle-2.ron");
    let scenario = umpire::model::load(&made, &umpire::systems::ids())
        .expect("the battle is written beside the campaign");
    assert_eq!(scenario.title, "Jena");
    assert!(scenario.settings.campaign, "a campaign battle");
    let battles = |h: &Harness<'_, UmpireApp>| {
        h.state()
            .campaign
            .as_ref()
            .unwrap()
            .doc
            .campaign()
            .battles
            .clone()
    };
    assert_eq!(battles(&h).len(), 2);
    assert_eq!(battles(&h)[1].file, "battle-2.ron");
    assert_eq!(battles(&h)[1].name, "Jena");
    assert!(
        h.state().window_title().ends_with("campaign.ron •"),
        "{}",
        h.state().window_title()
    );
    assert!(shows(
        &h,
        "battle-2.ron is made and is battles[1] of the campaign. Open it now?"
    ));
    h.get_by_label("Not now").click();
    h.run();
    assert!(shows(&h, "— Jena"), "the new battle is listed");

    // Ctrl+Z takes the line out (the file stays); Ctrl+Shift+Z puts it back.
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(battles(&h).len(), 1);
    assert!(!h.state().window_title().ends_with('•'));
    assert!(made.is_file());
    press(&mut h, CMD_SHIFT, Key::Z);
    assert_eq!(battles(&h).len(), 2);

    // Saved, the campaign file lists it.
    press(&mut h, Modifiers::COMMAND, Key::S);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("battle-2.ron"), "{text}");

    // Made again under the same name, nothing is written over the file.
    h.get_by_label("Create next battle…").click();
    h.run();
    let form = next_battle_form(&mut h);
    form.file = "saalfeld.ron".into();
    h.run();
    both_fight_and_create(&mut h);
    assert!(
        shows(&h, "\"saalfeld.ron\" is a battle of the campaign already"),
        "{:#?}",
        texts(&h)
    );
    assert_eq!(battles(&h).len(), 2);
}

/// Every text of the Campaign view's panes, for the audience shown.
fn campaign_texts(h: &mut Harness<'_, UmpireApp>) -> Vec<String> {
    let mut all = Vec::new();
    for p in ["Battles", "Ledger", "Standings & rules"] {
        pane(h, p);
        all.extend(texts(h).into_iter().filter(|t| !t.contains("/tmp")));
    }
    all
}

fn as_side_a(path: &Path) -> Vec<String> {
    let mut h = opened(path);
    h.state_mut().view.audience = Audience::Side(SideId::A);
    h.run();
    assert!(
        h.query_by_label("Create next battle…").is_none(),
        "a player's view makes nothing"
    );
    assert!(h.query_by_label("Edit campaign").is_none());
    assert!(
        h.query_by_label("Open battle").is_none(),
        "nor opens another document"
    );
    campaign_texts(&mut h)
}

#[test]
fn side_a_is_told_nothing_of_the_french_it_was_not_shown() {
    // Two campaigns that differ only in what the French did out of the Prussians' sight: a
    // reinforcement that never fought.
    let one = tempfile::tempdir().unwrap();
    let two = tempfile::tempdir().unwrap();
    let reinforced = test_war().guard_comes_up("1806-10-09", &[]).build();
    let a = as_side_a(&write_campaign(one.path(), campaign()));
    let b = as_side_a(&write_campaign(two.path(), reinforced));
    assert_eq!(
        a, b,
        "side A's view does not depend on what it was not shown"
    );
    assert!(
        a.iter()
            .any(|t| t.contains("Prussians on 10 October 1806: 899 men.")),
        "its own army in full"
    );
    assert!(
        !a.iter().any(|t| t.contains("900 men")),
        "not the French strength now: {a:#?}"
    );
}

#[test]
fn a_broken_campaign_file_names_its_place_and_keeps_what_was_open() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.ron");
    std::fs::write(
        &path,
        "(\n  version: 1,\n  title: \"War\",\n  start: \"1806-13-40\",\n)\n",
    )
    .unwrap();
    let mut h = opened(&path);
    assert!(h.state().campaign.is_none());
    assert_eq!(h.state().doc.scenario().title, "Desk scenario");
    let Some(Dialog::Error { text, .. }) = h.state().dialog() else {
        panic!("an error dialog: {:?}", h.state().dialog());
    };
    assert!(
        text.starts_with(&format!("{}:4:", path.display())),
        "{text}"
    );

    // Opened as a plain file (File → Open, a recent file, a drop), it is known by its content.
    let good = write_campaign(dir.path(), campaign());
    assert!(h.state_mut().open_path(good));
    h.run();
    assert!(h.state().campaign_shown());
}

#[test]
fn the_demo_campaign_opens_from_the_menu_and_its_battles_open_from_memory() {
    let mut h = harness(UmpireApp::new_for_test(
        Scenario::new("Desk scenario"),
        None,
    ));
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Open demo").click();
    h.run();
    h.get_by_label("jena-1806 (campaign)").click();
    h.run();
    assert!(h.state().campaign_shown());
    assert!(shows(&h, "Campaign: The Jena campaign, October 1806"));
    assert!(shows(&h, "14 October 1806 — Auerstedt"));
    // Nothing to write a new battle beside until it is saved.
    assert!(
        h.get_by_label("Create next battle…")
            .accesskit_node()
            .is_disabled()
    );

    h.get_all_by_label("Open battle").nth(1).unwrap().click();
    h.run();
    assert!(!h.state().campaign_shown());
    assert_eq!(
        h.state().doc.path,
        None,
        "a battle held in memory has no file"
    );
    assert!(h.state().doc.scenario().settings.campaign);
    assert!(
        h.state().doc.scenario().title.contains("Jena"),
        "{}",
        h.state().doc.scenario().title
    );
    h.get_by_label("← Campaign: The Jena campaign, October 1806")
        .click();
    h.run();
    assert!(h.state().campaign_shown());
}

#[test]
fn a_players_view_of_the_campaign_changes_nothing() {
    let (_dir, _, mut h) = opened_test_war();
    pane(&mut h, "Edit campaign");
    h.get_by_label("Campaign title").focus();
    h.run();
    h.get_by_label("Campaign title").type_text(" of 1806");
    h.run();
    assert_eq!(
        h.state().campaign.as_ref().unwrap().title(),
        "Test war of 1806"
    );

    h.state_mut().view.audience = Audience::Side(SideId::B);
    h.run();
    assert!(
        h.query_by_label("Campaign title").is_none(),
        "no edits in a side's view"
    );
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(
        h.state().campaign.as_ref().unwrap().title(),
        "Test war of 1806"
    );

    // Back with the umpire, one Ctrl+Z undoes the whole typing.
    h.state_mut().view.audience = Audience::Umpire;
    h.run();
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(h.state().campaign.as_ref().unwrap().title(), "Test war");
}

#[test]
fn closing_a_campaign_with_unsaved_changes_says_so_first() {
    let (_dir, _, mut h) = opened_test_war();
    h.state_mut()
        .campaign
        .as_mut()
        .unwrap()
        .doc
        .edit(|c| c.notes = "changed".into());
    h.state_mut().queue(Command::CloseCampaign);
    h.run();
    assert!(
        h.state().campaign.is_some(),
        "not closed on the first asking"
    );
    assert!(
        matches!(h.state().dialog(), Some(Dialog::Error { title, .. }) if title == "The campaign has unsaved changes")
    );
    h.get_by_label("OK").click();
    h.run();
    h.state_mut().queue(Command::CloseCampaign);
    h.run();
    assert!(
        h.state().campaign.is_none(),
        "asked again, the changes are let go"
    );
}

#[test]
fn the_demo_campaign_saved_takes_its_battles_and_map_along_and_keeps_its_comments() {
    let dir = tempfile::tempdir().unwrap();
    let picker = ScriptedPicker::default();
    // First under the name of one of its battles, which is refused; then beside them.
    picker.answer(dir.path().join("jena.ron"));
    let path = dir.path().join("campaign.ron");
    picker.answer(&path);
    let app =
        UmpireApp::new_for_test(Scenario::new("Desk scenario"), None).with_file_picker(picker);
    let mut h = harness(app);
    h.state_mut().queue(Command::OpenDemoCampaign);
    h.run();
    press(&mut h, CMD_SHIFT, Key::S);
    h.run();
    let Some(Dialog::Error { text, .. }) = h.state().dialog() else {
        panic!("refused: {:?}", h.state().dialog());
    };
    assert!(
        text.contains("this is the file of the campaign's battle \"jena.ron\""),
        "{text}"
    );
    assert!(!dir.path().join("jena.ron").exists());
    h.get_by_label("OK").click();
    h.run();
    press(&mut h, CMD_SHIFT, Key::S);
    h.run();
    let text = std::fs::read_to_string(&path).expect("the campaign is saved");
    assert!(text.contains("//"), "the demo's comments are kept");
    for file in ["saalfeld.ron", "jena.ron", "auerstedt.ron", "saalfeld.jpg"] {
        assert!(
            dir.path().join(file).is_file(),
            "{file} beside the campaign"
        );
    }
    let saalfeld =
        umpire::model::load(&dir.path().join("saalfeld.ron"), &umpire::systems::ids()).unwrap();
    assert_eq!(saalfeld.map.image.as_deref(), Some("saalfeld.jpg"));
    assert_eq!(
        h.state().window_title(),
        "umpire — campaign The Jena campaign, October 1806 — campaign.ron"
    );

    // On disk now, it makes its next battle; the line is added to the text, comments and all.
    h.get_by_label("Create next battle…").click();
    h.run();
    let form = next_battle_form(&mut h);
    form.date = "1806-10-20".into();
    form.title = "Prenzlau".into();
    h.run();
    h.get_all_by_label("Create").last().unwrap().click();
    h.run();
    assert!(shows(&h, "Name the contingents of"), "{:#?}", texts(&h));
    let form = next_battle_form(&mut h);
    form.contingents[0][0].1 = true;
    form.contingents[1][0].1 = true;
    h.run();
    h.get_all_by_label("Create").last().unwrap().click();
    h.run();
    h.get_by_label("Not now").click();
    h.run();
    press(&mut h, Modifiers::COMMAND, Key::S);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"Prenzlau\""), "{text}");
    assert!(
        text.starts_with("// The Jena campaign"),
        "comments kept with the line added"
    );
    assert!(dir.path().join("battle-4.ron").is_file());
}

#[test]
fn a_rules_share_typed_in_changes_the_ledger_and_undo_brings_it_back() {
    let (_dir, _, mut h) = opened_test_war();
    pane(&mut h, "Edit campaign");
    h.get_by_label("Share returning").focus();
    h.run();
    press(&mut h, Modifiers::COMMAND, Key::A);
    h.get_by_label("Share returning").type_text("1/3");
    h.run();
    h.get_by_label("Share returning").type_text("x");
    h.run();
    assert!(
        shows(&h, "\"1/3x\" is not a share"),
        "a share that does not read is said, not taken"
    );
    press(&mut h, Modifiers::NONE, Key::Backspace);
    pane(&mut h, "Standings & rules");
    assert!(shows(
        &h,
        "Returns: 1/3 of each unit's casualties come back 3 days after the battle"
    ));
    assert!(
        shows(
            &h,
            "13 October 1806 · Prussians · Returns from Saalfeld: +100 men"
        ),
        "{:#?}",
        texts(&h)
    );

    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(shows(
        &h,
        "13 October 1806 · Prussians · Returns from Saalfeld: +150 men"
    ));
    assert!(!h.state().window_title().ends_with('•'));
}

#[test]
fn the_campaign_report_exported_from_a_sides_view_is_that_sides_own() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("jena-for-the-french.pdf");
    let picker = ScriptedPicker::default();
    picker.answer(&out);
    let app =
        UmpireApp::new_for_test(Scenario::new("Desk scenario"), None).with_file_picker(picker);
    let mut h = harness(app);
    h.state_mut().queue(Command::OpenDemoCampaign);
    h.run();
    // The umpire, then side A, then side B, as Ctrl+Shift+P goes round.
    press(&mut h, CMD_SHIFT, Key::P);
    press(&mut h, CMD_SHIFT, Key::P);
    assert_eq!(h.state().view.audience, Audience::Side(SideId::B));
    h.get_by_label("Export report…").click();
    h.run();
    crate::gui_shell::files::wait_until_idle(&mut h);
    let window = std::fs::read(&out).expect("the window wrote the report");
    let command = dir.path().join("by-the-command.pdf");
    umpire::report::campaign::campaign_report_command(
        Path::new("assets/campaigns/jena-1806/campaign.ron"),
        &command,
        &umpire::report::campaign::CampaignReportOptions::for_audience(Audience::Side(SideId::B)),
    )
    .expect("the command's report");
    let window = crate::report::PdfText::read(&window, "");
    let command = crate::report::PdfText::read(&std::fs::read(&command).unwrap(), "");
    assert_eq!(window.pages, command.pages);
    assert!(
        window.pages[0].contains("French Grande Armée"),
        "{}",
        window.pages[0]
    );
}

/// Whitespace made single spaces: a PDF's text breaks lines where the page does.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_window_the_command_and_the_report_word_the_campaign_alike() {
    // Saalfeld fought, Schleiz made and not yet played; no results table; side A's view.
    let dir = tempfile::tempdir().unwrap();
    let (mut c, mut battles) = after_saalfeld(campaign());
    let made = next_battle(
        &c,
        &ledger(&c, &battles),
        &battle("Schleiz", "1806-10-14", &["Advance guard"], &["V Corps"]),
    )
    .unwrap();
    c.battles.push(made.line);
    battles.push(made.scenario);
    let path = write(dir.path(), &c, &battles);

    let l = ledger(&c, &battles);
    let view = CampaignView::new(&c, &l, Audience::Side(SideId::A));
    let now = view.amount(view.strength_now(SideId::A).unwrap());
    let notes = view.standings_notes(&view.standings());
    assert_eq!(
        notes,
        ["1 battle not yet played."],
        "one battle, not \"1 battles\""
    );
    // The command and the report speak English here: so does the reference.
    let mut shared = umpire::i18n::with_lang(umpire::i18n::Lang::En, || {
        vec![
            words::steps_heading("Prussians"),
            words::strength_on("Prussians", l.day, &now),
            words::seen_heading("French"),
            words::still_to_come(l.day),
            words::nothing_to_come(),
            words::no_results_table(),
        ]
    });
    shared.extend(notes);

    let window = flat(&as_side_a(&path).join("\n"));
    let run = |args: &[&str]| {
        let out = crate::support::binary::umpire_command()
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let path_s = path.display().to_string();
    let command = flat(&run(&["campaign", &path_s, "--audience", "a"]));
    let pdf = dir.path().join("war.pdf");
    run(&[
        "campaign-report",
        &path_s,
        "-o",
        &pdf.display().to_string(),
        "--audience",
        "a",
    ]);
    let report = flat(&crate::report::pdftotext(&pdf, None));
    for sentence in &shared {
        for (front, text) in [
            ("window", &window),
            ("command", &command),
            ("report", &report),
        ] {
            assert!(
                text.contains(sentence.as_str()),
                "the {front} lacks {sentence:?}:\n{text}"
            );
        }
    }
}
