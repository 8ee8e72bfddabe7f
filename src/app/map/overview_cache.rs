//! Overviews of maps opened before, kept in the user's cache folder so that a later open shows
//! the whole map before a single pixel of it is decoded.
//!
//! An entry is the overview as a JPEG, named by the SHA-256 of the map file's content: the same
//! bytes under another name hit, an edited file misses, and no entry can stand for another
//! file (see [`Key::of`]: an 8 MB map is hashed in 3-5 ms, a fraction of the decode it saves).
//! Entries are read back through the checks of any map image (a regular file within a size
//! limit, the header walk of [`image_io::inspect_bytes`], the exact size expected), so a
//! damaged or planted entry is ignored, never trusted. Written through the one writer
//! ([`crate::model::files::write_file`]); the folder is kept under [`MAX_TOTAL_BYTES`] by
//! removing the entries used longest ago.

use crate::render::image_io;
use crate::render::libjpeg;
use image::RgbImage;
use sha2::{Digest, Sha256};
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

/// One entry at most (a 2048 × 2048 overview at quality 90 is well under it).
pub const MAX_ENTRY_BYTES: u64 = 4 * 1024 * 1024;
/// The whole folder at most.
pub const MAX_TOTAL_BYTES: u64 = 64 * 1024 * 1024;
const QUALITY: u8 = 90;

/// A folder of cached overviews.
#[derive(Clone, Debug)]
pub struct OverviewCache {
    dir: PathBuf,
    /// The smallest map, in pixels, whose overview is kept.
    min_pixels: u64,
}

/// The smallest map whose overview the user's cache keeps (16 MP, a 4900 × 3300 scan): below
/// it the 1/8 decode takes a few tens of milliseconds, no more than reading the cache, and
/// the built-in demos (under 4 MP) leave nothing in the user's folder.
pub const USER_CACHE_MIN_PIXELS: u64 = 16_000_000;

/// The content key of a map file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key(String);

/// Below this many bytes a key is hashed on one thread (starting another costs more).
const HASH_ON_TWO_CORES_FROM: usize = 1 << 20;

impl Key {
    /// The SHA-256 of the content's length and the SHA-256 digests of its two halves: a content
    /// key as good as the plain digest (equal bytes, equal key; another key for any other
    /// bytes), but hashed on two cores. SHA-NI hashes 1.5 GB/s on one, so an 8 MB map's
    /// 5.4 ms on the way to its cached overview become 2.8.
    pub fn of(bytes: &[u8]) -> Key {
        let (first, second) = bytes.split_at(bytes.len() / 2);
        let (a, b) = if bytes.len() < HASH_ON_TWO_CORES_FROM {
            (Sha256::digest(first), Sha256::digest(second))
        } else {
            std::thread::scope(|s| {
                let other = std::thread::Builder::new().spawn_scoped(s, || Sha256::digest(second));
                let a = Sha256::digest(first);
                // No thread to be had: the same digest on this one.
                let b = other
                    .ok()
                    .and_then(|t| t.join().ok())
                    .unwrap_or_else(|| Sha256::digest(second));
                (a, b)
            })
        };
        Key::from_halves(bytes.len() as u64, &a, &b)
    }

    /// [`Key::of`] the file at `path`, read half by half on two threads in small pieces
    /// rather than whole: the key of a later open comes before the file has been read.
    pub fn of_file(path: &Path) -> std::io::Result<Key> {
        let len = std::fs::metadata(path)?.len();
        let half = len / 2;
        let digest_of = |start: u64, end: u64| -> std::io::Result<_> {
            let mut file = std::fs::File::open(path)?;
            file.seek(SeekFrom::Start(start))?;
            let mut part = file.take(end - start);
            let mut hasher = Sha256::new();
            let mut buf = vec![0; 1 << 20];
            let mut read = 0;
            loop {
                let n = part.read(&mut buf)?;
                if n == 0 {
                    break;
                }
                hasher.update(&buf[..n]);
                read += n as u64;
            }
            if read != end - start {
                return Err(std::io::Error::other(
                    "the file changed while it was hashed",
                ));
            }
            Ok(hasher.finalize())
        };
        let (a, b) = std::thread::scope(|s| {
            let other = s.spawn(|| digest_of(half, len));
            let a = digest_of(0, half);
            let b = other
                .join()
                .unwrap_or_else(|_| Err(std::io::Error::other("hashing failed")));
            (a, b)
        });
        Ok(Key::from_halves(len, &a?, &b?))
    }

