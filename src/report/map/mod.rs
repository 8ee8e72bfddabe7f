//! The map on the page: the image embedded at print resolution ([`embed`]), with deployment
//! areas and markers drawn over it as vectors ([`overlay`]), and a legend ([`legend`]).
//!
//! Embedding (NOTES.md): printpdf's own image path decodes, may shrink and re-encodes without a
//! word, so it is not used. A JPEG already no larger than the printed size needs is embedded
//! byte for byte as a `DCTDecode` image XObject. Anything else is decoded (header checked first
//! by `render::image_io`) at the scale it is printed at: a JPEG is reduced in the DCT to the
//! smallest power-of-two scale at or above it, by libjpeg when the build has it (its entropy
//! decoder is what makes a 100-MP map cost less than one full `djpeg` decode), else by
//! `render::scaled`; then it is resampled to 300 dpi at the printed size
//! (`render::resample`) and embedded as a 4:2:0 JPEG we encode ([`jpeg`]).

mod jpeg;
mod legend;
mod overlay;

pub use jpeg::{EncodeError, JpegInfo, encode_jpeg, jpeg_info};
pub use legend::{draw_legend, legend_height};
pub use overlay::{
    MarkerLook, Placement, SideLook, draw_overlay, extent, hidden_look, marker_label, marker_look,
    shown_look, value_shown,
};

use super::ReportError;
use crate::model::Scenario;
use crate::render::{draw, image_io, libjpeg, resample, scaled};
use image::{DynamicImage, RgbImage};
use printpdf as pdf;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Print resolution of the map, in dots per inch.
pub const MAP_DPI: f32 = 300.0;
/// Quality of the JPEG we encode when the map has to be reduced or is not a JPEG.
pub const JPEG_QUALITY: u8 = 85;

/// How the map image goes into the PDF.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Embedding {
    /// The JPEG file's bytes, unchanged.
    Passthrough,
    /// Decoded, reduced (or kept, when smaller) to these pixels, and encoded as JPEG.
    Encode { width: u32, height: u32 },
}

/// Pixels needed to print `printed_pt` points at [`MAP_DPI`].
pub fn pixels_for(printed_pt: f32) -> u32 {
    (printed_pt / 72.0 * MAP_DPI).ceil().max(1.0) as u32
}

/// Decide how to embed an image of `source` pixels printed in a box of `printed` points.
/// `jpeg_ok`: the file is a JPEG PDF readers take as it is.
///
/// A JPEG up to 20% larger than print resolution (360 dpi) still goes in unchanged: re-encoding
/// it would cost a decode, an encode and a generation of JPEG loss to save less than a third of
/// its bytes (a map printed at the page's width under a heading is often just that much
/// smaller than the same map on a page of its own).
pub fn plan_embedding(source: (u32, u32), printed: (f32, f32), jpeg_ok: bool) -> Embedding {
    let need = (pixels_for(printed.0), pixels_for(printed.1));
    let slack = |n: u32| n + n / 5 + 1;
    let small_enough = source.0 <= slack(need.0) && source.1 <= slack(need.1);
    if small_enough {
        if jpeg_ok {
            return Embedding::Passthrough;
        }
        return Embedding::Encode {
            width: source.0,
            height: source.1,
        };
    }
    // Keep the source's aspect exactly: scale by the tighter of the two ratios.
    let k = (need.0 as f64 / source.0 as f64).min(need.1 as f64 / source.1 as f64);
    Embedding::Encode {
        width: ((source.0 as f64 * k).round() as u32).max(1),
        height: ((source.1 as f64 * k).round() as u32).max(1),
    }
}

/// The map file, read but not decoded.
pub struct MapSource {
    pub path: PathBuf,
    pub bytes: Arc<[u8]>,
    pub size: (u32, u32),
    pub jpeg: Option<JpegInfo>,
}

