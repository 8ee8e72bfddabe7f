//! Reading map images safely.
//!
//! Nothing is decoded before the file's structure has been walked and its cost is known:
//! - only a regular file of at most [`MAX_MAP_FILE_BYTES`] is read;
//! - the header gives the size, which must fit [`MAX_MAP_SIDE`] and the memory budget
//!   ([`MAP_MEMORY_BUDGET`], and never more than the machine has free): a picture that claims
//!   20,000 × 20,000 pixels is refused in a millisecond, whatever its file holds;
//! - the chunks or segments are walked to the end: a file cut short, one with a header but no
//!   image data, or image data far too short for the size it claims is refused as damaged
//!   (decoders would otherwise draw the missing part grey), and a metadata chunk (a colour
//!   profile, text, Exif) over [`MAX_METADATA_BYTES`] is refused;
//! - decoding then runs with `image::Limits` (the PNG decoder's own allocations, compressed
//!   colour profiles and text included, are held to [`MAX_METADATA_BYTES`]).
//!
//! The walk reads the file through a small buffer, so that `umpire check` and the size checks
//! cost a few kilobytes of memory whatever the image's size.

use image::codecs::png::PngDecoder;
use image::{DynamicImage, ImageFormat, ImageReader, RgbaImage};
use std::fmt;
use std::io::Cursor;
use std::path::Path;

use crate::model::files::{self, size_text};

/// The memory one map may cost at most (1,600 MiB): its pixels at 4 bytes each (RGBA) plus one
/// working copy of them, for a map of up to [`MAX_MAP_PIXELS`].
pub const MAP_MEMORY_BUDGET: u64 = 1_600 * 1024 * 1024;
/// What a map costs a pixel: 4 bytes of RGBA and one working copy.
pub const MAP_BYTES_PER_PIXEL: u64 = 8;
/// The largest map accepted, in pixels: the budget at 8 bytes a pixel, about 210 MP (a
/// 12,000 × 8,400 scan is 100 MP).
pub const MAX_MAP_PIXELS: u64 = MAP_MEMORY_BUDGET / MAP_BYTES_PER_PIXEL;
/// The largest side accepted, in pixels.
pub const MAX_MAP_SIDE: u32 = 60_000;
/// The largest map file read (512 MiB): a 200-MP map is rarely a quarter of that.
pub const MAX_MAP_FILE_BYTES: u64 = 512 * 1024 * 1024;
/// The most metadata accepted: one PNG chunk other than image data, the JPEG application
/// segments together, or one WebP metadata chunk, and what the PNG decoder may allocate
/// besides the pixels (a compressed colour profile once inflated, for one). A colour profile
/// is rarely above 1 MiB.
pub const MAX_METADATA_BYTES: u64 = 16 * 1024 * 1024;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapImageError {
    Io {
        path: String,
        message: String,
    },
    NotAnImage {
        path: String,
    },
    /// Over [`MAX_MAP_SIDE`] or [`MAX_MAP_PIXELS`].
    TooLarge {
        path: String,
        width: u32,
        height: u32,
    },
    /// Within the size limits, but decoding it would take more memory than the budget or
    /// than the machine has free (`needed` and `available` in bytes).
    NeedsMemory {
        path: String,
        width: u32,
        height: u32,
        needed: u64,
        available: u64,
        /// The figure is what the machine has free, not umpire's own budget.
        machine: bool,
    },
    /// Cut short, without image data, or otherwise not whole.
    Damaged {
        path: String,
        message: String,
    },
    Decode {
        path: String,
        message: String,
    },
}

impl fmt::Display for MapImageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapImageError::Io { path, message } => {
                write!(f, "{path}: cannot read the file: {message}")
            }
            MapImageError::NotAnImage { path } => write!(
                f,
                "{path}: not an image umpire can read (PNG, JPEG or WebP expected)"
            ),
            MapImageError::TooLarge {
                path,
                width,
                height,
            } => write!(
                f,
                "{path}: the image says it is {width} × {height} pixels ({} MP); umpire opens maps up to {} MP and {MAX_MAP_SIDE} pixels a side ({} of memory at {MAP_BYTES_PER_PIXEL} bytes a pixel). Scale the scan down first.",
                (*width as u64 * *height as u64) / 1_000_000,
                MAX_MAP_PIXELS / 1_000_000,
                size_text(MAP_MEMORY_BUDGET),
            ),
            MapImageError::NeedsMemory {
                path,
                width,
                height,
                needed,
                available,
                machine,
            } => write!(
                f,
                "{path}: opening this {width} × {height} image takes about {} of memory; {} {}. Scale the scan down first.",
                size_text(*needed),
                if *machine {
                    "this machine has only"
                } else {
                    "umpire allows a map"
                },
                if *machine {
                    format!("{} free", size_text(*available))
                } else {
                    size_text(*available)
                }
            ),
            MapImageError::Damaged { path, message } => {
                write!(f, "{path}: the image is damaged: {message}")
            }
            MapImageError::Decode { path, message } => {
                write!(f, "{path}: the image is damaged or unsupported: {message}")
            }
        }
    }
}

