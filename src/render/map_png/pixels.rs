//! The map's pixels at the output size, handed out a band of rows at a time.

use super::RenderError;
use super::stream::Stop;
use crate::render::image_io::{self, Layout, MapHeader, PngRows};
use crate::render::libjpeg::{self, JpegError, JpegRows};
use crate::render::{resample, scaled};
use image::{DynamicImage, ImageFormat};
use std::sync::Arc;

/// Where the rows come from.
pub enum Pixels {
    /// libjpeg decoding rows (RGB) at full size.
    Jpeg(JpegRows),
    /// A PNG decoded a band of rows at a time at full size (RGB, or RGBA with alpha).
    Png(Box<PngRows<Arc<[u8]>>>),
    /// Decoded already (RGB or RGBA), handed out a band at a time.
    Whole { image: DynamicImage, next: u32 },
}

impl Pixels {
    /// The source for a picture of `size`: streamed from libjpeg when it can, else decoded.
    /// `header` is the walk over `bytes` already done (the file is not walked again).
    pub fn open(
        bytes: Arc<[u8]>,
        origin: &str,
        header: &MapHeader,
        size: (u32, u32),
    ) -> Result<Pixels, RenderError> {
        let jpeg_error = |source| RenderError::Jpeg {
            origin: origin.to_string(),
            source,
        };
        if header.format == ImageFormat::Png {
            if size == header.dimensions() {
                return Ok(Pixels::Png(Box::new(PngRows::open(bytes, origin)?)));
            }
            let scaled = scaled::png_at_size(&bytes, origin, size)?;
            return Ok(Pixels::whole(scaled.image));
        }
        if header.format == ImageFormat::Jpeg && libjpeg::available() {
            let full = header.dimensions();
            let factor = scaled::dct_factor_for(full, size);
            if factor == 1 && size == full {
                match JpegRows::open(bytes.clone(), 1) {
                    Ok(rows) => return Ok(Pixels::Jpeg(rows)),
                    Err(JpegError::ColourSpace(_)) => {}
                    Err(e) => return Err(jpeg_error(e)),
                }
            } else {
                match libjpeg::decode_rgb(bytes.clone(), factor) {
                    Ok(rgb) => {
                        let rgb = resample::reduce(rgb, size.0, size.1, 0);
                        return Ok(Pixels::whole(DynamicImage::ImageRgb8(rgb)));
                    }
                    Err(JpegError::ColourSpace(_)) => {}
                    Err(e) => return Err(jpeg_error(e)),
                }
            }
        }
        let image = image_io::decode_map_dynamic(&bytes, origin)?;
        drop(bytes);
        let image = if (image.width(), image.height()) == size {
            image
        } else {
            // As the window's export always scaled: the `image` crate's triangle filter.
            let rgba = image.into_rgba8();
            DynamicImage::ImageRgba8(image::imageops::resize(
                &rgba,
                size.0,
                size.1,
                image::imageops::FilterType::Triangle,
            ))
        };
        Ok(Pixels::whole(image))
    }

    fn whole(image: DynamicImage) -> Pixels {
        let image = match image {
            DynamicImage::ImageRgb8(_) | DynamicImage::ImageRgba8(_) => image,
            other if other.color().has_alpha() => DynamicImage::ImageRgba8(other.into_rgba8()),
            other => DynamicImage::ImageRgb8(other.into_rgb8()),
        };
        Pixels::Whole { image, next: 0 }
    }

    pub fn size(&self) -> (u32, u32) {
        match self {
            Pixels::Jpeg(rows) => rows.size(),
            Pixels::Png(rows) => rows.size(),
            Pixels::Whole { image, .. } => (image.width(), image.height()),
        }
    }

    /// Bytes a pixel: 3 (RGB) when every pixel is opaque, which makes the PNG a quarter
    /// smaller to code; else 4 (RGBA).
    pub fn channels(&self) -> u8 {
        match self {
            Pixels::Jpeg(_) => 3,
            Pixels::Png(rows) => rows.channels(Layout::Colour) as u8,
            Pixels::Whole { image, .. } if image.color().has_alpha() => 4,
            Pixels::Whole { .. } => 3,
        }
    }

    /// The next `rows` rows, [`Pixels::channels`] bytes a pixel, replacing `out`'s contents.
    pub fn read(&mut self, out: &mut Vec<u8>, rows: u32) -> Result<(), Stop> {
        match self {
            Pixels::Jpeg(dec) => {
                if dec.read_rows_replacing(out, rows).map_err(Stop::Jpeg)? < rows {
                    return Err(Stop::Jpeg(JpegError::Libjpeg(
                        "fewer rows than the header said".into(),
                    )));
                }
            }
            // Rows that run out are an error of the decoder's, which names the file.
            Pixels::Png(png) => {
                png.read_rows(out, rows, Layout::Colour)
                    .map_err(Stop::Map)?;
            }
            Pixels::Whole { image, next } => {
                let width = image.width() as usize;
                let (y0, y1) = (*next as usize, (*next + rows) as usize);
                *next += rows;
                let (raw, channels) = match image {
                    DynamicImage::ImageRgb8(img) => (img.as_raw().as_slice(), 3),
                    DynamicImage::ImageRgba8(img) => (img.as_raw().as_slice(), 4),
                    _ => unreachable!("Pixels::whole keeps RGB or RGBA only"),
                };
                let stride = width * channels;
                out.clear();
                out.extend_from_slice(&raw[y0 * stride..y1 * stride]);
            }
        }
        Ok(())
    }
}

/// RGB to opaque RGBA, replacing `out`'s contents.
pub fn widen(rgb: &[u8], out: &mut Vec<u8>) {
    out.clear();
    out.resize(rgb.len() / 3 * 4, 255);
    for (px, o) in rgb.chunks_exact(3).zip(out.chunks_exact_mut(4)) {
        o[..3].copy_from_slice(px);
    }
}

/// Premultiplied RGBA, drawn over an opaque picture, to RGB, into `out` of the right size:
/// opaque pixels as they are, any other demultiplied as tiny-skia does it (so the bytes are
/// those of its `take_demultiplied`), then its alpha dropped as before.
pub fn narrow(rgba: &[u8], out: &mut [u8]) {
    for (px, o) in rgba.chunks_exact(4).zip(out.chunks_exact_mut(3)) {
        match px[3] {
            255 => o.copy_from_slice(&px[..3]),
            alpha => {
                let a = alpha as f64 / 255.0;
                for (o, &c) in o.iter_mut().zip(&px[..3]) {
                    *o = (c as f64 / a + 0.5) as u8;
                }
            }
        }
    }
}