/// Where the scenario's map file is: relative paths are relative to the scenario's folder.
pub fn map_path(s: &Scenario, scenario_dir: Option<&Path>) -> Option<PathBuf> {
    let image = s.map.image.as_deref()?.trim();
    if image.is_empty() {
        return None;
    }
    Some(draw::map_image_path(scenario_dir, image))
}

impl MapSource {
    /// Read the file and check its header (size limits included).
    pub fn read(path: &Path) -> Result<MapSource, ReportError> {
        let bytes = image_io::read_file(path)?;
        MapSource::from_bytes(path, bytes)
    }

    /// A map already in memory (a built-in demo's), named `path` in messages; its header is
    /// checked as a file's is.
    pub fn from_bytes(path: &Path, bytes: Vec<u8>) -> Result<MapSource, ReportError> {
        let origin = path.display().to_string();
        let size = image_io::dimensions_of_bytes(&bytes, &origin)?;
        let jpeg = jpeg_info(&bytes);
        Ok(MapSource {
            path: path.to_path_buf(),
            bytes: bytes.into(),
            size,
            jpeg,
        })
    }

    fn origin(&self) -> String {
        self.path.display().to_string()
    }

    /// Decode with `render::image_io`'s checks and limits to at least `want` pixels, reduced
    /// in the DCT, so a 100-MP map printed at 4 MP is never decoded at full size. libjpeg
    /// first (its result is RGB, grey included); the pure-Rust decoders when the build has no
    /// libjpeg or libjpeg declines (CMYK), and they name any fault.
    fn decode_at_least(&self, want: (u32, u32)) -> Result<DynamicImage, ReportError> {
        if self.jpeg.is_some() && libjpeg::available() {
            let factor = scaled::dct_factor_for(self.size, want);
            if let Ok(rgb) = libjpeg::decode_rgb(self.bytes.clone(), factor) {
                return Ok(DynamicImage::ImageRgb8(rgb));
            }
        }
        Ok(scaled::decode_at_least(&self.bytes, &self.origin(), want)?.image)
    }

    /// Whether the map is greyscale: a one-component JPEG, or a grey image once decoded.
    fn is_grey(&self, img: &DynamicImage) -> bool {
        self.jpeg.is_some_and(|j| j.components == 1)
            || matches!(img.color(), image::ColorType::L8 | image::ColorType::L16)
    }
}

/// The map as embedded.
#[derive(Clone, Debug)]
pub struct EmbeddedMap {
    pub id: pdf::XObjectId,
    /// Pixels of the image in the PDF.
    pub pixels: (u32, u32),
    pub passthrough: bool,
}

/// Put the map image into the document for a printed box of `printed` points.
/// On a greyscale report (`grey`) the image is put in as grey: a colour JPEG is then decoded
/// and encoded again.
pub fn embed(
    doc: &mut pdf::PdfDocument,
    src: &MapSource,
    printed: (f32, f32),
    grey: bool,
) -> Result<EmbeddedMap, ReportError> {
    let jpeg_ok = src.jpeg.is_some_and(|j| {
        j.embeddable() && (j.width, j.height) == src.size && (!grey || j.components == 1)
    });
    let (bytes, pixels, gray, passthrough) = match plan_embedding(src.size, printed, jpeg_ok) {
        Embedding::Passthrough => {
            let j = src.jpeg.expect("passthrough only for a JPEG");
            (passthrough_bytes(src)?, src.size, j.components == 1, true)
        }
        Embedding::Encode { width, height } => {
            let e = reduce_and_encode(src, (width, height), grey)?;
            (e.bytes, e.pixels, e.gray, false)
        }
    };
    let id = doc.add_xobject(&dct_xobject(bytes, pixels, gray));
    Ok(EmbeddedMap {
        id,
        pixels,
        passthrough,
    })
}

