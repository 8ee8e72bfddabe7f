//! The verdicts: the result of record, the systems for comparison and the others, each with its
//! figures and worked steps (or why it cannot judge), and the systems that did not apply, each
//! with what it lacks and where to enter it.

use super::summary::why;
use super::{Context, bullet, continued, note};
use crate::i18n::tr;
use crate::model::SideId;
use crate::record::result::{Judged, no_choice, not_yet_played_text};
use crate::report::layout::{BODY, Colour, Column, Layout, Row, SMALL, Table};
use crate::report::text::Face;
use crate::systems::{Judgement, Missing, Verdict, VictorySystem};

pub(super) fn draw(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 60.0);
    let st = &cx.standing;
    if st.not_yet_played {
        note(l, &not_yet_played_text());
    }
    let any_verdict = st.all().any(|(_, j)| j.verdict().is_some());
    if !any_verdict || st.not_yet_played {
        note(l, &tr!(ReportNoSystemJudged));
    }
    let unable: Vec<&Judged> = if st.not_yet_played {
        st.all().filter(|(_, j)| cannot(j)).collect()
    } else {
        judged_systems(l, cx);
        st.others.iter().filter(|(_, j)| cannot(j)).collect()
    };
    cannot_judge(l, cx, &unable);
}

/// Whether a judgement says the system cannot judge this battle.
fn cannot(j: &Judgement) -> bool {
    matches!(
        j,
        Judgement::NotApplicable { .. } | Judgement::Invalid { .. }
    )
}

/// The result of record, then the systems for comparison, then the other systems that gave a
/// verdict (or one withheld from this reader).
fn judged_systems(l: &mut Layout, cx: &Context) {
    let st = &cx.standing;
    match &st.of_record {
        Some(judged) => {
            let part = tr!(ReportResultOfRecord);
            l.subheading(&part, 80.0);
            system_block(l, cx, judged, &part);
        }
        None => note(l, &no_choice()),
    }
    if !st.comparison.is_empty() {
        l.gap(4.0);
        let part = tr!(ReportForComparison);
        l.subheading(&part, 80.0);
        for judged in &st.comparison {
            system_block(l, cx, judged, &part);
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
            tr!(ReportOtherSystems)
        } else {
            tr!(ReportEverySystem)
        };
        l.subheading(&heading, 80.0);
        for judged in others {
            system_block(l, cx, judged, &heading);
        }
    }
}

/// One system's verdict with its figures and worked steps (or why it cannot judge), bookmarked
/// under `part`.
fn system_block(l: &mut Layout, cx: &Context, (sys, j): &Judged, part: &str) {
    let bookmark = tr!(ReportBookmark, part = part, system = sys.name());
    match j {
        Judgement::Verdict(v) => {
            l.gap(4.0);
            l.paragraph_kept(
                &tr!(
                    ReportSystemHeadline,
                    system = sys.name(),
                    headline = cx.plain.text(&v.headline)
                ),
                Face::Bold,
                10.5,
                Colour::TEXT,
                90.0,
            );
            l.mark_above(&bookmark, 1);
            l.paragraph(&why(cx, &v.reason), Face::Regular, BODY, Colour::TEXT);
            verdict_body(l, cx, *sys, v);
        }
        Judgement::Withheld { reason } => {
            l.paragraph_kept(sys.name(), Face::Bold, 10.5, Colour::TEXT, 30.0);
            l.mark_above(&bookmark, 1);
            note(l, reason);
        }
        Judgement::NotApplicable { missing } => {
            let keep = list_height(l, cx, missing).max(30.0);
            l.paragraph_kept(
                &tr!(ReportSystemCannotJudge, system = sys.name()),
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
                &tr!(ReportSystemNoSense, system = sys.name()),
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

/// Under a verdict's headline: its level and source, its flags, its figures per side and its
/// worked steps.
fn verdict_body(l: &mut Layout, cx: &Context, sys: &dyn VictorySystem, v: &Verdict) {
    let mut meta = tr!(ReportLevel, level = cx.plain.text(&v.level));
    if !sys.source().is_empty() {
        meta.push_str(&format!(" {}.", sys.source()));
    }
    l.paragraph(&meta, Face::Regular, SMALL, Colour::MUTED);
    for f in v.flags.iter().filter(|f| !f.restates_result()) {
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
            Column::left(&tr!(ReportColFigure), 4.0),
            Column::right(cx.side_name(SideId::A), 2.0),
            Column::right(cx.side_name(SideId::B), 2.0),
        ]);
        t.continued = Some(continued(sys.name()));
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
            Column::left(&tr!(ReportColRule), 1.3),
            Column::left(&tr!(ReportColWorkedStep), 8.0),
        ]);
        t.continued = Some(tr!(ReportWorkedStepsContinued, system = sys.name()));
        for st in &v.steps {
            t.push(Row::new(vec![
                cx.plain.text(&st.rule),
                cx.plain.text(&st.text),
            ]));
        }
        l.table(&t);
    }
}

/// The systems that could not judge, each with what it lacks and where to enter it.
fn cannot_judge(l: &mut Layout, cx: &Context, list: &[&Judged]) {
    if list.is_empty() {
        return;
    }
    l.gap(4.0);
    l.subheading(&tr!(ReportDidNotApplyHeading), 40.0);
    for (sys, j) in list {
        let keep = match j {
            Judgement::NotApplicable { missing: m } | Judgement::Invalid { problems: m } => {
                list_height(l, cx, m)
            }
            _ => 0.0,
        };
        l.paragraph_kept(sys.name(), Face::Bold, BODY, Colour::TEXT, keep.max(20.0));
        l.mark_above(&tr!(ReportDidNotApply, system = sys.name()), 1);
        match j {
            Judgement::NotApplicable { missing } if missing.is_empty() => {
                bullet(l, &tr!(ReportNotApplicable));
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
                .map(|p| format!(" {}", tr!(ReportWhere, place = p)))
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
