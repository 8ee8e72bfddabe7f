//! The battle desk's Waterloo 20 and Napoleon at Waterloo tools (a combat resolved and logged,
//! rallies and random events on a night turn, the morale ledger, the exits tracker) and its
//! graphs (the series against the log, the PNG and its golden image), driven as a user drives
//! them.

use super::*;

#[test]
fn a_waterloo_20_combat_is_resolved_and_logged() {
    let mut h = harness(waterloo20_scenario());
    click(&mut h, "Waterloo 20");
    click(&mut h, "Attacker: Imperial Guard (IG) 4-2");
    click(&mut h, "Attacker: I Corps (FI) 3-2");
    click(&mut h, "Defender: Anglo-Dutch I Corps (ADI) 4-2");
    // 4 + 3 against 4 in the open: +3, and the chance of each result before the roll.
    assert!(shows(
        &h,
        "Attack 7 against defence 4: differential +3, column +3"
    ));
    assert!(
        shows(&h, "2 in 6 (33.33%)"),
        "DR and DW come up twice in six at +3"
    );
    click(&mut h, "Roll the die");
    let roll = roll_dice(1815, 0, 6);
    let result = systems::waterloo20::crt(3, roll);
    assert!(shows(
        &h,
        &format!(
            "Roll {roll} (seeded draw 0) in column +3: {}",
            result.code()
        )
    ));
    click(&mut h, "Log this combat");
    let s = h.state().doc.scenario();
    assert_eq!(s.log.turns.len(), 1);
    assert_eq!(s.log.turns[0].name, "June 16 Afternoon");
    let Some(Event::Combat(c)) = s.log.turns[0].events.last() else {
        panic!("no combat logged");
    };
    assert_eq!(c.attacker, Some(SideId::A));
    assert_eq!(c.attackers, vec!["IG".to_string(), "FI".to_string()]);
    assert_eq!(c.defenders, vec!["ADI".to_string()]);
    assert_eq!(c.roll.map(|r| r.value), Some(roll));
    assert_eq!(c.result, Some(result));
    let cons = systems::waterloo20::consequences(c, result);
    assert_eq!(c.eliminated, cons.eliminated);
    assert_eq!(c.routed, cons.routed);
    // The combat is in the log, in words.
    click(&mut h, "Battle log");
    assert!(shows(
        &h,
        "France (Imperial Guard and I Corps) attacks Allies (Anglo-Dutch I Corps)"
    ));
}

fn losses_scenario() -> Scenario {
    let mut s = withdrawal_scenario();
    s.sides[0].contingents[0].units[0].strength.men = 20_000;
    s.sides[1].contingents[0].units[0].strength.men = 30_000;
    s.sides[1].contingents[0].units[1].strength.men = 2_000;
    let loss = |side, unit: Option<&str>, men| Event::Losses {
        side,
        unit: unit.map(String::from),
        men,
        stands: 0,
        strength_points: 0,
        unit_points: 0,
    };
    s.log.turns[0]
        .events
        .push(loss(SideId::A, Some("P1"), 1_500));
    s.log.turns.push(Turn {
        name: "2".into(),
        events: vec![
            loss(SideId::B, Some("A1"), 2_000),
            loss(SideId::B, None, 400),
            Event::MarkerControl {
                marker: "A".into(),
                side: SideId::A,
            },
        ],
    });
    s.log.turns.push(Turn {
        name: "3".into(),
        events: vec![loss(SideId::A, Some("P1"), 2_500)],
    });
    s
}

