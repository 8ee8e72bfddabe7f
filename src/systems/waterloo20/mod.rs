//! `waterloo20`: the Waterloo 20 tables and morale (seed 001, read as RULES.md §5 says).
//!
//! The charts give no victory conditions. The verdict reports the morale standing, the units and
//! the printed Strength Points lost per side and turn, and names no winner; the umpire judges the
//! battle with another system. One optional rule, off unless `settings.waterloo20.morale_zero_loses`
//! is set and labelled as not from this text (it is reported for the game's later Napoleonic 20
//! edition): a side whose Morale Points fall to 0 loses, the first to get there in the ledger's
//! order.
//!
//! The pure rules the battle desk uses:
//! - the Turn Record Track and the reinforcements: [`TURN_TRACK`], [`is_night`], [`turn_index`],
//!   [`track_position`], [`REINFORCEMENTS`], [`reinforcements_for`], [`scheduled_arrival`],
//!   [`COUNTER_MANIFEST`];
//! - the Combat Results Table: [`CRT`], [`column`], [`crt`], [`crt_checked`], [`distribution`];
//! - a combat's odds and what a result does: [`combat_odds`], [`CombatOdds`], [`best_terrain`],
//!   [`consequences`], [`Consequences`], [`exchange_minimum`];
//! - the Morale Chart: [`morale_ledger`], [`MoraleEntry`], [`morale_by_turn`];
//! - the Rally Table: [`rally`], [`RallyResult`], [`rally_modifier`];
//! - the Random Events Tables: [`random_event`], [`second_roll_effect`], [`needs_second_roll`],
//!   [`morale_fluctuation`], [`weather_loses_turn`].
//!
//! Readings where the seed is silent or slips (also in each item's documentation):
//! - CRT columns are the differential −2 … +4, clamped at both ends (the seed's "−1" note is not
//!   used); the defender adds the single best terrain modifier of its hex.
//! - A Morale Point spent on a combat: the attacker's adds 1 to the attack, the defender's takes
//!   1 off the differential (counted as +1 to the defence).
//! - The automatic +1 at the end of a Night turn applies to every Night turn in the log, with or
//!   without a `NightMorale` event; a turn counts as a Night turn when its name has the word
//!   "Night" or a `NightMorale` is logged in it.
//! - A Morale Point for rallies is charged once per army and Night turn and helps every rally of
//!   that army in the turn (the chart: "+1 to Rally die roll (all friendly units)").
//! - The French Morale Fluctuation reads 1–2 no effect, 3–4 lose one, 5–6 gain one, like the
//!   Allied table (the OCR prints 1-2, 1-4, 1-6).
//! - Starting Morale Points are a scenario setting (`sides[i].morale_points`), required above 0.
//! - Morale Points are not held at zero: a side that loses more than it has shows a negative
//!   standing, and spending points a side does not have is reported.
//! - The units' bookkeeping follows the whole log: a `Status` entry changes a unit's status
//!   (a unit routed by one may rally; only a combat's rout costs a Morale Point), and the log is
//!   checked as an umpire would: a unit that fights before it arrives, after its elimination, or
//!   while routed (a routed unit is off the map until it rallies) or gone; a reinforcement that
//!   arrives in another turn than its schedule's; a turn beyond the 12 of the track. Each is
//!   reported (`log-problem`, with the entry's place); the verdict stands.

mod combat;
mod morale;
mod tables;

pub use combat::{
    CombatOdds, Consequences, best_terrain, combat_odds, consequences, exchange_minimum,
    printed_strength, signed,
};
pub use morale::{MoraleEntry, morale_by_turn, morale_ledger};
pub use tables::{
    COUNTER_MANIFEST, CRT, Counter, HIGHEST_COLUMN, LOWEST_COLUMN, MORALE_FLUCTUATION,
    REINFORCEMENTS, RallyResult, TURN_TRACK, WEATHER, column, crt, crt_checked, distribution,
    is_night, morale_fluctuation, needs_second_roll, rally, rally_modifier, random_event,
    reinforcements_for, scheduled_arrival, second_roll_effect, track_position, turn_index,
    weather_loses_turn,
};

use super::exact::{fraction, int};
use super::words::side_number;
use super::{Figure, Flag, Judgement, Missing, Step, Verdict, VictorySystem};
use crate::i18n::{Msg, fixed, tr};
use crate::model::{Scenario, SideId};
use morale::{Collapse, Detail, Issue, Walk, start_morale, walk};

