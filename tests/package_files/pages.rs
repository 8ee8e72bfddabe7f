//! The manual pages and shell completions the Debian package ships, made from the very clap
//! definitions ([`Cli`]) the program parses its command line with, so that they follow every
//! change to it. A packaging tool, not part of the program: the example `package_files`
//! (`main.rs` here) writes them before `cargo deb` runs (docs/packaging.md), and the tests read
//! them (tests/package.rs):
//! - `DIR/man/umpire.1.gz` and one page per subcommand, `umpire-compute.1.gz`, …, gzipped at
//!   the highest level with no timestamp (Debian policy; the same bytes on every run), and the
//!   same pages in French in `DIR/man/fr/man1/` (the help's French messages, the sections'
//!   names in French);
//! - `DIR/completions/umpire.bash`, `_umpire` (zsh) and `umpire.fish`.

use clap::CommandFactory;
use clap_complete::Shell;
use std::io::{self, Write};
use std::path::Path;
use umpire::cli::Cli;
use umpire::i18n::{Lang, Msg, with_lang};

/// The program's name: the binary, the manual page and the word completed.
const NAME: &str = "umpire";

/// The shells completed, each with the file name its package folder expects.
const COMPLETIONS: [(Shell, &str); 3] = [
    (Shell::Bash, "umpire.bash"),
    (Shell::Zsh, "_umpire"),
    (Shell::Fish, "umpire.fish"),
];

/// Write the manual pages and completions under `dir`; each file written is named on `out`.
pub fn write_all(dir: &Path, out: &mut dyn Write) -> io::Result<()> {
    for lang in Lang::ALL {
        let folder = match lang {
            Lang::En => dir.join("man"),
            _ => dir.join("man").join(lang.code()).join("man1"),
        };
        for (name, page) in manual_pages_in(lang)? {
            write_one(&folder, &format!("{name}.gz"), &gzipped(&page)?, out)?;
        }
    }
    for (shell, name) in COMPLETIONS {
        write_one(&dir.join("completions"), name, &completion(shell), out)?;
    }
    Ok(())
}

fn write_one(folder: &Path, name: &str, bytes: &[u8], out: &mut dyn Write) -> io::Result<()> {
    std::fs::create_dir_all(folder)?;
    let path = folder.join(name);
    umpire::model::write_atomically(&path, bytes)?;
    let _ = writeln!(out, "{}", path.display());
    Ok(())
}

/// The manual pages in roff in `lang`, each with its file name: `umpire.1`, then
/// `umpire-SUBCOMMAND.1` for every subcommand the help lists (clap names a built subcommand
/// `umpire-SUBCOMMAND`); the help's messages in that language, and in French the sections'
/// names too.
pub fn manual_pages_in(lang: Lang) -> io::Result<Vec<(String, Vec<u8>)>> {
    let pages = with_lang(lang, english_sectioned_pages)?;
    Ok(match lang {
        Lang::En => pages,
        Lang::Fr => pages
            .into_iter()
            .map(|(name, page)| (name, french_sections(&page)))
            .collect(),
    })
}

/// The pages with clap_mangen's section names (`NAME`, `SYNOPSIS`…), which are in English
/// whatever the help's language (the manual's name, which man writes at the top, is the
/// language's; in English man's own).
fn english_sectioned_pages() -> io::Result<Vec<(String, Vec<u8>)>> {
    let command = umpire::cli::manual_command();
    let subcommands = command
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .cloned();
    std::iter::once(command.clone())
        .chain(subcommands)
        .map(|c| {
            let mut man = clap_mangen::Man::new(c);
            if umpire::i18n::current() != Lang::En {
                man = man.manual(umpire::i18n::text(Msg::CliManual, None));
            }
            let mut page = Vec::new();
            man.render(&mut page)?;
            Ok((man.get_filename(), page))
        })
        .collect()
}

/// `page` with its sections named as French manual pages name them. clap_mangen writes each
/// section's name in English, or a heading of the help (`Options\u{a0}`, ending in the space
/// French puts before the colon clap adds) as it is: each `.SH` line is named again, and the
/// synopsis's `[commandes\u{a0}]` loses that space.
fn french_sections(page: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(page);
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        match line.strip_prefix(".SH ") {
            Some(name) => {
                let name = name.trim_end().trim_matches('"').trim_end_matches('\u{a0}');
                let french = match name.to_uppercase().as_str() {
                    "NAME" => "NOM".to_string(),
                    "EXTRA" => "NOTES".to_string(),
                    "AUTHORS" => "AUTEURS".to_string(),
                    other => other.to_string(),
                };
                out.push_str(&format!(".SH {french}\n"));
            }
            None => out.push_str(&line.replace("\u{a0}\\fR]", "\\fR]")),
        }
    }
    out.into_bytes()
}

/// The completion script for one shell.
pub fn completion(shell: Shell) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut as_shown(&Cli::command()), NAME, &mut script);
    script
}

/// `command` as its help shows it, for clap_complete, which would complete the hidden
/// subcommands too: its visible arguments and subcommands (clap adds --help and --version).
fn as_shown(command: &clap::Command) -> clap::Command {
    let mut shown = clap::Command::new(NAME)
        .args(
            command
                .get_arguments()
                .filter(|a| !a.is_hide_set())
                .cloned(),
        )
        .subcommands(
            command
                .get_subcommands()
                .filter(|s| !s.is_hide_set())
                .cloned(),
        );
    if command.get_version().is_some() {
        shown = shown.version(env!("CARGO_PKG_VERSION"));
    }
    shown
}

/// `bytes` gzipped as Debian wants a manual page: best compression, no name, no timestamp.
fn gzipped(bytes: &[u8]) -> io::Result<Vec<u8>> {
    let mut gz = flate2::GzBuilder::new()
        .mtime(0)
        .write(Vec::new(), flate2::Compression::best());
    gz.write_all(bytes)?;
    gz.finish()
}
