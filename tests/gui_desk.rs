//! The battle desk driven as a user drives it: typing end-of-battle figures and watching the
//! casualty-chart verdict change, an army short of ammunition shifting the column in the worked
//! steps, a seeded withdrawal test landing in the log with its numbers, a Waterloo 20 combat
//! resolved and logged, the log edited and undone, "Go to" on missing data, and the graphs'
//! series checked against the log; what the systems rule about the log's entries, in
//! [`rulings`]. The harness and the helpers that click and type are shared with the other desk
//! tests (`gui_casualty_chart`).

mod rulings;

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use umpire::app::desk::{self, DeskPanel, DeskState, graphs};
use umpire::app::document::Document;
use umpire::app::view::{Audience, Message, ViewCtx};
use umpire::model::{
    Contingent, DiceSource, EndOfBattle, Event, Marker, Point, Rgb, Role, Scenario, SideId,
    Strength, Turn, Unit, UnitKind, UnitStatus, roll_dice,
};
use umpire::systems::{self, Judgement};

pub(crate) struct App {
    pub(crate) doc: Document,
    pub(crate) desk: DeskState,
    pub(crate) messages: Vec<Message>,
    audience: Audience,
}

pub(crate) fn harness(s: Scenario) -> Harness<'static, App> {
    let app = App {
        doc: Document::new(s, None),
        desk: DeskState::default(),
        messages: Vec::new(),
        audience: Audience::Umpire,
    };
    Harness::builder()
        .with_size(vec2(1600.0, 2400.0))
        // The systems' worked steps use arrows and minus signs the default test font lacks.
        .allow_missing_glyphs()
        .build_ui_state(
            |ui, app: &mut App| {
                let mut view = ViewCtx {
                    audience: app.audience,
                    scenario_dir: None,
                    messages: &mut app.messages,
                };
                desk::ui(ui, &mut app.doc, &mut view, &mut app.desk);
                let now = ui.input(|i| i.time);
                app.doc.end_frame(now);
            },
            app,
        )
}

/// Click the widget named `label` (a button, checkbox or header, not a text with that name).
pub(crate) fn click<S>(h: &mut Harness<'_, S>, label: &str) {
    {
        let found: Vec<_> = h
            .query_all_by_label(label)
            .filter(|n| n.accesskit_node().role() != egui::accesskit::Role::Label)
            .collect();
        assert_eq!(found.len(), 1, "widgets named \"{label}\": {}", found.len());
        found[0].click();
    }
    h.run();
}

/// Type a number into the field with this accessible name, replacing what it held.
pub(crate) fn type_number(h: &mut Harness<'_, App>, name: &str, value: &str) {
    h.get_by_label(name).focus();
    h.run();
    h.get_by_label(name).type_text(value);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
}

