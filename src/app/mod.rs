//! The egui program.

pub mod autosave;
pub mod commands;
pub mod desk;
pub mod dialogs;
pub mod document;
pub mod export_map;
pub mod file_dialog;
pub mod files;
pub mod help;
pub mod jobs;
pub mod map;
pub mod menu_bar;
pub mod references;
pub mod screenshot;
pub mod shell;
pub mod sides_panel;
pub mod status_bar;
pub mod trace;
pub mod view;

pub use shell::{UmpireApp, run};
