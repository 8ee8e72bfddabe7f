//! The walk over the campaign, day by day: the diary of what falls due, the armies at the
//! start, reinforcements, and the steps that bring strength back. Battles are taken by
//! [`super::battle`].

use super::arithmetic::{is_nothing, total};
use super::ledger::{CampaignLedger, LedgerStep, Refusal, StepKind, UnitLine, Warning};
use crate::i18n::{tr, whole_number};
use crate::model::campaign::{BattleFileError, Campaign, CampaignDate, CampaignSource};
use crate::model::{Scenario, SideId, Strength};
use crate::record::{Measure, words};
use crate::systems;
use std::collections::{BTreeMap, HashMap};

/// A diary entry: what falls due on a day.
pub(super) enum Pending {
    Reinforcement(usize),
    Back(LedgerStep),
    Battle(usize),
}

/// Within a day: reinforcements, then returns, then replacements, then battles.
pub(super) const JOINS: u8 = 0;
pub(super) const RETURNS: u8 = 1;
pub(super) const REPLACEMENTS: u8 = 2;
pub(super) const BATTLES: u8 = 3;

/// The walk's state: the ledger so far, each army's strength, and the diary of what falls due.
pub(super) struct Walk<'a> {
    pub(super) src: &'a CampaignSource,
    pub(super) c: &'a Campaign,
    /// Each unit's index in the ledger, by id.
    pub(super) index: HashMap<&'a str, usize>,
    pub(super) ledger: CampaignLedger,
    pub(super) army: [Strength; 2],
    diary: BTreeMap<(CampaignDate, u8, u64), Pending>,
    seq: u64,
}

/// Walk the campaign with its battles' scenarios as read (in the campaign's order).
pub(super) fn walk(
    src: &CampaignSource,
    battles: &[Result<Scenario, BattleFileError>],
) -> CampaignLedger {
    let c = &src.campaign;
    let units: Vec<UnitLine> = c
        .units()
        .map(|u| UnitLine {
            side: u.side,
            contingent: u.contingent.to_string(),
            id: u.unit.id.trim().to_string(),
            name: u.unit.name.clone(),
            kind: u.unit.kind,
            joins: u.joins.map(|r| c.reinforcements[r].date),
            present: u.joins.is_none(),
            start: u.unit.strength,
            drafted: Strength::default(),
            lost: Strength::default(),
            stragglers: Strength::default(),
            returned: Strength::default(),
            replaced: Strength::default(),
            now: if u.joins.is_none() {
                u.unit.strength
            } else {
                Strength::default()
            },
            battles: Vec::new(),
        })
        .collect();
    let index = c
        .units()
        .enumerate()
        .map(|(i, u)| (u.unit.id.trim(), i))
        .collect();
    let mut w = Walk {
        src,
        c,
        index,
        ledger: CampaignLedger {
            day: c.ledger_day(),
            units,
            steps: Vec::new(),
            due: Vec::new(),
            battles: Vec::new(),
            refused: None,
            warnings: Vec::new(),
            measures: Vec::new(),
        },
        army: [Strength::default(); 2],
        diary: BTreeMap::new(),
        seq: 0,
    };
    w.ledger.measures = measures_held(c);
    w.start();
    for (r, re) in c.reinforcements.iter().enumerate() {
        w.enter(re.date, JOINS, Pending::Reinforcement(r));
    }
    for (i, b) in c.battles.iter().enumerate() {
        w.enter(b.date, BATTLES, Pending::Battle(i));
    }
    w.check_rules();
    while let Some(((date, _, _), pending)) = w.diary.pop_first() {
        if date > w.ledger.day {
            w.still_to_come(pending);
            continue;
        }
        match pending {
            Pending::Reinforcement(r) => w.reinforcement(r),
            Pending::Back(step) => w.apply(step),
            Pending::Battle(i) => {
                let outcome = match battles.get(i) {
                    Some(Ok(s)) => w.battle(i, s),
                    Some(Err(e)) => Err(Refusal {
                        battle: i,
                        message: e.to_string(),
                        differences: Vec::new(),
                    }),
                    None => Err(Refusal {
                        battle: i,
                        message: tr!(
                            RecCampaignNotRead,
                            place = src_place(src, i),
                            index = i.to_string()
                        ),
                        differences: Vec::new(),
                    }),
                };
                if let Err(refusal) = outcome {
                    // What comes after a battle the ledger cannot take would be counted
                    // from strengths it does not know: the walk stops here.
                    w.ledger.refused = Some(refusal);
                    break;
                }
            }
        }
    }
    w.ledger
}

/// `campaign.ron:23:5: ` for battle `i`.
pub(super) fn src_place(src: &CampaignSource, i: usize) -> String {
    match src.locations.get(i) {
        Some((line, col)) => format!("{}:{line}:{col}: ", src.origin),
        None => format!("{}: ", src.origin),
    }
}

/// The measures the campaign's units hold at the start, on joining or by drafts.
fn measures_held(c: &Campaign) -> Vec<Measure> {
    let strengths: Vec<Strength> = c
        .units()
        .filter(|u| u.unit.counts_in_strength())
        .map(|u| u.unit.strength)
        .chain(
            c.reinforcements
                .iter()
                .flat_map(|r| r.drafts.iter().map(|d| d.strength)),
        )
        .collect();
    Measure::ALL
        .into_iter()
        .filter(|m| strengths.iter().any(|s| m.of(*s) > 0))
        .collect()
}

