//! Weighted objectives and the withdrawal test (seed 002, RULES.md §2): the seed's example, the
//! boundaries, premature calls and the retest lock. In files of their own: how an umpire rules on
//! the tests the rules forbid ([`rulings`]), how a battle ends ([`outcome`]), and properties
//! ([`properties`]).
//!
//! One file past the usual length: the seed's example and its boundaries share one battle builder.

mod outcome;
mod properties;
mod rulings;

use outcome::austria_held_the_field;
use properties::{scenario_strategy, side_strategy};

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
            value: Some(v),
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
        vp_percent: Some(vp),
        penalty,
        wf: Some(wf),
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
            vp_percent: Some(60),
            penalty: 0,
            wf: Some(35),
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

/// The seed's example judged in French: French sentences, French figures (`≈58,72`, `59 %`),
/// the English verdict's figures, and no English word but the scenario's own.
#[test]
fn seed_example_in_french() {
    use crate::support::english::{english_words, figures};
    use umpire::i18n::{Lang, with_lang};
    let fr = |text: &str| text.replace('_', "\u{202F}");
    let mut s = seed_example();
    let r = resolve_test(&s, A, 0, roll(28)).unwrap();
    log(&mut s, 0, Event::WithdrawalTest(r));
    let whole = |lang| {
        with_lang(lang, || {
            let st = withdrawal_status(&s, A, 0);
            let v = verdict(&s);
            let figures: Vec<String> = v.figures.iter().flat_map(|f| f.text.clone()).collect();
            let flags: Vec<String> = v.flags.iter().map(|f| f.text.clone()).collect();
            let status: Vec<String> = st
                .steps
                .iter()
                .map(|s| format!("{}: {}", s.rule, s.text))
                .collect();
            (
                v.clone(),
                [
                    v.level.clone(),
                    v.headline.clone(),
                    v.reason.clone(),
                    steps_text(&v),
                    figures.join(" "),
                    flags.join("\n"),
                    status.join("\n"),
                ]
                .join("\n"),
            )
        })
    };
    let (v, french) = whole(Lang::Fr);
    let (_, english) = whole(Lang::En);
    assert_eq!(v.winner, Some(A));
    assert_eq!(v.level, "Victoire\u{A0}: tient le terrain");
    assert_eq!(
        v.headline,
        fr("Victoire\u{A0}: Prussia (tient le terrain avec 60_% des PV)")
    );
    assert_eq!(figure(&v, "vp-percent"), &[fr("60_%"), fr("25_%")]);
    assert_eq!(figure(&v, "withdraw-chance")[0], fr("65_%"));
    for expected in [
        "arrondi(100 × 138 / 235) = arrondi(≈58,72) = 59_%",
        "hussars (7 socles,",
        "arrondi(59 × 60 / 100) − 0 = arrondi(35,40) − 0 = 35",
        "de 36 à 100",
        "jet 28 ≤ FR 35\u{A0}: Prussia ne bat pas en retraite",
        "ER 59_%, PV 60_%, pénalité 0, FR 35 concordent",
        "Prussia 60_% (A 30, C 15, E 5, F 5, G 5)",
    ] {
        assert!(french.contains(&fr(expected)), "{expected:?} in\n{french}");
    }
    assert_eq!(figures(&french, true), figures(&english, false));
    // The user's words: the sides', units' and markers' names; the units' statuses and the
    // turns' names ("turn 1") are the model's words (translated with the model).
    let phrases: Vec<String> = ["Prussia", "Austria", "hussars", "reserve", "line", "guard"]
        .map(String::from)
        .to_vec();
    let left = english_words(&french, &phrases, &["routed", "off", "table", "turn"]);
    assert!(left.is_empty(), "{left:?}\n{french}");
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
    assert_eq!((r.penalty, r.wf, r.withdrew), (40, Some(0), true));
    let mut paid = at_59_60(3);
    premature(&mut paid, 0, A, B);
    let r = resolve_test(&paid, A, 0, roll(10)).unwrap();
    assert_eq!((r.penalty, r.wf, r.withdrew), (20, Some(15), false));
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
