//! The Waterloo 20 assistant (seed 001): the combat resolver (odds and the chance of every
//! result before the roll, then the roll and the result, logged with the units it eliminates or
//! routs), the morale ledger from the log, the Rally Table, both Random Events Tables, and the
//! Turn Record Track with the reinforcement schedule.

use super::{
    Changes, DeskState, RollInput, push_event, side_combo, side_name, turn_name, unit_label,
};
use crate::app::view::ViewCtx;
use crate::model::{Combat, Event, Roll, Scenario, SideId, Terrain, UnitStatus, replay};
use crate::systems::exact::percent;
use crate::systems::waterloo20::{
    CombatOdds, RallyResult, TURN_TRACK, combat_odds, consequences, crt, exchange_minimum,
    is_night, morale_by_turn, morale_ledger, needs_second_roll, rally, rally_modifier,
    random_event, reinforcements_for, second_roll_effect, signed, turn_index,
};
use egui::{RichText, Ui};

/// The assistant's sections.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Section {
    #[default]
    Combat,
    Morale,
    Rally,
    RandomEvents,
    TurnTrack,
}

impl Section {
    pub const ALL: [Section; 5] = [
        Section::Combat,
        Section::Morale,
        Section::Rally,
        Section::RandomEvents,
        Section::TurnTrack,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Section::Combat => "Combat resolver",
            Section::Morale => "Morale ledger",
            Section::Rally => "Rally",
            Section::RandomEvents => "Random events",
            Section::TurnTrack => "Turn track",
        }
    }
}

/// View state of the assistant.
#[derive(Clone, Debug, Default)]
pub struct Waterloo20State {
    pub section: Section,
    /// The combat being prepared (not yet in the log).
    pub draft: Combat,
    pub combat_roll: RollInput,
    /// The roll made for the draft as it was then; void once the draft changes.
    pub rolled: Option<(Combat, Roll)>,
    pub rally_unit: Option<String>,
    pub rally_morale_point: bool,
    pub rally_roll: RollInput,
    pub event_side: Option<SideId>,
    pub event_roll: RollInput,
    pub second_roll: RollInput,
    pub night_french_on_allied_loc: u32,
    pub night_allies_on_both: bool,
    /// The last rally or random event rolled, said in full where it was rolled (the status
    /// line would cut it short).
    pub last_result: Option<String>,
}

/// The odds of a combat (the systems' adapter).
fn odds(s: &Scenario, c: &Combat) -> CombatOdds {
    combat_odds(s, c)
}

/// The panel.
pub fn ui(
    ui: &mut Ui,
    s: &Scenario,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    if s.settings.french.is_none() {
        ui.label("Waterloo 20 needs to know which side is the French.");
        if ui.button("Go to the French side setting").clicked() {
            state.go_to(
                "settings.french",
                "Waterloo 20 needs to know which side is the French.",
                view,
            );
        }
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for sec in Section::ALL {
            if ui
                .selectable_label(state.waterloo20.section == sec, sec.label())
                .clicked()
            {
                state.waterloo20.section = sec;
            }
        }
    });
    ui.separator();
    let turn = state.current_turn(s);
    if let Some(w) = beyond_the_track(s) {
        super::warning(ui, &w);
    }
    egui::ScrollArea::vertical()
        .id_salt("desk_w20_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| match state.waterloo20.section {
            Section::Combat => combat(ui, s, turn, view, state, changes),
            Section::Morale => morale(ui, s, turn, view, state, changes),
            Section::Rally => rally_section(ui, s, turn, view, state, changes),
            Section::RandomEvents => events_section(ui, s, turn, view, state, changes),
            Section::TurnTrack => track(ui, s, turn),
        });
}

/// The warning for a log with more turns than the Turn Record Track.
pub fn beyond_the_track(s: &Scenario) -> Option<String> {
    let n = s.log.turns.len();
    (n > TURN_TRACK.len()).then(|| {
        format!(
            "The log has {} turns; the Turn Record Track has {}: Waterloo 20 ends after “{}”, so \
             the turns after it are outside the game.",
            n,
            TURN_TRACK.len(),
            TURN_TRACK[TURN_TRACK.len() - 1]
        )
    })
}

