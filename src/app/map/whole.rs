//! The pure-Rust path for a map: decode the whole image, then cut it into tiles on every core
//! (WebP, and JPEGs when libjpeg is not there or declines them; a PNG streams its rows
//! instead: see [`super::load`]).

use super::source::tile_grid;
use crate::render::image_io::{self, MapImageError};
use egui::{Color32, ColorImage, Rect};
use image::DynamicImage;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};

/// A decoded map cut into tiles, ready to upload.
pub struct PreparedMap {
    pub size: (u32, u32),
    /// Each tile's place in image pixels and its pixels.
    pub tiles: Vec<(Rect, ColorImage)>,
    /// The whole map shrunk to fit in one tile, when it needs more than one tile.
    pub overview: Option<ColorImage>,
}

/// Decode `bytes` (after checking the header) and cut the image into tiles of at most
/// `tile_side` pixels a side, all at once, as the map view does. `progress` counts the tiles cut.
pub fn prepare_map(
    bytes: &[u8],
    origin: &str,
    tile_side: usize,
    progress: &AtomicU32,
) -> Result<PreparedMap, MapImageError> {
    let (map, buffers) = decode_with_buffers(bytes, origin, tile_side)?;
    Ok(tile_image(&map, tile_side, join_buffers(buffers), progress))
}

/// Cut a decoded image into tiles (on every core, into `buffers` when given) and make its overview.
pub fn tile_image(
    map: &DecodedMap,
    tile_side: usize,
    buffers: Option<TileBuffers>,
    progress: &AtomicU32,
) -> PreparedMap {
    let grid = map.grid(tile_side);
    let overview = map.overview(tile_side);
    let tiles = Mutex::new(Vec::with_capacity(grid.len()));
    map.cut_all(
        &grid,
        &TileQueue::new(grid.len()),
        buffers,
        progress,
        &|i, img| {
            tiles.lock().expect("no tile worker panics").push((i, img));
            true
        },
    );
    let mut tiles = tiles.into_inner().expect("no tile worker panics");
    tiles.sort_by_key(|(i, _)| *i);
    PreparedMap {
        size: map.size(),
        tiles: tiles.into_iter().map(|(i, img)| (grid[i], img)).collect(),
        overview,
    }
}

/// Tile pixel buffers, one per tile of the grid, allocated and written once in advance.
pub struct TileBuffers(Vec<Mutex<Option<Vec<Color32>>>>);

impl TileBuffers {
    /// Allocate every tile's buffer and touch all its memory. Run beside the decoder: the kernel
    /// then hands out the few hundred megabytes of a large map page by page on the other core,
    /// instead of while the tiles are cut.
    pub fn prefault(grid: &[Rect]) -> TileBuffers {
        TileBuffers(
            grid.iter()
                .map(|r| {
                    let n = (r.width() * r.height()) as usize;
                    Mutex::new(Some(vec![Color32::TRANSPARENT; n]))
                })
                .collect(),
        )
    }

    fn take(&self, i: usize) -> Option<Vec<Color32>> {
        self.0.get(i)?.lock().ok()?.take()
    }
}

/// Which tile the cutters take next: the tiles the view is waiting for first (reported by
/// [`MapImage::paint`]), then the rest in grid order. Each tile is claimed once.
pub struct TileQueue {
    claimed: Vec<AtomicBool>,
    wanted: Mutex<Vec<usize>>,
    next: AtomicUsize,
}

impl TileQueue {
    pub fn new(tiles: usize) -> TileQueue {
        TileQueue {
            claimed: (0..tiles).map(|_| AtomicBool::new(false)).collect(),
            wanted: Mutex::new(Vec::new()),
            next: AtomicUsize::new(0),
        }
    }

    /// Ask for tile `i` before the others (no effect once it is cut or being cut).
    pub fn want(&self, i: usize) {
        if self
            .claimed
            .get(i)
            .is_some_and(|c| !c.load(Ordering::Relaxed))
            && let Ok(mut wanted) = self.wanted.lock()
            && !wanted.contains(&i)
        {
            wanted.push(i);
        }
    }

