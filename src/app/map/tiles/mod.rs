//! The map image on screen: read off the UI thread (see [`super::load`]), cut into tiles that
//! each fit in one GPU texture, uploaded within a byte budget per frame, and drawn only where
//! they are visible.
//!
//! A small overview (the whole map in one texture) is drawn when zoomed out far enough that a
//! full tile would be minified, and stands in for tiles not yet uploaded.
//!
//! In the real window the textures are GL's own ([`gl`]); without a GL context (the kittests)
//! they are egui's, cut from the same rows here.
//!
//! One file past the usual length: polling the worker, the upload budget and the drawing all
//! change the one [`MapImage`] state of each frame.

mod gl;

pub use super::whole::{
    DecodedMap, PendingBuffers, PreparedMap, TileBuffers, TileQueue, decode_with_buffers,
    join_buffers, prepare_map, tile_image,
};

use super::gpu::{GlTiles, SpareTextures};
use super::load::{self, Band, Report, Spares};
use super::mipmaps::Mipmapped;
pub use super::source::{ImageSource, tile_grid};
use super::stream::BandCutter;
use crate::render::image_io::MapImageError;
use eframe::glow;
use egui::{Color32, ColorImage, Rect, TextureHandle, TextureId, TextureOptions, pos2, vec2};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The largest tile side used even when the GPU allows more: a finer grid culls better and a
/// tile uploads within one frame.
pub const MAX_TILE_SIDE: usize = 2048;
/// Bytes of tiles uploaded per frame (at least one tile goes; a 2048-pixel tile is 16 MiB): a
/// bound by bytes keeps a frame's upload time the same whatever the tiles' sizes.
const UPLOAD_BYTES_PER_FRAME: usize = 48 << 20;
/// Bytes of tiles or rows the window takes from the worker ahead of uploading them (at least
/// one tile): more would only hold memory (the textures of a 100-MP map are already 400 MB),
/// and the window takes more as soon as it has uploaded these.
const MAX_PENDING_BYTES: usize = 24 << 20;
/// How long a frame spends copying rows into GL textures while the user works in the window:
/// it stays at about 25 frames a second while a map loads.
const GL_UPLOAD_TIME_WHILE_USED: Duration = Duration::from_millis(30);
/// ... and while the user waits. Every frame is a full repaint, which costs a software
/// renderer much CPU: fewer, longer frames leave
/// those cores to the decoder and the copies, and the map reaches full detail sooner.
const GL_UPLOAD_TIME_WHILE_WAITING: Duration = Duration::from_millis(150);
/// How long after the last input the user counts as working in the window.
const USED_FOR_SECONDS: f64 = 0.5;
/// A tile drawn smaller than this many screen pixels per image pixel gets its mipmaps: below
/// it linear filtering skips image pixels, and fine lines and lettering break up.
const MIPMAP_BELOW: f32 = 0.75;

/// What one frame did with the map's GL tiles, for the trace.
#[derive(Default)]
struct FrameWork {
    bands: usize,
    /// Textures made new, and taken from the spares of the map shown before.
    created: usize,
    reused: usize,
    creating: Duration,
    waiting: Duration,
}

struct Tile {
    rect: Rect,
    pending: Option<ColorImage>,
    texture: Option<TileTexture>,
    /// A GL texture being filled band by band (it is drawn once its last row is in).
    filling: Option<glow::Texture>,
    /// Drawn (from the overview) in the last frame while its own texture is missing.
    shown: AtomicBool,
    /// Drawn minified in the last frame while it has no mipmaps (GL tiles only).
    wants_mipmap: AtomicBool,
}

/// A tile's texture: egui's (with mipmaps made as it is uploaded), or one of ours in GL.
enum TileTexture {
    Egui(TextureHandle),
    Gl {
        id: TextureId,
        tex: glow::Texture,
        mipmapped: bool,
    },
}

impl TileTexture {
    fn id(&self) -> TextureId {
        match self {
            TileTexture::Egui(handle) => handle.id(),
            TileTexture::Gl { id, .. } => *id,
        }
    }
}

