//! The window's shell: the app's state, and the hand-over of each frame to the map, the sides
//! panel and the battle desk. Its parts, each an `impl UmpireApp` of its own:
//! - `frame`: one frame (menu bar, tabs, status bar, windows; the title, closing, dropped
//!   files, the undo settle);
//! - `dispatch`: commands from the menu and the keyboard, and the answers of dialogs;
//! - `file_actions`: new, open, save, save as, recent files and the file dialogs;
//! - `recovery`: the autosave and restoring what a crashed window left;
//! - `exports`: the map export and the report, on threads of their own;
//! - `window`: what eframe sees (creation, the screen check, `run`);
//! - `place`: a tab or desk panel, as the screen check names it;
//! - `measure`: the measuring rig, only with `--features measure`.
//!
//! [`UmpireApp::ui_frame`] draws one frame into any [`egui::Ui`], so tests drive the whole
//! window through egui_kittest exactly as eframe does.

use crate::app::autosave::Autosave;
use crate::app::commands::Command;
use crate::app::desk::{self, DeskState};
use crate::app::dialogs::{Dialog, Then};
use crate::app::document::Document;
use crate::app::export_map::Exported;
use crate::app::files::{self, FilePicker, FilePurpose, RecentFiles};
use crate::app::jobs::Job;
use crate::app::map::MapView;
use crate::app::screenshot::ScreenshotHook;
use crate::app::sides_panel;
use crate::app::view::{Audience, Message, Severity, ViewCtx};
use crate::i18n::tr;
use crate::model::{Problem, Scenario};
use crate::report;
use egui::{Context, Ui};
use std::collections::VecDeque;
use std::path::PathBuf;

mod campaign;
mod dispatch;
mod exports;
mod file_actions;
mod frame;
#[cfg(feature = "measure")]
pub(crate) mod measure;
mod place;
mod player_copy;
mod recovery;
mod warm_up;
mod window;

pub use window::{install_fonts, run};

/// The tabs of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    /// The map with deployment areas and markers.
    #[default]
    Designer,
    /// Scenario description, sides, contingents and units.
    Sides,
    /// The battle desk: log and verdicts.
    Battle,
}

impl Tab {
    pub const ALL: [Tab; 3] = [Tab::Designer, Tab::Sides, Tab::Battle];

    /// What the tab is for, on hover.
    pub fn about(self) -> String {
        match self {
            Tab::Designer => tr!(ShellTabDesignerWhy),
            Tab::Sides => tr!(ShellTabSidesWhy),
            Tab::Battle => tr!(ShellTabBattleWhy),
        }
    }

    /// Its fixed name, in no language: what the screen check (`UMPIRE_SCREENSHOT_TAB`) and the
    /// tab tour call it, whatever the label says.
    pub fn id(self) -> &'static str {
        match self {
            Tab::Designer => "designer",
            Tab::Sides => "sides",
            Tab::Battle => "battle",
        }
    }

    pub fn label(self) -> String {
        match self {
            Tab::Designer => tr!(ShellTabDesigner),
            Tab::Sides => tr!(ShellTabSides),
            Tab::Battle => tr!(ShellTabBattle),
        }
    }
}

/// View state of the shell; never part of the document.
#[derive(Default)]
pub struct ShellView {
    pub audience: Audience,
    pub tab: Tab,
    /// Dialogs waiting to be shown, the first on screen.
    pub dialogs: VecDeque<Dialog>,
    pub show_problems: bool,
    pub show_messages: bool,
    /// The Help window is open, on this page.
    pub help: Option<crate::app::help::HelpPage>,
    /// The rules reference's layout, kept between frames.
    pub help_text: egui_commonmark::CommonMarkCache,
    /// The window's language: the program's at start, then View → Language's.
    pub lang: crate::i18n::Lang,
    /// The language was chosen in the menu (or such a choice restored): it is remembered.
    pub lang_chosen: bool,
}

/// A report being made on its thread: its summary once written, `None` when cancelled.
type ReportJob = Job<Result<Option<report::ReportSummary>, report::ReportError>>;
/// A map being exported on its thread.
type MapExportJob = Job<Result<Exported, crate::app::export_map::ExportError>>;

/// Work on a thread of its own, and the file it writes.
struct Running<J> {
    job: J,
    out: PathBuf,
}

/// When the document last changed: its generation then, and the frame's time (seconds).
#[derive(Default)]
struct LastChange {
    generation: u64,
    at: f64,
}

