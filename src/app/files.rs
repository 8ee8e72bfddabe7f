//! Files: asking the user for one (rfd, or a script in tests), recent files and the window
//! title; keeping the map image with a scenario saved elsewhere ([`map_placement`]); the
//! comments of hand-written files ([`comments`]).

use crate::i18n::tr;
use crate::model::{FileError, Problem, Scenario, bundle};
use raw_window_handle::{HasDisplayHandle, HasWindowHandle, RawWindowHandle};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

mod comments;
mod map_placement;

pub use comments::{KeepOriginalError, comments_in, count_comments, keep_original_beside};
pub use map_placement::{
    PlaceMapError, PlacedMap, Placement, lies_outside_its_folder, place_map_bytes, place_map_file,
    rebased_map_image,
};

/// What a file is asked for; decides the dialog's title, filter and whether it opens or saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    OpenScenario,
    SaveScenarioAs,
    /// A battle bundle (`.umpire`: the scenario and its map in one file).
    SaveBundleAs,
    OpenMapImage,
    ExportMapPng,
    ExportReport,
    /// A player copy for one audience (`record::player_copy`).
    ExportPlayerCopy(crate::record::Audience),
    /// A campaign file (`model::campaign`).
    OpenCampaign,
    SaveCampaignAs,
    /// The campaign's after-action report (`report::campaign`), for the audience shown.
    ExportCampaignReport,
}

impl FilePurpose {
    pub fn title(self) -> String {
        match self {
            FilePurpose::OpenScenario => tr!(ShellFileOpenScenario),
            FilePurpose::SaveScenarioAs => tr!(ShellFileSaveScenarioAs),
            FilePurpose::SaveBundleAs => tr!(ShellFileSaveBundleAs),
            FilePurpose::OpenMapImage => tr!(ShellFileOpenMapImage),
            FilePurpose::ExportMapPng => tr!(ShellFileExportMapPng),
            FilePurpose::ExportReport => tr!(ShellFileExportReport),
            FilePurpose::ExportPlayerCopy(_) => tr!(ShellFileExportPlayerCopy),
            FilePurpose::OpenCampaign => tr!(ShellFileOpenCampaign),
            FilePurpose::SaveCampaignAs => tr!(ShellFileSaveCampaignAs),
            FilePurpose::ExportCampaignReport => tr!(ShellFileExportCampaignReport),
        }
    }

    /// The filter's name and extensions.
    pub fn filter(self) -> (String, &'static [&'static str]) {
        match self {
            FilePurpose::OpenScenario => (tr!(ShellFilterScenarioOrBundle), &["ron", "umpire"]),
            FilePurpose::SaveScenarioAs => (tr!(ShellFilterScenario), &["ron"]),
            FilePurpose::ExportPlayerCopy(_) => {
                (tr!(ShellFilterScenarioOrBundleWithMap), &["ron", "umpire"])
            }
            FilePurpose::SaveBundleAs => (tr!(ShellFilterBundle), &["umpire"]),
            FilePurpose::OpenMapImage => {
                (tr!(ShellFilterMapImage), &["png", "jpg", "jpeg", "webp"])
            }
            FilePurpose::ExportMapPng => (tr!(ShellFilterPng), &["png"]),
            FilePurpose::ExportReport | FilePurpose::ExportCampaignReport => {
                (tr!(ShellFilterPdf), &["pdf"])
            }
            FilePurpose::OpenCampaign | FilePurpose::SaveCampaignAs => {
                (tr!(ShellFilterCampaign), &["ron"])
            }
        }
    }

    pub fn saves(self) -> bool {
        matches!(
            self,
            FilePurpose::SaveScenarioAs
                | FilePurpose::SaveBundleAs
                | FilePurpose::ExportMapPng
                | FilePurpose::ExportReport
                | FilePurpose::ExportPlayerCopy(_)
                | FilePurpose::SaveCampaignAs
                | FilePurpose::ExportCampaignReport
        )
    }

    /// The extension a saved file gets when the user typed none.
    pub fn default_extension(self) -> &'static str {
        self.filter().1[0]
    }
}

/// A question for the file dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileRequest {
    pub purpose: FilePurpose,
    /// Folder to start in.
    pub directory: Option<PathBuf>,
    /// Suggested name, for saving.
    pub file_name: Option<String>,
}

/// The user's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileAnswer {
    Chosen(PathBuf),
    Cancelled,
    /// The dialog came back empty at once: most likely no dialog could be shown at all.
    NoDialog,
}

