//! Each side's strength `S`, casualties `C` and casualty percentage `p = C / S`, from its
//! contingents' end-of-battle figures added together ("Multiple forces"), or from its units
//! and the log where none are typed ([`super::sources`]), once they are checked: no figure
//! above [`MAX_FIGURE`], no casualties above strength, a strength to divide by.

use super::sources::{self, SideSources, Source};
use crate::i18n::{tr, whole_number};
use crate::model::{EndOfBattle, GunLoss, Scenario, SideId};
use crate::systems::exact::{self, Q, int, q};

use crate::systems::{Missing, Refusal};
use num_traits::{Signed, Zero};

/// The largest summed figure (men, guns, units, rounds) of a side the chart reckons with.
pub const MAX_FIGURE: u64 = 1_000_000_000;
/// The largest men-per-gun setting the chart reckons with (the rule's "normally 25").
pub const MAX_MEN_PER_GUN: u64 = 10_000;
/// A side's strength `S`, casualties `C` and casualty percentage `p = C / S` (a fraction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideFigures {
    pub strength: Q,
    pub casualties: Q,
    pub loss: Q,
}

/// The per-side figures `S`, `C`, `p` of the scenario, checked as [`super::analyse`] checks them.
pub fn side_figures(s: &Scenario) -> Result<[SideFigures; 2], Refusal> {
    Ok(checked_ends(s)?.figures)
}

/// Men a lost gun counts for: half the scenario's men per gun (rule 6).
pub fn men_per_lost_gun(men_per_gun: u64) -> Q {
    q(men_per_gun, 2)
}

/// The guns that count in the casualties (rule 6): every kind but those "destroyed" by cavalry
/// that no infantry or pioneers reached.
pub fn counted_guns(e: &EndOfBattle) -> u64 {
    GunLoss::ALL
        .into_iter()
        .filter(|how| how.counts())
        .fold(0u64, |acc, how| acc.saturating_add(e.guns(how)))
}

fn casualties_of(own: &EndOfBattle, enemy: &EndOfBattle, men_per_gun: u64) -> Q {
    int(own.casualties_men)
        + int(counted_guns(own)) * men_per_lost_gun(men_per_gun)
        + int(own.infringement_losses_caused)
        - int(enemy.infringement_losses_caused)
}

fn figures_of(ends: &[EndOfBattle; 2], men_per_gun: u64) -> [SideFigures; 2] {
    [0, 1].map(|i| {
        let strength = int(ends[i].start_men) + int(ends[i].reinforcements_men);
        let casualties = casualties_of(&ends[i], &ends[1 - i], men_per_gun);
        let loss = if strength.is_zero() {
            Q::zero()
        } else {
            casualties / strength
        };
        SideFigures {
            strength,
            casualties,
            loss,
        }
    })
}

