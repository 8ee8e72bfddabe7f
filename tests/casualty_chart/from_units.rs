//! Issue 24 item 5: a side whose units have men is judged from them when nothing is typed in End
//! of battle: start strength from the units present at the start, reinforcements from those the
//! log brought on, casualties from the log. Typed figures win; the steps say which was used.

use super::{A, B, Judgement, end, scenario, step, verdict};
use proptest::prelude::*;
use umpire::model::{EndOfBattle, Event, Roll, Scenario, SideId, Turn, Unit, UnitKind, UnitStatus};
use umpire::record::BattleRecord;
use umpire::systems::VictorySystem;
use umpire::systems::casualty_chart::{CasualtyChart, Level, Source, side_figures_and_sources};
use umpire::systems::exact::int;

fn unit(id: &str, kind: UnitKind, men: u64, status: UnitStatus) -> Unit {
    let mut u = Unit::new(id, &format!("Unit {id}"), kind);
    u.strength.men = men;
    u.status = status;
    u
}

fn men_lost(side: SideId, unit: Option<&str>, men: u64) -> Event {
    Event::Losses {
        side,
        unit: unit.map(str::to_string),
        men,
        stands: 0,
        strength_points: 0,
        unit_points: 0,
    }
}

fn status(unit: &str, status: UnitStatus) -> Event {
    Event::Status {
        unit: unit.into(),
        status,
    }
}

/// France with men on its units only; Prussia typed (20,000 men, 2,000 lost, cavalry 90% kept).
///
/// France: at the start I1 10,000, I2 5,000 (destroyed), the hussars C1 2,000 (lose 500) and an
/// off-table reserve OT 1,000 = 18,000 men in 4 units; the general's 100 do not count. The
/// reinforcement R1 (4,000) arrives, R2 (3,000) never does: S = 22,000. Casualties 5,000 + 500
/// and 700 at large = 6,200.
fn units_scenario() -> Scenario {
    let mut prussia = end(20_000, 2_000);
    (prussia.cavalry_start, prussia.cavalry_surviving) = (2_000, 1_800);
    let mut s = scenario(EndOfBattle::default(), prussia);
    s.sides[0].contingents[0].units = vec![
        unit("G", UnitKind::General, 100, UnitStatus::OnBoard),
        unit("I1", UnitKind::Infantry, 10_000, UnitStatus::OnBoard),
        unit("I2", UnitKind::Infantry, 5_000, UnitStatus::OnBoard),
        unit("C1", UnitKind::Cavalry, 2_000, UnitStatus::OnBoard),
        unit("OT", UnitKind::Infantry, 1_000, UnitStatus::OffTable),
        unit("R1", UnitKind::Infantry, 4_000, UnitStatus::NotArrived),
        unit("R2", UnitKind::Infantry, 3_000, UnitStatus::NotArrived),
    ];
    s.log.turns.push(Turn {
        name: "1".into(),
        events: vec![
            status("R1", UnitStatus::OnBoard),
            status("I2", UnitStatus::DestroyedOrFled),
            men_lost(A, Some("C1"), 500),
            men_lost(A, None, 700),
        ],
    });
    s
}

