//! The battle log, turn by turn: every entry in one line with the sides' and units' names, and
//! a form to add, edit or delete entries of every kind.

use super::{
    Changes, DeskState, number_field, roll_text, side_combo, side_name, turn_name, unit_label,
};
use crate::app::view::ViewCtx;
use crate::model::{
    Combat, CommandRank, CrtResult, DiceSource, Event, Roll, Scenario, SideId, Terrain, Turn,
    UnitStatus, WithdrawalTestRecord,
};
use crate::systems::waterloo20::{rally, random_event, second_roll_effect};
use egui::{RichText, TextEdit, Ui};

/// View state of the log editor.
#[derive(Clone, Debug, Default)]
pub struct LogEditorState {
    /// The entry open for editing: (turn, index in the turn).
    pub editing: Option<(usize, usize)>,
    /// The kind of entry the "Add entry" button adds.
    pub new_kind: EventKind,
    /// The turn being renamed and the name typed so far.
    pub renaming: Option<(usize, String)>,
}

/// The kinds of log entries, for the "New entry" picker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EventKind {
    #[default]
    Losses,
    Status,
    MarkerControl,
    CommanderLost,
    CommanderInMelee,
    Combat,
    PrematureCall,
    WithdrawalTest,
    NightMorale,
    MoraleSpent,
    Rally,
    RandomEvent,
    Note,
}

impl EventKind {
    pub const ALL: [EventKind; 13] = [
        EventKind::Losses,
        EventKind::Status,
        EventKind::MarkerControl,
        EventKind::CommanderLost,
        EventKind::CommanderInMelee,
        EventKind::Combat,
        EventKind::PrematureCall,
        EventKind::WithdrawalTest,
        EventKind::NightMorale,
        EventKind::MoraleSpent,
        EventKind::Rally,
        EventKind::RandomEvent,
        EventKind::Note,
    ];

    pub fn label(self) -> &'static str {
        match self {
            EventKind::Losses => "Losses",
            EventKind::Status => "Status change",
            EventKind::MarkerControl => "Marker control",
            EventKind::CommanderLost => "Commander lost",
            EventKind::CommanderInMelee => "Commander in melee",
            EventKind::Combat => "Combat",
            EventKind::PrematureCall => "Premature call",
            EventKind::WithdrawalTest => "Withdrawal test",
            EventKind::NightMorale => "Night morale",
            EventKind::MoraleSpent => "Morale spent",
            EventKind::Rally => "Rally",
            EventKind::RandomEvent => "Random event",
            EventKind::Note => "Note",
        }
    }

    /// A new entry of this kind, filled with the scenario's first side, unit and marker.
    pub fn new_event(self, s: &Scenario) -> Event {
        let first_unit = |side: SideId| s.side(side).units().next().map(|u| u.id.clone());
        let any_unit = s
            .units()
            .next()
            .map(|(_, u)| u.id.clone())
            .unwrap_or_default();
        let manual = |value| Roll {
            value,
            source: DiceSource::Manual,
        };
        match self {
            EventKind::Losses => Event::Losses {
                side: SideId::A,
                unit: first_unit(SideId::A),
                men: 0,
                stands: 0,
                strength_points: 0,
                unit_points: 0,
            },
            EventKind::Status => Event::Status {
                unit: any_unit,
                status: UnitStatus::DestroyedOrFled,
            },
            EventKind::MarkerControl => Event::MarkerControl {
                marker: s
                    .markers
                    .markers
                    .first()
                    .map(|m| m.id.clone())
                    .unwrap_or_default(),
                side: SideId::A,
            },
            EventKind::CommanderLost => Event::CommanderLost {
                side: SideId::A,
                name: s.sides[0].c_in_c.name.clone(),
                rank: CommandRank::Army,
            },
            EventKind::CommanderInMelee => Event::CommanderInMelee {
                side: SideId::A,
                name: s.sides[0].c_in_c.name.clone(),
            },
            EventKind::Combat => Event::Combat(Combat {
                attacker: Some(SideId::A),
                ..Combat::default()
            }),
            EventKind::PrematureCall => Event::PrematureCall {
                by: SideId::A,
                against: SideId::B,
            },
            EventKind::WithdrawalTest => Event::WithdrawalTest(WithdrawalTestRecord {
                side: SideId::A,
                rs_percent: 60,
                vp_percent: 0,
                penalty: 0,
                wf: 0,
                roll: manual(1),
                withdrew: true,
            }),
            EventKind::NightMorale => Event::NightMorale {
                french_on_allied_loc: 0,
                allies_on_both_french_loc: false,
            },
            EventKind::MoraleSpent => Event::MoraleSpent {
                side: SideId::A,
                points: 1,
                purpose: "forced march".into(),
            },
            EventKind::Rally => Event::Rally {
                unit: any_unit,
                roll: manual(1),
                morale_point: false,
            },
            EventKind::RandomEvent => Event::RandomEvent {
                side: SideId::A,
                roll: manual(4),
                second_roll: None,
            },
            EventKind::Note => Event::Note {
                text: String::new(),
            },
        }
    }
}

