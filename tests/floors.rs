//! The library's floors (`src/lib.rs`): each module uses only those below it, so that the
//! scenario model can be read without the victory systems, the systems without the record, and
//! either front end without the other.
//!
//! The check reads `src/` as text: every `crate::…` path (including `crate::{a, b}` groups)
//! and every `super::` chain that climbs out of its floor, in code only (comments and string
//! literals are blanked first). `src/lib.rs` and `src/main.rs` stand above every floor.

use std::path::{Path, PathBuf};

/// Each top module of `src/lib.rs` and its floor: a module may use its own floor's modules and
/// those of any lower floor. `render` and `report` are separate floors, `report` above: its
/// map page is drawn by `render`, which never needs the report. `cli` and `app` share the top
/// floor and must not use each other.
const FLOORS: [(&str, u8); 9] = [
    ("assets", 0),
    ("i18n", 0),
    ("model", 1),
    ("systems", 2),
    ("record", 3),
    ("render", 4),
    ("report", 5),
    ("cli", 6),
    ("app", 6),
];

fn floor_of(module: &str) -> Option<u8> {
    FLOORS.iter().find(|(m, _)| *m == module).map(|&(_, f)| f)
}

/// May code in the top module `from` use the top module `to`?
fn may_use(from: &str, to: &str) -> bool {
    match (floor_of(from), floor_of(to)) {
        _ if from == to => true,
        (Some(a), Some(b)) => b < a,
        _ => false,
    }
}

/// The module path of a file under `src/` (`model/files/read.rs` → `[model, files, read]`,
/// `model/mod.rs` → `[model]`, `assets.rs` → `[assets]`).
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if let Some(last) = parts.last_mut() {
        *last = last.trim_end_matches(".rs").to_string();
    }
    if parts.last().is_some_and(|l| l == "mod") {
        parts.pop();
    }
    parts
}

