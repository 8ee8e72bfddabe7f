//! The reckoning of RULES.md §3, step by step: the points by category, the tally and loss % of
//! each side, the ratio vanquished : victor, the scale of victory, and the result.

use super::{
    Analysis, Band, Refusal, SideUnitPoints, Tally, band_for, pct, per_side, ratio_text,
    rounded_text, tally, unit_points, up,
};
use crate::i18n::{percent, tr};
use crate::model::{GameEnd, Scenario, SideId};
use crate::systems::exact::{Q, int, q};
use crate::systems::words::side_number;
use crate::systems::{Flag, Missing, Step};
use num_traits::Zero;

/// The whole reckoning of RULES.md §3 with its worked steps: the points by category, the
/// tally and loss % of each side, the ratio, the scale, and the result.
pub fn analyse(s: &Scenario) -> Result<Analysis, Refusal> {
    let (points, end) = points_and_end(s)?;
    let tallies =
        SideId::BOTH.map(|id| tally(&points[id.index()], on_board_percent(&points, end, id)));
    let mut steps = vec![
        reading_step(),
        game_end_step(s, end),
        total_step(s, &points),
        destroyed_step(s, &points),
        withdrawn_step(s, &points, &tallies),
    ];
    if let GameEnd::Collapse { vanquished } = end {
        steps.push(victors_cavalry_step(
            s,
            &points[vanquished.other().index()],
            vanquished,
        ));
    }
    steps.push(on_board_step(s, &points, &tallies, end));
    if points.iter().any(|p| p.not_counted > 0) {
        steps.push(not_counted_step(s, &points));
    }
    steps.push(tally_step(s, &points, &tallies));

    let loss = [tallies[0].loss, tallies[1].loss];
    refuse_nothing_lost(s, loss)?;
    let (behind, ahead) = behind_and_ahead(end, loss);
    let (ratio, ratio_words) = ratio_of(s, end, loss, behind, ahead);
    let band = ratio.map_or(Band::Overwhelming, band_for);
    let below_table = ratio.is_some_and(|r| r < int(1));
    steps.push(Step::new(tr!(UpRuleRatio), ratio_words));
    steps.push(scale_step(ratio, band, below_table));

    let mut flags = Vec::new();
    if below_table && let Some(a) = ahead {
        flags.push(below_table_flag(s, a, ratio));
    }
    let winner = match end {
        GameEnd::Collapse { vanquished } => Some(vanquished.other()),
        GameEnd::Sundown => {
            flags.push(sundown_flag(s, ahead, band));
            None
        }
    };
    steps.push(result_step(s, winner, ahead, band));
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

/// Each army's points by category, and how the game ended: both are needed.
fn points_and_end(s: &Scenario) -> Result<([SideUnitPoints; 2], GameEnd), Refusal> {
    match (unit_points(s), s.settings.game_end) {
        (Err(Refusal::NotApplicable(mut missing)), None) => {
            missing.insert(0, game_end_missing());
            Err(Refusal::NotApplicable(missing))
        }
        (Err(r), _) => Err(r),
        (Ok(_), None) => Err(Refusal::NotApplicable(vec![game_end_missing()])),
        (Ok(p), Some(end)) => Ok((p, end)),
    }
}

/// What the vanquished's units still on the board cost: 40%, or 20% when the victor kept less
/// than half its cavalry; nothing for the victor, nor for anyone at sundown.
fn on_board_percent(points: &[SideUnitPoints; 2], end: GameEnd, id: SideId) -> u64 {
    match end {
        GameEnd::Collapse { vanquished } if vanquished == id => {
            if points[id.other().index()].kept_half_its_cavalry() {
                40
            } else {
                20
            }
        }
        _ => 0,
    }
}

fn reading_step() -> Step {
    Step::new(tr!(UpRuleReading), tr!(UpReading))
}

fn game_end_step(s: &Scenario, end: GameEnd) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    Step::new(
        tr!(UpRuleGameEnd),
        match end {
            GameEnd::Collapse { vanquished } => tr!(
                UpGameEndCollapse,
                vanquished = name(vanquished),
                vanquished_number = side_number(name(vanquished)),
                victor = name(vanquished.other()),
                victor_number = side_number(name(vanquished.other()))
            ),
            GameEnd::Sundown => tr!(UpGameEndSundown),
        },
    )
}

