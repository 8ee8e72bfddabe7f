//! Battle bundles (`.umpire`): `umpire bundle` makes one that every command reads as it reads
//! the scenario it came from (same verdicts, same record, same map bytes), messages name the
//! bundle, and hostile zips (traversal, bombs, duplicates, links, encryption, a wrong
//! manifest) are refused with a message naming the bundle and the entry; mutated bundles
//! never panic.

use crate::cli::{code, root, stderr, stdout, umpire};
use proptest::prelude::*;
use serde_json::Value;
use std::io::{Cursor, Write};
use std::path::Path;
use umpire::model::bundle::{self, BundleError, BundleParts};
use umpire::model::{self, Scenario};
use zip::write::SimpleFileOptions;

const LOBOSITZ: &str = "assets/scenarios/lobositz.ron";

/// `umpire bundle` of a demo into a new folder: the folder and the bundle's path.
fn bundled(scenario: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("battle.umpire").display().to_string();
    let o = umpire(&["bundle", scenario, "-o", &out]);
    assert_eq!(code(&o), 0, "stderr: {}", stderr(&o));
    assert!(
        stdout(&o).contains("lobositz.ron and its map lobositz.jpg"),
        "{}",
        stdout(&o)
    );
    (dir, out)
}

/// The verdicts of `compute --format json`, without the field that names the file.
fn verdicts(file: &str, audience: &str) -> Vec<Value> {
    let o = umpire(&["compute", "--format", "json", "--audience", audience, file]);
    assert_eq!(code(&o), 0, "stderr: {}", stderr(&o));
    let Value::Array(mut rows) = serde_json::from_slice(&o.stdout).unwrap() else {
        panic!("not an array");
    };
    for row in &mut rows {
        row.as_object_mut().unwrap().remove("file");
    }
    rows
}

#[test]
fn a_bundle_holds_the_scenario_and_the_very_bytes_of_its_map() {
    let (_dir, b) = bundled(LOBOSITZ);
    let read = bundle::read_bundle(Path::new(&b)).unwrap();
    assert_eq!(read.manifest.version, bundle::BUNDLE_VERSION);
    assert_eq!(read.manifest.scenario, "lobositz.ron");
    assert_eq!(read.manifest.map.as_deref(), Some("lobositz.jpg"));
    let map = read.map.expect("the map is inside");
    assert_eq!(
        map.bytes,
        std::fs::read(root().join("assets/maps/lobositz.jpg")).unwrap()
    );
    let (s, problems, _) = bundle::open_lenient(Path::new(&b), &umpire::systems::ids()).unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        s.map.image.as_deref(),
        Some("lobositz.jpg"),
        "named inside the bundle"
    );
    let original = model::load(&root().join(LOBOSITZ), &umpire::systems::ids()).unwrap();
    let mut expected = original.clone();
    expected.map.image = Some("lobositz.jpg".into());
    assert_eq!(s, expected, "nothing but the map's name changes");
}

#[test]
fn every_command_reads_a_bundle_as_it_reads_the_scenario() {
    let (dir, b) = bundled(LOBOSITZ);
    for audience in ["umpire", "a", "public"] {
        assert_eq!(
            verdicts(&b, audience),
            verdicts(LOBOSITZ, audience),
            "{audience}"
        );
    }
    let check = umpire(&["check", &b]);
    assert_eq!(code(&check), 0, "{}", stderr(&check));
    let record = |f: &str| stdout(&umpire(&["record", f, "--audience", "b"]));
    assert_eq!(record(&b), record(LOBOSITZ));
    let text = umpire(&["compute", &b]);
    assert!(
        stdout(&text).contains(&format!("{b}/lobositz.ron")),
        "{}",
        stdout(&text)
    );
    assert!(
        !stdout(&text).contains("umpire-bundle-"),
        "the private folder is never named"
    );

    let png = |f: &str, name: &str| {
        let out = dir.path().join(name).display().to_string();
        let o = umpire(&[
            "render-map",
            f,
            "-o",
            &out,
            "--scale",
            "0.25",
            "--audience",
            "b",
        ]);
        assert_eq!(code(&o), 0, "{}", stderr(&o));
        std::fs::read(out).unwrap()
    };
    assert_eq!(png(&b, "from-bundle.png"), png(LOBOSITZ, "from-ron.png"));

    let pdf = dir.path().join("report.pdf").display().to_string();
    let o = umpire(&["report", &b, "-o", &pdf, "--template", "player"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        !stderr(&o).contains("without the map image"),
        "{}",
        stderr(&o)
    );
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
}

#[test]
fn a_command_never_writes_over_the_bundle_it_reads() {
    let (_dir, b) = bundled(LOBOSITZ);
    let before = std::fs::read(&b).unwrap();
    for args in [
        vec!["render-map", b.as_str(), "-o", b.as_str()],
        vec!["report", b.as_str(), "-o", b.as_str()],
    ] {
        let o = umpire(&args);
        assert_eq!(code(&o), 1, "{args:?}");
        assert!(stderr(&o).contains("the bundle"), "{}", stderr(&o));
    }
    let o = umpire(&["bundle", &b, "-o", &b]);
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains("the scenario"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&b).unwrap(), before);
}

