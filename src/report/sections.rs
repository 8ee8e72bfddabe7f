//! The sections of the report, each drawn from the scenario, the systems' judgements and the
//! replayed log. What the template does not reveal is never written, not even as hidden text.

use super::ReportError;
use super::charts::{self, BarGroup, ChartFrame, LineSeries, Threshold};
use super::layout::{
    Align, BODY, Colour, Column, Layout, Pen, Row, RowStyle, SMALL, Stroke, Table,
};
use super::map::{self, MapSource};
use super::series::{self, Measure, TurnSeries};
use super::template::{MapOrientation, Orientation, Reveal, Section, SectionKind, Template};
use super::text::Face;
use crate::model::{
    BattleState, Combat, DiceSource, Event, Marker, Role, Roll, Scenario, SideId, Strength,
    UnitStatus,
};
use crate::systems::exact::thousands;
use crate::systems::{Judgement, VictorySystem};

/// Everything the sections draw from.
pub struct Context<'a> {
    pub s: &'a Scenario,
    pub template: &'a Template,
    pub judgements: Vec<(&'static dyn VictorySystem, Judgement)>,
    /// The battle at the end of the log.
    pub end: BattleState<'a>,
    pub series: TurnSeries,
    pub map: Option<&'a MapSource>,
    /// "12 May 2025".
    pub printed: String,
    /// The document's own page size (the map may turn its page).
    pub page_size: (f32, f32),
}

/// What drawing the map did, for the summary.
#[derive(Clone, Copy, Debug, Default)]
pub struct MapOutcome {
    pub pixels: Option<(u32, u32)>,
    pub passthrough: bool,
}

impl Context<'_> {
    fn reveal(&self) -> Reveal {
        self.template.reveal
    }

    fn side_name(&self, side: SideId) -> &str {
        &self.s.side(side).name
    }

    fn side_colour(&self, side: SideId) -> Colour {
        Colour::from_rgb(self.s.side(side).colour)
    }

    fn unit_name(&self, id: &str) -> String {
        match self.s.unit(id) {
            Some((_, u)) if !u.name.trim().is_empty() => u.name.clone(),
            _ => id.to_string(),
        }
    }

    fn units_list(&self, ids: &[String]) -> String {
        ids.iter()
            .map(|id| self.unit_name(id))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn turn_name(&self, t: usize) -> String {
        self.s
            .log
            .turns
            .get(t)
            .map(|turn| series::turn_label(t, &turn.name))
            .unwrap_or_else(|| (t + 1).to_string())
    }

    /// A roll and where it came from. The seed itself is never printed here.
    fn roll(&self, r: &Roll) -> String {
        match r.source {
            DiceSource::Manual => format!("{} (dice)", r.value),
            DiceSource::Seeded { index } => format!("{} (seeded #{index})", r.value),
        }
    }

    /// Text written by a victory system, with any hidden marker's value taken out when the
    /// template does not reveal it.
    fn redact(&self, text: &str) -> String {
        if self.reveal().hidden_markers {
            return text.to_string();
        }
        redact_hidden_values(text, &self.s.markers.markers)
    }

    fn sides_legend(&self) -> [(&str, Colour); 2] {
        [
            (self.side_name(SideId::A), self.side_colour(SideId::A)),
            (self.side_name(SideId::B), self.side_colour(SideId::B)),
        ]
    }

    fn verdicts(
        &self,
    ) -> impl Iterator<Item = (&'static dyn VictorySystem, &crate::systems::Verdict)> {
        self.judgements
            .iter()
            .filter_map(|(sys, j)| j.verdict().map(|v| (*sys, v)))
    }
}

/// Take out of `text` the value of every hidden marker written next to its id or name:
/// "C (30%)", "C: 30%", "C = 30", "Lobosch Hill 30%" become "C (?)", "C: ?", …
pub fn redact_hidden_values(text: &str, markers: &[Marker]) -> String {
    let mut out = text.to_string();
    for m in markers.iter().filter(|m| m.hidden) {
        for key in [m.id.as_str(), m.name.as_str()] {
            if !key.trim().is_empty() {
                out = redact_after(&out, key, m.value);
            }
        }
    }
    out
}

