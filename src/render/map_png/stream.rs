//! The bands' way from the decoder to the file, across the cores.
//!
//! One thread decodes the map band after band (libjpeg cannot be split) and does nothing else,
//! since it sets the pace; a few coders take whole bands at once, draw the overlay over those
//! it reaches and filter and deflate them, each band on its own ([`encode::code_band`]); the
//! calling thread, which holds the writer, writes them in order. A band's pixels go round in a
//! few buffers (decoder, coder, decoder), handed back as soon as the band is coded: a band that
//! takes longer than the others (markers and areas to draw over it) then holds up only the
//! writer, not the decoder, which goes on while the other coders code what follows. What waits for the writer is coded bytes only, at most
//! [`MAX_WAITING_BYTES`] of them: past that the coders wait too, and so, soon, does the
//! decoder. Nothing is allocated per band once every buffer has been round once.
//!
//! Stopping: whichever end stops drops its channels, and the others find them closed: the
//! writer's error or a cancel closes the coded bands (the coders stop, then the decoder finds
//! the jobs closed); the decoder's error closes the jobs (the coders stop, then the writer
//! finds fewer bands than the picture has and leaves the decoder's error to be told).

use super::Watch;
use super::encode::{self, CodedBand, Layout, Scratch};
use super::pixels::{self, Pixels};
use crate::render::draw::{self, Overlay};
use crate::render::image_io::MapImageError;
use crate::render::libjpeg::JpegError;
use std::collections::BTreeMap;
use std::io;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Condvar, Mutex};

/// Coders at most (the decoder is one more thread): beyond this the decoder is the limit.
const MAX_CODERS: usize = 4;
/// Coded bytes waiting for the writer at most before the coders wait for it: at 64-row bands
/// of a 12000-pixel map, enough of the decoder's work to stay ahead of a slow band.
pub const MAX_WAITING_BYTES: usize = 64 << 20;

/// Why the stream stopped early.
pub enum Stop {
    Cancelled,
    Io(io::Error),
    Jpeg(JpegError),
    /// The map's rows could not be decoded (a PNG read a band at a time).
    Map(MapImageError),
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Self {
        Stop::Io(e)
    }
}

/// A band on its way to a coder: the rows `first..first + rows`, in the PNG's layout.
struct Band {
    index: usize,
    first: u32,
    rows: u32,
    pixels: Vec<u8>,
}

/// A band coded, waiting for its turn to be written.
struct Coded {
    index: usize,
    rows: u32,
    band: CodedBand,
}

/// The coded bytes waiting for the writer, and the buffers it has written, to code into
/// again.
#[derive(Default)]
struct Waiting {
    bytes: usize,
    /// The writer has stopped: nobody waits for room any more.
    closed: bool,
    spare: Vec<Vec<u8>>,
}

/// What the coders and the writer share: [`Waiting`], and a signal when it shrinks.
#[derive(Default)]
struct Backlog {
    waiting: Mutex<Waiting>,
    room: Condvar,
}

impl Backlog {
    fn lock(&self) -> std::sync::MutexGuard<'_, Waiting> {
        self.waiting.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wait until fewer than `MAX_WAITING_BYTES` wait for the writer (or it has stopped), and
    /// take a buffer to code into. The band the writer waits for is never held up here: a
    /// coder has it already (bands are taken in order, so every band coded and waiting comes
    /// after it).
    fn room(&self) -> Vec<u8> {
        let mut waiting = self.lock();
        while waiting.bytes >= MAX_WAITING_BYTES && !waiting.closed {
            waiting = self.room.wait(waiting).unwrap_or_else(|e| e.into_inner());
        }
        waiting.spare.pop().unwrap_or_default()
    }

    fn add(&self, bytes: usize) {
        self.lock().bytes += bytes;
    }

    /// A coded band written: its bytes no longer wait, its buffer is free.
    fn written(&self, bytes: usize, buffer: Vec<u8>) {
        let mut waiting = self.lock();
        waiting.bytes = waiting.bytes.saturating_sub(bytes);
        waiting.spare.push(buffer);
        self.room.notify_all();
    }

    fn close(&self) {
        self.lock().closed = true;
        self.room.notify_all();
    }
}

/// Write the picture `pixels` gives, with `overlay` drawn over it, as a PNG to `w`: bands
/// starting at the rows `starts`.
pub fn stream_png(
    w: &mut dyn io::Write,
    mut pixels: Pixels,
    overlay: &Overlay,
    starts: &[u32],
    watch: &dyn Watch,
) -> Result<(), Stop> {
    let (width, height) = pixels.size();
    let layout = Layout {
        width,
        height,
        channels: pixels.channels(),
    };
    let coders = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, MAX_CODERS);
    // Enough buffers for every coder to have a band while the decoder fills the next and one
    // more waits.
    let buffers = coders + 2;
    let (free_tx, free_rx) = sync_channel::<Vec<u8>>(buffers);
    for _ in 0..buffers {
        free_tx.send(Vec::new()).expect("room for every buffer");
    }
    let (jobs_tx, jobs_rx) = sync_channel::<Band>(buffers);
    // Shared by the coders only: when the last one ends, the decoder finds the jobs closed.
    let jobs_rx = Arc::new(Mutex::new(jobs_rx));
    // Never full: the backlog holds the coders back first.
    let (done_tx, done_rx) = sync_channel::<Coded>(starts.len().max(1));
    let backlog = Backlog::default();
    std::thread::scope(|scope| {
        let decoder = scope.spawn(move || decode(&mut pixels, starts, free_rx, jobs_tx, watch));
        let coders: Vec<_> = (0..coders)
            .map(|_| {
                let (jobs_rx, done_tx, free_tx) =
                    (jobs_rx.clone(), done_tx.clone(), free_tx.clone());
                let backlog = &backlog;
                scope.spawn(move || code(&layout, overlay, &jobs_rx, done_tx, free_tx, backlog))
            })
            .collect();
        drop((jobs_rx, done_tx, free_tx));
        let written = write(w, &layout, starts.len(), done_rx, &backlog, watch);
        // The coders may be waiting for room the writer will never make now.
        backlog.close();
        let panicked = || Stop::Io(io::Error::other("drawing the map panicked"));
        let decoded = decoder.join().unwrap_or_else(|_| Err(panicked()));
        let coded = coders
            .into_iter()
            .map(|c| c.join().map_err(|_| panicked()))
            .collect::<Result<Vec<()>, Stop>>();
        decoded.and(coded).and(written)
    })
}

