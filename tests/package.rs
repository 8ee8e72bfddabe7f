//! The Debian package's desktop files (`assets/package/`, docs/packaging.md): the desktop entry,
//! the AppStream metainfo, the shared-mime-info types and the icons agree on umpire's id, which
//! is the window's app id, and on its two file types; the scenario type's magic rule, applied
//! as shared-mime-info applies it, knows every demo scenario and every scenario umpire writes,
//! and no campaign or manifest; the bundle type's knows the bundles umpire writes. The manual
//! pages (in English and in French) and completions come from the command line's own
//! definitions.
//!
//! The package itself (`cargo deb`, then `dpkg -x`) is checked by the ignored test at the end,
//! which `.ci/run` runs once the package is built.

#[path = "package_files/pages.rs"]
mod pages;

use pages::{completion, manual_pages_in};
use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, XmlVersion};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use umpire::assets::APP_ID;
use umpire::i18n::Lang;
use umpire::model;
use umpire::model::bundle::{self, BundleParts};

const SCENARIO_TYPE: &str = "application/x-umpire-scenario";
const BUNDLE_TYPE: &str = "application/x-umpire-bundle";
/// The sizes of the PNG icons, beside the SVG.
const ICON_SIZES: [u32; 6] = [16, 32, 48, 64, 128, 256];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn package_file(name: &str) -> String {
    let path = root().join("assets/package").join(name);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A key's value in the desktop entry's `[Desktop Entry]` group.
fn desktop_key(entry: &str, key: &str) -> String {
    entry
        .lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
        .unwrap_or_else(|| panic!("the desktop entry has no {key}="))
        .to_string()
}

/// A `;`-separated desktop list as a set.
fn desktop_list(value: &str) -> BTreeSet<String> {
    value
        .split(';')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

fn attribute(tag: &BytesStart, name: &str) -> Option<String> {
    let a = tag.try_get_attribute(name).unwrap()?;
    // umpire's files declare XML 1.0.
    Some(
        a.normalized_value(XmlVersion::Explicit1_0)
            .unwrap()
            .into_owned(),
    )
}

/// The text of every element named `name` in an XML file, in order.
fn element_texts(xml: &str, name: &str) -> Vec<String> {
    let mut reader = Reader::from_str(xml);
    let mut texts = Vec::new();
    let mut inside = false;
    loop {
        match reader.read_event().unwrap() {
            Event::Start(t) if t.name().as_ref() == name.as_bytes() => inside = true,
            Event::End(t) if t.name().as_ref() == name.as_bytes() => inside = false,
            Event::Text(t) if inside => texts.push(t.decode().unwrap().trim().to_string()),
            Event::Eof => return texts,
            _ => {}
        }
    }
}

/// One `<match>` of a magic rule: the bytes looked for, anywhere from `first` to `last` (the
/// offset of its first byte), and the matches that must also hold (any one of them).
#[derive(Debug)]
struct Match {
    value: Vec<u8>,
    first: usize,
    last: usize,
    and_any: Vec<Match>,
}

impl Match {
    fn matches(&self, data: &[u8]) -> bool {
        let found =
            (self.first..=self.last).any(|at| data[at.min(data.len())..].starts_with(&self.value));
        found && (self.and_any.is_empty() || self.and_any.iter().any(|m| m.matches(data)))
    }
}

/// A MIME type of the shared-mime-info file: its globs and the top-level matches of its magic.
#[derive(Debug, Default)]
struct MimeType {
    globs: Vec<String>,
    magic: Vec<Match>,
}

impl MimeType {
    /// Whether the magic knows `data`, as shared-mime-info's readers decide it.
    fn sniffs(&self, data: &[u8]) -> bool {
        self.magic.iter().any(|m| m.matches(data))
    }
}

/// A `type="string"` value as update-mime-database reads it (`g_strcompress`): C escapes,
/// octal ones included.
fn c_unescaped(value: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut buf = [0; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            continue;
        }
        match chars.next() {
            Some('n') => out.push(b'\n'),
            Some('t') => out.push(b'\t'),
            Some('r') => out.push(b'\r'),
            Some(d @ '0'..='7') => {
                let mut n = d.to_digit(8).unwrap();
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(more) => {
                            n = n * 8 + more;
                            chars.next();
                        }
                        None => break,
                    }
                }
                out.push(u8::try_from(n).unwrap());
            }
            Some(other) => out.push(u8::try_from(other).unwrap()),
            None => panic!("a value ends in a lone backslash: {value}"),
        }
    }
    out
}

