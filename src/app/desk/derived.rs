//! What the desk derives from the whole log: the battle record, every system's judgement, the
//! scenario's consistency problems, the army commanders the log loses and the Napoleon at
//! Waterloo track; and, per audience, what the panels build from them (the standing of the
//! systems, the graphs).
//!
//! On a long log this takes many frames' time (it is linear in the log, and the consistency
//! check alone outlasts a frame at the sizes the benchmarks use), so it is never done when a tab is shown. Each change of the document
//! starts it ([`Derived::keep_up`], called every frame whatever the tab): on a thread of its
//! own, from the state the document shares ([`Document::shared`], no copy), while the panels
//! show the last result until the new one arrives ([`Derived::is_current`] says which). A log
//! of fewer than [`INLINE_ENTRIES`] entries is derived in the frame itself, so a small battle
//! and the tests see each edit's effect at once.
//!
//! A result a little older than the scenario is safe to show: every reader of the record finds
//! units, markers and turns by position with bounds checks, and "Fill from log" waits for the
//! current one.

use super::{end_of_battle, graphs};
use crate::app::document::Document;
use crate::i18n::{self, Lang};
use crate::model::{Problem, Scenario, SideId};
use crate::record::result::Standing;
use crate::record::{Audience, BattleRecord, Knowledge, Projection};
use crate::systems::casualty_chart::{self, SideFigures, SideSources};
use crate::systems::naw::NawPoint;
use crate::systems::{self, Judgement, VictorySystem};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// Logs shorter than this are derived within the frame: at this size the record, the judgements
/// and the consistency check fit well inside a frame's budget.
pub const INLINE_ENTRIES: usize = 2_000;

/// Which state of which document, in which language: ([`Document::id`],
/// [`Document::generation`], [`i18n::current`]). The judgements' headlines and steps and the
/// graphs' labels are words: a change of language derives them again, as an edit does.
type Key = (u64, u64, Lang);

/// The key of `doc` as it stands, in the language in force.
fn key_of(doc: &Document) -> Key {
    (doc.id(), doc.generation(), i18n::current())
}

/// Everything derived from one state of the scenario, whoever is looking.
pub struct Derivation {
    record: BattleRecord,
    judgements: Vec<(&'static dyn VictorySystem, Judgement)>,
    problems: Vec<Problem>,
    /// Where the log records each side's army commander (its C-in-C) lost: (turn, index in
    /// the turn, name), in log order.
    c_in_c_lost: [Vec<(usize, usize, String)>; 2],
    /// The casualty chart's per-side figures and where they came from (typed, or the units
    /// and the log), when it can reckon them.
    chart_figures: Option<([SideFigures; 2], [SideSources; 2])>,
    /// The points of Napoleon at Waterloo [8.0] after every entry (none without a French side).
    naw: Vec<NawPoint>,
}

impl Derivation {
    /// Replay, judge and check `s`: the work a change of the document costs.
    pub fn of(s: &Scenario) -> Derivation {
        profiling::function_scope!();
        Derivation {
            record: BattleRecord::build(s),
            judgements: systems::judge_all(s),
            problems: s.validate(&systems::ids()),
            c_in_c_lost: SideId::BOTH.map(|sd| end_of_battle::c_in_c_lost_in_log(s, sd)),
            chart_figures: casualty_chart::side_figures_and_sources(s).ok(),
            naw: super::naw_tracker::points(s),
        }
    }

    /// What the panels read before the first derivation arrives: the record of an empty
    /// battle (so an audience other than the umpire knows only the values face up), no
    /// judgement and no problem.
    fn nothing_yet() -> Derivation {
        Derivation {
            record: BattleRecord::build(&Scenario::new("")),
            judgements: Vec::new(),
            problems: Vec::new(),
            c_in_c_lost: [Vec::new(), Vec::new()],
            chart_figures: None,
            naw: Vec::new(),
        }
    }
}

/// A derivation under way on its thread.
struct Running {
    key: Key,
    rx: Receiver<Derivation>,
}

/// The desk's derived data, kept against the document's generation.
pub struct Derived {
    /// The state `base` was derived from; `None` until the first derivation.
    key: Option<Key>,
    base: Derivation,
    running: Option<Running>,
    /// A state whose derivation died (a defect): not started again.
    failed: Option<Key>,
    /// The document has changed since `base` was derived (as of the last [`Derived::keep_up`]).
    behind: bool,
    /// The judgements as one audience may see them, in the order of the result of record.
    standing: Option<(Audience, Standing)>,
    /// The graphs drawn so far, by kind and audience: the series and their labels are as long
    /// as the log, too long to rebuild every frame.
    charts: Vec<(graphs::ChartKind, Audience, graphs::CachedChart)>,
}

impl Default for Derived {
    fn default() -> Derived {
        Derived {
            key: None,
            base: Derivation::nothing_yet(),
            running: None,
            failed: None,
            behind: true,
            standing: None,
            charts: Vec::new(),
        }
    }
}

/// The entries of the log, added over its turns.
fn entries(s: &Scenario) -> usize {
    s.log.turns.iter().map(|t| t.events.len()).sum()
}

impl Derived {
    /// Once a frame: take a finished derivation, and start one when the document has changed
    /// since the last (within the frame for a short log, else on a thread; one at a time, so
    /// a burst of edits costs one derivation after another, not one per frame).
    pub fn keep_up(&mut self, doc: &Document, ctx: &egui::Context) {
        if self.key.is_some_and(|(id, _, _)| id != doc.id()) {
            // Another document: nothing of the last one may show, not even for a frame (its
            // markers are not this one's).
            *self = Derived {
                running: self.running.take(),
                ..Derived::default()
            };
        }
        self.take_finished(doc.id());
        let key = key_of(doc);
        self.start(doc, key, ctx);
        self.behind = self.key != Some(key);
    }

