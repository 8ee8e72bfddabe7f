//! Waterloo 20 (seed 001, RULES.md §5): the charts cell by cell, combat odds, the optional rule
//! and the verdict. In files of their own: the morale ledger ([`morale`]), the rally and random
//! events tables ([`tables`]), the units' bookkeeping and the game's order ([`bookkeeping`]), and
//! properties ([`properties`]).
//! One file past the usual length: the manifest, scenario and combat makers every topic shares.

mod bookkeeping;
mod french;
mod morale;
mod properties;
mod tables;

use proptest::prelude::*;
use umpire::model::{
    Combat, Contingent, CrtResult, DiceSource, Event, Rgb, Role, Roll, Scenario, Side, SideId,
    Terrain, Turn, Unit, UnitKind, UnitStatus,
};
use umpire::systems::exact::{Q, int, q};
use umpire::systems::waterloo20::*;
use umpire::systems::{Judgement, Verdict, VictorySystem};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// RULES.md §5's rows, as written there.
const RULES_ROWS: [&str; 6] = [
    "AE AR AR AW N EX EX",
    "AR AR AW N DW DW DW",
    "AR AW N DW DW DW DR",
    "AR N DW DW DR DR DR",
    "AW DW DW DR DR DR DE",
    "N DW DR DR DR DE DE",
];

fn code(s: &str) -> CrtResult {
    CrtResult::ALL
        .into_iter()
        .find(|r| r.code() == s)
        .unwrap_or_else(|| panic!("no result {s}"))
}

fn rules_cell(differential: i64, roll: u32) -> CrtResult {
    let row: Vec<&str> = RULES_ROWS[roll as usize - 1].split(' ').collect();
    assert_eq!(row.len(), 7);
    code(row[(differential + 2) as usize])
}

fn roll(value: u32) -> Roll {
    Roll {
        value,
        source: DiceSource::Manual,
    }
}

fn manifest_unit(id: &str) -> Unit {
    COUNTER_MANIFEST
        .iter()
        .find(|c| c.id == id)
        .unwrap_or_else(|| panic!("no counter {id}"))
        .unit()
}

/// France (side A, French) with the whole French manifest; the Allies (side B) with the
/// Anglo-Dutch and Prussian contingents. Reinforcements are put on the board for simplicity.
fn waterloo(french_morale: u32, allied_morale: u32) -> Scenario {
    let mut s = Scenario::new("Waterloo 20");
    let army = |name: &str| Contingent {
        name: name.to_string(),
        units: COUNTER_MANIFEST
            .iter()
            .filter(|c| c.army == name)
            .map(|c| {
                let mut u = c.unit();
                u.status = UnitStatus::OnBoard;
                u
            })
            .collect(),
        end: Default::default(),
    };
    s.sides[0] = Side::new("France", Rgb(0, 0, 200), Role::Attacker);
    s.sides[0].contingents = vec![army("French")];
    s.sides[0].morale_points = french_morale;
    s.sides[1] = Side::new("Allies", Rgb(200, 0, 0), Role::Defender);
    s.sides[1].contingents = vec![army("Anglo-Dutch"), army("Prussian")];
    s.sides[1].morale_points = allied_morale;
    s.settings.french = Some(SideId::A);
    s
}

fn unit_mut<'a>(s: &'a mut Scenario, id: &str) -> &'a mut Unit {
    s.sides
        .iter_mut()
        .flat_map(|side| side.contingents.iter_mut())
        .flat_map(|c| c.units.iter_mut())
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no unit {id}"))
}

fn turn(name: &str, events: Vec<Event>) -> Turn {
    Turn {
        name: name.to_string(),
        events,
    }
}

fn combat(attacker: SideId, attackers: &[&str], defenders: &[&str]) -> Combat {
    Combat {
        attacker: Some(attacker),
        attackers: attackers.iter().map(|s| s.to_string()).collect(),
        defenders: defenders.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    }
}

fn with_result(mut c: Combat, result: CrtResult, eliminated: &[&str], routed: &[&str]) -> Combat {
    c.result = Some(result);
    c.eliminated = eliminated.iter().map(|s| s.to_string()).collect();
    c.routed = routed.iter().map(|s| s.to_string()).collect();
    c
}

/// The first turn: French I Corps attacks the Anglo-Dutch Reserve and eliminates it (DE).
fn reserve_eliminated() -> Turn {
    turn(
        TURN_TRACK[0],
        vec![Event::Combat(with_result(
            combat(SideId::A, &["fr-i"], &["ad-res"]),
            CrtResult::DE,
            &["ad-res"],
            &[],
        ))],
    )
}

