//! The morale ledger, derived from the battle log (Morale Chart, Rally Table, Random Events),
//! and the units lost, walked once in log order.

use super::combat::{
    analyse, consequences, exchange_minimum, printed_strength, signed, unit_label,
};
use super::tables::{
    MORALE_FLUCTUATION, crt_checked, is_night, morale_fluctuation, needs_second_roll, rally,
    random_event, second_roll_effect,
};
use crate::model::{Combat, CrtResult, Event, Scenario, SideId, Unit, UnitStatus};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

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
    walk(s).ledger
}

/// The Morale Points of side A and side B at the end of each turn of the log, starting from
/// [`crate::model::Side::morale_points`]. Not held at zero: a side that loses more points than
/// it has shows a negative number.
pub fn morale_by_turn(s: &Scenario) -> Vec<[i64; 2]> {
    let ledger = morale_ledger(s);
    let mut morale = start_morale(s);
    let mut next = ledger.iter().peekable();
    (0..s.log.turns.len())
        .map(|t| {
            while let Some(e) = next.next_if(|e| e.turn == t) {
                morale[e.side.index()] += e.change;
            }
            morale
        })
        .collect()
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

/// A unit lost for good: eliminated in combat or by a failed rally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Loss {
    pub turn: usize,
    pub side: SideId,
    pub sp: u64,
}

/// A line of the worked steps, in log order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// A ledger entry (its index) and the chart line it comes from.
    Morale(usize, &'static str),
    /// Something worked out that changes no Morale Point (a rally roll, a combat's odds).
    Note {
        turn: usize,
        rule: &'static str,
        text: String,
    },
}

/// Everything the log says, walked once.
pub(crate) struct Walk {
    pub ledger: Vec<MoraleEntry>,
    pub lines: Vec<Line>,
    /// Data that makes no sense: the verdict is refused.
    pub errors: Vec<Issue>,
    /// Breaches of the rules or doubtful entries: reported, the verdict stands.
    pub warnings: Vec<Issue>,
    pub losses: Vec<Loss>,
    /// Units routed and not rallied at the end, per side.
    pub routed_at_end: [u64; 2],
}

/// A Morale Point for rallies covers one army: the French side, or one Allied contingent.
type Army = (SideId, Option<usize>);

struct UnitInfo<'a> {
    side: SideId,
    contingent: usize,
    unit: &'a Unit,
}

struct Walker<'a> {
    s: &'a Scenario,
    french: Option<SideId>,
    units: BTreeMap<&'a str, UnitInfo<'a>>,
    status: BTreeMap<&'a str, UnitStatus>,
    morale: [i64; 2],
    out: Walk,
}

pub(crate) fn walk(s: &Scenario) -> Walk {
    let mut units = BTreeMap::new();
    for side in SideId::BOTH {
        for (k, cont) in s.side(side).contingents.iter().enumerate() {
            for u in &cont.units {
                // A duplicated id is the validator's to report; the first one counts here.
                units.entry(u.id.as_str()).or_insert(UnitInfo {
                    side,
                    contingent: k,
                    unit: u,
                });
            }
        }
    }
    let status = units.iter().map(|(id, i)| (*id, i.unit.status)).collect();
    let mut w = Walker {
        s,
        french: s.settings.french,
        units,
        status,
        morale: start_morale(s),
        out: Walk {
            ledger: Vec::new(),
            lines: Vec::new(),
            errors: Vec::new(),
            warnings: Vec::new(),
            losses: Vec::new(),
            routed_at_end: [0; 2],
        },
    };
    for t in 0..s.log.turns.len() {
        w.turn(t);
    }
    for (id, st) in &w.status {
        if *st == UnitStatus::Routed
            && let Some(i) = w.units.get(id)
        {
            w.out.routed_at_end[i.side.index()] += 1;
        }
    }
    w.out
}

fn turn_path(s: &Scenario, t: usize) -> String {
    format!("log[{t}] (turn \"{}\")", s.log.turns[t].name)
}

fn event_path(s: &Scenario, t: usize, k: usize) -> String {
    format!("{}.events[{k}]", turn_path(s, t))
}

