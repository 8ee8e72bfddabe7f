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
//!   unit list);
//! - every place of a unit it was never shown ([`super::sight`]): such a unit is deployed
//!   [`Position::Unseen`] and its move goes to `Unseen` (a move off the map to
//!   [`Position::LeftUnseen`], which keeps whether it was an exit), without a facing. A place
//!   it was shown keeps the facing the unit had there. Every `Move` entry stays: the audience
//!   reads that the unit moved, and the entries keep their places in the log.
//!
//! The copy is marked with its audience ([`Scenario::copy_for`]); every output made from it
//! takes that audience ([`copy_audience`]), and equals the output made from the umpire's file
//! for that audience (tests/player_copy.rs).

use super::sight::{PlacesShown, Sight};
use super::{Audience, BattleRecord, Knowledge};
use crate::i18n::tr;
use crate::model::{CopyFor, Event, Facing, Position, Scenario, SideId, leaving, off_the_map};
use rustc_hash::FxHashMap;

/// Why no player copy is made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CopyRefused {
    /// The umpire's own file is the umpire's copy.
    #[error("{}", tr!(RecCopyForUmpire))]
    ForUmpire,
    /// A copy holds only its own audience's knowledge: another audience's copy cannot be made
    /// from it.
    #[error("{}", tr!(RecCopyOtherAudience, made_for = made_for.as_str(), asked = asked.as_str()))]
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
    copy_audience(s).map(|a| tr!(RecCopyBanner, audience = a.label(s)))
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
    if !k.sees_every_position() {
        withhold_places(s, &mut copy, &Sight::new(s, audience).places_shown());
    }
    copy.copy_for = Some(mark);
    Ok(copy)
}

/// One unit's places in the umpire's file: where it was deployed, then where each of its moves
/// took it, with the facing it had there.
struct Places<'a> {
    at: Vec<Option<&'a Position>>,
    facing: Vec<Option<Facing>>,
}

/// Leave out of `copy` every place of a unit its audience was not shown (`shown`, in
/// [`Scenario::units`] order).
fn withhold_places(s: &Scenario, copy: &mut Scenario, shown: &[PlacesShown]) {
    let mut index: FxHashMap<&str, usize> = FxHashMap::default();
    let mut places: Vec<Places> = Vec::new();
    for (k, (_, u)) in s.units().enumerate() {
        index.entry(u.id.as_str()).or_insert(k);
        places.push(Places {
            at: vec![u.position.as_ref()],
            facing: vec![u.facing],
        });
    }
    for (_, e) in s.log.events() {
        if let Event::Move { unit, to, facing } = e
            && let Some(&k) = index.get(unit.as_str())
        {
            let p = &mut places[k];
            let before = p.facing.last().copied().flatten();
            p.at.push(Some(to));
            p.facing.push(facing.or(before));
        }
    }
    let kept: Vec<Vec<bool>> = places
        .iter()
        .zip(shown)
        .map(|(p, shown)| places_kept(s, p, shown))
        .collect();
    let mut k = 0;
    for side in SideId::BOTH {
        for c in &mut copy.side_mut(side).contingents {
            for u in &mut c.units {
                if !kept[k][0] {
                    u.position = u.position.as_ref().map(|_| Position::Unseen);
                    u.facing = None;
                }
                k += 1;
            }
        }
    }
    let mut made = vec![0; places.len()];
    for turn in &mut copy.log.turns {
        for e in &mut turn.events {
            let Event::Move { unit, to, facing } = e else {
                continue;
            };
            let Some(&k) = index.get(unit.as_str()) else {
                continue;
            };
            made[k] += 1;
            let i = made[k];
            let p = &places[k];
            if kept[k][i] {
                // The facing it had there, where the copy does not hold the one it kept.
                if !kept[k][i - 1] {
                    *facing = p.facing[i];
                }
            } else {
                let meant = p.at[i].and_then(|to| leaving(&s.map, p.at[i - 1], to));
                *to = meant.map_or(Position::Unseen, Position::LeftUnseen);
                *facing = None;
            }
        }
    }
}

/// Which of a unit's places a copy keeps: those its audience was shown, and the place a move
/// off the map it was shown left from (whether that move was an exit depends on it).
fn places_kept(s: &Scenario, p: &Places, shown: &PlacesShown) -> Vec<bool> {
    let mut kept: Vec<bool> = (0..p.at.len()).map(|i| shown.shows(i)).collect();
    for i in (1..p.at.len()).rev() {
        if kept[i] && p.at[i].is_some_and(|to| off_the_map(&s.map, to)) {
            kept[i - 1] = true;
        }
    }
    kept
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
