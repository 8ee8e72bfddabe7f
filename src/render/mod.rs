//! Map images: safe loading, and drawing the map with its areas and markers without the GPU.

pub mod battle;
pub mod draw;
pub mod fill;
pub mod glyphs;
pub mod graph_png;
pub mod image_io;
pub mod jpeg_meta;
pub mod libjpeg;
pub mod map_png;
pub mod resample;
pub mod scaled;