fn redact_after(text: &str, key: &str, value: u32) -> String {
    let value = value.to_string();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(pos) = rest.find(key) {
        let before = rest[..pos]
            .chars()
            .next_back()
            .or_else(|| out.chars().next_back());
        let before_ok = before.is_none_or(|c| !c.is_alphanumeric());
        let after = &rest[pos + key.len()..];
        let after_ok = after.chars().next().is_none_or(|c| !c.is_alphanumeric());
        out.push_str(&rest[..pos + key.len()]);
        rest = after;
        if !(before_ok && after_ok) {
            continue;
        }
        // Up to a few separators, then the value as a whole number.
        let sep_len: usize = rest
            .char_indices()
            .take_while(|(i, c)| {
                *i < 6 && matches!(c, ' ' | '(' | '[' | ':' | '=' | '-' | '–' | '—' | ',')
            })
            .map(|(_, c)| c.len_utf8())
            .sum();
        let tail = &rest[sep_len..];
        if let Some(after_value) = tail.strip_prefix(value.as_str())
            && after_value
                .chars()
                .next()
                .is_none_or(|c| !c.is_ascii_digit() && c != '.')
        {
            out.push_str(&rest[..sep_len]);
            out.push('?');
            rest = after_value.strip_prefix('%').unwrap_or(after_value);
        }
    }
    out.push_str(rest);
    out
}

/// Draw one section.
pub fn draw(l: &mut Layout, cx: &Context, section: &Section) -> Result<MapOutcome, ReportError> {
    if !shown(cx, section) {
        return Ok(MapOutcome::default());
    }
    if section.new_page && !l.at_page_top() {
        l.new_page();
    }
    let title = section.title();
    match section.kind {
        SectionKind::Title => title_block(l, cx),
        SectionKind::Briefing => notes(l, title, &cx.s.notes, "No briefing was written."),
        SectionKind::UmpireNotes => {
            notes(l, title, &cx.s.umpire_notes, "The umpire left no notes.")
        }
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
    Ok(MapOutcome::default())
}

/// Sections that the template does not allow are left out entirely, heading and all.
fn shown(cx: &Context, section: &Section) -> bool {
    match section.kind {
        SectionKind::UmpireNotes => cx.reveal().umpire_notes,
        SectionKind::Dice => cx.reveal().dice_seed,
        _ => true,
    }
}

fn note(l: &mut Layout, text: &str) {
    l.paragraph(text, Face::Regular, BODY, Colour::MUTED);
}

fn notes(l: &mut Layout, title: &str, text: &str, empty: &str) {
    l.heading(title, 30.0);
    if text.trim().is_empty() {
        note(l, empty);
    } else {
        l.paragraph(text.trim(), Face::Regular, BODY, Colour::TEXT);
    }
}

// ----- title ---------------------------------------------------------------------------------

fn title_block(l: &mut Layout, cx: &Context) {
    let s = cx.s;
    l.ensure(200.0);
    let x = l.left();
    let base = l.y + l.fonts.ascent(Face::Regular, 10.0);
    l.text(
        x,
        base,
        Pen::new(Face::Regular, 10.0, Colour::MUTED),
        Align::Left,
        cx.template.heading(),
    );
    l.y = base + 8.0;
    let title = if s.title.trim().is_empty() {
        "Untitled scenario"
    } else {
        s.title.trim()
    };
    for line in l.fonts.wrap(Face::Bold, 22.0, title, l.width()) {
        let base = l.y + l.fonts.ascent(Face::Bold, 22.0);
        l.text(
            x,
            base,
            Pen::new(Face::Bold, 22.0, Colour::TEXT),
            Align::Left,
            &line,
        );
        l.y = base + 8.0;
    }
    if !s.date.trim().is_empty() {
        l.paragraph(s.date.trim(), Face::Regular, 11.0, Colour::TEXT);
    }
    l.y += 6.0;

    let measures = series::measures_in_use(s);
    let mut t = Table::new(vec![
        Column::left("Side", 3.0),
        Column::left("Role", 1.4),
        Column::left("Commander-in-chief", 2.6),
        Column::right("Contingents", 1.7),
        Column::right("Units", 1.0),
        Column::right("Strength at the outset", 3.0),
    ]);
    for side in SideId::BOTH {
        let sd = s.side(side);
        let mut row = Row::new(vec![
            sd.name.clone(),
            role_word(sd.role).to_string(),
            if sd.c_in_c.name.trim().is_empty() {
                "—".into()
            } else {
                sd.c_in_c.name.clone()
            },
            sd.contingents.len().to_string(),
            sd.units().count().to_string(),
            strength_text(series::start_strength(s, side), &measures),
        ]);
        row.swatch = Some(cx.side_colour(side));
        t.push(row);
    }
    l.table(&t);

    l.subheading("Verdicts", 40.0);
    let mut any = false;
    for (sys, v) in cx.verdicts() {
        any = true;
        l.paragraph(
            &format!("{}: {}", sys.name(), cx.redact(&v.headline)),
            Face::Bold,
            10.5,
            Colour::TEXT,
        );
        for f in &v.flags {
            l.paragraph_indented(
                &format!("▸ {}", cx.redact(&f.text)),
                Face::Regular,
                BODY,
                Colour::ALERT,
                10.0,
            );
        }
    }
    if !any {
        note(
            l,
            "No victory system could judge this battle yet; the Verdicts section says what each one lacks.",
        );
    }
    l.y += 4.0;
    note(l, &format!("Printed on {}.", cx.printed));
}

fn role_word(r: Role) -> &'static str {
    match r {
        Role::Attacker => "attacker",
        Role::Defender => "defender",
    }
}