#[test]
fn the_graphs_series_match_the_log() {
    use umpire::record::{BattleRecord, Knowledge, Measure};
    let s = losses_scenario();
    let record = BattleRecord::build(&s);
    assert_eq!(record.labels, vec!["Start", "1", "2", "3"]);
    // Sum the log's Losses per side and turn by hand.
    let mut expected = [vec![0u64], vec![0u64]];
    for turn in &s.log.turns {
        let mut after = [*expected[0].last().unwrap(), *expected[1].last().unwrap()];
        for e in &turn.events {
            if let Event::Losses { side, men, .. } = e {
                after[side.index()] += men;
            }
        }
        expected[0].push(after[0]);
        expected[1].push(after[1]);
    }
    let men = SideId::BOTH.map(|side| record.loss_series(side, Measure::Men));
    assert_eq!(men[0], expected[0]);
    assert_eq!(men[1], expected[1]);
    assert_eq!(men[0], vec![0, 1_500, 1_500, 4_000]);
    assert_eq!(men[1], vec![0, 0, 2_400, 2_400]);
    assert_eq!(record.main_measure(), Some(Measure::Men));
    // VP: Austria holds A, B, D, E (60) from turn 1; Prussia takes A (30) in turn 2.
    let umpire = Knowledge::new(&s, &record, Audience::Umpire);
    let vp = graphs::chart(&s, &record, graphs::ChartKind::VpHeld, &umpire, &|_| true).unwrap();
    assert_eq!(vp.series[0].values, vec![0.0, 0.0, 30.0, 30.0]);
    assert_eq!(vp.series[1].values, vec![0.0, 60.0, 30.0, 30.0]);
    // The chart the window and the PNG draw carries the same numbers: exactly 4,000 of 20,000
    // = 20% and 2,400 of 32,000 = 7.5%, with the threshold of the rule that reads men.
    let c = graphs::chart(
        &s,
        &record,
        graphs::ChartKind::LossPercent,
        &umpire,
        &|id| id == "casualty-chart",
    )
    .unwrap();
    assert_eq!(c.series[0].values, vec![0.0, 7.5, 7.5, 20.0]);
    assert_eq!(c.series[1].values, vec![0.0, 0.0, 7.5, 7.5]);
    let ys: Vec<f64> = c.thresholds.iter().map(|t| t.y).collect();
    assert_eq!(ys, vec![35.0], "only the casualty chart reads men");
    let none = graphs::chart(
        &s,
        &record,
        graphs::ChartKind::LossPercent,
        &umpire,
        &|_| false,
    )
    .unwrap();
    assert!(
        none.thresholds.is_empty(),
        "no line for a system not in play"
    );
    assert!(
        graphs::chart(
            &s,
            &record,
            graphs::ChartKind::StrengthPoints,
            &umpire,
            &|_| true
        )
        .is_err(),
        "no Strength Points were lost"
    );
}

#[test]
fn waterloo_20_morale_series_follow_the_ledger() {
    let mut s = waterloo20_scenario();
    s.log.turns.push(Turn {
        name: "June 16 Afternoon".into(),
        events: vec![Event::Combat(umpire::model::Combat {
            attacker: Some(SideId::A),
            attackers: vec!["IG".into()],
            defenders: vec!["ADI".into()],
            result: Some(umpire::model::CrtResult::DE),
            eliminated: vec!["ADI".into()],
            ..Default::default()
        })],
    });
    s.log.turns.push(Turn {
        name: "June 16 Evening".into(),
        events: vec![],
    });
    let record = umpire::record::BattleRecord::build(&s);
    let series = record
        .morale
        .clone()
        .expect("both sides keep Morale Points");
    let m = SideId::BOTH.map(|side| series.iter().map(|t| t[side.index()]).collect::<Vec<_>>());
    let by_turn = systems::waterloo20::morale_by_turn(&s);
    assert_eq!(m[0][0], 5);
    assert_eq!(m[1][0], 6);
    assert_eq!(
        m[0][1..],
        by_turn.iter().map(|x| x[0]).collect::<Vec<_>>()[..]
    );
    assert_eq!(
        m[1][1..],
        by_turn.iter().map(|x| x[1]).collect::<Vec<_>>()[..]
    );
    // The Guard eliminated a corps in a DE: +1 France for the kill, +1 for the Guard; −1 Allies.
    assert_eq!((m[0][1], m[1][1]), (7, 5));
}

