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

pub use super::Refusal;
use super::exact::{self, Q, int, q};
use super::{Figure, Flag, Judgement, Missing, Step, Verdict, VictorySystem};
use crate::model::{Event, GameEnd, Scenario, SideId, UnitKind, UnitStatus, replay};
use num_traits::Zero;
use std::collections::{BTreeMap, BTreeSet};

pub struct UnitPoints;

impl VictorySystem for UnitPoints {
    fn id(&self) -> &'static str {
        "unit-points"
    }
    fn name(&self) -> &'static str {
        "Unit points (Grande Tactique)"
    }
    fn source(&self) -> &'static str {
        "Seed 003 \"Victory\" (Grande Tactique: counting losses in Unit Points), as read by RULES.md §3"
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

    pub fn label(self) -> &'static str {
        match self {
            Category::DestroyedOrFled => "destroyed or fled",
            Category::Withdrawn => "voluntarily withdrawn",
            Category::OnBoard => "still on the board",
            Category::NotCounted => "exited, off table or not arrived",
        }
    }
}

/// The scale of victory (seed 003), in half-open bands of the ratio vanquished % : victor %.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Band {
    Marginal,
    Indecisive,
    Decisive,
    Overwhelming,
}

impl Band {
    pub const ALL: [Band; 4] = [
        Band::Marginal,
        Band::Indecisive,
        Band::Decisive,
        Band::Overwhelming,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Band::Marginal => "marginal victory",
            Band::Indecisive => "indecisive victory",
            Band::Decisive => "decisive victory",
            Band::Overwhelming => "overwhelming victory",
        }
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
    pub fn range(self) -> &'static str {
        match self {
            Band::Marginal => "from 1:1 to under 3:2",
            Band::Indecisive => "from 3:2 to under 2:1",
            Band::Decisive => "from 2:1 to under 4:1",
            Band::Overwhelming => "4:1 or more",
        }
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
            GameEnd::Collapse { .. } => self.band.label().to_string(),
            GameEnd::Sundown => "No official victor".to_string(),
        }
    }

    pub fn headline(&self, s: &Scenario) -> String {
        match (self.end, self.ahead) {
            (GameEnd::Collapse { .. }, Some(w)) => {
                format!("{} for {}", capitalised(self.band.label()), s.side(w).name)
            }
            (_, Some(a)) => format!(
                "No official victor (sundown); the losses would make it {} {} for {}",
                article(self.band),
                self.band.label(),
                s.side(a).name
            ),
            (_, None) => {
                "No official victor (sundown); the losses are equal, a marginal result".to_string()
            }
        }
    }

    pub fn verdict(&self, s: &Scenario) -> Verdict {
        let t = &self.tallies;
        let p = &self.points;
        let whole = |id: &str, label: &str, v: [u64; 2]| Figure {
            id: id.to_string(),
            label: label.to_string(),
            values: v.map(|x| x as f64),
            text: v.map(|x| exact::thousands(x.into())),
        };
        Verdict {
            winner: self.winner,
            level: self.level(),
            headline: self.headline(s),
            flags: self.flags.clone(),
            figures: vec![
                whole("total-up", "Total Unit Points", [p[0].total, p[1].total]),
                whole(
                    "tally-up",
                    "Unit Points lost (tally)",
                    [t[0].tally, t[1].tally],
                ),
                Figure {
                    id: "loss-percent".into(),
                    label: "Loss %".into(),
                    values: [t[0].loss, t[1].loss].map(|x| exact::to_f64(x * int(100))),
                    text: [t[0].loss, t[1].loss].map(exact::percent),
                },
            ],
            steps: self.steps.clone(),
        }
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn article(band: Band) -> &'static str {
    match band {
        Band::Indecisive | Band::Overwhelming => "an",
        Band::Marginal | Band::Decisive => "a",
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

fn pct(x: Q) -> String {
    if exact::is_exact_decimal(x * int(100), 2) {
        exact::percent(x)
    } else {
        format!("≈{}", exact::percent(x))
    }
}

fn up(n: u64) -> String {
    exact::thousands(n.into())
}

/// `points × percent%`, exactly, as a short decimal: 7 × 20% = 1.4.
fn share(points: u64, percent: u64) -> String {
    let x = q(points as i128 * percent as i128, 100);
    if x.is_integer() {
        exact::thousands(x.to_integer())
    } else {
        exact::decimal(x, 1)
    }
}

fn units_path(side: SideId) -> String {
    format!(
        "sides[{}].contingents[*].units[*].strength.unit_points",
        side.index()
    )
}

/// Unit Points lost must name a unit and may not exceed its points.
fn log_problems(s: &Scenario) -> Vec<Missing> {
    let mut problems = Vec::new();
    let mut lost: BTreeMap<&str, u128> = BTreeMap::new();
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (k, e) in turn.events.iter().enumerate() {
            let Event::Losses {
                side,
                unit,
                unit_points,
                ..
            } = e
            else {
                continue;
            };
            if *unit_points == 0 {
                continue;
            }
            let path = format!("log[{t}] (turn \"{}\").events[{k}]", turn.name);
            let found = unit.as_deref().and_then(|id| s.unit(id));
            let Some((owner, u)) = found else {
                problems.push(Missing {
                    path: format!("{path}.unit"),
                    side: Some(*side),
                    message: format!(
                        "{}: {} Unit Points lost without a known unit; Grande Tactique reckons losses unit by unit, so name the unit",
                        s.side(*side).name,
                        up(*unit_points)
                    ),
                });
                continue;
            };
            if u.kind == UnitKind::General {
                continue;
            }
            let total = lost.entry(u.id.as_str()).or_default();
            let before = *total;
            *total += *unit_points as u128;
            if *total > u.strength.unit_points as u128 && before <= u.strength.unit_points as u128 {
                problems.push(Missing {
                    path,
                    side: Some(owner),
                    message: format!(
                        "{}: unit \"{}\" has lost {} Unit Points by now, more than its {}",
                        s.side(owner).name,
                        u.id,
                        exact::thousands(*total as i128),
                        up(u.strength.unit_points)
                    ),
                });
            }
        }
    }
    problems
}

/// Each army's Unit Points by category at the end of the log, checked.
pub fn unit_points(s: &Scenario) -> Result<[SideUnitPoints; 2], Refusal> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for (side, u) in s.units() {
        if !seen.insert(u.id.as_str()) {
            problems.push(Missing {
                path: format!("units[{}]", u.id),
                side: Some(side),
                message: format!(
                    "{}: unit id \"{}\" is used more than once, so its status and losses cannot be told apart",
                    s.side(side).name,
                    u.id
                ),
            });
        }
    }
    for id in SideId::BOTH {
        let total: u128 = s
            .side(id)
            .units()
            .filter(|u| u.kind != UnitKind::General)
            .map(|u| u.strength.unit_points as u128)
            .sum();
        if total > MAX_TOTAL_UP as u128 {
            problems.push(Missing {
                path: units_path(id),
                side: Some(id),
                message: format!(
                    "{}: {} Unit Points in all, more than the {} this reckoning accepts",
                    s.side(id).name,
                    exact::thousands(total as i128),
                    up(MAX_TOTAL_UP)
                ),
            });
        }
    }
    problems.extend(log_problems(s));
    if !problems.is_empty() {
        return Err(Refusal::Invalid(problems));
    }

    let state = replay(s, usize::MAX);
    let mut out = [SideUnitPoints::default(); 2];
    for (side, u) in s.units() {
        if u.kind == UnitKind::General {
            continue;
        }
        let p = &mut out[side.index()];
        let strength = u.strength.unit_points;
        let (status, lost) = state
            .units
            .get(u.id.as_str())
            .map(|st| (st.status, st.lost.unit_points.min(strength)))
            .unwrap_or((u.status, 0));
        let remaining = strength - lost;
        p.total += strength;
        p.units += 1;
        let category = Category::of(status);
        match category {
            Category::DestroyedOrFled => p.destroyed += strength,
            Category::Withdrawn => p.withdrawn += remaining,
            Category::OnBoard => p.on_board += remaining,
            Category::NotCounted => p.not_counted += remaining,
        }
        if category != Category::DestroyedOrFled {
            p.destroyed += lost;
            p.lost_by_survivors += lost;
        }
        if u.kind == UnitKind::Cavalry {
            p.cavalry_start += strength;
            if matches!(category, Category::OnBoard | Category::NotCounted) {
                p.cavalry_kept += remaining;
            }
        }
    }
    let missing: Vec<Missing> = SideId::BOTH
        .into_iter()
        .filter(|id| out[id.index()].total == 0)
        .map(|id| Missing {
            path: units_path(id),
            side: Some(id),
            message: format!(
                "{} has no units with Unit Points (generals are not counted): enter each unit's Unit Points",
                s.side(id).name
            ),
        })
        .collect();
    if missing.is_empty() {
        Ok(out)
    } else {
        Err(Refusal::NotApplicable(missing))
    }
}

