//! The verdict: the log walked once, each premature call and logged test re-checked against the
//! log replayed up to it (a test the rules forbade is void and decides nothing), each army's
//! status at the end and the VP count; then the result ([`super::result`]).

use super::figure_or_absent;
use super::result::{figures, vp_result, withdrawal_result};
use super::status::{Bar, Detail, History, markers_held, rounding_note, status_in};
use super::walk::{LogWalk, Ruling};
use super::{
    LEGITIMATE_RS_PERCENT, PREMATURE_CALL_PENALTY, WithdrawalStatus, capitalised,
    chance_to_withdraw, roll_text, seen, turn_label,
};
use crate::i18n::tr;
use crate::model::{
    BattleState, Event, Role, Scenario, SideId, WithdrawalTestRecord, start_control,
};
use crate::systems::exact::{decimal, q, round_half_up};
use crate::systems::words::side_number;
use crate::systems::{Flag, Step, Verdict, nothing_logged};

/// The flag of a test the rules forbade.
pub const VOID_TEST: &str = "void-test";

/// "RS 59%, VP 60%, WF = round(59 × 60 / 100) − penalty 0 = round(35.40) − 0 → 35": a logged
/// test's numbers as its step shows them.
fn logged_numbers(r: &WithdrawalTestRecord) -> String {
    let product = q(
        i128::from(r.rs_percent) * i128::from(r.vp_percent.unwrap_or_default()),
        100,
    );
    tr!(
        WoLoggedNumbers,
        rs = r.rs_percent,
        vp = figure_or_absent(r.vp_percent),
        penalty = r.penalty,
        product = decimal(product, 2),
        wf = figure_or_absent(r.wf)
    )
}

/// A logged test that counted, compared with the log replayed up to it: its step.
fn counted_test_step(
    s: &Scenario,
    t: usize,
    r: &WithdrawalTestRecord,
    before: &WithdrawalStatus,
    mismatches: &[String],
) -> Step {
    let (roll, wf) = (r.roll.value, figure_or_absent(r.wf));
    let said = seen::outcome(s, r.side, r.withdrew);
    let outcome = if r.withdrew {
        tr!(WoCountedWithdrew, roll = roll, wf = wf, outcome = said)
    } else {
        tr!(WoCountedStayed, roll = roll, wf = wf, outcome = said)
    };
    let mut recheck = if mismatches.is_empty() {
        tr!(
            WoRechecked,
            rs = r.rs_percent,
            vp = figure_or_absent(r.vp_percent),
            penalty = r.penalty,
            wf = figure_or_absent(r.wf)
        )
    } else {
        tr!(WoRecheckMismatch, mismatches = mismatches.join("; "))
    };
    if let Some(note) = rounding_note(before.current, before.original) {
        recheck.push(' ');
        recheck.push_str(&note);
    }
    Step::new(
        tr!(WoRuleTest),
        tr!(
            WoCountedTest,
            when = capitalised(&turn_label(s, t)),
            side = s.side(r.side).name.as_str(),
            numbers = logged_numbers(r),
            outcome = outcome,
            recheck = recheck
        ),
    )
}

/// Why a void test decided nothing, in words that follow "void: ".
fn void_reasons(s: &Scenario, side: SideId, bars: &[Bar]) -> String {
    bars.iter()
        .map(|b| b.void(s, side))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The army's status at the end of the log, and at the test that decided the battle (when one
/// did), for the figures.
struct Walked {
    end: [WithdrawalStatus; 2],
    decided: Option<Decided>,
}

/// The test that decided the battle, and where both armies stood at it.
pub(super) struct Decided {
    pub turn: usize,
    pub record: WithdrawalTestRecord,
    /// The tested army with the test's own numbers, and its opponent as the log stood then.
    pub at_test: [WithdrawalStatus; 2],
}

/// The verdict: the opening state, every premature call and test of the log re-checked, each
/// army's status at the end, the VP count, then the first withdrawal or else the VP held.
pub(super) fn verdict(s: &Scenario) -> Verdict {
    let mut steps = opening_steps(s);
    let mut flags = Vec::new();
    let (walked, vp, vp_step) = walk_log(s, &mut steps, &mut flags);
    flags.extend(super::held::control_flags(s));
    steps.extend(walked.end.iter().map(|st| status_step(s, st)));
    steps.push(vp_step);
    if nothing_logged(s) {
        return Verdict::not_started(figures(&walked.end, false), steps);
    }
    let (winner, (level, level_id), headline) = match &walked.decided {
        Some(d) => withdrawal_result(s, d, &mut steps, &mut flags),
        None => vp_result(s, vp, &mut steps),
    };
    let figures = match &walked.decided {
        Some(d) => figures(&d.at_test, true),
        None => figures(&walked.end, false),
    };
    Verdict {
        winner,
        level,
        level_id,
        headline,
        reason: seen::reason(
            s,
            walked.decided.as_ref().map(|d| (d.turn, &d.record)),
            vp,
            true,
        ),
        flags,
        figures,
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
                    .map(|m| format!("{} {}", m.id, figure_or_absent(m.value)))
                    .collect();
                tr!(
                    WoControl,
                    side = s.side(def).name.as_str(),
                    held = if held.is_empty() {
                        tr!(WoNone)
                    } else {
                        held.join(", ")
                    }
                )
            }
            None => tr!(WoControlNoDefender),
        };
        steps.push(Step::new(tr!(WoRuleControl), text));
    }
    let placed = s.markers.markers.len();
    if placed < s.markers.values.len() {
        steps.push(Step::new(
            tr!(WoRuleMarkers),
            tr!(
                WoMarkersPlaced,
                placed = placed,
                count = s.markers.values.len()
            ),
        ));
    }
    steps
}

