//! Mipmaps made on the CPU, for a texture uploaded with all its levels.
//!
//! A software renderer (llvmpipe) makes `glGenerateMipmap`'s levels by drawing them, and the
//! first time it compiles the shaders to do so, on the window's thread, on the way to the first
//! frame the user sees the map in. A 2 × 2 box filter here is far cheaper.

use egui::ColorImage;

/// An image with every level below it, as its texture is made: the map's overview, made on
/// the decoder's thread or read back whole from the cache of earlier opens.
#[derive(Clone, Debug)]
pub struct Mipmapped {
    pub image: ColorImage,
    pub below: Vec<Level>,
}

impl Mipmapped {
    pub fn new(image: ColorImage) -> Mipmapped {
        let below = levels_below(image.size[0], image.size[1], image.as_raw());
        Mipmapped { image, below }
    }
}

/// The sizes of the levels below a `width` × `height` image, as [`levels_below`] makes them.
pub fn sizes_below(width: usize, height: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let (mut w, mut h) = (width, height);
    if w == 0 || h == 0 {
        return out;
    }
    while w > 1 || h > 1 {
        (w, h) = ((w / 2).max(1), (h / 2).max(1));
        out.push((w, h));
    }
    out
}

/// One level: its size and RGBA pixels, row by row.
#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    pub width: usize,
    pub height: usize,
    pub rgba: Vec<u8>,
}

/// The levels below a `width` × `height` RGBA image down to 1 × 1, each half the one above
/// (rounded down, at least 1, as OpenGL sizes them), each pixel the mean of the 2 × 2
/// pixels above it (an odd last row or column is left out, as `glGenerateMipmap` may do).
/// Nothing for an image whose bytes do not match its size.
pub fn levels_below(width: usize, height: usize, rgba: &[u8]) -> Vec<Level> {
    let mut out: Vec<Level> = Vec::new();
    if width == 0 || height == 0 || rgba.len() != width * height * 4 {
        return out;
    }
    let (mut w, mut h) = (width, height);
    while w > 1 || h > 1 {
        let above = out.last().map_or(rgba, |l| &l.rgba[..]);
        let next = halve(w, h, above);
        (w, h) = (next.width, next.height);
        out.push(next);
    }
    out
}

fn halve(width: usize, height: usize, above: &[u8]) -> Level {
    let (w, h) = ((width / 2).max(1), (height / 2).max(1));
    let stride = width * 4;
    // A level one pixel wide or high takes the same row or column twice.
    let dx = if width > 1 { 4 } else { 0 };
    let dy = if height > 1 { stride } else { 0 };
    let mut rgba = vec![0u8; w * h * 4];
    for (y, out_row) in rgba.chunks_exact_mut(w * 4).enumerate() {
        let top = &above[2 * y * stride..][..stride];
        let bottom = &above[2 * y * stride + dy..][..stride];
        if dx == 4 {
            // Two pixels of each row above make one below: whole chunks, no index checks.
            let pairs = top.chunks_exact(8).zip(bottom.chunks_exact(8));
            for (out, (t, b)) in out_row.chunks_exact_mut(4).zip(pairs) {
                for c in 0..4 {
                    let sum = u16::from(t[c]) + u16::from(t[c + 4]);
                    let sum = sum + u16::from(b[c]) + u16::from(b[c + 4]);
                    out[c] = ((sum + 2) / 4) as u8;
                }
            }
        } else {
            for c in 0..4 {
                out_row[c] = (u16::from(top[c]) + u16::from(bottom[c])).div_ceil(2) as u8;
            }
        }
    }
    Level {
        width: w,
        height: h,
        rgba,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(width: usize, height: usize, f: impl Fn(usize, usize) -> [u8; 4]) -> Level {
        let rgba = (0..height)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .flat_map(|(x, y)| f(x, y))
            .collect();
        Level {
            width,
            height,
            rgba,
        }
    }

    #[test]
    fn sizes_halve_down_to_one_pixel_as_opengl_sizes_them() {
        let base = level(1500, 1050, |_, _| [0; 4]);
        let sizes: Vec<_> = levels_below(base.width, base.height, &base.rgba)
            .iter()
            .map(|l| (l.width, l.height))
            .collect();
        assert_eq!(
            sizes,
            [
                (750, 525),
                (375, 262),
                (187, 131),
                (93, 65),
                (46, 32),
                (23, 16),
                (11, 8),
                (5, 4),
                (2, 2),
                (1, 1)
            ]
        );
        assert_eq!(sizes_below(1500, 1050), sizes, "the sizes alone, the same");
        for l in levels_below(base.width, base.height, &base.rgba) {
            assert_eq!(l.rgba.len(), l.width * l.height * 4);
        }
        assert_eq!(sizes_below(4, 1), [(2, 1), (1, 1)]);
        assert!(sizes_below(1, 1).is_empty() && sizes_below(0, 5).is_empty());
        let one = level(1, 1, |_, _| [9; 4]);
        assert!(levels_below(1, 1, &one.rgba).is_empty());
        assert!(
            levels_below(3, 3, &[0; 8]).is_empty(),
            "bytes short of the size"
        );
        let thin: Vec<_> = levels_below(4, 1, &[0; 16])
            .iter()
            .map(|l| (l.width, l.height))
            .collect();
        assert_eq!(thin, [(2, 1), (1, 1)]);
    }

    #[test]
    fn each_pixel_is_the_rounded_mean_of_the_four_above() {
        let base = level(2, 2, |x, y| {
            [(x * 100 + y * 50) as u8, 255, 0, (x * 255) as u8]
        });
        let one = &levels_below(base.width, base.height, &base.rgba)[0];
        // Red 0, 100, 50, 150: mean 75. Alpha 0, 255, 0, 255: 127.5 rounds to 128.
        assert_eq!(one.rgba, vec![75, 255, 0, 128]);
        // A checkerboard of black and white averages to mid grey at every level.
        let board = level(8, 8, |x, y| {
            let v = if (x + y) % 2 == 0 { 0 } else { 255 };
            [v, v, v, 255]
        });
        for l in levels_below(8, 8, &board.rgba) {
            assert!(l.rgba.chunks(4).all(|p| p == [128, 128, 128, 255]), "{l:?}");
        }
    }
}
