//! The first page: the club's record of the battle on one sheet. The result of record (the
//! system the scenario names to decide) leads, the others follow for comparison; then who
//! played, the umpire, where and when; each side's strength, losses (in the measures the log
//! uses) and VP at the end; the losses and VP turn by turn as numbers; and, on the umpire's
//! report, a line for his signature. Every figure is the record's, as the reader may know it.

use super::{Context, continued, note, role_word, strength_text, whole_percent};
use crate::i18n::tr;
use crate::i18n::whole_number;
use crate::model::SideId;
use crate::record::result::{Judged, no_choice, not_yet_played_text};
use crate::record::{Audience, CombatCount, Measure, words};
use crate::report::layout::{Align, BODY, Colour, Column, Layout, Pen, Row, SMALL, Stroke, Table};
use crate::report::text::Face;
use crate::systems::Judgement;

/// The whole first page.
pub fn draw(l: &mut Layout, cx: &Context) {
    l.mark(&tr!(ReportSummary), 0);
    title_lines(l, cx);
    result_of_record(l, cx);
    comparison(l, cx);
    who_where_when(l, cx);
    sides(l, cx);
    at_the_end(l, cx);
    turn_by_turn(l, cx);
    signature(l, cx);
    note(l, &tr!(ReportPrintedOn, date = cx.printed.as_str()));
}

fn title_lines(l: &mut Layout, cx: &Context) {
    let s = cx.s;
    let heading = cx.template.heading_for(cx.view.audience());
    let kicker = match cx.view.audience() {
        Audience::Umpire => heading,
        Audience::Side(side) => tr!(
            ReportKickerForSide,
            heading = heading,
            side = s.side(side).name.as_str()
        ),
        Audience::Public => tr!(ReportKickerForPublic, heading = heading),
    };
    let title = if s.title.trim().is_empty() {
        tr!(ReportUntitled)
    } else {
        s.title.trim().to_string()
    };
    kicker_and_title(l, &kicker, &title);
    if !s.date.trim().is_empty() {
        l.paragraph(s.date.trim(), Face::Regular, 11.0, Colour::TEXT);
    }
    l.y += 4.0;
}

/// The small line that says what the document is and for whom, then the title, large.
pub(crate) fn kicker_and_title(l: &mut Layout, kicker: &str, title: &str) {
    let x = l.left();
    let base = l.y + l.fonts.ascent(Face::Regular, 10.0);
    l.text(
        x,
        base,
        Pen::new(Face::Regular, 10.0, Colour::MUTED),
        Align::Left,
        kicker,
    );
    l.y = base + 8.0;
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
}

/// A judgement as the first page gives it: one line, why (the deciding figures), and the flags
/// that say more than the line does.
struct Short {
    headline: String,
    reason: Option<String>,
    flags: Vec<String>,
}

impl Short {
    fn line(headline: String) -> Short {
        Short {
            headline,
            reason: None,
            flags: Vec::new(),
        }
    }

    /// The line and its reason, as one cell of a table.
    fn cell(&self) -> String {
        match &self.reason {
            Some(r) => format!("{}. {r}", self.headline.trim_end_matches('.')),
            None => self.headline.clone(),
        }
    }
}

fn short(cx: &Context, j: &Judgement) -> Short {
    match j {
        Judgement::Verdict(_) if cx.standing.not_yet_played => Short::line(tr!(ReportNotYetPlayed)),
        Judgement::Verdict(v) => Short {
            headline: cx.plain.text(&v.headline),
            reason: Some(why(cx, &v.reason)),
            flags: v
                .flags
                .iter()
                .filter(|f| !f.restates_result())
                .map(|f| cx.plain.text(&f.text))
                .collect(),
        },
        Judgement::Withheld { reason } => Short {
            headline: tr!(ReportWithheld),
            reason: Some(capitalised(
                reason.strip_prefix("Withheld: ").unwrap_or(reason),
            )),
            flags: Vec::new(),
        },
        Judgement::NotApplicable { missing } => Short::line(match missing.first() {
            Some(m) => tr!(ReportCannotJudgeBecause, why = cx.plain.text(&m.message)),
            None => tr!(ReportCannotJudge),
        }),
        Judgement::Invalid { problems } => Short::line(match problems.first() {
            Some(m) => tr!(ReportNoSenseBecause, why = cx.plain.text(&m.message)),
            None => tr!(ReportNoSense),
        }),
    }
}

