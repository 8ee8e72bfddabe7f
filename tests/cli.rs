//! The `umpire` binary from the outside: exit codes, JSON shape and values, messages that name
//! the place, and every seed worked example that fits a demo scenario (directly, or as a variant
//! of a demo written to a temporary file). The seeds' examples on the demos are in [`seeds`].
//! One file past the usual length: its tests share the runner and the demo variants.

mod seeds;

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use umpire::model::{self, Event, Scenario, SideId, UnitStatus};

pub(crate) fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn demo(name: &str) -> String {
    format!("assets/scenarios/{name}.ron")
}

pub(crate) fn umpire(args: &[&str]) -> Output {
    crate::support::binary::umpire_command()
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .expect("the umpire binary runs")
}

pub(crate) fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub(crate) fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub(crate) fn code(o: &Output) -> i32 {
    o.status.code().expect("exited normally")
}

/// `umpire compute FILES --format json`, which must succeed, as a JSON array.
fn json(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["compute", "--format", "json"];
    all.extend_from_slice(args);
    let o = umpire(&all);
    assert_eq!(code(&o), 0, "stderr: {}", stderr(&o));
    match serde_json::from_slice(&o.stdout).expect("valid JSON") {
        Value::Array(rows) => rows,
        other => panic!("not an array: {other}"),
    }
}

/// The one object of `system` in the output for `file`.
fn verdict(file: &str, system: &str) -> Value {
    let rows = json(&[file, "--system", system]);
    assert_eq!(rows.len(), 1, "{rows:?}");
    let row = rows.into_iter().next().unwrap_or_default();
    assert_eq!(row["system"], system);
    row
}

fn figure<'a>(row: &'a Value, id: &str) -> &'a Value {
    row["figures"]
        .as_array()
        .and_then(|f| f.iter().find(|f| f["id"] == id))
        .unwrap_or_else(|| panic!("no figure {id} in {row}"))
}

