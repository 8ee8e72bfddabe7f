//! The bands' way from the decoder to the file, across the cores.
//!
//! One thread decodes the map band after band (libjpeg cannot be split) and does nothing else,
//! since it sets the pace; a few coders take whole bands at once, draw the overlay over those
//! it reaches and filter and deflate them, each band on its own ([`encode::code_band`]); the
//! calling thread, which holds the writer, writes them in order. At most a few bands (coders + 2) are on their way at any time, each in a set of buffers that
//! goes round and round (decoder, coder, writer, decoder), so the memory stays a few bands and
//! nothing is allocated per band once the first round is done.
//!
//! Stopping: whichever end stops drops its channels, and the others find them closed: the
//! writer's error or a cancel closes the free buffers (the decoder stops) and the coded
//! bands (the coders stop); the decoder's error closes the jobs (the coders stop, then the
//! writer finds fewer bands than the picture has and leaves the decoder's error to be told).

use super::Watch;
use super::encode::{self, CodedBand, Layout, Scratch};
use super::pixels::{self, Pixels};
use crate::render::draw::{self, Overlay};
use crate::render::libjpeg::JpegError;
use std::collections::BTreeMap;
use std::io;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};

/// Coders at most (the decoder is one more thread): beyond this the decoder is the limit.
const MAX_CODERS: usize = 4;

/// Why the stream stopped early.
pub enum Stop {
    Cancelled,
    Io(io::Error),
    Jpeg(JpegError),
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Self {
        Stop::Io(e)
    }
}

/// The buffers one band travels in.
#[derive(Default)]
struct Slot {
    /// The band's rows, in the PNG's layout.
    pixels: Vec<u8>,
    /// The coded band, once coded.
    coded: Vec<u8>,
}

/// A band on its way: the rows `first..first + rows`.
struct Band {
    index: usize,
    first: u32,
    rows: u32,
    slot: Slot,
}

/// A band coded, waiting for its turn to be written.
struct Coded {
    index: usize,
    rows: u32,
    band: CodedBand,
    slot: Slot,
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
    // Enough bands for every coder to have one while the decoder fills the next and the
    // writer writes the last.
    let slots = coders + 2;
    let (free_tx, free_rx) = sync_channel::<Slot>(slots);
    for _ in 0..slots {
        free_tx.send(Slot::default()).expect("room for every slot");
    }
    let (jobs_tx, jobs_rx) = sync_channel::<Band>(slots);
    // Shared by the coders only: when the last one ends, the decoder finds the jobs closed.
    let jobs_rx = Arc::new(Mutex::new(jobs_rx));
    let (done_tx, done_rx) = sync_channel::<Coded>(slots);
    std::thread::scope(|scope| {
        let decoder = scope.spawn(move || decode(&mut pixels, starts, free_rx, jobs_tx, watch));
        let coders: Vec<_> = (0..coders)
            .map(|_| {
                let (jobs_rx, done_tx) = (jobs_rx.clone(), done_tx.clone());
                scope.spawn(move || code(&layout, overlay, &jobs_rx, done_tx))
            })
            .collect();
        drop((jobs_rx, done_tx));
        let written = write(w, &layout, starts.len(), done_rx, free_tx, watch);
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
    free: Receiver<Slot>,
    jobs: SyncSender<Band>,
    watch: &dyn Watch,
) -> Result<(), Stop> {
    let height = pixels.size().1;
    for (index, &first) in starts.iter().enumerate() {
        if watch.cancelled() {
            return Err(Stop::Cancelled);
        }
        let Ok(mut slot) = free.recv() else {
            // The writer stopped: its error says why.
            return Ok(());
        };
        let rows = starts.get(index + 1).copied().unwrap_or(height) - first;
        pixels.read(&mut slot.pixels, rows)?;
        let band = Band {
            index,
            first,
            rows,
            slot,
        };
        if jobs.send(band).is_err() {
            // The coders stopped: the writer's error says why.
            return Ok(());
        }
    }
    Ok(())
}

/// Draw over and code bands as they come until there are no more, or nobody to take them.
fn code(layout: &Layout, overlay: &Overlay, jobs: &Mutex<Receiver<Band>>, done: SyncSender<Coded>) {
    let mut scratch = Scratch::default();
    let mut rgba = Vec::new();
    loop {
        let next = jobs.lock().unwrap_or_else(|e| e.into_inner()).recv();
        let Ok(Band {
            index,
            first,
            rows,
            mut slot,
        }) = next
        else {
            return;
        };
        if overlay.touches(first, first + rows) {
            draw_over(layout, overlay, first, rows, &mut slot.pixels, &mut rgba);
        }
        let out = std::mem::take(&mut slot.coded);
        let band = encode::code_band(layout, &slot.pixels, index == 0, out, &mut scratch);
        let coded = Coded {
            index,
            rows,
            band,
            slot,
        };
        if done.send(coded).is_err() {
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
    free: SyncSender<Slot>,
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
            mut slot,
            ..
        }) = waiting.remove(&next)
        {
            if watch.cancelled() {
                return Err(Stop::Cancelled);
            }
            band.write_to(w)?;
            adler = super::deflate::adler32_combine(adler, band.adler, band.raw_len);
            rows += band_rows;
            next += 1;
            watch.progress(rows as f32 / layout.height.max(1) as f32);
            slot.coded = band.into_buffer();
            // The decoder may be done and gone: the slot is then not needed.
            let _ = free.send(slot);
        }
    }
    if next < bands {
        // The decoder stopped early; its error is the one told.
        return Ok(());
    }
    w.write_all(&encode::tail(adler))?;
    Ok(())
}
