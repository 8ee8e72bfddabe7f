//! The result of record: which system's verdict decides the battle, which are shown beside it
//! for comparison, and whether there is anything to judge yet. The window's verdict panel and
//! the report put the systems in this one order.
//!
//! The scenario names its deciding system (`settings.decided_by`) and any others for comparison
//! (`settings.compare_with`): seed 000 makes its chart the approved method unless the umpire
//! makes other criteria clear at the start of the battle, so the choice is the scenario's, never
//! guessed. Without a choice every system is listed alike and the outputs say so.

use super::BattleRecord;
use crate::i18n::fixed;
use crate::i18n::{Msg, tr};
use crate::model::{Scenario, SideId};
use crate::systems::{Figure, Judgement, LossFigures, VictorySystem};

/// A system with its judgement, as an audience may see it.
pub type Judged = (&'static dyn VictorySystem, Judgement);

/// The judgements in the order the outputs show them.
pub struct Standing {
    /// The deciding system named by the scenario, with its judgement; `None` when the scenario
    /// names none (or names a system this program does not have).
    pub of_record: Option<Judged>,
    /// The systems named for comparison, in the scenario's order.
    pub comparison: Vec<Judged>,
    /// Every other system, in registry order.
    pub others: Vec<Judged>,
    /// Nothing is logged and no end-of-battle loss is entered: no verdict means anything yet.
    pub not_yet_played: bool,
}

impl Standing {
    /// Sort `judgements` (every system, registry order) by the scenario's choice.
    pub fn new(s: &Scenario, record: &BattleRecord, judgements: Vec<Judged>) -> Standing {
        let named = |id: &str| id.trim().to_string();
        let deciding = s.settings.decided_by.as_deref().map(named);
        let compared: Vec<String> = s
            .settings
            .compare_with
            .iter()
            .map(|id| named(id))
            .filter(|id| Some(id) != deciding.as_ref())
            .collect();
        let mut of_record = None;
        let mut comparison: Vec<(usize, Judged)> = Vec::new();
        let mut others = Vec::new();
        for (sys, j) in judgements {
            if deciding.as_deref() == Some(sys.id()) {
                of_record = Some((sys, j));
            } else if let Some(k) = compared.iter().position(|id| id == sys.id()) {
                comparison.push((k, (sys, j)));
            } else {
                others.push((sys, j));
            }
        }
        comparison.sort_by_key(|(k, _)| *k);
        Standing {
            of_record,
            comparison: comparison.into_iter().map(|(_, j)| j).collect(),
            others,
            not_yet_played: not_yet_played(s, record),
        }
    }

    /// Whether the scenario names a deciding system this program has.
    pub fn has_choice(&self) -> bool {
        self.of_record.is_some()
    }

    /// Whether system `id` is in play: it judged (or its verdict is withheld) and it decides or
    /// is compared, or the scenario chose none. A chart draws the reference line of a rule only
    /// for a system in play, in the window and in the report alike.
    pub fn in_play(&self, id: &str) -> bool {
        let judged = |list: &[Judged]| {
            list.iter().any(|(sys, j)| {
                sys.id() == id && matches!(j, Judgement::Verdict(_) | Judgement::Withheld { .. })
            })
        };
        judged(self.of_record.as_slice())
            || judged(&self.comparison)
            || (!self.has_choice() && judged(&self.others))
    }

    /// Every judgement in display order: the result of record, those for comparison, the rest.
    pub fn all(&self) -> impl Iterator<Item = &Judged> {
        self.of_record
            .iter()
            .chain(self.comparison.iter())
            .chain(self.others.iter())
    }

    /// Each system in play that counts losses, with its count as its verdict gives it to this
    /// reader, in display order (the result of record first). Nothing before the battle.
    pub fn losses(&self) -> Vec<SystemLosses<'_>> {
        if self.not_yet_played {
            return Vec::new();
        }
        self.all()
            .filter(|(sys, _)| self.in_play(sys.id()))
            .filter_map(|judged| {
                let of_record = self
                    .of_record
                    .as_ref()
                    .is_some_and(|(sys, _)| sys.id() == judged.0.id());
                SystemLosses::of(judged, of_record)
            })
            .collect()
    }

    /// The count of losses of the result of record, if it counts losses.
    pub fn losses_of_record(&self) -> Option<SystemLosses<'_>> {
        self.losses().into_iter().find(|l| l.of_record)
    }
}

/// One system's count of each side's strength and losses, in its own measure, as its verdict
/// gives them ([`VictorySystem::loss_figures`]): the figures a summary shows, named, and never
/// adds to another's.
pub struct SystemLosses<'a> {
    pub system: &'static dyn VictorySystem,
    /// Whether it is the result of record.
    pub of_record: bool,
    pub ids: LossFigures,
    pub strength: Option<&'a Figure>,
    pub lost: &'a Figure,
    pub percent: Option<&'a Figure>,
}

