//! `umpire campaign-battle FILE --file NAME.ron --date YYYY-MM-DD --title T --a CONTINGENT …
//! --b CONTINGENT … --attacker a|b [--map PATH]`: the campaign umpire's "create the next
//! battle". The battle is made from the ledger ([`next_battle`]): the contingents named, each
//! unit at the strength the ledger gives it on the day, the campaign's deciding system and the
//! campaign flag. Its scenario is written beside the campaign (never over an existing file),
//! then its line is added to the campaign file, whole or not at all, keeping the file's
//! comments where it can.

use super::args::CampaignBattleArgs;
use super::output::TerminalSafe;
use super::{EXIT_INVALID, EXIT_OK};
use crate::i18n::tr;
use crate::model::campaign::{read_campaign, text_with_battle};
use crate::model::files::{self, read_text};
use crate::model::limits::MAX_FILE_BYTES;
use crate::model::{self, scenario_bytes};
use crate::record::campaign::{NextBattle, ledger_from_disk, next_battle, words};
use std::io::Write;

pub(super) fn campaign_battle(
    args: &CampaignBattleArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let mut err = TerminalSafe(err);
    match make(args, &mut TerminalSafe(out)) {
        Ok(()) => EXIT_OK,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_INVALID
        }
    }
}

fn make(args: &CampaignBattleArgs, out: &mut dyn Write) -> Result<(), String> {
    let path = &args.campaign;
    if path.as_os_str() == "-" {
        return Err(tr!(CliBattleNeedsFile));
    }
    let origin = path.display().to_string();
    let src = read_campaign(path).map_err(|e| e.to_string())?;
    let dir = src.dir.clone().unwrap_or_default();
    let ledger = ledger_from_disk(&src);
    let spec = NextBattle {
        file: args.file.clone(),
        title: args.title.clone(),
        date: args.date,
        contingents: (args.a.clone(), args.b.clone()),
        attacker: args.attacker,
    };
    let mut made =
        next_battle(&src.campaign, &ledger, &spec).map_err(|e| match &ledger.refused {
            Some(r) => format!("{origin}: {e}\n{}", r.message),
            None => format!("{origin}: {e}"),
        })?;
    let battle_path = dir.join(made.line.file.trim());
    if let Some(map) = &args.map {
        let image = battle_path.parent().unwrap_or(&dir).join(map);
        if !image.is_file() {
            let path = image.display().to_string();
            return Err(tr!(CliBattleNoMap, map = map.as_str(), path = path));
        }
        made.scenario.map.image = Some(map.clone());
    }
    if let Some(problem) = made
        .scenario
        .validate(&crate::systems::ids())
        .into_iter()
        .next()
    {
        let (file, problem) = (battle_path.display().to_string(), problem.to_string());
        return Err(tr!(CliBattleInconsistent, file = file, problem = problem));
    }
    // Read before anything is written: a campaign file that cannot be read back as it was
    // costs nothing.
    let what = tr!(CliCampaignFiles);
    let text = read_text(path, MAX_FILE_BYTES, &what).map_err(|e| format!("{origin}: {e}"))?;
    let (new_text, kept) = text_with_battle(&text, &src.campaign, &made.line).map_err(|e| {
        tr!(
            CliCampaignNotRon,
            origin = origin.as_str(),
            error = e.to_string()
        )
    })?;
    let bytes = scenario_bytes(&made.scenario).map_err(|e| e.to_string())?;
    files::write_new_file(&battle_path, bytes.as_bytes()).map_err(|e| {
        let file = battle_path.display().to_string();
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            tr!(CliBattleExists, file = file)
        } else {
            tr!(
                CliCannotWriteBattle,
                file = file,
                error = files::error_text(&e)
            )
        }
    })?;
    if let Err(e) = model::write_file(path, new_text.as_bytes()) {
        // The campaign does not list the battle: take its file back, so that making it again
        // is not refused for a file nobody asked for.
        let _ = std::fs::remove_file(&battle_path);
        let error = e.to_string();
        return Err(tr!(
            CliCannotAddBattle,
            origin = origin.as_str(),
            error = error
        ));
    }
    let index = src.campaign.battles.len();
    report(out, &made, &battle_path, &origin, index, kept);
    Ok(())
}

fn report(
    out: &mut dyn Write,
    made: &crate::record::campaign::MadeBattle,
    battle_path: &std::path::Path,
    origin: &str,
    index: usize,
    kept: bool,
) {
    let s = &made.scenario;
    let file = battle_path.display().to_string();
    let (title, date) = (s.title.as_str(), s.date.as_str());
    let _ = writeln!(
        out,
        "{}",
        tr!(CliBattleWrote, file = file, title = title, date = date)
    );
    for side in crate::model::SideId::BOTH {
        let units: Vec<String> = s
            .side(side)
            .contingents
            .iter()
            .flat_map(|c| &c.units)
            .map(|u| u.id.clone())
            .collect();
        let role = match s.side(side).role {
            crate::model::Role::Attacker => "attacker",
            crate::model::Role::Defender => "defender",
        };
        let line = tr!(
            CliBattleSide,
            side = s.side(side).name.as_str(),
            role = role,
            count = units.len(),
            units = units.join(", ")
        );
        let _ = writeln!(out, "  {line}");
    }
    if made.left_out.is_empty() {
        let _ = writeln!(out, "  {}", words::none_left_out());
    } else {
        let _ = writeln!(out, "  {}", words::left_out());
        for l in &made.left_out {
            let _ = writeln!(out, "    {l}");
        }
    }
    // An index, not a count: written without grouping in every language.
    let (index, file) = (index.to_string(), made.line.file.as_str());
    let added = if kept {
        tr!(
            CliBattleAddedKept,
            index = index,
            file = file,
            origin = origin
        )
    } else {
        tr!(
            CliBattleAddedWhole,
            index = index,
            file = file,
            origin = origin
        )
    };
    let _ = writeln!(out, "{added}");
}
