//! The battle log, turn by turn: every entry in one line with the sides' and units' names, and
//! a form to add, edit or delete entries of every kind.

use super::{Changes, DeskState, number_field, side_combo, side_name, turn_name, unit_label};
use crate::app::view::ViewCtx;
use crate::model::{
    Combat, CommandRank, CrtResult, DiceSource, Event, Roll, Scenario, SideId, Terrain, Turn,
    UnitStatus, WithdrawalTestRecord,
};
use crate::record::Knowledge;
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
    /// The height each entry of the shown turn took when last drawn: entries out of view are
    /// not drawn, only given their room, so a turn of thousands of entries costs what the
    /// screen shows.
    heights: (usize, Vec<f32>),
}

/// The room given to an entry not yet drawn: two lines of text and a row of small buttons.
const ENTRY_HEIGHT_GUESS: f32 = 44.0;

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
    RevealMarkers,
}

impl EventKind {
    pub const ALL: [EventKind; 14] = [
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
        EventKind::RevealMarkers,
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
            EventKind::RevealMarkers => "Markers turned over",
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
            EventKind::RevealMarkers => Event::RevealMarkers,
        }
    }
}

/// One line for a log entry, from the one narrator, worded for what `k`'s audience knows.
pub fn describe(s: &Scenario, e: &Event, k: &Knowledge) -> String {
    crate::record::narrator::sentence(s, e, k)
}

fn rank_label(rank: CommandRank) -> &'static str {
    match rank {
        CommandRank::Army => "army commander",
        CommandRank::Corps => "corps commander",
        CommandRank::Other => "commander",
    }
}

/// The log panel.
pub fn ui(
    ui: &mut Ui,
    s: &Scenario,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let k = state.derived.knowledge(s, view.audience);
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
                    turn_entries(ui, s, &k, state, changes);
                });
            });
        });
}

fn turn_list(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    ui.heading("Turns");
    let current = state.current_turn(s);
    for (t, turn) in s.log.turns.iter().enumerate() {
        // "Turn 1 (11 entries)", never "1 (11 entries)" or "(1 entries)".
        let name = turn_name(s, t);
        let name = if name.chars().all(|c| c.is_ascii_digit()) {
            format!("Turn {name}")
        } else {
            name
        };
        let label = format!(
            "{name} ({})",
            crate::record::words::counted(turn.events.len(), "entry")
        );
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
    known: &Knowledge,
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
    let problems: Vec<(usize, String)> = entry_problems(s, t, state.derived.problems(s));
    if state.log.heights.0 != t {
        state.log.heights = (t, Vec::new());
    }
    state.log.heights.1.resize(n, ENTRY_HEIGHT_GUESS);
    let spacing = ui.spacing().item_spacing.y;
    let view = ui.clip_rect();
    for (k, e) in turn.events.iter().enumerate() {
        let editing = state.log.editing == Some((t, k));
        let top = ui.cursor().top();
        let height = state.log.heights.1[k];
        let focused = state
            .focus
            .as_ref()
            .is_some_and(|f| f.scroll && f.path.starts_with(&format!("log[{t}].events[{k}]")));
        if !editing && !focused && (top + height < view.top() || top > view.bottom()) {
            ui.allocate_space(egui::vec2(ui.available_width(), height));
            continue;
        }
        let row = ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{}.", k + 1)).monospace());
            ui.label(RichText::new(e.kind_label()).strong());
            ui.label(describe(s, e, known));
        });
        // What is wrong with the entry, where the entry is (not only on the Verdicts tab).
        for (_, text) in problems.iter().filter(|(at, _)| *at == k) {
            super::warning(ui, text);
        }
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
                if let Some(new) = event_form(ui, s, e, known, (t, k)) {
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
        state.log.heights.1[k] = (ui.cursor().top() - top - spacing).max(1.0);
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

/// The consistency problems of the entries of turn `t`: (entry index, what is wrong).
fn entry_problems(
    s: &Scenario,
    t: usize,
    problems: &[crate::model::Problem],
) -> Vec<(usize, String)> {
    problems
        .iter()
        .filter_map(|p| match super::target_of(&p.path) {
            super::Target::LogEvent {
                turn,
                event: Some(k),
            } if turn == t => {
                let what = super::field_name(s, &p.path);
                Some((k, format!("Problem with the {what}: {}", p.message)))
            }
            _ => None,
        })
        .collect()
}

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
            Event::Combat(c) => combat_form(ui, s, c, at),
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
                // VP % and WF are the tested side's and the umpire's (Who knows what).
                let secret = !k.sees_test_figures(t.side);
                for (label, value, private) in [
                    ("RS %", &mut t.rs_percent, false),
                    ("VP %", &mut t.vp_percent, true),
                    ("Penalty", &mut t.penalty, false),
                    ("WF", &mut t.wf, true),
                ] {
                    if private && secret {
                        ui.label(label);
                        ui.weak("not known to this audience");
                    } else if let (_, Some(v)) = number_field(ui, label, label, u64::from(*value)) {
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
            Event::RevealMarkers => {
                ui.label("Markers");
                ui.label("Every marker is turned face up: from here on all values are known.");
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

fn combat_form(ui: &mut Ui, s: &Scenario, c: &mut Combat, at: (usize, usize)) {
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
    // Only units still on the board then: an eliminated or routed unit fights no more.
    let attackers = able_to_fight(s, att, c, at);
    let defenders = able_to_fight(s, att.other(), c, at);
    ui.label("Attackers");
    pick_among(ui, s, &attackers, "Attacker", &mut c.attackers);
    ui.end_row();
    ui.label("Defenders");
    pick_among(ui, s, &defenders, "Defender", &mut c.defenders);
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
    let before = c.roll.map(|r| r.value);
    if let Some(r) = &mut c.roll {
        roll_field(ui, "Combat roll", r);
        ui.end_row();
    }
    // The table decides the result from the roll: filled in when the roll is given or changed
    // (the umpire may still choose another, e.g. to log a house rule).
    let table = c.roll.map(|r| table_result(s, c, r.value));
    if let Some(t) = table
        && (c.roll.map(|r| r.value) != before || c.result.is_none())
    {
        c.result = Some(t);
    }
    ui.label("Result");
    ui.horizontal(|ui| {
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
        match (table, c.result) {
            (Some(t), Some(r)) if t != r => {
                super::warning(
                    ui,
                    &format!(
                        "the table gives {} ({}) for this roll",
                        t.code(),
                        t.meaning()
                    ),
                );
            }
            (Some(_), _) => {
                ui.weak("as the Combat Results Table gives it");
            }
            _ => {}
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
