//! The in-window file dialog: used when the desktop shows none (no file portal, no zenity), so
//! that Open, Save, Save As and every export always work.
//!
//! It lists one folder (sub-folders first, then the files the purpose accepts), takes a typed
//! file name or a click, and asks before replacing a file. It never blocks: the shell draws it
//! each frame ([`FilePicker::show`]) and polls for the answer like any other picker.
//!
//! Kept by hand: `egui_file` 0.29 (egui 0.37) names none of its fields (kittest cannot type in
//! them) and saves over a file without asking; `egui-file-dialog` 0.15 needs egui 0.36.
//!
//! One file past the usual length: the listing, the typed name and the replace question are one dialog's state.

use crate::app::files::{FileAnswer, FilePicker, FileRequest};
use crate::i18n::tr;
use egui::{Context, Id, Key, Modal, RichText, Ui};
use std::path::{Path, PathBuf};

/// Entries listed at most, so that a folder of a million files cannot stall the window.
const MAX_ENTRIES: usize = 2000;
/// Height of the list: the dialog must fit a 640-point-high window with its other rows.
const LIST_HEIGHT: f32 = 240.0;

/// One line of the listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub is_dir: bool,
}

/// The folder shown and its entries.
#[derive(Debug, Default)]
struct Listing {
    dir: PathBuf,
    entries: Vec<Entry>,
    /// More entries than [`MAX_ENTRIES`] were there.
    truncated: bool,
    error: Option<String>,
}

/// An open dialog.
struct Open {
    request: FileRequest,
    listing: Listing,
    /// The folder field, as typed.
    dir_text: String,
    /// The file name field, as typed.
    name: String,
    show_hidden: bool,
    /// A save onto an existing file waits for "Replace".
    replacing: Option<PathBuf>,
    /// What is wrong with the last choice.
    problem: Option<String>,
    /// The file name field is to take the keyboard (until it has).
    focus_name: bool,
}

/// The in-window dialog as a [`FilePicker`].
#[derive(Default)]
pub struct InWindowPicker {
    open: Option<Open>,
    answer: Option<FileAnswer>,
}

impl InWindowPicker {
    /// The folder listed now (for tests).
    pub fn folder(&self) -> Option<&Path> {
        self.open.as_ref().map(|o| o.listing.dir.as_path())
    }
}

/// The folder a dialog starts in: the one asked for, else the working folder, else the home.
fn start_folder(request: &FileRequest) -> PathBuf {
    let usable = |p: &Path| p.is_dir();
    request
        .directory
        .clone()
        .filter(|d| usable(d))
        .or_else(|| std::env::current_dir().ok().filter(|d| usable(d)))
        .or_else(home_dir)
        .unwrap_or_else(|| PathBuf::from("/"))
}

fn home_dir() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .or_else(|| std::env::var_os("USERPROFILE"))
        .map(PathBuf::from)
        .filter(|p| p.is_dir())
}

/// Whether a file name has one of the extensions (case-insensitive).
pub fn accepts(name: &str, extensions: &[&str]) -> bool {
    Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
}

/// The folders and accepted files of `dir`, folders first, each group by name ignoring case.
pub fn list_folder(
    dir: &Path,
    extensions: &[&str],
    show_hidden: bool,
) -> Result<(Vec<Entry>, bool), String> {
    let read = std::fs::read_dir(dir).map_err(|e| {
        tr!(
            ShellCannotList,
            path = dir.display().to_string(),
            error = crate::model::files::error_text(&e)
        )
    })?;
    let mut entries = Vec::new();
    let mut truncated = false;
    for item in read.flatten() {
        let name = item.file_name().to_string_lossy().into_owned();
        if !show_hidden && name.starts_with('.') {
            continue;
        }
        // Follows links, so a link to a folder opens as a folder.
        let is_dir = item.path().is_dir();
        if !is_dir && !accepts(&name, extensions) {
            continue;
        }
        if entries.len() == MAX_ENTRIES {
            truncated = true;
            break;
        }
        entries.push(Entry { name, is_dir });
    }
    entries.sort_by(|a, b| {
        b.is_dir
            .cmp(&a.is_dir)
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
    });
    Ok((entries, truncated))
}

impl Open {
    fn new(request: FileRequest) -> Open {
        let dir = start_folder(&request);
        let name = request.file_name.clone().unwrap_or_default();
        let mut open = Open {
            request,
            listing: Listing::default(),
            dir_text: String::new(),
            name,
            show_hidden: false,
            replacing: None,
            problem: None,
            focus_name: true,
        };
        open.go_to(dir);
        open
    }

