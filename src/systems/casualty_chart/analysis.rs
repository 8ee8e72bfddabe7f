//! The numbers of the reckoning: from each side's figures ([`super::figures`]) the early end,
//! the strength ratio, the adjusted percentages, the chart's cell with its modifiers, and the
//! level. The sentences that show them are written in [`super::steps`].

use super::c_in_c::{CinCLost, c_in_c_lost};
use super::figures::men;
use super::figures::{Checked, SideFigures, checked_ends};
use super::sources::SideSources;
use super::table::{COLUMN_COUNT, Level, ROW_COUNT, TABLE, column_for, row_for};
use crate::i18n::tr;
use crate::model::{EndOfBattle, Scenario, SideId};
use crate::systems::exact::{self, Q, int, q};
use crate::systems::{Figure, Flag, Refusal, Step, Verdict};
use num_traits::Zero;
use std::cmp::Ordering;

/// Casualty percentage from which a side lets the game end at once (rule 2).
pub const EARLY_END_PERCENT: i128 = 35;

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

impl ChartReading {
    /// The level after cavalry (1).
    pub fn level(&self) -> Level {
        match self.cavalry {
            1 => self.table_level.toward_winner(),
            -1 => self.table_level.toward_loser(),
            _ => self.table_level,
        }
    }
}

/// The whole reckoning, for the battle desk and the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Each side's figures as reckoned: its contingents' end-of-battle figures summed, or,
    /// where none are typed, its units' and the log's ([`super::sources`]).
    pub ends: [EndOfBattle; 2],
    pub figures: [SideFigures; 2],
    /// Where each side's figures came from.
    pub sources: [SideSources; 2],
    /// Each side's C-in-C lost, and where that is recorded (modifier (4)).
    pub c_in_c: [Option<CinCLost>; 2],
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
            Some(w) => tr!(
                CcHeadline,
                level = self.level.label(),
                side = s.side(w).name.as_str()
            ),
            None => Level::Draw.label(),
        }
    }

    pub fn verdict(&self, s: &Scenario) -> Verdict {
        Verdict {
            winner: self.winner,
            level: self.level.label(),
            level_id: self.level.id(),
            headline: self.headline(s),
            reason: self.reason(s),
            flags: self.flags.clone(),
            figures: self.figure_table(),
            steps: self.steps.clone(),
        }
    }

    /// [`Analysis::verdict`], moving the steps and flags instead of copying them.
    pub fn into_verdict(mut self, s: &Scenario) -> Verdict {
        Verdict {
            winner: self.winner,
            level: self.level.label(),
            level_id: self.level.id(),
            headline: self.headline(s),
            reason: self.reason(s),
            figures: self.figure_table(),
            flags: std::mem::take(&mut self.flags),
            steps: std::mem::take(&mut self.steps),
        }
    }

    fn figure_table(&self) -> Vec<Figure> {
        let f = &self.figures;
        let figure = |id: &str, label: String, v: [Q; 2], show: fn(Q) -> String| Figure {
            id: id.to_string(),
            label,
            values: v.map(exact::to_f64),
            text: v.map(show),
        };
        // Percentages: the chart value is the percentage, the text shows the fraction as one.
        let percent_figure = |id: &str, label: String, v: [Q; 2]| Figure {
            id: id.to_string(),
            label,
            values: v.map(|x| exact::to_f64(x * int(100))),
            text: v.map(exact::percent),
        };
        vec![
            figure(
                "strength",
                tr!(CcFigureStrength),
                [f[0].strength, f[1].strength],
                men,
            ),
            figure(
                "casualties",
                tr!(CcFigureCasualties),
                [f[0].casualties, f[1].casualties],
                men,
            ),
            percent_figure("loss-percent", tr!(CcFigureLoss), [f[0].loss, f[1].loss]),
            percent_figure("adjusted-percent", tr!(CcFigureAdjusted), self.adjusted),
        ]
    }
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

/// The numbers of the whole reckoning of RULES.md §1; [`super::analyse`] adds the worked steps.
pub(super) fn reckon(s: &Scenario) -> Result<Analysis, Refusal> {
    let Checked {
        ends,
        figures,
        sources,
    } = checked_ends(s)?;
    let c_in_c = SideId::BOTH.map(|id| c_in_c_lost(s, id));
    let early_end = early_end(&figures);
    let ratio = strength_ratio(&ends, &figures);
    let adjusted = adjusted(&figures, &ratio);
    let reading = loser_and_winner(&adjusted)
        .map(|(loser, winner)| read_chart(s, &ends, &c_in_c, &adjusted, winner, loser));
    let level = reading.as_ref().map_or(Level::Draw, ChartReading::level);
    let winner = reading
        .as_ref()
        .map(|r| r.winner)
        .filter(|_| level != Level::Draw);
    Ok(Analysis {
        ends,
        figures,
        sources,
        c_in_c,
        ratio,
        adjusted,
        early_end,
        reading,
        level,
        winner,
        steps: Vec::new(),
        flags: Vec::new(),
    })
}

