//! Hostile map images: bombs (a header claiming far more pixels than the budget, a colour
//! profile that inflates without end), data-less and truncated images, and a JPEG on which
//! the pure-Rust decoder panics: each refused with the file named, or drawn within bounds.

use super::*;

fn small_jpeg(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x * 5) as u8, (y * 3) as u8, ((x + y) * 2) as u8])
    });
    let mut bytes = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 85)
        .encode_image(&img)
        .unwrap();
    bytes
}

/// A JPEG's headers up to its first scan, saying `width` × `height`, then the end marker: no
/// image data at all (the 629-byte reproducer).
fn header_only_jpeg(width: u16, height: u16) -> Vec<u8> {
    let j = small_jpeg(16, 16);
    let sos = j.windows(2).position(|w| w == [0xff, 0xda]).unwrap();
    let mut out = j[..sos].to_vec();
    let sof = out.windows(2).position(|w| w == [0xff, 0xc0]).unwrap();
    out[sof + 5..sof + 7].copy_from_slice(&height.to_be_bytes());
    out[sof + 7..sof + 9].copy_from_slice(&width.to_be_bytes());
    out.extend_from_slice(&[0xff, 0xd9]);
    out
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

/// A PNG chunk: length, kind, data and CRC.
pub(crate) fn png_chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut c = (data.len() as u32).to_be_bytes().to_vec();
    c.extend_from_slice(kind);
    c.extend_from_slice(data);
    let crc = crc32(&c[4..]);
    c.extend_from_slice(&crc.to_be_bytes());
    c
}

/// A PNG whose header says `width` × `height` at 1 bit a pixel, with a little image data.
fn one_bit_png(width: u32, height: u32) -> Vec<u8> {
    let mut ihdr = width.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[1, 0, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend(png_chunk(b"IHDR", &ihdr));
    png.extend(png_chunk(b"IDAT", &[0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1]));
    png.extend(png_chunk(b"IEND", b""));
    png
}

/// A zlib stream that inflates to `len` zero bytes (at most 258 × 8 / 13 ≈ 159 to one):
/// one literal 0, then copies of 258 bytes from 1 back, in fixed Huffman codes.
fn zlib_of_zeros(len: usize) -> Vec<u8> {
    struct Bits {
        out: Vec<u8>,
        acc: u32,
        n: u32,
    }
    impl Bits {
        /// `count` bits of `value`, lowest first.
        fn put(&mut self, value: u32, count: u32) {
            self.acc |= value << self.n;
            self.n += count;
            while self.n >= 8 {
                self.out.push(self.acc as u8);
                self.acc >>= 8;
                self.n -= 8;
            }
        }
        /// A Huffman code, written from its first (highest) bit.
        fn code(&mut self, code: u32, len: u32) {
            let reversed = code.reverse_bits() >> (32 - len);
            self.put(reversed, len);
        }
    }
    let mut b = Bits {
        out: vec![0x78, 0x01],
        acc: 0,
        n: 0,
    };
    b.put(1, 1); // the last block
    b.put(1, 2); // fixed Huffman codes
    b.code(0x30, 8); // literal 0
    for _ in 0..(len - 1) / 258 {
        b.code(0xc5, 8); // length 258 (code 285)
        b.code(0, 5); // distance 1
    }
    b.code(0, 7); // end of block
    b.put(0, 7);
    b.out.extend_from_slice(&1u32.to_be_bytes()); // a checksum nobody reaches
    b.out
}

/// A whole small PNG with a colour profile that inflates to `profile` bytes.
fn png_with_profile(profile: usize) -> Vec<u8> {
    let png = small_png(8, 8);
    let mut iccp = b"bomb\0\0".to_vec();
    iccp.extend(zlib_of_zeros(profile));
    let ihdr_end = 8 + 25;
    let mut out = png[..ihdr_end].to_vec();
    out.extend(png_chunk(b"iCCP", &iccp));
    out.extend_from_slice(&png[ihdr_end..]);
    out
}

// ---------------------------------------------------------------------------------------------
// 1. Image bombs, truncated and data-less images.

#[test]
fn a_jpeg_header_claiming_20000_square_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let bomb = header_only_jpeg(20_000, 20_000);
    assert!(bomb.len() < 1_000, "{} bytes", bomb.len());
    std::fs::write(d.join("bomb.jpg"), &bomb).unwrap();
    scenario_with_map(d, "s.ron", Some("bomb.jpg"));
    let o = umpire_in(d, &["check", "s.ron"]);
    assert!(
        stderr(&o).contains("bomb.jpg: the image says it is 20000 × 20000 pixels (400 MP)"),
        "{}",
        stderr(&o)
    );
    refused(
        d,
        &["render-map", "s.ron", "-o", "out.png"],
        &["20000 × 20000", "umpire opens maps up to 209 MP"],
    );
    assert!(!d.join("out.png").exists());
    report_without_map(d, &["20000 × 20000"]);
}

