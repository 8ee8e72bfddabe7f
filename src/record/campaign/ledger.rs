//! The ledger: the campaign walked day by day, unit by unit. On each day, in this order:
//! reinforcements join, casualties due back return, replacements due arrive, then the day's
//! battles are fought in the order the campaign lists them. A battle is checked against the
//! ledger first ([`super::matching`]); its losses are each unit's losses as its record gives
//! them (the one definition, `crate::record::losses`); its result of record decides which row
//! of the campaign's results table applies; the returns and replacements of its casualties are
//! then put in the diary for the days they fall due. Every change is a [`LedgerStep`] that says
//! which rule made it, with the units' parts.
//!
//! This file holds what the ledger is; [`super::walk`] walks the campaign and
//! [`super::battle`] takes each battle.

use super::arithmetic::{is_nothing, total};
use crate::i18n::tr;
use crate::model::campaign::{BattleFileError, CampaignDate, CampaignSource};
use crate::model::{Scenario, SideId, Strength, UnitKind};
use crate::record::{Audience, Measure, words};
use crate::systems::Judgement;

/// A unit of the campaign and what has happened to it by the ledger's day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitLine {
    pub side: SideId,
    pub contingent: String,
    pub id: String,
    pub name: String,
    pub kind: UnitKind,
    /// The day it joins, for a unit of a reinforcement; `None` for the order of battle.
    pub joins: Option<CampaignDate>,
    /// With its army by the ledger's day.
    pub present: bool,
    /// Its strength at the campaign's start, or on joining.
    pub start: Strength,
    pub drafted: Strength,
    /// Lost in battle, as the battles' records give its losses.
    pub lost: Strength,
    /// Lost as stragglers in a pursuit (the results table).
    pub stragglers: Strength,
    pub returned: Strength,
    pub replaced: Strength,
    /// Its strength on the ledger's day: start + drafted + returned + replaced − lost −
    /// stragglers.
    pub now: Strength,
    /// The battles it fought (indexes into the campaign's battles).
    pub battles: Vec<usize>,
}

impl UnitLine {
    /// Whether it counts in its army's strength (generals do not).
    pub fn counts(&self) -> bool {
        self.kind != UnitKind::General
    }

    /// "800 at the start, 200 lost in battle, 100 returned" in the measures given.
    pub fn history(&self, measures: &[Measure]) -> String {
        let text = |s: Strength| words::strength_in(s, measures);
        let start = if self.joins.is_some() {
            "joining"
        } else {
            "start"
        };
        let mut parts = vec![tr!(RecHistory, amount = text(self.start), what = start)];
        for (s, what) in [
            (self.drafted, "drafted"),
            (self.lost, "lost"),
            (self.stragglers, "stragglers"),
            (self.returned, "returned"),
            (self.replaced, "replaced"),
        ] {
            if !is_nothing(s) {
                parts.push(tr!(RecHistory, amount = text(s), what = what));
            }
        }
        parts.join(", ")
    }
}

/// What changed an army's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The order of battle at the campaign's start.
    Start,
    /// New units of reinforcement `r` join.
    Joined { reinforcement: usize },
    /// The drafts of reinforcement `r`.
    Drafts { reinforcement: usize },
    /// The units' losses in battle `battle`.
    Battle { battle: usize },
    /// Stragglers of the loser's pursuit after battle `battle` (the results table).
    Pursuit { battle: usize },
    /// Casualties of battle `battle` coming back.
    Returns { battle: usize },
    /// Tranche `tranche` of `of` of the replacements of battle `battle`'s casualties.
    Replacements {
        battle: usize,
        tranche: u32,
        of: u32,
    },
}

impl StepKind {
    /// Whether the step adds to the army (else it takes away).
    pub fn gains(self) -> bool {
        match self {
            StepKind::Start
            | StepKind::Joined { .. }
            | StepKind::Drafts { .. }
            | StepKind::Returns { .. }
            | StepKind::Replacements { .. } => true,
            StepKind::Battle { .. } | StepKind::Pursuit { .. } => false,
        }
    }

