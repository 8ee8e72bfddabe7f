//! The desk's small widgets: dice input (seeded or real), named combo boxes and number fields
//! that screen readers and UI tests find by name, warnings next to a field, and sections drawn
//! only when in view.

use super::side_name;
use crate::i18n::tr;
use crate::model::{Dice, DiceSource, Roll, Scenario, SideId};
use egui::{Color32, Response, RichText, Ui};
use thiserror::Error;

/// Where a roll comes from: the scenario's seeded dice or real dice typed in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RollInput {
    /// Real dice: the value typed in `typed`.
    pub manual: bool,
    pub typed: String,
}

impl RollInput {
    /// The choice of dice and, for real dice, the typed roll. `what` names the roll in the
    /// accessible names ("Withdrawal roll of Austria").
    pub fn ui(&mut self, ui: &mut Ui, what: &str, faces: u32) {
        ui.horizontal(|ui| {
            ui.radio_value(&mut self.manual, false, tr!(DeskSeededDice))
                .accessible_name(tr!(DeskSeededDiceName, what = what))
                .on_hover_text(tr!(DeskSeededDiceWhy));
            ui.radio_value(&mut self.manual, true, tr!(DeskRealDice))
                .accessible_name(tr!(DeskRealDiceName, what = what));
            if self.manual {
                let hint = if faces == 100 {
                    "1–100, 00 = 100"
                } else {
                    "1–6"
                };
                ui.add(
                    egui::TextEdit::singleline(&mut self.typed)
                        .hint_text(hint)
                        .desired_width(60.0),
                )
                .accessible_name(tr!(DeskRealDiceTyped, what = what));
            }
        });
    }

    /// The roll: the next seeded draw, or the typed one checked against the die.
    pub fn roll(&self, s: &Scenario, faces: u32, what: &str) -> Result<Roll, RollError> {
        if self.manual {
            let value = parse_roll(&self.typed, faces).map_err(|cause| RollError {
                what: what.to_string(),
                cause,
            })?;
            Ok(Roll {
                value,
                source: DiceSource::Manual,
            })
        } else {
            Ok(Dice::for_scenario(s).roll(faces))
        }
    }
}

/// A typed roll that is not one of the die.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BadRoll {
    #[error("{}", tr!(DeskRollEmpty))]
    Empty,
    #[error("{}", tr!(DeskRollOutOfRange, typed = typed.as_str(), range = range.as_str()))]
    OutOfRange { typed: String, range: String },
}

/// A roll that could not be made, and which roll it was ("Withdrawal roll of Austria").
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}", tr!(DeskRollError, what = what.as_str(), cause = cause.to_string()))]
pub struct RollError {
    pub what: String,
    #[source]
    pub cause: BadRoll,
}

/// A typed roll: 1 … `faces`; for percentile dice (100 faces) "00" reads as 100.
pub fn parse_roll(text: &str, faces: u32) -> Result<u32, BadRoll> {
    let t = text.trim();
    if t.is_empty() {
        return Err(BadRoll::Empty);
    }
    if faces == 100 && t == "00" {
        return Ok(100);
    }
    let range = if faces == 100 {
        tr!(DeskRollRangePercentile)
    } else {
        tr!(DeskRollRange, faces = faces)
    };
    match t.parse::<u32>() {
        Ok(v) if (1..=faces).contains(&v) => Ok(v),
        _ => Err(BadRoll::OutOfRange {
            typed: t.to_string(),
            range,
        }),
    }
}

/// A combo box without a visible label, named `name` for screen readers and tests (the form
/// shows the label in its own column).
pub fn named_combo(id_salt: impl egui::AsIdSalt, name: &str) -> NamedCombo {
    NamedCombo {
        id: egui::IdSalt::new(id_salt),
        name: name.to_string(),
        selected: String::new(),
    }
}

pub struct NamedCombo {
    id: egui::IdSalt,
    name: String,
    selected: String,
}

impl NamedCombo {
    pub fn selected_text(mut self, text: impl Into<String>) -> Self {
        self.selected = text.into();
        self
    }

    pub fn show_ui(self, ui: &mut Ui, add: impl FnOnce(&mut Ui)) -> Response {
        egui::ComboBox::from_id_salt(self.id)
            .selected_text(self.selected)
            .show_ui(ui, add)
            .response
            .accessible_name(self.name)
    }
}

