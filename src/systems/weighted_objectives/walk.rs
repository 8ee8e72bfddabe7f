//! The log walked in order, with the battle and both armies' histories as they stand before
//! each entry, and a ruling on every withdrawal test on the way.
//!
//! A test the rules forbid at its point of the log (a commander of the army in melee that turn,
//! a retest that nothing has allowed since a passed test, RS% above 60, no stands, or a battle
//! already decided) is **void**: in the rules' eyes it did not happen. It decides nothing, pays
//! no penalty for premature calls and sets no lockout; only the tests that count go into the
//! histories. A test that was allowed but whose logged numbers differ from the replay counts,
//! with its logged result, and its differences are listed.
//!
//! The desk's status ([`super::withdrawal_status`]) and the verdict read the log through this one
//! walk, so that they always agree on which tests counted.

use super::WithdrawalStatus;
use super::figure_or_absent;
use super::status::{Bar, Detail, History, status_in};
use crate::i18n::{self, Msg, tr};
use crate::model::{BattleState, Event, Scenario, SideId, WithdrawalTestRecord};

/// What the rules make of a logged withdrawal test.
#[derive(Clone, Debug)]
pub(super) enum Ruling {
    /// The rules allowed the test: it counts, with its logged result. `before` is the army's
    /// status just before it (replayed); `mismatches` the logged numbers the replay does not give.
    Counted {
        before: Box<WithdrawalStatus>,
        mismatches: Vec<String>,
    },
    /// The rules forbade the test: it decides nothing, pays no penalty and sets no lockout.
    Void { bars: Vec<Bar> },
}

/// The log walked up to some point.
pub(super) struct LogWalk<'a> {
    s: &'a Scenario,
    /// The battle as the entries walked so far leave it.
    pub battle: BattleState<'a>,
    /// Each army's tests and premature calls so far (side A's, then side B's).
    pub histories: [History; 2],
    /// The first test that counted and ended in a withdrawal, with its turn.
    pub withdrawal: Option<(usize, &'a WithdrawalTestRecord)>,
}

impl<'a> LogWalk<'a> {
    /// The battle before the first turn.
    pub fn new(s: &'a Scenario) -> LogWalk<'a> {
        LogWalk {
            s,
            battle: BattleState::at_start(s),
            histories: [History::default(), History::default()],
            withdrawal: None,
        }
    }

    /// One more entry of the log, `e` in turn `t`: the ruling on it when it is a withdrawal test
    /// (made before the entry is walked), then the battle and the histories after it.
    pub fn step(&mut self, t: usize, e: &'a Event) -> Option<Ruling> {
        let ruling = if let Event::WithdrawalTest(r) = e {
            Some(self.rule(t, r))
        } else {
            None
        };
        self.advance(t, e, ruling.as_ref());
        ruling
    }

    /// Walk past entry `e` of turn `t`, whose ruling (for a withdrawal test) is `ruling`.
    pub fn advance(&mut self, t: usize, e: &'a Event, ruling: Option<&Ruling>) {
        let counts = !matches!(ruling, Some(Ruling::Void { .. }));
        if counts {
            for side in SideId::BOTH {
                self.histories[side.index()].see(self.s, side, t, e, &self.battle.control);
            }
            if let Event::WithdrawalTest(r) = e
                && r.withdrew
                && self.withdrawal.is_none()
            {
                self.withdrawal = Some((t, r));
            }
        }
        self.battle.apply(e);
    }

    /// The ruling on test `r` logged in turn `t` at the point the walk has reached.
    pub fn rule(&self, t: usize, r: &WithdrawalTestRecord) -> Ruling {
        let history = &self.histories[r.side.index()];
        let before = status_in(
            self.s,
            &self.battle,
            history,
            r.side,
            t,
            Detail::NumbersOnly,
        );
        if history.decided() {
            // After a withdrawal no further test is required: that alone is why it is void.
            let bars = before
                .bars
                .into_iter()
                .filter(|b| matches!(b, Bar::Withdrew { .. } | Bar::OpponentWithdrew { .. }))
                .collect();
            return Ruling::Void { bars };
        }
        if !before.bars.is_empty() {
            return Ruling::Void { bars: before.bars };
        }
        let mismatches = mismatches(r, &before);
        Ruling::Counted {
            before: Box::new(before),
            mismatches,
        }
    }
}

/// The log walked up to a point: the turns before `turn`, then the entries of turn `turn`
/// before index `cut` (the whole turn when `cut` is `None`).
pub(super) fn walk_until(s: &Scenario, turn: usize, cut: Option<usize>) -> LogWalk<'_> {
    let mut w = LogWalk::new(s);
    for (t, e) in s.log.events_before(turn, cut) {
        w.step(t, e);
    }
    w.battle.turns = turn.saturating_add(1).min(s.log.turns.len());
    w
}

/// The numbers of a logged test that the replay does not give, one phrase each.
fn mismatches(r: &WithdrawalTestRecord, before: &WithdrawalStatus) -> Vec<String> {
    let opt = |x: Option<u32>| x.map_or_else(|| tr!(WoNone), |v| v.to_string());
    [
        (
            Msg::WoWhatRs,
            r.rs_percent.to_string(),
            opt(before.rs_percent),
        ),
        (
            Msg::WoWhatVp,
            figure_or_absent(r.vp_percent),
            before.vp_percent.to_string(),
        ),
        (
            Msg::WoWhatPenalty,
            r.penalty.to_string(),
            before.penalty.to_string(),
        ),
        (Msg::WoWhatWf, figure_or_absent(r.wf), opt(before.wf)),
    ]
    .into_iter()
    .filter(|(_, logged, replayed)| logged != replayed)
    .map(|(what, logged, replayed)| {
        tr!(
            WoMismatch,
            what = i18n::text(what, None),
            logged = logged,
            replayed = replayed
        )
    })
    .collect()
}
