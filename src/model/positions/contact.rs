//! Contact with any of many units at once, in time that does not grow with their number: what
//! a side's units in contact reveal at the end of a turn, for every enemy unit, without
//! weighing every pair ([`super::in_contact`] is the rule; this is the same rule, indexed).
//!
//! The grid's part of contact (the same or an adjacent cell) is one set of the cells on or
//! next to the units; the distance's part (`settings.contact_distance`) is a uniform grid of
//! buckets one contact distance wide, so that a place within the distance of a unit lies in the
//! unit's bucket or one of the eight around it, and only those are weighed.

use super::{Position, within_contact_distance};
use crate::model::grid::Cell;
use crate::model::{Point, Scenario};
use rustc_hash::{FxHashMap, FxHashSet};

/// The places of some units, indexed for [`ContactIndex::touches`].
#[derive(Clone, Debug)]
pub struct ContactIndex<'a> {
    s: &'a Scenario,
    /// The cells on or next to a unit's cell (empty without a grid).
    near: FxHashSet<Cell>,
    /// The units' pixels by bucket, where a contact distance is set.
    buckets: FxHashMap<(i64, i64), Vec<Point>>,
    /// The width of a bucket, in image pixels.
    width: f64,
}

impl<'a> ContactIndex<'a> {
    /// Index the places `at` of scenario `s`.
    pub fn new<'p>(s: &'a Scenario, at: impl IntoIterator<Item = &'p Position>) -> Self {
        let grid = s.map.grid.as_ref();
        let mut index = ContactIndex {
            s,
            near: FxHashSet::default(),
            buckets: FxHashMap::default(),
            width: bucket_width(s),
        };
        for p in at {
            if let Some(g) = grid
                && let Some(c) = p.cell(g)
            {
                index.near.extend(g.neighbours(c));
                index.near.insert(c);
            }
            if s.settings.contact_distance.is_some()
                && let Some(px) = p.pixel(grid)
            {
                index.buckets.entry(index.bucket(px)).or_default().push(px);
            }
        }
        index
    }

    /// Whether a unit at `p` is in contact with any of the indexed places: the same as asking
    /// [`super::in_contact`] of each of them.
    pub fn touches(&self, p: &Position) -> bool {
        let grid = self.s.map.grid.as_ref();
        if let Some(g) = grid
            && p.cell(g).is_some_and(|c| self.near.contains(&c))
        {
            return true;
        }
        if self.buckets.is_empty() {
            return false;
        }
        let Some(px) = p.pixel(grid) else {
            return false;
        };
        let (bx, by) = self.bucket(px);
        (-1..=1).any(|dx| {
            (-1..=1).any(|dy| {
                let key = (bx.saturating_add(dx), by.saturating_add(dy));
                self.buckets.get(&key).is_some_and(|there| {
                    there
                        .iter()
                        .any(|&q| within_contact_distance(self.s, px, q))
                })
            })
        })
    }

    fn bucket(&self, p: Point) -> (i64, i64) {
        // `as` saturates: a place beyond i64's reach shares the last bucket, still weighed.
        let at = |v: f32| (f64::from(v) / self.width).floor() as i64;
        (at(p.x), at(p.y))
    }
}

/// How wide a bucket is, in image pixels: the contact distance in pixels, a little wider so
/// that the rounding of the distance's own arithmetic never puts a unit in contact two buckets
/// away; at least a thousandth of a pixel. A scale that is not a positive number puts every
/// unit in one bucket, where each is weighed as the rule weighs it.
fn bucket_width(s: &Scenario) -> f64 {
    let per_pixel = s.map.scale.as_ref().map_or(1.0, |sc| sc.per_pixel);
    if !(per_pixel > 0.0 && per_pixel.is_finite()) {
        return f64::MAX;
    }
    let width = s.settings.contact_distance.unwrap_or(0.0) / per_pixel * (1.0 + 1e-6);
    if width.is_nan() || width <= 1e-3 {
        1e-3
    } else if width.is_infinite() {
        f64::MAX
    } else {
        width
    }
}

#[cfg(test)]
mod tests {
    use super::super::in_contact;
    use super::*;
    use crate::model::{Grid, MapScale};
    use proptest::prelude::*;

    fn place() -> impl Strategy<Value = Position> {
        prop_oneof![
            4 => (-50.0f32..450.0, -50.0f32..450.0).prop_map(|(x, y)| Position::Point { x, y }),
            1 => (1u8..12, 1u8..12).prop_map(|(c, r)| Position::Cell(format!("{c:02}{r:02}"))),
        ]
    }

    fn scenario(grid: u8, distance: Option<f64>, per_pixel: Option<f64>) -> Scenario {
        let mut s = Scenario::new("contact");
        s.map.size = Some((400, 400));
        s.map.grid = match grid {
            0 => None,
            1 => Some(Grid::hexes(37.0, false, 20.0, 20.0)),
            _ => Some(Grid::squares(30.0, 25.0, 10.0, 10.0)),
        };
        s.map.scale = per_pixel.map(|per_pixel| MapScale {
            per_pixel,
            unit: "m".into(),
        });
        s.settings.contact_distance = distance;
        s
    }

    proptest! {
        /// The index says what weighing every pair with the rule says, for every place.
        #[test]
        fn the_index_agrees_with_every_pair_weighed(
            grid in 0u8..3,
            distance in prop::option::of(prop_oneof![0.0f64..200.0, Just(0.0), Just(-5.0)]),
            per_pixel in prop::option::of(prop_oneof![0.01f64..20.0, Just(1.0)]),
            ours in prop::collection::vec(place(), 0..30),
            theirs in prop::collection::vec(place(), 1..30),
        ) {
            let s = scenario(grid, distance, per_pixel);
            let index = ContactIndex::new(&s, &ours);
            for p in &theirs {
                let pairwise = ours.iter().any(|q| in_contact(&s, p, q));
                prop_assert_eq!(index.touches(p), pairwise, "{:?}", p);
            }
        }

        /// Places right at the contact distance, either side of it, on a line.
        #[test]
        fn the_edge_of_the_distance_is_weighed_as_the_rule_weighs_it(
            x in 0.0f32..300.0,
            distance in 0.5f64..80.0,
            step in -0.01f32..0.01,
        ) {
            let s = scenario(0, Some(distance), None);
            let ours = [Position::Point { x, y: 100.0 }];
            let index = ContactIndex::new(&s, &ours);
            let p = Position::Point { x: x + distance as f32 + step, y: 100.0 };
            prop_assert_eq!(index.touches(&p), in_contact(&s, &p, &ours[0]));
        }
    }
}
