//! The campaign in rows and sentences, as one audience may know it: every front end (the
//! command line's text, CSV and JSON, the report's tables, the window's panels) lays out these
//! rows, so the campaign says the same thing, in the same words, everywhere.

use super::ledger::{BattleLine, LedgerStep, StepKind, UnitLine};
use super::view::{ArmyKnown, CampaignView, Standings};
use crate::i18n::{tr, whole_number};
use crate::model::campaign::CampaignDate;
use crate::model::{SideId, Strength};
use crate::record::result::not_yet_played_text;
use crate::record::{Audience, Measure, words};
use crate::systems::Judgement;

/// A battle as a row of the campaign's ledger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleRow {
    pub index: usize,
    pub date: CampaignDate,
    pub name: String,
    pub file: String,
    /// The contingents of each side that fought, joined: "Saxon brigades, Prussian battalions".
    pub fought: [String; 2],
    /// The deciding system's name, if the battle has one.
    pub system: Option<String>,
    pub system_id: Option<String>,
    /// `verdict`, `withheld`, `not_yet_played`, `cannot_judge` or `no_result`.
    pub status: &'static str,
    /// The result of record in a line ("Decisive victory for French V Corps"), or why there
    /// is none.
    pub result: String,
    /// Why: the figures that decide it.
    pub reason: Option<String>,
    pub level: Option<String>,
    pub winner: Option<SideId>,
    /// Each side's strength at the outset and losses, in the battle's measures: "25 Unit
    /// Points of 50".
    pub losses: [String; 2],
    pub start_value: [Strength; 2],
    pub lost_value: [Strength; 2],
    /// The deciding system's own count of losses, when it counts them: its label and each
    /// side's figure.
    pub own_count: Option<(String, [String; 2])>,
    /// The campaign effect: the results table's row and what it says, or why there is none.
    pub effect: String,
    /// The row of the results table applied, when told.
    pub effect_row: Option<usize>,
    /// The stragglers the effect cost each side, where this audience may know it.
    pub stragglers: [Option<Strength>; 2],
}

/// A step of an army's ledger as a row.
#[derive(Clone, Debug, PartialEq)]
pub struct StepRow {
    pub date: CampaignDate,
    pub side: SideId,
    /// `start`, `joined`, `drafts`, `battle`, `pursuit`, `returns`, `replacements`.
    pub key: &'static str,
    /// "Losses at Saalfeld", "Returns from Saalfeld", "Replacements for Saalfeld (1 of 3)".
    pub entry: String,
    pub battle: Option<String>,
    pub gains: bool,
    pub change: Strength,
    /// "+12 Unit Points", "−25 Unit Points".
    pub change_text: String,
    pub after: Strength,
    pub after_text: String,
    /// Which rule made it, with its numbers.
    pub rule: String,
    /// Each unit's part: its id and amount.
    pub units: Vec<(String, Strength)>,
    /// Where a chart over the campaign's days puts it ([`CampaignView::chart_x`]).
    pub x: f64,
}

/// An army as a battle's report showed it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeenRow {
    pub date: CampaignDate,
    pub battle: String,
    /// Where a chart over the campaign's days puts the battle ([`CampaignView::chart_x`]).
    pub x: f64,
    pub start: Strength,
    pub lost: Strength,
    /// "50 Unit Points at the outset, 15 lost".
    pub text: String,
}

/// A unit of the master order of battle: its line of the ledger, and the battles it fought by
/// name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitRow {
    pub unit: UnitLine,
    pub battles: Vec<String>,
}

/// What is said of an army whose own figures this audience may not see past a battle.
pub fn cut_note(view: &CampaignView, battle: usize) -> String {
    let name = view
        .ledger
        .battles
        .get(battle)
        .map_or_else(|| tr!(RecCampaignABattle), |b| b.name.clone());
    tr!(RecCampaignCutNote, battle = name)
}

