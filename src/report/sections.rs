//! The sections of the report, each drawn from the battle record as the report's audience may
//! see it ([`Projection`]) and the systems' judgements in the order of the result of record
//! ([`Standing`]). What the audience may not know is never written, not even as hidden text.
//!
//! A section with nothing to show is not printed as an empty heading: it becomes one line under
//! "Sections with nothing to show" at the end. Each printed section has its bookmark, and each
//! victory system its own under "Verdicts".

use super::charts::{self, BarGroup, ChartFrame, LineSeries, SeriesStyle, Shape, Threshold};
use super::layout::{BODY, Colour, Column, Layout, Row, RowStyle, SMALL, Table};
use super::map::{self, MapSource};
use super::plain::Plain;
use super::template::{MapOrientation, Orientation, Section, SectionKind, Template};
use super::text::Face;
use crate::model::{
    Combat, CommandRank, Event, Role, Roll, Scenario, SideId, Strength, UnitStatus,
};
use crate::record::result::{Judged, NO_CHOICE, NOT_YET_PLAYED, Standing};
use crate::record::{BattleRecord, Measure, Projection, words};
use crate::systems::exact::thousands;
use crate::systems::{Judgement, Missing};

/// Everything the sections draw from.
pub struct Context<'a> {
    pub s: &'a Scenario,
    pub template: &'a Template,
    /// Every system's judgement as the audience may see it, in the order of the result of
    /// record.
    pub standing: Standing,
    /// The battle, replayed once, as the report's audience may see it: every figure and
    /// sentence of the report comes from here.
    pub view: Projection<'a>,
    pub map: Option<&'a MapSource>,
    /// Why the map image is not in the report, when the scenario names one.
    pub map_missing: Option<String>,
    /// "12 May 2025".
    pub printed: String,
    /// The document's own page size (the map may turn its page).
    pub page_size: (f32, f32),
    /// Plain words for the systems' texts.
    pub plain: Plain<'a>,
}

/// What drawing the map did, for the summary.
#[derive(Clone, Debug, Default)]
pub struct MapOutcome {
    pub pixels: Option<(u32, u32)>,
    pub passthrough: bool,
    /// The map image could not be put in (the report is made without it).
    pub warning: Option<String>,
}

impl<'a> Context<'a> {
    fn record(&self) -> &'a BattleRecord {
        self.view.record
    }

    /// For each marker, whether its value is withheld from the report's audience.
    fn withheld(&self) -> Vec<bool> {
        (0..self.s.markers.markers.len())
            .map(|i| self.view.marker_value(i).is_none())
            .collect()
    }

    fn side_name(&self, side: SideId) -> &str {
        &self.s.side(side).name
    }

    pub(crate) fn side_colour(&self, side: SideId) -> Colour {
        Colour::from_rgb(self.s.side(side).colour)
    }

    fn style(&self, side: SideId) -> SeriesStyle {
        SeriesStyle::of_side(side, self.side_colour(side))
    }

    fn unit_name(&self, id: &str) -> String {
        words::unit_name(self.s, id)
    }

    fn units_list(&self, ids: &[String]) -> String {
        ids.iter()
            .map(|id| self.unit_name(id))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn turn_name(&self, t: usize) -> String {
        words::turn_name(self.s, t)
    }

    fn roll(&self, r: &Roll) -> String {
        words::roll(r)
    }

    /// Whether a system's rule is part of this battle: it gives a verdict (or one withheld
    /// from this reader) and it is the deciding system or one for comparison, or the scenario
    /// names none.
    fn in_play(&self, id: &str) -> bool {
        self.standing.in_play(id)
    }
}

