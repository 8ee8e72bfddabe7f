//! `weighted-objectives`: weighted VP markers and the army withdrawal test (seed 002, RULES.md §2).
//!
//! The battle desk's withdrawal test tool calls [`withdrawal_status`] (may this army be challenged
//! now, and with what numbers?) and [`resolve_test`] (the record to log for a roll). The verdict
//! re-checks every logged test against the log replayed up to it, then decides: the first army
//! that withdrew in a test the rules allowed loses; otherwise the side holding more than 50% of
//! VP holds the field (the program's own end-of-battle rule: the source text gives none).
//! A test the rules forbade is void: it decides nothing (flag `void-test`).
//!
//! The files: [`status`] (where an army stands for the test: steps 1 to 6 and what forbids a test
//! now), [`walk`] (the log walked once, each test ruled counted or void), [`verdict`] (each
//! test re-checked) and [`result`] (who won, and the figures).

mod held;
mod result;
mod seen;
mod status;
mod verdict;
mod walk;

pub use held::CONTROL_UNHELD;
pub use status::Bar;
pub use verdict::VOID_TEST;

use super::exact::{Q, decimal, is_exact_decimal, q, round_half_up_ratio};
use super::{Judgement, Missing, Step, VictorySystem};
use crate::i18n::{self, Msg, fixed, tr};
use crate::model::{DiceSource, Event, Roll, Scenario, SideId, WithdrawalTestRecord};
use status::{Detail, status_at};

pub struct WeightedObjectives;

/// A withdrawal test is legitimate at this residual strength % or below.
pub const LEGITIMATE_RS_PERCENT: u32 = 60;
/// Points taken off the withdrawal factor for each unpaid premature call.
pub const PREMATURE_CALL_PENALTY: u32 = 20;
/// A side holding more than this VP % at the end of the battle holds the field.
pub const HOLDS_THE_FIELD_VP_PERCENT: u64 = 50;

/// Where an army stands for the withdrawal test at the end of a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WithdrawalStatus {
    pub side: SideId,
    /// Stands of all the army's units, on or off the table, reinforcements included.
    pub original: u64,
    /// Stands of the army's units on the table, less the stands they lost.
    pub current: u64,
    /// Residual strength % = round(100 × current / original), half up; `None` without stands.
    pub rs_percent: Option<u32>,
    /// VP % of the markers the army controls.
    pub vp_percent: u32,
    /// Premature calls this army's player made that its army has not yet paid for.
    pub unpaid_premature_calls: u32,
    /// 20 points per unpaid premature call, paid at the army's next legitimate test.
    pub penalty: u32,
    /// Withdrawal factor = round(RS% × VP% / 100) − penalty, not below 0.
    pub wf: Option<u32>,
    /// (100 − WF) / 100: the chance that a percentile roll exceeds WF.
    pub chance_to_withdraw: Option<Q>,
    /// RS% ≤ 60: a call now is not premature.
    pub legitimate: bool,
    /// Legitimate and nothing else forbids a test now (`reasons` is empty).
    pub may_be_challenged: bool,
    /// Why the army may not be challenged now, one sentence each (one per bar).
    pub reasons: Vec<String>,
    /// What forbids a test now; a test logged here would be void.
    pub bars: Vec<Bar>,
    /// How every number was found.
    pub steps: Vec<Step>,
}

/// The army's state for the withdrawal test as of the end of turn index `turn` (its events
/// included), replayed from the log.
pub fn withdrawal_status(s: &Scenario, side: SideId, turn: usize) -> WithdrawalStatus {
    status_at(s, side, turn, None, Detail::Steps)
}

/// Why a withdrawal test may not be held with this roll now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TestRefused {
    /// The roll is not 1 … 100.
    NotPercentile { roll: u32 },
    /// The army may not be challenged now; `reasons` say why, one sentence each.
    NotNow {
        side_name: String,
        reasons: Vec<String>,
    },
    /// The army has no stands.
    NoStands { side_name: String },
}