impl FileAnswer {
    /// A saved file without an extension gets the purpose's one ("battle" → "battle.ron").
    pub fn with_default_extension(self, purpose: FilePurpose) -> FileAnswer {
        match self {
            FileAnswer::Chosen(p) if purpose.saves() && p.extension().is_none() => {
                FileAnswer::Chosen(p.with_extension(purpose.default_extension()))
            }
            other => other,
        }
    }
}

/// Asks the user for files. The window never blocks on it: it asks, then polls each frame.
pub trait FilePicker {
    fn ask(&mut self, request: FileRequest, ctx: &egui::Context);
    /// The answer, once there is one.
    fn poll(&mut self) -> Option<FileAnswer>;
    /// The window the dialogs belong to (eframe's `Frame`), given each frame. A picker that
    /// shows no dialog of its own ignores it.
    fn attach_to_window(&mut self, _window: &dyn WindowHandles) {}
    /// Draw a dialog shown inside the window, once a frame. Pickers whose dialog is the
    /// desktop's draw nothing.
    fn show(&mut self, _ctx: &egui::Context) {}
    /// A dialog inside the window is open: the window's shortcuts wait.
    fn is_showing(&self) -> bool {
        false
    }
}

/// A native window: what a dialog can be made the child of.
pub trait WindowHandles: HasWindowHandle + HasDisplayHandle {}

impl<T: HasWindowHandle + HasDisplayHandle + ?Sized> WindowHandles for T {}

/// The system's file dialog through rfd (the desktop's file portal, or zenity without one), run
/// on a thread of its own so that the window keeps drawing while the dialog is open. It is
/// the child of the window where that can be handed to the dialog's thread soundly (see
/// [`is_plain_window_id`]), so that the desktop keeps it in front of the window.
#[derive(Default)]
pub struct RfdPicker {
    waiting: Option<Receiver<FileAnswer>>,
    /// A dialog builder naming the window as parent, made on the window's thread.
    parent: Option<rfd::FileDialog>,
}

/// Whether a window handle is a plain number the window system looks up (an X11 window id, a
/// Win32 HWND), which any thread may pass on for as long as it likes: a stale one names no
/// window and the dialog merely opens unattached. The other kinds are pointers into the
/// window's process (a Wayland surface and display, an AppKit view) that rfd dereferences on
/// the dialog's thread; nothing makes the window outlive that thread (the window may close
/// while the dialog is open), so those dialogs get no parent.
pub fn is_plain_window_id(raw: &RawWindowHandle) -> bool {
    matches!(
        raw,
        RawWindowHandle::Xlib(_) | RawWindowHandle::Xcb(_) | RawWindowHandle::Win32(_)
    )
}

/// A dialog builder with `window` as its parent, when that is sound (see [`is_plain_window_id`]).
fn dialog_child_of(window: &dyn WindowHandles) -> Option<rfd::FileDialog> {
    let raw = window.window_handle().ok()?.as_raw();
    is_plain_window_id(&raw).then(|| rfd::FileDialog::new().set_parent(window))
}

/// An empty answer sooner than this was no human cancelling a dialog.
const TOO_FAST_FOR_A_HUMAN: Duration = Duration::from_millis(250);

impl FilePicker for RfdPicker {
    fn attach_to_window(&mut self, window: &dyn WindowHandles) {
        self.parent = dialog_child_of(window);
    }

    fn ask(&mut self, request: FileRequest, ctx: &egui::Context) {
        let (tx, rx) = channel();
        let ctx = ctx.clone();
        let dialog = self.parent.clone().unwrap_or_default();
        std::thread::spawn(crate::i18n::carried(move || {
            let started = Instant::now();
            let (filter_name, extensions) = request.purpose.filter();
            let mut dialog = dialog
                .set_title(request.purpose.title())
                .add_filter(filter_name, extensions);
            if let Some(dir) = &request.directory {
                dialog = dialog.set_directory(dir);
            }
            if let Some(name) = &request.file_name {
                dialog = dialog.set_file_name(name.as_str());
            }
            let chosen = if request.purpose.saves() {
                dialog.save_file()
            } else {
                dialog.pick_file()
            };
            let answer = match chosen {
                Some(path) => FileAnswer::Chosen(path),
                None if started.elapsed() < TOO_FAST_FOR_A_HUMAN => FileAnswer::NoDialog,
                None => FileAnswer::Cancelled,
            };
            let _ = tx.send(answer);
            ctx.request_repaint();
        }));
        self.waiting = Some(rx);
    }

    fn poll(&mut self) -> Option<FileAnswer> {
        let rx = self.waiting.as_ref()?;
        match rx.try_recv() {
            Ok(answer) => {
                self.waiting = None;
                Some(answer)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.waiting = None;
                Some(FileAnswer::NoDialog)
            }
        }
    }
}

