//! `umpire player-copy` and the commands on a copy, from the outside: the copy is written,
//! every command reads it for its own audience, says "player copy for …" on stderr, and gives
//! what the umpire's file gives that audience; a copy for another audience is refused.

use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use umpire::model::{self, CopyFor, SideId};

pub(crate) fn umpire(dir: &Path, args: &[&str]) -> Output {
    crate::support::binary::umpire_command()
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("the umpire binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Succeeds, or shows why not.
fn ok(o: Output) -> Output {
    assert_eq!(o.status.code(), Some(0), "stderr: {}", text(&o.stderr));
    o
}

/// The Lobositz demo as an umpire's file `umpire.ron` in a folder of its own (its map by its
/// full path), and the copy for the Austrians (side B) beside it as `b.ron`.
fn umpire_and_copy() -> (tempfile::TempDir, PathBuf) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let mut s = model::load(
        &root.join("assets/scenarios/lobositz.ron"),
        &umpire::systems::ids(),
    )
    .unwrap();
    s.map.image = Some(root.join("assets/maps/lobositz.jpg").display().to_string());
    model::save(&s, &dir.path().join("umpire.ron")).unwrap();
    let d = dir.path().to_path_buf();
    let o = ok(umpire(
        &d,
        &[
            "player-copy",
            "umpire.ron",
            "--audience",
            "b",
            "-o",
            "b.ron",
        ],
    ));
    assert_eq!(text(&o.stdout).trim(), "Wrote b.ron");
    (dir, d)
}

#[test]
fn the_copy_is_written_for_its_audience_and_read_back() {
    let (_keep, d) = umpire_and_copy();
    let c = model::load(&d.join("b.ron"), &umpire::systems::ids()).unwrap();
    assert_eq!(c.copy_for, Some(CopyFor::Side(SideId::B)));
    assert!(c.markers.markers.iter().any(|m| m.value.is_none()));
    // A copy of the copy for the same audience is the same copy, byte for byte.
    ok(umpire(
        &d,
        &["player-copy", "b.ron", "--audience", "b", "-o", "b2.ron"],
    ));
    assert_eq!(
        std::fs::read(d.join("b.ron")).unwrap(),
        std::fs::read(d.join("b2.ron")).unwrap()
    );
}

#[test]
fn a_copy_for_another_audience_or_the_umpire_is_refused() {
    let (_keep, d) = umpire_and_copy();
    for (args, says) in [
        (
            vec!["player-copy", "b.ron", "--audience", "a", "-o", "a.ron"],
            "this file is a player copy for Austrian army",
        ),
        (
            vec![
                "player-copy",
                "umpire.ron",
                "--audience",
                "umpire",
                "-o",
                "u.ron",
            ],
            "not for the umpire",
        ),
        (
            vec!["compute", "b.ron", "--audience", "public"],
            "no copy for Public can be made",
        ),
        (
            vec!["record", "b.ron", "--audience", "a"],
            "player copy for Austrian army",
        ),
    ] {
        let o = umpire(&d, &args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            text(&o.stderr).contains(says),
            "{args:?}: {}",
            text(&o.stderr)
        );
        assert!(o.stdout.is_empty(), "{args:?}: {}", text(&o.stdout));
    }
    assert!(!d.join("a.ron").exists() && !d.join("u.ron").exists());
}

#[test]
fn compute_and_record_on_the_copy_give_the_austrians_output() {
    let (_keep, d) = umpire_and_copy();
    for (format, sub) in [
        ("json", "compute"),
        ("text", "compute"),
        ("csv", "record"),
        ("json", "record"),
    ] {
        let copy = ok(umpire(&d, &[sub, "b.ron", "--format", format]));
        let umpires = ok(umpire(
            &d,
            &[sub, "umpire.ron", "--format", format, "--audience", "b"],
        ));
        assert_eq!(
            text(&copy.stderr).trim(),
            "b.ron: player copy for Austrian army",
            "{sub} {format}"
        );
        assert_eq!(
            text(&copy.stdout).replace("b.ron", "FILE"),
            text(&umpires.stdout).replace("umpire.ron", "FILE"),
            "{sub} {format}"
        );
    }
}

#[test]
fn the_report_and_the_map_of_the_copy_are_the_austrians() {
    let (_keep, d) = umpire_and_copy();
    let map = |file: &str, out: &str, audience: &[&str]| {
        let mut args = vec!["render-map", file, "-o", out, "--scale", "0.1"];
        args.extend_from_slice(audience);
        ok(umpire(&d, &args))
    };
    let o = map("b.ron", "copy.png", &[]);
    assert!(text(&o.stderr).contains("player copy for Austrian army"));
    map("umpire.ron", "umpires.png", &["--audience", "b"]);
    map("umpire.ron", "all.png", &[]);
    let png = |f: &str| std::fs::read(d.join(f)).unwrap();
    assert_eq!(png("copy.png"), png("umpires.png"));
    assert_ne!(png("copy.png"), png("all.png"), "the umpire's map differs");

    let pdf_text = |f: &str| {
        let doc = lopdf::Document::load(d.join(f)).expect("the PDF reads back");
        let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
        doc.extract_text(&pages).expect("text comes out")
    };
    let o = ok(umpire(&d, &["report", "b.ron", "-o", "copy.pdf"]));
    assert!(text(&o.stderr).contains("player copy for Austrian army"));
    ok(umpire(
        &d,
        &[
            "report",
            "umpire.ron",
            "-o",
            "umpires.pdf",
            "--audience",
            "b",
        ],
    ));
    // Only the date of printing may differ between two runs.
    let strip = |t: String| -> String {
        t.lines()
            .filter(|l| !l.contains("Printed"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(strip(pdf_text("copy.pdf")), strip(pdf_text("umpires.pdf")));
}

/// A copy can travel as a bundle with its map: from the umpire's bundle to side B's bundle,
/// which every command then reads for side B, its map inside it.
#[test]
fn a_copy_of_a_bundle_is_a_bundle_with_its_map() {
    let (_keep, d) = umpire_and_copy();
    ok(umpire(&d, &["bundle", "umpire.ron", "-o", "umpire.umpire"]));
    let o = ok(umpire(
        &d,
        &[
            "player-copy",
            "umpire.umpire",
            "--audience",
            "b",
            "-o",
            "b.umpire",
        ],
    ));
    assert_eq!(text(&o.stdout).trim(), "Wrote b.umpire");
    let b = model::bundle::read_bundle(&d.join("b.umpire")).expect("the copy's bundle reads");
    let map = b.map.expect("the copy's bundle holds the map");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    assert_eq!(
        map.bytes,
        std::fs::read(root.join("assets/maps/lobositz.jpg")).unwrap()
    );
    let from_bundle = ok(umpire(&d, &["compute", "b.umpire", "--format", "json"]));
    assert!(text(&from_bundle.stderr).contains("player copy for"));
    let from_ron = ok(umpire(&d, &["compute", "b.ron", "--format", "json"]));
    let verdicts = |o: &Output| {
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        v.as_array()
            .unwrap()
            .iter()
            .map(|r| {
                let mut r = r.clone();
                r.as_object_mut().unwrap().remove("file");
                r
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(verdicts(&from_bundle), verdicts(&from_ron));
    // The copy's map is drawn from inside its bundle.
    let png = ok(umpire(
        &d,
        &["render-map", "b.umpire", "-o", "b.png", "--scale", "0.1"],
    ));
    assert!(text(&png.stderr).contains("player copy for"));
    assert!(d.join("b.png").exists());
}
