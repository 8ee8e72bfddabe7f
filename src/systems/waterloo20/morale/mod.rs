//! The morale ledger, derived from the battle log (Morale Chart, Rally Table, Random Events),
//! and the units lost, walked once in log order.
//!
//! One [`Walker`] goes through the log; what each kind of event does to the Morale Points is in
//! its own file: [`combat_effects`] (eliminations, routs, the Imperial Guard) and
//! [`rally_and_events`] (the Rally Table, Random Events); the units' statuses and the checks on
//! the game's order (arrivals, who may fight, the track's 12 turns) are in [`bookkeeping`]; the
//! night turn's Lines of Communication and the end-of-Night point are here with the walk.

mod bookkeeping;
mod combat_effects;
mod rally_and_events;

use super::combat::{Found, Signed};
use super::n;
use super::tables::is_night;
use crate::i18n::{Msg, fixed, tr};
use crate::model::{Combat, Event, Scenario, SideId, Unit, UnitStatus};
use crate::systems::Step;
use rustc_hash::FxHashMap;
use serde::Serialize;
use std::collections::BTreeSet;

/// One change of a side's Morale Points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoraleEntry {
    /// Index of the turn in the log.
    pub turn: usize,
    /// Index of the event in its turn that caused the change; the end-of-Night automatic +1
    /// comes after the turn's last event and carries the turn's number of events.
    pub event: usize,
    pub side: SideId,
    /// +1, −1, or −n for n Morale Points spent at once.
    pub change: i64,
    /// Why, in words, with the units' names.
    pub reason: String,
}

/// Every change of Morale Points the log implies, in log order:
///
/// - Combat (Morale Chart): each enemy unit eliminated (retreats into ZOC included, as listed in
///   [`Combat::eliminated`]) +1 friendly, −1 enemy; each unit routed and not eliminated −1 to its
///   side; a French Imperial Guard unit (`guard`, on the French side) among the attackers or
///   defenders of a combat whose AE or AR (falling on the attacker) or DE or DR (falling on the
///   defender) falls on the French −1 French, on the Allies +1 French; EX, DW, AW, N never count.
///   The result is the logged one, or the table's for the logged roll when none is logged.
/// - Morale Points spent: −1 to the side that spends one on a combat; `MoraleSpent` −points; a
///   Morale Point on rallies −1 once per army and Night turn, since it adds +1 to the rally roll of
///   *all* friendly units (the Allied side's contingents, the Anglo-Dutch and the Prussians, each
///   spend their own; the French side is one army). Log a rally's point on the `Rally` event only,
///   not again as `MoraleSpent`.
/// - End of each Night turn (`NightMorale`): two or more French-occupied Allied LOC hexes
///   (`french_on_allied_loc`) −1 Allied; the Allies on both French LOC hexes −1 French; then,
///   automatically, +1 each side. The automatic +1 applies at the end of every Night turn (a
///   turn whose name has the word "Night", see [`super::is_night`], or in which a
///   `NightMorale` was logged) even when no `NightMorale` event was logged.
/// - Random events: Morale Fluctuation (roll 5, either table) gains or loses one point by its
///   second die.
///
/// Without `settings.french` the lines that need to know who the French are (Imperial Guard,
/// Night LOC hexes) are left out; the verdict then asks for the setting.
pub fn morale_ledger(s: &Scenario) -> Vec<MoraleEntry> {
    walk(s, Detail::Ledger).ledger
}

/// The Morale Points of side A and side B at the end of each turn of the log, starting from
/// [`crate::model::Side::morale_points`]. Not held at zero: a side that loses more points than
/// it has shows a negative number.
pub fn morale_by_turn(s: &Scenario) -> Vec<[i64; 2]> {
    walk(s, Detail::Ledger).morale_by_turn
}

pub(crate) fn start_morale(s: &Scenario) -> [i64; 2] {
    SideId::BOTH.map(|id| i64::from(s.side(id).morale_points))
}

/// A place in the log and what is wrong or notable there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Issue {
    pub path: String,
    pub side: Option<SideId>,
    pub message: String,
}

