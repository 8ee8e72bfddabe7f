//! Draws the demo maps in `assets/maps/` again, bit for bit, or a random battlefield.
//!
//! ```text
//! cargo run --release --example generate_maps                 # write assets/maps/{lobositz,saalfeld,waterloo}.jpg
//! cargo run --release --example generate_maps -- --out DIR    # write them into DIR instead
//! cargo run --release --example generate_maps -- --check      # draw them in a temporary folder and
//!                                                             # compare with assets/maps byte for byte
//! cargo run --release --example generate_maps -- --random SEED WIDTH HEIGHT FILE.png|.jpg
//! ```
//!
//! The generator is a developer's tool, not part of the program: the program ships the JPEGs
//! (`umpire::assets::demo`). `cargo test` checks that the committed maps are still what this
//! draws (`tests/demo_maps.rs`), and the benchmarks draw their large maps with it.

mod generate;
mod layouts;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [] => write_demo_maps(&committed_maps()),
        ["--out", dir] => write_demo_maps(Path::new(dir)),
        ["--check"] => check_demo_maps(),
        ["--random", seed, width, height, file] => random_map(seed, width, height, file),
        _ => Err(
            "usage: generate_maps [--out DIR | --check | --random SEED WIDTH HEIGHT FILE]".into(),
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("generate_maps: {e}");
            ExitCode::FAILURE
        }
    }
}

fn committed_maps() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/maps")
}

/// Draw the demo map `name` with its seed, as the committed JPEG was drawn.
fn demo_map(name: &str, seed: u64) -> Result<image::RgbaImage, String> {
    let layout = layouts::map_layout(name).ok_or(format!("no layout named {name}"))?;
    let (width, height) = layouts::SIZE;
    let style = generate::MapStyle::default();
    Ok(generate::render(width, height, seed, &style, &layout))
}

fn write_demo_maps(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for (name, seed) in layouts::DEMO_MAPS {
        let path = dir.join(format!("{name}.jpg"));
        generate::save_map(&demo_map(name, seed)?, &path, layouts::JPEG_QUALITY)?;
        println!("{}", path.display());
    }
    Ok(())
}

fn check_demo_maps() -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    write_demo_maps(dir.path())?;
    let mut stale = Vec::new();
    for (name, _) in layouts::DEMO_MAPS {
        let file = format!("{name}.jpg");
        let drawn = std::fs::read(dir.path().join(&file)).map_err(|e| e.to_string())?;
        let committed = std::fs::read(committed_maps().join(&file))
            .map_err(|e| format!("assets/maps/{file}: {e}"))?;
        if drawn != committed {
            stale.push(file);
        }
    }
    if stale.is_empty() {
        println!("The committed demo maps are drawn again bit for bit.");
        Ok(())
    } else {
        Err(format!(
            "assets/maps/{} differ from what the generator draws",
            stale.join(", assets/maps/")
        ))
    }
}

fn random_map(seed: &str, width: &str, height: &str, file: &str) -> Result<(), String> {
    let number = |what: &str, text: &str| {
        text.parse::<u64>()
            .map_err(|e| format!("{what} \"{text}\": {e}"))
    };
    let seed = number("seed", seed)?;
    let (width, height) = (number("width", width)?, number("height", height)?);
    let max = umpire::render::image_io::MAX_MAP_PIXELS;
    let (Ok(w), Ok(h)) = (u32::try_from(width), u32::try_from(height)) else {
        return Err(format!("{width} × {height} pixels is too large"));
    };
    if w == 0 || h == 0 || width * height > max {
        return Err(format!(
            "{width} × {height} pixels: the size must be at least 1 × 1 and at most {} MP",
            max / 1_000_000
        ));
    }
    let img = generate::battlefield(w, h, seed, &generate::MapStyle::default());
    generate::save_map(&img, Path::new(file), layouts::JPEG_QUALITY)?;
    println!("{file}");
    Ok(())
}
