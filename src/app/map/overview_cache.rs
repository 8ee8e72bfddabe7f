//! Overviews of maps opened before, kept in the user's cache folder so that a later open shows
//! the whole map before a single pixel of it is decoded.
//!
//! An entry is the overview as its texture is made, RGBA with every mipmap level
//! ([`Mipmapped`]), uncompressed, named by the SHA-256 of the map file's content: the same
//! bytes under another name hit, an edited file misses, and no entry can stand for another
//! file (see [`Key::of`]: hashing a map is a fraction of the decode it saves).
//! Uncompressed, because reading an entry is on the way to what a later open shows first:
//! reading raw pixels is several times quicker than decoding a JPEG of them and making its
//! mipmaps again. An entry is
//! read only if it is a regular file of exactly the length its size implies, so a damaged
//! or planted entry is ignored, never trusted (any bytes of that length are just pixels).
//! Written as an output made again in a moment ([`crate::model::files::write_regenerable_with`]);
//! the folder is kept under [`MAX_TOTAL_BYTES`] by removing the entries used longest ago.

use super::mipmaps::{Level, Mipmapped, sizes_below};
use egui::{Color32, ColorImage};
use sha2::{Digest, Sha256};
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

/// The largest overview kept, on its longer side (a map's overview is at most a tile).
const MAX_SIDE: usize = 4096;
/// One entry at most: the largest overview with its mipmaps.
pub const MAX_ENTRY_BYTES: u64 = (HEADER_BYTES + MAX_SIDE * MAX_SIDE * 4 * 4 / 3 + 64) as u64;
/// The whole folder at most: the overviews of some thirty 100-MP maps.
pub const MAX_TOTAL_BYTES: u64 = 256 * 1024 * 1024;
/// An entry starts with these bytes, then its width and height (little-endian u32).
const MAGIC: &[u8; 16] = b"umpire overview1";
const HEADER_BYTES: usize = MAGIC.len() + 8;
/// The file name's ending (an earlier build's `.jpg` entries are trimmed, never read).
const EXTENSION: &str = "rgba";

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
    /// bytes), but hashed on two cores, which halves its time on the way to the cached overview.
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
            .join(format!("{}{}.{EXTENSION}", size_prefix((w, h)), key.0))
    }

    /// Whether some entry is of an overview of `size`: when not, a map needing one is a
    /// certain miss, and its file need not be hashed (on the way to a first open's overview).
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

    /// The overview saved for `key`, when there is an entry of exactly `size` whole. Anything
    /// else (missing, cut short, another size, not a regular file) is `None`.
    pub fn load(&self, key: &Key, size: (u32, u32)) -> Option<Mipmapped> {
        let (w, h) = (size.0 as usize, size.1 as usize);
        let path = self.path(key, size);
        let (mut file, len) =
            crate::model::files::open_regular(&path, MAX_ENTRY_BYTES, "map overviews").ok()?;
        if len != entry_bytes(w, h)? {
            return None;
        }
        let mut header = [0u8; HEADER_BYTES];
        file.read_exact(&mut header).ok()?;
        if header[..MAGIC.len()] != MAGIC[..] || header[MAGIC.len()..] != size_bytes(size) {
            return None;
        }
        // Read straight into the pixels the window uploads: no copy, no conversion.
        let mut image = ColorImage::new([w, h], vec![Color32::BLACK; w * h]);
        file.read_exact(image.as_raw_mut()).ok()?;
        let mut below = Vec::new();
        for (width, height) in sizes_below(w, h) {
            let mut rgba = vec![0; width * height * 4];
            file.read_exact(&mut rgba).ok()?;
            below.push(Level {
                width,
                height,
                rgba,
            });
        }
        // Marks the entry as used, for the size cap (failure only makes it go sooner).
        let _ = file.set_modified(std::time::SystemTime::now());
        Some(Mipmapped { image, below })
    }

    /// Save `overview` for `key`, then trim the folder to [`MAX_TOTAL_BYTES`]. An overview
    /// larger than an entry may be, or whose levels are not its own, is not kept.
    pub fn store(&self, key: &Key, overview: &Mipmapped) -> std::io::Result<()> {
        let [w, h] = overview.image.size;
        let levels_match = sizes_below(w, h)
            == overview
                .below
                .iter()
                .map(|l| (l.width, l.height))
                .collect::<Vec<_>>();
        let (Ok(w32), Ok(h32)) = (u32::try_from(w), u32::try_from(h)) else {
            return Ok(());
        };
        if w.max(h) > MAX_SIDE || !levels_match {
            return Ok(());
        }
        std::fs::create_dir_all(&self.dir)?;
        crate::model::files::write_regenerable_with(&self.path(key, (w32, h32)), |out| {
            out.write_all(MAGIC)?;
            out.write_all(&size_bytes((w32, h32)))?;
            out.write_all(overview.image.as_raw())?;
            for level in &overview.below {
                out.write_all(&level.rgba)?;
            }
            Ok(())
        })?;
        trim(&self.dir, MAX_TOTAL_BYTES)
    }
}