impl CampaignView<'_> {
    fn measures(&self) -> &[Measure] {
        &self.ledger.measures
    }

    /// A strength in the campaign's measures: "25 Unit Points".
    pub fn amount(&self, s: Strength) -> String {
        words::strength_in(s, self.measures())
    }

    /// Where a chart over the campaign's days puts what happens on `date`: its days since the
    /// campaign's start. What battle `battle` did on its day is put a share of the day later
    /// for each battle of that day listed before it, so that two battles of one day (Jena and
    /// Auerstedt) are two steps, in the campaign's order, and each drop shows; the shares stay
    /// within the day.
    pub fn chart_x(&self, date: CampaignDate, battle: Option<usize>) -> f64 {
        let day = date.days_since(self.campaign.start) as f64;
        let Some(i) = battle else {
            return day;
        };
        let same_day: Vec<usize> = self
            .ledger
            .battles
            .iter()
            .filter(|b| b.date == date)
            .map(|b| b.index)
            .collect();
        let before = same_day.iter().take_while(|&&j| j != i).count();
        day + before as f64 / (same_day.len() + 1) as f64
    }

    /// The last place a chart over the campaign's days needs: the ledger's day, or the last
    /// battle's step when that falls later within the day.
    pub fn chart_end(&self) -> f64 {
        self.ledger
            .battles
            .iter()
            .map(|b| self.chart_x(b.date, Some(b.index)))
            .fold(self.chart_x(self.ledger.day, None), f64::max)
    }

    /// The battles, in order.
    pub fn battle_rows(&self) -> Vec<BattleRow> {
        self.ledger
            .battles
            .iter()
            .map(|b| self.battle_row(b))
            .collect()
    }

    fn battle_row(&self, b: &BattleLine) -> BattleRow {
        let seen = self.result(b);
        let (status, result, reason, level, winner) = match seen {
            _ if !b.played => ("not_yet_played", not_yet_played_text(), None, None, None),
            None => ("no_result", tr!(RecCampaignNoResult), None, None, None),
            Some(Judgement::Verdict(v)) => (
                "verdict",
                v.headline.clone(),
                Some(v.reason.clone()),
                Some(v.level.clone()),
                v.winner,
            ),
            Some(Judgement::Withheld { reason }) => ("withheld", reason.clone(), None, None, None),
            Some(Judgement::NotApplicable { missing: p } | Judgement::Invalid { problems: p }) => (
                "cannot_judge",
                match p.first() {
                    Some(m) => tr!(RecCampaignCannotJudgeBecause, why = m.message.as_str()),
                    None => tr!(RecCampaignCannotJudge),
                },
                None,
                None,
                None,
            ),
        };
        let own_count = b
            .result
            .own_count_for(self.audience)
            .filter(|_| b.played)
            .map(|o| (o.label.clone(), o.text.clone()));
        BattleRow {
            index: b.index,
            date: b.date,
            name: b.name.clone(),
            file: b.file.clone(),
            fought: b.contingents.clone().map(|c| c.join(", ")),
            system: b.result.system.map(|(_, name)| name.to_string()),
            system_id: b.result.system.map(|(id, _)| id.to_string()),
            status,
            result,
            reason,
            level,
            winner,
            losses: SideId::BOTH.map(|side| losses_text(b, side)),
            start_value: b.start,
            lost_value: b.lost,
            own_count,
            effect: self.effect_text(b),
            effect_row: self.effect(b).map(|(row, _)| row),
            stragglers: SideId::BOTH.map(|side| self.stragglers(b, side)),
        }
    }

    fn effect_text(&self, b: &BattleLine) -> String {
        if !b.played {
            return tr!(RecCampaignEffectNotPlayed);
        }
        match self.result(b) {
            None => tr!(RecCampaignEffectNoResult),
            Some(Judgement::Withheld { .. }) => tr!(RecCampaignEffectWithheld),
            Some(Judgement::NotApplicable { .. } | Judgement::Invalid { .. }) => {
                tr!(RecCampaignEffectNoResult)
            }
            Some(Judgement::Verdict(v)) => match self.effect(b) {
                Some((row, e)) => {
                    let mut text = tr!(
                        RecCampaignEffect,
                        level = e.level.trim(),
                        row = row.to_string(),
                        effect = e.effect.trim()
                    );
                    if let Some(share) = e.loser_stragglers {
                        let whom = match v.winner {
                            Some(w) => {
                                let loser = self.campaign.side(w.other()).name.as_str();
                                tr!(
                                    RecCampaignLoserStragglers,
                                    side = loser,
                                    share = share.written()
                                )
                            }
                            None => tr!(RecCampaignNoLoser),
                        };
                        text = tr!(
                            RecCampaignThen,
                            text = text.trim_end_matches([':', ' ', '.', ';', '\u{a0}']),
                            then = whom
                        );
                    }
                    text
                }
                None => tr!(RecCampaignNoRow, level = v.level.trim()),
            },
        }
    }

    /// What this audience knows of `side`'s ledger: its steps, and the note where they stop;
    /// `None` for an army it knows only from the battles.
    pub fn step_rows(&self, side: SideId) -> Option<(Vec<StepRow>, Option<String>)> {
        match self.army(side) {
            ArmyKnown::SeenInBattle => None,
            ArmyKnown::Steps { steps, cut } => Some((
                steps.into_iter().map(|s| self.step_row(s)).collect(),
                cut.map(|b| cut_note(self, b)),
            )),
        }
    }

    /// What is still to come, as rows.
    pub fn due_rows(&self) -> Vec<StepRow> {
        self.due().into_iter().map(|s| self.step_row(s)).collect()
    }

    fn step_row(&self, s: &LedgerStep) -> StepRow {
        let battle = s
            .kind
            .battle()
            .and_then(|i| self.ledger.battles.get(i))
            .map(|b| b.name.clone());
        let of = battle.clone().unwrap_or_else(|| tr!(RecCampaignTheBattle));
        let entry = match s.kind {
            StepKind::Start => tr!(RecCampaignStartEntry),
            StepKind::Joined { reinforcement } => tr!(
                RecCampaignJoinEntry,
                contingent = self.campaign.reinforcements[reinforcement]
                    .contingent
                    .trim()
            ),
            StepKind::Drafts { .. } => tr!(RecCampaignDraftsEntry),
            StepKind::Battle { .. } => tr!(RecCampaignLossesEntry, battle = of),
            StepKind::Pursuit { .. } => tr!(RecCampaignStragglersEntry, battle = of),
            StepKind::Returns { .. } => tr!(RecCampaignReturnsEntry, battle = of),
            StepKind::Replacements { tranche, of: n, .. } => tr!(
                RecCampaignReplacementsEntry,
                battle = of,
                tranche = tranche.to_string(),
                tranches = n.to_string()
            ),
        };
        let sign = if s.kind == StepKind::Start {
            ""
        } else if s.kind.gains() {
            "+"
        } else {
            "−"
        };
        let on_its_day = match s.kind {
            StepKind::Battle { battle } | StepKind::Pursuit { battle } => Some(battle),
            _ => None,
        };
        StepRow {
            x: self.chart_x(s.date, on_its_day),
            date: s.date,
            side: s.side,
            key: s.kind.key(),
            entry,
            battle,
            gains: s.kind.gains(),
            change: s.total,
            change_text: format!("{sign}{}", self.amount(s.total)),
            after: s.after,
            after_text: self.amount(s.after),
            rule: s.rule.clone(),
            units: s
                .units
                .iter()
                .map(|(k, a)| (self.ledger.units[*k].id.clone(), *a))
                .collect(),
        }
    }

    /// `side` as the battles' reports showed it.
    pub fn seen_rows(&self, side: SideId) -> Vec<SeenRow> {
        self.seen_in_battle(side)
            .into_iter()
            .filter(|s| !s.battle.units[side.index()].is_empty())
            .map(|s| SeenRow {
                date: s.battle.date,
                battle: s.battle.name.clone(),
                x: self.chart_x(s.battle.date, Some(s.battle.index)),
                start: s.start,
                lost: s.lost,
                text: tr!(
                    RecCampaignSeenRow,
                    start = self.amount(s.start),
                    lost = if s.battle.played {
                        self.amount(s.lost)
                    } else {
                        tr!(RecCampaignSeenNothingYet)
                    }
                ),
            })
            .collect()
    }

    /// `side`'s master order of battle, for an audience that may know it.
    pub fn unit_rows(&self, side: SideId) -> Option<Vec<UnitRow>> {
        let units = self.units(side)?;
        Some(units.into_iter().map(|u| self.unit_row(u)).collect())
    }

    fn unit_row(&self, u: &UnitLine) -> UnitRow {
        UnitRow {
            unit: u.clone(),
            battles: u
                .battles
                .iter()
                .filter_map(|i| self.ledger.battles.get(*i))
                .map(|b| b.name.clone())
                .collect(),
        }
    }

    /// The campaign's rules in sentences (known to every audience: the players play by them).
    pub fn rule_lines(&self) -> Vec<String> {
        let r = &self.campaign.rules;
        let decided_by = match r.decided_by.as_deref().map(str::trim) {
            Some(id) => match crate::systems::by_id(id) {
                Some(sys) => tr!(RecCampaignDecidedBy, system = sys.name(), id = id),
                None => tr!(RecCampaignDecidedByUnknown, id = id),
            },
            None => tr!(RecCampaignDecidedByScenarios),
        };
        let returns = match r.returns {
            Some(ret) => tr!(
                RecCampaignReturnsLine,
                share = ret.share.written(),
                days = ret.after_days,
                days_written = whole_number(i128::from(ret.after_days))
            ),
            None => tr!(RecCampaignNoReturns),
        };
        let replacements = match r.replacements {
            Some(rep) => tr!(
                RecCampaignReplacementsLine,
                days = rep.every_days,
                days_written = whole_number(i128::from(rep.every_days)),
                share = rep.share.written(),
                up_to = rep.up_to.written()
            ),
            None => tr!(RecCampaignNoReplacements),
        };
        vec![decided_by, returns, replacements]
    }

    /// The results table in lines: "decisive victory: the loser retreats two days; the loser
    /// loses 10% of what it has left as stragglers".
    pub fn results_lines(&self) -> Vec<String> {
        self.campaign
            .rules
            .results
            .iter()
            .map(|e| {
                let mut text = tr!(
                    RecCampaignResultLine,
                    level = e.level.trim(),
                    effect = e.effect.trim()
                );
                if let Some(s) = e.loser_stragglers {
                    text = tr!(
                        RecCampaignThen,
                        text = text.trim_end_matches([':', ' ', '.', ';', '\u{a0}']),
                        then = tr!(RecCampaignTheLoserStragglers, share = s.written())
                    );
                }
                text
            })
            .collect()
    }
}

