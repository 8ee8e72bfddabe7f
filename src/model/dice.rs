//! A seeded, reproducible dice roller. Draw `index` from `seed` always gives the same number,
//! whatever was rolled before, so every roll recorded in the log can be checked by replaying it.
//!
//! The numbers are a contract: a scenario file stores draw numbers, not values, so a seed and a
//! draw number must give the same value in every version of umpire, and a deal face down the
//! same order. The random bits are ChaCha8's output (`rand_chacha`, whose stream for a seed is
//! fixed); turning them into a die roll ([`roll_dice`]) and a deal ([`shuffle`]) is written
//! here rather than left to `rand`, whose range sampling and shuffle may change between its
//! versions. Both follow what rand 0.10 did, so every roll and deal made before is unchanged;
//! the golden values in the tests pin them.

use super::Scenario;
use super::log::{DiceSource, Event, Roll};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// Roll one die with `faces` faces (1 ..= faces) as draw `index` of the roller seeded `seed`.
/// A percentile roll of 2D10 is `faces = 100` (00 reads as 100).
pub fn roll_dice(seed: u64, index: u64, faces: u32) -> u32 {
    // Each draw has its own stream, so draws are independent of the order they are made in.
    let mut bits = stream(seed, index);
    1 + below(&mut bits, faces.max(1))
}

/// Deal `items` into the order of the deal seeded `seed`: a Fisher–Yates shuffle.
pub fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut bits = stream(seed, 0);
    let mut choices = Choices::default();
    // Durstenfeld's form, from the front: item i changes place with one of items 0 ..= i.
    // (A deal longer than u32::MAX items cannot be read from a file; the rest would stay put.)
    let len = items.len().min(u32::MAX as usize - 1);
    for i in 1..len {
        let j = choices.next_below(&mut bits, i as u32 + 1);
        items.swap(i, j as usize);
    }
}

/// ChaCha8 keyed by `seed` (expanded to 32 bytes as `rand_core`'s `seed_from_u64` does, which it
/// treats as a value-breaking change), on stream `stream`.
fn stream(seed: u64, stream: u64) -> ChaCha8Rng {
    let mut bits = ChaCha8Rng::seed_from_u64(seed);
    bits.set_stream(stream);
    bits
}

/// A number in `0 .. range` (`range ≥ 1`) from the next 32-bit word, by multiplying: the high
/// half of `word × range`. When the low half is within `range` of overflowing, a second word
/// decides whether the exact product of `range` and the infinite binary fraction `0.word…`
/// carries into the high half (Canon's method, as rand 0.10 samples a range).
fn below(bits: &mut ChaCha8Rng, range: u32) -> u32 {
    let (high, low) = wide_mul(bits.next_u32(), range);
    if low > range.wrapping_neg() {
        let (carry, _) = wide_mul(bits.next_u32(), range);
        if low.checked_add(carry).is_none() {
            return high + 1;
        }
    }
    high
}

/// `a × b` as (high 32 bits, low 32 bits).
fn wide_mul(a: u32, b: u32) -> (u32, u32) {
    let product = u64::from(a) * u64::from(b);
    ((product >> 32) as u32, product as u32)
}

/// The choices of a shuffle, several from one word: a number below m·(m+1)·…·(m+k−1) holds k
/// choices as mixed-radix digits (below m, then below m+1, …). As rand 0.10 deals a slice.
#[derive(Default)]
struct Choices {
    chunk: u32,
    /// Digits still unread in `chunk`.
    left: u8,
}

impl Choices {
    /// A number in `0 .. m` (`m ≥ 2`), with `m` one more than at the previous call.
    fn next_below(&mut self, bits: &mut ChaCha8Rng, m: u32) -> u32 {
        if self.left == 0 {
            let (bound, digits) = chunk_bound(m);
            self.chunk = below(bits, bound);
            self.left = digits;
        }
        self.left -= 1;
        if self.left == 0 {
            // The last digit is what the divisions have left, already below m.
            self.chunk
        } else {
            let digit = self.chunk % m;
            self.chunk /= m;
            digit
        }
    }
}

