//! The battle desk: the umpire's and players' side of the window. Everything that happened goes
//! into the battle log here, and the verdicts of every victory system come out live.
//!
//! Sub-panels, one file each: the log editor, the end-of-battle figures, the verdicts side by
//! side, the withdrawal test tool, the Napoleon at Waterloo tracker, the Waterloo 20 assistant
//! and the loss graphs. [`DeskState`] holds view state only (which panel, which turn, what is
//! being edited, derived data cached against [`Document::generation`]); every change of the
//! scenario goes through [`Document::apply`] so that undo and the unsaved mark see it.

pub mod end_of_battle;
pub mod graphs;
pub mod log_editor;
pub mod naw_tracker;
pub mod verdicts;
pub mod waterloo20;
pub mod withdrawal;

use crate::app::document::Document;
use crate::app::view::ViewCtx;
use crate::model::{Dice, DiceSource, Event, Roll, Scenario, SideId, Turn};
use crate::systems::waterloo20::TURN_TRACK;
use crate::systems::{self, Judgement, VictorySystem};
use egui::{Color32, Response, RichText, Ui};

/// The desk's sub-panels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DeskPanel {
    #[default]
    Log,
    EndOfBattle,
    Verdicts,
    Withdrawal,
    Naw,
    Waterloo20,
    Graphs,
}

impl DeskPanel {
    pub const ALL: [DeskPanel; 7] = [
        DeskPanel::Log,
        DeskPanel::EndOfBattle,
        DeskPanel::Verdicts,
        DeskPanel::Withdrawal,
        DeskPanel::Naw,
        DeskPanel::Waterloo20,
        DeskPanel::Graphs,
    ];

    /// What the panel is for, on hover.
    pub fn about(self) -> &'static str {
        match self {
            DeskPanel::Log => "What happened, turn by turn: losses, status changes, markers, tests",
            DeskPanel::EndOfBattle => "The figures at the end of the battle, and how it ended",
            DeskPanel::Verdicts => "Every victory system's verdict side by side, with its steps",
            DeskPanel::Withdrawal => {
                "The army withdrawal test: the odds before the roll, then the roll"
            }
            DeskPanel::Naw => "Napoleon at Waterloo [8.0]: demoralization and exits",
            DeskPanel::Waterloo20 => {
                "Waterloo 20: combats, morale, rally, random events, turn track"
            }
            DeskPanel::Graphs => "Losses, VP and morale turn by turn; save a graph as PNG",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            DeskPanel::Log => "Battle log",
            DeskPanel::EndOfBattle => "End of battle",
            DeskPanel::Verdicts => "Verdicts",
            DeskPanel::Withdrawal => "Withdrawal test",
            DeskPanel::Naw => "Napoleon at Waterloo",
            DeskPanel::Waterloo20 => "Waterloo 20",
            DeskPanel::Graphs => "Graphs",
        }
    }
}

/// A field the desk brings into view and outlines, e.g. after "Go to" on a missing datum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Focus {
    /// Path of the field in the scenario file, as [`systems::Missing::path`] gives it.
    pub path: String,
    /// What is wrong or missing there, shown above the panel.
    pub message: String,
    /// Scroll the field into view on the next frame it is drawn.
    pub scroll: bool,
}

/// Derived data, recomputed only when the scenario changed.
#[derive(Default)]
pub struct Derived {
    /// The document and generation the values below were computed from.
    key: Option<(u64, u64)>,
    judgements: Option<Vec<(&'static dyn VictorySystem, Judgement)>>,
    /// The battle record: every figure and sentence the desk shows comes from it.
    record: Option<crate::record::BattleRecord>,
    /// The judgements as one audience may see them, in the order of the result of record:
    /// kept, not rebuilt by each panel every frame.
    standing: Option<(crate::record::Audience, crate::record::result::Standing)>,
    problems: Option<Vec<crate::model::Problem>>,
    /// The Napoleon at Waterloo table, and the audience it was worded for.
    naw: Option<(crate::record::Audience, Vec<naw_tracker::NawRow>)>,
}

impl Derived {
    /// Forget everything computed from an older scenario.
    fn sync(&mut self, doc: &Document) {
        let key = (doc.id(), doc.generation());
        if self.key != Some(key) {
            *self = Derived {
                key: Some(key),
                ..Derived::default()
            };
        }
    }

