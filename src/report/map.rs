//! The map on the page: the image embedded at print resolution, with deployment areas and markers
//! drawn over it as vectors, and a legend.
//!
//! Embedding (NOTES.md): printpdf's own image path decodes, may shrink and re-encodes without a
//! word, so it is not used. A JPEG already no larger than the printed size needs is embedded
//! byte for byte as a `DCTDecode` image XObject. Anything else is decoded (header checked first by
//! `render::image_io`) at the scale it is printed at (a JPEG is reduced in the DCT to the
//! smallest power-of-two scale at or above it, `render::scaled`), resampled to 300 dpi at the
//! printed size, and embedded as a 4:2:0 JPEG we encode.

use super::ReportError;
use super::layout::{Align, Colour, Layout, Pen, SMALL, Stroke};
use super::text::Face;
use crate::model::{Marker, Scenario, SideId};
use crate::render::{draw, image_io, scaled};
use image::{DynamicImage, RgbImage};
use printpdf as pdf;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Print resolution of the map, in dots per inch.
pub const MAP_DPI: f32 = 300.0;
/// Quality of the JPEG we encode when the map has to be reduced or is not a JPEG.
pub const JPEG_QUALITY: u8 = 85;

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
    pub bytes: Vec<u8>,
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
        let origin = path.display().to_string();
        let size = image_io::dimensions_of_bytes(&bytes, &origin)?;
        let jpeg = jpeg_info(&bytes);
        Ok(MapSource {
            path: path.to_path_buf(),
            bytes,
            size,
            jpeg,
        })
    }

    fn origin(&self) -> String {
        self.path.display().to_string()
    }

    /// Decode with `render::image_io`'s checks and limits to at least `want` pixels (a JPEG
    /// reduced in the DCT, so a 100-MP map printed at 4 MP is never decoded at full size),
    /// keeping the image in its own pixel format.
    fn decode_at_least(&self, want: (u32, u32)) -> Result<DynamicImage, ReportError> {
        Ok(scaled::decode_at_least(&self.bytes, &self.origin(), want)?.image)
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
    match plan_embedding(src.size, printed, jpeg_ok) {
        Embedding::Passthrough => {
            let j = src.jpeg.expect("passthrough only for a JPEG");
            let gray = j.components == 1;
            // The map's own metadata (comments, EXIF) never reaches the report: it can hide text.
            let bytes =
                crate::render::jpeg_meta::strip_jpeg_metadata(&src.bytes).ok_or_else(|| {
                    ReportError::MapEncode {
                        path: src.origin(),
                        message: "the JPEG's segments do not read to the end of the image".into(),
                    }
                })?;
            let id = doc.add_xobject(&dct_xobject(bytes, src.size, gray));
            Ok(EmbeddedMap {
                id,
                pixels: src.size,
                passthrough: true,
            })
        }
        Embedding::Encode { width, height } => {
            let img = src.decode_at_least((width, height))?;
            let gray = grey || matches!(img.color(), image::ColorType::L8 | image::ColorType::L16);
            let (bytes, px) = if gray {
                let g = reduce_gray(&img, width, height);
                (encode_jpeg(&g, &src.origin())?, g.dimensions())
            } else {
                let rgb = reduce_rgb(img, width, height);
                (encode_jpeg(&rgb, &src.origin())?, rgb.dimensions())
            };
            let id = doc.add_xobject(&dct_xobject(bytes, px, gray));
            Ok(EmbeddedMap {
                id,
                pixels: px,
                passthrough: false,
            })
        }
    }
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

/// Reduce to `w × h`: an area average for big reductions (fast, no aliasing), a triangle filter
/// for small ones. Transparent pixels are laid on white paper.
fn reduce_rgb(img: DynamicImage, w: u32, h: u32) -> RgbImage {
    let rgb = if img.color().has_alpha() {
        flatten_on_white(&img)
    } else {
        img.into_rgb8()
    };
    resize_buffer(rgb, w, h)
}

fn reduce_gray(img: &DynamicImage, w: u32, h: u32) -> image::GrayImage {
    resize_buffer(img.to_luma8(), w, h)
}

/// Reduce to about `w × h`. A large reduction first averages whole k × k blocks (the fastest
/// good filter, on every core); what that leaves within 10% of the target is kept as it is, a
/// print resolution of 300–330 dpi; anything larger is finished with a triangle filter.
fn resize_buffer<P>(
    buf: image::ImageBuffer<P, Vec<u8>>,
    w: u32,
    h: u32,
) -> image::ImageBuffer<P, Vec<u8>>
where
    P: image::Pixel<Subpixel = u8> + 'static,
{
    let (sw, sh) = buf.dimensions();
    if (sw, sh) == (w, h) {
        return buf;
    }
    let k = (sw / w.max(1)).min(sh / h.max(1));
    let reduced = if k >= 2 {
        let c = P::CHANNEL_COUNT as usize;
        let (data, rw, rh) = match c {
            1 => box_reduce::<1>(buf.as_raw(), sw as usize, sh as usize, k as usize),
            3 => box_reduce::<3>(buf.as_raw(), sw as usize, sh as usize, k as usize),
            _ => box_reduce::<4>(buf.as_raw(), sw as usize, sh as usize, k as usize),
        };
        image::ImageBuffer::from_raw(rw as u32, rh as u32, data).expect("sized by box_reduce")
    } else {
        buf
    };
    let (rw, rh) = reduced.dimensions();
    let slack = |n: u32| n + n / 10 + 1;
    if rw <= slack(w) && rh <= slack(h) {
        return reduced;
    }
    let c = P::CHANNEL_COUNT as usize;
    let (rw, rh, (w, h)) = (rw as usize, rh as usize, (w as usize, h as usize));
    let data = match c {
        1 => triangle_resize::<1>(reduced.as_raw(), rw, rh, w, h),
        3 => triangle_resize::<3>(reduced.as_raw(), rw, rh, w, h),
        _ => triangle_resize::<4>(reduced.as_raw(), rw, rh, w, h),
    };
    image::ImageBuffer::from_raw(w as u32, h as u32, data).expect("sized by triangle_resize")
}

/// Fixed-point weights of a triangle filter taking `from` samples to `to` (at most `from`): for
/// each output sample, its first input sample and the weights of the following ones (summing
/// to 1 << 14).
fn triangle_taps(from: usize, to: usize) -> Vec<(usize, Vec<i32>)> {
    let scale = (from as f64 / to.max(1) as f64).max(1.0);
    (0..to)
        .map(|o| {
            let centre = (o as f64 + 0.5) * scale - 0.5;
            let first = ((centre - scale).floor() + 1.0).max(0.0) as usize;
            let last = ((centre + scale).ceil() as usize).min(from);
            let raw: Vec<f64> = (first..last.max(first + 1))
                .map(|i| (1.0 - (i as f64 - centre).abs() / scale).max(0.0))
                .collect();
            let total: f64 = raw.iter().sum::<f64>().max(f64::MIN_POSITIVE);
            let mut fixed: Vec<i32> = raw
                .iter()
                .map(|v| (v / total * 16384.0).round() as i32)
                .collect();
            // Rounding must not change the brightness: the sum is exactly 1 << 14.
            let error = 16384 - fixed.iter().sum::<i32>();
            if let Some(max) = fixed.iter_mut().max() {
                *max += error;
            }
            (first.min(from - 1), fixed)
        })
        .collect()
}

/// Shrink an image of `C` channels from `sw × sh` to `dw × dh` with a triangle filter as wide
/// as the reduction (what `image`'s Triangle does), in fixed point on every core: the image
/// crate's own resize takes as long as decoding a 100-MP map at 1/4 for a 6-MP print map.
fn triangle_resize<const C: usize>(
    src: &[u8],
    sw: usize,
    sh: usize,
    dw: usize,
    dh: usize,
) -> Vec<u8> {
    let (xt, yt) = (triangle_taps(sw, dw), triangle_taps(sh, dh));
    // Rows first: each input row to `dw` samples.
    let mut rows = vec![0u8; dw * sh * C];
    let per = sh.div_ceil(threads()).max(1);
    std::thread::scope(|scope| {
        for (chunk, out) in rows.chunks_mut(per * dw * C).enumerate() {
            let xt = &xt;
            scope.spawn(move || {
                for (r, out_row) in out.chunks_exact_mut(dw * C).enumerate() {
                    let y = chunk * per + r;
                    let row = &src[y * sw * C..(y + 1) * sw * C];
                    for ((first, wts), o) in xt.iter().zip(out_row.chunks_exact_mut(C)) {
                        let mut acc = [1i32 << 13; C];
                        for (k, &wt) in wts.iter().enumerate() {
                            let px = &row[(first + k) * C..(first + k + 1) * C];
                            for ch in 0..C {
                                acc[ch] += wt * px[ch] as i32;
                            }
                        }
                        for ch in 0..C {
                            o[ch] = (acc[ch] >> 14).clamp(0, 255) as u8;
                        }
                    }
                }
            });
        }
    });
    // Then columns: `dh` output rows, each a weighted sum of whole rows.
    let mut out = vec![0u8; dw * dh * C];
    let per = dh.div_ceil(threads()).max(1);
    std::thread::scope(|scope| {
        for (chunk, part) in out.chunks_mut(per * dw * C).enumerate() {
            let (yt, rows) = (&yt, &rows);
            scope.spawn(move || {
                let mut acc = vec![0i32; dw * C];
                for (r, out_row) in part.chunks_exact_mut(dw * C).enumerate() {
                    let (first, wts) = &yt[chunk * per + r];
                    acc.fill(1 << 13);
                    for (k, &wt) in wts.iter().enumerate() {
                        let y = first + k;
                        for (a, &v) in acc.iter_mut().zip(&rows[y * dw * C..(y + 1) * dw * C]) {
                            *a += wt * v as i32;
                        }
                    }
                    for (o, a) in out_row.iter_mut().zip(&acc) {
                        *o = (a >> 14).clamp(0, 255) as u8;
                    }
                }
            });
        }
    });
    out
}

/// Average `k × k` blocks of an image of `C` channels, `w × h` pixels: each output pixel is the
/// mean of its block (the blocks at the right and bottom edges may be smaller). Rows of output
/// are shared out between threads.
fn box_reduce<const C: usize>(src: &[u8], w: usize, h: usize, k: usize) -> (Vec<u8>, usize, usize) {
    let (ow, oh) = (w.div_ceil(k), h.div_ceil(k));
    let mut out = vec![0u8; ow * oh * C];
    let rows_per = oh.div_ceil(threads()).max(1);
    std::thread::scope(|scope| {
        for (chunk, out_rows) in out.chunks_mut(rows_per * ow * C).enumerate() {
            scope.spawn(move || {
                // Sum the block's rows first, a straight loop the compiler vectorises; then
                // sum each block's columns, k times fewer additions.
                let mut acc = vec![0u32; w * C];
                for (i, out_row) in out_rows.chunks_exact_mut(ow * C).enumerate() {
                    let j = chunk * rows_per + i;
                    let (y0, y1) = (j * k, ((j + 1) * k).min(h));
                    acc.fill(0);
                    for row in src[y0 * w * C..y1 * w * C].chunks_exact(w * C) {
                        for (a, &b) in acc.iter_mut().zip(row) {
                            *a += b as u32;
                        }
                    }
                    for (bx, (o, block)) in out_row
                        .chunks_exact_mut(C)
                        .zip(acc.chunks(k * C))
                        .enumerate()
                    {
                        let bw = k.min(w - bx * k);
                        let n = (bw * (y1 - y0)) as u32;
                        let mut sum = [0u32; C];
                        for px in block.chunks_exact(C) {
                            for ch in 0..C {
                                sum[ch] += px[ch];
                            }
                        }
                        for ch in 0..C {
                            o[ch] = ((sum[ch] + n / 2) / n) as u8;
                        }
                    }
                }
            });
        }
    });
    (out, ow, oh)
}

fn flatten_on_white(img: &DynamicImage) -> RgbImage {
    let rgba = img.to_rgba8();
    let mut out = RgbImage::new(rgba.width(), rgba.height());
    for (o, p) in out.pixels_mut().zip(rgba.pixels()) {
        let a = p[3] as u32;
        for c in 0..3 {
            o[c] = ((p[c] as u32 * a + 255 * (255 - a) + 127) / 255) as u8;
        }
    }
    out
}

fn threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8)
}

