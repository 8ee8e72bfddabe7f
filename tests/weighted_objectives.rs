//! Weighted objectives and the withdrawal test (seed 002, RULES.md §2); how an umpire rules on
//! the tests the rules forbid, in [`rulings`].

mod rulings;

use proptest::prelude::*;
use umpire::model::{
    CommandRank, DiceSource, Event, Marker, MarkerSet, Point, Polygon, Role, Roll, Scenario,
    SideId, Strength, Turn, Unit, UnitKind, UnitStatus, WithdrawalTestRecord,
};
use umpire::systems::exact::q;
use umpire::systems::weighted_objectives::{
    WeightedObjectives, chance_to_withdraw, resolve_test, withdrawal_factor, withdrawal_status,
};
use umpire::systems::{Judgement, Verdict, VictorySystem};

use SideId::{A, B};

const IDS: [&str; 10] = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];

fn roll(value: u32) -> Roll {
    Roll {
        value,
        source: DiceSource::Manual,
    }
}

fn unit(id: &str, stands: u64, status: UnitStatus) -> Unit {
    let mut u = Unit::new(id, id, UnitKind::Infantry);
    u.strength = Strength {
        stands,
        ..Strength::default()
    };
    u.status = status;
    u
}

/// Two sides ("Prussia" A, "Austria" B), the standard ten markers A … J (30, 20, 15, 5 × 7)
/// placed and uncontrolled, and an empty log of `turns` turns named "1", "2", …
fn base(turns: usize) -> Scenario {
    let mut s = Scenario::new("Lobositz");
    s.sides[0].name = "Prussia".into();
    s.sides[1].name = "Austria".into();
    for side in &mut s.sides {
        side.contingents.push(Default::default());
    }
    s.markers = MarkerSet::default();
    for (i, v) in s.markers.values.clone().into_iter().enumerate() {
        s.markers.markers.push(Marker {
            id: IDS[i].into(),
            name: String::new(),
            pos: Point::new(10.0 * i as f32, 50.0),
            value: v,
            hidden: false,
            placed_by: None,
        });
    }
    s.log.turns = (1..=turns)
        .map(|n| Turn {
            name: n.to_string(),
            events: vec![],
        })
        .collect();
    s
}

fn add_unit(s: &mut Scenario, side: SideId, u: Unit) {
    s.side_mut(side).contingents[0].units.push(u);
}

fn log(s: &mut Scenario, turn: usize, e: Event) {
    s.log.turns[turn].events.push(e);
}

fn take(s: &mut Scenario, turn: usize, marker: &str, side: SideId) {
    log(
        s,
        turn,
        Event::MarkerControl {
            marker: marker.into(),
            side,
        },
    );
}

fn stand_losses(side: SideId, unit: &str, stands: u64) -> Event {
    Event::Losses {
        side,
        unit: Some(unit.into()),
        men: 0,
        stands,
        strength_points: 0,
        unit_points: 0,
    }
}

/// Prussia with `original` stands, `original − current` of them lost in turn 0; Austria with
/// 100 fresh stands.
fn army(original: u64, current: u64, turns: usize) -> Scenario {
    let mut s = base(turns);
    add_unit(&mut s, A, unit("p1", original, UnitStatus::OnBoard));
    add_unit(&mut s, B, unit("a1", 100, UnitStatus::OnBoard));
    log(&mut s, 0, stand_losses(A, "p1", original - current));
    s
}

/// The seed's example: 235 stands, of which a 7-stand unit routed and a 20-stand reserve
/// off the table; 70 stands lost; 5 markers worth 60%.
fn seed_example() -> Scenario {
    let mut s = base(2);
    add_unit(&mut s, A, unit("line", 120, UnitStatus::OnBoard));
    add_unit(&mut s, A, unit("guard", 88, UnitStatus::OnBoard));
    add_unit(&mut s, A, unit("hussars", 7, UnitStatus::OnBoard));
    add_unit(&mut s, A, unit("reserve", 20, UnitStatus::OffTable));
    add_unit(&mut s, B, unit("aus", 150, UnitStatus::OnBoard));
    log(&mut s, 0, stand_losses(A, "line", 50));
    log(&mut s, 0, stand_losses(A, "guard", 20));
    log(
        &mut s,
        0,
        Event::Status {
            unit: "hussars".into(),
            status: UnitStatus::Routed,
        },
    );
    for m in ["A", "C", "E", "F", "G"] {
        take(&mut s, 0, m, A);
    }
    for m in ["B", "D"] {
        take(&mut s, 0, m, B);
    }
    s
}

