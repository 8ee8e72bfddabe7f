//! What keeps a finding when the process cannot go on: an abort (a stack overflow, a failed
//! allocation, a panic while panicking), a case that allocates past the memory limit, or one
//! that runs past the time limit. Each writes the input being run to the crashes folder before
//! the process ends, as libFuzzer does.
//!
//! Also measured here: the heap a case allocated at its peak (a counting allocator) and the
//! process's peak resident memory.

use std::alloc::{GlobalAlloc, Layout, System};
use std::ffi::CString;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

/// The system allocator, counting the bytes live and their peak since the last reset.
pub struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// Bytes live past which the case is stopped as out of memory (0: no limit).
static LIMIT: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        // SAFETY: forwarded as given.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        grow(layout.size());
        // SAFETY: forwarded as given.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: forwarded as given.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size >= layout.size() {
            grow(new_size - layout.size());
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        // SAFETY: forwarded as given.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[inline]
fn grow(by: usize) {
    let live = LIVE.fetch_add(by, Ordering::Relaxed) + by;
    PEAK.fetch_max(live, Ordering::Relaxed);
    let limit = LIMIT.load(Ordering::Relaxed);
    if limit != 0 && live > limit {
        LIMIT.store(0, Ordering::Relaxed);
        save_current("oom", "the case allocated past the memory limit");
        std::process::abort();
    }
}

/// Stop the process (saving the input) when the heap grows past `bytes`.
pub fn set_memory_limit(bytes: usize) {
    LIMIT.store(bytes, Ordering::Relaxed);
}

/// Start measuring one case's peak heap.
pub fn reset_peak() {
    PEAK.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
}

/// The peak heap since [`reset_peak`], in bytes.
pub fn peak_heap() -> usize {
    PEAK.load(Ordering::Relaxed)
}

/// The process's peak resident memory (VmHWM), in bytes.
pub fn peak_rss() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

// ---------------------------------------------------------------------------------------------
// The input being run, for the handlers.

static CURRENT: AtomicPtr<u8> = AtomicPtr::new(std::ptr::null_mut());
static CURRENT_LEN: AtomicUsize = AtomicUsize::new(0);
/// Where each kind of finding is written, made before any case runs: the handlers then only
/// open and write (the alternate signal stack has no room for more).
const KINDS: [&str; 3] = ["abort", "oom", "timeout"];
static PATHS: Mutex<Vec<CString>> = Mutex::new(Vec::new());
static PATH_PTRS: [AtomicPtr<libc::c_char>; 3] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; 3];
static SAVING: AtomicBool = AtomicBool::new(false);

/// Where [`save_current`] writes: `{dir}/{kind}-current`.
pub fn set_crash_dir(dir: &std::path::Path) {
    let mut paths = PATHS.lock().unwrap_or_else(|e| e.into_inner());
    for (k, kind) in KINDS.iter().enumerate() {
        let path = dir.join(format!("{kind}-current"));
        let c = CString::new(path.display().to_string()).expect("no NUL in the path");
        PATH_PTRS[k].store(c.as_ptr() as *mut libc::c_char, Ordering::Release);
        paths.push(c);
    }
}

/// The input about to run (it must stay alive and unchanged until [`clear_current`]).
pub fn set_current(input: &[u8]) {
    CURRENT_LEN.store(input.len(), Ordering::Relaxed);
    CURRENT.store(input.as_ptr() as *mut u8, Ordering::Release);
}

pub fn clear_current() {
    CURRENT.store(std::ptr::null_mut(), Ordering::Release);
}

/// Write the input being run to `{crash dir}/{kind}-current` with no allocation and little
/// stack (it may run in a signal handler, or with the allocator refusing): open, write, close.
pub fn save_current(kind: &str, why: &str) {
    if SAVING.swap(true, Ordering::AcqRel) {
        return;
    }
    let Some(k) = KINDS.iter().position(|x| *x == kind) else {
        return;
    };
    let path = PATH_PTRS[k].load(Ordering::Acquire);
    let input = CURRENT.load(Ordering::Acquire);
    if path.is_null() || input.is_null() {
        return;
    }
    // SAFETY: a NUL-terminated path kept alive in PATHS; the input is alive while the case
    // runs.
    unsafe {
        let fd = libc::open(path, libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC, 0o644);
        if fd >= 0 {
            let n = CURRENT_LEN.load(Ordering::Relaxed);
            let _ = libc::write(fd, input as *const libc::c_void, n);
            libc::close(fd);
        }
        let len = libc::strlen(path);
        for part in [
            &b"\n== umpire-fuzz: the input being run was saved as "[..],
            std::slice::from_raw_parts(path as *const u8, len),
            b" (",
            why.as_bytes(),
            b")\n",
        ] {
            libc::write(2, part.as_ptr() as *const libc::c_void, part.len());
        }
    }
}

extern "C" fn on_fatal_signal(sig: libc::c_int) {
    let why = match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        _ => "SIGABRT: an abort (stack overflow, failed allocation or panic in a panic)",
    };
    save_current("abort", why);
    // SAFETY: back to the default action, then the signal again: the process ends as it would.
    unsafe {
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}

/// Save the input on a fatal signal. Rust's own stack-overflow handler (SIGSEGV on the guard
/// page) prints its message and aborts: the SIGABRT handler then saves the input.
pub fn install_signal_handlers() {
    for sig in [libc::SIGABRT, libc::SIGBUS, libc::SIGILL, libc::SIGFPE] {
        // SAFETY: the handler only calls async-signal-safe functions.
        unsafe {
            libc::signal(sig, on_fatal_signal as *const () as libc::sighandler_t);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The watchdog.

/// When the current case started, in milliseconds since the watchdog started; 0 when idle.
static STARTED_MS: AtomicU64 = AtomicU64::new(0);
static EPOCH: Mutex<Option<std::time::Instant>> = Mutex::new(None);

fn now_ms() -> u64 {
    let epoch = *EPOCH
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get_or_insert_with(std::time::Instant::now);
    epoch.elapsed().as_millis() as u64 + 1
}

pub fn case_started() {
    STARTED_MS.store(now_ms(), Ordering::Release);
}

pub fn case_finished() {
    STARTED_MS.store(0, Ordering::Release);
}

/// A thread that saves the input and ends the process when one case runs past `limit`.
pub fn start_watchdog(limit: Duration) {
    now_ms();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(Duration::from_millis(250));
            let started = STARTED_MS.load(Ordering::Acquire);
            if started != 0 && now_ms().saturating_sub(started) > limit.as_millis() as u64 {
                save_current("timeout", "the case ran past the time limit");
                std::process::exit(70);
            }
        }
    });
}