/// Encode as JPEG, in horizontal strips on every core, joined into one baseline JPEG.
fn encode_jpeg<P>(
    img: &image::ImageBuffer<P, Vec<u8>>,
    origin: &str,
) -> Result<Vec<u8>, ReportError>
where
    P: image::Pixel<Subpixel = u8> + image::PixelWithColorType + Sync,
{
    encode_jpeg_in_strips(img, threads()).map_err(|e| ReportError::MapEncode {
        path: origin.to_string(),
        message: e,
    })
}

/// One JPEG of the image made of `strips` separately encoded strips (restart intervals).
///
/// Each strip is a whole number of MCU rows, encoded alone with the same tables, so its
/// entropy-coded data starts with fresh DC predictions, which is exactly what a decoder does
/// after a restart marker. The first strip's headers (its height changed to the whole image's,
/// and a DRI segment added) are followed by every strip's data, separated by RST0…RST7. Colour
/// is encoded 4:2:0 (an MCU is 16 × 16 pixels, the chroma averaged over 2 × 2 within it, so a
/// strip's chroma does not depend on its neighbours); grey is one 8 × 8 block an MCU.
fn encode_jpeg_in_strips<P>(
    img: &image::ImageBuffer<P, Vec<u8>>,
    strips: usize,
) -> Result<Vec<u8>, String>
where
    P: image::Pixel<Subpixel = u8> + image::PixelWithColorType + Sync,
{
    let (w, h) = img.dimensions();
    let (colour, mcu) = match P::CHANNEL_COUNT {
        1 => (jpeg_encoder::ColorType::Luma, 8),
        3 => (jpeg_encoder::ColorType::Rgb, 16),
        n => return Err(format!("cannot encode {n} channels as JPEG")),
    };
    let side = |v: u32| u16::try_from(v).map_err(|_| format!("{w} × {h} is too large for JPEG"));
    let width = side(w)?;
    side(h)?;
    let stride = w as usize * P::CHANNEL_COUNT as usize;
    let encode = |y0: u32, rows: u32| -> Result<Vec<u8>, String> {
        let data = &img.as_raw()[y0 as usize * stride..(y0 + rows) as usize * stride];
        let mut out = Vec::new();
        let mut enc = jpeg_encoder::Encoder::new(&mut out, JPEG_QUALITY);
        if mcu == 16 {
            enc.set_sampling_factor(jpeg_encoder::SamplingFactor::R_4_2_0);
            enc.set_chroma_subsampling_method(jpeg_encoder::ChromaSubsamplingMethod::Average);
        }
        enc.encode(data, width, rows as u16, colour)
            .map_err(|e| e.to_string())?;
        Ok(out)
    };
    let mcus_per_row = w.div_ceil(mcu);
    let block_rows = h.div_ceil(mcu);
    // A restart interval counts MCUs in 16 bits.
    let max_rows_per_strip = (u16::MAX as u32 / mcus_per_row.max(1)).max(1);
    let strips = (strips.max(1) as u32).max(block_rows.div_ceil(max_rows_per_strip));
    let rows_per_strip = block_rows.div_ceil(strips).max(1);
    if rows_per_strip >= block_rows {
        return encode(0, h);
    }
    let ranges: Vec<(u32, u32)> = (0..block_rows.div_ceil(rows_per_strip))
        .map(|i| {
            let y0 = i * rows_per_strip * mcu;
            (y0, (rows_per_strip * mcu).min(h - y0))
        })
        .collect();
    let parts: Vec<Result<Vec<u8>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = ranges
            .iter()
            .map(|&(y0, rows)| scope.spawn(move || encode(y0, rows)))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a JPEG strip encoder panicked".into()))
            })
            .collect()
    });
    let parts = parts.into_iter().collect::<Result<Vec<_>, _>>()?;
    join_strips(&parts, h, (mcus_per_row * rows_per_strip) as u16)
}

