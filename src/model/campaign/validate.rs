//! The campaign file's own consistency: ids and names that the battles and the reinforcements
//! refer to, dates in order, shares that are shares. Each problem names the field's path (with
//! the names and ids a reader finds in the file) and the side. Whether each battle's units are
//! the campaign's, at the strength the ledger gives them, is checked by the ledger.

use super::{Campaign, CampaignDate, Share};
use crate::i18n::tr;
use crate::model::SideId;
use crate::model::limits::{
    self, MAX_CONTINGENTS, MAX_NAME_CHARS, MAX_NOTES_CHARS, MAX_PATH_CHARS, Problem,
};
use crate::model::text::figure;
use std::collections::{HashMap, HashSet};

/// The most battles a campaign may hold (a campaign of a battle a day for three years).
pub const MAX_BATTLES: usize = 1_000;
/// The most units of a campaign, both armies and every reinforcement together.
pub const MAX_CAMPAIGN_UNITS: usize = 100_000;
/// The most tranches of replacements one battle's casualties may come back in.
pub const MAX_TRANCHES: u64 = 1_000;
/// The most rows of the results table and the most reinforcements.
const MAX_ROWS: usize = 10_000;

struct Checker<'a> {
    c: &'a Campaign,
    out: Vec<Problem>,
}

impl Checker<'_> {
    fn push(&mut self, path: String, side: Option<SideId>, message: impl Into<String>) {
        let side = side.map(|s| self.c.side(s).name.clone());
        self.out.push(Problem {
            path,
            side,
            message: message.into(),
        });
    }

    fn side_path(&self, side: SideId) -> String {
        let i = side.index();
        format!("sides[{i}]{}", limits::named(&self.c.sides[i].name))
    }

    fn battle_path(&self, i: usize) -> String {
        let b = &self.c.battles[i];
        let name = if b.name.trim().is_empty() {
            &b.file
        } else {
            &b.name
        };
        format!("battles[{i}]{}", limits::named(name))
    }

    fn text(&mut self, path: String, side: Option<SideId>, text: &str, max: usize) {
        let n = text.chars().count();
        if n > max {
            self.push(path, side, tr!(ModelCampaignTooLong, count = n, max = max));
        }
    }
}

pub(super) fn validate(c: &Campaign) -> Vec<Problem> {
    let mut k = Checker { c, out: Vec::new() };
    if too_large(&mut k) {
        return k.out;
    }
    if c.version == 0 || c.version > super::CAMPAIGN_FORMAT_VERSION {
        k.push(
            "version".into(),
            None,
            tr!(
                ModelVersion,
                expected = figure(super::CAMPAIGN_FORMAT_VERSION),
                found = figure(c.version)
            ),
        );
    }
    texts(&mut k);
    unit_ids(&mut k);
    contingents(&mut k);
    reinforcements(&mut k);
    battles(&mut k);
    rules(&mut k);
    if let Some(until) = c.until
        && until < c.last_day()
    {
        k.push(
            "until".into(),
            None,
            tr!(
                ModelCampaignUntilEarly,
                date = until.long(),
                last = c.last_day().long()
            ),
        );
    }
    k.out
}

/// Counts beyond the limits: the checks after them could take unbounded time.
fn too_large(k: &mut Checker) -> bool {
    let c = k.c;
    let units = c.units().count();
    let mut over = |path: &str, what: &str, n: usize, max: usize| {
        if n > max {
            k.push(
                path.into(),
                None,
                tr!(ModelCampaignTooMany, count = n, what = what, max = max),
            );
        }
    };
    over("", "units", units, MAX_CAMPAIGN_UNITS);
    over("battles", "battles", c.battles.len(), MAX_BATTLES);
    over(
        "reinforcements",
        "reinforcements",
        c.reinforcements.len(),
        MAX_ROWS,
    );
    over("rules.results", "rows", c.rules.results.len(), MAX_ROWS);
    for side in SideId::BOTH {
        over(
            "sides[].contingents",
            "contingents",
            c.side(side).contingents.len(),
            MAX_CONTINGENTS,
        );
    }
    !k.out.is_empty()
}

fn texts(k: &mut Checker) {
    let c = k.c;
    k.text("title".into(), None, &c.title, MAX_NAME_CHARS);
    k.text("notes".into(), None, &c.notes, MAX_NOTES_CHARS);
    k.text(
        "umpire_notes".into(),
        None,
        &c.umpire_notes,
        MAX_NOTES_CHARS,
    );
    for side in SideId::BOTH {
        let path = k.side_path(side);
        k.text(
            format!("{path}.name"),
            Some(side),
            &c.side(side).name,
            MAX_NAME_CHARS,
        );
    }
    for u in c.units() {
        for text in [&u.unit.id, &u.unit.name] {
            k.text(
                format!("unit{}", limits::with_id(&u.unit.id)),
                Some(u.side),
                text,
                MAX_NAME_CHARS,
            );
        }
    }
    for i in 0..c.battles.len() {
        let path = k.battle_path(i);
        let b = &c.battles[i];
        k.text(format!("{path}.file"), None, &b.file, MAX_PATH_CHARS);
        k.text(format!("{path}.name"), None, &b.name, MAX_NAME_CHARS);
    }
}