pub(crate) fn shows(h: &Harness<'_, App>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

pub(crate) fn contingent(name: &str, end: EndOfBattle, units: Vec<Unit>) -> Contingent {
    Contingent {
        name: name.into(),
        units,
        end,
    }
}

/// RULES.md §1's worked example, with Austria's casualties still to be typed: Austria 25,000
/// men, Prussia 50,000 of whom 5,000 fell.
fn casualty_scenario() -> Scenario {
    let mut s = Scenario::new("Rule 4");
    s.sides[0].name = "Austria".into();
    s.sides[1].name = "Prussia".into();
    s.sides[0].contingents.push(contingent(
        "Main army",
        EndOfBattle {
            start_men: 25_000,
            ..Default::default()
        },
        vec![],
    ));
    s.sides[1].contingents.push(contingent(
        "Main army",
        EndOfBattle {
            start_men: 50_000,
            casualties_men: 5_000,
            ..Default::default()
        },
        vec![],
    ));
    s
}

fn headline(s: &Scenario, id: &str) -> String {
    match systems::by_id(id).unwrap().judge(s) {
        Judgement::Verdict(v) => v.headline,
        other => panic!("{id} gave no verdict: {other:?}"),
    }
}

#[test]
fn typing_casualties_changes_the_casualty_chart_verdict() {
    let mut h = harness(casualty_scenario());
    click(&mut h, "Verdicts");
    // Austria has lost nobody yet: Prussia's 10% is the higher adjusted loss.
    assert!(shows(&h, "Minor victory for Austria"));
    click(&mut h, "End of battle");
    type_number(&mut h, "Casualties (men), Austria: Main army", "10000");
    assert_eq!(
        h.state().doc.scenario().sides[0].contingents[0]
            .end
            .casualties_men,
        10_000
    );
    click(&mut h, "Verdicts");
    // 40% × ratio 0.5 = 20% against 10%: r = 0.5, column 20%+ → Minor victory for Prussia.
    assert!(shows(&h, "Minor victory for Prussia"));
    assert!(!shows(&h, "Minor victory for Austria"));
    assert_eq!(
        headline(h.state().doc.scenario(), "casualty-chart"),
        "Minor victory for Prussia"
    );
    // Austria's 40% allows the early end, and the card says so.
    assert!(shows(&h, "35%"));
}

#[test]
fn each_verdict_card_says_why_with_its_deciding_figures() {
    let mut h = harness(casualty_scenario());
    click(&mut h, "Verdicts");
    let v = systems::by_id("casualty-chart")
        .unwrap()
        .judge(h.state().doc.scenario());
    let reason = &v.verdict().expect("a verdict").reason;
    assert!(!reason.is_empty());
    assert!(
        shows(&h, &format!("Why: {}.", reason.trim_end_matches('.'))),
        "the card shows the system's own reason: {reason}"
    );
}

#[test]
fn a_side_short_of_ammunition_shifts_the_column_in_the_steps() {
    let mut s = casualty_scenario();
    s.sides[0].contingents[0].end.casualties_men = 10_000;
    let mut h = harness(s);
    click(&mut h, "End of battle");
    type_number(&mut h, "Infantry units, Austria: Main army", "10");
    type_number(
        &mut h,
        "Infantry units out of ammunition, Austria: Main army",
        "1",
    );
    let end = h.state().doc.scenario().sides[0].contingents[0].end;
    assert_eq!((end.infantry_units, end.out_of_ammunition), (10, 1));
    click(&mut h, "Verdicts");
    let name = systems::by_id("casualty-chart").unwrap().name();
    click(&mut h, &format!("Worked steps: {name}"));
    // 1 of 10 units out of ammunition is 10%: Austria, the loser, is short; Prussia is not.
    assert!(shows(
        &h,
        "Only the loser is short: one column in favour of the winner, right (+1)."
    ));
    assert!(
        shows(&h, "Column 20%+ shifted +1 → 25%+"),
        "the chart reading names the shifted column"
    );
    assert!(shows(&h, "Major victory for Prussia"));
}

pub(crate) fn unit(id: &str, name: &str, kind: UnitKind, strength: Strength) -> Unit {
    Unit {
        strength,
        ..Unit::new(id, name, kind)
    }
}

fn stands(n: u64) -> Strength {
    Strength {
        stands: n,
        ..Strength::default()
    }
}

/// The seed's withdrawal example: Austria began with 235 stands, 20 of them off the table, and
/// has lost 77: 138 of 235 = 59%; it holds 60% of the VP.
fn withdrawal_scenario() -> Scenario {
    let mut s = Scenario::new("Lobositz");
    s.dice_seed = 1757;
    s.sides[0].name = "Prussia".into();
    s.sides[0].role = Role::Attacker;
    s.sides[1].name = "Austria".into();
    s.sides[1].role = Role::Defender;
    s.sides[0].contingents.push(contingent(
        "King's army",
        EndOfBattle::default(),
        vec![unit("P1", "Prussian foot", UnitKind::Infantry, stands(200))],
    ));
    let mut reserve = unit("A2", "Reserve", UnitKind::Infantry, stands(20));
    reserve.status = UnitStatus::OffTable;
    s.sides[1].contingents.push(contingent(
        "Browne's army",
        EndOfBattle::default(),
        vec![
            unit("A1", "Austrian foot", UnitKind::Infantry, stands(215)),
            reserve,
        ],
    ));
    for (k, v) in [30, 20, 15, 5, 5, 5, 5, 5, 5, 5].into_iter().enumerate() {
        s.markers.markers.push(Marker {
            id: ((b'A' + k as u8) as char).to_string(),
            name: String::new(),
            pos: Point::new(10.0 * k as f32, 10.0),
            value: v,
            hidden: false,
            placed_by: None,
        });
    }
    let mut events: Vec<Event> = ["A", "B", "D", "E"]
        .into_iter()
        .map(|m| Event::MarkerControl {
            marker: m.into(),
            side: SideId::B,
        })
        .collect();
    events.push(Event::Losses {
        side: SideId::B,
        unit: Some("A1".into()),
        men: 0,
        stands: 77,
        strength_points: 0,
        unit_points: 0,
    });
    s.log.turns.push(Turn {
        name: "1".into(),
        events,
    });
    s
}

#[test]
fn a_seeded_withdrawal_test_goes_into_the_log_with_its_numbers() {
    let mut h = harness(withdrawal_scenario());
    click(&mut h, "Withdrawal test");
    assert!(shows(&h, "Austria may be challenged now."));
    assert!(shows(&h, "59%"));
    assert!(shows(&h, "Prussia may not be challenged now:"));
    click(&mut h, "Roll withdrawal test of Austria");
    let expected = roll_dice(1757, 0, 100);
    let s = h.state().doc.scenario();
    let last = s.log.turns[0].events.last().unwrap();
    let Event::WithdrawalTest(t) = last else {
        panic!("the last entry is {last:?}, not a withdrawal test");
    };
    assert_eq!(t.side, SideId::B);
    assert_eq!(
        (t.rs_percent, t.vp_percent, t.penalty, t.wf),
        (59, 60, 0, 35)
    );
    assert_eq!(t.roll.value, expected);
    assert_eq!(t.roll.source, DiceSource::Seeded { index: 0 });
    assert_eq!(t.withdrew, expected > 35);
    // The log shows it in words.
    click(&mut h, "Battle log");
    let line = format!(
        "Withdrawal test of Austria: RS 59%, VP 60%, WF 35; roll {expected} (seeded draw 0)"
    );
    assert!(shows(&h, &line), "the log lacks \"{line}\"");
}

#[test]
fn the_withdrawal_banner_goes_when_the_test_is_undone() {
    let mut h = harness(withdrawal_scenario());
    click(&mut h, "Withdrawal test");
    click(&mut h, "Roll withdrawal test of Austria");
    let banner = "Withdrawal test of Austria: RS 59%, VP 60%, WF 35; roll";
    assert!(shows(&h, banner), "the banner tells the test just rolled");
    h.state_mut().doc.undo();
    h.run();
    assert!(
        h.state()
            .doc
            .scenario()
            .log
            .events()
            .all(|(_, e)| !matches!(e, Event::WithdrawalTest(_)))
    );
    assert!(
        !shows(&h, banner),
        "no banner for a test no longer in the log"
    );
}

#[test]
fn a_roll_of_real_dice_is_checked_and_00_reads_100() {
    let mut h = harness(withdrawal_scenario());
    click(&mut h, "Withdrawal test");
    click(&mut h, "Withdrawal roll of Austria: real dice");
    h.get_by_label("Withdrawal roll of Austria (real dice)")
        .focus();
    h.run();
    h.get_by_label("Withdrawal roll of Austria (real dice)")
        .type_text("101");
    h.run();
    click(&mut h, "Roll withdrawal test of Austria");
    assert!(
        h.state()
            .messages
            .last()
            .unwrap()
            .text
            .contains("1 to 100 (00 = 100)"),
        "{:?}",
        h.state().messages
    );
    assert_eq!(h.state().doc.scenario().log.turns[0].events.len(), 5);
    h.get_by_label("Withdrawal roll of Austria (real dice)")
        .focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label("Withdrawal roll of Austria (real dice)")
        .type_text("00");
    h.run();
    click(&mut h, "Roll withdrawal test of Austria");
    let Some(Event::WithdrawalTest(t)) = h.state().doc.scenario().log.turns[0].events.last() else {
        panic!("no test logged: {:?}", h.state().messages);
    };
    assert_eq!(t.roll.value, 100);
    assert_eq!(t.roll.source, DiceSource::Manual);
    assert!(t.withdrew, "100 exceeds WF 35: Austria withdraws");
}

fn sp(n: u64) -> Strength {
    Strength {
        strength_points: n,
        ..Strength::default()
    }
}

fn counter(id: &str, name: &str, strength: u64, movement: u64) -> Unit {
    Unit {
        movement,
        ..unit(id, name, UnitKind::Infantry, sp(strength))
    }
}

fn waterloo20_scenario() -> Scenario {
    let mut s = Scenario::new("Waterloo 20");
    s.dice_seed = 1815;
    s.sides[0].name = "France".into();
    s.sides[0].colour = Rgb(30, 60, 170);
    s.sides[0].morale_points = 5;
    s.sides[1].name = "Allies".into();
    s.sides[1].colour = Rgb(200, 40, 40);
    s.sides[1].morale_points = 6;
    s.settings.french = Some(SideId::A);
    let mut guard = counter("IG", "Imperial Guard", 4, 2);
    guard.guard = true;
    guard.rally_bonus = true;
    s.sides[0].contingents.push(contingent(
        "Armée du Nord",
        EndOfBattle::default(),
        vec![guard, counter("FI", "I Corps", 3, 2)],
    ));
    s.sides[1].contingents.push(contingent(
        "Anglo-Dutch",
        EndOfBattle::default(),
        vec![counter("ADI", "Anglo-Dutch I Corps", 4, 2)],
    ));
    s
}

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

#[test]
fn the_log_editor_adds_edits_deletes_and_undo_brings_an_entry_back() {
    let mut h = harness(withdrawal_scenario());
    click(&mut h, "Battle log");
    click(&mut h, "Add turn");
    assert_eq!(h.state().doc.scenario().log.turns.len(), 2);
    assert_eq!(h.state().doc.scenario().log.turns[1].name, "2");
    click(&mut h, "Add entry");
    type_number(&mut h, "Men lost", "1200");
    type_number(&mut h, "Stands lost", "3");
    let e = h.state().doc.scenario().log.turns[1].events[0].clone();
    assert_eq!(
        e,
        Event::Losses {
            side: SideId::A,
            unit: Some("P1".into()),
            men: 1200,
            stands: 3,
            strength_points: 0,
            unit_points: 0,
        }
    );
    assert!(shows(
        &h,
        "Prussia loses 1,200 men and 3 stands (Prussian foot)."
    ));
    click(&mut h, "Delete entry 1");
    assert!(h.state().doc.scenario().log.turns[1].events.is_empty());
    h.state_mut().doc.undo();
    h.run();
    assert_eq!(h.state().doc.scenario().log.turns[1].events, vec![e]);
}

#[test]
fn go_to_on_missing_data_opens_the_field() {
    let mut s = casualty_scenario();
    s.sides[0].contingents[0].end.start_men = 0;
    let named = |path: &str| format!("Go to {}", desk::field_name(&s, path));
    let label = named("sides[0].contingents[0].end.start_men");
    let markers_label = named("markers.markers");
    assert!(
        !label.contains('[') && !markers_label.contains('['),
        "buttons name fields in words: {label}, {markers_label}"
    );
    let mut h = harness(s);
    click(&mut h, "Verdicts");
    assert!(shows(&h, "Austria has no strength"));
    h.get_all_by_label(&label).next().unwrap().click();
    h.run();
    assert_eq!(h.state().desk.panel, DeskPanel::EndOfBattle);
    assert!(
        h.state()
            .desk
            .is_focused("sides[0].contingents[0].end.start_men")
    );
    assert!(
        !h.state()
            .desk
            .is_focused("sides[1].contingents[0].end.start_men")
    );
    // Said in words, not as the file's path.
    assert!(shows(
        &h,
        "Showing men at the start of contingent “Main army” of Austria"
    ));
    // The message is shown above the panel and again next to the field.
    assert!(
        h.query_all_by_label_contains("Austria has no strength")
            .count()
            >= 2
    );
    click(&mut h, "Clear highlight");
    assert!(h.state().desk.focus.is_none());
    assert_eq!(h.state().desk.wants_tab, None);
    // A field edited outside the desk: the desk says where, and asks the shell for the tab.
    h.state_mut().desk.panel = DeskPanel::Verdicts;
    h.run();
    h.get_all_by_label(&markers_label)
        .next()
        .expect("weighted objectives misses the markers")
        .click();
    h.run();
    assert_eq!(h.state().desk.wants_tab, Some(desk::OtherTab::Designer));
    assert!(
        h.state()
            .messages
            .last()
            .unwrap()
            .text
            .starts_with("markers.markers is edited in the Designer tab")
    );
}

/// "Go to" on a unit's missing Unit Points names that unit, in its own contingent, and asks
/// for the tab where units are edited; the focus is that one field, not every unit's.
#[test]
fn go_to_on_missing_unit_points_focuses_that_units_field() {
    let mut s = casualty_scenario();
    s.settings.game_end = Some(umpire::model::GameEnd::Sundown);
    let up = |n: u64| Strength {
        unit_points: n,
        ..Strength::default()
    };
    s.sides[0].contingents[0].units = vec![unit("A1", "Grenadiers", UnitKind::Infantry, up(10))];
    s.sides[1].contingents.push(contingent(
        "Reserve",
        EndOfBattle::default(),
        vec![
            unit("P00", "Blücher", UnitKind::General, up(5)),
            unit("P07", "Uhlans", UnitKind::Cavalry, up(0)),
        ],
    ));
    let path = "sides[1].contingents[1].units[1].strength.unit_points";
    let label = format!("Go to {}", desk::field_name(&s, path));
    assert_eq!(
        label,
        "Go to Unit Points of unit Uhlans (P07) of contingent “Reserve” of Prussia"
    );
    let mut h = harness(s);
    click(&mut h, "Verdicts");
    assert!(shows(&h, "Prussia has no units with Unit Points"));
    h.get_all_by_label(&label)
        .next()
        .expect("Unit Points misses Prussia's Unit Points")
        .click();
    h.run();
    let d = &h.state().desk;
    assert_eq!(d.wants_tab, Some(desk::OtherTab::Sides));
    assert!(d.is_focused(path));
    assert!(!d.is_focused("sides[1].contingents[1].units[0].strength.unit_points"));
    assert!(!d.is_focused("sides[0].contingents[0].units[0].strength.unit_points"));
    assert!(
        h.state()
            .messages
            .last()
            .unwrap()
            .text
            .starts_with(&format!("{path} is edited in the Sides & units tab"))
    );
    assert!(shows(
        &h,
        "Showing Unit Points of unit Uhlans (P07) of contingent “Reserve” of Prussia"
    ));
}

#[test]
fn fill_from_log_takes_casualties_and_cavalry_from_the_log() {
    let mut s = Scenario::new("Fill");
    s.sides[0].name = "Austria".into();
    s.sides[1].name = "Prussia".into();
    let men = |n| Strength {
        men: n,
        ..Strength::default()
    };
    let mut late = unit("A4", "Late brigade", UnitKind::Infantry, men(3_000));
    late.status = UnitStatus::NotArrived;
    s.sides[0].contingents.push(contingent(
        "Main army",
        EndOfBattle::default(),
        vec![
            unit("A1", "Foot", UnitKind::Infantry, men(20_000)),
            unit("A2", "Hussars", UnitKind::Cavalry, men(3_000)),
            unit("A3", "Dragoons", UnitKind::Cavalry, men(2_000)),
            late,
        ],
    ));
    let loss = |unit: &str, n| Event::Losses {
        side: SideId::A,
        unit: Some(unit.into()),
        men: n,
        stands: 0,
        strength_points: 0,
        unit_points: 0,
    };
    s.log.turns.push(Turn {
        name: "1".into(),
        events: vec![
            loss("A1", 4_000),
            loss("A2", 500),
            Event::Status {
                unit: "A3".into(),
                status: UnitStatus::DestroyedOrFled,
            },
            Event::Status {
                unit: "A4".into(),
                status: UnitStatus::OnBoard,
            },
        ],
    });
    let mut h = harness(s);
    click(&mut h, "End of battle");
    click(&mut h, "Fill from log, Austria: Main army");
    let e = h.state().doc.scenario().sides[0].contingents[0].end;
    assert_eq!(e.start_men, 25_000);
    assert_eq!(e.reinforcements_men, 3_000);
    // One definition of losses: the 4,500 men logged, and all 2,000 of the dragoons destroyed.
    assert_eq!(e.casualties_men, 6_500);
    assert_eq!((e.cavalry_start, e.cavalry_surviving), (5_000, 2_500));
    assert_eq!(e.infantry_units, 2);
    assert!(
        h.state()
            .messages
            .last()
            .unwrap()
            .text
            .contains("casualties (men) 6,500")
    );
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
fn the_demo_scenarios_show_every_system_on_the_desk() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios");
    let entries = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: the demo folder: {e}", dir.display()));
    let mut seen = 0;
    for entry in entries {
        let path = entry.expect("a folder entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("ron") {
            continue;
        }
        let (s, _) = umpire::model::load_lenient(&path, &umpire::systems::ids())
            .unwrap_or_else(|e| panic!("a demo that does not load: {e}"));
        seen += 1;
        let mut h = harness(s);
        for panel in DeskPanel::ALL {
            click(&mut h, panel.label());
            assert_eq!(h.state().desk.panel, panel, "{}", path.display());
        }
        click(&mut h, "Verdicts");
        for sys in systems::registry() {
            assert!(
                shows(&h, sys.name()),
                "{}: {} missing",
                path.display(),
                sys.name()
            );
        }
    }
    assert_eq!(
        seen,
        umpire::assets::demo::all_demo_scenarios().len(),
        "every demo in {} was shown",
        dir.display()
    );
}

#[test]
fn every_kind_of_entry_can_be_added_and_its_form_is_labelled() {
    use umpire::app::desk::log_editor::EventKind;
    let mut h = harness(waterloo20_scenario());
    click(&mut h, "Battle log");
    click(&mut h, "Add turn");
    for (k, kind) in EventKind::ALL.into_iter().enumerate() {
        h.state_mut().desk.log.new_kind = kind;
        // The picker shows the kind's name, which moves the button: let the layout settle.
        h.run();
        click(&mut h, "Add entry");
        // The harness checks after each run that every input of the open form has a name.
        let s = h.state().doc.scenario();
        let e = &s.log.turns[0].events[k];
        assert_eq!(
            e.kind_label().to_lowercase()[..4],
            kind.label().to_lowercase()[..4]
        );
        assert!(
            h.query_by_label(&format!("Done entry {}", k + 1)).is_some(),
            "the new {kind:?} entry is open for editing"
        );
    }
    assert_eq!(
        h.state().doc.scenario().log.turns[0].events.len(),
        EventKind::ALL.len()
    );
}

#[test]
fn a_premature_call_is_logged_and_austria_pays_at_its_next_test() {
    let mut h = harness(withdrawal_scenario());
    click(&mut h, "Withdrawal test");
    // Prussia is at 100%: a call on it is premature, made here by Austria.
    click(&mut h, "Premature call on Prussia");
    let s = h.state().doc.scenario();
    assert_eq!(
        s.log.turns[0].events.last(),
        Some(&Event::PrematureCall {
            by: SideId::B,
            against: SideId::A
        })
    );
    // Austria's own army pays: WF 35 − 20 = 15, a chance of 85% to withdraw.
    assert!(shows(&h, "1 (penalty 20 points)"));
    assert!(shows(&h, "85.00% (17/20)"));
    click(&mut h, "Roll withdrawal test of Austria");
    let Some(Event::WithdrawalTest(t)) = h.state().doc.scenario().log.turns[0].events.last() else {
        panic!("no test logged");
    };
    assert_eq!((t.penalty, t.wf), (20, 15));
    assert_eq!(t.withdrew, roll_dice(1757, 0, 100) > 15);
}

#[test]
fn the_player_view_shows_no_hidden_marker_value_on_the_desk() {
    let mut s = withdrawal_scenario();
    for m in &mut s.markers.markers {
        m.hidden = true;
    }
    let mut h = harness(s);
    // The umpire rolls the test (a player's view logs nothing), then the public looks.
    click(&mut h, "Withdrawal test");
    click(&mut h, "Roll withdrawal test of Austria");
    h.state_mut().audience = Audience::Public;
    h.run();
    assert!(shows(&h, "not known to this audience"));
    assert_eq!(
        h.query_all_by_label("60%").count(),
        0,
        "Austria's VP % is face down"
    );
    // VP %, WF and the chance of withdrawing, for each army.
    assert_eq!(
        h.query_all_by_label("not known to this audience").count(),
        6
    );
    assert!(
        h.query_by_label("Roll withdrawal test of Austria")
            .is_none(),
        "a player's view rolls nothing"
    );
    click(&mut h, "Battle log");
    assert!(shows(&h, "Withdrawal test of Austria: RS 59%; roll"));
    assert!(!shows(&h, "VP 60%"));
    click(&mut h, "Verdicts");
    assert!(shows(&h, "Withheld"));
    click(&mut h, "Graphs");
    click(&mut h, "VP held");
    assert!(shows(&h, "VP held is not shown"));
    // The umpire sees everything.
    h.state_mut().audience = Audience::Umpire;
    h.run();
    click(&mut h, "Battle log");
    assert!(shows(&h, "VP 60%, WF 35"));
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

/// "Go to" an entry of a late turn in a log of thousands: only the rows in view are drawn, so
/// the turn list must scroll to the turn by itself, and the entry must still come into view
/// with its form open.
#[test]
fn go_to_a_late_turn_of_a_long_log_shows_its_entry() {
    let mut s = casualty_scenario();
    s.log.turns = (0..2000)
        .map(|t| Turn {
            name: String::new(),
            events: (0..if t == 1900 { 300 } else { 3 })
                .map(|k| Event::Note {
                    text: format!("note {t}/{k}"),
                })
                .collect(),
        })
        .collect();
    let mut h = harness(s);
    assert!(shows(&h, "Turn 1 (3 entries)"));
    assert!(!shows(&h, "Turn 1901 (300 entries)"), "every turn drawn");
    {
        let app = h.state_mut();
        let mut view = ViewCtx {
            audience: app.audience,
            scenario_dir: None,
            messages: &mut app.messages,
        };
        app.desk
            .go_to("log[1900].events[250]", "check this entry", &mut view);
    }
    h.run();
    h.run();
    assert!(
        shows(&h, "Turn 1901 (300 entries)"),
        "the turn list scrolled"
    );
    assert!(!shows(&h, "Turn 1 (3 entries)"));
    assert_eq!(h.state().desk.log.editing, Some((1900, 250)));
    assert!(shows(&h, "note 1900/250"));
    assert!(h.query_all_by_label("Done entry 251").next().is_some());
    // The entries scrolled too: the turn's first ones are out of view, so not drawn.
    assert!(h.query_all_by_label("Edit entry 1").next().is_none());
}

#[test]
fn a_move_is_logged_to_a_cell_typed_or_to_a_point_with_a_new_facing() {
    let mut s = withdrawal_scenario();
    s.map.grid = Some(umpire::model::Grid::hexes(100.0, false, 50.0, 50.0));
    let mut h = harness(s);
    click(&mut h, "Battle log");
    click(&mut h, "Add turn");
    h.state_mut().desk.log.new_kind = umpire::app::desk::log_editor::EventKind::Move;
    h.run();
    click(&mut h, "Add entry");
    let moved = |h: &Harness<'_, App>| h.state().doc.scenario().log.turns[1].events[0].clone();
    // A unit with no place yet starts at the grid's origin.
    let to = |e: Event| match e {
        Event::Move { to, facing, .. } => (to, facing),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        to(moved(&h)).0,
        umpire::model::Position::Cell("0101".into())
    );
    h.get_by_label("Cell id").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Cell id").type_text("0712");
    h.run();
    assert_eq!(
        to(moved(&h)).0,
        umpire::model::Position::Cell("0712".into())
    );
    assert!(shows(&h, "Prussian foot (Prussia) moves to 0712."));
    // A wrong id is named under the field.
    h.get_by_label("Cell id").type_text("x");
    h.run();
    assert!(shows(&h, "\"0712x\" is not a cell id of this grid"));
    // To a point: the cell's centre, which the map would snap to anyway.
    click(&mut h, "a point");
    let (at, facing) = to(moved(&h));
    assert!(
        matches!(at, umpire::model::Position::Point { .. }),
        "{at:?}"
    );
    assert_eq!(facing, None);
    click(&mut h, "New facing");
    type_number(&mut h, "Facing, degrees clockwise from the top", "90");
    assert_eq!(to(moved(&h)).1, Some(umpire::model::Facing(90.0)));
    assert!(shows(&h, ", facing 90°."));
    // Austria's players see that the Prussians moved, not where.
    h.state_mut().audience = Audience::Side(SideId::B);
    h.run();
    assert!(shows(&h, "Prussian foot (Prussia) moves."));
    assert!(!shows(&h, "facing 90°"));
    // A player's view is read-only: no form shows where the unit went.
    assert!(!shows(&h, "0712"));
    assert!(h.query_by_label("Cell id").is_none());
    assert!(h.query_by_label("Point x, pixels").is_none());
}
