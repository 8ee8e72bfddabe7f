//! The record turn by turn for spreadsheets and scripts (`umpire record`): CSV with the columns
//! `turn,side,men_lost,stands_lost,sp_lost,up_lost,vp_held,morale,combat_sp_lost`, one row per
//! turn and side, losses cumulative, a `Start` row first; and the same as JSON. The units'
//! losses (`men_lost` … `up_lost`) and the Strength Points the combat entries record
//! (`combat_sp_lost`, the Napoleon at Waterloo count) are separate counts, never added together.
//! A value the audience may not know is empty (CSV) or `null` (JSON), and so is Morale when the
//! scenario keeps none.
//!
//! Where units stand: the JSON's `positions` lists each unit the audience knows the place of at
//! deployment or at the end of some turn, with its place at `Start` and after each turn (the
//! rows' turns; `null` where the audience does not know it, [`super::sight::Sight`]); the CSV
//! has a column `at:ID` for each of those units after the others, filled in the rows of the
//! unit's side. A place is a cell id on a grid, else the point's pixels. A scenario without
//! positions writes neither, as before.

use super::knowledge::Projection;
use super::losses::Measure;
use super::sight::Sight;
use crate::model::{Position, SideId};
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
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RecordJson {
    pub title: String,
    pub audience: &'static str,
    /// The measure the log records losses in, if any ("men", "stands", …).
    pub main_measure: Option<&'static str>,
    pub rows: Vec<RecordRow>,
    /// Where the units the audience ever knows the place of stood, turn by turn.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub positions: Vec<UnitPlaces>,
}

/// Where one unit stood at `Start` and at the end of each turn, as the audience knows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UnitPlaces {
    pub unit: String,
    pub side: String,
    #[serde(skip)]
    side_id: SideId,
    /// One a row turn (`Start` first); `None` where the audience does not know the place.
    pub at: Vec<Option<Place>>,
}

/// A place on the map: a cell of the grid, else a point in image pixels; and the facing.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Place {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub x: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub y: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub facing: Option<f32>,
}

impl Place {
    /// The place in one CSV field: the cell id, or `x y`.
    fn text(&self) -> String {
        match (&self.cell, self.x, self.y) {
            (Some(cell), _, _) => cell.clone(),
            (None, Some(x), Some(y)) => format!("{x} {y}"),
            _ => String::new(),
        }
    }
}

/// Every unit the audience knows the place of at some row's turn, with its places.
pub fn positions(p: &Projection) -> Vec<UnitPlaces> {
    let s = p.s;
    if !s.units().any(|(_, u)| u.position.is_some())
        && !s
            .log
            .events()
            .any(|(_, e)| matches!(e, crate::model::Event::Move { .. }))
    {
        return Vec::new();
    }
    let sight = Sight::new(s, p.audience());
    let grid = s.map.grid.as_ref();
    let turns = p.record.turns.len();
    let mut places: Vec<Vec<Option<Place>>> = vec![Vec::with_capacity(turns); sight.units()];
    for t in 0..turns {
        for (k, stand) in sight.after_turns(t).into_iter().enumerate() {
            let place = stand.position.map(|pos| {
                let cell = grid.and_then(|g| Some(g.id(pos.cell(g)?)));
                let point = match pos {
                    Position::Point { x, y } if cell.is_none() => Some((*x, *y)),
                    _ => None,
                };
                Place {
                    cell,
                    x: point.map(|p| p.0),
                    y: point.map(|p| p.1),
                    facing: stand.facing.map(|f| f.0),
                }
            });
            places[k].push(place);
        }
    }
    s.units()
        .zip(places)
        .filter(|(_, at)| at.iter().any(Option::is_some))
        .map(|((side, u), at)| UnitPlaces {
            unit: u.id.clone(),
            side: s.side(side).name.clone(),
            side_id: side,
            at,
        })
        .collect()
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
        "turn,side,men_lost,stands_lost,sp_lost,up_lost,vp_held,morale,combat_sp_lost",
    );
    let places = positions(p);
    for u in &places {
        out.push(',');
        out.push_str(&csv_field(&format!("at:{}", u.unit)));
    }
    out.push('\n');
    for (r, row) in rows(p).into_iter().enumerate() {
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
        // Two rows a turn, side A's then side B's.
        let (turn, side) = (r / 2, SideId::BOTH[r % 2]);
        for u in &places {
            out.push(',');
            if u.side_id == side
                && let Some(Some(place)) = u.at.get(turn)
            {
                out.push_str(&csv_field(&place.text()));
            }
        }
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
        positions: positions(p),
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
