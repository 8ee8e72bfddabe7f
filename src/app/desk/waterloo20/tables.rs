//! The Waterloo 20 Rally Table and both Random Events Tables: roll (seeded or real dice),
//! read the table, log the result.

use super::rally_candidates;
use crate::app::desk::{
    Changes, DeskState, push_event, side_combo, side_name, turn_name, unit_label,
};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{Event, Scenario, SideId};
use crate::record::words::turn_phrase;
use crate::systems::waterloo20::{
    is_night, needs_second_roll, rally, rally_modifier, random_event, second_roll_effect,
};
use egui::{RichText, Ui};

/// The Rally Table: a unit that may rally this Night turn, its roll and the result.
pub(super) fn rally_section(
    ui: &mut Ui,
    s: &Scenario,
    turn: usize,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    ui.heading(tr!(DeskW20RallyTable));
    egui::Grid::new("w20_rally_table")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (roll, text) in [
                ("1–2", tr!(DeskW20RallyEliminated)),
                ("3–4", tr!(DeskW20RallyNoEffect)),
                ("5, 6, 7+", tr!(DeskW20RallyRallies)),
            ] {
                ui.label(roll);
                ui.label(text);
                ui.end_row();
            }
        });
    ui.label(tr!(DeskW20RallyModifiers));
    let routed = rally_candidates(s, turn);
    let may_log = state.may_log(s);
    let record = state.derived.record();
    let w = &mut state.waterloo20;
    if let Some((lang, last)) = &w.last_result
        && *lang == crate::i18n::current()
    {
        ui.label(RichText::new(last).strong());
    }
    if routed.is_empty() {
        ui.label(if s.log.turns.is_empty() {
            tr!(DeskW20NoRallyNothingLogged)
        } else {
            tr!(DeskW20NoRallyIn, turn = turn_phrase(s, turn))
        });
        return;
    }
    if w.rally_unit.as_ref().is_none_or(|u| !routed.contains(u)) {
        w.rally_unit = routed.first().cloned();
    }
    let current = w.rally_unit.clone().unwrap_or_default();
    ui.horizontal(|ui| {
        let label = tr!(DeskW20RoutedUnit);
        ui.label(&label);
        crate::app::desk::named_combo("w20_rally_unit", &label)
            .selected_text(unit_label(s, &current))
            .show_ui(ui, |ui| {
                for id in &routed {
                    ui.selectable_value(&mut w.rally_unit, Some(id.clone()), unit_label(s, id));
                }
            });
    });
    ui.checkbox(&mut w.rally_morale_point, tr!(DeskW20ExpendMoralePoint));
    let Some((_, unit)) = s.unit(&current) else {
        return;
    };
    ui.label(tr!(
        DeskW20ModifierFor,
        unit = unit_label(s, &current),
        modifier = rally_modifier(unit, w.rally_morale_point).to_string()
    ));
    let name = if s.log.turns.is_empty() {
        String::new()
    } else {
        turn_name(s, turn)
    };
    if !is_night(&name) {
        crate::app::desk::warning(ui, &tr!(DeskW20RallyOnNight));
    }
    // A player's view reads the table; the roll and the log are the umpire's.
    if view.player_view() {
        return;
    }
    let what = tr!(DeskRallyRoll);
    w.rally_roll.ui(ui, &what, 6);
    let log = ui
        .add_enabled(may_log, egui::Button::new(tr!(DeskW20RollAndLogRally)))
        .on_disabled_hover_text(crate::app::desk::turns::answer_first());
    if log.clicked() {
        match w.rally_roll.roll(s, 6, &what) {
            Ok(roll) => {
                let (modified, result) = rally(roll.value, unit, w.rally_morale_point);
                let said = tr!(
                    DeskW20RallyOf,
                    unit = unit_label(s, &current),
                    roll = crate::app::desk::roll_text(&roll),
                    modified = modified.to_string(),
                    code = result.code(),
                    meaning = result.meaning()
                );
                w.last_result = Some((crate::i18n::current(), said));
                let e = Event::Rally {
                    unit: current.clone(),
                    roll,
                    morale_point: w.rally_morale_point,
                };
                view.say(super::logged_in(s, record, turn, &e));
                w.rally_roll.typed.clear();
                changes.action(move |s| push_event(s, turn, e));
            }
            Err(e) => view.error(e.to_string()),
        }
    }
}