    fn from_halves(len: u64, a: &[u8], b: &[u8]) -> Key {
        let digest = Sha256::new()
            .chain_update(len.to_le_bytes())
            .chain_update(a)
            .chain_update(b)
            .finalize();
        Key(digest.iter().map(|b| format!("{b:02x}")).collect())
    }
}

impl OverviewCache {
    /// `umpire/overviews` in `$XDG_CACHE_HOME`, else in `~/.cache`; `None` without either.
    pub fn user() -> Option<OverviewCache> {
        let base = std::env::var_os("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
        let mut cache = OverviewCache::at(base.join("umpire").join("overviews"));
        cache.min_pixels = USER_CACHE_MIN_PIXELS;
        Some(cache)
    }

    /// A cache in `dir` that keeps the overview of any map.
    pub fn at(dir: impl Into<PathBuf>) -> OverviewCache {
        OverviewCache {
            dir: dir.into(),
            min_pixels: 0,
        }
    }

    /// Whether this cache keeps the overview of a map of `size` pixels.
    pub fn keeps(&self, (w, h): (u32, u32)) -> bool {
        w as u64 * h as u64 >= self.min_pixels
    }

    /// An entry's name starts with its overview's size, so that a map no entry could be for
    /// is known without hashing it ([`OverviewCache::may_hold`]).
    fn path(&self, key: &Key, (w, h): (u32, u32)) -> PathBuf {
        self.dir
            .join(format!("{}{}.jpg", size_prefix((w, h)), key.0))
    }

    /// Whether some entry is of an overview of `size`: when not, a map needing one is a
    /// certain miss, and its file need not be hashed (10 ms of a 23 MB map, on the way to a
    /// first open's overview).
    pub fn may_hold(&self, size: (u32, u32)) -> bool {
        let prefix = size_prefix(size);
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return false;
        };
        entries.flatten().any(|e| {
            e.file_name()
                .to_str()
                .is_some_and(|n| n.starts_with(&prefix))
        })
    }

    /// The overview saved for `key`, when there is one that reads as an image of exactly
    /// `size`. Anything else (missing, damaged, another size) is `None`.
    pub fn load(&self, key: &Key, size: (u32, u32)) -> Option<RgbImage> {
        let path = self.path(key, size);
        let bytes =
            crate::model::files::read_regular(&path, MAX_ENTRY_BYTES, "map overviews").ok()?;
        let origin = path.display().to_string();
        let header = image_io::inspect_bytes(&bytes, &origin).ok()?;
        if header.format != image::ImageFormat::Jpeg || header.dimensions() != size {
            return None;
        }
        let img = if libjpeg::available() {
            libjpeg::decode_rgb(bytes.into(), 1).ok()?
        } else {
            image_io::decode_map_dynamic(&bytes, &origin)
                .ok()?
                .into_rgb8()
        };
        // Marks the entry as used, for the size cap (failure only makes it go sooner).
        let _ =
            std::fs::File::open(&path).and_then(|f| f.set_modified(std::time::SystemTime::now()));
        (img.dimensions() == size).then_some(img)
    }