/// "Why: …." — a verdict's reason as the report prints it, here and in the verdicts.
pub(super) fn why(cx: &Context, reason: &str) -> String {
    tr!(
        ReportWhy,
        reason = cx.plain.text(reason).trim_end_matches('.')
    )
}

/// The result of record in a shaded box, or why there is none.
fn result_of_record(l: &mut Layout, cx: &Context) {
    let mut lines: Vec<(String, Face, f32, Colour)> = Vec::new();
    match (&cx.standing.of_record, cx.standing.not_yet_played) {
        (_, true) => {
            lines.push((tr!(ReportResultOfRecord), Face::Bold, 8.5, Colour::MUTED));
            lines.push((not_yet_played_text(), Face::Bold, 13.0, Colour::TEXT));
        }
        (Some((sys, j)), false) => {
            lines.push((
                tr!(ReportResultOfRecordBy, system = sys.name()),
                Face::Bold,
                8.5,
                Colour::MUTED,
            ));
            let short = short(cx, j);
            lines.push((short.headline, Face::Bold, 14.0, Colour::TEXT));
            if let Some(reason) = short.reason {
                lines.push((reason, Face::Regular, 10.0, Colour::TEXT));
            }
            for f in short.flags {
                lines.push((format!("▸ {f}"), Face::Regular, BODY, Colour::ALERT));
            }
        }
        (None, false) => {
            lines.push((tr!(ReportResultOfRecord), Face::Bold, 8.5, Colour::MUTED));
            lines.push((no_choice(), Face::Regular, 10.0, Colour::TEXT));
        }
    }
    shaded_box(l, &lines);
}

/// Lines in a shaded box across the page, kept on one page.
pub(crate) fn shaded_box(l: &mut Layout, lines: &[(String, Face, f32, Colour)]) {
    let pad = 7.0;
    let width = l.width() - 2.0 * pad;
    let wrapped: Vec<(Vec<String>, Face, f32, Colour)> = lines
        .iter()
        .map(|(t, f, s, c)| (l.fonts.wrap(*f, *s, t, width), *f, *s, *c))
        .collect();
    let height: f32 = wrapped
        .iter()
        .map(|(ls, _, s, _)| ls.len() as f32 * Layout::line_height(*s) + 2.0)
        .sum::<f32>()
        + 2.0 * pad;
    l.ensure(height);
    let (x, top) = (l.left(), l.y);
    l.fill_rect(x, top, l.width(), height, Colour::SHADE);
    l.fill_rect(x, top, 3.0, height, Colour::TEXT);
    let mut y = top + pad;
    for (ls, face, size, colour) in wrapped {
        for line in ls {
            let base = y + l.fonts.ascent(face, size);
            l.text(
                x + pad,
                base,
                Pen::new(face, size, colour),
                Align::Left,
                &line,
            );
            y += Layout::line_height(size);
        }
        y += 2.0;
    }
    l.y = top + height + 8.0;
}

/// The other systems' results: those named for comparison, or every one when the scenario
/// names no deciding system.
fn comparison(l: &mut Layout, cx: &Context) {
    let st = &cx.standing;
    if st.not_yet_played {
        return;
    }
    let (title, list): (String, Vec<&Judged>) = if st.has_choice() {
        (tr!(ReportForComparison), st.comparison.iter().collect())
    } else {
        (
            tr!(ReportResultsOfSystems),
            st.others
                .iter()
                .filter(|(_, j)| matches!(j, Judgement::Verdict(_) | Judgement::Withheld { .. }))
                .collect(),
        )
    };
    if list.is_empty() {
        return;
    }
    l.subheading(&title, 30.0);
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportColSystem), 2.2),
        Column::left(&tr!(ReportColResult), 5.0),
    ]);
    for (sys, j) in list {
        t.push(Row::new(vec![sys.name().to_string(), short(cx, j).cell()]));
    }
    l.table(&t);
}

