//! The battle record and the knowledge rules: what happened, turn by turn, and who may know it.
//!
//! This floor sits above [`crate::model`] and [`crate::systems`] and below every front end (the
//! window, the command line, the PDF, the PNG exports). It replays the log **once**
//! ([`BattleRecord::build`]) and gives, at the start and after every turn: each side's losses in
//! every measure (one definition, [`losses`]), unit status, who holds and who has examined each
//! marker, VP held, Waterloo 20 Morale Points, the withdrawal tests and combats; one narrator
//! writes one sentence per log event ([`narrator`]). What each audience may know is decided in
//! one place ([`knowledge`]), and every output reads the record through a [`Projection`] for its
//! audience, so no output decides visibility on its own.

pub mod campaign;
pub mod end_figures;
pub mod export;
pub mod field_names;
pub mod knowledge;
pub mod losses;
pub mod narrator;
pub mod player_copy;
pub mod result;
pub mod sight;
pub mod words;

pub use knowledge::{Audience, Knowledge, Projection};
pub use losses::Measure;

use crate::i18n::fixed;
use crate::i18n::{Msg, tr};
use crate::model::{Event, GunLoss, Role, Scenario, SideId, Strength, Unit, UnitKind, UnitStatus};
use crate::systems::naw;
use crate::systems::waterloo20::{RallyResult, morale_by_turn, rally};
use losses::Ledger;

/// A place in the log: event `index` of turn `turn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LogPoint {
    pub turn: usize,
    pub index: usize,
}

/// How a unit ends the battle, as the log tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitFate {
    pub side: SideId,
    pub status: UnitStatus,
    /// What it lost, in every measure ([`losses::unit_loss`]).
    pub lost: Strength,
    /// A general whose name the log reports killed, wounded or captured.
    pub commander_lost: bool,
}

impl UnitFate {
    /// "on board", "destroyed or fled", or "killed, wounded or captured" for a lost general.
    pub fn status_label(&self) -> &'static str {
        if self.commander_lost {
            fixed(Msg::RecCommanderKilled)
        } else {
            self.status.label()
        }
    }
}

/// Guns a side lost, as a `GunsLost` entry of the log records them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GunsLostEntry {
    pub at: LogPoint,
    pub side: SideId,
    pub guns: u64,
    /// How they were lost: the casualty chart's rule 6 counts all but
    /// [`GunLoss::CavalryAlone`].
    pub how: GunLoss,
    /// The battery, if the entry names one.
    pub unit: Option<String>,
}

/// A side's state at the start or at the end of a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnState {
    /// Cumulative losses of side A and side B, in the units' measures (see [`losses`]).
    pub lost: [Strength; 2],
    /// Cumulative Strength Points each side lost in combats, as the combat entries record
    /// them: a count of its own, never added to the units' Strength Points (see [`losses`]).
    pub combat_sp: [u64; 2],
    /// Who holds each marker (in the scenario's marker order); `None` = nobody.
    pub holders: Vec<Option<SideId>>,
}

/// What the outputs call Napoleon at Waterloo's count of Strength Points lost (in English;
/// [`CombatCount::label`] is in the language in force).
pub const NAW_COUNT: &str = "Strength Points lost (Napoleon at Waterloo count)";
/// [`NAW_COUNT`] for a narrow column.
pub const NAW_COUNT_SHORT: &str = "SP lost, Napoleon at Waterloo";

/// Strength Points lost in combat, turn by turn ([`BattleRecord::combat_count`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CombatCount {
    /// Whether it is Napoleon at Waterloo's own count (else the combats' as they record them).
    pub naw: bool,
    /// What the count is: [`NAW_COUNT`] or [`losses::COMBAT_SP`], in the language in force.
    pub label: &'static str,
    /// The same for a narrow column.
    pub short: &'static str,
    /// Whose count it is, for a chart's title: "Napoleon at Waterloo count".
    pub whose: &'static str,
    /// Side A and side B at the start and after each turn, cumulative.
    pub series: Vec<[u64; 2]>,
}

impl CombatCount {
    /// Each side's count at the end.
    pub fn at_end(&self) -> [u64; 2] {
        self.series.last().copied().unwrap_or([0, 0])
    }
}

