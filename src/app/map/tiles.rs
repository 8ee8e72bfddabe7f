//! The map image on screen: decoded once off the UI thread, cut into tiles that each fit in one
//! GPU texture, uploaded a few per frame, and drawn only where they are visible.
//!
//! A small overview (the whole map in one texture) is drawn when zoomed out far enough that a
//! full tile would be minified, and stands in for tiles not yet uploaded.

use crate::render::image_io::{self, MapImageError};
use egui::{Color32, ColorImage, Rect, TextureHandle, TextureOptions, pos2, vec2};
use image::DynamicImage;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::time::Instant;

/// The largest tile side used even when the GPU allows more: a finer grid culls better and a
/// tile uploads within one frame.
pub const MAX_TILE_SIDE: usize = 2048;
/// Tiles uploaded per frame once a map is decoded (each at most 16 MB).
const UPLOADS_PER_FRAME: usize = 4;

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

fn join_buffers(pending: PendingBuffers) -> Option<TileBuffers> {
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

struct Tile {
    rect: Rect,
    pending: Option<ColorImage>,
    texture: Option<TextureHandle>,
    /// Drawn (from the overview) in the last frame while its own texture is missing.
    shown: AtomicBool,
}

/// Where a decode stands, for the progress line.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadStage {
    Decoding {
        origin: String,
        seconds: f32,
    },
    /// Shown (from the overview); the full-resolution tiles are being cut and uploaded.
    Tiling {
        done: usize,
        total: usize,
    },
}

/// What a decode means for the document.
pub enum LoadOutcome {
    /// The image was decoded and is shown: `key` is the `map.image` it answers, `write_doc` says
    /// whether the user chose it (so the document must now name it).
    Loaded {
        key: String,
        size: (u32, u32),
        write_doc: bool,
    },
    Failed {
        key: String,
        error: MapImageError,
    },
}

/// What the worker thread reports, in order: `Shown` (or `Failed`), then each `Tile`, then `Done`.
enum Report {
    Shown {
        size: (u32, u32),
        grid: Vec<Rect>,
        overview: Option<ColorImage>,
    },
    Tile(usize, ColorImage),
    Done,
    Failed(MapImageError),
}

struct Job {
    key: String,
    source: ImageSource,
    write_doc: bool,
    started: Instant,
    /// The overview is installed; tiles are still coming.
    shown: bool,
    rx: Receiver<Report>,
}

/// The worker: decode, report the overview so the map shows at once, then cut the tiles.
fn decode_and_cut(
    source: &ImageSource,
    side: usize,
    tx: &Sender<Report>,
    queue: &Mutex<Option<Arc<TileQueue>>>,
    ctx: Option<&egui::Context>,
) {
    let repaint = || {
        if let Some(ctx) = ctx {
            ctx.request_repaint();
        }
    };
    let origin = source.origin();
    // The overview from a DCT-scaled decode on this thread while the full decode runs beside it.
    let mut early = None;
    let decoded = source.read().and_then(|b| {
        std::thread::scope(|s| {
            let full = s.spawn(|| decode_with_buffers(&b, &origin, side));
            early = crate::render::scaled::jpeg_overview(&b, &origin, side as u32)
                .map(|o| announce(tx, queue, o.full_size, side, Some(color_image(o.image))));
            crate::app::trace::once(crate::app::trace::MAP_OVERVIEW_DECODED);
            repaint();
            full.join().unwrap_or_else(|_| {
                Err(MapImageError::Decode {
                    path: origin.clone(),
                    message: "the decoder stopped unexpectedly".into(),
                })
            })
        })
    });
    let (map, buffers) = match decoded {
        Ok(decoded) => decoded,
        Err(e) => {
            let _ = tx.send(Report::Failed(e));
            repaint();
            return;
        }
    };
    crate::app::trace::once(crate::app::trace::MAP_DECODED);
    let grid = map.grid(side);
    // A failed send means a newer load replaced this one: stop.
    let Some(Some(tile_queue)) =
        early.or_else(|| Some(announce(tx, queue, map.size(), side, map.overview(side))))
    else {
        return;
    };
    repaint();
    map.cut_all(
        &grid,
        &tile_queue,
        join_buffers(buffers),
        &AtomicU32::new(0),
        &|i, img| {
            let sent = tx.send(Report::Tile(i, img)).is_ok();
            repaint();
            sent
        },
    );
    let _ = tx.send(Report::Done);
    repaint();
}

/// Tell the window the map's size, grid and overview, and publish the tile order; `None` when a
/// newer load replaced this one.
fn announce(
    tx: &Sender<Report>,
    queue: &Mutex<Option<Arc<TileQueue>>>,
    size: (u32, u32),
    side: usize,
    overview: Option<ColorImage>,
) -> Option<Arc<TileQueue>> {
    let grid = tile_grid(size, side);
    let tile_queue = Arc::new(TileQueue::new(grid.len()));
    if let Ok(mut q) = queue.lock() {
        *q = Some(tile_queue.clone());
    }
    tx.send(Report::Shown {
        size,
        grid,
        overview,
    })
    .ok()?;
    Some(tile_queue)
}

