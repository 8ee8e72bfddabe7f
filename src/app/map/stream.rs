//! Cutting a map into the tiles of [`super::tiles::tile_grid`] while it is decoded, one row of tiles (a band) at a time.
//!
//! The decoder gives rows of RGB (or RGBA) top to bottom; each row is widened straight into the RGBA
//! buffers of the tiles it crosses, and a band's tiles are handed on as soon as its last row is
//! in. Only one band of tiles is ever being filled, so the whole decoded image never exists in
//! memory (a 100-MP map is 400 MB as RGBA; a band of 2048-pixel tiles is a fifth of that).

use egui::{Color32, ColorImage};

/// Widens RGB rows arriving top to bottom into the tiles of `tile_grid(size, side)`.
pub struct BandCutter {
    width: usize,
    height: usize,
    side: usize,
    columns: usize,
    /// The rows of the image already taken in.
    rows_done: usize,
    /// The current band's tile buffers, left to right.
    band: Vec<Vec<Color32>>,
}

impl BandCutter {
    pub fn new((w, h): (u32, u32), side: usize) -> BandCutter {
        let side = side.max(16);
        BandCutter {
            width: w as usize,
            height: h as usize,
            side,
            columns: (w as usize).div_ceil(side),
            rows_done: 0,
            band: Vec::new(),
        }
    }

    /// How many image rows the band being filled still needs (0 once the image is complete).
    #[cfg(test)]
    pub fn rows_left_in_band(&self) -> usize {
        let band_end = ((self.rows_done / self.side + 1) * self.side).min(self.height);
        band_end.saturating_sub(self.rows_done)
    }

    /// Take in whole rows of RGB8 (`rgb.len()` a multiple of the width × 3) and hand each tile
    /// completed to `deliver` with its index in the grid. Stops and returns false as soon as
    /// `deliver` does (nobody wants the tiles any more). Rows past the image are ignored.
    #[cfg(test)]
    pub fn push_rgb(
        &mut self,
        rgb: &[u8],
        deliver: &mut dyn FnMut(usize, ColorImage) -> bool,
    ) -> bool {
        self.push::<3>(rgb, deliver)
    }

    /// [`Self::push_rgb`] for rows of premultiplied RGBA8, as GL's textures take them (a
    /// JPEG's alpha is opaque; a PNG's is premultiplied by its reader).
    pub fn push_rgba(
        &mut self,
        rgba: &[u8],
        deliver: &mut dyn FnMut(usize, ColorImage) -> bool,
    ) -> bool {
        self.push::<4>(rgba, deliver)
    }

    fn push<const N: usize>(
        &mut self,
        px: &[u8],
        deliver: &mut dyn FnMut(usize, ColorImage) -> bool,
    ) -> bool {
        let stride = self.width * N;
        for row in px.chunks_exact(stride) {
            if self.rows_done >= self.height {
                break;
            }
            if self.band.is_empty() {
                self.start_band();
            }
            for (tx, tile) in self.band.iter_mut().enumerate() {
                let x0 = tx * self.side;
                let x1 = (x0 + self.side).min(self.width);
                tile.extend(row[x0 * N..x1 * N].chunks_exact(N).map(|p| {
                    let alpha = if N == 4 { p[N - 1] } else { 255 };
                    Color32::from_rgba_premultiplied(p[0], p[1], p[2], alpha)
                }));
            }
            self.rows_done += 1;
            if (self.rows_done.is_multiple_of(self.side) || self.rows_done == self.height)
                && !self.finish_band(deliver)
            {
                return false;
            }
        }
        true
    }

    fn band_height(&self) -> usize {
        let y0 = self.rows_done / self.side * self.side;
        self.side.min(self.height - y0)
    }

    fn start_band(&mut self) {
        let th = self.band_height();
        self.band = (0..self.columns)
            .map(|tx| {
                let tw = self.side.min(self.width - tx * self.side);
                Vec::with_capacity(tw * th)
            })
            .collect();
    }

