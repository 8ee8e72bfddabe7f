//! Writes the large campaign the campaign benchmark times, for timing `umpire campaign` as a
//! whole process: `cargo run --release --example generate_campaign -- DIR [BATTLES] [UNITS]`
//! (100 battles of 1,000 units when not given). Never commit what it writes.

mod campaign_gen;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: generate_campaign DIR [BATTLES] [UNITS]");
        std::process::exit(2);
    };
    let number = |a: Option<String>, default| a.and_then(|a| a.parse().ok()).unwrap_or(default);
    let battles = number(args.next(), 100);
    let units = number(args.next(), 1_000);
    let dir = std::path::PathBuf::from(dir);
    if let Err(e) = std::fs::create_dir_all(&dir)
        .and_then(|()| campaign_gen::write_campaign(&dir, battles, units))
    {
        eprintln!("{}: {e}", dir.display());
        std::process::exit(1);
    }
    println!(
        "Wrote {} ({battles} battles of {units} units)",
        dir.join("campaign.ron").display()
    );
}
