//! `naw`: Napoleon at Waterloo, [8.0] How the Game Is Won (seed 004, RULES.md §4).
//!
//! The log is walked in order. Combats add the Strength Points each side lost (both at once in
//! an exchange), `Losses` events add theirs, and a French unit's change of status to `Exited` is
//! one exit through the north edge. The battle desk's tracker shows [`track`]'s points; the
//! verdict is the last point's.

use super::{Figure, Flag, Judgement, Missing, Step, Verdict, VictorySystem};
use crate::model::{Event, Scenario, SideId, UnitStatus};
use std::collections::BTreeSet;

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
        Some(french) => walk(s, french).points,
        None => Vec::new(),
    }
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
    points: Vec<NawPoint>,
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
    steps: Vec<Step>,
    ended: Option<(&'static str, String, usize)>,
}

fn walk(s: &Scenario, french: SideId) -> Walk {
    let mut w = Walker {
        s,
        french,
        tally: Tally::default(),
        exited: BTreeSet::new(),
        steps: Vec::new(),
        ended: None,
    };
    let mut points = Vec::new();
    let mut after_end = 0;
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let note = match &w.ended {
                Some((rule, _, end_turn)) => {
                    after_end += 1;
                    format!(
                        "After the end of the game ({rule}, {}): ignored.",
                        turn_label(s, *end_turn)
                    )
                }
                None => w.apply(t, e),
            };
            points.push(NawPoint {
                turn: t,
                event: k,
                french_sp: w.tally.french_sp,
                allied_sp: w.tally.allied_sp,
                exits: w.tally.exits,
                demoralized: w.tally.demoralized,
                outcome: w.tally.outcome,
                note,
            });
        }
    }
    Walk {
        points,
        steps: w.steps,
        tally: w.tally,
        ended: w.ended,
        after_end,
    }
}

fn turn_label(s: &Scenario, turn: usize) -> String {
    match s.log.turns.get(turn) {
        Some(t) if !t.name.trim().is_empty() => format!("turn \"{}\"", t.name),
        _ => format!("turn {}", turn + 1),
    }
}

fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

impl<'a> Walker<'a> {
    fn french_name(&self) -> &str {
        &self.s.side(self.french).name
    }

    fn allied_name(&self) -> &str {
        &self.s.side(self.french.other()).name
    }

    /// Apply one event; the note says what it did.
    fn apply(&mut self, t: usize, e: &'a Event) -> String {
        match e {
            Event::Combat(c) => {
                let (french, allied) = match self.french {
                    SideId::A => c.sp_lost,
                    SideId::B => (c.sp_lost.1, c.sp_lost.0),
                };
                if french == 0 && allied == 0 {
                    return "Combat without Strength Points lost.".into();
                }
                self.losses(t, french, allied, "Combat")
            }
            Event::Losses {
                side,
                strength_points,
                ..
            } => {
                if *strength_points == 0 {
                    return "Losses without Strength Points: no effect on [8.0].".into();
                }
                let (french, allied) = if *side == self.french {
                    (*strength_points, 0)
                } else {
                    (0, *strength_points)
                };
                self.losses(t, french, allied, "Losses")
            }
            Event::Status { unit, status } => self.status(t, unit, *status),
            other => format!("{}: no effect on [8.0].", other.kind_label()),
        }
    }

    fn status(&mut self, t: usize, unit: &'a str, status: UnitStatus) -> String {
        let Some((side, u)) = self.s.unit(unit) else {
            return format!("Status of unknown unit \"{unit}\": not counted.");
        };
        match status {
            UnitStatus::Exited if side != self.french => format!(
                "{} ({}) left the map: only French exits count.",
                u.name,
                self.allied_name()
            ),
            UnitStatus::Exited if !self.exited.insert(unit) => {
                format!("{} had already exited: not counted again.", u.name)
            }
            UnitStatus::Exited => {
                self.tally.exits += 1;
                let mut note = format!(
                    "{} exited the north edge: {} French unit(s) exited.",
                    u.name, self.tally.exits
                );
                if self.tally.exits == EXITS_TO_WIN {
                    let (fr, al) = (
                        self.french_name().to_string(),
                        self.allied_name().to_string(),
                    );
                    let text = if self.tally.demoralized {
                        format!(
                            "{}: {} exits its {}th unit ({}) with {al} already demoralized: victory for {fr}, the game stops.",
                            capitalised(&turn_label(self.s, t)),
                            fr,
                            EXITS_TO_WIN,
                            u.name
                        )
                    } else {
                        format!(
                            "{}: {} exits its {}th unit ({}); {al} are not demoralized yet ({} SP lost of {DEMORALIZATION_SP}).",
                            capitalised(&turn_label(self.s, t)),
                            fr,
                            EXITS_TO_WIN,
                            u.name,
                            self.tally.allied_sp
                        )
                    };
                    self.steps.push(Step::new("[8.3]", text.clone()));
                    if self.tally.demoralized {
                        self.end(NawOutcome::FrenchWin, "[8.3]", text, t);
                        note.push_str(" French win [8.3].");
                    }
                }
                note
            }
            UnitStatus::DestroyedOrFled if side == self.french => format!(
                "{} destroyed or forced off the map: not an exit [8.3].",
                u.name
            ),
            other => format!("{} now {}: no effect on [8.0].", u.name, other.label()),
        }
    }

