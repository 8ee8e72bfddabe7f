//! The headless command line: `umpire compute`, `umpire check`, `umpire systems`.
//!
//! `main.rs` only parses ([`Cli`]) and calls [`run`] (or, without a subcommand, opens the
//! window). Every subcommand is one variant of
//! [`Command`] with its own argument struct and one arm in [`run_with`], so a new subcommand is
//! three small additions.
//!
//! Exit codes: [`EXIT_OK`] 0 success; [`EXIT_INVALID`] 1 invalid input (each message on stderr
//! names `file:line:col`, or the field path and the side); [`EXIT_USAGE`] 2 usage errors (clap's).
//!
//! The demo scenarios and their maps are built in ([`demo`]), so the program can show them
//! without any file.

use crate::model::{self, LoadError, Scenario, SideId};
use crate::render::generate;
use crate::systems::{self, Judgement, VictorySystem};
use clap::{Args, Parser, Subcommand, ValueEnum};
use serde::Serialize;
use std::io::{Read, Write};
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
    /// Draw a procedural battlefield map (PNG or JPEG by extension).
    #[command(hide = true)]
    GenerateMap(GenerateMapArgs),
    /// Write the PDF after-action report of a scenario.
    Report(ReportArgs),
    /// Draw the map with its deployment areas and VP markers into a PNG (no window needed).
    RenderMap(RenderMapArgs),
}

#[derive(Debug, Args)]
pub struct RenderMapArgs {
    /// Scenario file (RON); its map.image is drawn on.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The PNG to write.
    #[arg(short = 'o', long = "output", value_name = "PNG")]
    pub output: PathBuf,
    /// Draw what the players may see: no hidden marker value.
    #[arg(long)]
    pub player: bool,
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
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Scenario files (RON); `-` reads standard input.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

#[derive(Debug, Args)]
pub struct GenerateMapArgs {
    /// Output image: .png, .jpg or .jpeg.
    pub out: PathBuf,
    #[arg(long, default_value_t = 2400)]
    pub width: u32,
    #[arg(long, default_value_t = 1600)]
    pub height: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Draw a demo battlefield's hand-placed layout instead of a random one.
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(demo::MAP_LAYOUTS))]
    pub demo: Option<String>,
    /// JPEG quality, 1–100.
    #[arg(long, default_value_t = 85, value_parser = clap::value_parser!(u8).range(1..=100))]
    pub quality: u8,
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
        Some(Command::GenerateMap(args)) => generate_map(&args, out, err),
        Some(Command::Report(args)) => report(&args, out, err),
        Some(Command::RenderMap(args)) => render_map(&args, out, err),
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

fn read_text(path: &Path) -> Result<(String, String), LoadError> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| LoadError::Io {
                path: "<stdin>".into(),
                message: e.to_string(),
            })?;
        return Ok(("<stdin>".into(), text));
    }
    let origin = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| LoadError::Io {
        path: origin.clone(),
        message: e.to_string(),
    })?;
    Ok((origin, text))
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

