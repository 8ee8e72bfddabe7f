//! A campaign: the two armies' order of battle at its start, the rules by which losses come
//! back and results weigh on the armies, the reinforcements, and the battles in order, each a
//! scenario file beside the campaign file.
//!
//! Pure data and its consistency, like the rest of the model: the arithmetic that carries a
//! battle's losses forward (the ledger) reads each battle's record and its result of record,
//! and so lives a floor up, in `crate::record::campaign`. A campaign is a RON file
//! (`docs/campaign.md` describes every field, with the demo campaign as its example); every
//! struct refuses unknown fields.
//!
//! - A unit keeps its id for the whole campaign: a battle's scenario holds the campaign's units
//!   that fought it, by the same ids, at the strength the ledger gives them on its date.
//! - Dates are days ([`CampaignDate`], written `1806-10-14`); shares are exact fractions
//!   ([`Share`], written `"50%"` or `"1/3"`).

mod append;
mod date;
mod demo;
mod io;
mod keep;
mod share;
mod validate;

pub use append::text_with_battle;
pub use date::{BadDate, BadDateWhy, CampaignDate};
pub use demo::{demo_campaign, demo_campaign_battles};
pub use io::{
    BattleFileError, BattleFileWhy, CampaignSource, ReadBattle, battle_locations,
    looks_like_campaign, parse_campaign, read_campaign, save_campaign, source_from_text, to_ron,
};
pub use keep::text_keeping;
pub use share::{BadShare, BadShareWhy, MAX_TERM, Share};
pub use validate::{MAX_BATTLES, MAX_CAMPAIGN_UNITS, MAX_TRANCHES};

use super::{CommanderInChief, Rgb, SideId, Unit};
use serde::{Deserialize, Serialize};

/// The version of the campaign file format this program writes and reads.
pub const CAMPAIGN_FORMAT_VERSION: u32 = 1;

/// A whole campaign.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Campaign {
    /// File format version; must be [`CAMPAIGN_FORMAT_VERSION`] or older.
    pub version: u32,
    pub title: String,
    /// Notes every reader may see.
    #[serde(default)]
    pub notes: String,
    /// Notes for the umpire only.
    #[serde(default)]
    pub umpire_notes: String,
    /// The campaign's first day: the order of battle is its strength then.
    pub start: CampaignDate,
    /// The day the ledger is taken to: returns and replacements due by then are counted, later
    /// ones are listed as still to come. The last battle's day when not given.
    #[serde(default)]
    pub until: Option<CampaignDate>,
    /// Side A's and side B's armies at the start.
    pub sides: [Army; 2],
    #[serde(default)]
    pub rules: CampaignRules,
    /// Units and men that join an army between battles, in any order (the ledger puts them in
    /// date order).
    #[serde(default)]
    pub reinforcements: Vec<Reinforcement>,
    /// The battles, in the order they were fought.
    #[serde(default)]
    pub battles: Vec<CampaignBattle>,
}

/// One side's army: its contingents and their units, as a scenario's side holds them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Army {
    pub name: String,
    pub colour: Rgb,
    #[serde(default)]
    pub c_in_c: CommanderInChief,
    #[serde(default)]
    pub contingents: Vec<CampaignContingent>,
}

/// A corps or nationality of an army: the battles name the contingents that fought.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignContingent {
    pub name: String,
    #[serde(default)]
    pub units: Vec<Unit>,
}

/// How a campaign weighs on its armies between battles: the umpire's rules, filled in once.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CampaignRules {
    /// The victory system that decides each battle made from the campaign (an id of
    /// `umpire systems`).
    pub decided_by: Option<String>,
    /// Casualties that come back (stragglers, the lightly wounded); none when absent.
    pub returns: Option<Returns>,
    /// Replacements from the depots; none when absent.
    pub replacements: Option<Replacements>,
    /// What each level of result means for the campaign.
    pub results: Vec<ResultEffect>,
}

/// A share of each unit's casualties comes back some days after the battle (seed 002: about
/// half of a wargame's casualties are stragglers and other temporary losses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Returns {
    pub share: Share,
    pub after_days: u32,
}

/// Every `every_days` days after a battle, each unit gets back `share` of its casualties that
/// did not return, until it has got back `up_to` of them: it keeps the rest of its loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replacements {
    pub share: Share,
    pub every_days: u32,
    pub up_to: Share,
}

/// A row of the campaign's results table: a level of result, in the words of the system that
/// decides the battles ("Major victory", "decisive victory"), and what it means.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultEffect {
    pub level: String,
    /// The umpire's words: "the loser retreats two days".
    #[serde(default)]
    pub effect: String,
    /// The loser loses this share of what it has left after the battle as stragglers in the
    /// pursuit, counted with its casualties of the battle.
    #[serde(default)]
    pub loser_stragglers: Option<Share>,
}

