//! The battle on the designer's map: the units' counters as they stood at the end of a turn
//! (the turn slider, view state), that turn's moves as arrows and its combats where they were
//! fought, and a unit dragged to log its move in the desk's current turn.
//!
//! Which units are drawn is [`crate::record::sight`]'s answer for the audience: a unit the
//! audience does not see is never put in [`Shown`], so no counter, tooltip or hit-test can give
//! it away. The log is read once per document state and audience ([`kept`]: every unit's status
//! after each turn, and the audience's sight), each turn shown is kept for the turns visited,
//! and its counters and arrows are tessellated once per zoom and the mesh only moved as the
//! view pans, so a frame with a thousand units costs little.
//! Past the usual length as one thing: what is shown, how it is painted and how it is dragged
//! all read the one [`Shown`].

mod kept;

use super::*;
use crate::i18n::tr;
use crate::model::{Event, Movements, Position, Rgb, SideId, Strength, UnitKind};
use crate::record::sight::Sight;
use crate::render::battle::{Look, look, marks_on};
use egui::{Sense, Stroke};
use kept::{Kept, Statuses};
use rustc_hash::FxHashMap;

/// A counter's width and height in style units, as the CPU drawing has them.
const COUNTER: (f32, f32) = (28.0, 19.0);
/// The narrowest and widest counter on the screen, in points, whatever the zoom.
const SCREEN_WIDTH: (f32, f32) = (14.0, 48.0);
/// How many turns' replays are kept for one document state (a slider dragged to and fro).
const KEPT_TURNS: usize = 16;
/// The colour of a combat's ring.
const COMBAT_RED: Color32 = Color32::from_rgb(0xc0, 0x10, 0x10);

/// One unit as the map shows it to the audience.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownUnit {
    pub id: String,
    pub name: String,
    /// Where it stands, in image pixels.
    pub at: Point,
    pub colour: Rgb,
    pub kind: UnitKind,
    pub look: Look,
    /// Degrees clockwise from the top of the map.
    pub facing: Option<f32>,
    pub side: SideId,
    pub strength: Strength,
    /// Where the audience knows it stands, as logged (a cell or a point).
    pub place: Position,
    /// Its place in a stack of units on one spot (0: the bottom one).
    depth: u32,
    /// It stands beyond the map's edge (moved off it): drawn faded at the edge, `at`.
    pub off_map: bool,
}

impl ShownUnit {
    /// What it says when hovered: name, side, strength, state, place. Said only for the unit
    /// under the pointer, so that a step of the turn slider writes no text for a thousand.
    pub fn facts(&self, s: &Scenario) -> Vec<String> {
        let mut facts = vec![tr!(
            MapUnitOfSide,
            unit = self.name.as_str(),
            side = s.side(self.side).name.as_str()
        )];
        if let Some(strength) = crate::record::narrator::strength_words(self.strength) {
            facts.push(strength);
        }
        facts.push(match self.off_map {
            true => tr!(MapUnitOffMap, state = look_words(self.look)),
            false => tr!(
                MapUnitAt,
                state = look_words(self.look),
                place = self.place.label(s.map.grid.as_ref())
            ),
        });
        facts
    }
}

/// The turns the map shows to follow the desk: the battle at the end of its current turn, or
/// at deployment before any turn is logged.
pub fn turns_to_the_end_of(desk_turn: Option<usize>) -> usize {
    desk_turn.map_or(0, |t| t + 1)
}

/// A unit's moves in the turn shown, as a path of image pixels.
struct Path {
    colour: Rgb,
    points: Vec<Point>,
}

/// The battle at the end of a turn, as one audience sees it.
pub struct Shown {
    pub units: Vec<ShownUnit>,
    paths: Vec<Path>,
    /// Where the turn's combats were fought: the defenders' places the audience sees.
    combats: Vec<Point>,
    /// A counter's width in image pixels.
    width: f32,
    /// The arrows, combats and counters as tessellated for the latest frame's view.
    painted: Option<Painted>,
}

/// A unit being dragged: where it is held, in image pixels.
struct UnitDrag {
    id: String,
    offset: Vec2,
    pos: Point,
}

