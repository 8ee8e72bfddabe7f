//! The victory systems of RULES.md, one file (or folder) each, behind one small trait.
//!
//! Every system is a pure function of the scenario: it reads the sides, the end-of-battle figures
//! and the log, and returns a [`Judgement`] whose verdict carries the worked steps. Arithmetic at
//! every table boundary is exact ([`exact`]).
//!
//! # Adding a victory system
//!
//! A new system is one file and its line in the registry; nothing else changes. The command
//! line (`umpire systems`, `compute --system ID`, the JSON), the battle desk and the PDF report
//! show every registered system's verdict, steps, figures and missing fields.
//!
//! 1. Write `src/systems/my_system.rs`: a unit struct that implements [`VictorySystem`]. Its
//!    `judge` returns [`Judgement::NotApplicable`] (with a [`Missing`] for each field the
//!    scenario lacks: its path and side, so the desk can open it), [`Judgement::Invalid`], or a
//!    [`Verdict`]: the winner, the level, a headline, [`Flag`]s, [`Figure`]s per side and the
//!    worked [`Step`]s. Compare with [`exact`] at every table boundary. Its id is a
//!    `pub const ID` of the file (what `id` returns; nothing else types it), its thresholds are
//!    constants of the file, and the lines a chart draws for them are its `reference_lines`:
//!    the window's and the report's charts ask for them and type none.
//! 2. Declare and register it here: `pub mod my_system;` beside the other modules, and
//!    `&my_system::MySystem,` in [`registry`] (the order is the order of every listing).
//!
//! `most_vp.rs` is the worked example, compiled only for the tests: a system in which the side
//! holding more VP at the end wins, in some 80 lines, and a test that registers it beside the
//! five and judges the Lobositz demo with it.

pub mod casualty_chart;
pub mod exact;
#[cfg(test)]
mod most_vp;
pub mod naw;
#[cfg(test)]
mod owners;
pub mod unit_points;
pub mod waterloo20;
pub mod weighted_objectives;
pub mod words;

use crate::i18n::tr;
use crate::model::{Scenario, SideId};
use serde::Serialize;

/// A victory system.
pub trait VictorySystem: Sync {
    /// Stable id used on the command line and in JSON: `casualty-chart`, `naw`, …
    fn id(&self) -> &'static str;
    /// Human name in the language in force, e.g. "Casualty chart (Result at Waterloo)" (kept
    /// once per language: [`crate::i18n::fixed`]).
    fn name(&self) -> &'static str;
    /// Where the rules come from (the seed and RULES.md section), in the language in force.
    fn source(&self) -> &'static str;
    /// The id of every level of result this system gives ([`Verdict::level_id`]), besides
    /// [`NO_VERDICT_YET`]: what a campaign's results table names its rows by.
    fn level_ids(&self) -> &'static [&'static str];
    /// Judge the scenario as it stands (the whole log).
    fn judge(&self, scenario: &Scenario) -> Judgement;
    /// Whether the verdict reads the VP markers' values: then the knowledge rules withhold it
    /// from an audience that does not know every value (see `crate::record::knowledge`).
    fn reads_marker_values(&self) -> bool {
        false
    }
    /// The verdict as an audience that does not know every marker value may see it, when the
    /// result was seen across the table and can be told without the values (an army that
    /// withdrew in front of its enemy); `None` withholds it all. The knowledge rules ask for it
    /// in place of a verdict they withhold (`crate::record::knowledge`);
    /// `sees_test_figures(side)` says whether that audience may see the VP% and withdrawal
    /// factor of `side`'s tests.
    /// Which of the verdict's figures count each side's strength and losses in this system's
    /// own measure, if it counts losses: a summary (the report's first page, its order of
    /// battle and casualties chart) shows them as the system counts them, named, and never
    /// adds one system's measure to another's or to the log's.
    fn loss_figures(&self) -> Option<LossFigures> {
        None
    }
    /// The lines a chart draws for this system's rules on `s`: a threshold of a table or a
    /// test, on the measure the rule reads. Every chart (the window's and the report's) asks
    /// for them ([`reference_lines`]) and never types a threshold itself.
    fn reference_lines(&self, _s: &Scenario) -> Vec<ReferenceLine> {
        Vec::new()
    }
    fn verdict_without_values(
        &self,
        _s: &Scenario,
        _sees_test_figures: &dyn Fn(SideId) -> bool,
    ) -> Option<Verdict> {
        None
    }
}

/// The figures of a verdict (by [`Figure::id`]) that count each side's strength and losses in
/// the system's own measure ([`VictorySystem::loss_figures`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LossFigures {
    /// The unit of the count, plural, in the language in force: "men", "Unit Points",
    /// "Strength Points" ([`crate::i18n::fixed`]).
    pub measure: &'static str,
    /// Where the count comes from, in the language in force: "the end-of-battle returns",
    /// "the combats of the log"….
    pub source: &'static str,
    /// Each side's strength in that measure, when the system counts one.
    pub strength: Option<&'static str>,
    /// Each side's losses.
    pub lost: &'static str,
    /// The losses as a share of the strength, when the system reckons one.
    pub percent: Option<&'static str>,
}