/// "25,000 men · 120 stands" in the measures the scenario uses.
fn strength_text(st: Strength, measures: &[Measure]) -> String {
    let parts: Vec<String> = measures
        .iter()
        .map(|m| format!("{} {}", thousands(m.of(st) as i128), m.label()))
        .collect();
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(" · ")
    }
}

// ----- map -----------------------------------------------------------------------------------

fn map_section(l: &mut Layout, cx: &Context, section: &Section) -> Result<MapOutcome, ReportError> {
    let title = section.title();
    let image_size = cx.map.map(|m| m.size);
    let Some(extent) = map::extent(cx.s, image_size) else {
        l.heading(title, 30.0);
        note(l, "No map image, and no deployment area or marker placed.");
        return Ok(MapOutcome::default());
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
    let size = if landscape {
        (long, short)
    } else {
        (short, long)
    };
    let turned = size != cx.page_size;
    if l.current_size() != size {
        l.resize_empty_page(size);
    } else if l.room() < l.full_height() * 0.6 {
        l.new_page();
    }
    l.heading(title, 100.0);
    let box_h = (l.room() - map::LEGEND_HEIGHT).max(60.0);
    let placement = map::Placement::fit(extent, l.left(), l.y, l.width(), box_h);
    let mut outcome = MapOutcome::default();
    if let Some(src) = cx.map {
        let embedded = map::embed(&mut l.doc, src, (placement.w, placement.h))?;
        l.image(
            embedded.id.clone(),
            placement.x,
            placement.y,
            placement.w,
            placement.h,
        );
        outcome = MapOutcome {
            pixels: Some(embedded.pixels),
            passthrough: embedded.passthrough,
        };
    } else {
        l.fill_rect(
            placement.x,
            placement.y,
            placement.w,
            placement.h,
            Colour(0.97, 0.97, 0.95),
        );
    }
    let held = &cx.end.control;
    map::draw_overlay(l, cx.s, &placement, cx.reveal().hidden_markers, held);
    map::draw_legend(l, cx.s, &placement, cx.reveal().hidden_markers);
    if turned {
        // The next section goes back to the document's own pages.
        l.y = l.bottom() + 1.0;
    }
    Ok(outcome)
}

// ----- markers -------------------------------------------------------------------------------

fn markers(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 40.0);
    let set = &cx.s.markers;
    if set.markers.is_empty() {
        note(l, "No VP markers were placed.");
        return;
    }
    let reveal = cx.reveal().hidden_markers;
    let mut t = Table::new(vec![
        Column::left("Marker", 1.0),
        Column::left("Objective", 3.5),
        Column::right("Value", 1.2),
        Column::left("Placed by", 2.2),
        Column::left("Held at the end by", 2.6),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    for m in &set.markers {
        let value = if map::value_shown(m, reveal) {
            format!("{}%", m.value)
        } else {
            "hidden".to_string()
        };
        let holder = cx.end.control.get(m.id.as_str()).copied();
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
        t.push(row);
    }
    l.table(&t);
    let hidden = set.markers.iter().filter(|m| m.hidden).count();
    if hidden > 0 {
        if reveal {
            let seed = set
                .shuffle_seed
                .map(|seed| format!(" The values were dealt by the shuffle with seed {seed}."))
                .unwrap_or_default();
            note(
                l,
                &format!(
                    "{hidden} marker(s) were dealt face down; their values are shown here for the umpire.{seed}"
                ),
            );
        } else {
            note(
                l,
                &format!(
                    "{hidden} marker(s) were dealt face down; their values are not shown in this report."
                ),
            );
        }
    }
}

// ----- order of battle -----------------------------------------------------------------------

fn order_of_battle(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 60.0);
    let s = cx.s;
    let measures = series::measures_in_use(s);
    if s.units().next().is_none() {
        note(l, "No units in the order of battle.");
    }
    for side in SideId::BOTH {
        let sd = s.side(side);
        if sd.contingents.is_empty() {
            continue;
        }
        l.subheading(&format!("{} ({})", sd.name, role_word(sd.role)), 50.0);
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
            for u in &c.units {
                let status = cx.end.status(&u.id).unwrap_or(u.status);
                let lost = series::unit_loss(u, &cx.end);
                c_start = c_start.plus(u.strength);
                c_lost = c_lost.plus(lost);
                if !matches!(status, UnitStatus::OnBoard | UnitStatus::NotArrived) {
                    gone += 1;
                }
                let mut cells = vec![cx.unit_name(&u.id), u.kind.label().to_string()];
                cells.extend(figures(u.strength));
                cells.push(status.label().to_string());
                cells.extend(figures(lost));
                let mut row = Row::new(cells);
                if matches!(status, UnitStatus::DestroyedOrFled | UnitStatus::Routed) {
                    row.style = RowStyle::Coloured(Colour::ALERT);
                }
                t.push(row);
            }
            let mut cells = vec![format!("{} units", c.units.len()), String::new()];
            cells.extend(figures(c_start));
            cells.push(format!("{gone} no longer on the field"));
            cells.extend(figures(c_lost));
            t.push(Row::total(cells));
            side_start = side_start.plus(c_start);
            side_lost = side_lost.plus(c_lost);
            side_units += c.units.len();
        }
        let unassigned = cx.end.unassigned_losses[side.index()];
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
            let mut cells = vec![format!("{}: {side_units} units", sd.name), String::new()];
            cells.extend(figures(side_start));
            cells.push(String::new());
            cells.extend(figures(side_lost));
            t.push(Row::total(cells));
        }
        l.table(&t);
        end_of_battle_table(l, cx, side);
    }
    if s.units().next().is_some() {
        note(
            l,
            "A unit destroyed or fled counts all its strength as lost; other units, the losses logged against them.",
        );
    }
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
        Column::right("Reinf.", 1.3),
        Column::right("Casualties", 1.5),
        Column::right("Guns lost", 1.1),
        Column::right("Cavalry start / left", 1.8),
        Column::right("Batteries / rounds", 1.7),
        Column::right("Inf. units / out / low", 2.0),
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

