//! What is wrong in `map.grid`, each problem with its field path: an id that names no cell or
//! a cell off the map, a hexside between cells that share no side, a cell listed twice. The
//! figures that would make a grid too costly to draw (not numbers, cells under
//! [`super::MIN_CELL_PIXELS`], too many cells) are refused earlier, with the other limits
//! (`model::limits`).

use super::geometry::Cell;
use super::numbering::MAX_LEADING_ZEROS;
use super::{Grid, GridKind, MAX_GRID_CELLS, MIN_CELL_PIXELS};
use crate::model::Scenario;
use crate::model::limits::{MAX_COORDINATE, Problem};
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
                format!(
                    "{v} is not a cell size: write the pitch of the cells in pixels, from \
                     {MIN_CELL_PIXELS} to {MAX_COORDINATE}"
                ),
            ));
        }
    }
    for (field, v) in [("x0", g.x0), ("y0", g.y0)] {
        if !(v.is_finite() && v.abs() <= max) {
            out.push((
                format!("map.grid.{field}"),
                format!("{v} is not a position: a number of pixels within ±{MAX_COORDINATE}"),
            ));
        }
    }
    let lists = [
        ("terrain", "painted cells", g.terrain.len()),
        ("hexsides", "hexsides", g.hexsides.len()),
        ("exits", "exits", g.exits.len()),
    ];
    for (field, what, n) in lists {
        if n > MAX_GRID_CELLS {
            out.push((
                format!("map.grid.{field}"),
                format!("{n} {what}; umpire accepts up to {MAX_GRID_CELLS}"),
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
        return Some(format!(
            "the grid's cells ({} × {} px) are not sizes from {MIN_CELL_PIXELS} px up",
            g.dx, g.dy
        ));
    }
    let cells = cells_over(g, (w, h));
    (cells > MAX_GRID_CELLS as f64).then(|| {
        format!(
            "the grid has about {cells:.0} cells over the {w} × {h} map; umpire accepts up to \
             {MAX_GRID_CELLS}: are dx and dy the cells' pitch in pixels?"
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
            Some(format!(
                "{} \"{id}\" is off the map: its centre {} lies beyond the {w} × {h} image",
                g.cell_word(),
                point_text(g.centre_f64(c))
            ))
        }
        Ok(_) => None,
    }
}

fn point_text((x, y): (f64, f64)) -> String {
    format!("(x: {x:.0}, y: {y:.0})")
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
        push(
            "map.grid.sideways".into(),
            "squares have no sideways: write `sideways: false`, or `kind: Hex`".into(),
        );
    }
    let n = &g.numbering;
    for (field, zeros) in [("column_zeros", n.column_zeros), ("row_zeros", n.row_zeros)] {
        if zeros > MAX_LEADING_ZEROS {
            push(
                format!("map.grid.numbering.{field}"),
                format!("{zeros} leading zeros; a number has at most {MAX_LEADING_ZEROS}"),
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
                    push(
                        path,
                        format!("exit \"{id}\" is listed twice (first at exits[{at}])"),
                    );
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
                "are the same cell".to_string()
            } else if g.adjacent(ca, cb) {
                "touch only at a corner".to_string()
            } else {
                format!("are {} {} apart", g.distance(ca, cb), g.cells_word())
            };
            push(
                format!("{path}.cells"),
                format!(
                    "a {} runs between two neighbouring {}; \"{a}\" and \"{b}\" {why}",
                    h.kind.label(),
                    g.cells_word()
                ),
            );
            continue;
        }
        let key = if ca <= cb { (ca, cb) } else { (cb, ca) };
        if let Some(at) = first.insert(key, k) {
            first.insert(key, at);
            push(
                path,
                format!(
                    "the side between \"{a}\" and \"{b}\" is listed twice (first at hexsides[{at}])"
                ),
            );
        }
    }
}
