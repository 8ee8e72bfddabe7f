//! The scenario's description and its two sides: name, colour, role, commander-in-chief,
//! contingents and the units of each, with totals per side.
//!
//! Drawing reads the scenario; every change is collected and applied through
//! [`Document::apply`] after drawing, so undo and the unsaved mark see all of them. Every input
//! carries an accessible name that says which side and unit it belongs to ("Men of A3").
//!
//! One file for one panel: the sections draw the same rows of cells and gather their edits in
//! one [`Changes`]; its tests are the rest.

use crate::app::desk::Focus;
use crate::app::document::Document;
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{Contingent, Rgb, Role, Scenario, SideId, Strength, Unit, UnitKind, UnitStatus};
use egui::{DragValue, TextEdit, Ui};

/// The panel's edits, and a deletion asked for while drawing: done after drawing, or asked
/// about first when the log refers to what it deletes.
#[derive(Default)]
struct Changes {
    edits: crate::app::document::Changes,
    delete: Option<Removal>,
    /// The field the battle desk's "Go to" asked for, outlined when drawn.
    focus: Option<Focus>,
}

/// A unit or a contingent to delete, named by its place and checked by its first unit's id,
/// so that a stale request deletes nothing.
#[derive(Clone, Debug, PartialEq)]
enum Removal {
    Unit {
        side: SideId,
        ci: usize,
        k: usize,
        id: String,
    },
    Contingent {
        side: SideId,
        ci: usize,
        name: String,
    },
}

impl Removal {
    fn title(&self) -> String {
        match self {
            Removal::Unit { id, .. } => tr!(MapSidesDeleteUnitTitle, id = id.as_str()),
            Removal::Contingent { name, .. } => {
                tr!(MapSidesDeleteContingentTitle, name = name.as_str())
            }
        }
    }

    /// The units it deletes.
    fn unit_ids(&self, s: &Scenario) -> Vec<String> {
        match self {
            Removal::Unit { id, .. } => vec![id.clone()],
            Removal::Contingent { side, ci, .. } => s
                .side(*side)
                .contingents
                .get(*ci)
                .map(|c| c.units.iter().map(|u| u.id.clone()).collect())
                .unwrap_or_default(),
        }
    }

    fn apply(self, s: &mut Scenario) {
        match self {
            Removal::Unit { side, ci, k, id } => {
                if let Some(c) = s.side_mut(side).contingents.get_mut(ci)
                    && c.units.get(k).is_some_and(|u| u.id == id)
                {
                    c.units.remove(k);
                }
            }
            Removal::Contingent { side, ci, name } => {
                let list = &mut s.side_mut(side).contingents;
                if list.get(ci).is_some_and(|c| c.name == name) {
                    list.remove(ci);
                }
            }
        }
    }
}

/// A deletion the log refers to, waiting for the user's yes (kept in egui's memory, since the
/// panel has no state of its own).
#[derive(Clone, Debug)]
struct PendingDelete {
    removal: Removal,
    text: String,
}

fn pending_id() -> egui::Id {
    egui::Id::unique("umpire_sides_pending_delete")
}

/// Ask about a pending deletion; delete once the user says yes.
fn confirm_pending(ui: &Ui, changes: &mut Changes) {
    let Some(p) = ui.data(|d| d.get_temp::<PendingDelete>(pending_id())) else {
        return;
    };
    let title = p.removal.title();
    let yes = tr!(MapSidesDeleteIt);
    if let Some(yes) =
        crate::app::references::confirm(ui.ctx(), "delete_from_sides", &title, &p.text, &yes)
    {
        ui.data_mut(|d| d.remove::<PendingDelete>(pending_id()));
        if yes {
            changes.action(move |s| p.removal.apply(s));
        }
    }
}

/// Delete at once when the log names none of the units deleted, else ask first.
fn ask_to_delete(ui: &Ui, s: &Scenario, removal: Removal, changes: &mut Changes) {
    let mut entries = Vec::new();
    for id in removal.unit_ids(s) {
        entries.extend(crate::app::references::unit_entries(s, &id));
    }
    if entries.is_empty() {
        changes.action(move |s| removal.apply(s));
        return;
    }
    entries.sort_by_key(|e| (e.turn, e.event));
    entries.dedup();
    let text = tr!(
        MapSidesDeleteWarning,
        entries = crate::app::references::describe(s, &entries)
    );
    let pending = PendingDelete { removal, text };
    ui.data_mut(|d| d.insert_temp(pending_id(), pending));
}