/// The warnings for Morale Points that went below zero: the side spent or lost more than it
/// had, which the rules do not allow.
pub fn negative_morale(s: &Scenario) -> Vec<String> {
    let mut out = Vec::new();
    for (t, m) in morale_by_turn(s).iter().enumerate() {
        for side in SideId::BOTH {
            let v = m[side.index()];
            if v < 0 {
                out.push(format!(
                    "{} Morale Points are {} after turn “{}”: a side cannot spend or lose points \
                     it does not have; check the entries of that turn.",
                    crate::record::words::possessive(side_name(s, side)),
                    signed(v),
                    turn_name(s, t)
                ));
            }
        }
    }
    out
}

/// The routed units that may try to rally in turn `turn`: routed by the end of that turn (not
/// later), and neither rallied nor eliminated by a rally before, nor tried already this turn.
pub fn rally_candidates(s: &Scenario, turn: usize) -> Vec<String> {
    let st = replay(s, turn + 1);
    let done = |id: &str| {
        s.log
            .turns
            .iter()
            .enumerate()
            .take(turn + 1)
            .flat_map(|(t, tr)| tr.events.iter().map(move |e| (t, e)))
            .any(|(t, e)| match e {
                Event::Rally {
                    unit,
                    roll,
                    morale_point,
                } if unit == id => {
                    let settled = s.unit(id).is_some_and(|(_, u)| {
                        rally(roll.value, u, *morale_point).1 != RallyResult::NoEffect
                    });
                    settled || t == turn
                }
                _ => false,
            })
    };
    s.units()
        .filter(|(_, u)| st.status(&u.id) == Some(UnitStatus::Routed))
        .filter(|(_, u)| !done(&u.id))
        .map(|(_, u)| u.id.clone())
        .collect()
}

