//! The demo campaign, `assets/campaigns/jena-1806/`: it reads from disk and from the copy built
//! into the program alike, every battle matches the ledger and passes `umpire check`, the
//! Saalfeld battle is the Grande Tactique demo's, and the ledger gives, Unit Point by Unit
//! Point, the figures the comments of `campaign.ron` work out by hand.

use crate::cli::{code, root, stderr, stdout, umpire};
use umpire::assets::demo;
use umpire::model::campaign::{CampaignSource, read_campaign};
use umpire::model::{self, SideId};
use umpire::record::campaign::{CampaignLedger, UnitLine, demo_ledger, ledger_from_disk};
use umpire::systems::Judgement;

const FOLDER: &str = "assets/campaigns/jena-1806";

fn from_disk() -> (CampaignSource, CampaignLedger) {
    let src = read_campaign(&root().join(FOLDER).join("campaign.ron")).expect("the demo reads");
    let ledger = ledger_from_disk(&src);
    (src, ledger)
}

fn unit<'a>(l: &'a CampaignLedger, id: &str) -> &'a UnitLine {
    l.units
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no unit {id}"))
}

/// (lost, stragglers, returned, now) in Unit Points.
fn figures(l: &CampaignLedger, id: &str) -> (u64, u64, u64, u64) {
    let u = unit(l, id);
    (
        u.lost.unit_points,
        u.stragglers.unit_points,
        u.returned.unit_points,
        u.now.unit_points,
    )
}

#[test]
fn the_built_in_copy_is_the_folder_and_reads_to_the_same_ledger() {
    let mut on_disk: Vec<String> = std::fs::read_dir(root().join(FOLDER))
        .expect("the demo folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    let mut built_in: Vec<String> = demo::demo_campaign_files()
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    built_in.sort();
    assert_eq!(on_disk, built_in, "every file of the folder is built in");
    for (name, text) in demo::demo_campaign_files() {
        let disk = std::fs::read_to_string(root().join(FOLDER).join(name)).unwrap();
        assert_eq!(disk, text, "{name}");
    }
    let (_, disk) = from_disk();
    let (src, memory) = demo_ledger().expect("the built-in demo reads");
    assert!(src.dir.is_none(), "the built-in copy is not on disk");
    assert_eq!(src.locations.len(), 3, "each battle placed at its line");
    assert_eq!(memory.units, disk.units);
    assert_eq!(memory.steps, disk.steps);
    assert_eq!(memory.due, disk.due);
}

#[test]
fn every_battle_matches_the_ledger_and_passes_umpire_check() {
    let (src, l) = from_disk();
    assert!(l.refused.is_none(), "{:?}", l.refused);
    assert!(l.warnings.is_empty(), "{:?}", l.warnings);
    assert_eq!(l.battles.len(), 3);
    for b in &src.campaign.battles {
        let file = format!("{FOLDER}/{}", b.file);
        let o = umpire(&["check", &file]);
        assert_eq!(code(&o), 0, "{file}: {}{}", stdout(&o), stderr(&o));
    }
    let names: Vec<&str> = l.battles.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["Saalfeld", "Jena", "Auerstedt"]);
    assert!(l.battles.iter().all(|b| b.played && b.flagged));
}

#[test]
fn the_saalfeld_battle_is_the_grande_tactique_demo_flagged_as_a_campaign_battle() {
    let ids = umpire::systems::ids();
    let demo_text = demo::demo_scenario("grande-tactique.ron").unwrap();
    let original = model::parse(demo_text, "grande-tactique.ron", &ids).unwrap();
    let copy = model::parse(
        demo::demo_campaign_file("saalfeld.ron").unwrap(),
        "saalfeld.ron",
        &ids,
    )
    .unwrap();
    assert!(copy.settings.campaign && !original.settings.campaign);
    assert_eq!(
        copy.sides, original.sides,
        "the same units, by the same ids"
    );
    assert_eq!(copy.log, original.log);
    assert_eq!(
        copy.map.image.as_deref(),
        Some("../../maps/saalfeld.jpg"),
        "the demo map, found from the campaign's folder"
    );
    assert!(
        root()
            .join(FOLDER)
            .join("../../maps/saalfeld.jpg")
            .is_file()
    );
    let judge = |s| umpire::systems::by_id("unit-points").unwrap().judge(s);
    assert_eq!(judge(&copy), judge(&original));
}

#[test]
fn the_results_of_record_are_the_ones_the_comments_give() {
    let (_, l) = from_disk();
    let results: Vec<(String, Option<SideId>, [u64; 2])> = l
        .battles
        .iter()
        .map(|b| {
            let Some(Judgement::Verdict(v)) = b.result.truth() else {
                panic!("{} has no verdict", b.name);
            };
            (v.level.clone(), v.winner, b.lost.map(|s| s.unit_points))
        })
        .collect();
    assert_eq!(
        results,
        [
            ("decisive victory".to_string(), Some(SideId::B), [25, 15]),
            (
                "overwhelming victory".to_string(),
                Some(SideId::B),
                [100, 13]
            ),
            ("decisive victory".to_string(), Some(SideId::B), [51, 17]),
        ]
    );
    let starts: Vec<[u64; 2]> = l
        .battles
        .iter()
        .map(|b| b.start.map(|s| s.unit_points))
        .collect();
    assert_eq!(starts, [[50, 50], [147, 149], [128, 68]]);
    let stragglers: Vec<[u64; 2]> = l
        .battles
        .iter()
        .map(|b| b.stragglers.map(|s| s.unit_points))
        .collect();
    assert_eq!(stragglers, [[3, 0], [9, 0], [15, 0]]);
    assert_eq!(
        l.battles.iter().map(|b| b.effect).collect::<Vec<_>>(),
        [Some(2), Some(3), Some(2)],
        "rows of the results table: decisive, overwhelming, decisive"
    );
}