    fn start(&mut self, doc: &Document, key: Key, ctx: &egui::Context) {
        if self.key == Some(key) || self.running.is_some() || self.failed == Some(key) {
            return;
        }
        if entries(doc.scenario()) < INLINE_ENTRIES {
            self.install(key, Derivation::of(doc.scenario()));
            return;
        }
        let shared = doc.shared();
        let (tx, rx) = channel();
        let ctx = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("umpire-derive".into())
            .spawn(crate::i18n::carried(move || {
                let d = Derivation::of(&shared);
                // Let go of the scenario first: while it is held, an edit must copy it.
                drop(shared);
                let _ = tx.send(d);
                ctx.request_repaint();
            }));
        match spawned {
            Ok(_) => self.running = Some(Running { key, rx }),
            // No thread to be had: derive here rather than never.
            Err(_) => self.install(key, Derivation::of(doc.scenario())),
        }
    }

    /// Wait for the derivation under way, if any, and take it (for tests, never the window).
    pub fn wait(&mut self, doc: &Document) {
        if let Some(r) = self.running.take() {
            match r.rx.recv() {
                Ok(d) if r.key.0 == doc.id() => self.install(r.key, d),
                Ok(_) => {}
                Err(_) => self.failed = Some(r.key),
            }
        }
        self.behind = self.key != Some(key_of(doc));
    }

    /// Take the derivation under way if it has finished (dropping one of another document).
    fn take_finished(&mut self, document: u64) {
        let Some(r) = &self.running else { return };
        match r.rx.try_recv() {
            Ok(d) => {
                let key = r.key;
                self.running = None;
                if key.0 == document {
                    self.install(key, d);
                }
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                self.failed = Some(r.key);
                self.running = None;
            }
        }
    }

    fn install(&mut self, key: Key, d: Derivation) {
        self.key = Some(key);
        self.base = d;
        self.standing = None;
        self.charts.clear();
    }

    /// Whether anything has been derived yet.
    pub fn is_ready(&self) -> bool {
        self.key.is_some()
    }

    /// Whether what is shown was derived from the document as it was at the last
    /// [`Derived::keep_up`] (this frame's start).
    pub fn is_current(&self) -> bool {
        !self.behind
    }

    /// Whether a derivation is under way on its thread.
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Every system's judgement, in registry order (the umpire's: show them through
    /// [`Derived::standing`]).
    pub fn judgements(&self) -> &[(&'static dyn VictorySystem, Judgement)] {
        &self.base.judgements
    }

    /// Every system's judgement as `audience` may see it, in the order of the result of record.
    pub fn standing(&mut self, s: &Scenario, audience: Audience) -> &Standing {
        if self.standing.as_ref().is_none_or(|(a, _)| *a != audience) {
            let record = &self.base.record;
            let shown = Projection::new(s, record, audience).judgements(&self.base.judgements);
            self.standing = Some((audience, Standing::new(s, record, shown)));
        }
        &self.standing.as_ref().expect("set above").1
    }

    /// The battle record.
    pub fn record(&self) -> &BattleRecord {
        &self.base.record
    }

    /// What `audience` knows of the battle.
    pub fn knowledge(&self, s: &Scenario, audience: Audience) -> Knowledge {
        Knowledge::new(s, &self.base.record, audience)
    }

    /// The points of the Napoleon at Waterloo tracker, one after every entry.
    pub fn naw_points(&self) -> &[NawPoint] {
        &self.base.naw
    }

    /// The chart of `kind` as `audience` may see it, built once per derivation.
    pub fn chart(
        &mut self,
        s: &Scenario,
        kind: graphs::ChartKind,
        audience: Audience,
    ) -> graphs::CachedChart {
        if let Some((_, _, c)) = self
            .charts
            .iter()
            .find(|(k, a, _)| *k == kind && *a == audience)
        {
            return c.clone();
        }
        let known = self.knowledge(s, audience);
        let in_play: Vec<&'static str> = {
            let standing = self.standing(s, audience);
            standing
                .all()
                .map(|(sys, _)| sys.id())
                .filter(|id| standing.in_play(id))
                .collect()
        };
        let c = graphs::chart(s, &self.base.record, kind, &known, &|id| {
            in_play.contains(&id)
        })
        .map(Arc::new);
        self.charts.push((kind, audience, c.clone()));
        c
    }

