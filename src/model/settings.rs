//! Per-system settings of a scenario.

use super::SideId;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// Casualty chart: men per gun lost (the rule's "normally 25"); a lost gun counts as half of it.
    pub men_per_gun: u64,
    /// Weighted objectives: the defender occupied and studied the ground, so 7 of the 10
    /// markers must lie in its deployment area.
    pub defender_studied_ground: bool,
    /// Weighted objectives: the defender held the field for 10 daylight hours before the battle,
    /// so it controls the markers in its deployment area at the start.
    pub defender_held_field: bool,
    /// Unit points: how the game ended; `None` while it has not.
    pub game_end: Option<GameEnd>,
    /// Napoleon at Waterloo and Waterloo 20: which side is the French; `None` when the scenario
    /// is not a Waterloo game.
    pub french: Option<SideId>,
    pub waterloo20: Waterloo20Settings,
    /// The victory system whose verdict is the battle's result of record (an id of
    /// `umpire systems`, e.g. `"casualty-chart"`); `None` when the scenario does not say. Seed
    /// 000 calls its chart the approved method unless the umpire makes other criteria clear at
    /// the start of the battle: this is where he makes them clear.
    pub decided_by: Option<String>,
    /// Other systems whose verdicts are shown beside the result of record, for comparison only.
    pub compare_with: Vec<String>,
    /// Units in contact see each other: an enemy unit on or next to a side's unit (the same or
    /// an adjacent cell of the grid, or within `contact_distance`) is known to that side where
    /// it stands, without the umpire marking it seen.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub contact_reveals: bool,
    /// How near, in the map's scale unit (image pixels without a scale), two things must be to
    /// be in contact, besides standing on the same or adjacent cells of a grid: units seeing
    /// each other (`contact_reveals`) and troops holding a marker they control.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contact_distance: Option<f64>,
    /// A battle of a campaign: seed 000's rule 3 plays it to a logical conclusion, so the 35%
    /// early end of rule 2 does not end it (the casualty chart still shows the 35%).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub campaign: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            men_per_gun: 25,
            defender_studied_ground: false,
            defender_held_field: false,
            game_end: None,
            french: None,
            waterloo20: Waterloo20Settings::default(),
            decided_by: None,
            compare_with: Vec::new(),
            contact_reveals: false,
            contact_distance: None,
            campaign: false,
        }
    }
}

impl Settings {
    pub(crate) fn swap_sides(&mut self) {
        if let Some(GameEnd::Collapse { vanquished }) = &mut self.game_end {
            *vanquished = vanquished.other();
        }
        self.french = self.french.map(SideId::other);
    }
}

/// How a Grande Tactique game ended (seed 003).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameEnd {
    /// The morale of all of `vanquished`'s divisions collapsed: it lost.
    Collapse { vanquished: SideId },
    /// The game stopped at sundown: no official victor.
    Sundown,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Waterloo20Settings {
    /// Optional rule, not from the Waterloo 20 charts (reported for the later Napoleonic 20
    /// edition): a side whose Morale Points fall to 0 loses.
    pub morale_zero_loses: bool,
}