/// Whether marker values must stay hidden in this view.
pub fn hides_values(s: &Scenario, view: &ViewCtx) -> bool {
    view.player_view() && s.markers.markers.iter().any(|m| m.hidden)
}

fn joined(s: &Scenario, ids: &[String]) -> String {
    if ids.is_empty() {
        "none".to_string()
    } else {
        ids.iter()
            .map(|id| unit_label(s, id))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn rank_label(rank: CommandRank) -> &'static str {
    match rank {
        CommandRank::Army => "army commander",
        CommandRank::Corps => "corps commander",
        CommandRank::Other => "commander",
    }
}

/// One line for a log entry, with the sides' and units' names. `hide_values` leaves out the
/// VP % and withdrawal factor that would reveal face-down marker values (player view).
pub fn describe(s: &Scenario, e: &Event, hide_values: bool) -> String {
    let name = |side: SideId| side_name(s, side).to_string();
    match e {
        Event::Losses {
            side,
            unit,
            men,
            stands,
            strength_points,
            unit_points,
        } => {
            let mut parts = Vec::new();
            for (n, what) in [
                (*men, "men"),
                (*stands, "stands"),
                (*strength_points, "SP"),
                (*unit_points, "UP"),
            ] {
                if n > 0 {
                    parts.push(format!(
                        "{} {what}",
                        crate::systems::exact::thousands(n.into())
                    ));
                }
            }
            let lost = if parts.is_empty() {
                "nothing".to_string()
            } else {
                parts.join(", ")
            };
            let whose = match unit {
                Some(id) => unit_label(s, id),
                None => "the side at large".to_string(),
            };
            format!("{} loses {lost} ({whose})", name(*side))
        }
        Event::Status { unit, status } => {
            let what = match status {
                UnitStatus::OnBoard => "arrives on the board",
                other => other.label(),
            };
            let side = s
                .unit(unit)
                .map(|(side, _)| format!(" of {}", name(side)))
                .unwrap_or_default();
            format!("{}{side}: {what}", unit_label(s, unit))
        }
        Event::MarkerControl { marker, side } => {
            let m = s
                .marker(marker)
                .filter(|m| !m.name.trim().is_empty())
                .map(|m| format!(" ({})", m.name))
                .unwrap_or_default();
            format!(
                "{} examined marker {marker}{m} and now controls it",
                name(*side)
            )
        }
        Event::CommanderLost {
            side,
            name: who,
            rank,
        } => format!(
            "{}: {} {who} killed, wounded or captured",
            name(*side),
            rank_label(*rank)
        ),
        Event::CommanderInMelee { side, name: who } => format!(
            "{}: {who} attached to a unit in melee (no withdrawal test of {} this turn)",
            name(*side),
            name(*side)
        ),
        Event::Combat(c) => describe_combat(s, c),
        Event::PrematureCall { by, against } => format!(
            "{} calls a withdrawal test of {} prematurely: {} pays 20 points at its next legitimate test",
            name(*by),
            name(*against),
            name(*by)
        ),
        Event::WithdrawalTest(t) => {
            let outcome = if t.withdrew {
                format!(
                    "{} withdraws, {} is the victor",
                    name(t.side),
                    name(t.side.other())
                )
            } else {
                "no withdrawal".to_string()
            };
            if hide_values {
                format!(
                    "Withdrawal test of {}: RS {}%, roll {}: {outcome}",
                    name(t.side),
                    t.rs_percent,
                    roll_text(&t.roll)
                )
            } else {
                let penalty = if t.penalty > 0 {
                    format!(", penalty {}", t.penalty)
                } else {
                    String::new()
                };
                format!(
                    "Withdrawal test of {}: RS {}%, VP {}%{penalty}, WF {}; roll {}: {outcome}",
                    name(t.side),
                    t.rs_percent,
                    t.vp_percent,
                    t.wf,
                    roll_text(&t.roll)
                )
            }
        }
        Event::NightMorale {
            french_on_allied_loc,
            allies_on_both_french_loc,
        } => format!(
            "Night morale: French units on {french_on_allied_loc} Allied LOC hexes; the Allies {} both French LOC hexes",
            if *allies_on_both_french_loc {
                "hold"
            } else {
                "do not hold"
            }
        ),
        Event::MoraleSpent {
            side,
            points,
            purpose,
        } => {
            let p = if *points == 1 { "Point" } else { "Points" };
            let why = if purpose.trim().is_empty() {
                String::new()
            } else {
                format!(" ({purpose})")
            };
            format!("{} spends {points} Morale {p}{why}", name(*side))
        }
        Event::Rally {
            unit,
            roll,
            morale_point,
        } => {
            let mp = if *morale_point {
                ", +1 Morale Point"
            } else {
                ""
            };
            let result = s
                .unit(unit)
                .map(|(_, u)| {
                    let (modified, r) = rally(roll.value, u, *morale_point);
                    format!(", modified {modified}: {}", r.code())
                })
                .unwrap_or_default();
            format!(
                "Rally of {}: roll {}{mp}{result}",
                unit_label(s, unit),
                roll_text(roll)
            )
        }
        Event::RandomEvent {
            side,
            roll,
            second_roll,
        } => {
            let french = s.settings.french == Some(*side);
            let (title, _) = random_event(french, roll.value);
            let second = second_roll
                .and_then(|r| second_roll_effect(french, roll.value, r.value))
                .map(|t| format!("; {t}"))
                .unwrap_or_default();
            format!(
                "Random event for {}: roll {}, {title}{second}",
                name(*side),
                roll_text(roll)
            )
        }
        Event::Note { text } => format!("Note: {text}"),
    }
}

fn describe_combat(s: &Scenario, c: &Combat) -> String {
    let who = match c.attacker {
        Some(side) => format!("{} attacks", side_name(s, side)),
        None => "Combat".to_string(),
    };
    let mut text = format!(
        "{who}: {} against {}",
        joined(s, &c.attackers),
        joined(s, &c.defenders)
    );
    if c.terrain != Terrain::Open {
        text.push_str(&format!(" in {}", c.terrain.label()));
    }
    if c.across_river {
        text.push_str(", across a river hexside");
    }
    if c.attacker_morale_point {
        text.push_str(", attacker spends a Morale Point");
    }
    if c.defender_morale_point {
        text.push_str(", defender spends a Morale Point");
    }
    if let Some(r) = &c.roll {
        text.push_str(&format!("; roll {}", roll_text(r)));
    }
    if let Some(r) = c.result {
        text.push_str(&format!(": {}", r.code()));
    }
    if c.sp_lost != (0, 0) {
        text.push_str(&format!(
            "; SP lost: {} {}, {} {}",
            side_name(s, SideId::A),
            c.sp_lost.0,
            side_name(s, SideId::B),
            c.sp_lost.1
        ));
    }
    if !c.eliminated.is_empty() {
        text.push_str(&format!("; eliminated: {}", joined(s, &c.eliminated)));
    }
    if !c.routed.is_empty() {
        text.push_str(&format!("; routed: {}", joined(s, &c.routed)));
    }
    text
}

/// The log panel.
pub fn ui(
    ui: &mut Ui,
    s: &Scenario,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let hide = hides_values(s, view);
    egui::ScrollArea::vertical()
        .id_salt("desk_log_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(220.0);
                    turn_list(ui, s, state, changes);
                });
                ui.separator();
                ui.vertical(|ui| {
                    turn_entries(ui, s, hide, state, changes);
                });
            });
        });
}

