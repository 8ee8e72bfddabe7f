//! The battle on the map, turn by turn: after the map section, where units stand on the map,
//! the map again at deployment, after each turn the template asks for (`map_turns`) and at the
//! end, each on a page of its own, with the units where the report's audience knows they stand
//! and the moves of that turn it saw as lines ([`crate::record::sight::Sight`]: a player's
//! report shows only what that side saw). The map image is embedded once and shown on every
//! one of these pages, so a page costs its vectors only.

use super::{Context, MapOutcome, note};
use crate::i18n::tr;
use crate::model::{BattleState, SideId, UnitStatus};
use crate::record::sight::{Sight, has_positions};
use crate::report::layout::{Align, Colour, Layout, Pen, Stroke};
use crate::report::map::{self, Placement, SideLook};
use crate::report::text::Face;
use printpdf as pdf;

/// The map's extent in image pixels: left, top, right, bottom.
type Extent = (f32, f32, f32, f32);

/// A counter's long side on the page, in points, at most.
const COUNTER: f32 = 9.0;

/// Draw the battle's maps after the map section; `image` is the map image already embedded.
/// The names of turns asked for that the log lacks, for a warning.
pub(super) fn draw(
    l: &mut Layout,
    cx: &Context,
    extent: Extent,
    image: Option<&pdf::XObjectId>,
) -> Vec<String> {
    if !has_positions(cx.s) {
        return Vec::new();
    }
    let names: Vec<&str> = cx.s.log.turns.iter().map(|t| t.name.as_str()).collect();
    let (middle, unknown) = cx.template.map_turns.pick(&names);
    let end = names.len();
    let mut shown = vec![0];
    shown.extend(middle);
    if end > 0 {
        shown.push(end);
    }
    let sight = Sight::new(cx.s, cx.view.audience());
    let size = l.current_size();
    // The battle replayed once, page by page in the log's order, not from the start for each.
    let mut state = BattleState::at_start(cx.s);
    let mut replayed = 0;
    for turns in shown {
        for turn in &cx.s.log.turns[replayed.min(turns)..turns] {
            turn.events.iter().for_each(|e| state.apply(e));
        }
        replayed = replayed.max(turns);
        l.new_page_sized(size);
        let title = match turns {
            0 => tr!(ReportBattleAtDeployment),
            t => battle_after(cx, t - 1),
        };
        l.heading(&title, 100.0);
        page(l, cx, &sight, &state, turns, extent, image);
    }
    unknown.into_iter().map(str::to_string).collect()
}

/// The battle on the map at its end, in the room left on the current page (a campaign
/// report's page for the battle): the map image embedded at the size it is printed, the areas
/// and markers as held at the end, the last turn's moves and the units where the reader knows
/// they stood. Nothing is drawn for a battle with neither a map image nor anything placed.
pub(crate) fn at_the_end(l: &mut Layout, cx: &Context) -> MapOutcome {
    let mut outcome = MapOutcome::default();
    let Some(extent) = map::extent(cx.s, cx.map.map(|m| m.size)) else {
        return outcome;
    };
    let box_h = (l.room() - note_height(l)).max(60.0);
    let p = Placement::fit(extent, l.left(), l.y, l.width(), box_h);
    let image = match cx
        .map
        .map(|src| map::embed(&mut l.doc, src, (p.w, p.h), l.grey))
    {
        Some(Ok(e)) => {
            outcome.pixels = Some(e.pixels);
            outcome.passthrough = e.passthrough;
            Some(e.id)
        }
        Some(Err(e)) => {
            outcome.warning = Some(tr!(ReportWithoutMap, error = e.to_string()));
            None
        }
        None => None,
    };
    let mut state = BattleState::at_start(cx.s);
    for turn in &cx.s.log.turns {
        turn.events.iter().for_each(|e| state.apply(e));
    }
    let sight = Sight::new(cx.s, cx.view.audience());
    let end = cx.s.log.turns.len();
    page(l, cx, &sight, &state, end, extent, image.as_ref());
    outcome
}

/// One map: the image (or a blank field), the areas and markers as held then, the moves of the
/// turn and the units.
fn page(
    l: &mut Layout,
    cx: &Context,
    sight: &Sight,
    state: &BattleState,
    turns: usize,
    extent: Extent,
    image: Option<&pdf::XObjectId>,
) {
    let box_h = (l.room() - note_height(l)).max(60.0);
    let p = Placement::fit(extent, l.left(), l.y, l.width(), box_h);
    match image {
        Some(id) => l.image(id.clone(), p.x, p.y, p.w, p.h),
        None => l.fill_rect(p.x, p.y, p.w, p.h, Colour(0.97, 0.97, 0.95)),
    }
    let withheld = cx.withheld();
    let held = &cx.record().turns[turns].holders;
    map::draw_overlay(l, cx.s, &p, &withheld, held);
    l.begin_clip(p.x, p.y, p.w, p.h);
    grid(l, cx, &p);
    moves(l, cx, sight, turns, &p);
    counters(l, cx, sight, state, turns, &p);
    l.end_clip();
    l.y = p.y + p.h + 4.0;
    note(l, &tr!(ReportCountersNote));
}