/// Draw every section of the template: those with something to show in order, the others as
/// one line each under a common heading. That block goes into the first gap a section leaves
/// when it starts a new page (where it costs no paper), else at the end. `progress` hears the
/// fraction done.
pub fn draw_all(l: &mut Layout, cx: &Context, progress: &mut dyn FnMut(f32)) -> MapOutcome {
    let mut outcome = MapOutcome::default();
    let empty: Vec<(String, &'static str)> = cx
        .template
        .sections
        .iter()
        .filter(|s| shown(cx, s))
        .filter_map(|s| empty_note(cx, s).map(|why| (s.title().to_string(), why)))
        .collect();
    let mut placed = empty.is_empty();
    let n = cx.template.sections.len().max(1) as f32;
    for (i, section) in cx.template.sections.iter().enumerate() {
        if shown(cx, section) && empty_note(cx, section).is_none() {
            if section.new_page {
                if !placed && l.page_used() > 0.35 && empty_block_height(l, &empty) <= l.room() {
                    empty_block(l, &empty);
                    placed = true;
                }
                l.section_break();
            }
            let o = draw(l, cx, section);
            if o.pixels.is_some() || o.warning.is_some() {
                outcome = o;
            }
        }
        progress((i + 1) as f32 / n);
    }
    if !placed {
        empty_block(l, &empty);
    }
    outcome
}

const NOTHING_TO_SHOW: &str = "Sections with nothing to show";

fn empty_line(title: &str, why: &str) -> String {
    format!("{title}: {why}")
}

/// The height of [`empty_block`] (heading and lines).
fn empty_block_height(l: &Layout, empty: &[(String, &str)]) -> f32 {
    let lh = Layout::line_height(SMALL);
    let lines: usize = empty
        .iter()
        .map(|(t, w)| {
            l.fonts
                .wrap(Face::Regular, SMALL, &empty_line(t, w), l.width())
                .len()
        })
        .sum();
    11.0 * 1.5 + 12.0 + lines as f32 * lh + empty.len() as f32 * SMALL * 0.35 + 4.0
}

/// One line for each section with nothing to show, under one heading, kept together; small,
/// since none of it is news.
fn empty_block(l: &mut Layout, empty: &[(String, &str)]) {
    if empty.is_empty() {
        return;
    }
    let keep = empty_block_height(l, empty) - (11.0 * 1.5 + 12.0);
    l.subheading(NOTHING_TO_SHOW, keep.min(l.full_height() / 2.0));
    l.mark_here_above(NOTHING_TO_SHOW, 0, 11.0 * 1.5);
    for (title, why) in empty {
        l.paragraph(&empty_line(title, why), Face::Regular, SMALL, Colour::TEXT);
    }
}

/// Sections the audience may not see are left out entirely, heading and all.
fn shown(cx: &Context, section: &Section) -> bool {
    match section.kind {
        SectionKind::UmpireNotes => cx.view.umpire_notes().is_some(),
        SectionKind::Dice => cx.view.dice_seed().is_some(),
        _ => true,
    }
}

/// Why a section has nothing to show, when it has not.
fn empty_note(cx: &Context, section: &Section) -> Option<&'static str> {
    let s = cx.s;
    let r = cx.record();
    match section.kind {
        SectionKind::Title | SectionKind::Verdicts | SectionKind::Dice => None,
        SectionKind::Briefing => s
            .notes
            .trim()
            .is_empty()
            .then_some("No briefing was written."),
        SectionKind::UmpireNotes => cx
            .view
            .umpire_notes()
            .unwrap_or_default()
            .trim()
            .is_empty()
            .then_some("The umpire left no notes."),
        SectionKind::Map => map::extent(s, cx.map.map(|m| m.size))
            .is_none()
            .then_some("No map image, and no deployment area or marker placed."),
        SectionKind::Markers => s
            .markers
            .markers
            .is_empty()
            .then_some("No VP markers were placed."),
        SectionKind::OrderOfBattle => (s.units().next().is_none() && r.commanders_lost.is_empty())
            .then_some("No units in the order of battle."),
        SectionKind::WithdrawalTests => s
            .log
            .events()
            .all(|(_, e)| !matches!(e, Event::WithdrawalTest(_) | Event::PrematureCall { .. }))
            .then_some("No withdrawal test was recorded."),
        SectionKind::Combats => s
            .log
            .events()
            .all(|(_, e)| !matches!(e, Event::Combat(_)))
            .then_some("No combat was recorded."),
        SectionKind::CasualtyChart => casualty_groups(cx)
            .iter()
            .all(|g| g.values == [0.0, 0.0])
            .then_some("No losses were recorded."),
        SectionKind::LossesChart => match r.main_measure() {
            None => Some("No unit has a strength, so there is nothing to count losses against."),
            Some(Measure::StrengthPoints)
                if cx
                    .template
                    .sections
                    .iter()
                    .any(|x| x.kind == SectionKind::StrengthPointsChart) =>
            {
                Some(
                    "The losses are counted in Strength Points: see Strength Points lost per turn.",
                )
            }
            Some(_) if r.turn_count() == 0 => Some("Nothing was logged."),
            Some(m) if r.end().lost.iter().all(|lost| m.of(*lost) == 0) => {
                Some("No losses were recorded.")
            }
            Some(_) => None,
        },
        SectionKind::StrengthPointsChart => SideId::BOTH
            .iter()
            .all(|&side| {
                r.loss_series(side, Measure::StrengthPoints)
                    .iter()
                    .all(|&x| x == 0)
            })
            .then_some("No Strength Points were lost."),
        SectionKind::VpChart => vp_chart_note(cx),
        SectionKind::MoraleChart => r
            .morale
            .is_none()
            .then_some("No side keeps Waterloo 20 Morale Points in this scenario."),
        SectionKind::Log => s
            .log
            .turns
            .iter()
            .all(|t| t.events.is_empty())
            .then_some("Nothing was logged."),
    }
}

fn vp_chart_note(cx: &Context) -> Option<&'static str> {
    if cx.s.markers.markers.is_empty() {
        return Some("No VP markers were placed.");
    }
    let series = SideId::BOTH.map(|side| cx.view.vp_series(side));
    if series.iter().any(|v| v.iter().any(Option::is_none)) {
        return Some(
            "Not shown: the VP held turn by turn would give away values still face down to this report's reader.",
        );
    }
    series
        .iter()
        .all(|v| v.iter().all(|x| *x == Some(0)))
        .then_some("No side held a marker.")
}

/// Draw one section that has something to show.
fn draw(l: &mut Layout, cx: &Context, section: &Section) -> MapOutcome {
    let title = section.title();
    match section.kind {
        SectionKind::Title => super::summary::draw(l, cx),
        SectionKind::Briefing => notes(l, title, &cx.s.notes),
        SectionKind::UmpireNotes => notes(l, title, cx.view.umpire_notes().unwrap_or_default()),
        SectionKind::Map => return map_section(l, cx, section),
        SectionKind::Markers => markers(l, cx, title),
        SectionKind::OrderOfBattle => order_of_battle(l, cx, title),
        SectionKind::Verdicts => verdicts(l, cx, title),
        SectionKind::WithdrawalTests => withdrawal_tests(l, cx, title),
        SectionKind::Combats => combats(l, cx, title),
        SectionKind::CasualtyChart => casualty_chart(l, cx, title),
        SectionKind::LossesChart => losses_chart(l, cx, title),
        SectionKind::StrengthPointsChart => sp_chart(l, cx, title),
        SectionKind::VpChart => vp_chart(l, cx, title),
        SectionKind::MoraleChart => morale_chart(l, cx, title),
        SectionKind::Log => log(l, cx, title),
        SectionKind::Dice => dice(l, cx, title),
    }
    MapOutcome::default()
}

