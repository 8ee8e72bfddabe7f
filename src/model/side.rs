//! Sides, their contingents and units, and the end-of-battle figures of the casualty chart.

use super::map::Polygon;
use super::positions::{Facing, Position};
use crate::i18n::Msg;
use crate::i18n::fixed;
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
    /// Declared killed, wounded or captured at the end of the battle, without an entry in the
    /// log (files written before the log decided). The log's `CommanderLost` entry of rank
    /// Army is the record of his loss; the window never sets this, it only clears it or moves
    /// it into the log, and `check` warns when it is set and the log has no such entry.
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
    /// Guns lost to cavalry *and* then spiked or taken by infantry or pioneers (rule 6). The
    /// field keeps its name from the files written when it was the only kind of lost gun.
    pub guns_lost: u64,
    /// Guns lost to infantry (taken, spiked or disabled by infantry or pioneers): counted.
    pub guns_lost_to_infantry: u64,
    /// Guns lost to artillery fire: counted.
    pub guns_lost_to_artillery: u64,
    /// Guns abandoned: counted.
    pub guns_abandoned: u64,
    /// Guns "destroyed" by cavalry that no infantry or pioneers reached to spike, take away or
    /// disable: recorded, and **not** counted (rule 6).
    pub guns_destroyed_by_cavalry_alone: u64,
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
            guns_lost_to_infantry: self
                .guns_lost_to_infantry
                .saturating_add(o.guns_lost_to_infantry),
            guns_lost_to_artillery: self
                .guns_lost_to_artillery
                .saturating_add(o.guns_lost_to_artillery),
            guns_abandoned: self.guns_abandoned.saturating_add(o.guns_abandoned),
            guns_destroyed_by_cavalry_alone: self
                .guns_destroyed_by_cavalry_alone
                .saturating_add(o.guns_destroyed_by_cavalry_alone),
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

    /// The guns lost in way `how`.
    pub fn guns(&self, how: GunLoss) -> u64 {
        match how {
            GunLoss::CavalryThenInfantry => self.guns_lost,
            GunLoss::Infantry => self.guns_lost_to_infantry,
            GunLoss::Artillery => self.guns_lost_to_artillery,
            GunLoss::Abandoned => self.guns_abandoned,
            GunLoss::CavalryAlone => self.guns_destroyed_by_cavalry_alone,
        }
    }

    /// The field of the guns lost in way `how`.
    pub fn guns_mut(&mut self, how: GunLoss) -> &mut u64 {
        match how {
            GunLoss::CavalryThenInfantry => &mut self.guns_lost,
            GunLoss::Infantry => &mut self.guns_lost_to_infantry,
            GunLoss::Artillery => &mut self.guns_lost_to_artillery,
            GunLoss::Abandoned => &mut self.guns_abandoned,
            GunLoss::CavalryAlone => &mut self.guns_destroyed_by_cavalry_alone,
        }
    }

    /// Whether any lost gun of any kind is entered (those that do not count included).
    pub fn any_guns(&self) -> bool {
        GunLoss::ALL.iter().any(|&how| self.guns(how) > 0)
    }
}

/// How guns were lost, as rule 6 of the casualty chart sorts them: every gun lost counts as
/// half its equivalent in infantry, except guns "destroyed" by cavalry that no infantry or
/// pioneers then reached.
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
pub enum GunLoss {
    /// Overrun by cavalry, then spiked, taken away or disabled by infantry or pioneers.
    #[default]
    CavalryThenInfantry,
    /// Taken, spiked or disabled by infantry or pioneers.
    Infantry,
    /// Destroyed by artillery fire.
    Artillery,
    Abandoned,
    /// "Destroyed" by cavalry that no infantry or pioneers reached: not counted.
    CavalryAlone,
}

impl GunLoss {
    pub const ALL: [GunLoss; <GunLoss as strum::EnumCount>::COUNT] = crate::model::all_variants();

    /// Whether guns lost this way count in the casualties (rule 6).
    pub fn counts(self) -> bool {
        self != GunLoss::CavalryAlone
    }

    /// How they were lost, after "3 guns": "lost to infantry", "abandoned".
    pub fn label(self) -> &'static str {
        match self {
            GunLoss::CavalryThenInfantry => fixed(Msg::ModelGunsCavalryThenInfantry),
            GunLoss::Infantry => fixed(Msg::ModelGunsInfantry),
            GunLoss::Artillery => fixed(Msg::ModelGunsArtillery),
            GunLoss::Abandoned => fixed(Msg::ModelGunsAbandoned),
            GunLoss::CavalryAlone => fixed(Msg::ModelGunsCavalryAlone),
        }
    }

    /// The end-of-battle field that holds guns lost this way.
    pub fn field(self) -> &'static str {
        match self {
            GunLoss::CavalryThenInfantry => "guns_lost",
            GunLoss::Infantry => "guns_lost_to_infantry",
            GunLoss::Artillery => "guns_lost_to_artillery",
            GunLoss::Abandoned => "guns_abandoned",
            GunLoss::CavalryAlone => "guns_destroyed_by_cavalry_alone",
        }
    }
}

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
pub enum UnitKind {
    #[default]
    Infantry,
    Cavalry,
    Artillery,
    General,
}

/// Where a unit stands. In a [`Unit`] it is the status at the start; the log changes it.
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
    pub const ALL: [UnitStatus; <UnitStatus as strum::EnumCount>::COUNT] =
        crate::model::all_variants();

    pub fn label(self) -> &'static str {
        match self {
            UnitStatus::OnBoard => fixed(Msg::ModelStatusOnBoard),
            UnitStatus::DestroyedOrFled => fixed(Msg::ModelStatusDestroyed),
            UnitStatus::Routed => fixed(Msg::ModelStatusRouted),
            UnitStatus::VoluntarilyWithdrawn => fixed(Msg::ModelStatusWithdrawn),
            UnitStatus::OffTable => fixed(Msg::ModelStatusOffTable),
            UnitStatus::NotArrived => fixed(Msg::ModelStatusNotArrived),
            UnitStatus::Exited => fixed(Msg::ModelStatusExited),
        }
    }
}

impl UnitKind {
    pub const ALL: [UnitKind; <UnitKind as strum::EnumCount>::COUNT] = crate::model::all_variants();

    pub fn label(self) -> &'static str {
        match self {
            UnitKind::Infantry => fixed(Msg::ModelKindInfantry),
            UnitKind::Cavalry => fixed(Msg::ModelKindCavalry),
            UnitKind::Artillery => fixed(Msg::ModelKindArtillery),
            UnitKind::General => fixed(Msg::ModelKindGeneral),
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

    /// What a unit of this strength has lost: all of it once destroyed or fled, else what the
    /// log charged to it, never more than it had (the one definition of losses, see
    /// `crate::record::losses`).
    pub fn lost(self, charged: Strength, status: UnitStatus) -> Strength {
        if status == UnitStatus::DestroyedOrFled {
            return self;
        }
        Strength {
            men: charged.men.min(self.men),
            stands: charged.stands.min(self.stands),
            unit_points: charged.unit_points.min(self.unit_points),
            strength_points: charged.strength_points.min(self.strength_points),
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
    /// Whether the unit counts in its side's strength and losses: a general does not (he is a
    /// person, not troops, and the Unit Points rules leave generals out of every total).
    pub fn counts_in_strength(&self) -> bool {
        self.kind != UnitKind::General
    }

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
