use super::*;
use crate::model::{Contingent, Grid, Turn, Unit, UnitKind};

/// Prussia's P01 and Austria's A01 on a square grid, the log given.
fn two_units(p01: &str, a01: &str, turns: Vec<Vec<Event>>) -> Scenario {
    let mut s = Scenario::new("t");
    s.sides[0].name = "Prussia".into();
    s.sides[1].name = "Austria".into();
    for (side, id, at) in [(0, "P01", p01), (1, "A01", a01)] {
        let mut u = Unit::new(id, id, UnitKind::Infantry);
        u.position = Some(Position::Cell(at.into()));
        s.sides[side].contingents.push(Contingent {
            name: "c".into(),
            units: vec![u],
            ..Default::default()
        });
    }
    s.map.size = Some((1000, 1000));
    s.map.grid = Some(Grid::squares(100.0, 100.0, 0.0, 0.0));
    s.log.turns = turns
        .into_iter()
        .enumerate()
        .map(|(k, events)| Turn {
            name: format!("T{}", k + 1),
            events,
        })
        .collect();
    s
}

fn step(unit: &str, to: &str) -> Event {
    Event::Move {
        unit: unit.into(),
        to: Position::Cell(to.into()),
        facing: None,
    }
}

fn spotted(by: SideId, unit: &str) -> Event {
    Event::Spotted {
        by,
        units: vec![unit.into()],
    }
}

/// Where `audience` knows each unit after `turns` turns, as cell ids.
fn known(s: &Scenario, audience: Audience, turns: usize) -> Vec<Option<String>> {
    Sight::new(s, audience)
        .after_turns(turns)
        .iter()
        .map(|st| st.position.map(|p| p.label(s.map.grid.as_ref())))
        .collect()
}

fn cells(list: &[Option<&str>]) -> Vec<Option<String>> {
    list.iter().map(|c| c.map(str::to_string)).collect()
}

#[test]
fn a_side_sees_its_own_units_the_umpire_all_the_public_none() {
    let mut s = Scenario::new("t");
    for (side, id) in [(0, "a"), (1, "b")] {
        s.sides[side].contingents.push(Contingent {
            name: "c".into(),
            units: vec![Unit::new(id, id, UnitKind::Infantry)],
            ..Default::default()
        });
    }
    assert_eq!(units_seen(&s, Audience::Umpire), [true, true]);
    assert_eq!(units_seen(&s, Audience::Side(SideId::A)), [true, false]);
    assert_eq!(units_seen(&s, Audience::Side(SideId::B)), [false, true]);
    assert_eq!(units_seen(&s, Audience::Public), [false, false]);
}

/// Prussia's one unit, IR 7 ("P01"), on a 400 × 300 map with hexes 100 px across.
fn ir7_of_prussia() -> Scenario {
    let mut s = Scenario::new("t");
    s.sides[0].name = "Prussia".into();
    s.sides[0].contingents.push(Contingent {
        name: "c".into(),
        units: vec![Unit::new("P01", "IR 7", UnitKind::Infantry)],
        ..Default::default()
    });
    s.map.size = Some((400, 300));
    s.map.grid = Some(Grid::hexes(100.0, false, 50.0, 50.0));
    s
}

/// The log's sentence for IR 7 moving to `to`, as `audience` reads it.
fn move_said(
    s: &Scenario,
    to: crate::model::Position,
    facing: Option<f32>,
    audience: Audience,
) -> String {
    let record = crate::record::BattleRecord::build(s);
    let e = crate::model::Event::Move {
        unit: "P01".into(),
        to,
        facing: facing.map(crate::model::Facing),
    };
    let k = Knowledge::new(s, &record, audience);
    crate::record::narrator::sentence(s, &e, &k)
}