    fn end(&mut self, outcome: NawOutcome, rule: &'static str, text: String, t: usize) {
        self.tally.outcome = Some(outcome);
        self.ended = Some((rule, text, t));
    }

    /// Add losses of both sides at once and apply the 40-SP cases.
    fn losses(&mut self, t: usize, french: u64, allied: u64, what: &str) -> String {
        let before = self.tally;
        self.tally.french_sp = before.french_sp.saturating_add(french);
        self.tally.allied_sp = before.allied_sp.saturating_add(allied);
        let (f, a) = (self.tally.french_sp, self.tally.allied_sp);
        let french_reached = before.french_sp < DEMORALIZATION_SP && f >= DEMORALIZATION_SP;
        let allies_reached = before.allied_sp < DEMORALIZATION_SP && a >= DEMORALIZATION_SP;
        let when = capitalised(&turn_label(self.s, t));
        let (fr, al) = (
            self.french_name().to_string(),
            self.allied_name().to_string(),
        );
        let exits = self.tally.exits;
        let mut note = format!(
            "{what}: {fr} lose {french} SP (total {f}), {al} lose {allied} SP (total {a})."
        );
        let demoralization = format!(
            "{al} demoralized: Allied attacks −1 odds column, French attacks +1, for the rest of the game"
        );
        match (french_reached, allies_reached) {
            (true, true) => {
                self.tally.demoralized = true;
                let (outcome, result) = if exits >= EXITS_TO_WIN {
                    (
                        NawOutcome::FrenchWin,
                        format!("{exits} French units had already exited: victory for {fr}"),
                    )
                } else {
                    (
                        NawOutcome::AlliedWin,
                        format!(
                            "only {exits} French unit(s) had exited (of {EXITS_TO_WIN}): victory for {al}"
                        ),
                    )
                };
                let text = format!(
                    "{when}: both armies reach {DEMORALIZATION_SP} SP lost in the same combat ({fr} {f}, {al} {a}); {result}."
                );
                self.steps.push(Step::new("[8.4]", text.clone()));
                note.push_str(&format!(" Both reach {DEMORALIZATION_SP}: {result} [8.4]."));
                self.end(outcome, "[8.4]", text, t);
            }
            (false, true) => {
                self.tally.demoralized = true;
                let text = format!(
                    "{when}: {al} losses reach {a} SP (from {}; {DEMORALIZATION_SP} or more): {demoralization}.",
                    before.allied_sp
                );
                self.steps.push(Step::new("[8.2]", text));
                note.push_str(&format!(" {demoralization} [8.2]."));
                if exits >= EXITS_TO_WIN {
                    let text = format!(
                        "{when}: {al} demoralized with {exits} French units already exited: victory for {fr}, the game stops."
                    );
                    self.steps.push(Step::new("[8.3]", text.clone()));
                    note.push_str(" French win [8.3].");
                    self.end(NawOutcome::FrenchWin, "[8.3]", text, t);
                }
            }
            (true, false) if !before.demoralized => {
                let text = format!(
                    "{when}: {fr} losses reach {f} SP (from {}; {DEMORALIZATION_SP} or more) while {al} have lost {a}: victory for {al}, the game stops.",
                    before.french_sp
                );
                self.steps.push(Step::new("[8.1]", text.clone()));
                note.push_str(" Allied win [8.1].");
                self.end(NawOutcome::AlliedWin, "[8.1]", text, t);
            }
            (true, false) => {
                let text = format!(
                    "{when}: {fr} losses reach {f} SP, but {al} were already demoralized: this changes nothing."
                );
                self.steps.push(Step::new("[8.2]", text));
                note.push_str(" French at 40 after the Allies' demoralization: no effect [8.2].");
            }
            (false, false) => {}
        }
        note
    }
}

