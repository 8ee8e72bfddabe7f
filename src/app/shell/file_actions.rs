//! File actions: new, open (a file, a battle bundle, a recent file, a built-in demo), save and
//! save as (with the map image kept beside the scenario, or inside the bundle), and the file
//! dialog's questions and answers.
//!
//! A battle bundle opened is the document's file: its map is held in memory (as the demo's
//! is), Save writes the bundle again (whole or not at all), and Save As to a `.ron` writes the
//! map beside the scenario.

use super::{Commented, EmbeddedMap, Tab, UmpireApp};
use crate::app::desk::DeskState;
use crate::app::dialogs::Dialog;
use crate::app::document::Document;
use crate::app::files::{self, FileAnswer, FilePurpose, FileRequest, PlaceMapError, PlacedMap};
use crate::app::view::Severity;
use crate::assets::demo;
use crate::i18n::tr;
use crate::model::{self, bundle};
use egui::Context;
use std::path::{Path, PathBuf};

impl UmpireApp {
    pub(super) fn replace_document(&mut self, doc: Document) {
        self.doc = doc;
        self.commented = None;
        self.embedded_map = None;
        self.map = self.map.successor();
        self.desk = DeskState::default();
        self.map_copy_declined = None;
        self.view
            .dialogs
            .retain(|d| !matches!(d, Dialog::CopyMapBeside { .. }));
    }

    /// Open a scenario; one that cannot be read leaves the open document as it was. True when
    /// opened.
    pub fn open_path(&mut self, path: PathBuf) -> bool {
        // A `.ron` that is a campaign opens as one, whichever way it was asked for.
        if super::campaign::is_campaign_file(&path) {
            return self.open_campaign(path);
        }
        match files::open_scenario_or_bundle(&path) {
            Ok((scenario, problems, map)) => {
                self.replace_document(Document::new(scenario, Some(path.clone())));
                if let Some(map) = map {
                    self.hold_map(map.name, map.bytes.into());
                }
                self.commented = files::comments_in(&path).map(|comments| Commented {
                    file: path.clone(),
                    comments,
                });
                self.recent.add(&path);
                if problems.is_empty() {
                    self.info(tr!(ShellOpened, path = path.display().to_string()));
                } else {
                    self.push_message(
                        Severity::Warning,
                        tr!(
                            ShellOpenedWithProblems,
                            path = path.display().to_string(),
                            count = problems.len()
                        ),
                    );
                    self.view.show_problems = true;
                }
                true
            }
            Err(e) => {
                if e.is_not_found() {
                    self.recent.remove(&path);
                }
                self.error_dialog(tr!(ShellOpenFailed), e.to_string());
                false
            }
        }
    }

    /// Open a built-in demo ("lobositz.ron") with its map. It has no file until saved.
    pub fn open_demo(&mut self, file_name: &str) {
        let Some(text) = demo::demo_scenario(file_name) else {
            self.error(tr!(ShellNoSuchDemo, file = file_name));
            return;
        };
        let origin = tr!(ShellDemoOrigin, file = file_name);
        match model::parse_lenient(text, &origin, &crate::systems::ids()) {
            Ok((scenario, problems)) => {
                let image = scenario.map.image.clone();
                self.replace_document(Document::new(scenario, None));
                if let Some(image) = image
                    && let Some(bytes) = demo::demo_map(&image)
                {
                    self.hold_map(image, bytes.into());
                }
                if !problems.is_empty() {
                    self.view.show_problems = true;
                }
                self.info(tr!(ShellOpenedDemo, file = file_name));
            }
            Err(e) => self.error_dialog(tr!(ShellOpenDemoFailed), e.to_string()),
        }
    }

    /// Save to the document's file, or ask for one. True when saved now.
    pub(super) fn save(&mut self, ctx: &Context) -> bool {
        match self.doc.path.clone() {
            Some(path) => self.save_to(path),
            // Saving elsewhere changes which file the document is: not from a player's view.
            None if self.player_view() => {
                let note = self.read_only_note();
                self.info(note);
                false
            }
            None => {
                self.ask(ctx, FilePurpose::SaveScenarioAs);
                false
            }
        }
    }

