//! Weighted victory-point markers and their placement rules (seed 002, RULES.md §2).

use super::map::Point;
use super::{Role, Scenario, SideId};
use serde::{Deserialize, Serialize};

/// The standard set: 30, 20, 15 and seven of 5, in percent; sums to 100.
pub const STANDARD_MARKER_VALUES: [u32; 10] = [30, 20, 15, 5, 5, 5, 5, 5, 5, 5];

/// How many of the markers must lie in the defender's area when it studied the ground.
pub const MARKERS_IN_DEFENDER_AREA: usize = 7;

/// The marker set of a scenario and the markers placed on the map.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarkerSet {
    /// The values available, in percent; they must sum to 100.
    #[serde(default = "standard_values")]
    pub values: Vec<u32>,
    /// The markers placed so far.
    #[serde(default)]
    pub markers: Vec<Marker>,
    /// Seed of the shuffle that dealt hidden values, kept so the umpire can reproduce the deal.
    #[serde(default)]
    pub shuffle_seed: Option<u64>,
    /// Placement mode: who places first (decided by a die roll); sides then alternate.
    #[serde(default)]
    pub placement: Option<Placement>,
}

fn standard_values() -> Vec<u32> {
    STANDARD_MARKER_VALUES.to_vec()
}

impl Default for MarkerSet {
    fn default() -> Self {
        MarkerSet {
            values: standard_values(),
            markers: Vec::new(),
            shuffle_seed: None,
            placement: None,
        }
    }
}

/// One VP marker on the map.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Marker {
    /// Unique label, e.g. "A" … "J" as on the Lobositz map; the log refers to markers by it.
    pub id: String,
    /// Optional description of the terrain objective ("Lobosch Hill").
    #[serde(default)]
    pub name: String,
    pub pos: Point,
    /// Worth in percent of all VP.
    pub value: u32,
    /// Face down: the player view never shows the value.
    #[serde(default)]
    pub hidden: bool,
    /// The side that placed it (a side may not place a marker in its own deployment area).
    #[serde(default)]
    pub placed_by: Option<SideId>,
}

/// Who places the first marker, as decided by a die roll each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placement {
    pub first: SideId,
    /// The die rolls of side A and side B that decided it.
    #[serde(default)]
    pub rolls: (u32, u32),
}

impl MarkerSet {
    pub fn values_sum(&self) -> u64 {
        self.values.iter().map(|&v| v as u64).sum()
    }

    /// The side whose turn it is to place the next marker, in placement mode.
    pub fn next_to_place(&self) -> Option<SideId> {
        let p = self.placement?;
        if self.markers.len() >= self.values.len() {
            return None;
        }
        Some(if self.markers.len().is_multiple_of(2) {
            p.first
        } else {
            p.first.other()
        })
    }

    /// The values not yet given to a placed marker (a multiset difference).
    pub fn unplaced_values(&self) -> Vec<u32> {
        let mut left = self.values.clone();
        for m in &self.markers {
            if let Some(i) = left.iter().position(|&v| v == m.value) {
                left.remove(i);
            }
        }
        left
    }

    /// The values dealt face down by a shuffle with `seed`: the same seed always gives the
    /// same order, so the umpire can reproduce the deal.
    pub fn shuffled_values(values: &[u32], seed: u64) -> Vec<u32> {
        let mut v = values.to_vec();
        super::dice::shuffle(&mut v, seed);
        v
    }

    /// Deal the set's values face down to the placed markers, in placement order.
    pub fn deal_hidden(&mut self, seed: u64) {
        let dealt = Self::shuffled_values(&self.values, seed);
        for (m, v) in self.markers.iter_mut().zip(dealt) {
            m.value = v;
            m.hidden = true;
        }
        self.shuffle_seed = Some(seed);
    }

    /// The next free label: A, B, … Z, then M27, M28 …
    pub fn next_id(&self) -> String {
        let taken = |id: &str| self.markers.iter().any(|m| m.id == id);
        (b'A'..=b'Z')
            .map(|c| (c as char).to_string())
            .chain((27..).map(|n| format!("M{n}")))
            .find(|id| !taken(id))
            .unwrap_or_default()
    }

    pub(crate) fn swap_sides(&mut self) {
        for m in &mut self.markers {
            m.placed_by = m.placed_by.map(SideId::other);
        }
        if let Some(p) = &mut self.placement {
            p.first = p.first.other();
            p.rolls = (p.rolls.1, p.rolls.0);
        }
    }
}

/// Something wrong with where a marker is or how many there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementProblem {
    /// The marker lies inside the deployment area of the side that placed it.
    InOwnArea { marker: String, side: SideId },
    /// With "defender studied the ground", exactly 7 markers must be in the defender's area.
    DefenderAreaCount { inside: usize, required: usize },
    /// The values do not sum to 100.
    SetSum { sum: u64 },
    /// More markers than values in the set.
    TooMany { placed: usize, available: usize },
}

impl PlacementProblem {
    /// A sentence for the problem list, with the sides' names.
    pub fn message(&self, scenario: &Scenario) -> String {
        match self {
            PlacementProblem::InOwnArea { marker, side } => format!(
                "Marker {marker} lies inside the deployment area of {}, who placed it: a side may not place a marker in its own area.",
                scenario.side(*side).name
            ),
            PlacementProblem::DefenderAreaCount { inside, required } => format!(
                "{inside} of {required} markers inside the defender's deployment area: the defender studied the ground, so exactly {required} must lie there."
            ),
            PlacementProblem::SetSum { sum } => {
                format!("The marker values sum to {sum}%, not 100%.")
            }
            PlacementProblem::TooMany { placed, available } => {
                format!("{placed} markers placed but the set has only {available} values.")
            }
        }
    }
}

/// Every breach of the placement rules in the scenario as it stands.
pub fn placement_problems(s: &Scenario) -> Vec<PlacementProblem> {
    let set = &s.markers;
    let mut out = Vec::new();
    if set.values_sum() != 100 {
        out.push(PlacementProblem::SetSum {
            sum: set.values_sum(),
        });
    }
    if set.markers.len() > set.values.len() {
        out.push(PlacementProblem::TooMany {
            placed: set.markers.len(),
            available: set.values.len(),
        });
    }
    // A defender who studied the ground must have 7 markers in its own area, which it could
    // never reach if it were barred from its own area: the own-area rule then binds only the
    // attacker (see docs/interpretations.md).
    let studied_defender = s
        .settings
        .defender_studied_ground
        .then(|| s.side_with_role(Role::Defender))
        .flatten();
    for m in &set.markers {
        if let Some(side) = m.placed_by
            && Some(side) != studied_defender
            && s.side(side).deployment.contains(m.pos)
        {
            out.push(PlacementProblem::InOwnArea {
                marker: m.id.clone(),
                side,
            });
        }
    }
    if s.settings.defender_studied_ground
        && let Some(def) = s.side_with_role(Role::Defender)
    {
        let inside = set
            .markers
            .iter()
            .filter(|m| s.side(def).deployment.contains(m.pos))
            .count();
        if inside != MARKERS_IN_DEFENDER_AREA {
            out.push(PlacementProblem::DefenderAreaCount {
                inside,
                required: MARKERS_IN_DEFENDER_AREA,
            });
        }
    }
    out
}
