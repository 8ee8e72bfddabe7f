//! The casualty chart's records in the window, driven as a user drives them: the C-in-C box is a
//! view of the log (ticking logs the loss, undo takes it back, unticking removes it), a guns-lost
//! entry added through the log editor's form, and a side with men only on its units judged, the
//! End of battle panel saying where its strength came from.

use crate::gui_desk::{App, click, contingent, harness, shows, type_number, unit};
use egui_kittest::Harness;
use umpire::model::{
    CommandRank, EndOfBattle, Event, GunLoss, Scenario, SideId, Strength, Turn, UnitKind,
};
use umpire::systems::casualty_chart;

/// RULES.md §1's example (Austria 25,000 lose 10,000; Prussia 50,000 lose 5,000: a Minor victory
/// for Prussia), with Browne commanding Austria and one turn logged.
fn browne() -> Scenario {
    let mut s = Scenario::new("Rule 4");
    s.sides[0].name = "Austria".into();
    s.sides[1].name = "Prussia".into();
    s.sides[0].c_in_c.name = "Browne".into();
    let end = |start_men, casualties_men| EndOfBattle {
        start_men,
        casualties_men,
        ..Default::default()
    };
    s.sides[0]
        .contingents
        .push(contingent("Main army", end(25_000, 10_000), vec![]));
    s.sides[1]
        .contingents
        .push(contingent("Main army", end(50_000, 5_000), vec![]));
    s.log.turns.push(Turn {
        name: "1".into(),
        events: Vec::new(),
    });
    s
}

fn army_commander_lost(name: &str) -> Event {
    Event::CommanderLost {
        side: SideId::A,
        name: name.into(),
        rank: CommandRank::Army,
    }
}

fn events(h: &Harness<'_, App>) -> Vec<Event> {
    h.state().doc.scenario().log.turns[0].events.clone()
}

fn level(s: &Scenario) -> casualty_chart::Level {
    casualty_chart::analyse(s).expect("judged").level
}

const BOX: &str = "C-in-C of Austria killed, wounded or captured";

#[test]
fn ticking_the_c_in_c_box_logs_the_loss_and_undo_takes_it_back() {
    let mut h = harness(browne());
    click(&mut h, "End of battle");
    assert!(shows(&h, "Ticking logs the loss in the current turn."));
    click(&mut h, BOX);
    assert_eq!(events(&h), [army_commander_lost("Browne")]);
    let s = h.state().doc.scenario();
    assert!(
        !s.sides[0].c_in_c.lost,
        "the log holds the fact, not the box"
    );
    // Austria's loss of its C-in-C moves a column toward Prussia: Major victory.
    assert_eq!(level(s), casualty_chart::Level::Major);
    assert!(shows(&h, "Logged in turn 1: the army commander Browne."));

    // One click, one undo step.
    h.state_mut().doc.undo();
    h.run();
    assert!(events(&h).is_empty());
    assert_eq!(
        level(h.state().doc.scenario()),
        casualty_chart::Level::Minor
    );

    // Ticked again: the log place opens the entry; unticked: the entry goes.
    click(&mut h, BOX);
    assert_eq!(events(&h).len(), 1);
    click(&mut h, "Show the loss of the C-in-C of Austria in the log");
    assert_eq!(h.state().desk.panel, umpire::app::desk::DeskPanel::Log);
    assert_eq!(h.state().desk.log.editing, Some((0, 0)));
    assert!(shows(
        &h,
        "Austria's army commander Browne is killed, wounded or captured."
    ));
    click(&mut h, "End of battle");
    click(&mut h, BOX);
    assert!(events(&h).is_empty());
    assert!(shows(&h, "Ticking logs the loss in the current turn."));
}

#[test]
fn unticking_with_two_entries_asks_first_and_removes_both_in_one_step() {
    let mut s = browne();
    s.log.turns[0].events = vec![army_commander_lost("Browne"), army_commander_lost("Lacy")];
    let mut h = harness(s);
    click(&mut h, "End of battle");
    assert!(shows(
        &h,
        "Logged in turn 1: the army commander Browne (and 1 more entry)."
    ));
    click(&mut h, BOX);
    assert_eq!(events(&h).len(), 2, "nothing removed before the answer");
    assert!(shows(&h, "Unticking removes every one of them."));
    click(&mut h, "Remove all 2 losses of the C-in-C of Austria");
    assert!(events(&h).is_empty());
    h.state_mut().doc.undo();
    h.run();
    assert_eq!(events(&h).len(), 2, "one undo step brings both back");
}

