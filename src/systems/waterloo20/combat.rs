//! Combat odds (attack, defence, terrain, Morale Points, differential, column and the exact
//! chance of each result) and what a result does to the units (RULES.md §5).
//!
//! The numbers are worked out first ([`analyse`]) and the sentences written only when someone
//! reads them: the battle desk wants every step ([`combat_odds`]), the verdict one note per combat
//! without the chances, and the morale ledger no text at all.

use super::tables::{column, crt_checked, distribution};
use crate::i18n::{Msg, fixed, tr};
use crate::model::{Combat, CrtResult, Scenario, SideId, Terrain, Unit};
use crate::systems::Step;
use crate::systems::exact::{Q, fraction};
use crate::systems::words::side_number;
use std::fmt::{self, Write};

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

/// A unit found by its id, with its side. The desk looks units up in the scenario; the log's
/// walk has them indexed already, which matters when a log has many combats.
pub(crate) type Found<'a> = Option<(SideId, &'a Unit)>;

/// The worked numbers of a combat, before any sentence is written.
pub(crate) struct Analysis<'a> {
    s: &'a Scenario,
    c: &'a Combat,
    pub attacker: Option<SideId>,
    attacking: Strength,
    defending: Strength,
    /// The units counted, the attacking ones first; the list is the caller's, given back here.
    pub counted: Vec<&'a Unit>,
    attack: i64,
    defence: i64,
    terrain_bonus: i64,
    attacker_morale: i64,
    defender_morale: i64,
    pub differential: i64,
    pub column: i64,
    pub problems: Vec<CombatProblem>,
}

/// Far above any army's Strength Points; a larger sum is refused, never wrapped.
const MAX_STRENGTH: i128 = 1 << 40;

/// The odds of a combat: attack, defence, differential, CRT column, the chance of each result
/// and the worked steps; `problems` lists what is wrong with the combat (see [`CombatOdds`]).
pub fn combat_odds(s: &Scenario, c: &Combat) -> CombatOdds {
    let a = analyse(s, c, |id| s.unit(id), Vec::new());
    CombatOdds {
        attack: a.attack,
        defence: a.defence,
        terrain_bonus: a.terrain_bonus,
        attacker_morale: a.attacker_morale,
        defender_morale: a.defender_morale,
        differential: a.differential,
        column: a.column,
        distribution: distribution(a.differential),
        steps: a.steps(),
        problems: a.problems.iter().map(|p| p.message.clone()).collect(),
    }
}

/// The side that attacks: the combat's `attacker`, else the side of the first known attacking
/// unit, else the enemy of the first known defending unit.
pub(crate) fn attacking_side<'a>(c: &Combat, find: impl Fn(&str) -> Found<'a>) -> Option<SideId> {
    let side_of = |id: &String| find(id).map(|(side, _)| side);
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
    Signed(n).to_string()
}

/// [`signed`] written straight into a sentence.
pub(crate) struct Signed(pub i64);

impl fmt::Display for Signed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            n if n > 0 => write!(f, "+{n}"),
            n if n < 0 => write!(f, "−{}", n.unsigned_abs()),
            _ => f.write_str("0"),
        }
    }
}

/// A unit's name, or its id when it has none (or only blanks).
pub(crate) fn label(u: &Unit) -> &str {
    // Cheaper than `trim().is_empty()`: it stops at the first letter.
    if u.name.chars().all(char::is_whitespace) {
        &u.id
    } else {
        &u.name
    }
}

/// The printed strength of the units of one side of a combat and how many units count in it.
struct Strength {
    total: i64,
    units: usize,
}

/// One side's units: each listed once, known, and on the expected side counts; anything else is
/// a problem of `field`.
fn strength<'a>(
    s: &Scenario,
    ids: &[String],
    expected: Option<SideId>,
    (field, role): (&'static str, &'static str),
    find: &impl Fn(&str) -> Found<'a>,
    problems: &mut Vec<CombatProblem>,
    counted: &mut Vec<&'a Unit>,
) -> Strength {
    let mut total: i128 = 0;
    let before = counted.len();
    let mut problem = |side, message| {
        problems.push(CombatProblem {
            field,
            side,
            message,
        })
    };
    if ids.is_empty() {
        problem(expected, tr!(W20NoUnitsListed, role = role));
    }
    for (i, id) in ids.iter().enumerate() {
        if ids[..i].contains(id) {
            problem(
                expected,
                tr!(W20ListedTwice, unit = id.as_str(), role = role),
            );
            continue;
        }
        let Some((side, unit)) = find(id) else {
            problem(expected, tr!(W20NoUnit, unit = id.as_str()));
            continue;
        };
        if let Some(e) = expected
            && side != e
        {
            problem(
                Some(e),
                tr!(
                    W20WrongSide,
                    role = role,
                    unit = id.as_str(),
                    name = unit.name.as_str(),
                    side = s.side(side).name.as_str()
                ),
            );
            continue;
        }
        total += i128::from(unit.strength.strength_points);
        counted.push(unit);
    }
    if total > MAX_STRENGTH {
        problem(
            expected,
            tr!(W20TooStrong, role = role, total = total.to_string()),
        );
        total = MAX_STRENGTH;
    }
    Strength {
        // Within MAX_STRENGTH, so it fits.
        total: total as i64,
        units: counted.len() - before,
    }
}

