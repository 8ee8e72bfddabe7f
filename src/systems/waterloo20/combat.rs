//! Combat odds (attack, defence, terrain, Morale Points, differential, column and the exact
//! chance of each result) and what a result does to the units (RULES.md §5).

use super::tables::{column, crt_checked, distribution};
use crate::model::{Combat, CrtResult, Scenario, SideId, Terrain};
use crate::systems::Step;
use crate::systems::exact::{Q, fraction};
use std::collections::BTreeSet;

/// The odds of one combat, with the worked steps. `attack − defence = differential` always.
#[derive(Clone, Debug, PartialEq)]
pub struct CombatOdds {
    /// Printed strength of the attacking units, +1 when the attacker spends a Morale Point.
    pub attack: i64,
    /// Printed strength of the defending units + the terrain modifier of the hex, +1 when the
    /// defender spends a Morale Point (the seed's "−1 defender": see [`CombatOdds::defender_morale`]).
    pub defence: i64,
    /// The single terrain modifier of the defender's hex ([`Terrain::defence_bonus`]).
    pub terrain_bonus: i64,
    /// 1 when the attacker spends a Morale Point on this combat (+1 to the attack), else 0.
    pub attacker_morale: i64,
    /// 1 when the defender spends a Morale Point on this combat, else 0. The seed's "Combat: +1
    /// attackers −1 defender" is read as: the attacker's point adds 1 to the attack, the
    /// defender's point takes 1 off the differential. It is counted in `defence` (+1) so that
    /// `attack − defence` is the differential; the column read is the same either way.
    pub defender_morale: i64,
    /// `attack − defence`.
    pub differential: i64,
    /// The CRT column read: the differential held within −2 … +4.
    pub column: i64,
    /// The exact chance of each result in that column (see [`super::distribution`]).
    pub distribution: Vec<(CrtResult, Q)>,
    /// The worked steps, with the units' names and the sides' names.
    pub steps: Vec<Step>,
    /// What makes the combat impossible or its data senseless: unknown units, attackers and
    /// defenders on the same side, an attack across a river, a roll outside 1 … 6. Empty when the
    /// combat is sound.
    pub problems: Vec<String>,
}

/// A problem with a combat and the field of [`Combat`] it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CombatProblem {
    pub field: &'static str,
    pub side: Option<SideId>,
    pub message: String,
}

/// The odds and the attacking side as found from the combat.
pub(crate) struct Analysis {
    pub odds: CombatOdds,
    pub attacker: Option<SideId>,
    pub problems: Vec<CombatProblem>,
}

/// Far above any army's Strength Points; a larger sum is refused, never wrapped.
const MAX_STRENGTH: i128 = 1 << 40;

/// The odds of a combat: attack, defence, differential, CRT column, the chance of each result
/// and the worked steps; `problems` lists what is wrong with the combat (see [`CombatOdds`]).
pub fn combat_odds(s: &Scenario, c: &Combat) -> CombatOdds {
    analyse(s, c).odds
}

/// The side that attacks: the combat's `attacker`, else the side of the first known attacking
/// unit, else the enemy of the first known defending unit.
pub(crate) fn attacking_side(s: &Scenario, c: &Combat) -> Option<SideId> {
    let side_of = |id: &String| s.unit(id).map(|(side, _)| side);
    c.attacker
        .or_else(|| c.attackers.iter().find_map(side_of))
        .or_else(|| c.defenders.iter().find_map(side_of).map(SideId::other))
}

/// The single best terrain modifier among the terrain features of a hex (a town in rough
/// ground defends at +2, not +3); the first of equal ones; open ground for none.
pub fn best_terrain(features: &[Terrain]) -> Terrain {
    features.iter().fold(Terrain::Open, |best, &t| {
        if t.defence_bonus() > best.defence_bonus() {
            t
        } else {
            best
        }
    })
}

/// A differential or column as the CRT prints it: +2, 0, −1.
pub fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", n.unsigned_abs()),
        _ => "0".to_string(),
    }
}

fn side_name(s: &Scenario, side: Option<SideId>, fallback: &str) -> String {
    side.map(|id| s.side(id).name.clone())
        .unwrap_or_else(|| fallback.to_string())
}

/// The printed strength of the units of one side of a combat, with its parts for the steps.
struct Strength {
    total: i64,
    parts: Vec<String>,
}

