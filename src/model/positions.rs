//! Where units stand: a unit's place at deployment (`Unit::position`, `Unit::facing`) and
//! after each `Move` entry of the log, replayed.
//!
//! A position is a point of the map image or a cell of the map's grid. With a grid every
//! position stands on a cell: a point is snapped to its cell's centre ([`Position::snapped`]
//! for a point being placed, [`Position::cell`] and [`Position::pixel`] when reading one). A
//! facing is in degrees clockwise from the top of the map (0 up, 90 right), so that it means
//! the same on a point as on a hex; [`Facing::neighbour`] gives the cell beyond the hexside it
//! points to.
//!
//! The positions at any point of the log are a replay of deployment and moves: the log holds
//! no other record of them, so a position can never disagree with the moves. [`Movements`]
//! reads the log once (time and memory linear in the number of moves) into each unit's moves
//! in order; the positions at the end of any turn are then a binary search per unit, so a
//! turn slider can ask for any turn at every frame. [`Movements::arrows`] gives the moves made
//! in one turn, from where the unit stood at the turn's start to where it ended it.
//!
//! For the tools built on this: a unit dragged on the map is logged as an `Event::Move` to
//! `Position::snapped` of where it is dropped; a rule about where units stood when something
//! happened (a marker taken, a unit leaving through an exit) asks
//! [`Movements::unit_before`] for the place of the entry in the log, and the grid
//! (`GridIndex::is_exit`, `Grid::adjacent`, `Grid::cell_at` of a marker) for the rest; the
//! terrain of a combat is [`Movements::combat_terrain`].

mod contact;
mod leaving;

pub use contact::ContactIndex;
pub use leaving::{Leaving, MoveOff, MovesOff, leaving, off_the_map, on_the_edge};

use super::grid::{Cell, Grid, GridIndex};
use super::log::{Combat, Event, Terrain};
use super::text::decimal;
use super::{Point, Scenario, SideId, UnitKind, UnitStatus};
use crate::i18n::tr;
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

/// Where a unit stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Position {
    /// A point of the map image, in pixels: `Point(x: 950.0, y: 330.0)`.
    Point { x: f32, y: f32 },
    /// A cell of the map's grid, by the id the map prints: `Cell("0712")`.
    Cell(String),
    /// Written only in a player copy: a place its audience never saw. The unit stands nowhere
    /// the copy knows of, as if off the map's sight; the umpire's file holds the place.
    Unseen,
    /// Written only in a player copy: a move off the map its audience did not see, with what
    /// the move meant ([`Leaving`]), so that the exits counted from the copy are the exits
    /// counted from the umpire's file.
    LeftUnseen(Leaving),
}

/// A unit's facing: degrees clockwise from the top of the map; written `90.0`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Facing(pub f32);

impl Facing {
    /// Whether the facing is a direction as files write it: from 0 up to (not including) 360.
    pub fn is_valid(self) -> bool {
        self.0.is_finite() && (0.0..360.0).contains(&self.0)
    }

    /// The side of a cell of `grid` the facing points through: the neighbour in that
    /// direction, as a hex-and-counter game faces a unit to a hexside.
    pub fn neighbour(self, grid: &Grid, from: Cell) -> Cell {
        let centre = grid.centre(from);
        grid.neighbours(from)
            .into_iter()
            .min_by(|&a, &b| {
                let off = |c: Cell| {
                    let d = (Grid::bearing(centre, grid.centre(c)) - self.0).rem_euclid(360.0);
                    d.min(360.0 - d)
                };
                off(a).total_cmp(&off(b))
            })
            .unwrap_or(from)
    }
}

impl Position {
    pub fn at(p: Point) -> Position {
        Position::Point { x: p.x, y: p.y }
    }

