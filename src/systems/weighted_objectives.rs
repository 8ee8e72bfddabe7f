//! `weighted-objectives`: weighted VP markers and the army withdrawal test (seed 002, RULES.md §2).
//!
//! The battle desk's withdrawal test tool calls [`withdrawal_status`] (may this army be challenged
//! now, and with what numbers?) and [`resolve_test`] (the record to log for a roll). The verdict
//! re-checks every logged test against the log replayed up to it, then decides: the first army
//! that withdrew loses; otherwise the side holding more than 50% of VP holds the field.

use super::exact::{Q, decimal, is_exact_decimal, q, round_half_up, round_half_up_ratio};
use super::{Figure, Flag, Judgement, Missing, Step, Verdict, VictorySystem};
use crate::model::{
    BattleState, CommandRank, Event, Role, Roll, Scenario, SideId, UnitStatus,
    WithdrawalTestRecord, replay_until, start_control,
};
use std::collections::BTreeMap;

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
    /// Why the army may not be challenged now, one sentence each.
    pub reasons: Vec<String>,
    /// How every number was found.
    pub steps: Vec<Step>,
}

/// The army's state for the withdrawal test as of the end of turn index `turn` (its events
/// included), replayed from the log.
pub fn withdrawal_status(s: &Scenario, side: SideId, turn: usize) -> WithdrawalStatus {
    status_at(s, side, turn, None, Detail::Steps)
}

