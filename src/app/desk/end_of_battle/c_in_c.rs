//! The commander-in-chief's rows of the end-of-battle panel: his name, whether he was lost,
//! whether he is also head of state.
//!
//! The log is the one record of his loss (the casualty chart's modifier (4) reads its
//! `CommanderLost` entry of rank Army). The box shows what the log says and where; ticking it
//! logs the loss in the current turn, unticking it removes the entry (asking first when the log
//! holds more than one). A file that ticked the box without a log entry (written before the
//! log decided) shows the tick as declared at the end of the battle, with a button that moves
//! it into the log. Each click is one undo step.

use super::field_tail;
use crate::app::desk::{Changes, DeskState, next_turn_name, warning};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{CommandRank, Event, Scenario, SideId, Turn};
use egui::{TextEdit, Ui};

/// The C-in-C's rows, in the side's grid of three columns.
pub(super) fn rows(
    ui: &mut Ui,
    s: &Scenario,
    side: SideId,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let i = side.index();
    let data = s.side(side);
    ui.label(tr!(DeskCInC));
    let mut name = data.c_in_c.name.clone();
    let r = ui
        .add(TextEdit::singleline(&mut name).desired_width(200.0))
        .accessible_name(tr!(DeskCInCOf, side = data.name.as_str()));
    if r.changed() {
        changes.edit(move |s| s.side_mut(side).c_in_c.name = name);
    }
    field_tail(ui, s, state, &r, &format!("sides[{i}].c_in_c.name"));

    lost_row(ui, s, side, view, state, changes);

    ui.label(tr!(DeskHeadOfState));
    let mut hos = data.c_in_c.head_of_state;
    let r = ui
        .checkbox(&mut hos, tr!(DeskHeadOfStateBox))
        .accessible_name(tr!(DeskHeadOfStateName, side = data.name.as_str()));
    if r.changed() {
        changes.action(move |s| s.side_mut(side).c_in_c.head_of_state = hos);
    }
    field_tail(
        ui,
        s,
        state,
        &r,
        &format!("sides[{i}].c_in_c.head_of_state"),
    );
}

/// The "C-in-C lost" box: a view of the log, and the way to change it.
fn lost_row(
    ui: &mut Ui,
    s: &Scenario,
    side: SideId,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let data = s.side(side);
    // The first entry and how many: a hostile log may hold thousands, not copied every frame.
    let (first, entries) = {
        let logged = state.derived.c_in_c_lost(side);
        (logged.first().cloned(), logged.len())
    };
    let declared = data.c_in_c.lost && entries == 0;
    ui.label(tr!(DeskCInCLost));
    let mut lost = data.c_in_c.lost || entries > 0;
    let r = ui
        .checkbox(&mut lost, tr!(DeskCInCLostBox))
        .accessible_name(tr!(DeskCInCLostName, side = data.name.as_str()));
    if r.changed() {
        if lost {
            let turn = state.current_turn(s);
            log_the_loss(s, side, Some(turn), changes);
        } else if entries > 1 {
            state.end.confirm_untick = Some(side);
        } else {
            forget_the_loss(side, changes);
            state.log.editing = None;
        }
    }
    ui.vertical(|ui| {
        if let Some((t, k, name)) = &first {
            let (t, k) = (*t, *k);
            ui.horizontal_wrapped(|ui| {
                ui.weak(logged_text(s, t, name, entries));
                if ui
                    .small_button(tr!(DeskShowInTheLog))
                    .accessible_name(tr!(DeskShowLossInTheLog, side = data.name.as_str()))
                    .clicked()
                {
                    state.go_to(
                        &format!("log[{t}].events[{k}]"),
                        &tr!(DeskTheLossOfCInC, side = data.name.as_str()),
                        view,
                    );
                }
            });
        } else if declared {
            ui.horizontal_wrapped(|ui| {
                warning(ui, &tr!(DeskTickedNoEntry));
                if ui
                    .small_button(tr!(DeskRecordInTheLog))
                    .accessible_name(tr!(DeskRecordLossInTheLog, side = data.name.as_str()))
                    .clicked()
                {
                    log_the_loss(s, side, None, changes);
                }
            });
        } else {
            ui.weak(tr!(DeskTickingLogs));
        }
        if state.end.confirm_untick == Some(side) {
            confirm_untick(ui, s, side, state, changes);
        }
    });
    state.mark(ui, &r, &format!("sides[{}].c_in_c.lost", side.index()));
    ui.end_row();
}

/// "Logged in turn 6: the army commander Prince Louis Ferdinand (and 1 more entry)."
fn logged_text(s: &Scenario, t: usize, name: &str, entries: usize) -> String {
    let turn = s.log.turn_phrase(t);
    let more = entries.saturating_sub(1);
    match name.trim() {
        "" => tr!(DeskLoggedIn, turn = turn, more = more),
        name => tr!(DeskLoggedInNamed, turn = turn, name = name, more = more),
    }
}

/// How many of the entries the question about unticking names.
const NAMED: usize = 5;

/// Untick with several entries in the log: name them, and remove them only when asked.
fn confirm_untick(
    ui: &mut Ui,
    s: &Scenario,
    side: SideId,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let logged = state.derived.c_in_c_lost(side);
    let n = logged.len();
    let mut places: Vec<String> = logged
        .iter()
        .take(NAMED)
        .map(|(t, _, name)| format!("{} ({})", s.log.turn_phrase(*t), name.trim()))
        .collect();
    if n > NAMED {
        places.push(tr!(DeskAndMore, count = n - NAMED));
    }
    let side_name = s.side(side).name.as_str();
    warning(
        ui,
        &tr!(
            DeskLossLoggedTimes,
            side = side_name,
            count = n,
            places = places.join(", ")
        ),
    );
    ui.horizontal(|ui| {
        if ui
            .button(tr!(DeskRemoveAll, count = n))
            .accessible_name(tr!(DeskRemoveAllName, count = n, side = side_name))
            .clicked()
        {
            forget_the_loss(side, changes);
            state.log.editing = None;
            state.end.confirm_untick = None;
        }
        if ui.button(tr!(DeskKeepThem)).clicked() {
            state.end.confirm_untick = None;
        }
    });
}

/// Log the loss of `side`'s C-in-C (rank Army, his name) at the end of turn `turn`, or of the
/// last turn when `None` (a declaration at the end of the battle moved into the log); a turn
/// is added to an empty log. The declaration is cleared: the log now holds the fact.
fn log_the_loss(s: &Scenario, side: SideId, turn: Option<usize>, changes: &mut Changes) {
    let name = s.side(side).c_in_c.name.trim().to_string();
    let first_turn = next_turn_name(s);
    changes.action(move |s| {
        if s.log.turns.is_empty() {
            s.log.turns.push(Turn {
                name: first_turn,
                events: Vec::new(),
            });
        }
        let last = s.log.turns.len() - 1;
        let t = turn.map_or(last, |t| t.min(last));
        s.log.turns[t].events.push(Event::CommanderLost {
            side,
            name,
            rank: CommandRank::Army,
        });
        s.side_mut(side).c_in_c.lost = false;
    });
}

/// Remove every record of the loss of `side`'s C-in-C: the log's entries of rank Army and a
/// declaration.
fn forget_the_loss(side: SideId, changes: &mut Changes) {
    changes.action(move |s| {
        for turn in &mut s.log.turns {
            turn.events.retain(|e| {
                !matches!(e, Event::CommanderLost { side: sd, rank: CommandRank::Army, .. } if *sd == side)
            });
        }
        s.side_mut(side).c_in_c.lost = false;
    });
}
