//! Plain English for the record's sentences: counts that agree in number ("1 stand",
//! "2 stands"), verbs that agree with a side's name ("the Allies spend", "the Prussian army
//! spends"), possessives ("the Allies' roll"), and the readable names of units, markers and turns.
//! Every front end words things through here, so the window and the PDF say the same.

use crate::i18n::fixed;
use crate::i18n::{Msg, percent, tr, whole_number};
use crate::model::{DiceSource, Roll, Scenario, Strength};
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};

/// "1 stand", "2,000 men": a count with its noun in the right number; the plural of a noun;
/// whether a side's name reads as a plural and the verb that agrees with it; a possessive.
/// The systems write their sentences with these too, so they live below them.
pub use crate::systems::words::{count, counted, is_plural, plural, possessive, verb};

/// "25,000 men · 120 stands": a strength in the measures given, "—" in none.
pub fn strength_in(st: Strength, measures: &[super::Measure]) -> String {
    let parts: Vec<String> = measures.iter().map(|m| m.count(m.of(st))).collect();
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(" · ")
    }
}

/// "70 of 235 (29.8%)": losses as a share of a strength, to one decimal; the bare number when
/// there is nothing to take a share of, or when more is lost than was held (losses at large).
pub fn lost_of(lost: u64, of: u64) -> String {
    if of == 0 || lost > of {
        return whole_number(i128::from(lost));
    }
    tr!(
        RecLostOf,
        lost = whole_number(i128::from(lost)),
        of = whole_number(i128::from(of)),
        share = percent(FluentNumber::new(
            100.0 * lost as f64 / of as f64,
            // To one decimal, whole ones kept (50.0%).
            FluentNumberOptions {
                minimum_fraction_digits: Some(1),
                maximum_fraction_digits: Some(1),
                ..Default::default()
            }
        ))
    )
}

/// A unit's readable name: its name, or its id when it has none (never "name (name)").
pub fn unit_name(s: &Scenario, id: &str) -> String {
    match s.unit(id) {
        Some((_, u)) if !u.name.trim().is_empty() => u.name.trim().to_string(),
        Some(_) => id.to_string(),
        None => tr!(RecUnknownUnit, id = id),
    }
}

/// A unit by name and id, "Grenadiers (G1)", where its name alone may not single it out.
pub fn unit_label(s: &Scenario, id: &str) -> String {
    match s.unit(id) {
        Some((_, u)) if !u.name.trim().is_empty() && u.name != id => format!("{} ({id})", u.name),
        Some(_) => id.to_string(),
        None => tr!(RecUnknownUnit, id = id),
    }
}

/// Several units by name, "A, B and C"; "none" for no unit.
pub fn unit_list(s: &Scenario, ids: &[String]) -> String {
    let names: Vec<String> = ids.iter().map(|id| unit_name(s, id)).collect();
    and_list(&names).unwrap_or_else(|| tr!(RecNoUnit))
}

/// "A", "A and B", "A, B and C"; `None` for an empty list.
pub fn and_list(items: &[String]) -> Option<String> {
    match items {
        [] => None,
        [one] => Some(one.clone()),
        [init @ .., last] => Some(tr!(
            RecAndList,
            init = init.join(", "),
            last = last.as_str()
        )),
    }
}

/// A marker by its label and objective: "marker B (Town of Lobositz)".
pub fn marker_name(s: &Scenario, id: &str) -> String {
    match s
        .marker(id)
        .map(|m| m.name.trim())
        .filter(|n| !n.is_empty())
    {
        Some(n) => tr!(RecMarkerNamed, id = id, name = n),
        None => tr!(RecMarker, id = id),
    }
}

/// A turn's name: the scenario's, or its number when unnamed.
pub fn turn_label(index: usize, name: &str) -> String {
    if name.trim().is_empty() {
        format!("{}", index + 1)
    } else {
        name.trim().to_string()
    }
}

/// Turn `t` in a sentence: its own name ("June 16 Afternoon"), or "turn 3" when named by its
/// number or not at all ("logged in turn 3", "logged in June 16 Afternoon").
pub fn turn_phrase(s: &Scenario, t: usize) -> String {
    s.log.turn_phrase(t)
}

