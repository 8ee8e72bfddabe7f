//! The battle log, turn by turn: every entry in one line with the sides' and units' names, and
//! a form to add, edit or delete entries of every kind ([`form`], with the combat's in
//! [`combat`]). What is wrong with an entry shows under it: its consistency problems, and what
//! the victory systems rule about it; a withdrawal test the rules forbade is struck through,
//! the system's reason on hover.

mod combat;
pub mod form;
mod moves;

pub use form::event_form;

use super::{Changes, DeskState, turn_name};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{
    Combat, CommandRank, DiceSource, Event, GunLoss, Roll, Scenario, SideId, UnitKind, UnitStatus,
    WithdrawalTestRecord,
};
use crate::record::words::{turn_phrase, turn_phrase_capitalised};
use crate::record::{Audience, Knowledge};
use crate::systems::Judgement;
use crate::systems::weighted_objectives::VOID_TEST;
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

/// The kinds of log entries, for the "New entry" picker: the model's, one per [`Event`] variant.
pub use crate::model::EventKind;

/// A new entry of kind `kind`, filled with the scenario's first side, unit and marker.
pub fn new_event(kind: EventKind, s: &Scenario) -> Event {
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
    match kind {
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
        EventKind::GunsLost => Event::GunsLost {
            side: SideId::A,
            guns: 1,
            how: GunLoss::default(),
            unit: s
                .side(SideId::A)
                .units()
                .find(|u| u.kind == UnitKind::Artillery)
                .map(|u| u.id.clone()),
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
            vp_percent: Some(0),
            penalty: 0,
            wf: Some(0),
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
            purpose: tr!(DeskDefaultPurpose),
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
        EventKind::Move => Event::Move {
            to: first_place(s, &any_unit),
            unit: any_unit,
            facing: None,
        },
        EventKind::Spotted => Event::Spotted {
            by: SideId::A,
            units: first_unit(SideId::B).into_iter().collect(),
        },
    }
}

/// Where a new move goes at first: where the unit stands at the end of the log, else the
/// grid's origin cell, else the map's top-left corner.
fn first_place(s: &Scenario, unit: &str) -> crate::model::Position {
    let moves = crate::model::Movements::new(s);
    let now = moves
        .unit_index(unit)
        .and_then(|k| moves.after_turns(s.log.turns.len())[k].position.cloned());
    now.unwrap_or_else(|| match &s.map.grid {
        Some(g) => crate::model::Position::Cell(g.id(crate::model::Cell::new(0, 0))),
        None => crate::model::Position::at(crate::model::Point::new(0.0, 0.0)),
    })
}

/// One line for a log entry, from the one narrator, worded for what `k`'s audience knows.
pub fn describe(s: &Scenario, e: &Event, k: &Knowledge) -> String {
    crate::record::narrator::sentence(s, e, k)
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
    let audience = view.audience;
    // A player's view reads the log and changes nothing.
    let edit = !view.player_view();
    // Two columns that scroll apart: a log of thousands of turns keeps the entries of the
    // current one beside the list, wherever the list is scrolled to.
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(220.0);
            turn_list(ui, s, state, changes, edit);
        });
        ui.separator();
        ui.vertical(|ui| {
            egui::ScrollArea::vertical()
                .id_salt("desk_log_scroll")
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    turn_entries(ui, s, (&k, audience), state, changes, edit)
                });
        });
    });
    // "Go to" a turn, or an entry no longer there: nothing left to bring into view.
    if let Some(f) = &mut state.focus
        && f.scroll
        && matches!(super::target_of(&f.path), super::Target::LogEvent { .. })
    {
        f.scroll = false;
    }
}

/// The turn "Go to" asks to bring into view, while it still asks.
fn turn_to_scroll_to(state: &DeskState) -> Option<usize> {
    let f = state.focus.as_ref().filter(|f| f.scroll)?;
    match super::target_of(&f.path) {
        super::Target::LogEvent { turn, .. } => Some(turn),
        _ => None,
    }
}

fn turn_list(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes, edit: bool) {
    ui.heading(tr!(DeskTurns));
    if edit {
        turn_buttons(ui, s, state, changes);
    }
    if s.log.turns.is_empty() {
        ui.weak(tr!(DeskNoTurnsLogged));
        return;
    }
    ui.add_space(6.0);
    let current = state.current_turn(s);
    let row_height =
        ui.spacing().interact_size.y.max(
            ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y,
        );
    let mut list = egui::ScrollArea::vertical()
        .id_salt("desk_log_turns")
        .auto_shrink([false, false]);
    if let Some(t) = turn_to_scroll_to(state) {
        // Rows out of view are not drawn, so the row cannot scroll itself into view: put it
        // in the middle of the list from its position.
        let pitch = row_height + ui.spacing().item_spacing.y;
        let middle = (ui.available_height() - row_height) / 2.0;
        list = list.vertical_scroll_offset((t as f32 * pitch - middle).max(0.0));
    }
    // Only the rows in view are drawn: a log of thousands of turns costs what the list shows.
    list.show_rows(ui, row_height, s.log.turns.len(), |ui, rows| {
        for t in rows {
            let r = ui.add(
                egui::Button::selectable(t == current, turn_label(s, t))
                    .truncate()
                    .min_size(egui::vec2(ui.available_width(), row_height)),
            );
            if r.clicked() {
                state.choose_turn(t);
                state.log.editing = None;
            }
            if let Some(f) = &state.focus {
                f.outline(ui, &r, &format!("log[{t}]"));
            }
        }
    });
}