/// The turn slider, the replays kept, and a drag under way.
#[derive(Default)]
pub struct BattleTool {
    /// The slider: the battle after this many turns; `None`: at the end of the desk's current
    /// turn, following it.
    turns: Option<usize>,
    /// The desk's current turn (0-based); `None`: the log's last.
    desk_turn: Option<usize>,
    /// Replays by turn, for the document state and audience of their key.
    kept: Option<Kept>,
    drag: Option<UnitDrag>,
    /// The turns shown at the latest frame.
    last_turns: usize,
}

impl BattleTool {
    /// The desk's current turn, into which a dragged unit's move is logged.
    pub fn set_desk_turn(&mut self, turn: usize) {
        self.desk_turn = Some(turn);
    }

    /// The desk's current turn within the log, if the log has any.
    fn desk_turn(&self, s: &Scenario) -> Option<usize> {
        let last = s.log.turns.len().checked_sub(1)?;
        Some(self.desk_turn.unwrap_or(last).min(last))
    }

    /// How many turns of the log the map shows (0: at deployment).
    pub fn turns_shown(&self, s: &Scenario) -> usize {
        let follow = turns_to_the_end_of(self.desk_turn(s));
        self.turns.unwrap_or(follow).min(s.log.turns.len())
    }

    /// Show the battle after `turns` turns.
    pub fn show_turns(&mut self, turns: usize) {
        self.turns = Some(turns);
    }

    /// The battle as shown now, replayed when the document, the turn or the audience changed.
    pub fn shown(
        &mut self,
        doc: &Document,
        audience: crate::record::Audience,
        map_size: (u32, u32),
    ) -> &mut Shown {
        let s = doc.scenario();
        let turns = self.turns_shown(s);
        let key = (doc.id(), doc.generation(), audience);
        if self.kept.as_ref().is_none_or(|k| k.key != key) {
            self.kept = Some(Kept::new(key, doc.shared()));
        }
        let Some(kept) = self.kept.as_mut() else {
            unreachable!("kept was just set");
        };
        if !kept.turns.contains_key(&turns) && kept.turns.len() >= KEPT_TURNS {
            kept.turns.clear();
        }
        let (read, sight) = (&kept.statuses, kept.sight.get());
        kept.turns
            .entry(turns)
            .or_insert_with(|| Shown::of(s, turns, sight, map_size, read))
    }

    /// The turn slider and what it shows, for the map's second toolbar row.
    pub fn slider_ui(&mut self, ui: &mut egui::Ui, s: &Scenario) {
        let last = s.log.turns.len();
        let mut turns = self.turns_shown(s);
        let label = ui.label(tr!(MapBattleAfterTurn));
        let slider = egui::Slider::new(&mut turns, 0..=last).integer();
        let r = ui
            .add_enabled(last > 0, slider)
            .labelled_by(label.id)
            .on_hover_text(tr!(MapBattleAfterTurnWhy));
        if r.changed() {
            self.turns = Some(turns);
        }
        let name = match turns.checked_sub(1) {
            None => tr!(MapBattleAtDeployment),
            Some(t) => tr!(
                MapBattleAfter,
                turn = crate::record::words::turn_phrase(s, t)
            ),
        };
        ui.label(name);
        if self.turns.is_some()
            && ui
                .button(tr!(MapBattleFollowDesk))
                .on_hover_text(tr!(MapBattleFollowDeskWhy))
                .clicked()
        {
            self.turns = None;
        }
    }
}