/// Answers file questions from a script, for tests (rfd cannot run under a test harness).
/// Clones share the script, so a test keeps one to add answers and read the questions.
#[derive(Clone, Default)]
pub struct ScriptedPicker {
    inner: Arc<Mutex<Script>>,
}

#[derive(Default)]
struct Script {
    answers: VecDeque<FileAnswer>,
    asked: Vec<FileRequest>,
    ready: Option<FileAnswer>,
}

impl ScriptedPicker {
    /// The next question is answered with this path.
    pub fn answer(&self, path: impl Into<PathBuf>) {
        self.lock()
            .answers
            .push_back(FileAnswer::Chosen(path.into()));
    }

    /// The next question is cancelled.
    pub fn cancel(&self) {
        self.lock().answers.push_back(FileAnswer::Cancelled);
    }

    /// The next question finds no dialog to show (as on a desktop without portal or zenity).
    pub fn no_dialog(&self) {
        self.lock().answers.push_back(FileAnswer::NoDialog);
    }

    /// The questions asked so far.
    pub fn asked(&self) -> Vec<FileRequest> {
        self.lock().asked.clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Script> {
        // A test that panicked while holding the lock has failed already; keep its script.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl FilePicker for ScriptedPicker {
    fn ask(&mut self, request: FileRequest, _ctx: &egui::Context) {
        let mut script = self.lock();
        script.asked.push(request);
        let answer = script.answers.pop_front().unwrap_or(FileAnswer::Cancelled);
        script.ready = Some(answer);
    }

    fn poll(&mut self) -> Option<FileAnswer> {
        self.lock().ready.take()
    }
}

/// The scenario files opened or saved lately, newest first.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RecentFiles {
    pub paths: Vec<PathBuf>,
}

impl RecentFiles {
    pub const MAX: usize = 10;
    /// Key in eframe's storage.
    pub const STORAGE_KEY: &'static str = "umpire.recent_files";

    pub fn add(&mut self, path: &Path) {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        self.paths.retain(|p| *p != path);
        self.paths.insert(0, path);
        self.paths.truncate(Self::MAX);
    }

    pub fn remove(&mut self, path: &Path) {
        self.paths.retain(|p| p != path);
    }
}

/// "umpire — Lobositz, 1 October 1756 — lobositz.ron •": the dot marks unsaved changes.
pub fn window_title(scenario_title: &str, path: Option<&Path>, dirty: bool) -> String {
    let file = path
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| tr!(ShellNotSavedYet));
    let title = if scenario_title.trim().is_empty() {
        tr!(ShellUntitledScenario)
    } else {
        scenario_title.trim().to_string()
    };
    let mark = if dirty { " •" } else { "" };
    format!("umpire — {title} — {file}{mark}")
}