/// "Turn 1 (11 entries)", never "1 (11 entries)" or "(1 entries)".
fn turn_label(s: &Scenario, t: usize) -> String {
    let name = turn_name(s, t);
    let n = s.log.turns.get(t).map_or(0, |turn| turn.events.len());
    if name.chars().all(|c| c.is_ascii_digit()) {
        tr!(DeskTurnNumberEntries, turn = name, count = n)
    } else {
        tr!(DeskTurnEntries, turn = name, count = n)
    }
}

/// Add, rename and delete turns.
fn turn_buttons(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    let current = state.current_turn(s);
    if ui.button(tr!(DeskAddTurn)).clicked() {
        super::turns::add_turn(s, state, changes);
    }
    if s.log.turns.is_empty() {
        return;
    }
    let renaming = state.log.renaming.clone().filter(|(t, _)| *t == current);
    if let Some((t, mut name)) = renaming {
        ui.add(TextEdit::singleline(&mut name).desired_width(200.0))
            .accessible_name(tr!(DeskTurnName));
        let mut done = false;
        ui.horizontal(|ui| {
            if ui.button(tr!(DeskRename)).clicked() {
                let new = name.trim().to_string();
                changes.action(move |s| {
                    if let Some(turn) = s.log.turns.get_mut(t) {
                        turn.name = new;
                    }
                });
                done = true;
            } else if ui.button(tr!(DeskCancel)).clicked() {
                done = true;
            }
        });
        state.log.renaming = if done { None } else { Some((t, name)) };
    } else if ui.button(tr!(DeskRenameTurn)).clicked() {
        state.log.renaming = Some((current, s.log.turns[current].name.clone()));
    }
    let n = s.log.turns[current].events.len();
    let delete = ui.button(tr!(DeskDeleteTurn)).on_hover_text(tr!(
        DeskDeleteTurnWhy,
        turn = turn_phrase(s, current),
        count = n
    ));
    if delete.clicked() {
        changes.action(move |s| {
            if current < s.log.turns.len() {
                s.log.turns.remove(current);
            }
        });
        state.log.editing = None;
        state.choose_turn(current.saturating_sub(1));
    }
}

