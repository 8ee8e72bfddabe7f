//! The egui program.

pub mod autosave;
pub mod commands;
pub mod desk;
pub mod dialogs;
pub mod document;
pub mod files;
pub mod map;
pub mod menu_bar;
pub mod screenshot;
pub mod shell;
pub mod sides_panel;
pub mod status_bar;
pub mod view;

pub use shell::{UmpireApp, run};
