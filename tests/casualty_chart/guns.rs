//! Rule 6 (seed 000): guns "destroyed" by cavalry count only if infantry or pioneers spiked or
//! took them, and every gun lost after this consideration counts as half its equivalent in
//! infantry. Every kind can be typed in End of battle or logged; the guns cavalry destroyed
//! with nobody reaching them are recorded and never counted.

use super::{A, B, arb_scenario, end, figure_text, scenario, step, verdict};
use proptest::prelude::*;
use umpire::model::{
    self, Contingent, Event, GunLoss, Scenario, SideId, Turn, Unit, UnitKind, to_ron,
};
use umpire::record::{Audience, BattleRecord, Knowledge, narrator};
use umpire::systems::casualty_chart::{self, men_per_lost_gun, side_figures};
use umpire::systems::exact::{Q, int, q};

fn lost(side: SideId, guns: u64, how: GunLoss, unit: Option<&str>) -> Event {
    Event::GunsLost {
        side,
        guns,
        how,
        unit: unit.map(str::to_string),
    }
}

fn logged(s: &mut Scenario, events: Vec<Event>) {
    s.log.turns.push(Turn {
        name: "1".into(),
        events,
    });
}

fn casualties(s: &Scenario) -> [Q; 2] {
    let f = side_figures(s).unwrap_or_else(|r| panic!("no figures: {r:?}"));
    [f[0].casualties, f[1].casualties]
}

#[test]
fn every_kind_of_lost_gun_counts_but_those_cavalry_destroyed_alone() {
    let mut a = end(10_000, 1_000);
    a.guns_lost = 1;
    a.guns_lost_to_infantry = 2;
    a.guns_lost_to_artillery = 3;
    a.guns_abandoned = 4;
    a.guns_destroyed_by_cavalry_alone = 5;
    let s = scenario(a, end(10_000, 500));
    // 1 + 2 + 3 + 4 = 10 guns × 12.5 = 125 men; the 5 that no infantry reached do not count.
    assert_eq!(casualties(&s), [int(1_125), int(500)]);
    let v = verdict(&s);
    assert_eq!(figure_text(&v, "casualties"), ["1,125", "500"]);
    let text = step(&v.steps, "casualties");
    for part in [
        "France: 1,000 casualties + 10 guns lost × 12.5 men (half of 25 men per gun) = 1,125 men",
        "guns typed in End of battle: 1 lost to cavalry and then spiked or taken by infantry or pioneers, 2 lost to infantry, 3 lost to artillery, 4 abandoned",
        "not counted (rule 6): 5 \"destroyed\" by cavalry with no infantry or pioneers reaching them",
        "except guns \"destroyed\" by cavalry that no infantry or pioneers then reached, which do not count",
    ] {
        assert!(text.contains(part), "{part:?} not in {text}");
    }
    // Before, only the first kind existed and the step said that only it counted.
    assert!(
        !text.contains("Guns count only when lost to cavalry"),
        "{text}"
    );
}

#[test]
fn a_file_written_before_the_kinds_reads_as_it_did() {
    let mut a = end(10_000, 1_000);
    a.guns_lost = 3;
    let s = scenario(a, end(10_000, 500));
    let new_fields = [
        "guns_lost_to_infantry",
        "guns_lost_to_artillery",
        "guns_abandoned",
        "guns_destroyed_by_cavalry_alone",
    ];
    let text = to_ron(&s).expect("written");
    let old: String = text
        .lines()
        .filter(|l| !new_fields.iter().any(|f| l.contains(f)))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(old.contains("guns_lost: 3"), "{old}");
    let read = model::parse(&old, "old.ron", &umpire::systems::ids()).expect("an old file loads");
    assert_eq!(read, s);
    // The verdict of the old arithmetic: 3 guns × 12.5 men.
    assert_eq!(casualties(&read), [q(2_075, 2), int(500)]);
}

