//! Exits made by moves (Napoleon at Waterloo [8.3], "exiting seven units off the north edge …
//! through the hexes indicated"): a `Move` whose `to` lies off the map is the unit leaving it.
//! From an exit hex the grid marks, it is an exit for every reader of the log (the verdict, the
//! replay, the record); from another hex it is flagged at its place in the log and not
//! counted; on a map that marks no exit hexes, leaving the map is exiting it.

use proptest::prelude::*;
use umpire::model::{
    Contingent, Event, Grid, Leaving, Position, Scenario, SideId, Turn, Unit, UnitKind, UnitStatus,
    leaving, off_the_map, replay,
};
use umpire::record::BattleRecord;
use umpire::systems::naw::{EXIT_OFF_EXIT_HEX, NawPoint, track};
use umpire::systems::{Judgement, Verdict, by_id};

/// French units standing on the exit hexes "0101" … "0801", one more ("f8") on "0105".
const FRENCH: usize = 9;
const EXITS: [&str; 8] = [
    "0101", "0201", "0301", "0401", "0501", "0601", "0701", "0801",
];

pub(crate) fn grid(exits: bool) -> Grid {
    let mut g = Grid::hexes(40.0, false, 20.0, 20.0);
    if exits {
        g.exits = EXITS.iter().map(|id| id.to_string()).collect();
    }
    g
}

fn french_cell(k: usize) -> String {
    EXITS.get(k).map_or("0105".to_string(), |id| id.to_string())
}

/// The battle: the Allies demoralized in turn 1 (40 SP lost), `moves` in turn 2.
pub(crate) fn battle(grid: Option<Grid>, moves: Vec<Event>) -> Scenario {
    let mut s = Scenario::new("Exits");
    s.sides[0].name = "Armée du Nord".into();
    s.sides[1].name = "Allies".into();
    let french = (0..FRENCH)
        .map(|k| {
            let mut u = Unit::new(&format!("f{k}"), &format!("French {k}"), UnitKind::Infantry);
            u.position = Some(Position::Cell(french_cell(k)));
            u
        })
        .collect();
    let mut allied = Unit::new("a0", "Allied 0", UnitKind::Infantry);
    allied.position = Some(Position::Cell("0505".into()));
    for (side, units) in [(0, french), (1, vec![allied])] {
        s.sides[side].contingents.push(Contingent {
            name: "c".into(),
            units,
            ..Default::default()
        });
    }
    s.settings.french = Some(SideId::A);
    s.map.size = Some((400, 400));
    s.map.grid = grid;
    s.log.turns = vec![
        Turn {
            name: "1".into(),
            events: vec![Event::Losses {
                side: SideId::B,
                unit: None,
                men: 0,
                stands: 0,
                strength_points: 40,
                unit_points: 0,
            }],
        },
        Turn {
            name: "2".into(),
            events: moves,
        },
    ];
    s
}

/// French unit `k` moves off the north edge, straight up from where it stands.
pub(crate) fn off_north(s_grid: &Grid, k: usize) -> Event {
    let centre = s_grid.centre(s_grid.parse_id(&french_cell(k)).unwrap());
    Event::Move {
        unit: format!("f{k}"),
        to: Position::Point {
            x: centre.x,
            y: -15.0,
        },
        facing: None,
    }
}

fn logged_exit(k: usize) -> Event {
    Event::Status {
        unit: format!("f{k}"),
        status: UnitStatus::Exited,
    }
}

pub(crate) fn verdict(s: &Scenario) -> Verdict {
    match by_id("naw").expect("the system").judge(s) {
        Judgement::Verdict(v) => v,
        other => panic!("no verdict: {other:?}"),
    }
}

pub(crate) fn last(s: &Scenario) -> NawPoint {
    track(s).pop().expect("a point per event")
}

fn exit_flags(v: &Verdict) -> Vec<Option<String>> {
    v.flags
        .iter()
        .filter(|f| f.id == EXIT_OFF_EXIT_HEX)
        .map(|f| f.path.clone())
        .collect()
}

