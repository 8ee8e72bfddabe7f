//! The command line in French (`--lang fr`): the CLI's own words (src/cli, `cli.ftl`) in French
//! with French typography, the same figures as in English, the help and the plural forms. The
//! sentences of the systems and of the record are translated in their own files: the check of
//! a whole output without an English word waits for them (ignored below).

use crate::cli::{code, stderr, stdout, umpire};
use crate::support::english::{english_words, figures, ron_strings};
use std::path::PathBuf;
use umpire::i18n::{FluentArgs, Lang, Msg, checked_text, choose};

const NBSP: char = '\u{a0}';

fn demo(name: &str) -> String {
    format!("assets/scenarios/{name}.ron")
}

fn demo_text(name: &str) -> String {
    std::fs::read_to_string(crate::cli::root().join(demo(name))).expect("a demo scenario")
}

#[test]
fn compute_in_french_writes_the_command_line_s_own_words_in_french() {
    let o = umpire(&["compute", &demo("lobositz"), "--lang", "fr"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let text = stdout(&o);
    for french in [
        format!("Camps{NBSP}: A = "),
        format!("   Pourquoi{NBSP}: "),
        format!("   Niveau{NBSP}: "),
        format!("    Vainqueur{NBSP}: "),
        format!("   Chiffres{NBSP}:\n"),
        format!("   Calcul détaillé{NBSP}:\n"),
    ] {
        assert!(text.contains(&french), "{french:?} in\n{text}");
    }
    for english in [
        "Sides: ", "   Why: ", "Level: ", "Winner: ", "Figures:", "Steps:",
    ] {
        assert!(!text.contains(english), "{english:?} in\n{text}");
    }
}

#[test]
fn compute_in_french_gives_the_same_figures_as_in_english() {
    for name in ["lobositz", "waterloo", "grande-tactique"] {
        let english = stdout(&umpire(&["compute", &demo(name)]));
        let french = stdout(&umpire(&["compute", &demo(name), "--lang", "fr"]));
        let (f, e) = (figures(&french, true), figures(&english, false));
        assert_eq!(
            f,
            e,
            "{name}: {}\n{french}",
            crate::support::english::difference(&f, &e)
        );
    }
}

#[test]
fn compute_in_french_holds_no_english_word() {
    for name in [
        "lobositz",
        "waterloo",
        "grande-tactique",
        "grande-tactique-sundown",
    ] {
        let o = umpire(&["compute", &demo(name), "--lang", "fr"]);
        let text = stdout(&o);
        let found = english_words(&text, &ron_strings(&demo_text(name)), &[]);
        assert!(found.is_empty(), "{name}: {found:?}\n{text}");
    }
}

/// A copy of the Lobositz demo in a scratch folder, with its text changed by `edit`.
fn lobositz_with(edit: impl FnOnce(String) -> String) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lobositz.ron");
    std::fs::write(&path, edit(demo_text("lobositz"))).unwrap();
    (dir, path)
}

#[test]
fn check_in_french_says_ok_and_its_warnings_in_french() {
    let o = umpire(&["check", &demo("lobositz"), "--lang", "fr"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with(&format!("OK{NBSP}: Lobositz")),
        "{}",
        stdout(&o)
    );
    // The map image is not beside the copy: a warning, in French.
    let (_dir, file) = lobositz_with(|t| t);
    let o = umpire(&["check", file.to_str().unwrap(), "--lang", "fr"]);
    assert_eq!(code(&o), 0, "a warning is not an error: {}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(&format!(
            "lobositz.ron{NBSP}: avertissement{NBSP}: map.image"
        )),
        "{err}"
    );
    assert!(!err.contains(": warning: "), "{err}");
}

#[test]
fn check_in_french_refuses_a_bad_file_with_the_exit_code_of_english() {
    let (_dir, file) = lobositz_with(|t| t.replacen("sides:", "sides: (", 1));
    let file = file.to_str().unwrap();
    let english = umpire(&["check", file]);
    let french = umpire(&["check", file, "--lang", "fr"]);
    assert_eq!(code(&english), 1);
    assert_eq!(code(&french), 1, "{}", stderr(&french));
    assert_eq!(stdout(&french), "", "nothing is OK");
    assert!(
        stderr(&french).contains("lobositz.ron"),
        "{}",
        stderr(&french)
    );
}

