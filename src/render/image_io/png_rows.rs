//! A PNG read a band of rows at a time: a picture of a few kilobytes that unpacks to
//! gigabytes (a 1-bit 14,000 × 14,000 scan is a 24 KB file and 196 million pixels) costs a few
//! of its rows, never the whole picture at full size and four bytes a pixel.
//!
//! The `png` crate decodes, with palettes, sub-byte grey and transparency (`tRNS`) expanded as
//! the `image` crate has it expand them; 16-bit samples are narrowed to 8 bits with the
//! `image` crate's rounding, so the pixels equal those of a whole decode by the `image` crate
//! made 8-bit. Rows come out in the [`Layout`] asked for. An interlaced PNG cannot be read
//! row by row (its rows arrive in seven passes over the picture): it is decoded whole once, at
//! 8 bits a sample, and its rows handed out from there (the walk's memory figure counts it).
//! Colour profiles and text are skipped unread; the decoder's own allocations are held to
//! [`MAX_METADATA_BYTES`]. A decoder panic is reported as damage, never unwinds further.

use super::{MAX_METADATA_BYTES, MapImageError};
use crate::i18n::tr;
use crate::model::files::size_text;
use png::{BitDepth, InterlaceInfo, Transformations};
use std::io::Cursor;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// How rows are handed out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Grey (1 byte a pixel), RGB (3) or RGBA (4): grey with alpha is widened to RGBA. The
    /// least memory that the resampling filters take.
    Compact,
    /// RGB, or RGBA when the picture has alpha: what the map's PNG export codes.
    Colour,
    /// RGBA always (alpha 255 where the picture has none): what the window's textures take.
    Rgba,
}

impl Layout {
    /// Bytes a pixel in this layout, for a picture of `samples` samples a pixel.
    pub fn channels(self, samples: usize) -> usize {
        match (self, samples) {
            (Layout::Rgba, _) | (_, 2 | 4) => 4,
            (Layout::Compact, 1) => 1,
            _ => 3,
        }
    }
}

/// A PNG being read, top to bottom.
pub struct PngRows<B: AsRef<[u8]>> {
    reader: png::Reader<Cursor<B>>,
    origin: String,
    size: (u32, u32),
    /// Samples a pixel as decoded: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA.
    samples: usize,
    /// Samples are 16-bit (big-endian) as decoded.
    sixteen: bool,
    interlaced: bool,
    /// An interlaced picture, whole, at 8 bits a sample; let go once its last row is out.
    frame: Option<Vec<u8>>,
    /// Rows handed out so far.
    next: u32,
    /// One row narrowed to 8 bits.
    row8: Vec<u8>,
}

impl<B: AsRef<[u8]>> PngRows<B> {
    /// Start reading the PNG in `bytes`, named `origin` in messages (walk it first:
    /// [`super::inspect_bytes`] refuses a size over the limits before this is called).
    pub fn open(bytes: B, origin: &str) -> Result<PngRows<B>, MapImageError> {
        let opened = guarded(origin, || {
            let limits = png::Limits {
                bytes: MAX_METADATA_BYTES as usize,
            };
            let mut decoder = png::Decoder::new_with_limits(Cursor::new(bytes), limits);
            decoder.set_transformations(Transformations::EXPAND);
            decoder.set_ignore_iccp_chunk(true);
            decoder.set_ignore_text_chunk(true);
            decoder.read_info().map_err(|e| png_error(origin, e))
        })?;
        let reader = opened;
        let (colour, depth) = reader.output_color_type();
        let info = reader.info();
        Ok(PngRows {
            origin: origin.to_string(),
            size: info.size(),
            samples: colour.samples(),
            sixteen: depth == BitDepth::Sixteen,
            interlaced: info.interlaced,
            reader,
            frame: None,
            next: 0,
            row8: Vec::new(),
        })
    }

    pub fn size(&self) -> (u32, u32) {
        self.size
    }

    /// Whether the picture has an alpha channel (or transparency made one).
    pub fn has_alpha(&self) -> bool {
        matches!(self.samples, 2 | 4)
    }

    /// Bytes a pixel of the rows given in `layout`.
    pub fn channels(&self, layout: Layout) -> usize {
        layout.channels(self.samples)
    }

    /// Rows not yet handed out.
    pub fn rows_left(&self) -> u32 {
        self.size.1 - self.next
    }

