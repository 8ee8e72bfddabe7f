//! Where an army stands for the withdrawal test at a point of the log: the stands counted
//! (steps 1 and 2), RS% (step 3), VP% (step 4), penalties, WF and the roll (steps 5 and 6), and
//! every [`Bar`] that forbids a test now (a passed test's lockout, a commander in melee…).
//!
//! One file past the usual length: every bar and figure reads the same stands counted at one point of the log.

use super::figure_or_absent;
use super::walk::walk_until;
use super::{
    LEGITIMATE_RS_PERCENT, PREMATURE_CALL_PENALTY, WithdrawalStatus, chance_to_withdraw,
    rs_percent, shown, turn_label, withdrawal_factor,
};
use crate::i18n::{self, Msg, tr};
use crate::model::{BattleState, CommandRank, Event, Scenario, SideId, UnitStatus};
use crate::systems::Step;
use crate::systems::exact::{decimal, q, round_half_up};
use crate::systems::words::side_number;
use std::collections::BTreeMap;

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
            c.overspent.push(tr!(
                WoOverspent,
                unit = u.name.as_str(),
                lost = state.lost.stands,
                stands = stands
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

/// What the log says about one army's tests and premature calls up to some point. Only a test
/// the rules allowed counts here: a void one pays no penalty, locks nothing out and ends
/// nothing (see [`super::walk`]).
#[derive(Default)]
pub(super) struct History {
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

impl History {
    /// Whether the army has withdrawn, or its opponent: the battle is decided.
    pub(super) fn decided(&self) -> bool {
        self.withdrew.is_some() || self.opponent_withdrew.is_some()
    }

    /// The history after one more event of the log, `e` in turn `turn`; `control` says who
    /// held each marker just before it. A withdrawal test given here counts: the caller leaves
    /// out the void ones.
    pub(super) fn see(
        &mut self,
        t: &Scenario,
        side: SideId,
        turn: usize,
        e: &Event,
        control: &BTreeMap<&str, SideId>,
    ) {
        let name = t.side(side).name.as_str();
        // Every kind of entry is named, so that a new one is weighed here before it compiles.
        match e {
            Event::PrematureCall { by, .. } if *by == side => self.unpaid_calls += 1,
            Event::PrematureCall { .. } => {}
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
                    self.lifted_by = Some(tr!(
                        WoLiftedMarker,
                        side = name,
                        took = if took { "yes" } else { "no" },
                        marker = marker.as_str(),
                        turn = turn_label(t, turn)
                    ));
                }
            }
            Event::CommanderLost {
                side: of,
                name: commander,
                rank: rank @ (CommandRank::Army | CommandRank::Corps),
            } if *of == side && self.locked_since.is_some() => {
                self.locked_since = None;
                self.lifted_by = Some(tr!(
                    WoLiftedCommander,
                    side = name,
                    army = if *rank == CommandRank::Army {
                        "yes"
                    } else {
                        "no"
                    },
                    commander = commander.as_str(),
                    turn = turn_label(t, turn)
                ));
            }
            Event::WithdrawalTest(_)
            | Event::MarkerControl { .. }
            | Event::CommanderLost { .. }
            | Event::Losses { .. }
            | Event::Status { .. }
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
            | Event::RevealMarkers => {}
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
                .filter_map(|e| {
                    let Event::CommanderInMelee { side: of, name } = e else {
                        return None;
                    };
                    (*of == side).then(|| name.clone())
                })
                .collect()
        })
        .unwrap_or_default()
}

/// What forbids a withdrawal test of an army at some point of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bar {
    /// The army has no units with stands.
    NoStands,
    /// RS% above 60: a call now is premature.
    Premature { rs_percent: u32 },
    /// The markers it controls are worth more than 100% together.
    TooMuchVp { vp_percent: u64 },
    /// The army failed a test in this turn and withdrew.
    Withdrew { turn: usize },
    /// The opponent withdrew in this turn: the battle is decided.
    OpponentWithdrew { turn: usize },
    /// The army passed a test in this turn, and nothing has lifted the lockout since.
    Locked { since: usize },
    /// Army or corps commanders of the army are attached to a unit in melee in this turn.
    Melee {
        turn: usize,
        commanders: Vec<String>,
    },
}

