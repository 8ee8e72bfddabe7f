//! Map tiles as OpenGL textures of our own, filled straight from the decoder's rows.
//!
//! Through egui's textures every tile is a fresh 16 MiB RGBA buffer that egui copies to the GPU
//! and frees: on a large map much of the load's CPU goes to the kernel handing out and
//! zeroing those pages, and the tiles' mipmaps (made on the CPU by a software
//! renderer) cost a third more texture memory than the map itself. Here each band of RGB rows
//! the decoder gives (RGBA, so the driver copies rather than converts) is copied once, by the driver, into the textures of the tiles it crosses
//! (`UNPACK_ROW_LENGTH` picks a tile's columns out of the band), the band's buffer goes back to
//! the decoder, and a tile gets mipmaps only once it is drawn minified ([`GlTiles::mipmap`]).
//!
//! Used by the real window (eframe's glow renderer); anywhere without a GL context (the
//! kittests) the tiles go through egui's textures as before.

use super::mipmaps::Level;
use eframe::glow::{self, HasContext};
use std::sync::Arc;

/// The window's GL context, current on the UI thread while eframe runs the app.
#[derive(Clone)]
pub struct GlTiles {
    gl: Arc<glow::Context>,
}

/// A GL call that failed: the map falls back to egui's textures.
#[derive(Debug, thiserror::Error)]
#[error("OpenGL refused a map texture: {0}")]
pub struct GlError(String);

impl GlTiles {
    pub fn new(gl: Arc<glow::Context>) -> GlTiles {
        GlTiles { gl }
    }

    /// A new texture, bound, clamped at its edges, magnified linearly, minified with
    /// `min_filter` from levels 0 to `max_level`.
    fn bound_texture(&self, min_filter: u32, max_level: usize) -> Result<glow::Texture, GlError> {
        let gl = &self.gl;
        // SAFETY: the context is current (see `create`); the texture is bound before its
        // parameters are set.
        unsafe {
            let tex = gl.create_texture().map_err(GlError)?;
            gl.bind_texture(glow::TEXTURE_2D, Some(tex));
            let params = [
                (glow::TEXTURE_MAG_FILTER, glow::LINEAR),
                (glow::TEXTURE_MIN_FILTER, min_filter),
                (glow::TEXTURE_WRAP_S, glow::CLAMP_TO_EDGE),
                (glow::TEXTURE_WRAP_T, glow::CLAMP_TO_EDGE),
            ];
            for (name, value) in params {
                gl.tex_parameter_i32(glow::TEXTURE_2D, name, value as i32);
            }
            gl.tex_parameter_i32(glow::TEXTURE_2D, glow::TEXTURE_MAX_LEVEL, max_level as i32);
            Ok(tex)
        }
    }

    /// An empty `w` × `h` RGBA texture, drawn with linear filtering and no mipmaps yet.
    pub fn create(&self, w: usize, h: usize) -> Result<glow::Texture, GlError> {
        let gl = &self.gl;
        // SAFETY: called on the UI thread inside eframe's frame, where its context is current;
        // the texture is bound before it is touched, and no pixel data is passed.
        unsafe {
            let tex = self.bound_texture(glow::LINEAR, 0)?;
            gl.tex_image_2d(
                glow::TEXTURE_2D,
                0,
                glow::RGBA8 as i32,
                w as i32,
                h as i32,
                0,
                glow::RGBA,
                glow::UNSIGNED_BYTE,
                glow::PixelUnpackData::Slice(None),
            );
            match gl.get_error() {
                glow::NO_ERROR => Ok(tex),
                code => {
                    gl.delete_texture(tex);
                    Err(GlError(format!(
                        "error {code:#x} creating a {w} × {h} texture"
                    )))
                }
            }
        }
    }

    /// A texture of the `width` × `height` RGBA image `base` with every level below it given
    /// (see [`super::mipmaps`]), drawn with trilinear filtering.
    pub fn create_mipmapped(
        &self,
        (width, height): (usize, usize),
        base: &[u8],
        below: &[Level],
    ) -> Result<glow::Texture, GlError> {
        let base = LevelRef {
            width,
            height,
            rgba: base,
        };
        let levels = std::iter::once(base).chain(below.iter().map(|l| LevelRef {
            width: l.width,
            height: l.height,
            rgba: &l.rgba,
        }));
        let gl = &self.gl;
        // SAFETY: the context is current (see `create`); each level's pixels are checked to
        // hold exactly width × height × 4 bytes, read with an alignment of 1.
        unsafe {
            let tex = self.bound_texture(glow::LINEAR_MIPMAP_LINEAR, below.len())?;
            gl.pixel_store_i32(glow::UNPACK_ALIGNMENT, 1);
            for (i, level) in levels.enumerate() {
                if level.rgba.len() != level.width * level.height * 4 {
                    gl.delete_texture(tex);
                    return Err(GlError(format!("mipmap level {i} is the wrong size")));
                }
                gl.tex_image_2d(
                    glow::TEXTURE_2D,
                    i as i32,
                    glow::RGBA8 as i32,
                    level.width as i32,
                    level.height as i32,
                    0,
                    glow::RGBA,
                    glow::UNSIGNED_BYTE,
                    glow::PixelUnpackData::Slice(Some(level.rgba)),
                );
            }
            match gl.get_error() {
                glow::NO_ERROR => Ok(tex),
                code => {
                    gl.delete_texture(tex);
                    Err(GlError(format!(
                        "error {code:#x} creating a {width} × {height} texture with its mipmaps"
                    )))
                }
            }
        }
    }

