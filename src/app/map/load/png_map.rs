//! A PNG map in the window, read a band of rows at a time ([`PngRows`]).

use super::{Outbox, Report, band_by_band, color_image, overview_size};
use crate::app::map::mipmaps::Mipmapped;
use crate::app::map::source::tile_grid;
use crate::app::trace;
use crate::render::image_io::{Layout, PngRows};
use crate::render::scaled;
use egui::Color32;
use std::sync::Arc;

/// A PNG, read a band of rows at a time ([`PngRows`]): its overview first, reduced from one
/// read of its rows, then its rows read again at full size and sent as bands, as libjpeg's
/// are. The picture is never held whole at four bytes a pixel: a 1-bit scan of 196 MP costs
/// the window its textures and a few bands (an interlaced PNG its pixels once more, at 8 bits
/// a sample). The second read waits for the first: the window keeps every band that comes
/// before the overview.
pub(super) fn stream_png(bytes: &Arc<[u8]>, origin: &str, side: usize, out: &Outbox) {
    let mut rows = match PngRows::open(bytes.clone(), origin) {
        Ok(rows) => rows,
        Err(e) => {
            out.send(Report::Failed(e));
            return;
        }
    };
    let size = rows.size();
    // A single-tile map has no overview: its one tile is shown with it.
    let overview = if tile_grid(size, side).len() > 1 {
        match scaled::png_at_size(bytes, origin, overview_size(size, side)) {
            Ok(small) => Some(Mipmapped::new(color_image(small.image))),
            Err(e) => {
                out.send(Report::Failed(e));
                return;
            }
        }
    } else {
        None
    };
    trace::once(trace::MAP_OVERVIEW_DECODED);
    if out.announce(size, side, overview).is_none() {
        return;
    }
    let alpha = rows.has_alpha();
    let read = |rgba: &mut Vec<u8>, n: usize| {
        rows.read_rows(rgba, n as u32, Layout::Rgba)?;
        if alpha {
            premultiply(rgba);
        }
        Ok(())
    };
    if band_by_band(size, side, out, None, read) {
        trace::once(trace::MAP_DECODED);
        out.send(Report::Done);
    }
}

