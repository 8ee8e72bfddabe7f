//! The campaign for scripts and spreadsheets (`umpire campaign --format json|csv`), as one
//! audience may know it. JSON: the whole campaign (rules, battles, armies, standings, what is
//! still to come). CSV: one row per change of an army's strength the audience may know, and
//! one per battle for an army it knows only from the battles' reports:
//! `date,army,entry,kind,battle,men,stands,sp,up,men_after,stands_after,sp_after,up_after,rule`.
//! A change is signed (a loss negative); a change still to come after the ledger's day has the
//! kind `due_…`; for a `seen_in_battle` row the amounts are the losses in that battle
//! (negative) and the `_after` columns what fought less what was lost. The header and the
//! `kind` column are ids a script reads by name, in every language; the `entry` and `rule`
//! cells are sentences, in the language in force.

use super::rows::{BattleRow, StepRow, UnitRow};
use super::view::CampaignView;
use crate::i18n::tr;
use crate::model::{SideId, Strength};
use crate::record::Measure;
use crate::record::export::csv_field;
use serde::Serialize;

/// A strength in each measure, for JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct JsonStrength {
    pub men: u64,
    pub stands: u64,
    pub sp: u64,
    pub up: u64,
}

impl From<Strength> for JsonStrength {
    fn from(s: Strength) -> JsonStrength {
        JsonStrength {
            men: s.men,
            stands: s.stands,
            sp: s.strength_points,
            up: s.unit_points,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CampaignJson {
    pub title: String,
    pub audience: &'static str,
    pub start: String,
    /// The day the ledger is taken to.
    pub day: String,
    /// Side A's and side B's names.
    pub sides: [String; 2],
    /// The measures the campaign's units hold ("men", "Unit Points").
    pub measures: Vec<&'static str>,
    pub rules: Vec<String>,
    pub results_table: Vec<String>,
    pub battles: Vec<JsonBattle>,
    pub armies: Vec<JsonArmy>,
    pub standings: Vec<JsonStanding>,
    pub withheld_results: usize,
    pub not_played: usize,
    pub no_result: usize,
    /// Why the ledger stops before a battle, if it does.
    pub refused: Option<String>,
    pub warnings: Vec<String>,
    /// The umpire's notes; `null` for any other audience.
    pub umpire_notes: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonBattle {
    pub index: usize,
    pub date: String,
    pub name: String,
    pub file: String,
    pub fought: [String; 2],
    pub system: Option<String>,
    /// `verdict`, `withheld`, `not_yet_played`, `cannot_judge` or `no_result`.
    pub status: &'static str,
    pub result: String,
    pub reason: Option<String>,
    pub level: Option<String>,
    pub winner: Option<String>,
    pub winner_side: Option<&'static str>,
    pub strength: [JsonStrength; 2],
    pub lost: [JsonStrength; 2],
    pub lost_text: [String; 2],
    /// The deciding system's own count: its label and each side's figure.
    pub own_count: Option<(String, [String; 2])>,
    pub effect: String,
    pub effect_row: Option<usize>,
    /// The pursuit's stragglers per side, `null` where this audience may not know them.
    pub stragglers: [Option<JsonStrength>; 2],
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonArmy {
    pub side: &'static str,
    pub name: String,
    /// Whether this audience knows the army in full (else only `seen_in_battle`).
    pub known: bool,
    pub strength_now: Option<JsonStrength>,
    pub steps: Vec<JsonStep>,
    /// Where the steps stop, when a withheld result cuts them off.
    pub withheld: Option<String>,
    pub still_to_come: Vec<JsonStep>,
    pub units: Option<Vec<JsonUnit>>,
    pub seen_in_battle: Vec<JsonSeen>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonStep {
    pub date: String,
    pub kind: &'static str,
    pub entry: String,
    pub battle: Option<String>,
    pub gains: bool,
    pub change: JsonStrength,
    pub after: JsonStrength,
    pub rule: String,
    pub units: Vec<JsonUnitPart>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonUnitPart {
    pub id: String,
    pub amount: JsonStrength,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonUnit {
    pub id: String,
    pub name: String,
    pub contingent: String,
    pub general: bool,
    pub joins: Option<String>,
    pub start: JsonStrength,
    pub drafted: JsonStrength,
    pub lost: JsonStrength,
    pub stragglers: JsonStrength,
    pub returned: JsonStrength,
    pub replaced: JsonStrength,
    pub now: JsonStrength,
    pub battles: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonSeen {
    pub date: String,
    pub battle: String,
    pub strength: JsonStrength,
    pub lost: JsonStrength,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonStanding {
    pub level: String,
    pub wins: [usize; 2],
    pub no_winner: usize,
}

fn side_key(side: SideId) -> &'static str {
    match side {
        SideId::A => "A",
        SideId::B => "B",
    }
}

fn json_step(s: &StepRow) -> JsonStep {
    JsonStep {
        date: s.date.iso(),
        kind: s.key,
        entry: s.entry.clone(),
        battle: s.battle.clone(),
        gains: s.gains,
        change: s.change.into(),
        after: s.after.into(),
        rule: s.rule.clone(),
        units: s
            .units
            .iter()
            .map(|(id, a)| JsonUnitPart {
                id: id.clone(),
                amount: (*a).into(),
            })
            .collect(),
    }
}

fn json_unit(row: &UnitRow) -> JsonUnit {
    let u = &row.unit;
    JsonUnit {
        id: u.id.clone(),
        name: u.name.clone(),
        contingent: u.contingent.clone(),
        general: !u.counts(),
        joins: u.joins.map(|d| d.iso()),
        start: u.start.into(),
        drafted: u.drafted.into(),
        lost: u.lost.into(),
        stragglers: u.stragglers.into(),
        returned: u.returned.into(),
        replaced: u.replaced.into(),
        now: u.now.into(),
        battles: row.battles.clone(),
    }
}

fn json_battle(view: &CampaignView, b: &BattleRow) -> JsonBattle {
    JsonBattle {
        index: b.index,
        date: b.date.iso(),
        name: b.name.clone(),
        file: b.file.clone(),
        fought: b.fought.clone(),
        system: b.system_id.clone(),
        status: b.status,
        result: b.result.clone(),
        reason: b.reason.clone(),
        level: b.level.clone(),
        winner: b.winner.map(|w| view.campaign.side(w).name.clone()),
        winner_side: b.winner.map(side_key),
        strength: b.start_value.map(JsonStrength::from),
        lost: b.lost_value.map(JsonStrength::from),
        lost_text: b.losses.clone(),
        own_count: b.own_count.clone(),
        effect: b.effect.clone(),
        effect_row: b.effect_row,
        stragglers: b.stragglers.map(|s| s.map(JsonStrength::from)),
    }
}

/// The whole campaign as this audience may know it.
pub fn json(view: &CampaignView) -> CampaignJson {
    let c = view.campaign;
    let due = view.due_rows();
    let armies = SideId::BOTH
        .into_iter()
        .map(|side| {
            let known = view.step_rows(side);
            JsonArmy {
                side: side_key(side),
                name: c.side(side).name.clone(),
                known: known.is_some(),
                strength_now: view.strength_now(side).map(JsonStrength::from),
                steps: known
                    .as_ref()
                    .map(|(steps, _)| steps.iter().map(json_step).collect())
                    .unwrap_or_default(),
                withheld: known.and_then(|(_, cut)| cut),
                still_to_come: due
                    .iter()
                    .filter(|s| s.side == side)
                    .map(json_step)
                    .collect(),
                units: view
                    .unit_rows(side)
                    .map(|units| units.iter().map(json_unit).collect()),
                seen_in_battle: view
                    .seen_rows(side)
                    .into_iter()
                    .map(|s| JsonSeen {
                        date: s.date.iso(),
                        battle: s.battle,
                        strength: s.start.into(),
                        lost: s.lost.into(),
                    })
                    .collect(),
            }
        })
        .collect();
    let standings = view.standings();
    CampaignJson {
        title: c.title.clone(),
        audience: view.audience.id(),
        start: c.start.iso(),
        day: view.ledger.day.iso(),
        sides: [c.sides[0].name.clone(), c.sides[1].name.clone()],
        measures: view.ledger.measures.iter().map(|m| m.label()).collect(),
        rules: view.rule_lines(),
        results_table: view.results_lines(),
        battles: view
            .battle_rows()
            .iter()
            .map(|b| json_battle(view, b))
            .collect(),
        armies,
        standings: standings
            .rows
            .iter()
            .map(|r| JsonStanding {
                level: r.level.clone(),
                wins: r.wins,
                no_winner: r.no_winner,
            })
            .collect(),
        withheld_results: standings.withheld,
        not_played: standings.not_played,
        no_result: standings.no_result,
        refused: view.refusal_text(),
        warnings: view.warnings().iter().map(|w| w.text.clone()).collect(),
        umpire_notes: view.umpire_notes().map(str::to_string),
    }
}

/// The CSV header.
pub const CSV_HEADER: &str =
    "date,army,entry,kind,battle,men,stands,sp,up,men_after,stands_after,sp_after,up_after,rule";

/// The CSV text, header first, lines ended by `\n`.
pub fn csv(view: &CampaignView) -> String {
    let mut out = String::from(CSV_HEADER);
    out.push('\n');
    let mut line = |cells: Vec<String>| {
        out.push_str(&cells.join(","));
        out.push('\n');
    };
    let signed = |s: Strength, gains: bool| {
        Measure::ALL
            .iter()
            .map(|m| {
                let v = m.of(s);
                if gains || v == 0 {
                    v.to_string()
                } else {
                    format!("-{v}")
                }
            })
            .collect::<Vec<_>>()
    };
    let plain = |s: Strength| {
        Measure::ALL
            .iter()
            .map(|m| m.of(s).to_string())
            .collect::<Vec<_>>()
    };
    for side in SideId::BOTH {
        let army = csv_field(&view.campaign.side(side).name);
        match view.step_rows(side) {
            Some((steps, _)) => {
                let due = view.due_rows();
                let later = due.iter().filter(|s| s.side == side);
                for (s, to_come) in steps
                    .iter()
                    .map(|s| (s, false))
                    .chain(later.map(|s| (s, true)))
                {
                    let (entry, kind) = if to_come {
                        (
                            tr!(RecCsvStillToCome, entry = s.entry.as_str()),
                            format!("due_{}", s.key),
                        )
                    } else {
                        (s.entry.clone(), s.key.to_string())
                    };
                    let mut cells = vec![
                        s.date.iso(),
                        army.clone(),
                        csv_field(&entry),
                        kind,
                        csv_field(s.battle.as_deref().unwrap_or("")),
                    ];
                    cells.extend(signed(s.change, s.gains || s.key == "start"));
                    cells.extend(plain(s.after));
                    cells.push(csv_field(&s.rule));
                    line(cells);
                }
            }
            None => {
                for s in view.seen_rows(side) {
                    let mut cells = vec![
                        s.date.iso(),
                        army.clone(),
                        csv_field(&tr!(RecCsvSeenAt, battle = s.battle.as_str())),
                        "seen_in_battle".to_string(),
                        csv_field(&s.battle),
                    ];
                    cells.extend(signed(s.lost, false));
                    cells.extend(plain(s.start.minus(s.lost)));
                    cells.push(csv_field(&s.text));
                    line(cells);
                }
            }
        }
    }
    out
}