/// Under the optional rule, a side whose Morale Points fall to this loses.
pub const MORALE_COLLAPSE_POINTS: i64 = 0;

/// A figure as the steps write it: English as Rust writes it (`12`, `-3`, `1234`), French
/// grouped (`1 234`).
pub(crate) fn n(v: impl Into<i128>) -> String {
    fraction(int(v))
}

pub struct Waterloo20;

/// The system's id on the command line, in JSON and in a scenario's `decided_by`.
pub const ID: &str = "waterloo20";

/// The level id of a side's morale collapse under the optional rule.
pub const MORALE_COLLAPSE: &str = "morale-collapse-optional-rule";
/// The level id of a game the charts' conditions do not end: morale standing only.
pub const NO_VICTORY_CONDITIONS: &str = "no-victory-conditions-morale-standing-only";

impl VictorySystem for Waterloo20 {
    fn id(&self) -> &'static str {
        ID
    }

    fn name(&self) -> &'static str {
        fixed(Msg::W20Name)
    }

    fn source(&self) -> &'static str {
        fixed(Msg::W20Source)
    }

    fn level_ids(&self) -> &'static [&'static str] {
        &[MORALE_COLLAPSE, NO_VICTORY_CONDITIONS]
    }
    /// The collapse line only under the optional rule that makes it one.
    fn reference_lines(&self, s: &Scenario) -> Vec<super::ReferenceLine> {
        if !s.settings.waterloo20.morale_zero_loses {
            return Vec::new();
        }
        vec![super::ReferenceLine {
            axis: super::ChartAxis::MoralePoints,
            value: MORALE_COLLAPSE_POINTS as f64,
            tag: MORALE_COLLAPSE_POINTS.to_string(),
            label: tr!(W20LineLabel, points = n(MORALE_COLLAPSE_POINTS)),
            meaning: super::LineMeaning::Defeat,
        }]
    }

    fn judge(&self, s: &Scenario) -> Judgement {
        let (french, missing) = required_settings(s);
        let Some(french) = french.filter(|_| missing.is_empty()) else {
            return Judgement::NotApplicable { missing };
        };
        let w = walk(s, Detail::Steps);
        if !w.errors.is_empty() {
            return Judgement::Invalid {
                problems: w.errors.iter().map(|i| missing_from(s, i)).collect(),
            };
        }
        Judgement::Verdict(verdict(s, french, w))
    }
}

fn missing_from(s: &Scenario, i: &Issue) -> Missing {
    let (path, message) = (i.path.as_str(), i.message.as_str());
    let message = match i.side {
        Some(side) => tr!(
            W20IssueSide,
            path = path,
            side = s.side(side).name.as_str(),
            message = message
        ),
        None => tr!(W20Issue, path = path, message = message),
    };
    Missing {
        path: i.path.clone(),
        side: i.side,
        message,
    }
}

/// The French side and what the scenario lacks: `settings.french` and both sides' starting
/// Morale Points.
fn required_settings(s: &Scenario) -> (Option<SideId>, Vec<Missing>) {
    let mut missing = Vec::new();
    let french = s.settings.french;
    if french.is_none() {
        missing.push(Missing {
            path: "settings.french".into(),
            side: None,
            message: tr!(W20MissingFrench),
        });
    }
    for side in SideId::BOTH {
        if s.side(side).morale_points == 0 {
            missing.push(Missing {
                path: format!("sides[{}].morale_points", side.index()),
                side: Some(side),
                message: tr!(
                    W20MissingMorale,
                    side = s.side(side).name.as_str(),
                    index = side.index().to_string()
                ),
            });
        }
    }
    (french, missing)
}

