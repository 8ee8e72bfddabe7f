//! A large campaign for the campaign benchmark and for timing `umpire campaign`: `units`
//! units (half a side, in contingents of 50), every one of them in each of `battles` battles
//! three days apart. Each battle is made from the ledger as it stands (`next_battle`, as
//! `umpire campaign-battle` makes it) and logged: every unit loses 3% to 14% of its men, one in
//! fifty is destroyed, and the sides take turns being beaten, so every rule of the ledger
//! works (losses, stragglers, returns, three tranches of replacements).

use std::path::Path;
use umpire::model::campaign::{
    Army, Campaign, CampaignContingent, CampaignDate, CampaignSource, Replacements, ResultEffect,
    Returns, Share, save_campaign,
};
use umpire::model::{Event, GameEnd, Rgb, Scenario, SideId, Strength, Turn, Unit, UnitKind};
use umpire::record::campaign::{CampaignLedger, NextBattle, next_battle};

const PER_CONTINGENT: usize = 50;

fn army(name: &str, prefix: &str, units: usize) -> Army {
    let contingents = (0..units.div_ceil(PER_CONTINGENT))
        .map(|c| CampaignContingent {
            name: format!("{name} corps {c}"),
            units: (c * PER_CONTINGENT..((c + 1) * PER_CONTINGENT).min(units))
                .map(|j| {
                    let mut u = Unit::new(
                        &format!("{prefix}{j}"),
                        &format!("Regiment {j}"),
                        UnitKind::Infantry,
                    );
                    u.strength = Strength {
                        men: 600 + (j as u64 * 37) % 400,
                        unit_points: 3 + j as u64 % 4,
                        ..Default::default()
                    };
                    u
                })
                .collect(),
        })
        .collect();
    Army {
        name: name.into(),
        colour: Rgb(90, 90, 90),
        c_in_c: Default::default(),
        contingents,
    }
}

fn share(text: &str) -> Share {
    Share::parse(text).expect("a share")
}

/// The campaign's file, without battles.
fn campaign(units: usize) -> Campaign {
    let mut c = Campaign::new("The long war", CampaignDate::parse("1800-01-01").unwrap());
    c.sides = [
        army("North", "n", units / 2),
        army("South", "s", units - units / 2),
    ];
    c.rules.decided_by = Some("unit-points".into());
    c.rules.returns = Some(Returns {
        share: share("50%"),
        after_days: 4,
    });
    c.rules.replacements = Some(Replacements {
        share: share("25%"),
        every_days: 10,
        up_to: share("75%"),
    });
    c.rules.results = [
        "marginal victory",
        "indecisive victory",
        "decisive victory",
        "overwhelming victory",
    ]
    .iter()
    .enumerate()
    .map(|(k, level)| ResultEffect {
        level: level.to_string(),
        effect: String::new(),
        loser_stragglers: Some(Share::percent(5 * k as u64).unwrap()),
    })
    .collect();
    c
}

/// Battle `k`'s log: each unit's losses, one in fifty destroyed, the side `k % 2` beaten.
fn fight(s: &mut Scenario, k: usize) {
    let mut events = Vec::new();
    for (j, (side, u)) in s.units().enumerate() {
        if (j + k).is_multiple_of(50) {
            events.push(Event::Status {
                unit: u.id.clone(),
                status: umpire::model::UnitStatus::DestroyedOrFled,
            });
        } else {
            let percent = 3 + ((j * 7 + k * 13) % 12) as u64;
            events.push(Event::Losses {
                side,
                unit: Some(u.id.clone()),
                men: u.strength.men * percent / 100,
                stands: 0,
                strength_points: 0,
                unit_points: 0,
            });
        }
    }
    s.log.turns.push(Turn {
        name: "1".into(),
        events,
    });
    let vanquished = if k.is_multiple_of(2) {
        SideId::A
    } else {
        SideId::B
    };
    s.settings.game_end = Some(GameEnd::Collapse { vanquished });
}

/// Write the campaign (`campaign.ron`) and its battles (`b000.ron` …) into `dir`.
pub fn write_campaign(dir: &Path, battles: usize, units: usize) -> std::io::Result<()> {
    let mut c = campaign(units);
    let mut fought: Vec<Scenario> = Vec::new();
    let mut day = c.start;
    for k in 0..battles {
        day = day.plus_days(3);
        let src = CampaignSource::unsaved(c.clone(), None);
        let taken: Vec<_> = fought.iter().cloned().map(Ok).collect();
        let ledger = CampaignLedger::build(&src, &taken);
        let names = |side: SideId| {
            c.contingent_names(side)
                .iter()
                .map(|n| n.to_string())
                .collect()
        };
        let spec = NextBattle {
            file: format!("b{k:03}.ron"),
            title: format!("Battle {k}"),
            date: day,
            contingents: (names(SideId::A), names(SideId::B)),
            attacker: SideId::B,
        };
        let made = next_battle(&c, &ledger, &spec).map_err(std::io::Error::other)?;
        let mut s = made.scenario;
        fight(&mut s, k);
        let text = ron::to_string(&s).map_err(std::io::Error::other)?;
        std::fs::write(dir.join(&made.line.file), text)?;
        c.battles.push(made.line);
        fought.push(s);
    }
    c.until = Some(day.plus_days(15));
    save_campaign(&c, &dir.join("campaign.ron"))
}
