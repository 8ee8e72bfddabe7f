//! The battle log: what happened, turn by turn, in order.

use super::SideId;
use super::positions::{Facing, Position};
use super::side::{GunLoss, Strength, UnitStatus};
use crate::i18n::fixed;
use crate::i18n::{Msg, tr};
use serde::{Deserialize, Serialize};

/// The whole log. Turns are in order; within a turn, events are in the order they happened.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BattleLog {
    pub turns: Vec<Turn>,
}

/// One game turn, named by the scenario ("1", "June 16 Afternoon").
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    pub name: String,
    #[serde(default)]
    pub events: Vec<Event>,
}

/// A die roll and where it came from, so that it can be checked or reproduced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Roll {
    pub value: u32,
    pub source: DiceSource,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiceSource {
    /// Real dice, typed in by the umpire.
    Manual,
    /// The scenario's seeded roller: draw number `index` from `Scenario::dice_seed`.
    Seeded { index: u64 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum CommandRank {
    /// The army commander (C-in-C).
    #[default]
    Army,
    Corps,
    /// A lower commander: does not allow a new withdrawal test.
    Other,
}

/// Waterloo 20 terrain of the defender's hex.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::EnumCount,
)]
pub enum Terrain {
    #[default]
    Open,
    Forest,
    Rough,
    Town,
    /// Hougomont.
    Chateau,
}

impl Terrain {
    pub const ALL: [Terrain; <Terrain as strum::EnumCount>::COUNT] = crate::model::all_variants();

    /// What the terrain adds to the defender's strength (Terrain Effects Chart).
    pub fn defence_bonus(self) -> i64 {
        match self {
            Terrain::Open => 0,
            Terrain::Forest | Terrain::Town => 1,
            Terrain::Rough | Terrain::Chateau => 2,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Terrain::Open => fixed(Msg::ModelTerrainOpen),
            Terrain::Forest => fixed(Msg::ModelTerrainForest),
            Terrain::Rough => fixed(Msg::ModelTerrainRough),
            Terrain::Town => fixed(Msg::ModelTerrainTown),
            Terrain::Chateau => fixed(Msg::ModelTerrainChateau),
        }
    }
}

/// Waterloo 20 combat results.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::VariantArray,
    strum::EnumCount,
)]
pub enum CrtResult {
    /// Attacker eliminated.
    AE,
    /// Attacker routs.
    AR,
    /// Attacker withdraws.
    AW,
    /// Engaged: nothing happens.
    N,
    /// Exchange.
    EX,
    /// Defender withdraws.
    DW,
    /// Defender routs.
    DR,
    /// Defender eliminated.
    DE,
}

impl CrtResult {
    pub const ALL: [CrtResult; <CrtResult as strum::EnumCount>::COUNT] =
        crate::model::all_variants();

    pub fn code(self) -> &'static str {
        match self {
            CrtResult::AE => "AE",
            CrtResult::AR => "AR",
            CrtResult::AW => "AW",
            CrtResult::N => "N",
            CrtResult::EX => "EX",
            CrtResult::DW => "DW",
            CrtResult::DR => "DR",
            CrtResult::DE => "DE",
        }
    }

    pub fn meaning(self) -> &'static str {
        match self {
            CrtResult::AE => fixed(Msg::ModelResultAE),
            CrtResult::AR => fixed(Msg::ModelResultAR),
            CrtResult::AW => fixed(Msg::ModelResultAW),
            CrtResult::N => fixed(Msg::ModelResultN),
            CrtResult::EX => fixed(Msg::ModelResultEX),
            CrtResult::DW => fixed(Msg::ModelResultDW),
            CrtResult::DR => fixed(Msg::ModelResultDR),
            CrtResult::DE => fixed(Msg::ModelResultDE),
        }
    }
}

