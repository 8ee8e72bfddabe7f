//! The scenario: sides, units, markers, deployment areas and the battle log.
//!
//! Pure data and the rules of consistency; no GUI, no PDF. A scenario is stored as a RON file
//! (see docs/format.md for an annotated example). Every struct refuses
//! unknown fields so that a misspelt field is reported, not silently dropped.
//!
//! Design notes:
//! - The battle log is the single source of truth for what happened. A unit's `status` is its
//!   status when the battle *starts*; its later statuses, losses, marker control and commander
//!   losses are replayed from the log ([`replay`]).
//! - Sides are always two, called A and B in code (`SideId`); the program shows their names.

pub mod bundle;
pub mod campaign;
mod dice;
mod file_error;
pub mod files;
pub mod grid;
mod io;
pub mod limits;
mod log;
mod map;
mod markers;
mod player_copy;
pub mod positions;
mod replay;
mod settings;
mod side;
pub mod text;
mod validate;

pub use dice::{Dice, roll_dice};
pub use file_error::{FileError, FileKind};
pub use files::{write_file, write_new_file, write_private_file};
pub use grid::{Cell, Grid, GridKind};
pub(crate) use io::pretty_ron;
pub use io::{
    load, load_lenient, parse, parse_lenient, read_scenario_text, save, scenario_bytes, to_ron,
    write_atomically,
};
pub use log::{
    BattleLog, Combat, CommandRank, CrtResult, DiceSource, Event, EventKind, Roll, Terrain, Turn,
    WithdrawalTestRecord, figure_or_absent,
};
pub use map::{MapInfo, MapScale, Point, Polygon};
pub use markers::{
    MARKERS_IN_DEFENDER_AREA, Marker, MarkerSet, Placement, PlacementProblem,
    STANDARD_MARKER_VALUES, in_own_area, placement_problems,
};
pub use player_copy::{CopyFor, maybe_absent};
pub use positions::{
    Facing, Leaving, MoveOff, Movements, MovesOff, Position, UnheldControl, exits_off_exit_cells,
    leaving, off_the_map, on_the_edge, unheld_controls,
};
pub use replay::{BattleState, UnitState, replay, replay_until, start_control};
pub use settings::{GameEnd, Settings, Waterloo20Settings};
pub use side::{
    CommanderInChief, Contingent, EndOfBattle, GunLoss, Rgb, Role, Side, Strength, Unit, UnitKind,
    UnitStatus,
};
pub use validate::Problem;

use serde::{Deserialize, Serialize};

/// A new document's name for side `letter` ("Side A", "Camp A"), until the designer names it.
pub fn default_side_name(letter: &str) -> String {
    crate::i18n::tr!(ModelDefaultSide, letter = letter)
}

/// A seed nobody can guess, from the operating system's random source: a new scenario's dice
/// and every deal face down start from one, so no player can re-deal the values from a known
/// seed (the knowledge rules: both seeds are the umpire's alone).
pub fn fresh_seed() -> u64 {
    rand::random()
}

/// The version of the file format this program writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// One of the two sides. The file and the code call them A and B; the program shows their names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SideId {
    A,
    B,
}

impl SideId {
    pub const BOTH: [SideId; 2] = [SideId::A, SideId::B];

    /// 0 for A, 1 for B: the index into [`Scenario::sides`].
    pub fn index(self) -> usize {
        match self {
            SideId::A => 0,
            SideId::B => 1,
        }
    }

    pub fn other(self) -> SideId {
        match self {
            SideId::A => SideId::B,
            SideId::B => SideId::A,
        }
    }

    pub fn from_index(i: usize) -> SideId {
        if i == 0 { SideId::A } else { SideId::B }
    }
}

/// A whole scenario: what the designer laid out and what the umpire logged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// File format version; must be [`FORMAT_VERSION`] or older.
    pub version: u32,
    pub title: String,
    /// Free text, e.g. "1 October 1756".
    #[serde(default)]
    pub date: String,
    /// Notes every reader may see (briefing).
    #[serde(default)]
    pub notes: String,
    /// Notes for the umpire only; never shown in the player view or report.
    #[serde(default)]
    pub umpire_notes: String,
    #[serde(default)]
    pub map: MapInfo,
    /// Side A and side B.
    pub sides: [Side; 2],
    #[serde(default)]
    pub markers: MarkerSet,
    #[serde(default)]
    pub log: BattleLog,
    #[serde(default)]
    pub settings: Settings,
    /// Seed of the scenario's dice roller; every roll records its index, so rolls can be reproduced.
    /// Absent from a player copy (the umpire's alone); a file without it rolls from seed 0.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "maybe_absent"
    )]
    pub dice_seed: Option<u64>,
    /// Who played, who umpired, where and when: the facts a club records with the result.
    #[serde(default)]
    pub played: Played,
    /// Set in a player copy: the audience it was made for, which the file holds only what it
    /// knows of (`record::player_copy`). Absent from the umpire's file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_for: Option<CopyFor>,
}

