//! `unit-points` (RULES.md §3, seed 003): the seed's example both ways with its slips corrected,
//! every band edge, cavalry retention, rounding, unit statuses; refusals ([`refusals`]) and
//! properties ([`properties`]) in files of their own.

mod french;
mod properties;
mod refusals;

use proptest::prelude::*;
use umpire::model::{
    Combat, Contingent, Event, GameEnd, Scenario, SideId, Turn, Unit, UnitKind, UnitStatus, replay,
};
use umpire::systems::exact::{int, q};
use umpire::systems::unit_points::{self, Analysis, Band, UnitPoints, band_for};
use umpire::systems::{Judgement, Missing, Step, Verdict, VictorySystem};

const A: SideId = SideId::A;
const B: SideId = SideId::B;
const A_LOST: Option<GameEnd> = Some(GameEnd::Collapse { vanquished: A });
const SUNDOWN: Option<GameEnd> = Some(GameEnd::Sundown);

fn unit(id: &str, kind: UnitKind, up: u64) -> Unit {
    let mut u = Unit::new(id, id, kind);
    u.strength.unit_points = up;
    u
}

fn inf(id: &str, up: u64) -> Unit {
    unit(id, UnitKind::Infantry, up)
}

fn cav(id: &str, up: u64) -> Unit {
    unit(id, UnitKind::Cavalry, up)
}

fn with(mut u: Unit, status: UnitStatus) -> Unit {
    u.status = status;
    u
}

fn scenario(a: Vec<Unit>, b: Vec<Unit>, end: Option<GameEnd>) -> Scenario {
    let mut s = Scenario::new("test");
    s.sides[0].name = "Army A".into();
    s.sides[1].name = "Army B".into();
    for (side, units) in [(0, a), (1, b)] {
        s.sides[side].contingents.push(Contingent {
            name: "Corps".into(),
            units,
            end: Default::default(),
        });
    }
    s.settings.game_end = end;
    s
}

fn log(s: &mut Scenario, events: Vec<Event>) {
    let name = (s.log.turns.len() + 1).to_string();
    s.log.turns.push(Turn { name, events });
}

fn status(unit: &str, status: UnitStatus) -> Event {
    Event::Status {
        unit: unit.into(),
        status,
    }
}

fn lose(side: SideId, unit: Option<&str>, unit_points: u64) -> Event {
    Event::Losses {
        side,
        unit: unit.map(str::to_string),
        men: 0,
        stands: 0,
        strength_points: 0,
        unit_points,
    }
}

fn analysis(s: &Scenario) -> Analysis {
    unit_points::analyse(s).unwrap_or_else(|j| panic!("no analysis: {j:?}"))
}

fn verdict(s: &Scenario) -> Verdict {
    match UnitPoints.judge(s) {
        Judgement::Verdict(v) => v,
        j => panic!("no verdict: {j:?}"),
    }
}

fn step<'a>(steps: &'a [Step], rule: &str) -> &'a str {
    steps
        .iter()
        .find(|s| s.rule.contains(rule))
        .map(|s| s.text.as_str())
        .unwrap_or_else(|| panic!("no step {rule:?} in {steps:#?}"))
}

fn figure_text(v: &Verdict, id: &str) -> [String; 2] {
    v.figures
        .iter()
        .find(|f| f.id == id)
        .unwrap_or_else(|| panic!("no figure {id}"))
        .text
        .clone()
}

/// The seed's example, built from units: Army A (50 UP) loses 25 destroyed, withdraws 15 and
/// has 10 on the board; Army B (50 UP) loses 15 destroyed and keeps all its cavalry. Each side
/// also has a general, who is not counted.
fn seed_example(end: Option<GameEnd>) -> Scenario {
    let mut s = scenario(
        vec![
            inf("a-line", 15),
            cav("a-hussars", 10),
            inf("a-rearguard", 15),
            inf("a-guard", 10),
            unit("a-general", UnitKind::General, 5),
        ],
        vec![
            inf("b-fusiliers", 15),
            inf("b-grenadiers", 20),
            cav("b-cuirassiers", 15),
            unit("b-general", UnitKind::General, 5),
        ],
        end,
    );
    log(
        &mut s,
        vec![
            status("a-line", UnitStatus::DestroyedOrFled),
            status("a-general", UnitStatus::DestroyedOrFled),
            Event::Combat(Combat {
                attacker: Some(A),
                attackers: vec!["a-hussars".into()],
                defenders: vec!["b-fusiliers".into()],
                eliminated: vec!["a-hussars".into(), "b-fusiliers".into()],
                ..Default::default()
            }),
        ],
    );
    log(
        &mut s,
        vec![status("a-rearguard", UnitStatus::VoluntarilyWithdrawn)],
    );
    s
}