    fn go_to(&mut self, dir: PathBuf) {
        let dir = std::path::absolute(&dir).unwrap_or(dir);
        let (_, extensions) = self.request.purpose.filter();
        let (entries, truncated, error) = match list_folder(&dir, extensions, self.show_hidden) {
            Ok((entries, truncated)) => (entries, truncated, None),
            Err(e) => (Vec::new(), false, Some(e)),
        };
        self.dir_text = dir.display().to_string();
        self.listing = Listing {
            dir,
            entries,
            truncated,
            error,
        };
        self.replacing = None;
    }

    fn refresh(&mut self) {
        self.go_to(self.listing.dir.clone());
    }

    /// The file the typed name means: relative names are in the listed folder; a save gets
    /// the purpose's extension when it has none.
    fn chosen_path(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        if name.is_empty() {
            return None;
        }
        let typed = Path::new(name);
        let path = if typed.is_absolute() {
            typed.to_path_buf()
        } else {
            self.listing.dir.join(typed)
        };
        let purpose = self.request.purpose;
        if purpose.saves() && !path.is_dir() && path.extension().is_none() {
            return Some(path.with_extension(purpose.default_extension()));
        }
        Some(path)
    }

    /// Act on the typed name: enter a folder, or answer with a file. `None` while the dialog
    /// stays open.
    fn confirm(&mut self) -> Option<FileAnswer> {
        let path = self.chosen_path()?;
        if path.is_dir() {
            self.name.clear();
            self.go_to(path);
            return None;
        }
        match check_choice(&path, self.request.purpose.saves()) {
            Choice::Take => Some(FileAnswer::Chosen(path)),
            Choice::AskReplace => {
                self.problem = None;
                self.replacing = Some(path);
                None
            }
            Choice::Refuse(why) => {
                self.problem = Some(why);
                None
            }
        }
    }
}

/// What to do with a chosen path.
#[derive(Debug, PartialEq, Eq)]
enum Choice {
    Take,
    AskReplace,
    Refuse(String),
}

fn check_choice(path: &Path, saves: bool) -> Choice {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    if saves {
        match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() && !parent.is_dir() => {
                Choice::Refuse(tr!(ShellNoSuchFolder, path = parent.display().to_string()))
            }
            _ if path.exists() => Choice::AskReplace,
            _ => Choice::Take,
        }
    } else if path.is_file() {
        Choice::Take
    } else {
        Choice::Refuse(tr!(ShellNoSuchFile, name = name))
    }
}

impl FilePicker for InWindowPicker {
    fn ask(&mut self, request: FileRequest, _ctx: &Context) {
        self.answer = None;
        self.open = Some(Open::new(request));
    }

    fn poll(&mut self) -> Option<FileAnswer> {
        self.answer.take()
    }

    fn show(&mut self, ctx: &Context) {
        let Some(open) = &mut self.open else {
            return;
        };
        if let Some(answer) = dialog_ui(ctx, open) {
            self.open = None;
            self.answer = Some(answer);
            // The window takes the answer at the start of a frame: draw one now.
            ctx.request_repaint();
        }
    }

    fn is_showing(&self) -> bool {
        self.open.is_some()
    }
}

/// Draw the dialog; the answer once the user has given one.
fn dialog_ui(ctx: &Context, open: &mut Open) -> Option<FileAnswer> {
    let modal = Modal::new(Id::unique("umpire_in_window_file_dialog")).show(ctx, |ui| {
        // Fits a 1024 × 640 window with room to spare.
        ui.set_width(540.0_f32.min(ctx.content_rect().width() - 40.0));
        ui.heading(open.request.purpose.title());
        folder_row(ui, open);
        ui.separator();
        let picked = entries_ui(ui, open);
        ui.separator();
        let answer = picked.or_else(|| name_row(ui, open));
        answer.or_else(|| buttons_row(ui, open))
    });
    if modal.inner.is_some() {
        return modal.inner;
    }
    // Escape or a click beside the dialog: a pending "Replace?" is dropped first.
    if modal.should_close() && open.replacing.take().is_none() {
        return Some(FileAnswer::Cancelled);
    }
    None
}