#[test]
fn a_jpeg_with_headers_and_no_image_data_is_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("empty.jpg"), header_only_jpeg(640, 480)).unwrap();
    scenario_with_map(d, "s.ron", Some("empty.jpg"));
    refused(
        d,
        &["render-map", "s.ron", "-o", "out.png"],
        &["empty.jpg: the image is damaged: it has a header but no image data (no scan)"],
    );
}

#[test]
fn a_one_bit_png_of_20000_square_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("bits.png"), one_bit_png(20_000, 20_000)).unwrap();
    scenario_with_map(d, "s.ron", Some("bits.png"));
    refused(
        d,
        &["render-map", "s.ron", "-o", "out.png"],
        &["bits.png: the image says it is 20000 × 20000 pixels"],
    );
    report_without_map(d, &["20000 × 20000"]);
}

#[test]
fn a_colour_profile_bomb_is_cut_off_and_the_map_still_draws() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // 64 MiB of profile, four times what the PNG decoder may allocate besides the pixels.
    let png = png_with_profile(64 << 20);
    std::fs::write(d.join("icc.png"), &png).unwrap();
    let img = umpire::render::image_io::decode_map_bytes(&png, "icc.png").unwrap();
    assert_eq!(img.dimensions(), (8, 8));
    scenario_with_map(d, "s.ron", Some("icc.png"));
    let o = umpire_in(d, &["render-map", "s.ron", "-o", "out.png"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

#[test]
fn truncated_images_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let j = small_jpeg(300, 200);
    std::fs::write(d.join("cut.jpg"), &j[..j.len() * 2 / 3]).unwrap();
    let p = small_png(300, 200);
    std::fs::write(d.join("cut.png"), &p[..p.len() - 20]).unwrap();
    for map in ["cut.jpg", "cut.png"] {
        scenario_with_map(d, "s.ron", Some(map));
        let o = umpire_in(d, &["check", "s.ron"]);
        assert!(
            stderr(&o).contains(&format!("{map}: the image is damaged: the file ends")),
            "{}",
            stderr(&o)
        );
        refused(
            d,
            &["render-map", "s.ron", "-o", "out.png"],
            &[map, "truncated"],
        );
        report_without_map(d, &[map, "truncated"]);
    }
}

/// A finding of the coverage-guided fuzzer (tests/afl/README.md): a 1 kB JPEG on which the pure-Rust
/// JPEG decoder's AVX2 inverse DCT panics. Every path that decodes a map with it (the window's
/// fallback, the report and `render-map` where libjpeg declines a file, builds without libjpeg)
/// goes through `decode_map_dynamic`: it must answer with an error naming the file, never panic.
#[test]
fn a_jpeg_that_makes_the_decoder_panic_is_reported_as_damaged() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fuzz-zune-jpeg-idct-panic.jpg");
    let bytes = std::fs::read(&path).expect("the fixture is committed");
    assert_eq!(bytes.len(), 1032);
    let origin = "fuzz.jpg";
    let answer =
        std::panic::catch_unwind(|| umpire::render::image_io::decode_map_dynamic(&bytes, origin))
            .expect("decoding never panics");
    // Where the decoder has no AVX2 path it may read the file after all; otherwise the error
    // names the file.
    if let Err(e) = answer {
        assert!(e.to_string().starts_with(origin), "{e}");
    }
    // The whole command line on it: refused or drawn, never a crash.
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(&path, dir.path().join("map.jpg")).unwrap();
    let mut s = Scenario::new("Fuzzed map");
    s.map.image = Some("map.jpg".into());
    model::save(&s, &dir.path().join("s.ron")).unwrap();
    let o = umpire_in(dir.path(), &["render-map", "s.ron", "-o", "out.png"]);
    assert!(matches!(code(&o), 0 | 1), "{}", stderr(&o));
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
}