impl<'a> Walker<'a> {
    fn name(&self, side: SideId) -> &'a str {
        &self.s.side(side).name
    }

    fn entry(
        &mut self,
        turn: usize,
        event: usize,
        side: SideId,
        change: i64,
        rule: &'static str,
        reason: String,
    ) {
        self.morale[side.index()] += change;
        self.out
            .lines
            .push(Line::Morale(self.out.ledger.len(), rule));
        self.out.ledger.push(MoraleEntry {
            turn,
            event,
            side,
            change,
            reason,
        });
    }

    /// Morale Points a side chooses to expend: it must have them.
    fn spend(&mut self, turn: usize, event: usize, side: SideId, points: u32, reason: String) {
        let have = self.morale[side.index()];
        let points = i64::from(points);
        if have < points {
            let path = event_path(self.s, turn, event);
            self.warn(
                path,
                Some(side),
                format!(
                    "{} expends {points} Morale Point(s) with only {have} left",
                    self.name(side)
                ),
            );
        }
        self.entry(turn, event, side, -points, "Morale Points expended", reason);
    }

    fn note(&mut self, turn: usize, rule: &'static str, text: String) {
        self.out.lines.push(Line::Note { turn, rule, text });
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

    fn army_name(&self, (side, contingent): Army) -> String {
        match contingent.and_then(|k| self.s.side(side).contingents.get(k)) {
            Some(c) if !c.name.trim().is_empty() => c.name.clone(),
            _ => self.name(side).to_string(),
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
                    self.spend(
                        t,
                        k,
                        *side,
                        *points,
                        format!("{points} Morale Point(s) expended: {purpose}"),
                    );
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
                    "automatically, at the end of the Night turn".to_string(),
                );
            }
        }
    }

    fn night_loc(&mut self, t: usize, k: usize, french_on_allied_loc: u32, allies_on_both: bool) {
        let Some(fr) = self.french else { return };
        let rule = "Morale Chart, end of Night turn";
        if french_on_allied_loc >= 2 {
            self.entry(
                t,
                k,
                fr.other(),
                -1,
                rule,
                format!("the French occupy {french_on_allied_loc} Allied LOC hexes (two or more)"),
            );
        } else {
            self.note(
                t,
                rule,
                format!(
                    "The French occupy {french_on_allied_loc} Allied LOC hex(es), fewer than two: no loss to {}.",
                    self.name(fr.other())
                ),
            );
        }
        if allies_on_both {
            self.entry(
                t,
                k,
                fr,
                -1,
                rule,
                "the Allies occupy both French LOC hexes".to_string(),
            );
        }
    }

    fn participants(c: &Combat) -> BTreeSet<&str> {
        c.attackers
            .iter()
            .chain(&c.defenders)
            .map(String::as_str)
            .collect()
    }

    fn combat(&mut self, t: usize, k: usize, c: &'a Combat) {
        let s = self.s;
        let path = event_path(s, t, k);
        let a = analyse(s, c);
        for p in &a.problems {
            self.error(format!("{path}.{}", p.field), p.side, p.message.clone());
        }
        let att = a.attacker;
        self.note(
            t,
            "CRT",
            a.odds
                .steps
                .iter()
                .filter(|st| !st.text.starts_with("Chances"))
                .map(|st| st.text.clone())
                .collect::<Vec<_>>()
                .join(" "),
        );
        if let Some(att) = att {
            if c.attacker_morale_point {
                self.spend(
                    t,
                    k,
                    att,
                    1,
                    "Morale Point expended by the attacker on a combat (+1 to the attack)".into(),
                );
            }
            if c.defender_morale_point {
                self.spend(
                    t,
                    k,
                    att.other(),
                    1,
                    "Morale Point expended by the defender on a combat (−1 on the differential)"
                        .into(),
                );
            }
        }
        let table = c
            .roll
            .and_then(|r| crt_checked(a.odds.differential, r.value));
        let result = match (c.result, table) {
            (Some(logged), Some(read)) => {
                if logged != read && a.problems.is_empty() {
                    self.warn(
                        format!("{path}.result"),
                        att,
                        format!(
                            "the log says {} but the CRT gives {} for roll {} in column {}",
                            logged.code(),
                            read.code(),
                            c.roll.map_or(0, |r| r.value),
                            signed(a.odds.column)
                        ),
                    );
                }
                Some(logged)
            }
            (Some(logged), None) => Some(logged),
            (None, Some(read)) => {
                self.note(
                    t,
                    "CRT",
                    format!(
                        "No result logged: the table's {} for roll {} is used.",
                        read.code(),
                        c.roll.map_or(0, |r| r.value)
                    ),
                );
                Some(read)
            }
            (None, None) => None,
        };
        if let Some(r) = result {
            // The odds already end with the table's reading of the roll.
            if c.result.is_some() && table != Some(r) {
                self.note(
                    t,
                    "CRT",
                    format!("Result logged: {} ({}).", r.code(), r.meaning()),
                );
            }
            self.check_consequences(&path, c, r, att);
        }
        let participants = Self::participants(c);
        let mut eliminated_here = BTreeSet::new();
        for id in &c.eliminated {
            let Some(i) = self.units.get(id.as_str()) else {
                self.error(
                    format!("{path}.eliminated"),
                    att,
                    format!("no unit with id \"{id}\""),
                );
                continue;
            };
            let (side, unit) = (i.side, i.unit);
            if !eliminated_here.insert(id.as_str()) {
                self.warn(
                    format!("{path}.eliminated"),
                    Some(side),
                    format!("unit \"{id}\" is listed twice as eliminated; counted once"),
                );
                continue;
            }
            if self.status.get(id.as_str()) == Some(&UnitStatus::DestroyedOrFled) {
                self.warn(
                    format!("{path}.eliminated"),
                    Some(side),
                    format!(
                        "{} was already eliminated; not counted again",
                        unit_label(unit)
                    ),
                );
                continue;
            }
            if !participants.contains(id.as_str()) {
                self.warn(
                    format!("{path}.eliminated"),
                    Some(side),
                    format!(
                        "{} is eliminated but is not among the units of this combat",
                        unit_label(unit)
                    ),
                );
            }
            let label = unit_label(unit);
            self.entry(
                t,
                k,
                side.other(),
                1,
                "Morale Chart, combat",
                format!("enemy unit {label} eliminated in combat"),
            );
            self.entry(
                t,
                k,
                side,
                -1,
                "Morale Chart, combat",
                format!("{label} eliminated in combat"),
            );
            self.status.insert(id.as_str(), UnitStatus::DestroyedOrFled);
            self.out.losses.push(Loss {
                turn: t,
                side,
                sp: unit.strength.strength_points,
            });
        }
        let mut routed_here = BTreeSet::new();
        for id in &c.routed {
            let Some(i) = self.units.get(id.as_str()) else {
                self.error(
                    format!("{path}.routed"),
                    att,
                    format!("no unit with id \"{id}\""),
                );
                continue;
            };
            let (side, unit) = (i.side, i.unit);
            if eliminated_here.contains(id.as_str()) || !routed_here.insert(id.as_str()) {
                // The chart counts a unit routed "except those eliminated"; and once.
                continue;
            }
            if self.status.get(id.as_str()) == Some(&UnitStatus::DestroyedOrFled) {
                self.warn(
                    format!("{path}.routed"),
                    Some(side),
                    format!(
                        "{} was already eliminated and cannot rout",
                        unit_label(unit)
                    ),
                );
                continue;
            }
            if !participants.contains(id.as_str()) {
                self.warn(
                    format!("{path}.routed"),
                    Some(side),
                    format!(
                        "{} is routed but is not among the units of this combat",
                        unit_label(unit)
                    ),
                );
            }
            self.entry(
                t,
                k,
                side,
                -1,
                "Morale Chart, combat",
                format!("{} routed in combat", unit_label(unit)),
            );
            self.status.insert(id.as_str(), UnitStatus::Routed);
        }
        if let (Some(fr), Some(r), Some(att)) = (self.french, result, att) {
            self.imperial_guard(t, k, c, r, att, fr);
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
        let guards: Vec<String> = c
            .attackers
            .iter()
            .chain(&c.defenders)
            .filter_map(|id| self.units.get(id.as_str()))
            .filter(|i| i.side == fr && i.unit.guard)
            .map(|i| unit_label(i.unit))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        if guards.is_empty() {
            return;
        }
        let (change, on) = if falls_on == fr {
            (-1, "the French")
        } else {
            (1, "the Allies")
        };
        self.entry(
            t,
            k,
            fr,
            change,
            "Morale Chart, Imperial Guard",
            format!(
                "the Imperial Guard ({}) fought in a combat whose {} falls on {on}",
                guards.join(", "),
                r.code()
            ),
        );
    }

    /// Whether the log lists the units the result eliminates or routs.
    fn check_consequences(&mut self, path: &str, c: &Combat, r: CrtResult, att: Option<SideId>) {
        let s = self.s;
        let cons = consequences(c, r);
        let listed = |ids: &[String], id: &String| ids.contains(id);
        for id in &cons.eliminated {
            if !listed(&c.eliminated, id) && s.unit(id).is_some() {
                self.warn(
                    format!("{path}.eliminated"),
                    att,
                    format!(
                        "the {} result eliminates \"{id}\", which is not listed as eliminated",
                        r.code()
                    ),
                );
            }
        }
        for id in &cons.routed {
            if !listed(&c.routed, id) && !listed(&c.eliminated, id) && s.unit(id).is_some() {
                self.warn(
                    format!("{path}.routed"),
                    att,
                    format!(
                        "the {} result routs \"{id}\", which is not listed as routed",
                        r.code()
                    ),
                );
            }
        }
        if cons.attacker_chooses_losses {
            let attackers_lost: Vec<String> = c
                .eliminated
                .iter()
                .filter(|id| c.attackers.contains(id))
                .cloned()
                .collect();
            let lost = printed_strength(s, &attackers_lost);
            let needed = exchange_minimum(s, c);
            if lost < needed {
                self.warn(
                    format!("{path}.eliminated"),
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
        let path = event_path(s, t, k);
        let Some(i) = self.units.get(unit_id) else {
            self.error(
                format!("{path}.unit"),
                None,
                format!("no unit with id \"{unit_id}\""),
            );
            return;
        };
        let (side, unit) = (i.side, i.unit);
        let army = self.army(side, i.contingent);
        if !(1..=6).contains(&roll) {
            self.error(
                format!("{path}.roll"),
                Some(side),
                format!("rally roll {roll} is not between 1 and 6"),
            );
            return;
        }
        let label = unit_label(unit);
        if !is_night(&s.log.turns[t].name) {
            self.warn(
                path.clone(),
                Some(side),
                format!(
                    "{label} tries to rally in \"{}\", which is not a Night turn",
                    s.log.turns[t].name
                ),
            );
        }
        let status = self.status.get(unit_id).copied().unwrap_or_default();
        if status != UnitStatus::Routed {
            self.warn(
                path.clone(),
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
            self.spend(
                t,
                k,
                side,
                1,
                format!("Morale Point expended on rallies (+1 to the rally roll of every unit of {army_name} this Night turn)"),
            );
        }
        let (modified, result) = rally(roll, unit, covered);
        let mut mods = Vec::new();
        if unit.guard || unit.rally_bonus {
            mods.push("+1 Imperial Guard or Anglo-Dutch I Corps");
        }
        if covered {
            mods.push("+1 Morale Point");
        }
        let mods = if mods.is_empty() {
            String::new()
        } else {
            format!(" ({})", mods.join(", "))
        };
        self.note(
            t,
            "Rally Table",
            format!(
                "Rally of {label}: roll {roll}{mods} = {modified}: {} ({}).",
                result.code(),
                result.meaning()
            ),
        );
        match result {
            super::RallyResult::Eliminated => {
                self.status.insert(unit_id, UnitStatus::DestroyedOrFled);
                if status != UnitStatus::DestroyedOrFled {
                    self.out.losses.push(Loss {
                        turn: t,
                        side,
                        sp: unit.strength.strength_points,
                    });
                }
            }
            super::RallyResult::Rallied => {
                if status != UnitStatus::DestroyedOrFled {
                    self.status.insert(unit_id, UnitStatus::OnBoard);
                }
            }
            super::RallyResult::NoEffect => {}
        }
    }

    fn random_event(&mut self, t: usize, k: usize, side: SideId, roll: u32, second: Option<u32>) {
        let s = self.s;
        let path = event_path(s, t, k);
        if !(1..=6).contains(&roll) {
            self.error(
                format!("{path}.roll"),
                Some(side),
                format!("random event roll {roll} is not between 1 and 6"),
            );
            return;
        }
        let french = self.french == Some(side);
        let (title, _) = random_event(french, roll);
        let table = if french { "French" } else { "Allied" };
        if !needs_second_roll(roll) {
            self.note(
                t,
                "Random Events",
                format!(
                    "{} rolls {roll} on the {table} table: {title}.",
                    self.name(side)
                ),
            );
            return;
        }
        let Some(second) = second else {
            self.warn(
                format!("{path}.second_roll"),
                Some(side),
                format!("{title} needs a second die, and none is logged"),
            );
            return;
        };
        if !(1..=6).contains(&second) {
            self.error(
                format!("{path}.second_roll"),
                Some(side),
                format!("second roll {second} is not between 1 and 6"),
            );
            return;
        }
        let effect = second_roll_effect(french, roll, second).unwrap_or_default();
        let change = if roll == MORALE_FLUCTUATION {
            morale_fluctuation(second).unwrap_or(0)
        } else {
            0
        };
        if change != 0 {
            self.entry(
                t,
                k,
                side,
                change,
                "Random Events",
                format!("Morale Fluctuation on the {table} table, second die {second}"),
            );
        } else {
            self.note(
                t,
                "Random Events",
                format!(
                    "{} rolls {roll} on the {table} table: {effect}",
                    self.name(side)
                ),
            );
        }
    }
}
