//! The form for one log entry: one step per kind of entry, each a few rows of a two-column
//! grid (label, field). The form edits a copy; the log editor applies it as one undo step when
//! it differs from the entry.

use super::combat::combat_form;
use super::moves::move_rows;
use crate::app::desk::widgets::roll_row;
use crate::app::desk::{named_combo, number_field, side_combo, side_name, unit_label};
use crate::i18n::tr;
use crate::model::{
    CommandRank, DiceSource, Event, GunLoss, Roll, Scenario, SideId, UnitStatus,
    WithdrawalTestRecord,
};
use crate::record::Knowledge;
use egui::{TextEdit, Ui};

/// The form for one entry; the changed entry when the user changed something.
/// `at` is the entry's place in the log (turn, index), for what stands before it.
pub fn event_form(
    ui: &mut Ui,
    s: &Scenario,
    e: &Event,
    k: &Knowledge,
    at: (usize, usize),
) -> Option<Event> {
    let mut ev = e.clone();
    egui::Grid::new("desk_event_form")
        .num_columns(2)
        .spacing([8.0, 4.0])
        .show(ui, |ui| fields_of(ui, s, &mut ev, k, at));
    (ev != *e).then_some(ev)
}

/// The rows of the form for `ev`'s kind.
fn fields_of(ui: &mut Ui, s: &Scenario, ev: &mut Event, k: &Knowledge, at: (usize, usize)) {
    match ev {
        Event::Losses {
            side,
            unit,
            men,
            stands,
            strength_points,
            unit_points,
        } => {
            losses_side_and_unit(ui, s, side, unit);
            for (label, value) in [
                (tr!(DeskMenLost), men),
                (tr!(DeskStandsLost), stands),
                (tr!(DeskStrengthPointsLost), strength_points),
                (tr!(DeskUnitPointsLost), unit_points),
            ] {
                count_row(ui, &label, value);
            }
        }
        Event::Status { unit, status } => {
            unit_row(ui, s, unit);
            status_row(ui, status);
        }
        Event::MarkerControl { marker, side } => {
            marker_row(ui, s, marker);
            side_row(ui, s, &tr!(DeskExaminedBy), side);
        }
        Event::CommanderLost { side, name, rank } => {
            side_row(ui, s, &tr!(DeskSide), side);
            commander_row(ui, name);
            rank_row(ui, rank);
        }
        Event::CommanderInMelee { side, name } => {
            side_row(ui, s, &tr!(DeskSide), side);
            commander_row(ui, name);
        }
        Event::GunsLost {
            side,
            guns,
            how,
            unit,
        } => {
            losses_side_and_unit(ui, s, side, unit);
            if let (_, Some(v)) = number_field(ui, &tr!(DeskGuns), &tr!(DeskGunsLostName), *guns) {
                *guns = v;
            }
            ui.end_row();
            gun_loss_row(ui, how);
        }
        Event::Combat(c) => combat_form(ui, s, c, at),
        Event::PrematureCall { by, against } => {
            side_row_salted(ui, s, "form_by", &tr!(DeskCalledBy), by);
            side_row_salted(ui, s, "form_against", &tr!(DeskArmyChallenged), against);
        }
        Event::WithdrawalTest(t) => withdrawal_test_rows(ui, s, t, k),
        Event::NightMorale {
            french_on_allied_loc,
            allies_on_both_french_loc,
        } => {
            small_count_row(ui, &tr!(DeskAlliedLocHeld), french_on_allied_loc);
            check_row(
                ui,
                &tr!(DeskFrenchLoc),
                allies_on_both_french_loc,
                &tr!(DeskAlliesHoldFrenchLoc),
            );
        }
        Event::MoraleSpent {
            side,
            points,
            purpose,
        } => {
            side_row(ui, s, &tr!(DeskSide), side);
            if let (_, Some(v)) = number_field(
                ui,
                &tr!(DeskMoralePoints),
                &tr!(DeskMoralePointsSpent),
                u64::from(*points),
            ) {
                *points = u32::try_from(v).unwrap_or(u32::MAX);
            }
            ui.end_row();
            let label = tr!(DeskPurpose);
            ui.label(&label);
            ui.add(TextEdit::singleline(purpose)).accessible_name(label);
            ui.end_row();
        }
        Event::Rally {
            unit,
            roll,
            morale_point,
        } => {
            unit_row(ui, s, unit);
            roll_row(ui, &tr!(DeskRallyRoll), roll);
            check_row(
                ui,
                &tr!(DeskMoralePoint),
                morale_point,
                &tr!(DeskMoralePointSpent),
            );
        }
        Event::RandomEvent {
            side,
            roll,
            second_roll,
        } => {
            side_row(ui, s, &tr!(DeskSide), side);
            roll_row(ui, &tr!(DeskEventRoll), roll);
            second_roll_rows(ui, second_roll);
        }
        Event::Note { text } => {
            ui.label(tr!(DeskNote));
            ui.add(TextEdit::multiline(text).desired_rows(2))
                .accessible_name(tr!(DeskNoteText));
            ui.end_row();
        }
        Event::Move { unit, to, facing } => {
            unit_row(ui, s, unit);
            move_rows(ui, s, (unit, k), to, facing);
        }
        Event::Spotted { by, units } => {
            side_row(ui, s, &tr!(DeskSeenBy), by);
            ui.label(tr!(DeskUnitsSeen));
            if k.audience.hears(crate::record::Audience::Side(*by)) {
                let enemy: Vec<String> = s.side(by.other()).units().map(|u| u.id.clone()).collect();
                units.retain(|u| enemy.contains(u));
                super::combat::pick_among(ui, s, &enemy, &tr!(DeskSeen), units);
            } else {
                ui.label(tr!(DeskSeenIsTheirs));
            }
            ui.end_row();
        }
        Event::RevealMarkers => {
            ui.label(tr!(DeskMarkers));
            ui.label(tr!(DeskEveryMarkerFaceUp));
            ui.end_row();
        }
    }
}