    /// Every system's judgement, in registry order (the umpire's: show them through
    /// [`Derived::standing`]).
    pub fn judgements(&mut self, s: &Scenario) -> &[(&'static dyn VictorySystem, Judgement)] {
        self.judgements.get_or_insert_with(|| systems::judge_all(s))
    }

    /// Every system's judgement as `audience` may see it, in the order of the result of record.
    pub fn standing(
        &mut self,
        s: &Scenario,
        audience: crate::record::Audience,
    ) -> &crate::record::result::Standing {
        if self.standing.as_ref().is_none_or(|(a, _)| *a != audience) {
            let all = self.judgements(s).to_vec();
            let record = self.record(s);
            let shown = crate::record::Projection::new(s, record, audience).judgements(&all);
            let standing = crate::record::result::Standing::new(s, record, shown);
            self.standing = Some((audience, standing));
        }
        &self.standing.as_ref().expect("set above").1
    }

    /// The battle record, replayed once per change of the scenario.
    pub fn record(&mut self, s: &Scenario) -> &crate::record::BattleRecord {
        self.record
            .get_or_insert_with(|| crate::record::BattleRecord::build(s))
    }

    /// What `audience` knows of the battle.
    pub fn knowledge(
        &mut self,
        s: &Scenario,
        audience: crate::record::Audience,
    ) -> crate::record::Knowledge {
        crate::record::Knowledge::new(s, self.record(s), audience)
    }

    /// The rows of the Napoleon at Waterloo table.
    pub fn naw_rows(
        &mut self,
        s: &Scenario,
        audience: crate::record::Audience,
    ) -> &[naw_tracker::NawRow] {
        if self.naw.as_ref().is_none_or(|(a, _)| *a != audience) {
            let k = self.knowledge(s, audience);
            self.naw = Some((audience, naw_tracker::rows(s, &k)));
        }
        self.naw
            .as_ref()
            .map(|(_, r)| r.as_slice())
            .unwrap_or_default()
    }

    /// The scenario's consistency problems.
    pub fn problems(&mut self, s: &Scenario) -> &[crate::model::Problem] {
        self.problems.get_or_insert_with(|| s.validate())
    }
}

/// View state of the battle desk. Nothing here is part of the scenario.
#[derive(Default)]
pub struct DeskState {
    pub panel: DeskPanel,
    /// The current turn (index into the log's turns): where new entries, tests and combats go.
    pub turn: usize,
    pub focus: Option<Focus>,
    /// A tab of the window the desk asks the shell to show, after "Go to" on a field edited
    /// outside the desk: "Sides" or "Designer". The shell takes it (`Option::take`).
    pub wants_tab: Option<&'static str>,
    pub log: log_editor::LogEditorState,
    pub end: end_of_battle::EndOfBattleState,
    pub withdrawal: withdrawal::WithdrawalState,
    pub waterloo20: waterloo20::Waterloo20State,
    pub graphs: graphs::GraphsState,
    pub derived: Derived,
    /// Who is looking this frame (copied from the view): every panel shows what it may know.
    pub audience: crate::record::Audience,
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
            Target::Elsewhere(tab) => {
                view.info(format!("{path} is edited in the {tab} tab: {message}"));
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
        let Some(focus) = &mut self.focus else { return };
        if !paths_match(&focus.path, path) {
            return;
        }
        ui.painter().rect_stroke(
            response.rect.expand(3.0),
            3.0,
            egui::Stroke::new(2.0, ui.visuals().warn_fg_color),
            egui::StrokeKind::Outside,
        );
        if focus.scroll {
            focus.scroll = false;
            response.scroll_to_me(Some(egui::Align::Center));
        }
    }