#[test]
fn names_the_system_and_its_source() {
    assert_eq!(UnitPoints.id(), "unit-points");
    assert_eq!(UnitPoints.name(), "Unit points (Grande Tactique)");
    assert!(UnitPoints.source().contains("Rules reference: Unit Points"));
    assert!(UnitPoints.source().contains("Grande Tactique"));
}

#[test]
fn seed_example_is_a_decisive_victory_64_to_30() {
    let s = seed_example(A_LOST);
    let a = analysis(&s);
    assert_eq!(a.points[0].total, 50);
    assert_eq!(a.points[0].destroyed, 25);
    assert_eq!(a.points[0].withdrawn, 15);
    assert_eq!(a.points[0].on_board, 10);
    assert_eq!(a.points[1].total, 50);
    assert_eq!(a.points[1].destroyed, 15);
    assert_eq!(a.points[1].cavalry_kept, 15);
    assert_eq!([a.tallies[0].tally, a.tallies[1].tally], [32, 15]);
    assert_eq!(
        [a.tallies[0].loss, a.tallies[1].loss],
        [q(64, 100), q(30, 100)]
    );
    assert_eq!(a.ratio, Some(q(32, 15)));
    assert_eq!(a.band, Band::Decisive);

    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    assert_eq!(v.level, "decisive victory");
    assert_eq!(v.headline, "Decisive victory for Army B");
    assert!(v.flags.is_empty(), "{:?}", v.flags);
    assert_eq!(figure_text(&v, "total-up"), ["50", "50"]);
    assert_eq!(figure_text(&v, "tally-up"), ["32", "15"]);
    assert_eq!(figure_text(&v, "loss-percent"), ["64.00%", "30.00%"]);
    let tally = step(&v.steps, "Tally");
    assert!(
        tally.contains("Army A: 25 + 3 + 4 = 32 of 50 UP = 64.00%"),
        "{tally}"
    );
    assert!(
        tally.contains("Army B: 15 + 0 + 0 = 15 of 50 UP = 30.00%"),
        "{tally}"
    );
    let ratio = step(&v.steps, "Ratio");
    assert!(
        ratio.contains(
            "Army A (vanquished) 64.00% : Army B (victor) 30.00% = ≈2.13 (exactly 32/15)"
        ),
        "{ratio}"
    );
    let scale = step(&v.steps, "Scale");
    assert!(
        scale.contains("from 2:1 to under 4:1: decisive victory (e.g. Austerlitz)"),
        "{scale}"
    );
    let board = step(&v.steps, "Still on the board");
    assert!(
        board.contains("Army A (vanquished): 10 UP × 40% = 4"),
        "{board}"
    );
    assert!(
        board.contains("Army B (victor): 35 UP, nothing for the victor"),
        "{board}"
    );
    assert!(step(&v.steps, "Voluntarily withdrawn").contains("Army A: 15 UP × 20% = 3"));
    assert!(step(&v.steps, "cavalry").contains("kept 15 (100.00%): at least 50%"));
}

#[test]
fn seed_example_at_sundown_is_indecisive_56_to_30() {
    let s = seed_example(SUNDOWN);
    let a = analysis(&s);
    assert_eq!([a.tallies[0].tally, a.tallies[1].tally], [28, 15]);
    assert_eq!(a.tallies[0].loss, q(56, 100));
    assert_eq!(a.ratio, Some(q(28, 15)));
    assert_eq!(a.band, Band::Indecisive);
    assert_eq!(a.ahead, Some(B));

    let v = verdict(&s);
    assert_eq!(v.winner, None);
    assert_eq!(v.level, "No official victor");
    assert_eq!(
        v.headline,
        "No official victor (sundown); the losses would make it an indecisive victory for Army B"
    );
    assert_eq!(v.flags.len(), 1);
    assert_eq!(v.flags[0].id, "no-official-victor");
    assert_eq!(v.flags[0].side, Some(B));
    assert_eq!(figure_text(&v, "loss-percent"), ["56.00%", "30.00%"]);
    let ratio = step(&v.steps, "Ratio");
    assert!(
        ratio.contains("Army A (behind) 56.00% : Army B (ahead) 30.00% = ≈1.87 (exactly 28/15)"),
        "{ratio}"
    );
    assert!(step(&v.steps, "Scale").contains("indecisive victory (e.g. Regensburg)"));
    assert!(step(&v.steps, "Still on the board").contains("Army A: 10 UP, nothing at sundown"));
}

/// Army A (vanquished) loses 100%; Army B loses `k` of `n` UP, so the ratio is exactly n/k.
fn ratio_case(n: u64, k: u64) -> Analysis {
    let b = vec![
        with(inf("b-lost", k), UnitStatus::DestroyedOrFled),
        inf("b-left", n - k),
    ];
    analysis(&scenario(
        vec![with(inf("a", 10), UnitStatus::DestroyedOrFled)],
        b,
        A_LOST,
    ))
}