    /// The next `rows` rows (fewer at the bottom) in `layout`, replacing `out`'s contents;
    /// how many were read.
    pub fn read_rows(
        &mut self,
        out: &mut Vec<u8>,
        rows: u32,
        layout: Layout,
    ) -> Result<u32, MapImageError> {
        let rows = rows.min(self.rows_left());
        let width = self.size.0 as usize;
        let (samples, channels) = (self.samples, self.channels(layout));
        out.clear();
        let origin = self.origin.clone();
        guarded(&origin, || {
            for _ in 0..rows {
                let row = self.next_row8()?;
                widen(row, samples, channels, out);
            }
            Ok(())
        })?;
        debug_assert_eq!(out.len(), rows as usize * width * channels);
        Ok(rows)
    }

    /// Every row left, in `layout`, in a buffer allocated once (an allocation that fails is
    /// an error, not an abort).
    pub fn read_all(&mut self, layout: Layout) -> Result<Vec<u8>, MapImageError> {
        let bytes = self.rows_left() as usize * self.size.0 as usize * self.channels(layout);
        let mut out = Vec::new();
        out.try_reserve_exact(bytes)
            .map_err(|_| self.needs_memory(bytes as u64))?;
        self.read_rows(&mut out, self.rows_left(), layout)?;
        Ok(out)
    }

    fn needs_memory(&self, bytes: u64) -> MapImageError {
        MapImageError::Decode {
            path: self.origin.clone(),
            message: tr!(RenderNoMemoryForPixels, size = size_text(bytes)),
        }
    }

    /// The next row at 8 bits a sample.
    fn next_row8(&mut self) -> Result<&[u8], MapImageError> {
        let stride = self.size.0 as usize * self.samples;
        if self.interlaced {
            if self.frame.is_none() {
                self.frame = Some(self.deinterlace()?);
            }
            let y = self.next as usize;
            self.next += 1;
            let rows = y * stride..(y + 1) * stride;
            if self.next == self.size.1 {
                // The last row: the frame goes as soon as it has been copied out.
                let frame = self.frame.take().unwrap_or_default();
                self.row8.clear();
                self.row8.extend_from_slice(&frame[rows]);
                return Ok(&self.row8);
            }
            return Ok(&self.frame.as_deref().unwrap_or_default()[rows]);
        }
        let row = self
            .reader
            .next_row()
            .map_err(|e| png_error(&self.origin, e))?
            .ok_or_else(|| MapImageError::Damaged {
                path: self.origin.clone(),
                message: tr!(RenderFewerRows),
            })?;
        self.next += 1;
        if self.sixteen {
            narrow16(row.data(), &mut self.row8);
            Ok(&self.row8)
        } else {
            Ok(row.data())
        }
    }

    /// An interlaced picture's seven passes put together at 8 bits a sample.
    fn deinterlace(&mut self) -> Result<Vec<u8>, MapImageError> {
        let stride = self.size.0 as usize * self.samples;
        let bytes = stride * self.size.1 as usize;
        let mut frame = Vec::new();
        frame
            .try_reserve_exact(bytes)
            .map_err(|_| self.needs_memory(bytes as u64))?;
        frame.resize(bytes, 0);
        let bits = (self.samples * 8) as u8;
        while let Some(row) = self
            .reader
            .next_interlaced_row()
            .map_err(|e| png_error(&self.origin, e))?
        {
            let InterlaceInfo::Adam7(pass) = *row.interlace() else {
                continue;
            };
            let data = if self.sixteen {
                narrow16(row.data(), &mut self.row8);
                &self.row8[..]
            } else {
                row.data()
            };
            png::expand_interlaced_row(&mut frame, stride, data, &pass, bits);
        }
        Ok(frame)
    }
}

/// Run a step of the decoder, taking a panic of it for damage.
fn guarded<T>(
    origin: &str,
    step: impl FnOnce() -> Result<T, MapImageError>,
) -> Result<T, MapImageError> {
    catch_unwind(AssertUnwindSafe(step)).unwrap_or_else(|_| {
        Err(MapImageError::Damaged {
            path: origin.to_string(),
            message: tr!(RenderDecoderFailed),
        })
    })
}

fn png_error(origin: &str, e: png::DecodingError) -> MapImageError {
    let message = match e {
        png::DecodingError::LimitsExceeded => super::over_the_metadata_limit(),
        e => e.to_string(),
    };
    MapImageError::Decode {
        path: origin.to_string(),
        message,
    }
}

