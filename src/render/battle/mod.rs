//! The battle drawn on the map without the GPU: the grid (lines and cell ids, terrain tints,
//! river hexsides, exit cells) on demand, and the units as they stood at the end of a turn,
//! with that turn's moves as arrows.
//!
//! [`BattleLayer`] is built once for a picture and drawn over it whole or a band of rows at a
//! time, with the same pixels either way, as [`crate::render::draw::Overlay`] draws the areas
//! and markers (it holds the layer and calls it): the grid under the areas and markers, the
//! arrows and counters over them. Where an audience knows the units stand, and which moves it
//! sees, [`crate::record::sight::Sight`] says for [`BattleView::audience`]; the grid is the
//! map's and shown to all.
//!
//! The states of the units come from the log: positions from `model::positions`
//! ([`crate::model::Movements`]), statuses from `model::replay`. A unit is drawn where it
//! stands if it is on the map (in order, or routed: hollow); a unit destroyed or fled in the
//! turn shown is drawn struck through, one that left the map (exited, withdrawn) in that turn
//! faded; after that turn neither is drawn. Units yet to arrive or off the table are not drawn.

mod arrows;
mod counters;
mod ground;
mod patch;
#[cfg(test)]
mod tests;

pub use counters::{Look, marks_on};
pub use ground::{EXIT_FILL_ALPHA, EXIT_INK, Ink, LINE_INK, RIVER_INK, cells_over, terrain_ink};

use crate::model::grid::{GridIndex, too_many_cells};
use crate::model::{BattleState, Scenario, SideId, UnitStatus, replay};
use crate::record::{Audience, sight::Sight};
use ab_glyph::FontRef;
use arrows::Arrows;
use counters::{Counter, LABEL_SIZE, Piece, Style};
use ground::Ground;
use rustc_hash::FxHashMap;
use tiny_skia::Pixmap;

/// What of the battle to draw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BattleView {
    /// The battle after this many turns of the log (0: at deployment), with the last of those
    /// turns' moves as arrows; `None`: after the whole log.
    pub turns: Option<usize>,
    /// Draw the map's grid: its lines and cell ids, terrain, rivers and exits.
    pub grid: bool,
    /// Whose eyes: the units and moves are drawn as [`crate::record::sight::Sight`] says this
    /// audience knows them.
    pub audience: Audience,
}

/// Why the battle cannot be drawn.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum BattleError {
    #[error("map.grid: {0}")]
    Grid(String),
    #[error(
        "--turn {asked:?}: the log has {turns} turns; give a number from 0 (at deployment) to \
         {turns}, or a turn's name{names}"
    )]
    Turn {
        asked: String,
        turns: usize,
        names: String,
    },
}

/// The turns `--turn` means: a number from 0 (at deployment) to the number of turns logged,
/// or a turn's name (the battle at its end).
pub fn turns_named(s: &Scenario, asked: &str) -> Result<usize, BattleError> {
    let turns = s.log.turns.len();
    let asked = asked.trim();
    if let Ok(n) = asked.parse::<usize>()
        && n <= turns
    {
        return Ok(n);
    }
    if let Some(t) = s.log.turns.iter().position(|t| t.name.trim() == asked) {
        return Ok(t + 1);
    }
    let shown: Vec<String> = s
        .log
        .turns
        .iter()
        .take(3)
        .map(|t| format!("{:?}", t.name))
        .collect();
    let names = match shown.is_empty() {
        true => String::new(),
        false if turns > 3 => format!(" ({}, …)", shown.join(", ")),
        false => format!(" ({})", shown.join(", ")),
    };
    Err(BattleError::Turn {
        asked: asked.to_string(),
        turns,
        names,
    })
}

/// A counter's size in style units, before it is fitted into a cell of the grid.
const COUNTER: (f32, f32) = (28.0, 19.0);

/// The battle ready to be drawn over a picture.
pub struct BattleLayer {
    ground: Option<Ground>,
    arrows: Vec<Arrows>,
    counters: Vec<Counter>,
}

impl BattleLayer {
    /// The layer for `s` over a picture of `size` output pixels at `scale` of the map, `unit`
    /// output pixels to a style unit; `None` when there is nothing to draw (no grid asked for
    /// or none, and no unit the audience sees stands anywhere).
    pub fn new(
        s: &Scenario,
        view: &BattleView,
        scale: f32,
        unit: f32,
        size: (u32, u32),
    ) -> Result<Option<BattleLayer>, BattleError> {
        let font = FontRef::try_from_slice(crate::assets::regular_ttf())
            .expect("the bundled DejaVu Sans is a valid font");
        let grid = s.map.grid.as_ref();
        let ground = match grid {
            Some(g) if view.grid => {
                let map_size = (
                    (size.0 as f32 / scale).ceil() as u32,
                    (size.1 as f32 / scale).ceil() as u32,
                );
                if let Some(why) = too_many_cells(g, map_size) {
                    return Err(BattleError::Grid(why));
                }
                Some(Ground::new(&GridIndex::new(g), scale, unit, size, &font))
            }
            _ => None,
        };
        let troops = Troops::of(s, view, scale, unit, size, &font);
        if ground.is_none() && troops.counters.is_empty() && troops.arrows.is_empty() {
            return Ok(None);
        }
        Ok(Some(BattleLayer {
            ground,
            arrows: troops.arrows,
            counters: troops.counters,
        }))
    }

    /// Draw the grid into `band`, which holds the rows `first..` of the picture: under the
    /// deployment areas and markers.
    pub fn draw_ground(&self, band: &mut Pixmap, first: u32) {
        if let Some(g) = &self.ground {
            g.draw(band, first);
        }
    }

