//! The verdict: the log walked once, each premature call and logged test re-checked against the
//! log replayed up to it, each army's status at the end, the VP count, and the result (the first
//! army that withdrew loses; otherwise the side holding more than 50% of VP holds the field).

use super::status::{Detail, History, markers_held, status_in};
use super::{
    HOLDS_THE_FIELD_VP_PERCENT, LEGITIMATE_RS_PERCENT, PREMATURE_CALL_PENALTY, WithdrawalStatus,
    capitalised, seen, turn_label,
};
use crate::model::{
    BattleState, Event, Role, Scenario, SideId, WithdrawalTestRecord, start_control,
};
use crate::systems::exact::{decimal, q};
use crate::systems::{Figure, Flag, Step, Verdict};

/// A logged test compared with the log replayed up to it.
/// `st` and `h` are the battle and the army's history just before the test, in turn `t`.
fn recheck_test(
    s: &Scenario,
    st: &BattleState,
    h: &History,
    t: usize,
    r: &WithdrawalTestRecord,
) -> (Step, Vec<String>) {
    let name = &s.side(r.side).name;
    let other = &s.side(r.side.other()).name;
    let product = q(i128::from(r.rs_percent) * i128::from(r.vp_percent), 100);
    let outcome = if r.withdrew {
        format!(
            "roll {} > WF {}: {name} withdraws and {other} is the victor",
            r.roll.value, r.wf
        )
    } else {
        format!(
            "roll {} ≤ WF {}: {name} does not withdraw",
            r.roll.value, r.wf
        )
    };
    let before = status_in(s, st, h, r.side, t, Detail::NumbersOnly);
    let mut diffs = Vec::new();
    let mut compare = |what: &str, logged: String, replayed: String| {
        if logged != replayed {
            diffs.push(format!("{what} {logged} in the log, {replayed} replayed"));
        }
    };
    let opt = |x: Option<u32>| x.map_or("none".to_string(), |v| v.to_string());
    compare("RS%", r.rs_percent.to_string(), opt(before.rs_percent));
    compare(
        "VP%",
        r.vp_percent.to_string(),
        before.vp_percent.to_string(),
    );
    compare("penalty", r.penalty.to_string(), before.penalty.to_string());
    compare("WF", r.wf.to_string(), opt(before.wf));
    let mut problems: Vec<String> = diffs.clone();
    problems.extend(before.reasons.iter().cloned());
    let recheck = if problems.is_empty() {
        format!(
            "Re-checked against the log: RS {}%, VP {}%, penalty {}, WF {} agree, and the test was legitimate.",
            r.rs_percent, r.vp_percent, r.penalty, r.wf
        )
    } else {
        format!("Re-check against the log: {}.", problems.join("; "))
    };
    let step = Step::new(
        "Withdrawal test",
        format!(
            "{}: {name} tested: RS {}%, VP {}%, WF = round({} × {} / 100) − penalty {} = round({}) − {} → {}; {outcome}. {recheck}",
            capitalised(&turn_label(s, t)),
            r.rs_percent,
            r.vp_percent,
            r.rs_percent,
            r.vp_percent,
            r.penalty,
            decimal(product, 2),
            r.penalty,
            r.wf
        ),
    );
    (step, problems)
}

/// The verdict: the opening state, every premature call and test of the log re-checked, each
/// army's status at the end, the VP count, then the first withdrawal or else the VP held.
pub(super) fn verdict(s: &Scenario) -> Verdict {
    let mut steps = opening_steps(s);
    let mut flags = Vec::new();
    let walk = walk_log(s, &mut steps, &mut flags);
    let last = s.log.turns.len().saturating_sub(1);
    let status = SideId::BOTH.map(|side| {
        status_in(
            s,
            &walk.end,
            &walk.histories[side.index()],
            side,
            last,
            Detail::NumbersOnly,
        )
    });
    steps.extend(status.iter().map(|st| status_step(s, st)));
    let vp = SideId::BOTH.map(|side| walk.end.vp_held(s, side));
    steps.push(vp_count_step(s, &walk.end, vp));
    let (winner, level, headline) = match &walk.withdrawal {
        Some((t, r)) => withdrawal_result(s, *t, r, &mut steps, &mut flags),
        None => vp_result(s, vp, &mut steps),
    };
    Verdict {
        winner,
        level,
        headline,
        reason: seen::reason(s, walk.withdrawal.as_ref().map(|(t, r)| (*t, r)), vp, true),
        flags,
        figures: figures(&status),
        steps,
    }
}

