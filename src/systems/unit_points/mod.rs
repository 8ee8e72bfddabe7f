//! `unit-points`: loss reckoning in Unit Points, from the Grande Tactique rules (seed 003,
//! RULES.md §3).
//!
//! Each army's total is the Unit Points (UP) of every unit in its order of battle, reinforcements
//! included whether they arrived or not, generals excluded. The tally of losses adds, each
//! category summed and then rounded down: destroyed or fled 100%; voluntarily withdrawn 20% (both
//! sides); still on the board 40% for the vanquished only, or 20% when the victor kept less than
//! half the cavalry UP it began with; nothing for units on the board when the game ended at
//! sundown. Loss % = tally / total; the scale comes from the exact ratio vanquished % : victor %
//! in half-open bands: [1, 1.5) marginal (Eylau), [1.5, 2) indecisive (Regensburg), [2, 4)
//! decisive (Austerlitz), 4 or more overwhelming (Friedland).
//!
//! Readings where the seed and RULES.md are silent (also stated in the worked steps):
//! - A unit's status is its status at the end, replayed from the log. **Routed** units are still
//!   on the board (they have not yet fled; a unit that flees is logged as destroyed or fled).
//!   **Exited**, **off table** and **not arrived** units cost nothing: they are in the total, as
//!   the seed counts reinforcements whether they arrived or not, but fit no category of loss.
//! - Unit Points logged as lost by a unit (`Event::Losses` with `unit_points`) count as destroyed
//!   points and come off that unit's remaining points, whatever its status; they must name a unit,
//!   and may not exceed its Unit Points.
//! - The victor's cavalry "kept" is the cavalry UP not destroyed, fled, withdrawn or lost; a victor
//!   without cavalry counts as not keeping 50%.
//! - Below 1:1 the table has no band: the result is marginal and flagged `below-table`. A victor
//!   at 0% makes the ratio unbounded: overwhelming. 0% against 0% is refused.
//! - At sundown there is no official victor; the steps show the scale the ratio would give, with
//!   the side with the higher loss % as the one behind.
//!
//! The seed's own example has two slips that RULES.md corrects: Army B's losses are 15 of **50**
//! (30%), and at sundown Army A's are 28 of 50 = **56%**; so 64% : 30% = 2.13, decisive, and at
//! sundown 56% : 30% = 1.87, indecisive.
//!
//! The files: [`points`] (each army's Unit Points by category at the end, checked) and
//! [`reckoning`] (the tally, the ratio and the scale, step by step).

mod points;
mod reckoning;

pub use super::Refusal;
pub use points::unit_points;
pub use reckoning::analyse;

use super::exact::{self, Q, int, q};
use super::{Figure, Flag, Judgement, Step, Verdict, VictorySystem};
use crate::i18n::{Msg, fixed, tr};
use crate::model::{GameEnd, Scenario, SideId, UnitStatus};
use num_traits::Zero;

pub struct UnitPoints;

/// The system's id on the command line, in JSON and in a scenario's `decided_by`.
pub const ID: &str = "unit-points";

/// The level id of a battle that ends at sundown with no army collapsed.
pub const NO_OFFICIAL_VICTOR: &str = "no-official-victor";

/// Every level id of the system: each band's, then sundown's.
const LEVEL_IDS: [&str; Band::ALL.len() + 1] = {
    let mut ids = [NO_OFFICIAL_VICTOR; Band::ALL.len() + 1];
    let mut i = 0;
    while i < Band::ALL.len() {
        ids[i] = Band::ALL[i].level_id();
        i += 1;
    }
    ids
};

impl VictorySystem for UnitPoints {
    fn id(&self) -> &'static str {
        ID
    }
    fn name(&self) -> &'static str {
        fixed(Msg::UpName)
    }
    fn source(&self) -> &'static str {
        fixed(Msg::UpSource)
    }
    fn level_ids(&self) -> &'static [&'static str] {
        &LEVEL_IDS
    }
    fn loss_figures(&self) -> Option<super::LossFigures> {
        Some(super::LossFigures {
            measure: fixed(Msg::UpMeasure),
            source: fixed(Msg::UpLossSource),
            strength: Some("total-up"),
            lost: "tally-up",
            percent: Some("loss-percent"),
        })
    }
    fn judge(&self, scenario: &Scenario) -> Judgement {
        match analyse(scenario) {
            Ok(a) => Judgement::Verdict(a.verdict(scenario)),
            Err(r) => r.into(),
        }
    }
}

