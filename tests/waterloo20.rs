//! Waterloo 20 (seed 001, RULES.md §5): the charts cell by cell, combat odds, the morale ledger,
//! the rally and random events tables, the optional rule and the verdict; the units' bookkeeping
//! and the game's order, in [`bookkeeping`].

mod bookkeeping;

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
    let mut c = combat(SideId::A, &["fr-i", "fr-ii"], &["ad-i"]);
    c.terrain = Terrain::Town;
    c.attacker_morale_point = true;
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
// Morale ledger
// ---------------------------------------------------------------------------------------------

#[test]
fn elimination_gives_plus_one_friendly_and_minus_one_enemy() {
    let mut s = waterloo(6, 6);
    let c = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res"]),
        CrtResult::DE,
        &["ad-res"],
        &[],
    );
    s.log
        .turns
        .push(turn(TURN_TRACK[0], vec![Event::Combat(c)]));
    assert_eq!(ledger_changes(&s), vec![(SideId::A, 1), (SideId::B, -1)]);
    let l = morale_ledger(&s);
    assert_eq!((l[0].turn, l[0].event), (0, 0));
    assert!(l[0].reason.contains("Reserve"), "{}", l[0].reason);
    assert_eq!(morale_by_turn(&s), vec![[7, 5]]);
    let v = verdict(&s);
    assert_eq!(figure(&v, "morale"), [7.0, 5.0]);
    assert_eq!(figure(&v, "units-lost"), [0.0, 1.0]);
    assert_eq!(figure(&v, "sp-lost"), [0.0, 2.0]);
    assert_eq!(v.winner, None);
    assert_eq!(v.level, "No victory conditions: morale standing only");
    assert!(
        v.flags.iter().all(|f| f.id != "log-problem"),
        "{:?}",
        v.flags
    );
}

#[test]
fn rout_costs_the_routed_side_one_and_elimination_counts_once() {
    let mut s = waterloo(6, 6);
    let dr = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res", "pr-i"]),
        CrtResult::DR,
        &["pr-i"],
        &["ad-res", "pr-i"],
    );
    s.log
        .turns
        .push(turn(TURN_TRACK[0], vec![Event::Combat(dr)]));
    // pr-i was eliminated (a retreat into a ZOC): +1/−1; ad-res routed: −1 Allies only.
    assert_eq!(
        ledger_changes(&s),
        vec![(SideId::A, 1), (SideId::B, -1), (SideId::B, -1)]
    );
    assert_eq!(morale_by_turn(&s), vec![[7, 4]]);
    assert_eq!(figure(&verdict(&s), "units-routed"), [0.0, 1.0]);
}

fn guard_entries(s: &Scenario) -> Vec<(SideId, i64)> {
    morale_ledger(s)
        .iter()
        .filter(|e| e.reason.contains("Imperial Guard"))
        .map(|e| (e.side, e.change))
        .collect()
}

#[test]
fn imperial_guard_attacking_for_every_result() {
    // The French attack with the Guard: AE/AR fall on the French, DE/DR on the Allies.
    for (r, expected) in [
        (CrtResult::AE, vec![(SideId::A, -1)]),
        (CrtResult::AR, vec![(SideId::A, -1)]),
        (CrtResult::DE, vec![(SideId::A, 1)]),
        (CrtResult::DR, vec![(SideId::A, 1)]),
        (CrtResult::EX, vec![]),
        (CrtResult::DW, vec![]),
        (CrtResult::AW, vec![]),
        (CrtResult::N, vec![]),
    ] {
        let mut s = waterloo(6, 6);
        let c = with_result(
            combat(SideId::A, &["fr-ig", "fr-i"], &["ad-i"]),
            r,
            &[],
            &[],
        );
        s.log
            .turns
            .push(turn(TURN_TRACK[8], vec![Event::Combat(c)]));
        assert_eq!(guard_entries(&s), expected, "{}", r.code());
    }
}

