//! umpire: scenario designer, victory systems and after-action reports for historical wargames.
//!
//! - [`model`]: the scenario and its RON file format; pure data and consistency rules;
//! - [`systems`]: the five victory systems of RULES.md, with worked steps;
//! - [`render`]: map images, and the map drawn with areas and markers without the GPU;
//! - [`report`]: the PDF after-action report;
//! - [`app`]: the egui window;
//! - [`assets`]: the files built into the program (fonts, report templates, demo scenarios and
//!   maps), each included once.

pub mod app;
pub mod assets;
pub mod cli;
pub mod model;
pub mod record;
pub mod render;
pub mod report;
pub mod systems;
