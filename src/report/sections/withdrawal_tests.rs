//! The withdrawal tests (weighted objectives): each test's figures as the reader may know them,
//! its roll as it was made and its result (a test the rules forbade is void, as the verdict
//! rules it); then the premature calls.

use super::{Context, bullet, continued, note, whole_percent};
use crate::i18n::tr;
use crate::model::{Event, WithdrawalTestRecord};
use crate::report::layout::{Colour, Column, Layout, Row, RowStyle, Table};
use crate::systems::Judgement;
use crate::systems::weighted_objectives::{VOID_TEST, roll_text};

pub(super) fn nothing_to_show(cx: &Context) -> Option<String> {
    cx.s.log
        .events()
        .all(|(_, e)| !matches!(e, Event::WithdrawalTest(_) | Event::PrematureCall { .. }))
        .then(|| tr!(ReportNoWithdrawalTest))
}

pub(super) fn draw(l: &mut Layout, cx: &Context, title: &str) {
    l.heading(title, 70.0);
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportColTurn), 1.6),
        Column::left(&tr!(ReportTestsArmy), 2.0),
        Column::right(&tr!(ReportTestsRs), 0.9),
        Column::right(&tr!(ReportTestsVp), 0.9),
        Column::right(&tr!(ReportTestsPenalty), 1.1),
        Column::right(&tr!(ReportTestsWf), 0.8),
        Column::right(&tr!(ReportTestsChance), 1.5),
        Column::left(&tr!(ReportColRoll), 1.8),
        Column::left(&tr!(ReportColResult), 2.2),
    ]);
    t.continued = Some(continued(title));
    let mut calls = Vec::new();
    let void = void_tests(cx);
    let entries =
        cx.s.log
            .turns
            .iter()
            .enumerate()
            .flat_map(|(turn, tr)| tr.events.iter().enumerate().map(move |(k, e)| (turn, k, e)));
    for (turn, k, e) in entries {
        match e {
            Event::WithdrawalTest(w) => {
                let is_void = void.contains(&format!("log[{turn}].events[{k}]"));
                t.push(test_row(cx, turn, w, is_void));
            }
            Event::PrematureCall { .. } => calls.push(tr!(
                ReportTurnSentence,
                turn = cx.turn_name(turn),
                sentence = cx.view.sentence(e)
            )),
            _ => {}
        }
    }
    if !t.rows.is_empty() {
        l.table(&t);
        note(l, &tr!(ReportTestsNote));
    }
    if !calls.is_empty() {
        l.subheading(&tr!(ReportTestsPrematureCalls), 20.0);
        for c in calls {
            bullet(l, &c);
        }
    }
}

/// The places of the tests the weighted-objectives verdict rules void, as the reader may see
/// the verdict (none when it is withheld).
fn void_tests(cx: &Context) -> Vec<String> {
    cx.standing
        .all()
        .filter(|(sys, _)| sys.id() == crate::systems::weighted_objectives::ID)
        .filter_map(|(_, j)| match j {
            Judgement::Verdict(v) => Some(v),
            _ => None,
        })
        .flat_map(|v| &v.flags)
        .filter(|f| f.id == VOID_TEST)
        .filter_map(|f| f.path.clone())
        .collect()
}

/// One test; the VP% and WF are the tested side's and the umpire's (Who knows what). WF is a
/// number of points, not a percentage.
fn test_row(cx: &Context, turn: usize, w: &WithdrawalTestRecord, void: bool) -> Row {
    let figures = cx.view.test_figures(w);
    let secret = || tr!(ReportNotKnown);
    let mut row = Row::new(vec![
        cx.turn_name(turn),
        cx.side_name(w.side).to_string(),
        whole_percent(w.rs_percent),
        figures.vp_percent.map(whole_percent).unwrap_or_else(secret),
        if w.penalty > 0 {
            format!("−{}", w.penalty)
        } else {
            "—".into()
        },
        figures.wf.map(|v| v.to_string()).unwrap_or_else(secret),
        figures
            .wf
            .map(|v| crate::i18n::percent(100u32.saturating_sub(v)))
            .unwrap_or_else(secret),
        roll_text(&w.roll),
        match (void, w.withdrew) {
            (true, _) => tr!(ReportTestsVoid),
            (false, true) => tr!(ReportTestsWithdraws),
            (false, false) => tr!(ReportTestsStands),
        },
    ]);
    row.swatch = Some(cx.side_colour(w.side));
    row.swatch_col = 1;
    if w.withdrew && !void {
        row.style = RowStyle::Coloured(Colour::ALERT);
    }
    row
}
