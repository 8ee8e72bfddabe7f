//! A PNG made of bands coded apart: the header, each band's IDAT chunks, and the end.
//!
//! Every band is filtered (Up, but Sub for its first row, so that it needs nothing from the
//! band above) and deflated on its own by zlib-rs (through `flate2`, at its fastest level),
//! ending in a full flush: its last block closes on a byte boundary and nothing in it refers
//! to an earlier band, so bands coded on different threads simply follow one another in one
//! zlib stream. Each band has its own Adler-32; the writer puts the bands in order and joins
//! their sums. The first band carries the zlib header, the end an empty final block and the
//! stream's Adler-32.

use flate2::{Compress, Compression, FlushCompress};
use std::io::{self, Write};
use zlib_rs::adler32::{adler32, adler32_combine};

/// The most bytes in one IDAT chunk: a 100-MP map makes some tens of chunks.
const IDAT_BYTES: usize = 1 << 20;
const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
/// The zlib stream's first two bytes: deflate, 32 KiB window, "fastest" (header check 31).
const ZLIB_HEADER: [u8; 2] = [0x78, 0x01];
/// The stream's last block: final, fixed codes, holding only the end of block.
const FINAL_BLOCK: [u8; 2] = [0x03, 0x00];
/// PNG filter types.
const FILTER_NONE: u8 = 0;
const FILTER_SUB: u8 = 1;
const FILTER_UP: u8 = 2;

/// What the picture is: 8-bit RGB (3 channels) or RGBA (4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub width: u32,
    pub height: u32,
    pub channels: u8,
}

impl Layout {
    /// Bytes of one row of pixels (no filter byte).
    pub fn row_bytes(&self) -> usize {
        self.width as usize * self.channels as usize
    }

    /// The signature and the header chunk.
    pub fn head(&self) -> Vec<u8> {
        let mut ihdr = Vec::with_capacity(13);
        ihdr.extend_from_slice(&self.width.to_be_bytes());
        ihdr.extend_from_slice(&self.height.to_be_bytes());
        let colour_type = if self.channels == 4 { 6 } else { 2 };
        // 8 bits a channel, deflate, adaptive filtering, no interlace.
        ihdr.extend_from_slice(&[8, colour_type, 0, 0, 0]);
        let mut out = SIGNATURE.to_vec();
        chunk(&mut out, b"IHDR", &ihdr);
        out
    }
}

/// The end of the stream (after every band, whose sums `adler` joins) and of the file.
pub fn tail(adler: u32) -> Vec<u8> {
    let mut end = FINAL_BLOCK.to_vec();
    end.extend_from_slice(&adler.to_be_bytes());
    let mut out = Vec::with_capacity(32);
    chunk(&mut out, b"IDAT", &end);
    chunk(&mut out, b"IEND", &[]);
    out
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

/// One band's part of the zlib stream, cut into IDAT chunks.
pub struct CodedBand {
    /// The deflate bytes (the zlib header first, in the first band), in a buffer to reuse.
    buffer: Vec<u8>,
    /// The CRC of each chunk's type and data ([`IDAT_BYTES`] of `data` per chunk).
    crcs: Vec<u32>,
    /// The Adler-32 of the band's filtered bytes, and how many there are.
    pub adler: u32,
    pub raw_len: u64,
}

impl CodedBand {
    pub fn data(&self) -> &[u8] {
        &self.buffer
    }

    /// The buffer, to code another band into.
    pub fn into_buffer(self) -> Vec<u8> {
        self.buffer
    }

    pub fn write_to(&self, w: &mut dyn Write) -> io::Result<()> {
        for (piece, crc) in self.data().chunks(IDAT_BYTES).zip(&self.crcs) {
            w.write_all(&(piece.len() as u32).to_be_bytes())?;
            w.write_all(b"IDAT")?;
            w.write_all(piece)?;
            w.write_all(&crc.to_be_bytes())?;
        }
        Ok(())
    }
}

/// The Adler-32 of the bands before this one (`sum`), with the next band's joined on.
pub fn join_adler(sum: u32, band: &CodedBand) -> u32 {
    adler32_combine(sum, band.adler, band.raw_len)
}

/// Per-thread scratch: one filtered row, and the deflater (reset for each band rather than
/// allocated again).
pub struct Scratch {
    row: Vec<u8>,
    deflater: Compress,
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch {
            row: Vec::new(),
            // Raw deflate: the zlib header and sum are the stream's, not a band's.
            deflater: Compress::new(Compression::fast(), false),
        }
    }
}