impl Shown {
    /// The battle after `turns` turns, as `sight`'s audience knows it: where it knows each
    /// unit stood (its own always, an enemy where it was spotted or in contact, as every other
    /// output shows it), in the state `statuses` replayed.
    fn of(
        s: &Scenario,
        turns: usize,
        sight: &Sight,
        (w, h): (u32, u32),
        statuses: &Statuses,
    ) -> Shown {
        let grid = s.map.grid.as_ref();
        let stands = sight.after_turns(turns);
        let (now, before) = (
            statuses.after(turns),
            statuses.after(turns.saturating_sub(1)),
        );
        let mut stacked: FxHashMap<(i64, i64), u32> = FxHashMap::default();
        let mut units = Vec::new();
        for (k, (side, u)) in s.units().enumerate() {
            let Some(place) = stands[k].position else {
                continue;
            };
            let Some(beyond) = place.pixel(grid) else {
                continue;
            };
            // A point beyond the edge is off the map whatever cell of the grid it is in.
            let (off_map, at) = match place {
                Position::Point { x, y } => off_the_map(Point::new(*x, *y), (w, h)),
                Position::Cell(_) => off_the_map(beyond, (w, h)),
                Position::Unseen | Position::LeftUnseen(_) => continue,
            };
            let at = if off_map { at } else { beyond };
            let Some(look) = look(now[k], before[k]) else {
                continue;
            };
            let depth = stacked
                .entry(((at.x * 4.0) as i64, (at.y * 4.0) as i64))
                .or_insert(0);
            units.push(ShownUnit {
                id: u.id.clone(),
                name: u.name.clone(),
                at,
                colour: s.side(side).colour,
                kind: u.kind,
                look,
                facing: stands[k].facing.map(|f| f.0),
                side,
                strength: u.strength,
                place: place.clone(),
                depth: *depth,
                off_map,
            });
            *depth += 1;
        }
        // A unit no longer in the fight lies under those that are.
        units.sort_by_key(|u| matches!(u.look, Look::Standing | Look::Routed));
        let sides: Vec<crate::model::SideId> = s.units().map(|(side, _)| side).collect();
        let mut paths = Vec::new();
        let mut combats = Vec::new();
        if let Some(t) = turns.checked_sub(1) {
            for a in sight.arrows(t) {
                let points: Option<Vec<Point>> = std::iter::once(a.from)
                    .chain(a.via.iter().copied().map(Some))
                    .chain([Some(a.to)])
                    .map(|p| p.and_then(|p| p.pixel(grid)))
                    .collect();
                if let Some(points) = points {
                    let colour = s.side(sides[a.unit]).colour;
                    paths.push(Path { colour, points });
                }
            }
            // Read the moves again only for a turn with combats.
            let mut moves = None;
            for (e, event) in s.log.turns[t].events.iter().enumerate() {
                let Event::Combat(c) = event else {
                    continue;
                };
                let moves = moves.get_or_insert_with(|| Movements::new(s));
                let place = c.defenders.iter().find_map(|id| {
                    let k = moves.unit_index(id)?;
                    if !sight.sees_always(k) {
                        return None;
                    }
                    moves.unit_before(k, t, e).position?.pixel(grid)
                });
                combats.extend(place);
            }
        }
        let width = match grid {
            Some(g) => 0.66 * g.dx.min(g.dy) as f32,
            None => COUNTER.0,
        };
        Shown {
            units,
            paths,
            combats,
            width,
            painted: None,
        }
    }

    /// A counter's size on the screen at `zoom`.
    fn counter_size(&self, zoom: f32) -> Vec2 {
        let w = (self.width * zoom).clamp(SCREEN_WIDTH.0, SCREEN_WIDTH.1);
        vec2(w, w * COUNTER.1 / COUNTER.0)
    }

    /// Where a unit's counter is on the screen: its place, moved down and right in a stack.
    fn counter_rect(&self, u: &ShownUnit, to_screen: &TSTransform, at: Point) -> Rect {
        let size = self.counter_size(to_screen.scaling);
        let off = size * (u.depth as f32 * 0.22);
        Rect::from_center_size(*to_screen * pos2(at.x, at.y) + off, size)
    }

    /// The topmost unit under the screen point `p`.
    pub fn unit_at(&self, to_screen: &TSTransform, p: Pos2) -> Option<&ShownUnit> {
        self.units
            .iter()
            .rev()
            .find(|u| self.counter_rect(u, to_screen, u.at).contains(p))
    }
}

/// Whether `p` lies beyond the edge of a map of `(w, h)` pixels, and the nearest point of the
/// map to it.
fn off_the_map(p: Point, (w, h): (u32, u32)) -> (bool, Point) {
    let at = crate::model::on_the_edge(p, (w, h));
    (at != p, at)
}

