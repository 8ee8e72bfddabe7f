//! The desk's one current turn: the turn of the log that every tool reads and logs into (the
//! combat resolver's units, the rally list, the withdrawal test, the graphs' cursor), the last
//! one when a scenario opens; the picker and "Next turn" of the desk's header; the question
//! before anything is logged into a turn earlier than the last; and the one before a turn is
//! added after the battle was decided.

use super::{Changes, DeskPanel, DeskState, is_waterloo20, next_turn_name};
use crate::app::references::confirm;
use crate::i18n::tr;
use crate::model::{BattleLog, GameEnd, Scenario, Turn};
use crate::record::words::turn_phrase;
use crate::systems::waterloo20::TURN_TRACK;
use crate::systems::{Judgement, VictorySystem};
use egui::{RichText, Ui};

/// [`DeskState::turn`] before a turn is chosen: the log's last turn, where an umpire
/// resuming a battle goes on.
pub const LAST_TURN: usize = usize::MAX;

/// The questions about turns the desk asks, as view state.
#[derive(Clone, Debug, Default)]
pub struct TurnQuestions {
    /// The umpire said yes to logging into this turn, earlier than the last.
    earlier_agreed: Option<usize>,
    /// A turn to add after the battle was decided waits for the umpire's yes: why it was
    /// decided.
    add_after_decided: Option<String>,
}

impl DeskState {
    /// The current turn, within the log (0 for an empty log).
    pub fn current_turn(&self, s: &Scenario) -> usize {
        self.turn.min(s.log.turns.len().saturating_sub(1))
    }

    /// Whether the tools may log into the current turn now: it is the last turn, or the
    /// umpire has said yes to logging into it although it is earlier.
    pub fn may_log(&self, s: &Scenario) -> bool {
        let current = self.current_turn(s);
        current + 1 >= s.log.turns.len() || self.turns.earlier_agreed == Some(current)
    }

    /// Make `t` the current turn (a turn picked, added, gone to).
    pub fn choose_turn(&mut self, t: usize) {
        self.turn = t;
    }
}

/// Why a logging button is off while the question about an earlier turn is not answered.
pub fn answer_first() -> String {
    tr!(DeskAnswerFirst)
}

/// The turn picker and "Next turn", for the desk's header.
pub fn picker(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes, edit: bool) {
    let current = state.current_turn(s);
    let shown = if s.log.turns.is_empty() {
        tr!(DeskNoTurnsYet)
    } else {
        super::turn_name(s, current)
    };
    let mut chosen = current;
    egui::ComboBox::new("desk_current_turn", tr!(DeskCurrentTurn))
        .selected_text(shown)
        .height(ui.ctx().content_rect().height() * 0.6)
        .show_ui(ui, |ui| {
            for t in 0..s.log.turns.len() {
                ui.selectable_value(&mut chosen, t, super::turn_name(s, t));
            }
        })
        .response
        .on_hover_text(tr!(DeskCurrentTurnWhy));
    if chosen != current {
        state.choose_turn(chosen);
    }
    if edit
        && ui
            .button(tr!(DeskNextTurn))
            .on_hover_text(tr!(DeskNextTurnWhy))
            .clicked()
    {
        add_turn(s, state, changes);
    }
}

/// Add the turn after the log's last and make it current; after the battle was decided,
/// only once the umpire has said yes.
pub fn add_turn(s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    match decided(s, state.derived.judgements()) {
        Some(why) => state.turns.add_after_decided = Some(why),
        None => push_turn(s, state, changes),
    }
}

fn push_turn(s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    let name = next_turn_name(s);
    state.choose_turn(s.log.turns.len());
    state.log.editing = None;
    changes.action(move |s| {
        s.log.turns.push(Turn {
            name,
            events: Vec::new(),
        })
    });
}

/// Why the battle is over as the scenario and the log stand, if it is: the end of the game
/// the umpire entered, an army that withdrew, a game that stopped by its rules, or a turn
/// track played to its end.
pub fn decided(s: &Scenario, judged: &[(&'static dyn VictorySystem, Judgement)]) -> Option<String> {
    let mut why = Vec::new();
    match s.settings.game_end {
        Some(GameEnd::Collapse { vanquished }) => why.push(tr!(
            DeskDecidedCollapse,
            side = s.side(vanquished).name.as_str()
        )),
        Some(GameEnd::Sundown) => why.push(tr!(DeskDecidedSundown)),
        None => {}
    }
    for (sys, j) in judged {
        let Judgement::Verdict(v) = j else { continue };
        for f in v
            .flags
            .iter()
            .filter(|f| f.id == "withdrawal" || f.id == "game-over")
        {
            why.push(tr!(
                DeskDecidedFlag,
                system = sys.name(),
                flag = f.text.trim_end_matches('.')
            ));
        }
    }
    if is_waterloo20(s) && s.log.turns.len() >= TURN_TRACK.len() {
        why.push(tr!(
            DeskDecidedTrackEnd,
            turn = TURN_TRACK[TURN_TRACK.len() - 1]
        ));
    }
    (!why.is_empty()).then(|| why.join(&tr!(DeskListSeparator)))
}

/// Above a panel that logs: when the current turn is earlier than the last, ask before
/// anything goes into it (the umpire may have looked back and forgotten to come forward).
pub fn earlier_turn_question(ui: &mut Ui, s: &Scenario, state: &mut DeskState) {
    if !matches!(
        state.panel,
        DeskPanel::Log | DeskPanel::Withdrawal | DeskPanel::Waterloo20
    ) || state.may_log(s)
    {
        return;
    }
    let current = state.current_turn(s);
    let last = s.log.turns.len() - 1;
    let text = tr!(
        DeskEarlierTurn,
        current = turn_phrase(s, current),
        last = turn_phrase(s, last)
    );
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
            let log_there = tr!(DeskLogInto, turn = turn_phrase(s, current));
            if ui.button(log_there).clicked() {
                state.turns.earlier_agreed = Some(current);
            }
            let go = tr!(DeskGoToTurn, turn = turn_phrase(s, last));
            if ui.button(go).clicked() {
                state.choose_turn(last);
            }
        });
    });
}

/// The question before a turn is added after the battle was decided, while it waits.
pub fn questions(ctx: &egui::Context, s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    let Some(why) = state.turns.add_after_decided.clone() else {
        return;
    };
    let text = tr!(
        DeskAddAfterDecided,
        why = why.as_str(),
        next = next_turn_phrase(s)
    );
    if let Some(yes) = confirm(
        ctx,
        "add_turn_after",
        &tr!(DeskAddAfterDecidedTitle),
        &text,
        &tr!(DeskAddTheTurn),
    ) {
        state.turns.add_after_decided = None;
        if yes {
            push_turn(s, state, changes);
        }
    }
}

/// The turn the log does not have yet, as a sentence begun with it names it ("Turn 13").
fn next_turn_phrase(s: &Scenario) -> String {
    // The next turn always has a name (a number or the track's), so its place does not matter.
    let next = BattleLog {
        turns: vec![Turn {
            name: next_turn_name(s),
            events: Vec::new(),
        }],
    };
    next.turn_phrase_capitalised(0)
}
