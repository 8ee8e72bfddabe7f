//! The window's shell: menu bar, tabs, status bar, dialogs, files, undo, autosave, and the
//! hand-over of each frame to the map, the sides panel and the battle desk.
//!
//! [`UmpireApp::ui_frame`] draws one frame into any [`egui::Ui`], so tests drive the whole
//! window through egui_kittest exactly as eframe does.

use crate::app::autosave::Autosave;
use crate::app::commands::{Command, take_shortcut_commands};
use crate::app::desk::{self, DeskState};
use crate::app::dialogs::{self, Choice, Dialog, Then};
use crate::app::document::Document;
use crate::app::files::{
    self, FileAnswer, FilePicker, FilePurpose, FileRequest, RecentFiles, RfdPicker,
};
use crate::app::map::MapView;
use crate::app::menu_bar;
use crate::app::screenshot::ScreenshotHook;
use crate::app::sides_panel;
use crate::app::status_bar;
use crate::app::view::{Audience, Message, Severity, ViewCtx};
use crate::cli::demo;
use crate::model::{self, Problem, Scenario};
use crate::report;
use egui::{Context, RichText, Ui, ViewportCommand};
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
}

/// A report being made on its thread.
struct ReportExport {
    handle: std::thread::JoinHandle<Result<report::ReportSummary, report::ReportError>>,
    progress: std::sync::mpsc::Receiver<f32>,
    /// Fraction done, 0 … 1.
    done: f32,
    out: PathBuf,
}

