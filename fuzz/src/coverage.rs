//! The SanitizerCoverage runtime: what libFuzzer would provide, reduced to what this fuzzer uses.
//!
//! Every instrumented module calls [`__sanitizer_cov_8bit_counters_init`] from its constructor
//! with the bounds of the counters section (on ELF the linker's `__start___sancov_cntrs` and
//! `__stop___sancov_cntrs`, so every module passes the same range: the ranges are deduplicated).
//! Each edge of the control flow owns one byte there, incremented (wrapping) on every pass.
//!
//! A *feature* is an edge with the bucket of its hit count (1, 2, 3, 4–7, 8–15, 16–31, 32–127,
//! 128+), as in libFuzzer: an input that reaches a new edge, or an old edge a new number of
//! times (one more loop turn through a parser), is kept.
//!
//! The comparison hooks (`-sanitizer-coverage-trace-compares`) keep the constants the code
//! compares input against (a PNG chunk type, a JPEG marker, a table boundary) in a small table
//! the mutator draws from: the fuzzer learns magic numbers without being told.

use std::sync::atomic::{AtomicPtr, AtomicU64, AtomicUsize, Ordering};

const MAX_RANGES: usize = 64;

static RANGE_START: [AtomicPtr<u8>; MAX_RANGES] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; MAX_RANGES];
static RANGE_LEN: [AtomicUsize; MAX_RANGES] = [const { AtomicUsize::new(0) }; MAX_RANGES];
static RANGES: AtomicUsize = AtomicUsize::new(0);

/// Called by each instrumented module before `main`: allocation-free, as it runs in a
/// constructor.
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_8bit_counters_init(start: *mut u8, stop: *mut u8) {
    if start.is_null() || stop <= start {
        return;
    }
    let len = stop as usize - start as usize;
    let known = RANGES.load(Ordering::Acquire).min(MAX_RANGES);
    if RANGE_START[..known]
        .iter()
        .any(|s| s.load(Ordering::Relaxed) == start)
    {
        return;
    }
    let k = RANGES.fetch_add(1, Ordering::AcqRel);
    if k < MAX_RANGES {
        RANGE_START[k].store(start, Ordering::Relaxed);
        RANGE_LEN[k].store(len, Ordering::Release);
    }
}

/// Only called when built with `-sanitizer-coverage-pc-table`; accepted and ignored.
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_pcs_init(_start: *const usize, _stop: *const usize) {}

// ---------------------------------------------------------------------------------------------
// Comparison constants.

const TORC_SIZE: usize = 512;
static TORC: [AtomicU64; TORC_SIZE] = [const { AtomicU64::new(0) }; TORC_SIZE];