    /// The current turn, within the log (0 for an empty log).
    pub fn current_turn(&self, s: &Scenario) -> usize {
        self.turn.min(s.log.turns.len().saturating_sub(1))
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
    /// Edited in another tab of the window (named).
    Elsewhere(&'static str),
}

/// Which panel edits the field at `path` (a path of [`systems::Missing`] or
/// [`crate::model::Problem`]).
pub fn target_of(path: &str) -> Target {
    let segments: Vec<String> = segments(path);
    let first = segments.first().map(String::as_str).unwrap_or("");
    if first.starts_with("log[") {
        let Some(turn) = index_in(first) else {
            return Target::Log;
        };
        let event = segments
            .get(1)
            .filter(|s| s.starts_with("events["))
            .and_then(|s| index_in(s));
        return Target::LogEvent { turn, event };
    }
    if first == "log" {
        return Target::Log;
    }
    if first == "settings" {
        return Target::EndOfBattle;
    }
    if first.starts_with("sides[") {
        let second = segments.get(1).map(String::as_str).unwrap_or("");
        let third = segments.get(2).map(String::as_str).unwrap_or("");
        if second == "c_in_c"
            || second == "morale_points"
            || (second.starts_with("contingents[") && third == "end")
        {
            return Target::EndOfBattle;
        }
        return Target::Elsewhere("Sides");
    }
    if first.starts_with("units") {
        return Target::Elsewhere("Sides");
    }
    Target::Elsewhere("Designer")
}

/// A field path as a reader says it: `sides[0].contingents[*].units[*].strength.unit_points`
/// is "Unit Points of every unit of Armée du Nord", `log[0].events[6].marker` is "marker of
/// entry 7 (marker control) of turn “1”", `settings.game_end` is "how the game ended".
pub fn field_name(s: &Scenario, path: &str) -> String {
    let segs = segments(path);
    let mut owners: Vec<String> = Vec::new();
    let mut field: Option<String> = None;
    let mut side: Option<usize> = None;
    let mut contingent: Option<usize> = None;
    let mut turn: Option<usize> = None;
    for (i, seg) in segs.iter().enumerate() {
        let name = seg.split('[').next().unwrap_or("");
        let index = index_in(seg);
        let every = seg.ends_with("[*]");
        let last = i + 1 == segs.len();
        match name {
            "sides" => {
                side = index;
                owners.push(match index.and_then(|k| s.sides.get(k).map(|sd| (k, sd))) {
                    Some((k, sd)) if sd.name.trim().is_empty() => {
                        format!("side {}", if k == 0 { "A" } else { "B" })
                    }
                    Some((_, sd)) => sd.name.clone(),
                    None => "each side".to_string(),
                });
            }
            "contingents" => {
                contingent = index;
                let next_is_units = segs.get(i + 1).is_some_and(|n| n.starts_with("units"));
                let c = side
                    .zip(index)
                    .and_then(|(sd, k)| s.sides.get(sd)?.contingents.get(k));
                match c {
                    Some(c) => owners.push(format!("contingent “{}”", c.name)),
                    None if every && next_is_units => {}
                    None => owners.push("every contingent".to_string()),
                }
            }
            "units" if every => owners.push("every unit".to_string()),
            "units" => {
                let u = side
                    .zip(contingent)
                    .zip(index)
                    .and_then(|((sd, c), k)| s.sides.get(sd)?.contingents.get(c)?.units.get(k));
                owners.push(match u {
                    Some(u) => format!("unit {}", unit_label(s, &u.id)),
                    None => "a unit".to_string(),
                });
            }
            "log" if index.is_some() => {
                turn = index;
                owners.push(format!("turn “{}”", turn_name(s, index.unwrap_or(0))));
            }
            "events" => {
                let kind = turn
                    .zip(index)
                    .and_then(|(t, k)| s.log.turns.get(t)?.events.get(k))
                    .map(crate::app::references::kind_of);
                owners.push(match (index, kind) {
                    (Some(k), Some(kind)) => format!("entry {} ({kind})", k + 1),
                    (Some(k), None) => format!("entry {}", k + 1),
                    _ => "every entry".to_string(),
                });
            }
            "settings" | "end" | "strength" if !last => {}
            _ if last || index.is_some() => field = Some(words_of_field(name)),
            _ => {}
        }
    }
    owners.reverse();
    match (field, owners.is_empty()) {
        (Some(f), true) => f,
        (Some(f), false) => format!("{f} of {}", owners.join(" of ")),
        (None, false) => owners.join(" of "),
        (None, true) => path.to_string(),
    }
}

/// A field's name in words: `unit_points` is "Unit Points".
fn words_of_field(name: &str) -> String {
    match name {
        "game_end" => "how the game ended".into(),
        "unit_points" => "Unit Points".into(),
        "strength_points" => "Strength Points".into(),
        "morale_points" => "Morale Points".into(),
        "c_in_c" => "commander-in-chief".into(),
        "casualties_men" => "casualties (men)".into(),
        "start_men" => "men at the start".into(),
        "markers" => "VP markers".into(),
        "dice_seed" => "dice seed".into(),
        "rs_percent" => "RS%".into(),
        "vp_percent" => "VP%".into(),
        "wf" => "withdrawal factor".into(),
        other => other.replace('_', " "),
    }
}

/// The path split at dots, with decorations such as ` (turn "June 16 Night")` removed.
fn segments(path: &str) -> Vec<String> {
    let mut clean = String::new();
    let mut depth = 0usize;
    let mut quoted = false;
    for c in path.chars() {
        match c {
            '"' if depth > 0 => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted && depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            _ => clean.push(c),
        }
    }
    clean
        .split('.')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// The number inside the first brackets of a segment: `events[3]` → 3.
fn index_in(segment: &str) -> Option<usize> {
    let open = segment.find('[')?;
    let close = segment[open..].find(']')? + open;
    segment[open + 1..close].parse().ok()
}

/// Whether a field path and a focus path name the same place: segment by segment, `[*]` in
/// either matches any index, and one may stop before the other (the focus `sides[0].c_in_c`
/// marks `sides[0].c_in_c.lost`; the focus `log[2].events[1].roll` marks the entry itself).
pub fn paths_match(focus: &str, field: &str) -> bool {
    let (a, b) = (segments(focus), segments(field));
    if a.is_empty() || b.is_empty() {
        return false;
    }
    a.iter().zip(&b).all(|(x, y)| segment_match(x, y))
}

fn segment_match(x: &str, y: &str) -> bool {
    let name = |s: &str| s.split('[').next().unwrap_or("").to_string();
    if name(x) != name(y) {
        return false;
    }
    let (ix, iy) = (x.find('['), y.find('['));
    match (ix, iy) {
        (Some(i), Some(j)) => {
            let (bx, by) = (&x[i..], &y[j..]);
            bx == by || bx == "[*]" || by == "[*]"
        }
        (None, None) => true,
        // `contingents` against `contingents[2]`: the whole list covers each item.
        _ => true,
    }
}

/// Changes gathered while drawing, applied through the document after drawing; discrete ones
/// (add, delete, log a roll) are their own undo step.
/// One edit of the scenario, applied after drawing.
pub type Edit = Box<dyn FnOnce(&mut Scenario)>;

#[derive(Default)]
pub struct Changes {
    edits: Vec<Edit>,
    discrete: bool,
}

impl Changes {
    /// A continuous edit (typing, dragging a number): the undoer records it once it settles.
    pub fn edit(&mut self, f: impl FnOnce(&mut Scenario) + 'static) {
        self.edits.push(Box::new(f));
    }

    /// A discrete action: one undo step of its own.
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
        if self.discrete {
            doc.checkpoint();
        }
        doc.apply(|s| {
            for f in self.edits {
                f(s);
            }
        });
        if self.discrete {
            doc.checkpoint();
        }
    }
}

/// A Waterloo 20 scenario: the French side is set and units have a movement allowance.
pub fn is_waterloo20(s: &Scenario) -> bool {
    s.settings.french.is_some() && s.units().any(|(_, u)| u.movement > 0)
}

/// The name of the turn after the log's last: the Turn Record Track in a Waterloo 20 scenario
/// (numbers after its twelfth turn), "1", "2", … otherwise.
pub fn next_turn_name(s: &Scenario) -> String {
    let n = s.log.turns.len();
    if is_waterloo20(s)
        && let Some(name) = TURN_TRACK.get(n)
    {
        return name.to_string();
    }
    (n + 1).to_string()
}

/// The turn's name as shown: its own, or its number when it has none.
pub fn turn_name(s: &Scenario, turn: usize) -> String {
    match s.log.turns.get(turn) {
        Some(t) if !t.name.trim().is_empty() => t.name.clone(),
        _ => format!("{}", turn + 1),
    }
}

/// Append an event to turn `turn`, creating the first turn when the log has none.
pub fn push_event(s: &mut Scenario, turn: usize, e: Event) {
    if s.log.turns.is_empty() {
        let name = next_turn_name(s);
        s.log.turns.push(Turn {
            name,
            events: Vec::new(),
        });
    }
    let t = turn.min(s.log.turns.len() - 1);
    s.log.turns[t].events.push(e);
}

pub fn side_name(s: &Scenario, side: SideId) -> &str {
    &s.side(side).name
}

/// The narrator's sentence for an entry about to be logged (replays the log once: for a
/// button's confirmation, not for every frame).
pub fn describe_once(s: &Scenario, e: &Event, audience: crate::record::Audience) -> String {
    let record = crate::record::BattleRecord::build(s);
    crate::record::narrator::sentence(s, e, &crate::record::Knowledge::new(s, &record, audience))
}

/// "Grenadiers (G1)", or the id alone when no unit has it.
pub fn unit_label(s: &Scenario, id: &str) -> String {
    match s.unit(id) {
        Some((_, u)) if !u.name.trim().is_empty() && u.name != id => format!("{} ({id})", u.name),
        Some(_) => id.to_string(),
        None => format!("unknown unit \"{id}\""),
    }
}

/// "28 (seeded draw 3)" or "28 (real dice)".
pub fn roll_text(r: &Roll) -> String {
    match r.source {
        DiceSource::Manual => format!("{} (real dice)", r.value),
        DiceSource::Seeded { index } => format!("{} (seeded draw {index})", r.value),
    }
}

/// Where a roll comes from: the scenario's seeded dice or real dice typed in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RollInput {
    /// Real dice: the value typed in `typed`.
    pub manual: bool,
    pub typed: String,
}

impl RollInput {
    /// The choice of dice and, for real dice, the typed roll. `what` names the roll in the
    /// accessible names ("Withdrawal roll of Austria").
    pub fn ui(&mut self, ui: &mut Ui, what: &str, faces: u32) {
        ui.horizontal(|ui| {
            ui.radio_value(&mut self.manual, false, "Seeded dice")
                .accessible_name(format!("{what}: seeded dice"))
                .on_hover_text("Roll with the scenario's seeded dice: the draw can be reproduced.");
            ui.radio_value(&mut self.manual, true, "Real dice")
                .accessible_name(format!("{what}: real dice"));
            if self.manual {
                let hint = if faces == 100 {
                    "1–100, 00 = 100"
                } else {
                    "1–6"
                };
                ui.add(
                    egui::TextEdit::singleline(&mut self.typed)
                        .hint_text(hint)
                        .desired_width(60.0),
                )
                .accessible_name(format!("{what} (real dice)"));
            }
        });
    }

