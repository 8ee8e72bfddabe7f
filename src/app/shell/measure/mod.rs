//! The measuring rig, built only with `--features measure` (the benchmarks in `tests/benches/`
//! build it so; the shipped program has none of it). It drives the real window from outside
//! the user's path, by environment variables, and writes a trace:
//! - `trace`: the recorder of the milestones the window passes on (`crate::app::trace`);
//! - `tour`: the tab tour that times every frame of each tab and desk panel
//!   (`UMPIRE_TRACE_TABS`), and of the map as its turn slider steps and its view pans;
//! - `reopen`: a later open timed in the running window (`UMPIRE_TRACE_REOPEN`);
//! - `exports`: the map's PNG and the report timed in it (`UMPIRE_TRACE_EXPORTS`);
//! - `answering_picker`: the file question those two answer as a user would.
//!
//! The window reaches it through one field, [`UmpireApp`]'s `measure`, and one call a frame,
//! [`UmpireApp::measured_frame`].

mod answering_picker;
mod exports;
mod reopen;
mod tour;
pub mod trace;

use super::UmpireApp;
use egui::{Context, Ui, ViewportCommand};
use std::time::Instant;

/// What the rig was asked to do in this run; all `None` when nothing was.
#[derive(Default)]
pub(super) struct Rig {
    tour: Option<tour::TabTour>,
    reopen: Option<reopen::Reopen>,
    exports: Option<exports::TracedExports>,
}

impl Rig {
    /// What the environment asks for.
    pub(super) fn from_env() -> Rig {
        Rig {
            tour: tour::TabTour::from_env(),
            reopen: reopen::Reopen::from_env(),
            exports: exports::TracedExports::from_env(),
        }
    }

    /// A tab tour is asked for: the run must leave the user's settings and autosaves alone.
    pub(super) fn touring_from_env() -> bool {
        tour::TabTour::from_env().is_some()
    }

    pub(super) fn touring(&self) -> bool {
        self.tour.is_some()
    }
}

impl UmpireApp {
    /// One frame drawn by [`UmpireApp::ui_frame`], with the rig's work around it. `entered` is
    /// when eframe called the app, `frame_seconds` eframe's time of the previous frame.
    pub(super) fn measured_frame(
        &mut self,
        ui: &mut Ui,
        entered: Instant,
        frame_seconds: Option<f32>,
    ) {
        let entered = (entered, tour::thread_cpu_ms());
        self.tour_before_frame(ui.ctx());
        let started = (Instant::now(), tour::thread_cpu_ms());
        self.ui_frame(ui);
        self.trace_reopen(ui.ctx(), entered, frame_seconds);
        self.trace_exports(ui.ctx(), entered, frame_seconds);
        let took = tour::Took {
            cpu_ms: started.1.zip(tour::thread_cpu_ms()).map(|(a, b)| b - a),
            wall_ms: started.0.elapsed().as_secs_f64() * 1000.0,
            passes: 1,
        };
        self.tour_after_pass(ui.ctx(), took, frame_seconds);
    }

    /// The screen check must wait: a reopen or an export asked for is not yet measured.
    pub(super) fn measure_pending(&self) -> bool {
        self.reopen_pending() || self.exports_pending()
    }

    /// Before a frame: the tab tour starts once the map has loaded; at a motion stop the map
    /// moves.
    fn tour_before_frame(&mut self, ctx: &Context) {
        let Some(tour) = &mut self.measure.tour else {
            return;
        };
        let next = tour.before_frame(ctx.input(|i| i.time), !self.map.is_loading());
        let motion = tour.motion(ctx.cumulative_frame_nr());
        self.tour_next(ctx, next);
        match motion {
            None => {}
            Some(tour::Motion::NextTurn) => {
                let s = self.doc.scenario();
                let turns = (self.map.turns_shown(s) + 1) % (s.log.turns.len() + 1);
                self.map.show_turns(turns);
            }
            Some(tour::Motion::Pan(by)) => self.map.pan_by(by),
        }
    }

    /// After the app's update of a frame took `took`: the tour writes it down and moves on.
    /// `frame_seconds` is eframe's time of the previous frame, painting included.
    fn tour_after_pass(&mut self, ctx: &Context, took: tour::Took, frame_seconds: Option<f32>) {
        let Some(tour) = &mut self.measure.tour else {
            return;
        };
        let next = tour.after_pass(
            ctx.cumulative_frame_nr(),
            took,
            frame_seconds.map(|s| f64::from(s) * 1000.0),
        );
        self.tour_next(ctx, next);
        ctx.request_repaint();
    }

    fn tour_next(&mut self, ctx: &Context, next: tour::Next) {
        match next {
            tour::Next::Stay => {}
            tour::Next::Show(place) => self.show_place(place),
            tour::Next::Finished => {
                self.close_confirmed = true;
                ctx.send_viewport_cmd(ViewportCommand::Close);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::shell::place::Place;

    #[test]
    fn a_tour_of_all_visits_every_place_the_window_has() {
        let (tour, unknown) = tour::TabTour::parse("all", 1);
        assert!(unknown.is_empty());
        let places: Vec<_> = Place::all().into_iter().map(tour::Stop::Show).collect();
        assert_eq!(tour.stops(), places);
    }
}