/// The first turn: Anglo-Dutch I Corps attacks French III and IV Corps and routs both (DR).
fn two_french_corps_routed() -> Turn {
    turn(
        TURN_TRACK[0],
        vec![Event::Combat(with_result(
            combat(SideId::B, &["ad-i"], &["fr-iii", "fr-iv"]),
            CrtResult::DR,
            &[],
            &["fr-iii", "fr-iv"],
        ))],
    )
}

/// French I and II Corps (3 + 3 SP) attack Anglo-Dutch I Corps in a town, spending a Morale
/// Point: 7 against 5, column +2.
fn attack_on_a_town() -> Combat {
    let mut c = combat(SideId::A, &["fr-i", "fr-ii"], &["ad-i"]);
    c.terrain = Terrain::Town;
    c.attacker_morale_point = true;
    c
}

fn ledger_changes(s: &Scenario) -> Vec<(SideId, i64)> {
    morale_ledger(s)
        .iter()
        .map(|e| (e.side, e.change))
        .collect()
}

fn verdict(s: &Scenario) -> Verdict {
    match Waterloo20.judge(s) {
        Judgement::Verdict(v) => v,
        other => panic!("expected a verdict, got {other:?}"),
    }
}

fn figure(v: &Verdict, id: &str) -> [f64; 2] {
    v.figures
        .iter()
        .find(|f| f.id == id)
        .unwrap_or_else(|| panic!("no figure {id}"))
        .values
}

// ---------------------------------------------------------------------------------------------
// The system
// ---------------------------------------------------------------------------------------------

#[test]
fn names_and_source() {
    assert_eq!(Waterloo20.id(), "waterloo20");
    assert_eq!(Waterloo20.name(), "Waterloo 20 (morale and tables)");
    assert!(Waterloo20.source().contains("Rules reference: Waterloo 20"));
    assert!(Waterloo20.source().contains("Joseph Miranda"));
}

// ---------------------------------------------------------------------------------------------
// Turn track and reinforcements
// ---------------------------------------------------------------------------------------------

#[test]
fn turn_track_has_twelve_turns_and_two_nights() {
    assert_eq!(TURN_TRACK.len(), 12);
    assert_eq!(TURN_TRACK[0], "June 16 Afternoon");
    assert_eq!(TURN_TRACK[3], "June 17 Morning");
    assert_eq!(TURN_TRACK[4], "June 17 Mid-day");
    assert_eq!(TURN_TRACK[11], "June 18 Evening");
    let nights: Vec<usize> = (0..12).filter(|&i| is_night(TURN_TRACK[i])).collect();
    assert_eq!(nights, vec![2, 7]);
    assert!(is_night("night"));
    assert!(is_night("June 16 NIGHT"));
    assert!(!is_night("Midnight"));
    assert!(!is_night("June 18 Evening"));
    assert_eq!(turn_index("june 17  midday"), Some(4));
    assert_eq!(turn_index("June 19 Morning"), None);
}

#[test]
fn reinforcements_follow_the_schedule() {
    assert_eq!(REINFORCEMENTS.len(), 4);
    assert_eq!(REINFORCEMENTS[0].0, "June 16 Evening");
    assert!(REINFORCEMENTS[0].1.contains("FR VI corps") && REINFORCEMENTS[0].1.contains("SOUTH"));
    let night = reinforcements_for("June 16 Night");
    assert_eq!(night.len(), 2);
    assert!(night[0].contains("PR IV corps") && night[0].contains("NORTHEAST"));
    assert!(night[1].contains("Uxbridge") && night[1].contains("Nivelles"));
    let morning = reinforcements_for("June 17 Morning");
    assert_eq!(morning.len(), 1);
    assert!(morning[0].contains("AD II corps") && morning[0].contains("WEST"));
    assert!(reinforcements_for("June 18 Morning").is_empty());
    for (turn, _) in REINFORCEMENTS {
        assert!(turn_index(turn).is_some(), "{turn} is on the track");
    }
}