fn compute(args: &ComputeArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let chosen = selected_systems(&args.systems);
    let mut failed = false;
    let mut rows = Vec::new();
    let mut first = true;
    for path in &args.files {
        let (origin, s) = match load(path) {
            Ok(x) => x,
            Err(e) => {
                let _ = writeln!(err, "{e}");
                failed = true;
                continue;
            }
        };
        let results: Vec<_> = chosen.iter().map(|sys| (*sys, sys.judge(&s))).collect();
        match args.format {
            Format::Json => rows.extend(
                results
                    .iter()
                    .map(|(sys, j)| json_result(&origin, &s, *sys, j)),
            ),
            Format::Text => {
                if !first {
                    let _ = writeln!(out);
                }
                print_text(out, &origin, &s, &results);
            }
        }
        first = false;
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
    let (wa, wb) = (col(0), col(1));
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
    // From standard input there is no folder to find a relative map image in.
    if let Some(image) = s.map.image.as_ref().filter(|_| path.as_os_str() != "-") {
        let base = path.parent().unwrap_or(Path::new("."));
        let file = base.join(image);
        match crate::render::image_io::read_file(&file).and_then(|bytes| {
            crate::render::image_io::dimensions_of_bytes(&bytes, &file.display().to_string())
        }) {
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
// `umpire systems`, `umpire generate-map`.

fn list_systems(out: &mut dyn Write) -> u8 {
    let reg = systems::registry();
    let w = reg.iter().map(|s| s.id().len()).max().unwrap_or(0);
    for s in reg {
        let _ = writeln!(out, "{:w$}  {}", s.id(), s.name());
    }
    EXIT_OK
}

/// `umpire report FILE -o PDF [--template NAME|PATH] [--paper a4|letter]`.
fn report(args: &ReportArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let paper = args.paper.as_deref();
    match crate::report::report_command(&args.file, &args.output, &args.template, paper) {
        Ok(done) => {
            let _ = writeln!(out, "{done}");
            EXIT_OK
        }
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_INVALID
        }
    }
}

/// `umpire render-map FILE -o PNG [--player] [--scale S]`.
fn render_map(args: &RenderMapArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let drawn =
        crate::render::draw::render_map_file(&args.file, &args.output, args.player, args.scale);
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

fn generate_map(args: &GenerateMapArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let pixels = args.width as u64 * args.height as u64;
    let max = crate::render::image_io::MAX_MAP_PIXELS;
    if args.width == 0 || args.height == 0 || pixels > max {
        let _ = writeln!(
            err,
            "generate-map: {} × {} pixels: the size must be at least 1 × 1 and at most {} MP",
            args.width,
            args.height,
            max / 1_000_000
        );
        return EXIT_INVALID;
    }
    let started = std::time::Instant::now();
    let style = generate::MapStyle::default();
    let img = match args.demo.as_deref().and_then(demo::map_layout) {
        Some(layout) => generate::render(args.width, args.height, args.seed, &style, &layout),
        None => generate::battlefield(args.width, args.height, args.seed, &style),
    };
    let drawn = started.elapsed();
    if let Err(e) = generate::save_map(&img, &args.out, args.quality) {
        let _ = writeln!(err, "generate-map: {e}");
        return EXIT_INVALID;
    }
    let size = std::fs::metadata(&args.out).map(|m| m.len()).unwrap_or(0);
    let _ = writeln!(
        out,
        "{}: {} × {} pixels, {} bytes (drawn in {:.2} s, written in {:.2} s)",
        args.out.display(),
        args.width,
        args.height,
        size,
        drawn.as_secs_f64(),
        (started.elapsed() - drawn).as_secs_f64()
    );
    EXIT_OK
}

/// The demo scenarios and their maps, built into the program.
pub mod demo {
    use crate::render::generate::{Hill, Label, Layout, Stroke, Village, Wood};

    const LOBOSITZ: &str = include_str!("../assets/scenarios/lobositz.ron");
    const GRANDE_TACTIQUE: &str = include_str!("../assets/scenarios/grande-tactique.ron");
    const GRANDE_TACTIQUE_SUNDOWN: &str =
        include_str!("../assets/scenarios/grande-tactique-sundown.ron");
    const WATERLOO: &str = include_str!("../assets/scenarios/waterloo.ron");

    const LOBOSITZ_MAP: &[u8] = include_bytes!("../assets/maps/lobositz.jpg");
    const SAALFELD_MAP: &[u8] = include_bytes!("../assets/maps/saalfeld.jpg");
    const WATERLOO_MAP: &[u8] = include_bytes!("../assets/maps/waterloo.jpg");

    /// The three demo scenarios, (file name, RON text): Lobositz first (the default demo),
    /// then Grande Tactique (collapse) and Waterloo.
    pub fn demo_scenarios() -> [(&'static str, &'static str); 3] {
        [
            ("lobositz.ron", LOBOSITZ),
            ("grande-tactique.ron", GRANDE_TACTIQUE),
            ("waterloo.ron", WATERLOO),
        ]
    }

    /// Every demo file, the sundown variant of Grande Tactique included.
    pub fn all_demo_scenarios() -> [(&'static str, &'static str); 4] {
        [
            ("lobositz.ron", LOBOSITZ),
            ("grande-tactique.ron", GRANDE_TACTIQUE),
            ("grande-tactique-sundown.ron", GRANDE_TACTIQUE_SUNDOWN),
            ("waterloo.ron", WATERLOO),
        ]
    }

    /// The RON text of a demo by its file name ("lobositz.ron").
    pub fn demo_scenario(file_name: &str) -> Option<&'static str> {
        all_demo_scenarios()
            .into_iter()
            .find(|(n, _)| *n == file_name)
            .map(|(_, t)| t)
    }

    /// The JPEG bytes of a demo map, by file name or by the path a demo scenario gives
    /// (`"lobositz.jpg"` or `"../maps/lobositz.jpg"`).
    pub fn demo_map(name: &str) -> Option<&'static [u8]> {
        let file = name.rsplit(['/', '\\']).next().unwrap_or(name);
        match file {
            "lobositz.jpg" => Some(LOBOSITZ_MAP),
            "saalfeld.jpg" => Some(SAALFELD_MAP),
            "waterloo.jpg" => Some(WATERLOO_MAP),
            _ => None,
        }
    }

    /// Names accepted by [`map_layout`].
    pub const MAP_LAYOUTS: [&str; 3] = ["lobositz", "saalfeld", "waterloo"];

    /// The hand-placed layout each demo map was drawn from, in the map's pixels (2400 × 1600),
    /// so that villages and hills lie under the scenario's markers. The committed maps are
    /// `umpire generate-map assets/maps/NAME.jpg --demo NAME --seed SEED` with the seeds
    /// 1756 (lobositz), 1806 (saalfeld) and 1815 (waterloo).
    pub fn map_layout(name: &str) -> Option<Layout> {
        match name {
            "lobositz" => Some(lobositz()),
            "saalfeld" => Some(saalfeld()),
            "waterloo" => Some(waterloo()),
            _ => None,
        }
    }

    fn stroke(points: &[(f32, f32)], width: f32) -> Stroke {
        Stroke {
            points: points.to_vec(),
            width,
        }
    }

    fn village(at: (f32, f32), radius: f32, name: &str) -> Village {
        Village {
            at,
            radius,
            name: name.into(),
        }
    }

    fn hill(at: (f32, f32), radius: f32, height: f32, name: &str) -> Hill {
        Hill {
            at,
            radius,
            height,
            name: name.into(),
        }
    }

    fn wood(at: (f32, f32), radius: f32) -> Wood {
        Wood { at, radius }
    }

    fn label(at: (f32, f32), text: &str, size: f32, water: bool) -> Label {
        Label {
            at,
            text: text.into(),
            size,
            water,
        }
    }

    fn lobositz() -> Layout {
        let mut l = Layout::empty((2400.0, 1600.0));
        l.wildwood = 0.15;
        l.rivers = vec![
            // The Elbe, from the south-east past Lobositz to Leitmeritz in the north.
            stroke(
                &[
                    (2450.0, 1020.0),
                    (2250.0, 860.0),
                    (2130.0, 640.0),
                    (2120.0, 380.0),
                    (2210.0, 120.0),
                    (2260.0, -40.0),
                ],
                70.0,
            ),
            // The Morellen brook, from the hills in the south to the Elbe below Lobositz.
            stroke(
                &[
                    (1330.0, 1650.0),
                    (1420.0, 1300.0),
                    (1480.0, 1030.0),
                    (1620.0, 900.0),
                    (1880.0, 830.0),
                    (2150.0, 780.0),
                ],
                10.0,
            ),
        ];
        l.roads = vec![
            // The Leitmeritz road along the foot of the Lobosch.
            stroke(
                &[
                    (1980.0, 720.0),
                    (1600.0, 690.0),
                    (1300.0, 700.0),
                    (800.0, 620.0),
                    (-20.0, 560.0),
                ],
                9.0,
            ),
            // Lobositz to Sullowitz and the south.
            stroke(
                &[
                    (1980.0, 720.0),
                    (1750.0, 800.0),
                    (1660.0, 1050.0),
                    (1600.0, 1300.0),
                    (1560.0, 1640.0),
                ],
                7.0,
            ),
            // Lobositz to Tschischkowitz.
            stroke(
                &[
                    (1980.0, 720.0),
                    (2080.0, 1000.0),
                    (2200.0, 1250.0),
                    (2300.0, 1640.0),
                ],
                7.0,
            ),
            // From the road junction over the brook to Welmina, the Prussians' approach.
            stroke(
                &[
                    (1300.0, 700.0),
                    (1150.0, 900.0),
                    (900.0, 1100.0),
                    (560.0, 1260.0),
                    (300.0, 1360.0),
                    (-20.0, 1420.0),
                ],
                7.0,
            ),
            // Lobositz north along the Elbe to Welhotta.
            stroke(
                &[
                    (1980.0, 720.0),
                    (2010.0, 480.0),
                    (2000.0, 300.0),
                    (2060.0, -20.0),
                ],
                6.0,
            ),
        ];
        l.villages = vec![
            village((1980.0, 720.0), 95.0, "Lobositz"),
            village((1600.0, 1300.0), 50.0, "Sullowitz"),
            village((2200.0, 1250.0), 45.0, "Tschischkowitz"),
            village((2000.0, 300.0), 40.0, "Welhotta"),
            village((300.0, 1360.0), 45.0, "Welmina"),
            village((250.0, 820.0), 38.0, "Radostitz"),
        ];
        l.hills = vec![
            hill((950.0, 330.0), 330.0, 1.3, "Lobosch"),
            hill((650.0, 1150.0), 190.0, 0.8, "Homolka"),
            hill((300.0, 300.0), 260.0, 0.9, ""),
            hill((900.0, 1550.0), 300.0, 0.7, ""),
        ];
        l.woods = vec![
            wood((420.0, 330.0), 150.0),
            wood((1050.0, 1420.0), 120.0),
            wood((120.0, 1050.0), 90.0),
        ];
        l.labels = vec![
            label((2280.0, 560.0), "Elbe", 30.0, true),
            label((1720.0, 930.0), "Morellen Bach", 20.0, true),
            label((1230.0, 470.0), "Vineyards", 16.0, false),
        ];
        l
    }

    fn saalfeld() -> Layout {
        let mut l = Layout::empty((2400.0, 1600.0));
        l.wildwood = 0.35;
        l.rivers = vec![
            // The Saale, out of the wooded hills in the south and north past Saalfeld.
            stroke(
                &[
                    (700.0, 1650.0),
                    (820.0, 1250.0),
                    (760.0, 900.0),
                    (900.0, 560.0),
                    (1200.0, 300.0),
                    (1400.0, -40.0),
                ],
                55.0,
            ),
            // The Siegenbach, where Prince Louis Ferdinand fell near Wöhlsdorf.
            stroke(
                &[
                    (2450.0, 500.0),
                    (2000.0, 620.0),
                    (1600.0, 700.0),
                    (1180.0, 600.0),
                    (1000.0, 470.0),
                ],
                12.0,
            ),
        ];
        l.roads = vec![
            stroke(
                &[
                    (560.0, 1000.0),
                    (1200.0, 900.0),
                    (1700.0, 860.0),
                    (2450.0, 820.0),
                ],
                8.0,
            ),
            stroke(&[(560.0, 1000.0), (900.0, 1300.0), (1000.0, 1650.0)], 7.0),
            stroke(
                &[
                    (1700.0, 860.0),
                    (1650.0, 560.0),
                    (1600.0, 200.0),
                    (1550.0, -20.0),
                ],
                7.0,
            ),
            stroke(
                &[
                    (1200.0, 900.0),
                    (1350.0, 1200.0),
                    (1500.0, 1400.0),
                    (2100.0, 1450.0),
                ],
                6.0,
            ),
            stroke(&[(560.0, 1000.0), (400.0, 1000.0), (-20.0, 1080.0)], 7.0),
        ];
        l.villages = vec![
            village((560.0, 1000.0), 100.0, "Saalfeld"),
            village((1650.0, 560.0), 45.0, "Wöhlsdorf"),
            village((1700.0, 860.0), 45.0, "Crösten"),
            village((1500.0, 1400.0), 42.0, "Garnsdorf"),
            village((1200.0, 900.0), 40.0, "Beulwitz"),
            village((2100.0, 1450.0), 40.0, "Aue"),
        ];
        l.hills = vec![
            hill((1900.0, 1250.0), 420.0, 1.2, "Sandberg"),
            hill((400.0, 400.0), 350.0, 1.0, ""),
            hill((1350.0, 1250.0), 200.0, 0.6, ""),
        ];
        l.woods = vec![
            wood((2050.0, 1200.0), 260.0),
            wood((300.0, 1400.0), 240.0),
            wood((1950.0, 250.0), 200.0),
        ];
        l.labels = vec![
            label((1020.0, 420.0), "Saale", 28.0, true),
            label((2150.0, 580.0), "Siegenbach", 18.0, true),
        ];
        l
    }

    fn waterloo() -> Layout {
        let mut l = Layout::empty((2400.0, 1600.0));
        l.wildwood = 0.1;
        l.rivers = vec![
            // The Lasne brook on the east, which the Prussians crossed to reach Plancenoit.
            stroke(
                &[
                    (2000.0, -40.0),
                    (2120.0, 400.0),
                    (2080.0, 800.0),
                    (2200.0, 1200.0),
                    (2250.0, 1650.0),
                ],
                14.0,
            ),
            // The Smohain brook joining it.
            stroke(&[(1500.0, 560.0), (1750.0, 620.0), (2100.0, 640.0)], 8.0),
        ];
        l.roads = vec![
            // The Brussels road through Mont-Saint-Jean, La Haye Sainte and La Belle Alliance.
            stroke(
                &[
                    (1150.0, -20.0),
                    (1160.0, 300.0),
                    (1170.0, 560.0),
                    (1190.0, 1000.0),
                    (1200.0, 1640.0),
                ],
                10.0,
            ),
            // The Nivelles road.
            stroke(
                &[
                    (1160.0, 300.0),
                    (900.0, 520.0),
                    (600.0, 800.0),
                    (250.0, 1200.0),
                    (-20.0, 1500.0),
                ],
                8.0,
            ),
            // The Ohain road along the ridge.
            stroke(
                &[
                    (-20.0, 440.0),
                    (500.0, 480.0),
                    (900.0, 470.0),
                    (1170.0, 500.0),
                    (1600.0, 520.0),
                    (2450.0, 540.0),
                ],
                6.0,
            ),
            // La Belle Alliance to Plancenoit.
            stroke(
                &[
                    (1190.0, 1000.0),
                    (1500.0, 1080.0),
                    (1800.0, 1150.0),
                    (2200.0, 1200.0),
                    (2450.0, 1260.0),
                ],
                6.0,
            ),
        ];
        l.villages = vec![
            village((1160.0, 250.0), 60.0, "Mont-Saint-Jean"),
            village((1175.0, 640.0), 30.0, "La Haye Sainte"),
            village((640.0, 740.0), 38.0, "Hougomont"),
            village((1730.0, 610.0), 40.0, "Papelotte"),
            village((1190.0, 1000.0), 30.0, "La Belle Alliance"),
            village((1850.0, 1150.0), 60.0, "Plancenoit"),
            village((2050.0, 540.0), 40.0, "Smohain"),
        ];
        l.hills = vec![
            hill((1100.0, 430.0), 380.0, 0.8, "Mont-Saint-Jean ridge"),
            hill((1200.0, 1050.0), 330.0, 0.6, ""),
        ];
        l.woods = vec![
            wood((610.0, 790.0), 80.0),
            wood((2250.0, 900.0), 230.0),
            wood((150.0, 150.0), 200.0),
        ];
        l.labels = vec![
            label((2180.0, 320.0), "Lasne", 22.0, true),
            label((2240.0, 960.0), "Bois de Paris", 18.0, false),
        ];
        l
    }
}
