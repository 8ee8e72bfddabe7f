//! Files the program embeds deflated, into `OUT_DIR`: the fonts (DejaVu, and egui's own for the
//! window), for `src/assets.rs`, and the message files, for `src/i18n/` (named by the i18n
//! build). The program holds them compressed (a half of a font, a quarter of a message file)
//! and inflates each once, when first used.

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

pub fn fonts() {
    for name in FONTS {
        pack(
            &Path::new("assets/fonts").join(name),
            &format!("{name}.deflate"),
        );
    }
}

/// Deflate `source` into `OUT_DIR/name`.
pub fn pack(source: &Path, name: &str) {
    println!("cargo::rerun-if-changed={}", source.display());
    let bytes =
        std::fs::read(source).unwrap_or_else(|e| panic!("{}: cannot read: {e}", source.display()));
    let packed = miniz_oxide::deflate::compress_to_vec(&bytes, 10);
    let out = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let target = Path::new(&out).join(name);
    std::fs::write(&target, packed)
        .unwrap_or_else(|e| panic!("{}: cannot write: {e}", target.display()));
}
