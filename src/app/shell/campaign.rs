//! The campaign beside the scenario: opening it (a file, one recognised by its content, the
//! built-in demo), showing its view instead of the desk and coming back, its commands (while
//! its view is shown, Undo, Redo, Save and Save As act on the campaign), opening its battles
//! in the desk, and not losing its unsaved changes.

use super::UmpireApp;
use crate::app::campaign::{self, Action, CampaignDesk};
use crate::app::commands::Command;
use crate::app::dialogs::Then;
use crate::app::files::{self, FilePurpose};
use crate::i18n::tr;
use crate::model::campaign::looks_like_campaign;
use egui::{Context, Ui};
use std::path::{Path, PathBuf};

/// Whether `path` is a campaign file, by its content (a `.ron` whose outermost brackets hold
/// a `start:` field). A file that cannot be read is not: opening it as a scenario says why.
pub(super) fn is_campaign_file(path: &Path) -> bool {
    let ron = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("ron"));
    ron && crate::model::files::read_text(
        path,
        crate::model::limits::MAX_FILE_BYTES,
        &tr!(ShellCampaignFiles),
    )
    .is_ok_and(|text| looks_like_campaign(&text))
}

/// A campaign built into the program: how messages name it, its text and its battles' texts
/// by file name.
pub(super) struct DemoCampaign {
    pub origin: &'static str,
    pub text: &'static str,
    pub battles: Vec<(String, String)>,
}

/// The built-in demo campaign (Jena 1806), its battles held in memory.
pub(super) fn demo_campaign() -> Option<DemoCampaign> {
    use crate::assets::demo;
    let text = demo::demo_campaign_file("campaign.ron")?;
    let battles = demo::demo_campaign_files()
        .into_iter()
        .filter(|(name, _)| *name != "campaign.ron")
        .map(|(name, text)| (name.to_string(), text.to_string()))
        .collect();
    Some(DemoCampaign {
        origin: demo::DEMO_CAMPAIGN_ORIGIN,
        text,
        battles,
    })
}

/// A demo battle's text as written beside its campaign: the demo map it names is written
/// there too (unless a file has its name) and named by its file name.
fn with_demo_map_beside(dir: &Path, text: &str) -> std::io::Result<String> {
    let image = crate::model::parse_lenient(text, "", &crate::systems::ids())
        .ok()
        .and_then(|(s, _)| s.map.image);
    let Some(image) = image else {
        return Ok(text.to_string());
    };
    let Some(bytes) = crate::assets::demo::demo_map(&image) else {
        return Ok(text.to_string());
    };
    let name = image
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or(&image)
        .to_string();
    let to = dir.join(&name);
    if !to.exists() {
        crate::model::files::write_file(&to, bytes)?;
    }
    Ok(text.replacen(&format!("{image:?}"), &format!("{name:?}"), 1))
}

impl UmpireApp {
    /// Whether the Campaign view is shown now.
    pub fn campaign_shown(&self) -> bool {
        self.campaign.as_ref().is_some_and(|c| c.shown)
    }

    /// Show the Campaign view (its battles read again), or the desk.
    pub fn show_campaign(&mut self, shown: bool) {
        if let Some(c) = &mut self.campaign {
            if shown && !c.shown {
                c.refresh();
            }
            c.shown = shown;
        }
    }

    pub(super) fn can_undo(&self) -> bool {
        match &self.campaign {
            Some(c) if c.shown => c.doc.can_undo(),
            _ => self.doc.can_undo(),
        }
    }

    pub(super) fn can_redo(&self) -> bool {
        match &self.campaign {
            Some(c) if c.shown => c.doc.can_redo(),
            _ => self.doc.can_redo(),
        }
    }

    /// "umpire — campaign Jena 1806 — jena.ron •" while the Campaign view is shown.
    pub(super) fn campaign_title(&self) -> Option<String> {
        let c = self.campaign.as_ref().filter(|c| c.shown)?;
        Some(files::window_title(
            &tr!(ShellCampaignWindowTitle, title = c.title()),
            c.doc.path.as_deref(),
            c.doc.is_dirty(),
        ))
    }

    /// Open a campaign file; one that cannot be read leaves everything open as it was and
    /// says why, with the place. True when opened.
    pub fn open_campaign(&mut self, path: PathBuf) -> bool {
        if self.campaign_holds_work() {
            return false;
        }
        match CampaignDesk::open(&path) {
            Ok(desk) => {
                self.campaign = Some(desk);
                self.recent.add(&path);
                self.info(tr!(ShellCampaignOpened, path = path.display().to_string()));
                true
            }
            Err(e) => {
                self.error_dialog(tr!(ShellCampaignOpenFailed), e);
                false
            }
        }
    }

