//! `unit-points` (RULES.md §3, seed 003): the seed's example both ways with its slips corrected,
//! every band edge, cavalry retention, rounding, unit statuses, refusals, and properties.

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

fn problems(s: &Scenario) -> Vec<Missing> {
    match UnitPoints.judge(s) {
        Judgement::Invalid { problems } => problems,
        j => panic!("expected Invalid, got {j:?}"),
    }
}

#[test]
fn nonsense_is_refused_with_the_place() {
    let mut s = seed_example(A_LOST);
    log(
        &mut s,
        vec![lose(A, Some("a-guard"), 6), lose(A, Some("a-guard"), 5)],
    );
    let p = problems(&s);
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!(p[0].path, "log[2] (turn \"3\").events[1]");
    assert_eq!(p[0].side, Some(A));
    assert!(
        p[0].message
            .contains("unit \"a-guard\" has lost 11 Unit Points by now, more than its 10")
    );

    let mut s = seed_example(A_LOST);
    log(&mut s, vec![lose(B, None, 3)]);
    let p = problems(&s);
    assert_eq!(p[0].path, "log[2] (turn \"3\").events[0].unit");
    assert_eq!(p[0].side, Some(B));

    let mut s = seed_example(A_LOST);
    s.sides[1].contingents[0].units.push(inf("a-line", 3));
    let p = problems(&s);
    assert_eq!(p[0].path, "sides[1].contingents[0].units[4].id");
    assert_eq!(p[0].side, Some(B));

    let s = scenario(
        vec![inf("a", u64::MAX), inf("a2", 1)],
        vec![inf("b", 1)],
        A_LOST,
    );
    let p = problems(&s);
    assert_eq!(
        p[0].path,
        "sides[0].contingents[0].units[0].strength.unit_points"
    );
}

/// Every path names one place of the file: the first unit that lacks the value, in its own
/// contingent, never "every unit".
#[test]
fn paths_name_the_first_unit_in_its_contingent() {
    let mut s = scenario(vec![inf("a", 10)], vec![], SUNDOWN);
    s.sides[1].contingents[0]
        .units
        .push(unit("b-general", UnitKind::General, 5));
    s.sides[1].contingents.push(Contingent {
        name: "Reserve".into(),
        units: vec![inf("b1", 0), inf("b2", 0)],
        end: Default::default(),
    });
    match UnitPoints.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(
                missing[0].path,
                "sides[1].contingents[1].units[0].strength.unit_points"
            );
        }
        j => panic!("{j:?}"),
    }
    s.sides[1].contingents[1].units = vec![inf("b1", 600_000_000_000), inf("b2", 600_000_000_000)];
    let p = problems(&s);
    assert_eq!(
        p[0].path,
        "sides[1].contingents[1].units[1].strength.unit_points"
    );
    // A side with no unit at all: where a unit would be added.
    let s = scenario(vec![inf("a", 10)], vec![], SUNDOWN);
    match UnitPoints.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing[0].path, "sides[1].contingents[0].units");
        }
        j => panic!("{j:?}"),
    }
}

#[test]
fn missing_game_end_or_unit_points_is_not_applicable() {
    let s = seed_example(None);
    match UnitPoints.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1);
            assert_eq!(missing[0].path, "settings.game_end");
        }
        j => panic!("{j:?}"),
    }
    let s = scenario(vec![inf("a", 10)], vec![inf("b", 0)], SUNDOWN);
    match UnitPoints.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1);
            assert_eq!(
                missing[0].path,
                "sides[1].contingents[0].units[0].strength.unit_points"
            );
            assert_eq!(missing[0].side, Some(B));
            assert!(
                missing[0]
                    .message
                    .contains("Army B has no units with Unit Points")
            );
        }
        j => panic!("{j:?}"),
    }
    match UnitPoints.judge(&Scenario::new("empty")) {
        Judgement::NotApplicable { missing } => assert_eq!(missing.len(), 3),
        j => panic!("{j:?}"),
    }
}

