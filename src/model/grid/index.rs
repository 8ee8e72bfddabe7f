//! The grid's terrain, hexsides and exits read into cells once, for the lookups of drawing and
//! judging (a cell's terrain, a river between two cells, an exit).

use super::geometry::Cell;
use super::{Grid, HexsideKind};
use crate::model::log::{Combat, Terrain};
use rustc_hash::{FxHashMap, FxHashSet};

/// A grid with its cell ids read. Ids that name no cell are left out: validation names them.
#[derive(Clone, Debug)]
pub struct GridIndex<'a> {
    pub grid: &'a Grid,
    terrain: FxHashMap<Cell, Terrain>,
    /// Each hexside by its two cells, the lesser first.
    hexsides: FxHashMap<(Cell, Cell), HexsideKind>,
    exits: FxHashSet<Cell>,
}

fn pair(a: Cell, b: Cell) -> (Cell, Cell) {
    if a <= b { (a, b) } else { (b, a) }
}

impl<'a> GridIndex<'a> {
    pub fn new(grid: &'a Grid) -> GridIndex<'a> {
        let cell = |id: &str| grid.parse_id(id).ok();
        let terrain = grid
            .terrain
            .iter()
            .filter_map(|(id, &t)| Some((cell(id)?, t)))
            .collect();
        let hexsides = grid
            .hexsides
            .iter()
            .filter_map(|h| {
                let (a, b) = (cell(&h.cells.0)?, cell(&h.cells.1)?);
                grid.hexside(a, b)?;
                Some((pair(a, b), h.kind))
            })
            .collect();
        let exits = grid.exits.iter().filter_map(|id| cell(id)).collect();
        GridIndex {
            grid,
            terrain,
            hexsides,
            exits,
        }
    }

    /// The terrain of a cell: open unless the scenario paints it.
    pub fn terrain(&self, c: Cell) -> Terrain {
        self.terrain.get(&c).copied().unwrap_or_default()
    }

    /// Every painted cell and its terrain, in no particular order.
    pub fn painted(&self) -> impl Iterator<Item = (Cell, Terrain)> + '_ {
        self.terrain.iter().map(|(&c, &t)| (c, t))
    }

    /// What runs along the side between two cells, if anything.
    pub fn hexside(&self, a: Cell, b: Cell) -> Option<HexsideKind> {
        self.hexsides.get(&pair(a, b)).copied()
    }

    /// Every marked hexside: its two cells and its kind, in no particular order.
    pub fn hexsides(&self) -> impl Iterator<Item = (Cell, Cell, HexsideKind)> + '_ {
        self.hexsides.iter().map(|(&(a, b), &k)| (a, b, k))
    }

    pub fn is_exit(&self, c: Cell) -> bool {
        self.exits.contains(&c)
    }

    /// The exit cells, in no particular order.
    pub fn exits(&self) -> impl Iterator<Item = Cell> + '_ {
        self.exits.iter().copied()
    }

    /// The terrain a combat is fought in, as the Waterloo 20 Terrain Effects Chart reads it:
    /// the single best modifier among the cells the defenders stand in (the first defender's
    /// when two are as good). `cell_of` gives a defender's cell; `None` when no defender has
    /// one.
    pub fn defender_terrain(
        &self,
        combat: &Combat,
        cell_of: impl Fn(&str) -> Option<Cell>,
    ) -> Option<Terrain> {
        combat
            .defenders
            .iter()
            .filter_map(|id| cell_of(id))
            .map(|c| self.terrain(c))
            .reduce(|best, t| {
                if t.defence_bonus() > best.defence_bonus() {
                    t
                } else {
                    best
                }
            })
    }
}
