//! The PDF after-action report.
//!
//! [`write_report`] lays out the sections a [`Template`] lists (see [`template`] for the file
//! format), draws charts and the map as vectors over the embedded map image, and writes the PDF
//! atomically. Text is real text in DejaVu Sans, embedded as a subset. The report depends on the
//! model and the systems only, never on the GUI; [`ReportJob`] runs it on a thread for the window.
//!
//! Layout: [`text`] measures and wraps, [`layout`] flows content down pages (keeping headings
//! with what follows, tables sized to their content), [`charts`] and [`map`] draw (readable in
//! black and white), [`sections`] puts the sections together (its `summary.rs` makes the first
//! page: the result of record and the club's numbers), [`plain`] turns the systems' texts into
//! plain words, and [`finish`] adds the outline, the PDF 1.4 header and an information
//! dictionary that claims no PDF/X. Every figure and sentence
//! comes from the battle record ([`crate::record`]) as the report's audience may see it, in the
//! order of the result of record ([`crate::record::result`]).
//!
//! [`campaign`] makes the campaign's after-action report with the same layout, fonts, charts,
//! map pages and finishing, from the campaign's ledger as its audience may know it.

pub mod campaign;
pub mod charts;
pub mod finish;
pub mod layout;
pub mod map;
pub mod plain;
pub mod sections;
mod subset;
pub mod template;
pub mod text;

pub use template::{
    BUILTIN_TEMPLATES, MapOrientation, Orientation, Paper, Reveal, Section, SectionKind, Template,
    TemplateError,
};

use crate::i18n::tr;
use crate::model::{Scenario, write_atomically};
use crate::record::{Audience, BattleRecord, Projection};
use crate::render::image_io::MapImageError;
use layout::{Layout, PT_PER_MM};
use printpdf as pdf;
use std::path::{Path, PathBuf};

/// Why a report could not be made. Every message names the place: the template's file, line and
/// column, the map file, or the output path; the cause is kept as the error's source.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error(transparent)]
    Template(#[from] TemplateError),
    /// The map image cannot be read or decoded (the message names its path).
    #[error("{}", tr!(ReportErrMapImage, error = .0.to_string()))]
    Map(#[from] MapImageError),
    /// The map was decoded but could not be encoded for the PDF.
    #[error("{}", tr!(ReportErrMapEncode, path = .path.as_str(), error = .source.to_string()))]
    MapEncode {
        path: String,
        #[source]
        source: map::EncodeError,
    },
    /// The PDF could not be written.
    #[error("{}", tr!(ReportErrSave, path = .path.display().to_string(), error = crate::model::files::error_text(.source)))]
    Save {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The finished document could not be turned into bytes.
    #[error("{}", tr!(ReportErrPdf, error = .source.to_string()))]
    Pdf {
        #[source]
        source: std::io::Error,
    },
}

/// Why `umpire report` made no report: the scenario, the template, the paper or the report.
#[derive(Debug, thiserror::Error)]
pub enum ReportCommandError {
    #[error(transparent)]
    Scenario(#[from] crate::model::FileError),
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error("{}", tr!(ReportErrPaper, given = .given.as_str()))]
    Paper { given: String },
    #[error(transparent)]
    Report(#[from] ReportError),
}

/// What was written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReportSummary {
    pub pages: usize,
    /// Size of the PDF in bytes.
    pub bytes: u64,
    /// Pixels of the map image as embedded; `None` without a map image.
    pub map_pixels_embedded: Option<(u32, u32)>,
    /// Pixels of the map file.
    pub map_source_pixels: Option<(u32, u32)>,
    /// The map file's JPEG bytes went in unchanged.
    pub map_passthrough: bool,
    /// Ids of the systems that gave a verdict.
    pub systems_applied: Vec<&'static str>,
    /// What the report had to leave out, for the reader of the command line or the window
    /// (e.g. a map image that cannot be read: the report is made without it).
    pub warnings: Vec<String>,
}

/// A date as printed on the report and stored as the PDF's creation date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintDate {
    pub year: i32,
    pub month: u8,
    pub day: u8,
}

impl PrintDate {
    /// Today (UTC).
    pub fn today() -> PrintDate {
        let now = pdf::OffsetDateTime::now_utc();
        PrintDate {
            year: now.year(),
            month: now.date.month,
            day: now.day(),
        }
    }

    /// "12 May 2025", "12 mai 2025", in the language in force.
    pub fn long(self) -> String {
        // The year as text: a number would be written "2,025".
        tr!(
            ReportDate,
            day = self.day,
            month = self.month,
            year = self.year.to_string()
        )
    }

    fn to_pdf(self) -> pdf::OffsetDateTime {
        let mut d = pdf::OffsetDateTime::epoch();
        d.date = pdf::Date {
            year: self.year,
            month: self.month,
            day: self.day,
        };
        d.time.hour = 12;
        d
    }
}

/// Options beyond the template.
#[derive(Clone, Copy, Default)]
pub struct ReportOptions<'a> {
    /// Overrides the template's paper.
    pub paper: Option<Paper>,
    /// The printing date; today when `None`.
    pub printed: Option<PrintDate>,
    /// Called with the fraction done, 0.0 … 1.0.
    pub progress: Option<&'a dyn Fn(f32)>,
    /// Who the report is for; the template's default audience when `None`
    /// ([`Template::default_audience`]).
    pub audience: Option<Audience>,
}