#[test]
fn a_side_with_men_only_on_its_units_is_judged_from_them() {
    let s = units_scenario();
    let (f, src) = side_figures_and_sources(&s).expect("judged from the units");
    assert_eq!((f[0].strength, f[0].casualties), (int(22_000), int(6_200)));
    assert_eq!((src[0].men, src[0].cavalry), (Source::Units, Source::Units));
    assert_eq!((src[1].men, src[1].cavalry), (Source::Typed, Source::Typed));
    let v = verdict(&s);
    // 20,000 / 22,000 ≥ 90%: ratio 1. France 28.18% against 10%: column 25%+, r ≈ 0.35 → row
    // "0.4 or less": Major victory for Prussia; France kept 75% of its cavalry, Prussia 90%.
    assert_eq!(v.headline, "Major victory for Prussia");
    let strength = step(&v.steps, "Rule 4: strength");
    assert!(
        strength.contains("France: 18,000 at the start + 4,000 reinforcements = 22,000 men (from the units: the men of the 4 units present at the start, generals not counted; 1 of the 2 units not arrived at the start brought on by the log)"),
        "{strength}"
    );
    assert!(
        strength.contains(
            "Prussia: 20,000 at the start + 0 reinforcements = 20,000 men (typed in End of battle)"
        ),
        "{strength}"
    );
    let casualties = step(&v.steps, "casualties");
    assert!(
        casualties.contains("France: 6,200 casualties = 6,200 men (casualties from the log: the men its Losses entries charge, all the men of units destroyed or fled)"),
        "{casualties}"
    );
    assert!(
        casualties
            .contains("Prussia: 2,000 casualties = 2,000 men (casualties typed in End of battle)"),
        "{casualties}"
    );
    let cavalry = step(&v.steps, "cavalry");
    assert!(
        cavalry.contains("France kept 1,500 of 2,000 cavalry (75.00%; from the cavalry units and what the log says they lost)"),
        "{cavalry}"
    );
}

#[test]
fn typed_figures_win_over_the_units() {
    let mut s = units_scenario();
    s.sides[0].contingents[0].end.start_men = 30_000;
    let (f, src) = side_figures_and_sources(&s).unwrap();
    // The log's 6,200 casualties are not taken: the men are typed, casualties 0 among them.
    assert_eq!((f[0].strength, f[0].casualties), (int(30_000), int(0)));
    assert_eq!((src[0].men, src[0].cavalry), (Source::Typed, Source::Typed));
    let v = verdict(&s);
    assert!(step(&v.steps, "Rule 4: strength").contains("30,000 men (typed in End of battle)"));
    assert!(
        step(&v.steps, "cavalry").contains("France has no cavalry (0%; typed in End of battle)")
    );
}

#[test]
fn a_side_without_men_anywhere_is_still_not_applicable() {
    let mut s = units_scenario();
    for u in &mut s.sides[0].contingents[0].units {
        u.strength.men = 0;
        u.strength.strength_points = 4;
    }
    s.log.turns.clear();
    match CasualtyChart.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1, "{missing:?}");
            assert_eq!(missing[0].path, "sides[0].contingents[0].end.start_men");
            assert!(
                missing[0]
                    .message
                    .contains("France has no strength: give its units their men"),
                "{}",
                missing[0].message
            );
        }
        j => panic!("{j:?}"),
    }
}

#[test]
fn the_logs_losses_beyond_the_units_strength_are_refused_at_the_log() {
    let mut s = units_scenario();
    s.log.turns[0].events.push(men_lost(A, None, 20_000));
    match CasualtyChart.judge(&s) {
        Judgement::Invalid { problems } => {
            assert_eq!(problems[0].path, "log");
            assert_eq!(problems[0].side, Some(A));
            let m = &problems[0].message;
            assert!(m.contains("casualties of 26,200 men"), "{m}");
            assert!(m.contains("casualties from the log"), "{m}");
            assert!(
                m.contains("exceed the strength of 22,000 men (from the units"),
                "{m}"
            );
        }
        j => panic!("{j:?}"),
    }
}

#[test]
fn units_beyond_what_the_chart_reckons_with_are_refused_at_the_unit() {
    let mut s = units_scenario();
    s.sides[0].contingents[0].units[3].strength.men = 999_990_000;
    match CasualtyChart.judge(&s) {
        Judgement::Invalid { problems } => {
            assert_eq!(
                problems[0].path,
                "sides[0].contingents[0].units[3].strength.men"
            );
            assert!(
                problems[0].message.contains("more than the 1,000,000,000"),
                "{}",
                problems[0].message
            );
        }
        j => panic!("{j:?}"),
    }
}

