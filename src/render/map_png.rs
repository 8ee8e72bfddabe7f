//! The map with its areas and markers written as a PNG, a band of rows at a time.
//!
//! Used by `umpire render-map` and by the window's export. At full size a JPEG map is decoded
//! by libjpeg a band at a time ([`crate::render::libjpeg::JpegRows`]) and the overlay drawn over
//! each band ([`draw::Overlay`], the same pixels as drawing the whole picture); the bands are
//! then filtered and deflated on all the cores at once and written in order (`stream`,
//! `encode`). The whole picture is never held, so a 100-MP map costs a few bands
//! of memory, and the decode, the drawing and the coding overlap. Scaled down, a JPEG is
//! decoded at the largest DCT reduction that still gives the pixels asked for, then resampled
//! ([`crate::render::resample`]). A PNG is read a band of rows at a time
//! ([`image_io::PngRows`]): at full size its rows stream like a JPEG's, scaled they are
//! reduced as they come with the same filter ([`crate::render::scaled::png_at_size`]), so a
//! small file of a huge picture never unpacks whole. Anything else (a WebP, a JPEG libjpeg
//! cannot give RGB for, a build without libjpeg) is decoded whole by [`image_io`] and streamed
//! from memory, scaled as before with the `image` crate's triangle filter.

use crate::i18n::tr;
use crate::model::{Scenario, files};
use crate::render::battle::{self, BattleView};
use crate::render::draw::{self, Overlay, RenderOptions};
use crate::render::image_io::{self, MAX_MAP_PIXELS, MAX_MAP_SIDE, MapImageError};
use crate::render::libjpeg::JpegError;
use pixels::Pixels;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use stream::{Stop, stream_png};

/// Rows decoded, drawn and encoded at a time.
pub const BAND_ROWS: u32 = 64;

/// Why a map could not be drawn or written.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("{0}")]
    Scenario(#[source] crate::model::FileError),
    #[error("{place}: {source}")]
    Battle {
        place: String,
        #[source]
        source: battle::BattleError,
    },
    #[error("{}", tr!(ReportErrNoMapImage, place = .place.as_str()))]
    NoMapImage { place: String },
    #[error("{}", tr!(ReportErrEmptyMapImage, place = .place.as_str()))]
    EmptyMapImage { place: String },
    #[error("{}", tr!(ReportErrBadScale, scale = .scale.to_string()))]
    BadScale { scale: f32 },
    #[error("{}", tr!(
        ReportErrTooLarge,
        scale = .scale.to_string(),
        width = .width.to_string(),
        height = .height.to_string(),
        megapixels = (MAX_MAP_PIXELS / 1_000_000).to_string(),
        side = MAX_MAP_SIDE.to_string()
    ))]
    TooLarge { scale: f32, width: u32, height: u32 },
    #[error(transparent)]
    Map(#[from] MapImageError),
    #[error("{}", tr!(ReportErrJpeg, origin = .origin.as_str(), error = .source.to_string()))]
    Jpeg {
        origin: String,
        #[source]
        source: JpegError,
    },
    /// The output is one of the inputs.
    #[error(transparent)]
    Overwrite(#[from] files::OverwritesInput),
    #[error("{}", files::error_at(path, source))]
    Target {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("{}", tr!(ReportErrWritePng, path = .path.display().to_string(), error = files::error_text(.source)))]
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
    render_battle_file(
        scenario_path,
        out,
        audience,
        scale,
        &BattleRequest::default(),
    )
}

/// What `render-map` draws of the battle beside the areas and markers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BattleRequest {
    /// `--turn`: a number of turns (0: at deployment) or a turn's name; `None`: the end.
    pub turn: Option<String>,
    /// `--grid`: the grid's lines, cell ids, terrain, rivers and exits.
    pub grid: bool,
}

/// [`render_map_file`] with the battle: the units `audience` sees as they stood after the
/// turn asked for, that turn's moves, and the grid when asked for. A scenario with no
/// positions and no grid asked for is drawn as by [`render_map_file`].
pub fn render_battle_file(
    scenario_path: &Path,
    out: &Path,
    audience: crate::record::Audience,
    scale: f32,
    battle: &BattleRequest,
) -> Result<(), RenderError> {
    let (scenario, _problems) = crate::model::load_lenient(scenario_path, &crate::systems::ids())
        .map_err(RenderError::Scenario)?;
    let place = || scenario_path.display().to_string();
    let turns =
        match &battle.turn {
            Some(asked) => Some(battle::turns_named(&scenario, asked).map_err(|source| {
                RenderError::Battle {
                    place: place(),
                    source,
                }
            })?),
            None => None,
        };
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
    let view = BattleView {
        turns,
        grid: battle.grid,
        audience,
    };
    let bytes: Arc<[u8]> = image_io::read_file(&image_path)?.into();
    let origin = image_path.display().to_string();
    let build = |size| {
        Overlay::new(&scenario, &opts, size)
            .with_battle(&view)
            .map_err(|source| RenderError::Battle {
                place: place(),
                source,
            })
    };
    write_png_in_bands(build, &opts, bytes, &origin, out, &Unwatched, BAND_ROWS)?;
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
    profiling::function_scope!();
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
    let build = |size| Ok(Overlay::new(s, opts, size));
    write_png_in_bands(build, opts, bytes, origin, out, watch, band_rows)
}

/// Write the map in `bytes` with the overlay `build` makes for the output's size over it.
fn write_png_in_bands<'a>(
    build: impl FnOnce((u32, u32)) -> Result<Overlay<'a>, RenderError>,
    opts: &RenderOptions,
    bytes: Arc<[u8]>,
    origin: &str,
    out: &Path,
    watch: &dyn Watch,
    band_rows: u32,
) -> Result<Option<Written>, RenderError> {
    let header = image_io::inspect_bytes(&bytes, origin)?;
    let size = check_options(opts, header.width, header.height)?;
    let pixels = Pixels::open(bytes, origin, &header, size)?;
    let overlay = build(size)?;
    let starts = overlay.band_starts(band_rows);
    let mut stopped = false;
    // The map is drawn again from the scenario in a moment: no wait for the disk.
    let written = files::write_regenerable_with(out, |w| {
        match stream_png(w, pixels, &overlay, &starts, watch) {
            Err(Stop::Cancelled) => {
                stopped = true;
                Err(io::Error::other("cancelled"))
            }
            Err(Stop::Io(e)) => Err(e),
            Err(Stop::Jpeg(e)) => Err(io::Error::other(DecodeFault::Jpeg(e))),
            Err(Stop::Map(e)) => Err(io::Error::other(DecodeFault::Map(e))),
            Ok(()) => Ok(()),
        }
    });
    match written {
        Ok(()) => Ok(Some(Written {
            width: size.0,
            height: size.1,
        })),
        Err(_) if stopped => Ok(None),
        Err(e) => match e.get_ref().and_then(|e| e.downcast_ref::<DecodeFault>()) {
            Some(DecodeFault::Jpeg(source)) => Err(RenderError::Jpeg {
                origin: origin.to_string(),
                source: source.clone(),
            }),
            Some(DecodeFault::Map(e)) => Err(RenderError::Map(e.clone())),
            None => Err(RenderError::Write {
                path: out.to_path_buf(),
                source: e,
            }),
        },
    }
}

/// A decoder fault carried through the writer's `io::Error`.
#[derive(Debug, thiserror::Error)]
enum DecodeFault {
    #[error("{0}")]
    Jpeg(JpegError),
    #[error("{0}")]
    Map(MapImageError),
}

mod encode;
mod pixels;
mod stream;

#[cfg(test)]
mod tests;