impl Walk<'_> {
    pub(super) fn enter(&mut self, date: CampaignDate, class: u8, p: Pending) {
        self.seq += 1;
        self.diary.insert((date, class, self.seq), p);
    }

    fn measures(&self) -> &[Measure] {
        &self.ledger.measures
    }

    pub(super) fn amount(&self, s: Strength) -> String {
        words::strength_in(s, self.measures())
    }

    /// The armies at the start of the campaign.
    fn start(&mut self) {
        for side in SideId::BOTH {
            // Generals are listed with their strength (a battle gives it them) but not added
            // to the army's.
            let parts: Vec<(usize, Strength)> = self
                .ledger
                .units
                .iter()
                .enumerate()
                .filter(|(_, u)| u.side == side && u.present)
                .map(|(i, u)| (i, u.now))
                .filter(|(_, s)| !is_nothing(*s))
                .collect();
            let t = total(
                parts
                    .iter()
                    .filter(|(i, _)| self.ledger.units[*i].counts())
                    .map(|p| p.1),
            );
            self.army[side.index()] = t;
            let rule = tr!(
                RecCampaignStartRule,
                date = self.c.start.long(),
                amount = self.amount(t)
            );
            self.ledger.steps.push(LedgerStep {
                date: self.c.start,
                side,
                kind: StepKind::Start,
                units: parts,
                total: t,
                after: t,
                rule,
            });
        }
    }

    /// Add a step that brings strength back (returns, replacements) or in (reinforcements).
    pub(super) fn apply(&mut self, mut step: LedgerStep) {
        for (u, amount) in &step.units {
            let line = &mut self.ledger.units[*u];
            match step.kind {
                StepKind::Returns { .. } => line.returned = line.returned.plus(*amount),
                StepKind::Replacements { .. } => line.replaced = line.replaced.plus(*amount),
                StepKind::Drafts { .. } => line.drafted = line.drafted.plus(*amount),
                StepKind::Joined { .. } => line.present = true,
                StepKind::Start | StepKind::Battle { .. } | StepKind::Pursuit { .. } => {}
            }
            line.now = line.now.plus(*amount);
        }
        let a = &mut self.army[step.side.index()];
        *a = a.plus(step.total);
        step.after = *a;
        self.ledger.steps.push(step);
    }

    /// Something due after the ledger's day: listed, not counted.
    fn still_to_come(&mut self, pending: Pending) {
        let steps = match pending {
            Pending::Back(step) => vec![step],
            Pending::Reinforcement(r) => self.reinforcement_steps(r),
            Pending::Battle(_) => Vec::new(),
        };
        for mut step in steps {
            step.after = self.army[step.side.index()].plus(step.total);
            self.ledger.due.push(step);
        }
    }

    fn reinforcement(&mut self, r: usize) {
        for step in self.reinforcement_steps(r) {
            self.apply(step);
        }
    }

    /// The steps of reinforcement `r`: its new units, then its drafts.
    fn reinforcement_steps(&self, r: usize) -> Vec<LedgerStep> {
        let re = &self.c.reinforcements[r];
        let note = if re.note.trim().is_empty() {
            String::new()
        } else {
            format!(" ({})", re.note.trim())
        };
        let mut out = Vec::new();
        let joining: Vec<(usize, Strength)> = re
            .units
            .iter()
            .filter_map(|u| self.index.get(u.id.trim()).copied())
            .map(|i| (i, self.ledger.units[i].start))
            .collect();
        if !joining.is_empty() {
            let counted = joining
                .iter()
                .filter(|(i, _)| self.ledger.units[*i].counts())
                .map(|p| p.1);
            let t = total(counted);
            out.push(LedgerStep {
                date: re.date,
                side: re.side,
                kind: StepKind::Joined { reinforcement: r },
                rule: tr!(
                    RecCampaignJoinRule,
                    index = r.to_string(),
                    note = note.as_str(),
                    units = joining.len(),
                    units_written = whole_number(joining.len() as i128),
                    contingent = re.contingent.as_str(),
                    amount = self.amount(t)
                ),
                units: joining,
                total: t,
                after: Strength::default(),
            });
        }
        let drafts: Vec<(usize, Strength)> = re
            .drafts
            .iter()
            .filter_map(|d| self.index.get(d.unit.trim()).map(|i| (*i, d.strength)))
            .filter(|(_, s)| !is_nothing(*s))
            .collect();
        if !drafts.is_empty() {
            let t = total(
                drafts
                    .iter()
                    .filter(|(i, _)| self.ledger.units[*i].counts())
                    .map(|p| p.1),
            );
            out.push(LedgerStep {
                date: re.date,
                side: re.side,
                kind: StepKind::Drafts { reinforcement: r },
                rule: tr!(
                    RecCampaignDraftsRule,
                    index = r.to_string(),
                    note = note,
                    amount = self.amount(t),
                    units = drafts.len(),
                    units_written = whole_number(drafts.len() as i128)
                ),
                units: drafts,
                total: t,
                after: Strength::default(),
            });
        }
        out
    }

    /// Warnings about the rules themselves.
    fn check_rules(&mut self) {
        if let Some(id) = &self.c.rules.decided_by
            && systems::by_id(id.trim()).is_none()
        {
            let known: Vec<&str> = systems::registry().iter().map(|s| s.id()).collect();
            self.ledger.warnings.push(Warning {
                battle: None,
                text: tr!(
                    RecCampaignUnknownSystem,
                    id = id.as_str(),
                    known = known.join(", ")
                ),
            });
        }
    }
}