fn parse_match(tag: &BytesStart) -> Match {
    assert_eq!(
        attribute(tag, "type").as_deref(),
        Some("string"),
        "only string matches are used"
    );
    let offset = attribute(tag, "offset").expect("a match has an offset");
    let (first, last) = match offset.split_once(':') {
        Some((a, b)) => (a.parse().unwrap(), b.parse().unwrap()),
        None => (offset.parse().unwrap(), offset.parse().unwrap()),
    };
    Match {
        value: c_unescaped(&attribute(tag, "value").expect("a match has a value")),
        first,
        last,
        and_any: Vec::new(),
    }
}

/// The MIME types of umpire's shared-mime-info file, by name.
fn mime_types() -> Vec<(String, MimeType)> {
    let xml = package_file(&format!("{APP_ID}.xml"));
    let mut reader = Reader::from_str(&xml);
    let mut types: Vec<(String, MimeType)> = Vec::new();
    // The matches being read, outermost first.
    let mut open: Vec<Match> = Vec::new();
    let close = |open: &mut Vec<Match>, types: &mut Vec<(String, MimeType)>| {
        let done = open.pop().unwrap();
        match open.last_mut() {
            Some(parent) => parent.and_any.push(done),
            None => types.last_mut().unwrap().1.magic.push(done),
        }
    };
    loop {
        match reader.read_event().unwrap() {
            Event::Start(t) | Event::Empty(t) if t.name().as_ref() == b"mime-type" => {
                types.push((attribute(&t, "type").unwrap(), MimeType::default()));
            }
            Event::Empty(t) if t.name().as_ref() == b"glob" => {
                let glob = attribute(&t, "pattern").unwrap();
                types.last_mut().unwrap().1.globs.push(glob);
            }
            Event::Start(t) if t.name().as_ref() == b"match" => open.push(parse_match(&t)),
            Event::Empty(t) if t.name().as_ref() == b"match" => {
                open.push(parse_match(&t));
                close(&mut open, &mut types);
            }
            Event::End(t) if t.name().as_ref() == b"match" => close(&mut open, &mut types),
            Event::Eof => break,
            _ => {}
        }
    }
    assert!(open.is_empty(), "a <match> is left open");
    types
}

fn mime_type(name: &str) -> MimeType {
    mime_types()
        .into_iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no {name} in the MIME file"))
        .1
}

#[test]
fn the_desktop_entry_metainfo_mime_file_icons_and_window_share_one_id() {
    let entry = package_file(&format!("{APP_ID}.desktop"));
    assert_eq!(desktop_key(&entry, "Icon"), APP_ID);
    // The window's X11 class, which winit takes from the program's name: eframe passes the app
    // id to Wayland only (the window is an X11 one, `xprop WM_CLASS` says "umpire").
    assert_eq!(desktop_key(&entry, "StartupWMClass"), "umpire");
    assert_eq!(desktop_key(&entry, "Exec"), "umpire %f");
    assert_eq!(
        desktop_list(&desktop_key(&entry, "Categories")),
        desktop_list("Game;StrategyGame;")
    );

    let metainfo = package_file(&format!("{APP_ID}.metainfo.xml"));
    assert_eq!(element_texts(&metainfo, "id"), [APP_ID]);
    assert_eq!(
        element_texts(&metainfo, "launchable"),
        [format!("{APP_ID}.desktop")]
    );
    assert_eq!(element_texts(&metainfo, "binary"), ["umpire"]);
    let releases = element_texts(&metainfo, "release");
    assert!(
        metainfo.contains(&format!(
            "<release version=\"{}\"",
            env!("CARGO_PKG_VERSION")
        )),
        "{releases:?}"
    );

    let icons = root().join("assets/package/hicolor");
    for size in ICON_SIZES {
        let png = icons.join(format!("{size}x{size}/apps/{APP_ID}.png"));
        let image = image::open(&png).unwrap_or_else(|e| panic!("{}: {e}", png.display()));
        assert_eq!(
            (image.width(), image.height()),
            (size, size),
            "{}",
            png.display()
        );
    }
    assert!(icons.join(format!("scalable/apps/{APP_ID}.svg")).is_file());

    // The window's app id: the same constant, set where the window is made.
    let window = fs::read_to_string(root().join("src/app/shell/window.rs")).unwrap();
    assert!(window.contains(".with_app_id(crate::assets::APP_ID)"));
}

