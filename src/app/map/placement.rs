//! Placement mode (a die roll decides who places first, then the sides alternate) and dealing
//! the values face down by a seeded shuffle the umpire can reproduce.

use super::commit;
use crate::app::document::Document;
use crate::app::view::ViewCtx;
use crate::model::{Dice, Placement, Scenario, SideId};
use egui::RichText;

/// Faces of the die rolled for the first placement.
pub const PLACEMENT_DIE: u32 = 6;
/// Ties are rerolled; after this many the roller gives up (never happens with a fair die).
const MAX_REROLLS: usize = 1000;

/// The typed rolls, the seed typed for the deal, and the last note.
#[derive(Default)]
pub struct PlacementForm {
    typed: (u32, u32),
    seed: Option<u64>,
    note: Option<String>,
}

/// Who places first from the two sides' rolls: the higher roll. A tie must be rolled again.
pub fn first_from_rolls(s: &Scenario, (a, b): (u32, u32)) -> Result<SideId, String> {
    for (side, roll) in [(SideId::A, a), (SideId::B, b)] {
        if !(1..=PLACEMENT_DIE).contains(&roll) {
            return Err(format!(
                "{}'s roll of {roll} is not on a {PLACEMENT_DIE}-sided die (1 to {PLACEMENT_DIE})",
                s.side(side).name
            ));
        }
    }
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => Ok(SideId::A),
        std::cmp::Ordering::Less => Ok(SideId::B),
        std::cmp::Ordering::Equal => Err(format!("A tie ({a} and {b}): roll again.")),
    }
}

/// Roll for both sides with the scenario's seeded dice, rerolling ties.
pub fn roll_for_first(s: &Scenario) -> Result<Placement, String> {
    let mut dice = Dice::for_scenario(s);
    for _ in 0..MAX_REROLLS {
        let rolls = (
            dice.roll(PLACEMENT_DIE).value,
            dice.roll(PLACEMENT_DIE).value,
        );
        if let Ok(first) = first_from_rolls(s, rolls) {
            return Ok(Placement { first, rolls });
        }
    }
    Err(format!(
        "{MAX_REROLLS} ties in a row: type the rolls instead"
    ))
}

/// The sentence that says who rolled what and who starts.
pub fn placement_summary(s: &Scenario, p: &Placement) -> String {
    format!(
        "{} rolled {}, {} rolled {}: {} places first.",
        s.side(SideId::A).name,
        p.rolls.0,
        s.side(SideId::B).name,
        p.rolls.1,
        s.side(p.first).name
    )
}

/// Whose turn it is, or that placement is over.
pub fn turn_summary(s: &Scenario) -> String {
    let set = &s.markers;
    match set.next_to_place() {
        Some(side) => format!(
            "{}'s turn: marker {} of {}.",
            s.side(side).name,
            set.markers.len() + 1,
            set.values.len()
        ),
        None => format!("All {} markers are placed.", set.values.len()),
    }
}

impl PlacementForm {
    pub fn ui(&mut self, ui: &mut egui::Ui, doc: &mut Document, view: &mut ViewCtx) {
        ui.heading("Placement");
        match doc.scenario().markers.placement {
            None => self.start_ui(ui, doc),
            Some(p) => {
                let s = doc.scenario();
                ui.label(placement_summary(s, &p));
                ui.label(RichText::new(turn_summary(s)).strong());
                if ui.button("End placement mode").clicked() {
                    commit(doc, |s| s.markers.placement = None);
                }
            }
        }
        if let Some(note) = &self.note {
            ui.label(note);
        }
        ui.separator();
        self.deal_ui(ui, doc, view.player_view());
    }

    fn start_ui(&mut self, ui: &mut egui::Ui, doc: &mut Document) {
        ui.label("Placement mode: a die roll decides who places the first marker, then the sides take turns.");
        if ui.button("Roll for the first placement").clicked() {
            match roll_for_first(doc.scenario()) {
                Ok(p) => {
                    self.note = None;
                    commit(doc, |s| s.markers.placement = Some(p));
                }
                Err(e) => self.note = Some(e),
            }
        }
        let s = doc.scenario();
        ui.label("Or type the rolls of real dice:");
        ui.horizontal(|ui| {
            for (side, roll) in [
                (SideId::A, &mut self.typed.0),
                (SideId::B, &mut self.typed.1),
            ] {
                let label = ui.label(format!("{}'s roll", s.side(side).name));
                ui.add(egui::DragValue::new(roll).range(0..=PLACEMENT_DIE))
                    .labelled_by(label.id);
            }
        });
        if ui.button("Use these rolls").clicked() {
            match first_from_rolls(s, self.typed) {
                Ok(first) => {
                    let rolls = self.typed;
                    self.note = None;
                    commit(doc, |s| {
                        s.markers.placement = Some(Placement { first, rolls })
                    });
                }
                Err(e) => self.note = Some(e),
            }
        }
    }

