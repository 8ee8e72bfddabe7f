//! The fuzzing loop: run the seeds, then mutate corpus inputs, keep those that light new
//! coverage features, save the ones that panic, report progress.

use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::coverage::{Coverage, RunCoverage};
use crate::guard;
use crate::mutate::{self, Mutator};
use crate::targets::Target;

pub struct Options {
    pub runs: u64,
    pub seconds: Option<u64>,
    pub corpus: PathBuf,
    pub crashes: PathBuf,
    pub seed: u64,
    pub timeout: Duration,
    pub memory_limit_mb: usize,
    pub report_every: Duration,
}

/// The last panic's place and message, set by the hook.
static LAST_PANIC: Mutex<Option<(String, String)>> = Mutex::new(None);

/// Panics are recorded, not printed: the loop reports them.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let place = info
            .location()
            .map_or_else(|| "unknown place".into(), |l| l.to_string());
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let mut short: String = message.chars().take(300).collect();
        if short.len() < message.len() {
            short.push('…');
        }
        *LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()) = Some((place, short));
    }));
}

fn take_panic() -> Option<(String, String)> {
    LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()).take()
}

/// What one case did.
pub struct Outcome {
    pub coverage: RunCoverage,
    pub took: Duration,
    pub heap: usize,
    /// Place and message of a panic that escaped the target.
    pub panic: Option<(String, String)>,
    /// A panic the code under test caught itself (reported, not a failure).
    pub caught: Option<(String, String)>,
}

/// Run the target once on `input` under the guards.
pub fn execute(target: &Target, cov: &mut Coverage, input: &[u8], record: bool) -> Outcome {
    take_panic();
    guard::set_current(input);
    guard::reset_peak();
    guard::case_started();
    cov.reset();
    let started = Instant::now();
    let result = catch_unwind(AssertUnwindSafe(|| (target.run)(input)));
    let took = started.elapsed();
    let coverage = cov.collect(record);
    guard::case_finished();
    guard::clear_current();
    let heap = guard::peak_heap();
    let last = take_panic();
    let (panic, caught) = match result {
        Ok(()) => (None, last),
        Err(_) => (last.or(Some(("unknown place".into(), String::new()))), None),
    };
    Outcome {
        coverage,
        took,
        heap,
        panic,
        caught,
    }
}

pub fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn write(path: &Path, bytes: &[u8]) {
    if let Err(e) = std::fs::write(path, bytes) {
        eprintln!("cannot write {}: {e}", path.display());
    }
}

/// The inputs in a folder (none when it does not exist), in name order.
pub fn read_folder(dir: &Path) -> Vec<Vec<u8>> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    paths.sort();
    paths.iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

/// Figures of a run, printed as it goes and at the end.
#[derive(Default)]
struct Stats {
    cases: u64,
    panics: u64,
    caught: u64,
    slowest: Duration,
    worst_heap: usize,
    start_edges: usize,
    start_features: usize,
}

struct Fuzzer<'a> {
    target: &'a Target,
    opts: &'a Options,
    cov: Coverage,
    corpus: Vec<Vec<u8>>,
    corpus_bytes: usize,
    /// Panic places already saved, with how often each was hit.
    places: HashMap<String, u64>,
    caught_places: HashMap<String, u64>,
    stats: Stats,
    started: Instant,
}

