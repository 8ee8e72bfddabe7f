//! What the battle map keeps of one document state for one audience across frames: every
//! unit's status after each turn, the audience's sight of the whole log, and the battle as
//! shown at the turns visited lately. A step of the turn slider reads its turn from these
//! rather than reading the whole log again, which a thousand units moving for a hundred turns
//! make too slow for a frame.

use super::Shown;
use crate::model::{BattleState, Scenario, UnitStatus};
use crate::record::{Audience, sight::Sight};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// Which document state a replay is of, for which audience.
pub(super) type ReplayKey = (u64, u64, Audience);

/// The replays of one document state for one audience.
pub(super) struct Kept {
    pub key: ReplayKey,
    pub statuses: Statuses,
    pub sight: KeptSight,
    /// The battle by turn, for the turns visited lately.
    pub turns: FxHashMap<usize, Shown>,
}

impl Kept {
    /// For the document state `scenario` (the document's own, shared) and the key's audience.
    pub fn new(key: ReplayKey, scenario: Arc<Scenario>) -> Kept {
        Kept {
            key,
            statuses: Statuses::of(&scenario),
            sight: KeptSight::of(scenario, key.2),
            turns: FxHashMap::default(),
        }
    }
}

/// Every unit's status after each number of turns (0: at deployment), in
/// [`Scenario::units`] order: the log replayed once for a document state, rather than twice
/// for every turn the slider shows.
pub(super) struct Statuses(Vec<Vec<UnitStatus>>);

impl Statuses {
    fn of(s: &Scenario) -> Statuses {
        let ids: Vec<&str> = s.units().map(|(_, u)| u.id.as_str()).collect();
        let now = |st: &BattleState| -> Vec<UnitStatus> {
            ids.iter()
                .map(|id| st.status(id).unwrap_or_default())
                .collect()
        };
        let mut st = BattleState::at_start(s);
        let mut after = vec![now(&st)];
        for turn in &s.log.turns {
            for e in &turn.events {
                st.apply(e);
            }
            after.push(now(&st));
        }
        Statuses(after)
    }

    /// Every unit's status after the first `turns` turns.
    pub fn after(&self, turns: usize) -> &[UnitStatus] {
        &self.0[turns.min(self.0.len() - 1)]
    }
}

self_cell::self_cell!(
    /// The audience's sight of the whole log, kept with the scenario it reads: reading a long
    /// log's moves is most of the time a turn takes to show, and it is the same for every turn.
    pub(super) struct KeptSight {
        owner: Arc<Scenario>,
        #[covariant]
        dependent: Sight,
    }
);

impl KeptSight {
    fn of(scenario: Arc<Scenario>, audience: Audience) -> KeptSight {
        KeptSight::new(scenario, |s| Sight::new(s, audience))
    }

    pub fn get(&self) -> &Sight<'_> {
        self.borrow_dependent()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::replay;

    fn waterloo() -> Scenario {
        let text = crate::assets::demo::demo_scenario("waterloo.ron").expect("a demo");
        crate::model::parse(text, "waterloo.ron", &crate::systems::ids()).expect("valid")
    }

    #[test]
    fn the_statuses_after_each_turn_are_the_replays_and_the_kept_sight_a_fresh_ones() {
        let s = Arc::new(waterloo());
        let audience = Audience::Side(crate::model::SideId::B);
        let kept = Kept::new((1, 1, audience), Arc::clone(&s));
        let fresh = Sight::new(&s, audience);
        let mut changed = 0;
        for turns in 0..=s.log.turns.len() + 1 {
            let state = replay(&s, turns);
            let replayed: Vec<UnitStatus> = s
                .units()
                .map(|(_, u)| state.status(&u.id).unwrap_or_default())
                .collect();
            assert_eq!(kept.statuses.after(turns), replayed, "after {turns} turns");
            if turns > 0 && kept.statuses.after(turns) != kept.statuses.after(turns - 1) {
                changed += 1;
            }
            assert_eq!(
                kept.sight.get().after_turns(turns),
                fresh.after_turns(turns)
            );
        }
        assert!(
            changed >= 5,
            "the demo's statuses change in {changed} turns"
        );
    }
}
