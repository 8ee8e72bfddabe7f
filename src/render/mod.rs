//! Map images: safe loading, and drawing the map with its areas and markers without the GPU.

pub mod draw;
pub mod fill;
pub mod image_io;
pub mod jpeg_meta;
pub mod scaled;
