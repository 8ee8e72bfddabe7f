//! Keeping the map image with its scenario when the scenario is saved into another folder:
//! a relative path is rewritten from the new folder, a map held in memory (a built-in demo's)
//! is written beside the scenario under a name no other file has, and a map file that lies
//! outside the scenario's folder can be copied beside it the same way (the window offers it
//! on save: a scenario sent on without its map loses it).

use crate::i18n::tr;
use crate::render::image_io;
use std::io::{self, BufRead, Read};
use std::path::{Path, PathBuf};

/// The map image's path is relative to the scenario file: when the scenario is saved into another
/// folder, rewrite it so it still names the same image. Returns the new path when it changes.
pub fn rebased_map_image(image: &str, old_dir: Option<&Path>, new_dir: &Path) -> Option<String> {
    let image_path = Path::new(image);
    if image_path.is_absolute() {
        return None;
    }
    let old_dir = old_dir?;
    if old_dir == new_dir {
        return None;
    }
    let absolute = std::path::absolute(old_dir.join(image_path)).ok()?;
    let new_dir = std::path::absolute(new_dir).ok()?;
    let rebased = match absolute.strip_prefix(&new_dir) {
        Ok(inside) => inside.to_path_buf(),
        Err(_) => absolute,
    };
    Some(rebased.to_string_lossy().into_owned())
}

/// Whether a `map.image` value names a file outside the scenario's folder: an absolute path,
/// or one that climbs out of the folder ("../maps/x.jpg"). A scenario sent on alone loses
/// such a map.
pub fn lies_outside_its_folder(image: &str) -> bool {
    let path = Path::new(image);
    path.is_absolute()
        || path
            .components()
            .any(|c| matches!(c, std::path::Component::ParentDir))
}

/// What became of a map image held in memory (the built-in demo's) when its scenario was
/// saved into a folder: the scenario must name it by [`PlacedMap::name`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedMap {
    /// The image file's name in the scenario's folder.
    pub name: String,
    pub how: Placement,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Written under the name the scenario gave it.
    Written,
    /// A file of that name holds these very bytes already: nothing was written.
    AlreadyThere,
    /// A different file has the wanted name: the image was written under a free name.
    WrittenBeside { taken: String },
}

impl PlacedMap {
    /// For the status bar: what was written where.
    pub fn message(&self, dir: &Path) -> String {
        let at = dir.join(&self.name);
        match &self.how {
            Placement::Written => tr!(ShellMapWritten, path = at.display().to_string()),
            Placement::AlreadyThere => {
                tr!(ShellMapAlreadyThere, path = at.display().to_string())
            }
            Placement::WrittenBeside { taken } => tr!(
                ShellMapWrittenBeside,
                taken = dir.join(taken).display().to_string(),
                path = at.display().to_string()
            ),
        }
    }

    /// The file this placement created, if it created one.
    pub fn created(&self, dir: &Path) -> Option<PathBuf> {
        (self.how != Placement::AlreadyThere).then(|| dir.join(&self.name))
    }
}

/// Most names tried for a map image beside a scenario before giving up.
const MAX_FREE_NAME_TRIES: u32 = 1000;

/// Why a map image held in memory could not be put beside its scenario.
#[derive(Debug, thiserror::Error)]
pub enum PlaceMapError {
    #[error("{}", tr!(ShellMapCannotWrite, path = path.display().to_string(), error = crate::model::files::error_text(source)))]
    Write {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("{}", tr!(ShellMapNoFreeName, path = dir.display().to_string(), name = file_name.as_str(), count = MAX_FREE_NAME_TRIES.to_string()))]
    NoFreeName { dir: PathBuf, file_name: String },
}

/// Put the bytes of a map image held in memory into `dir`, named as `wanted` (a `map.image`
/// value; only its file name counts: the image goes beside the scenario). A file of that name
/// with other contents is never overwritten: the image gets the first free name "stem-1.ext",
/// "stem-2.ext", …. Each file is written whole or not at all.
pub fn place_map_bytes(dir: &Path, wanted: &str, bytes: &[u8]) -> Result<PlacedMap, PlaceMapError> {
    place(dir, wanted, &MapContents::Bytes(bytes))
}

/// Copy the map image file `from` into `dir` under its own name, as [`place_map_bytes`] puts
/// bytes there: never over another file (a free name instead), and not at all when that
/// file, or one with the same contents, is there already. The copy streams: a map of
/// hundreds of megabytes is never read into memory.
pub fn place_map_file(dir: &Path, from: &Path) -> Result<PlacedMap, PlaceMapError> {
    place(dir, &from.to_string_lossy(), &MapContents::File(from))
}