#[test]
fn guns_lost_in_the_log_count_when_none_are_typed() {
    let mut s = scenario(end(10_000, 1_000), end(10_000, 500));
    logged(
        &mut s,
        vec![
            lost(A, 2, GunLoss::Infantry, None),
            lost(A, 3, GunLoss::CavalryAlone, None),
            lost(A, 1, GunLoss::Abandoned, None),
            lost(B, 4, GunLoss::Artillery, None),
        ],
    );
    // France: 3 counted guns × 12.5; Prussia: 4 × 12.5.
    assert_eq!(casualties(&s), [q(2_075, 2), int(550)]);
    let v = verdict(&s);
    let text = step(&v.steps, "casualties");
    assert!(
        text.contains("guns from the log: 2 lost to infantry, 1 abandoned; not counted (rule 6): 3 \"destroyed\""),
        "{text}"
    );
    assert!(
        text.contains("guns from the log: 4 lost to artillery"),
        "{text}"
    );
    assert!(casualty_chart::warnings(&s).is_empty());

    // Typed figures win; the warning says the log records others.
    s.sides[0].contingents[0].end.guns_lost_to_infantry = 1;
    assert_eq!(casualties(&s), [q(2_025, 2), int(550)]);
    let v = verdict(&s);
    let text = step(&v.steps, "casualties");
    assert!(
        text.contains("guns typed in End of battle: 1 lost to infantry"),
        "{text}"
    );
    let w = casualty_chart::warnings(&s);
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].path, "sides[0].contingents[0].end.guns_lost");
    assert_eq!(w[0].side, Some(A));
    assert!(
        w[0].message
            .contains("the log records 2 lost to infantry, 1 abandoned, 3 \"destroyed\""),
        "{}",
        w[0].message
    );
}

/// A side with one battery, for the entries that name it.
fn with_battery() -> Scenario {
    let mut s = scenario(end(10_000, 1_000), end(10_000, 500));
    s.sides[0].contingents[0]
        .units
        .push(Unit::new("H1", "Horse battery", UnitKind::Artillery));
    s.sides[1].contingents[0]
        .units
        .push(Unit::new("P1", "Foot battery", UnitKind::Artillery));
    s
}

#[test]
fn the_narrator_says_how_the_guns_were_lost_and_whether_they_count() {
    let mut s = with_battery();
    logged(
        &mut s,
        vec![
            lost(A, 2, GunLoss::Infantry, Some("H1")),
            lost(A, 1, GunLoss::CavalryAlone, Some("H1")),
            lost(B, 3, GunLoss::Abandoned, None),
            lost(B, 1, GunLoss::CavalryThenInfantry, None),
        ],
    );
    let record = BattleRecord::build(&s);
    let k = Knowledge::new(&s, &record, Audience::Public);
    let said: Vec<String> = s.log.turns[0]
        .events
        .iter()
        .map(|e| narrator::sentence(&s, e, &k))
        .collect();
    assert_eq!(
        said,
        [
            "France loses 2 guns (Horse battery) to infantry: counted in the casualties (rule 6).",
            "Cavalry “destroy” 1 gun of France (Horse battery), but no infantry or pioneers reach it: not counted (rule 6).",
            "Prussia abandons 3 guns: counted in the casualties (rule 6).",
            "Prussia loses 1 gun to cavalry, then spiked or taken by infantry or pioneers: counted in the casualties (rule 6).",
        ]
    );
    assert_eq!(record.guns_lost.len(), 4);
    assert_eq!(record.guns_lost_of(A, GunLoss::Infantry), 2);
    assert_eq!(record.guns_lost_of(A, GunLoss::CavalryAlone), 1);
    assert_eq!(record.guns_lost_of(B, GunLoss::Infantry), 0);
    assert_eq!(record.guns_lost[0].unit.as_deref(), Some("H1"));
}

#[test]
fn fill_from_log_takes_each_kind_of_gun_into_its_field() {
    let mut s = with_battery();
    s.sides[0].contingents.push(Contingent {
        name: "Guard".into(),
        units: vec![Unit::new("H2", "Guard battery", UnitKind::Artillery)],
        ..Default::default()
    });
    logged(
        &mut s,
        vec![
            lost(A, 2, GunLoss::Infantry, Some("H1")),
            lost(A, 1, GunLoss::Infantry, Some("H1")),
            lost(A, 4, GunLoss::CavalryAlone, Some("H2")),
            // At large: the side's first contingent takes it.
            lost(A, 5, GunLoss::Abandoned, None),
            lost(B, 3, GunLoss::Abandoned, None),
        ],
    );
    let record = BattleRecord::build(&s);
    let fill = |side, k| -> Vec<(&'static str, u64)> {
        umpire::record::end_figures::figures_from_log(&s, &record, side, k)
            .into_iter()
            .filter(|f| f.key.starts_with("guns"))
            .map(|f| (f.key, f.value))
            .collect()
    };
    assert_eq!(
        fill(A, 0),
        [("guns_lost_to_infantry", 3), ("guns_abandoned", 5)]
    );
    assert_eq!(fill(A, 1), [("guns_destroyed_by_cavalry_alone", 4)]);
    assert_eq!(fill(B, 0), [("guns_abandoned", 3)]);
    // Filled in, the figures count as the log's did.
    let before = casualty_chart::side_figures(&s).unwrap();
    let mut typed = s.clone();
    for side in [A, B] {
        for k in 0..typed.side(side).contingents.len() {
            for (key, value) in fill(side, k) {
                let how = GunLoss::ALL.into_iter().find(|h| h.field() == key).unwrap();
                *typed.side_mut(side).contingents[k].end.guns_mut(how) = value;
            }
        }
    }
    assert_eq!(casualty_chart::side_figures(&typed).unwrap(), before);
}

