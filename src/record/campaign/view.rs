//! The knowledge rules, extended to the campaign (rules reference, "Who knows what"): what one
//! audience may know of it. Every output of the campaign (the command line, the report, the
//! window) reads the ledger through a [`CampaignView`], so none decides visibility itself.
//!
//! - The umpire knows everything, his notes and the ledger's warnings included.
//! - A side knows its own army: every step of its ledger, each unit's figures, what is still
//!   to come to it.
//! - Of the enemy, a side knows what the battles' reports told it: the enemy's strength at the
//!   outset of each battle and its losses in it (strength is not secret in a battle). Not the
//!   enemy's returns, replacements, reinforcements, stragglers or the units that never fought.
//! - Each battle's result of record is told as the battle's own knowledge rules tell it to that
//!   audience (a verdict that reads face-down marker values is withheld), and so is the
//!   campaign effect its level brings.
//! - When a battle's result is withheld from a side and the results table can change an army's
//!   figures (a row with stragglers), the side's own figures after that battle depend on the
//!   result: they are withheld too, until the umpire publishes it.
//! - The public knows what a side knows of its enemy, of both armies.

use super::ledger::{BattleLine, CampaignLedger, LedgerStep, StepKind, UnitLine, Warning};
use crate::i18n::tr;
use crate::model::campaign::{Campaign, ResultEffect};
use crate::model::{SideId, Strength};
use crate::record::Audience;
use crate::systems::Judgement;

/// The campaign as one audience may know it.
pub struct CampaignView<'a> {
    pub campaign: &'a Campaign,
    pub ledger: &'a CampaignLedger,
    pub audience: Audience,
}

/// What an audience knows of an army's ledger.
pub enum ArmyKnown<'a> {
    /// Every step, up to the battle whose result is withheld (`cut`), if any.
    Steps {
        steps: Vec<&'a LedgerStep>,
        cut: Option<usize>,
    },
    /// Only what the battles' reports told.
    SeenInBattle,
}

/// An army as a battle's report showed it: its strength at the outset and its losses there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeenInBattle<'a> {
    pub battle: &'a BattleLine,
    pub start: Strength,
    pub lost: Strength,
}

/// One level of result and how many battles each side won at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// The level as the deciding system words it.
    pub level: String,
    /// The level's id ([`crate::systems::Verdict::level_id`]): the row's key, the same in
    /// every language.
    pub level_id: &'static str,
    pub wins: [usize; 2],
    /// Battles at this level without a winner (a draw, no official victor).
    pub no_winner: usize,
}

/// The wins by level, as an audience is told the results.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standings {
    pub rows: Vec<StandingRow>,
    /// Battles whose result is withheld from this audience.
    pub withheld: usize,
    /// Battles not yet played.
    pub not_played: usize,
    /// Battles without a result of record (no deciding system, or one that cannot judge).
    pub no_result: usize,
}

impl Standings {
    /// Battles won by `side`, at any level.
    pub fn wins(&self, side: SideId) -> usize {
        self.rows.iter().map(|r| r.wins[side.index()]).sum()
    }
}

