//! The build script (Cargo.toml's `package.build`): the libjpeg shim ([`libjpeg`]), the fonts
//! packed for embedding ([`fonts`]), the message files checked and their ids made Rust
//! ([`i18n`]), and the release binary's link options ([`link`]).

mod fonts;
mod i18n;
mod libjpeg;
mod link;

fn main() {
    println!("cargo::rerun-if-changed=src/build");
    libjpeg::build();
    fonts::pack();
    i18n::generate();
    link::options();
}
