//! What is wrong in `map.grid`, each problem with its field path: an id that names no cell or
//! a cell off the map, a hexside between cells that share no side, a cell listed twice. The
//! figures that would make a grid too costly to draw (not numbers, cells under
//! [`super::MIN_CELL_PIXELS`], too many cells) are refused earlier, with the other limits
//! (`model::limits`).

use super::geometry::Cell;
use super::numbering::MAX_LEADING_ZEROS;
use super::{Grid, GridKind, HexsideKind, MAX_GRID_CELLS, MIN_CELL_PIXELS};
use crate::i18n::tr;
use crate::model::Scenario;
use crate::model::limits::{self, MAX_COORDINATE, Problem};
use crate::model::text::decimal;
use std::collections::BTreeMap;

/// The figures of a grid that would make it too costly to draw or check, as (path, message):
/// sizes and origin that are not numbers in range, lists longer than [`MAX_GRID_CELLS`], more
/// cells than that over a map of `size` pixels. An empty list means the grid is bounded.
pub(crate) fn hard_problems(g: &Grid, size: Option<(u32, u32)>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let max = f64::from(MAX_COORDINATE);
    for (field, v) in [("dx", g.dx), ("dy", g.dy)] {
        if !usable_pitch(v) {
            out.push((
                format!("map.grid.{field}"),
                tr!(
                    ModelGridNotACellSize,
                    value = decimal(v),
                    min = MIN_CELL_PIXELS,
                    max = max
                ),
            ));
        }
    }
    for (field, v) in [("x0", g.x0), ("y0", g.y0)] {
        if !(v.is_finite() && v.abs() <= max) {
            out.push((
                format!("map.grid.{field}"),
                tr!(ModelGridNotAPosition, value = decimal(v), max = max),
            ));
        }
    }
    let lists = [
        ("terrain", "painted-cells", g.terrain.len()),
        ("hexsides", "hexsides", g.hexsides.len()),
        ("exits", "exits", g.exits.len()),
    ];
    for (field, what, n) in lists {
        if n > MAX_GRID_CELLS {
            out.push((
                format!("map.grid.{field}"),
                limits::too_many_message(what, n, MAX_GRID_CELLS),
            ));
        }
    }
    // Pitches that are no sizes are named above; the cells are counted only from sizes.
    if let Some(size) = size
        && usable_pitch(g.dx)
        && usable_pitch(g.dy)
        && let Some(message) = too_many_cells(g, size)
    {
        out.push(("map.grid".into(), message));
    }
    out
}

fn usable_pitch(v: f64) -> bool {
    v.is_finite() && (MIN_CELL_PIXELS..=f64::from(MAX_COORDINATE)).contains(&v)
}

/// How many cells of `g` a map of `size` pixels holds, the part cells along its edges
/// included: an estimate from the pitches, never below the true count.
pub fn cells_over(g: &Grid, (w, h): (u32, u32)) -> f64 {
    let (across, down) = if g.sideways && g.is_hex() {
        (f64::from(h), f64::from(w))
    } else {
        (f64::from(w), f64::from(h))
    };
    (across / g.dx + 2.0).ceil() * (down / g.dy + 2.0).ceil()
}

/// Why the grid cannot be drawn over a map of `size` pixels, if it cannot: its pitches are
/// not sizes, or it has more than [`MAX_GRID_CELLS`] cells over the map.
pub fn too_many_cells(g: &Grid, (w, h): (u32, u32)) -> Option<String> {
    if !usable_pitch(g.dx) || !usable_pitch(g.dy) {
        return Some(tr!(
            ModelGridCellsNotSizes,
            dx = decimal(g.dx),
            dy = decimal(g.dy),
            min = MIN_CELL_PIXELS
        ));
    }
    let cells = cells_over(g, (w, h));
    (cells > MAX_GRID_CELLS as f64).then(|| {
        tr!(
            ModelGridTooManyCells,
            cells = cells,
            width = w,
            height = h,
            max = MAX_GRID_CELLS
        )
    })
}

/// Whether a cell lies on a map of `size` pixels: its centre on the image or within half a
/// cell of its edge (the half hexes along a map's edge count). Every cell does when the
/// map's size is not known.
pub(crate) fn on_map(g: &Grid, c: Cell, size: Option<(u32, u32)>) -> bool {
    let Some((w, h)) = size else {
        return true;
    };
    let (x, y) = g.centre_f64(c);
    let (hx, hy) = if g.sideways && g.is_hex() {
        (g.dy / 2.0, g.dx / 2.0)
    } else {
        (g.dx / 2.0, g.dy / 2.0)
    };
    (-hx..=f64::from(w) + hx).contains(&x) && (-hy..=f64::from(h) + hy).contains(&y)
}