    /// The roll: the next seeded draw, or the typed one checked against the die.
    pub fn roll(&self, s: &Scenario, faces: u32, what: &str) -> Result<Roll, String> {
        if self.manual {
            let value = parse_roll(&self.typed, faces).map_err(|e| format!("{what}: {e}"))?;
            Ok(Roll {
                value,
                source: DiceSource::Manual,
            })
        } else {
            Ok(Dice::for_scenario(s).roll(faces))
        }
    }
}

/// A typed roll: 1 … `faces`; for percentile dice (100 faces) "00" reads as 100.
pub fn parse_roll(text: &str, faces: u32) -> Result<u32, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("type the roll of the real dice first".to_string());
    }
    if faces == 100 && t == "00" {
        return Ok(100);
    }
    let range = if faces == 100 {
        "1 to 100 (00 = 100)".to_string()
    } else {
        format!("1 to {faces}")
    };
    match t.parse::<u32>() {
        Ok(v) if (1..=faces).contains(&v) => Ok(v),
        _ => Err(format!("\"{t}\" is not a roll of the dice: {range}")),
    }
}

/// A combo box without a visible label, named `name` for screen readers and tests (the form
/// shows the label in its own column).
pub fn named_combo(id_salt: impl egui::AsIdSalt, name: &str) -> NamedCombo {
    NamedCombo {
        id: egui::IdSalt::new(id_salt),
        name: name.to_string(),
        selected: String::new(),
    }
}

pub struct NamedCombo {
    id: egui::IdSalt,
    name: String,
    selected: String,
}

impl NamedCombo {
    pub fn selected_text(mut self, text: impl Into<String>) -> Self {
        self.selected = text.into();
        self
    }