#[test]
fn a_tick_with_no_log_entry_is_shown_as_declared_and_moved_into_the_log() {
    let mut s = browne();
    s.log.turns.push(Turn {
        name: "2".into(),
        events: Vec::new(),
    });
    s.sides[0].c_in_c.lost = true;
    let mut h = harness(s);
    click(&mut h, "End of battle");
    assert!(shows(
        &h,
        "Ticked with no entry in the log: taken as declared at the end of the battle."
    ));
    click(
        &mut h,
        "Record the loss of the C-in-C of Austria in the log",
    );
    let s = h.state().doc.scenario();
    assert!(!s.sides[0].c_in_c.lost);
    assert!(s.log.turns[0].events.is_empty());
    assert_eq!(s.log.turns[1].events, [army_commander_lost("Browne")]);
    assert!(casualty_chart::warnings(s).is_empty());
    assert_eq!(level(s), casualty_chart::Level::Major, "the same verdict");
}

#[test]
fn the_guns_lost_form_adds_an_entry_that_the_chart_counts() {
    let mut s = browne();
    s.sides[0].contingents[0].units.push(unit(
        "AB1",
        "Foot battery",
        UnitKind::Artillery,
        Strength::default(),
    ));
    let mut h = harness(s);
    click(&mut h, "Battle log");
    click(&mut h, "New entry");
    click(&mut h, "Guns lost");
    click(&mut h, "Add entry");
    assert_eq!(
        events(&h),
        [Event::GunsLost {
            side: SideId::A,
            guns: 1,
            how: GunLoss::CavalryThenInfantry,
            unit: Some("AB1".into()),
        }]
    );
    type_number(&mut h, "Number of guns lost", "4");
    click(&mut h, "How the guns were lost");
    click(&mut h, "Lost to infantry (counted)");
    assert_eq!(
        events(&h),
        [Event::GunsLost {
            side: SideId::A,
            guns: 4,
            how: GunLoss::Infantry,
            unit: Some("AB1".into()),
        }]
    );
    assert!(shows(
        &h,
        "Austria loses 4 guns (Foot battery) to infantry: counted in the casualties (rule 6)."
    ));
    // None typed: the log's 4 guns × 12.5 men join Austria's 10,000 casualties.
    let f = casualty_chart::side_figures(h.state().doc.scenario()).unwrap();
    assert_eq!(f[0].casualties, umpire::systems::exact::int(10_050));
}

/// Austria's and Prussia's men are on their units only; nothing is typed in End of battle.
fn units_only() -> Scenario {
    let mut s = Scenario::new("Units");
    s.sides[0].name = "Austria".into();
    s.sides[1].name = "Prussia".into();
    let men = |n| Strength {
        men: n,
        ..Strength::default()
    };
    s.sides[0].contingents.push(contingent(
        "Main army",
        EndOfBattle::default(),
        vec![
            unit("A1", "Foot", UnitKind::Infantry, men(20_000)),
            unit("A2", "Hussars", UnitKind::Cavalry, men(5_000)),
        ],
    ));
    s.sides[1].contingents.push(contingent(
        "Main army",
        EndOfBattle::default(),
        vec![unit("P1", "Foot", UnitKind::Infantry, men(30_000))],
    ));
    let lost = |side, unit: &str, men| Event::Losses {
        side,
        unit: Some(unit.into()),
        men,
        stands: 0,
        strength_points: 0,
        unit_points: 0,
    };
    s.log.turns.push(Turn {
        name: "1".into(),
        events: vec![lost(SideId::A, "A1", 8_000), lost(SideId::B, "P1", 2_000)],
    });
    s
}

#[test]
fn a_side_with_men_only_on_its_units_is_judged_and_the_panel_says_so() {
    let mut h = harness(units_only());
    click(&mut h, "Verdicts");
    // Austria 8,000 of 25,000 × 25/30 = 26.67% against 6.67%: column 25%+, r = 0.25, Major;
    // Austria kept all its cavalry and Prussia has none: one level toward Austria.
    assert!(shows(&h, "Minor victory for Prussia"));
    click(&mut h, "End of battle");
    assert!(shows(
        &h,
        "Side total for the casualty chart: strength 25,000 men (from the units: no men typed below), casualties 8,000 men (from the log), 32.00% of strength"
    ));
    assert!(shows(
        &h,
        "Side total for the casualty chart: strength 30,000 men (from the units: no men typed below)"
    ));
    // Typing the start makes the men typed: the panel says so.
    type_number(&mut h, "Men at the start, Austria: Main army", "40000");
    assert!(shows(
        &h,
        "Side total for the casualty chart: strength 40,000 men (typed below), casualties 0 men (typed below), 0.00% of strength"
    ));
}
