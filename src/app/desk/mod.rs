//! The battle desk: the umpire's and players' side of the window. Everything that happened goes
//! into the battle log here, and the verdicts of every victory system come out live.
//!
//! Sub-panels, one file each: the log editor, the end-of-battle figures, the verdicts side by
//! side, the withdrawal test tool, the Napoleon at Waterloo tracker, the Waterloo 20 assistant
//! and the loss graphs; beside them, "Go to" on a field path ([`focus`]) and the small widgets
//! the panels share ([`widgets`]). [`DeskState`] holds view state only (which panel, which
//! turn, what is being edited, derived data cached against [`Document::generation`]); every
//! change of the scenario goes through [`Document::apply`] so that undo and the unsaved mark
//! see it.

pub mod derived;
pub mod end_of_battle;
pub mod focus;
pub mod graphs;
pub mod log_editor;
pub mod naw_tracker;
pub mod settings;
pub mod turns;
pub mod verdicts;
pub mod waterloo20;
pub mod widgets;
pub mod withdrawal;

pub use derived::Derived;
pub use focus::{Focus, OtherTab, Target, field_name, paths_match, target_of};
pub use widgets::{
    BadRoll, NamedCombo, RollError, RollInput, named_combo, number_field, parse_roll, side_colour,
    side_combo, warning,
};

use crate::app::document::Document;
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{DiceSource, Event, Roll, Scenario, SideId, Turn};
use crate::systems::Judgement;
use crate::systems::waterloo20::TURN_TRACK;
use egui::{RichText, Ui};

/// The desk's sub-panels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, strum::VariantArray, strum::EnumCount)]
pub enum DeskPanel {
    #[default]
    Log,
    EndOfBattle,
    Settings,
    Verdicts,
    Withdrawal,
    Naw,
    Waterloo20,
    Graphs,
}

impl DeskPanel {
    pub const ALL: [DeskPanel; <DeskPanel as strum::EnumCount>::COUNT] =
        crate::model::all_variants();

    /// What the panel is for, on hover.
    pub fn about(self) -> String {
        match self {
            DeskPanel::Log => tr!(DeskLogAbout),
            DeskPanel::EndOfBattle => tr!(DeskEndOfBattleAbout),
            DeskPanel::Settings => tr!(DeskSettingsAbout),
            DeskPanel::Verdicts => tr!(DeskVerdictsAbout),
            DeskPanel::Withdrawal => tr!(DeskWithdrawalAbout),
            DeskPanel::Naw => tr!(DeskNawAbout),
            DeskPanel::Waterloo20 => tr!(DeskWaterloo20About),
            DeskPanel::Graphs => tr!(DeskGraphsAbout),
        }
    }

    /// Its fixed name, in no language: what the screen check (`UMPIRE_SCREENSHOT_TAB=battle:log`)
    /// and the tab tour call it, whatever the label says.
    pub fn id(self) -> &'static str {
        match self {
            DeskPanel::Log => "log",
            DeskPanel::EndOfBattle => "endofbattle",
            DeskPanel::Settings => "settings",
            DeskPanel::Verdicts => "verdicts",
            DeskPanel::Withdrawal => "withdrawal",
            DeskPanel::Naw => crate::systems::naw::ID,
            DeskPanel::Waterloo20 => crate::systems::waterloo20::ID,
            DeskPanel::Graphs => "graphs",
        }
    }

    pub fn label(self) -> String {
        match self {
            DeskPanel::Log => tr!(DeskLog),
            DeskPanel::EndOfBattle => tr!(DeskEndOfBattle),
            DeskPanel::Settings => tr!(DeskSettings),
            DeskPanel::Verdicts => tr!(DeskVerdicts),
            DeskPanel::Withdrawal => tr!(DeskWithdrawal),
            DeskPanel::Naw => tr!(DeskNaw),
            DeskPanel::Waterloo20 => tr!(DeskWaterloo20),
            DeskPanel::Graphs => tr!(DeskGraphs),
        }
    }
}

