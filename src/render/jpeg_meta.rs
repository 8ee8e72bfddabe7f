//! Taking the metadata out of a JPEG without decoding it: a map file can hide text (EXIF
//! comments, XMP, a `COM` segment, ICC profile descriptions) that must not reach a player's
//! report. The image data (tables, frame, scans) is kept byte for byte.

/// The JPEG without its application segments (APP1 … APP13, APP15: EXIF, XMP, ICC, Photoshop)
/// and comments. APP0 (JFIF) and APP14 (Adobe: how the colours are transformed) are kept, as
/// they change how the pixels read. `None` when the bytes are not a well-formed JPEG.
pub fn strip_jpeg_metadata(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.len() < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8 {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(&bytes[..2]);
    let mut i = 2;
    loop {
        // Fill bytes before a marker are allowed.
        while bytes.get(i) == Some(&0xFF) && bytes.get(i + 1) == Some(&0xFF) {
            i += 1;
        }
        if bytes.get(i) != Some(&0xFF) {
            return None;
        }
        let marker = *bytes.get(i + 1)?;
        if marker == 0xD9 {
            out.extend_from_slice(&bytes[i..i + 2]);
            return Some(out);
        }
        let len = usize::from(u16::from_be_bytes([*bytes.get(i + 2)?, *bytes.get(i + 3)?]));
        if len < 2 {
            return None;
        }
        let end = i.checked_add(2 + len)?;
        if end > bytes.len() {
            return None;
        }
        let metadata = matches!(marker, 0xE1..=0xED | 0xEF | 0xFE);
        if !metadata {
            out.extend_from_slice(&bytes[i..end]);
        }
        i = end;
        if marker == 0xDA {
            // Entropy-coded data runs to the next marker that is not a restart or a stuffed 0.
            let start = i;
            while i + 1 < bytes.len()
                && !(bytes[i] == 0xFF
                    && bytes[i + 1] != 0
                    && !(0xD0..=0xD7).contains(&bytes[i + 1]))
            {
                i += 1;
            }
            if i + 1 >= bytes.len() {
                return None;
            }
            out.extend_from_slice(&bytes[start..i]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jpeg_with_comment() -> Vec<u8> {
        let img = image::RgbImage::from_pixel(16, 8, image::Rgb([40, 120, 200]));
        let mut plain = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut plain, 80)
            .encode_image(&img)
            .unwrap();
        // A COM segment and an APP1 (EXIF-like) segment right after SOI.
        let secret = b"B is worth 30";
        let mut with = plain[..2].to_vec();
        with.extend_from_slice(&[0xFF, 0xFE, 0, (secret.len() + 2) as u8]);
        with.extend_from_slice(secret);
        with.extend_from_slice(&[0xFF, 0xE1, 0, (secret.len() + 2) as u8]);
        with.extend_from_slice(secret);
        with.extend_from_slice(&plain[2..]);
        with
    }

    #[test]
    fn comments_and_exif_are_taken_out_and_the_picture_kept() {
        let with = jpeg_with_comment();
        let stripped = strip_jpeg_metadata(&with).unwrap();
        let find = |hay: &[u8]| hay.windows(13).any(|w| w == b"B is worth 30");
        assert!(find(&with));
        assert!(!find(&stripped), "the hidden text is gone");
        let a = image::load_from_memory(&with).unwrap().to_rgb8();
        let b = image::load_from_memory(&stripped).unwrap().to_rgb8();
        assert_eq!(a, b, "the pixels are the same");
    }

    #[test]
    fn broken_jpegs_are_refused() {
        assert_eq!(strip_jpeg_metadata(b"not a jpeg"), None);
        let with = jpeg_with_comment();
        assert_eq!(strip_jpeg_metadata(&with[..with.len() / 2]), None);
    }
}
