//! Rules read from where units stand, on the demos: an exit logged for a French unit that stood
//! on no exit hex is flagged (Napoleon at Waterloo [8.3]), and the demos as shipped carry no
//! such flag.

use umpire::model::{Event, Position, Scenario, SideId, UnitStatus};
use umpire::record::{Audience, BattleRecord, Projection};
use umpire::systems::naw::EXIT_OFF_EXIT_HEX;
use umpire::systems::{Judgement, by_id};

const WATERLOO: &str = include_str!("../assets/scenarios/waterloo.ron");

fn waterloo() -> Scenario {
    umpire::model::parse(WATERLOO, "waterloo.ron", &umpire::systems::ids()).expect("the demo reads")
}

/// The flags of Napoleon at Waterloo's verdict on `s`, as (id, path).
fn naw_flags(s: &Scenario) -> Vec<(String, Option<String>)> {
    match by_id("naw").expect("the system").judge(s) {
        Judgement::Verdict(v) => v.flags.into_iter().map(|f| (f.id, f.path)).collect(),
        other => panic!("no verdict: {other:?}"),
    }
}

/// The Waterloo demo with the first unit to exit moved three hexes short of the exit before it
/// exits; the exit's place in the log.
fn exit_short_of_the_hexes() -> (Scenario, usize, usize) {
    let mut s = waterloo();
    assert!(
        !naw_flags(&s)
            .iter()
            .any(|(id, _)| id == "exit-off-exit-hex"),
        "the demo's units exit from the exit hexes"
    );
    let (t, e, unit) = s
        .log
        .turns
        .iter()
        .enumerate()
        .flat_map(|(t, turn)| {
            turn.events
                .iter()
                .enumerate()
                .map(move |(e, ev)| (t, e, ev))
        })
        .find_map(|(t, e, ev)| match ev {
            Event::Status {
                unit,
                status: UnitStatus::Exited,
            } => Some((t, e, unit.clone())),
            _ => None,
        })
        .expect("the demo logs an exit");
    // The unit's last move before its exit goes one hex short, away from the north edge.
    let last_move = s.log.turns[t].events[..e]
        .iter_mut()
        .rev()
        .find_map(|ev| match ev {
            Event::Move { unit: u, to, .. } if *u == unit => Some(to),
            _ => None,
        })
        .expect("the demo moves the unit to the exit before it exits");
    let Position::Cell(id) = last_move.clone() else {
        panic!("a cell")
    };
    let row: u32 = id[2..].parse().unwrap();
    *last_move = Position::Cell(format!("{}{:02}", &id[..2], row + 3));
    (s, t, e)
}

#[test]
fn an_exit_from_a_hex_that_is_no_exit_is_flagged_at_its_entry() {
    let (s, t, e) = exit_short_of_the_hexes();
    let flags = naw_flags(&s);
    assert!(
        flags.contains(&(
            "exit-off-exit-hex".to_string(),
            Some(format!("log[{t}].events[{e}]"))
        )),
        "{flags:?}"
    );
}

/// Such a flag tells where a unit stood: only the umpire is shown it (and everyone once the
/// umpire turns everything over).
#[test]
fn a_flag_read_from_positions_is_the_umpires() {
    let (mut s, _, _) = exit_short_of_the_hexes();
    let shown = |s: &Scenario, audience| {
        let record = BattleRecord::build(s);
        let p = Projection::new(s, &record, audience);
        let judged = p.judgements(&umpire::systems::judge_all(s));
        judged.iter().any(|(_, j)| {
            j.verdict()
                .is_some_and(|v| v.flags.iter().any(|f| f.id == EXIT_OFF_EXIT_HEX))
        })
    };
    assert!(shown(&s, Audience::Umpire));
    for audience in [
        Audience::Side(SideId::A),
        Audience::Side(SideId::B),
        Audience::Public,
    ] {
        assert!(!shown(&s, audience), "{audience:?}");
    }
    s.log
        .turns
        .last_mut()
        .unwrap()
        .events
        .push(Event::RevealMarkers);
    assert!(shown(&s, Audience::Side(SideId::B)));
}
