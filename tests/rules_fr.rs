//! The rules reference in French (`docs/rules.fr.md`) says what the English one says: the same
//! sections in the same order, every figure, every code the program prints (`log-mismatch`,
//! `settings.french`) and the Waterloo 20 chart's rows, and no English left but the games' own
//! names and the source texts' words it quotes.

use crate::support::english::{english_words, figures};

fn read(path: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The headings' levels, in order: "##", "##", "###"…
fn outline(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.split_once(' ').map(|(hashes, _)| hashes))
        .filter(|h| !h.is_empty() && h.chars().all(|c| c == '#'))
        .collect()
}

/// Every `code span`, in order.
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The code spans that are names the program or the file uses (`log-mismatch`,
/// `settings.french`, `Exited`), not formulas (`p ≥ 35%` is written the French way).
fn names(text: &str) -> Vec<&str> {
    code_spans(text)
        .into_iter()
        .filter(|s| s.chars().all(|c| c.is_alphanumeric() || "-_.".contains(c)))
        .collect()
}

#[test]
fn the_french_rules_have_the_english_ones_sections_figures_and_codes() {
    let english = read("docs/rules.md");
    let french = read("docs/rules.fr.md");
    assert_eq!(outline(&french), outline(&english));
    assert_eq!(figures(&french, true), figures(&english, false));
    assert_eq!(names(&french), names(&english));
    for row in ["1: AE AR AR AW N EX EX", "6: N DW DR DR DR DE DE"] {
        assert!(french.contains(row), "the chart's row {row}");
    }
}

#[test]
fn the_french_rules_are_french() {
    let french = read("docs/rules.fr.md");
    // The code spans are ids and file fields; the games' and the texts' own names stay.
    let mut kept: Vec<String> = code_spans(&french)
        .into_iter()
        .map(str::to_string)
        .collect();
    kept.extend(["Multiple forces", "June 16 Night: lieu", "June 16 Night"].map(str::to_string));
    let found = english_words(&french, &kept, &[]);
    assert!(found.is_empty(), "English in docs/rules.fr.md: {found:#?}");
}