/// Units and printed Strength Points lost for good by each side (eliminated in combat or by a
/// failed rally): `(units, SP)` for side A and side B.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Lost(pub [(u64, u64); 2]);

impl Lost {
    fn add(&mut self, side: SideId, sp: u64) {
        let (units, points) = &mut self.0[side.index()];
        *units += 1;
        *points = points.saturating_add(sp);
    }
}

/// What the walk writes: the ledger for its readers (the desk, the report's graphs), or the
/// verdict's steps, where each change of Morale Points is written straight into its step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Detail {
    Ledger,
    Steps,
}

/// The first change of Morale Points that leaves a side at 0 or below: the optional rule's loss.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Collapse {
    pub side: SideId,
    pub turn: usize,
    pub reason: String,
}

/// Everything the log says, walked once.
pub(crate) struct Walk {
    /// Empty unless the walk was asked for [`Detail::Ledger`].
    pub ledger: Vec<MoraleEntry>,
    /// Each side's Morale Points at the end of each turn; empty unless [`Detail::Ledger`].
    pub morale_by_turn: Vec<[i64; 2]>,
    /// The verdict's steps for the log, empty unless [`Detail::Steps`]: what each event did,
    /// in log order, "<turn>: …", and the standing at the end of each turn.
    pub steps: Vec<Step>,
    /// Each side's Morale Points at the end.
    pub morale: [i64; 2],
    pub lost: Lost,
    pub collapse: Option<Collapse>,
    /// Data that makes no sense: the verdict is refused.
    pub errors: Vec<Issue>,
    /// Breaches of the rules or doubtful entries: reported, the verdict stands.
    pub warnings: Vec<Issue>,
    /// Units routed and not rallied at the end, per side.
    pub routed_at_end: [u64; 2],
}

/// A Morale Point for rallies covers one army: the French side, or one Allied contingent.
type Army = (SideId, Option<usize>);

struct UnitInfo<'a> {
    side: SideId,
    contingent: usize,
    unit: &'a Unit,
    /// The unit's status as the log has left it so far.
    status: UnitStatus,
}

/// Every unit by its id, so that a log of many combats does not scan the armies for each unit.
struct UnitIndex<'a>(FxHashMap<&'a str, UnitInfo<'a>>);

impl<'a> UnitIndex<'a> {
    fn new(s: &'a Scenario) -> Self {
        let mut units = FxHashMap::default();
        units.reserve(s.units().count());
        for side in SideId::BOTH {
            for (k, cont) in s.side(side).contingents.iter().enumerate() {
                for u in &cont.units {
                    // A duplicated id is the validator's to report; the first one counts here,
                    // as in `Scenario::unit`.
                    units.entry(u.id.as_str()).or_insert(UnitInfo {
                        side,
                        contingent: k,
                        unit: u,
                        status: u.status,
                    });
                }
            }
        }
        UnitIndex(units)
    }

    fn get(&self, id: &str) -> Option<&UnitInfo<'a>> {
        self.0.get(id)
    }

    fn get_mut(&mut self, id: &str) -> Option<&mut UnitInfo<'a>> {
        self.0.get_mut(id)
    }

    fn iter(&self) -> impl Iterator<Item = (&'a str, &UnitInfo<'a>)> {
        self.0.iter().map(|(id, info)| (*id, info))
    }
}

struct Walker<'a> {
    s: &'a Scenario,
    french: Option<SideId>,
    units: UnitIndex<'a>,
    /// The ids of the French Imperial Guard's units, to spot them in a combat without looking
    /// every unit up.
    guard_ids: Vec<&'a str>,
    detail: Detail,
    /// A step is written here first and then stored at its exact length, in one allocation.
    scratch: String,
    /// The list of units counted in a combat, lent to each combat in turn: one allocation for
    /// the whole log.
    counted: Vec<&'a Unit>,
    /// The log's moves off the map: one that counts as an exit changes the unit's status.
    off: crate::model::MovesOff<'a>,
    out: Walk,
}