    /// The cell the position stands on, on `grid`: a cell by its id (`None` when the id names
    /// no cell), a point by the cell that holds it.
    pub fn cell(&self, grid: &Grid) -> Option<Cell> {
        match self {
            Position::Point { x, y } => Some(grid.cell_at(Point::new(*x, *y))),
            Position::Cell(id) => grid.parse_id(id).ok(),
            Position::Unseen | Position::LeftUnseen(_) => None,
        }
    }

    /// Whether the place is one a player copy leaves out ([`Position::Unseen`],
    /// [`Position::LeftUnseen`]).
    pub fn is_unseen(&self) -> bool {
        matches!(self, Position::Unseen | Position::LeftUnseen(_))
    }

    /// Where the position is drawn, in image pixels: on a grid, its cell's centre; without one
    /// the point itself (a cell without a grid is nowhere).
    pub fn pixel(&self, grid: Option<&Grid>) -> Option<Point> {
        match (grid, self) {
            (Some(g), _) => self.cell(g).map(|c| g.centre(c)),
            (None, Position::Point { x, y }) => Some(Point::new(*x, *y)),
            (None, Position::Cell(_)) | (_, Position::Unseen | Position::LeftUnseen(_)) => None,
        }
    }

    /// The position as it is placed on the map: with a grid, a point becomes the cell that
    /// holds it (its centre); without one it stays as it is.
    pub fn snapped(&self, grid: Option<&Grid>) -> Position {
        match (grid, self) {
            (Some(g), Position::Point { .. }) => match self.cell(g) {
                Some(c) => Position::Cell(g.id(c)),
                None => self.clone(),
            },
            _ => self.clone(),
        }
    }

    /// The position in words: a cell's id ("0712"), or a point's pixels ("x 950, y 330").
    pub fn label(&self, grid: Option<&Grid>) -> String {
        match (grid, self) {
            (_, Position::Cell(id)) => id.clone(),
            (Some(g), Position::Point { .. }) => match self.cell(g) {
                Some(c) => g.id(c),
                None => self.label(None),
            },
            (None, Position::Point { x, y }) => format!("x {x:.0}, y {y:.0}"),
            (_, Position::Unseen | Position::LeftUnseen(_)) => tr!(ModelPlaceNotSeen),
        }
    }
}

/// A place in the log: the turn's index and the entry's index in it.
type LogPlace = (u32, u32);

/// One move of one unit.
#[derive(Clone, Copy, Debug)]
struct Step<'a> {
    at: LogPlace,
    to: &'a Position,
    /// The unit's facing after the move (the last one given, or its deployment's).
    facing: Option<Facing>,
}

/// Where one unit stands, and how it faces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stand<'a> {
    pub position: Option<&'a Position>,
    pub facing: Option<Facing>,
}

/// A move drawn as an arrow: where the unit stood when the turn began, the places it moved to
/// before its last move of the turn, and where it ended the turn.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrow<'a> {
    /// The unit's index in [`Scenario::units`] order.
    pub unit: usize,
    /// `None` when the unit stood nowhere on the map before (it came on in this turn).
    pub from: Option<&'a Position>,
    pub via: Vec<&'a Position>,
    pub to: &'a Position,
}

/// The log's moves read once, by unit, for the positions at any point of the battle.
#[derive(Clone, Debug)]
pub struct Movements<'a> {
    /// Every unit's deployment, in [`Scenario::units`] order.
    deployed: Vec<Stand<'a>>,
    /// Every unit's moves, in log order.
    moves: Vec<Vec<Step<'a>>>,
    /// A unit's index by its id.
    index: FxHashMap<&'a str, usize>,
}