/// The record to log for a withdrawal test of `side` at the end of turn index `turn` with this
/// percentile roll (1 … 100, 00 read as 100), or why the test may not be held now.
pub fn resolve_test(
    s: &Scenario,
    side: SideId,
    turn: usize,
    roll: Roll,
) -> Result<WithdrawalTestRecord, String> {
    if !(1..=100).contains(&roll.value) {
        return Err(format!(
            "A roll of {} is not a percentile roll: 2D10 read 1 to 100 (00 = 100).",
            roll.value
        ));
    }
    let status = withdrawal_status(s, side, turn);
    let name = &s.side(side).name;
    if !status.may_be_challenged {
        return Err(format!(
            "{name} may not be tested now. {}",
            status.reasons.join(" ")
        ));
    }
    let (Some(rs_percent), Some(wf)) = (status.rs_percent, status.wf) else {
        return Err(format!("{name} has no stands to test."));
    };
    Ok(WithdrawalTestRecord {
        side,
        rs_percent,
        vp_percent: status.vp_percent,
        penalty: status.penalty,
        wf,
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

/// "Turn 3" or the turn's own name, for sentences.
fn turn_label(s: &Scenario, turn: usize) -> String {
    match s.log.turns.get(turn) {
        Some(t) if !t.name.trim().is_empty() => format!("turn \"{}\"", t.name),
        _ => format!("turn {}", turn + 1),
    }
}

/// "58.50" when two decimals are exact, "≈58.72" otherwise.
fn shown(x: Q) -> String {
    if is_exact_decimal(x, 2) {
        decimal(x, 2)
    } else {
        format!("≈{}", decimal(x, 2))
    }
}

/// The stands of one army, counted as step 1 and 2 of the test say.
struct StandCount {
    original: u64,
    units: usize,
    on_table: u64,
    unit_losses: u64,
    unassigned: u64,
    current: u64,
    /// Units not counted now: name, stands, status.
    excluded: Vec<(String, u64, UnitStatus)>,
    /// Units with more stands lost than they had.
    overspent: Vec<String>,
}

fn count_stands(s: &Scenario, st: &BattleState, side: SideId) -> StandCount {
    let mut c = StandCount {
        original: 0,
        units: 0,
        on_table: 0,
        unit_losses: 0,
        unassigned: st.unassigned_losses[side.index()].stands,
        current: 0,
        excluded: Vec::new(),
        overspent: Vec::new(),
    };
    for u in s.side(side).units() {
        let stands = u.strength.stands;
        c.original = c.original.saturating_add(stands);
        c.units += 1;
        let Some(state) = st.units.get(u.id.as_str()) else {
            continue;
        };
        if state.status != UnitStatus::OnBoard {
            if stands > 0 {
                c.excluded.push((u.name.clone(), stands, state.status));
            }
            continue;
        }
        c.on_table = c.on_table.saturating_add(stands);
        if state.lost.stands > stands {
            c.overspent.push(format!(
                "{} ({} of {} stands lost)",
                u.name, state.lost.stands, stands
            ));
        }
        c.unit_losses = c.unit_losses.saturating_add(state.lost.stands.min(stands));
    }
    c.current = c
        .on_table
        .saturating_sub(c.unit_losses)
        .saturating_sub(c.unassigned);
    c
}

/// What the log says about one army's tests and premature calls up to some point.
#[derive(Default)]
struct History {
    unpaid_calls: u32,
    /// Turn in which the army failed a test and withdrew.
    withdrew: Option<usize>,
    /// Turn in which the opponent withdrew.
    opponent_withdrew: Option<usize>,
    /// Turn of the last passed test, while no marker taken or lost and no army or corps
    /// commander lost has lifted its lockout.
    locked_since: Option<usize>,
    /// What lifted the last lockout, for the steps.
    lifted_by: Option<String>,
}

/// The army's tests and calls in the log before a point (see [`replay_until`]).
fn history(t: &Scenario, side: SideId, until: usize, cut: Option<usize>) -> History {
    let mut control = start_control(t);
    let mut h = History::default();
    for (turn, e) in t.log.events_before(until, cut) {
        h.see(t, side, turn, e, &control);
        if let Event::MarkerControl { marker, side: by } = e {
            control.insert(marker.as_str(), *by);
        }
    }
    h
}

impl History {
    /// The history after one more event of the log, `e` in turn `turn`; `control` says who
    /// held each marker just before it.
    fn see(
        &mut self,
        t: &Scenario,
        side: SideId,
        turn: usize,
        e: &Event,
        control: &BTreeMap<&str, SideId>,
    ) {
        let name = &t.side(side).name;
        match e {
            Event::PrematureCall { by, .. } if *by == side => self.unpaid_calls += 1,
            Event::WithdrawalTest(r) if r.side == side => {
                self.unpaid_calls = 0;
                if r.withdrew {
                    self.withdrew.get_or_insert(turn);
                } else {
                    self.locked_since = Some(turn);
                    self.lifted_by = None;
                }
            }
            Event::WithdrawalTest(r) if r.withdrew => {
                self.opponent_withdrew.get_or_insert(turn);
            }
            // Only a lockout can be lifted, and only by a marker of the set.
            Event::MarkerControl { marker, side: by }
                if self.locked_since.is_some() && t.marker(marker).is_some() =>
            {
                let before = control.get(marker.as_str()).copied();
                let took = *by == side && before != Some(side);
                let lost = *by != side && before == Some(side);
                if took || lost {
                    self.locked_since = None;
                    self.lifted_by = Some(format!(
                        "{name} {} marker {marker} in {}",
                        if took { "took" } else { "lost" },
                        turn_label(t, turn)
                    ));
                }
            }
            Event::CommanderLost {
                side: of,
                name: commander,
                rank: rank @ (CommandRank::Army | CommandRank::Corps),
            } if *of == side && self.locked_since.is_some() => {
                self.locked_since = None;
                self.lifted_by = Some(format!(
                    "{name} lost its {} commander {commander} in {}",
                    if *rank == CommandRank::Army {
                        "army"
                    } else {
                        "corps"
                    },
                    turn_label(t, turn)
                ));
            }
            _ => {}
        }
    }
}

/// Names of the side's army or corps commanders logged in melee in turn `turn`.
fn commanders_in_melee(s: &Scenario, side: SideId, turn: usize) -> Vec<String> {
    s.log
        .turns
        .get(turn)
        .map(|t| {
            t.events
                .iter()
                .filter_map(|e| match e {
                    Event::CommanderInMelee { side: of, name } if *of == side => Some(name.clone()),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The markers a side controls, as "A 30, C 15".
fn markers_held(s: &Scenario, st: &BattleState, side: Option<SideId>) -> Vec<String> {
    s.markers
        .markers
        .iter()
        .filter(|m| st.control.get(m.id.as_str()).copied() == side)
        .map(|m| format!("{} {}", m.id, m.value))
        .collect()
}

/// Steps collected only when wanted: building their sentences is most of the work.
struct Steps {
    wanted: bool,
    list: Vec<Step>,
}

impl Steps {
    fn push(&mut self, rule: &str, text: impl FnOnce() -> String) {
        if self.wanted {
            self.list.push(Step::new(rule, text()));
        }
    }
}

/// Whether a status comes with the steps that show how it was found (the desk shows them; the
/// verdict only needs the numbers and the reasons).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Detail {
    Steps,
    NumbersOnly,
}

/// The status just before event `cut` of turn `turn`, or after the whole turn.
fn status_at(
    s: &Scenario,
    side: SideId,
    turn: usize,
    cut: Option<usize>,
    detail: Detail,
) -> WithdrawalStatus {
    let h = history(s, side, turn, cut);
    status_in(s, &replay_until(s, turn, cut), &h, side, turn, detail)
}

/// The status in `st` and `h`, the battle and the army's history at a point of turn `turn`.
fn status_in(
    s: &Scenario,
    st: &BattleState,
    h: &History,
    side: SideId,
    turn: usize,
    detail: Detail,
) -> WithdrawalStatus {
    let c = count_stands(s, st, side);
    let name = s.side(side).name.clone();
    let other = s.side(side.other()).name.clone();
    let mut steps = Steps {
        wanted: detail == Detail::Steps,
        list: Vec::new(),
    };
    let mut reasons = Vec::new();

    steps.push("Step 1: original strength", || {
        format!(
            "{name}: {} stands in {} units, on or off the table, reinforcements included.",
            c.original, c.units
        )
    });
    steps.push("Step 2: current strength", || {
        let excluded = if c.excluded.is_empty() {
            "no unit left out".to_string()
        } else {
            let list: Vec<String> = c
                .excluded
                .iter()
                .map(|(n, k, status)| format!("{n} ({k} stands, {})", status.label()))
                .collect();
            format!("not counting {}", list.join(", "))
        };
        format!(
            "{name}: {} stands of units on the table − {} stands they lost − {} stands lost by the army at large = {} stands; {excluded}.",
            c.on_table, c.unit_losses, c.unassigned, c.current
        )
    });
    if !c.overspent.is_empty() {
        steps.push("Step 2: current strength", || {
            format!(
                "More stands logged lost than the unit had (counted as all lost): {}.",
                c.overspent.join(", ")
            )
        });
    }
    if c.on_table.saturating_sub(c.unit_losses) < c.unassigned {
        steps.push("Step 2: current strength", ||
            format!(
                "{name}: the {} stands lost by the army at large exceed the {} stands left on the table: current strength counted as 0.",
                c.unassigned,
                c.on_table.saturating_sub(c.unit_losses)
            ),
        );
    }

    let rs = rs_percent(c.current, c.original);
    let legitimate = rs.is_some_and(|r| r <= LEGITIMATE_RS_PERCENT);
    match rs {
        None => {
            reasons.push(format!(
                "{name} has no units with stands: there is nothing to test."
            ));
            steps.push("Step 3: RS%", || {
                format!("{name} has no stands at all: no residual strength.")
            });
        }
        Some(r) => {
            steps.push("Step 3: RS%", || {
                let exact = q(100 * i128::from(c.current), i128::from(c.original));
                let verdict = if legitimate {
                    format!("{r} ≤ {LEGITIMATE_RS_PERCENT}: the test is legitimate")
                } else {
                    format!("{r} > {LEGITIMATE_RS_PERCENT}: a call now would be premature")
                };
                format!(
                    "RS% = round(100 × {} / {}) = round({}) = {r}% (halves round up); {verdict}.",
                    c.current,
                    c.original,
                    shown(exact),
                )
            });
            if !legitimate {
                reasons.push(format!(
                    "RS% of {name} is {r}%, above {LEGITIMATE_RS_PERCENT}%: a call now would be premature, and the caller's own army pays {PREMATURE_CALL_PENALTY} points off its WF at its next legitimate test ({other} if {other} calls it, {name} if {name} calls it against itself)."
                ));
            }
        }
    }

    let vp = st.vp_held(s, side);
    steps.push("Step 4: VP%", || {
        let held = markers_held(s, st, Some(side));
        if held.is_empty() {
            format!("{name} controls no marker: VP% = 0.")
        } else {
            format!(
                "{name} controls {} marker(s): {} → VP% = {vp}.",
                held.len(),
                held.join(", ")
            )
        }
    });
    if vp > 100 {
        reasons.push(format!(
            "{name} would hold {vp}% of VP, more than 100%: the marker values are wrong (markers.markers)."
        ));
    }
    let vp_percent = u32::try_from(vp).unwrap_or(u32::MAX);

    let penalty = h.unpaid_calls.saturating_mul(PREMATURE_CALL_PENALTY);
    steps.push("Penalties", || {
        if h.unpaid_calls == 0 {
            format!("{name}'s player has no unpaid premature call: no penalty.")
        } else {
            format!(
                "{name}'s player made {} premature call(s) not yet paid for: {} × {PREMATURE_CALL_PENALTY} = {penalty} points off the WF at {name}'s next legitimate test, then cleared.",
                h.unpaid_calls, h.unpaid_calls
            )
        }
    });

    let wf = rs.map(|r| withdrawal_factor(r, vp_percent, penalty));
    if let (Some(r), Some(w)) = (rs, wf) {
        steps.push("Step 5: WF", || {
            let product = q(i128::from(r) * i128::from(vp_percent), 100);
            let rounded = round_half_up(product);
            let floor_note = if rounded - i128::from(penalty) < 0 {
                format!(" = {}, not below 0", rounded - i128::from(penalty))
            } else {
                String::new()
            };
            format!(
                "WF = round({r} × {vp_percent} / 100) − {penalty} = round({}) − {penalty} = {rounded} − {penalty}{floor_note} → WF {w}.",
                decimal(product, 2)
            )
        });
        steps.push("Step 6: roll", || {
            let chance = chance_to_withdraw(w);
            if w >= 100 {
                format!("No percentile roll exceeds {w}: chance to withdraw 0%.")
            } else {
                format!(
                    "A 2D10 percentile roll (00 = 100) of {}–100 exceeds WF {w}: the army withdraws and {other} is the victor; chance to withdraw (100 − {w})% = {}%.",
                    w + 1,
                    decimal(chance * q(100, 1), 0)
                )
            }
        });
    }

    if let Some(wt) = h.withdrew {
        reasons.push(format!(
            "{name} already withdrew after its test in {}.",
            turn_label(s, wt)
        ));
    }
    if let Some(ot) = h.opponent_withdrew {
        reasons.push(format!(
            "{other} already withdrew in {}: the battle is decided, no further tests.",
            turn_label(s, ot)
        ));
    }
    if let Some(lt) = h.locked_since {
        reasons.push(format!(
            "{name} passed a withdrawal test in {} and has since neither taken nor lost a marker nor lost its army or a corps commander.",
            turn_label(s, lt)
        ));
    } else if let Some(by) = &h.lifted_by {
        steps.push("Subsequent testing", || {
            format!("The lockout after {name}'s last passed test is lifted: {by}.")
        });
    }
    let melee = commanders_in_melee(s, side, turn);
    if !melee.is_empty() {
        reasons.push(format!(
            "A commander of {name} ({}) is attached to a unit in melee in {}: no withdrawal test this turn.",
            melee.join(", "),
            turn_label(s, turn)
        ));
    }

    WithdrawalStatus {
        side,
        original: c.original,
        current: c.current,
        rs_percent: rs,
        vp_percent,
        unpaid_premature_calls: h.unpaid_calls,
        penalty,
        wf,
        chance_to_withdraw: wf.map(chance_to_withdraw),
        legitimate,
        may_be_challenged: reasons.is_empty(),
        reasons,
        steps: steps.list,
    }
}

impl VictorySystem for WeightedObjectives {
    fn id(&self) -> &'static str {
        "weighted-objectives"
    }
    fn name(&self) -> &'static str {
        "Weighted objectives (withdrawal test)"
    }
    fn source(&self) -> &'static str {
        "Seed 002 (weighted VP objectives and the army withdrawal test, Military Miniatures Magazine); RULES.md §2"
    }
    fn judge(&self, s: &Scenario) -> Judgement {
        if s.markers.markers.is_empty() {
            return Judgement::NotApplicable {
                missing: vec![Missing {
                    path: "markers.markers".into(),
                    side: None,
                    message: "No VP markers are placed: place the markers (standard set 30, 20, 15 and seven of 5) to judge weighted objectives.".into(),
                }],
            };
        }
        let problems = problems(s);
        if !problems.is_empty() {
            return Judgement::Invalid { problems };
        }
        Judgement::Verdict(verdict(s))
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
            message: format!("The marker values sum to {sum}%; they must sum to 100%."),
        });
    }
    let placed: u64 = s.markers.markers.iter().map(|m| u64::from(m.value)).sum();
    if placed > 100 {
        out.push(Missing {
            path: "markers.markers".into(),
            side: None,
            message: format!("The placed markers are worth {placed}% together, more than 100%."),
        });
    }
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let Event::WithdrawalTest(r) = e else {
                continue;
            };
            let path = format!("log[{t}].events[{k}]");
            let name = &s.side(r.side).name;
            let when = turn_label(s, t);
            if !(1..=100).contains(&r.roll.value) {
                out.push(Missing {
                    path: format!("{path}.roll"),
                    side: Some(r.side),
                    message: format!(
                        "Withdrawal test of {name} in {when}: a roll of {} is not a percentile roll (1 to 100, 00 = 100).",
                        r.roll.value
                    ),
                });
            } else if r.withdrew != (r.roll.value > r.wf) {
                out.push(Missing {
                    path: format!("{path}.withdrew"),
                    side: Some(r.side),
                    message: format!(
                        "Withdrawal test of {name} in {when}: roll {} against WF {} means the army {}, but the log says it {}.",
                        r.roll.value,
                        r.wf,
                        if r.roll.value > r.wf { "withdraws" } else { "stays" },
                        if r.withdrew { "withdrew" } else { "stayed" }
                    ),
                });
            }
            if r.rs_percent > 100 || r.vp_percent > 100 || r.wf > 100 {
                out.push(Missing {
                    path,
                    side: Some(r.side),
                    message: format!(
                        "Withdrawal test of {name} in {when}: RS% {}, VP% {} and WF {} must each be at most 100.",
                        r.rs_percent, r.vp_percent, r.wf
                    ),
                });
            }
        }
    }
    out
}

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

fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn verdict(s: &Scenario) -> Verdict {
    let name = |id: SideId| s.side(id).name.as_str();
    let mut steps = Vec::new();
    let mut flags = Vec::new();

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
                    name(def),
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

    let mut withdrawal: Option<(usize, WithdrawalTestRecord)> = None;
    // One walk of the log: `battle` and `histories` are as they stand just before each event.
    let mut battle = BattleState::at_start(s);
    let mut histories = [History::default(), History::default()];
    for (t, turn) in s.log.turns.iter().enumerate() {
        for e in &turn.events {
            let before = &battle;
            match e {
                Event::PrematureCall { by, against } => {
                    let st = status_in(
                        s,
                        before,
                        &histories[against.index()],
                        *against,
                        t,
                        Detail::NumbersOnly,
                    );
                    let premature = !st.legitimate;
                    let rs = st.rs_percent.map_or("none".into(), |r| format!("{r}%"));
                    steps.push(Step::new(
                        "Penalties",
                        format!(
                            "{}: {} called a withdrawal test of {} prematurely (RS% then {rs}): {} pays {PREMATURE_CALL_PENALTY} points at its next legitimate test.{}",
                            capitalised(&turn_label(s, t)),
                            name(*by),
                            name(*against),
                            name(*by),
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
                            side: Some(*by),
                            text: format!(
                                "The premature call by {} in {} was not premature (RS% of {} was {rs}).",
                                name(*by),
                                turn_label(s, t),
                                name(*against)
                            ),
                        });
                    }
                }
                Event::WithdrawalTest(r) if withdrawal.is_some() => {
                    if let Some((wt, w)) = &withdrawal {
                        steps.push(Step::new(
                            "Withdrawal test",
                            format!(
                                "{}: test of {} ignored: {} already withdrew in {}.",
                                capitalised(&turn_label(s, t)),
                                name(r.side),
                                name(w.side),
                                turn_label(s, *wt)
                            ),
                        ));
                    }
                }
                Event::WithdrawalTest(r) => {
                    let (step, problems) =
                        recheck_test(s, before, &histories[r.side.index()], t, r);
                    steps.push(step);
                    if !problems.is_empty() {
                        flags.push(Flag {
                            id: "log-mismatch".into(),
                            side: Some(r.side),
                            text: format!(
                                "The withdrawal test of {} in {} does not agree with the log replayed: {}.",
                                name(r.side),
                                turn_label(s, t),
                                problems.join("; ")
                            ),
                        });
                    }
                    if r.withdrew {
                        withdrawal = Some((t, r.clone()));
                    }
                }
                _ => {}
            }
            for side in SideId::BOTH {
                histories[side.index()].see(s, side, t, e, &battle.control);
            }
            battle.apply(e);
        }
    }

    let last = s.log.turns.len().saturating_sub(1);
    let end = battle;
    let status = SideId::BOTH.map(|side| {
        status_in(
            s,
            &end,
            &histories[side.index()],
            side,
            last,
            Detail::NumbersOnly,
        )
    });
    for st in &status {
        let n = name(st.side);
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
        steps.push(Step::new("Status", text));
    }

    let vp = SideId::BOTH.map(|side| end.vp_held(s, side));
    let uncontrolled = markers_held(s, &end, None);
    let held_text = |side: SideId| {
        let held = markers_held(s, &end, Some(side));
        if held.is_empty() {
            format!("{} {}% (no marker)", name(side), vp[side.index()])
        } else {
            format!("{} {}% ({})", name(side), vp[side.index()], held.join(", "))
        }
    };
    steps.push(Step::new(
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
    ));

    let (winner, level, headline) = match &withdrawal {
        Some((t, r)) => {
            let victor = r.side.other();
            flags.push(Flag {
                id: "withdrawal".into(),
                side: Some(r.side),
                text: format!(
                    "{} withdrew after its withdrawal test in {} (roll {} > WF {}).",
                    name(r.side),
                    turn_label(s, *t),
                    r.roll.value,
                    r.wf
                ),
            });
            steps.push(Step::new(
                "Step 6: result",
                format!(
                    "{} failed its withdrawal test in {}: it withdraws and {} is the victor; no further tests are required.",
                    name(r.side),
                    turn_label(s, *t),
                    name(victor)
                ),
            ));
            (
                Some(victor),
                "Victory (army withdrew)".to_string(),
                format!(
                    "Victory for {}: {} withdrew (roll {} > WF {} in {})",
                    name(victor),
                    name(r.side),
                    r.roll.value,
                    r.wf,
                    turn_label(s, *t)
                ),
            )
        }
        None => vp_result(s, vp, &mut steps),
    };

    let figures = figures(&status);
    Verdict {
        winner,
        level,
        headline,
        flags,
        figures,
        steps,
    }
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
    let chance_num = |st: &WithdrawalStatus| chance(st).map_or(0.0, super::exact::to_f64);
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