pub(crate) fn walk(s: &Scenario, detail: Detail) -> Walk {
    let (steps, scratch, morale_by_turn) = match detail {
        Detail::Steps => {
            // About a step per event and one per change of Morale Points, one per turn and
            // a few for the verdict's opening and end.
            let steps = 2 * s.log.events().count() + s.log.turns.len() + 8;
            (
                Vec::with_capacity(steps),
                String::with_capacity(512),
                Vec::new(),
            )
        }
        Detail::Ledger => (
            Vec::new(),
            String::new(),
            Vec::with_capacity(s.log.turns.len()),
        ),
    };
    let units = UnitIndex::new(s);
    let french = s.settings.french;
    let guard_ids = units
        .iter()
        .filter(|(_, i)| Some(i.side) == french && i.unit.guard)
        .map(|(id, _)| id)
        .collect();
    let mut w = Walker {
        s,
        french,
        units,
        guard_ids,
        detail,
        scratch,
        counted: Vec::new(),
        off: crate::model::MovesOff::new(s),
        out: Walk {
            ledger: Vec::new(),
            morale_by_turn,
            steps,
            morale: start_morale(s),
            lost: Lost::default(),
            collapse: None,
            errors: Vec::new(),
            warnings: Vec::new(),
            routed_at_end: [0; 2],
        },
    };
    for t in 0..s.log.turns.len() {
        w.turn(t);
    }
    for (_, i) in w.units.iter() {
        if i.status == UnitStatus::Routed {
            w.out.routed_at_end[i.side.index()] += 1;
        }
    }
    w.out
}

// The paths are written only when an issue is reported: most events have none.

fn turn_path(s: &Scenario, t: usize) -> String {
    format!("log[{t}] (turn \"{}\")", s.log.turns[t].name)
}

fn event_path(s: &Scenario, t: usize, k: usize) -> String {
    format!("{}.events[{k}]", turn_path(s, t))
}

fn field_path(s: &Scenario, t: usize, k: usize, field: &str) -> String {
    format!("{}.{field}", event_path(s, t, k))
}

/// A reason as a String of its own, for the ledger.
fn written(reason: &impl Fn(&mut String)) -> String {
    let mut text = String::new();
    reason(&mut text);
    text
}

/// Whether a unit is among the attackers or defenders of a combat.
fn takes_part(c: &Combat, id: &str) -> bool {
    c.attackers.iter().chain(&c.defenders).any(|p| p == id)
}

/// The rally modifiers as the Rally Table's line shows them.
fn rally_modifiers(unit: &Unit, morale_point: bool) -> String {
    match (unit.guard || unit.rally_bonus, morale_point) {
        (true, true) => tr!(W20RallyModsBoth),
        (true, false) => tr!(W20RallyModsGuard),
        (false, true) => tr!(W20RallyModsPoint),
        (false, false) => String::new(),
    }
}

