//! The walk over a map file before anything is decoded: the bytes read from a slice or from a
//! file through one small window, and each format's structure (JPEG segments and image data,
//! PNG chunks, WebP container) checked to its end, giving the size and what decoding will cost.

use super::{MAX_MAP_PIXELS, MAX_MAP_SIDE, MAX_METADATA_BYTES, MapHeader};
use crate::i18n::tr;
use crate::model::files::size_text;
use image::ImageFormat;

// ---------------------------------------------------------------------------------------------
// Reading bytes from a slice or a file through one interface.

/// Random access to the bytes of an image: a slice in memory, or a file read a little at a
/// time.
pub(super) trait Source {
    fn len(&self) -> u64;
    /// Up to `buf.len()` bytes at `pos`; fewer only at the end.
    fn read_at(&mut self, pos: u64, buf: &mut [u8]) -> std::io::Result<usize>;

    /// Exactly `N` bytes at `pos`, or `None` past the end.
    fn bytes<const N: usize>(&mut self, pos: u64) -> std::io::Result<Option<[u8; N]>> {
        let mut b = [0u8; N];
        Ok((self.read_at(pos, &mut b)? == N).then_some(b))
    }

    /// The position of the first `byte` at or after `from`.
    fn find(&mut self, from: u64, byte: u8) -> std::io::Result<Option<u64>> {
        let mut buf = [0u8; 64 * 1024];
        let mut pos = from;
        loop {
            let n = self.read_at(pos, &mut buf)?;
            if n == 0 {
                return Ok(None);
            }
            if let Some(i) = buf[..n].iter().position(|&b| b == byte) {
                return Ok(Some(pos + i as u64));
            }
            pos += n as u64;
        }
    }
}

impl Source for &[u8] {
    fn len(&self) -> u64 {
        <[u8]>::len(self) as u64
    }

    fn read_at(&mut self, pos: u64, buf: &mut [u8]) -> std::io::Result<usize> {
        let start = pos.min(Source::len(self)) as usize;
        let n = buf.len().min(<[u8]>::len(self) - start);
        buf[..n].copy_from_slice(&self[start..start + n]);
        Ok(n)
    }

    fn find(&mut self, from: u64, byte: u8) -> std::io::Result<Option<u64>> {
        let start = from.min(Source::len(self)) as usize;
        Ok(self[start..]
            .iter()
            .position(|&b| b == byte)
            .map(|i| (start + i) as u64))
    }
}

/// A file of known length, read through a window of 64 KiB, so that looking back a byte or two
/// (as the walk over a JPEG's image data does at each 0xFF) costs no read.
pub(super) struct FileSource {
    file: std::fs::File,
    len: u64,
    window: Vec<u8>,
    /// Where in the file `window` starts.
    start: u64,
}

impl FileSource {
    const WINDOW: usize = 64 * 1024;

    pub(super) fn new(file: std::fs::File, len: u64) -> FileSource {
        FileSource {
            file,
            len,
            window: Vec::new(),
            start: 0,
        }
    }

    fn refill(&mut self, pos: u64) -> std::io::Result<()> {
        use std::io::{Read, Seek, SeekFrom};
        self.file.seek(SeekFrom::Start(pos))?;
        self.window.resize(Self::WINDOW, 0);
        let mut n = 0;
        while n < Self::WINDOW {
            match self.file.read(&mut self.window[n..])? {
                0 => break,
                k => n += k,
            }
        }
        self.window.truncate(n);
        self.start = pos;
        Ok(())
    }
}

impl Source for FileSource {
    fn len(&self) -> u64 {
        self.len
    }

    fn read_at(&mut self, pos: u64, buf: &mut [u8]) -> std::io::Result<usize> {
        let mut done = 0;
        while done < buf.len() {
            let at = pos + done as u64;
            let end = self.start + self.window.len() as u64;
            if at < self.start || at >= end {
                self.refill(at)?;
                if self.window.is_empty() {
                    break;
                }
            }
            let off = (at - self.start) as usize;
            let n = (buf.len() - done).min(self.window.len() - off);
            buf[done..done + n].copy_from_slice(&self.window[off..off + n]);
            done += n;
        }
        Ok(done)
    }
}