/// Big-endian 16-bit samples to 8 bits, rounded as the `image` crate rounds them
/// (`round(v × 255 / 65535)`), replacing `out`'s contents.
fn narrow16(row: &[u8], out: &mut Vec<u8>) {
    out.clear();
    out.extend(
        row.chunks_exact(2)
            .map(|s| ((u32::from(u16::from_be_bytes([s[0], s[1]])) + 128) / 257) as u8),
    );
}

/// Append a row of `samples`-sample pixels to `out` at `channels` bytes a pixel.
fn widen(row: &[u8], samples: usize, channels: usize, out: &mut Vec<u8>) {
    if samples == channels {
        out.extend_from_slice(row);
        return;
    }
    let start = out.len();
    out.resize(start + row.len() / samples * channels, 255);
    let dst = out[start..].chunks_exact_mut(channels);
    match samples {
        1 => {
            for (o, &l) in dst.zip(row) {
                o[..3].fill(l);
            }
        }
        2 => {
            for (o, p) in dst.zip(row.chunks_exact(2)) {
                o.copy_from_slice(&[p[0], p[0], p[0], p[1]]);
            }
        }
        _ => {
            for (o, p) in dst.zip(row.chunks_exact(3)) {
                o[..3].copy_from_slice(p);
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use image::ImageFormat;
    use std::io::Write;

    /// The Adam7 passes: first column and row, and steps across and down.
    const ADAM7: [(u32, u32, u32, u32); 7] = [
        (0, 0, 8, 8),
        (4, 0, 8, 8),
        (0, 4, 4, 8),
        (2, 0, 4, 4),
        (0, 2, 2, 4),
        (1, 0, 2, 2),
        (0, 1, 1, 2),
    ];

    fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        png.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let start = png.len();
        png.extend_from_slice(kind);
        png.extend_from_slice(data);
        let crc = crc32fast::hash(&png[start..]);
        png.extend_from_slice(&crc.to_be_bytes());
    }

    /// A PNG of colour type `colour` (0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA) and
    /// bit `depth`, interlaced or not, whose samples differ from their neighbours'; with
    /// the `tRNS` chunk `trns`. Written here, as the `png` crate writes no interlaced PNG.
    pub(crate) fn png_of(
        (w, h): (u32, u32),
        colour: u8,
        depth: u8,
        interlaced: bool,
        trns: Option<&[u8]>,
    ) -> Vec<u8> {
        let samples = [1, 0, 3, 1, 2, 0, 4][colour as usize];
        let mask = if depth == 16 {
            0xffff
        } else {
            (1u32 << depth) - 1
        };
        let sample = |x: u32, y: u32, s: u32| (x * 7919 + y * 104_729 + s * 31 + x * y) & mask;
        let passes: &[(u32, u32, u32, u32)] = if interlaced { &ADAM7 } else { &[(0, 0, 1, 1)] };
        let mut raw = Vec::new();
        for &(x0, y0, dx, dy) in passes {
            let xs: Vec<u32> = (x0..w).step_by(dx as usize).collect();
            if xs.is_empty() {
                continue;
            }
            for y in (y0..h).step_by(dy as usize) {
                raw.push(0);
                let (mut acc, mut bits) = (0u32, 0u32);
                for &x in &xs {
                    for s in 0..samples {
                        acc = acc << depth | sample(x, y, s);
                        bits += u32::from(depth);
                        while bits >= 8 {
                            raw.push((acc >> (bits - 8)) as u8);
                            bits -= 8;
                        }
                    }
                }
                if bits > 0 {
                    raw.push((acc << (8 - bits)) as u8);
                }
            }
        }
        let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
        z.write_all(&raw).unwrap();
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = Vec::new();
        ihdr.extend_from_slice(&w.to_be_bytes());
        ihdr.extend_from_slice(&h.to_be_bytes());
        ihdr.extend_from_slice(&[depth, colour, 0, 0, u8::from(interlaced)]);
        chunk(&mut png, b"IHDR", &ihdr);
        if colour == 3 {
            let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, 255 - i, i / 2]).collect();
            chunk(&mut png, b"PLTE", &palette[..3 << depth]);
        }
        if let Some(t) = trns {
            chunk(&mut png, b"tRNS", t);
        }
        chunk(&mut png, b"IDAT", &z.finish().unwrap());
        chunk(&mut png, b"IEND", b"");
        png
    }

    /// The `image` crate's whole decode, made 8-bit in `layout`.
    fn image_crate(bytes: &[u8], layout: Layout) -> Vec<u8> {
        let img = image::load_from_memory_with_format(bytes, ImageFormat::Png).unwrap();
        let grey = img.color().channel_count() == 1;
        match layout {
            Layout::Rgba => img.into_rgba8().into_raw(),
            _ if img.color().has_alpha() => img.into_rgba8().into_raw(),
            Layout::Compact if grey => img.into_luma8().into_raw(),
            _ => img.into_rgb8().into_raw(),
        }
    }

    #[test]
    fn every_kind_of_png_reads_as_the_image_crate_decodes_it_in_every_band() {
        // Colour type, bit depths, transparency.
        type Kind = (u8, &'static [u8], Option<&'static [u8]>);
        let kinds: &[Kind] = &[
            (0, &[1, 2, 4, 8, 16], None),
            (0, &[8], Some(&[0, 37])),
            (2, &[8, 16], None),
            (2, &[8], Some(&[0, 37, 0, 74, 0, 111])),
            (3, &[1, 2, 4, 8], None),
            (3, &[8], Some(&[0, 128, 255, 7])),
            (4, &[8, 16], None),
            (6, &[8, 16], None),
        ];
        for &(colour, depths, trns) in kinds {
            for &depth in depths {
                for interlaced in [false, true] {
                    // Odd sizes: passes partly filled or empty, rows not a whole byte.
                    for size in [(13, 11), (1, 1), (9, 2), (2, 9)] {
                        let bytes = png_of(size, colour, depth, interlaced, trns);
                        let what = format!(
                            "colour {colour} depth {depth} interlaced {interlaced} {size:?}"
                        );
                        for layout in [Layout::Compact, Layout::Colour, Layout::Rgba] {
                            let want = image_crate(&bytes, layout);
                            let mut rows = PngRows::open(&bytes[..], "t.png").unwrap();
                            let mut got = Vec::new();
                            let mut band = Vec::new();
                            while rows.read_rows(&mut band, 4, layout).unwrap() > 0 {
                                got.extend_from_slice(&band);
                            }
                            assert_eq!(got, want, "{what} {layout:?}");
                            assert_eq!(rows.rows_left(), 0);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_png_short_of_rows_is_refused_with_its_name() {
        let whole = png_of((64, 64), 2, 8, false, None);
        // The image data cut short, the file ended properly: the rows run out.
        let idat = whole.windows(4).position(|w| w == b"IDAT").unwrap() - 4;
        let mut cut = whole[..idat].to_vec();
        let len = u32::from_be_bytes(whole[idat..idat + 4].try_into().unwrap()) as usize;
        chunk(&mut cut, b"IDAT", &whole[idat + 8..idat + 8 + len / 2]);
        chunk(&mut cut, b"IEND", b"");
        let mut rows = PngRows::open(&cut[..], "maps/cut.png").unwrap();
        let e = rows.read_all(Layout::Rgba).unwrap_err();
        assert!(e.to_string().starts_with("maps/cut.png: "), "{e}");
    }

    /// The decoder's refusals no file here can bring about on purpose (a decoder's panic,
    /// memory refused, a decoder at its limit), in French.
    #[test]
    fn the_decoder_s_own_refusals_read_in_french() {
        use crate::i18n::{Lang, with_lang};
        // Made and written in French: the reason is written when the error is made.
        let french = |e: &dyn Fn() -> MapImageError| with_lang(Lang::Fr, || e().to_string());
        let panicked = || guarded::<()>("carte.png", || panic!("a decoder defect")).unwrap_err();
        assert_eq!(
            french(&panicked),
            "carte.png\u{a0}: l'image est endommagée\u{a0}: le décodeur a échoué sur les données de l'image"
        );
        let bytes = png_of((2, 2), 2, 8, false, None);
        let rows = PngRows::open(&bytes[..], "carte.png").unwrap();
        let e = french(&|| rows.needs_memory(1 << 30));
        assert!(
            e.starts_with("carte.png\u{a0}: l'image est endommagée ou d'un type non pris en charge\u{a0}: impossible d'obtenir ")
                && e.ends_with(" de mémoire pour ses pixels"),
            "{e}"
        );
        let e = french(&|| png_error("carte.png", png::DecodingError::LimitsExceeded));
        assert!(
            e.contains("\u{a0}: elle demande plus de mémoire qu'umpire n'en accorde (ses métadonnées sont limitées à "),
            "{e}"
        );
    }
}