/// Sides whose casualties reached 35%: either may declare the game over at once (rule 2).
fn early_end(figures: &[SideFigures; 2]) -> Vec<SideId> {
    SideId::BOTH
        .into_iter()
        .filter(|id| figures[id.index()].loss >= q(EARLY_END_PERCENT, 100))
        .collect()
}

/// (loser, winner): the higher adjusted percentage loses; `None` when they are equal, a Draw
/// without the chart (rule 5).
fn loser_and_winner(adjusted: &[Q; 2]) -> Option<(SideId, SideId)> {
    match adjusted[0].cmp(&adjusted[1]) {
        Ordering::Greater => Some((SideId::A, SideId::B)),
        Ordering::Less => Some((SideId::B, SideId::A)),
        Ordering::Equal => None,
    }
}

/// The chart read for `q_L` and `r = q_W / q_L`, shifted by modifiers (2)–(4), and cavalry (1).
fn read_chart(
    s: &Scenario,
    ends: &[EndOfBattle; 2],
    c_in_c: &[Option<CinCLost>; 2],
    adjusted: &[Q; 2],
    winner: SideId,
    loser: SideId,
) -> ChartReading {
    let (q_w, q_l) = (adjusted[winner.index()], adjusted[loser.index()]);
    let r = q_w / q_l;
    let (column_read, row_read) = (column_for(q_l), row_for(r));
    let (we, le) = (&ends[winner.index()], &ends[loser.index()]);
    let (cic_column, cic_row) = c_in_c_shift(s, c_in_c, winner);
    let shifts = vec![
        Shift {
            rule: "Modifier (2) artillery",
            column: artillery_shift(we, le),
            row: 0,
        },
        Shift {
            rule: "Modifier (3) ammunition",
            column: ammunition_shift(we, le),
            row: 0,
        },
        Shift {
            rule: "Modifier (4) C-in-C lost",
            column: cic_column,
            row: cic_row,
        },
    ];
    let (column_wanted, row_wanted) = wanted_cell(column_read, row_read, &shifts);
    let column = column_wanted.clamp(0, COLUMN_COUNT as i32 - 1) as usize;
    let row = row_wanted.clamp(0, ROW_COUNT as i32 - 1) as usize;
    let table_level = TABLE[row][column];
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
        cavalry: cavalry_shift(ends, winner, table_level),
    }
}

/// The column and row the shifts, added up, point at: possibly off the table.
pub(super) fn wanted_cell(column_read: usize, row_read: usize, shifts: &[Shift]) -> (i32, i32) {
    let column_shift: i32 = shifts.iter().map(|s| s.column).sum();
    let row_shift: i32 = shifts.iter().map(|s| s.row).sum();
    (
        column_read as i32 + column_shift,
        row_read as i32 + row_shift,
    )
}

fn artillery_shift(winner: &EndOfBattle, loser: &EndOfBattle) -> i32 {
    match (artillery_short(winner), artillery_short(loser)) {
        (false, true) => 1,
        (true, false) => -1,
        _ => 0,
    }
}

fn ammunition_shift(winner: &EndOfBattle, loser: &EndOfBattle) -> i32 {
    match (ammunition_short(winner), ammunition_short(loser)) {
        (false, true) => 1,
        (true, false) => -1,
        _ => 0,
    }
}

/// Modifier (4) for both sides: (column shift, row shift). Each lost C-in-C shifts one column in
/// favour of his opponent, and one row as well when he is also head of state.
fn c_in_c_shift(s: &Scenario, lost: &[Option<CinCLost>; 2], winner: SideId) -> (i32, i32) {
    let (mut column, mut row) = (0, 0);
    for id in SideId::BOTH {
        let c_in_c = &s.side(id).c_in_c;
        if lost[id.index()].is_none() {
            continue;
        }
        let sign = if id.other() == winner { 1 } else { -1 };
        column += sign;
        if c_in_c.head_of_state {
            row += sign;
        }
    }
    (column, row)
}

/// The side whose fraction of its cavalry kept is more than 3 times the other's (rule 1).
pub(super) fn cavalry_stronger(ends: &[EndOfBattle; 2]) -> Option<SideId> {
    let f = [cavalry_fraction(&ends[0]), cavalry_fraction(&ends[1])];
    SideId::BOTH
        .into_iter()
        .find(|&id| f[id.index()] > f[id.other().index()] * int(3))
}

/// Cavalry (1), applied last: +1 one level toward the winner, −1 toward the loser, 0 for none
/// (a Draw is not affected).
fn cavalry_shift(ends: &[EndOfBattle; 2], winner: SideId, table_level: Level) -> i32 {
    match cavalry_stronger(ends) {
        _ if table_level == Level::Draw => 0,
        Some(x) if x == winner => 1,
        Some(_) => -1,
        None => 0,
    }
}