fn total_step(s: &Scenario, points: &[SideUnitPoints; 2]) -> Step {
    Step::new(
        tr!(UpRuleTotal),
        per_side(|id| {
            let p = &points[id.index()];
            tr!(
                UpTotal,
                side = s.side(id).name.as_str(),
                points = up(p.total),
                units = p.units
            )
        }),
    )
}

fn destroyed_step(s: &Scenario, points: &[SideUnitPoints; 2]) -> Step {
    Step::new(
        tr!(UpRuleDestroyed),
        per_side(|id| {
            let p = &points[id.index()];
            let (side, points) = (s.side(id).name.as_str(), up(p.destroyed));
            if p.lost_by_survivors > 0 {
                let survivors = up(p.lost_by_survivors);
                tr!(
                    UpDestroyedOfWhich,
                    side = side,
                    points = points,
                    survivors = survivors
                )
            } else {
                tr!(UpDestroyed, side = side, points = points)
            }
        }),
    )
}

fn withdrawn_step(s: &Scenario, points: &[SideUnitPoints; 2], tallies: &[Tally; 2]) -> Step {
    Step::new(
        tr!(UpRuleWithdrawn),
        per_side(|id| {
            let p = &points[id.index()];
            rounded_text(
                &s.side(id).name,
                p.withdrawn,
                20,
                tallies[id.index()].withdrawn,
            )
        }),
    )
}

/// Whether the victor kept half its cavalry, which sets what the vanquished's units on the
/// board cost.
fn victors_cavalry_step(s: &Scenario, v: &SideUnitPoints, vanquished: SideId) -> Step {
    let victor = s.side(vanquished.other()).name.as_str();
    let kept = v.kept_half_its_cavalry();
    let cost = percent(if kept { 40 } else { 20 });
    let text = if v.cavalry_start == 0 {
        tr!(UpCavalryNone, victor = victor, cost = cost)
    } else {
        tr!(
            UpCavalry,
            victor = victor,
            start = up(v.cavalry_start),
            kept = up(v.cavalry_kept),
            percent = pct(q(v.cavalry_kept, v.cavalry_start)),
            half = if kept { "kept" } else { "lost" },
            cost = cost
        )
    };
    Step::new(tr!(UpRuleCavalry), text)
}

fn on_board_step(
    s: &Scenario,
    points: &[SideUnitPoints; 2],
    tallies: &[Tally; 2],
    end: GameEnd,
) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    Step::new(
        tr!(UpRuleOnBoard),
        per_side(|id| {
            let p = &points[id.index()];
            match end {
                GameEnd::Sundown => {
                    tr!(UpOnBoardSundown, side = name(id), points = up(p.on_board))
                }
                GameEnd::Collapse { vanquished } if vanquished != id => {
                    tr!(UpOnBoardVictor, side = name(id), points = up(p.on_board))
                }
                GameEnd::Collapse { .. } => rounded_text(
                    &tr!(UpOnBoardVanquished, side = name(id)),
                    p.on_board,
                    tallies[id.index()].on_board_percent,
                    tallies[id.index()].on_board,
                ),
            }
        }),
    )
}

fn not_counted_step(s: &Scenario, points: &[SideUnitPoints; 2]) -> Step {
    Step::new(
        tr!(UpRuleNotCounted),
        per_side(|id| {
            tr!(
                UpNotCounted,
                side = s.side(id).name.as_str(),
                points = up(points[id.index()].not_counted)
            )
        }),
    )
}

fn tally_step(s: &Scenario, points: &[SideUnitPoints; 2], tallies: &[Tally; 2]) -> Step {
    Step::new(
        tr!(UpRuleTally),
        per_side(|id| {
            let t = &tallies[id.index()];
            tr!(
                UpTally,
                side = s.side(id).name.as_str(),
                destroyed = up(t.destroyed),
                withdrawn = up(t.withdrawn),
                on_board = up(t.on_board),
                tally = up(t.tally),
                total = up(points[id.index()].total),
                percent = pct(t.loss)
            )
        }),
    )
}

/// A ratio of 0% to 0% has no meaning.
fn refuse_nothing_lost(s: &Scenario, loss: [Q; 2]) -> Result<(), Refusal> {
    if !(loss[0].is_zero() && loss[1].is_zero()) {
        return Ok(());
    }
    Err(Refusal::Invalid(vec![Missing {
        path: "log".into(),
        side: None,
        message: tr!(
            UpNothingLost,
            a = s.side(SideId::A).name.as_str(),
            b = s.side(SideId::B).name.as_str(),
            b_number = side_number(&s.side(SideId::B).name)
        ),
    }]))
}

