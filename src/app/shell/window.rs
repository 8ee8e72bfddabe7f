//! What eframe sees: the app's creation (settings, the first document, the autosave), the
//! screen check, the tab tour and the traced reopen that measure the real window, and [`run`].

use super::{UmpireApp, reopen, tour, traced_exports};
use crate::app::autosave::Autosave;
use crate::app::file_dialog::FallbackPicker;
use crate::app::files::{RecentFiles, RfdPicker};
use crate::app::screenshot::ScreenshotHook;
use crate::assets::demo;
use crate::model::Scenario;
use egui::{Context, Ui, ViewportCommand};
use std::path::PathBuf;
use std::time::Instant;

/// Key of the theme in eframe's storage.
const THEME_KEY: &str = "umpire.dark_theme";

impl UmpireApp {
    /// The window's app, as eframe creates it. With a screenshot hook (the screen check) or a
    /// tab tour it neither autosaves nor offers an autosave.
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
        app.tour = tour::TabTour::from_env();
        app.reopen = reopen::Reopen::from_env();
        app.traced_exports = traced_exports::TracedExports::from_env();
        // A measuring run, like the screen check, leaves the user's autosaves alone.
        if screenshot.is_none()
            && app.tour.is_none()
            && let Some(autosave) = Autosave::in_user_data_dir()
        {
            app = app.with_autosave(autosave);
        }
        if screenshot.is_some()
            && let Some(wanted) = crate::app::screenshot::tab_from_env()
        {
            app.show_for_screenshot(&wanted);
        }
        if screenshot.is_some() && crate::app::screenshot::zoom_100_from_env() {
            app.map.zoom_100_when_loaded();
        }
        app.screenshot = screenshot;
        let started = Instant::now();
        app.clock = Some(Box::new(move || started.elapsed().as_secs_f64()));
        app
    }

    /// Show the tab (and desk panel) named as in [`crate::app::screenshot::TAB_VAR`].
    fn show_for_screenshot(&mut self, wanted: &str) {
        if let Some(place) = tour::Place::parse(wanted) {
            self.show_place(place);
        }
    }

    /// A screen check or a tab tour: a run that measures, not the user's session.
    fn measuring(&self) -> bool {
        self.screenshot.is_some() || self.tour.is_some()
    }

    fn show_place(&mut self, place: tour::Place) {
        self.view.tab = place.tab;
        if let Some(p) = place.panel {
            self.desk.panel = p;
        }
    }

    /// Before a frame: the tab tour starts once the map has loaded.
    fn tour_before_frame(&mut self, ctx: &Context) {
        let Some(tour) = &mut self.tour else {
            return;
        };
        let next = tour.before_frame(ctx.input(|i| i.time), !self.map.is_loading());
        self.tour_next(ctx, next);
    }

    /// After the app's update of a frame took `took`: the tour writes it down and moves on.
    /// `frame_seconds` is eframe's time of the previous frame, painting included.
    fn tour_after_pass(&mut self, ctx: &Context, took: tour::Took, frame_seconds: Option<f32>) {
        let Some(tour) = &mut self.tour else {
            return;
        };
        let next = tour.after_pass(
            ctx.cumulative_frame_nr(),
            took,
            frame_seconds.map(|s| f64::from(s) * 1000.0),
        );
        self.tour_next(ctx, next);
        ctx.request_repaint();
    }

    fn tour_next(&mut self, ctx: &Context, next: tour::Next) {
        match next {
            tour::Next::Stay => {}
            tour::Next::Show(place) => self.show_place(place),
            tour::Next::Finished => {
                self.close_confirmed = true;
                ctx.send_viewport_cmd(ViewportCommand::Close);
            }
        }
    }

    /// What must go on while no frame is drawn (eframe calls it before every frame, and also
    /// when the window is covered): the autosave.
    pub fn background(&mut self, ctx: &Context) {
        let now = self.now(ctx);
        self.tick_autosave(ctx, now);
    }
}

impl eframe::App for UmpireApp {
    fn logic(&mut self, ctx: &Context, _frame: &mut eframe::Frame) {
        self.background(ctx);
    }

    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        let entered = (Instant::now(), tour::thread_cpu_ms());
        // Taken on the window's thread: the file dialogs open as children of this window.
        self.picker.attach_to_window(frame);
        self.map.before_frame(frame);
        self.tour_before_frame(ui.ctx());
        let started = (Instant::now(), tour::thread_cpu_ms());
        self.ui_frame(ui);
        self.trace_reopen(ui.ctx(), entered, frame.info().cpu_usage);
        self.trace_exports(ui.ctx(), entered, frame.info().cpu_usage);
        let took = tour::Took {
            cpu_ms: started.1.zip(tour::thread_cpu_ms()).map(|(a, b)| b - a),
            wall_ms: started.0.elapsed().as_secs_f64() * 1000.0,
            passes: 1,
        };
        self.tour_after_pass(ui.ctx(), took, frame.info().cpu_usage);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // The screen check and the tab tour leave the user's settings alone.
        if self.measuring() {
            return;
        }
        eframe::set_value(storage, RecentFiles::STORAGE_KEY, &self.recent);
        // The theme lives in egui's options; kept here too so it survives egui memory resets.
        let dark = self.ctx.as_ref().map(|c| c.theme() == egui::Theme::Dark);
        if let Some(dark) = dark {
            eframe::set_value(storage, THEME_KEY, &dark);
        }
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        crate::app::frames::clear_colour(visuals)
    }

    fn persist_egui_memory(&self) -> bool {
        !self.measuring()
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.map.release_gpu();
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
        persist_window: hook.is_none() && tour::TabTour::from_env().is_none(),
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