fn strength(
    s: &Scenario,
    ids: &[String],
    expected: Option<SideId>,
    field: &'static str,
    role: &str,
    problems: &mut Vec<CombatProblem>,
) -> Strength {
    let mut seen = BTreeSet::new();
    let mut total: i128 = 0;
    let mut parts = Vec::new();
    if ids.is_empty() {
        problems.push(CombatProblem {
            field,
            side: expected,
            message: format!("no {role} units are listed"),
        });
    }
    for id in ids {
        if !seen.insert(id.as_str()) {
            problems.push(CombatProblem {
                field,
                side: expected,
                message: format!("unit \"{id}\" is listed twice among the {role} units"),
            });
            continue;
        }
        let Some((side, unit)) = s.unit(id) else {
            problems.push(CombatProblem {
                field,
                side: expected,
                message: format!("no unit with id \"{id}\""),
            });
            continue;
        };
        if let Some(e) = expected
            && side != e
        {
            problems.push(CombatProblem {
                field,
                side: Some(e),
                message: format!(
                    "{role} unit \"{id}\" ({}) belongs to {}: attackers and defenders must be on opposite sides",
                    unit.name,
                    s.side(side).name
                ),
            });
            continue;
        }
        let sp = unit.strength.strength_points;
        total += i128::from(sp);
        parts.push(format!("{} {sp}", unit_label(unit)));
    }
    if total > MAX_STRENGTH {
        problems.push(CombatProblem {
            field,
            side: expected,
            message: format!(
                "the {role} units' Strength Points add up to {total}, which no army has"
            ),
        });
        total = MAX_STRENGTH;
    }
    Strength {
        // Within MAX_STRENGTH, so it fits.
        total: total as i64,
        parts,
    }
}

pub(crate) fn unit_label(u: &crate::model::Unit) -> String {
    if u.name.trim().is_empty() {
        u.id.clone()
    } else {
        u.name.clone()
    }
}

pub(crate) fn analyse(s: &Scenario, c: &Combat) -> Analysis {
    let mut problems = Vec::new();
    let attacker = attacking_side(s, c);
    let defender = attacker.map(SideId::other);
    let att = strength(
        s,
        &c.attackers,
        attacker,
        "attackers",
        "attacking",
        &mut problems,
    );
    let def = strength(
        s,
        &c.defenders,
        defender,
        "defenders",
        "defending",
        &mut problems,
    );
    if c.across_river {
        problems.push(CombatProblem {
            field: "across_river",
            side: attacker,
            message: "no attack across a river hexside (Terrain Effects Chart: \"may not attack across\")".into(),
        });
    }
    if let Some(r) = c.roll
        && !(1..=6).contains(&r.value)
    {
        problems.push(CombatProblem {
            field: "roll",
            side: attacker,
            message: format!("combat roll {} is not between 1 and 6", r.value),
        });
    }

    let terrain_bonus = c.terrain.defence_bonus();
    let attacker_morale = i64::from(c.attacker_morale_point);
    let defender_morale = i64::from(c.defender_morale_point);
    let attack = att.total + attacker_morale;
    let defence = def.total + terrain_bonus + defender_morale;
    let differential = attack - defence;
    let col = column(differential);
    let dist = distribution(differential);

    let att_name = side_name(s, attacker, "the attacker");
    let def_name = side_name(s, defender, "the defender");
    let mut steps = Vec::new();
    let mut text = format!("{} = {} SP", list(&att.parts), att.total);
    if attacker_morale > 0 {
        text += &format!(", +1 for the Morale Point {att_name} spends = {attack}");
    }
    steps.push(Step::new("Attack", format!("Attack ({att_name}): {text}.")));
    let mut text = format!(
        "{} = {} SP, {} {} (the defender uses the single best modifier of its hex)",
        list(&def.parts),
        def.total,
        c.terrain.label(),
        signed(terrain_bonus)
    );
    if defender_morale > 0 {
        text += &format!(", +1 for the Morale Point {def_name} spends (−1 on the differential)");
    }
    steps.push(Step::new(
        "Defence",
        format!("Defence ({def_name}): {text} = {defence}."),
    ));
    let clamp_note = if differential > col {
        " (above +4: read at +4)"
    } else if differential < col {
        " (below −2: read at −2)"
    } else {
        ""
    };
    steps.push(Step::new(
        "CRT",
        format!(
            "Differential {attack} − {defence} = {}{clamp_note}: column {}.",
            signed(differential),
            signed(col)
        ),
    ));
    let chances: Vec<String> = dist
        .iter()
        .map(|(r, p)| format!("{} {}", r.code(), fraction(*p)))
        .collect();
    steps.push(Step::new(
        "CRT",
        format!("Chances in column {}: {}.", signed(col), chances.join(", ")),
    ));
    if let Some(r) = c.roll
        && let Some(result) = crt_checked(differential, r.value)
    {
        steps.push(Step::new(
            "CRT",
            format!(
                "Roll {} in column {}: {} ({}).",
                r.value,
                signed(col),
                result.code(),
                result.meaning()
            ),
        ));
    }
    if c.across_river {
        steps.push(Step::new(
            "Terrain Effects Chart",
            "The attack crosses a river hexside, which the chart forbids.",
        ));
    }

    let odds = CombatOdds {
        attack,
        defence,
        terrain_bonus,
        attacker_morale,
        defender_morale,
        differential,
        column: col,
        distribution: dist,
        steps,
        problems: problems.iter().map(|p| p.message.clone()).collect(),
    };
    Analysis {
        odds,
        attacker,
        problems,
    }
}

