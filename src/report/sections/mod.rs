//! The sections of the report, each drawn from the battle record as the report's audience may
//! see it ([`Projection`]) and the systems' judgements in the order of the result of record
//! ([`Standing`]). What the audience may not know is never written, not even as hidden text.
//!
//! A section with nothing to show is not printed as an empty heading: it becomes one line under
//! "Sections with nothing to show" at the end. Each printed section has its bookmark, and each
//! victory system its own under "Verdicts".
//!
//! One file per kind of section, each with its `draw` and, where a section can be empty, its
//! `nothing_to_show`: `notes` (briefing, umpire's notes, dice), `map_page` (and after it
//! `battle_maps`, the battle turn by turn), `markers`,
//! `order_of_battle`, `verdicts`, `withdrawal_tests`, `combats`, `log` and `charts`
//! (the five charts, which share their frame and series). The title page is
//! [`summary`]. This file holds what they share ([`Context`]) and the order they are
//! drawn in ([`draw_all`]).

mod battle_maps;
mod charts;
mod combats;
mod log;
mod map_page;
mod markers;
mod notes;
mod order_of_battle;
mod summary;
mod verdicts;
mod withdrawal_tests;

pub(crate) use summary::{kicker_and_title, shaded_box};

use super::charts::SeriesStyle;
use super::layout::{BODY, Colour, Layout, SMALL};
use super::map::MapSource;
use super::plain::Plain;
use super::template::{Section, SectionKind, Template};
use super::text::Face;
use crate::i18n::tr;
use crate::model::{Role, Scenario, SideId, Strength};
use crate::record::result::Standing;
use crate::record::{BattleRecord, Measure, Projection, words};

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
    let empty: Vec<(String, String)> = cx
        .template
        .sections
        .iter()
        .filter(|s| shown(cx, s))
        .filter_map(|s| nothing_to_show(cx, s).map(|why| (s.title(), why)))
        .collect();
    let mut placed = empty.is_empty();
    let n = cx.template.sections.len().max(1) as f32;
    for (i, section) in cx.template.sections.iter().enumerate() {
        if shown(cx, section) && nothing_to_show(cx, section).is_none() {
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

fn empty_line(title: &str, why: &str) -> String {
    tr!(ReportEmptyLine, title = title, why = why)
}

/// The height of [`empty_block`] (heading and lines).
fn empty_block_height(l: &Layout, empty: &[(String, String)]) -> f32 {
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
fn empty_block(l: &mut Layout, empty: &[(String, String)]) {
    if empty.is_empty() {
        return;
    }
    let keep = empty_block_height(l, empty) - (11.0 * 1.5 + 12.0);
    let heading = tr!(ReportNothingToShow);
    l.subheading(&heading, keep.min(l.full_height() / 2.0));
    l.mark_here_above(&heading, 0, 11.0 * 1.5);
    for (title, why) in empty {
        l.paragraph(&empty_line(title, why), Face::Regular, SMALL, Colour::TEXT);
    }
}

/// Sections the audience may not see are left out entirely, heading and all.
fn shown(cx: &Context, section: &Section) -> bool {
    match section.kind {
        SectionKind::UmpireNotes => cx.view.umpire_notes().is_some(),
        SectionKind::Dice => cx.view.dice_seed().is_some(),
        // Each of these words only what its audience may know (the knowledge rules): a new
        // kind of section is weighed here.
        SectionKind::Title
        | SectionKind::Briefing
        | SectionKind::Map
        | SectionKind::Markers
        | SectionKind::OrderOfBattle
        | SectionKind::Verdicts
        | SectionKind::WithdrawalTests
        | SectionKind::Combats
        | SectionKind::CasualtyChart
        | SectionKind::LossesChart
        | SectionKind::StrengthPointsChart
        | SectionKind::VpChart
        | SectionKind::MoraleChart
        | SectionKind::Log => true,
    }
}

/// Why a section has nothing to show, when it has not.
fn nothing_to_show(cx: &Context, section: &Section) -> Option<String> {
    match section.kind {
        SectionKind::Title | SectionKind::Verdicts | SectionKind::Dice => None,
        SectionKind::Briefing => notes::no_briefing(cx),
        SectionKind::UmpireNotes => notes::no_umpire_notes(cx),
        SectionKind::Map => map_page::nothing_to_show(cx),
        SectionKind::Markers => markers::nothing_to_show(cx),
        SectionKind::OrderOfBattle => order_of_battle::nothing_to_show(cx),
        SectionKind::WithdrawalTests => withdrawal_tests::nothing_to_show(cx),
        SectionKind::Combats => combats::nothing_to_show(cx),
        SectionKind::CasualtyChart => charts::no_casualties(cx),
        SectionKind::LossesChart => charts::no_losses(cx),
        SectionKind::StrengthPointsChart => charts::no_strength_points_lost(cx),
        SectionKind::VpChart => charts::no_vp_held(cx),
        SectionKind::MoraleChart => charts::no_morale(cx),
        SectionKind::Log => log::nothing_to_show(cx),
    }
}

/// Draw one section that has something to show.
fn draw(l: &mut Layout, cx: &Context, section: &Section) -> MapOutcome {
    let title = &section.title();
    profiling::scope!("report section", title);
    match section.kind {
        SectionKind::Title => summary::draw(l, cx),
        SectionKind::Briefing => notes::draw(l, title, &cx.s.notes),
        SectionKind::UmpireNotes => {
            notes::draw(l, title, cx.view.umpire_notes().unwrap_or_default())
        }
        SectionKind::Map => return map_page::draw(l, cx, section),
        SectionKind::Markers => markers::draw(l, cx, title),
        SectionKind::OrderOfBattle => order_of_battle::draw(l, cx, title),
        SectionKind::Verdicts => verdicts::draw(l, cx, title),
        SectionKind::WithdrawalTests => withdrawal_tests::draw(l, cx, title),
        SectionKind::Combats => combats::draw(l, cx, title),
        SectionKind::CasualtyChart => charts::casualty_chart(l, cx, title),
        SectionKind::LossesChart => charts::losses_chart(l, cx, title),
        SectionKind::StrengthPointsChart => charts::sp_chart(l, cx, title),
        SectionKind::VpChart => charts::vp_chart(l, cx, title),
        SectionKind::MoraleChart => charts::morale_chart(l, cx, title),
        SectionKind::Log => log::draw(l, cx, title),
        SectionKind::Dice => notes::dice(l, cx, title),
    }
    MapOutcome::default()
}

/// A battle's map at its end, for `audience`, in the room left on the current page: the battle
/// report's map page, for a page of the campaign report; `map` is the battle's map image as
/// read.
pub(crate) fn battle_map_at_the_end(
    l: &mut Layout,
    s: &Scenario,
    map: Option<&MapSource>,
    audience: crate::record::Audience,
) -> MapOutcome {
    // The map pages read no setting of the template; any template will do.
    let Some(template) = Template::builtin("umpire") else {
        return MapOutcome::default();
    };
    let record = BattleRecord::build(s);
    let view = Projection::new(s, &record, audience);
    let judgements = view.judgements(&crate::systems::judge_all(s));
    let cx = Context {
        s,
        template: &template,
        standing: Standing::new(s, &record, judgements),
        view,
        map,
        map_missing: None,
        printed: String::new(),
        page_size: l.page_size,
        plain: Plain::new(s),
    };
    battle_maps::at_the_end(l, &cx)
}

/// A table's heading on the pages it runs on to: "Markers (continued)".
pub(crate) fn continued(title: &str) -> String {
    tr!(ReportContinued, title = title)
}

/// A whole figure in per cent as the file gives it ("15%", "15 %"): the digits as written,
/// never grouped.
pub(crate) fn whole_percent(v: impl std::fmt::Display) -> String {
    tr!(ReportWholePercent, value = v.to_string())
}

/// A share in per cent with one decimal, the language's way: "11.4%", "11,4 %".
pub(crate) fn one_decimal_percent(p: f64) -> String {
    tr!(ReportOneDecimalPercent, value = p)
}

/// A muted paragraph: what a reader should know about the figures above it.
pub(crate) fn note(l: &mut Layout, text: &str) {
    l.paragraph(text, Face::Regular, BODY, Colour::MUTED);
}

/// A bulleted line, indented under its heading.
fn bullet(l: &mut Layout, text: &str) {
    l.paragraph_indented(&format!("• {text}"), Face::Regular, BODY, Colour::TEXT, 6.0);
}

pub(crate) fn role_word(r: Role) -> String {
    match r {
        Role::Attacker => tr!(ReportRoleAttacker),
        Role::Defender => tr!(ReportRoleDefender),
    }
}

/// "25,000 men · 120 stands" in the measures the scenario uses.
pub(crate) fn strength_text(st: Strength, measures: &[Measure]) -> String {
    words::strength_in(st, measures)
}
