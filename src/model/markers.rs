//! Weighted victory-point markers and their placement rules (seed 002, RULES.md §2).

use super::map::Point;
use super::{Role, Scenario, SideId};
use crate::i18n::tr;
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
    /// Worth in percent of all VP; absent only from a player copy, for a marker face down
    /// whose value its audience never examined.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "super::maybe_absent"
    )]
    pub value: Option<u32>,
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
            if let Some(i) = left.iter().position(|&v| Some(v) == m.value) {
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
            m.value = Some(v);
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

/// Something wrong with where a marker is, who placed it when, or how many there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementProblem {
    /// The marker lies inside the deployment area of the side that placed it.
    InOwnArea { marker: String, side: SideId },
    /// The die roll's loser is recorded as placing first: the winner places first.
    LoserFirst { first: SideId, rolls: (u32, u32) },
    /// The die rolls are a tie, yet a side is recorded as placing first: a tie is rolled again.
    TiedRoll { first: SideId, roll: u32 },
    /// Every marker was placed by one side: the sides take turns.
    OneSide { side: SideId, markers: usize },
    /// The sides did not alternate: `marker` (and `others` after it) was placed by `by` when it
    /// was `turn`'s turn.
    OutOfTurn {
        marker: String,
        by: SideId,
        turn: SideId,
        others: usize,
    },
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
        let name = |side: SideId| scenario.side(side).name.as_str();
        match self {
            PlacementProblem::InOwnArea { marker, side } => tr!(
                ModelMarkerInOwnArea,
                marker = marker.as_str(),
                side = name(*side)
            ),
            PlacementProblem::LoserFirst { first, rolls } => tr!(
                ModelMarkerLoserFirst,
                first = name(*first),
                a = name(SideId::A),
                a_roll = rolls.0,
                b = name(SideId::B),
                b_roll = rolls.1
            ),
            PlacementProblem::TiedRoll { first, roll } => {
                tr!(ModelMarkerTiedRoll, first = name(*first), roll = *roll)
            }
            PlacementProblem::OneSide { side, markers } => {
                tr!(ModelMarkerOneSide, markers = *markers, side = name(*side))
            }
            PlacementProblem::OutOfTurn {
                marker,
                by,
                turn,
                others,
            } => tr!(
                ModelMarkerOutOfTurn,
                marker = marker.as_str(),
                by = name(*by),
                turn = name(*turn),
                others = *others
            ),
            PlacementProblem::DefenderAreaCount { inside, required } => tr!(
                ModelMarkerDefenderAreaCount,
                inside = *inside,
                required = *required
            ),
            PlacementProblem::SetSum { sum } => tr!(ModelMarkerSetSum, sum = *sum),
            PlacementProblem::TooMany { placed, available } => tr!(
                ModelMarkerSetTooSmall,
                placed = *placed,
                available = *available
            ),
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
    for m in &set.markers {
        if let Some(side) = m.placed_by
            && in_own_area(s, side, m.pos)
        {
            out.push(PlacementProblem::InOwnArea {
                marker: m.id.clone(),
                side,
            });
        }
    }
    out.extend(order_problems(set));
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

/// Whether the own-area rule forbids `side` to place a marker at `p`: the point lies inside its
/// own deployment area. A defender who studied the ground must have 7 markers in its own area,
/// which it could never reach if it were barred from its own area: the rule then binds only the
/// attacker (rules reference, Where the texts are silent).
pub fn in_own_area(s: &Scenario, side: SideId, p: Point) -> bool {
    let studied_defender = s
        .settings
        .defender_studied_ground
        .then(|| s.side_with_role(Role::Defender))
        .flatten();
    Some(side) != studied_defender && s.side(side).deployment.contains(p)
}

/// Breaches of the order of placement: the roll's loser (or a tie) recorded as placing first,
/// every marker placed by one side, and the first marker placed out of turn. The turns run from
/// the recorded first placer, or without a record from whoever placed the first marker; a marker
/// whose placer is not recorded is passed over, its turn counted.
fn order_problems(set: &MarkerSet) -> Vec<PlacementProblem> {
    let mut out = Vec::new();
    if let Some(p) = set.placement {
        out.extend(roll_problem(p));
    }
    let placers: Vec<(usize, SideId)> = set
        .markers
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.placed_by.map(|by| (i, by)))
        .collect();
    let Some(&(first_at, first_by)) = placers.first() else {
        return out;
    };
    if placers.len() >= 2 && placers.iter().all(|&(_, by)| by == first_by) {
        out.push(PlacementProblem::OneSide {
            side: first_by,
            markers: placers.len(),
        });
        return out;
    }
    let first = match set.placement {
        Some(p) => p.first,
        // The first marker recorded sets the turns, counted back to the first of all.
        None if first_at.is_multiple_of(2) => first_by,
        None => first_by.other(),
    };
    let turn_of = |i: usize| {
        if i.is_multiple_of(2) {
            first
        } else {
            first.other()
        }
    };
    let mut wrong = placers.iter().filter(|&&(i, by)| by != turn_of(i));
    if let Some(&(i, by)) = wrong.next() {
        out.push(PlacementProblem::OutOfTurn {
            marker: set.markers[i].id.clone(),
            by,
            turn: turn_of(i),
            others: wrong.count(),
        });
    }
    out
}

/// What is wrong with the recorded die roll for the first placement, if anything. Rolls of
/// 0 and 0 are no record of a roll (files written before the rolls were kept).
fn roll_problem(p: Placement) -> Option<PlacementProblem> {
    let (a, b) = p.rolls;
    if (a, b) == (0, 0) {
        return None;
    }
    let winner = match a.cmp(&b) {
        std::cmp::Ordering::Greater => SideId::A,
        std::cmp::Ordering::Less => SideId::B,
        std::cmp::Ordering::Equal => {
            return Some(PlacementProblem::TiedRoll {
                first: p.first,
                roll: a,
            });
        }
    };
    (winner != p.first).then_some(PlacementProblem::LoserFirst {
        first: p.first,
        rolls: p.rolls,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Polygon, Scenario};

    /// Prussia (A) and Austria (B), the standard set, markers placed outside both areas by the
    /// sides given, in order.
    fn placed(by: &[Option<SideId>], placement: Option<Placement>) -> Scenario {
        let mut s = Scenario::new("t");
        s.sides[0].name = "Prussia".into();
        s.sides[1].name = "Austria".into();
        s.markers.placement = placement;
        for (i, by) in by.iter().enumerate() {
            s.markers.markers.push(Marker {
                id: ((b'A' + i as u8) as char).to_string(),
                name: String::new(),
                pos: Point::new(10.0 * i as f32, 10.0),
                value: Some(STANDARD_MARKER_VALUES[i]),
                hidden: false,
                placed_by: *by,
            });
        }
        s
    }

    fn messages(s: &Scenario) -> Vec<String> {
        placement_problems(s).iter().map(|p| p.message(s)).collect()
    }

    const A: Option<SideId> = Some(SideId::A);
    const B: Option<SideId> = Some(SideId::B);

    fn first(side: SideId, rolls: (u32, u32)) -> Option<Placement> {
        Some(Placement { first: side, rolls })
    }

    #[test]
    fn the_winner_placing_first_and_the_sides_alternating_is_silent() {
        let order = [B, A, B, A, B, A, B, A, B, A];
        assert_eq!(
            messages(&placed(&order, first(SideId::B, (2, 5)))),
            Vec::<String>::new()
        );
        // Without a record of the roll, alternating from whoever placed first is fine too.
        assert!(messages(&placed(&order, None)).is_empty());
        // So are rolls not recorded (0 and 0) and markers whose placer is not recorded.
        let gaps = [B, None, B, A, None, A];
        assert!(messages(&placed(&gaps, first(SideId::B, (0, 0)))).is_empty());
        assert!(messages(&placed(&[A], None)).is_empty());
    }

    #[test]
    fn every_marker_placed_by_one_side_is_flagged() {
        let s = placed(&[A, A, A, A], None);
        assert_eq!(
            messages(&s),
            [
                "All 4 markers were placed by Prussia: the sides take turns placing markers, the winner of the die roll first."
            ]
        );
        let s = placed(&[B, B, None, B], first(SideId::B, (1, 6)));
        assert_eq!(
            placement_problems(&s),
            [PlacementProblem::OneSide {
                side: SideId::B,
                markers: 3
            }]
        );
    }

    #[test]
    fn the_loser_of_the_roll_placing_first_is_flagged() {
        // Recorded as first although it lost the roll, the markers following that record.
        let s = placed(&[A, B, A, B], first(SideId::A, (2, 5)));
        assert_eq!(
            messages(&s),
            [
                "Prussia is recorded as placing the first marker, but it lost the die roll (Prussia rolled 2, Austria rolled 5): the winner of the roll places first."
            ]
        );
        // The winner is recorded, but the loser placed the first marker: every marker is out
        // of turn, told once.
        let s = placed(&[A, B, A, B], first(SideId::B, (2, 5)));
        assert_eq!(
            messages(&s),
            [
                "Marker A was placed by Prussia when Austria was to place it (and 3 markers after it): the winner of the die roll places first, then the sides alternate."
            ]
        );
        let tie = placed(&[A, B], first(SideId::A, (4, 4)));
        assert_eq!(
            messages(&tie),
            [
                "Prussia is recorded as placing the first marker after a tied die roll (4 and 4): a tie is rolled again."
            ]
        );
    }

    #[test]
    fn a_side_placing_twice_in_a_row_is_flagged_at_the_marker() {
        let s = placed(&[B, A, A, B], first(SideId::B, (1, 3)));
        assert_eq!(
            placement_problems(&s),
            [PlacementProblem::OutOfTurn {
                marker: "C".into(),
                by: SideId::A,
                turn: SideId::B,
                others: 1,
            }]
        );
        assert_eq!(
            messages(&s)[0],
            "Marker C was placed by Prussia when Austria was to place it (and 1 marker after it): the winner of the die roll places first, then the sides alternate."
        );
        // Without a record, the turns run from the first marker recorded.
        let s = placed(&[None, B, A, A], None);
        assert_eq!(
            placement_problems(&s),
            [PlacementProblem::OutOfTurn {
                marker: "D".into(),
                by: SideId::A,
                turn: SideId::B,
                others: 0,
            }]
        );
    }

    #[test]
    fn the_own_area_rule_binds_a_studied_defender_not() {
        let mut s = placed(&[], None);
        s.sides[1].role = crate::model::Role::Defender;
        s.sides[1].deployment = Polygon::new(vec![
            Point::new(0.0, 0.0),
            Point::new(100.0, 0.0),
            Point::new(100.0, 100.0),
            Point::new(0.0, 100.0),
        ]);
        let inside = Point::new(50.0, 50.0);
        assert!(in_own_area(&s, SideId::B, inside));
        assert!(!in_own_area(&s, SideId::A, inside), "not Prussia's area");
        assert!(!in_own_area(&s, SideId::B, Point::new(150.0, 50.0)));
        s.settings.defender_studied_ground = true;
        assert!(!in_own_area(&s, SideId::B, inside));
    }
}
