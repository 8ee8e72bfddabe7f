//! Where each side's figures come from. Figures typed in End of battle win; where a side has
//! none of a group typed, the chart takes that group from its units and the log:
//!
//! - **men** (start, reinforcements, casualties): typed when any contingent of the side has
//!   any of the three; else the start is the men of the units present at the start, the
//!   reinforcements the men of those the log brought on by the end, and the casualties what
//!   the log says the units lost (the one definition of losses, [`Strength::lost`]) and what
//!   it charges to the side at large;
//! - **cavalry** (start, surviving): from the units only when the men are, and no cavalry
//!   figure is typed: the men of the cavalry units that took part, and what they kept;
//! - **guns lost** (every kind of rule 6): typed when any kind is typed; else the log's
//!   `GunsLost` entries.
//!
//! Infringements, batteries, rounds and ammunition are not in the log: typed only. A file whose
//! figures are typed is therefore reckoned as before; a side that has none typed is reckoned
//! from its order of battle rather than refused.
//!
//! Readings (stated in the worked steps too): a unit is a **reinforcement** when it has not
//! arrived at the start (status "not arrived"), whatever its scheduled `arrives` says; it
//! **arrived by the end** when the log took it out of "not arrived". Every other unit is
//! present at the start, an off-table reserve included. Generals count neither in strength nor
//! in losses, as everywhere in umpire.

use crate::i18n::{tr, whole_number};
use crate::model::{
    BattleState, EndOfBattle, Event, GunLoss, Scenario, SideId, Strength, Unit, UnitKind,
    UnitStatus,
};
use crate::systems::Missing;
use crate::systems::waterloo20::{RallyResult, rally};
use rustc_hash::FxHashMap;

use super::figures::MAX_FIGURE;

/// Where a group of a side's figures came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Source {
    /// Typed in End of battle.
    #[default]
    Typed,
    /// The order of battle and the log.
    Units,
}

/// Where each group of one side's figures came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SideSources {
    /// Start, reinforcements and casualties in men.
    pub men: Source,
    /// Cavalry at the start and surviving.
    pub cavalry: Source,
    /// Guns lost, every kind.
    pub guns: Source,
    /// What the units gave, when the men came from them: the counts the steps quote.
    pub units: Option<UnitFigures>,
}

/// A unit as the chart reads it at the end of the log.
#[derive(Clone, Copy, Debug)]
pub struct UnitAtEnd<'a> {
    pub unit: &'a Unit,
    /// Its status at the end of the log.
    pub status: UnitStatus,
    /// The men it lost ([`Strength::lost`]).
    pub lost_men: u64,
}

/// The figures some units give, summed (saturating: a sum over [`MAX_FIGURE`] is refused).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnitFigures {
    /// Men of the units present at the start, and how many units those are.
    pub start_men: u64,
    pub units_at_start: usize,
    /// Men of the reinforcements that arrived by the end, how many arrived, of how many.
    pub reinforcements_men: u64,
    pub reinforcements_arrived: usize,
    pub reinforcements: usize,
    /// Men the units lost.
    pub casualties_men: u64,
    /// Men of the cavalry units that took part, and what they kept.
    pub cavalry_start: u64,
    pub cavalry_surviving: u64,
    /// Whether any unit that counts has men (a side of counters or stands has none).
    pub has_men: bool,
}

/// A reinforcement: a unit not arrived at the start.
pub fn is_reinforcement(u: &Unit) -> bool {
    u.status == UnitStatus::NotArrived
}

/// A reinforcement arrived by the end: the log took it out of "not arrived".
pub fn arrived(status_at_end: UnitStatus) -> bool {
    status_at_end != UnitStatus::NotArrived
}

/// What `units` give the chart: start, reinforcements arrived, casualties and cavalry in men.
pub fn unit_figures<'a>(units: impl IntoIterator<Item = UnitAtEnd<'a>>) -> UnitFigures {
    let mut f = UnitFigures::default();
    for u in units {
        if !u.unit.counts_in_strength() {
            continue;
        }
        let men = u.unit.strength.men;
        f.has_men |= men > 0;
        let took_part = if is_reinforcement(u.unit) {
            f.reinforcements += 1;
            let came = arrived(u.status);
            if came {
                f.reinforcements_arrived += 1;
                f.reinforcements_men = f.reinforcements_men.saturating_add(men);
            }
            came
        } else {
            f.units_at_start += 1;
            f.start_men = f.start_men.saturating_add(men);
            true
        };
        f.casualties_men = f.casualties_men.saturating_add(u.lost_men);
        if took_part && u.unit.kind == UnitKind::Cavalry {
            f.cavalry_start = f.cavalry_start.saturating_add(men);
            f.cavalry_surviving = f
                .cavalry_surviving
                .saturating_add(men.saturating_sub(u.lost_men));
        }
    }
    f
}

