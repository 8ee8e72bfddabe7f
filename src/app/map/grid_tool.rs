//! The map's grid in the window: drawn on demand (lines, cell ids, terrain tints, rivers and
//! exits, coloured as the CPU drawing colours them), the cell under the pointer, and the tools
//! that make and paint it: calibration by three clicked hex centres (VASSAL's way) with arrow
//! keys to nudge it, and brushes for terrain, river hexsides and exit hexes.
//!
//! Every change goes through the [`Document`]: a calibration, a painted stroke or a toggled
//! hexside is one undo step (the stroke is collected while the button is down and written
//! when it is released); a burst of nudges is one, merged by the document as typing is.
//! Whether the grid is shown, the clicks so far and the stroke under way are view state.

use super::*;
use crate::i18n::tr;
use crate::model::grid::{CalibrationError, Hexside, HexsideKind, Order, calibrate};
use crate::model::{Cell, Grid, GridKind, Terrain};
use crate::render::battle::{EXIT_FILL_ALPHA, EXIT_INK, Ink, LINE_INK, RIVER_INK, terrain_ink};
use egui::{Align2, FontId, Stroke};
use std::collections::BTreeSet;

/// What a click on the map paints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Brush {
    /// Cells of this terrain (open clears a cell).
    Terrain(Terrain),
    /// A river along the hexside nearest the click (toggled).
    River,
    /// An exit hex (toggled).
    Exit,
}

impl Brush {
    pub fn label(self) -> String {
        match self {
            Brush::Terrain(t) => t.label().to_string(),
            Brush::River => tr!(MapGridRiver),
            Brush::Exit => tr!(MapGridExit),
        }
    }
}

/// The most cells whose lines are drawn in one frame: beyond it the grid is too fine to see.
const MAX_DRAWN_CELLS: usize = 20_000;
/// The narrowest cell, in screen points, whose id is written in it.
const ID_MIN_POINTS: f32 = 34.0;
const CLICK: Color32 = Color32::from_rgb(0xd0, 0x10, 0x70);

/// The grid's view state and the strokes under way.
#[derive(Default)]
pub struct GridTool {
    /// Draw the grid over the map.
    pub show: bool,
    /// The calibration's clicks so far, in image pixels.
    clicks: Vec<Point>,
    /// The cells of a stroke under way, by id, and whether the stroke sets (or clears) exits.
    stroke: BTreeSet<String>,
    exit_sets: Option<bool>,
    /// Where the pointer was at the stroke's latest frame: a fast stroke skips no cell between.
    stroke_last: Option<Point>,
}

impl GridTool {
    /// Whether no calibration click and no stroke is under way.
    pub(super) fn clicks_or_stroke_empty(&self) -> bool {
        self.clicks.is_empty() && self.stroke.is_empty()
    }

    /// Forget the clicks and the stroke under way (Escape).
    pub(super) fn cancel(&mut self) {
        self.clicks.clear();
        self.stroke.clear();
        self.exit_sets = None;
    }
}

/// A colour and opacity as `egui` wants it.
fn ink((c, a): Ink) -> Color32 {
    Color32::from_rgba_unmultiplied(c.0, c.1, c.2, a)
}

fn pos(p: Point) -> Pos2 {
    pos2(p.x, p.y)
}

/// The cells of `g` that meet the image rectangle `r`, edges included; `None` when they are
/// more than [`MAX_DRAWN_CELLS`].
fn cells_in(g: &Grid, r: Rect) -> Option<Vec<Cell>> {
    let (a, b) = (
        g.cell_at(Point::new(r.min.x, r.min.y)),
        g.cell_at(Point::new(r.max.x, r.max.y)),
    );
    let (c0, c1) = (a.col.min(b.col) - 1, a.col.max(b.col) + 1);
    let (r0, r1) = (a.row.min(b.row) - 1, a.row.max(b.row) + 1);
    let n = (i64::from(c1) - i64::from(c0) + 1) * (i64::from(r1) - i64::from(r0) + 1);
    if n > MAX_DRAWN_CELLS as i64 {
        return None;
    }
    Some(
        (c0..=c1)
            .flat_map(|c| (r0..=r1).map(move |r| Cell::new(c, r)))
            .collect(),
    )
}

