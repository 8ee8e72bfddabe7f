//! Non-interference of where units stand (rules reference, "Who knows what"): for a side, moving
//! the enemy units it has not seen (their deployments and moves that no `Spotted` entry of that
//! side shows), and for the public moving every unit, leaves everything that audience is shown
//! the same: the battle map drawn after every turn, the record's CSV and JSON, the log's
//! sentences and the players' report. For the umpire the same moves change the maps, so the test
//! can fail.

use proptest::prelude::*;
use umpire::model::{
    Contingent, Event, Grid, Point, Polygon, Position, Scenario, SideId, Turn, Unit, UnitKind,
};
use umpire::record::{Audience, BattleRecord, Knowledge, Projection, export, narrator};
use umpire::render::battle::BattleView;
use umpire::render::draw;
use umpire::report::template::MapTurns;
use umpire::report::{self, PrintDate, ReportOptions, Template};

/// Units a side, cells of the map a side, turns.
const UNITS: usize = 3;
const TURNS: usize = 3;
const CELL: f64 = 20.0;

/// A cell id on the 10 × 10 square grid: side A's units stand in columns 1 to 3, side B's in
/// columns 7 to 10, too far apart to touch (so contact never shows a unit).
fn cell(side: SideId, pick: (u8, u8)) -> Position {
    let col = match side {
        SideId::A => 1 + pick.0 % 3,
        SideId::B => 7 + pick.0 % 4,
    };
    Position::Cell(format!("{col:02}{:02}", 1 + pick.1 % 10))
}

fn unit_id(side: SideId, n: usize) -> String {
    format!("{}{n}", ["P", "A"][side.index()])
}

/// One entry of the generated log.
#[derive(Clone, Debug)]
enum Entry {
    Move(SideId, usize, (u8, u8)),
    Spot(SideId, u8),
}

fn entry() -> impl Strategy<Value = Entry> {
    let side = prop_oneof![Just(SideId::A), Just(SideId::B)];
    prop_oneof![
        3 => (side.clone(), 0..UNITS, any::<(u8, u8)>()).prop_map(|(s, u, c)| Entry::Move(s, u, c)),
        1 => (side, 1u8..8).prop_map(|(s, m)| Entry::Spot(s, m)),
    ]
}

fn battle(deploy: &[(u8, u8)], turns: &[Vec<Entry>], contact_reveals: bool) -> Scenario {
    let mut s = Scenario::new("Fog");
    s.sides[0].name = "Prussia".into();
    s.sides[1].name = "Austria".into();
    for side in SideId::BOTH {
        let units = (0..UNITS)
            .map(|n| {
                let mut u = Unit::new(
                    &unit_id(side, n),
                    &format!("{side:?} {n}"),
                    UnitKind::Infantry,
                );
                u.position = Some(cell(side, deploy[side.index() * UNITS + n]));
                u
            })
            .collect();
        s.sides[side.index()].contingents.push(Contingent {
            name: "c".into(),
            units,
            ..Default::default()
        });
    }
    s.map.size = Some((200, 200));
    // Side A's area covers the map, so that the report draws the whole field without an image.
    s.sides[0].deployment = Polygon::new(
        [(0.0, 0.0), (200.0, 0.0), (200.0, 200.0), (0.0, 200.0)]
            .map(|(x, y)| Point::new(x, y))
            .to_vec(),
    );
    s.map.grid = Some(Grid::squares(CELL, CELL, 0.0, 0.0));
    s.settings.contact_reveals = contact_reveals;
    s.log.turns = turns
        .iter()
        .enumerate()
        .map(|(t, entries)| Turn {
            name: format!("Turn {}", t + 1),
            events: entries
                .iter()
                .map(|e| match *e {
                    Entry::Move(side, n, c) => Event::Move {
                        unit: unit_id(side, n),
                        to: cell(side, c),
                        facing: None,
                    },
                    Entry::Spot(by, mask) => Event::Spotted {
                        by,
                        units: (0..UNITS)
                            .filter(|n| mask & (1 << n) != 0)
                            .map(|n| unit_id(by.other(), n))
                            .collect(),
                    },
                })
                .collect(),
        })
        .collect();
    s
}

/// Where a unit's place came from: its deployment, or a move at (turn, entry).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    Deployed,
    Moved(usize, usize),
}

