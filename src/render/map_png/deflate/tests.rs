use super::*;
use std::io::Read;

fn table_of(sample: Sample, weight: u32) -> Table {
    let mut table = Table::default();
    sample.table_into(weight, &mut table);
    table
}

/// A zlib stream of `pieces`, each coded as one band's block with a table from its own
/// sample, as the encoder joins them.
fn zlib_of(pieces: &[&[u8]]) -> Vec<u8> {
    let mut bits = Bits::new(Vec::new());
    bits.bytes(&ZLIB_HEADER);
    let mut adler = 1;
    for piece in pieces {
        let mut sample = Sample::default();
        sample.add(piece);
        let table = table_of(sample, 1);
        table.write_header(&mut bits);
        table.code(piece, &mut bits);
        table.end_block(&mut bits);
        adler = adler32_combine(adler, simd_adler32::adler32(piece), piece.len() as u64);
    }
    bits.bytes(&FINAL_BLOCK);
    bits.bytes(&adler.to_be_bytes());
    let (mut out, len) = bits.finish();
    out.truncate(len);
    out
}

/// Inflated by flate2 (not the inflater `png` uses), which also checks the Adler-32.
fn inflate(zlib: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::ZlibDecoder::new(zlib)
        .read_to_end(&mut out)
        .expect("a valid zlib stream");
    out
}

fn noise(len: usize, seed: u32) -> Vec<u8> {
    let mut x = seed.wrapping_mul(2_654_435_761).max(1);
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 24) as u8
        })
        .collect()
}

fn kraft_sum(lens: &[u8], limit: u32) -> u64 {
    lens.iter()
        .filter(|&&l| l > 0)
        .map(|&l| 1u64 << (limit - l as u32))
        .sum()
}

#[test]
fn codes_are_complete_and_never_longer_than_the_limit() {
    // Fibonacci counts give a Huffman tree as deep as there are symbols.
    let mut fib = vec![1u32, 1];
    while fib.len() < 30 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    for (freq, limit) in [
        (fib.clone(), MAX_CODE_BITS),
        (fib.clone(), 7),
        ((1..=286).collect::<Vec<u32>>(), MAX_CODE_BITS),
        (vec![5, 0, 0, 9, 1], 7),
    ] {
        let lens = code_lengths(&freq, limit);
        assert!(lens.iter().all(|&l| l as u32 <= limit), "{lens:?}");
        assert_eq!(kraft_sum(&lens, limit), 1 << limit, "{lens:?}");
        for (f, l) in freq.iter().zip(&lens) {
            assert_eq!(*f > 0, *l > 0, "a used symbol has a code, an unused none");
        }
    }
    assert_eq!(code_lengths(&[0, 7, 0], 7), vec![0, 1, 0]);
    assert_eq!(code_lengths(&[0, 0], 7), vec![0, 0]);
}

#[test]
fn canonical_codes_are_prefix_free() {
    let lens = code_lengths(&(1..=286).map(|x| x * x).collect::<Vec<u32>>(), 13);
    let codes = canonical_codes(&lens);
    let words: Vec<(u16, u8)> = codes.iter().copied().zip(lens.iter().copied()).collect();
    for (i, &(a, la)) in words.iter().enumerate() {
        for &(b, lb) in &words[i + 1..] {
            let shorter = la.min(lb) as u32;
            let mask = (1u16 << shorter) - 1;
            assert_ne!(a & mask, b & mask, "one code is a prefix of another");
        }
    }
}

#[test]
fn adler_sums_of_pieces_join_into_the_whole_ones() {
    let data = noise(200_000, 7);
    for cut in [0, 1, 65_521, 65_522, 100_000, 200_000] {
        let (a, b) = data.split_at(cut);
        let joined = adler32_combine(
            simd_adler32::adler32(&a),
            simd_adler32::adler32(&b),
            b.len() as u64,
        );
        assert_eq!(
            joined,
            simd_adler32::adler32(&data.as_slice()),
            "cut at {cut}"
        );
    }
}

#[test]
fn runs_of_zeros_of_every_length_come_back() {
    // Runs around the word size, the shortest run coded, a match's 258 and the splits after it.
    for run in [
        0, 1, 7, 8, 15, 16, 17, 24, 258, 259, 260, 261, 262, 266, 517, 518, 1000,
    ] {
        for offset in [0, 3, 8] {
            let mut data = noise(offset, 1);
            data.extend(std::iter::repeat_n(0, run));
            data.extend(noise(11, 2));
            assert_eq!(
                inflate(&zlib_of(&[&data])),
                data,
                "a run of {run} after {offset}"
            );
        }
    }
}

#[test]
fn blocks_coded_apart_make_one_stream() {
    let a = noise(10_001, 3);
    let b = vec![0u8; 40_000];
    let c: Vec<u8> = (0..30_000).map(|i| (i / 300) as u8).collect();
    let whole: Vec<u8> = [&a[..], &b, &c, &[]].concat();
    assert_eq!(inflate(&zlib_of(&[&a, &b, &c, &[]])), whole);
}

#[test]
fn a_table_from_a_sample_codes_bytes_the_sample_never_had() {
    let mut sample = Sample::default();
    sample.add(&[0; 1000]);
    let table = table_of(sample, SAMPLE_EVERY as u32);
    let data = noise(5000, 9);
    let mut bits = Bits::new(Vec::new());
    bits.bytes(&ZLIB_HEADER);
    table.write_header(&mut bits);
    table.code(&data, &mut bits);
    table.end_block(&mut bits);
    bits.bytes(&FINAL_BLOCK);
    bits.bytes(&simd_adler32::adler32(&data.as_slice()).to_be_bytes());
    let (out, len) = bits.finish();
    assert_eq!(inflate(&out[..len]), data);
}
