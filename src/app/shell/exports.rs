//! Long work on threads of its own, with progress and Cancel in the status bar: the map
//! exported as a PNG and the after-action report as a PDF.

use super::{Running, UmpireApp};
use crate::app::export_map::{self, ExportError, Exported, MapExport};
use crate::app::jobs::{Finished, Job, PROGRESS_SHOWN_EVERY};
use crate::app::status_bar;
use crate::i18n::tr;
use crate::model;
use crate::report;
use egui::Context;
use std::path::PathBuf;

impl UmpireApp {
    /// Where the document's map image is: the built-in demo's bytes, or its file.
    pub(super) fn map_source(&self) -> Result<export_map::MapBytes, ExportError> {
        let embedded = self
            .embedded_map
            .as_ref()
            .map(|m| (m.name.as_str(), &m.bytes));
        export_map::locate_map(
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
    pub(super) fn export_map_png(&mut self, out: PathBuf) {
        if self.map_export.is_some() {
            self.info(tr!(ShellMapExportBusy));
            return;
        }
        let source = match self.map_source() {
            Ok(source) => source,
            Err(e) => return self.error_dialog(tr!(ShellMapExportFailed), e.to_string()),
        };
        let export = MapExport {
            scenario: self.doc.scenario().clone(),
            source,
            audience: self.view.audience,
            scale: 1.0,
            out: out.clone(),
        };
        let job = Job::spawn(tr!(ShellExportingMap), self.ctx.as_ref(), move |ctl| {
            crate::app::trace::export_began(crate::app::trace::MAP_PNG_REQUESTED);
            export.export(ctl)
        });
        self.map_export = Some(Running { job, out });
    }

    pub(super) fn poll_map_export(&mut self, ctx: &Context) {
        let Some(Running { job, .. }) = &mut self.map_export else {
            return;
        };
        let Some(finished) = job.poll() else {
            ctx.request_repaint_after(PROGRESS_SHOWN_EVERY);
            return;
        };
        let Some(Running { out, .. }) = self.map_export.take() else {
            return;
        };
        match finished {
            Finished::Done(Ok(Exported::Written {
                width,
                height,
                bytes,
            })) => {
                crate::app::trace::export_ended(crate::app::trace::MAP_PNG_WRITTEN);
                // Sizes as plain digits, as a file manager shows them.
                self.info(tr!(
                    ShellMapExported,
                    path = out.display().to_string(),
                    width = width.to_string(),
                    height = height.to_string(),
                    kb = bytes.div_ceil(1024).to_string()
                ))
            }
            Finished::Done(Ok(Exported::Cancelled)) => self.info(tr!(ShellMapExportCancelled)),
            Finished::Done(Err(e)) => self.error_dialog(tr!(ShellMapExportFailed), e.to_string()),
            Finished::Failed => self.error_dialog(
                tr!(ShellMapExportFailed),
                tr!(ShellMapExportDefect, path = out.display().to_string()),
            ),
        }
    }

    /// Make the after-action report on a thread, with the built-in template of the audience
    /// shown (the player report leaves out what players may not see). It is written only if
    /// not cancelled meanwhile, through the atomic writer.
    pub(super) fn export_report(&mut self, out: PathBuf) {
        if self.report.is_some() {
            self.info(tr!(ShellReportBusy));
            return;
        }
        let name = if self.player_view() {
            "player"
        } else {
            "umpire"
        };
        let Some(template) = report::Template::builtin(name) else {
            self.error(tr!(ShellReportTemplateMissing, kind = name));
            return;
        };
        let scenario = self.doc.scenario().clone();
        let scenario_dir = self.scenario_dir();
        let held = self
            .embedded_map
            .as_ref()
            .filter(|m| scenario.map.image.as_deref() == Some(m.name.as_str()))
            .map(|m| (m.name.clone(), m.bytes.clone()));
        let target = out.clone();
        let audience = self.view.audience;
        let job = Job::spawn(
            tr!(ShellMakingReport, kind = name),
            self.ctx.as_ref(),
            move |ctl| {
                crate::app::trace::export_began(crate::app::trace::REPORT_REQUESTED);
                let progress = |f: f32| ctl.set_progress(f * 0.95);
                let opts = report::ReportOptions {
                    paper: None,
                    printed: None,
                    progress: Some(&progress),
                    audience: Some(audience),
                };
                let on_disk = held_map_on_disk(&scenario, held);
                let (scenario, scenario_dir) = match &on_disk {
                    Some((folder, s)) => (s, Some(folder.path().to_path_buf())),
                    None => (&scenario, scenario_dir),
                };
                let (bytes, summary) =
                    report::render(scenario, scenario_dir.as_deref(), &template, &opts)?;
                if ctl.cancelled() {
                    return Ok(None);
                }
                model::write_atomically(&target, &bytes).map_err(|source| {
                    report::ReportError::Save {
                        path: target.clone(),
                        source,
                    }
                })?;
                Ok(Some(summary))
            },
        );
        self.info(tr!(ShellMakingReportNow, kind = name));
        self.report = Some(Running { job, out });
    }

    /// The campaign's after-action report, for the audience shown, on a thread of its own:
    /// the campaign as the window holds it (unsaved edits too), its battles read from their
    /// files (the built-in demo's from memory).
    pub(super) fn export_campaign_report(&mut self, out: PathBuf) {
        if self.report.is_some() {
            self.info(tr!(ShellReportBusy));
            return;
        }
        let Some(desk) = self.campaign.as_ref() else {
            self.info(tr!(ShellNoCampaignOpen));
            return;
        };
        let made = report::campaign::CampaignReportJob {
            source: desk.source(),
            options: report::campaign::CampaignReportOptions::for_audience(self.view.audience),
            out: out.clone(),
        };
        let job = Job::spawn(
            tr!(ShellMakingCampaignReport),
            self.ctx.as_ref(),
            move |ctl| {
                let summary = made.run()?;
                ctl.set_progress(1.0);
                Ok(Some(summary))
            },
        );
        self.info(tr!(ShellMakingCampaignReportNow));
        self.report = Some(Running { job, out });
    }

    pub(super) fn poll_report(&mut self, ctx: &Context) {
        let Some(Running { job, .. }) = &mut self.report else {
            return;
        };
        let Some(finished) = job.poll() else {
            // The report thread wakes the window with its progress; look again meanwhile.
            ctx.request_repaint_after(PROGRESS_SHOWN_EVERY);
            return;
        };
        let Some(Running { out, .. }) = self.report.take() else {
            return;
        };
        match finished {
            Finished::Done(Ok(Some(summary))) => {
                crate::app::trace::export_ended(crate::app::trace::REPORT_WRITTEN);
                self.info(tr!(
                    ShellReportWritten,
                    path = out.display().to_string(),
                    pages = summary.pages,
                    kb = summary.bytes.div_ceil(1024).to_string()
                ))
            }
            Finished::Done(Ok(None)) => self.info(tr!(ShellReportCancelled)),
            Finished::Done(Err(e)) => self.error_dialog(tr!(ShellReportFailed), e.to_string()),
            Finished::Failed => self.error_dialog(
                tr!(ShellReportFailed),
                tr!(ShellReportDefect, path = out.display().to_string()),
            ),
        }
    }

    /// Stop the job shown at `index` of [`UmpireApp::work`]: it writes nothing.
    pub fn cancel_work(&mut self, index: usize) {
        let mut k = 0;
        if let Some(running) = self.map_export.take() {
            if k == index {
                running.job.cancel();
                self.info(tr!(ShellMapExportCancelled));
            } else {
                self.map_export = Some(running);
            }
            k += 1;
        }
        if let Some(running) = self.report.take() {
            if k == index {
                running.job.cancel();
                self.info(tr!(ShellReportCancelled));
            } else {
                self.report = Some(running);
            }
            k += 1;
        }
        if k == index && self.map.is_loading() {
            self.map.cancel_loading();
            self.info(tr!(ShellMapLoadingStopped));
        }
    }

    /// The long work under way, for the status bar: what, and the fraction done when known.
    pub fn work(&self) -> Vec<status_bar::Work> {
        let mut work = Vec::new();
        if let Some(Running { job, .. }) = &self.map_export {
            work.push(status_bar::Work {
                title: job.title.clone(),
                done: Some(job.progress()),
            });
        }
        if let Some(Running { job, .. }) = &self.report {
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
}

/// The map held in memory (the demo's, a bundle's) written into a private folder for the
/// report, which reads its map from a file, and the scenario naming it there. `None` (the
/// report is then made as for any scenario) when there is none or it cannot be written.
fn held_map_on_disk(
    s: &model::Scenario,
    held: Option<(String, std::sync::Arc<[u8]>)>,
) -> Option<(tempfile::TempDir, model::Scenario)> {
    let (name, bytes) = held?;
    let file = std::path::Path::new(&name)
        .file_name()?
        .to_string_lossy()
        .into_owned();
    let folder = tempfile::Builder::new()
        .prefix("umpire-report-map-")
        .tempdir()
        .ok()?;
    model::write_new_file(&folder.path().join(&file), &bytes).ok()?;
    let mut s = s.clone();
    s.map.image = Some(file);
    Some((folder, s))
}