/// "The battle after turn 3", "The battle after June 18 Noon": a turn named by its number, or
/// by nothing, is "turn n" (as [`crate::model::BattleLog::turn_phrase`] says it).
fn battle_after(cx: &Context, t: usize) -> String {
    let name = cx.s.log.turns.get(t).map_or("", |turn| turn.name.trim());
    if name.is_empty() {
        tr!(ReportBattleAfterTurn, turn = (t + 1).to_string())
    } else if name.chars().all(|c| c.is_ascii_digit()) {
        tr!(ReportBattleAfterTurn, turn = name)
    } else {
        tr!(ReportBattleAfterNamed, name = name)
    }
}

/// The room the map keeps under it for the counters' note, so that the note stays on its page.
fn note_height(l: &Layout) -> f32 {
    let size = crate::report::layout::BODY;
    let lines = l
        .fonts
        .wrap(Face::Regular, size, &tr!(ReportCountersNote), l.width())
        .len();
    4.0 + lines as f32 * Layout::line_height(size) + size * 0.35 + 1.0
}

/// The grid's lines, thin, and each cell's id near the top of its cell where it is large
/// enough to read at the page's scale.
fn grid(l: &mut Layout, cx: &Context, p: &Placement) {
    let Some(g) = cx.s.map.grid.as_ref() else {
        return;
    };
    let size = (
        p.extent.2.max(0.0).ceil() as u32,
        p.extent.3.max(0.0).ceil() as u32,
    );
    let cells = crate::render::battle::cells_over(g, size, 1.0);
    let stroke = Stroke::solid(GRID_INK, 0.25);
    for &c in &cells {
        let outline: Vec<(f32, f32)> = g
            .corners(c)
            .into_iter()
            .map(|at| p.to_page(at.x, at.y))
            .collect();
        l.polyline(&outline, true, stroke);
    }
    let pitch = g.dx.min(g.dy) as f32 * p.scale();
    let size = (0.2 * pitch).min(6.0);
    if size < MIN_ID_SIZE {
        // Too small to read at this scale: the page shows the lines only.
        return;
    }
    let rise = if g.sideways && g.is_hex() {
        2.0 * g.dx as f32 / 3.0
    } else {
        g.dy as f32 / 2.0
    } * p.scale();
    let pen = Pen::new(Face::Regular, size, GRID_INK);
    for c in cells {
        let centre = g.centre(c);
        let (x, y) = p.to_page(centre.x, centre.y);
        l.text(x, y - 0.55 * rise, pen, Align::Centre, &g.id(c));
    }
}

/// The ink of the grid's lines and ids: a grey that leaves the map readable beneath.
const GRID_INK: Colour = Colour(0.45, 0.45, 0.5);

/// The smallest type a cell's id is printed in, in points: below it the ids would be specks.
const MIN_ID_SIZE: f32 = 3.0;

/// The moves made in the last of the first `turns` turns, one line a unit, in its side's ink.
fn moves(l: &mut Layout, cx: &Context, sight: &Sight, turns: usize, p: &Placement) {
    let Some(turn) = turns.checked_sub(1) else {
        return;
    };
    let grid = cx.s.map.grid.as_ref();
    let sides: Vec<SideId> = cx.s.units().map(|(side, _)| side).collect();
    for a in sight.arrows(turn) {
        let path: Option<Vec<(f32, f32)>> = std::iter::once(a.from)
            .chain(a.via.iter().copied().map(Some))
            .chain([Some(a.to)])
            .map(|at| {
                at.and_then(|at| at.pixel(grid))
                    .map(|px| p.to_page(px.x, px.y))
            })
            .collect();
        if let Some(path) = path {
            let look = SideLook::of(cx.s, sides[a.unit]);
            l.polyline(&path, false, Stroke::solid(look.line, 1.2));
        }
    }
}

/// The units on the map after `turns` turns (`state`) that the reader knows the place of.
fn counters(
    l: &mut Layout,
    cx: &Context,
    sight: &Sight,
    state: &BattleState,
    turns: usize,
    p: &Placement,
) {
    let grid = cx.s.map.grid.as_ref();
    let w = match grid {
        Some(g) => (0.6 * g.dx.min(g.dy) as f32 * p.scale()).min(COUNTER),
        None => COUNTER,
    };
    let h = w * 0.7;
    let stands = sight.after_turns(turns);
    for ((side, u), stand) in cx.s.units().zip(stands) {
        let routed = match state.status(&u.id).unwrap_or_default() {
            UnitStatus::OnBoard => false,
            UnitStatus::Routed => true,
            _ => continue,
        };
        let Some(at) = stand.position.and_then(|at| at.pixel(grid)) else {
            continue;
        };
        let (x, y) = p.to_page(at.x, at.y);
        let look = SideLook::of(cx.s, side);
        let (left, top) = (x - w / 2.0, y - h / 2.0);
        if !routed {
            l.fill_rect(left, top, w, h, look.colour);
        }
        l.stroke_rect(left, top, w, h, Stroke::solid(look.line, 0.6));
        if side == SideId::B {
            // The second side's counters are crossed, for a page printed in grey.
            l.line(
                (left, top + h),
                (left + w, top),
                Stroke::solid(look.line, 0.4),
            );
        }
        let pen = Pen::new(Face::Regular, 4.5, look.line);
        l.text(x, top + h + 5.0, pen, Align::Centre, u.name.trim());
    }
}