fn steps_text(row: &Value) -> String {
    row["steps"]
        .as_array()
        .map(|s| {
            s.iter()
                .map(|s| format!("{}: {}", s["rule"], s["text"]))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default()
}

fn flag_ids(row: &Value) -> Vec<String> {
    row["flags"]
        .as_array()
        .map(|f| {
            f.iter()
                .map(|f| f["id"].as_str().unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// A variant of a demo scenario written to a temporary file (kept alive by the returned dir).
fn variant(name: &str, change: impl FnOnce(&mut Scenario)) -> (tempfile::TempDir, String) {
    let mut s =
        model::load(&root().join(demo(name)), &umpire::systems::ids()).expect("the demo loads");
    change(&mut s);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(format!("{name}-variant.ron"));
    model::save(&s, &path).expect("saved");
    (dir, path.display().to_string())
}

fn write_temp(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("written");
    (dir, path.display().to_string())
}

fn demo_text(name: &str) -> String {
    std::fs::read_to_string(root().join(demo(name))).expect("demo file")
}

// ---------------------------------------------------------------------------------------------
// Exit codes and usage.

#[test]
fn systems_lists_the_five_ids_and_names() {
    let o = umpire(&["systems"]);
    assert_eq!(code(&o), 0);
    let out = stdout(&o);
    for (id, name) in [
        ("casualty-chart", "Casualty chart"),
        ("weighted-objectives", "Weighted objectives"),
        ("unit-points", "Unit points"),
        ("naw", "Napoleon at Waterloo"),
        ("waterloo20", "Waterloo 20"),
    ] {
        let line = out
            .lines()
            .find(|l| l.starts_with(id))
            .unwrap_or_else(|| panic!("no line for {id} in {out}"));
        assert!(line.contains(name), "{line}");
    }
    assert_eq!(out.lines().count(), 5, "{out}");
}

#[test]
fn usage_errors_exit_with_2() {
    for args in [
        &["compute"][..],
        &["compute", "x.ron", "--system", "chess"],
        &["compute", "x.ron", "--format", "xml"],
        &["check"],
        &["frobnicate", "x"],
        &["compute", "--no-such-flag", "x.ron"],
    ] {
        let o = umpire(args);
        assert_eq!(code(&o), 2, "{args:?}: {}", stderr(&o));
        assert!(!stderr(&o).is_empty(), "{args:?} says nothing");
    }
    let o = umpire(&["compute", "x.ron", "--system", "chess"]);
    assert!(stderr(&o).contains("casualty-chart"), "{}", stderr(&o));
}

#[test]
fn help_and_version_succeed() {
    let o = umpire(&["--help"]);
    assert_eq!(code(&o), 0);
    let out = stdout(&o);
    for word in ["compute", "check", "systems", "Exit codes"] {
        assert!(out.contains(word), "{word} missing from help: {out}");
    }
    let o = umpire(&["--version"]);
    assert_eq!(code(&o), 0);
    assert!(stdout(&o).contains(env!("CARGO_PKG_VERSION")));
}

#[test]
fn without_a_subcommand_run_with_prints_the_lobositz_demo() {
    // The binary opens the window without a subcommand; `cli::run_with` keeps the headless
    // answer: the verdicts of the built-in Lobositz demo.
    let cli = umpire::cli::Cli {
        file: None,
        lang: None,
        command: None,
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = umpire::cli::run_with(cli, &mut out, &mut err);
    let out = String::from_utf8_lossy(&out);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    assert!(out.contains("Lobositz, 1 October 1756"), "{out}");
    assert!(
        out.contains("Victory for Prussian army: holds the field with 60% of VP"),
        "{out}"
    );
}

// ---------------------------------------------------------------------------------------------
// The JSON schema.

#[test]
fn json_has_one_object_per_file_and_system_with_the_documented_fields() {
    let rows = json(&[&demo("lobositz"), &demo("waterloo")]);
    assert_eq!(rows.len(), 10);
    let systems: Vec<&str> = rows[..5]
        .iter()
        .map(|r| r["system"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        systems,
        [
            "casualty-chart",
            "weighted-objectives",
            "unit-points",
            "naw",
            "waterloo20"
        ]
    );
    for row in &rows {
        for key in [
            "file",
            "title",
            "sides",
            "system",
            "name",
            "applicable",
            "status",
            "winner",
            "winner_side",
            "level",
            "headline",
            "reason",
            "flags",
            "figures",
            "steps",
            "missing",
        ] {
            assert!(row.get(key).is_some(), "no {key} in {row}");
        }
        let applicable = row["applicable"].as_bool().expect("bool");
        assert_eq!(applicable, row["status"] == "verdict");
        if applicable {
            assert!(
                row["level"].is_string()
                    && row["headline"].is_string()
                    && row["reason"].as_str().is_some_and(|r| !r.is_empty()),
                "{row}"
            );
            assert!(!row["steps"].as_array().unwrap().is_empty(), "{row}");
            for (k, step) in row["steps"].as_array().unwrap().iter().enumerate() {
                assert_eq!(step["number"], k + 1);
                assert!(step["rule"].is_string() && step["text"].is_string());
            }
            for f in row["figures"].as_array().unwrap() {
                assert_eq!(f["values"].as_array().map(|v| v.len()), Some(2), "{f}");
                assert_eq!(f["text"].as_array().map(|v| v.len()), Some(2), "{f}");
            }
        } else {
            assert!(row["level"].is_null() && row["winner"].is_null(), "{row}");
            assert!(!row["missing"].as_array().unwrap().is_empty(), "{row}");
        }
    }
    assert_eq!(rows[0]["file"], demo("lobositz"));
    assert_eq!(rows[5]["file"], demo("waterloo"));
    assert_eq!(rows[0]["sides"][0], "Prussian army");
    // Unit points does not apply to Lobositz, and says what is missing, with side names.
    let up = &rows[2];
    assert_eq!(up["status"], "not_applicable");
    let missing = up["missing"].as_array().unwrap();
    assert!(
        missing.iter().any(|m| m["path"] == "settings.game_end"),
        "{up}"
    );
    assert!(missing.iter().any(|m| m["side"] == "Prussian army"), "{up}");
}

// ---------------------------------------------------------------------------------------------
// Text output.

#[test]
fn text_output_has_names_applicability_figures_and_numbered_steps() {
    let o = umpire(&["compute", &demo("grande-tactique")]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("Saalfeld (Grande Tactique), 10 October 1806"),
        "{out}"
    );
    assert!(
        out.contains("== Unit points (Grande Tactique) [unit-points]"),
        "{out}"
    );
    assert!(out.contains("Decisive victory for French V Corps"), "{out}");
    assert!(out.contains("Loss %"), "{out}");
    assert!(out.contains(" 1. "), "{out}");
    assert!(out.contains("Not applicable"), "{out}");
    assert!(
        out.contains("settings.french"),
        "what is missing is named: {out}"
    );
}

#[test]
fn standard_input_is_read_for_a_dash() {
    let mut child = crate::support::binary::umpire_command()
        .args([
            "compute",
            "-",
            "--system",
            "unit-points",
            "--format",
            "json",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawned");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(demo_text("grande-tactique-sundown").as_bytes())
            .expect("written");
    }
    let o = child.wait_with_output().expect("finished");
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let rows: Vec<Value> = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(rows[0]["file"], "<stdin>");
    assert_eq!(figure(&rows[0], "loss-percent")["text"][0], "56.00%");
}

// ---------------------------------------------------------------------------------------------
// Bad input: exit 1, with the place named.

#[test]
fn broken_ron_names_file_line_and_column() {
    let text = demo_text("lobositz").replacen("role: Attacker,", "role: Attacker,,", 1);
    let line = text
        .lines()
        .position(|l| l.contains("role: Attacker,,"))
        .expect("the line")
        + 1;
    let (_dir, file) = write_temp("broken.ron", &text);
    let o = umpire(&["compute", &file]);
    assert_eq!(code(&o), 1);
    let err = stderr(&o);
    assert!(err.starts_with(&format!("{file}:{line}:")), "{err}");
    let col: String = err[file.len() + 1..]
        .split(':')
        .nth(1)
        .unwrap_or("")
        .to_string();
    assert!(
        col.parse::<u32>().is_ok_and(|c| c > 1),
        "no column in {err}"
    );
    assert!(stdout(&o).is_empty(), "nothing computed: {}", stdout(&o));
}

#[test]
fn a_newer_version_is_refused_with_its_message() {
    let text = demo_text("grande-tactique").replacen("version: 1,", "version: 7,", 1);
    let (_dir, file) = write_temp("future.ron", &text);
    for sub in ["compute", "check"] {
        let o = umpire(&[sub, &file]);
        assert_eq!(code(&o), 1);
        let err = stderr(&o);
        assert!(err.contains(&file), "{err}");
        assert!(err.contains("format version 7 by a newer umpire"), "{err}");
    }
}

#[test]
fn casualties_above_strength_name_the_field_and_the_side() {
    let text = demo_text("lobositz").replacen("casualties_men: 3300", "casualties_men: 30000", 1);
    let (_dir, file) = write_temp("overkill.ron", &text);
    let o = umpire(&["compute", &file]);
    assert_eq!(code(&o), 1);
    let err = stderr(&o);
    assert!(
        err.contains("sides[0] (Prussian army).contingents[0] (Prussian army).end.casualties_men"),
        "{err}"
    );
    assert!(err.contains("Prussian army"), "{err}");
    assert!(
        err.contains("30000 casualties exceed the strength of 29000"),
        "{err}"
    );
}

#[test]
fn one_bad_file_among_several_still_computes_the_others() {
    let (_dir, bad) = write_temp("bad.ron", "(version: 1, title: \"oops\"");
    let o = umpire(&[
        "compute",
        "--format",
        "json",
        &demo("lobositz"),
        &bad,
        &demo("grande-tactique"),
    ]);
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains(&bad), "{}", stderr(&o));
    let rows: Vec<Value> = serde_json::from_slice(&o.stdout).expect("JSON of the good files");
    assert_eq!(rows.len(), 10);
    assert_eq!(rows[0]["file"], demo("lobositz"));
    assert_eq!(rows[9]["file"], demo("grande-tactique"));
    let up = rows
        .iter()
        .find(|r| r["file"] == demo("grande-tactique") && r["system"] == "unit-points");
    assert_eq!(
        up.map(|r| r["level"].clone()),
        Some(Value::from("decisive victory"))
    );

    // The same in text.
    let o = umpire(&["compute", &bad, &demo("grande-tactique-sundown")]);
    assert_eq!(code(&o), 1);
    assert!(stdout(&o).contains("No official victor"), "{}", stdout(&o));
}

#[test]
fn a_missing_file_is_invalid_input() {
    let o = umpire(&["compute", "no/such/file.ron"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("no/such/file.ron: cannot read the file"),
        "{}",
        stderr(&o)
    );
}

// ---------------------------------------------------------------------------------------------
// `umpire check`.

#[test]
fn check_accepts_every_demo_without_warnings() {
    let files: Vec<String> = [
        "lobositz",
        "grande-tactique",
        "grande-tactique-sundown",
        "waterloo",
    ]
    .iter()
    .map(|n| demo(n))
    .collect();
    let args: Vec<&str> = std::iter::once("check")
        .chain(files.iter().map(String::as_str))
        .collect();
    let o = umpire(&args);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "OK: Lobositz\nOK: Saalfeld (Grande Tactique)\nOK: Saalfeld (Grande Tactique, stopped at sundown)\nOK: Waterloo\n"
    );
    assert_eq!(stderr(&o), "", "no warnings expected");
}

#[test]
fn check_warns_of_a_marker_in_the_placing_sides_own_area() {
    // Marker B (Lobositz) placed by the Austrians, inside their own area.
    let (_dir, file) = variant("lobositz", |s| {
        s.markers.markers[1].placed_by = Some(SideId::B);
        s.map.image = None;
    });
    let o = umpire(&["check", &file]);
    assert_eq!(code(&o), 0, "a warning is not an error: {}", stderr(&o));
    assert!(stdout(&o).contains("OK: Lobositz"));
    let err = stderr(&o);
    assert!(err.contains("warning"), "{err}");
    assert!(
        err.contains("Marker B lies inside the deployment area of Austrian army"),
        "{err}"
    );
}

#[test]
fn check_warns_of_a_c_in_c_ticked_lost_that_the_log_does_not_record() {
    // Frederick II ticked lost in End of battle with no entry in the log (a file written before
    // the log decided): the verdict takes the tick as declared, and check says so.
    let (_dir, ticked) = variant("lobositz", |s| {
        s.sides[0].c_in_c.lost = true;
        s.map.image = None;
    });
    let o = umpire(&["check", &ticked]);
    assert_eq!(code(&o), 0, "a warning is not an error: {}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("warning: sides[0].c_in_c.lost (Prussian army): the C-in-C of Prussian army is ticked as lost but the log has no \"Commander lost\" entry"),
        "{err}"
    );
    // Recorded in the log instead: no warning, and the same verdict.
    let (_dir2, logged) = variant("lobositz", |s| {
        s.map.image = None;
        if let Some(turn) = s.log.turns.last_mut() {
            turn.events.push(Event::CommanderLost {
                side: SideId::A,
                name: "Frederick II".into(),
                rank: model::CommandRank::Army,
            });
        }
    });
    let o = umpire(&["check", &logged]);
    assert_eq!(stderr(&o), "", "the log is the one record");
    let (ticked, logged) = (
        verdict(&ticked, "casualty-chart"),
        verdict(&logged, "casualty-chart"),
    );
    assert_eq!(ticked["level"], logged["level"]);
    assert_eq!(ticked["winner"], logged["winner"]);
    let steps = steps_text(&logged);
    assert!(
        steps.contains(
            "Prussian army's C-in-C, Frederick II, was killed, wounded or captured (the log, turn"
        ),
        "{steps}"
    );
}

#[test]
fn check_reports_each_problem_and_fails() {
    let text = demo_text("lobositz")
        .replacen("value: 30,", "value: 35,", 1)
        .replacen("cavalry_surviving: 3700", "cavalry_surviving: 5000", 1);
    let (_dir, file) = write_temp("wrong.ron", &text);
    let o = umpire(&["check", &file]);
    assert_eq!(code(&o), 1);
    let err = stderr(&o);
    assert!(err.contains("markers.markers[1] (id \"B\").value"), "{err}");
    assert!(
        err.contains(
            "sides[0] (Prussian army).contingents[0] (Prussian army).end.cavalry_surviving (Prussian army)"
        ),
        "{err}"
    );
    assert!(!stdout(&o).contains("OK"), "{}", stdout(&o));
}

/// The Lobositz demo's withdrawal test (turn 6, entry 9), its roll changed to `roll`.
fn lobositz_test_rolled(s: &mut Scenario, roll: u32) {
    let Event::WithdrawalTest(r) = &mut s.log.turns[5].events[8] else {
        panic!("the demo's test moved");
    };
    r.roll.value = roll;
    r.withdrew = r.wf.is_some_and(|wf| roll > wf);
}

fn frederick_in_melee(s: &mut Scenario) {
    s.log.turns[5].events.push(Event::CommanderInMelee {
        side: SideId::A,
        name: "Frederick II".into(),
    });
}

#[test]
fn a_withdrawal_in_a_turn_the_army_commander_is_in_melee_is_void_and_decides_nothing() {
    let (_dir, file) = variant("lobositz", |s| lobositz_test_rolled(s, 36));
    let row = verdict(&file, "weighted-objectives");
    assert_eq!(
        row["winner"], "Austrian army",
        "a legitimate test decides: {row}"
    );
    let (_dir, file) = variant("lobositz", |s| {
        lobositz_test_rolled(s, 36);
        frederick_in_melee(s);
    });
    let row = verdict(&file, "weighted-objectives");
    assert_eq!(row["winner"], "Prussian army", "{row}");
    assert_eq!(
        row["headline"],
        "Victory for Prussian army: holds the field with 60% of VP"
    );
    let void = row["flags"]
        .as_array()
        .and_then(|f| f.iter().find(|f| f["id"] == "void-test"))
        .unwrap_or_else(|| panic!("no void-test flag in {row}"));
    assert_eq!(void["path"], "log[5].events[8]");
    assert_eq!(void["side"], "Prussian army");
    assert!(
        void["text"].as_str().unwrap_or("").contains(
            "a commander of Prussian army (Frederick II) was attached to a unit in melee in turn 6"
        ),
        "{void}"
    );
    // Every flag has a place, or null.
    for f in row["flags"].as_array().unwrap() {
        assert!(f.get("path").is_some(), "{f}");
    }
}

#[test]
fn before_the_battle_weighted_objectives_and_naw_give_no_verdict_yet() {
    let (_dir, file) = variant("waterloo", |s| {
        s.log.turns.clear();
        s.markers.markers.clear();
    });
    let row = verdict(&file, "naw");
    assert_eq!(row["status"], "verdict", "the steps stay: {row}");
    assert_eq!(row["level"], "No verdict yet");
    assert!(
        row["winner"].is_null() && row["winner_side"].is_null(),
        "{row}"
    );
    assert_eq!(flag_ids(&row), ["not-started"]);
    assert!(steps_text(&row).contains("Before the battle"), "{row}");
    let (_dir, file) = variant("lobositz", |s| s.log.turns.truncate(0));
    let row = verdict(&file, "weighted-objectives");
    assert_eq!(row["level"], "No verdict yet");
    assert_eq!(
        row["headline"],
        "No verdict yet: nothing is logged, the battle has not begun"
    );
    // The casualty chart reads the end-of-battle figures the scenario gives, not the log.
    assert_eq!(verdict(&file, "casualty-chart")["level"], "Draw");
    let o = umpire(&["compute", &file, "--system", "weighted-objectives"]);
    assert!(
        stdout(&o).contains("   No verdict yet: nothing is logged, the battle has not begun"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn check_warns_of_a_void_withdrawal_test_with_its_place() {
    let (_dir, file) = variant("lobositz", |s| {
        frederick_in_melee(s);
        s.map.image = None;
    });
    let o = umpire(&["check", &file]);
    assert_eq!(code(&o), 0, "a warning is not an error: {}", stderr(&o));
    assert!(stdout(&o).contains("OK: Lobositz"));
    let err = stderr(&o);
    assert!(
        err.contains(&format!(
            "{file}: warning: weighted-objectives: log[5].events[8]: The withdrawal test of Prussian army in turn 6 is void and decides nothing (no withdrawal, no penalty paid, no lockout): a commander of Prussian army (Frederick II) was attached to a unit in melee in turn 6"
        )),
        "{err}"
    );
}

#[test]
fn check_warns_of_waterloo20_bookkeeping_with_each_place() {
    let (_dir, file) = variant("waterloo", |s| {
        // VI Corps arrives a turn early, II Corps fights before it arrives, and a 13th turn.
        let vi = s.log.turns[1].events.remove(0);
        s.log.turns[0].events.insert(0, vi);
        s.log.turns[2]
            .events
            .push(Event::Combat(umpire::model::Combat {
                attacker: Some(SideId::B),
                attackers: vec!["ad-ii".into()],
                defenders: vec!["fr-i".into()],
                result: Some(umpire::model::CrtResult::N),
                ..Default::default()
            }));
        s.log.turns.push(umpire::model::Turn {
            name: "June 19 Morning".into(),
            events: Vec::new(),
        });
        s.map.image = None;
    });
    let o = umpire(&["check", &file]);
    assert_eq!(code(&o), 0, "warnings only: {}", stderr(&o));
    assert!(stdout(&o).contains("OK: Waterloo"));
    let err = stderr(&o);
    for expected in [
        "warning: waterloo20: log[0] (turn \"June 16 Afternoon\").events[0] (Armée du Nord): VI Corps (Lobau) arrives in June 16 Afternoon, but the Reinforcement Schedule brings it on in June 16 Evening",
        "warning: waterloo20: log[2] (turn \"June 16 Night\").events[4].attackers (Allies): II Corps (Hill) fights in this combat but has not arrived yet",
        "warning: waterloo20: log[12] (turn \"June 19 Morning\"): \"June 19 Morning\" is turn 13 of the log, beyond the 12 turns of the Turn Record Track",
    ] {
        assert!(err.contains(expected), "{expected}\n in\n{err}");
    }
    assert_eq!(err.lines().count(), 3, "{err}");
}

#[test]
fn check_warns_of_markers_placed_out_of_turn_or_by_the_loser_of_the_roll() {
    let (_dir, file) = variant("lobositz", |s| {
        // The Prussians rolled 2 against 5, yet are recorded as placing first.
        if let Some(p) = &mut s.markers.placement {
            p.first = SideId::A;
        }
        s.map.image = None;
    });
    let o = umpire(&["check", &file]);
    assert_eq!(code(&o), 0);
    let err = stderr(&o);
    assert!(
        err.contains("warning: Prussian army is recorded as placing the first marker, but it lost the die roll (Prussian army rolled 2, Austrian army rolled 5): the winner of the roll places first."),
        "{err}"
    );
    assert!(
        err.contains("warning: Marker A was placed by Austrian army when Prussian army was to place it (and 9 markers after it)"),
        "{err}"
    );
    let (_dir, file) = variant("lobositz", |s| {
        s.markers.placement = None;
        for m in &mut s.markers.markers {
            m.placed_by = Some(SideId::A);
        }
        s.map.image = None;
    });
    let err = stderr(&umpire(&["check", &file]));
    assert!(
        err.contains("warning: All 10 markers were placed by Prussian army: the sides take turns placing markers"),
        "{err}"
    );
}

#[test]
fn check_warns_of_a_missing_map_image() {
    let (_dir, file) = variant("grande-tactique", |s| {
        s.map.image = Some("nowhere.jpg".into())
    });
    let o = umpire(&["check", &file]);
    assert_eq!(code(&o), 0);
    assert!(stderr(&o).contains("map.image"), "{}", stderr(&o));
}

// ---------------------------------------------------------------------------------------------
// The built-in demos.

#[test]
fn built_in_demos_are_the_files_and_parse() {
    use umpire::assets::demo;
    let files: Vec<&str> = demo::demo_scenarios().iter().map(|(n, _)| *n).collect();
    assert_eq!(
        files,
        ["lobositz.ron", "grande-tactique.ron", "waterloo.ron"]
    );
    for (name, text) in demo::all_demo_scenarios() {
        let on_disk =
            std::fs::read_to_string(root().join("assets/scenarios").join(name)).expect("file");
        assert_eq!(text, on_disk, "{name} embedded differs from the file");
        let s = model::parse(text, name, &umpire::systems::ids()).expect("valid");
        assert_eq!(demo::demo_scenario(name), Some(text));
        let image = s.map.image.as_deref().expect("every demo has a map");
        let bytes = demo::demo_map(image).unwrap_or_else(|| panic!("{image} not embedded"));
        let dims = umpire::render::image_io::dimensions_of_bytes(bytes, image).expect("a JPEG");
        assert_eq!(Some(dims), s.map.size, "{name}");
        let on_disk = std::fs::read(root().join("assets/scenarios").join(image)).expect("map file");
        assert_eq!(bytes, &on_disk[..]);
    }
    assert_eq!(
        demo::demo_map("lobositz.jpg"),
        demo::demo_map("../maps/lobositz.jpg")
    );
    assert!(demo::demo_map("nowhere.jpg").is_none());
    assert!(demo::demo_scenario("nowhere.ron").is_none());
}

#[test]
fn demo_maps_are_small_enough_to_commit() {
    for name in ["lobositz.jpg", "saalfeld.jpg", "waterloo.jpg"] {
        let len = std::fs::metadata(root().join("assets/maps").join(name))
            .expect("map")
            .len();
        assert!(len < 1_000_000, "{name} is {len} bytes");
    }
    let maps = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/maps");
    for e in std::fs::read_dir(maps).expect("dir").flatten() {
        let len = e.metadata().expect("meta").len();
        assert!(len < 2 * 1024 * 1024, "{:?} is {len} bytes", e.path());
    }
}
