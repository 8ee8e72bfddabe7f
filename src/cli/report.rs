//! `umpire report`: the PDF after-action report, made by [`crate::report`]. The output is
//! checked before any work: it must be writable and none of the report's inputs.

use super::args::ReportArgs;
use super::output::TerminalSafe;
use super::{EXIT_INVALID, EXIT_OK};
use crate::i18n::tr;
use crate::model;
use std::io::Write;
use std::path::{Path, PathBuf};

/// `umpire report FILE -o PDF [--template NAME|PATH] [--paper a4|letter] [--greyscale]`.
pub(super) fn report(args: &ReportArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let err = &mut TerminalSafe(err);
    if let Err(e) = check_report_output(args) {
        let _ = writeln!(err, "{e}");
        return EXIT_INVALID;
    }
    let Ok(audience) = super::player_copy::audience_of_file(&args.file, args.audience, err) else {
        return EXIT_INVALID;
    };
    let paper = args.paper.as_deref();
    let made = crate::report::report_command(
        &args.file,
        &args.output,
        &args.template,
        paper,
        audience,
        args.greyscale,
    );
    tell(made, out, err)
}

/// Print what a report command made (its line, its warnings on standard error) or why it made
/// nothing; the exit code.
pub(super) fn tell<E: std::fmt::Display>(
    made: Result<crate::report::ReportDone, E>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    match made {
        Ok(done) => {
            for w in &done.warnings {
                let text = w.to_string();
                let _ = writeln!(err, "{}", crate::i18n::tr!(CliReportWarning, text = text));
            }
            let _ = writeln!(out, "{}", done.line);
            EXIT_OK
        }
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_INVALID
        }
    }
}

/// Why the report's output is refused before any work.
#[derive(Debug, thiserror::Error)]
enum OutputRefused {
    /// It cannot be written: a device, a FIFO, a folder, a loop of links.
    #[error("{}", crate::model::files::error_at(path, source))]
    NotWritable {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// It is one of the report's inputs.
    #[error(transparent)]
    Input(#[from] model::files::OverwritesInput),
}

/// Refuse, before any work, a report output that cannot be written (a device, a FIFO, a
/// folder) or that is one of the report's inputs: the scenario, the template file or the map.
fn check_report_output(args: &ReportArgs) -> Result<(), OutputRefused> {
    let out = &args.output;
    model::files::check_target(out).map_err(|source| OutputRefused::NotWritable {
        path: out.clone(),
        source,
    })?;
    let map = model::load_lenient(&args.file, &crate::systems::ids())
        .ok()
        .and_then(|(s, _)| crate::report::map::map_path(&s, args.file.parent()));
    let (scenario, template, image) = (
        tr!(CliInputScenario),
        tr!(CliInputTemplate),
        tr!(CliInputMapImage),
    );
    let mut inputs = vec![(scenario.as_str(), args.file.as_path())];
    if crate::report::Template::builtin(&args.template).is_none() {
        inputs.push((template.as_str(), Path::new(&args.template)));
    }
    if let Some(map) = &map {
        inputs.push((image.as_str(), map));
    }
    Ok(model::files::refuse_overwriting_inputs(out, &inputs)?)
}
