//! The result as the sentences say it: why the verdict is what it is, and the verdict as an
//! audience that does not know every marker value may see it.
//!
//! An army that withdraws does so in front of its enemy: both sides and the public see it go,
//! so the winner and the withdrawal can be told without the values (rules reference, "Who
//! knows what"). What they do not see is the tested army's VP% and withdrawal factor (unless
//! it is their own test), nor the VP each side holds: those steps are left out.

use super::walk::{LogWalk, Ruling};
use super::{LEGITIMATE_RS_PERCENT, PREMATURE_CALL_PENALTY, capitalised, problems, turn_label};
use crate::model::figure_or_absent;
use crate::model::{Event, Scenario, SideId, WithdrawalTestRecord};
use crate::systems::words::says;
use crate::systems::{Figure, Flag, Step, Verdict};

/// The level of a victory by withdrawal.
pub(super) const LEVEL_WITHDREW: &str = "Victory (army withdrew)";

/// "Victory for Austrian army: Prussian army withdrew (roll 72 > WF 35 in turn "6")"; without
/// the withdrawal factor for an audience that may not see it.
pub(super) fn withdrawal_headline(
    s: &Scenario,
    t: usize,
    r: &WithdrawalTestRecord,
    show_wf: bool,
) -> String {
    format!(
        "Victory for {}: {} withdrew ({}{} in {})",
        s.side(r.side.other()).name,
        s.side(r.side).name,
        roll_against_wf(r, show_wf),
        if show_wf { "" } else { "," },
        turn_label(s, t)
    )
}

/// "roll 72 > WF 35", or "roll 72, above its withdrawal factor" for an audience that may not
/// see the factor.
fn roll_against_wf(r: &WithdrawalTestRecord, show_wf: bool) -> String {
    if show_wf {
        format!("roll {} > WF {}", r.roll.value, figure_or_absent(r.wf))
    } else {
        format!("roll {}, above its withdrawal factor", r.roll.value)
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
            format!(
                "roll {} > WF {} (RS {}% × VP {}% / 100 − penalty {})",
                r.roll.value,
                figure_or_absent(r.wf),
                r.rs_percent,
                figure_or_absent(r.vp_percent),
                r.penalty
            )
        } else {
            format!(
                "roll {}, above its withdrawal factor (RS {}%, penalty {}; the factor reads its VP%, which only it and the umpire see)",
                r.roll.value, r.rs_percent, r.penalty
            )
        };
        return format!(
            "{} failed its withdrawal test in {}: {figures}",
            name(r.side),
            turn_label(s, t)
        );
    }
    let limit = super::HOLDS_THE_FIELD_VP_PERCENT;
    let (a, b) = (name(SideId::A), name(SideId::B));
    match SideId::BOTH
        .into_iter()
        .find(|side| vp[side.index()] > limit)
    {
        Some(side) => format!(
            "No army withdrew; {} {}% of VP, more than {limit}% ({a} {}%, {b} {}%)",
            says(name(side), "holds", "hold"),
            vp[side.index()],
            vp[0],
            vp[1]
        ),
        None => format!(
            "No army withdrew; neither holds more than {limit}% of VP ({a} {}%, {b} {}%)",
            vp[0], vp[1]
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
                    "Penalties",
                    format!(
                        "{}: {} called a withdrawal test of {} prematurely (its RS% above {LEGITIMATE_RS_PERCENT}): {} {PREMATURE_CALL_PENALTY} points at its next legitimate test.",
                        capitalised(&turn_label(s, t)),
                        name(*by),
                        name(*against),
                        says(name(*by), "pays", "pay")
                    ),
                )),
                (Event::WithdrawalTest(r), Some(Ruling::Void { bars })) => {
                    let why: Vec<String> = bars.iter().map(|b| b.void(s, r.side)).collect();
                    steps.push(Step::new(
                        "Withdrawal test",
                        format!(
                            "{}: the test of {} is void and decides nothing: {}.",
                            capitalised(&turn_label(s, t)),
                            name(r.side),
                            why.join("; ")
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
    steps.push(Step::new(
        "Step 6: result",
        format!(
            "{} failed its withdrawal test in {}: it withdraws and {} is the victor; no further tests are required.",
            name(withdrawn.side),
            turn_label(s, withdrew_in),
            name(victor)
        ),
    ));
    steps.push(Step::new(
        "Who knows what",
        "Not shown to this reader: the VP each army holds, and the VP% and withdrawal factor of another army's test, which read marker values still face down to it.",
    ));
    let show_wf = sees_test_figures(withdrawn.side);
    let last = s.log.turns.len().saturating_sub(1);
    let rs = SideId::BOTH.map(|side| super::withdrawal_status(s, side, last).rs_percent);
    Some(Verdict {
        winner: Some(victor),
        level: LEVEL_WITHDREW.to_string(),
        headline: withdrawal_headline(s, withdrew_in, withdrawn, show_wf),
        reason: reason(s, Some((withdrew_in, withdrawn)), [0, 0], show_wf),
        flags: vec![withdrawal_flag(s, withdrew_in, withdrawn, show_wf)],
        figures: vec![Figure {
            id: "rs-percent".into(),
            label: "Residual strength %".into(),
            values: rs.map(|x| x.map_or(0.0, f64::from)),
            text: rs.map(|x| x.map_or("—".to_string(), |v| format!("{v}%"))),
        }],
        steps,
    })
}

/// A test as seen across the table: its VP% and WF only when `show_wf`.
fn test_step(s: &Scenario, t: usize, r: &WithdrawalTestRecord, show_wf: bool) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    let when = capitalised(&turn_label(s, t));
    let figures = if show_wf {
        format!(
            "RS {}%, VP {}%, penalty {}, WF {}",
            r.rs_percent,
            figure_or_absent(r.vp_percent),
            r.penalty,
            figure_or_absent(r.wf)
        )
    } else {
        format!("RS {}%, penalty {}", r.rs_percent, r.penalty)
    };
    let compared = match (r.withdrew, show_wf) {
        (true, true) => format!("{} > WF {}", r.roll.value, figure_or_absent(r.wf)),
        (false, true) => format!("{} ≤ WF {}", r.roll.value, figure_or_absent(r.wf)),
        (true, false) => format!("{}, above its withdrawal factor", r.roll.value),
        (false, false) => format!("{}, not above its withdrawal factor", r.roll.value),
    };
    let outcome = if r.withdrew {
        format!(
            "{} and {} the victor",
            says(name(r.side), "withdraws", "withdraw"),
            says(name(r.side.other()), "is", "are")
        )
    } else {
        format!("{} not withdraw", says(name(r.side), "does", "do"))
    };
    Step::new(
        "Withdrawal test",
        format!(
            "{when}: {} tested: {figures}; roll {compared}: {outcome}.",
            name(r.side)
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
        format!(
            "{} withdrew after its withdrawal test in {} ({}).",
            s.side(r.side).name,
            turn_label(s, t),
            roll_against_wf(r, show_wf)
        ),
    )
}
