//! What each audience knows of where units stand: the knowledge rules for positions (the rules
//! reference, "Who knows what"), in one place. Every output that shows a position (the map,
//! the log's move sentences, the record's exports, the report's maps) asks [`Sight`] or
//! [`Knowledge::sees_unit_position`].
//!
//! - The umpire knows where every unit stands; a side always knows where its own units stand
//!   and where they moved.
//! - An enemy unit is known to a side where the umpire marks it seen (an `Event::Spotted` entry
//!   of that side): at the place it stood at that entry, on the map of that turn only. A later
//!   turn shows it again only if it is seen again, so that a side never learns from the map
//!   whether an enemy unit moved out of its sight.
//! - With `settings.contact_reveals`, an enemy unit in contact with one of the side's units in
//!   play ([`crate::model::positions::in_contact`]) at the end of a turn is known where it
//!   stands then.
//! - The public knows no unit's position. Once the umpire turns everything over (a
//!   `RevealMarkers` entry, anywhere in the log), every position and every move of the whole
//!   battle is known to everyone, as every marker value is.
//! - An enemy's moves are drawn and told only to an audience that sees the unit wherever it
//!   goes: a unit seen at the end of a turn shows no arrow of how it got there.

use super::knowledge::{Audience, Knowledge};
use crate::model::positions::{Arrow, ContactIndex, Stand};
use crate::model::{Event, Movements, Position, Scenario, SideId, UnitStatus, replay};
use std::collections::BTreeSet;

impl Knowledge {
    /// Whether this audience sees where the units of `side` stand and move, wherever they go.
    pub fn sees_positions_of(&self, side: SideId) -> bool {
        sees_always(self.audience, self.positions_revealed, side)
    }

    /// Whether this audience sees every unit wherever it goes: the umpire, or everyone once the
    /// umpire turned everything over.
    pub fn sees_every_position(&self) -> bool {
        self.audience.is_umpire() || self.positions_revealed
    }

    /// Whether this audience sees where the unit `id` stands and moves, wherever it goes: the
    /// umpire every unit (one the scenario lacks too), a side its own, everyone every unit once
    /// the umpire turned everything over.
    pub fn sees_unit_position(&self, s: &Scenario, id: &str) -> bool {
        self.audience.is_umpire()
            || s.unit(id)
                .is_some_and(|(side, _)| self.sees_positions_of(side))
    }
}

fn sees_always(audience: Audience, turned_over: bool, side: SideId) -> bool {
    turned_over
        || match audience {
            Audience::Umpire => true,
            Audience::Side(own) => own == side,
            Audience::Public => false,
        }
}

/// Whether the umpire has turned everything over somewhere in the log.
fn turned_over(s: &Scenario) -> bool {
    s.log
        .events()
        .any(|(_, e)| matches!(e, Event::RevealMarkers))
}

/// Whether units stand anywhere on the map in this battle: one has a place at deployment, or
/// the log moves one. Without, no output shows positions, and what it shows is as before.
pub fn has_positions(s: &Scenario) -> bool {
    s.units().any(|(_, u)| u.position.is_some())
        || s.log.events().any(|(_, e)| matches!(e, Event::Move { .. }))
}

/// For each unit (in [`Scenario::units`] order), whether `audience` sees where it stands
/// wherever it goes (a unit seen only now and then is not).
pub fn units_seen(s: &Scenario, audience: Audience) -> Vec<bool> {
    let all = turned_over(s);
    s.units()
        .map(|(side, _)| sees_always(audience, all, side))
        .collect()
}

/// The places of one unit an audience is shown ([`Sight::places_shown`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacesShown {
    /// Every place: a unit the audience sees wherever it goes.
    Everywhere,
    /// These places only, by how many of the unit's moves come before (0: its deployment).
    At(BTreeSet<usize>),
}

impl PlacesShown {
    fn add(&mut self, place: usize) {
        if let PlacesShown::At(places) = self {
            places.insert(place);
        }
    }

    /// Whether the audience is shown the unit at its place after `moves` of its moves.
    pub fn shows(&self, moves: usize) -> bool {
        match self {
            PlacesShown::Everywhere => true,
            PlacesShown::At(places) => places.contains(&moves),
        }
    }
}

/// Where the units stand, as one audience knows it, at any turn of the battle.
pub struct Sight<'a> {
    s: &'a Scenario,
    audience: Audience,
    moves: Movements<'a>,
    /// Each unit's side, in [`Scenario::units`] order.
    sides: Vec<SideId>,
    /// For each unit, whether the audience sees it wherever it goes.
    always: Vec<bool>,
    /// For each unit, the places of the log (turn, entry) where the audience's side was shown
    /// it, in log order.
    spotted: Vec<Vec<(usize, usize)>>,
}