/// The whole battle, replayed once.
#[derive(Clone, Debug, PartialEq)]
pub struct BattleRecord {
    /// "Start", then each turn's name.
    pub labels: Vec<String>,
    /// Each side's strength at the outset: every unit, reinforcements included, generals not.
    pub start: [Strength; 2],
    /// The state at the start (index 0) and after each turn (index t + 1).
    pub turns: Vec<TurnState>,
    /// Morale Points of each side at the start and after each turn, when the scenario keeps
    /// them (a side starts with some).
    pub morale: Option<Vec<[i64; 2]>>,
    /// The Strength Points each side has lost as Napoleon at Waterloo counts them ([8.0]:
    /// combats and `Losses` entries, until the game is over) at the start and after each turn,
    /// when the scenario names the French side: the system's own count, turn by turn.
    pub naw_count: Option<Vec<[u64; 2]>>,
    /// Every unit of the scenario (in [`Scenario::units`] order) at the end of the log.
    pub units: Vec<UnitFate>,
    /// For each marker, when each side first examined it: `Some(None)` from the start (a
    /// defender that held the field knows the markers of its own area), `Some(Some(point))`
    /// from that log entry on.
    pub examined: Vec<[Option<Option<LogPoint>>; 2]>,
    /// Where the umpire turned every marker face up, if he did.
    pub revealed_at: Option<LogPoint>,
    /// The withdrawal tests in log order.
    pub tests: Vec<LogPoint>,
    /// The combats in log order.
    pub combats: Vec<LogPoint>,
    /// Commanders lost: where, which side, name.
    pub commanders_lost: Vec<(LogPoint, SideId, String)>,
    /// Guns lost, in log order.
    pub guns_lost: Vec<GunsLostEntry>,
    /// The measures the `Losses` entries record losses in, in [`Measure::ALL`] order.
    pub measures_entered: Vec<Measure>,
}

