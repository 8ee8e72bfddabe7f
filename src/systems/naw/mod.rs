//! `naw`: Napoleon at Waterloo, [8.0] How the Game Is Won (seed 004, RULES.md §4).
//!
//! The log is walked in order. Combats add the Strength Points each side lost (both at once in
//! an exchange), `Losses` events add theirs, and a French unit's change of status to `Exited` is
//! one exit through the north edge. The battle desk's tracker shows [`track`]'s points; the
//! verdict is the last point's.
//!
//! The walk over the log (`walk.rs`) keeps the tallies the tracker's points and the verdict's
//! sentences both read.

use super::exact::{fraction, int};
use super::{Figure, Flag, Judgement, Missing, Step, Verdict, VictorySystem, nothing_logged};
use crate::i18n::{Msg, fixed, tr};
use crate::model::{Leaving, MovesOff, Scenario, SideId};
use std::fmt;
use walk::{Keep, Tally, walk};

mod walk;

pub struct NapoleonAtWaterloo;

/// [8.1]/[8.2]: losing this many Strength Points demoralizes the Allies or loses for the French.
pub const DEMORALIZATION_SP: u64 = 40;
/// [8.3]: French units that must exit the north edge.
pub const EXITS_TO_WIN: u64 = 7;

/// How the game ended before its last turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NawOutcome {
    AlliedWin,
    FrenchWin,
}

/// The state of [8.0] after one log event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NawPoint {
    /// Index of the turn in the log.
    pub turn: usize,
    /// Index of the event within its turn (`log[turn].events[event]`).
    pub event: usize,
    /// French Strength Points lost so far.
    pub french_sp: u64,
    /// Allied Strength Points lost so far.
    pub allied_sp: u64,
    /// French units exited through the north edge so far.
    pub exits: u64,
    /// The Allies have lost 40 Strength Points: demoralized for the rest of the game.
    pub demoralized: bool,
    /// `Some` once the game is over; later events change nothing.
    pub outcome: Option<NawOutcome>,
    /// What this event did, in a sentence.
    pub note: String,
}

/// One point after every log event, in order; empty when the scenario names no French side
/// (`settings.french`). Once the game is over the points stop changing and later events are
/// noted as coming after the end.
pub fn track(s: &Scenario) -> Vec<NawPoint> {
    match s.settings.french {
        Some(french) => walk(s, french, Keep::Points).points,
        None => Vec::new(),
    }
}

/// The Strength Points each side has lost as [8.0] counts them, side A and side B, at the start
/// and after each turn of the log (the tracker's figures turn by turn); `None` when the scenario
/// names no French side.
pub fn sp_lost_by_turn(s: &Scenario) -> Option<Vec<[u64; 2]>> {
    let french = s.settings.french?;
    let turns = walk(s, french, Keep::Turns).turns;
    Some(
        std::iter::once((0, 0))
            .chain(turns)
            .map(|(fr, al)| {
                let mut sides = [0; 2];
                sides[french.index()] = fr;
                sides[french.other().index()] = al;
                sides
            })
            .collect(),
    )
}

/// How a sentence names a turn: its own name ("June 18 Morning"), or "turn 3" for a turn
/// named by its number or not at all. Written into the sentence, never kept on its own.
struct TurnLabel<'a> {
    s: &'a Scenario,
    turn: usize,
    /// "Turn" at the start of a sentence.
    capital: bool,
}

impl fmt::Display for TurnLabel<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&if self.capital {
            self.s.log.turn_phrase_capitalised(self.turn)
        } else {
            self.s.log.turn_phrase(self.turn)
        })
    }
}

fn turn_label(s: &Scenario, turn: usize) -> TurnLabel<'_> {
    TurnLabel {
        s,
        turn,
        capital: false,
    }
}

/// [`turn_label`] to begin a sentence.
fn turn_label_capitalised(s: &Scenario, turn: usize) -> TurnLabel<'_> {
    TurnLabel {
        s,
        turn,
        capital: true,
    }
}

/// A figure as the steps write it: English as Rust writes it (`40`, `1234`), French grouped
/// (`1 234`).
fn n(v: u64) -> String {
    fraction(int(v))
}

