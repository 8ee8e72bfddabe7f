//! The Waterloo 20 charts (seed 001) as RULES.md §5 reads them: turn track, reinforcements,
//! counter manifest, Combat Results Table, Rally Table and the two Random Events Tables.
//!
//! The seed is an OCR of the printed charts. Where it slips, the table here follows RULES.md
//! and says so next to the item.

use crate::i18n::{Msg, fixed, tr};
use crate::model::CrtResult::{self, AE, AR, AW, DE, DR, DW, EX, N};
use crate::model::{Unit, UnitKind, UnitStatus};
use crate::systems::exact::{Q, q};

// ---------------------------------------------------------------------------------------------
// Turn record track and reinforcements
// ---------------------------------------------------------------------------------------------

/// The twelve turns of the Turn Record Track, in order.
pub const TURN_TRACK: [&str; 12] = [
    "June 16 Afternoon",
    "June 16 Evening",
    "June 16 Night",
    "June 17 Morning",
    "June 17 Mid-day",
    "June 17 Afternoon",
    "June 17 Evening",
    "June 17 Night",
    "June 18 Morning",
    "June 18 Mid-day",
    "June 18 Afternoon",
    "June 18 Evening",
];

/// Whether a turn is a Night turn: its name has the word "Night" (any case), as the track's
/// "June 16 Night" and "June 17 Night" do. "Midnight" is not the word "Night".
///
/// Night turns are when routed units rally and when the end-of-Night morale lines apply.
pub fn is_night(turn_name: &str) -> bool {
    // One pass over the bytes, looking at the neighbours only where the letters stand: this is
    // asked for every turn of the log. The five letters are ASCII, so both ends of a match are
    // char boundaries.
    let bytes = turn_name.as_bytes();
    bytes.windows(5).enumerate().any(|(i, letters)| {
        (letters[0] | 0x20) == b'n'
            && letters.eq_ignore_ascii_case(b"night")
            && !turn_name[..i]
                .chars()
                .next_back()
                .is_some_and(char::is_alphanumeric)
            && !turn_name[i + 5..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric)
    })
}

/// The position (0 … 11) of a turn on the track, ignoring case and extra spaces; "Midday" is
/// read as "Mid-day". `None` for a name that is not on the track.
pub fn turn_index(turn_name: &str) -> Option<usize> {
    let wanted = normalise_turn(turn_name);
    TURN_TRACK.iter().position(|t| normalise_turn(t) == wanted)
}

fn normalise_turn(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
        .replace("midday", "mid-day")
}

/// The Reinforcement Schedule: the turn of arrival and what arrives where, with the counter's
/// strength-movement from the counter manifest. Placement text as printed by the seed.
pub const REINFORCEMENTS: &[(&str, &str)] = &[
    ("June 16 Evening", "FR VI corps (2-2), on SOUTH map edge"),
    (
        "June 16 Night",
        "PR IV corps (3-2), on or within 2 hexes of NORTHEAST map hex on map edge",
    ),
    (
        "June 16 Night",
        "AD Uxbridge cavalry corps (2-3), on WEST map edge NORTH of Nivelles (inclusive)",
    ),
    (
        "June 17 Morning",
        "AD II corps (3-2), on WEST map edge NORTH of Nivelles (inclusive)",
    ),
];

/// The reinforcements due in a turn (matched as [`turn_index`] matches names).
pub fn reinforcements_for(turn_name: &str) -> Vec<&'static str> {
    let wanted = normalise_turn(turn_name);
    REINFORCEMENTS
        .iter()
        .filter(|(t, _)| normalise_turn(t) == wanted)
        .map(|(_, what)| *what)
        .collect()
}

/// The position on the track (0 … 11) of the log's turn `index`, named `turn_name`: the track's
/// turn of that name, else the log's own order (the first turn of the log is the track's first).
/// A position of 12 or more is beyond the track.
pub fn track_position(turn_name: &str, index: usize) -> usize {
    turn_index(turn_name).unwrap_or(index)
}

/// The position on the track (0 … 11) of the turn a reinforcement is scheduled to arrive: the
/// turn its `arrives` names ("June 16 Night", or "June 16 Night: where"), else, for a counter of
/// the manifest by its id, the printed schedule's. `None` when neither names a turn of the track.
pub fn scheduled_arrival(unit: &Unit) -> Option<usize> {
    let named = unit
        .arrives
        .as_deref()
        .and_then(|a| turn_index(a.split(':').next().unwrap_or(a)));
    named.or_else(|| {
        COUNTER_MANIFEST
            .iter()
            .find(|c| c.id == unit.id)
            .and_then(|c| REINFORCEMENTS.get(c.reinforcement?))
            .and_then(|(turn, _)| turn_index(turn))
    })
}