/// Who controls markers at the start (when the defender held the field), and a set not yet
/// all placed.
fn opening_steps(s: &Scenario) -> Vec<Step> {
    let mut steps = Vec::new();
    if s.settings.defender_held_field {
        let text = match s.side_with_role(Role::Defender) {
            Some(def) => {
                let control = start_control(s);
                let held: Vec<String> = s
                    .markers
                    .markers
                    .iter()
                    .filter(|m| control.get(m.id.as_str()) == Some(&def))
                    .map(|m| format!("{} {}", m.id, m.value))
                    .collect();
                format!(
                    "{} held the field for 10 daylight hours before the battle and controls the markers in its deployment area at the start: {}.",
                    s.side(def).name,
                    if held.is_empty() {
                        "none".to_string()
                    } else {
                        held.join(", ")
                    }
                )
            }
            None => "The defender held the field, but no single side is the defender: no marker is controlled at the start.".to_string(),
        };
        steps.push(Step::new("Control", text));
    }
    let placed = s.markers.markers.len();
    if placed < s.markers.values.len() {
        steps.push(Step::new(
            "Markers",
            format!(
                "Only {placed} of the {} markers of the set are placed.",
                s.markers.values.len()
            ),
        ));
    }
    steps
}

/// The battle after the whole log, each army's history, and the first withdrawal (its turn).
struct Walk<'a> {
    end: BattleState<'a>,
    histories: [History; 2],
    withdrawal: Option<(usize, WithdrawalTestRecord)>,
}

/// One walk of the log: each premature call and test is judged on the battle and the armies'
/// histories as they stand just before it.
fn walk_log<'a>(s: &'a Scenario, steps: &mut Vec<Step>, flags: &mut Vec<Flag>) -> Walk<'a> {
    let mut battle = BattleState::at_start(s);
    let mut histories = [History::default(), History::default()];
    let mut withdrawal: Option<(usize, WithdrawalTestRecord)> = None;
    for (t, turn) in s.log.turns.iter().enumerate() {
        for e in &turn.events {
            match e {
                Event::PrematureCall { by, against } => {
                    let called = &histories[against.index()];
                    premature_call(s, &battle, called, t, (*by, *against), steps, flags);
                }
                Event::WithdrawalTest(r) => match &withdrawal {
                    Some((wt, w)) => steps.push(ignored_test_step(s, t, r, *wt, w)),
                    None => {
                        let history = &histories[r.side.index()];
                        logged_test(s, &battle, history, t, r, steps, flags);
                        if r.withdrew {
                            withdrawal = Some((t, r.clone()));
                        }
                    }
                },
                _ => {}
            }
            for side in SideId::BOTH {
                histories[side.index()].see(s, side, t, e, &battle.control);
            }
            battle.apply(e);
        }
    }
    Walk {
        end: battle,
        histories,
        withdrawal,
    }
}

/// A premature call: the caller pays at its next legitimate test; flagged when the log replayed
/// shows the call was not premature.
fn premature_call(
    s: &Scenario,
    before: &BattleState,
    history: &History,
    t: usize,
    (by, against): (SideId, SideId),
    steps: &mut Vec<Step>,
    flags: &mut Vec<Flag>,
) {
    let name = |id: SideId| s.side(id).name.as_str();
    let st = status_in(s, before, history, against, t, Detail::NumbersOnly);
    let premature = !st.legitimate;
    let rs = st.rs_percent.map_or("none".into(), |r| format!("{r}%"));
    steps.push(Step::new(
        "Penalties",
        format!(
            "{}: {} called a withdrawal test of {} prematurely (RS% then {rs}): {} pays {PREMATURE_CALL_PENALTY} points at its next legitimate test.{}",
            capitalised(&turn_label(s, t)),
            name(by),
            name(against),
            name(by),
            if premature {
                String::new()
            } else {
                format!(
                    " Re-check: RS% {rs} is not above {LEGITIMATE_RS_PERCENT}, so the call was not premature."
                )
            }
        ),
    ));
    if !premature {
        flags.push(Flag {
            id: "log-mismatch".into(),
            side: Some(by),
            text: format!(
                "The premature call by {} in {} was not premature (RS% of {} was {rs}).",
                name(by),
                turn_label(s, t),
                name(against)
            ),
        });
    }
}