    /// Save `overview` for `key`, then trim the folder to [`MAX_TOTAL_BYTES`].
    pub fn store(&self, key: &Key, overview: &RgbImage) -> std::io::Result<()> {
        let mut bytes = Vec::new();
        let mut encoder = jpeg_encoder::Encoder::new(&mut bytes, QUALITY);
        encoder.set_sampling_factor(jpeg_encoder::SamplingFactor::R_4_2_0);
        let (w, h) = overview.dimensions();
        let (Ok(w16), Ok(h16)) = (u16::try_from(w), u16::try_from(h)) else {
            return Ok(());
        };
        encoder
            .encode(overview.as_raw(), w16, h16, jpeg_encoder::ColorType::Rgb)
            .map_err(std::io::Error::other)?;
        if bytes.len() as u64 > MAX_ENTRY_BYTES {
            return Ok(());
        }
        std::fs::create_dir_all(&self.dir)?;
        crate::model::files::write_file(&self.path(key, (w, h)), &bytes)?;
        trim(&self.dir, MAX_TOTAL_BYTES)
    }
}

fn size_prefix((w, h): (u32, u32)) -> String {
    format!("{w}x{h}-")
}

/// Remove the entries used longest ago until the folder's entries total at most `cap` bytes.
fn trim(dir: &Path, cap: u64) -> std::io::Result<()> {
    let mut entries: Vec<(std::time::SystemTime, u64, PathBuf)> = std::fs::read_dir(dir)?
        .filter_map(|e| {
            let e = e.ok()?;
            let meta = e.metadata().ok()?;
            let is_entry = e.path().extension().is_some_and(|x| x == "jpg");
            let modified = meta.modified().ok()?;
            (meta.is_file() && is_entry).then(|| (modified, meta.len(), e.path()))
        })
        .collect();
    let mut total: u64 = entries.iter().map(|(_, len, _)| len).sum();
    entries.sort();
    for (_, len, path) in entries {
        if total <= cap {
            break;
        }
        std::fs::remove_file(&path)?;
        total -= len;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Rgb;

    fn overview() -> RgbImage {
        RgbImage::from_fn(150, 105, |x, _| {
            if x < 75 {
                Rgb([200, 40, 40])
            } else {
                Rgb([40, 40, 200])
            }
        })
    }

    #[test]
    fn a_stored_overview_is_found_by_the_content_and_a_miss_is_none() {
        let dir = tempfile::tempdir().unwrap();
        let cache = OverviewCache::at(dir.path().join("umpire/overviews"));
        let key = Key::of(b"the bytes of a map");
        assert!(
            cache.load(&key, (150, 105)).is_none(),
            "empty cache: a miss"
        );
        cache.store(&key, &overview()).unwrap();
        let back = cache.load(&key, (150, 105)).expect("a hit");
        let p = back.get_pixel(10, 50).0;
        assert!(
            p.iter().zip([200, 40, 40]).all(|(a, b)| a.abs_diff(b) < 12),
            "{p:?}"
        );
        assert!(cache.load(&Key::of(b"another map"), (150, 105)).is_none());
        assert!(
            cache.load(&key, (151, 105)).is_none(),
            "not the size expected"
        );
        assert_eq!(
            Key::of(b"the bytes of a map"),
            key,
            "the key is the content's"
        );
    }

    #[test]
    fn a_large_files_key_is_its_halves_digests_and_changes_with_any_byte() {
        let bytes: Vec<u8> = (0..3 * HASH_ON_TWO_CORES_FROM + 1)
            .map(|i| (i * 7 % 251) as u8)
            .collect();
        let (first, second) = bytes.split_at(bytes.len() / 2);
        let want = Sha256::new()
            .chain_update((bytes.len() as u64).to_le_bytes())
            .chain_update(Sha256::digest(first))
            .chain_update(Sha256::digest(second))
            .finalize();
        let key = Key::of(&bytes);
        assert_eq!(
            key.0,
            want.iter().map(|b| format!("{b:02x}")).collect::<String>()
        );
        assert_eq!(key.0.len(), 64);
        let mut edited = bytes.clone();
        *edited.last_mut().unwrap() ^= 1;
        assert_ne!(Key::of(&edited), key, "a byte of the second half");
        edited = bytes.clone();
        edited[0] ^= 1;
        assert_ne!(Key::of(&edited), key, "a byte of the first half");
        let swapped = [second, first].concat();
        assert_ne!(Key::of(&swapped), key, "the halves swapped");
        assert_ne!(Key::of(&bytes[..bytes.len() - 1]), key, "one byte shorter");
    }

    #[test]
    fn an_entry_is_named_by_its_size_so_a_certain_miss_needs_no_hash() {
        let dir = tempfile::tempdir().unwrap();
        let cache = OverviewCache::at(dir.path().join("overviews"));
        assert!(!cache.may_hold((150, 105)), "no folder yet");
        let key = Key::of(b"map");
        cache.store(&key, &overview()).unwrap();
        assert!(cache.may_hold((150, 105)));
        assert!(!cache.may_hold((150, 104)), "another size");
        assert!(
            !cache.may_hold((15, 105)),
            "a prefix of the width is not the width"
        );
        assert!(cache.load(&key, (150, 105)).is_some());
    }

    #[test]
    fn a_files_key_read_in_pieces_is_the_key_of_its_bytes() {
        let dir = tempfile::tempdir().unwrap();
        for len in [0, 1, 4097, 3 * HASH_ON_TWO_CORES_FROM + 1] {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 13 % 253) as u8).collect();
            let path = dir.path().join(format!("{len}.jpg"));
            std::fs::write(&path, &bytes).unwrap();
            assert_eq!(Key::of_file(&path).unwrap(), Key::of(&bytes), "{len} bytes");
        }
        assert!(Key::of_file(&dir.path().join("missing.jpg")).is_err());
    }

    #[test]
    fn a_corrupt_entry_is_ignored_and_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let cache = OverviewCache::at(dir.path());
        let key = Key::of(b"map");
        cache.store(&key, &overview()).unwrap();
        let path = cache.path(&key, (150, 105));
        let good = std::fs::read(&path).unwrap();
        std::fs::write(&path, &good[..good.len() / 2]).unwrap();
        assert!(cache.load(&key, (150, 105)).is_none(), "cut short");
        std::fs::write(&path, b"not a JPEG").unwrap();
        assert!(cache.load(&key, (150, 105)).is_none(), "not an image");
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        assert!(
            cache.load(&key, (150, 105)).is_none(),
            "a folder in its place"
        );
        std::fs::remove_dir(&path).unwrap();
        cache.store(&key, &overview()).unwrap();
        assert!(cache.load(&key, (150, 105)).is_some(), "stored again");
    }

    #[test]
    fn the_folder_is_trimmed_to_its_cap_oldest_first() {
        let dir = tempfile::tempdir().unwrap();
        let cache = OverviewCache::at(dir.path());
        let keys: Vec<Key> = (0..4).map(|i| Key::of(&[i])).collect();
        for k in &keys {
            cache.store(k, &overview()).unwrap();
        }
        let one = std::fs::metadata(cache.path(&keys[0], (150, 105)))
            .unwrap()
            .len();
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        for (i, k) in keys.iter().enumerate() {
            let f = std::fs::File::options()
                .write(true)
                .open(cache.path(k, (150, 105)))
                .unwrap();
            f.set_modified(old + std::time::Duration::from_secs(i as u64))
                .unwrap();
        }
        trim(dir.path(), one * 2 + one / 2).unwrap();
        let left: Vec<bool> = keys
            .iter()
            .map(|k| cache.path(k, (150, 105)).exists())
            .collect();
        assert_eq!(left, [false, false, true, true]);
    }

    #[test]
    fn the_users_cache_keeps_only_large_maps_and_a_folder_cache_any() {
        let user = OverviewCache {
            dir: PathBuf::from("/nonexistent"),
            min_pixels: USER_CACHE_MIN_PIXELS,
        };
        assert!(
            !user.keeps((2400, 1600)),
            "a demo map is decoded, not cached"
        );
        assert!(user.keeps((12000, 8400)));
        assert!(OverviewCache::at("/nonexistent").keeps((1, 1)));
    }
}
