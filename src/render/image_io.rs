//! Reading map images safely: the header is checked before any pixel is decoded, so a file that
//! is not an image, or claims absurd dimensions, is refused with a message and no allocation.

use image::{ImageReader, RgbaImage};
use std::fmt;
use std::io::Cursor;
use std::path::Path;

/// The largest map accepted, in pixels (400 MP is 1.6 GB of RGBA; a 12,000 × 8,400 scan is 100 MP).
pub const MAX_MAP_PIXELS: u64 = 400_000_000;
/// The largest side accepted, in pixels.
pub const MAX_MAP_SIDE: u32 = 60_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapImageError {
    Io {
        path: String,
        message: String,
    },
    NotAnImage {
        path: String,
    },
    TooLarge {
        path: String,
        width: u32,
        height: u32,
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
                "{path}: the image says it is {width} × {height} pixels ({} MP); umpire opens maps up to {} MP and {MAX_MAP_SIDE} pixels a side. Scale the scan down first.",
                (*width as u64 * *height as u64) / 1_000_000,
                MAX_MAP_PIXELS / 1_000_000
            ),
            MapImageError::Decode { path, message } => {
                write!(f, "{path}: the image is damaged or unsupported: {message}")
            }
        }
    }
}

impl std::error::Error for MapImageError {}

fn check_size(origin: &str, (width, height): (u32, u32)) -> Result<(u32, u32), MapImageError> {
    if width == 0
        || height == 0
        || width > MAX_MAP_SIDE
        || height > MAX_MAP_SIDE
        || width as u64 * height as u64 > MAX_MAP_PIXELS
    {
        return Err(MapImageError::TooLarge {
            path: origin.to_string(),
            width,
            height,
        });
    }
    Ok((width, height))
}

fn reader<'a>(
    bytes: &'a [u8],
    origin: &str,
) -> Result<ImageReader<Cursor<&'a [u8]>>, MapImageError> {
    let r = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| MapImageError::Io {
            path: origin.to_string(),
            message: e.to_string(),
        })?;
    if r.format().is_none() {
        return Err(MapImageError::NotAnImage {
            path: origin.to_string(),
        });
    }
    Ok(r)
}

/// The image's size from its header only.
pub fn dimensions_of_bytes(bytes: &[u8], origin: &str) -> Result<(u32, u32), MapImageError> {
    let dims = reader(bytes, origin)?
        .into_dimensions()
        .map_err(|e| MapImageError::Decode {
            path: origin.to_string(),
            message: e.to_string(),
        })?;
    check_size(origin, dims)
}

/// Decode an image held in memory, after checking its header.
pub fn decode_map_bytes(bytes: &[u8], origin: &str) -> Result<RgbaImage, MapImageError> {
    Ok(decode_map_dynamic(bytes, origin)?.into_rgba8())
}

/// Decode an image held in memory in its own pixel format (RGB for a JPEG), after checking its
/// header: the map view tiles it without first widening it to RGBA.
pub fn decode_map_dynamic(
    bytes: &[u8],
    origin: &str,
) -> Result<image::DynamicImage, MapImageError> {
    dimensions_of_bytes(bytes, origin)?;
    let mut r = reader(bytes, origin)?;
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(MAX_MAP_PIXELS * 4 + (64 << 20));
    r.limits(limits);
    r.decode().map_err(|e| MapImageError::Decode {
        path: origin.to_string(),
        message: e.to_string(),
    })
}

pub fn read_file(path: &Path) -> Result<Vec<u8>, MapImageError> {
    std::fs::read(path).map_err(|e| MapImageError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    })
}

/// Read and decode a map image file.
pub fn load_map_image(path: &Path) -> Result<RgbaImage, MapImageError> {
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

    #[test]
    fn an_absurd_header_is_refused_before_decoding() {
        // A PNG header claiming 100,000 × 100,000 pixels (40 GB of RGBA), with no pixel data.
        let mut png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR".to_vec();
        png.extend_from_slice(&100_000u32.to_be_bytes());
        png.extend_from_slice(&100_000u32.to_be_bytes());
        png.extend_from_slice(&[8, 6, 0, 0, 0]);
        let crc = crc32(&png[12..]);
        png.extend_from_slice(&crc.to_be_bytes());
        // An empty IDAT chunk: the decoder reads the header up to the first image data.
        png.extend_from_slice(b"\x00\x00\x00\x00IDAT");
        png.extend_from_slice(&crc32(b"IDAT").to_be_bytes());
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
    fn a_small_png_round_trips() {
        let img = RgbaImage::from_pixel(3, 2, image::Rgba([10, 20, 30, 255]));
        let mut bytes = Vec::new();
        img.write_to(&mut Cursor::new(&mut bytes), image::ImageFormat::Png)
            .unwrap();
        let back = decode_map_bytes(&bytes, "t.png").unwrap();
        assert_eq!(back.dimensions(), (3, 2));
        assert_eq!(back.get_pixel(2, 1).0, [10, 20, 30, 255]);
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
