//! What each audience sees of where units stand. For now a side sees its own units, the umpire
//! every unit and the public none: no output shows an audience where an enemy stands. The
//! knowledge rules for positions (an enemy unit the umpire marks seen, units in contact, the
//! umpire turning everything over) extend these two functions, and every output that shows a
//! position (the map, the log's move sentences) asks them.

use super::knowledge::{Audience, Knowledge};
use crate::model::{Scenario, SideId};

impl Knowledge {
    /// Whether this audience sees where the units of `side` stand and move.
    pub fn sees_positions_of(&self, side: SideId) -> bool {
        sees_positions_of(self.audience, side)
    }

    /// Whether this audience sees where the unit `id` stands and moves: the umpire every unit
    /// (one the scenario lacks too), a side its own.
    pub fn sees_unit_position(&self, s: &Scenario, id: &str) -> bool {
        self.audience.is_umpire()
            || s.unit(id)
                .is_some_and(|(side, _)| self.sees_positions_of(side))
    }
}

fn sees_positions_of(audience: Audience, side: SideId) -> bool {
    match audience {
        Audience::Umpire => true,
        Audience::Side(own) => own == side,
        Audience::Public => false,
    }
}

/// For each unit (in [`Scenario::units`] order), whether `audience` sees where it stands.
pub fn units_seen(s: &Scenario, audience: Audience) -> Vec<bool> {
    s.units()
        .map(|(side, _)| sees_positions_of(audience, side))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Unit, UnitKind};

    #[test]
    fn a_side_sees_its_own_units_the_umpire_all_the_public_none() {
        let mut s = Scenario::new("t");
        for (side, id) in [(0, "a"), (1, "b")] {
            s.sides[side].contingents.push(Contingent {
                name: "c".into(),
                units: vec![Unit::new(id, id, UnitKind::Infantry)],
                ..Default::default()
            });
        }
        assert_eq!(units_seen(&s, Audience::Umpire), [true, true]);
        assert_eq!(units_seen(&s, Audience::Side(SideId::A)), [true, false]);
        assert_eq!(units_seen(&s, Audience::Side(SideId::B)), [false, true]);
        assert_eq!(units_seen(&s, Audience::Public), [false, false]);
    }

    #[test]
    fn a_move_says_where_only_to_those_who_see_the_unit() {
        use crate::model::{Event, Facing, Grid, Position};
        let mut s = Scenario::new("t");
        s.sides[0].name = "Prussia".into();
        s.sides[0].contingents.push(Contingent {
            name: "c".into(),
            units: vec![Unit::new("P01", "IR 7", UnitKind::Infantry)],
            ..Default::default()
        });
        s.map.grid = Some(Grid::hexes(100.0, false, 50.0, 50.0));
        let record = crate::record::BattleRecord::build(&s);
        let e = Event::Move {
            unit: "P01".into(),
            to: Position::Point { x: 120.0, y: 130.0 },
            facing: Some(Facing(90.0)),
        };
        let say = |audience| {
            let k = Knowledge::new(&s, &record, audience);
            crate::record::narrator::sentence(&s, &e, &k)
        };
        assert_eq!(
            say(Audience::Umpire),
            "IR 7 (Prussia) moves to 0202, facing 90°."
        );
        assert_eq!(say(Audience::Side(SideId::A)), say(Audience::Umpire));
        assert_eq!(say(Audience::Side(SideId::B)), "IR 7 (Prussia) moves.");
        assert_eq!(say(Audience::Public), "IR 7 (Prussia) moves.");
    }
}