    /// Open the built-in demo campaign; it has no file until saved.
    pub fn open_demo_campaign(&mut self) {
        let Some(DemoCampaign {
            origin,
            text,
            battles,
        }) = demo_campaign()
        else {
            self.error(tr!(ShellNoDemoCampaign));
            return;
        };
        if self.campaign_holds_work() {
            return;
        }
        match CampaignDesk::from_memory(text, origin, battles.into_iter().collect()) {
            Ok(desk) => {
                self.campaign = Some(desk);
                self.info(tr!(ShellDemoCampaignOpened, origin = origin));
            }
            Err(e) => self.error_dialog(tr!(ShellDemoCampaignOpenFailed), e),
        }
    }

    pub(super) fn close_campaign(&mut self) {
        if self.campaign.is_none() || self.campaign_holds_work() {
            return;
        }
        self.campaign = None;
        self.info(tr!(ShellCampaignClosed));
    }

    /// The campaign has unsaved changes that closing it would lose: said once (true); asked
    /// again, they are let go (false).
    pub(super) fn campaign_holds_work(&mut self) -> bool {
        let dirty = self.campaign.as_ref().is_some_and(|c| c.doc.is_dirty());
        if !dirty || self.campaign_discard_armed {
            self.campaign_discard_armed = false;
            return false;
        }
        self.campaign_discard_armed = true;
        self.show_campaign(true);
        self.error_dialog(tr!(ShellCampaignUnsaved), tr!(ShellCampaignUnsavedWhy));
        true
    }

    /// Undo, Redo, Save and Save As act on the campaign while its view is shown. True when
    /// the command was the campaign's.
    pub(super) fn run_on_campaign(&mut self, ctx: &Context, command: &Command) -> bool {
        let Some(c) = self.campaign.as_mut().filter(|c| c.shown) else {
            return false;
        };
        match command {
            Command::Undo => {
                let done = c.doc.undo();
                self.info(if done {
                    tr!(ShellCampaignUndone)
                } else {
                    tr!(ShellNothingToUndo)
                });
            }
            Command::Redo => {
                let done = c.doc.redo();
                self.info(if done {
                    tr!(ShellCampaignRedone)
                } else {
                    tr!(ShellNothingToRedo)
                });
            }
            Command::Save => match c.doc.path.clone() {
                Some(path) => {
                    self.save_campaign_to(path);
                }
                None => self.ask(ctx, FilePurpose::SaveCampaignAs),
            },
            Command::SaveAs => self.ask(ctx, FilePurpose::SaveCampaignAs),
            Command::ExportReport => self.ask(ctx, FilePurpose::ExportCampaignReport),
            _ => return false,
        }
        true
    }

    /// "jena-1806-report.pdf": the name File → Export report suggests for the campaign's.
    pub(super) fn campaign_report_file_name(&self) -> String {
        let name = self.campaign_file_name();
        let stem = name.strip_suffix(".ron").unwrap_or(&name);
        format!("{stem}-report.pdf")
    }

