//! The screen check: with `UMPIRE_SCREENSHOT=out.png` the window draws a few frames, saves what
//! it shows as a PNG and quits, so that CI can run the real window under Xvfb and look at it.

use egui::{ColorImage, Context, ScreenshotCallback, ViewportCommand};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// The environment variable naming the PNG to write.
pub const ENV_VAR: &str = "UMPIRE_SCREENSHOT";
/// The environment variable naming the tab to show in the screenshot: `designer` (the
/// default), `sides` or `battle`; on the battle tab, `battle:verdicts` and the like choose
/// the desk's panel by the start of its name; `campaign` (or `campaign:ledger`, `campaign:standings`)
/// shows the Campaign view, of the campaign opened or else the demo's.
pub const TAB_VAR: &str = "UMPIRE_SCREENSHOT_TAB";

/// `UMPIRE_SCREENSHOT_ZOOM=100`: the map is shown at 100% around its centre once loaded, so
/// that the screen check sees the full-resolution tiles pixel for pixel (`tests/gl_tiles.rs`).
pub const ZOOM_VAR: &str = "UMPIRE_SCREENSHOT_ZOOM";

/// `UMPIRE_PLAYERS_SCREEN=public` (or `a`, `b`): the players' screen is opened for that
/// audience, and the screen check takes its picture rather than the main window's.
pub const PLAYERS_VAR: &str = "UMPIRE_PLAYERS_SCREEN";

/// The audience [`PLAYERS_VAR`] names; `None` when unset, empty or naming none (or the
/// umpire, whose view a players' screen never shows).
pub fn players_screen_from_env() -> Option<crate::record::Audience> {
    let word = std::env::var(PLAYERS_VAR).ok()?;
    crate::record::Audience::parse(&word)
        .ok()
        .filter(|a| !a.is_umpire())
}

/// Whether [`ZOOM_VAR`] asks for 100%.
pub fn zoom_100_from_env() -> bool {
    std::env::var(ZOOM_VAR).is_ok_and(|v| v.trim().trim_end_matches('%') == "100")
}

/// The tab (and desk panel) asked for with [`TAB_VAR`].
pub fn tab_from_env() -> Option<String> {
    std::env::var(TAB_VAR)
        .ok()
        .map(|v| v.trim().to_lowercase())
        .filter(|v| !v.is_empty())
}

/// Frames drawn before the picture is taken, once the window is ready, so that fonts and panels
/// have settled.
const FRAMES_BEFORE: u32 = 10;
/// The longest wait for the window to be ready (the map decoded), in seconds: then the picture
/// is taken anyway.
const MAX_WAIT: f64 = 30.0;

/// The outcome, shared with [`crate::app::run`] so that a failed screenshot fails the process.
pub type Outcome = Arc<Mutex<Option<Result<PathBuf, ScreenshotError>>>>;