pub(crate) fn note(l: &mut Layout, text: &str) {
    l.paragraph(text, Face::Regular, BODY, Colour::MUTED);
}

fn notes(l: &mut Layout, title: &str, text: &str) {
    l.heading(title, 30.0);
    l.paragraph(text.trim(), Face::Regular, BODY, Colour::TEXT);
}

pub(crate) fn role_word(r: Role) -> &'static str {
    match r {
        Role::Attacker => "attacker",
        Role::Defender => "defender",
    }
}

/// "25,000 men · 120 stands" in the measures the scenario uses.
pub(crate) fn strength_text(st: Strength, measures: &[Measure]) -> String {
    let parts: Vec<String> = measures.iter().map(|m| m.count(m.of(st))).collect();
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(" · ")
    }
}

// ----- map -----------------------------------------------------------------------------------

fn map_section(l: &mut Layout, cx: &Context, section: &Section) -> MapOutcome {
    let title = section.title();
    let image_size = cx.map.map(|m| m.size);
    let Some(extent) = map::extent(cx.s, image_size) else {
        return MapOutcome::default();
    };
    let (ew, eh) = (extent.2 - extent.0, extent.3 - extent.1);
    let doc_landscape = cx.template.orientation == Orientation::Landscape;
    let landscape = match section.orientation.unwrap_or_default() {
        MapOrientation::Auto => ew > eh * 1.05,
        MapOrientation::Document => doc_landscape,
        MapOrientation::Portrait => false,
        MapOrientation::Landscape => true,
    };
    let (pw, ph) = cx.page_size;
    let (short, long) = (pw.min(ph), pw.max(ph));
    // A turned page of its own would leave what is on this page alone: when the map, as wide
    // as this page, fits under it, it stays here.
    let fits_here = {
        let withheld = cx.withheld();
        let legend = map::legend_height(l, cx.s, &withheld, &cx.record().end().holders, l.width());
        let heading = 14.0 * 1.6 + 10.0;
        !l.at_page_top() && l.width() * eh / ew.max(1.0) + legend + heading <= l.room()
    };
    let auto = section.orientation.unwrap_or_default() == MapOrientation::Auto;
    let size = if auto && fits_here {
        l.current_size()
    } else if landscape {
        (long, short)
    } else {
        (short, long)
    };
    let turned = size != cx.page_size;
    if auto && fits_here {
        // Stays under what is already on this page.
    } else if l.current_size() != size {
        l.resize_empty_page(size);
    } else if l.room() < l.full_height() * 0.6 {
        l.new_page();
    }
    l.heading(title, 100.0);
    let mut outcome = MapOutcome::default();
    if cx.map.is_none() && cx.map_missing.is_some() {
        note(
            l,
            "The map image could not be read, so the deployment areas and markers are drawn on a blank field.",
        );
    }
    let withheld = cx.withheld();
    let held = &cx.record().end().holders;
    let legend_h = map::legend_height(l, cx.s, &withheld, held, l.width());
    let box_h = (l.room() - legend_h).max(60.0);
    let placement = map::Placement::fit(extent, l.left(), l.y, l.width(), box_h);
    let embedded = cx
        .map
        .map(|src| map::embed(&mut l.doc, src, (placement.w, placement.h), l.grey));
    match embedded {
        Some(Ok(e)) => {
            l.image(
                e.id.clone(),
                placement.x,
                placement.y,
                placement.w,
                placement.h,
            );
            outcome.pixels = Some(e.pixels);
            outcome.passthrough = e.passthrough;
        }
        other => {
            if let Some(Err(e)) = other {
                outcome.warning = Some(format!("{e}; the report is made without the map image"));
            }
            l.fill_rect(
                placement.x,
                placement.y,
                placement.w,
                placement.h,
                Colour(0.97, 0.97, 0.95),
            );
        }
    }
    map::draw_overlay(l, cx.s, &placement, &withheld, held);
    map::draw_legend(l, cx.s, &placement, &withheld, held);
    if turned {
        // The next section goes back to the document's own pages.
        l.y = l.bottom() + 1.0;
    }
    outcome
}

// ----- markers -------------------------------------------------------------------------------

