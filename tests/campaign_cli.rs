//! `umpire campaign` and `umpire campaign-battle` from the outside: the demo campaign in each
//! format and for each audience, what a side may not know kept from it (non-interference), the
//! whole loop a campaign umpire runs (make the next battle, log it, read the ledger), and bad
//! input named by its place.
//!
//! One file past the usual length: its tests run the same command on the same demo campaign.

use crate::cli::{code, root, stderr, stdout};
use crate::player_copy_cli::umpire as umpire_in;
use serde_json::Value;
use std::path::Path;
use std::process::Output;
use umpire::assets::demo;
use umpire::model::campaign::{parse_campaign, save_campaign};
use umpire::model::{self, Event, GameEnd, SideId, Turn, UnitStatus};

const DEMO: &str = "assets/campaigns/jena-1806/campaign.ron";

fn demo_campaign(args: &[&str]) -> Output {
    let mut all = vec!["campaign", DEMO];
    all.extend_from_slice(args);
    umpire_in(&root(), &all)
}

fn ok(o: &Output) -> String {
    assert_eq!(code(o), 0, "stderr: {}", stderr(o));
    stdout(o)
}

fn json_of(o: &Output) -> Value {
    serde_json::from_str(&ok(o)).expect("valid JSON")
}

/// The demo campaign's files, written into a new folder.
fn demo_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in demo::demo_campaign_files() {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    dir
}

fn edit(path: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{from} in {}", path.display());
    std::fs::write(path, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn the_demo_as_text_gives_standings_battles_armies_and_what_is_still_to_come() {
    let text = ok(&demo_campaign(&[]));
    for part in [
        "For: the umpire",
        "== Standings",
        "   decisive victory: Prussian-Saxon army 0, French Grande Armée 2",
        "   overwhelming victory: Prussian-Saxon army 0, French Grande Armée 1",
        "   2. Jena, 14 October 1806  (jena.ron)",
        "      Result of record (Unit points (Grande Tactique)): Overwhelming victory for French Grande Armée",
        "      Losses: Prussian-Saxon army 100 Unit Points of 147; French Grande Armée 13 Unit Points of 149",
        "      Campaign effect: overwhelming victory (rules.results[3]): The loser is pursued and its army dissolves; Prussian-Saxon army loses 30% of what it has left as stragglers",
        "      Stragglers: Prussian-Saxon army 9 Unit Points",
        "== Prussian-Saxon army: strength over the campaign",
        "Returns (rules.returns): 50% of the casualties of Saalfeld come back 3 days after it, rounded down per unit: 12 Unit Points of 28 Unit Points",
        "   Prussian-Saxon army on 20 October 1806: 181 Unit Points.",
        "   French Grande Armée on 20 October 1806: 200 Unit Points.",
        "     HO1 Grawert's division (Hohenlohe's army): 12 Unit Points now; 25 Unit Points at the start, 25 Unit Points lost in battle, 12 Unit Points returned",
        "== Still to come after 20 October 1806",
        "tranche 1 of 3: 10 Unit Points",
        "Umpire's notes: The armies are in Unit Points",
    ] {
        assert!(text.contains(part), "{part}\n---\n{text}");
    }
    assert!(!text.contains("== Warnings") && !text.contains("== Refused"));
}

#[test]
fn the_demo_as_json_and_csv_holds_the_same_figures() {
    let j = json_of(&demo_campaign(&["--format", "json"]));
    assert_eq!(j["audience"], "umpire");
    assert_eq!(j["day"], "1806-10-20");
    assert_eq!(j["armies"][0]["strength_now"]["up"], 181);
    assert_eq!(j["armies"][1]["strength_now"]["up"], 200);
    assert_eq!(j["battles"][1]["level"], "overwhelming victory");
    assert_eq!(j["battles"][2]["lost"][1]["up"], 17);
    assert_eq!(j["battles"][0]["stragglers"][0]["up"], 3);
    assert_eq!(j["standings"].as_array().unwrap().len(), 2);
    let due = j["armies"][0]["still_to_come"].as_array().unwrap();
    assert_eq!(due[0]["date"], "1806-10-21");
    assert_eq!(due[0]["change"]["up"], 10);
    let csv = ok(&demo_campaign(&["--format", "csv"]));
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "date,army,entry,kind,battle,men,stands,sp,up,men_after,stands_after,sp_after,up_after,rule"
    );
    assert!(
        lines.iter().any(|l| l.starts_with(
            "1806-10-14,Prussian-Saxon army,Losses at Jena,battle,Jena,0,0,0,-100,0,0,0,175,"
        )),
        "{csv}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with(
            "1806-10-21,Prussian-Saxon army,Still to come: Replacements for Jena (1 of 3),due_replacements,Jena,0,0,0,10,0,0,0,191,"
        )),
        "{csv}"
    );
}