/// Make the report and write it atomically to `out`.
pub fn write_report(
    scenario: &Scenario,
    scenario_dir: Option<&Path>,
    template: &Template,
    paper: Option<Paper>,
    out: &Path,
) -> Result<ReportSummary, ReportError> {
    let opts = ReportOptions {
        paper,
        ..Default::default()
    };
    write_report_with(scenario, scenario_dir, template, &opts, out)
}

/// [`write_report`] with a progress callback and a fixed printing date.
pub fn write_report_with(
    scenario: &Scenario,
    scenario_dir: Option<&Path>,
    template: &Template,
    opts: &ReportOptions,
    out: &Path,
) -> Result<ReportSummary, ReportError> {
    let (bytes, summary) = render(scenario, scenario_dir, template, opts)?;
    write_atomically(out, &bytes).map_err(|source| ReportError::Save {
        path: out.to_path_buf(),
        source,
    })?;
    if let Some(p) = opts.progress {
        p(1.0);
    }
    Ok(summary)
}

/// The report's bytes.
pub fn render_report(
    scenario: &Scenario,
    scenario_dir: Option<&Path>,
    template: &Template,
    paper: Option<Paper>,
) -> Result<Vec<u8>, ReportError> {
    let opts = ReportOptions {
        paper,
        ..Default::default()
    };
    render(scenario, scenario_dir, template, &opts).map(|(b, _)| b)
}

/// The report's bytes and what went into them.
pub fn render(
    scenario: &Scenario,
    scenario_dir: Option<&Path>,
    template: &Template,
    opts: &ReportOptions,
) -> Result<(Vec<u8>, ReportSummary), ReportError> {
    profiling::function_scope!();
    let progress = |f: f32| {
        if let Some(p) = opts.progress {
            p(f);
        }
    };
    progress(0.0);
    let printed = opts.printed.unwrap_or_else(PrintDate::today);
    let mut warnings = Vec::new();
    let map_source = read_map(scenario, scenario_dir, template, &mut warnings);
    progress(0.1);

    let fonts = text::Fonts::embedded();
    let audience = opts.audience.unwrap_or_else(|| template.default_audience());
    let heading = template.heading_for(audience);
    let doc = new_document(scenario, &heading, printed);
    let page_size = page_size(opts.paper.unwrap_or(template.paper), template.orientation);
    let record = BattleRecord::build(scenario);
    let view = Projection::new(scenario, &record, audience);
    let judgements = view.judgements(&crate::systems::judge_all(scenario));
    let summary_systems = judgements
        .iter()
        .filter(|(_, j)| j.verdict().is_some())
        .map(|(s, _)| s.id())
        .collect();
    let standing = crate::record::result::Standing::new(scenario, &record, judgements);
    let cx = sections::Context {
        s: scenario,
        template,
        standing,
        view,
        map: map_source.as_ref(),
        map_missing: warnings.first().cloned(),
        printed: printed.long(),
        page_size,
        plain: plain::Plain::new(scenario),
    };
    progress(0.2);

    let mut l = Layout::new(&fonts, doc, page_size);
    l.grey = template.greyscale;
    l.new_page();
    let map_outcome = sections::draw_all(&mut l, &cx, &mut |f| progress(0.2 + 0.6 * f));
    if let Some(w) = &map_outcome.warning {
        warnings.push(w.clone());
    }
    let footer = tr!(
        ReportFooter,
        scenario = scenario.title.trim(),
        heading = heading.as_str(),
        date = cx.printed.as_str()
    );
    let (doc, outline) = l.finish(&footer);
    let pages = doc.pages.len();

    let bytes = pdf_bytes(doc, &outline)?;
    progress(0.95);
    let summary = ReportSummary {
        pages,
        bytes: bytes.len() as u64,
        map_pixels_embedded: map_outcome.pixels,
        map_source_pixels: map_source.as_ref().map(|m| m.size),
        map_passthrough: map_outcome.passthrough,
        systems_applied: summary_systems,
        warnings,
    };
    Ok((bytes, summary))
}