impl Bar {
    /// Why `side` may not be challenged now, in a sentence.
    pub fn now(&self, s: &Scenario, side: SideId) -> String {
        let (name, other) = (
            s.side(side).name.as_str(),
            s.side(side.other()).name.as_str(),
        );
        match self {
            Bar::NoStands => tr!(WoBarNoStands, side = name, side_number = side_number(name)),
            Bar::Premature { rs_percent: r } => tr!(
                WoBarPremature,
                side = name,
                side_number = side_number(name),
                rs = *r,
                legitimate = LEGITIMATE_RS_PERCENT,
                penalty = PREMATURE_CALL_PENALTY,
                other = other,
                other_number = side_number(other)
            ),
            Bar::TooMuchVp { vp_percent } => tr!(WoBarTooMuchVp, side = name, vp = *vp_percent),
            Bar::Withdrew { turn } => tr!(WoBarWithdrew, side = name, turn = turn_label(s, *turn)),
            Bar::OpponentWithdrew { turn } => tr!(
                WoBarOpponentWithdrew,
                other = other,
                turn = turn_label(s, *turn)
            ),
            Bar::Locked { since } => tr!(WoBarLocked, side = name, turn = turn_label(s, *since)),
            Bar::Melee { turn, commanders } => tr!(
                WoBarMelee,
                side = name,
                commanders = commanders.join(", "),
                turn = turn_label(s, *turn)
            ),
        }
    }

    /// Why a test of `side` logged at that point was void, as words that follow "void: ".
    pub fn void(&self, s: &Scenario, side: SideId) -> String {
        let (name, other) = (
            s.side(side).name.as_str(),
            s.side(side.other()).name.as_str(),
        );
        match self {
            Bar::NoStands => tr!(WoVoidNoStands, side = name),
            Bar::Premature { rs_percent: r } => tr!(
                WoVoidPremature,
                side = name,
                rs = *r,
                legitimate = LEGITIMATE_RS_PERCENT
            ),
            Bar::TooMuchVp { vp_percent } => tr!(WoVoidTooMuchVp, side = name, vp = *vp_percent),
            Bar::Withdrew { turn } => tr!(WoVoidWithdrew, side = name, turn = turn_label(s, *turn)),
            Bar::OpponentWithdrew { turn } => tr!(
                WoVoidOpponentWithdrew,
                other = other,
                turn = turn_label(s, *turn)
            ),
            Bar::Locked { since } => tr!(WoVoidLocked, side = name, turn = turn_label(s, *since)),
            Bar::Melee { turn, commanders } => tr!(
                WoVoidMelee,
                side = name,
                commanders = commanders.join(", "),
                turn = turn_label(s, *turn)
            ),
        }
    }
}

/// The markers a side controls, as "A 30, C 15".
pub(super) fn markers_held(s: &Scenario, st: &BattleState, side: Option<SideId>) -> Vec<String> {
    s.markers
        .markers
        .iter()
        .filter(|m| st.control.get(m.id.as_str()).copied() == side)
        .map(|m| format!("{} {}", m.id, figure_or_absent(m.value)))
        .collect()
}

/// Steps collected only when wanted: building their sentences is most of the work.
struct Steps {
    wanted: bool,
    list: Vec<Step>,
}

impl Steps {
    fn push(&mut self, rule: Msg, text: impl FnOnce() -> String) {
        if self.wanted {
            self.list.push(Step::new(i18n::text(rule, None), text()));
        }
    }
}

/// Whether a status comes with the steps that show how it was found (the desk shows them; the
/// verdict only needs the numbers and the reasons).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Detail {
    Steps,
    NumbersOnly,
}

/// The status just before event `cut` of turn `turn`, or after the whole turn.
pub(super) fn status_at(
    s: &Scenario,
    side: SideId,
    turn: usize,
    cut: Option<usize>,
    detail: Detail,
) -> WithdrawalStatus {
    let w = walk_until(s, turn, cut);
    status_in(s, &w.battle, &w.histories[side.index()], side, turn, detail)
}

