//! Placement mode (a die roll decides who places first, then the sides alternate) and dealing
//! the values face down by a seeded shuffle the umpire can reproduce.

use crate::app::document::Document;
use crate::app::references;
use crate::app::view::ViewCtx;
use crate::i18n::{Lang, tr};
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

/// A side's name as the owner of what follows in a sentence of the language in force: the
/// possessive in English ("Prussia's roll"); French puts the plain name where it needs no
/// article ("Jet : Prussiens").
pub fn whose(name: &str) -> String {
    match crate::i18n::current() {
        Lang::En => possessive(name),
        Lang::Fr => name.trim_end().to_string(),
    }
}

/// Why the rolls do not say who places first, or a seed typed is none.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// `whose` is the side's name as [`whose`] writes it.
    #[error("{}", tr!(MapPlaceOffTheDie, whose = whose.as_str(), roll = *roll, faces = PLACEMENT_DIE))]
    OffTheDie { whose: String, roll: u32 },
    #[error("{}", tr!(MapPlaceTie, roll = self.tie_roll()))]
    Tie(u32),
    // Written as digits, like the seeds.
    #[error("{}", tr!(MapPlaceTiesInARow, count = MAX_REROLLS.to_string()))]
    TiesInARow,
    #[error("{}", tr!(MapPlaceNotASeed, text = text.as_str(), max = u64::MAX.to_string()))]
    NotASeed {
        text: String,
        #[source]
        source: std::num::ParseIntError,
    },
}

impl PlacementError {
    fn tie_roll(&self) -> u32 {
        match self {
            PlacementError::Tie(roll) => *roll,
            _ => 0,
        }
    }
}

/// Who places first from the two sides' rolls: the higher roll. A tie must be rolled again.
pub fn first_from_rolls(s: &Scenario, (a, b): (u32, u32)) -> Result<SideId, PlacementError> {
    for (side, roll) in [(SideId::A, a), (SideId::B, b)] {
        if !(1..=PLACEMENT_DIE).contains(&roll) {
            return Err(PlacementError::OffTheDie {
                whose: whose(&s.side(side).name),
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
    tr!(
        MapPlaceSummary,
        side_a = s.side(SideId::A).name.as_str(),
        roll_a = p.rolls.0,
        side_b = s.side(SideId::B).name.as_str(),
        roll_b = p.rolls.1,
        first = s.side(p.first).name.as_str()
    )
}

/// "All 10 markers are placed", "The only marker is placed".
pub fn all_placed(n: usize) -> String {
    tr!(MapPlaceAllPlaced, count = n)
}

/// Whose turn it is, or that placement is over.
pub fn turn_summary(s: &Scenario) -> String {
    let set = &s.markers;
    match set.next_to_place() {
        Some(side) => tr!(
            MapPlaceTurn,
            whose = whose(&s.side(side).name),
            number = set.markers.len() + 1,
            count = set.values.len()
        ),
        None => tr!(MapPlaceOver, all_placed = all_placed(set.values.len())),
    }
}

impl PlacementForm {
    pub fn ui(&mut self, ui: &mut egui::Ui, doc: &mut Document, view: &mut ViewCtx) {
        ui.heading(tr!(MapPlaceHeading));
        match doc.scenario().markers.placement {
            None => self.start_ui(ui, doc),
            Some(p) => {
                let s = doc.scenario();
                ui.label(placement_summary(s, &p));
                ui.label(RichText::new(turn_summary(s)).strong());
                if ui.button(tr!(MapPlaceEnd)).clicked() {
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
        ui.label(tr!(MapPlaceExplain));
        if ui.button(tr!(MapPlaceRoll)).clicked() {
            match roll_for_first(doc.scenario()) {
                Ok(p) => {
                    self.note = None;
                    doc.step(|s| s.markers.placement = Some(p));
                }
                Err(e) => self.note = Some(e.to_string()),
            }
        }
        let s = doc.scenario();
        ui.label(tr!(MapPlaceOrType));
        // One side a line: two long names side by side would widen the panel.
        for (side, roll) in [
            (SideId::A, &mut self.typed.0),
            (SideId::B, &mut self.typed.1),
        ] {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(tr!(MapPlaceRollOf, whose = whose(&s.side(side).name)));
                ui.add(egui::DragValue::new(roll).range(0..=PLACEMENT_DIE))
                    .labelled_by(label.id);
            });
        }
        if ui.button(tr!(MapPlaceUseRolls)).clicked() {
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
        ui.heading(tr!(MapPlaceFaceDownHeading));
        let s = doc.scenario();
        let hidden = s.markers.markers.iter().filter(|m| m.hidden).count();
        if player {
            // The seed would let a player reproduce the deal: only the umpire sees it.
            ui.label(tr!(
                MapPlaceFaceDownCount,
                hidden = hidden,
                count = s.markers.markers.len()
            ));
            return;
        }
        self.confirm_ui(ui.ctx(), doc);
        let n = doc.scenario().markers.markers.len();
        if hidden > 0 {
            ui.weak(tr!(MapPlaceFaceDownRing, hidden = hidden, count = n));
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr!(MapPlaceSeed));
            ui.add(
                egui::TextEdit::singleline(&mut self.seed_text)
                    .hint_text(tr!(MapPlaceSeedHint))
                    .desired_width(160.0),
            )
            .labelled_by(label.id)
            .on_hover_text(tr!(MapPlaceSeedWhy));
        });
        if ui
            .add_enabled(n > 0, egui::Button::new(tr!(MapPlaceDeal)))
            .on_hover_text(tr!(MapPlaceDealWhy))
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
            ui.label(tr!(MapPlaceLastSeed, seed = dealt.to_string()));
        }
        if hidden > 0
            && ui
                .button(tr!(MapPlaceFaceUp))
                .on_hover_text(tr!(MapPlaceFaceUpWhy))
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
            let text = tr!(
                MapPlaceDealAgainWarning,
                entries = references::describe(s, &entries)
            );
            self.confirm = Some((seed, text));
        }
    }

    fn deal(&mut self, doc: &mut Document, seed: u64) {
        let n = doc.scenario().markers.markers.len();
        doc.step(|s| s.markers.deal_hidden(seed));
        self.deal_note = Some(tr!(MapPlaceDealt, count = n, seed = seed.to_string()));
    }

    fn confirm_ui(&mut self, ctx: &egui::Context, doc: &mut Document) {
        let Some((seed, text)) = &self.confirm else {
            return;
        };
        let answer = references::confirm(
            ctx,
            "deal_again",
            &tr!(MapPlaceDealAgainTitle),
            text,
            &tr!(MapPlaceDealAgain),
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
