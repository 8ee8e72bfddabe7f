//! `umpire compute`: judge each file with the chosen systems, for one audience, as text or
//! JSON. A file that cannot be read, or that makes umpire fail, costs only its own output.

use super::args::{ComputeArgs, Format};
use super::json::{JsonResult, json_result};
use super::output::{TerminalSafe, load};
use super::text::text_report;
use super::{EXIT_INVALID, EXIT_OK};
use crate::i18n::tr;
use crate::model::{FileError, Scenario};
use crate::record::{BattleRecord, Projection};
use crate::systems::{self, Judgement, VictorySystem};
use std::io::Write;
use std::path::Path;

fn selected_systems(ids: &[String]) -> Vec<&'static dyn VictorySystem> {
    if ids.is_empty() {
        return systems::registry().to_vec();
    }
    // In registry order, each once, whatever order they were named in.
    systems::registry()
        .into_iter()
        .filter(|s| ids.iter().any(|id| id == s.id()))
        .collect()
}

/// How a system judges a scenario: [`VictorySystem::judge`], or a stand-in in tests.
type Judge<'a> = &'a dyn Fn(&'static dyn VictorySystem, &Scenario) -> Judgement;

pub(super) fn compute(args: &ComputeArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    compute_with(args, out, err, &|sys, s| sys.judge(s))
}

/// What one file gives `compute`.
enum FileOutput {
    Json(Vec<JsonResult>),
    Text(String),
}

/// Read, judge and write up one file.
fn judge_file(
    path: &Path,
    args: &ComputeArgs,
    chosen: &[&'static dyn VictorySystem],
    judge: Judge,
) -> Result<(String, FileOutput), JudgeError> {
    let (origin, s) = load(path)?;
    let mut said = Vec::new();
    let Some(audience) = super::player_copy::audience_of(&origin, &s, args.audience, &mut said)
    else {
        return Err(JudgeError::Refused(String::from_utf8_lossy(&said).into()));
    };
    let judged: Vec<_> = chosen.iter().map(|sys| (*sys, judge(*sys, &s))).collect();
    // What the audience may know decides what is printed (rules reference, Who knows what).
    let record = BattleRecord::build(&s);
    let results = Projection::new(&s, &record, audience).judgements(&judged);
    let banner = String::from_utf8_lossy(&said).into_owned();
    let output = match args.format {
        Format::Json => FileOutput::Json(
            results
                .iter()
                .map(|(sys, j)| json_result(&origin, &s, *sys, j))
                .collect(),
        ),
        Format::Text => FileOutput::Text(text_report(&origin, &s, &results)),
    };
    Ok((banner, output))
}

/// Why a file gives `compute` nothing.
#[derive(Debug, thiserror::Error)]
enum JudgeError {
    #[error(transparent)]
    Load(#[from] FileError),
    /// A player copy asked for another audience (the message ends its line).
    #[error("{}", .0.trim_end())]
    Refused(String),
}

/// The message a panic carried.
fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| tr!(CliNoPanicMessage))
}

/// `compute` with the judging given: each file is handled on its own, so that a file that
/// cannot be read, or that makes umpire fail (a defect, caught here), costs only its own
/// output; the exit code is then 1.
fn compute_with(args: &ComputeArgs, out: &mut dyn Write, err: &mut dyn Write, judge: Judge) -> u8 {
    let chosen = selected_systems(&args.systems);
    let mut err = TerminalSafe(err);
    let mut failed = false;
    let mut rows = Vec::new();
    let mut first = true;
    for path in &args.files {
        let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            judge_file(path, args, &chosen, judge)
        }));
        if let Ok(Ok((banner, _))) = &done {
            let _ = write!(err, "{banner}");
        }
        match done {
            Ok(Ok((_, FileOutput::Json(r)))) => rows.extend(r),
            Ok(Ok((_, FileOutput::Text(text)))) => {
                let mut out = TerminalSafe(&mut *out);
                if !first {
                    let _ = writeln!(out);
                }
                let _ = write!(out, "{text}");
                first = false;
            }
            Ok(Err(e)) => {
                let _ = writeln!(err, "{e}");
                failed = true;
            }
            Err(panic) => {
                let file = path.display().to_string();
                let panic = panic_text(panic.as_ref());
                let _ = writeln!(err, "{}", tr!(CliJudgeDefect, file = file, panic = panic));
                failed = true;
            }
        }
    }
    if args.format == Format::Json {
        match serde_json::to_string_pretty(&rows) {
            Ok(text) => {
                let _ = writeln!(out, "{text}");
            }
            Err(e) => {
                let _ = writeln!(err, "{}", tr!(CliCannotWriteJson, error = e.to_string()));
                failed = true;
            }
        }
    }
    if failed { EXIT_INVALID } else { EXIT_OK }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model;
    use crate::record::Audience;
    use std::path::PathBuf;

    #[test]
    fn a_panic_while_judging_one_file_costs_only_that_file() {
        let dir = tempfile::tempdir().unwrap();
        let files: Vec<PathBuf> = ["first", "boom", "last"]
            .iter()
            .map(|title| {
                let p = dir.path().join(format!("{title}.ron"));
                model::save(&Scenario::new(title), &p).unwrap();
                p
            })
            .collect();
        let judge = |sys: &'static dyn VictorySystem, s: &Scenario| {
            assert!(s.title != "boom", "a defect met in this file");
            sys.judge(s)
        };
        for format in [Format::Text, Format::Json] {
            let args = ComputeArgs {
                files: files.clone(),
                systems: Vec::new(),
                format,
                audience: Audience::Umpire,
            };
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let code = compute_with(&args, &mut out, &mut err, &judge);
            let (out, err) = (
                String::from_utf8(out).unwrap(),
                String::from_utf8(err).unwrap(),
            );
            assert_eq!(code, EXIT_INVALID);
            assert!(
                err.contains(
                    "boom.ron: umpire failed while judging this file (a defect met in this file)"
                ),
                "{err}"
            );
            assert!(out.contains("first") && out.contains("last"), "{out}");
            assert!(!out.contains("boom"), "{out}");
        }
    }
}
