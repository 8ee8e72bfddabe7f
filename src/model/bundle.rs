//! The one-file battle: a `.umpire` bundle is a zip holding a scenario, its map image and a
//! small manifest ([`Manifest`], `manifest.ron`), so that a scenario travels with its map.
//!
//! Writing ([`write_bundle`], in `bundle/write.rs`) names the map in the scenario by its name
//! inside the bundle, so a bundle never points outside itself. Reading ([`read_bundle`]) trusts nothing in the file:
//! - the bundle is a regular file of at most [`MAX_BUNDLE_BYTES`]; its end-of-directory record
//!   is checked before the zip is parsed: at most [`MAX_ENTRIES`] entries in a directory of at
//!   most [`MAX_DIRECTORY_BYTES`], no ZIP64, no comment, so that a hostile directory never
//!   costs more than a few kilobytes of memory;
//! - an entry's name is a plain file name: no folder, no `..`, no absolute path, no backslash,
//!   no control character; two entries may not share a name (nor differ only in case);
//! - folders, symbolic links, encrypted entries and methods other than stored and deflated are
//!   refused, and so is any entry the manifest does not name (a bundle holds exactly what its
//!   manifest says: nothing rides along unseen);
//! - an entry is read up to the limit of its kind (the manifest [`MAX_MANIFEST_BYTES`], the
//!   scenario [`MAX_FILE_BYTES`], the map [`MAX_MAP_FILE_BYTES`], the limits of the same files
//!   on disk): a size declared beyond it is refused before anything is decompressed, and
//!   decompression stops one byte past the size declared (a zip bomb's header lies), so an
//!   entry costs at most its limit whatever its header says; its checksum is checked;
//! - the scenario must name as its map the map the manifest names (or none when the bundle has
//!   none): a bundle cannot make umpire read a file beside it.
//!
//! Each refusal names the bundle file and the entry.

use super::file_error::ron_words;
use super::files::{self, size_text};
use super::limits::{MAX_FILE_BYTES, MAX_MAP_FILE_BYTES, escape_controls};
use super::{FileError, Problem, Scenario};
use crate::i18n::tr;
use serde::{Deserialize, Serialize};
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

/// The extension of a battle bundle.
pub const EXTENSION: &str = "umpire";
/// The manifest's name inside the bundle.
pub const MANIFEST_NAME: &str = "manifest.ron";
/// The newest bundle format this umpire writes and reads.
pub const BUNDLE_VERSION: u32 = 1;
/// The most entries a bundle's directory may list (it holds three).
pub const MAX_ENTRIES: u64 = 16;
/// The largest manifest read.
pub const MAX_MANIFEST_BYTES: u64 = 64 * 1024;
/// The largest central directory read: room for [`MAX_ENTRIES`] entries with long names.
pub const MAX_DIRECTORY_BYTES: u64 = 64 * 1024;
/// The largest bundle read: a scenario and a map at their limits, and room for the rest.
pub const MAX_BUNDLE_BYTES: u64 = MAX_FILE_BYTES + MAX_MAP_FILE_BYTES + 1024 * 1024;
/// The longest entry name, in characters.
pub const MAX_NAME_CHARS: usize = 255;

mod write;

pub use write::{BundleParts, bundle_bytes, name_in_bundle, unpack_into, write_bundle};

/// The manifest: which entry is the scenario and which the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    /// The bundle format ([`BUNDLE_VERSION`]).
    pub version: u32,
    /// The scenario's file name inside the bundle.
    pub scenario: String,
    /// The map image's file name inside the bundle; `None`: a scenario without a map.
    #[serde(default)]
    pub map: Option<String>,
    /// The program that wrote it ("umpire 0.1.0"), for the curious: nothing depends on it.
    #[serde(default)]
    pub program: String,
}

/// A file inside a bundle: its name there, and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A bundle as read: the manifest, the scenario's bytes (not yet parsed) and the map's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bundle {
    pub manifest: Manifest,
    pub scenario: Entry,
    pub map: Option<Entry>,
}

