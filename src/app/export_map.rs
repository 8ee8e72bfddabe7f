//! Export the map with its areas and markers as a PNG, off the window's thread.
//!
//! The map image is read from where the document says it is (or from the bytes of a built-in
//! demo map), so the export works from any tab, whether or not the Designer has shown the map.
//! The picture is decoded, drawn and encoded a band of rows at a time
//! ([`crate::render::map_png`]), so a 100-MP map never sits whole in memory and the progress
//! bar moves with the rows written. The PNG is written through the model's atomic writer: a
//! full disk or a cancel leaves any older file of that name whole.

use crate::app::jobs::JobCtl;
use crate::i18n::tr;
use crate::model::Scenario;
use crate::render::draw;
use crate::render::image_io::{self, MapImageError};
use crate::render::map_png::{self, RenderError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Why the map could not be exported.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error("{}", tr!(ShellNoMapToExport))]
    NoMapImage,
    #[error(transparent)]
    Read(#[from] MapImageError),
    #[error(transparent)]
    Render(#[from] RenderError),
}

/// For the window, which shows errors as text.
impl From<ExportError> for String {
    fn from(e: ExportError) -> String {
        e.to_string()
    }
}

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

    fn read(&self) -> Result<Arc<[u8]>, ExportError> {
        match self {
            MapBytes::File(p) => Ok(Arc::from(image_io::read_file(p)?)),
            MapBytes::Memory { bytes, .. } => Ok(bytes.clone()),
        }
    }
}

/// Where the scenario's map image is: in memory when `embedded` holds the image the scenario
/// names, else the file `map.image` names (relative to the scenario's folder).
pub fn locate_map(
    s: &Scenario,
    scenario_dir: Option<&Path>,
    embedded: Option<(&str, &Arc<[u8]>)>,
) -> Result<MapBytes, ExportError> {
    let image = s.map.image.as_deref().ok_or(ExportError::NoMapImage)?;
    if let Some((name, bytes)) = embedded
        && name == image
    {
        return Ok(MapBytes::Memory {
            bytes: bytes.clone(),
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

/// The share of the progress bar reading the file takes; the rows written fill the rest.
const READ: f32 = 0.05;

/// The job's control as the band writer's watch: rows written move the bar, a cancel stops it
/// at the next band.
struct Watched<'a>(&'a JobCtl);

impl map_png::Watch for Watched<'_> {
    fn progress(&self, done: f32) {
        self.0.set_progress(READ + (1.0 - READ) * done);
    }

    fn cancelled(&self) -> bool {
        self.0.cancelled()
    }
}

impl MapExport {
    /// Read, then decode, draw and encode band by band; a cancel stops it at the next band and
    /// writes nothing. Errors name the file.
    pub fn export(self, ctl: &JobCtl) -> Result<Exported, ExportError> {
        let origin = self.source.origin();
        ctl.set_progress(0.0);
        let bytes = self.source.read()?;
        if ctl.cancelled() {
            return Ok(Exported::Cancelled);
        }
        ctl.set_progress(READ);
        let opts = draw::RenderOptions {
            withheld: draw::withheld_values(&self.scenario, self.audience),
            scale: self.scale,
        };
        let written = map_png::write_map_png(
            &self.scenario,
            &opts,
            bytes,
            &origin,
            &self.out,
            &Watched(ctl),
        )?;
        let Some(written) = written else {
            return Ok(Exported::Cancelled);
        };
        ctl.set_progress(1.0);
        let bytes = std::fs::metadata(&self.out).map(|m| m.len()).unwrap_or(0);
        Ok(Exported::Written {
            width: written.width,
            height: written.height,
            bytes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode_png(img: &image::RgbaImage) -> Vec<u8> {
        let mut png = Vec::new();
        img.write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        png
    }

    fn tiny_png() -> Vec<u8> {
        encode_png(&image::RgbaImage::from_pixel(
            40,
            30,
            image::Rgba([200, 210, 190, 255]),
        ))
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
        match locate_map(&s, Some(dir), None).unwrap() {
            MapBytes::File(p) => assert_eq!(p, dir.join("map.png")),
            other => panic!("{other:?}"),
        }
        let bytes: Arc<[u8]> = Arc::from(&b"demo"[..]);
        assert!(matches!(
            locate_map(&s, None, Some(("map.png", &bytes))).unwrap(),
            MapBytes::Memory { .. }
        ));
        let e = locate_map(&Scenario::new("t"), None, None).unwrap_err();
        assert!(matches!(e, ExportError::NoMapImage), "{e}");
        assert!(e.to_string().contains("no map image"), "{e}");
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
        let done = job(&out).export(&JobCtl::detached()).unwrap();
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
                job(&out).export(ctl)
            }
        });
        job.cancel();
        drop(ctl);
        let crate::app::jobs::Finished::Done(result) = job.wait() else {
            panic!("the job died");
        };
        assert!(matches!(result, Ok(Exported::Cancelled)));
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
        .export(&JobCtl::detached())
        .unwrap_err();
        assert!(
            e.to_string()
                .starts_with("/nonexistent-umpire/out.png: cannot write"),
            "{e}"
        );
    }
}
