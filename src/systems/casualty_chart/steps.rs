//! The worked steps of the reckoning, written from the numbers of [`super::analysis`], in the
//! order RULES.md §1 takes them, and the flags.

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
use super::table::{COLUMNS, Level, ROWS, column_range, row_range};
use crate::model::{EndOfBattle, Scenario, SideId};
use crate::systems::exact::{self, Q, int, q};
use crate::systems::words::says;
use crate::systems::{Flag, Step};

/// Every step, in order.
pub(super) fn steps(s: &Scenario, a: &Analysis) -> Vec<Step> {
    let mut steps = vec![
        strength_step(s, &a.ends, &a.figures, &a.sources),
        casualties_step(s, &a.ends, &a.figures, &a.sources),
        percentage_step(s, &a.figures),
        early_end_step(s, &a.figures, &a.early_end),
        Step::new(
            "Rule 4: strength ratio",
            ratio_step_text(&a.ratio, &a.ends, &a.figures, s),
        ),
        Step::new(
            "Rule 5: adjusted casualties",
            adjusted_step_text(&a.ratio, &a.figures, &a.adjusted, s),
        ),
    ];
    match &a.reading {
        None => steps.push(equal_step(a.adjusted[0])),
        Some(r) => steps.extend(chart_steps(s, a, r)),
    }
    steps.push(Step::new(
        "Result",
        match a.winner {
            Some(w) => format!("{} for {}.", a.level.label(), s.side(w).name),
            None => "Draw.".to_string(),
        },
    ));
    steps
}