#[test]
fn each_audience_sees_its_own_army_and_the_enemy_only_as_the_battles_showed_it() {
    let a = ok(&demo_campaign(&["--audience", "a"]));
    assert!(a.contains("For: Prussian-Saxon army (side A)"));
    assert!(a.contains("== Prussian-Saxon army: strength over the campaign"));
    assert!(a.contains("== French Grande Armée: as the battles showed it"));
    assert!(
        a.contains("   1806-10-14  Auerstedt: 68 Unit Points at the outset, 17 Unit Points lost")
    );
    for secret in [
        "Umpire's notes",
        "Foot Guard",
        "Reinforcement: Imperial Guard",
        "French Grande Armée on 20 October 1806: 200",
        "Gudin",
        "Returns from Jena                            +5",
    ] {
        assert!(!a.contains(secret), "side A is told {secret}:\n{a}");
    }
    let b = json_of(&demo_campaign(&["--audience", "b", "--format", "json"]));
    assert_eq!(b["armies"][0]["known"], false);
    assert!(b["armies"][0]["units"].is_null());
    assert!(b["armies"][0]["strength_now"].is_null());
    assert_eq!(b["armies"][0]["steps"].as_array().unwrap().len(), 0);
    assert_eq!(b["armies"][0]["still_to_come"].as_array().unwrap().len(), 0);
    assert!(
        b["battles"][0]["stragglers"][0].is_null(),
        "the enemy's stragglers"
    );
    assert_eq!(b["armies"][1]["strength_now"]["up"], 200);
    assert!(b["umpire_notes"].is_null());
    let public = json_of(&demo_campaign(&[
        "--audience",
        "public",
        "--format",
        "json",
    ]));
    assert_eq!(public["armies"][0]["known"], false);
    assert_eq!(public["armies"][1]["known"], false);
    assert_eq!(public["battles"][2]["level"], "decisive victory");
    let csv = ok(&demo_campaign(&["--audience", "public", "--format", "csv"]));
    assert!(
        csv.lines().skip(1).all(|l| l.contains(",seen_in_battle,")),
        "{csv}"
    );
    assert_eq!(csv.lines().count(), 1 + 3 + 3);
}