#[test]
fn imperial_guard_defending_for_every_result() {
    // The Allies attack the Guard: AE/AR fall on the Allies, DE/DR on the French.
    for (r, expected) in [
        (CrtResult::AE, vec![(SideId::A, 1)]),
        (CrtResult::AR, vec![(SideId::A, 1)]),
        (CrtResult::DE, vec![(SideId::A, -1)]),
        (CrtResult::DR, vec![(SideId::A, -1)]),
        (CrtResult::EX, vec![]),
        (CrtResult::DW, vec![]),
        (CrtResult::AW, vec![]),
        (CrtResult::N, vec![]),
    ] {
        let mut s = waterloo(6, 6);
        let c = with_result(
            combat(SideId::B, &["pr-i", "pr-ii"], &["fr-ig"]),
            r,
            &[],
            &[],
        );
        s.log
            .turns
            .push(turn(TURN_TRACK[8], vec![Event::Combat(c)]));
        assert_eq!(guard_entries(&s), expected, "{}", r.code());
    }
}

#[test]
fn imperial_guard_line_is_in_addition_to_the_losses_and_needs_the_guard() {
    let mut s = waterloo(6, 6);
    let with_guard = with_result(
        combat(SideId::A, &["fr-ig"], &["ad-res"]),
        CrtResult::DE,
        &["ad-res"],
        &[],
    );
    let without = with_result(
        combat(SideId::A, &["fr-i"], &["ad-ii"]),
        CrtResult::DE,
        &["ad-ii"],
        &[],
    );
    s.log.turns.push(turn(
        TURN_TRACK[9],
        vec![Event::Combat(with_guard), Event::Combat(without)],
    ));
    assert_eq!(
        ledger_changes(&s),
        vec![
            (SideId::A, 1),
            (SideId::B, -1),
            (SideId::A, 1),
            (SideId::A, 1),
            (SideId::B, -1),
        ]
    );
    assert_eq!(guard_entries(&s).len(), 1);
}

#[test]
fn the_result_comes_from_the_table_when_only_the_roll_is_logged() {
    let mut s = waterloo(6, 6);
    let mut c = combat(SideId::A, &["fr-ig", "fr-i"], &["ad-res"]);
    c.roll = Some(roll(6)); // 7 − 2 = +5 → +4, roll 6: DE
    c.eliminated = vec!["ad-res".into()];
    s.log
        .turns
        .push(turn(TURN_TRACK[9], vec![Event::Combat(c)]));
    assert_eq!(guard_entries(&s), vec![(SideId::A, 1)]);
    let v = verdict(&s);
    assert!(
        v.steps.iter().any(|st| st.text.contains("table's DE")),
        "{:?}",
        v.steps
    );
}

#[test]
fn a_result_that_disagrees_with_the_table_is_flagged() {
    let mut s = waterloo(6, 6);
    let mut c = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res"]),
        CrtResult::DE,
        &["ad-res"],
        &[],
    );
    c.roll = Some(roll(1)); // +1, roll 1: AW
    s.log
        .turns
        .push(turn(TURN_TRACK[0], vec![Event::Combat(c)]));
    let v = verdict(&s);
    let flag = v
        .flags
        .iter()
        .find(|f| f.id == "log-problem")
        .expect("a flag");
    assert!(flag.text.contains("CRT gives AW"), "{}", flag.text);
}

#[test]
fn results_the_log_does_not_apply_are_flagged() {
    let mut s = waterloo(6, 6);
    let de = with_result(
        combat(SideId::A, &["fr-i"], &["ad-res"]),
        CrtResult::DE,
        &[],
        &[],
    );
    let ex = with_result(
        combat(SideId::A, &["fr-cav-i"], &["ad-i"]),
        CrtResult::EX,
        &["ad-i", "fr-cav-i"],
        &[],
    );
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![Event::Combat(de), Event::Combat(ex)],
    ));
    let v = verdict(&s);
    let texts: Vec<&str> = v
        .flags
        .iter()
        .filter(|f| f.id == "log-problem")
        .map(|f| f.text.as_str())
        .collect();
    assert!(
        texts
            .iter()
            .any(|t| t.contains("DE result eliminates \"ad-res\"")),
        "{texts:?}"
    );
    assert!(
        texts
            .iter()
            .any(|t| t.contains("printed SP") && t.contains("1") && t.contains("at least 4")),
        "{texts:?}"
    );
}

