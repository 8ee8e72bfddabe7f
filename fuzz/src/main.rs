//! umpire-fuzz: coverage-guided fuzzing of umpire on the stable toolchain (README.md).
//!
//! ```text
//! umpire-fuzz TARGET [--runs N] [--seconds S] [--seed N] [--timeout S] [--memory-mb M]
//! umpire-fuzz run TARGET FILE...        run inputs once, say what each did
//! umpire-fuzz minimize TARGET FILE      cut a panicking input down (writes FILE.min)
//! umpire-fuzz selftest                  check that the counters move with the input
//! umpire-fuzz list                      the targets
//! ```

mod coverage;
mod engine;
mod guard;
mod mutate;
mod targets;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use coverage::Coverage;
use targets::Target;

#[global_allocator]
static ALLOC: guard::Counting = guard::Counting;

fn usage() -> ExitCode {
    eprintln!(
        "usage: umpire-fuzz TARGET [--runs N] [--seconds S] [--seed N] [--timeout S] [--memory-mb M]\n\
         \x20      umpire-fuzz run TARGET FILE...\n\
         \x20      umpire-fuzz minimize TARGET FILE\n\
         \x20      umpire-fuzz selftest | list"
    );
    list();
    ExitCode::from(2)
}

fn list() {
    for t in &targets::TARGETS {
        eprintln!("  {:9} {}", t.name, t.about);
    }
}

fn coverage_or_exit() -> Coverage {
    Coverage::new().unwrap_or_else(|| {
        eprintln!(
            "no coverage counters: build from the fuzz folder (its .cargo/config.toml adds the \
             instrumentation): cd fuzz && cargo build --release --offline"
        );
        std::process::exit(2)
    })
}

/// This program's folder `fuzz/`, whatever the working directory.
fn fuzz_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn parse_options(target: &Target, args: &[String]) -> Option<engine::Options> {
    let mut opts = engine::Options {
        runs: u64::MAX,
        seconds: None,
        corpus: fuzz_dir().join("corpus").join(target.name),
        crashes: fuzz_dir().join("crashes").join(target.name),
        seed: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64),
        timeout: Duration::from_secs(20),
        memory_limit_mb: 2048,
        report_every: Duration::from_secs(30),
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next()?.replace('_', "");
        match flag.as_str() {
            "--runs" => opts.runs = value.parse().ok()?,
            "--seconds" => opts.seconds = Some(value.parse().ok()?),
            "--seed" => opts.seed = value.parse().ok()?,
            "--timeout" => opts.timeout = Duration::from_secs(value.parse().ok()?),
            "--memory-mb" => opts.memory_limit_mb = value.parse().ok()?,
            "--corpus" => opts.corpus = PathBuf::from(value),
            "--crashes" => opts.crashes = PathBuf::from(value),
            _ => return None,
        }
    }
    Some(opts)
}