/// Every unit's id is given and names one unit of the whole campaign.
fn unit_ids(k: &mut Checker) {
    let mut seen: HashMap<&str, SideId> = HashMap::new();
    let problems: Vec<(String, SideId, String)> =
        k.c.units()
            .filter_map(|u| {
                let id = u.unit.id.trim();
                let path = unit_place(k, u.side, u.contingent, u.joins, &u.unit.id);
                if id.is_empty() {
                    return Some((path, u.side, tr!(ModelCampaignUnitNoId)));
                }
                match seen.insert(id, u.side) {
                    Some(first) => Some((
                        path,
                        u.side,
                        tr!(
                            ModelCampaignUnitIdTwice,
                            id = id,
                            side = k.c.side(first).name.as_str()
                        ),
                    )),
                    None => None,
                }
            })
            .collect();
    for (path, side, message) in problems {
        k.push(path, Some(side), message);
    }
}

/// Where a unit is in the file, for a message.
fn unit_place(
    k: &Checker,
    side: SideId,
    contingent: &str,
    joins: Option<usize>,
    id: &str,
) -> String {
    match joins {
        None => {
            let c = k.c.side(side);
            let ci = c
                .contingents
                .iter()
                .position(|x| x.name == contingent)
                .unwrap_or(0);
            format!(
                "{}.contingents[{ci}]{}.units{}",
                k.side_path(side),
                limits::named(contingent),
                limits::with_id(id)
            )
        }
        Some(r) => format!("reinforcements[{r}].units{}", limits::with_id(id)),
    }
}

fn contingents(k: &mut Checker) {
    for side in SideId::BOTH {
        let mut seen = HashSet::new();
        let names: Vec<String> =
            k.c.side(side)
                .contingents
                .iter()
                .map(|c| c.name.clone())
                .collect();
        for (i, name) in names.iter().enumerate() {
            let path = format!("{}.contingents[{i}]", k.side_path(side));
            if name.trim().is_empty() {
                k.push(path, Some(side), tr!(ModelCampaignContingentNoName));
            } else if !seen.insert(name.trim()) {
                k.push(
                    path,
                    Some(side),
                    tr!(ModelCampaignContingentNameTwice, name = name.as_str()),
                );
            }
        }
    }
}

/// The day each unit is in its army from, by id.
fn joined_on(c: &Campaign) -> HashMap<&str, (SideId, CampaignDate)> {
    c.units()
        .map(|u| {
            let day = u.joins.map_or(c.start, |r| c.reinforcements[r].date);
            (u.unit.id.trim(), (u.side, day))
        })
        .collect()
}

fn reinforcements(k: &mut Checker) {
    let c = k.c;
    let joined = joined_on(c);
    for (i, r) in c.reinforcements.iter().enumerate() {
        let path = format!("reinforcements[{i}]");
        if r.date < c.start {
            k.push(
                format!("{path}.date"),
                Some(r.side),
                tr!(
                    ModelCampaignBeforeStart,
                    date = r.date.long(),
                    start = c.start.long()
                ),
            );
        }
        if r.units.is_empty() && r.drafts.is_empty() {
            k.push(
                path.clone(),
                Some(r.side),
                tr!(ModelCampaignReinforcementEmpty),
            );
        }
        if !r.units.is_empty() && r.contingent.trim().is_empty() {
            k.push(
                format!("{path}.contingent"),
                Some(r.side),
                tr!(ModelCampaignReinforcementNoContingent),
            );
        }
        for (d, draft) in r.drafts.iter().enumerate() {
            let place = format!("{path}.drafts[{d}].unit");
            match joined.get(draft.unit.trim()) {
                None => k.push(
                    place,
                    Some(r.side),
                    tr!(ModelCampaignDraftNoUnit, id = draft.unit.as_str()),
                ),
                Some((side, _)) if *side != r.side => k.push(
                    place,
                    Some(r.side),
                    tr!(
                        ModelCampaignDraftOtherArmy,
                        id = draft.unit.as_str(),
                        side = c.side(*side).name.as_str()
                    ),
                ),
                Some((_, day)) if *day > r.date => k.push(
                    place,
                    Some(r.side),
                    tr!(
                        ModelCampaignDraftBeforeJoining,
                        id = draft.unit.as_str(),
                        date = day.long()
                    ),
                ),
                Some(_) => {}
            }
        }
    }
}