/// `s` with every place `audience` never saw moved to `to` (cells in turn, round and round):
/// a side's own units and the places a Spotted entry of that side showed stay.
pub(crate) fn move_unseen(s: &Scenario, audience: Audience, to: &[(u8, u8)]) -> Scenario {
    let hidden = |side: SideId| match audience {
        Audience::Side(own) => side != own,
        _ => true,
    };
    let mut now: Vec<Source> = vec![Source::Deployed; 2 * UNITS];
    let mut seen_units: Vec<(usize, Source)> = Vec::new();
    let index = |id: &str| {
        let side = if id.starts_with('P') { 0 } else { 1 };
        side * UNITS + id[1..].parse::<usize>().unwrap()
    };
    for (t, turn) in s.log.turns.iter().enumerate() {
        for (e, event) in turn.events.iter().enumerate() {
            match event {
                Event::Move { unit, .. } => now[index(unit)] = Source::Moved(t, e),
                Event::Spotted { by, units } if audience == Audience::Side(*by) => {
                    for u in units {
                        seen_units.push((index(u), now[index(u)]));
                    }
                }
                _ => {}
            }
        }
    }
    let pinned = |k: usize, src: Source| seen_units.contains(&(k, src));
    let mut out = s.clone();
    let mut next = to.iter().cycle();
    for side in SideId::BOTH.into_iter().filter(|&sd| hidden(sd)) {
        for n in 0..UNITS {
            let k = side.index() * UNITS + n;
            if !pinned(k, Source::Deployed) {
                out.sides[side.index()].contingents[0].units[n].position =
                    Some(cell(side, *next.next().unwrap()));
            }
        }
    }
    for (t, turn) in out.log.turns.iter_mut().enumerate() {
        for (e, event) in turn.events.iter_mut().enumerate() {
            if let Event::Move {
                unit, to: place, ..
            } = event
            {
                let k = index(unit);
                let side = SideId::BOTH[k / UNITS];
                if hidden(side) && !pinned(k, Source::Moved(t, e)) {
                    *place = cell(side, *next.next().unwrap());
                }
            }
        }
    }
    out
}

/// The battle map drawn for `audience` after each turn (0: at deployment).
pub(crate) fn maps(s: &Scenario, audience: Audience) -> Vec<Vec<u8>> {
    let base = image::RgbaImage::from_pixel(200, 200, image::Rgba([200, 210, 190, 255]));
    let opts = draw::RenderOptions {
        withheld: draw::withheld_values(s, audience),
        scale: 1.0,
    };
    (0..=s.log.turns.len())
        .map(|t| {
            let view = BattleView {
                turns: Some(t),
                grid: true,
                audience,
            };
            draw::render_battle_map(s, &base, &opts, &view)
                .expect("drawn")
                .into_raw()
        })
        .collect()
}

/// The record's CSV and JSON and every sentence of the log, for `audience`.
pub(crate) fn texts(s: &Scenario, audience: Audience) -> Vec<String> {
    let record = BattleRecord::build(s);
    let p = Projection::new(s, &record, audience);
    let k = Knowledge::new(s, &record, audience);
    let mut out = vec![
        export::csv(&p),
        serde_json::to_string(&export::json(&p)).unwrap(),
    ];
    out.extend(s.log.events().map(|(_, e)| narrator::sentence(s, e, &k)));
    out
}

/// The text of the players' report made for `audience`, with the maps of `map_turns`.
fn report_text_with(s: &Scenario, audience: Audience, map_turns: MapTurns) -> String {
    let doc = report_pdf(s, audience, map_turns);
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).expect("text comes out")
}

/// What every page of the players' report draws (its content streams: text, lines, counters).
fn report_pages(s: &Scenario, audience: Audience) -> Vec<Vec<u8>> {
    let doc = report_pdf(s, audience, MapTurns::All);
    doc.get_pages()
        .values()
        .map(|&page| without_resource_names(&doc.get_page_content(page)))
        .collect()
}

/// A page's content with the names of its fonts and graphics states (random for each PDF
/// written) made one: `/` and 32 capitals.
fn without_resource_names(content: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(content.len());
    let mut k = 0;
    while k < content.len() {
        let name = content.get(k + 1..k + 33);
        if content[k] == b'/' && name.is_some_and(|n| n.iter().all(u8::is_ascii_uppercase)) {
            out.extend_from_slice(b"/NAME");
            k += 33;
        } else {
            out.push(content[k]);
            k += 1;
        }
    }
    out
}

fn report_pdf(s: &Scenario, audience: Audience, map_turns: MapTurns) -> lopdf::Document {
    let opts = ReportOptions {
        printed: Some(PrintDate {
            year: 2026,
            month: 11,
            day: 26,
        }),
        audience: Some(audience),
        ..Default::default()
    };
    let mut template = Template::builtin("player").unwrap();
    template.map_turns = map_turns;
    let (bytes, _) = report::render(s, None, &template, &opts).expect("the report renders");
    lopdf::Document::load_mem(&bytes).expect("the PDF reads back")
}

