//! Moves off the map: a `Move` whose `to` lies beyond the map image (a point outside its
//! width and height, or a cell just beyond its edge) is the unit leaving the map at that point
//! of the log.
//!
//! What it means is decided here, once, by [`leaving`], for the replay (the unit's status) and
//! for the systems and the record that walk the log themselves ([`MovesOff`]):
//! - on a grid that marks exit cells, a unit that moves off from an exit cell has exited, as a
//!   logged `Status` to `Exited` has; one that moves off from any other cell, or from no place
//!   on the grid, has not: it stays where the log last had it in play, and the system that
//!   reads exits (Napoleon at Waterloo) flags the move for the umpire to mend;
//! - on a map that marks no exit cells (no grid, or a grid without them) there is no place to
//!   check, and leaving the map by a move is exiting it, as a logged exit is.
//!
//! A unit already off the map that moves again leaves nothing more: it has left once.
//!
//! A player copy writes a move off the map its audience did not see as
//! [`Position::LeftUnseen`], which carries what the move meant in the umpire's file.

use super::{LogPlace, Movements, Position, place};
use crate::model::grid::{Grid, on_map};
use crate::model::log::Event;
use crate::model::{MapInfo, Point, Scenario};
use serde::{Deserialize, Serialize};

/// What a move off the map means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Leaving {
    /// Off through an exit cell, or off a map that marks none: the unit has exited.
    Exits,
    /// Off a map that marks exit cells, from a cell that is none of them (or from no place on
    /// its grid): not an exit; the umpire moves the unit to an exit cell first or takes the
    /// move back.
    NotThroughAnExit,
}

/// Whether `p` lies off the map: a point outside the image (`[0, w] × [0, h]`; only its
/// negative side when the image's size is not known), or a cell just beyond its edge (off the
/// map, next to a cell on it). A cell further out is no place a unit walks to but a slip of
/// the pen, and a cell id that names no cell is nowhere: validation names both.
pub fn off_the_map(map: &MapInfo, p: &Position) -> bool {
    match (p, &map.grid) {
        (Position::Point { x, y }, _) => point_off(map.size, Point::new(*x, *y)),
        (Position::Cell(id), Some(g)) => g.parse_id(id).is_ok_and(|c| {
            !on_map(g, c, map.size) && g.neighbours(c).into_iter().any(|n| on_map(g, n, map.size))
        }),
        (Position::Cell(_), None) | (Position::Unseen, _) => false,
        (Position::LeftUnseen(_), _) => true,
    }
}

/// Where a unit off the map is drawn: the nearest point of the map's edge (`p` itself on the
/// map), so that the turn it left shows it leaving, in the window and in the pictures alike.
pub fn on_the_edge(p: Point, (w, h): (u32, u32)) -> Point {
    Point::new(p.x.clamp(0.0, w as f32), p.y.clamp(0.0, h as f32))
}

fn point_off(size: Option<(u32, u32)>, p: Point) -> bool {
    let (w, h) = size.map_or((f32::INFINITY, f32::INFINITY), |(w, h)| {
        (w as f32, h as f32)
    });
    !((0.0..=w).contains(&p.x) && (0.0..=h).contains(&p.y))
}

/// What a unit's move from `from` (where it stood before; `None`: nowhere on the map) to `to`
/// means for its leaving the map; `None` when it does not leave it (`to` on the map, or the
/// unit already off it).
pub fn leaving(map: &MapInfo, from: Option<&Position>, to: &Position) -> Option<Leaving> {
    if !off_the_map(map, to) || from.is_some_and(|p| off_the_map(map, p)) {
        return None;
    }
    // A player copy says what a move it does not show meant.
    if let Position::LeftUnseen(meant) = to {
        return Some(*meant);
    }
    let Some(g) = map.grid.as_ref().filter(|g| !g.exits.is_empty()) else {
        return Some(Leaving::Exits);
    };
    Some(if from.is_some_and(|p| stands_on_exit(g, p)) {
        Leaving::Exits
    } else {
        Leaving::NotThroughAnExit
    })
}

/// Whether `p` stands on one of the exit cells `g` marks.
fn stands_on_exit(g: &Grid, p: &Position) -> bool {
    let Some(c) = p.cell(g) else {
        return false;
    };
    g.exits.iter().any(|id| g.parse_id(id) == Ok(c))
}

/// One move of the log that takes a unit off the map.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveOff<'a> {
    pub turn: usize,
    pub event: usize,
    /// The unit's id.
    pub unit: &'a str,
    /// Where the unit stood before the move; `None`: nowhere on the map.
    pub from: Option<&'a Position>,
    pub leaving: Leaving,
}

/// Every move of the log that takes a unit off the map, in log order: what the walks of the
/// log that do not replay positions (a system's, the record's) read for the exits made by
/// moves.
#[derive(Clone, Debug, Default)]
pub struct MovesOff<'a> {
    moves: Vec<MoveOff<'a>>,
}

impl<'a> MovesOff<'a> {
    /// Read the log's moves off the map; a log without any costs one look at each move.
    pub fn new(s: &'a Scenario) -> MovesOff<'a> {
        let any = s
            .log
            .events()
            .any(|(_, e)| matches!(e, Event::Move { to, .. } if off_the_map(&s.map, to)));
        if !any {
            return MovesOff::default();
        }
        let movements = Movements::new(s);
        let mut moves = Vec::new();
        for (k, steps) in movements.moves.iter().enumerate() {
            let mut from = movements.deployed[k].position;
            for step in steps {
                if let Some(leaving) = leaving(&s.map, from, step.to) {
                    moves.push((step.at, k, from, leaving));
                }
                from = Some(step.to);
            }
        }
        moves.sort_by_key(|m| m.0);
        let ids: Vec<&'a str> = s.units().map(|(_, u)| u.id.as_str()).collect();
        MovesOff {
            moves: moves
                .into_iter()
                .map(|((turn, event), k, from, leaving)| MoveOff {
                    turn: turn as usize,
                    event: event as usize,
                    unit: ids[k],
                    from,
                    leaving,
                })
                .collect(),
        }
    }

    /// The moves off the map, in log order.
    pub fn iter(&self) -> impl Iterator<Item = &MoveOff<'a>> {
        self.moves.iter()
    }

    /// The unit that exits the map by the entry `event` of turn `turn`, if that entry is a move
    /// off the map that counts as an exit ([`Leaving::Exits`]).
    pub fn exits_at(&self, turn: usize, event: usize) -> Option<&'a str> {
        let at: LogPlace = (place(turn), place(event));
        let k = self
            .moves
            .binary_search_by_key(&at, |m| (place(m.turn), place(m.event)))
            .ok()?;
        let m = &self.moves[k];
        (m.leaving == Leaving::Exits).then_some(m.unit)
    }
}