/// The numbers of a combat and what is wrong with it; `find` looks a unit up by its id. The
/// units counted are listed in `counted` (emptied first), which a caller judging many combats
/// can lend again and again rather than allocate a list for each.
pub(crate) fn analyse<'a>(
    s: &'a Scenario,
    c: &'a Combat,
    find: impl Fn(&str) -> Found<'a>,
    mut counted: Vec<&'a Unit>,
) -> Analysis<'a> {
    let mut problems = Vec::new();
    let attacker = attacking_side(c, &find);
    let defender = attacker.map(SideId::other);
    counted.clear();
    let attacking = strength(
        s,
        &c.attackers,
        attacker,
        ("attackers", "attacking"),
        &find,
        &mut problems,
        &mut counted,
    );
    let defending = strength(
        s,
        &c.defenders,
        defender,
        ("defenders", "defending"),
        &find,
        &mut problems,
        &mut counted,
    );
    if c.across_river {
        problems.push(CombatProblem {
            field: "across_river",
            side: attacker,
            message: tr!(W20AcrossRiver),
        });
    }
    if let Some(r) = c.roll
        && !(1..=6).contains(&r.value)
    {
        problems.push(CombatProblem {
            field: "roll",
            side: attacker,
            message: tr!(W20CombatRoll, roll = r.value.to_string()),
        });
    }

    let terrain_bonus = c.terrain.defence_bonus();
    let attacker_morale = i64::from(c.attacker_morale_point);
    let defender_morale = i64::from(c.defender_morale_point);
    let attack = attacking.total + attacker_morale;
    let defence = defending.total + terrain_bonus + defender_morale;
    let differential = attack - defence;
    Analysis {
        s,
        c,
        attacker,
        attacking,
        defending,
        counted,
        attack,
        defence,
        terrain_bonus,
        attacker_morale,
        defender_morale,
        differential,
        column: column(differential),
        problems,
    }
}

/// One worked step of a combat, in the order they are shown.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Attack,
    Defence,
    Differential,
    /// The chance of each result: the desk shows it; the verdict's note leaves it out.
    Chances,
    /// The table's reading of a roll on the die.
    Roll(u32, CrtResult),
    River,
}

impl Part {
    fn rule(self) -> String {
        match self {
            Part::Attack => tr!(W20RuleAttack),
            Part::Defence => tr!(W20RuleDefence),
            Part::Differential | Part::Chances | Part::Roll(..) => tr!(W20RuleCrt),
            Part::River => tr!(W20RuleTerrain),
        }
    }
}

impl Analysis<'_> {
    /// The worked steps for the desk, chances included.
    fn steps(&self) -> Vec<Step> {
        self.parts()
            .map(|part| {
                let mut text = String::new();
                self.write_part(part, &mut text);
                Step::new(part.rule(), text)
            })
            .collect()
    }

    /// The verdict's note on a combat: the steps without the chances, one after the other.
    pub(crate) fn write_note(&self, out: &mut String) {
        let mut first = true;
        for part in self.parts().filter(|p| *p != Part::Chances) {
            if !first {
                out.push(' ');
            }
            first = false;
            self.write_part(part, out);
        }
    }

    fn parts(&self) -> impl Iterator<Item = Part> {
        let roll = self.c.roll.and_then(|r| {
            crt_checked(self.differential, r.value).map(|result| Part::Roll(r.value, result))
        });
        [
            Some(Part::Attack),
            Some(Part::Defence),
            Some(Part::Differential),
            Some(Part::Chances),
            roll,
            self.c.across_river.then_some(Part::River),
        ]
        .into_iter()
        .flatten()
    }

    fn side_name(&self, side: Option<SideId>, fallback: Msg) -> &str {
        side.map_or_else(|| fixed(fallback), |id| &self.s.side(id).name)
    }

    fn write_part(&self, part: Part, out: &mut String) {
        let col = Signed(self.column).to_string();
        let text = match part {
            Part::Attack => {
                let name = self.side_name(self.attacker, Msg::W20TheAttacker);
                let units = units_text(&self.counted[..self.attacking.units]);
                let sp = self.attacking.total.to_string();
                if self.attacker_morale > 0 {
                    tr!(
                        W20AttackMorale,
                        side = name,
                        side_number = side_number(name),
                        units = units,
                        sp = sp,
                        attack = self.attack.to_string()
                    )
                } else {
                    tr!(W20Attack, side = name, units = units, sp = sp)
                }
            }
            Part::Defence => {
                let name = self.side_name(self.attacker.map(SideId::other), Msg::W20TheDefender);
                let units = units_text(&self.counted[self.attacking.units..]);
                let (sp, terrain) = (self.defending.total.to_string(), self.c.terrain.label());
                let (bonus, defence) = (
                    Signed(self.terrain_bonus).to_string(),
                    self.defence.to_string(),
                );
                if self.defender_morale > 0 {
                    tr!(
                        W20DefenceMorale,
                        side = name,
                        side_number = side_number(name),
                        units = units,
                        sp = sp,
                        terrain = terrain,
                        bonus = bonus,
                        defence = defence
                    )
                } else {
                    tr!(
                        W20Defence,
                        side = name,
                        units = units,
                        sp = sp,
                        terrain = terrain,
                        bonus = bonus,
                        defence = defence
                    )
                }
            }
            Part::Differential => {
                let (attack, defence) = (self.attack.to_string(), self.defence.to_string());
                let differential = Signed(self.differential).to_string();
                let clamp = if self.differential > self.column {
                    "above"
                } else if self.differential < self.column {
                    "below"
                } else {
                    "none"
                };
                tr!(
                    W20Differential,
                    attack = attack,
                    defence = defence,
                    differential = differential,
                    clamp = clamp,
                    column = col
                )
            }
            Part::Chances => {
                let mut chances = String::new();
                for (i, (r, p)) in distribution(self.differential).iter().enumerate() {
                    if i > 0 {
                        chances.push_str(", ");
                    }
                    let _ = write!(chances, "{} {}", r.code(), fraction(*p));
                }
                tr!(W20Chances, column = col, chances = chances)
            }
            Part::Roll(roll, result) => tr!(
                W20Roll,
                roll = roll.to_string(),
                column = col,
                code = result.code(),
                meaning = result.meaning()
            ),
            Part::River => tr!(W20River),
        };
        out.push_str(&text);
    }
}