/// `text` with comments, string literals and character literals blanked (newlines kept), so
/// that only code is searched.
pub(crate) fn code_only(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
        } else if c == 'r' && matches!(next, Some('"' | '#')) && raw_prefix(&b, i) {
            // A raw string: r"…", r#"…"#, br"…".
            let hashes = b[i + 1..].iter().take_while(|&&h| h == '#').count();
            if b.get(i + 1 + hashes) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let close: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            out.extend(std::iter::repeat_n(' ', hashes + 2));
            i += hashes + 2;
            while i < b.len() && !b[i..].starts_with(&close) {
                out.push(blank(b[i]));
                i += 1;
            }
            out.extend(std::iter::repeat_n(' ', close.len()));
            i += close.len();
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < b.len() && b[i] != '"' {
                let step = if b[i] == '\\' { 2 } else { 1 };
                for k in 0..step {
                    if let Some(&ch) = b.get(i + k) {
                        out.push(blank(ch));
                    }
                }
                i += step;
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{7f}'), or a lifetime ('a), kept.
            let end = if next == Some('\\') {
                // The escaped character is skipped: '\'' ends at the third quote.
                b.get(i + 3..)
                    .and_then(|rest| rest.iter().position(|&ch| ch == '\''))
                    .map(|p| i + 3 + p)
            } else if b.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match end {
                Some(end) => {
                    out.extend(std::iter::repeat_n(' ', end + 1 - i));
                    i = end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Whether the `r` at `i` starts a raw string (`r"`, or `br"`), not a name ending in r.
fn raw_prefix(b: &[char], i: usize) -> bool {
    !ident_before(b, i) || (b[i - 1] == 'b' && !ident_before(b, i - 1))
}

fn ident_before(b: &[char], i: usize) -> bool {
    i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_')
}

fn ident_at(code: &[char], i: usize) -> String {
    code[i..]
        .iter()
        .take_while(|c| c.is_alphanumeric() || **c == '_')
        .collect()
}

fn skip_spaces(code: &[char], mut i: usize) -> usize {
    while code.get(i).is_some_and(|c| c.is_whitespace()) {
        i += 1;
    }
    i
}

/// The first names of a path that goes on at `i`: one name, or each item of a `{…}` group,
/// or `*`.
fn names_at(code: &[char], i: usize) -> Vec<String> {
    let i = skip_spaces(code, i);
    match code.get(i) {
        Some('{') => {
            let mut names = Vec::new();
            let (mut depth, mut j, mut item_start) = (0, i, true);
            while j < code.len() {
                match code[j] {
                    '{' => {
                        depth += 1;
                        item_start = depth == 1;
                    }
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    ',' if depth == 1 => item_start = true,
                    c if item_start
                        && depth == 1
                        && (c.is_alphabetic() || c == '_' || c == '*') =>
                    {
                        names.push(if c == '*' {
                            "*".into()
                        } else {
                            ident_at(code, j)
                        });
                        item_start = false;
                    }
                    _ => {}
                }
                j += 1;
            }
            names
        }
        Some('*') => vec!["*".into()],
        Some(_) => vec![ident_at(code, i)],
        None => Vec::new(),
    }
}

/// Where `word` (`crate::` or `super::`) starts a path in `code`: not inside a longer name
/// (`$crate::` counts as `crate::`).
fn path_starts(code: &[char], word: &str) -> Vec<usize> {
    let w: Vec<char> = word.chars().collect();
    (0..code.len())
        .filter(|&i| code[i..].starts_with(&w) && !ident_before(code, i))
        .collect()
}

/// The modules inline `mod name { … }` blocks open at each position of `code` (so that a
/// `super::` inside `mod tests` is read from the file's module, not its parent's).
fn inline_depths(code: &[char]) -> Vec<usize> {
    let mut depths = vec![0; code.len() + 1];
    let mut braces = 0usize;
    let mut open_mods: Vec<usize> = Vec::new();
    let mut pending_mod = false;
    for i in 0..code.len() {
        if code[i..].starts_with(&['m', 'o', 'd', ' ']) && !ident_before(code, i) {
            pending_mod = true;
        }
        match code[i] {
            ';' => pending_mod = false,
            '{' => {
                braces += 1;
                if pending_mod {
                    open_mods.push(braces);
                    pending_mod = false;
                }
            }
            '}' => {
                if open_mods.last() == Some(&braces) {
                    open_mods.pop();
                }
                braces = braces.saturating_sub(1);
            }
            _ => {}
        }
        depths[i + 1] = open_mods.len();
    }
    depths
}

/// Every path in the file `relative` (under `src/`) that reaches a top module its floor may
/// not use, as `file:line: what`.
fn violations(relative: &Path, text: &str) -> Vec<String> {
    let module = module_path(relative);
    let Some(own) = module.first().cloned() else {
        return Vec::new();
    };
    let code: Vec<char> = code_only(text).chars().collect();
    let line_of = |i: usize| code[..i].iter().filter(|&&c| c == '\n').count() + 1;
    let mut found = Vec::new();
    let mut check = |i: usize, reached: Vec<String>, how: &str| {
        for name in reached {
            if !may_use(&own, &name) {
                found.push(format!(
                    "src/{}:{}: {how} reaches `{name}` from `{own}`",
                    relative.display(),
                    line_of(i)
                ));
            }
        }
    };
    for i in path_starts(&code, "crate::") {
        check(i, names_at(&code, i + "crate::".len()), "crate::");
    }
    let depths = inline_depths(&code);
    for i in path_starts(&code, "super::") {
        if i >= 7 && code[i - 7..i].iter().collect::<String>() == "super::" {
            continue; // the second link of a chain already read
        }
        let mut k = i;
        let mut climbs = 0usize;
        while code[k..].starts_with(&['s', 'u', 'p', 'e', 'r', ':', ':']) {
            climbs += 1;
            k = skip_spaces(&code, k + 7);
        }
        // Inside inline modules the first climbs stay in the file.
        let climbs_out = climbs.saturating_sub(depths[i]);
        if climbs_out >= module.len() {
            check(i, names_at(&code, k), "super::");
        }
    }
    found
}

pub(crate) fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder of src/").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

pub(crate) fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_module_uses_a_floor_above_its_own() {
    let src = src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut violations_found = Vec::new();
    let mut paths_seen = 0;
    for file in &files {
        let relative = file.strip_prefix(&src).expect("under src/");
        if relative == Path::new("lib.rs") || relative == Path::new("main.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).expect("a readable source file");
        paths_seen += path_starts(&code_only(&text).chars().collect::<Vec<_>>(), "crate::").len();
        violations_found.extend(violations(relative, &text));
    }
    assert!(
        files.len() > 100 && paths_seen > 300,
        "the scan read too little: {} files, {paths_seen} crate:: paths",
        files.len()
    );
    assert!(
        violations_found.is_empty(),
        "modules that use a floor above their own (see tests/floors.rs):\n{}",
        violations_found.join("\n")
    );
}

#[test]
fn every_top_module_of_the_library_has_a_floor() {
    let lib = std::fs::read_to_string(src().join("lib.rs")).expect("src/lib.rs");
    let declared: Vec<String> = code_only(&lib)
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|m| m.trim_end_matches(';').to_string())
        .collect();
    let mut listed: Vec<String> = FLOORS.iter().map(|(m, _)| m.to_string()).collect();
    let mut declared_sorted = declared.clone();
    declared_sorted.sort();
    listed.sort();
    assert_eq!(
        declared_sorted, listed,
        "src/lib.rs and FLOORS in tests/floors.rs list different modules"
    );
}

/// The check itself fails on a real violation: each planted file names its broken line.
#[test]
fn a_planted_climbing_path_is_found() {
    let planted = [
        // What src/model/validate.rs once held: the model asking the systems' registry.
        (
            "model/validate.rs",
            "fn f() {\n    if crate::systems::by_id(id).is_none() {}\n}\n",
            vec!["src/model/validate.rs:2: crate:: reaches `systems` from `model`"],
        ),
        (
            "model/io.rs",
            "use crate::{assets::demo, record::Audience};\n",
            vec!["src/model/io.rs:1: crate:: reaches `record` from `model`"],
        ),
        (
            "model/files/read.rs",
            "use super::super::super::systems::registry;\n",
            vec!["src/model/files/read.rs:1: super:: reaches `systems` from `model`"],
        ),
        (
            "render/map_png/encode.rs",
            "use crate::report::{self, Template};\n",
            vec!["src/render/map_png/encode.rs:1: crate:: reaches `report` from `render`"],
        ),
        (
            "cli/check.rs",
            "\n\nuse crate::app::view::Audience;\n",
            vec!["src/cli/check.rs:3: crate:: reaches `app` from `cli`"],
        ),
        (
            "app/map/mod.rs",
            "fn f() { crate::cli::run(cli); }\n",
            vec!["src/app/map/mod.rs:1: crate:: reaches `cli` from `app`"],
        ),
    ];
    for (file, text, expected) in planted {
        assert_eq!(violations(Path::new(file), text), expected, "{file}");
    }
}

#[test]
fn paths_within_a_floor_below_or_outside_code_pass() {
    let fine = [
        // Down the floors, and within one.
        (
            "report/mod.rs",
            "use crate::render::draw;\nuse crate::{model, systems, record};\n",
        ),
        (
            "systems/naw.rs",
            "use crate::model::Scenario;\nuse super::exact;\n",
        ),
        (
            "model/files/read.rs",
            "use super::super::limits;\nuse super::*;\n",
        ),
        // `super::` inside `mod tests` is read from the file's own module.
        (
            "model/io.rs",
            "fn f() {}\n#[cfg(test)]\nmod tests {\n    use super::*;\n    use super::super::Scenario;\n}\n",
        ),
        // Comments and strings are not code.
        (
            "model/replay.rs",
            "//! Defined once in `crate::record::losses`.\nconst S: &str = \"crate::systems\";\n/* crate::app */\n",
        ),
        (
            "model/io.rs",
            "const R: &str = r#\"crate::systems \"x\"\"#;\nlet c = '\"'; let d = 'a'; fn g<'a>(x: &'a str) {}\n",
        ),
        (
            "model/io.rs",
            "let q = '\\''; let s = \"crate::app\"; let b = br\"\\\"; let t = b'\\\\'; // crate::cli\n",
        ),
    ];
    for (file, text) in fine {
        assert_eq!(
            violations(Path::new(file), text),
            Vec::<String>::new(),
            "{file}: {text}"
        );
    }
}

/// Whether a file's module doc says why it is one thing past the usual length.
fn says_why_it_is_long(text: &str) -> bool {
    text.lines()
        .take_while(|l| l.starts_with("//!") || l.trim().is_empty())
        .map(str::to_lowercase)
        .any(|l| {
            ["one file", "one thing", "past the usual length"]
                .iter()
                .any(|w| l.contains(w))
        })
}

/// No source or test file passes 800 lines; one past 600 says in its module doc why it is one
/// thing (the developers' guide).
#[test]
fn no_file_passes_800_lines_and_one_past_600_says_why() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    rust_files(&src().with_file_name("tests"), &mut files);
    assert!(
        files.len() > 200,
        "the scan read too little: {}",
        files.len()
    );
    let mut wrong = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("a readable source file");
        let lines = text.lines().count();
        if lines > 800 || (lines > 600 && !says_why_it_is_long(&text)) {
            wrong.push(format!("{} ({lines} lines)", f.display()));
        }
    }
    assert!(
        wrong.is_empty(),
        "too long, or long without a reason:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_long_file_without_its_reason_is_found() {
    let long = "fn f() {}\n".repeat(650);
    assert!(!says_why_it_is_long(&format!("//! A module.\n\n{long}")));
    assert!(says_why_it_is_long(&format!(
        "//! A module.\n//!\n//! One file past the usual length: one drag.\n\n{long}"
    )));
    // Words further down, in the code, are no reason.
    assert!(!says_why_it_is_long(&format!(
        "//! A module.\n\n// one file\n{long}"
    )));
}
