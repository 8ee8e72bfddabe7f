//! Campaigns built in code for tests, as the umpire builds them: the armies and the rules
//! ([`CampaignBuilder`]), then each battle made from the ledger ([`fight`]: `next_battle`, its
//! losses logged, fed back).
//!
//! One file for both kinds of test: the integration tests reach it as `crate::support::campaign`
//! (tests/all.rs), the library's unit tests (`src/record/campaign/tests.rs`) include it by path,
//! so it names the library `umpire::` (which the library is to itself under `cfg(test)`). It
//! is not a module of the library, so nothing of it ships.

use std::path::{Path, PathBuf};
use umpire::model::campaign::{
    Army, Campaign, CampaignContingent, CampaignDate, CampaignSource, Draft, Reinforcement,
    Replacements, ResultEffect, Returns, Share,
};
use umpire::model::{Event, Rgb, Scenario, SideId, Strength, Turn, Unit, UnitKind, UnitStatus};
use umpire::record::campaign::{CampaignLedger, NextBattle, next_battle};

pub fn day(text: &str) -> CampaignDate {
    CampaignDate::parse(text).unwrap()
}

pub fn share(text: &str) -> Share {
    Share::parse(text).unwrap()
}

pub fn men(n: u64) -> Strength {
    Strength {
        men: n,
        ..Default::default()
    }
}

/// A unit of `kind` of `n` men, named `name`.
pub fn unit_named(id: &str, name: &str, kind: UnitKind, n: u64) -> Unit {
    let mut u = Unit::new(id, name, kind);
    u.strength = men(n);
    u
}

/// A unit of `kind` of `n` men, named "Unit ID".
pub fn unit(id: &str, kind: UnitKind, n: u64) -> Unit {
    unit_named(id, &format!("Unit {id}"), kind, n)
}

/// `n` men lost by `unit` of `side`.
pub fn losses(side: SideId, unit: &str, n: u64) -> Event {
    Event::Losses {
        side,
        unit: Some(unit.into()),
        men: n,
        stands: 0,
        strength_points: 0,
        unit_points: 0,
    }
}

/// A campaign's armies and rules, written down as a designer would.
pub struct CampaignBuilder(Campaign);

impl CampaignBuilder {
    /// A campaign called `title` that starts on `start` (`YYYY-MM-DD`).
    pub fn new(title: &str, start: &str) -> CampaignBuilder {
        CampaignBuilder(Campaign::new(title, day(start)))
    }

    /// `side`'s army: its name, colour and contingents, each a name and its units.
    pub fn army(
        mut self,
        side: SideId,
        name: &str,
        colour: Rgb,
        contingents: Vec<(&str, Vec<Unit>)>,
    ) -> Self {
        self.0.sides[side.index()] = Army {
            name: name.into(),
            colour,
            c_in_c: Default::default(),
            contingents: contingents
                .into_iter()
                .map(|(name, units)| CampaignContingent {
                    name: name.into(),
                    units,
                })
                .collect(),
        };
        self
    }

    /// The victory system whose result counts for the campaign.
    pub fn decided_by(mut self, system: &str) -> Self {
        self.0.rules.decided_by = Some(system.into());
        self
    }

    /// `share` of the casualties come back `after_days` after the battle.
    pub fn returns(mut self, share_: &str, after_days: u32) -> Self {
        self.0.rules.returns = Some(Returns {
            share: share(share_),
            after_days,
        });
        self
    }

    /// `share` of what is still missing comes back every `every_days`, up to `up_to` of it.
    pub fn replacements(mut self, share_: &str, every_days: u32, up_to: &str) -> Self {
        self.0.rules.replacements = Some(Replacements {
            share: share(share_),
            every_days,
            up_to: share(up_to),
        });
        self
    }

    /// A result's effect, and the share of the loser's men it costs as stragglers.
    pub fn result(mut self, level: &str, effect: &str, loser_stragglers: &str) -> Self {
        self.0.rules.results.push(ResultEffect {
            level: level.into(),
            effect: effect.into(),
            loser_stragglers: Some(share(loser_stragglers)),
        });
        self
    }

