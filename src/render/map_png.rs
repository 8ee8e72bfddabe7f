//! The map with its areas and markers written as a PNG, a band of rows at a time.
//!
//! Used by `umpire render-map` and by the window's export. At full size a JPEG map is decoded
//! by libjpeg a band at a time ([`libjpeg::JpegRows`]), the overlay drawn over each band
//! ([`draw::Overlay`], the same pixels as drawing the whole picture) and the rows handed to a
//! streaming PNG encoder on another thread: the whole picture is never held, so a 100-MP map
//! costs a few bands of memory, and the decode, the drawing and the encoding overlap. Scaled
//! down, a JPEG is decoded at the largest DCT reduction that still gives the pixels asked for,
//! then resampled ([`resample`]). Anything else (a PNG, a JPEG libjpeg cannot give RGB for, a
//! build without libjpeg) is decoded whole by [`image_io`] and streamed from memory, scaled as
//! before with the `image` crate's triangle filter.

use crate::model::{Scenario, files};
use crate::render::draw::{self, Overlay, RenderOptions};
use crate::render::image_io::{self, MAX_MAP_PIXELS, MAX_MAP_SIDE, MapImageError};
use crate::render::libjpeg::{self, JpegError, JpegRows};
use crate::render::{resample, scaled};
use image::{DynamicImage, ImageFormat};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

/// Rows decoded, drawn and encoded at a time (a band grows to end between markers).
pub const BAND_ROWS: u32 = 256;
/// Bands between the decoder and the encoder: enough to keep both busy, few enough to keep
/// the memory to a few bands.
const BANDS_IN_FLIGHT: usize = 2;

