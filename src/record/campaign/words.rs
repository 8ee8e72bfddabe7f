//! The campaign's headings and notes that more than one front end shows (the window's Campaign
//! view, `umpire campaign`, the campaign's PDF report), worded once here so that each says the
//! same. The figures and the rows' own sentences are in [`super::rows`].

use crate::i18n::tr;
use crate::model::campaign::CampaignDate;

/// The heading over an army's ledger, for an audience that knows the army.
pub fn steps_heading(army: &str) -> String {
    tr!(RecCampaignStepsHeading, army = army)
}

/// The heading over an army this audience knows only from the battles' reports.
pub fn seen_heading(army: &str) -> String {
    tr!(RecCampaignSeenHeading, army = army)
}

/// In place of what the battles showed of an army, when no battle has shown it.
pub fn not_seen(army: &str) -> String {
    tr!(RecCampaignNotSeen, army = army)
}

/// An army's strength on the ledger's day: "Prussians on 20 October 1806: 181 Unit Points."
pub fn strength_on(army: &str, day: CampaignDate, amount: &str) -> String {
    tr!(
        RecCampaignStrengthOn,
        army = army,
        date = day.long(),
        amount = amount
    )
}

/// The heading over what is still due to the armies after the ledger's day.
pub fn still_to_come(day: CampaignDate) -> String {
    tr!(RecCampaignStillToCome, date = day.long())
}

/// In place of what is still to come, when this audience knows of nothing.
pub fn nothing_to_come() -> String {
    tr!(RecCampaignNothingToCome)
}

/// In place of the results table, when the campaign has none.
pub fn no_results_table() -> String {
    tr!(RecCampaignNoResultsTable)
}

/// In place of the battles, when the campaign lists none.
pub fn no_battles() -> String {
    tr!(RecCampaignNoBattles)
}

/// Over the units a battle made from the ledger leaves out (each a sentence of
/// [`super::MadeBattle::left_out`]).
pub fn left_out() -> String {
    tr!(RecCampaignLeftOut)
}

/// When a battle made from the ledger leaves no unit out.
pub fn none_left_out() -> String {
    tr!(RecCampaignNoneLeftOut)
}
