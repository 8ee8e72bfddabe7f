//! The fonts (DejaVu, and egui's own for the window), deflated into `OUT_DIR` for `src/assets.rs` to embed: the program holds
//! them compressed (half their size) and inflates each once, when first drawn with.

use std::env;
use std::path::Path;

/// The font files `src/assets.rs` embeds, under `assets/fonts/`.
const FONTS: [&str; 5] = [
    "DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf",
    "Ubuntu-Light.ttf",
    "Hack-Regular.ttf",
    "egui-icons.ttf",
];

pub fn pack() {
    let out = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    for name in FONTS {
        let source = Path::new("assets/fonts").join(name);
        println!("cargo::rerun-if-changed={}", source.display());
        let bytes = std::fs::read(&source)
            .unwrap_or_else(|e| panic!("{}: cannot read the font: {e}", source.display()));
        let packed = miniz_oxide::deflate::compress_to_vec(&bytes, 10);
        let target = Path::new(&out).join(format!("{name}.deflate"));
        std::fs::write(&target, packed)
            .unwrap_or_else(|e| panic!("{}: cannot write: {e}", target.display()));
    }
}
