//! What in the battle log refers to a thing of the scenario, so that a change that would
//! silently alter or break replayed results (dealing the values again, deleting a marker or a
//! unit) is asked about first, saying which entries it affects.

use crate::i18n::tr;
use crate::model::{Event, Scenario};

/// One entry of the log: its turn and its place in the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryRef {
    pub turn: usize,
    pub event: usize,
}

/// What an entry is, in words ("marker control", "withdrawal test").
pub fn kind_of(e: &Event) -> String {
    e.kind_label().to_lowercase()
}

fn entries_where(s: &Scenario, refers: impl Fn(&Event) -> bool) -> Vec<EntryRef> {
    s.log
        .turns
        .iter()
        .enumerate()
        .flat_map(|(turn, t)| {
            t.events
                .iter()
                .enumerate()
                .filter(|(_, e)| refers(e))
                .map(move |(event, _)| EntryRef { turn, event })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Entries whose figures depend on the markers' values: who holds which marker, and the VP%
/// recorded at each withdrawal test.
pub fn value_entries(s: &Scenario) -> Vec<EntryRef> {
    entries_where(s, |e| {
        matches!(e, Event::MarkerControl { .. } | Event::WithdrawalTest(_))
    })
}

/// Entries naming the marker `id`.
pub fn marker_entries(s: &Scenario, id: &str) -> Vec<EntryRef> {
    entries_where(
        s,
        |e| matches!(e, Event::MarkerControl { marker, .. } if marker == id),
    )
}

/// Entries naming the unit `id`.
pub fn unit_entries(s: &Scenario, id: &str) -> Vec<EntryRef> {
    entries_where(s, |e| e.names_unit(id))
}

/// Entries shown by name before "and N more".
const NAMED: usize = 3;

/// "2 log entries refer to it: the marker control of turn 1 (entry 3) and the withdrawal
/// test of June 16 Night (entry 1)."
pub fn describe(s: &Scenario, entries: &[EntryRef]) -> String {
    let named: Vec<String> = entries
        .iter()
        .take(NAMED)
        .map(|r| {
            let kind = s
                .log
                .turns
                .get(r.turn)
                .and_then(|t| t.events.get(r.event))
                .map(kind_of)
                .unwrap_or_else(|| tr!(MapRefsEntryUnknown));
            tr!(
                MapRefsEntry,
                kind = kind,
                turn = crate::record::words::turn_phrase(s, r.turn),
                entry = r.event + 1
            )
        })
        .collect();
    let more = entries.len().saturating_sub(NAMED);
    let list = match (named.as_slice(), more) {
        ([], _) => String::new(),
        ([one], 0) => one.clone(),
        (many, 0) => tr!(
            MapRefsAnd,
            first = many[..many.len() - 1].join(", "),
            last = many[many.len() - 1].as_str()
        ),
        (many, more) => tr!(
            MapRefsAnd,
            first = many.join(", "),
            last = tr!(MapRefsMore, count = more)
        ),
    };
    tr!(MapRefsDescribe, count = entries.len(), list = list)
}

/// A yes-or-no question over the window. `Some(true)` once confirmed, `Some(false)` once
/// cancelled (the button, Escape or a click beside it). `key` names the question in no language
/// (its egui id), so that a translated title changes nothing.
pub fn confirm(
    ctx: &egui::Context,
    key: &'static str,
    title: &str,
    text: &str,
    yes: &str,
) -> Option<bool> {
    let modal = egui::Modal::new(egui::Id::unique(("umpire_confirm", key))).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading(title);
        ui.add_space(4.0);
        ui.label(text);
        ui.add_space(8.0);
        let mut answer = None;
        ui.horizontal(|ui| {
            if ui.button(yes).clicked() {
                answer = Some(true);
            }
            if ui.button(tr!(MapConfirmCancel)).clicked() {
                answer = Some(false);
            }
        });
        answer
    });
    modal
        .inner
        .or_else(|| modal.should_close().then_some(false))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{SideId, Turn};

    fn logged() -> Scenario {
        let mut s = Scenario::new("t");
        let control = |m: &str| Event::MarkerControl {
            marker: m.into(),
            side: SideId::A,
        };
        s.log.turns = vec![
            Turn {
                name: "Dawn".into(),
                events: vec![control("A"), Event::Note { text: "x".into() }, control("B")],
            },
            Turn {
                name: String::new(),
                events: vec![
                    control("A"),
                    Event::Status {
                        unit: "G1".into(),
                        status: crate::model::UnitStatus::Routed,
                    },
                    control("A"),
                    control("A"),
                ],
            },
        ];
        s
    }

    #[test]
    fn entries_are_found_and_named_with_their_turns() {
        let s = logged();
        let a = marker_entries(&s, "A");
        assert_eq!(a.len(), 4);
        assert_eq!(
            describe(&s, &a),
            "4 log entries refer to it: the marker control of Dawn (entry 1), the marker \
             control of turn 2 (entry 1), the marker control of turn 2 (entry 3) and 1 more entry."
        );
        let b = marker_entries(&s, "B");
        assert_eq!(
            describe(&s, &b),
            "1 log entry refers to it: the marker control of Dawn (entry 3)."
        );
        assert_eq!(unit_entries(&s, "G1"), vec![EntryRef { turn: 1, event: 1 }]);
        assert_eq!(value_entries(&s).len(), 5);
    }
}
