//! The form's rows for a move: the unit, where it goes (a cell of the map's grid by its id, or
//! a point of the map in pixels) and, if given, its new facing.

use crate::app::desk::widgets::warning;
use crate::i18n::tr;
use crate::model::{Facing, Position, Scenario};
use crate::record::Knowledge;
use egui::{DragValue, TextEdit, Ui};

/// The rows for a `Move` of `unit`; `unit_row` draws the unit picker, as for the other
/// entries. Where an enemy unit goes is shown to an audience that sees it only.
pub fn move_rows(
    ui: &mut Ui,
    s: &Scenario,
    (unit, k): (&str, &Knowledge),
    to: &mut Position,
    facing: &mut Option<Facing>,
) {
    if !k.sees_unit_position(s, unit) {
        for label in [tr!(DeskMoveTo), tr!(DeskFacing)] {
            ui.label(label);
            ui.weak(tr!(DeskNotKnownToAudience));
            ui.end_row();
        }
        return;
    }
    let grid = s.map.grid.as_ref();
    ui.label(tr!(DeskMoveTo));
    ui.horizontal(|ui| {
        let on_cell = matches!(to, Position::Cell(_));
        if grid.is_some() || on_cell {
            let cell_text = match grid {
                Some(g) => tr!(DeskACellOf, cell = g.cell_word()),
                None => tr!(DeskACell),
            };
            if ui.selectable_label(on_cell, cell_text).clicked() && !on_cell {
                *to = to.snapped(grid);
            }
            if ui.selectable_label(!on_cell, tr!(DeskAPoint)).clicked() && on_cell {
                let p = to.pixel(grid).unwrap_or_default();
                *to = Position::at(p);
            }
        }
        match to {
            Position::Cell(id) => {
                ui.add(TextEdit::singleline(id).desired_width(80.0))
                    .accessible_name(tr!(DeskCellId));
            }
            Position::Point { x, y } => {
                ui.label("x");
                ui.add(DragValue::new(x).speed(1.0))
                    .accessible_name(tr!(DeskPointX));
                ui.label("y");
                ui.add(DragValue::new(y).speed(1.0))
                    .accessible_name(tr!(DeskPointY));
            }
            Position::Unseen | Position::LeftUnseen(_) => {
                ui.label(tr!(DeskNotSeen));
            }
        }
    });
    ui.end_row();
    if let (Some(g), Position::Cell(id)) = (grid, &*to)
        && let Err(e) = g.parse_id(id)
    {
        ui.label("");
        warning(ui, &e.to_string());
        ui.end_row();
    }
    ui.label(tr!(DeskFacing));
    ui.horizontal(|ui| {
        let mut given = facing.is_some();
        if ui.checkbox(&mut given, tr!(DeskNewFacing)).changed() {
            *facing = given.then_some(Facing(0.0));
        }
        if let Some(f) = facing {
            ui.add(
                DragValue::new(&mut f.0)
                    .range(0.0..=359.0)
                    .speed(1.0)
                    .suffix("°"),
            )
            .accessible_name(tr!(DeskFacingName));
        }
    });
    ui.end_row();
}