impl<'a> CampaignView<'a> {
    pub fn new(
        campaign: &'a Campaign,
        ledger: &'a CampaignLedger,
        audience: Audience,
    ) -> CampaignView<'a> {
        CampaignView {
            campaign,
            ledger,
            audience,
        }
    }

    /// Whether this audience knows `side`'s army in full: the umpire, and the side itself.
    pub fn knows_army(&self, side: SideId) -> bool {
        match self.audience {
            Audience::Umpire => true,
            Audience::Side(s) => s == side,
            Audience::Public => false,
        }
    }

    /// The armies this audience knows in full.
    pub fn known_armies(&self) -> Vec<SideId> {
        SideId::BOTH
            .into_iter()
            .filter(|s| self.knows_army(*s))
            .collect()
    }

    pub fn umpire_notes(&self) -> Option<&'a str> {
        self.audience
            .is_umpire()
            .then_some(self.campaign.umpire_notes.as_str())
    }

    /// The ledger's warnings: the umpire's alone (they name the sides' figures).
    pub fn warnings(&self) -> &'a [Warning] {
        if self.audience.is_umpire() {
            &self.ledger.warnings
        } else {
            &[]
        }
    }

    /// The first battle the ledger refused, and why: the umpire's alone (the differences name
    /// both armies' units and strengths); the others are told the ledger stops there.
    pub fn refusal_text(&self) -> Option<String> {
        let r = self.ledger.refused.as_ref()?;
        Some(if self.audience.is_umpire() {
            r.message.clone()
        } else {
            tr!(RecCampaignLedgerStops, index = r.battle.to_string())
        })
    }

    /// A battle's result of record as this audience is told it (`None` without one).
    pub fn result(&self, b: &'a BattleLine) -> Option<&'a Judgement> {
        b.result.seen_by(self.audience)
    }

    /// Whether this audience is told battle `b`'s result.
    pub fn told_result(&self, b: &BattleLine) -> bool {
        matches!(self.result_of(b), Some(Judgement::Verdict(_)))
    }

    fn result_of<'b>(&self, b: &'b BattleLine) -> Option<&'b Judgement> {
        b.result.seen_by(self.audience)
    }

    /// The campaign effect of battle `b` (its row of the results table), when this audience is
    /// told the result it follows from.
    pub fn effect(&self, b: &BattleLine) -> Option<(usize, &'a ResultEffect)> {
        let row = b.effect?;
        self.told_result(b)
            .then(|| (row, &self.campaign.rules.results[row]))
    }

    /// The stragglers the pursuit after `b` cost `side`, for an audience that knows that army
    /// and is told the result.
    pub fn stragglers(&self, b: &BattleLine, side: SideId) -> Option<Strength> {
        (self.knows_army(side) && self.told_result(b)).then_some(b.stragglers[side.index()])
    }

    /// Whether the results table can change an army's figures.
    fn effects_change_figures(&self) -> bool {
        self.campaign
            .rules
            .results
            .iter()
            .any(|r| r.loser_stragglers.is_some_and(|s| !s.is_zero()))
    }

    /// The first battle after which this audience's own figures depend on a result withheld
    /// from it.
    pub fn withheld_after(&self) -> Option<usize> {
        if !self.effects_change_figures() {
            return None;
        }
        self.ledger
            .battles
            .iter()
            .find(|b| {
                b.played
                    && b.result.system.is_some()
                    && matches!(self.result_of(b), Some(Judgement::Withheld { .. }))
            })
            .map(|b| b.index)
    }

    /// What this audience knows of `side`'s ledger.
    pub fn army(&self, side: SideId) -> ArmyKnown<'a> {
        if !self.knows_army(side) {
            return ArmyKnown::SeenInBattle;
        }
        let cut = self.withheld_after();
        let mut steps = Vec::new();
        for s in self.ledger.steps_of(side) {
            steps.push(s);
            // The battle's own losses are known; what follows them may hang on its result.
            if cut.is_some_and(|b| s.kind == StepKind::Battle { battle: b }) {
                break;
            }
        }
        ArmyKnown::Steps { steps, cut }
    }

    /// `side`'s units with their figures, for an audience that knows the army and is not cut
    /// off from its figures.
    pub fn units(&self, side: SideId) -> Option<Vec<&'a UnitLine>> {
        (self.knows_army(side) && self.withheld_after().is_none()).then(|| {
            self.ledger
                .units
                .iter()
                .filter(|u| u.side == side)
                .collect()
        })
    }

    /// `side`'s strength on the ledger's day, when this audience may know it.
    pub fn strength_now(&self, side: SideId) -> Option<Strength> {
        (self.knows_army(side) && self.withheld_after().is_none() && self.ledger.refused.is_none())
            .then(|| self.ledger.strength_now(side))
    }

    /// What is still to come to the armies this audience knows.
    pub fn due(&self) -> Vec<&'a LedgerStep> {
        if self.withheld_after().is_some() || self.ledger.refused.is_some() {
            return Vec::new();
        }
        self.ledger
            .due
            .iter()
            .filter(|s| self.knows_army(s.side))
            .collect()
    }

    /// `side`'s army as each battle's report showed it (known to every audience).
    pub fn seen_in_battle(&self, side: SideId) -> Vec<SeenInBattle<'a>> {
        self.ledger
            .battles
            .iter()
            .map(|b| SeenInBattle {
                battle: b,
                start: b.start[side.index()],
                lost: b.lost[side.index()],
            })
            .collect()
    }

    /// The wins by level, as this audience is told the results.
    pub fn standings(&self) -> Standings {
        let mut st = Standings::default();
        for b in &self.ledger.battles {
            if !b.played {
                st.not_played += 1;
                continue;
            }
            match self.result_of(b) {
                Some(Judgement::Verdict(v)) => {
                    let i = match st.rows.iter().position(|r| r.level_id == v.level_id) {
                        Some(i) => i,
                        None => {
                            st.rows.push(StandingRow {
                                level: v.level.trim().to_string(),
                                level_id: v.level_id,
                                wins: [0, 0],
                                no_winner: 0,
                            });
                            st.rows.len() - 1
                        }
                    };
                    match v.winner {
                        Some(w) => st.rows[i].wins[w.index()] += 1,
                        None => st.rows[i].no_winner += 1,
                    }
                }
                Some(Judgement::Withheld { .. }) => st.withheld += 1,
                Some(Judgement::NotApplicable { .. } | Judgement::Invalid { .. }) | None => {
                    st.no_result += 1
                }
            }
        }
        st
    }
}
