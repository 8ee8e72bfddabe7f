//! Every integration test in one test binary: each `tests/NAME.rs` is a module of it, so the
//! library (with egui, eframe and printpdf) is linked once for all of them instead of once per
//! file. `cargo test --test all cli::` runs one file's tests, `cargo test --test all NAME` one test.
//!
//! A new test file `tests/NAME.rs` needs its line here, `mod NAME;` (Cargo.toml sets
//! `autotests = false`, so a file without one is never compiled). Files that drive the window
//! are compiled only with the `gui` feature (on by default).

mod battle_map;
mod bundle;
mod bundle_fr;
mod campaign_cli;
mod campaign_report;
mod casualty_chart;
mod cli;
mod cli_fr;
mod demo_campaign;
mod demo_maps;
mod docs;
mod exits_from_moves;
mod figures;
mod files_fr;
mod floors;
mod fuzz;
#[cfg(feature = "gui")]
mod gl_tiles;
#[cfg(feature = "gui")]
mod gui_audience;
#[cfg(feature = "gui")]
mod gui_battle_map;
#[cfg(feature = "gui")]
mod gui_battle_tools;
#[cfg(feature = "gui")]
mod gui_bundle;
#[cfg(feature = "gui")]
mod gui_campaign;
#[cfg(feature = "gui")]
mod gui_casualty_chart;
#[cfg(feature = "gui")]
mod gui_desk;
#[cfg(feature = "gui")]
mod gui_desk_fr;
#[cfg(feature = "gui")]
mod gui_fonts;
#[cfg(feature = "gui")]
mod gui_french;
#[cfg(feature = "gui")]
mod gui_language;
#[cfg(feature = "gui")]
mod gui_map;
#[cfg(feature = "gui")]
mod gui_paint;
#[cfg(feature = "gui")]
mod gui_player_copy;
#[cfg(feature = "gui")]
mod gui_players_screen;
#[cfg(feature = "gui")]
mod gui_shell;
#[cfg(feature = "gui")]
mod gui_views;
mod hostile;
mod i18n;
/// The build script's reading of the message files, tested here (a build script has no tests).
#[path = "../src/build/i18n.rs"]
#[allow(dead_code)]
mod i18n_build;
#[cfg(feature = "gui")]
mod knowledge;
mod knowledge_positions;
mod level_ids;
#[cfg(feature = "gui")]
mod map_fr;
mod mirror;
mod model_fr;
mod naw;
#[cfg(feature = "gui")]
mod nothing_lost;
mod omitted_variables_fr;
mod package;
#[cfg(feature = "gui")]
mod player_copy;
mod player_copy_cli;
mod player_copy_positions;
mod player_reports;
mod positional_rules;
mod print;
mod record_fr;
mod render_fr;
mod report;
mod report_battle_grid;
mod report_fr;
mod roundtrip;
mod rules_fr;
#[cfg(feature = "gui")]
mod shell_fr;
mod sixth_system;
mod support;
mod system_words;
mod systems_fr;
mod unit_points;
mod waterloo20;
mod weighted_objectives;
mod window_ids;

/// A test file left out of the list above would never run, without a word from Cargo.
#[test]
fn every_test_file_is_a_module_of_this_binary() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let listed = include_str!("all.rs");
    let entries = std::fs::read_dir(&dir).expect("the tests folder");
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if path.extension().is_some_and(|e| e == "rs") && stem != "all" {
            assert!(
                listed.contains(&format!("\nmod {stem};\n")),
                "tests/{stem}.rs is not compiled: add `mod {stem};` to tests/all.rs"
            );
        }
    }
}