/// Splice separately encoded strips into one JPEG with restart markers (see
/// [`encode_jpeg_in_strips`]).
fn join_strips(parts: &[Vec<u8>], height: u32, restart_interval: u16) -> Result<Vec<u8>, String> {
    let first = parts.first().ok_or("no strip")?;
    let layout = |bytes: &[u8]| -> Result<(usize, usize, usize), String> {
        // (SOF0 start, SOS start, entropy-coded data start)
        let mut i = 2;
        let mut sof = None;
        while i + 4 <= bytes.len() && bytes[i] == 0xFF {
            let marker = bytes[i + 1];
            let len = u16::from_be_bytes([bytes[i + 2], bytes[i + 3]]) as usize;
            if marker == 0xC0 {
                sof = Some(i);
            }
            if marker == 0xDA {
                let sof = sof.ok_or("no SOF0 before the scan")?;
                return Ok((sof, i, i + 2 + len));
            }
            i += 2 + len;
        }
        Err("no scan in the encoded strip".into())
    };
    let entropy = |bytes: &[u8]| -> Result<(usize, usize), String> {
        let (_, _, start) = layout(bytes)?;
        if !bytes.ends_with(&[0xFF, 0xD9]) {
            return Err("an encoded strip does not end with EOI".into());
        }
        Ok((start, bytes.len() - 2))
    };
    let (sof, sos, _) = layout(first)?;
    let mut out = Vec::with_capacity(parts.iter().map(Vec::len).sum::<usize>() + 64);
    out.extend_from_slice(&first[..sos]);
    let height = u16::try_from(height).map_err(|_| "image too tall for JPEG")?;
    out[sof + 5..sof + 7].copy_from_slice(&height.to_be_bytes());
    out.extend_from_slice(&[0xFF, 0xDD, 0x00, 0x04]);
    out.extend_from_slice(&restart_interval.to_be_bytes());
    let (data0, _) = entropy(first)?;
    out.extend_from_slice(&first[sos..data0]);
    for (k, part) in parts.iter().enumerate() {
        if k > 0 {
            out.extend_from_slice(&[0xFF, 0xD0 + ((k - 1) % 8) as u8]);
        }
        let (a, b) = entropy(part)?;
        out.extend_from_slice(&part[a..b]);
    }
    out.extend_from_slice(&[0xFF, 0xD9]);
    Ok(out)
}