/// What a chart plots, on which a system may draw a [`ReferenceLine`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChartAxis {
    /// Each side's losses in men, in % of its starting strength.
    MenLostPercent,
    /// The Strength Points lost in combat as Napoleon at Waterloo counts them (its own count,
    /// `crate::record::NAW_COUNT`), not the units' Strength Points.
    NawCombatCount,
    /// The VP a side holds, in % of all the VP on the map.
    VpHeldPercent,
    /// A side's Waterloo 20 Morale Points.
    MoralePoints,
}

/// What crossing a [`ReferenceLine`] means: the colour a chart gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineMeaning {
    /// The rule may end the battle or turn the result (drawn amber).
    Threshold,
    /// The side that crosses it is beaten or demoralized (drawn red).
    Defeat,
}

/// A line a chart draws for a system's rule: where, and what it says.
#[derive(Clone, Debug, PartialEq)]
pub struct ReferenceLine {
    pub axis: ChartAxis,
    /// Where the line lies on the axis.
    pub value: f64,
    /// The value as the axis tags it: "35%", "40 SP", "0".
    pub tag: String,
    /// What the line means, with the system named: "35%: the game may be declared over
    /// (casualty chart, rule 2)".
    pub label: String,
    pub meaning: LineMeaning,
}

/// The reference lines on `axis` of every registered system for which `in_play` holds (see
/// `crate::record::result::Standing::in_play`), in registry order.
pub fn reference_lines(
    s: &Scenario,
    axis: ChartAxis,
    in_play: &dyn Fn(&str) -> bool,
) -> Vec<ReferenceLine> {
    registry()
        .into_iter()
        .filter(|sys| in_play(sys.id()))
        .flat_map(|sys| sys.reference_lines(s))
        .filter(|line| line.axis == axis)
        .collect()
}

/// All systems, in the order RULES.md lists them.
pub fn registry() -> [&'static dyn VictorySystem; 5] {
    [
        &casualty_chart::CasualtyChart,
        &weighted_objectives::WeightedObjectives,
        &unit_points::UnitPoints,
        &naw::NapoleonAtWaterloo,
        &waterloo20::Waterloo20,
    ]
}

/// Every system's id, in registry order: what a scenario may name in `settings.decided_by` and
/// `compare_with` (the model checks the names against this list, which it is given).
pub fn ids() -> Vec<&'static str> {
    registry().iter().map(|s| s.id()).collect()
}

/// The system with this id.
pub fn by_id(id: &str) -> Option<&'static dyn VictorySystem> {
    registry().into_iter().find(|s| s.id() == id)
}

/// Every system's judgement of the scenario, in registry order.
pub fn judge_all(s: &Scenario) -> Vec<(&'static dyn VictorySystem, Judgement)> {
    registry()
        .into_iter()
        .map(|sys| {
            profiling::scope!("judge", sys.id());
            (sys, sys.judge(s))
        })
        .collect()
}

/// What a system says about a scenario.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Judgement {
    /// The scenario lacks data the system needs.
    NotApplicable {
        missing: Vec<Missing>,
    },
    /// The data is there but makes no sense (e.g. a ratio of 0/0).
    Invalid {
        problems: Vec<Missing>,
    },
    Verdict(Verdict),
    /// Never returned by a system: what an output shows in place of a judgement that the
    /// knowledge rules withhold from its audience (`crate::record::knowledge`).
    Withheld {
        reason: String,
    },
}

impl Judgement {
    pub fn verdict(&self) -> Option<&Verdict> {
        match self {
            Judgement::Verdict(v) => Some(v),
            Judgement::NotApplicable { .. }
            | Judgement::Invalid { .. }
            | Judgement::Withheld { .. } => None,
        }
    }
}

/// Why a scenario cannot be judged. It becomes [`Judgement::NotApplicable`] or
/// [`Judgement::Invalid`]; a type of its own because a `Judgement` may hold a whole verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Data the system needs is missing.
    NotApplicable(Vec<Missing>),
    /// The data makes no sense.
    Invalid(Vec<Missing>),
}

impl Refusal {
    /// Each missing or wrong field, with its place and side.
    pub fn problems(&self) -> &[Missing] {
        match self {
            Refusal::NotApplicable(p) | Refusal::Invalid(p) => p,
        }
    }
}

impl From<Refusal> for Judgement {
    fn from(r: Refusal) -> Judgement {
        match r {
            Refusal::NotApplicable(missing) => Judgement::NotApplicable { missing },
            Refusal::Invalid(problems) => Judgement::Invalid { problems },
        }
    }
}

/// A piece of missing or wrong data: what, and where to find it in the scenario (its path,
/// the side's id and a sentence). The model's one problem type, with the side by id.
pub type Missing = crate::model::Problem<SideId>;