impl<'a> Movements<'a> {
    /// Read the moves of the whole log. A move of an unknown unit is left out (validation
    /// names it).
    pub fn new(s: &'a Scenario) -> Movements<'a> {
        let deployed: Vec<Stand<'a>> = s
            .units()
            .map(|(_, u)| Stand {
                position: u.position.as_ref(),
                facing: u.facing,
            })
            .collect();
        let mut index = FxHashMap::default();
        for (k, (_, u)) in s.units().enumerate() {
            index.entry(u.id.as_str()).or_insert(k);
        }
        let mut moves: Vec<Vec<Step<'a>>> = vec![Vec::new(); deployed.len()];
        for (t, turn) in s.log.turns.iter().enumerate() {
            for (e, event) in turn.events.iter().enumerate() {
                let Event::Move { unit, to, facing } = event else {
                    continue;
                };
                let Some(&k) = index.get(unit.as_str()) else {
                    continue;
                };
                let before = moves[k].last().map_or(deployed[k].facing, |m| m.facing);
                moves[k].push(Step {
                    at: (place(t), place(e)),
                    to,
                    facing: facing.or(before),
                });
            }
        }
        Movements {
            deployed,
            moves,
            index,
        }
    }

    /// How many units there are (the length of every list of positions).
    pub fn units(&self) -> usize {
        self.deployed.len()
    }

    /// A unit's index in [`Scenario::units`] order, by its id.
    pub fn unit_index(&self, id: &str) -> Option<usize> {
        self.index.get(id).copied()
    }

    /// Where unit `k` stood before the log place `at`: its last move before it, else its
    /// deployment.
    fn stand_before(&self, k: usize, at: LogPlace) -> Stand<'a> {
        let moves = &self.moves[k];
        match moves.partition_point(|m| m.at < at) {
            0 => self.deployed[k],
            n => Stand {
                position: Some(moves[n - 1].to),
                facing: moves[n - 1].facing,
            },
        }
    }

    /// Where unit `k` last stood on the map before the log place `at`: its last move before it
    /// that kept it on the map, else its deployment.
    fn last_on_map_before(
        &self,
        map: &super::MapInfo,
        k: usize,
        at: LogPlace,
    ) -> Option<&'a Position> {
        let moves = &self.moves[k];
        let made = &moves[..moves.partition_point(|m| m.at < at)];
        made.iter()
            .rev()
            .map(|m| m.to)
            .find(|p| !off_the_map(map, p))
            .or(self.deployed[k].position)
    }

    /// Every unit's place after the first `turns` turns (0: at deployment), in
    /// [`Scenario::units`] order.
    pub fn after_turns(&self, turns: usize) -> Vec<Stand<'a>> {
        let at = (place(turns), 0);
        (0..self.units())
            .map(|k| self.stand_before(k, at))
            .collect()
    }

    /// Where one unit stood just before entry `event` of turn `turn`.
    pub fn unit_before(&self, unit: usize, turn: usize, event: usize) -> Stand<'a> {
        self.stand_before(unit, (place(turn), place(event)))
    }

    /// How many moves of unit `k` the log makes before entry `event` of turn `turn`: which of its
    /// places it stands at then (0: where it was deployed; `i`: where its `i`-th move took it).
    pub fn moves_before(&self, k: usize, turn: usize, event: usize) -> usize {
        let at = (place(turn), place(event));
        self.moves[k].partition_point(|m| m.at < at)
    }

    /// The moves of turn `turn` (0-based), one arrow a unit that moved, in unit order.
    pub fn arrows(&self, turn: usize) -> Vec<Arrow<'a>> {
        let (start, end) = ((place(turn), 0), (place(turn.saturating_add(1)), 0));
        self.moves
            .iter()
            .enumerate()
            .filter_map(|(k, moves)| {
                let first = moves.partition_point(|m| m.at < start);
                let last = moves.partition_point(|m| m.at < end);
                let made = &moves[first..last];
                let (to, via) = made.split_last()?;
                Some(Arrow {
                    unit: k,
                    from: self.stand_before(k, start).position,
                    via: via.iter().map(|m| m.to).collect(),
                    to: to.to,
                })
            })
            .collect()
    }

    /// The terrain of the combat at entry `event` of turn `turn`, from the grid: the best
    /// modifier among the cells its defenders stood on when it was fought (see
    /// [`GridIndex::defender_terrain`]); `None` when no defender stood on the grid.
    pub fn combat_terrain(
        &self,
        grid: &GridIndex,
        combat: &Combat,
        turn: usize,
        event: usize,
    ) -> Option<Terrain> {
        grid.defender_terrain(combat, |id| {
            let k = self.unit_index(id)?;
            self.unit_before(k, turn, event).position?.cell(grid.grid)
        })
    }
}