    /// "jena-1806.ron": the name a Save As suggests for the campaign.
    pub(super) fn campaign_file_name(&self) -> String {
        let c = self.campaign.as_ref();
        c.and_then(|c| c.doc.path.as_deref())
            .and_then(Path::file_name)
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| files::suggested_file_name(c.map_or("campaign", |c| c.title())))
    }

    /// Write the campaign to `path` (whole or not at all). A campaign held in memory (the
    /// demo) writes its battles beside it first, never over a file that is there.
    pub(super) fn save_campaign_to(&mut self, path: PathBuf) -> bool {
        let Some(c) = self.campaign.as_mut() else {
            return false;
        };
        let dir = files::folder_of(&path).unwrap_or_else(|| PathBuf::from("."));
        let battle = c.doc.campaign().battles.iter().find(|b| {
            let file = dir.join(b.file.trim());
            file == path || files::same_file(&file, &path)
        });
        if let Some(b) = battle {
            let text = tr!(
                ShellCampaignOverBattle,
                path = path.display().to_string(),
                file = b.file.trim()
            );
            self.error_dialog(tr!(ShellCampaignSaveFailed), text);
            return false;
        }
        if let Some(battles) = c.embedded_battles() {
            for (file, text) in battles {
                let to = dir.join(file);
                if to.exists() {
                    continue;
                }
                let written = with_demo_map_beside(&dir, text)
                    .and_then(|text| crate::model::files::write_file(&to, text.as_bytes()));
                if let Err(e) = written {
                    self.error_dialog(
                        tr!(ShellCampaignSaveFailed),
                        format!("{}: {e}", to.display()),
                    );
                    return false;
                }
            }
        }
        // The file's own text (or the one opened) keeps its comments when only battle lines
        // were added; otherwise the campaign is written out whole and a commented file is
        // first kept beside it.
        let base = std::fs::read_to_string(&path)
            .ok()
            .or_else(|| c.opened_text().map(str::to_string));
        let kept = base
            .as_deref()
            .and_then(|b| crate::model::campaign::text_keeping(b, c.doc.campaign()));
        let mut said = Vec::new();
        let text = match kept {
            Some(text) => Ok(text),
            None => {
                if files::comments_in(&path).is_some() {
                    match files::keep_original_beside(&path) {
                        Ok(copy) => said.push(tr!(
                            ShellCampaignCommentsKept,
                            path = copy.display().to_string()
                        )),
                        Err(e) => {
                            self.error_dialog(tr!(ShellCampaignSaveFailed), e.to_string());
                            return false;
                        }
                    }
                }
                crate::model::campaign::to_ron(c.doc.campaign()).map_err(std::io::Error::other)
            }
        };
        let written = text.and_then(|t| crate::model::files::write_file(&path, t.as_bytes()));
        match written {
            Ok(()) => {
                c.saved_to(path.clone());
                self.recent.add(&path);
                for s in said {
                    self.info(s);
                }
                self.info(tr!(ShellCampaignSaved, path = path.display().to_string()));
                true
            }
            Err(e) => {
                self.error_dialog(
                    tr!(ShellCampaignSaveFailed),
                    format!("{}: {e}", path.display()),
                );
                false
            }
        }
    }

    /// In the tab bar: the way to the Campaign view, while a campaign is open.
    pub(super) fn campaign_tab(&mut self, ui: &mut Ui) {
        let Some(c) = &self.campaign else {
            return;
        };
        let shown = c.shown;
        let label = if shown {
            tr!(ShellCampaignTab, title = c.title())
        } else {
            tr!(ShellCampaignTabBack, title = c.title())
        };
        let r = ui
            .selectable_label(shown, label)
            .on_hover_text(tr!(ShellCampaignTabWhy));
        if r.clicked() {
            self.show_campaign(true);
        }
        ui.separator();
    }

    /// The Campaign view, and what its panels ask for.
    pub(super) fn campaign_view(&mut self, ui: &mut Ui) {
        let audience = self.view.audience;
        let Some(desk) = self.campaign.as_mut() else {
            return;
        };
        let actions = campaign::ui(ui, desk, audience);
        let ctx = ui.ctx().clone();
        for action in actions {
            match action {
                Action::OpenBattle(i) => self.open_campaign_battle(&ctx, i),
                Action::BackToDesk => self.show_campaign(false),
                Action::ExportReport => self.ask(&ctx, FilePurpose::ExportCampaignReport),
                Action::Info(text) => self.info(text),
                Action::Error(text) => self.error(text),
            }
        }
    }

    /// Open battle `i`'s scenario in the desk (asking about the scenario's unsaved changes
    /// first); the tab bar's "← Campaign" comes back.
    fn open_campaign_battle(&mut self, ctx: &Context, i: usize) {
        // Another document in the desk: not from a player's view, as File → Open is not.
        if self.player_view() {
            let note = self.read_only_note();
            self.info(note);
            return;
        }
        let Some(c) = &self.campaign else {
            return;
        };
        if let Some((origin, text)) = c.embedded_battle(i) {
            let (origin, text) = (origin, text.to_string());
            self.show_campaign(false);
            self.open_scenario_text(&text, &origin);
            return;
        }
        let Some(path) = c.battle_path(i) else {
            return;
        };
        self.show_campaign(false);
        self.guard_unsaved(ctx, Then::OpenPath(path));
    }
}

impl UmpireApp {
    /// Open a battle held in memory (the demo campaign's) as a document without a file. The
    /// scenario open is not replaced while it has unsaved changes.
    fn open_scenario_text(&mut self, text: &str, origin: &str) {
        if self.doc.is_dirty() {
            self.error_dialog(
                tr!(ShellScenarioUnsaved),
                tr!(ShellScenarioUnsavedWhy, origin = origin),
            );
            return;
        }
        match crate::model::parse_lenient(text, origin, &crate::systems::ids()) {
            Ok((scenario, problems)) => {
                let image = scenario.map.image.clone();
                self.replace_document(crate::app::document::Document::new(scenario, None));
                // The demo's battles show the demo's maps, held in memory.
                if let Some(image) = image
                    && let Some(bytes) = crate::assets::demo::demo_map(&image)
                {
                    self.hold_map(image, bytes.into());
                }
                if !problems.is_empty() {
                    self.view.show_problems = true;
                }
                self.info(tr!(ShellOpened, path = origin));
            }
            Err(e) => self.error_dialog(tr!(ShellBattleOpenFailed), e.to_string()),
        }
    }
}

impl UmpireApp {
    /// `UMPIRE_SCREENSHOT_TAB=campaign` or `campaign:ledger` (a pane by its start): the
    /// Campaign view, of the campaign opened or else the demo's. True when the name was one.
    pub(super) fn show_campaign_for_screenshot(&mut self, wanted: &str) -> bool {
        let wanted = wanted.trim().to_lowercase();
        let Some(pane) = wanted.strip_prefix("campaign") else {
            return false;
        };
        let pane = pane.trim_start_matches(':');
        if self.campaign.is_none() {
            self.open_demo_campaign();
        }
        if let Some(c) = &mut self.campaign {
            c.shown = true;
            if let Some(p) = campaign::Pane::from_key_start(pane) {
                c.pane = p;
            }
        }
        true
    }
}
