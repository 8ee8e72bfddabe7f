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

    /// "designer", "sides", "battle:graphs": the name a trace and `UMPIRE_TRACE_TABS` use, made
    /// of the tab's and the panel's fixed ids ([`Tab::id`], [`DeskPanel::id`]).
    pub fn name(self) -> String {
        let tab = self.tab.id();
        match self.panel {
            Some(p) => format!("{tab}:{}", p.id()),
            None => tab.to_owned(),
        }
    }

    /// A place named as by [`Place::name`], or (as `UMPIRE_SCREENSHOT_TAB` allows) by the start
    /// of its tab's and its panel's id or English name: `battle:verdicts`, `sides & units`,
    /// `battle:end`. The labels shown are not read: a translated label changes nothing here.
    pub fn parse(word: &str) -> Option<Place> {
        let word = word.trim().to_lowercase();
        if let Some(p) = Place::all().into_iter().find(|p| p.name() == word) {
            return Some(p);
        }
        let (tab, panel) = word.split_once(':').unwrap_or((&word, ""));
        let tab = Tab::ALL
            .into_iter()
            .find(|t| begins(tab, t.id(), tab_english_name(*t)))?;
        let panel = DeskPanel::ALL
            .into_iter()
            .find(|p| begins(panel, p.id(), panel_english_name(*p)));
        Some(Place { tab, panel })
    }
}

/// Whether `word` (not empty) begins `id` or `english`.
fn begins(word: &str, id: &str, english: &str) -> bool {
    !word.is_empty() && (id.starts_with(word) || english.starts_with(word))
}

/// The tab's English label in lower case, frozen here: the screen check has always taken it.
fn tab_english_name(tab: Tab) -> &'static str {
    match tab {
        Tab::Designer => "designer",
        Tab::Sides => "sides & units",
        Tab::Battle => "battle",
    }
}

/// The desk panel's English label in lower case, frozen here as [`tab_english_name`] is.
fn panel_english_name(panel: DeskPanel) -> &'static str {
    match panel {
        DeskPanel::Log => "battle log",
        DeskPanel::EndOfBattle => "end of battle",
        DeskPanel::Settings => "settings",
        DeskPanel::Verdicts => "verdicts",
        DeskPanel::Withdrawal => "withdrawal test",
        DeskPanel::Naw => "napoleon at waterloo",
        DeskPanel::Waterloo20 => "waterloo 20",
        DeskPanel::Graphs => "graphs",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tab_and_panel_id_is_found_again_by_itself() {
        for tab in Tab::ALL {
            assert_eq!(Place::parse(tab.id()).map(|p| p.tab), Some(tab), "{tab:?}");
            assert_eq!(tab.id(), tab.id().to_lowercase());
        }
        for panel in DeskPanel::ALL {
            let word = format!("battle:{}", panel.id());
            assert_eq!(
                Place::parse(&word).and_then(|p| p.panel),
                Some(panel),
                "{word}"
            );
            assert_eq!(panel.id(), panel.id().to_lowercase());
        }
    }

    #[test]
    fn the_english_names_match_the_english_labels_and_stay_when_a_label_changes() {
        crate::i18n::with_lang(crate::i18n::Lang::En, || {
            for tab in Tab::ALL {
                assert_eq!(tab_english_name(tab), tab.label().to_lowercase());
            }
            for panel in DeskPanel::ALL {
                assert_eq!(panel_english_name(panel), panel.label().to_lowercase());
            }
        });
    }

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