/// Every band decoded and handed to the coders, in order.
fn decode(
    pixels: &mut Pixels,
    starts: &[u32],
    free: Receiver<Vec<u8>>,
    jobs: SyncSender<Band>,
    watch: &dyn Watch,
) -> Result<(), Stop> {
    let height = pixels.size().1;
    for (index, &first) in starts.iter().enumerate() {
        if watch.cancelled() {
            return Err(Stop::Cancelled);
        }
        let Ok(mut buffer) = free.recv() else {
            // The coders stopped: the writer's error says why.
            return Ok(());
        };
        let rows = starts.get(index + 1).copied().unwrap_or(height) - first;
        pixels.read(&mut buffer, rows)?;
        let band = Band {
            index,
            first,
            rows,
            pixels: buffer,
        };
        if jobs.send(band).is_err() {
            // The coders stopped: the writer's error says why.
            return Ok(());
        }
    }
    Ok(())
}

/// Draw over and code bands as they come until there are no more, or nobody to take them;
/// each band's pixels go back to the decoder once it is coded.
fn code(
    layout: &Layout,
    overlay: &Overlay,
    jobs: &Mutex<Receiver<Band>>,
    done: SyncSender<Coded>,
    free: SyncSender<Vec<u8>>,
    backlog: &Backlog,
) {
    let mut scratch = Scratch::default();
    let mut rgba = Vec::new();
    loop {
        let out = backlog.room();
        let next = jobs.lock().unwrap_or_else(|e| e.into_inner()).recv();
        let Ok(Band {
            index,
            first,
            rows,
            mut pixels,
        }) = next
        else {
            return;
        };
        if overlay.touches(first, first + rows) {
            draw_over(layout, overlay, first, rows, &mut pixels, &mut rgba);
        }
        let band = encode::code_band(layout, &pixels, index == 0, out, &mut scratch);
        // The decoder may be done and gone: the buffer is then not needed.
        let _ = free.send(pixels);
        backlog.add(band.data().len());
        if done.send(Coded { index, rows, band }).is_err() {
            return;
        }
    }
}

/// Draw the overlay over the rows `first..first + rows` in `pixels` (RGB through the RGBA
/// scratch `rgba`, or RGBA in place).
fn draw_over(
    layout: &Layout,
    overlay: &Overlay,
    first: u32,
    rows: u32,
    pixels: &mut Vec<u8>,
    rgba: &mut Vec<u8>,
) {
    if layout.channels == 3 {
        pixels::widen(pixels, rgba);
        *rgba = draw::draw_opaque_band(overlay, std::mem::take(rgba), layout.width, first, rows);
        pixels::narrow(rgba, pixels);
    } else {
        *pixels = draw::draw_band(overlay, std::mem::take(pixels), layout.width, first, rows);
    }
}

/// The PNG, the bands written in order as they are coded; progress is the fraction of rows
/// written.
fn write(
    w: &mut dyn io::Write,
    layout: &Layout,
    bands: usize,
    done: Receiver<Coded>,
    backlog: &Backlog,
    watch: &dyn Watch,
) -> Result<(), Stop> {
    w.write_all(&layout.head())?;
    let mut waiting = BTreeMap::new();
    let (mut next, mut rows, mut adler) = (0, 0u32, 1u32);
    for coded in done {
        waiting.insert(coded.index, coded);
        while let Some(Coded {
            rows: band_rows,
            band,
            ..
        }) = waiting.remove(&next)
        {
            if watch.cancelled() {
                return Err(Stop::Cancelled);
            }
            band.write_to(w)?;
            adler = encode::join_adler(adler, &band);
            rows += band_rows;
            next += 1;
            watch.progress(rows as f32 / layout.height.max(1) as f32);
            backlog.written(band.data().len(), band.into_buffer());
        }
    }
    if next < bands {
        // The decoder stopped early; its error is the one told.
        return Ok(());
    }
    w.write_all(&encode::tail(adler))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_coder_waits_only_while_the_backlog_is_full_and_the_writer_still_writes() {
        let backlog = Backlog::default();
        assert!(backlog.room().is_empty(), "no wait, a new buffer");
        backlog.add(MAX_WAITING_BYTES);
        std::thread::scope(|s| {
            let (tx, rx) = std::sync::mpsc::channel();
            let waiting = &backlog;
            s.spawn(move || tx.send(waiting.room().capacity()).unwrap());
            assert!(
                rx.recv_timeout(Duration::from_millis(200)).is_err(),
                "waits while the backlog is full"
            );
            backlog.written(1, Vec::with_capacity(7));
            let reused = rx.recv_timeout(Duration::from_secs(30));
            assert_eq!(
                reused,
                Ok(7),
                "goes on once a band is written, in its buffer"
            );
        });
        backlog.add(MAX_WAITING_BYTES);
        backlog.close();
        assert!(
            backlog.room().is_empty(),
            "no wait once the writer has stopped"
        );
    }
}