#[test]
fn automatic_plus_one_at_the_end_of_every_night_turn() {
    let mut s = waterloo(6, 5);
    for name in &TURN_TRACK[..8] {
        s.log.turns.push(turn(name, vec![]));
    }
    assert_eq!(
        morale_by_turn(&s),
        vec![
            [6, 5],
            [6, 5],
            [7, 6],
            [7, 6],
            [7, 6],
            [7, 6],
            [7, 6],
            [8, 7]
        ]
    );
    let l = morale_ledger(&s);
    assert_eq!(l.len(), 4);
    assert!(
        l.iter()
            .all(|e| e.change == 1 && (e.turn == 2 || e.turn == 7))
    );
    assert_eq!(l[0].event, 0, "after the last event of an empty turn");
}

#[test]
fn night_loc_lines() {
    let mut s = waterloo(6, 6);
    s.log.turns.push(turn(
        "June 16 Night",
        vec![
            Event::Note { text: "x".into() },
            Event::NightMorale {
                french_on_allied_loc: 2,
                allies_on_both_french_loc: true,
            },
        ],
    ));
    s.log.turns.push(turn(
        "June 17 Night",
        vec![Event::NightMorale {
            french_on_allied_loc: 1,
            allies_on_both_french_loc: false,
        }],
    ));
    let l = morale_ledger(&s);
    let changes: Vec<(usize, usize, SideId, i64)> = l
        .iter()
        .map(|e| (e.turn, e.event, e.side, e.change))
        .collect();
    assert_eq!(
        changes,
        vec![
            (0, 1, SideId::B, -1),
            (0, 1, SideId::A, -1),
            (0, 2, SideId::A, 1),
            (0, 2, SideId::B, 1),
            (1, 1, SideId::A, 1),
            (1, 1, SideId::B, 1),
        ]
    );
    assert_eq!(morale_by_turn(&s), vec![[6, 6], [7, 7]]);
}

#[test]
fn night_morale_in_a_turn_not_named_night_counts_as_a_night_and_is_flagged() {
    let mut s = waterloo(6, 6);
    s.log.turns.push(turn(
        "Turn 3",
        vec![Event::NightMorale {
            french_on_allied_loc: 0,
            allies_on_both_french_loc: false,
        }],
    ));
    assert_eq!(morale_by_turn(&s), vec![[7, 7]]);
    let v = verdict(&s);
    assert!(
        v.flags
            .iter()
            .any(|f| f.id == "log-problem" && f.text.contains("not a Night turn"))
    );
}

#[test]
fn morale_points_spent() {
    let mut s = waterloo(6, 6);
    let mut c = combat(SideId::B, &["pr-i"], &["fr-iii"]);
    c.attacker_morale_point = true;
    c.defender_morale_point = true;
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![
            Event::MoraleSpent {
                side: SideId::A,
                points: 2,
                purpose: "forced march".into(),
            },
            Event::Combat(c),
            Event::MoraleSpent {
                side: SideId::B,
                points: 0,
                purpose: String::new(),
            },
        ],
    ));
    assert_eq!(
        ledger_changes(&s),
        vec![(SideId::A, -2), (SideId::B, -1), (SideId::A, -1)]
    );
    assert_eq!(
        morale_ledger(&s)[0].reason,
        "2 Morale Points expended: forced march"
    );
    assert_eq!(morale_by_turn(&s), vec![[3, 5]]);
    // One point is one Morale Point, never "Point(s)".
    if let Event::MoraleSpent { points, .. } = &mut s.log.turns[0].events[0] {
        *points = 1;
    }
    assert_eq!(
        morale_ledger(&s)[0].reason,
        "1 Morale Point expended: forced march"
    );
}

#[test]
fn spending_points_a_side_does_not_have_is_flagged_and_not_held_at_zero() {
    let mut s = waterloo(1, 6);
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![Event::MoraleSpent {
            side: SideId::A,
            points: 3,
            purpose: "forced march".into(),
        }],
    ));
    assert_eq!(morale_by_turn(&s), vec![[-2, 6]]);
    let v = verdict(&s);
    assert!(
        v.flags
            .iter()
            .any(|f| f.text.contains("3 Morale Points expended with only 1 left")),
        "{:?}",
        v.flags
    );
}

