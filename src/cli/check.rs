//! `umpire check`: syntax and consistency (errors), then what is legal but probably wrong
//! (warnings): marker placement (the own-area rule, the order of placement), the map image, the
//! casualty chart's records (a C-in-C ticked lost that the log does not record, guns typed while
//! the log records others), and what the victory systems find in the log as an umpire would rule
//! it (a void withdrawal test, a unit fighting before it arrives…), each with its place in the
//! file. Warnings never change the exit code.
//!
//! A campaign file (told by its content) is checked as a campaign: the file itself, then every
//! battle against the ledger, as `umpire campaign` reads them.

use super::args::CheckArgs;
use super::output::{TerminalSafe, at_place, read_text};
use super::{EXIT_INVALID, EXIT_OK};
use crate::i18n::tr;
use crate::model::{self, FileError, Scenario};
use crate::systems::{self, Judgement};
use std::io::Write;
use std::path::Path;

pub(super) fn check(args: &CheckArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let (out, err) = (&mut TerminalSafe(out), &mut TerminalSafe(err));
    let mut failed = false;
    for path in &args.files {
        // Read once: standard input can be read only once.
        let read = read_text(path);
        if let Ok((origin, text)) = &read
            && crate::model::campaign::looks_like_campaign(text)
        {
            failed |= !check_campaign(path, origin, text, out, err);
            continue;
        }
        let parsed = read.and_then(|(origin, text)| {
            model::parse_lenient(&text, &origin, &crate::systems::ids())
                .map(|(s, p)| (origin, s, p))
        });
        let (origin, s, problems) = match parsed {
            Ok(x) => x,
            Err(e) => {
                let _ = writeln!(err, "{e}");
                failed = true;
                continue;
            }
        };
        let mut warnings = warnings(path, &s);
        // A file with consistency problems is refused; its systems would only repeat them.
        if problems.is_empty() {
            warnings.extend(system_findings(&s));
        }
        for w in &warnings {
            // One line each, whatever the names in it hold.
            let w = model::limits::escape_controls(w);
            let _ = writeln!(
                err,
                "{}",
                tr!(CliWarning, origin = origin.as_str(), text = w)
            );
        }
        if problems.is_empty() {
            let _ = writeln!(out, "{}", tr!(CliOk, title = s.title.as_str()));
        } else {
            failed = true;
            let _ = writeln!(
                err,
                "{}",
                FileError::Invalid {
                    kind: model::FileKind::Scenario,
                    path: origin,
                    problems,
                }
            );
        }
    }
    if failed { EXIT_INVALID } else { EXIT_OK }
}

/// Check a campaign and its battles: true when the ledger takes every battle. The ledger's
/// warnings (the umpire's) are printed as a scenario's are.
fn check_campaign(
    path: &Path,
    origin: &str,
    text: &str,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> bool {
    let dir = path.parent().map(Path::to_path_buf);
    let src = match crate::model::campaign::source_from_text(text, origin, dir) {
        Ok(src) => src,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            return false;
        }
    };
    let ledger = crate::record::campaign::ledger_from_disk(&src);
    for w in &ledger.warnings {
        let w = model::limits::escape_controls(&w.text);
        let _ = writeln!(err, "{}", tr!(CliWarning, origin = origin, text = w));
    }
    if let Some(refusal) = &ledger.refused {
        let _ = writeln!(err, "{}", refusal.message);
        return false;
    }
    let title = src.campaign.title.as_str();
    let count = src.campaign.battles.len();
    let _ = writeln!(out, "{}", tr!(CliOkCampaign, title = title, count = count));
    true
}

/// What is legal but probably wrong: marker placement, a missing or mis-sized map image.
fn warnings(path: &Path, s: &Scenario) -> Vec<String> {
    let mut out: Vec<String> = model::placement_problems(s)
        .iter()
        // The set's sum and size are validation problems already, reported as such.
        .filter(|p| {
            !matches!(
                p,
                model::PlacementProblem::SetSum { .. } | model::PlacementProblem::TooMany { .. }
            )
        })
        .map(|p| p.message(s))
        .collect();
    out.extend(
        crate::systems::casualty_chart::warnings(s)
            .into_iter()
            .map(|w| match w.side {
                Some(side) => format!("{} ({}): {}", w.path, s.side(side).name, w.message),
                None => format!("{}: {}", w.path, w.message),
            }),
    );
    // From standard input there is no folder to find a relative map image in; an empty path
    // is a validation problem already.
    let image = s.map.image.as_ref().filter(|i| !i.trim().is_empty());
    if let Some(image) = image.filter(|_| path.as_os_str() != "-") {
        let file = crate::render::draw::map_image_path(path.parent(), image);
        // The image is walked, not decoded: its header, size and whether it is whole.
        match crate::render::image_io::dimensions_of_file(&file) {
            Err(e) => out.push(format!("map.image: {e}")),
            Ok(dims) => {
                if let Some(size) = s.map.size
                    && size != dims
                {
                    // Pixel sizes are written as image sizes are, without grouping
                    // (1600 × 1200), in every language.
                    out.push(tr!(
                        CliMapSizeDiffers,
                        width = size.0.to_string(),
                        height = size.1.to_string(),
                        file = file.display().to_string(),
                        image_width = dims.0.to_string(),
                        image_height = dims.1.to_string()
                    ));
                }
            }
        }
    }
    out
}

/// What each victory system finds at a place of the file: a verdict's flags that name one (a
/// void withdrawal test, a log entry Waterloo 20 doubts…), and the problems for which a system
/// refuses to judge. Each says its place, unless its sentence already does.
fn system_findings(s: &Scenario) -> Vec<String> {
    let placed = |id: &str, path: &str, text: &str| format!("{id}: {}", at_place(path, text));
    let mut out = Vec::new();
    for (sys, j) in systems::judge_all(s) {
        match &j {
            Judgement::Verdict(v) => out.extend(v.flags.iter().filter_map(|f| {
                f.path
                    .as_deref()
                    .map(|path| placed(sys.id(), path, &f.text))
            })),
            Judgement::Invalid { problems } => out.extend(problems.iter().map(|p| {
                let text = tr!(CliCannotJudge, message = p.message.as_str());
                placed(sys.id(), &p.path, &text)
            })),
            Judgement::NotApplicable { .. } | Judgement::Withheld { .. } => {}
        }
    }
    out
}
