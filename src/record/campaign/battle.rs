//! Taking a battle into the ledger: checked against the ledger, its losses carried unit by
//! unit, its result of record read against the results table (the pursuit's stragglers), and
//! the returns and replacements of its casualties put in the diary.

use super::arithmetic::{self, is_nothing, less, share_of, total};
use super::ledger::{BattleLine, LedgerStep, OwnCount, Refusal, ResultLine, StepKind, Warning};
use super::matching;
use super::walk::{Pending, REPLACEMENTS, RETURNS, Walk, src_place};
use crate::i18n::{tr, whole_number};
use crate::model::campaign::CampaignDate;
use crate::model::{Scenario, SideId, Strength};
use crate::record::result::{self, Standing};
use crate::record::{Audience, BattleRecord, Measure, Projection, words};
use crate::systems::{self, Judgement, level_id_of};

/// What one unit of the campaign took in a battle.
struct Hit {
    unit: usize,
    side: SideId,
    /// Its losses as the battle's record gives them.
    loss: Strength,
    /// The pursuit's stragglers (the results table), if any.
    stragglers: Strength,
}

impl Walk<'_> {
    fn battle_name(&self, i: usize, s: &Scenario) -> String {
        let b = &self.c.battles[i];
        if b.name.trim().is_empty() {
            s.title.trim().to_string()
        } else {
            b.name.trim().to_string()
        }
    }

    /// Take battle `i`: check it, carry its losses, apply its result, diary its returns and
    /// replacements.
    pub(super) fn battle(&mut self, i: usize, s: &Scenario) -> Result<(), Refusal> {
        let c = self.c;
        let b = &c.battles[i];
        let name = self.battle_name(i, s);
        let differences = matching::differences(c, i, s, &self.ledger.units, &self.index);
        if !differences.is_empty() {
            return Err(Refusal {
                battle: i,
                message: format!(
                    "{}{}",
                    tr!(
                        RecCampaignUnitsDoNotMatch,
                        place = src_place(self.src, i),
                        index = i.to_string(),
                        battle = name.as_str(),
                        file = b.file.as_str(),
                        date = b.date.long()
                    ),
                    differences
                        .iter()
                        .map(|d| format!("\n  - {d}"))
                        .collect::<String>()
                ),
                differences,
            });
        }
        let record = BattleRecord::build(s);
        let played = !result::not_yet_played(s, &record);
        let mut fought: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
        let mut hits: Vec<Hit> = Vec::new();
        for ((side, u), fate) in s.units().zip(&record.units) {
            let k = self.index[u.id.trim()];
            fought[side.index()].push(k);
            if played && self.ledger.units[k].counts() {
                hits.push(Hit {
                    unit: k,
                    side,
                    loss: fate.lost,
                    stragglers: Strength::default(),
                });
            }
        }
        let lost = if played {
            record.end().lost
        } else {
            [Strength::default(); 2]
        };
        let result = result_line(s, &record);
        let effect = self.effect_row(&result, played);
        self.pursue(&mut hits, effect, &result);
        let sum = |side: SideId, part: fn(&Hit) -> Strength| {
            total(hits.iter().filter(|h| h.side == side).map(part))
        };
        let line = BattleLine {
            index: i,
            date: b.date,
            name: name.clone(),
            file: b.file.clone(),
            contingents: [b.contingents.0.clone(), b.contingents.1.clone()],
            units: fought,
            start: record.start,
            lost,
            at_large: SideId::BOTH.map(|side| lost[side.index()].minus(sum(side, |h| h.loss))),
            measures: record.measures_shown(),
            played,
            result,
            effect,
            stragglers: SideId::BOTH.map(|side| sum(side, |h| h.stragglers)),
            flagged: s.settings.campaign,
        };
        self.battle_warnings(&line, s);
        for &k in line.units.iter().flatten() {
            self.ledger.units[k].battles.push(i);
        }
        self.ledger.battles.push(line);
        if played {
            self.take_losses(i, &name, &hits);
            self.diary_returns(i, &name, &hits);
        } else {
            for side in SideId::BOTH {
                let rule = tr!(RecCampaignNotPlayedRule, battle = name.as_str());
                let step = self.step(
                    b.date,
                    side,
                    StepKind::Battle { battle: i },
                    Vec::new(),
                    rule,
                );
                self.push_taken(step);
            }
        }
        Ok(())
    }

    /// The stragglers of the loser's pursuit, when the row of the results table the level
    /// reads has some: its share of what each of the loser's units has left after the battle.
    fn pursue(&self, hits: &mut [Hit], effect: Option<usize>, result: &ResultLine) {
        let share = effect.and_then(|r| self.c.rules.results[r].loser_stragglers);
        let loser = result
            .truth()
            .and_then(Judgement::verdict)
            .and_then(|v| v.winner)
            .map(SideId::other);
        let (Some(share), Some(loser)) = (share, loser) else {
            return;
        };
        for h in hits.iter_mut().filter(|h| h.side == loser) {
            let left = less(self.ledger.units[h.unit].now, h.loss);
            h.stragglers = share_of(left, share);
        }
    }

    /// The row of the results table the battle's level of record reads: the row that names
    /// the verdict's level id (in any case, by its English words or by its id).
    fn effect_row(&self, result: &ResultLine, played: bool) -> Option<usize> {
        let verdict = result.truth()?.verdict().filter(|_| played)?;
        self.c
            .rules
            .results
            .iter()
            .position(|r| level_id_of(&r.level) == verdict.level_id)
    }

    /// A step of `side` from its units' parts, nothing-parts left out; its total adds up the
    /// parts of the units that count (not the generals').
    fn step(
        &self,
        date: CampaignDate,
        side: SideId,
        kind: StepKind,
        parts: Vec<(usize, Strength)>,
        rule: String,
    ) -> LedgerStep {
        let units: Vec<(usize, Strength)> = parts
            .into_iter()
            .filter(|(k, s)| self.ledger.units[*k].side == side && !is_nothing(*s))
            .collect();
        let t = total(
            units
                .iter()
                .filter(|(k, _)| self.ledger.units[*k].counts())
                .map(|p| p.1),
        );
        LedgerStep {
            date,
            side,
            kind,
            units,
            total: t,
            after: Strength::default(),
            rule,
        }
    }

    /// Take a step that removes strength (losses, stragglers).
    fn push_taken(&mut self, mut step: LedgerStep) {
        for (u, amount) in &step.units {
            let line = &mut self.ledger.units[*u];
            match step.kind {
                StepKind::Battle { .. } => line.lost = line.lost.plus(*amount),
                StepKind::Pursuit { .. } => line.stragglers = line.stragglers.plus(*amount),
                _ => {}
            }
            line.now = less(line.now, *amount);
        }
        let a = &mut self.army[step.side.index()];
        *a = a.minus(step.total);
        step.after = *a;
        self.ledger.steps.push(step);
    }

    /// `side`'s part `part` of each hit.
    fn parts(
        hits: &[Hit],
        side: SideId,
        part: impl Fn(&Hit) -> Strength,
    ) -> Vec<(usize, Strength)> {
        hits.iter()
            .filter(|h| h.side == side)
            .map(|h| (h.unit, part(h)))
            .collect()
    }

    fn take_losses(&mut self, i: usize, name: &str, hits: &[Hit]) {
        let date = self.c.battles[i].date;
        for side in SideId::BOTH {
            let parts = Self::parts(hits, side, |h| h.loss);
            let t = total(parts.iter().map(|p| p.1));
            let rule = tr!(
                RecCampaignLossesRule,
                battle = name,
                amount = self.amount(t)
            );
            let step = self.step(date, side, StepKind::Battle { battle: i }, parts, rule);
            self.push_taken(step);
        }
        let Some(row) = self.ledger.battles.last().and_then(|b| b.effect) else {
            return;
        };
        let effect = &self.c.rules.results[row];
        let Some(share) = effect.loser_stragglers else {
            return;
        };
        for side in SideId::BOTH {
            let parts = Self::parts(hits, side, |h| h.stragglers);
            let t = total(parts.iter().map(|p| p.1));
            if is_nothing(t) {
                continue;
            }
            let rule = tr!(
                RecCampaignStragglersRule,
                level = effect.level.trim(),
                row = row.to_string(),
                battle = name,
                share = share.written(),
                amount = self.amount(t)
            );
            let step = self.step(date, side, StepKind::Pursuit { battle: i }, parts, rule);
            self.push_taken(step);
        }
    }

    /// Put the returns and replacements of battle `i`'s casualties (its losses and the
    /// pursuit's stragglers) in the diary.
    fn diary_returns(&mut self, i: usize, name: &str, hits: &[Hit]) {
        let date = self.c.battles[i].date;
        let rules = &self.c.rules;
        let casualties = |h: &Hit| h.loss.plus(h.stragglers);
        let returned = |h: &Hit| {
            rules
                .returns
                .map_or(Strength::default(), |r| share_of(casualties(h), r.share))
        };
        for side in SideId::BOTH {
            if let Some(r) = rules.returns {
                let parts = Self::parts(hits, side, returned);
                let t = total(parts.iter().map(|p| p.1));
                let of = total(hits.iter().filter(|h| h.side == side).map(casualties));
                let back = date.plus_days(i64::from(r.after_days));
                let rule = tr!(
                    RecCampaignReturnsRule,
                    share = r.share.written(),
                    battle = name,
                    days = r.after_days,
                    days_written = whole_number(i128::from(r.after_days)),
                    amount = self.amount(t),
                    of = self.amount(of)
                );
                let step = self.step(back, side, StepKind::Returns { battle: i }, parts, rule);
                if !step.units.is_empty() {
                    self.enter(back, RETURNS, Pending::Back(step));
                }
            }
            let Some(rep) = rules.replacements else {
                continue;
            };
            let n = arithmetic::tranches(&rep);
            let mine: Vec<&Hit> = hits.iter().filter(|h| h.side == side).collect();
            // What each unit has got back by the tranche before, carried from one tranche to
            // the next (each tranche is counted from the total reached: see `arithmetic`).
            let not_returned: Vec<Strength> = mine
                .iter()
                .map(|h| less(casualties(h), returned(h)))
                .collect();
            let mut reached = vec![Strength::default(); mine.len()];
            for k in 1..=n {
                let parts: Vec<(usize, Strength)> = mine
                    .iter()
                    .zip(&not_returned)
                    .zip(reached.iter_mut())
                    .map(|((h, nr), before)| {
                        let by_now = arithmetic::replaced_by(&rep, k, *nr);
                        let part = by_now.minus(*before);
                        *before = by_now;
                        (h.unit, part)
                    })
                    .collect();
                let t = total(parts.iter().map(|p| p.1));
                let when = date.plus_days(i64::from(rep.every_days) * i64::from(k));
                let rule = tr!(
                    RecCampaignReplacementsRule,
                    share = rep.share.written(),
                    days = rep.every_days,
                    days_written = whole_number(i128::from(rep.every_days)),
                    battle = name,
                    up_to = rep.up_to.written(),
                    tranche = k.to_string(),
                    tranches = n.to_string(),
                    amount = self.amount(t)
                );
                let kind = StepKind::Replacements {
                    battle: i,
                    tranche: k,
                    of: n,
                };
                let step = self.step(when, side, kind, parts, rule);
                if !step.units.is_empty() {
                    self.enter(when, REPLACEMENTS, Pending::Back(step));
                }
            }
        }
    }

    fn battle_warnings(&mut self, line: &BattleLine, s: &Scenario) {
        let place = format!("battles[{}] ({})", line.index, line.name);
        let mut warn = |text: String| {
            self.ledger.warnings.push(Warning {
                battle: Some(line.index),
                text,
            })
        };
        for side in SideId::BOTH {
            let al = line.at_large[side.index()];
            if !is_nothing(al) {
                warn(tr!(
                    RecCampaignAtLargeWarning,
                    place = place.as_str(),
                    amount = words::strength_in(
                        al,
                        &Measure::ALL
                            .into_iter()
                            .filter(|m| m.of(al) > 0)
                            .collect::<Vec<_>>()
                    ),
                    side = s.side(side).name.as_str()
                ));
            }
        }
        if !line.flagged {
            warn(tr!(RecCampaignNotFlaggedWarning, place = place.as_str()));
        }
        match (line.result.system, &self.c.rules.decided_by) {
            (None, _) => warn(tr!(RecCampaignNoSystemWarning, place = place.as_str())),
            (Some((id, _)), Some(rule)) if rule.trim() != id => warn(tr!(
                RecCampaignOtherSystemWarning,
                place = place.as_str(),
                id = id,
                rule = rule.trim()
            )),
            _ => {}
        }
    }
}

/// The battle's result of record as each audience is told it, and the system's own count.
fn result_line(s: &Scenario, record: &BattleRecord) -> ResultLine {
    let sys = s
        .settings
        .decided_by
        .as_deref()
        .map(str::trim)
        .and_then(systems::by_id);
    let Some(sys) = sys else {
        return ResultLine {
            system: None,
            seen: [None, None, None, None],
            own_count: [None, None, None, None],
        };
    };
    let truth = sys.judge(s);
    let seen = Audience::ALL.map(|a| Projection::new(s, record, a).judgement(sys, &truth));
    let own_count = std::array::from_fn(|k| {
        let standing = Standing::new(s, record, vec![(sys, seen[k].clone())]);
        standing.losses_of_record().map(|l| OwnCount {
            label: l.label(),
            text: SideId::BOTH.map(|side| l.lost_text(side)),
        })
    });
    ResultLine {
        system: Some((sys.id(), sys.name())),
        seen: seen.map(Some),
        own_count,
    }
}
