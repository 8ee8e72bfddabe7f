//! The combat form of the log (Waterloo 20): only units still on the board before the entry
//! may fight, and the result follows the Combat Results Table unless the umpire overrides it.

use crate::app::desk::widgets::roll_row;
use crate::app::desk::{named_combo, number_field, side_combo, side_name, unit_label, warning};
use crate::i18n::tr;
use crate::model::{Combat, CrtResult, DiceSource, Roll, Scenario, SideId, Terrain, UnitStatus};
use egui::Ui;

/// The units of `side` that can fight at `at`: on the board just before that entry, and those
/// the combat names already.
fn able_to_fight(s: &Scenario, side: SideId, c: &Combat, at: (usize, usize)) -> Vec<String> {
    let st = crate::model::replay_until(s, at.0, Some(at.1));
    let named = |id: &str| c.attackers.iter().chain(&c.defenders).any(|x| x == id);
    s.side(side)
        .units()
        .filter(|u| st.status(&u.id) == Some(UnitStatus::OnBoard) || named(&u.id))
        .map(|u| u.id.clone())
        .collect()
}

/// The result the Combat Results Table gives for this combat and roll.
fn table_result(s: &Scenario, c: &Combat, roll: u32) -> CrtResult {
    let odds = crate::systems::waterloo20::combat_odds(s, c);
    crate::systems::waterloo20::crt(odds.attack - odds.defence, roll)
}

/// The rows of a combat: sides and units engaged, terrain, Morale Points, the roll and the
/// result the table gives for it, Strength Points lost, units eliminated and routed.
pub(super) fn combat_form(ui: &mut Ui, s: &Scenario, c: &mut Combat, at: (usize, usize)) {
    let label = tr!(DeskAttackingSide);
    ui.label(&label);
    let att = c.attacker.unwrap_or(SideId::A);
    if let Some(new) = side_combo(ui, s, "form_attacker", &label, att) {
        c.attacker = Some(new);
        c.attackers
            .retain(|id| s.unit(id).is_some_and(|(o, _)| o == new));
        c.defenders
            .retain(|id| s.unit(id).is_some_and(|(o, _)| o != new));
    } else if c.attacker.is_none() {
        c.attacker = Some(att);
    }
    ui.end_row();
    let att = c.attacker.unwrap_or(SideId::A);
    // Only units still on the board then: an eliminated or routed unit fights no more.
    let attackers = able_to_fight(s, att, c, at);
    let defenders = able_to_fight(s, att.other(), c, at);
    ui.label(tr!(DeskAttackers));
    pick_among(ui, s, &attackers, &tr!(DeskAttacker), &mut c.attackers);
    ui.end_row();
    ui.label(tr!(DeskDefenders));
    pick_among(ui, s, &defenders, &tr!(DeskDefender), &mut c.defenders);
    ui.end_row();
    let label = tr!(DeskDefendersTerrain);
    ui.label(&label);
    named_combo("form_terrain", &label)
        .selected_text(c.terrain.label())
        .show_ui(ui, |ui| {
            for t in Terrain::ALL {
                ui.selectable_value(&mut c.terrain, t, t.label());
            }
        });
    ui.end_row();
    ui.label(tr!(DeskRiver));
    ui.checkbox(&mut c.across_river, tr!(DeskAcrossRiver));
    ui.end_row();
    ui.label(tr!(DeskMoralePoints));
    ui.vertical(|ui| {
        ui.checkbox(&mut c.attacker_morale_point, tr!(DeskAttackerSpends));
        ui.checkbox(&mut c.defender_morale_point, tr!(DeskDefenderSpends));
    });
    ui.end_row();
    ui.label(tr!(DeskRoll));
    let mut rolled = c.roll.is_some();
    if ui.checkbox(&mut rolled, tr!(DeskTheDieWasRolled)).changed() {
        c.roll = rolled.then_some(Roll {
            value: 1,
            source: DiceSource::Manual,
        });
    }
    ui.end_row();
    let before = c.roll.map(|r| r.value);
    if let Some(r) = &mut c.roll {
        roll_row(ui, &tr!(DeskCombatRoll), r);
    }
    // The table decides the result from the roll: filled in when the roll is given or changed
    // (the umpire may still choose another, e.g. to log a house rule).
    let table = c.roll.map(|r| table_result(s, c, r.value));
    if let Some(t) = table
        && (c.roll.map(|r| r.value) != before || c.result.is_none())
    {
        c.result = Some(t);
    }
    let label = tr!(DeskResult);
    ui.label(&label);
    ui.horizontal(|ui| {
        named_combo("form_result", &label)
            .selected_text(
                c.result
                    .map_or_else(|| tr!(DeskNone), |r| r.code().to_string()),
            )
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut c.result, None, tr!(DeskNone));
                for r in CrtResult::ALL {
                    ui.selectable_value(
                        &mut c.result,
                        Some(r),
                        format!("{} ({})", r.code(), r.meaning()),
                    );
                }
            });
        match (table, c.result) {
            (Some(t), Some(r)) if t != r => {
                warning(
                    ui,
                    &tr!(DeskTableGives, code = t.code(), meaning = t.meaning()),
                );
            }
            (Some(_), _) => {
                ui.weak(tr!(DeskAsTheTableGives));
            }
            _ => {}
        }
    });
    ui.end_row();
    let (a, b) = (
        side_name(s, SideId::A).to_string(),
        side_name(s, SideId::B).to_string(),
    );
    let name_a = tr!(DeskSpLostBy, side = a);
    let name_b = tr!(DeskSpLostBy, side = b);
    if let (_, Some(v)) = number_field(ui, &name_a, &name_a, c.sp_lost.0) {
        c.sp_lost.0 = v;
    }
    ui.end_row();
    if let (_, Some(v)) = number_field(ui, &name_b, &name_b, c.sp_lost.1) {
        c.sp_lost.1 = v;
    }
    ui.end_row();
    let involved: Vec<String> = c.attackers.iter().chain(&c.defenders).cloned().collect();
    let label = tr!(DeskEliminated);
    ui.label(&label);
    pick_among(ui, s, &involved, &label, &mut c.eliminated);
    ui.end_row();
    let label = tr!(DeskRouted);
    ui.label(&label);
    pick_among(ui, s, &involved, &label, &mut c.routed);
    ui.end_row();
}

/// One checkbox per unit of `among`, adding to or removing from `ids`.
pub(super) fn pick_among(
    ui: &mut Ui,
    s: &Scenario,
    among: &[String],
    role: &str,
    ids: &mut Vec<String>,
) {
    ui.vertical(|ui| {
        if among.is_empty() {
            ui.weak(tr!(DeskPickAttackersFirst));
        }
        for id in among {
            let label = unit_label(s, id);
            let name = tr!(DeskRoleUnit, role = role, unit = label.as_str());
            toggle_id(ui, &label, &name, id, ids);
        }
    });
}

fn toggle_id(ui: &mut Ui, label: &str, name: &str, id: &str, ids: &mut Vec<String>) {
    let mut on = ids.iter().any(|x| x == id);
    if ui.checkbox(&mut on, label).accessible_name(name).changed() {
        if on {
            ids.push(id.to_string());
        } else {
            ids.retain(|x| x != id);
        }
    }
}