/// The whole reckoning of RULES.md §3 with its worked steps.
pub fn analyse(s: &Scenario) -> Result<Analysis, Refusal> {
    let (points, end) = match (unit_points(s), s.settings.game_end) {
        (Err(Refusal::NotApplicable(mut missing)), None) => {
            missing.insert(0, game_end_missing());
            return Err(Refusal::NotApplicable(missing));
        }
        (Err(r), _) => return Err(r),
        (Ok(_), None) => return Err(Refusal::NotApplicable(vec![game_end_missing()])),
        (Ok(p), Some(end)) => (p, end),
    };
    let name = |id: SideId| s.side(id).name.as_str();
    let mut steps = vec![
        Step::new(
            "Reading",
            "Status at the end of the log: destroyed or fled count 100%; voluntarily withdrawn 20%; on the board and routed units count as still on the board; exited, off-table and not-arrived units cost nothing (they stay in the total). Unit Points logged as lost by a unit count as destroyed and come off that unit's remaining points. Generals are not counted.",
        ),
        Step::new(
            "When the game ends",
            match end {
                GameEnd::Collapse { vanquished } => format!(
                    "The morale of all the divisions of {} collapsed: {} has lost (vanquished) and {} is the victor.",
                    name(vanquished),
                    name(vanquished),
                    name(vanquished.other())
                ),
                GameEnd::Sundown => "The game stopped at sundown: there is no official victor, and units still on the board cost neither side anything.".to_string(),
            },
        ),
        Step::new(
            "Total Unit Points",
            per_side(|id| {
                let p = &points[id.index()];
                format!(
                    "{}: {} UP in {} units at the outset (reinforcements included, whether they arrived or not)",
                    name(id),
                    up(p.total),
                    p.units
                )
            }),
        ),
    ];

    let on_board_percent = |id: SideId| match end {
        GameEnd::Collapse { vanquished } if vanquished == id => {
            if points[id.other().index()].kept_half_its_cavalry() {
                40
            } else {
                20
            }
        }
        _ => 0,
    };
    let tallies = SideId::BOTH.map(|id| tally(&points[id.index()], on_board_percent(id)));

    steps.push(Step::new(
        "Destroyed or fled (100%)",
        per_side(|id| {
            let p = &points[id.index()];
            let of_which = if p.lost_by_survivors > 0 {
                format!(
                    " (of which {} UP lost by units not destroyed)",
                    up(p.lost_by_survivors)
                )
            } else {
                String::new()
            };
            format!(
                "{}: {} UP{of_which} → {}",
                name(id),
                up(p.destroyed),
                up(p.destroyed)
            )
        }),
    ));
    steps.push(Step::new(
        "Voluntarily withdrawn (20%)",
        per_side(|id| {
            let p = &points[id.index()];
            rounded_text(name(id), p.withdrawn, 20, tallies[id.index()].withdrawn)
        }),
    ));
    if let GameEnd::Collapse { vanquished } = end {
        let victor = vanquished.other();
        let v = &points[victor.index()];
        let kept = v.kept_half_its_cavalry();
        let facts = if v.cavalry_start == 0 {
            format!(
                "{} (victor) has no cavalry, which counts as not keeping 50%",
                name(victor)
            )
        } else {
            format!(
                "{} (victor) began with {} cavalry UP and kept {} ({}): {}",
                name(victor),
                up(v.cavalry_start),
                up(v.cavalry_kept),
                pct(q(v.cavalry_kept, v.cavalry_start)),
                if kept {
                    "at least 50%"
                } else {
                    "less than 50%"
                }
            )
        };
        steps.push(Step::new(
            "Victor's cavalry",
            format!(
                "{facts}, so the vanquished's units still on the board cost {}%.",
                if kept { 40 } else { 20 }
            ),
        ));
    }
    steps.push(Step::new(
        "Still on the board",
        per_side(|id| {
            let p = &points[id.index()];
            match end {
                GameEnd::Sundown => {
                    format!("{}: {} UP, nothing at sundown", name(id), up(p.on_board))
                }
                GameEnd::Collapse { vanquished } if vanquished != id => format!(
                    "{} (victor): {} UP, nothing for the victor",
                    name(id),
                    up(p.on_board)
                ),
                GameEnd::Collapse { .. } => rounded_text(
                    &format!("{} (vanquished)", name(id)),
                    p.on_board,
                    tallies[id.index()].on_board_percent,
                    tallies[id.index()].on_board,
                ),
            }
        }),
    ));
    if points.iter().any(|p| p.not_counted > 0) {
        steps.push(Step::new(
            "Not counted",
            per_side(|id| {
                format!(
                    "{}: {} UP exited, off table or not arrived, no loss",
                    name(id),
                    up(points[id.index()].not_counted)
                )
            }),
        ));
    }
    steps.push(Step::new(
        "Tally and loss %",
        per_side(|id| {
            let t = &tallies[id.index()];
            format!(
                "{}: {} + {} + {} = {} of {} UP = {}",
                name(id),
                up(t.destroyed),
                up(t.withdrawn),
                up(t.on_board),
                up(t.tally),
                up(points[id.index()].total),
                pct(t.loss)
            )
        }),
    ));

    let loss = [tallies[0].loss, tallies[1].loss];
    if loss[0].is_zero() && loss[1].is_zero() {
        return Err(Refusal::Invalid(vec![Missing {
            path: "log".into(),
            side: None,
            message: format!(
                "Neither {} nor {} has lost anything: a ratio of 0% to 0% has no meaning; log the losses and unit statuses first",
                name(SideId::A),
                name(SideId::B)
            ),
        }]));
    }
    let (behind, ahead) = match end {
        GameEnd::Collapse { vanquished } => (Some(vanquished), Some(vanquished.other())),
        GameEnd::Sundown if loss[0] > loss[1] => (Some(SideId::A), Some(SideId::B)),
        GameEnd::Sundown if loss[1] > loss[0] => (Some(SideId::B), Some(SideId::A)),
        GameEnd::Sundown => (None, None),
    };
    let (ratio, ratio_words) = match (behind, ahead) {
        (Some(b), Some(a)) => {
            let (lb, la) = (loss[b.index()], loss[a.index()]);
            let role = |id: SideId| match end {
                GameEnd::Collapse { vanquished } if vanquished == id => "vanquished",
                GameEnd::Collapse { .. } => "victor",
                GameEnd::Sundown if Some(id) == behind => "behind",
                GameEnd::Sundown => "ahead",
            };
            if la.is_zero() {
                (
                    None,
                    format!(
                        "{} ({}) {} : {} ({}) 0%: the {} lost nothing, so the ratio is unbounded",
                        name(b),
                        role(b),
                        pct(lb),
                        name(a),
                        role(a),
                        role(a)
                    ),
                )
            } else {
                let r = lb / la;
                (
                    Some(r),
                    format!(
                        "{} ({}) {} : {} ({}) {} = {}",
                        name(b),
                        role(b),
                        pct(lb),
                        name(a),
                        role(a),
                        pct(la),
                        ratio_text(r)
                    ),
                )
            }
        }
        _ => (
            Some(int(1)),
            format!("Both sides lost {}: the ratio is 1:1", pct(loss[0])),
        ),
    };
    let band = ratio.map_or(Band::Overwhelming, band_for);
    let below_table = ratio.is_some_and(|r| r < int(1));
    steps.push(Step::new("Ratio", format!("{ratio_words}.")));
    let scale = match ratio {
        None => format!(
            "An unbounded ratio is 4:1 or more: {} (e.g. {}).",
            band.label(),
            band.example()
        ),
        Some(r) if below_table => format!(
            "{} is below 1:1, under the table's lowest band: reckoned as a {} (e.g. {}).",
            ratio_text(r),
            band.label(),
            band.example()
        ),
        Some(r) => format!(
            "{} is {}: {} (e.g. {}).",
            ratio_text(r),
            band.range(),
            band.label(),
            band.example()
        ),
    };
    steps.push(Step::new("Scale of victory", scale));

    let mut flags = Vec::new();
    if below_table && let Some(a) = ahead {
        flags.push(Flag {
            id: "below-table".into(),
            side: Some(a),
            text: format!(
                "The vanquished lost a smaller share than {} (ratio {}, below 1:1): reckoned as a marginal victory",
                name(a),
                ratio.map(ratio_text).unwrap_or_default()
            ),
        });
    }
    let winner = match end {
        GameEnd::Collapse { vanquished } => Some(vanquished.other()),
        GameEnd::Sundown => {
            flags.push(Flag {
                id: "no-official-victor".into(),
                side: ahead,
                text: match ahead {
                    Some(a) => format!(
                        "The game stopped at sundown: no official victor. The losses would make it {} {} for {}.",
                        article(band),
                        band.label(),
                        name(a)
                    ),
                    None => "The game stopped at sundown: no official victor, and the losses are equal.".to_string(),
                },
            });
            None
        }
    };
    steps.push(Step::new(
        "Result",
        match (winner, ahead) {
            (Some(w), _) => format!("{} for {}.", capitalised(band.label()), name(w)),
            (None, Some(a)) => format!(
                "No official victor at sundown; the scale would give {} {} for {}, with {} behind.",
                article(band),
                band.label(),
                name(a),
                name(a.other())
            ),
            (None, None) => "No official victor at sundown; the losses are equal (1:1, a marginal result for neither side).".to_string(),
        },
    ));
    Ok(Analysis {
        end,
        points,
        tallies,
        ahead,
        ratio,
        band,
        below_table,
        winner,
        steps,
        flags,
    })
}

fn game_end_missing() -> Missing {
    Missing {
        path: "settings.game_end".into(),
        side: None,
        message:
            "Say how the game ended: the collapse of one side's morale (which side) or sundown"
                .into(),
    }
}

fn per_side(text: impl Fn(SideId) -> String) -> String {
    SideId::BOTH.map(text).join(". ") + "."
}

/// "Army A: 7 UP × 20% = 1.4, rounded down 1".
fn rounded_text(who: &str, points: u64, percent: u64, cost: u64) -> String {
    let exact_share = share(points, percent);
    if exact_share == up(cost) {
        format!("{who}: {} UP × {percent}% = {}", up(points), up(cost))
    } else {
        format!(
            "{who}: {} UP × {percent}% = {exact_share}, rounded down {}",
            up(points),
            up(cost)
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
