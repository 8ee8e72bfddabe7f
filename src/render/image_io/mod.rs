//! Reading map images safely.
//!
//! One file: the walk and the limits it checks are one safety rule, read together.
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
//! - decoding then runs with `image::Limits` (the decoders' own allocations, compressed
//!   colour profiles and text included, are held to [`MAX_METADATA_BYTES`]).
//!
//! A PNG is decoded by [`png_rows`] a band of rows at a time, at 8 bits a sample, so that a
//! small file of a huge picture (a 1-bit scan of 196 MP is 24 KB) is never unpacked whole at 4
//! bytes a pixel: the window streams its rows into the tiles, `render-map` and the report
//! reduce them as they come ([`crate::render::scaled`]).
//!
//! The walk reads the file through a small buffer, so that `umpire check` and the size checks
//! cost a few kilobytes of memory whatever the image's size.
//!
//! One file past the usual length: the limits, the refusals that name them and the checks
//! made before any decode are one thing, and close to half of it is their tests.

use image::{DynamicImage, ImageFormat, ImageReader, RgbaImage};
use std::fmt;
use std::io::Cursor;
use std::path::Path;

use crate::i18n::tr;
use crate::model::files::{self, size_text};
use walk::{Depth, FileSource, Source, WalkError, sniff, walk_jpeg, walk_png, walk_webp};

pub mod png_rows;
mod walk;

pub use png_rows::{Layout, PngRows};

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
/// The largest map file read (512 MiB), kept with the model's other file limits.
pub use crate::model::limits::MAX_MAP_FILE_BYTES;
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
    /// In the language in force.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            MapImageError::Io { path, message } => tr!(
                RenderCannotRead,
                path = path.as_str(),
                message = message.as_str()
            ),
            MapImageError::NotAnImage { path } => tr!(RenderNotAnImage, path = path.as_str()),
            MapImageError::TooLarge {
                path,
                width,
                height,
            } => tr!(
                RenderTooLarge,
                path = path.as_str(),
                width = *width,
                height = *height,
                mp = (*width as u64 * *height as u64) / 1_000_000,
                max_mp = MAX_MAP_PIXELS / 1_000_000,
                max_side = MAX_MAP_SIDE,
                budget = mib_text(MAP_MEMORY_BUDGET),
                bytes = MAP_BYTES_PER_PIXEL
            ),
            MapImageError::NeedsMemory {
                path,
                width,
                height,
                needed,
                available,
                machine,
            } => {
                let (path, width, height) = (path.as_str(), *width, *height);
                let (needed, available) = (mib_text(*needed), mib_text(*available));
                if *machine {
                    tr!(
                        RenderNeedsMemoryMachine,
                        path = path,
                        width = width,
                        height = height,
                        needed = needed,
                        available = available
                    )
                } else {
                    tr!(
                        RenderNeedsMemoryBudget,
                        path = path,
                        width = width,
                        height = height,
                        needed = needed,
                        available = available
                    )
                }
            }
            MapImageError::Damaged { path, message } => tr!(
                RenderDamaged,
                path = path.as_str(),
                message = message.as_str()
            ),
            MapImageError::Decode { path, message } => tr!(
                RenderDecode,
                path = path.as_str(),
                message = message.as_str()
            ),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for MapImageError {}

/// Bytes in whole MiB with thousands grouped ("1,600 MiB"): the budget and what an image
/// needs side by side, told apart where "1.6 GiB" would give both alike.
fn mib_text(bytes: u64) -> String {
    let mib = (bytes + (1 << 19)) >> 20;
    tr!(RenderMib, mib = crate::i18n::whole_number(mib.into()))
}

/// What the header and the walk over the file tell, before any pixel is decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapHeader {
    pub format: ImageFormat,
    pub width: u32,
    pub height: u32,
    /// Bytes a pixel takes decoded whole (3 for an RGB JPEG; for a PNG, what [`png_rows`]
    /// gives at 8 bits a sample: 1 for grey, 4 for RGBA), the working copy besides the 4 bytes
    /// of RGBA that the window's textures or a drawn picture hold.
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

/// The machine's free memory (Linux's `MemAvailable`), when it can be known.
fn free_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn check_memory(h: &MapHeader, origin: &str) -> Result<(), MapImageError> {
    check_memory_against(h, origin, free_memory())
}

/// [`check_memory`] on a machine with `free` bytes free (`None`: not known).
fn check_memory_against(
    h: &MapHeader,
    origin: &str,
    free: Option<u64>,
) -> Result<(), MapImageError> {
    let needed = h.memory_needed();
    let free = free.filter(|&f| f < MAP_MEMORY_BUDGET);
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
    inspect_to(src, origin, Depth::Whole)
}

fn inspect_to(
    src: &mut impl Source,
    origin: &str,
    depth: Depth,
) -> Result<MapHeader, MapImageError> {
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
        ImageFormat::Jpeg => walk_jpeg(src, depth),
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
    inspect_file_to(path, Depth::Whole)
}

/// The size of the JPEG file at `path`, from its segments up to the frame header only: a
/// quick look for a cached overview, which the whole walk ([`inspect_file`]) follows before
/// anything is decoded. `None` for anything but a JPEG whose header reads.
pub fn jpeg_file_size(path: &Path) -> Option<(u32, u32)> {
    let header = inspect_file_to(path, Depth::FrameHeader).ok()?;
    (header.format == ImageFormat::Jpeg).then(|| header.dimensions())
}