fn folder_row(ui: &mut Ui, open: &mut Open) {
    ui.horizontal(|ui| {
        let label = ui.label(tr!(ShellFolder));
        let field = ui
            .add(egui::TextEdit::singleline(&mut open.dir_text).desired_width(300.0))
            .labelled_by(label.id)
            .on_hover_text(tr!(ShellFolderWhy));
        if field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
            let typed = PathBuf::from(open.dir_text.trim());
            if typed.is_dir() {
                open.go_to(typed);
            } else {
                open.problem = Some(tr!(ShellNoSuchFolder, path = typed.display().to_string()));
            }
        }
        let parent = open.listing.dir.parent().map(Path::to_path_buf);
        if ui
            .add_enabled(parent.is_some(), egui::Button::new(tr!(ShellUp)))
            .on_hover_text(tr!(ShellUpWhy))
            .clicked()
            && let Some(p) = parent
        {
            open.go_to(p);
        }
        if let Some(home) = home_dir()
            && ui
                .button(tr!(ShellHome))
                .on_hover_text(home.display().to_string())
                .clicked()
        {
            open.go_to(home);
        }
    });
    ui.horizontal(|ui| {
        if ui
            .checkbox(&mut open.show_hidden, tr!(ShellShowHidden))
            .on_hover_text(tr!(ShellShowHiddenWhy))
            .changed()
        {
            open.refresh();
        }
        let (filter, _) = open.request.purpose.filter();
        ui.weak(tr!(ShellShowing, filter = filter));
    });
}

/// The listing; a double-clicked file answers at once.
fn entries_ui(ui: &mut Ui, open: &mut Open) -> Option<FileAnswer> {
    if let Some(e) = &open.listing.error {
        ui.colored_label(ui.visuals().error_fg_color, e);
    }
    let mut enter = None;
    let mut answer = None;
    egui::ScrollArea::vertical()
        .max_height(LIST_HEIGHT)
        .min_scrolled_height(LIST_HEIGHT)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if open.listing.entries.is_empty() && open.listing.error.is_none() {
                ui.weak(tr!(ShellNothingHere));
            }
            for entry in &open.listing.entries {
                let text = if entry.is_dir {
                    RichText::new(format!("{}/", entry.name)).strong()
                } else {
                    RichText::new(&entry.name)
                };
                let selected = !entry.is_dir && open.name == entry.name;
                let r = ui.selectable_label(selected, text);
                if entry.is_dir && r.clicked() {
                    enter = Some(open.listing.dir.join(&entry.name));
                } else if !entry.is_dir && r.double_clicked() {
                    open.name = entry.name.clone();
                    answer = Some(());
                } else if !entry.is_dir && r.clicked() {
                    open.name = entry.name.clone();
                    open.problem = None;
                    open.replacing = None;
                }
            }
            if open.listing.truncated {
                ui.weak(tr!(ShellTruncated, count = MAX_ENTRIES.to_string()));
            }
        });
    if let Some(dir) = enter {
        open.go_to(dir);
    }
    answer.and_then(|()| open.confirm())
}

fn name_row(ui: &mut Ui, open: &mut Open) -> Option<FileAnswer> {
    let mut answer = None;
    ui.horizontal(|ui| {
        let label = ui.label(tr!(ShellFileName));
        let field = ui
            .add(egui::TextEdit::singleline(&mut open.name).desired_width(360.0))
            .labelled_by(label.id);
        // Asked for until a frame begins with the field focused: a dialog opened by another
        // one's button (Discard in the unsaved-changes question) loses a first request, made
        // while the other still holds the window's modal layer.
        if open.focus_name {
            if field.has_focus() {
                open.focus_name = false;
            } else {
                field.request_focus();
            }
        }
        if field.changed() {
            open.replacing = None;
            open.problem = None;
        }
        if field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
            answer = open.confirm();
        }
    });
    if let Some(p) = &open.problem {
        ui.colored_label(ui.visuals().error_fg_color, p);
    }
    answer
}

fn buttons_row(ui: &mut Ui, open: &mut Open) -> Option<FileAnswer> {
    if let Some(path) = open.replacing.clone() {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        ui.label(tr!(ShellReplaceAsk, name = name));
        let mut answer = None;
        ui.horizontal(|ui| {
            if ui.button(tr!(ShellReplace)).clicked() {
                answer = Some(FileAnswer::Chosen(path.clone()));
            }
            if ui.button(tr!(ShellKeepIt)).clicked() {
                open.replacing = None;
            }
        });
        return answer;
    }
    let verb = if open.request.purpose.saves() {
        tr!(ShellSave)
    } else {
        tr!(ShellOpen)
    };
    let mut answer = None;
    ui.horizontal(|ui| {
        let ready = !open.name.trim().is_empty();
        if ui.add_enabled(ready, egui::Button::new(verb)).clicked() {
            answer = open.confirm();
        }
        if ui.button(tr!(ShellCancel)).clicked() {
            answer = Some(FileAnswer::Cancelled);
        }
    });
    answer
}

/// The desktop's dialog while it works; the in-window dialog once it has failed to show one
/// (and from then on, so the user does not wait for a failure each time).
pub struct FallbackPicker {
    desktop: Box<dyn FilePicker>,
    in_window: InWindowPicker,
    desktop_failed: bool,
    /// The question put to the desktop dialog, asked again in the window if it fails.
    asked: Option<FileRequest>,
}

