//! The worked steps of the reckoning, written from the numbers of [`super::analysis`], in the
//! order RULES.md §1 takes them, and the flags, in the language in force.

use super::analysis::{
    Analysis, ChartReading, EARLY_END_PERCENT, RatioReason, StrengthRatio, cavalry_stronger,
    wanted_cell,
};
use super::analysis::{ammunition_short, artillery_short, cavalry_fraction};
use super::c_in_c;
use super::figures::{
    SideFigures, casualty_sources_text, casualty_sum_text, men, strength_source_text,
};
use super::sources::{SideSources, Source};
use super::table::{Level, column_label, column_range, row_label, row_range};
use crate::i18n::{tr, whole_number};
use crate::model::{EndOfBattle, Scenario, SideId};
use crate::systems::exact::{self, Q, int, q};
use crate::systems::words::side_number;
use crate::systems::{Flag, Step};

/// Every step, in order.
pub(super) fn steps(s: &Scenario, a: &Analysis) -> Vec<Step> {
    let mut steps = vec![
        strength_step(s, &a.ends, &a.figures, &a.sources),
        casualties_step(s, &a.ends, &a.figures, &a.sources),
        percentage_step(s, &a.figures),
        early_end_step(s, &a.figures, &a.early_end),
        Step::new(
            tr!(CcRuleRatio),
            ratio_step_text(&a.ratio, &a.ends, &a.figures, s),
        ),
        Step::new(
            tr!(CcRuleAdjusted),
            adjusted_step_text(&a.ratio, &a.figures, &a.adjusted, s),
        ),
    ];
    match &a.reading {
        None => steps.push(equal_step(a.adjusted[0])),
        Some(r) => steps.extend(chart_steps(s, a, r)),
    }
    steps.push(Step::new(
        tr!(SysStepResult),
        match a.winner {
            Some(w) => tr!(
                CcResult,
                level = a.level.label(),
                side = s.side(w).name.as_str()
            ),
            None => tr!(CcResultDraw),
        },
    ));
    steps
}

/// The early end's threshold, for a message.
fn threshold() -> f64 {
    EARLY_END_PERCENT as f64
}

/// A count of men for a message's plural ("1 homme", "3 300 hommes"), beside the figure
/// written exactly by [`men`].
fn men_number(x: Q) -> f64 {
    exact::to_f64(x)
}

/// An `early-end` flag for each side at 35% or more (rule 2).
pub(super) fn flags(s: &Scenario, a: &Analysis) -> Vec<Flag> {
    a.early_end
        .iter()
        .map(|&id| {
            let (side, percent) = (s.side(id).name.as_str(), pct(a.figures[id.index()].loss));
            let consequence = super::early_end_consequence(s);
            let side_number = side_number(side);
            Flag {
                id: "early-end".into(),
                side: Some(id),
                text: if s.settings.campaign {
                    tr!(
                        CcEarlyEndFlagCampaign,
                        side = side,
                        side_number = side_number,
                        percent = percent,
                        threshold = threshold(),
                        consequence = consequence
                    )
                } else {
                    tr!(
                        CcEarlyEndFlag,
                        side = side,
                        side_number = side_number,
                        percent = percent,
                        threshold = threshold(),
                        consequence = consequence
                    )
                },
                path: None,
            }
        })
        .collect()
}

/// "A: …. B: …." with one sentence per side.
fn per_side(sentence: impl Fn(SideId) -> String) -> String {
    SideId::BOTH.map(sentence).join(". ") + "."
}

fn strength_step(
    s: &Scenario,
    ends: &[EndOfBattle; 2],
    figures: &[SideFigures; 2],
    sources: &[SideSources; 2],
) -> Step {
    Step::new(
        tr!(CcRuleStrength),
        per_side(|id| {
            let e = &ends[id.index()];
            let strength = figures[id.index()].strength;
            tr!(
                CcStrengthSide,
                side = s.side(id).name.as_str(),
                start = whole_number(e.start_men.into()),
                reinforcements = whole_number(e.reinforcements_men.into()),
                men = men(strength),
                men_number = men_number(strength),
                source = strength_source_text(&sources[id.index()])
            )
        }),
    )
}