#[test]
fn a_bundle_is_made_again_from_a_bundle_byte_for_byte() {
    let (dir, b) = bundled(LOBOSITZ);
    let again = dir.path().join("again.umpire").display().to_string();
    let o = umpire(&["bundle", &b, "-o", &again]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(std::fs::read(&again).unwrap(), std::fs::read(&b).unwrap());
    let o = umpire(&[
        "bundle",
        LOBOSITZ,
        "-o",
        &dir.path().join("x.zip").display().to_string(),
    ]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("a bundle's name ends in .umpire"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_scenario_whose_map_is_missing_is_not_bundled_without_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Scenario::new("Lost map");
    s.map.image = Some("nowhere.png".into());
    let file = dir.path().join("lost.ron");
    model::save(&s, &file).unwrap();
    let out = dir.path().join("lost.umpire");
    let o = umpire(&[
        "bundle",
        &file.display().to_string(),
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(code(&o), 1);
    assert!(stderr(&o).contains("nowhere.png"), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("not made without its map"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
}

#[test]
fn a_bundle_with_an_awkward_name_is_named_rightly_in_json_and_on_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let b = dir.path().join("the \"great\" battle\u{1b}.umpire");
    let b = b.to_str().unwrap();
    let o = umpire(&["bundle", LOBOSITZ, "-o", b]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let json = umpire(&[
        "compute",
        "--format",
        "json",
        "--system",
        "weighted-objectives",
        b,
    ]);
    assert_eq!(code(&json), 0, "{}", stderr(&json));
    let rows: Value = serde_json::from_slice(&json.stdout).expect("still JSON");
    assert_eq!(rows[0]["file"], format!("{b}/lobositz.ron"));
    let text = stdout(&umpire(&["compute", b]));
    assert!(
        !text.contains('\u{1b}'),
        "no control character reaches the terminal"
    );
    assert!(text.contains("battle\\u{1b}.umpire/lobositz.ron"), "{text}");
}

#[test]
fn a_bundle_that_is_a_fifo_is_never_opened() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.umpire");
    crate::hostile::mkfifo(&fifo);
    let o = umpire(&["check", fifo.to_str().unwrap()]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("it is a named pipe (FIFO), not a regular file; umpire reads battle bundles only from regular files"),
        "{}",
        stderr(&o)
    );
}

// Hand-made zips.

pub(crate) const MANIFEST: &str = r#"(version: 1, scenario: "s.ron", map: Some("m.png"))"#;

pub(crate) fn scenario_text(map: Option<&str>) -> String {
    let mut s = Scenario::new("Hand-made");
    s.map.image = map.map(str::to_string);
    model::to_ron(&s).unwrap()
}

/// A small PNG, the map of the hand-made bundles.
pub(crate) fn png() -> Vec<u8> {
    let mut bytes = Vec::new();
    image::RgbaImage::new(8, 8)
        .write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
        .unwrap();
    bytes
}

pub(crate) fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut z = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in entries {
        z.start_file(*name, options).unwrap();
        z.write_all(bytes).unwrap();
    }
    z.finish().unwrap().into_inner()
}

/// A good bundle's three entries, with `extra` after them.
pub(crate) fn good_with(extra: &[(&str, &[u8])]) -> Vec<u8> {
    let (scenario, map) = (scenario_text(Some("m.png")), png());
    let mut entries: Vec<(&str, &[u8])> = vec![
        ("manifest.ron", MANIFEST.as_bytes()),
        ("s.ron", scenario.as_bytes()),
        ("m.png", &map),
    ];
    entries.extend_from_slice(extra);
    zip_of(&entries)
}

fn read(bytes: &[u8]) -> Result<bundle::Bundle, BundleError> {
    bundle::read_bundle_from(Cursor::new(bytes), bytes.len() as u64, "hostile.umpire")
}

/// The refusal of `bytes`, which must name the bundle and say `words`.
fn refused(bytes: &[u8], words: &str) -> String {
    let e = read(bytes).expect_err("refused").to_string();
    assert!(e.starts_with("hostile.umpire: "), "{e}");
    assert!(e.contains(words), "{e:?} should say {words:?}");
    e
}

/// Every local and central header of the entry `name`, patched by `patch(header, is_central)`.
pub(crate) fn patch_headers(bytes: &mut [u8], name: &str, patch: impl Fn(&mut [u8], bool)) {
    let mut i = 0;
    while i + 46 < bytes.len() {
        let (central, name_at, len_at) = match &bytes[i..i + 4] {
            [0x50, 0x4b, 0x03, 0x04] => (false, 30, 26),
            [0x50, 0x4b, 0x01, 0x02] => (true, 46, 28),
            _ => {
                i += 1;
                continue;
            }
        };
        let len = u16::from_le_bytes([bytes[i + len_at], bytes[i + len_at + 1]]) as usize;
        if bytes.get(i + name_at..i + name_at + len) == Some(name.as_bytes()) {
            patch(&mut bytes[i..], central);
        }
        i += 4;
    }
}

#[test]
fn a_good_hand_made_bundle_reads() {
    let b = read(&good_with(&[])).unwrap();
    assert_eq!(b.scenario.name, "s.ron");
    assert_eq!(b.map.unwrap().bytes, png());
}

#[test]
fn names_that_leave_the_bundle_are_refused() {
    for name in ["../m.png", "/etc/m.png", "maps/m.png", "..\\m.png", ".."] {
        refused(&good_with(&[(name, b"x")]), "plain file names");
    }
    refused(&good_with(&[("C:m.png", b"x")]), "a colon in the name");
    let e = refused(&good_with(&[("a\u{1b}[2J", b"x")]), "a control character");
    assert!(
        !e.contains('\u{1b}'),
        "control characters are escaped: {e:?}"
    );
    let manifest = r#"(version: 1, scenario: "../s.ron")"#;
    refused(
        &zip_of(&[("manifest.ron", manifest.as_bytes())]),
        "named by the manifest",
    );
}

#[test]
fn duplicate_names_are_refused_even_when_they_differ_only_in_case() {
    refused(
        &good_with(&[("M.PNG", b"x")]),
        "a second entry of that name",
    );
    let mut twice = good_with(&[("n.png", b"x")]);
    patch_headers(&mut twice, "n.png", |h, central| {
        let at = if central { 46 } else { 30 };
        h[at] = b'm';
    });
    let e = read(&twice).expect_err("refused").to_string();
    assert!(e.starts_with("hostile.umpire: "), "{e}");
    assert!(e.contains("two entries share a name"), "{e}");
}

#[test]
fn a_zip_bomb_is_refused_by_its_header_or_cut_at_the_size_it_declares() {
    // Declared honestly: over the scenario's limit, refused before it is decompressed.
    let huge = vec![b' '; (model::limits::MAX_FILE_BYTES + 1) as usize];
    let manifest = r#"(version: 1, scenario: "s.ron")"#;
    let bomb = zip_of(&[("manifest.ron", manifest.as_bytes()), ("s.ron", &huge)]);
    assert!(bomb.len() < 100_000, "{} bytes", bomb.len());
    refused(&bomb, "umpire reads such files up to 16 MiB");

    // Declared as 100 bytes: decompression stops at the 101st.
    let big = vec![b' '; 4 * 1024 * 1024];
    let mut lying = zip_of(&[("manifest.ron", manifest.as_bytes()), ("s.ron", &big)]);
    patch_headers(&mut lying, "s.ron", |h, central| {
        let at = if central { 24 } else { 22 };
        h[at..at + 4].copy_from_slice(&100u32.to_le_bytes());
    });
    let e = read(&lying).expect_err("refused").to_string();
    assert!(e.starts_with("hostile.umpire: entry \"s.ron\": "), "{e}");
}

#[test]
fn links_folders_encryption_and_other_methods_are_refused() {
    let mut z = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default();
    z.start_file("manifest.ron", options).unwrap();
    z.write_all(MANIFEST.as_bytes()).unwrap();
    z.add_symlink("m.png", "/etc/passwd", options).unwrap();
    refused(&z.finish().unwrap().into_inner(), "a symbolic link");

    let mut z = zip::ZipWriter::new(Cursor::new(Vec::new()));
    z.add_directory("maps/", options).unwrap();
    refused(&z.finish().unwrap().into_inner(), "entry \"maps/\"");

    let mut secret = good_with(&[]);
    patch_headers(&mut secret, "m.png", |h, central| {
        let at = if central { 8 } else { 6 };
        h[at] |= 1;
    });
    refused(&secret, "encrypted");

    let mut bzip = good_with(&[]);
    patch_headers(&mut bzip, "m.png", |h, central| {
        let at = if central { 10 } else { 8 };
        h[at] = 12;
    });
    refused(&bzip, "stored or deflated");
}

#[test]
fn what_the_manifest_does_not_name_is_refused_and_what_it_names_must_be_there() {
    refused(
        &good_with(&[("notes.txt", b"hi")]),
        "the manifest does not name it",
    );
    let scenario = scenario_text(None);
    refused(
        &zip_of(&[("s.ron", scenario.as_bytes())]),
        "entry \"manifest.ron\": the bundle has no entry",
    );
    refused(
        &zip_of(&[
            ("manifest.ron", MANIFEST.as_bytes()),
            ("s.ron", scenario.as_bytes()),
        ]),
        "entry \"m.png\": the bundle has no entry",
    );
}

#[test]
fn a_wrong_manifest_is_refused_with_its_place() {
    let scenario = scenario_text(None);
    let broken = zip_of(&[
        ("manifest.ron", b"(version: 1, scenario: )"),
        ("s.ron", scenario.as_bytes()),
    ]);
    refused(&broken, "manifest.ron:1:");
    let newer = r#"(version: 99, scenario: "s.ron")"#;
    refused(
        &zip_of(&[
            ("manifest.ron", newer.as_bytes()),
            ("s.ron", scenario.as_bytes()),
        ]),
        "newer umpire",
    );
    let itself = r#"(version: 1, scenario: "manifest.ron")"#;
    refused(
        &zip_of(&[("manifest.ron", itself.as_bytes())]),
        "names itself",
    );
}

#[test]
fn a_bundles_scenario_cannot_send_umpire_to_a_file_beside_it() {
    let outside = scenario_text(Some("../../secret.png"));
    let map = png();
    let bytes = zip_of(&[
        ("manifest.ron", MANIFEST.as_bytes()),
        ("s.ron", outside.as_bytes()),
        ("m.png", &map),
    ]);
    refused(
        &bytes,
        "entry \"s.ron\": it names its map \"../../secret.png\", not the bundle's map \"m.png\"",
    );
    let manifest = r#"(version: 1, scenario: "s.ron")"#;
    refused(
        &zip_of(&[
            ("manifest.ron", manifest.as_bytes()),
            ("s.ron", outside.as_bytes()),
        ]),
        "the bundle holds no map",
    );
}

#[test]
fn a_zip_with_a_comment_too_many_entries_or_no_zip_at_all_is_refused() {
    let mut z = zip::ZipWriter::new(Cursor::new(Vec::new()));
    z.set_comment("hello").unwrap();
    z.start_file("manifest.ron", SimpleFileOptions::default())
        .unwrap();
    refused(&z.finish().unwrap().into_inner(), "not a battle bundle");
    let names: Vec<String> = (0..20).map(|i| format!("{i}.txt")).collect();
    let many: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), &b"x"[..])).collect();
    refused(
        &zip_of(&many),
        "it lists 20 entries; a battle bundle holds at most 16",
    );
    refused(b"(version: 2)", "not a battle bundle");
    refused(b"", "too short");
}

#[test]
fn a_refused_bundle_is_refused_by_every_command_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let b = dir.path().join("evil.umpire");
    std::fs::write(&b, good_with(&[("../x", b"x")])).unwrap();
    let b = b.display().to_string();
    for command in ["compute", "check", "record"] {
        let o = umpire(&[command, &b]);
        assert_eq!(code(&o), 1, "{command}");
        assert!(
            stderr(&o).contains(&format!("{b}: entry \"../x\"")),
            "{command}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn a_scenario_fault_inside_a_bundle_is_placed_in_the_bundle() {
    let dir = tempfile::tempdir().unwrap();
    let b = dir.path().join("typo.umpire");
    let manifest = r#"(version: 1, scenario: "s.ron")"#;
    let broken = "(\n  version: 1,\n  title: 12,\n)";
    std::fs::write(
        &b,
        zip_of(&[
            ("manifest.ron", manifest.as_bytes()),
            ("s.ron", broken.as_bytes()),
        ]),
    )
    .unwrap();
    let b = b.display().to_string();
    let o = umpire(&["check", &b]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains(&format!("{b}/s.ron:3:")),
        "{}",
        stderr(&o)
    );
    assert!(!stderr(&o).contains("umpire-bundle-"), "{}", stderr(&o));
}

#[test]
fn the_same_battle_makes_the_same_bundle() {
    let s = model::load(&root().join(LOBOSITZ), &umpire::systems::ids()).unwrap();
    let map = png();
    let parts = BundleParts {
        scenario: &s,
        scenario_name: "lobositz.ron",
        map: Some(("m.png", &map)),
    };
    let a = bundle::bundle_bytes(&parts).unwrap();
    assert_eq!(a, bundle::bundle_bytes(&parts).unwrap());
    let b = read(&a).unwrap();
    assert_eq!(b.map.unwrap().bytes, map);
    let bad = BundleParts {
        scenario_name: "../x.ron",
        ..parts
    };
    assert!(bundle::bundle_bytes(&bad).is_err());
}

#[test]
fn every_demo_comes_out_of_a_bundle_as_it_went_in_with_the_same_verdicts() {
    for (name, text) in umpire::assets::demo::all_demo_scenarios() {
        let s = model::parse(text, name, &umpire::systems::ids()).unwrap();
        let image = s.map.image.clone().expect("a demo has a map");
        let map = umpire::assets::demo::demo_map(&image).unwrap();
        let map_name = bundle::name_in_bundle(Path::new(&image), "map");
        let parts = BundleParts {
            scenario: &s,
            scenario_name: name,
            map: Some((&map_name, map)),
        };
        let bytes = bundle::bundle_bytes(&parts).unwrap();
        let b = read(&bytes).unwrap();
        assert_eq!(b.map.unwrap().bytes, map, "{name}");
        let text = String::from_utf8(b.scenario.bytes).unwrap();
        let back = model::parse(&text, name, &umpire::systems::ids()).unwrap();
        let mut expected = s.clone();
        expected.map.image = Some(map_name);
        assert_eq!(back, expected, "{name}");
        let verdicts = |s: &Scenario| {
            umpire::systems::judge_all(s)
                .into_iter()
                .map(|(sys, j)| format!("{}: {j:?}", sys.id()))
                .collect::<Vec<_>>()
        };
        assert_eq!(verdicts(&back), verdicts(&s), "{name}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    /// A bundle with bytes changed, cut short or grown never panics, and what reads is within
    /// the limits.
    #[test]
    fn mutated_bundles_never_panic(
        flips in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..12),
        cut in any::<prop::sample::Index>(),
        cut_it in any::<bool>(),
    ) {
        let mut bytes = good_with(&[]);
        for (at, value) in flips {
            let i = at.index(bytes.len());
            bytes[i] = value;
        }
        if cut_it {
            bytes.truncate(cut.index(bytes.len()));
        }
        if let Ok(b) = read(&bytes) {
            prop_assert!(b.scenario.bytes.len() as u64 <= model::limits::MAX_FILE_BYTES);
            prop_assert!(b.manifest.scenario.find(['/', '\\']).is_none());
        }
    }
}