/// The status in `st` and `h`, the battle and the army's history at a point of turn `turn`:
/// the test's steps 1 to 6 in order, and every reason that forbids a test now.
pub(super) fn status_in(
    s: &Scenario,
    st: &BattleState,
    h: &History,
    side: SideId,
    turn: usize,
    detail: Detail,
) -> WithdrawalStatus {
    let c = count_stands(s, st, side);
    let (name, other) = (&s.side(side).name, &s.side(side.other()).name);
    let mut steps = Steps {
        wanted: detail == Detail::Steps,
        list: Vec::new(),
    };
    let mut bars = Vec::new();

    strength_steps(&mut steps, name, &c);
    let rs = rs_percent(c.current, c.original);
    let legitimate = rs.is_some_and(|r| r <= LEGITIMATE_RS_PERCENT);
    rs_step(&mut steps, &mut bars, name, &c, rs);
    let vp_percent = vp_step(&mut steps, &mut bars, s, st, side);
    let penalty = h.unpaid_calls.saturating_mul(PREMATURE_CALL_PENALTY);
    penalty_step(&mut steps, name, h.unpaid_calls, penalty);
    let wf = rs.map(|r| withdrawal_factor(r, vp_percent, penalty));
    if let (Some(r), Some(w)) = (rs, wf) {
        wf_and_roll_steps(&mut steps, other, (r, vp_percent, penalty), w);
    }
    history_bars(&mut steps, &mut bars, h, name);
    melee_bar(&mut bars, s, side, turn);
    let reasons = bars.iter().map(|b| b.now(s, side)).collect();

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
        may_be_challenged: bars.is_empty(),
        reasons,
        bars,
        steps: steps.list,
    }
}

/// Steps 1 and 2: original and current strength in stands.
fn strength_steps(steps: &mut Steps, name: &str, c: &StandCount) {
    steps.push(Msg::WoRuleStep1, || {
        tr!(
            WoOriginalStrength,
            side = name,
            stands = c.original,
            units = c.units
        )
    });
    steps.push(Msg::WoRuleStep2, || {
        let excluded = if c.excluded.is_empty() {
            tr!(WoExcludedNone)
        } else {
            let list: Vec<String> = c
                .excluded
                .iter()
                .map(|(n, k, status)| {
                    tr!(
                        WoExcludedUnit,
                        unit = n.as_str(),
                        stands = *k,
                        status = status.label()
                    )
                })
                .collect();
            tr!(WoExcluded, units = list.join(", "))
        };
        tr!(
            WoCurrentStrength,
            side = name,
            on_table = c.on_table,
            unit_losses = c.unit_losses,
            unassigned = c.unassigned,
            current = c.current,
            excluded = excluded
        )
    });
    if !c.overspent.is_empty() {
        steps.push(Msg::WoRuleStep2, || {
            tr!(WoOverspentStep, units = c.overspent.join(", "))
        });
    }
    if c.on_table.saturating_sub(c.unit_losses) < c.unassigned {
        steps.push(Msg::WoRuleStep2, || {
            tr!(
                WoUnassignedExceed,
                side = name,
                unassigned = c.unassigned,
                left = c.on_table.saturating_sub(c.unit_losses)
            )
        });
    }
}

/// Step 3: RS%, and whether a call now is legitimate (RS% ≤ 60) or premature.
fn rs_step(steps: &mut Steps, bars: &mut Vec<Bar>, name: &str, c: &StandCount, rs: Option<u32>) {
    let Some(r) = rs else {
        bars.push(Bar::NoStands);
        steps.push(Msg::WoRuleStep3, || tr!(WoRsNone, side = name));
        return;
    };
    let legitimate = r <= LEGITIMATE_RS_PERCENT;
    steps.push(Msg::WoRuleStep3, || {
        let exact = q(100 * i128::from(c.current), i128::from(c.original));
        let verdict = if legitimate {
            tr!(WoRsLegitimate, rs = r, legitimate = LEGITIMATE_RS_PERCENT)
        } else {
            tr!(WoRsPremature, rs = r, legitimate = LEGITIMATE_RS_PERCENT)
        };
        let mut text = tr!(
            WoRs,
            current = c.current,
            original = c.original,
            exact = shown(exact),
            rs = r,
            verdict = verdict
        );
        if let Some(note) = rounding_note(c.current, c.original) {
            text.push(' ');
            text.push_str(&note);
        }
        text
    });
    if !legitimate {
        bars.push(Bar::Premature { rs_percent: r });
    }
}