impl Changes {
    fn edit(&mut self, f: impl FnOnce(&mut Scenario) + 'static) {
        self.edits.edit(f);
    }

    fn action(&mut self, f: impl FnOnce(&mut Scenario) + 'static) {
        self.edits.action(f);
    }

    fn apply(self, doc: &mut Document) {
        self.edits.apply(doc);
    }

    /// Outline the cell `response` if its field, `unit.field`, is the one "Go to" asked for.
    /// The path is only written out while "Go to" has asked for a field: the panel draws every
    /// unit's cells each frame.
    fn mark(&mut self, ui: &Ui, response: &egui::Response, unit: &str, field: &str) {
        if let Some(focus) = &mut self.focus {
            focus.mark(ui, response, &format!("{unit}.{field}"));
        }
    }
}

fn side_letter(side: SideId) -> &'static str {
    match side {
        SideId::A => "A",
        SideId::B => "B",
    }
}

/// The sides and units panel; `focus` is the field the battle desk's "Go to" asked for. In a
/// player's view every field is shown and none can be changed.
pub fn ui(ui: &mut Ui, doc: &mut Document, view: &mut ViewCtx, focus: &mut Option<Focus>) {
    let mut changes = Changes {
        focus: focus.take(),
        ..Changes::default()
    };
    confirm_pending(ui, &mut changes);
    // A player's view is read-only: every field is shown, none is live.
    let edit = !view.player_view();
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.add_enabled_ui(edit, |ui| {
                scenario_section(ui, doc.scenario(), view, &mut changes);
                for side in SideId::BOTH {
                    ui.add_space(8.0);
                    side_section(ui, doc.scenario(), side, &mut changes);
                }
            });
        });
    if let Some(removal) = changes.delete.take() {
        ask_to_delete(ui, doc.scenario(), removal, &mut changes);
    }
    *focus = changes.focus.take();
    changes.apply(doc);
}

fn scenario_section(ui: &mut Ui, s: &Scenario, view: &ViewCtx, changes: &mut Changes) {
    ui.heading(tr!(MapSidesScenario));
    egui::Grid::new("scenario_fields")
        .num_columns(2)
        .show(ui, |ui| {
            if let Some(v) = labelled_text(
                ui,
                &tr!(MapSidesTitle),
                &s.title,
                &tr!(MapSidesTitleName),
                false,
            ) {
                changes.edit(move |s| s.title = v);
            }
            ui.end_row();
            if let Some(v) = labelled_text(
                ui,
                &tr!(MapSidesDate),
                &s.date,
                &tr!(MapSidesDateName),
                false,
            ) {
                changes.edit(move |s| s.date = v);
            }
            ui.end_row();
            if let Some(v) = labelled_text(
                ui,
                &tr!(MapSidesNotes),
                &s.notes,
                &tr!(MapSidesNotesName),
                true,
            ) {
                changes.edit(move |s| s.notes = v);
            }
            ui.end_row();
            // Umpire notes are never shown to players.
            if !view.player_view()
                && let Some(v) = {
                    let notes = tr!(MapSidesUmpireNotes);
                    labelled_text(ui, &notes, &s.umpire_notes, &notes, true)
                }
            {
                changes.edit(move |s| s.umpire_notes = v);
            }
            ui.end_row();
        });
}

/// A label and a text field named `name` for screen readers and tests; the new text if edited.
fn labelled_text(
    ui: &mut Ui,
    label: &str,
    value: &str,
    name: &str,
    multiline: bool,
) -> Option<String> {
    let label = ui.label(label);
    let mut text = value.to_string();
    let edit = if multiline {
        TextEdit::multiline(&mut text).desired_rows(2)
    } else {
        TextEdit::singleline(&mut text)
    };
    let r = ui
        .add(edit.min_size(egui::vec2(420.0, 0.0)).desired_width(420.0))
        .labelled_by(label.id)
        .accessible_name(name);
    r.changed().then_some(text)
}