/// Our GL textures are not egui's: egui would never free them (opening another scenario
/// drops the whole map view).
impl Drop for MapImage {
    fn drop(&mut self) {
        self.delete_gl_textures();
    }
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

struct Job {
    key: String,
    source: ImageSource,
    write_doc: bool,
    started: Instant,
    /// The overview is installed; tiles are still coming.
    shown: bool,
    /// Tiles and rows that arrived before the overview (the full decode outran it).
    early_tiles: Vec<(usize, ColorImage)>,
    early_bands: Vec<Band>,
    rx: Receiver<Report>,
    spares: Spares,
    full_decode: Arc<load::Gate>,
    /// Started before the window was (see [`load::prefetch`]).
    prefetched: bool,
    /// Lets the worker wake the window (a prefetched load starts before there is one).
    wake: Arc<std::sync::OnceLock<egui::Context>>,
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
    overview: Option<TileTexture>,
    /// The overview just in, with its mipmaps for the GL path (see [`super::mipmaps`]).
    overview_pending: Option<Mipmapped>,
    overview_factor: f32,
    job: Option<Job>,
    /// The running job's tile order, set by its worker once the grid is known: the view asks
    /// for the tiles it shows first.
    queue: Arc<Mutex<Option<Arc<TileQueue>>>>,
    /// The texture side the GPU allows, learnt from the context.
    max_texture_side: Option<usize>,
    ctx: Option<egui::Context>,
    /// The tile side of the grid shown.
    side: usize,
    /// Rows received and not yet in the tiles.
    bands: VecDeque<Band>,
    /// Cuts the rows into egui images where there is no GL context.
    cutter: Option<BandCutter>,
    /// The window's GL context, once a frame has shown there is one.
    gl: Option<GlTiles>,
    /// GL failed once: every later map goes through egui's textures.
    gl_refused: bool,
    /// What a load came to, collected before the frame for [`MapImage::poll`] to report.
    outcome: Option<LoadOutcome>,
    /// Textures of the map shown before, for this one's tiles (see [`SpareTextures`]).
    spare: SpareTextures,
    /// When the user last touched the window (egui's clock); none yet: a window just opened
    /// with a map loading has a user waiting for it.
    last_input: Option<f64>,
    /// The last frame painted a tile of the view from the overview, its own texture not in
    /// yet: the picture on screen is still to sharpen.
    detail_missing: AtomicBool,
}

impl MapImage {
    /// Start decoding `source` on a worker thread, or adopt the load [`load::prefetch`]
    /// started for the same file.
    pub fn start(&mut self, key: String, source: ImageSource, write_doc: bool) {
        let side = self
            .max_texture_side
            .unwrap_or(MAX_TILE_SIDE)
            .min(MAX_TILE_SIDE);
        let prefetched = match &source {
            ImageSource::File(path) => load::take_prefetched(path, side),
            ImageSource::Bytes { .. } => None,
        };
        let was_prefetched = prefetched.is_some();
        let started = prefetched.unwrap_or_else(|| {
            crate::app::trace::once(crate::app::trace::MAP_OPEN_REQUESTED);
            load::spawn(source.clone(), side)
        });
        if let Some(ctx) = &self.ctx {
            let _ = started.outbox.ctx.set(ctx.clone());
        }
        self.queue = started.outbox.queue.clone();
        self.side = started.side;
        self.job = Some(Job {
            key,
            source,
            write_doc,
            started: started.started,
            shown: false,
            early_tiles: Vec::new(),
            early_bands: Vec::new(),
            rx: started.rx,
            spares: started.outbox.spares,
            full_decode: started.outbox.full_decode,
            prefetched: was_prefetched,
            wake: started.outbox.ctx,
        });
    }

