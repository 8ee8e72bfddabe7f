//! The end-of-battle figures per side and contingent (the casualty chart's data), the side's
//! commander-in-chief ([`c_in_c`]: his loss is the log's) and the settings the verdicts need,
//! each field with its validation messages beside it, and a "Fill from log" button that takes
//! what the log knows. Each side says where the casualty chart took its strength and casualties
//! from: typed here, or its units and the log when nothing is typed.

use super::widgets::in_view;
use super::{Changes, DeskState, named_combo, number_field, paths_match, side_name, warning};
use crate::app::view::ViewCtx;
use crate::i18n::{Msg, tr, whole_number};
use crate::model::{EndOfBattle, GameEnd, Scenario, SideId};
use crate::systems::casualty_chart::{SideFigures, SideSources, Source, men};
use crate::systems::exact::percent;
use crate::systems::{Judgement, Missing};
use egui::{RichText, Ui};

mod c_in_c;

/// View state of the end-of-battle panel.
#[derive(Clone, Debug, Default)]
pub struct EndOfBattleState {
    /// The side whose C-in-C box was unticked while the log records its army commander lost
    /// more than once: which entries to remove is asked before any is.
    pub confirm_untick: Option<SideId>,
}

/// Writes one field of the end-of-battle figures.
pub type Setter = fn(&mut EndOfBattle, u64);

/// One end-of-battle field: its name in the file, its label and how to read and write it.
pub struct EndField {
    pub key: &'static str,
    /// Its label's message: [`EndField::label`] words it.
    pub label: Msg,
    pub get: fn(&EndOfBattle) -> u64,
    pub set: Setter,
}

impl EndField {
    /// The field's label, in the language in force.
    pub fn label(&self) -> String {
        crate::i18n::text(self.label, None)
    }
}

macro_rules! end_field {
    ($key:ident, $label:ident) => {
        EndField {
            key: stringify!($key),
            label: Msg::$label,
            get: |e| e.$key,
            set: |e, v| e.$key = v,
        }
    };
}

/// Every field of [`EndOfBattle`], in the order of the casualty chart's rules.
pub const END_FIELDS: [EndField; 16] = [
    end_field!(start_men, DeskEndStartMen),
    end_field!(reinforcements_men, DeskEndReinforcementsMen),
    end_field!(casualties_men, DeskEndCasualtiesMen),
    end_field!(guns_lost, DeskEndGunsLost),
    end_field!(guns_lost_to_infantry, DeskEndGunsLostToInfantry),
    end_field!(guns_lost_to_artillery, DeskEndGunsLostToArtillery),
    end_field!(guns_abandoned, DeskEndGunsAbandoned),
    end_field!(
        guns_destroyed_by_cavalry_alone,
        DeskEndGunsDestroyedByCavalryAlone
    ),
    end_field!(infringement_losses_caused, DeskEndInfringementLossesCaused),
    end_field!(cavalry_start, DeskEndCavalryStart),
    end_field!(cavalry_surviving, DeskEndCavalrySurviving),
    end_field!(batteries, DeskEndBatteries),
    end_field!(rounds, DeskEndRounds),
    end_field!(infantry_units, DeskEndInfantryUnits),
    end_field!(out_of_ammunition, DeskEndOutOfAmmunition),
    end_field!(low_on_ammunition, DeskEndLowOnAmmunition),
];

/// The path of a contingent's field in the scenario file.
pub fn end_path(side: SideId, contingent: usize, key: &str) -> String {
    format!(
        "sides[{}].contingents[{contingent}].end.{key}",
        side.index()
    )
}

/// The accessible name of a field: "Casualties (men), Austria: Main army".
pub fn field_name(s: &Scenario, side: SideId, contingent: usize, label: &str) -> String {
    let c = &s.side(side).contingents[contingent].name;
    tr!(
        DeskEndFieldName,
        label = label,
        side = side_name(s, side),
        contingent = c.as_str()
    )
}

pub use crate::record::end_figures::LogFigure;

