//! "Go to" on a field: where a field path of the scenario file is edited, how a reader says it,
//! and the outline that marks it once the desk shows it.
//!
//! Paths come from [`crate::systems::Missing`] and [`crate::model::Problem`]: index paths such
//! as `sides[0].contingents[1].units[3].strength.unit_points`, possibly decorated with names
//! (`log[2] (turn "3").events[1]`, `sides[0] (Prussian army)`); the decorations are read past.
//! Every path names one place in the file, never "every contingent": a problem with a sum names
//! the first item that contributes to it.

use super::{DeskPanel, DeskState};
use crate::app::view::ViewCtx;
use crate::i18n::tr;
pub use crate::record::field_names::field_name;
use crate::record::field_names::{index_in, name_of, segments};
use egui::{Response, Ui};

/// A field the desk brings into view and outlines, e.g. after "Go to" on a missing datum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Focus {
    /// Path of the field in the scenario file, as [`crate::systems::Missing::path`] gives it.
    pub path: String,
    /// What is wrong or missing there, shown above the panel.
    pub message: String,
    /// Scroll the field into view on the next frame it is drawn.
    pub scroll: bool,
}

/// A tab of the window outside the desk where a field is edited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherTab {
    /// The map: deployment areas and VP markers.
    Designer,
    /// Sides, contingents and units (their strengths and ids).
    Sides,
}

impl OtherTab {
    /// The tab's name as the window's tab bar shows it.
    pub fn label(self) -> String {
        match self {
            OtherTab::Designer => tr!(DeskTabDesigner),
            OtherTab::Sides => tr!(DeskTabSides),
        }
    }
}

/// Where a scenario path is edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// End-of-battle figures, the C-in-C and the settings the verdicts need.
    EndOfBattle,
    /// One turn of the log, and one entry of it when the path names one.
    LogEvent {
        turn: usize,
        event: Option<usize>,
    },
    Log,
    /// The deciding system, those compared, who played.
    Settings,
    /// Edited in another tab of the window.
    Elsewhere(OtherTab),
}

impl DeskState {
    /// Switch to the panel that edits `path` and outline the field there.
    pub fn go_to(&mut self, path: &str, message: &str, view: &mut ViewCtx) {
        match target_of(path) {
            Target::EndOfBattle => self.panel = DeskPanel::EndOfBattle,
            Target::LogEvent { turn, event } => {
                self.panel = DeskPanel::Log;
                self.turn = turn;
                self.log.editing = event.map(|k| (turn, k));
            }
            Target::Log => self.panel = DeskPanel::Log,
            Target::Settings => self.panel = DeskPanel::Settings,
            Target::Elsewhere(tab) => {
                view.info(tr!(
                    DeskEditedInTab,
                    path = path,
                    tab = tab.label(),
                    message = message
                ));
                self.wants_tab = Some(tab);
            }
        }
        self.focus = Some(Focus {
            path: path.to_string(),
            message: message.to_string(),
            scroll: true,
        });
    }

    /// Whether the field at `path` is the one asked for.
    pub fn is_focused(&self, path: &str) -> bool {
        self.focus
            .as_ref()
            .is_some_and(|f| paths_match(&f.path, path))
    }

    /// Outline `response` and bring it into view if it is the field asked for.
    pub fn mark(&mut self, ui: &Ui, response: &Response, path: &str) {
        if let Some(focus) = &mut self.focus {
            focus.mark(ui, response, path);
        }
    }
}

impl Focus {
    /// Outline `response` and bring it into view if it is this field (the desk's panels and
    /// the Sides & units tab both mark their fields with it).
    pub fn mark(&mut self, ui: &Ui, response: &Response, path: &str) {
        if !self.outline(ui, response, path) {
            return;
        }
        if self.scroll {
            self.scroll = false;
            response.scroll_to_me(Some(egui::Align::Center));
        }
    }

    /// Outline `response` if it is this field, without scrolling to it (for a field that is
    /// brought into view some other way); whether it is.
    pub fn outline(&self, ui: &Ui, response: &Response, path: &str) -> bool {
        if !paths_match(&self.path, path) {
            return false;
        }
        ui.painter().rect_stroke(
            response.rect.expand(3.0),
            3.0,
            egui::Stroke::new(2.0, ui.visuals().warn_fg_color),
            egui::StrokeKind::Outside,
        );
        true
    }
}