fn markers(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 60.0);
    let set = &cx.s.markers;
    let held = &cx.record().end().holders;
    let mut t = Table::new(vec![
        Column::left("Marker", 1.0),
        Column::left("Objective", 3.5),
        Column::right("Value", 1.2),
        Column::left("Placed by", 2.2),
        Column::left("Held at the end by", 2.6),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    for (i, m) in set.markers.iter().enumerate() {
        let value = match cx.view.marker_value(i) {
            Some(v) => format!("{v}%"),
            None => "face down".to_string(),
        };
        let holder = held.get(i).copied().flatten();
        let mut row = Row::new(vec![
            m.id.clone(),
            if m.name.trim().is_empty() {
                "—".into()
            } else {
                m.name.clone()
            },
            value,
            m.placed_by
                .map(|s| cx.side_name(s).to_string())
                .unwrap_or_else(|| "—".into()),
            holder
                .map(|s| cx.side_name(s).to_string())
                .unwrap_or_else(|| "nobody".into()),
        ]);
        row.swatch = holder.map(|s| cx.side_colour(s));
        row.swatch_col = 4;
        t.push(row);
    }
    l.table(&t);
    let hidden = set.markers.iter().filter(|m| m.hidden).count();
    let withheld = cx.withheld().iter().filter(|w| **w).count();
    if hidden > 0 {
        let dealt = words::count(hidden as u64, "marker was", "markers were");
        let seed = cx
            .view
            .shuffle_seed()
            .map(|seed| format!(" The values were dealt by the shuffle with seed {seed}."))
            .unwrap_or_default();
        let shown = if withheld == 0 {
            "every value is known to this report's reader".to_string()
        } else {
            format!(
                "{} still face down to this report's reader",
                words::count(withheld as u64, "value is", "values are")
            )
        };
        note(l, &format!("{dealt} dealt face down; {shown}.{seed}"));
    }
}

// ----- order of battle -----------------------------------------------------------------------

fn order_of_battle(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 80.0);
    let s = cx.s;
    let measures = cx.record().measures_held();
    // The fates of the units, in the order the scenario lists them (both sides).
    let mut fates = cx.record().units.iter();
    let mut any_general = false;
    for side in SideId::BOTH {
        let sd = s.side(side);
        if sd.contingents.is_empty() {
            continue;
        }
        l.subheading(&format!("{} ({})", sd.name, role_word(sd.role)), 70.0);
        let split = measures.len() <= 2;
        let mut cols = vec![Column::left("Unit", 4.0), Column::left("Kind", 1.6)];
        if split {
            for m in &measures {
                cols.push(Column::right(&format!("Start ({})", m.label()), 1.5));
            }
        } else {
            cols.push(Column::right("Strength at the start", 3.0));
        }
        cols.push(Column::left("Status at the end", 2.4));
        if split {
            for m in &measures {
                cols.push(Column::right(&format!("Lost ({})", m.label()), 1.4));
            }
        } else {
            cols.push(Column::right("Losses", 3.0));
        }
        let mut t = Table::new(cols);
        t.continued = Some(format!("{} (continued)", sd.name));
        let figures = |st: Strength| -> Vec<String> {
            if split {
                measures
                    .iter()
                    .map(|m| thousands(m.of(st) as i128))
                    .collect()
            } else {
                vec![strength_text(st, &measures)]
            }
        };
        let mut side_start = Strength::default();
        let mut side_lost = Strength::default();
        let mut side_units = 0usize;
        for c in &sd.contingents {
            t.push(Row::group(if c.name.trim().is_empty() {
                "Contingent".to_string()
            } else {
                c.name.clone()
            }));
            let mut c_start = Strength::default();
            let mut c_lost = Strength::default();
            let mut gone = 0usize;
            let mut counted = 0usize;
            for u in &c.units {
                let Some(fate) = fates.next() else { break };
                let status = fate.status;
                let lost = fate.lost;
                let general = !crate::record::losses::counts(u);
                if !general {
                    c_start = c_start.plus(u.strength);
                    counted += 1;
                    if !matches!(status, UnitStatus::OnBoard | UnitStatus::NotArrived) {
                        gone += 1;
                    }
                }
                c_lost = c_lost.plus(lost);
                let kind = if general {
                    any_general = true;
                    "general (not counted)".to_string()
                } else {
                    u.kind.label().to_string()
                };
                let mut cells = vec![cx.unit_name(&u.id), kind];
                if general {
                    cells.extend(figures(u.strength).into_iter().map(|f| format!("({f})")));
                } else {
                    cells.extend(figures(u.strength));
                }
                cells.push(fate.status_label().to_string());
                cells.extend(figures(lost));
                let mut row = Row::new(cells);
                if fate.commander_lost
                    || matches!(status, UnitStatus::DestroyedOrFled | UnitStatus::Routed)
                {
                    row.style = RowStyle::Coloured(Colour::ALERT);
                }
                t.push(row);
            }
            let generals = c.units.len() - counted;
            let mut head = words::count(counted as u64, "unit", "units");
            if generals > 0 {
                head.push_str(&format!(
                    " and {}",
                    words::count(generals as u64, "general", "generals")
                ));
            }
            let mut cells = vec![head, String::new()];
            cells.extend(figures(c_start));
            cells.push(format!("{gone} no longer on the field"));
            cells.extend(figures(c_lost));
            t.push(Row::total(cells));
            side_start = side_start.plus(c_start);
            side_lost = side_lost.plus(c_lost);
            side_units += counted;
        }
        let unassigned = cx.record().end().lost[side.index()].minus(side_lost);
        if unassigned != Strength::default() {
            let mut cells = vec!["Losses not assigned to a unit".to_string(), String::new()];
            cells.extend(
                figures(Strength::default())
                    .into_iter()
                    .map(|_| String::new()),
            );
            cells.push(String::new());
            cells.extend(figures(unassigned));
            t.push(Row::new(cells));
            side_lost = side_lost.plus(unassigned);
        }
        if sd.contingents.len() > 1 || unassigned != Strength::default() {
            let mut cells = vec![
                format!(
                    "{}: {}",
                    sd.name,
                    words::count(side_units as u64, "unit", "units")
                ),
                String::new(),
            ];
            cells.extend(figures(side_start));
            cells.push(String::new());
            cells.extend(figures(side_lost));
            t.push(Row::total(cells));
        }
        l.table(&t);
        end_of_battle_table(l, cx, side);
    }
    if s.units().next().is_none() {
        commanders_lost(l, cx);
        return;
    }
    let mut text = "A unit destroyed or fled counts all its strength as lost; other units, the losses logged against them (see Losses in the rules reference).".to_string();
    if any_general {
        text.push_str(" Generals are not counted in any total: a general's own figures are shown in brackets.");
    }
    note(l, &text);
    commanders_lost(l, cx);
}

