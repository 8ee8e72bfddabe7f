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
}
