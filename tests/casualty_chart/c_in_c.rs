//! Modifier (4) reads the log: a `CommanderLost` entry of rank Army is the loss of the side's
//! C-in-C. A tick in End of battle with no such entry (older files) is a declaration made at
//! the end of the battle, kept, and warned about.

use super::{A, B, analysis, base, row_en, shifted, step};
use umpire::model::{CommandRank, Event, Scenario, SideId, Turn};
use umpire::systems::casualty_chart::{self, CinCLost, Level};

fn commander_lost(s: &mut Scenario, side: SideId, name: &str, rank: CommandRank) {
    if s.log.turns.is_empty() {
        s.log.turns.push(Turn {
            name: "June 18 Evening".into(),
            events: Vec::new(),
        });
    }
    s.log.turns[0].events.push(Event::CommanderLost {
        side,
        name: name.into(),
        rank,
    });
}

/// France's C-in-C is Napoleon, head of state or not.
fn napoleon(head_of_state: bool) -> Scenario {
    let mut s = base();
    s.sides[0].c_in_c.name = "Napoleon".into();
    s.sides[0].c_in_c.head_of_state = head_of_state;
    s
}

#[test]
fn the_logs_loss_of_the_army_commander_moves_a_column() {
    let mut s = napoleon(false);
    // Before the log decided, this entry changed nothing: a Minor victory for Prussia.
    assert_eq!(analysis(&s).level, Level::Minor);
    commander_lost(&mut s, A, "Napoleon", CommandRank::Army);
    let a = analysis(&s);
    let r = a.reading.as_ref().unwrap();
    assert_eq!((r.column_read, r.column), (2, 3));
    assert_eq!(a.level, Level::Major);
    assert_eq!(a.winner, Some(B));
    assert_eq!(
        a.c_in_c,
        [
            Some(CinCLost::Logged {
                turn: 0,
                index: 0,
                name: "Napoleon".into()
            }),
            None
        ]
    );
    let text = step(&a.steps, "C-in-C");
    assert!(
        text.contains("France's C-in-C, Napoleon, was killed, wounded or captured (the log, June 18 Evening, army commander lost): one column in favour of Prussia (the winner, +1)"),
        "{text}"
    );
    // The same verdict as the tick it replaces.
    let ticked = shifted(|s| s.sides[0].c_in_c.lost = true);
    assert_eq!(ticked.reading.unwrap().column, r.column);
    assert!(casualty_chart::warnings(&s).is_empty());
}

#[test]
fn a_head_of_state_lost_in_the_log_also_moves_a_row() {
    let mut s = napoleon(true);
    commander_lost(&mut s, A, "Napoleon", CommandRank::Army);
    let a = analysis(&s);
    let r = a.reading.as_ref().unwrap();
    assert_eq!((r.column, r.row), (3, 6));
    assert_eq!(row_en(r.row), "0.4 or less");
    assert!(step(&a.steps, "C-in-C").contains("he is also head of state"));
}

#[test]
fn whoever_commands_the_army_is_its_c_in_c_and_a_side_loses_him_once() {
    // Soult, who took over the army, is not the file's C-in-C by name: the rank decides.
    let mut s = napoleon(false);
    commander_lost(&mut s, A, "Soult", CommandRank::Army);
    let a = analysis(&s);
    assert_eq!(a.reading.as_ref().unwrap().column, 3);
    assert!(
        step(&a.steps, "C-in-C").contains("France's C-in-C, Soult, was killed, wounded or captured (the log, June 18 Evening, army commander lost; reading: the army commander the log names is the C-in-C whatever his name, so Soult counts as France's C-in-C, Napoleon, would)"),
        "{}",
        step(&a.steps, "C-in-C")
    );
    // Napoleon lost as well: still one column, not two.
    commander_lost(&mut s, A, "Napoleon", CommandRank::Army);
    assert_eq!(analysis(&s).reading.unwrap().column, 3);
    // The winner's army commander lost too: the shifts cancel.
    commander_lost(&mut s, B, "Blücher", CommandRank::Army);
    let both = analysis(&s);
    assert_eq!(both.reading.unwrap().column, 2);
    assert_eq!(both.level, Level::Minor);
}

#[test]
fn a_lower_commander_lost_does_not_count_and_one_named_as_the_c_in_c_is_warned() {
    let mut s = napoleon(false);
    commander_lost(&mut s, A, "Reille", CommandRank::Corps);
    assert_eq!(analysis(&s).level, Level::Minor);
    assert!(casualty_chart::warnings(&s).is_empty());
    commander_lost(&mut s, A, " napoleon ", CommandRank::Corps);
    let a = analysis(&s);
    assert_eq!(a.level, Level::Minor, "modifier (4) reads rank Army only");
    assert!(
        step(&a.steps, "C-in-C").contains("Neither C-in-C was killed"),
        "{}",
        step(&a.steps, "C-in-C")
    );
    let w = casualty_chart::warnings(&s);
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].path, "log[0].events[1].rank");
    assert_eq!(w[0].side, Some(A));
    assert!(w[0].message.contains("modifier (4)"), "{}", w[0].message);
}

#[test]
fn a_tick_with_no_log_entry_is_declared_at_the_end_and_warned() {
    let a = shifted(|s| s.sides[0].c_in_c.lost = true);
    assert_eq!(a.level, Level::Major, "an old file's verdict stands");
    assert_eq!(a.c_in_c[0], Some(CinCLost::Declared));
    let text = step(&a.steps, "C-in-C");
    assert!(
        text.contains(
            "ticked in End of battle with no entry in the log: taken as declared at the end of the battle"
        ),
        "{text}"
    );
    let mut s = base();
    s.sides[0].c_in_c.lost = true;
    let w = casualty_chart::warnings(&s);
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].path, "sides[0].c_in_c.lost");
    assert_eq!(w[0].side, Some(A));
    assert!(w[0].message.contains("the log has no"), "{}", w[0].message);

    // With the log's entry the two agree: no warning, and the log is the record shown.
    commander_lost(&mut s, A, "", CommandRank::Army);
    assert!(casualty_chart::warnings(&s).is_empty());
    let a = analysis(&s);
    assert!(matches!(a.c_in_c[0], Some(CinCLost::Logged { .. })));
    assert_eq!(a.level, Level::Major);
}