fn verdict(s: &Scenario) -> Verdict {
    match WeightedObjectives.judge(s) {
        Judgement::Verdict(v) => v,
        other => panic!("expected a verdict, got {other:?}"),
    }
}

fn steps_text(v: &Verdict) -> String {
    v.steps
        .iter()
        .map(|s| format!("{}: {}", s.rule, s.text))
        .collect::<Vec<_>>()
        .join("\n")
}

fn figure<'a>(v: &'a Verdict, id: &str) -> &'a [String; 2] {
    &v.figures.iter().find(|f| f.id == id).expect(id).text
}

fn record(side: SideId, rs: u32, vp: u32, penalty: u32, wf: u32, value: u32) -> Event {
    Event::WithdrawalTest(WithdrawalTestRecord {
        side,
        rs_percent: rs,
        vp_percent: vp,
        penalty,
        wf,
        roll: roll(value),
        withdrew: value > wf,
    })
}

#[test]
fn seed_example_235_stands_138_current_wf_35_roll_28_stays() {
    let s = seed_example();
    let st = withdrawal_status(&s, A, 0);
    assert_eq!(st.original, 235);
    assert_eq!(st.current, 138);
    assert_eq!(st.rs_percent, Some(59));
    assert_eq!(st.vp_percent, 60);
    assert_eq!(st.penalty, 0);
    assert_eq!(st.wf, Some(35));
    assert_eq!(st.chance_to_withdraw, Some(q(65, 100)));
    assert!(st.legitimate && st.may_be_challenged, "{:?}", st.reasons);
    let text: String = st.steps.iter().map(|s| s.text.clone()).collect();
    assert!(
        text.contains("round(100 × 138 / 235) = round(≈58.72) = 59%"),
        "{text}"
    );
    assert!(text.contains("hussars (7 stands, routed)"), "{text}");
    assert!(text.contains("reserve (20 stands, off table)"), "{text}");
    assert!(
        text.contains("round(59 × 60 / 100) − 0 = round(35.40) − 0 = 35"),
        "{text}"
    );
    assert!(text.contains("36–100"), "{text}");

    let r = resolve_test(&s, A, 0, roll(28)).unwrap();
    assert_eq!(
        r,
        WithdrawalTestRecord {
            side: A,
            rs_percent: 59,
            vp_percent: 60,
            penalty: 0,
            wf: 35,
            roll: roll(28),
            withdrew: false,
        }
    );

    let mut s = s;
    log(&mut s, 0, Event::WithdrawalTest(r));
    let v = verdict(&s);
    assert!(
        v.flags.iter().all(|f| f.id != "log-mismatch"),
        "{:?}",
        v.flags
    );
    assert!(v.flags.iter().all(|f| f.id != "withdrawal"));
    assert_eq!(v.winner, Some(A), "Prussia holds 60% of VP");
    assert_eq!(v.level, "Victory: holds the field");
    assert_eq!(figure(&v, "rs-percent")[0], "59%");
    assert_eq!(
        figure(&v, "vp-percent"),
        &["60%".to_string(), "25%".to_string()]
    );
    assert_eq!(figure(&v, "wf")[0], "35");
    assert_eq!(figure(&v, "withdraw-chance")[0], "65%");
    let text = steps_text(&v);
    assert!(
        text.contains("roll 28 ≤ WF 35: Prussia does not withdraw"),
        "{text}"
    );
    assert!(
        text.contains("RS 59%, VP 60%, penalty 0, WF 35 agree"),
        "{text}"
    );
    assert!(
        text.contains("Prussia 60% (A 30, C 15, E 5, F 5, G 5)"),
        "{text}"
    );
}

