//! The open document: the scenario, its file, its undo history and its unsaved mark.
//!
//! Every edit of the scenario goes through [`Document::apply`] or [`Document::step`]; the
//! window calls [`Document::end_frame`] once per frame, which records an undo point once the
//! scenario has stopped changing (so one drag is one step). View state never lives here.
//!
//! A document shown in a player's view is read-only ([`Document::set_read_only`]): every edit,
//! undo and redo is refused there and counted ([`Document::refused`]), so that no panel, tool or
//! shortcut can change the umpire's document in the name of whoever is looking. The guard,
//! [`ReadOnly`], is the campaign's document's too.

use crate::model::Scenario;
use egui::util::undoer::{Settings as UndoSettings, Undoer};
use std::cell::Cell;
use std::path::PathBuf;
use std::sync::Arc;

/// How long the scenario must stay unchanged before the change becomes one undo step (so one
/// drag or one burst of typing is one step).
pub const SETTLE_SECONDS: f64 = 0.4;

pub struct Document {
    /// Shared, not copied, with the undo history, the saved state and the desk's derivation
    /// thread ([`Document::shared`]): an edit copies it only while another holder keeps it.
    scenario: Arc<Scenario>,
    /// The scenario file, once saved or opened.
    pub path: Option<PathBuf>,
    /// Which state was last saved or opened: the unsaved mark compares against it.
    saved: u64,
    undoer: Undoer<Shared>,
    /// Names the scenario's state: a new number for every edit (unique in the process), and
    /// undo or redo bring back the number of the state they restore. Views cache derived data
    /// against it, and the undo history and the unsaved mark compare states by it, never by
    /// content (a comparison walks the whole log: too slow for every frame of a long one).
    generation: u64,
    /// Unsaved although equal to `saved` (restored from an autosave); cleared by a save.
    unsaved_anyway: bool,
    /// Unique among the documents of this process: with the generation, it names one state of
    /// one document, so caches never compare or clone the scenario.
    id: u64,
    /// The generation last handed to the undoer: once it has settled, an unchanged document is
    /// not compared again (on a log of 100,000 entries a comparison costs milliseconds).
    fed: u64,
    /// Bumped whenever the undo history changes.
    undo_epoch: u64,
    /// The answers of `can_undo` and `can_redo` for a (generation, undo epoch).
    answers: Cell<Option<((u64, u64), Answers)>>,
    read_only: ReadOnly,
}

/// A document's read-only guard: while a player's view is shown, every edit, undo and redo of
/// the document is refused, and counted so that the window can say why nothing changed. The
/// scenario's [`Document`] and the campaign's document keep one each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOnly {
    on: bool,
    refused: u64,
}

impl ReadOnly {
    /// Refuse (or allow again) every edit, undo and redo.
    pub fn set(&mut self, on: bool) {
        self.on = on;
    }

    pub fn is_on(&self) -> bool {
        self.on
    }

    /// How many edits, undos and redos were refused, since the document was made.
    pub fn refused(&self) -> u64 {
        self.refused
    }

    /// Whether an edit (an undo, a redo) may go ahead; a refused one is counted.
    pub fn may_edit(&mut self) -> bool {
        if self.on {
            self.refused += 1;
        }
        !self.on
    }
}

#[derive(Clone, Copy)]
struct Answers {
    undo: Option<bool>,
    redo: Option<bool>,
}

/// A state of the scenario in the undo history, named by its [`Document::generation`] and
/// compared by it: an edit that types a letter and deletes it again makes a new state (the
/// document counts as changed, as in most editors); undo brings back the very state.
#[derive(Clone)]
struct Shared {
    generation: u64,
    scenario: Arc<Scenario>,
}

impl PartialEq for Shared {
    fn eq(&self, other: &Shared) -> bool {
        self.generation == other.generation
    }
}