impl<'a> Walker<'a> {
    fn name(&self, side: SideId) -> &'a str {
        &self.s.side(side).name
    }

    fn find(&self, id: &str) -> Found<'a> {
        self.units.get(id).map(|i| (i.side, i.unit))
    }

    fn set_status(&mut self, id: &str, status: UnitStatus) {
        if let Some(i) = self.units.get_mut(id) {
            i.status = status;
        }
    }

    /// A step of the verdict as `write` writes it, its rule the message `rule`; nothing when
    /// only the ledger is wanted.
    fn step(&mut self, rule: Msg, write: impl FnOnce(&mut String)) {
        if self.detail == Detail::Ledger {
            return;
        }
        let rule = fixed(rule);
        let text = &mut self.scratch;
        text.clear();
        write(text);
        self.out.steps.push(Step::new(rule, text.as_str()));
    }

    /// A step about an event of turn `turn`: "<turn>: " ("June 16 Night: ", "Turn 3: ") and
    /// what `write` writes.
    fn line(&mut self, turn: usize, rule: Msg, write: impl FnOnce(&mut String)) {
        let log = &self.s.log;
        self.step(rule, |out| {
            let mut text = String::new();
            write(&mut text);
            let turn = log.turn_phrase_capitalised(turn);
            out.push_str(&tr!(W20Line, turn = turn, text = text));
        });
    }

    /// The verdict's step at the end of a turn: the standing and the units lost so far.
    fn end_of_turn(&mut self, turn: usize) {
        let (morale, [(a_units, a_sp), (b_units, b_sp)]) = (self.out.morale, self.out.lost.0);
        let [a, b] = SideId::BOTH.map(|side| self.name(side));
        let log = &self.s.log;
        self.step(Msg::W20RuleEndOfTurn, |out| {
            out.push_str(&tr!(
                W20EndOfTurn,
                turn = log.turn_phrase(turn),
                a = a,
                a_morale = n(morale[0]),
                b = b,
                b_morale = n(morale[1]),
                a_units = a_units,
                a_sp = n(a_sp),
                b_units = b_units,
                b_sp = n(b_sp)
            ));
        });
    }

    /// A change of Morale Points: an entry of the ledger, or a line of the verdict. The reason
    /// is written where it is wanted: into the line, or into the entry's own String.
    fn entry(
        &mut self,
        turn: usize,
        event: usize,
        side: SideId,
        change: i64,
        rule: Msg,
        reason: impl Fn(&mut String),
    ) {
        let standing = &mut self.out.morale[side.index()];
        *standing += change;
        let standing = *standing;
        if self.out.collapse.is_none() && change < 0 && standing <= super::MORALE_COLLAPSE_POINTS {
            self.out.collapse = Some(Collapse {
                side,
                turn,
                reason: written(&reason),
            });
        }
        match self.detail {
            Detail::Ledger => self.out.ledger.push(MoraleEntry {
                turn,
                event,
                side,
                change,
                reason: written(&reason),
            }),
            Detail::Steps => {
                let name = self.name(side);
                self.line(turn, rule, |out| {
                    out.push_str(&tr!(
                        W20Entry,
                        side = name,
                        change = Signed(change).to_string(),
                        reason = written(&reason),
                        standing = n(standing)
                    ));
                });
            }
        }
    }

    /// Morale Points a side chooses to expend: it must have them.
    fn spend(
        &mut self,
        turn: usize,
        event: usize,
        side: SideId,
        points: u32,
        reason: impl Fn(&mut String),
    ) {
        let have = self.out.morale[side.index()];
        let points = i64::from(points);
        if have < points {
            let message = tr!(
                W20SpentTooMany,
                points = points,
                have = n(have),
                side = self.name(side)
            );
            self.warn(event_path(self.s, turn, event), Some(side), message);
        }
        self.entry(turn, event, side, -points, Msg::W20RuleExpended, reason);
    }

    fn warn(&mut self, path: String, side: Option<SideId>, message: String) {
        self.out.warnings.push(Issue {
            path,
            side,
            message,
        });
    }

    fn error(&mut self, path: String, side: Option<SideId>, message: String) {
        self.out.errors.push(Issue {
            path,
            side,
            message,
        });
    }

    fn army(&self, side: SideId, contingent: usize) -> Army {
        if self.french == Some(side) {
            (side, None)
        } else {
            (side, Some(contingent))
        }
    }

    fn army_name(&self, (side, contingent): Army) -> &'a str {
        match contingent.and_then(|k| self.s.side(side).contingents.get(k)) {
            Some(c) if !c.name.trim().is_empty() => &c.name,
            _ => self.name(side),
        }
    }

    fn turn(&mut self, t: usize) {
        let s = self.s;
        let turn = &s.log.turns[t];
        self.beyond_the_track(t);
        let night_events = turn
            .events
            .iter()
            .filter(|e| matches!(e, Event::NightMorale { .. }))
            .count();
        // A Morale Point spent on rallies covers every rally of the army this Night turn.
        let rally_points: BTreeSet<Army> = turn
            .events
            .iter()
            .filter_map(|e| match e {
                Event::Rally {
                    unit,
                    morale_point: true,
                    ..
                } => self
                    .units
                    .get(unit.as_str())
                    .map(|i| self.army(i.side, i.contingent)),
                _ => None,
            })
            .collect();
        let mut rally_charged = BTreeSet::new();
        for (k, e) in turn.events.iter().enumerate() {
            match e {
                Event::Combat(c) => self.combat(t, k, c),
                Event::Status { unit, status } => self.status_change(t, k, unit, *status),
                Event::NightMorale {
                    french_on_allied_loc,
                    allies_on_both_french_loc,
                } => self.night_loc(t, k, *french_on_allied_loc, *allies_on_both_french_loc),
                Event::MoraleSpent {
                    side,
                    points,
                    purpose,
                } if *points > 0 => {
                    let purpose = if purpose.trim().is_empty() {
                        tr!(W20NoPurpose)
                    } else {
                        purpose.clone()
                    };
                    self.spend(t, k, *side, *points, |out| {
                        let spent = tr!(W20Spent, points = *points, purpose = purpose.as_str());
                        out.push_str(&spent);
                    });
                }
                Event::Rally {
                    unit,
                    roll,
                    morale_point,
                } => self.rally(
                    t,
                    k,
                    unit,
                    roll.value,
                    *morale_point,
                    &rally_points,
                    &mut rally_charged,
                ),
                Event::RandomEvent {
                    side,
                    roll,
                    second_roll,
                } => self.random_event(t, k, *side, roll.value, second_roll.map(|r| r.value)),
                // What the morale rules do not read: a new kind of entry is weighed here.
                Event::MoraleSpent { .. }
                | Event::Losses { .. }
                | Event::MarkerControl { .. }
                | Event::CommanderLost { .. }
                | Event::GunsLost { .. }
                | Event::CommanderInMelee { .. }
                | Event::PrematureCall { .. }
                | Event::WithdrawalTest(_)
                | Event::Note { .. }
                | Event::Spotted { .. }
                | Event::RevealMarkers => {}
                Event::Move { .. } => {
                    if let Some(unit) = self.off.exits_at(t, k) {
                        self.status_change(t, k, unit, UnitStatus::Exited);
                    }
                }
            }
        }
        let night = is_night(&turn.name);
        if night_events > 0 && !night {
            self.warn(
                turn_path(s, t),
                None,
                tr!(W20NightNotNight, turn = s.log.turn_phrase(t)),
            );
        }
        if night_events > 1 {
            self.warn(
                turn_path(s, t),
                None,
                tr!(
                    W20NightTwice,
                    count = n(night_events as i128),
                    turn = s.log.turn_phrase(t)
                ),
            );
        }
        if night || night_events > 0 {
            let order = match self.french {
                Some(f) => [f, f.other()],
                None => SideId::BOTH,
            };
            for side in order {
                self.entry(t, turn.events.len(), side, 1, Msg::W20RuleNight, |out| {
                    out.push_str(&tr!(W20NightAutomatic))
                });
            }
        }
        match self.detail {
            Detail::Ledger => self.out.morale_by_turn.push(self.out.morale),
            Detail::Steps => self.end_of_turn(t),
        }
    }

    fn night_loc(&mut self, t: usize, k: usize, french_on_allied_loc: u32, allies_on_both: bool) {
        let Some(fr) = self.french else { return };
        let rule = Msg::W20RuleNight;
        if french_on_allied_loc >= 2 {
            let hexes = n(french_on_allied_loc);
            self.entry(t, k, fr.other(), -1, rule, |out| {
                out.push_str(&tr!(W20NightAlliedLoc, hexes = hexes.as_str()));
            });
        } else {
            let allies = self.name(fr.other());
            self.line(t, rule, |out| {
                out.push_str(&tr!(
                    W20NightAlliedLocFew,
                    hexes = french_on_allied_loc,
                    allies = allies
                ));
            });
        }
        if allies_on_both {
            self.entry(t, k, fr, -1, rule, |out| {
                out.push_str(&tr!(W20NightFrenchLoc))
            });
        }
    }
}