#[test]
fn a_move_says_where_only_to_those_who_see_the_unit() {
    use crate::model::Position;
    let s = ir7_of_prussia();
    let say = |audience| {
        move_said(
            &s,
            Position::Point { x: 120.0, y: 130.0 },
            Some(90.0),
            audience,
        )
    };
    assert_eq!(
        say(Audience::Umpire),
        "IR 7 (Prussia) moves to 0202, facing 90°."
    );
    assert_eq!(say(Audience::Side(SideId::A)), say(Audience::Umpire));
    assert_eq!(say(Audience::Side(SideId::B)), "IR 7 (Prussia) moves.");
    assert_eq!(say(Audience::Public), "IR 7 (Prussia) moves.");
}

#[test]
fn a_move_off_the_map_says_so_only_to_those_who_see_the_unit() {
    use crate::model::Position;
    let s = ir7_of_prussia();
    let say = |audience| move_said(&s, Position::Point { x: 120.0, y: -15.0 }, None, audience);
    assert_eq!(say(Audience::Umpire), "IR 7 (Prussia) moves off the map.");
    assert_eq!(say(Audience::Side(SideId::A)), say(Audience::Umpire));
    assert_eq!(say(Audience::Side(SideId::B)), "IR 7 (Prussia) moves.");
}

#[test]
fn a_unit_seen_is_known_where_it_stood_that_turn_only() {
    let s = two_units(
        "0101",
        "0505",
        vec![
            vec![
                step("A01", "0504"),
                spotted(SideId::A, "A01"),
                step("A01", "0503"),
            ],
            vec![step("A01", "0502")],
        ],
    );
    let a = Audience::Side(SideId::A);
    assert_eq!(known(&s, a, 0), cells(&[Some("0101"), None]));
    assert_eq!(known(&s, a, 1), cells(&[Some("0101"), Some("0504")]));
    assert_eq!(known(&s, a, 2), cells(&[Some("0101"), None]));
    assert_eq!(
        known(&s, Audience::Umpire, 1),
        cells(&[Some("0101"), Some("0503")])
    );
    assert_eq!(
        known(&s, Audience::Side(SideId::B), 1),
        cells(&[None, Some("0503")])
    );
    assert_eq!(known(&s, Audience::Public, 1), cells(&[None, None]));
    assert!(
        Sight::new(&s, a).arrows(0).is_empty(),
        "no arrow of an enemy's move"
    );
    assert_eq!(Sight::new(&s, Audience::Side(SideId::B)).arrows(0).len(), 1);
}

#[test]
fn units_in_contact_see_each_other_where_the_scenario_says_so() {
    let mut s = two_units(
        "0101",
        "0303",
        vec![vec![step("A01", "0202")], vec![step("A01", "0404")]],
    );
    let a = Audience::Side(SideId::A);
    assert_eq!(known(&s, a, 1), cells(&[Some("0101"), None]));
    s.settings.contact_reveals = true;
    assert_eq!(known(&s, a, 0), cells(&[Some("0101"), None]));
    assert_eq!(known(&s, a, 1), cells(&[Some("0101"), Some("0202")]));
    assert_eq!(known(&s, a, 2), cells(&[Some("0101"), None]));
    assert_eq!(
        known(&s, Audience::Side(SideId::B), 1),
        cells(&[Some("0101"), Some("0202")])
    );
    assert_eq!(known(&s, Audience::Public, 1), cells(&[None, None]));
    // Within the scenario's distance: 0404 is three cells of 100 px along each axis, 424 px,
    // from 0101.
    s.settings.contact_distance = Some(430.0);
    assert_eq!(known(&s, a, 2), cells(&[Some("0101"), Some("0404")]));
    s.map.scale = Some(crate::model::MapScale {
        per_pixel: 2.0,
        unit: "m".into(),
    });
    assert_eq!(
        known(&s, a, 2),
        cells(&[Some("0101"), None]),
        "848 m is beyond 430 m"
    );
}