/// A test logged after an army withdrew: the battle was already decided.
fn ignored_test_step(
    s: &Scenario,
    t: usize,
    r: &WithdrawalTestRecord,
    withdrew_in: usize,
    withdrawn: &WithdrawalTestRecord,
) -> Step {
    Step::new(
        "Withdrawal test",
        format!(
            "{}: test of {} ignored: {} already withdrew in {}.",
            capitalised(&turn_label(s, t)),
            s.side(r.side).name,
            s.side(withdrawn.side).name,
            turn_label(s, withdrew_in)
        ),
    )
}

/// A logged test re-checked against the log replayed up to it; flagged when they disagree.
fn logged_test(
    s: &Scenario,
    before: &BattleState,
    history: &History,
    t: usize,
    r: &WithdrawalTestRecord,
    steps: &mut Vec<Step>,
    flags: &mut Vec<Flag>,
) {
    let (step, problems) = recheck_test(s, before, history, t, r);
    steps.push(step);
    if !problems.is_empty() {
        flags.push(Flag {
            id: "log-mismatch".into(),
            side: Some(r.side),
            text: format!(
                "The withdrawal test of {} in {} does not agree with the log replayed: {}.",
                s.side(r.side).name,
                turn_label(s, t),
                problems.join("; ")
            ),
        });
    }
}

/// An army's numbers at the end of the log, and whether it may be challenged now.
fn status_step(s: &Scenario, st: &WithdrawalStatus) -> Step {
    let n = &s.side(st.side).name;
    let text = match (st.rs_percent, st.wf, st.chance_to_withdraw) {
        (Some(rs), Some(wf), Some(ch)) => format!(
            "At the end of the log {n}: {} of {} stands, RS {rs}%, VP {}%, penalty {}, WF {wf}, chance to withdraw {}%; {}",
            st.current,
            st.original,
            st.vp_percent,
            st.penalty,
            decimal(ch * q(100, 1), 0),
            if st.may_be_challenged {
                "may be challenged now.".to_string()
            } else {
                format!("may not be challenged now: {}", st.reasons.join(" "))
            }
        ),
        _ => format!(
            "At the end of the log {n} has no stands: VP {}%.",
            st.vp_percent
        ),
    };
    Step::new("Status", text)
}

/// The VP each side holds at the end of the log, by marker, and what nobody holds.
fn vp_count_step(s: &Scenario, end: &BattleState, vp: [u64; 2]) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    let uncontrolled = markers_held(s, end, None);
    let held_text = |side: SideId| {
        let held = markers_held(s, end, Some(side));
        if held.is_empty() {
            format!("{} {}% (no marker)", name(side), vp[side.index()])
        } else {
            format!("{} {}% ({})", name(side), vp[side.index()], held.join(", "))
        }
    };
    Step::new(
        "VP count",
        format!(
            "VP at the end of the log: {}; {}; {}.",
            held_text(SideId::A),
            held_text(SideId::B),
            if uncontrolled.is_empty() {
                "no marker uncontrolled".to_string()
            } else {
                format!(
                    "{}% uncontrolled ({})",
                    100u64.saturating_sub(vp[0] + vp[1]),
                    uncontrolled.join(", ")
                )
            }
        ),
    )
}