// ---------------------------------------------------------------------------------------------
// The walk over each format.

/// A problem found by a walk: the file is cut short or not whole (`Damaged`), or it claims
/// a size over the limits (`TooLarge`).
pub(super) enum WalkError {
    Io(std::io::Error),
    Damaged(String),
    TooLarge(u32, u32),
}

impl From<std::io::Error> for WalkError {
    fn from(e: std::io::Error) -> Self {
        WalkError::Io(e)
    }
}

pub(super) type Walk<T> = Result<T, WalkError>;

fn damaged<T>(message: impl Into<String>) -> Walk<T> {
    Err(WalkError::Damaged(message.into()))
}

/// The file cut short: `why` says where it ends.
fn truncated<T>(why: String) -> Walk<T> {
    damaged(why)
}

/// Image data far too short for the picture's size.
fn too_little_data(bytes: u64, width: u32, height: u32) -> String {
    tr!(
        RenderTooLittleData,
        size = size_text(bytes),
        width = width,
        height = height
    )
}

/// Refuse a size over the side and pixel limits before anything else is read.
fn check_size(width: u32, height: u32) -> Walk<()> {
    if width == 0 || height == 0 {
        return damaged(tr!(RenderZeroSize, width = width, height = height));
    }
    if width > MAX_MAP_SIDE
        || height > MAX_MAP_SIDE
        || width as u64 * height as u64 > MAX_MAP_PIXELS
    {
        return Err(WalkError::TooLarge(width, height));
    }
    Ok(())
}

fn be16(b: [u8; 2]) -> u64 {
    u16::from_be_bytes(b) as u64
}

/// The frame header of a JPEG: its size and how its components are sampled.
struct JpegFrame {
    width: u32,
    height: u32,
    /// Huffman-coded baseline, extended or progressive (what the decoder reads).
    huffman: bool,
    progressive: bool,
    /// Horizontal and vertical sampling factor of each component.
    sampling: Vec<(u64, u64)>,
}

impl JpegFrame {
    /// 8 × 8 blocks of all components together.
    fn blocks(&self) -> u64 {
        let hmax = self.sampling.iter().map(|s| s.0).max().unwrap_or(1).max(1);
        let vmax = self.sampling.iter().map(|s| s.1).max().unwrap_or(1).max(1);
        let (w, h) = (self.width as u64, self.height as u64);
        self.sampling
            .iter()
            .map(|&(hs, vs)| {
                let cw = (w * hs).div_ceil(hmax);
                let ch = (h * vs).div_ceil(vmax);
                cw.div_ceil(8) * ch.div_ceil(8)
            })
            .sum()
    }
}

fn read_jpeg_frame(marker: u8, seg: &[u8]) -> Walk<JpegFrame> {
    if seg.len() < 6 {
        return damaged(tr!(RenderFrameHeaderShort));
    }
    let height = u16::from_be_bytes([seg[1], seg[2]]) as u32;
    let width = u16::from_be_bytes([seg[3], seg[4]]) as u32;
    check_size(width, height)?;
    let n = seg[5] as usize;
    if n == 0 || seg.len() < 6 + 3 * n {
        return damaged(tr!(RenderFrameComponents));
    }
    let sampling = (0..n)
        .map(|k| {
            let hv = seg[6 + 3 * k + 1];
            ((hv >> 4) as u64, (hv & 0x0f) as u64)
        })
        .collect();
    Ok(JpegFrame {
        width,
        height,
        huffman: matches!(marker, 0xc0..=0xc2),
        progressive: matches!(marker, 0xc2 | 0xc6 | 0xca | 0xce),
        sampling,
    })
}