/// One walk of the log: each premature call and test is judged on the battle and the armies'
/// histories as they stand just before it. Gives each army's status at the end and at the
/// deciding test, and the VP each side holds at the end with its step.
fn walk_log(
    s: &Scenario,
    steps: &mut Vec<Step>,
    flags: &mut Vec<Flag>,
) -> (Walked, [u64; 2], Step) {
    let mut w = LogWalk::new(s);
    let mut decided = None;
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let ruling = match e {
                Event::PrematureCall { by, against } => {
                    let called = &w.histories[against.index()];
                    premature_call(s, &w.battle, called, t, (*by, *against), steps, flags);
                    None
                }
                Event::WithdrawalTest(r) => {
                    let ruling = w.rule(t, r);
                    logged_test(s, &w, (t, k), r, &ruling, steps, flags);
                    if let Ruling::Counted { before, .. } = &ruling
                        && r.withdrew
                        && decided.is_none()
                    {
                        decided = Some(deciding_test(s, &w, t, r, before));
                    }
                    Some(ruling)
                }
                _ => None,
            };
            w.advance(t, e, ruling.as_ref());
        }
    }
    let last = s.log.turns.len().saturating_sub(1);
    let end = SideId::BOTH.map(|side| {
        let h = &w.histories[side.index()];
        status_in(s, &w.battle, h, side, last, Detail::NumbersOnly)
    });
    let vp = SideId::BOTH.map(|side| w.battle.vp_held(s, side));
    let vp_step = vp_count_step(s, &w.battle, vp);
    (Walked { end, decided }, vp, vp_step)
}

