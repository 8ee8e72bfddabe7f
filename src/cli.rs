//! The headless command line. Its subcommands:
//! - `umpire compute FILE...`: every victory system's judgement, as text or JSON;
//! - `umpire check FILE...`: syntax, consistency, marker placement and the map image;
//! - `umpire systems`: the victory systems' ids and names;
//! - `umpire report FILE -o PDF`: the after-action report;
//! - `umpire render-map FILE -o PNG`: the map with its areas and markers, without a window;
//! - `umpire record FILE`: the battle record turn by turn, as CSV or JSON.
//!
//! Without a subcommand, `main.rs` opens the window (or, headless, prints the verdicts).
//!
//! `main.rs` only parses ([`Cli`]) and calls [`run`]. Every subcommand is one variant of
//! [`Command`] with its own argument struct and one arm in [`run_with`], so a new subcommand is
//! three small additions.
//!
//! Exit codes: [`EXIT_OK`] 0 success; [`EXIT_INVALID`] 1 invalid input (each message on stderr
//! names `file:line:col`, or the field path and the side); [`EXIT_USAGE`] 2 usage errors (clap's).
//!
//! The demo scenarios are built in ([`crate::assets::demo`]), so the program can show them
//! without any file.

use crate::assets::demo;
use crate::model::{self, LoadError, Scenario, SideId};
use crate::record::{Audience, BattleRecord, Projection};
use crate::systems::{self, Judgement, VictorySystem};
use clap::{Args, Parser, Subcommand, ValueEnum};
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Success.
pub const EXIT_OK: u8 = 0;
/// Invalid input: a file could not be read, parsed or validated.
pub const EXIT_INVALID: u8 = 1;
/// Usage error (bad arguments); clap exits with the same code.
pub const EXIT_USAGE: u8 = 2;

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
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands. Add a variant, its argument struct and an arm in [`run_with`].
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
    /// Draw the map with its deployment areas and VP markers into a PNG (no window needed).
    RenderMap(RenderMapArgs),
    /// The battle record turn by turn (losses, VP held, morale) as CSV or JSON.
    Record(RecordArgs),
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
    #[arg(long, value_parser = audience_arg)]
    pub audience: Option<Audience>,
    /// Size relative to the map image (1 = full resolution, 0.25 = a quarter of each side).
    #[arg(long, default_value_t = 1.0, value_name = "S")]
    pub scale: f32,
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
    #[arg(long, value_parser = audience_arg)]
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
    #[arg(long, default_value = "umpire", value_parser = audience_arg)]
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
    #[arg(long, default_value = "umpire", value_parser = audience_arg)]
    pub audience: Audience,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RecordFormat {
    Csv,
    Json,
}