type Field = (&'static str, fn(&EndOfBattle) -> u64);

/// Every end-of-battle field, by its name in the scenario file.
const FIELDS: [Field; 16] = [
    ("start_men", |e| e.start_men),
    ("reinforcements_men", |e| e.reinforcements_men),
    ("casualties_men", |e| e.casualties_men),
    ("guns_lost", |e| e.guns_lost),
    ("guns_lost_to_infantry", |e| e.guns_lost_to_infantry),
    ("guns_lost_to_artillery", |e| e.guns_lost_to_artillery),
    ("guns_abandoned", |e| e.guns_abandoned),
    ("guns_destroyed_by_cavalry_alone", |e| {
        e.guns_destroyed_by_cavalry_alone
    }),
    ("infringement_losses_caused", |e| {
        e.infringement_losses_caused
    }),
    ("cavalry_start", |e| e.cavalry_start),
    ("cavalry_surviving", |e| e.cavalry_surviving),
    ("batteries", |e| e.batteries),
    ("rounds", |e| e.rounds),
    ("infantry_units", |e| e.infantry_units),
    ("out_of_ammunition", |e| e.out_of_ammunition),
    ("low_on_ammunition", |e| e.low_on_ammunition),
];

fn end_path(side: SideId, contingent: usize, field: &str) -> String {
    format!(
        "sides[{}].contingents[{contingent}].end.{field}",
        side.index()
    )
}

/// Where a problem with a side's summed `field` is shown: the first contingent `pick` chooses
/// by its running sum and own figure, else the first contingent, else the list a contingent
/// would be added to (a side without contingents).
fn summed_path(s: &Scenario, id: SideId, field: &'static str, pick: Pick) -> String {
    let none: fn(&EndOfBattle) -> u64 = |_| 0;
    let get = FIELDS
        .iter()
        .find(|(name, _)| *name == field)
        .map_or(none, |(_, get)| *get);
    let contingents = &s.side(id).contingents;
    let mut sum: u128 = 0;
    let chosen = contingents.iter().position(|c| {
        let own = get(&c.end);
        sum += own as u128;
        match pick {
            Pick::OverTheMaximum => sum > MAX_FIGURE as u128,
            Pick::FirstEntered => own > 0,
        }
    });
    match chosen.or((!contingents.is_empty()).then_some(0)) {
        Some(k) => end_path(id, k, field),
        None => format!("sides[{}].contingents", id.index()),
    }
}

/// Which contingent a problem with a summed figure names.
#[derive(Clone, Copy)]
enum Pick {
    /// The one whose figure takes the sum over [`MAX_FIGURE`].
    OverTheMaximum,
    /// The first with a figure entered (not 0).
    FirstEntered,
}

/// Both sides' figures as the chart reckons them: the summed end-of-battle figures (or those
/// of the units and the log), what they give, and where they came from.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Checked {
    pub ends: [EndOfBattle; 2],
    pub figures: [SideFigures; 2],
    pub sources: [SideSources; 2],
}

/// The per-side figures `S`, `C`, `p` and where each side's came from (typed in End of
/// battle, or its units and the log), checked as [`super::analyse`] checks them.
pub fn side_figures_and_sources(
    s: &Scenario,
) -> Result<([SideFigures; 2], [SideSources; 2]), Refusal> {
    let c = checked_ends(s)?;
    Ok((c.figures, c.sources))
}

