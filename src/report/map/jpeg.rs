//! The print map's JPEG: reading a frame header without decoding, and encoding the reduced map.
//!
//! The map is encoded in one pass on one core. It used to be cut into strips encoded on every
//! core and spliced into one JPEG with restart markers, which relied on the encoder's output
//! layout. The encode is a small part of a report's time next to the decode and the resample
//! (`tests/benches/report_map.sh` shows it), so strips would save little: not worth code that
//! depends on how another crate lays out its bytes.

use super::JPEG_QUALITY;
use crate::i18n::tr;

/// What a JPEG's frame header says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JpegInfo {
    pub width: u32,
    pub height: u32,
    pub components: u8,
    pub precision: u8,
    /// The SOF marker's code (0xC0 baseline, 0xC1 extended, 0xC2 progressive, …).
    pub sof: u8,
}

impl JpegInfo {
    /// Whether every PDF reader can show these bytes as they are: 8-bit Huffman-coded
    /// (baseline, extended or progressive), greyscale or three-component colour. CMYK JPEGs are
    /// left out because Adobe's inverted CMYK needs a `Decode` array guessed from APP14.
    pub fn embeddable(&self) -> bool {
        matches!(self.sof, 0xC0..=0xC2) && self.precision == 8 && matches!(self.components, 1 | 3)
    }
}

/// Read a JPEG's frame header (the first SOFn marker), without decoding anything.
pub fn jpeg_info(bytes: &[u8]) -> Option<JpegInfo> {
    if bytes.len() < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8 {
        return None;
    }
    let mut i = 2;
    while i + 4 <= bytes.len() {
        if bytes[i] != 0xFF {
            return None;
        }
        let marker = bytes[i + 1];
        if marker == 0xFF {
            i += 1; // fill byte
            continue;
        }
        if marker == 0xD8 || (0xD0..=0xD7).contains(&marker) || marker == 0x01 {
            i += 2;
            continue;
        }
        let len = u16::from_be_bytes([bytes[i + 2], bytes[i + 3]]) as usize;
        let is_sof = matches!(marker, 0xC0..=0xCF) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
        if is_sof {
            let seg = bytes.get(i + 4..i + 2 + len)?;
            if seg.len() < 6 {
                return None;
            }
            return Some(JpegInfo {
                precision: seg[0],
                height: u16::from_be_bytes([seg[1], seg[2]]) as u32,
                width: u16::from_be_bytes([seg[3], seg[4]]) as u32,
                components: seg[5],
                sof: marker,
            });
        }
        if marker == 0xDA || marker == 0xD9 {
            return None;
        }
        i += 2 + len;
    }
    None
}

/// Why the print map could not be encoded.
#[derive(Debug, thiserror::Error)]
pub enum EncodeError {
    #[error("{}", tr!(ReportErrChannels, channels = .0.to_string()))]
    Channels(u8),
    #[error("{}", tr!(ReportErrJpegTooLarge, width = .width.to_string(), height = .height.to_string()))]
    TooLarge { width: u32, height: u32 },
    #[error(transparent)]
    Encoder(#[from] jpeg_encoder::EncodingError),
    /// A JPEG passed through whose segments do not read to the end of the image.
    #[error("{}", tr!(ReportErrJpegUnreadable))]
    Unreadable,
}

/// Encode as a baseline JPEG: colour 4:2:0 (the chroma averaged over 2 × 2, half the bytes of
/// 4:4:4 for no loss a print shows), grey as it is.
pub fn encode_jpeg<P>(img: &image::ImageBuffer<P, Vec<u8>>) -> Result<Vec<u8>, EncodeError>
where
    P: image::Pixel<Subpixel = u8>,
{
    let (w, h) = img.dimensions();
    let colour = match P::CHANNEL_COUNT {
        1 => jpeg_encoder::ColorType::Luma,
        3 => jpeg_encoder::ColorType::Rgb,
        n => return Err(EncodeError::Channels(n)),
    };
    let (Ok(width), Ok(height)) = (u16::try_from(w), u16::try_from(h)) else {
        return Err(EncodeError::TooLarge {
            width: w,
            height: h,
        });
    };
    let mut out = Vec::new();
    let mut enc = jpeg_encoder::Encoder::new(&mut out, JPEG_QUALITY);
    if colour == jpeg_encoder::ColorType::Rgb {
        enc.set_sampling_factor(jpeg_encoder::SamplingFactor::R_4_2_0);
        enc.set_chroma_subsampling_method(jpeg_encoder::ChromaSubsamplingMethod::Average);
    }
    enc.encode(img.as_raw(), width, height, colour)?;
    Ok(out)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use image::RgbImage;

    pub(crate) fn tiny_jpeg(w: u32, h: u32) -> Vec<u8> {
        let img = RgbImage::from_fn(w, h, |x, y| image::Rgb([(x * 7) as u8, (y * 5) as u8, 90]));
        let mut out = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 80)
            .encode_image(&img)
            .unwrap();
        out
    }

    #[test]
    fn the_jpeg_header_is_read_without_decoding() {
        let j = jpeg_info(&tiny_jpeg(37, 21)).expect("a JPEG");
        assert_eq!(
            (j.width, j.height, j.components, j.precision, j.sof),
            (37, 21, 3, 8, 0xC0)
        );
        assert!(j.embeddable());
        assert_eq!(jpeg_info(b"\x89PNG\r\n\x1a\n"), None);
        assert_eq!(jpeg_info(b"\xff\xd8\xff"), None, "truncated");
        let cmyk = JpegInfo { components: 4, ..j };
        assert!(!cmyk.embeddable());
        let arithmetic = JpegInfo { sof: 0xC9, ..j };
        assert!(!arithmetic.embeddable());
    }

    /// The luma component's sampling factors in the frame header (0x22 for 4:2:0, 0x11 for 4:4:4).
    fn luma_sampling(jpeg: &[u8]) -> u8 {
        let sof = jpeg.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
        jpeg[sof + 11]
    }

    #[test]
    fn colour_is_encoded_4_2_0_and_reads_back() {
        let rgb = RgbImage::from_fn(203, 157, |x, y| image::Rgb([x as u8, y as u8, 7]));
        let bytes = encode_jpeg(&rgb).unwrap();
        assert_eq!(luma_sampling(&bytes), 0x22);
        let back = image::load_from_memory(&bytes).unwrap().to_rgb8();
        assert_eq!(back.dimensions(), (203, 157));
        let j = jpeg_info(&bytes).unwrap();
        assert_eq!((j.width, j.height, j.components), (203, 157, 3));
        let grey = image::GrayImage::from_fn(64, 40, |x, _| image::Luma([x as u8]));
        assert_eq!(luma_sampling(&encode_jpeg(&grey).unwrap()), 0x11);
    }

    #[test]
    fn what_jpeg_cannot_hold_is_refused_by_name() {
        let wide = image::GrayImage::new(70_000, 1);
        let e = encode_jpeg(&wide).unwrap_err();
        assert!(e.to_string().contains("70000 × 1 is too large"), "{e}");
        let rgba = image::RgbaImage::new(4, 4);
        assert!(matches!(encode_jpeg(&rgba), Err(EncodeError::Channels(4))));
    }
}
