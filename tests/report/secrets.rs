//! What the player report must never contain (hidden values, notes, dice seeds) and what it shows
//! when nothing is hidden.

use super::*;
use umpire::model::figure_or_absent;

#[test]
fn player_report_hides_values_notes_and_seeds() {
    let s = weighted_objectives(true);
    let (bytes, _, text) = render(&s, None, "player");
    dump("weighted-player", &bytes);
    let all = text.all();
    for m in &s.markers.markers {
        // Neither on the map, nor in the marker table, nor in a system's steps.
        for form in [
            format!("{} {}%", m.id, figure_or_absent(m.value)),
            format!("{} {} {}%", m.id, m.name, figure_or_absent(m.value)),
            format!("{} {},", m.id, figure_or_absent(m.value)),
            format!("{} ({}%)", m.id, figure_or_absent(m.value)),
        ] {
            assert!(
                !all.contains(&form),
                "the player report shows {form:?}:\n{all}"
            );
        }
        text.assert_has(&format!("{} ?", m.id));
    }
    text.assert_has("face down");
    text.assert_lacks("Browne's reserve");
    text.assert_lacks("987654321");
    text.assert_lacks("55501234");
    text.assert_lacks("Dice seed");
    text.assert_has("still face down to this report's reader");
    // The briefing is for everyone.
    text.assert_has("The Prussian army advances into the fog.");
    assert_page_numbers(&text);
    // The PDF holds no copy of the umpire's notes anywhere, not even compressed or hidden.
    let raw = String::from_utf8_lossy(&bytes);
    assert!(!raw.contains("Browne"));
}

#[test]
fn values_not_hidden_are_shown_to_players() {
    let s = weighted_objectives(false);
    let (_, _, text) = render(&s, None, "player");
    text.assert_has("A 30%");
    text.assert_has("VP held per turn");
    assert_judgements_printed(&s, &text, false);
}