/// Units of `side` on the board as the log now stands (those that can attack or be attacked).
fn units_on_board(s: &Scenario, side: SideId) -> Vec<String> {
    let st = replay(s, usize::MAX);
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

fn pick_units(ui: &mut Ui, s: &Scenario, ids: &[String], role: &str, chosen: &mut Vec<String>) {
    if ids.is_empty() {
        ui.weak("no unit on the board");
    }
    for id in ids {
        let label = counter_label(s, id);
        let mut on = chosen.contains(id);
        if ui
            .checkbox(&mut on, &label)
            .accessible_name(format!("{role}: {label}"))
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

fn combat(
    ui: &mut Ui,
    s: &Scenario,
    turn: usize,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let w = &mut state.waterloo20;
    let french = s.settings.french.unwrap_or(SideId::A);
    let att = *w.draft.attacker.get_or_insert(french);
    ui.heading("Combat resolver");
    ui.horizontal(|ui| {
        ui.label("Attacking side");
        if let Some(new) = side_combo(ui, s, "w20_attacker", "Attacking side", att) {
            w.draft.attacker = Some(new);
            w.draft.attackers.clear();
            w.draft.defenders.clear();
        }
    });
    let att = w.draft.attacker.unwrap_or(french);
    ui.columns(2, |cols| {
        cols[0].strong(format!("Attackers ({})", side_name(s, att)));
        pick_units(
            &mut cols[0],
            s,
            &units_on_board(s, att),
            "Attacker",
            &mut w.draft.attackers,
        );
        cols[1].strong(format!("Defenders ({})", side_name(s, att.other())));
        pick_units(
            &mut cols[1],
            s,
            &units_on_board(s, att.other()),
            "Defender",
            &mut w.draft.defenders,
        );
    });
    ui.horizontal(|ui| {
        ui.label("Defender's terrain");
        super::named_combo("w20_terrain", "Defender's terrain")
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
    ui.checkbox(&mut w.draft.across_river, "Across a river hexside");
    ui.checkbox(
        &mut w.draft.attacker_morale_point,
        "Attacker spends a Morale Point (+1 attack)",
    );
    ui.checkbox(
        &mut w.draft.defender_morale_point,
        "Defender spends a Morale Point (−1 differential)",
    );

    let o = odds(s, &w.draft);
    ui.add_space(4.0);
    ui.label(
        RichText::new(format!(
            "Attack {} against defence {}: differential {}, column {}",
            o.attack,
            o.defence,
            signed(o.differential),
            signed(o.column)
        ))
        .strong(),
    );
    egui::Grid::new("w20_distribution")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.strong("Result");
            ui.strong("Meaning");
            ui.strong("Chance");
            ui.end_row();
            for (r, p) in &o.distribution {
                ui.label(r.code());
                ui.label(r.meaning());
                let sixths = (*p * crate::systems::exact::int(6)).to_integer();
                ui.label(format!("{sixths} in 6 ({})", percent(*p)));
                ui.end_row();
            }
        });
    egui::CollapsingHeader::new("How the odds were found")
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
        super::warning(ui, p);
    }
    let ready = o.problems.is_empty();
    ui.separator();
    w.combat_roll.ui(ui, "Combat roll", 6);
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
        ui.weak("The combat or the dice changed since the roll: roll again.");
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(ready, egui::Button::new("Roll the die"))
            .clicked()
        {
            match w.combat_roll.roll(s, 6, "Combat roll") {
                Ok(r) => w.rolled = Some((w.draft.clone(), r)),
                Err(e) => view.error(e),
            }
        }
    });
    let Some(roll) = rolled_now else { return };
    let result = crt(o.differential, roll.value);
    let cons = consequences(&w.draft, result);
    ui.label(
        RichText::new(format!(
            "Roll {} in column {}: {} ({})",
            super::roll_text(&roll),
            signed(o.column),
            result.code(),
            result.meaning()
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
        ui.label(format!("Eliminated: {}", names(&cons.eliminated)));
    }
    if !cons.routed.is_empty() {
        ui.label(format!("Routed: {}", names(&cons.routed)));
    }
    if !cons.withdrawn.is_empty() {
        ui.label(format!(
            "Retreat one hex: {} (a unit that cannot, or retreats into an enemy ZOC, is eliminated: edit the log entry)",
            names(&cons.withdrawn)
        ));
    }
    if cons.attacker_chooses_losses {
        ui.label(format!(
            "Exchange: the attacker chooses attacking units of at least {} printed Strength Points to eliminate; add them to the log entry's eliminated units.",
            exchange_minimum(s, &w.draft)
        ));
    }
    if ui.button("Log this combat").clicked() {
        let logged = Combat {
            roll: Some(roll),
            result: Some(result),
            eliminated: cons.eliminated.clone(),
            routed: cons.routed.clone(),
            ..w.draft.clone()
        };
        let e = Event::Combat(logged);
        view.info(format!(
            "Logged in turn {}: {}",
            turn_name(s, turn),
            super::describe_once(s, &e, view.audience)
        ));
        changes.action(move |s| push_event(s, turn, e));
        w.rolled = None;
        w.draft = Combat {
            attacker: w.draft.attacker,
            ..Combat::default()
        };
    }
}

fn morale(
    ui: &mut Ui,
    s: &Scenario,
    turn: usize,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let ledger = morale_ledger(s);
    let by_turn = morale_by_turn(s);
    let (a, b) = (side_name(s, SideId::A), side_name(s, SideId::B));
    ui.heading("Morale Points");
    egui::Grid::new("w20_morale_by_turn")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.strong("Turn");
            ui.strong(a);
            ui.strong(b);
            ui.end_row();
            ui.label("Start");
            ui.label(s.sides[0].morale_points.to_string());
            ui.label(s.sides[1].morale_points.to_string());
            ui.end_row();
            for (t, m) in by_turn.iter().enumerate() {
                ui.label(turn_name(s, t));
                ui.label(m[0].to_string());
                ui.label(m[1].to_string());
                ui.end_row();
            }
        });
    for w in negative_morale(s) {
        super::warning(ui, &w);
    }
    ui.add_space(6.0);
    ui.heading("Ledger");
    if ledger.is_empty() {
        ui.weak("No change of Morale Points in the log yet.");
    }
    egui::Grid::new("w20_ledger")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for e in &ledger {
                ui.label(turn_name(s, e.turn));
                ui.label(side_name(s, e.side));
                ui.label(if e.change > 0 {
                    format!("+{}", e.change)
                } else {
                    format!("−{}", e.change.unsigned_abs())
                });
                ui.label(&e.reason);
                ui.end_row();
            }
        });
    ui.add_space(6.0);
    let name = if s.log.turns.is_empty() {
        String::new()
    } else {
        turn_name(s, turn)
    };
    ui.heading("End of a Night turn");
    if !is_night(&name) {
        ui.label(format!(
            "The current turn ({}) is not a Night turn: the end-of-Night lines apply on Night turns only.",
            if name.is_empty() { "none" } else { &name }
        ));
        return;
    }
    let w = &mut state.waterloo20;
    ui.horizontal(|ui| {
        let label = ui.label("Allied LOC hexes occupied by the French");
        ui.add(egui::DragValue::new(&mut w.night_french_on_allied_loc).range(0..=20))
            .labelled_by(label.id);
    });
    ui.checkbox(
        &mut w.night_allies_on_both,
        "The Allies occupy both French LOC hexes",
    );
    if ui.button("Log night morale").clicked() {
        let e = Event::NightMorale {
            french_on_allied_loc: w.night_french_on_allied_loc,
            allies_on_both_french_loc: w.night_allies_on_both,
        };
        view.info(super::describe_once(s, &e, view.audience));
        changes.action(move |s| push_event(s, turn, e));
    }
}