/// The largest total of Unit Points of one army the reckoning accepts (exact arithmetic over
/// `i128` stays far from overflow below it).
pub const MAX_TOTAL_UP: u64 = 1_000_000_000_000;

/// What a unit's status at the end counts as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// 100% of its points.
    DestroyedOrFled,
    /// 20% of its points, both sides.
    Withdrawn,
    /// 40% (or 20%) for the vanquished only; nothing at sundown.
    OnBoard,
    /// In the total, but no loss.
    NotCounted,
}

impl Category {
    pub fn of(status: UnitStatus) -> Category {
        match status {
            UnitStatus::DestroyedOrFled => Category::DestroyedOrFled,
            UnitStatus::VoluntarilyWithdrawn => Category::Withdrawn,
            UnitStatus::OnBoard | UnitStatus::Routed => Category::OnBoard,
            UnitStatus::Exited | UnitStatus::OffTable | UnitStatus::NotArrived => {
                Category::NotCounted
            }
        }
    }

    pub fn label(self) -> String {
        match self {
            Category::DestroyedOrFled => tr!(UpCategoryDestroyed),
            Category::Withdrawn => tr!(UpCategoryWithdrawn),
            Category::OnBoard => tr!(UpCategoryOnBoard),
            Category::NotCounted => tr!(UpCategoryNotCounted),
        }
    }
}

/// The scale of victory (seed 003), in half-open bands of the ratio vanquished % : victor %.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, strum::VariantArray, strum::EnumCount,
)]
pub enum Band {
    Marginal,
    Indecisive,
    Decisive,
    Overwhelming,
}

impl Band {
    pub const ALL: [Band; <Band as strum::EnumCount>::COUNT] = crate::model::all_variants();

    /// The band's id in the messages (`$band`): `marginal` … `overwhelming`.
    pub fn key(self) -> &'static str {
        match self {
            Band::Marginal => "marginal",
            Band::Indecisive => "indecisive",
            Band::Decisive => "decisive",
            Band::Overwhelming => "overwhelming",
        }
    }

    /// The band's level id ([`crate::systems::Verdict::level_id`]): "decisive-victory".
    pub const fn level_id(self) -> &'static str {
        match self {
            Band::Marginal => "marginal-victory",
            Band::Indecisive => "indecisive-victory",
            Band::Decisive => "decisive-victory",
            Band::Overwhelming => "overwhelming-victory",
        }
    }

    /// "decisive victory".
    pub fn label(self) -> String {
        tr!(UpBand, band = self.key())
    }

    /// "a decisive victory", "an indecisive victory": the band inside a sentence.
    pub fn with_article(self) -> String {
        tr!(UpBandArticle, band = self.key())
    }

    /// The seed's historical example of the band.
    pub fn example(self) -> &'static str {
        match self {
            Band::Marginal => "Eylau",
            Band::Indecisive => "Regensburg",
            Band::Decisive => "Austerlitz",
            Band::Overwhelming => "Friedland",
        }
    }

    /// The ratios the band covers.
    pub fn range(self) -> String {
        tr!(UpBandRange, band = self.key())
    }

    /// 1 for marginal … 4 for overwhelming.
    pub fn ordinal(self) -> i32 {
        self as i32 + 1
    }
}

/// The band of a ratio; below 1:1 is marginal (and flagged by the caller).
pub fn band_for(ratio: Q) -> Band {
    if ratio >= int(4) {
        Band::Overwhelming
    } else if ratio >= int(2) {
        Band::Decisive
    } else if ratio >= q(3, 2) {
        Band::Indecisive
    } else {
        Band::Marginal
    }
}

/// An army's Unit Points by category at the end (generals excluded).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideUnitPoints {
    /// Every unit at the outset, reinforcements included whether they arrived or not.
    pub total: u64,
    /// Units counted (generals excluded).
    pub units: usize,
    /// Destroyed or fled units, plus the points lost by the other units.
    pub destroyed: u64,
    /// The part of `destroyed` lost by units not destroyed or fled.
    pub lost_by_survivors: u64,
    pub withdrawn: u64,
    pub on_board: u64,
    pub not_counted: u64,
    /// Cavalry UP at the outset, and kept (not destroyed, fled, withdrawn or lost).
    pub cavalry_start: u64,
    pub cavalry_kept: u64,
}