#[test]
fn the_help_in_french() {
    for args in [
        vec!["--help", "--lang", "fr"],
        vec!["--lang", "fr", "--help"],
        vec!["--lang=fr", "-h"],
    ] {
        let o = umpire(&args);
        assert_eq!(code(&o), 0, "{args:?}: {}", stderr(&o));
        let help = stdout(&o);
        for french in [
            format!("Utilisation{NBSP}: umpire"),
            format!("Commandes{NBSP}:"),
            format!("Options{NBSP}:"),
            "compute          Juger des fichiers de scénario".to_string(),
            "Afficher l'aide".to_string(),
            format!("Codes de sortie{NBSP}: 0 succès"),
        ] {
            assert!(help.contains(&french), "{args:?}: {french:?} in\n{help}");
        }
        for english in ["Usage:", "Commands:", "Print help", "Judge scenario files"] {
            assert!(!help.contains(english), "{args:?}: {english:?} in\n{help}");
        }
    }
    let o = umpire(&["compute", "--help", "--lang", "fr"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let help = stdout(&o);
    assert!(help.contains("Utilisation\u{a0}: umpire compute"), "{help}");
    assert!(help.contains("Pour qui sont les verdicts"), "{help}");
    assert!(help.contains("[par défaut\u{a0}: umpire]"), "{help}");
    assert!(!help.contains("[default:"), "{help}");
}

#[test]
fn the_environment_s_french_gives_english_help_until_french_is_complete() {
    let o = crate::support::binary::umpire_command()
        .arg("--help")
        .env("LANG", "fr_FR.UTF-8")
        .output()
        .unwrap();
    let help = stdout(&o);
    let french = choose(Some("fr_FR.UTF-8"), None, umpire::i18n::FRENCH_COMPLETE) == Lang::Fr;
    assert_eq!(help.contains("Utilisation"), french, "{help}");
    assert_eq!(help.contains("Usage:"), !french, "{help}");
    // Once complete, the same environment chooses French (the rule main.rs follows).
    assert_eq!(choose(Some("fr_FR.UTF-8"), None, true), Lang::Fr);
    assert_eq!(choose(Some("fr_FR.UTF-8"), Some(Lang::En), true), Lang::En);
}

fn counted(msg: Msg, count: usize, title: &str) -> String {
    let mut args = FluentArgs::new();
    args.set("count", count);
    args.set("title", title);
    checked_text(Lang::Fr, msg, Some(&args)).expect("formats")
}

#[test]
fn counts_take_the_french_plural() {
    for (count, battles) in [
        (0, "0 bataille"),
        (1, "1 bataille"),
        (2, "2 batailles"),
        (1200, "1\u{202f}200 batailles"),
    ] {
        assert_eq!(
            counted(Msg::CliOkCampaign, count, "Iéna"),
            format!("OK{NBSP}: Iéna (une campagne de {battles})")
        );
    }
    let problems = |n: usize| counted(Msg::CliBundleProblems, n, "");
    assert!(
        problems(1).contains("1 problème de cohérence"),
        "{}",
        problems(1)
    );
    assert!(
        problems(2).contains("2 problèmes de cohérence"),
        "{}",
        problems(2)
    );
}

#[test]
fn the_campaign_ledger_in_french() {
    let o = umpire(&[
        "campaign",
        "assets/campaigns/jena-1806/campaign.ron",
        "--lang",
        "fr",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let text = stdout(&o);
    for french in [
        format!("Pour{NBSP}: l'arbitre\n"),
        format!("Camps{NBSP}: A = "),
        "\n== Règles\n".to_string(),
        "\n== Classement\n".to_string(),
        format!("   Batailles gagnées{NBSP}: "),
        "\n== Batailles\n".to_string(),
        format!("Pertes{NBSP}: "),
    ] {
        assert!(text.contains(&french), "{french:?} in\n{text}");
    }
    for english in [
        "For: ",
        "== Standings",
        "Battles won:",
        "Losses: ",
        "Fought: ",
    ] {
        assert!(!text.contains(english), "{english:?} in\n{text}");
    }
}

#[test]
fn the_campaign_ledger_in_french_gives_the_same_figures_as_in_english() {
    let campaign = "assets/campaigns/jena-1806/campaign.ron";
    let french = stdout(&umpire(&["campaign", campaign, "--lang", "fr"]));
    let english = stdout(&umpire(&["campaign", campaign]));
    assert_eq!(figures(&french, true), figures(&english, false));
}

/// `umpire player-copy FILE --audience a -o OUT --lang fr`.
fn copy_for_a_in_french(file: &str, out: &str) -> std::process::Output {
    umpire(&[
        "player-copy",
        file,
        "--audience",
        "a",
        "-o",
        out,
        "--lang",
        "fr",
    ])
}

#[test]
fn the_files_written_are_said_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copie.ron");
    let copy = copy.to_str().unwrap();
    let o = copy_for_a_in_french(&demo("lobositz"), copy);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), format!("Écrit{NBSP}: {copy}\n"));
    let zip = dir.path().join("paquet.zip");
    let zip = zip.to_str().unwrap();
    let o = umpire(&["bundle", &demo("lobositz"), "-o", zip, "--lang", "fr"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(&format!(
            "paquet.zip{NBSP}: le nom d'un paquet se termine par .umpire, pour qu'umpire le reconnaisse"
        )),
        "{}",
        stderr(&o)
    );
    // The scenario itself is an input the output may not overwrite: named in French.
    let o = copy_for_a_in_french(copy, copy);
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains("le scénario"), "{}", stderr(&o));
}

/// A usage error with `--lang fr`: exit code 2, the error in French, no English word.
fn usage_error_in_french(args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["--lang", "fr"]);
    let o = umpire(&all);
    assert_eq!(code(&o), 2, "{args:?}: {}", stderr(&o));
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));
    let err = stderr(&o);
    assert!(err.starts_with(&format!("erreur{NBSP}: ")), "{err}");
    assert!(
        err.ends_with(&format!(
            "Pour en savoir plus, essayez «{NBSP}--help{NBSP}».\n"
        )),
        "{err}"
    );
    // The usage line's value names (`<FILE>`) are clap's (docs/i18n.md); `--help` is an
    // option's name.
    let left = english_words(&err, &[], &["file", "help"]);
    assert!(left.is_empty(), "{args:?}: English left {left:?} in\n{err}");
    err
}

