//! Files a writer leaves behind when it is killed midway, and how a dead writer is told from a
//! live one.
//!
//! Every write goes through a hidden temporary file beside its target, named
//! `.NAME.<pid>-<random>.tmp` ([`temp_name`]), which the writer holds an OS file lock on
//! (`flock` on Linux, `LockFileEx` on Windows, through std's `File::lock`: no crate is needed)
//! from the moment it exists until it has been renamed into place. The kernel drops the lock
//! the moment the writer's process ends, however it ends (`kill -9` included; a zombie holds
//! no file), and no lock survives a reboot. So a temporary file whose lock can be taken was
//! left by a process that is gone, and the next write into its folder removes it
//! ([`sweep`]).
//!
//! A writer creates its file and then locks it: between the two, a lock-free file is still its
//! own. Such a file is only taken for a leftover when the process its name gives is certainly
//! gone ([`process_gone`]: not running, or a zombie), or when nothing has been written to it for
//! [`UNLOCKED_GRACE`], far longer than a writer ever takes to lock (the id may run again,
//! reused by an unrelated process, as after a reboot).

use crate::i18n::tr;
use std::fs::{self, File, TryLockError};
use std::io;
use std::path::Path;
use std::time::{Duration, SystemTime};

/// How long a temporary file whose lock is free is kept while a process of the id in its name
/// runs (see the module's notes).
pub const UNLOCKED_GRACE: Duration = Duration::from_secs(60);

/// The suffix of every temporary file.
const SUFFIX: &str = ".tmp";
/// Hexadecimal digits of the random part of a temporary name.
const RANDOM_DIGITS: usize = 16;

/// The hidden temporary name beside a target whose file name (shortened) is `stem`, for the
/// process `pid`: `.STEM.<pid>-<16 hex digits>.tmp`.
pub fn temp_name(stem: &str, pid: u32, random: u64) -> String {
    format!(".{stem}.{pid}-{random:0RANDOM_DIGITS$x}{SUFFIX}")
}

/// The process id in a name made by [`temp_name`]; `None` for any other name.
pub fn writer_of(name: &str) -> Option<u32> {
    let body = name.strip_prefix('.')?.strip_suffix(SUFFIX)?;
    let (_stem, tail) = body.rsplit_once('.')?;
    let (pid, random) = tail.split_once('-')?;
    let hex = random.len() == RANDOM_DIGITS && random.bytes().all(|b| b.is_ascii_hexdigit());
    let digits = !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
    if hex && digits {
        pid.parse().ok()
    } else {
        None
    }
}

/// Remove from `dir` the temporary files of writers that are gone. Anything else is left
/// alone: a name of another pattern, a link, a FIFO, a file still locked or too young. Errors
/// (a folder that cannot be listed, a file another user owns) leave the file where it is: a
/// leftover costs disk space, never the write under way.
pub fn sweep(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if let Some(pid) = name.to_str().and_then(writer_of) {
            remove_if_left_behind(&entry.path(), pid);
        }
    }
}

/// Remove the temporary file at `path`, written by process `pid`, if it is a leftover. Its
/// lock is taken to find out, and held while it is removed.
fn remove_if_left_behind(path: &Path, pid: u32) {
    let Ok(meta) = fs::symlink_metadata(path) else {
        return;
    };
    if !meta.is_file() {
        return;
    }
    let Ok(file) = open_for_lock(path) else {
        return;
    };
    let idle = meta
        .modified()
        .ok()
        .and_then(|m| SystemTime::now().duration_since(m).ok())
        .is_some_and(|age| age > UNLOCKED_GRACE);
    let left_behind = match file.try_lock() {
        Ok(()) => process_gone(pid) || idle,
        Err(TryLockError::WouldBlock) => false,
        // Locks do not work here (some network file systems): the writer could not lock
        // either, and only the process id can tell.
        Err(TryLockError::Error(_)) => process_gone(pid),
    };
    if left_behind {
        let _ = fs::remove_file(path);
    }
}

/// Open a file only to lock it: never through a symbolic link, never blocking on a FIFO.
pub fn open_for_lock(path: &Path) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            tr!(FilesLockNotRegular),
        ));
    }
    Ok(file)
}

/// Whether it is certain that no process of id `pid` runs: none has that id, or the one that
/// has it is a zombie (killed, and not yet reaped by its parent: it holds no file). `false`
/// when it cannot be told.
#[cfg(target_os = "linux")]
pub fn process_gone(pid: u32) -> bool {
    match fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(e) => e.kind() == io::ErrorKind::NotFound,
        // The state follows the command name, which is in parentheses and may hold anything.
        Ok(stat) => stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| matches!(state, "Z" | "X" | "x")),
    }
}

/// Whether it is certain that no process of id `pid` runs (a zombie cannot be told here).
#[cfg(all(unix, not(target_os = "linux")))]
pub fn process_gone(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    // SAFETY: signal 0 only asks whether the process exists; nothing is sent.
    let answer = unsafe { libc::kill(pid, 0) };
    answer == -1 && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH)
}

/// Whether it is certain that no process of id `pid` runs: never told here.
#[cfg(not(unix))]
pub fn process_gone(_pid: u32) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_carry_the_writers_id_and_nothing_else_is_taken_for_one() {
        let name = temp_name("battle.ron", 4242, 0xab);
        assert_eq!(name, ".battle.ron.4242-00000000000000ab.tmp");
        assert_eq!(writer_of(&name), Some(4242));
        assert_eq!(writer_of(&temp_name("a.b.c", 7, u64::MAX)), Some(7));
        for other in [
            "battle.ron",
            ".battle.ron.tmp",
            ".battle.ron.4242-00ab.tmp",
            ".battle.ron.x42-00000000000000ab.tmp",
            ".battle.ron.4242-0000000000000zab.tmp",
            "battle.ron.4242-00000000000000ab.tmp",
            ".4242-00000000000000ab.tmp",
        ] {
            assert_eq!(writer_of(other), None, "{other}");
        }
    }

    #[test]
    fn this_process_runs_and_a_reaped_child_is_gone() {
        assert!(!process_gone(std::process::id()));
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        assert!(process_gone(pid));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_zombie_is_gone() {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        // Wait until it has ended without reaping it: it stays a zombie until `wait`.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        // SAFETY: waitid writes into `info` only; WNOWAIT leaves the child to be reaped.
        let r = unsafe {
            libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOWAIT,
            )
        };
        assert_eq!(r, 0);
        assert!(Path::new(&format!("/proc/{pid}")).exists(), "still listed");
        assert!(process_gone(pid));
        child.wait().unwrap();
    }
}
