//! Every window and modal of the window's code (`src/app/`) has an egui id of its own, a fixed
//! string, not one egui makes from its title: a translated title would otherwise be a new
//! window, which forgets where the user put it and how big it was.
//!
//! The check reads `src/app/` as text (comments and strings blanked, as `tests/floors.rs` does):
//! each `Window::new(…)` must have `.id(…)` in its builder chain (before `.show(`), whose
//! argument is not the title; each `Modal::new(…)` must be given an id from an `"umpire_…"`
//! string, not from a title.

use crate::floors::{code_only, rust_files, src};

/// The text between the parenthesis opening at `open` in `code` and the one that closes it.
fn inside(code: &[char], raw: &[char], open: usize) -> Option<String> {
    let mut depth = 0;
    for (i, &c) in code.iter().enumerate().skip(open) {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(raw[open + 1..i].iter().collect());
                }
            }
            _ => {}
        }
    }
    None
}

/// Where `word` begins in `code`.
fn starts(code: &[char], word: &str) -> Vec<usize> {
    let word: Vec<char> = word.chars().collect();
    (0..code.len())
        .filter(|&i| code[i..].starts_with(&word))
        .collect()
}

/// What is wrong with the windows and modals of one file's `text`, each naming its line; and how
/// many windows and modals it holds.
fn missing_ids(name: &str, text: &str) -> (Vec<String>, usize) {
    let code: Vec<char> = code_only(text).chars().collect();
    let raw: Vec<char> = text.chars().collect();
    let line = |i: usize| raw[..i].iter().filter(|&&c| c == '\n').count() + 1;
    let mut wrong = Vec::new();
    let mut seen = 0;
    for at in starts(&code, "Window::new(") {
        seen += 1;
        let open = at + "Window::new".len();
        let title = inside(&code, &raw, open).unwrap_or_default();
        let chain_end = starts(&code[at..], ".show(")
            .first()
            .map_or(code.len(), |&k| at + k);
        let id = starts(&code[at..chain_end], ".id(")
            .first()
            .and_then(|&k| inside(&code, &raw, at + k + ".id".len()));
        match id {
            None => wrong.push(format!("{name}:{}: a window without .id(…)", line(at))),
            Some(id) if id.contains(title.trim()) || id.contains("tr!") => wrong.push(format!(
                "{name}:{}: a window whose id is made from its title",
                line(at)
            )),
            Some(_) => {}
        }
    }
    for at in starts(&code, "Modal::new(") {
        seen += 1;
        let id = inside(&code, &raw, at + "Modal::new".len()).unwrap_or_default();
        if !id.contains("\"umpire_") || id.contains("title") || id.contains("tr!") {
            wrong.push(format!(
                "{name}:{}: a modal whose id is not a fixed \"umpire_…\" string: {id}",
                line(at)
            ));
        }
    }
    (wrong, seen)
}

#[test]
fn every_window_and_modal_of_the_app_has_a_fixed_id() {
    let app = src().join("app");
    let mut files = Vec::new();
    rust_files(&app, &mut files);
    let mut wrong = Vec::new();
    let mut seen = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable source file");
        let name = file.strip_prefix(&app).expect("under src/app").display();
        let (w, n) = missing_ids(&name.to_string(), &text);
        wrong.extend(w);
        seen += n;
    }
    assert!(
        seen >= 8,
        "the scan found too few windows and modals: {seen}"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_window_without_an_id_or_with_its_titles_is_found() {
    let planted = r#"
fn a(ctx: &Context) {
    egui::Window::new(tr!(Title)).open(&mut open).show(ctx, |ui| {});
    egui::Window::new(title).id(egui::Id::new(title)).show(ctx, |ui| {});
    egui::Window::new("Fine").id(egui::Id::unique("umpire_fine")).show(ctx, |ui| {});
    egui::Modal::new(egui::Id::unique(("umpire_confirm", title))).show(ctx, |ui| {});
    egui::Modal::new(Id::unique("umpire_dialog")).show(ctx, |ui| {});
}
"#;
    let (wrong, seen) = missing_ids("planted.rs", planted);
    assert_eq!(seen, 5);
    assert_eq!(
        wrong.iter().map(|w| &w[..12]).collect::<Vec<_>>(),
        ["planted.rs:3", "planted.rs:4", "planted.rs:6"],
        "{wrong:?}"
    );
}