fn list(parts: &[String]) -> String {
    if parts.is_empty() {
        "no units".to_string()
    } else {
        parts.join(" + ")
    }
}

/// What a CRT result does to the units of a combat, to prefill [`Combat::eliminated`] and
/// [`Combat::routed`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Consequences {
    /// Units the result eliminates (AE: all attackers; DE and EX: all defenders).
    pub eliminated: Vec<String>,
    /// Units the result routs (AR: all attackers; DR: all defenders).
    pub routed: Vec<String>,
    /// Units that retreat one hex (AW: all attackers; DW: all defenders). A unit that cannot
    /// retreat, or retreats into an enemy ZOC, is eliminated instead: the umpire moves it to
    /// `eliminated`.
    pub withdrawn: Vec<String>,
    /// EX: the attacker must also eliminate attacking units whose printed strength adds up to at
    /// least the defenders' printed strength ([`exchange_minimum`]). The attacking player
    /// chooses which, so they are not prefilled: the umpire adds them to `eliminated`.
    pub attacker_chooses_losses: bool,
    /// The result's effect in a sentence.
    pub text: String,
}

/// Which units a result eliminates, routs or withdraws (see [`Consequences`]).
pub fn consequences(c: &Combat, result: CrtResult) -> Consequences {
    let attackers = c.attackers.clone();
    let defenders = c.defenders.clone();
    let mut out = Consequences::default();
    let text = match result {
        CrtResult::AE => {
            out.eliminated = attackers;
            "All attacking units are eliminated; the defender's units may advance after combat."
        }
        CrtResult::AR => {
            out.routed = attackers;
            "All attacking units rout; the defender's units may advance after combat."
        }
        CrtResult::AW => {
            out.withdrawn = attackers;
            "All attacking units retreat one hex (a unit that cannot, or retreats into an enemy ZOC, is eliminated); the defender's units may advance after combat."
        }
        CrtResult::N => "Engaged: neither side loses units, retreats or advances.",
        CrtResult::EX => {
            out.eliminated = defenders;
            out.attacker_chooses_losses = true;
            "Exchange: all defending units are eliminated; the attacker must also eliminate attacking units whose printed strength adds up to at least the defenders' printed strength, and chooses which."
        }
        CrtResult::DW => {
            out.withdrawn = defenders;
            "All defending units retreat one hex (a unit that cannot, or retreats into an enemy ZOC, is eliminated); the attacker's units may advance after combat."
        }
        CrtResult::DR => {
            out.routed = defenders;
            "All defending units rout; the attacker's units may advance after combat."
        }
        CrtResult::DE => {
            out.eliminated = defenders;
            "All defending units are eliminated; the attacker's units may advance after combat."
        }
    };
    out.text = text.to_string();
    out
}

/// In an exchange, the least printed strength the attacker must lose: the defenders' printed
/// Strength Points (terrain and Morale Points do not count; unknown units count 0).
pub fn exchange_minimum(s: &Scenario, c: &Combat) -> u64 {
    printed_strength(s, &c.defenders)
}

/// The printed Strength Points of the listed units (unknown ids count 0).
pub fn printed_strength(s: &Scenario, ids: &[String]) -> u64 {
    ids.iter()
        .filter_map(|id| s.unit(id))
        .fold(0u64, |acc, (_, u)| {
            acc.saturating_add(u.strength.strength_points)
        })
}
