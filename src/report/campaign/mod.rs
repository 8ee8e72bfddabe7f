//! The campaign's after-action report: a PDF for one audience (the umpire, a side, the public)
//! laid out from the campaign's ledger as that audience may know it
//! ([`crate::record::campaign::CampaignView`] and its rows). The report never computes a figure
//! of its own: every figure and sentence is a row's.
//!
//! It uses the battle report's layout engine, fonts, footer, outline and finishing
//! ([`super::layout`], [`super::finish`]), its charts ([`super::charts`]) and its map pages.
//! One file per section:
//! - `title`: the title page (the campaign, its days, the audience, the rules in force and the
//!   results table, the notes);
//! - `standings`: the wins by level per side;
//! - `ledger`: the battles in a table (who fought, the result of record and its level, the
//!   losses, the campaign effect);
//! - `armies`: per army, its strength over the campaign step by step with the rule that made
//!   each figure, its units, and a chart of every army this audience may see;
//! - `battles`: a page per battle, its result of record and its map at the battle's end;
//! - `due`: what is still due after the ledger's day, the refusal and the warnings.

mod armies;
mod battles;
mod due;
mod ledger;
mod standings;
mod title;

use super::layout::Layout;
use super::{Paper, PrintDate, ReportDone, ReportError, ReportSummary, text};
use crate::assets::demo::DEMO_CAMPAIGN_ORIGIN;
use crate::i18n::tr;
use crate::model::FileError;
use crate::model::Scenario;
use crate::model::campaign::{BattleFileError, CampaignSource};
use crate::record::Audience;
use crate::record::campaign::{CampaignLedger, CampaignView};
use std::path::{Path, PathBuf};

/// The report's heading, on its title page, in its footer and as the PDF's title.
pub const HEADING: &str = "Campaign after-action report";

/// Options of a campaign report.
#[derive(Clone, Copy, Debug)]
pub struct CampaignReportOptions {
    pub audience: Audience,
    /// A4 when `None`.
    pub paper: Option<Paper>,
    /// The printing date; today when `None`.
    pub printed: Option<PrintDate>,
    /// Every colour as its grey, for a monochrome printer.
    pub greyscale: bool,
}

impl CampaignReportOptions {
    pub fn for_audience(audience: Audience) -> CampaignReportOptions {
        CampaignReportOptions {
            audience,
            paper: None,
            printed: None,
            greyscale: false,
        }
    }
}

/// The campaign as read: its file, its battles' scenarios (in the campaign's order, as
/// [`CampaignSource::load_battles`] reads them) and the ledger walked from them.
#[derive(Clone, Copy)]
pub struct CampaignInput<'a> {
    pub src: &'a CampaignSource,
    pub battles: &'a [Result<Scenario, BattleFileError>],
    pub ledger: &'a CampaignLedger,
}

/// Why `umpire campaign-report` made no report.
#[derive(Debug, thiserror::Error)]
pub enum CampaignReportError {
    #[error(transparent)]
    Campaign(#[from] FileError),
    #[error(transparent)]
    Report(#[from] ReportError),
}

/// What every section draws from.
pub(crate) struct Context<'a> {
    pub input: CampaignInput<'a>,
    pub view: CampaignView<'a>,
    /// "12 May 2025".
    pub printed: String,
}

impl<'a> Context<'a> {
    /// Battle `i`'s scenario, when its file could be read.
    fn scenario(&self, i: usize) -> Option<&'a Scenario> {
        self.input.battles.get(i).and_then(|b| b.as_ref().ok())
    }

    /// The folder battle `i`'s scenario names its map relative to.
    fn battle_dir(&self, i: usize) -> Option<PathBuf> {
        let path = self.input.src.battle_path(i)?;
        path.parent().map(Path::to_path_buf)
    }
}

/// The report's bytes and what went into them.
pub fn render_campaign_report(
    input: CampaignInput,
    opts: &CampaignReportOptions,
) -> Result<(Vec<u8>, ReportSummary), ReportError> {
    let printed = opts.printed.unwrap_or_else(PrintDate::today);
    let campaign = &input.src.campaign;
    let view = CampaignView::new(campaign, input.ledger, opts.audience);
    let cx = Context {
        input,
        view,
        printed: printed.long(),
    };
    let fonts = text::Fonts::embedded();
    let doc = new_document(&cx, printed);
    let page_size = super::page_size(
        opts.paper.unwrap_or(Paper::A4),
        super::Orientation::Portrait,
    );
    let mut l = Layout::new(&fonts, doc, page_size);
    l.grey = opts.greyscale;
    l.new_page();
    let mut warnings = Vec::new();
    title::draw(&mut l, &cx);
    standings::draw(&mut l, &cx);
    ledger::draw(&mut l, &cx);
    armies::draw(&mut l, &cx);
    battles::draw(&mut l, &cx, &mut warnings);
    due::draw(&mut l, &cx);
    let footer = tr!(
        ReportCampaignFooter,
        title = campaign_title(&cx),
        heading = heading(),
        audience = audience_word(&cx),
        date = cx.printed.as_str()
    );
    let (doc, outline) = l.finish(&footer);
    let pages = doc.pages.len();
    let bytes = super::pdf_bytes(doc, &outline)?;
    let summary = ReportSummary {
        pages,
        bytes: bytes.len() as u64,
        warnings,
        ..Default::default()
    };
    Ok((bytes, summary))
}