/// The test that decided the battle: the tested army with the numbers the test was decided on
/// (the headline's), its opponent as the log stood just before it.
fn deciding_test(
    s: &Scenario,
    w: &LogWalk,
    t: usize,
    r: &WithdrawalTestRecord,
    before: &WithdrawalStatus,
) -> Decided {
    let tested = WithdrawalStatus {
        rs_percent: Some(r.rs_percent),
        vp_percent: r.vp_percent.unwrap_or_default(),
        penalty: r.penalty,
        wf: r.wf,
        chance_to_withdraw: r.wf.map(chance_to_withdraw),
        ..before.clone()
    };
    let other = r.side.other();
    let opponent = status_in(
        s,
        &w.battle,
        &w.histories[other.index()],
        other,
        t,
        Detail::NumbersOnly,
    );
    let mut at_test = [tested, opponent];
    if r.side == SideId::B {
        at_test.swap(0, 1);
    }
    Decided {
        turn: t,
        record: r.clone(),
        at_test,
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
    let rs = st.rs_percent.map_or(tr!(WoNone), crate::i18n::percent);
    let mut text = tr!(
        WoPremature,
        when = capitalised(&turn_label(s, t)),
        by = name(by),
        against = name(against),
        rs = rs.as_str(),
        by_number = side_number(name(by)),
        penalty = PREMATURE_CALL_PENALTY
    );
    if !premature {
        text.push(' ');
        text.push_str(&tr!(
            WoPrematureRecheck,
            rs = rs.as_str(),
            legitimate = LEGITIMATE_RS_PERCENT
        ));
    }
    steps.push(Step::new(tr!(WoRulePenalties), text));
    if !premature {
        flags.push(Flag::new(
            "log-mismatch",
            Some(by),
            tr!(
                WoPrematureFlag,
                by = name(by),
                turn = turn_label(s, t),
                against = name(against),
                rs = rs
            ),
        ));
    }
}

/// A test logged after an army withdrew: the battle was already decided.
fn ignored_test_step(
    s: &Scenario,
    t: usize,
    r: &WithdrawalTestRecord,
    (withdrew_in, withdrawn): (usize, SideId),
) -> Step {
    Step::new(
        tr!(WoRuleTest),
        tr!(
            WoIgnoredTest,
            when = capitalised(&turn_label(s, t)),
            side = s.side(r.side).name.as_str(),
            withdrawn = s.side(withdrawn).name.as_str(),
            turn = turn_label(s, withdrew_in)
        ),
    )
}

/// A logged test as ruled: a counted one re-checked against the log replayed up to it (flagged
/// `log-mismatch` when they disagree), a void one flagged `void-test` with why, at its place.
fn logged_test(
    s: &Scenario,
    w: &LogWalk,
    (t, k): (usize, usize),
    r: &WithdrawalTestRecord,
    ruling: &Ruling,
    steps: &mut Vec<Step>,
    flags: &mut Vec<Flag>,
) {
    let name = s.side(r.side).name.as_str();
    let path = format!("log[{t}].events[{k}]");
    match ruling {
        Ruling::Counted { before, mismatches } => {
            steps.push(counted_test_step(s, t, r, before, mismatches));
            if !mismatches.is_empty() {
                flags.push(
                    Flag::new(
                        "log-mismatch",
                        Some(r.side),
                        tr!(
                            WoMismatchFlag,
                            side = name,
                            turn = turn_label(s, t),
                            mismatches = mismatches.join("; ")
                        ),
                    )
                    .at(path),
                );
            }
        }
        Ruling::Void { bars } => {
            let why = void_reasons(s, r.side, bars);
            steps.push(match w.withdrawal {
                Some((wt, withdrawn)) => ignored_test_step(s, t, r, (wt, withdrawn.side)),
                None => Step::new(
                    tr!(WoRuleTest),
                    tr!(
                        WoVoidTest,
                        when = capitalised(&turn_label(s, t)),
                        side = name,
                        numbers = logged_numbers(r),
                        roll = roll_text(&r.roll),
                        why = why.as_str()
                    ),
                ),
            });
            flags.push(
                Flag::new(
                    VOID_TEST,
                    Some(r.side),
                    tr!(WoVoidFlag, side = name, turn = turn_label(s, t), why = why),
                )
                .at(path),
            );
        }
    }
}

/// An army's numbers at the end of the log, and whether it may be challenged now.
fn status_step(s: &Scenario, st: &WithdrawalStatus) -> Step {
    let n = s.side(st.side).name.as_str();
    let text = match (st.rs_percent, st.wf, st.chance_to_withdraw) {
        (Some(rs), Some(wf), Some(ch)) => tr!(
            WoStatus,
            side = n,
            current = st.current,
            original = st.original,
            rs = rs,
            vp = st.vp_percent,
            penalty = st.penalty,
            wf = wf,
            chance = round_half_up(ch * q(100, 1)) as f64,
            challenge = if st.may_be_challenged {
                tr!(WoMayBeChallenged)
            } else {
                tr!(WoMayNotBeChallenged, reasons = st.reasons.join(" "))
            }
        ),
        _ => tr!(
            WoStatusNoStands,
            side = n,
            side_number = side_number(n),
            vp = st.vp_percent
        ),
    };
    Step::new(tr!(WoRuleStatus), text)
}

/// The VP each side holds at the end of the log, by marker, and what nobody holds.
fn vp_count_step(s: &Scenario, end: &BattleState, vp: [u64; 2]) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    let uncontrolled = markers_held(s, end, None);
    let held_text = |side: SideId| {
        let held = markers_held(s, end, Some(side));
        if held.is_empty() {
            tr!(WoHeldNone, side = name(side), vp = vp[side.index()])
        } else {
            tr!(
                WoHeld,
                side = name(side),
                vp = vp[side.index()],
                markers = held.join(", ")
            )
        }
    };
    Step::new(
        tr!(WoRuleVpCount),
        tr!(
            WoVpCount,
            a = held_text(SideId::A),
            b = held_text(SideId::B),
            uncontrolled = if uncontrolled.is_empty() {
                tr!(WoNoneUncontrolled)
            } else {
                tr!(
                    WoUncontrolled,
                    vp = 100u64.saturating_sub(vp[0] + vp[1]),
                    markers = uncontrolled.join(", ")
                )
            }
        ),
    )
}