#[test]
fn counter_manifest_as_printed() {
    assert_eq!(COUNTER_MANIFEST.len(), 18);
    let ig = manifest_unit("fr-ig");
    assert_eq!((ig.strength.strength_points, ig.movement), (4, 2));
    assert!(ig.guard && ig.rally_bonus);
    let ad1 = manifest_unit("ad-i");
    assert_eq!(ad1.strength.strength_points, 4);
    assert!(ad1.rally_bonus && !ad1.guard);
    let vi = manifest_unit("fr-vi");
    assert_eq!(vi.status, UnitStatus::NotArrived);
    assert!(
        vi.arrives
            .as_deref()
            .unwrap()
            .starts_with("June 16 Evening")
    );
    let ux = manifest_unit("ad-ux");
    assert_eq!((ux.strength.strength_points, ux.movement), (2, 3));
    assert_eq!(ux.kind, UnitKind::Cavalry);
    let french_sp: u64 = COUNTER_MANIFEST
        .iter()
        .filter(|c| c.army == "French")
        .map(|c| c.strength)
        .sum();
    assert_eq!(french_sp, 4 + 3 + 3 + 2 + 2 + 2 + 4);
}

// ---------------------------------------------------------------------------------------------
// Combat Results Table
// ---------------------------------------------------------------------------------------------

#[test]
fn every_crt_cell_matches_rules_md() {
    let mut cells = 0;
    for roll in 1..=6 {
        for d in -2..=4 {
            assert_eq!(crt(d, roll), rules_cell(d, roll), "roll {roll}, column {d}");
            assert_eq!(crt_checked(d, roll), Some(rules_cell(d, roll)));
            assert_eq!(
                CRT[roll as usize - 1][(d + 2) as usize],
                rules_cell(d, roll)
            );
            cells += 1;
        }
    }
    assert_eq!(cells, 42);
    // A few cells spelled out, so that a misread transcription cannot hide.
    assert_eq!(crt(-2, 1), CrtResult::AE);
    assert_eq!(crt(-2, 6), CrtResult::N);
    assert_eq!(crt(3, 1), CrtResult::EX);
    assert_eq!(crt(4, 6), CrtResult::DE);
    assert_eq!(crt(0, 3), CrtResult::N);
    assert_eq!(crt(2, 5), CrtResult::DR);
}

#[test]
fn columns_clamp_at_minus_two_and_plus_four() {
    assert_eq!(column(5), 4);
    assert_eq!(column(4), 4);
    assert_eq!(column(-3), -2);
    assert_eq!(column(-2), -2);
    assert_eq!(
        column(-1),
        -1,
        "the seed's note (\"less than −1 is −1\") is not used"
    );
    assert_eq!(column(i64::MAX), 4);
    assert_eq!(column(i64::MIN), -2);
    for roll in 1..=6 {
        assert_eq!(crt(5, roll), crt(4, roll));
        assert_eq!(crt(99, roll), crt(4, roll));
        assert_eq!(crt(-3, roll), crt(-2, roll));
    }
    // At −3 the seed's note would read the −1 column: AR on a 1, not AE.
    assert_eq!(crt(-3, 1), CrtResult::AE);
    assert_ne!(crt(-3, 1), crt(-1, 1));
}

#[test]
fn rolls_outside_the_die() {
    assert_eq!(crt_checked(0, 0), None);
    assert_eq!(crt_checked(0, 7), None);
    // crt never panics: it reads the nearest row.
    assert_eq!(crt(0, 0), crt(0, 1));
    assert_eq!(crt(0, u32::MAX), crt(0, 6));
}

