//! A PNG made of bands coded apart: the header, each band's IDAT chunks, and the end.
//!
//! Every band is filtered (Up, but Sub for its first row, so that it needs nothing from the
//! band above) and deflated on its own ([`deflate`]), with its own Adler-32; the writer puts the bands in order and joins their
//! sums, so that the bands of one picture can be coded on all the cores at once and still make
//! one zlib stream. The first band carries the zlib header, the end an empty final block and
//! the stream's Adler-32.

use super::deflate::{self, Bits, SAMPLE_EVERY, Table};
use std::io::{self, Write};

/// The most bytes in one IDAT chunk: a 100-MP map makes some tens of chunks.
const IDAT_BYTES: usize = 1 << 20;
const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
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
    let mut end = deflate::FINAL_BLOCK.to_vec();
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
    /// The deflate bytes (the zlib header first, in the first band): the first `len` bytes of
    /// a buffer whose rest is room to reuse.
    buffer: Vec<u8>,
    len: usize,
    /// The CRC of each chunk's type and data ([`IDAT_BYTES`] of `data` per chunk).
    crcs: Vec<u32>,
    /// The Adler-32 of the band's filtered bytes, and how many there are.
    pub adler: u32,
    pub raw_len: u64,
}

impl CodedBand {
    pub fn data(&self) -> &[u8] {
        &self.buffer[..self.len]
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

/// Per-thread scratch: one filtered row, and the last band's table (for its room).
#[derive(Default)]
pub struct Scratch {
    row: Vec<u8>,
    table: Table,
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
    out: Vec<u8>,
    scratch: &mut Scratch,
) -> CodedBand {
    let stride = layout.row_bytes();
    let bpp = layout.channels as usize;
    let rows: Vec<&[u8]> = pixels.chunks_exact(stride).collect();
    let above_of = |i: usize| i.checked_sub(1).map(|i| rows[i]);
    let Scratch {
        row: filtered,
        table,
    } = scratch;
    let mut sample = deflate::Sample::default();
    for i in (0..rows.len()).step_by(SAMPLE_EVERY) {
        sample.add(filter(filtered, rows[i], above_of(i), bpp));
    }
    sample.table_into(SAMPLE_EVERY as u32, table);
    let mut bits = Bits::new(out);
    if top {
        bits.bytes(&deflate::ZLIB_HEADER);
    }
    table.write_header(&mut bits);
    let mut adler = simd_adler32::Adler32::new();
    for (i, row) in rows.iter().enumerate() {
        let filtered = filter(filtered, row, above_of(i), bpp);
        adler.write(filtered);
        table.code(filtered, &mut bits);
    }
    table.end_block(&mut bits);
    let (buffer, len) = bits.finish();
    let crcs = buffer[..len]
        .chunks(IDAT_BYTES)
        .map(|piece| {
            let mut crc = crc32fast::Hasher::new();
            crc.update(b"IDAT");
            crc.update(piece);
            crc.finalize()
        })
        .collect();
    CodedBand {
        buffer,
        len,
        crcs,
        adler: adler.finish(),
        raw_len: (rows.len() * (stride + 1)) as u64,
    }
}

#[cfg(test)]
mod tests;