/// The grid drawn in the scene (image pixels) in the CPU drawing's colours: tints, exits,
/// lines and rivers; `visible` is
/// the part of the image on the screen, `zoom` screen points per image pixel.
pub(super) fn paint_ground(painter: &egui::Painter, g: &Grid, visible: Rect, zoom: f32) {
    let hair = 1.0 / zoom;
    let corners = |c: Cell| -> Vec<Pos2> { g.corners(c).into_iter().map(pos).collect() };
    for (id, &t) in &g.terrain {
        let (Some(tint), Ok(c)) = (terrain_ink(t), g.parse_id(id)) else {
            continue;
        };
        if visible
            .expand(g.dx.max(g.dy) as f32)
            .contains(pos(g.centre(c)))
        {
            painter.add(egui::Shape::convex_polygon(
                corners(c),
                ink(tint),
                Stroke::NONE,
            ));
        }
    }
    for id in &g.exits {
        if let Ok(c) = g.parse_id(id) {
            painter.add(egui::Shape::convex_polygon(
                corners(c),
                ink((EXIT_INK.0, EXIT_FILL_ALPHA)),
                Stroke::new(3.0 * hair, ink(EXIT_INK)),
            ));
        }
    }
    if let Some(cells) = cells_in(g, visible) {
        for c in cells {
            let mut pts = corners(c);
            if let Some(&first) = pts.first() {
                pts.push(first);
            }
            painter.add(egui::Shape::line(pts, Stroke::new(hair, ink(LINE_INK))));
        }
    }
    for side in &g.hexsides {
        let (Ok(a), Ok(b)) = (g.parse_id(&side.cells.0), g.parse_id(&side.cells.1)) else {
            continue;
        };
        if let Some((p, q)) = g.hexside(a, b) {
            painter.line_segment([pos(p), pos(q)], Stroke::new(4.0 * hair, ink(RIVER_INK)));
        }
    }
}

/// Each visible cell's id at the top of the cell, in screen space, when cells are wide
/// enough on the screen to hold it.
pub(super) fn paint_ids(painter: &egui::Painter, g: &Grid, to_screen: &TSTransform, visible: Rect) {
    let zoom = to_screen.scaling;
    if (g.dx.min(g.dy) as f32) * zoom < ID_MIN_POINTS {
        return;
    }
    let Some(cells) = cells_in(g, visible) else {
        return;
    };
    let size = (g.dx.min(g.dy) as f32 * zoom / 6.0)
        .clamp(9.0, 14.0)
        .round();
    for c in cells {
        let centre = g.centre(c);
        let top = *to_screen * pos2(centre.x, centre.y - g.dy.min(g.dx) as f32 * 0.32);
        painter.text(
            top,
            Align2::CENTER_CENTER,
            g.id(c),
            FontId::proportional(size),
            Color32::from_gray(24),
        );
    }
}

/// The calibration's clicks as crosses, numbered, in screen space.
pub(super) fn paint_clicks(painter: &egui::Painter, tool: &GridTool, to_screen: &TSTransform) {
    for (i, &p) in tool.clicks.iter().enumerate() {
        let at = *to_screen * pos(p);
        let s = Stroke::new(2.0, CLICK);
        painter.line_segment([at - vec2(7.0, 0.0), at + vec2(7.0, 0.0)], s);
        painter.line_segment([at - vec2(0.0, 7.0), at + vec2(0.0, 7.0)], s);
        painter.text(
            at + vec2(9.0, -9.0),
            Align2::LEFT_BOTTOM,
            (i + 1).to_string(),
            FontId::proportional(13.0),
            CLICK,
        );
    }
}

/// The hexside nearest `p` within its cell, as the pair of cells it divides, when `p` is
/// nearer that side than the cell's centre.
fn hexside_near(g: &Grid, p: Point) -> Option<(Cell, Cell)> {
    let c = g.cell_at(p);
    let centre = g.centre(c);
    let dist = |a: Point, b: Point| ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt();
    let n = g
        .neighbours(c)
        .into_iter()
        .min_by(|&a, &b| dist(g.centre(a), p).total_cmp(&dist(g.centre(b), p)))?;
    let middle = {
        let o = g.centre(n);
        Point::new((o.x + centre.x) / 2.0, (o.y + centre.y) / 2.0)
    };
    (dist(p, middle) < dist(p, centre)).then_some((c, n))
}

/// `grid` with a river along the side between `a` and `b` added, or removed if it was there.
/// The ids of the cells the segment from `a` to `b` crosses (sampled at a quarter of the
/// narrower pitch, so no cell it passes through is missed but by a corner).
fn cells_along(g: &Grid, a: Point, b: Point) -> BTreeSet<String> {
    let step = (g.dx.min(g.dy) / 4.0).max(1.0) as f32;
    let steps = ((b.x - a.x).hypot(b.y - a.y) / step).ceil().min(10_000.0) as usize;
    (0..=steps)
        .map(|k| {
            let t = if steps == 0 {
                1.0
            } else {
                k as f32 / steps as f32
            };
            g.id(g.cell_at(Point::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)))
        })
        .collect()
}