/// Make the report and write it atomically to `out`.
pub fn write_campaign_report(
    input: CampaignInput,
    opts: &CampaignReportOptions,
    out: &Path,
) -> Result<ReportSummary, ReportError> {
    let (bytes, summary) = render_campaign_report(input, opts)?;
    crate::model::write_atomically(out, &bytes).map_err(|source| ReportError::Save {
        path: out.to_path_buf(),
        source,
    })?;
    Ok(summary)
}

/// The report of a campaign as it stands (its battles read from its folder, or from memory
/// for the built-in demo; the ledger walked), written to `out`: what the window calls, with
/// the campaign it has open.
pub fn campaign_report_of(
    src: &CampaignSource,
    opts: &CampaignReportOptions,
    out: &Path,
) -> Result<ReportSummary, ReportError> {
    let systems = crate::systems::ids();
    let battles = if src.dir.is_none() && src.origin == DEMO_CAMPAIGN_ORIGIN {
        crate::model::campaign::demo_campaign_battles(src, &systems)
    } else {
        src.load_battles(&systems)
    };
    let ledger = CampaignLedger::build(src, &battles);
    let input = CampaignInput {
        src,
        battles: &battles,
        ledger: &ledger,
    };
    write_campaign_report(input, opts, out)
}

/// A campaign report to make on another thread (the window's "Campaign report…"): everything
/// it needs, owned.
#[derive(Clone, Debug)]
pub struct CampaignReportJob {
    /// The campaign as the window has it open (its battles are read from its folder).
    pub source: CampaignSource,
    pub options: CampaignReportOptions,
    pub out: PathBuf,
}

impl CampaignReportJob {
    /// Make the report.
    pub fn run(&self) -> Result<ReportSummary, ReportError> {
        campaign_report_of(&self.source, &self.options, &self.out)
    }

    /// Run on a new thread, in the language in force here; the handle gives the result.
    pub fn spawn(self) -> std::thread::JoinHandle<Result<ReportSummary, ReportError>> {
        std::thread::spawn(crate::i18n::carried(move || self.run()))
    }
}

/// What `umpire campaign-report FILE -o PDF [--audience …]` does: read the campaign and its
/// battles, walk the ledger, write the PDF. Returns the line to print and any warnings (the
/// ledger's refusal is in the report, not an error: the report says where the ledger stops).
pub fn campaign_report_command(
    file: &Path,
    out: &Path,
    opts: &CampaignReportOptions,
) -> Result<ReportDone, CampaignReportError> {
    let src = crate::model::campaign::read_campaign(file)?;
    let summary = campaign_report_of(&src, opts, out)?;
    Ok(ReportDone::written(out, summary))
}

/// The campaign's title, or a stand-in for an untitled one.
fn campaign_title(cx: &Context) -> String {
    let t = cx.view.campaign.title.trim();
    if t.is_empty() {
        tr!(ReportUntitledCampaign)
    } else {
        t.to_string()
    }
}

/// [`HEADING`] in the language in force.
fn heading() -> String {
    tr!(ReportCampaignHeading)
}

/// Who the report is for, in a word for the footer: "umpire", the side's name, "public".
fn audience_word(cx: &Context) -> String {
    match cx.view.audience {
        Audience::Umpire => tr!(ReportAudienceUmpire),
        Audience::Side(side) => cx.view.campaign.side(side).name.trim().to_string(),
        Audience::Public => tr!(ReportAudiencePublic),
    }
}

/// An empty document with its title, dates, author and subject.
fn new_document(cx: &Context, printed: PrintDate) -> printpdf::PdfDocument {
    let title = campaign_title(cx);
    let mut doc = printpdf::PdfDocument::new(&tr!(
        ReportDocumentTitle,
        scenario = title.as_str(),
        heading = heading()
    ));
    let date = printed.to_pdf();
    doc.metadata.info.creation_date = date;
    doc.metadata.info.modification_date = date;
    doc.metadata.info.metadata_date = date;
    doc.metadata.info.creator = "umpire".into();
    doc.metadata.info.producer = format!("umpire {}", env!("CARGO_PKG_VERSION"));
    doc.metadata.info.author = tr!(ReportAuthorUmpire);
    doc.metadata.info.subject = tr!(ReportCampaignSubject, title = title);
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_is_send_and_makes_the_demos_report() {
        fn send<T: Send + 'static>() {}
        send::<CampaignReportJob>();
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("jena.pdf");
        let job = CampaignReportJob {
            source: crate::model::campaign::demo_campaign().unwrap(),
            options: CampaignReportOptions::for_audience(Audience::Side(crate::model::SideId::B)),
            out: out.clone(),
        };
        let summary = job.spawn().join().unwrap().unwrap();
        assert!(summary.pages >= 5, "{summary:?}");
        assert!(summary.warnings.is_empty(), "{:?}", summary.warnings);
        assert_eq!(std::fs::metadata(&out).unwrap().len(), summary.bytes);
    }

    #[test]
    fn a_missing_campaign_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("no-such-campaign.ron");
        let out = dir.path().join("out.pdf");
        let opts = CampaignReportOptions::for_audience(Audience::Umpire);
        let e = campaign_report_command(&missing, &out, &opts).unwrap_err();
        assert!(e.to_string().contains("no-such-campaign.ron"), "{e}");
        assert!(!out.exists());
    }
}
