//! Parsing: the command line as clap reads it. Each subcommand is one [`Command`] variant with
//! its own argument struct; the help text is written here, in the doc comments clap's derive
//! reads, and in `cli.ftl` for every language ([`help`](super::help) puts it in at run time).

use crate::model::SideId;
use crate::model::campaign::CampaignDate;
use crate::record::Audience;
use crate::systems;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// umpire: victory systems for historical wargames, with every step shown.
#[derive(Debug, Parser)]
#[command(
    name = "umpire",
    version,
    about = "Umpire's desk for historical wargames: judge a battle under five victory systems, with every step shown.",
    after_help = "Without a subcommand, umpire opens FILE in its window.\nExit codes: 0 success, 1 invalid input, 2 usage error.",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// A scenario file to open.
    pub file: Option<PathBuf>,
    /// The language: en or fr. Without it, the environment's (LC_ALL, LC_MESSAGES, LANG),
    /// English while the French translation is partial.
    #[arg(long, global = true, value_name = "en|fr", value_parser = crate::i18n::Lang::parse)]
    pub lang: Option<crate::i18n::Lang>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

impl Cli {
    /// The subcommand taken for the window's FILE: an option given before a subcommand
    /// (`umpire --lang fr systems`) makes clap read the subcommand's name as FILE. None when
    /// such a file exists.
    pub fn misplaced_subcommand(&self) -> Option<String> {
        use clap::CommandFactory;
        let file = self
            .file
            .as_ref()
            .filter(|f| self.command.is_none() && !f.exists())?;
        let name = file.to_str()?;
        let cli = Cli::command();
        let known = cli.get_subcommands().any(|c| c.get_name() == name);
        known.then(|| name.to_string())
    }
}

/// The subcommands. Add a variant, its argument struct and an arm in
/// [`run_with`](super::run_with).
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Judge scenario files with every victory system (or those named with --system).
    Compute(ComputeArgs),
    /// Check scenario files: syntax, consistency, marker placement and the map image.
    Check(CheckArgs),
    /// List the victory systems: id and name.
    Systems,
    /// Write the PDF after-action report of a scenario.
    Report(ReportArgs),
    /// Draw the map with its deployment areas, VP markers and units into a PNG (no window
    /// needed).
    RenderMap(RenderMapArgs),
    /// The battle record turn by turn (losses, VP held, morale) as CSV or JSON.
    Record(RecordArgs),
    /// Write a player copy: the scenario holding only what one audience knows.
    PlayerCopy(PlayerCopyArgs),
    /// Put a scenario and its map image into one file (a battle bundle, .umpire), which every
    /// command and the window open as they open a scenario.
    Bundle(BundleArgs),
    /// Write the PDF after-action report of a campaign for one audience.
    CampaignReport(CampaignReportArgs),
    /// A campaign's ledger: standings, battles, each army's strength over the campaign with the
    /// rule behind each figure, and what is still to come, as text, JSON or CSV.
    Campaign(CampaignArgs),
    /// Make a campaign's next battle from its ledger: write its scenario beside the campaign
    /// and add its line to the campaign file.
    CampaignBattle(CampaignBattleArgs),
}

#[derive(Debug, Args)]
pub struct CampaignArgs {
    /// The campaign file (RON); its battles are read beside it. `-` reads standard input, the
    /// battles then from the current folder.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    #[arg(long, value_enum, default_value_t = CampaignFormat::Text)]
    pub format: CampaignFormat,
    /// Who the ledger is for: umpire (everything), a or b (its own army in full, the enemy as
    /// the battles showed it), public (the battles only).
    #[arg(long, default_value = "umpire", value_parser = Audience::parse)]
    pub audience: Audience,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CampaignFormat {
    Text,
    Json,
    Csv,
}

#[derive(Debug, Args)]
pub struct CampaignBattleArgs {
    /// The campaign file (RON).
    #[arg(value_name = "FILE")]
    pub campaign: PathBuf,
    /// The new battle's scenario file, relative to the campaign's folder; never overwritten.
    #[arg(long = "file", value_name = "NAME.ron")]
    pub file: String,
    /// The battle's day (YYYY-MM-DD), not before the campaign's last battle.
    #[arg(long, value_parser = campaign_date)]
    pub date: CampaignDate,
    /// The battle's name.
    #[arg(long, value_name = "T")]
    pub title: String,
    /// A contingent of side A that fights (repeat for several).
    #[arg(long = "a", value_name = "CONTINGENT", required = true)]
    pub a: Vec<String>,
    /// A contingent of side B that fights (repeat for several).
    #[arg(long = "b", value_name = "CONTINGENT", required = true)]
    pub b: Vec<String>,
    /// The attacking side: a or b.
    #[arg(long, value_parser = side_id)]
    pub attacker: SideId,
    /// The map image, relative to the new battle's folder (as a scenario's map.image).
    #[arg(long, value_name = "PATH")]
    pub map: Option<String>,
}

fn campaign_date(text: &str) -> Result<CampaignDate, String> {
    CampaignDate::parse(text).map_err(|e| e.to_string())
}

fn side_id(text: &str) -> Result<SideId, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "a" => Ok(SideId::A),
        "b" => Ok(SideId::B),
        _ => Err(crate::i18n::tr!(CliNotASide, text = text)),
    }
}

