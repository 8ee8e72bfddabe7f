//! The battle's settings that are not figures: which victory system decides the battle (the
//! result of record, `settings.decided_by`) and which are shown beside it for comparison
//! (`settings.compare_with`), and who played, umpired, where and when (`played`). Seed 000
//! makes its chart the approved method unless the umpire makes other criteria clear at the
//! start of the battle: this is where he makes them clear. The systems are the registry's
//! ([`crate::systems::registry`]), picked by name, never typed.
//!
//! Every change goes through the document as one undo step (a choice) or one settled burst of
//! typing (a name).

use super::{Changes, DeskState, named_combo, warning};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{Played, Scenario, SideId};
use crate::systems::{VictorySystem, registry};
use egui::{RichText, TextEdit, Ui};

/// The settings panel; `edit` is false in a player's view, which shows it read-only.
pub fn ui(ui: &mut Ui, s: &Scenario, view: &ViewCtx, state: &mut DeskState, changes: &mut Changes) {
    egui::ScrollArea::vertical()
        .id_salt("desk_settings_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.add_enabled_ui(!view.player_view(), |ui| {
                result_of_record(ui, s, state, changes);
                ui.add_space(12.0);
                who_played(ui, s, state, changes);
            });
        });
}

/// "Casualty chart (Result at Waterloo)", or the id as written when no system has it.
fn system_name(id: &str) -> String {
    match crate::systems::by_id(id.trim()) {
        Some(sys) => sys.name().to_string(),
        None => tr!(DeskNoSuchSystem, id = id),
    }
}

fn result_of_record(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    ui.heading(tr!(DeskResultOfRecord));
    ui.label(tr!(DeskResultOfRecordAbout));
    ui.add_space(4.0);
    egui::Grid::new("desk_settings_result")
        .num_columns(2)
        .spacing([8.0, 6.0])
        .show(ui, |ui| {
            let decided_by = tr!(DeskDecidedBy);
            ui.label(&decided_by);
            let mut chosen = s.settings.decided_by.clone();
            let shown = chosen
                .as_deref()
                .map(system_name)
                .unwrap_or_else(|| tr!(DeskNotNamedYet));
            let r = named_combo("desk_decided_by", &decided_by)
                .selected_text(shown)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut chosen, None, tr!(DeskNotNamedYet));
                    for sys in registry() {
                        ui.selectable_value(&mut chosen, Some(sys.id().to_string()), sys.name())
                            .on_hover_text(format!("{} ({})", sys.source(), sys.id()));
                    }
                });
            state.mark(ui, &r, "settings.decided_by");
            if chosen != s.settings.decided_by {
                changes.action(move |s| s.settings.decided_by = chosen);
            }
            ui.end_row();

            ui.label(tr!(DeskComparedWith));
            let r = ui.vertical(|ui| compared_with(ui, s, changes)).response;
            state.mark(ui, &r, "settings.compare_with");
            ui.end_row();
        });
    for p in state.derived.problems().iter().filter(|p| {
        p.path.starts_with("settings.decided_by") || p.path.starts_with("settings.compare_with")
    }) {
        warning(
            ui,
            &tr!(
                DeskFieldProblem,
                field = super::field_name(s, &p.path),
                message = p.message.as_str()
            ),
        );
    }
}

/// A box per system other than the deciding one: ticked, it is shown beside the result of
/// record. The list keeps the registry's order; an id no system has stays until unticked.
fn compared_with(ui: &mut Ui, s: &Scenario, changes: &mut Changes) {
    let deciding = s.settings.decided_by.as_deref().map(str::trim);
    let listed = |id: &str| s.settings.compare_with.iter().any(|c| c.trim() == id);
    for sys in registry() {
        if deciding == Some(sys.id()) {
            continue;
        }
        let mut on = listed(sys.id());
        let r = ui
            .checkbox(&mut on, sys.name())
            .accessible_name(tr!(DeskComparedWithName, system = sys.name()))
            .on_hover_text(format!("{} ({})", sys.source(), sys.id()));
        if r.changed() {
            let id = sys.id();
            changes.action(move |s| set_compared(s, id, on));
        }
    }
    for id in s
        .settings
        .compare_with
        .iter()
        .filter(|id| crate::systems::by_id(id.trim()).is_none())
    {
        let mut on = true;
        let text = tr!(DeskFromTheFile, system = system_name(id));
        if ui.checkbox(&mut on, text).changed() {
            let id = id.clone();
            changes.action(move |s| s.settings.compare_with.retain(|c| *c != id));
        }
    }
}