/// The map image to put beside a scenario.
enum MapContents<'a> {
    Bytes(&'a [u8]),
    File(&'a Path),
}

impl MapContents<'_> {
    /// Whether `path` is a file holding exactly these contents.
    fn held_by(&self, path: &Path) -> bool {
        match self {
            MapContents::Bytes(bytes) => holds_bytes(path, bytes),
            MapContents::File(from) => {
                crate::model::files::same_file(path, from) || same_contents(path, from)
            }
        }
    }

    fn write_new(&self, path: &Path) -> io::Result<()> {
        match self {
            MapContents::Bytes(bytes) => write_new_file(path, bytes),
            MapContents::File(from) => crate::model::files::copy_to_new_file(
                from,
                path,
                image_io::MAX_MAP_FILE_BYTES,
                &tr!(ShellMapImages),
            ),
        }
    }

    /// The first bytes, to tell the image's format.
    fn head(&self) -> Vec<u8> {
        match self {
            MapContents::Bytes(bytes) => bytes[..bytes.len().min(64)].to_vec(),
            MapContents::File(from) => {
                let mut head = Vec::new();
                if let Ok(f) = std::fs::File::open(from) {
                    let _ = f.take(64).read_to_end(&mut head);
                }
                head
            }
        }
    }
}

fn place(dir: &Path, wanted: &str, contents: &MapContents) -> Result<PlacedMap, PlaceMapError> {
    let file_name = map_file_name(wanted, &contents.head());
    let (stem, ext) = split_extension(&file_name);
    for k in 0..MAX_FREE_NAME_TRIES {
        let name = if k == 0 {
            file_name.clone()
        } else {
            format!("{stem}-{k}{ext}")
        };
        let path = dir.join(&name);
        if contents.held_by(&path) {
            return Ok(placed(name, k, &file_name, Placement::AlreadyThere));
        }
        if path.symlink_metadata().is_ok() {
            continue;
        }
        match contents.write_new(&path) {
            Ok(()) => return Ok(placed(name, k, &file_name, Placement::Written)),
            // Someone made the file meanwhile: look at it again as the next candidate would.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                if contents.held_by(&path) {
                    return Ok(placed(name, k, &file_name, Placement::AlreadyThere));
                }
            }
            Err(source) => return Err(PlaceMapError::Write { path, source }),
        }
    }
    Err(PlaceMapError::NoFreeName {
        dir: dir.to_path_buf(),
        file_name,
    })
}

fn placed(name: String, k: u32, wanted: &str, how: Placement) -> PlacedMap {
    let how = match how {
        Placement::Written if k > 0 => Placement::WrittenBeside {
            taken: wanted.to_string(),
        },
        other => other,
    };
    PlacedMap { name, how }
}

/// The file name part of a `map.image` value; a value without one ("..", "maps/") is named
/// "map" with the extension of the image's format.
fn map_file_name(wanted: &str, bytes: &[u8]) -> String {
    let name = Path::new(wanted)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .filter(|n| !n.starts_with('.'));
    name.unwrap_or_else(|| {
        let ext = image::guess_format(bytes)
            .ok()
            .and_then(|f| f.extensions_str().first().copied())
            .unwrap_or("img");
        format!("map.{ext}")
    })
}

/// "lobositz.jpg" → ("lobositz", ".jpg"); "map" → ("map", "").
fn split_extension(name: &str) -> (&str, &str) {
    match name.rfind('.') {
        Some(dot) if dot > 0 => name.split_at(dot),
        _ => (name, ""),
    }
}

/// Whether `a` and `b` are regular files of the same length and bytes, read a piece at a time.
fn same_contents(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (std::fs::metadata(a), std::fs::metadata(b)) else {
        return false;
    };
    if !ma.is_file() || !mb.is_file() || ma.len() != mb.len() {
        return false;
    }
    let (Ok(fa), Ok(fb)) = (std::fs::File::open(a), std::fs::File::open(b)) else {
        return false;
    };
    let (mut ra, mut rb) = (io::BufReader::new(fa), io::BufReader::new(fb));
    loop {
        let (Ok(x), Ok(y)) = (ra.fill_buf(), rb.fill_buf()) else {
            return false;
        };
        let n = x.len().min(y.len());
        if n == 0 {
            return x.is_empty() && y.is_empty();
        }
        if x[..n] != y[..n] {
            return false;
        }
        ra.consume(n);
        rb.consume(n);
    }
}

/// Whether `path` is a file holding exactly `bytes`.
fn holds_bytes(path: &Path, bytes: &[u8]) -> bool {
    let same_size =
        std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == bytes.len() as u64);
    same_size && std::fs::read(path).is_ok_and(|b| b == bytes)
}