fn battles(k: &mut Checker) {
    let c = k.c;
    let mut files: HashMap<String, usize> = HashMap::new();
    let mut previous: Option<CampaignDate> = None;
    for i in 0..c.battles.len() {
        let b = &c.battles[i];
        let path = k.battle_path(i);
        if b.file.trim().is_empty() {
            k.push(format!("{path}.file"), None, tr!(ModelCampaignBattleNoFile));
        } else if let Some(first) = files.insert(normal_path(&b.file), i) {
            k.push(
                format!("{path}.file"),
                None,
                tr!(
                    ModelCampaignBattleFileTwice,
                    file = b.file.as_str(),
                    first = first
                ),
            );
        }
        if b.date < c.start {
            k.push(
                format!("{path}.date"),
                None,
                tr!(
                    ModelCampaignBeforeStart,
                    date = b.date.long(),
                    start = c.start.long()
                ),
            );
        }
        if let Some(p) = previous
            && b.date < p
        {
            k.push(
                format!("{path}.date"),
                None,
                tr!(
                    ModelCampaignBattleOutOfOrder,
                    date = b.date.long(),
                    previous = p.long()
                ),
            );
        }
        previous = Some(b.date);
        for side in SideId::BOTH {
            let field = format!("{path}.contingents.{}", side.index());
            battle_contingents(k, i, side, &field);
        }
    }
}

/// The contingents a battle names for `side` are that army's, there by the battle's day.
fn battle_contingents(k: &mut Checker, i: usize, side: SideId, field: &str) {
    let c = k.c;
    let b = &c.battles[i];
    let named = b.contingents_of(side);
    if named.is_empty() {
        k.push(
            field.to_string(),
            Some(side),
            tr!(ModelCampaignBattleNoContingent),
        );
    }
    for (j, name) in named.iter().enumerate() {
        let in_army = c.side(side).contingents.iter().any(|x| x.name == *name);
        let arrives = c
            .reinforcements
            .iter()
            .filter(|r| r.side == side && !r.units.is_empty() && r.contingent == *name)
            .map(|r| r.date)
            .min();
        match (in_army, arrives) {
            (true, _) => {}
            (false, Some(day)) if day <= b.date => {}
            (false, Some(day)) => k.push(
                format!("{field}[{j}]"),
                Some(side),
                tr!(
                    ModelCampaignContingentJoinsLater,
                    name = name.as_str(),
                    date = day.long()
                ),
            ),
            (false, None) => k.push(
                format!("{field}[{j}]"),
                Some(side),
                tr!(
                    ModelCampaignNoSuchContingent,
                    side = c.side(side).name.as_str(),
                    name = name.as_str(),
                    known = c
                        .contingent_names(side)
                        .iter()
                        .map(|n| tr!(ModelQuoted, text = *n))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ),
        }
    }
}

/// A relative path with `.` and empty parts gone and `\` read as `/`: two ways of writing the
/// same file name are the same battle.
fn normal_path(file: &str) -> String {
    file.trim()
        .split(['/', '\\'])
        .filter(|p| !p.is_empty() && *p != ".")
        .collect::<Vec<_>>()
        .join("/")
}

fn rules(k: &mut Checker) {
    let r = &k.c.rules;
    let whole = |k: &mut Checker, path: &str, s: Share| {
        if s.is_more_than_all() {
            k.push(
                path.into(),
                None,
                tr!(ModelCampaignShareAboveAll, share = s.written()),
            );
        }
    };
    if let Some(ret) = r.returns {
        whole(k, "rules.returns.share", ret.share);
    }
    if let Some(rep) = r.replacements {
        whole(k, "rules.replacements.share", rep.share);
        whole(k, "rules.replacements.up_to", rep.up_to);
        if rep.share.is_zero() {
            k.push(
                "rules.replacements.share".into(),
                None,
                tr!(ModelCampaignReplacementsZero),
            );
        }
        if !rep.share.is_zero() {
            // ⌈up_to / share⌉, in integers: (n_u · d_s) / (d_u · n_s) rounded up.
            let top = u128::from(rep.up_to.numerator()) * u128::from(rep.share.denominator());
            let bottom = u128::from(rep.up_to.denominator()) * u128::from(rep.share.numerator());
            let n = top.div_ceil(bottom);
            if n > u128::from(MAX_TRANCHES) {
                k.push(
                    "rules.replacements".into(),
                    None,
                    tr!(
                        ModelCampaignTooManyTranches,
                        share = rep.share.written(),
                        up_to = rep.up_to.written(),
                        count = figure(i128::try_from(n).unwrap_or(i128::MAX)),
                        max = figure(MAX_TRANCHES)
                    ),
                );
            }
        }
        if rep.every_days == 0 {
            k.push(
                "rules.replacements.every_days".into(),
                None,
                tr!(ModelCampaignEveryZeroDays),
            );
        }
    }
    let mut levels = HashSet::new();
    for (i, row) in r.results.iter().enumerate() {
        let path = format!("rules.results[{i}]");
        let level = row.level.trim().to_lowercase();
        if level.is_empty() {
            k.push(format!("{path}.level"), None, tr!(ModelCampaignLevelEmpty));
        } else if !levels.insert(level) {
            k.push(
                format!("{path}.level"),
                None,
                tr!(ModelCampaignLevelTwice, level = row.level.trim()),
            );
        }
        if let Some(s) = row.loser_stragglers {
            whole(k, &format!("{path}.loser_stragglers"), s);
        }
    }
}