#[test]
fn a_morale_point_for_rallies_is_charged_once_per_army_and_helps_every_rally() {
    let mut s = waterloo(6, 6);
    for id in ["fr-i", "fr-ii", "ad-res", "pr-ii"] {
        unit_mut(&mut s, id).status = UnitStatus::Routed;
    }
    let rally_ev = |unit: &str, value: u32, mp: bool| Event::Rally {
        unit: unit.into(),
        roll: roll(value),
        morale_point: mp,
    };
    s.log.turns.push(turn(
        "June 16 Night",
        vec![
            rally_ev("fr-i", 4, false),
            rally_ev("fr-ii", 2, true),
            rally_ev("ad-res", 4, true),
            rally_ev("pr-ii", 4, true),
        ],
    ));
    // France one point; the Anglo-Dutch and the Prussians one each; then +1 each at night's end.
    let spent: Vec<(SideId, i64)> = morale_ledger(&s)
        .iter()
        .filter(|e| e.change < 0)
        .map(|e| (e.side, e.change))
        .collect();
    assert_eq!(
        spent,
        vec![(SideId::A, -1), (SideId::B, -1), (SideId::B, -1)]
    );
    assert_eq!(morale_by_turn(&s), vec![[6, 5]]);
    let v = verdict(&s);
    let steps: Vec<&str> = v.steps.iter().map(|s| s.text.as_str()).collect();
    // fr-i rolled 4 without flagging the point, but France's point covers it: 5, rallied.
    assert!(
        steps
            .iter()
            .any(|t| t.contains("Rally of French I Corps") && t.contains("= 5: Rally")),
        "{steps:?}"
    );
    // fr-ii: 2 + 1 = 3: no effect.
    assert!(
        steps
            .iter()
            .any(|t| t.contains("roll 2") && t.contains("= 3: -")),
        "{steps:?}"
    );
    assert_eq!(figure(&v, "units-routed"), [1.0, 0.0]);
}

#[test]
fn a_failed_rally_eliminates_the_unit_without_morale() {
    let mut s = waterloo(6, 6);
    unit_mut(&mut s, "fr-iii").status = UnitStatus::Routed;
    s.log.turns.push(turn(
        "June 17 Night",
        vec![Event::Rally {
            unit: "fr-iii".into(),
            roll: roll(2),
            morale_point: false,
        }],
    ));
    let v = verdict(&s);
    assert_eq!(figure(&v, "units-lost"), [1.0, 0.0]);
    assert_eq!(figure(&v, "sp-lost"), [2.0, 0.0]);
    assert_eq!(figure(&v, "morale"), [7.0, 7.0]);
}

#[test]
fn morale_fluctuation_from_the_second_roll() {
    for (second, change) in [(1, 0), (2, 0), (3, -1), (4, -1), (5, 1), (6, 1)] {
        for side in SideId::BOTH {
            let mut s = waterloo(6, 6);
            s.log.turns.push(turn(
                TURN_TRACK[0],
                vec![Event::RandomEvent {
                    side,
                    roll: roll(5),
                    second_roll: Some(roll(second)),
                }],
            ));
            let expected = if change == 0 {
                vec![]
            } else {
                vec![(side, change)]
            };
            assert_eq!(
                ledger_changes(&s),
                expected,
                "second roll {second}, {side:?}"
            );
        }
    }
    // Weather and the other events change no Morale Points.
    let mut s = waterloo(6, 6);
    s.log.turns.push(turn(
        TURN_TRACK[0],
        (1..=6)
            .filter(|&r| r != 5)
            .map(|r| Event::RandomEvent {
                side: SideId::A,
                roll: roll(r),
                second_roll: Some(roll(3)),
            })
            .collect(),
    ));
    assert!(morale_ledger(&s).is_empty());
    let v = verdict(&s);
    assert!(
        v.steps
            .iter()
            .any(|st| st.text.contains("loses the rest of his player turn"))
    );
}

// ---------------------------------------------------------------------------------------------
// Rally Table
// ---------------------------------------------------------------------------------------------