impl BattleRecord {
    /// Replay the scenario's log once.
    pub fn build(s: &Scenario) -> BattleRecord {
        profiling::function_scope!();
        let units: Vec<(SideId, &Unit)> = s.units().collect();
        let mut ledger = Ledger::new(&units);
        let mut holders = start_holders(s);
        let mut examined: Vec<[Option<Option<LogPoint>>; 2]> = holders
            .iter()
            .map(|h| SideId::BOTH.map(|side| (*h == Some(side)).then_some(None)))
            .collect();
        let mut record = BattleRecord {
            labels: std::iter::once(tr!(RecStart))
                .chain(
                    s.log
                        .turns
                        .iter()
                        .enumerate()
                        .map(|(i, t)| words::turn_label(i, &t.name)),
                )
                .collect(),
            start: SideId::BOTH.map(|side| losses::start_strength(&units, side)),
            turns: Vec::with_capacity(s.log.turns.len() + 1),
            morale: None,
            naw_count: None,
            units: Vec::new(),
            examined: Vec::new(),
            revealed_at: None,
            tests: Vec::new(),
            combats: Vec::new(),
            commanders_lost: Vec::new(),
            guns_lost: Vec::new(),
            measures_entered: Vec::new(),
        };
        let mut combat_sp = [0u64; 2];
        record.turns.push(TurnState {
            lost: ledger.totals(),
            combat_sp,
            holders: holders.clone(),
        });
        // Ids are looked up through maps built once: a log of 100,000 entries stays linear.
        let unit_at: rustc_hash::FxHashMap<&str, usize> = units
            .iter()
            .enumerate()
            .map(|(i, (_, u))| (u.id.as_str(), i))
            .collect();
        let marker_at: rustc_hash::FxHashMap<&str, usize> = s
            .markers
            .markers
            .iter()
            .enumerate()
            .map(|(i, m)| (m.id.as_str(), i))
            .collect();
        let moves_off = crate::model::MovesOff::new(s);
        let mut entered = [false; 4];
        for (t, turn) in s.log.turns.iter().enumerate() {
            for (i, e) in turn.events.iter().enumerate() {
                let at = LogPoint { turn: t, index: i };
                match e {
                    Event::Losses { .. } => {
                        let Some((side, unit, loss)) = e.loss() else {
                            continue;
                        };
                        for (k, m) in Measure::ALL.iter().enumerate() {
                            entered[k] |= m.of(loss) > 0;
                        }
                        match unit.and_then(|id| unit_at.get(id)) {
                            Some(&u) => ledger.unit_lost(u, loss),
                            None => ledger.side_lost(side, loss),
                        }
                    }
                    Event::Status { unit, status } => {
                        if let Some(&u) = unit_at.get(unit.as_str()) {
                            ledger.set_status(u, *status);
                        }
                    }
                    Event::MarkerControl { marker, side } => {
                        if let Some(&m) = marker_at.get(marker.as_str()) {
                            holders[m] = Some(*side);
                            let seen = &mut examined[m][side.index()];
                            if seen.is_none() {
                                *seen = Some(Some(at));
                            }
                        }
                    }
                    Event::CommanderLost { side, name, .. } => {
                        record.commanders_lost.push((at, *side, name.clone()));
                        let general = units.iter().position(|(sd, u)| {
                            *sd == *side
                                && u.kind == UnitKind::General
                                && u.name.trim() == name.trim()
                        });
                        if let Some(u) = general {
                            ledger.commander_lost(u);
                        }
                    }
                    Event::GunsLost {
                        side,
                        guns,
                        how,
                        unit,
                    } => record.guns_lost.push(GunsLostEntry {
                        at,
                        side: *side,
                        guns: *guns,
                        how: *how,
                        unit: unit.clone(),
                    }),
                    Event::Combat(c) => {
                        record.combats.push(at);
                        combat_sp[0] = combat_sp[0].saturating_add(c.sp_lost.0);
                        combat_sp[1] = combat_sp[1].saturating_add(c.sp_lost.1);
                        for id in &c.eliminated {
                            if let Some(&u) = unit_at.get(id.as_str()) {
                                ledger.set_status(u, UnitStatus::DestroyedOrFled);
                            }
                        }
                        for id in &c.routed {
                            if let Some(&u) = unit_at.get(id.as_str()) {
                                ledger.set_status(u, UnitStatus::Routed);
                            }
                        }
                    }
                    Event::Rally {
                        unit,
                        roll,
                        morale_point,
                    } => {
                        if let Some(&u) = unit_at.get(unit.as_str()) {
                            match rally(roll.value, units[u].1, *morale_point).1 {
                                RallyResult::Eliminated => {
                                    ledger.set_status(u, UnitStatus::DestroyedOrFled)
                                }
                                RallyResult::Rallied => ledger.set_status(u, UnitStatus::OnBoard),
                                RallyResult::NoEffect => {}
                            }
                        }
                    }
                    Event::WithdrawalTest(_) => record.tests.push(at),
                    Event::Move { .. } => {
                        // A move off the map through an exit is the unit exiting.
                        if let Some(&u) = moves_off.exits_at(t, i).and_then(|id| unit_at.get(id)) {
                            ledger.set_status(u, UnitStatus::Exited);
                        }
                    }
                    Event::RevealMarkers => {
                        if record.revealed_at.is_none() {
                            record.revealed_at = Some(at);
                        }
                    }
                    Event::CommanderInMelee { .. }
                    | Event::PrematureCall { .. }
                    | Event::NightMorale { .. }
                    | Event::MoraleSpent { .. }
                    | Event::RandomEvent { .. }
                    | Event::Note { .. }
                    | Event::Spotted { .. } => {}
                }
            }
            record.turns.push(TurnState {
                lost: ledger.totals(),
                combat_sp,
                holders: holders.clone(),
            });
        }
        record.examined = examined;
        record.measures_entered = Measure::ALL
            .into_iter()
            .zip(entered)
            .filter_map(|(m, e)| e.then_some(m))
            .collect();
        record.units = ledger.fates();
        let start_morale = SideId::BOTH.map(|id| i64::from(s.side(id).morale_points));
        if start_morale != [0, 0] {
            record.morale = Some(
                std::iter::once(start_morale)
                    .chain(morale_by_turn(s))
                    .collect(),
            );
        }
        record.naw_count = naw::sp_lost_by_turn(s);
        record
    }

    /// How many turns the log has.
    pub fn turn_count(&self) -> usize {
        self.turns.len().saturating_sub(1)
    }

    /// The state at the end of the log.
    pub fn end(&self) -> &TurnState {
        self.turns.last().expect("a record has at least the start")
    }

    /// Whether anything was logged at all: a battle with nothing logged is "not yet played".
    pub fn played(&self, s: &Scenario) -> bool {
        s.log.turns.iter().any(|t| !t.events.is_empty())
    }