impl Fuzzer<'_> {
    fn keep(&mut self, input: Vec<u8>, save: bool) {
        if save {
            let name = format!("{:016x}", fnv(&input));
            write(&self.opts.corpus.join(name), &input);
        }
        self.corpus_bytes += input.len();
        self.corpus.push(input);
    }

    /// Count the case; save a panic (once per place) and the slowest input.
    fn account(&mut self, input: &[u8], out: &Outcome) {
        self.stats.cases += 1;
        self.stats.worst_heap = self.stats.worst_heap.max(out.heap);
        if out.took > self.stats.slowest {
            self.stats.slowest = out.took;
            write(&self.opts.crashes.join("slowest"), input);
        }
        if let Some((place, message)) = &out.caught {
            self.stats.caught += 1;
            let n = self.caught_places.entry(place.clone()).or_insert(0);
            *n += 1;
            if *n == 1 {
                let name = format!("caught-{:016x}", fnv(place.as_bytes()));
                write(&self.opts.crashes.join(&name), input);
                eprintln!("caught inside the code under test at {place}: {message} (saved {name})");
            }
        }
        if let Some((place, message)) = &out.panic {
            self.stats.panics += 1;
            let n = self.places.entry(place.clone()).or_insert(0);
            *n += 1;
            if *n == 1 {
                let name = format!("panic-{:016x}", fnv(place.as_bytes()));
                write(&self.opts.crashes.join(&name), input);
                let note = format!("{place}\n{message}\n");
                write(
                    &self.opts.crashes.join(format!("{name}.txt")),
                    note.as_bytes(),
                );
                eprintln!("PANIC at {place}: {message} (saved {name})");
            }
        }
    }

    fn status(&self, what: &str) {
        let secs = self.started.elapsed().as_secs_f64().max(1e-9);
        println!(
            "{what} #{} edges: {} (of {} counters) ft: {} corpus: {} ({} KiB) exec/s: {:.0} \
             rss: {} MB heap-peak: {} MB slowest: {:.1} ms panics: {} caught: {} t: {:.0} s load: {}",
            self.stats.cases,
            self.cov.edges(),
            self.cov.counters(),
            self.cov.features(),
            self.corpus.len(),
            self.corpus_bytes / 1024,
            self.stats.cases as f64 / secs,
            guard::peak_rss() / (1 << 20),
            self.stats.worst_heap / (1 << 20),
            self.stats.slowest.as_secs_f64() * 1e3,
            self.stats.panics,
            self.stats.caught,
            secs,
            load(),
        );
    }

    /// Seeds and the saved corpus first: each kept when it adds features.
    fn load_seeds(&mut self) {
        let mut inputs = (self.target.seeds)();
        let seeds = inputs.len();
        inputs.extend(read_folder(&self.opts.corpus));
        for (k, input) in inputs.into_iter().enumerate() {
            let out = execute(self.target, &mut self.cov, &input, true);
            self.account(&input, &out);
            if out.panic.is_none() && (out.coverage.new_features > 0 || self.corpus.is_empty()) {
                // Saved corpus files are on disk already; seeds are not written.
                self.keep(input, false);
            }
            if k + 1 == seeds {
                self.stats.start_edges = self.cov.edges();
                self.stats.start_features = self.cov.features();
            }
        }
    }

    fn done(&self) -> bool {
        self.stats.cases >= self.opts.runs
            || self
                .opts
                .seconds
                .is_some_and(|s| self.started.elapsed().as_secs() >= s)
    }

    fn run(&mut self) {
        let dictionary = match self.target.kind {
            mutate::Kind::Text => mutate::harvest_dictionary(&(self.target.seeds)()),
            mutate::Kind::Binary => Vec::new(),
        };
        let mut m = Mutator::new(
            self.opts.seed,
            self.target.kind,
            self.target.max_len,
            dictionary,
        );
        self.load_seeds();
        self.status("INITED");
        let mut last = Instant::now();
        while !self.done() {
            let base = m.rng.below(self.corpus.len());
            let other = m.rng.below(self.corpus.len());
            let mut input = self.corpus[base].clone();
            m.mutate(&mut input, &self.corpus[other]);
            let out = execute(self.target, &mut self.cov, &input, true);
            self.account(&input, &out);
            if out.panic.is_none() && out.coverage.new_features > 0 {
                self.keep(input, true);
            }
            if last.elapsed() >= self.opts.report_every {
                self.status("pulse");
                last = Instant::now();
            }
        }
        self.status("DONE");
        println!(
            "summary: target {} cases {} panics {} (places {}) caught-inside {} \
             edges start {} end {} features start {} end {} corpus {} worst-rss {} MB \
             worst-heap {} MB slowest {:.1} ms wall {:.0} s load {}",
            self.target.name,
            self.stats.cases,
            self.stats.panics,
            self.places.len(),
            self.stats.caught,
            self.stats.start_edges,
            self.cov.edges(),
            self.stats.start_features,
            self.cov.features(),
            self.corpus.len(),
            guard::peak_rss() / (1 << 20),
            self.stats.worst_heap / (1 << 20),
            self.stats.slowest.as_secs_f64() * 1e3,
            self.started.elapsed().as_secs_f64(),
            load(),
        );
        for (place, n) in &self.places {
            println!("panic place: {place} ({n} cases)");
        }
        for (place, n) in &self.caught_places {
            println!("caught place: {place} ({n} cases)");
        }
    }
}

/// The machine's load averages.
pub fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

/// Set up the guards for `target`, then fuzz.
pub fn fuzz(target: &Target, opts: &Options, cov: Coverage) {
    for dir in [&opts.corpus, &opts.crashes] {
        std::fs::create_dir_all(dir).expect("the corpus and crashes folders can be made");
    }
    guard::set_crash_dir(&opts.crashes);
    guard::set_memory_limit(opts.memory_limit_mb << 20);
    guard::start_watchdog(opts.timeout);
    let mut f = Fuzzer {
        target,
        opts,
        cov,
        corpus: Vec::new(),
        corpus_bytes: 0,
        places: HashMap::new(),
        caught_places: HashMap::new(),
        stats: Stats::default(),
        started: Instant::now(),
    };
    f.run();
}

/// The place of the panic `input` makes, if any.
pub fn panic_place(target: &Target, cov: &mut Coverage, input: &[u8]) -> Option<String> {
    execute(target, cov, input, false).panic.map(|p| p.0)
}

/// The input cut down, chunk by chunk, while it still panics at the same place.
pub fn minimize(target: &Target, cov: &mut Coverage, input: &[u8]) -> Option<Vec<u8>> {
    let place = panic_place(target, cov, input)?;
    let mut best = input.to_vec();
    let mut chunk = best.len() / 2;
    while chunk >= 1 {
        let mut at = 0;
        let mut shrank = false;
        while at < best.len() {
            let end = (at + chunk).min(best.len());
            let mut candidate = best[..at].to_vec();
            candidate.extend_from_slice(&best[end..]);
            if panic_place(target, cov, &candidate).as_deref() == Some(&place) {
                best = candidate;
                shrank = true;
            } else {
                at += chunk;
            }
        }
        if !shrank {
            chunk /= 2;
        }
    }
    Some(best)
}