#[test]
fn rally_table_edges_and_modifiers() {
    let plain = manifest_unit("fr-iii");
    let guard = manifest_unit("fr-ig");
    let ad1 = manifest_unit("ad-i");
    let mut only_guard = manifest_unit("fr-ig");
    only_guard.rally_bonus = false;
    let cases = [
        (1, &plain, false, 1, RallyResult::Eliminated),
        (2, &plain, false, 2, RallyResult::Eliminated),
        (3, &plain, false, 3, RallyResult::NoEffect),
        (4, &plain, false, 4, RallyResult::NoEffect),
        (5, &plain, false, 5, RallyResult::Rallied),
        (6, &plain, false, 6, RallyResult::Rallied),
        (2, &plain, true, 3, RallyResult::NoEffect),
        (4, &plain, true, 5, RallyResult::Rallied),
        (1, &guard, false, 2, RallyResult::Eliminated),
        (2, &guard, false, 3, RallyResult::NoEffect),
        (4, &guard, false, 5, RallyResult::Rallied),
        (2, &only_guard, false, 3, RallyResult::NoEffect),
        (1, &ad1, true, 3, RallyResult::NoEffect),
        (3, &ad1, true, 5, RallyResult::Rallied),
        (6, &guard, true, 8, RallyResult::Rallied),
    ];
    for (r, unit, mp, modified, result) in cases {
        assert_eq!(
            rally(r, unit, mp),
            (modified, result),
            "roll {r} {} mp {mp}",
            unit.id
        );
    }
    assert_eq!(
        rally_modifier(&guard, true),
        2,
        "guard and rally bonus count once"
    );
    assert_eq!(
        rally(u32::MAX, &guard, true),
        (u32::MAX, RallyResult::Rallied)
    );
    assert_eq!(rally(0, &plain, false).1, RallyResult::Eliminated);
    assert_eq!(RallyResult::Eliminated.code(), "E");
    assert_eq!(RallyResult::NoEffect.code(), "-");
    assert_eq!(RallyResult::Rallied.code(), "Rally");
}

// ---------------------------------------------------------------------------------------------
// Random Events Tables
// ---------------------------------------------------------------------------------------------

#[test]
fn random_events_both_tables() {
    let allied: Vec<&str> = (1..=6).map(|r| random_event(false, r).0).collect();
    assert_eq!(
        allied,
        vec![
            "March to the Guns",
            "Coordination Dilemmas",
            "Weather",
            "No Event",
            "Morale Fluctuation",
            "Information"
        ]
    );
    let french: Vec<&str> = (1..=6).map(|r| random_event(true, r).0).collect();
    assert_eq!(
        french,
        vec![
            "Napoleon Humbugs Allies",
            "Conflicting Orders",
            "Weather",
            "No Event",
            "Morale Fluctuation",
            "Information"
        ]
    );
    // The OCR slips are corrected.
    let fluct = random_event(true, 5).1;
    assert!(
        fluct.contains("1–2 no effect")
            && fluct.contains("3–4 the French lose")
            && fluct.contains("5–6 the French gain"),
        "{fluct}"
    );
    assert!(random_event(false, 3).1.contains("On a 1–3"));
    assert!(random_event(true, 3).1.contains("loses the rest"));
    assert_eq!(random_event(true, 0).0, "No such event");
    assert_eq!(random_event(false, 7).0, "No such event");
}

#[test]
fn second_rolls() {
    assert!(needs_second_roll(3) && needs_second_roll(5));
    assert!(!needs_second_roll(1) && !needs_second_roll(4) && !needs_second_roll(6));
    assert_eq!(second_roll_effect(true, 1, 4), None);
    assert_eq!(second_roll_effect(false, 6, 4), None);
    let e = |f, r, s| second_roll_effect(f, r, s).unwrap();
    assert!(e(true, 5, 1).contains("no effect"));
    assert!(e(true, 5, 2).contains("no effect"));
    assert!(e(true, 5, 3).contains("French lose one Morale Point"));
    assert!(e(true, 5, 4).contains("French lose one Morale Point"));
    assert!(e(true, 5, 5).contains("French gain one Morale Point"));
    assert!(e(false, 5, 6).contains("Allies gain one Morale Point"));
    assert!(e(false, 5, 3).contains("Allies lose one Morale Point"));
    assert!(
        e(true, 3, 3).contains("loses the rest") && e(true, 3, 3).contains("Allied player turn")
    );
    assert!(e(false, 3, 1).contains("loses the rest") && e(false, 3, 1).contains("end of turn"));
    assert!(e(true, 3, 4).contains("normally"));
    assert!(e(false, 3, 6).contains("normally"));
    assert!(e(true, 5, 9).contains("not between 1 and 6"));
    assert_eq!(morale_fluctuation(0), None);
    assert_eq!(weather_loses_turn(3), Some(true));
    assert_eq!(weather_loses_turn(4), Some(false));
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
        s.log.turns.push(turn(
            TURN_TRACK[0],
            vec![Event::Combat(with_result(
                combat(SideId::B, &["ad-i"], &["fr-iii", "fr-iv"]),
                CrtResult::DR,
                &[],
                &["fr-iii", "fr-iv"],
            ))],
        ));
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
    s.log.turns.push(turn(
        TURN_TRACK[0],
        vec![Event::Combat(with_result(
            combat(SideId::A, &["fr-i"], &["ad-res"]),
            CrtResult::DE,
            &["ad-res"],
            &[],
        ))],
    ));
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

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const IDS: [&str; 12] = [
    "fr-ig", "fr-i", "fr-ii", "fr-iii", "fr-cav-i", "ad-i", "ad-res", "ad-ux", "pr-i", "pr-ii",
    "pr-iii", "ghost",
];

fn id_list(max: usize) -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(prop::sample::select(IDS.to_vec()), 0..max)
        .prop_map(|v| v.into_iter().map(String::from).collect())
}

