//! Placement mode (a die roll decides who places first, then the sides alternate) and dealing
//! the values face down by a seeded shuffle the umpire can reproduce.

use crate::app::document::Document;
use crate::app::references;
use crate::app::view::ViewCtx;
use crate::model::{Dice, Placement, Scenario, SideId};
use crate::record::words::possessive;
use egui::RichText;

/// Faces of the die rolled for the first placement.
pub const PLACEMENT_DIE: u32 = 6;
/// Ties are rerolled; after this many the roller gives up (never happens with a fair die).
const MAX_REROLLS: usize = 1000;

/// The typed rolls, the seed typed for the deal, and the last notes.
#[derive(Default)]
pub struct PlacementForm {
    typed: (u32, u32),
    /// The shuffle seed as the umpire typed it; empty deals with a fresh seed.
    seed_text: String,
    note: Option<String>,
    /// What the last deal did; it names the seed, so the umpire alone sees it.
    deal_note: Option<String>,
    /// A deal the log's entries depend on, waiting for the umpire's yes: the seed and the
    /// question.
    confirm: Option<(u64, String)>,
}

/// Why the rolls do not say who places first, or a seed typed is none.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// `whose` is the side's name in the possessive ("Prussia's").
    #[error("{whose} roll of {roll} is not on a {PLACEMENT_DIE}-sided die (1 to {PLACEMENT_DIE})")]
    OffTheDie { whose: String, roll: u32 },
    #[error("A tie ({0} and {0}): roll again.")]
    Tie(u32),
    #[error("{MAX_REROLLS} ties in a row: type the rolls instead")]
    TiesInARow,
    #[error("“{text}” is not a seed: type a whole number from 0 to {}", u64::MAX)]
    NotASeed {
        text: String,
        #[source]
        source: std::num::ParseIntError,
    },
}

/// Who places first from the two sides' rolls: the higher roll. A tie must be rolled again.
pub fn first_from_rolls(s: &Scenario, (a, b): (u32, u32)) -> Result<SideId, PlacementError> {
    for (side, roll) in [(SideId::A, a), (SideId::B, b)] {
        if !(1..=PLACEMENT_DIE).contains(&roll) {
            return Err(PlacementError::OffTheDie {
                whose: possessive(&s.side(side).name),
                roll,
            });
        }
    }
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => Ok(SideId::A),
        std::cmp::Ordering::Less => Ok(SideId::B),
        std::cmp::Ordering::Equal => Err(PlacementError::Tie(a)),
    }
}

/// Roll for both sides with the scenario's seeded dice, rerolling ties.
pub fn roll_for_first(s: &Scenario) -> Result<Placement, PlacementError> {
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
    Err(PlacementError::TiesInARow)
}

/// The sentence that says who rolled what and who starts, worded for any side's name
/// ("Prussians" as well as "Prussian army").
pub fn placement_summary(s: &Scenario, p: &Placement) -> String {
    format!(
        "{} rolled {}, {} rolled {}: the first marker is placed by {}.",
        s.side(SideId::A).name,
        p.rolls.0,
        s.side(SideId::B).name,
        p.rolls.1,
        s.side(p.first).name
    )
}

/// "All 10 markers are placed", "The only marker is placed".
pub fn all_placed(n: usize) -> String {
    match n {
        1 => "The only marker is placed".to_string(),
        n => format!("All {n} markers are placed"),
    }
}