    /// The battle it comes from, if any.
    pub fn battle(self) -> Option<usize> {
        match self {
            StepKind::Battle { battle }
            | StepKind::Pursuit { battle }
            | StepKind::Returns { battle }
            | StepKind::Replacements { battle, .. } => Some(battle),
            StepKind::Start | StepKind::Joined { .. } | StepKind::Drafts { .. } => None,
        }
    }

    /// A stable name for scripts: `start`, `joined`, `drafts`, `battle`, `pursuit`,
    /// `returns`, `replacements`.
    pub fn key(self) -> &'static str {
        match self {
            StepKind::Start => "start",
            StepKind::Joined { .. } => "joined",
            StepKind::Drafts { .. } => "drafts",
            StepKind::Battle { .. } => "battle",
            StepKind::Pursuit { .. } => "pursuit",
            StepKind::Returns { .. } => "returns",
            StepKind::Replacements { .. } => "replacements",
        }
    }
}

/// One change of one army's strength.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LedgerStep {
    pub date: CampaignDate,
    pub side: SideId,
    pub kind: StepKind,
    /// Each unit's part (index into [`CampaignLedger::units`]), nothing-parts left out.
    pub units: Vec<(usize, Strength)>,
    /// The parts added up (the army's figure is always the sum of its units').
    pub total: Strength,
    /// The army's strength after the step; for a step still to come, what it would be were
    /// nothing else to happen first.
    pub after: Strength,
    /// Which rule made the step, with its numbers.
    pub rule: String,
}

/// The system's own count of each side's losses, as it words them ("32 of 50 (64.00%)").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnCount {
    pub label: String,
    pub text: [String; 2],
}

/// A battle's result of record, as each audience is told it.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultLine {
    /// The deciding system's id and name; `None` when the battle's scenario names none this
    /// program has.
    pub system: Option<(&'static str, &'static str)>,
    /// The judgement as told to each audience, in [`Audience::ALL`] order.
    pub seen: [Option<Judgement>; 4],
    /// The system's own count of losses, as told to each audience.
    pub own_count: [Option<OwnCount>; 4],
}

impl ResultLine {
    /// The judgement as `a` is told it.
    pub fn seen_by(&self, a: Audience) -> Option<&Judgement> {
        self.seen[audience_index(a)].as_ref()
    }

    pub fn own_count_for(&self, a: Audience) -> Option<&OwnCount> {
        self.own_count[audience_index(a)].as_ref()
    }

    /// The umpire's judgement (the truth the ledger applies).
    pub fn truth(&self) -> Option<&Judgement> {
        self.seen_by(Audience::Umpire)
    }
}

/// The index of an audience in [`Audience::ALL`].
pub fn audience_index(a: Audience) -> usize {
    Audience::ALL.iter().position(|x| *x == a).unwrap_or(0)
}

/// A battle as the ledger took it.
#[derive(Clone, Debug, PartialEq)]
pub struct BattleLine {
    pub index: usize,
    pub date: CampaignDate,
    /// The campaign's name for it, else the scenario's title.
    pub name: String,
    pub file: String,
    /// The scenario's own date text ("10 October 1806").
    pub contingents: [Vec<String>; 2],
    /// The campaign's units that fought (indexes into [`CampaignLedger::units`]).
    pub units: [Vec<usize>; 2],
    /// Each side's strength at the outset, as the battle's record gives it.
    pub start: [Strength; 2],
    /// Each side's losses, as the battle's record gives them (units and losses at large).
    pub lost: [Strength; 2],
    /// The losses entered against a side at large: the campaign cannot carry them to a unit.
    pub at_large: [Strength; 2],
    /// The measures the battle's summary shows.
    pub measures: Vec<Measure>,
    /// Something was logged: a battle not yet played changes nothing.
    pub played: bool,
    pub result: ResultLine,
    /// The row of the campaign's results table its level reads, if any.
    pub effect: Option<usize>,
    /// The side the row's stragglers rule struck, and the stragglers per side.
    pub stragglers: [Strength; 2],
    /// The battle's scenario names itself a campaign battle (`settings.campaign`).
    pub flagged: bool,
}

/// The first battle the ledger could not take, and why; the ledger stops before it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Refusal {
    pub battle: usize,
    /// The whole message, with the campaign's line and the file, and each difference.
    pub message: String,
    /// The differences from the campaign's order of battle, when that is the reason.
    pub differences: Vec<String>,
}

