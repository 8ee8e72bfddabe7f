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
//! A PNG has no such trick, but it can be read a band of rows at a time
//! ([`image_io::PngRows`]): its rows are reduced as they come ([`png_at_size`],
//! [`decode_at_least`]) with the filter of [`resample::reduce`] (k × k blocks averaged, then a
//! triangle filter), so that only the reduced picture is ever held, whatever the file unpacks
//! to. The pixels equal those of reducing the whole decode.
//!
//! Every path walks the file with [`image_io::inspect_bytes`] first, so the size and memory
//! limits are those of a full decode.

use crate::render::image_io::{self, Layout, MapImageError, PngRows};
use crate::render::{libjpeg, resample};
use image::{DynamicImage, GrayImage, ImageBuffer, ImageFormat, Pixel, RgbImage};

/// About the bytes of a PNG's rows decoded at a time while it is reduced: enough that each
/// band keeps the cores busy, little beside the reduced picture.
const BAND_BYTES: usize = 8 << 20;

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

/// The map decoded with at least `want` pixels on both axes, as small as the file allows: a
/// JPEG reduced in the DCT to the smallest power-of-two scale at or above `want`, a PNG
/// reduced by the largest whole factor that keeps `want` as its rows come, anything else (or a
/// JPEG `jpeg-decoder` cannot read) decoded whole by [`image_io::decode_map_dynamic`].
pub fn decode_at_least(
    bytes: &[u8],
    origin: &str,
    want: (u32, u32),
) -> Result<Scaled, MapImageError> {
    let header = image_io::inspect_bytes(bytes, origin)?;
    let full_size = header.dimensions();
    if header.format == ImageFormat::Png {
        let mut rows = PngRows::open(bytes, origin)?;
        let k = whole_factor(full_size, want);
        let image = if k >= 2 {
            box_reduced(&mut rows, k, BAND_BYTES)?
        } else {
            compact_whole(&mut rows)?
        };
        return Ok(Scaled { image, full_size });
    }
    let factor = dct_factor_for(full_size, want);
    if let Some(s) = decode_jpeg_reduced(bytes, origin, factor, true)? {
        return Ok(s);
    }
    let image = image_io::decode_map_dynamic(bytes, origin)?;
    Ok(Scaled { image, full_size })
}

/// The largest whole reduction of `full` that keeps at least `want` on both axes (1 when none
/// does).
fn whole_factor(full: (u32, u32), want: (u32, u32)) -> u32 {
    (full.0 / want.0.max(1)).min(full.1 / want.1.max(1)).max(1)
}

/// A PNG at exactly `want` pixels, smaller or larger than its own size, with the filter of
/// [`resample::reduce`], read a band of rows at a time: reduced by whole blocks as its rows
/// come when it shrinks by half or more, else each band's rows resampled as they come and the
/// columns at the end. At most the reduced picture (and, between the passes, its rows at the
/// new width) is held; an interlaced PNG is also held once whole, at 8 bits a sample.
pub fn png_at_size(bytes: &[u8], origin: &str, want: (u32, u32)) -> Result<Scaled, MapImageError> {
    png_at_size_in_bands(bytes, origin, want, BAND_BYTES)
}

/// [`png_at_size`] reading about `band_bytes` of rows at a time.
fn png_at_size_in_bands(
    bytes: &[u8],
    origin: &str,
    want: (u32, u32),
    band_bytes: usize,
) -> Result<Scaled, MapImageError> {
    let header = image_io::inspect_bytes(bytes, origin)?;
    let full_size = header.dimensions();
    let want = (want.0.max(1), want.1.max(1));
    let mut rows = PngRows::open(bytes, origin)?;
    let k = whole_factor(full_size, want);
    let image = if want == full_size {
        compact_whole(&mut rows)?
    } else if k >= 2 {
        // The blocks leave it less than twice the size wanted: the triangle filter finishes,
        // as `reduce` does with the whole picture.
        reduce_to(box_reduced(&mut rows, k, band_bytes)?, want)
    } else {
        triangle_as_rows_come(&mut rows, want, band_bytes)?
    };
    Ok(Scaled { image, full_size })
}

/// Every row of a PNG, 1, 3 or 4 bytes a pixel.
fn compact_whole<B: AsRef<[u8]>>(rows: &mut PngRows<B>) -> Result<DynamicImage, MapImageError> {
    let pixels = rows.read_all(Layout::Compact)?;
    Ok(image_io::compact_image(
        rows.size(),
        rows.channels(Layout::Compact),
        pixels,
    ))
}

/// A PNG's `k × k` blocks averaged, `k` rows of blocks at a time as the rows come: the
/// pixels of [`resample::box_reduce`] over the whole picture.
fn box_reduced<B: AsRef<[u8]>>(
    rows: &mut PngRows<B>,
    k: u32,
    band_bytes: usize,
) -> Result<DynamicImage, MapImageError> {
    let (w, h) = rows.size();
    let c = rows.channels(Layout::Compact);
    let (k, width) = (k as usize, w as usize);
    let (ow, oh) = (width.div_ceil(k), (h as usize).div_ceil(k));
    let blocks_per_band = (band_bytes / (k * width * c)).max(1);
    let mut out = Vec::with_capacity(ow * oh * c);
    let mut band = Vec::new();
    while rows.read_rows(&mut band, (k * blocks_per_band) as u32, Layout::Compact)? > 0 {
        let n = band.len() / (width * c);
        out.extend(match c {
            1 => resample::box_reduce::<1>(&band, width, n, k).0,
            3 => resample::box_reduce::<3>(&band, width, n, k).0,
            _ => resample::box_reduce::<4>(&band, width, n, k).0,
        });
    }
    Ok(image_io::compact_image((ow as u32, oh as u32), c, out))
}

