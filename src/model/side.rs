//! Sides, their contingents and units, and the end-of-battle figures of the casualty chart.

use super::map::Polygon;
use super::positions::{Facing, Position};
use serde::{Deserialize, Serialize};

/// A colour as red, green, blue; written `(31, 78, 168)` in a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rgb(pub u8, pub u8, pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Role {
    #[default]
    Attacker,
    Defender,
}

/// One army (or allied armies fighting as one side).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Side {
    pub name: String,
    pub colour: Rgb,
    pub role: Role,
    /// Nationalities or corps; a side's figures are the sum of its contingents' ("Multiple forces").
    #[serde(default)]
    pub contingents: Vec<Contingent>,
    /// The side's deployment area in image pixels; empty when not drawn.
    #[serde(default)]
    pub deployment: Polygon,
    #[serde(default)]
    pub c_in_c: CommanderInChief,
    /// Waterloo 20: Morale Points at the start of the game.
    #[serde(default)]
    pub morale_points: u32,
}

impl Side {
    pub fn new(name: &str, colour: Rgb, role: Role) -> Side {
        Side {
            name: name.to_string(),
            colour,
            role,
            contingents: Vec::new(),
            deployment: Polygon::default(),
            c_in_c: CommanderInChief::default(),
            morale_points: 0,
        }
    }

    pub fn units(&self) -> impl Iterator<Item = &Unit> {
        self.contingents.iter().flat_map(|c| c.units.iter())
    }

    /// The casualty-chart figures of all contingents added together.
    pub fn end_of_battle(&self) -> EndOfBattle {
        self.contingents
            .iter()
            .fold(EndOfBattle::default(), |acc, c| acc.plus(&c.end))
    }
}

/// The commander-in-chief, as the casualty chart's modifier (4) needs him.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommanderInChief {
    #[serde(default)]
    pub name: String,
    /// Killed, wounded or captured during the battle.
    #[serde(default)]
    pub lost: bool,
    /// Also head of state (Napoleon, the Tsar): the loss moves a row as well as a column.
    #[serde(default)]
    pub head_of_state: bool,
}

/// A nationality or corps within a side.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Contingent {
    pub name: String,
    #[serde(default)]
    pub units: Vec<Unit>,
    /// The figures the casualty chart needs, for this contingent, at the end of the battle.
    #[serde(default)]
    pub end: EndOfBattle,
}

/// End-of-battle figures of one contingent for the casualty chart (seed 000).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct EndOfBattle {
    /// Men present at the start.
    pub start_men: u64,
    /// Men of reinforcements that arrived by the end.
    pub reinforcements_men: u64,
    /// Casualties in men (without guns).
    pub casualties_men: u64,
    /// Guns lost to cavalry *and* then spiked or taken by infantry or pioneers (rule 6).
    pub guns_lost: u64,
    /// Losses this contingent caused by repeat rule infringements (rule 5): they are taken
    /// off the victim and added to this side.
    pub infringement_losses_caused: u64,
    pub cavalry_start: u64,
    pub cavalry_surviving: u64,
    pub batteries: u64,
    /// Rounds of artillery ammunition remaining (modifier 2 compares them with batteries).
    pub rounds: u64,
    pub infantry_units: u64,
    pub out_of_ammunition: u64,
    pub low_on_ammunition: u64,
}

