//! Hostile and careless input, from the outside: every reproducer of issue 13 is refused or
//! handled with a message naming the place, and no output can be redirected, truncate a good
//! file or replace something that is not a file. The hostile files are made here, in a
//! temporary folder.
//!
//! Each command runs under a guard that kills it after a minute, so that a regression to a
//! hang (a FIFO read for ever) fails the test instead of stopping the run. Speed and memory
//! are measured against the release binary (see the closing note), not here.
//!
//! Map images are in [`images`]; the rest here (special files, outputs, scenario text).
//! One file past the usual length: its tests share the guarded runner and the file makers.

pub(crate) mod images;

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;
use umpire::model::{self, Point, Polygon, Scenario};

/// The longest any command may take before it is taken as hung.
const HANG: Duration = Duration::from_secs(60);

fn umpire_in(dir: &Path, args: &[&str]) -> Output {
    let child = crate::support::binary::umpire_command()
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the umpire binary runs");
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(HANG) {
        Ok(out) => out.expect("the output of umpire"),
        Err(_) => {
            let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
            panic!("umpire {args:?} hung for {HANG:?}");
        }
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exited normally")
}

/// `umpire` fails with exit code 1 and a message holding every one of `needles`.
fn refused(dir: &Path, args: &[&str], needles: &[&str]) -> String {
    let o = umpire_in(dir, args);
    let err = stderr(&o);
    assert_eq!(code(&o), 1, "{args:?}: stdout {} stderr {err}", stdout(&o));
    for n in needles {
        assert!(err.contains(n), "{args:?}: no {n:?} in: {err}");
    }
    err
}

/// `umpire report` makes the report without the map image, and says why on standard error.
fn report_without_map(dir: &Path, needles: &[&str]) {
    let args = ["report", "s.ron", "-o", "out.pdf"];
    let o = umpire_in(dir, &args);
    let err = stderr(&o);
    assert_eq!(code(&o), 0, "{args:?}: {err}");
    assert!(
        err.contains("the report is made without the map image"),
        "{err}"
    );
    for n in needles {
        assert!(err.contains(n), "no {n:?} in: {err}");
    }
}

/// A valid scenario in `dir` named `name`, with `map` as its map image.
fn scenario_with_map(dir: &Path, name: &str, map: Option<&str>) -> PathBuf {
    let mut s = Scenario::new("Hostile");
    s.map.image = map.map(str::to_string);
    let path = dir.join(name);
    model::save(&s, &path).unwrap();
    path
}

fn small_png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_pixel(width, height, image::Rgb([90, 140, 70]));
    let mut bytes = Vec::new();
    img.write_to(
        &mut std::io::Cursor::new(&mut bytes),
        image::ImageFormat::Png,
    )
    .unwrap();
    bytes
}

pub(crate) fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(ok.success(), "mkfifo {}", path.display());
}

// ---------------------------------------------------------------------------------------------
// 2. Special files.

#[test]
fn a_fifo_is_never_opened_as_scenario_map_template_or_output() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    mkfifo(&d.join("fifo"));
    let fifo = "it is a named pipe (FIFO), not a regular file";
    refused(
        d,
        &["check", "fifo"],
        &["fifo: cannot read the file:", fifo],
    );
    refused(d, &["compute", "fifo"], &[fifo]);
    std::fs::write(d.join("map.png"), small_png(40, 30)).unwrap();
    scenario_with_map(d, "s.ron", Some("fifo"));
    let o = umpire_in(d, &["check", "s.ron"]);
    assert!(stderr(&o).contains(fifo), "{}", stderr(&o));
    refused(d, &["render-map", "s.ron", "-o", "out.png"], &[fifo]);
    scenario_with_map(d, "s.ron", Some("map.png"));
    refused(
        d,
        &["report", "s.ron", "-o", "out.pdf", "--template", "./fifo"],
        &["cannot read the template", fifo],
    );
    for (cmd, out) in [("render-map", "fifo"), ("report", "fifo")] {
        refused(
            d,
            &[cmd, "s.ron", "-o", out],
            &[
                "fifo: it is a named pipe (FIFO), not a regular file; umpire writes only regular files",
            ],
        );
    }
}