fn turn_list(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    ui.heading("Turns");
    let current = state.current_turn(s);
    for (t, turn) in s.log.turns.iter().enumerate() {
        let label = format!("{} ({} entries)", turn_name(s, t), turn.events.len());
        let r = ui.selectable_label(t == current && !s.log.turns.is_empty(), label);
        if r.clicked() {
            state.turn = t;
            state.log.editing = None;
        }
        state.mark(ui, &r, &format!("log[{t}]"));
    }
    if s.log.turns.is_empty() {
        ui.weak("No turns logged yet.");
    }
    ui.add_space(6.0);
    if ui.button("Add turn").clicked() {
        let name = super::next_turn_name(s);
        state.turn = s.log.turns.len();
        changes.action(move |s| {
            s.log.turns.push(Turn {
                name,
                events: Vec::new(),
            })
        });
    }
    if s.log.turns.is_empty() {
        return;
    }
    let renaming = state.log.renaming.clone().filter(|(t, _)| *t == current);
    if let Some((t, mut name)) = renaming {
        ui.add(TextEdit::singleline(&mut name).desired_width(200.0))
            .accessible_name("Turn name");
        let mut done = false;
        ui.horizontal(|ui| {
            if ui.button("Rename").clicked() {
                let new = name.trim().to_string();
                changes.action(move |s| {
                    if let Some(turn) = s.log.turns.get_mut(t) {
                        turn.name = new;
                    }
                });
                done = true;
            } else if ui.button("Cancel").clicked() {
                done = true;
            }
        });
        state.log.renaming = if done { None } else { Some((t, name)) };
    } else if ui.button("Rename turn").clicked() {
        state.log.renaming = Some((current, s.log.turns[current].name.clone()));
    }
    let n = s.log.turns[current].events.len();
    let delete = ui.button("Delete turn").on_hover_text(format!(
        "Delete turn {} and its {n} entries (undo brings them back)",
        turn_name(s, current)
    ));
    if delete.clicked() {
        changes.action(move |s| {
            if current < s.log.turns.len() {
                s.log.turns.remove(current);
            }
        });
        state.log.editing = None;
        state.turn = current.saturating_sub(1);
    }
}