/// The result of one system.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Verdict {
    /// The winning side; `None` for a draw or when there is no official victor.
    pub winner: Option<SideId>,
    /// The level in the system's own words ("Minor victory", "decisive victory", "Draw"…).
    pub level: String,
    /// The level's id, the same in every language: the system's constant for it, its English
    /// words in lower case with a hyphen between words ("minor-victory", "decisive-victory",
    /// "draw"; [`level_id_of`]). A campaign's results table names its rows by it
    /// (`crate::record::campaign`); one of the system's [`VictorySystem::level_ids`].
    #[serde(skip)]
    pub level_id: &'static str,
    /// One line to print, with the sides' names: "Minor victory for Prussia".
    pub headline: String,
    /// Why the result is what it is, in one sentence with the figures that decide it (the loss
    /// percentages and their ratio, the cell of the chart, the roll against the withdrawal
    /// factor…): what the report's first page prints under the headline. The worked steps
    /// say it in full.
    pub reason: String,
    pub flags: Vec<Flag>,
    /// Figures per side for tables and charts.
    pub figures: Vec<Figure>,
    /// The worked steps, in order; an umpire can check the verdict by hand from them.
    pub steps: Vec<Step>,
}

/// A notable condition. `id` is stable for scripts: `early-end`, `below-table`, `log-mismatch`,
/// `void-test`, `log-problem`, `not-started`, `no-official-victor`, `demoralized`, `withdrawal`,
/// `game-over`, `optional-rule`…
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Flag {
    pub id: String,
    pub side: Option<SideId>,
    pub text: String,
    /// The place in the scenario file the flag is about, as [`Missing::path`] gives one
    /// (`log[3].events[2]` for an entry of the log), when it is about one: `umpire check` prints
    /// it and the desk goes to it.
    pub path: Option<String>,
}

impl Flag {
    /// A flag about the battle as a whole.
    pub fn new(id: impl Into<String>, side: Option<SideId>, text: impl Into<String>) -> Flag {
        Flag {
            id: id.into(),
            side,
            text: text.into(),
            path: None,
        }
    }

    /// The same flag, about the place `path` of the file.
    pub fn at(self, path: impl Into<String>) -> Flag {
        Flag {
            path: Some(path.into()),
            ..self
        }
    }
}

/// The id of the flag a verdict on a battle of which nothing is logged yet carries.
pub const NOT_STARTED: &str = "not-started";

/// The level id of a verdict on a battle of which nothing is logged ([`Verdict::not_started`]).
pub const NO_VERDICT_YET: &str = "no-verdict-yet";

/// The level id that `words` name, as a campaign's results table writes a level (file data,
/// in the system's English words): the letters and digits in lower case, every run of other
/// characters one hyphen. "Minor victory" and "minor-victory" are `minor-victory`; "Victory:
/// holds the field" is `victory-holds-the-field`.
pub fn level_id_of(words: &str) -> String {
    let lower = words.to_lowercase();
    let parts: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|part| !part.is_empty())
        .collect();
    parts.join("-")
}

/// Whether nothing at all is logged: the battle has not begun, and a system that judges the log
/// has no verdict to give yet (nor a draw: nobody has fought).
pub fn nothing_logged(s: &Scenario) -> bool {
    s.log.events().next().is_none()
}

impl Verdict {
    /// The verdict of a system that judges the log, on a battle of which nothing is logged: no
    /// winner, the level "No verdict yet" and the flag [`NOT_STARTED`], with the figures and
    /// the steps that say where the sides stand at the start, then a last step that says why
    /// there is no verdict.
    pub fn not_started(figures: Vec<Figure>, mut steps: Vec<Step>) -> Verdict {
        let why = tr!(SysNotStartedWhy);
        steps.push(Step::new(tr!(SysBeforeTheBattle), why.clone()));
        Verdict {
            winner: None,
            level: tr!(SysNoVerdictYet),
            level_id: NO_VERDICT_YET,
            headline: tr!(SysNotStartedHeadline),
            reason: tr!(SysNotStartedReason),
            flags: vec![Flag::new(NOT_STARTED, None, why)],
            figures,
            steps,
        }
    }
}

/// The flags that say the result itself once more (no official victor at sundown, the army
/// that withdrew, the game over): a script reading the flags alone needs them, but under the
/// headline and its reason they would repeat it.
pub const RESULT_FLAGS: [&str; 4] = ["no-official-victor", "withdrawal", "game-over", NOT_STARTED];

impl Flag {
    /// Whether this flag says the result again ([`RESULT_FLAGS`]).
    pub fn restates_result(&self) -> bool {
        RESULT_FLAGS.contains(&self.id.as_str())
    }
}

/// A figure for both sides, e.g. "Loss %": 40.00 and 10.00.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figure {
    /// Stable id for scripts, e.g. `loss-percent`.
    pub id: String,
    pub label: String,
    /// Values of side A and side B for charts (floats only for drawing; decisions are exact).
    pub values: [f64; 2],
    /// The same values as printed, exactly.
    pub text: [String; 2],
}

/// One worked step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The rule applied, e.g. "Rule 4", "Modifier (2)", "[8.2]".
    pub rule: String,
    /// The sentence with its numbers.
    pub text: String,
}

impl Step {
    pub fn new(rule: impl Into<String>, text: impl Into<String>) -> Step {
        Step {
            rule: rule.into(),
            text: text.into(),
        }
    }
}