    fn deal_ui(&mut self, ui: &mut egui::Ui, doc: &mut Document, player: bool) {
        ui.heading("Face-down values");
        let s = doc.scenario();
        let hidden = s.markers.markers.iter().filter(|m| m.hidden).count();
        if player {
            // The seed would let a player reproduce the deal: only the umpire sees it.
            ui.label(format!(
                "{hidden} of {} placed markers are face down.",
                s.markers.markers.len()
            ));
            return;
        }
        let mut seed = self
            .seed
            .unwrap_or(s.markers.shuffle_seed.unwrap_or(s.dice_seed));
        ui.horizontal(|ui| {
            let label = ui.label("Shuffle seed");
            if ui
                .add(egui::DragValue::new(&mut seed))
                .labelled_by(label.id)
                .changed()
            {
                self.seed = Some(seed);
            }
        });
        let n = s.markers.markers.len();
        if ui
            .add_enabled(n > 0, egui::Button::new("Deal the values face down"))
            .on_hover_text("Shuffle the set's values with the seed and give them to the placed markers, in placement order")
            .clicked()
        {
            commit(doc, |s| s.markers.deal_hidden(seed));
            self.note = Some(format!(
                "Dealt {n} values face down with seed {seed}; the same seed deals the same values again."
            ));
        }
        let s = doc.scenario();
        if let Some(dealt) = s.markers.shuffle_seed {
            ui.label(format!("Last dealt with seed {dealt}."));
        }
        if hidden > 0 && ui.button("Turn all values face up").clicked() {
            commit(doc, |s| {
                for m in &mut s.markers.markers {
                    m.hidden = false;
                }
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_higher_roll_places_first_and_a_tie_rolls_again() {
        let mut s = Scenario::new("t");
        s.sides[0].name = "Prussia".into();
        s.sides[1].name = "Austria".into();
        assert_eq!(first_from_rolls(&s, (5, 3)), Ok(SideId::A));
        assert_eq!(first_from_rolls(&s, (1, 6)), Ok(SideId::B));
        assert_eq!(
            first_from_rolls(&s, (4, 4)),
            Err("A tie (4 and 4): roll again.".into())
        );
        assert_eq!(
            first_from_rolls(&s, (7, 2)),
            Err("Prussia's roll of 7 is not on a 6-sided die (1 to 6)".into())
        );
        assert!(
            first_from_rolls(&s, (3, 0))
                .unwrap_err()
                .starts_with("Austria's roll of 0")
        );
    }

    #[test]
    fn the_seeded_roll_is_reproducible_and_never_a_tie() {
        for seed in 0..40 {
            let mut s = Scenario::new("t");
            s.dice_seed = seed;
            let p = roll_for_first(&s).unwrap();
            assert_eq!(roll_for_first(&s).unwrap(), p, "seed {seed}");
            assert_ne!(p.rolls.0, p.rolls.1);
            assert_eq!(p.first == SideId::A, p.rolls.0 > p.rolls.1);
        }
    }

    #[test]
    fn the_turn_alternates_from_the_first_placer() {
        let mut s = Scenario::new("t");
        s.sides[1].name = "Austria".into();
        s.markers.placement = Some(Placement {
            first: SideId::B,
            rolls: (2, 5),
        });
        assert_eq!(
            placement_summary(&s, &s.markers.placement.unwrap()),
            "Side A rolled 2, Austria rolled 5: Austria places first."
        );
        assert_eq!(turn_summary(&s), "Austria's turn: marker 1 of 10.");
        s.markers.markers.push(crate::model::Marker {
            id: "A".into(),
            name: String::new(),
            pos: crate::model::Point::new(0.0, 0.0),
            value: 30,
            hidden: false,
            placed_by: Some(SideId::B),
        });
        assert_eq!(turn_summary(&s), "Side A's turn: marker 2 of 10.");
    }
}