fn turn_entries(
    ui: &mut Ui,
    s: &Scenario,
    hide: bool,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let t = state.current_turn(s);
    let Some(turn) = s.log.turns.get(t) else {
        ui.label("Add a turn to start the battle log.");
        return;
    };
    ui.heading(format!("Turn {}", turn_name(s, t)));
    if turn.events.is_empty() {
        ui.weak("Nothing logged in this turn yet.");
    }
    let n = turn.events.len();
    for (k, e) in turn.events.iter().enumerate() {
        let editing = state.log.editing == Some((t, k));
        let row = ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{}.", k + 1)).monospace());
            ui.label(RichText::new(e.kind_label()).strong());
            ui.label(describe(s, e, hide));
        });
        ui.horizontal(|ui| {
            let edit_text = if editing { "Done" } else { "Edit" };
            if ui
                .small_button(edit_text)
                .accessible_name(format!("{edit_text} entry {}", k + 1))
                .clicked()
            {
                state.log.editing = if editing { None } else { Some((t, k)) };
            }
            if ui
                .small_button("Delete")
                .accessible_name(format!("Delete entry {}", k + 1))
                .clicked()
            {
                changes.action(move |s| {
                    if let Some(turn) = s.log.turns.get_mut(t)
                        && k < turn.events.len()
                    {
                        turn.events.remove(k);
                    }
                });
                state.log.editing = None;
            }
            if k > 0
                && ui
                    .small_button("Up")
                    .accessible_name(format!("Move entry {} up", k + 1))
                    .clicked()
            {
                changes.action(move |s| s.log.turns[t].events.swap(k - 1, k));
                state.log.editing = None;
            }
            if k + 1 < n
                && ui
                    .small_button("Down")
                    .accessible_name(format!("Move entry {} down", k + 1))
                    .clicked()
            {
                changes.action(move |s| s.log.turns[t].events.swap(k, k + 1));
                state.log.editing = None;
            }
        });
        state.mark(ui, &row.response, &format!("log[{t}].events[{k}]"));
        if editing {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                if let Some(new) = event_form(ui, s, e) {
                    changes.edit(move |s| {
                        if let Some(slot) = s
                            .log
                            .turns
                            .get_mut(t)
                            .and_then(|turn| turn.events.get_mut(k))
                        {
                            *slot = new;
                        }
                    });
                }
            });
        }
        ui.add_space(2.0);
    }
    ui.separator();
    ui.horizontal(|ui| {
        egui::ComboBox::new("desk_new_entry_kind", "New entry")
            .selected_text(state.log.new_kind.label())
            .show_ui(ui, |ui| {
                for kind in EventKind::ALL {
                    ui.selectable_value(&mut state.log.new_kind, kind, kind.label());
                }
            });
        if ui.button("Add entry").clicked() {
            let e = state.log.new_kind.new_event(s);
            changes.action(move |s| s.log.turns[t].events.push(e));
            state.log.editing = Some((t, n));
        }
    });
}