    /// Forget the image (the document no longer names one).
    pub fn clear(&mut self) {
        self.delete_gl_textures();
        let mut fresh = MapImage::default();
        fresh.max_texture_side = self.max_texture_side;
        fresh.ctx = self.ctx.take();
        fresh.gl = self.gl.take();
        fresh.gl_refused = self.gl_refused;
        *self = fresh;
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

    /// Whether the last frame showed part of the view blurred, its tiles still to come: a
    /// picture taken now would not be the one the user is about to see.
    pub fn awaits_detail(&self) -> bool {
        self.size.is_some() && self.detail_missing.load(Ordering::Relaxed)
    }

    pub fn is_busy(&self) -> bool {
        self.job.is_some()
            || self.overview_pending.is_some()
            || !self.bands.is_empty()
            || self.tiles.iter().any(|t| t.pending.is_some())
    }

    /// Collect a finished decode and upload a few tiles. Call once a frame.
    pub fn poll(&mut self, ctx: &egui::Context) -> Option<LoadOutcome> {
        profiling::function_scope!();
        if self.ctx.is_none() {
            self.ctx = Some(ctx.clone());
        }
        self.max_texture_side = Some(ctx.input(|i| i.max_texture_side));
        let (now, touched) = ctx.input(|i| {
            // Wheel and key events are among `events`; the window's own (focus, the pointer
            // leaving) are not the user's doing.
            let by_user = i
                .events
                .iter()
                .any(|e| !matches!(e, egui::Event::WindowFocused(_) | egui::Event::PointerGone));
            let touched = by_user || i.pointer.is_moving() || i.pointer.any_down();
            (i.time, touched)
        });
        if touched {
            self.last_input = Some(now);
        }
        if let Some(job) = &self.job {
            let _ = job.wake.set(ctx.clone());
            // A load started before the window: now that it is up, the full decode need not
            // wait for the overview any more. One started in the window waits for the
            // overview's cache (see `load::overview_first`).
            if job.prefetched {
                job.full_decode.open();
            }
        }
        let outcome = self.outcome.take().or_else(|| self.collect_job(None));
        if self.gl.is_none() {
            self.cut_bands();
        }
        self.upload_some(ctx);
        // Tiles waiting: upload more next frame. Otherwise the worker wakes the window with
        // each report; the slow tick only moves the seconds shown while decoding.
        let gl_waits = self.gl.is_some() && self.decoding_shown_map() && !self.in_use();
        if gl_waits || !self.bands.is_empty() || self.tiles.iter().any(|t| t.pending.is_some()) {
            // With GL and the user waiting, the next frame waits for the decoder's rows itself.
            ctx.request_repaint();
        } else if self.is_busy() {
            ctx.request_repaint_after(std::time::Duration::from_millis(200));
        }
        outcome
    }

    /// Take the worker's reports; with `wait_until`, wait for the first one until then.
    fn collect_job(&mut self, wait_until: Option<Instant>) -> Option<LoadOutcome> {
        let mut wait_until = wait_until;
        let mut outcome = None;
        // Tiles not yet uploaded are held to a bound: past it they wait in the worker's
        // bounded channel, and the decoder waits for the window.
        let mut waiting = self.pending_bytes();
        while let Some(job) = &mut self.job {
            // Before the overview, tiles are taken whatever their bytes: the overview may be
            // behind them in the channel.
            if job.shown && waiting >= MAX_PENDING_BYTES {
                break;
            }
            let received = match wait_until.take() {
                Some(until) => job
                    .rx
                    .recv_timeout(until.saturating_duration_since(Instant::now()))
                    .map_err(|e| match e {
                        RecvTimeoutError::Timeout => TryRecvError::Empty,
                        RecvTimeoutError::Disconnected => TryRecvError::Disconnected,
                    }),
                None => job.rx.try_recv(),
            };
            let report = match received {
                Ok(r) => r,
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) if job.shown => Report::Done,
                Err(TryRecvError::Disconnected) => Report::Failed(MapImageError::Decode {
                    path: job.source.origin(),
                    message: crate::i18n::tr!(MapLoadDecoderStopped),
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
                    let early = std::mem::take(&mut job.early_tiles);
                    let early_bands = std::mem::take(&mut job.early_bands);
                    self.install(key.clone(), source, size, grid, overview);
                    for (i, img) in early {
                        if let Some(t) = self.tiles.get_mut(i) {
                            t.pending = Some(img);
                        }
                    }
                    self.bands.extend(early_bands);
                    outcome = Some(LoadOutcome::Loaded {
                        key,
                        size,
                        write_doc,
                    });
                }
                Report::Tile(i, img) if !job.shown => {
                    waiting += img.pixels.len() * 4;
                    job.early_tiles.push((i, img));
                }
                Report::Tile(i, img) => {
                    waiting += img.pixels.len() * 4;
                    if let Some(t) = self.tiles.get_mut(i) {
                        t.pending = Some(img);
                    }
                }
                Report::Rows(band) if !job.shown => {
                    waiting += band.rgba.len();
                    job.early_bands.push(band);
                }
                Report::Rows(band) => {
                    waiting += band.rgba.len();
                    self.bands.push_back(band);
                }
                Report::Done => self.job = None,
                Report::Failed(error) => {
                    let key = job.key.clone();
                    self.job = None;
                    self.drop_spares();
                    self.failed_key = Some(key.clone());
                    outcome = Some(LoadOutcome::Failed { key, error });
                }
            }
        }
        outcome
    }

    /// Bytes of tiles and rows received and not yet uploaded.
    fn pending_bytes(&self) -> usize {
        let early = self.job.iter().flat_map(|j| &j.early_tiles);
        let held = self.tiles.iter().filter_map(|t| t.pending.as_ref());
        let tiles: usize = early
            .map(|(_, img)| img)
            .chain(held)
            .map(|img| img.pixels.len() * 4)
            .sum();
        let early_bands = self.job.iter().flat_map(|j| &j.early_bands);
        let bands: usize = early_bands.chain(&self.bands).map(|b| b.rgba.len()).sum();
        tiles + bands
    }

    /// Without GL: cut the rows received into egui images for [`Self::upload_some`].
    fn cut_bands(&mut self) {
        let Some(cutter) = &mut self.cutter else {
            return;
        };
        let tiles = &mut self.tiles;
        while let Some(band) = self.bands.pop_front() {
            cutter.push_rgba(&band.rgba, &mut |i, img| {
                if let Some(t) = tiles.get_mut(i) {
                    t.pending = Some(img);
                }
                true
            });
            if let Some(job) = &self.job {
                job.spares.give_back(band.rgba);
            }
        }
    }

    fn install(
        &mut self,
        key: String,
        source: ImageSource,
        size: (u32, u32),
        grid: Vec<Rect>,
        overview: Option<Mipmapped>,
    ) {
        self.overview_factor = overview
            .as_ref()
            .map(|o| size.0 as f32 / o.image.size[0] as f32)
            .unwrap_or(1.0);
        self.spare_gl_textures();
        if let Some(gl) = &self.gl {
            let sizes = grid
                .iter()
                .map(|r| (r.width() as usize, r.height() as usize));
            self.spare.keep_for(gl, sizes);
        }
        self.tiles = grid
            .into_iter()
            .map(|rect| Tile {
                rect,
                pending: None,
                texture: None,
                filling: None,
                shown: AtomicBool::new(false),
                wants_mipmap: AtomicBool::new(false),
            })
            .collect();
        self.bands.clear();
        self.cutter = Some(BandCutter::new(size, self.side));
        self.delete_overview_gl();
        self.overview = None;
        self.overview_pending = overview;
        self.size = Some(size);
        self.key = Some(key);
        self.source = Some(source);
        self.failed_key = None;
    }

    fn upload_some(&mut self, ctx: &egui::Context) {
        profiling::function_scope!();
        let options = TextureOptions {
            mipmap_mode: Some(egui::TextureFilter::Linear),
            ..TextureOptions::LINEAR
        };
        // With GL the overview is installed before the frame (`install_overview_gl`).
        if self.gl.is_none()
            && let Some(overview) = self.overview_pending.take()
        {
            let handle = ctx.load_texture("map-overview", overview.image, options);
            self.overview = Some(TileTexture::Egui(handle));
        }
        // Only where there is no GL context of ours (the kittests, or after a GL error): egui's
        // textures get their mipmaps as they are uploaded, since a tile drawn between the
        // overview's zoom and 100% would otherwise sample a few of every 2-6 pixels and break
        // fine lines and lettering up. The GL path makes them only for tiles drawn minified.
        // The tiles the view shows first, then the others in grid order.
        let mut order: Vec<usize> = (0..self.tiles.len())
            .filter(|&i| self.tiles[i].pending.is_some())
            .collect();
        order.sort_by_key(|&i| !self.tiles[i].shown.load(Ordering::Relaxed));
        let mut budget = UPLOAD_BYTES_PER_FRAME;
        for i in order {
            let tile = &mut self.tiles[i];
            let Some(img) = tile.pending.take() else {
                continue;
            };
            let bytes = img.pixels.len() * 4;
            if bytes > budget && budget < UPLOAD_BYTES_PER_FRAME {
                tile.pending = Some(img);
                break;
            }
            budget = budget.saturating_sub(bytes);
            // egui drops the pixels once they are on the GPU: no CPU copy is kept.
            let handle = ctx.load_texture(format!("map-tile-{i}"), img, options);
            tile.texture = Some(TileTexture::Egui(handle));
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
        profiling::function_scope!();
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
            self.detail_missing.store(false, Ordering::Relaxed);
            painter.image(ov.id(), full, uv_full, Color32::WHITE);
            return;
        }
        self.detail_missing.store(!detail, Ordering::Relaxed);
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
                    if screen_per_pixel < MIPMAP_BELOW
                        && matches!(
                            tex,
                            TileTexture::Gl {
                                mipmapped: false,
                                ..
                            }
                        )
                    {
                        tile.wants_mipmap.store(true, Ordering::Relaxed);
                        painter.ctx().request_repaint();
                    }
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
