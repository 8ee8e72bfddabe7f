//! A rule fact has one owner: a system's id and the thresholds its charts draw are typed in the
//! system's own file, and everything else asks the system (its `ID`, [`super::registry`],
//! [`super::reference_lines`]). These tests scan the source for a copy typed elsewhere.

use super::{ChartAxis, reference_lines, registry};
use crate::model::Scenario;
use std::path::{Path, PathBuf};

/// Words typed outside the systems that are not a system's id though they spell one: the
/// trace's short name of a desk panel, and the `waterloo20` field of the scenario's settings.
const NOT_AN_ID: [(&str, &str); 3] = [
    ("app/shell/tour.rs", "DeskPanel::Naw => \"naw\""),
    (
        "app/shell/tour.rs",
        "DeskPanel::Waterloo20 => \"waterloo20\"",
    ),
    (
        "record/words.rs",
        "(\"waterloo20\", Msg::RecFieldWaterloo20)",
    ),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The product's lines of every file outside `src/systems/`: no comments, no test modules.
fn product_lines_outside_systems() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut lines = Vec::new();
    for path in files {
        let rel = path
            .strip_prefix(&src)
            .expect("under src/")
            .to_string_lossy()
            .replace('\\', "/");
        if rel.starts_with("systems/") || rel.ends_with("tests.rs") || rel.contains("/tests/") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a source file is readable");
        let product = text.split("#[cfg(test)]").next().unwrap_or_default();
        for line in product.lines() {
            let code = line.trim();
            if !code.starts_with("//") {
                lines.push((rel.clone(), code.to_string()));
            }
        }
    }
    assert!(lines.len() > 10_000, "the scan read the source tree");
    lines
}

#[test]
fn no_system_id_is_typed_outside_its_system() {
    let mut ids: Vec<&str> = registry().iter().map(|s| s.id()).collect();
    ids.push(super::most_vp::ID);
    let lines = product_lines_outside_systems();
    let mut copies = Vec::new();
    for (file, line) in &lines {
        for id in &ids {
            let allowed = NOT_AN_ID.iter().any(|(f, l)| file == f && line.contains(l));
            if line.contains(&format!("\"{id}\"")) && !allowed {
                copies.push(format!("{file}: {line}"));
            }
        }
    }
    assert!(
        copies.is_empty(),
        "use the system's `ID` instead:\n{}",
        copies.join("\n")
    );
}

#[test]
fn no_reference_line_is_typed_outside_its_system() {
    let s = Scenario::new("Lines");
    let mut s_optional = s.clone();
    s_optional.settings.waterloo20.morale_zero_loses = true;
    let axes = [
        ChartAxis::MenLostPercent,
        ChartAxis::NawCombatCount,
        ChartAxis::VpHeldPercent,
        ChartAxis::MoralePoints,
    ];
    let lines: Vec<_> = axes
        .iter()
        .flat_map(|&axis| reference_lines(&s_optional, axis, &|_| true))
        .collect();
    assert_eq!(lines.len(), 4, "one line per axis: {lines:?}");
    // The collapse line only under its optional rule, and only for a system in play.
    assert!(reference_lines(&s, ChartAxis::MoralePoints, &|_| true).is_empty());
    assert!(reference_lines(&s_optional, ChartAxis::VpHeldPercent, &|_| false).is_empty());
    let source = product_lines_outside_systems();
    for line in &lines {
        let typed: Vec<_> = source
            .iter()
            .filter(|(_, code)| {
                // A bare number ("0") is too common to scan for: its label is scanned.
                let tag = &line.tag;
                let typed_tag = tag.contains(|c: char| !c.is_ascii_digit())
                    && (code.contains(&format!("\"{tag}\""))
                        || code.contains(&format!("\"{tag}:")));
                typed_tag || code.contains(&line.label)
            })
            .collect();
        assert!(typed.is_empty(), "{:?} typed again: {typed:?}", line.tag);
    }
}

/// A system's missing field is the model's problem type (by side id), and reads in JSON as
/// it always has: its path, its side and its message.
#[test]
fn a_missing_field_is_the_models_problem() {
    use crate::model::{Problem, SideId};
    let missing: Problem<SideId> = super::Missing {
        path: "settings.game_end".into(),
        side: Some(SideId::B),
        message: "say how the game ended".into(),
    };
    assert_eq!(
        serde_json::to_value(&missing).unwrap(),
        serde_json::json!({
            "path": "settings.game_end",
            "side": serde_json::to_value(SideId::B).unwrap(),
            "message": "say how the game ended",
        })
    );
    let named = Problem {
        path: missing.path.clone(),
        side: Some("Allies".to_string()),
        message: missing.message.clone(),
    };
    assert_eq!(
        named.to_string(),
        "settings.game_end (Allies): say how the game ended"
    );
}
