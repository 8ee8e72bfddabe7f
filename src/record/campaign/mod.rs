//! The campaign's arithmetic and what each audience may know of it.
//!
//! Why here, on the record floor: the campaign carries each battle's losses forward **unit by
//! unit as the battle's record gives them** (the one definition of losses, [`super::losses`]),
//! applies the consequences of each battle's **result of record** ([`super::result`]), and tells
//! each audience only what the knowledge rules let it know ([`super::knowledge`]). All three are
//! record-floor facts; the campaign file itself is plain data in [`crate::model::campaign`],
//! and the report, the command line and the window only lay out what this floor gives them.
//!
//! - [`arithmetic`]: exact shares of a unit's strength, rounded down per unit;
//! - [`ledger`]: what the ledger holds; `walk` walks the campaign day by day, `battle` takes
//!   each battle into it, unit by unit;
//! - [`matching`]: whether a battle's units are the campaign's on its day;
//! - [`view`]: the knowledge rules of the campaign ([`CampaignView`]);
//! - [`rows`]: the campaign in rows and sentences for every front end; [`export`]: as JSON and
//!   CSV;
//! - [`next`]: the next battle made from the ledger;
//! - [`words`]: the headings and notes every front end shows the same.

pub mod arithmetic;
mod battle;
pub mod export;
pub mod ledger;
mod matching;
pub mod next;
pub mod rows;
pub mod view;
mod walk;
pub mod words;

pub use ledger::{
    BattleLine, CampaignLedger, LedgerStep, Refusal, ResultLine, StepKind, UnitLine, Warning,
};
pub use next::{MadeBattle, NextBattle, NextBattleError, next_battle};
pub use view::{ArmyKnown, CampaignView, Standings};

use crate::model::FileError;
use crate::model::campaign::{self, CampaignSource};

/// Read the campaign's battles from disk and walk it.
pub fn ledger_from_disk(src: &CampaignSource) -> CampaignLedger {
    CampaignLedger::build(src, &src.load_battles(&crate::systems::ids()))
}

/// The built-in demo campaign (Jena, 1806) and its ledger, its battles read from memory.
pub fn demo_ledger() -> Result<(CampaignSource, CampaignLedger), FileError> {
    let src = campaign::demo_campaign()?;
    let battles = campaign::demo_campaign_battles(&src, &crate::systems::ids());
    let ledger = CampaignLedger::build(&src, &battles);
    Ok((src, ledger))
}

#[cfg(test)]
mod tests;