fn text_cell(ui: &mut Ui, value: &str, name: String, width: f32, hint: &str) -> Option<String> {
    let mut text = value.to_string();
    let r = ui
        .add(
            TextEdit::singleline(&mut text)
                // A grid offers a cell the width of its column, which the field itself sets.
                .min_size(egui::vec2(width, 0.0))
                .desired_width(width)
                .hint_text(hint.to_string()),
        )
        .accessible_name(name);
    r.changed().then_some(text)
}

fn number_cell(ui: &mut Ui, value: u64, name: String, speed: f64) -> Option<u64> {
    let mut v = value;
    let r = ui
        .add(DragValue::new(&mut v).speed(speed))
        .accessible_name(name);
    (r.changed() && v != value).then_some(v)
}

/// A checkbox named `name`; its meaning is shown on hover, since the table's narrow cells
/// have no room for it.
fn check_cell(ui: &mut Ui, value: bool, text: &str, name: String) -> Option<bool> {
    let mut v = value;
    let r = ui
        .checkbox(&mut v, text)
        .accessible_name(name.clone())
        .on_hover_text(name);
    r.changed().then_some(v)
}

/// A drop-down of `options`; the new choice if changed.
fn choice<T: Copy + PartialEq>(
    ui: &mut Ui,
    id: impl egui::AsIdSalt,
    value: T,
    options: &[T],
    label: impl Fn(T) -> String,
    name: String,
) -> Option<T> {
    let mut v = value;
    let r = egui::ComboBox::from_id_salt(id)
        .selected_text(label(value))
        .show_ui(ui, |ui| {
            for &o in options {
                ui.selectable_value(&mut v, o, label(o));
            }
        });
    r.response.accessible_name(name);
    (v != value).then_some(v)
}

fn role_label(r: Role) -> String {
    match r {
        Role::Attacker => tr!(MapSidesAttacker),
        Role::Defender => tr!(MapSidesDefender),
    }
}

/// Men, stands, Unit Points and Strength Points of a side, added over all its units.
pub fn side_totals(s: &Scenario, side: SideId) -> (usize, Strength) {
    s.side(side)
        .units()
        .fold((0, Strength::default()), |(n, t), u| {
            (n + 1, t.plus(u.strength))
        })
}

/// The line under each side: "Totals of side A (Prussia): 3 units, 28,500 men, …".
pub fn totals_text(s: &Scenario, side: SideId) -> String {
    let (units, t) = side_totals(s, side);
    tr!(
        MapSidesTotals,
        side = side_letter(side),
        name = s.side(side).name.as_str(),
        units = units,
        men = t.men,
        stands = t.stands,
        up = t.unit_points,
        sp = t.strength_points,
    )
}

/// An id no unit of the scenario has yet: "A1", "A2", … for side A.
pub fn fresh_unit_id(s: &Scenario, side: SideId) -> String {
    (1..)
        .map(|n| format!("{}{n}", side_letter(side)))
        .find(|id| s.unit(id).is_none())
        .unwrap_or_default()
}