#[test]
fn equal_losses_at_sundown_name_no_side() {
    let s = scenario(
        vec![
            with(inf("a1", 5), UnitStatus::DestroyedOrFled),
            inf("a2", 5),
        ],
        vec![
            with(inf("b1", 10), UnitStatus::DestroyedOrFled),
            inf("b2", 10),
        ],
        SUNDOWN,
    );
    let a = analysis(&s);
    assert_eq!(
        (a.ahead, a.ratio, a.band),
        (None, Some(int(1)), Band::Marginal)
    );
    let v = verdict(&s);
    assert_eq!(v.flags[0].side, None);
    assert!(v.headline.contains("equal"), "{}", v.headline);
}

// ---------------------------------------------------------------------------------------------
// Properties

#[derive(Clone, Debug)]
struct UnitSpec {
    kind: usize,
    up: u64,
    status: usize,
    lost_percent: u64,
}

fn arb_units() -> impl Strategy<Value = Vec<UnitSpec>> {
    proptest::collection::vec(
        (
            0usize..4,
            0u64..40,
            0usize..7,
            prop_oneof![Just(0u64), 0u64..=100],
        )
            .prop_map(|(kind, up, status, lost_percent)| UnitSpec {
                kind,
                up,
                status,
                lost_percent,
            }),
        1..7,
    )
}

fn arb_end() -> impl Strategy<Value = Option<GameEnd>> {
    prop_oneof![
        Just(Some(GameEnd::Collapse { vanquished: A })),
        Just(Some(GameEnd::Collapse { vanquished: B })),
        Just(Some(GameEnd::Sundown)),
    ]
}

fn build(a: &[UnitSpec], b: &[UnitSpec], end: Option<GameEnd>) -> Scenario {
    let make = |prefix: &str, specs: &[UnitSpec]| -> Vec<Unit> {
        specs
            .iter()
            .enumerate()
            .map(|(i, u)| {
                with(
                    unit(&format!("{prefix}{i}"), UnitKind::ALL[u.kind], u.up),
                    UnitStatus::ALL[u.status],
                )
            })
            .collect()
    };
    let mut s = scenario(make("a", a), make("b", b), end);
    let mut events = Vec::new();
    for (side, prefix, specs) in [(A, "a", a), (B, "b", b)] {
        for (i, u) in specs.iter().enumerate() {
            let lost = u.up * u.lost_percent / 100;
            if lost > 0 {
                events.push(lose(side, Some(&format!("{prefix}{i}")), lost));
            }
        }
    }
    log(&mut s, events);
    s
}

fn arb_scenario() -> impl Strategy<Value = Scenario> {
    (arb_units(), arb_units(), arb_end()).prop_map(|(a, b, end)| build(&a, &b, end))
}

/// The result from one side's view: +4 for its overwhelming victory … −4 for the enemy's; at
/// sundown the side ahead counts as winning the band the ratio would give.
fn score(s: &Scenario, side: SideId) -> Option<i32> {
    let a = unit_points::analyse(s).ok()?;
    Some(match a.ahead {
        Some(x) if x == side => a.band.ordinal(),
        Some(_) => -a.band.ordinal(),
        None => 0,
    })
}

fn mirrored_problems(p: &[Missing]) -> Vec<(String, Option<SideId>)> {
    let mut out: Vec<_> = p
        .iter()
        .map(|m| {
            let path = m
                .path
                .replace("sides[0]", "sides[x]")
                .replace("sides[1]", "sides[0]")
                .replace("sides[x]", "sides[1]");
            (path, m.side.map(SideId::other))
        })
        .collect();
    out.sort();
    out
}

fn sorted(p: &[Missing]) -> Vec<(String, Option<SideId>)> {
    let mut out: Vec<_> = p.iter().map(|m| (m.path.clone(), m.side)).collect();
    out.sort();
    out
}