/// [`turn_phrase`] at the start of a sentence: "Turn 3", "June 16 Afternoon".
pub fn turn_phrase_capitalised(s: &Scenario, t: usize) -> String {
    s.log.turn_phrase_capitalised(t)
}

/// The name of turn `t` of the scenario's log.
pub fn turn_name(s: &Scenario, t: usize) -> String {
    s.log
        .turns
        .get(t)
        .map(|turn| turn_label(t, &turn.name))
        .unwrap_or_else(|| (t + 1).to_string())
}

/// A roll and where it came from: "28 (real dice)", "4 (seeded draw 3)". The seed itself is
/// the umpire's and never part of this text.
pub fn roll(r: &Roll) -> String {
    match r.source {
        // The value and the draw are a die's face and a count, written as such (no grouping).
        DiceSource::Manual => tr!(RecRollReal, value = r.value.to_string()),
        DiceSource::Seeded { index } => tr!(
            RecRollSeeded,
            value = r.value.to_string(),
            draw = index.to_string()
        ),
    }
}

/// A roll for a narrow column: the value alone when made with real dice ("4"), else with its
/// draw ("4 (seeded draw 3)"). Beside it the table says that a bare roll is real dice
/// ([`rolls_unmarked`]).
pub fn roll_short(r: &Roll) -> String {
    match r.source {
        DiceSource::Manual => r.value.to_string(),
        DiceSource::Seeded { .. } => roll(r),
    }
}

/// What a table of [`roll_short`] rolls says of them, in the language in force.
pub fn rolls_unmarked() -> String {
    tr!(RecRollsUnmarked)
}

/// The plural form a side's name takes its verb in: "one" ("Prussian army spends") or
/// "other" ("Allies spend"), for a message's `side_number`.
pub fn side_number(name: &str) -> &'static str {
    if is_plural(name) { "other" } else { "one" }
}

/// The readable names of the fields of the scenario file, by key: the one table every front
/// end names a field from (the report's plain words, the desk's place of a problem).
const FIELD_NAMES: [(&str, Msg); 35] = [
    ("game_end", Msg::RecFieldGameEnd),
    ("french", Msg::RecFieldFrench),
    ("men_per_gun", Msg::RecFieldMenPerGun),
    (
        "defender_studied_ground",
        Msg::RecFieldDefenderStudiedGround,
    ),
    ("defender_held_field", Msg::RecFieldDefenderHeldField),
    ("waterloo20", Msg::RecFieldWaterloo20),
    ("decided_by", Msg::RecFieldDecidedBy),
    ("compare_with", Msg::RecFieldCompareWith),
    ("morale_zero_loses", Msg::RecFieldMoraleZeroLoses),
    ("dice_seed", Msg::RecFieldDiceSeed),
    ("start_men", Msg::RecFieldStartMen),
    ("reinforcements_men", Msg::RecFieldReinforcementsMen),
    ("casualties_men", Msg::RecFieldCasualtiesMen),
    ("guns_lost", Msg::RecFieldGunsLost),
    ("guns_lost_to_infantry", Msg::RecFieldGunsLostToInfantry),
    ("guns_lost_to_artillery", Msg::RecFieldGunsLostToArtillery),
    ("guns_abandoned", Msg::RecFieldGunsAbandoned),
    (
        "guns_destroyed_by_cavalry_alone",
        Msg::RecFieldGunsDestroyedByCavalryAlone,
    ),
    (
        "infringement_losses_caused",
        Msg::RecFieldInfringementLossesCaused,
    ),
    ("cavalry_start", Msg::RecFieldCavalryStart),
    ("cavalry_surviving", Msg::RecFieldCavalrySurviving),
    ("batteries", Msg::RecFieldBatteries),
    ("rounds", Msg::RecFieldRounds),
    ("infantry_units", Msg::RecFieldInfantryUnits),
    ("out_of_ammunition", Msg::RecFieldOutOfAmmunition),
    ("low_on_ammunition", Msg::RecFieldLowOnAmmunition),
    ("unit_points", Msg::RecFieldUnitPoints),
    ("strength_points", Msg::RecFieldStrengthPoints),
    ("morale_points", Msg::RecFieldMoralePoints),
    ("c_in_c", Msg::RecFieldCInC),
    ("markers", Msg::RecFieldMarkers),
    ("rs_percent", Msg::RecFieldRsPercent),
    ("vp_percent", Msg::RecFieldVpPercent),
    ("wf", Msg::RecFieldWf),
    ("stands", Msg::RecFieldStands),
];