#[test]
fn the_graph_panel_saves_a_png_of_the_chart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("losses.png");
    let mut h = harness(losses_scenario());
    h.state_mut().desk.graphs.scripted_path = Some(path.clone());
    click(&mut h, "Graphs");
    click(&mut h, "Losses in % of strength");
    assert!(shows(&h, "Cumulative losses in % of strength (men)"));
    click(&mut h, "Save graph as PNG");
    h.run();
    let img = image::open(&path).expect("a PNG was written").to_rgba8();
    assert_eq!(img.dimensions(), graphs::PNG_SIZE);
    // Both sides' lines are drawn in their colours (the scenario's defaults for sides A and B).
    let has = |c: Rgb| img.pixels().any(|p| p.0[..3] == [c.0, c.1, c.2]);
    let s = h.state().doc.scenario();
    assert!(has(s.sides[0].colour), "no pixel of side A's colour");
    assert!(has(s.sides[1].colour), "no pixel of side B's colour");
    assert!(h.state().messages.last().unwrap().text.contains("saved to"));
}

#[test]
fn the_naw_tracker_shows_demoralization_and_exits() {
    let mut s = waterloo20_scenario();
    let combat = |a: u64, b: u64| {
        Event::Combat(umpire::model::Combat {
            sp_lost: (a, b),
            ..Default::default()
        })
    };
    s.log.turns.push(Turn {
        name: "1".into(),
        events: vec![combat(12, 25), combat(3, 15)],
    });
    let mut h = harness(s);
    click(&mut h, "Napoleon at Waterloo");
    assert!(shows(&h, "France (French) Strength Points lost: 15 of 40"));
    assert!(shows(&h, "Allies (Allied) Strength Points lost: 40 of 40"));
    assert!(shows(&h, "France units exited north: 0 of 7"));
    assert!(shows(&h, "Allies are demoralized [8.2]"));
    // One row per log entry: after the first combat the Allies are not yet demoralized.
    let points = desk::naw_tracker::points(h.state().doc.scenario());
    assert_eq!(points.len(), 2);
    assert_eq!((points[0].allied_sp, points[0].demoralized), (25, false));
    assert_eq!((points[1].allied_sp, points[1].demoralized), (40, true));
}

#[test]
fn a_rally_and_a_random_event_are_rolled_and_logged_on_a_night_turn() {
    let mut s = waterloo20_scenario();
    s.log.turns.push(Turn {
        name: "June 16 Night".into(),
        events: vec![Event::Status {
            unit: "FI".into(),
            status: UnitStatus::Routed,
        }],
    });
    let mut h = harness(s);
    click(&mut h, "Waterloo 20");
    click(&mut h, "Rally");
    click(&mut h, "Expend a Morale Point (+1)");
    assert!(shows(&h, "Modifier for I Corps (FI): +1"));
    click(&mut h, "Roll and log the rally");
    let first = roll_dice(1815, 0, 6);
    let s = h.state().doc.scenario();
    assert_eq!(
        s.log.turns[0].events.last(),
        Some(&Event::Rally {
            unit: "FI".into(),
            roll: umpire::model::Roll {
                value: first,
                source: DiceSource::Seeded { index: 0 }
            },
            morale_point: true,
        })
    );
    click(&mut h, "Random events");
    click(&mut h, "Roll and log the random event");
    let Some(Event::RandomEvent {
        side,
        roll,
        second_roll,
    }) = h.state().doc.scenario().log.turns[0].events.last().cloned()
    else {
        panic!("no random event logged");
    };
    assert_eq!(side, SideId::A);
    assert_eq!(roll.value, roll_dice(1815, 1, 6));
    assert_eq!(roll.source, DiceSource::Seeded { index: 1 });
    // Weather (3) and Morale Fluctuation (5) take a second die, the next seeded draw.
    if matches!(roll.value, 3 | 5) {
        assert_eq!(second_roll.map(|r| r.value), Some(roll_dice(1815, 2, 6)));
    } else {
        assert_eq!(second_roll, None);
    }
    // The night morale can be logged in this Night turn.
    click(&mut h, "Morale ledger");
    click(&mut h, "Log night morale");
    assert!(matches!(
        h.state().doc.scenario().log.turns[0].events.last(),
        Some(Event::NightMorale { .. })
    ));
}

