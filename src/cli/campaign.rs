//! `umpire campaign FILE [--format text|json|csv] [--audience umpire|a|b|public]`: the
//! campaign's ledger as one audience may know it. The battles are read beside the campaign
//! file; a battle the ledger cannot take (missing, broken, listed twice, its units not the
//! campaign's) stops the ledger there: what comes before it is written out, the reason goes
//! to standard error (naming the campaign's line and the file) and the exit code says invalid
//! input.

use super::args::{CampaignArgs, CampaignFormat};
use super::campaign_text::campaign_text;
use super::output::TerminalSafe;
use super::{EXIT_INVALID, EXIT_OK};
use crate::model::campaign::{self, CampaignSource};
use crate::model::{FileError, FileKind};
use crate::record::campaign::{CampaignView, export, ledger_from_disk};
use std::io::Write;
use std::path::Path;

/// Read a campaign file; `-` reads standard input, its battles then read from the current
/// folder.
pub(super) fn load_campaign(path: &Path) -> Result<CampaignSource, FileError> {
    if path.as_os_str() != "-" {
        return campaign::read_campaign(path);
    }
    let origin = "<stdin>";
    let text = FileKind::Campaign.read_stream(std::io::stdin().lock(), origin)?;
    campaign::source_from_text(&text, origin, None)
}

pub(super) fn campaign(args: &CampaignArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let mut err = TerminalSafe(err);
    let src = match load_campaign(&args.file) {
        Ok(src) => src,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            return EXIT_INVALID;
        }
    };
    let ledger = ledger_from_disk(&src);
    let view = CampaignView::new(&src.campaign, &ledger, args.audience);
    match args.format {
        CampaignFormat::Text => {
            let _ = write!(TerminalSafe(out), "{}", campaign_text(&src.origin, &view));
        }
        CampaignFormat::Csv => {
            let _ = write!(out, "{}", export::csv(&view));
        }
        CampaignFormat::Json => match serde_json::to_string_pretty(&export::json(&view)) {
            Ok(text) => {
                let _ = writeln!(out, "{text}");
            }
            Err(e) => {
                let error = e.to_string();
                let _ = writeln!(
                    err,
                    "{}",
                    crate::i18n::tr!(CliCannotWriteJson, error = error)
                );
                return EXIT_INVALID;
            }
        },
    }
    match view.refusal_text() {
        Some(refusal) => {
            let _ = writeln!(err, "{refusal}");
            EXIT_INVALID
        }
        None => EXIT_OK,
    }
}
