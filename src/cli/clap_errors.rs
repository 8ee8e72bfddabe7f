//! clap's own error messages (an unknown option, a missing or invalid value, an unknown
//! subcommand, a missing argument…) in the language in force, from the error's kind and
//! context (`cli.ftl`, ids `cli-clap-`), laid out as clap lays them out. English keeps clap's
//! own output (its colours included): [`exit`] writes these messages only in French. The
//! English messages are clap's words, so that [`text`] in English equals clap's plain text
//! (tested), which checks that each kind and context is read as clap reads it.
//!
//! clap's ready-made tips (`to pass '--x' as a value, use '-- --x'`) are English sentences
//! with no context to rebuild them from: in French they are left out; the similar names clap
//! suggests are kept.

use crate::i18n::{Lang, tr};
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// clap's indent of a list item or a tip.
const TAB: &str = "  ";

/// Exit on `e` as clap does (its exit code, help and version on standard output), with the
/// error written in French when the language in force is French.
pub fn exit(e: clap::Error) -> ! {
    let shows_help = matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    );
    if shows_help || crate::i18n::current() != Lang::Fr {
        e.exit()
    }
    eprint!("{}", text(&e));
    std::process::exit(e.exit_code())
}

/// The error as clap writes it, without colours, in the language in force.
pub fn text(e: &clap::Error) -> String {
    let mut out = tr!(CliClapError, message = message(e));
    let similar = [
        (ContextKind::SuggestedSubcommand, Similar::Subcommand),
        (ContextKind::SuggestedArg, Similar::Argument),
        (ContextKind::SuggestedValue, Similar::Value),
    ];
    let mut suggested = false;
    for (kind, what) in similar {
        if let Some(names) = e.get(kind) {
            out.push_str(if suggested { "\n" } else { "\n\n" });
            suggested = true;
            out.push_str(TAB);
            out.push_str(&similar_text(what, names));
        }
    }
    if crate::i18n::current() != Lang::Fr
        && let Some(ContextValue::StyledStrs(tips)) = e.get(ContextKind::Suggested)
    {
        if !suggested {
            out.push('\n');
        }
        for tip in tips {
            out.push_str(&format!("\n{TAB}tip: {tip}"));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        let usage = usage.to_string();
        // clap heads the usage with its own word, as in the help (`cli-heading-usage`).
        let usage = match usage.strip_prefix("Usage:") {
            Some(rest) => format!("{}{rest}", tr!(CliHeadingUsage)),
            None => usage,
        };
        out.push_str("\n\n");
        out.push_str(&usage);
    }
    out.push_str("\n\n");
    out.push_str(&tr!(CliClapMoreInformation, help = "--help"));
    out.push('\n');
    out
}

fn string(e: &clap::Error, kind: ContextKind) -> Option<&str> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.as_str()),
        _ => None,
    }
}

fn strings(e: &clap::Error, kind: ContextKind) -> Option<&[String]> {
    match e.get(kind) {
        Some(ContextValue::Strings(s)) => Some(s.as_slice()),
        _ => None,
    }
}

fn number(e: &clap::Error, kind: ContextKind) -> Option<isize> {
    match e.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    }
}

/// `values` under `heading`, as clap lists the possible values or subcommands.
fn values_list(values: Option<&[String]>, list: fn(String) -> String) -> String {
    match values {
        Some(values) if !values.is_empty() => format!("\n{TAB}{}", list(values.join(", "))),
        _ => String::new(),
    }
}

