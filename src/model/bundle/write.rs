//! Writing a bundle ([`write_bundle`]), and unpacking one for the command line
//! ([`unpack_into`]).

use super::{BUNDLE_VERSION, Bundle, MANIFEST_NAME, Manifest, name_problem};
use crate::i18n::tr;
use crate::model::Scenario;
use crate::model::files;
use crate::model::io::scenario_bytes;
use crate::model::limits::escape_controls;
use std::io;
use std::path::{Path, PathBuf};

/// What goes into a bundle: the scenario, the name it has there, and its map.
pub struct BundleParts<'a> {
    pub scenario: &'a Scenario,
    /// The scenario's file name inside the bundle (a plain name ending `.ron`).
    pub scenario_name: &'a str,
    /// The map image and its file name inside the bundle.
    pub map: Option<(&'a str, &'a [u8])>,
}

/// The bundle's bytes: the manifest, the scenario (naming the map by its name inside the
/// bundle, or none without one) deflated, the map stored (an image is compressed already).
/// The bytes depend on nothing but the parts (no dates), so the same battle makes the same
/// file.
pub fn bundle_bytes(parts: &BundleParts) -> io::Result<Vec<u8>> {
    let map_name = parts.map.map(|(name, _)| name);
    for name in [Some(parts.scenario_name), map_name].into_iter().flatten() {
        if let Some(problem) = name_problem(name) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                tr!(
                    FilesNotAName,
                    name = escape_controls(name),
                    problem = problem
                ),
            ));
        }
    }
    if map_name.is_some_and(|m| m.eq_ignore_ascii_case(parts.scenario_name))
        || [Some(parts.scenario_name), map_name]
            .into_iter()
            .flatten()
            .any(|n| n.eq_ignore_ascii_case(MANIFEST_NAME))
    {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            tr!(FilesNamesDiffer),
        ));
    }
    let mut scenario = parts.scenario.clone();
    scenario.map.image = map_name.map(str::to_string);
    let manifest = Manifest {
        version: BUNDLE_VERSION,
        scenario: parts.scenario_name.to_string(),
        map: map_name.map(str::to_string),
        program: format!("umpire {}", env!("CARGO_PKG_VERSION")),
    };
    let manifest_text =
        ron::ser::to_string_pretty(&manifest, ron::ser::PrettyConfig::new().indentor("  "))
            .map_err(|e| io::Error::other(tr!(FilesManifestNotWritten, error = e.to_string())))?;
    let deflated = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .unix_permissions(0o644);
    let stored = deflated.compression_method(zip::CompressionMethod::Stored);
    let mut zip = zip::ZipWriter::new(io::Cursor::new(Vec::new()));
    let mut add = |name: &str, options, bytes: &[u8]| -> io::Result<()> {
        zip.start_file(name, options).map_err(io::Error::other)?;
        io::Write::write_all(&mut zip, bytes)
    };
    add(MANIFEST_NAME, deflated, manifest_text.as_bytes())?;
    add(
        parts.scenario_name,
        deflated,
        scenario_bytes(&scenario)?.as_bytes(),
    )?;
    if let Some((name, bytes)) = parts.map {
        add(name, stored, bytes)?;
    }
    Ok(zip.finish().map_err(io::Error::other)?.into_inner())
}

/// Write a bundle whole or not at all (the one safe writer, [`files::write_file`]).
pub fn write_bundle(path: &Path, parts: &BundleParts) -> io::Result<()> {
    files::write_file(path, &bundle_bytes(parts)?)
}

/// The name a file has inside a bundle: its own file name when that is a plain name,
/// else `fallback` with the file's extension.
pub fn name_in_bundle(path: &Path, fallback: &str) -> String {
    let own = path.file_name().and_then(|n| n.to_str());
    match own {
        Some(name) if name_problem(name).is_none() && !name.eq_ignore_ascii_case(MANIFEST_NAME) => {
            name.to_string()
        }
        _ => {
            let ext = path
                .extension()
                .and_then(|e| e.to_str())
                .filter(|e| name_problem(e).is_none());
            match ext {
                Some(ext) => format!("{fallback}.{ext}"),
                None => fallback.to_string(),
            }
        }
    }
}

/// Write a bundle's scenario and map into the folder `dir` (which must exist, and should be
/// new and private: the files are created, never overwritten), under their names in the
/// bundle; returns the scenario's path there. The command line reads a bundle this way, so
/// that every command reads its map as it reads any map.
pub fn unpack_into(bundle: &Bundle, dir: &Path) -> io::Result<PathBuf> {
    let scenario = dir.join(&bundle.scenario.name);
    files::write_new_file(&scenario, &bundle.scenario.bytes)?;
    if let Some(map) = &bundle.map {
        files::write_new_file(&dir.join(&map.name), &map.bytes)?;
    }
    Ok(scenario)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_keeps_its_own_name_in_a_bundle_when_that_is_a_plain_name() {
        let name = |p: &str, fallback| name_in_bundle(Path::new(p), fallback);
        assert_eq!(name("/maps/Lobositz 1756.jpg", "map"), "Lobositz 1756.jpg");
        assert_eq!(
            name("C:Lobositz.jpg", "map"),
            "map.jpg",
            "a colon is not kept"
        );
        assert_eq!(name("/games/manifest.ron", "scenario"), "scenario.ron");
        assert_eq!(name("/maps/odd\u{7}", "map"), "map");
    }
}
