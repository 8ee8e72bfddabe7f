//! The command line's help in the language in force: the clap definitions of [`args`] (whose
//! doc comments are the English help clap's derive reads at compile time) with every command's
//! about and every option's help replaced by its message (`cli.ftl`), at run time. The English
//! messages are the doc comments as clap shows them, so English help is what the derive gives.
//!
//! In French, clap's own words are replaced too where clap lets them be: the help and version
//! options and the `help` subcommand, the headings (through a help template and each argument's
//! heading), the default and possible values (written by umpire after the help). clap's error
//! messages are written by [`super::clap_errors`]. Left in English: `[OPTIONS]`, `<COMMAND>`
//! and the value names in the usage lines.
//!
//! The language must be known before clap writes any help: [`lang_in_args`] reads `--lang`
//! from the raw arguments first.
//!
//! [`args`]: super::args

use super::args::Cli;
use crate::i18n::{Lang, tr};
use clap::{Arg, ArgMatches, Command, CommandFactory, FromArgMatches};
use std::collections::BTreeSet;
use std::ffi::OsString;
use std::sync::Mutex;

/// The `umpire` command with its help in the language in force.
pub fn command() -> Command {
    localized_command(Cli::command())
}

/// The command the manual pages are made of (the Debian package's, `tests/package_files/`):
/// [`command`] without the help subcommand (a page of its own would say nothing).
pub fn manual_command() -> Command {
    localized_command(Cli::command().disable_help_subcommand(true))
}

fn localized_command(mut command: Command) -> Command {
    // Built first: clap adds the help and version options and the help subcommand while it
    // builds, and each is then given its words like any other.
    command.build();
    localized(command, "umpire", current_is_french())
}

/// Parse the process's arguments with [`command`]'s help; on a usage error (in the language
/// in force, [`super::clap_errors`]), or after printing the help or the version, exit as clap
/// does.
pub fn parse() -> Cli {
    parse_from(std::env::args_os())
}

/// [`parse`] over the given arguments (the first is the program's name).
pub fn parse_from(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> Cli {
    let matches: ArgMatches = command()
        .try_get_matches_from(args)
        .unwrap_or_else(|e| super::clap_errors::exit(e));
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| super::clap_errors::exit(e))
}

/// The language `--lang` asks for among the raw arguments (`--lang fr`, `--lang=fr`), before
/// clap reads them; `None` without it, or when its value is no language (clap then says so).
pub fn lang_in_args(args: impl IntoIterator<Item = OsString>) -> Option<Lang> {
    let mut args = args.into_iter().map(|a| a.to_string_lossy().into_owned());
    let mut found = None;
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.next(),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => continue,
        };
        // The last --lang wins, as clap keeps the last value of an option given twice.
        found = value.and_then(|v| Lang::parse(&v).ok()).or(found);
    }
    found
}

fn current_is_french() -> bool {
    crate::i18n::current() == Lang::Fr
}

/// `command` (named `name` in [`about`] and [`arg_help`]) and its subcommands with their
/// messages; in French also clap's own words and headings.
fn localized(mut command: Command, name: &str, french: bool) -> Command {
    if let Some(about) = about(name) {
        command = command.about(about);
    }
    if name == "umpire" {
        command = command.after_help(tr!(CliAfterHelp));
    }
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        command = command.mut_arg(&id, |arg| localized_arg(arg, name, french));
    }
    let subcommands: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for sub in subcommands {
        command = command.mut_subcommand(&sub, |s| localized(s, &sub, french));
    }
    if french {
        command = command
            .help_template(french_template())
            .subcommand_help_heading(kept(tr!(CliHeadingCommands)));
    }
    command
}

/// The help template clap uses by default, with the usage heading in French.
fn french_template() -> String {
    let usage = tr!(CliHeadingUsage);
    format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
    )
}

/// An argument's help in the language in force; in French also clap's words around it.
fn localized_arg(mut arg: Arg, command: &str, french: bool) -> Arg {
    let id = arg.get_id().as_str().to_string();
    let had_more = arg
        .get_help()
        .is_some_and(|h| h.to_string().contains("--help'"));
    if let Some(help) = arg_help(command, &id, had_more) {
        arg = arg.help(help);
    }
    if had_more {
        arg = arg.long_help(tr!(CliArgHelpSummary));
    }
    if !french {
        return arg;
    }
    let heading = match arg.is_positional() {
        true => tr!(CliHeadingArguments),
        false => tr!(CliHeadingOptions),
    };
    let mut help = arg.get_help().map(|h| h.to_string());
    if !arg.is_hide_default_value_set()
        && let Some(value) = joined(arg.get_default_values().iter().map(|v| v.to_string_lossy()))
    {
        help = Some(with(help, tr!(CliHelpDefault, value = value)));
        arg = arg.hide_default_value(true);
    }
    let possible = arg.get_possible_values();
    if !arg.is_hide_possible_values_set()
        && let Some(values) = joined(
            possible
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().into()),
        )
    {
        help = Some(with(help, tr!(CliHelpPossibleValues, values = values)));
        arg = arg.hide_possible_values(true);
    }
    if let Some(help) = help {
        arg = arg.help(help);
    }
    arg.help_heading(kept(heading))
}

