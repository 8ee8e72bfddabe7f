//! The withdrawal test tool (weighted objectives, seed 002): per army, whether it may be
//! challenged now and why not, RS %, VP %, the penalty of premature calls, the withdrawal factor
//! and the exact chance of withdrawing; a premature call is logged with one button; the test is
//! rolled with the seeded dice or real dice and goes into the current turn with its numbers.

use super::{Changes, DeskState, RollInput, push_event, side_combo, side_name};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{Event, Scenario, SideId};
use crate::record::words::turn_phrase;
use crate::systems::exact::{Q, fraction, percent};
use crate::systems::weighted_objectives::{
    LEGITIMATE_RS_PERCENT, PREMATURE_CALL_PENALTY, WithdrawalStatus, resolve_test,
    withdrawal_status,
};
use egui::{RichText, Ui};

/// View state of the withdrawal tool, per army.
#[derive(Clone, Debug, Default)]
pub struct WithdrawalState {
    pub rolls: [RollInput; 2],
    /// Who makes a premature call on each army.
    pub caller: [Option<SideId>; 2],
    /// The last test rolled here: where it went in the log and what it was. The banner shows
    /// it only while the log still holds it there (an undo takes the banner away too).
    pub last: Option<(usize, usize, Event)>,
}

/// The army's status at the end of the current turn (the systems' adapter).
fn status(s: &Scenario, side: SideId, turn: usize) -> WithdrawalStatus {
    withdrawal_status(s, side, turn)
}

/// "35% (7/20)": the exact chance as a percentage and a fraction.
pub fn chance_text(q: Q) -> String {
    format!("{} ({})", percent(q), fraction(q))
}

/// What the window says of an entry the tool logs: told to everyone, each audience in its own
/// words (the test's VP% and WF to the tested side and the umpire only).
fn logged(s: &Scenario, state: &DeskState, e: &Event) -> crate::app::view::Message {
    crate::app::view::Message::about_entry(s, state.derived.record(), e, str::to_string)
}

/// The plural form a verb agreeing with a side's name takes: "one" or "other".
fn number_of(name: &str) -> &'static str {
    if crate::systems::words::is_plural(name) {
        "other"
    } else {
        "one"
    }
}

/// The withdrawal test panel.
pub fn ui(
    ui: &mut Ui,
    s: &Scenario,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let turn = state.current_turn(s);
    let known = state.derived.knowledge(s, view.audience);
    egui::ScrollArea::vertical()
        .id_salt("desk_withdrawal_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // Where a test goes is the umpire's concern: a player's view logs nothing.
            let goes = !view.player_view();
            ui.label(match (s.log.turns.is_empty(), goes) {
                (true, true) => tr!(DeskAsAtStartLogs),
                (true, false) => tr!(DeskAsAtStart),
                (false, true) => tr!(DeskAsAtEndLogs, turn = turn_phrase(s, turn)),
                (false, false) => tr!(DeskAsAtEnd, turn = turn_phrase(s, turn)),
            });
            let last = state.withdrawal.last.as_ref().filter(|(t, i, e)| {
                s.log.turns.get(*t).and_then(|turn| turn.events.get(*i)) == Some(e)
            });
            if let Some((_, _, e)) = last {
                ui.label(RichText::new(super::log_editor::describe(s, e, &known)).strong());
            }
            ui.columns(2, |cols| {
                for (side, col) in SideId::BOTH.into_iter().zip(cols.iter_mut()) {
                    egui::Frame::group(col.style()).show(col, |ui| {
                        ui.set_width(ui.available_width());
                        let hide = !known.sees_test_figures(side);
                        army(ui, s, side, turn, hide, view, state, changes);
                    });
                }
            });
        });
}