#[test]
fn a_guns_lost_entry_must_name_a_unit_of_its_side() {
    let mut s = with_battery();
    logged(
        &mut s,
        vec![
            lost(A, 2, GunLoss::Infantry, Some("P1")),
            lost(A, 1, GunLoss::Artillery, Some("nobody")),
        ],
    );
    let paths: Vec<String> = s
        .validate(&umpire::systems::ids())
        .into_iter()
        .map(|p| p.path)
        .collect();
    assert_eq!(paths.len(), 2, "{paths:?}");
    assert!(paths[0].ends_with(".events[0].side"), "{paths:?}");
    assert!(paths[1].ends_with(".events[1].unit"), "{paths:?}");
}

#[test]
fn guns_beyond_what_the_chart_reckons_with_are_refused_at_the_entry() {
    let mut s = scenario(end(10_000, 1_000), end(10_000, 500));
    logged(
        &mut s,
        vec![
            lost(A, 600_000_000, GunLoss::Abandoned, None),
            lost(A, 600_000_000, GunLoss::CavalryAlone, None),
        ],
    );
    match casualty_chart::side_figures(&s) {
        Err(r) => {
            let p = r.problems();
            assert_eq!(p[0].path, "log[0].events[1].guns");
            assert!(p[0].message.contains("1,200,000,000"), "{}", p[0].message);
        }
        Ok(f) => panic!("judged: {f:?}"),
    }
}

/// Every kind of lost gun that counts.
fn counting_kind() -> impl Strategy<Value = GunLoss> {
    prop::sample::select(
        GunLoss::ALL
            .into_iter()
            .filter(|how| how.counts())
            .collect::<Vec<_>>(),
    )
}

/// `n` more guns lost by `side` in way `how`: typed into its first contingent, or logged after
/// its typed guns are cleared (the log counts only when none are typed).
fn add_guns(s: &mut Scenario, side: SideId, how: GunLoss, n: u64, in_log: bool) {
    if in_log {
        logged(s, vec![lost(side, n, how, None)]);
    } else {
        *s.side_mut(side).contingents[0].end.guns_mut(how) += n;
    }
}

/// `s` (without `side`'s typed guns when the guns go into the log), and the same with `n` more
/// guns lost by `side` in way `how`.
fn before_and_after(
    s: &Scenario,
    side: SideId,
    how: GunLoss,
    n: u64,
    in_log: bool,
) -> (Scenario, Scenario) {
    let mut before = s.clone();
    if in_log {
        for kind in GunLoss::ALL {
            *before.side_mut(side).contingents[0].end.guns_mut(kind) = 0;
        }
    }
    let mut after = before.clone();
    add_guns(&mut after, side, how, n, in_log);
    (before, after)
}

proptest! {
    #[test]
    fn a_lost_gun_that_counts_never_lowers_a_sides_casualties(
        s in arb_scenario(),
        side in prop_oneof![Just(A), Just(B)],
        how in counting_kind(),
        n in 1u64..30,
        in_log in any::<bool>(),
    ) {
        let (before, after) = before_and_after(&s, side, how, n, in_log);
        if let (Ok(b), Ok(a)) = (side_figures(&before), side_figures(&after)) {
            let (i, o) = (side.index(), side.other().index());
            prop_assert!(a[i].casualties >= b[i].casualties);
            prop_assert_eq!(
                a[i].casualties,
                b[i].casualties + int(n) * men_per_lost_gun(s.settings.men_per_gun)
            );
            prop_assert_eq!(a[o].casualties, b[o].casualties);
        }
    }

    #[test]
    fn a_gun_cavalry_destroyed_with_nobody_reaching_it_never_changes_the_result(
        s in arb_scenario(),
        side in prop_oneof![Just(A), Just(B)],
        n in 1u64..30,
        in_log in any::<bool>(),
    ) {
        let (before, after) = before_and_after(&s, side, GunLoss::CavalryAlone, n, in_log);
        // A refusal names the same places (its words may mention the guns not counted).
        let judged = |s: &Scenario| {
            casualty_chart::analyse(s)
                .map(|a| (a.winner, a.level, a.figures, a.adjusted))
                .map_err(|r| {
                    r.problems()
                        .iter()
                        .map(|p| (p.path.clone(), p.side))
                        .collect::<Vec<_>>()
                })
        };
        prop_assert_eq!(judged(&before), judged(&after));
    }
}
