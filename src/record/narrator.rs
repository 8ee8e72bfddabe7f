//! One sentence per log entry, the same in the window, the PDF and the command line.
//!
//! Sentences name sides, units and markers by their names, agree in number ("1 stand",
//! "the Allies spend"), give a roll's outcome ("rally: 5 → rallied") and never a figure the
//! audience may not know (the [`Knowledge`] decides).

use super::BattleRecord;
use super::knowledge::{Audience, Knowledge, Projection};
use super::losses::Measure;
use super::words::{self, marker_name, roll, side_number, unit_list, unit_name};
use crate::i18n::tr;
use crate::model::{
    Combat, CommandRank, Event, Facing, GunLoss, Position, Scenario, SideId, Strength, Terrain,
    UnitStatus,
};
use crate::systems::waterloo20::{RallyResult, rally, random_event, second_roll_effect};

impl Projection<'_> {
    /// One sentence for a log entry, worded for this audience.
    pub fn sentence(&self, e: &Event) -> String {
        sentence(self.s, e, &self.knowledge)
    }
}

/// The sentence for one log entry, as `k`'s audience may read it.
pub fn sentence(s: &Scenario, e: &Event, k: &Knowledge) -> String {
    let side = |id: SideId| s.side(id).name.clone();
    match e {
        Event::Losses { .. } => {
            let Some((sd, unit, loss)) = e.loss() else {
                return String::new();
            };
            let name = side(sd);
            let what = strength_words(loss).unwrap_or_else(|| tr!(RecNothing));
            let side_number = side_number(&name);
            match unit {
                Some(u) => tr!(
                    RecLosesUnit,
                    side = name,
                    side_number = side_number,
                    what = what,
                    unit = unit_name(s, u)
                ),
                None => tr!(
                    RecLoses,
                    side = name,
                    side_number = side_number,
                    what = what
                ),
            }
        }
        Event::Status { unit, status } => {
            let status = match status {
                UnitStatus::OnBoard => "on-board",
                UnitStatus::DestroyedOrFled => "destroyed",
                UnitStatus::Routed => "routed",
                UnitStatus::VoluntarilyWithdrawn => "withdrawn",
                UnitStatus::OffTable => "off-table",
                UnitStatus::NotArrived => "not-arrived",
                UnitStatus::Exited => "exited",
            };
            let whose = s
                .unit(unit)
                .map(|(sd, _)| format!(" ({})", side(sd)))
                .unwrap_or_default();
            tr!(
                RecStatus,
                unit = unit_name(s, unit),
                whose = whose,
                status = status
            )
        }
        Event::MarkerControl { marker, side: sd } => {
            let name = side(*sd);
            tr!(
                RecMarkerControl,
                side_number = side_number(&name),
                side = name,
                marker = marker_name(s, marker)
            )
        }
        Event::CommanderLost {
            side: sd,
            name,
            rank,
        } => {
            // An entry the C-in-C box made for a commander not yet named has no name.
            let name = name.trim();
            let who = if name.is_empty() {
                String::new()
            } else {
                format!(" {name}")
            };
            let side = side(*sd);
            let side = side.trim_end();
            tr!(
                RecCommanderLost,
                side_ends_in_s = if side.ends_with(['s', 'S']) {
                    "yes"
                } else {
                    "no"
                },
                side = side,
                rank = rank_word(*rank),
                who = who
            )
        }
        Event::GunsLost {
            side: sd,
            guns,
            how,
            unit,
        } => guns_lost(s, &side(*sd), *guns, *how, unit.as_deref()),
        Event::CommanderInMelee { side: sd, name } => {
            tr!(RecCommanderInMelee, name = name.as_str(), side = side(*sd))
        }
        Event::Combat(c) => combat(s, c),
        Event::PrematureCall { by, against } => {
            let caller = side(*by);
            tr!(
                RecPrematureCall,
                caller_number = side_number(&caller),
                caller = caller,
                against = side(*against)
            )
        }
        Event::WithdrawalTest(t) => {
            let name = side(t.side);
            let other = side(t.side.other());
            let outcome = if t.withdrew && !k.told_the_result() {
                // The public sees the army go; the victor is the umpire's to publish.
                tr!(
                    RecTestWithdraws,
                    side_number = side_number(&name),
                    side = name.as_str()
                )
            } else if t.withdrew {
                tr!(
                    RecTestWithdrawsVictor,
                    side_number = side_number(&name),
                    side = name.as_str(),
                    other_number = side_number(&other),
                    other = other
                )
            } else {
                tr!(
                    RecTestStands,
                    side_number = side_number(&name),
                    side = name.as_str()
                )
            };
            let penalty = if t.penalty > 0 {
                tr!(RecTestPenalty, penalty = t.penalty)
            } else {
                String::new()
            };
            let figures = Some(()).filter(|_| k.sees_test_figures(t.side));
            if let (Some(()), Some(vp), Some(wf)) = (figures, t.vp_percent, t.wf) {
                tr!(
                    RecTestWithFigures,
                    side = name,
                    rs = t.rs_percent,
                    vp = vp,
                    penalty = penalty,
                    wf = wf,
                    roll = roll(&t.roll),
                    outcome = outcome
                )
            } else {
                tr!(
                    RecTest,
                    side = name,
                    rs = t.rs_percent,
                    penalty = penalty,
                    roll = roll(&t.roll),
                    outcome = outcome
                )
            }
        }
        Event::NightMorale {
            french_on_allied_loc,
            allies_on_both_french_loc,
        } => tr!(
            RecNightMorale,
            hexes = *french_on_allied_loc,
            hold = if *allies_on_both_french_loc {
                "yes"
            } else {
                "no"
            }
        ),
        Event::MoraleSpent {
            side: sd,
            points,
            purpose,
        } => {
            let name = side(*sd);
            let why = if purpose.trim().is_empty() {
                String::new()
            } else {
                format!(" ({})", purpose.trim())
            };
            tr!(
                RecMoraleSpent,
                side_number = side_number(&name),
                side = name,
                points = *points,
                why = why
            )
        }
        Event::Rally {
            unit,
            roll: r,
            morale_point,
        } => {
            let mp = if *morale_point {
                tr!(RecRallyMoralePoint)
            } else {
                String::new()
            };
            let outcome = s
                .unit(unit)
                .map(|(_, u)| {
                    let (modified, result) = rally(r.value, u, *morale_point);
                    let result = match result {
                        RallyResult::Eliminated => "eliminated",
                        RallyResult::NoEffect => "no-effect",
                        RallyResult::Rallied => "rallied",
                    };
                    tr!(RecRallyOutcome, modified = modified, result = result)
                })
                .unwrap_or_default();
            tr!(
                RecRally,
                unit = unit_name(s, unit),
                roll = roll(r),
                morale_point = mp,
                outcome = outcome
            )
        }
        Event::RandomEvent {
            side: sd,
            roll: r,
            second_roll,
        } => {
            let french = s.settings.french == Some(*sd);
            let (title, _) = random_event(french, r.value);
            let second = second_roll
                .and_then(|x| {
                    second_roll_effect(french, r.value, x.value)
                        .map(|effect| tr!(RecSecondRoll, roll = roll(&x), effect = effect))
                })
                .unwrap_or_default();
            let mut text = tr!(
                RecRandomEvent,
                side = side(*sd),
                roll = roll(r),
                title = title,
                second = second
            );
            if !text.ends_with('.') {
                text.push('.');
            }
            text
        }
        Event::Note { text } => text.trim().to_string(),
        Event::Move { unit, to, facing } => move_sentence(s, unit, to, *facing, k),
        Event::Spotted { by, units } => {
            let name = side(*by);
            if k.audience.hears(Audience::Side(*by)) {
                tr!(
                    RecSpotted,
                    side_number = side_number(&name),
                    side = name,
                    units = unit_list(s, units),
                    other = side(by.other())
                )
            } else {
                tr!(
                    RecSpottedHidden,
                    side_number = side_number(&name),
                    side = name
                )
            }
        }
        Event::RevealMarkers => tr!(RecRevealMarkers),
    }
}

