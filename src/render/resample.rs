//! Shrinking a decoded map to the size it is printed or written at, on every core.
//!
//! A large reduction first averages whole k × k blocks (the fastest good filter); whatever is
//! left is finished with a triangle filter as wide as the reduction (what `image`'s `Triangle`
//! does), in fixed point: the image crate's own resize took as long as decoding a 100-MP map at
//! 1/4 for a 6-MP print map. Used by the report's print map and by `render-map --scale`.
//!
//! Kept by hand: `fast_image_resize` 6 reads from a whole source image, while the report shrinks
//! each band's rows as libjpeg decodes it, never holding a 100-MP decode (`image`'s is slow).

use image::ImageBuffer;

/// How many threads a resize shares its rows among.
pub fn threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8)
}

/// Reduce to about `w × h` (never enlarges). A large reduction first averages whole k × k
/// blocks; if that leaves the image within `slack_tenths` tenths of the target on both axes
/// (1 = 10%), it is kept as it is; anything larger is finished with a triangle filter to
/// exactly `w × h`. `slack_tenths: 0` always lands on `w × h`.
pub fn reduce<P>(
    buf: ImageBuffer<P, Vec<u8>>,
    w: u32,
    h: u32,
    slack_tenths: u32,
) -> ImageBuffer<P, Vec<u8>>
where
    P: image::Pixel<Subpixel = u8> + 'static,
{
    let (sw, sh) = buf.dimensions();
    if (sw, sh) == (w, h) {
        return buf;
    }
    let c = P::CHANNEL_COUNT as usize;
    let k = (sw / w.max(1)).min(sh / h.max(1));
    let reduced = if k >= 2 {
        let (data, rw, rh) = match c {
            1 => box_reduce::<1>(buf.as_raw(), sw as usize, sh as usize, k as usize),
            3 => box_reduce::<3>(buf.as_raw(), sw as usize, sh as usize, k as usize),
            _ => box_reduce::<4>(buf.as_raw(), sw as usize, sh as usize, k as usize),
        };
        ImageBuffer::from_raw(rw as u32, rh as u32, data).expect("sized by box_reduce")
    } else {
        buf
    };
    let (rw, rh) = reduced.dimensions();
    let slack = |n: u32| n + n * slack_tenths / 10 + u32::from(slack_tenths > 0);
    if rw <= slack(w) && rh <= slack(h) && (slack_tenths > 0 || (rw, rh) == (w, h)) {
        return reduced;
    }
    let (rw, rh, (w, h)) = (rw as usize, rh as usize, (w as usize, h as usize));
    let data = match c {
        1 => triangle_resize::<1>(reduced.as_raw(), rw, rh, w, h),
        3 => triangle_resize::<3>(reduced.as_raw(), rw, rh, w, h),
        _ => triangle_resize::<4>(reduced.as_raw(), rw, rh, w, h),
    };
    ImageBuffer::from_raw(w as u32, h as u32, data).expect("sized by triangle_resize")
}

/// Fixed-point weights of a triangle filter taking `from` samples to `to`: for each output
/// sample, its first input sample and the weights of the following ones (summing to 1 << 14).
/// Enlarging (`to > from`) interpolates between neighbours.
fn triangle_taps(from: usize, to: usize) -> Vec<(usize, Vec<i32>)> {
    let ratio = from as f64 / to.max(1) as f64;
    let scale = ratio.max(1.0);
    (0..to)
        .map(|o| {
            let centre = (o as f64 + 0.5) * ratio - 0.5;
            let first = ((centre - scale).floor() + 1.0).max(0.0) as usize;
            let first = first.min(from - 1);
            let last = ((centre + scale).ceil().max(0.0) as usize).min(from);
            let raw: Vec<f64> = (first..last.max(first + 1))
                .map(|i| (1.0 - (i as f64 - centre).abs() / scale).max(0.0))
                .collect();
            let total: f64 = raw.iter().sum::<f64>();
            let mut fixed: Vec<i32> = if total > 0.0 {
                raw.iter()
                    .map(|v| (v / total * 16384.0).round() as i32)
                    .collect()
            } else {
                // Past the edge (enlarging): the nearest sample.
                let mut w = vec![0; raw.len()];
                w[0] = 16384;
                w
            };
            // Rounding must not change the brightness: the sum is exactly 1 << 14.
            let error = 16384 - fixed.iter().sum::<i32>();
            if let Some(max) = fixed.iter_mut().max() {
                *max += error;
            }
            (first, fixed)
        })
        .collect()
}

