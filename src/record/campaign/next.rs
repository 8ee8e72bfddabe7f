//! The next battle made from the campaign: a scenario whose sides are the campaign's armies,
//! with the contingents that fight and each of their units at the strength the ledger gives it
//! on the battle's day, the campaign's deciding system, and the campaign flag set (so the
//! casualty chart's 35% does not end it). The campaign gets the battle's line.

use super::ledger::CampaignLedger;
use crate::i18n::tr;
use crate::model::campaign::{Campaign, CampaignBattle, CampaignDate};
use crate::model::{Contingent, Role, Scenario, SideId, UnitStatus};

/// What the umpire asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextBattle {
    /// The scenario file, relative to the campaign's folder.
    pub file: String,
    pub title: String,
    pub date: CampaignDate,
    /// The contingents of side A and of side B that fight.
    pub contingents: (Vec<String>, Vec<String>),
    pub attacker: SideId,
}

/// The battle made: its scenario, its line for the campaign, and the units of the contingents
/// left out because nothing of them is left on the day (each with why).
#[derive(Clone, Debug, PartialEq)]
pub struct MadeBattle {
    pub scenario: Scenario,
    pub line: CampaignBattle,
    pub left_out: Vec<String>,
}

/// Why no battle could be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextBattleError {
    LedgerStops(usize),
    TooEarly {
        day: String,
        last: String,
    },
    BeforeStart {
        day: String,
        start: String,
    },
    NoContingent(String),
    NoSuchContingent {
        army: String,
        name: String,
        day: String,
    },
    NoFile,
    FileTaken(String),
}

impl std::fmt::Display for NextBattleError {
    /// In the language in force.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Self::LedgerStops(k) => tr!(RecNextLedgerStops, place = format!("battles[{k}]")),
            Self::TooEarly { day, last } => {
                tr!(RecNextTooEarly, day = day.as_str(), last = last.as_str())
            }
            Self::BeforeStart { day, start } => {
                tr!(
                    RecNextBeforeStart,
                    day = day.as_str(),
                    start = start.as_str()
                )
            }
            Self::NoContingent(army) => tr!(RecNextNoContingent, army = army.as_str()),
            Self::NoSuchContingent { army, name, day } => tr!(
                RecNextNoSuchContingent,
                army = army.as_str(),
                name = name.as_str(),
                day = day.as_str()
            ),
            Self::NoFile => tr!(RecNextNoFile),
            Self::FileTaken(file) => tr!(RecNextFileTaken, file = file.as_str()),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for NextBattleError {}

/// Make the next battle from the campaign and its ledger.
pub fn next_battle(
    c: &Campaign,
    ledger: &CampaignLedger,
    spec: &NextBattle,
) -> Result<MadeBattle, NextBattleError> {
    if let Some(r) = &ledger.refused {
        return Err(NextBattleError::LedgerStops(r.battle));
    }
    let file = spec.file.trim();
    if file.is_empty() {
        return Err(NextBattleError::NoFile);
    }
    if c.battles.iter().any(|b| b.file.trim() == file) {
        return Err(NextBattleError::FileTaken(file.to_string()));
    }
    if spec.date < c.start {
        return Err(NextBattleError::BeforeStart {
            day: spec.date.long(),
            start: c.start.long(),
        });
    }
    if let Some(last) = c.battles.last()
        && spec.date < last.date
    {
        return Err(NextBattleError::TooEarly {
            day: spec.date.long(),
            last: last.date.long(),
        });
    }
    let strengths = ledger.strengths_on(spec.date);
    let mut s = Scenario::new(spec.title.trim());
    s.date = spec.date.long();
    s.notes = tr!(
        RecNextNotes,
        campaign = c.title.trim(),
        date = spec.date.long()
    );
    s.settings.decided_by = c.rules.decided_by.clone();
    s.settings.campaign = true;
    let mut left_out = Vec::new();
    for side in SideId::BOTH {
        let army = c.side(side);
        let named = match side {
            SideId::A => &spec.contingents.0,
            SideId::B => &spec.contingents.1,
        };
        if named.is_empty() {
            return Err(NextBattleError::NoContingent(army.name.clone()));
        }
        let target = s.side_mut(side);
        target.name = army.name.clone();
        target.colour = army.colour;
        target.c_in_c = army.c_in_c.clone();
        target.role = if side == spec.attacker {
            Role::Attacker
        } else {
            Role::Defender
        };
        for name in named {
            let mut contingent = Contingent {
                name: name.clone(),
                ..Default::default()
            };
            let mut found = false;
            for (k, u) in c.units().enumerate() {
                if u.side != side || u.contingent != name.as_str() {
                    continue;
                }
                let line = &ledger.units[k];
                if line.joins.is_some_and(|d| d > spec.date) {
                    continue;
                }
                found = true;
                let strength = strengths[k];
                if line.counts() && strength == crate::model::Strength::default() {
                    left_out.push(tr!(
                        RecNextLeftOut,
                        id = u.unit.id.as_str(),
                        name = u.unit.name.as_str(),
                        date = spec.date.long(),
                        history = ledger.unit_on(k, spec.date).history(&ledger.measures)
                    ));
                    continue;
                }
                let mut unit = u.unit.clone();
                unit.strength = strength;
                unit.status = UnitStatus::OnBoard;
                unit.arrives = None;
                contingent.units.push(unit);
            }
            if !found {
                return Err(NextBattleError::NoSuchContingent {
                    army: army.name.clone(),
                    name: name.clone(),
                    day: spec.date.long(),
                });
            }
            s.side_mut(side).contingents.push(contingent);
        }
    }
    let line = CampaignBattle {
        file: file.to_string(),
        date: spec.date,
        name: spec.title.trim().to_string(),
        contingents: spec.contingents.clone(),
    };
    Ok(MadeBattle {
        scenario: s,
        line,
        left_out,
    })
}
