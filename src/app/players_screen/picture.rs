//! The map on the players' screen: the picture the map export draws for the screen's audience
//! ([`crate::render::draw`]: the markers as that audience knows them, the units where it knows
//! they stand, the turn's moves it saw), at the end of the desk's current turn, at the size of
//! a screen. It is drawn on a thread of its own at each change (one at a time: the latest
//! asked for is drawn next), from the map decoded once at that size; a scenario without a map
//! image is drawn on a plain sheet of the map's size.

use super::{Feed, Screen, lock, viewport_id};
use crate::app::export_map::{MapBytes, locate_map};
use crate::i18n::tr;
use crate::model::Scenario;
use crate::record::Audience;
use crate::render::battle::{BattleError, BattleView};
use crate::render::draw::{self, RenderOptions};
use crate::render::image_io::{self, MapImageError};
use egui::{ColorImage, RichText, TextureHandle, TextureOptions, Ui, ViewportId};
use image::RgbaImage;
use std::sync::{Arc, Mutex};

/// The longest side of the picture, in pixels: a television's width.
pub const MAX_SIDE: u32 = 1600;

/// The sheet a map without an image is drawn on.
const PAPER: image::Rgba<u8> = image::Rgba([0xf2, 0xec, 0xdc, 0xff]);

/// Which document state (id, generation), turns and audience a picture is of.
type PictureKey = (u64, u64, usize, Audience, crate::i18n::Lang);

/// The map decoded at the screen's size, and the map's own size.
pub(super) struct Base {
    image: RgbaImage,
    full: (u32, u32),
}

/// The last map decoded, by its origin (its file or its name in memory).
pub type BaseCache = Arc<Mutex<Option<(String, Arc<Base>)>>>;

/// The map's picture as the screen has it.
#[derive(Default)]
pub struct Picture {
    /// The picture wanted now.
    wanted: Option<PictureKey>,
    /// Being drawn on its thread.
    drawing: Option<PictureKey>,
    /// The latest drawn, and why the map image could not be read if it could not.
    drawn: Option<(PictureKey, Arc<ColorImage>, Option<String>)>,
    texture: Option<(PictureKey, TextureHandle)>,
}

impl Picture {
    /// Whether the picture shown is the one wanted, for `audience`.
    pub fn is_settled(&self, audience: Audience) -> bool {
        let drawn = self.drawn.as_ref().map(|(k, _, _)| *k);
        self.drawing.is_none()
            && drawn.is_some()
            && drawn == self.wanted
            && self.wanted.is_some_and(|k| k.3 == audience)
    }

    pub fn pixels(&self) -> Option<Arc<ColorImage>> {
        self.drawn.as_ref().map(|(_, img, _)| img.clone())
    }

    /// The picture, fitted to the space given; only one drawn for `audience`.
    pub fn ui(&mut self, ui: &mut Ui, s: &Scenario, audience: Audience, turn: usize) {
        let Some((key, img, note)) = self.drawn.as_ref().filter(|(k, _, _)| k.3 == audience) else {
            ui.label(tr!(MapScreenDrawing));
            return;
        };
        let texture = match &mut self.texture {
            Some((k, t)) if k == key => t.clone(),
            slot => {
                let t = ui.ctx().load_texture(
                    "players-screen-map",
                    (**img).clone(),
                    TextureOptions::LINEAR,
                );
                *slot = Some((*key, t.clone()));
                t
            }
        };
        let when = match s.log.turns.is_empty() {
            true => tr!(MapScreenAtDeployment),
            false => tr!(
                MapScreenAfterTurn,
                turn = crate::app::desk::turn_name(s, turn)
            ),
        };
        ui.vertical_centered(|ui| {
            let room = ui.available_size() - egui::vec2(0.0, 40.0);
            ui.add(
                egui::Image::new(&texture)
                    .max_size(room.max(egui::vec2(64.0, 64.0)))
                    .maintain_aspect_ratio(true)
                    .alt_text(tr!(MapScreenTheMap, when = when)),
            );
            if let Some(note) = note {
                ui.label(RichText::new(note.as_str()).weak());
            }
        });
    }
}

