//! The map's tiles in GL textures of our own (see [`super::super::gpu`]): made while the
//! decoder works, filled band by band before each frame, reused by the next map of the same
//! tile sizes, and deleted with the map; the overview with mipmaps made on the CPU.

use super::{
    FrameWork, GL_UPLOAD_TIME_WHILE_USED, GL_UPLOAD_TIME_WHILE_WAITING, MapImage, Tile,
    TileTexture, USED_FOR_SECONDS,
};
use crate::app::map::gpu::{GlError, GlTiles, RowsPart, SpareTextures};
use crate::app::map::load::Band;
use crate::app::map::mipmaps::Mipmapped;
use eframe::glow;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

impl MapImage {
    /// Delete our GL textures while the window's context is still there (eframe drops the app
    /// after it); the map is not drawn again.
    pub fn release_gpu(&mut self) {
        self.delete_gl_textures();
        self.gl = None;
    }

    /// Our GL textures are not egui's to free: delete them with the tiles that hold them.
    pub(super) fn delete_gl_textures(&mut self) {
        let Some(gl) = &self.gl else {
            return;
        };
        for tile in &mut self.tiles {
            if let Some(tex) = tile.filling.take() {
                gl.delete(tex);
            }
            if let Some(TileTexture::Gl { tex, .. }) = tile.texture.take() {
                gl.delete(tex);
            }
        }
        self.spare.delete_all(gl);
        self.delete_overview_gl();
    }

    /// Take the tiles' GL textures off them, into the spares.
    pub(super) fn spare_gl_textures(&mut self) {
        for tile in &mut self.tiles {
            let size = (tile.rect.width() as usize, tile.rect.height() as usize);
            if let Some(tex) = tile.filling.take() {
                self.spare.put(size, tex);
            }
            if let Some(TileTexture::Gl { tex, .. }) = tile.texture.take() {
                self.spare.put(size, tex);
            }
        }
    }

    /// Hand this map's GL textures to the map view that replaces this one (another document
    /// opened), for its own tiles; they are deleted there if its map does not need them.
    pub fn hand_over_textures(&mut self) -> Option<(GlTiles, SpareTextures)> {
        let gl = self.gl.clone()?;
        self.spare_gl_textures();
        Some((gl, std::mem::take(&mut self.spare)))
    }

    /// A new map view's image, given the textures of the one it replaces.
    pub fn with_textures(handed: Option<(GlTiles, SpareTextures)>) -> MapImage {
        let mut image = MapImage::default();
        if let Some((gl, spare)) = handed {
            image.gl = Some(gl);
            image.spare = spare;
        }
        image
    }

    /// Once the map has every texture it needs, or the view shows no map: the spares left
    /// are not needed.
    pub fn drop_unneeded_spares(&mut self) {
        if self.spare.is_empty() {
            return;
        }
        let loaded = self.size.is_some() && !self.is_busy();
        let no_map = self.key.is_none() && self.job.is_none();
        if loaded || no_map {
            self.drop_spares();
        }
    }

    /// The spares are kept only while a map may still take them.
    pub(super) fn drop_spares(&mut self) {
        if let Some(gl) = &self.gl {
            self.spare.delete_all(gl);
        }
    }

