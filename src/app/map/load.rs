//! The worker that reads a map image and hands the window its overview and its tiles.
//!
//! A JPEG goes through libjpeg-turbo when the build has it ([`crate::render::libjpeg`]): the
//! overview comes from the cache of earlier opens or from a 1/8 DCT-scaled decode on one
//! thread, while the full-size decode streams on another in bands of rows that the window
//! copies into its tiles' textures ([`super::gpu`], or [`super::stream::BandCutter`] without
//! GL) and hands back to be filled again. The whole image is never held. A PNG streams its
//! rows the same way ([`png_map::stream_png`]), after an overview reduced from them. Anything
//! else (WebP, a JPEG libjpeg declines, a build without libjpeg) is decoded whole and cut on
//! every core, as before.
//!
//! A map named by the scenario on the command line is started before the window exists
//! ([`prefetch`]); the window adopts that work when it asks for the same file.
//!
//! One file, past the usual length, because its threads (the cache probe, the overview, the
//! rows) answer through one [`Outbox`] and wait on each other's gates; a third of it is tests.

use super::mipmaps::Mipmapped;
use super::overview_cache::{Key, OverviewCache};
use super::source::{ImageSource, tile_grid};
use super::whole::{TileQueue, decode_with_buffers, join_buffers};
use crate::app::trace;
use crate::render::image_io::{self, MapImageError};
use crate::render::libjpeg::{self, JpegRows};
use egui::{ColorImage, Rect};
use image::{DynamicImage, ImageFormat, RgbImage};
use png_map::stream_png;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicU32;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::Instant;

mod png_map;

/// Reports the worker may send ahead of the window (24 MB of rows of a 12000-pixel-wide map):
/// with the window's own bound on what it has not uploaded, the decoder runs at most that far
/// ahead of the screen, and a prefetch waits there for the window.
const REPORTS_IN_FLIGHT: usize = 4;

/// Rows sent to the window at a time (6 MB of a 12000-pixel-wide map): enough that a
/// band's upload is a few large copies, few enough that the decoder is not held up long.
const ROWS_PER_BAND: usize = 128;

/// What the worker reports: `Shown` (or `Failed`) once, `Tile`s (possibly before `Shown` when
/// the full decode outruns the overview), then `Done`.
pub enum Report {
    Shown {
        size: (u32, u32),
        grid: Vec<Rect>,
        /// With its mipmaps, made here rather than on the window's thread.
        overview: Option<Mipmapped>,
    },
    Tile(usize, ColorImage),
    /// Full-resolution rows of a JPEG, top to bottom, never across two rows of tiles.
    Rows(Band),
    Done,
    Failed(MapImageError),
}

/// Rows `y0 .. y0 + rows` of the map as RGBA8 (alpha opaque), the whole width.
pub struct Band {
    pub y0: usize,
    pub rows: usize,
    pub rgba: Vec<u8>,
}

/// Band buffers the window has uploaded, handed back for the decoder to fill again: a band
/// is a few MiB, and a fresh one each time costs the kernel's zeroing of every page of the map.
#[derive(Clone, Default)]
pub struct Spares(Arc<Mutex<Vec<Vec<u8>>>>);

impl Spares {
    /// More would only hold memory: the reports in flight plus one being filled and one
    /// being uploaded.
    const KEPT: usize = REPORTS_IN_FLIGHT + 2;

    /// A buffer keeps its contents: the decoder writes over them rather than zeroing it.
    pub fn give_back(&self, buffer: Vec<u8>) {
        if let Ok(mut spares) = self.0.lock()
            && spares.len() < Self::KEPT
        {
            spares.push(buffer);
        }
    }

    fn take(&self) -> Vec<u8> {
        self.0
            .lock()
            .ok()
            .and_then(|mut s| s.pop())
            .unwrap_or_default()
    }
}