/// A file name for Save As, from the scenario's title: "Lobositz 1756" → "lobositz-1756.ron".
pub fn suggested_file_name(title: &str) -> String {
    let mut slug = String::new();
    for c in title.trim().chars() {
        if c.is_alphanumeric() {
            slug.extend(c.to_lowercase());
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() {
        "scenario.ron".to_string()
    } else {
        format!("{slug}.ron")
    }
}

/// Read a scenario, keeping it even when inconsistent; the problems are shown, not refused.
pub fn open_scenario(path: &Path) -> Result<(Scenario, Vec<Problem>), FileError> {
    crate::model::load_lenient(path, &crate::systems::ids())
}

/// Read a scenario file or a battle bundle (by its `.umpire` extension), as
/// [`open_scenario`]: a bundle's map image comes with it.
pub fn open_scenario_or_bundle(
    path: &Path,
) -> Result<(Scenario, Vec<Problem>, Option<bundle::Entry>), FileError> {
    if bundle::is_bundle(path) {
        bundle::open_lenient(path, &crate::systems::ids())
    } else {
        open_scenario(path).map(|(s, problems)| (s, problems, None))
    }
}

/// Whether two paths name the same file (the same path, or the same existing file).
pub fn same_file(a: &Path, b: &Path) -> bool {
    a == b || crate::model::files::same_file(a, b)
}

/// The folder holding a scenario file.
pub fn folder_of(path: &Path) -> Option<PathBuf> {
    path.parent().map(|p| {
        if p.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            p.to_path_buf()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_names_scenario_and_file_and_marks_unsaved_changes() {
        let path = Path::new("/games/lobositz.ron");
        assert_eq!(
            window_title("Lobositz 1756", Some(path), true),
            "umpire — Lobositz 1756 — lobositz.ron •"
        );
        assert_eq!(
            window_title("Lobositz 1756", Some(path), false),
            "umpire — Lobositz 1756 — lobositz.ron"
        );
        assert_eq!(
            window_title("  ", None, false),
            "umpire — untitled scenario — not saved yet"
        );
    }

    #[test]
    fn suggested_names_are_plain() {
        assert_eq!(
            suggested_file_name("Lobositz, 1 Oct 1756"),
            "lobositz-1-oct-1756.ron"
        );
        assert_eq!(suggested_file_name("  "), "scenario.ron");
        assert_eq!(suggested_file_name("Kunersdorf!"), "kunersdorf.ron");
    }

    #[test]
    fn recent_files_are_newest_first_without_duplicates() {
        let mut r = RecentFiles::default();
        for i in 0..12 {
            r.add(Path::new(&format!("/s/{i}.ron")));
        }
        r.add(Path::new("/s/5.ron"));
        assert_eq!(r.paths.len(), RecentFiles::MAX);
        assert_eq!(r.paths[0], Path::new("/s/5.ron"));
        assert_eq!(r.paths[1], Path::new("/s/11.ron"));
        assert_eq!(r.paths.iter().filter(|p| p.ends_with("5.ron")).count(), 1);
    }

    #[test]
    fn only_window_ids_are_passed_to_the_dialog_thread() {
        use raw_window_handle::{
            AppKitWindowHandle, WaylandWindowHandle, Win32WindowHandle, XcbWindowHandle,
            XlibWindowHandle,
        };
        use std::num::{NonZeroIsize, NonZeroU32};
        use std::ptr::NonNull;
        let xlib = RawWindowHandle::Xlib(XlibWindowHandle::new(0x3a0_0007));
        let xcb = RawWindowHandle::Xcb(XcbWindowHandle::new(NonZeroU32::new(0x3a0_0007).unwrap()));
        let win32 =
            RawWindowHandle::Win32(Win32WindowHandle::new(NonZeroIsize::new(0x1_0a2c).unwrap()));
        assert!(is_plain_window_id(&xlib));
        assert!(is_plain_window_id(&xcb));
        assert!(is_plain_window_id(&win32));
        // Never dereferenced here: only the kind of handle is looked at.
        let surface = NonNull::<std::ffi::c_void>::dangling();
        let wayland = RawWindowHandle::Wayland(WaylandWindowHandle::new(surface));
        let appkit = RawWindowHandle::AppKit(AppKitWindowHandle::new(surface));
        assert!(!is_plain_window_id(&wayland));
        assert!(!is_plain_window_id(&appkit));
    }

    /// A window that cannot give its handles (as under a test harness).
    struct NoWindow;

    impl HasWindowHandle for NoWindow {
        fn window_handle(
            &self,
        ) -> Result<raw_window_handle::WindowHandle<'_>, raw_window_handle::HandleError> {
            Err(raw_window_handle::HandleError::Unavailable)
        }
    }

    impl HasDisplayHandle for NoWindow {
        fn display_handle(
            &self,
        ) -> Result<raw_window_handle::DisplayHandle<'_>, raw_window_handle::HandleError> {
            Err(raw_window_handle::HandleError::Unavailable)
        }
    }

    #[test]
    fn a_window_without_handles_leaves_the_dialog_unattached() {
        assert!(dialog_child_of(&NoWindow).is_none());
        let mut picker = RfdPicker::default();
        picker.attach_to_window(&NoWindow);
        assert!(picker.parent.is_none());
    }

    #[test]
    fn saved_files_get_the_purpose_extension() {
        let a = FileAnswer::Chosen(PathBuf::from("/x/battle"));
        assert_eq!(
            a.with_default_extension(FilePurpose::SaveScenarioAs),
            FileAnswer::Chosen(PathBuf::from("/x/battle.ron"))
        );
        let b = FileAnswer::Chosen(PathBuf::from("/x/map"));
        assert_eq!(
            b.clone().with_default_extension(FilePurpose::OpenMapImage),
            b,
            "opening never renames"
        );
    }

    #[test]
    fn scripted_picker_answers_in_order_and_records_questions() {
        let picker = ScriptedPicker::default();
        picker.answer("/a.ron");
        let mut p = picker.clone();
        let ctx = egui::Context::default();
        let req = FileRequest {
            purpose: FilePurpose::OpenScenario,
            directory: None,
            file_name: None,
        };
        p.ask(req.clone(), &ctx);
        assert_eq!(p.poll(), Some(FileAnswer::Chosen(PathBuf::from("/a.ron"))));
        assert_eq!(p.poll(), None);
        p.ask(req.clone(), &ctx);
        assert_eq!(
            p.poll(),
            Some(FileAnswer::Cancelled),
            "unscripted: cancelled"
        );
        assert_eq!(picker.asked(), vec![req.clone(), req]);
    }
}