/// Why the screen check failed.
#[derive(Debug, thiserror::Error)]
pub enum ScreenshotError {
    #[error(
        "the window drew a blank picture (fewer than {MIN_DISTINCT_COLOURS} colours); not saved as {}",
        path.display()
    )]
    Blank { path: PathBuf },
    #[error("the screenshot is not {width} × {height} pixels")]
    Size { width: usize, height: usize },
    #[error("cannot encode the screenshot: {0}")]
    Encode(#[source] image::ImageError),
    #[error("{}: cannot write the screenshot: {source}", path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

pub struct ScreenshotHook {
    path: PathBuf,
    frames_left: u32,
    started: Option<f64>,
    requested: bool,
    outcome: Outcome,
    /// The window pictured: the main one unless told otherwise.
    viewport: egui::ViewportId,
}

impl ScreenshotHook {
    pub fn from_env() -> Option<ScreenshotHook> {
        let path = std::env::var_os(ENV_VAR).filter(|v| !v.is_empty())?;
        Some(ScreenshotHook::new(PathBuf::from(path)))
    }

    pub fn new(path: PathBuf) -> ScreenshotHook {
        ScreenshotHook {
            path,
            frames_left: FRAMES_BEFORE,
            started: None,
            requested: false,
            outcome: Arc::default(),
            viewport: egui::ViewportId::ROOT,
        }
    }

    /// Picture the window of `viewport` (the players' screen) rather than the main one.
    pub fn of_viewport(mut self, viewport: egui::ViewportId) -> ScreenshotHook {
        self.viewport = viewport;
        self
    }

    pub fn outcome(&self) -> Outcome {
        self.outcome.clone()
    }

    /// Call at the end of every frame; `ready` when nothing is loading any more. Returns true
    /// once the picture is saved (or failed) and the window should close.
    pub fn step(&mut self, ctx: &Context, ready: bool) -> bool {
        let now = ctx.input(|i| i.time);
        let started = *self.started.get_or_insert(now);
        let waited_too_long = now - started > MAX_WAIT;
        if self.frames_left > 0 {
            if ready || waited_too_long {
                self.frames_left -= 1;
                ctx.request_repaint();
            } else {
                // The window's own work wakes it (the map's worker, a reopen): a frame asked
                // for here as well would repaint it all the while, as no user's window does,
                // and take a software renderer's cores from the decoder it waits for.
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(
                    MAX_WAIT - (now - started),
                ));
            }
            return false;
        }
        if !self.requested {
            self.requested = true;
            let path = self.path.clone();
            let outcome = self.outcome.clone();
            let repaint = ctx.clone();
            ctx.send_viewport_cmd_to(
                self.viewport,
                ViewportCommand::Screenshot(ScreenshotCallback::new(move |image| {
                    let result = save_png(&image, &path).map(|()| path.clone());
                    *outcome.lock().unwrap_or_else(|e| e.into_inner()) = Some(result);
                    repaint.request_repaint();
                })),
            );
            return false;
        }
        let done = self
            .outcome
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some();
        if !done {
            // The integration answers on the next painted frame.
            ctx.request_repaint();
        }
        done
    }
}

/// Fewer distinct colours than this and the window drew nothing worth the name (a blank or
/// single-colour frame has one or two; the demo's map alone has thousands).
const MIN_DISTINCT_COLOURS: usize = 64;

/// Whether the picture shows something: enough distinct colours.
pub fn looks_drawn(image: &ColorImage) -> bool {
    let mut seen = std::collections::HashSet::new();
    image
        .pixels
        .iter()
        .any(|c| seen.insert(*c) && seen.len() >= MIN_DISTINCT_COLOURS)
}

fn save_png(image: &ColorImage, path: &std::path::Path) -> Result<(), ScreenshotError> {
    if !looks_drawn(image) {
        return Err(ScreenshotError::Blank {
            path: path.to_path_buf(),
        });
    }
    let [w, h] = image.size;
    let bytes: Vec<u8> = image
        .pixels
        .iter()
        .flat_map(|c| c.to_srgba_unmultiplied())
        .collect();
    let img =
        image::RgbaImage::from_raw(w as u32, h as u32, bytes).ok_or(ScreenshotError::Size {
            width: w,
            height: h,
        })?;
    let mut png = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .map_err(ScreenshotError::Encode)?;
    crate::model::write_atomically(path, &png).map_err(|source| ScreenshotError::Write {
        path: path.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screenshot_pixels_become_a_png() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("shot.png");
        let pixels: Vec<egui::Color32> = (0..100u8)
            .map(|i| egui::Color32::from_rgb(10, 20, i))
            .collect();
        let img = ColorImage::new([10, 10], pixels);
        save_png(&img, &path).unwrap();
        let back = image::open(&path).unwrap().to_rgba8();
        assert_eq!(back.dimensions(), (10, 10));
        assert_eq!(back.get_pixel(9, 9).0, [10, 20, 99, 255]);
    }

    #[test]
    fn a_blank_window_fails_the_screen_check() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("blank.png");
        let img = ColorImage::new([40, 30], vec![egui::Color32::from_gray(27); 1200]);
        let err = save_png(&img, &path).unwrap_err();
        assert!(matches!(err, ScreenshotError::Blank { .. }), "{err:?}");
        assert!(err.to_string().contains("blank picture"), "{err}");
        assert!(!path.exists());
    }
}