/// The JPEG's own bytes without its metadata (comments, EXIF): it never reaches the report, as
/// it can hide text.
fn passthrough_bytes(src: &MapSource) -> Result<Vec<u8>, ReportError> {
    crate::render::jpeg_meta::strip_jpeg_metadata(&src.bytes).ok_or_else(|| {
        ReportError::MapEncode {
            path: src.origin(),
            source: EncodeError::Unreadable,
        }
    })
}

/// The print map as we encoded it.
struct Encoded {
    bytes: Vec<u8>,
    pixels: (u32, u32),
    gray: bool,
}

/// Decode small, reduce to `size` and encode.
fn reduce_and_encode(
    src: &MapSource,
    size: (u32, u32),
    grey: bool,
) -> Result<Encoded, ReportError> {
    if !grey && let Some(rgb) = decode_to_size_streaming(src, size) {
        let pixels = rgb.dimensions();
        let bytes = encode_jpeg(&rgb).map_err(|source| ReportError::MapEncode {
            path: src.origin(),
            source,
        })?;
        return Ok(Encoded {
            bytes,
            pixels,
            gray: false,
        });
    }
    let img = src.decode_at_least(size)?;
    let gray = grey || src.is_grey(&img);
    let encoded = if gray {
        let g = resample::reduce(img.to_luma8(), size.0, size.1, 1);
        encode_jpeg(&g).map(|b| (b, g.dimensions()))
    } else {
        let rgb = resample::reduce(flatten_on_white(img), size.0, size.1, 1);
        encode_jpeg(&rgb).map(|b| (b, rgb.dimensions()))
    };
    let (bytes, pixels) = encoded.map_err(|source| ReportError::MapEncode {
        path: src.origin(),
        source,
    })?;
    Ok(Encoded {
        bytes,
        pixels,
        gray,
    })
}

/// A colour JPEG decoded by libjpeg in the DCT and resampled to `size` as its rows arrive:
/// each band's rows are resampled across on the other core while libjpeg decodes the next,
/// and only the pass down the columns waits for the end. This is what brings the 100-MP
/// report under one `djpeg` decode (`tests/benches/report_map.sh`): the resample no longer follows
/// the decode. The very pixels of [`resample::reduce`] on the whole decode. `None` when the
/// whole-image path is the one to take (no libjpeg, a grey or CMYK JPEG, a reduction the DCT
/// and block averaging do alone) or libjpeg fails; that path then names any fault.
fn decode_to_size_streaming(src: &MapSource, (w, h): (u32, u32)) -> Option<RgbImage> {
    if src.jpeg.is_none_or(|j| j.components != 3) || !libjpeg::available() {
        return None;
    }
    let factor = scaled::dct_factor_for(src.size, (w, h));
    let mut rows = libjpeg::JpegRows::open(src.bytes.clone(), factor).ok()?;
    let (sw, sh) = rows.size();
    let k = (sw / w.max(1)).min(sh / h.max(1));
    let slack = |n: u32| n + n / 10 + 1;
    if k >= 2 || (sw <= slack(w) && sh <= slack(h)) {
        return None;
    }
    let (sw, dw) = (sw as usize, w as usize);
    let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<u8>>(4);
    let across = std::thread::scope(|scope| {
        let worker = scope.spawn(move || {
            let mut out = Vec::with_capacity(dw * sh as usize * 3);
            for band in rx {
                let n = band.len() / (sw * 3);
                out.extend(resample::resize_rows::<3>(&band, sw, n, dw));
            }
            out
        });
        let decoded = loop {
            let mut band = Vec::new();
            match rows.read_rows(&mut band, 64) {
                Ok(0) => break rows.rows_read() == sh,
                Ok(_) => {
                    if tx.send(band).is_err() {
                        break false;
                    }
                }
                Err(_) => break false,
            }
        };
        drop(tx);
        let across = worker.join().ok()?;
        decoded.then_some(across)
    })?;
    let pixels = resample::resize_columns::<3>(&across, dw, sh as usize, h as usize);
    RgbImage::from_raw(w, h, pixels)
}