/// A PNG resampled to `want` with the triangle filter of [`resample::triangle_resize`]: each
/// band's rows to the new width as they come, then the columns.
fn triangle_as_rows_come<B: AsRef<[u8]>>(
    rows: &mut PngRows<B>,
    (dw, dh): (u32, u32),
    band_bytes: usize,
) -> Result<DynamicImage, MapImageError> {
    let (sw, sh) = rows.size();
    let c = rows.channels(Layout::Compact);
    let (sw, sh, dw, dh) = (sw as usize, sh as usize, dw as usize, dh as usize);
    let rows_per_band = (band_bytes / (sw * c)).max(1) as u32;
    let mut across = Vec::with_capacity(dw * sh * c);
    let mut band = Vec::new();
    while rows.read_rows(&mut band, rows_per_band, Layout::Compact)? > 0 {
        let n = band.len() / (sw * c);
        across.extend(match c {
            1 => resample::resize_rows::<1>(&band, sw, n, dw),
            3 => resample::resize_rows::<3>(&band, sw, n, dw),
            _ => resample::resize_rows::<4>(&band, sw, n, dw),
        });
    }
    let out = match c {
        1 => resample::resize_columns::<1>(&across, dw, sh, dh),
        3 => resample::resize_columns::<3>(&across, dw, sh, dh),
        _ => resample::resize_columns::<4>(&across, dw, sh, dh),
    };
    Ok(image_io::compact_image((dw as u32, dh as u32), c, out))
}

/// [`resample::reduce`] to exactly `want`, for a picture of 1, 3 or 4 bytes a pixel.
fn reduce_to(image: DynamicImage, (w, h): (u32, u32)) -> DynamicImage {
    fn exact<P: Pixel<Subpixel = u8> + 'static>(
        buf: ImageBuffer<P, Vec<u8>>,
        w: u32,
        h: u32,
    ) -> ImageBuffer<P, Vec<u8>> {
        resample::reduce(buf, w, h, 0)
    }
    match image {
        DynamicImage::ImageLuma8(b) => DynamicImage::ImageLuma8(exact(b, w, h)),
        DynamicImage::ImageRgb8(b) => DynamicImage::ImageRgb8(exact(b, w, h)),
        other => DynamicImage::ImageRgba8(exact(other.into_rgba8(), w, h)),
    }
}

/// The map decoded to exactly `want` pixels (at most its own size): a PNG by
/// [`png_at_size`]; anything else by [`decode_at_least`], then resampled with a triangle
/// filter.
pub fn decode_to_size(
    bytes: &[u8],
    origin: &str,
    want: (u32, u32),
) -> Result<Scaled, MapImageError> {
    let header = image_io::inspect_bytes(bytes, origin)?;
    let full_size = header.dimensions();
    let want = (want.0.clamp(1, full_size.0), want.1.clamp(1, full_size.1));
    if header.format == ImageFormat::Png {
        return png_at_size(bytes, origin, want);
    }
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

    /// `reduce` of the whole picture, in its own pixel format.
    fn reduced_whole(whole: DynamicImage, want: (u32, u32)) -> DynamicImage {
        reduce_to(whole, want)
    }

    #[test]
    fn a_png_reduced_as_its_rows_come_equals_the_whole_picture_reduced() {
        use crate::render::image_io::png_rows::tests::png_of;
        // Grey of 1 bit, RGB, RGBA of 16 bits, a palette with transparency, interlaced.
        let kinds: [(u8, u8, Option<&[u8]>, bool); 5] = [
            (0, 1, None, false),
            (2, 8, None, false),
            (6, 16, None, false),
            (3, 4, Some(&[0, 200, 90]), false),
            (0, 8, None, true),
        ];
        for (colour, depth, trns, interlaced) in kinds {
            let bytes = png_of((203, 157), colour, depth, interlaced, trns);
            let whole = image_io::decode_map_dynamic(&bytes, "m.png").unwrap();
            // Blocks of 5 then the triangle; blocks of 2 exactly; the triangle alone,
            // shrinking and enlarging; the picture as it is.
            for want in [(40, 31), (101, 78), (150, 120), (260, 200), (203, 157)] {
                let expected = reduced_whole(whole.clone(), want);
                for band_bytes in [1, 3 * 203 * 4, BAND_BYTES] {
                    let got = png_at_size_in_bands(&bytes, "m.png", want, band_bytes).unwrap();
                    assert_eq!(got.full_size, (203, 157));
                    assert_eq!(
                        (got.image.color(), got.image.as_bytes()),
                        (expected.color(), expected.as_bytes()),
                        "colour {colour} depth {depth} interlaced {interlaced} to {want:?} in \
                         bands of {band_bytes} bytes"
                    );
                }
            }
            // At least the size asked for, reduced by the largest whole factor.
            let s = decode_at_least(&bytes, "m.png", (60, 40)).unwrap();
            assert_eq!((s.image.width(), s.image.height()), (68, 53), "blocks of 3");
        }
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