    pub fn show_ui(self, ui: &mut Ui, add: impl FnOnce(&mut Ui)) -> Response {
        egui::ComboBox::from_id_salt(self.id)
            .selected_text(self.selected)
            .show_ui(ui, add)
            .response
            .accessible_name(self.name)
    }
}

/// A combo box to pick a side, named `name`. Returns the new side when changed.
pub fn side_combo(
    ui: &mut Ui,
    s: &Scenario,
    id_salt: impl egui::AsIdSalt,
    name: &str,
    side: SideId,
) -> Option<SideId> {
    let mut chosen = side;
    named_combo(id_salt, name)
        .selected_text(side_name(s, side))
        .show_ui(ui, |ui| {
            for id in SideId::BOTH {
                ui.selectable_value(&mut chosen, id, side_name(s, id));
            }
        });
    (chosen != side).then_some(chosen)
}

/// A number field with a visible label and an accessible `name`. Returns the new value when
/// the user changed it.
pub fn number_field(ui: &mut Ui, label: &str, name: &str, value: u64) -> (Response, Option<u64>) {
    let shown = ui.label(label);
    let mut v = value;
    let r = ui.add(egui::DragValue::new(&mut v).speed(1.0));
    // Named by the visible label when it says it all, so that the label is not a second match.
    let r = if label == name {
        r.labelled_by(shown.id)
    } else {
        r.accessible_name(name)
    };
    let changed = (r.changed() && v != value).then_some(v);
    (r, changed)
}

/// The desk.
pub fn ui(ui: &mut Ui, doc: &mut Document, view: &mut ViewCtx, state: &mut DeskState) {
    state.derived.sync(doc);
    state.audience = view.audience;
    let mut changes = Changes::default();
    header(ui, doc.scenario(), state, &mut changes);
    summary_strip(ui, doc.scenario(), view, state);
    focus_banner(ui, doc.scenario(), state);
    ui.separator();
    match state.panel {
        DeskPanel::Log => log_editor::ui(ui, doc.scenario(), view, state, &mut changes),
        DeskPanel::EndOfBattle => end_of_battle::ui(ui, doc.scenario(), view, state, &mut changes),
        DeskPanel::Verdicts => verdicts::ui(ui, doc.scenario(), view, state),
        DeskPanel::Withdrawal => withdrawal::ui(ui, doc.scenario(), view, state, &mut changes),
        DeskPanel::Naw => naw_tracker::ui(ui, doc.scenario(), view, state),
        DeskPanel::Waterloo20 => waterloo20::ui(ui, doc.scenario(), view, state, &mut changes),
        DeskPanel::Graphs => graphs::ui(ui, doc.scenario(), view, state),
    }
    changes.apply(doc);
    state.turn = state.current_turn(doc.scenario());
}

/// The panel switcher and the current turn.
fn header(ui: &mut Ui, s: &Scenario, state: &mut DeskState, changes: &mut Changes) {
    ui.horizontal_wrapped(|ui| {
        for p in DeskPanel::ALL {
            if ui
                .selectable_label(state.panel == p, p.label())
                .on_hover_text(p.about())
                .clicked()
            {
                state.panel = p;
            }
        }
        ui.separator();
        let current = state.current_turn(s);
        let shown = if s.log.turns.is_empty() {
            "no turns yet".to_string()
        } else {
            turn_name(s, current)
        };
        let mut chosen = current;
        egui::ComboBox::new("desk_current_turn", "Current turn")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for t in 0..s.log.turns.len() {
                    ui.selectable_value(&mut chosen, t, turn_name(s, t));
                }
            });
        state.turn = chosen;
        if ui
            .button("Next turn")
            .on_hover_text("Start the next turn of the log and make it current")
            .clicked()
        {
            let name = next_turn_name(s);
            state.turn = s.log.turns.len();
            changes.action(move |s| {
                s.log.turns.push(Turn {
                    name,
                    events: Vec::new(),
                })
            });
        }
    });
}