#[test]
fn rs_percent_boundary_60_is_legitimate_61_is_not_and_halves_round_up() {
    let at60 = withdrawal_status(&army(100, 60, 1), A, 0);
    assert_eq!(at60.rs_percent, Some(60));
    assert!(at60.legitimate && at60.may_be_challenged);

    let at61 = withdrawal_status(&army(100, 61, 1), A, 0);
    assert_eq!(at61.rs_percent, Some(61));
    assert!(!at61.legitimate && !at61.may_be_challenged);
    assert!(
        at61.reasons[0].contains("61%, above 60%"),
        "{:?}",
        at61.reasons
    );
    assert!(at61.reasons[0].contains("premature"));
    assert!(
        at61.reasons[0].contains("Austria if Austria calls it, Prussia if Prussia calls it"),
        "{:?}",
        at61.reasons
    );

    // 121 / 200 = 60.5% rounds up to 61: not legitimate; 302 / 500 = 60.4% rounds to 60.
    let half = withdrawal_status(&army(200, 121, 1), A, 0);
    assert_eq!(half.rs_percent, Some(61));
    assert!(!half.legitimate);
    let below = withdrawal_status(&army(500, 302, 1), A, 0);
    assert_eq!(below.rs_percent, Some(60));
    assert!(below.legitimate);

    let err = resolve_test(&army(200, 121, 1), A, 0, roll(50))
        .unwrap_err()
        .to_string();
    assert!(err.contains("Prussia may not be tested now"), "{err}");
    assert!(err.contains("61%"), "{err}");
}

#[test]
fn wf_rounds_half_up() {
    assert_eq!(withdrawal_factor(50, 45, 0), 23, "22.5 → 23");
    assert_eq!(withdrawal_factor(25, 50, 0), 13, "12.5 → 13");
    assert_eq!(withdrawal_factor(55, 35, 0), 19, "19.25 → 19");
    assert_eq!(withdrawal_factor(59, 60, 0), 35, "35.4 → 35");
    assert_eq!(withdrawal_factor(59, 61, 0), 36, "35.99 → 36");

    let mut s = army(100, 50, 1);
    take(&mut s, 0, "A", A); // 30
    take(&mut s, 0, "C", A); // 15
    let st = withdrawal_status(&s, A, 0);
    assert_eq!(
        (st.rs_percent, st.vp_percent, st.wf),
        (Some(50), 45, Some(23))
    );
    assert_eq!(st.chance_to_withdraw, Some(q(77, 100)));
}

fn premature(s: &mut Scenario, turn: usize, by: SideId, against: SideId) {
    log(s, turn, Event::PrematureCall { by, against });
}

/// Prussia at RS 59%, VP 60%: WF 35 before penalties.
fn at_59_60(turns: usize) -> Scenario {
    let mut s = army(100, 59, turns);
    for m in ["A", "C", "E", "F", "G"] {
        take(&mut s, 0, m, A);
    }
    s
}

#[test]
fn penalty_for_one_and_two_premature_calls_not_below_zero_and_cleared_after_the_first_test() {
    let mut s = at_59_60(3);
    premature(&mut s, 0, A, B);
    let one = withdrawal_status(&s, A, 0);
    assert_eq!(
        (one.unpaid_premature_calls, one.penalty, one.wf),
        (1, 20, Some(15))
    );
    assert_eq!(one.chance_to_withdraw, Some(q(85, 100)));

    premature(&mut s, 0, A, A); // even against his own army
    let two = withdrawal_status(&s, A, 0);
    assert_eq!(
        (two.unpaid_premature_calls, two.penalty, two.wf),
        (2, 40, Some(0))
    );
    assert_eq!(two.chance_to_withdraw, Some(q(1, 1)));
    let text: String = two.steps.iter().map(|s| s.text.clone()).collect();
    assert!(
        text.contains("= 35 − 40 = -5, not below 0 → WF 0"),
        "{text}"
    );

    // The opponent's calls cost the opponent, not Prussia.
    premature(&mut s, 0, B, A);
    assert_eq!(withdrawal_status(&s, A, 0).penalty, 40);
    assert_eq!(withdrawal_status(&s, B, 0).penalty, 20);

    // Paid at the first legitimate test, then cleared.
    let r = resolve_test(&s, A, 0, roll(1)).unwrap();
    assert_eq!((r.penalty, r.wf, r.withdrew), (40, 0, true));
    let mut paid = at_59_60(3);
    premature(&mut paid, 0, A, B);
    let r = resolve_test(&paid, A, 0, roll(10)).unwrap();
    assert_eq!((r.penalty, r.wf, r.withdrew), (20, 15, false));
    log(&mut paid, 0, Event::WithdrawalTest(r));
    take(&mut paid, 1, "B", A); // lifts the lockout; VP now 80
    let after = withdrawal_status(&paid, A, 1);
    assert_eq!((after.unpaid_premature_calls, after.penalty), (0, 0));
    assert_eq!(after.wf, Some(47), "round(59 × 80 / 100) = 47.2 → 47");
    // A new premature call after the test is charged at the next one.
    premature(&mut paid, 2, A, B);
    assert_eq!(withdrawal_status(&paid, A, 2).penalty, 20);
    // The verdict re-checks the paid penalty without complaint.
    let v = verdict(&paid);
    assert!(
        v.flags.iter().all(|f| f.id != "log-mismatch"),
        "{:?}",
        v.flags
    );
    assert!(steps_text(&v).contains("penalty 20 = round(35.40) − 20 → 15"));
}

