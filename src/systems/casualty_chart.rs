//! `casualty-chart`: the battle victory conditions of "Result at Waterloo" (seed 000, RULES.md §1).
//!
//! The reckoning follows RULES.md §1 step by step, in exact arithmetic ([`exact::Q`]):
//! 1. per side, strength `S` = start + reinforcements, and casualties `C` = casualties + guns lost ×
//!    half the men per gun (rule 6) + the repeat-infringement losses this side caused − those the
//!    enemy caused (rule 5); `p = C / S`. A side's contingents are added together ("Multiple forces");
//! 2. early end (rule 2) for a side with `p ≥ 35%`;
//! 3. strength ratio (rule 4) = weaker `S` / stronger `S`, or 1 when the weaker has at least 90% of
//!    the stronger's strength or when reinforcements moved the numerical advantage;
//! 4. adjusted `q` (the weaker side's `p` × ratio); equal `q` is a Draw, else the higher `q` loses;
//! 5. the chart's column from `q_L` and row from `r = q_W / q_L`;
//! 6. column (and row) shifts of modifiers (2) artillery, (3) ammunition and (4) C-in-C lost;
//! 7. the level read in the shifted cell; 8. cavalry (1), applied last.
//!
//! Readings where RULES.md is silent, stated again in the worked steps:
//! - The numerical advantage "moved" only when the start order is strictly reversed at the end:
//!   sides equal at the start had no advantage to move.
//! - All column shifts are added up, likewise all row shifts, and the resulting cell is then kept
//!   within the table (so +1 and −1 cancel even at an edge).
//! - Casualties above strength (possible once lost guns and infringement losses are added) are
//!   refused, as is any summed figure above [`MAX_FIGURE`] men or units (or a men-per-gun above
//!   [`MAX_MEN_PER_GUN`]), so that exact arithmetic over `i128` can never overflow.

pub use super::Refusal;
use super::exact::{self, Q, int, q};
use super::{Figure, Flag, Judgement, Missing, Step, Verdict, VictorySystem};
use crate::model::{EndOfBattle, Scenario, SideId};
use num_traits::{Signed, Zero};

pub struct CasualtyChart;

impl VictorySystem for CasualtyChart {
    fn id(&self) -> &'static str {
        "casualty-chart"
    }
    fn name(&self) -> &'static str {
        "Casualty chart (Result at Waterloo)"
    }
    fn source(&self) -> &'static str {
        "Seed 000 \"Result at Waterloo: Battle Victory Conditions\", as read by RULES.md §1"
    }
    fn judge(&self, scenario: &Scenario) -> Judgement {
        match analyse(scenario) {
            Ok(a) => Judgement::Verdict(a.into_verdict(scenario)),
            Err(r) => r.into(),
        }
    }
}

/// The largest summed figure (men, guns, units, rounds) of a side the chart reckons with.
pub const MAX_FIGURE: u64 = 1_000_000_000;
/// The largest men-per-gun setting the chart reckons with (the rule's "normally 25").
pub const MAX_MEN_PER_GUN: u64 = 10_000;
/// Casualty percentage from which a side lets the game end at once (rule 2).
pub const EARLY_END_PERCENT: i128 = 35;

/// Column labels of the chart, from the loser's adjusted casualty percentage.
pub const COLUMNS: [&str; 6] = ["<15%", "15%+", "20%+", "25%+", "30%+", "35%+"];
/// The lowest percentage of each column; a boundary value belongs to the "+" column.
pub const COLUMN_FLOORS_PERCENT: [i128; 6] = [0, 15, 20, 25, 30, 35];
/// Row labels of the chart, from `r = q_W / q_L` ("Opponent's loss ratio").
pub const ROWS: [&str; 7] = [
    "More than 0.9",
    "0.9 or less",
    "0.8 or less",
    "0.7 or less",
    "0.6 or less",
    "0.5 or less",
    "0.4 or less",
];
/// Rows 1 … 6 hold when `r` is at most this many tenths; row 0 when `r` is more than 0.9.
pub const ROW_CEILINGS_TENTHS: [i128; 6] = [9, 8, 7, 6, 5, 4];

/// A level of result, in the seed's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Draw,
    Minor,
    Major,
    Overwhelming,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Draw, Level::Minor, Level::Major, Level::Overwhelming];

    pub fn label(self) -> &'static str {
        match self {
            Level::Draw => "Draw",
            Level::Minor => "Minor victory",
            Level::Major => "Major victory",
            Level::Overwhelming => "Overwhelming victory",
        }
    }

    /// 0 for a Draw … 3 for an Overwhelming victory.
    pub fn ordinal(self) -> i32 {
        self as i32
    }

    /// One level in favour of the winner (cavalry rule 1): a Draw is not affected.
    pub fn toward_winner(self) -> Level {
        match self {
            Level::Draw => Level::Draw,
            Level::Minor => Level::Major,
            Level::Major | Level::Overwhelming => Level::Overwhelming,
        }
    }

    /// One level in favour of the loser (cavalry rule 1).
    pub fn toward_loser(self) -> Level {
        match self {
            Level::Overwhelming => Level::Major,
            Level::Major => Level::Minor,
            Level::Minor | Level::Draw => Level::Draw,
        }
    }
}