/// The facts of a game a club keeps with its result; each is free text, empty when unknown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Played {
    /// Who played side A and who played side B.
    pub players: (String, String),
    pub umpire: String,
    /// Where the game was played, e.g. the club's name and town.
    pub place: String,
    /// When it was played, e.g. "14 March 2026" (the battle's own date is `Scenario::date`).
    pub date: String,
}

impl Played {
    /// The players of one side.
    pub fn players_of(&self, side: SideId) -> &str {
        match side {
            SideId::A => &self.players.0,
            SideId::B => &self.players.1,
        }
    }
}

impl Scenario {
    /// An empty scenario with two unnamed sides, the standard marker set and no map.
    pub fn new(title: &str) -> Scenario {
        Scenario {
            version: FORMAT_VERSION,
            title: title.to_string(),
            date: String::new(),
            notes: String::new(),
            umpire_notes: String::new(),
            map: MapInfo::default(),
            sides: [
                Side::new(
                    &default_side_name("A"),
                    Rgb(0x1f, 0x4e, 0xa8),
                    Role::Attacker,
                ),
                Side::new(
                    &default_side_name("B"),
                    Rgb(0xb8, 0x2a, 0x2a),
                    Role::Defender,
                ),
            ],
            markers: MarkerSet::default(),
            log: BattleLog::default(),
            settings: Settings::default(),
            dice_seed: Some(fresh_seed()),
            played: Played::default(),
            copy_for: None,
        }
    }

    pub fn side(&self, id: SideId) -> &Side {
        &self.sides[id.index()]
    }

    pub fn side_mut(&mut self, id: SideId) -> &mut Side {
        &mut self.sides[id.index()]
    }

    /// Every unit of both sides, with the side it belongs to, in file order.
    pub fn units(&self) -> impl Iterator<Item = (SideId, &Unit)> {
        SideId::BOTH.into_iter().flat_map(move |s| {
            self.side(s)
                .contingents
                .iter()
                .flat_map(move |c| c.units.iter().map(move |u| (s, u)))
        })
    }

    /// The unit with this id and its side.
    pub fn unit(&self, id: &str) -> Option<(SideId, &Unit)> {
        self.units().find(|(_, u)| u.id == id)
    }

    pub fn marker(&self, id: &str) -> Option<&Marker> {
        self.markers.markers.iter().find(|m| m.id == id)
    }

    /// The side playing the given role, if exactly one side does.
    pub fn side_with_role(&self, role: Role) -> Option<SideId> {
        let mut found = SideId::BOTH
            .into_iter()
            .filter(|&s| self.side(s).role == role);
        match (found.next(), found.next()) {
            (Some(s), None) => Some(s),
            _ => None,
        }
    }

    /// The same scenario with sides A and B exchanged everywhere (sides, log, markers, settings).
    /// Used to check that every system treats the sides alike.
    pub fn swapped(&self) -> Scenario {
        let mut s = self.clone();
        s.sides.swap(0, 1);
        s.markers.swap_sides();
        s.log.swap_sides();
        s.settings.swap_sides();
        let (a, b) = std::mem::take(&mut s.played.players);
        s.played.players = (b, a);
        s
    }

    /// Consistency problems, each naming the field's path and the side. `systems` are the ids
    /// of the victory systems the scenario may name (`umpire::systems::ids()`): the model
    /// knows no system.
    pub fn validate(&self, systems: &[&str]) -> Vec<Problem> {
        validate::validate(self, systems)
    }
}

/// Every variant of a plain enum, in the order it declares them, as an array: what its `ALL`
/// is, so that a new variant is in the list without a hand-kept copy.
pub const fn all_variants<T: strum::VariantArray + Copy, const N: usize>() -> [T; N] {
    assert!(T::VARIANTS.len() == N, "N is the enum's count of variants");
    match T::VARIANTS.first_chunk() {
        Some(all) => *all,
        None => panic!("N is the enum's count of variants"),
    }
}
