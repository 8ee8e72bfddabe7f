//! Decoding a map at the size it is needed at, not at full size.
//!
//! A baseline or progressive JPEG can be decoded at 1/2, 1/4 or 1/8 of its size inside the
//! inverse DCT: the entropy decoding still reads the whole file, but the pixels are never
//! produced at full size, so a 100-MP map becomes a 1.6-MP overview for a fraction of the time
//! and memory. libjpeg-turbo does it when the build has it ([`libjpeg`]: its SIMD entropy
//! decoder makes a 1/8 decode cheaper than a full one, where `jpeg-decoder`'s took longer);
//! otherwise, or for a JPEG libjpeg declines (CMYK), `jpeg-decoder`'s `Decoder::scale`. Other
//! formats, and JPEGs neither can read, are decoded whole by [`image_io`] and then shrunk.
//!
//! Every path walks the file with [`image_io::inspect_bytes`] first, so the size and memory
//! limits are those of a full decode.

use crate::render::image_io::{self, MapImageError};
use crate::render::libjpeg;
use image::{DynamicImage, GrayImage, ImageFormat, RgbImage};

/// The reductions the DCT can do, largest first.
const DCT_FACTORS: [u32; 4] = [8, 4, 2, 1];

/// What `jpeg-decoder` gives: the size, its pixel format and the pixels.
type Decoded = (u32, u32, Option<jpeg_decoder::PixelFormat>, Vec<u8>);

/// A map decoded at a reduced size.
pub struct Scaled {
    /// The decoded pixels, in the decoder's own format (RGB or grey for a JPEG).
    pub image: DynamicImage,
    /// The size of the map at full resolution.
    pub full_size: (u32, u32),
}

/// The largest reduction the DCT can make (8, 4, 2 or 1) that still gives at least `want`
/// pixels on both axes.
pub fn dct_factor_for((w, h): (u32, u32), (want_w, want_h): (u32, u32)) -> u32 {
    DCT_FACTORS
        .into_iter()
        .find(|&f| w.div_ceil(f) >= want_w && h.div_ceil(f) >= want_h)
        .unwrap_or(1)
}

/// Decode a JPEG reduced `factor` times (8, 4, 2 or 1) in the DCT, after checking its header.
/// `Ok(None)` when the file is not a JPEG or is one `jpeg-decoder` cannot read (the caller then
/// decodes it in full); `progressive_ok: false` also declines progressive JPEGs, for which the
/// decoder keeps every coefficient of the full-size image (2 bytes a sample).
pub fn decode_jpeg_reduced(
    bytes: &[u8],
    origin: &str,
    factor: u32,
    progressive_ok: bool,
) -> Result<Option<Scaled>, MapImageError> {
    let header = image_io::inspect_bytes(bytes, origin)?;
    if header.format != ImageFormat::Jpeg {
        return Ok(None);
    }
    let full_size = header.dimensions();
    let (Ok(w), Ok(h)) = (u16::try_from(full_size.0), u16::try_from(full_size.1)) else {
        return Ok(None);
    };
    let factor = factor.clamp(1, 8);
    if (progressive_ok || !is_progressive(bytes))
        && let Some(image) = libjpeg_reduced(bytes, factor)
    {
        return Ok(Some(Scaled { image, full_size }));
    }
    // A decoder defect must not take the window down: treat a panic like an unreadable file.
    let result = std::panic::catch_unwind(|| -> Result<Option<Decoded>, jpeg_decoder::Error> {
        let mut d = jpeg_decoder::Decoder::new(bytes);
        d.set_max_decoding_buffer_size(image_io::MAP_MEMORY_BUDGET as usize);
        d.read_info()?;
        let info = d
            .info()
            .ok_or(jpeg_decoder::Error::Format("no frame".into()))?;
        if !progressive_ok && info.coding_process != jpeg_decoder::CodingProcess::DctSequential {
            return Ok(None);
        }
        let want = |side: u16| (side as u32).div_ceil(factor) as u16;
        let (sw, sh) = d.scale(want(w), want(h))?;
        let pixels = d.decode()?;
        let format = d.info().map(|i| i.pixel_format);
        Ok(Some((sw as u32, sh as u32, format, pixels)))
    });
    let Ok(Ok(Some((sw, sh, format, pixels)))) = result else {
        // Declined, or unreadable here: the full decoder decides (and names the fault).
        return Ok(None);
    };
    Ok(to_image(sw, sh, format, pixels).map(|image| Scaled { image, full_size }))
}