#[test]
fn the_ledger_gives_each_army_the_figures_worked_by_hand() {
    let (_, l) = from_disk();
    assert_eq!(l.day.iso(), "1806-10-20");
    let army = |side| {
        l.steps_of(side)
            .map(|s| {
                (
                    s.date.iso(),
                    s.kind.key(),
                    s.total.unit_points,
                    s.after.unit_points,
                )
            })
            .collect::<Vec<_>>()
    };
    let row = |d: &str, k, t, a| (d.to_string(), k, t, a);
    assert_eq!(
        army(SideId::A),
        [
            row("1806-10-08", "start", 289, 289),
            row("1806-10-10", "battle", 25, 264),
            row("1806-10-10", "pursuit", 3, 261),
            row("1806-10-12", "drafts", 2, 263),
            row("1806-10-13", "returns", 12, 275),
            row("1806-10-14", "battle", 100, 175),
            row("1806-10-14", "pursuit", 9, 166),
            row("1806-10-14", "battle", 51, 115),
            row("1806-10-14", "pursuit", 15, 100),
            row("1806-10-17", "returns", 49, 149),
            row("1806-10-17", "returns", 32, 181),
        ]
    );
    assert_eq!(
        army(SideId::B),
        [
            row("1806-10-08", "start", 213, 213),
            row("1806-10-10", "battle", 15, 198),
            row("1806-10-13", "joined", 12, 210),
            row("1806-10-13", "returns", 7, 217),
            row("1806-10-14", "battle", 13, 204),
            row("1806-10-14", "battle", 17, 187),
            row("1806-10-17", "returns", 5, 192),
            row("1806-10-17", "returns", 8, 200),
        ]
    );
    assert_eq!(l.strength_now(SideId::A).unit_points, 181);
    assert_eq!(l.strength_now(SideId::B).unit_points, 200);
    // Returns of 12 October's casualties: of 28 UP, 12 (half of each unit's, rounded down).
    let returns = l.steps_of(SideId::A).nth(4).unwrap();
    assert!(
        returns.rule.ends_with("12 Unit Points of 28 Unit Points"),
        "{}",
        returns.rule
    );
    let due: Vec<(String, SideId, u64)> = l
        .due
        .iter()
        .map(|s| (s.date.iso(), s.side, s.total.unit_points))
        .collect();
    assert_eq!(
        &due[..5],
        [
            ("1806-10-21".to_string(), SideId::A, 10),
            ("1806-10-21".to_string(), SideId::A, 6),
            ("1806-10-21".to_string(), SideId::B, 1),
            ("1806-10-24".to_string(), SideId::A, 5),
            ("1806-10-24".to_string(), SideId::B, 3),
        ]
    );
    assert_eq!(due.last().unwrap().0, "1806-11-04");
    assert!(l.due.iter().all(|s| s.kind.key() == "replacements"));
}

#[test]
fn each_unit_carries_its_own_losses_stragglers_and_returns() {
    let (_, l) = from_disk();
    // Saalfeld: destroyed, then half back on the 13th; destroyed again at Jena (3 UP), half
    // (⌊3/2⌋ = 1) back on the 17th.
    assert_eq!(figures(&l, "SX1"), (9, 0, 4, 1));
    // Withdrawn at Saalfeld: 20% straggle (1); ⌊1/2⌋ = 0 back; withdrawn at Jena, 30% of 5
    // straggle (1), nothing back.
    assert_eq!(figures(&l, "SX3"), (0, 2, 0, 4));
    // A draft of 1; 2 UP lost at Jena, 1 straggler there and one at Saalfeld; ⌊3/2⌋ back.
    assert_eq!(figures(&l, "SX4"), (2, 2, 1, 4));
    assert_eq!(unit(&l, "SX4").drafted.unit_points, 1);
    // Grawert's division, destroyed at Jena: ⌊25/2⌋ = 12 back.
    assert_eq!(figures(&l, "HO1"), (25, 0, 12, 12));
    // Kalckreuth's reserve, withdrawn at Auerstedt: 6 straggle, 3 back.
    assert_eq!(figures(&l, "BR4"), (0, 6, 3, 27));
    // Gudin's division: 8 lost, 4 back.
    assert_eq!(figures(&l, "DA1"), (8, 0, 4, 16));
    // The Guard joined on the 13th and lost nothing.
    assert_eq!(figures(&l, "GD1"), (0, 0, 0, 12));
    assert_eq!(
        unit(&l, "GD1").joins.map(|d| d.iso()).as_deref(),
        Some("1806-10-13")
    );
    // Generals are listed, never lost, never counted.
    assert_eq!(figures(&l, "BR0"), (0, 0, 0, 3));
    assert!(!unit(&l, "BR0").counts());
    assert_eq!(unit(&l, "SX1").battles, [0, 1]);
    assert_eq!(unit(&l, "BR1").battles, [2]);
}