/// Men or units joining an army on a day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reinforcement {
    pub date: CampaignDate,
    pub side: SideId,
    #[serde(default)]
    pub note: String,
    /// The contingent new units join (one of the army's, or a new one).
    #[serde(default)]
    pub contingent: String,
    /// New units, each with its strength on joining.
    #[serde(default)]
    pub units: Vec<Unit>,
    /// Men (stands, points) added to units already in the army.
    #[serde(default)]
    pub drafts: Vec<Draft>,
}

/// Strength added to a unit of the army.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Draft {
    pub unit: String,
    pub strength: super::Strength,
}

/// A battle of the campaign: its scenario file, its day and who fought.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignBattle {
    /// The scenario file, relative to the campaign file's folder.
    pub file: String,
    pub date: CampaignDate,
    /// The name shown; the scenario's title when empty.
    #[serde(default)]
    pub name: String,
    /// The contingents of side A and of side B that fought.
    #[serde(default)]
    pub contingents: (Vec<String>, Vec<String>),
}

impl CampaignBattle {
    /// The contingents of `side` that fought.
    pub fn contingents_of(&self, side: SideId) -> &[String] {
        match side {
            SideId::A => &self.contingents.0,
            SideId::B => &self.contingents.1,
        }
    }
}

/// A unit of the campaign and where it stands in the file.
#[derive(Clone, Copy, Debug)]
pub struct CampaignUnit<'a> {
    pub side: SideId,
    pub contingent: &'a str,
    pub unit: &'a Unit,
    /// The reinforcement it joins with (index into [`Campaign::reinforcements`]); `None` for
    /// the order of battle at the start.
    pub joins: Option<usize>,
}

impl Campaign {
    pub fn side(&self, id: SideId) -> &Army {
        &self.sides[id.index()]
    }

    /// Every unit of the campaign: the order of battle at the start, side A first, then those
    /// that join with reinforcements, in file order.
    pub fn units(&self) -> impl Iterator<Item = CampaignUnit<'_>> {
        let start = SideId::BOTH.into_iter().flat_map(move |side| {
            self.side(side).contingents.iter().flat_map(move |c| {
                c.units.iter().map(move |unit| CampaignUnit {
                    side,
                    contingent: c.name.as_str(),
                    unit,
                    joins: None,
                })
            })
        });
        let joining = self.reinforcements.iter().enumerate().flat_map(|(r, re)| {
            re.units.iter().map(move |unit| CampaignUnit {
                side: re.side,
                contingent: re.contingent.as_str(),
                unit,
                joins: Some(r),
            })
        });
        start.chain(joining)
    }

    /// The contingents of `side` by name: the order of battle's, then new ones reinforcements
    /// bring, each once.
    pub fn contingent_names(&self, side: SideId) -> Vec<&str> {
        let mut names: Vec<&str> = Vec::new();
        let joining = self
            .reinforcements
            .iter()
            .filter(|r| r.side == side && !r.units.is_empty())
            .map(|r| r.contingent.as_str());
        for name in self
            .side(side)
            .contingents
            .iter()
            .map(|c| c.name.as_str())
            .chain(joining)
        {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names
    }

    /// The last battle's day, or the campaign's first day without battles.
    pub fn last_day(&self) -> CampaignDate {
        self.battles
            .iter()
            .map(|b| b.date)
            .max()
            .unwrap_or(self.start)
    }

    /// The day the ledger is taken to ([`Campaign::until`], else the last battle's day).
    pub fn ledger_day(&self) -> CampaignDate {
        self.until.unwrap_or_else(|| self.last_day())
    }

    /// A new campaign with two empty armies, starting on `start`.
    pub fn new(title: &str, start: CampaignDate) -> Campaign {
        let army = |name: &str, colour| Army {
            name: name.to_string(),
            colour,
            c_in_c: CommanderInChief::default(),
            contingents: Vec::new(),
        };
        Campaign {
            version: CAMPAIGN_FORMAT_VERSION,
            title: title.to_string(),
            notes: String::new(),
            umpire_notes: String::new(),
            start,
            until: None,
            sides: [
                army(&super::default_side_name("A"), Rgb(0x1f, 0x4e, 0xa8)),
                army(&super::default_side_name("B"), Rgb(0xb8, 0x2a, 0x2a)),
            ],
            rules: CampaignRules::default(),
            reinforcements: Vec::new(),
            battles: Vec::new(),
        }
    }

    /// Consistency problems of the campaign file on its own (the battles' files are checked
    /// against it when the ledger is drawn up), each naming the field's path and the side.
    pub fn validate(&self) -> Vec<super::Problem> {
        validate::validate(self)
    }
}

#[cfg(test)]
mod tests;