/// Key of the theme in eframe's storage.
const THEME_KEY: &str = "umpire.dark_theme";
/// Messages kept for the Messages window.
const MAX_MESSAGES: usize = 200;
/// After an edit, frames keep coming this long so the undo point is recorded even when idle.
const UNDO_SETTLE: Duration = Duration::from_millis(500);

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
    /// Files dropped on the window (or handed over by a test), opened in the next frame.
    dropped: Vec<PathBuf>,
    /// The user agreed to close (or nothing was unsaved): a close request is let through.
    close_confirmed: bool,
    /// The context of the last frame (for the theme when eframe saves).
    ctx: Option<Context>,
    /// The PDF report being made.
    report: Option<ReportExport>,
    sent_title: String,
    problems: (u64, Vec<Problem>),
    last_change: (u64, f64),
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
            Box::new(RfdPicker::default()),
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
        app.screenshot = screenshot;
        app
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
            dropped: Vec::new(),
            close_confirmed: false,
            ctx: None,
            report: None,
            sent_title: String::new(),
            problems: (u64::MAX, Vec::new()),
            last_change: (0, 0.0),
        }
    }

    pub fn with_file_picker(mut self, picker: impl FilePicker + 'static) -> UmpireApp {
        self.picker = Box::new(picker);
        self
    }

    /// Autosave into this folder; an autosave already there is offered for restoring.
    pub fn with_autosave(mut self, autosave: Autosave) -> UmpireApp {
        match autosave.pending() {
            Ok(Some(recovered)) => self
                .view
                .dialogs
                .push_back(Dialog::RestoreAutosave(Box::new(recovered))),
            Ok(None) => {}
            Err(e) => self.error(format!(
                "The autosave cannot be read and was not restored: {e}"
            )),
        }
        self.autosave = Some(autosave);
        self
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
        if self.view.dialogs.is_empty() {
            commands.extend(ctx.input_mut(take_shortcut_commands));
        }
        self.poll_file_answer(&ctx);
        self.poll_report(&ctx);
        // Before the panels, so that the dialog takes Escape before the map sees it.
        self.dialogs(&ctx);

        egui::Panel::top("menu_bar").show(ui, |ui| self.menu_bar(ui, &mut commands));
        egui::Panel::top("tab_bar").show(ui, |ui| self.tab_bar(ui));
        egui::Panel::bottom("status_bar").show(ui, |ui| self.status_bar(ui));
        egui::CentralPanel::default().show(ui, |ui| self.central(ui));
        self.windows(&ctx);
        self.drop_overlay(&ctx);

        for command in commands {
            self.run(&ctx, command);
        }

        self.doc.end_frame(now);
        self.keep_frames_coming(&ctx, now);
        self.tick_autosave(&ctx, now);
        self.update_title(&ctx);
        let ready = !self.map.is_loading();
        if let Some(hook) = &mut self.screenshot
            && hook.step(&ctx, ready)
        {
            self.close_confirmed = true;
            ctx.send_viewport_cmd(ViewportCommand::Close);
        }
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
        let mut dropped = std::mem::take(&mut self.dropped);
        ctx.input(|i| {
            dropped.extend(i.raw.dropped_files.iter().map(|f| f.path().to_path_buf()));
        });
        for path in dropped {
            self.open_dropped(ctx, path);
        }
    }

    /// Handle a file as if dropped on the window, in the next frame.
    pub fn drop_file(&mut self, path: impl Into<PathBuf>) {
        self.dropped.push(path.into());
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
            Command::Save => {
                self.save(ctx);
            }
            Command::SaveAs => self.ask(ctx, FilePurpose::SaveScenarioAs),
            Command::OpenMapImage => self.ask(ctx, FilePurpose::OpenMapImage),
            Command::ExportMapPng => self.ask(ctx, FilePurpose::ExportMapPng),
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
                self.view.audience = match self.view.audience {
                    Audience::Umpire => Audience::Player,
                    Audience::Player => Audience::Umpire,
                };
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
                if self.save_to(path)
                    && let Some(then) = then
                {
                    self.proceed(ctx, then);
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

    /// Draw the map with areas and markers, as the current audience sees it, into a PNG.
    fn export_map_png(&mut self, out: PathBuf) {
        match self
            .map
            .export_png(&self.doc, &out, self.view.audience, 1.0)
        {
            Ok(()) => self.info(format!("Exported the map to {}", out.display())),
            Err(e) => self.error_dialog("Could not export the map", e),
        }
    }

    /// Make the after-action report on a thread, with the built-in template of the audience
    /// shown (the player report leaves out what players may not see).
    fn export_report(&mut self, out: PathBuf) {
        if self.report.is_some() {
            self.info("A report is being made already");
            return;
        }
        let name = match self.view.audience {
            Audience::Umpire => "umpire",
            Audience::Player => "player",
        };
        let Some(template) = report::Template::builtin(name) else {
            self.error(format!(
                "The built-in {name} report template is missing from this build"
            ));
            return;
        };
        let job = report::ReportJob {
            scenario: self.doc.scenario().clone(),
            scenario_dir: self.scenario_dir(),
            template,
            paper: None,
            out: out.clone(),
        };
        let (handle, progress) = job.spawn();
        self.info(format!("Making the {name} report…"));
        self.report = Some(ReportExport {
            handle,
            progress,
            done: 0.0,
            out,
        });
    }

    fn poll_report(&mut self, ctx: &Context) {
        let Some(r) = &mut self.report else {
            return;
        };
        while let Ok(f) = r.progress.try_recv() {
            r.done = f;
        }
        if !r.handle.is_finished() {
            // The report thread does not know the window: look again shortly.
            ctx.request_repaint_after(Duration::from_millis(100));
            return;
        }
        let Some(r) = self.report.take() else {
            return;
        };
        match r.handle.join() {
            Ok(Ok(summary)) => self.info(format!(
                "Wrote the report to {} ({} page{}, {} KB)",
                r.out.display(),
                summary.pages,
                if summary.pages == 1 { "" } else { "s" },
                summary.bytes.div_ceil(1024)
            )),
            Ok(Err(e)) => self.error_dialog("Could not make the report", e.to_string()),
            Err(_) => self.error_dialog(
                "Could not make the report",
                format!(
                    "{}: the report failed unexpectedly (a defect of umpire)",
                    r.out.display()
                ),
            ),
        }
    }

    // ------------------------------------------------------------------ drawing

    fn menu_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let state = menu_bar::MenuState {
            can_undo: self.doc.can_undo(),
            can_redo: self.doc.can_redo(),
            player_view: self.view.audience == Audience::Player,
            dark_theme: ui.ctx().theme() == egui::Theme::Dark,
            recent: &self.recent.paths,
        };
        menu_bar::ui(ui, &state, commands);
    }

    fn tab_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            for tab in Tab::ALL {
                ui.selectable_value(&mut self.view.tab, tab, tab.label());
            }
            ui.separator();
            let player = self.view.audience == Audience::Player;
            let text = if player {
                RichText::new("Player view").strong()
            } else {
                RichText::new("Umpire view")
            };
            if ui
                .selectable_label(player, text)
                .on_hover_text(
                    "Player view hides what the rules hide from the players (Ctrl+Shift+P)",
                )
                .clicked()
            {
                self.view.audience = if player {
                    Audience::Umpire
                } else {
                    Audience::Player
                };
            }
        });
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
        let problems = self.current_problems().len();
        let status = status_bar::Status {
            dirty: self.doc.is_dirty(),
            file: self.doc.path.as_deref(),
            problems,
            report_done: self.report.as_ref().map(|r| r.done),
            last_message: self.messages.last(),
        };
        match status_bar::ui(ui, &status) {
            Some(status_bar::Clicked::Problems) => self.view.show_problems = true,
            Some(status_bar::Clicked::Messages) => self.view.show_messages = true,
            None => {}
        }
    }

    fn windows(&mut self, ctx: &Context) {
        if self.view.show_problems {
            let mut open = true;
            self.current_problems();
            status_bar::problems_window(ctx, &mut open, &self.problems.1);
            self.view.show_problems = open;
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
                }
            }
            (Dialog::UnsavedChanges(then), Choice::Discard) => self.proceed(ctx, then),
            (Dialog::RestoreAutosave(r), Choice::Restore) => {
                let mut doc = Document::new(r.scenario, r.origin);
                doc.mark_unsaved();
                self.replace_document(doc);
                self.info("Restored the autosave: save it to keep it");
            }
            (Dialog::RestoreAutosave(_), Choice::DiscardAutosave) => {
                if let Some(a) = &self.autosave
                    && let Err(e) = a.clear()
                {
                    self.error(format!("Could not remove the autosave: {e}"));
                }
            }
            _ => {}
        }
    }

    /// A clean exit: the autosave is no longer needed.
    pub fn on_clean_exit(&mut self) {
        if let Some(a) = &self.autosave
            && let Err(e) = a.clear()
        {
            eprintln!("umpire: could not remove the autosave: {e}");
        }
    }
}

impl eframe::App for UmpireApp {
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
        std::sync::Arc::new(egui::FontData::from_static(include_bytes!(
            "../../assets/fonts/DejaVuSans.ttf"
        ))),
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