/// The figures of both sides and what they give (`S`, `C`, `p`), or why they cannot be
/// judged.
pub(super) fn checked_ends(s: &Scenario) -> Result<Checked, Refusal> {
    let mut problems = Vec::new();
    let mut missing = Vec::new();
    let problem = |path: String, side: Option<SideId>, message: String| Missing {
        path,
        side,
        message,
    };
    if s.settings.men_per_gun > MAX_MEN_PER_GUN {
        problems.push(problem(
            "settings.men_per_gun".into(),
            None,
            tr!(
                CcCheckMenPerGun,
                men = whole_number(s.settings.men_per_gun.into()),
                max = whole_number(MAX_MEN_PER_GUN.into())
            ),
        ));
    }
    let mut in_range = true;
    for id in SideId::BOTH {
        let side = s.side(id);
        for (field, get) in FIELDS {
            let sum: u128 = side.contingents.iter().map(|c| get(&c.end) as u128).sum();
            if sum > MAX_FIGURE as u128 {
                in_range = false;
                problems.push(problem(
                    summed_path(s, id, field, Pick::OverTheMaximum),
                    Some(id),
                    tr!(
                        CcCheckSum,
                        side = side.name.as_str(),
                        field = field,
                        sum = whole_number(sum as i128),
                        max = whole_number(MAX_FIGURE.into())
                    ),
                ));
            }
        }
        for (k, c) in side.contingents.iter().enumerate() {
            problems.extend(contingent_problems(id, &side.name, k, c));
        }
    }
    if !in_range {
        return Err(Refusal::Invalid(problems));
    }
    let (ends, sources) = match sources::effective(s) {
        Ok(x) => x,
        Err(over) => {
            problems.extend(over);
            return Err(Refusal::Invalid(problems));
        }
    };
    let figures = figures_of(&ends, s.settings.men_per_gun);
    for id in SideId::BOTH {
        let (own, enemy) = (&ends[id.index()], &ends[id.other().index()]);
        let name = &s.side(id).name;
        let f = &figures[id.index()];
        let src = &sources[id.index()];
        let from_units = src.men == Source::Units;
        if enemy.infringement_losses_caused > own.casualties_men {
            problems.push(problem(
                summed_path(
                    s,
                    id.other(),
                    "infringement_losses_caused",
                    Pick::FirstEntered,
                ),
                Some(id.other()),
                tr!(
                    CcCheckInfringement,
                    offender = s.side(id.other()).name.as_str(),
                    losses = whole_number(enemy.infringement_losses_caused.into()),
                    casualties = whole_number(own.casualties_men.into()),
                    victim = name.as_str()
                ),
            ));
        } else if f.casualties > f.strength && (from_units || int(own.casualties_men) <= f.strength)
        {
            // Typed casualties alone above strength are reported per contingent above; this is
            // the excess that lost guns and infringement losses bring, or the log's losses.
            problems.push(problem(
                if from_units {
                    "log".to_string()
                } else {
                    summed_path(s, id, "casualties_men", Pick::FirstEntered)
                },
                Some(id),
                tr!(
                    CcCheckOverStrength,
                    side = name.as_str(),
                    casualties = men(f.casualties),
                    sum = casualty_sum_text(
                        own,
                        enemy,
                        s.settings.men_per_gun,
                        name,
                        &s.side(id.other()).name
                    ),
                    sources = casualty_sources_text(own, src),
                    strength = men(f.strength),
                    strength_source = strength_source_text(src)
                ),
            ));
        } else if f.strength.is_zero() {
            missing.push(problem(
                summed_path(s, id, "start_men", Pick::FirstEntered),
                Some(id),
                tr!(
                    CcNoStrength,
                    side = name,
                    side_number = crate::systems::words::side_number(name)
                ),
            ));
        }
    }
    if !problems.is_empty() {
        Err(Refusal::Invalid(problems))
    } else if !missing.is_empty() {
        Err(Refusal::NotApplicable(missing))
    } else {
        Ok(Checked {
            ends,
            figures,
            sources,
        })
    }
}

/// Where a side's strength came from, in words: "typed in End of battle" or "from the units:
/// …" with the counts that make it.
pub(super) fn strength_source_text(src: &SideSources) -> String {
    match (src.men, src.units) {
        (Source::Units, Some(u)) => {
            let reinforcements = match u.reinforcements {
                0 => tr!(CcReinforcementsNone),
                n => tr!(
                    CcReinforcements,
                    arrived = u.reinforcements_arrived,
                    count = n
                ),
            };
            tr!(
                CcStrengthUnits,
                units = u.units_at_start,
                reinforcements = reinforcements
            )
        }
        _ => tr!(CcStrengthTyped),
    }
}

/// Where a side's casualties and lost guns came from, in words: "casualties typed in End of
/// battle; guns from the log: 3 lost to infantry; not counted: …".
pub(super) fn casualty_sources_text(own: &EndOfBattle, src: &SideSources) -> String {
    let mut parts = vec![match src.men {
        Source::Typed => tr!(CcCasualtiesTyped),
        Source::Units => tr!(CcCasualtiesLog),
    }];
    let counted = GunLoss::ALL.map(|how| if how.counts() { own.guns(how) } else { 0 });
    if counted.iter().any(|&n| n > 0) {
        let guns = sources::guns_by_kind_text(counted);
        parts.push(match src.guns {
            Source::Typed => tr!(CcGunsTyped, guns = guns),
            Source::Units => tr!(CcGunsLog, guns = guns),
        });
    }
    let alone = own.guns(GunLoss::CavalryAlone);
    if alone > 0 {
        parts.push(tr!(
            CcGunsNotCounted,
            guns = sources::guns_lost_text(GunLoss::CavalryAlone, alone)
        ));
    }
    if own.infringement_losses_caused > 0 {
        parts.push(tr!(CcInfringementTyped));
    }
    parts
        .into_iter()
        .reduce(|text, then| tr!(CcSourcesThen, text = text, then = then))
        .unwrap_or_default()
}

