//! The Waterloo 20 Rally Table and both Random Events Tables: roll (seeded or real dice),
//! read the table, log the result.

use super::rally_candidates;
use crate::app::desk::{
    Changes, DeskState, push_event, side_combo, side_name, turn_name, unit_label,
};
use crate::app::view::ViewCtx;
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
    ui.heading("Rally Table (Night turns)");
    egui::Grid::new("w20_rally_table")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for (roll, text) in [
                ("1–2", "E: the unit is permanently eliminated"),
                ("3–4", "–: no effect, it may try again next Night turn"),
                ("5, 6, 7+", "Rally: place it on a friendly LOC hex"),
            ] {
                ui.label(roll);
                ui.label(text);
                ui.end_row();
            }
        });
    ui.label("Modifiers: +1 for the French Imperial Guard or the Anglo-Dutch I Corps; +1 for a Morale Point expended.");
    let routed = rally_candidates(s, turn);
    let may_log = state.may_log(s);
    let record = state.derived.record();
    let w = &mut state.waterloo20;
    if let Some(last) = &w.last_result {
        ui.label(RichText::new(last).strong());
    }
    if routed.is_empty() {
        ui.label(if s.log.turns.is_empty() {
            "No routed unit may try to rally: nothing is logged yet.".to_string()
        } else {
            format!(
                "No routed unit may try to rally in {}.",
                turn_phrase(s, turn)
            )
        });
        return;
    }
    if w.rally_unit.as_ref().is_none_or(|u| !routed.contains(u)) {
        w.rally_unit = routed.first().cloned();
    }
    let current = w.rally_unit.clone().unwrap_or_default();
    ui.horizontal(|ui| {
        ui.label("Routed unit");
        crate::app::desk::named_combo("w20_rally_unit", "Routed unit")
            .selected_text(unit_label(s, &current))
            .show_ui(ui, |ui| {
                for id in &routed {
                    ui.selectable_value(&mut w.rally_unit, Some(id.clone()), unit_label(s, id));
                }
            });
    });
    ui.checkbox(&mut w.rally_morale_point, "Expend a Morale Point (+1)");
    let Some((_, unit)) = s.unit(&current) else {
        return;
    };
    ui.label(format!(
        "Modifier for {}: +{}",
        unit_label(s, &current),
        rally_modifier(unit, w.rally_morale_point)
    ));
    let name = if s.log.turns.is_empty() {
        String::new()
    } else {
        turn_name(s, turn)
    };
    if !is_night(&name) {
        crate::app::desk::warning(
            ui,
            "Units rally on Night turns; the current turn is not one.",
        );
    }
    // A player's view reads the table; the roll and the log are the umpire's.
    if view.player_view() {
        return;
    }
    w.rally_roll.ui(ui, "Rally roll", 6);
    let log = ui
        .add_enabled(may_log, egui::Button::new("Roll and log the rally"))
        .on_disabled_hover_text(crate::app::desk::turns::ANSWER_FIRST);
    if log.clicked() {
        match w.rally_roll.roll(s, 6, "Rally roll") {
            Ok(roll) => {
                let (modified, result) = rally(roll.value, unit, w.rally_morale_point);
                let said = format!(
                    "Rally of {}: roll {}, modified {modified}: {} ({})",
                    unit_label(s, &current),
                    crate::app::desk::roll_text(&roll),
                    result.code(),
                    result.meaning()
                );
                w.last_result = Some(said);
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
        ui.label("Side rolling");
        if let Some(new) = side_combo(ui, s, "w20_event_side", "Side rolling a random event", side)
        {
            w.event_side = Some(new);
        }
    });
    for (is_french, title) in [
        (true, "French Random Events Table"),
        (false, "Allied Random Events Table"),
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
    if let Some(last) = &w.last_result {
        ui.label(RichText::new(last).strong());
    }
    // A player's view reads the tables; the roll and the log are the umpire's.
    if view.player_view() {
        return;
    }
    w.event_roll.ui(ui, "Random event roll", 6);
    if w.event_roll.manual {
        ui.horizontal(|ui| {
            ui.label("Second die, for Weather (3) and Morale Fluctuation (5):");
            w.second_roll.manual = true;
            ui.add(
                egui::TextEdit::singleline(&mut w.second_roll.typed)
                    .hint_text("1–6")
                    .desired_width(40.0),
            )
            .accessible_name("Second die (real dice)");
        });
    }
    let log = ui
        .add_enabled(may_log, egui::Button::new("Roll and log the random event"))
        .on_disabled_hover_text(crate::app::desk::turns::ANSWER_FIRST);
    if log.clicked() {
        let is_french = side == french;
        let result = w
            .event_roll
            .roll(s, 6, "Random event roll")
            .and_then(|roll| {
                let second = if !needs_second_roll(roll.value) {
                    None
                } else if w.event_roll.manual {
                    Some(w.second_roll.roll(s, 6, "Second die")?)
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
                let extra = second
                    .and_then(|r| second_roll_effect(is_french, roll.value, r.value))
                    .map(|x| format!(" {x}"))
                    .unwrap_or_default();
                let said = format!(
                    "Random event for {}: roll {}: {t}. {text}{extra}",
                    side_name(s, side),
                    crate::app::desk::roll_text(&roll)
                );
                w.last_result = Some(said);
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