/// The first sentence: what is wrong, from the error's kind and context.
fn message(e: &clap::Error) -> String {
    use ContextKind as K;
    let arg = string(e, K::InvalidArg);
    let value = string(e, K::InvalidValue);
    let text = match e.kind() {
        ErrorKind::UnknownArgument => arg.map(|arg| tr!(CliClapUnknownArgument, arg = arg)),
        ErrorKind::InvalidValue => arg.zip(value).map(|(arg, value)| {
            let first = match value {
                "" => tr!(CliClapValueRequired, arg = arg),
                value => tr!(CliClapInvalidValue, arg = arg, value = value),
            };
            let list = |values| tr!(CliClapPossibleValues, values = values);
            first + &values_list(strings(e, K::ValidValue), list)
        }),
        ErrorKind::InvalidSubcommand => {
            string(e, K::InvalidSubcommand).map(|name| tr!(CliClapInvalidSubcommand, name = name))
        }
        ErrorKind::MissingRequiredArgument => strings(e, K::InvalidArg).map(|args| {
            let mut text = tr!(CliClapMissingRequired);
            for arg in args {
                text.push_str(&format!("\n{TAB}{arg}"));
            }
            text
        }),
        ErrorKind::MissingSubcommand => string(e, K::InvalidSubcommand).map(|name| {
            let list = |values| tr!(CliClapSubcommands, values = values);
            tr!(CliClapMissingSubcommand, name = name)
                + &values_list(strings(e, K::ValidSubcommand), list)
        }),
        ErrorKind::ArgumentConflict => arg.map(|arg| conflict(e, arg)),
        ErrorKind::TooManyValues => arg
            .zip(value)
            .map(|(arg, value)| tr!(CliClapTooManyValues, arg = arg, value = value)),
        ErrorKind::ValueValidation => arg.zip(value).map(|(arg, value)| {
            let why = std::error::Error::source(e).map(ToString::to_string);
            match why {
                Some(why) => tr!(CliClapValidation, arg = arg, value = value, why = why),
                None => tr!(CliClapInvalidValue, arg = arg, value = value),
            }
        }),
        ErrorKind::WrongNumberOfValues => {
            counts(e, K::ExpectedNumValues).map(|(arg, actual, expected)| {
                tr!(
                    CliClapWrongNumber,
                    arg = arg,
                    actual = actual,
                    expected = expected
                )
            })
        }
        ErrorKind::TooFewValues => counts(e, K::MinValues)
            .map(|(arg, actual, min)| tr!(CliClapTooFew, arg = arg, actual = actual, min = min)),
        ErrorKind::NoEquals => arg.map(|arg| tr!(CliClapNoEquals, arg = arg)),
        ErrorKind::InvalidUtf8 => Some(tr!(CliClapInvalidUtf8)),
        _ => None,
    };
    text.unwrap_or_else(|| tr!(CliClapInvalid))
}

/// The argument, the number of values given and the number `wanted` says.
fn counts(e: &clap::Error, wanted: ContextKind) -> Option<(&str, i64, i64)> {
    let arg = string(e, ContextKind::InvalidArg)?;
    let actual = number(e, ContextKind::ActualNumValues)?;
    Some((arg, actual as i64, number(e, wanted)? as i64))
}

/// An argument used twice, or with another it excludes.
fn conflict(e: &clap::Error, arg: &str) -> String {
    match e.get(ContextKind::PriorArg) {
        Some(ContextValue::String(prior)) if prior == arg => tr!(CliClapUsedTwice, arg = arg),
        Some(ContextValue::String(other)) => {
            tr!(CliClapConflict, arg = arg, other = other.as_str())
        }
        Some(ContextValue::Strings(others)) => {
            let mut text = tr!(CliClapConflictMany, arg = arg);
            for other in others {
                text.push_str(&format!("\n{TAB}{other}"));
            }
            text
        }
        _ => tr!(CliClapConflictOthers, arg = arg),
    }
}

#[derive(Clone, Copy)]
enum Similar {
    Subcommand,
    Argument,
    Value,
}