/// Where the worker's reports go, and whom to wake when one is sent.
#[derive(Clone)]
pub struct Outbox {
    tx: SyncSender<Report>,
    /// Set once the window holds the job (a prefetch starts before there is a window).
    pub ctx: Arc<OnceLock<egui::Context>>,
    /// The running job's tile order for the cutters of a whole decode.
    pub queue: Arc<Mutex<Option<Arc<TileQueue>>>>,
    /// Band buffers coming back from the window.
    pub spares: Spares,
    /// Opened when the full-size decode may start beside the overview's.
    pub full_decode: Arc<Gate>,
    /// Opened once the cache has been looked at for a later open's overview
    /// ([`probe_cache`]), and what it found there.
    probed: Arc<Gate>,
    probe_found: Arc<OnceLock<Probed>>,
}

/// What the cache probe found for a later open ([`probe_cache`]); nothing when it did not look
/// (no cache, not a JPEG, a map too small to keep) or could not read the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Probed {
    /// The cached overview, announced.
    Shown,
    /// No overview of this map in the cache.
    Missed,
}

/// A door that opens once and stays open.
#[derive(Default)]
pub struct Gate {
    open: Mutex<bool>,
    opened: Condvar,
}

impl Gate {
    pub fn open(&self) {
        if let Ok(mut open) = self.open.lock() {
            *open = true;
            self.opened.notify_all();
        }
    }

    fn wait(&self) {
        let Ok(mut open) = self.open.lock() else {
            return;
        };
        while !*open {
            match self.opened.wait(open) {
                Ok(guard) => open = guard,
                Err(_) => return,
            }
        }
    }
}

/// Opens the gate when dropped: the overview's thread opens it however it ends.
struct OpenOnDrop<'a>(&'a Gate);

impl Drop for OpenOnDrop<'_> {
    fn drop(&mut self) {
        self.0.open();
    }
}

impl Outbox {
    /// `false` when nobody listens any more (a newer load replaced this one).
    fn send(&self, report: Report) -> bool {
        let sent = self.tx.send(report).is_ok();
        self.wake();
        sent
    }

    /// Send a band of rows, waking the window only when a row of tiles is complete or the
    /// window has fallen behind (the channel is full): a repaint per band would cost the
    /// window a frame per band. The window asks for its own frames while it holds rows.
    fn send_rows(&self, band: Band, completes_a_row_of_tiles: bool) -> bool {
        let sent = match self.tx.try_send(Report::Rows(band)) {
            Ok(()) => true,
            Err(TrySendError::Disconnected(_)) => false,
            Err(TrySendError::Full(report)) => {
                self.wake();
                self.tx.send(report).is_ok()
            }
        };
        if completes_a_row_of_tiles {
            self.wake();
        }
        sent
    }

    fn wake(&self) {
        if let Some(ctx) = self.ctx.get() {
            ctx.request_repaint();
        }
    }

    /// Tell the window the map's size, grid and overview; publish the tile order.
    fn announce(
        &self,
        size: (u32, u32),
        side: usize,
        overview: Option<Mipmapped>,
    ) -> Option<Arc<TileQueue>> {
        let grid = tile_grid(size, side);
        let tile_queue = Arc::new(TileQueue::new(grid.len()));
        if let Ok(mut q) = self.queue.lock() {
            *q = Some(tile_queue.clone());
        }
        self.send(Report::Shown {
            size,
            grid,
            overview,
        })
        .then_some(tile_queue)
    }
}

/// A load started on its own thread: the receiving end, and the worker's outbox.
pub struct Started {
    pub rx: Receiver<Report>,
    pub outbox: Outbox,
    pub started: Instant,
    pub side: usize,
}

/// Start reading `source` on a new thread, cut at `side`, with the user's overview cache.
pub fn spawn(source: ImageSource, side: usize) -> Started {
    spawn_with(source, side, OverviewCache::user())
}

/// [`spawn`] with the overview cache given (none: no cache).
pub fn spawn_with(source: ImageSource, side: usize, cache: Option<OverviewCache>) -> Started {
    return_tile_memory_to_the_system();
    let (tx, rx) = sync_channel(REPORTS_IN_FLIGHT);
    let outbox = Outbox {
        tx,
        ctx: Arc::new(OnceLock::new()),
        queue: Arc::new(Mutex::new(None)),
        spares: Spares::default(),
        full_decode: Arc::new(Gate::default()),
        probed: Arc::new(Gate::default()),
        probe_found: Arc::new(OnceLock::new()),
    };
    let worker = outbox.clone();
    std::thread::spawn(move || run(&source, side, cache.as_ref(), &worker));
    Started {
        rx,
        outbox,
        started: Instant::now(),
        side,
    }
}