/// The next [`Document::id`].
static NEXT_DOCUMENT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
/// The next [`Document::generation`], for every document of the process.
static NEXT_GENERATION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn new_generation() -> u64 {
    NEXT_GENERATION.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Document {
    pub fn new(scenario: Scenario, path: Option<PathBuf>) -> Document {
        let undoer = Undoer::with_settings(UndoSettings {
            max_undos: 200,
            stable_time: SETTLE_SECONDS as f32,
            auto_save_interval: 30.0,
        });
        let scenario = Arc::new(scenario);
        let generation = new_generation();
        Document {
            saved: generation,
            scenario,
            path,
            undoer,
            generation,
            unsaved_anyway: false,
            id: NEXT_DOCUMENT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            fed: u64::MAX,
            undo_epoch: 0,
            answers: Cell::new(None),
            read_only: ReadOnly::default(),
        }
    }

    /// Refuse (or allow again) every edit, undo and redo: the window shows a player's view.
    pub fn set_read_only(&mut self, read_only: bool) {
        self.read_only.set(read_only);
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only.is_on()
    }

    /// How many edits, undos and redos were refused while read-only, since the document was made.
    pub fn refused(&self) -> u64 {
        self.read_only.refused()
    }

    /// Whether an edit may go ahead; a refused one is counted.
    fn may_edit(&mut self) -> bool {
        self.read_only.may_edit()
    }

    /// One of the cached answers for the current state, computing it once.
    fn answer(
        &self,
        pick: fn(&mut Answers) -> &mut Option<bool>,
        f: impl FnOnce() -> bool,
    ) -> bool {
        let key = (self.generation, self.undo_epoch);
        let mut a = match self.answers.get() {
            Some((k, a)) if k == key => a,
            _ => Answers {
                undo: None,
                redo: None,
            },
        };
        let slot = pick(&mut a);
        let value = *slot.get_or_insert_with(f);
        self.answers.set(Some((key, a)));
        value
    }

    /// Which document this is (see [`Document::generation`] for which state of it).
    pub fn id(&self) -> u64 {
        self.id
    }

    pub fn scenario(&self) -> &Scenario {
        &self.scenario
    }

    /// The scenario itself, shared: a thread may read this state while the window edits on.
    pub fn shared(&self) -> Arc<Scenario> {
        self.scenario.clone()
    }

    /// The scenario to change, as a new state (ahead of the read-only check: [`Document::apply`]
    /// and [`Document::step`] are the ways to change it).
    fn edit_now(&mut self) -> &mut Scenario {
        self.generation = new_generation();
        Arc::make_mut(&mut self.scenario)
    }

    /// Change the scenario directly, for this crate's tests (the window edits through
    /// [`Document::apply`] and [`Document::step`], which a read-only document refuses).
    #[cfg(test)]
    pub(crate) fn edit(&mut self) -> &mut Scenario {
        self.edit_now()
    }

    /// Apply one continuous edit (typing, dragging): the undoer records it once it settles
    /// (see [`SETTLE_SECONDS`]), so one drag or one burst of typing is one undo step. Refused
    /// while read-only.
    pub fn apply(&mut self, f: impl FnOnce(&mut Scenario)) {
        if self.may_edit() {
            f(self.edit_now());
        }
    }

    /// Apply one discrete edit (add, delete, log a roll, place a marker) as an undo step of its
    /// own, never merged with the edits before or after it. Refused while read-only.
    pub fn step(&mut self, f: impl FnOnce(&mut Scenario)) {
        if !self.may_edit() {
            return;
        }
        self.checkpoint();
        f(self.edit_now());
        self.checkpoint();
    }

    /// Names the scenario's state: changes with every edit, and undo brings back the name of
    /// the state it restores.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Record an undo point when the scenario has been stable for a moment. Call once a frame.
    pub fn end_frame(&mut self, time: f64) {
        if self.generation != self.fed || self.undoer.is_in_flux() {
            self.fed = self.generation;
            self.undoer.feed_state(time, &self.current());
            self.undo_epoch += 1;
        }
    }

    /// The current state as the undo history holds it.
    fn current(&self) -> Shared {
        Shared {
            generation: self.generation,
            scenario: self.scenario.clone(),
        }
    }

    /// Record an undo point now (used by [`Document::step`]).
    fn checkpoint(&mut self) {
        // Feeding the changed state first drops the redo steps it supersedes; `add_undo` alone
        // would keep them, and Redo would then bring back an undone state over the new edit.
        let current = self.current();
        self.undoer.feed_state(0.0, &current);
        self.undoer.add_undo(&current);
        self.undo_epoch += 1;
    }

    pub fn can_undo(&self) -> bool {
        self.answer(|a| &mut a.undo, || self.undoer.has_undo(&self.current()))
    }

    pub fn can_redo(&self) -> bool {
        self.answer(|a| &mut a.redo, || self.undoer.has_redo(&self.current()))
    }

    /// Undo the last step; refused while read-only.
    pub fn undo(&mut self) {
        if !self.may_edit() {
            return;
        }
        if let Some(s) = self.undoer.undo(&self.current()) {
            self.scenario = s.scenario.clone();
            self.generation = s.generation;
        }
        self.undo_epoch += 1;
    }

    /// Redo the step undone last; refused while read-only.
    pub fn redo(&mut self) {
        if !self.may_edit() {
            return;
        }
        if let Some(s) = self.undoer.redo(&self.current()) {
            self.scenario = s.scenario.clone();
            self.generation = s.generation;
        }
        self.undo_epoch += 1;
    }

    /// Unsaved changes since the last save or open.
    pub fn is_dirty(&self) -> bool {
        self.unsaved_anyway || self.generation != self.saved
    }

    /// Mark the document unsaved although it equals what it was opened as: a scenario restored
    /// from an autosave exists nowhere else until the user saves it.
    pub fn mark_unsaved(&mut self) {
        self.unsaved_anyway = true;
    }

    /// The scenario was written to `path`.
    pub fn mark_saved(&mut self, path: PathBuf) {
        self.saved = self.generation;
        self.answers.set(None);
        self.unsaved_anyway = false;
        self.path = Some(path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edit_after_undo_drops_the_redo_steps() {
        let mut doc = Document::new(Scenario::new("one"), None);
        doc.checkpoint();
        doc.edit().title = "two".into();
        doc.checkpoint();
        doc.undo();
        assert_eq!(doc.scenario().title, "one");
        assert!(doc.can_redo());
        doc.edit().title = "three".into();
        doc.checkpoint();
        assert!(!doc.can_redo(), "a new edit supersedes the undone one");
        doc.redo();
        assert_eq!(doc.scenario().title, "three");
        doc.undo();
        assert_eq!(doc.scenario().title, "one");
    }

    #[test]
    fn the_unsaved_mark_follows_the_saved_copy() {
        let mut doc = Document::new(Scenario::new("one"), None);
        assert!(!doc.is_dirty());
        doc.edit().title = "two".into();
        assert!(doc.is_dirty());
        doc.mark_saved(PathBuf::from("x.ron"));
        assert!(!doc.is_dirty());
        doc.checkpoint();
        doc.edit().title = "one".into();
        assert!(doc.is_dirty());
    }

    #[test]
    fn the_guard_refuses_and_counts_only_while_on() {
        let mut guard = ReadOnly::default();
        assert!(guard.may_edit() && !guard.is_on());
        guard.set(true);
        assert!(!guard.may_edit() && !guard.may_edit());
        guard.set(false);
        assert!(guard.may_edit());
        assert_eq!(guard.refused(), 2, "the refusals, not the edits allowed");
    }

    #[test]
    fn a_read_only_document_refuses_every_edit_undo_and_redo_and_counts_them() {
        let mut doc = Document::new(Scenario::new("one"), None);
        doc.step(|s| s.title = "two".into());
        doc.undo();
        let before = doc.generation();
        doc.set_read_only(true);
        doc.apply(|s| s.title = "typed".into());
        doc.step(|s| s.title = "stepped".into());
        doc.redo();
        doc.undo();
        assert_eq!(doc.scenario().title, "one");
        assert_eq!(doc.generation(), before, "the very same state");
        assert_eq!(doc.refused(), 4);
        doc.set_read_only(false);
        doc.redo();
        assert_eq!(doc.scenario().title, "two", "the history is intact");
        assert_eq!(doc.refused(), 4);
    }

    #[test]
    fn undo_back_to_the_saved_state_clears_the_unsaved_mark_and_names_that_state() {
        let mut doc = Document::new(Scenario::new("one"), None);
        let opened = doc.generation();
        doc.checkpoint();
        doc.edit().title = "two".into();
        doc.checkpoint();
        assert!(doc.is_dirty());
        assert_ne!(doc.generation(), opened);
        doc.undo();
        assert_eq!(
            doc.generation(),
            opened,
            "the very state, so caches of it hold"
        );
        assert!(!doc.is_dirty());
        doc.redo();
        assert!(doc.is_dirty());
        assert_eq!(doc.scenario().title, "two");
    }
}

/// One edit of the scenario, gathered while a panel draws and applied after drawing.
pub type Edit = Box<dyn FnOnce(&mut Scenario)>;

/// The edits a panel gathers while it draws (it only borrows the scenario then), applied through
/// the document after drawing: continuous ones merge into the undo step that settles, and if
/// any one is discrete the whole set is one undo step of its own.
#[derive(Default)]
pub struct Changes {
    edits: Vec<Edit>,
    discrete: bool,
}

impl Changes {
    /// A continuous edit (typing, dragging a number).
    pub fn edit(&mut self, f: impl FnOnce(&mut Scenario) + 'static) {
        self.edits.push(Box::new(f));
    }

    /// A discrete action (add, delete, log a roll): one undo step of its own.
    pub fn action(&mut self, f: impl FnOnce(&mut Scenario) + 'static) {
        self.discrete = true;
        self.edit(f);
    }

    pub fn is_empty(&self) -> bool {
        self.edits.is_empty()
    }

    pub fn apply(self, doc: &mut Document) {
        if self.edits.is_empty() {
            return;
        }
        let all = |s: &mut Scenario| {
            for f in self.edits {
                f(s);
            }
        };
        if self.discrete {
            doc.step(all);
        } else {
            doc.apply(all);
        }
    }
}