/// Read a bundle and its scenario, keeping the scenario even when inconsistent (as
/// [`super::load_lenient`]; `systems` as there): the scenario, its problems and the map
/// image's entry. Messages name a place in the scenario as `battle.umpire/NAME.ron:line:col`.
pub fn open_lenient(
    path: &Path,
    systems: &[&str],
) -> Result<(Scenario, Vec<Problem>, Option<Entry>), FileError> {
    let bundle = read_bundle(path)?;
    let origin = inner_origin(&path.display().to_string(), &bundle.scenario.name);
    let text =
        files::text_from_bytes(bundle.scenario.bytes).map_err(|e| FileError::utf8(&origin, e))?;
    let (scenario, problems) = super::parse_lenient(&text, &origin, systems)?;
    Ok((scenario, problems, bundle.map))
}

/// Why a bundle was refused; the message names the bundle and, where there is one, the entry.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.message())]
pub struct BundleError {
    /// The bundle file, as messages name it.
    pub bundle: String,
    /// The entry refused, if one is.
    pub entry: Option<String>,
    /// Why, in the language in force when it was refused.
    pub reason: String,
    /// The bundle file could not be read at all, with this kind (a missing file is told from a
    /// refused one).
    pub io_kind: Option<io::ErrorKind>,
}

impl BundleError {
    fn of_bundle(bundle: &str, reason: impl Into<String>) -> BundleError {
        BundleError {
            bundle: bundle.to_string(),
            entry: None,
            reason: reason.into(),
            io_kind: None,
        }
    }

    fn of_entry(bundle: &str, entry: &str, reason: impl Into<String>) -> BundleError {
        BundleError {
            entry: Some(entry.to_string()),
            ..BundleError::of_bundle(bundle, reason)
        }
    }

    /// The refusal in words, naming the bundle and the entry if there is one.
    fn message(&self) -> String {
        let bundle = self.bundle.as_str();
        let reason = self.reason.as_str();
        match &self.entry {
            Some(entry) => tr!(
                FilesBundleEntryRefused,
                bundle = bundle,
                entry = escape_controls(entry),
                reason = reason
            ),
            None => tr!(FilesBundleRefused, bundle = bundle, reason = reason),
        }
    }

    /// The bundle file is not there.
    pub fn is_not_found(&self) -> bool {
        self.io_kind == Some(io::ErrorKind::NotFound)
    }
}

/// Whether a path names a bundle: its extension is `.umpire` (in any case).
pub fn is_bundle(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case(EXTENSION))
}

/// How messages name the scenario inside a bundle: `battle.umpire/lobositz.ron`, so that a
/// place in it reads `battle.umpire/lobositz.ron:12:5`.
pub fn inner_origin(bundle: &str, entry: &str) -> String {
    format!("{bundle}/{entry}")
}

/// Why `name` cannot be the name of a file in a bundle, if it cannot: a plain file name only.
pub fn name_problem(name: &str) -> Option<String> {
    if name.is_empty() {
        Some(tr!(FilesNameEmpty))
    } else if name.contains('/') || name.contains('\\') {
        Some(tr!(FilesNameFolders))
    } else if name == "." || name == ".." {
        Some(tr!(FilesNameDots))
    } else if name.chars().any(char::is_control) {
        Some(tr!(FilesNameControl))
    } else if name.chars().count() > MAX_NAME_CHARS {
        Some(tr!(FilesNameTooLong, max = MAX_NAME_CHARS))
    } else if name.contains(':') {
        Some(tr!(FilesNameColon))
    } else {
        None
    }
}

