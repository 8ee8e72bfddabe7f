//! umpire: scenario designer, victory systems and after-action reports for historical wargames.
//!
//! The modules are floors, each using only those below it (`tests/floors.rs` fails on a path
//! that climbs):
//!
//! 1. [`assets`]: the files built into the program (fonts, report templates, demo scenarios and
//!    maps), each included once; it uses nothing. Beside it, [`i18n`]: the program's words in
//!    English and French (its message files are included there), and the numbers written the
//!    language's way; it uses nothing either.
//! 2. [`model`]: the scenario and its RON file format; pure data and consistency rules. It knows
//!    no victory system: what a scenario may name is passed in ([`systems::ids`]).
//! 3. [`systems`]: the five victory systems of RULES.md, with worked steps.
//! 4. [`record`]: the battle record and the knowledge rules (who may know what).
//! 5. [`render`]: map images, and the map drawn with areas and markers without the GPU.
//! 6. [`report`]: the PDF after-action report. It sits on [`render`] (its map page is drawn
//!    there), never the other way round.
//! 7. [`cli`] and [`app`] (the egui window, with the `gui` feature, on by default): the two
//!    front ends, side by side; neither uses the other.

// The test support in tests/support names the library `umpire::`, in its unit tests too.
#[cfg(test)]
extern crate self as umpire;

#[cfg(feature = "gui")]
pub mod app;
pub mod assets;
pub mod cli;
pub mod i18n;
pub mod model;
pub mod record;
pub mod render;
pub mod report;
pub mod systems;
