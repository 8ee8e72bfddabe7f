//! The withdrawal test as an umpire rules it (issue 23): a test the rules forbid is void and
//! decides nothing, pays no penalty and sets no lockout; a legitimate test with wrong numbers
//! still decides; the verdict's figures are the deciding test's; the readings the program makes
//! are said in the steps; and before anything is logged there is no verdict yet (issue 24).

use super::*;
use umpire::systems::weighted_objectives::roll_text;

fn melee(side: SideId, name: &str) -> Event {
    Event::CommanderInMelee {
        side,
        name: name.into(),
    }
}

fn flag<'a>(v: &'a Verdict, id: &str) -> &'a umpire::systems::Flag {
    v.flags
        .iter()
        .find(|f| f.id == id)
        .unwrap_or_else(|| panic!("no flag {id} in {:?}", v.flags))
}

fn has_flag(v: &Verdict, id: &str) -> bool {
    v.flags.iter().any(|f| f.id == id)
}

#[test]
fn a_test_in_a_turn_a_commander_is_in_melee_is_void_and_decides_nothing() {
    // Prussia at RS 59%, VP 60%: a roll of 90 over WF 35 would withdraw it.
    let mut s = at_59_60(2);
    log(&mut s, 0, record(A, 59, 60, 0, 35, 90));
    assert_eq!(
        verdict(&s).headline,
        "Victory for Austria: Prussia withdrew (roll 90 > WF 35 in turn 1)",
        "a legitimate test decides"
    );
    // Frederick leads a charge in the same turn (logged after the test: the whole turn counts).
    log(&mut s, 0, melee(A, "Frederick"));
    let v = verdict(&s);
    assert_eq!(v.winner, Some(A), "{}", v.headline);
    assert_eq!(v.level, "Victory: holds the field");
    assert_eq!(
        v.headline,
        "Victory for Prussia: holds the field with 60% of VP"
    );
    assert!(!has_flag(&v, "withdrawal") && !has_flag(&v, "log-mismatch"));
    let f = flag(&v, "void-test");
    assert_eq!(f.side, Some(A));
    assert_eq!(f.path.as_deref(), Some("log[0].events[6]"));
    assert_eq!(
        f.text,
        "The withdrawal test of Prussia in turn 1 is void and decides nothing (no withdrawal, no penalty paid, no lockout): a commander of Prussia (Frederick) was attached to a unit in melee in turn 1, and no test may be held in that turn."
    );
    let text = steps_text(&v);
    assert!(
        text.contains("Withdrawal test: Turn 1: Prussia tested: RS 59%, VP 60%"),
        "{text}"
    );
    assert!(
        text.contains("roll 90 (2D10, real dice). The test is void and decides nothing"),
        "{text}"
    );
    // Austria's commander in melee does not bar Prussia's test.
    let mut t = at_59_60(2);
    log(&mut t, 0, melee(B, "Browne"));
    log(&mut t, 0, record(A, 59, 60, 0, 35, 90));
    assert_eq!(verdict(&t).winner, Some(B));
}

#[test]
fn a_void_test_pays_no_penalty_and_sets_no_lockout() {
    let mut s = at_59_60(3);
    premature(&mut s, 0, A, B); // Prussia's player owes 20 points
    log(&mut s, 1, melee(A, "Bevern"));
    log(&mut s, 1, record(A, 59, 60, 20, 15, 10)); // passed, but void
    let v = verdict(&s);
    assert_eq!(
        flag(&v, "void-test").path.as_deref(),
        Some("log[1].events[1]")
    );
    // The desk's status reads the log the same way: the penalty is still owed and nothing
    // locks Prussia out.
    let st = withdrawal_status(&s, A, 2);
    assert_eq!(
        (st.unpaid_premature_calls, st.penalty, st.wf),
        (1, 20, Some(15))
    );
    assert!(st.may_be_challenged, "{:?}", st.reasons);
    // The next legitimate test pays it, and then locks.
    let r = resolve_test(&s, A, 2, roll(12)).unwrap();
    assert_eq!((r.penalty, r.wf, r.withdrew), (20, Some(15), false));
    log(&mut s, 2, Event::WithdrawalTest(r));
    let v = verdict(&s);
    assert_eq!(v.flags.iter().filter(|f| f.id == "void-test").count(), 1);
    assert!(!has_flag(&v, "log-mismatch"), "{:?}", v.flags);
    assert!(steps_text(&v).contains("penalty 20, WF 15 agree"));
}

