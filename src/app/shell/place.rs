//! A place in the window: a tab, and on the battle desk one of its panels. The screen check
//! (`UMPIRE_SCREENSHOT_TAB`) names the place it pictures; the measuring rig's tab tour
//! (`--features measure`) walks [`Place::all`], so a new tab or desk panel is visited without
//! an edit there.

use super::Tab;
use crate::app::desk::DeskPanel;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub tab: Tab,
    pub panel: Option<DeskPanel>,
}

impl Place {
    /// Every place, in the order a user meets them: each tab, the battle desk once per panel.
    pub fn all() -> Vec<Place> {
        Tab::ALL
            .into_iter()
            .flat_map(|tab| {
                match tab {
                    Tab::Battle => DeskPanel::ALL.into_iter().map(Some).collect(),
                    Tab::Designer | Tab::Sides => vec![None],
                }
                .into_iter()
                .map(move |panel| Place { tab, panel })
            })
            .collect()
    }

    /// "designer", "sides", "battle:graphs": the name a trace and `UMPIRE_TRACE_TABS` use.
    pub fn name(self) -> String {
        let tab = short_name(self.tab);
        match self.panel {
            Some(p) => format!("{tab}:{}", short_name(p)),
            None => tab,
        }
    }

    /// A place named as by [`Place::name`], or (as `UMPIRE_SCREENSHOT_TAB` allows) by the start
    /// of its tab's label and of its panel's label: `battle:verdicts`, `sides & units`.
    pub fn parse(word: &str) -> Option<Place> {
        let word = word.trim().to_lowercase();
        if let Some(p) = Place::all().into_iter().find(|p| p.name() == word) {
            return Some(p);
        }
        let (tab, panel) = word.split_once(':').unwrap_or((&word, ""));
        let tab = Tab::ALL
            .into_iter()
            .find(|t| !tab.is_empty() && t.label().to_lowercase().starts_with(tab))?;
        let panel = DeskPanel::ALL.into_iter().find(|p| {
            !panel.is_empty()
                && (p.label().to_lowercase().starts_with(panel) || short_name(*p) == panel)
        });
        Some(Place { tab, panel })
    }
}

/// The variant's name in lower case: "designer", "verdicts", "waterloo20".
fn short_name(value: impl std::fmt::Debug) -> String {
    format!("{value:?}").to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_named_and_found_by_name_or_label() {
        let all = Place::all();
        assert_eq!(all.len(), Tab::ALL.len() - 1 + DeskPanel::ALL.len());
        for p in &all {
            assert_eq!(Place::parse(&p.name()), Some(*p), "{}", p.name());
        }
        let graphs = Place {
            tab: Tab::Battle,
            panel: Some(DeskPanel::Graphs),
        };
        assert_eq!(graphs.name(), "battle:graphs");
        assert_eq!(
            Place::parse("Battle:Verdicts").and_then(|p| p.panel),
            Some(DeskPanel::Verdicts)
        );
        assert_eq!(
            Place::parse("battle:end").and_then(|p| p.panel),
            Some(DeskPanel::EndOfBattle),
            "by the start of the label"
        );
        let sides = Place {
            tab: Tab::Sides,
            panel: None,
        };
        assert_eq!(Place::parse("sides & units"), Some(sides));
        assert_eq!(Place::parse("nowhere"), None);
    }
}