fn verdict(s: &Scenario, french: SideId, w: Walk) -> Verdict {
    let name = |id: SideId| s.side(id).name.as_str();
    let [a, b] = SideId::BOTH;
    let start = start_morale(s);
    let optional = s.settings.waterloo20.morale_zero_loses;
    let Walk {
        mut steps,
        morale,
        lost,
        collapse,
        warnings,
        routed_at_end,
        ..
    } = w;
    // The walk's steps, turn by turn, after the opening two.
    steps.splice(
        0..0,
        [
            Step::new("Waterloo 20", tr!(W20NoConditionsStep)),
            Step::new(
                tr!(W20RuleMoralePoints),
                tr!(
                    W20Start,
                    a = name(a),
                    a_points = n(start[0]),
                    b = name(b),
                    b_points = n(start[1]),
                    french = name(french),
                    french_number = side_number(name(french))
                ),
            ),
        ],
    );

    let mut flags = Vec::new();
    for i in &warnings {
        let text = missing_from(s, i).message;
        steps.push(Step::new(tr!(W20RuleCheck), text.clone()));
        flags.push(Flag::new("log-problem", i.side, text).at(i.path.clone()));
    }

    let collapsed = collapse
        .as_ref()
        .filter(|_| optional)
        .map(|c| (c.side, c.turn));
    // Under the optional rule the first collapse ends the game.
    let (winner, (level, level_id), headline) = match (collapse.filter(|_| optional), optional) {
        (
            Some(Collapse {
                side: loser,
                turn,
                reason,
            }),
            _,
        ) => {
            let turn = &s.log.turns[turn].name;
            let (loser_name, winner) = (name(loser), name(loser.other()));
            let text = tr!(
                W20CollapseStep,
                loser = loser_name,
                turn = turn.as_str(),
                reason = reason,
                winner = winner
            );
            steps.push(Step::new(tr!(W20RuleOptional), text.clone()));
            flags.push(Flag::new("optional-rule", None, tr!(W20OptionalRule)));
            flags.push(Flag::new("game-over", Some(loser), text));
            (
                Some(loser.other()),
                (tr!(W20MoraleCollapse), MORALE_COLLAPSE),
                tr!(
                    W20CollapseHeadline,
                    winner = winner,
                    loser = loser_name,
                    turn = turn.as_str()
                ),
            )
        }
        (None, true) => {
            steps.push(Step::new(tr!(W20RuleOptional), tr!(W20NoCollapse)));
            flags.push(Flag::new("optional-rule", None, tr!(W20OptionalRule)));
            (None, no_victory_conditions(), standing(s, morale))
        }
        (None, false) => (None, no_victory_conditions(), standing(s, morale)),
    };

    let lost = lost.0;
    let [(a_units, a_sp), (b_units, b_sp)] = lost;
    let ([morale_a, morale_b], [routed_a, routed_b]) = (morale, routed_at_end);
    let (name_a, name_b) = (name(a), name(b));
    let result = tr!(
        W20Result,
        a = name_a,
        a_morale = n(morale_a),
        b = name_b,
        b_morale = n(morale_b),
        a_units = n(a_units),
        a_sp = n(a_sp),
        b_units = n(b_units),
        b_sp = n(b_sp),
        a_routed = n(routed_a),
        b_routed = n(routed_b)
    );
    steps.push(Step::new(tr!(W20RuleResult), result));
    let figures = vec![
        figure("morale-start", tr!(W20FigureMoraleStart), start),
        figure("morale", tr!(W20FigureMorale), morale),
        figure(
            "units-lost",
            tr!(W20FigureUnitsLost),
            lost.map(|l| l.0 as i64),
        ),
        figure(
            "sp-lost",
            tr!(W20FigureSpLost),
            lost.map(|l| i64::try_from(l.1).unwrap_or(i64::MAX)),
        ),
        figure(
            "units-routed",
            tr!(W20FigureUnitsRouted),
            routed_at_end.map(|n| n as i64),
        ),
    ];
    let mut reason = tr!(
        W20Reason,
        a = name_a,
        a_morale = n(morale_a),
        b = name_b,
        b_morale = n(morale_b),
        a_start = n(start[0]),
        b_start = n(start[1]),
        a_units = n(a_units),
        a_sp = n(a_sp),
        b_units = n(b_units),
        b_sp = n(b_sp)
    );
    if let Some((side, turn)) = collapsed {
        reason.push_str(&tr!(
            W20ReasonCollapse,
            side = name(side),
            turn = s.log.turns[turn].name.as_str()
        ));
    }
    Verdict {
        winner,
        level,
        level_id,
        headline,
        reason,
        flags,
        figures,
        steps,
    }
}

/// The level of a game the charts' conditions do not end, with its id.
fn no_victory_conditions() -> (String, &'static str) {
    (tr!(W20NoVictoryConditions), NO_VICTORY_CONDITIONS)
}

fn standing(s: &Scenario, [morale_a, morale_b]: [i64; 2]) -> String {
    let [a, b] = &s.sides;
    tr!(
        W20Standing,
        a = a.name.as_str(),
        a_morale = n(morale_a),
        b = b.name.as_str(),
        b_morale = n(morale_b)
    )
}

fn figure(id: &str, label: String, values: [i64; 2]) -> Figure {
    Figure {
        id: id.into(),
        label,
        values: values.map(|v| v as f64),
        text: values.map(n),
    }
}
