//! The C shim's functions (`shim.c`) and the one owner of its handle.
//!
//! Every shim entry point sets its own `setjmp` before calling libjpeg, so libjpeg's errors
//! come back as return codes and never unwind through Rust frames.

use super::JpegError;
use std::ffi::{CStr, c_char, c_int, c_uint, c_ulong};
use std::ptr::NonNull;
use std::sync::Arc;

/// `struct umpire_jpeg` in the shim: opaque here.
#[repr(C)]
struct Handle {
    _private: [u8; 0],
}

unsafe extern "C" {
    fn umpire_jpeg_new() -> *mut Handle;
    fn umpire_jpeg_free(h: *mut Handle);
    fn umpire_jpeg_message(h: *const Handle) -> *const c_char;
    fn umpire_jpeg_warnings(h: *const Handle, first: *mut *const c_char) -> c_ulong;
    fn umpire_jpeg_open(
        h: *mut Handle,
        data: *const u8,
        len: usize,
        denom: c_uint,
        components: c_uint,
        full: *mut u32,
        out: *mut u32,
        colour_space: *mut c_int,
    ) -> c_int;
    fn umpire_jpeg_start(h: *mut Handle) -> c_int;
    fn umpire_jpeg_read(h: *mut Handle, dst: *mut u8, rows: u32, got: *mut u32) -> c_int;
}

/// What the header says, at full size and at the scale asked for.
pub struct Header {
    pub full: (u32, u32),
    pub out: (u32, u32),
    colour_space: c_int,
}

impl Header {
    /// `JCS_GRAYSCALE`.
    pub fn is_grey(&self) -> bool {
        self.colour_space == 1
    }

    /// libjpeg's `J_COLOR_SPACE` names for the spaces it cannot turn into RGB.
    pub fn colour_space_without_rgb(&self) -> Option<&'static str> {
        match self.colour_space {
            4 => Some("CMYK"),
            5 => Some("YCCK"),
            _ => None,
        }
    }
}

/// One libjpeg decompressor and the bytes it reads from (which must outlive it).
pub struct Decoder {
    handle: NonNull<Handle>,
    bytes: Arc<[u8]>,
}

// SAFETY: libjpeg keeps no thread-local or global state for a decompressor; the handle is only
// used through `&mut self`, so one thread at a time.
unsafe impl Send for Decoder {}

impl Decoder {
    pub fn new(bytes: Arc<[u8]>) -> Result<Decoder, JpegError> {
        // SAFETY: returns a fresh zeroed handle or null.
        let handle = NonNull::new(unsafe { umpire_jpeg_new() }).ok_or(JpegError::OutOfMemory)?;
        Ok(Decoder { handle, bytes })
    }

    fn error(&self) -> JpegError {
        // SAFETY: the message is a NUL-terminated buffer inside the live handle.
        let msg = unsafe { CStr::from_ptr(umpire_jpeg_message(self.handle.as_ptr())) };
        JpegError::Libjpeg(msg.to_string_lossy().into_owned())
    }

    pub fn read_header(&mut self, denom: u32, components: u32) -> Result<Header, JpegError> {
        let (mut full, mut out, mut cs) = ([0u32; 2], [0u32; 2], 0);
        // SAFETY: the bytes are held by `self` for the decompressor's whole life; the out
        // pointers are to live locals of the sizes the shim writes.
        let rc = unsafe {
            umpire_jpeg_open(
                self.handle.as_ptr(),
                self.bytes.as_ptr(),
                self.bytes.len(),
                denom,
                components,
                full.as_mut_ptr(),
                out.as_mut_ptr(),
                &mut cs,
            )
        };
        let header = Header {
            full: (full[0], full[1]),
            out: (out[0], out[1]),
            colour_space: cs,
        };
        match (rc, header.colour_space_without_rgb()) {
            (0, _) => Ok(header),
            (_, Some(name)) => Err(JpegError::ColourSpace(name)),
            _ => Err(self.error()),
        }
    }

    pub fn start(&mut self) -> Result<(), JpegError> {
        // SAFETY: the header has been read on this handle.
        match unsafe { umpire_jpeg_start(self.handle.as_ptr()) } {
            0 => Ok(()),
            _ => Err(self.error()),
        }
    }

    /// Decodes up to `rows` rows into `dst`, which holds `rows` rows of `width` pixels of
    /// the components asked for in [`Self::read_header`].
    pub fn read(
        &mut self,
        dst: &mut [u8],
        rows: u32,
        width: u32,
        components: u32,
    ) -> Result<u32, JpegError> {
        assert!(dst.len() >= rows as usize * width as usize * components as usize);
        let mut got = 0u32;
        // SAFETY: `dst` has room for `rows` rows of the output width the shim writes.
        let rc =
            unsafe { umpire_jpeg_read(self.handle.as_ptr(), dst.as_mut_ptr(), rows, &mut got) };
        match rc {
            0 => Ok(got),
            _ => Err(self.error()),
        }
    }

    pub fn warnings(&self) -> (u64, Option<String>) {
        let mut first: *const c_char = std::ptr::null();
        // SAFETY: the shim points `first` at a NUL-terminated buffer inside the live handle.
        let n = unsafe { umpire_jpeg_warnings(self.handle.as_ptr(), &mut first) };
        let msg = (n > 0 && !first.is_null())
            // SAFETY: as above.
            .then(|| {
                unsafe { CStr::from_ptr(first) }
                    .to_string_lossy()
                    .into_owned()
            });
        (n as u64, msg)
    }
}

impl Drop for Decoder {
    fn drop(&mut self) {
        // SAFETY: the handle came from `umpire_jpeg_new` and is freed once, before `bytes`.
        unsafe { umpire_jpeg_free(self.handle.as_ptr()) }
    }
}
