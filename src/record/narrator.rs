//! One sentence per log entry, the same in the window, the PDF and the command line.
//!
//! Sentences name sides, units and markers by their names, agree in number ("1 stand",
//! "the Allies spend"), give a roll's outcome ("rally: 5 → rallied") and never a figure the
//! audience may not know (the [`Knowledge`] decides).

use super::BattleRecord;
use super::knowledge::{Audience, Knowledge, Projection};
use super::losses::Measure;
use super::words::{self, count, marker_name, possessive, roll, unit_list, unit_name, verb};
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
            let what = strength_words(loss).unwrap_or_else(|| "nothing".to_string());
            let lose = verb(&name, "loses", "lose");
            match unit {
                Some(u) => format!("{name} {lose} {what} ({}).", unit_name(s, u)),
                None => format!("{name} {lose} {what}."),
            }
        }
        Event::Status { unit, status } => {
            let what = match status {
                UnitStatus::OnBoard => "arrives on the board",
                UnitStatus::DestroyedOrFled => "is destroyed or flees",
                UnitStatus::Routed => "routs",
                UnitStatus::VoluntarilyWithdrawn => "withdraws voluntarily",
                UnitStatus::OffTable => "goes off the table",
                UnitStatus::NotArrived => "is not yet arrived",
                UnitStatus::Exited => "exits the map",
            };
            let whose = s
                .unit(unit)
                .map(|(sd, _)| format!(" ({})", side(sd)))
                .unwrap_or_default();
            format!("{}{whose} {what}.", unit_name(s, unit))
        }
        Event::MarkerControl { marker, side: sd } => {
            let name = side(*sd);
            format!(
                "{name} {} {} and now {} it.",
                verb(&name, "examines", "examine"),
                marker_name(s, marker),
                verb(&name, "holds", "hold")
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
            format!(
                "{} {}{who} is killed, wounded or captured.",
                possessive(&side(*sd)),
                rank_word(*rank)
            )
        }
        Event::GunsLost {
            side: sd,
            guns,
            how,
            unit,
        } => guns_lost(s, &side(*sd), *guns, *how, unit.as_deref()),
        Event::CommanderInMelee { side: sd, name } => format!(
            "{name} ({}) is attached to a unit in melee: no withdrawal test this turn.",
            side(*sd)
        ),
        Event::Combat(c) => combat(s, c),
        Event::PrematureCall { by, against } => {
            let caller = side(*by);
            format!(
                "{caller} {} a withdrawal test of {} prematurely: {caller} {} 20 points at {} next legitimate test.",
                verb(&caller, "calls", "call"),
                side(*against),
                verb(&caller, "pays", "pay"),
                if words::is_plural(&caller) {
                    "their"
                } else {
                    "its"
                }
            )
        }
        Event::WithdrawalTest(t) => {
            let name = side(t.side);
            let outcome = if t.withdrew && !k.told_the_result() {
                // The public sees the army go; the victor is the umpire's to publish.
                format!("{name} {}", verb(&name, "withdraws", "withdraw"))
            } else if t.withdrew {
                format!(
                    "{name} {}; {} {} the victor",
                    verb(&name, "withdraws", "withdraw"),
                    side(t.side.other()),
                    verb(&side(t.side.other()), "is", "are")
                )
            } else {
                format!("{name} {}", verb(&name, "stands", "stand"))
            };
            let penalty = if t.penalty > 0 {
                format!(", penalty {}", t.penalty)
            } else {
                String::new()
            };
            let figures = Some(()).filter(|_| k.sees_test_figures(t.side));
            if let (Some(()), Some(vp), Some(wf)) = (figures, t.vp_percent, t.wf) {
                format!(
                    "Withdrawal test of {name}: RS {}%, VP {vp}%{penalty}, WF {wf}; roll {}: {outcome}.",
                    t.rs_percent,
                    roll(&t.roll)
                )
            } else {
                format!(
                    "Withdrawal test of {name}: RS {}%{penalty}; roll {}: {outcome}.",
                    t.rs_percent,
                    roll(&t.roll)
                )
            }
        }
        Event::NightMorale {
            french_on_allied_loc,
            allies_on_both_french_loc,
        } => format!(
            "End of the night: French units on {}; the Allies {} both French LOC hexes.",
            count(
                u64::from(*french_on_allied_loc),
                "Allied LOC hex",
                "Allied LOC hexes"
            ),
            if *allies_on_both_french_loc {
                "hold"
            } else {
                "do not hold"
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
            format!(
                "{name} {} {}{why}.",
                verb(&name, "spends", "spend"),
                count(u64::from(*points), "Morale Point", "Morale Points")
            )
        }
        Event::Rally {
            unit,
            roll: r,
            morale_point,
        } => {
            let mp = if *morale_point {
                ", with a Morale Point"
            } else {
                ""
            };
            let outcome = s
                .unit(unit)
                .map(|(_, u)| {
                    let (modified, result) = rally(r.value, u, *morale_point);
                    let word = match result {
                        RallyResult::Eliminated => "eliminated",
                        RallyResult::NoEffect => "no effect",
                        RallyResult::Rallied => "rallied",
                    };
                    format!(": {modified} → {word}")
                })
                .unwrap_or_default();
            format!(
                "Rally of {}: roll {}{mp}{outcome}.",
                unit_name(s, unit),
                roll(r)
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
                        .map(|effect| format!("; second roll {}: {effect}", roll(&x)))
                })
                .unwrap_or_default();
            let mut text = format!(
                "Random event for {}: roll {} → {title}{second}",
                side(*sd),
                roll(r)
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
            let see = verb(&name, "sees", "see");
            if k.audience.hears(Audience::Side(*by)) {
                format!(
                    "{name} {see} {} ({}).",
                    unit_list(s, units),
                    side(by.other())
                )
            } else {
                format!("The umpire marks what {name} {see}.")
            }
        }
        Event::RevealMarkers => {
            "The umpire turns every marker face up: from here on every value is known to all."
                .to_string()
        }
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
        return format!("{name}{whose} moves.");
    }
    // Off the map a place has no name; whether it was an exit, the systems that count exits say.
    if crate::model::off_the_map(&s.map, to) {
        return format!("{name}{whose} moves off the map.");
    }
    let facing = facing
        .map(|f| format!(", facing {:.0}°", f.0))
        .unwrap_or_default();
    format!(
        "{name}{whose} moves to {}{facing}.",
        to.label(s.map.grid.as_ref())
    )
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
    let n = count(guns, "gun", "guns");
    let battery = unit
        .map(|u| format!(" ({})", unit_name(s, u)))
        .unwrap_or_default();
    let lose = verb(side, "loses", "lose");
    let what = match how {
        GunLoss::CavalryThenInfantry => format!(
            "{side} {lose} {n}{battery} to cavalry, then spiked or taken by infantry or pioneers"
        ),
        GunLoss::Infantry => format!("{side} {lose} {n}{battery} to infantry"),
        GunLoss::Artillery => format!("{side} {lose} {n}{battery} to artillery fire"),
        GunLoss::Abandoned => format!("{side} {} {n}{battery}", verb(side, "abandons", "abandon")),
        GunLoss::CavalryAlone => format!(
            "Cavalry “destroy” {n} of {side}{battery}, but no infantry or pioneers reach {}",
            if guns == 1 { "it" } else { "them" }
        ),
    };
    if how.counts() {
        format!("{what}: counted in the casualties (rule 6).")
    } else {
        format!("{what}: not counted (rule 6).")
    }
}