#[test]
fn a_failed_rally_destroys_the_unit_as_the_record_has_it() {
    let mut s = units_scenario();
    s.log.turns.push(Turn {
        name: "Night".into(),
        events: vec![
            status("I1", UnitStatus::Routed),
            Event::Rally {
                unit: "I1".into(),
                roll: Roll {
                    value: 1,
                    source: umpire::model::DiceSource::Manual,
                },
                morale_point: false,
            },
        ],
    });
    let (f, _) = side_figures_and_sources(&s).unwrap();
    assert_eq!(f[0].casualties, int(16_200));
    let record = BattleRecord::build(&s);
    assert_eq!(record.end().lost[0].men, 16_200);
    assert_eq!(
        CasualtyChart.judge(&s).verdict().map(|v| v.winner),
        Some(Some(B))
    );
    let level = umpire::systems::casualty_chart::analyse(&s).unwrap().level;
    assert!(level >= Level::Major, "{level:?}");
}

fn arb_unit(k: usize) -> impl Strategy<Value = Unit> {
    (
        prop_oneof![
            Just(UnitKind::Infantry),
            Just(UnitKind::Cavalry),
            Just(UnitKind::Artillery),
            Just(UnitKind::General)
        ],
        0u64..5_000,
        prop::sample::select(UnitStatus::ALL.to_vec()),
    )
        .prop_map(move |(kind, men, st)| unit(&format!("U{k}"), kind, men, st))
}

fn arb_event(units: usize) -> impl Strategy<Value = Event> {
    let id = move |k: usize| format!("U{}", k % units.max(1));
    prop_oneof![
        (0..8usize, 0u64..3_000).prop_map(move |(k, men)| men_lost(A, Some(&id(k)), men)),
        (0u64..500).prop_map(|men| men_lost(A, None, men)),
        (0..8usize, prop::sample::select(UnitStatus::ALL.to_vec()))
            .prop_map(move |(k, st)| status(&id(k), st)),
    ]
}

proptest! {
    /// One definition of losses: the chart's casualties from the log are the record's men lost,
    /// and "Fill from log" gives the chart's own start, reinforcements and casualties.
    #[test]
    fn the_chart_reads_units_as_the_record_and_fill_from_log_do(
        units in (0..8usize).prop_flat_map(|n| {
            (0..n).map(arb_unit).collect::<Vec<_>>()
        }),
        events in prop::collection::vec(arb_event(8), 0..20),
    ) {
        let mut s = scenario(EndOfBattle::default(), end(10_000, 1_000));
        let n = units.len();
        s.sides[0].contingents[0].units = units;
        let events = events
            .into_iter()
            .filter(|e| match e {
                Event::Losses { unit: Some(u), .. } | Event::Status { unit: u, .. } => {
                    u[1..].parse::<usize>().is_ok_and(|k| k < n)
                }
                _ => true,
            })
            .collect();
        s.log.turns.push(Turn { name: "1".into(), events });
        let record = BattleRecord::build(&s);
        let fill = umpire::record::end_figures::figures_from_log(&s, &record, A, 0);
        let filled = |key: &str| fill.iter().find(|f| f.key == key).map(|f| f.value);
        match side_figures_and_sources(&s) {
            Ok((f, src)) => {
                prop_assert_eq!(src[0].men, Source::Units);
                prop_assert_eq!(f[0].casualties, int(record.end().lost[0].men));
                let start = filled("start_men").unwrap_or(0);
                let reinforcements = filled("reinforcements_men").unwrap_or(0);
                prop_assert_eq!(f[0].strength, int(start + reinforcements));
                prop_assert_eq!(
                    filled("casualties_men").unwrap_or(0),
                    record.end().lost[0].men
                );
                // Filling the figures in changes nothing.
                let mut typed = s.clone();
                let e = &mut typed.sides[0].contingents[0].end;
                (e.start_men, e.reinforcements_men, e.casualties_men) =
                    (start, reinforcements, record.end().lost[0].men);
                if let Ok((g, _)) = side_figures_and_sources(&typed) {
                    prop_assert_eq!(g[0].strength, f[0].strength);
                    prop_assert_eq!(g[0].casualties, f[0].casualties);
                }
            }
            Err(r) => {
                // Refused only for want of men, or for more lost than the units had.
                let p = r.problems();
                prop_assert!(!p.is_empty());
                prop_assert!(p.iter().all(|m| m.side == Some(A)), "{:?}", p);
            }
        }
    }
}
