//! The tab tour: with `UMPIRE_TRACE=FILE` and `UMPIRE_TRACE_TABS=all` (or a list such as
//! `designer,battle:graphs`) the window shows each tab and desk panel in turn for
//! `UMPIRE_TRACE_FRAMES` frames (30 unless told), writes the time of every frame to the trace
//! (see [`trace::frame`]), and closes. `tests/benches/tab_frames.py` reads it, so
//! that a frame's cost is measured in the real window with a real log rather than in a
//! benchmark beside it.
//!
//! Two stops move the map of the place shown before them, a frame at a time, as a user does:
//! `slider` steps the battle map's turn slider one turn a frame, round through every turn
//! (`tests/benches/battle_frames.py` tours `designer,slider,pan`), and `pan` drags the view
//! sideways, [`PAN_STEP`] points a frame, turning back every [`PAN_LEG`] frames.
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
/// How far the `pan` stop moves the view each frame, in screen points.
pub const PAN_STEP: f32 = 10.0;
/// How many frames the `pan` stop moves one way before it turns back.
pub const PAN_LEG: u32 = 20;

/// A stop of the tour: a place shown, or a motion of the map on the place shown before it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stop {
    Show(Place),
    /// The battle map's turn slider, moved one turn a frame.
    Slider,
    /// The map's view, dragged sideways.
    Pan,
}

impl Stop {
    /// The stop named `word`: a motion's name, or a place's as [`Place::parse`] reads it.
    fn parse(word: &str) -> Option<Stop> {
        match word.trim().to_lowercase().as_str() {
            "slider" => Some(Stop::Slider),
            "pan" => Some(Stop::Pan),
            _ => Place::parse(word).map(Stop::Show),
        }
    }

    /// Its name in the trace.
    fn name(self) -> String {
        match self {
            Stop::Show(p) => p.name(),
            Stop::Slider => "slider".into(),
            Stop::Pan => "pan".into(),
        }
    }
}

/// What the window does to its map before a frame of a motion stop.
#[derive(Debug, PartialEq)]
pub enum Motion {
    /// Move the turn slider on by one turn, round to deployment after the log's last turn.
    NextTurn,
    /// Drag the view by this many screen points.
    Pan(egui::Vec2),
}

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
    stops: Vec<Stop>,
    frames_per_stop: u32,
    /// The stop shown now; `None` until the tour starts.
    at: Option<usize>,
    /// Frames drawn at the current stop.
    drawn_here: u32,
    waiting_since: Option<f64>,
    pending: Option<Pending>,
    /// The window's first frame has been drawn (and traced as [`STARTUP`]).
    started_up: bool,
    /// The frame the latest motion was made before.
    moved_at: Option<u64>,
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

    /// A tour of the places and motions in `spec` ("all", or names separated by commas), and
    /// the names that are neither.
    pub fn parse(spec: &str, frames_per_stop: u32) -> (TabTour, Vec<String>) {
        let mut unknown = Vec::new();
        let stops = if spec.trim() == "all" {
            Place::all().into_iter().map(Stop::Show).collect()
        } else {
            spec.split(',')
                .map(str::trim)
                .filter(|w| !w.is_empty())
                .filter_map(|w| {
                    let p = Stop::parse(w);
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
            moved_at: None,
        };
        (tour, unknown)
    }

    /// The stops of the tour, in order.
    #[cfg(test)]
    pub fn stops(&self) -> Vec<Stop> {
        self.stops.clone()
    }

    /// The stop the tour is at, once it has started.
    fn current(&self) -> Option<Stop> {
        self.stops.get(self.at?).copied()
    }

    /// What the window shows from the next frame on when the tour moves to the stop it is at
    /// now: a place; a motion stays on the place before it.
    fn show_current(&self) -> Next {
        match self.current() {
            Some(Stop::Show(p)) => Next::Show(p),
            Some(Stop::Slider | Stop::Pan) => Next::Stay,
            None => Next::Finished,
        }
    }

    /// The motion of the map before frame `frame_nr`, at a motion stop: once a frame, however
    /// many passes it takes.
    pub fn motion(&mut self, frame_nr: u64) -> Option<Motion> {
        let stop = self.current()?;
        if self.moved_at == Some(frame_nr) {
            return None;
        }
        self.moved_at = Some(frame_nr);
        let n = self.drawn_here;
        match stop {
            Stop::Show(_) => None,
            Stop::Slider => Some(Motion::NextTurn),
            Stop::Pan => {
                let way = if (n / PAN_LEG).is_multiple_of(2) {
                    1.0
                } else {
                    -1.0
                };
                Some(Motion::Pan(egui::vec2(way * PAN_STEP, 0.0)))
            }
        }
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
        self.show_current()
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
        let Some(stop) = self.current() else {
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
            place: stop.name(),
            took,
        });
        self.drawn_here += 1;
        if self.drawn_here < self.frames_per_stop {
            return Next::Stay;
        }
        self.drawn_here = 0;
        self.at = self.at.map(|i| i + 1);
        let next = self.show_current();
        if next == Next::Finished {
            // The last frame has no next one to bring its CPU time.
            if let Some(p) = self.pending.take() {
                p.took.write(&p.place, None);
            }
        }
        next
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
    fn the_slider_steps_a_turn_and_the_view_pans_once_a_frame_on_the_place_before() {
        let (mut tour, unknown) = TabTour::parse("designer, slider, pan", PAN_LEG + 1);
        assert!(unknown.is_empty());
        assert_eq!(tour.stops()[1..], [Stop::Slider, Stop::Pan]);
        let ms = Took::default();
        tour.after_pass(1, ms, None);
        let designer = Place::parse("designer").unwrap();
        assert_eq!(tour.before_frame(1.0, true), Next::Show(designer));
        let mut frame = 2;
        let mut motions = Vec::new();
        let mut traced = Vec::new();
        loop {
            tour.before_frame(1.0, true);
            let motion = tour.motion(frame);
            assert_eq!(
                tour.motion(frame),
                None,
                "a second pass of one frame moves nothing"
            );
            traced.push(tour.current().map(Stop::name));
            let next = tour.after_pass(frame, ms, None);
            assert!(
                !matches!(next, Next::Show(_)),
                "a motion stays on the place before it"
            );
            motions.extend(motion);
            frame += 1;
            if next == Next::Finished {
                break;
            }
        }
        let frames = PAN_LEG as usize + 1;
        assert_eq!(traced.len(), 3 * frames);
        assert_eq!(traced[frames].as_deref(), Some("slider"));
        assert_eq!(traced[2 * frames].as_deref(), Some("pan"));
        let (turns, pans) = motions.split_at(frames);
        assert!(turns.iter().all(|m| *m == Motion::NextTurn));
        let right = Motion::Pan(egui::vec2(PAN_STEP, 0.0));
        let left = Motion::Pan(egui::vec2(-PAN_STEP, 0.0));
        assert_eq!(pans.len(), frames);
        assert!(pans[..frames - 1].iter().all(|m| *m == right));
        assert_eq!(pans[frames - 1], left, "turns back after {PAN_LEG} frames");
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