#[test]
fn a_roll_equal_to_wf_stays_wf_plus_one_withdraws_and_00_is_100() {
    let s = at_59_60(1);
    assert!(!resolve_test(&s, A, 0, roll(35)).unwrap().withdrew);
    assert!(resolve_test(&s, A, 0, roll(36)).unwrap().withdrew);
    assert!(
        resolve_test(&s, A, 0, roll(100)).unwrap().withdrew,
        "00 reads 100"
    );
    assert!(!resolve_test(&s, A, 0, roll(1)).unwrap().withdrew);
    let err = resolve_test(&s, A, 0, roll(0)).unwrap_err().to_string();
    assert!(err.contains("00 = 100"), "{err}");
    assert!(resolve_test(&s, A, 0, roll(101)).is_err());
    assert_eq!(chance_to_withdraw(0), q(1, 1));
    assert_eq!(chance_to_withdraw(35), q(65, 100));
    assert_eq!(chance_to_withdraw(99), q(1, 100));
    assert_eq!(chance_to_withdraw(100), q(0, 1));
}

/// Prussia passed a test in turn 0; the events of turn 1 may lift the lockout.
fn passed_test() -> Scenario {
    let mut s = at_59_60(3);
    let r = resolve_test(&s, A, 0, roll(20)).unwrap();
    assert!(!r.withdrew);
    log(&mut s, 0, Event::WithdrawalTest(r));
    s
}

fn locked(s: &Scenario) -> bool {
    withdrawal_status(s, A, 1)
        .reasons
        .iter()
        .any(|r| r.contains("passed a withdrawal test in turn 1"))
}

#[test]
fn after_a_passed_test_no_retest_until_a_marker_or_commander_changes() {
    let s = passed_test();
    assert!(locked(&s));
    let st = withdrawal_status(&s, A, 1);
    assert!(st.legitimate && !st.may_be_challenged);
    let err = resolve_test(&s, A, 1, roll(50)).unwrap_err().to_string();
    assert!(err.contains("neither taken nor lost a marker"), "{err}");

    let lifts: Vec<(&str, Event)> = vec![
        (
            "took a marker",
            Event::MarkerControl {
                marker: "B".into(),
                side: A,
            },
        ),
        (
            "lost a marker",
            Event::MarkerControl {
                marker: "A".into(),
                side: B,
            },
        ),
        (
            "lost the army commander",
            Event::CommanderLost {
                side: A,
                name: "Frederick".into(),
                rank: CommandRank::Army,
            },
        ),
        (
            "lost a corps commander",
            Event::CommanderLost {
                side: A,
                name: "Bevern".into(),
                rank: CommandRank::Corps,
            },
        ),
    ];
    for (what, e) in lifts {
        let mut t = s.clone();
        log(&mut t, 1, e);
        assert!(!locked(&t), "{what} should lift the lockout");
        let st = withdrawal_status(&t, A, 1);
        assert!(st.may_be_challenged, "{what}: {:?}", st.reasons);
        assert!(
            st.steps
                .iter()
                .any(|s| s.text.contains("lockout") && s.text.contains("is lifted")),
            "{what}"
        );
    }

    let keeps: Vec<(&str, Event)> = vec![
        (
            "re-examining its own marker",
            Event::MarkerControl {
                marker: "A".into(),
                side: A,
            },
        ),
        (
            "the enemy taking an uncontrolled marker",
            Event::MarkerControl {
                marker: "J".into(),
                side: B,
            },
        ),
        (
            "losing a lower commander",
            Event::CommanderLost {
                side: A,
                name: "Colonel".into(),
                rank: CommandRank::Other,
            },
        ),
        (
            "the enemy losing its army commander",
            Event::CommanderLost {
                side: B,
                name: "Browne".into(),
                rank: CommandRank::Army,
            },
        ),
        ("more stand losses", stand_losses(A, "p1", 5)),
    ];
    for (what, e) in keeps {
        let mut t = s.clone();
        log(&mut t, 1, e);
        assert!(locked(&t), "{what} should not lift the lockout");
    }

    // A change logged before the test does not count.
    let mut early = at_59_60(3);
    take(&mut early, 0, "B", A);
    let r = resolve_test(&early, A, 0, roll(20)).unwrap();
    log(&mut early, 0, Event::WithdrawalTest(r));
    assert!(locked(&early));
}

