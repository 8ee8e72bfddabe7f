//! The verdict's reason in one sentence: the adjusted percentages that decide, the cell of the
//! chart they lead to, and what the modifiers and the cavalry did to it.

use super::analysis::Analysis;
use super::steps::pct;
use super::table::{column_label, row_label};
use crate::i18n::tr;
use crate::model::Scenario;

impl Analysis {
    /// Why: "Adjusted casualties: Armée du Nord ≈43.06% against Allies ≈20.34% → column 35%+,
    /// row "0.5 or less" → Overwhelming victory".
    pub fn reason(&self, s: &Scenario) -> String {
        let name = |id: crate::model::SideId| s.side(id).name.as_str();
        let Some(r) = &self.reading else {
            return tr!(
                CcReasonEqual,
                percent = pct(self.adjusted[0]),
                level = self.level.label()
            );
        };
        let (loser, winner) = (r.loser, r.winner);
        let mut text = tr!(
            CcReason,
            loser = name(loser),
            loser_percent = pct(self.adjusted[loser.index()]),
            winner = name(winner),
            winner_percent = pct(self.adjusted[winner.index()]),
            column = column_label(r.column_read),
            row = row_label(r.row_read)
        );
        if (r.column, r.row) != (r.column_read, r.row_read) {
            text.push_str(&tr!(
                CcReasonMoved,
                column = column_label(r.column),
                row = row_label(r.row)
            ));
        }
        text.push_str(&tr!(CcReasonLevel, level = r.table_level.label()));
        let kept_more = match r.cavalry {
            1 => Some(winner),
            -1 => Some(loser),
            _ => None,
        };
        if let Some(side) = kept_more {
            text.push_str(&tr!(
                CcReasonCavalry,
                side = name(side),
                level = r.level().label()
            ));
        }
        text
    }
}