/// A load started before the window asked for it; `asked` once the window has looked, after
/// which a prefetch that comes too late is not started at all.
struct Prefetch {
    asked: bool,
    load: Option<(PathBuf, Started)>,
}

/// Makes glibc give every allocation of a MiB or more back to the system when it is freed.
///
/// Tiles are 16 MiB each, allocated on the worker and freed on the UI thread once uploaded.
/// glibc raises its mmap threshold past 16 MiB after the first such free, and from then on
/// keeps freed tiles in its heaps, and the window's peak memory on a large map grows by a good
/// part of the image's size.
fn return_tile_memory_to_the_system() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        static ONCE: std::sync::Once = std::sync::Once::new();
        // SAFETY: mallopt only changes a malloc tuning value; it is thread-safe in glibc.
        ONCE.call_once(|| unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
        });
    }
}

static PREFETCHED: Mutex<Prefetch> = Mutex::new(Prefetch {
    asked: false,
    load: None,
});

/// Start reading the map file at `path` now, before the window asks for it; nothing when the
/// window has already asked for its map.
pub fn prefetch(path: PathBuf, side: usize) {
    let Ok(mut p) = PREFETCHED.lock() else {
        return;
    };
    if !p.asked {
        p.load = Some((path.clone(), spawn(ImageSource::File(path), side)));
    }
}

/// The prefetched load of `path` cut at `side`, if there is one. Any other prefetched load is
/// dropped (its worker stops at its next report).
pub fn take_prefetched(path: &Path, side: usize) -> Option<Started> {
    let mut p = PREFETCHED.lock().ok()?;
    p.asked = true;
    let (prefetched, started) = p.load.take()?;
    (started.side == side && crate::app::files::same_file(&prefetched, path)).then_some(started)
}

fn run(source: &ImageSource, side: usize, cache: Option<&OverviewCache>, out: &Outbox) {
    profiling::function_scope!();
    let probe = match (source, cache) {
        (ImageSource::File(path), Some(cache)) if libjpeg::available() => Some((path, cache)),
        _ => None,
    };
    std::thread::scope(|s| {
        match probe {
            Some((path, cache)) => {
                s.spawn(move || probe_cache(path, side, cache, out));
            }
            None => out.probed.open(),
        }
        // The whole read would share the cores with the probe: the probe goes first (the
        // full decode waits for the overview anyway).
        out.probed.wait();
        read_and_decode(source, side, cache, out);
    });
}

/// A later open's overview straight from the cache, before the file is read whole: only its
/// header and its key (hashed in pieces) are read, so the overview does not wait for the file
/// to be read into memory and walked.
fn probe_cache(path: &Path, side: usize, cache: &OverviewCache, out: &Outbox) {
    profiling::function_scope!();
    let _probed = OpenOnDrop(&out.probed);
    let Some(size) = image_io::jpeg_file_size(path) else {
        return;
    };
    // A single-tile map has no overview: its one tile is shown with it.
    if !cache.keeps(size) || tile_grid(size, side.max(16)).len() <= 1 {
        return;
    }
    let want = overview_size(size, side);
    let found = if cache.may_hold(want) {
        let Ok(key) = Key::of_file(path) else {
            return;
        };
        cache.load(&key, want)
    } else {
        None
    };
    let Some(overview) = found else {
        let _ = out.probe_found.set(Probed::Missed);
        return;
    };
    trace::once(trace::MAP_OVERVIEW_DECODED);
    let _ = out.probe_found.set(Probed::Shown);
    out.announce(size, side, Some(overview));
    out.full_decode.open();
}

