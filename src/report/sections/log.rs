//! The battle log: every entry, turn by turn, in the sentence the reader may read.

use super::{Context, continued};
use crate::i18n::tr;
use crate::record::words;
use crate::report::layout::{Column, Layout, Row, Table};

pub(super) fn nothing_to_show(cx: &Context) -> Option<String> {
    cx.s.log
        .turns
        .iter()
        .all(|t| t.events.is_empty())
        .then(|| tr!(ReportNothingLogged))
}

pub(super) fn draw(l: &mut Layout, cx: &Context, title: &str) {
    // The heading with the table's header and its first turn.
    l.heading(title, 90.0);
    let mut t = Table::new(vec![
        Column::left(&tr!(ReportLogEntry), 1.6),
        Column::left(&tr!(ReportLogWhatHappened), 8.0),
    ]);
    t.continued = Some(continued(title));
    for (i, turn) in cx.s.log.turns.iter().enumerate() {
        t.push(Row::group(tr!(
            ReportLogTurn,
            turn = words::turn_label(i, &turn.name)
        )));
        if turn.events.is_empty() {
            t.push(Row::new(vec![
                String::new(),
                tr!(ReportNothingLoggedThisTurn),
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