    fn claim(&self, i: usize) -> bool {
        self.claimed
            .get(i)
            .is_some_and(|c| !c.swap(true, Ordering::Relaxed))
    }

    /// The next tile to cut, or `None` when every tile is claimed.
    fn take(&self) -> Option<usize> {
        loop {
            let wanted = self.wanted.lock().ok().and_then(|mut w| w.pop());
            match wanted {
                Some(i) if self.claim(i) => return Some(i),
                Some(_) => continue,
                None => break,
            }
        }
        loop {
            let i = self.next.fetch_add(1, Ordering::Relaxed);
            if i >= self.claimed.len() {
                return None;
            }
            if self.claim(i) {
                return Some(i);
            }
        }
    }
}

/// Tile buffers being prepared on another core.
pub type PendingBuffers = Option<std::thread::JoinHandle<TileBuffers>>;

/// Decode, and meanwhile start preparing the tiles' buffers on another core (the header gives
/// the size). Join the returned handle once the tiles are to be cut.
pub fn decode_with_buffers(
    bytes: &[u8],
    origin: &str,
    tile_side: usize,
) -> Result<(DecodedMap, PendingBuffers), MapImageError> {
    let size = image_io::dimensions_of_bytes(bytes, origin)?;
    let grid = tile_grid(size, tile_side);
    // The decoder and the window take a core each; on two cores the buffers would only slow
    // the decoder down (measured), so they are prepared beside it from three cores up.
    let spare_core = std::thread::available_parallelism().is_ok_and(|n| n.get() >= 3);
    let buffers = (spare_core && grid.len() > 1)
        .then(|| std::thread::spawn(move || TileBuffers::prefault(&grid)));
    Ok((DecodedMap::decode(bytes, origin)?, buffers))
}

pub fn join_buffers(pending: PendingBuffers) -> Option<TileBuffers> {
    pending?.join().ok()
}

/// A decoded map image, kept in the decoder's own pixel format (RGB for a JPEG) so that it is
/// widened to RGBA only once, tile by tile.
pub struct DecodedMap {
    img: DynamicImage,
}

