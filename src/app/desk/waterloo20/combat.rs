//! The Waterloo 20 combat resolver: the odds and the chance of every result before the roll,
//! then the roll and the result, logged with the units it eliminates or routs.

use super::Waterloo20State;
use crate::app::desk::{Changes, DeskState, push_event, side_combo, side_name, unit_label};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{Combat, Event, Roll, Scenario, SideId, Terrain, UnitStatus, replay};
use crate::record::words::turn_phrase;
use crate::systems::exact::percent;
use crate::systems::waterloo20::{
    CombatOdds, combat_odds, consequences, crt, exchange_minimum, signed,
};
use egui::{RichText, Ui};

/// The odds of a combat (the systems' adapter).
fn odds(s: &Scenario, c: &Combat) -> CombatOdds {
    combat_odds(s, c)
}

/// Units of `side` on the board as they stand in turn `turn` (those that can attack or be
/// attacked then): after every entry logged up to the end of that turn.
fn units_on_board(s: &Scenario, side: SideId, turn: usize) -> Vec<String> {
    let st = replay(s, turn + 1);
    s.side(side)
        .units()
        .filter(|u| st.status(&u.id) == Some(UnitStatus::OnBoard))
        .map(|u| u.id.clone())
        .collect()
}

fn counter_label(s: &Scenario, id: &str) -> String {
    match s.unit(id) {
        Some((_, u)) => format!(
            "{} {}-{}",
            unit_label(s, id),
            u.strength.strength_points,
            u.movement
        ),
        None => unit_label(s, id),
    }
}

/// One checkbox per unit of `ids`, adding to or removing from `chosen`.
fn pick_units(ui: &mut Ui, s: &Scenario, ids: &[String], role: &str, chosen: &mut Vec<String>) {
    if ids.is_empty() {
        ui.weak(tr!(DeskW20NoUnitOnBoard));
    }
    for id in ids {
        let label = counter_label(s, id);
        let mut on = chosen.contains(id);
        if ui
            .checkbox(&mut on, &label)
            .accessible_name(tr!(DeskRoleUnit, role = role, unit = label.as_str()))
            .changed()
        {
            if on {
                chosen.push(id.clone());
            } else {
                chosen.retain(|x| x != id);
            }
        }
    }
}

/// The combat section of the assistant: the draft combat, its odds, the roll, then the result
/// and the button that logs it.
pub(super) fn combat(
    ui: &mut Ui,
    s: &Scenario,
    turn: usize,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let may_log = state.may_log(s);
    let record = state.derived.record();
    let w = &mut state.waterloo20;
    let french = s.settings.french.unwrap_or(SideId::A);
    ui.heading(tr!(DeskW20CombatResolver));
    ui.weak(tr!(DeskW20UnitsOnBoardIn, turn = turn_phrase(s, turn)));
    draft_form(ui, s, w, french, turn);
    let o = odds(s, &w.draft);
    odds_table(ui, &o);
    // A player's view weighs the odds; the roll (the seeded dice's next draw is the umpire's
    // to know) and the log are the umpire's.
    if view.player_view() {
        return;
    }
    let ready = o.problems.is_empty();
    ui.separator();
    let Some(roll) = roll_step(ui, s, view, w, ready) else {
        return;
    };
    let logging = Logging {
        turn,
        may_log,
        record,
    };
    result_and_log(ui, s, &logging, view, w, changes, (&o, roll));
}

/// Where a combat goes in the log, whether it may go there now, and the record to word it.
struct Logging<'a> {
    turn: usize,
    may_log: bool,
    record: &'a crate::record::BattleRecord,
}

/// The combat being prepared in turn `turn`: sides, units, terrain, river and Morale Points.
fn draft_form(ui: &mut Ui, s: &Scenario, w: &mut Waterloo20State, french: SideId, turn: usize) {
    let att = *w.draft.attacker.get_or_insert(french);
    ui.horizontal(|ui| {
        let label = tr!(DeskAttackingSide);
        ui.label(&label);
        if let Some(new) = side_combo(ui, s, "w20_attacker", &label, att) {
            w.draft.attacker = Some(new);
            w.draft.attackers.clear();
            w.draft.defenders.clear();
        }
    });
    let att = w.draft.attacker.unwrap_or(french);
    ui.columns(2, |cols| {
        cols[0].strong(tr!(DeskW20AttackersOf, side = side_name(s, att)));
        pick_units(
            &mut cols[0],
            s,
            &units_on_board(s, att, turn),
            &tr!(DeskAttacker),
            &mut w.draft.attackers,
        );
        cols[1].strong(tr!(DeskW20DefendersOf, side = side_name(s, att.other())));
        pick_units(
            &mut cols[1],
            s,
            &units_on_board(s, att.other(), turn),
            &tr!(DeskDefender),
            &mut w.draft.defenders,
        );
    });
    ui.horizontal(|ui| {
        let label = tr!(DeskDefendersTerrain);
        ui.label(&label);
        crate::app::desk::named_combo("w20_terrain", &label)
            .selected_text(format!(
                "{} ({})",
                w.draft.terrain.label(),
                signed(w.draft.terrain.defence_bonus())
            ))
            .show_ui(ui, |ui| {
                for t in Terrain::ALL {
                    ui.selectable_value(
                        &mut w.draft.terrain,
                        t,
                        format!("{} ({})", t.label(), signed(t.defence_bonus())),
                    );
                }
            });
    });
    ui.checkbox(&mut w.draft.across_river, tr!(DeskW20AcrossRiver));
    ui.checkbox(
        &mut w.draft.attacker_morale_point,
        tr!(DeskW20AttackerSpends),
    );
    ui.checkbox(
        &mut w.draft.defender_morale_point,
        tr!(DeskW20DefenderSpends),
    );
}

