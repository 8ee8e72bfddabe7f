//! The record turn by turn for spreadsheets and scripts (`umpire record`): CSV with the columns
//! `turn,side,men_lost,stands_lost,sp_lost,up_lost,vp_held,morale,combat_sp_lost`, one row per
//! turn and side, losses cumulative, a `Start` row first; and the same as JSON. The units'
//! losses (`men_lost` … `up_lost`) and the Strength Points the combat entries record
//! (`combat_sp_lost`, the Napoleon at Waterloo count) are separate counts, never added together.
//! A value the audience may not know is empty (CSV) or `null` (JSON), and so is Morale when the
//! scenario keeps none.

use super::knowledge::Projection;
use super::losses::Measure;
use crate::model::SideId;
use serde::Serialize;

/// One row: a side at the start or at the end of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordRow {
    pub turn: String,
    pub side: String,
    pub men_lost: u64,
    pub stands_lost: u64,
    pub sp_lost: u64,
    pub up_lost: u64,
    pub vp_held: Option<u64>,
    pub morale: Option<i64>,
    /// Strength Points lost in combats, as the combat entries record them.
    pub combat_sp_lost: u64,
}

/// The whole record for JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordJson {
    pub title: String,
    pub audience: &'static str,
    /// The measure the log records losses in, if any ("men", "stands", …).
    pub main_measure: Option<&'static str>,
    pub rows: Vec<RecordRow>,
}

/// Every row, in turn order, side A before side B.
pub fn rows(p: &Projection) -> Vec<RecordRow> {
    let r = p.record;
    let mut out = Vec::with_capacity(r.turns.len() * 2);
    for (t, state) in r.turns.iter().enumerate() {
        for side in SideId::BOTH {
            let lost = state.lost[side.index()];
            out.push(RecordRow {
                turn: r.labels[t].clone(),
                side: p.s.side(side).name.clone(),
                men_lost: Measure::Men.of(lost),
                stands_lost: Measure::Stands.of(lost),
                sp_lost: Measure::StrengthPoints.of(lost),
                up_lost: Measure::UnitPoints.of(lost),
                vp_held: p.vp_held(t, side),
                morale: r
                    .morale
                    .as_ref()
                    .and_then(|m| m.get(t))
                    .map(|m| m[side.index()]),
                combat_sp_lost: state.combat_sp[side.index()],
            });
        }
    }
    out
}

/// The CSV text, header first, lines ended by `\n`.
pub fn csv(p: &Projection) -> String {
    let mut out = String::from(
        "turn,side,men_lost,stands_lost,sp_lost,up_lost,vp_held,morale,combat_sp_lost\n",
    );
    for row in rows(p) {
        let opt = |v: Option<String>| v.unwrap_or_default();
        let fields = [
            csv_field(&row.turn),
            csv_field(&row.side),
            row.men_lost.to_string(),
            row.stands_lost.to_string(),
            row.sp_lost.to_string(),
            row.up_lost.to_string(),
            opt(row.vp_held.map(|v| v.to_string())),
            opt(row.morale.map(|v| v.to_string())),
            row.combat_sp_lost.to_string(),
        ];
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out
}

/// The JSON value of the record.
pub fn json(p: &Projection) -> RecordJson {
    RecordJson {
        title: p.s.title.clone(),
        audience: p.audience().id(),
        main_measure: p.record.main_measure().map(Measure::label),
        rows: rows(p),
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). A field that
/// a spreadsheet would read as a formula (`=`, `+`, `-`, `@` first) is quoted and led by an
/// apostrophe, so a side's name can never run as a formula.
pub fn csv_field(text: &str) -> String {
    let formula = text.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let text = if formula {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if formula || text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}
