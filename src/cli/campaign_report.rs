//! `umpire campaign-report`: the campaign's after-action report for one audience, made by
//! [`crate::report::campaign`]. As `umpire report`, the output is checked before any work: it
//! must be writable and none of the report's inputs (the campaign file, a battle's file).

use super::EXIT_INVALID;
use super::args::CampaignReportArgs;
use super::output::TerminalSafe;
use crate::i18n::tr;
use crate::model::{self, campaign};
use crate::report::Paper;
use crate::report::campaign::{CampaignReportOptions, campaign_report_command};
use std::io::Write;
use std::path::PathBuf;

/// `umpire campaign-report FILE -o PDF [--audience umpire|a|b|public] [--paper a4|letter]
/// [--greyscale]`.
pub(super) fn campaign_report(
    args: &CampaignReportArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let err = &mut TerminalSafe(err);
    if let Err(e) = check_output(args) {
        let _ = writeln!(err, "{e}");
        return EXIT_INVALID;
    }
    let opts = CampaignReportOptions {
        paper: args.paper.as_deref().and_then(Paper::parse),
        greyscale: args.greyscale,
        ..CampaignReportOptions::for_audience(args.audience)
    };
    let made = campaign_report_command(&args.file, &args.output, &opts);
    super::report::tell(made, out, err)
}

/// Refuse, before any work, an output that cannot be written (a device, a folder) or that is
/// the campaign file or one of its battles' files.
fn check_output(args: &CampaignReportArgs) -> Result<(), String> {
    let target = &args.output;
    model::files::check_target(target).map_err(|e| model::files::error_at(target, &e))?;
    let battles: Vec<PathBuf> = campaign::read_campaign(&args.file)
        .map(|src| {
            (0..src.campaign.battles.len())
                .filter_map(|i| src.battle_path(i))
                .collect()
        })
        .unwrap_or_default();
    let (campaign, battle) = (tr!(CliInputCampaign), tr!(CliInputCampaignBattle));
    let mut inputs = vec![(campaign.as_str(), args.file.as_path())];
    inputs.extend(battles.iter().map(|p| (battle.as_str(), p.as_path())));
    model::files::refuse_overwriting_inputs(target, &inputs).map_err(|e| e.to_string())
}