/// Whether the JPEG's frame is progressive (SOF2, SOF6, SOF10, SOF14): its decoders keep every
/// coefficient of the full-size image, whatever the output scale.
fn is_progressive(bytes: &[u8]) -> bool {
    let mut at = 2;
    while at + 4 <= bytes.len() && bytes[at] == 0xFF {
        let marker = bytes[at + 1];
        if marker == 0xFF {
            at += 1;
            continue;
        }
        if (0xC0..=0xCF).contains(&marker) && ![0xC4, 0xC8, 0xCC].contains(&marker) {
            return matches!(marker, 0xC2 | 0xC6 | 0xCA | 0xCE);
        }
        at += 2 + u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]) as usize;
    }
    false
}

/// libjpeg's decode at 1/`factor` (a power of two up to 8), grey kept grey; `None` without
/// libjpeg or when it declines the file (the other decoders then decide).
fn libjpeg_reduced(bytes: &[u8], factor: u32) -> Option<DynamicImage> {
    if !libjpeg::available() {
        return None;
    }
    let denom = [8, 4, 2, 1].into_iter().find(|&d| d <= factor)?;
    let mut rows = libjpeg::JpegRows::open(bytes.into(), denom).ok()?;
    let (w, h) = rows.size();
    let mut px = Vec::new();
    px.try_reserve_exact(w as usize * h as usize * 3).ok()?;
    while rows.read_rows(&mut px, 64).ok()? > 0 {}
    let rgb = RgbImage::from_raw(w, h, px)?;
    if rows.is_grey() {
        let grey = rgb.as_raw().chunks_exact(3).map(|p| p[0]).collect();
        return GrayImage::from_raw(w, h, grey).map(DynamicImage::ImageLuma8);
    }
    Some(DynamicImage::ImageRgb8(rgb))
}

/// The decoder's pixels as an image (grey stays grey); `None` for CMYK or a buffer of the
/// wrong length.
fn to_image(
    w: u32,
    h: u32,
    format: Option<jpeg_decoder::PixelFormat>,
    px: Vec<u8>,
) -> Option<DynamicImage> {
    use jpeg_decoder::PixelFormat;
    match format? {
        PixelFormat::RGB24 => RgbImage::from_raw(w, h, px).map(DynamicImage::ImageRgb8),
        PixelFormat::L8 => GrayImage::from_raw(w, h, px).map(DynamicImage::ImageLuma8),
        // Big-endian 16-bit grey: the high byte is enough for a map.
        PixelFormat::L16 => {
            let high = px.chunks_exact(2).map(|v| v[0]).collect();
            GrayImage::from_raw(w, h, high).map(DynamicImage::ImageLuma8)
        }
        // Inverted or not depending on the writer: left to the full decoder.
        PixelFormat::CMYK32 => None,
    }
}