/// The sentence for one log entry as each audience may read it, in [`Audience::ALL`] order
/// (a message about the entry tells everyone, each in its own words).
pub fn sentences(s: &Scenario, record: &BattleRecord, e: &Event) -> [String; 4] {
    Audience::ALL.map(|a| sentence(s, e, &Knowledge::new(s, record, a)))
}

/// "IR 7 (Prussian army) moves to 0712, facing 60°."; where to is left out for an audience that
/// does not see where the unit's side stands.
fn move_sentence(
    s: &Scenario,
    unit: &str,
    to: &Position,
    facing: Option<Facing>,
    k: &Knowledge,
) -> String {
    let owner = s.unit(unit).map(|(sd, _)| sd);
    let whose = owner
        .map(|sd| format!(" ({})", s.side(sd).name))
        .unwrap_or_default();
    let name = unit_name(s, unit);
    if !k.sees_unit_position(s, unit) {
        return tr!(RecMoves, unit = name, whose = whose);
    }
    // Off the map a place has no name; whether it was an exit, the systems that count exits say.
    if crate::model::off_the_map(&s.map, to) {
        return tr!(RecMovesOff, unit = name, whose = whose);
    }
    let place = to.label(s.map.grid.as_ref());
    match facing {
        Some(f) => tr!(
            RecMovesToFacing,
            unit = name,
            whose = whose,
            place = place,
            degrees = f.0.round()
        ),
        None => tr!(RecMovesTo, unit = name, whose = whose, place = place),
    }
}