// ----- markers -------------------------------------------------------------------------------

/// How a marker is drawn: its radius in points. A marker whose value is known is white with a
/// black rim, sized by its value; one whose value is not known is grey and all alike, so that
/// neither size nor shade gives the value away. Markers carry no colour of their own, so none
/// can be taken for a side's colour, in colour or in grey.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MarkerLook {
    pub radius: f32,
    pub fill: Colour,
}

/// Points per style unit of `render::draw` (its radii run from 10 to 22 units): markers of
/// 4–9 pt read well over a map printed on A4.
const PT_PER_STYLE_UNIT: f32 = 0.42;
/// The fill of a marker whose value is not known to the reader.
const UNKNOWN_FILL: Colour = Colour(0.62, 0.62, 0.62);

/// The look of a marker of `value` %, in the same proportions as on screen.
pub fn marker_look(value: u32) -> MarkerLook {
    MarkerLook {
        radius: draw::marker_style(value).1 * PT_PER_STYLE_UNIT,
        fill: Colour::WHITE,
    }
}

/// The look of a marker as this report shows it.
pub fn shown_look(m: &Marker, reveal_hidden: bool) -> MarkerLook {
    if value_shown(m, reveal_hidden) {
        marker_look(m.value)
    } else {
        hidden_look()
    }
}

/// The look of a marker whose value is not shown.
pub fn hidden_look() -> MarkerLook {
    MarkerLook {
        radius: draw::HIDDEN_MARKER_RADIUS * PT_PER_STYLE_UNIT,
        fill: UNKNOWN_FILL,
    }
}

fn draw_marker(l: &mut Layout, x: f32, y: f32, look: MarkerLook) {
    l.circle(
        x,
        y,
        look.radius,
        Some(look.fill),
        Some(Stroke::solid(Colour::BLACK, 0.9)),
    );
}

/// Whether this report may print this marker's value.
pub fn value_shown(m: &Marker, reveal_hidden: bool) -> bool {
    draw::value_visible(m, !reveal_hidden)
}

/// The label printed beside a marker: "C 30%", or "C ?" when its value is not shown.
pub fn marker_label(m: &Marker, reveal_hidden: bool) -> String {
    if value_shown(m, reveal_hidden) {
        format!("{} {}%", m.id, m.value)
    } else {
        format!("{} {}", m.id, draw::HIDDEN_CAPTION)
    }
}

/// How a side is drawn on the map: the outline of its area and the ring of the markers it
/// holds are solid for side A and dashed for side B, in the side's colour darkened enough to
/// print, over a white halo that keeps them apart from the map.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SideLook {
    pub colour: Colour,
    pub line: Colour,
    pub area_dash: Option<[f32; 2]>,
    pub ring_dash: Option<[f32; 2]>,
}

impl SideLook {
    pub fn of(s: &Scenario, side: SideId) -> SideLook {
        let colour = Colour::from_rgb(s.side(side).colour);
        let line = colour.no_lighter_than(0.45);
        match side {
            SideId::A => SideLook {
                colour,
                line,
                area_dash: None,
                ring_dash: None,
            },
            SideId::B => SideLook {
                colour,
                line,
                area_dash: Some([6.0, 3.0]),
                ring_dash: Some([2.4, 1.6]),
            },
        }
    }

    fn area_stroke(&self, width: f32) -> Stroke {
        Stroke {
            colour: self.line,
            width,
            dash: self.area_dash,
        }
    }