/// The Random Events Tables of both sides, with the second die some events call for.
pub(super) fn events_section(
    ui: &mut Ui,
    s: &Scenario,
    turn: usize,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let french = s.settings.french.unwrap_or(SideId::A);
    let may_log = state.may_log(s);
    let record = state.derived.record();
    let w = &mut state.waterloo20;
    let side = *w.event_side.get_or_insert(french);
    ui.horizontal(|ui| {
        ui.label(tr!(DeskW20SideRolling));
        if let Some(new) = side_combo(ui, s, "w20_event_side", &tr!(DeskW20SideRollingName), side) {
            w.event_side = Some(new);
        }
    });
    for (is_french, title) in [
        (true, tr!(DeskW20FrenchEventsTable)),
        (false, tr!(DeskW20AlliedEventsTable)),
    ] {
        let mine = (side == french) == is_french;
        let heading = RichText::new(title).strong();
        ui.label(if mine {
            heading.underline()
        } else {
            heading.weak()
        });
        egui::Grid::new(("w20_events", is_french))
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                for roll in 1..=6u32 {
                    let (t, text) = random_event(is_french, roll);
                    ui.label(roll.to_string());
                    ui.label(t);
                    ui.label(text);
                    ui.end_row();
                }
            });
    }
    ui.separator();
    if let Some((lang, last)) = &w.last_result
        && *lang == crate::i18n::current()
    {
        ui.label(RichText::new(last).strong());
    }
    // A player's view reads the tables; the roll and the log are the umpire's.
    if view.player_view() {
        return;
    }
    let what = tr!(DeskW20RandomEventRoll);
    let second_what = tr!(DeskSecondDie);
    w.event_roll.ui(ui, &what, 6);
    if w.event_roll.manual {
        ui.horizontal(|ui| {
            ui.label(tr!(DeskW20SecondDieFor));
            w.second_roll.manual = true;
            ui.add(
                egui::TextEdit::singleline(&mut w.second_roll.typed)
                    .hint_text("1–6")
                    .desired_width(40.0),
            )
            .accessible_name(tr!(DeskRealDiceTyped, what = second_what.as_str()));
        });
    }
    let log = ui
        .add_enabled(may_log, egui::Button::new(tr!(DeskW20RollAndLogEvent)))
        .on_disabled_hover_text(crate::app::desk::turns::answer_first());
    if log.clicked() {
        let is_french = side == french;
        let result = w.event_roll.roll(s, 6, &what).and_then(|roll| {
            let second = if !needs_second_roll(roll.value) {
                None
            } else if w.event_roll.manual {
                Some(w.second_roll.roll(s, 6, &second_what)?)
            } else {
                // The seeded second die is the draw after the event's.
                let mut dice = crate::model::Dice::for_scenario(s);
                dice.next_index = match roll.source {
                    crate::model::DiceSource::Seeded { index } => index + 1,
                    crate::model::DiceSource::Manual => dice.next_index,
                };
                Some(dice.roll(6))
            };
            Ok((roll, second))
        });
        match result {
            Ok((roll, second)) => {
                let (t, text) = random_event(is_french, roll.value);
                let extra = second.and_then(|r| second_roll_effect(is_french, roll.value, r.value));
                let (name, roll_text) = (side_name(s, side), crate::app::desk::roll_text(&roll));
                let said = match extra {
                    Some(extra) => tr!(
                        DeskW20RandomEventForThen,
                        side = name,
                        roll = roll_text,
                        event = t,
                        text = text,
                        extra = extra
                    ),
                    None => tr!(
                        DeskW20RandomEventFor,
                        side = name,
                        roll = roll_text,
                        event = t,
                        text = text
                    ),
                };
                w.last_result = Some((crate::i18n::current(), said));
                let e = Event::RandomEvent {
                    side,
                    roll,
                    second_roll: second,
                };
                view.say(super::logged_in(s, record, turn, &e));
                w.event_roll.typed.clear();
                w.second_roll.typed.clear();
                changes.action(move |s| push_event(s, turn, e));
            }
            Err(e) => view.error(e.to_string()),
        }
    }
}
