//! `umpire compute --format json`: one object per file and system, with a stable schema.

use super::output::side_name;
use crate::model::{Scenario, SideId};
use crate::systems::{self, Judgement, Verdict, VictorySystem};
use serde::Serialize;

/// One line of `umpire compute --format json`: the judgement of one file by one system.
///
/// The output is a JSON array of these objects, in file order, then system order. The schema is
/// stable; fields may be added, never renamed or removed:
///
/// ```text
/// {
///   "file": "assets/scenarios/lobositz.ron",   // as given on the command line
///   "title": "Lobositz, 1 October 1756",
///   "sides": ["Prussian army", "Austrian army"], // side A, side B: the order of `values` below
///   "system": "weighted-objectives",            // stable id (`umpire systems`)
///   "name": "Weighted objectives …",            // human name
///   "applicable": true,                         // false: see `missing`
///   "status": "verdict",                        // "verdict" | "not_applicable" | "invalid"
///                                               // | "withheld" (`missing` says why)
///   "winner": "Prussian army",                  // the side's name; null for a draw or no victor
///   "winner_side": "A",                         // "A" | "B" | null
///   "level": "…",                               // the system's own words; null unless a verdict
///   "level_id": "decisive-victory",             // the level's id, in every language; null likewise
///   "headline": "…",                            // one line with the sides' names; null likewise
///   "reason": "…",                              // why, with the deciding figures; null likewise
///   "flags": [{"id": "early-end", "side": "French army" | null, "text": "…",
///              "path": "log[3].events[2]" | null}],  // the place a flag is about, if any
///   "figures": [{"id": "loss-percent", "label": "Loss %",
///                "values": [64.0, 30.0], "text": ["64.00%", "30.00%"]}],
///   "steps": [{"number": 1, "rule": "Rule 4", "text": "…"}],
///   "missing": [{"path": "settings.game_end", "side": null, "message": "…"}]
/// }
/// ```
///
/// A file that cannot be read or is invalid contributes no object: its message goes to stderr
/// and the exit code is 1.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonResult {
    pub file: String,
    pub title: String,
    pub sides: [String; 2],
    pub system: String,
    pub name: String,
    pub applicable: bool,
    pub status: &'static str,
    pub winner: Option<String>,
    pub winner_side: Option<SideId>,
    pub level: Option<String>,
    /// The level's id, the same in every language (`Verdict::level_id`).
    pub level_id: Option<&'static str>,
    pub headline: Option<String>,
    /// Why the verdict is what it is, with the figures that decide it.
    pub reason: Option<String>,
    pub flags: Vec<JsonFlag>,
    pub figures: Vec<systems::Figure>,
    pub steps: Vec<JsonStep>,
    pub missing: Vec<JsonMissing>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonFlag {
    pub id: String,
    /// The side's name, or null.
    pub side: Option<String>,
    pub text: String,
    /// The place in the file the flag is about (`log[3].events[2]`), or null.
    pub path: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonStep {
    /// 1, 2, … in order.
    pub number: usize,
    pub rule: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonMissing {
    pub path: String,
    /// The side's name, or null.
    pub side: Option<String>,
    pub message: String,
}

/// The JSON object of one judgement (see [`JsonResult`]).
pub fn json_result(
    file: &str,
    s: &Scenario,
    system: &dyn VictorySystem,
    judgement: &Judgement,
) -> JsonResult {
    let mut r = JsonResult {
        file: file.to_string(),
        title: s.title.clone(),
        sides: [s.sides[0].name.clone(), s.sides[1].name.clone()],
        system: system.id().to_string(),
        name: system.name().to_string(),
        applicable: false,
        status: "not_applicable",
        winner: None,
        winner_side: None,
        level: None,
        level_id: None,
        headline: None,
        reason: None,
        flags: Vec::new(),
        figures: Vec::new(),
        steps: Vec::new(),
        missing: Vec::new(),
    };
    match judgement {
        Judgement::NotApplicable { missing } => r.missing = json_missing(s, missing),
        Judgement::Invalid { problems } => {
            r.status = "invalid";
            r.missing = json_missing(s, problems);
        }
        Judgement::Withheld { reason } => {
            r.status = "withheld";
            r.missing = vec![JsonMissing {
                path: String::new(),
                side: None,
                message: reason.clone(),
            }];
        }
        Judgement::Verdict(v) => fill_verdict(&mut r, s, v),
    }
    r
}

/// What a system lacks or finds wrong, with the sides by name.
fn json_missing(s: &Scenario, list: &[systems::Missing]) -> Vec<JsonMissing> {
    list.iter()
        .map(|m| JsonMissing {
            path: m.path.clone(),
            side: side_name(s, m.side),
            message: m.message.clone(),
        })
        .collect()
}

/// The fields a verdict fills: winner, level, headline, flags, figures and numbered steps.
fn fill_verdict(r: &mut JsonResult, s: &Scenario, v: &Verdict) {
    r.applicable = true;
    r.status = "verdict";
    r.winner = side_name(s, v.winner);
    r.winner_side = v.winner;
    r.level = Some(v.level.clone());
    r.level_id = Some(v.level_id);
    r.headline = Some(v.headline.clone());
    r.reason = Some(v.reason.clone());
    r.flags = v
        .flags
        .iter()
        .map(|f| JsonFlag {
            id: f.id.clone(),
            side: side_name(s, f.side),
            text: f.text.clone(),
            path: f.path.clone(),
        })
        .collect();
    r.figures = v.figures.clone();
    r.steps = v
        .steps
        .iter()
        .enumerate()
        .map(|(k, st)| JsonStep {
            number: k + 1,
            rule: st.rule.clone(),
            text: st.text.clone(),
        })
        .collect();
}