/// Ask for the picture of the document, turn and audience now shown, and start drawing it
/// unless a drawing is under way (its end starts the next); true when one was started.
pub(super) fn keep_up(
    shared: &Arc<Mutex<Screen>>,
    base: &BaseCache,
    ctx: &egui::Context,
    feed: &Feed,
    turns: usize,
) -> bool {
    let mut screen = lock(shared);
    // The picture's words (the legend, the notes) are in the language in force.
    let key = (
        feed.doc.id(),
        feed.doc.generation(),
        turns,
        screen.audience,
        crate::i18n::current(),
    );
    let picture = &mut screen.picture;
    picture.wanted = Some(key);
    let drawn = picture.drawn.as_ref().map(|(k, _, _)| *k);
    if drawn == Some(key) || picture.drawing.is_some() {
        return false;
    }
    picture.drawing = Some(key);
    drop(screen);
    let scenario = feed.doc.shared();
    let source = locate_map(&scenario, feed.scenario_dir.as_deref(), feed.embedded).ok();
    let (screen, base, ctx) = (shared.clone(), base.clone(), ctx.clone());
    let work = move || {
        let (image, note) = picture_of(&scenario, source, &base, key.3, key.2);
        drop(scenario);
        let mut screen = lock(&screen);
        screen.picture.drawing = None;
        screen.picture.drawn = Some((key, Arc::new(image), note));
        drop(screen);
        ctx.request_repaint_of(viewport_id());
        ctx.request_repaint_of(ViewportId::ROOT);
    };
    if std::thread::Builder::new()
        .name("umpire-players-map".into())
        .spawn(crate::i18n::carried(work))
        .is_err()
    {
        lock(shared).picture.drawing = None;
    }
    true
}

/// The picture, and why the map image could not be used when it could not (then the battle is
/// drawn on a plain sheet).
fn picture_of(
    s: &Scenario,
    source: Option<MapBytes>,
    cache: &BaseCache,
    audience: Audience,
    turns: usize,
) -> (ColorImage, Option<String>) {
    let (base, note) = match source.map(|src| base_of(src, cache)) {
        Some(Ok(b)) => (Some(b), None),
        Some(Err(e)) => (
            None,
            Some(tr!(MapScreenImageUnreadable, error = e.to_string())),
        ),
        None => (None, None),
    };
    match draw_picture(s, base.as_deref(), audience, turns) {
        Ok(img) => (img, note),
        Err(e) => {
            let (w, h) = fit(s.map.size.unwrap_or(crate::app::map::DEFAULT_CANVAS));
            let sheet = ColorImage::new([w as usize, h as usize], vec![paper(); (w * h) as usize]);
            (sheet, Some(e.to_string()))
        }
    }
}

fn paper() -> egui::Color32 {
    let [r, g, b, _] = PAPER.0;
    egui::Color32::from_rgb(r, g, b)
}

/// The map of `src` at the screen's size, decoded once while it stays the same.
fn base_of(src: MapBytes, cache: &BaseCache) -> Result<Arc<Base>, MapImageError> {
    let origin = match &src {
        MapBytes::File(p) => p.display().to_string(),
        MapBytes::Memory { name, .. } => name.clone(),
    };
    if let Some((o, b)) = &*cache.lock().unwrap_or_else(|e| e.into_inner())
        && *o == origin
    {
        return Ok(b.clone());
    }
    let bytes: Arc<[u8]> = match src {
        MapBytes::File(p) => Arc::from(image_io::read_file(&p)?),
        MapBytes::Memory { bytes, .. } => bytes,
    };
    let full = image_io::dimensions_of_bytes(&bytes, &origin)?;
    let scaled = crate::render::scaled::decode_to_size(&bytes, &origin, fit(full))?;
    let base = Arc::new(Base {
        image: scaled.image.into_rgba8(),
        full: scaled.full_size,
    });
    *cache.lock().unwrap_or_else(|e| e.into_inner()) = Some((origin, base.clone()));
    Ok(base)
}

/// A map of `full` pixels at the screen's size: at most [`MAX_SIDE`] on its longer side.
fn fit((w, h): (u32, u32)) -> (u32, u32) {
    let k = (MAX_SIDE as f64 / w.max(h).max(1) as f64).min(1.0);
    let side = |v: u32| ((v as f64 * k).round() as u32).max(1);
    (side(w), side(h))
}

/// The battle map after `turns` turns as `audience` knows it, over `base` (or a plain sheet of
/// the map's size): the map export's drawing ([`draw::draw_battle_over`]), so the screen shows
/// what a map exported for that audience shows.
pub(super) fn draw_picture(
    s: &Scenario,
    base: Option<&Base>,
    audience: Audience,
    turns: usize,
) -> Result<ColorImage, BattleError> {
    let (img, full) = match base {
        Some(b) => (b.image.clone(), b.full),
        None => {
            let full = s.map.size.unwrap_or(crate::app::map::DEFAULT_CANVAS);
            let (w, h) = fit(full);
            (RgbaImage::from_pixel(w, h, PAPER), full)
        }
    };
    let opts = RenderOptions {
        withheld: draw::withheld_values(s, audience),
        scale: img.width() as f32 / full.0.max(1) as f32,
    };
    let view = BattleView {
        turns: Some(turns),
        grid: false,
        audience,
    };
    let drawn = draw::draw_battle_over(s, img, &opts, &view)?;
    let size = [drawn.width() as usize, drawn.height() as usize];
    Ok(ColorImage::from_rgba_unmultiplied(size, drawn.as_raw()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_big_map_is_fitted_to_the_screen_and_a_small_one_kept() {
        assert_eq!(fit((12000, 8400)), (1600, 1120));
        assert_eq!(fit((800, 600)), (800, 600));
        assert_eq!(fit((0, 0)), (1, 1));
    }
}
