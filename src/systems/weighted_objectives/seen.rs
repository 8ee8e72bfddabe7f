//! The result as the sentences say it: why the verdict is what it is, and the verdict as an
//! audience that does not know every marker value may see it.
//!
//! An army that withdraws does so in front of its enemy: both sides and the public see it go,
//! so the winner and the withdrawal can be told without the values (rules reference, "Who
//! knows what"). What they do not see is the tested army's VP% and withdrawal factor (unless
//! it is their own test), nor the VP each side holds: those steps are left out.

use super::figure_or_absent;
use super::walk::{LogWalk, Ruling};
use super::{LEGITIMATE_RS_PERCENT, PREMATURE_CALL_PENALTY, capitalised, problems, turn_label};
use crate::i18n::tr;
use crate::model::{Event, Scenario, SideId, WithdrawalTestRecord};
use crate::systems::words::side_number;
use crate::systems::{Figure, Flag, Step, Verdict};

/// The level of a victory by withdrawal.
pub(super) fn level_withdrew() -> String {
    tr!(WoLevelWithdrew)
}

/// "Victory for Austrian army: Prussian army withdrew (roll 72 > WF 35 in turn "6")"; without
/// the withdrawal factor for an audience that may not see it.
pub(super) fn withdrawal_headline(
    s: &Scenario,
    t: usize,
    r: &WithdrawalTestRecord,
    show_wf: bool,
) -> String {
    let (victor, side) = (&s.side(r.side.other()).name, &s.side(r.side).name);
    let (roll, turn) = (roll_against_wf(r, show_wf), turn_label(s, t));
    tr!(
        WoHeadlineWithdrew,
        victor = victor.as_str(),
        side = side.as_str(),
        roll = roll,
        turn = turn,
        shown = if show_wf { "yes" } else { "no" }
    )
}

/// "roll 72 > WF 35", or "roll 72, above its withdrawal factor" for an audience that may not
/// see the factor.
fn roll_against_wf(r: &WithdrawalTestRecord, show_wf: bool) -> String {
    if show_wf {
        tr!(
            WoRollAgainstWf,
            roll = r.roll.value,
            wf = figure_or_absent(r.wf)
        )
    } else {
        tr!(WoRollAboveWf, roll = r.roll.value)
    }
}

/// Why the verdict is what it is: the roll against the withdrawal factor of the army that
/// withdrew, or the VP each side holds at the end.
pub(super) fn reason(
    s: &Scenario,
    withdrawal: Option<(usize, &WithdrawalTestRecord)>,
    vp: [u64; 2],
    show_wf: bool,
) -> String {
    let name = |id: SideId| s.side(id).name.as_str();
    if let Some((t, r)) = withdrawal {
        let figures = if show_wf {
            tr!(
                WoReasonFigures,
                roll = r.roll.value,
                wf = figure_or_absent(r.wf),
                rs = r.rs_percent,
                vp = figure_or_absent(r.vp_percent),
                penalty = r.penalty
            )
        } else {
            tr!(
                WoReasonFiguresHidden,
                roll = r.roll.value,
                rs = r.rs_percent,
                penalty = r.penalty
            )
        };
        return tr!(
            WoReasonWithdrew,
            side = name(r.side),
            turn = turn_label(s, t),
            figures = figures
        );
    }
    let limit = super::HOLDS_THE_FIELD_VP_PERCENT;
    let (a, b) = (name(SideId::A), name(SideId::B));
    match SideId::BOTH
        .into_iter()
        .find(|side| vp[side.index()] > limit)
    {
        Some(side) => tr!(
            WoReasonHolds,
            side = name(side),
            side_number = side_number(name(side)),
            vp = vp[side.index()],
            limit = limit,
            a = a,
            a_vp = vp[0],
            b = b,
            b_vp = vp[1]
        ),
        None => tr!(
            WoReasonNeither,
            limit = limit,
            a = a,
            a_vp = vp[0],
            b = b,
            b_vp = vp[1]
        ),
    }
}

