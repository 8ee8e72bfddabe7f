//! The window's shell: menu bar, tabs, status bar, dialogs, files, undo, autosave, and the
//! hand-over of each frame to the map, the sides panel and the battle desk.
//!
//! [`UmpireApp::ui_frame`] draws one frame into any [`egui::Ui`], so tests drive the whole
//! window through egui_kittest exactly as eframe does.

use crate::app::autosave::{Autosave, Recovered};
use crate::app::commands::{Command, take_shortcut_commands};
use crate::app::desk::{self, DeskState};
use crate::app::dialogs::{self, Choice, Dialog, Then};
use crate::app::document::Document;
use crate::app::export_map::{self, Exported, MapExport};
use crate::app::file_dialog::FallbackPicker;
use crate::app::files::{
    self, FileAnswer, FilePicker, FilePurpose, FileRequest, RecentFiles, RfdPicker,
};
use crate::app::jobs::{Finished, Job};
use crate::app::map::MapView;
use crate::app::menu_bar;
use crate::app::screenshot::ScreenshotHook;
use crate::app::sides_panel;
use crate::app::status_bar;
use crate::app::view::{Audience, Message, Severity, ViewCtx};
use crate::assets::demo;
use crate::model::{self, Problem, Scenario};
use crate::report;
use egui::{Context, Ui, ViewportCommand};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::time::Duration;

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
    pub fn about(self) -> &'static str {
        match self {
            Tab::Designer => "The map: deployment areas, VP markers and their placement",
            Tab::Sides => "The scenario's description, its sides, contingents and units",
            Tab::Battle => "The battle desk: the log, the verdicts and the tools of each system",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Tab::Designer => "Designer",
            Tab::Sides => "Sides & units",
            Tab::Battle => "Battle",
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
}

/// A report being made on its thread: its summary once written, `None` when cancelled.
type ReportJob = Job<Result<Option<report::ReportSummary>, report::ReportError>>;
/// A map being exported on its thread.
type MapExportJob = Job<Result<Exported, String>>;

/// Key of the theme in eframe's storage.
const THEME_KEY: &str = "umpire.dark_theme";
/// Messages kept for the Messages window.
const MAX_MESSAGES: usize = 200;
/// After an edit, frames keep coming this long so the undo point is recorded even when idle.
const UNDO_SETTLE: Duration =
    Duration::from_millis((crate::app::document::SETTLE_SECONDS * 1000.0) as u64);

pub struct UmpireApp {
    pub doc: Document,
    pub view: ShellView,
    /// Messages for the status bar, oldest first.
    pub messages: Vec<Message>,
    pub map: MapView,
    pub desk: DeskState,
    pub recent: RecentFiles,
    picker: Box<dyn FilePicker>,
    /// The file dialog open now, and what for.
    asking: Option<FilePurpose>,
    /// The map image built into the program that the open demo shows: its `map.image` value
    /// and its bytes. A save writes the bytes beside the scenario file.
    embedded_map: Option<(String, &'static [u8])>,
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
    /// The PDF report being made, and the file it goes to.
    report: Option<(ReportJob, PathBuf)>,
    /// The map being exported as a PNG, and the file it goes to.
    map_export: Option<(MapExportJob, PathBuf)>,
    sent_title: String,
    problems: (u64, Vec<Problem>),
    last_change: (u64, f64),
    /// The autosave's clock in seconds; egui's input time when `None` (tests step it). The
    /// window uses the wall clock, so that the autosave runs in [`eframe::App::logic`] while
    /// no frame is drawn (a covered window).
    clock: Option<Box<dyn Fn() -> f64>>,
    /// The file opened had `//` comments (how many), which its first save would drop.
    commented: Option<(PathBuf, usize)>,
    /// The latest message and the document generation when it came: an error or warning
    /// about a document that has changed since is stale, and leaves the status bar.
    latest_message: Option<(Message, u64)>,
}

impl UmpireApp {
    /// The window's app, as eframe creates it. With a screenshot hook (the screen check) it
    /// neither autosaves nor offers an autosave.
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        open: Option<PathBuf>,
        screenshot: Option<ScreenshotHook>,
    ) -> UmpireApp {
        let mut app = UmpireApp::with_parts(
            Scenario::new("New scenario"),
            None,
            Box::new(FallbackPicker::new(RfdPicker::default())),
        );
        if let Some(storage) = cc.storage {
            app.recent = eframe::get_value(storage, RecentFiles::STORAGE_KEY).unwrap_or_default();
            if let Some(dark) = eframe::get_value::<bool>(storage, THEME_KEY) {
                cc.egui_ctx.set_theme(if dark {
                    egui::Theme::Dark
                } else {
                    egui::Theme::Light
                });
            }
        }
        // The file asked for, else the built-in Lobositz demo (also when the file cannot be read:
        // the error dialog says why).
        let opened = open.is_some_and(|path| app.open_path(path));
        if !opened {
            let (first_demo, _) = demo::demo_scenarios()[0];
            app.open_demo(first_demo);
        }
        if screenshot.is_none()
            && let Some(autosave) = Autosave::in_user_data_dir()
        {
            app = app.with_autosave(autosave);
        }
        if screenshot.is_some()
            && let Some(wanted) = crate::app::screenshot::tab_from_env()
        {
            app.show_for_screenshot(&wanted);
        }
        app.screenshot = screenshot;
        let started = std::time::Instant::now();
        app.clock = Some(Box::new(move || started.elapsed().as_secs_f64()));
        app
    }