/// An empty document with its title, dates, author and subject.
fn new_document(scenario: &Scenario, heading: &str, printed: PrintDate) -> pdf::PdfDocument {
    let mut doc = pdf::PdfDocument::new(&document_title(scenario, heading));
    doc.metadata.info.creation_date = printed.to_pdf();
    doc.metadata.info.modification_date = printed.to_pdf();
    doc.metadata.info.metadata_date = printed.to_pdf();
    doc.metadata.info.creator = "umpire".into();
    doc.metadata.info.producer = format!("umpire {}", env!("CARGO_PKG_VERSION"));
    doc.metadata.info.author = document_author(scenario);
    doc.metadata.info.subject = document_subject(scenario);
    doc
}

/// The laid-out document as PDF bytes: fonts subset (`subset`), the outline and the PDF 1.4
/// header added ([`finish`]), compressed.
fn pdf_bytes(
    doc: pdf::PdfDocument,
    outline: &[layout::OutlineEntry],
) -> Result<Vec<u8>, ReportError> {
    let save = pdf::PdfSaveOptions {
        optimize: true,
        subset_fonts: true,
        secure: true,
        // The map is embedded by us at print resolution; printpdf must not touch images.
        image_optimization: None,
    };
    let mut pdf_warnings = Vec::new();
    let mut lo = doc.to_lopdf_document(&save, &mut pdf_warnings);
    subset::subset_fonts(&mut lo);
    finish::finish(&mut lo, outline);
    lo.compress();
    let mut bytes = Vec::new();
    lo.save_to(&mut bytes)
        .map_err(|source| ReportError::Pdf { source })?;
    Ok(bytes)
}

/// The map file, when the template shows the map and the file can be read. A map that cannot
/// be read leaves the report without its image, with a warning (as `umpire check` warns): the
/// rest of the report is still the club's record.
fn read_map(
    s: &Scenario,
    scenario_dir: Option<&Path>,
    template: &Template,
    warnings: &mut Vec<String>,
) -> Option<map::MapSource> {
    if !template.sections.iter().any(|s| s.kind == SectionKind::Map) {
        return None;
    }
    let path = map::map_path(s, scenario_dir)?;
    match map::MapSource::read(&path) {
        Ok(m) => Some(m),
        Err(e) => {
            warnings.push(tr!(ReportWithoutMap, error = e.to_string()));
            None
        }
    }
}

/// The PDF's author: the umpire the scenario names, else "Umpire".
fn document_author(s: &Scenario) -> String {
    let name = s.played.umpire.trim();
    if name.is_empty() {
        tr!(ReportAuthorUmpire)
    } else {
        name.to_string()
    }
}

/// The PDF's subject: what the document is, of which battle.
fn document_subject(s: &Scenario) -> String {
    let title = s.title.trim();
    let date = s.date.trim();
    match (title.is_empty(), date.is_empty()) {
        (true, _) => tr!(ReportTitle),
        (false, true) => tr!(ReportSubject, title = title),
        (false, false) => tr!(ReportSubjectDated, title = title, date = date),
    }
}

fn document_title(s: &Scenario, heading: &str) -> String {
    if s.title.trim().is_empty() {
        heading.to_string()
    } else {
        tr!(
            ReportDocumentTitle,
            scenario = s.title.trim(),
            heading = heading
        )
    }
}

/// Page width and height in points.
pub fn page_size(paper: Paper, orientation: Orientation) -> (f32, f32) {
    let (w, h) = paper.size_mm();
    let (w, h) = (w * PT_PER_MM, h * PT_PER_MM);
    match orientation {
        Orientation::Portrait => (w, h),
        Orientation::Landscape => (h, w),
    }
}

/// What `umpire report` made: the line to print, and warnings for standard error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportDone {
    pub line: String,
    pub warnings: Vec<String>,
}

impl ReportDone {
    /// "report.pdf: 7 pages, 120 KB", and the report's warnings.
    pub fn written(out: &Path, summary: ReportSummary) -> ReportDone {
        ReportDone {
            line: tr!(
                ReportWritten,
                path = out.display().to_string(),
                pages = summary.pages,
                // As text: the size is a count of kilobytes, never grouped.
                kb = summary.bytes.div_ceil(1024).to_string()
            ),
            warnings: summary.warnings,
        }
    }
}

