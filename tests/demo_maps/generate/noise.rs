//! Randomness: a small hash and a seeded generator, so maps never change between versions of
//! the `rand` crate; value noise for the relief, woods and fields.

#[inline]
pub(super) fn hash3(a: u32, b: u32, seed: u32) -> u32 {
    let mut h = a.wrapping_mul(0x27d4_eb2d) ^ b.wrapping_mul(0x1656_67b1) ^ seed;
    h = h.wrapping_add(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2c1b_3c6d);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297a_2d39);
    h ^= h >> 15;
    h
}

/// A hash in [0, 1).
#[inline]
pub(super) fn hash_unit(a: i32, b: i32, seed: u32) -> f32 {
    (hash3(a as u32, b as u32, seed) >> 8) as f32 / (1u32 << 24) as f32
}

pub(super) struct Rng(u64);

impl Rng {
    pub(super) fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x6a09_e667_f3bc_c908)
    }

    /// splitmix64.
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// In [0, 1).
    pub(super) fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }

    pub(super) fn below(&mut self, n: u32) -> u32 {
        (self.next() % n.max(1) as u64) as u32
    }
}

/// `x.floor() as i32`, inline: without SSE4.1 `floor` is a library call, and this is called
/// several times for every pixel.
#[inline]
pub(super) fn floor_i32(x: f32) -> i32 {
    let i = x as i32;
    if (i as f32) > x { i - 1 } else { i }
}

/// Value noise in [-1, 1] at (u, v), lattice spacing 1.
pub(super) fn value_noise(u: f32, v: f32, seed: u32) -> f32 {
    let (i, j) = (floor_i32(u), floor_i32(v));
    let (fu, fv) = (u - i as f32, v - j as f32);
    let s = |t: f32| t * t * (3.0 - 2.0 * t);
    let (su, sv) = (s(fu), s(fv));
    let c = |a: i32, b: i32| hash_unit(a, b, seed) * 2.0 - 1.0;
    let top = c(i, j) + (c(i + 1, j) - c(i, j)) * su;
    let bottom = c(i, j + 1) + (c(i + 1, j + 1) - c(i, j + 1)) * su;
    top + (bottom - top) * sv
}

/// Fractal value noise: `octaves` layers, each twice as fine and half as strong.
pub(super) fn fbm(u: f32, v: f32, seed: u32, octaves: u32) -> f32 {
    let (mut sum, mut amp, mut freq, mut norm) = (0.0, 1.0, 1.0, 0.0);
    for o in 0..octaves {
        sum += amp * value_noise(u * freq, v * freq, seed.wrapping_add(o * 7919));
        norm += amp;
        amp *= 0.5;
        freq *= 2.03;
    }
    sum / norm
}