/// An `early-end` flag for each side at 35% or more (rule 2).
pub(super) fn flags(s: &Scenario, a: &Analysis) -> Vec<Flag> {
    a.early_end
        .iter()
        .map(|&id| Flag {
            id: "early-end".into(),
            side: Some(id),
            text: format!(
                "{} {} casualties ({EARLY_END_PERCENT}% or more): {}{}",
                says(&s.side(id).name, "has", "have"),
                pct(a.figures[id.index()].loss),
                super::early_end_consequence(s),
                if s.settings.campaign { "" } else { " (rule 2)" }
            ),
            path: None,
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
        "Rule 4: strength",
        per_side(|id| {
            let e = &ends[id.index()];
            format!(
                "{}: {} at the start + {} reinforcements = {} men ({})",
                s.side(id).name,
                crate::i18n::whole_number(e.start_men.into()),
                crate::i18n::whole_number(e.reinforcements_men.into()),
                men(figures[id.index()].strength),
                strength_source_text(&sources[id.index()])
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
        "Rules 5 and 6: casualties",
        per_side(|id| {
            let own = &ends[id.index()];
            format!(
                "{}: {} = {} men ({})",
                name(id),
                casualty_sum_text(
                    own,
                    &ends[id.other().index()],
                    s.settings.men_per_gun,
                    name(id),
                    name(id.other())
                ),
                men(figures[id.index()].casualties),
                casualty_sources_text(own, &sources[id.index()])
            )
        }) + " Rule 6: every gun lost counts as half its equivalent in infantry (lost to infantry, to artillery, abandoned, or overrun by cavalry and then spiked or taken by infantry or pioneers), except guns \"destroyed\" by cavalry that no infantry or pioneers then reached, which do not count. Rule 5: repeat-infringement losses are taken off the victim and added to the offender.",
    )
}

fn percentage_step(s: &Scenario, figures: &[SideFigures; 2]) -> Step {
    Step::new(
        "Casualty percentage",
        per_side(|id| {
            let f = &figures[id.index()];
            format!(
                "{}: p = {} / {} = {}",
                s.side(id).name,
                men(f.casualties),
                men(f.strength),
                pct(f.loss)
            )
        }),
    )
}

fn early_end_step(s: &Scenario, figures: &[SideFigures; 2], early: &[SideId]) -> Step {
    Step::new(
        "Rule 2: early end",
        if early.is_empty() {
            "Neither side has reached 35% casualties: the game runs to the end of the scenario or until the players and umpire agree to conclude it.".to_string()
        } else {
            early
                .iter()
                .map(|&id| {
                    format!(
                        "{} {} casualties, {EARLY_END_PERCENT}% or more: {}",
                        says(&s.side(id).name, "has", "have"),
                        pct(figures[id.index()].loss),
                        super::early_end_consequence(s)
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
    Step::new(
        "Rule 5: result",
        format!(
            "Both adjusted percentages are {}: the result is a Draw; the chart and its modifiers are not needed (a Draw is not affected by cavalry).",
            pct(adjusted)
        ),
    )
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
            "Rule 5: loser and winner",
            format!(
                "{} the higher adjusted percentage ({} against {}): {} the loser, {} the winner.",
                says(name(loser), "has", "have"),
                pct(q_l),
                pct(q_w),
                says(name(loser), "is", "are"),
                name(winner)
            ),
        ),
        Step::new(
            "Chart: column",
            format!(
                "q_L = {} ({}) → column {} ({}; a boundary value belongs to the \"+\" column).",
                pct_exact(q_l),
                name(loser),
                COLUMNS[r.column_read],
                column_range(r.column_read)
            ),
        ),
        Step::new(
            "Chart: row",
            format!(
                "r = q_W / q_L = {} / {} = {} → row \"{}\" ({}; the most restrictive row that holds).",
                pct(q_w),
                pct(q_l),
                ratio_text(r.r),
                ROWS[r.row_read],
                row_range(r.row_read)
            ),
        ),
        Step::new(
            "Modifier (2): artillery",
            format!(
                "{} (loser): {}. {} (winner): {}. {} (Batteries and rounds: typed in End of battle.)",
                name(loser),
                artillery_text(le),
                name(winner),
                artillery_text(we),
                match r.shifts[0].column {
                    1 => "The loser is short and the winner is not: one column right (+1).",
                    -1 => "The winner is short and the loser is not: one column left (−1).",
                    _ => "No shift (neither side short, or both).",
                }
            ),
        ),
        Step::new(
            "Modifier (3): ammunition",
            format!(
                "{} (loser): {}. {} (winner): {}. {} (Infantry units and their ammunition: typed in End of battle.)",
                name(loser),
                ammunition_text(le),
                name(winner),
                ammunition_text(we),
                match r.shifts[1].column {
                    1 => "Only the loser is short: one column in favour of the winner, right (+1).",
                    -1 => "Only the winner is short: one column in favour of the loser, left (−1).",
                    _ => "No shift (neither side short, or both).",
                }
            ),
        ),
        Step::new(
            "Modifier (4): C-in-C lost",
            c_in_c::step_text(s, &a.c_in_c, winner),
        ),
        cell_step(r),
        Step::new(
            "Modifier (1): cavalry",
            cavalry_text(s, ends, &a.sources, r),
        ),
    ]
}

/// The cell the shifts lead to, and the level in it.
fn cell_step(r: &ChartReading) -> Step {
    let (column_wanted, row_wanted) = wanted_cell(r.column_read, r.row_read, &r.shifts);
    let mut cell = format!(
        "Column {} {} → {}; row \"{}\" {} → \"{}\"",
        COLUMNS[r.column_read],
        signed(column_wanted - r.column_read as i32),
        COLUMNS[r.column],
        ROWS[r.row_read],
        signed(row_wanted - r.row_read as i32),
        ROWS[r.row]
    );
    if r.column as i32 != column_wanted || r.row as i32 != row_wanted {
        cell.push_str(" (the shifts, added up, run off the table: kept at its edge)");
    }
    Step::new("Chart: read", format!("{cell}: {}.", r.table_level.label()))
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

/// How the rule's "within 10% of each other's strength" is read.
const WITHIN_TEN_PERCENT: &str = "Reading: \"fairly evenly matched (within 10% of each other's strength)\" is taken as the weaker side having at least 90% of the stronger's strength, exactly 90% included.";

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
                "At the start {} had more men ({} against {}); with reinforcements {} more ({} against {}): the numerical advantage changed sides, so the ratio is 1 and stages 4 and 5 are ignored.",
                name(w),
                crate::i18n::whole_number(ends[w.index()].start_men.into()),
                crate::i18n::whole_number(ends[st.index()].start_men.into()),
                says(name(st), "has", "have"),
                strength(st),
                strength(w)
            )
        }
        (RatioReason::EvenlyMatched, Some(w)) => {
            let st = w.other();
            format!(
                "{} the weaker side with {} men, {} of the {} men of {}: at least 90%, so the sides are fairly evenly matched, the ratio is 1 and stages 4 and 5 are ignored. {WITHIN_TEN_PERCENT}",
                says(name(w), "is", "are"),
                strength(w),
                pct(figures[w.index()].strength / figures[st.index()].strength),
                strength(st),
                name(st)
            )
        }
        (RatioReason::Applied, Some(w)) => {
            let st = w.other();
            format!(
                "{} the weaker side: {} / {} = {}, under 90% of the strength of {}, so the ratio applies to the casualties of {}. {WITHIN_TEN_PERCENT}",
                says(name(w), "is", "are"),
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

fn signed(n: i32) -> String {
    match n {
        0 => "with no shift".to_string(),
        n if n > 0 => format!("shifted +{n}"),
        n => format!("shifted −{}", -n),
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
    } else if e.rounds == e.batteries {
        format!(
            "{} rounds for {} batteries, exactly one per battery: not short (reading: the rule sets \"less than one round per battery\" against \"more than that\"; exactly one is neither, and umpire counts it as not short, like more)",
            e.rounds, e.batteries
        )
    } else {
        format!(
            "{} rounds for {} batteries, more than one per battery: not short",
            e.rounds, e.batteries
        )
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
        "{} out of ammunition and {} low on ammunition of {} infantry units: {}/(10% of {}) + {}/(25% of {}) = {}, {}",
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
            Source::Typed => "typed in End of battle",
            Source::Units => "from the cavalry units and what the log says they lost",
        };
        if e.cavalry_start == 0 {
            format!("{} has no cavalry (0%; {from})", name(id))
        } else {
            format!(
                "{} kept {} of {} cavalry ({}; {from})",
                name(id),
                crate::i18n::whole_number(e.cavalry_surviving.into()),
                crate::i18n::whole_number(e.cavalry_start.into()),
                pct(f[id.index()])
            )
        }
    };
    let facts = format!("{}; {}", describe(SideId::A), describe(SideId::B));
    let Some(x) = cavalry_stronger(ends) else {
        return format!("{facts}: neither fraction is more than 3 times the other's. No change.");
    };
    let why = format!(
        "{facts}: {} is more than 3 × {} = {}",
        pct(f[x.index()]),
        pct(f[x.other().index()]),
        pct(f[x.other().index()] * int(3))
    );
    if r.table_level == Level::Draw {
        return format!("{why}, but a Draw is not affected by this rule. No change.");
    }
    let after = r.level();
    let note = if after == r.table_level {
        " (already the highest level)"
    } else {
        ""
    };
    format!(
        "{why}: one level in favour of {} ({}): {} → {}{note}.",
        name(x),
        if x == r.winner {
            "the winner"
        } else {
            "the loser"
        },
        r.table_level.label(),
        after.label()
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