fn commanders_lost(l: &mut Layout, cx: &Context) {
    let lost: Vec<String> = SideId::BOTH
        .iter()
        .flat_map(|&side| {
            cx.end.commanders_lost[side.index()]
                .iter()
                .map(move |(name, rank)| {
                    format!("{} ({:?} commander, {})", name, rank, cx.side_name(side))
                })
        })
        .collect();
    if !lost.is_empty() {
        l.subheading("Commanders killed, wounded or captured", 20.0);
        for c in lost {
            l.paragraph_indented(&format!("• {c}"), Face::Regular, BODY, Colour::TEXT, 6.0);
        }
    }
}

// ----- verdicts ------------------------------------------------------------------------------

fn verdicts(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 60.0);
    let mut first = true;
    for (sys, v) in cx.verdicts() {
        if !first {
            l.y += 6.0;
        }
        first = false;
        l.subheading(&format!("{}: {}", sys.name(), cx.redact(&v.headline)), 60.0);
        let mut meta = format!("Level: {}.", cx.redact(&v.level));
        if !sys.source().is_empty() {
            meta.push_str(&format!(" Rules: {}.", sys.source()));
        }
        l.paragraph(&meta, Face::Regular, SMALL, Colour::MUTED);
        for f in &v.flags {
            l.paragraph_indented(
                &format!("▸ {}", cx.redact(&f.text)),
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
                    cx.redact(&f.label),
                    cx.redact(&f.text[0]),
                    cx.redact(&f.text[1]),
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
                t.push(Row::new(vec![cx.redact(&st.rule), cx.redact(&st.text)]));
            }
            l.table(&t);
        }
    }
    if first {
        note(l, "No victory system could judge this battle yet.");
    }
    let not_applicable: Vec<_> = cx
        .judgements
        .iter()
        .filter_map(|(sys, j)| match j {
            Judgement::NotApplicable { missing } => Some((*sys, missing)),
            _ => None,
        })
        .collect();
    if !not_applicable.is_empty() {
        l.subheading("Systems that did not apply", 40.0);
        for (sys, missing) in not_applicable {
            l.paragraph(sys.name(), Face::Bold, BODY, Colour::TEXT);
            if missing.is_empty() {
                l.paragraph_indented(
                    "• Not applicable to this scenario.",
                    Face::Regular,
                    BODY,
                    Colour::TEXT,
                    6.0,
                );
            }
            for m in missing {
                l.paragraph_indented(
                    &format!("• {} ({})", cx.redact(&m.message), m.path),
                    Face::Regular,
                    BODY,
                    Colour::TEXT,
                    6.0,
                );
            }
        }
    }
    let invalid: Vec<_> = cx
        .judgements
        .iter()
        .filter_map(|(sys, j)| match j {
            Judgement::Invalid { problems } => Some((*sys, problems)),
            _ => None,
        })
        .collect();
    if !invalid.is_empty() {
        l.subheading("Systems that could not judge the figures", 40.0);
        for (sys, problems) in invalid {
            l.paragraph(sys.name(), Face::Bold, BODY, Colour::TEXT);
            for m in problems {
                l.paragraph_indented(
                    &format!("• {} ({})", cx.redact(&m.message), m.path),
                    Face::Regular,
                    BODY,
                    Colour::ALERT,
                    6.0,
                );
            }
        }
    }
}