/// The side that lost and the unit, which must be one of that side's (or none: the side at
/// large). Changing the side drops a unit of the other side.
fn losses_side_and_unit(ui: &mut Ui, s: &Scenario, side: &mut SideId, unit: &mut Option<String>) {
    let label = tr!(DeskSide);
    ui.label(&label);
    if let Some(new) = side_combo(ui, s, "form_side", &label, *side) {
        *side = new;
        if unit
            .as_deref()
            .and_then(|u| s.unit(u))
            .map(|(owner, _)| owner)
            != Some(new)
        {
            *unit = None;
        }
    }
    ui.end_row();
    let label = tr!(DeskUnit);
    ui.label(&label);
    unit_choice(
        ui,
        s,
        "form_unit",
        &label,
        Some(*side),
        unit,
        Some(&tr!(DeskSideAtLarge)),
    );
    ui.end_row();
}

fn side_row(ui: &mut Ui, s: &Scenario, label: &str, side: &mut SideId) {
    side_row_salted(ui, s, "form_side", label, side);
}

fn side_row_salted(ui: &mut Ui, s: &Scenario, salt: &str, label: &str, side: &mut SideId) {
    ui.label(label);
    if let Some(new) = side_combo(ui, s, salt, label, *side) {
        *side = new;
    }
    ui.end_row();
}

/// A unit that must be named (a status change, a rally).
fn unit_row(ui: &mut Ui, s: &Scenario, unit: &mut String) {
    let label = tr!(DeskUnit);
    ui.label(&label);
    let mut u = Some(unit.clone());
    unit_choice(ui, s, "form_unit", &label, None, &mut u, None);
    *unit = u.unwrap_or_default();
    ui.end_row();
}

fn count_row(ui: &mut Ui, label: &str, value: &mut u64) {
    if let (_, Some(v)) = number_field(ui, label, label, *value) {
        *value = v;
    }
    ui.end_row();
}

fn small_count_row(ui: &mut Ui, label: &str, value: &mut u32) {
    if let (_, Some(v)) = number_field(ui, label, label, u64::from(*value)) {
        *value = u32::try_from(v).unwrap_or(u32::MAX);
    }
    ui.end_row();
}

fn check_row(ui: &mut Ui, label: &str, value: &mut bool, text: &str) {
    ui.label(label);
    ui.checkbox(value, text);
    ui.end_row();
}

fn status_row(ui: &mut Ui, status: &mut UnitStatus) {
    let label = tr!(DeskNewStatus);
    ui.label(&label);
    named_combo("form_status", &label)
        .selected_text(status_label(*status))
        .show_ui(ui, |ui| {
            for st in UnitStatus::ALL {
                ui.selectable_value(status, st, status_label(st));
            }
        });
    ui.end_row();
}

fn marker_row(ui: &mut Ui, s: &Scenario, marker: &mut String) {
    let label = tr!(DeskMarker);
    ui.label(&label);
    named_combo("form_marker", &label)
        .selected_text(marker.as_str())
        .show_ui(ui, |ui| {
            for m in &s.markers.markers {
                let text = if m.name.trim().is_empty() {
                    m.id.clone()
                } else {
                    format!("{} ({})", m.id, m.name)
                };
                ui.selectable_value(marker, m.id.clone(), text);
            }
        });
    ui.end_row();
}

fn commander_row(ui: &mut Ui, name: &mut String) {
    ui.label(tr!(DeskCommander));
    ui.add(TextEdit::singleline(name))
        .accessible_name(tr!(DeskCommanderName));
    ui.end_row();
}