/// Who played, who umpired, where and when, in a sentence or two.
fn who_where_when(l: &mut Layout, cx: &Context) {
    let p = &cx.s.played;
    let mut parts = Vec::new();
    if !p.umpire.trim().is_empty() {
        parts.push(tr!(ReportUmpireIs, umpire = p.umpire.trim()));
    }
    match (p.place.trim(), p.date.trim()) {
        ("", "") => {}
        (place, "") => parts.push(tr!(ReportPlayedAt, place = place)),
        ("", date) => parts.push(tr!(ReportPlayedOn, date = date)),
        (place, date) => parts.push(tr!(ReportPlayedAtOn, place = place, date = date)),
    }
    if parts.is_empty() && !any_players(cx) {
        note(l, &tr!(ReportPlayedNotRecorded));
    } else if !parts.is_empty() {
        l.paragraph(&parts.join(" "), Face::Regular, BODY, Colour::TEXT);
    }
}

fn any_players(cx: &Context) -> bool {
    SideId::BOTH
        .iter()
        .any(|&side| !cx.s.played.players_of(side).trim().is_empty())
}

/// Each side: role, commander, who played it, and its strength: as the result of record
/// counts it when it counts one (named), else the units' at the outset.
fn sides(l: &mut Layout, cx: &Context) {
    let s = cx.s;
    let record = cx.view.record;
    let measures = record.measures_held();
    let of_record = cx
        .standing
        .losses_of_record()
        .filter(|l| l.strength.is_some());
    let players = any_players(cx);
    let mut cols = vec![
        Column::left(&tr!(ReportColSide), 3.0),
        Column::left(&tr!(ReportColRole), 1.4),
        Column::left(&tr!(ReportColCInC), 2.6),
    ];
    if players {
        cols.push(Column::left(&tr!(ReportColPlayedBy), 2.6));
    }
    cols.push(Column::right(
        &match &of_record {
            Some(_) => tr!(ReportColStrengthOfRecord),
            None => tr!(ReportColStrengthAtOutset),
        },
        3.0,
    ));
    let mut t = Table::new(cols);
    for side in SideId::BOTH {
        let sd = s.side(side);
        let mut cells = vec![
            sd.name.clone(),
            role_word(sd.role),
            if sd.c_in_c.name.trim().is_empty() {
                "—".into()
            } else {
                sd.c_in_c.name.clone()
            },
        ];
        if players {
            let who = s.played.players_of(side).trim();
            cells.push(if who.is_empty() {
                "—".into()
            } else {
                who.into()
            });
        }
        cells.push(
            of_record
                .as_ref()
                .and_then(|losses| losses.strength_text(side))
                .unwrap_or_else(|| strength_text(record.start[side.index()], &measures)),
        );
        let mut row = Row::new(cells);
        row.swatch = Some(cx.side_colour(side));
        t.push(row);
    }
    l.table(&t);
}