#[test]
fn dev_zero_as_the_map_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    scenario_with_map(d, "s.ron", Some("/dev/zero"));
    let o = umpire_in(d, &["check", "s.ron"]);
    assert!(
        stderr(&o).contains("/dev/zero: cannot read the file: it is a character device"),
        "{}",
        stderr(&o)
    );
    refused(
        d,
        &["render-map", "s.ron", "-o", "out.png"],
        &["/dev/zero", "character device"],
    );
}

#[test]
fn oversized_files_are_refused_before_they_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let big = std::fs::File::create(d.join("big.ron")).unwrap();
    big.set_len(model::limits::MAX_FILE_BYTES + 1).unwrap();
    refused(
        d,
        &["check", "big.ron"],
        &[
            "big.ron: cannot read the file: it is 16.0 MiB; umpire reads scenario files up to 16 MiB",
        ],
    );
    let map = std::fs::File::create(d.join("big.png")).unwrap();
    map.set_len(umpire::render::image_io::MAX_MAP_FILE_BYTES + 1)
        .unwrap();
    scenario_with_map(d, "s.ron", Some("big.png"));
    refused(
        d,
        &["render-map", "s.ron", "-o", "out.png"],
        &["big.png: cannot read the file: it is 512.0 MiB; umpire reads map images up to 512 MiB"],
    );
}

// ---------------------------------------------------------------------------------------------
// 3. Writes that could be redirected or lost.

/// A character device to write to: one of our own where the system lets us make it (as root),
/// else `/dev/full`, which an ordinary user cannot replace anyway.
fn character_device(dir: &Path) -> PathBuf {
    let own = dir.join("full");
    let made = Command::new("mknod")
        .args([own.to_str().unwrap(), "c", "1", "7"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if made {
        own
    } else {
        PathBuf::from("/dev/full")
    }
}

fn is_char_device(p: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_char_device())
}

#[test]
fn a_device_is_never_replaced_by_an_output() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("map.png"), small_png(40, 30)).unwrap();
    scenario_with_map(d, "s.ron", Some("map.png"));
    let dev = character_device(d);
    let dev_arg = dev.to_str().unwrap();
    for cmd in ["report", "render-map"] {
        refused(
            d,
            &[cmd, "s.ron", "-o", dev_arg],
            &["it is a character device, not a regular file; umpire writes only regular files"],
        );
        assert!(is_char_device(&dev), "{cmd} replaced {dev_arg}");
    }
    let o = umpire_in(d, &["render-map", "s.ron", "-o", "."]);
    assert!(stderr(&o).contains("it is a folder"), "{}", stderr(&o));
}

#[test]
fn an_output_that_is_an_input_is_refused_and_the_input_kept() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("map.png"), small_png(40, 30)).unwrap();
    let s = scenario_with_map(d, "s.ron", Some("map.png"));
    std::os::unix::fs::symlink("s.ron", d.join("link.ron")).unwrap();
    let before = std::fs::read(&s).unwrap();
    let map_before = std::fs::read(d.join("map.png")).unwrap();
    std::fs::write(d.join("t.ron"), umpire::assets::PLAYER_TEMPLATE).unwrap();
    let cases: [(&[&str], &str); 5] = [
        (
            &["render-map", "s.ron", "-o", "s.ron"],
            "this is the scenario",
        ),
        (
            &["render-map", "s.ron", "-o", "link.ron"],
            "this is the scenario",
        ),
        (
            &["render-map", "s.ron", "-o", "map.png"],
            "this is the map image",
        ),
        (&["report", "s.ron", "-o", "s.ron"], "this is the scenario"),
        (
            &["report", "s.ron", "-o", "t.ron", "--template", "t.ron"],
            "this is the template",
        ),
    ];
    for (args, what) in cases {
        refused(
            d,
            args,
            &[what, "will not write over an input of the same command"],
        );
    }
    refused(
        d,
        &["report", "s.ron", "-o", "map.png"],
        &["this is the map image"],
    );
    assert_eq!(std::fs::read(&s).unwrap(), before);
    assert_eq!(std::fs::read(d.join("map.png")).unwrap(), map_before);
}