const D: Level = Level::Draw;
const MI: Level = Level::Minor;
const MA: Level = Level::Major;
const OV: Level = Level::Overwhelming;

/// The chart of seed 000: `TABLE[row][column]`, rows and columns as [`ROWS`] and [`COLUMNS`].
pub const TABLE: [[Level; 6]; 7] = [
    [D, D, D, D, D, D],
    [D, D, D, D, D, MI],
    [D, D, D, D, MI, MI],
    [D, D, D, MI, MI, MA],
    [D, D, MI, MI, MA, MA],
    [D, MI, MI, MA, MA, OV],
    [MI, MI, MA, MA, OV, OV],
];

/// The level in a cell of the chart; `None` outside it.
pub fn table_level(row: usize, col: usize) -> Option<Level> {
    TABLE.get(row).and_then(|r| r.get(col)).copied()
}

/// The column for the loser's adjusted percentage `q_l` (a fraction: 1/5 is 20%).
pub fn column_for(q_l: Q) -> usize {
    COLUMN_FLOORS_PERCENT[1..]
        .iter()
        .filter(|&&floor| exact::at_least(q_l, floor, 100))
        .count()
}

/// The most restrictive row that holds for `r = q_W / q_L`.
pub fn row_for(r: Q) -> usize {
    ROW_CEILINGS_TENTHS
        .iter()
        .filter(|&&ceiling| exact::at_most(r, ceiling, 10))
        .count()
}

/// What a column covers, in words: "at least 20% and under 25%".
pub fn column_range(col: usize) -> String {
    match col {
        0 => "under 15%".to_string(),
        5 => "35% or more".to_string(),
        c => format!(
            "at least {}% and under {}%",
            COLUMN_FLOORS_PERCENT[c],
            COLUMN_FLOORS_PERCENT[c + 1]
        ),
    }
}

/// What a row covers, in words: "more than 0.4 and at most 0.5".
pub fn row_range(row: usize) -> String {
    let tenth = |t: i128| format!("0.{t}");
    match row {
        0 => "more than 0.9".to_string(),
        6 => "at most 0.4".to_string(),
        r => format!(
            "more than {} and at most {}",
            tenth(ROW_CEILINGS_TENTHS[r]),
            tenth(ROW_CEILINGS_TENTHS[r - 1])
        ),
    }
}

/// A side's strength `S`, casualties `C` and casualty percentage `p = C / S` (a fraction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideFigures {
    pub strength: Q,
    pub casualties: Q,
    pub loss: Q,
}

/// Why the strength ratio is what it is (rule 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RatioReason {
    /// Both sides are equally strong.
    Equal,
    /// Reinforcements moved the numerical advantage from one side to the other.
    AdvantageChanged,
    /// The weaker side has at least 90% of the stronger's strength.
    EvenlyMatched,
    /// The ratio applies to the weaker side's casualties.
    Applied,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrengthRatio {
    /// 1 unless `reason` is [`RatioReason::Applied`].
    pub value: Q,
    /// The side with the smaller `S`, if any.
    pub weaker: Option<SideId>,
    pub reason: RatioReason,
}

/// One modifier's shift of the chart reading, toward the winner when positive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shift {
    /// "Modifier (2) artillery", …
    pub rule: &'static str,
    pub column: i32,
    pub row: i32,
}

/// How the chart was read, when the result was not a Draw of equal adjusted percentages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartReading {
    pub winner: SideId,
    pub loser: SideId,
    /// `r = q_W / q_L`.
    pub r: Q,
    /// Column and row from `q_L` and `r`, before the modifiers.
    pub column_read: usize,
    pub row_read: usize,
    pub shifts: Vec<Shift>,
    /// Column and row after the modifiers, kept within the table.
    pub column: usize,
    pub row: usize,
    /// The level in that cell, before cavalry.
    pub table_level: Level,
    /// Cavalry (1): +1 one level toward the winner, −1 toward the loser, 0 none.
    pub cavalry: i32,
}

/// The whole reckoning, for the battle desk and the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The summed end-of-battle figures of each side's contingents.
    pub ends: [EndOfBattle; 2],
    pub figures: [SideFigures; 2],
    pub ratio: StrengthRatio,
    /// Adjusted percentages `q` (fractions).
    pub adjusted: [Q; 2],
    /// Sides whose casualties reached 35% (rule 2).
    pub early_end: Vec<SideId>,
    /// `None` when the adjusted percentages are equal (a Draw without the chart).
    pub reading: Option<ChartReading>,
    pub level: Level,
    /// `None` for a Draw.
    pub winner: Option<SideId>,
    pub steps: Vec<Step>,
    pub flags: Vec<Flag>,
}