/// What `umpire report FILE -o PDF --template NAME|PATH --paper a4|letter [--greyscale]` does:
/// load and check the scenario, resolve the template, write the PDF. Returns the line to print
/// and any warnings, or the message naming what went wrong.
pub fn report_command(
    file: &Path,
    out: &Path,
    template: &str,
    paper: Option<&str>,
    audience: Option<Audience>,
    greyscale: bool,
) -> Result<ReportDone, ReportCommandError> {
    let scenario = crate::model::load(file, &crate::systems::ids())?;
    let mut template = Template::resolve(template)?;
    template.greyscale |= greyscale;
    let paper = match paper {
        Some(p) => Some(Paper::parse(p).ok_or_else(|| ReportCommandError::Paper {
            given: p.to_string(),
        })?),
        None => None,
    };
    let opts = ReportOptions {
        paper,
        audience,
        ..Default::default()
    };
    let summary = write_report_with(&scenario, file.parent(), &template, &opts, out)?;
    Ok(ReportDone::written(out, summary))
}

/// A report to make on another thread: everything it needs, owned.
#[derive(Clone, Debug)]
pub struct ReportJob {
    pub scenario: Scenario,
    /// The scenario file's folder, against which a relative map path is read.
    pub scenario_dir: Option<PathBuf>,
    pub template: Template,
    pub paper: Option<Paper>,
    /// Who the report is for (the window's audience).
    pub audience: Audience,
    pub out: PathBuf,
}

impl ReportJob {
    /// Make the report, telling `progress` the fraction done.
    pub fn run(&self, progress: &dyn Fn(f32)) -> Result<ReportSummary, ReportError> {
        let opts = ReportOptions {
            paper: self.paper,
            printed: None,
            progress: Some(progress),
            audience: Some(self.audience),
        };
        write_report_with(
            &self.scenario,
            self.scenario_dir.as_deref(),
            &self.template,
            &opts,
            &self.out,
        )
    }

    /// Run on a new thread. Progress arrives on the receiver (0.0 … 1.0); the handle gives the
    /// result.
    pub fn spawn(
        self,
    ) -> (
        std::thread::JoinHandle<Result<ReportSummary, ReportError>>,
        std::sync::mpsc::Receiver<f32>,
    ) {
        let (tx, rx) = std::sync::mpsc::channel();
        let handle = std::thread::spawn(crate::i18n::carried(move || {
            let send = move |f: f32| {
                let _ = tx.send(f);
            };
            self.run(&send)
        }));
        (handle, rx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_pages() {
        let d = PrintDate {
            year: 2025,
            month: 5,
            day: 12,
        };
        assert_eq!(d.long(), "12 May 2025");
        let (w, h) = page_size(Paper::A4, Orientation::Portrait);
        assert!(
            (w - 595.28).abs() < 0.1 && (h - 841.89).abs() < 0.1,
            "{w} {h}"
        );
        let (w, h) = page_size(Paper::Letter, Orientation::Landscape);
        assert!(
            (w - 792.0).abs() < 0.1 && (h - 612.0).abs() < 0.1,
            "{w} {h}"
        );
    }

    #[test]
    fn the_report_command_says_what_is_wrong_and_keeps_the_cause() {
        let dir = std::env::temp_dir();
        let out = dir.join("umpire-report-command-test.pdf");
        let missing = dir.join("umpire-no-such-scenario.ron");
        let e = report_command(&missing, &out, "umpire", None, None, false).unwrap_err();
        assert!(matches!(e, ReportCommandError::Scenario(_)), "{e:?}");
        let e = report_command(&missing, &out, "plyer", None, None, false).unwrap_err();
        assert!(
            matches!(e, ReportCommandError::Scenario(_)),
            "the scenario is read first"
        );
        let demo =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios/lobositz.ron");
        let e = report_command(&demo, &out, "umpire", Some("a5"), None, false).unwrap_err();
        assert_eq!(e.to_string(), "--paper a5: use a4 or letter");
        let e = report_command(&demo, &out, "plyer", None, None, false).unwrap_err();
        assert!(matches!(e, ReportCommandError::Template(_)), "{e:?}");
        assert!(!out.exists(), "nothing was written");
    }

    #[test]
    fn a_job_is_send() {
        fn send<T: Send + 'static>() {}
        send::<ReportJob>();
        send::<ReportError>();
        send::<ReportSummary>();
    }
}
