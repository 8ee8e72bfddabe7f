//! The morale ledger, derived from the battle log (Morale Chart, Rally Table, Random Events),
//! and the units lost, walked once in log order.

use super::combat::{Found, Signed, affected, analyse, label, printed_strength_of};
use super::tables::{
    MORALE_FLUCTUATION, crt_checked, is_night, morale_fluctuation, needs_second_roll, rally,
    random_event, second_roll_effect,
};
use super::text::{Piece, push};
use crate::model::{Combat, CrtResult, Event, Scenario, SideId, Unit, UnitStatus};
use crate::systems::Step;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

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
struct UnitIndex<'a>(HashMap<&'a str, UnitInfo<'a>, BuildHasherDefault<Fnv>>);

/// FNV-1a, for the unit index: ids are a few letters long, and the standard hasher (built to
/// resist keys crafted by an attacker, which a scenario's ids are not) costs more than the rest
/// of a lookup.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl<'a> UnitIndex<'a> {
    fn new(s: &'a Scenario) -> Self {
        let mut units =
            HashMap::with_capacity_and_hasher(s.units().count(), BuildHasherDefault::default());
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

/// Names in a sentence, separated by commas.
struct Names<'n>(&'n [&'n str]);

impl Piece for Names<'_> {
    fn push_to(&self, out: &mut String) {
        for (i, name) in self.0.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(name);
        }
    }
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
fn rally_modifiers(unit: &Unit, morale_point: bool) -> &'static str {
    match (unit.guard || unit.rally_bonus, morale_point) {
        (true, true) => " (+1 Imperial Guard or Anglo-Dutch I Corps, +1 Morale Point)",
        (true, false) => " (+1 Imperial Guard or Anglo-Dutch I Corps)",
        (false, true) => " (+1 Morale Point)",
        (false, false) => "",
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

    /// A step of the verdict as `write` writes it; nothing when only the ledger is wanted.
    fn step(&mut self, rule: &'static str, write: impl FnOnce(&mut String)) {
        if self.detail == Detail::Ledger {
            return;
        }
        let text = &mut self.scratch;
        text.clear();
        write(text);
        self.out.steps.push(Step::new(rule, text.as_str()));
    }

    /// A step about an event of turn `turn`: "<turn>: " and what `write` writes.
    fn line(&mut self, turn: usize, rule: &'static str, write: impl FnOnce(&mut String)) {
        let name = &self.s.log.turns[turn].name;
        self.step(rule, |out| {
            push!(out, name, ": ");
            write(out);
        });
    }

    /// The verdict's step at the end of a turn: the standing and the units lost so far.
    fn end_of_turn(&mut self, turn: &str) {
        let (morale, [(a_units, a_sp), (b_units, b_sp)]) = (self.out.morale, self.out.lost.0);
        let [a, b] = SideId::BOTH.map(|side| self.name(side));
        self.step("End of turn", |out| {
            push!(
                out,
                "End of ",
                turn,
                ": Morale Points ",
                a,
                " ",
                morale[0],
                ", ",
                b,
                " ",
                morale[1],
                "; lost so far ",
                a,
                " ",
                a_units,
                " unit(s) (",
                a_sp,
                " SP), ",
                b,
                " ",
                b_units,
                " unit(s) (",
                b_sp,
                " SP)."
            )
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
        rule: &'static str,
        reason: impl Fn(&mut String),
    ) {
        let standing = &mut self.out.morale[side.index()];
        *standing += change;
        let standing = *standing;
        if self.out.collapse.is_none() && change < 0 && standing <= 0 {
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
                    push!(out, name, " ", Signed(change), ": ");
                    reason(out);
                    push!(out, " → ", standing, ".");
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
            let message = format!(
                "{} expends {points} Morale Point(s) with only {have} left",
                self.name(side)
            );
            self.warn(event_path(self.s, turn, event), Some(side), message);
        }
        self.entry(turn, event, side, -points, "Morale Points expended", reason);
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
                        "no purpose given"
                    } else {
                        purpose.as_str()
                    };
                    self.spend(t, k, *side, *points, |out| {
                        push!(out, points, " Morale Point(s) expended: ", purpose)
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
                _ => {}
            }
        }
        let night = is_night(&turn.name);
        if night_events > 0 && !night {
            self.warn(
                turn_path(s, t),
                None,
                format!(
                    "end-of-Night morale is logged in \"{}\", which is not a Night turn of the track; it is counted as one",
                    turn.name
                ),
            );
        }
        if night_events > 1 {
            self.warn(
                turn_path(s, t),
                None,
                format!(
                    "{night_events} end-of-Night morale events in \"{}\": each is counted",
                    turn.name
                ),
            );
        }
        if night || night_events > 0 {
            let order = match self.french {
                Some(f) => [f, f.other()],
                None => SideId::BOTH,
            };
            for side in order {
                self.entry(
                    t,
                    turn.events.len(),
                    side,
                    1,
                    "Morale Chart, end of Night turn",
                    |out| out.push_str("automatically, at the end of the Night turn"),
                );
            }
        }
        match self.detail {
            Detail::Ledger => self.out.morale_by_turn.push(self.out.morale),
            Detail::Steps => self.end_of_turn(&turn.name),
        }
    }

    fn night_loc(&mut self, t: usize, k: usize, french_on_allied_loc: u32, allies_on_both: bool) {
        let Some(fr) = self.french else { return };
        let rule = "Morale Chart, end of Night turn";
        if french_on_allied_loc >= 2 {
            self.entry(t, k, fr.other(), -1, rule, |out| {
                push!(
                    out,
                    "the French occupy ",
                    french_on_allied_loc,
                    " Allied LOC hexes (two or more)"
                )
            });
        } else {
            let allies = self.name(fr.other());
            self.line(t, rule, |out| {
                push!(
                    out,
                    "The French occupy ",
                    french_on_allied_loc,
                    " Allied LOC hex(es), fewer than two: no loss to ",
                    allies,
                    "."
                )
            });
        }
        if allies_on_both {
            self.entry(t, k, fr, -1, rule, |out| {
                out.push_str("the Allies occupy both French LOC hexes")
            });
        }
    }

    fn combat(&mut self, t: usize, k: usize, c: &'a Combat) {
        let s = self.s;
        let counted = std::mem::take(&mut self.counted);
        let a = analyse(s, c, |id| self.find(id), counted);
        for p in &a.problems {
            self.error(field_path(s, t, k, p.field), p.side, p.message.clone());
        }
        let att = a.attacker;
        self.line(t, "CRT", |out| a.write_note(out));
        if let Some(att) = att {
            if c.attacker_morale_point {
                self.spend(t, k, att, 1, |out| {
                    out.push_str(
                        "Morale Point expended by the attacker on a combat (+1 to the attack)",
                    )
                });
            }
            if c.defender_morale_point {
                self.spend(
                    t,
                    k,
                    att.other(),
                    1,
                    |out| {
                        out.push_str(
                            "Morale Point expended by the defender on a combat (−1 on the differential)",
                        )
                    },
                );
            }
        }
        let roll = c.roll.map_or(0, |r| r.value);
        let table = c.roll.and_then(|r| crt_checked(a.differential, r.value));
        let result = match (c.result, table) {
            (Some(logged), Some(read)) => {
                if logged != read && a.problems.is_empty() {
                    self.warn(
                        field_path(s, t, k, "result"),
                        att,
                        format!(
                            "the log says {} but the CRT gives {} for roll {roll} in column {}",
                            logged.code(),
                            read.code(),
                            Signed(a.column)
                        ),
                    );
                }
                Some(logged)
            }
            (Some(logged), None) => Some(logged),
            (None, Some(read)) => {
                self.line(t, "CRT", |out| {
                    push!(
                        out,
                        "No result logged: the table's ",
                        read.code(),
                        " for roll ",
                        roll,
                        " is used."
                    )
                });
                Some(read)
            }
            (None, None) => None,
        };
        if let Some(r) = result {
            // The odds already end with the table's reading of the roll.
            if c.result.is_some() && table != Some(r) {
                self.line(t, "CRT", |out| {
                    push!(out, "Result logged: ", r.code(), " (", r.meaning(), ").")
                });
            }
            self.check_consequences(t, k, c, r, att);
        }
        self.eliminations(t, k, c, att);
        self.routs(t, k, c, att);
        if let (Some(fr), Some(r), Some(att)) = (self.french, result, att) {
            self.imperial_guard(t, k, c, r, att, fr);
        }
        self.counted = a.counted;
    }

    /// The units the log lists as eliminated: +1 to the enemy and −1 to their side, each unit
    /// once.
    fn eliminations(&mut self, t: usize, k: usize, c: &'a Combat, att: Option<SideId>) {
        let s = self.s;
        for (n, id) in c.eliminated.iter().enumerate() {
            let Some(i) = self.units.get(id.as_str()) else {
                self.error(
                    field_path(s, t, k, "eliminated"),
                    att,
                    format!("no unit with id \"{id}\""),
                );
                continue;
            };
            let (side, unit, status) = (i.side, i.unit, i.status);
            if c.eliminated[..n].contains(id) {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    Some(side),
                    format!("unit \"{id}\" is listed twice as eliminated; counted once"),
                );
                continue;
            }
            let label = label(unit);
            if status == UnitStatus::DestroyedOrFled {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    Some(side),
                    format!("{label} was already eliminated; not counted again"),
                );
                continue;
            }
            if !takes_part(c, id) {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    Some(side),
                    format!("{label} is eliminated but is not among the units of this combat"),
                );
            }
            self.entry(t, k, side.other(), 1, "Morale Chart, combat", |out| {
                push!(out, "enemy unit ", label, " eliminated in combat")
            });
            self.entry(t, k, side, -1, "Morale Chart, combat", |out| {
                push!(out, label, " eliminated in combat")
            });
            self.set_status(id, UnitStatus::DestroyedOrFled);
            self.out.lost.add(side, unit.strength.strength_points);
        }
    }

    /// The units the log lists as routed: −1 to their side, each unit once.
    fn routs(&mut self, t: usize, k: usize, c: &'a Combat, att: Option<SideId>) {
        let s = self.s;
        for (n, id) in c.routed.iter().enumerate() {
            let Some(i) = self.units.get(id.as_str()) else {
                self.error(
                    field_path(s, t, k, "routed"),
                    att,
                    format!("no unit with id \"{id}\""),
                );
                continue;
            };
            let (side, unit, status) = (i.side, i.unit, i.status);
            if c.eliminated.contains(id) || c.routed[..n].contains(id) {
                // The chart counts a unit routed "except those eliminated"; and once.
                continue;
            }
            let label = label(unit);
            if status == UnitStatus::DestroyedOrFled {
                self.warn(
                    field_path(s, t, k, "routed"),
                    Some(side),
                    format!("{label} was already eliminated and cannot rout"),
                );
                continue;
            }
            if !takes_part(c, id) {
                self.warn(
                    field_path(s, t, k, "routed"),
                    Some(side),
                    format!("{label} is routed but is not among the units of this combat"),
                );
            }
            self.entry(t, k, side, -1, "Morale Chart, combat", |out| {
                push!(out, label, " routed in combat")
            });
            self.set_status(id, UnitStatus::Routed);
        }
    }

    fn imperial_guard(
        &mut self,
        t: usize,
        k: usize,
        c: &Combat,
        r: CrtResult,
        att: SideId,
        fr: SideId,
    ) {
        let falls_on = match r {
            CrtResult::AE | CrtResult::AR => att,
            CrtResult::DE | CrtResult::DR => att.other(),
            CrtResult::EX | CrtResult::DW | CrtResult::AW | CrtResult::N => return,
        };
        let mut guards: Vec<&str> = c
            .attackers
            .iter()
            .chain(&c.defenders)
            .filter(|id| self.guard_ids.contains(&id.as_str()))
            .filter_map(|id| self.units.get(id))
            .map(|i| label(i.unit))
            .collect();
        if guards.is_empty() {
            return;
        }
        // Each Guard unit once, in order of name.
        guards.sort_unstable();
        guards.dedup();
        let (change, on) = if falls_on == fr {
            (-1, "the French")
        } else {
            (1, "the Allies")
        };
        self.entry(t, k, fr, change, "Morale Chart, Imperial Guard", |out| {
            push!(
                out,
                "the Imperial Guard (",
                Names(&guards),
                ") fought in a combat whose ",
                r.code(),
                " falls on ",
                on
            )
        });
    }

    /// Whether the log lists the units the result eliminates or routs.
    fn check_consequences(
        &mut self,
        t: usize,
        k: usize,
        c: &Combat,
        r: CrtResult,
        att: Option<SideId>,
    ) {
        let s = self.s;
        let affected = affected(c, r);
        for id in affected.eliminated {
            if !c.eliminated.contains(id) && self.find(id).is_some() {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    att,
                    format!(
                        "the {} result eliminates \"{id}\", which is not listed as eliminated",
                        r.code()
                    ),
                );
            }
        }
        for id in affected.routed {
            if !c.routed.contains(id) && !c.eliminated.contains(id) && self.find(id).is_some() {
                self.warn(
                    field_path(s, t, k, "routed"),
                    att,
                    format!(
                        "the {} result routs \"{id}\", which is not listed as routed",
                        r.code()
                    ),
                );
            }
        }
        if affected.attacker_chooses_losses {
            let attackers_lost = c.eliminated.iter().filter(|id| c.attackers.contains(id));
            let lost = printed_strength_of(attackers_lost, |id| self.find(id));
            // The defenders' printed strength (`exchange_minimum`).
            let needed = printed_strength_of(&c.defenders, |id| self.find(id));
            if lost < needed {
                self.warn(
                    field_path(s, t, k, "eliminated"),
                    att,
                    format!(
                        "exchange: the attacker lost units of {lost} printed SP; it must lose at least {needed}, the defenders' printed strength"
                    ),
                );
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn rally(
        &mut self,
        t: usize,
        k: usize,
        unit_id: &'a str,
        roll: u32,
        morale_point: bool,
        rally_points: &BTreeSet<Army>,
        charged: &mut BTreeSet<Army>,
    ) {
        let s = self.s;
        let Some(i) = self.units.get(unit_id) else {
            self.error(
                field_path(s, t, k, "unit"),
                None,
                format!("no unit with id \"{unit_id}\""),
            );
            return;
        };
        let (side, unit, status) = (i.side, i.unit, i.status);
        let army = self.army(side, i.contingent);
        if !(1..=6).contains(&roll) {
            self.error(
                field_path(s, t, k, "roll"),
                Some(side),
                format!("rally roll {roll} is not between 1 and 6"),
            );
            return;
        }
        let label = label(unit);
        let turn_name = &s.log.turns[t].name;
        if !is_night(turn_name) {
            self.warn(
                event_path(s, t, k),
                Some(side),
                format!("{label} tries to rally in \"{turn_name}\", which is not a Night turn"),
            );
        }
        if status != UnitStatus::Routed {
            self.warn(
                event_path(s, t, k),
                Some(side),
                format!(
                    "{label} tries to rally but is {}, not routed",
                    status.label()
                ),
            );
        }
        let covered = rally_points.contains(&army);
        if morale_point && charged.insert(army) {
            let army_name = self.army_name(army);
            self.spend(t, k, side, 1, |out| {
                push!(
                    out,
                    "Morale Point expended on rallies (+1 to the rally roll of every unit of ",
                    army_name,
                    " this Night turn)"
                )
            });
        }
        let (modified, result) = rally(roll, unit, covered);
        let mods = rally_modifiers(unit, covered);
        self.line(t, "Rally Table", |out| {
            push!(
                out,
                "Rally of ",
                label,
                ": roll ",
                roll,
                mods,
                " = ",
                modified,
                ": ",
                result.code(),
                " (",
                result.meaning(),
                ")."
            )
        });
        match result {
            super::RallyResult::Eliminated => {
                self.set_status(unit_id, UnitStatus::DestroyedOrFled);
                if status != UnitStatus::DestroyedOrFled {
                    self.out.lost.add(side, unit.strength.strength_points);
                }
            }
            super::RallyResult::Rallied => {
                if status != UnitStatus::DestroyedOrFled {
                    self.set_status(unit_id, UnitStatus::OnBoard);
                }
            }
            super::RallyResult::NoEffect => {}
        }
    }

    fn random_event(&mut self, t: usize, k: usize, side: SideId, roll: u32, second: Option<u32>) {
        let s = self.s;
        if !(1..=6).contains(&roll) {
            self.error(
                field_path(s, t, k, "roll"),
                Some(side),
                format!("random event roll {roll} is not between 1 and 6"),
            );
            return;
        }
        let french = self.french == Some(side);
        let (title, _) = random_event(french, roll);
        let table = if french { "French" } else { "Allied" };
        let name = self.name(side);
        if !needs_second_roll(roll) {
            self.line(t, "Random Events", |out| {
                push!(
                    out, name, " rolls ", roll, " on the ", table, " table: ", title, "."
                )
            });
            return;
        }
        let Some(second) = second else {
            self.warn(
                field_path(s, t, k, "second_roll"),
                Some(side),
                format!("{title} needs a second die, and none is logged"),
            );
            return;
        };
        if !(1..=6).contains(&second) {
            self.error(
                field_path(s, t, k, "second_roll"),
                Some(side),
                format!("second roll {second} is not between 1 and 6"),
            );
            return;
        }
        let change = if roll == MORALE_FLUCTUATION {
            morale_fluctuation(second).unwrap_or(0)
        } else {
            0
        };
        if change != 0 {
            self.entry(t, k, side, change, "Random Events", |out| {
                push!(
                    out,
                    "Morale Fluctuation on the ",
                    table,
                    " table, second die ",
                    second
                )
            });
        } else {
            let effect = second_roll_effect(french, roll, second).unwrap_or_default();
            self.line(t, "Random Events", |out| {
                push!(
                    out, name, " rolls ", roll, " on the ", table, " table: ", effect
                )
            });
        }
    }
}