/// The readable name of the field `key` of the scenario file ("start_men" is "men at the
/// start"), when it has one other than its key.
pub fn field_name(key: &str) -> Option<&'static str> {
    FIELD_NAMES
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, name)| fixed(*name))
}

/// The readable name of the field `key` of a unit: its strength in each measure, its kind, and
/// its status (the one it starts the battle with).
pub fn unit_field_name(key: &str) -> Option<&'static str> {
    match key {
        "status" => Some(fixed(Msg::RecFieldStatus)),
        "men" => Some(fixed(Msg::RecFieldMen)),
        "kind" => Some(fixed(Msg::RecFieldKind)),
        "unit_points" | "strength_points" | "stands" => field_name(key),
        _ => None,
    }
}

/// A field's name in words, its key with spaces when the table has none ("dice_seed" is
/// "dice seed").
pub fn field_words(key: &str) -> String {
    field_name(key)
        .map(str::to_string)
        .unwrap_or_else(|| key.replace('_', " "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_in_number() {
        assert_eq!(count(1, "stand", "stands"), "1 stand");
        assert_eq!(count(0, "stand", "stands"), "0 stands");
        assert_eq!(count(2500, "man", "men"), "2,500 men");
    }

    #[test]
    fn side_names_take_the_right_verb_and_possessive() {
        assert_eq!(verb("Allies", "spends", "spend"), "spend");
        assert_eq!(verb("French", "spends", "spend"), "spend");
        assert_eq!(verb("Prussian army", "spends", "spend"), "spends");
        assert_eq!(verb("French V Corps", "is", "are"), "is");
        assert_eq!(verb("Prussian-Saxon advance guard", "has", "have"), "has");
        assert_eq!(verb("Armée du Nord", "spends", "spend"), "spends");
        assert_eq!(verb("Austrian army", "spends", "spend"), "spends");
        assert_eq!(possessive("Allies"), "Allies'");
        assert_eq!(possessive("Prussian army"), "Prussian army's");
    }

    #[test]
    fn a_short_roll_marks_only_seeded_draws() {
        let real = Roll {
            value: 4,
            source: DiceSource::Manual,
        };
        let seeded = Roll {
            value: 4,
            source: DiceSource::Seeded { index: 3 },
        };
        assert_eq!(roll_short(&real), "4");
        assert_eq!(roll_short(&seeded), "4 (seeded draw 3)");
        assert_eq!(roll(&real), "4 (real dice)");
    }

    #[test]
    fn losses_read_as_a_share_when_they_can() {
        assert_eq!(lost_of(70, 235), "70 of 235 (29.8%)");
        assert_eq!(lost_of(3, 0), "3");
        assert_eq!(lost_of(49, 20), "49", "never more than 100%");
    }

    #[test]
    fn turns_read_as_names_or_as_numbered_turns() {
        let mut s = Scenario::new("t");
        for name in ["1", "June 16 Afternoon", " ", "dawn"] {
            s.log.turns.push(crate::model::Turn {
                name: name.into(),
                events: Vec::new(),
            });
        }
        let phrases: Vec<String> = (0..5).map(|t| turn_phrase(&s, t)).collect();
        assert_eq!(
            phrases,
            ["turn 1", "June 16 Afternoon", "turn 3", "dawn", "turn 5"]
        );
        assert_eq!(turn_phrase_capitalised(&s, 0), "Turn 1");
        assert_eq!(turn_phrase_capitalised(&s, 3), "Dawn");
    }

    #[test]
    fn lists_read_as_english() {
        let v = |x: &[&str]| x.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&v(&[])), None);
        assert_eq!(and_list(&v(&["A"])).unwrap(), "A");
        assert_eq!(and_list(&v(&["A", "B", "C"])).unwrap(), "A, B and C");
    }
}