fn inspect_file_to(path: &Path, depth: Depth) -> Result<MapHeader, MapImageError> {
    let origin = path.display().to_string();
    let (file, len) = files::open_regular(path, MAX_MAP_FILE_BYTES, "map images").map_err(|e| {
        MapImageError::Io {
            path: origin.clone(),
            message: e.to_string(),
        }
    })?;
    let mut src = FileSource::new(file, len);
    inspect_to(&mut src, &origin, depth)
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
        image::ImageError::Limits(_) => over_the_metadata_limit(),
        e => e.to_string(),
    };
    MapImageError::Decode {
        path: origin.to_string(),
        message,
    }
}

/// Why a decoder stopped at its limit.
fn over_the_metadata_limit() -> String {
    tr!(RenderMetadataLimit, size = size_text(MAX_METADATA_BYTES))
}

/// Decode an image held in memory in its own pixel format (RGB for a JPEG; a PNG at 8 bits a
/// sample, grey, RGB or RGBA), after checking it: the map view tiles it without first
/// widening it to RGBA.
pub fn decode_map_dynamic(bytes: &[u8], origin: &str) -> Result<DynamicImage, MapImageError> {
    let header = inspect_bytes(bytes, origin)?;
    if header.format == ImageFormat::Png {
        let mut rows = PngRows::open(bytes, origin)?;
        let pixels = rows.read_all(Layout::Compact)?;
        return Ok(compact_image(
            rows.size(),
            rows.channels(Layout::Compact),
            pixels,
        ));
    }
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_MAP_SIDE);
    limits.max_image_height = Some(MAX_MAP_SIDE);
    // A decoder defect must not take the window or a batch down: the fuzzer found a 1 kB JPEG
    // on which zune-jpeg 0.5.15's AVX2 inverse DCT unwraps `None`
    // (tests/fixtures/fuzz-zune-jpeg-idct-panic.jpg). Such a file is reported as damaged.
    let decoded = std::panic::catch_unwind(|| {
        limits.max_alloc = Some(header.memory_needed() + MAX_METADATA_BYTES);
        let mut r = ImageReader::new(Cursor::new(bytes));
        r.set_format(header.format);
        r.limits(limits);
        r.decode()
    })
    .map_err(|_| MapImageError::Damaged {
        path: origin.to_string(),
        message: tr!(RenderDecoderFailed),
    })?;
    decoded.map_err(|e| decode_error(origin, e))
}

/// Pixels in [`Layout::Compact`] (1, 3 or 4 bytes a pixel) as an image.
pub fn compact_image((w, h): (u32, u32), channels: usize, pixels: Vec<u8>) -> DynamicImage {
    let image = match channels {
        1 => image::GrayImage::from_raw(w, h, pixels).map(DynamicImage::ImageLuma8),
        3 => image::RgbImage::from_raw(w, h, pixels).map(DynamicImage::ImageRgb8),
        _ => RgbaImage::from_raw(w, h, pixels).map(DynamicImage::ImageRgba8),
    };
    image.expect("the rows fill the picture")
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
    fn jpeg_file_size_reads_the_frame_header_and_refuses_anything_else() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["waterloo.jpg", "lobositz.jpg"] {
            let path = format!("{}/assets/maps/{name}", env!("CARGO_MANIFEST_DIR"));
            let want = image::image_dimensions(&path).unwrap();
            assert_eq!(jpeg_file_size(Path::new(&path)), Some(want), "{name}");
        }
        let write = |name: &str, bytes: &[u8]| {
            let p = dir.path().join(name);
            std::fs::write(&p, bytes).unwrap();
            p
        };
        let jpeg = std::fs::read(format!(
            "{}/assets/maps/waterloo.jpg",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let sof = jpeg
            .windows(2)
            .position(|w| w == [0xFF, 0xC0] || w == [0xFF, 0xC2])
            .unwrap();
        let cases = [
            ("empty", write("empty.jpg", b"")),
            ("text", write("notes.jpg", b"version: 1")),
            (
                "cut before its frame header",
                write("cut.jpg", &jpeg[..sof]),
            ),
            ("a PNG", write("map.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR")),
            (
                "a bad length",
                write("len.jpg", &[0xFF, 0xD8, 0xFF, 0xE0, 0, 1]),
            ),
            ("missing", dir.path().join("missing.jpg")),
        ];
        for (what, path) in cases {
            assert_eq!(jpeg_file_size(&path), None, "{what}");
        }
    }

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

    #[test]
    fn a_png_costing_more_than_the_budget_is_refused_naming_it_and_a_one_bit_bomb_is_not() {
        // RGBA, within the pixel limit: its pixels and its RGBA copy are over the budget.
        let mut png = png_header(14_480, 14_480, 8, 6);
        chunk(&mut png, b"IDAT", &vec![0; 900_000]);
        chunk(&mut png, b"IEND", b"");
        let h = walk_png(&mut &png[..]).ok().unwrap();
        let e = check_memory_against(&h, "rgba.png", None).unwrap_err();
        assert_eq!(
            e.to_string(),
            "rgba.png: opening this 14480 × 14480 image takes about 1,616 MiB of memory; umpire \
             allows a map at most 1,600 MiB. Scale the scan down first."
        );
        let e = check_memory_against(&h, "rgba.png", Some(1 << 30)).unwrap_err();
        assert!(
            e.to_string()
                .contains("this machine has only 1,024 MiB free"),
            "{e}"
        );
        // A 1-bit grey scan of 196 MP: read a band at a time, it costs its RGBA pixels and
        // one byte a pixel at most.
        let mut bomb = png_header(14_000, 14_000, 1, 0);
        chunk(&mut bomb, b"IDAT", &vec![0; 30_000]);
        chunk(&mut bomb, b"IEND", b"");
        let h = walk_png(&mut &bomb[..]).ok().unwrap();
        assert_eq!(h.memory_needed(), 196_000_000 * 5 + MAX_METADATA_BYTES);
        assert!(check_memory_against(&h, "bomb.png", None).is_ok());
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