impl EndOfBattle {
    pub fn plus(&self, o: &EndOfBattle) -> EndOfBattle {
        EndOfBattle {
            start_men: self.start_men.saturating_add(o.start_men),
            reinforcements_men: self.reinforcements_men.saturating_add(o.reinforcements_men),
            casualties_men: self.casualties_men.saturating_add(o.casualties_men),
            guns_lost: self.guns_lost.saturating_add(o.guns_lost),
            infringement_losses_caused: self
                .infringement_losses_caused
                .saturating_add(o.infringement_losses_caused),
            cavalry_start: self.cavalry_start.saturating_add(o.cavalry_start),
            cavalry_surviving: self.cavalry_surviving.saturating_add(o.cavalry_surviving),
            batteries: self.batteries.saturating_add(o.batteries),
            rounds: self.rounds.saturating_add(o.rounds),
            infantry_units: self.infantry_units.saturating_add(o.infantry_units),
            out_of_ammunition: self.out_of_ammunition.saturating_add(o.out_of_ammunition),
            low_on_ammunition: self.low_on_ammunition.saturating_add(o.low_on_ammunition),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum UnitKind {
    #[default]
    Infantry,
    Cavalry,
    Artillery,
    General,
}

/// Where a unit stands. In a [`Unit`] it is the status at the start; the log changes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum UnitStatus {
    #[default]
    OnBoard,
    DestroyedOrFled,
    Routed,
    VoluntarilyWithdrawn,
    OffTable,
    NotArrived,
    Exited,
}

impl UnitStatus {
    pub const ALL: [UnitStatus; 7] = [
        UnitStatus::OnBoard,
        UnitStatus::DestroyedOrFled,
        UnitStatus::Routed,
        UnitStatus::VoluntarilyWithdrawn,
        UnitStatus::OffTable,
        UnitStatus::NotArrived,
        UnitStatus::Exited,
    ];

    pub fn label(self) -> &'static str {
        match self {
            UnitStatus::OnBoard => "on board",
            UnitStatus::DestroyedOrFled => "destroyed or fled",
            UnitStatus::Routed => "routed",
            UnitStatus::VoluntarilyWithdrawn => "voluntarily withdrawn",
            UnitStatus::OffTable => "off table",
            UnitStatus::NotArrived => "not arrived",
            UnitStatus::Exited => "exited",
        }
    }
}

impl UnitKind {
    pub const ALL: [UnitKind; 4] = [
        UnitKind::Infantry,
        UnitKind::Cavalry,
        UnitKind::Artillery,
        UnitKind::General,
    ];

    pub fn label(self) -> &'static str {
        match self {
            UnitKind::Infantry => "infantry",
            UnitKind::Cavalry => "cavalry",
            UnitKind::Artillery => "artillery",
            UnitKind::General => "general",
        }
    }
}

/// The measures of a unit's size; each system reads the one it needs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Strength {
    pub men: u64,
    /// Stands (bases) on the table: the weighted-objectives withdrawal test counts these.
    pub stands: u64,
    /// Unit Points (Grande Tactique).
    pub unit_points: u64,
    /// Strength Points (Napoleon at Waterloo, Waterloo 20 combat strength).
    pub strength_points: u64,
}

impl Strength {
    pub fn plus(self, o: Strength) -> Strength {
        Strength {
            men: self.men.saturating_add(o.men),
            stands: self.stands.saturating_add(o.stands),
            unit_points: self.unit_points.saturating_add(o.unit_points),
            strength_points: self.strength_points.saturating_add(o.strength_points),
        }
    }

    /// `self − o`, not below zero in any measure.
    pub fn minus(self, o: Strength) -> Strength {
        Strength {
            men: self.men.saturating_sub(o.men),
            stands: self.stands.saturating_sub(o.stands),
            unit_points: self.unit_points.saturating_sub(o.unit_points),
            strength_points: self.strength_points.saturating_sub(o.strength_points),
        }
    }
}

/// A unit of the order of battle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unit {
    /// Unique in the scenario; the log refers to units by this id.
    pub id: String,
    pub name: String,
    pub kind: UnitKind,
    /// Strength at the start (or on arrival, for reinforcements).
    #[serde(default)]
    pub strength: Strength,
    /// Waterloo 20 movement allowance (the "2" of a 4-2 counter); 0 when not used.
    #[serde(default)]
    pub movement: u64,
    /// Status at the start of the battle; the log records every later change.
    #[serde(default)]
    pub status: UnitStatus,
    /// For reinforcements: the name of the turn they are scheduled to arrive, and where.
    #[serde(default)]
    pub arrives: Option<String>,
    /// French Imperial Guard (Waterloo 20 morale chart; +1 to rally).
    #[serde(default)]
    pub guard: bool,
    /// +1 to the Waterloo 20 rally roll (the Imperial Guard and the Anglo-Dutch I Corps).
    #[serde(default)]
    pub rally_bonus: bool,
    /// Where the unit stands at deployment; `Move` entries of the log move it.
    #[serde(default)]
    pub position: Option<Position>,
    /// How it faces at deployment.
    #[serde(default)]
    pub facing: Option<Facing>,
}

impl Unit {
    pub fn new(id: &str, name: &str, kind: UnitKind) -> Unit {
        Unit {
            id: id.to_string(),
            name: name.to_string(),
            kind,
            strength: Strength::default(),
            movement: 0,
            status: UnitStatus::OnBoard,
            arrives: None,
            guard: false,
            rally_bonus: false,
            position: None,
            facing: None,
        }
    }
}