/// Read a bundle file, with every check of the module's doc.
pub fn read_bundle(path: &Path) -> Result<Bundle, BundleError> {
    let origin = path.display().to_string();
    let (file, len) =
        files::open_regular(path, MAX_BUNDLE_BYTES, &tr!(FilesWhatBundles)).map_err(|e| {
            BundleError {
                io_kind: Some(e.kind()),
                ..BundleError::of_bundle(&origin, cannot_read(&e))
            }
        })?;
    read_bundle_from(file, len, &origin)
}

/// Read a bundle of `len` bytes from `reader`, named `origin` in messages.
pub fn read_bundle_from(
    mut reader: impl Read + Seek,
    len: u64,
    origin: &str,
) -> Result<Bundle, BundleError> {
    check_end_record(&mut reader, len, origin)?;
    let config = zip::read::Config {
        archive_offset: zip::read::ArchiveOffset::Known(0),
    };
    let mut archive = zip::ZipArchive::with_config(config, reader).map_err(|e| {
        BundleError::of_bundle(origin, tr!(FilesBundleDamaged, error = e.to_string()))
    })?;
    if archive.len() as u64 > MAX_ENTRIES {
        return Err(too_many_entries(origin, archive.len() as u64));
    }
    if archive.has_duplicate_names() {
        return Err(BundleError::of_bundle(origin, tr!(FilesBundleNamesRepeat)));
    }
    let names = entry_names(&mut archive, origin)?;
    let manifest = read_manifest(&mut archive, &names, origin)?;
    for name in &names {
        if !manifest_names(&manifest).any(|n| n == name) {
            return Err(BundleError::of_entry(
                origin,
                name,
                tr!(FilesBundleNotInManifest),
            ));
        }
    }
    let scenario = read_named(
        &mut archive,
        &names,
        &manifest.scenario,
        MAX_FILE_BYTES,
        origin,
    )?;
    let map = match &manifest.map {
        Some(map) => Some(read_named(
            &mut archive,
            &names,
            map,
            MAX_MAP_FILE_BYTES,
            origin,
        )?),
        None => None,
    };
    check_map_named(&scenario, manifest.map.as_deref(), origin)?;
    Ok(Bundle {
        manifest,
        scenario,
        map,
    })
}

fn too_many_entries(origin: &str, n: u64) -> BundleError {
    BundleError::of_bundle(
        origin,
        tr!(FilesBundleTooManyEntries, count = n, max = MAX_ENTRIES),
    )
}

/// Why the bundle file could not be read.
fn cannot_read(e: &io::Error) -> String {
    tr!(FilesBundleCannotRead, error = files::error_text(e))
}

fn manifest_names(m: &Manifest) -> impl Iterator<Item = &str> {
    [
        Some(MANIFEST_NAME),
        Some(m.scenario.as_str()),
        m.map.as_deref(),
    ]
    .into_iter()
    .flatten()
}

/// The zip's end-of-central-directory record, the last 22 bytes of a bundle (a bundle carries
/// no comment), is read before the zip is: a bounded directory right before it, no ZIP64.
fn check_end_record(
    reader: &mut (impl Read + Seek),
    len: u64,
    origin: &str,
) -> Result<(), BundleError> {
    const END_RECORD: u64 = 22;
    let not_zip = |why: String| BundleError::of_bundle(origin, tr!(FilesNotBundle, why = why));
    if len < END_RECORD {
        return Err(not_zip(tr!(FilesNotZipShort)));
    }
    let mut end = [0u8; END_RECORD as usize];
    reader
        .seek(SeekFrom::Start(len - END_RECORD))
        .and_then(|_| reader.read_exact(&mut end))
        .map_err(|e| BundleError::of_bundle(origin, cannot_read(&e)))?;
    let u16_at = |i: usize| u64::from(u16::from_le_bytes([end[i], end[i + 1]]));
    let u32_at = |i: usize| {
        u64::from(u32::from_le_bytes([
            end[i],
            end[i + 1],
            end[i + 2],
            end[i + 3],
        ]))
    };
    if end[..4] != [0x50, 0x4b, 0x05, 0x06] {
        return Err(not_zip(tr!(FilesNotZipEnd)));
    }
    let (disk, directory_disk) = (u16_at(4), u16_at(6));
    let (entries_here, entries) = (u16_at(8), u16_at(10));
    let (directory_size, directory_start) = (u32_at(12), u32_at(16));
    if disk != 0 || directory_disk != 0 || entries_here != entries {
        return Err(not_zip(tr!(FilesNotZipDisks)));
    }
    if entries == 0xffff || directory_size == 0xffff_ffff || directory_start == 0xffff_ffff {
        return Err(not_zip(tr!(FilesNotZipZip64)));
    }
    if entries > MAX_ENTRIES {
        return Err(too_many_entries(origin, entries));
    }
    if directory_size > MAX_DIRECTORY_BYTES {
        return Err(not_zip(tr!(
            FilesDirectoryTooLarge,
            size = size_text(directory_size),
            max = size_text(MAX_DIRECTORY_BYTES)
        )));
    }
    if directory_start + directory_size + END_RECORD != len {
        return Err(not_zip(tr!(FilesDirectoryMisplaced)));
    }
    Ok(())
}