    /// Copy `rows` rows of the columns `x0..x0 + w` of an RGBA band `band_width` pixels wide
    /// into `tex` from its row `y`.
    pub fn upload_rows(&self, tex: glow::Texture, part: RowsPart<'_>) -> Result<(), GlError> {
        let RowsPart {
            band,
            band_width,
            x0,
            w,
            y,
            rows,
        } = part;
        let needed = (rows.saturating_sub(1) * band_width + x0 + w) * 4;
        if rows == 0 || band.len() < needed {
            return Err(GlError(format!(
                "a band of {} bytes is short of the {needed} the rows need",
                band.len()
            )));
        }
        let gl = &self.gl;
        // SAFETY: the context is current (see `create`); `band` holds every byte GL reads
        // (checked above: the last row ends at `needed`), and the unpack state is put back to
        // egui's defaults before returning, so egui's own uploads read their data as before.
        unsafe {
            gl.bind_texture(glow::TEXTURE_2D, Some(tex));
            gl.pixel_store_i32(glow::UNPACK_ALIGNMENT, 1);
            gl.pixel_store_i32(glow::UNPACK_ROW_LENGTH, band_width as i32);
            gl.pixel_store_i32(glow::UNPACK_SKIP_PIXELS, x0 as i32);
            gl.tex_sub_image_2d(
                glow::TEXTURE_2D,
                0,
                0,
                y as i32,
                w as i32,
                rows as i32,
                glow::RGBA,
                glow::UNSIGNED_BYTE,
                glow::PixelUnpackData::Slice(Some(band)),
            );
            gl.pixel_store_i32(glow::UNPACK_ROW_LENGTH, 0);
            gl.pixel_store_i32(glow::UNPACK_SKIP_PIXELS, 0);
            match gl.get_error() {
                glow::NO_ERROR => Ok(()),
                code => Err(GlError(format!("error {code:#x} uploading map rows"))),
            }
        }
    }

    /// Give `tex` its mipmaps and sample them from now on.
    pub fn mipmap(&self, tex: glow::Texture) {
        let gl = &self.gl;
        // SAFETY: the context is current (see `create`) and `tex` is one of ours, complete.
        unsafe {
            gl.bind_texture(glow::TEXTURE_2D, Some(tex));
            gl.tex_parameter_i32(glow::TEXTURE_2D, glow::TEXTURE_MAX_LEVEL, 1000);
            gl.generate_mipmap(glow::TEXTURE_2D);
            gl.tex_parameter_i32(
                glow::TEXTURE_2D,
                glow::TEXTURE_MIN_FILTER,
                glow::LINEAR_MIPMAP_LINEAR as i32,
            );
        }
    }

    /// Make a texture of an earlier map ready for new rows: no mipmaps sampled until
    /// [`GlTiles::mipmap`] makes them again (its level 0 is overwritten row by row).
    pub fn reuse(&self, tex: glow::Texture) {
        let gl = &self.gl;
        // SAFETY: the context is current (see `create`) and `tex` is one of ours.
        unsafe {
            gl.bind_texture(glow::TEXTURE_2D, Some(tex));
            gl.tex_parameter_i32(glow::TEXTURE_2D, glow::TEXTURE_MAX_LEVEL, 0);
            gl.tex_parameter_i32(
                glow::TEXTURE_2D,
                glow::TEXTURE_MIN_FILTER,
                glow::LINEAR as i32,
            );
        }
    }

    pub fn delete(&self, tex: glow::Texture) {
        // SAFETY: the context is current (see `create`); egui never draws a deleted tile again
        // (the map drops its id with it).
        unsafe { self.gl.delete_texture(tex) }
    }
}

/// The textures of a map no longer shown, kept for the next map's tiles of the same size.
///
/// A software renderer zeroes every new texture, and the kernel hands out and zeroes its
/// pages first, all on the window's thread. Opening a map again (or one of the same size, as a campaign's maps often
/// are) reuses the old textures instead; they are deleted once the new map has all it needs.
#[derive(Default)]
pub struct SpareTextures {
    textures: Vec<((usize, usize), glow::Texture)>,
}

impl SpareTextures {
    pub fn put(&mut self, size: (usize, usize), tex: glow::Texture) {
        self.textures.push((size, tex));
    }

    /// A spare texture of exactly `size`, ready for new rows.
    pub fn take(&mut self, gl: &GlTiles, size: (usize, usize)) -> Option<glow::Texture> {
        let i = self.textures.iter().position(|(s, _)| *s == size)?;
        let (_, tex) = self.textures.swap_remove(i);
        gl.reuse(tex);
        Some(tex)
    }

    /// Delete the spares no tile of `sizes` will take: at most one each.
    pub fn keep_for(&mut self, gl: &GlTiles, sizes: impl IntoIterator<Item = (usize, usize)>) {
        let mut wanted: Vec<(usize, usize)> = sizes.into_iter().collect();
        self.textures
            .retain(|(size, tex)| match wanted.iter().position(|w| w == size) {
                Some(i) => {
                    wanted.swap_remove(i);
                    true
                }
                None => {
                    gl.delete(*tex);
                    false
                }
            });
    }

    pub fn delete_all(&mut self, gl: &GlTiles) {
        for (_, tex) in self.textures.drain(..) {
            gl.delete(tex);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.textures.is_empty()
    }
}

/// A level of a texture's pixels, borrowed.
struct LevelRef<'a> {
    width: usize,
    height: usize,
    rgba: &'a [u8],
}

/// Which part of a band of rows goes into which rows of a tile.
pub struct RowsPart<'a> {
    pub band: &'a [u8],
    pub band_width: usize,
    pub x0: usize,
    pub w: usize,
    pub y: usize,
    pub rows: usize,
}