#[test]
fn a_retest_with_no_marker_or_commander_changed_is_void() {
    let mut s = passed_test();
    // Turn 2: more losses only, and a test that "withdraws".
    log(&mut s, 1, stand_losses(A, "p1", 2));
    log(&mut s, 1, record(A, 57, 60, 0, 34, 99));
    let v = verdict(&s);
    assert_eq!(v.winner, Some(A), "{}", v.headline);
    let f = flag(&v, "void-test");
    assert_eq!(f.path.as_deref(), Some("log[1].events[1]"));
    assert!(
        f.text.contains(
            "Prussia had passed a test in turn 1 and had since neither taken nor lost a marker"
        ),
        "{}",
        f.text
    );
    // Taking a marker first makes the same retest legitimate: it decides.
    let mut t = passed_test();
    take(&mut t, 1, "B", A);
    log(&mut t, 1, stand_losses(A, "p1", 2));
    log(&mut t, 1, record(A, 57, 80, 0, 46, 99));
    let v = verdict(&t);
    assert_eq!(v.winner, Some(B), "{}", v.headline);
    assert!(!has_flag(&v, "void-test"));
}

#[test]
fn a_test_at_rs_61_is_void() {
    let mut s = army(100, 61, 1);
    for m in ["A", "B", "C"] {
        take(&mut s, 0, m, A); // 65%
    }
    log(&mut s, 0, record(A, 61, 65, 0, 40, 80));
    let v = verdict(&s);
    assert_eq!(
        v.headline,
        "Victory for Prussia: holds the field with 65% of VP"
    );
    let f = flag(&v, "void-test");
    assert!(
        f.text
            .contains("the RS% of Prussia was 61%, above 60%, so the test was not legitimate"),
        "{}",
        f.text
    );
}

#[test]
fn a_legitimate_test_whose_numbers_differ_from_the_replay_still_decides() {
    let mut s = at_59_60(1);
    log(&mut s, 0, record(A, 55, 60, 0, 33, 50));
    let v = verdict(&s);
    assert_eq!(
        v.headline,
        "Victory for Austria: Prussia withdrew (roll 50 > WF 33 in turn 1)"
    );
    assert!(!has_flag(&v, "void-test"));
    let f = flag(&v, "log-mismatch");
    assert_eq!(f.path.as_deref(), Some("log[0].events[6]"));
    assert!(
        steps_text(&v).contains("the test was legitimate and its logged result stands"),
        "{}",
        steps_text(&v)
    );
}

#[test]
fn a_test_after_the_battle_was_decided_is_void_too() {
    let mut s = at_59_60(2);
    log(&mut s, 0, record(A, 59, 60, 0, 35, 90));
    log(&mut s, 1, record(B, 40, 20, 0, 8, 99));
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    let f = flag(&v, "void-test");
    assert_eq!(
        (f.side, f.path.as_deref()),
        (Some(B), Some("log[1].events[0]"))
    );
    assert!(
        f.text.contains(
            "Prussia had already withdrawn in turn 1: the battle was decided and no further tests are required"
        ),
        "{}",
        f.text
    );
    assert_eq!(
        v.flags.iter().filter(|f| f.id == "void-test").count(),
        1,
        "the deciding test is not void"
    );
}