#[allow(clippy::too_many_arguments)]
fn army(
    ui: &mut Ui,
    s: &Scenario,
    side: SideId,
    turn: usize,
    hide: bool,
    view: &mut ViewCtx,
    state: &mut DeskState,
    changes: &mut Changes,
) {
    let name = side_name(s, side).to_string();
    let st = status(s, side, turn);
    ui.heading(RichText::new(&name).color(super::side_colour(s, side)));
    let hidden = tr!(DeskNotKnownToAudience);
    let none = tr!(DeskNone);
    egui::Grid::new(("desk_withdrawal_grid", side.index()))
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let mut row = |label: &str, value: String| {
                ui.label(label);
                ui.label(value);
                ui.end_row();
            };
            row(&tr!(DeskOriginalStrength), st.original.to_string());
            row(&tr!(DeskCurrentStrength), st.current.to_string());
            row(
                &tr!(DeskResidualStrength),
                st.rs_percent
                    .map(crate::i18n::percent)
                    .unwrap_or_else(|| tr!(DeskNoStands)),
            );
            row(
                &tr!(DeskLegitimate, percent = LEGITIMATE_RS_PERCENT),
                if st.legitimate {
                    tr!(DeskYes)
                } else {
                    tr!(DeskNo)
                },
            );
            row(
                &tr!(DeskVpHeld),
                if hide {
                    hidden.clone()
                } else {
                    crate::i18n::percent(st.vp_percent)
                },
            );
            row(
                &tr!(DeskUnpaidCalls),
                tr!(
                    DeskUnpaidCallsPenalty,
                    calls = st.unpaid_premature_calls.to_string(),
                    penalty = st.penalty
                ),
            );
            row(
                &tr!(DeskWithdrawalFactor),
                match (hide, st.wf) {
                    (true, _) => hidden.clone(),
                    (false, Some(wf)) => wf.to_string(),
                    (false, None) => none.clone(),
                },
            );
            row(
                &tr!(DeskChanceOfWithdrawing),
                match (hide, st.chance_to_withdraw) {
                    (true, _) => hidden.clone(),
                    (false, Some(q)) => chance_text(q),
                    (false, None) => none.clone(),
                },
            );
        });
    if st.may_be_challenged {
        ui.label(
            RichText::new(tr!(DeskMayBeChallenged, side = name.as_str()))
                .color(ui.visuals().warn_fg_color)
                .strong(),
        );
    } else {
        ui.label(RichText::new(tr!(DeskMayNotBeChallenged, side = name.as_str())).strong());
        for r in &st.reasons {
            ui.label(tr!(DeskReason, reason = r.as_str()));
        }
    }
    if !hide {
        egui::CollapsingHeader::new(tr!(DeskHowFound, side = name.as_str()))
            .id_salt(("desk_withdrawal_steps", side.index()))
            .show(ui, |ui| {
                for step in &st.steps {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(&step.rule).strong());
                        ui.label(&step.text);
                    });
                }
            });
    }
    ui.separator();
    // A player's view shows the odds and logs nothing; nor does it roll the seeded dice,
    // whose next draw is the umpire's to know.
    if view.player_view() {
        return;
    }
    let may_log = state.may_log(s);
    let i = side.index();
    // A call on an army still above the legitimate RS % is premature: the caller's own army pays for it.
    let caller = state.withdrawal.caller[i].unwrap_or(side.other());
    if !st.legitimate {
        ui.horizontal(|ui| {
            ui.label(tr!(DeskCalledBy));
            if let Some(new) = side_combo(
                ui,
                s,
                ("desk_caller", i),
                &tr!(DeskTestCalledBy, side = name.as_str()),
                caller,
            ) {
                state.withdrawal.caller[i] = Some(new);
            }
        });
        let button = ui
            .add_enabled(
                may_log,
                egui::Button::new(tr!(DeskPrematureCallOn, side = name.as_str())),
            )
            .on_disabled_hover_text(super::turns::answer_first())
            .on_hover_text(tr!(
                DeskPrematureCallWhy,
                side = name.as_str(),
                percent = LEGITIMATE_RS_PERCENT,
                caller = side_name(s, caller),
                caller_number = number_of(side_name(s, caller)),
                penalty = PREMATURE_CALL_PENALTY
            ));
        if button.clicked() {
            let e = Event::PrematureCall {
                by: caller,
                against: side,
            };
            view.say(logged(s, state, &e));
            changes.action(move |s| push_event(s, turn, e));
        }
        return;
    }
    let what = tr!(DeskWithdrawalRollOf, side = name.as_str());
    state.withdrawal.rolls[i].ui(ui, &what, 100);
    let roll_button = ui
        .add_enabled(
            st.may_be_challenged && may_log,
            egui::Button::new(tr!(DeskRollWithdrawalTest, side = name.as_str())),
        )
        .on_disabled_hover_text(if may_log {
            tr!(DeskMayNotBeChallengedNow, side = name.as_str())
        } else {
            super::turns::answer_first()
        });
    if roll_button.clicked() {
        let result = state.withdrawal.rolls[i]
            .roll(s, 100, &what)
            .map_err(|e| e.to_string())
            .and_then(|roll| resolve_test(s, side, turn, roll).map_err(|e| e.to_string()));
        match result {
            Ok(record) => {
                let e = Event::WithdrawalTest(record);
                view.say(logged(s, state, &e));
                // Where `push_event` puts it.
                let t = turn.min(s.log.turns.len().saturating_sub(1));
                let at = (t, s.log.turns.get(t).map_or(0, |x| x.events.len()));
                state.withdrawal.last = Some((at.0, at.1, e.clone()));
                state.withdrawal.rolls[i].typed.clear();
                changes.action(move |s| push_event(s, turn, e));
            }
            Err(e) => view.error(e),
        }
    }
}