/// Create `path` with `bytes`, never replacing a file: the model's one writer for new files.
fn write_new_file(path: &Path, bytes: &[u8]) -> io::Result<()> {
    crate::model::write_new_file(path, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_image_path_follows_the_scenario_to_another_folder() {
        let old = Path::new("/games/lobositz");
        assert_eq!(
            rebased_map_image("map.jpg", Some(old), Path::new("/games/lobositz")),
            None,
            "same folder: unchanged"
        );
        assert_eq!(
            rebased_map_image("maps/map.jpg", Some(old), Path::new("/games")),
            Some("lobositz/maps/map.jpg".to_string())
        );
        assert_eq!(
            rebased_map_image("map.jpg", Some(old), Path::new("/elsewhere")),
            Some("/games/lobositz/map.jpg".to_string())
        );
        assert_eq!(
            rebased_map_image("/maps/map.jpg", Some(old), Path::new("/x")),
            None
        );
    }

    #[test]
    fn map_bytes_go_beside_the_scenario_without_overwriting_another_file() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let map = b"the map".as_slice();
        let placed = place_map_bytes(d, "../maps/lobositz.jpg", map).unwrap();
        assert_eq!(placed.name, "lobositz.jpg", "only the file name counts");
        assert_eq!(placed.how, Placement::Written);
        assert_eq!(std::fs::read(d.join("lobositz.jpg")).unwrap(), map);

        let again = place_map_bytes(d, "lobositz.jpg", map).unwrap();
        assert_eq!(
            again.how,
            Placement::AlreadyThere,
            "the same bytes are not copied twice"
        );
        assert_eq!(again.created(d), None);

        let other = b"another map".as_slice();
        let beside = place_map_bytes(d, "lobositz.jpg", other).unwrap();
        assert_eq!(beside.name, "lobositz-1.jpg");
        assert_eq!(
            beside.how,
            Placement::WrittenBeside {
                taken: "lobositz.jpg".into()
            }
        );
        assert_eq!(
            std::fs::read(d.join("lobositz.jpg")).unwrap(),
            map,
            "untouched"
        );
        assert_eq!(std::fs::read(d.join("lobositz-1.jpg")).unwrap(), other);
        let third = place_map_bytes(d, "lobositz.jpg", b"a third").unwrap();
        assert_eq!(third.name, "lobositz-2.jpg");
        assert_eq!(
            place_map_bytes(d, "lobositz.jpg", other).unwrap().how,
            Placement::AlreadyThere,
            "found under its free name"
        );
        // A folder in the way counts as taken.
        std::fs::create_dir(d.join("plan")).unwrap();
        assert_eq!(place_map_bytes(d, "plan", map).unwrap().name, "plan-1");
        let names: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect();
        assert!(names.is_empty(), "{names:?}");
    }

    #[test]
    fn a_map_file_is_copied_beside_once_and_never_over_another() {
        let maps = tempfile::tempdir().unwrap();
        let club = tempfile::tempdir().unwrap();
        let from = maps.path().join("kolin.jpg");
        std::fs::write(&from, b"the map of Kolin").unwrap();
        let d = club.path();
        let placed = place_map_file(d, &from).unwrap();
        assert_eq!(
            (placed.name.as_str(), &placed.how),
            ("kolin.jpg", &Placement::Written)
        );
        assert_eq!(
            std::fs::read(d.join("kolin.jpg")).unwrap(),
            b"the map of Kolin"
        );
        assert_eq!(
            place_map_file(d, &from).unwrap().how,
            Placement::AlreadyThere
        );
        // The copy itself, named from inside the folder: nothing to do.
        assert_eq!(
            place_map_file(d, &d.join("kolin.jpg")).unwrap().how,
            Placement::AlreadyThere
        );
        std::fs::write(&from, b"another map, same name").unwrap();
        let beside = place_map_file(d, &from).unwrap();
        assert_eq!(beside.name, "kolin-1.jpg");
        assert_eq!(
            std::fs::read(d.join("kolin.jpg")).unwrap(),
            b"the map of Kolin"
        );
        assert_eq!(
            std::fs::read(d.join("kolin-1.jpg")).unwrap(),
            b"another map, same name"
        );
        let e = place_map_file(d, &maps.path().join("gone.jpg")).unwrap_err();
        assert!(e.to_string().contains("gone.jpg"), "{e}");
    }

    #[test]
    fn a_map_outside_the_folder_is_told_from_one_inside() {
        for inside in ["map.jpg", "maps/map.jpg", "./map.jpg"] {
            assert!(!lies_outside_its_folder(inside), "{inside}");
        }
        for outside in ["/maps/map.jpg", "../maps/map.jpg", "maps/../../map.jpg"] {
            assert!(lies_outside_its_folder(outside), "{outside}");
        }
    }

    #[test]
    fn a_map_name_without_a_file_name_gets_one_from_the_format() {
        let dir = tempfile::tempdir().unwrap();
        let mut png = Vec::new();
        image::RgbImage::from_pixel(2, 2, image::Rgb([0, 0, 0]))
            .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
            .unwrap();
        assert_eq!(
            place_map_bytes(dir.path(), "..", &png).unwrap().name,
            "map.png"
        );
        assert_eq!(split_extension("a.b.jpg"), ("a.b", ".jpg"));
        assert_eq!(split_extension(".hidden"), (".hidden", ""));
    }

    #[test]
    fn a_folder_that_cannot_be_written_is_named_in_the_error() {
        let missing = Path::new("/nonexistent-umpire-folder");
        let e = place_map_bytes(missing, "map.jpg", b"x").unwrap_err();
        assert!(
            matches!(&e, PlaceMapError::Write { source, .. } if source.kind() == io::ErrorKind::NotFound),
            "{e:?}"
        );
        let e = e.to_string();
        assert!(
            e.starts_with("/nonexistent-umpire-folder/map.jpg: cannot write the map image:"),
            "{e}"
        );
    }
}