/// Whether two places are in contact in scenario `s`: on one cell of its grid or on two
/// adjacent ones, or within `settings.contact_distance` (in the map's scale unit, pixels
/// without a scale). A position on no cell of the grid, or a cell without a grid, touches
/// nothing.
pub fn in_contact(s: &Scenario, a: &Position, b: &Position) -> bool {
    let grid = s.map.grid.as_ref();
    if let Some(g) = grid
        && let (Some(ca), Some(cb)) = (a.cell(g), b.cell(g))
        && (ca == cb || g.adjacent(ca, cb))
    {
        return true;
    }
    let (Some(pa), Some(pb)) = (a.pixel(grid), b.pixel(grid)) else {
        return false;
    };
    within_contact_distance(s, pa, pb)
}

/// Whether two pixels of the map lie within `settings.contact_distance` of each other (in the
/// map's scale unit, pixels without a scale); never without a distance.
fn within_contact_distance(s: &Scenario, pa: Point, pb: Point) -> bool {
    let Some(within) = s.settings.contact_distance else {
        return false;
    };
    let pixels = f64::from(pa.x - pb.x).hypot(f64::from(pa.y - pb.y));
    let per_pixel = s.map.scale.as_ref().map_or(1.0, |sc| sc.per_pixel);
    pixels * per_pixel <= within
}

/// A `MarkerControl` entry the map does not bear out: at that point of the log no infantry or
/// cavalry of the side in play stood on or next to the marker ([`in_contact`]), or an enemy unit
/// in play stood on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnheldControl {
    pub turn: usize,
    pub event: usize,
    pub side: SideId,
    pub marker: String,
    pub no_troops: bool,
    pub enemy_on: bool,
}

/// Every marker control of the log the map does not bear out. Read only where the map can
/// tell (a grid, or `settings.contact_distance`) and where the side has a unit placed on the
/// map at that point of the log: without positions nothing is flagged.
pub fn unheld_controls(s: &Scenario) -> Vec<UnheldControl> {
    if s.map.grid.is_none() && s.settings.contact_distance.is_none() {
        return Vec::new();
    }
    let moves = Movements::new(s);
    let mut out = Vec::new();
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (e, event) in turn.events.iter().enumerate() {
            let Event::MarkerControl { marker, side } = event else {
                continue;
            };
            let Some(m) = s.marker(marker) else {
                continue;
            };
            let state = super::replay_until(s, t, Some(e));
            let at = Position::at(m.pos);
            let placed: Vec<(SideId, UnitKind, &Position)> = s
                .units()
                .enumerate()
                .filter(|(_, (_, u))| state.status(&u.id) == Some(UnitStatus::OnBoard))
                .filter_map(|(k, (sd, u))| Some((sd, u.kind, moves.unit_before(k, t, e).position?)))
                .collect();
            if !placed.iter().any(|&(sd, _, _)| sd == *side) {
                continue;
            }
            let fights = |kind| matches!(kind, UnitKind::Infantry | UnitKind::Cavalry);
            let no_troops = !placed
                .iter()
                .any(|&(sd, kind, p)| sd == *side && fights(kind) && in_contact(s, p, &at));
            let enemy_on = placed
                .iter()
                .any(|&(sd, _, p)| sd != *side && stands_on(s, p, &at));
            if no_troops || enemy_on {
                out.push(UnheldControl {
                    turn: t,
                    event: e,
                    side: *side,
                    marker: marker.clone(),
                    no_troops,
                    enemy_on,
                });
            }
        }
    }
    out
}