    /// The measures in which a side has a strength at the outset, in [`Measure::ALL`] order.
    pub fn measures_held(&self) -> Vec<Measure> {
        Measure::ALL
            .into_iter()
            .filter(|m| self.start.iter().any(|st| m.of(*st) > 0))
            .collect()
    }

    /// The measures with any loss at the end, in [`Measure::ALL`] order.
    pub fn measures_lost(&self) -> Vec<Measure> {
        let end = self.end();
        Measure::ALL
            .into_iter()
            .filter(|m| end.lost.iter().any(|l| m.of(*l) > 0))
            .collect()
    }

    /// The measure a loss chart shows by default: the one the log records losses in (the first
    /// of those entered, else the first with any loss, else the first the sides hold).
    pub fn main_measure(&self) -> Option<Measure> {
        self.measures_entered
            .iter()
            .copied()
            .find(|m| self.start.iter().any(|st| m.of(*st) > 0))
            .or_else(|| self.measures_entered.first().copied())
            .or_else(|| self.measures_lost().first().copied())
            .or_else(|| self.measures_held().first().copied())
    }

    /// Cumulative losses of `side` in `m` at the start and after each turn.
    pub fn loss_series(&self, side: SideId, m: Measure) -> Vec<u64> {
        self.turns
            .iter()
            .map(|t| m.of(t.lost[side.index()]))
            .collect()
    }

    /// Losses of `side` in `m` at the start (t = 0) or after turn t, in % of its strength at
    /// the outset in that measure; `None` when it had none.
    pub fn loss_percent(&self, t: usize, side: SideId, m: Measure) -> Option<f64> {
        let base = m.of(self.start[side.index()]);
        let lost = m.of(self.turns.get(t)?.lost[side.index()]);
        (base > 0).then(|| 100.0 * lost as f64 / base as f64)
    }

    /// The measures a summary of losses shows: those the log records losses in (and the sides
    /// hold), else the main one.
    pub fn measures_shown(&self) -> Vec<Measure> {
        let entered: Vec<Measure> = self
            .measures_entered
            .iter()
            .copied()
            .filter(|m| self.start.iter().any(|st| m.of(*st) > 0))
            .collect();
        if entered.is_empty() {
            self.main_measure().into_iter().collect()
        } else {
            entered
        }
    }

    /// The guns `side` lost in way `how`, by the whole log.
    pub fn guns_lost_of(&self, side: SideId, how: GunLoss) -> u64 {
        self.guns_lost
            .iter()
            .filter(|g| g.side == side && g.how == how)
            .fold(0u64, |acc, g| acc.saturating_add(g.guns))
    }

    /// The Strength Points lost in combat at the start and after each turn, as the outputs
    /// show them: Napoleon at Waterloo's own count when that system is in play (`naw_in_play`,
    /// see [`result::Standing::in_play`]), else the combats' as they record them; `None` when
    /// none was lost.
    pub fn combat_count(&self, naw_in_play: bool) -> Option<CombatCount> {
        let count = match &self.naw_count {
            Some(count) if naw_in_play => CombatCount {
                naw: true,
                label: fixed(Msg::RecNawCount),
                short: fixed(Msg::RecNawCountShort),
                whose: fixed(Msg::RecNawCountWhose),
                series: count.clone(),
            },
            _ => CombatCount {
                naw: false,
                label: fixed(Msg::RecCombatSp),
                short: fixed(Msg::RecCombatSpShort),
                whose: fixed(Msg::RecCombatSpWhose),
                series: self.turns.iter().map(|t| t.combat_sp).collect(),
            },
        };
        count
            .series
            .iter()
            .any(|sides| *sides != [0, 0])
            .then_some(count)
    }

    /// The fate of the unit with this id.
    pub fn unit_fate<'a>(&'a self, s: &Scenario, id: &str) -> Option<&'a UnitFate> {
        s.units()
            .position(|(_, u)| u.id == id)
            .and_then(|i| self.units.get(i))
    }
}

/// Who holds each marker before the first turn: the defender the markers in its own area when
/// it held the field before the battle (seed 002), nobody any other.
fn start_holders(s: &Scenario) -> Vec<Option<SideId>> {
    let defender = s
        .settings
        .defender_held_field
        .then(|| s.side_with_role(Role::Defender))
        .flatten();
    s.markers
        .markers
        .iter()
        .map(|m| defender.filter(|&d| s.side(d).deployment.contains(m.pos)))
        .collect()
}

#[cfg(test)]
mod tests;
