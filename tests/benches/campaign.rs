//! The campaign of 100 battles of 1,000 units (`campaign_gen`): its ledger read from disk
//! (`ledger_from_disk`: every battle parsed, checked against the ledger and taken unit by
//! unit), and the whole `umpire campaign FILE` as text, in process. The issue asks for
//! `campaign` under a second; `docs/performance.md` has the whole-process figures.
//!
//! Run: `cargo bench --bench campaign`.

mod campaign_gen;

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use umpire::cli::{Cli, run_with};
use umpire::model::campaign::read_campaign;
use umpire::record::campaign::ledger_from_disk;

fn campaign(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    campaign_gen::write_campaign(dir.path(), 100, 1_000).expect("the campaign is written");
    let file = dir.path().join("campaign.ron");
    let mut group = c.benchmark_group("campaign");
    group.sample_size(10);
    group.bench_function("ledger_from_disk/100x1000", |b| {
        b.iter(|| {
            let src = read_campaign(black_box(&file)).expect("it reads");
            let ledger = ledger_from_disk(&src);
            assert!(ledger.refused.is_none(), "{:?}", ledger.refused);
            ledger
        })
    });
    group.bench_function("command_text/100x1000", |b| {
        b.iter(|| {
            use clap::Parser;
            let cli = Cli::parse_from(["umpire", "campaign", file.to_str().unwrap()]);
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let code = run_with(cli, &mut out, &mut err);
            assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
            out.len()
        })
    });
    group.finish();
}

criterion_group!(benches, campaign);
criterion_main!(benches);