/// Something the umpire should know (a loss the campaign cannot carry, a battle not marked as
/// a campaign battle): the umpire's alone, since it names a side's figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub battle: Option<usize>,
    pub text: String,
}

/// The whole campaign, walked once.
#[derive(Clone, Debug, PartialEq)]
pub struct CampaignLedger {
    /// The day it is taken to.
    pub day: CampaignDate,
    /// Every unit, in [`Campaign::units`] order.
    pub units: Vec<UnitLine>,
    /// Every change, in the order it happened.
    pub steps: Vec<LedgerStep>,
    /// Returns, replacements and reinforcements due after [`CampaignLedger::day`].
    pub due: Vec<LedgerStep>,
    /// The battles taken, in order (up to the refused one, if any).
    pub battles: Vec<BattleLine>,
    pub refused: Option<Refusal>,
    pub warnings: Vec<Warning>,
    /// The measures the campaign's units hold, in [`Measure::ALL`] order.
    pub measures: Vec<Measure>,
}

impl CampaignLedger {
    /// An army's strength on the ledger's day.
    pub fn strength_now(&self, side: SideId) -> Strength {
        total(
            self.units
                .iter()
                .filter(|u| u.side == side && u.counts() && u.present)
                .map(|u| u.now),
        )
    }

    /// The measure charts show: the first the campaign's units hold.
    pub fn main_measure(&self) -> Option<Measure> {
        self.measures.first().copied()
    }

    /// An army's steps, in order.
    pub fn steps_of(&self, side: SideId) -> impl Iterator<Item = &LedgerStep> {
        self.steps.iter().filter(move |s| s.side == side)
    }

    /// Each unit's strength on `day`, after everything the ledger has by then (the battles of
    /// that day and the returns due that day included): the strengths a battle added after the
    /// campaign's last one, on that day, gives its units.
    /// Unit `k` as it stood on `day`: its figures from the steps of that day and before,
    /// those counted and those still to come after the ledger's day alike.
    pub fn unit_on(&self, k: usize, day: CampaignDate) -> UnitLine {
        let mut line = self.units[k].clone();
        let none = Strength::default();
        (line.drafted, line.lost, line.stragglers) = (none, none, none);
        (line.returned, line.replaced, line.now) = (none, none, none);
        for step in self.steps.iter().chain(&self.due) {
            if step.date > day {
                continue;
            }
            for (_, amount) in step.units.iter().filter(|(u, _)| *u == k) {
                let kept = match step.kind {
                    StepKind::Drafts { .. } => &mut line.drafted,
                    StepKind::Battle { .. } => &mut line.lost,
                    StepKind::Pursuit { .. } => &mut line.stragglers,
                    StepKind::Returns { .. } => &mut line.returned,
                    StepKind::Replacements { .. } => &mut line.replaced,
                    StepKind::Start | StepKind::Joined { .. } => &mut line.now,
                };
                *kept = kept.plus(*amount);
            }
        }
        line.now = (line
            .now
            .plus(line.drafted)
            .plus(line.returned)
            .plus(line.replaced))
        .minus(line.lost.plus(line.stragglers));
        line.present = line.joins.is_none_or(|d| d <= day);
        line.battles
            .retain(|&b| self.battles.get(b).is_some_and(|b| b.date <= day));
        line
    }

    pub fn strengths_on(&self, day: CampaignDate) -> Vec<Strength> {
        let mut now = vec![Strength::default(); self.units.len()];
        for step in self.steps.iter().chain(&self.due) {
            if step.date > day {
                continue;
            }
            for (u, amount) in &step.units {
                now[*u] = if step.kind.gains() {
                    now[*u].plus(*amount)
                } else {
                    now[*u].minus(*amount)
                };
            }
        }
        now
    }
}

impl CampaignLedger {
    /// Walk the campaign with its battles' scenarios as read (in the campaign's order).
    pub fn build(
        src: &CampaignSource,
        battles: &[Result<Scenario, BattleFileError>],
    ) -> CampaignLedger {
        super::walk::walk(src, battles)
    }
}