proptest! {
    #[test]
    fn swapping_the_sides_mirrors_the_verdict(s in arb_scenario()) {
        let j = UnitPoints.judge(&s);
        let m = UnitPoints.judge(&s.swapped());
        match (&j, &m) {
            (Judgement::Verdict(v), Judgement::Verdict(w)) => {
                prop_assert_eq!(v.winner.map(SideId::other), w.winner);
                prop_assert_eq!(&v.level, &w.level);
                prop_assert_eq!(&v.headline, &w.headline);
                for (f, g) in v.figures.iter().zip(&w.figures) {
                    prop_assert_eq!(&f.id, &g.id);
                    prop_assert_eq!([&f.text[1], &f.text[0]], [&g.text[0], &g.text[1]]);
                    prop_assert_eq!([f.values[1], f.values[0]], g.values);
                }
                let mut flags: Vec<_> = v.flags.iter().map(|f| (f.id.clone(), f.side.map(SideId::other))).collect();
                let mut flags_m: Vec<_> = w.flags.iter().map(|f| (f.id.clone(), f.side)).collect();
                flags.sort();
                flags_m.sort();
                prop_assert_eq!(flags, flags_m);
            }
            (Judgement::Invalid { problems: p }, Judgement::Invalid { problems: q }) => {
                prop_assert_eq!(mirrored_problems(p), sorted(q));
            }
            (Judgement::NotApplicable { missing: p }, Judgement::NotApplicable { missing: q }) => {
                prop_assert_eq!(mirrored_problems(p), sorted(q));
            }
            _ => prop_assert!(false, "{:?} against {:?}", j, m),
        }
    }

    #[test]
    fn more_losses_never_improve_a_sides_result(
        s in arb_scenario(),
        side in prop_oneof![Just(A), Just(B)],
        pick in any::<prop::sample::Index>(),
        destroy in any::<bool>(),
        amount in 1u64..20,
    ) {
        let units: Vec<&Unit> = s.side(side).units().filter(|u| u.kind != UnitKind::General).collect();
        prop_assume!(!units.is_empty());
        let u = units[pick.index(units.len())];
        let event = if destroy {
            status(&u.id, UnitStatus::DestroyedOrFled)
        } else {
            let lost = replay(&s, usize::MAX).units[u.id.as_str()].lost.unit_points;
            let left = u.strength.unit_points - lost;
            prop_assume!(left > 0);
            lose(side, Some(&u.id), amount.min(left))
        };
        let mut worse = s.clone();
        log(&mut worse, vec![event]);
        if let (Some(before), Some(after)) = (score(&s, side), score(&worse, side)) {
            prop_assert!(after <= before, "{:?}: {} before, {} after", side, before, after);
        }
    }

    #[test]
    fn arbitrary_numbers_never_panic(
        units in proptest::collection::vec((0usize..2, 0usize..4, any::<u64>(), 0usize..7, 0usize..4), 0..8),
        losses in proptest::collection::vec((0usize..2, proptest::option::of(0usize..6), any::<u64>()), 0..6),
        end in proptest::option::of(arb_end()),
    ) {
        let mut s = scenario(vec![], vec![], end.flatten());
        for (side, kind, up, status, id) in units {
            s.sides[side].contingents[0].units.push(with(
                unit(&format!("u{id}"), UnitKind::ALL[kind], up),
                UnitStatus::ALL[status],
            ));
        }
        let events = losses
            .into_iter()
            .map(|(side, id, up)| {
                let id = id.map(|i| format!("u{i}"));
                lose(SideId::from_index(side), id.as_deref(), up)
            })
            .collect();
        log(&mut s, events);
        if let Judgement::Verdict(v) = UnitPoints.judge(&s) {
            prop_assert_eq!(v.figures.len(), 3);
            prop_assert!(!v.steps.is_empty());
        }
        let _ = unit_points::unit_points(&s);
    }
}