// ----- log tables ----------------------------------------------------------------------------

fn withdrawal_tests(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 40.0);
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
                let mut row = Row::new(vec![
                    cx.turn_name(turn),
                    cx.side_name(w.side).to_string(),
                    format!("{}%", w.rs_percent),
                    format!("{}%", w.vp_percent),
                    if w.penalty > 0 { format!("−{}", w.penalty) } else { "—".into() },
                    format!("{}%", w.wf),
                    format!("{}%", 100u32.saturating_sub(w.wf)),
                    cx.roll(&w.roll),
                    if w.withdrew { "withdraws".into() } else { "stands".into() },
                ]);
                row.swatch = Some(cx.side_colour(w.side));
                row.swatch_col = 1;
                if w.withdrew {
                    row.style = RowStyle::Coloured(Colour::ALERT);
                }
                t.push(row);
            }
            Event::PrematureCall { by, against } => calls.push(format!(
                "{}: {} called a test against {} prematurely (20 points off {}'s next legitimate test).",
                cx.turn_name(turn),
                cx.side_name(*by),
                cx.side_name(*against),
                cx.side_name(*by)
            )),
            _ => {}
        }
    }
    if t.rows.is_empty() {
        note(l, "No withdrawal test was recorded.");
    } else {
        l.table(&t);
        note(
            l,
            "An army withdraws when the percentile roll is greater than its withdrawal factor (WF).",
        );
    }
    for c in calls {
        l.paragraph_indented(&format!("• {c}"), Face::Regular, BODY, Colour::TEXT, 6.0);
    }
}

