//! Every file built into the program, each included exactly once: the DejaVu fonts (the
//! window, the CPU-drawn map and the PDF report all use these two), the built-in report
//! templates, the demo scenarios with their maps and the demo campaign ([`demo`]).
//!
//! The large files are `static`s, not `const`s: a `const` byte string may be copied into every
//! place that uses it, and the release binary once held three copies of DejaVu Sans that way.
//! Another front end or floor that needs a bundled file takes it from here rather than writing
//! its own `include_bytes!`.
//!
//! The fonts (DejaVu, and egui's own for the window) are held deflated (the build script packs
//! them, `src/build/pack.rs`): half their size in the binary, inflated once, on first use.

use std::sync::OnceLock;

/// umpire's id on the desktop (reverse DNS): the name of its desktop entry, of its icon and of
/// its AppStream metainfo (`assets/package/`), and the window's app id, which is how a Wayland
/// desktop finds the entry and so the icon. (An X11 desktop matches the window's class,
/// `umpire`, the program's name, with the entry's `StartupWMClass`.)
pub const APP_ID: &str = "io.github.umpire.Umpire";

/// A font the build script deflated, `packed!("name.ttf")`: inflated on first use and kept.
macro_rules! packed_font {
    ($file:literal) => {{
        static FONT: OnceLock<Vec<u8>> = OnceLock::new();
        static PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/", $file, ".deflate"));
        FONT.get_or_init(|| inflated(PACKED)).as_slice()
    }};
}

/// DejaVu Sans (licence in `assets/fonts/LICENSE-DejaVu.txt`).
pub fn regular_ttf() -> &'static [u8] {
    packed_font!("DejaVuSans.ttf")
}

/// DejaVu Sans Bold.
pub fn bold_ttf() -> &'static [u8] {
    packed_font!("DejaVuSans-Bold.ttf")
}

/// egui's own fonts, the window's look (egui's `default_fonts`, which holds them uncompressed,
/// is off): Ubuntu Light for text (`assets/fonts/LICENSE-Ubuntu.txt`), Hack for figures in
/// columns (`LICENSE-Hack.txt`) and egui's five icons (`LICENSE-egui-icons.txt`).
#[cfg(feature = "gui")]
pub mod window_fonts {
    use std::sync::OnceLock;

    use super::inflated;

    pub fn ubuntu_light_ttf() -> &'static [u8] {
        packed_font!("Ubuntu-Light.ttf")
    }

    pub fn hack_ttf() -> &'static [u8] {
        packed_font!("Hack-Regular.ttf")
    }

    pub fn egui_icons_ttf() -> &'static [u8] {
        packed_font!("egui-icons.ttf")
    }
}

/// A font the build script deflated: the bytes are the program's own, so a failure is a
/// broken build, not bad input.
fn inflated(packed: &[u8]) -> Vec<u8> {
    use std::io::Read;
    let mut bytes = Vec::with_capacity(packed.len() * 2);
    flate2::read::DeflateDecoder::new(packed)
        .read_to_end(&mut bytes)
        .expect("the build script's deflated font inflates");
    bytes
}

/// The rules reference, `docs/rules.md`, shown by the window under Help → Rules reference.
pub static RULES_MD: &str = include_str!("../docs/rules.md");
/// The same in French, `docs/rules.fr.md`: the same sections, figures and names (`tests/rules_fr.rs`).
pub static RULES_FR_MD: &str = include_str!("../docs/rules.fr.md");

/// The built-in report template `umpire`: everything shown.
pub const UMPIRE_TEMPLATE: &str = include_str!("../templates/umpire.ron");
/// The built-in report template `player`: no hidden value, umpire's note or dice seed.
pub const PLAYER_TEMPLATE: &str = include_str!("../templates/player.ron");

/// The demo scenarios and their maps, so that the program can show them without any file.
pub mod demo {
    static LOBOSITZ: &str = include_str!("../assets/scenarios/lobositz.ron");
    static GRANDE_TACTIQUE: &str = include_str!("../assets/scenarios/grande-tactique.ron");
    static GRANDE_TACTIQUE_SUNDOWN: &str =
        include_str!("../assets/scenarios/grande-tactique-sundown.ron");
    static WATERLOO: &str = include_str!("../assets/scenarios/waterloo.ron");