    fn ring_stroke(&self) -> Stroke {
        Stroke {
            colour: self.line,
            width: 1.8,
            dash: self.ring_dash,
        }
    }

    /// The deployment area's outline over its halo.
    fn draw_outline(&self, l: &mut Layout, pts: &[(f32, f32)]) {
        l.polyline(pts, true, Stroke::solid(Colour::WHITE, 3.6));
        l.polyline(pts, true, self.area_stroke(1.7));
    }

    fn draw_ring(&self, l: &mut Layout, x: f32, y: f32, r: f32) {
        l.circle(x, y, r, None, Some(Stroke::solid(Colour::WHITE, 3.6)));
        l.circle(x, y, r, None, Some(self.ring_stroke()));
    }

    /// A small piece of deployment area, for the legend.
    fn draw_area_sample(&self, l: &mut Layout, x: f32, y: f32) {
        let pts = [(x, y), (x + 14.0, y), (x + 14.0, y + 9.0), (x, y + 9.0)];
        l.polygon(&pts, Some((self.colour, 0.22)), None);
        l.polyline(&pts, true, self.area_stroke(1.4));
    }
}

// ----- drawing -------------------------------------------------------------------------------

/// The map's extent in image pixels: the image's size, or else the box around everything drawn.
pub fn extent(s: &Scenario, image_size: Option<(u32, u32)>) -> Option<(f32, f32, f32, f32)> {
    if let Some((w, h)) = image_size.or(s.map.size) {
        return Some((0.0, 0.0, w as f32, h as f32));
    }
    let pts: Vec<(f32, f32)> = s
        .sides
        .iter()
        .flat_map(|side| side.deployment.points.iter().map(|p| (p.x, p.y)))
        .chain(s.markers.markers.iter().map(|m| (m.pos.x, m.pos.y)))
        .collect();
    if pts.is_empty() {
        return None;
    }
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for (x, y) in pts {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    let pad = ((x1 - x0).max(y1 - y0) * 0.08).max(20.0);
    Some((x0 - pad, y0 - pad, x1 + pad, y1 + pad))
}

/// Where the map lands on the page.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    /// The extent in image pixels.
    pub extent: (f32, f32, f32, f32),
}

impl Placement {
    /// Fit the extent into the box (x, y, w, h), centred horizontally, at the top.
    pub fn fit(extent: (f32, f32, f32, f32), bx: f32, by: f32, bw: f32, bh: f32) -> Placement {
        let (ew, eh) = (
            (extent.2 - extent.0).max(1.0),
            (extent.3 - extent.1).max(1.0),
        );
        let k = (bw / ew).min(bh / eh);
        let (w, h) = (ew * k, eh * k);
        Placement {
            x: bx + (bw - w) / 2.0,
            y: by,
            w,
            h,
            extent,
        }
    }

    /// Page position of an image pixel.
    pub fn to_page(&self, px: f32, py: f32) -> (f32, f32) {
        let k = self.w / (self.extent.2 - self.extent.0).max(1.0);
        (
            self.x + (px - self.extent.0) * k,
            self.y + (py - self.extent.1) * k,
        )
    }

    /// Points per image pixel.
    pub fn scale(&self) -> f32 {
        self.w / (self.extent.2 - self.extent.0).max(1.0)
    }
}

/// A box on the page: left, top, right, bottom.
type Rect4 = (f32, f32, f32, f32);

fn overlap(a: Rect4, b: Rect4) -> f32 {
    let w = (a.2.min(b.2) - a.0.max(b.0)).max(0.0);
    let h = (a.3.min(b.3) - a.1.max(b.1)).max(0.0);
    w * h
}

/// The first candidate inside `bounds` that overlaps nothing taken, else the one that
/// overlaps least.
fn place(candidates: &[Rect4], taken: &[Rect4], bounds: Rect4) -> Rect4 {
    let cost = |c: Rect4| -> f32 {
        let outside = (bounds.0 - c.0).max(0.0)
            + (c.2 - bounds.2).max(0.0)
            + (bounds.1 - c.1).max(0.0)
            + (c.3 - bounds.3).max(0.0);
        taken.iter().map(|&t| overlap(c, t)).sum::<f32>() + outside * 100.0
    };
    let mut best = candidates[0];
    let mut best_cost = f32::MAX;
    for &c in candidates {
        let k = cost(c);
        if k == 0.0 {
            return c;
        }
        if k < best_cost {
            best = c;
            best_cost = k;
        }
    }
    best
}

/// A label in a white box at `r` (bold, black), with the box's rim in `rim`.
fn boxed_label(l: &mut Layout, r: Rect4, size: f32, text: &str, rim: Option<Stroke>) {
    let pts = [(r.0, r.1), (r.2, r.1), (r.2, r.3), (r.0, r.3)];
    l.polygon(&pts, Some((Colour::WHITE, 0.88)), rim);
    let base = (r.1 + r.3) / 2.0 + l.fonts.ascent(Face::Bold, size) / 2.0 - 1.0;
    l.text(
        r.0 + 2.0,
        base,
        Pen::new(Face::Bold, size, Colour::BLACK),
        Align::Left,
        text,
    );
}