#[test]
fn no_test_in_a_turn_a_commander_is_in_melee() {
    let mut s = at_59_60(3);
    log(
        &mut s,
        1,
        Event::CommanderInMelee {
            side: A,
            name: "Frederick".into(),
        },
    );
    log(
        &mut s,
        2,
        Event::CommanderInMelee {
            side: B,
            name: "Browne".into(),
        },
    );
    assert!(withdrawal_status(&s, A, 0).may_be_challenged);
    let st = withdrawal_status(&s, A, 1);
    assert!(!st.may_be_challenged);
    assert!(st.reasons[0].contains("(Frederick) is attached to a unit in melee in turn 2"));
    assert!(resolve_test(&s, A, 1, roll(50)).is_err());
    assert!(
        withdrawal_status(&s, A, 2).may_be_challenged,
        "Austria's melee does not bar Prussia"
    );
    assert!(!withdrawal_status(&s, B, 2).may_be_challenged);
}

#[test]
fn no_stands_and_already_withdrew_are_reasons() {
    let mut s = base(2);
    add_unit(&mut s, B, unit("a1", 100, UnitStatus::OnBoard));
    let st = withdrawal_status(&s, A, 0);
    assert_eq!((st.original, st.rs_percent, st.wf), (0, None, None));
    assert!(st.reasons[0].contains("Prussia has no units with stands"));

    let mut s = at_59_60(2);
    let r = resolve_test(&s, A, 0, roll(90)).unwrap();
    assert!(r.withdrew);
    log(&mut s, 0, Event::WithdrawalTest(r));
    let st = withdrawal_status(&s, A, 1);
    assert!(
        st.reasons
            .iter()
            .any(|r| r.contains("Prussia already withdrew"))
    );
    let other = withdrawal_status(&s, B, 1);
    assert!(
        other
            .reasons
            .iter()
            .any(|r| r.contains("Prussia already withdrew"))
    );
}

#[test]
fn the_first_army_that_withdraws_loses_and_later_tests_are_ignored() {
    let mut s = at_59_60(3);
    take(&mut s, 0, "B", A); // Prussia 80% of VP: would hold the field
    let r = resolve_test(&s, A, 0, roll(48)).unwrap();
    assert_eq!((r.wf, r.withdrew), (47, true));
    log(&mut s, 0, Event::WithdrawalTest(r));
    log(&mut s, 1, record(B, 40, 20, 0, 8, 99));
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    assert_eq!(v.level, "Victory (army withdrew)");
    assert_eq!(
        v.headline,
        "Victory for Austria: Prussia withdrew (roll 48 > WF 47 in turn 1)"
    );
    let flag = v.flags.iter().find(|f| f.id == "withdrawal").unwrap();
    assert_eq!(flag.side, Some(A));
    assert!(steps_text(&v).contains("test of Austria ignored: Prussia already withdrew"));
}