    /// Where the log records the army commander of `side` lost: (turn, index in the turn,
    /// name), in log order.
    pub fn c_in_c_lost(&self, side: SideId) -> &[(usize, usize, String)] {
        &self.base.c_in_c_lost[side.index()]
    }

    /// The casualty chart's per-side figures and where they came from, when it can reckon
    /// them.
    pub fn chart_figures(&self) -> Option<&([SideFigures; 2], [SideSources; 2])> {
        self.base.chart_figures.as_ref()
    }

    /// The scenario's consistency problems.
    pub fn problems(&self) -> &[Problem] {
        &self.base.problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Event, Turn, Unit, UnitKind, UnitStatus};

    /// A scenario with one unit and `n` entries, 12 a turn.
    fn battle(n: usize) -> Scenario {
        let mut s = Scenario::new("t");
        s.sides[0].contingents.push(Contingent {
            name: "c".into(),
            units: vec![Unit::new("u1", "Hussars", UnitKind::Cavalry)],
            ..Default::default()
        });
        let events: Vec<Event> = (0..n)
            .map(|k| Event::Status {
                unit: "u1".into(),
                status: if k % 2 == 0 {
                    UnitStatus::Routed
                } else {
                    UnitStatus::OnBoard
                },
            })
            .collect();
        for (t, chunk) in events.chunks(12).enumerate() {
            s.log.turns.push(Turn {
                name: (t + 1).to_string(),
                events: chunk.to_vec(),
            });
        }
        s
    }

    /// An entry naming a unit nobody has: one consistency problem.
    fn stray_entry(s: &mut Scenario) {
        s.log.turns[0].events.push(Event::Status {
            unit: "nobody".into(),
            status: UnitStatus::Routed,
        });
    }

    #[test]
    fn a_short_log_is_derived_in_the_frame_and_each_edit_shows_at_once() {
        let ctx = egui::Context::default();
        let mut doc = Document::new(battle(24), None);
        let mut d = Derived::default();
        assert!(!d.is_ready());
        d.keep_up(&doc, &ctx);
        assert!(d.is_ready() && d.is_current() && !d.is_running());
        assert_eq!(d.record().turn_count(), 2);
        assert!(d.problems().is_empty());
        doc.edit().log.turns.push(Turn {
            name: "3".into(),
            events: Vec::new(),
        });
        stray_entry(doc.edit());
        d.keep_up(&doc, &ctx);
        assert_eq!(d.record().turn_count(), 3, "the record follows the edit");
        assert_eq!(d.problems().len(), 1, "so do the problems");
    }

    #[test]
    fn a_long_log_is_derived_on_a_thread_and_the_last_result_shows_until_the_new_one() {
        let ctx = egui::Context::default();
        let mut doc = Document::new(battle(INLINE_ENTRIES + 12), None);
        let mut d = Derived::default();
        d.keep_up(&doc, &ctx);
        assert!(d.is_running() && !d.is_ready());
        d.wait(&doc);
        assert!(d.is_ready() && d.is_current());
        let turns = d.record().turn_count();
        assert!(d.problems().is_empty());

        stray_entry(doc.edit());
        d.keep_up(&doc, &ctx);
        // An edit while the thread reads the shared state copies it: the thread's is unchanged.
        doc.edit().log.turns.push(Turn {
            name: "last".into(),
            events: Vec::new(),
        });
        assert!(!d.is_current(), "the change is being derived");
        assert!(d.problems().is_empty(), "the last result shows meanwhile");
        d.wait(&doc);
        assert_eq!(d.problems().len(), 1, "the stray entry's problem arrives");
        assert_eq!(d.record().turn_count(), turns, "as of the first edit only");
        assert!(!d.is_current());
        d.keep_up(&doc, &ctx);
        d.wait(&doc);
        assert!(d.is_current());
        assert_eq!(d.record().turn_count(), turns + 1, "then the second edit's");
    }

    #[test]
    fn an_edit_leaves_the_state_a_thread_reads_as_it_was() {
        let mut doc = Document::new(battle(12), None);
        let read = doc.shared();
        assert!(!doc.is_dirty());
        stray_entry(doc.edit());
        assert_eq!(read.log.turns[0].events.len(), 12);
        assert_eq!(doc.scenario().log.turns[0].events.len(), 13);
        assert!(doc.is_dirty());
    }

    #[test]
    fn nothing_of_another_document_shows() {
        let ctx = egui::Context::default();
        let mut d = Derived::default();
        d.keep_up(&Document::new(battle(12), None), &ctx);
        assert!(d.is_ready());
        let other = Document::new(battle(INLINE_ENTRIES), None);
        d.keep_up(&other, &ctx);
        assert!(!d.is_ready(), "the first document's replay is dropped");
        d.wait(&other);
        assert_eq!(d.record().turn_count(), INLINE_ENTRIES.div_ceil(12));
    }
}
