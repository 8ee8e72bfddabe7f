//! Battle bundles on the command line ([`crate::model::bundle`]):
//! - `umpire bundle FILE -o OUT.umpire` ([`bundle`]): a scenario (a RON file, a player copy,
//!   or a bundle again) and its map image into one file;
//! - every other command opens a bundle as it opens a scenario ([`with_bundles_opened`]): the
//!   bundle is read with all its checks, its scenario and map are written into a private
//!   folder of their own, and the command runs on that scenario, so the map is read as any
//!   map is, within the same limits. Its messages name the bundle (`battle.umpire/x.ron:3:5`),
//!   never the private folder, which is gone when the command ends.

use super::args::{BundleArgs, Cli, Command, Format, RecordFormat};
use super::output::TerminalSafe;
use super::{EXIT_INVALID, EXIT_OK};
use crate::i18n::tr;
use crate::model::bundle::{self, BundleParts};
use crate::model::{self, files, limits};
use std::io::Write;
use std::path::{Path, PathBuf};

/// `umpire bundle FILE -o OUT.umpire`.
pub(super) fn bundle(args: &BundleArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let err = &mut TerminalSafe(err);
    match make_bundle(&args.file, &args.output) {
        Ok(made) => {
            let _ = writeln!(out, "{made}");
            EXIT_OK
        }
        Err(e) => {
            let _ = writeln!(err, "{e}");
            EXIT_INVALID
        }
    }
}

/// Bundle the scenario `file` (with its map, found as the window finds it: relative to the
/// scenario's folder) into `output`; returns the line that says what was written.
fn make_bundle(file: &Path, output: &Path) -> Result<String, String> {
    if !bundle::is_bundle(output) {
        let file = output.display().to_string();
        return Err(tr!(
            CliBundleName,
            file = file,
            extension = bundle::EXTENSION
        ));
    }
    files::check_target(output).map_err(|e| files::error_at(output, &e))?;
    let source = Source::read(file)?;
    let (scenario, problems) =
        model::parse_lenient(&source.text, &source.origin, &crate::systems::ids())
            .map_err(|e| e.to_string())?;
    let map = match &source.map {
        Some(map) => Some(map.clone()),
        None => read_map_beside(&scenario, file)?,
    };
    let (scenario_input, image_input) = (tr!(CliInputScenario), tr!(CliInputMapImage));
    let mut inputs = vec![(scenario_input.as_str(), file)];
    if let Some(MapFile { path: Some(p), .. }) = &map {
        inputs.push((image_input.as_str(), p.as_path()));
    }
    files::refuse_overwriting_inputs(output, &inputs).map_err(|e| e.to_string())?;
    let parts = BundleParts {
        scenario: &scenario,
        scenario_name: &source.name,
        map: map.as_ref().map(|m| (m.name.as_str(), m.bytes.as_slice())),
    };
    bundle::write_bundle(output, &parts).map_err(|e| files::error_at(output, &e))?;
    let (written, name) = (output.display().to_string(), source.name.as_str());
    let mut line = match &map {
        Some(m) => tr!(
            CliBundleWroteWithMap,
            file = written,
            scenario = name,
            map = m.name.as_str()
        ),
        None => tr!(CliBundleWroteNoMap, file = written, scenario = name),
    };
    if !problems.is_empty() {
        line += &tr!(CliBundleProblems, count = problems.len());
    }
    Ok(line)
}

/// The scenario to bundle: its text, its name in messages and in the bundle, and its map when
/// it comes from a bundle already.
/// `scenario`, made from `file` (a player copy, say), written as a bundle to `output` with the
/// map `file`'s scenario names, found beside `file` as the window finds it.
pub(super) fn bundle_scenario(
    scenario: &model::Scenario,
    file: &Path,
    output: &Path,
) -> Result<(), String> {
    let map = read_map_beside(scenario, file)?;
    let stem = output
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("scenario");
    let scenario_name = bundle::name_in_bundle(Path::new(&format!("{stem}.ron")), "scenario.ron");
    let parts = BundleParts {
        scenario,
        scenario_name: &scenario_name,
        map: map.as_ref().map(|m| (m.name.as_str(), m.bytes.as_slice())),
    };
    bundle::write_bundle(output, &parts).map_err(|e| files::error_at(output, &e))
}