/// Why a map could not be drawn or written.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("{0}")]
    Scenario(#[source] crate::model::LoadError),
    #[error("{place}: map.image is not set: the scenario has no map image to draw on")]
    NoMapImage { place: String },
    #[error("{place}: map.image is empty (\"\"): write the image's path, or None for no map")]
    EmptyMapImage { place: String },
    #[error("--scale {scale}: the scale must be a number above 0 (1 = full size)")]
    BadScale { scale: f32 },
    #[error(
        "--scale {scale}: the image would be {width} × {height} pixels, more than umpire writes ({} MP, {MAX_MAP_SIDE} a side)",
        MAX_MAP_PIXELS / 1_000_000
    )]
    TooLarge { scale: f32, width: u32, height: u32 },
    #[error(transparent)]
    Map(#[from] MapImageError),
    #[error("{origin}: cannot decode the JPEG: {source}")]
    Jpeg {
        origin: String,
        #[source]
        source: JpegError,
    },
    /// The output is one of the inputs.
    #[error(transparent)]
    Overwrite(#[from] files::OverwritesInput),
    #[error("{}: {source}", path.display())]
    Target {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("{}: cannot write the PNG: {source}", path.display())]
    Write {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
}

/// Check the options against the map they will scale: the output's size, or what is wrong.
pub fn check_options(
    opts: &RenderOptions,
    width: u32,
    height: u32,
) -> Result<(u32, u32), RenderError> {
    let scale = opts.scale;
    if !scale.is_finite() || scale <= 0.0 {
        return Err(RenderError::BadScale { scale });
    }
    let (w, h) = draw::output_size(width, height, scale);
    if w > MAX_MAP_SIDE || h > MAX_MAP_SIDE || w as u64 * h as u64 > MAX_MAP_PIXELS {
        return Err(RenderError::TooLarge {
            scale,
            width: w,
            height: h,
        });
    }
    Ok((w, h))
}

/// Where the picture's progress goes and whether to stop. The fraction is of rows written.
pub trait Watch: Sync {
    fn progress(&self, _done: f32) {}
    fn cancelled(&self) -> bool {
        false
    }
}

/// Nobody watching: run to the end.
pub struct Unwatched;
impl Watch for Unwatched {}

/// What was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    pub width: u32,
    pub height: u32,
}

/// Read a scenario file and its map image, and write the drawn map as a PNG.
///
/// The output may be neither the scenario nor the map image (they would be lost), and is
/// written with the one safe writer ([`crate::model::files`]); the image's header is checked
/// (size, memory) before anything is decoded, and the file is read once.
pub fn render_map_file(
    scenario_path: &Path,
    out: &Path,
    audience: crate::record::Audience,
    scale: f32,
) -> Result<(), RenderError> {
    let (scenario, _problems) =
        crate::model::load_lenient(scenario_path).map_err(RenderError::Scenario)?;
    let image_path = map_file_of(&scenario, scenario_path)?;
    files::check_target(out).map_err(|source| RenderError::Target {
        path: out.to_path_buf(),
        source,
    })?;
    files::refuse_overwriting_inputs(
        out,
        &[
            ("the scenario", scenario_path),
            ("the map image", &image_path),
        ],
    )?;
    let opts = RenderOptions {
        withheld: draw::withheld_values(&scenario, audience),
        scale,
    };
    let bytes: Arc<[u8]> = image_io::read_file(&image_path)?.into();
    let origin = image_path.display().to_string();
    write_map_png(&scenario, &opts, bytes, &origin, out, &Unwatched)?;
    Ok(())
}

/// The map image file a scenario read from `scenario_path` names.
fn map_file_of(s: &Scenario, scenario_path: &Path) -> Result<PathBuf, RenderError> {
    let place = scenario_path.display().to_string();
    match s.map.image.as_deref() {
        None => Err(RenderError::NoMapImage { place }),
        Some(image) if image.trim().is_empty() => Err(RenderError::EmptyMapImage { place }),
        Some(image) => Ok(draw::map_image_path(scenario_path.parent(), image)),
    }
}

/// Draw the scenario over the map image in `bytes` (named `origin` in messages) at
/// `opts.scale`, and write it to `out` as a PNG. `Ok(None)` when `watch` asked to stop:
/// nothing is written then.
pub fn write_map_png(
    s: &Scenario,
    opts: &RenderOptions,
    bytes: Arc<[u8]>,
    origin: &str,
    out: &Path,
    watch: &dyn Watch,
) -> Result<Option<Written>, RenderError> {
    write_map_png_in_bands(s, opts, bytes, origin, out, watch, BAND_ROWS)
}

fn write_map_png_in_bands(
    s: &Scenario,
    opts: &RenderOptions,
    bytes: Arc<[u8]>,
    origin: &str,
    out: &Path,
    watch: &dyn Watch,
    band_rows: u32,
) -> Result<Option<Written>, RenderError> {
    let header = image_io::inspect_bytes(&bytes, origin)?;
    let size = check_options(opts, header.width, header.height)?;
    let pixels = Pixels::open(bytes, origin, header.format, size)?;
    let overlay = Overlay::new(s, opts, size);
    let starts = overlay.band_starts(band_rows);
    let mut stopped = false;
    let written = files::write_file_with(out, |w| {
        match stream_png(w, pixels, &overlay, &starts, watch) {
            Err(Stop::Cancelled) => {
                stopped = true;
                Err(io::Error::other("cancelled"))
            }
            Err(Stop::Io(e)) => Err(e),
            Err(Stop::Jpeg(e)) => Err(io::Error::other(JpegFault(e))),
            Ok(()) => Ok(()),
        }
    });
    match written {
        Ok(()) => Ok(Some(Written {
            width: size.0,
            height: size.1,
        })),
        Err(_) if stopped => Ok(None),
        Err(e) => match e.get_ref().and_then(|e| e.downcast_ref::<JpegFault>()) {
            Some(JpegFault(source)) => Err(RenderError::Jpeg {
                origin: origin.to_string(),
                source: source.clone(),
            }),
            None => Err(RenderError::Write {
                path: out.to_path_buf(),
                source: e,
            }),
        },
    }
}

/// A decoder fault carried through the writer's `io::Error`.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct JpegFault(JpegError);

/// Why the stream stopped early.
enum Stop {
    Cancelled,
    Io(io::Error),
    Jpeg(JpegError),
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Self {
        Stop::Io(e)
    }
}

impl From<png::EncodingError> for Stop {
    fn from(e: png::EncodingError) -> Self {
        match e {
            png::EncodingError::IoError(e) => Stop::Io(e),
            other => Stop::Io(io::Error::other(other)),
        }
    }
}

/// The map's pixels at the output size, a band at a time.
enum Pixels {
    /// libjpeg decoding rows (RGB) at full size.
    Jpeg(JpegRows),
    /// Decoded already, handed out a band at a time.
    Whole { image: DynamicImage, next: u32 },
}

impl Pixels {
    /// The source for a picture of `size`: streamed from libjpeg when it can, else decoded.
    fn open(
        bytes: Arc<[u8]>,
        origin: &str,
        format: ImageFormat,
        size: (u32, u32),
    ) -> Result<Pixels, RenderError> {
        let jpeg_error = |source| RenderError::Jpeg {
            origin: origin.to_string(),
            source,
        };
        if format == ImageFormat::Jpeg && libjpeg::available() {
            let full = image_io::dimensions_of_bytes(&bytes, origin)?;
            let factor = scaled::dct_factor_for(full, size);
            if factor == 1 && size == full {
                match JpegRows::open(bytes.clone(), 1) {
                    Ok(rows) => return Ok(Pixels::Jpeg(rows)),
                    Err(JpegError::ColourSpace(_)) => {}
                    Err(e) => return Err(jpeg_error(e)),
                }
            } else {
                match libjpeg::decode_rgb(bytes.clone(), factor) {
                    Ok(rgb) => {
                        let rgb = resample::reduce(rgb, size.0, size.1, 0);
                        return Ok(Pixels::whole(DynamicImage::ImageRgb8(rgb)));
                    }
                    Err(JpegError::ColourSpace(_)) => {}
                    Err(e) => return Err(jpeg_error(e)),
                }
            }
        }
        let image = image_io::decode_map_dynamic(&bytes, origin)?;
        drop(bytes);
        let image = if (image.width(), image.height()) == size {
            image
        } else {
            // As the window's export always scaled: the `image` crate's triangle filter.
            let rgba = image.into_rgba8();
            DynamicImage::ImageRgba8(image::imageops::resize(
                &rgba,
                size.0,
                size.1,
                image::imageops::FilterType::Triangle,
            ))
        };
        Ok(Pixels::whole(image))
    }

    fn whole(image: DynamicImage) -> Pixels {
        let image = match image {
            DynamicImage::ImageRgb8(_) | DynamicImage::ImageRgba8(_) => image,
            other if other.color().has_alpha() => DynamicImage::ImageRgba8(other.into_rgba8()),
            other => DynamicImage::ImageRgb8(other.into_rgb8()),
        };
        Pixels::Whole { image, next: 0 }
    }

    fn size(&self) -> (u32, u32) {
        match self {
            Pixels::Jpeg(rows) => rows.size(),
            Pixels::Whole { image, .. } => (image.width(), image.height()),
        }
    }

    /// Whether every pixel is opaque: then the PNG is RGB, a quarter smaller to encode.
    fn opaque(&self) -> bool {
        match self {
            Pixels::Jpeg(_) => true,
            Pixels::Whole { image, .. } => !image.color().has_alpha(),
        }
    }

    /// The next `rows` rows of an opaque map as RGB.
    fn read_rgb(&mut self, rows: u32) -> Result<Vec<u8>, Stop> {
        let w = self.size().0 as usize;
        match self {
            Pixels::Jpeg(dec) => {
                let mut rgb = Vec::with_capacity(w * rows as usize * 3);
                let mut got = 0;
                while got < rows {
                    let n = dec.read_rows(&mut rgb, rows - got).map_err(Stop::Jpeg)?;
                    if n == 0 {
                        return Err(Stop::Jpeg(JpegError::Libjpeg(
                            "fewer rows than the header said".into(),
                        )));
                    }
                    got += n;
                }
                Ok(rgb)
            }
            Pixels::Whole { image, next } => {
                let (y0, y1) = (*next as usize, (*next + rows) as usize);
                *next += rows;
                match image {
                    DynamicImage::ImageRgb8(img) => {
                        Ok(img.as_raw()[y0 * w * 3..y1 * w * 3].to_vec())
                    }
                    _ => unreachable!("an opaque map is kept as RGB"),
                }
            }
        }
    }

    /// The next `rows` rows as RGBA (alpha as in the map), replacing `out`'s contents.
    fn read_rgba(&mut self, out: &mut Vec<u8>, rows: u32) -> Result<(), Stop> {
        let w = self.size().0 as usize;
        out.clear();
        match self {
            Pixels::Jpeg(_) => {
                let rgb = self.read_rgb(rows)?;
                widen(&rgb, out);
            }
            Pixels::Whole { image, next } => {
                let (y0, y1) = (*next as usize, (*next + rows) as usize);
                *next += rows;
                match image {
                    DynamicImage::ImageRgba8(img) => {
                        out.extend_from_slice(&img.as_raw()[y0 * w * 4..y1 * w * 4]);
                    }
                    DynamicImage::ImageRgb8(img) => {
                        widen(&img.as_raw()[y0 * w * 3..y1 * w * 3], out)
                    }
                    _ => unreachable!("Pixels::whole keeps RGB or RGBA only"),
                }
            }
        }
        Ok(())
    }
}

/// RGB to opaque RGBA.
fn widen(rgb: &[u8], out: &mut Vec<u8>) {
    out.reserve(rgb.len() / 3 * 4);
    for px in rgb.chunks_exact(3) {
        out.extend_from_slice(&[px[0], px[1], px[2], 255]);
    }
}

/// A band ready for the encoder: its rows, RGB or RGBA as the PNG is.
struct Band {
    rows: u32,
    data: Vec<u8>,
}

/// Decode and draw on another thread, encode on this one (which holds the writer), a few
/// bands apart.
fn stream_png(
    w: &mut dyn io::Write,
    mut pixels: Pixels,
    overlay: &Overlay,
    starts: &[u32],
    watch: &dyn Watch,
) -> Result<(), Stop> {
    let size = pixels.size();
    let opaque = pixels.opaque();
    let (tx, rx) = sync_channel::<Band>(BANDS_IN_FLIGHT);
    std::thread::scope(|scope| {
        let drawer =
            scope.spawn(move || draw_bands(&mut pixels, overlay, starts, opaque, tx, watch));
        // The encoder ends when the sender is gone; when it fails, it drops the receiver and
        // the drawer stops at its next band.
        let encoded = encode(w, size, opaque, rx, watch);
        let drawn = drawer
            .join()
            .unwrap_or_else(|_| Err(Stop::Io(io::Error::other("drawing the map panicked"))));
        drawn.and(encoded)
    })
}

/// Every band decoded, drawn over and sent to the encoder, in order.
fn draw_bands(
    pixels: &mut Pixels,
    overlay: &Overlay,
    starts: &[u32],
    opaque: bool,
    tx: SyncSender<Band>,
    watch: &dyn Watch,
) -> Result<(), Stop> {
    let (width, height) = pixels.size();
    let mut rgba = Vec::new();
    for (i, &first) in starts.iter().enumerate() {
        if watch.cancelled() {
            return Err(Stop::Cancelled);
        }
        let end = starts.get(i + 1).copied().unwrap_or(height);
        let rows = end - first;
        if opaque && !overlay.touches(first, end) {
            let data = pixels.read_rgb(rows)?;
            if tx.send(Band { rows, data }).is_err() {
                return Ok(());
            }
            continue;
        }
        pixels.read_rgba(&mut rgba, rows)?;
        let drawn = draw::draw_band(overlay, std::mem::take(&mut rgba), width, first, rows);
        let data = if opaque {
            drawn
                .chunks_exact(4)
                .flat_map(|px| [px[0], px[1], px[2]])
                .collect()
        } else {
            drawn
        };
        if tx.send(Band { rows, data }).is_err() {
            // The encoder stopped: its error says why.
            return Ok(());
        }
    }
    Ok(())
}

/// The PNG's rows as they come; progress is the fraction of rows encoded.
fn encode(
    w: &mut dyn io::Write,
    (width, height): (u32, u32),
    opaque: bool,
    rx: Receiver<Band>,
    watch: &dyn Watch,
) -> Result<(), Stop> {
    let mut enc = png::Encoder::new(w, width, height);
    enc.set_color(if opaque {
        png::ColorType::Rgb
    } else {
        png::ColorType::Rgba
    });
    enc.set_depth(png::BitDepth::Eight);
    // fdeflate's fastest mode with the Up filter (png's `Fastest`): on a 100-MP map the
    // `image` crate's default (the same deflate, but every filter tried on every row) took
    // several times the decode; this one keeps pace with the decoder.
    enc.set_compression(png::Compression::Fastest);
    let mut writer = enc.write_header()?;
    // IDAT chunks of 1 MiB: a 100-MP map is a few hundred chunks, not tens of thousands.
    let mut stream = writer.stream_writer_with_size(1 << 20)?;
    let mut done = 0u32;
    for band in rx {
        if watch.cancelled() {
            return Err(Stop::Cancelled);
        }
        io::Write::write_all(&mut stream, &band.data)?;
        done += band.rows;
        watch.progress(done as f32 / height.max(1) as f32);
    }
    if done < height {
        // The decoder stopped early; its error is the one reported.
        return Ok(());
    }
    stream.finish()?;
    writer.finish()?;
    Ok(())
}

#[cfg(test)]
mod tests;