fn contingent_problems(
    id: SideId,
    side_name: &str,
    k: usize,
    c: &crate::model::Contingent,
) -> Vec<Missing> {
    let e = &c.end;
    let mut out = Vec::new();
    let mut push = |field: &str, message: String| {
        out.push(Missing {
            path: end_path(id, k, field),
            side: Some(id),
            message: tr!(
                CcCheckContingent,
                side = side_name,
                contingent = c.name.as_str(),
                problem = message
            ),
        })
    };
    let strength = e.start_men as u128 + e.reinforcements_men as u128;
    if e.casualties_men as u128 > strength {
        push(
            "casualties_men",
            tr!(
                CcCheckContingentCasualties,
                casualties = whole_number(e.casualties_men.into()),
                strength = whole_number(strength as i128),
                start = whole_number(e.start_men.into()),
                reinforcements = whole_number(e.reinforcements_men.into())
            ),
        );
    }
    if e.cavalry_surviving > e.cavalry_start {
        push(
            "cavalry_surviving",
            tr!(
                CcCheckContingentCavalry,
                surviving = whole_number(e.cavalry_surviving.into()),
                start = whole_number(e.cavalry_start.into())
            ),
        );
    }
    if e.out_of_ammunition as u128 + e.low_on_ammunition as u128 > e.infantry_units as u128 {
        push(
            "out_of_ammunition",
            tr!(
                CcCheckContingentAmmunition,
                out = e.out_of_ammunition,
                low = e.low_on_ammunition,
                infantry = e.infantry_units
            ),
        );
    }
    out
}

/// Men with thousands separators; half men (from 12.5 men per gun) as ".5".
pub fn men(x: Q) -> String {
    if x.is_integer() {
        return whole_number(x.to_integer());
    }
    let whole = x.trunc().to_integer();
    let frac = (x - int(whole)).abs();
    let sign = if x < Q::zero() && whole == 0 { "-" } else { "" };
    if frac.is_zero() {
        format!("{sign}{}", whole_number(whole))
    } else {
        let decimals = exact::decimal(frac, 2);
        let decimals = decimals.trim_end_matches('0');
        format!(
            "{sign}{}{}",
            whole_number(whole),
            decimals.trim_start_matches('0')
        )
    }
}

pub(super) fn casualty_sum_text(
    own: &EndOfBattle,
    enemy: &EndOfBattle,
    men_per_gun: u64,
    own_name: &str,
    enemy_name: &str,
) -> String {
    let mut text = tr!(
        CcSumCasualties,
        casualties = whole_number(own.casualties_men.into())
    );
    let guns = counted_guns(own);
    if guns > 0 {
        text.push_str(&tr!(
            CcSumGuns,
            guns = whole_number(guns.into()),
            guns_count = guns,
            men = men(men_per_lost_gun(men_per_gun)),
            men_per_gun = men_per_gun
        ));
    }
    if own.infringement_losses_caused > 0 {
        text.push_str(&tr!(
            CcSumCaused,
            losses = whole_number(own.infringement_losses_caused.into()),
            side = own_name
        ));
    }
    if enemy.infringement_losses_caused > 0 {
        text.push_str(&tr!(
            CcSumSuffered,
            losses = whole_number(enemy.infringement_losses_caused.into()),
            side = enemy_name
        ));
    }
    text
}