/// A combat. Napoleon at Waterloo reads the Strength Points lost by each side; Waterloo 20 reads
/// the units, terrain, morale spent, roll, result and the units eliminated or routed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Combat {
    pub attacker: Option<SideId>,
    /// Ids of the attacking units.
    #[serde(default)]
    pub attackers: Vec<String>,
    /// Ids of the defending units.
    #[serde(default)]
    pub defenders: Vec<String>,
    #[serde(default)]
    pub terrain: Terrain,
    /// Waterloo 20: the attack is made across a river hexside, which the Terrain Effects Chart
    /// forbids ("may not attack across"); logged so that the breach can be reported.
    #[serde(default)]
    pub across_river: bool,
    /// Waterloo 20: a Morale Point spent by the attacker (+1 to the attack).
    #[serde(default)]
    pub attacker_morale_point: bool,
    /// Waterloo 20: a Morale Point spent by the defender (−1 to the attack).
    #[serde(default)]
    pub defender_morale_point: bool,
    #[serde(default)]
    pub roll: Option<Roll>,
    #[serde(default)]
    pub result: Option<CrtResult>,
    /// Strength Points lost by side A and side B in this combat (both at once in an exchange).
    #[serde(default)]
    pub sp_lost: (u64, u64),
    /// Units eliminated by the combat (retreats into enemy ZOC included).
    #[serde(default)]
    pub eliminated: Vec<String>,
    /// Units routed (not eliminated) by the combat.
    #[serde(default)]
    pub routed: Vec<String>,
}

/// A recorded withdrawal test (weighted objectives), with the numbers it was decided on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WithdrawalTestRecord {
    /// The army tested.
    pub side: SideId,
    /// Residual strength % = round(100 × current / original).
    pub rs_percent: u32,
    /// VP % held by the army; absent only from a player copy for another audience.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "super::maybe_absent"
    )]
    pub vp_percent: Option<u32>,
    /// Penalty points from premature calls paid at this test.
    #[serde(default)]
    pub penalty: u32,
    /// Withdrawal factor, 0 … 100; absent only from a player copy for another audience.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "super::maybe_absent"
    )]
    pub wf: Option<u32>,
    /// The 2D10 percentile roll, 1 … 100.
    pub roll: Roll,
    /// The roll exceeded WF: the army withdraws and the opponent is the victor.
    pub withdrew: bool,
}

/// A figure a player copy may lack, in words: the number, or "absent".
pub fn figure_or_absent(v: Option<u32>) -> String {
    v.map_or_else(|| "absent".to_string(), |v| v.to_string())
}

/// One thing that happened. Its kind ([`EventKind`], one per variant) is derived from it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, strum::EnumDiscriminants)]
#[strum_discriminants(name(EventKind), derive(Hash, strum::VariantArray, strum::EnumCount))]
pub enum Event {
    /// Losses of a side, of one unit (`unit`) or of the side at large.
    Losses {
        side: SideId,
        #[serde(default)]
        unit: Option<String>,
        #[serde(default)]
        men: u64,
        #[serde(default)]
        stands: u64,
        #[serde(default)]
        strength_points: u64,
        #[serde(default)]
        unit_points: u64,
    },
    /// A unit's status changes: destroyed or fled, routed, withdrawn, exited, arrived (on board)…
    Status {
        unit: String,
        status: UnitStatus,
    },
    /// A side examined a marker and so controls it (never contested).
    MarkerControl {
        marker: String,
        side: SideId,
    },
    /// A commander killed, wounded or captured.
    CommanderLost {
        side: SideId,
        name: String,
        rank: CommandRank,
    },
    /// Guns a side lost, and how (the casualty chart's rule 6 counts all but those "destroyed"
    /// by cavalry that no infantry or pioneers reached); `unit` is the battery, if one is named.
    GunsLost {
        side: SideId,
        guns: u64,
        how: GunLoss,
        #[serde(default)]
        unit: Option<String>,
    },
    /// An army or corps commander attached to a unit in melee this turn: no withdrawal test.
    CommanderInMelee {
        side: SideId,
        name: String,
    },
    Combat(Combat),
    /// A premature call for a withdrawal test (the army was above 60%): the caller's own army
    /// pays 20 points at its next legitimate test.
    PrematureCall {
        by: SideId,
        against: SideId,
    },
    WithdrawalTest(WithdrawalTestRecord),
    /// Waterloo 20, end of a Night turn: French units on Allied LOC hexes, and whether the Allies
    /// hold both French LOC hexes.
    NightMorale {
        french_on_allied_loc: u32,
        allies_on_both_french_loc: bool,
    },
    /// Waterloo 20: Morale Points spent outside combat (forced march, rally).
    MoraleSpent {
        side: SideId,
        points: u32,
        purpose: String,
    },
    /// Waterloo 20 rally attempt of a routed unit on a Night turn.
    Rally {
        unit: String,
        roll: Roll,
        #[serde(default)]
        morale_point: bool,
    },
    /// A random event rolled on one of the Waterloo 20 tables; `second_roll` is the further
    /// die some events call for (weather, morale fluctuation).
    RandomEvent {
        side: SideId,
        roll: Roll,
        #[serde(default)]
        second_roll: Option<Roll>,
    },
    Note {
        text: String,
    },
    /// A unit moves to a new position (and facing, when given; else it keeps its facing).
    Move {
        unit: String,
        to: Position,
        #[serde(default)]
        facing: Option<Facing>,
    },
    /// The umpire marks units of the other side seen by side `by` this turn: `by` knows where
    /// they stand at this point of the log, and no later once they move unseen.
    Spotted {
        by: SideId,
        units: Vec<String>,
    },
    /// The umpire turns every marker face up: from this point of the log every value is known
    /// to everyone (the knowledge rules of the rules reference).
    RevealMarkers,
}

