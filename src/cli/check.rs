//! `umpire check`: syntax and consistency (errors), then what is legal but probably wrong
//! (warnings): marker placement and the map image.

use super::args::CheckArgs;
use super::output::{TerminalSafe, read_text};
use super::{EXIT_INVALID, EXIT_OK};
use crate::model::{self, LoadError, Scenario};
use std::io::Write;
use std::path::Path;

pub(super) fn check(args: &CheckArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let (out, err) = (&mut TerminalSafe(out), &mut TerminalSafe(err));
    let mut failed = false;
    for path in &args.files {
        let parsed = read_text(path).and_then(|(origin, text)| {
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
        let warnings = warnings(path, &s);
        for w in &warnings {
            // One line each, whatever the names in it hold.
            let w = model::limits::escape_controls(w);
            let _ = writeln!(err, "{origin}: warning: {w}");
        }
        if problems.is_empty() {
            let _ = writeln!(out, "OK: {}", s.title);
        } else {
            failed = true;
            let _ = writeln!(
                err,
                "{}",
                LoadError::Invalid {
                    path: origin,
                    problems,
                }
            );
        }
    }
    if failed { EXIT_INVALID } else { EXIT_OK }
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
                    out.push(format!(
                        "map.size says {} × {} but {} is {} × {} pixels",
                        size.0,
                        size.1,
                        file.display(),
                        dims.0,
                        dims.1
                    ));
                }
            }
        }
    }
    out
}