#[test]
fn the_desktop_entry_metainfo_and_mime_file_name_the_same_two_types() {
    let types: BTreeSet<String> = mime_types().into_iter().map(|(n, _)| n).collect();
    assert_eq!(
        types,
        BTreeSet::from([SCENARIO_TYPE.to_string(), BUNDLE_TYPE.to_string()])
    );
    let entry = package_file(&format!("{APP_ID}.desktop"));
    assert_eq!(desktop_list(&desktop_key(&entry, "MimeType")), types);
    let metainfo = package_file(&format!("{APP_ID}.metainfo.xml"));
    let provided: BTreeSet<String> = element_texts(&metainfo, "mediatype").into_iter().collect();
    assert_eq!(provided, types);
    // A scenario is known by its content alone: other programs write .ron files too.
    assert!(mime_type(SCENARIO_TYPE).globs.is_empty());
    assert_eq!(
        mime_type(BUNDLE_TYPE).globs,
        [format!("*.{}", bundle::EXTENSION)]
    );
}

/// Every `.ron` file in a folder of the repository, with its text.
fn ron_files(folder: &str) -> Vec<(PathBuf, String)> {
    let mut files: Vec<(PathBuf, String)> = fs::read_dir(root().join(folder))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .map(|p| {
            let text = fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn the_scenario_magic_knows_every_demo_scenario_and_every_scenario_umpire_writes() {
    let scenario = mime_type(SCENARIO_TYPE);
    let demos = ron_files("assets/scenarios");
    assert!(demos.len() >= 4, "{demos:?}");
    let battles: Vec<(PathBuf, String)> = ron_files("assets/campaigns/jena-1806")
        .into_iter()
        .filter(|(p, _)| !p.ends_with("campaign.ron"))
        .collect();
    assert_eq!(battles.len(), 3);
    for (path, text) in demos.iter().chain(&battles) {
        assert!(scenario.sniffs(text.as_bytes()), "{}", path.display());
        let s = model::parse(text, &path.display().to_string(), &umpire::systems::ids()).unwrap();
        let written = model::to_ron(&s).unwrap();
        assert!(
            scenario.sniffs(written.as_bytes()),
            "{} as umpire writes it",
            path.display()
        );
    }
    // A new scenario, with the longest title a first screen of text can hold before its date.
    let mut s = model::parse(&demos[0].1, "demo", &umpire::systems::ids()).unwrap();
    s.title = "A long title ".repeat(200);
    assert!(scenario.sniffs(model::to_ron(&s).unwrap().as_bytes()));
}

#[test]
fn the_scenario_magic_knows_no_campaign_manifest_or_other_ron() {
    let scenario = mime_type(SCENARIO_TYPE);
    let campaign =
        fs::read_to_string(root().join("assets/campaigns/jena-1806/campaign.ron")).unwrap();
    assert!(!scenario.sniffs(campaign.as_bytes()));
    let manifest = bundle_entry(&lobositz_bundle(), bundle::MANIFEST_NAME);
    assert!(manifest.contains("\n  version: "), "{manifest}");
    assert!(!scenario.sniffs(manifest.as_bytes()), "{manifest}");
    // RON another program writes: a map of settings, and a struct with a nested `date`.
    assert!(!scenario.sniffs(b"{\n  \"window\": (w: 800, h: 600),\n}\n"));
    assert!(!scenario.sniffs(
        b"(\n  version: 2,\n  entries: [\n    (\n      date: \"2026-01-01\",\n    ),\n  ],\n)\n"
    ));
}

fn lobositz_bundle() -> Vec<u8> {
    let path = root().join("assets/scenarios/lobositz.ron");
    let s = model::load(&path, &umpire::systems::ids()).unwrap();
    let parts = BundleParts {
        scenario: &s,
        scenario_name: "lobositz.ron",
        map: None,
    };
    bundle::bundle_bytes(&parts).unwrap()
}

fn bundle_entry(bytes: &[u8], name: &str) -> String {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut archive.by_name(name).unwrap(), &mut text).unwrap();
    text
}

#[test]
fn the_bundle_magic_knows_a_bundle_umpire_writes_and_no_other_zip() {
    let bundle_type = mime_type(BUNDLE_TYPE);
    assert!(bundle_type.sniffs(&lobositz_bundle()));
    let mut other = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    other
        .start_file("notes.txt", zip::write::SimpleFileOptions::default())
        .unwrap();
    std::io::Write::write_all(&mut other, b"not a battle").unwrap();
    let other = other.finish().unwrap().into_inner();
    assert!(other.starts_with(b"PK\x03\x04"));
    assert!(!bundle_type.sniffs(&other));
}

#[test]
fn the_manual_pages_and_completions_follow_the_command_line() {
    let pages = manual_pages_in(Lang::En).unwrap();
    let names: Vec<&str> = pages.iter().map(|(n, _)| n.as_str()).collect();
    // Every subcommand the help lists (a new one is in the pages without a word here).
    let command = <umpire::cli::Cli as clap::CommandFactory>::command();
    let subcommands: Vec<String> = command
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| s.get_name().to_string())
        .collect();
    for known in [
        "compute",
        "check",
        "report",
        "render-map",
        "campaign-battle",
    ] {
        assert!(
            subcommands.iter().any(|s| s == known),
            "{known} in {subcommands:?}"
        );
    }
    let mut expected = vec!["umpire.1".to_string()];
    expected.extend(subcommands.iter().map(|s| format!("umpire-{s}.1")));
    assert_eq!(names, expected);
    let (_, main_page) = &pages[0];
    let main_page = String::from_utf8_lossy(main_page);
    assert!(main_page.contains(".TH umpire 1"), "{main_page}");
    for s in &subcommands {
        // roff writes a hyphen as `\-`.
        let named = format!("umpire-{s}(1)").replace('-', "\\-");
        assert!(main_page.contains(&named), "{named} in {main_page}");
    }
    for shell in [
        clap_complete::Shell::Bash,
        clap_complete::Shell::Zsh,
        clap_complete::Shell::Fish,
    ] {
        let script = String::from_utf8(completion(shell)).unwrap();
        for s in &subcommands {
            assert!(script.contains(s.as_str()), "{shell}: {s}");
        }
        assert!(script.contains("--audience"), "{shell}");
    }
}

/// The example `package_files` writes every page, in both languages, and the completions where
/// the package's metadata takes them, naming each file it writes.
#[test]
fn the_package_files_are_written_where_the_package_takes_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut named = Vec::new();
    pages::write_all(dir.path(), &mut named).unwrap();
    let named = String::from_utf8(named).unwrap();
    let pages = manual_pages_in(Lang::En).unwrap();
    let mut expected = Vec::new();
    for folder in ["man", "man/fr/man1"] {
        expected.extend(pages.iter().map(|(n, _)| format!("{folder}/{n}.gz")));
    }
    expected.extend(["umpire.bash", "_umpire", "umpire.fish"].map(|n| format!("completions/{n}")));
    for file in &expected {
        let path = dir.path().join(file);
        assert!(named.contains(&path.display().to_string()), "{file} named");
        let bytes = fs::read(&path).unwrap();
        assert!(!bytes.is_empty(), "{file}");
        if file.ends_with(".gz") {
            assert_eq!(&bytes[..2], &[0x1f, 0x8b], "{file} is gzipped");
        }
    }
    assert_eq!(named.lines().count(), expected.len(), "{named}");
}