/// The whole map reduced to at most `max_side` pixels a side, as early as the file allows: a
/// baseline JPEG decoded at 1/8 in the DCT (then shrunk further if still too large). `None` for
/// anything else, or when the map fits in `max_side` anyway: the caller then makes its overview
/// from the full decode.
pub fn jpeg_overview(bytes: &[u8], origin: &str, max_side: u32) -> Option<Scaled> {
    let size = image_io::dimensions_of_bytes(bytes, origin).ok()?;
    if size.0 <= max_side && size.1 <= max_side {
        return None;
    }
    let scaled = decode_jpeg_reduced(bytes, origin, 8, false).ok()??;
    let (w, h) = (scaled.image.width(), scaled.image.height());
    if w <= max_side && h <= max_side {
        return Some(scaled);
    }
    let k = max_side as f64 / w.max(h) as f64;
    let fit = |v: u32| ((v as f64 * k).round() as u32).clamp(1, max_side);
    Some(Scaled {
        image: scaled.image.thumbnail_exact(fit(w), fit(h)),
        full_size: scaled.full_size,
    })
}

/// The map decoded with at least `want` pixels on both axes, as small as the DCT allows: a JPEG
/// reduced in the DCT to the smallest power-of-two scale at or above `want`, anything else (or a
/// JPEG `jpeg-decoder` cannot read) decoded whole by [`image_io::decode_map_dynamic`].
pub fn decode_at_least(
    bytes: &[u8],
    origin: &str,
    want: (u32, u32),
) -> Result<Scaled, MapImageError> {
    let full_size = image_io::dimensions_of_bytes(bytes, origin)?;
    let factor = dct_factor_for(full_size, want);
    if let Some(s) = decode_jpeg_reduced(bytes, origin, factor, true)? {
        return Ok(s);
    }
    let image = image_io::decode_map_dynamic(bytes, origin)?;
    Ok(Scaled { image, full_size })
}

