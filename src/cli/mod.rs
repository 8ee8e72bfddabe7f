//! The headless command line. Its subcommands, one file each:
//! - `umpire compute FILE...` ([`compute`](self::compute), with [`text`](self::text) and
//!   [`json`](self::json)): every victory system's judgement, as text or JSON;
//! - `umpire check FILE...` ([`check`](self::check)): syntax, consistency, marker placement
//!   and the map image;
//! - `umpire systems` ([`list_systems`]): the victory systems' ids and names;
//! - `umpire report FILE -o PDF` ([`report`](self::report)): the after-action report;
//! - `umpire render-map FILE -o PNG` ([`render_map`](self::render_map)): the map with its
//!   areas and markers, without a window;
//! - `umpire record FILE` ([`record`](self::record)): the battle record turn by turn, as CSV or
//!   JSON;
//! - `umpire player-copy FILE --audience a|b|public -o OUT` ([`player_copy`](self::player_copy)):
//!   the scenario holding only what one audience knows; every command reads such a copy for
//!   its own audience only.
//! - `umpire bundle FILE -o OUT.umpire` ([`bundle`](self::bundle)): a scenario and its map in
//!   one file; every command opens such a bundle where it takes a scenario.
//! - `umpire campaign FILE` ([`campaign`](self::campaign), with
//!   [`campaign_text`](self::campaign_text)): a campaign's ledger for one audience, as text,
//!   JSON or CSV; `umpire campaign-battle FILE …` ([`campaign_battle`](self::campaign_battle)):
//!   its next battle made from the ledger.
//! - `umpire campaign-report FILE -o PDF` ([`campaign_report`](self::campaign_report)): the
//!   campaign's after-action report for one audience.
//!
//! Without a subcommand, `main.rs` opens the window (a build without the `gui` feature says
//! [`no_window`] instead); [`run_with`], headless, prints the verdicts.
//!
//! `main.rs` only parses ([`Cli`], in [`args`](self::args), with its help in the language in
//! force: [`help`](self::help)) and calls [`run`]. Every
//! subcommand is one variant of [`Command`] with its own argument struct and one arm in
//! [`run_with`], so a new subcommand is three small additions and its own file. What they
//! share (reading a scenario or standard input, terminal-safe text) is in
//! [`output`](self::output).
//!
//! Exit codes: [`EXIT_OK`] 0 success; [`EXIT_INVALID`] 1 invalid input (each message on stderr
//! names `file:line:col`, or the field path and the side); [`EXIT_USAGE`] 2 usage errors (clap's).
//!
//! The demo scenarios are built in ([`crate::assets::demo`]), so the program can show them
//! without any file.

mod args;
mod bundle;
mod campaign;
mod campaign_battle;
mod campaign_report;
mod campaign_text;
mod check;
mod clap_errors;
mod compute;
mod help;
mod json;
mod output;
mod player_copy;
mod record;
mod render_map;
mod report;
mod text;

pub use args::{
    BundleArgs, CampaignArgs, CampaignBattleArgs, CampaignFormat, CampaignReportArgs, CheckArgs,
    Cli, Command, ComputeArgs, Format, PlayerCopyArgs, RecordArgs, RecordFormat, RenderMapArgs,
    ReportArgs,
};
pub use help::{command, lang_in_args, manual_command, parse, parse_from};
pub use json::{JsonFlag, JsonMissing, JsonResult, JsonStep, json_result};
pub use text::{print_text, text_report};

use crate::assets::demo;
use crate::model;
use crate::record::Audience;
use crate::systems;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Success.
pub const EXIT_OK: u8 = 0;
/// Invalid input: a file could not be read, parsed or validated.
pub const EXIT_INVALID: u8 = 1;
/// Usage error (bad arguments); clap exits with the same code.
pub const EXIT_USAGE: u8 = 2;

/// What a build without the window (`cargo build --no-default-features`) says when it is asked
/// for one: `umpire` with no subcommand.
pub fn no_window() -> String {
    crate::i18n::tr!(CliNoWindow)
}

/// Run the parsed command line on the process's stdout and stderr.
pub fn run(cli: Cli) -> ExitCode {
    let (stdout, stderr) = (std::io::stdout(), std::io::stderr());
    let code = run_with(cli, &mut stdout.lock(), &mut stderr.lock());
    ExitCode::from(code)
}

/// Run the parsed command line, writing results to `out` and messages to `err`; returns the
/// exit code.
pub fn run_with(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    bundle::with_bundles_opened(cli, out, err, run_opened)
}

/// [`run_with`] once any bundle among the scenario files is opened.
fn run_opened(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match cli.command {
        Some(Command::Compute(args)) => compute::compute(&args, out, err),
        Some(Command::Check(args)) => check::check(&args, out, err),
        Some(Command::Systems) => list_systems(out),
        Some(Command::Report(args)) => report::report(&args, out, err),
        Some(Command::RenderMap(args)) => render_map::render_map(&args, out, err),
        Some(Command::Record(args)) => record::record(&args, out, err),
        Some(Command::PlayerCopy(args)) => player_copy::write_player_copy(&args, out, err),
        Some(Command::Bundle(args)) => bundle::bundle(&args, out, err),
        Some(Command::Campaign(args)) => campaign::campaign(&args, out, err),
        Some(Command::CampaignBattle(args)) => campaign_battle::campaign_battle(&args, out, err),
        Some(Command::CampaignReport(args)) => campaign_report::campaign_report(&args, out, err),
        None => without_subcommand(cli.file, out, err),
    }
}

/// No subcommand, headless: print the verdicts of FILE or of the built-in Lobositz demo. (The
/// binary opens the window instead; see `main.rs`.)
fn without_subcommand(file: Option<PathBuf>, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match file {
        Some(file) => compute::compute(
            &ComputeArgs {
                files: vec![file],
                systems: Vec::new(),
                format: Format::Text,
                audience: Audience::Umpire,
            },
            out,
            err,
        ),
        None => {
            let (name, text) = demo::demo_scenarios()[0];
            let origin = crate::i18n::tr!(CliBuiltInDemo, name = name);
            match model::parse(text, &origin, &systems::ids()) {
                Ok(s) => {
                    let intro = crate::i18n::tr!(CliDemoIntro);
                    let _ = writeln!(out, "{intro}\n");
                    print_text(out, &origin, &s, &systems::judge_all(&s));
                    EXIT_OK
                }
                Err(e) => {
                    let _ = writeln!(err, "{e}");
                    EXIT_INVALID
                }
            }
        }
    }
}

/// `umpire systems`: one line per victory system, its id then its name.
fn list_systems(out: &mut dyn Write) -> u8 {
    let reg = systems::registry();
    let w = reg.iter().map(|s| s.id().len()).max().unwrap_or(0);
    for s in reg {
        let _ = writeln!(out, "{:w$}  {}", s.id(), s.name());
    }
    EXIT_OK
}
