//! `umpire player-copy`: write the scenario as one audience knows it
//! ([`crate::record::player_copy`]), and what every other command does with such a copy: read
//! it for its own audience only, and say so on stderr.

use super::args::PlayerCopyArgs;
use super::output::{TerminalSafe, load};
use crate::i18n::tr;
use crate::model::{self, Scenario};
use crate::record::Audience;
use crate::record::player_copy::{audience_for, copy_banner, player_copy};
use std::io::Write;
use std::path::Path;

/// `umpire player-copy FILE --audience a|b|public -o OUT`.
pub(super) fn write_player_copy(
    args: &PlayerCopyArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let err = &mut TerminalSafe(err);
    super::output::wrote(make_copy(args), &args.output, out, err)
}

fn make_copy(args: &PlayerCopyArgs) -> Result<(), String> {
    let (origin, s) = load(&args.file).map_err(|e| e.to_string())?;
    let copy = player_copy(&s, args.audience).map_err(|e| format!("{origin}: {e}"))?;
    let place = |e: &dyn std::fmt::Display| format!("{}: {e}", args.output.display());
    model::files::check_target(&args.output)
        .map_err(|e| model::files::error_at(&args.output, &e))?;
    model::files::refuse_overwriting_inputs(&args.output, &[(&tr!(CliInputScenario), &args.file)])
        .map_err(|e| e.to_string())?;
    if crate::model::bundle::is_bundle(&args.output) {
        return super::bundle::bundle_scenario(&copy, &args.file, &args.output);
    }
    let text = model::scenario_bytes(&copy).map_err(|e| place(&e))?;
    model::write_atomically(&args.output, text.as_bytes())
        .map_err(|e| model::files::error_at(&args.output, &e))
}

/// The audience a command reads `s` for when `asked` is asked for, saying "player copy for …"
/// on `err` when `s` is a copy; `None` (and the reason on `err`) when the copy is another
/// audience's.
pub(super) fn audience_of(
    origin: &str,
    s: &Scenario,
    asked: Audience,
    err: &mut dyn Write,
) -> Option<Audience> {
    match audience_for(s, asked) {
        Ok(audience) => {
            if let Some(banner) = copy_banner(s) {
                let _ = writeln!(TerminalSafe(err), "{origin}: {banner}");
            }
            Some(audience)
        }
        Err(e) => {
            let _ = writeln!(TerminalSafe(err), "{origin}: {e}");
            None
        }
    }
}

/// For a command that reads the file itself (`report`, `render-map`): the audience asked for,
/// or the copy's own when the file is a player copy (said on `err`); `Err` when the copy is
/// another audience's. A file that does not read is left to the command to report.
pub(super) fn audience_of_file(
    path: &Path,
    asked: Option<Audience>,
    err: &mut dyn Write,
) -> Result<Option<Audience>, ()> {
    let Ok((s, _)) = model::load_lenient(path, &crate::systems::ids()) else {
        return Ok(asked);
    };
    if s.copy_for.is_none() {
        return Ok(asked);
    }
    let origin = path.display().to_string();
    audience_of(&origin, &s, asked.unwrap_or_default(), err)
        .map(Some)
        .ok_or(())
}