/// Deployment areas and markers over the map (or over an empty frame). Labels are placed
/// where they cover no marker and no other label.
pub fn draw_overlay(
    l: &mut Layout,
    s: &Scenario,
    p: &Placement,
    withheld: &[bool],
    held_at_end: &[Option<SideId>],
) {
    l.begin_clip(p.x, p.y, p.w, p.h);
    let bounds = (p.x + 1.0, p.y + 1.0, p.x + p.w - 1.0, p.y + p.h - 1.0);
    let shown = |i: usize| !withheld.get(i).copied().unwrap_or(false);
    let discs: Vec<(f32, f32, MarkerLook)> = s
        .markers
        .markers
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let (x, y) = p.to_page(m.pos.x, m.pos.y);
            (x, y, shown_look(m, shown(i)))
        })
        .collect();
    let mut taken: Vec<Rect4> = discs
        .iter()
        .map(|&(x, y, look)| {
            let r = look.radius + 3.0;
            (x - r, y - r, x + r, y + r)
        })
        .collect();
    let mut area_labels = Vec::new();
    for side in SideId::BOTH {
        let sd = s.side(side);
        if !sd.deployment.is_closed_area() {
            continue;
        }
        let look = SideLook::of(s, side);
        let pts: Vec<(f32, f32)> = sd
            .deployment
            .points
            .iter()
            .map(|pt| p.to_page(pt.x, pt.y))
            .collect();
        l.polygon(&pts, Some((look.colour, 0.2)), None);
        look.draw_outline(l, &pts);
        let (cx, cy) = centroid(&pts);
        let name = l.fonts.truncate(Face::Bold, 8.0, &sd.name, p.w / 3.0);
        let w = l.fonts.width(Face::Bold, 8.0, &name) + 4.0;
        let h = 11.0;
        let mut candidates = Vec::new();
        for dy in [0.0, -16.0, 16.0, -32.0, 32.0, -48.0, 48.0] {
            for dx in [0.0, -w * 0.6, w * 0.6] {
                let (x0, y0) = (cx - w / 2.0 + dx, cy - h / 2.0 + dy);
                candidates.push((x0, y0, x0 + w, y0 + h));
            }
        }
        let r = place(&candidates, &taken, bounds);
        taken.push(r);
        area_labels.push((r, name, look));
    }
    for (r, name, look) in &area_labels {
        boxed_label(l, *r, 8.0, name, Some(look.area_stroke(0.8)));
    }
    for (i, &(x, y, look)) in discs.iter().enumerate() {
        if let Some(side) = held_at_end.get(i).copied().flatten() {
            SideLook::of(s, side).draw_ring(l, x, y, look.radius + 2.6);
        }
        draw_marker(l, x, y, look);
    }
    for (i, m) in s.markers.markers.iter().enumerate() {
        let (x, y, look) = discs[i];
        let label = marker_label(m, shown(i));
        let size = 7.5;
        let (w, h) = (l.fonts.width(Face::Bold, size, &label) + 4.0, 10.0);
        let gap = look.radius + 4.5;
        let candidates = [
            (x + gap, y - h / 2.0),
            (x - gap - w, y - h / 2.0),
            (x - w / 2.0, y - gap - h),
            (x - w / 2.0, y + gap),
            (x + gap * 0.7, y - gap * 0.7 - h),
            (x + gap * 0.7, y + gap * 0.7),
            (x - gap * 0.7 - w, y - gap * 0.7 - h),
            (x - gap * 0.7 - w, y + gap * 0.7),
            (x + gap + 8.0, y - h / 2.0),
            (x - gap - 8.0 - w, y - h / 2.0),
        ]
        .map(|(x0, y0)| (x0, y0, x0 + w, y0 + h));
        let r = place(&candidates, &taken, bounds);
        taken.push(r);
        boxed_label(l, r, size, &label, None);
    }
    l.end_clip();
    l.stroke_rect(p.x, p.y, p.w, p.h, Stroke::solid(Colour::MUTED, 0.6));
}

fn centroid(pts: &[(f32, f32)]) -> (f32, f32) {
    let n = pts.len().max(1) as f32;
    let (sx, sy) = pts
        .iter()
        .fold((0.0, 0.0), |(a, b), &(x, y)| (a + x, b + y));
    (sx / n, sy / n)
}

/// One entry of the map's legend: a sample and its words.
enum Key {
    Area(SideLook),
    Ring(SideLook),
    NoRing,
    Marker(MarkerLook),
}

/// The legend's entries: each side's area and ring, the marker sizes by the values this reader
/// knows, and the unknown marker.
fn legend_keys(
    l: &Layout,
    s: &Scenario,
    withheld: &[bool],
    held: &[Option<SideId>],
) -> Vec<(Key, String, f32)> {
    let mut keys = Vec::new();
    let mut push = |key: Key, text: String, sample: f32| {
        let w = sample + 4.0 + l.fonts.width(Face::Regular, SMALL, &text) + 14.0;
        keys.push((key, text, w));
    };
    for side in SideId::BOTH {
        let sd = s.side(side);
        if sd.deployment.is_closed_area() {
            push(
                Key::Area(SideLook::of(s, side)),
                format!("{} ({}): deployment area", sd.name, role_word(sd.role)),
                14.0,
            );
        }
    }
    if !s.markers.markers.is_empty() {
        for side in SideId::BOTH {
            if held.contains(&Some(side)) {
                let pattern = if side == SideId::A {
                    "ring"
                } else {
                    "dashed ring"
                };
                push(
                    Key::Ring(SideLook::of(s, side)),
                    format!("{pattern}: held at the end by {}", s.side(side).name),
                    14.0,
                );
            }
        }
        if held
            .iter()
            .take(s.markers.markers.len())
            .any(Option::is_none)
        {
            push(
                Key::NoRing,
                "no ring: held by nobody at the end".into(),
                14.0,
            );
        }
        let shown = |i: usize| !withheld.get(i).copied().unwrap_or(false);
        // Only the values this reader knows: a list of the values present would give the
        // others away by elimination.
        let mut values: Vec<u32> = s
            .markers
            .markers
            .iter()
            .enumerate()
            .filter(|(i, m)| value_shown(m, shown(*i)))
            .map(|(_, m)| m.value)
            .collect();
        values.sort_unstable_by(|a, b| b.cmp(a));
        values.dedup();
        for v in values {
            let look = marker_look(v);
            push(
                Key::Marker(look),
                format!("VP marker worth {v}%"),
                2.0 * look.radius,
            );
        }
        let any_unknown = s
            .markers
            .markers
            .iter()
            .enumerate()
            .any(|(i, m)| !value_shown(m, shown(i)));
        if any_unknown {
            let look = hidden_look();
            push(
                Key::Marker(look),
                "? marker whose value this reader does not know".into(),
                2.0 * look.radius,
            );
        }
    }
    keys
}