fn turn_entries(
    ui: &mut Ui,
    s: &Scenario,
    (known, audience): (&Knowledge, Audience),
    state: &mut DeskState,
    changes: &mut Changes,
    edit: bool,
) {
    let t = state.current_turn(s);
    let Some(turn) = s.log.turns.get(t) else {
        ui.label(if edit {
            tr!(DeskAddATurnToStart)
        } else {
            tr!(DeskNothingLoggedYet)
        });
        return;
    };
    ui.heading(turn_phrase_capitalised(s, t));
    if turn.events.is_empty() {
        ui.weak(tr!(DeskNothingLoggedInTurn));
    }
    let n = turn.events.len();
    let problems: Vec<(usize, String)> = entry_problems(s, t, state.derived.problems());
    let rulings = entry_rulings(s, t, state, audience);
    if state.log.heights.0 != t {
        state.log.heights = (t, Vec::new());
    }
    state.log.heights.1.resize(n, ENTRY_HEIGHT_GUESS);
    let spacing = ui.spacing().item_spacing.y;
    let view = ui.clip_rect();
    // The entry "Go to" asks for is drawn wherever it is, so that it can scroll into view.
    let focused_entry =
        state
            .focus
            .as_ref()
            .filter(|f| f.scroll)
            .and_then(|f| match super::target_of(&f.path) {
                super::Target::LogEvent {
                    turn,
                    event: Some(k),
                } if turn == t => Some(k),
                _ => None,
            });
    for (k, e) in turn.events.iter().enumerate() {
        let editing = state.log.editing == Some((t, k));
        let top = ui.cursor().top();
        let height = state.log.heights.1[k];
        let focused = focused_entry == Some(k);
        if !editing && !focused && (top + height < view.top() || top > view.bottom()) {
            ui.allocate_space(egui::vec2(ui.available_width(), height));
            continue;
        }
        let void = rulings
            .iter()
            .find(|r| r.entry == k && r.id == VOID_TEST)
            .map(|r| r.text.as_str());
        let row = ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{}.", k + 1)).monospace());
            ui.label(RichText::new(e.kind_label()).strong());
            let sentence = RichText::new(describe(s, e, known));
            match void {
                // Struck through: in the rules' eyes this test did not happen.
                Some(why) => {
                    ui.label(sentence.strikethrough()).on_hover_text(why);
                    ui.weak(tr!(DeskVoid)).on_hover_text(why);
                }
                None => {
                    ui.label(sentence);
                }
            }
        });
        // What is wrong with the entry, where the entry is (not only on the Verdicts tab).
        for (_, text) in problems.iter().filter(|(at, _)| *at == k) {
            super::warning(ui, text);
        }
        for r in rulings.iter().filter(|r| r.entry == k && r.id != VOID_TEST) {
            super::warning(
                ui,
                &tr!(
                    DeskSystemMessage,
                    system = r.system,
                    message = r.text.as_str()
                ),
            );
        }
        if !edit {
            ui.add_space(2.0);
            state.log.heights.1[k] = (ui.cursor().top() - top - spacing).max(1.0);
            continue;
        }
        ui.horizontal(|ui| {
            let entry = (k + 1).to_string();
            let (edit_text, edit_name) = if editing {
                (tr!(DeskDone), tr!(DeskDoneEntry, entry = entry.as_str()))
            } else {
                (tr!(DeskEdit), tr!(DeskEditEntry, entry = entry.as_str()))
            };
            if ui
                .small_button(edit_text)
                .accessible_name(edit_name)
                .clicked()
            {
                state.log.editing = if editing { None } else { Some((t, k)) };
            }
            if ui
                .small_button(tr!(DeskDelete))
                .accessible_name(tr!(DeskDeleteEntry, entry = entry.as_str()))
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
                    .small_button(tr!(DeskUp))
                    .accessible_name(tr!(DeskMoveEntryUp, entry = entry.as_str()))
                    .clicked()
            {
                changes.action(move |s| s.log.turns[t].events.swap(k - 1, k));
                state.log.editing = None;
            }
            if k + 1 < n
                && ui
                    .small_button(tr!(DeskDown))
                    .accessible_name(tr!(DeskMoveEntryDown, entry = entry.as_str()))
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
    if !edit {
        return;
    }
    ui.separator();
    let may_log = state.may_log(s);
    // Every kind in view at once: the list is short, and a kind cut off looks missing.
    let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let list_height = EventKind::ALL.len() as f32 * row + 16.0;
    ui.horizontal(|ui| {
        egui::ComboBox::new("desk_new_entry_kind", tr!(DeskNewEntry))
            .selected_text(state.log.new_kind.label())
            .height(list_height)
            .show_ui(ui, |ui| {
                for kind in EventKind::ALL {
                    ui.selectable_value(&mut state.log.new_kind, kind, kind.label());
                }
            });
        let add = ui
            .add_enabled(may_log, egui::Button::new(tr!(DeskAddEntry)))
            .on_disabled_hover_text(super::turns::answer_first());
        if add.clicked() {
            let e = new_event(state.log.new_kind, s);
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
                Some((
                    k,
                    tr!(DeskEntryProblem, field = what, message = p.message.as_str()),
                ))
            }
            _ => None,
        })
        .collect()
}

/// What a victory system rules about one entry of the log: a flag of its verdict that names it.
struct EntryRuling {
    entry: usize,
    /// The system's name.
    system: &'static str,
    /// The flag's id (`void-test`, `log-problem`, `log-mismatch`…).
    id: String,
    text: String,
}

/// The flags the victory systems give the entries of turn `t`, as `audience` may see them (a
/// verdict withheld from it says nothing here either).
fn entry_rulings(
    s: &Scenario,
    t: usize,
    state: &mut DeskState,
    audience: Audience,
) -> Vec<EntryRuling> {
    // Only flags of this turn are read: a long log's flags are not all parsed every frame.
    let turn = format!("log[{t}]");
    let of_turn = |path: &str| {
        path.strip_prefix(&turn)
            .is_some_and(|rest| rest.starts_with(['.', ' ']))
    };
    let mut out = Vec::new();
    for (sys, j) in state.derived.standing(s, audience).all() {
        let Judgement::Verdict(v) = j else { continue };
        for f in &v.flags {
            let Some(path) = f.path.as_deref().filter(|p| of_turn(p)) else {
                continue;
            };
            if let super::Target::LogEvent {
                event: Some(entry), ..
            } = super::target_of(path)
            {
                out.push(EntryRuling {
                    entry,
                    system: sys.name(),
                    id: f.id.clone(),
                    text: f.text.clone(),
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every variant of `Event` has a kind (derived), a label of its own, and a new entry of
    /// its kind in the picker.
    #[test]
    fn every_kind_of_entry_has_a_label_and_a_new_entry() {
        let s = Scenario::new("Kinds");
        let mut labels = std::collections::BTreeSet::new();
        for &kind in &EventKind::ALL {
            assert_eq!(new_event(kind, &s).kind(), kind);
            assert!(!kind.label().is_empty());
            assert!(labels.insert(kind.label()), "{kind:?}'s label is another's");
        }
        assert_eq!(labels.len(), 17);
        assert_eq!(EventKind::default(), EventKind::Losses);
    }
}