/// `row` filtered into `into` (filter byte first): Up from `above`; a band's first row has no
/// row above (the band above may not be drawn yet), so Sub with `bpp` bytes a pixel (no
/// filter for a row of one pixel).
fn filter<'a>(into: &'a mut Vec<u8>, row: &[u8], above: Option<&[u8]>, bpp: usize) -> &'a [u8] {
    into.resize(row.len() + 1, 0);
    let (kind, out) = into.split_first_mut().expect("a filter byte");
    match above {
        Some(above) => {
            *kind = FILTER_UP;
            for (o, (&x, &b)) in out.iter_mut().zip(row.iter().zip(above)) {
                *o = x.wrapping_sub(b);
            }
        }
        None if row.len() > bpp => {
            *kind = FILTER_SUB;
            out[..bpp].copy_from_slice(&row[..bpp]);
            for (o, (&x, &a)) in out[bpp..].iter_mut().zip(row[bpp..].iter().zip(row)) {
                *o = x.wrapping_sub(a);
            }
        }
        None => {
            *kind = FILTER_NONE;
            out.copy_from_slice(row);
        }
    }
    into
}

/// Code the rows of `pixels` (whole rows of `layout`) on their own: the first row filtered
/// without the row above it, so that no band waits for another. The top band (`top`) also
/// starts the zlib stream. `out` is a buffer to reuse (its contents are overwritten).
pub fn code_band(
    layout: &Layout,
    pixels: &[u8],
    top: bool,
    mut out: Vec<u8>,
    scratch: &mut Scratch,
) -> CodedBand {
    profiling::function_scope!();
    let stride = layout.row_bytes();
    let bpp = layout.channels as usize;
    let Scratch {
        row: filtered,
        deflater,
    } = scratch;
    deflater.reset();
    out.clear();
    if top {
        out.extend_from_slice(&ZLIB_HEADER);
    }
    let mut adler = 1;
    let mut above = None;
    for row in pixels.chunks_exact(stride) {
        let filtered = filter(filtered, row, above, bpp);
        adler = adler32(adler, filtered);
        deflate(deflater, filtered, &mut out, FlushCompress::None);
        above = Some(row);
    }
    deflate(deflater, &[], &mut out, FlushCompress::Full);
    let crcs = out
        .chunks(IDAT_BYTES)
        .map(|piece| {
            let mut crc = crc32fast::Hasher::new();
            crc.update(b"IDAT");
            crc.update(piece);
            crc.finalize()
        })
        .collect();
    CodedBand {
        buffer: out,
        crcs,
        adler,
        raw_len: (pixels.len() / stride * (stride + 1)) as u64,
    }
}

/// Feed `input` to the deflater, its output appended to `out`, and with a flush, everything
/// it holds back. The deflater only fails on a misuse of its stream, which is a bug here.
fn deflate(deflater: &mut Compress, mut input: &[u8], out: &mut Vec<u8>, flush: FlushCompress) {
    loop {
        // A stored block's worth of headroom over the input: deflate never grows data more.
        out.reserve(input.len() + input.len() / 1024 + 64);
        let before = deflater.total_in();
        deflater
            .compress_vec(input, out, flush)
            .expect("a deflate stream used as zlib documents it");
        input = &input[(deflater.total_in() - before) as usize..];
        // Done when the input is in and the deflater had room to spare (a full output buffer
        // may hide more to flush).
        if input.is_empty() && out.len() < out.capacity() {
            return;
        }
    }
}

#[cfg(test)]
mod tests;
