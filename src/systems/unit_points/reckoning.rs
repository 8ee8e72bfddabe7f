//! The reckoning of RULES.md §3, step by step: the points by category, the tally and loss % of
//! each side, the ratio vanquished : victor, the scale of victory, and the result.

use super::{
    Analysis, Band, Refusal, SideUnitPoints, Tally, article, band_for, capitalised, pct, per_side,
    ratio_text, rounded_text, tally, unit_points, up,
};
use crate::model::{GameEnd, Scenario, SideId};
use crate::systems::exact::{Q, int, q};
use crate::systems::words::says;
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
    steps.push(Step::new("Ratio", format!("{ratio_words}.")));
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
    Step::new(
        "Reading",
        "Status at the end of the log: destroyed or fled count 100%; voluntarily withdrawn 20%; on the board and routed units count as still on the board; exited, off-table and not-arrived units cost nothing (they stay in the total). Unit Points logged as lost by a unit count as destroyed and come off that unit's remaining points. Generals are not counted.",
    )
}

fn game_end_step(s: &Scenario, end: GameEnd) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    Step::new(
        "When the game ends",
        match end {
            GameEnd::Collapse { vanquished } => format!(
                "The morale of all the divisions of {} collapsed: {} lost (vanquished) and {} the victor.",
                name(vanquished),
                says(name(vanquished), "has", "have"),
                says(name(vanquished.other()), "is", "are")
            ),
            GameEnd::Sundown => "The game stopped at sundown: there is no official victor, and units still on the board cost neither side anything.".to_string(),
        },
    )
}

fn total_step(s: &Scenario, points: &[SideUnitPoints; 2]) -> Step {
    Step::new(
        "Total Unit Points",
        per_side(|id| {
            let p = &points[id.index()];
            format!(
                "{}: {} UP in {} units at the outset (reinforcements included, whether they arrived or not)",
                s.side(id).name,
                up(p.total),
                p.units
            )
        }),
    )
}

fn destroyed_step(s: &Scenario, points: &[SideUnitPoints; 2]) -> Step {
    Step::new(
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
                s.side(id).name,
                up(p.destroyed),
                up(p.destroyed)
            )
        }),
    )
}

fn withdrawn_step(s: &Scenario, points: &[SideUnitPoints; 2], tallies: &[Tally; 2]) -> Step {
    Step::new(
        "Voluntarily withdrawn (20%)",
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
    let facts = if v.cavalry_start == 0 {
        format!("{victor} (victor) has no cavalry, which counts as not keeping 50%")
    } else {
        format!(
            "{victor} (victor) began with {} cavalry UP and kept {} ({}): {}",
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
    Step::new(
        "Victor's cavalry",
        format!(
            "{facts}, so the vanquished's units still on the board cost {}%.",
            if kept { 40 } else { 20 }
        ),
    )
}

fn on_board_step(
    s: &Scenario,
    points: &[SideUnitPoints; 2],
    tallies: &[Tally; 2],
    end: GameEnd,
) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    Step::new(
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
    )
}

fn not_counted_step(s: &Scenario, points: &[SideUnitPoints; 2]) -> Step {
    Step::new(
        "Not counted",
        per_side(|id| {
            format!(
                "{}: {} UP exited, off table or not arrived, no loss",
                s.side(id).name,
                up(points[id.index()].not_counted)
            )
        }),
    )
}

fn tally_step(s: &Scenario, points: &[SideUnitPoints; 2], tallies: &[Tally; 2]) -> Step {
    Step::new(
        "Tally and loss %",
        per_side(|id| {
            let t = &tallies[id.index()];
            format!(
                "{}: {} + {} + {} = {} of {} UP = {}",
                s.side(id).name,
                up(t.destroyed),
                up(t.withdrawn),
                up(t.on_board),
                up(t.tally),
                up(points[id.index()].total),
                pct(t.loss)
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
        message: format!(
            "Neither {} nor {} lost anything: a ratio of 0% to 0% has no meaning; log the losses and unit statuses first",
            s.side(SideId::A).name,
            says(&s.side(SideId::B).name, "has", "have")
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
        return (
            Some(int(1)),
            format!("Both sides lost {}: the ratio is 1:1", pct(loss[0])),
        );
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
            format!(
                "{} ({}) {} : {} ({}) 0%: the {} lost nothing, so the ratio is unbounded",
                name(b),
                role(b),
                pct(lb),
                name(a),
                role(a),
                role(a)
            ),
        );
    }
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

/// The band of the scale of victory the ratio falls in.
fn scale_step(ratio: Option<Q>, band: Band, below_table: bool) -> Step {
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
    Step::new("Scale of victory", scale)
}

fn below_table_flag(s: &Scenario, ahead: SideId, ratio: Option<Q>) -> Flag {
    Flag {
        id: "below-table".into(),
        side: Some(ahead),
        text: format!(
            "The vanquished lost a smaller share than {} (ratio {}, below 1:1): reckoned as a marginal victory",
            s.side(ahead).name,
            ratio.map(ratio_text).unwrap_or_default()
        ),
        path: None,
    }
}

fn sundown_flag(s: &Scenario, ahead: Option<SideId>, band: Band) -> Flag {
    Flag {
        id: "no-official-victor".into(),
        side: ahead,
        text: match ahead {
            Some(a) => format!(
                "The game stopped at sundown: no official victor. The losses would make it {} {} for {}.",
                article(band),
                band.label(),
                s.side(a).name
            ),
            None => "The game stopped at sundown: no official victor, and the losses are equal."
                .to_string(),
        },
        path: None,
    }
}

fn result_step(s: &Scenario, winner: Option<SideId>, ahead: Option<SideId>, band: Band) -> Step {
    let name = |id: SideId| s.side(id).name.as_str();
    Step::new(
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
    )
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
