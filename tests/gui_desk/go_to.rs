//! "Go to" from the battle desk: missing data opens its field (a unit's Unit Points focused),
//! and a late turn of a long log scrolls into view with its entry's form open.

use super::*;

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