/// The form for one entry; the changed entry when the user changed something.
pub fn event_form(ui: &mut Ui, s: &Scenario, e: &Event) -> Option<Event> {
    let mut ev = e.clone();
    egui::Grid::new("desk_event_form")
        .num_columns(2)
        .spacing([8.0, 4.0])
        .show(ui, |ui| match &mut ev {
            Event::Losses {
                side,
                unit,
                men,
                stands,
                strength_points,
                unit_points,
            } => {
                ui.label("Side");
                if let Some(new) = side_combo(ui, s, "form_side", "Side", *side) {
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
                ui.label("Unit");
                unit_choice(
                    ui,
                    s,
                    "form_unit",
                    "Unit",
                    Some(*side),
                    unit,
                    Some("the side at large"),
                );
                ui.end_row();
                for (label, value) in [
                    ("Men lost", men),
                    ("Stands lost", stands),
                    ("Strength Points lost", strength_points),
                    ("Unit Points lost", unit_points),
                ] {
                    if let (_, Some(v)) = number_field(ui, label, label, *value) {
                        *value = v;
                    }
                    ui.end_row();
                }
            }
            Event::Status { unit, status } => {
                ui.label("Unit");
                let mut u = Some(unit.clone());
                unit_choice(ui, s, "form_unit", "Unit", None, &mut u, None);
                *unit = u.unwrap_or_default();
                ui.end_row();
                ui.label("New status");
                super::named_combo("form_status", "New status")
                    .selected_text(status_label(*status))
                    .show_ui(ui, |ui| {
                        for st in UnitStatus::ALL {
                            ui.selectable_value(status, st, status_label(st));
                        }
                    });
                ui.end_row();
            }
            Event::MarkerControl { marker, side } => {
                ui.label("Marker");
                super::named_combo("form_marker", "Marker")
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
                ui.label("Examined by");
                if let Some(new) = side_combo(ui, s, "form_side", "Examined by", *side) {
                    *side = new;
                }
                ui.end_row();
            }
            Event::CommanderLost { side, name, rank } => {
                ui.label("Side");
                if let Some(new) = side_combo(ui, s, "form_side", "Side", *side) {
                    *side = new;
                }
                ui.end_row();
                ui.label("Commander");
                ui.add(TextEdit::singleline(name))
                    .accessible_name("Commander's name");
                ui.end_row();
                ui.label("Rank");
                super::named_combo("form_rank", "Rank")
                    .selected_text(rank_label(*rank))
                    .show_ui(ui, |ui| {
                        for r in [CommandRank::Army, CommandRank::Corps, CommandRank::Other] {
                            ui.selectable_value(rank, r, rank_label(r));
                        }
                    });
                ui.end_row();
            }
            Event::CommanderInMelee { side, name } => {
                ui.label("Side");
                if let Some(new) = side_combo(ui, s, "form_side", "Side", *side) {
                    *side = new;
                }
                ui.end_row();
                ui.label("Commander");
                ui.add(TextEdit::singleline(name))
                    .accessible_name("Commander's name");
                ui.end_row();
            }
            Event::Combat(c) => combat_form(ui, s, c),
            Event::PrematureCall { by, against } => {
                ui.label("Called by");
                if let Some(new) = side_combo(ui, s, "form_by", "Called by", *by) {
                    *by = new;
                }
                ui.end_row();
                ui.label("Army challenged");
                if let Some(new) = side_combo(ui, s, "form_against", "Army challenged", *against) {
                    *against = new;
                }
                ui.end_row();
            }
            Event::WithdrawalTest(t) => {
                ui.label("Army tested");
                if let Some(new) = side_combo(ui, s, "form_side", "Army tested", t.side) {
                    t.side = new;
                }
                ui.end_row();
                for (label, value) in [
                    ("RS %", &mut t.rs_percent),
                    ("VP %", &mut t.vp_percent),
                    ("Penalty", &mut t.penalty),
                    ("WF", &mut t.wf),
                ] {
                    if let (_, Some(v)) = number_field(ui, label, label, u64::from(*value)) {
                        *value = u32::try_from(v).unwrap_or(u32::MAX);
                    }
                    ui.end_row();
                }
                roll_field(ui, "Percentile roll", &mut t.roll);
                ui.end_row();
                ui.label("Outcome");
                ui.checkbox(&mut t.withdrew, "The army withdraws");
                ui.end_row();
            }
            Event::NightMorale {
                french_on_allied_loc,
                allies_on_both_french_loc,
            } => {
                if let (_, Some(v)) = number_field(
                    ui,
                    "Allied LOC hexes held by the French",
                    "Allied LOC hexes held by the French",
                    u64::from(*french_on_allied_loc),
                ) {
                    *french_on_allied_loc = u32::try_from(v).unwrap_or(u32::MAX);
                }
                ui.end_row();
                ui.label("French LOC");
                ui.checkbox(
                    allies_on_both_french_loc,
                    "The Allies hold both French LOC hexes",
                );
                ui.end_row();
            }
            Event::MoraleSpent {
                side,
                points,
                purpose,
            } => {
                ui.label("Side");
                if let Some(new) = side_combo(ui, s, "form_side", "Side", *side) {
                    *side = new;
                }
                ui.end_row();
                if let (_, Some(v)) = number_field(
                    ui,
                    "Morale Points",
                    "Morale Points spent",
                    u64::from(*points),
                ) {
                    *points = u32::try_from(v).unwrap_or(u32::MAX);
                }
                ui.end_row();
                ui.label("Purpose");
                ui.add(TextEdit::singleline(purpose))
                    .accessible_name("Purpose");
                ui.end_row();
            }
            Event::Rally {
                unit,
                roll,
                morale_point,
            } => {
                ui.label("Unit");
                let mut u = Some(unit.clone());
                unit_choice(ui, s, "form_unit", "Unit", None, &mut u, None);
                *unit = u.unwrap_or_default();
                ui.end_row();
                roll_field(ui, "Rally roll", roll);
                ui.end_row();
                ui.label("Morale Point");
                ui.checkbox(morale_point, "Morale Point spent (+1)");
                ui.end_row();
            }
            Event::RandomEvent {
                side,
                roll,
                second_roll,
            } => {
                ui.label("Side");
                if let Some(new) = side_combo(ui, s, "form_side", "Side", *side) {
                    *side = new;
                }
                ui.end_row();
                roll_field(ui, "Event roll", roll);
                ui.end_row();
                ui.label("Second die");
                let mut has = second_roll.is_some();
                if ui.checkbox(&mut has, "A second die was rolled").changed() {
                    *second_roll = has.then_some(Roll {
                        value: 1,
                        source: DiceSource::Manual,
                    });
                }
                ui.end_row();
                if let Some(r) = second_roll {
                    roll_field(ui, "Second roll", r);
                    ui.end_row();
                }
            }
            Event::Note { text } => {
                ui.label("Note");
                ui.add(TextEdit::multiline(text).desired_rows(2))
                    .accessible_name("Note text");
                ui.end_row();
            }
        });
    (ev != *e).then_some(ev)
}

fn status_label(st: UnitStatus) -> &'static str {
    match st {
        UnitStatus::OnBoard => "on board (arrived)",
        other => other.label(),
    }
}