#[test]
fn clap_s_own_errors_are_written_in_french() {
    let q = |s: &str| format!("«{NBSP}{s}{NBSP}»");
    let file = demo("lobositz");
    let cases: Vec<(Vec<&str>, Vec<String>)> = vec![
        (
            vec!["compute", &file, "--bogus"],
            vec![format!("argument inattendu {}", q("--bogus"))],
        ),
        (
            vec!["compute", &file, "--audiense", "a"],
            vec![
                format!("argument inattendu {}", q("--audiense")),
                format!(
                    "\n\n  astuce{NBSP}: un argument voisin existe{NBSP}: {}",
                    q("--audience")
                ),
            ],
        ),
        (
            vec!["compute", &file, "--audience", "z"],
            vec![format!(
                "valeur {} invalide pour {}{NBSP}: pas d'audience",
                q("z"),
                q("--audience <AUDIENCE>")
            )],
        ),
        (
            vec!["record", &file, "--format", "xml"],
            vec![
                format!(
                    "valeur {} invalide pour {}",
                    q("xml"),
                    q("--format <FORMAT>")
                ),
                format!("\n  [valeurs possibles{NBSP}: csv, json]"),
            ],
        ),
        (
            vec!["compute", &file, "--audience"],
            vec![format!(
                "{} demande une valeur, mais aucune n'a été donnée",
                q("--audience <AUDIENCE>")
            )],
        ),
        (
            vec!["compute"],
            vec![
                format!("les arguments obligatoires suivants manquent{NBSP}:\n  <FILE>"),
                "\n\nUtilisation".to_string(),
            ],
        ),
        (
            vec!["compute", &file, "--audience", "a", "--audience", "b"],
            vec![format!(
                "l'argument {} ne peut être donné qu'une fois",
                q("--audience <AUDIENCE>")
            )],
        ),
        (
            vec!["help", "compote"],
            vec![format!("sous-commande inconnue {}", q("compote"))],
        ),
    ];
    for (args, parts) in cases {
        let err = usage_error_in_french(&args);
        for part in parts {
            assert!(err.contains(&part), "{part:?} in\n{err}");
        }
    }
    // English is clap's own.
    let o = umpire(&["compute", &file, "--bogus"]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).starts_with("error: unexpected argument '--bogus' found"),
        "{}",
        stderr(&o)
    );
}

/// A file that cannot be written (its folder is missing): in French the system's cause is said
/// in French after the file's name, as when a file cannot be read; in English, the system's
/// own words as before.
#[test]
fn an_output_that_cannot_be_written_is_said_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let file = demo("lobositz");
    let missing = dir.path().join("missing");
    for (command, out, extra) in [
        ("bundle", "x.umpire", &[][..]),
        ("report", "x.pdf", &[][..]),
        ("player-copy", "x.ron", &["--audience", "a"][..]),
        ("render-map", "x.png", &[][..]),
    ] {
        let out = missing.join(out);
        let out = out.to_str().unwrap();
        let mut args = vec![command, file.as_str(), "-o", out];
        args.extend_from_slice(extra);
        let english = umpire(&args);
        args.extend(["--lang", "fr"]);
        let french = umpire(&args);
        let (english, french) = (stderr(&english), stderr(&french));
        assert!(english.contains("No such file or directory"), "{english}");
        assert!(french.starts_with(&format!("{out}\u{a0}: ")), "{french}");
        assert!(
            french.contains("fichier ou dossier introuvable"),
            "{french}"
        );
        let words = english_words(&french, &[out.to_string()], &[]);
        assert!(
            words.is_empty(),
            "{command}: English in «{french}»: {words:?}"
        );
    }
}
