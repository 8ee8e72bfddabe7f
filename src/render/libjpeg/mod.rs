//! JPEG maps decoded by the system's libjpeg (libjpeg-turbo), through a small C shim.
//!
//! libjpeg-turbo's entropy decoder and its DCT-scaled decode are what make an overview of a
//! 100-MP map cost less than one full decode (`jpeg-decoder`'s 1/8 decode alone took longer
//! than `djpeg`'s full one). The shim turns libjpeg's fatal errors into return codes (its
//! default ends the process), so a corrupt file is an [`JpegError`], never an abort.
//!
//! The shim is built only when the build script (`src/build/libjpeg.rs`) finds `jpeglib.h`
//! (Debian: `libjpeg62-turbo-dev` or `libjpeg-dev`); otherwise [`available`] is false, every
//! call returns [`JpegError::Unavailable`] and callers keep to the pure-Rust decoders.
//!
//! Callers walk the file with [`crate::render::image_io::inspect_bytes`] first (size and
//! memory limits, a file cut short); [`JpegRows::open`] repeats only the size limits.
//!
//! A shim, not a crate: `mozjpeg` reports libjpeg's errors by unwinding (a corrupt map would be
//! a panic), and `turbojpeg` decodes whole pictures, not the bands of rows the exports stream.

use crate::i18n::tr;
use image::RgbImage;
use std::sync::Arc;

#[cfg(umpire_libjpeg)]
mod sys;

/// Why libjpeg did not give the pixels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JpegError {
    Unavailable,
    BadScale(u32),
    /// CMYK or YCCK: libjpeg-turbo gives no RGB for those; the `image` crate does.
    ColourSpace(&'static str),
    TooLarge {
        width: u32,
        height: u32,
    },
    /// libjpeg's own message (a file cut short, corrupt data, an unsupported variant), in
    /// libjpeg's English.
    Libjpeg(String),
    OutOfMemory,
}

impl std::fmt::Display for JpegError {
    /// In the language in force (libjpeg's own messages as libjpeg writes them).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            JpegError::Unavailable => tr!(RenderJpegUnavailable),
            JpegError::BadScale(denom) => tr!(RenderJpegBadScale, denom = denom.to_string()),
            JpegError::ColourSpace(space) => tr!(RenderJpegColourSpace, space = *space),
            JpegError::TooLarge { width, height } => {
                tr!(RenderJpegTooLarge, width = *width, height = *height)
            }
            JpegError::Libjpeg(message) => message.clone(),
            JpegError::OutOfMemory => tr!(RenderJpegOutOfMemory),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for JpegError {}

/// Whether this build decodes JPEG with libjpeg.
pub fn available() -> bool {
    cfg!(umpire_libjpeg)
}

/// A JPEG being decoded row by row, at a DCT scale, as RGB8 (grey is expanded to RGB).
///
/// Holds the file's bytes for as long as libjpeg reads them. Dropping it mid-image is fine.
pub struct JpegRows {
    #[cfg(umpire_libjpeg)]
    inner: sys::Decoder,
    size: (u32, u32),
    full_size: (u32, u32),
    next_row: u32,
    warnings: u64,
    grey: bool,
    /// Bytes a pixel: 3 (RGB) or 4 (RGBA, alpha opaque).
    components: u32,
}

impl std::fmt::Debug for JpegRows {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JpegRows")
            .field("size", &self.size)
            .field("full_size", &self.full_size)
            .field("next_row", &self.next_row)
            .finish_non_exhaustive()
    }
}

impl JpegRows {
    /// Starts decoding at 1/denom (1, 2, 4 or 8) in the DCT; output is RGB8 (grey expanded to RGB).
    pub fn open(bytes: Arc<[u8]>, denom: u32) -> Result<JpegRows, JpegError> {
        if !matches!(denom, 1 | 2 | 4 | 8) {
            return Err(JpegError::BadScale(denom));
        }
        Self::open_checked(bytes, denom, 3)
    }

    /// Starts decoding at full size as RGBA8 with opaque alpha (grey expanded), the layout a
    /// GPU texture takes as it is.
    pub fn open_rgba(bytes: Arc<[u8]>) -> Result<JpegRows, JpegError> {
        Self::open_checked(bytes, 1, 4)
    }

    #[cfg(umpire_libjpeg)]
    fn open_checked(bytes: Arc<[u8]>, denom: u32, components: u32) -> Result<JpegRows, JpegError> {
        use crate::render::image_io::{MAX_MAP_PIXELS, MAX_MAP_SIDE};
        let mut inner = sys::Decoder::new(bytes)?;
        let header = inner.read_header(denom, components)?;
        let (w, h) = header.full;
        if w > MAX_MAP_SIDE || h > MAX_MAP_SIDE || w as u64 * h as u64 > MAX_MAP_PIXELS {
            return Err(JpegError::TooLarge {
                width: w,
                height: h,
            });
        }
        if let Some(name) = header.colour_space_without_rgb() {
            return Err(JpegError::ColourSpace(name));
        }
        inner.start()?;
        Ok(JpegRows {
            inner,
            size: header.out,
            full_size: header.full,
            next_row: 0,
            warnings: 0,
            grey: header.is_grey(),
            components,
        })
    }