fn toggle_river(g: &mut Grid, a: &str, b: &str) {
    let here =
        |h: &Hexside| (h.cells.0 == a && h.cells.1 == b) || (h.cells.0 == b && h.cells.1 == a);
    if g.hexsides.iter().any(here) {
        g.hexsides.retain(|h| !here(h));
    } else {
        g.hexsides.push(Hexside {
            cells: (a.to_string(), b.to_string()),
            kind: HexsideKind::River,
        });
    }
}

/// The grid moved (origin) or resized by the arrow keys, in the image's axes: `across` and
/// `down` swap with the grid's own when it is sideways.
fn nudged(g: &Grid, origin: (f64, f64), size: (f64, f64)) -> Grid {
    let mut g = g.clone();
    let turned = g.sideways && g.is_hex();
    let (ox, oy) = if turned { (origin.1, origin.0) } else { origin };
    let (sx, sy) = if turned { (size.1, size.0) } else { size };
    g.x0 += ox;
    g.y0 += oy;
    g.dx = (g.dx + sx).max(crate::model::grid::MIN_CELL_PIXELS);
    g.dy = (g.dy + sy).max(crate::model::grid::MIN_CELL_PIXELS);
    g
}

/// The arrow keys' nudge this frame: the origin's move and the size's change, in image axes.
fn nudge_keys(ui: &egui::Ui) -> Option<((f64, f64), (f64, f64))> {
    use egui::{Key, Modifiers};
    let keys = [
        (Key::ArrowLeft, (-1.0, 0.0)),
        (Key::ArrowRight, (1.0, 0.0)),
        (Key::ArrowUp, (0.0, -1.0)),
        (Key::ArrowDown, (0.0, 1.0)),
    ];
    let (mut origin, mut size) = ((0.0, 0.0), (0.0, 0.0));
    ui.input_mut(|i| {
        for (key, (x, y)) in keys {
            if i.consume_key(Modifiers::SHIFT, key) {
                size.0 += x * 0.1;
                size.1 -= y * 0.1;
            }
            if i.consume_key(Modifiers::NONE, key) {
                origin.0 += x;
                origin.1 += y;
            }
        }
    });
    (origin != (0.0, 0.0) || size != (0.0, 0.0)).then_some((origin, size))
}

impl MapView {
    /// Arrow keys with the grid tool on: the grid nudged (one undo step per burst).
    pub(super) fn nudge_grid(&mut self, ui: &egui::Ui, doc: &mut Document) {
        if self.tool != Tool::Calibrate || ui.ctx().text_edit_focused() {
            return;
        }
        let Some(g) = doc.scenario().map.grid.as_ref() else {
            return;
        };
        if let Some((origin, size)) = nudge_keys(ui) {
            let g = nudged(g, origin, size);
            doc.apply(|s| s.map.grid = Some(g));
        }
    }

    /// A click with the grid tool: one of the three hex centres; the third calibrates.
    pub(super) fn calibration_click(&mut self, doc: &mut Document, view: &mut ViewCtx, p: Point) {
        self.grid.clicks.push(p);
        let Ok(clicks) = <[Point; 3]>::try_from(self.grid.clicks.as_slice()) else {
            return;
        };
        self.grid.clicks.clear();
        match calibrate(clicks) {
            Ok(c) => {
                doc.step(|s| s.map.grid = Some(c.applied_to(s.map.grid.as_ref())));
                self.grid.show = true;
                view.info(tr!(MapGridSet, dy = tenths(c.dy), dx = tenths(c.dx)));
            }
            Err(e) => view.error(calibration_refused(&e)),
        }
    }