/// (behind, ahead): the vanquished and the victor, or at sundown the sides with the higher and
/// the lower loss % (neither when they are equal).
fn behind_and_ahead(end: GameEnd, loss: [Q; 2]) -> (Option<SideId>, Option<SideId>) {
    match end {
        GameEnd::Collapse { vanquished } => (Some(vanquished), Some(vanquished.other())),
        GameEnd::Sundown if loss[0] > loss[1] => (Some(SideId::A), Some(SideId::B)),
        GameEnd::Sundown if loss[1] > loss[0] => (Some(SideId::B), Some(SideId::A)),
        GameEnd::Sundown => (None, None),
    }
}

/// The ratio of the loss % behind to the loss % ahead (`None` when the side ahead lost nothing:
/// unbounded), and the sentence that shows it.
fn ratio_of(
    s: &Scenario,
    end: GameEnd,
    loss: [Q; 2],
    behind: Option<SideId>,
    ahead: Option<SideId>,
) -> (Option<Q>, String) {
    let name = |id: SideId| s.side(id).name.as_str();
    let (Some(b), Some(a)) = (behind, ahead) else {
        return (Some(int(1)), tr!(UpRatioEqual, percent = pct(loss[0])));
    };
    let (lb, la) = (loss[b.index()], loss[a.index()]);
    let role = |id: SideId| match end {
        GameEnd::Collapse { vanquished } if vanquished == id => "vanquished",
        GameEnd::Collapse { .. } => "victor",
        GameEnd::Sundown if Some(id) == behind => "behind",
        GameEnd::Sundown => "ahead",
    };
    if la.is_zero() {
        return (
            None,
            tr!(
                UpRatioUnboundedStep,
                behind = name(b),
                role_b = role(b),
                percent = pct(lb),
                ahead = name(a),
                role_a = role(a)
            ),
        );
    }
    let r = lb / la;
    (
        Some(r),
        tr!(
            UpRatioStep,
            behind = name(b),
            role_b = role(b),
            percent_b = pct(lb),
            ahead = name(a),
            role_a = role(a),
            percent_a = pct(la),
            ratio = ratio_text(r)
        ),
    )
}

/// The band of the scale of victory the ratio falls in.
fn scale_step(ratio: Option<Q>, band: Band, below_table: bool) -> Step {
    let example = band.example();
    let scale = match ratio {
        None => tr!(
            UpScaleUnbounded,
            band_label = band.label(),
            example = example
        ),
        Some(r) if below_table => tr!(
            UpScaleBelow,
            ratio = ratio_text(r),
            band_article = band.with_article(),
            example = example
        ),
        Some(r) => tr!(
            UpScale,
            ratio = ratio_text(r),
            range = band.range(),
            band_label = band.label(),
            example = example
        ),
    };
    Step::new(tr!(UpRuleScale), scale)
}

fn below_table_flag(s: &Scenario, ahead: SideId, ratio: Option<Q>) -> Flag {
    Flag {
        id: "below-table".into(),
        side: Some(ahead),
        text: tr!(
            UpFlagBelowTable,
            side = s.side(ahead).name.as_str(),
            ratio = ratio.map(ratio_text).unwrap_or_default()
        ),
        path: None,
    }
}

fn sundown_flag(s: &Scenario, ahead: Option<SideId>, band: Band) -> Flag {
    Flag {
        id: "no-official-victor".into(),
        side: ahead,
        text: match ahead {
            Some(a) => tr!(
                UpFlagSundown,
                band_article = band.with_article(),
                side = s.side(a).name.as_str()
            ),
            None => tr!(UpFlagSundownEqual),
        },
        path: None,
    }
}

fn result_step(s: &Scenario, winner: Option<SideId>, ahead: Option<SideId>, band: Band) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    Step::new(
        tr!(UpRuleResult),
        match (winner, ahead) {
            (Some(w), _) => tr!(UpResult, band = band.key(), side = name(w)),
            (None, Some(a)) => tr!(
                UpResultSundown,
                band_article = band.with_article(),
                ahead = name(a),
                behind = name(a.other())
            ),
            (None, None) => tr!(UpResultSundownEqual),
        },
    )
}

fn game_end_missing() -> Missing {
    Missing {
        path: "settings.game_end".into(),
        side: None,
        message: tr!(UpMissingGameEnd),
    }
}
