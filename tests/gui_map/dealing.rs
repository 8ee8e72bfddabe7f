//! What the players may never see and how the hidden values are dealt: no hidden value anywhere in
//! the player view, dealing face down reproducible from its seed (or a fresh one the players never
//! see), and dealing again or deleting a marker the log names asks first.

use super::*;

fn leaks(h: &Harness<'_, App>) -> Vec<String> {
    all_text(h)
        .into_iter()
        .filter(|t| ["47", "29", "24"].iter().any(|v| t.contains(v)))
        .collect()
}

#[test]
fn the_player_view_shows_no_hidden_value_anywhere() {
    let mut h = harness(hidden_set());
    // The umpire sees them (so the search below can find them).
    let a = screen(&h, 150.0, 150.0);
    click_at(&mut h, a);
    assert_eq!(*h.state().map.selection(), Selection::Marker("A".into()));
    assert!(!leaks(&h).is_empty(), "the umpire view shows the values");
    assert!(h.query_by_label("Marker A, 47%").is_some());

    h.state_mut().audience = Audience::Public;
    h.run();
    // Select a marker so that the inspector shows, hover another for its tooltip.
    let b = screen(&h, 250.0, 150.0);
    click_at(&mut h, b);
    assert_eq!(*h.state().map.selection(), Selection::Marker("B".into()));
    let c = screen(&h, 350.0, 150.0);
    h.hover_at(c);
    h.run();
    assert_eq!(
        leaks(&h),
        Vec::<String>::new(),
        "a hidden value leaked into the player view"
    );
    assert!(h.query_by_label("Marker B, face down").is_some());
    assert!(h.query_all_by_label("Value: face down").count() >= 1);
    assert!(
        h.query_by_label("Shuffle seed").is_none(),
        "the seed would give the deal away"
    );
}

#[test]
fn dealing_face_down_is_reproducible_from_the_seed() {
    let mut s = lobositz_like();
    for (i, x) in [100.0, 200.0, 300.0].into_iter().enumerate() {
        s.markers.markers.push(Marker {
            id: ((b'A' + i as u8) as char).to_string(),
            name: String::new(),
            pos: Point::new(x, 100.0),
            value: Some(5),
            hidden: false,
            placed_by: None,
        });
    }
    s.dice_seed = Some(1757);
    let mut h = harness(s);
    // A typed seed deals the same values again.
    h.get_by_label("Shuffle seed").focus();
    h.run();
    h.get_by_label("Shuffle seed").type_text("1757");
    h.run();
    click_label(&mut h, "Deal the values face down");
    let s = h.state().doc.scenario();
    assert_eq!(s.markers.shuffle_seed, Some(1757));
    assert!(s.markers.markers.iter().all(|m| m.hidden));
    let dealt: Vec<u32> = s.markers.markers.iter().filter_map(|m| m.value).collect();
    let expected = umpire::model::MarkerSet::shuffled_values(&s.markers.values, 1757);
    assert_eq!(dealt, expected[..3].to_vec());
}

fn three_markers_with_a_log() -> Scenario {
    let mut s = lobositz_like();
    for (i, x) in [100.0, 200.0, 300.0].into_iter().enumerate() {
        s.markers.markers.push(Marker {
            id: ((b'A' + i as u8) as char).to_string(),
            name: String::new(),
            pos: Point::new(x, 100.0),
            value: Some(5),
            hidden: false,
            placed_by: None,
        });
    }
    s.log.turns.push(umpire::model::Turn {
        name: "Dawn".into(),
        events: vec![umpire::model::Event::MarkerControl {
            marker: "B".into(),
            side: SideId::A,
        }],
    });
    s
}

#[test]
fn dealing_without_a_typed_seed_uses_a_fresh_one_the_players_never_see() {
    let mut s = three_markers_with_a_log();
    s.log.turns.clear();
    s.dice_seed = Some(1757);
    let mut h = harness(s);
    click_label(&mut h, "Deal the values face down");
    let seed = h
        .state()
        .doc
        .scenario()
        .markers
        .shuffle_seed
        .expect("dealt");
    assert_ne!(seed, 1757, "not the dice seed anyone can read off the file");
    h.get_by_label(&format!("Last dealt with seed {seed}."));
    h.state_mut().audience = Audience::Public;
    h.run();
    let shown = all_text(&h);
    assert!(
        shown.iter().all(|t| !t.contains(&seed.to_string())),
        "the seed is the umpire's alone: {shown:?}"
    );
    h.get_by_label_contains("3 of 3 placed markers are face down");
}

#[test]
fn dealing_again_after_the_log_refers_to_the_markers_asks_first() {
    let mut h = harness(three_markers_with_a_log());
    let before = marker_values(&h);
    click_label(&mut h, "Deal the values face down");
    h.get_by_label("Deal the values again?");
    h.get_by_label_contains("1 log entry refers to it: the marker control of Dawn (entry 1).");
    click_label(&mut h, "Cancel");
    let after = marker_values(&h);
    assert_eq!(before, after, "cancelled: nothing dealt");
    assert!(h.state().doc.scenario().markers.shuffle_seed.is_none());

    click_label(&mut h, "Deal the values face down");
    click_label(&mut h, "Deal again");
    assert!(h.state().doc.scenario().markers.shuffle_seed.is_some());
    assert!(
        h.state()
            .doc
            .scenario()
            .markers
            .markers
            .iter()
            .all(|m| m.hidden)
    );
}

#[test]
fn deleting_a_marker_the_log_names_asks_first() {
    let mut h = harness(three_markers_with_a_log());
    // Marker A: the log does not name it, so it goes at once.
    let a = screen(&h, 100.0, 100.0);
    click_at(&mut h, a);
    h.key_press(egui::Key::Delete);
    h.run();
    assert_eq!(h.state().doc.scenario().markers.markers.len(), 2);
    // Marker B: the log says Prussia took it.
    let b = screen(&h, 200.0, 100.0);
    click_at(&mut h, b);
    click_label(&mut h, "Delete marker B");
    h.get_by_label("Delete marker B?");
    h.get_by_label_contains("the marker control of Dawn");
    click_label(&mut h, "Cancel");
    assert_eq!(h.state().doc.scenario().markers.markers.len(), 2);
    click_at(&mut h, b);
    h.key_press(egui::Key::Delete);
    h.run();
    click_label(&mut h, "Delete it");
    let left: Vec<String> = h
        .state()
        .doc
        .scenario()
        .markers
        .markers
        .iter()
        .map(|m| m.id.clone())
        .collect();
    assert_eq!(left, vec!["C".to_string()]);
}