#[test]
fn seven_french_units_moving_off_through_exit_hexes_win() {
    let g = grid(true);
    let s = battle(Some(g.clone()), (0..7).map(|k| off_north(&g, k)).collect());
    let v = verdict(&s);
    assert_eq!(v.winner, Some(SideId::A), "{}", v.headline);
    assert_eq!(last(&s).exits, 7);
    assert!(exit_flags(&v).is_empty(), "{:?}", v.flags);
    // The same as the seven exits logged.
    let logged = battle(Some(g.clone()), (0..7).map(logged_exit).collect());
    assert_eq!(verdict(&logged).headline, v.headline);
    // Every reader of the log has them exited: the replay and the record.
    let end = replay(&s, 2);
    let record = BattleRecord::build(&s);
    for k in 0..7 {
        assert_eq!(end.status(&format!("f{k}")), Some(UnitStatus::Exited));
        assert_eq!(
            record.units[k].status,
            UnitStatus::Exited,
            "f{k} in the record"
        );
    }
    assert_eq!(end.status("f7"), Some(UnitStatus::OnBoard));
}

#[test]
fn six_are_not_enough() {
    let g = grid(true);
    let s = battle(Some(g.clone()), (0..6).map(|k| off_north(&g, k)).collect());
    assert_eq!(last(&s).exits, 6);
    assert_ne!(verdict(&s).winner, Some(SideId::A));
}

#[test]
fn a_unit_moving_off_from_no_exit_hex_is_flagged_and_not_counted() {
    let g = grid(true);
    // Six through the exits, the seventh ("f8", on "0105") off the west edge.
    let mut moves: Vec<Event> = (0..6).map(|k| off_north(&g, k)).collect();
    moves.push(Event::Move {
        unit: "f8".into(),
        to: Position::Point { x: -10.0, y: 150.0 },
        facing: None,
    });
    let s = battle(Some(g), moves);
    let v = verdict(&s);
    assert_eq!(last(&s).exits, 6);
    assert_ne!(v.winner, Some(SideId::A), "{}", v.headline);
    assert_eq!(exit_flags(&v), [Some("log[1].events[6]".to_string())]);
    let text = &v
        .flags
        .iter()
        .find(|f| f.id == EXIT_OFF_EXIT_HEX)
        .unwrap()
        .text;
    assert!(
        text.contains("French 8")
            && text.contains("not counted")
            && text.contains("exit hex first"),
        "{text}"
    );
    assert_eq!(replay(&s, 2).status("f8"), Some(UnitStatus::OnBoard));
}

#[test]
fn a_cell_off_the_map_is_leaving_it_and_no_error_for_a_move() {
    let g = grid(true);
    // Row 12 lies just below the 400-pixel map; row 20 far below it.
    let map = battle(Some(g.clone()), vec![]).map;
    let far = Position::Cell("0112".into());
    assert!(off_the_map(&map, &far));
    assert!(!off_the_map(&map, &Position::Cell("0111".into())));
    let further = Position::Cell("0120".into());
    assert!(
        !off_the_map(&map, &further),
        "a slip of the pen, not a move"
    );
    let s = battle(
        Some(g),
        vec![Event::Move {
            unit: "f0".into(),
            to: far.clone(),
            facing: None,
        }],
    );
    assert!(
        s.validate(&umpire::systems::ids()).is_empty(),
        "{:?}",
        s.validate(&umpire::systems::ids())
    );
    assert_eq!(replay(&s, 2).status("f0"), Some(UnitStatus::Exited));
    // A move further out is named, and so is a unit deployed off the map.
    let mut slip = s.clone();
    slip.log.turns[1].events[0] = Event::Move {
        unit: "f0".into(),
        to: further,
        facing: None,
    };
    let problems = slip.validate(&umpire::systems::ids());
    assert!(
        problems
            .iter()
            .any(|p| p.path == "log[1] (turn \"2\").events[0].to"
                && p.message.contains("off the map")
                && p.message.contains("a cell next to its edge")),
        "{problems:?}"
    );
    let mut deployed = s.clone();
    deployed.sides[0].contingents[0].units[0].position = Some(far);
    assert!(
        deployed
            .validate(&umpire::systems::ids())
            .iter()
            .any(|p| p.message.contains("off the map")),
    );
}

#[test]
fn a_move_off_then_a_logged_exit_counts_once() {
    let g = grid(true);
    let s = battle(Some(g.clone()), vec![off_north(&g, 0), logged_exit(0)]);
    assert_eq!(last(&s).exits, 1);
    assert!(track(&s).last().unwrap().note.contains("already exited"));
    assert!(
        exit_flags(&verdict(&s)).is_empty(),
        "the unit left from an exit hex"
    );
}