/// The figures the record gives for contingent `k` of `side` (see
/// [`crate::record::end_figures`]): each in its own field's measure.
pub fn figures_from_log(
    s: &Scenario,
    state: &mut DeskState,
    side: SideId,
    k: usize,
) -> Vec<LogFigure> {
    crate::record::end_figures::figures_from_log(s, state.derived.record(), side, k)
}

/// Where the log records `side`'s army commander (its C-in-C) lost: (turn, index in the turn,
/// name) of every `CommanderLost` entry of rank Army, in log order (the casualty chart's
/// modifier (4) reads the first).
pub fn c_in_c_lost_in_log(s: &Scenario, side: SideId) -> Vec<(usize, usize, String)> {
    s.log
        .army_commander_losses(side)
        .map(|(t, k, name)| (t, k, name.to_string()))
        .collect()
}

/// Messages about the field at `path`: consistency problems and what the systems miss there.
fn messages_for(s: &Scenario, state: &mut DeskState, path: &str) -> Vec<String> {
    let mut out: Vec<String> = state
        .derived
        .problems()
        .iter()
        .filter(|p| paths_match(&p.path, path))
        .map(|p| p.message.clone())
        .collect();
    for (sys, j) in state.derived.standing(s, state.audience).all() {
        let list: &[Missing] = match j {
            Judgement::NotApplicable { missing } => missing,
            Judgement::Invalid { problems } => problems,
            Judgement::Withheld { .. } => continue,
            Judgement::Verdict(_) => &[],
        };
        for m in list.iter().filter(|m| paths_match(&m.path, path)) {
            let text = tr!(
                DeskSystemMessage,
                system = sys.name(),
                message = m.message.as_str()
            );
            if !out.contains(&text) {
                out.push(text);
            }
        }
    }
    out
}

/// The end-of-battle panel.
pub fn ui(
    ui: &mut Ui,
    s: &Scenario,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    egui::ScrollArea::vertical()
        .id_salt("desk_end_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            settings_section(ui, s, state, changes);
            for side in SideId::BOTH {
                ui.add_space(10.0);
                side_section(ui, s, side, view, state, changes);
            }
        });
}

fn game_end_label(s: &Scenario, g: Option<GameEnd>) -> String {
    match g {
        None => tr!(DeskNotEndedYet),
        Some(GameEnd::Collapse { vanquished }) => {
            tr!(DeskCollapseOf, side = side_name(s, vanquished))
        }
        Some(GameEnd::Sundown) => tr!(DeskSundown),
    }
}

fn french_label(s: &Scenario, f: Option<SideId>) -> String {
    match f {
        None => tr!(DeskNotAWaterlooGame),
        Some(side) => side_name(s, side).to_string(),
    }
}