/// One counter of the seed's counter manifest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counter {
    /// "French", "Anglo-Dutch" or "Prussian".
    pub army: &'static str,
    /// A suggested unit id, unique in the manifest.
    pub id: &'static str,
    pub name: &'static str,
    pub kind: UnitKind,
    /// Printed combat strength (the 4 of a 4-2 counter).
    pub strength: u64,
    /// Printed movement allowance (the 2 of a 4-2 counter).
    pub movement: u64,
    /// The French Imperial Guard.
    pub guard: bool,
    /// +1 to rally: the Imperial Guard and the Anglo-Dutch I Corps.
    pub rally_bonus: bool,
    /// Index into [`REINFORCEMENTS`] for a reinforcement.
    pub reinforcement: Option<usize>,
}

const fn counter(
    army: &'static str,
    id: &'static str,
    name: &'static str,
    kind: UnitKind,
    strength: u64,
    movement: u64,
) -> Counter {
    Counter {
        army,
        id,
        name,
        kind,
        strength,
        movement,
        guard: false,
        rally_bonus: false,
        reinforcement: None,
    }
}

const fn arriving(c: Counter, reinforcement: usize) -> Counter {
    Counter {
        reinforcement: Some(reinforcement),
        ..c
    }
}

use UnitKind::{Cavalry, Infantry};

/// The counter manifest (the two dummies left out). The seed prints the Prussian III as
/// "cavalry 2-2"; it is kept as printed, though a 2-movement cavalry counter is unlike the others
/// and may be an OCR slip for a 2-2 army corps.
pub const COUNTER_MANIFEST: [Counter; 18] = [
    Counter {
        guard: true,
        rally_bonus: true,
        ..counter("French", "fr-ig", "Imperial Guard", Infantry, 4, 2)
    },
    counter("French", "fr-i", "I Corps", Infantry, 3, 2),
    counter("French", "fr-ii", "II Corps", Infantry, 3, 2),
    counter("French", "fr-iii", "III Corps", Infantry, 2, 2),
    counter("French", "fr-iv", "IV Corps", Infantry, 2, 2),
    arriving(counter("French", "fr-vi", "VI Corps", Infantry, 2, 2), 0),
    counter("French", "fr-cav-i", "I Cavalry Corps", Cavalry, 1, 3),
    counter("French", "fr-cav-ii", "II Cavalry Corps", Cavalry, 1, 3),
    counter("French", "fr-cav-iii", "III Cavalry Corps", Cavalry, 1, 3),
    counter("French", "fr-cav-iv", "IV Cavalry Corps", Cavalry, 1, 3),
    Counter {
        rally_bonus: true,
        ..counter("Anglo-Dutch", "ad-i", "I Corps", Infantry, 4, 2)
    },
    arriving(
        counter("Anglo-Dutch", "ad-ii", "II Corps", Infantry, 3, 2),
        3,
    ),
    counter("Anglo-Dutch", "ad-res", "Reserve", Infantry, 2, 2),
    arriving(
        counter(
            "Anglo-Dutch",
            "ad-ux",
            "Uxbridge cavalry corps",
            Cavalry,
            2,
            3,
        ),
        2,
    ),
    counter("Prussian", "pr-i", "I Corps", Infantry, 3, 2),
    counter("Prussian", "pr-ii", "II Corps", Infantry, 3, 2),
    arriving(counter("Prussian", "pr-iv", "IV Corps", Infantry, 3, 2), 1),
    counter(
        "Prussian",
        "pr-iii",
        "III Corps (printed as cavalry)",
        Cavalry,
        2,
        2,
    ),
];

impl Counter {
    /// The counter as a scenario unit: strength points and movement as printed; a reinforcement
    /// starts not arrived, with `arrives` = "turn: where".
    pub fn unit(&self) -> Unit {
        let mut u = Unit::new(self.id, &format!("{} {}", self.army, self.name), self.kind);
        u.strength.strength_points = self.strength;
        u.movement = self.movement;
        u.guard = self.guard;
        u.rally_bonus = self.rally_bonus;
        if let Some(&(turn, where_)) = self.reinforcement.and_then(|i| REINFORCEMENTS.get(i)) {
            u.arrives = Some(format!("{turn}: {where_}"));
            u.status = UnitStatus::NotArrived;
        }
        u
    }
}

// ---------------------------------------------------------------------------------------------
// Combat Results Table
// ---------------------------------------------------------------------------------------------