fn run_files(target: &Target, files: &[String]) -> ExitCode {
    let mut cov = coverage_or_exit();
    let mut failed = false;
    for file in files {
        let Ok(input) = std::fs::read(file) else {
            eprintln!("{file}: cannot read");
            failed = true;
            continue;
        };
        let out = engine::execute(target, &mut cov, &input, true);
        let what = match &out.panic {
            Some((place, message)) => {
                failed = true;
                format!("PANIC at {place}: {message}")
            }
            None => "ok".into(),
        };
        println!(
            "{file}: {what}; {:.1} ms, heap peak {} KiB, {} edges",
            out.took.as_secs_f64() * 1e3,
            out.heap / 1024,
            out.coverage.edges
        );
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn minimize_file(target: &Target, file: &str) -> ExitCode {
    let mut cov = coverage_or_exit();
    let Ok(input) = std::fs::read(file) else {
        eprintln!("{file}: cannot read");
        return ExitCode::from(2);
    };
    match engine::minimize(target, &mut cov, &input) {
        Some(small) => {
            let out = format!("{file}.min");
            std::fs::write(&out, &small).expect("the minimised input can be written");
            println!("{} bytes → {} bytes: {out}", input.len(), small.len());
            ExitCode::SUCCESS
        }
        None => {
            eprintln!("{file} does not panic");
            ExitCode::from(1)
        }
    }
}

/// The edges a run lit, as a sorted list of counter indices.
fn lit(cov: &Coverage) -> Vec<usize> {
    cov.snapshot()
        .iter()
        .enumerate()
        .filter(|(_, c)| **c != 0)
        .map(|(i, _)| i)
        .collect()
}

fn run_lit(target: &Target, cov: &mut Coverage, input: &[u8]) -> Vec<usize> {
    cov.reset();
    let _ = std::panic::catch_unwind(|| (target.run)(input));
    lit(cov)
}

/// Coverage-guided only if the counters follow the input: for each target, a seed and a
/// damaged copy of it must light different edges, and a seed run twice (after a first run
/// that warms up) the same ones.
fn selftest() -> ExitCode {
    let mut cov = coverage_or_exit();
    println!("{} counters registered", cov.counters());
    let idle = {
        cov.reset();
        lit(&cov)
    };
    let mut ok = idle.is_empty();
    println!("counters lit with nothing run: {}", idle.len());
    for t in &targets::TARGETS {
        let seed = (t.seeds)().swap_remove(0);
        let mut damaged = seed.clone();
        damaged.truncate(seed.len() / 3);
        // The first run also lights one-time work (lazy tables, the registry): not compared.
        run_lit(t, &mut cov, &seed);
        let a = run_lit(t, &mut cov, &seed);
        let a2 = run_lit(t, &mut cov, &seed);
        let b = run_lit(t, &mut cov, &damaged);
        let only =
            |x: &[usize], y: &[usize]| x.iter().filter(|i| y.binary_search(i).is_err()).count();
        // Hash tables seeded at random (std's RandomState) take other probe paths from run to
        // run: a few edges of noise, far below what a different input changes.
        let noise = only(&a, &a2) + only(&a2, &a);
        let changed = only(&a, &b) + only(&b, &a);
        let good = !a.is_empty() && noise * 100 < a.len() && changed > 10 * noise + 10;
        ok &= good;
        println!(
            "{:9} seed: {} edges, again: {} (noise {}); damaged: {} edges, {} differ → {}",
            t.name,
            a.len(),
            a2.len(),
            noise,
            b.len(),
            changed,
            if good { "ok" } else { "FAILED" }
        );
    }
    if ok {
        println!("selftest: the counters follow the input");
        ExitCode::SUCCESS
    } else {
        println!("selftest FAILED");
        ExitCode::from(1)
    }
}

fn main() -> ExitCode {
    engine::install_panic_hook();
    guard::install_signal_handlers();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(first) = args.first() else {
        return usage();
    };
    match first.as_str() {
        "selftest" => selftest(),
        "list" => {
            list();
            ExitCode::SUCCESS
        }
        "run" | "minimize" => {
            let Some(target) = args.get(1).and_then(|n| targets::find(n)) else {
                return usage();
            };
            if first == "run" {
                run_files(target, &args[2..])
            } else if let [file] = &args[2..] {
                minimize_file(target, file)
            } else {
                usage()
            }
        }
        name => {
            let Some(target) = targets::find(name) else {
                return usage();
            };
            let Some(opts) = parse_options(target, &args[1..]) else {
                return usage();
            };
            let cov = coverage_or_exit();
            println!(
                "fuzzing {} ({}); corpus {}, crashes {}",
                target.name,
                target.about,
                short(&opts.corpus),
                short(&opts.crashes)
            );
            engine::fuzz(target, &opts, cov);
            ExitCode::SUCCESS
        }
    }
}

fn short(p: &Path) -> String {
    p.strip_prefix(std::env::current_dir().unwrap_or_default())
        .unwrap_or(p)
        .display()
        .to_string()
}