fn settings_section(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    ui.heading(tr!(DeskHowTheBattleEnded));
    egui::Grid::new("desk_end_settings")
        .num_columns(3)
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            let how = tr!(DeskHowTheGameEnded);
            ui.label(&how);
            let mut g = s.settings.game_end;
            let mut options = vec![None];
            options.extend(SideId::BOTH.map(|v| Some(GameEnd::Collapse { vanquished: v })));
            options.push(Some(GameEnd::Sundown));
            let r = named_combo("desk_game_end", &how)
                .selected_text(game_end_label(s, g))
                .show_ui(ui, |ui| {
                    for o in options {
                        ui.selectable_value(&mut g, o, game_end_label(s, o));
                    }
                });
            if g != s.settings.game_end {
                changes.action(move |s| s.settings.game_end = g);
            }
            field_tail(ui, s, state, &r, "settings.game_end");

            let men_per_gun = tr!(DeskMenPerGun);
            let (r, v) = number_field(ui, &men_per_gun, &men_per_gun, s.settings.men_per_gun);
            if let Some(v) = v {
                changes.edit(move |s| s.settings.men_per_gun = v);
            }
            field_tail(ui, s, state, &r, "settings.men_per_gun");

            ui.label(tr!(DeskHeldTheField));
            let mut held = s.settings.defender_held_field;
            let r = ui.checkbox(&mut held, tr!(DeskHeldTheFieldBox));
            if r.changed() {
                changes.action(move |s| s.settings.defender_held_field = held);
            }
            field_tail(ui, s, state, &r, "settings.defender_held_field");

            let french = tr!(DeskFrenchSide);
            ui.label(&french);
            let mut f = s.settings.french;
            let r = named_combo("desk_french", &french)
                .selected_text(french_label(s, f))
                .show_ui(ui, |ui| {
                    for o in [None, Some(SideId::A), Some(SideId::B)] {
                        ui.selectable_value(&mut f, o, french_label(s, o));
                    }
                });
            if f != s.settings.french {
                changes.action(move |s| s.settings.french = f);
            }
            field_tail(ui, s, state, &r, "settings.french");

            for side in SideId::BOTH {
                let label = tr!(DeskMoralePointsAtStart, side = side_name(s, side));
                let (r, v) =
                    number_field(ui, &label, &label, u64::from(s.side(side).morale_points));
                if let Some(v) = v {
                    let v = u32::try_from(v).unwrap_or(u32::MAX);
                    changes.edit(move |s| s.side_mut(side).morale_points = v);
                }
                field_tail(
                    ui,
                    s,
                    state,
                    &r,
                    &format!("sides[{}].morale_points", side.index()),
                );
            }

            ui.label(tr!(DeskOptionalRule));
            let mut zero = s.settings.waterloo20.morale_zero_loses;
            let r = ui.checkbox(&mut zero, tr!(DeskMoraleZeroLoses));
            if r.changed() {
                changes.action(move |s| s.settings.waterloo20.morale_zero_loses = zero);
            }
            field_tail(ui, s, state, &r, "settings.waterloo20.morale_zero_loses");
        });
}

/// Outline the field if asked for, and show its messages in the grid's last column.
fn field_tail(ui: &mut Ui, s: &Scenario, state: &mut DeskState, r: &egui::Response, path: &str) {
    state.mark(ui, r, path);
    let msgs = messages_for(s, state, path);
    ui.vertical(|ui| {
        for m in msgs {
            warning(ui, &m);
        }
    });
    ui.end_row();
}

fn side_section(
    ui: &mut Ui,
    s: &Scenario,
    side: SideId,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let i = side.index();
    let data = s.side(side);
    ui.heading(RichText::new(&data.name).color(super::side_colour(s, side)));
    if let Some((figures, sources)) = state.derived.chart_figures() {
        ui.label(side_total_text(&figures[i], &sources[i]));
    }
    egui::Grid::new(("desk_cinc", i))
        .num_columns(3)
        .spacing([8.0, 4.0])
        .show(ui, |ui| c_in_c::rows(ui, s, side, view, state, changes));
    if data.contingents.is_empty() {
        ui.label(tr!(DeskNoContingent, side = data.name.as_str()));
        let path = format!("sides[{i}].contingents");
        for m in messages_for(s, state, &path) {
            warning(ui, &m);
        }
    }
    // A contingent's heading and grid, before it is first drawn: a row per field and one.
    let guess = (END_FIELDS.len() + 1) as f32 * (ui.spacing().interact_size.y + 3.0);
    let scrolling = state.focus.as_ref().is_some_and(|f| f.scroll);
    for k in 0..data.contingents.len() {
        ui.add_space(6.0);
        let id = ui.scope_id().with(("desk_end_contingent", i, k));
        in_view(ui, id, guess, scrolling, |ui| {
            contingent_section(ui, s, side, k, view, state, changes);
        });
    }
}

/// The side's strength and casualties as the casualty chart reckons them, and where it took
/// them from.
fn side_total_text(f: &SideFigures, src: &SideSources) -> String {
    let (strength, casualties, loss) = (men(f.strength), men(f.casualties), percent(f.loss));
    match src.men {
        Source::Typed => tr!(
            DeskSideTotalTyped,
            strength = strength,
            casualties = casualties,
            loss = loss
        ),
        Source::Units => tr!(
            DeskSideTotalFromUnits,
            strength = strength,
            casualties = casualties,
            loss = loss
        ),
    }
}