#[test]
fn every_band_edge_is_half_open() {
    for (n, k, ratio, band) in [
        (1, 1, int(1), Band::Marginal),
        (3, 2, q(3, 2), Band::Indecisive),
        (3_000, 2_001, q(3_000, 2_001), Band::Marginal),
        (2, 1, int(2), Band::Decisive),
        (2_000, 1_001, q(2_000, 1_001), Band::Indecisive),
        (4, 1, int(4), Band::Overwhelming),
        (4_000, 1_001, q(4_000, 1_001), Band::Decisive),
    ] {
        let a = ratio_case(n, k);
        assert_eq!(a.ratio, Some(ratio), "{k} of {n}");
        assert_eq!(a.band, band, "ratio {ratio}");
        assert!(!a.below_table);
        assert_eq!(a.winner, Some(B));
    }
    assert_eq!(band_for(q(3, 2)), Band::Indecisive);
    assert_eq!(band_for(q(3, 2) - q(1, 10i64.pow(15))), Band::Marginal);
    assert_eq!(Band::Overwhelming.example(), "Friedland");
    assert_eq!(Band::Marginal.example(), "Eylau");
}

#[test]
fn a_victor_without_losses_wins_overwhelmingly() {
    let s = scenario(
        vec![
            with(inf("a", 10), UnitStatus::DestroyedOrFled),
            inf("a2", 10),
        ],
        vec![inf("b", 10)],
        A_LOST,
    );
    let a = analysis(&s);
    assert_eq!(a.ratio, None);
    assert_eq!(a.band, Band::Overwhelming);
    assert!(step(&a.steps, "Ratio").contains("the victor lost nothing, so the ratio is unbounded"));
    assert_eq!(verdict(&s).headline, "Overwhelming victory for Army B");
}

#[test]
fn below_one_to_one_is_a_flagged_marginal_victory() {
    // Army A: 5 destroyed + 95 on the board at 20% (Army B has no cavalry) = 24 of 100.
    // Army B: 50 of 100. 24% : 50% = 0.48.
    let s = scenario(
        vec![
            with(inf("a1", 5), UnitStatus::DestroyedOrFled),
            inf("a2", 95),
        ],
        vec![
            with(inf("b1", 50), UnitStatus::DestroyedOrFled),
            inf("b2", 50),
        ],
        A_LOST,
    );
    let a = analysis(&s);
    assert_eq!(a.ratio, Some(q(12, 25)));
    assert!(a.below_table);
    assert_eq!(a.band, Band::Marginal);
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    assert_eq!(v.level, "marginal victory");
    assert_eq!(v.flags.len(), 1);
    assert_eq!(v.flags[0].id, "below-table");
    assert!(step(&v.steps, "Scale").contains("0.48 is below 1:1"));
}

#[test]
fn zero_against_zero_is_refused() {
    let s = scenario(vec![inf("a", 10)], vec![inf("b", 10)], SUNDOWN);
    match UnitPoints.judge(&s) {
        Judgement::Invalid { problems } => {
            assert_eq!(problems.len(), 1);
            assert_eq!(problems[0].path, "log");
            assert!(
                problems[0].message.contains("0% to 0%"),
                "{}",
                problems[0].message
            );
        }
        j => panic!("{j:?}"),
    }
}

/// Army A (vanquished) has 10 UP on the board; Army B's cavalry decides 40% or 20%.
fn retention_case(b: Vec<Unit>, events: Vec<Event>) -> Analysis {
    let mut s = scenario(
        vec![
            with(inf("a1", 10), UnitStatus::DestroyedOrFled),
            inf("a2", 10),
        ],
        b,
        A_LOST,
    );
    log(&mut s, events);
    analysis(&s)
}

#[test]
fn cavalry_kept_at_exactly_half_keeps_the_40_percent() {
    let a = retention_case(
        vec![
            with(cav("c1", 10), UnitStatus::DestroyedOrFled),
            cav("c2", 10),
        ],
        vec![],
    );
    assert_eq!(
        (a.points[1].cavalry_start, a.points[1].cavalry_kept),
        (20, 10)
    );
    assert_eq!(a.tallies[0].on_board_percent, 40);
    assert_eq!(a.tallies[0].on_board, 4);
    assert!(step(&a.steps, "cavalry").contains("kept 10 (50.00%): at least 50%"));

    // One Unit Point lost by the surviving regiment: 9 of 20, less than half.
    let a = retention_case(
        vec![
            with(cav("c1", 10), UnitStatus::DestroyedOrFled),
            cav("c2", 10),
        ],
        vec![lose(B, Some("c2"), 1)],
    );
    assert_eq!(a.points[1].cavalry_kept, 9);
    assert_eq!(a.tallies[0].on_board_percent, 20);
    assert_eq!(a.tallies[0].on_board, 2);
    assert_eq!(a.tallies[1].tally, 11);
    assert!(step(&a.steps, "cavalry").contains("less than 50%"));

    // Withdrawn cavalry is not kept either.
    let a = retention_case(
        vec![
            cav("c1", 10),
            with(cav("c2", 11), UnitStatus::VoluntarilyWithdrawn),
        ],
        vec![],
    );
    assert_eq!(a.tallies[0].on_board_percent, 20);
}