fn rank_word(rank: CommandRank) -> &'static str {
    match rank {
        CommandRank::Army => "army commander",
        CommandRank::Corps => "corps commander",
        CommandRank::Other => "commander",
    }
}

/// A combat in one sentence: who attacked whom, where, the roll and its result, what it cost.
pub fn combat(s: &Scenario, c: &Combat) -> String {
    let mut text = match c.attacker {
        Some(a) => {
            let name = s.side(a).name.clone();
            format!(
                "{name} ({}) {} {} ({})",
                unit_list(s, &c.attackers),
                verb(&name, "attacks", "attack"),
                s.side(a.other()).name,
                unit_list(s, &c.defenders)
            )
        }
        None => format!(
            "Combat: {} against {}",
            unit_list(s, &c.attackers),
            unit_list(s, &c.defenders)
        ),
    };
    if c.terrain != Terrain::Open {
        text.push_str(&format!(" in {}", c.terrain.label()));
    }
    if c.across_river {
        text.push_str(", across a river hexside");
    }
    if c.attacker_morale_point {
        text.push_str(", the attacker spending a Morale Point");
    }
    if c.defender_morale_point {
        text.push_str(", the defender spending a Morale Point");
    }
    if let Some(r) = &c.roll {
        text.push_str(&format!("; roll {}", roll(r)));
    }
    if let Some(r) = c.result {
        text.push_str(&format!(": {} ({})", r.code(), r.meaning()));
    }
    if c.sp_lost != (0, 0) {
        text.push_str(&format!(
            "; Strength Points lost: {} {}, {} {}",
            s.side(SideId::A).name,
            c.sp_lost.0,
            s.side(SideId::B).name,
            c.sp_lost.1
        ));
    }
    if !c.eliminated.is_empty() {
        text.push_str(&format!("; eliminated: {}", unit_list(s, &c.eliminated)));
    }
    if !c.routed.is_empty() {
        text.push_str(&format!("; routed: {}", unit_list(s, &c.routed)));
    }
    text.push('.');
    text
}
