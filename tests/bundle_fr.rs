//! The messages of battle bundles in French (issue 29): every refusal of a hostile or damaged
//! bundle (names, entries, the zip's end record, the manifest, sizes, the map named) and of a
//! bundle's names when one is written, each provoked and read in real French with no English
//! word but the zip reader's and the RON reader's own; the bundle's path and the entries'
//! names kept as they are. English: `tests/bundle.rs`.

use crate::bundle::{MANIFEST, good_with, patch_headers, png, scenario_text, zip_of};
use crate::files_fr::{alone, fr, french, typo};
use std::io::{Cursor, Write};
use umpire::i18n::{Arg, Msg};
use umpire::model::bundle::{self, BundleParts};
use umpire::model::{self, Scenario};

/// The French refusal of `bytes` as a bundle named `hostile.umpire`: it names the bundle, says
/// `words` (French typography added) and holds no English word but `theirs`.
fn refused(bytes: &[u8], words: &str, theirs: &[&str]) -> String {
    let e = refusal(bytes);
    let words = typo(words);
    assert!(e.starts_with("hostile.umpire\u{a0}: "), "{e}");
    assert!(e.contains(&words), "{e:?} should say {words:?}");
    french(&e, theirs)
}

/// The French refusal of `bytes` as a bundle named `hostile.umpire`.
fn refusal(bytes: &[u8]) -> String {
    fr(|| {
        bundle::read_bundle_from(Cursor::new(bytes), bytes.len() as u64, "hostile.umpire")
            .expect_err("refused")
            .to_string()
    })
}

/// The French refusal of `bytes`, which ends in the zip reader's own words after `words`.
fn refused_by_the_zip_reader(bytes: &[u8], words: &str) {
    let e = refusal(bytes);
    let (ours, zips) = e.rsplit_once("\u{a0}: ").expect("the zip reader's words");
    assert_eq!(typo(words), format!("{ours}\u{a0}:"), "{e}");
    french(&e, &[zips]);
}

#[test]
fn a_hostile_or_damaged_bundle_is_refused_in_french() {
    refused(
        &good_with(&[("../m.png", b"x")]),
        "hostile.umpire : entrée « ../m.png » : un paquet ne contient que des noms de fichiers simples : ni dossiers, ni chemins absolus, ni barres obliques inverses",
        &[],
    );
    refused(
        &good_with(&[("notes.txt", b"hi")]),
        "entrée « notes.txt » : le manifeste ne la nomme pas (un paquet ne contient que son manifeste, un scénario et une carte)",
        &[],
    );
    refused(
        &good_with(&[("M.PNG", b"x")]),
        "entrée « M.PNG » : une deuxième entrée de ce nom (un nom ne peut pas se répéter, ni différer seulement par les majuscules)",
        &[],
    );
    let mut twice = good_with(&[("n.png", b"x")]);
    patch_headers(&mut twice, "n.png", |h, central| {
        h[if central { 46 } else { 30 }] = b'm';
    });
    refused(
        &twice,
        "hostile.umpire : deux entrées portent le même nom (un nom ne peut pas se répéter, ni différer seulement par les majuscules)",
        &[],
    );
    let names: Vec<String> = (0..20).map(|i| format!("{i}.txt")).collect();
    let many: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), &b"x"[..])).collect();
    refused(
        &zip_of(&many),
        "hostile.umpire : il compte 20 entrées ; un paquet de bataille en contient au plus 16",
        &[],
    );

    let mut z = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default();
    z.start_file("manifest.ron", options).unwrap();
    z.write_all(MANIFEST.as_bytes()).unwrap();
    z.add_symlink("m.png", "/etc/passwd", options).unwrap();
    refused(
        &z.finish().unwrap().into_inner(),
        "entrée « m.png » : un lien symbolique ; un paquet ne contient que des fichiers ordinaires",
        &[],
    );
    let mut secret = good_with(&[]);
    patch_headers(&mut secret, "m.png", |h, central| {
        h[if central { 8 } else { 6 }] |= 1;
    });
    refused(
        &secret,
        "entrée « m.png » : chiffrée ; un paquet n'est jamais chiffré",
        &[],
    );
    let mut bzip = good_with(&[]);
    patch_headers(&mut bzip, "m.png", |h, central| {
        h[if central { 10 } else { 8 }] = 12;
    });
    let e = refused(&bzip, "entrée « m.png » : compressée en ", &[]);
    assert!(
        e.ends_with(&typo(
            " ; les entrées d'un paquet sont stockées telles quelles ou compressées par Deflate"
        )),
        "{e}"
    );
    assert_eq!(
        alone(Msg::FilesEntryFolder, &[]),
        typo("un dossier ; un paquet ne contient que des fichiers ordinaires")
    );
}

