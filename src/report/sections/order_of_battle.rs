//! The order of battle: for each side, its contingents and units with their strength at the
//! start, their status at the end and their losses, with totals; the casualty chart's
//! end-of-battle figures when the umpire entered any; and the commanders lost.

use super::{Context, bullet, continued, note, role_word, strength_text};
use crate::i18n::tr;
use crate::i18n::whole_number;
use crate::model::{
    CommandRank, Contingent, EndOfBattle, Event, SideId, Strength, Unit, UnitStatus,
};
use crate::record::{Measure, UnitFate, words};
use crate::report::layout::{BODY, Colour, Column, Layout, Row, RowStyle, Table};
use crate::report::text::Face;

pub(super) fn nothing_to_show(cx: &Context) -> Option<String> {
    (cx.s.units().next().is_none() && cx.record().commanders_lost.is_empty())
        .then(|| tr!(ReportNoUnits))
}

pub(super) fn draw(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 80.0);
    let figures = Figures::new(cx.record().measures_held(), cx.record().measures_shown());
    // The fates of the units, in the order the scenario lists them (both sides).
    let mut fates = cx.record().units.iter();
    let mut any_general = false;
    for side in SideId::BOTH {
        let sd = cx.s.side(side);
        if sd.contingents.is_empty() {
            continue;
        }
        l.subheading(
            &tr!(
                ReportSideRole,
                side = sd.name.as_str(),
                role = role_word(sd.role)
            ),
            70.0,
        );
        let (t, generals) = side_table(cx, side, &figures, &mut fates);
        any_general |= generals;
        l.table(&t);
        end_of_battle_table(l, cx, side);
        counted_elsewhere(l, cx, side);
    }
    if cx.s.units().next().is_some() {
        counting_note(l, cx, &figures, any_general);
    }
    commanders_lost(l, cx);
}

/// What the victory systems in play count for a side in their own measures, and the
/// Strength Points its combats record: never a sum of the units above, so said apart.
fn counted_elsewhere(l: &mut Layout, cx: &Context, side: SideId) {
    let mut lines: Vec<String> = cx
        .standing
        .losses()
        .iter()
        .map(|sys| {
            tr!(
                ReportCountedBySystem,
                system = sys.system.name(),
                role = sys.role(),
                source = sys.ids.source.to_string(),
                label = sys.lost.label.to_string(),
                lost = sys.lost_text(side)
            )
        })
        .collect();
    let counted_by_naw = cx
        .standing
        .losses()
        .iter()
        .any(|l| l.system.id() == crate::systems::naw::ID);
    if let Some(c) = cx
        .record()
        .combat_count(cx.in_play(crate::systems::naw::ID))
        .filter(|_| !counted_by_naw)
    {
        lines.push(tr!(
            ReportCountLine,
            label = c.label.to_string(),
            count = whole_number(c.at_end()[side.index()].into())
        ));
    }
    if lines.is_empty() {
        return;
    }
    let head = tr!(ReportCountedApart, side = cx.side_name(side));
    // The heading and its lines on one page.
    let lh = Layout::line_height(BODY);
    let height: usize = std::iter::once(&head)
        .chain(&lines)
        .map(|t| l.fonts.wrap(Face::Regular, BODY, t, l.width() - 6.0).len())
        .sum();
    l.ensure((height as f32 * lh + lines.len() as f32 * BODY).min(l.full_height() / 3.0));
    note(l, &head);
    for line in lines {
        bullet(l, &line);
    }
}

/// How strengths are written in the table: the strength at the start in every measure the
/// units hold, the losses in the measures the log records them in (a column of zeros in a
/// measure nobody logged would say nothing was lost); a column per measure when there are
/// one or two, else one column of "25,000 men · 120 stands".
struct Figures {
    measures: Vec<Measure>,
    lost: Vec<Measure>,
    split: bool,
}

impl Figures {
    fn new(measures: Vec<Measure>, lost: Vec<Measure>) -> Figures {
        let split = measures.len() <= 2;
        Figures {
            measures,
            lost,
            split,
        }
    }

    fn columns(&self) -> Vec<Column> {
        let mut cols = vec![
            Column::left(&tr!(ReportObUnit), 4.0),
            Column::left(&tr!(ReportObKind), 1.6),
        ];
        if self.split {
            for m in &self.measures {
                cols.push(Column::right(
                    &tr!(ReportObStartIn, measure = m.label()),
                    1.5,
                ));
            }
        } else {
            cols.push(Column::right(&tr!(ReportObStrengthAtStart), 3.0));
        }
        cols.push(Column::left(&tr!(ReportObStatusAtEnd), 2.4));
        if self.split {
            for m in &self.lost {
                cols.push(Column::right(
                    &tr!(ReportObLostIn, measure = m.label()),
                    1.4,
                ));
            }
        } else {
            cols.push(Column::right(&tr!(ReportObLosses), 3.0));
        }
        cols
    }