fn read_and_decode(source: &ImageSource, side: usize, cache: Option<&OverviewCache>, out: &Outbox) {
    profiling::function_scope!();
    let origin = source.origin();
    let checked = source.read().and_then(|bytes| {
        let header = image_io::inspect_bytes(&bytes, &origin)?;
        Ok((bytes, header))
    });
    let (bytes, header) = match checked {
        Ok(ok) => ok,
        Err(e) => {
            out.send(Report::Failed(e));
            return;
        }
    };
    if header.format == ImageFormat::Jpeg
        && libjpeg::available()
        && let Some(rows) = JpegRows::open_rgba(bytes.clone()).ok()
    {
        stream_jpeg(&bytes, rows, &origin, side, cache, out);
        return;
    }
    if header.format == ImageFormat::Png {
        stream_png(&bytes, &origin, side, out);
        return;
    }
    decode_whole(&bytes, &origin, side, out);
}

/// The libjpeg path: the overview (cached or decoded at 1/8) on one thread, the full-size rows
/// cut into tiles band by band on this one.
fn stream_jpeg(
    bytes: &Arc<[u8]>,
    mut rows_reader: JpegRows,
    origin: &str,
    side: usize,
    cache: Option<&OverviewCache>,
    out: &Outbox,
) {
    profiling::function_scope!();
    let size = rows_reader.full_size();
    let needs_overview = tile_grid(size, side).len() > 1;
    std::thread::scope(|s| {
        let mut overview = None;
        if needs_overview {
            overview = Some(s.spawn(move || {
                let _open = OpenOnDrop(&out.full_decode);
                overview_first(bytes, size, side, cache, out);
            }));
            // The overview is what the user waits for first. While the window is being
            // created (a prefetch) the full decode beside it would leave it a third of two
            // cores, so the full decode waits for the overview, or for the window's first
            // frame, after which a core is free.
            out.full_decode.wait();
        }
        // A single-tile map has no overview: its one tile is shown with it.
        let mut held = (!needs_overview).then(Vec::new);
        let read = |rgba: &mut Vec<u8>, rows: usize| {
            rows_exactly(&mut rows_reader, rgba, rows).map_err(|e| MapImageError::Damaged {
                path: origin.to_string(),
                message: e.to_string(),
            })
        };
        if !band_by_band(size, side, out, held.as_mut(), read) {
            return;
        }
        trace::once(trace::MAP_DECODED);
        if let Some(held) = held {
            if out.announce(size, side, None).is_none() {
                return;
            }
            for band in held {
                out.send(Report::Rows(band));
            }
        }
        // The overview is announced before the load is done, however fast the rows were.
        if let Some(overview) = overview {
            let _ = overview.join();
        }
        out.send(Report::Done);
    });
}

/// Read a map of `size` top to bottom with `read` (the next rows as RGBA, replacing a
/// buffer's contents), in bands that end at the bottom of a row of tiles so that each tile
/// fills in turn, and send each band, or keep them in `held` for the caller to send once the
/// map is announced. False when the rows failed (reported) or nobody listens any more.
pub(super) fn band_by_band(
    size: (u32, u32),
    side: usize,
    out: &Outbox,
    mut held: Option<&mut Vec<Band>>,
    mut read: impl FnMut(&mut Vec<u8>, usize) -> Result<(), MapImageError>,
) -> bool {
    let (w, h) = (size.0 as usize, size.1 as usize);
    let side = side.max(16);
    let mut y0 = 0;
    while y0 < h {
        let rows = ROWS_PER_BAND.min(side - y0 % side).min(h - y0);
        let mut rgba = out.spares.take();
        if let Err(e) = read(&mut rgba, rows) {
            out.send(Report::Failed(e));
            return false;
        }
        debug_assert_eq!(rgba.len(), rows * w * 4);
        let band = Band { y0, rows, rgba };
        match held.as_mut() {
            Some(held) => held.push(band),
            None => {
                let last = (y0 + rows).is_multiple_of(side) || y0 + rows == h;
                if !out.send_rows(band, last) {
                    return false;
                }
            }
        }
        y0 += rows;
    }
    true
}