#[test]
fn a_bundle_that_is_no_zip_is_refused_in_french() {
    refused(
        b"",
        "hostile.umpire : ce n'est pas un paquet de bataille : trop court pour être un fichier zip",
        &[],
    );
    refused(
        b"(version: 1, scenario: \"s.ron\", map: None)",
        "ce n'est pas un paquet de bataille : il ne se termine pas comme un fichier zip (un zip avec un commentaire n'est pas non plus un paquet)",
        &[],
    );
    // The end record is the last 22 bytes of a bundle: disks at 4 and 6, entries at 8 and 10,
    // the directory's size at 12 and its start at 16.
    // One bundle for all: a new scenario has a new dice seed, and so another length.
    let good = good_with(&[]);
    let end_patched = |at: usize, bytes: &[u8]| {
        let mut zip = good.clone();
        let end = zip.len() - 22;
        zip[end + at..end + at + bytes.len()].copy_from_slice(bytes);
        zip
    };
    refused(
        &end_patched(4, &[1, 0]),
        "ce n'est pas un paquet de bataille : un zip réparti sur plusieurs disques",
        &[],
    );
    refused(
        &end_patched(8, &[0xff, 0xff, 0xff, 0xff]),
        "ce n'est pas un paquet de bataille : un fichier ZIP64, dont un paquet n'a jamais besoin",
        &[],
    );
    refused(
        &end_patched(12, &(65 * 1024u32).to_le_bytes()),
        "ce n'est pas un paquet de bataille : son répertoire fait 65,0 Kio ; celui d'un paquet de bataille fait au plus 64,0 Kio",
        &[],
    );
    let start = u32::from_le_bytes(good[good.len() - 6..good.len() - 2].try_into().unwrap());
    refused(
        &end_patched(16, &(start - 1).to_le_bytes()),
        "ce n'est pas un paquet de bataille : son répertoire n'est pas là où son enregistrement de fin l'indique (un zip endommagé, ou des données à sa suite)",
        &[],
    );
    // A directory where the end record says, but not a directory: the zip reader's words.
    let mut damaged = good.clone();
    let name_length = start as usize + 28;
    damaged[name_length..name_length + 2].copy_from_slice(&[0xff, 0xff]);
    refused_by_the_zip_reader(
        &damaged,
        "hostile.umpire : ce n'est pas un paquet de bataille (un zip endommagé) :",
    );
    assert_eq!(
        alone(
            Msg::FilesEntryUnreadableAt,
            &[("number", Arg::from(2)), ("error", Arg::from("…"))]
        ),
        typo("l'entrée 2 est illisible : …")
    );
}