/// Pixels of the decoded image.
enum Pixels<'a> {
    Rgb(&'a [u8]),
    Rgba(&'a [u8]),
}

impl DecodedMap {
    /// Decode after checking the header (see [`image_io::decode_map_dynamic`]).
    pub fn decode(bytes: &[u8], origin: &str) -> Result<DecodedMap, MapImageError> {
        let img = match image_io::decode_map_dynamic(bytes, origin)? {
            img @ (DynamicImage::ImageRgb8(_) | DynamicImage::ImageRgba8(_)) => img,
            other => DynamicImage::ImageRgba8(other.into_rgba8()),
        };
        Ok(DecodedMap { img })
    }

    pub fn from_image(img: DynamicImage) -> DecodedMap {
        match img {
            img @ (DynamicImage::ImageRgb8(_) | DynamicImage::ImageRgba8(_)) => DecodedMap { img },
            other => DecodedMap {
                img: DynamicImage::ImageRgba8(other.into_rgba8()),
            },
        }
    }

    pub fn size(&self) -> (u32, u32) {
        (self.img.width(), self.img.height())
    }

    fn pixels(&self) -> Pixels<'_> {
        match &self.img {
            DynamicImage::ImageRgb8(b) => Pixels::Rgb(b.as_raw()),
            DynamicImage::ImageRgba8(b) => Pixels::Rgba(b.as_raw()),
            _ => unreachable!("DecodedMap holds RGB or RGBA only"),
        }
    }

    /// The tiles' places, row by row, each at most `side` pixels a side.
    pub fn grid(&self, side: usize) -> Vec<Rect> {
        tile_grid(self.size(), side)
    }

    /// The pixels of one tile of [`DecodedMap::grid`], written into `buffer` when given.
    pub fn cut(&self, rect: Rect, buffer: Option<Vec<Color32>>) -> ColorImage {
        let w = self.img.width() as usize;
        let (x, y) = (rect.min.x as usize, rect.min.y as usize);
        let (tw, th) = (rect.width() as usize, rect.height() as usize);
        let mut px = buffer.unwrap_or_default();
        px.clear();
        px.reserve_exact(tw * th);
        match self.pixels() {
            Pixels::Rgb(raw) => {
                for row in y..y + th {
                    let start = (row * w + x) * 3;
                    px.extend(
                        raw[start..start + tw * 3]
                            .chunks_exact(3)
                            .map(|p| Color32::from_rgb(p[0], p[1], p[2])),
                    );
                }
            }
            Pixels::Rgba(raw) => {
                for row in y..y + th {
                    let start = (row * w + x) * 4;
                    px.extend(
                        raw[start..start + tw * 4]
                            .chunks_exact(4)
                            .map(|p| Color32::from_rgba_unmultiplied(p[0], p[1], p[2], p[3])),
                    );
                }
            }
        }
        ColorImage::new([tw, th], px)
    }

    /// Cut every tile of `grid` on every core, in the order `queue` gives, handing each to
    /// `deliver` as it is done; stops early when `deliver` returns false (nobody wants the
    /// tiles any more).
    pub fn cut_all(
        &self,
        grid: &[Rect],
        queue: &TileQueue,
        buffers: Option<TileBuffers>,
        progress: &AtomicU32,
        deliver: &(dyn Fn(usize, ColorImage) -> bool + Sync),
    ) {
        let stop = AtomicBool::new(false);
        let work = || {
            while !stop.load(Ordering::Relaxed) {
                let Some((i, &rect)) = queue.take().and_then(|i| Some((i, grid.get(i)?))) else {
                    return;
                };
                let buffer = buffers.as_ref().and_then(|b| b.take(i));
                if !deliver(i, self.cut(rect, buffer)) {
                    stop.store(true, Ordering::Relaxed);
                }
                progress.fetch_add(1, Ordering::Relaxed);
            }
        };
        let threads = std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
            .min(grid.len())
            .max(1);
        std::thread::scope(|scope| {
            for _ in 1..threads {
                scope.spawn(work);
            }
            work();
        });
    }

    /// The whole map shrunk by a whole factor to fit in `max_side`, each pixel the mean of four
    /// samples of its block (enough for a view where the GPU shrinks it further). `None` when the
    /// map fits in one tile anyway.
    pub fn overview(&self, max_side: usize) -> Option<ColorImage> {
        let (w, h) = (self.img.width() as usize, self.img.height() as usize);
        let max_side = max_side.max(16);
        if w <= max_side && h <= max_side {
            return None;
        }
        let f = w.max(h).div_ceil(max_side);
        let (ow, oh) = (w.div_ceil(f), h.div_ceil(f));
        let (bpp, raw) = match self.pixels() {
            Pixels::Rgb(raw) => (3, raw),
            Pixels::Rgba(raw) => (4, raw),
        };
        let at = |x: usize, y: usize, k: usize| {
            if k == 3 && bpp == 3 {
                255
            } else {
                raw[(y * w + x) * bpp + k] as u32
            }
        };
        let mut out = Vec::with_capacity(ow * oh);
        for oy in 0..oh {
            let (ya, yb) = ((oy * f + f / 4).min(h - 1), (oy * f + f * 3 / 4).min(h - 1));
            for ox in 0..ow {
                let (xa, xb) = ((ox * f + f / 4).min(w - 1), (ox * f + f * 3 / 4).min(w - 1));
                let mean =
                    |k| ((at(xa, ya, k) + at(xb, ya, k) + at(xa, yb, k) + at(xb, yb, k)) / 4) as u8;
                out.push(Color32::from_rgba_unmultiplied(
                    mean(0),
                    mean(1),
                    mean(2),
                    mean(3),
                ));
            }
        }
        Some(ColorImage::new([ow, oh], out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;
    use image::{Rgb, RgbImage};

    fn gradient(w: u32, h: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(RgbImage::from_fn(w, h, |x, y| {
            Rgb([(x % 256) as u8, (y % 256) as u8, 77])
        }))
    }

    #[test]
    fn tiles_cover_the_image_exactly_and_keep_its_pixels() {
        let p = AtomicU32::new(0);
        let map = tile_image(&DecodedMap::from_image(gradient(300, 130)), 128, None, &p);
        assert_eq!(map.size, (300, 130));
        assert_eq!(map.tiles.len(), 3 * 2);
        let area: f32 = map.tiles.iter().map(|(r, _)| r.area()).sum();
        assert_eq!(area, 300.0 * 130.0);
        assert!(
            map.tiles
                .iter()
                .all(|(_, i)| i.size[0] <= 128 && i.size[1] <= 128)
        );
        // The last tile holds x 256..300, y 128..130.
        let (rect, img) = map.tiles.last().unwrap();
        assert_eq!(rect.min, pos2(256.0, 128.0));
        assert_eq!(img.size, [44, 2]);
        assert_eq!(img.pixels[44 + 3], Color32::from_rgb(3, 129, 77));
        assert_eq!(p.load(Ordering::Relaxed), 6, "every tile counted");
        let ov = map.overview.expect("more than one tile has an overview");
        assert_eq!(
            ov.size,
            [100, 44],
            "shrunk by 3 (300 / 128, rounded up) to fit in 128"
        );
    }

    #[test]
    fn tiles_cut_into_prepared_buffers_are_the_same() {
        let map = DecodedMap::from_image(gradient(300, 130));
        let grid = map.grid(128);
        let fresh = tile_image(&map, 128, None, &AtomicU32::new(0));
        let reused = tile_image(
            &map,
            128,
            Some(TileBuffers::prefault(&grid)),
            &AtomicU32::new(0),
        );
        assert_eq!(fresh.tiles.len(), reused.tiles.len());
        for ((ra, a), (rb, b)) in fresh.tiles.iter().zip(&reused.tiles) {
            assert_eq!(ra, rb);
            assert_eq!(a.size, b.size);
            assert_eq!(a.pixels, b.pixels);
        }
    }

    #[test]
    fn the_tiles_the_view_waits_for_are_cut_first_and_every_tile_once() {
        let q = TileQueue::new(6);
        q.want(4);
        q.want(2);
        q.want(4);
        let order: Vec<usize> = std::iter::from_fn(|| q.take()).collect();
        // Latest request first, then the rest in grid order, none twice.
        assert_eq!(order, vec![2, 4, 0, 1, 3, 5]);
        q.want(1);
        assert_eq!(q.take(), None, "a tile already cut is not asked for again");

        let map = DecodedMap::from_image(gradient(300, 130));
        let grid = map.grid(128);
        let q = TileQueue::new(grid.len());
        q.want(grid.len() - 1);
        let cut = Mutex::new(Vec::new());
        map.cut_all(&grid, &q, None, &AtomicU32::new(0), &|i, _| {
            cut.lock().unwrap().push(i);
            true
        });
        let mut cut = cut.into_inner().unwrap();
        cut.sort();
        assert_eq!(cut, (0..grid.len()).collect::<Vec<_>>());
    }

    #[test]
    fn a_small_image_is_one_tile_without_overview() {
        let map = tile_image(
            &DecodedMap::from_image(gradient(100, 50)),
            2048,
            None,
            &AtomicU32::new(0),
        );
        assert_eq!(map.tiles.len(), 1);
        assert!(map.overview.is_none());
    }

    #[test]
    fn a_file_that_is_not_an_image_is_refused() {
        let e = prepare_map(
            b"PK\x03\x04 a zip file",
            "map.zip",
            2048,
            &AtomicU32::new(0),
        )
        .err()
        .expect("not an image");
        assert!(e.to_string().contains("map.zip: not an image"), "{e}");
    }
}