#[test]
fn outputs_keep_permissions_follow_links_and_leave_no_temporary_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("map.png"), small_png(40, 30)).unwrap();
    scenario_with_map(d, "s.ron", Some("map.png"));
    std::fs::write(d.join("out.png"), b"old").unwrap();
    std::fs::set_permissions(d.join("out.png"), std::fs::Permissions::from_mode(0o600)).unwrap();
    std::os::unix::fs::symlink("out.png", d.join("via-link.png")).unwrap();
    let o = umpire_in(d, &["render-map", "s.ron", "-o", "via-link.png"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let meta = std::fs::metadata(d.join("out.png")).unwrap();
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
    assert!(
        std::fs::symlink_metadata(d.join("via-link.png"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(image::open(d.join("out.png")).is_ok());
    // The scenario saved over a 0600 file stays 0600.
    let s = d.join("secret.ron");
    std::fs::write(&s, b"").unwrap();
    std::fs::set_permissions(&s, std::fs::Permissions::from_mode(0o600)).unwrap();
    model::save(&Scenario::new("Secret"), &s).unwrap();
    assert_eq!(
        std::fs::metadata(&s).unwrap().permissions().mode() & 0o777,
        0o600
    );
    let temporary: Vec<_> = std::fs::read_dir(d)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(temporary.is_empty(), "{temporary:?}");
}

#[test]
fn a_link_planted_at_a_temporary_name_is_not_followed() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let victim = d.join("victim.txt");
    std::fs::write(&victim, b"precious").unwrap();
    // The names the writer of earlier versions used, for this process and any other.
    for name in [
        format!(".out.pdf.{}.tmp", std::process::id()),
        ".out.pdf.tmp".to_string(),
    ] {
        std::os::unix::fs::symlink(&victim, d.join(name)).unwrap();
    }
    model::write_file(&d.join("out.pdf"), b"%PDF-").unwrap();
    assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
    assert_eq!(std::fs::read(d.join("out.pdf")).unwrap(), b"%PDF-");
}

#[test]
fn a_scenario_that_cannot_be_put_into_ron_is_not_written_over_the_file() {
    assert!(model::to_ron(&Scenario::new("t")).is_ok());
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("s.ron");
    std::fs::write(&p, b"keep me").unwrap();
    // A folder where the file should be: the write fails and nothing else changes.
    let e = model::save(&Scenario::new("t"), dir.path()).unwrap_err();
    assert!(e.to_string().contains("it is a folder"), "{e}");
    assert_eq!(std::fs::read(&p).unwrap(), b"keep me");
}

// ---------------------------------------------------------------------------------------------
// 4. Small inputs, huge costs.

fn write_scenario(dir: &Path, name: &str, s: &Scenario) -> PathBuf {
    let p = dir.join(name);
    model::save(s, &p).unwrap();
    p
}

#[test]
fn a_65536_character_side_name_is_refused_and_the_batch_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut s = Scenario::new("Long");
    s.sides[0].name = "N".repeat(65_536);
    write_scenario(d, "long.ron", &s);
    write_scenario(d, "good.ron", &Scenario::new("Good"));
    let o = umpire_in(d, &["compute", "long.ron", "good.ron"]);
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("sides[0] (NNNN") && err.contains("…).name"),
        "{err}"
    );
    assert!(
        err.contains("65536 characters; umpire accepts up to 200"),
        "{err}"
    );
    assert!(
        err.len() < 2_000,
        "the message repeats the name: {} bytes",
        err.len()
    );
    assert!(stdout(&o).contains("Good  (good.ron)"), "{}", stdout(&o));
    let o = umpire_in(d, &["compute", "--format", "json", "long.ron", "good.ron"]);
    assert_eq!(code(&o), 1);
    let rows: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(
        rows.as_array()
            .unwrap()
            .iter()
            .all(|r| r["file"] == "good.ron"),
        "{rows}"
    );
    refused(
        d,
        &["report", "long.ron", "-o", "r.pdf"],
        &["65536 characters"],
    );
}

#[test]
fn a_huge_polygon_is_refused_and_a_large_zigzag_draws() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let max = model::limits::MAX_VERTICES;
    let zigzag = |n: usize| {
        Polygon::new(
            (0..n)
                .map(|i| {
                    let x = 10.0 + 380.0 * i as f32 / n as f32;
                    Point::new(x, if i % 2 == 0 { 10.0 } else { 290.0 })
                })
                .collect(),
        )
    };
    std::fs::write(d.join("map.png"), small_png(400, 300)).unwrap();
    let mut s = Scenario::new("Zigzag");
    s.map.image = Some("map.png".into());
    s.sides[0].deployment = zigzag(max + 1);
    write_scenario(d, "huge.ron", &s);
    refused(
        d,
        &["check", "huge.ron"],
        &[
            "sides[0] (Side A).deployment (Side A): 10001 vertices in the deployment area; umpire accepts up to 10000",
        ],
    );
    refused(
        d,
        &["render-map", "huge.ron", "-o", "out.png"],
        &["10001 vertices"],
    );
    s.sides[0].deployment = zigzag(max);
    write_scenario(d, "large.ron", &s);
    let o = umpire_in(d, &["render-map", "large.ron", "-o", "out.png"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = image::open(d.join("out.png")).unwrap().into_rgba8();
    assert_ne!(
        out.get_pixel(200, 150).0,
        [90, 140, 70, 255],
        "the area is drawn"
    );
}

// ---------------------------------------------------------------------------------------------
// 5. Numbers and text.

#[test]
fn non_finite_coordinates_are_refused_with_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut s = Scenario::new("NaN");
    s.sides[1].deployment = Polygon::new(vec![
        Point::new(0.0, 0.0),
        Point::new(f32::NAN, 5.0),
        Point::new(5.0, f32::INFINITY),
    ]);
    let text = model::to_ron(&s).unwrap();
    std::fs::write(d.join("nan.ron"), &text).unwrap();
    let err = refused(
        d,
        &["check", "nan.ron"],
        &[
            "sides[1] (Side B).deployment[1] (Side B): (x: NaN, y: 5) is not a position",
            "sides[1] (Side B).deployment[2]",
        ],
    );
    assert!(!err.contains("OK:"), "{err}");
    refused(
        d,
        &["report", "nan.ron", "-o", "r.pdf"],
        &["is not a position"],
    );
    assert!(!d.join("r.pdf").exists());
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut bytes = b"\xef\xbb\xbf".to_vec();
    bytes.extend(model::to_ron(&Scenario::new("With a BOM")).unwrap().bytes());
    std::fs::write(d.join("bom.ron"), bytes).unwrap();
    let o = umpire_in(d, &["check", "bom.ron"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), "OK: With a BOM\n");
}

#[test]
fn invalid_utf8_is_placed_by_line_column_and_byte() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let text = model::to_ron(&Scenario::new("Latin-1")).unwrap();
    let at = text.find("Latin-1").unwrap();
    let mut bytes = text.as_bytes().to_vec();
    bytes[at + 5] = 0xe9; // "Latin\xe91": é in Latin-1
    std::fs::write(d.join("latin1.ron"), &bytes).unwrap();
    let line = text[..at].matches('\n').count() + 1;
    let col = at - text[..at].rfind('\n').map_or(0, |n| n + 1) + 6;
    refused(
        d,
        &["check", "latin1.ron"],
        &[&format!(
            "latin1.ron:{line}:{col}: invalid UTF-8 at byte {}",
            at + 5
        )],
    );
}