impl EventKind {
    /// Every kind, in the order of [`Event`]'s variants (the order of the log editor's list).
    pub const ALL: [EventKind; <EventKind as strum::EnumCount>::COUNT] = super::all_variants();

    /// The readable name of the kind, once for every front end: "Losses", "Combat"….
    pub fn label(self) -> &'static str {
        match self {
            EventKind::Losses => fixed(Msg::ModelEventLosses),
            EventKind::Status => fixed(Msg::ModelEventStatus),
            EventKind::MarkerControl => fixed(Msg::ModelEventMarkerControl),
            EventKind::CommanderLost => fixed(Msg::ModelEventCommanderLost),
            EventKind::CommanderInMelee => fixed(Msg::ModelEventCommanderInMelee),
            EventKind::GunsLost => fixed(Msg::ModelEventGunsLost),
            EventKind::Combat => fixed(Msg::ModelEventCombat),
            EventKind::PrematureCall => fixed(Msg::ModelEventPrematureCall),
            EventKind::WithdrawalTest => fixed(Msg::ModelEventWithdrawalTest),
            EventKind::NightMorale => fixed(Msg::ModelEventNightMorale),
            EventKind::MoraleSpent => fixed(Msg::ModelEventMoraleSpent),
            EventKind::Rally => fixed(Msg::ModelEventRally),
            EventKind::RandomEvent => fixed(Msg::ModelEventRandomEvent),
            EventKind::Note => fixed(Msg::ModelEventNote),
            EventKind::Move => fixed(Msg::ModelEventMove),
            EventKind::Spotted => fixed(Msg::ModelEventSpotted),
            EventKind::RevealMarkers => fixed(Msg::ModelEventRevealMarkers),
        }
    }
}

/// The kind a new entry takes at first: losses, the commonest.
impl Default for EventKind {
    fn default() -> EventKind {
        EventKind::ALL[0]
    }
}

impl Event {
    /// Whether the entry names the unit `id` (as the one losing, moving, fighting, seen…);
    /// every kind answers, so a new kind that names units cannot be left out.
    pub fn names_unit(&self, id: &str) -> bool {
        let named = |list: &[String]| list.iter().any(|u| u == id);
        match self {
            Event::Losses { unit, .. } | Event::GunsLost { unit, .. } => {
                unit.as_deref() == Some(id)
            }
            Event::Status { unit, .. } | Event::Rally { unit, .. } | Event::Move { unit, .. } => {
                unit == id
            }
            Event::Spotted { units, .. } => named(units),
            Event::Combat(c) => {
                named(&c.attackers)
                    || named(&c.defenders)
                    || named(&c.eliminated)
                    || named(&c.routed)
            }
            Event::MarkerControl { .. }
            | Event::CommanderLost { .. }
            | Event::CommanderInMelee { .. }
            | Event::PrematureCall { .. }
            | Event::WithdrawalTest(_)
            | Event::NightMorale { .. }
            | Event::MoraleSpent { .. }
            | Event::RandomEvent { .. }
            | Event::Note { .. }
            | Event::RevealMarkers => false,
        }
    }

    /// For a `Losses` entry: the side, the unit it charges (if any) and what was lost.
    pub fn loss(&self) -> Option<(SideId, Option<&str>, Strength)> {
        match self {
            Event::Losses {
                side,
                unit,
                men,
                stands,
                strength_points,
                unit_points,
            } => Some((
                *side,
                unit.as_deref(),
                Strength {
                    men: *men,
                    stands: *stands,
                    unit_points: *unit_points,
                    strength_points: *strength_points,
                },
            )),
            _ => None,
        }
    }