#[test]
fn a_wrong_manifest_is_refused_in_french_with_its_place() {
    let scenario = scenario_text(None);
    let example = r#"`(version: 1, scenario: "NAME.ron", map: Some("NAME.png"))`"#;
    let broken = zip_of(&[
        ("manifest.ron", b"(version: 1, scenario: )"),
        ("s.ron", scenario.as_bytes()),
    ]);
    refused(
        &broken,
        &format!(
            "hostile.umpire : manifest.ron:1:23 : chaîne de caractères attendue (le manifeste s'écrit {example})"
        ),
        &[example],
    );
    let with_manifest = |manifest: &str| {
        zip_of(&[
            ("manifest.ron", manifest.as_bytes()),
            ("s.ron", scenario.as_bytes()),
        ])
    };
    refused(
        &zip_of(&[("manifest.ron", b"(version: 1, scenario: \"\xff\")")]),
        "hostile.umpire : manifest.ron:1:25 : UTF-8 invalide à l'octet 24",
        &[],
    );
    refused(
        &with_manifest(r#"(version: 99, scenario: "s.ron")"#),
        "hostile.umpire : hostile.umpire/manifest.ron : écrit au format de paquet 99 par un umpire plus récent ; cet umpire lit les versions jusqu'à 1. Mettre umpire à jour pour l'ouvrir.",
        &[],
    );
    refused(
        &with_manifest(r#"(version: 1, scenario: "../s.ron")"#),
        "entrée « ../s.ron » : nommée par le manifeste : un paquet ne contient que des noms de fichiers simples",
        &[],
    );
    refused(
        &with_manifest(r#"(version: 1, scenario: "manifest.ron")"#),
        "entrée « manifest.ron » : le manifeste se nomme lui-même comme scénario ou comme carte",
        &[],
    );
    refused(
        &with_manifest(r#"(version: 1, scenario: "s.ron", map: Some("S.RON"))"#),
        "entrée « s.ron » : le manifeste la nomme à la fois comme scénario et comme carte",
        &[],
    );
    refused(
        &with_manifest(MANIFEST),
        "entrée « m.png » : le paquet n'a aucune entrée de ce nom",
        &[],
    );
}

#[test]
fn an_entry_that_lies_about_its_size_or_map_is_refused_in_french() {
    let manifest = r#"(version: 1, scenario: "s.ron")"#;
    let huge = vec![b' '; (model::limits::MAX_FILE_BYTES + 1) as usize];
    refused(
        &zip_of(&[("manifest.ron", manifest.as_bytes()), ("s.ron", &huge)]),
        "entrée « s.ron » : elle fait 16,0 Mio ; umpire lit de tels fichiers jusqu'à 16 Mio",
        &[],
    );
    let big = vec![b' '; 4096];
    let declared = |size: u32| {
        let mut lying = zip_of(&[("manifest.ron", manifest.as_bytes()), ("s.ron", &big)]);
        patch_headers(&mut lying, "s.ron", |h, central| {
            let at = if central { 24 } else { 22 };
            h[at..at + 4].copy_from_slice(&size.to_le_bytes());
        });
        lying
    };
    // The zip reader stops at the size declared, in its own words.
    refused_by_the_zip_reader(
        &declared(100),
        "hostile.umpire : entrée « s.ron » : illisible :",
    );
    let e = refusal(&declared(5000));
    assert!(
        e.contains(&typo(
            "elle contient moins d'octets que les 5000 que son en-tête annonce (un zip endommagé ou hostile)"
        )) || e.contains("illisible"),
        "{e}"
    );
    assert_eq!(
        alone(
            Msg::FilesEntryWrongSize,
            &[("more", Arg::from("more")), ("declared", Arg::from(100))]
        ),
        "elle contient plus d'octets que les 100 que son en-tête annonce (un zip endommagé ou hostile)"
    );

    let map = png();
    let outside = scenario_text(Some("../../secret.png"));
    refused(
        &zip_of(&[
            ("manifest.ron", MANIFEST.as_bytes()),
            ("s.ron", outside.as_bytes()),
            ("m.png", &map),
        ]),
        "entrée « s.ron » : le scénario nomme sa carte « ../../secret.png », pas la carte du paquet « m.png »",
        &[],
    );
    refused(
        &zip_of(&[
            ("manifest.ron", manifest.as_bytes()),
            ("s.ron", outside.as_bytes()),
        ]),
        "entrée « s.ron » : le scénario nomme la carte « ../../secret.png », mais le paquet ne contient aucune carte",
        &[],
    );
    let unnamed = scenario_text(None);
    refused(
        &zip_of(&[
            ("manifest.ron", MANIFEST.as_bytes()),
            ("s.ron", unnamed.as_bytes()),
            ("m.png", &map),
        ]),
        "entrée « s.ron » : le scénario ne nomme aucune carte, mais le paquet en contient une",
        &[],
    );
}

#[test]
fn a_bundles_names_are_refused_in_french_when_it_is_written() {
    let names = [
        ("", "un nom vide"),
        (
            "maps/m.png",
            "un paquet ne contient que des noms de fichiers simples : ni dossiers, ni chemins absolus, ni barres obliques inverses",
        ),
        (
            "..",
            "un paquet ne contient que des noms de fichiers simples, ni `.` ni `..`",
        ),
        ("m\u{7}.png", "un caractère de contrôle dans le nom"),
        (
            "C:m.png",
            "un deux-points dans le nom (un lecteur ou un flux sous Windows)",
        ),
    ];
    for (name, problem) in names {
        assert_eq!(
            fr(|| bundle::name_problem(name)),
            Some(typo(problem)),
            "{name:?}"
        );
    }
    let long = "x".repeat(256);
    assert_eq!(
        fr(|| bundle::name_problem(&long)),
        Some("un nom de plus de 255 caractères".to_string())
    );
    assert_eq!(fr(|| bundle::name_problem("m.png")), None);

    let scenario = Scenario::new("Lobositz");
    let map = png();
    let write = |scenario_name, map: Option<(&str, &[u8])>| {
        let parts = BundleParts {
            scenario: &scenario,
            scenario_name,
            map,
        };
        fr(|| bundle::bundle_bytes(&parts).unwrap_err().to_string())
    };
    assert_eq!(
        french(&write("../s.ron", None), &[]),
        typo(
            "« ../s.ron » ne peut pas être un nom dans un paquet : un paquet ne contient que des noms de fichiers simples : ni dossiers, ni chemins absolus, ni barres obliques inverses"
        )
    );
    assert_eq!(
        french(&write("s.ron", Some(("S.RON", &map))), &[]),
        "le scénario, sa carte et le manifeste doivent porter trois noms différents dans un paquet"
    );
    assert_eq!(
        alone(Msg::FilesManifestNotWritten, &[("error", Arg::from("…"))]),
        typo("le manifeste ne peut pas être écrit : …")
    );
}
