//! `naw`: Napoleon at Waterloo, [8.0] How the Game Is Won (seed 004, RULES.md §4).
//!
//! The log is walked in order. Combats add the Strength Points each side lost (both at once in
//! an exchange), `Losses` events add theirs, and a French unit's change of status to `Exited` is
//! one exit through the north edge. The battle desk's tracker shows [`track`]'s points; the
//! verdict is the last point's.
//!
//! One file, like the rule it follows ([8.0] is one paragraph): the walk over the log, the
//! tracker's points and the verdict's sentences read the same tallies.

use super::exact::{fraction, int};
use super::words::side_number;
use super::{Figure, Flag, Judgement, Missing, Step, Verdict, VictorySystem, nothing_logged};
use crate::i18n::{Msg, fixed, tr};
use crate::model::{Event, Leaving, MovesOff, Scenario, SideId, UnitStatus};
use std::collections::BTreeSet;
use std::fmt;

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

/// The running tally of [8.0].
#[derive(Clone, Copy, Default)]
struct Tally {
    french_sp: u64,
    allied_sp: u64,
    exits: u64,
    demoralized: bool,
    outcome: Option<NawOutcome>,
}

/// The whole walk: points for the tracker, steps and how the game ended for the verdict.
struct Walk {
    /// Empty unless the walk was asked to keep them ([`Keep::Points`]).
    points: Vec<NawPoint>,
    /// French and Allied Strength Points lost after each turn ([`Keep::Turns`]).
    turns: Vec<(u64, u64)>,
    steps: Vec<Step>,
    tally: Tally,
    /// The case that ended the game, and where: rule, sentence, turn index.
    ended: Option<(&'static str, String, usize)>,
    /// Events logged after the end of the game.
    after_end: usize,
}

struct Walker<'a> {
    s: &'a Scenario,
    french: SideId,
    tally: Tally,
    exited: BTreeSet<&'a str>,
    /// The log's moves off the map: through an exit hex, one is an exit as a logged one is.
    off: MovesOff<'a>,
    steps: Vec<Step>,
    ended: Option<(&'static str, String, usize)>,
}

/// What one event did to [8.0]. The tracker shows it as a sentence ([`Walker::note_text`]);
/// the verdict does not, so it is written only for the tracker.
enum Note<'a> {
    CombatWithoutLosses,
    LossesWithoutSp,
    /// An event of this kind, which [8.0] does not count.
    NoEffect(&'static str),
    UnknownUnit(&'a str),
    /// An Allied unit (its name) left the map.
    AlliedExit(&'a str),
    ExitedAgain(&'a str),
    /// A French unit exited; `french_win` when it was the last exit needed, the Allies demoralized.
    Exited {
        unit: &'a str,
        exits: u64,
        french_win: bool,
    },
    /// A French unit destroyed or forced off the map.
    FrenchOffMap(&'a str),
    OtherStatus(&'a str, UnitStatus),
    Losses {
        what: &'static str,
        french: u64,
        allied: u64,
        tally: Tally,
        effect: LossEffect,
    },
    /// An event after the end of the game.
    AfterEnd,
}

/// What Strength Points lost did beyond adding up.
enum LossEffect {
    None,
    /// [8.4]: both sides reached 40 in the same combat.
    BothReached,
    /// [8.2]: the Allies are demoralized; [8.3] the French win too when enough units exited.
    AlliesDemoralized {
        french_win: bool,
    },
    /// [8.1]: the French reached 40 first.
    AlliedWin,
    /// [8.2]: the French reached 40 after the Allies' demoralization.
    FrenchAfterDemoralization,
}

/// What the walk keeps: a point per event for the tracker, or only how the game ended for the
/// verdict.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    Points,
    /// The tally at the end of each turn.
    Turns,
    End,
}

fn walk(s: &Scenario, french: SideId, keep: Keep) -> Walk {
    let mut w = Walker {
        s,
        french,
        tally: Tally::default(),
        exited: BTreeSet::new(),
        off: MovesOff::new(s),
        steps: Vec::new(),
        ended: None,
    };
    let mut points = Vec::new();
    let mut turns = Vec::new();
    let mut after_end = 0;
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let note = if w.ended.is_some() {
                after_end += 1;
                Note::AfterEnd
            } else if let Some(unit) = w.off.exits_at(t, k) {
                w.status(t, unit, UnitStatus::Exited)
            } else {
                w.apply(t, e)
            };
            if keep == Keep::Points {
                points.push(NawPoint {
                    turn: t,
                    event: k,
                    french_sp: w.tally.french_sp,
                    allied_sp: w.tally.allied_sp,
                    exits: w.tally.exits,
                    demoralized: w.tally.demoralized,
                    outcome: w.tally.outcome,
                    note: w.note_text(note),
                });
            }
        }
        if keep == Keep::Turns {
            turns.push((w.tally.french_sp, w.tally.allied_sp));
        }
    }
    Walk {
        points,
        turns,
        steps: w.steps,
        tally: w.tally,
        ended: w.ended,
        after_end,
    }
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

/// [8.4]'s result when both sides reach 40 at once.
fn both_reached_result(exits: u64, fr: &str, al: &str) -> String {
    if exits >= EXITS_TO_WIN {
        tr!(NawBothReachedFrench, exits = n(exits), french = fr)
    } else {
        tr!(
            NawBothReachedAllied,
            exits = exits,
            needed = n(EXITS_TO_WIN),
            allied = al
        )
    }
}

/// "<Allies> demoralized: …", written into the sentences of [8.2].
fn demoralization(allied: &str) -> String {
    tr!(NawDemoralization, allied = allied)
}

impl<'a> Walker<'a> {
    fn french_name(&self) -> &'a str {
        &self.s.side(self.french).name
    }

    fn allied_name(&self) -> &'a str {
        &self.s.side(self.french.other()).name
    }

    /// Apply one event.
    fn apply(&mut self, t: usize, e: &'a Event) -> Note<'a> {
        match e {
            Event::Combat(c) => {
                let (french, allied) = match self.french {
                    SideId::A => c.sp_lost,
                    SideId::B => (c.sp_lost.1, c.sp_lost.0),
                };
                if french == 0 && allied == 0 {
                    return Note::CombatWithoutLosses;
                }
                self.losses(t, french, allied, "combat")
            }
            Event::Losses {
                side,
                strength_points,
                ..
            } => {
                if *strength_points == 0 {
                    return Note::LossesWithoutSp;
                }
                let (french, allied) = if *side == self.french {
                    (*strength_points, 0)
                } else {
                    (0, *strength_points)
                };
                self.losses(t, french, allied, "losses")
            }
            Event::Status { unit, status } => self.status(t, unit, *status),
            other => Note::NoEffect(other.kind_label()),
        }
    }

    fn status(&mut self, t: usize, unit: &'a str, status: UnitStatus) -> Note<'a> {
        let Some((side, u)) = self.s.unit(unit) else {
            return Note::UnknownUnit(unit);
        };
        let name = u.name.as_str();
        match status {
            UnitStatus::Exited if side != self.french => Note::AlliedExit(name),
            UnitStatus::Exited if !self.exited.insert(unit) => Note::ExitedAgain(name),
            UnitStatus::Exited => {
                self.tally.exits += 1;
                let exits = self.tally.exits;
                let mut french_win = false;
                if exits == EXITS_TO_WIN {
                    let (fr, al) = (self.french_name(), self.allied_name());
                    let when = turn_label_capitalised(self.s, t);
                    let (when, needed) = (when.to_string(), n(EXITS_TO_WIN));
                    let text = if self.tally.demoralized {
                        tr!(
                            NawSeventhExitWin,
                            when = when,
                            french = fr,
                            french_number = side_number(fr),
                            needed = needed,
                            unit = name,
                            allied = al
                        )
                    } else {
                        tr!(
                            NawSeventhExit,
                            when = when,
                            french = fr,
                            french_number = side_number(fr),
                            needed = needed,
                            unit = name,
                            allied = al,
                            sp = n(self.tally.allied_sp),
                            most = n(DEMORALIZATION_SP)
                        )
                    };
                    self.steps.push(Step::new("[8.3]", text.clone()));
                    if self.tally.demoralized {
                        self.end(NawOutcome::FrenchWin, "[8.3]", text, t);
                        french_win = true;
                    }
                }
                Note::Exited {
                    unit: name,
                    exits,
                    french_win,
                }
            }
            UnitStatus::DestroyedOrFled if side == self.french => Note::FrenchOffMap(name),
            other => Note::OtherStatus(name, other),
        }
    }

    fn end(&mut self, outcome: NawOutcome, rule: &'static str, text: String, t: usize) {
        self.tally.outcome = Some(outcome);
        self.ended = Some((rule, text, t));
    }

    /// Add losses of both sides at once and apply the 40-SP cases.
    fn losses(&mut self, t: usize, french: u64, allied: u64, what: &'static str) -> Note<'a> {
        let most = n(DEMORALIZATION_SP);
        let before = self.tally;
        self.tally.french_sp = before.french_sp.saturating_add(french);
        self.tally.allied_sp = before.allied_sp.saturating_add(allied);
        let (f, a) = (self.tally.french_sp, self.tally.allied_sp);
        let french_reached = before.french_sp < DEMORALIZATION_SP && f >= DEMORALIZATION_SP;
        let allies_reached = before.allied_sp < DEMORALIZATION_SP && a >= DEMORALIZATION_SP;
        let (fr, al) = (self.french_name(), self.allied_name());
        let exits = self.tally.exits;
        let when = turn_label_capitalised(self.s, t).to_string();
        let effect = match (french_reached, allies_reached) {
            (true, true) => {
                self.tally.demoralized = true;
                let outcome = if exits >= EXITS_TO_WIN {
                    NawOutcome::FrenchWin
                } else {
                    NawOutcome::AlliedWin
                };
                let text = tr!(
                    NawBothReach,
                    when = when,
                    most = most,
                    french = fr,
                    f = n(f),
                    allied = al,
                    a = n(a),
                    result = both_reached_result(exits, fr, al)
                );
                self.steps.push(Step::new("[8.4]", text.clone()));
                self.end(outcome, "[8.4]", text, t);
                LossEffect::BothReached
            }
            (false, true) => {
                self.tally.demoralized = true;
                let text = tr!(
                    NawAlliesReach,
                    when = when.as_str(),
                    allied = al,
                    allied_number = side_number(al),
                    a = n(a),
                    before = n(before.allied_sp),
                    most = most,
                    demoralization = demoralization(al)
                );
                self.steps.push(Step::new("[8.2]", text));
                let french_win = exits >= EXITS_TO_WIN;
                if french_win {
                    let text = tr!(
                        NawDemoralizedFrenchWin,
                        when = when,
                        allied = al,
                        exits = n(exits),
                        french = fr
                    );
                    self.steps.push(Step::new("[8.3]", text.clone()));
                    self.end(NawOutcome::FrenchWin, "[8.3]", text, t);
                }
                LossEffect::AlliesDemoralized { french_win }
            }
            (true, false) if !before.demoralized => {
                let text = tr!(
                    NawFrenchReach,
                    when = when,
                    french = fr,
                    f = n(f),
                    before = n(before.french_sp),
                    most = most,
                    allied = al,
                    allied_number = side_number(al),
                    a = n(a)
                );
                self.steps.push(Step::new("[8.1]", text.clone()));
                self.end(NawOutcome::AlliedWin, "[8.1]", text, t);
                LossEffect::AlliedWin
            }
            (true, false) => {
                let text = tr!(
                    NawFrenchReachAfter,
                    when = when,
                    french = fr,
                    f = n(f),
                    allied = al
                );
                self.steps.push(Step::new("[8.2]", text));
                LossEffect::FrenchAfterDemoralization
            }
            (false, false) => LossEffect::None,
        };
        Note::Losses {
            what,
            french,
            allied,
            tally: self.tally,
            effect,
        }
    }

    /// The tracker's sentence for what an event did.
    fn note_text(&self, note: Note) -> String {
        let (fr, al) = (self.french_name(), self.allied_name());
        match note {
            Note::CombatWithoutLosses => tr!(NawNoteCombatWithoutLosses),
            Note::LossesWithoutSp => tr!(NawNoteLossesWithoutSp),
            Note::NoEffect(kind) => tr!(NawNoteNoEffect, kind = kind),
            Note::UnknownUnit(unit) => tr!(NawNoteUnknownUnit, unit = unit),
            Note::AlliedExit(name) => tr!(NawNoteAlliedExit, unit = name, allied = al),
            Note::ExitedAgain(name) => tr!(NawNoteExitedAgain, unit = name),
            Note::Exited {
                unit,
                exits,
                french_win,
            } => {
                let mut note = tr!(NawNoteExited, unit = unit, exits = exits);
                if french_win {
                    note.push(' ');
                    note.push_str(&tr!(NawNoteFrenchWin));
                }
                note
            }
            Note::FrenchOffMap(name) => tr!(NawNoteFrenchOffMap, unit = name),
            Note::OtherStatus(name, status) => {
                tr!(NawNoteOtherStatus, unit = name, status = status.label())
            }
            Note::Losses {
                what,
                french,
                allied,
                tally,
                effect,
            } => {
                let (f, a) = (tally.french_sp, tally.allied_sp);
                let note = tr!(
                    NawNoteLosses,
                    what = what,
                    french = fr,
                    french_sp = n(french),
                    f = n(f),
                    allied = al,
                    allied_sp = n(allied),
                    a = n(a)
                );
                let more = match effect {
                    LossEffect::None => Vec::new(),
                    LossEffect::BothReached => vec![tr!(
                        NawNoteBothReach,
                        most = n(DEMORALIZATION_SP),
                        result = both_reached_result(tally.exits, fr, al)
                    )],
                    LossEffect::AlliesDemoralized { french_win } => {
                        let mut more =
                            vec![tr!(NawNoteDemoralized, demoralization = demoralization(al))];
                        if french_win {
                            more.push(tr!(NawNoteFrenchWin));
                        }
                        more
                    }
                    LossEffect::AlliedWin => vec![tr!(NawNoteAlliedWin)],
                    LossEffect::FrenchAfterDemoralization => vec![tr!(NawNoteFrenchAfter)],
                };
                std::iter::once(note)
                    .chain(more)
                    .collect::<Vec<_>>()
                    .join(" ")
            }
            Note::AfterEnd => match &self.ended {
                Some((rule, _, end_turn)) => tr!(
                    NawNoteAfterEnd,
                    rule = *rule,
                    turn = turn_label(self.s, *end_turn).to_string()
                ),
                None => String::new(),
            },
        }
    }
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