fn casualties_step(
    s: &Scenario,
    ends: &[EndOfBattle; 2],
    figures: &[SideFigures; 2],
    sources: &[SideSources; 2],
) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    Step::new(
        tr!(CcRuleCasualties),
        per_side(|id| {
            let own = &ends[id.index()];
            let casualties = figures[id.index()].casualties;
            tr!(
                CcCasualtiesSide,
                side = name(id),
                sum = casualty_sum_text(
                    own,
                    &ends[id.other().index()],
                    s.settings.men_per_gun,
                    name(id),
                    name(id.other())
                ),
                men = men(casualties),
                men_number = men_number(casualties),
                sources = casualty_sources_text(own, &sources[id.index()])
            )
        }) + " "
            + &tr!(CcCasualtiesRules),
    )
}

fn percentage_step(s: &Scenario, figures: &[SideFigures; 2]) -> Step {
    Step::new(
        tr!(CcRulePercentage),
        per_side(|id| {
            let f = &figures[id.index()];
            tr!(
                CcPercentageSide,
                side = s.side(id).name.as_str(),
                casualties = men(f.casualties),
                strength = men(f.strength),
                percent = pct(f.loss)
            )
        }),
    )
}

fn early_end_step(s: &Scenario, figures: &[SideFigures; 2], early: &[SideId]) -> Step {
    Step::new(
        tr!(CcRuleEarlyEnd),
        if early.is_empty() {
            tr!(CcEarlyEndNone)
        } else {
            early
                .iter()
                .map(|&id| {
                    let side = s.side(id).name.as_str();
                    tr!(
                        CcEarlyEndSide,
                        side = side,
                        side_number = side_number(side),
                        percent = pct(figures[id.index()].loss),
                        threshold = threshold(),
                        consequence = super::early_end_consequence(s)
                    )
                })
                .collect::<Vec<_>>()
                .join(". ")
                + "."
        },
    )
}

/// Equal adjusted percentages: a Draw without the chart (rule 5).
fn equal_step(adjusted: Q) -> Step {
    Step::new(tr!(CcRuleEqual), tr!(CcEqual, percent = pct(adjusted)))
}

/// Reading the chart: loser and winner, column, row, modifiers (2)–(4), the cell, cavalry (1).
fn chart_steps(s: &Scenario, a: &Analysis, r: &ChartReading) -> [Step; 8] {
    let (ends, adjusted) = (&a.ends, &a.adjusted);
    let name = |id: SideId| s.side(id).name.as_str();
    let (winner, loser) = (r.winner, r.loser);
    let (q_w, q_l) = (adjusted[winner.index()], adjusted[loser.index()]);
    let (we, le) = (&ends[winner.index()], &ends[loser.index()]);
    [
        Step::new(
            tr!(CcRuleLoser),
            tr!(
                CcLoser,
                loser = name(loser),
                loser_number = side_number(name(loser)),
                loser_percent = pct(q_l),
                winner_percent = pct(q_w),
                winner = name(winner),
                winner_number = side_number(name(winner))
            ),
        ),
        Step::new(
            tr!(CcRuleColumn),
            tr!(
                CcColumn,
                percent = pct_exact(q_l),
                loser = name(loser),
                column = column_label(r.column_read),
                range = column_range(r.column_read)
            ),
        ),
        Step::new(
            tr!(CcRuleRow),
            tr!(
                CcRow,
                winner_percent = pct(q_w),
                loser_percent = pct(q_l),
                ratio = ratio_text(r.r),
                row = row_label(r.row_read),
                range = row_range(r.row_read)
            ),
        ),
        Step::new(
            tr!(CcRuleArtillery),
            modifier_text(
                s,
                r,
                "artillery",
                [artillery_text(le), artillery_text(we)],
                match r.shifts[0].column {
                    1 => tr!(CcArtilleryRight),
                    -1 => tr!(CcArtilleryLeft),
                    _ => tr!(CcNoShift),
                },
            ),
        ),
        Step::new(
            tr!(CcRuleAmmunition),
            modifier_text(
                s,
                r,
                "ammunition",
                [ammunition_text(le), ammunition_text(we)],
                match r.shifts[1].column {
                    1 => tr!(CcAmmunitionRight),
                    -1 => tr!(CcAmmunitionLeft),
                    _ => tr!(CcNoShift),
                },
            ),
        ),
        Step::new(tr!(CcRuleCInC), c_in_c::step_text(s, &a.c_in_c, winner)),
        cell_step(r),
        Step::new(tr!(CcRuleCavalry), cavalry_text(s, ends, &a.sources, r)),
    ]
}

