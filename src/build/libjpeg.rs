//! Builds the C shim `src/render/libjpeg/shim.c` over the system's libjpeg (libjpeg-turbo)
//! when its header is there.
//!
//! The map window and the report decode JPEG maps with libjpeg-turbo when it is found: its
//! entropy decoder is SIMD and its DCT-scaled decode makes a 1/8 overview for a fraction of a
//! full decode (see `src/render/libjpeg/mod.rs`). Without the header (or with `UMPIRE_NO_LIBJPEG` set)
//! the crate builds as before and the pure-Rust decoders do all the work.
//!
//! The static `libjpeg.a` is preferred so the program needs no runtime library, except with
//! the `shared-libjpeg` feature (the Debian package's): a package depends on the system's
//! library instead of carrying a copy of it (lintian's `embedded-library`).

use std::env;
use std::path::{Path, PathBuf};

const SHIM: &str = "src/render/libjpeg/shim.c";

pub fn build() {
    println!("cargo::rustc-check-cfg=cfg(umpire_libjpeg)");
    println!("cargo::rerun-if-changed={SHIM}");
    for var in [
        "UMPIRE_NO_LIBJPEG",
        "LIBJPEG_INCLUDE_DIR",
        "LIBJPEG_LIB_DIR",
    ] {
        println!("cargo::rerun-if-env-changed={var}");
    }
    if env::var_os("UMPIRE_NO_LIBJPEG").is_some() {
        return;
    }
    let Some(include) = header_dir() else {
        // A supported build (the README says what the package adds): no warning, which would
        // show on every build of a machine without it.
        return;
    };
    println!(
        "cargo::rerun-if-changed={}",
        include.join("jpeglib.h").display()
    );
    let mut build = cc::Build::new();
    build.file(SHIM).include(&include).warnings(true);
    if let Err(e) = build.try_compile("umpire_jpeg_shim") {
        println!("cargo::warning=libjpeg shim did not compile ({e}): pure-Rust decoders only");
        return;
    }
    match library_dir() {
        Some((dir, true)) => {
            println!("cargo::rustc-link-search=native={}", dir.display());
            println!("cargo::rustc-link-lib=static=jpeg");
        }
        Some((dir, false)) => {
            println!("cargo::rustc-link-search=native={}", dir.display());
            println!("cargo::rustc-link-lib=dylib=jpeg");
        }
        // The compiler found the header: trust the linker's default paths.
        None => println!("cargo::rustc-link-lib=dylib=jpeg"),
    }
    println!("cargo::rustc-cfg=umpire_libjpeg");
}

/// Where `jpeglib.h` is: `LIBJPEG_INCLUDE_DIR`, or the usual system folders.
fn header_dir() -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = env::var_os("LIBJPEG_INCLUDE_DIR")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    dirs.extend(
        [
            "/usr/include",
            "/usr/local/include",
            "/opt/homebrew/include",
            "/opt/local/include",
        ]
        .map(PathBuf::from),
    );
    dirs.into_iter().find(|d| d.join("jpeglib.h").is_file())
}

/// The folder holding libjpeg, and whether it holds the static archive.
fn library_dir() -> Option<(PathBuf, bool)> {
    let mut dirs: Vec<PathBuf> = env::var_os("LIBJPEG_LIB_DIR")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    if let Some(multiarch) = multiarch() {
        dirs.push(Path::new("/usr/lib").join(multiarch));
    }
    dirs.extend(
        [
            "/usr/lib64",
            "/usr/lib",
            "/usr/local/lib",
            "/opt/homebrew/lib",
            "/opt/local/lib",
        ]
        .map(PathBuf::from),
    );
    let macos = env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "macos");
    let dylib = if macos { "libjpeg.dylib" } else { "libjpeg.so" };
    let shared_only = env::var_os("CARGO_FEATURE_SHARED_LIBJPEG").is_some();
    let statik = dirs
        .iter()
        .find(|d| !shared_only && d.join("libjpeg.a").is_file());
    if let Some(d) = statik {
        return Some((d.clone(), true));
    }
    dirs.into_iter()
        .find(|d| d.join(dylib).exists())
        .map(|d| (d, false))
}

/// Debian's folder name for the target, e.g. `x86_64-linux-gnu`.
fn multiarch() -> Option<String> {
    let arch = env::var("CARGO_CFG_TARGET_ARCH").ok()?;
    let os = env::var("CARGO_CFG_TARGET_OS").ok()?;
    let target_env = env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    (os == "linux").then(|| format!("{arch}-linux-{target_env}"))
}