    /// Write the scenario to `path` (atomically) so that it names its map image from its new
    /// folder: a map held in memory (the demo's) is written beside it, a relative path to a
    /// file is rewritten from the new folder. A changed `map.image` is one undo step.
    pub(super) fn save_to(&mut self, path: PathBuf) -> bool {
        if bundle::is_bundle(&path) {
            return self.save_bundle_to(path);
        }
        if let Some(Commented { file, comments }) = &self.commented
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
                self.error_dialog(tr!(ShellSaveFailed), e.to_string());
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
                    self.doc.step(|s| s.map.image = Some(img));
                }
                if let Some(p) = &placed {
                    self.info(p.message(&new_dir));
                }
                self.offer_to_copy_the_map(&path, &new_dir);
                self.saved(path);
                true
            }
            Err(e) => {
                // Leave the folder as it was: the image is of no use without the scenario.
                if let Some(created) = placed.and_then(|p| p.created(&new_dir)) {
                    let _ = std::fs::remove_file(created);
                }
                self.error_dialog(tr!(ShellSaveFailed), format!("{}: {e}", path.display()));
                false
            }
        }
    }

    /// Show the map image `bytes` (named `name` in `map.image`), held in memory: a demo's or a
    /// bundle's.
    pub(super) fn hold_map(&mut self, name: String, bytes: std::sync::Arc<[u8]>) {
        self.map.load_bytes(bytes.clone(), &name);
        self.embedded_map = Some(EmbeddedMap { name, bytes });
    }

    /// Write the scenario and its map into the battle bundle `path` (atomically). The scenario
    /// then names the map by its name inside the bundle (one undo step), and the map is held in
    /// memory, so that the next Save writes the same bundle.
    pub(super) fn save_bundle_to(&mut self, path: PathBuf) -> bool {
        let map = match self.map_for_bundle() {
            Ok(map) => map,
            Err(e) => {
                self.error_dialog(tr!(ShellSaveBundleFailed), e);
                return false;
            }
        };
        let scenario_name = bundle::name_in_bundle(&path.with_extension("ron"), "scenario");
        let parts = bundle::BundleParts {
            scenario: self.doc.scenario(),
            scenario_name: &scenario_name,
            map: map.as_ref().map(|m| (m.name.as_str(), &m.bytes[..])),
        };
        if let Err(e) = bundle::write_bundle(&path, &parts) {
            self.error_dialog(
                tr!(ShellSaveBundleFailed),
                format!("{}: {e}", path.display()),
            );
            return false;
        }
        let image = map.as_ref().map(|m| m.name.clone());
        if self.doc.scenario().map.image != image {
            self.doc.step(|s| s.map.image = image);
        }
        match map {
            Some(m) if self.embedded_map.as_ref().map(|e| &e.name) != Some(&m.name) => {
                self.hold_map(m.name, m.bytes)
            }
            Some(m) => self.embedded_map = Some(m),
            None => self.embedded_map = None,
        }
        self.saved(path);
        true
    }

    /// The map image a bundle of the document holds, named as inside the bundle: the one held
    /// in memory when the scenario names it, else the file it names (read within the limits of
    /// any map); `None` when it names none.
    pub(super) fn map_for_bundle(&self) -> Result<Option<EmbeddedMap>, String> {
        let Some(image) = self
            .doc
            .scenario()
            .map
            .image
            .clone()
            .filter(|i| !i.trim().is_empty())
        else {
            return Ok(None);
        };
        if let Some(held) = &self.embedded_map
            && held.name == image
        {
            return Ok(Some(EmbeddedMap {
                name: bundle::name_in_bundle(Path::new(&image), "map"),
                bytes: held.bytes.clone(),
            }));
        }
        let path = crate::render::draw::map_image_path(self.scenario_dir().as_deref(), &image);
        let bytes = crate::render::image_io::read_file(&path)
            .map_err(|e| format!("{e}: a bundle holds its map, so it is not saved without one"))?;
        Ok(Some(EmbeddedMap {
            name: bundle::name_in_bundle(&path, "map"),
            bytes: bytes.into(),
        }))
    }

    /// After an autosave of a bundle is restored: the map still comes from the bundle, when
    /// the scenario still names the bundle's map and the bundle can be read.
    pub(super) fn hold_the_bundles_map(&mut self) {
        let Some(path) = self.doc.path.clone().filter(|p| bundle::is_bundle(p)) else {
            return;
        };
        let named = self.doc.scenario().map.image.clone();
        if let Ok(b) = bundle::read_bundle(&path)
            && let Some(map) = b.map
            && named.as_deref() == Some(map.name.as_str())
        {
            self.hold_map(map.name, map.bytes.into());
        }
    }

    /// The document is in `path` now: it is clean, recent, and its autosave is no longer needed.
    fn saved(&mut self, path: PathBuf) {
        // A battle of the open campaign may have changed: its ledger is read again.
        if let Some(c) = &mut self.campaign {
            c.refresh();
        }
        self.doc.mark_saved(path.clone());
        self.recent.add(&path);
        if let Some(a) = &self.autosave
            && let Err(e) = a.clear()
        {
            self.error(tr!(
                ShellAutosaveRemoveFailed,
                error = crate::model::files::error_text(&e)
            ));
        }
        self.info(tr!(ShellSaved, path = path.display().to_string()));
    }

    /// Just saved into `dir`: a map image on disk that the scenario names outside its folder
    /// is offered to be copied beside it, unless the user said to keep this one where it is.
    fn offer_to_copy_the_map(&mut self, saved: &Path, dir: &Path) {
        let Some(image) = self.doc.scenario().map.image.clone() else {
            return;
        };
        if !files::lies_outside_its_folder(&image)
            || self.map_copy_declined.as_deref() == Some(image.as_str())
        {
            return;
        }
        let map = crate::render::draw::map_image_path(Some(dir), &image);
        if map.is_file() {
            self.view.dialogs.push_back(Dialog::CopyMapBeside {
                scenario: saved.to_path_buf(),
                map,
                image,
            });
        }
    }

    /// The user agreed: copy the map file `map` beside the scenario saved at `scenario`, which
    /// then names the copy (one undo step), and save again. Nothing is done when the document
    /// has moved on meanwhile (another file, another map).
    pub(super) fn copy_map_beside(&mut self, scenario: PathBuf, map: &Path, image: &str) {
        if self.doc.path.as_deref() != Some(scenario.as_path())
            || self.doc.scenario().map.image.as_deref() != Some(image)
        {
            return;
        }
        let dir = files::folder_of(&scenario).unwrap_or_else(|| PathBuf::from("."));
        match files::place_map_file(&dir, map) {
            Ok(placed) => {
                self.doc.step(|s| s.map.image = Some(placed.name.clone()));
                self.info(placed.message(&dir));
                if !self.save_to(scenario)
                    && let Some(created) = placed.created(&dir)
                {
                    // The scenario still names the map where it was: the copy is of no use.
                    let _ = std::fs::remove_file(created);
                }
            }
            Err(e) => self.error_dialog(tr!(ShellCopyMapFailed), e.to_string()),
        }
    }

    /// The demo's built-in map, written into `dir` when the document still names it.
    fn place_embedded_map(&self, dir: &Path) -> Result<Option<PlacedMap>, PlaceMapError> {
        let named = self.doc.scenario().map.image.as_deref();
        match &self.embedded_map {
            Some(EmbeddedMap { name, bytes }) if named == Some(name.as_str()) => {
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

    pub(super) fn ask(&mut self, ctx: &Context, purpose: FilePurpose) {
        if let Some(open) = self.asking {
            self.info(tr!(ShellFileDialogBusy, dialog = open.title()));
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
            FilePurpose::SaveBundleAs => Some(
                Path::new(
                    &self
                        .doc
                        .path
                        .as_deref()
                        .and_then(Path::file_name)
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_else(|| files::suggested_file_name(&self.doc.scenario().title)),
                )
                .with_extension(bundle::EXTENSION)
                .display()
                .to_string(),
            ),
            FilePurpose::ExportMapPng => Some(
                files::suggested_file_name(&self.doc.scenario().title).replace(".ron", "-map.png"),
            ),
            FilePurpose::ExportReport => Some(
                files::suggested_file_name(&self.doc.scenario().title)
                    .replace(".ron", "-report.pdf"),
            ),
            FilePurpose::ExportPlayerCopy(a) => Some(self.player_copy_file_name(a)),
            FilePurpose::SaveCampaignAs => Some(self.campaign_file_name()),
            FilePurpose::ExportCampaignReport => Some(self.campaign_report_file_name()),
            FilePurpose::OpenScenario | FilePurpose::OpenMapImage | FilePurpose::OpenCampaign => {
                None
            }
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

    pub(super) fn poll_file_answer(&mut self, ctx: &Context) {
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
                self.error_dialog(tr!(ShellNoFileDialog), tr!(ShellNoFileDialogWhy));
            }
        }
    }

    fn answered(&mut self, ctx: &Context, purpose: FilePurpose, path: PathBuf) {
        match purpose {
            FilePurpose::OpenScenario => {
                self.open_over(path);
            }
            FilePurpose::SaveBundleAs if !bundle::is_bundle(&path) => {
                let mut name = path.into_os_string();
                name.push(format!(".{}", bundle::EXTENSION));
                self.answered(ctx, purpose, PathBuf::from(name));
            }
            FilePurpose::SaveScenarioAs | FilePurpose::SaveBundleAs => {
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
            FilePurpose::ExportPlayerCopy(a) => self.export_player_copy(a, path),
            FilePurpose::OpenCampaign => {
                self.open_campaign(path);
            }
            FilePurpose::SaveCampaignAs => {
                self.save_campaign_to(path);
            }
            FilePurpose::ExportCampaignReport => self.export_campaign_report(path),
        }
    }
}