fn rank_row(ui: &mut Ui, rank: &mut CommandRank) {
    let label = tr!(DeskRank);
    ui.label(&label);
    named_combo("form_rank", &label)
        .selected_text(rank_label(*rank))
        .show_ui(ui, |ui| {
            for r in [CommandRank::Army, CommandRank::Corps, CommandRank::Other] {
                ui.selectable_value(rank, r, rank_label(r));
            }
        });
    ui.end_row();
}

/// How the guns were lost, in rule 6's kinds; the last one does not count.
fn gun_loss_row(ui: &mut Ui, how: &mut GunLoss) {
    ui.label(tr!(DeskHow));
    named_combo("form_gun_loss", &tr!(DeskHowGunsLost))
        .selected_text(gun_loss_label(*how))
        .show_ui(ui, |ui| {
            for g in GunLoss::ALL {
                ui.selectable_value(how, g, gun_loss_label(g));
            }
        });
    ui.end_row();
}

/// "Lost to infantry (counted)", "“Destroyed” by cavalry, … (not counted)".
fn gun_loss_label(how: GunLoss) -> String {
    let mut label = how.label().to_string();
    if let Some(first) = label.chars().next() {
        label.replace_range(..first.len_utf8(), &first.to_uppercase().to_string());
    }
    if how.counts() {
        tr!(DeskGunLossCounted, how = label)
    } else {
        tr!(DeskGunLossNotCounted, how = label)
    }
}

/// A figure of a withdrawal test only its side and the umpire know (absent from a player copy
/// for anyone else).
fn test_figure_row(ui: &mut Ui, label: &str, value: &mut Option<u32>, secret: bool) {
    match value {
        Some(v) if !secret => small_count_row(ui, label, v),
        _ => {
            ui.label(label);
            ui.weak(tr!(DeskNotKnownToAudience));
            ui.end_row();
        }
    }
}

/// The army tested, its figures, the roll and the outcome. VP % and WF are the tested side's
/// and the umpire's (Who knows what): another audience sees that they exist, not their values.
fn withdrawal_test_rows(ui: &mut Ui, s: &Scenario, t: &mut WithdrawalTestRecord, k: &Knowledge) {
    side_row(ui, s, &tr!(DeskArmyTested), &mut t.side);
    let secret = !k.sees_test_figures(t.side);
    small_count_row(ui, &tr!(DeskRsPercent), &mut t.rs_percent);
    test_figure_row(ui, &tr!(DeskVpPercent), &mut t.vp_percent, secret);
    small_count_row(ui, &tr!(DeskPenalty), &mut t.penalty);
    test_figure_row(ui, &tr!(DeskWf), &mut t.wf, secret);
    roll_row(ui, &tr!(DeskPercentileRoll), &mut t.roll);
    check_row(
        ui,
        &tr!(DeskOutcome),
        &mut t.withdrew,
        &tr!(DeskTheArmyWithdraws),
    );
}

/// Whether a second die was rolled for a random event, and its roll.
fn second_roll_rows(ui: &mut Ui, second_roll: &mut Option<Roll>) {
    ui.label(tr!(DeskSecondDie));
    let mut has = second_roll.is_some();
    if ui.checkbox(&mut has, tr!(DeskSecondDieRolled)).changed() {
        *second_roll = has.then_some(Roll {
            value: 1,
            source: DiceSource::Manual,
        });
    }
    ui.end_row();
    if let Some(r) = second_roll {
        roll_row(ui, &tr!(DeskSecondRoll), r);
    }
}

fn rank_label(rank: CommandRank) -> String {
    match rank {
        CommandRank::Army => tr!(DeskRankArmy),
        CommandRank::Corps => tr!(DeskRankCorps),
        CommandRank::Other => tr!(DeskRankOther),
    }
}

fn status_label(st: UnitStatus) -> String {
    match st {
        UnitStatus::OnBoard => tr!(DeskOnBoardArrived),
        other => other.label().to_string(),
    }
}

/// A unit picker. `side` limits it to one side's units; `none` offers "no unit" with that text.
fn unit_choice(
    ui: &mut Ui,
    s: &Scenario,
    id_salt: &str,
    label: &str,
    side: Option<SideId>,
    unit: &mut Option<String>,
    none: Option<&str>,
) {
    let shown = match unit.as_deref() {
        Some(id) if !id.is_empty() => unit_label(s, id),
        _ => none.map_or_else(|| tr!(DeskPickAUnit), str::to_string),
    };
    named_combo(id_salt, label)
        .selected_text(shown)
        .show_ui(ui, |ui| {
            if let Some(text) = none {
                ui.selectable_value(unit, None, text);
            }
            for (owner, u) in s.units() {
                if side.is_none_or(|sd| sd == owner) {
                    let text = tr!(
                        DeskUnitOfSide,
                        unit = unit_label(s, &u.id),
                        side = side_name(s, owner)
                    );
                    ui.selectable_value(unit, Some(u.id.clone()), text);
                }
            }
        });
}