/// Every entry's name, each checked with the entry's kind, encryption and method; no two
/// alike, even in case.
fn entry_names<R: Read + Seek>(
    archive: &mut zip::ZipArchive<R>,
    origin: &str,
) -> Result<Vec<String>, BundleError> {
    let mut names: Vec<String> = Vec::with_capacity(archive.len());
    for i in 0..archive.len() {
        let entry = archive.by_index_raw(i).map_err(|e| {
            BundleError::of_bundle(
                origin,
                tr!(
                    FilesEntryUnreadableAt,
                    number = i + 1,
                    error = e.to_string()
                ),
            )
        })?;
        let name = String::from_utf8_lossy(entry.name_raw()).into_owned();
        let refuse = |reason: String| BundleError::of_entry(origin, &name, reason);
        if let Some(problem) = name_problem(&name) {
            return Err(refuse(problem));
        }
        if entry.is_dir() {
            return Err(refuse(tr!(FilesEntryFolder)));
        }
        if entry.is_symlink() {
            return Err(refuse(tr!(FilesEntryLink)));
        }
        if entry.encrypted() {
            return Err(refuse(tr!(FilesEntryEncrypted)));
        }
        let method = entry.compression();
        if !matches!(
            method,
            zip::CompressionMethod::Stored | zip::CompressionMethod::Deflated
        ) {
            return Err(refuse(tr!(FilesEntryMethod, method = method.to_string())));
        }
        if names
            .iter()
            .any(|n| n.to_lowercase() == name.to_lowercase())
        {
            return Err(refuse(tr!(FilesEntryRepeated)));
        }
        names.push(name);
    }
    Ok(names)
}

fn read_manifest<R: Read + Seek>(
    archive: &mut zip::ZipArchive<R>,
    names: &[String],
    origin: &str,
) -> Result<Manifest, BundleError> {
    let entry = read_named(archive, names, MANIFEST_NAME, MAX_MANIFEST_BYTES, origin)?;
    let place = inner_origin(origin, MANIFEST_NAME);
    let text = files::text_from_bytes(entry.bytes).map_err(|e| {
        let place = format!("{MANIFEST_NAME}:{}:{}", e.line, e.col);
        BundleError::of_bundle(
            origin,
            tr!(FilesPlace, place = place, message = e.to_string()),
        )
    })?;
    let manifest: Manifest = ron::from_str(&text).map_err(|e| {
        let at = e.span.start;
        let place = format!("{MANIFEST_NAME}:{}:{}", at.line, at.col);
        BundleError::of_bundle(
            origin,
            tr!(
                FilesManifestSyntax,
                place = place,
                error = ron_words(&e.code)
            ),
        )
    })?;
    if manifest.version > BUNDLE_VERSION {
        return Err(BundleError::of_bundle(
            origin,
            tr!(
                FilesBundleNewer,
                place = place,
                version = manifest.version.to_string(),
                reads = BUNDLE_VERSION.to_string()
            ),
        ));
    }
    let named = [Some(&manifest.scenario), manifest.map.as_ref()];
    for name in named.into_iter().flatten() {
        if let Some(problem) = name_problem(name) {
            return Err(BundleError::of_entry(
                origin,
                name,
                tr!(FilesNamedByManifest, problem = problem),
            ));
        }
        if name.eq_ignore_ascii_case(MANIFEST_NAME) {
            return Err(BundleError::of_entry(
                origin,
                name,
                tr!(FilesManifestNamesItself),
            ));
        }
    }
    if manifest
        .map
        .as_deref()
        .is_some_and(|m| m.eq_ignore_ascii_case(&manifest.scenario))
    {
        return Err(BundleError::of_entry(
            origin,
            &manifest.scenario,
            tr!(FilesManifestNamesTwice),
        ));
    }
    Ok(manifest)
}