/// One side's figures no battle showed (a corps that never fought, a draft after the
/// battles) changed, the other side's output is the same in every format; the umpire's is not.
#[test]
fn what_one_side_may_not_know_of_the_other_leaves_its_output_as_it_was() {
    let plain = demo_folder();
    let hidden = [
        (
            "a",
            "BE1",
            "(date: \"1806-10-16\", side: B, contingent: \"I Corps (Bernadotte)\", units: [(id: \"BE1\", name: \"Drouet's division\", kind: Infantry, strength: (unit_points: 21))], drafts: [(unit: \"GD1\", strength: (unit_points: 4))])",
        ),
        (
            "b",
            "WE1",
            "(date: \"1806-10-16\", side: A, contingent: \"Weimar's detachment\", units: [(id: \"WE1\", name: \"Duke of Weimar's advance guard\", kind: Infantry, strength: (unit_points: 19))], drafts: [(unit: \"BR4\", strength: (unit_points: 2))])",
        ),
    ];
    for (audience, secret, reinforcement) in hidden {
        let changed = demo_folder();
        edit(
            &changed.path().join("campaign.ron"),
            "  ],\n  battles: [\n",
            &format!("    {reinforcement},\n  ],\n  battles: [\n"),
        );
        for format in ["text", "json", "csv"] {
            let args = [
                "campaign",
                "campaign.ron",
                "--audience",
                audience,
                "--format",
                format,
            ];
            let before = ok(&umpire_in(plain.path(), &args));
            let after = ok(&umpire_in(changed.path(), &args));
            assert_eq!(before, after, "--audience {audience} --format {format}");
            assert!(!after.contains(secret));
        }
        let args = ["campaign", "campaign.ron", "--format", "json"];
        assert_ne!(
            ok(&umpire_in(plain.path(), &args)),
            ok(&umpire_in(changed.path(), &args)),
            "the umpire sees the change"
        );
        let other = if audience == "a" { "b" } else { "a" };
        let args = ["campaign", "campaign.ron", "--audience", other];
        assert!(
            ok(&umpire_in(changed.path(), &args)).contains(secret),
            "its own side sees it"
        );
    }
}