    /// A painting click or drag with `brush` at `p`; `done`: the button was released, and the
    /// stroke is written as one undo step.
    pub(super) fn paint_stroke(
        &mut self,
        doc: &mut Document,
        brush: Brush,
        p: Option<Point>,
        done: bool,
    ) {
        let Some(g) = doc.scenario().map.grid.as_ref() else {
            return;
        };
        if let Some(p) = p {
            match brush {
                Brush::River => {}
                Brush::Terrain(_) | Brush::Exit => {
                    let id = g.id(g.cell_at(p));
                    if self.grid.exit_sets.is_none() {
                        self.grid.exit_sets = Some(!g.exits.contains(&id));
                    }
                    let from = self.grid.stroke_last.replace(p).unwrap_or(p);
                    self.grid.stroke.extend(cells_along(g, from, p));
                }
            }
        }
        if !done {
            return;
        }
        self.grid.stroke_last = None;
        let cells = std::mem::take(&mut self.grid.stroke);
        let sets = self.grid.exit_sets.take().unwrap_or(true);
        match brush {
            Brush::Terrain(t) if !cells.is_empty() => doc.step(|s| {
                if let Some(g) = s.map.grid.as_mut() {
                    for id in cells {
                        if t == Terrain::Open {
                            g.terrain.remove(&id);
                        } else {
                            g.terrain.insert(id, t);
                        }
                    }
                }
            }),
            Brush::Exit if !cells.is_empty() => doc.step(|s| {
                if let Some(g) = s.map.grid.as_mut() {
                    g.exits.retain(|e| !cells.contains(e));
                    if sets {
                        g.exits.extend(cells);
                    }
                }
            }),
            Brush::River => {
                let Some((a, b)) = p.and_then(|p| hexside_near(g, p)) else {
                    return;
                };
                let (a, b) = (g.id(a), g.id(b));
                doc.step(|s| {
                    if let Some(g) = s.map.grid.as_mut() {
                        toggle_river(g, &a, &b);
                    }
                });
            }
            Brush::Terrain(_) | Brush::Exit => {}
        }
    }

    /// The cells of the stroke under way, outlined, before they are written.
    pub(super) fn paint_pending(&self, painter: &egui::Painter, g: &Grid) {
        for id in &self.grid.stroke {
            if let Ok(c) = g.parse_id(id) {
                let pts: Vec<Pos2> = g
                    .corners(c)
                    .into_iter()
                    .map(|p| self.to_screen * pos(p))
                    .collect();
                painter.add(egui::Shape::convex_polygon(
                    pts,
                    Color32::from_white_alpha(60),
                    Stroke::new(2.0, CLICK),
                ));
            }
        }
    }