/// Whether any contingent of the side has one of `fields` typed (not 0).
fn any_typed(s: &Scenario, side: SideId, fields: &[fn(&EndOfBattle) -> u64]) -> bool {
    s.side(side)
        .contingents
        .iter()
        .any(|c| fields.iter().any(|get| get(&c.end) > 0))
}

/// Whether the side's men figures (start, reinforcements, casualties) are typed.
pub fn men_typed(s: &Scenario, side: SideId) -> bool {
    any_typed(
        s,
        side,
        &[
            |e| e.start_men,
            |e| e.reinforcements_men,
            |e| e.casualties_men,
        ],
    )
}

/// Whether any of the side's lost guns, of any kind, is typed.
pub fn guns_typed(s: &Scenario, side: SideId) -> bool {
    s.side(side).contingents.iter().any(|c| c.end.any_guns())
}

/// The battle at the end of the log, as the chart reads units: the model's replay, with the
/// Waterloo 20 rallies' results (a failed rally eliminates, as the record has it).
fn replayed(s: &Scenario) -> BattleState<'_> {
    let mut st = BattleState::at_start(s);
    // Looked up by id through a map built once: a long log of rallies stays linear.
    let units: FxHashMap<&str, &Unit> = s.units().map(|(_, u)| (u.id.as_str(), u)).collect();
    for (_, e) in s.log.events() {
        st.apply(e);
        if let Event::Rally {
            unit,
            roll,
            morale_point,
        } = e
            && let Some(u) = units.get(unit.as_str())
            && let Some(state) = st.units.get_mut(unit.as_str())
        {
            match rally(roll.value, u, *morale_point).1 {
                RallyResult::Eliminated => state.status = UnitStatus::DestroyedOrFled,
                RallyResult::Rallied => state.status = UnitStatus::OnBoard,
                RallyResult::NoEffect => {}
            }
        }
    }
    st
}

/// The units of `side` at the end of the battle `st`.
fn side_units<'a>(
    s: &'a Scenario,
    st: &BattleState<'_>,
    side: SideId,
) -> impl Iterator<Item = UnitAtEnd<'a>> {
    s.side(side).units().map(move |u| {
        let (status, charged) = st
            .units
            .get(u.id.as_str())
            .map_or((u.status, Strength::default()), |x| (x.status, x.lost));
        UnitAtEnd {
            unit: u,
            status,
            lost_men: u.strength.lost(charged, status).men,
        }
    })
}

/// The guns `side` lost by the log, per kind in [`GunLoss::ALL`] order (saturating).
pub fn logged_guns(s: &Scenario, side: SideId) -> [u64; 5] {
    let mut out = [0u64; 5];
    for (_, e) in s.log.events() {
        if let Event::GunsLost {
            side: sd,
            guns,
            how,
            ..
        } = e
            && *sd == side
            && let Some(i) = GunLoss::ALL.iter().position(|g| g == how)
        {
            out[i] = out[i].saturating_add(*guns);
        }
    }
    out
}

/// Each side's figures as the chart reckons them (typed where typed, else from the units and
/// the log) and where they came from; or the derived sums beyond [`MAX_FIGURE`].
pub(super) fn effective(
    s: &Scenario,
) -> Result<([EndOfBattle; 2], [SideSources; 2]), Vec<Missing>> {
    let mut ends = [s.sides[0].end_of_battle(), s.sides[1].end_of_battle()];
    let mut sources = [SideSources::default(); 2];
    let mut problems = Vec::new();
    let needs_units = SideId::BOTH.iter().any(|&id| !men_typed(s, id));
    let st = needs_units.then(|| replayed(s));
    for id in SideId::BOTH {
        let (e, src) = (&mut ends[id.index()], &mut sources[id.index()]);
        if let Some(st) = st.as_ref().filter(|_| !men_typed(s, id)) {
            let f = unit_figures(side_units(s, st, id));
            let at_large = st.unassigned_losses[id.index()].men;
            src.men = Source::Units;
            src.units = Some(f);
            e.start_men = f.start_men;
            e.reinforcements_men = f.reinforcements_men;
            e.casualties_men = f.casualties_men.saturating_add(at_large);
            if e.cavalry_start == 0 && e.cavalry_surviving == 0 {
                src.cavalry = Source::Units;
                e.cavalry_start = f.cavalry_start;
                e.cavalry_surviving = f.cavalry_surviving;
            }
            problems.extend(men_problems(s, id, e));
        }
        if !guns_typed(s, id) {
            src.guns = Source::Units;
            for (how, n) in GunLoss::ALL.into_iter().zip(logged_guns(s, id)) {
                *e.guns_mut(how) = n;
            }
            problems.extend(guns_problems(s, id, e));
        }
    }
    if problems.is_empty() {
        Ok((ends, sources))
    } else {
        Err(problems)
    }
}