impl std::error::Error for MapImageError {}

/// What the header and the walk over the file tell, before any pixel is decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapHeader {
    pub format: ImageFormat,
    pub width: u32,
    pub height: u32,
    /// Bytes a pixel takes as the decoder gives it (3 for an RGB JPEG, 8 for a 16-bit RGBA
    /// PNG).
    decoded_bytes_per_pixel: u64,
    /// What the decoder holds besides its output (a progressive JPEG keeps every
    /// coefficient).
    decoder_bytes: u64,
}

impl MapHeader {
    pub fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The memory decoding and drawing this map takes at most: the decoded image, its RGBA
    /// copy, and the decoder's own buffers.
    pub fn memory_needed(&self) -> u64 {
        let pixels = self.width as u64 * self.height as u64;
        pixels * (self.decoded_bytes_per_pixel + 4) + self.decoder_bytes
    }
}

// ---------------------------------------------------------------------------------------------
// Reading bytes from a slice or a file through one interface.

/// Random access to the bytes of an image: a slice in memory, or a file read a little at a
/// time.
trait Source {
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
struct FileSource {
    file: std::fs::File,
    len: u64,
    window: Vec<u8>,
    /// Where in the file `window` starts.
    start: u64,
}

impl FileSource {
    const WINDOW: usize = 64 * 1024;

