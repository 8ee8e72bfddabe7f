//! `casualty-chart`: the battle victory conditions of "Result at Waterloo" (seed 000, RULES.md §1).
//!
//! The reckoning follows RULES.md §1 step by step, in exact arithmetic ([`crate::systems::exact::Q`]):
//! 1. per side, strength `S` = start + reinforcements, and casualties `C` = casualties + guns lost ×
//!    half the men per gun (rule 6: every gun lost but those "destroyed" by cavalry that no
//!    infantry or pioneers reached) + the repeat-infringement losses this side caused − those the
//!    enemy caused (rule 5); `p = C / S`. A side's contingents are added together ("Multiple
//!    forces"); figures typed in End of battle win, and a side with none typed is reckoned from
//!    its units and the log ([`sources`]);
//! 2. early end (rule 2) for a side with `p ≥ 35%`;
//! 3. strength ratio (rule 4) = weaker `S` / stronger `S`, or 1 when the weaker has at least 90% of
//!    the stronger's strength or when reinforcements moved the numerical advantage;
//! 4. adjusted `q` (the weaker side's `p` × ratio); equal `q` is a Draw, else the higher `q` loses;
//! 5. the chart's column from `q_L` and row from `r = q_W / q_L`;
//! 6. column (and row) shifts of modifiers (2) artillery, (3) ammunition and (4) C-in-C lost;
//! 7. the level read in the shifted cell; 8. cavalry (1), applied last.
//!
//! Readings where RULES.md is silent, stated again in the worked steps (and in the rules
//! reference, `docs/rules.md`, "Readings"):
//! - "Within 10% of each other's strength" is the weaker side having at least 90% of the
//!   stronger's, exactly 90% included.
//! - Exactly one round per battery is not short (modifier (2) sets "less than one" against "more
//!   than that"; exactly one is counted with more).
//! - The C-in-C is lost when the log loses the side's army commander ([`c_in_c`]), whatever name
//!   the entry gives; an older file's tick without a log entry is taken as declared at the end.
//! - The numerical advantage "moved" only when the start order is strictly reversed at the end:
//!   sides equal at the start had no advantage to move.
//! - All column shifts are added up, likewise all row shifts, and the resulting cell is then kept
//!   within the table (so +1 and −1 cancel even at an edge).
//! - Casualties above strength (possible once lost guns and infringement losses are added) are
//!   refused, as is any summed figure above [`MAX_FIGURE`] men or units (or a men-per-gun above
//!   [`MAX_MEN_PER_GUN`]), so that exact arithmetic over `i128` can never overflow.
//!
//! The files: [`table`] (the chart and how a cell is found), [`sources`] (typed figures, or the
//! units' and the log's), [`figures`] (each side's `S`, `C` and `p`, checked), [`c_in_c`]
//! (modifier (4)'s fact and its sentence), [`analysis`] (the numbers of the reckoning) and
//! [`steps`] (its sentences).

mod analysis;
pub mod c_in_c;
mod figures;
mod reason;
pub mod sources;
mod steps;
mod table;

pub use super::Refusal;
pub use analysis::{
    Analysis, ChartReading, EARLY_END_PERCENT, RatioReason, Shift, StrengthRatio, adjusted,
    ammunition_short, artillery_short, cavalry_fraction, strength_ratio,
};
pub use c_in_c::{CinCLost, c_in_c_lost};
pub use figures::men;
pub use figures::{
    MAX_FIGURE, MAX_MEN_PER_GUN, SideFigures, counted_guns, men_per_lost_gun, side_figures,
    side_figures_and_sources,
};
pub use sources::{SideSources, Source};
pub use table::{
    COLUMN_COUNT, COLUMN_FLOORS_PERCENT, Level, ROW_CEILINGS_TENTHS, ROW_COUNT, TABLE, column_for,
    column_label, column_range, row_for, row_label, row_range, table_level,
};

/// The whole reckoning of RULES.md §1 ([`analysis`]), with its worked steps and flags
/// ([`steps`]).
pub fn analyse(s: &Scenario) -> Result<Analysis, Refusal> {
    let mut analysis = analysis::reckon(s)?;
    analysis.steps = steps::steps(s, &analysis);
    analysis.flags = steps::flags(s, &analysis);
    Ok(analysis)
}

/// What the early end of rule 2 means in this battle: the game can be declared over at once,
/// except in a campaign battle, which seed 000's rule 3 plays to a logical conclusion.
pub fn early_end_consequence(s: &Scenario) -> String {
    if s.settings.campaign {
        tr!(CcEarlyEndConsequenceCampaign)
    } else {
        tr!(CcEarlyEndConsequence)
    }
}

/// The legend of the early end's reference line on a chart of losses in % of men.
pub fn early_end_line(s: &Scenario) -> String {
    let percent = EARLY_END_PERCENT as f64;
    if s.settings.campaign {
        tr!(CcEarlyEndLineCampaign, percent = percent)
    } else {
        tr!(CcEarlyEndLine, percent = percent)
    }
}

/// What is legal but probably wrong in the casualty chart's data: a C-in-C ticked lost that
/// the log does not record, an entry naming the C-in-C with a lower rank, guns typed in End of
/// battle while the log records others. Each with its place and side (for `check`).
pub fn warnings(s: &Scenario) -> Vec<super::Missing> {
    let mut out = c_in_c::warnings(s);
    out.extend(sources::guns_warnings(s));
    out
}

use super::{Judgement, VictorySystem};
use crate::i18n::{self, Msg, fixed, tr};
use crate::model::Scenario;

pub struct CasualtyChart;

/// The system's id on the command line, in JSON and in a scenario's `decided_by`.
pub const ID: &str = "casualty-chart";

impl VictorySystem for CasualtyChart {
    fn id(&self) -> &'static str {
        ID
    }
    fn name(&self) -> &'static str {
        fixed(Msg::CcName)
    }
    fn source(&self) -> &'static str {
        fixed(Msg::CcSource)
    }
    fn level_ids(&self) -> &'static [&'static str] {
        &Level::IDS
    }
    fn reference_lines(&self, s: &Scenario) -> Vec<super::ReferenceLine> {
        vec![super::ReferenceLine {
            axis: super::ChartAxis::MenLostPercent,
            value: EARLY_END_PERCENT as f64,
            tag: i18n::percent(EARLY_END_PERCENT as f64),
            label: early_end_line(s),
            meaning: super::LineMeaning::Threshold,
        }]
    }
    fn loss_figures(&self) -> Option<super::LossFigures> {
        Some(super::LossFigures {
            measure: fixed(Msg::CcMeasureMen),
            source: fixed(Msg::CcSourceReturns),
            strength: Some("strength"),
            lost: "casualties",
            percent: Some("loss-percent"),
        })
    }
    fn judge(&self, scenario: &Scenario) -> Judgement {
        match analyse(scenario) {
            Ok(a) => Judgement::Verdict(a.into_verdict(scenario)),
            Err(r) => r.into(),
        }
    }
}