/// The casualty chart's end-of-battle figures per contingent, when the umpire entered any.
fn end_of_battle_table(l: &mut Layout, cx: &Context, side: SideId) {
    let sd = cx.s.side(side);
    if sd.contingents.iter().all(|c| c.end == Default::default()) {
        return;
    }
    let mut t = Table::new(vec![
        Column::left("End-of-battle figures", 3.0),
        Column::right("Men at start", 1.5),
        Column::right("Reinforcements", 1.3),
        Column::right("Casualties", 1.5),
        Column::right("Guns lost", 1.1),
        Column::right("Cavalry at start / left", 1.8),
        Column::right("Batteries / rounds", 1.7),
        Column::right("Infantry units / out of / low on ammunition", 2.0),
    ]);
    t.continued = Some(format!("{}: end-of-battle figures (continued)", sd.name));
    let row = |name: String, e: &crate::model::EndOfBattle| {
        vec![
            name,
            thousands(e.start_men as i128),
            thousands(e.reinforcements_men as i128),
            thousands(e.casualties_men as i128),
            e.guns_lost.to_string(),
            format!(
                "{} / {}",
                thousands(e.cavalry_start as i128),
                thousands(e.cavalry_surviving as i128)
            ),
            format!("{} / {}", e.batteries, e.rounds),
            format!(
                "{} / {} / {}",
                e.infantry_units, e.out_of_ammunition, e.low_on_ammunition
            ),
        ]
    };
    for c in &sd.contingents {
        t.push(Row::new(row(c.name.clone(), &c.end)));
    }
    if sd.contingents.len() > 1 {
        t.push(Row::total(row(
            format!("{} (all contingents)", sd.name),
            &sd.end_of_battle(),
        )));
    }
    l.table(&t);
}

fn rank_title(rank: CommandRank) -> &'static str {
    match rank {
        CommandRank::Army => "Army commander",
        CommandRank::Corps => "Corps commander",
        CommandRank::Other => "Commander",
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
                    .unwrap_or("Commander");
            format!(
                "{name} ({rank}, {}), turn {}",
                cx.side_name(*side),
                cx.turn_name(at.turn)
            )
        })
        .collect();
    if !lost.is_empty() {
        let lh = Layout::line_height(BODY) + 3.0;
        l.subheading(
            "Commanders killed, wounded or captured",
            lh * lost.len().min(3) as f32,
        );
        for c in lost {
            l.paragraph_indented(&format!("• {c}"), Face::Regular, BODY, Colour::TEXT, 6.0);
        }
    }
}

// ----- verdicts ------------------------------------------------------------------------------

fn verdicts(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 60.0);
    let st = &cx.standing;
    if st.not_yet_played {
        note(l, NOT_YET_PLAYED);
    }
    let any_verdict = st.all().any(|(_, j)| j.verdict().is_some());
    if !any_verdict || st.not_yet_played {
        note(l, "No victory system could judge this battle yet.");
    }
    let mut unable: Vec<&Judged> = Vec::new();
    if !st.not_yet_played {
        match &st.of_record {
            Some(judged) => {
                l.subheading("Result of record", 80.0);
                system_block(l, cx, judged, "Result of record");
            }
            None => note(l, NO_CHOICE),
        }
        if !st.comparison.is_empty() {
            l.gap(4.0);
            l.subheading("For comparison", 80.0);
            for judged in &st.comparison {
                system_block(l, cx, judged, "For comparison");
            }
        }
        let others: Vec<&Judged> = st
            .others
            .iter()
            .filter(|(_, j)| matches!(j, Judgement::Verdict(_) | Judgement::Withheld { .. }))
            .collect();
        if !others.is_empty() {
            l.gap(4.0);
            let heading = if st.has_choice() || !st.comparison.is_empty() {
                "Other systems"
            } else {
                "Every system's result"
            };
            l.subheading(heading, 80.0);
            for judged in others {
                system_block(l, cx, judged, heading);
            }
        }
        unable.extend(st.others.iter().filter(|(_, j)| {
            matches!(
                j,
                Judgement::NotApplicable { .. } | Judgement::Invalid { .. }
            )
        }));
    } else {
        unable.extend(st.all().filter(|(_, j)| {
            matches!(
                j,
                Judgement::NotApplicable { .. } | Judgement::Invalid { .. }
            )
        }));
    }
    cannot_judge(l, cx, &unable);
}

/// One system's verdict with its figures and worked steps (or why it cannot judge).
fn system_block(l: &mut Layout, cx: &Context, (sys, j): &Judged, part: &str) {
    let bookmark = format!("{part}: {}", sys.name());
    match j {
        Judgement::Verdict(v) => {
            l.gap(4.0);
            l.paragraph_kept(
                &format!("{}: {}", sys.name(), cx.plain.text(&v.headline)),
                Face::Bold,
                10.5,
                Colour::TEXT,
                90.0,
            );
            l.mark_above(&bookmark, 1);
            let mut meta = format!("Level: {}.", cx.plain.text(&v.level));
            if !sys.source().is_empty() {
                meta.push_str(&format!(" {}.", sys.source()));
            }
            l.paragraph(&meta, Face::Regular, SMALL, Colour::MUTED);
            for f in &v.flags {
                l.paragraph_indented(
                    &format!("▸ {}", cx.plain.text(&f.text)),
                    Face::Bold,
                    BODY,
                    Colour::ALERT,
                    6.0,
                );
            }
            if !v.figures.is_empty() {
                let mut t = Table::new(vec![
                    Column::left("Figure", 4.0),
                    Column::right(cx.side_name(SideId::A), 2.0),
                    Column::right(cx.side_name(SideId::B), 2.0),
                ]);
                t.continued = Some(format!("{} (continued)", sys.name()));
                for f in &v.figures {
                    t.push(Row::new(vec![
                        cx.plain.text(&f.label),
                        f.text[0].clone(),
                        f.text[1].clone(),
                    ]));
                }
                l.table(&t);
            }
            if !v.steps.is_empty() {
                let mut t = Table::new(vec![
                    Column::left("Rule", 1.3),
                    Column::left("Worked step", 8.0),
                ]);
                t.continued = Some(format!("{}: worked steps (continued)", sys.name()));
                for st in &v.steps {
                    t.push(Row::new(vec![
                        cx.plain.text(&st.rule),
                        cx.plain.text(&st.text),
                    ]));
                }
                l.table(&t);
            }
        }
        Judgement::Withheld { reason } => {
            l.paragraph_kept(sys.name(), Face::Bold, 10.5, Colour::TEXT, 30.0);
            l.mark_above(&bookmark, 1);
            note(l, reason);
        }
        Judgement::NotApplicable { missing } => {
            let keep = list_height(l, cx, missing).max(30.0);
            l.paragraph_kept(
                &format!("{}: cannot judge this battle", sys.name()),
                Face::Bold,
                10.5,
                Colour::TEXT,
                keep,
            );
            l.mark_above(&bookmark, 1);
            missing_list(l, cx, missing, Colour::TEXT);
        }
        Judgement::Invalid { problems } => {
            l.paragraph_kept(
                &format!("{}: the figures make no sense to it", sys.name()),
                Face::Bold,
                10.5,
                Colour::TEXT,
                30.0,
            );
            l.mark_above(&bookmark, 1);
            missing_list(l, cx, problems, Colour::ALERT);
        }
    }
}