/// A campaign umpire's loop: the campaign after Saalfeld; `campaign-battle` makes Jena from the
/// ledger; the umpire logs its losses; `campaign` carries them forward, unit by unit.
#[test]
fn a_battle_made_from_the_ledger_logged_and_fed_back_carries_its_losses_to_the_unit_point() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = parse_campaign(demo::demo_campaign_file("campaign.ron").unwrap(), "demo").unwrap();
    c.battles.truncate(1);
    c.until = None;
    save_campaign(&c, &dir.path().join("campaign.ron")).unwrap();
    std::fs::write(
        dir.path().join("saalfeld.ron"),
        demo::demo_campaign_file("saalfeld.ron").unwrap(),
    )
    .unwrap();
    let make = |file: &str| {
        umpire_in(
            dir.path(),
            &[
                "campaign-battle",
                "campaign.ron",
                "--file",
                file,
                "--date",
                "1806-10-14",
                "--title",
                "Jena",
                "--a",
                "Louis Ferdinand's advance guard",
                "--a",
                "Hohenlohe's army",
                "--b",
                "V Corps (Lannes)",
                "--b",
                "Imperial Guard",
                "--attacker",
                "b",
            ],
        )
    };
    let said = ok(&make("jena.ron"));
    assert!(said.contains("jena.ron: Jena, 14 October 1806"), "{said}");
    assert!(said.contains("No unit left out."), "{said}");
    assert!(said.contains("Added battles[1] (jena.ron)"), "{said}");
    let campaign_text = std::fs::read_to_string(dir.path().join("campaign.ron")).unwrap();
    let c = parse_campaign(&campaign_text, "campaign.ron").unwrap();
    assert_eq!(c.battles.len(), 2);
    assert_eq!(
        c.battles[1].contingents.1,
        ["V Corps (Lannes)", "Imperial Guard"]
    );
    // Made again under the same name: refused, nothing written.
    let again = make("jena.ron");
    assert_eq!(code(&again), 1);
    assert!(stderr(&again).contains("\"jena.ron\" is a battle of the campaign already"));
    std::fs::write(dir.path().join("other.ron"), "mine").unwrap();
    let over = make("other.ron");
    assert_eq!(code(&over), 1);
    assert!(
        stderr(&over).contains("exists already"),
        "{}",
        stderr(&over)
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("other.ron")).unwrap(),
        "mine"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("campaign.ron")).unwrap(),
        campaign_text
    );

    // The battle as made: each unit at the ledger's strength on the 14th (jena.ron of the demo
    // has the same), a campaign battle decided by the campaign's system.
    let path = dir.path().join("jena.ron");
    let mut s = model::load(&path, &umpire::systems::ids()).unwrap();
    assert!(s.settings.campaign);
    assert_eq!(s.settings.decided_by.as_deref(), Some("unit-points"));
    assert_eq!(s.sides[1].role, model::Role::Attacker);
    let strength = |id: &str| s.unit(id).unwrap().1.strength.unit_points;
    assert_eq!(
        [
            strength("SX1"),
            strength("SX4"),
            strength("FR1"),
            strength("GD1")
        ],
        [3, 6, 3, 12]
    );
    // The umpire logs the battle.
    let losses = |side, unit: &str, up| Event::Losses {
        side,
        unit: Some(unit.into()),
        men: 0,
        stands: 0,
        strength_points: 0,
        unit_points: up,
    };
    s.log.turns.push(Turn {
        name: "1".into(),
        events: vec![
            losses(SideId::A, "HO1", 11),
            Event::Status {
                unit: "HO3".into(),
                status: UnitStatus::DestroyedOrFled,
            },
            losses(SideId::B, "GD1", 3),
        ],
    });
    s.settings.game_end = Some(GameEnd::Collapse {
        vanquished: SideId::A,
    });
    model::save(&s, &path).unwrap();

    let j = json_of(&umpire_in(
        dir.path(),
        &["campaign", "campaign.ron", "--format", "json"],
    ));
    assert_eq!(j["day"], "1806-10-14");
    let jena = &j["battles"][1];
    assert_eq!(jena["status"], "verdict", "{jena}");
    assert_eq!(jena["lost"][0]["up"], 31);
    assert_eq!(jena["lost"][1]["up"], 3);
    let unit = |side: usize, id: &str| {
        j["armies"][side]["units"]
            .as_array()
            .unwrap()
            .iter()
            .find(|u| u["id"] == id)
            .cloned()
            .unwrap()
    };
    // HO1: 25, 11 lost; the pursuit (the results table's row for the level) takes its share of
    // the 14 left, rounded down; half of the casualties come back on the 17th, after the
    // ledger's day: listed as still to come, not counted.
    let ho1 = unit(0, "HO1");
    assert_eq!(ho1["lost"]["up"], 11);
    let stragglers = ho1["stragglers"]["up"].as_u64().unwrap();
    let level = jena["level"].as_str().unwrap();
    let share = match level {
        "decisive victory" => 20,
        "overwhelming victory" => 30,
        _ => 0,
    };
    assert_eq!(stragglers, 14 * share / 100, "{level}");
    assert_eq!(ho1["now"]["up"].as_u64().unwrap(), 14 - stragglers);
    assert_eq!(ho1["returned"]["up"], 0);
    assert_eq!(unit(0, "HO3")["now"]["up"], 0);
    assert_eq!(unit(1, "GD1")["now"]["up"], 9);
    let due = j["armies"][0]["still_to_come"].as_array().unwrap();
    let returns = due
        .iter()
        .find(|s| s["kind"] == "returns" && s["battle"] == "Jena")
        .expect("Jena's returns still to come");
    assert_eq!(returns["date"], "1806-10-17");
    let part = |id: &str| {
        returns["units"]
            .as_array()
            .unwrap()
            .iter()
            .find(|u| u["id"] == id)
            .map(|u| u["amount"]["up"].as_u64().unwrap())
    };
    assert_eq!(part("HO1"), Some((11 + stragglers) / 2));
    assert_eq!(part("HO3"), Some(10));
}

#[test]
fn a_missing_battle_file_names_the_campaigns_line_and_the_file() {
    let dir = demo_folder();
    std::fs::remove_file(dir.path().join("auerstedt.ron")).unwrap();
    let o = umpire_in(dir.path(), &["campaign", "campaign.ron"]);
    assert_eq!(code(&o), 1);
    let err = stderr(&o);
    let line = demo::demo_campaign_file("campaign.ron")
        .unwrap()
        .lines()
        .position(|l| l.contains("file: \"auerstedt.ron\""))
        .unwrap();
    // The entry's `(` is on the line before its `file:`, at column 5.
    assert!(
        err.contains(&format!(
            "campaign.ron:{line}:5: battles[2] (file \"auerstedt.ron\"): cannot be read"
        )),
        "{err}"
    );
    // What comes before the battle is still written out.
    assert!(stdout(&o).contains("2. Jena, 14 October 1806"));
    assert!(stdout(&o).contains("== Refused"));
}