/// A unit's state in the tooltip's words.
fn look_words(look: Look) -> String {
    match look {
        Look::Standing => tr!(MapLookStanding),
        Look::Routed => tr!(MapLookRouted),
        Look::Eliminated => tr!(MapLookEliminated),
        Look::Gone => tr!(MapLookGone),
    }
}

fn colour(c: Rgb, alpha: u8) -> Color32 {
    Color32::from_rgba_unmultiplied(c.0, c.1, c.2, alpha)
}

/// Why a unit may not be dragged now, if it may not.
fn why_not_drag(s: &Scenario, tool: &BattleTool, u: &ShownUnit, player: bool) -> Option<String> {
    if player {
        return Some(crate::app::menu_bar::read_only_why());
    }
    let Some(current) = tool.desk_turn(s) else {
        return Some(tr!(MapBattleNoTurn));
    };
    if tool.turns_shown(s) != current + 1 {
        return Some(tr!(
            MapBattleNotCurrentTurn,
            turn = crate::record::words::turn_phrase(s, current)
        ));
    }
    match u.look {
        Look::Standing | Look::Routed => None,
        Look::Eliminated | Look::Gone => Some(tr!(MapBattleUnitGone, unit = u.name.as_str())),
    }
}

impl MapView {
    /// The units as the map shows them now (after the turn on the slider, to the audience of
    /// the latest frame), for tests and the screen check.
    pub fn units_shown(&self) -> Vec<ShownUnit> {
        let Some(kept) = &self.battle.kept else {
            return Vec::new();
        };
        kept.turns
            .get(&self.battle.last_turns)
            .map(|shown| shown.units.clone())
            .unwrap_or_default()
    }

    /// The moves the map draws now as arrows, each a path of image pixels from where the unit
    /// began the turn, for tests and the screen check.
    pub fn arrows_shown(&self) -> Vec<Vec<Point>> {
        let Some(kept) = &self.battle.kept else {
            return Vec::new();
        };
        kept.turns
            .get(&self.battle.last_turns)
            .map(|shown| shown.paths.iter().map(|p| p.points.clone()).collect())
            .unwrap_or_default()
    }

    /// Show the battle after `turns` turns of the log, as the slider does.
    pub fn show_turns(&mut self, turns: usize) {
        self.battle.show_turns(turns);
    }

    /// How many turns of the log the map shows now (0: at deployment), as the slider has it.
    pub fn turns_shown(&self, s: &Scenario) -> usize {
        self.battle.turns_shown(s)
    }

    /// The desk's current turn, into which a dragged unit's move is logged.
    pub fn set_desk_turn(&mut self, turn: usize) {
        self.battle.set_desk_turn(turn);
    }