#[test]
fn end_of_battle_vp_51_49_holds_the_field_50_50_draw_40_30_draw() {
    let mut s = army(100, 100, 1);
    s.markers.values = vec![51, 49];
    s.markers.markers.truncate(2);
    s.markers.markers[0].value = 51;
    s.markers.markers[1].value = 49;
    take(&mut s, 0, "A", B);
    take(&mut s, 0, "B", A);
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    assert_eq!(v.level, "Victory: holds the field");
    assert_eq!(
        v.headline,
        "Victory for Austria: holds the field with 51% of VP"
    );

    let mut s = army(100, 100, 1);
    for m in ["A", "B"] {
        take(&mut s, 0, m, A); // 30 + 20
    }
    for m in ["C", "D", "E", "F", "G", "H", "I", "J"] {
        take(&mut s, 0, m, B); // 15 + 35
    }
    let v = verdict(&s);
    assert_eq!((v.winner, v.level.as_str()), (None, "Draw"));
    assert_eq!(v.headline, "Draw: Prussia and Austria hold 50% of VP each");

    let mut s = army(100, 100, 1);
    for m in ["A", "D", "E"] {
        take(&mut s, 0, m, A); // 40
    }
    for m in ["B", "F", "G"] {
        take(&mut s, 0, m, B); // 30
    }
    let v = verdict(&s);
    assert_eq!((v.winner, v.level.as_str()), (None, "Draw"));
    assert_eq!(
        v.headline,
        "Draw: neither side holds more than 50% of VP (Prussia 40%, Austria 30%)"
    );
    assert!(steps_text(&v).contains("30% uncontrolled (C 15, H 5, I 5, J 5)"));
}