#[test]
fn a_battle_whose_units_differ_from_the_ledger_is_refused_with_each_difference() {
    let dir = demo_folder();
    edit(
        &dir.path().join("jena.ron"),
        "(id: \"HO1\", name: \"Grawert's division\", kind: Infantry, strength: (unit_points: 25))",
        "(id: \"HO1\", name: \"Grawert's division\", kind: Infantry, strength: (unit_points: 30))",
    );
    edit(
        &dir.path().join("jena.ron"),
        "(id: \"GD1\", name: \"Foot Guard\", kind: Infantry,",
        "(id: \"GD9\", name: \"Foot Guard\", kind: Infantry,",
    );
    let o = umpire_in(dir.path(), &["campaign", "campaign.ron"]);
    assert_eq!(code(&o), 1);
    let err = stderr(&o);
    assert!(err.contains("battles[1] (Jena, file \"jena.ron\"): its units do not match the campaign's order of battle on 14 October 1806:"), "{err}");
    assert!(err.contains("  - unit \"HO1\" (Grawert's division) has 30 Unit Points here; the ledger gives it 25 Unit Points on 14 October 1806 (25 Unit Points at the start)"), "{err}");
    assert!(err.contains("  - unit \"GD9\" (Foot Guard) of French Grande Armée is not in the campaign's order of battle"), "{err}");
    // A player is told the ledger stops, not the armies' figures.
    let a = umpire_in(dir.path(), &["campaign", "campaign.ron", "--audience", "a"]);
    assert_eq!(code(&a), 1);
    assert!(stderr(&a).contains("The campaign's ledger stops before battles[1]"));
    assert!(!stderr(&a).contains("GD9") && !stdout(&a).contains("GD9"));
}

#[test]
fn the_same_battle_listed_twice_is_refused() {
    let dir = demo_folder();
    std::fs::copy(
        dir.path().join("saalfeld.ron"),
        dir.path().join("again.ron"),
    )
    .unwrap();
    edit(
        &dir.path().join("campaign.ron"),
        "file: \"jena.ron\"",
        "file: \"again.ron\"",
    );
    let o = umpire_in(
        dir.path(),
        &["campaign", "campaign.ron", "--format", "json"],
    );
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o)
            .contains("battles[1] (file \"again.ron\"): is the battle of battles[0] again (the same scenario text)"),
        "{}",
        stderr(&o)
    );
    let j: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(j["battles"].as_array().unwrap().len(), 1, "counted once");
}

#[test]
fn a_broken_campaign_file_is_named_by_line_and_column() {
    let dir = demo_folder();
    edit(
        &dir.path().join("campaign.ron"),
        "  until: Some(\"1806-10-20\"),",
        "  until: Some(\"1806-10-20\"),\n  colour: ,",
    );
    let o = umpire_in(dir.path(), &["campaign", "campaign.ron"]);
    assert_eq!(code(&o), 1);
    let line = demo::demo_campaign_file("campaign.ron")
        .unwrap()
        .lines()
        .position(|l| l.starts_with("  until:"))
        .unwrap()
        + 2;
    assert!(
        stderr(&o).starts_with(&format!("campaign.ron:{line}:3: ")),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).is_empty());
    let missing = umpire_in(dir.path(), &["campaign", "nowhere.ron"]);
    assert_eq!(code(&missing), 1);
    assert!(stderr(&missing).starts_with("nowhere.ron: cannot read the campaign"));
}