    /// The unit under the pointer as a widget of the scene: hover tells, drag logs a move in
    /// the desk's current turn (refused, with the reason, where it may not).
    pub(super) fn interact_units(
        &mut self,
        ui: &egui::Ui,
        doc: &mut Document,
        view: &mut ViewCtx,
        player: bool,
    ) {
        let to_screen = self.to_screen;
        let dragged = self.battle.drag.as_ref().map(|d| d.id.clone());
        let map_size = self.map_size(doc.scenario());
        let shown = self.battle.shown(doc, view.audience, map_size);
        // While the button is down, the unit it went down on: the pointer leaves it as a drag
        // begins.
        let pointer = ui
            .input(|i| match i.pointer.any_down() {
                true => i.pointer.press_origin(),
                false => i.pointer.hover_pos(),
            })
            .filter(|p| self.canvas.contains(*p));
        let unit = match &dragged {
            Some(id) => shown.units.iter().find(|u| &u.id == id),
            None => pointer.and_then(|p| shown.unit_at(&to_screen, p)),
        };
        let Some(u) = unit.cloned() else {
            self.battle.drag = None;
            return;
        };
        let rect = shown.counter_rect(&u, &to_screen, u.at);
        // A unit may be dropped beyond the map's edge, by up to a counter's width: it leaves
        // the map there.
        let margin = rect.width() / to_screen.scaling;
        let droppable = Rect::from_min_size(Pos2::ZERO, vec2(map_size.0 as f32, map_size.1 as f32))
            .expand(margin);
        let scene_rect = to_screen.inverse() * rect;
        let resp = ui.interact(
            scene_rect,
            ui.scope_id().with(("unit", &u.id)),
            Sense::click_and_drag(),
        );
        let facts = u.facts(doc.scenario());
        let label = tr!(MapUnitLabel, unit = facts[0].as_str());
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if resp.drag_started() {
            match why_not_drag(doc.scenario(), &self.battle, &u, player) {
                Some(why) => view.error(why),
                None => {
                    let at = ui
                        .input(|i| i.pointer.press_origin())
                        .map(|p| to_screen.inverse() * p)
                        .unwrap_or(pos2(u.at.x, u.at.y));
                    self.battle.drag = Some(UnitDrag {
                        id: u.id.clone(),
                        offset: pos2(u.at.x, u.at.y) - at,
                        pos: u.at,
                    });
                }
            }
        }
        if resp.dragged()
            && let Some(at) = resp.interact_pointer_pos()
            && let Some(d) = self.battle.drag.as_mut()
        {
            let p = droppable.clamp(at + d.offset);
            d.pos = Point::new(p.x, p.y);
        }
        if resp.drag_stopped()
            && let Some(d) = self.battle.drag.take()
        {
            self.log_move(doc, &u, d.pos);
        }
        if self.battle.drag.is_none() {
            let _ = resp.on_hover_ui_at_pointer(|ui| {
                for line in &facts {
                    ui.label(line);
                }
            });
        }
    }

    /// Log the move of `u` to the point `to` (snapped to its cell) in the desk's current turn,
    /// one undo step; nothing when it was dropped where it stood. Dropped beyond the map's
    /// edge, it moves to that point, off the map, whatever the grid.
    fn log_move(&mut self, doc: &mut Document, u: &ShownUnit, to: Point) {
        let (w, h) = self.map_size(doc.scenario());
        let s = doc.scenario();
        let Some(turn) = self.battle.desk_turn(s) else {
            return;
        };
        let grid = s.map.grid.as_ref();
        let to = match off_the_map(to, (w, h)).0 {
            false => Position::at(to).snapped(grid),
            true => Position::at(to),
        };
        let from = Position::at(u.at).snapped(grid);
        let unmoved = match grid {
            Some(_) => to == from,
            None => to
                .pixel(None)
                .is_some_and(|p| (p.x - u.at.x).abs() + (p.y - u.at.y).abs() < 2.0),
        };
        if unmoved {
            return;
        }
        let event = Event::Move {
            unit: u.id.clone(),
            to,
            facing: None,
        };
        doc.step(|s| s.log.turns[turn].events.push(event));
    }

    /// The arrows, combats and counters, over the map in screen space: the turn's mesh as it
    /// was tessellated for this zoom, moved to where the view is now (rebuilt when the zoom, the
    /// unit held or the screen's density changed, or the view left the part it covers), and
    /// the unit being dragged over it.
    pub(super) fn paint_battle(
        &mut self,
        painter: &egui::Painter,
        doc: &Document,
        audience: crate::record::Audience,
    ) {
        let to_screen = self.to_screen;
        let clip = painter.clip_rect();
        let drag = self.battle.drag.as_ref().map(|d| (d.id.clone(), d.pos));
        self.battle.last_turns = self.battle.turns_shown(doc.scenario());
        let map_size = self.map_size(doc.scenario());
        let shown = self.battle.shown(doc, audience, map_size);
        let key = PaintKey {
            scaling: to_screen.scaling.to_bits(),
            pixels_per_point: painter.pixels_per_point().to_bits(),
            held: drag.as_ref().map(|(id, _)| id.clone()),
        };
        let painted = shown
            .painted
            .take()
            .and_then(|p| p.moved_to(&key, to_screen, clip))
            .unwrap_or_else(|| shown.tessellate(painter, key, to_screen, clip));
        painter.add(egui::Shape::Mesh(Arc::clone(&painted.mesh)));
        shown.painted = Some(painted);
        if let Some((id, pos)) = drag
            && let Some(u) = shown.units.iter().find(|u| u.id == id)
        {
            let mut shapes = Vec::new();
            counter(&mut shapes, u, shown.counter_rect(u, &to_screen, pos));
            painter.extend(shapes);
        }
    }
}