/// The leftmost column of the CRT (differential −2 or less).
pub const LOWEST_COLUMN: i64 = -2;
/// The rightmost column of the CRT (differential +4 or more).
pub const HIGHEST_COLUMN: i64 = 4;

/// The Combat Results Table, `CRT[roll − 1][column + 2]`: rows are the die rolls 1 … 6,
/// columns the differentials −2 … +4 (RULES.md §5; every row has seven entries).
pub const CRT: [[CrtResult; 7]; 6] = [
    [AE, AR, AR, AW, N, EX, EX],
    [AR, AR, AW, N, DW, DW, DW],
    [AR, AW, N, DW, DW, DW, DR],
    [AR, N, DW, DW, DR, DR, DR],
    [AW, DW, DW, DR, DR, DR, DE],
    [N, DW, DR, DR, DR, DE, DE],
];

/// The column read for a differential (attack − defence): above +4 use +4, below −2 use −2.
///
/// The seed's note says "less than −1 is treated as −1", which contradicts its own table (it has
/// a −2 column); RULES.md §5 stands: −2.
pub fn column(differential: i64) -> i64 {
    differential.clamp(LOWEST_COLUMN, HIGHEST_COLUMN)
}

fn column_slot(differential: i64) -> usize {
    // column() is within −2 … +4, so the slot is within 0 … 6.
    (column(differential) - LOWEST_COLUMN) as usize
}

/// The result for a differential and a d6 roll, or `None` when the roll is not 1 … 6.
pub fn crt_checked(differential: i64, roll: u32) -> Option<CrtResult> {
    let row = CRT.get((roll as usize).checked_sub(1)?)?;
    Some(row[column_slot(differential)])
}

/// The result for a differential and a d6 roll 1 … 6.
///
/// A roll outside 1 … 6 is read at the nearest row (0 as 1, 7 as 6) so that this never panics;
/// check rolls first ([`crt_checked`]); the verdict and [`super::combat_odds`] refuse such rolls.
pub fn crt(differential: i64, roll: u32) -> CrtResult {
    CRT[(roll.clamp(1, 6) - 1) as usize][column_slot(differential)]
}

/// The exact chance of each result at a differential: the number of the six rows that give it,
/// in sixths, merged by result, in the order of [`CrtResult::ALL`] (worst for the attacker
/// first), results that cannot happen left out. The chances add up to exactly 1.
pub fn distribution(differential: i64) -> Vec<(CrtResult, Q)> {
    let slot = column_slot(differential);
    CrtResult::ALL
        .into_iter()
        .filter_map(|r| {
            let rows = CRT.iter().filter(|row| row[slot] == r).count();
            (rows > 0).then(|| (r, q(rows as i128, 6)))
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Rally Table
// ---------------------------------------------------------------------------------------------

/// What a rally attempt on a Night turn gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RallyResult {
    /// "E": the unit is permanently eliminated.
    Eliminated,
    /// "−": no effect; it may try again next Night turn.
    NoEffect,
    /// The unit rallies: place it on a friendly LOC hex.
    Rallied,
}

impl RallyResult {
    /// The table's own code: "E", "-", "Rally" (in French "Ralliement").
    pub fn code(self) -> &'static str {
        match self {
            RallyResult::Eliminated => "E",
            RallyResult::NoEffect => "-",
            RallyResult::Rallied => fixed(Msg::W20RallyCode),
        }
    }

    pub fn meaning(self) -> &'static str {
        fixed(match self {
            RallyResult::Eliminated => Msg::W20RallyEliminated,
            RallyResult::NoEffect => Msg::W20RallyNoEffect,
            RallyResult::Rallied => Msg::W20RallyRallied,
        })
    }
}

/// The rally modifiers: +1 for the French Imperial Guard or the Anglo-Dutch I Corps (`guard`
/// or `rally_bonus`; a unit that is both still gets +1), +1 for a Morale Point expended.
pub fn rally_modifier(unit: &Unit, morale_point: bool) -> u32 {
    u32::from(unit.guard || unit.rally_bonus) + u32::from(morale_point)
}

/// A rally attempt: the modified roll and the result (1–2 E, 3–4 no effect, 5 or more Rally).
pub fn rally(roll: u32, unit: &Unit, morale_point: bool) -> (u32, RallyResult) {
    let modified = roll.saturating_add(rally_modifier(unit, morale_point));
    let result = match modified {
        0..=2 => RallyResult::Eliminated,
        3 | 4 => RallyResult::NoEffect,
        _ => RallyResult::Rallied,
    };
    (modified, result)
}

// ---------------------------------------------------------------------------------------------
// Random Events Tables
// ---------------------------------------------------------------------------------------------