/// One line per system with its headline, so that every entry's effect shows at once.
fn summary_strip(ui: &mut Ui, s: &Scenario, view: &ViewCtx, state: &mut DeskState) {
    let lines: Vec<(String, String, bool)> = state
        .derived
        .standing(s, view.audience)
        .all()
        .map(|(sys, j)| {
            let (text, ok) = match j {
                Judgement::Withheld { .. } => {
                    ("withheld: markers still face down".to_string(), false)
                }
                Judgement::Verdict(v) => (v.headline.clone(), true),
                Judgement::NotApplicable { missing } => {
                    (format!("needs data ({} missing)", missing.len()), false)
                }
                Judgement::Invalid { problems } => (
                    format!("data makes no sense ({} problems)", problems.len()),
                    false,
                ),
            };
            (sys.name().to_string(), text, ok)
        })
        .collect();
    // Body-sized: this strip is read at every entry.
    ui.horizontal_wrapped(|ui| {
        for (name, text, ok) in lines {
            ui.label(RichText::new(format!("{name}:")).weak());
            let t = RichText::new(text);
            ui.label(if ok { t.strong() } else { t.weak() });
            ui.add_space(8.0);
        }
    });
}

/// The field asked for by "Go to", until the user clears it.
fn focus_banner(ui: &mut Ui, s: &Scenario, state: &mut DeskState) {
    let Some(focus) = &state.focus else { return };
    let text = format!("Showing {}: {}", field_name(s, &focus.path), focus.message);
    let mut clear = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
        clear = ui.button("Clear highlight").clicked();
    });
    if clear {
        state.focus = None;
    }
}