/// Modifier (2) or (3) (`modifier`: "artillery" or "ammunition"): the loser's and the winner's
/// state (`[loser, winner]`), then the shift.
fn modifier_text(
    s: &Scenario,
    r: &ChartReading,
    modifier: &str,
    [loser_text, winner_text]: [String; 2],
    shift: String,
) -> String {
    tr!(
        CcModifier,
        loser = s.side(r.loser).name.as_str(),
        loser_text = loser_text,
        winner = s.side(r.winner).name.as_str(),
        winner_text = winner_text,
        shift = shift,
        modifier = modifier
    )
}

/// The cell the shifts lead to, and the level in it.
fn cell_step(r: &ChartReading) -> Step {
    let (column_wanted, row_wanted) = wanted_cell(r.column_read, r.row_read, &r.shifts);
    let mut cell = tr!(
        CcCell,
        column = column_label(r.column_read),
        column_shift = signed(column_wanted - r.column_read as i32),
        new_column = column_label(r.column),
        row = row_label(r.row_read),
        row_shift = signed(row_wanted - r.row_read as i32),
        new_row = row_label(r.row)
    );
    if r.column as i32 != column_wanted || r.row as i32 != row_wanted {
        cell.push_str(&tr!(CcCellEdge));
    }
    Step::new(
        tr!(CcRuleRead),
        tr!(CcCellLevel, cell = cell, level = r.table_level.label()),
    )
}

/// A percentage with 2 decimals, marked "≈" when the 2 decimals are rounded.
pub(super) fn pct(x: Q) -> String {
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
        tr!(
            CcExactly,
            rounded = exact::decimal(x, 2),
            exact = exact::fraction(x)
        )
    }
}

/// A percentage for a boundary step: its exact value when the 2 decimals are rounded.
fn pct_exact(x: Q) -> String {
    if exact::is_exact_decimal(x, 4) {
        exact::percent(x)
    } else {
        tr!(
            CcExactlyPercent,
            rounded = exact::percent(x),
            exact = exact::fraction(x * int(100))
        )
    }
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
        (RatioReason::Equal, _) | (_, None) => tr!(CcRatioEqual, men = strength(SideId::A)),
        (RatioReason::AdvantageChanged, Some(w)) => {
            let st = w.other();
            tr!(
                CcRatioAdvantageChanged,
                weaker = name(w),
                weaker_start = whole_number(ends[w.index()].start_men.into()),
                stronger_start = whole_number(ends[st.index()].start_men.into()),
                stronger = name(st),
                stronger_number = side_number(name(st)),
                stronger_men = strength(st),
                weaker_men = strength(w)
            )
        }
        (RatioReason::EvenlyMatched, Some(w)) => {
            let st = w.other();
            tr!(
                CcRatioEvenlyMatched,
                weaker = name(w),
                weaker_number = side_number(name(w)),
                weaker_men = strength(w),
                percent = pct(figures[w.index()].strength / figures[st.index()].strength),
                stronger_men = strength(st),
                stronger = name(st),
                reading = tr!(CcWithinTenPercent)
            )
        }
        (RatioReason::Applied, Some(w)) => {
            let st = w.other();
            tr!(
                CcRatioApplied,
                weaker = name(w),
                weaker_number = side_number(name(w)),
                weaker_men = strength(w),
                stronger_men = strength(st),
                ratio = ratio_text(ratio.value),
                stronger = name(st),
                reading = tr!(CcWithinTenPercent)
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
            tr!(
                CcAdjustedApplied,
                weaker = name(w),
                weaker_percent = pct(figures[w.index()].loss),
                ratio = ratio_text(ratio.value),
                weaker_adjusted = pct(adj[w.index()]),
                stronger = name(st),
                stronger_adjusted = pct(adj[st.index()])
            )
        }
        _ => tr!(
            CcAdjustedOne,
            a = name(SideId::A),
            a_percent = pct(adj[0]),
            b = name(SideId::B),
            b_percent = pct(adj[1])
        ),
    }
}