/// The event that calls for a second die for the weather.
pub const WEATHER: u32 = 3;
/// The event that calls for a second die for the Morale Points.
pub const MORALE_FLUCTUATION: u32 = 5;

/// Each event's title and text, by roll 1 … 6 (messages of `waterloo20.ftl`).
const ALLIED_EVENTS: [(Msg, Msg); 6] = [
    (Msg::W20EventMarch, Msg::W20EventMarchText),
    (Msg::W20EventCoordination, Msg::W20EventCoordinationText),
    (Msg::W20EventWeather, Msg::W20EventWeatherAlliedText),
    (Msg::W20EventNone, Msg::W20EventNoneText),
    (Msg::W20EventFluctuation, Msg::W20EventFluctuationAlliedText),
    (Msg::W20EventInformation, Msg::W20EventInformationAlliedText),
];

const FRENCH_EVENTS: [(Msg, Msg); 6] = [
    (Msg::W20EventHumbugs, Msg::W20EventHumbugsText),
    (Msg::W20EventOrders, Msg::W20EventOrdersText),
    (Msg::W20EventWeather, Msg::W20EventWeatherFrenchText),
    (Msg::W20EventNone, Msg::W20EventNoneText),
    (Msg::W20EventFluctuation, Msg::W20EventFluctuationFrenchText),
    (Msg::W20EventInformation, Msg::W20EventInformationFrenchText),
];

/// The title and text of a random event, from the French table when `french`, else the Allied
/// table; a roll outside 1 … 6 gives "No such event".
///
/// The seed's OCR slips are corrected: the French Morale Fluctuation prints "1-2 no effect;
/// 1-4 lose one; 1-6 gain one", read as 1–2 no effect, 3–4 lose one, 5–6 gain one, like the
/// Allied table; "Oil a 1-3" reads "On a 1–3" and "loses file rest" reads "loses the rest".
pub fn random_event(french: bool, roll: u32) -> (&'static str, &'static str) {
    let table = if french {
        &FRENCH_EVENTS
    } else {
        &ALLIED_EVENTS
    };
    let (title, text) = match (roll as usize).checked_sub(1).and_then(|i| table.get(i)) {
        Some(&event) => event,
        None => (Msg::W20EventNoSuch, Msg::W20EventNoSuchText),
    };
    (fixed(title), fixed(text))
}

/// Whether the event calls for a second die (Weather and Morale Fluctuation).
pub fn needs_second_roll(event_roll: u32) -> bool {
    event_roll == WEATHER || event_roll == MORALE_FLUCTUATION
}

/// The Morale Fluctuation second die: 1–2 → 0, 3–4 → −1, 5–6 → +1 Morale Point for the side
/// that rolled; `None` for a roll outside 1 … 6.
pub fn morale_fluctuation(second: u32) -> Option<i64> {
    match second {
        1 | 2 => Some(0),
        3 | 4 => Some(-1),
        5 | 6 => Some(1),
        _ => None,
    }
}

/// The Weather second die: `Some(true)` when the player loses the rest of his player turn
/// (1–3), `Some(false)` when the turn is played normally (4–6), `None` outside 1 … 6.
pub fn weather_loses_turn(second: u32) -> Option<bool> {
    match second {
        1..=3 => Some(true),
        4..=6 => Some(false),
        _ => None,
    }
}

/// What the second die of a Weather or Morale Fluctuation event means, in a sentence; `None`
/// for the events that need no second die.
pub fn second_roll_effect(french: bool, event_roll: u32, second: u32) -> Option<String> {
    if !needs_second_roll(event_roll) {
        return None;
    }
    if !(1..=6).contains(&second) {
        return Some(tr!(W20SecondRollRange, second = second.to_string()));
    }
    let table = table_key(french);
    let shown = second.to_string();
    let text = if event_roll == WEATHER {
        match weather_loses_turn(second) {
            Some(true) if french => tr!(W20WeatherLosesFrench, second = shown.as_str()),
            Some(true) => tr!(W20WeatherLosesAllied, second = shown.as_str()),
            _ => tr!(W20WeatherNormal, second = shown.as_str(), table = table),
        }
    } else {
        match morale_fluctuation(second) {
            Some(-1) => tr!(W20FluctuationLose, second = shown.as_str(), table = table),
            Some(1) => tr!(W20FluctuationGain, second = shown.as_str(), table = table),
            _ => tr!(W20FluctuationNone, second = shown.as_str()),
        }
    };
    Some(text)
}

/// Which Random Events table a message names (`$table`): `french` or `allied`.
pub(crate) fn table_key(french: bool) -> &'static str {
    if french { "french" } else { "allied" }
}