#[test]
fn a_victor_without_cavalry_counts_as_not_keeping_half() {
    let a = retention_case(vec![inf("b1", 10)], vec![lose(B, Some("b1"), 1)]);
    assert_eq!(a.tallies[0].on_board_percent, 20);
    assert!(step(&a.steps, "cavalry").contains("has no cavalry, which counts as not keeping 50%"));
}

#[test]
fn each_category_is_summed_then_rounded_down() {
    // Withdrawn 3 + 4 = 7 → 1.4 → 1 (unit by unit it would be 0 + 0); on the board 2 + 2 = 4 →
    // 1.6 → 1 (not 0 + 0); the total of the exact shares, 3.0, is not what counts either.
    let s = scenario(
        vec![
            with(inf("a1", 10), UnitStatus::DestroyedOrFled),
            with(inf("a2", 3), UnitStatus::VoluntarilyWithdrawn),
            with(inf("a3", 4), UnitStatus::VoluntarilyWithdrawn),
            inf("a4", 2),
            inf("a5", 2),
        ],
        vec![
            with(inf("b1", 1), UnitStatus::DestroyedOrFled),
            cav("b2", 10),
        ],
        A_LOST,
    );
    let a = analysis(&s);
    assert_eq!(a.tallies[0].withdrawn, 1);
    assert_eq!(a.tallies[0].on_board, 1);
    assert_eq!(a.tallies[0].tally, 12);
    assert_eq!(a.tallies[0].loss, q(12, 21));
    assert!(step(&a.steps, "withdrawn").contains("Army A: 7 UP × 20% = 1.4, rounded down 1"));
    assert!(
        step(&a.steps, "Still on")
            .contains("Army A (vanquished): 4 UP × 40% = 1.6, rounded down 1")
    );
}

#[test]
fn statuses_count_as_the_module_reads_them() {
    let mut reinforcement = with(inf("a5", 10), UnitStatus::NotArrived);
    reinforcement.arrives = Some("Turn 5".into());
    let s = scenario(
        vec![
            with(inf("a1", 10), UnitStatus::DestroyedOrFled),
            with(inf("a2", 10), UnitStatus::Routed),
            with(inf("a3", 10), UnitStatus::Exited),
            with(inf("a4", 10), UnitStatus::OffTable),
            reinforcement,
            with(
                unit("a-gen", UnitKind::General, 100),
                UnitStatus::DestroyedOrFled,
            ),
        ],
        vec![
            with(inf("b1", 5), UnitStatus::DestroyedOrFled),
            cav("b2", 45),
        ],
        A_LOST,
    );
    let a = analysis(&s);
    let p = &a.points[0];
    assert_eq!((p.total, p.units), (50, 5));
    assert_eq!((p.destroyed, p.on_board, p.not_counted), (10, 10, 30));
    assert_eq!(a.tallies[0].tally, 14);
    assert!(
        step(&a.steps, "Not counted").contains("Army A: 30 UP exited, off table or not arrived")
    );
    assert!(step(&a.steps, "Reading").contains("routed units count as still on the board"));
}

#[test]
fn unit_points_lost_by_a_unit_are_destroyed_points() {
    let mut s = scenario(
        vec![
            inf("a1", 10),
            with(inf("a2", 10), UnitStatus::DestroyedOrFled),
        ],
        vec![
            with(inf("b1", 5), UnitStatus::DestroyedOrFled),
            cav("b2", 45),
        ],
        A_LOST,
    );
    log(&mut s, vec![lose(A, Some("a1"), 4), lose(A, Some("a2"), 3)]);
    let a = analysis(&s);
    let p = &a.points[0];
    // a1: 4 destroyed, 6 on the board; a2: 10 destroyed, its 3 not counted twice.
    assert_eq!((p.destroyed, p.lost_by_survivors, p.on_board), (14, 4, 6));
    assert_eq!(a.tallies[0].tally, 14 + 2);
    assert!(
        step(&a.steps, "Destroyed")
            .contains("Army A: 14 UP (of which 4 UP lost by units not destroyed) → 14")
    );
}