/// What a tessellated turn depends on besides the turn itself: the zoom, the screen's density,
/// and the unit held in a drag (drawn on its own, over the rest).
#[derive(Clone, PartialEq)]
struct PaintKey {
    scaling: u32,
    pixels_per_point: u32,
    held: Option<String>,
}

/// A turn's arrows, combats and counters tessellated for one zoom, where the view stood then.
struct Painted {
    key: PaintKey,
    /// The view's translation the mesh is placed for.
    translation: Vec2,
    /// The part of the screen the mesh covers at that translation: what lay further off was
    /// left out.
    covers: Rect,
    mesh: Arc<egui::Mesh>,
}

impl Painted {
    /// The mesh moved to the view `to_screen`, if it was made for the same zoom and held unit
    /// and still covers `clip` there.
    fn moved_to(mut self, key: &PaintKey, to_screen: TSTransform, clip: Rect) -> Option<Painted> {
        if self.key != *key {
            return None;
        }
        let delta = to_screen.translation - self.translation;
        if !self.covers.translate(delta).contains_rect(clip) {
            return None;
        }
        if delta != Vec2::ZERO {
            Arc::make_mut(&mut self.mesh).translate(delta);
            self.translation = to_screen.translation;
            self.covers = self.covers.translate(delta);
        }
        Some(self)
    }
}

impl Shown {
    /// Tessellate the arrows, combats and counters for the view `to_screen`, leaving out what
    /// lies more than a screen beyond `clip` (and the unit held, drawn on its own).
    fn tessellate(
        &self,
        painter: &egui::Painter,
        key: PaintKey,
        to_screen: TSTransform,
        clip: Rect,
    ) -> Painted {
        let covers = clip.expand2(clip.size());
        let size = self.counter_size(to_screen.scaling);
        let screen = |p: Point| to_screen * pos2(p.x, p.y);
        let mut shapes = Vec::new();
        for path in &self.paths {
            let pts: Vec<Pos2> = path.points.iter().map(|&p| screen(p)).collect();
            let c = colour(path.colour, 230);
            arrow(&mut shapes, &pts, c, size.x.max(size.y) / 2.0);
        }
        for &c in &self.combats {
            let ring = Stroke::new(3.0, COMBAT_RED);
            shapes.push(egui::Shape::circle_stroke(screen(c), size.x * 0.75, ring));
        }
        for u in &self.units {
            let rect = self.counter_rect(u, &to_screen, u.at);
            if key.held.as_ref() == Some(&u.id) || !covers.intersects(rect.expand(size.x)) {
                continue;
            }
            counter(&mut shapes, u, rect);
        }
        let ppp = painter.pixels_per_point();
        let options = painter.ctx().tessellation_options(|o| *o);
        let font_size = painter.ctx().fonts(|f| f.font_image_size());
        let mut tessellator = egui::epaint::Tessellator::new(ppp, options, font_size, Vec::new());
        tessellator.set_clip_rect(covers);
        let mut mesh = egui::Mesh::default();
        for shape in shapes {
            tessellator.tessellate_shape(shape, &mut mesh);
        }
        Painted {
            key,
            translation: to_screen.translation,
            covers,
            mesh: Arc::new(mesh),
        }
    }
}