    fn new(file: std::fs::File, len: u64) -> FileSource {
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
enum WalkError {
    Io(std::io::Error),
    Damaged(String),
    TooLarge(u32, u32),
}

impl From<std::io::Error> for WalkError {
    fn from(e: std::io::Error) -> Self {
        WalkError::Io(e)
    }
}

type Walk<T> = Result<T, WalkError>;

fn damaged<T>(message: impl Into<String>) -> Walk<T> {
    Err(WalkError::Damaged(message.into()))
}

fn truncated<T>(what: &str) -> Walk<T> {
    damaged(format!("the file ends {what}: it is cut short (truncated)"))
}

/// Refuse a size over the side and pixel limits before anything else is read.
fn check_size(width: u32, height: u32) -> Walk<()> {
    if width == 0 || height == 0 {
        return damaged(format!(
            "the header gives a size of {width} × {height} pixels"
        ));
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
        return damaged("the frame header is too short");
    }
    let height = u16::from_be_bytes([seg[1], seg[2]]) as u32;
    let width = u16::from_be_bytes([seg[3], seg[4]]) as u32;
    check_size(width, height)?;
    let n = seg[5] as usize;
    if n == 0 || seg.len() < 6 + 3 * n {
        return damaged("the frame header lists its components wrongly");
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
            return truncated("inside the image data, before the end-of-image marker");
        };
        let Some([next]) = src.bytes::<1>(ff + 1)? else {
            return truncated("inside the image data, before the end-of-image marker");
        };
        match next {
            // A stuffed 0xFF, a restart marker, or fill bytes: the scan goes on.
            0x00 | 0xd0..=0xd7 => pos = ff + 2,
            0xff => pos = ff + 1,
            _ => return Ok(ff),
        }
    }
}

fn walk_jpeg(src: &mut impl Source) -> Walk<MapHeader> {
    let mut pos = 2u64;
    let mut frame: Option<JpegFrame> = None;
    let (mut scans, mut scan_bytes, mut metadata) = (0u64, 0u64, 0u64);
    loop {
        let Some([ff, mut marker]) = src.bytes::<2>(pos)? else {
            return truncated("before the end-of-image marker");
        };
        if ff != 0xff {
            return damaged(format!("byte {pos}: a marker was expected"));
        }
        pos += 2;
        while marker == 0xff {
            let Some([m]) = src.bytes::<1>(pos)? else {
                return truncated("before the end-of-image marker");
            };
            marker = m;
            pos += 1;
        }
        match marker {
            0xd9 => break,
            0xd0..=0xd7 | 0x01 => continue,
            0xd8 | 0x00 => {
                return damaged(format!(
                    "byte {}: marker {marker:#04x} out of place",
                    pos - 1
                ));
            }
            _ => {}
        }
        let Some(len) = src.bytes::<2>(pos)?.map(be16) else {
            return truncated("inside a header segment");
        };
        let end = pos + len;
        if len < 2 || end > src.len() {
            return truncated("inside a header segment");
        }
        match marker {
            0xc0..=0xcf if !matches!(marker, 0xc4 | 0xc8 | 0xcc) => {
                if frame.is_some() {
                    return damaged("it has two frame headers");
                }
                let mut seg = vec![0u8; (len - 2).min(6 + 3 * 255) as usize];
                src.read_at(pos + 2, &mut seg)?;
                frame = Some(read_jpeg_frame(marker, &seg)?);
            }
            0xe0..=0xef | 0xfe => {
                metadata += len;
                if metadata > MAX_METADATA_BYTES {
                    return damaged(format!(
                        "its metadata segments hold more than {}, which umpire accepts at most",
                        size_text(MAX_METADATA_BYTES)
                    ));
                }
            }
            0xda => {
                if frame.is_none() {
                    return damaged("image data comes before the frame header");
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
        return damaged("it has no frame header (SOF)");
    };
    if scans == 0 {
        return damaged("it has a header but no image data (no scan)");
    }
    // Every 8 × 8 block is coded in at least one bit: fewer bytes than that cannot hold the
    // picture the header claims (arithmetic coding, which can do with less, is not read).
    if frame.huffman && scan_bytes.saturating_mul(8) < frame.blocks() {
        return damaged(format!(
            "its {} of image data are too few for {} × {} pixels: the data is cut short",
            size_text(scan_bytes),
            frame.width,
            frame.height
        ));
    }
    let components = frame.sampling.len() as u64;
    Ok(MapHeader {
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
    })
}

/// Bytes a pixel of a PNG takes once decoded (sub-byte depths and palettes are expanded).
fn png_decoded_bytes(colour_type: u8, depth: u8) -> Walk<u64> {
    let channels = match colour_type {
        0 => 1,
        2 => 3,
        3 => return Ok(4),
        4 => 2,
        6 => 4,
        _ => return damaged(format!("colour type {colour_type} does not exist")),
    };
    Ok(if depth == 16 { channels * 2 } else { channels })
}

fn walk_png(src: &mut impl Source) -> Walk<MapHeader> {
    let Some(ihdr) = src.bytes::<25>(8)? else {
        return truncated("inside the header");
    };
    if &ihdr[4..8] != b"IHDR" || ihdr[..4] != [0, 0, 0, 13] {
        return damaged("the first chunk is not the header (IHDR)");
    }
    let width = u32::from_be_bytes([ihdr[8], ihdr[9], ihdr[10], ihdr[11]]);
    let height = u32::from_be_bytes([ihdr[12], ihdr[13], ihdr[14], ihdr[15]]);
    check_size(width, height)?;
    let (depth, colour_type) = (ihdr[16], ihdr[17]);
    let decoded = png_decoded_bytes(colour_type, depth)?;
    let mut pos = 8 + 25;
    let mut idat = 0u64;
    loop {
        let Some(head) = src.bytes::<8>(pos)? else {
            return truncated("before the end chunk (IEND)");
        };
        let length = u32::from_be_bytes([head[0], head[1], head[2], head[3]]) as u64;
        let kind = &head[4..8];
        let end = pos + 12 + length;
        if end > src.len() {
            return truncated(&format!("inside a {} chunk", String::from_utf8_lossy(kind)));
        }
        match kind {
            b"IEND" => break,
            b"IDAT" => idat += length,
            _ if length > MAX_METADATA_BYTES => {
                return damaged(format!(
                    "its {} chunk holds {}; umpire accepts metadata chunks up to {}",
                    String::from_utf8_lossy(kind),
                    size_text(length),
                    size_text(MAX_METADATA_BYTES)
                ));
            }
            _ => {}
        }
        pos = end;
    }
    if idat == 0 {
        return damaged("it has a header but no image data (IDAT)");
    }
    // Deflate packs at most 258 bytes in 2 bits (a ratio of 1032): less compressed data than
    // that cannot hold the rows the header claims.
    let bits = u64::from(depth) * (decoded / if depth == 16 { 2 } else { 1 }).max(1);
    let row = 1 + (width as u64 * bits).div_ceil(8);
    let raw = row * height as u64;
    if idat < (raw / 1032).saturating_sub(64) {
        return damaged(format!(
            "its {} of image data are too few for {width} × {height} pixels: the data is cut short",
            size_text(idat)
        ));
    }
    Ok(MapHeader {
        format: ImageFormat::Png,
        width,
        height,
        decoded_bytes_per_pixel: decoded,
        decoder_bytes: MAX_METADATA_BYTES,
    })
}

fn le32(b: [u8; 4]) -> u64 {
    u32::from_le_bytes(b) as u64
}

/// A WebP's size from its first chunk (VP8X, VP8L or VP8).
fn webp_size(src: &mut impl Source, kind: &[u8], data: u64) -> Walk<Option<(u32, u32)>> {
    let Some(b) = src.bytes::<10>(data)? else {
        return truncated("inside the image header");
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

fn walk_webp(src: &mut impl Source) -> Walk<MapHeader> {
    let Some(head) = src.bytes::<12>(0)? else {
        return truncated("inside the header");
    };
    let riff_end = 8 + le32([head[4], head[5], head[6], head[7]]);
    if riff_end > src.len() {
        return truncated("before the size its header gives");
    }
    let mut pos = 12;
    let (mut size, mut image_data) = (None, false);
    while pos + 8 <= riff_end {
        let Some(chunk) = src.bytes::<8>(pos)? else {
            return truncated("inside a chunk header");
        };
        let (kind, length) = (&chunk[..4], le32([chunk[4], chunk[5], chunk[6], chunk[7]]));
        let end = pos + 8 + length + (length & 1);
        if end > riff_end {
            return truncated(&format!("inside a {} chunk", String::from_utf8_lossy(kind)));
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
                return damaged(format!(
                    "its {} chunk holds {}; umpire accepts metadata up to {}",
                    String::from_utf8_lossy(kind).trim(),
                    size_text(length),
                    size_text(MAX_METADATA_BYTES)
                ));
            }
            _ => {}
        }
        pos = end;
    }
    let Some((width, height)) = size else {
        return damaged("it has no image header");
    };
    if !image_data {
        return damaged("it has a header but no image data");
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
fn sniff(src: &mut impl Source) -> std::io::Result<Option<ImageFormat>> {
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

/// The machine's free memory (Linux's `MemAvailable`), when it can be known.
fn free_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn check_memory(h: &MapHeader, origin: &str) -> Result<(), MapImageError> {
    let needed = h.memory_needed();
    let free = free_memory().filter(|&f| f < MAP_MEMORY_BUDGET);
    let (available, machine) = match free {
        Some(f) => (f, true),
        None => (MAP_MEMORY_BUDGET, false),
    };
    if needed > available {
        return Err(MapImageError::NeedsMemory {
            path: origin.to_string(),
            width: h.width,
            height: h.height,
            needed,
            available,
            machine,
        });
    }
    Ok(())
}

fn inspect(src: &mut impl Source, origin: &str) -> Result<MapHeader, MapImageError> {
    let io = |e: std::io::Error| MapImageError::Io {
        path: origin.to_string(),
        message: e.to_string(),
    };
    let Some(format) = sniff(src).map_err(io)? else {
        return Err(MapImageError::NotAnImage {
            path: origin.to_string(),
        });
    };
    let walked = match format {
        ImageFormat::Png => walk_png(src),
        ImageFormat::Jpeg => walk_jpeg(src),
        _ => walk_webp(src),
    };
    let header = walked.map_err(|e| match e {
        WalkError::Io(e) => io(e),
        WalkError::Damaged(message) => MapImageError::Damaged {
            path: origin.to_string(),
            message,
        },
        WalkError::TooLarge(width, height) => MapImageError::TooLarge {
            path: origin.to_string(),
            width,
            height,
        },
    })?;
    check_memory(&header, origin)?;
    Ok(header)
}

/// Walk an image held in memory: its format, size and cost, or why it is refused.
pub fn inspect_bytes(bytes: &[u8], origin: &str) -> Result<MapHeader, MapImageError> {
    inspect(&mut &bytes[..], origin)
}

/// Walk an image file without reading it into memory: its format, size and cost, or why it
/// is refused.
pub fn inspect_file(path: &Path) -> Result<MapHeader, MapImageError> {
    let origin = path.display().to_string();
    let (file, len) = files::open_regular(path, MAX_MAP_FILE_BYTES, "map images").map_err(|e| {
        MapImageError::Io {
            path: origin.clone(),
            message: e.to_string(),
        }
    })?;
    let mut src = FileSource::new(file, len);
    inspect(&mut src, &origin)
}

/// The image's size, from a walk over it (no pixel is decoded).
pub fn dimensions_of_bytes(bytes: &[u8], origin: &str) -> Result<(u32, u32), MapImageError> {
    inspect_bytes(bytes, origin).map(|h| h.dimensions())
}

/// The image file's size, from a walk over it (no pixel is decoded, little memory is used).
pub fn dimensions_of_file(path: &Path) -> Result<(u32, u32), MapImageError> {
    inspect_file(path).map(|h| h.dimensions())
}

/// Decode an image held in memory, after checking it.
pub fn decode_map_bytes(bytes: &[u8], origin: &str) -> Result<RgbaImage, MapImageError> {
    Ok(decode_map_dynamic(bytes, origin)?.into_rgba8())
}

fn decode_error(origin: &str, e: image::ImageError) -> MapImageError {
    let message = match e {
        image::ImageError::Limits(_) => format!(
            "it needs more memory than umpire allows (its metadata is limited to {})",
            size_text(MAX_METADATA_BYTES)
        ),
        e => e.to_string(),
    };
    MapImageError::Decode {
        path: origin.to_string(),
        message,
    }
}

/// Decode an image held in memory in its own pixel format (RGB for a JPEG), after checking it:
/// the map view tiles it without first widening it to RGBA.
pub fn decode_map_dynamic(bytes: &[u8], origin: &str) -> Result<DynamicImage, MapImageError> {
    let header = inspect_bytes(bytes, origin)?;
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_MAP_SIDE);
    limits.max_image_height = Some(MAX_MAP_SIDE);
    let decoded = if header.format == ImageFormat::Png {
        // The PNG decoder counts against `max_alloc` only what it allocates itself (chunks,
        // inflated colour profiles and text); the pixels were paid for above.
        limits.max_alloc = Some(MAX_METADATA_BYTES);
        PngDecoder::with_limits(Cursor::new(bytes), limits).and_then(DynamicImage::from_decoder)
    } else {
        limits.max_alloc = Some(header.memory_needed() + MAX_METADATA_BYTES);
        let mut r = ImageReader::new(Cursor::new(bytes));
        r.set_format(header.format);
        r.limits(limits);
        r.decode()
    };
    decoded.map_err(|e| decode_error(origin, e))
}

/// Read a map image file whole: a regular file of at most [`MAX_MAP_FILE_BYTES`].
pub fn read_file(path: &Path) -> Result<Vec<u8>, MapImageError> {
    files::read_regular(path, MAX_MAP_FILE_BYTES, "map images").map_err(|e| MapImageError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    })
}

/// Read and decode a map image file, walking it before reading it whole.
pub fn load_map_image(path: &Path) -> Result<RgbaImage, MapImageError> {
    inspect_file(path)?;
    decode_map_bytes(&read_file(path)?, &path.display().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_not_an_image() {
        let e = decode_map_bytes(b"version: 1, title: \"x\"", "notes.txt").unwrap_err();
        assert_eq!(
            e,
            MapImageError::NotAnImage {
                path: "notes.txt".into()
            }
        );
        assert!(e.to_string().contains("notes.txt: not an image"));
    }

    fn png_header(width: u32, height: u32, depth: u8, colour: u8) -> Vec<u8> {
        let mut png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR".to_vec();
        png.extend_from_slice(&width.to_be_bytes());
        png.extend_from_slice(&height.to_be_bytes());
        png.extend_from_slice(&[depth, colour, 0, 0, 0]);
        let crc = crc32(&png[12..]);
        png.extend_from_slice(&crc.to_be_bytes());
        png
    }

    fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        png.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let start = png.len();
        png.extend_from_slice(kind);
        png.extend_from_slice(data);
        let crc = crc32(&png[start..]);
        png.extend_from_slice(&crc.to_be_bytes());
    }

    #[test]
    fn an_absurd_header_is_refused_before_decoding() {
        // A PNG header claiming 100,000 × 100,000 pixels (40 GB of RGBA), with no pixel data.
        let mut png = png_header(100_000, 100_000, 8, 6);
        chunk(&mut png, b"IDAT", b"");
        let e = decode_map_bytes(&png, "huge.png").unwrap_err();
        assert!(
            matches!(
                e,
                MapImageError::TooLarge {
                    width: 100_000,
                    height: 100_000,
                    ..
                }
            ),
            "{e:?}"
        );
        assert!(e.to_string().contains("100000 × 100000"), "{e}");
    }

    fn small_png() -> Vec<u8> {
        let img = RgbaImage::from_pixel(3, 2, image::Rgba([10, 20, 30, 255]));
        let mut bytes = Vec::new();
        img.write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png)
            .unwrap();
        bytes
    }

    #[test]
    fn a_small_png_round_trips() {
        let back = decode_map_bytes(&small_png(), "t.png").unwrap();
        assert_eq!(back.dimensions(), (3, 2));
        assert_eq!(back.get_pixel(2, 1).0, [10, 20, 30, 255]);
    }

    #[test]
    fn a_cut_png_is_damaged() {
        let png = small_png();
        for cut in [png.len() - 1, png.len() - 12, 40] {
            let e = decode_map_bytes(&png[..cut], "cut.png").unwrap_err();
            assert!(
                matches!(e, MapImageError::Damaged { .. }),
                "cut at {cut}: {e:?}"
            );
            assert!(e.to_string().contains("truncated"), "{e}");
        }
    }

    #[test]
    fn a_png_without_enough_data_is_damaged() {
        let mut png = png_header(10_000, 10_000, 8, 2);
        chunk(&mut png, b"IDAT", &[0x78, 0x9c, 0, 0, 0, 0]);
        chunk(&mut png, b"IEND", b"");
        let e = inspect_bytes(&png, "thin.png").unwrap_err();
        assert!(e.to_string().contains("too few for 10000 × 10000"), "{e}");
    }

    #[test]
    fn a_huge_metadata_chunk_is_refused_unread() {
        let mut png = png_header(4, 4, 8, 2);
        png.extend_from_slice(&(MAX_METADATA_BYTES as u32 + 1).to_be_bytes());
        png.extend_from_slice(b"iCCP");
        png.resize(png.len() + MAX_METADATA_BYTES as usize + 5, 0);
        chunk(&mut png, b"IEND", b"");
        let e = inspect_bytes(&png, "icc.png").unwrap_err();
        assert!(e.to_string().contains("iCCP chunk holds 16.0 MiB"), "{e}");
    }

    fn jpeg(width: u16, height: u16, quality: u8) -> Vec<u8> {
        let img = image::RgbImage::from_fn(width as u32, height as u32, |x, y| {
            image::Rgb([(x * 7) as u8, (y * 13) as u8, ((x ^ y) * 3) as u8])
        });
        let mut bytes = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, quality)
            .encode_image(&img)
            .unwrap();
        bytes
    }

    #[test]
    fn a_whole_jpeg_decodes_and_a_cut_one_is_damaged() {
        let j = jpeg(64, 48, 90);
        assert_eq!(dimensions_of_bytes(&j, "j.jpg").unwrap(), (64, 48));
        assert_eq!(
            decode_map_bytes(&j, "j.jpg").unwrap().dimensions(),
            (64, 48)
        );
        let e = decode_map_bytes(&j[..j.len() / 2], "cut.jpg").unwrap_err();
        assert!(e.to_string().contains("truncated"), "{e}");
    }

    #[test]
    fn a_jpeg_with_a_frame_but_no_scan_is_damaged() {
        let j = jpeg(16, 16, 90);
        let sos = j.windows(2).position(|w| w == [0xff, 0xda]).unwrap();
        let mut header_only = j[..sos].to_vec();
        header_only.extend_from_slice(&[0xff, 0xd9]);
        let e = decode_map_bytes(&header_only, "h.jpg").unwrap_err();
        assert!(e.to_string().contains("no image data (no scan)"), "{e}");
    }

    #[test]
    fn a_file_is_walked_like_its_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("j.jpg");
        let j = jpeg(40, 30, 80);
        std::fs::write(&p, &j).unwrap();
        assert_eq!(inspect_file(&p).unwrap(), inspect_bytes(&j, "x").unwrap());
        std::fs::write(&p, &j[..j.len() - 3]).unwrap();
        assert!(matches!(
            inspect_file(&p).unwrap_err(),
            MapImageError::Damaged { .. }
        ));
    }

    fn crc32(data: &[u8]) -> u32 {
        let mut crc = 0xffff_ffffu32;
        for &b in data {
            crc ^= b as u32;
            for _ in 0..8 {
                crc = if crc & 1 != 0 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }
}
