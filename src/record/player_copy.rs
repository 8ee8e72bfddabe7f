//! A player copy: the scenario file holding only what one audience knows (issue 27, "Player
//! copies"), so that the secret boundary is a file boundary.
//!
//! What the copy leaves out is what [`Knowledge`] withholds from its audience, read from the
//! same rules:
//! - a marker value it never examined is absent (the marker keeps its place and stays face
//!   down);
//! - both seeds (the dice seed and the shuffle seed of the deal) and the umpire's notes;
//! - the VP % and WF of a withdrawal test of the other side, unless the audience knows every
//!   marker value (then it is shown the whole verdict, whose steps carry them);
//! - which enemy units the other side was shown (a `Spotted` entry it does not hear keeps no
//!   unit list).
//!
//! The copy is marked with its audience ([`Scenario::copy_for`]); every output made from it
//! takes that audience ([`copy_audience`]), and equals the output made from the umpire's file
//! for that audience (tests/player_copy.rs).

use super::{Audience, BattleRecord, Knowledge};
use crate::model::{CopyFor, Event, Scenario, SideId};

/// Why no player copy is made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CopyRefused {
    /// The umpire's own file is the umpire's copy.
    #[error(
        "a player copy is made for side A, side B or the public (--audience a|b|public), not for the umpire"
    )]
    ForUmpire,
    /// A copy holds only its own audience's knowledge: another audience's copy cannot be made
    /// from it.
    #[error(
        "this file is a player copy for {made_for}: it holds only what {made_for} knows, so no copy for {asked} can be made from it (make that copy from the umpire's file)"
    )]
    OtherAudience { made_for: String, asked: String },
}

/// The mark a copy for `audience` carries; `None` for the umpire, who gets no copy.
pub fn copy_mark(audience: Audience) -> Option<CopyFor> {
    match audience {
        Audience::Umpire => None,
        Audience::Side(side) => Some(CopyFor::Side(side)),
        Audience::Public => Some(CopyFor::Public),
    }
}

/// The audience a scenario is read for: a player copy's own, or `None` for the umpire's file.
pub fn copy_audience(s: &Scenario) -> Option<Audience> {
    s.copy_for.map(|c| match c {
        CopyFor::Side(side) => Audience::Side(side),
        CopyFor::Public => Audience::Public,
    })
}

/// "player copy for Prussians" (the side's name), or `None` for the umpire's file: the line
/// every output made from a copy carries.
pub fn copy_banner(s: &Scenario) -> Option<String> {
    copy_audience(s).map(|a| format!("player copy for {}", a.label(s)))
}

/// The audience an output of `s` is made for when `asked` is asked for: a player copy answers
/// only for its own audience.
pub fn audience_for(s: &Scenario, asked: Audience) -> Result<Audience, CopyRefused> {
    match copy_audience(s) {
        None => Ok(asked),
        Some(own) if own == asked || asked.is_umpire() => Ok(own),
        Some(own) => Err(CopyRefused::OtherAudience {
            made_for: own.label(s),
            asked: asked.label(s),
        }),
    }
}

/// The scenario as `audience` knows it: the umpire's file less every value the audience has
/// not discovered. A copy of a copy for the same audience is the same copy.
pub fn player_copy(s: &Scenario, audience: Audience) -> Result<Scenario, CopyRefused> {
    let Some(mark) = copy_mark(audience) else {
        return Err(CopyRefused::ForUmpire);
    };
    if let Some(own) = copy_audience(s)
        && own != audience
    {
        return Err(CopyRefused::OtherAudience {
            made_for: own.label(s),
            asked: audience.label(s),
        });
    }
    let record = BattleRecord::build(s);
    let k = Knowledge::new(s, &record, audience);
    let mut copy = s.clone();
    for (i, m) in copy.markers.markers.iter_mut().enumerate() {
        if !k.knows_value(i) {
            m.value = None;
        }
    }
    copy.markers.shuffle_seed = None;
    copy.dice_seed = None;
    copy.umpire_notes.clear();
    for turn in &mut copy.log.turns {
        for e in &mut turn.events {
            withhold_from_entry(e, &k);
        }
    }
    copy.copy_for = Some(mark);
    Ok(copy)
}

/// An entry of the log as the copy's audience may read it.
fn withhold_from_entry(e: &mut Event, k: &Knowledge) {
    match e {
        Event::WithdrawalTest(t) if !sees_figures_of(k, t.side) => {
            t.vp_percent = None;
            t.wf = None;
        }
        Event::Spotted { by, units } if !k.audience.hears(Audience::Side(*by)) => units.clear(),
        _ => {}
    }
}

/// Whether the audience is shown a test's VP % and WF anywhere: its own side's, or every test's
/// once it knows every value (the verdict of weighted objectives is then its to read, steps
/// and all).
fn sees_figures_of(k: &Knowledge, tested: SideId) -> bool {
    k.sees_test_figures(tested) || k.knows_every_value()
}
