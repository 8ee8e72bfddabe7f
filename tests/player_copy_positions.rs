//! Player copies and where units stand (issue 27, "Player copies": "the unseen enemy's
//! positions absent"): the copy for an audience holds no place of a unit it was never shown.
//! The copy is the same file, byte for byte, wherever those units stood and moved; every map,
//! record and sentence made from it is the one the umpire's file gives its audience; and the
//! exits its audience may count are still counted.

use crate::knowledge::{compute_json, lobositz, record_csv};
use crate::knowledge_positions::{case, maps, move_unseen, places_changed, texts};
use crate::player_copy::{bytes, copy};
use proptest::prelude::*;
use umpire::model::{self, Event, Leaving, Position, Scenario, SideId};
use umpire::record::Audience;
use umpire::record::sight::Sight;

const A: SideId = SideId::A;
const B: SideId = SideId::B;

/// The battle with side B's units four columns nearer side A's, so that units touch and, where
/// the scenario says so, contact shows them.
fn closer(s: &Scenario) -> Scenario {
    let mut out = s.clone();
    let nearer = |p: &mut Position| {
        if let Position::Cell(id) = p
            && let Ok(col) = id[..2].parse::<u32>()
            && col > 6
        {
            *id = format!("{:02}{}", col - 5, &id[2..]);
        }
    };
    for c in &mut out.sides[B.index()].contingents {
        for u in &mut c.units {
            u.position.as_mut().map(nearer);
        }
    }
    for e in out.log.turns.iter_mut().flat_map(|t| t.events.iter_mut()) {
        if let Event::Move { unit, to, .. } = e
            && unit.starts_with('A')
        {
            nearer(to);
        }
    }
    out
}