impl SideUnitPoints {
    /// Kept at least 50% of its cavalry; an army without cavalry has not.
    pub fn kept_half_its_cavalry(&self) -> bool {
        self.cavalry_start > 0 && 2 * self.cavalry_kept as u128 >= self.cavalry_start as u128
    }
}

/// The tally of one army's losses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    pub destroyed: u64,
    pub withdrawn: u64,
    /// 40, 20 or 0.
    pub on_board_percent: u64,
    pub on_board: u64,
    pub tally: u64,
    /// tally / total.
    pub loss: Q,
}

/// Each category's points × its percentage, rounded down.
pub fn tally(points: &SideUnitPoints, on_board_percent: u64) -> Tally {
    let withdrawn = points.withdrawn / 5;
    let on_board = (points.on_board as u128 * on_board_percent as u128 / 100) as u64;
    let tally = points.destroyed + withdrawn + on_board;
    Tally {
        destroyed: points.destroyed,
        withdrawn,
        on_board_percent,
        on_board,
        tally,
        loss: if points.total == 0 {
            Q::zero()
        } else {
            q(tally, points.total)
        },
    }
}

/// The whole reckoning, for the battle desk and the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub end: GameEnd,
    pub points: [SideUnitPoints; 2],
    pub tallies: [Tally; 2],
    /// The victor, or at sundown the side with the lower loss % (`None` when equal).
    pub ahead: Option<SideId>,
    /// Loss % of the side behind over that of the side ahead; `None` when the side ahead lost
    /// nothing (an unbounded ratio).
    pub ratio: Option<Q>,
    pub band: Band,
    /// The ratio is below 1:1 (the vanquished lost a smaller share than the victor).
    pub below_table: bool,
    /// The official victor; `None` at sundown.
    pub winner: Option<SideId>,
    pub steps: Vec<Step>,
    pub flags: Vec<Flag>,
}

impl Analysis {
    pub fn level(&self) -> String {
        match self.end {
            GameEnd::Collapse { .. } => self.band.label(),
            GameEnd::Sundown => tr!(UpNoOfficialVictor),
        }
    }

    /// The id of [`Analysis::level`].
    pub fn level_id(&self) -> &'static str {
        match self.end {
            GameEnd::Collapse { .. } => self.band.level_id(),
            GameEnd::Sundown => NO_OFFICIAL_VICTOR,
        }
    }

    pub fn headline(&self, s: &Scenario) -> String {
        match (self.end, self.ahead) {
            (GameEnd::Collapse { .. }, Some(w)) => tr!(
                UpHeadline,
                band = self.band.key(),
                side = s.side(w).name.as_str()
            ),
            (_, Some(a)) => tr!(
                UpHeadlineSundown,
                band_article = self.band.with_article(),
                side = s.side(a).name.as_str()
            ),
            (_, None) => tr!(UpHeadlineSundownEqual),
        }
    }

    /// Why: each side's loss % with its tally, their ratio and the band it falls in
    /// ("… (vanquished) 64.00% (32 of 50 UP) : … (victor) 30.00% (15 of 50 UP) = ≈2.13 →
    /// decisive victory").
    pub fn reason(&self, s: &Scenario) -> String {
        let lost = |id: SideId, role: &str| {
            let (t, p) = (&self.tallies[id.index()], &self.points[id.index()]);
            tr!(
                UpSideLost,
                side = s.side(id).name.as_str(),
                role = role,
                percent = pct(t.loss),
                tally = up(t.tally),
                total = up(p.total)
            )
        };
        let Some(ahead) = self.ahead else {
            return tr!(
                UpReasonEqual,
                a = lost(SideId::A, "sundown"),
                b = lost(SideId::B, "sundown")
            );
        };
        let ratio = match self.ratio {
            Some(r) if exact::is_exact_decimal(r, 2) => exact::decimal(r, 2),
            Some(r) => format!("≈{}", exact::decimal(r, 2)),
            None => tr!(UpRatioUnbounded),
        };
        let range = if self.below_table {
            tr!(UpBelowRange)
        } else {
            self.band.range()
        };
        match self.end {
            GameEnd::Collapse { .. } => tr!(
                UpReason,
                behind = lost(ahead.other(), "vanquished"),
                ahead = lost(ahead, "victor"),
                ratio = ratio,
                band_label = self.band.label(),
                range = range
            ),
            GameEnd::Sundown => tr!(
                UpReasonSundown,
                behind = lost(ahead.other(), "behind"),
                ahead = lost(ahead, "ahead"),
                ratio = ratio,
                band_article = self.band.with_article(),
                range = range
            ),
        }
    }

    pub fn verdict(&self, s: &Scenario) -> Verdict {
        let t = &self.tallies;
        let p = &self.points;
        let whole = |id: &str, label: &str, v: [u64; 2]| Figure {
            id: id.to_string(),
            label: label.to_string(),
            values: v.map(|x| x as f64),
            text: v.map(|x| crate::i18n::whole_number(x.into())),
        };
        Verdict {
            winner: self.winner,
            level: self.level(),
            level_id: self.level_id(),
            headline: self.headline(s),
            reason: self.reason(s),
            flags: self.flags.clone(),
            figures: vec![
                whole("total-up", &tr!(UpFigureTotal), [p[0].total, p[1].total]),
                whole("tally-up", &tr!(UpFigureTally), [t[0].tally, t[1].tally]),
                Figure {
                    id: "loss-percent".into(),
                    label: tr!(UpFigureLoss),
                    values: [t[0].loss, t[1].loss].map(|x| exact::to_f64(x * int(100))),
                    text: [t[0].loss, t[1].loss].map(exact::percent),
                },
            ],
            steps: self.steps.clone(),
        }
    }
}