impl std::fmt::Display for TestRefused {
    /// In the language in force.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            TestRefused::NotPercentile { roll } => tr!(WoRefusedRoll, roll = *roll),
            TestRefused::NotNow { side_name, reasons } => tr!(
                WoRefusedNotNow,
                side = side_name.as_str(),
                reasons = reasons.join(" ")
            ),
            TestRefused::NoStands { side_name } => {
                tr!(WoRefusedNoStands, side = side_name.as_str())
            }
        })
    }
}

impl std::error::Error for TestRefused {}

/// The record to log for a withdrawal test of `side` at the end of turn index `turn` with this
/// percentile roll (1 … 100, 00 read as 100), or why the test may not be held now.
pub fn resolve_test(
    s: &Scenario,
    side: SideId,
    turn: usize,
    roll: Roll,
) -> Result<WithdrawalTestRecord, TestRefused> {
    if !(1..=100).contains(&roll.value) {
        return Err(TestRefused::NotPercentile { roll: roll.value });
    }
    let status = withdrawal_status(s, side, turn);
    let side_name = s.side(side).name.clone();
    if !status.may_be_challenged {
        return Err(TestRefused::NotNow {
            side_name,
            reasons: status.reasons,
        });
    }
    let (Some(rs_percent), Some(wf)) = (status.rs_percent, status.wf) else {
        return Err(TestRefused::NoStands { side_name });
    };
    Ok(WithdrawalTestRecord {
        side,
        rs_percent,
        vp_percent: Some(status.vp_percent),
        penalty: status.penalty,
        wf: Some(wf),
        roll,
        withdrew: roll.value > wf,
    })
}

/// The chance that a percentile roll (1 … 100) exceeds `wf`: (100 − WF) / 100, exactly;
/// 0 when WF is 100 or more, since no roll can exceed it.
pub fn chance_to_withdraw(wf: u32) -> Q {
    q(100 - i128::from(wf.min(100)), 100)
}

/// WF = round(RS% × VP% / 100) − penalty, rounded half up, not below 0.
pub fn withdrawal_factor(rs_percent: u32, vp_percent: u32, penalty: u32) -> u32 {
    let product = round_half_up_ratio(i128::from(rs_percent) * i128::from(vp_percent), 100);
    let wf = (product - i128::from(penalty)).max(0);
    u32::try_from(wf).unwrap_or(u32::MAX)
}

/// Residual strength % = round(100 × current / original), half up; `None` without stands.
pub fn rs_percent(current: u64, original: u64) -> Option<u32> {
    if original == 0 {
        return None;
    }
    let rs = round_half_up_ratio(100 * i128::from(current), i128::from(original));
    Some(u32::try_from(rs).unwrap_or(u32::MAX))
}

/// A withdrawal test's roll as it was made: "28 (2D10, real dice)", or "28 (seeded draw 4,
/// 1–100)" for a draw of the scenario's seeded roller, which stands in for the two dice.
pub fn roll_text(roll: &Roll) -> String {
    match roll.source {
        DiceSource::Manual => tr!(WoRollManual, roll = roll.value),
        DiceSource::Seeded { index } => tr!(WoRollSeeded, roll = roll.value, index = index),
    }
}

/// "turn 3", or the turn's own name ("June 16 Afternoon"), for sentences.
fn turn_label(s: &Scenario, turn: usize) -> String {
    s.log.turn_phrase(turn)
}

/// A figure of a logged test, or "absent" where the log leaves it out, in the language in force.
fn figure_or_absent(v: Option<u32>) -> String {
    v.map_or_else(|| tr!(WoAbsent), |v| v.to_string())
}

/// "58.50" when two decimals are exact, "≈58.72" otherwise.
fn shown(x: Q) -> String {
    if is_exact_decimal(x, 2) {
        decimal(x, 2)
    } else {
        format!("≈{}", decimal(x, 2))
    }
}

/// The system's id on the command line, in JSON and in a scenario's `decided_by`.
pub const ID: &str = "weighted-objectives";

/// The level id of a victory by the enemy's withdrawal.
pub const WITHDREW: &str = "victory-army-withdrew";
/// The level id of a victory by the VP held at the end.
pub const HOLDS_THE_FIELD: &str = "victory-holds-the-field";
/// The level id of a battle nobody won.
pub const DRAW: &str = "draw";

