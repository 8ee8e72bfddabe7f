//! The battle desk driven as a user drives it: typing end-of-battle figures and watching the
//! casualty-chart verdict change, an army short of ammunition shifting the column in the worked
//! steps, a seeded withdrawal test landing in the log with its numbers, a Waterloo 20 combat
//! resolved and logged, the log edited and undone, "Go to" on missing data, and the graphs'
//! series checked against the log; what the systems rule about the log's entries, in
//! [`rulings`]; the Waterloo 20 and NAW tools and the graphs, in [`tools`]; "Go to", in
//! [`go_to`]. The harness and the helpers that click and type are shared with the other desk
//! tests (`gui_casualty_chart`).
//! One file past the usual length: its tests share the scenarios and the helpers that click.

mod go_to;
mod rulings;
mod tools;

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
    s.dice_seed = Some(1757);
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
            value: Some(v),
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
        (59, Some(60), 0, Some(35))
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
    s.dice_seed = Some(1815);
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
            click(&mut h, &panel.label());
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
    assert_eq!((t.penalty, t.wf), (20, Some(15)));
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