/// The id of the flag on an exit logged from a hex that is no exit hex.
pub const EXIT_OFF_EXIT_HEX: &str = "exit-off-exit-hex";

/// [8.3]: units exit through the indicated hexes. Where the grid marks them, an exit logged for
/// a French unit standing on another hex is flagged at its entry (it still counts, as logged);
/// a French unit moved off the map from another hex is flagged at its move and does not count.
fn exit_flags(s: &Scenario, french: SideId) -> Vec<Flag> {
    let name = |unit: &str| {
        s.unit(unit)
            .map_or(unit.to_string(), |(_, u)| u.name.clone())
    };
    let logged = crate::model::exits_off_exit_cells(s, french)
        .into_iter()
        .map(|(t, e, unit)| {
            let text = tr!(
                NawExitOffExitHex,
                unit = name(&unit),
                turn = turn_label(s, t).to_string()
            );
            (t, e, text)
        });
    let off = MovesOff::new(s);
    let moved = off
        .iter()
        .filter(|m| m.leaving == Leaving::NotThroughAnExit)
        .filter(|m| s.unit(m.unit).is_some_and(|(side, _)| side == french))
        .map(|m| {
            let text = tr!(
                NawMoveOffNoExit,
                unit = name(m.unit),
                turn = turn_label(s, m.turn).to_string()
            );
            (m.turn, m.event, text)
        });
    let mut found: Vec<(usize, usize, String)> = logged.chain(moved).collect();
    found.sort_by_key(|&(t, e, _)| (t, e));
    found
        .into_iter()
        .map(|(t, e, text)| {
            Flag::new(EXIT_OFF_EXIT_HEX, Some(french), text).at(format!("log[{t}].events[{e}]"))
        })
        .collect()
}

/// The system's id on the command line, in JSON and in a scenario's `decided_by`.
pub const ID: &str = "naw";

/// The level ids: a side won, or neither did.
pub const VICTORY: &str = "victory";
pub const DRAW: &str = "draw";

impl VictorySystem for NapoleonAtWaterloo {
    fn id(&self) -> &'static str {
        ID
    }
    fn name(&self) -> &'static str {
        fixed(Msg::NawName)
    }
    fn source(&self) -> &'static str {
        fixed(Msg::NawSource)
    }
    fn level_ids(&self) -> &'static [&'static str] {
        &[VICTORY, DRAW]
    }
    fn reference_lines(&self, _s: &Scenario) -> Vec<super::ReferenceLine> {
        vec![super::ReferenceLine {
            axis: super::ChartAxis::NawCombatCount,
            value: DEMORALIZATION_SP as f64,
            tag: tr!(NawLineTag, sp = n(DEMORALIZATION_SP)),
            label: tr!(NawLineLabel, sp = n(DEMORALIZATION_SP)),
            meaning: super::LineMeaning::Defeat,
        }]
    }
    fn loss_figures(&self) -> Option<super::LossFigures> {
        Some(super::LossFigures {
            measure: fixed(Msg::NawMeasure),
            source: fixed(Msg::NawLossSource),
            strength: None,
            lost: "sp-lost",
            percent: None,
        })
    }
    fn judge(&self, s: &Scenario) -> Judgement {
        let Some(french) = s.settings.french else {
            return Judgement::NotApplicable {
                missing: vec![Missing {
                    path: "settings.french".into(),
                    side: None,
                    message: tr!(NawMissingFrench),
                }],
            };
        };
        Judgement::Verdict(verdict(s, french))
    }
}