/// Walk the entropy-coded data of a scan from `pos` to the marker that ends it; returns the
/// marker's position.
fn skip_scan(src: &mut impl Source, mut pos: u64) -> Walk<u64> {
    loop {
        let Some(ff) = src.find(pos, 0xff)? else {
            return truncated(tr!(RenderCutImageData));
        };
        let Some([next]) = src.bytes::<1>(ff + 1)? else {
            return truncated(tr!(RenderCutImageData));
        };
        match next {
            // A stuffed 0xFF, a restart marker, or fill bytes: the scan goes on.
            0x00 | 0xd0..=0xd7 => pos = ff + 2,
            0xff => pos = ff + 1,
            _ => return Ok(ff),
        }
    }
}

/// How far a JPEG is walked: to its end, checking every segment and scan, or only to its
/// frame header, for its size before the whole file is read (a later open's cached overview).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Depth {
    Whole,
    FrameHeader,
}

pub(super) fn walk_jpeg(src: &mut impl Source, depth: Depth) -> Walk<MapHeader> {
    let mut pos = 2u64;
    let mut frame: Option<JpegFrame> = None;
    let (mut scans, mut scan_bytes, mut metadata) = (0u64, 0u64, 0u64);
    loop {
        let Some([ff, mut marker]) = src.bytes::<2>(pos)? else {
            return truncated(tr!(RenderCutBeforeEoi));
        };
        if ff != 0xff {
            return damaged(tr!(RenderMarkerExpected, pos = pos));
        }
        pos += 2;
        while marker == 0xff {
            let Some([m]) = src.bytes::<1>(pos)? else {
                return truncated(tr!(RenderCutBeforeEoi));
            };
            marker = m;
            pos += 1;
        }
        match marker {
            0xd9 => break,
            0xd0..=0xd7 | 0x01 => continue,
            0xd8 | 0x00 => {
                return damaged(tr!(
                    RenderMarkerOutOfPlace,
                    pos = pos - 1,
                    marker = format!("{marker:#04x}")
                ));
            }
            _ => {}
        }
        let Some(len) = src.bytes::<2>(pos)?.map(be16) else {
            return truncated(tr!(RenderCutHeaderSegment));
        };
        let end = pos + len;
        if len < 2 || end > src.len() {
            return truncated(tr!(RenderCutHeaderSegment));
        }
        match marker {
            0xc0..=0xcf if !matches!(marker, 0xc4 | 0xc8 | 0xcc) => {
                if frame.is_some() {
                    return damaged(tr!(RenderTwoFrameHeaders));
                }
                let mut seg = vec![0u8; (len - 2).min(6 + 3 * 255) as usize];
                src.read_at(pos + 2, &mut seg)?;
                let read = read_jpeg_frame(marker, &seg)?;
                if depth == Depth::FrameHeader {
                    return Ok(jpeg_header(&read));
                }
                frame = Some(read);
            }
            0xe0..=0xef | 0xfe => {
                metadata += len;
                if metadata > MAX_METADATA_BYTES {
                    return damaged(tr!(
                        RenderJpegMetadata,
                        size = size_text(MAX_METADATA_BYTES)
                    ));
                }
            }
            0xda => {
                if frame.is_none() {
                    return damaged(tr!(RenderScanBeforeFrame));
                }
                let marker_at = skip_scan(src, end)?;
                scans += 1;
                scan_bytes += marker_at - end;
                pos = marker_at;
                continue;
            }
            _ => {}
        }
        pos = end;
    }
    let Some(frame) = frame else {
        return damaged(tr!(RenderNoFrameHeader));
    };
    if scans == 0 {
        return damaged(tr!(RenderNoScan));
    }
    // Every 8 × 8 block is coded in at least one bit: fewer bytes than that cannot hold the
    // picture the header claims (arithmetic coding, which can do with less, is not read).
    if frame.huffman && scan_bytes.saturating_mul(8) < frame.blocks() {
        return damaged(too_little_data(scan_bytes, frame.width, frame.height));
    }
    Ok(jpeg_header(&frame))
}