/// The map decoded to exactly `want` pixels (at most its own size): [`decode_at_least`], then
/// resampled with a triangle filter.
pub fn decode_to_size(
    bytes: &[u8],
    origin: &str,
    want: (u32, u32),
) -> Result<Scaled, MapImageError> {
    let full_size = image_io::dimensions_of_bytes(bytes, origin)?;
    let want = (want.0.clamp(1, full_size.0), want.1.clamp(1, full_size.1));
    let Scaled { image, .. } = decode_at_least(bytes, origin, want)?;
    let image = if (image.width(), image.height()) == want {
        image
    } else {
        image.resize_exact(want.0, want.1, image::imageops::FilterType::Triangle)
    };
    Ok(Scaled { image, full_size })
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgb, Rgba, RgbaImage};

    fn jpeg(w: u32, h: u32) -> Vec<u8> {
        // Left half red, right half blue: survives any reduction.
        let img = RgbImage::from_fn(w, h, |x, _| {
            if x < w / 2 {
                Rgb([220, 30, 30])
            } else {
                Rgb([30, 30, 220])
            }
        });
        let mut out = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
            .encode_image(&img)
            .unwrap();
        out
    }

    fn near(a: [u8; 3], b: [u8; 3]) -> bool {
        a.iter().zip(b).all(|(&x, y)| x.abs_diff(y) <= 24)
    }

    #[test]
    fn the_dct_reduces_as_far_as_the_wanted_size_allows() {
        assert_eq!(dct_factor_for((12000, 8400), (1500, 1050)), 8);
        assert_eq!(dct_factor_for((12000, 8400), (1501, 1050)), 4);
        assert_eq!(dct_factor_for((12000, 8400), (2400, 1680)), 4);
        assert_eq!(dct_factor_for((12000, 8400), (6000, 4201)), 1);
        assert_eq!(dct_factor_for((100, 100), (200, 200)), 1);
    }

    #[test]
    fn a_jpeg_is_decoded_at_an_eighth_with_its_colours() {
        let bytes = jpeg(640, 320);
        let s = decode_jpeg_reduced(&bytes, "m.jpg", 8, false)
            .unwrap()
            .expect("a baseline JPEG scales");
        assert_eq!(s.full_size, (640, 320));
        let img = s.image.to_rgb8();
        assert_eq!(img.dimensions(), (80, 40));
        assert!(near(img.get_pixel(10, 20).0, [220, 30, 30]));
        assert!(near(img.get_pixel(70, 20).0, [30, 30, 220]));
    }

    #[test]
    fn the_overview_fits_the_side_asked_for_and_small_maps_have_none() {
        let bytes = jpeg(640, 320);
        assert!(
            jpeg_overview(&bytes, "m.jpg", 1000).is_none(),
            "fits anyway"
        );
        let ov = jpeg_overview(&bytes, "m.jpg", 50).unwrap();
        assert_eq!((ov.image.width(), ov.image.height()), (50, 25));
        let ov = jpeg_overview(&bytes, "m.jpg", 100).unwrap();
        assert_eq!((ov.image.width(), ov.image.height()), (80, 40));
    }

    #[test]
    fn decode_to_size_gives_exactly_the_size_for_jpeg_and_png() {
        let bytes = jpeg(640, 320);
        let s = decode_to_size(&bytes, "m.jpg", (150, 75)).unwrap();
        assert_eq!((s.image.width(), s.image.height()), (150, 75));
        assert!(near(s.image.to_rgb8().get_pixel(140, 40).0, [30, 30, 220]));

        let png = RgbaImage::from_pixel(64, 32, Rgba([10, 200, 10, 128]));
        let mut out = Vec::new();
        png.write_to(&mut std::io::Cursor::new(&mut out), ImageFormat::Png)
            .unwrap();
        let s = decode_to_size(&out, "m.png", (16, 8)).unwrap();
        assert_eq!((s.image.width(), s.image.height()), (16, 8));
        assert_eq!(s.image.to_rgba8().get_pixel(3, 3).0, [10, 200, 10, 128]);
        assert!(
            jpeg_overview(&out, "m.png", 8).is_none(),
            "PNG: no early overview"
        );
    }

    #[test]
    fn a_grey_jpeg_stays_grey_and_at_least_is_never_below_the_wish() {
        let g = GrayImage::from_fn(320, 240, |x, _| {
            image::Luma([if x < 160 { 20 } else { 230 }])
        });
        let mut bytes = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 90)
            .encode_image(&g)
            .unwrap();
        let s = decode_at_least(&bytes, "g.jpg", (70, 50)).unwrap();
        assert!(matches!(s.image, DynamicImage::ImageLuma8(_)));
        assert_eq!(
            (s.image.width(), s.image.height()),
            (80, 60),
            "1/4, as 1/8 is too small"
        );
        let s = decode_at_least(&jpeg(640, 320), "m.jpg", (700, 10)).unwrap();
        assert_eq!(
            (s.image.width(), s.image.height()),
            (640, 320),
            "never below the wish"
        );
    }

    #[test]
    fn a_progressive_jpeg_is_told_from_a_baseline_one() {
        assert!(!is_progressive(&jpeg(64, 32)));
        let mut bytes = Vec::new();
        let mut enc = jpeg_encoder::Encoder::new(&mut bytes, 90);
        enc.set_progressive(true);
        enc.encode(&[128; 64 * 32 * 3], 64, 32, jpeg_encoder::ColorType::Rgb)
            .unwrap();
        assert!(is_progressive(&bytes));
        assert!(
            decode_jpeg_reduced(&bytes, "p.jpg", 8, false)
                .unwrap()
                .is_none(),
            "declined when asked to"
        );
        let s = decode_jpeg_reduced(&bytes, "p.jpg", 8, true)
            .unwrap()
            .unwrap();
        assert_eq!((s.image.width(), s.image.height()), (8, 4));
    }

    #[test]
    fn a_broken_file_is_refused_with_its_name() {
        let mut bytes = jpeg(640, 320);
        bytes.truncate(bytes.len() / 3);
        let e = decode_to_size(&bytes, "maps/cut.jpg", (80, 40))
            .err()
            .expect("cut short");
        assert!(e.to_string().contains("maps/cut.jpg"), "{e}");
        assert!(jpeg_overview(&bytes, "maps/cut.jpg", 50).is_none());
    }
}