fn side_section(ui: &mut Ui, s: &Scenario, side: SideId, changes: &mut Changes) {
    let l = side_letter(side);
    let i = side.index();
    let data = s.side(side);
    let header = tr!(MapSidesHeader, side = l, name = data.name.as_str());
    egui::CollapsingHeader::new(header)
        .id_salt(("side", i))
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new(("side_fields", i))
                .num_columns(2)
                .show(ui, |ui| {
                    if let Some(v) = labelled_text(
                        ui,
                        &tr!(MapSidesName),
                        &data.name,
                        &tr!(MapSidesNameOfSide, side = l),
                        false,
                    ) {
                        changes.edit(move |s| s.side_mut(side).name = v);
                    }
                    ui.end_row();

                    ui.label(tr!(MapSidesColour));
                    let Rgb(r, g, b) = data.colour;
                    let mut rgb = [r, g, b];
                    let resp = ui
                        .color_edit_button_srgb(&mut rgb)
                        .accessible_name(tr!(MapSidesColourOfSide, side = l));
                    if resp.changed() {
                        changes
                            .edit(move |s| s.side_mut(side).colour = Rgb(rgb[0], rgb[1], rgb[2]));
                    }
                    ui.end_row();

                    ui.label(tr!(MapSidesRole));
                    if let Some(v) = choice(
                        ui,
                        ("role", i),
                        data.role,
                        &[Role::Attacker, Role::Defender],
                        role_label,
                        tr!(MapSidesRoleOfSide, side = l),
                    ) {
                        changes.edit(move |s| s.side_mut(side).role = v);
                    }
                    ui.end_row();

                    if let Some(v) = labelled_text(
                        ui,
                        &tr!(MapSidesCInC),
                        &data.c_in_c.name,
                        &tr!(MapSidesCInCOfSide, side = l),
                        false,
                    ) {
                        changes.edit(move |s| s.side_mut(side).c_in_c.name = v);
                    }
                    ui.end_row();

                    ui.label("");
                    // His loss is a fact of the battle, recorded in the log (End of battle
                    // shows it and can log it); being head of state is his own.
                    ui.horizontal(|ui| {
                        if let Some(v) = check_cell(
                            ui,
                            data.c_in_c.head_of_state,
                            &tr!(MapSidesHeadOfState),
                            tr!(MapSidesHeadOfStateName, side = l),
                        ) {
                            changes.edit(move |s| s.side_mut(side).c_in_c.head_of_state = v);
                        }
                    });
                    ui.end_row();

                    let label = ui.label(tr!(MapSidesMorale));
                    let mut mp = data.morale_points;
                    let r = ui
                        .add(DragValue::new(&mut mp))
                        .labelled_by(label.id)
                        .accessible_name(tr!(MapSidesMoraleOfSide, side = l));
                    if r.changed() && mp != data.morale_points {
                        changes.edit(move |s| s.side_mut(side).morale_points = mp);
                    }
                    ui.end_row();
                });

            for (ci, contingent) in data.contingents.iter().enumerate() {
                ui.push_id(("contingent", i, ci), |ui| {
                    contingent_section(ui, s, side, ci, contingent, changes);
                });
            }

            let add = ui
                .button(tr!(MapSidesAddContingent))
                .accessible_name(tr!(MapSidesAddContingentName, side = l));
            if add.clicked() {
                let name = tr!(MapSidesContingent, number = data.contingents.len() + 1);
                changes.action(move |s| {
                    s.side_mut(side).contingents.push(Contingent {
                        name,
                        ..Contingent::default()
                    })
                });
            }
            ui.strong(totals_text(s, side));
        });
}