#[test]
fn the_rally_list_follows_the_current_turn() {
    let mut s = waterloo20_scenario();
    let routed = |unit: &str| Event::Status {
        unit: unit.into(),
        status: UnitStatus::Routed,
    };
    s.log.turns = vec![
        Turn {
            name: "June 16 Night".into(),
            events: vec![routed("FI")],
        },
        Turn {
            name: "June 17 Morning".into(),
            events: vec![routed("ADI")],
        },
    ];
    let mut h = harness(s);
    h.state_mut().desk.turn = 0;
    click(&mut h, "Waterloo 20");
    click(&mut h, "Rally");
    // The first turn is earlier than the last: the desk asks before logging into it.
    assert!(shows(
        &h,
        "The current turn is June 16 Night, earlier than the last turn of the log (June 17 Morning)"
    ));
    // In the first turn only FI has routed: ADI routs later.
    assert!(shows(&h, "Modifier for I Corps (FI)"));
    click(&mut h, "Routed unit");
    assert!(
        !shows(&h, "Anglo-Dutch I Corps (ADI)"),
        "a unit routed in a later turn is not offered"
    );
    h.key_press(egui::Key::Escape);
    h.run();
    // FI rallies (a roll of 6), so it is not offered again.
    click(&mut h, "Rally roll: real dice");
    type_number(&mut h, "Rally roll (real dice)", "6");
    assert!(
        h.get_by_label("Roll and log the rally")
            .accesskit_node()
            .is_disabled(),
        "not before the question is answered"
    );
    click(&mut h, "Log into June 16 Night");
    click(&mut h, "Roll and log the rally");
    assert!(shows(&h, "Rally of I Corps (FI): roll 6 (real dice)"));
    assert!(shows(
        &h,
        "No routed unit may try to rally in June 16 Night."
    ));
    h.state_mut().desk.turn = 1;
    h.run();
    assert!(shows(&h, "Modifier for Anglo-Dutch I Corps (ADI)"));
}

#[test]
fn morale_below_zero_and_turns_past_the_track_are_said() {
    let mut s = waterloo20_scenario();
    s.log.turns = (0..13)
        .map(|i| Turn {
            name: umpire::systems::waterloo20::TURN_TRACK
                .get(i)
                .map(|n| n.to_string())
                .unwrap_or_else(|| format!("{}", i + 1)),
            events: Vec::new(),
        })
        .collect();
    s.log.turns[0].events.push(Event::MoraleSpent {
        side: SideId::A,
        points: 7,
        purpose: "attack".into(),
    });
    let mut h = harness(s);
    click(&mut h, "Waterloo 20");
    assert!(shows(
        &h,
        "The log has 13 turns; the Turn Record Track has 12"
    ));
    click(&mut h, "Morale ledger");
    assert!(shows(
        &h,
        "France's Morale Points are −2 after June 16 Afternoon"
    ));
}

#[test]
fn the_loss_graph_png_matches_its_golden_image() {
    let s = losses_scenario();
    let record = umpire::record::BattleRecord::build(&s);
    let known = umpire::record::Knowledge::new(&s, &record, Audience::Umpire);
    let chart = graphs::chart(&s, &record, graphs::ChartKind::LossPercent, &known, &|_| {
        true
    })
    .unwrap();
    let png = graphs::render_png(&chart, 480, 300).unwrap();
    crate::gui_map::assert_snapshot("loss-graph", &png);
}