impl<'a> Sight<'a> {
    /// The audience's sight of the whole log (time and memory linear in its moves and spotted
    /// entries).
    pub fn new(s: &'a Scenario, audience: Audience) -> Sight<'a> {
        let moves = Movements::new(s);
        let sides: Vec<SideId> = s.units().map(|(side, _)| side).collect();
        let always = units_seen(s, audience);
        let mut spotted = vec![Vec::new(); sides.len()];
        if let Audience::Side(own) = audience {
            for (t, turn) in s.log.turns.iter().enumerate() {
                for (e, event) in turn.events.iter().enumerate() {
                    let Event::Spotted { by, units } = event else {
                        continue;
                    };
                    if *by != own {
                        continue;
                    }
                    for k in units.iter().filter_map(|id| moves.unit_index(id)) {
                        spotted[k].push((t, e));
                    }
                }
            }
        }
        Sight {
            s,
            audience,
            moves,
            sides,
            always,
            spotted,
        }
    }

    pub fn audience(&self) -> Audience {
        self.audience
    }

    /// How many units there are (the length of every list of places).
    pub fn units(&self) -> usize {
        self.sides.len()
    }

    /// Whether the audience sees unit `k` ([`Scenario::units`] order) wherever it goes.
    pub fn sees_always(&self, k: usize) -> bool {
        self.always.get(k).copied().unwrap_or(false)
    }

    /// Every unit's place after the first `turns` turns (0: at deployment), in
    /// [`Scenario::units`] order, as the audience knows it: a unit it does not know the place
    /// of stands nowhere (`position` and `facing` are `None`).
    pub fn after_turns(&self, turns: usize) -> Vec<Stand<'a>> {
        let mut stands = self.moves.after_turns(turns);
        let contact = self.in_contact(turns, &stands);
        for (k, stand) in stands.iter_mut().enumerate() {
            if self.always[k] || contact[k] {
                continue;
            }
            *stand = match self.spotted_in(k, turns) {
                Some((t, e)) => self.moves.unit_before(k, t, e),
                None => Stand {
                    position: None,
                    facing: None,
                },
            };
        }
        stands
    }

    /// The moves of turn `turn` (0-based) the audience sees: those of the units it sees
    /// wherever they go.
    pub fn arrows(&self, turn: usize) -> Vec<Arrow<'a>> {
        let mut arrows = self.moves.arrows(turn);
        arrows.retain(|a| self.sees_always(a.unit));
        arrows
    }

    /// For each unit ([`Scenario::units`] order), the places of it the audience is ever shown,
    /// counted as [`Movements::moves_before`] counts them: every place of a unit it sees
    /// wherever it goes; of another, where its side was shown the unit and, where units in
    /// contact see each other, where the unit stood in contact at the end of a turn. What a
    /// player copy keeps of where units stood.
    pub fn places_shown(&self) -> Vec<PlacesShown> {
        let mut shown: Vec<PlacesShown> = self
            .always
            .iter()
            .map(|&always| {
                if always {
                    PlacesShown::Everywhere
                } else {
                    PlacesShown::At(BTreeSet::new())
                }
            })
            .collect();
        for (k, seen) in self.spotted.iter().enumerate() {
            for &(t, e) in seen {
                shown[k].add(self.moves.moves_before(k, t, e));
            }
        }
        if matches!(self.audience, Audience::Side(_)) && self.s.settings.contact_reveals {
            for turns in 0..=self.s.log.turns.len() {
                let stands = self.moves.after_turns(turns);
                for (k, touching) in self.in_contact(turns, &stands).into_iter().enumerate() {
                    if touching {
                        shown[k].add(self.moves.moves_before(k, turns, 0));
                    }
                }
            }
        }
        shown
    }

    /// The last place of the log in the last of the first `turns` turns where the audience's
    /// side was shown unit `k`.
    fn spotted_in(&self, k: usize, turns: usize) -> Option<(usize, usize)> {
        let turn = turns.checked_sub(1)?;
        let seen = &self.spotted[k];
        let n = seen.partition_point(|&(t, _)| t <= turn);
        seen[..n].last().copied().filter(|&(t, _)| t == turn)
    }

    /// For each unit, whether it is an enemy in contact with one of the audience's units in
    /// play, where units in contact see each other (`settings.contact_reveals`).
    fn in_contact(&self, turns: usize, stands: &[Stand<'a>]) -> Vec<bool> {
        let mut contact = vec![false; stands.len()];
        let Audience::Side(own) = self.audience else {
            return contact;
        };
        if !self.s.settings.contact_reveals {
            return contact;
        }
        let state = replay(self.s, turns);
        let in_play: Vec<bool> = self
            .s
            .units()
            .map(|(_, u)| {
                matches!(
                    state.status(&u.id).unwrap_or_default(),
                    UnitStatus::OnBoard | UnitStatus::Routed
                )
            })
            .collect();
        let placed = |k: usize| stands[k].position.filter(|_| in_play[k]);
        let ours: Vec<&Position> = (0..stands.len())
            .filter(|&k| self.sides[k] == own)
            .filter_map(placed)
            .collect();
        // Indexed once: a check per enemy unit that does not grow with our units.
        let near_ours = ContactIndex::new(self.s, ours);
        for (k, touching) in contact.iter_mut().enumerate() {
            if self.sides[k] != own
                && let Some(p) = placed(k)
            {
                *touching = near_ours.touches(p);
            }
        }
        contact
    }
}

#[cfg(test)]
mod tests;