/// Whose turn it is, or that placement is over.
pub fn turn_summary(s: &Scenario) -> String {
    let set = &s.markers;
    match set.next_to_place() {
        Some(side) => format!(
            "{} turn: marker {} of {}.",
            possessive(&s.side(side).name),
            set.markers.len() + 1,
            set.values.len()
        ),
        None => format!("{}.", all_placed(set.values.len())),
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
                    doc.step(|s| s.markers.placement = None);
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
                    doc.step(|s| s.markers.placement = Some(p));
                }
                Err(e) => self.note = Some(e.to_string()),
            }
        }
        let s = doc.scenario();
        ui.label("Or type the rolls of real dice:");
        // One side a line: two long names side by side would widen the panel.
        for (side, roll) in [
            (SideId::A, &mut self.typed.0),
            (SideId::B, &mut self.typed.1),
        ] {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(format!("{} roll", possessive(&s.side(side).name)));
                ui.add(egui::DragValue::new(roll).range(0..=PLACEMENT_DIE))
                    .labelled_by(label.id);
            });
        }
        if ui.button("Use these rolls").clicked() {
            match first_from_rolls(s, self.typed) {
                Ok(first) => {
                    let rolls = self.typed;
                    self.note = None;
                    doc.step(|s| s.markers.placement = Some(Placement { first, rolls }));
                }
                Err(e) => self.note = Some(e.to_string()),
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
        self.confirm_ui(ui.ctx(), doc);
        let n = doc.scenario().markers.markers.len();
        if hidden > 0 {
            ui.weak(format!(
                "{hidden} of {n} placed markers are face down: a dashed ring marks them on the map."
            ));
        }
        ui.horizontal(|ui| {
            let label = ui.label("Shuffle seed");
            ui.add(
                egui::TextEdit::singleline(&mut self.seed_text)
                    .hint_text("fresh")
                    .desired_width(160.0),
            )
            .labelled_by(label.id)
            .on_hover_text(
                "Leave empty to deal with a fresh seed nobody can guess; type a seed to deal a \
                 deal again",
            );
        });
        if ui
            .add_enabled(n > 0, egui::Button::new("Deal the values face down"))
            .on_hover_text(
                "Shuffle the set's values with the seed and give them to the placed markers, in \
                 placement order",
            )
            .clicked()
        {
            match self.typed_seed() {
                Ok(seed) => self.ask_to_deal(doc, seed.unwrap_or_else(crate::model::fresh_seed)),
                Err(e) => self.deal_note = Some(e.to_string()),
            }
        }
        if let Some(note) = &self.deal_note {
            ui.label(note);
        }
        let s = doc.scenario();
        if let Some(dealt) = s.markers.shuffle_seed {
            ui.label(format!("Last dealt with seed {dealt}."));
        }
        if hidden > 0
            && ui
                .button("Turn all values face up")
                .on_hover_text("Show every marker's value to everyone")
                .clicked()
        {
            doc.step(|s| {
                for m in &mut s.markers.markers {
                    m.hidden = false;
                }
            });
        }
    }

    /// The seed typed, if any.
    fn typed_seed(&self) -> Result<Option<u64>, PlacementError> {
        let t = self.seed_text.trim();
        if t.is_empty() {
            return Ok(None);
        }
        t.parse::<u64>()
            .map(Some)
            .map_err(|source| PlacementError::NotASeed {
                text: t.to_string(),
                source,
            })
    }

    /// Deal, or first ask when log entries depend on the values dealt now.
    fn ask_to_deal(&mut self, doc: &mut Document, seed: u64) {
        let s = doc.scenario();
        let entries = references::value_entries(s);
        if entries.is_empty() {
            self.deal(doc, seed);
        } else {
            let text = format!(
                "{} Dealing again gives the markers other values: who held how many VP, and the \
                 VP% of the withdrawal tests, would be replayed with the new values, not the ones \
                 the log was written with.",
                references::describe(s, &entries)
            );
            self.confirm = Some((seed, text));
        }
    }

    fn deal(&mut self, doc: &mut Document, seed: u64) {
        let n = doc.scenario().markers.markers.len();
        doc.step(|s| s.markers.deal_hidden(seed));
        self.deal_note = Some(format!(
            "Dealt {} face down with seed {seed}; type this seed to deal the same values again.",
            crate::record::words::counted(n as u64, "value")
        ));
    }

    fn confirm_ui(&mut self, ctx: &egui::Context, doc: &mut Document) {
        let Some((seed, text)) = &self.confirm else {
            return;
        };
        let answer = references::confirm(
            ctx,
            "deal_again",
            "Deal the values again?",
            text,
            "Deal again",
        );
        if let Some(yes) = answer {
            let seed = *seed;
            self.confirm = None;
            if yes {
                self.deal(doc, seed);
            }
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
        let said = |rolls| first_from_rolls(&s, rolls).unwrap_err().to_string();
        assert_eq!(first_from_rolls(&s, (4, 4)), Err(PlacementError::Tie(4)));
        assert_eq!(said((4, 4)), "A tie (4 and 4): roll again.");
        assert_eq!(
            said((7, 2)),
            "Prussia's roll of 7 is not on a 6-sided die (1 to 6)"
        );
        assert!(said((3, 0)).starts_with("Austria's roll of 0"));
    }

    #[test]
    fn the_seeded_roll_is_reproducible_and_never_a_tie() {
        for seed in 0..40 {
            let mut s = Scenario::new("t");
            s.dice_seed = Some(seed);
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
            "Side A rolled 2, Austria rolled 5: the first marker is placed by Austria."
        );
        assert_eq!(turn_summary(&s), "Austria's turn: marker 1 of 10.");
        s.markers.markers.push(crate::model::Marker {
            id: "A".into(),
            name: String::new(),
            pos: crate::model::Point::new(0.0, 0.0),
            value: Some(30),
            hidden: false,
            placed_by: Some(SideId::B),
        });
        assert_eq!(turn_summary(&s), "Side A's turn: marker 2 of 10.");
    }
}
