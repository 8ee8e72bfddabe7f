//! A seeded, reproducible dice roller. Draw `index` from `seed` always gives the same number,
//! whatever was rolled before, so every roll recorded in the log can be checked by replaying it.

use super::Scenario;
use super::log::{DiceSource, Event, Roll};
use rand::{RngExt, SeedableRng};

/// Roll one die with `faces` faces (1 ..= faces) as draw `index` of the roller seeded `seed`.
/// A percentile roll of 2D10 is `faces = 100` (00 reads as 100).
pub fn roll_dice(seed: u64, index: u64, faces: u32) -> u32 {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    // Each draw has its own stream, so draws are independent of the order they are made in.
    rng.set_stream(index);
    rng.random_range(1..=faces.max(1))
}

/// The scenario's roller, positioned after the last seeded roll in its log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dice {
    pub seed: u64,
    pub next_index: u64,
}

impl Dice {
    pub fn for_scenario(s: &Scenario) -> Dice {
        let next_index = s
            .log
            .events()
            .flat_map(|(_, e)| event_rolls(e))
            .filter_map(|r| match r.source {
                DiceSource::Seeded { index } => Some(index.saturating_add(1)),
                DiceSource::Manual => None,
            })
            .max()
            .unwrap_or(0);
        Dice {
            seed: s.dice_seed,
            next_index,
        }
    }

    /// Roll and advance.
    pub fn roll(&mut self, faces: u32) -> Roll {
        let value = roll_dice(self.seed, self.next_index, faces);
        let roll = Roll {
            value,
            source: DiceSource::Seeded {
                index: self.next_index,
            },
        };
        self.next_index = self.next_index.saturating_add(1);
        roll
    }
}

fn event_rolls(e: &Event) -> Vec<Roll> {
    match e {
        Event::Combat(c) => c.roll.into_iter().collect(),
        Event::WithdrawalTest(t) => vec![t.roll],
        Event::Rally { roll, .. } => vec![*roll],
        Event::RandomEvent {
            roll, second_roll, ..
        } => std::iter::once(*roll).chain(*second_roll).collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_index_give_the_same_roll() {
        for i in 0..50 {
            assert_eq!(roll_dice(7, i, 100), roll_dice(7, i, 100));
        }
    }

    #[test]
    fn rolls_stay_on_the_die_and_cover_it() {
        let rolls: Vec<u32> = (0..600).map(|i| roll_dice(42, i, 6)).collect();
        assert!(rolls.iter().all(|r| (1..=6).contains(r)));
        for face in 1..=6 {
            assert!(
                rolls.contains(&face),
                "face {face} never rolled in 600 rolls"
            );
        }
        let pct: Vec<u32> = (0..2000).map(|i| roll_dice(1, i, 100)).collect();
        assert!(pct.iter().all(|r| (1..=100).contains(r)));
        assert!(pct.contains(&100) && pct.contains(&1));
    }

    #[test]
    fn the_roller_continues_after_the_last_logged_roll() {
        let mut s = Scenario::new("t");
        s.dice_seed = 9;
        let mut d = Dice::for_scenario(&s);
        assert_eq!(d.next_index, 0);
        let r = d.roll(6);
        s.log.turns.push(Default::default());
        s.log.turns[0].events.push(Event::RandomEvent {
            side: super::super::SideId::A,
            roll: r,
            second_roll: None,
        });
        assert_eq!(Dice::for_scenario(&s).next_index, 1);
    }
}