impl FallbackPicker {
    pub fn new(desktop: impl FilePicker + 'static) -> FallbackPicker {
        FallbackPicker {
            desktop: Box::new(desktop),
            in_window: InWindowPicker::default(),
            desktop_failed: false,
            asked: None,
        }
    }

    /// Whether the in-window dialog is used from now on.
    pub fn uses_in_window(&self) -> bool {
        self.desktop_failed
    }
}

impl FilePicker for FallbackPicker {
    fn ask(&mut self, request: FileRequest, ctx: &Context) {
        if self.desktop_failed {
            self.in_window.ask(request, ctx);
        } else {
            self.asked = Some(request.clone());
            self.desktop.ask(request, ctx);
        }
    }

    fn poll(&mut self) -> Option<FileAnswer> {
        if self.desktop_failed {
            return self.in_window.poll();
        }
        match self.desktop.poll()? {
            FileAnswer::NoDialog => {
                self.desktop_failed = true;
                if let Some(request) = self.asked.take() {
                    self.in_window.open = Some(Open::new(request));
                }
                None
            }
            answer => {
                self.asked = None;
                Some(answer)
            }
        }
    }

    fn show(&mut self, ctx: &Context) {
        self.in_window.show(ctx);
    }

    fn is_showing(&self) -> bool {
        self.in_window.is_showing()
    }

    fn attach_to_window(&mut self, window: &dyn crate::app::files::WindowHandles) {
        self.desktop.attach_to_window(window);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::files::FilePurpose;

    #[test]
    fn folders_come_first_and_only_accepted_files_are_listed() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        for f in ["b.ron", "A.RON", "notes.txt", ".hidden.ron"] {
            std::fs::write(d.join(f), "").unwrap();
        }
        std::fs::create_dir(d.join("zeta")).unwrap();
        let (entries, truncated) = list_folder(d, &["ron"], false).unwrap();
        let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["zeta", "A.RON", "b.ron"]);
        assert!(!truncated);
        let (entries, _) = list_folder(d, &["ron"], true).unwrap();
        assert!(entries.iter().any(|e| e.name == ".hidden.ron"));
        let e = list_folder(&d.join("missing"), &["ron"], false).unwrap_err();
        assert!(e.contains("missing: cannot list the folder"), "{e}");
    }

    /// A dialog opened by another dialog's button (Discard in the unsaved-changes question)
    /// opens in the frame the other is drawn for the last time; the other still holds the
    /// window's modal layer in the next frame, and egui drops the focus the dialog asked for
    /// then (seen in the real window under Xvfb, clicked with xdotool). The request is made
    /// again until the field has the focus, so the file name takes the keyboard all the same.
    #[test]
    fn the_file_name_takes_the_keyboard_even_when_the_first_request_is_lost() {
        use egui_kittest::kittest::Queryable;
        let dir = tempfile::tempdir().unwrap();
        let request = FileRequest {
            purpose: FilePurpose::OpenScenario,
            directory: Some(dir.path().to_path_buf()),
            file_name: None,
        };
        let mut h = egui_kittest::Harness::builder().build_ui_state(
            |ui, picker: &mut InWindowPicker| picker.show(ui.ctx()),
            InWindowPicker::default(),
        );
        let ctx = h.ctx.clone();
        h.state_mut().ask(request, &ctx);
        h.step();
        // The focus asked for is lost, as behind the other dialog's modal layer.
        h.ctx.memory_mut(|m| m.stop_text_input());
        h.run();
        assert!(h.get_by_label("File name").is_focused());
        // Once it has had the focus, the dialog leaves it where the user puts it.
        h.ctx.memory_mut(|m| m.stop_text_input());
        h.run();
        assert!(!h.get_by_label("File name").is_focused());
    }

    #[test]
    fn a_typed_name_is_checked_before_it_is_answered() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("old.ron"), "").unwrap();
        let request = |purpose| FileRequest {
            purpose,
            directory: Some(d.to_path_buf()),
            file_name: None,
        };
        let mut save = Open::new(request(FilePurpose::SaveScenarioAs));
        save.name = "battle".into();
        assert_eq!(
            save.confirm(),
            Some(FileAnswer::Chosen(d.join("battle.ron")))
        );
        save.name = "old".into();
        assert_eq!(save.confirm(), None, "asks before replacing");
        assert_eq!(save.replacing, Some(d.join("old.ron")));

        let mut open = Open::new(request(FilePurpose::OpenScenario));
        open.name = "nothing.ron".into();
        assert_eq!(open.confirm(), None);
        assert!(open.problem.as_deref().unwrap().contains("nothing.ron"));
        open.name = "old.ron".into();
        assert_eq!(open.confirm(), Some(FileAnswer::Chosen(d.join("old.ron"))));
    }
}