#[test]
fn a_logged_exit_after_moving_off_from_no_exit_hex_is_flagged_too() {
    let g = grid(true);
    let s = battle(
        Some(g),
        vec![
            Event::Move {
                unit: "f8".into(),
                to: Position::Point { x: -10.0, y: 150.0 },
                facing: None,
            },
            logged_exit(8),
        ],
    );
    // The logged exit counts, as a logged exit always has; both entries are flagged.
    assert_eq!(last(&s).exits, 1);
    assert_eq!(
        exit_flags(&verdict(&s)),
        [
            Some("log[1].events[0]".to_string()),
            Some("log[1].events[1]".to_string())
        ]
    );
}

#[test]
fn without_exit_hexes_leaving_the_map_is_exiting_it() {
    let g = grid(true);
    let moves: Vec<Event> = (0..7).map(|k| off_north(&g, k)).collect();
    for map_grid in [None, Some(grid(false))] {
        let s = battle(map_grid.clone(), moves.clone());
        assert_eq!(last(&s).exits, 7, "grid {:?}", map_grid.is_some());
        assert_eq!(verdict(&s).winner, Some(SideId::A));
        assert!(exit_flags(&verdict(&s)).is_empty());
    }
}

#[test]
fn leaving_reads_where_the_unit_stood() {
    let s = battle(Some(grid(true)), vec![]);
    let on_exit = Position::Cell("0101".into());
    let inland = Position::Cell("0105".into());
    let off = Position::Point { x: 30.0, y: -5.0 };
    let on_map = Position::Point { x: 30.0, y: 5.0 };
    assert_eq!(leaving(&s.map, Some(&on_exit), &off), Some(Leaving::Exits));
    assert_eq!(
        leaving(&s.map, Some(&inland), &off),
        Some(Leaving::NotThroughAnExit)
    );
    assert_eq!(leaving(&s.map, None, &off), Some(Leaving::NotThroughAnExit));
    assert_eq!(leaving(&s.map, Some(&on_exit), &on_map), None);
    // Already off the map: moving about there leaves nothing more.
    assert_eq!(leaving(&s.map, Some(&off), &off), None);
    // The image's edges are on the map.
    assert!(!off_the_map(&s.map, &Position::Point { x: 400.0, y: 0.0 }));
    assert!(off_the_map(&s.map, &Position::Point { x: 400.5, y: 0.0 }));
}

/// A French unit's entry in turn 2: a move off north, a move off west, or a logged exit.
#[derive(Clone, Copy, Debug)]
enum Off {
    North(usize),
    West(usize),
    Logged(usize),
}

fn entries(g: &Grid, offs: &[Off]) -> Vec<Event> {
    offs.iter()
        .map(|&o| match o {
            Off::North(k) => off_north(g, k),
            Off::West(k) => Event::Move {
                unit: format!("f{k}"),
                to: Position::Point { x: -10.0, y: 150.0 },
                facing: None,
            },
            Off::Logged(k) => logged_exit(k),
        })
        .collect()
}

fn off() -> impl Strategy<Value = Off> {
    (0..3u8, 0..FRENCH).prop_map(|(kind, k)| match kind {
        0 => Off::North(k),
        1 => Off::West(k),
        _ => Off::Logged(k),
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// The exits counted are the French units that moved off from an exit hex or had an exit
    /// logged, each once (up to the seventh, when the game stops).
    #[test]
    fn each_unit_exits_once_through_a_hex_or_the_log(offs in prop::collection::vec(off(), 0..14)) {
        let g = grid(true);
        let s = battle(Some(g.clone()), entries(&g, &offs));
        let mut out = std::collections::BTreeSet::new();
        let mut gone = std::collections::BTreeSet::new();
        for &o in &offs {
            match o {
                // From an exit hex, off any edge; a unit already off the map leaves it no more.
                Off::North(k) | Off::West(k) if gone.insert(k) && k < EXITS.len() => {
                    out.insert(k);
                }
                Off::North(_) | Off::West(_) => {}
                Off::Logged(k) => { out.insert(k); }
            }
        }
        let exits = track(&s).iter().map(|p| p.exits).max().unwrap_or(0);
        prop_assert_eq!(exits, out.len().min(7) as u64);
    }

    /// The French as side B read the same moves the same way.
    #[test]
    fn swapping_sides_mirrors_the_verdict(offs in prop::collection::vec(off(), 0..14)) {
        let g = grid(true);
        let s = battle(Some(g.clone()), entries(&g, &offs));
        let (v, w) = (verdict(&s), verdict(&s.swapped()));
        prop_assert_eq!(w.winner, v.winner.map(SideId::other));
        prop_assert_eq!(&w.level, &v.level);
        prop_assert_eq!(exit_flags(&w), exit_flags(&v));
    }
}