#[test]
fn the_figures_are_the_deciding_tests_wf_0_after_a_20_point_penalty() {
    // Prussia: RS 50%, VP 30% → WF 15, less 20 for its player's premature call → WF 0.
    let mut s = army(100, 50, 2);
    take(&mut s, 0, "A", A);
    take(&mut s, 0, "B", B);
    premature(&mut s, 0, A, B);
    let r = resolve_test(&s, A, 0, roll(5)).unwrap();
    assert_eq!((r.penalty, r.wf, r.withdrew), (20, Some(0), true));
    log(&mut s, 0, Event::WithdrawalTest(r));
    // Later the Austrians take marker A: the end of the log differs from the test.
    take(&mut s, 1, "A", B);
    let v = verdict(&s);
    assert_eq!(
        v.headline,
        "Victory for Austria: Prussia withdrew (roll 5 > WF 0 in turn 1)"
    );
    assert_eq!(figure(&v, "wf"), &["0".to_string(), "20".to_string()]);
    assert_eq!(
        figure(&v, "rs-percent"),
        &["50%".to_string(), "100%".to_string()]
    );
    assert_eq!(
        figure(&v, "vp-percent"),
        &["30%".to_string(), "20%".to_string()]
    );
    assert_eq!(figure(&v, "withdraw-chance")[0], "100%");
    let wf = v.figures.iter().find(|f| f.id == "wf").unwrap();
    assert_eq!(wf.label, "Withdrawal factor at the deciding test");
    let text = steps_text(&v);
    assert!(
        text.contains("Figures: The figures are those of the deciding test in turn 1: Prussia as the test was decided (RS 50%, VP 30%, penalty 20, WF 0), Austria as the log stood then (RS 100%, VP 20%, WF 20)"),
        "{text}"
    );
    // The status at the end of the log is still stated, penalty paid and marker lost.
    assert!(
        text.contains(
            "At the end of the log Prussia: 50 of 100 stands, RS 50%, VP 0%, penalty 0, WF 0"
        ),
        "{text}"
    );
    // Without a withdrawal the figures are the end of the log's, labelled plainly.
    let v = verdict(&at_59_60(1));
    let wf = v.figures.iter().find(|f| f.id == "wf").unwrap();
    assert_eq!(wf.label, "Withdrawal factor");
}

#[test]
fn the_roll_says_what_was_rolled() {
    assert_eq!(roll_text(&roll(28)), "28 (2D10, real dice)");
    let seeded = Roll {
        value: 4,
        source: DiceSource::Seeded { index: 3 },
    };
    assert_eq!(roll_text(&seeded), "4 (seeded draw 3, 1–100)");
}

#[test]
fn rs_60_4_rounds_to_60_and_the_steps_say_it_is_under_40_percent_losses() {
    let mut s = army(500, 302, 1);
    for m in ["A", "C", "E", "F", "G"] {
        take(&mut s, 0, m, A);
    }
    let st = withdrawal_status(&s, A, 0);
    assert_eq!(st.rs_percent, Some(60));
    assert!(st.may_be_challenged, "{:?}", st.reasons);
    let text: String = st.steps.iter().map(|s| s.text.clone()).collect();
    let reading = "an exact RS of 60.40% counts as 60% and the test is legitimate, though the army's losses, 39.60%, are under the source text's \"minimum of 40%\"";
    assert!(text.contains(reading), "{text}");
    let r = resolve_test(&s, A, 0, roll(10)).unwrap();
    log(&mut s, 0, Event::WithdrawalTest(r));
    let v = verdict(&s);
    assert!(!has_flag(&v, "void-test"));
    assert!(steps_text(&v).contains(reading), "{}", steps_text(&v));
    // 59.6% rounds to 60 too, with 40.4% losses: nothing to explain.
    let st = withdrawal_status(&army(500, 298, 1), A, 0);
    assert_eq!(st.rs_percent, Some(60));
    assert!(!st.steps.iter().any(|s| s.text.contains("Reading")));
}

#[test]
fn the_end_of_battle_rule_is_said_to_be_the_programs_own() {
    let text = steps_text(&verdict(&seed_example()));
    assert!(
        text.contains("Reading: The source text gives no rule for a battle that ends without a withdrawal; the program's own rule"),
        "{text}"
    );
}

/// Austria defends and held the field: it controls the markers in its area (A 30, B 20, C 15)
/// from the start. Units only; `turns` empty turns.
fn defended(turns: usize) -> Scenario {
    let mut s = base(turns);
    add_unit(&mut s, A, unit("p1", 100, UnitStatus::OnBoard));
    add_unit(&mut s, B, unit("a1", 100, UnitStatus::OnBoard));
    austria_held_the_field(&mut s);
    s
}