/// The systems that could not judge, each with what it lacks and where to enter it.
fn cannot_judge(l: &mut Layout, cx: &Context, list: &[&Judged]) {
    if list.is_empty() {
        return;
    }
    l.gap(4.0);
    l.subheading("Systems that did not apply", 40.0);
    for (sys, j) in list {
        let keep = match j {
            Judgement::NotApplicable { missing: m } | Judgement::Invalid { problems: m } => {
                list_height(l, cx, m)
            }
            _ => 0.0,
        };
        l.paragraph_kept(sys.name(), Face::Bold, BODY, Colour::TEXT, keep.max(20.0));
        l.mark_above(&format!("Did not apply: {}", sys.name()), 1);
        match j {
            Judgement::NotApplicable { missing } if missing.is_empty() => {
                l.paragraph_indented(
                    "• Not applicable to this scenario.",
                    Face::Regular,
                    BODY,
                    Colour::TEXT,
                    6.0,
                );
            }
            Judgement::NotApplicable { missing } => missing_list(l, cx, missing, Colour::TEXT),
            Judgement::Invalid { problems } => missing_list(l, cx, problems, Colour::ALERT),
            _ => {}
        }
    }
}

/// Each thing a system lacks, in plain words, with where to enter it.
fn missing_lines(cx: &Context, list: &[Missing]) -> Vec<String> {
    list.iter()
        .map(|m| {
            let message = cx.plain.text(&m.message);
            let place = cx
                .plain
                .place(&m.path)
                .filter(|p| !message.contains(p.as_str()))
                .map(|p| format!(" (where: {p})"))
                .unwrap_or_default();
            format!("• {message}{place}")
        })
        .collect()
}

/// The height of [`missing_list`], to keep a short list whole with its system's name (at
/// most a third of a page: a longer one may break).
fn list_height(l: &Layout, cx: &Context, list: &[Missing]) -> f32 {
    let lh = Layout::line_height(BODY);
    let h: f32 = missing_lines(cx, list)
        .iter()
        .map(|t| {
            l.fonts.wrap(Face::Regular, BODY, t, l.width() - 6.0).len() as f32 * lh + BODY * 0.35
        })
        .sum();
    h.min(l.full_height() / 3.0)
}

fn missing_list(l: &mut Layout, cx: &Context, list: &[Missing], colour: Colour) {
    for line in missing_lines(cx, list) {
        l.paragraph_indented(&line, Face::Regular, BODY, colour, 6.0);
    }
}

// ----- log tables ----------------------------------------------------------------------------