    /// Draw the arrows and counters: over everything else.
    pub fn draw_troops(&self, band: &mut Pixmap, first: u32) {
        for a in &self.arrows {
            a.draw(band, first);
        }
        for c in &self.counters {
            c.draw(band, first);
        }
        for c in &self.counters {
            c.draw_name(band, first);
        }
    }

    /// Whether drawing touches any of the rows `first..last`.
    pub fn touches(&self, first: u32, last: u32) -> bool {
        self.ground.as_ref().is_some_and(|g| g.touches(first, last))
            || self.arrows.iter().any(|a| a.touches(first, last))
            || self.counters.iter().any(|c| c.meets_rows(first, last))
    }
}

/// The counters and arrows of the units an audience sees.
struct Troops {
    counters: Vec<Counter>,
    arrows: Vec<Arrows>,
}

/// How a unit in `now` is drawn, given its status a turn before; `None`: not on the map.
/// The window's map draws its counters by the same rule.
pub fn look(now: UnitStatus, before: UnitStatus) -> Option<Look> {
    match now {
        UnitStatus::OnBoard => Some(Look::Standing),
        UnitStatus::Routed => Some(Look::Routed),
        UnitStatus::DestroyedOrFled => (before != now).then_some(Look::Eliminated),
        UnitStatus::Exited | UnitStatus::VoluntarilyWithdrawn => {
            (before != now).then_some(Look::Gone)
        }
        UnitStatus::OffTable | UnitStatus::NotArrived => None,
    }
}

impl Troops {
    fn of(
        s: &Scenario,
        view: &BattleView,
        scale: f32,
        unit: f32,
        size: (u32, u32),
        font: &FontRef,
    ) -> Troops {
        let turns = view.turns.unwrap_or(usize::MAX).min(s.log.turns.len());
        let grid = s.map.grid.as_ref();
        let sight = Sight::new(s, view.audience);
        let stands = sight.after_turns(turns);
        let (now, before) = (replay(s, turns), replay(s, turns.saturating_sub(1)));
        let status = |st: &BattleState, id: &str| st.status(id).unwrap_or_default();
        let counter_size = counter_size(s, scale, unit);
        let style = Style {
            font,
            unit,
            picture: size,
            size: counter_size,
        };
        let to_out = |p: crate::model::Point| (p.x * scale, p.y * scale);
        let mut shown: Vec<_> = s
            .units()
            .enumerate()
            .filter_map(|(k, (side, u))| {
                let at = stands[k].position?.pixel(grid)?;
                // A unit that has just moved off the map is drawn at its edge, leaving.
                let at = s
                    .map
                    .size
                    .map_or(at, |size| crate::model::on_the_edge(at, size));
                let look = look(status(&now, &u.id), status(&before, &u.id))?;
                Some((k, side, u, look, to_out(at)))
            })
            .collect();
        // A unit no longer in the fight lies under those that are.
        shown.sort_by_key(|&(_, _, _, look, _)| matches!(look, Look::Standing | Look::Routed));
        // Units on one spot are stacked, each a little down and right of the one before, and
        // their names one under another.
        let mut stacked: FxHashMap<(i64, i64), u32> = FxHashMap::default();
        let mut counters = Vec::new();
        for (k, side, u, look, (x, y)) in shown {
            let depth = stacked
                .entry(((x * 4.0) as i64, (y * 4.0) as i64))
                .or_insert(0);
            let (k_th, off) = (*depth as f32, *depth as f32 * 0.22);
            *depth += 1;
            let piece = Piece {
                at: (x + off * counter_size.0, y + off * counter_size.1),
                label_y: y + k_th * 1.5 * LABEL_SIZE * unit,
                colour: s.side(side).colour,
                kind: u.kind,
                look,
                facing: stands[k].facing.map(|f| f.0),
                name: &u.name,
            };
            counters.extend(Counter::new(piece, &style));
        }
        let stop = counter_size.0.max(counter_size.1) / 2.0 + 2.0 * unit;
        let sides: Vec<SideId> = s.units().map(|(side, _)| side).collect();
        let mut paths: [Vec<Vec<(f32, f32)>>; 2] = [Vec::new(), Vec::new()];
        let made = turns
            .checked_sub(1)
            .map(|t| sight.arrows(t))
            .unwrap_or_default();
        for a in made {
            let path: Option<Vec<(f32, f32)>> = std::iter::once(a.from)
                .chain(a.via.iter().copied().map(Some))
                .chain([Some(a.to)])
                .map(|p| p.and_then(|p| p.pixel(grid)).map(to_out))
                .collect();
            if let Some(path) = path {
                paths[sides[a.unit].index()].push(path);
            }
        }
        let arrows = SideId::BOTH
            .into_iter()
            .filter(|side| !paths[side.index()].is_empty())
            .map(|side| Arrows::new(&paths[side.index()], s.side(side).colour, unit, stop))
            .collect();
        Troops { counters, arrows }
    }
}

/// A counter's size in output pixels: the style's, made smaller to fit a cell of the grid.
fn counter_size(s: &Scenario, scale: f32, unit: f32) -> (f32, f32) {
    let (w, h) = (COUNTER.0 * unit, COUNTER.1 * unit);
    match &s.map.grid {
        Some(g) => {
            let room = 0.66 * g.dx.min(g.dy) as f32 * scale;
            let fit = (room / w).min(1.0);
            (w * fit, h * fit)
        }
        None => (w, h),
    }
}
