//! The first page: the club's record of the battle on one sheet. The result of record (the
//! system the scenario names to decide) leads, the others follow for comparison; then who
//! played, the umpire, where and when; each side's strength, losses (in the measures the log
//! uses) and VP at the end; the losses and VP turn by turn as numbers; and, on the umpire's
//! report, a line for his signature. Every figure is the record's, as the reader may know it.

use super::{Context, note, role_word, strength_text};
use crate::model::SideId;
use crate::record::result::{Judged, NO_CHOICE, NOT_YET_PLAYED};
use crate::record::{Audience, Measure};
use crate::report::layout::{Align, BODY, Colour, Column, Layout, Pen, Row, Stroke, Table};
use crate::report::text::Face;
use crate::systems::Judgement;
use crate::systems::exact::thousands;

/// The whole first page.
pub fn draw(l: &mut Layout, cx: &Context) {
    l.mark("Summary", 0);
    title_lines(l, cx);
    result_of_record(l, cx);
    comparison(l, cx);
    who_where_when(l, cx);
    sides(l, cx);
    at_the_end(l, cx);
    turn_by_turn(l, cx);
    signature(l, cx);
    note(l, &format!("Printed on {}.", cx.printed));
}

fn title_lines(l: &mut Layout, cx: &Context) {
    let s = cx.s;
    let x = l.left();
    let mut kicker = cx.template.heading_for(cx.view.audience()).to_string();
    match cx.view.audience() {
        Audience::Umpire => {}
        Audience::Side(side) => kicker.push_str(&format!(" · for {}", s.side(side).name)),
        Audience::Public => kicker.push_str(" · for the public"),
    }
    let base = l.y + l.fonts.ascent(Face::Regular, 10.0);
    l.text(
        x,
        base,
        Pen::new(Face::Regular, 10.0, Colour::MUTED),
        Align::Left,
        &kicker,
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
    l.y += 4.0;
}

/// A judgement in one line for the first page, and the flags that go with it.
fn short(cx: &Context, j: &Judgement) -> (String, Vec<String>) {
    match j {
        Judgement::Verdict(_) if cx.standing.not_yet_played => {
            ("Not yet played.".into(), Vec::new())
        }
        Judgement::Verdict(v) => (
            cx.plain.text(&v.headline),
            v.flags.iter().map(|f| cx.plain.text(&f.text)).collect(),
        ),
        Judgement::Withheld { reason } => (reason.clone(), Vec::new()),
        Judgement::NotApplicable { missing } => {
            let first = missing
                .first()
                .map(|m| format!(": {}", cx.plain.text(&m.message)))
                .unwrap_or_default();
            (format!("Cannot judge this battle{first}"), Vec::new())
        }
        Judgement::Invalid { problems } => {
            let first = problems
                .first()
                .map(|m| format!(": {}", cx.plain.text(&m.message)))
                .unwrap_or_default();
            (
                format!("The figures make no sense to this system{first}"),
                Vec::new(),
            )
        }
    }
}

/// The result of record in a shaded box, or why there is none.
fn result_of_record(l: &mut Layout, cx: &Context) {
    let mut lines: Vec<(String, Face, f32, Colour)> = Vec::new();
    match (&cx.standing.of_record, cx.standing.not_yet_played) {
        (_, true) => {
            lines.push(("Result of record".into(), Face::Bold, 8.5, Colour::MUTED));
            lines.push((NOT_YET_PLAYED.into(), Face::Bold, 13.0, Colour::TEXT));
        }
        (Some((sys, j)), false) => {
            lines.push((
                format!("Result of record · {}", sys.name()),
                Face::Bold,
                8.5,
                Colour::MUTED,
            ));
            let (headline, flags) = short(cx, j);
            lines.push((headline, Face::Bold, 14.0, Colour::TEXT));
            for f in flags {
                lines.push((format!("▸ {f}"), Face::Regular, BODY, Colour::ALERT));
            }
        }
        (None, false) => {
            lines.push(("Result of record".into(), Face::Bold, 8.5, Colour::MUTED));
            lines.push((NO_CHOICE.into(), Face::Regular, 10.0, Colour::TEXT));
        }
    }
    shaded_box(l, &lines);
}

/// Lines in a shaded box across the page, kept on one page.
fn shaded_box(l: &mut Layout, lines: &[(String, Face, f32, Colour)]) {
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
    let (title, list): (&str, Vec<&Judged>) = if st.has_choice() {
        ("For comparison", st.comparison.iter().collect())
    } else {
        (
            "Results of the systems that could judge",
            st.others
                .iter()
                .filter(|(_, j)| matches!(j, Judgement::Verdict(_) | Judgement::Withheld { .. }))
                .collect(),
        )
    };
    if list.is_empty() {
        return;
    }
    l.subheading(title, 30.0);
    let mut t = Table::new(vec![
        Column::left("System", 2.2),
        Column::left("Result", 5.0),
    ]);
    for (sys, j) in list {
        let (headline, _) = short(cx, j);
        t.push(Row::new(vec![sys.name().to_string(), headline]));
    }
    l.table(&t);
}

/// Who played, who umpired, where and when, in a sentence or two.
fn who_where_when(l: &mut Layout, cx: &Context) {
    let p = &cx.s.played;
    let mut parts = Vec::new();
    if !p.umpire.trim().is_empty() {
        parts.push(format!("Umpire: {}.", p.umpire.trim()));
    }
    match (p.place.trim(), p.date.trim()) {
        ("", "") => {}
        (place, "") => parts.push(format!("Played at {place}.")),
        ("", date) => parts.push(format!("Played on {date}.")),
        (place, date) => parts.push(format!("Played at {place} on {date}.")),
    }
    if parts.is_empty() && !any_players(cx) {
        note(
            l,
            "Who played, the umpire, and where and when the game was played are not recorded.",
        );
    } else if !parts.is_empty() {
        l.paragraph(&parts.join(" "), Face::Regular, BODY, Colour::TEXT);
    }
}

fn any_players(cx: &Context) -> bool {
    SideId::BOTH
        .iter()
        .any(|&side| !cx.s.played.players_of(side).trim().is_empty())
}

/// Each side: role, commander, who played it, strength at the outset.
fn sides(l: &mut Layout, cx: &Context) {
    let s = cx.s;
    let record = cx.view.record;
    let measures = record.measures_held();
    let players = any_players(cx);
    let mut cols = vec![
        Column::left("Side", 3.0),
        Column::left("Role", 1.4),
        Column::left("Commander-in-chief", 2.6),
    ];
    if players {
        cols.push(Column::left("Played by", 2.6));
    }
    cols.push(Column::right("Strength at the outset", 3.0));
    let mut t = Table::new(cols);
    for side in SideId::BOTH {
        let sd = s.side(side);
        let mut cells = vec![
            sd.name.clone(),
            role_word(sd.role).to_string(),
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
        cells.push(strength_text(record.start[side.index()], &measures));
        let mut row = Row::new(cells);
        row.swatch = Some(cx.side_colour(side));
        t.push(row);
    }
    l.table(&t);
}

/// "70 of 235 (29.8%)"; the bare number when there is nothing to take a share of (or when the
/// log counts more than the units held, as when combats count on another scale).
fn lost_of(lost: u64, of: u64) -> String {
    if of == 0 || lost > of {
        return thousands(lost as i128);
    }
    format!(
        "{} of {} ({:.1}%)",
        thousands(lost as i128),
        thousands(of as i128),
        100.0 * lost as f64 / of as f64
    )
}

/// Each side's losses, VP and Morale Points at the end.
fn at_the_end(l: &mut Layout, cx: &Context) {
    let s = cx.s;
    let r = cx.view.record;
    let mut t = Table::new(vec![
        Column::left("At the end", 3.0),
        Column::right(&s.side(SideId::A).name, 2.4),
        Column::right(&s.side(SideId::B).name, 2.4),
    ]);
    for m in r.measures_shown() {
        let cells = SideId::BOTH.map(|side| {
            lost_of(
                m.of(r.end().lost[side.index()]),
                m.of(r.start[side.index()]),
            )
        });
        t.push(Row::new(vec![
            format!("{} lost (from the log)", capitalised(m.label())),
            cells[0].clone(),
            cells[1].clone(),
        ]));
    }
    let ends = SideId::BOTH.map(|side| s.side(side).end_of_battle());
    if ends.iter().any(|e| e.start_men > 0 || e.casualties_men > 0) {
        let cells = ends.map(|e| lost_of(e.casualties_men, e.start_men + e.reinforcements_men));
        t.push(Row::new(vec![
            "Casualties in men (end-of-battle returns)".into(),
            cells[0].clone(),
            cells[1].clone(),
        ]));
    }
    if !s.markers.markers.is_empty() {
        let vp = SideId::BOTH.map(|side| match cx.view.vp_at_end(side) {
            Some(v) => format!("{v}%"),
            None => "not known to this reader".into(),
        });
        t.push(Row::new(vec![
            "VP held".into(),
            vp[0].clone(),
            vp[1].clone(),
        ]));
    }
    if let Some(m) = r.morale.as_ref().and_then(|m| m.last()) {
        t.push(Row::new(vec![
            "Morale Points (Waterloo 20)".into(),
            m[0].to_string(),
            m[1].to_string(),
        ]));
    }
    if !t.rows.is_empty() {
        l.subheading("Losses and standing at the end", 40.0);
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

/// The losses (cumulative) and VP held after each turn, as numbers.
fn turn_by_turn(l: &mut Layout, cx: &Context) {
    let r = cx.view.record;
    if r.turn_count() == 0 {
        return;
    }
    let what = TurnFigures {
        measures: r.measures_shown().into_iter().take(2).collect(),
        vp: !cx.s.markers.markers.is_empty(),
        morale: r.morale.is_some(),
    };
    let cols = what.columns(cx);
    if cols.len() == 1 {
        return;
    }
    let mut t = Table::new(cols);
    t.continued = Some("Turn by turn (continued)".into());
    for (i, label) in r.labels.iter().enumerate() {
        t.push(Row::new(what.cells(cx, i, label)));
    }
    l.subheading("Turn by turn", 60.0);
    l.table(&t);
    let mut notes =
        vec!["Losses are cumulative, at the end of each turn (see Losses in the rules reference)."];
    if what.vp && cx.view.any_value_withheld() {
        notes.push(
            "?: VP held that this reader cannot know, since it counts values still face down.",
        );
    }
    note(l, &notes.join(" "));
}

/// What the turn-by-turn table shows for each side: losses in up to two measures, the VP
/// held when there are markers, the Morale Points when a side keeps them.
struct TurnFigures {
    measures: Vec<Measure>,
    vp: bool,
    morale: bool,
}

impl TurnFigures {
    fn columns(&self, cx: &Context) -> Vec<Column> {
        let short = |side: SideId| cx.s.side(side).name.clone();
        let mut cols = vec![Column::left("Turn", 2.0)];
        for m in &self.measures {
            for side in SideId::BOTH {
                cols.push(Column::right(
                    &format!("{}: {} lost", short(side), m.label()),
                    1.6,
                ));
            }
        }
        if self.vp {
            for side in SideId::BOTH {
                cols.push(Column::right(&format!("{}: VP", short(side)), 1.2));
            }
        }
        if self.morale {
            for side in SideId::BOTH {
                cols.push(Column::right(
                    &format!("{}: Morale Points", short(side)),
                    1.3,
                ));
            }
        }
        cols
    }

    /// The row of turn `i` (0 is the start).
    fn cells(&self, cx: &Context, i: usize, label: &str) -> Vec<String> {
        let r = cx.view.record;
        let mut cells = vec![label.to_string()];
        for m in &self.measures {
            for side in SideId::BOTH {
                cells.push(thousands(m.of(r.turns[i].lost[side.index()]) as i128));
            }
        }
        if self.vp {
            for side in SideId::BOTH {
                cells.push(match cx.view.vp_held(i, side) {
                    Some(v) => format!("{v}%"),
                    None => "?".into(),
                });
            }
        }
        if let Some(m) = &r.morale {
            for side in SideId::BOTH {
                cells.push(
                    m.get(i)
                        .map(|v| v[side.index()].to_string())
                        .unwrap_or_default(),
                );
            }
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
        "Umpire:".to_string()
    } else {
        format!("Umpire: {umpire}")
    };
    l.text(x, y, pen, Align::Left, &who);
    let w = l.width();
    let sign_x = x + w * 0.42;
    l.text(sign_x, y, pen, Align::Left, "Signature:");
    let line_x = sign_x + l.fonts.width(Face::Regular, BODY, "Signature:") + 4.0;
    let date_x = x + w * 0.78;
    l.line(
        (line_x, y + 1.5),
        (date_x - 8.0, y + 1.5),
        Stroke::solid(Colour::TEXT, 0.5),
    );
    l.text(date_x, y, pen, Align::Left, "Date:");
    let dl = date_x + l.fonts.width(Face::Regular, BODY, "Date:") + 4.0;
    l.line(
        (dl, y + 1.5),
        (x + w, y + 1.5),
        Stroke::solid(Colour::TEXT, 0.5),
    );
    l.y = y + 10.0;
}
