//! What eframe sees: the app's creation (settings, the first document, the autosave), the
//! screen check, and [`run`]. The measuring rig (`--features measure`) is reached from here
//! only, through [`UmpireApp::measured_frame`].

use super::UmpireApp;
#[cfg(feature = "measure")]
use super::measure::Rig;
use super::place::Place;
use crate::app::autosave::Autosave;
use crate::app::file_dialog::FallbackPicker;
use crate::app::files::{RecentFiles, RfdPicker};
use crate::app::screenshot::ScreenshotHook;
use crate::assets::demo;
use crate::i18n::tr;
use crate::model::Scenario;
use egui::{Context, Ui};
use std::path::PathBuf;
use std::time::Instant;

#[cfg(feature = "measure")]
fn tour_asked() -> bool {
    Rig::touring_from_env()
}
#[cfg(not(feature = "measure"))]
fn tour_asked() -> bool {
    false
}

/// Key of the theme in eframe's storage.
const THEME_KEY: &str = "umpire.dark_theme";
/// Key of the language chosen in View → Language (its code, "en" or "fr").
const LANG_KEY: &str = "umpire.language";

impl UmpireApp {
    /// The window's app, as eframe creates it. With a screenshot hook (the screen check) or a
    /// tab tour (`--features measure`) it neither autosaves nor offers an autosave.
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        open: Option<PathBuf>,
        screenshot: Option<ScreenshotHook>,
    ) -> UmpireApp {
        let mut app = UmpireApp::with_parts(
            Scenario::new(&tr!(ShellNewScenario)),
            None,
            Box::new(FallbackPicker::new(RfdPicker::default())),
        );
        if let Some(storage) = cc.storage {
            app.recent = eframe::get_value(storage, RecentFiles::STORAGE_KEY).unwrap_or_default();
            app.restore_language(storage);
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
        #[cfg(feature = "measure")]
        {
            app.measure = Rig::from_env();
        }
        // A measuring run, like the screen check, leaves the user's autosaves alone.
        if screenshot.is_none()
            && !app.touring()
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
        if let Some(audience) = crate::app::screenshot::players_screen_from_env() {
            app.players.open(audience);
        }
        let players = crate::app::players_screen::viewport_id();
        // (Where it is a window of the main one, the main window's picture shows it.)
        let second_window = app.players.is_open() && !cc.egui_ctx.embed_viewports();
        app.screenshot = screenshot.map(|hook| match second_window {
            true => hook.of_viewport(players),
            false => hook,
        });
        let started = Instant::now();
        app.clock = Some(Box::new(move || started.elapsed().as_secs_f64()));
        app
    }

    /// The language chosen in the menu in an earlier run, unless `--lang` chose this run's.
    pub fn restore_language(&mut self, storage: &dyn eframe::Storage) {
        let stored = eframe::get_value::<String>(storage, LANG_KEY);
        if let Some(lang) = stored.as_deref().and_then(crate::i18n::Lang::from_code)
            && !crate::i18n::chosen_on_command_line()
        {
            self.set_language(lang);
        }
    }

    /// Show the tab (and desk panel) named as in [`crate::app::screenshot::TAB_VAR`].
    fn show_for_screenshot(&mut self, wanted: &str) {
        if self.show_campaign_for_screenshot(wanted) {
            return;
        }
        if let Some(place) = Place::parse(wanted) {
            self.show_place(place);
        }
    }

    /// A screen check or a tab tour: a run that measures, not the user's session.
    fn measuring(&self) -> bool {
        self.screenshot.is_some() || self.touring()
    }

    #[cfg(feature = "measure")]
    fn touring(&self) -> bool {
        self.measure.touring()
    }
    #[cfg(not(feature = "measure"))]
    fn touring(&self) -> bool {
        false
    }

    /// The screen check must wait for the measuring rig (a reopen, an export under way).
    #[cfg(not(feature = "measure"))]
    pub(super) fn measure_pending(&self) -> bool {
        false
    }

    pub(super) fn show_place(&mut self, place: Place) {
        self.view.tab = place.tab;
        if let Some(p) = place.panel {
            self.desk.panel = p;
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
        #[cfg(feature = "measure")]
        let entered = Instant::now();
        // Taken on the window's thread: the file dialogs open as children of this window.
        self.picker.attach_to_window(frame);
        self.map.before_frame(frame);
        #[cfg(feature = "measure")]
        self.measured_frame(ui, entered, frame.info().cpu_usage);
        #[cfg(not(feature = "measure"))]
        self.ui_frame(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // The screen check and the tab tour leave the user's settings alone.
        if self.measuring() {
            return;
        }
        eframe::set_value(storage, RecentFiles::STORAGE_KEY, &self.recent);
        if self.view.lang_chosen {
            eframe::set_value(storage, LANG_KEY, &self.view.lang.code());
        }
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
    let hook = ScreenshotHook::from_env();
    let outcome = hook.as_ref().map(ScreenshotHook::outcome);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("umpire")
            .with_app_id(crate::assets::APP_ID)
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([640.0, 400.0])
            .with_drag_and_drop(true),
        // The screen check must not depend on a window size a user left behind.
        persist_window: hook.is_none() && !tour_asked(),
        // Where the window kept its state before it had a reverse-DNS app id (eframe would
        // otherwise move it to a folder named after the id): ~/.local/share/umpire/app.ron.
        persistence_path: eframe::storage_dir("umpire").map(|d| d.join("app.ron")),
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

/// egui's own fonts, as egui's `default_fonts` sets them (held deflated here,
/// `assets::window_fonts`), then DejaVu Sans: the worked steps use "→", "≈", "×" and "≤", which
/// egui's fonts lack.
pub fn install_fonts(ctx: &Context) {
    use crate::assets::window_fonts::{egui_icons_ttf, hack_ttf, ubuntu_light_ttf};
    use egui::{FontData, FontFamily, FontTweak};
    use std::sync::Arc;
    let mut fonts = egui::FontDefinitions::empty();
    let mut add = |name: &str, data: FontData| {
        fonts.font_data.insert(name.to_owned(), Arc::new(data));
    };
    add("Hack", FontData::from_static(hack_ttf()));
    add("Ubuntu-Light", FontData::from_static(ubuntu_light_ttf()));
    add(
        "egui-icons",
        FontData::from_static(egui_icons_ttf()).tweak(FontTweak {
            scale: 0.90,
            ..Default::default()
        }),
    );
    add(
        "DejaVuSans",
        FontData::from_static(crate::assets::regular_ttf()),
    );
    let family = |names: &[&str]| names.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>();
    fonts.families.insert(
        FontFamily::Monospace,
        family(&["Hack", "Ubuntu-Light", "egui-icons", "DejaVuSans"]),
    );
    fonts.families.insert(
        FontFamily::Proportional,
        family(&["Ubuntu-Light", "egui-icons", "DejaVuSans"]),
    );
    ctx.set_fonts(fonts);
}