/// Parse `--audience`: umpire, a, b or public.
fn audience_arg(word: &str) -> Result<Audience, String> {
    Audience::parse(word)
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

/// Run the parsed command line on the process's stdout and stderr.
pub fn run(cli: Cli) -> ExitCode {
    let (stdout, stderr) = (std::io::stdout(), std::io::stderr());
    let code = run_with(cli, &mut stdout.lock(), &mut stderr.lock());
    ExitCode::from(code)
}

/// Run the parsed command line, writing results to `out` and messages to `err`; returns the
/// exit code.
pub fn run_with(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match cli.command {
        Some(Command::Compute(args)) => compute(&args, out, err),
        Some(Command::Check(args)) => check(&args, out, err),
        Some(Command::Systems) => list_systems(out),
        Some(Command::Report(args)) => report(&args, out, err),
        Some(Command::RenderMap(args)) => render_map(&args, out, err),
        Some(Command::Record(args)) => record(&args, out, err),
        None => without_subcommand(cli.file, out, err),
    }
}

/// No subcommand, headless: print the verdicts of FILE or of the built-in Lobositz demo. (The
/// binary opens the window instead; see `main.rs`.)
fn without_subcommand(file: Option<PathBuf>, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    match file {
        Some(file) => compute(
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
            let origin = format!("{name} (built-in demo)");
            match model::parse(text, &origin) {
                Ok(s) => {
                    let _ = writeln!(
                        out,
                        "The built-in demo; `umpire compute FILE` judges your own scenarios, `umpire --help` says more.\n"
                    );
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

// ---------------------------------------------------------------------------------------------
// Reading files.

/// Read and validate one scenario; `-` is standard input.
fn load(path: &Path) -> Result<(String, Scenario), LoadError> {
    let (origin, text) = read_text(path)?;
    model::parse(&text, &origin).map(|s| (origin, s))
}

/// The text of a scenario and the name messages give it: a regular file of bounded size (a
/// FIFO or `/dev/zero` is refused, not read), or standard input up to the same size.
fn read_text(path: &Path) -> Result<(String, String), LoadError> {
    if path.as_os_str() == "-" {
        let origin = "<stdin>";
        let bytes = model::files::read_stream(
            std::io::stdin().lock(),
            model::limits::MAX_FILE_BYTES,
            "scenario files",
        )
        .map_err(|e| LoadError::Io {
            path: origin.into(),
            message: e.to_string(),
        })?;
        let text =
            model::files::text_from_bytes(bytes).map_err(|e| model::text_error(e, origin))?;
        return Ok((origin.into(), text));
    }
    Ok((path.display().to_string(), model::read_scenario_text(path)?))
}

/// Text bound for a terminal: control characters (an escape sequence in a unit id could clear
/// the screen or fake a line of output) are written as `\u{1b}`; the line breaks and tabs
/// umpire itself writes pass.
struct TerminalSafe<'a>(&'a mut dyn Write);

impl Write for TerminalSafe<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let text = String::from_utf8_lossy(buf);
        if text
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\t')
        {
            let safe = model::limits::escape_controls_keeping_lines(&text);
            self.0.write_all(safe.as_bytes())?;
        } else {
            self.0.write_all(buf)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

// ---------------------------------------------------------------------------------------------
// `umpire compute`.

/// One line of `umpire compute --format json`: the judgement of one file by one system.
///
/// The output is a JSON array of these objects, in file order, then system order. The schema is
/// stable; fields may be added, never renamed or removed:
///
/// ```text
/// {
///   "file": "assets/scenarios/lobositz.ron",   // as given on the command line
///   "title": "Lobositz, 1 October 1756",
///   "sides": ["Prussian army", "Austrian army"], // side A, side B: the order of `values` below
///   "system": "weighted-objectives",            // stable id (`umpire systems`)
///   "name": "Weighted objectives …",            // human name
///   "applicable": true,                         // false: see `missing`
///   "status": "verdict",                        // "verdict" | "not_applicable" | "invalid"
///   "winner": "Prussian army",                  // the side's name; null for a draw or no victor
///   "winner_side": "A",                         // "A" | "B" | null
///   "level": "…",                               // the system's own words; null unless a verdict
///   "headline": "…",                            // one line with the sides' names; null likewise
///   "flags": [{"id": "early-end", "side": "French army" | null, "text": "…"}],
///   "figures": [{"id": "loss-percent", "label": "Loss %",
///                "values": [64.0, 30.0], "text": ["64.00%", "30.00%"]}],
///   "steps": [{"number": 1, "rule": "Rule 4", "text": "…"}],
///   "missing": [{"path": "settings.game_end", "side": null, "message": "…"}]
/// }
/// ```
///
/// A file that cannot be read or is invalid contributes no object: its message goes to stderr
/// and the exit code is 1.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonResult {
    pub file: String,
    pub title: String,
    pub sides: [String; 2],
    pub system: String,
    pub name: String,
    pub applicable: bool,
    pub status: &'static str,
    pub winner: Option<String>,
    pub winner_side: Option<SideId>,
    pub level: Option<String>,
    pub headline: Option<String>,
    pub flags: Vec<JsonFlag>,
    pub figures: Vec<systems::Figure>,
    pub steps: Vec<JsonStep>,
    pub missing: Vec<JsonMissing>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonFlag {
    pub id: String,
    /// The side's name, or null.
    pub side: Option<String>,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonStep {
    /// 1, 2, … in order.
    pub number: usize,
    pub rule: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JsonMissing {
    pub path: String,
    /// The side's name, or null.
    pub side: Option<String>,
    pub message: String,
}

fn side_name(s: &Scenario, side: Option<SideId>) -> Option<String> {
    side.map(|id| s.side(id).name.clone())
}

/// The JSON object of one judgement (see [`JsonResult`]).
pub fn json_result(
    file: &str,
    s: &Scenario,
    system: &dyn VictorySystem,
    judgement: &Judgement,
) -> JsonResult {
    let missing = |list: &[systems::Missing]| {
        list.iter()
            .map(|m| JsonMissing {
                path: m.path.clone(),
                side: side_name(s, m.side),
                message: m.message.clone(),
            })
            .collect()
    };
    let mut r = JsonResult {
        file: file.to_string(),
        title: s.title.clone(),
        sides: [s.sides[0].name.clone(), s.sides[1].name.clone()],
        system: system.id().to_string(),
        name: system.name().to_string(),
        applicable: false,
        status: "not_applicable",
        winner: None,
        winner_side: None,
        level: None,
        headline: None,
        flags: Vec::new(),
        figures: Vec::new(),
        steps: Vec::new(),
        missing: Vec::new(),
    };
    match judgement {
        Judgement::NotApplicable { missing: m } => r.missing = missing(m),
        Judgement::Invalid { problems } => {
            r.status = "invalid";
            r.missing = missing(problems);
        }
        Judgement::Withheld { reason } => {
            r.status = "withheld";
            r.missing = vec![JsonMissing {
                path: String::new(),
                side: None,
                message: reason.clone(),
            }];
        }
        Judgement::Verdict(v) => {
            r.applicable = true;
            r.status = "verdict";
            r.winner = side_name(s, v.winner);
            r.winner_side = v.winner;
            r.level = Some(v.level.clone());
            r.headline = Some(v.headline.clone());
            r.flags = v
                .flags
                .iter()
                .map(|f| JsonFlag {
                    id: f.id.clone(),
                    side: side_name(s, f.side),
                    text: f.text.clone(),
                })
                .collect();
            r.figures = v.figures.clone();
            r.steps = v
                .steps
                .iter()
                .enumerate()
                .map(|(k, st)| JsonStep {
                    number: k + 1,
                    rule: st.rule.clone(),
                    text: st.text.clone(),
                })
                .collect();
        }
    }
    r
}

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

fn compute(args: &ComputeArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
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
) -> Result<FileOutput, LoadError> {
    let (origin, s) = load(path)?;
    let judged: Vec<_> = chosen.iter().map(|sys| (*sys, judge(*sys, &s))).collect();
    // What the audience may know decides what is printed (rules reference, Who knows what).
    let record = BattleRecord::build(&s);
    let results = Projection::new(&s, &record, args.audience).judgements(&judged);
    Ok(match args.format {
        Format::Json => FileOutput::Json(
            results
                .iter()
                .map(|(sys, j)| json_result(&origin, &s, *sys, j))
                .collect(),
        ),
        Format::Text => FileOutput::Text(text_report(&origin, &s, &results)),
    })
}

/// The message a panic carried.
fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into())
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
        match done {
            Ok(Ok(FileOutput::Json(r))) => rows.extend(r),
            Ok(Ok(FileOutput::Text(text))) => {
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
                let _ = writeln!(
                    err,
                    "{}: umpire failed while judging this file ({}); the other files are judged as usual. This is a defect in umpire: please report it with the file.",
                    path.display(),
                    panic_text(panic.as_ref())
                );
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
                let _ = writeln!(err, "cannot write JSON: {e}");
                failed = true;
            }
        }
    }
    if failed { EXIT_INVALID } else { EXIT_OK }
}

/// The verdicts of one scenario as text: per system its name, whether it applies (and what is
/// missing), headline, level, flags, figures and numbered steps.
pub fn print_text(
    out: &mut dyn Write,
    origin: &str,
    s: &Scenario,
    results: &[(&'static dyn VictorySystem, Judgement)],
) {
    let _ = write!(out, "{}", text_report(origin, s, results));
}

/// [`print_text`] as a string.
pub fn text_report(
    origin: &str,
    s: &Scenario,
    results: &[(&'static dyn VictorySystem, Judgement)],
) -> String {
    use std::fmt::Write as _;
    let mut o = String::new();
    let title = if s.date.is_empty() || s.title.contains(&s.date) {
        s.title.clone()
    } else {
        format!("{}, {}", s.title, s.date)
    };
    let _ = writeln!(o, "{title}  ({origin})");
    let _ = writeln!(o, "Sides: A = {}, B = {}", s.sides[0].name, s.sides[1].name);
    for (sys, j) in results {
        let _ = writeln!(o);
        let _ = writeln!(o, "== {} [{}]", sys.name(), sys.id());
        match j {
            Judgement::NotApplicable { missing } => {
                let _ = writeln!(
                    o,
                    "   Not applicable: the scenario lacks what this system needs."
                );
                write_missing(&mut o, s, missing);
            }
            Judgement::Invalid { problems } => {
                let _ = writeln!(
                    o,
                    "   Not applicable: the data makes no sense for this system."
                );
                write_missing(&mut o, s, problems);
            }
            Judgement::Withheld { reason } => {
                let _ = writeln!(o, "   {reason}");
            }
            Judgement::Verdict(v) => {
                let _ = writeln!(o, "   {}", v.headline);
                let winner = side_name(s, v.winner).unwrap_or_else(|| "none".into());
                let _ = writeln!(o, "   Level: {}    Winner: {winner}", v.level);
                if !v.flags.is_empty() {
                    let _ = writeln!(o, "   Flags:");
                    for f in &v.flags {
                        let side = side_name(s, f.side)
                            .map(|n| format!(" ({n})"))
                            .unwrap_or_default();
                        let _ = writeln!(o, "     ! [{}]{side} {}", f.id, f.text);
                    }
                }
                if !v.figures.is_empty() {
                    write_figures(&mut o, s, &v.figures);
                }
                if !v.steps.is_empty() {
                    let _ = writeln!(o, "   Steps:");
                    let width = v.steps.len().to_string().len();
                    for (k, st) in v.steps.iter().enumerate() {
                        let _ = writeln!(o, "     {:>width$}. {}: {}", k + 1, st.rule, st.text);
                    }
                }
            }
        }
    }
    o
}

fn write_missing(o: &mut String, s: &Scenario, list: &[systems::Missing]) {
    use std::fmt::Write as _;
    for m in list {
        let side = side_name(s, m.side)
            .map(|n| format!(" ({n})"))
            .unwrap_or_default();
        let _ = writeln!(o, "     - {}{side}: {}", m.path, m.message);
    }
}

/// The widest column of figures padded; a longer text is written as it is.
const MAX_COLUMN: usize = 256;

fn write_figures(o: &mut String, s: &Scenario, figures: &[systems::Figure]) {
    use std::fmt::Write as _;
    let label_w = figures
        .iter()
        .map(|f| f.label.chars().count())
        .max()
        .unwrap_or(0);
    let col = |k: usize| {
        figures
            .iter()
            .map(|f| f.text[k].chars().count())
            .chain(std::iter::once(s.sides[k].name.chars().count()))
            .max()
            .unwrap_or(0)
    };
    // A width beyond what `format!` takes would panic; names are far shorter (limits).
    let (wa, wb) = (col(0).min(MAX_COLUMN), col(1).min(MAX_COLUMN));
    let label_w = label_w.min(MAX_COLUMN);
    let _ = writeln!(o, "   Figures:");
    let _ = writeln!(
        o,
        "     {:label_w$}  {:>wa$}  {:>wb$}",
        "", s.sides[0].name, s.sides[1].name
    );
    for f in figures {
        let _ = writeln!(
            o,
            "     {:label_w$}  {:>wa$}  {:>wb$}",
            f.label, f.text[0], f.text[1]
        );
    }
}

// ---------------------------------------------------------------------------------------------
// `umpire check`.

fn check(args: &CheckArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let (out, err) = (&mut TerminalSafe(out), &mut TerminalSafe(err));
    let mut failed = false;
    for path in &args.files {
        let parsed = read_text(path).and_then(|(origin, text)| {
            model::parse_lenient(&text, &origin).map(|(s, p)| (origin, s, p))
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

// ---------------------------------------------------------------------------------------------
// `umpire systems`.

fn list_systems(out: &mut dyn Write) -> u8 {
    let reg = systems::registry();
    let w = reg.iter().map(|s| s.id().len()).max().unwrap_or(0);
    for s in reg {
        let _ = writeln!(out, "{:w$}  {}", s.id(), s.name());
    }
    EXIT_OK
}

/// `umpire report FILE -o PDF [--template NAME|PATH] [--paper a4|letter] [--greyscale]`.
fn report(args: &ReportArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let err = &mut TerminalSafe(err);
    if let Err(e) = check_report_output(args) {
        let _ = writeln!(err, "{e}");
        return EXIT_INVALID;
    }
    let paper = args.paper.as_deref();
    let made = crate::report::report_command(
        &args.file,
        &args.output,
        &args.template,
        paper,
        args.audience,
        args.greyscale,
    );
    match made {
        Ok(done) => {
            for w in &done.warnings {
                let _ = writeln!(err, "warning: {w}");
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

/// Refuse, before any work, a report output that cannot be written (a device, a FIFO, a
/// folder) or that is one of the report's inputs: the scenario, the template file or the map.
fn check_report_output(args: &ReportArgs) -> Result<(), String> {
    let out = &args.output;
    model::files::check_target(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let map = model::load_lenient(&args.file)
        .ok()
        .and_then(|(s, _)| crate::report::map::map_path(&s, args.file.parent()));
    let mut inputs = vec![("the scenario", args.file.as_path())];
    if crate::report::Template::builtin(&args.template).is_none() {
        inputs.push(("the template", Path::new(&args.template)));
    }
    if let Some(map) = &map {
        inputs.push(("the map image", map));
    }
    model::files::refuse_overwriting_inputs(out, &inputs)
}

/// `umpire record FILE [--format csv|json] [--audience umpire|a|b|public]`.
fn record(args: &RecordArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let (_, s) = match load(&args.file) {
        Ok(x) => x,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            return EXIT_INVALID;
        }
    };
    let record = BattleRecord::build(&s);
    let view = Projection::new(&s, &record, args.audience);
    match args.format {
        RecordFormat::Csv => {
            let _ = write!(out, "{}", crate::record::export::csv(&view));
        }
        RecordFormat::Json => {
            match serde_json::to_string_pretty(&crate::record::export::json(&view)) {
                Ok(text) => {
                    let _ = writeln!(out, "{text}");
                }
                Err(e) => {
                    let _ = writeln!(err, "cannot write JSON: {e}");
                    return EXIT_INVALID;
                }
            }
        }
    }
    EXIT_OK
}

/// `umpire render-map FILE -o PNG [--audience umpire|a|b|public] [--scale S]`.
fn render_map(args: &RenderMapArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let audience = match (args.audience, args.player) {
        (Some(a), _) => a,
        (None, true) => Audience::Public,
        (None, false) => Audience::Umpire,
    };
    let err = &mut TerminalSafe(err);
    let drawn =
        crate::render::draw::render_map_file(&args.file, &args.output, audience, args.scale);
    match drawn {
        Ok(()) => {
            let _ = writeln!(out, "Wrote {}", args.output.display());
            EXIT_OK
        }
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_INVALID
        }
    }
}

#[cfg(test)]
mod batch_tests {
    use super::*;

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

    #[test]
    fn control_characters_are_escaped_on_the_way_to_a_terminal() {
        let mut raw = Vec::new();
        writeln!(TerminalSafe(&mut raw), "a\u{1b}[2J\tb\r").unwrap();
        assert_eq!(String::from_utf8(raw).unwrap(), "a\\u{1b}[2J\tb\\u{d}\n");
    }
}