#[test]
fn before_the_battle_there_is_no_verdict_yet() {
    for turns in [0, 1] {
        let s = defended(turns);
        let v = verdict(&s);
        assert_eq!(
            (v.winner, v.level.as_str()),
            (None, "No verdict yet"),
            "{turns} turns"
        );
        assert_eq!(
            v.headline,
            "No verdict yet: nothing is logged, the battle has not begun"
        );
        assert_eq!(v.flags.len(), 1);
        assert_eq!(v.flags[0].id, "not-started");
        // The steps and figures still say where the armies stand.
        assert_eq!(
            figure(&v, "vp-percent"),
            &["0%".to_string(), "65%".to_string()]
        );
        let text = steps_text(&v);
        assert!(
            text.contains(
                "controls the markers in its deployment area at the start: A 30, B 20, C 15"
            ),
            "{text}"
        );
        assert!(
            text.contains("Before the battle: Nothing is logged"),
            "{text}"
        );
        assert!(!text.contains("End of battle"), "{text}");
    }
    // Once anything is logged the battle is judged.
    let mut s = defended(1);
    log(
        &mut s,
        0,
        Event::Note {
            text: "Morning fog.".into(),
        },
    );
    assert_eq!(
        verdict(&s).headline,
        "Victory for Austria: holds the field with 65% of VP"
    );
}

/// The log with the entries at these places (`log[t].events[k]`) taken out.
fn without_entries(s: &Scenario, paths: &[String]) -> Scenario {
    let mut places: Vec<(usize, usize)> = paths
        .iter()
        .map(|p| {
            let n: Vec<usize> = p
                .split(|c: char| !c.is_ascii_digit())
                .filter(|x| !x.is_empty())
                .map(|x| x.parse().unwrap())
                .collect();
            (n[0], n[1])
        })
        .collect();
    places.sort_unstable_by(|a, b| b.cmp(a));
    let mut t = s.clone();
    for (turn, k) in places {
        t.log.turns[turn].events.remove(k);
    }
    t
}

fn same_result(a: &Verdict, b: &Verdict) -> bool {
    (a.winner, &a.level, &a.headline) == (b.winner, &b.level, &b.headline)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// A test logged where the rules forbid one (the desk's status says it may not be
    /// challenged) leaves the winner, level and headline as they were, and is flagged void.
    #[test]
    fn adding_a_forbidden_test_never_changes_the_verdict(
        s in scenario_strategy(),
        side in side_strategy(),
        pick in 0..10usize,
        (rs, vp, wf, value) in (0..=100u32, 0..=100u32, 0..=100u32, 1..=100u32),
    ) {
        prop_assume!(!umpire::systems::nothing_logged(&s));
        let t = pick % s.log.turns.len();
        prop_assume!(!withdrawal_status(&s, side, t).may_be_challenged);
        let before = verdict(&s);
        let mut with = s.clone();
        log(&mut with, t, record(side, rs, vp, 0, wf, value));
        let after = verdict(&with);
        prop_assert!(same_result(&before, &after), "{:?} became {:?}", before.headline, after.headline);
        let path = format!("log[{t}].events[{}]", s.log.turns[t].events.len());
        prop_assert!(
            after.flags.iter().any(|f| f.id == "void-test" && f.path.as_deref() == Some(path.as_str())),
            "{:?}", after.flags
        );
    }

    /// Taking every void test out of a log leaves the verdict as it was: they decided nothing.
    #[test]
    fn removing_the_void_tests_never_changes_the_verdict(s in scenario_strategy()) {
        let v = verdict(&s);
        let void: Vec<String> = v
            .flags
            .iter()
            .filter(|f| f.id == "void-test")
            .filter_map(|f| f.path.clone())
            .collect();
        prop_assume!(!void.is_empty());
        let stripped = without_entries(&s, &void);
        prop_assume!(!umpire::systems::nothing_logged(&stripped));
        let w = verdict(&stripped);
        prop_assert!(same_result(&v, &w), "{:?} became {:?}", v.headline, w.headline);
        prop_assert!(w.flags.iter().all(|f| f.id != "void-test"), "{:?}", w.flags);
    }
}