    /// The strength cells.
    fn cells(&self, st: Strength) -> Vec<String> {
        Self::in_measures(st, &self.measures, self.split)
    }

    /// The loss cells.
    fn lost_cells(&self, st: Strength) -> Vec<String> {
        Self::in_measures(st, &self.lost, self.split)
    }

    fn in_measures(st: Strength, measures: &[Measure], split: bool) -> Vec<String> {
        if split {
            measures
                .iter()
                .map(|m| whole_number(m.of(st) as i128))
                .collect()
        } else {
            vec![strength_text(st, measures)]
        }
    }

    /// Whether a loss shows in the measures of the loss columns.
    fn shows(&self, st: Strength) -> bool {
        self.lost.iter().any(|m| m.of(st) > 0)
    }
}

/// What a contingent or a side adds up to. Generals are not counted in `start` or `units`.
#[derive(Default)]
struct Tally {
    start: Strength,
    lost: Strength,
    units: usize,
}

/// One side's table: each contingent's units and total, the losses not assigned to a unit,
/// and the side's total; and whether a general was listed.
fn side_table<'r>(
    cx: &Context,
    side: SideId,
    figures: &Figures,
    fates: &mut impl Iterator<Item = &'r UnitFate>,
) -> (Table, bool) {
    let sd = cx.s.side(side);
    let mut t = Table::new(figures.columns());
    t.continued = Some(continued(&sd.name));
    let mut side_tally = Tally::default();
    let mut any_general = false;
    for c in &sd.contingents {
        let (tally, generals) = contingent_rows(&mut t, cx, c, figures, fates);
        any_general |= generals;
        side_tally.start = side_tally.start.plus(tally.start);
        side_tally.lost = side_tally.lost.plus(tally.lost);
        side_tally.units += tally.units;
    }
    let unassigned = cx.record().end().lost[side.index()].minus(side_tally.lost);
    let any_unassigned = figures.shows(unassigned);
    if any_unassigned {
        let mut cells = vec![tr!(ReportObUnassigned), String::new()];
        cells.extend(
            figures
                .cells(Strength::default())
                .into_iter()
                .map(|_| String::new()),
        );
        cells.push(String::new());
        cells.extend(figures.lost_cells(unassigned));
        t.push(Row::new(cells));
        side_tally.lost = side_tally.lost.plus(unassigned);
    }
    if sd.contingents.len() > 1 || any_unassigned {
        let mut cells = vec![
            tr!(
                ReportObSideUnits,
                side = sd.name.as_str(),
                units = side_tally.units
            ),
            String::new(),
        ];
        cells.extend(figures.cells(side_tally.start));
        cells.push(String::new());
        cells.extend(figures.lost_cells(side_tally.lost));
        t.push(Row::total(cells));
    }
    (t, any_general)
}

/// A contingent's heading, its units and its total row; what it adds up to, and whether it
/// lists a general.
fn contingent_rows<'r>(
    t: &mut Table,
    cx: &Context,
    c: &Contingent,
    figures: &Figures,
    fates: &mut impl Iterator<Item = &'r UnitFate>,
) -> (Tally, bool) {
    t.push(Row::group(if c.name.trim().is_empty() {
        tr!(ReportObContingent)
    } else {
        c.name.clone()
    }));
    let mut tally = Tally::default();
    let mut gone = 0usize;
    let mut any_general = false;
    for u in &c.units {
        let Some(fate) = fates.next() else { break };
        let general = !crate::record::losses::counts(u);
        if general {
            any_general = true;
        } else {
            tally.start = tally.start.plus(u.strength);
            tally.units += 1;
            if !matches!(fate.status, UnitStatus::OnBoard | UnitStatus::NotArrived) {
                gone += 1;
            }
        }
        tally.lost = tally.lost.plus(fate.lost);
        t.push(unit_row(cx, u, fate, general, figures));
    }
    let generals = c.units.len() - tally.units;
    let head = if generals > 0 {
        tr!(
            ReportObUnitsAndGenerals,
            units = tally.units,
            generals = generals
        )
    } else {
        tr!(ReportObUnits, units = tally.units)
    };
    let mut cells = vec![head, String::new()];
    cells.extend(figures.cells(tally.start));
    cells.push(tr!(ReportObGone, count = gone));
    cells.extend(figures.lost_cells(tally.lost));
    t.push(Row::total(cells));
    (tally, any_general)
}

/// A unit's row; a unit lost, routed or whose commander fell stands out. A general's own
/// figures are in brackets, since no total counts them.
fn unit_row(cx: &Context, u: &Unit, fate: &UnitFate, general: bool, figures: &Figures) -> Row {
    let kind = if general {
        tr!(ReportObGeneral)
    } else {
        u.kind.label().to_string()
    };
    let mut cells = vec![cx.unit_name(&u.id), kind];
    if general {
        cells.extend(
            figures
                .cells(u.strength)
                .into_iter()
                .map(|f| format!("({f})")),
        );
    } else {
        cells.extend(figures.cells(u.strength));
    }
    cells.push(fate.status_label().to_string());
    cells.extend(figures.lost_cells(fate.lost));
    let mut row = Row::new(cells);
    if fate.commander_lost
        || matches!(
            fate.status,
            UnitStatus::DestroyedOrFled | UnitStatus::Routed
        )
    {
        row.style = RowStyle::Coloured(Colour::ALERT);
    }
    row
}