/// The map image held in memory: the open demo's (built into the program), or the map of the
/// battle bundle opened.
struct EmbeddedMap {
    /// The scenario's `map.image` value.
    name: String,
    bytes: std::sync::Arc<[u8]>,
}

/// The file opened had `//` comments, which its first save would drop.
struct Commented {
    file: PathBuf,
    comments: usize,
}

/// What the window knew at the start of a frame, to stamp the messages said in it.
#[derive(Default)]
struct FrameStart {
    /// The document (id, generation) when the frame began.
    document: (u64, u64),
    /// Edits refused by the read-only document so far.
    refused: u64,
    /// Undo or Redo ran in this frame: the change is not the messages' own.
    undone: bool,
}

/// Messages kept for the Messages window.
const MAX_MESSAGES: usize = 200;

pub struct UmpireApp {
    pub doc: Document,
    pub view: ShellView,
    /// Messages for the status bar, oldest first.
    pub messages: Vec<Message>,
    pub map: MapView,
    pub desk: DeskState,
    /// The players' screen (a second window), while open.
    pub players: crate::app::players_screen::PlayersScreen,
    /// The campaign open beside the scenario, and its view.
    pub campaign: Option<crate::app::campaign::CampaignDesk>,
    /// Closing the campaign (or the window) was asked for once with the campaign unsaved:
    /// asked again, its changes are let go.
    campaign_discard_armed: bool,
    pub recent: RecentFiles,
    picker: Box<dyn FilePicker>,
    /// The file dialog open now, and what for.
    asking: Option<FilePurpose>,
    /// The demo's map, held in memory: a save writes its bytes beside the scenario file.
    embedded_map: Option<EmbeddedMap>,
    /// What to do once a Save As asked for by the unsaved-changes dialog has saved.
    after_save: Option<Then>,
    autosave: Option<Autosave>,
    screenshot: Option<ScreenshotHook>,
    /// Commands asked for between frames ([`UmpireApp::queue`]), run in the next frame.
    queued: Vec<Command>,
    /// Key presses the menu passes to the active tool in the next frame (Delete, Escape).
    tool_keys: Vec<egui::Key>,
    /// The user agreed to close (or nothing was unsaved): a close request is let through.
    close_confirmed: bool,
    /// The context of the last frame (for the theme when eframe saves).
    ctx: Option<Context>,
    /// The PDF report being made.
    report: Option<Running<ReportJob>>,
    /// The map being exported as a PNG.
    map_export: Option<Running<MapExportJob>>,
    sent_title: String,
    last_change: LastChange,
    /// The autosave's clock in seconds; egui's input time when `None` (tests step it). The
    /// window uses the wall clock, so that the autosave runs in [`eframe::App::logic`] while
    /// no frame is drawn (a covered window).
    clock: Option<Box<dyn Fn() -> f64>>,
    /// The file opened had `//` comments, which its first save would drop.
    commented: Option<Commented>,
    /// The `map.image` the user chose to keep outside the scenario's folder (not asked again).
    map_copy_declined: Option<String>,
    /// The document and its refusals as the frame began, for the messages said in it.
    frame_start: FrameStart,
    /// What the measuring rig was asked to do (`--features measure` only).
    #[cfg(feature = "measure")]
    measure: measure::Rig,
}

impl UmpireApp {
    /// Tell the autosave the time with `clock` (seconds) instead of egui's input time.
    pub fn with_clock(mut self, clock: impl Fn() -> f64 + 'static) -> UmpireApp {
        self.clock = Some(Box::new(clock));
        self
    }

    fn now(&self, ctx: &Context) -> f64 {
        match &self.clock {
            Some(clock) => clock(),
            None => ctx.input(|i| i.time),
        }
    }

    /// An app without a window, for tests: file dialogs answer from a [`files::ScriptedPicker`]
    /// (cancelling unless told otherwise, see [`UmpireApp::with_file_picker`]), no autosave.
    pub fn new_for_test(scenario: Scenario, path: Option<PathBuf>) -> UmpireApp {
        UmpireApp::with_parts(scenario, path, Box::new(files::ScriptedPicker::default()))
    }

    fn with_parts(
        scenario: Scenario,
        path: Option<PathBuf>,
        picker: Box<dyn FilePicker>,
    ) -> UmpireApp {
        UmpireApp {
            doc: Document::new(scenario, path),
            view: ShellView {
                lang: crate::i18n::current(),
                ..ShellView::default()
            },
            messages: Vec::new(),
            map: MapView::new(),
            desk: DeskState::default(),
            players: Default::default(),
            campaign: None,
            campaign_discard_armed: false,
            recent: RecentFiles::default(),
            picker,
            asking: None,
            embedded_map: None,
            after_save: None,
            autosave: None,
            screenshot: None,
            queued: Vec::new(),
            tool_keys: Vec::new(),
            close_confirmed: false,
            ctx: None,
            report: None,
            map_export: None,
            sent_title: String::new(),
            last_change: LastChange::default(),
            clock: None,
            commented: None,
            map_copy_declined: None,
            frame_start: FrameStart::default(),
            #[cfg(feature = "measure")]
            measure: measure::Rig::default(),
        }
    }