/// "3 stands", "2,000 men and 4 stands"; `None` when nothing was lost.
pub fn strength_words(loss: Strength) -> Option<String> {
    let parts: Vec<String> = Measure::ALL
        .into_iter()
        .filter(|m| m.of(loss) > 0)
        .map(|m| m.count(m.of(loss)))
        .collect();
    words::and_list(&parts)
}

/// "France loses 2 guns to infantry (Horse battery): counted in the casualties (rule 6)."
fn guns_lost(s: &Scenario, side: &str, guns: u64, how: GunLoss, unit: Option<&str>) -> String {
    let battery = unit
        .map(|u| format!(" ({})", unit_name(s, u)))
        .unwrap_or_default();
    let how_id = match how {
        GunLoss::CavalryThenInfantry => "cavalry-then-infantry",
        GunLoss::Infantry => "infantry",
        GunLoss::Artillery => "artillery",
        GunLoss::Abandoned => "abandoned",
        GunLoss::CavalryAlone => "cavalry-alone",
    };
    tr!(
        RecGunsLost,
        how = how_id,
        side = side,
        side_number = side_number(side),
        guns = guns,
        battery = battery,
        counted = if how.counts() { "yes" } else { "no" }
    )
}

fn rank_word(rank: CommandRank) -> &'static str {
    match rank {
        CommandRank::Army => "army",
        CommandRank::Corps => "corps",
        CommandRank::Other => "other",
    }
}

/// A combat in one sentence: who attacked whom, where, the roll and its result, what it cost.
pub fn combat(s: &Scenario, c: &Combat) -> String {
    let mut text = match c.attacker {
        Some(a) => {
            let name = s.side(a).name.clone();
            tr!(
                RecCombatSides,
                side_number = side_number(&name),
                side = name,
                attackers = unit_list(s, &c.attackers),
                other = s.side(a.other()).name.as_str(),
                defenders = unit_list(s, &c.defenders)
            )
        }
        None => tr!(
            RecCombatUnits,
            attackers = unit_list(s, &c.attackers),
            defenders = unit_list(s, &c.defenders)
        ),
    };
    if c.terrain != Terrain::Open {
        text = tr!(RecCombatTerrain, text = text, terrain = c.terrain.label());
    }
    if c.across_river {
        text = tr!(RecCombatRiver, text = text);
    }
    if c.attacker_morale_point {
        text = tr!(RecCombatAttackerMorale, text = text);
    }
    if c.defender_morale_point {
        text = tr!(RecCombatDefenderMorale, text = text);
    }
    if let Some(r) = &c.roll {
        text = tr!(RecCombatRoll, text = text, roll = roll(r));
    }
    if let Some(r) = c.result {
        text = tr!(
            RecCombatResult,
            text = text,
            code = r.code(),
            meaning = r.meaning()
        );
    }
    if c.sp_lost != (0, 0) {
        text = tr!(
            RecCombatSpLost,
            text = text,
            side_a = s.side(SideId::A).name.as_str(),
            sp_a = c.sp_lost.0,
            side_b = s.side(SideId::B).name.as_str(),
            sp_b = c.sp_lost.1
        );
    }
    if !c.eliminated.is_empty() {
        text = tr!(
            RecCombatEliminated,
            text = text,
            units = unit_list(s, &c.eliminated)
        );
    }
    if !c.routed.is_empty() {
        text = tr!(
            RecCombatRouted,
            text = text,
            units = unit_list(s, &c.routed)
        );
    }
    text.push('.');
    text
}
