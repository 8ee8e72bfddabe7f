//! Link options of the release binary.
//!
//! Identical code folding: the linker keeps one copy of functions whose machine code is the
//! same (many generic instances are). Packed relative relocations (RELR): a position-independent
//! program lists every pointer the loader must move; RELR writes that list as a bitmap instead
//! of 24 bytes a pointer (glibc 2.36 or later loads it, Debian 12's; an older glibc refuses the
//! program with a message naming `GLIBC_ABI_DT_RELR`). Both only where the linker is known to be
//! LLD, which Rust uses by default on x86-64 Linux; other linkers do not all take the options.

use std::env;

pub fn options() {
    let release = env::var("PROFILE").is_ok_and(|p| p == "release");
    let lld_by_default = env::var("TARGET").is_ok_and(|t| t == "x86_64-unknown-linux-gnu");
    println!("cargo::rerun-if-env-changed=UMPIRE_NO_ICF");
    if release && lld_by_default && env::var_os("UMPIRE_NO_ICF").is_none() {
        println!("cargo::rustc-link-arg-bins=-Wl,--icf=all");
        println!("cargo::rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