fn rally_section(
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
    let w = &mut state.waterloo20;
    if let Some(last) = &w.last_result {
        ui.label(RichText::new(last).strong());
    }
    if routed.is_empty() {
        ui.label(format!(
            "No routed unit may try to rally in turn “{}”.",
            if s.log.turns.is_empty() {
                "none".to_string()
            } else {
                turn_name(s, turn)
            }
        ));
        return;
    }
    if w.rally_unit.as_ref().is_none_or(|u| !routed.contains(u)) {
        w.rally_unit = routed.first().cloned();
    }
    let current = w.rally_unit.clone().unwrap_or_default();
    ui.horizontal(|ui| {
        ui.label("Routed unit");
        super::named_combo("w20_rally_unit", "Routed unit")
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
        super::warning(
            ui,
            "Units rally on Night turns; the current turn is not one.",
        );
    }
    w.rally_roll.ui(ui, "Rally roll", 6);
    if ui.button("Roll and log the rally").clicked() {
        match w.rally_roll.roll(s, 6, "Rally roll") {
            Ok(roll) => {
                let (modified, result) = rally(roll.value, unit, w.rally_morale_point);
                let said = format!(
                    "Rally of {}: roll {}, modified {modified}: {} ({})",
                    unit_label(s, &current),
                    super::roll_text(&roll),
                    result.code(),
                    result.meaning()
                );
                view.info(said.clone());
                w.last_result = Some(said);
                let e = Event::Rally {
                    unit: current.clone(),
                    roll,
                    morale_point: w.rally_morale_point,
                };
                w.rally_roll.typed.clear();
                changes.action(move |s| push_event(s, turn, e));
            }
            Err(e) => view.error(e),
        }
    }
}

fn events_section(
    ui: &mut Ui,
    s: &Scenario,
    turn: usize,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let french = s.settings.french.unwrap_or(SideId::A);
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
    if ui.button("Roll and log the random event").clicked() {
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
                    super::roll_text(&roll)
                );
                view.info(said.clone());
                w.last_result = Some(said);
                let e = Event::RandomEvent {
                    side,
                    roll,
                    second_roll: second,
                };
                w.event_roll.typed.clear();
                w.second_roll.typed.clear();
                changes.action(move |s| push_event(s, turn, e));
            }
            Err(e) => view.error(e),
        }
    }
}

fn track(ui: &mut Ui, s: &Scenario, turn: usize) {
    ui.heading("Turn Record Track");
    let current = s.log.turns.get(turn).and_then(|t| turn_index(&t.name));
    egui::Grid::new("w20_track")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Turn", "Night", "Reinforcements", "Log"] {
                ui.strong(h);
            }
            ui.end_row();
            for (i, name) in TURN_TRACK.iter().enumerate() {
                let text = RichText::new(*name);
                ui.label(if current == Some(i) {
                    text.strong().underline()
                } else {
                    text
                });
                ui.label(if is_night(name) { "Night" } else { "" });
                ui.label(reinforcements_for(name).join("; "));
                let logged = s.log.turns.iter().any(|t| turn_index(&t.name) == Some(i));
                ui.label(if current == Some(i) {
                    "current"
                } else if logged {
                    "logged"
                } else {
                    ""
                });
                ui.end_row();
            }
        });
}