const LEGEND_ROW: f32 = 15.0;

/// The rows of the legend: the keys flowed across `width`, each row's keys with their x.
fn legend_rows(keys: &[(Key, String, f32)], width: f32) -> Vec<Vec<(usize, f32)>> {
    let mut rows: Vec<Vec<(usize, f32)>> = vec![Vec::new()];
    let mut x = 0.0;
    for (i, (_, _, w)) in keys.iter().enumerate() {
        if x + w > width && x > 0.0 {
            rows.push(Vec::new());
            x = 0.0;
        }
        rows.last_mut().expect("a row").push((i, x));
        x += w;
    }
    rows
}

/// The height the legend takes under a map `width` points wide.
pub fn legend_height(
    l: &Layout,
    s: &Scenario,
    withheld: &[bool],
    held: &[Option<SideId>],
    width: f32,
) -> f32 {
    let keys = legend_keys(l, s, withheld, held);
    let rows = if keys.is_empty() {
        0
    } else {
        legend_rows(&keys, width).len()
    };
    let scale = if s.map.scale.is_some() { 1 } else { 0 };
    8.0 + (rows + scale) as f32 * LEGEND_ROW + 5.0 * scale as f32 + 6.0
}

/// Every key of the map in rows under it (nothing cut short), then the scale bar.
pub fn draw_legend(
    l: &mut Layout,
    s: &Scenario,
    p: &Placement,
    withheld: &[bool],
    held: &[Option<SideId>],
) {
    let keys = legend_keys(l, s, withheld, held);
    let asc = l.fonts.ascent(Face::Regular, SMALL);
    let mut y = p.y + p.h + 8.0;
    let left = l.left();
    if !keys.is_empty() {
        for row in legend_rows(&keys, l.width()) {
            let cy = y + LEGEND_ROW / 2.0 - 2.0;
            for (i, x) in row {
                let (key, text, _) = &keys[i];
                let x = left + x;
                let sample = match key {
                    Key::Area(look) => {
                        look.draw_area_sample(l, x, cy - 4.5);
                        14.0
                    }
                    Key::Ring(look) => {
                        look.draw_ring(l, x + 7.0, cy, 4.6);
                        14.0
                    }
                    Key::NoRing => {
                        draw_marker(l, x + 7.0, cy, marker_look(5));
                        14.0
                    }
                    Key::Marker(look) => {
                        draw_marker(l, x + look.radius, cy, *look);
                        2.0 * look.radius
                    }
                };
                l.text(
                    x + sample + 4.0,
                    cy + asc / 2.0 - 0.5,
                    Pen::new(Face::Regular, SMALL, Colour::TEXT),
                    Align::Left,
                    text,
                );
            }
            y += LEGEND_ROW;
        }
    }
    if let Some(scale) = &s.map.scale {
        // Its label stands above the bar: a little room keeps it off the row before.
        draw_scale_bar(l, p, scale, y + 5.0);
        y += LEGEND_ROW + 5.0;
    }
    l.y = y + 6.0;
}

fn role_word(r: crate::model::Role) -> &'static str {
    match r {
        crate::model::Role::Attacker => "attacker",
        crate::model::Role::Defender => "defender",
    }
}

/// A bar of a round ground distance about a fifth of the map's width, at the right.
fn draw_scale_bar(l: &mut Layout, p: &Placement, scale: &crate::model::MapScale, y: f32) {
    if scale.per_pixel <= 0.0 || !scale.per_pixel.is_finite() {
        return;
    }
    let pt_per_unit = p.scale() as f64 / scale.per_pixel;
    let target = (p.w as f64 / 5.0) / pt_per_unit;
    let mag = 10f64.powf(target.log10().floor());
    let nice = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .rfind(|&d| d <= target)
        .unwrap_or(mag);
    let len = (nice * pt_per_unit) as f32;
    let x1 = p.x + p.w;
    let x0 = x1 - len;
    let s = Stroke::solid(Colour::TEXT, 1.2);
    l.line((x0, y + 6.0), (x1, y + 6.0), s);
    l.line((x0, y + 3.0), (x0, y + 9.0), s);
    l.line((x1, y + 3.0), (x1, y + 9.0), s);
    let label = format!("{} {}", trim_number(nice), scale.unit);
    l.text(
        (x0 + x1) / 2.0,
        y + 1.5,
        Pen::new(Face::Regular, SMALL, Colour::TEXT),
        Align::Centre,
        &label,
    );
}

