//! The walk over the log of [8.0]: the running tally of Strength Points lost and units exited,
//! what each event did (the tracker's notes) and the steps of the verdict, in one pass.

use super::{
    DEMORALIZATION_SP, EXITS_TO_WIN, NawOutcome, NawPoint, n, turn_label, turn_label_capitalised,
};
use crate::i18n::tr;
use crate::model::{Event, MovesOff, Scenario, SideId, UnitStatus};
use crate::systems::Step;
use crate::systems::words::side_number;
use std::collections::BTreeSet;

/// The running tally of [8.0].
#[derive(Clone, Copy, Default)]
pub(super) struct Tally {
    pub(super) french_sp: u64,
    pub(super) allied_sp: u64,
    pub(super) exits: u64,
    pub(super) demoralized: bool,
    pub(super) outcome: Option<NawOutcome>,
}

/// The whole walk: points for the tracker, steps and how the game ended for the verdict.
pub(super) struct Walk {
    /// Empty unless the walk was asked to keep them ([`Keep::Points`]).
    pub(super) points: Vec<NawPoint>,
    /// French and Allied Strength Points lost after each turn ([`Keep::Turns`]).
    pub(super) turns: Vec<(u64, u64)>,
    pub(super) steps: Vec<Step>,
    pub(super) tally: Tally,
    /// The case that ended the game, and where: rule, sentence, turn index.
    pub(super) ended: Option<(&'static str, String, usize)>,
    /// Events logged after the end of the game.
    pub(super) after_end: usize,
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
pub(super) enum Keep {
    Points,
    /// The tally at the end of each turn.
    Turns,
    End,
}

pub(super) fn walk(s: &Scenario, french: SideId, keep: Keep) -> Walk {
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