fn side_strategy() -> impl Strategy<Value = SideId> {
    prop_oneof![Just(SideId::A), Just(SideId::B)]
}

fn any_combat() -> impl Strategy<Value = Combat> {
    (
        (
            prop::option::of(side_strategy()),
            id_list(4),
            id_list(4),
            prop::sample::select(Terrain::ALL.to_vec()),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        ),
        (
            prop::option::of(prop_oneof![1u32..=6, any::<u32>()]),
            prop::option::of(prop::sample::select(CrtResult::ALL.to_vec())),
            id_list(3),
            id_list(3),
        ),
    )
        .prop_map(
            |(
                (attacker, attackers, defenders, terrain, river, amp, dmp),
                (r, result, elim, routed),
            )| {
                Combat {
                    attacker,
                    attackers,
                    defenders,
                    terrain,
                    across_river: river,
                    attacker_morale_point: amp,
                    defender_morale_point: dmp,
                    roll: r.map(roll),
                    result,
                    sp_lost: (0, 0),
                    eliminated: elim,
                    routed,
                }
            },
        )
}

/// A sound Waterloo 20 combat: French against Allied units, rolls on the die.
fn sound_combat() -> impl Strategy<Value = Combat> {
    let french = ["fr-ig", "fr-i", "fr-ii", "fr-iii", "fr-cav-i"];
    let allied = ["ad-i", "ad-res", "ad-ux", "pr-i", "pr-ii", "pr-iii"];
    (
        any::<bool>(),
        prop::sample::subsequence(french.to_vec(), 1..3),
        prop::sample::subsequence(allied.to_vec(), 1..3),
        prop::sample::select(Terrain::ALL.to_vec()),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(1u32..=6),
        prop::option::of(prop::sample::select(CrtResult::ALL.to_vec())),
        any::<u8>(),
        any::<u8>(),
    )
        .prop_map(
            |(french_attack, fr, al, terrain, amp, dmp, r, result, em, rm)| {
                let fr: Vec<String> = fr.into_iter().map(String::from).collect();
                let al: Vec<String> = al.into_iter().map(String::from).collect();
                let (attacker, attackers, defenders) = if french_attack {
                    (SideId::A, fr, al)
                } else {
                    (SideId::B, al, fr)
                };
                let all: Vec<String> = attackers.iter().chain(&defenders).cloned().collect();
                let pick = |mask: u8| -> Vec<String> {
                    all.iter()
                        .enumerate()
                        .filter(|(i, _)| mask & (1 << i) != 0)
                        .map(|(_, id)| id.clone())
                        .collect()
                };
                Combat {
                    attacker: Some(attacker),
                    attackers,
                    defenders,
                    terrain,
                    across_river: false,
                    attacker_morale_point: amp,
                    defender_morale_point: dmp,
                    roll: r.map(roll),
                    result,
                    sp_lost: (0, 0),
                    eliminated: pick(em),
                    routed: pick(rm),
                }
            },
        )
}