impl VictorySystem for WeightedObjectives {
    fn id(&self) -> &'static str {
        ID
    }
    fn reads_marker_values(&self) -> bool {
        true
    }
    fn verdict_without_values(
        &self,
        s: &Scenario,
        sees_test_figures: &dyn Fn(SideId) -> bool,
    ) -> Option<super::Verdict> {
        seen::verdict_without_values(s, sees_test_figures)
    }
    fn name(&self) -> &'static str {
        fixed(Msg::WoName)
    }
    fn source(&self) -> &'static str {
        fixed(Msg::WoSource)
    }
    fn level_ids(&self) -> &'static [&'static str] {
        &[WITHDREW, HOLDS_THE_FIELD, DRAW]
    }
    fn reference_lines(&self, _s: &Scenario) -> Vec<super::ReferenceLine> {
        vec![super::ReferenceLine {
            axis: super::ChartAxis::VpHeldPercent,
            value: HOLDS_THE_FIELD_VP_PERCENT as f64,
            tag: i18n::percent(HOLDS_THE_FIELD_VP_PERCENT as f64),
            label: tr!(WoLine, percent = HOLDS_THE_FIELD_VP_PERCENT as f64),
            meaning: super::LineMeaning::Threshold,
        }]
    }
    fn judge(&self, s: &Scenario) -> Judgement {
        if s.markers.markers.is_empty() {
            return Judgement::NotApplicable {
                missing: vec![Missing {
                    path: "markers.markers".into(),
                    side: None,
                    message: tr!(WoNoMarkers),
                }],
            };
        }
        let problems = problems(s);
        if !problems.is_empty() {
            return Judgement::Invalid { problems };
        }
        Judgement::Verdict(verdict::verdict(s))
    }
}

/// Data the verdict cannot be built on.
fn problems(s: &Scenario) -> Vec<Missing> {
    let mut out = Vec::new();
    let sum = s.markers.values_sum();
    if sum != 100 {
        out.push(Missing {
            path: "markers.values".into(),
            side: None,
            message: tr!(WoValuesSum, sum = written(sum)),
        });
    }
    let placed: u64 = s
        .markers
        .markers
        .iter()
        .filter_map(|m| m.value.map(u64::from))
        .sum();
    if placed > 100 {
        out.push(Missing {
            path: "markers.markers".into(),
            side: None,
            message: tr!(WoPlacedOver, placed = written(placed)),
        });
    }
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let Event::WithdrawalTest(r) = e else {
                continue;
            };
            let path = format!("log[{t}].events[{k}]");
            let name = s.side(r.side).name.as_str();
            let when = turn_label(s, t);
            let yes_no = |b: bool| if b { "yes" } else { "no" };
            if !(1..=100).contains(&r.roll.value) {
                out.push(Missing {
                    path: format!("{path}.roll"),
                    side: Some(r.side),
                    message: tr!(
                        WoBadRoll,
                        side = name,
                        turn = when.as_str(),
                        roll = written(r.roll.value.into())
                    ),
                });
            } else if let Some(wf) = r.wf
                && r.withdrew != (r.roll.value > wf)
            {
                out.push(Missing {
                    path: format!("{path}.withdrew"),
                    side: Some(r.side),
                    message: tr!(
                        WoBadOutcome,
                        side = name,
                        turn = when.as_str(),
                        roll = r.roll.value,
                        wf = written(wf.into()),
                        withdraws = yes_no(r.roll.value > wf),
                        withdrew = yes_no(r.withdrew)
                    ),
                });
            }
            let above = |v: Option<u32>| v.is_some_and(|v| v > 100);
            if r.rs_percent > 100 || above(r.vp_percent) || above(r.wf) {
                out.push(Missing {
                    path,
                    side: Some(r.side),
                    message: tr!(
                        WoOver100,
                        side = name,
                        turn = when.as_str(),
                        rs = written(r.rs_percent.into()),
                        vp = figure_or_absent(r.vp_percent),
                        wf = figure_or_absent(r.wf)
                    ),
                });
            }
        }
    }
    out
}

/// A figure a bad file may make as large as it likes, as the steps write whole figures
/// (`12345` in English, `12 345` in French).
fn written(n: u64) -> String {
    decimal(Q::from_integer(n.into()), 0)
}

fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