/// Exactly the next `rows` rows as `out`'s contents: a JPEG that ends early is an error, not a
/// short map.
fn rows_exactly(
    reader: &mut JpegRows,
    out: &mut Vec<u8>,
    rows: usize,
) -> Result<(), libjpeg::JpegError> {
    if (reader.read_rows_replacing(out, rows as u32)? as usize) < rows {
        return Err(libjpeg::JpegError::Libjpeg(crate::i18n::tr!(
            MapLoadFewerRows
        )));
    }
    Ok(())
}

/// The overview from the cache, else decoded at 1/8 in the DCT (and saved for next time).
fn overview_first(
    bytes: &Arc<[u8]>,
    size: (u32, u32),
    side: usize,
    cache: Option<&OverviewCache>,
    out: &Outbox,
) {
    profiling::function_scope!();
    // A later open's overview may have come from the cache already.
    out.probed.wait();
    let probed = out.probe_found.get().copied();
    if probed == Some(Probed::Shown) {
        return;
    }
    let cache = cache.filter(|c| c.keeps(size));
    let want = overview_size(size, side);
    // The file's hash is taken only for a cache that keeps maps of this size, and before the
    // decode only if the probe did not look already (it found nothing).
    let cached = cache
        .filter(|_| probed.is_none())
        .and_then(|c| c.load(&Key::of(bytes), want));
    let from_cache = cached.is_some();
    if !from_cache && out.ctx.get().is_some() {
        // In a window already up, decoding at 1/8 takes half as long as the full decode:
        // that starts beside it now. A cached overview comes in a few milliseconds, and the
        // full decode (with the frames the window draws) would only slow it down; so would
        // it the window being created (a prefetch), which opens the gate at its first frame.
        out.full_decode.open();
    }
    let overview = cached.or_else(|| {
        let eighth = fit(libjpeg::decode_rgb(bytes.clone(), 8).ok()?, want);
        let (w, h) = (eighth.width() as usize, eighth.height() as usize);
        Some(Mipmapped::new(ColorImage::from_rgb(
            [w, h],
            eighth.as_raw(),
        )))
    });
    trace::once(trace::MAP_OVERVIEW_DECODED);
    out.full_decode.open();
    let Some(overview) = overview else {
        // The tiles come anyway; the map shows as they do.
        out.announce(size, side, None);
        return;
    };
    // Kept for the cache after the window has it (a copy takes a millisecond or two).
    let to_store = cache.filter(|_| !from_cache).map(|c| (c, overview.clone()));
    out.announce(size, side, Some(overview));
    if let Some((cache, overview)) = to_store {
        // A cache that cannot be written only makes the next open slower.
        let _ = cache.store(&Key::of(bytes), &overview);
    }
}

/// The size of the overview of a map of `size`: an eighth (rounded up, as the DCT does),
/// shrunk further to fit in `side`.
pub fn overview_size((w, h): (u32, u32), side: usize) -> (u32, u32) {
    let (ew, eh) = (w.div_ceil(8), h.div_ceil(8));
    let side = side as u32;
    if ew <= side && eh <= side {
        return (ew, eh);
    }
    let k = side as f64 / ew.max(eh) as f64;
    let scale = |v: u32| ((v as f64 * k).round() as u32).clamp(1, side);
    (scale(ew), scale(eh))
}

fn fit(img: RgbImage, want: (u32, u32)) -> RgbImage {
    if img.dimensions() == want {
        return img;
    }
    DynamicImage::ImageRgb8(img)
        .thumbnail_exact(want.0, want.1)
        .into_rgb8()
}