struct Source {
    text: String,
    origin: String,
    name: String,
    map: Option<MapFile>,
}

#[derive(Clone)]
struct MapFile {
    name: String,
    bytes: Vec<u8>,
    /// The file it was read from (not from a bundle).
    path: Option<PathBuf>,
}

impl Source {
    fn read(file: &Path) -> Result<Source, String> {
        let origin = file.display().to_string();
        if bundle::is_bundle(file) {
            let b = bundle::read_bundle(file).map_err(|e| e.to_string())?;
            let inner = bundle::inner_origin(&origin, &b.scenario.name);
            let text = files::text_from_bytes(b.scenario.bytes)
                .map_err(|e| model::FileError::utf8(&inner, e).to_string())?;
            return Ok(Source {
                text,
                origin: inner,
                name: b.scenario.name,
                map: b.map.map(|m| MapFile {
                    name: m.name,
                    bytes: m.bytes,
                    path: None,
                }),
            });
        }
        let text = model::read_scenario_text(file).map_err(|e| e.to_string())?;
        let mut name = bundle::name_in_bundle(file, "scenario");
        if !name.to_ascii_lowercase().ends_with(".ron") {
            name = "scenario.ron".to_string();
        }
        Ok(Source {
            text,
            origin,
            name,
            map: None,
        })
    }
}

/// The map image the scenario at `file` names, read from disk and checked to be a map umpire
/// can show; `None` when it names none.
fn read_map_beside(s: &model::Scenario, file: &Path) -> Result<Option<MapFile>, String> {
    let Some(image) = s.map.image.as_deref().filter(|i| !i.trim().is_empty()) else {
        return Ok(None);
    };
    let path = crate::render::draw::map_image_path(file.parent(), image);
    let bytes = crate::render::image_io::read_file(&path).map_err(|e| {
        let (file, error) = (file.display().to_string(), e.to_string());
        tr!(CliBundleNeedsMap, file = file, error = error)
    })?;
    crate::render::image_io::dimensions_of_bytes(&bytes, &path.display().to_string())
        .map_err(|e| format!("{}: map.image: {e}", file.display()))?;
    let mut name = bundle::name_in_bundle(&path, "map");
    if name.eq_ignore_ascii_case(&bundle::name_in_bundle(file, "scenario")) {
        name = bundle::name_in_bundle(Path::new(&format!("map-{name}")), "map");
    }
    Ok(Some(MapFile {
        name,
        bytes,
        path: Some(path),
    }))
}

fn cannot_unpack(file: &Path, e: &dyn std::fmt::Display) -> String {
    let (file, error) = (file.display().to_string(), e.to_string());
    tr!(CliCannotUnpack, file = file, error = error)
}

/// A bundle opened for a command: the private folder its scenario and map were written into,
/// and how messages name the bundle instead.
struct Opened {
    folder: tempfile::TempDir,
    bundle: PathBuf,
}

/// Run `run` with every bundle among the command's scenario files opened: each is read (with
/// every check of [`crate::model::bundle`]), unpacked into a private folder, and replaced by
/// the scenario there. Messages and output name the bundle, not the folder. An output that
/// would overwrite a bundle read is refused.
pub(super) fn with_bundles_opened(
    mut cli: Cli,
    out: &mut dyn Write,
    err: &mut dyn Write,
    run: fn(Cli, &mut dyn Write, &mut dyn Write) -> u8,
) -> u8 {
    let mut opened = Vec::new();
    for file in scenario_files(&mut cli) {
        if !bundle::is_bundle(file) {
            continue;
        }
        match open(file) {
            Ok((scenario, o)) => {
                *file = scenario;
                opened.push(o);
            }
            Err(e) => {
                let _ = writeln!(TerminalSafe(err), "{e}");
                return EXIT_INVALID;
            }
        }
    }
    if opened.is_empty() {
        return run(cli, out, err);
    }
    if let Some(output) = output_of(&cli) {
        for o in &opened {
            let input = tr!(CliInputBundle);
            if let Err(e) = files::refuse_overwriting_inputs(output, &[(&input, &o.bundle)]) {
                let _ = writeln!(TerminalSafe(err), "{e}");
                return EXIT_INVALID;
            }
        }
    }
    let json = writes_json(&cli);
    let (mut said, mut told) = (Vec::new(), Vec::new());
    let code = run(cli, &mut said, &mut told);
    let _ = out.write_all(&renamed(said, &opened, json));
    let _ = err.write_all(&renamed(told, &opened, false));
    code
}