fn contingent_section(
    ui: &mut Ui,
    s: &Scenario,
    side: SideId,
    ci: usize,
    contingent: &Contingent,
    changes: &mut Changes,
) {
    let l = side_letter(side);
    let n = ci + 1;
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(tr!(MapSidesContingent, number = n));
        let mut name = contingent.name.clone();
        let r = ui
            .add(
                TextEdit::singleline(&mut name)
                    .min_size(egui::vec2(240.0, 0.0))
                    .desired_width(240.0),
            )
            .accessible_name(tr!(MapSidesContingentName, number = n, side = l));
        if r.changed() {
            changes.edit(move |s| s.side_mut(side).contingents[ci].name = name);
        }
        let delete = ui
            .button(tr!(MapSidesDeleteContingent))
            .accessible_name(tr!(MapSidesDeleteContingentName, number = n, side = l))
            .on_hover_text(tr!(MapSidesDeleteContingentWhy));
        if delete.clicked() {
            changes.delete = Some(Removal::Contingent {
                side,
                ci,
                name: contingent.name.clone(),
            });
        }
    });

    if !contingent.units.is_empty() {
        egui::Grid::new("units")
            .striped(true)
            .num_columns(13)
            .show(ui, |ui| {
                for h in [
                    tr!(MapSidesColId),
                    tr!(MapSidesColName),
                    tr!(MapSidesColKind),
                    tr!(MapSidesColMen),
                    tr!(MapSidesColStands),
                    tr!(MapSidesColUp),
                    tr!(MapSidesColSp),
                    tr!(MapSidesColMove),
                    tr!(MapSidesColStatus),
                    tr!(MapSidesColArrives),
                    tr!(MapSidesColGuard),
                    tr!(MapSidesColRally),
                    String::new(),
                ] {
                    ui.strong(h);
                }
                ui.end_row();
                // Rows out of view are given their room, not drawn: the table's widgets are
                // most of the tab's frame, and all of its first one (their text laid out).
                // The first row is always drawn, to measure a row; so is every row while
                // "Go to" still has to scroll its field into view.
                let scrolling = changes.focus.as_ref().is_some_and(|f| f.scroll);
                let id_width = id_column_width(ui, &contingent.units);
                let mut pitch = None;
                for (ui_idx, unit) in contingent.units.iter().enumerate() {
                    let top = ui.cursor().top();
                    if let Some(p) = pitch.filter(|&p| !scrolling && out_of_view(ui, top, p)) {
                        ui.allocate_space(egui::vec2(0.0, p - ui.spacing().item_spacing.y));
                        ui.end_row();
                        continue;
                    }
                    unit_row(ui, (side, ci, ui_idx), unit, id_width, changes);
                    ui.end_row();
                    pitch = pitch.or(Some(ui.cursor().top() - top));
                }
            });
    }
    let add = ui.button(tr!(MapSidesAddUnit)).accessible_name(tr!(
        MapSidesAddUnitName,
        number = n,
        side = l
    ));
    if add.clicked() {
        let id = fresh_unit_id(s, side);
        changes.action(move |s| {
            let name = tr!(MapSidesNewUnit, id = id.as_str());
            s.side_mut(side).contingents[ci]
                .units
                .push(Unit::new(&id, &name, UnitKind::Infantry));
        });
    }
}