    pub fn with_file_picker(mut self, picker: impl FilePicker + 'static) -> UmpireApp {
        self.set_file_picker(picker);
        self
    }

    pub fn set_file_picker(&mut self, picker: impl FilePicker + 'static) {
        self.picker = Box::new(picker);
    }

    /// Run a command in the next frame, as if chosen from the menu.
    pub fn queue(&mut self, command: Command) {
        self.queued.push(command);
    }

    /// "umpire — <scenario title> — file.ron •"
    pub fn window_title(&self) -> String {
        if let Some(title) = self.campaign_title() {
            return title;
        }
        let title = files::window_title(
            &self.doc.scenario().title,
            self.doc.path.as_deref(),
            self.doc.is_dirty(),
        );
        match crate::record::player_copy::copy_banner(self.doc.scenario()) {
            Some(banner) => format!("{title} — {banner}"),
            None => title,
        }
    }

    /// The dialog on screen, if any.
    pub fn dialog(&self) -> Option<&Dialog> {
        self.view.dialogs.front()
    }

    /// The user has agreed to close the window (or there was nothing to lose).
    pub fn closing(&self) -> bool {
        self.close_confirmed
    }

    pub fn autosave_file(&self) -> Option<PathBuf> {
        self.autosave.as_ref().map(Autosave::file)
    }

    fn info(&mut self, text: impl Into<String>) {
        self.push_message(Severity::Info, text.into());
    }

    fn error(&mut self, text: impl Into<String>) {
        self.push_message(Severity::Error, text.into());
    }

    /// A message for whoever is looking (and the umpire, who is told everything).
    fn push_message(&mut self, severity: Severity, text: String) {
        self.say(Message::to(self.view.audience, severity, text));
    }

    fn say(&mut self, message: Message) {
        self.messages.push(message);
        let excess = self.messages.len().saturating_sub(MAX_MESSAGES);
        self.messages.drain(..excess);
    }

    /// An error the user must see: a dialog, and the status bar.
    fn error_dialog(&mut self, title: impl Into<String>, text: String) {
        self.error(text.clone());
        self.view.dialogs.push_back(Dialog::Error {
            title: title.into(),
            text,
        });
    }

    fn scenario_dir(&self) -> Option<PathBuf> {
        self.doc.path.as_deref().and_then(files::folder_of)
    }

    /// Whether the window shows what someone other than the umpire may see.
    fn player_view(&self) -> bool {
        !self.view.audience.is_umpire()
    }

    fn central(&mut self, ui: &mut Ui) {
        let campaign = self.campaign_shown();
        let mut view = ViewCtx {
            audience: self.view.audience,
            scenario_dir: self.doc.path.as_deref().and_then(files::folder_of),
            messages: &mut self.messages,
        };
        if self.view.tab != Tab::Designer || campaign {
            self.map.keep_loading(ui.ctx(), &mut self.doc, &mut view);
        }
        if campaign {
            self.campaign_view(ui);
            return;
        }
        match self.view.tab {
            Tab::Designer => {
                // A unit dragged on the map is logged in the desk's current turn.
                let turn = self.desk.current_turn(self.doc.scenario());
                self.map.set_desk_turn(turn);
                self.map.ui(ui, &mut self.doc, &mut view)
            }
            Tab::Sides => sides_panel::ui(ui, &mut self.doc, &mut view, &mut self.desk.focus),
            Tab::Battle => desk::ui(ui, &mut self.doc, &mut view, &mut self.desk),
        }
        // The desk's "Go to" may name a field on another tab (a marker, a unit).
        if let Some(tab) = self.desk.wants_tab.take() {
            self.view.tab = match tab {
                desk::OtherTab::Designer => Tab::Designer,
                desk::OtherTab::Sides => Tab::Sides,
            };
        }
    }

    /// The scenario's consistency problems, as the desk's derivation last found them: on a
    /// long log it checks them off the window's thread after each change (`desk::derived`).
    fn current_problems(&self) -> &[Problem] {
        self.desk.derived.problems()
    }
}