/// The French manual pages: the same pages as the English ones, in French (the help's French
/// messages, the sections' names), and `man` reads them.
#[test]
fn the_french_manual_pages_are_the_english_ones_in_french() {
    let english = manual_pages_in(Lang::En).unwrap();
    let french = manual_pages_in(Lang::Fr).unwrap();
    let names =
        |pages: &[(String, Vec<u8>)]| pages.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(&french), names(&english));
    let dir = tempfile::tempdir().unwrap();
    for (name, page) in &french {
        let text = String::from_utf8_lossy(page);
        for section in [".SH NOM", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS"] {
            assert!(text.contains(section), "{name}: {section} in\n{text}");
        }
        for english in [
            ".SH NAME",
            "Print help",
            "Print version",
            "[default:",
            "Possible values",
        ] {
            assert!(!text.contains(english), "{name}: {english} in\n{text}");
        }
        let path = dir.path().join(name);
        fs::write(&path, page).unwrap();
        let shown = run(Command::new("man")
            .arg("-l")
            .arg(&path)
            .env("MANWIDTH", "200")
            .env("LC_ALL", "C.UTF-8"));
        assert!(shown.contains("Afficher l'aide"), "{name}:\n{shown}");
        assert!(
            shown.contains("Manuel des commandes générales"),
            "{name}:\n{shown}"
        );
    }
    let (_, main_page) = &french[0];
    let shown = String::from_utf8_lossy(main_page);
    assert!(shown.contains(".SH COMMANDES"), "{shown}");
    assert!(
        shown.contains("Le bureau de l\\*(Aqarbitre pour les wargames historiques"),
        "{shown}"
    );
    assert!(shown.contains("[\\fIcommandes\\fR]"), "{shown}");
}

