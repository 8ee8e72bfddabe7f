//! The Waterloo 20 assistant (seed 001): the combat resolver (odds and the chance of every
//! result before the roll, then the roll and the result, logged with the units it eliminates or
//! routs), the morale ledger from the log, the Rally Table, both Random Events Tables, and the
//! Turn Record Track with the reinforcement schedule. The combat resolver is in [`combat`],
//! the Rally and Random Events Tables in [`tables`].

mod combat;
mod tables;

use combat::combat;
use tables::{events_section, rally_section};

use super::{Changes, DeskState, RollInput, push_event, side_name, turn_name};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
use crate::model::{Combat, Event, Roll, Scenario, SideId, UnitStatus, replay};
use crate::systems::waterloo20::{
    RallyResult, TURN_TRACK, is_night, morale_by_turn, morale_ledger, rally, reinforcements_for,
    signed, turn_index,
};
use egui::{RichText, Ui};

/// The assistant's sections.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, strum::VariantArray, strum::EnumCount)]
pub enum Section {
    #[default]
    Combat,
    Morale,
    Rally,
    RandomEvents,
    TurnTrack,
}

impl Section {
    pub const ALL: [Section; <Section as strum::EnumCount>::COUNT] = crate::model::all_variants();

    pub fn label(self) -> String {
        match self {
            Section::Combat => tr!(DeskW20CombatResolver),
            Section::Morale => tr!(DeskW20MoraleLedger),
            Section::Rally => tr!(DeskW20Rally),
            Section::RandomEvents => tr!(DeskW20RandomEvents),
            Section::TurnTrack => tr!(DeskW20TurnTrack),
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
    /// line would cut it short), in the language it was said in: shown while that language is
    /// in force (after a change of language the log's entry says it in the new one).
    pub last_result: Option<(crate::i18n::Lang, String)>,
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
        let needs = tr!(DeskW20NeedsFrench);
        ui.label(&needs);
        if ui.button(tr!(DeskNawGoToFrench)).clicked() {
            state.go_to("settings.french", &needs, view);
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
        tr!(
            DeskW20BeyondTrack,
            count = n,
            track = TURN_TRACK.len(),
            last = TURN_TRACK[TURN_TRACK.len() - 1]
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
                let name = side_name(s, side);
                out.push(tr!(
                    DeskW20NegativeMorale,
                    side = name,
                    ends_in_s = if name.trim_end().ends_with(['s', 'S']) {
                        "s"
                    } else {
                        "other"
                    },
                    points = signed(v),
                    turn = crate::record::words::turn_phrase(s, t)
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
    ui.heading(tr!(DeskMoralePoints));
    egui::Grid::new("w20_morale_by_turn")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.strong(tr!(DeskNawTurn));
            ui.strong(a);
            ui.strong(b);
            ui.end_row();
            ui.label(tr!(DeskW20Start));
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
    ui.heading(tr!(DeskW20Ledger));
    if ledger.is_empty() {
        ui.weak(tr!(DeskW20NoMoraleChange));
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
    ui.heading(tr!(DeskW20EndOfNight));
    // A player's view reads the ledger; the night's entry is the umpire's to log.
    if view.player_view() {
        return;
    }
    if !is_night(&name) {
        ui.label(tr!(
            DeskW20NotNight,
            turn = if name.is_empty() { tr!(DeskNone) } else { name }
        ));
        return;
    }
    let may_log = state.may_log(s);
    let w = &mut state.waterloo20;
    ui.horizontal(|ui| {
        let label = ui.label(tr!(DeskW20AlliedLocOccupied));
        ui.add(egui::DragValue::new(&mut w.night_french_on_allied_loc).range(0..=20))
            .labelled_by(label.id);
    });
    ui.checkbox(&mut w.night_allies_on_both, tr!(DeskW20AlliesOccupyBoth));
    let log = ui
        .add_enabled(may_log, egui::Button::new(tr!(DeskW20LogNightMorale)))
        .on_disabled_hover_text(super::turns::answer_first());
    if log.clicked() {
        let e = Event::NightMorale {
            french_on_allied_loc: w.night_french_on_allied_loc,
            allies_on_both_french_loc: w.night_allies_on_both,
        };
        view.say(logged_in(s, state.derived.record(), turn, &e));
        changes.action(move |s| push_event(s, turn, e));
    }
}

/// What the window says of an entry the assistant logs into turn `turn`: told to everyone,
/// each audience in its own words.
pub fn logged_in(
    s: &Scenario,
    record: &crate::record::BattleRecord,
    turn: usize,
    e: &Event,
) -> crate::app::view::Message {
    let place = crate::record::words::turn_phrase(s, turn);
    crate::app::view::Message::about_entry(s, record, e, |said| {
        tr!(DeskW20LoggedIn, turn = place.as_str(), said = said)
    })
}

fn track(ui: &mut Ui, s: &Scenario, turn: usize) {
    ui.heading(tr!(DeskW20TurnRecordTrack));
    let current = s.log.turns.get(turn).and_then(|t| turn_index(&t.name));
    egui::Grid::new("w20_track")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for h in [
                tr!(DeskNawTurn),
                tr!(DeskW20Night),
                tr!(DeskW20Reinforcements),
                tr!(DeskW20Log),
            ] {
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
                ui.label(if is_night(name) {
                    tr!(DeskW20Night)
                } else {
                    String::new()
                });
                ui.label(reinforcements_for(name).join(&tr!(DeskListSeparator)));
                let logged = s.log.turns.iter().any(|t| turn_index(&t.name) == Some(i));
                ui.label(if current == Some(i) {
                    tr!(DeskW20Current)
                } else if logged {
                    tr!(DeskW20Logged)
                } else {
                    String::new()
                });
                ui.end_row();
            }
        });
}