    static LOBOSITZ_MAP: &[u8] = include_bytes!("../assets/maps/lobositz.jpg");
    static SAALFELD_MAP: &[u8] = include_bytes!("../assets/maps/saalfeld.jpg");
    static WATERLOO_MAP: &[u8] = include_bytes!("../assets/maps/waterloo.jpg");

    /// The three demo scenarios, (file name, RON text): Lobositz first (the default demo),
    /// then Grande Tactique (collapse) and Waterloo.
    pub fn demo_scenarios() -> [(&'static str, &'static str); 3] {
        [
            ("lobositz.ron", LOBOSITZ),
            ("grande-tactique.ron", GRANDE_TACTIQUE),
            ("waterloo.ron", WATERLOO),
        ]
    }

    /// Every demo file, the sundown variant of Grande Tactique included.
    pub fn all_demo_scenarios() -> [(&'static str, &'static str); 4] {
        [
            ("lobositz.ron", LOBOSITZ),
            ("grande-tactique.ron", GRANDE_TACTIQUE),
            ("grande-tactique-sundown.ron", GRANDE_TACTIQUE_SUNDOWN),
            ("waterloo.ron", WATERLOO),
        ]
    }

    /// The RON text of a demo by its file name ("lobositz.ron").
    pub fn demo_scenario(file_name: &str) -> Option<&'static str> {
        all_demo_scenarios()
            .into_iter()
            .find(|(n, _)| *n == file_name)
            .map(|(_, t)| t)
    }

    /// The JPEG bytes of a demo map, by file name or by the path a demo scenario gives
    /// (`"lobositz.jpg"` or `"../maps/lobositz.jpg"`). The maps are drawn by
    /// the generator in `tests/demo_maps/`, which draws them again bit for bit.
    pub fn demo_map(name: &str) -> Option<&'static [u8]> {
        let file = name.rsplit(['/', '\\']).next().unwrap_or(name);
        match file {
            "lobositz.jpg" => Some(LOBOSITZ_MAP),
            "saalfeld.jpg" => Some(SAALFELD_MAP),
            "waterloo.jpg" => Some(WATERLOO_MAP),
            _ => None,
        }
    }

    static JENA_CAMPAIGN: &str = include_str!("../assets/campaigns/jena-1806/campaign.ron");
    static JENA_SAALFELD: &str = include_str!("../assets/campaigns/jena-1806/saalfeld.ron");
    static JENA_JENA: &str = include_str!("../assets/campaigns/jena-1806/jena.ron");
    static JENA_AUERSTEDT: &str = include_str!("../assets/campaigns/jena-1806/auerstedt.ron");

    /// The demo campaign's folder name, and how messages name the built-in copy.
    pub const DEMO_CAMPAIGN: &str = "jena-1806";
    pub const DEMO_CAMPAIGN_ORIGIN: &str = "jena-1806/campaign.ron (built-in demo)";

    /// The demo campaign's files, (file name, RON text): `campaign.ron` first, then its
    /// battles in the campaign's order (Saalfeld, Jena, Auerstedt). The model reads them
    /// (`crate::model::campaign::demo_campaign`, `demo_campaign_battles`).
    pub fn demo_campaign_files() -> [(&'static str, &'static str); 4] {
        [
            ("campaign.ron", JENA_CAMPAIGN),
            ("saalfeld.ron", JENA_SAALFELD),
            ("jena.ron", JENA_JENA),
            ("auerstedt.ron", JENA_AUERSTEDT),
        ]
    }

    /// The text of a file of the demo campaign by the name the campaign gives it.
    pub fn demo_campaign_file(name: &str) -> Option<&'static str> {
        demo_campaign_files()
            .into_iter()
            .find(|(n, _)| *n == name.trim())
            .map(|(_, t)| t)
    }
}
