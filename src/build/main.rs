//! The build script (Cargo.toml's `package.build`): the libjpeg shim ([`libjpeg`]), the fonts
//! packed for embedding ([`fonts`]), and the release binary's link options ([`link`]).

mod fonts;
mod libjpeg;
mod link;

fn main() {
    println!("cargo::rerun-if-changed=src/build");
    libjpeg::build();
    fonts::pack();
    link::options();
}