/// A counter: the side's colour (hollow when routed), the NATO symbol of the kind (as the
/// CPU drawing has it), the facing's pointer, struck through when eliminated, faded when gone
/// or off the map.
fn counter(shapes: &mut Vec<egui::Shape>, u: &ShownUnit, rect: Rect) {
    use egui::Shape;
    let alpha = match u.look {
        _ if u.off_map => 110,
        Look::Standing | Look::Routed => 255,
        Look::Eliminated | Look::Gone => 110,
    };
    let (fill, edge, marks) = match u.look {
        Look::Routed => (Rgb(255, 255, 255), u.colour, u.colour),
        _ => (u.colour, Rgb(0x10, 0x10, 0x10), marks_on(u.colour)),
    };
    let middle = egui::StrokeKind::Middle;
    let edge_stroke = Stroke::new(1.2, colour(edge, alpha));
    shapes.push(
        egui::epaint::RectShape::new(rect, 0.0, colour(fill, alpha), edge_stroke, middle).into(),
    );
    let ink = Stroke::new(1.3, colour(marks, alpha));
    let c = rect.center();
    let frame = Rect::from_center_size(c, vec2(rect.width() * 0.62, rect.height() * 0.58));
    let box_stroke = || egui::epaint::RectShape::stroke(frame, 0.0, ink, middle).into();
    match u.kind {
        UnitKind::General => {
            let stroke = Stroke::new(1.6, colour(marks, alpha));
            shapes.push(Shape::closed_line(star(c, frame.height() * 0.62), stroke));
        }
        UnitKind::Infantry => {
            shapes.push(box_stroke());
            shapes.push(Shape::line_segment(
                [frame.left_top(), frame.right_bottom()],
                ink,
            ));
            shapes.push(Shape::line_segment(
                [frame.left_bottom(), frame.right_top()],
                ink,
            ));
        }
        UnitKind::Cavalry => {
            shapes.push(box_stroke());
            shapes.push(Shape::line_segment(
                [frame.left_bottom(), frame.right_top()],
                ink,
            ));
        }
        UnitKind::Artillery => {
            shapes.push(box_stroke());
            let dot = colour(marks, alpha);
            shapes.push(Shape::circle_filled(c, frame.height() * 0.2, dot));
        }
    }
    if let Some(deg) = u.facing {
        let a = deg.to_radians();
        let d = vec2(a.sin(), -a.cos());
        let (hw, hh) = (rect.width() / 2.0, rect.height() / 2.0);
        let to_edge = (hw / d.x.abs().max(1e-6)).min(hh / d.y.abs().max(1e-6));
        let edge = c + d * to_edge;
        let (len, half) = (5.0, 3.5);
        let side = vec2(-d.y, d.x) * half;
        shapes.push(Shape::convex_polygon(
            vec![edge + d * len, edge + side, edge - side],
            colour(edge_or_side(u), alpha),
            Stroke::NONE,
        ));
    }
    if u.look == Look::Eliminated {
        let strike = Stroke::new(2.4, Color32::from_rgb(0xb0, 0x10, 0x10));
        shapes.push(Shape::line_segment(
            [rect.left_bottom(), rect.right_top()],
            strike,
        ));
        shapes.push(Shape::line_segment(
            [rect.left_top(), rect.right_bottom()],
            strike,
        ));
    }
}

/// A five-pointed star of outer radius `r` centred at `c`, one point up.
fn star(c: Pos2, r: f32) -> Vec<Pos2> {
    (0..10)
        .map(|k| {
            let radius = if k % 2 == 0 { r } else { r * 0.42 };
            let a = (k as f32 * 36.0).to_radians();
            c + vec2(a.sin(), -a.cos()) * radius
        })
        .collect()
}

/// The facing's pointer: the side's colour on a hollow counter, dark on any other.
fn edge_or_side(u: &ShownUnit) -> Rgb {
    match u.look {
        Look::Routed => u.colour,
        _ => Rgb(0x10, 0x10, 0x10),
    }
}

/// A path with an arrowhead at its end, stopping short of the counter it points at.
fn arrow(shapes: &mut Vec<egui::Shape>, pts: &[Pos2], c: Color32, stop: f32) {
    let [.., before, end] = pts else {
        return;
    };
    let d = *end - *before;
    let len = d.length();
    if len <= stop {
        return;
    }
    let dir = d / len;
    let tip = *end - dir * stop;
    let mut line = pts[..pts.len() - 1].to_vec();
    line.push(tip);
    shapes.push(egui::Shape::line(line, Stroke::new(2.5, c)));
    let side = vec2(-dir.y, dir.x) * 5.0;
    shapes.push(egui::Shape::convex_polygon(
        vec![
            tip + dir * 2.0,
            tip - dir * 9.0 + side,
            tip - dir * 9.0 - side,
        ],
        c,
        Stroke::NONE,
    ));
}