/// "Imperial Guard 4 + I Corps 3", or "no units".
fn units_text(units: &[&Unit]) -> String {
    if units.is_empty() {
        return tr!(W20NoUnits);
    }
    let mut out = String::new();
    for (i, u) in units.iter().enumerate() {
        if i > 0 {
            out.push_str(" + ");
        }
        let _ = write!(out, "{} {}", label(u), u.strength.strength_points);
    }
    out
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

/// [`Consequences`] borrowing the combat's lists, for the log's checks.
#[derive(Default)]
pub(crate) struct Affected<'a> {
    pub eliminated: &'a [String],
    pub routed: &'a [String],
    pub withdrawn: &'a [String],
    pub attacker_chooses_losses: bool,
    pub text: &'static str,
}

/// Which units a result eliminates, routs or withdraws (see [`Consequences`]).
pub fn consequences(c: &Combat, result: CrtResult) -> Consequences {
    let a = affected(c, result);
    Consequences {
        eliminated: a.eliminated.to_vec(),
        routed: a.routed.to_vec(),
        withdrawn: a.withdrawn.to_vec(),
        attacker_chooses_losses: a.attacker_chooses_losses,
        text: a.text.to_string(),
    }
}

pub(crate) fn affected(c: &Combat, result: CrtResult) -> Affected<'_> {
    let (attackers, defenders) = (c.attackers.as_slice(), c.defenders.as_slice());
    match result {
        CrtResult::AE => Affected {
            eliminated: attackers,
            text: fixed(Msg::W20ResultAe),
            ..Affected::default()
        },
        CrtResult::AR => Affected {
            routed: attackers,
            text: fixed(Msg::W20ResultAr),
            ..Affected::default()
        },
        CrtResult::AW => Affected {
            withdrawn: attackers,
            text: fixed(Msg::W20ResultAw),
            ..Affected::default()
        },
        CrtResult::N => Affected {
            text: fixed(Msg::W20ResultN),
            ..Affected::default()
        },
        CrtResult::EX => Affected {
            eliminated: defenders,
            attacker_chooses_losses: true,
            text: fixed(Msg::W20ResultEx),
            ..Affected::default()
        },
        CrtResult::DW => Affected {
            withdrawn: defenders,
            text: fixed(Msg::W20ResultDw),
            ..Affected::default()
        },
        CrtResult::DR => Affected {
            routed: defenders,
            text: fixed(Msg::W20ResultDr),
            ..Affected::default()
        },
        CrtResult::DE => Affected {
            eliminated: defenders,
            text: fixed(Msg::W20ResultDe),
            ..Affected::default()
        },
    }
}

/// In an exchange, the least printed strength the attacker must lose: the defenders' printed
/// Strength Points (terrain and Morale Points do not count; unknown units count 0).
pub fn exchange_minimum(s: &Scenario, c: &Combat) -> u64 {
    printed_strength(s, &c.defenders)
}

/// The printed Strength Points of the listed units (unknown ids count 0).
pub fn printed_strength(s: &Scenario, ids: &[String]) -> u64 {
    printed_strength_of(ids, |id| s.unit(id))
}

/// [`printed_strength`] with units looked up by `find`.
pub(crate) fn printed_strength_of<'a, 'i>(
    ids: impl IntoIterator<Item = &'i String>,
    find: impl Fn(&str) -> Found<'a>,
) -> u64 {
    ids.into_iter()
        .filter_map(|id| find(id))
        .fold(0u64, |acc, (_, u)| {
            acc.saturating_add(u.strength.strength_points)
        })
}
