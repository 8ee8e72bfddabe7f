//! The program's messages (`assets/i18n`): each one used by the code, and `--lang` on the
//! command line. (That every message is in every language, taking no variable English does
//! not, the build checks; that each formats, and the number formats, `src/i18n/tests.rs`.)

use crate::cli::{code, stderr, umpire};
use crate::floors::{code_only, rust_files, src};
use umpire::i18n::Msg;

/// Whether `name` stands in `code` as a whole identifier.
fn names(code: &str, name: &str) -> bool {
    let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    code.match_indices(name).any(|(i, _)| {
        !ident(code[..i].chars().next_back()) && !ident(code[i + name.len()..].chars().next())
    })
}

#[test]
fn every_message_is_used_by_the_program_s_code() {
    let src = src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    // The packaging tool writes the manual pages from the program's messages.
    let package_files = src.with_file_name("tests").join("package_files");
    rust_files(&package_files, &mut files);
    // The i18n module names messages in its own tests only.
    let code: Vec<String> = files
        .iter()
        .filter(|f| !f.starts_with(src.join("i18n")))
        .map(|f| code_only(&std::fs::read_to_string(f).expect("a readable source file")))
        .collect();
    assert!(code.len() > 100, "the scan read too little: {}", code.len());
    let unused: Vec<String> = Msg::ALL
        .iter()
        .filter(|m| !code.iter().any(|c| names(c, m.name())))
        .map(|m| format!("{} ({})", m.id(), m.name()))
        .collect();
    assert!(
        unused.is_empty(),
        "messages of assets/i18n that no code uses (remove them from every language):\n{}",
        unused.join("\n")
    );
}

#[test]
fn the_unused_check_reads_whole_names_in_code_only() {
    assert!(names("tr!(MenuFile)", "MenuFile"));
    assert!(!names("tr!(MenuFileX)", "MenuFile"));
    assert!(!names("XMenuFile", "MenuFile"));
    assert!(!names(
        &code_only("// tr!(MenuFile)\nlet s = \"MenuFile\";"),
        "MenuFile"
    ));
}

#[test]
fn the_command_line_takes_a_language_after_the_subcommand() {
    for args in [["systems", "--lang", "fr"], ["systems", "--lang", "EN"]] {
        let o = umpire(&args);
        assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
    }
    let o = umpire(&["systems", "--lang", "de"]);
    assert_eq!(code(&o), 2, "a usage error");
    assert!(stderr(&o).contains("en or fr"), "{}", stderr(&o));
    // Before the subcommand, clap would take its name for the window's FILE: said (in the
    // language asked for), not a window opened on a file that does not exist.
    let o = umpire(&["--lang", "fr", "systems"]);
    assert_eq!(code(&o), 2, "a usage error");
    assert!(
        stderr(&o).contains("les options viennent après la sous-commande\u{a0}: umpire systems"),
        "{}",
        stderr(&o)
    );
    let o = umpire(&["--lang", "en", "systems"]);
    assert_eq!(code(&o), 2, "a usage error");
    assert!(
        stderr(&o).contains("options go after the subcommand: umpire systems"),
        "{}",
        stderr(&o)
    );
}