#[test]
fn distribution_sums_to_one_and_matches_the_rows() {
    for d in -4..=6 {
        let dist = distribution(d);
        let total: Q = dist.iter().map(|(_, p)| *p).sum();
        assert_eq!(total, int(1), "column {d}");
        // RULES.md's clamp, written out so that a wrong `column` cannot hide a wrong cell.
        let c = d.clamp(-2, 4);
        for r in CrtResult::ALL {
            let rows = (1..=6).filter(|&roll| rules_cell(c, roll) == r).count();
            let p = dist.iter().find(|(x, _)| *x == r).map(|(_, p)| *p);
            if rows == 0 {
                assert_eq!(p, None, "{} cannot happen at {d}", r.code());
            } else {
                assert_eq!(p, Some(q(rows as i128, 6)), "{} at {d}", r.code());
            }
        }
    }
    assert_eq!(
        distribution(0),
        vec![
            (CrtResult::AR, q(1, 6)),
            (CrtResult::AW, q(1, 6)),
            (CrtResult::N, q(1, 6)),
            (CrtResult::DW, q(1, 3)),
            (CrtResult::DR, q(1, 6)),
        ]
    );
    assert_eq!(
        distribution(-2),
        vec![
            (CrtResult::AE, q(1, 6)),
            (CrtResult::AR, q(1, 2)),
            (CrtResult::AW, q(1, 6)),
            (CrtResult::N, q(1, 6)),
        ]
    );
    assert_eq!(
        distribution(4),
        vec![
            (CrtResult::EX, q(1, 6)),
            (CrtResult::DW, q(1, 6)),
            (CrtResult::DR, q(1, 3)),
            (CrtResult::DE, q(1, 3)),
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Combat odds
// ---------------------------------------------------------------------------------------------

#[test]
fn combat_odds_with_terrain_and_morale_points() {
    let s = waterloo(6, 6);
    let mut c = attack_on_a_town();
    let o = combat_odds(&s, &c);
    assert!(o.problems.is_empty(), "{:?}", o.problems);
    assert_eq!((o.attack, o.defence, o.terrain_bonus), (7, 5, 1));
    assert_eq!((o.attacker_morale, o.defender_morale), (1, 0));
    assert_eq!((o.differential, o.column), (2, 2));
    assert_eq!(
        o.distribution,
        vec![
            (CrtResult::N, q(1, 6)),
            (CrtResult::DW, q(1, 3)),
            (CrtResult::DR, q(1, 2)),
        ]
    );
    let text: Vec<&str> = o.steps.iter().map(|s| s.text.as_str()).collect();
    assert!(
        text.iter()
            .any(|t| t.contains("3 + ") && t.contains("= 6 SP") && t.contains("= 7")),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|t| t.contains("town +1") && t.contains("= 5")),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|t| t.contains("7 − 5 = +2") && t.contains("column +2")),
        "{text:?}"
    );
    assert!(text.iter().any(|t| t.contains("DR 1/2")), "{text:?}");

    // The defender's point takes one off the differential (counted in the defence).
    c.defender_morale_point = true;
    let o = combat_odds(&s, &c);
    assert_eq!((o.attack, o.defence, o.defender_morale), (7, 6, 1));
    assert_eq!(o.differential, 1);
    assert_eq!(o.attack - o.defence, o.differential);

    // With a roll, the result is a step.
    c.roll = Some(roll(5));
    let o = combat_odds(&s, &c);
    assert!(
        o.steps
            .iter()
            .any(|s| s.text.contains("Roll 5 in column +1: DR"))
    );
}

#[test]
fn big_attacks_read_at_plus_four_and_weak_ones_at_minus_two() {
    let s = waterloo(6, 6);
    let c = combat(SideId::A, &["fr-ig", "fr-i", "fr-ii"], &["ad-res"]);
    let o = combat_odds(&s, &c);
    assert_eq!(
        (o.attack, o.defence, o.differential, o.column),
        (10, 2, 8, 4)
    );
    assert!(o.steps.iter().any(|s| s.text.contains("above +4")));
    let mut c = combat(SideId::A, &["fr-cav-i"], &["ad-i"]);
    c.terrain = Terrain::Chateau;
    let o = combat_odds(&s, &c);
    assert_eq!((o.attack, o.defence, o.terrain_bonus), (1, 6, 2));
    assert_eq!((o.differential, o.column), (-5, -2));
    assert!(o.steps.iter().any(|s| s.text.contains("below −2")));
}

#[test]
fn terrain_uses_the_single_best_modifier() {
    assert_eq!(
        best_terrain(&[Terrain::Town, Terrain::Rough]),
        Terrain::Rough
    );
    assert_eq!(
        best_terrain(&[Terrain::Forest, Terrain::Town]),
        Terrain::Forest
    );
    assert_eq!(
        best_terrain(&[Terrain::Town, Terrain::Chateau, Terrain::Forest]),
        Terrain::Chateau
    );
    assert_eq!(best_terrain(&[Terrain::Open]), Terrain::Open);
    assert_eq!(best_terrain(&[]), Terrain::Open);
    // Modifiers do not add up: a town in rough ground is +2, not +3.
    let s = waterloo(6, 6);
    let mut c = combat(SideId::A, &["fr-i"], &["ad-res"]);
    c.terrain = best_terrain(&[Terrain::Town, Terrain::Rough]);
    assert_eq!(combat_odds(&s, &c).defence, 4);
    for (t, bonus) in [
        (Terrain::Open, 0),
        (Terrain::Forest, 1),
        (Terrain::Rough, 2),
        (Terrain::Town, 1),
        (Terrain::Chateau, 2),
    ] {
        c.terrain = t;
        assert_eq!(combat_odds(&s, &c).terrain_bonus, bonus, "{t:?}");
    }
}

#[test]
fn forbidden_and_senseless_combats_are_problems() {
    let s = waterloo(6, 6);
    let mut c = combat(SideId::A, &["fr-i"], &["ad-i"]);
    c.across_river = true;
    let o = combat_odds(&s, &c);
    assert_eq!(o.problems.len(), 1);
    assert!(o.problems[0].contains("river"), "{:?}", o.problems);

    let o = combat_odds(&s, &combat(SideId::A, &["fr-i", "nobody"], &["ad-i"]));
    assert!(
        o.problems
            .iter()
            .any(|p| p.contains("no unit with id \"nobody\""))
    );

    let o = combat_odds(&s, &combat(SideId::A, &["fr-i"], &["fr-ii"]));
    assert!(
        o.problems
            .iter()
            .any(|p| p.contains("fr-ii") && p.contains("opposite sides")),
        "{:?}",
        o.problems
    );

    let o = combat_odds(&s, &combat(SideId::B, &["fr-i"], &["ad-i"]));
    assert_eq!(
        o.problems.len(),
        2,
        "both units are on the wrong side: {:?}",
        o.problems
    );

    let o = combat_odds(&s, &combat(SideId::A, &[], &["ad-i"]));
    assert!(o.problems.iter().any(|p| p.contains("no attacking units")));

    let mut c = combat(SideId::A, &["fr-i"], &["ad-i"]);
    c.roll = Some(roll(7));
    assert!(
        combat_odds(&s, &c)
            .problems
            .iter()
            .any(|p| p.contains("roll 7"))
    );

    let o = combat_odds(&s, &combat(SideId::A, &["fr-i", "fr-i"], &["ad-i"]));
    assert!(o.problems.iter().any(|p| p.contains("listed twice")));
    assert_eq!(o.attack, 3, "a unit listed twice counts once");
}

#[test]
fn consequences_prefill_the_units() {
    let c = combat(SideId::A, &["fr-i", "fr-ii"], &["ad-i"]);
    let ids = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let ae = consequences(&c, CrtResult::AE);
    assert_eq!(ae.eliminated, ids(&["fr-i", "fr-ii"]));
    assert!(ae.routed.is_empty() && !ae.attacker_chooses_losses);
    assert_eq!(
        consequences(&c, CrtResult::AR).routed,
        ids(&["fr-i", "fr-ii"])
    );
    assert_eq!(
        consequences(&c, CrtResult::AW).withdrawn,
        ids(&["fr-i", "fr-ii"])
    );
    let n = consequences(&c, CrtResult::N);
    assert!(n.eliminated.is_empty() && n.routed.is_empty() && n.withdrawn.is_empty());
    assert!(n.text.contains("Engaged"));
    let ex = consequences(&c, CrtResult::EX);
    assert_eq!(ex.eliminated, ids(&["ad-i"]));
    assert!(ex.attacker_chooses_losses);
    assert!(ex.text.contains("chooses which"));
    assert_eq!(consequences(&c, CrtResult::DW).withdrawn, ids(&["ad-i"]));
    assert_eq!(consequences(&c, CrtResult::DR).routed, ids(&["ad-i"]));
    assert_eq!(consequences(&c, CrtResult::DE).eliminated, ids(&["ad-i"]));
    let s = waterloo(6, 6);
    assert_eq!(exchange_minimum(&s, &c), 4);
}

// ---------------------------------------------------------------------------------------------
// Verdict
// ---------------------------------------------------------------------------------------------

#[test]
fn not_applicable_without_the_french_side_or_starting_morale() {
    let mut s = waterloo(6, 6);
    s.settings.french = None;
    match Waterloo20.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1);
            assert_eq!(missing[0].path, "settings.french");
        }
        other => panic!("{other:?}"),
    }
    let s = waterloo(0, 6);
    match Waterloo20.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1);
            assert_eq!(missing[0].path, "sides[0].morale_points");
            assert_eq!(missing[0].side, Some(SideId::A));
            assert!(missing[0].message.contains("France"));
        }
        other => panic!("{other:?}"),
    }
    match Waterloo20.judge(&Scenario::new("empty")) {
        Judgement::NotApplicable { missing } => assert_eq!(missing.len(), 3),
        other => panic!("{other:?}"),
    }
}