/// View state of the battle desk. Nothing here is part of the scenario.
pub struct DeskState {
    pub panel: DeskPanel,
    /// The current turn (index into the log's turns): what every tool reads, and where new
    /// entries, tests and combats go. [`turns::LAST_TURN`] (the default) is the log's last.
    pub turn: usize,
    /// The questions about turns (an earlier turn, a turn after the battle was decided).
    pub turns: turns::TurnQuestions,
    pub focus: Option<Focus>,
    /// A tab of the window the desk asks the shell to show, after "Go to" on a field edited
    /// outside the desk. The shell takes it (`Option::take`).
    pub wants_tab: Option<OtherTab>,
    pub log: log_editor::LogEditorState,
    pub end: end_of_battle::EndOfBattleState,
    pub withdrawal: withdrawal::WithdrawalState,
    pub waterloo20: waterloo20::Waterloo20State,
    pub graphs: graphs::GraphsState,
    pub derived: Derived,
    /// Who is looking this frame (copied from the view): every panel shows what it may know.
    pub audience: crate::record::Audience,
}

impl Default for DeskState {
    /// A desk on the log's last turn, where a battle resumes.
    fn default() -> DeskState {
        DeskState {
            panel: DeskPanel::default(),
            turn: turns::LAST_TURN,
            turns: turns::TurnQuestions::default(),
            focus: None,
            wants_tab: None,
            log: log_editor::LogEditorState::default(),
            end: end_of_battle::EndOfBattleState::default(),
            withdrawal: withdrawal::WithdrawalState::default(),
            waterloo20: waterloo20::Waterloo20State::default(),
            graphs: graphs::GraphsState::default(),
            derived: Derived::default(),
            audience: crate::record::Audience::default(),
        }
    }
}

pub use crate::app::document::Changes;

/// A Waterloo 20 scenario: the French side is set and units have a movement allowance.
pub fn is_waterloo20(s: &Scenario) -> bool {
    s.settings.french.is_some() && s.units().any(|(_, u)| u.movement > 0)
}

/// The name of the turn after the log's last: the Turn Record Track in a Waterloo 20 scenario
/// (numbers after its twelfth turn), "1", "2", … otherwise.
pub fn next_turn_name(s: &Scenario) -> String {
    let n = s.log.turns.len();
    if is_waterloo20(s)
        && let Some(name) = TURN_TRACK.get(n)
    {
        return name.to_string();
    }
    (n + 1).to_string()
}

/// The turn's name as shown: its own, or its number when it has none.
pub fn turn_name(s: &Scenario, turn: usize) -> String {
    match s.log.turns.get(turn) {
        Some(t) if !t.name.trim().is_empty() => t.name.clone(),
        _ => format!("{}", turn + 1),
    }
}

/// Append an event to turn `turn`, creating the first turn when the log has none.
pub fn push_event(s: &mut Scenario, turn: usize, e: Event) {
    if s.log.turns.is_empty() {
        let name = next_turn_name(s);
        s.log.turns.push(Turn {
            name,
            events: Vec::new(),
        });
    }
    let t = turn.min(s.log.turns.len() - 1);
    s.log.turns[t].events.push(e);
}

pub fn side_name(s: &Scenario, side: SideId) -> &str {
    &s.side(side).name
}

pub use crate::record::words::unit_label;

/// "28 (seeded draw 3)" or "28 (real dice)".
pub fn roll_text(r: &Roll) -> String {
    match r.source {
        DiceSource::Manual => tr!(DeskRollReal, roll = r.value),
        DiceSource::Seeded { index } => {
            tr!(DeskRollSeeded, roll = r.value, draw = index.to_string())
        }
    }
}