/// Each side's losses at the end: each system's own count, the result of record first, then
/// what the log records in the units' measures ("lost in the log") and in its combats; the
/// returns when no system counts them; VP and Morale Points.
fn at_the_end(l: &mut Layout, cx: &Context) {
    let s = cx.s;
    let r = cx.view.record;
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportColAtTheEnd), 4.0),
        Column::right(&s.side(SideId::A).name, 2.4),
        Column::right(&s.side(SideId::B).name, 2.4),
    ]);
    let losses = cx.standing.losses();
    for sys in &losses {
        t.push(Row::new(vec![
            sys.label(),
            sys.lost_text(SideId::A),
            sys.lost_text(SideId::B),
        ]));
    }
    for m in r.measures_shown() {
        let cells = SideId::BOTH.map(|side| {
            words::lost_of(
                m.of(r.end().lost[side.index()]),
                m.of(r.start[side.index()]),
            )
        });
        t.push(Row::new(vec![
            capitalised(&tr!(ReportMeasureLostInLog, measure = m.label())),
            cells[0].clone(),
            cells[1].clone(),
        ]));
    }
    let counted = |id: &str| losses.iter().any(|l| l.system.id() == id);
    if let Some(c) = r
        .combat_count(cx.in_play(crate::systems::naw::ID))
        .filter(|_| !counted(crate::systems::naw::ID))
    {
        let [a, b] = c.at_end();
        t.push(Row::new(vec![
            c.label.to_string(),
            whole_number(a.into()),
            whole_number(b.into()),
        ]));
    }
    let ends = SideId::BOTH.map(|side| s.side(side).end_of_battle());
    if !counted(crate::systems::casualty_chart::ID)
        && ends.iter().any(|e| e.start_men > 0 || e.casualties_men > 0)
    {
        let cells =
            ends.map(|e| words::lost_of(e.casualties_men, e.start_men + e.reinforcements_men));
        t.push(Row::new(vec![
            tr!(ReportCasualtiesInMen),
            cells[0].clone(),
            cells[1].clone(),
        ]));
    }
    if !s.markers.markers.is_empty() {
        let vp = SideId::BOTH.map(|side| match cx.view.vp_at_end(side) {
            Some(v) => whole_percent(v),
            None => tr!(ReportNotKnownToReader),
        });
        t.push(Row::new(vec![
            tr!(ReportVpHeld),
            vp[0].clone(),
            vp[1].clone(),
        ]));
    }
    if let Some(m) = r.morale.as_ref().and_then(|m| m.last()) {
        t.push(Row::new(vec![
            tr!(ReportMoralePointsW20),
            m[0].to_string(),
            m[1].to_string(),
        ]));
    }
    if !t.rows.is_empty() {
        l.subheading(&tr!(ReportLossesAtTheEnd), 40.0);
        l.table(&t);
    }
}