#[test]
fn turning_everything_over_shows_every_position_of_the_battle_to_all() {
    let mut s = two_units("0101", "0505", vec![vec![step("A01", "0504")]]);
    s.log.turns[0].events.push(Event::RevealMarkers);
    for audience in Audience::ALL {
        assert_eq!(known(&s, audience, 0), cells(&[Some("0101"), Some("0505")]));
        assert_eq!(Sight::new(&s, audience).arrows(0).len(), 1);
    }
    let record = crate::record::BattleRecord::build(&s);
    let k = Knowledge::new(&s, &record, Audience::Public);
    assert_eq!(
        crate::record::narrator::sentence(&s, &step("A01", "0504"), &k),
        "A01 (Austria) moves to 0504."
    );
}

#[test]
fn the_spotted_entry_names_the_units_only_to_those_who_saw_them() {
    let s = two_units("0101", "0505", vec![vec![spotted(SideId::A, "A01")]]);
    let record = crate::record::BattleRecord::build(&s);
    let say = |audience| {
        let k = Knowledge::new(&s, &record, audience);
        crate::record::narrator::sentence(&s, &s.log.turns[0].events[0], &k)
    };
    assert_eq!(say(Audience::Umpire), "Prussia sees A01 (Austria).");
    assert_eq!(say(Audience::Side(SideId::A)), say(Audience::Umpire));
    assert_eq!(
        say(Audience::Side(SideId::B)),
        "The umpire marks what Prussia sees."
    );
    assert_eq!(say(Audience::Public), say(Audience::Side(SideId::B)));
}

#[test]
fn check_names_a_side_marked_seeing_its_own_unit_or_none() {
    let s = two_units(
        "0101",
        "0505",
        vec![vec![Event::Spotted {
            by: SideId::A,
            units: vec!["A01".into(), "P01".into(), "X9".into()],
        }]],
    );
    let said: Vec<(String, String)> = s
        .validate(&[])
        .into_iter()
        .map(|p| (p.path, p.message))
        .collect();
    assert!(said.contains(&(
        "log[0] (turn \"T1\").events[0].units[1]".to_string(),
        "unit \"P01\" is this side's own: a side always sees its units".to_string()
    )));
    assert!(said.contains(&(
        "log[0] (turn \"T1\").events[0].units[2]".to_string(),
        "no unit with id \"X9\"".to_string()
    )));
    assert!(!said.iter().any(|(path, _)| path.ends_with("units[0]")));
}

#[test]
fn the_record_lists_each_place_the_audience_knows_and_no_other() {
    use crate::record::{BattleRecord, Projection, export};
    let s = two_units(
        "0101",
        "0505",
        vec![
            vec![step("P01", "0102"), spotted(SideId::A, "A01")],
            vec![step("A01", "0504")],
        ],
    );
    let record = BattleRecord::build(&s);
    let csv = |audience| export::csv(&Projection::new(&s, &record, audience));
    assert_eq!(
        csv(Audience::Side(SideId::A)),
        "turn,side,men_lost,stands_lost,sp_lost,up_lost,vp_held,morale,combat_sp_lost,at:P01,at:A01\n\
         Start,Prussia,0,0,0,0,0,,0,0101,\n\
         Start,Austria,0,0,0,0,0,,0,,\n\
         T1,Prussia,0,0,0,0,0,,0,0102,\n\
         T1,Austria,0,0,0,0,0,,0,,0505\n\
         T2,Prussia,0,0,0,0,0,,0,0102,\n\
         T2,Austria,0,0,0,0,0,,0,,\n"
    );
    let json = |audience| {
        serde_json::to_value(export::json(&Projection::new(&s, &record, audience))).unwrap()
    };
    let b = json(Audience::Side(SideId::B));
    assert_eq!(b["positions"].as_array().unwrap().len(), 1, "{b}");
    assert_eq!(b["positions"][0]["unit"], "A01");
    assert_eq!(
        b["positions"][0]["at"],
        serde_json::json!([{"cell": "0505"}, {"cell": "0505"}, {"cell": "0504"}])
    );
    assert!(json(Audience::Public).get("positions").is_none());
    assert_eq!(
        json(Audience::Umpire)["positions"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
}