fn color_image(img: DynamicImage) -> ColorImage {
    let rgba = img.into_rgba8();
    ColorImage::from_rgba_unmultiplied([rgba.width() as usize, rgba.height() as usize], &rgba)
}

/// The map image shown on screen: its tiles and textures, and the decode under way.
#[derive(Default)]
pub struct MapImage {
    /// The `map.image` value of what is shown (the file name for bytes).
    pub key: Option<String>,
    pub source: Option<ImageSource>,
    pub size: Option<(u32, u32)>,
    /// A `map.image` that failed to load: not retried until it changes.
    pub failed_key: Option<String>,
    tiles: Vec<Tile>,
    overview: Option<TextureHandle>,
    overview_pending: Option<ColorImage>,
    overview_factor: f32,
    job: Option<Job>,
    /// The running job's tile order, set by its worker once the grid is known: the view asks
    /// for the tiles it shows first.
    queue: Arc<Mutex<Option<Arc<TileQueue>>>>,
    /// The texture side the GPU allows, learnt from the context.
    max_texture_side: Option<usize>,
    ctx: Option<egui::Context>,
}

impl MapImage {
    /// Start decoding `source` on a worker thread.
    pub fn start(&mut self, key: String, source: ImageSource, write_doc: bool) {
        let side = self
            .max_texture_side
            .unwrap_or(MAX_TILE_SIDE)
            .min(MAX_TILE_SIDE);
        let (tx, rx) = channel();
        let (src, ctx) = (source.clone(), self.ctx.clone());
        self.queue = Arc::new(Mutex::new(None));
        let queue = self.queue.clone();
        std::thread::spawn(move || decode_and_cut(&src, side, &tx, &queue, ctx.as_ref()));
        self.job = Some(Job {
            key,
            source,
            write_doc,
            started: Instant::now(),
            shown: false,
            rx,
        });
    }

    /// Forget the image (the document no longer names one).
    pub fn clear(&mut self) {
        *self = MapImage {
            max_texture_side: self.max_texture_side,
            ctx: self.ctx.take(),
            ..MapImage::default()
        };
    }