    /// The kind of this entry.
    pub fn kind(&self) -> EventKind {
        self.into()
    }

    /// The readable name of the kind of this entry, for lists ([`EventKind::label`]).
    pub fn kind_label(&self) -> &'static str {
        self.kind().label()
    }

    fn swap_sides(&mut self) {
        let sw = |s: &mut SideId| *s = s.other();
        match self {
            Event::Losses { side, .. }
            | Event::MarkerControl { side, .. }
            | Event::CommanderLost { side, .. }
            | Event::CommanderInMelee { side, .. }
            | Event::GunsLost { side, .. }
            | Event::MoraleSpent { side, .. }
            | Event::RandomEvent { side, .. } => sw(side),
            Event::Spotted { by, .. } => sw(by),
            Event::Combat(c) => {
                if let Some(a) = &mut c.attacker {
                    sw(a);
                }
                c.sp_lost = (c.sp_lost.1, c.sp_lost.0);
            }
            Event::PrematureCall { by, against } => {
                sw(by);
                sw(against);
            }
            Event::WithdrawalTest(t) => sw(&mut t.side),
            Event::Status { .. }
            | Event::NightMorale { .. }
            | Event::Rally { .. }
            | Event::Move { .. } => {}
            Event::Note { .. } | Event::RevealMarkers => {}
        }
    }
}

impl BattleLog {
    /// Every event with the index of its turn, in order.
    pub fn events(&self) -> impl Iterator<Item = (usize, &Event)> {
        self.turns
            .iter()
            .enumerate()
            .flat_map(|(i, t)| t.events.iter().map(move |e| (i, e)))
    }

    /// The events before a point of the log: every event of the turns before `turn`, then the
    /// events of turn `turn` before index `cut` (all of them when `cut` is `None`).
    pub fn events_before(
        &self,
        turn: usize,
        cut: Option<usize>,
    ) -> impl Iterator<Item = (usize, &Event)> {
        self.turns
            .iter()
            .take(turn.saturating_add(1))
            .enumerate()
            .flat_map(move |(i, t)| {
                let n = match cut {
                    Some(k) if i == turn => k,
                    _ => t.events.len(),
                };
                t.events.iter().take(n).map(move |e| (i, e))
            })
    }

    /// Where the log records the loss of `side`'s army commander, its C-in-C: every
    /// `CommanderLost` entry of that side with rank Army, as (turn, index in the turn, name).
    /// The rank decides, not the name: the file may spell the C-in-C's name otherwise, and a
    /// commander who took over the army is its C-in-C when he falls.
    pub fn army_commander_losses(
        &self,
        side: SideId,
    ) -> impl Iterator<Item = (usize, usize, &str)> + '_ {
        self.turns.iter().enumerate().flat_map(move |(t, turn)| {
            turn.events
                .iter()
                .enumerate()
                .filter_map(move |(k, e)| match e {
                    Event::CommanderLost {
                        side: sd,
                        name,
                        rank: CommandRank::Army,
                    } if *sd == side => Some((t, k, name.as_str())),
                    _ => None,
                })
        })
    }

    /// Turn `t` as a sentence names it: its own name ("June 16 Afternoon", "Dawn"), or
    /// "turn 3" when it is named by its number or not at all (never `turn "3"`).
    pub fn turn_phrase(&self, t: usize) -> String {
        let name = self.turns.get(t).map_or("", |turn| turn.name.trim());
        if name.is_empty() {
            tr!(ModelTurnNumbered, number = (t + 1).to_string())
        } else if name.chars().all(|c| c.is_ascii_digit()) {
            tr!(ModelTurnNumbered, number = name)
        } else {
            name.to_string()
        }
    }

    /// [`BattleLog::turn_phrase`] at the start of a sentence: "Turn 3", "June 16 Afternoon".
    pub fn turn_phrase_capitalised(&self, t: usize) -> String {
        let phrase = self.turn_phrase(t);
        let mut chars = phrase.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => phrase,
        }
    }

    pub(crate) fn swap_sides(&mut self) {
        for t in &mut self.turns {
            for e in &mut t.events {
                e.swap_sides();
            }
        }
    }
}
