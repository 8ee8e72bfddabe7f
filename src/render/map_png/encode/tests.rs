use super::*;

/// The PNG of `pixels` coded in bands of `band_rows`, as the writer puts it together.
fn png_of(layout: &Layout, pixels: &[u8], band_rows: usize) -> Vec<u8> {
    let stride = layout.row_bytes();
    let mut out = layout.head();
    let mut adler = 1;
    let mut scratch = Scratch::default();
    for (i, band) in pixels.chunks(stride * band_rows).enumerate() {
        let coded = code_band(layout, band, i == 0, Vec::new(), &mut scratch);
        coded.write_to(&mut out).unwrap();
        adler = join_adler(adler, &coded);
    }
    out.extend_from_slice(&tail(adler));
    out
}

/// Flat areas (long zero runs once filtered), texture and noise in one picture.
fn picture(width: u32, height: u32, channels: u8) -> Vec<u8> {
    let mut x = 12345u32;
    let mut out = Vec::new();
    for y in 0..height {
        for px in 0..width {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let rgba = match (px * 3 / width.max(1), y % 7) {
                (0, _) => [40, 90, 40, 255],
                (1, 0) => [(x >> 24) as u8, (x >> 16) as u8, (x >> 8) as u8, x as u8],
                _ => [
                    (px * 5) as u8,
                    (y * 3) as u8,
                    (px ^ y) as u8,
                    (px + y) as u8,
                ],
            };
            out.extend_from_slice(&rgba[..channels as usize]);
        }
    }
    out
}

#[test]
fn a_png_coded_in_bands_reads_back_with_its_pixels() {
    for (width, height) in [(1, 1), (5, 3), (13, 40), (300, 33), (1000, 9)] {
        for channels in [3u8, 4] {
            let layout = Layout {
                width,
                height,
                channels,
            };
            let pixels = picture(width, height, channels);
            for band_rows in [1, 4, 7, height as usize] {
                let png = png_of(&layout, &pixels, band_rows);
                let img = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
                    .unwrap_or_else(|e| panic!("{width}×{height}×{channels}, {band_rows}: {e}"));
                assert_eq!((img.width(), img.height()), (width, height));
                let got = if channels == 4 {
                    img.into_rgba8().into_raw()
                } else {
                    assert!(!img.color().has_alpha());
                    img.into_rgb8().into_raw()
                };
                assert!(
                    got == pixels,
                    "{width}×{height}×{channels} in bands of {band_rows}"
                );
            }
        }
    }
}

#[test]
fn large_bands_are_cut_into_idat_chunks_with_their_crcs() {
    let layout = Layout {
        width: 1200,
        height: 400,
        channels: 3,
    };
    let mut x = 99u32;
    let pixels: Vec<u8> = (0..1200 * 400 * 3)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 24) as u8
        })
        .collect();
    let coded = code_band(&layout, &pixels, true, Vec::new(), &mut Scratch::default());
    assert!(coded.data().len() > IDAT_BYTES, "{}", coded.data().len());
    let mut out = Vec::new();
    coded.write_to(&mut out).unwrap();
    let mut at = 0;
    let mut chunks = 0;
    while at < out.len() {
        let len = u32::from_be_bytes(out[at..at + 4].try_into().unwrap()) as usize;
        assert_eq!(&out[at + 4..at + 8], b"IDAT");
        assert!(len <= IDAT_BYTES);
        let crc = u32::from_be_bytes(out[at + 8 + len..at + 12 + len].try_into().unwrap());
        assert_eq!(crc, crc32fast::hash(&out[at + 4..at + 8 + len]));
        at += 12 + len;
        chunks += 1;
    }
    assert_eq!(chunks, coded.data().len().div_ceil(IDAT_BYTES));
}

/// The IDAT chunks' data of a PNG, joined: the zlib stream.
fn zlib_stream(png: &[u8]) -> Vec<u8> {
    let mut at = SIGNATURE.len();
    let mut stream = Vec::new();
    while at < png.len() {
        let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
        if &png[at + 4..at + 8] == b"IDAT" {
            stream.extend_from_slice(&png[at + 8..at + 8 + len]);
        }
        at += 12 + len;
    }
    stream
}

#[test]
fn the_bands_make_one_zlib_stream_whose_sum_checks() {
    use std::io::Read;
    for (width, height, channels, band_rows) in [(300, 33, 3, 7), (1, 5, 4, 1), (64, 64, 4, 64)] {
        let layout = Layout {
            width,
            height,
            channels,
        };
        let png = png_of(&layout, &picture(width, height, channels), band_rows);
        // zlib's inflater checks the stream's Adler-32 at its end (the PNG decoders need not).
        let mut rows = Vec::new();
        flate2::read::ZlibDecoder::new(zlib_stream(&png).as_slice())
            .read_to_end(&mut rows)
            .unwrap_or_else(|e| panic!("{width}×{height}, bands of {band_rows}: {e}"));
        assert_eq!(rows.len(), height as usize * (layout.row_bytes() + 1));
    }
}