/// A contingent's name, its "Fill from log" and its figures.
fn contingent_section(
    ui: &mut Ui,
    s: &Scenario,
    side: SideId,
    k: usize,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let data = s.side(side);
    let cont = &data.contingents[k];
    {
        ui.horizontal(|ui| {
            ui.strong(tr!(
                DeskContingentOf,
                side = data.name.as_str(),
                contingent = cont.name.as_str()
            ));
            let known = figures_from_log(s, state, side, k);
            // Not from a replay older than the last change.
            let button = ui
                .add_enabled(
                    state.derived.is_current(),
                    egui::Button::new(tr!(DeskFillFromLog)),
                )
                .accessible_name(tr!(
                    DeskFillFromLogName,
                    side = data.name.as_str(),
                    contingent = cont.name.as_str()
                ))
                .on_hover_text(tr!(DeskFillFromLogWhy))
                .on_disabled_hover_text(if view.player_view() {
                    tr!(DeskPlayerViewReadsOnly)
                } else {
                    tr!(DeskBeingReplayed)
                });
            if button.clicked() {
                fill_from_log(s, side, k, &known, view, changes);
            }
        });
        contingent_grid(ui, s, side, k, state, changes);
    }
}

fn fill_from_log(
    s: &Scenario,
    side: SideId,
    k: usize,
    known: &[LogFigure],
    view: &mut ViewCtx,
    changes: &mut Changes,
) {
    let cont = &s.side(side).contingents[k];
    if known.is_empty() {
        view.info(tr!(
            DeskFillNothing,
            side = side_name(s, side),
            contingent = cont.name.as_str()
        ));
        return;
    }
    let updates: Vec<(Setter, u64)> = known
        .iter()
        .filter_map(|f| {
            END_FIELDS
                .iter()
                .find(|e| e.key == f.key)
                .map(|e| (e.set, f.value))
        })
        .collect();
    let summary: Vec<String> = known
        .iter()
        .filter_map(|f| {
            END_FIELDS.iter().find(|e| e.key == f.key).map(|e| {
                tr!(
                    DeskFilledFigure,
                    label = e.label().to_lowercase(),
                    value = whole_number(f.value.into())
                )
            })
        })
        .collect();
    view.info(tr!(
        DeskFilled,
        side = side_name(s, side),
        contingent = cont.name.as_str(),
        figures = summary.join(", ")
    ));
    changes.action(move |s| {
        if let Some(c) = s.side_mut(side).contingents.get_mut(k) {
            for (set, v) in updates {
                set(&mut c.end, v);
            }
        }
    });
}

fn contingent_grid(
    ui: &mut Ui,
    s: &Scenario,
    side: SideId,
    k: usize,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let end = s.side(side).contingents[k].end;
    let known = figures_from_log(s, state, side, k);
    egui::Grid::new(("desk_end_grid", side.index(), k))
        .num_columns(4)
        .spacing([8.0, 3.0])
        .striped(true)
        .show(ui, |ui| {
            for f in &END_FIELDS {
                let label = f.label();
                let name = field_name(s, side, k, &label);
                let value = (f.get)(&end);
                let (r, v) = number_field(ui, &label, &name, value);
                if let Some(v) = v {
                    let set = f.set;
                    changes.edit(move |s| {
                        if let Some(c) = s.side_mut(side).contingents.get_mut(k) {
                            set(&mut c.end, v);
                        }
                    });
                }
                let path = end_path(side, k, f.key);
                state.mark(ui, &r, &path);
                match known.iter().find(|l| l.key == f.key) {
                    Some(l) if l.value != value => {
                        ui.weak(tr!(DeskLogFigure, value = whole_number(l.value.into())))
                            .on_hover_text(&l.why);
                    }
                    Some(l) => {
                        ui.weak(tr!(DeskAsInTheLog)).on_hover_text(&l.why);
                    }
                    None => {
                        ui.label("");
                    }
                }
                let msgs = messages_for(s, state, &path);
                ui.vertical(|ui| {
                    for m in msgs {
                        warning(ui, &m);
                    }
                });
                ui.end_row();
            }
        });
}