/// Text for a warning next to a field.
pub fn warning(ui: &mut Ui, text: &str) {
    // Body-sized: a warning is read, not skimmed.
    ui.label(RichText::new(text).color(ui.visuals().error_fg_color));
}

/// A side's colour for charts and headings.
pub fn side_colour(s: &Scenario, side: SideId) -> Color32 {
    let c = s.side(side).colour;
    Color32::from_rgb(c.0, c.1, c.2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_match_with_wildcards_and_prefixes() {
        assert!(paths_match(
            "sides[0].contingents[*].end.start_men",
            "sides[0].contingents[2].end.start_men"
        ));
        assert!(!paths_match(
            "sides[0].contingents[*].end.start_men",
            "sides[1].contingents[0].end.start_men"
        ));
        assert!(!paths_match(
            "sides[0].contingents[0].end.start_men",
            "sides[0].contingents[0].end.casualties_men"
        ));
        assert!(paths_match("sides[0].c_in_c", "sides[0].c_in_c.lost"));
        assert!(paths_match(
            "log[2] (turn \"June 16 Night\").events[1].roll",
            "log[2].events[1]"
        ));
        assert!(!paths_match("log[2].events[1]", "log[2].events[0]"));
    }

    #[test]
    fn field_paths_read_as_words() {
        let mut s = Scenario::new("t");
        s.sides[0].name = "Armée du Nord".into();
        s.log.turns.push(Turn {
            name: "1".into(),
            events: vec![Event::Note { text: "x".into() }; 7],
        });
        s.log.turns[0].events[6] = Event::MarkerControl {
            marker: "B".into(),
            side: SideId::A,
        };
        assert_eq!(field_name(&s, "settings.game_end"), "how the game ended");
        assert_eq!(
            field_name(&s, "sides[0].contingents[*].units[*].strength.unit_points"),
            "Unit Points of every unit of Armée du Nord"
        );
        assert_eq!(
            field_name(&s, "log[0] (turn \"1\").events[6].marker"),
            "marker of entry 7 (marker control) of turn “1”"
        );
        assert_eq!(field_name(&s, "markers.markers"), "VP markers");
        assert_eq!(
            field_name(&s, "sides[0].morale_points"),
            "Morale Points of Armée du Nord"
        );
    }

    #[test]
    fn targets_of_paths() {
        assert_eq!(target_of("settings.game_end"), Target::EndOfBattle);
        assert_eq!(
            target_of("sides[1].contingents[*].end.start_men"),
            Target::EndOfBattle
        );
        assert_eq!(target_of("sides[1].morale_points"), Target::EndOfBattle);
        assert_eq!(
            target_of("log[3] (turn \"4\").events[2].roll"),
            Target::LogEvent {
                turn: 3,
                event: Some(2)
            }
        );
        assert_eq!(target_of("markers.markers"), Target::Elsewhere("Designer"));
        assert_eq!(target_of("units[G1]"), Target::Elsewhere("Sides"));
    }

    #[test]
    fn typed_rolls() {
        assert_eq!(parse_roll("00", 100), Ok(100));
        assert_eq!(parse_roll(" 28 ", 100), Ok(28));
        assert_eq!(parse_roll("100", 100), Ok(100));
        assert!(
            parse_roll("0", 100)
                .unwrap_err()
                .contains("1 to 100 (00 = 100)")
        );
        assert!(parse_roll("101", 100).is_err());
        assert!(parse_roll("7", 6).unwrap_err().contains("1 to 6"));
        assert!(parse_roll("00", 6).is_err());
        assert!(parse_roll("", 6).is_err());
    }

    #[test]
    fn turn_names_follow_the_track_in_waterloo_20() {
        let mut s = Scenario::new("t");
        assert_eq!(next_turn_name(&s), "1");
        s.settings.french = Some(SideId::A);
        let mut u =
            crate::model::Unit::new("IG", "Imperial Guard", crate::model::UnitKind::Infantry);
        u.movement = 2;
        s.sides[0].contingents.push(crate::model::Contingent {
            name: "Armée du Nord".into(),
            units: vec![u],
            end: Default::default(),
        });
        assert_eq!(next_turn_name(&s), "June 16 Afternoon");
        push_event(&mut s, 5, Event::Note { text: "x".into() });
        assert_eq!(s.log.turns.len(), 1);
        assert_eq!(next_turn_name(&s), "June 16 Evening");
    }
}