/// Straight alpha to premultiplied, as egui's textures (and GL's, drawn by egui) take it:
/// the bytes of [`Color32::from_rgba_unmultiplied`], as the whole decode's tiles have them.
fn premultiply(rgba: &mut [u8]) {
    for px in rgba.chunks_exact_mut(4) {
        if px[3] != 255 {
            let c = Color32::from_rgba_unmultiplied(px[0], px[1], px[2], px[3]);
            px.copy_from_slice(&c.to_array());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{reports, tiles_of};
    use super::super::{Report, overview_size, spawn_with};
    use crate::app::map::source::ImageSource;
    use crate::app::map::stream::BandCutter;
    use crate::app::map::tiles::{DecodedMap, MAX_TILE_SIDE, tile_image};
    use crate::render::image_io::png_rows::tests::png_of;
    use crate::render::image_io::{self, MAP_MEMORY_BUDGET};
    use egui::ColorImage;
    use std::path::Path;
    use std::sync::atomic::AtomicU32;

    #[test]
    fn a_png_streams_its_overview_and_the_tiles_of_a_whole_decode() {
        // 1-bit grey, and RGBA interlaced: three by two tiles of 1024.
        for (colour, depth, interlaced) in [(0, 1, false), (6, 8, true)] {
            let png = png_of((2500, 1300), colour, depth, interlaced, None);
            let source = ImageSource::Bytes {
                bytes: png.clone().into(),
                name: "m.png".into(),
            };
            let (overview, tiles) = tiles_of(reports(spawn_with(source, 1024, None)), 1024);
            let (ow, oh) = overview_size((2500, 1300), 1024);
            assert_eq!(overview, Some([ow as usize, oh as usize]));
            let whole = tile_image(
                &DecodedMap::from_image(image_io::decode_map_dynamic(&png, "m.png").unwrap()),
                1024,
                None,
                &AtomicU32::new(0),
            );
            assert_eq!(tiles.len(), 6);
            for (got, (_, want)) in tiles.iter().zip(&whole.tiles) {
                assert_eq!(got.as_ref().map(|t| &t.pixels), Some(&want.pixels));
            }
        }
    }

    #[test]
    fn a_damaged_png_is_reported_by_name() {
        let mut png = png_of((300, 200), 2, 8, false, None);
        let idat = png.windows(4).position(|w| w == b"IDAT").unwrap();
        // The zlib stream's first byte (compression method and window): no deflate coder
        // writes around it, so the damage is found whichever coder wrote the file.
        png[idat + 4] ^= 0xff;
        let source = ImageSource::Bytes {
            bytes: png.into(),
            name: "maps/bad.png".into(),
        };
        match reports(spawn_with(source, 1024, None)).last() {
            Some(Report::Failed(e)) => assert!(e.to_string().starts_with("maps/bad.png"), "{e}"),
            _ => panic!("a damaged PNG must fail"),
        }
    }

    /// Where the helper below finds the PNG to load.
    const BOMB_VAR: &str = "UMPIRE_TEST_PNG_BOMB";

    /// A 1-bit grey scan, `side` pixels square, of lines and stripes: 14,000 pixels a side are
    /// some 50 KB of file and 196 million pixels.
    fn one_bit_scan(side: u32) -> Vec<u8> {
        let row_bytes = side.div_ceil(8) as usize;
        let mut rows = Vec::with_capacity(row_bytes * side as usize);
        for y in 0..side as usize {
            let (left, right) = if y % 500 < 4 { (0, 0) } else { (0xff, 0x7f) };
            rows.extend((0..row_bytes).map(|x| if x < row_bytes / 2 { left } else { right }));
        }
        let mut out = Vec::new();
        let mut enc = png::Encoder::new(&mut out, side, side);
        enc.set_color(png::ColorType::Grayscale);
        enc.set_depth(png::BitDepth::One);
        let mut writer = enc.write_header().unwrap();
        writer.write_image_data(&rows).unwrap();
        writer.finish().unwrap();
        out
    }

    /// Not a test of its own: the process the test below measures. It loads the PNG named by
    /// BOMB_VAR as the window does, keeping every tile as the window's textures keep them,
    /// and says how many it has.
    #[test]
    #[ignore = "a process the memory test below starts and measures"]
    fn load_a_png_keeping_every_tile() {
        let path = std::env::var_os(BOMB_VAR).expect("run by the memory test");
        let started = spawn_with(ImageSource::File(path.into()), MAX_TILE_SIDE, None);
        let spares = started.outbox.spares.clone();
        let (mut cutter, mut textures) = (None, Vec::<ColorImage>::new());
        while let Ok(report) = started.rx.recv() {
            match report {
                Report::Shown { size, .. } => cutter = Some(BandCutter::new(size, MAX_TILE_SIDE)),
                Report::Rows(band) => {
                    let cutter = cutter.as_mut().expect("the rows come after the overview");
                    cutter.push_rgba(&band.rgba, &mut |_, tile| {
                        textures.push(tile);
                        true
                    });
                    spares.give_back(band.rgba);
                }
                Report::Tile(_, tile) => textures.push(tile),
                Report::Done => break,
                Report::Failed(e) => panic!("{e}"),
            }
        }
        let bytes: usize = textures.iter().map(|t| t.pixels.len() * 4).sum();
        println!(
            "LOADED {} tiles, {bytes} bytes, peak {} bytes",
            textures.len(),
            own_peak_memory()
        );
    }

    /// This process's peak resident memory (`VmHWM`), in bytes: its own address space's only.
    /// (The `ru_maxrss` its parent gets from `wait4` also counts the address space it was
    /// started from, the whole test binary's before `exec`.)
    fn own_peak_memory() -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        let kib = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok());
        kib.expect("Linux gives VmHWM") * 1024
    }

    /// Run the helper above on `png` as a process of its own: its output and its own peak
    /// memory (resident, in bytes).
    #[cfg(target_os = "linux")]
    fn peak_memory_of_a_load(png: &Path) -> (String, u64) {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "app::map::load::png_map::tests::load_a_png_keeping_every_tile",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(BOMB_VAR, png)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{said}");
        let peak = said
            .split("peak ")
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse().ok());
        (said.clone(), peak.expect(&said))
    }

    /// Issue 24: a 1-bit 14,000 × 14,000 PNG (within the pixel limit) once took the window over
    /// the map budget the code declares. Loaded as the window loads it, tiles kept as its
    /// textures keep them (4 bytes a pixel, 784 MB), it stays within the budget.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_one_bit_bomb_loads_within_the_map_budget() {
        let dir = tempfile::tempdir().unwrap();
        let png = dir.path().join("bomb.png");
        std::fs::write(&png, one_bit_scan(14_000)).unwrap();
        let (said, peak) = peak_memory_of_a_load(&png);
        assert!(said.contains("LOADED 49 tiles, 784000000 bytes"), "{said}");
        assert!(
            peak <= MAP_MEMORY_BUDGET,
            "peak {} MiB, over the budget of {} MiB",
            peak >> 20,
            MAP_MEMORY_BUDGET >> 20
        );
    }
}