/// `help` followed by `more`.
fn with(help: Option<String>, more: String) -> String {
    match help {
        Some(help) => format!("{help} {more}"),
        None => more,
    }
}

/// `text` for as long as the process runs, which clap wants of a heading (without its `string`
/// feature): each text is kept once, so that making the command again keeps nothing more.
fn kept(text: String) -> &'static str {
    static KEPT: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    match kept.get(text.as_str()) {
        Some(&k) => k,
        None => {
            let k: &'static str = text.leak();
            kept.insert(k);
            k
        }
    }
}

/// `values` joined with commas; `None` when there are none.
fn joined<'a>(values: impl Iterator<Item = std::borrow::Cow<'a, str>>) -> Option<String> {
    let values: Vec<_> = values.collect();
    (!values.is_empty()).then(|| values.join(", "))
}

/// A command's about, by the command's name.
fn about(command: &str) -> Option<String> {
    Some(match command {
        "umpire" => tr!(CliAbout),
        "compute" => tr!(CliAboutCompute),
        "check" => tr!(CliAboutCheck),
        "systems" => tr!(CliAboutSystems),
        "report" => tr!(CliAboutReport),
        "render-map" => tr!(CliAboutRenderMap),
        "record" => tr!(CliAboutRecord),
        "player-copy" => tr!(CliAboutPlayerCopy),
        "bundle" => tr!(CliAboutBundle),
        "campaign-report" => tr!(CliAboutCampaignReport),
        "campaign" => tr!(CliAboutCampaign),
        "campaign-battle" => tr!(CliAboutCampaignBattle),
        "help" => tr!(CliAboutHelp),
        _ => return None,
    })
}

