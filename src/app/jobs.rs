//! Long work off the window's thread: a job runs on a thread of its own, reports the fraction
//! done, and can be cancelled; the window polls it each frame and never waits for it.

use egui::Context;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// How often a job's progress is shown at most. Every frame repaints the whole window, which on
/// a software renderer takes CPU from the job itself: a frame per report of progress slows the
/// export it shows. Input still gets its frame at once: the window never waits for the job.
pub const PROGRESS_SHOWN_EVERY: std::time::Duration = std::time::Duration::from_millis(250);

/// What the job's thread holds: where to report progress and whether to stop.
#[derive(Clone)]
pub struct JobCtl {
    /// The fraction done (an `f32`'s bits), 0 … 1.
    progress: Arc<AtomicU32>,
    cancel: Arc<AtomicBool>,
    ctx: Option<Context>,
}

impl JobCtl {
    /// A control that nobody watches, for running a job's work in place.
    pub fn detached() -> JobCtl {
        JobCtl {
            progress: Arc::default(),
            cancel: Arc::default(),
            ctx: None,
        }
    }

    /// Report the fraction done, for the window to show within [`PROGRESS_SHOWN_EVERY`].
    pub fn set_progress(&self, done: f32) {
        self.progress
            .store(done.clamp(0.0, 1.0).to_bits(), Ordering::Relaxed);
        if let Some(ctx) = &self.ctx {
            // The earliest repaint asked for wins: one frame per interval, however often the
            // job reports.
            ctx.request_repaint_after(PROGRESS_SHOWN_EVERY);
        }
    }

    /// The user asked to stop: the job returns at its next check, writing nothing.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// A job under way.
pub struct Job<T> {
    /// What the job does, as the status bar says it ("Exporting the map").
    pub title: String,
    ctl: JobCtl,
    rx: Receiver<T>,
}

/// How a job ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Finished<T> {
    Done(T),
    /// Its thread died without an answer (a defect).
    Failed,
}

impl<T: Send + 'static> Job<T> {
    /// Start `work` on a new thread; `ctx` is woken when progress or the result arrives.
    pub fn spawn(
        title: impl Into<String>,
        ctx: Option<&Context>,
        work: impl FnOnce(&JobCtl) -> T + Send + 'static,
    ) -> Job<T> {
        let ctl = JobCtl {
            ctx: ctx.cloned(),
            ..JobCtl::detached()
        };
        let (tx, rx) = channel();
        let thread_ctl = ctl.clone();
        // The job speaks the language of the window that started it.
        std::thread::spawn(crate::i18n::carried(move || {
            let result = work(&thread_ctl);
            let _ = tx.send(result);
            if let Some(ctx) = &thread_ctl.ctx {
                ctx.request_repaint();
            }
        }));
        Job {
            title: title.into(),
            ctl,
            rx,
        }
    }

    pub fn progress(&self) -> f32 {
        f32::from_bits(self.ctl.progress.load(Ordering::Relaxed))
    }

    pub fn cancel(&self) {
        self.ctl.cancel.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.ctl.cancelled()
    }

    /// The result, once the job has ended.
    pub fn poll(&mut self) -> Option<Finished<T>> {
        match self.rx.try_recv() {
            Ok(t) => Some(Finished::Done(t)),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Finished::Failed),
        }
    }

    /// Wait for the result (tests and the command line only: never on the window's thread).
    pub fn wait(self) -> Finished<T> {
        match self.rx.recv() {
            Ok(t) => Finished::Done(t),
            Err(_) => Finished::Failed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_reports_progress_and_its_result() {
        let job = Job::spawn("count", None, |ctl| {
            ctl.set_progress(0.5);
            41 + 1
        });
        assert_eq!(job.wait(), Finished::Done(42));
    }

    #[test]
    fn a_cancelled_job_sees_it() {
        let (go, wait) = channel::<()>();
        let job = Job::spawn("wait", None, move |ctl| {
            let _ = wait.recv();
            ctl.cancelled()
        });
        job.cancel();
        assert!(job.is_cancelled());
        go.send(()).unwrap();
        assert_eq!(job.wait(), Finished::Done(true));
    }

    #[test]
    fn a_job_whose_thread_dies_is_reported() {
        let job: Job<()> = Job::spawn("die", None, |_| panic!("a defect"));
        assert_eq!(job.wait(), Finished::Failed);
    }
}
