//! Where a map image comes from (a file, or bytes already in memory), and the grid of tiles it
//! is cut into: what the whole-image and the streaming loads share.

use crate::render::image_io::{self, MapImageError};
use egui::{Rect, pos2, vec2};
use std::path::PathBuf;
use std::sync::Arc;

/// Where a map image comes from; kept so that an export can read it again at full resolution.
#[derive(Clone, Debug)]
pub enum ImageSource {
    File(PathBuf),
    Bytes { bytes: Arc<[u8]>, name: String },
}

impl ImageSource {
    /// How the source is named in messages.
    pub fn origin(&self) -> String {
        match self {
            ImageSource::File(p) => p.display().to_string(),
            ImageSource::Bytes { name, .. } => name.clone(),
        }
    }

    pub fn read(&self) -> Result<Arc<[u8]>, MapImageError> {
        match self {
            ImageSource::File(p) => Ok(image_io::read_file(p)?.into()),
            ImageSource::Bytes { bytes, .. } => Ok(bytes.clone()),
        }
    }
}

/// The places of the tiles of a `w` × `h` map, row by row, each at most `side` pixels a side.
pub fn tile_grid((w, h): (u32, u32), side: usize) -> Vec<Rect> {
    let (w, h) = (w as usize, h as usize);
    let side = side.max(16);
    (0..h.div_ceil(side))
        .flat_map(|ty| {
            (0..w.div_ceil(side)).map(move |tx| {
                let (x, y) = (tx * side, ty * side);
                Rect::from_min_size(
                    pos2(x as f32, y as f32),
                    vec2(side.min(w - x) as f32, side.min(h - y) as f32),
                )
            })
        })
        .collect()
}