/// The whole-image path (WebP, and JPEGs libjpeg does not take): decode the whole image (with
/// an early 1/8 overview beside it for a baseline JPEG), then cut it on every core.
fn decode_whole(bytes: &[u8], origin: &str, side: usize, out: &Outbox) {
    profiling::function_scope!();
    let mut early = None;
    let decoded = std::thread::scope(|s| {
        let full = s.spawn(|| decode_with_buffers(bytes, origin, side));
        early = crate::render::scaled::jpeg_overview(bytes, origin, side as u32).map(|o| {
            let overview = Mipmapped::new(color_image(o.image));
            out.announce(o.full_size, side, Some(overview))
        });
        trace::once(trace::MAP_OVERVIEW_DECODED);
        full.join().unwrap_or_else(|_| {
            Err(MapImageError::Decode {
                path: origin.to_string(),
                message: crate::i18n::tr!(MapLoadDecoderStopped),
            })
        })
    });
    let (map, buffers) = match decoded {
        Ok(decoded) => decoded,
        Err(e) => {
            out.send(Report::Failed(e));
            return;
        }
    };
    trace::once(trace::MAP_DECODED);
    let grid = map.grid(side);
    let Some(Some(tile_queue)) = early.or_else(|| {
        let overview = map.overview(side).map(Mipmapped::new);
        Some(out.announce(map.size(), side, overview))
    }) else {
        return;
    };
    map.cut_all(
        &grid,
        &tile_queue,
        join_buffers(buffers),
        &AtomicU32::new(0),
        &|i, img| out.send(Report::Tile(i, img)),
    );
    out.send(Report::Done);
}