    /// The French Guard comes up on `date`: F2, 600 infantry, in a contingent of its own, with
    /// `drafts` of men to units already in the field (the unit's id, the men).
    pub fn guard_comes_up(mut self, date: &str, drafts: &[(&str, u64)]) -> Self {
        self.0.reinforcements.push(Reinforcement {
            date: day(date),
            side: SideId::B,
            note: "the Guard comes up".into(),
            contingent: "Guard".into(),
            units: vec![unit("F2", UnitKind::Infantry, 600)],
            drafts: drafts
                .iter()
                .map(|&(unit, n)| Draft {
                    unit: unit.into(),
                    strength: men(n),
                })
                .collect(),
        });
        self
    }

    /// The rules most tests play by besides returns: a quarter of what is still missing
    /// comes back each week up to three quarters; an overwhelming victory costs the loser a
    /// tenth of what it has left.
    pub fn replacements_and_pursuit(self) -> Self {
        self.replacements("25%", 7, "75%").result(
            "Overwhelming victory",
            "The loser retreats two days.",
            "10%",
        )
    }

    pub fn build(self) -> Campaign {
        self.0
    }
}

/// "Test war", from 1806-10-08: Prussians (an advance guard of P1, 800 infantry, and P2, 400
/// hussars) against the French (V Corps: F1, 1,000 infantry), decided by the casualty chart,
/// half of the casualties back three days after the battle.
pub fn test_war() -> CampaignBuilder {
    CampaignBuilder::new("Test war", "1806-10-08")
        .army(
            SideId::A,
            "Prussians",
            Rgb(0, 0, 200),
            vec![(
                "Advance guard",
                vec![
                    unit("P1", UnitKind::Infantry, 800),
                    unit("P2", UnitKind::Cavalry, 400),
                ],
            )],
        )
        .army(
            SideId::B,
            "French",
            Rgb(200, 0, 0),
            vec![("V Corps", vec![unit("F1", UnitKind::Infantry, 1000)])],
        )
        .decided_by("casualty-chart")
        .returns("50%", 3)
}

/// The campaign not read from any file.
pub fn source(c: &Campaign) -> CampaignSource {
    CampaignSource::unsaved(c.clone(), None)
}

/// The ledger of `c` with its battles fought as `battles`.
pub fn ledger(c: &Campaign, battles: &[Scenario]) -> CampaignLedger {
    let read: Vec<_> = battles.iter().cloned().map(Ok).collect();
    CampaignLedger::build(&source(c), &read)
}

/// The next battle, `title` (its file `title.ron` in lower case), on `date`, between side A's
/// contingents `a` and side B's `b`, side B attacking.
pub fn battle(title: &str, date: &str, a: &[&str], b: &[&str]) -> NextBattle {
    NextBattle {
        file: format!("{}.ron", title.to_lowercase()),
        title: title.into(),
        date: day(date),
        contingents: (
            a.iter().map(|x| x.to_string()).collect(),
            b.iter().map(|x| x.to_string()).collect(),
        ),
        attacker: SideId::B,
    }
}

/// Make the next battle from the ledger as it stands, log `events` in it and feed it back.
pub fn fight(c: &mut Campaign, battles: &mut Vec<Scenario>, spec: &NextBattle, events: Vec<Event>) {
    let l = ledger(c, battles);
    let made = next_battle(c, &l, spec)
        .unwrap_or_else(|e| panic!("the battle is not made: {e}: {:?}", l.refused));
    let mut s = made.scenario;
    s.log.turns.push(Turn {
        name: "1".into(),
        events,
    });
    c.battles.push(made.line);
    battles.push(s);
}

/// The first battle of [`test_war`], on 1806-10-10, between the advance guard and V Corps: P1
/// loses 301 men, P2 is destroyed, F1 loses 100.
pub fn fight_first_battle(c: &mut Campaign, battles: &mut Vec<Scenario>) {
    fight(
        c,
        battles,
        &battle("first", "1806-10-10", &["Advance guard"], &["V Corps"]),
        vec![
            losses(SideId::A, "P1", 301),
            Event::Status {
                unit: "P2".into(),
                status: UnitStatus::DestroyedOrFled,
            },
            losses(SideId::B, "F1", 100),
        ],
    );
}

/// `c` and its battles written in `dir`: each battle as its file, the campaign as
/// `campaign.ron`, whose path is returned.
pub fn write(dir: &Path, c: &Campaign, battles: &[Scenario]) -> PathBuf {
    for (line, s) in c.battles.iter().zip(battles) {
        umpire::model::save(s, &dir.join(&line.file)).unwrap();
    }
    let path = dir.join("campaign.ron");
    umpire::model::campaign::save_campaign(c, &path).unwrap();
    path
}