/// An image XObject whose stream is JPEG data.
fn dct_xobject(bytes: Vec<u8>, (w, h): (u32, u32), gray: bool) -> pdf::ExternalXObject {
    use pdf::DictItem::{Int, Name};
    let mut dict = BTreeMap::new();
    dict.insert("Type".to_string(), Name(b"XObject".to_vec()));
    dict.insert("Subtype".to_string(), Name(b"Image".to_vec()));
    dict.insert("Width".to_string(), Int(w as i64));
    dict.insert("Height".to_string(), Int(h as i64));
    let space: &[u8] = if gray { b"DeviceGray" } else { b"DeviceRGB" };
    dict.insert("ColorSpace".to_string(), Name(space.to_vec()));
    dict.insert("BitsPerComponent".to_string(), Int(8));
    dict.insert("Filter".to_string(), Name(b"DCTDecode".to_vec()));
    pdf::ExternalXObject {
        stream: pdf::ExternalStream {
            dict,
            content: bytes,
            // Deflating JPEG data gains nothing and costs time.
            compress: false,
        },
        width: None,
        height: None,
        dpi: None,
    }
}

/// The map as RGB: transparent pixels laid on white paper.
fn flatten_on_white(img: DynamicImage) -> RgbImage {
    if !img.color().has_alpha() {
        return img.into_rgb8();
    }
    let rgba = img.into_rgba8();
    let mut out = RgbImage::new(rgba.width(), rgba.height());
    for (o, p) in out.pixels_mut().zip(rgba.pixels()) {
        let a = p[3] as u32;
        for c in 0..3 {
            o[c] = ((p[c] as u32 * a + 255 * (255 - a) + 127) / 255) as u8;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::jpeg::tests::tiny_jpeg;

    #[test]
    fn a_jpeg_no_bigger_than_needed_passes_through() {
        // 150 mm at 300 dpi is 1772 pixels.
        let mm150 = 150.0 * 72.0 / 25.4;
        assert_eq!(pixels_for(mm150), 1772);
        assert_eq!(
            plan_embedding((1772, 1000), (mm150, mm150), true),
            Embedding::Passthrough
        );
        assert_eq!(
            plan_embedding((1772, 1000), (mm150, mm150), false),
            Embedding::Encode {
                width: 1772,
                height: 1000
            },
            "a PNG of the right size is encoded at its own size, never enlarged"
        );
        assert_eq!(
            plan_embedding((12_000, 8_400), (mm150 * 1.5, mm150 * 1.05), true),
            Embedding::Encode {
                width: 2658,
                height: 1861
            }
        );
        // Within 20% of the needed size: unchanged; beyond it: reduced.
        assert_eq!(
            plan_embedding((2127, 1100), (mm150, mm150), true),
            Embedding::Passthrough
        );
        assert_eq!(
            plan_embedding((2128, 1100), (mm150, mm150), true),
            Embedding::Encode {
                width: 1772,
                height: 916
            }
        );
        // Exactly twice the needed size: halved, aspect kept.
        assert_eq!(
            plan_embedding((3544, 2000), (mm150, mm150), true),
            Embedding::Encode {
                width: 1772,
                height: 1000
            }
        );
    }

    #[test]
    fn embedding_a_small_jpeg_keeps_its_bytes() {
        let bytes = tiny_jpeg(64, 32);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("map.jpg");
        std::fs::write(&path, &bytes).unwrap();
        let src = MapSource::read(&path).unwrap();
        let mut doc = pdf::PdfDocument::new("t");
        let e = embed(&mut doc, &src, (200.0, 100.0), false).unwrap();
        assert!(e.passthrough);
        assert_eq!(e.pixels, (64, 32));
        match doc.resources.xobjects.map.get(&e.id) {
            Some(pdf::XObject::External(x)) => {
                assert_eq!(x.stream.content, bytes);
                assert!(!x.stream.compress);
                assert_eq!(
                    x.stream.dict.get("Filter"),
                    Some(&pdf::DictItem::Name(b"DCTDecode".to_vec()))
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_large_png_is_reduced_to_print_resolution() {
        let img = image::RgbaImage::from_fn(900, 600, |x, y| {
            image::Rgba([x as u8, y as u8, 0, if x < 10 { 0 } else { 255 }])
        });
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("map.png");
        img.save(&path).unwrap();
        let src = MapSource::read(&path).unwrap();
        assert_eq!(src.size, (900, 600));
        let mut doc = pdf::PdfDocument::new("t");
        // 72 pt = 1 inch = 300 px wide.
        let e = embed(&mut doc, &src, (72.0, 48.0), false).unwrap();
        assert!(!e.passthrough);
        assert_eq!(e.pixels, (300, 200));
    }

    #[test]
    fn a_big_jpeg_is_decoded_small_and_printed_at_print_size() {
        let img = RgbImage::from_fn(2400, 1600, |x, y| {
            image::Rgb([(x / 10) as u8, (y / 7) as u8, 90])
        });
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("map.jpg");
        img.save(&path).unwrap();
        let src = MapSource::read(&path).unwrap();
        // 72 pt = 300 px: 1/8 (300 × 200) is exactly enough.
        let small = src.decode_at_least((300, 200)).unwrap();
        assert_eq!((small.width(), small.height()), (300, 200));
        let mut doc = pdf::PdfDocument::new("t");
        let e = embed(&mut doc, &src, (72.0, 48.0), false).unwrap();
        assert!(!e.passthrough);
        assert_eq!(e.pixels, (300, 200));
    }

    /// The print map resampled as libjpeg's rows arrive is the whole decode resampled.
    #[cfg(umpire_libjpeg)]
    #[test]
    fn the_streamed_resample_equals_the_whole_one() {
        let img = RgbImage::from_fn(2400, 1600, |x, y| {
            image::Rgb([(x * 3 + y) as u8, (x ^ y) as u8, (y / 5) as u8])
        });
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("map.jpg");
        img.save(&path).unwrap();
        let src = MapSource::read(&path).unwrap();
        // 1/4 gives 600 × 400: more than 10% over 500 × 333, so the triangle filter finishes.
        let streamed = decode_to_size_streaming(&src, (500, 333)).expect("a colour JPEG streams");
        let whole = src.decode_at_least((500, 333)).unwrap().into_rgb8();
        assert_eq!(whole.dimensions(), (600, 400));
        assert!(streamed == resample::reduce(whole, 500, 333, 1));
        assert!(
            decode_to_size_streaming(&src, (600, 400)).is_none(),
            "the DCT alone gives the size: nothing to stream"
        );
    }

    #[test]
    fn a_grey_jpeg_stays_grey() {
        let img = image::GrayImage::from_fn(2400, 1600, |x, _| image::Luma([(x / 10) as u8]));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("grey.jpg");
        img.save(&path).unwrap();
        let src = MapSource::read(&path).unwrap();
        let mut doc = pdf::PdfDocument::new("t");
        let e = embed(&mut doc, &src, (72.0, 48.0), false).unwrap();
        match doc.resources.xobjects.map.get(&e.id) {
            Some(pdf::XObject::External(x)) => assert_eq!(
                x.stream.dict.get("ColorSpace"),
                Some(&pdf::DictItem::Name(b"DeviceGray".to_vec()))
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_unreadable_map_names_its_path() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notes.png");
        std::fs::write(&path, b"not an image").unwrap();
        let e = MapSource::read(&path).err().expect("refused");
        assert!(e.to_string().contains("notes.png"), "{e}");
        let e = MapSource::read(&dir.path().join("missing.jpg"))
            .err()
            .expect("refused");
        assert!(e.to_string().contains("missing.jpg"), "{e}");
    }
}