/// An argument's help, by its command's name and its id; `had_more`: clap's help option says
/// that `--help` shows more than `-h`. `None` for an argument without help (`--format`: its
/// possible values say it) and for one this table lacks (a test finds those).
fn arg_help(command: &str, id: &str, had_more: bool) -> Option<String> {
    Some(match (command, id) {
        (_, "help") if had_more => tr!(CliArgHelpMore),
        (_, "help") => tr!(CliArgHelp),
        (_, "version") => tr!(CliArgVersion),
        (_, "lang") => tr!(CliArgLang),
        ("umpire", "file") => tr!(CliArgFile),
        ("compute" | "check", "files") => tr!(CliArgScenarioFiles),
        ("compute", "systems") => tr!(CliArgComputeSystem),
        ("compute", "audience") => tr!(CliArgComputeAudience),
        ("report", "file") => tr!(CliArgReportFile),
        ("report" | "campaign-report", "output") => tr!(CliArgPdfOutput),
        ("report", "template") => tr!(CliArgReportTemplate),
        ("report", "paper") => tr!(CliArgReportPaper),
        ("report", "audience") => tr!(CliArgReportAudience),
        ("report", "greyscale") => tr!(CliArgReportGreyscale),
        ("render-map", "file") => tr!(CliArgMapFile),
        ("render-map", "output") => tr!(CliArgMapOutput),
        ("render-map", "player") => tr!(CliArgMapPlayer),
        ("render-map", "audience") => tr!(CliArgMapAudience),
        ("render-map", "scale") => tr!(CliArgMapScale),
        ("render-map", "turn") => tr!(CliArgMapTurn),
        ("render-map", "grid") => tr!(CliArgMapGrid),
        ("record", "file") => tr!(CliArgRecordFile),
        ("record", "audience") => tr!(CliArgRecordAudience),
        ("player-copy", "file") => tr!(CliArgCopyFile),
        ("player-copy", "audience") => tr!(CliArgCopyAudience),
        ("player-copy", "output") => tr!(CliArgCopyOutput),
        ("bundle", "file") => tr!(CliArgBundleFile),
        ("bundle", "output") => tr!(CliArgBundleOutput),
        ("campaign-report", "file") => tr!(CliArgCampaignReportFile),
        ("campaign-report", "audience") => tr!(CliArgCampaignReportAudience),
        ("campaign-report", "paper") => tr!(CliArgCampaignReportPaper),
        ("campaign-report", "greyscale") => tr!(CliArgCampaignReportGreyscale),
        ("campaign", "file") => tr!(CliArgCampaignFile),
        ("campaign", "audience") => tr!(CliArgCampaignAudience),
        ("campaign-battle", "campaign") => tr!(CliArgBattleCampaign),
        ("campaign-battle", "file") => tr!(CliArgBattleFile),
        ("campaign-battle", "date") => tr!(CliArgBattleDate),
        ("campaign-battle", "title") => tr!(CliArgBattleTitle),
        ("campaign-battle", "a") => tr!(CliArgBattleA),
        ("campaign-battle", "b") => tr!(CliArgBattleB),
        ("campaign-battle", "attacker") => tr!(CliArgBattleAttacker),
        ("campaign-battle", "map") => tr!(CliArgBattleMap),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::with_lang;

    /// The long and short help of `command` and of each of its subcommands, by name.
    fn helps(mut command: Command) -> Vec<(String, String, String)> {
        command.build();
        let mut all = vec![(
            command.get_name().to_string(),
            command.render_help().to_string(),
            command.render_long_help().to_string(),
        )];
        let names: Vec<String> = command
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        for name in names {
            let sub = command.find_subcommand_mut(&name).expect("listed");
            all.push((
                name,
                sub.render_help().to_string(),
                sub.render_long_help().to_string(),
            ));
        }
        all
    }

    #[test]
    fn the_english_help_is_the_one_clap_s_derive_makes_from_the_doc_comments() {
        let derived = helps(Cli::command());
        let localized = with_lang(Lang::En, || helps(command()));
        assert_eq!(derived.len(), localized.len());
        for (d, l) in derived.iter().zip(&localized) {
            assert_eq!(d, l, "the help of {} differs", d.0);
        }
    }

    #[test]
    fn every_argument_with_help_has_its_message() {
        let mut command = Cli::command();
        command.build();
        let mut missing = Vec::new();
        let mut look = |c: &Command, name: &str| {
            for a in c.get_arguments().filter(|a| a.get_help().is_some()) {
                let more = a
                    .get_help()
                    .is_some_and(|h| h.to_string().contains("--help'"));
                if arg_help(name, a.get_id().as_str(), more).is_none() {
                    missing.push(format!("{name} {}", a.get_id()));
                }
            }
            if c.get_about().is_some() && about(name).is_none() {
                missing.push(format!("{name} (about)"));
            }
        };
        look(&command, "umpire");
        for sub in command.get_subcommands() {
            look(sub, sub.get_name());
        }
        assert!(missing.is_empty(), "no message for: {missing:?}");
    }

    #[test]
    fn the_french_help_has_french_headings_and_clap_s_words_in_french() {
        for (name, short, long) in with_lang(Lang::Fr, || helps(command())) {
            for help in [&short, &long] {
                for english in [
                    "Usage:",
                    "Options:",
                    "Arguments:",
                    "Commands:",
                    "Print help",
                    "[default:",
                    "[possible values:",
                ] {
                    assert!(!help.contains(english), "{name}: {english:?} in\n{help}");
                }
            }
            if name != "help" {
                assert!(
                    short.contains("Utilisation\u{a0}: umpire"),
                    "{name}:\n{short}"
                );
                assert!(short.contains("Afficher l'aide"), "{name}:\n{short}");
            }
        }
        let compute = with_lang(Lang::Fr, || command().find_subcommand("compute").cloned());
        let help = compute.expect("compute").render_help().to_string();
        assert!(help.contains("Arguments\u{a0}:\n  <FILE>...  Fichiers de scénario (RON)\u{202f}; `-` lit l'entrée standard"), "{help}");
        assert!(
            help.contains("--audience <AUDIENCE>") && help.contains("[par défaut\u{a0}: umpire]"),
            "{help}"
        );
        assert!(
            help.contains("[valeurs possibles\u{a0}: text, json]"),
            "{help}"
        );
    }

    #[test]
    fn the_language_is_read_from_the_arguments_before_clap() {
        let args = |a: &[&str]| lang_in_args(a.iter().map(OsString::from));
        assert_eq!(args(&["umpire", "--help", "--lang", "fr"]), Some(Lang::Fr));
        assert_eq!(
            args(&["umpire", "compute", "--lang=FR", "x.ron"]),
            Some(Lang::Fr)
        );
        assert_eq!(
            args(&["umpire", "--lang", "fr", "--lang", "en"]),
            Some(Lang::En)
        );
        assert_eq!(args(&["umpire", "--lang", "de"]), None);
        assert_eq!(args(&["umpire", "--lang"]), None);
        assert_eq!(args(&["umpire", "--", "--lang", "fr"]), None);
        assert_eq!(args(&["umpire", "--language", "fr"]), None);
    }
}