/// Which panel edits the field at `path` (a path of [`crate::systems::Missing`] or
/// [`crate::model::Problem`]).
pub fn target_of(path: &str) -> Target {
    let segments: Vec<String> = segments(path);
    let first = segments.first().map(String::as_str).unwrap_or("");
    let second = segments.get(1).map(String::as_str).unwrap_or("");
    let third = segments.get(2).map(String::as_str).unwrap_or("");
    match name_of(first) {
        "log" => match index_in(first) {
            Some(turn) => Target::LogEvent {
                turn,
                event: (name_of(second) == "events")
                    .then(|| index_in(second))
                    .flatten(),
            },
            None => Target::Log,
        },
        "settings" if matches!(name_of(second), "decided_by" | "compare_with") => Target::Settings,
        "settings" => Target::EndOfBattle,
        "played" => Target::Settings,
        "sides" if matches!(second, "c_in_c" | "morale_points") => Target::EndOfBattle,
        "sides" if name_of(second) == "contingents" && third == "end" => Target::EndOfBattle,
        // A side without contingents: the end-of-battle panel says where to add one. Units,
        // names and colours are edited with the order of battle.
        "sides" if second == "contingents" => Target::EndOfBattle,
        "sides" => Target::Elsewhere(OtherTab::Sides),
        _ => Target::Elsewhere(OtherTab::Designer),
    }
}

/// Whether a field path and a focus path name the same place: segment by segment, and one may
/// stop before the other (the focus `sides[0].c_in_c` marks `sides[0].c_in_c.lost`; the focus
/// `log[2].events[1].roll` marks the entry itself; the list `sides[0].contingents` covers each
/// contingent).
pub fn paths_match(focus: &str, field: &str) -> bool {
    let (a, b) = (segments(focus), segments(field));
    if a.is_empty() || b.is_empty() {
        return false;
    }
    a.iter().zip(&b).all(|(x, y)| segment_match(x, y))
}

fn segment_match(x: &str, y: &str) -> bool {
    if name_of(x) != name_of(y) {
        return false;
    }
    match (x.contains('['), y.contains('[')) {
        // An index that is not a number (a wildcard) names no place of the file.
        (true, true) => index_in(x).is_some() && index_in(x) == index_in(y),
        // `contingents` against `contingents[2]`: the whole list covers each item.
        (true, false) | (false, true) | (false, false) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_match_by_index_and_prefix() {
        assert!(paths_match(
            "sides[0].contingents[2].end.start_men",
            "sides[0] (Prussian army).contingents[2] (Cavalry).end.start_men"
        ));
        assert!(!paths_match(
            "sides[0].contingents[1].end.start_men",
            "sides[0].contingents[2].end.start_men"
        ));
        assert!(!paths_match(
            "sides[0].contingents[0].end.start_men",
            "sides[1].contingents[0].end.start_men"
        ));
        assert!(!paths_match(
            "sides[0].contingents[0].end.start_men",
            "sides[0].contingents[0].end.casualties_men"
        ));
        assert!(paths_match(
            "sides[0].contingents",
            "sides[0].contingents[3]"
        ));
        assert!(paths_match("sides[0].c_in_c", "sides[0].c_in_c.lost"));
        assert!(paths_match(
            "log[2] (turn \"June 16 Night\").events[1].roll",
            "log[2].events[1]"
        ));
        assert!(!paths_match("log[2].events[1]", "log[2].events[0]"));
        // A wildcard is not a path of the file: it names no place.
        assert!(!paths_match(
            "sides[0].contingents[*].end.start_men",
            "sides[0].contingents[0].end.start_men"
        ));
    }

    #[test]
    fn targets_of_paths() {
        assert_eq!(target_of("settings.game_end"), Target::EndOfBattle);
        assert_eq!(target_of("settings.decided_by"), Target::Settings);
        assert_eq!(target_of("settings.compare_with[1]"), Target::Settings);
        assert_eq!(target_of("played.umpire"), Target::Settings);
        assert_eq!(
            target_of("sides[1].contingents[0].end.start_men"),
            Target::EndOfBattle
        );
        assert_eq!(target_of("sides[1].contingents"), Target::EndOfBattle);
        assert_eq!(target_of("sides[1].morale_points"), Target::EndOfBattle);
        assert_eq!(
            target_of("log[3] (turn \"4\").events[2].roll"),
            Target::LogEvent {
                turn: 3,
                event: Some(2)
            }
        );
        assert_eq!(
            target_of("markers.markers"),
            Target::Elsewhere(OtherTab::Designer)
        );
        assert_eq!(
            target_of(
                "sides[0] (France).contingents[1] (Guard).units[3] (id \"G1\").strength.unit_points"
            ),
            Target::Elsewhere(OtherTab::Sides)
        );
        assert_eq!(
            target_of("sides[0].contingents[0].units"),
            Target::Elsewhere(OtherTab::Sides)
        );
    }
}