    fn finish_band(&mut self, deliver: &mut dyn FnMut(usize, ColorImage) -> bool) -> bool {
        let ty = (self.rows_done - 1) / self.side;
        let th = self.rows_done - ty * self.side;
        for (tx, px) in std::mem::take(&mut self.band).into_iter().enumerate() {
            let tw = px.len() / th;
            if !deliver(ty * self.columns + tx, ColorImage::new([tw, th], px)) {
                return false;
            }
        }
        true
    }

    /// Whether every row of the image has been taken in.
    #[cfg(test)]
    pub fn is_complete(&self) -> bool {
        self.rows_done >= self.height
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::map::tiles::{DecodedMap, tile_image};
    use image::{DynamicImage, Rgb, RgbImage};
    use std::sync::atomic::AtomicU32;

    fn gradient(w: u32, h: u32) -> RgbImage {
        RgbImage::from_fn(w, h, |x, y| {
            Rgb([
                (x % 251) as u8,
                (y % 241) as u8,
                ((x * 7 + y * 3) % 256) as u8,
            ])
        })
    }

    /// Tiles from rows fed in uneven chunks equal the whole image cut the same way.
    fn check(w: u32, h: u32, side: usize, chunk_rows: usize) {
        let img = gradient(w, h);
        let whole = tile_image(
            &DecodedMap::from_image(DynamicImage::ImageRgb8(img.clone())),
            side,
            None,
            &AtomicU32::new(0),
        );
        let mut cutter = BandCutter::new((w, h), side);
        let mut got = Vec::new();
        for rows in img.as_raw().chunks(w as usize * 3 * chunk_rows) {
            assert!(cutter.push_rgb(rows, &mut |i, t| {
                got.push((i, t));
                true
            }));
        }
        assert!(cutter.is_complete());
        assert_eq!(cutter.rows_left_in_band(), 0);
        assert_eq!(got.len(), whole.tiles.len(), "{w}×{h} at {side}");
        for (i, tile) in &got {
            let (_, expected) = &whole.tiles[*i];
            assert_eq!(tile.size, expected.size, "tile {i}");
            assert_eq!(tile.pixels, expected.pixels, "tile {i}");
        }
        let mut order: Vec<usize> = got.iter().map(|(i, _)| *i).collect();
        order.sort();
        assert_eq!(order, (0..whole.tiles.len()).collect::<Vec<_>>());
    }

    #[test]
    fn tiles_cut_band_by_band_equal_the_whole_decode_cut_the_same_way() {
        check(300, 130, 128, 7);
        check(300, 130, 128, 1);
        check(256, 256, 128, 128);
        check(100, 50, 2048, 16);
        check(17, 400, 16, 33);
    }

    #[test]
    fn a_band_is_handed_on_as_soon_as_its_last_row_is_in() {
        let img = gradient(300, 130);
        let mut cutter = BandCutter::new((300, 130), 128);
        assert_eq!(cutter.rows_left_in_band(), 128);
        let mut got = Vec::new();
        let stride = 300 * 3;
        cutter.push_rgb(&img.as_raw()[..127 * stride], &mut |i, _| {
            got.push(i);
            true
        });
        assert!(got.is_empty());
        assert_eq!(cutter.rows_left_in_band(), 1);
        cutter.push_rgb(&img.as_raw()[127 * stride..128 * stride], &mut |i, _| {
            got.push(i);
            true
        });
        assert_eq!(got, [0, 1, 2], "the first row of tiles");
        assert_eq!(
            cutter.rows_left_in_band(),
            2,
            "the last band is 2 rows high"
        );
    }

    #[test]
    fn cutting_stops_when_nobody_wants_the_tiles() {
        let img = gradient(300, 130);
        let mut cutter = BandCutter::new((300, 130), 128);
        let mut n = 0;
        let more = cutter.push_rgb(img.as_raw(), &mut |_, _| {
            n += 1;
            false
        });
        assert!(!more);
        assert_eq!(n, 1);
    }
}
