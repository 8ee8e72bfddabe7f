//! Drawing a small item (a counter, a cell's number) whole, whatever band of rows the picture
//! is being drawn in, so that the pixels are the same however the picture is cut.
//!
//! The item is always drawn into a pixmap of its own box, placed by whole pixels; the rows that
//! box shares with the band are copied in before and back after. Its coverage never depends on
//! where the band starts, and only the shared rows are kept.

use tiny_skia::{Pixmap, Transform};

/// The pixels `x0..x1` × `y0..y1` of the picture an item may touch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PixelBox {
    pub x0: u32,
    pub y0: u32,
    pub x1: u32,
    pub y1: u32,
}

/// Pixels around a shape left for anti-aliasing, and to spare.
const MARGIN: f32 = 3.0;

impl PixelBox {
    /// The whole pixels around `x0..x1` × `y0..y1`, with a margin, within a picture of `size`;
    /// `None` when none of it is on the picture.
    pub fn around((x0, y0, x1, y1): (f32, f32, f32, f32), size: (u32, u32)) -> Option<PixelBox> {
        let clamp = |v: f32, max: u32| (v.max(0.0) as u32).min(max);
        let b = PixelBox {
            x0: clamp((x0 - MARGIN).floor(), size.0),
            y0: clamp((y0 - MARGIN).floor(), size.1),
            x1: clamp((x1 + MARGIN).ceil() + 1.0, size.0),
            y1: clamp((y1 + MARGIN).ceil() + 1.0, size.1),
        };
        (b.x0 < b.x1 && b.y0 < b.y1).then_some(b)
    }

    /// Whether the box has pixels in the rows `first..last`.
    pub fn meets_rows(&self, first: u32, last: u32) -> bool {
        self.y0 < last && self.y1 > first
    }
}

/// Draw an item whose pixels lie in `b` into `band`, which holds the rows `first..` of the
/// picture (premultiplied): `paint` draws it in the picture's coordinates moved by the
/// transform it is given.
pub(super) fn draw_whole(
    band: &mut Pixmap,
    first: u32,
    b: PixelBox,
    paint: impl FnOnce(&mut Pixmap, Transform, (u32, u32)),
) {
    let last = first + band.height();
    if !b.meets_rows(first, last) {
        return;
    }
    let Some(mut patch) = Pixmap::new(b.x1 - b.x0, b.y1 - b.y0) else {
        return;
    };
    let shared = b.y0.max(first)..b.y1.min(last);
    let (band_stride, patch_stride) = (band.width() as usize * 4, patch.width() as usize * 4);
    let columns = b.x0 as usize * 4..b.x1 as usize * 4;
    let band_row = |y: u32| (y - first) as usize * band_stride;
    let patch_row = |y: u32| (y - b.y0) as usize * patch_stride;
    for y in shared.clone() {
        let from = &band.data()[band_row(y) + columns.start..band_row(y) + columns.end];
        patch.data_mut()[patch_row(y)..patch_row(y) + patch_stride].copy_from_slice(from);
    }
    let moved = Transform::from_translate(-(b.x0 as f32), -(b.y0 as f32));
    paint(&mut patch, moved, (b.x0, b.y0));
    for y in shared {
        let drawn = &patch.data()[patch_row(y)..patch_row(y) + patch_stride];
        band.data_mut()[band_row(y) + columns.start..band_row(y) + columns.end]
            .copy_from_slice(drawn);
    }
}
