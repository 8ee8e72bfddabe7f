use super::*;
use image::{GrayImage, Luma, Rgb, RgbImage};

fn demo(name: &str) -> Arc<[u8]> {
    let path = format!("{}/assets/maps/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).expect(&path).into()
}

fn mean_abs_diff(a: &RgbImage, b: &RgbImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions());
    let sum: u64 = a
        .as_raw()
        .iter()
        .zip(b.as_raw())
        .map(|(&x, &y)| x.abs_diff(y) as u64)
        .sum();
    sum as f64 / a.as_raw().len() as f64
}

/// Each `k` × `k` block averaged: what a 1/k DCT decode approximates.
fn box_shrink(img: &RgbImage, k: u32) -> RgbImage {
    let (w, h) = (img.width().div_ceil(k), img.height().div_ceil(k));
    RgbImage::from_fn(w, h, |x, y| {
        let mut sum = [0u32; 3];
        let mut n = 0;
        for yy in y * k..((y + 1) * k).min(img.height()) {
            for xx in x * k..((x + 1) * k).min(img.width()) {
                let p = img.get_pixel(xx, yy).0;
                (0..3).for_each(|c| sum[c] += p[c] as u32);
                n += 1;
            }
        }
        Rgb(sum.map(|s| (s / n) as u8))
    })
}

#[test]
fn this_build_has_libjpeg() {
    assert!(available());
}

#[test]
fn the_demo_maps_decode_like_the_image_crate_at_full_size_and_at_an_eighth() {
    for name in ["waterloo.jpg", "lobositz.jpg", "saalfeld.jpg"] {
        let bytes = demo(name);
        let reference = image::load_from_memory(&bytes).unwrap().to_rgb8();

        let full = decode_rgb(bytes.clone(), 1).unwrap();
        let d = mean_abs_diff(&full, &reference);
        assert!(d < 1.5, "{name} at 1/1: mean difference {d}");

        let eighth = decode_rgb(bytes, 8).unwrap();
        assert_eq!(eighth.dimensions(), (300, 200));
        let d = mean_abs_diff(&eighth, &box_shrink(&reference, 8));
        assert!(d < 4.0, "{name} at 1/8: mean difference {d}");
    }
}

#[test]
fn rows_come_in_the_bands_asked_for_and_equal_the_whole_decode() {
    let bytes = demo("waterloo.jpg");
    let whole = decode_rgb(bytes.clone(), 2).unwrap();
    let mut rows = JpegRows::open(bytes, 2).unwrap();
    assert_eq!(rows.size(), (1200, 800));
    assert_eq!(rows.full_size(), (2400, 1600));
    let mut px = Vec::new();
    let mut bands = Vec::new();
    loop {
        let n = rows.read_rows(&mut px, 300).unwrap();
        if n == 0 {
            break;
        }
        bands.push(n);
    }
    assert_eq!(bands, [300, 300, 200]);
    assert_eq!(
        rows.read_rows(&mut px, 10).unwrap(),
        0,
        "nothing after the end"
    );
    assert_eq!(px, whole.into_raw());
}

#[test]
fn a_file_cut_short_or_corrupt_is_an_error_not_an_abort() {
    let bytes = demo("lobositz.jpg");
    let cut: Arc<[u8]> = bytes[..bytes.len() / 2].into();
    let e = decode_rgb(cut, 1).unwrap_err();
    assert!(matches!(e, JpegError::Libjpeg(_)), "{e:?}");
    assert!(e.to_string().contains("Premature end"), "{e}");

    let header_only: Arc<[u8]> = bytes[..40].into();
    assert!(decode_rgb(header_only, 8).is_err());

    let not_jpeg: Arc<[u8]> = b"this is not a JPEG at all".as_slice().into();
    let e = decode_rgb(not_jpeg, 1).unwrap_err();
    assert!(e.to_string().contains("JPEG"), "{e}");

    // A frame header claiming a zero-pixel image.
    let mut zero = bytes.to_vec();
    let sof = zero.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
    zero[sof + 5..sof + 9].fill(0);
    assert!(decode_rgb(zero.into(), 1).is_err());
}

#[test]
fn a_grey_jpeg_comes_out_as_rgb() {
    let g = GrayImage::from_fn(160, 96, |x, _| Luma([if x < 80 { 20 } else { 230 }]));
    let mut bytes = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 95)
        .encode_image(&g)
        .unwrap();
    let img = decode_rgb(bytes.into(), 4).unwrap();
    assert_eq!(img.dimensions(), (40, 24));
    let left = img.get_pixel(5, 10).0;
    let right = img.get_pixel(35, 10).0;
    assert!(left.iter().all(|&v| v.abs_diff(20) <= 6), "{left:?}");
    assert!(right.iter().all(|&v| v.abs_diff(230) <= 6), "{right:?}");
}

#[test]
fn cmyk_is_refused_by_name_so_callers_fall_back() {
    let mut bytes = Vec::new();
    let px = vec![0u8; 64 * 32 * 4];
    jpeg_encoder::Encoder::new(&mut bytes, 90)
        .encode(&px, 64, 32, jpeg_encoder::ColorType::Cmyk)
        .unwrap();
    let e = JpegRows::open(bytes.into(), 1).unwrap_err();
    assert_eq!(e, JpegError::ColourSpace("CMYK"));
}

#[test]
fn only_the_dct_scales_are_accepted() {
    let e = JpegRows::open(demo("waterloo.jpg"), 3).unwrap_err();
    assert_eq!(e, JpegError::BadScale(3));
}

/// RGBA rows are the RGB decode with an opaque alpha, pixel for pixel.
#[test]
fn rgba_rows_are_the_rgb_decode_with_opaque_alpha() {
    let bytes = demo("waterloo.jpg");
    let rgb = decode_rgb(bytes.clone(), 1).unwrap();
    let mut rows = JpegRows::open_rgba(bytes).unwrap();
    assert_eq!(rows.components(), 4);
    let mut rgba = Vec::new();
    while rows.read_rows(&mut rgba, 37).unwrap() > 0 {}
    assert_eq!(rgba.len(), rgb.as_raw().len() / 3 * 4);
    for (a, b) in rgba.chunks_exact(4).zip(rgb.as_raw().chunks_exact(3)) {
        assert_eq!(&a[..3], b);
        assert_eq!(a[3], 255);
    }
}

#[test]
fn a_buffer_used_again_is_written_over_to_the_exact_rows() {
    let bytes = demo("waterloo.jpg");
    let whole = decode_rgb(bytes.clone(), 2).unwrap().into_raw();
    let stride = 1200 * 3;
    let mut rows = JpegRows::open(bytes, 2).unwrap();
    // A buffer left longer than a band, and full of another band's bytes.
    let mut band = vec![7u8; stride * 500];
    let mut joined = Vec::new();
    let mut counts = Vec::new();
    loop {
        let n = rows.read_rows_replacing(&mut band, 300).unwrap();
        if n == 0 {
            break;
        }
        assert_eq!(band.len(), stride * n as usize, "exactly the rows read");
        joined.extend_from_slice(&band);
        counts.push(n);
    }
    assert_eq!(counts, [300, 300, 200]);
    assert!(band.is_empty(), "nothing after the end");
    assert_eq!(joined, whole);
}
