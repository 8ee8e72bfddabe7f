//! The verdict's reason in one sentence: the adjusted percentages that decide, the cell of the
//! chart they lead to, and what the modifiers and the cavalry did to it.

use super::analysis::Analysis;
use super::steps::pct;
use super::table::{COLUMNS, ROWS};
use crate::model::Scenario;

impl Analysis {
    /// Why: "Adjusted casualties: Armée du Nord ≈43.06% against Allies ≈20.34% → column 35%+,
    /// row "0.5 or less" → Overwhelming victory".
    pub fn reason(&self, s: &Scenario) -> String {
        let name = |id: crate::model::SideId| s.side(id).name.as_str();
        let Some(r) = &self.reading else {
            return format!(
                "Adjusted casualties equal, {} each → {}",
                pct(self.adjusted[0]),
                self.level.label()
            );
        };
        let (loser, winner) = (r.loser, r.winner);
        let mut text = format!(
            "Adjusted casualties: {} {} against {} {} → column {}, row \"{}\"",
            name(loser),
            pct(self.adjusted[loser.index()]),
            name(winner),
            pct(self.adjusted[winner.index()]),
            COLUMNS[r.column_read],
            ROWS[r.row_read]
        );
        if (r.column, r.row) != (r.column_read, r.row_read) {
            text.push_str(&format!(
                ", moved by the modifiers to column {}, row \"{}\"",
                COLUMNS[r.column], ROWS[r.row]
            ));
        }
        text.push_str(&format!(" → {}", r.table_level.label()));
        let kept_more = match r.cavalry {
            1 => Some(winner),
            -1 => Some(loser),
            _ => None,
        };
        if let Some(side) = kept_more {
            text.push_str(&format!(
                "; cavalry (1): {} kept more than 3 times the other's share of its cavalry → {}",
                name(side),
                r.level().label()
            ));
        }
        text
    }
}