#[test]
fn not_applicable_without_markers_and_invalid_records_are_refused() {
    let mut s = army(100, 50, 1);
    s.markers.markers.clear();
    match WeightedObjectives.judge(&s) {
        Judgement::NotApplicable { missing } => assert_eq!(missing[0].path, "markers.markers"),
        other => panic!("{other:?}"),
    }

    let mut s = at_59_60(1);
    let mut e = record(A, 59, 60, 0, 35, 28);
    if let Event::WithdrawalTest(r) = &mut e {
        r.withdrew = true;
    }
    log(&mut s, 0, e);
    match WeightedObjectives.judge(&s) {
        Judgement::Invalid { problems } => {
            assert_eq!(problems[0].path, "log[0].events[6].withdrew");
            assert_eq!(problems[0].side, Some(A));
            assert!(problems[0].message.contains("Prussia"), "{:?}", problems);
        }
        other => panic!("{other:?}"),
    }

    let mut s = at_59_60(1);
    s.markers.values = vec![30, 20, 15, 5, 5, 5, 5, 5, 5, 10];
    match WeightedObjectives.judge(&s) {
        Judgement::Invalid { problems } => {
            assert_eq!(problems[0].path, "markers.values");
            assert!(problems[0].message.contains("105%"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_logged_test_that_disagrees_with_the_log_is_flagged() {
    let mut s = at_59_60(1);
    log(&mut s, 0, record(A, 55, 60, 0, 33, 20));
    let v = verdict(&s);
    let flag = v
        .flags
        .iter()
        .find(|f| f.id == "log-mismatch")
        .expect("flag");
    assert!(
        flag.text.contains("RS% 55 in the log, 59 replayed"),
        "{}",
        flag.text
    );
    assert!(
        flag.text.contains("WF 33 in the log, 35 replayed"),
        "{}",
        flag.text
    );

    // A test logged while the army was above 60% was not legitimate: it is void (issue 23),
    // not a mismatch, and its withdrawal decides nothing.
    let mut s = army(100, 70, 1);
    log(&mut s, 0, record(A, 70, 0, 0, 0, 50));
    let v = verdict(&s);
    assert!(
        v.flags.iter().all(|f| f.id != "log-mismatch"),
        "{:?}",
        v.flags
    );
    let flag = v.flags.iter().find(|f| f.id == "void-test").expect("flag");
    assert!(flag.text.contains("above 60%"), "{}", flag.text);
    assert_ne!(v.winner, Some(B), "{}", v.headline);

    // A premature call that was not premature.
    let mut s = at_59_60(1);
    premature(&mut s, 0, B, A);
    let v = verdict(&s);
    assert!(
        v.flags
            .iter()
            .any(|f| f.id == "log-mismatch" && f.side == Some(B))
    );
}

#[test]
fn unassigned_losses_and_arrivals_count() {
    let mut s = base(2);
    add_unit(&mut s, A, unit("p1", 60, UnitStatus::OnBoard));
    add_unit(&mut s, A, unit("p2", 40, UnitStatus::NotArrived));
    add_unit(&mut s, A, unit("gen", 1, UnitStatus::OnBoard));
    log(
        &mut s,
        0,
        Event::Losses {
            side: A,
            unit: None,
            men: 0,
            stands: 10,
            strength_points: 0,
            unit_points: 0,
        },
    );
    let st = withdrawal_status(&s, A, 0);
    assert_eq!(
        (st.original, st.current, st.rs_percent),
        (101, 51, Some(50))
    );
    log(
        &mut s,
        1,
        Event::Status {
            unit: "p2".into(),
            status: UnitStatus::OnBoard,
        },
    );
    let st = withdrawal_status(&s, A, 1);
    assert_eq!((st.current, st.rs_percent), (91, Some(90)));
    // Turn 0's status is unchanged by turn 1's arrival.
    assert_eq!(withdrawal_status(&s, A, 0).current, 51);
}

/// Austria defends, its area around markers A, B and C (30, 20, 15), and held the field for
/// 10 daylight hours before the battle.
fn austria_held_the_field(s: &mut Scenario) {
    s.sides[1].role = Role::Defender;
    s.sides[0].role = Role::Attacker;
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(-5.0, 0.0),
        Point::new(25.0, 0.0),
        Point::new(25.0, 100.0),
        Point::new(-5.0, 100.0),
    ]);
    s.settings.defender_held_field = true;
}

#[test]
fn defender_holding_the_field_controls_its_markers_from_the_start() {
    let mut s = army(100, 100, 1);
    austria_held_the_field(&mut s);
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B), "A 30 + B 20 + C 15 = 65%");
    let text = steps_text(&v);
    assert!(
        text.contains("Austria held the field for 10 daylight hours before the battle and controls the markers in its deployment area at the start: A 30, B 20, C 15"),
        "{text}"
    );
}

#[test]
fn names_and_source() {
    assert_eq!(
        WeightedObjectives.name(),
        "Weighted objectives (withdrawal test)"
    );
    assert!(
        WeightedObjectives
            .source()
            .contains("Rules reference: Weighted objectives")
    );
    assert!(WeightedObjectives.source().contains("withdrawal test"));
}

// ---------------------------------------------------------------- properties

const STATUSES: [UnitStatus; 7] = UnitStatus::ALL;

fn side_strategy() -> impl Strategy<Value = SideId> {
    prop_oneof![Just(A), Just(B)]
}

/// A consistent log event (tests agree with their own roll) for units `a0…a3`, `b0…b3`.
fn event_strategy() -> impl Strategy<Value = Event> {
    prop_oneof![
        (side_strategy(), 0..4usize, 0..30u64).prop_map(|(side, i, stands)| stand_losses(
            side,
            &format!("{}{i}", if side == A { "a" } else { "b" }),
            stands
        )),
        (side_strategy(), 0..4usize, 0..7usize).prop_map(|(side, i, st)| Event::Status {
            unit: format!("{}{i}", if side == A { "a" } else { "b" }),
            status: STATUSES[st],
        }),
        (0..10usize, side_strategy()).prop_map(|(m, side)| Event::MarkerControl {
            marker: IDS[m].into(),
            side
        }),
        (side_strategy(), 0..3usize).prop_map(|(side, r)| Event::CommanderLost {
            side,
            name: "C".into(),
            rank: [CommandRank::Army, CommandRank::Corps, CommandRank::Other][r],
        }),
        side_strategy().prop_map(|side| Event::CommanderInMelee {
            side,
            name: "C".into()
        }),
        (side_strategy(), side_strategy())
            .prop_map(|(by, against)| Event::PrematureCall { by, against }),
        (
            side_strategy(),
            0..=100u32,
            0..=100u32,
            0..=100u32,
            1..=100u32
        )
            .prop_map(|(side, rs, vp, wf, value)| record(side, rs, vp, 0, wf, value)),
    ]
}

fn scenario_strategy() -> impl Strategy<Value = Scenario> {
    (
        prop::collection::vec((0..80u64, 0..7usize), 4),
        prop::collection::vec((0..80u64, 0..7usize), 4),
        prop::collection::vec(prop::collection::vec(event_strategy(), 0..8), 1..5),
        any::<bool>(),
        prop::collection::vec(0.0f32..100.0, 10),
    )
        .prop_map(|(ua, ub, turns, held, xs)| {
            let mut s = base(0);
            for (i, (stands, st)) in ua.into_iter().enumerate() {
                add_unit(&mut s, A, unit(&format!("a{i}"), stands, STATUSES[st]));
            }
            for (i, (stands, st)) in ub.into_iter().enumerate() {
                add_unit(&mut s, B, unit(&format!("b{i}"), stands, STATUSES[st]));
            }
            for (m, x) in s.markers.markers.iter_mut().zip(xs) {
                m.pos = Point::new(x, 50.0);
            }
            s.sides[1].role = Role::Defender;
            s.sides[1].deployment = Polygon::new(vec![
                Point::new(0.0, 0.0),
                Point::new(50.0, 0.0),
                Point::new(50.0, 100.0),
                Point::new(0.0, 100.0),
            ]);
            s.settings.defender_held_field = held;
            s.log.turns = turns
                .into_iter()
                .enumerate()
                .map(|(i, events)| Turn {
                    name: (i + 1).to_string(),
                    events,
                })
                .collect();
            s
        })
}

/// 2 a win, 1 a draw, 0 a loss, for `side`.
fn rank(v: &Verdict, side: SideId) -> u8 {
    match v.winner {
        Some(w) if w == side => 2,
        None => 1,
        Some(_) => 0,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn swapping_sides_mirrors_the_verdict(s in scenario_strategy()) {
        let v = verdict(&s);
        let w = verdict(&s.swapped());
        prop_assert_eq!(w.winner, v.winner.map(SideId::other));
        prop_assert_eq!(&w.level, &v.level);
        // A draw names the sides in file order; a victory's headline reads the same.
        if v.winner.is_some() {
            prop_assert_eq!(&w.headline, &v.headline);
        }
        for f in &v.figures {
            let g = w.figures.iter().find(|g| g.id == f.id).unwrap();
            prop_assert_eq!(&g.text, &[f.text[1].clone(), f.text[0].clone()]);
        }
        let last = s.log.turns.len() - 1;
        for side in [A, B] {
            let a = withdrawal_status(&s, side, last);
            let b = withdrawal_status(&s.swapped(), side.other(), last);
            prop_assert_eq!(
                (a.original, a.current, a.rs_percent, a.vp_percent, a.penalty, a.wf, &a.reasons),
                (b.original, b.current, b.rs_percent, b.vp_percent, b.penalty, b.wf, &b.reasons)
            );
        }
    }

    #[test]
    fn taking_a_marker_from_the_enemy_never_worsens_your_result(
        s in scenario_strategy(),
        me in side_strategy(),
        pick in 0..10usize,
    ) {
        // Before the battle there is no result to worsen: no verdict yet is not a draw.
        prop_assume!(!umpire::systems::nothing_logged(&s));
        let last = s.log.turns.len() - 1;
        let end = umpire::model::replay(&s, s.log.turns.len());
        let enemy_held: Vec<&str> = IDS
            .iter()
            .copied()
            .filter(|m| end.control.get(*m) == Some(&me.other()))
            .collect();
        prop_assume!(!enemy_held.is_empty());
        let marker = enemy_held[pick % enemy_held.len()];
        let mut t = s.clone();
        take(&mut t, last, marker, me);
        prop_assert!(rank(&verdict(&t), me) >= rank(&verdict(&s), me));
        let (before, after) = (withdrawal_status(&s, me, last), withdrawal_status(&t, me, last));
        prop_assert!(after.vp_percent > before.vp_percent);
        prop_assert!(after.wf >= before.wf);
        prop_assert!(after.chance_to_withdraw <= before.chance_to_withdraw);
    }

    #[test]
    fn no_panic_on_arbitrary_data(
        s in scenario_strategy(),
        values in prop::collection::vec(0..200u32, 0..14),
        rolls in prop::collection::vec((side_strategy(), 0..300u32, 0..300u32, 0..300u32, 0..300u32, any::<bool>()), 0..4),
        turn in 0..10usize,
        value in 0..300u32,
    ) {
        let mut s = s;
        for (m, v) in s.markers.markers.iter_mut().zip(&values) {
            m.value = *v;
        }
        s.markers.values = values.clone();
        for (side, rs, vp, wf, r, withdrew) in rolls {
            s.log.turns[0].events.push(Event::WithdrawalTest(WithdrawalTestRecord {
                side, rs_percent: rs, vp_percent: vp, penalty: 0, wf, roll: roll(r), withdrew,
            }));
        }
        let _ = WeightedObjectives.judge(&s);
        for side in [A, B] {
            let st = withdrawal_status(&s, side, turn);
            if let Ok(r) = resolve_test(&s, side, turn, roll(value)) {
                prop_assert!(st.may_be_challenged);
                prop_assert_eq!(r.withdrew, value > r.wf);
            }
        }
    }
}