#[test]
fn an_empty_map_path_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    scenario_with_map(d, "s.ron", Some(""));
    refused(
        d,
        &["check", "s.ron"],
        &["map.image: the map image path is empty"],
    );
    refused(
        d,
        &["render-map", "s.ron", "-o", "out.png"],
        &["map.image is empty"],
    );
}

#[test]
fn control_characters_from_a_file_never_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let mut s = Scenario::new("Clear\u{1b}[2J\nOK: fake");
    s.sides[0].name = "A\u{1b}]0;title\u{7}".into();
    write_scenario(d, "ctl.ron", &s);
    for args in [
        &["check", "ctl.ron"][..],
        &["compute", "ctl.ron"],
        &["render-map", "ctl.ron", "-o", "x.png"],
    ] {
        let o = umpire_in(d, args);
        let all = [o.stdout.clone(), o.stderr.clone()].concat();
        assert!(
            !all.iter().any(|&b| b == 0x1b || b == 0x07),
            "{args:?}: {}",
            String::from_utf8_lossy(&all)
        );
        assert!(
            !String::from_utf8_lossy(&all)
                .lines()
                .any(|l| l.starts_with("OK: fake")),
            "{args:?}"
        );
    }
    refused(
        d,
        &["check", "ctl.ron"],
        &["title: character 6 is a control character (U+001B)"],
    );
}

