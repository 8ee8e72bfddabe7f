//! The egui program.

pub mod autosave;
pub mod campaign;
pub mod commands;
pub mod desk;
pub mod dialogs;
pub mod document;
pub mod export_map;
pub mod file_dialog;
pub mod files;
pub mod frames;
pub mod help;
pub mod jobs;
pub mod map;
pub mod menu_bar;
pub mod players_screen;
pub mod references;
pub mod screenshot;
pub mod shell;
pub mod sides_panel;
pub mod status_bar;
pub mod trace;
pub mod view;

pub use shell::UmpireApp;

/// Start the window (see [`shell::run`]); the map of the scenario `open` names starts decoding
/// first, while the window is created.
pub fn run(open: Option<std::path::PathBuf>) -> eframe::Result {
    trace::start();
    if let Some(path) = &open {
        map::prefetch_map_of(path);
    }
    shell::run(open)
}