#[inline(always)]
fn remember(v: u64) {
    // Small values are what the mutator tries anyway; keep the table for the telling ones.
    if v > 16 && v != u64::MAX {
        let slot = (v.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 55) as usize % TORC_SIZE;
        TORC[slot].store(v, Ordering::Relaxed);
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_cmp1(_a: u8, _b: u8) {}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_cmp2(_a: u16, _b: u16) {}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_cmp4(_a: u32, _b: u32) {}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_cmp8(_a: u64, _b: u64) {}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_const_cmp1(_a: u8, _b: u8) {}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_const_cmp2(a: u16, _b: u16) {
    remember(u64::from(a));
}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_const_cmp4(a: u32, _b: u32) {
    remember(u64::from(a));
}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_const_cmp8(a: u64, _b: u64) {
    remember(a);
}
/// `cases[0]` is the number of cases, `cases[1]` the width in bits, then the case values.
///
/// # Safety
/// Called by instrumented code with the table the compiler emitted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __sanitizer_cov_trace_switch(_val: u64, cases: *const u64) {
    if cases.is_null() {
        return;
    }
    // SAFETY: the compiler's table holds `cases[0] + 2` words.
    let n = unsafe { *cases } as usize;
    for k in 0..n.min(64) {
        remember(unsafe { *cases.add(2 + k) });
    }
}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_div4(_v: u32) {}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_div8(_v: u64) {}
#[unsafe(no_mangle)]
pub extern "C" fn __sanitizer_cov_trace_gep(_v: usize) {}

/// The comparison constants seen so far (a sample: the table keeps the latest per slot).
pub fn compared_constants() -> Vec<u64> {
    TORC.iter()
        .map(|v| v.load(Ordering::Relaxed))
        .filter(|&v| v != 0)
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The counters.

/// The counter ranges registered by the instrumented modules.
fn ranges() -> Vec<(*mut u8, usize)> {
    let n = RANGES.load(Ordering::Acquire).min(MAX_RANGES);
    (0..n)
        .map(|k| {
            (
                RANGE_START[k].load(Ordering::Relaxed),
                RANGE_LEN[k].load(Ordering::Acquire),
            )
        })
        .collect()
}

/// The bucket bit of a hit count, as libFuzzer counts them.
#[inline]
fn bucket(hits: u8) -> u8 {
    match hits {
        0 => 0,
        1 => 1,
        2 => 2,
        3 => 4,
        4..=7 => 8,
        8..=15 => 16,
        16..=31 => 32,
        32..=127 => 64,
        128..=255 => 128,
    }
}

/// The edge counters of the instrumented code and the features seen on them so far.
pub struct Coverage {
    ranges: Vec<(*mut u8, usize)>,
    /// Per edge, the buckets seen (one bit each).
    seen: Vec<u8>,
    edges: usize,
    features: usize,
}

/// What one run lit.
#[derive(Clone, Copy, Debug, Default)]
pub struct RunCoverage {
    /// Features never seen before this run.
    pub new_features: usize,
    /// Edges reached by this run.
    pub edges: usize,
}

impl Coverage {
    /// `None` when the binary was built without the instrumentation.
    pub fn new() -> Option<Coverage> {
        let ranges = ranges();
        let total: usize = ranges.iter().map(|r| r.1).sum();
        (total > 0).then(|| Coverage {
            seen: vec![0; total],
            ranges,
            edges: 0,
            features: 0,
        })
    }

    /// How many counters the instrumentation made.
    pub fn counters(&self) -> usize {
        self.seen.len()
    }

    /// Edges reached by any run so far.
    pub fn edges(&self) -> usize {
        self.edges
    }

    /// (edge, bucket) features seen so far.
    pub fn features(&self) -> usize {
        self.features
    }

    /// Zero every counter: call right before running the target.
    pub fn reset(&self) {
        for &(start, len) in &self.ranges {
            // SAFETY: the range is the counters section the instrumentation registered; it
            // lives as long as the program, and only this thread runs instrumented code.
            unsafe { std::ptr::write_bytes(start, 0, len) };
        }
    }

    /// The counters as they are now, without changing what was seen (for checks).
    pub fn snapshot(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.seen.len());
        for &(start, len) in &self.ranges {
            // SAFETY: as in `reset`.
            out.extend_from_slice(unsafe { std::slice::from_raw_parts(start, len) });
        }
        out
    }

    /// Fold the counters of the run just finished into what was seen; `record: false` only
    /// counts (a run whose input will not be kept must not claim its features).
    pub fn collect(&mut self, record: bool) -> RunCoverage {
        let mut run = RunCoverage::default();
        let mut base = 0;
        for k in 0..self.ranges.len() {
            let (start, len) = self.ranges[k];
            // SAFETY: as in `reset`.
            let counters = unsafe { std::slice::from_raw_parts(start, len) };
            self.fold(counters, base, record, &mut run);
            base += len;
        }
        run
    }

    fn fold(&mut self, counters: &[u8], base: usize, record: bool, run: &mut RunCoverage) {
        // Most counters are zero: skip them eight at a time.
        let mut i = 0;
        while i < counters.len() {
            if i + 8 <= counters.len() {
                let word = u64::from_ne_bytes(counters[i..i + 8].try_into().expect("8 bytes"));
                if word == 0 {
                    i += 8;
                    continue;
                }
            }
            let end = (i + 8).min(counters.len());
            for (j, &hits) in counters[i..end].iter().enumerate() {
                let bit = bucket(hits);
                if bit == 0 {
                    continue;
                }
                run.edges += 1;
                let seen = &mut self.seen[base + i + j];
                if *seen & bit == 0 {
                    run.new_features += 1;
                    if record {
                        if *seen == 0 {
                            self.edges += 1;
                        }
                        *seen |= bit;
                        self.features += 1;
                    }
                }
            }
            i = end;
        }
    }
}