// ---------------------------------------------------------------------------------------------
// 6. The batch promise.

#[test]
fn every_file_of_a_batch_is_judged_on_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write_scenario(d, "a.ron", &Scenario::new("First"));
    std::fs::write(d.join("bad.ron"), b"(version: 1, title: ").unwrap();
    mkfifo(&d.join("fifo.ron"));
    write_scenario(d, "b.ron", &Scenario::new("Last"));
    let o = umpire_in(d, &["compute", "a.ron", "bad.ron", "fifo.ron", "b.ron"]);
    assert_eq!(code(&o), 1);
    let out = stdout(&o);
    assert!(
        out.contains("First  (a.ron)") && out.contains("Last  (b.ron)"),
        "{out}"
    );
    let err = stderr(&o);
    assert!(
        err.contains("bad.ron:1:") && err.contains("fifo.ron: cannot read"),
        "{err}"
    );
}

#[test]
fn oversized_standard_input_is_refused() {
    let mut child = crate::support::binary::umpire_command()
        .args(["check", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let chunk = vec![b' '; 1 << 20];
        for _ in 0..20 {
            if stdin.write_all(&chunk).is_err() {
                break;
            }
        }
    });
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("<stdin>: cannot read the file: more than 16 MiB"),
        "{}",
        stderr(&o)
    );
}

#[cfg(feature = "gui")]
#[test]
fn the_autosave_is_one_private_file_holding_its_origin() {
    use std::os::unix::fs::PermissionsExt;
    use umpire::app::autosave::Autosave;
    let dir = tempfile::tempdir().unwrap();
    let a = Autosave::new(dir.path());
    a.write(
        &Scenario::new("Lobositz"),
        Some(Path::new("/g/line\nbreak.ron")),
    )
    .unwrap();
    let file = a.file();
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.starts_with("// origin: \"/g/line\\nbreak.ron\"\n"),
        "{text}"
    );
    assert_eq!(
        std::fs::metadata(&file).unwrap().permissions().mode() & 0o777,
        0o600,
        "the autosave holds every hidden value"
    );
    let others: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".txt") || n.ends_with(".tmp"))
        .collect();
    assert!(others.is_empty(), "a second file to rename: {others:?}");
    // Another window finds it, once this one is gone without a clean exit.
    drop(a);
    let b = Autosave::new(dir.path());
    let found: Vec<_> = b.orphans().into_iter().flatten().collect();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].scenario.title, "Lobositz");
    assert_eq!(
        found[0].origin.as_deref(),
        Some(Path::new("/g/line\nbreak.ron"))
    );
}