/// Each entry of the log that has a unit of `side` exit the map (`Status` to `Exited`) while,
/// just before it, the unit stood on a cell of the grid that is no exit cell (for a unit that
/// had already moved off the map, the cell it moved off from): (turn, entry, unit id). Read
/// only where the grid has exit cells and the unit stands on it.
pub fn exits_off_exit_cells(s: &Scenario, side: SideId) -> Vec<(usize, usize, String)> {
    let Some(g) = s.map.grid.as_ref().filter(|g| !g.exits.is_empty()) else {
        return Vec::new();
    };
    let index = GridIndex::new(g);
    let moves = Movements::new(s);
    let mut out = Vec::new();
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (e, event) in turn.events.iter().enumerate() {
            let Event::Status {
                unit,
                status: UnitStatus::Exited,
            } = event
            else {
                continue;
            };
            let Some(k) = moves.unit_index(unit) else {
                continue;
            };
            if s.unit(unit).map(|(sd, _)| sd) != Some(side) {
                continue;
            }
            let cell = moves
                .last_on_map_before(&s.map, k, (place(t), place(e)))
                .and_then(|p| p.cell(g));
            if cell.is_some_and(|c| !index.is_exit(c)) {
                out.push((t, e, unit.clone()));
            }
        }
    }
    out
}

/// Whether a unit at `p` stands on the place `at`: the same cell of the grid; without a grid,
/// within `settings.contact_distance`.
fn stands_on(s: &Scenario, p: &Position, at: &Position) -> bool {
    match &s.map.grid {
        Some(g) => p.cell(g).is_some() && p.cell(g) == at.cell(g),
        None => in_contact(s, p, at),
    }
}

/// A log index as stored: the log holds at most `limits::MAX_TURNS` turns and
/// `MAX_EVENTS` entries, far below `u32::MAX`; anything beyond sorts last.
fn place(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

/// What is wrong with the place a `Move` goes to in scenario `s`, if anything: as for
/// [`position_problem`], but a place just off the map is the unit leaving it ([`leaving`]).
pub(super) fn move_problem(s: &Scenario, to: &Position) -> Option<String> {
    if to.is_unseen() {
        return unseen_problem(s);
    }
    if off_the_map(&s.map, to) {
        return None;
    }
    let problem = position_problem(s, to)?;
    Some(match (&s.map.grid, to) {
        (Some(g), Position::Cell(id)) if super::grid::is_off_the_map(g, id, s.map.size) => {
            tr!(ModelMoveOffTheMap, problem = problem)
        }
        _ => problem,
    })
}

/// What is wrong with a position in scenario `s`, if anything: a cell without a grid, an id
/// that names no cell, a cell off the map.
pub(super) fn position_problem(s: &Scenario, p: &Position) -> Option<String> {
    match (&s.map.grid, p) {
        (_, Position::Point { .. }) => None,
        (_, Position::Unseen) => unseen_problem(s),
        (_, Position::LeftUnseen(_)) => Some(tr!(ModelDeployedOffTheMap)),
        (None, Position::Cell(id)) => Some(tr!(ModelCellNeedsGrid, id = id.as_str())),
        (Some(g), Position::Cell(id)) => super::grid::cell_problem(g, id, s.map.size),
    }
}

/// What is wrong with a place left out ([`Position::is_unseen`]): only a player copy leaves
/// out a place its audience never saw.
fn unseen_problem(s: &Scenario) -> Option<String> {
    s.copy_for.is_none().then(|| tr!(ModelPlaceLeftOut))
}

/// What is wrong with a facing, if anything.
pub(super) fn facing_problem(f: Facing) -> Option<String> {
    (!f.is_valid()).then(|| tr!(ModelFacingOutOfRange, value = decimal(f.0)))
}

#[cfg(test)]
mod tests;