    #[cfg(not(umpire_libjpeg))]
    fn open_checked(
        _bytes: Arc<[u8]>,
        _denom: u32,
        _components: u32,
    ) -> Result<JpegRows, JpegError> {
        Err(JpegError::Unavailable)
    }

    /// The output (scaled) size.
    pub fn size(&self) -> (u32, u32) {
        self.size
    }

    /// The size of the image at full resolution.
    pub fn full_size(&self) -> (u32, u32) {
        self.full_size
    }

    /// Whether the file holds one grey channel (the rows are still RGB, each pixel grey).
    pub fn is_grey(&self) -> bool {
        self.grey
    }

    /// How many rows have been read so far.
    pub fn rows_read(&self) -> u32 {
        self.next_row
    }

    /// Recoverable faults libjpeg decoded past (corrupt data it could resynchronise on), and
    /// the first one's message.
    pub fn warnings(&self) -> (u64, Option<String>) {
        #[cfg(umpire_libjpeg)]
        {
            let (n, first) = self.inner.warnings();
            (n.max(self.warnings), first)
        }
        #[cfg(not(umpire_libjpeg))]
        (self.warnings, None)
    }

    /// Bytes a pixel of the rows: 3 (RGB) or 4 (RGBA).
    pub fn components(&self) -> usize {
        self.components as usize
    }

    /// Appends up to `rows` more rows (RGB8, or RGBA8 after [`Self::open_rgba`]) to `out`;
    /// returns how many, 0 at the end.
    pub fn read_rows(&mut self, out: &mut Vec<u8>, rows: u32) -> Result<u32, JpegError> {
        let rows = rows.min(self.size.1 - self.next_row);
        if rows == 0 {
            return Ok(0);
        }
        let stride = self.size.0 as usize * self.components as usize;
        let start = out.len();
        let want = stride * rows as usize;
        out.try_reserve(want).map_err(|_| JpegError::OutOfMemory)?;
        out.resize(start + want, 0);
        let got = self.read_into(&mut out[start..], rows);
        let got = match got {
            Ok(got) => got,
            Err(e) => {
                out.truncate(start);
                return Err(e);
            }
        };
        out.truncate(start + stride * got as usize);
        self.next_row += got;
        Ok(got)
    }

    /// The next `rows` rows (fewer at the end of the image) as `out`'s whole contents: a
    /// buffer used before is written over, not zeroed first (zeroing every band of a large
    /// map is a noticeable part of a full-size PNG export). Returns how many rows.
    pub fn read_rows_replacing(&mut self, out: &mut Vec<u8>, rows: u32) -> Result<u32, JpegError> {
        let rows = rows.min(self.size.1 - self.next_row);
        let stride = self.size.0 as usize * self.components as usize;
        let want = stride * rows as usize;
        if out.len() < want {
            out.try_reserve(want - out.len())
                .map_err(|_| JpegError::OutOfMemory)?;
            out.resize(want, 0);
        }
        out.truncate(want);
        let mut got = 0;
        while got < rows {
            let n = match self.read_into(&mut out[stride * got as usize..], rows - got) {
                Ok(n) => n,
                Err(e) => {
                    out.clear();
                    return Err(e);
                }
            };
            if n == 0 {
                break;
            }
            got += n;
            self.next_row += n;
        }
        out.truncate(stride * got as usize);
        Ok(got)
    }

    #[cfg(umpire_libjpeg)]
    fn read_into(&mut self, dst: &mut [u8], rows: u32) -> Result<u32, JpegError> {
        self.inner.read(dst, rows, self.size.0, self.components)
    }

    #[cfg(not(umpire_libjpeg))]
    fn read_into(&mut self, _dst: &mut [u8], _rows: u32) -> Result<u32, JpegError> {
        Err(JpegError::Unavailable)
    }
}

/// The whole JPEG decoded at 1/denom (1, 2, 4 or 8) in the DCT, as RGB8.
pub fn decode_rgb(bytes: Arc<[u8]>, denom: u32) -> Result<RgbImage, JpegError> {
    let mut rows = JpegRows::open(bytes, denom)?;
    let (w, h) = rows.size();
    let mut px = Vec::new();
    px.try_reserve_exact(w as usize * h as usize * 3)
        .map_err(|_| JpegError::OutOfMemory)?;
    while rows.read_rows(&mut px, 64)? > 0 {}
    RgbImage::from_raw(w, h, px).ok_or(JpegError::Libjpeg(tr!(RenderJpegFewerRows)))
}

#[cfg(all(test, umpire_libjpeg))]
mod tests;

#[cfg(test)]
mod build_tests {
    /// Where Debian's libjpeg-turbo headers are installed (`.ci/run` installs them), the build
    /// links libjpeg: a build that fell back to the pure-Rust decoders in silence would pass
    /// every other test and lose the speed the window and the report are measured by.
    #[test]
    fn the_build_links_libjpeg_where_its_header_is() {
        let header = std::path::Path::new("/usr/include/jpeglib.h").exists();
        let refused = option_env!("UMPIRE_NO_LIBJPEG").is_some();
        if header && !refused {
            assert!(
                super::available(),
                "jpeglib.h is there, yet libjpeg is not linked"
            );
        } else if refused {
            assert!(
                !super::available(),
                "UMPIRE_NO_LIBJPEG was set, yet libjpeg is linked"
            );
        }
    }
}