    /// Show the tab (and desk panel) named as in [`crate::app::screenshot::TAB_VAR`].
    fn show_for_screenshot(&mut self, wanted: &str) {
        let (tab, panel) = wanted.split_once(':').unwrap_or((wanted, ""));
        if let Some(t) = Tab::ALL
            .into_iter()
            .find(|t| t.label().to_lowercase().starts_with(tab))
        {
            self.view.tab = t;
        }
        if let Some(p) = desk::DeskPanel::ALL
            .into_iter()
            .find(|p| !panel.is_empty() && p.label().to_lowercase().starts_with(panel))
        {
            self.desk.panel = p;
        }
    }

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

    /// What must go on while no frame is drawn (eframe calls it before every frame, and also
    /// when the window is covered): the autosave.
    pub fn background(&mut self, ctx: &Context) {
        let now = self.now(ctx);
        self.tick_autosave(ctx, now);
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
            view: ShellView::default(),
            messages: Vec::new(),
            map: MapView::new(),
            desk: DeskState::default(),
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
            problems: (u64::MAX, Vec::new()),
            last_change: (0, 0.0),
            clock: None,
            commented: None,
            latest_message: None,
        }
    }

    pub fn with_file_picker(mut self, picker: impl FilePicker + 'static) -> UmpireApp {
        self.set_file_picker(picker);
        self
    }

    pub fn set_file_picker(&mut self, picker: impl FilePicker + 'static) {
        self.picker = Box::new(picker);
    }

    /// Autosave into this folder; an autosave already there is offered for restoring.
    pub fn with_autosave(mut self, autosave: Autosave) -> UmpireApp {
        self.autosave = Some(autosave);
        self.offer_orphans(false);
        self
    }

    /// Offer every autosave left by a window that did not close cleanly; `asked` when the
    /// user asked (File → Recover unsaved work), so that "none" is said too.
    fn offer_orphans(&mut self, asked: bool) {
        let Some(autosave) = &self.autosave else {
            if asked {
                self.info("Autosave is off in this window");
            }
            return;
        };
        let mut found = Vec::new();
        for orphan in autosave.orphans() {
            match orphan {
                Ok(r) => found.push(r),
                Err(e) => self.error(format!(
                    "An autosave cannot be read and was not offered: {e}"
                )),
            }
        }
        self.view
            .dialogs
            .retain(|d| !matches!(d, Dialog::RestoreAutosave(_)));
        if found.is_empty() {
            if asked {
                self.info("No unsaved work of another window is waiting to be recovered");
            }
        } else {
            self.view.dialogs.push_back(Dialog::RestoreAutosave(found));
        }
    }

    /// Run a command in the next frame, as if chosen from the menu.
    pub fn queue(&mut self, command: Command) {
        self.queued.push(command);
    }

    /// "umpire — <scenario title> — file.ron •"
    pub fn window_title(&self) -> String {
        files::window_title(
            &self.doc.scenario().title,
            self.doc.path.as_deref(),
            self.doc.is_dirty(),
        )
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

    fn push_message(&mut self, severity: Severity, text: String) {
        self.messages.push(Message { severity, text });
        let excess = self.messages.len().saturating_sub(MAX_MESSAGES);
        self.messages.drain(..excess);
    }

    /// An error the user must see: a dialog, and the status bar.
    fn error_dialog(&mut self, title: &str, text: String) {
        self.error(text.clone());
        self.view.dialogs.push_back(Dialog::Error {
            title: title.to_string(),
            text,
        });
    }

    fn scenario_dir(&self) -> Option<PathBuf> {
        self.doc.path.as_deref().and_then(files::folder_of)
    }

    // ------------------------------------------------------------------ the frame

    /// Draw one frame of the whole window.
    pub fn ui_frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if self.ctx.is_none() {
            install_fonts(&ctx);
        }
        self.ctx = Some(ctx.clone());
        let now = ctx.input(|i| i.time);

        self.handle_close_request(&ctx);
        self.handle_dropped_files(&ctx);
        self.pass_tool_keys(&ctx);
        let mut commands = std::mem::take(&mut self.queued);
        if self.view.dialogs.is_empty() && !self.picker.is_showing() {
            commands.extend(ctx.input_mut(take_shortcut_commands));
        }
        self.poll_file_answer(&ctx);
        self.poll_report(&ctx);
        self.poll_map_export(&ctx);
        // Before the panels, so that the dialog takes Escape before the map sees it.
        self.dialogs(&ctx);
        self.picker.show(&ctx);

        egui::Panel::top("menu_bar").show(ui, |ui| self.menu_bar(ui, &mut commands));
        egui::Panel::top("tab_bar").show(ui, |ui| self.tab_bar(ui));
        egui::Panel::bottom("status_bar").show(ui, |ui| self.status_bar(ui));
        egui::CentralPanel::default().show(ui, |ui| self.central(ui));
        self.windows(&ctx);
        self.drop_overlay(&ctx);

        let asking_before = (self.view.dialogs.len(), self.picker.is_showing());
        for command in commands {
            self.run(&ctx, command);
        }
        // A dialog a command opened shows in the next frame: draw it now, not at the next input.
        if (self.view.dialogs.len(), self.picker.is_showing()) != asking_before {
            ctx.request_repaint();
        }

        self.doc.end_frame(now);
        if self.note_latest_message() {
            // Drawn before the panels that said it: show it now, not at the next input.
            ctx.request_repaint();
        }
        self.keep_frames_coming(&ctx, now);
        let clock = self.now(&ctx);
        self.tick_autosave(&ctx, clock);
        self.update_title(&ctx);
        crate::app::trace::once(crate::app::trace::FIRST_FRAME);
        let ready = !self.map.is_loading();
        if let Some(hook) = &mut self.screenshot
            && hook.step(&ctx, ready)
        {
            self.close_confirmed = true;
            ctx.send_viewport_cmd(ViewportCommand::Close);
        }
    }

    /// Remember a new latest message with the document's generation; true when it is new.
    fn note_latest_message(&mut self) -> bool {
        let latest = self.messages.last();
        let new = latest != self.latest_message.as_ref().map(|(m, _)| m);
        if new {
            self.latest_message = latest.map(|m| (m.clone(), self.doc.generation()));
        }
        new
    }

    /// The message the status bar shows: the latest, unless it is an error or a warning and
    /// the document has changed since (it stays in the Messages window).
    pub fn status_message(&self) -> Option<&Message> {
        let (m, generation) = self.latest_message.as_ref()?;
        let stale = m.severity != Severity::Info && *generation != self.doc.generation();
        (!stale).then_some(m)
    }

    fn keep_frames_coming(&mut self, ctx: &Context, now: f64) {
        if self.doc.generation() != self.last_change.0 {
            self.last_change = (self.doc.generation(), now);
        }
        // egui only draws on input; the undo point of the last edit needs one more frame.
        if now - self.last_change.1 < UNDO_SETTLE.as_secs_f64() + 0.1 {
            ctx.request_repaint_after(UNDO_SETTLE);
        }
    }

    fn tick_autosave(&mut self, ctx: &Context, now: f64) {
        // While the user has not said whether to restore the old autosave, keep it.
        let deciding = self
            .view
            .dialogs
            .iter()
            .any(|d| matches!(d, Dialog::RestoreAutosave(_)));
        let Some(autosave) = self.autosave.as_mut().filter(|_| !deciding) else {
            return;
        };
        if let Err(e) = autosave.tick(now, &self.doc) {
            let text = format!("Autosave to {} failed: {e}", autosave.file().display());
            self.error(text);
        }
        if let Some(autosave) = &self.autosave
            && self.doc.is_dirty()
        {
            ctx.request_repaint_after(Duration::from_secs_f64(autosave.seconds_until_due(now)));
        }
    }

    fn update_title(&mut self, ctx: &Context) {
        let title = self.window_title();
        if title != self.sent_title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.sent_title = title;
        }
    }

    /// Closing the window with unsaved changes asks first.
    fn handle_close_request(&mut self, ctx: &Context) {
        if !ctx.input(|i| i.viewport().close_requested()) {
            return;
        }
        if self.close_confirmed || !self.doc.is_dirty() {
            self.close_confirmed = true;
            return;
        }
        ctx.send_viewport_cmd(ViewportCommand::CancelClose);
        let asking = matches!(self.dialog(), Some(Dialog::UnsavedChanges(Then::Quit)));
        if !asking {
            self.view
                .dialogs
                .push_front(Dialog::UnsavedChanges(Then::Quit));
        }
    }

    /// A `.ron` dropped on the window opens it; an image becomes the map.
    fn handle_dropped_files(&mut self, ctx: &Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        for path in dropped {
            self.open_dropped(ctx, path);
        }
    }

    /// A dropped scenario opens (asking about unsaved changes first); an image becomes the map.
    fn open_dropped(&mut self, ctx: &Context, path: PathBuf) {
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        match ext.as_str() {
            "ron" => self.guard_unsaved(ctx, Then::OpenPath(path)),
            "png" | "jpg" | "jpeg" | "webp" => {
                self.view.tab = Tab::Designer;
                self.map.load_image(path);
            }
            _ => self.error(format!(
                "{}: umpire opens scenarios (.ron) and map images (PNG, JPEG, WebP); this is neither",
                path.display()
            )),
        }
    }

    fn drop_overlay(&self, ctx: &Context) {
        let hovering = ctx.input(|i| !i.raw.hovered_files.is_empty());
        if !hovering {
            return;
        }
        let rect = ctx.content_rect();
        let painter = ctx.layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            egui::Id::unique("drop_overlay"),
        ));
        painter.rect_filled(rect, 0.0, egui::Color32::from_black_alpha(160));
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            "Drop a scenario (.ron) to open it, or an image to use it as the map",
            egui::FontId::proportional(20.0),
            egui::Color32::WHITE,
        );
    }

    /// Delete and Escape from the Edit menu reach the active tool as the key presses they stand for.
    fn pass_tool_keys(&mut self, ctx: &Context) {
        for key in self.tool_keys.drain(..) {
            ctx.input_mut(|i| {
                i.events.push(egui::Event::Key {
                    key,
                    physical_key: None,
                    pressed: true,
                    repeat: false,
                    modifiers: egui::Modifiers::NONE,
                })
            });
        }
    }

    // ------------------------------------------------------------------ commands

    pub fn run(&mut self, ctx: &Context, command: Command) {
        match command {
            Command::New => self.guard_unsaved(ctx, Then::New),
            Command::Open => self.guard_unsaved(ctx, Then::Open),
            Command::OpenRecent(path) => self.guard_unsaved(ctx, Then::OpenPath(path)),
            Command::OpenDemo(name) => self.guard_unsaved(ctx, Then::OpenDemo(name)),
            Command::ClearRecentFiles => self.recent.paths.clear(),
            Command::ShowProblems => self.view.show_problems = true,
            Command::ShowMessages => self.view.show_messages = true,
            Command::RecoverAutosaves => self.offer_orphans(true),
            Command::ShowHelp(page) => self.view.help = Some(page),
            Command::Save => {
                self.save(ctx);
            }
            Command::SaveAs => self.ask(ctx, FilePurpose::SaveScenarioAs),
            Command::OpenMapImage => self.ask(ctx, FilePurpose::OpenMapImage),
            Command::ExportMapPng => {
                // Said before a file is asked for, not after.
                match self.map_source() {
                    Ok(_) => self.ask(ctx, FilePurpose::ExportMapPng),
                    Err(e) => self.error_dialog("Could not export the map", e),
                }
            }
            Command::ExportReport => self.ask(ctx, FilePurpose::ExportReport),
            Command::Quit => self.guard_unsaved(ctx, Then::Quit),
            Command::Undo => {
                if self.doc.can_undo() {
                    self.doc.undo();
                } else {
                    self.info("Nothing to undo");
                }
            }
            Command::Redo => {
                if self.doc.can_redo() {
                    self.doc.redo();
                } else {
                    self.info("Nothing to redo");
                }
            }
            Command::DeleteSelection => self.tool_keys.push(egui::Key::Delete),
            Command::CancelTool => self.tool_keys.push(egui::Key::Escape),
            Command::TogglePlayerView => {
                self.view.audience = next_audience(self.view.audience);
            }
            Command::ToggleTheme => {
                let dark = ctx.theme() == egui::Theme::Dark;
                ctx.set_theme(if dark {
                    egui::Theme::Light
                } else {
                    egui::Theme::Dark
                });
            }
        }
    }

    /// New, Open and Quit ask what to do with unsaved changes first.
    fn guard_unsaved(&mut self, ctx: &Context, then: Then) {
        if self.doc.is_dirty() {
            self.view.dialogs.push_back(Dialog::UnsavedChanges(then));
        } else {
            self.proceed(ctx, then);
        }
    }

    fn proceed(&mut self, ctx: &Context, then: Then) {
        match then {
            Then::New => {
                self.replace_document(Document::new(Scenario::new("New scenario"), None));
                self.info("New scenario");
            }
            Then::Open => self.ask(ctx, FilePurpose::OpenScenario),
            Then::OpenPath(path) => {
                self.open_path(path);
            }
            Then::OpenDemo(name) => self.open_demo(name),
            Then::Quit => {
                // eframe reports the close back as a close request, which is then let through.
                self.close_confirmed = true;
                ctx.send_viewport_cmd(ViewportCommand::Close);
            }
        }
    }

    fn replace_document(&mut self, doc: Document) {
        self.doc = doc;
        self.commented = None;
        self.embedded_map = None;
        self.map = MapView::new();
        self.desk = DeskState::default();
        self.problems = (u64::MAX, Vec::new());
    }

    /// Open a scenario; one that cannot be read leaves the open document as it was. True when
    /// opened.
    pub fn open_path(&mut self, path: PathBuf) -> bool {
        match files::open_scenario(&path) {
            Ok((scenario, problems)) => {
                self.replace_document(Document::new(scenario, Some(path.clone())));
                self.commented = files::comments_in(&path).map(|n| (path.clone(), n));
                self.recent.add(&path);
                if problems.is_empty() {
                    self.info(format!("Opened {}", path.display()));
                } else {
                    self.push_message(
                        Severity::Warning,
                        format!(
                            "Opened {} with {} consistency problem{}: see View, Problems",
                            path.display(),
                            problems.len(),
                            if problems.len() == 1 { "" } else { "s" }
                        ),
                    );
                    self.view.show_problems = true;
                }
                true
            }
            Err(e) => {
                if matches!(e, model::LoadError::Io { .. }) && !path.exists() {
                    self.recent.remove(&path);
                }
                self.error_dialog("Could not open the scenario", e.to_string());
                false
            }
        }
    }

    /// Open a built-in demo ("lobositz.ron") with its map. It has no file until saved.
    pub fn open_demo(&mut self, file_name: &str) {
        let Some(text) = demo::demo_scenario(file_name) else {
            self.error(format!("{file_name}: no such built-in demo"));
            return;
        };
        let origin = format!("{file_name} (built-in demo)");
        match model::parse_lenient(text, &origin) {
            Ok((scenario, problems)) => {
                let image = scenario.map.image.clone();
                self.replace_document(Document::new(scenario, None));
                if let Some(image) = image
                    && let Some(bytes) = demo::demo_map(&image)
                {
                    self.map.load_bytes(bytes.to_vec(), &image);
                    self.embedded_map = Some((image, bytes));
                }
                if !problems.is_empty() {
                    self.view.show_problems = true;
                }
                self.info(format!("Opened the built-in demo {file_name}"));
            }
            Err(e) => self.error_dialog("Could not open the demo", e.to_string()),
        }
    }

    /// Save to the document's file, or ask for one. True when saved now.
    fn save(&mut self, ctx: &Context) -> bool {
        match self.doc.path.clone() {
            Some(path) => self.save_to(path),
            None => {
                self.ask(ctx, FilePurpose::SaveScenarioAs);
                false
            }
        }
    }

    /// Write the scenario to `path` (atomically) so that it names its map image from its new
    /// folder: a map held in memory (the demo's) is written beside it, a relative path to a
    /// file is rewritten from the new folder. A changed `map.image` is one undo step.
    fn save_to(&mut self, path: PathBuf) -> bool {
        if let Some((file, comments)) = &self.commented
            && files::same_file(file, &path)
        {
            let comments = *comments;
            self.view.dialogs.push_back(Dialog::CommentsDropped {
                path,
                comments,
                then: None,
            });
            return false;
        }
        let new_dir = files::folder_of(&path).unwrap_or_else(|| PathBuf::from("."));
        let placed = match self.place_embedded_map(&new_dir) {
            Ok(placed) => placed,
            Err(e) => {
                self.error_dialog("Could not save the scenario", e);
                return false;
            }
        };
        let image = match &placed {
            Some(p) => Some(p.name.clone()),
            None => self.rebased_map_image(&new_dir),
        }
        .filter(|img| self.doc.scenario().map.image.as_deref() != Some(img.as_str()));
        let mut to_write = self.doc.scenario().clone();
        if let Some(img) = &image {
            to_write.map.image = Some(img.clone());
        }
        match model::save(&to_write, &path) {
            Ok(()) => {
                if let Some(img) = image {
                    self.doc.checkpoint();
                    self.doc.apply(|s| s.map.image = Some(img));
                    self.doc.checkpoint();
                }
                if let Some(p) = &placed {
                    self.info(p.message(&new_dir));
                }
                self.doc.mark_saved(path.clone());
                self.recent.add(&path);
                if let Some(a) = &self.autosave
                    && let Err(e) = a.clear()
                {
                    self.error(format!("Could not remove the autosave: {e}"));
                }
                self.info(format!("Saved {}", path.display()));
                true
            }
            Err(e) => {
                // Leave the folder as it was: the image is of no use without the scenario.
                if let Some(created) = placed.and_then(|p| p.created(&new_dir)) {
                    let _ = std::fs::remove_file(created);
                }
                self.error_dialog(
                    "Could not save the scenario",
                    format!("{}: {e}", path.display()),
                );
                false
            }
        }
    }

    /// The demo's built-in map, written into `dir` when the document still names it.
    fn place_embedded_map(&self, dir: &Path) -> Result<Option<files::PlacedMap>, String> {
        let named = self.doc.scenario().map.image.as_deref();
        match &self.embedded_map {
            Some((name, bytes)) if named == Some(name.as_str()) => {
                files::place_map_bytes(dir, name, bytes).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// The map image's path as seen from `new_dir`, when it is a relative path that changes.
    fn rebased_map_image(&self, new_dir: &Path) -> Option<String> {
        let image = self.doc.scenario().map.image.as_deref()?;
        files::rebased_map_image(image, self.scenario_dir().as_deref(), new_dir)
    }

    fn ask(&mut self, ctx: &Context, purpose: FilePurpose) {
        if let Some(open) = self.asking {
            self.info(format!(
                "A file dialog is open already ({}): finish it first",
                open.title()
            ));
            return;
        }
        let directory = self
            .scenario_dir()
            .or_else(|| self.recent.paths.first().and_then(|p| files::folder_of(p)));
        let file_name = match purpose {
            FilePurpose::SaveScenarioAs => Some(
                self.doc
                    .path
                    .as_deref()
                    .and_then(Path::file_name)
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_else(|| files::suggested_file_name(&self.doc.scenario().title)),
            ),
            FilePurpose::ExportMapPng => Some(
                files::suggested_file_name(&self.doc.scenario().title).replace(".ron", "-map.png"),
            ),
            FilePurpose::ExportReport => Some(
                files::suggested_file_name(&self.doc.scenario().title)
                    .replace(".ron", "-report.pdf"),
            ),
            FilePurpose::OpenScenario | FilePurpose::OpenMapImage => None,
        };
        self.asking = Some(purpose);
        self.picker.ask(
            FileRequest {
                purpose,
                directory,
                file_name,
            },
            ctx,
        );
    }

    fn poll_file_answer(&mut self, ctx: &Context) {
        let Some(purpose) = self.asking else {
            return;
        };
        let Some(answer) = self.picker.poll() else {
            return;
        };
        self.asking = None;
        match answer.with_default_extension(purpose) {
            FileAnswer::Chosen(path) => self.answered(ctx, purpose, path),
            FileAnswer::Cancelled => self.after_save = None,
            FileAnswer::NoDialog => {
                self.after_save = None;
                self.error_dialog(
                    "No file dialog",
                    "No file dialog could be shown. umpire uses the desktop's file portal \
                     (xdg-desktop-portal) and, without one, zenity: install either. You can also \
                     drop a scenario or a map image onto the window."
                        .to_string(),
                );
            }
        }
    }

    fn answered(&mut self, ctx: &Context, purpose: FilePurpose, path: PathBuf) {
        match purpose {
            FilePurpose::OpenScenario => {
                self.open_path(path);
            }
            FilePurpose::SaveScenarioAs => {
                let then = self.after_save.take();
                if self.save_to(path) {
                    if let Some(then) = then {
                        self.proceed(ctx, then);
                    }
                } else if let Some(Dialog::CommentsDropped { then: after, .. }) =
                    self.view.dialogs.back_mut()
                {
                    *after = then;
                }
            }
            FilePurpose::OpenMapImage => {
                self.view.tab = Tab::Designer;
                self.map.load_image(path);
            }
            FilePurpose::ExportMapPng => self.export_map_png(path),
            FilePurpose::ExportReport => self.export_report(path),
        }
    }

    /// Whether the window shows what someone other than the umpire may see.
    fn player_view(&self) -> bool {
        !self.view.audience.is_umpire()
    }

    /// Where the document's map image is: the built-in demo's bytes, or its file.
    fn map_source(&self) -> Result<export_map::MapBytes, String> {
        let embedded = self
            .embedded_map
            .as_ref()
            .map(|(name, bytes)| (name.as_str(), *bytes));
        export_map::map_bytes_of(
            self.doc.scenario(),
            self.scenario_dir().as_deref(),
            embedded,
        )
    }

    /// A job is under way (an export, a report).
    pub fn is_busy(&self) -> bool {
        self.report.is_some() || self.map_export.is_some()
    }

    /// Draw the map with areas and markers, as the current audience sees it, into a PNG, on a
    /// thread of its own. Works from any tab: the map is read from the document's file.
    fn export_map_png(&mut self, out: PathBuf) {
        if self.map_export.is_some() {
            self.info("The map is being exported already: wait for it or cancel it");
            return;
        }
        let source = match self.map_source() {
            Ok(source) => source,
            Err(e) => return self.error_dialog("Could not export the map", e),
        };
        let export = MapExport {
            scenario: self.doc.scenario().clone(),
            source,
            audience: self.view.audience,
            scale: 1.0,
            out: out.clone(),
        };
        let job = Job::spawn("Exporting the map", self.ctx.as_ref(), move |ctl| {
            export.run(ctl)
        });
        self.map_export = Some((job, out));
    }

    fn poll_map_export(&mut self, ctx: &Context) {
        let Some((job, _)) = &mut self.map_export else {
            return;
        };
        let Some(finished) = job.poll() else {
            ctx.request_repaint_after(Duration::from_millis(100));
            return;
        };
        let Some((_, out)) = self.map_export.take() else {
            return;
        };
        match finished {
            Finished::Done(Ok(Exported::Written {
                width,
                height,
                bytes,
            })) => self.info(format!(
                "Exported the map to {} ({width} × {height} pixels, {} KB)",
                out.display(),
                bytes.div_ceil(1024)
            )),
            Finished::Done(Ok(Exported::Cancelled)) => {
                self.info("Map export cancelled: nothing was written")
            }
            Finished::Done(Err(e)) => self.error_dialog("Could not export the map", e),
            Finished::Failed => self.error_dialog(
                "Could not export the map",
                format!(
                    "{}: the export failed unexpectedly (a defect of umpire)",
                    out.display()
                ),
            ),
        }
    }

    /// Make the after-action report on a thread, with the built-in template of the audience
    /// shown (the player report leaves out what players may not see). It is written only if
    /// not cancelled meanwhile, through the atomic writer.
    fn export_report(&mut self, out: PathBuf) {
        if self.report.is_some() {
            self.info("A report is being made already: wait for it or cancel it");
            return;
        }
        let name = if self.player_view() {
            "player"
        } else {
            "umpire"
        };
        let Some(template) = report::Template::builtin(name) else {
            self.error(format!(
                "The built-in {name} report template is missing from this build"
            ));
            return;
        };
        let scenario = self.doc.scenario().clone();
        let scenario_dir = self.scenario_dir();
        let target = out.clone();
        let audience = self.view.audience;
        let job = Job::spawn(
            format!("Making the {name} report"),
            self.ctx.as_ref(),
            move |ctl| {
                let progress = |f: f32| ctl.set_progress(f * 0.95);
                let opts = report::ReportOptions {
                    paper: None,
                    printed: None,
                    progress: Some(&progress),
                    audience: Some(audience),
                };
                let (bytes, summary) =
                    report::render(&scenario, scenario_dir.as_deref(), &template, &opts)?;
                if ctl.cancelled() {
                    return Ok(None);
                }
                model::write_atomically(&target, &bytes).map_err(|e| {
                    report::ReportError::Write {
                        path: target.display().to_string(),
                        message: e.to_string(),
                    }
                })?;
                Ok(Some(summary))
            },
        );
        self.info(format!("Making the {name} report…"));
        self.report = Some((job, out));
    }

    fn poll_report(&mut self, ctx: &Context) {
        let Some((job, _)) = &mut self.report else {
            return;
        };
        let Some(finished) = job.poll() else {
            // The report thread wakes the window with its progress; look again meanwhile.
            ctx.request_repaint_after(Duration::from_millis(100));
            return;
        };
        let Some((_, out)) = self.report.take() else {
            return;
        };
        match finished {
            Finished::Done(Ok(Some(summary))) => {
                crate::app::trace::once(crate::app::trace::REPORT_WRITTEN);
                self.info(format!(
                    "Wrote the report to {} ({}, {} KB)",
                    out.display(),
                    crate::record::words::counted(summary.pages, "page"),
                    summary.bytes.div_ceil(1024)
                ))
            }
            Finished::Done(Ok(None)) => self.info("Report cancelled: nothing was written"),
            Finished::Done(Err(e)) => self.error_dialog("Could not make the report", e.to_string()),
            Finished::Failed => self.error_dialog(
                "Could not make the report",
                format!(
                    "{}: the report failed unexpectedly (a defect of umpire)",
                    out.display()
                ),
            ),
        }
    }

    /// Stop the job shown at `index` of [`UmpireApp::work`]: it writes nothing.
    pub fn cancel_work(&mut self, index: usize) {
        let mut k = 0;
        if let Some((job, out)) = self.map_export.take() {
            if k == index {
                job.cancel();
                self.info("Map export cancelled: nothing was written");
            } else {
                self.map_export = Some((job, out));
            }
            k += 1;
        }
        if let Some((job, out)) = self.report.take() {
            if k == index {
                job.cancel();
                self.info("Report cancelled: nothing was written");
            } else {
                self.report = Some((job, out));
            }
            k += 1;
        }
        if k == index && self.map.is_loading() {
            self.map.cancel_loading();
            self.info("Stopped loading the map image");
        }
    }

    /// The long work under way, for the status bar: what, and the fraction done when known.
    pub fn work(&self) -> Vec<status_bar::Work> {
        let mut work = Vec::new();
        if let Some((job, _)) = &self.map_export {
            work.push(status_bar::Work {
                title: job.title.clone(),
                done: Some(job.progress()),
            });
        }
        if let Some((job, _)) = &self.report {
            work.push(status_bar::Work {
                title: job.title.clone(),
                done: Some(job.progress()),
            });
        }
        if let Some((title, done)) = self.map.loading_progress() {
            work.push(status_bar::Work { title, done });
        }
        work
    }

    // ------------------------------------------------------------------ drawing

    fn menu_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let state = menu_bar::MenuState {
            can_undo: self.doc.can_undo(),
            can_redo: self.doc.can_redo(),
            player_view: !self.view.audience.is_umpire(),
            dark_theme: ui.ctx().theme() == egui::Theme::Dark,
            recent: &self.recent.paths,
        };
        menu_bar::ui(ui, &state, commands);
    }

    fn tab_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            for tab in Tab::ALL {
                ui.selectable_value(&mut self.view.tab, tab, tab.label())
                    .on_hover_text(tab.about());
            }
            ui.separator();
            self.audience_picker(ui);
        });
    }

    /// The audience picker, set apart from the tabs: who the window shows the battle to.
    fn audience_picker(&mut self, ui: &mut Ui) {
        let s = self.doc.scenario();
        let current = self.view.audience;
        ui.label("Shown to:");
        let picked = egui::ComboBox::from_id_salt("audience_picker")
            .selected_text(audience_text(s, current))
            .show_ui(ui, |ui| {
                let mut chosen = current;
                for a in Audience::ALL {
                    ui.selectable_value(&mut chosen, a, audience_text(s, a));
                }
                chosen
            });
        picked.response.on_hover_text(
            "Who is looking: the umpire sees everything; each side sees only what its troops have found out; the public sees only what is face up (Ctrl+Shift+P for the next)",
        );
        if let Some(a) = picked.inner {
            self.view.audience = a;
        }
    }

    fn central(&mut self, ui: &mut Ui) {
        let mut view = ViewCtx {
            audience: self.view.audience,
            scenario_dir: self.doc.path.as_deref().and_then(files::folder_of),
            messages: &mut self.messages,
        };
        match self.view.tab {
            Tab::Designer => self.map.ui(ui, &mut self.doc, &mut view),
            Tab::Sides => sides_panel::ui(ui, &mut self.doc, &mut view),
            Tab::Battle => desk::ui(ui, &mut self.doc, &mut view, &mut self.desk),
        }
        // The desk's "Go to" may name a field on another tab (a marker, a unit).
        if let Some(label) = self.desk.wants_tab.take()
            && let Some(tab) = Tab::ALL.into_iter().find(|t| t.label().starts_with(label))
        {
            self.view.tab = tab;
        }
    }

    fn current_problems(&mut self) -> &[Problem] {
        let generation = self.doc.generation();
        if self.problems.0 != generation {
            self.problems = (generation, self.doc.scenario().validate());
        }
        &self.problems.1
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        let problems =
            self.current_problems().len() + model::placement_problems(self.doc.scenario()).len();
        let work = self.work();
        let status = status_bar::Status {
            dirty: self.doc.is_dirty(),
            file: self.doc.path.as_deref(),
            problems,
            work: &work,
            last_message: self.status_message(),
        };
        match status_bar::ui(ui, &status) {
            Some(status_bar::Clicked::Problems) => self.view.show_problems = true,
            Some(status_bar::Clicked::Messages) => self.view.show_messages = true,
            Some(status_bar::Clicked::Cancel(i)) => self.cancel_work(i),
            None => {}
        }
    }

    fn windows(&mut self, ctx: &Context) {
        if self.view.show_problems {
            let mut open = true;
            self.current_problems();
            status_bar::problems_window(ctx, &mut open, self.doc.scenario(), &self.problems.1);
            self.view.show_problems = open;
        }
        if let Some(mut page) = self.view.help {
            let mut open = true;
            crate::app::help::window(ctx, &mut open, &mut page);
            self.view.help = open.then_some(page);
        }
        if self.view.show_messages {
            let mut open = true;
            status_bar::messages_window(ctx, &mut open, &self.messages);
            self.view.show_messages = open;
        }
    }

    fn dialogs(&mut self, ctx: &Context) {
        let Some(dialog) = self.view.dialogs.front() else {
            return;
        };
        let title = self.doc.scenario().title.clone();
        let Some(choice) = dialogs::show(ctx, dialog, &title) else {
            return;
        };
        let Some(dialog) = self.view.dialogs.pop_front() else {
            return;
        };
        match (dialog, choice) {
            (Dialog::UnsavedChanges(then), Choice::Save) => {
                if self.save(ctx) {
                    self.proceed(ctx, then);
                } else if self.asking == Some(FilePurpose::SaveScenarioAs) {
                    self.after_save = Some(then);
                } else if let Some(Dialog::CommentsDropped { then: after, .. }) =
                    self.view.dialogs.back_mut()
                {
                    *after = Some(then);
                }
            }
            (Dialog::UnsavedChanges(then), Choice::Discard) => self.proceed(ctx, then),
            (Dialog::RestoreAutosave(found), Choice::Restore(i)) => self.restore_orphan(&found, i),
            (Dialog::RestoreAutosave(mut found), Choice::DiscardAutosave(i)) => {
                if i < found.len() {
                    let r = found.remove(i);
                    if let Some(a) = &self.autosave
                        && let Err(e) = a.discard(&r.slot)
                    {
                        self.error(format!("Could not remove the autosave: {e}"));
                    }
                }
                if !found.is_empty() {
                    self.view.dialogs.push_front(Dialog::RestoreAutosave(found));
                }
            }
            (Dialog::CommentsDropped { path, then, .. }, Choice::SaveKeepingOriginal) => {
                match files::keep_original_beside(&path) {
                    Ok(kept) => {
                        self.commented = None;
                        self.info(format!("Kept the original file as {}", kept.display()));
                        if self.save_to(path)
                            && let Some(then) = then
                        {
                            self.proceed(ctx, then);
                        }
                    }
                    Err(e) => self.error_dialog("Could not save the scenario", e),
                }
            }
            _ => {}
        }
    }

    /// Restore the `i`th autosave offered into this window: it becomes this window's own.
    fn restore_orphan(&mut self, found: &[Recovered], i: usize) {
        let (Some(r), Some(autosave)) = (found.get(i), self.autosave.as_mut()) else {
            return;
        };
        match autosave.adopt(&r.slot) {
            Ok(r) => {
                let mut doc = Document::new(r.scenario, r.origin);
                doc.mark_unsaved();
                self.replace_document(doc);
                self.info("Restored the autosave: save it to keep it");
                if found.len() > 1 {
                    self.info(format!(
                        "{} more waiting: File → Recover unsaved work",
                        crate::record::words::counted(found.len() as u64 - 1, "autosave")
                    ));
                }
            }
            Err(e) => self.error_dialog("Could not restore the autosave", e),
        }
    }

    /// A clean exit: the autosave is no longer needed, and its name is free again.
    pub fn on_clean_exit(&mut self) {
        if let Some(a) = &mut self.autosave
            && let Err(e) = a.release()
        {
            eprintln!("umpire: could not remove the autosave: {e}");
        }
    }
}