/// The width of the Id column: the longest id shown whole ("fr-cav-iii"), 50 points at least.
fn id_column_width(ui: &Ui, units: &[Unit]) -> f32 {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let widest = units
        .iter()
        .map(|u| {
            ui.painter()
                .layout_no_wrap(u.id.clone(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    // The field's margins and its cursor.
    (widest + 2.0 * ui.spacing().button_padding.x + 4.0).max(50.0)
}

/// Whether a row `pitch` tall (spacing included) starting at `top` is out of view.
fn out_of_view(ui: &Ui, top: f32, pitch: f32) -> bool {
    let clip = ui.clip_rect();
    top + pitch < clip.top() || top > clip.bottom()
}

/// One unit's row: `at` is (side, contingent, unit) of the scenario, `id_width` the width of
/// the Id column.
fn unit_row(
    ui: &mut Ui,
    (side, ci, k): (SideId, usize, usize),
    u: &Unit,
    id_width: f32,
    changes: &mut Changes,
) {
    // Widget ids follow the unit's position, so that editing its id keeps the keyboard focus.
    let id = u.id.clone();
    let at = format!("sides[{}].contingents[{ci}].units[{k}]", side.index());
    fn unit(s: &mut Scenario, side: SideId, ci: usize, k: usize) -> Option<&mut Unit> {
        s.side_mut(side).contingents.get_mut(ci)?.units.get_mut(k)
    }
    macro_rules! set {
        ($v:ident => $($field:tt)+) => {
            changes.edit(move |s| {
                if let Some(u) = unit(s, side, ci, k) {
                    u.$($field)+ = $v;
                }
            })
        };
    }

    let cell = ui
        .push_id(("id", k), |ui| {
            if let Some(v) = text_cell(
                ui,
                &u.id,
                tr!(MapSidesIdOf, id = id.as_str()),
                id_width,
                "id",
            ) {
                set!(v => id);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "id");
    let cell = ui
        .push_id(("name", k), |ui| {
            if let Some(v) = text_cell(
                ui,
                &u.name,
                tr!(MapSidesNameOf, id = id.as_str()),
                160.0,
                "name",
            ) {
                set!(v => name);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "name");
    if let Some(v) = choice(
        ui,
        ("kind", side.index(), ci, k),
        u.kind,
        &UnitKind::ALL,
        |k| k.label().to_string(),
        tr!(MapSidesKindOf, id = id.as_str()),
    ) {
        set!(v => kind);
    }
    let st = u.strength;
    let cell = ui
        .push_id(("men", k), |ui| {
            if let Some(v) = number_cell(ui, st.men, tr!(MapSidesMenOf, id = id.as_str()), 10.0) {
                set!(v => strength.men);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "strength.men");
    let cell = ui
        .push_id(("stands", k), |ui| {
            if let Some(v) =
                number_cell(ui, st.stands, tr!(MapSidesStandsOf, id = id.as_str()), 0.1)
            {
                set!(v => strength.stands);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "strength.stands");
    let cell = ui
        .push_id(("up", k), |ui| {
            if let Some(v) =
                number_cell(ui, st.unit_points, tr!(MapSidesUpOf, id = id.as_str()), 0.1)
            {
                set!(v => strength.unit_points);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "strength.unit_points");
    let cell = ui
        .push_id(("sp", k), |ui| {
            if let Some(v) = number_cell(
                ui,
                st.strength_points,
                tr!(MapSidesSpOf, id = id.as_str()),
                0.1,
            ) {
                set!(v => strength.strength_points);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "strength.strength_points");
    let cell = ui
        .push_id(("move", k), |ui| {
            if let Some(v) = number_cell(ui, u.movement, tr!(MapSidesMoveOf, id = id.as_str()), 0.1)
            {
                set!(v => movement);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "movement");
    if let Some(v) = choice(
        ui,
        ("status", side.index(), ci, k),
        u.status,
        &UnitStatus::ALL,
        |k| k.label().to_string(),
        tr!(MapSidesStatusOf, id = id.as_str()),
    ) {
        set!(v => status);
    }
    let cell = ui
        .push_id(("arrives", k), |ui| {
            let arrives = u.arrives.as_deref().unwrap_or("");
            if let Some(v) = text_cell(
                ui,
                arrives,
                tr!(MapSidesArrivesOf, id = id.as_str()),
                90.0,
                &tr!(MapSidesArrivesHint),
            ) {
                let v = (!v.trim().is_empty()).then_some(v);
                set!(v => arrives);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "arrives");
    let cell = ui
        .push_id(("guard", k), |ui| {
            if let Some(v) = check_cell(ui, u.guard, "", tr!(MapSidesGuardOf, id = id.as_str())) {
                set!(v => guard);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "guard");
    let cell = ui
        .push_id(("rally", k), |ui| {
            if let Some(v) = check_cell(
                ui,
                u.rally_bonus,
                "",
                tr!(MapSidesRallyOf, id = id.as_str()),
            ) {
                set!(v => rally_bonus);
            }
        })
        .response;
    changes.mark(ui, &cell, &at, "rally_bonus");
    let delete = ui
        .push_id(("delete", k), |ui| ui.small_button(tr!(MapSidesDelete)))
        .inner
        .accessible_name(tr!(MapSidesDeleteUnit, id = id.as_str()));
    if delete.clicked() {
        changes.delete = Some(Removal::Unit {
            side,
            ci,
            k,
            id: u.id.clone(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_add_every_contingent() {
        let mut s = Scenario::new("t");
        let mut a = Unit::new("A1", "Grenadiers", UnitKind::Infantry);
        a.strength = Strength {
            men: 1200,
            stands: 4,
            unit_points: 3,
            strength_points: 2,
        };
        let mut b = a.clone();
        b.id = "A2".into();
        b.strength.men = 800;
        s.sides[0].contingents = vec![
            Contingent {
                name: "Prussians".into(),
                units: vec![a],
                ..Contingent::default()
            },
            Contingent {
                name: "Saxons".into(),
                units: vec![b],
                ..Contingent::default()
            },
        ];
        s.sides[0].name = "Prussia".into();
        assert_eq!(
            totals_text(&s, SideId::A),
            "Totals of side A (Prussia): 2 units, 2,000 men, 8 stands, 6 UP, 4 SP"
        );
        assert_eq!(fresh_unit_id(&s, SideId::A), "A3");
        assert_eq!(fresh_unit_id(&s, SideId::B), "B1");
    }
}