impl Analysis {
    pub fn headline(&self, s: &Scenario) -> String {
        match self.winner {
            Some(w) => format!("{} for {}", self.level.label(), s.side(w).name),
            None => Level::Draw.label().to_string(),
        }
    }

    pub fn verdict(&self, s: &Scenario) -> Verdict {
        Verdict {
            winner: self.winner,
            level: self.level.label().to_string(),
            headline: self.headline(s),
            flags: self.flags.clone(),
            figures: self.figure_table(),
            steps: self.steps.clone(),
        }
    }

    /// [`Analysis::verdict`], moving the steps and flags instead of copying them.
    pub fn into_verdict(mut self, s: &Scenario) -> Verdict {
        Verdict {
            winner: self.winner,
            level: self.level.label().to_string(),
            headline: self.headline(s),
            figures: self.figure_table(),
            flags: std::mem::take(&mut self.flags),
            steps: std::mem::take(&mut self.steps),
        }
    }

    fn figure_table(&self) -> Vec<Figure> {
        let f = &self.figures;
        let figure = |id: &str, label: &str, v: [Q; 2], show: fn(Q) -> String| Figure {
            id: id.to_string(),
            label: label.to_string(),
            values: v.map(exact::to_f64),
            text: v.map(show),
        };
        // Percentages: the chart value is the percentage, the text shows the fraction as one.
        let percent_figure = |id: &str, label: &str, v: [Q; 2]| Figure {
            id: id.to_string(),
            label: label.to_string(),
            values: v.map(|x| exact::to_f64(x * int(100))),
            text: v.map(exact::percent),
        };
        vec![
            figure(
                "strength",
                "Strength (men)",
                [f[0].strength, f[1].strength],
                men,
            ),
            figure(
                "casualties",
                "Casualties (men)",
                [f[0].casualties, f[1].casualties],
                men,
            ),
            percent_figure("loss-percent", "Casualty %", [f[0].loss, f[1].loss]),
            percent_figure("adjusted-percent", "Adjusted casualty %", self.adjusted),
        ]
    }
}

/// Men with thousands separators; half men (from 12.5 men per gun) as ".5".
pub fn men(x: Q) -> String {
    if x.is_integer() {
        return exact::thousands(x.to_integer());
    }
    let whole = x.trunc().to_integer();
    let frac = (x - int(whole)).abs();
    let sign = if x < Q::zero() && whole == 0 { "-" } else { "" };
    if frac.is_zero() {
        format!("{sign}{}", exact::thousands(whole))
    } else {
        let decimals = exact::decimal(frac, 2);
        let decimals = decimals.trim_end_matches('0');
        format!(
            "{sign}{}{}",
            exact::thousands(whole),
            decimals.trim_start_matches('0')
        )
    }
}

/// A percentage with 2 decimals, marked "≈" when the 2 decimals are rounded.
fn pct(x: Q) -> String {
    if exact::is_exact_decimal(x, 4) {
        exact::percent(x)
    } else {
        format!("≈{}", exact::percent(x))
    }
}

/// A ratio with 2 decimals, and its exact fraction when the decimals are rounded.
fn ratio_text(x: Q) -> String {
    if exact::is_exact_decimal(x, 2) {
        exact::decimal(x, 2)
    } else {
        format!("≈{} (exactly {})", exact::decimal(x, 2), exact::fraction(x))
    }
}

/// A percentage for a boundary step: its exact value when the 2 decimals are rounded.
fn pct_exact(x: Q) -> String {
    if exact::is_exact_decimal(x, 4) {
        exact::percent(x)
    } else {
        format!(
            "≈{} (exactly {} %)",
            exact::percent(x),
            exact::fraction(x * int(100))
        )
    }
}

/// The per-side figures `S`, `C`, `p` of the scenario, checked as [`analyse`] checks them.
pub fn side_figures(s: &Scenario) -> Result<[SideFigures; 2], Refusal> {
    Ok(checked_ends(s)?.1)
}

/// Men a lost gun counts for: half the scenario's men per gun (rule 6).
pub fn men_per_lost_gun(men_per_gun: u64) -> Q {
    q(men_per_gun, 2)
}

