//! Each army's Unit Points by category at the end of the log (generals excluded), once the
//! order of battle and the logged Unit Points are checked.

use super::{Category, MAX_TOTAL_UP, Refusal, SideUnitPoints, up};
use crate::i18n::tr;
use crate::model::{Event, Scenario, SideId, Unit, UnitKind, replay};
use crate::systems::Missing;
use crate::systems::words::side_number;
use std::collections::{BTreeMap, BTreeSet};

/// Every unit of `side` that Unit Points count (generals are not), with its place in the file.
fn counted_units(s: &Scenario, side: SideId) -> impl Iterator<Item = (usize, usize, &Unit)> {
    s.side(side)
        .contingents
        .iter()
        .enumerate()
        .flat_map(|(c, cont)| cont.units.iter().enumerate().map(move |(k, u)| (c, k, u)))
        .filter(|(_, _, u)| u.kind != UnitKind::General)
}

/// `sides[0].contingents[1].units[3]`.
fn unit_path(side: SideId, c: usize, k: usize) -> String {
    format!("sides[{}].contingents[{c}].units[{k}]", side.index())
}

/// Where a side's Unit Points are entered, for a problem with all of them: the first counted
/// unit's field, or the list a unit would be added to when the side has none.
fn first_points_path(s: &Scenario, side: SideId) -> String {
    match counted_units(s, side).next() {
        Some((c, k, _)) => format!("{}.strength.unit_points", unit_path(side, c, k)),
        None if s.side(side).contingents.is_empty() => {
            format!("sides[{}].contingents", side.index())
        }
        None => format!("sides[{}].contingents[0].units", side.index()),
    }
}

/// The unit whose Unit Points take its side's running total over [`MAX_TOTAL_UP`].
fn over_the_total_path(s: &Scenario, side: SideId) -> String {
    let mut total: u128 = 0;
    for (c, k, u) in counted_units(s, side) {
        total += u.strength.unit_points as u128;
        if total > MAX_TOTAL_UP as u128 {
            return format!("{}.strength.unit_points", unit_path(side, c, k));
        }
    }
    first_points_path(s, side)
}

/// A unit id met a second time, at its second place.
fn duplicate_ids(s: &Scenario) -> Vec<Missing> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for side in SideId::BOTH {
        for (c, cont) in s.side(side).contingents.iter().enumerate() {
            for (k, u) in cont.units.iter().enumerate() {
                if seen.insert(u.id.as_str()) {
                    continue;
                }
                problems.push(Missing {
                    path: format!("{}.id", unit_path(side, c, k)),
                    side: Some(side),
                    message: tr!(
                        UpDuplicateId,
                        side = s.side(side).name.as_str(),
                        unit = u.id.as_str()
                    ),
                });
            }
        }
    }
    problems
}

/// Unit Points lost must name a unit and may not exceed its points.
fn log_problems(s: &Scenario) -> Vec<Missing> {
    let mut problems = Vec::new();
    let mut lost: BTreeMap<&str, u128> = BTreeMap::new();
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let Event::Losses {
                side,
                unit,
                unit_points,
                ..
            } = e
            else {
                continue;
            };
            if *unit_points == 0 {
                continue;
            }
            let path = format!("log[{t}] (turn \"{}\").events[{k}]", turn.name);
            let found = unit.as_deref().and_then(|id| s.unit(id));
            let Some((owner, u)) = found else {
                problems.push(Missing {
                    path: format!("{path}.unit"),
                    side: Some(*side),
                    message: tr!(
                        UpLostWithoutUnit,
                        side = s.side(*side).name.as_str(),
                        points = up(*unit_points)
                    ),
                });
                continue;
            };
            if u.kind == UnitKind::General {
                continue;
            }
            let total = lost.entry(u.id.as_str()).or_default();
            let before = *total;
            *total += *unit_points as u128;
            if *total > u.strength.unit_points as u128 && before <= u.strength.unit_points as u128 {
                problems.push(Missing {
                    path,
                    side: Some(owner),
                    message: tr!(
                        UpLostTooMany,
                        side = s.side(owner).name.as_str(),
                        unit = u.id.as_str(),
                        lost = crate::i18n::whole_number(*total as i128),
                        points = up(u.strength.unit_points)
                    ),
                });
            }
        }
    }
    problems
}

/// Each army's Unit Points by category at the end of the log, checked.
pub fn unit_points(s: &Scenario) -> Result<[SideUnitPoints; 2], Refusal> {
    let mut problems = duplicate_ids(s);
    for id in SideId::BOTH {
        let total: u128 = counted_units(s, id)
            .map(|(_, _, u)| u.strength.unit_points as u128)
            .sum();
        if total > MAX_TOTAL_UP as u128 {
            problems.push(Missing {
                path: over_the_total_path(s, id),
                side: Some(id),
                message: tr!(
                    UpTooManyPoints,
                    side = s.side(id).name.as_str(),
                    points = crate::i18n::whole_number(total as i128),
                    most = up(MAX_TOTAL_UP)
                ),
            });
        }
    }
    problems.extend(log_problems(s));
    if !problems.is_empty() {
        return Err(Refusal::Invalid(problems));
    }

    let state = replay(s, usize::MAX);
    let mut out = [SideUnitPoints::default(); 2];
    for (side, u) in s.units() {
        if u.kind == UnitKind::General {
            continue;
        }
        let p = &mut out[side.index()];
        let strength = u.strength.unit_points;
        let (status, lost) = state
            .units
            .get(u.id.as_str())
            .map(|st| (st.status, st.lost.unit_points.min(strength)))
            .unwrap_or((u.status, 0));
        let remaining = strength - lost;
        p.total += strength;
        p.units += 1;
        let category = Category::of(status);
        match category {
            Category::DestroyedOrFled => p.destroyed += strength,
            Category::Withdrawn => p.withdrawn += remaining,
            Category::OnBoard => p.on_board += remaining,
            Category::NotCounted => p.not_counted += remaining,
        }
        if category != Category::DestroyedOrFled {
            p.destroyed += lost;
            p.lost_by_survivors += lost;
        }
        if u.kind == UnitKind::Cavalry {
            p.cavalry_start += strength;
            if matches!(category, Category::OnBoard | Category::NotCounted) {
                p.cavalry_kept += remaining;
            }
        }
    }
    let missing: Vec<Missing> = SideId::BOTH
        .into_iter()
        .filter(|id| out[id.index()].total == 0)
        .map(|id| Missing {
            path: first_points_path(s, id),
            side: Some(id),
            message: tr!(
                UpNoUnits,
                side = s.side(id).name.as_str(),
                side_number = side_number(&s.side(id).name)
            ),
        })
        .collect();
    if missing.is_empty() {
        Ok(out)
    } else {
        Err(Refusal::NotApplicable(missing))
    }
}
