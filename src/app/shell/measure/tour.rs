//! The tab tour: with `UMPIRE_TRACE=FILE` and `UMPIRE_TRACE_TABS=all` (or a list such as
//! `designer,battle:graphs`) the window shows each tab and desk panel in turn for
//! `UMPIRE_TRACE_FRAMES` frames (30 unless told), writes the time of every frame to the trace
//! (see [`trace::frame`]), and closes. `tests/benches/tab_frames.py` reads it, so
//! that a frame's cost is measured in the real window with a real log rather than in a
//! benchmark beside it.
//!
//! The tour starts once the map has loaded (or after [`MAX_WAIT`] seconds), so that the decoding
//! thread does not share the two cores with the frames measured, and never with the window's
//! first frame: that one sets up the fonts and the document's views whatever the tab, so the
//! trace names it [`STARTUP`] rather than charging it to the tab shown first.

use super::trace;
use crate::app::shell::place::Place;

/// The environment variable listing the places to visit: `all`, or names separated by commas.
pub const TABS_VAR: &str = "UMPIRE_TRACE_TABS";
/// The name of the window's first frame in the trace.
pub const STARTUP: &str = "startup";
/// The environment variable giving the frames drawn at each place.
pub const FRAMES_VAR: &str = "UMPIRE_TRACE_FRAMES";
const DEFAULT_FRAMES: u32 = 30;
/// The longest wait for the map before the tour starts anyway, in seconds.
const MAX_WAIT: f64 = 60.0;

/// What the window does after a frame of the tour.
#[derive(Debug, PartialEq)]
pub enum Next {
    /// Not started, or staying: draw the next frame where it is.
    Stay,
    /// Show this place from the next frame on.
    Show(Place),
    /// Every place visited: close the window.
    Finished,
}

/// A frame measured, waiting for the next frame (which brings eframe's time of it).
struct Pending {
    frame_nr: u64,
    place: String,
    took: Took,
}

/// The time of the app's update: CPU time of the window's thread (when the system tells it),
/// and wall-clock time, in milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Took {
    pub cpu_ms: Option<f64>,
    pub wall_ms: f64,
    /// egui's passes in the frame: more than one when a pass asked for its output to be
    /// discarded (a widget seen for the first time that sizes itself, such as a grid).
    pub passes: u32,
}

impl Took {
    fn add(&mut self, other: Took) {
        self.wall_ms += other.wall_ms;
        self.passes += other.passes;
        self.cpu_ms = self.cpu_ms.zip(other.cpu_ms).map(|(a, b)| a + b);
    }

    fn write(&self, place: &str, frame_ms: Option<f64>) {
        let took = self.cpu_ms.unwrap_or(self.wall_ms);
        trace::frame(place, took, self.wall_ms, self.passes, frame_ms);
    }
}