/// Read the bundle `file` and write its scenario and map into a new private folder; the
/// scenario's path there.
fn open(file: &Path) -> Result<(PathBuf, Opened), String> {
    let b = bundle::read_bundle(file).map_err(|e| e.to_string())?;
    let folder = tempfile::Builder::new()
        .prefix("umpire-bundle-")
        .tempdir()
        .map_err(|e| cannot_unpack(file, &e))?;
    let scenario = bundle::unpack_into(&b, folder.path()).map_err(|e| cannot_unpack(file, &e))?;
    Ok((
        scenario,
        Opened {
            folder,
            bundle: file.to_path_buf(),
        },
    ))
}

/// The scenario files a command reads.
fn scenario_files(cli: &mut Cli) -> Vec<&mut PathBuf> {
    match &mut cli.command {
        Some(Command::Compute(a)) => a.files.iter_mut().collect(),
        Some(Command::Check(a)) => a.files.iter_mut().collect(),
        Some(Command::Report(a)) => vec![&mut a.file],
        Some(Command::RenderMap(a)) => vec![&mut a.file],
        Some(Command::Record(a)) => vec![&mut a.file],
        Some(Command::PlayerCopy(a)) => vec![&mut a.file],
        // `bundle` reads a bundle itself; `systems` reads nothing.
        Some(Command::Bundle(_)) | Some(Command::Systems) => Vec::new(),
        // A campaign is no scenario: its battles are read beside it.
        Some(Command::CampaignReport(_)) => Vec::new(),
        // A campaign reads its battles itself, beside the campaign file.
        Some(Command::Campaign(_) | Command::CampaignBattle(_)) => Vec::new(),
        None => cli.file.iter_mut().collect(),
    }
}

/// The file a command writes, if it writes one.
fn output_of(cli: &Cli) -> Option<&Path> {
    match &cli.command {
        Some(Command::Report(a)) => Some(&a.output),
        Some(Command::RenderMap(a)) => Some(&a.output),
        Some(Command::Bundle(a)) => Some(&a.output),
        Some(Command::PlayerCopy(a)) => Some(&a.output),
        _ => None,
    }
}

/// Whether the command's standard output is JSON (where a name must be written as JSON
/// writes strings).
fn writes_json(cli: &Cli) -> bool {
    match &cli.command {
        Some(Command::Compute(a)) => a.format == Format::Json,
        Some(Command::Record(a)) => a.format == RecordFormat::Json,
        _ => false,
    }
}

/// `text` with each private folder named as its bundle: `/tmp/umpire-bundle-x/a.ron` becomes
/// `battle.umpire/a.ron`, as the messages of a bundle read in place would say. The bundle's
/// name is written as the output writes text: escaped for JSON, or for a terminal.
fn renamed(text: Vec<u8>, opened: &[Opened], json: bool) -> Vec<u8> {
    let mut text = match String::from_utf8(text) {
        Ok(text) => text,
        Err(not_text) => return not_text.into_bytes(),
    };
    for o in opened {
        let name = o.bundle.display().to_string();
        let name = if json {
            let quoted = serde_json::to_string(&name).unwrap_or_default();
            quoted
                .strip_prefix('"')
                .and_then(|q| q.strip_suffix('"'))
                .unwrap_or_default()
                .to_string()
        } else {
            limits::escape_controls(&name)
        };
        let folder = o.folder.path().display().to_string();
        text = text.replace(&folder, &name);
    }
    text.into_bytes()
}