impl VictorySystem for NapoleonAtWaterloo {
    fn id(&self) -> &'static str {
        "naw"
    }
    fn name(&self) -> &'static str {
        "Napoleon at Waterloo [8.0]"
    }
    fn source(&self) -> &'static str {
        "Seed 004 (Napoleon at Waterloo, [8.0] How the Game Is Won); RULES.md §4"
    }
    fn judge(&self, s: &Scenario) -> Judgement {
        let Some(french) = s.settings.french else {
            return Judgement::NotApplicable {
                missing: vec![Missing {
                    path: "settings.french".into(),
                    side: None,
                    message: "Say which side is the French (settings.french) to judge Napoleon at Waterloo.".into(),
                }],
            };
        };
        Judgement::Verdict(verdict(s, french))
    }
}

fn verdict(s: &Scenario, french: SideId) -> Verdict {
    let allied = french.other();
    let (fr, al) = (s.side(french).name.clone(), s.side(allied).name.clone());
    let w = walk(s, french);
    let tally = w.tally;
    let mut steps = vec![Step::new(
        "[8.0]",
        format!(
            "{fr} is the French side, {al} the Allied. Each side aims to destroy {DEMORALIZATION_SP} enemy Strength Points before losing {DEMORALIZATION_SP}; the French also aim to exit {EXITS_TO_WIN} units off the north edge."
        ),
    )];
    steps.extend(w.steps);
    if w.after_end > 0 {
        steps.push(Step::new(
            "Game over",
            format!(
                "{} event(s) logged after the end of the game are ignored.",
                w.after_end
            ),
        ));
    }
    steps.push(Step::new(
        "Totals",
        format!(
            "{fr} lost {} SP, {al} lost {} SP; {} French unit(s) exited.",
            tally.french_sp, tally.allied_sp, tally.exits
        ),
    ));

    let mut flags = Vec::new();
    if tally.demoralized {
        flags.push(Flag {
            id: "demoralized".into(),
            side: Some(allied),
            text: format!("{al} demoralized: Allied attacks −1 odds column, French attacks +1."),
        });
    }
    let (winner, level, headline) = match (&w.ended, tally.outcome) {
        (Some((rule, text, _)), Some(outcome)) => {
            let winner = match outcome {
                NawOutcome::FrenchWin => french,
                NawOutcome::AlliedWin => allied,
            };
            flags.push(Flag {
                id: "game-over".into(),
                side: Some(winner),
                text: format!("Game over: {text}"),
            });
            let why = match (*rule, outcome) {
                ("[8.1]", _) => format!(
                    "{DEMORALIZATION_SP} French SP destroyed before losing {DEMORALIZATION_SP}"
                ),
                ("[8.4]", NawOutcome::AlliedWin) => format!(
                    "both reached {DEMORALIZATION_SP} SP lost in one combat before {EXITS_TO_WIN} French units exited"
                ),
                ("[8.4]", NawOutcome::FrenchWin) => format!(
                    "both reached {DEMORALIZATION_SP} SP lost in one combat after {EXITS_TO_WIN} French units exited"
                ),
                _ => format!("Allies demoralized and {} French units exited", tally.exits),
            };
            steps.push(Step::new(
                *rule,
                format!("Victory for {}: {why}.", s.side(winner).name),
            ));
            (
                Some(winner),
                "Victory".to_string(),
                format!("Victory for {} {rule}: {why}", s.side(winner).name),
            )
        }
        _ => {
            let why = if tally.demoralized {
                format!(
                    "{al} demoralized but only {} of {EXITS_TO_WIN} French units exited",
                    tally.exits
                )
            } else {
                format!(
                    "neither side lost {DEMORALIZATION_SP} SP ({fr} {}, {al} {})",
                    tally.french_sp, tally.allied_sp
                )
            };
            steps.push(Step::new(
                "[8.4]",
                format!(
                    "Neither side fulfils its victory conditions: {why}. The game is a draw (historically an Allied moral victory)."
                ),
            ));
            (
                None,
                "Draw".to_string(),
                format!("Draw (historically an Allied moral victory): {why}"),
            )
        }
    };

    let sp = |side: SideId| {
        if side == french {
            tally.french_sp
        } else {
            tally.allied_sp
        }
    };
    let exits = |side: SideId| if side == french { tally.exits } else { 0 };
    let figures = vec![
        Figure {
            id: "sp-lost".into(),
            label: "Strength Points lost".into(),
            values: SideId::BOTH.map(|side| sp(side) as f64),
            text: SideId::BOTH.map(|side| sp(side).to_string()),
        },
        Figure {
            id: "exits".into(),
            label: "French units exited".into(),
            values: SideId::BOTH.map(|side| exits(side) as f64),
            text: SideId::BOTH.map(|side| {
                if side == french {
                    tally.exits.to_string()
                } else {
                    "—".to_string()
                }
            }),
        },
    ];
    Verdict {
        winner,
        level,
        headline,
        flags,
        figures,
        steps,
    }
}