impl eframe::App for UmpireApp {
    fn logic(&mut self, ctx: &Context, _frame: &mut eframe::Frame) {
        self.background(ctx);
    }

    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        // Taken on the window's thread: the file dialogs open as children of this window.
        self.picker.attach_to_window(frame);
        self.ui_frame(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // The screen check leaves the user's settings alone.
        if self.screenshot.is_some() {
            return;
        }
        eframe::set_value(storage, RecentFiles::STORAGE_KEY, &self.recent);
        // The theme lives in egui's options; kept here too so it survives egui memory resets.
        let dark = self.ctx.as_ref().map(|c| c.theme() == egui::Theme::Dark);
        if let Some(dark) = dark {
            eframe::set_value(storage, THEME_KEY, &dark);
        }
    }

    fn persist_egui_memory(&self) -> bool {
        self.screenshot.is_none()
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.on_clean_exit();
    }
}

/// Start the window; `open` is a scenario file to open, else the Lobositz demo opens.
/// With `UMPIRE_SCREENSHOT=out.png` it saves a screenshot after a few frames and quits; a
/// screenshot that could not be taken or written is an error.
pub fn run(open: Option<PathBuf>) -> eframe::Result {
    crate::app::trace::start();
    let hook = ScreenshotHook::from_env();
    let outcome = hook.as_ref().map(ScreenshotHook::outcome);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("umpire")
            .with_app_id("umpire")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([640.0, 400.0])
            .with_drag_and_drop(true),
        // The screen check must not depend on a window size a user left behind.
        persist_window: hook.is_none(),
        ..Default::default()
    };
    eframe::run_native(
        "umpire",
        options,
        Box::new(move |cc| Ok(Box::new(UmpireApp::new(cc, open, hook)))),
    )?;
    let Some(outcome) = outcome else {
        return Ok(());
    };
    let result = outcome.lock().unwrap_or_else(|e| e.into_inner()).take();
    match result {
        Some(Ok(path)) => {
            eprintln!("umpire: screenshot written to {}", path.display());
            Ok(())
        }
        Some(Err(e)) => Err(eframe::Error::AppCreation(
            format!("the screen check failed: {e}").into(),
        )),
        None => Err(eframe::Error::AppCreation(
            "the screen check failed: the window closed before the screenshot was taken".into(),
        )),
    }
}

/// DejaVu Sans after egui's own fonts: the worked steps use "→", "≈", "×" and "≤", which egui's
/// default fonts lack.
pub fn install_fonts(ctx: &Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "DejaVuSans".to_owned(),
        std::sync::Arc::new(egui::FontData::from_static(crate::assets::REGULAR_TTF)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push("DejaVuSans".to_owned());
    }
    ctx.set_fonts(fonts);
}

/// The next audience in the picker's order (Ctrl+Shift+P).
fn next_audience(a: Audience) -> Audience {
    let all = Audience::ALL;
    let i = all.iter().position(|x| *x == a).unwrap_or(0);
    all[(i + 1) % all.len()]
}

/// "Umpire", "Side A: Prussian army", "Public".
fn audience_text(s: &crate::model::Scenario, a: Audience) -> String {
    match a {
        Audience::Side(side) => format!("{side:?}: {}", s.side(side).name),
        other => other.label(s),
    }
}