fn combats(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 40.0);
    let mut t = Table::new(vec![
        Column::left("Turn", 1.5),
        Column::left("Attacker", 3.2),
        Column::left("Defender", 3.2),
        Column::left("Terrain", 1.2),
        Column::left("MP", 0.8),
        Column::left("Roll", 1.4),
        Column::left("Result", 1.9),
        Column::left("Eliminated / routed", 2.6),
        Column::right("SP lost", 1.3),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    for (turn, e) in cx.s.log.events() {
        if let Event::Combat(c) = e {
            t.push(Row::new(combat_cells(cx, turn, c)));
        }
    }
    if t.rows.is_empty() {
        note(l, "No combat was recorded.");
    } else {
        l.table(&t);
        note(
            l,
            "MP: a Morale Point spent by the attacker (A+1) or the defender (D−1). SP lost: side A / side B.",
        );
    }
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
        losses.push(format!("elim.: {}", cx.units_list(&c.eliminated)));
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
    l.heading(title, 40.0);
    if cx.s.log.turns.iter().all(|t| t.events.is_empty()) {
        note(l, "Nothing was logged.");
        return;
    }
    let mut t = Table::new(vec![
        Column::left("Event", 1.6),
        Column::left("What happened", 8.0),
    ]);
    t.continued = Some(format!("{title} (continued)"));
    for (i, turn) in cx.s.log.turns.iter().enumerate() {
        t.push(Row::group(format!(
            "Turn {}",
            series::turn_label(i, &turn.name)
        )));
        if turn.events.is_empty() {
            t.push(Row::new(vec![
                String::new(),
                "Nothing logged this turn.".into(),
            ]));
        }
        for e in &turn.events {
            t.push(Row::new(vec![e.kind_label().to_string(), describe(cx, e)]));
        }
    }
    l.table(&t);
}

/// A sentence for one event, with the sides' and units' names (never a hidden marker's value).
fn describe(cx: &Context, e: &Event) -> String {
    match e {
        Event::Losses {
            side,
            unit,
            men,
            stands,
            strength_points,
            unit_points,
        } => {
            let st = Strength {
                men: *men,
                stands: *stands,
                unit_points: *unit_points,
                strength_points: *strength_points,
            };
            let measures: Vec<Measure> =
                Measure::ALL.into_iter().filter(|m| m.of(st) > 0).collect();
            let what = if measures.is_empty() {
                "nothing".to_string()
            } else {
                strength_text(st, &measures)
            };
            match unit {
                Some(u) => format!(
                    "{} loses {what} ({}).",
                    cx.side_name(*side),
                    cx.unit_name(u)
                ),
                None => format!("{} loses {what}.", cx.side_name(*side)),
            }
        }
        Event::Status { unit, status } => format!("{}: {}.", cx.unit_name(unit), status.label()),
        Event::MarkerControl { marker, side } => {
            let name =
                cx.s.marker(marker)
                    .map(|m| m.name.trim())
                    .filter(|n| !n.is_empty());
            match name {
                Some(n) => format!("{} takes marker {marker} ({n}).", cx.side_name(*side)),
                None => format!("{} takes marker {marker}.", cx.side_name(*side)),
            }
        }
        Event::CommanderLost { side, name, rank } => {
            format!("{} loses {name} ({rank:?} commander).", cx.side_name(*side))
        }
        Event::CommanderInMelee { side, name } => format!(
            "{name} ({}) is attached to a unit in melee: no withdrawal test this turn.",
            cx.side_name(*side)
        ),
        Event::Combat(c) => {
            let cells = combat_cells(cx, 0, c);
            format!(
                "{} attacks {}; roll {}, result {}; {}; SP lost {}.",
                cells[1], cells[2], cells[5], cells[6], cells[7], cells[8]
            )
        }
        Event::PrematureCall { by, against } => format!(
            "{} calls a withdrawal test against {} prematurely.",
            cx.side_name(*by),
            cx.side_name(*against)
        ),
        Event::WithdrawalTest(w) => format!(
            "{} tests: RS {}%, VP {}%, WF {}%, roll {}: {}.",
            cx.side_name(w.side),
            w.rs_percent,
            w.vp_percent,
            w.wf,
            cx.roll(&w.roll),
            if w.withdrew { "withdraws" } else { "stands" }
        ),
        Event::NightMorale {
            french_on_allied_loc,
            allies_on_both_french_loc,
        } => format!(
            "End of night: {french_on_allied_loc} Allied LOC hex(es) held by the French; the Allies {} both French LOC hexes.",
            if *allies_on_both_french_loc {
                "hold"
            } else {
                "do not hold"
            }
        ),
        Event::MoraleSpent {
            side,
            points,
            purpose,
        } => {
            format!(
                "{} spends {points} Morale Point(s): {purpose}.",
                cx.side_name(*side)
            )
        }
        Event::Rally {
            unit,
            roll,
            morale_point,
        } => format!(
            "{} tries to rally: roll {}{}.",
            cx.unit_name(unit),
            cx.roll(roll),
            if *morale_point {
                ", with a Morale Point"
            } else {
                ""
            }
        ),
        Event::RandomEvent {
            side,
            roll,
            second_roll,
        } => format!(
            "{} rolls {} on the random events table{}.",
            cx.side_name(*side),
            cx.roll(roll),
            second_roll
                .as_ref()
                .map(|r| format!(", then {}", cx.roll(r)))
                .unwrap_or_default()
        ),
        Event::Note { text } => cx.redact(text),
    }
}

fn dice(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 30.0);
    l.paragraph(
        &format!(
            "Dice seed: {}. A roll marked \"seeded #n\" is draw n of the scenario's roller with this seed, so the umpire can reproduce it.",
            cx.s.dice_seed
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

/// A chart's heading-less "nothing to draw" line, kept with the chart's title.
fn chart_note(l: &mut Layout, title: &str, text: &str) {
    l.gap(8.0);
    l.ensure(40.0);
    l.paragraph(title, Face::Bold, 10.5, Colour::TEXT);
    note(l, text);
}

fn casualty_chart(l: &mut Layout, cx: &Context, title: &str) {
    let s = cx.s;
    let mut groups = Vec::new();
    for m in series::measures_in_use(s) {
        let start = SideId::BOTH.map(|side| m.of(series::start_strength(s, side)));
        let lost = SideId::BOTH.map(|side| m.of(series::side_losses(s, &cx.end, side)));
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
    if groups.iter().all(|g| g.values == [0.0, 0.0]) {
        chart_note(l, title, "No losses were recorded.");
        return;
    }
    l.gap(8.0);
    charts::bar_chart(
        l,
        &chart_frame(title, "%"),
        cx.sides_legend(),
        &groups,
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
            colour: cx.side_colour(SideId::A),
            values: a,
        },
        LineSeries {
            name: cx.side_name(SideId::B).to_string(),
            colour: cx.side_colour(SideId::B),
            values: b,
        },
    ]
}

fn threshold(value: f64, label: &str) -> Threshold {
    Threshold {
        value,
        label: label.to_string(),
        colour: Colour(0.35, 0.35, 0.4),
    }
}

fn losses_chart(l: &mut Layout, cx: &Context, title: &str) {
    let ts = &cx.series;
    let Some(m) = ts.measure else {
        chart_note(
            l,
            title,
            "No unit has a strength, so there is nothing to count losses against.",
        );
        return;
    };
    if ts.turns() == 0 {
        chart_note(l, title, "Nothing was logged.");
        return;
    }
    let t = format!("{title} (% of the starting strength in {})", m.label());
    l.gap(8.0);
    charts::line_chart(
        l,
        &chart_frame(&t, "%"),
        &ts.labels,
        &side_series(cx, ts.loss_percent.clone()),
        &[
            threshold(35.0, "35%: early end (casualty chart)"),
            threshold(40.0, "40%: withdrawal test legitimate (RS 60%)"),
        ],
        "cumulative losses",
    );
}

fn sp_chart(l: &mut Layout, cx: &Context, title: &str) {
    let ts = &cx.series;
    if !ts.has_combat_sp() {
        chart_note(l, title, "No Strength Points were lost in combat.");
        return;
    }
    let values = ts
        .combat_sp_lost
        .clone()
        .map(|v| v.into_iter().map(|x| x as f64).collect());
    l.gap(8.0);
    charts::line_chart(
        l,
        &chart_frame(title, ""),
        &ts.labels,
        &side_series(cx, values),
        &[threshold(
            40.0,
            "40 SP: demoralization (Napoleon at Waterloo)",
        )],
        "SP lost in combat",
    );
}

fn vp_chart(l: &mut Layout, cx: &Context, title: &str) {
    let ts = &cx.series;
    let s = cx.s;
    if s.markers.markers.is_empty() {
        chart_note(l, title, "No VP markers were placed.");
        return;
    }
    if !cx.reveal().hidden_markers && s.markers.markers.iter().any(|m| m.hidden) {
        chart_note(
            l,
            title,
            "Not shown: some markers were dealt face down, and the VP held turn by turn would give their values away.",
        );
        return;
    }
    if !ts.has_vp() {
        chart_note(l, title, "No side held a marker.");
        return;
    }
    let values = ts
        .vp_held
        .clone()
        .map(|v| v.into_iter().map(|x| x as f64).collect());
    l.gap(8.0);
    charts::line_chart(
        l,
        &chart_frame(title, "%"),
        &ts.labels,
        &side_series(cx, values),
        &[threshold(50.0, "50%: holds the field if more")],
        "VP held",
    );
}

fn morale_chart(l: &mut Layout, cx: &Context, title: &str) {
    let Some(m) = series::morale_series(cx.s) else {
        chart_note(
            l,
            title,
            "No side keeps Waterloo 20 Morale Points in this scenario.",
        );
        return;
    };
    let values = m.map(|v| v.into_iter().map(|x| x.max(0) as f64).collect());
    l.gap(8.0);
    let thresholds = if cx.s.settings.waterloo20.morale_zero_loses {
        vec![threshold(
            0.0,
            "0: the side loses (optional rule, Napoleonic 20)",
        )]
    } else {
        Vec::new()
    };
    charts::line_chart(
        l,
        &chart_frame(title, ""),
        &cx.series.labels,
        &side_series(cx, values),
        &thresholds,
        "Morale Points",
    );
}

/// Draw a thin rule, e.g. between a section's parts.
#[allow(dead_code)]
fn rule(l: &mut Layout) {
    let (a, b) = (l.left(), l.right());
    l.line((a, l.y), (b, l.y), Stroke::solid(Colour::RULE, 0.4));
    l.y += 4.0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Point;

    fn marker(id: &str, name: &str, value: u32, hidden: bool) -> Marker {
        Marker {
            id: id.into(),
            name: name.into(),
            pos: Point::new(0.0, 0.0),
            value,
            hidden,
            placed_by: None,
        }
    }

    #[test]
    fn hidden_values_are_taken_out_of_system_text() {
        let ms = [
            marker("C", "Lobosch Hill", 30, true),
            marker("D", "", 5, false),
        ];
        assert_eq!(
            redact_hidden_values("Prussia holds C (30%), D (5%): 35%.", &ms),
            "Prussia holds C (?), D (5%): 35%."
        );
        assert_eq!(redact_hidden_values("C: 30%", &ms), "C: ?");
        assert_eq!(
            redact_hidden_values("Lobosch Hill 30% taken", &ms),
            "Lobosch Hill ? taken"
        );
        // Another number after the id is left alone, and so are ids inside words.
        assert_eq!(redact_hidden_values("C (300 men)", &ms), "C (300 men)");
        assert_eq!(redact_hidden_values("CC 30%", &ms), "CC 30%");
        assert_eq!(
            redact_hidden_values("turn 3, C = 30 VP", &ms),
            "turn 3, C = ? VP"
        );
    }
}