/// A ratio with 2 decimals, and its exact fraction when the decimals are rounded.
fn ratio_text(x: Q) -> String {
    if exact::is_exact_decimal(x, 2) {
        exact::decimal(x, 2)
    } else {
        tr!(
            UpRatioRounded,
            decimal = exact::decimal(x, 2),
            fraction = exact::fraction(x)
        )
    }
}

fn pct(x: Q) -> String {
    if exact::is_exact_decimal(x * int(100), 2) {
        exact::percent(x)
    } else {
        format!("≈{}", exact::percent(x))
    }
}

fn up(n: u64) -> String {
    crate::i18n::whole_number(n.into())
}

/// `points × percent%`, exactly, as a short decimal: 7 × 20% = 1.4.
fn share(points: u64, percent: u64) -> String {
    let x = q(points as i128 * percent as i128, 100);
    if x.is_integer() {
        crate::i18n::whole_number(x.to_integer())
    } else {
        exact::decimal(x, 1)
    }
}

fn per_side(text: impl Fn(SideId) -> String) -> String {
    SideId::BOTH.map(text).join(". ") + "."
}

/// "Army A: 7 UP × 20% = 1.4, rounded down 1".
fn rounded_text(who: &str, points: u64, percent: u64, cost: u64) -> String {
    let exact_share = share(points, percent);
    let (points, percent) = (up(points), crate::i18n::percent(percent));
    if exact_share == up(cost) {
        tr!(
            UpRounded,
            who = who,
            points = points,
            percent = percent,
            cost = up(cost)
        )
    } else {
        tr!(
            UpRoundedDown,
            who = who,
            points = points,
            percent = percent,
            share = exact_share,
            cost = up(cost)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_are_half_open() {
        assert_eq!(band_for(q(3, 2)), Band::Indecisive);
        assert_eq!(band_for(q(3, 2) - q(1, 1_000_000)), Band::Marginal);
        assert_eq!(band_for(int(2)), Band::Decisive);
        assert_eq!(band_for(int(4)), Band::Overwhelming);
        assert_eq!(band_for(q(1, 2)), Band::Marginal);
    }

    #[test]
    fn shares_show_one_decimal() {
        assert_eq!(share(7, 20), "1.4");
        assert_eq!(share(10, 40), "4");
        assert_eq!(
            rounded_text("A", 12, 40, 4),
            "A: 12 UP × 40% = 4.8, rounded down 4"
        );
    }
}