impl<'a> SystemLosses<'a> {
    /// The count of a judged system, when it gave a verdict and counts losses.
    fn of((sys, j): &'a Judged, of_record: bool) -> Option<SystemLosses<'a>> {
        let ids = sys.loss_figures()?;
        let v = j.verdict()?;
        let figure = |id: &str| v.figures.iter().find(|f| f.id == id);
        Some(SystemLosses {
            system: *sys,
            of_record,
            ids,
            strength: ids.strength.and_then(figure),
            lost: figure(ids.lost)?,
            percent: ids.percent.and_then(figure),
        })
    }

    /// "Unit points (Grande Tactique): Unit Points lost (tally)".
    pub fn label(&self) -> String {
        tr!(
            RecSystemLosses,
            system = self.system.name(),
            lost = self.lost.label.as_str()
        )
    }

    /// How the system stands to the battle: "the result of record" or "for comparison".
    pub fn role(&self) -> &'static str {
        if self.of_record {
            fixed(Msg::RecRoleOfRecord)
        } else {
            fixed(Msg::RecRoleForComparison)
        }
    }

    /// A side's strength with its measure: "72,000 men".
    pub fn strength_text(&self, side: SideId) -> Option<String> {
        self.strength
            .map(|f| format!("{} {}", f.text[side.index()], self.ids.measure))
    }

    /// A side's losses in the system's own words: "32 of 50 (64.00%)", or "45".
    pub fn lost_text(&self, side: SideId) -> String {
        let i = side.index();
        let mut text = self.lost.text[i].clone();
        if let Some(st) = self.strength {
            text = tr!(
                RecLostOfStrength,
                lost = text,
                strength = st.text[i].as_str()
            );
        }
        if let Some(p) = self.percent {
            text.push_str(&format!(" ({})", p.text[i]));
        }
        text
    }
}

/// Whether the battle has not been played yet: nothing logged, and no casualty, lost gun or
/// infringement entered in the end-of-battle figures (the casualty chart reads those, not the
/// log). A verdict of such a battle ("Draw, 0% against 0%") would mean nothing.
pub fn not_yet_played(s: &Scenario, record: &BattleRecord) -> bool {
    let figures_entered = s.sides.iter().flat_map(|sd| &sd.contingents).any(|c| {
        c.end.casualties_men > 0 || c.end.any_guns() || c.end.infringement_losses_caused > 0
    });
    !record.played(s) && !figures_entered
}

/// What the outputs say when the scenario names no deciding system, in the language in force.
pub fn no_choice() -> String {
    tr!(RecNoChoice)
}

/// What the outputs say of a battle with nothing logged, in the language in force.
pub fn not_yet_played_text() -> String {
    tr!(RecNotYetPlayed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Event, Turn, Unit, UnitKind, UnitStatus};

    fn scenario() -> Scenario {
        let mut s = Scenario::new("t");
        let mut u = Unit::new("u", "Hussars", UnitKind::Cavalry);
        u.strength.unit_points = 4;
        s.sides[0].contingents.push(Contingent {
            name: "c".into(),
            units: vec![u],
            ..Default::default()
        });
        s
    }

    fn judged(s: &Scenario) -> Standing {
        let record = BattleRecord::build(s);
        Standing::new(s, &record, crate::systems::judge_all(s))
    }

    #[test]
    fn the_deciding_system_comes_first_then_those_compared_in_their_order() {
        let mut s = scenario();
        s.settings.decided_by = Some("casualty-chart".into());
        s.settings.compare_with = vec!["waterloo20".into(), "naw".into(), "casualty-chart".into()];
        let st = judged(&s);
        assert_eq!(st.of_record.as_ref().unwrap().0.id(), "casualty-chart");
        let compared: Vec<_> = st.comparison.iter().map(|(s, _)| s.id()).collect();
        assert_eq!(
            compared,
            ["waterloo20", "naw"],
            "the deciding one is not repeated"
        );
        let others: Vec<_> = st.others.iter().map(|(s, _)| s.id()).collect();
        assert_eq!(others, ["weighted-objectives", "unit-points"]);
        assert_eq!(st.all().count(), 5);
        assert!(st.has_choice());
    }

    #[test]
    fn without_a_choice_every_system_is_an_other() {
        let st = judged(&scenario());
        assert!(!st.has_choice());
        assert!(st.comparison.is_empty());
        assert_eq!(st.others.len(), 5);
    }

    #[test]
    fn a_battle_is_played_once_something_is_logged_or_casualties_entered() {
        let mut s = scenario();
        assert!(judged(&s).not_yet_played);
        s.sides[1].contingents.push(Contingent {
            name: "d".into(),
            ..Default::default()
        });
        s.sides[1].contingents[0].end.casualties_men = 10;
        assert!(!judged(&s).not_yet_played);
        let mut s = scenario();
        s.log.turns = vec![Turn {
            name: "1".into(),
            events: vec![Event::Status {
                unit: "u".into(),
                status: UnitStatus::Routed,
            }],
        }];
        assert!(!judged(&s).not_yet_played);
    }
}