/// The verdict of a battle an army withdrew from, told from what was seen across the table:
/// the calls made aloud, each test's residual strength, penalty, roll and outcome (its VP% and
/// WF only where `sees_test_figures` allows), and the result. The log is ruled by the one walk
/// the verdict reads ([`super::walk`]), so a void test decides nothing here either. `None` when
/// no army withdrew in a test that counted (the result is the VP held, which reads the values)
/// or the verdict cannot be given.
pub(super) fn verdict_without_values(
    s: &Scenario,
    sees_test_figures: &dyn Fn(SideId) -> bool,
) -> Option<Verdict> {
    if s.markers.markers.is_empty() || !problems(s).is_empty() {
        return None;
    }
    let name = |id: SideId| s.side(id).name.as_str();
    let mut walk = LogWalk::new(s);
    let mut steps = Vec::new();
    for (t, turn) in s.log.turns.iter().enumerate() {
        for e in &turn.events {
            let ruling = walk.step(t, e);
            match (e, ruling) {
                (Event::PrematureCall { by, against }, _) => steps.push(Step::new(
                    tr!(WoRulePenalties),
                    tr!(
                        WoPrematureSeen,
                        when = capitalised(&turn_label(s, t)),
                        by = name(*by),
                        against = name(*against),
                        legitimate = LEGITIMATE_RS_PERCENT,
                        by_number = side_number(name(*by)),
                        penalty = PREMATURE_CALL_PENALTY
                    ),
                )),
                (Event::WithdrawalTest(r), Some(Ruling::Void { bars })) => {
                    let why: Vec<String> = bars.iter().map(|b| b.void(s, r.side)).collect();
                    steps.push(Step::new(
                        tr!(WoRuleTest),
                        tr!(
                            WoVoidSeen,
                            when = capitalised(&turn_label(s, t)),
                            side = name(r.side),
                            why = why.join("; ")
                        ),
                    ));
                }
                (Event::WithdrawalTest(r), _) => {
                    steps.push(test_step(s, t, r, sees_test_figures(r.side)))
                }
                // Every other kind is named, so that a new one is weighed here.
                (
                    Event::Losses { .. }
                    | Event::Status { .. }
                    | Event::MarkerControl { .. }
                    | Event::CommanderLost { .. }
                    | Event::GunsLost { .. }
                    | Event::CommanderInMelee { .. }
                    | Event::Combat(_)
                    | Event::NightMorale { .. }
                    | Event::MoraleSpent { .. }
                    | Event::Rally { .. }
                    | Event::RandomEvent { .. }
                    | Event::Note { .. }
                    | Event::Move { .. }
                    | Event::Spotted { .. }
                    | Event::RevealMarkers,
                    _,
                ) => {}
            }
        }
    }
    let (withdrew_in, withdrawn) = walk.withdrawal?;
    let victor = withdrawn.side.other();
    steps.push(result_step(s, withdrew_in, withdrawn.side));
    steps.push(Step::new(tr!(WoRuleWhoKnows), tr!(WoWhoKnows)));
    let show_wf = sees_test_figures(withdrawn.side);
    let last = s.log.turns.len().saturating_sub(1);
    let rs = SideId::BOTH.map(|side| super::withdrawal_status(s, side, last).rs_percent);
    Some(Verdict {
        winner: Some(victor),
        level: level_withdrew(),
        level_id: super::WITHDREW,
        headline: withdrawal_headline(s, withdrew_in, withdrawn, show_wf),
        reason: reason(s, Some((withdrew_in, withdrawn)), [0, 0], show_wf),
        flags: vec![withdrawal_flag(s, withdrew_in, withdrawn, show_wf)],
        figures: vec![Figure {
            id: "rs-percent".into(),
            label: tr!(WoFigureRs),
            values: rs.map(|x| x.map_or(0.0, f64::from)),
            text: rs.map(|x| x.map_or("—".to_string(), crate::i18n::percent)),
        }],
        steps,
    })
}

/// A test as seen across the table: its VP% and WF only when `show_wf`.
fn test_step(s: &Scenario, t: usize, r: &WithdrawalTestRecord, show_wf: bool) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    let when = capitalised(&turn_label(s, t));
    let figures = if show_wf {
        tr!(
            WoTestFigures,
            rs = r.rs_percent,
            vp = figure_or_absent(r.vp_percent),
            penalty = r.penalty,
            wf = figure_or_absent(r.wf)
        )
    } else {
        tr!(WoTestFiguresHidden, rs = r.rs_percent, penalty = r.penalty)
    };
    let (roll, wf) = (r.roll.value, figure_or_absent(r.wf));
    let compared = match (r.withdrew, show_wf) {
        (true, true) => tr!(WoComparedAbove, roll = roll, wf = wf),
        (false, true) => tr!(WoComparedNotAbove, roll = roll, wf = wf),
        (true, false) => tr!(WoComparedAboveHidden, roll = roll),
        (false, false) => tr!(WoComparedNotAboveHidden, roll = roll),
    };
    Step::new(
        tr!(WoRuleTest),
        tr!(
            WoTestSeen,
            when = when,
            side = name(r.side),
            figures = figures,
            compared = compared,
            outcome = outcome(s, r.side, r.withdrew)
        ),
    )
}

/// "Prussian army withdraws and Austrians are the victor", "Allies do not withdraw".
pub(super) fn outcome(s: &Scenario, side: SideId, withdrew: bool) -> String {
    let name = |id: SideId| s.side(id).name.as_str();
    if withdrew {
        tr!(
            WoOutcomeWithdraws,
            side = name(side),
            side_number = side_number(name(side)),
            victor = name(side.other()),
            victor_number = side_number(name(side.other()))
        )
    } else {
        tr!(
            WoOutcomeStays,
            side = name(side),
            side_number = side_number(name(side))
        )
    }
}

/// Step 6: the army that failed its test in turn `t` withdraws, and the battle is decided.
pub(super) fn result_step(s: &Scenario, t: usize, side: SideId) -> Step {
    Step::new(
        tr!(WoRuleResult),
        tr!(
            WoResultWithdrew,
            side = s.side(side).name.as_str(),
            turn = turn_label(s, t),
            victor = s.side(side.other()).name.as_str()
        ),
    )
}

/// The `withdrawal` flag: the army that withdrew, the turn and the roll.
pub(super) fn withdrawal_flag(
    s: &Scenario,
    t: usize,
    r: &WithdrawalTestRecord,
    show_wf: bool,
) -> Flag {
    Flag::new(
        "withdrawal",
        Some(r.side),
        tr!(
            WoFlagWithdrawal,
            side = s.side(r.side).name.as_str(),
            turn = turn_label(s, t),
            roll = roll_against_wf(r, show_wf)
        ),
    )
}