fn withdrawal_tests(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 70.0);
    let mut t = Table::new(vec![
        Column::left("Turn", 1.6),
        Column::left("Army", 2.0),
        Column::right("RS%", 0.9),
        Column::right("VP%", 0.9),
        Column::right("Penalty", 1.1),
        Column::right("WF", 0.8),
        Column::right("Chance to withdraw", 1.5),
        Column::left("Roll (2D10)", 1.8),
        Column::left("Result", 2.2),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    let mut calls = Vec::new();
    for (turn, e) in cx.s.log.events() {
        match e {
            Event::WithdrawalTest(w) => {
                // The VP% and WF are the tested side's and the umpire's (Who knows what).
                let figures = cx.view.test_figures(w);
                let secret = || "not known".to_string();
                let mut row = Row::new(vec![
                    cx.turn_name(turn),
                    cx.side_name(w.side).to_string(),
                    format!("{}%", w.rs_percent),
                    figures
                        .vp_percent
                        .map(|v| format!("{v}%"))
                        .unwrap_or_else(secret),
                    if w.penalty > 0 {
                        format!("−{}", w.penalty)
                    } else {
                        "—".into()
                    },
                    figures.wf.map(|v| format!("{v}%")).unwrap_or_else(secret),
                    figures
                        .wf
                        .map(|v| format!("{}%", 100u32.saturating_sub(v)))
                        .unwrap_or_else(secret),
                    cx.roll(&w.roll),
                    if w.withdrew {
                        "withdraws".into()
                    } else {
                        "stands".into()
                    },
                ]);
                row.swatch = Some(cx.side_colour(w.side));
                row.swatch_col = 1;
                if w.withdrew {
                    row.style = RowStyle::Coloured(Colour::ALERT);
                }
                t.push(row);
            }
            Event::PrematureCall { .. } => calls.push(format!(
                "Turn {}: {}",
                cx.turn_name(turn),
                cx.view.sentence(e)
            )),
            _ => {}
        }
    }
    if !t.rows.is_empty() {
        l.table(&t);
        note(
            l,
            "An army withdraws when the percentile roll is greater than its withdrawal factor (WF).",
        );
    }
    if !calls.is_empty() {
        l.subheading("Premature calls", 20.0);
        for c in calls {
            l.paragraph_indented(&format!("• {c}"), Face::Regular, BODY, Colour::TEXT, 6.0);
        }
    }
}

fn combats(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 70.0);
    let mut t = Table::new(vec![
        Column::left("Turn", 1.5),
        Column::left("Attacker", 3.2),
        Column::left("Defender", 3.2),
        Column::left("Terrain", 1.2),
        Column::left("Morale Point", 0.8),
        Column::left("Roll", 1.4),
        Column::left("Result", 1.9),
        Column::left("Eliminated / routed", 2.6),
        Column::right("Strength Points lost", 1.3),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    for (turn, e) in cx.s.log.events() {
        if let Event::Combat(c) = e {
            t.push(Row::new(combat_cells(cx, turn, c)));
        }
    }
    l.table(&t);
    note(
        l,
        &format!(
            "Morale Point: spent by the attacker (A+1) or the defender (D−1). Strength Points lost: {} / {}.",
            cx.side_name(SideId::A),
            cx.side_name(SideId::B)
        ),
    );
}

fn combat_cells(cx: &Context, turn: usize, c: &Combat) -> Vec<String> {
    let attacker = c.attacker.map(|s| cx.side_name(s).to_string());
    let att_units = cx.units_list(&c.attackers);
    let attacker_cell = match (attacker, att_units.is_empty()) {
        (Some(a), false) => format!("{a}: {att_units}"),
        (Some(a), true) => a,
        (None, false) => att_units,
        (None, true) => "—".into(),
    };
    let defender = c.attacker.map(|s| cx.side_name(s.other()).to_string());
    let def_units = cx.units_list(&c.defenders);
    let defender_cell = match (defender, def_units.is_empty()) {
        (Some(d), false) => format!("{d}: {def_units}"),
        (Some(d), true) => d,
        (None, false) => def_units,
        (None, true) => "—".into(),
    };
    let mut mp = Vec::new();
    if c.attacker_morale_point {
        mp.push("A+1");
    }
    if c.defender_morale_point {
        mp.push("D−1");
    }
    let mut losses = Vec::new();
    if !c.eliminated.is_empty() {
        losses.push(format!("eliminated: {}", cx.units_list(&c.eliminated)));
    }
    if !c.routed.is_empty() {
        losses.push(format!("routed: {}", cx.units_list(&c.routed)));
    }
    vec![
        cx.turn_name(turn),
        attacker_cell,
        defender_cell,
        c.terrain.label().to_string(),
        if mp.is_empty() {
            "—".into()
        } else {
            mp.join(" ")
        },
        c.roll
            .as_ref()
            .map(|r| cx.roll(r))
            .unwrap_or_else(|| "—".into()),
        c.result
            .map(|r| format!("{} ({})", r.code(), r.meaning()))
            .unwrap_or_else(|| "—".into()),
        if losses.is_empty() {
            "—".into()
        } else {
            losses.join("; ")
        },
        format!("{} / {}", c.sp_lost.0, c.sp_lost.1),
    ]
}

fn log(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 60.0);
    let mut t = Table::new(vec![
        Column::left("Entry", 1.6),
        Column::left("What happened", 8.0),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    for (i, turn) in cx.s.log.turns.iter().enumerate() {
        t.push(Row::group(format!(
            "Turn {}",
            words::turn_label(i, &turn.name)
        )));
        if turn.events.is_empty() {
            t.push(Row::new(vec![
                String::new(),
                "Nothing logged this turn.".into(),
            ]));
        }
        for e in &turn.events {
            t.push(Row::new(vec![
                e.kind_label().to_string(),
                cx.view.sentence(e),
            ]));
        }
    }
    l.table(&t);
}

fn dice(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 30.0);
    l.paragraph(
        &format!(
            "Dice seed: {}. A roll marked \"seeded draw n\" is draw n of the scenario's roller with this seed, so the umpire can reproduce it.",
            cx.view.dice_seed().unwrap_or_default()
        ),
        Face::Regular,
        BODY,
        Colour::TEXT,
    );
}

// ----- charts --------------------------------------------------------------------------------

const CHART_HEIGHT: f32 = 230.0;

fn chart_frame<'a>(title: &'a str, y_unit: &'static str) -> ChartFrame<'a> {
    ChartFrame {
        title,
        y_unit,
        height: CHART_HEIGHT,
    }
}

/// Room before a chart, and its bookmark on the page it lands on.
fn chart_start(l: &mut Layout, title: &str) {
    l.gap(10.0);
    l.ensure(CHART_HEIGHT);
    l.mark(title, 0);
}

fn casualty_groups(cx: &Context) -> Vec<BarGroup> {
    let s = cx.s;
    let r = cx.record();
    let mut groups = Vec::new();
    // Only the measures something was lost in: a row of zeros in a measure the log never
    // counts says nothing.
    for m in r.measures_lost() {
        let start = SideId::BOTH.map(|side| m.of(r.start[side.index()]));
        let lost = SideId::BOTH.map(|side| m.of(r.end().lost[side.index()]));
        // A share of the strength only where the log counts no more than the units held
        // (combats counted on another scale would give 200%).
        if (0..2).any(|i| lost[i] > start[i]) {
            continue;
        }
        groups.push(percent_group(
            format!("{} (from the log)", m.label()),
            start,
            lost,
        ));
    }
    let ends = SideId::BOTH.map(|side| s.side(side).end_of_battle());
    if ends.iter().any(|e| e.casualties_men > 0 || e.start_men > 0) {
        let start = ends.map(|e| e.start_men + e.reinforcements_men);
        let lost = ends.map(|e| e.casualties_men);
        groups.push(percent_group(
            "men (end-of-battle figures)".into(),
            start,
            lost,
        ));
    }
    groups
}

fn casualty_chart(l: &mut Layout, cx: &Context, title: &str) {
    chart_start(l, title);
    charts::bar_chart(
        l,
        &chart_frame(title, "%"),
        [
            (cx.side_name(SideId::A), cx.style(SideId::A)),
            (cx.side_name(SideId::B), cx.style(SideId::B)),
        ],
        &casualty_groups(cx),
        "losses, % of strength",
    );
}

fn percent_group(label: String, start: [u64; 2], lost: [u64; 2]) -> BarGroup {
    let pct = |i: usize| {
        if start[i] == 0 {
            0.0
        } else {
            100.0 * lost[i] as f64 / start[i] as f64
        }
    };
    BarGroup {
        label,
        values: [pct(0), pct(1)],
        labels: [0, 1].map(|i| format!("{} ({:.1}%)", thousands(lost[i] as i128), pct(i))),
    }
}

fn side_series(cx: &Context, values: [Vec<f64>; 2]) -> Vec<LineSeries> {
    let [a, b] = values;
    vec![
        LineSeries {
            name: cx.side_name(SideId::A).to_string(),
            style: cx.style(SideId::A),
            values: a,
        },
        LineSeries {
            name: cx.side_name(SideId::B).to_string(),
            style: cx.style(SideId::B),
            values: b,
        },
    ]
}

fn threshold(value: f64, tag: &str, label: &str) -> Threshold {
    Threshold {
        value,
        tag: tag.to_string(),
        label: label.to_string(),
    }
}

fn losses_chart(l: &mut Layout, cx: &Context, title: &str) {
    let r = cx.record();
    let Some(m) = r.main_measure() else { return };
    // A share of the strength at the outset, unless the log counts more than the units held
    // (combats counted on another scale): then the losses themselves.
    let over = SideId::BOTH.iter().any(|&side| {
        r.loss_percent(r.turns.len() - 1, side, m)
            .is_some_and(|p| p > 100.0)
    });
    let (t, unit) = if over {
        (format!("{title} ({} lost)", m.label()), "")
    } else {
        (
            format!("{title} (% of the starting strength in {})", m.label()),
            "%",
        )
    };
    // A reference line only where its rule reads this measure, for a system in play: the
    // casualty chart's early end reads casualties in men. (The withdrawal test reads residual
    // strength, which counts routed and off-table units as gone: not a losses line.)
    let thresholds = if m == Measure::Men && cx.in_play("casualty-chart") {
        vec![threshold(
            35.0,
            "35%",
            "35%: the game may be declared over (casualty chart, rule 2)",
        )]
    } else {
        Vec::new()
    };
    let values = SideId::BOTH.map(|side| {
        (0..r.turns.len())
            .map(|turn| {
                if over {
                    m.of(r.turns[turn].lost[side.index()]) as f64
                } else {
                    r.loss_percent(turn, side, m).unwrap_or(0.0)
                }
            })
            .collect()
    });
    chart_start(l, title);
    charts::line_chart(
        l,
        &chart_frame(&t, unit),
        &r.labels,
        &side_series(cx, values),
        &thresholds,
        "cumulative losses",
        Shape::Lines,
    );
}

fn sp_chart(l: &mut Layout, cx: &Context, title: &str) {
    let r = cx.record();
    let values = SideId::BOTH.map(|side| {
        r.loss_series(side, Measure::StrengthPoints)
            .into_iter()
            .map(|x| x as f64)
            .collect()
    });
    let thresholds = if cx.in_play("naw") {
        vec![threshold(
            40.0,
            "40 SP",
            "40 SP: demoralization (Napoleon at Waterloo)",
        )]
    } else {
        Vec::new()
    };
    chart_start(l, title);
    charts::line_chart(
        l,
        &chart_frame(title, ""),
        &r.labels,
        &side_series(cx, values),
        &thresholds,
        "Strength Points lost",
        Shape::Lines,
    );
}

fn vp_chart(l: &mut Layout, cx: &Context, title: &str) {
    let values = SideId::BOTH.map(|side| {
        cx.view
            .vp_series(side)
            .into_iter()
            .map(|x| x.unwrap_or(0) as f64)
            .collect::<Vec<_>>()
    });
    let thresholds = if cx.in_play("weighted-objectives") {
        vec![threshold(
            50.0,
            "50%",
            "50%: holds the field with more (weighted objectives)",
        )]
    } else {
        Vec::new()
    };
    chart_start(l, title);
    charts::line_chart(
        l,
        &chart_frame(title, "%"),
        &cx.record().labels,
        &side_series(cx, values),
        &thresholds,
        "VP held",
        Shape::Steps,
    );
}

fn morale_chart(l: &mut Layout, cx: &Context, title: &str) {
    let Some(m) = cx.record().morale.as_ref() else {
        return;
    };
    let values = SideId::BOTH.map(|side| {
        m.iter()
            .map(|turn| turn[side.index()].max(0) as f64)
            .collect()
    });
    let thresholds = if cx.s.settings.waterloo20.morale_zero_loses {
        vec![threshold(
            0.0,
            "0",
            "0: the side loses (optional rule, Napoleonic 20)",
        )]
    } else {
        Vec::new()
    };
    chart_start(l, title);
    charts::line_chart(
        l,
        &chart_frame(title, ""),
        &cx.record().labels,
        &side_series(cx, values),
        &thresholds,
        "Morale Points",
        Shape::Steps,
    );
}