/// The odds before the roll: attack, defence, column, the chance of every result and how the
/// odds were found, with any problem that stops the roll.
fn odds_table(ui: &mut Ui, o: &CombatOdds) {
    ui.add_space(4.0);
    ui.label(
        RichText::new(tr!(
            DeskW20Odds,
            attack = o.attack.to_string(),
            defence = o.defence.to_string(),
            differential = signed(o.differential),
            column = signed(o.column)
        ))
        .strong(),
    );
    egui::Grid::new("w20_distribution")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.strong(tr!(DeskResult));
            ui.strong(tr!(DeskW20Meaning));
            ui.strong(tr!(DeskW20Chance));
            ui.end_row();
            for (r, p) in &o.distribution {
                ui.label(r.code());
                ui.label(r.meaning());
                let sixths = (*p * crate::systems::exact::int(6)).to_integer();
                ui.label(tr!(
                    DeskW20InSix,
                    sixths = sixths.to_string(),
                    percent = percent(*p)
                ));
                ui.end_row();
            }
        });
    egui::CollapsingHeader::new(tr!(DeskW20HowOddsFound))
        .id_salt("w20_odds_steps")
        .show(ui, |ui| {
            for step in &o.steps {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(&step.rule).strong());
                    ui.label(&step.text);
                });
            }
        });
    for p in &o.problems {
        crate::app::desk::warning(ui, p);
    }
}

/// The dice, and the roll made for the draft as it stands (none once the draft or the dice
/// changed since).
fn roll_step(
    ui: &mut Ui,
    s: &Scenario,
    view: &mut ViewCtx,
    w: &mut Waterloo20State,
    ready: bool,
) -> Option<Roll> {
    let what = tr!(DeskCombatRoll);
    w.combat_roll.ui(ui, &what, 6);
    // A seeded draw that another entry has since used is spent: the next roll is a new draw.
    let next_draw = crate::model::Dice::for_scenario(s).next_index;
    let unspent = |r: &Roll| match r.source {
        crate::model::DiceSource::Seeded { index } => index >= next_draw,
        crate::model::DiceSource::Manual => true,
    };
    let rolled_now = w
        .rolled
        .as_ref()
        .filter(|(c, r)| *c == w.draft && unspent(r))
        .map(|(_, r)| *r);
    if w.rolled.is_some() && rolled_now.is_none() {
        ui.weak(tr!(DeskW20RollAgain));
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(ready, egui::Button::new(tr!(DeskW20RollTheDie)))
            .clicked()
        {
            match w.combat_roll.roll(s, 6, &what) {
                Ok(r) => w.rolled = Some((w.draft.clone(), r)),
                Err(e) => view.error(e.to_string()),
            }
        }
    });
    rolled_now
}

/// The result of the roll at these odds, what it does to the units, and the button that logs
/// the combat.
fn result_and_log(
    ui: &mut Ui,
    s: &Scenario,
    logging: &Logging,
    view: &mut ViewCtx,
    w: &mut Waterloo20State,
    changes: &mut Changes,
    (o, roll): (&CombatOdds, Roll),
) {
    let result = crt(o.differential, roll.value);
    let cons = consequences(&w.draft, result);
    ui.label(
        RichText::new(tr!(
            DeskW20RollResult,
            roll = crate::app::desk::roll_text(&roll),
            column = signed(o.column),
            code = result.code(),
            meaning = result.meaning()
        ))
        .size(16.0)
        .strong(),
    );
    ui.label(&cons.text);
    let names = |ids: &[String]| {
        ids.iter()
            .map(|id| unit_label(s, id))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if !cons.eliminated.is_empty() {
        ui.label(tr!(DeskW20EliminatedUnits, units = names(&cons.eliminated)));
    }
    if !cons.routed.is_empty() {
        ui.label(tr!(DeskW20RoutedUnits, units = names(&cons.routed)));
    }
    if !cons.withdrawn.is_empty() {
        ui.label(tr!(DeskW20RetreatUnits, units = names(&cons.withdrawn)));
    }
    if cons.attacker_chooses_losses {
        ui.label(tr!(
            DeskW20Exchange,
            points = exchange_minimum(s, &w.draft).to_string()
        ));
    }
    let log = ui
        .add_enabled(
            logging.may_log,
            egui::Button::new(tr!(DeskW20LogThisCombat)),
        )
        .on_disabled_hover_text(crate::app::desk::turns::answer_first());
    if log.clicked() {
        let turn = logging.turn;
        let logged = Combat {
            roll: Some(roll),
            result: Some(result),
            eliminated: cons.eliminated.clone(),
            routed: cons.routed.clone(),
            ..w.draft.clone()
        };
        let e = Event::Combat(logged);
        view.say(super::logged_in(s, logging.record, turn, &e));
        changes.action(move |s| push_event(s, turn, e));
        w.rolled = None;
        w.draft = Combat {
            attacker: w.draft.attacker,
            ..Combat::default()
        };
    }
}