/// The reading the program makes when RS% rounds down to 60 (60% < exact RS% < 60.5%): the
/// test is legitimate, though the losses are a little under the text's "minimum of 40%".
pub(super) fn rounding_note(current: u64, original: u64) -> Option<String> {
    if original == 0 {
        return None;
    }
    let exact = q(100 * i128::from(current), i128::from(original));
    let limit = i128::from(LEGITIMATE_RS_PERCENT);
    let rounded_down_to_limit = exact > q(limit, 1) && round_half_up(exact) == limit;
    rounded_down_to_limit.then(|| {
        tr!(
            WoRoundingNote,
            legitimate = LEGITIMATE_RS_PERCENT,
            exact = shown(exact),
            losses = shown(q(100, 1) - exact)
        )
    })
}

/// Step 4: VP% of the markers the army controls.
fn vp_step(
    steps: &mut Steps,
    bars: &mut Vec<Bar>,
    s: &Scenario,
    st: &BattleState,
    side: SideId,
) -> u32 {
    let name = s.side(side).name.as_str();
    let vp = st.vp_held(s, side);
    steps.push(Msg::WoRuleStep4, || {
        let held = markers_held(s, st, Some(side));
        let side_number = side_number(name);
        if held.is_empty() {
            tr!(WoVpNone, side = name, side_number = side_number)
        } else {
            tr!(
                WoVp,
                side = name,
                side_number = side_number,
                count = held.len(),
                markers = held.join(", "),
                vp = vp
            )
        }
    });
    if vp > 100 {
        bars.push(Bar::TooMuchVp { vp_percent: vp });
    }
    u32::try_from(vp).unwrap_or(u32::MAX)
}

/// Penalties: 20 points for each premature call of the army's player not yet paid for.
fn penalty_step(steps: &mut Steps, name: &str, unpaid_calls: u32, penalty: u32) {
    steps.push(Msg::WoRulePenalties, || {
        if unpaid_calls == 0 {
            tr!(WoPenaltyNone, side = name)
        } else {
            tr!(
                WoPenalty,
                side = name,
                calls = unpaid_calls,
                per_call = PREMATURE_CALL_PENALTY,
                penalty = penalty
            )
        }
    });
}

/// Steps 5 and 6: WF from RS%, VP% and the penalty, and the roll that would withdraw.
fn wf_and_roll_steps(
    steps: &mut Steps,
    other: &str,
    (r, vp_percent, penalty): (u32, u32, u32),
    w: u32,
) {
    steps.push(Msg::WoRuleStep5, || {
        let product = q(i128::from(r) * i128::from(vp_percent), 100);
        let rounded = round_half_up(product);
        let below = rounded - i128::from(penalty);
        let floor = if below < 0 {
            tr!(WoWfFloor, value = below as f64)
        } else {
            String::new()
        };
        tr!(
            WoWf,
            rs = r,
            vp = vp_percent,
            penalty = penalty,
            product = decimal(product, 2),
            rounded = rounded as f64,
            floor = floor,
            wf = w
        )
    });
    steps.push(Msg::WoRuleStep6, || {
        let chance = chance_to_withdraw(w);
        if w >= 100 {
            tr!(WoRollNever, wf = w)
        } else {
            tr!(
                WoRoll,
                from = w + 1,
                wf = w,
                other = other,
                chance = round_half_up(chance * q(100, 1)) as f64
            )
        }
    });
}

/// What the log forbids: a side that withdrew, a battle already decided, a passed test whose
/// lockout nothing has lifted (or the step that says what lifted it).
fn history_bars(steps: &mut Steps, bars: &mut Vec<Bar>, h: &History, name: &str) {
    if let Some(turn) = h.withdrew {
        bars.push(Bar::Withdrew { turn });
    }
    if let Some(turn) = h.opponent_withdrew {
        bars.push(Bar::OpponentWithdrew { turn });
    }
    if let Some(since) = h.locked_since {
        bars.push(Bar::Locked { since });
    } else if let Some(by) = &h.lifted_by {
        steps.push(Msg::WoRuleSubsequent, || {
            tr!(WoLockoutLifted, side = name, by = by.as_str())
        });
    }
}

/// No test in a turn a commander of the army is attached to a unit in melee.
fn melee_bar(bars: &mut Vec<Bar>, s: &Scenario, side: SideId, turn: usize) {
    let commanders = commanders_in_melee(s, side, turn);
    if !commanders.is_empty() {
        bars.push(Bar::Melee { turn, commanders });
    }
}