/// What is wrong with `id` as a cell of `g` on a map of `size`, if anything.
pub(crate) fn cell_problem(g: &Grid, id: &str, size: Option<(u32, u32)>) -> Option<String> {
    match g.parse_id(id) {
        Err(e) => Some(e.to_string()),
        Ok(c) if !on_map(g, c, size) => {
            let (w, h) = size.unwrap_or_default();
            let (x, y) = g.centre_f64(c);
            Some(tr!(
                ModelCellOffTheMap,
                grid = kind_id(g),
                id = id,
                x = x,
                y = y,
                width = w,
                height = h
            ))
        }
        Ok(_) => None,
    }
}

/// Whether `id` names a cell of `g` that lies off a map of `size`.
pub(crate) fn is_off_the_map(g: &Grid, id: &str, size: Option<(u32, u32)>) -> bool {
    g.parse_id(id).is_ok_and(|c| !on_map(g, c, size))
}

/// The grid's kind as the messages select on it.
fn kind_id(g: &Grid) -> &'static str {
    match g.kind {
        GridKind::Hex => "hex",
        GridKind::Square => "square",
    }
}

/// The problems of the scenario's grid; none without one.
pub fn grid_problems(s: &Scenario) -> Vec<Problem> {
    let Some(g) = &s.map.grid else {
        return Vec::new();
    };
    let size = s.map.size;
    let mut out = Vec::new();
    let mut push = |path: String, message: String| {
        out.push(Problem {
            path,
            side: None,
            message,
        })
    };
    if g.sideways && g.kind == GridKind::Square {
        push("map.grid.sideways".into(), tr!(ModelSquaresNoSideways));
    }
    let n = &g.numbering;
    for (field, zeros) in [("column_zeros", n.column_zeros), ("row_zeros", n.row_zeros)] {
        if zeros > MAX_LEADING_ZEROS {
            push(
                format!("map.grid.numbering.{field}"),
                tr!(
                    ModelTooManyLeadingZeros,
                    zeros = zeros,
                    max = MAX_LEADING_ZEROS
                ),
            );
        }
    }
    for id in g.terrain.keys() {
        if let Some(m) = cell_problem(g, id, size) {
            push(format!("map.grid.terrain[\"{id}\"]"), m);
        }
    }
    check_hexsides(g, size, &mut push);
    let mut first: BTreeMap<Cell, usize> = BTreeMap::new();
    for (k, id) in g.exits.iter().enumerate() {
        let path = format!("map.grid.exits[{k}]");
        match cell_problem(g, id, size) {
            Some(m) => push(path, m),
            None => {
                if let Ok(c) = g.parse_id(id)
                    && let Some(at) = first.insert(c, k)
                {
                    first.insert(c, at);
                    push(path, tr!(ModelExitTwice, id = id.as_str(), first = at));
                }
            }
        }
    }
    out
}

fn check_hexsides(g: &Grid, size: Option<(u32, u32)>, push: &mut impl FnMut(String, String)) {
    let mut first: BTreeMap<(Cell, Cell), usize> = BTreeMap::new();
    for (k, h) in g.hexsides.iter().enumerate() {
        let path = format!("map.grid.hexsides[{k}]");
        let (a, b) = (&h.cells.0, &h.cells.1);
        let mut bad = false;
        for (i, id) in [(0, a), (1, b)] {
            if let Some(m) = cell_problem(g, id, size) {
                push(format!("{path}.cells.{i}"), m);
                bad = true;
            }
        }
        if bad {
            continue;
        }
        let (Ok(ca), Ok(cb)) = (g.parse_id(a), g.parse_id(b)) else {
            continue;
        };
        if g.hexside(ca, cb).is_none() {
            let why = if ca == cb {
                "same"
            } else if g.adjacent(ca, cb) {
                "corner"
            } else {
                "apart"
            };
            let message = match h.kind {
                HexsideKind::River => tr!(
                    ModelRiverNotBetweenNeighbours,
                    grid = kind_id(g),
                    a = a.as_str(),
                    b = b.as_str(),
                    why = why,
                    distance = g.distance(ca, cb)
                ),
            };
            push(format!("{path}.cells"), message);
            continue;
        }
        let key = if ca <= cb { (ca, cb) } else { (cb, ca) };
        if let Some(at) = first.insert(key, k) {
            first.insert(key, at);
            push(
                path,
                tr!(
                    ModelHexsideTwice,
                    a = a.as_str(),
                    b = b.as_str(),
                    first = at
                ),
            );
        }
    }
}