    /// In the real window, before the frame is built: copy the rows received into the tiles'
    /// GL textures, and give mipmaps to a tile drawn minified. Does nothing without GL.
    pub fn before_frame(&mut self, frame: &mut eframe::Frame) {
        if self.gl.is_none() && !self.gl_refused {
            self.gl = frame.gl().cloned().map(GlTiles::new);
        }
        let Some(gl) = self.gl.clone() else {
            return;
        };
        let waiting_user = !self.in_use();
        let budget = if waiting_user {
            GL_UPLOAD_TIME_WHILE_WAITING
        } else {
            GL_UPLOAD_TIME_WHILE_USED
        };
        let started = Instant::now();
        let deadline = started + budget;
        let mut work = FrameWork::default();
        while Instant::now() < deadline {
            if self.bands.is_empty() && self.outcome.is_none() {
                self.outcome = self.collect_job(None);
            }
            // An overview just in is drawn first: the rows wait for the next frame.
            if let Some(overview) = self.overview_pending.take() {
                if let Err(e) = self.install_overview_gl(&gl, overview, frame) {
                    self.give_up_gl(&e);
                    return;
                }
                break;
            }
            if let Some(band) = self.bands.pop_front() {
                let uploaded = self.upload_band_gl(&gl, &band, frame, &mut work);
                work.bands += 1;
                if let Some(job) = &self.job {
                    job.spares.give_back(band.rgba);
                }
                if let Err(e) = uploaded {
                    self.give_up_gl(&e);
                    return;
                }
                continue;
            }
            // No rows in hand: the decoder is behind. A texture the rows will need is made
            // now rather than when they come (a software renderer zeroes every new texture)...
            match self.create_ahead(&gl, &mut work) {
                Ok(true) => continue,
                Ok(false) => {}
                Err(e) => {
                    self.give_up_gl(&e);
                    return;
                }
            }
            // ... and while the user only waits, the frame waits for rows instead of ending:
            // a frame costs a full repaint, so fewer of them leave the cores to the decoder.
            if !waiting_user || self.outcome.is_some() || !self.decoding_shown_map() {
                break;
            }
            let waited = Instant::now();
            self.outcome = self.collect_job(Some(deadline));
            work.waiting += waited.elapsed();
            if self.bands.is_empty() && self.outcome.is_none() {
                break;
            }
        }
        if crate::app::trace::enabled() && (work.bands > 0 || work.created + work.reused > 0) {
            let ms = |d: Duration| d.as_secs_f64() * 1000.0;
            crate::app::trace::map_upload(crate::app::trace::MapUpload {
                create_ms: ms(work.creating),
                upload_ms: ms(started.elapsed() - work.creating - work.waiting),
                wait_ms: ms(work.waiting),
                created: work.created,
                reused: work.reused,
                bands_left: self.bands.len(),
                tiles_done: self.tiles.iter().filter(|t| t.texture.is_some()).count(),
            });
        }
        self.mipmap_one(&gl);
    }

    /// The overview as a GL texture with the mipmaps the decoder made (see
    /// [`crate::app::map::mipmaps`]).
    fn install_overview_gl(
        &mut self,
        gl: &GlTiles,
        overview: Mipmapped,
        frame: &mut eframe::Frame,
    ) -> Result<(), GlError> {
        let [w, h] = overview.image.size;
        let tex = gl.create_mipmapped((w, h), overview.image.as_raw(), &overview.below)?;
        self.delete_overview_gl();
        self.overview = Some(TileTexture::Gl {
            id: frame.register_native_glow_texture(tex),
            tex,
            mipmapped: true,
        });
        Ok(())
    }

    pub(super) fn delete_overview_gl(&mut self) {
        if let (Some(gl), Some(TileTexture::Gl { tex, .. })) = (&self.gl, &self.overview) {
            gl.delete(*tex);
            self.overview = None;
        }
    }

    /// Whether rows of a map already shown are still to come from its decoder.
    pub(super) fn decoding_shown_map(&self) -> bool {
        self.job.as_ref().is_some_and(|j| j.shown)
    }

    /// Make the texture of the first tile, in the order rows arrive, that has none yet;
    /// false when every tile has one.
    fn create_ahead(&mut self, gl: &GlTiles, work: &mut FrameWork) -> Result<bool, GlError> {
        if !self.decoding_shown_map() {
            return Ok(false);
        }
        let Some(i) = self
            .tiles
            .iter()
            .position(|t| t.texture.is_none() && t.filling.is_none())
        else {
            return Ok(false);
        };
        let tex = self.new_texture(gl, i, work)?;
        self.tiles[i].filling = Some(tex);
        Ok(true)
    }