/// Men taken from the units beyond what the chart reckons with: the place is the unit that
/// takes the sum over, or the log for losses charged to the side at large.
fn men_problems(s: &Scenario, id: SideId, e: &EndOfBattle) -> Vec<Missing> {
    let name = &s.side(id).name;
    let mut out = Vec::new();
    let max = || whole_number(MAX_FIGURE.into());
    if e.start_men.saturating_add(e.reinforcements_men) > MAX_FIGURE {
        out.push(Missing {
            path: unit_over_the_maximum(s, id),
            side: Some(id),
            message: tr!(
                CcCheckUnitMen,
                side = name.as_str(),
                sum = whole_number(e.start_men.saturating_add(e.reinforcements_men).into()),
                max = max()
            ),
        });
    } else if e.casualties_men > MAX_FIGURE {
        out.push(Missing {
            path: "log".into(),
            side: Some(id),
            message: tr!(
                CcCheckLogMen,
                side = name.as_str(),
                sum = whole_number(e.casualties_men.into()),
                max = max()
            ),
        });
    }
    out
}

/// The path of the men of the first unit of `id` with which the men add up to more than
/// [`MAX_FIGURE`].
fn unit_over_the_maximum(s: &Scenario, id: SideId) -> String {
    let mut sum = 0u64;
    for (k, c) in s.side(id).contingents.iter().enumerate() {
        for (u, unit) in c.units.iter().enumerate() {
            if unit.counts_in_strength() {
                sum = sum.saturating_add(unit.strength.men);
            }
            if sum > MAX_FIGURE {
                return format!(
                    "sides[{}].contingents[{k}].units[{u}].strength.men",
                    id.index()
                );
            }
        }
    }
    format!("sides[{}].contingents", id.index())
}

/// Guns from the log beyond what the chart reckons with, named at the entry that takes the sum
/// over.
fn guns_problems(s: &Scenario, id: SideId, e: &EndOfBattle) -> Vec<Missing> {
    let total = GunLoss::ALL
        .iter()
        .fold(0u64, |acc, &how| acc.saturating_add(e.guns(how)));
    if total <= MAX_FIGURE {
        return Vec::new();
    }
    let mut sum = 0u64;
    let mut path = "log".to_string();
    'walk: for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, ev) in turn.events.iter().enumerate() {
            if let Event::GunsLost { side, guns, .. } = ev
                && *side == id
            {
                sum = sum.saturating_add(*guns);
                if sum > MAX_FIGURE {
                    path = format!("log[{t}].events[{k}].guns");
                    break 'walk;
                }
            }
        }
    }
    vec![Missing {
        path,
        side: Some(id),
        message: tr!(
            CcCheckLogGuns,
            side = s.side(id).name.as_str(),
            sum = whole_number(total.into()),
            max = whole_number(MAX_FIGURE.into())
        ),
    }]
}

/// "3 lost to infantry, 2 abandoned" for the kinds of guns in `per_kind` (in
/// [`GunLoss::ALL`] order) that are not 0.
pub fn guns_by_kind_text(per_kind: [u64; 5]) -> String {
    GunLoss::ALL
        .into_iter()
        .zip(per_kind)
        .filter(|(_, n)| *n > 0)
        .map(|(how, n)| guns_lost_text(how, n))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "3 lost to infantry", in the language in force (the chart's own words for the model's
/// kinds of loss).
pub(super) fn guns_lost_text(how: GunLoss, n: u64) -> String {
    let count = whole_number(n.into());
    match how {
        GunLoss::CavalryThenInfantry => tr!(CcGunsCavalryThenInfantry, count = count),
        GunLoss::Infantry => tr!(CcGunsInfantry, count = count),
        GunLoss::Artillery => tr!(CcGunsArtillery, count = count),
        GunLoss::Abandoned => tr!(CcGunsAbandoned, count = count),
        GunLoss::CavalryAlone => tr!(CcGunsCavalryAlone, count = count),
    }
}

/// Guns typed in End of battle while the log records others: the typed ones are counted, and
/// the log's may have been forgotten.
pub fn guns_warnings(s: &Scenario) -> Vec<Missing> {
    let mut out = Vec::new();
    for id in SideId::BOTH {
        let logged = logged_guns(s, id);
        let typed_end = s.side(id).end_of_battle();
        let typed = GunLoss::ALL.map(|how| typed_end.guns(how));
        let first_typed = s.side(id).contingents.iter().position(|c| c.end.any_guns());
        let Some(k) = first_typed else { continue };
        if logged.iter().all(|&n| n == 0) || logged == typed {
            continue;
        }
        out.push(Missing {
            path: format!("sides[{}].contingents[{k}].end.guns_lost", id.index()),
            side: Some(id),
            message: tr!(
                CcCheckGunsTyped,
                side = s.side(id).name.as_str(),
                typed = guns_by_kind_text(typed),
                logged = guns_by_kind_text(logged)
            ),
        });
    }
    out
}
