//! Marker control on the map: where units stand, a side that takes a marker must have infantry
//! or cavalry on or next to it, and no enemy unit on it (`model::positions::unheld_controls`);
//! a control the map does not bear out is flagged at its entry. The count of VP is the log's:
//! the flag asks the umpire to look again, as a mismatched test does.

use super::turn_label;
use crate::i18n::tr;
use crate::model::{Scenario, UnheldControl, unheld_controls};
use crate::systems::Flag;

/// The id of the flag on a marker control the map does not bear out.
pub const CONTROL_UNHELD: &str = "control-unheld";

/// One flag for each marker control of the log the map does not bear out.
pub(super) fn control_flags(s: &Scenario) -> Vec<Flag> {
    unheld_controls(s)
        .into_iter()
        .map(|c| flag(s, &c))
        .collect()
}

fn flag(s: &Scenario, c: &UnheldControl) -> Flag {
    let side = s.side(c.side).name.as_str();
    let marker = s
        .marker(&c.marker)
        .map(|m| tr!(WoUnheldMarker, id = m.id.as_str(), name = m.name.trim()))
        .unwrap_or_else(|| c.marker.clone());
    let no_troops = || tr!(WoUnheldNoTroops, side = side);
    let enemy_on = || tr!(WoUnheldEnemyOn);
    let why = match (c.no_troops, c.enemy_on) {
        (true, true) => tr!(WoUnheldAnd, first = no_troops(), second = enemy_on()),
        (true, false) => no_troops(),
        (false, true) => enemy_on(),
        (false, false) => String::new(),
    };
    Flag::new(
        CONTROL_UNHELD,
        Some(c.side),
        tr!(
            WoUnheld,
            side = side,
            marker = marker,
            turn = turn_label(s, c.turn),
            why = why
        ),
    )
    .at(format!("log[{}].events[{}]", c.turn, c.event))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Event, Grid, Marker, Position, SideId, Turn, Unit, UnitKind};

    /// Prussia's infantry P01 at 0101 and Austria's A01 at 0505 on squares of 100 px, marker M
    /// at the centre of 0303; the log given.
    fn field(turns: Vec<Vec<Event>>) -> Scenario {
        let mut s = Scenario::new("t");
        s.sides[0].name = "Prussia".into();
        s.sides[1].name = "Austria".into();
        for (side, id, at) in [(0, "P01", "0101"), (1, "A01", "0505")] {
            let mut u = Unit::new(id, id, UnitKind::Infantry);
            u.position = Some(Position::Cell(at.into()));
            s.sides[side].contingents.push(Contingent {
                name: "c".into(),
                units: vec![u],
                ..Default::default()
            });
        }
        s.map.size = Some((1000, 1000));
        let g = Grid::squares(100.0, 100.0, 0.0, 0.0);
        let pos = g.centre(g.parse_id("0303").unwrap());
        s.map.grid = Some(g);
        s.markers.markers.push(Marker {
            id: "M".into(),
            name: "Hill".into(),
            pos,
            value: Some(100),
            hidden: false,
            placed_by: None,
        });
        s.log.turns = turns
            .into_iter()
            .enumerate()
            .map(|(k, events)| Turn {
                name: format!("T{}", k + 1),
                events,
            })
            .collect();
        s
    }

    fn to(unit: &str, cell: &str) -> Event {
        Event::Move {
            unit: unit.into(),
            to: Position::Cell(cell.into()),
            facing: None,
        }
    }

    fn take(side: SideId) -> Event {
        Event::MarkerControl {
            marker: "M".into(),
            side,
        }
    }

    #[test]
    fn a_marker_taken_without_troops_by_it_or_under_an_enemy_is_flagged_at_its_entry() {
        let s = field(vec![
            vec![take(SideId::A)],
            vec![to("P01", "0302"), take(SideId::A)],
            vec![to("A01", "0303"), take(SideId::A)],
        ]);
        let flags = control_flags(&s);
        let said: Vec<(&str, Option<&str>, &str)> = flags
            .iter()
            .map(|f| (f.id.as_str(), f.path.as_deref(), f.text.as_str()))
            .collect();
        assert_eq!(
            said,
            [
                (
                    CONTROL_UNHELD,
                    Some("log[0].events[0]"),
                    "Prussia took marker M (Hill) in T1, but no infantry or cavalry of Prussia stood on or next to it."
                ),
                (
                    CONTROL_UNHELD,
                    Some("log[2].events[1]"),
                    "Prussia took marker M (Hill) in T3, but an enemy unit stood on it."
                ),
            ]
        );
    }

    #[test]
    fn without_a_grid_or_a_contact_distance_nothing_is_flagged() {
        let mut s = field(vec![vec![take(SideId::A)]]);
        assert_eq!(control_flags(&s).len(), 1);
        s.map.grid = None;
        assert!(control_flags(&s).is_empty());
        s.settings.contact_distance = Some(10.0);
        let units = s.sides.iter_mut().flat_map(|sd| &mut sd.contingents);
        for u in units.flat_map(|c| &mut c.units) {
            u.position = Some(Position::Point { x: 50.0, y: 50.0 });
        }
        // The marker is about 283 px from both units: beyond 10 px, so Prussia has no troops by it.
        let flags = control_flags(&s);
        assert_eq!(flags.len(), 1);
        assert!(
            flags[0]
                .text
                .ends_with("no infantry or cavalry of Prussia stood on or next to it.")
        );
        s.settings.contact_distance = Some(500.0);
        // Within reach of both: Prussia's troops are by it, and so is Austria's unit, on it.
        assert_eq!(control_flags(&s).len(), 1);
        assert!(
            control_flags(&s)[0]
                .text
                .ends_with("an enemy unit stood on it.")
        );
    }
}