#[test]
fn a_campaign_battle_is_refused_a_contingent_the_army_lacks() {
    let dir = demo_folder();
    let o = umpire_in(
        dir.path(),
        &[
            "campaign-battle",
            "campaign.ron",
            "--file",
            "x.ron",
            "--date",
            "1806-10-20",
            "--title",
            "X",
            "--a",
            "Nobody",
            "--b",
            "III Corps (Davout)",
            "--attacker",
            "a",
        ],
    );
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("Prussian-Saxon army has no contingent \"Nobody\" by 20 October 1806"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.path().join("x.ron").exists());
    let bad_date = umpire_in(
        dir.path(),
        &[
            "campaign-battle",
            "campaign.ron",
            "--file",
            "x.ron",
            "--date",
            "1806-13-40",
            "--title",
            "X",
            "--a",
            "Rüchel's corps",
            "--b",
            "III Corps (Davout)",
            "--attacker",
            "a",
        ],
    );
    assert_eq!(code(&bad_date), 2, "a usage error");
}

#[test]
fn a_battle_added_to_the_demo_keeps_its_comments_and_is_listed_as_not_yet_played() {
    let dir = demo_folder();
    let said = ok(&umpire_in(
        dir.path(),
        &[
            "campaign-battle",
            "campaign.ron",
            "--file",
            "weimar.ron",
            "--date",
            "1806-10-20",
            "--title",
            "Weimar",
            "--a",
            "Rüchel's corps",
            "--b",
            "III Corps (Davout)",
            "--attacker",
            "b",
        ],
    ));
    assert!(said.contains("its comments and layout kept"), "{said}");
    let text = std::fs::read_to_string(dir.path().join("campaign.ron")).unwrap();
    assert!(text.contains("// The ledger, worked by hand"));
    assert!(text.ends_with(
        "      file: \"weimar.ron\",\n      date: \"1806-10-20\",\n      name: \"Weimar\",\n      contingents: ([\"Rüchel's corps\"], [\"III Corps (Davout)\"]),\n    ),\n  ],\n)\n"
    ), "{text}");
    let j = json_of(&umpire_in(
        dir.path(),
        &["campaign", "campaign.ron", "--format", "json"],
    ));
    assert_eq!(j["battles"][3]["status"], "not_yet_played");
    assert_eq!(j["not_played"], 1);
    // Rüchel's corps at the ledger's strength on the 20th: the infantry, destroyed at Jena,
    // has half back; the cavalry lost its stragglers and got one back.
    let s = model::load(&dir.path().join("weimar.ron"), &umpire::systems::ids()).unwrap();
    let up = |id: &str| s.unit(id).unwrap().1.strength.unit_points;
    assert_eq!([up("RU1"), up("RU2"), up("DA1")], [12, 7, 16]);
}

#[test]
fn a_campaign_read_from_standard_input_finds_its_battles_in_the_current_folder() {
    use std::io::Write;
    let dir = demo_folder();
    let mut child = crate::support::binary::umpire_command()
        .args(["campaign", "-", "--format", "json"])
        .current_dir(dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let text = demo::demo_campaign_file("campaign.ron").unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let j = json_of(&child.wait_with_output().unwrap());
    assert_eq!(j["armies"][0]["strength_now"]["up"], 181);
}

#[test]
fn check_reads_a_campaign_with_its_battles_and_names_the_battle_it_cannot_take() {
    let o = umpire_in(&root(), &["check", DEMO]);
    assert_eq!(
        ok(&o).trim(),
        "OK: The Jena campaign, October 1806 (a campaign of 3 battles)"
    );
    let dir = demo_folder();
    std::fs::remove_file(dir.path().join("jena.ron")).unwrap();
    let o = umpire_in(dir.path(), &["check", "campaign.ron", "saalfeld.ron"]);
    assert_eq!(code(&o), 1, "{}", stdout(&o));
    assert!(
        stderr(&o).contains("battles[1] (file \"jena.ron\"): cannot be read"),
        "{}",
        stderr(&o)
    );
    // The scenario after it is still checked, as a scenario.
    assert!(stdout(&o).contains("OK: Saalfeld"), "{}", stdout(&o));
}