#[derive(Debug, Args)]
pub struct PlayerCopyArgs {
    /// The umpire's scenario file (RON); `-` reads standard input.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Who the copy is for: a (side A), b (side B) or public.
    #[arg(long, value_parser = Audience::parse)]
    pub audience: Audience,
    /// The copy to write: RON, or a battle bundle with its map when the name ends in .umpire.
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: PathBuf,
}

#[derive(Debug, Args)]
pub struct BundleArgs {
    /// Scenario file (RON, or a bundle); its map.image is found as the window finds it.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The bundle to write (its name ends in .umpire).
    #[arg(short = 'o', long = "output", value_name = "OUT.umpire")]
    pub output: PathBuf,
}

#[derive(Debug, Args)]
pub struct RenderMapArgs {
    /// Scenario file (RON); its map.image is drawn on.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The PNG to write.
    #[arg(short = 'o', long = "output", value_name = "PNG")]
    pub output: PathBuf,
    /// Draw what the players may see: no hidden marker value (the same as `--audience public`).
    #[arg(long, conflicts_with = "audience")]
    pub player: bool,
    /// Who the map is for: umpire, a, b or public (see "Who knows what" in the rules reference).
    #[arg(long, value_parser = Audience::parse)]
    pub audience: Option<Audience>,
    /// Size relative to the map image (1 = full resolution, 0.25 = a quarter of each side).
    #[arg(long, default_value_t = 1.0, value_name = "S")]
    pub scale: f32,
    /// The battle as it stood at the end of turn N (a number, 0 for the deployment, or a
    /// turn's name), with that turn's moves as arrows; default: the end of the log.
    #[arg(long, value_name = "N")]
    pub turn: Option<String>,
    /// Draw the map's grid: its lines and cell ids, the terrain, rivers and exits.
    #[arg(long)]
    pub grid: bool,
}

#[derive(Debug, Args)]
pub struct ReportArgs {
    /// Scenario file (RON).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The PDF to write.
    #[arg(short = 'o', long = "output", value_name = "PDF")]
    pub output: PathBuf,
    /// A built-in template (umpire, player) or the path of a template file.
    #[arg(long, default_value = "umpire", value_name = "NAME|PATH")]
    pub template: String,
    /// Paper size; overrides the template's.
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(["a4", "letter"]))]
    pub paper: Option<String>,
    /// Who the report is for: umpire, a, b or public. The audience alone decides what is secret;
    /// without it, the `player` template means the public and any other the umpire.
    #[arg(long, value_parser = Audience::parse)]
    pub audience: Option<Audience>,
    /// Everything in shades of grey, for a monochrome printer (also a template setting).
    #[arg(long)]
    pub greyscale: bool,
}

#[derive(Debug, Args)]
pub struct ComputeArgs {
    /// Scenario files (RON); `-` reads standard input.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Only this system (repeat for several).
    #[arg(long = "system", value_name = "ID", value_parser = system_ids())]
    pub systems: Vec<String>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Who the verdicts are for: umpire (everything), a or b (what that side has found out),
    /// public (only what is face up). See the rules reference, "Who knows what".
    #[arg(long, default_value = "umpire", value_parser = Audience::parse)]
    pub audience: Audience,
}

#[derive(Debug, Args)]
pub struct RecordArgs {
    /// Scenario file (RON); `-` reads standard input.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    #[arg(long, value_enum, default_value_t = RecordFormat::Csv)]
    pub format: RecordFormat,
    /// Who the record is for: umpire, a, b or public; a value it may not know is left empty.
    #[arg(long, default_value = "umpire", value_parser = Audience::parse)]
    pub audience: Audience,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RecordFormat {
    Csv,
    Json,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Scenario files (RON); `-` reads standard input.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

fn system_ids() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(systems::registry().map(|s| s.id()))
}

#[derive(Debug, Args)]
pub struct CampaignReportArgs {
    /// Campaign file (RON); its battles' files are read beside it.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The PDF to write.
    #[arg(short = 'o', long = "output", value_name = "PDF")]
    pub output: PathBuf,
    /// Who the report is for: umpire, a, b or public. A side sees its own army in full and the
    /// enemy only as the battles showed it; the public sees both armies only so.
    #[arg(long, value_parser = Audience::parse, default_value = "umpire")]
    pub audience: Audience,
    /// Paper size (default A4).
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(["a4", "letter"]))]
    pub paper: Option<String>,
    /// Everything in shades of grey, for a monochrome printer.
    #[arg(long)]
    pub greyscale: bool,
}
