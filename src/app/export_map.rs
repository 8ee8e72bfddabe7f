//! Export the map with its areas and markers as a PNG, off the window's thread.
//!
//! The map image is read from where the document says it is (or from the bytes of a built-in
//! demo map), so the export works from any tab, whether or not the Designer has shown the map.
//! The PNG is written through the model's atomic writer: a full disk or a cancel leaves any
//! older file of that name whole.

use crate::app::jobs::JobCtl;
use crate::model::Scenario;
use crate::render::{draw, image_io};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where the map image's bytes are.
#[derive(Clone, Debug)]
pub enum MapBytes {
    File(PathBuf),
    /// A map held in memory (a built-in demo's), named as in `map.image`.
    Memory {
        bytes: Arc<[u8]>,
        name: String,
    },
}

impl MapBytes {
    fn origin(&self) -> String {
        match self {
            MapBytes::File(p) => p.display().to_string(),
            MapBytes::Memory { name, .. } => name.clone(),
        }
    }

    fn read(&self) -> Result<Arc<[u8]>, String> {
        match self {
            MapBytes::File(p) => image_io::read_file(p)
                .map(Arc::from)
                .map_err(|e| e.to_string()),
            MapBytes::Memory { bytes, .. } => Ok(bytes.clone()),
        }
    }
}

/// Where the scenario's map image is: in memory when `embedded` holds the image the scenario
/// names, else the file `map.image` names (relative to the scenario's folder).
pub fn map_bytes_of(
    s: &Scenario,
    scenario_dir: Option<&Path>,
    embedded: Option<(&str, &'static [u8])>,
) -> Result<MapBytes, String> {
    let image = s.map.image.as_deref().ok_or(
        "The scenario has no map image to export: choose one with File → Open map image first.",
    )?;
    if let Some((name, bytes)) = embedded
        && name == image
    {
        return Ok(MapBytes::Memory {
            bytes: Arc::from(bytes),
            name: name.to_string(),
        });
    }
    Ok(MapBytes::File(draw::map_image_path(scenario_dir, image)))
}

/// Everything an export needs, owned, to run on another thread.
pub struct MapExport {
    pub scenario: Scenario,
    pub source: MapBytes,
    /// Who the picture is for: the knowledge rules decide which values it shows.
    pub audience: crate::record::Audience,
    pub scale: f32,
    pub out: PathBuf,
}

/// How an export ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Exported {
    /// Written: the picture's size and the file's length.
    Written { width: u32, height: u32, bytes: u64 },
    /// Stopped on request; nothing was written.
    Cancelled,
}

/// The stages and the fraction done when each starts.
const READ: f32 = 0.02;
const DECODE: f32 = 0.1;
const DRAW: f32 = 0.45;
const ENCODE: f32 = 0.6;

impl MapExport {
    /// Read, decode, draw, encode and write; checks for a cancel between stages. Errors name
    /// the file.
    pub fn run(self, ctl: &JobCtl) -> Result<Exported, String> {
        let origin = self.source.origin();
        ctl.set_progress(READ);
        let bytes = self.source.read()?;
        let (w, h) = image_io::dimensions_of_bytes(&bytes, &origin).map_err(|e| e.to_string())?;
        let opts = draw::RenderOptions {
            withheld: draw::withheld_values(&self.scenario, self.audience),
            scale: self.scale,
        };
        draw::check_options(&opts, w, h)?;
        if ctl.cancelled() {
            return Ok(Exported::Cancelled);
        }
        ctl.set_progress(DECODE);
        let base = image_io::decode_map_bytes(&bytes, &origin).map_err(|e| e.to_string())?;
        drop(bytes);
        if ctl.cancelled() {
            return Ok(Exported::Cancelled);
        }
        ctl.set_progress(DRAW);
        // Drawn into the decoded map itself at full scale: a large map is held once.
        let drawn = draw::render_map_owned(&self.scenario, base, &opts);
        if ctl.cancelled() {
            return Ok(Exported::Cancelled);
        }
        ctl.set_progress(ENCODE);
        let (width, height) = drawn.dimensions();
        // Encoded straight into the safe writer's temporary file, renamed over the target
        // only once whole.
        draw::write_png(&drawn, &self.out)?;
        ctl.set_progress(1.0);
        let bytes = std::fs::metadata(&self.out).map(|m| m.len()).unwrap_or(0);
        Ok(Exported::Written {
            width,
            height,
            bytes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode_png(img: &image::RgbaImage) -> Result<Vec<u8>, String> {
        let mut png = Vec::new();
        img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .map_err(|e| format!("cannot encode the PNG: {e}"))?;
        Ok(png)
    }

    fn tiny_png() -> Vec<u8> {
        encode_png(&image::RgbaImage::from_pixel(
            40,
            30,
            image::Rgba([200, 210, 190, 255]),
        ))
        .unwrap()
    }

    fn scenario_with_map(name: &str) -> Scenario {
        let mut s = Scenario::new("t");
        s.map.image = Some(name.into());
        s
    }

    #[test]
    fn the_map_is_found_beside_the_scenario_or_in_memory() {
        let s = scenario_with_map("map.png");
        let dir = Path::new("/games");
        match map_bytes_of(&s, Some(dir), None).unwrap() {
            MapBytes::File(p) => assert_eq!(p, dir.join("map.png")),
            other => panic!("{other:?}"),
        }
        let bytes: &'static [u8] = b"demo";
        assert!(matches!(
            map_bytes_of(&s, None, Some(("map.png", bytes))).unwrap(),
            MapBytes::Memory { .. }
        ));
        let e = map_bytes_of(&Scenario::new("t"), None, None).unwrap_err();
        assert!(e.contains("no map image"), "{e}");
    }

    #[test]
    fn an_export_writes_a_png_and_a_cancelled_one_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.png");
        let job = |out: &Path| MapExport {
            scenario: scenario_with_map("m.png"),
            source: MapBytes::Memory {
                bytes: Arc::from(tiny_png()),
                name: "m.png".into(),
            },
            audience: crate::record::Audience::Public,
            scale: 1.0,
            out: out.to_path_buf(),
        };
        let done = job(&out).run(&JobCtl::detached()).unwrap();
        assert!(
            matches!(
                done,
                Exported::Written {
                    width: 40,
                    height: 30,
                    ..
                }
            ),
            "{done:?}"
        );
        assert_eq!(image::open(&out).unwrap().width(), 40);

        let cancelled = dir.path().join("cancelled.png");
        let ctl = JobCtl::detached();
        let job = crate::app::jobs::Job::spawn("x", None, {
            let out = cancelled.clone();
            move |ctl: &JobCtl| {
                // Cancelled before it starts: it stops at the first check.
                while !ctl.cancelled() {
                    std::thread::yield_now();
                }
                job(&out).run(ctl)
            }
        });
        job.cancel();
        drop(ctl);
        let crate::app::jobs::Finished::Done(result) = job.wait() else {
            panic!("the job died");
        };
        assert_eq!(result, Ok(Exported::Cancelled));
        assert!(!cancelled.exists());
    }

    #[test]
    fn a_folder_that_cannot_be_written_is_named() {
        let e = MapExport {
            scenario: scenario_with_map("m.png"),
            source: MapBytes::Memory {
                bytes: Arc::from(tiny_png()),
                name: "m.png".into(),
            },
            audience: crate::record::Audience::Umpire,
            scale: 1.0,
            out: PathBuf::from("/nonexistent-umpire/out.png"),
        }
        .run(&JobCtl::detached())
        .unwrap_err();
        assert!(
            e.starts_with("/nonexistent-umpire/out.png: cannot write"),
            "{e}"
        );
    }
}