/// The largest product m·(m+1)·…·(m+k−1) that fits in 32 bits, and k.
fn chunk_bound(m: u32) -> (u32, u8) {
    let (mut product, mut next) = (m, m + 1);
    while let Some(p) = product.checked_mul(next) {
        product = p;
        next += 1;
    }
    (product, (next - m) as u8)
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
            seed: s.dice_seed.unwrap_or_default(),
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
        Event::Losses { .. }
        | Event::Status { .. }
        | Event::MarkerControl { .. }
        | Event::CommanderLost { .. }
        | Event::GunsLost { .. }
        | Event::CommanderInMelee { .. }
        | Event::PrematureCall { .. }
        | Event::NightMorale { .. }
        | Event::MoraleSpent { .. }
        | Event::Note { .. }
        | Event::Move { .. }
        | Event::Spotted { .. }
        | Event::RevealMarkers => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{MarkerSet, STANDARD_MARKER_VALUES};

    // Golden values, recorded from umpire's roller as it was built on rand 0.10's `random_range`
    // and `shuffle`: seeded rolls and deals already in scenario files must stay these numbers.

    fn draws(seed: u64, faces: u32) -> Vec<u32> {
        (0..=20).map(|i| roll_dice(seed, i, faces)).collect()
    }

    #[test]
    fn draws_0_to_20_of_seed_1756_are_pinned() {
        assert_eq!(
            draws(1756, 6),
            [
                4, 3, 1, 4, 6, 3, 6, 3, 3, 2, 2, 6, 5, 4, 2, 1, 5, 1, 5, 1, 5
            ]
        );
        assert_eq!(
            draws(1756, 100),
            [
                60, 40, 13, 66, 95, 37, 85, 44, 47, 24, 33, 96, 83, 63, 21, 13, 82, 4, 74, 5, 68
            ]
        );
        assert_eq!(
            draws(1756, 10),
            [
                6, 4, 2, 7, 10, 4, 9, 5, 5, 3, 4, 10, 9, 7, 3, 2, 9, 1, 8, 1, 7
            ]
        );
        assert_eq!(
            draws(1756, 2),
            [
                2, 1, 1, 2, 2, 1, 2, 1, 1, 1, 1, 2, 2, 2, 1, 1, 2, 1, 2, 1, 2
            ]
        );
    }

    #[test]
    fn draws_of_the_other_demo_seeds_are_pinned() {
        assert_eq!(
            draws(1815, 6),
            [
                2, 3, 2, 6, 6, 2, 6, 6, 5, 6, 6, 1, 6, 1, 1, 6, 2, 5, 3, 5, 5
            ]
        );
        assert_eq!(
            draws(1757, 100),
            [
                88, 39, 83, 72, 18, 4, 75, 70, 6, 35, 50, 26, 63, 46, 10, 20, 29, 65, 66, 52, 1
            ]
        );
        assert_eq!(
            draws(1806, 6),
            [
                5, 1, 5, 6, 1, 5, 1, 2, 3, 2, 6, 4, 4, 1, 4, 3, 4, 2, 5, 3, 1
            ]
        );
    }

    #[test]
    fn a_range_near_the_word_size_takes_the_second_word_as_rand_did() {
        // With 3,000,000,000 faces most draws need the second word to decide the carry.
        assert_eq!(
            draws(1756, 3_000_000_000)[..6],
            [
                1776513358, 1182997132, 386458036, 1967903779, 2845453488, 1087608550
            ]
        );
    }

    #[test]
    fn the_lobositz_deal_is_pinned() {
        // Lobositz deals with its dice seed, 1756.
        assert_eq!(
            MarkerSet::shuffled_values(&STANDARD_MARKER_VALUES, 1756),
            [5, 5, 30, 5, 15, 5, 5, 5, 5, 20]
        );
        let order: Vec<u32> = (0..10).collect();
        assert_eq!(
            MarkerSet::shuffled_values(&order, 1756),
            [3, 9, 0, 5, 2, 8, 6, 7, 4, 1]
        );
        assert_eq!(
            MarkerSet::shuffled_values(&order, 1757),
            [9, 5, 8, 7, 4, 3, 1, 0, 2, 6]
        );
        assert_eq!(
            MarkerSet::shuffled_values(&STANDARD_MARKER_VALUES, 1815),
            [5, 5, 5, 5, 20, 30, 15, 5, 5, 5]
        );
    }

    #[test]
    fn long_and_short_deals_are_pinned() {
        // Past 12 items one word no longer holds every choice: a second word is drawn.
        let order: Vec<u32> = (0..30).collect();
        assert_eq!(
            MarkerSet::shuffled_values(&order, 1756),
            [
                20, 10, 27, 5, 13, 8, 19, 11, 12, 1, 28, 14, 4, 2, 7, 22, 6, 26, 16, 17, 3, 21, 0,
                29, 23, 25, 18, 15, 9, 24
            ]
        );
        let two: Vec<Vec<u32>> = (0..8)
            .map(|seed| MarkerSet::shuffled_values(&[1, 2], seed))
            .collect();
        assert_eq!(
            two,
            [
                [2, 1],
                [2, 1],
                [2, 1],
                [1, 2],
                [1, 2],
                [1, 2],
                [2, 1],
                [1, 2]
            ]
        );
        assert!(MarkerSet::shuffled_values(&[], 1756).is_empty());
        assert_eq!(MarkerSet::shuffled_values(&[7], 1756), [7]);
    }

    #[test]
    fn a_chunk_holds_as_many_choices_as_fit_in_32_bits() {
        // 2 × 3 × … × 12 = 479,001,600 fits; × 13 does not.
        assert_eq!(chunk_bound(2), (479_001_600, 11));
        assert_eq!(chunk_bound(65_535), (65_535 * 65_536, 2));
        assert_eq!(chunk_bound(65_536), (65_536, 1));
    }

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
        s.dice_seed = Some(9);
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
