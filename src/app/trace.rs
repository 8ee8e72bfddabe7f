//! The milestones the window passes to the measuring rig: the first frame, the map's stages,
//! the exports. With the `measure` feature (`cargo build --release --features measure`) they are
//! written to the trace `UMPIRE_TRACE` names (see `app::shell::measure`); without it, the
//! shipped build, every call here is empty and the window reads no clock for them.

#[cfg(feature = "measure")]
pub use crate::app::shell::measure::trace::{
    enabled, export_began, export_ended, map_upload, once, start,
};
#[cfg(not(feature = "measure"))]
pub use off::*;

/// The window appeared with its first frame drawn.
pub const FIRST_FRAME: &str = "first_frame";
/// The map image was asked for: when a scenario given on the command line is opened (before
/// the window is created), else when the window starts reading it.
pub const MAP_OPEN_REQUESTED: &str = "map_open_requested";
/// The first frame in which the whole visible map is drawn, at any resolution.
pub const MAP_OVERVIEW_SHOWN: &str = "map_overview_shown";
/// The first frame in which every tile the view covers is drawn from its full-resolution texture.
pub const MAP_FULL_DETAIL: &str = "map_full_detail";
/// Where the time goes in between: the map's overview decoded on its worker (reported whether
/// or not the file allows an early overview), and the full decode finished.
pub const MAP_OVERVIEW_DECODED: &str = "map_overview_decoded";
pub const MAP_DECODED: &str = "map_decoded";
/// A PDF report made from the window was written.
pub const REPORT_WRITTEN: &str = "report_written";
/// The window's exports, each from the moment its thread starts (see [`export_began`]): the
/// report, and the map as a PNG from its start to its file written.
pub const REPORT_REQUESTED: &str = "report_requested";
pub const MAP_PNG_REQUESTED: &str = "map_png_requested";
pub const MAP_PNG_WRITTEN: &str = "map_png_written";
/// One frame's work on the map's GL tiles (see `app::map::tiles`), for [`map_upload`].
#[derive(Clone, Copy, Debug, Default)]
pub struct MapUpload {
    /// Wall-clock time spent making textures, copying rows into them, waiting for the decoder.
    pub create_ms: f64,
    pub upload_ms: f64,
    pub wait_ms: f64,
    /// Textures made new, and taken over from the map shown before.
    pub created: usize,
    pub reused: usize,
    pub bands_left: usize,
    pub tiles_done: usize,
}

#[cfg(not(feature = "measure"))]
mod off {
    //! The shipped build: nothing is measured.

    /// A trace asked of a build that cannot write one is said, not silently missing.
    pub fn start() {
        if std::env::var_os("UMPIRE_TRACE").is_some_and(|v| !v.is_empty()) {
            eprintln!(
                "umpire: UMPIRE_TRACE is ignored: this build has no measuring rig \
                 (cargo build --release --features measure)"
            );
        }
    }
    pub fn once(_event: &'static str) {}
    pub fn enabled() -> bool {
        false
    }
    pub fn export_began(_event: &'static str) {}
    pub fn export_ended(_event: &'static str) {}
    pub fn map_upload(_work: super::MapUpload) {}
}