fn casualties_of(own: &EndOfBattle, enemy: &EndOfBattle, men_per_gun: u64) -> Q {
    int(own.casualties_men)
        + int(own.guns_lost) * men_per_lost_gun(men_per_gun)
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
const FIELDS: [Field; 12] = [
    ("start_men", |e| e.start_men),
    ("reinforcements_men", |e| e.reinforcements_men),
    ("casualties_men", |e| e.casualties_men),
    ("guns_lost", |e| e.guns_lost),
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

fn end_path(side: SideId, contingent: Option<usize>, field: &str) -> String {
    match contingent {
        Some(k) => format!("sides[{}].contingents[{k}].end.{field}", side.index()),
        None => format!("sides[{}].contingents[*].end.{field}", side.index()),
    }
}

/// The summed figures of both sides and what they give (`S`, `C`, `p`), or why they cannot be
/// judged.
fn checked_ends(s: &Scenario) -> Result<([EndOfBattle; 2], [SideFigures; 2]), Refusal> {
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
            format!(
                "{} men per gun is more than the {} this chart reckons with (the rule's normal figure is 25)",
                exact::thousands(s.settings.men_per_gun.into()),
                exact::thousands(MAX_MEN_PER_GUN.into())
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
                    end_path(id, None, field),
                    Some(id),
                    format!(
                        "{}: {field} adds up to {}, more than the {} this chart reckons with",
                        side.name,
                        exact::thousands(sum as i128),
                        exact::thousands(MAX_FIGURE.into())
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
    let ends = [s.sides[0].end_of_battle(), s.sides[1].end_of_battle()];
    let figures = figures_of(&ends, s.settings.men_per_gun);
    for id in SideId::BOTH {
        let (own, enemy) = (&ends[id.index()], &ends[id.other().index()]);
        let name = &s.side(id).name;
        let f = &figures[id.index()];
        if enemy.infringement_losses_caused > own.casualties_men {
            problems.push(problem(
                end_path(id.other(), None, "infringement_losses_caused"),
                Some(id.other()),
                format!(
                    "{} caused {} infringement losses, more than the {} casualties of {} they are taken from (rule 5)",
                    s.side(id.other()).name,
                    exact::thousands(enemy.infringement_losses_caused.into()),
                    exact::thousands(own.casualties_men.into()),
                    name
                ),
            ));
        } else if f.casualties > f.strength && int(own.casualties_men) <= f.strength {
            // Casualties alone above strength are reported per contingent above; this is the
            // excess that lost guns and infringement losses bring.
            problems.push(problem(
                end_path(id, None, "casualties_men"),
                Some(id),
                format!(
                    "{name}: casualties of {} men ({}) exceed the strength of {} men",
                    men(f.casualties),
                    casualty_sum_text(
                        own,
                        enemy,
                        s.settings.men_per_gun,
                        name,
                        &s.side(id.other()).name
                    ),
                    men(f.strength)
                ),
            ));
        } else if f.strength.is_zero() {
            missing.push(problem(
                end_path(id, None, "start_men"),
                Some(id),
                format!(
                    "{name} has no strength: enter the men at the start (and any reinforcements) of its contingents"
                ),
            ));
        }
    }
    if !problems.is_empty() {
        Err(Refusal::Invalid(problems))
    } else if !missing.is_empty() {
        Err(Refusal::NotApplicable(missing))
    } else {
        Ok((ends, figures))
    }
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
            path: end_path(id, Some(k), field),
            side: Some(id),
            message: format!("{side_name}, contingent \"{}\": {message}", c.name),
        })
    };
    let strength = e.start_men as u128 + e.reinforcements_men as u128;
    if e.casualties_men as u128 > strength {
        push(
            "casualties_men",
            format!(
                "{} casualties exceed the strength of {} (start {} + reinforcements {})",
                exact::thousands(e.casualties_men.into()),
                exact::thousands(strength as i128),
                exact::thousands(e.start_men.into()),
                exact::thousands(e.reinforcements_men.into())
            ),
        );
    }
    if e.cavalry_surviving > e.cavalry_start {
        push(
            "cavalry_surviving",
            format!(
                "{} surviving cavalry exceed the {} at the start",
                exact::thousands(e.cavalry_surviving.into()),
                exact::thousands(e.cavalry_start.into())
            ),
        );
    }
    if e.out_of_ammunition as u128 + e.low_on_ammunition as u128 > e.infantry_units as u128 {
        push(
            "out_of_ammunition",
            format!(
                "{} out of and {} low on ammunition, but only {} infantry units",
                e.out_of_ammunition, e.low_on_ammunition, e.infantry_units
            ),
        );
    }
    out
}

fn casualty_sum_text(
    own: &EndOfBattle,
    enemy: &EndOfBattle,
    men_per_gun: u64,
    own_name: &str,
    enemy_name: &str,
) -> String {
    let mut text = format!("{} casualties", exact::thousands(own.casualties_men.into()));
    if own.guns_lost > 0 {
        text.push_str(&format!(
            " + {} guns lost × {} men (half of {} men per gun)",
            exact::thousands(own.guns_lost.into()),
            men(men_per_lost_gun(men_per_gun)),
            men_per_gun
        ));
    }
    if own.infringement_losses_caused > 0 {
        text.push_str(&format!(
            " + {} infringement losses {own_name} caused",
            exact::thousands(own.infringement_losses_caused.into())
        ));
    }
    if enemy.infringement_losses_caused > 0 {
        text.push_str(&format!(
            " − {} infringement losses caused by {enemy_name}",
            exact::thousands(enemy.infringement_losses_caused.into())
        ));
    }
    text
}

/// The strength ratio of rule 4.
pub fn strength_ratio(ends: &[EndOfBattle; 2], figures: &[SideFigures; 2]) -> StrengthRatio {
    let (sa, sb) = (figures[0].strength, figures[1].strength);
    let one = |weaker, reason| StrengthRatio {
        value: int(1),
        weaker,
        reason,
    };
    if sa == sb {
        return one(None, RatioReason::Equal);
    }
    let (weaker, stronger) = if sa < sb {
        (SideId::A, SideId::B)
    } else {
        (SideId::B, SideId::A)
    };
    let start_stronger = if ends[0].start_men > ends[1].start_men {
        Some(SideId::A)
    } else if ends[1].start_men > ends[0].start_men {
        Some(SideId::B)
    } else {
        None
    };
    if start_stronger == Some(weaker) {
        return one(Some(weaker), RatioReason::AdvantageChanged);
    }
    let value = figures[weaker.index()].strength / figures[stronger.index()].strength;
    if value >= q(9, 10) {
        return one(Some(weaker), RatioReason::EvenlyMatched);
    }
    StrengthRatio {
        value,
        weaker: Some(weaker),
        reason: RatioReason::Applied,
    }
}

/// Adjusted percentages `q`: the weaker side's `p` × ratio, the other's `p` (rule 4, stage 5).
pub fn adjusted(figures: &[SideFigures; 2], ratio: &StrengthRatio) -> [Q; 2] {
    [SideId::A, SideId::B].map(|id| {
        let p = figures[id.index()].loss;
        if ratio.reason == RatioReason::Applied && ratio.weaker == Some(id) {
            p * ratio.value
        } else {
            p
        }
    })
}

/// Artillery (2): a side with batteries and fewer rounds than batteries is short.
pub fn artillery_short(e: &EndOfBattle) -> bool {
    e.batteries > 0 && e.rounds < e.batteries
}

/// Ammunition (3): `out/(10% of units) + low/(25% of units) ≥ 1`, i.e. `10·out + 4·low ≥ units`.
/// A side without infantry units is not short.
pub fn ammunition_short(e: &EndOfBattle) -> bool {
    e.infantry_units > 0
        && 10 * e.out_of_ammunition as u128 + 4 * e.low_on_ammunition as u128
            >= e.infantry_units as u128
}

/// Cavalry (1): surviving / start, 0 for a side without cavalry.
pub fn cavalry_fraction(e: &EndOfBattle) -> Q {
    if e.cavalry_start == 0 {
        Q::zero()
    } else {
        q(e.cavalry_surviving, e.cavalry_start)
    }
}

/// The whole reckoning of RULES.md §1 with its worked steps.
pub fn analyse(s: &Scenario) -> Result<Analysis, Refusal> {
    let (ends, figures) = checked_ends(s)?;
    let mpg = s.settings.men_per_gun;
    let name = |id: SideId| s.side(id).name.as_str();
    let mut steps = Vec::new();
    let mut flags = Vec::new();

    steps.push(Step::new(
        "Rule 4: strength",
        SideId::BOTH
            .map(|id| {
                let e = &ends[id.index()];
                format!(
                    "{}: {} at the start + {} reinforcements = {} men",
                    name(id),
                    exact::thousands(e.start_men.into()),
                    exact::thousands(e.reinforcements_men.into()),
                    men(figures[id.index()].strength)
                )
            })
            .join(". ")
            + ".",
    ));
    steps.push(Step::new(
        "Rules 5 and 6: casualties",
        SideId::BOTH
            .map(|id| {
                format!(
                    "{}: {} = {} men",
                    name(id),
                    casualty_sum_text(
                        &ends[id.index()],
                        &ends[id.other().index()],
                        mpg,
                        name(id),
                        name(id.other())
                    ),
                    men(figures[id.index()].casualties)
                )
            })
            .join(". ")
            + ". Guns count only when lost to cavalry and then spiked or taken by infantry or pioneers; repeat-infringement losses are taken off the victim and added to the offender.",
    ));
    steps.push(Step::new(
        "Casualty percentage",
        SideId::BOTH
            .map(|id| {
                let f = &figures[id.index()];
                format!(
                    "{}: p = {} / {} = {}",
                    name(id),
                    men(f.casualties),
                    men(f.strength),
                    pct(f.loss)
                )
            })
            .join(". ")
            + ".",
    ));

    let early: Vec<SideId> = SideId::BOTH
        .into_iter()
        .filter(|id| figures[id.index()].loss >= q(EARLY_END_PERCENT, 100))
        .collect();
    for &id in &early {
        flags.push(Flag {
            id: "early-end".into(),
            side: Some(id),
            text: format!(
                "{} has {} casualties (35% or more): the game can be declared over at once (rule 2)",
                name(id),
                pct(figures[id.index()].loss)
            ),
        });
    }
    steps.push(Step::new(
        "Rule 2: early end",
        if early.is_empty() {
            "Neither side has reached 35% casualties: the game runs to the end of the scenario or until the players and umpire agree to conclude it.".to_string()
        } else {
            early
                .iter()
                .map(|&id| {
                    format!(
                        "{} has {} casualties, 35% or more: the game can be declared over at once",
                        name(id),
                        pct(figures[id.index()].loss)
                    )
                })
                .collect::<Vec<_>>()
                .join(". ")
                + "."
        },
    ));

    let ratio = strength_ratio(&ends, &figures);
    steps.push(Step::new(
        "Rule 4: strength ratio",
        ratio_step_text(&ratio, &ends, &figures, s),
    ));
    let adj = adjusted(&figures, &ratio);
    steps.push(Step::new(
        "Rule 5: adjusted casualties",
        adjusted_step_text(&ratio, &figures, &adj, s),
    ));

    let (level, winner, reading) = if adj[0] == adj[1] {
        steps.push(Step::new(
            "Rule 5: result",
            format!(
                "Both adjusted percentages are {}: the result is a Draw; the chart and its modifiers are not needed (a Draw is not affected by cavalry).",
                pct(adj[0])
            ),
        ));
        (Level::Draw, None, None)
    } else {
        let (loser, winner) = if adj[0] > adj[1] {
            (SideId::A, SideId::B)
        } else {
            (SideId::B, SideId::A)
        };
        let reading = read_chart(s, &ends, &adj, winner, loser, &mut steps);
        let level = match reading.cavalry {
            1 => reading.table_level.toward_winner(),
            -1 => reading.table_level.toward_loser(),
            _ => reading.table_level,
        };
        let winner = (level != Level::Draw).then_some(winner);
        (level, winner, Some(reading))
    };
    steps.push(Step::new(
        "Result",
        match winner {
            Some(w) => format!("{} for {}.", level.label(), name(w)),
            None => "Draw.".to_string(),
        },
    ));
    Ok(Analysis {
        ends,
        figures,
        ratio,
        adjusted: adj,
        early_end: early,
        reading,
        level,
        winner,
        steps,
        flags,
    })
}

fn ratio_step_text(
    ratio: &StrengthRatio,
    ends: &[EndOfBattle; 2],
    figures: &[SideFigures; 2],
    s: &Scenario,
) -> String {
    let name = |id: SideId| s.side(id).name.as_str();
    let strength = |id: SideId| men(figures[id.index()].strength);
    match (ratio.reason, ratio.weaker) {
        (RatioReason::Equal, _) | (_, None) => format!(
            "Both sides have {} men: the ratio is 1.",
            strength(SideId::A)
        ),
        (RatioReason::AdvantageChanged, Some(w)) => {
            let st = w.other();
            format!(
                "At the start {} had more men ({} against {}); with reinforcements {} has more ({} against {}): the numerical advantage changed sides, so the ratio is 1 and stages 4 and 5 are ignored.",
                name(w),
                exact::thousands(ends[w.index()].start_men.into()),
                exact::thousands(ends[st.index()].start_men.into()),
                name(st),
                strength(st),
                strength(w)
            )
        }
        (RatioReason::EvenlyMatched, Some(w)) => {
            let st = w.other();
            format!(
                "{} is the weaker side with {} men, {} of the {} men of {}: at least 90%, so the sides are fairly evenly matched, the ratio is 1 and stages 4 and 5 are ignored.",
                name(w),
                strength(w),
                pct(figures[w.index()].strength / figures[st.index()].strength),
                strength(st),
                name(st)
            )
        }
        (RatioReason::Applied, Some(w)) => {
            let st = w.other();
            format!(
                "{} is the weaker side: {} / {} = {}, under 90% of the strength of {}, so the ratio applies to the casualties of {}.",
                name(w),
                strength(w),
                strength(st),
                ratio_text(ratio.value),
                name(st),
                name(w)
            )
        }
    }
}

fn adjusted_step_text(
    ratio: &StrengthRatio,
    figures: &[SideFigures; 2],
    adj: &[Q; 2],
    s: &Scenario,
) -> String {
    let name = |id: SideId| s.side(id).name.as_str();
    match (ratio.reason, ratio.weaker) {
        (RatioReason::Applied, Some(w)) => {
            let st = w.other();
            format!(
                "{} (weaker): q = p × ratio = {} × {} = {}. {} (stronger): q = p = {}.",
                name(w),
                pct(figures[w.index()].loss),
                ratio_text(ratio.value),
                pct(adj[w.index()]),
                name(st),
                pct(adj[st.index()])
            )
        }
        _ => format!(
            "The ratio is 1: q = p for both sides: {} {}, {} {}.",
            name(SideId::A),
            pct(adj[0]),
            name(SideId::B),
            pct(adj[1])
        ),
    }
}

fn read_chart(
    s: &Scenario,
    ends: &[EndOfBattle; 2],
    adj: &[Q; 2],
    winner: SideId,
    loser: SideId,
    steps: &mut Vec<Step>,
) -> ChartReading {
    let name = |id: SideId| s.side(id).name.as_str();
    let (q_w, q_l) = (adj[winner.index()], adj[loser.index()]);
    steps.push(Step::new(
        "Rule 5: loser and winner",
        format!(
            "{} has the higher adjusted percentage ({} against {}): {} is the loser, {} the winner.",
            name(loser),
            pct(q_l),
            pct(q_w),
            name(loser),
            name(winner)
        ),
    ));
    let column_read = column_for(q_l);
    steps.push(Step::new(
        "Chart: column",
        format!(
            "q_L = {} ({}) → column {} ({}; a boundary value belongs to the \"+\" column).",
            pct_exact(q_l),
            name(loser),
            COLUMNS[column_read],
            column_range(column_read)
        ),
    ));
    let r = q_w / q_l;
    let row_read = row_for(r);
    steps.push(Step::new(
        "Chart: row",
        format!(
            "r = q_W / q_L = {} / {} = {} → row \"{}\" ({}; the most restrictive row that holds).",
            pct(q_w),
            pct(q_l),
            ratio_text(r),
            ROWS[row_read],
            row_range(row_read)
        ),
    ));

    let (we, le) = (&ends[winner.index()], &ends[loser.index()]);
    let mut shifts = Vec::new();
    let artillery = artillery_shift(we, le);
    steps.push(Step::new(
        "Modifier (2): artillery",
        format!(
            "{} (loser): {}. {} (winner): {}. {}",
            name(loser),
            artillery_text(le),
            name(winner),
            artillery_text(we),
            match artillery {
                1 => "The loser is short and the winner is not: one column right (+1).",
                -1 => "The winner is short and the loser is not: one column left (−1).",
                _ => "No shift (neither side short, or both).",
            }
        ),
    ));
    shifts.push(Shift {
        rule: "Modifier (2) artillery",
        column: artillery,
        row: 0,
    });
    let ammunition = ammunition_shift(we, le);
    steps.push(Step::new(
        "Modifier (3): ammunition",
        format!(
            "{} (loser): {}. {} (winner): {}. {}",
            name(loser),
            ammunition_text(le),
            name(winner),
            ammunition_text(we),
            match ammunition {
                1 => "Only the loser is short: one column in favour of the winner, right (+1).",
                -1 => "Only the winner is short: one column in favour of the loser, left (−1).",
                _ => "No shift (neither side short, or both).",
            }
        ),
    ));
    shifts.push(Shift {
        rule: "Modifier (3) ammunition",
        column: ammunition,
        row: 0,
    });
    let (cic_column, cic_row, cic_text) = c_in_c_shift(s, winner);
    steps.push(Step::new("Modifier (4): C-in-C lost", cic_text));
    shifts.push(Shift {
        rule: "Modifier (4) C-in-C lost",
        column: cic_column,
        row: cic_row,
    });

    let column_shift: i32 = shifts.iter().map(|s| s.column).sum();
    let row_shift: i32 = shifts.iter().map(|s| s.row).sum();
    let column_wanted = column_read as i32 + column_shift;
    let row_wanted = row_read as i32 + row_shift;
    let column = column_wanted.clamp(0, COLUMNS.len() as i32 - 1) as usize;
    let row = row_wanted.clamp(0, ROWS.len() as i32 - 1) as usize;
    let table_level = TABLE[row][column];
    let mut cell = format!(
        "Column {} {} → {}; row \"{}\" {} → \"{}\"",
        COLUMNS[column_read],
        signed(column_shift),
        COLUMNS[column],
        ROWS[row_read],
        signed(row_shift),
        ROWS[row]
    );
    if column as i32 != column_wanted || row as i32 != row_wanted {
        cell.push_str(" (the shifts, added up, run off the table: kept at its edge)");
    }
    steps.push(Step::new(
        "Chart: read",
        format!("{cell}: {}.", table_level.label()),
    ));

    let (cavalry, cavalry_text) = cavalry_step(s, ends, winner, table_level);
    steps.push(Step::new("Modifier (1): cavalry", cavalry_text));
    ChartReading {
        winner,
        loser,
        r,
        column_read,
        row_read,
        shifts,
        column,
        row,
        table_level,
        cavalry,
    }
}

fn signed(n: i32) -> String {
    match n {
        0 => "with no shift".to_string(),
        n if n > 0 => format!("shifted +{n}"),
        n => format!("shifted −{}", -n),
    }
}

fn artillery_shift(winner: &EndOfBattle, loser: &EndOfBattle) -> i32 {
    match (artillery_short(winner), artillery_short(loser)) {
        (false, true) => 1,
        (true, false) => -1,
        _ => 0,
    }
}

fn artillery_text(e: &EndOfBattle) -> String {
    if e.batteries == 0 {
        "no batteries, so not short".to_string()
    } else if artillery_short(e) {
        format!(
            "{} rounds for {} batteries, fewer than one per battery: short",
            e.rounds, e.batteries
        )
    } else {
        format!(
            "{} rounds for {} batteries, at least one per battery: not short",
            e.rounds, e.batteries
        )
    }
}

fn ammunition_shift(winner: &EndOfBattle, loser: &EndOfBattle) -> i32 {
    match (ammunition_short(winner), ammunition_short(loser)) {
        (false, true) => 1,
        (true, false) => -1,
        _ => 0,
    }
}

fn ammunition_text(e: &EndOfBattle) -> String {
    if e.infantry_units == 0 {
        return "no infantry units, so not short".to_string();
    }
    let value = q(
        10 * e.out_of_ammunition as i128 + 4 * e.low_on_ammunition as i128,
        e.infantry_units,
    );
    format!(
        "{} out of and {} low on ammunition of {} infantry units: {}/(10% of {}) + {}/(25% of {}) = {}, {}",
        e.out_of_ammunition,
        e.low_on_ammunition,
        e.infantry_units,
        e.out_of_ammunition,
        e.infantry_units,
        e.low_on_ammunition,
        e.infantry_units,
        ratio_text(value),
        if ammunition_short(e) {
            "at least 1: short"
        } else {
            "under 1: not short"
        }
    )
}

/// Modifier (4) for both sides: (column shift, row shift, step text).
fn c_in_c_shift(s: &Scenario, winner: SideId) -> (i32, i32, String) {
    let mut column = 0;
    let mut row = 0;
    let mut parts = Vec::new();
    for id in SideId::BOTH {
        let side = s.side(id);
        if !side.c_in_c.lost {
            continue;
        }
        let opposition = id.other();
        let (toward, sign) = if opposition == winner {
            ("the winner", 1)
        } else {
            ("the loser", -1)
        };
        let who = if side.c_in_c.name.trim().is_empty() {
            format!("The C-in-C of {}", side.name)
        } else {
            format!("{}'s C-in-C, {},", side.name, side.c_in_c.name)
        };
        column += sign;
        let mut text = format!(
            "{who} was killed, wounded or captured: one column in favour of {} ({toward}, {})",
            s.side(opposition).name,
            if sign > 0 { "+1" } else { "−1" }
        );
        if side.c_in_c.head_of_state {
            row += sign;
            text.push_str(&format!(
                "; he is also head of state: one row in favour of {} ({})",
                s.side(opposition).name,
                if sign > 0 {
                    "toward \"0.4 or less\""
                } else {
                    "toward \"More than 0.9\""
                }
            ));
        }
        parts.push(text);
    }
    let text = if parts.is_empty() {
        "Neither C-in-C was killed, wounded or captured. No shift.".to_string()
    } else {
        parts.join(". ") + ". Both sides' shifts add up."
    };
    (column, row, text)
}

/// Cavalry (1), applied last: (+1 toward the winner, −1 toward the loser, 0; step text).
fn cavalry_step(
    s: &Scenario,
    ends: &[EndOfBattle; 2],
    winner: SideId,
    table_level: Level,
) -> (i32, String) {
    let name = |id: SideId| s.side(id).name.as_str();
    let f = [cavalry_fraction(&ends[0]), cavalry_fraction(&ends[1])];
    let describe = |id: SideId| {
        let e = &ends[id.index()];
        if e.cavalry_start == 0 {
            format!("{} has no cavalry (0%)", name(id))
        } else {
            format!(
                "{} kept {} of {} cavalry ({})",
                name(id),
                exact::thousands(e.cavalry_surviving.into()),
                exact::thousands(e.cavalry_start.into()),
                pct(f[id.index()])
            )
        }
    };
    let stronger = SideId::BOTH
        .into_iter()
        .find(|&id| f[id.index()] > f[id.other().index()] * int(3));
    let facts = format!("{}; {}", describe(SideId::A), describe(SideId::B));
    let Some(x) = stronger else {
        return (
            0,
            format!("{facts}: neither fraction is more than 3 times the other's. No change."),
        );
    };
    let why = format!(
        "{facts}: {} is more than 3 × {} = {}",
        pct(f[x.index()]),
        pct(f[x.other().index()]),
        pct(f[x.other().index()] * int(3))
    );
    if table_level == Level::Draw {
        return (
            0,
            format!("{why}, but a Draw is not affected by this rule. No change."),
        );
    }
    let (step, after) = if x == winner {
        (1, table_level.toward_winner())
    } else {
        (-1, table_level.toward_loser())
    };
    let note = if after == table_level {
        " (already the highest level)"
    } else {
        ""
    };
    (
        step,
        format!(
            "{why}: one level in favour of {} ({}): {} → {}{note}.",
            name(x),
            if x == winner {
                "the winner"
            } else {
                "the loser"
            },
            table_level.label(),
            after.label()
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn men_shows_half_men_and_separators() {
        assert_eq!(men(q(25_025, 2)), "12,512.5");
        assert_eq!(men(int(10_000)), "10,000");
        assert_eq!(men(q(-1, 2)), "-0.5");
        assert_eq!(men(q(-7, 2)), "-3.5");
    }

    #[test]
    fn table_is_monotone_toward_the_bottom_right() {
        for r in 0..7 {
            for c in 0..6 {
                if r + 1 < 7 {
                    assert!(TABLE[r + 1][c] >= TABLE[r][c]);
                }
                if c + 1 < 6 {
                    assert!(TABLE[r][c + 1] >= TABLE[r][c]);
                }
            }
        }
        assert_eq!(table_level(7, 0), None);
        assert_eq!(table_level(0, 6), None);
    }
}