/// "tip: a similar argument exists: '--lang'", or some similar ones.
fn similar_text(what: Similar, names: &ContextValue) -> String {
    let names: Vec<&str> = match names {
        ContextValue::String(name) => vec![name.as_str()],
        ContextValue::Strings(names) => names.iter().map(String::as_str).collect(),
        _ => Vec::new(),
    };
    let count = names.len();
    let names = names
        .into_iter()
        .map(|name| tr!(CliClapQuoted, name = name))
        .collect::<Vec<_>>()
        .join(", ");
    match what {
        Similar::Subcommand => tr!(CliClapSimilarSubcommand, count = count, names = names),
        Similar::Argument => tr!(CliClapSimilarArgument, count = count, names = names),
        Similar::Value => tr!(CliClapSimilarValue, count = count, names = names),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::with_lang;

    fn error(args: &[&str]) -> clap::Error {
        let args = std::iter::once("umpire").chain(args.iter().copied());
        with_lang(Lang::En, || {
            super::super::help::command().try_get_matches_from(args)
        })
        .expect_err("a usage error")
    }

    /// In English the messages give clap's own text, for every kind the tests can make.
    #[test]
    fn english_is_clap_s_own_text() {
        for args in [
            &["compute", "x.ron", "--bogus"][..],
            &["compute", "x.ron", "--lagn", "fr"],
            &["compute", "x.ron", "--lang", "xx"],
            &["compute", "x.ron", "--lang"],
            &["compute"],
            &["compute", "x.ron", "--lang", "fr", "--lang", "en"],
            &["compute", "x.ron", "-x"],
            &["help", "compote"],
        ] {
            let e = error(args);
            let clap_s = e.render().to_string();
            assert_eq!(with_lang(Lang::En, || text(&e)), clap_s, "{args:?}");
        }
    }

    fn made(kind: ErrorKind, context: Vec<(ContextKind, ContextValue)>) -> clap::Error {
        let mut e = clap::Error::new(kind);
        for (k, v) in context {
            e.insert(k, v);
        }
        e
    }

    /// The kinds umpire's own arguments cannot give (no required subcommand, no option of
    /// several values), made by hand: each reads in French.
    #[test]
    fn every_kind_reads_in_french() {
        use ContextKind as K;
        use ContextValue as V;
        let s = |t: &str| V::String(t.into());
        let list = |t: &[&str]| V::Strings(t.iter().map(|x| x.to_string()).collect());
        let cases = [
            (
                made(
                    ErrorKind::MissingSubcommand,
                    vec![
                        (K::InvalidSubcommand, s("umpire")),
                        (K::ValidSubcommand, list(&["check", "compute"])),
                    ],
                ),
                "«\u{a0}umpire\u{a0}» demande une sous-commande, mais aucune n'a été donnée\n  [sous-commandes\u{a0}: check, compute]",
            ),
            (
                made(
                    ErrorKind::ArgumentConflict,
                    vec![(K::InvalidArg, s("--a")), (K::PriorArg, s("--b"))],
                ),
                "l'argument «\u{a0}--a\u{a0}» ne peut pas être employé avec «\u{a0}--b\u{a0}»",
            ),
            (
                made(
                    ErrorKind::ArgumentConflict,
                    vec![
                        (K::InvalidArg, s("--a")),
                        (K::PriorArg, list(&["--b", "--c"])),
                    ],
                ),
                "l'argument «\u{a0}--a\u{a0}» ne peut pas être employé avec\u{a0}:\n  --b\n  --c",
            ),
            (
                made(ErrorKind::ArgumentConflict, vec![(K::InvalidArg, s("--a"))]),
                "l'argument «\u{a0}--a\u{a0}» ne peut pas être employé avec un ou plusieurs des autres arguments donnés",
            ),
            (
                made(
                    ErrorKind::TooManyValues,
                    vec![(K::InvalidArg, s("--a")), (K::InvalidValue, s("x"))],
                ),
                "valeur inattendue «\u{a0}x\u{a0}» pour «\u{a0}--a\u{a0}»\u{202f}; aucune autre n'était attendue",
            ),
            (
                made(
                    ErrorKind::WrongNumberOfValues,
                    vec![
                        (K::InvalidArg, s("--a")),
                        (K::ActualNumValues, V::Number(1)),
                        (K::ExpectedNumValues, V::Number(2)),
                    ],
                ),
                "«\u{a0}--a\u{a0}» demande 2 valeurs, mais 1 seule a été donnée",
            ),
            (
                made(
                    ErrorKind::TooFewValues,
                    vec![
                        (K::InvalidArg, s("--a")),
                        (K::ActualNumValues, V::Number(2)),
                        (K::MinValues, V::Number(3)),
                    ],
                ),
                "«\u{a0}--a\u{a0}» demande 3 valeurs\u{202f}; 2 seulement ont été données",
            ),
            (
                made(ErrorKind::NoEquals, vec![(K::InvalidArg, s("--a"))]),
                "il faut un signe égal pour donner une valeur à «\u{a0}--a\u{a0}»",
            ),
            (
                made(ErrorKind::InvalidUtf8, vec![]),
                "un ou plusieurs arguments ne sont pas en UTF-8 valide",
            ),
            (
                made(ErrorKind::UnknownArgument, vec![]),
                "les arguments ne sont pas valides",
            ),
            (
                made(
                    ErrorKind::InvalidSubcommand,
                    vec![
                        (K::InvalidSubcommand, s("compote")),
                        (K::SuggestedSubcommand, list(&["compute", "complete"])),
                    ],
                ),
                "sous-commande inconnue «\u{a0}compote\u{a0}»\n\n  astuce\u{a0}: des sous-commandes voisines existent\u{a0}: «\u{a0}compute\u{a0}», «\u{a0}complete\u{a0}»",
            ),
            (
                made(
                    ErrorKind::InvalidValue,
                    vec![
                        (K::InvalidArg, s("--a")),
                        (K::InvalidValue, s("jsn")),
                        (K::SuggestedValue, s("json")),
                    ],
                ),
                "valeur «\u{a0}jsn\u{a0}» invalide pour «\u{a0}--a\u{a0}»\n\n  astuce\u{a0}: une valeur voisine existe\u{a0}: «\u{a0}json\u{a0}»",
            ),
        ];
        for (e, expected) in cases {
            let text = with_lang(Lang::Fr, || text(&e));
            assert_eq!(
                text,
                format!(
                    "erreur\u{a0}: {expected}\n\nPour en savoir plus, essayez «\u{a0}--help\u{a0}».\n"
                )
            );
        }
    }
}