/// Read the entry `name` to at most `limit` bytes: a larger declared size is refused before
/// anything is decompressed, and decompression stops one byte past the size declared.
fn read_named<R: Read + Seek>(
    archive: &mut zip::ZipArchive<R>,
    names: &[String],
    name: &str,
    limit: u64,
    origin: &str,
) -> Result<Entry, BundleError> {
    let refuse = |reason: String| BundleError::of_entry(origin, name, reason);
    let Some(index) = names.iter().position(|n| n == name) else {
        return Err(refuse(tr!(FilesEntryMissing)));
    };
    let entry = archive
        .by_index(index)
        .map_err(|e| refuse(tr!(FilesEntryUnreadable, error = e.to_string())))?;
    let declared = entry.size();
    if declared > limit {
        return Err(refuse(tr!(
            FilesEntryTooLarge,
            size = size_text(declared),
            limit = size_text(limit)
        )));
    }
    let mut bytes = Vec::with_capacity(declared.min(1024 * 1024) as usize);
    entry
        .take(declared + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| refuse(tr!(FilesEntryUnreadable, error = files::error_text(&e))))?;
    if bytes.len() as u64 != declared {
        let more = if bytes.len() as u64 > declared {
            "more"
        } else {
            "fewer"
        };
        return Err(refuse(tr!(
            FilesEntryWrongSize,
            more = more,
            declared = declared
        )));
    }
    Ok(Entry {
        name: name.to_string(),
        bytes,
    })
}

/// The scenario's own `map.image`, read without the rest of the scenario (which is parsed and
/// checked by whoever opens it).
#[derive(Deserialize)]
struct MapOf {
    #[serde(default)]
    map: ImageOf,
}

#[derive(Default, Deserialize)]
struct ImageOf {
    #[serde(default)]
    image: Option<String>,
}

/// The scenario of a bundle names the bundle's map (or none when there is none): a bundle
/// cannot send umpire to a file beside it. A scenario that does not parse is left to the
/// scenario's reader, which says where it fails.
fn check_map_named(scenario: &Entry, map: Option<&str>, origin: &str) -> Result<(), BundleError> {
    let Ok(text) = std::str::from_utf8(&scenario.bytes) else {
        return Ok(());
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Ok(named) = ron::from_str::<MapOf>(text) else {
        return Ok(());
    };
    let image = named.map.image.filter(|i| !i.trim().is_empty());
    if image.as_deref() == map {
        return Ok(());
    }
    let reason = match (image, map) {
        (Some(image), Some(map)) => tr!(
            FilesMapNotTheBundles,
            image = escape_controls(&image),
            map = escape_controls(map)
        ),
        (Some(image), None) => tr!(FilesMapOutside, image = escape_controls(&image)),
        (None, _) => tr!(FilesMapUnnamed),
    };
    Err(BundleError::of_entry(origin, &scenario.name, reason))
}