fn verdict(s: &Scenario, french: SideId) -> Verdict {
    let allied = french.other();
    let (fr, al) = (s.side(french).name.as_str(), s.side(allied).name.as_str());
    let (most, needed) = (n(DEMORALIZATION_SP), n(EXITS_TO_WIN));
    let w = walk(s, french, Keep::End);
    let tally = w.tally;
    let (f, a, exits) = (n(tally.french_sp), n(tally.allied_sp), n(tally.exits));
    // The walk's steps and up to four more.
    let mut steps = Vec::with_capacity(w.steps.len() + 4);
    steps.push(Step::new(
        "[8.0]",
        tr!(
            NawAims,
            french = fr,
            allied = al,
            most = most.as_str(),
            needed = needed.as_str()
        ),
    ));
    steps.extend(w.steps);
    if w.after_end > 0 {
        steps.push(Step::new(
            tr!(NawRuleGameOver),
            tr!(NawAfterEnd, count = w.after_end),
        ));
    }
    steps.push(Step::new(
        tr!(NawRuleTotals),
        tr!(
            NawTotals,
            french = fr,
            f = f.as_str(),
            allied = al,
            a = a.as_str(),
            exits = tally.exits
        ),
    ));

    let figures = naw_figures(french, &tally);
    if nothing_logged(s) {
        return Verdict::not_started(figures, steps);
    }
    let mut flags = exit_flags(s, french);
    if tally.demoralized {
        flags.push(Flag {
            id: "demoralized".into(),
            side: Some(allied),
            text: tr!(NawFlagDemoralized, allied = al),
            path: None,
        });
    }
    let (winner, (level, level_id), headline) = match (&w.ended, tally.outcome) {
        (Some((rule, text, _)), Some(outcome)) => {
            let winner = match outcome {
                NawOutcome::FrenchWin => french,
                NawOutcome::AlliedWin => allied,
            };
            flags.push(Flag {
                id: "game-over".into(),
                side: Some(winner),
                text: tr!(NawFlagGameOver, text = text.as_str()),
                path: None,
            });
            let why = match (*rule, outcome) {
                ("[8.1]", _) => tr!(NawWhy81, most = most.as_str()),
                ("[8.4]", NawOutcome::AlliedWin) => {
                    tr!(
                        NawWhy84Allied,
                        most = most.as_str(),
                        needed = needed.as_str()
                    )
                }
                ("[8.4]", NawOutcome::FrenchWin) => {
                    tr!(
                        NawWhy84French,
                        most = most.as_str(),
                        needed = needed.as_str()
                    )
                }
                _ => tr!(NawWhyExits, exits = exits.as_str()),
            };
            let side = s.side(winner).name.as_str();
            steps.push(Step::new(
                *rule,
                tr!(NawVictoryStep, side = side, why = why.as_str()),
            ));
            (
                Some(winner),
                (tr!(NawVictory), VICTORY),
                tr!(NawVictoryHeadline, side = side, rule = *rule, why = why),
            )
        }
        _ => {
            let why = if tally.demoralized {
                tr!(
                    NawWhyDemoralized,
                    allied = al,
                    exits = exits.as_str(),
                    needed = needed.as_str()
                )
            } else {
                tr!(
                    NawWhyNeither,
                    most = most.as_str(),
                    french = fr,
                    f = f.as_str(),
                    allied = al,
                    a = a.as_str()
                )
            };
            steps.push(Step::new("[8.4]", tr!(NawDrawStep, why = why.as_str())));
            (None, (tr!(NawDraw), DRAW), tr!(NawDrawHeadline, why = why))
        }
    };

    let mut reason = tr!(
        NawReason,
        french = fr,
        f = f.as_str(),
        allied = al,
        a = a.as_str(),
        most = most.as_str(),
        exits = exits.as_str(),
        needed = needed.as_str()
    );
    if let Some((rule, _, t)) = &w.ended {
        reason.push_str(&tr!(
            NawReasonEnded,
            turn = turn_label(s, *t).to_string(),
            rule = *rule
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

/// The Strength Points each side lost and the French units exited, for tables and charts.
fn naw_figures(french: SideId, tally: &Tally) -> Vec<Figure> {
    let sp = |side: SideId| {
        if side == french {
            tally.french_sp
        } else {
            tally.allied_sp
        }
    };
    let exits = |side: SideId| if side == french { tally.exits } else { 0 };
    vec![
        Figure {
            id: "sp-lost".into(),
            label: tr!(NawFigureSpLost),
            values: SideId::BOTH.map(|side| sp(side) as f64),
            text: SideId::BOTH.map(|side| n(sp(side))),
        },
        Figure {
            id: "exits".into(),
            label: tr!(NawFigureExits),
            values: SideId::BOTH.map(|side| exits(side) as f64),
            text: SideId::BOTH.map(|side| {
                if side == french {
                    n(tally.exits)
                } else {
                    "—".to_string()
                }
            }),
        },
    ]
}