pub(super) fn color_image(img: DynamicImage) -> ColorImage {
    let rgba = img.into_rgba8();
    ColorImage::from_rgba_unmultiplied([rgba.width() as usize, rgba.height() as usize], &rgba)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every report of a load, until `Done` or `Failed`.
    pub(super) fn reports(started: Started) -> Vec<Report> {
        let mut out = Vec::new();
        while let Ok(r) = started.rx.recv() {
            let end = matches!(r, Report::Done | Report::Failed(_));
            out.push(r);
            if end {
                break;
            }
        }
        out
    }

    fn demo() -> Arc<[u8]> {
        let path = format!("{}/assets/maps/waterloo.jpg", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(path).unwrap().into()
    }

    /// The tiles of one load, by index, and the overview's size.
    pub(super) fn tiles_of(
        reports: Vec<Report>,
        side: usize,
    ) -> (Option<[usize; 2]>, Vec<Option<ColorImage>>) {
        let mut overview = None;
        let mut tiles: Vec<Option<ColorImage>> = Vec::new();
        let mut cutter = None;
        let mut early = Vec::new();
        let mut next_row = 0;
        for r in reports {
            match r {
                Report::Shown {
                    overview: o, size, ..
                } => {
                    overview = o.map(|o| o.image.size);
                    cutter = Some(crate::app::map::stream::BandCutter::new(size, side));
                }
                Report::Tile(i, img) => {
                    tiles.resize(tiles.len().max(i + 1), None);
                    tiles[i] = Some(img);
                }
                Report::Rows(band) => {
                    assert_eq!(band.y0, next_row, "bands come top to bottom");
                    next_row += band.rows;
                    // Rows may come before the overview (the window keeps them, as here).
                    early.push(band);
                    if let Some(cutter) = cutter.as_mut() {
                        for band in early.drain(..) {
                            cutter.push_rgba(&band.rgba, &mut |i, img| {
                                tiles.resize(tiles.len().max(i + 1), None);
                                tiles[i] = Some(img);
                                true
                            });
                        }
                    }
                }
                Report::Done => {}
                Report::Failed(e) => panic!("{e}"),
            }
        }
        (overview, tiles)
    }

    #[test]
    fn a_jpeg_streams_its_overview_and_the_tiles_of_a_whole_decode() {
        let dir = tempfile::tempdir().unwrap();
        let cache = OverviewCache::at(dir.path());
        let source = ImageSource::Bytes {
            bytes: demo(),
            name: "waterloo.jpg".into(),
        };
        let first = reports(spawn_with(source.clone(), 1024, Some(cache.clone())));
        assert!(matches!(first.last(), Some(Report::Done)));
        let (overview, tiles) = tiles_of(first, 1024);
        assert_eq!(overview, Some([300, 200]), "an eighth of 2400 × 1600");
        let whole = crate::app::map::tiles::tile_image(
            &crate::app::map::DecodedMap::from_image(DynamicImage::ImageRgb8(
                libjpeg::decode_rgb(demo(), 1).unwrap(),
            )),
            1024,
            None,
            &AtomicU32::new(0),
        );
        assert_eq!(tiles.len(), whole.tiles.len());
        for (got, (_, want)) in tiles.iter().zip(&whole.tiles) {
            assert_eq!(got.as_ref().map(|t| &t.pixels), Some(&want.pixels));
        }
        let key = Key::of(&demo());
        assert!(
            cache.load(&key, (300, 200)).is_some(),
            "the overview was saved"
        );
        // A later open shows the cached overview.
        let (overview, _) = tiles_of(reports(spawn_with(source, 1024, Some(cache))), 1024);
        assert_eq!(overview, Some([300, 200]));
    }

    #[test]
    fn a_later_open_of_a_file_shows_the_cached_overview_once_and_every_tile() {
        let dir = tempfile::tempdir().unwrap();
        let cache = OverviewCache::at(dir.path().join("cache"));
        let path = dir.path().join("waterloo.jpg");
        std::fs::write(&path, demo()).unwrap();
        let source = ImageSource::File(path);
        let first = reports(spawn_with(source.clone(), 1024, Some(cache.clone())));
        assert!(matches!(first.last(), Some(Report::Done)));
        let (_, first_tiles) = tiles_of(first, 1024);
        let stored = cache.load(&Key::of(&demo()), (300, 200));
        let mut marked = stored.expect("the first open saved its overview");
        // Marked, so that the later open's overview is known to be the cache's, not a decode.
        marked.image.pixels[0] = egui::Color32::from_rgb(1, 2, 3);
        cache.store(&Key::of(&demo()), &marked).unwrap();

        let later = reports(spawn_with(source, 1024, Some(cache)));
        let shown: Vec<_> = later
            .iter()
            .filter_map(|r| match r {
                Report::Shown { overview, size, .. } => {
                    Some((overview.as_ref().map(|o| o.image.clone()), *size))
                }
                _ => None,
            })
            .collect();
        assert_eq!(
            shown.len(),
            1,
            "one overview, not one from the probe and another from the decode"
        );
        let (overview, size) = &shown[0];
        assert_eq!(*size, (2400, 1600));
        let overview = overview.as_ref().expect("the cached overview");
        assert_eq!(
            overview.pixels, marked.image.pixels,
            "the cache's, not a new decode"
        );
        let (_, tiles) = tiles_of(later, 1024);
        assert_eq!(tiles.len(), first_tiles.len());
        for (a, b) in tiles.iter().zip(&first_tiles) {
            assert_eq!(a.as_ref().map(|t| &t.pixels), b.as_ref().map(|t| &t.pixels));
        }
    }

    #[test]
    fn a_damaged_jpeg_is_reported_by_name() {
        let mut bytes = demo().to_vec();
        bytes.truncate(bytes.len() / 2);
        let source = ImageSource::Bytes {
            bytes: bytes.into(),
            name: "maps/cut.jpg".into(),
        };
        let r = reports(spawn_with(source, 1024, None));
        match r.last() {
            Some(Report::Failed(e)) => assert!(e.to_string().contains("maps/cut.jpg"), "{e}"),
            _ => panic!("a file cut short must fail"),
        }
    }

    #[test]
    fn the_window_adopts_a_prefetch_of_the_same_file_only() {
        let dir = tempfile::tempdir().unwrap();
        // A PNG: its worker never touches the user's overview cache.
        let path = dir.path().join("map.png");
        image::RgbImage::new(64, 32).save(&path).unwrap();
        prefetch(path.clone(), 1024);
        assert!(take_prefetched(&dir.path().join("other.png"), 1024).is_none());
        assert!(
            take_prefetched(&path, 1024).is_none(),
            "dropped by the miss"
        );
        prefetch(path.clone(), 1024);
        assert!(
            take_prefetched(&path, 1024).is_none(),
            "a prefetch after the window asked is not started"
        );
    }

    #[test]
    fn the_overview_is_an_eighth_fitted_to_a_tile() {
        assert_eq!(overview_size((12000, 8400), 2048), (1500, 1050));
        assert_eq!(overview_size((2401, 1600), 2048), (301, 200));
        assert_eq!(overview_size((40000, 8000), 2048), (2048, 410));
    }
}