    /// Stop the decode under way (its worker stops at its next report). An image not yet
    /// shown counts as failed, so that it is not read again until `map.image` changes.
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take()
            && !job.shown
        {
            self.failed_key = Some(job.key);
        }
    }

    /// Whether the image shown was read from the file at `path`.
    pub fn shows_file(&self, path: &std::path::Path) -> bool {
        match &self.source {
            Some(ImageSource::File(p)) if self.job.as_ref().is_none_or(|j| j.shown) => {
                p == path
                    || matches!(
                        (p.canonicalize(), path.canonicalize()),
                        (Ok(a), Ok(b)) if a == b
                    )
            }
            _ => false,
        }
    }

    /// The `map.image` being decoded (not yet shown).
    pub fn loading_key(&self) -> Option<&str> {
        self.job
            .as_ref()
            .filter(|j| !j.shown)
            .map(|j| j.key.as_str())
    }

    pub fn is_busy(&self) -> bool {
        self.job.is_some()
            || self.overview_pending.is_some()
            || self.tiles.iter().any(|t| t.pending.is_some())
    }

    /// Collect a finished decode and upload a few tiles. Call once a frame.
    pub fn poll(&mut self, ctx: &egui::Context) -> Option<LoadOutcome> {
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
        self.max_texture_side = Some(ctx.input(|i| i.max_texture_side));
        let outcome = self.collect_job();
        self.upload_some(ctx);
        if self.is_busy() {
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
        outcome
    }

    fn collect_job(&mut self) -> Option<LoadOutcome> {
        let mut outcome = None;
        while let Some(job) = &mut self.job {
            let report = match job.rx.try_recv() {
                Ok(r) => r,
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) if job.shown => Report::Done,
                Err(TryRecvError::Disconnected) => Report::Failed(MapImageError::Decode {
                    path: job.source.origin(),
                    message: "the decoder stopped unexpectedly".into(),
                }),
            };
            match report {
                Report::Shown {
                    size,
                    grid,
                    overview,
                } => {
                    job.shown = true;
                    let (key, source, write_doc) =
                        (job.key.clone(), job.source.clone(), job.write_doc);
                    self.install(key.clone(), source, size, grid, overview);
                    outcome = Some(LoadOutcome::Loaded {
                        key,
                        size,
                        write_doc,
                    });
                }
                Report::Tile(i, img) => {
                    if let Some(t) = self.tiles.get_mut(i) {
                        t.pending = Some(img);
                    }
                }
                Report::Done => self.job = None,
                Report::Failed(error) => {
                    let key = job.key.clone();
                    self.job = None;
                    self.failed_key = Some(key.clone());
                    outcome = Some(LoadOutcome::Failed { key, error });
                }
            }
        }
        outcome
    }

    fn install(
        &mut self,
        key: String,
        source: ImageSource,
        size: (u32, u32),
        grid: Vec<Rect>,
        overview: Option<ColorImage>,
    ) {
        self.overview_factor = overview
            .as_ref()
            .map(|o| size.0 as f32 / o.size[0] as f32)
            .unwrap_or(1.0);
        self.tiles = grid
            .into_iter()
            .map(|rect| Tile {
                rect,
                pending: None,
                texture: None,
                shown: AtomicBool::new(false),
            })
            .collect();
        self.overview = None;
        self.overview_pending = overview;
        self.size = Some(size);
        self.key = Some(key);
        self.source = Some(source);
        self.failed_key = None;
    }

    fn upload_some(&mut self, ctx: &egui::Context) {
        let options = TextureOptions {
            mipmap_mode: Some(egui::TextureFilter::Linear),
            ..TextureOptions::LINEAR
        };
        if let Some(img) = self.overview_pending.take() {
            self.overview = Some(ctx.load_texture("map-overview", img, options));
        }
        // The tiles the view shows first, then the others in grid order.
        let mut order: Vec<usize> = (0..self.tiles.len())
            .filter(|&i| self.tiles[i].pending.is_some())
            .collect();
        order.sort_by_key(|&i| !self.tiles[i].shown.load(Ordering::Relaxed));
        for i in order.into_iter().take(UPLOADS_PER_FRAME) {
            let tile = &mut self.tiles[i];
            if let Some(img) = tile.pending.take() {
                tile.texture = Some(ctx.load_texture(format!("map-tile-{i}"), img, options));
            }
        }
    }

    pub fn stage(&self) -> Option<LoadStage> {
        if let Some(job) = self.job.as_ref().filter(|j| !j.shown) {
            return Some(LoadStage::Decoding {
                origin: file_name(&job.source.origin()),
                seconds: job.started.elapsed().as_secs_f32(),
            });
        }
        let total = self.tiles.len();
        let done = self.tiles.iter().filter(|t| t.texture.is_some()).count();
        (done < total).then_some(LoadStage::Tiling { done, total })
    }

    /// Paint the visible part of the map. `visible` is in image pixels; `screen_per_pixel` is
    /// how many physical screen pixels one image pixel covers.
    pub fn paint(&self, painter: &egui::Painter, visible: Rect, screen_per_pixel: f32) {
        let Some((w, h)) = self.size else {
            return;
        };
        let full = Rect::from_min_size(pos2(0.0, 0.0), vec2(w as f32, h as f32));
        let uv_full = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
        let in_view = || self.tiles.iter().filter(|t| t.rect.intersects(visible));
        let detail = !self.tiles.is_empty() && in_view().all(|t| t.texture.is_some());
        if detail || self.overview.is_some() {
            crate::app::trace::once(crate::app::trace::MAP_OVERVIEW_SHOWN);
        }
        if detail {
            crate::app::trace::once(crate::app::trace::MAP_FULL_DETAIL);
        }
        // The overview is enough while one of its texels covers at most a screen pixel or so.
        if let Some(ov) = &self.overview
            && self.overview_factor * screen_per_pixel <= 1.25
        {
            painter.image(ov.id(), full, uv_full, Color32::WHITE);
            return;
        }
        let queue = self.queue.lock().ok().and_then(|q| q.clone());
        for (i, tile) in self.tiles.iter().enumerate() {
            let wanted = tile.texture.is_none() && tile.rect.intersects(visible);
            tile.shown.store(wanted, Ordering::Relaxed);
            if wanted && let Some(q) = &queue {
                q.want(i);
            }
        }
        for tile in self.tiles.iter().filter(|t| t.rect.intersects(visible)) {
            match (&tile.texture, &self.overview) {
                (Some(tex), _) => {
                    painter.image(tex.id(), tile.rect, uv_full, Color32::WHITE);
                }
                (None, Some(ov)) => {
                    let uv = Rect::from_min_max(
                        pos2(tile.rect.min.x / w as f32, tile.rect.min.y / h as f32),
                        pos2(tile.rect.max.x / w as f32, tile.rect.max.y / h as f32),
                    );
                    painter.image(ov.id(), tile.rect, uv, Color32::WHITE);
                }
                (None, None) => {
                    painter.rect_filled(tile.rect, 0.0, Color32::from_gray(200));
                }
            }
        }
    }

    pub fn tile_count(&self) -> usize {
        self.tiles.len()
    }
}

fn file_name(origin: &str) -> String {
    std::path::Path::new(origin)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| origin.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
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