    /// A texture for tile `i`: a spare one of its size, else a new one.
    fn new_texture(
        &mut self,
        gl: &GlTiles,
        i: usize,
        work: &mut FrameWork,
    ) -> Result<glow::Texture, GlError> {
        let rect = self.tiles[i].rect;
        let size = (rect.width() as usize, rect.height() as usize);
        let started = Instant::now();
        let tex = match self.spare.take(gl, size) {
            Some(tex) => {
                work.reused += 1;
                tex
            }
            None => {
                work.created += 1;
                gl.create(size.0, size.1)?
            }
        };
        work.creating += started.elapsed();
        Ok(tex)
    }

    /// Whether the user has been working in the window just now.
    pub(super) fn in_use(&self) -> bool {
        self.ctx
            .as_ref()
            .zip(self.last_input)
            .is_some_and(|(c, last)| c.input(|i| i.time) - last < USED_FOR_SECONDS)
    }

    /// Copy a band's rows into the textures of the tiles it crosses; a tile whose last row
    /// is in becomes drawable.
    fn upload_band_gl(
        &mut self,
        gl: &GlTiles,
        band: &Band,
        frame: &mut eframe::Frame,
        work: &mut FrameWork,
    ) -> Result<(), GlError> {
        let Some((w, _)) = self.size else {
            return Ok(());
        };
        let side = self.side.max(16);
        let columns = (w as usize).div_ceil(side);
        let ty = band.y0 / side;
        for tx in 0..columns {
            let i = ty * columns + tx;
            if i >= self.tiles.len() {
                continue;
            }
            let tex = match self.tiles[i].filling {
                Some(tex) => tex,
                None => self.new_texture(gl, i, work)?,
            };
            let tile = &mut self.tiles[i];
            tile.filling = Some(tex);
            let (tw, th) = (tile.rect.width() as usize, tile.rect.height() as usize);
            let y = band.y0 - ty * side;
            gl.upload_rows(
                tex,
                RowsPart {
                    band: &band.rgba,
                    band_width: w as usize,
                    x0: tx * side,
                    w: tw,
                    y,
                    rows: band.rows,
                },
            )?;
            if y + band.rows >= th {
                tile.filling = None;
                tile.texture = Some(TileTexture::Gl {
                    id: frame.register_native_glow_texture(tex),
                    tex,
                    mipmapped: false,
                });
            }
        }
        Ok(())
    }

    /// A GL error: read the map again through egui's textures (its rows are gone).
    pub(super) fn give_up_gl(&mut self, error: &GlError) {
        eprintln!("umpire: {error}; the map is read again without it");
        self.delete_gl_textures();
        self.gl = None;
        self.gl_refused = true;
        self.bands.clear();
        let restart = self
            .job
            .take()
            .map(|j| (j.key, j.source, j.write_doc))
            .or_else(|| Some((self.key.clone()?, self.source.clone()?, false)));
        if let Some((key, source, write_doc)) = restart {
            self.start(key, source, write_doc);
        }
    }

    /// Mipmaps for one tile a frame that was drawn minified without them (a software
    /// renderer makes them on the CPU, slowly).
    fn mipmap_one(&mut self, gl: &GlTiles) {
        let wanted = self.tiles.iter_mut().find(|t| {
            t.wants_mipmap.swap(false, Ordering::Relaxed)
                && matches!(
                    t.texture,
                    Some(TileTexture::Gl {
                        mipmapped: false,
                        ..
                    })
                )
        });
        if let Some(Tile {
            texture: Some(TileTexture::Gl { tex, mipmapped, .. }),
            ..
        }) = wanted
        {
            gl.mipmap(*tex);
            *mipmapped = true;
            if let Some(ctx) = &self.ctx {
                ctx.request_repaint();
            }
        }
    }
}