/// The CPU time the calling thread has used, in milliseconds: unlike the wall clock, it does
/// not count the time other processes on a busy machine take from the window.
pub fn thread_cpu_ms() -> Option<f64> {
    #[cfg(unix)]
    {
        let mut ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: clock_gettime writes one timespec through a pointer to a live local.
        let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
        ok.then(|| ts.tv_sec as f64 * 1000.0 + ts.tv_nsec as f64 / 1e6)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// Trace one frame as `tab`: `entered` when eframe called the app (wall clock, thread CPU
/// ms), and eframe's time of the previous frame.
pub fn trace_frame(
    tab: &str,
    entered: (std::time::Instant, Option<f64>),
    frame_seconds: Option<f32>,
) {
    let wall_ms = entered.0.elapsed().as_secs_f64() * 1000.0;
    let cpu_ms = entered.1.zip(thread_cpu_ms()).map(|(a, b)| b - a);
    let frame_ms = frame_seconds.map(|s| f64::from(s) * 1000.0);
    trace::frame(tab, cpu_ms.unwrap_or(wall_ms), wall_ms, 1, frame_ms);
}

pub struct TabTour {
    stops: Vec<Place>,
    frames_per_stop: u32,
    /// The stop shown now; `None` until the tour starts.
    at: Option<usize>,
    /// Frames drawn at the current stop.
    drawn_here: u32,
    waiting_since: Option<f64>,
    pending: Option<Pending>,
    /// The window's first frame has been drawn (and traced as [`STARTUP`]).
    started_up: bool,
}

impl TabTour {
    /// The tour asked for by [`TABS_VAR`], when the trace is on. A name that is no place is
    /// said on stderr and skipped.
    pub fn from_env() -> Option<TabTour> {
        std::env::var_os(trace::ENV_VAR).filter(|v| !v.is_empty())?;
        let spec = std::env::var(TABS_VAR)
            .ok()
            .filter(|v| !v.trim().is_empty())?;
        let frames = std::env::var(FRAMES_VAR)
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .filter(|&n| n > 0)
            .unwrap_or(DEFAULT_FRAMES);
        let (tour, unknown) = TabTour::parse(&spec, frames);
        for word in unknown {
            eprintln!("umpire: {TABS_VAR}: \"{word}\" is no tab; skipped");
        }
        Some(tour)
    }

    /// A tour of the places in `spec` ("all", or names separated by commas), and the names
    /// that are no place.
    pub fn parse(spec: &str, frames_per_stop: u32) -> (TabTour, Vec<String>) {
        let mut unknown = Vec::new();
        let stops = if spec.trim() == "all" {
            Place::all()
        } else {
            spec.split(',')
                .map(str::trim)
                .filter(|w| !w.is_empty())
                .filter_map(|w| {
                    let p = Place::parse(w);
                    if p.is_none() {
                        unknown.push(w.to_string());
                    }
                    p
                })
                .collect()
        };
        let tour = TabTour {
            stops,
            frames_per_stop,
            at: None,
            drawn_here: 0,
            waiting_since: None,
            pending: None,
            started_up: false,
        };
        (tour, unknown)
    }

    /// The places the tour visits, in order.
    #[cfg(test)]
    pub fn stops(&self) -> Vec<Place> {
        self.stops.clone()
    }

    /// The place to show now, once the tour has started.
    pub fn current(&self) -> Option<Place> {
        self.stops.get(self.at?).copied()
    }

    /// Before a frame: the tour starts at `now` (seconds) when the window is `ready` (the map
    /// loaded), or has waited long enough. Returns the first place to show when it starts.
    pub fn before_frame(&mut self, now: f64, ready: bool) -> Next {
        if self.at.is_some() {
            return Next::Stay;
        }
        let since = *self.waiting_since.get_or_insert(now);
        if !self.started_up || (!ready && now - since < MAX_WAIT) {
            return Next::Stay;
        }
        self.at = Some(0);
        match self.current() {
            Some(p) => Next::Show(p),
            None => Next::Finished,
        }
    }

    /// After the app's update of a frame (several passes of one frame add up): `frame_nr` is
    /// egui's count of completed frames, `took` this pass's time, `frame_ms` eframe's time of
    /// the previous frame. Writes the previous frame to the trace once a new one begins, and
    /// says where to go next.
    pub fn after_pass(&mut self, frame_nr: u64, took: Took, frame_ms: Option<f64>) -> Next {
        if let Some(p) = &mut self.pending
            && p.frame_nr == frame_nr
        {
            p.took.add(took);
            return Next::Stay;
        }
        if let Some(p) = self.pending.take() {
            p.took.write(&p.place, frame_ms);
        }
        let Some(place) = self.current() else {
            if self.at.is_some() {
                return Next::Finished;
            }
            if !self.started_up {
                self.started_up = true;
                self.pending = Some(Pending {
                    frame_nr,
                    place: STARTUP.to_string(),
                    took,
                });
            }
            return Next::Stay;
        };
        self.pending = Some(Pending {
            frame_nr,
            place: place.name(),
            took,
        });
        self.drawn_here += 1;
        if self.drawn_here < self.frames_per_stop {
            return Next::Stay;
        }
        self.drawn_here = 0;
        self.at = self.at.map(|i| i + 1);
        match self.current() {
            Some(p) => Next::Show(p),
            None => {
                // The last frame has no next one to bring its CPU time.
                if let Some(p) = self.pending.take() {
                    p.took.write(&p.place, None);
                }
                Next::Finished
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tour_waits_for_the_map_then_visits_each_place_and_finishes() {
        let (mut tour, unknown) = TabTour::parse("designer, battle:graphs, attic", 2);
        assert_eq!(unknown, vec!["attic".to_string()]);
        assert_eq!(tour.before_frame(0.0, false), Next::Stay);
        let ms = Took {
            cpu_ms: Some(1.0),
            wall_ms: 1.0,
            passes: 1,
        };
        assert_eq!(
            tour.before_frame(0.5, true),
            Next::Stay,
            "not before the first frame"
        );
        assert_eq!(tour.after_pass(1, ms, None), Next::Stay, "not started");
        assert_eq!(
            tour.pending.as_ref().map(|p| p.place.as_str()),
            Some(STARTUP)
        );
        assert_eq!(
            tour.before_frame(1.0, true),
            Next::Show(Place::parse("designer").unwrap())
        );
        assert_eq!(tour.after_pass(2, ms, None), Next::Stay);
        assert_eq!(tour.after_pass(2, ms, None), Next::Stay, "a second pass");
        let graphs = Place::parse("battle:graphs").unwrap();
        assert_eq!(tour.after_pass(3, ms, None), Next::Show(graphs));
        assert_eq!(tour.before_frame(2.0, true), Next::Stay);
        assert_eq!(tour.after_pass(4, ms, None), Next::Stay);
        assert_eq!(tour.after_pass(5, ms, None), Next::Finished);
        assert_eq!(tour.after_pass(6, ms, None), Next::Finished);
    }

    #[test]
    fn passes_of_one_frame_add_up_and_the_thread_clock_runs() {
        let mut took = Took {
            cpu_ms: Some(1.0),
            wall_ms: 2.0,
            passes: 1,
        };
        took.add(Took {
            cpu_ms: Some(0.5),
            wall_ms: 1.0,
            passes: 1,
        });
        assert_eq!(took.cpu_ms, Some(1.5));
        assert_eq!(took.wall_ms, 3.0);
        assert_eq!(took.passes, 2);
        took.add(Took {
            cpu_ms: None,
            wall_ms: 1.0,
            passes: 1,
        });
        assert_eq!(took.cpu_ms, None, "a pass without CPU time spoils the sum");
        let before = thread_cpu_ms().expect("a thread clock on this system");
        let mut x = 0u64;
        for i in 0..2_000_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(x);
        assert!(thread_cpu_ms().unwrap() > before);
    }
}