fn jpeg_header(frame: &JpegFrame) -> MapHeader {
    let components = frame.sampling.len() as u64;
    MapHeader {
        format: ImageFormat::Jpeg,
        width: frame.width,
        height: frame.height,
        decoded_bytes_per_pixel: if components == 1 { 1 } else { 3 },
        // A progressive decoder keeps each block's 64 coefficients of 2 bytes until the end.
        decoder_bytes: if frame.progressive {
            frame.blocks() * 128
        } else {
            0
        },
    }
}

/// Samples a pixel of a PNG has in its file (a palette index is one).
fn png_samples(colour_type: u8) -> Walk<u64> {
    match colour_type {
        0 | 3 => Ok(1),
        2 => Ok(3),
        4 => Ok(2),
        6 => Ok(4),
        _ => damaged(tr!(RenderColourType, colour_type = colour_type)),
    }
}

/// Bytes a pixel of a PNG takes decoded whole at 8 bits a sample, as [`super::png_rows`]
/// decodes it: grey 1, colour 3, and 4 wherever there is alpha (grey with alpha is widened to
/// RGBA, transparency (`tRNS`) becomes alpha, a palette becomes RGB or RGBA).
fn png_compact_bytes(colour_type: u8, transparency: bool) -> u64 {
    match colour_type {
        0 if !transparency => 1,
        2 | 3 if !transparency => 3,
        _ => 4,
    }
}

pub(super) fn walk_png(src: &mut impl Source) -> Walk<MapHeader> {
    let Some(ihdr) = src.bytes::<25>(8)? else {
        return truncated(tr!(RenderCutHeader));
    };
    if &ihdr[4..8] != b"IHDR" || ihdr[..4] != [0, 0, 0, 13] {
        return damaged(tr!(RenderFirstChunk));
    }
    let width = u32::from_be_bytes([ihdr[8], ihdr[9], ihdr[10], ihdr[11]]);
    let height = u32::from_be_bytes([ihdr[12], ihdr[13], ihdr[14], ihdr[15]]);
    check_size(width, height)?;
    let (depth, colour_type) = (ihdr[16], ihdr[17]);
    let samples = png_samples(colour_type)?;
    let mut pos = 8 + 25;
    let (mut idat, mut transparency) = (0u64, false);
    loop {
        let Some(head) = src.bytes::<8>(pos)? else {
            return truncated(tr!(RenderCutBeforeIend));
        };
        let length = u32::from_be_bytes([head[0], head[1], head[2], head[3]]) as u64;
        let kind = &head[4..8];
        let end = pos + 12 + length;
        if end > src.len() {
            return truncated(tr!(
                RenderCutChunk,
                kind = String::from_utf8_lossy(kind).into_owned()
            ));
        }
        match kind {
            b"IEND" => break,
            b"IDAT" => idat += length,
            b"tRNS" => transparency = true,
            _ if length > MAX_METADATA_BYTES => {
                return damaged(tr!(
                    RenderPngMetadata,
                    kind = String::from_utf8_lossy(kind).into_owned(),
                    size = size_text(length),
                    max = size_text(MAX_METADATA_BYTES)
                ));
            }
            _ => {}
        }
        pos = end;
    }
    if idat == 0 {
        return damaged(tr!(RenderNoIdat));
    }
    // Deflate packs at most 258 bytes in 2 bits (a ratio of 1032): less compressed data than
    // that cannot hold the rows the header claims.
    let bits = u64::from(depth) * samples;
    let row = 1 + (width as u64 * bits).div_ceil(8);
    let raw = row * height as u64;
    if idat < (raw / 1032).saturating_sub(64) {
        return damaged(too_little_data(idat, width, height));
    }
    Ok(MapHeader {
        format: ImageFormat::Png,
        width,
        height,
        decoded_bytes_per_pixel: png_compact_bytes(colour_type, transparency),
        decoder_bytes: MAX_METADATA_BYTES,
    })
}

fn le32(b: [u8; 4]) -> u64 {
    u32::from_le_bytes(b) as u64
}