/// The first army that withdrew loses; no further tests are required.
fn withdrawal_result(
    s: &Scenario,
    t: usize,
    r: &WithdrawalTestRecord,
    steps: &mut Vec<Step>,
    flags: &mut Vec<Flag>,
) -> (Option<SideId>, String, String) {
    let name = |id: SideId| s.side(id).name.as_str();
    let victor = r.side.other();
    flags.push(seen::withdrawal_flag(s, t, r, true));
    steps.push(Step::new(
        "Step 6: result",
        format!(
            "{} failed its withdrawal test in {}: it withdraws and {} is the victor; no further tests are required.",
            name(r.side),
            turn_label(s, t),
            name(victor)
        ),
    ));
    (
        Some(victor),
        seen::LEVEL_WITHDREW.to_string(),
        seen::withdrawal_headline(s, t, r, true),
    )
}

/// The end of the battle without a withdrawal: who holds more than 50% of VP.
fn vp_result(
    s: &Scenario,
    vp: [u64; 2],
    steps: &mut Vec<Step>,
) -> (Option<SideId>, String, String) {
    let name = |id: SideId| s.side(id).name.as_str();
    let holder = SideId::BOTH
        .into_iter()
        .find(|side| vp[side.index()] > HOLDS_THE_FIELD_VP_PERCENT);
    let (a, b) = (name(SideId::A), name(SideId::B));
    match holder {
        Some(side) => {
            steps.push(Step::new(
                "End of battle",
                format!(
                    "No army withdrew. {} holds {}% of VP, more than {HOLDS_THE_FIELD_VP_PERCENT}%: it holds the field.",
                    name(side),
                    vp[side.index()]
                ),
            ));
            (
                Some(side),
                "Victory: holds the field".to_string(),
                format!(
                    "Victory for {}: holds the field with {}% of VP",
                    name(side),
                    vp[side.index()]
                ),
            )
        }
        None if vp == [HOLDS_THE_FIELD_VP_PERCENT; 2] => {
            steps.push(Step::new(
                "End of battle",
                format!("No army withdrew. {a} and {b} hold 50% of VP each: a draw."),
            ));
            (
                None,
                "Draw".to_string(),
                format!("Draw: {a} and {b} hold 50% of VP each"),
            )
        }
        None => {
            steps.push(Step::new(
                "End of battle",
                format!(
                    "No army withdrew. Neither side holds more than {HOLDS_THE_FIELD_VP_PERCENT}% of VP ({a} {}%, {b} {}%): neither holds the field; counted as a draw.",
                    vp[0], vp[1]
                ),
            ));
            (
                None,
                "Draw".to_string(),
                format!(
                    "Draw: neither side holds more than 50% of VP ({a} {}%, {b} {}%)",
                    vp[0], vp[1]
                ),
            )
        }
    }
}

fn figures(status: &[WithdrawalStatus; 2]) -> Vec<Figure> {
    let num = |x: Option<u32>| x.map_or(0.0, f64::from);
    let text = |x: Option<u32>, unit: &str| x.map_or("—".to_string(), |v| format!("{v}{unit}"));
    let chance = |st: &WithdrawalStatus| st.chance_to_withdraw.map(|c| c * q(100, 1));
    let chance_text = |st: &WithdrawalStatus| {
        chance(st).map_or("—".to_string(), |c| format!("{}%", decimal(c, 0)))
    };
    let chance_num = |st: &WithdrawalStatus| chance(st).map_or(0.0, crate::systems::exact::to_f64);
    let [a, b] = status;
    vec![
        Figure {
            id: "rs-percent".into(),
            label: "Residual strength %".into(),
            values: [num(a.rs_percent), num(b.rs_percent)],
            text: [text(a.rs_percent, "%"), text(b.rs_percent, "%")],
        },
        Figure {
            id: "vp-percent".into(),
            label: "VP % held".into(),
            values: [f64::from(a.vp_percent), f64::from(b.vp_percent)],
            text: [format!("{}%", a.vp_percent), format!("{}%", b.vp_percent)],
        },
        Figure {
            id: "wf".into(),
            label: "Withdrawal factor".into(),
            values: [num(a.wf), num(b.wf)],
            text: [text(a.wf, ""), text(b.wf, "")],
        },
        Figure {
            id: "withdraw-chance".into(),
            label: "Chance to withdraw".into(),
            values: [chance_num(a), chance_num(b)],
            text: [chance_text(a), chance_text(b)],
        },
    ]
}