pub(crate) fn case() -> impl Strategy<Value = (Scenario, Audience, Vec<(u8, u8)>)> {
    (
        prop::collection::vec(any::<(u8, u8)>(), 2 * UNITS),
        prop::collection::vec(prop::collection::vec(entry(), 0..6), TURNS),
        any::<bool>(),
        prop_oneof![
            Just(Audience::Side(SideId::A)),
            Just(Audience::Side(SideId::B)),
            Just(Audience::Public),
        ],
        prop::collection::vec(any::<(u8, u8)>(), 1..8),
    )
        .prop_map(|(deploy, turns, contact, audience, to)| {
            (battle(&deploy, &turns, contact), audience, to)
        })
}

pub(crate) fn places_changed(a: &Scenario, b: &Scenario) -> bool {
    let deployed = |s: &Scenario| -> Vec<Option<Position>> {
        s.units().map(|(_, u)| u.position.clone()).collect()
    };
    deployed(a) != deployed(b) || a.log != b.log
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn an_audience_learns_nothing_from_places_it_has_not_seen((s, audience, to) in case()) {
        let t = move_unseen(&s, audience, &to);
        prop_assert!(maps(&s, audience) == maps(&t, audience), "a map differs");
        prop_assert_eq!(texts(&s, audience), texts(&t, audience));
        if places_changed(&s, &t) {
            // The same moves are visible to the umpire: the test can see a leak.
            prop_assert!(maps(&s, Audience::Umpire) != maps(&t, Audience::Umpire));
            prop_assert!(texts(&s, Audience::Umpire) != texts(&t, Audience::Umpire));
        }
    }
}

proptest! {
    // A PDF per audience and case: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn the_players_report_keeps_the_places_unseen((s, audience, to) in case()) {
        let t = move_unseen(&s, audience, &to);
        let (x, y) = (report_pages(&s, audience), report_pages(&t, audience));
        prop_assert!(x == y, "a page differs");
        if places_changed(&s, &t) {
            prop_assert!(report_pages(&s, Audience::Umpire) != report_pages(&t, Audience::Umpire));
        }
    }
}

#[test]
fn a_side_shown_an_enemy_sees_it_on_that_turns_map_only() {
    let s = battle(
        &[(0, 0); 2 * UNITS],
        &[
            vec![Entry::Spot(SideId::A, 0b001)],
            vec![Entry::Move(SideId::B, 0, (1, 1))],
            vec![],
        ],
        false,
    );
    let a = maps(&s, Audience::Side(SideId::A));
    let blank = maps(&s, Audience::Public);
    assert_ne!(a[1], a[0], "turn 1 shows the enemy seen");
    assert_eq!(
        a[2], a[0],
        "turn 2 shows it no longer: it was not seen again"
    );
    assert_ne!(a[0], blank[0], "side A sees its own units");
}

#[test]
fn the_report_shows_the_battle_at_deployment_the_turns_asked_for_and_the_end() {
    let s = battle(
        &[(0, 0); 2 * UNITS],
        &[
            vec![Entry::Spot(SideId::A, 0b001)],
            vec![Entry::Move(SideId::B, 1, (1, 1))],
            vec![],
        ],
        false,
    );
    let headings = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("The battle "))
            .map(str::to_string)
            .collect()
    };
    let none = report_text_with(&s, Audience::Side(SideId::A), MapTurns::None);
    assert_eq!(
        headings(&none),
        ["The battle at deployment", "The battle after Turn 3"]
    );
    let every = report_text_with(&s, Audience::Side(SideId::A), MapTurns::Every(1));
    assert_eq!(
        headings(&every),
        [
            "The battle at deployment",
            "The battle after Turn 1",
            "The battle after Turn 2",
            "The battle after Turn 3"
        ]
    );
    let named = MapTurns::Turns(vec!["Turn 2".into()]);
    assert_eq!(
        headings(&report_text_with(&s, Audience::Umpire, named)),
        [
            "The battle at deployment",
            "The battle after Turn 2",
            "The battle after Turn 3"
        ]
    );
    // Side A's maps name the enemy unit it saw in turn 1 on that turn's map, and no other enemy
    // unit (the order of battle names every unit in each report).
    let times = |text: &str, name: &str| text.matches(name).count();
    assert_eq!(times(&every, "B 0"), times(&none, "B 0") + 1, "{every}");
    for hidden in ["B 1", "B 2"] {
        assert_eq!(times(&every, hidden), times(&none, hidden));
    }
    let umpire = |turns| report_text_with(&s, Audience::Umpire, turns);
    assert_eq!(
        times(&umpire(MapTurns::All), "B 1"),
        times(&umpire(MapTurns::None), "B 1") + 2
    );
}
