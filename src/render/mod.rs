//! Map images: safe loading, and drawing the map with its areas and markers without the GPU.
//!
//! `fill` (tiny-skia's path filler over a band of rows) and `glyphs` (text drawn with
//! ab_glyph) serve the drawing here only; the other modules are used by the report, the
//! command line and the window.

pub mod battle;
pub mod draw;
mod fill;
mod glyphs;
pub mod graph_png;
pub mod image_io;
pub mod jpeg_meta;
pub mod libjpeg;
pub mod map_png;
pub mod resample;
pub mod scaled;