/// "25 Unit Points of 50" in each of the battle's measures.
fn losses_text(b: &BattleLine, side: SideId) -> String {
    let (start, lost) = (b.start[side.index()], b.lost[side.index()]);
    let parts: Vec<String> = b
        .measures
        .iter()
        .map(|m| {
            tr!(
                RecLostOfStrength,
                lost = m.count(m.of(lost)),
                strength = whole_number(i128::from(m.of(start)))
            )
        })
        .collect();
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(" · ")
    }
}

impl CampaignView<'_> {
    /// Who this view is for and what it holds, in a line: every front end heads its campaign
    /// with it.
    pub fn audience_line(&self) -> String {
        match self.audience {
            Audience::Umpire => tr!(RecCampaignForUmpire),
            Audience::Side(side) => tr!(
                RecCampaignForSide,
                side = self.campaign.side(side).name.as_str(),
                other = self.campaign.side(side.other()).name.as_str()
            ),
            Audience::Public => tr!(RecCampaignForPublic),
        }
    }

    /// What the standings leave out, in sentences: the battles whose result is withheld from
    /// this audience, not yet played, or without a result of record.
    pub fn standings_notes(&self, st: &Standings) -> Vec<String> {
        let mut out = Vec::new();
        if st.withheld > 0 {
            out.push(tr!(
                RecCampaignWithheldResults,
                count = st.withheld,
                written = whole_number(st.withheld as i128)
            ));
        }
        if st.not_played > 0 {
            out.push(tr!(
                RecCampaignNotPlayedBattles,
                count = st.not_played,
                written = whole_number(st.not_played as i128)
            ));
        }
        if st.no_result > 0 {
            out.push(tr!(
                RecCampaignNoResultBattles,
                count = st.no_result,
                written = whole_number(st.no_result as i128)
            ));
        }
        out
    }
}
