//! The standings: how many battles each side won at each level of result, as this audience is
//! told the results ([`crate::record::campaign::Standings`]), and what they leave out.

use super::Context;
use crate::i18n::tr;
use crate::model::SideId;
use crate::report::layout::{Column, Layout, Row, Table};
use crate::report::sections::note;

pub(super) fn draw(l: &mut Layout, cx: &Context) {
    let st = cx.view.standings();
    l.heading(&tr!(ReportStandings), 60.0);
    let name = |side: SideId| cx.view.campaign.side(side).name.trim().to_string();
    if st.rows.is_empty() {
        note(l, &tr!(ReportStandingsNone));
    } else {
        let mut t = Table::new(vec![
            Column::left(&tr!(ReportStandingsLevel), 3.0),
            Column::right(&tr!(ReportStandingsWonBy, side = name(SideId::A)), 1.5),
            Column::right(&tr!(ReportStandingsWonBy, side = name(SideId::B)), 1.5),
            Column::right(&tr!(ReportStandingsNoWinner), 1.0),
        ]);
        t.continued = Some(crate::report::sections::continued(&tr!(ReportStandings)));
        for r in &st.rows {
            t.push(Row::new(vec![
                r.level.clone(),
                r.wins[0].to_string(),
                r.wins[1].to_string(),
                r.no_winner.to_string(),
            ]));
        }
        let no_winner: usize = st.rows.iter().map(|r| r.no_winner).sum();
        t.push(Row::total(vec![
            tr!(ReportStandingsAllLevels),
            st.wins(SideId::A).to_string(),
            st.wins(SideId::B).to_string(),
            no_winner.to_string(),
        ]));
        l.table(&t);
    }
    for line in cx.view.standings_notes(&st) {
        note(l, &line);
    }
}
