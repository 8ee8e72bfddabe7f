//! The demo maps in `assets/maps/` are exactly what the map generator (`demo_maps/generate/`)
//! draws from their hand-placed layouts (`demo_maps/layouts.rs`), so they can be drawn again
//! after a change (and a change to the generator that alters them is noticed). The same check
//! from the command line: `cargo run --release --example generate_maps -- --check`.
//!
//! The generator is not part of the library: it is compiled into this test (its own unit tests
//! run with it), into the example `generate_maps` (`demo_maps/main.rs`), which writes the maps,
//! and into the benchmarks, which draw their large maps with it.

// Some of the generator's functions are used only by the example or the benchmarks.
#[allow(dead_code)]
mod generate;
mod layouts;

use std::path::Path;

#[test]
fn the_committed_demo_maps_are_drawn_again_bit_for_bit() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (width, height) = layouts::SIZE;
    for (name, seed) in layouts::DEMO_MAPS {
        let layout = layouts::map_layout(name).expect("every demo map has a layout");
        let img = generate::render(width, height, seed, &generate::MapStyle::default(), &layout);
        let file = format!("{name}.jpg");
        let out = dir.path().join(&file);
        generate::save_map(&img, &out, layouts::JPEG_QUALITY).expect("written");
        let committed = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/maps")
            .join(&file);
        let committed = std::fs::read(committed).expect("the committed map");
        assert!(
            std::fs::read(&out).expect("read back") == committed,
            "assets/maps/{file} is not what the generator draws: \
             `cargo run --release --example generate_maps` draws the maps again"
        );
    }
}

#[test]
fn every_demo_scenario_map_has_a_layout() {
    for (name, text) in umpire::assets::demo::all_demo_scenarios() {
        let s = umpire::model::parse(text, name, &umpire::systems::ids()).expect("a valid demo");
        let image = s.map.image.expect("every demo has a map");
        let stem = Path::new(&image).file_stem().expect("a file name");
        let stem = stem.to_string_lossy();
        assert!(
            layouts::DEMO_MAPS.iter().any(|(n, _)| *n == stem),
            "{name}: no layout draws {image}"
        );
    }
}