/// Resize an image of `C` channels from `sw × sh` to `dw × dh` with a triangle filter, rows
/// first, then columns, on every core.
pub fn triangle_resize<const C: usize>(
    src: &[u8],
    sw: usize,
    sh: usize,
    dw: usize,
    dh: usize,
) -> Vec<u8> {
    let rows = resize_rows::<C>(src, sw, sh, dw);
    resize_columns::<C>(&rows, dw, sh, dh)
}

/// Each of the `sh` input rows taken from `sw` to `dw` samples.
pub fn resize_rows<const C: usize>(src: &[u8], sw: usize, sh: usize, dw: usize) -> Vec<u8> {
    let xt = triangle_taps(sw, dw);
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
    rows
}

/// `dh` output rows, each a weighted sum of whole rows of `rows` (`sh` rows of `dw` pixels).
pub fn resize_columns<const C: usize>(rows: &[u8], dw: usize, sh: usize, dh: usize) -> Vec<u8> {
    let yt = triangle_taps(sh, dh);
    let mut out = vec![0u8; dw * dh * C];
    let per = dh.div_ceil(threads()).max(1);
    std::thread::scope(|scope| {
        for (chunk, part) in out.chunks_mut(per * dw * C).enumerate() {
            let yt = &yt;
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
pub fn box_reduce<const C: usize>(
    src: &[u8],
    w: usize,
    h: usize,
    k: usize,
) -> (Vec<u8>, usize, usize) {
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
                    average_blocks::<C>(&acc, out_row, w, k, (y1 - y0) as u32);
                }
            });
        }
    });
    (out, ow, oh)
}

/// One output row of [`box_reduce`]: the column sums `acc` of `rows` rows, averaged over
/// blocks `k` wide.
fn average_blocks<const C: usize>(acc: &[u32], out_row: &mut [u8], w: usize, k: usize, rows: u32) {
    for (bx, (o, block)) in out_row
        .chunks_exact_mut(C)
        .zip(acc.chunks(k * C))
        .enumerate()
    {
        let bw = k.min(w - bx * k);
        let n = bw as u32 * rows;
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_big_reduction_lands_within_the_slack_or_exactly() {
        let big = image::RgbImage::from_fn(1210, 800, |x, y| image::Rgb([x as u8, y as u8, 7]));
        // 1210 / 240 = 5.04: blocks of 5 give 242 × 160, within 10% of 240 × 159: kept.
        assert_eq!(reduce(big.clone(), 240, 159, 1).dimensions(), (242, 160));
        // Without slack it lands on the size asked for.
        assert_eq!(reduce(big.clone(), 240, 159, 0).dimensions(), (240, 159));
        // 1210 / 500 = 2.42: blocks of 2 give 605 × 400, too many: finished at 500 × 331.
        assert_eq!(reduce(big, 500, 331, 1).dimensions(), (500, 331));
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
    fn a_slight_enlargement_interpolates() {
        let ramp = image::GrayImage::from_fn(100, 4, |x, _| image::Luma([(x * 2) as u8]));
        let out = triangle_resize::<1>(ramp.as_raw(), 100, 4, 120, 5);
        assert_eq!(out.len(), 120 * 5);
        assert!(out[..120].windows(2).all(|w| w[0] <= w[1]), "monotone");
        assert!(out[0] <= 1 && out[119] >= 196, "{} {}", out[0], out[119]);
    }
}