/// A roll typed by hand: changing a seeded roll makes it a roll of real dice.
fn roll_field(ui: &mut Ui, label: &str, roll: &mut Roll) {
    let (_, new) = number_field(ui, label, label, u64::from(roll.value));
    if let Some(v) = new {
        roll.value = u32::try_from(v).unwrap_or(u32::MAX);
        roll.source = DiceSource::Manual;
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
        _ => none.unwrap_or("pick a unit").to_string(),
    };
    super::named_combo(id_salt, label)
        .selected_text(shown)
        .show_ui(ui, |ui| {
            if let Some(text) = none {
                ui.selectable_value(unit, None, text);
            }
            for (owner, u) in s.units() {
                if side.is_none_or(|sd| sd == owner) {
                    let text = format!("{} — {}", unit_label(s, &u.id), side_name(s, owner));
                    ui.selectable_value(unit, Some(u.id.clone()), text);
                }
            }
        });
}

fn combat_form(ui: &mut Ui, s: &Scenario, c: &mut Combat) {
    ui.label("Attacking side");
    let att = c.attacker.unwrap_or(SideId::A);
    if let Some(new) = side_combo(ui, s, "form_attacker", "Attacking side", att) {
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
    ui.label("Attackers");
    unit_checkboxes(ui, s, Some(att), "Attacker", &mut c.attackers);
    ui.end_row();
    ui.label("Defenders");
    unit_checkboxes(ui, s, Some(att.other()), "Defender", &mut c.defenders);
    ui.end_row();
    ui.label("Defender's terrain");
    super::named_combo("form_terrain", "Defender's terrain")
        .selected_text(c.terrain.label())
        .show_ui(ui, |ui| {
            for t in Terrain::ALL {
                ui.selectable_value(&mut c.terrain, t, t.label());
            }
        });
    ui.end_row();
    ui.label("River");
    ui.checkbox(&mut c.across_river, "Across a river hexside (forbidden)");
    ui.end_row();
    ui.label("Morale Points");
    ui.vertical(|ui| {
        ui.checkbox(
            &mut c.attacker_morale_point,
            "Attacker spends a Morale Point (+1)",
        );
        ui.checkbox(
            &mut c.defender_morale_point,
            "Defender spends a Morale Point (−1)",
        );
    });
    ui.end_row();
    ui.label("Roll");
    let mut rolled = c.roll.is_some();
    if ui.checkbox(&mut rolled, "The die was rolled").changed() {
        c.roll = rolled.then_some(Roll {
            value: 1,
            source: DiceSource::Manual,
        });
    }
    ui.end_row();
    if let Some(r) = &mut c.roll {
        roll_field(ui, "Combat roll", r);
        ui.end_row();
    }
    ui.label("Result");
    super::named_combo("form_result", "Result")
        .selected_text(c.result.map(|r| r.code()).unwrap_or("none"))
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut c.result, None, "none");
            for r in CrtResult::ALL {
                ui.selectable_value(
                    &mut c.result,
                    Some(r),
                    format!("{} ({})", r.code(), r.meaning()),
                );
            }
        });
    ui.end_row();
    let (a, b) = (
        side_name(s, SideId::A).to_string(),
        side_name(s, SideId::B).to_string(),
    );
    let name_a = format!("SP lost by {a}");
    let name_b = format!("SP lost by {b}");
    if let (_, Some(v)) = number_field(ui, &name_a, &name_a, c.sp_lost.0) {
        c.sp_lost.0 = v;
    }
    ui.end_row();
    if let (_, Some(v)) = number_field(ui, &name_b, &name_b, c.sp_lost.1) {
        c.sp_lost.1 = v;
    }
    ui.end_row();
    let involved: Vec<String> = c.attackers.iter().chain(&c.defenders).cloned().collect();
    ui.label("Eliminated");
    pick_among(ui, s, &involved, "Eliminated", &mut c.eliminated);
    ui.end_row();
    ui.label("Routed");
    pick_among(ui, s, &involved, "Routed", &mut c.routed);
    ui.end_row();
}

/// One checkbox per unit of `side`, adding to or removing from `ids`.
pub fn unit_checkboxes(
    ui: &mut Ui,
    s: &Scenario,
    side: Option<SideId>,
    role: &str,
    ids: &mut Vec<String>,
) {
    ui.vertical(|ui| {
        for (owner, u) in s.units() {
            if side.is_some_and(|sd| sd != owner) {
                continue;
            }
            let label = unit_label(s, &u.id);
            toggle_id(ui, &label, &format!("{role}: {label}"), &u.id, ids);
        }
    });
}

fn pick_among(ui: &mut Ui, s: &Scenario, among: &[String], role: &str, ids: &mut Vec<String>) {
    ui.vertical(|ui| {
        if among.is_empty() {
            ui.weak("pick attackers and defenders first");
        }
        for id in among {
            let label = unit_label(s, id);
            toggle_id(ui, &label, &format!("{role}: {label}"), id, ids);
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