/// The desk. In a player's view it is read-only: it shows what that audience knows and
/// offers nothing that would change the scenario.
pub fn ui(ui: &mut Ui, doc: &mut Document, view: &mut ViewCtx, state: &mut DeskState) {
    state.derived.keep_up(doc, ui.ctx());
    state.audience = view.audience;
    let edit = !view.player_view();
    let mut changes = Changes::default();
    header(ui, doc.scenario(), state, &mut changes, edit);
    if state.derived.is_ready() {
        summary_strip(ui, doc.scenario(), view, state);
        if !state.derived.is_current() {
            ui.weak(tr!(DeskUpdating));
        }
    } else {
        replaying(ui, doc.scenario());
    }
    focus_banner(ui, doc.scenario(), state);
    if edit {
        turns::earlier_turn_question(ui, doc.scenario(), state);
        turns::questions(ui.ctx(), doc.scenario(), state, &mut changes);
    }
    ui.separator();
    // Until the first replay arrives the log, the end-of-battle figures and the withdrawal
    // test are shown with what needs no replay (an audience other than the umpire then knows
    // only the values face up); the panels that show judgements and series wait for it.
    let waits = matches!(
        state.panel,
        DeskPanel::Verdicts | DeskPanel::Naw | DeskPanel::Graphs
    );
    let s = doc.scenario();
    match state.panel {
        _ if waits && !state.derived.is_ready() => {}
        DeskPanel::Log => log_editor::ui(ui, s, view, state, &mut changes),
        // Its fields are the umpire's to fill: shown, not editable, in a player's view.
        DeskPanel::EndOfBattle => {
            ui.add_enabled_ui(edit, |ui| {
                end_of_battle::ui(ui, s, view, state, &mut changes)
            });
        }
        DeskPanel::Settings => settings::ui(ui, s, view, state, &mut changes),
        DeskPanel::Verdicts => verdicts::ui(ui, s, view, state),
        DeskPanel::Withdrawal => withdrawal::ui(ui, s, view, state, &mut changes),
        DeskPanel::Naw => naw_tracker::ui(ui, s, view, state),
        DeskPanel::Waterloo20 => waterloo20::ui(ui, s, view, state, &mut changes),
        DeskPanel::Graphs => graphs::ui(ui, s, view, state),
    }
    changes.apply(doc);
    state.turn = state.current_turn(doc.scenario());
}

/// In place of the verdicts until the log's first replay arrives (a long log, just opened).
fn replaying(ui: &mut Ui, s: &Scenario) {
    let n: usize = s.log.turns.iter().map(|t| t.events.len()).sum();
    ui.horizontal(|ui| {
        ui.spinner();
        ui.label(tr!(DeskReplaying, count = n));
    });
}

/// The panel switcher and the current turn.
fn header(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes, edit: bool) {
    ui.horizontal_wrapped(|ui| {
        for p in DeskPanel::ALL {
            if ui
                .selectable_label(state.panel == p, p.label())
                .on_hover_text(p.about())
                .clicked()
            {
                state.panel = p;
            }
        }
        ui.separator();
        turns::picker(ui, s, state, changes, edit);
    });
}

/// One line per system with its headline, so that every entry's effect shows at once.
fn summary_strip(ui: &mut Ui, s: &Scenario, view: &ViewCtx, state: &mut DeskState) {
    let lines: Vec<(String, String, bool)> = state
        .derived
        .standing(s, view.audience)
        .all()
        .map(|(sys, j)| {
            let (text, ok) = match j {
                Judgement::Withheld { .. } => (tr!(DeskStripWithheld), false),
                Judgement::Verdict(v) => (v.headline.clone(), true),
                Judgement::NotApplicable { missing } => {
                    (tr!(DeskStripNeedsData, count = missing.len()), false)
                }
                Judgement::Invalid { problems } => {
                    (tr!(DeskStripNoSense, count = problems.len()), false)
                }
            };
            (sys.name().to_string(), text, ok)
        })
        .collect();
    // Body-sized: this strip is read at every entry.
    ui.horizontal_wrapped(|ui| {
        for (name, text, ok) in lines {
            ui.label(RichText::new(tr!(DeskStripSystem, system = name)).weak());
            let t = RichText::new(text);
            ui.label(if ok { t.strong() } else { t.weak() });
            ui.add_space(8.0);
        }
    });
}

/// The field asked for by "Go to", until the user clears it.
fn focus_banner(ui: &mut Ui, s: &Scenario, state: &mut DeskState) {
    let Some(focus) = &state.focus else { return };
    let text = tr!(
        DeskShowing,
        field = field_name(s, &focus.path),
        message = focus.message.as_str()
    );
    let mut clear = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
        clear = ui.button(tr!(DeskClearHighlight)).clicked();
    });
    if clear {
        state.focus = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_names_follow_the_track_in_waterloo_20() {
        let mut s = Scenario::new("t");
        assert_eq!(next_turn_name(&s), "1");
        s.settings.french = Some(SideId::A);
        let mut u =
            crate::model::Unit::new("IG", "Imperial Guard", crate::model::UnitKind::Infantry);
        u.movement = 2;
        s.sides[0].contingents.push(crate::model::Contingent {
            name: "Armée du Nord".into(),
            units: vec![u],
            end: Default::default(),
        });
        assert_eq!(next_turn_name(&s), "June 16 Afternoon");
        push_event(&mut s, 5, Event::Note { text: "x".into() });
        assert_eq!(s.log.turns.len(), 1);
        assert_eq!(next_turn_name(&s), "June 16 Evening");
    }
}
