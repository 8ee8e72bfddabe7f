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

/// [`NOTHING_TO_COME`] in the language in force.
pub fn nothing_to_come() -> String {
    tr!(RecCampaignNothingToCome)
}

/// [`NO_RESULTS_TABLE`] in the language in force.
pub fn no_results_table() -> String {
    tr!(RecCampaignNoResultsTable)
}

/// [`NO_BATTLES`] in the language in force.
pub fn no_battles() -> String {
    tr!(RecCampaignNoBattles)
}

/// [`LEFT_OUT`] in the language in force.
pub fn left_out() -> String {
    tr!(RecCampaignLeftOut)
}

/// [`NONE_LEFT_OUT`] in the language in force.
pub fn none_left_out() -> String {
    tr!(RecCampaignNoneLeftOut)
}

/// In place of what is still to come, when this audience knows of nothing (English: the
/// constants here are the tests' reference; outputs take the functions above).
pub const NOTHING_TO_COME: &str = "Nothing this reader may know of is still to come.";

/// In place of the results table, when the campaign has none.
pub const NO_RESULTS_TABLE: &str =
    "The campaign's results table is empty: no result changes an army's figures.";

/// In place of the battles, when the campaign lists none.
pub const NO_BATTLES: &str = "The campaign lists no battle yet.";

/// Over the units a battle made from the ledger leaves out (each a sentence of
/// [`super::MadeBattle::left_out`]).
pub const LEFT_OUT: &str = "Left out, as nothing of them is left on the day:";

/// When a battle made from the ledger leaves no unit out.
pub const NONE_LEFT_OUT: &str = "No unit left out.";