fn counting_note(l: &mut Layout, cx: &Context, figures: &Figures, any_general: bool) {
    let mut text = tr!(ReportObCountingNote);
    let unlogged: Vec<String> = figures
        .measures
        .iter()
        .filter(|m| !figures.lost.contains(m))
        .map(|m| m.label().to_string())
        .collect();
    if let Some(list) = words::and_list(&unlogged) {
        let lost: Vec<String> = figures.lost.iter().map(|m| m.label().to_string()).collect();
        text.push(' ');
        text.push_str(&tr!(
            ReportObLoggedIn,
            logged = words::and_list(&lost).unwrap_or_else(|| tr!(ReportObNoMeasure)),
            unlogged = list
        ));
        let returns =
            cx.s.sides
                .iter()
                .flat_map(|sd| &sd.contingents)
                .any(|c| c.end.casualties_men > 0);
        if returns && unlogged.iter().any(|m| m == Measure::Men.label()) {
            text.push(' ');
            text.push_str(&tr!(ReportObMenFromReturns));
        }
    }
    if any_general {
        text.push(' ');
        text.push_str(&tr!(ReportObGeneralsNote));
    }
    note(l, &text);
}

/// The casualty chart's end-of-battle figures per contingent, when the umpire entered any.
fn end_of_battle_table(l: &mut Layout, cx: &Context, side: SideId) {
    let sd = cx.s.side(side);
    if sd.contingents.iter().all(|c| c.end == Default::default()) {
        return;
    }
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportEobFigures), 3.0),
        Column::right(&tr!(ReportEobMenAtStart), 1.5),
        Column::right(&tr!(ReportEobReinforcements), 1.3),
        Column::right(&tr!(ReportEobCasualties), 1.5),
        Column::right(&tr!(ReportEobGunsLost), 1.1),
        Column::right(&tr!(ReportEobCavalry), 1.8),
        Column::right(&tr!(ReportEobBatteries), 1.7),
        Column::right(&tr!(ReportEobAmmunition), 2.0),
    ]);
    t.continued = Some(tr!(ReportEobContinued, side = sd.name.as_str()));
    for c in &sd.contingents {
        t.push(Row::new(end_of_battle_cells(c.name.clone(), &c.end)));
    }
    if sd.contingents.len() > 1 {
        t.push(Row::total(end_of_battle_cells(
            tr!(ReportEobAllContingents, side = sd.name.as_str()),
            &sd.end_of_battle(),
        )));
    }
    l.table(&t);
}

fn end_of_battle_cells(name: String, e: &EndOfBattle) -> Vec<String> {
    vec![
        name,
        whole_number(e.start_men as i128),
        whole_number(e.reinforcements_men as i128),
        whole_number(e.casualties_men as i128),
        // Every kind that counts (rule 6); those cavalry destroyed alone are not losses here.
        crate::systems::casualty_chart::counted_guns(e).to_string(),
        format!(
            "{} / {}",
            whole_number(e.cavalry_start as i128),
            whole_number(e.cavalry_surviving as i128)
        ),
        format!("{} / {}", e.batteries, e.rounds),
        format!(
            "{} / {} / {}",
            e.infantry_units, e.out_of_ammunition, e.low_on_ammunition
        ),
    ]
}

fn rank_title(rank: CommandRank) -> String {
    match rank {
        CommandRank::Army => tr!(ReportRankArmy),
        CommandRank::Corps => tr!(ReportRankCorps),
        CommandRank::Other => tr!(ReportRankOther),
    }
}

fn commanders_lost(l: &mut Layout, cx: &Context) {
    let lost: Vec<String> = cx
        .record()
        .commanders_lost
        .iter()
        .map(|(at, side, name)| {
            let rank =
                cx.s.log
                    .turns
                    .get(at.turn)
                    .and_then(|t| t.events.get(at.index))
                    .and_then(|e| match e {
                        Event::CommanderLost { rank, .. } => Some(rank_title(*rank)),
                        _ => None,
                    })
                    .unwrap_or_else(|| tr!(ReportRankOther));
            tr!(
                ReportCommanderLost,
                name = name.as_str(),
                rank = rank,
                side = cx.side_name(*side),
                turn = cx.turn_name(at.turn)
            )
        })
        .collect();
    if !lost.is_empty() {
        let lh = Layout::line_height(BODY) + 3.0;
        l.subheading(&tr!(ReportCommandersLost), lh * lost.len().min(3) as f32);
        for c in lost {
            bullet(l, &c);
        }
    }
}