#[test]
fn senseless_log_entries_refuse_the_verdict_with_their_place() {
    let mut s = waterloo(6, 6);
    let mut c = combat(SideId::A, &["fr-i"], &["ad-i"]);
    c.across_river = true;
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![
            Event::Note {
                text: String::new(),
            },
            Event::Combat(c),
        ],
    ));
    s.log.turns.push(turn(
        TURN_TRACK[1],
        vec![Event::Rally {
            unit: "ghost".into(),
            roll: roll(3),
            morale_point: false,
        }],
    ));
    match Waterloo20.judge(&s) {
        Judgement::Invalid { problems } => {
            assert_eq!(problems.len(), 2, "{problems:?}");
            assert_eq!(
                problems[0].path,
                "log[0] (turn \"June 16 Afternoon\").events[1].across_river"
            );
            assert!(
                problems[0].message.contains("river") && problems[0].message.contains("France")
            );
            assert!(problems[1].path.ends_with("events[0].unit"));
            assert!(problems[1].message.contains("ghost"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn optional_rule_first_side_to_zero_loses() {
    // France starts with 2 and loses two units in turn 1; the Allies (3) lose three in turn 2.
    let build = |optional: bool| {
        let mut s = waterloo(2, 3);
        s.settings.waterloo20.morale_zero_loses = optional;
        s.log.turns.push(two_french_corps_routed());
        s.log.turns.push(turn(
            TURN_TRACK[1],
            vec![Event::Combat(with_result(
                combat(SideId::A, &["fr-i"], &["pr-i", "pr-ii", "ad-res"]),
                CrtResult::DR,
                &[],
                &["pr-i", "pr-ii", "ad-res"],
            ))],
        ));
        s
    };
    let v = verdict(&build(true));
    assert_eq!(v.winner, Some(SideId::B));
    assert_eq!(v.level, "Morale collapse (optional rule)");
    assert!(
        v.headline
            .starts_with("Victory for Allies: France's Morale Points fell to 0")
            && v.headline.contains("June 16 Afternoon"),
        "{}",
        v.headline
    );
    let opt = v
        .flags
        .iter()
        .find(|f| f.id == "optional-rule")
        .expect("optional-rule flag");
    assert!(
        opt.text.contains("not from the Waterloo 20 charts") && opt.text.contains("Napoleonic 20")
    );
    assert!(
        v.flags
            .iter()
            .any(|f| f.id == "game-over" && f.side == Some(SideId::A))
    );
    assert_eq!(figure(&v, "morale"), [0.0, 0.0]);

    let v = verdict(&build(false));
    assert_eq!(v.winner, None);
    assert_eq!(v.level, "No victory conditions: morale standing only");
    assert!(
        v.flags
            .iter()
            .all(|f| f.id != "optional-rule" && f.id != "game-over")
    );
    assert!(
        v.headline.contains("France 0") && v.headline.contains("Allies 0"),
        "{}",
        v.headline
    );

    // On, but nobody at zero.
    let mut s = waterloo(6, 6);
    s.settings.waterloo20.morale_zero_loses = true;
    let v = verdict(&s);
    assert_eq!(v.winner, None);
    assert!(v.flags.iter().any(|f| f.id == "optional-rule"));
    assert!(v.steps.iter().any(|st| st.text.contains("Neither side")));
}

#[test]
fn steps_list_the_ledger_turn_by_turn() {
    let mut s = waterloo(6, 6);
    s.log.turns.push(reserve_eliminated());
    s.log.turns.push(turn(TURN_TRACK[1], vec![]));
    let v = verdict(&s);
    let text: Vec<&str> = v.steps.iter().map(|s| s.text.as_str()).collect();
    assert!(
        text.iter().any(|t| t.starts_with(
            "June 16 Afternoon: France +1: enemy unit Anglo-Dutch Reserve eliminated in combat → 7."
        )),
        "{text:?}"
    );
    assert!(
        text.iter().any(|t| t.starts_with(
            "June 16 Afternoon: Allies −1: Anglo-Dutch Reserve eliminated in combat → 5."
        )),
        "{text:?}"
    );
    assert!(text.iter().any(|t| t.starts_with("End of June 16 Evening: Morale Points France 7, Allies 5; lost so far France 0 units (0 SP), Allies 1 unit (2 SP).")), "{text:?}");
}