/// The length of the entry of a `w` × `h` overview; `None` past any entry's size.
fn entry_bytes(w: usize, h: usize) -> Option<u64> {
    if w.max(h) > MAX_SIDE {
        return None;
    }
    let pixels: usize = w * h + sizes_below(w, h).iter().map(|(a, b)| a * b).sum::<usize>();
    Some((HEADER_BYTES + pixels * 4) as u64)
}

fn size_bytes((w, h): (u32, u32)) -> [u8; 8] {
    let mut out = [0; 8];
    out[..4].copy_from_slice(&w.to_le_bytes());
    out[4..].copy_from_slice(&h.to_le_bytes());
    out
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
            let is_entry = e
                .path()
                .extension()
                .is_some_and(|x| x == EXTENSION || x == "jpg");
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

    fn overview() -> Mipmapped {
        let pixels = (0..105)
            .flat_map(|_| 0..150)
            .map(|x| {
                if x < 75 {
                    Color32::from_rgb(200, 40, 40)
                } else {
                    Color32::from_rgb(40, 40, 200)
                }
            })
            .collect();
        Mipmapped::new(ColorImage::new([150, 105], pixels))
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
        let stored = overview();
        assert_eq!(back.image, stored.image, "the pixels, exactly");
        assert_eq!(back.below, stored.below, "and every level below");
        assert_eq!(
            back.image.pixels[50 * 150 + 10],
            Color32::from_rgb(200, 40, 40)
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
        let mut longer = good.clone();
        longer.push(0);
        std::fs::write(&path, &longer).unwrap();
        assert!(cache.load(&key, (150, 105)).is_none(), "a byte too many");
        let mut other_magic = good.clone();
        other_magic[0] ^= 1;
        std::fs::write(&path, &other_magic).unwrap();
        assert!(cache.load(&key, (150, 105)).is_none(), "not an entry");
        let mut other_size = good.clone();
        other_size[MAGIC.len()] ^= 1;
        std::fs::write(&path, &other_size).unwrap();
        assert!(
            cache.load(&key, (150, 105)).is_none(),
            "a header of another size"
        );
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
        // An earlier build's JPEG entry counts and goes first; anything else stays.
        let legacy = dir.path().join("150x105-0123.jpg");
        let other = dir.path().join("notes.txt");
        for (path, age) in [(&legacy, 7200), (&other, 9000)] {
            std::fs::write(path, vec![0; one as usize]).unwrap();
            let f = std::fs::File::options().write(true).open(path).unwrap();
            let when = std::time::SystemTime::now() - std::time::Duration::from_secs(age);
            f.set_modified(when).unwrap();
        }
        trim(dir.path(), one * 2 + one / 2).unwrap();
        let left: Vec<bool> = keys
            .iter()
            .map(|k| cache.path(k, (150, 105)).exists())
            .collect();
        assert_eq!(left, [false, false, true, true]);
        assert!(!legacy.exists(), "the oldest entry, whatever its format");
        assert!(other.exists(), "not an entry: never removed");
    }

    #[test]
    fn a_wrong_overview_is_not_stored() {
        let dir = tempfile::tempdir().unwrap();
        let cache = OverviewCache::at(dir.path());
        let mut wrong = overview();
        wrong.below.pop();
        cache.store(&Key::of(b"map"), &wrong).unwrap();
        assert!(!cache.may_hold((150, 105)), "levels that are not its own");
        let huge = ColorImage::new([MAX_SIDE + 1, 1], vec![Color32::BLACK; MAX_SIDE + 1]);
        cache
            .store(&Key::of(b"map"), &Mipmapped::new(huge))
            .unwrap();
        assert!(!cache.may_hold(((MAX_SIDE + 1) as u32, 1)), "too large");
        assert_eq!(entry_bytes(MAX_SIDE + 1, 1), None);
        assert!(entry_bytes(MAX_SIDE, MAX_SIDE).unwrap() <= MAX_ENTRY_BYTES);
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