/// A combo box to pick a side, named `name`. Returns the new side when changed.
pub fn side_combo(
    ui: &mut Ui,
    s: &Scenario,
    id_salt: impl egui::AsIdSalt,
    name: &str,
    side: SideId,
) -> Option<SideId> {
    let mut chosen = side;
    named_combo(id_salt, name)
        .selected_text(side_name(s, side))
        .show_ui(ui, |ui| {
            for id in SideId::BOTH {
                ui.selectable_value(&mut chosen, id, side_name(s, id));
            }
        });
    (chosen != side).then_some(chosen)
}

/// A number field with a visible label and an accessible `name`. Returns the new value when
/// the user changed it.
pub fn number_field(ui: &mut Ui, label: &str, name: &str, value: u64) -> (Response, Option<u64>) {
    let shown = ui.label(label);
    let mut v = value;
    let r = ui.add(egui::DragValue::new(&mut v).speed(1.0));
    // Named by the visible label when it says it all, so that the label is not a second match.
    let r = if label == name {
        r.labelled_by(shown.id)
    } else {
        r.accessible_name(name)
    };
    let changed = (r.changed() && v != value).then_some(v);
    (r, changed)
}

/// Text for a warning next to a field.
pub fn warning(ui: &mut Ui, text: &str) {
    // Body-sized: a warning is read, not skimmed.
    ui.label(RichText::new(text).color(ui.visuals().error_fg_color));
}

/// A side's colour for charts and headings.
pub fn side_colour(s: &Scenario, side: SideId) -> Color32 {
    let c = s.side(side).colour;
    Color32::from_rgb(c.0, c.1, c.2)
}

/// A roll typed by hand, as a row of the form.
pub fn roll_row(ui: &mut Ui, label: &str, roll: &mut Roll) {
    roll_field(ui, label, roll);
    ui.end_row();
}

/// A roll typed by hand: changing a seeded roll makes it a roll of real dice.
fn roll_field(ui: &mut Ui, label: &str, roll: &mut Roll) {
    let (_, new) = number_field(ui, label, label, u64::from(roll.value));
    if let Some(v) = new {
        roll.value = u32::try_from(v).unwrap_or(u32::MAX);
        roll.source = DiceSource::Manual;
    }
}

/// Draw the section `add` only when it is in view; out of view, give it the room it took when
/// last drawn (`guess` before it has been drawn). A panel's first frame lays out the text of
/// every widget it draws, so a long panel costs what the screen shows. `always` draws it
/// anyway (a "Go to" that must scroll to a field inside).
pub fn in_view(ui: &mut Ui, id: egui::Id, guess: f32, always: bool, add: impl FnOnce(&mut Ui)) {
    let top = ui.cursor().top();
    let height = ui.data(|d| d.get_temp::<f32>(id)).unwrap_or(guess);
    let clip = ui.clip_rect();
    if !always && (top + height < clip.top() || top > clip.bottom()) {
        ui.allocate_space(egui::vec2(0.0, height));
        return;
    }
    add(ui);
    let drawn = (ui.cursor().top() - top - ui.spacing().item_spacing.y).max(0.0);
    ui.data_mut(|d| d.insert_temp(id, drawn));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_rolls() {
        assert_eq!(parse_roll("00", 100), Ok(100));
        assert_eq!(parse_roll(" 28 ", 100), Ok(28));
        assert_eq!(parse_roll("100", 100), Ok(100));
        assert!(
            parse_roll("0", 100)
                .unwrap_err()
                .to_string()
                .contains("1 to 100 (00 = 100)")
        );
        assert!(parse_roll("101", 100).is_err());
        assert!(
            parse_roll("7", 6)
                .unwrap_err()
                .to_string()
                .contains("1 to 6")
        );
        assert!(parse_roll("00", 6).is_err());
        assert_eq!(parse_roll("", 6), Err(BadRoll::Empty));
    }

    #[test]
    fn a_typed_roll_says_which_roll_and_keeps_its_cause() {
        let input = RollInput {
            manual: true,
            typed: "9".into(),
        };
        let e = input
            .roll(&Scenario::new("t"), 6, "Rally roll")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "Rally roll: \"9\" is not a roll of the dice: 1 to 6"
        );
        assert!(std::error::Error::source(&e).is_some());
    }
}