fn sound_event() -> impl Strategy<Value = Event> {
    prop_oneof![
        4 => sound_combat().prop_map(Event::Combat),
        1 => (0u32..4, any::<bool>()).prop_map(|(n, both)| Event::NightMorale {
            french_on_allied_loc: n,
            allies_on_both_french_loc: both,
        }),
        1 => (side_strategy(), 0u32..3).prop_map(|(side, points)| Event::MoraleSpent {
            side,
            points,
            purpose: "forced march".into(),
        }),
        1 => (prop::sample::select(IDS[..11].to_vec()), 1u32..=6, any::<bool>()).prop_map(
            |(unit, r, mp)| Event::Rally {
                unit: unit.into(),
                roll: roll(r),
                morale_point: mp,
            }
        ),
        1 => (side_strategy(), 1u32..=6, prop::option::of(1u32..=6)).prop_map(
            |(side, r, second)| Event::RandomEvent {
                side,
                roll: roll(r),
                second_roll: second.map(roll),
            }
        ),
    ]
}

fn sound_scenario() -> impl Strategy<Value = Scenario> {
    (
        1u32..8,
        1u32..8,
        any::<bool>(),
        prop::collection::vec(
            (
                prop::sample::select(TURN_TRACK.to_vec()),
                prop::collection::vec(sound_event(), 0..5),
            ),
            0..6,
        ),
    )
        .prop_map(|(fm, am, optional, turns)| {
            let mut s = waterloo(fm, am);
            s.settings.waterloo20.morale_zero_loses = optional;
            s.log.turns = turns
                .into_iter()
                .map(|(name, events)| turn(name, events))
                .collect();
            s
        })
}

fn mirrored(e: &MoraleEntry) -> MoraleEntry {
    MoraleEntry {
        side: e.side.other(),
        ..e.clone()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn swapping_sides_mirrors_the_morale(s in sound_scenario()) {
        let w = s.swapped();
        let ledger: Vec<MoraleEntry> = morale_ledger(&s).iter().map(mirrored).collect();
        prop_assert_eq!(ledger, morale_ledger(&w));
        let by_turn: Vec<[i64; 2]> = morale_by_turn(&s).iter().map(|[a, b]| [*b, *a]).collect();
        prop_assert_eq!(by_turn, morale_by_turn(&w));
        match (Waterloo20.judge(&s), Waterloo20.judge(&w)) {
            (Judgement::Verdict(v), Judgement::Verdict(x)) => {
                prop_assert_eq!(v.winner.map(SideId::other), x.winner);
                prop_assert_eq!(&v.level, &x.level);
                prop_assert_eq!(v.figures.len(), x.figures.len());
                for (f, g) in v.figures.iter().zip(&x.figures) {
                    prop_assert_eq!(&f.id, &g.id);
                    prop_assert_eq!(f.values, [g.values[1], g.values[0]], "{}", f.id);
                }
            }
            (a, b) => prop_assert!(false, "sound scenarios give verdicts: {:?} / {:?}", a, b),
        }
    }

    #[test]
    fn arbitrary_combats_never_panic(c in any_combat(), optional in any::<bool>()) {
        let mut s = waterloo(3, 3);
        s.settings.waterloo20.morale_zero_loses = optional;
        let o = combat_odds(&s, &c);
        prop_assert_eq!(o.attack - o.defence, o.differential);
        prop_assert!((-2..=4).contains(&o.column));
        prop_assert_eq!(o.distribution.iter().map(|(_, p)| *p).sum::<Q>(), int(1));
        if c.across_river {
            prop_assert!(o.problems.iter().any(|p| p.contains("river")));
        }
        for r in CrtResult::ALL {
            let _ = consequences(&c, r);
        }
        s.log.turns.push(turn("June 16 Night", vec![Event::Combat(c.clone()), Event::Combat(c)]));
        let _ = morale_ledger(&s);
        let _ = morale_by_turn(&s);
        let _ = Waterloo20.judge(&s);
    }

    #[test]
    fn crt_is_total(d in any::<i64>(), r in any::<u32>()) {
        let read = crt(d, r);
        prop_assert!(CrtResult::ALL.contains(&read));
        if (1..=6).contains(&r) {
            prop_assert_eq!(crt_checked(d, r), Some(read));
        } else {
            prop_assert_eq!(crt_checked(d, r), None);
        }
    }
}