/// A WebP's size from its first chunk (VP8X, VP8L or VP8).
fn webp_size(src: &mut impl Source, kind: &[u8], data: u64) -> Walk<Option<(u32, u32)>> {
    let Some(b) = src.bytes::<10>(data)? else {
        return truncated(tr!(RenderCutImageHeader));
    };
    Ok(match kind {
        b"VP8X" => {
            let w = 1 + (b[4] as u32 | (b[5] as u32) << 8 | (b[6] as u32) << 16);
            let h = 1 + (b[7] as u32 | (b[8] as u32) << 8 | (b[9] as u32) << 16);
            Some((w, h))
        }
        b"VP8L" => {
            let bits = u32::from_le_bytes([b[1], b[2], b[3], b[4]]);
            Some((1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff)))
        }
        b"VP8 " => {
            let w = u16::from_le_bytes([b[6], b[7]]) as u32 & 0x3fff;
            let h = u16::from_le_bytes([b[8], b[9]]) as u32 & 0x3fff;
            Some((w, h))
        }
        _ => None,
    })
}

pub(super) fn walk_webp(src: &mut impl Source) -> Walk<MapHeader> {
    let Some(head) = src.bytes::<12>(0)? else {
        return truncated(tr!(RenderCutHeader));
    };
    let riff_end = 8 + le32([head[4], head[5], head[6], head[7]]);
    if riff_end > src.len() {
        return truncated(tr!(RenderCutBeforeSize));
    }
    let mut pos = 12;
    let (mut size, mut image_data) = (None, false);
    while pos + 8 <= riff_end {
        let Some(chunk) = src.bytes::<8>(pos)? else {
            return truncated(tr!(RenderCutChunkHeader));
        };
        let (kind, length) = (&chunk[..4], le32([chunk[4], chunk[5], chunk[6], chunk[7]]));
        let end = pos + 8 + length + (length & 1);
        if end > riff_end {
            return truncated(tr!(
                RenderCutChunk,
                kind = String::from_utf8_lossy(kind).into_owned()
            ));
        }
        if size.is_none() {
            size = webp_size(src, kind, pos + 8)?;
            if let Some((w, h)) = size {
                check_size(w, h)?;
            }
        }
        match kind {
            b"VP8 " | b"VP8L" | b"ANMF" => image_data |= length > 0,
            b"ICCP" | b"EXIF" | b"XMP " if length > MAX_METADATA_BYTES => {
                return damaged(tr!(
                    RenderWebpMetadata,
                    kind = String::from_utf8_lossy(kind).trim().to_string(),
                    size = size_text(length),
                    max = size_text(MAX_METADATA_BYTES)
                ));
            }
            _ => {}
        }
        pos = end;
    }
    let Some((width, height)) = size else {
        return damaged(tr!(RenderNoImageHeader));
    };
    if !image_data {
        return damaged(tr!(RenderWebpNoData));
    }
    Ok(MapHeader {
        format: ImageFormat::WebP,
        width,
        height,
        decoded_bytes_per_pixel: 4,
        // A lossless picture without alpha is decoded to RGBA first, then narrowed.
        decoder_bytes: width as u64 * height as u64 * 4,
    })
}

/// The format from the first bytes, or `None` for anything but PNG, JPEG and WebP.
pub(super) fn sniff(src: &mut impl Source) -> std::io::Result<Option<ImageFormat>> {
    let Some(head) = src.bytes::<12>(0)? else {
        // Shorter than any image: a JPEG start alone is still recognised as one, cut short.
        return Ok(src
            .bytes::<2>(0)?
            .filter(|b| b == b"\xff\xd8")
            .map(|_| ImageFormat::Jpeg));
    };
    Ok(if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(ImageFormat::Png)
    } else if head.starts_with(b"\xff\xd8") {
        Some(ImageFormat::Jpeg)
    } else if head.starts_with(b"RIFF") && &head[8..12] == b"WEBP" {
        Some(ImageFormat::WebP)
    } else {
        None
    })
}