fn signed(n: i32) -> String {
    match n {
        0 => tr!(CcShiftNone),
        n if n > 0 => tr!(CcShiftUp, shift = n),
        n => tr!(CcShiftDown, shift = -n),
    }
}

fn artillery_text(e: &EndOfBattle) -> String {
    let (rounds, batteries) = (e.rounds, e.batteries);
    if e.batteries == 0 {
        tr!(CcArtilleryNone)
    } else if artillery_short(e) {
        tr!(CcArtilleryShort, rounds = rounds, batteries = batteries)
    } else if e.rounds == e.batteries {
        tr!(
            CcArtilleryExactlyOne,
            rounds = rounds,
            batteries = batteries
        )
    } else {
        tr!(CcArtilleryEnough, rounds = rounds, batteries = batteries)
    }
}

fn ammunition_text(e: &EndOfBattle) -> String {
    if e.infantry_units == 0 {
        return tr!(CcAmmunitionNone);
    }
    let value = q(
        10 * e.out_of_ammunition as i128 + 4 * e.low_on_ammunition as i128,
        e.infantry_units,
    );
    tr!(
        CcAmmunitionSide,
        out = e.out_of_ammunition,
        low = e.low_on_ammunition,
        units = e.infantry_units,
        value = ratio_text(value),
        short = if ammunition_short(e) { "yes" } else { "no" }
    )
}

/// Cavalry (1): each side's fraction kept, and whether one is more than 3 times the other's.
fn cavalry_text(
    s: &Scenario,
    ends: &[EndOfBattle; 2],
    sources: &[SideSources; 2],
    r: &ChartReading,
) -> String {
    let name = |id: SideId| s.side(id).name.as_str();
    let f = [cavalry_fraction(&ends[0]), cavalry_fraction(&ends[1])];
    let describe = |id: SideId| {
        let e = &ends[id.index()];
        let from = match sources[id.index()].cavalry {
            Source::Typed => tr!(CcCavalryTyped),
            Source::Units => tr!(CcCavalryUnits),
        };
        if e.cavalry_start == 0 {
            tr!(CcCavalryNone, side = name(id), from = from)
        } else {
            tr!(
                CcCavalryKept,
                side = name(id),
                surviving = whole_number(e.cavalry_surviving.into()),
                start = whole_number(e.cavalry_start.into()),
                percent = pct(f[id.index()]),
                from = from
            )
        }
    };
    let (a_facts, b_facts) = (describe(SideId::A), describe(SideId::B));
    let Some(x) = cavalry_stronger(ends) else {
        return tr!(CcCavalryNoChange, a_facts = a_facts, b_facts = b_facts);
    };
    let why = tr!(
        CcCavalryWhy,
        a_facts = a_facts,
        b_facts = b_facts,
        fraction = pct(f[x.index()]),
        other = pct(f[x.other().index()]),
        three_times = pct(f[x.other().index()] * int(3))
    );
    if r.table_level == Level::Draw {
        return tr!(CcCavalryDraw, why = why);
    }
    let after = r.level();
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    tr!(
        CcCavalryLevel,
        why = why,
        side = name(x),
        winner = yes_no(x == r.winner),
        before = r.table_level.label(),
        after = after.label(),
        highest = yes_no(after == r.table_level)
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
}