    /// The cell under the pointer, in a corner of the canvas.
    pub(super) fn hover_cell_ui(&self, ui: &egui::Ui, s: &Scenario, outer: Rect) {
        let Some(g) = s.map.grid.as_ref() else {
            return;
        };
        let Some(p) = ui.ctx().pointer_hover_pos().filter(|p| outer.contains(*p)) else {
            return;
        };
        let cell = g.id(g.cell_at(self.screen_to_scene(p)));
        let name = if g.is_hex() {
            tr!(MapGridHex, cell = cell.as_str())
        } else {
            tr!(MapGridSquare, cell = cell.as_str())
        };
        egui::Area::new(ui.scope_id().with("umpire-map-cell"))
            .order(egui::Order::Foreground)
            .fixed_pos(outer.left_top() + vec2(8.0, 8.0))
            .interactable(false)
            .show(ui.ctx(), |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(name);
                    let terrain = g.terrain.get(&cell).copied().unwrap_or(Terrain::Open);
                    ui.label(tr!(MapGridTerrain, terrain = terrain.label()));
                    if g.exits.contains(&cell) {
                        ui.label(tr!(MapGridExitHex));
                    }
                });
            });
    }

    /// The grid's part of the side panel: show it, make it, calibrate and paint it.
    pub(super) fn grid_ui(&mut self, ui: &mut egui::Ui, doc: &mut Document, player: bool) {
        ui.heading(tr!(MapGridHeading));
        ui.checkbox(&mut self.grid.show, tr!(MapGridShow));
        let grid = doc.scenario().map.grid.clone();
        ui.add_enabled_ui(!player, |ui| {
            ui.horizontal_wrapped(|ui| {
                let calibrating = self.tool == Tool::Calibrate;
                if ui
                    .selectable_label(calibrating, tr!(MapGridCalibrate))
                    .on_hover_text(tr!(MapGridCalibrateWhy))
                    .clicked()
                {
                    self.grid.clicks.clear();
                    self.set_tool(if calibrating {
                        Tool::Select
                    } else {
                        Tool::Calibrate
                    });
                }
                if grid.is_none() && ui.button(tr!(MapGridSquareGrid)).clicked() {
                    doc.step(|s| s.map.grid = Some(Grid::squares(50.0, 50.0, 25.0, 25.0)));
                    self.grid.show = true;
                }
                if grid.is_some() && ui.button(tr!(MapGridRemove)).clicked() {
                    doc.step(|s| s.map.grid = None);
                }
            });
            if self.tool == Tool::Calibrate {
                ui.label(tr!(MapGridCalibrating, clicks = self.grid.clicks.len()));
            }
            if let Some(g) = grid {
                self.grid_fields_ui(ui, doc, &g);
                self.brushes_ui(ui);
            }
        });
    }

    fn grid_fields_ui(&mut self, ui: &mut egui::Ui, doc: &mut Document, g: &Grid) {
        let mut e = g.clone();
        let shape = |g: &Grid| match (g.kind, g.sideways) {
            (GridKind::Square, _) => tr!(MapGridSquares),
            (GridKind::Hex, false) => tr!(MapGridFlatHexes),
            (GridKind::Hex, true) => tr!(MapGridPointyHexes),
        };
        egui::ComboBox::new("umpire-grid-kind", tr!(MapGridCells))
            .selected_text(shape(g))
            .show_ui(ui, |ui| {
                for (kind, sideways) in [
                    (GridKind::Hex, false),
                    (GridKind::Hex, true),
                    (GridKind::Square, false),
                ] {
                    let probe = Grid {
                        kind,
                        sideways,
                        ..g.clone()
                    };
                    if ui
                        .selectable_label(shape(g) == shape(&probe), shape(&probe))
                        .clicked()
                    {
                        e.kind = kind;
                        e.sideways = sideways;
                    }
                }
            });
        egui::Grid::new("umpire-grid-figures").show(ui, |ui| {
            let n = &mut e.numbering;
            let figures: [(String, &mut f64, f64); 4] = [
                (tr!(MapGridDx), &mut e.dx, 0.1),
                (tr!(MapGridDy), &mut e.dy, 0.1),
                (tr!(MapGridX0), &mut e.x0, 1.0),
                (tr!(MapGridY0), &mut e.y0, 1.0),
            ];
            for (label, v, speed) in figures {
                let label = ui.label(label);
                ui.add(egui::DragValue::new(v).speed(speed).max_decimals(2))
                    .labelled_by(label.id);
                ui.end_row();
            }
            for (label, v) in [
                (tr!(MapGridFirstColumn), &mut n.first_column),
                (tr!(MapGridFirstRow), &mut n.first_row),
            ] {
                let label = ui.label(label);
                ui.add(egui::DragValue::new(v)).labelled_by(label.id);
                ui.end_row();
            }
            for (label, v) in [
                (tr!(MapGridColumnZeros), &mut n.column_zeros),
                (tr!(MapGridRowZeros), &mut n.row_zeros),
            ] {
                let label = ui.label(label);
                ui.add(egui::DragValue::new(v).range(0..=4))
                    .labelled_by(label.id);
                ui.end_row();
            }
            let label = ui.label(tr!(MapGridSeparator));
            ui.add(egui::TextEdit::singleline(&mut n.separator).desired_width(40.0))
                .labelled_by(label.id);
            ui.end_row();
        });
        let n = &mut e.numbering;
        ui.horizontal(|ui| {
            ui.selectable_value(&mut n.order, Order::ColumnFirst, tr!(MapGridColumnFirst));
            ui.selectable_value(&mut n.order, Order::RowFirst, tr!(MapGridRowFirst));
        });
        ui.checkbox(&mut n.odd_higher, tr!(MapGridOddHigher));
        e.dx = e.dx.max(crate::model::grid::MIN_CELL_PIXELS);
        e.dy = e.dy.max(crate::model::grid::MIN_CELL_PIXELS);
        if e != *g {
            doc.apply(|s| s.map.grid = Some(e));
        }
    }

    fn brushes_ui(&mut self, ui: &mut egui::Ui) {
        ui.label(tr!(MapGridPaint));
        ui.horizontal_wrapped(|ui| {
            let brushes = Terrain::ALL
                .into_iter()
                .map(Brush::Terrain)
                .chain([Brush::River, Brush::Exit]);
            for b in brushes {
                let on = self.tool == Tool::Paint(b);
                if ui.selectable_label(on, b.label()).clicked() {
                    self.set_tool(if on { Tool::Select } else { Tool::Paint(b) });
                    self.grid.show = true;
                }
            }
        });
    }
}

/// What the window says when three clicks make no grid: the reason, and that nothing changed.
pub fn calibration_refused(e: &CalibrationError) -> String {
    tr!(MapGridRefused, reason = e.to_string())
}

/// A pitch in pixels to a tenth, as the message writes it.
fn tenths(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}