/// Every place of side `side`'s units the file writes: at deployment and in the log.
fn places_of(s: &Scenario, side: SideId) -> Vec<(String, Position)> {
    let mut out: Vec<(String, Position)> = s
        .side(side)
        .contingents
        .iter()
        .flat_map(|c| &c.units)
        .filter_map(|u| Some((u.id.clone(), u.position.clone()?)))
        .collect();
    for (_, e) in s.log.events() {
        if let Event::Move { unit, to, .. } = e
            && s.unit(unit).is_some_and(|(sd, _)| sd == side)
        {
            out.push((unit.clone(), to.clone()));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Moving every place the audience never saw (deployments and moves of enemy units no
    /// `Spotted` entry of its side showed there; for the public, every unit's) leaves the copy
    /// the same bytes; the same moves change the umpire's file, so the test can see a leak.
    #[test]
    fn the_copy_is_the_same_file_wherever_the_unseen_units_stood((s, audience, to) in case()) {
        let t = move_unseen(&s, audience, &to);
        if places_changed(&s, &t) {
            prop_assert!(bytes(&s) != bytes(&t));
        }
        prop_assert_eq!(bytes(&copy(&s, audience)), bytes(&copy(&t, audience)));
    }

    /// The battle map after every turn, the record and every sentence of the log made from the
    /// copy are the audience's from the umpire's file: with units far apart and with units
    /// touching (where contact shows them, the copy keeps where they stood then).
    #[test]
    fn the_copy_shows_the_places_the_audience_was_shown((s, audience, _to) in case()) {
        for s in [s.clone(), closer(&s)] {
            let c = copy(&s, audience);
            let read = model::parse(&bytes(&c), "copy.ron", &umpire::systems::ids())
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(&read, &c);
            prop_assert!(maps(&read, audience) == maps(&s, audience), "a map differs");
            prop_assert_eq!(texts(&read, audience), texts(&s, audience));
            prop_assert_eq!(copy(&read, audience), c, "a copy of the copy is the copy");
        }
    }
}

/// The Austrians are shown IR 7 (P01) once, where its move of turn 1 took it: their copy of
/// the Lobositz demo keeps that place and no other of a Prussian unit; their own stay whole.
#[test]
fn the_austrians_copy_of_lobositz_keeps_only_the_prussian_place_they_saw() {
    let mut s = lobositz();
    s.log.turns[0].events.push(Event::Spotted {
        by: B,
        units: vec!["P01".into()],
    });
    let c = copy(&s, Audience::Side(B));
    let seen = Position::Point { x: 760.0, y: 500.0 };
    let prussian = places_of(&c, A);
    assert!(!prussian.is_empty());
    let known: Vec<&(String, Position)> = prussian.iter().filter(|(_, p)| !p.is_unseen()).collect();
    assert_eq!(known, [&("P01".to_string(), seen)], "{prussian:?}");
    assert_eq!(
        places_of(&c, B),
        places_of(&s, B),
        "the Austrians' own places"
    );
    let (_, ir7) = c.unit("P01").expect("IR 7");
    assert_eq!((&ir7.position, ir7.facing), (&Some(Position::Unseen), None));
    // Every move is still logged, in its place: the entries read as before.
    let moves = |s: &Scenario| {
        s.log
            .events()
            .filter(|(_, e)| matches!(e, Event::Move { .. }))
            .count()
    };
    assert_eq!(moves(&c), moves(&s));
    // Without the Spotted entry the copy holds no Prussian place at all.
    let unseen = copy(&lobositz(), Audience::Side(B));
    assert!(places_of(&unseen, A).iter().all(|(_, p)| p.is_unseen()));
    for audience in [Audience::Side(B), Audience::Public] {
        let c = copy(&s, audience);
        assert_eq!(compute_json(&c, audience), compute_json(&s, audience));
        assert_eq!(record_csv(&c, audience), record_csv(&s, audience));
    }
}

/// Where units in contact see each other, the Austrians' copy keeps the places where Prussian
/// units stood in contact with theirs at the end of a turn, and the Austrians' sight of the
/// field is the same after every turn, from the copy as from the umpire's file.
#[test]
fn the_austrians_copy_keeps_the_prussians_they_touched() {
    let mut s = lobositz();
    s.settings.contact_reveals = true;
    s.settings.contact_distance = Some(250.0);
    let austrians = Audience::Side(B);
    let c = copy(&s, austrians);
    let kept = places_of(&c, A)
        .iter()
        .filter(|(_, p)| !p.is_unseen())
        .count();
    assert!(kept > 0, "some Prussian unit stood in contact");
    assert!(kept < places_of(&s, A).len(), "not every one");
    let (from_copy, from_umpires) = (Sight::new(&c, austrians), Sight::new(&s, austrians));
    for turns in 0..=s.log.turns.len() {
        assert_eq!(
            from_copy.after_turns(turns),
            from_umpires.after_turns(turns),
            "after {turns} turns"
        );
    }
}

/// Napoleon at Waterloo counts the French units that move off the map through an exit hex. The
/// Allies' copy does not say where the French stood or left, but what each move off the map
/// meant: seven exits count, the eighth (off from no exit hex) does not, as in the umpire's file.
#[test]
fn the_allies_copy_counts_the_french_exits_it_does_not_show() {
    use crate::exits_from_moves::{battle, grid, last, off_north, verdict};
    let g = grid(true);
    let mut moves: Vec<Event> = (0..7).map(|k| off_north(&g, k)).collect();
    moves.push(off_north(&g, 8));
    let s = battle(Some(g), moves);
    let allies = Audience::Side(B);
    let c = copy(&s, allies);
    let left: Vec<Position> = c
        .log
        .events()
        .filter_map(|(_, e)| match e {
            Event::Move { to, .. } => Some(to.clone()),
            _ => None,
        })
        .collect();
    let mut meant = vec![Position::LeftUnseen(Leaving::Exits); 7];
    meant.push(Position::LeftUnseen(Leaving::NotThroughAnExit));
    assert_eq!(left, meant);
    assert!(places_of(&c, A).iter().all(|(_, p)| p.is_unseen()));
    assert_eq!(last(&c).exits, 7);
    assert_eq!(verdict(&c).winner, verdict(&s).winner);
    assert_eq!(compute_json(&c, allies), compute_json(&s, allies));
    assert_eq!(record_csv(&c, allies), record_csv(&s, allies));
    let read = model::parse(&bytes(&c), "copy.ron", &umpire::systems::ids()).expect("reads");
    assert_eq!(read, c);

    // Shown French 0 beyond the edge, the Allies' copy keeps where it went and the exit hex it
    // left from (whether it exited depends on it): still seven exits.
    let mut s = s;
    s.log.turns[1].events.push(Event::Spotted {
        by: B,
        units: vec!["f0".into()],
    });
    let c = copy(&s, allies);
    let f0: Vec<Position> = places_of(&c, A)
        .into_iter()
        .filter(|(id, _)| id == "f0")
        .map(|(_, p)| p)
        .collect();
    let Event::Move { to: beyond, .. } = off_north(&grid(true), 0) else {
        unreachable!("a move")
    };
    assert_eq!(f0, [Position::Cell("0101".into()), beyond]);
    assert_eq!(last(&c).exits, 7);
    assert_eq!(compute_json(&c, allies), compute_json(&s, allies));
}

/// A place left out is refused in the umpire's file (only a player copy may lack one), and in
/// a copy for a side when the unit is that side's own.
#[test]
fn an_unseen_place_is_refused_outside_a_player_copy_and_for_a_sides_own_units() {
    let mut s = lobositz();
    s.sides[0].contingents[0].units[1].position = Some(Position::Unseen);
    let err = model::parse(&bytes(&s), "f.ron", &umpire::systems::ids()).unwrap_err();
    assert!(
        err.to_string()
            .contains("only a player copy may leave out a place"),
        "{err}"
    );
    let mut c = copy(&lobositz(), Audience::Side(B));
    assert!(model::parse(&bytes(&c), "c.ron", &umpire::systems::ids()).is_ok());
    c.sides[1].contingents[0].units[1].position = Some(Position::Unseen);
    let err = model::parse(&bytes(&c), "c.ron", &umpire::systems::ids()).unwrap_err();
    let err = err.to_string();
    assert!(
        err.contains("(id \"A01\").position (Austrian army): a side knows where its own units"),
        "{err}"
    );
}