/// Tick or untick system `id` among those compared, keeping the registry's order.
pub fn set_compared(s: &mut Scenario, id: &str, on: bool) {
    s.settings.compare_with.retain(|c| c.trim() != id);
    if on {
        s.settings.compare_with.push(id.to_string());
    }
    let place = |c: &String| {
        registry()
            .iter()
            .position(|sys: &&dyn VictorySystem| sys.id() == c.trim())
            .unwrap_or(usize::MAX)
    };
    s.settings.compare_with.sort_by_key(place);
}

/// One text field of [`Played`]: its label, its place in the file, and how to reach it.
struct PlayedField {
    label: String,
    path: &'static str,
    get: fn(&Played) -> &String,
    set: fn(&mut Played) -> &mut String,
}

fn played_fields(s: &Scenario) -> [PlayedField; 5] {
    let players = |side: SideId| tr!(DeskPlayersOf, side = s.side(side).name.as_str());
    [
        PlayedField {
            label: players(SideId::A),
            path: "played.players.0",
            get: |p| &p.players.0,
            set: |p| &mut p.players.0,
        },
        PlayedField {
            label: players(SideId::B),
            path: "played.players.1",
            get: |p| &p.players.1,
            set: |p| &mut p.players.1,
        },
        PlayedField {
            label: tr!(DeskUmpire),
            path: "played.umpire",
            get: |p| &p.umpire,
            set: |p| &mut p.umpire,
        },
        PlayedField {
            label: tr!(DeskPlace),
            path: "played.place",
            get: |p| &p.place,
            set: |p| &mut p.place,
        },
        PlayedField {
            label: tr!(DeskDatePlayed),
            path: "played.date",
            get: |p| &p.date,
            set: |p| &mut p.date,
        },
    ]
}

fn who_played(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    ui.heading(tr!(DeskWhoPlayed));
    ui.label(RichText::new(tr!(DeskWhoPlayedAbout)).weak());
    ui.add_space(4.0);
    egui::Grid::new("desk_settings_played")
        .num_columns(2)
        .spacing([8.0, 6.0])
        .show(ui, |ui| {
            for f in played_fields(s) {
                let label = ui.label(&f.label);
                let mut text = (f.get)(&s.played).clone();
                let hint = match f.path {
                    "played.date" => tr!(DeskDateHint),
                    "played.place" => tr!(DeskPlaceHint),
                    _ => String::new(),
                };
                let r = ui
                    .add(
                        TextEdit::singleline(&mut text)
                            .hint_text(hint)
                            .desired_width(320.0),
                    )
                    .labelled_by(label.id);
                state.mark(ui, &r, f.path);
                if r.changed() {
                    let set = f.set;
                    changes.edit(move |s| *set(&mut s.played) = text);
                }
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn systems_compared_keep_the_registry_order_and_are_never_listed_twice() {
        let mut s = Scenario::new("t");
        set_compared(&mut s, "waterloo20", true);
        set_compared(&mut s, "casualty-chart", true);
        set_compared(&mut s, "waterloo20", true);
        assert_eq!(s.settings.compare_with, ["casualty-chart", "waterloo20"]);
        set_compared(&mut s, "casualty-chart", false);
        assert_eq!(s.settings.compare_with, ["waterloo20"]);
    }
}