/// The package `cargo deb` built (`UMPIRE_DEB`, else the release package's usual path).
fn built_package() -> PathBuf {
    std::env::var_os("UMPIRE_DEB")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            root().join(format!(
                "target/debian/umpire_{}-1_amd64.deb",
                env!("CARGO_PKG_VERSION")
            ))
        })
}

fn run(command: &mut Command) -> String {
    let out = command
        .output()
        .unwrap_or_else(|e| panic!("{command:?}: {e}"));
    assert!(
        out.status.success(),
        "{command:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The built package unpacked into a scratch root: its program runs and says its version, its
/// manual page reads, its desktop files and completions are where the desktop looks.
#[test]
#[ignore = "needs the package: cargo deb, then UMPIRE_DEB=… cargo test --test all -- --ignored package::"]
fn the_package_unpacked_runs_and_has_its_manual() {
    let deb = built_package();
    assert!(deb.is_file(), "{} is not built (cargo deb)", deb.display());
    let scratch = tempfile::tempdir().unwrap();
    let root = scratch.path();
    run(Command::new("dpkg").arg("-x").arg(&deb).arg(root));

    let version = run(Command::new(root.join("usr/bin/umpire")).arg("--version"));
    assert_eq!(
        version.trim(),
        format!("umpire {}", env!("CARGO_PKG_VERSION"))
    );
    let page = run(Command::new("man")
        .arg("-l")
        .arg(root.join("usr/share/man/man1/umpire.1.gz"))
        .env("MANWIDTH", "80"));
    assert!(page.contains("umpire"), "{page}");
    assert!(page.contains("umpire-compute(1)"), "{page}");
    let page = run(Command::new("man")
        .arg("-l")
        .arg(root.join("usr/share/man/fr/man1/umpire.1.gz"))
        .env("MANWIDTH", "80"));
    assert!(page.contains("Le bureau de l'arbitre"), "{page}");
    assert!(page.contains("umpire-compute(1)"), "{page}");

    let share = root.join("usr/share");
    for file in [
        format!("applications/{APP_ID}.desktop"),
        format!("metainfo/{APP_ID}.metainfo.xml"),
        format!("mime/packages/{APP_ID}.xml"),
        format!("icons/hicolor/16x16/apps/{APP_ID}.png"),
        format!("icons/hicolor/scalable/apps/{APP_ID}.svg"),
        "man/man1/umpire-campaign-battle.1.gz".into(),
        "man/fr/man1/umpire-campaign-battle.1.gz".into(),
        "bash-completion/completions/umpire".into(),
        "zsh/vendor-completions/_umpire".into(),
        "fish/vendor_completions.d/umpire.fish".into(),
    ] {
        assert!(
            is_nonempty(&share.join(&file)),
            "{file} is not in the package"
        );
    }
}

fn is_nonempty(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| m.len() > 0)
}