fn capitalised(word: &str) -> String {
    let mut c = word.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// The losses (cumulative) and VP held after each turn, as numbers. A long, narrow table runs
/// in two halves side by side when that keeps the first page to one sheet.
fn turn_by_turn(l: &mut Layout, cx: &Context) {
    let r = cx.view.record;
    if r.turn_count() == 0 {
        return;
    }
    let what = TurnFigures {
        measures: r.measures_shown().into_iter().take(2).collect(),
        combat: r.combat_count(cx.in_play(crate::systems::naw::ID)),
        vp: !cx.s.markers.markers.is_empty(),
        morale: r.morale.is_some(),
    };
    let cols = what.columns();
    if cols.len() == 1 {
        return;
    }
    let rows: Vec<Vec<String>> = r
        .labels
        .iter()
        .enumerate()
        .map(|(i, label)| what.cells(cx, i, label))
        .collect();
    let mut notes = vec![tr!(
        ReportEachCell,
        side_a = cx.s.side(SideId::A).name.as_str(),
        side_b = cx.s.side(SideId::B).name.as_str()
    )];
    if what.vp && cx.view.any_value_withheld() {
        notes.push(tr!(ReportVpUnknownNote));
    }
    let one = turn_table(cols.clone(), rows.clone());
    let halves = (rows.len() > 8 && cols.len() <= 4).then(|| {
        let half = rows.len().div_ceil(2);
        let blank = vec![String::new(); cols.len()];
        let doubled = (0..half)
            .map(|k| {
                let mut row = rows[k].clone();
                row.extend(rows.get(half + k).unwrap_or(&blank).iter().cloned());
                row
            })
            .collect();
        turn_table([cols.clone(), cols].concat(), doubled)
    });
    // The halves only when the whole table then fits where the one would not, under its
    // heading and with the notes and the signature under it.
    let around = 100.0;
    let fits = |t: &Table| l.table_height(t) + around <= l.room();
    let table = match halves {
        Some(h) if !fits(&one) && fits(&h) => h,
        _ => one,
    };
    l.subheading(&tr!(ReportTurnByTurn), 60.0);
    l.table(&table);
    note(l, &notes.join(" "));
}

/// The turn-by-turn table of these columns and rows.
fn turn_table(cols: Vec<Column>, rows: Vec<Vec<String>>) -> Table {
    let mut t = Table::new(cols);
    t.size = SMALL;
    t.continued = Some(continued(&tr!(ReportTurnByTurn)));
    for cells in rows {
        t.push(Row::new(cells));
    }
    t
}

/// What the turn-by-turn table shows, each cell side A / side B: losses in up to two of the
/// units' measures, the Strength Points lost in combat, the VP held when there are markers,
/// the Morale Points when a side keeps them.
struct TurnFigures {
    measures: Vec<Measure>,
    combat: Option<CombatCount>,
    vp: bool,
    morale: bool,
}

impl TurnFigures {
    fn columns(&self) -> Vec<Column> {
        // A cell "44 / 10" is one figure: never broken.
        let pair = |header: &str, weight: f32| Column::right(header, weight).unbroken();
        let mut cols = vec![Column::left(&tr!(ReportColTurn), 1.4)];
        for m in &self.measures {
            cols.push(pair(
                &capitalised(&tr!(ReportMeasureLostInLog, measure = m.short())),
                1.6,
            ));
        }
        if let Some(c) = &self.combat {
            cols.push(pair(c.short, 1.6));
        }
        if self.vp {
            cols.push(pair(&tr!(ReportVpHeld), 1.2));
        }
        if self.morale {
            cols.push(pair(&tr!(ReportAxisMoralePoints), 1.3));
        }
        cols
    }

    /// The row of turn `i` (0 is the start).
    fn cells(&self, cx: &Context, i: usize, label: &str) -> Vec<String> {
        let r = cx.view.record;
        let pair = |f: &dyn Fn(SideId) -> String| format!("{} / {}", f(SideId::A), f(SideId::B));
        let mut cells = vec![label.to_string()];
        for m in &self.measures {
            cells.push(pair(&|side| {
                whole_number(m.of(r.turns[i].lost[side.index()]).into())
            }));
        }
        if let Some(c) = &self.combat {
            cells.push(pair(&|side| whole_number(c.series[i][side.index()].into())));
        }
        if self.vp {
            cells.push(pair(&|side| match cx.view.vp_held(i, side) {
                Some(v) => whole_percent(v),
                None => "?".into(),
            }));
        }
        if let Some(m) = &r.morale {
            cells.push(pair(&|side| {
                m.get(i)
                    .map(|v| v[side.index()].to_string())
                    .unwrap_or_default()
            }));
        }
        cells
    }
}

/// The umpire signs his report.
fn signature(l: &mut Layout, cx: &Context) {
    if !cx.view.audience().is_umpire() {
        return;
    }
    l.gap(10.0);
    l.ensure(30.0);
    let y = l.y + 18.0;
    let pen = Pen::new(Face::Regular, BODY, Colour::TEXT);
    let x = l.left();
    let umpire = cx.s.played.umpire.trim();
    let who = if umpire.is_empty() {
        tr!(ReportSignUmpire)
    } else {
        tr!(ReportSignUmpireNamed, umpire = umpire)
    };
    l.text(x, y, pen, Align::Left, &who);
    let w = l.width();
    let sign_x = x + w * 0.42;
    let signature = tr!(ReportSignSignature);
    l.text(sign_x, y, pen, Align::Left, &signature);
    let line_x = sign_x + l.fonts.width(Face::Regular, BODY, &signature) + 4.0;
    let date_x = x + w * 0.78;
    l.line(
        (line_x, y + 1.5),
        (date_x - 8.0, y + 1.5),
        Stroke::solid(Colour::TEXT, 0.5),
    );
    let date = tr!(ReportSignDate);
    l.text(date_x, y, pen, Align::Left, &date);
    let dl = date_x + l.fonts.width(Face::Regular, BODY, &date) + 4.0;
    l.line(
        (dl, y + 1.5),
        (x + w, y + 1.5),
        Stroke::solid(Colour::TEXT, 0.5),
    );
    l.y = y + 10.0;
}