fn trim_number(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        crate::systems::exact::thousands(v.round() as i128)
    } else {
        format!("{v}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny_jpeg(w: u32, h: u32) -> Vec<u8> {
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
    fn blocks_are_averaged_edges_included() {
        // 5 × 3 pixels of one channel, blocks of 2: output 3 × 2.
        #[rustfmt::skip]
        let src = [
            0, 10, 20, 30, 40,
            2, 12, 22, 32, 42,
            100, 100, 200, 200, 255,
        ];
        let (out, w, h) = box_reduce::<1>(&src, 5, 3, 2);
        assert_eq!((w, h), (3, 2));
        assert_eq!(out, vec![6, 26, 41, 100, 200, 255]);
        // Three channels stay apart.
        let rgb = [10, 20, 30, 30, 40, 50];
        assert_eq!(box_reduce::<3>(&rgb, 2, 1, 2), (vec![20, 30, 40], 1, 1));
    }

    #[test]
    fn a_big_reduction_lands_within_ten_percent_of_print_resolution() {
        let big = image::RgbImage::from_fn(1210, 800, |x, y| image::Rgb([x as u8, y as u8, 7]));
        // 1210 / 240 = 5.04: blocks of 5 give 242 × 160, within 10% of 240 × 159: kept.
        let r = resize_buffer(big.clone(), 240, 159);
        assert_eq!(r.dimensions(), (242, 160));
        // 1210 / 500 = 2.42: blocks of 2 give 605 × 400, too many: finished at 500 × 331.
        let r = resize_buffer(big, 500, 331);
        assert_eq!(r.dimensions(), (500, 331));
    }

    #[test]
    fn strips_join_into_the_same_picture() {
        let img = RgbImage::from_fn(203, 157, |x, y| {
            image::Rgb([(x * 3 + y) as u8, (x ^ y) as u8, (y * 5) as u8])
        });
        let whole = encode_jpeg_in_strips(&img, 1).unwrap();
        for strips in [2, 3, 7] {
            let joined = encode_jpeg_in_strips(&img, strips).unwrap();
            assert!(
                joined.windows(2).any(|w| w == [0xFF, 0xDD]),
                "a DRI segment"
            );
            let a = image::load_from_memory(&whole).unwrap().to_rgb8();
            let b = image::load_from_memory(&joined).unwrap().to_rgb8();
            assert_eq!(b.dimensions(), (203, 157));
            assert!(
                a == b,
                "{strips} strips decode to the very pixels of one pass"
            );
            let j = jpeg_info(&joined).unwrap();
            assert_eq!((j.width, j.height), (203, 157));
        }
        let gray = image::GrayImage::from_fn(64, 80, |x, y| image::Luma([(x * y) as u8]));
        let one = image::load_from_memory(&encode_jpeg_in_strips(&gray, 1).unwrap())
            .unwrap()
            .to_luma8();
        let four = image::load_from_memory(&encode_jpeg_in_strips(&gray, 4).unwrap())
            .unwrap()
            .to_luma8();
        assert!(one == four);
    }

    /// The luma component's sampling factors in the frame header (0x22 for 4:2:0, 0x11 for 4:4:4).
    fn luma_sampling(jpeg: &[u8]) -> u8 {
        let sof = jpeg.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
        jpeg[sof + 11]
    }

    #[test]
    fn the_triangle_resize_keeps_flat_areas_and_follows_gradients() {
        let flat = vec![137u8; 300 * 200 * 3];
        let out = triangle_resize::<3>(&flat, 300, 200, 211, 147);
        assert_eq!(out.len(), 211 * 147 * 3);
        assert!(out.iter().all(|&v| v == 137), "a flat area stays flat");
        // A horizontal ramp stays a ramp, and matches the image crate's Triangle closely.
        let ramp = image::GrayImage::from_fn(300, 10, |x, _| image::Luma([(x * 255 / 299) as u8]));
        let ours = triangle_resize::<1>(ramp.as_raw(), 300, 10, 211, 7);
        assert!(ours[..211].windows(2).all(|w| w[0] <= w[1]), "monotone");
        let theirs = image::imageops::resize(&ramp, 211, 7, image::imageops::FilterType::Triangle);
        let worst = ours
            .iter()
            .zip(theirs.as_raw())
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap();
        assert!(
            worst <= 2,
            "within 2 levels of the image crate, got {worst}"
        );
    }

    #[test]
    fn a_big_jpeg_is_decoded_small_and_printed_as_4_2_0() {
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
        let rgb = RgbImage::from_fn(203, 157, |x, y| image::Rgb([x as u8, y as u8, 7]));
        assert_eq!(
            luma_sampling(&encode_jpeg_in_strips(&rgb, 3).unwrap()),
            0x22
        );
        let grey = image::GrayImage::from_fn(64, 40, |x, _| image::Luma([x as u8]));
        assert_eq!(
            luma_sampling(&encode_jpeg_in_strips(&grey, 1).unwrap()),
            0x11
        );
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

    #[test]
    fn hidden_values_get_a_neutral_label() {
        let mut m = Marker {
            id: "C".into(),
            name: String::new(),
            pos: crate::model::Point::new(0.0, 0.0),
            value: 30,
            hidden: true,
            placed_by: None,
        };
        assert_eq!(marker_label(&m, false), "C ?");
        assert_eq!(marker_label(&m, true), "C 30%");
        m.hidden = false;
        assert_eq!(marker_label(&m, false), "C 30%");
        assert!(marker_look(30).radius > marker_look(5).radius);
        assert_ne!(
            hidden_look().fill,
            marker_look(5).fill,
            "unknown markers look apart"
        );
    }
}
