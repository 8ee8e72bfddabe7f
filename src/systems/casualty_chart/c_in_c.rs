//! Modifier (4)'s fact in one place: whether a side's C-in-C was killed, wounded or captured.
//!
//! The log decides: a `CommanderLost` entry of the side with rank Army is the loss of its
//! C-in-C, whatever name it gives (the file may spell the name otherwise, and a commander who
//! took over the army is its C-in-C when he falls); a side loses its C-in-C once however many
//! such entries it has. Whether he is also head of state is a property of the commander
//! ([`crate::model::CommanderInChief::head_of_state`]), entered once.
//!
//! Files written before the log decided may tick `c_in_c.lost` with no such entry: the tick
//! is taken as declared at the end of the battle, so their verdict stands, and [`warnings`]
//! says that the two records disagree.

use crate::i18n::tr;
use crate::model::{CommandRank, Event, Scenario, SideId};
use crate::systems::Missing;

/// Where the loss of a side's C-in-C is recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CinCLost {
    /// The log's first `CommanderLost` entry of the side with rank Army: turn, index in the
    /// turn, and the name it gives.
    Logged {
        turn: usize,
        index: usize,
        name: String,
    },
    /// Ticked in End of battle with no entry in the log: declared at the end of the battle.
    Declared,
}

/// Whether `side`'s C-in-C was lost, and where that is recorded.
pub fn c_in_c_lost(s: &Scenario, side: SideId) -> Option<CinCLost> {
    match s.log.army_commander_losses(side).next() {
        Some((turn, index, name)) => Some(CinCLost::Logged {
            turn,
            index,
            name: name.to_string(),
        }),
        None => s.side(side).c_in_c.lost.then_some(CinCLost::Declared),
    }
}

/// Names written alike: the same words, whatever the case and spacing.
fn same_name(a: &str, b: &str) -> bool {
    let words = |x: &str| {
        x.split_whitespace()
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
    };
    let a = words(a);
    !a.is_empty() && a == words(b)
}

/// What is legal but probably wrong about the C-in-C: a tick in End of battle the log does not
/// record, and an entry that names the C-in-C with a lower rank (modifier (4) does not read it).
pub fn warnings(s: &Scenario) -> Vec<Missing> {
    let mut out = Vec::new();
    for side in SideId::BOTH {
        let sd = s.side(side);
        if sd.c_in_c.lost && s.log.army_commander_losses(side).next().is_none() {
            out.push(Missing {
                path: format!("sides[{}].c_in_c.lost", side.index()),
                side: Some(side),
                message: tr!(CcCheckCInCTicked, side = sd.name.as_str()),
            });
        }
        for (t, turn) in s.log.turns.iter().enumerate() {
            for (k, e) in turn.events.iter().enumerate() {
                if let Event::CommanderLost {
                    side: of,
                    name,
                    rank: rank @ (CommandRank::Corps | CommandRank::Other),
                } = e
                    && *of == side
                    && same_name(name, &sd.c_in_c.name)
                {
                    out.push(Missing {
                        path: format!("log[{t}].events[{k}].rank"),
                        side: Some(side),
                        message: tr!(
                            CcCheckCInCRank,
                            name = name.trim(),
                            side = sd.name.as_str(),
                            // A selector of the message, not a word shown.
                            rank = if *rank == CommandRank::Corps {
                                "corps"
                            } else {
                                "lower"
                            }
                        ),
                    });
                }
            }
        }
    }
    out
}

/// Modifier (4)'s worked step: each lost C-in-C, where the loss is recorded, and the shifts he
/// brings to his opponent.
pub(super) fn step_text(s: &Scenario, lost: &[Option<CinCLost>; 2], winner: SideId) -> String {
    let mut parts = Vec::new();
    for id in SideId::BOTH {
        let Some(record) = &lost[id.index()] else {
            continue;
        };
        let side = s.side(id);
        let opposition = s.side(id.other());
        let favours_winner = id.other() == winner;
        let winner = if favours_winner { "yes" } else { "no" };
        let mut text = tr!(
            CcCInCFell,
            who = who_fell(s, id, record),
            record = record_text(s, id, record),
            opponent = opposition.name.as_str(),
            winner = winner
        );
        if side.c_in_c.head_of_state {
            text.push_str(&tr!(
                CcCInCHeadOfState,
                opponent = opposition.name.as_str(),
                winner = winner
            ));
        }
        parts.push(text);
    }
    if parts.is_empty() {
        tr!(CcCInCNone)
    } else {
        tr!(CcCInCBoth, parts = parts.join(". "))
    }
}

/// "France's C-in-C, Napoleon,": the name the log gives, else the C-in-C's own.
fn who_fell(s: &Scenario, id: SideId, record: &CinCLost) -> String {
    let side = s.side(id);
    let logged = match record {
        CinCLost::Logged { name, .. } => name.trim(),
        CinCLost::Declared => "",
    };
    let name = if logged.is_empty() {
        side.c_in_c.name.trim()
    } else {
        logged
    };
    if name.is_empty() {
        tr!(CcCInCOf, side = side.name.as_str())
    } else {
        tr!(CcCInCNamed, side = side.name.as_str(), name = name)
    }
}

/// Where the loss is recorded: "the log, turn "June 18 Evening"", with the reading when the
/// log names another commander than the C-in-C's name.
fn record_text(s: &Scenario, id: SideId, record: &CinCLost) -> String {
    match record {
        CinCLost::Logged { turn, name, .. } => {
            let own = s.side(id).c_in_c.name.trim();
            let mut text = tr!(CcCInCLogged, turn = s.log.turn_phrase(*turn));
            if !name.trim().is_empty() && !own.is_empty() && !same_name(name, own) {
                text.push_str(&tr!(
                    CcCInCReading,
                    logged = name.trim(),
                    side = s.side(id).name.as_str(),
                    own = own
                ));
            }
            text
        }
        CinCLost::Declared => tr!(CcCInCDeclared),
    }
}
