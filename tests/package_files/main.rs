//! Writes the manual pages and shell completions the Debian package ships (docs/packaging.md):
//!
//! ```text
//! cargo run --release --features shared-libjpeg --example package_files -- target/release/package
//! ```
//!
//! `DIR/man/` and `DIR/man/fr/man1/` get the pages, `DIR/completions/` the completions, where
//! cargo-deb's metadata in `Cargo.toml` takes them; each file written is named on the output.

mod pages;

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir] = &args[..] else {
        eprintln!("usage: package_files DIR");
        return ExitCode::from(2);
    };
    let dir = PathBuf::from(dir);
    match pages::write_all(&dir, &mut std::io::stdout()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("package_files: {}: {e}", dir.display());
            ExitCode::FAILURE
        }
    }
}
