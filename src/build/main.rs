//! The build script (Cargo.toml's `package.build`): the libjpeg shim ([`libjpeg`]), the
//! message files checked and their ids made Rust ([`i18n`]), the fonts and the message files
//! packed for embedding ([`pack`]), and the release binary's link options ([`link`]).

mod i18n;
mod libjpeg;
mod link;
mod pack;

fn main() {
    println!("cargo::rerun-if-changed=src/build");
    libjpeg::build();
    pack::fonts();
    for (file, name) in i18n::generate() {
        pack::pack(&file, &name);
    }
    link::options();
}
