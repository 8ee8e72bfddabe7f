//! The players' screen (View → Players' screen): a second native window for a TV or a
//! projector at the club table, showing one audience's view of the battle: the battle map at
//! the umpire's current turn, the verdicts that audience may know and a graph, in big type,
//! with nothing to edit; full screen on request (the button, or F11).
//!
//! It is an egui deferred viewport: the window hands it, at each change of the document, the
//! desk's turn or the audience chosen, what it is to show ([`Content`]), built from the desk's
//! derivation through the knowledge rules for that audience alone ([`crate::record::Projection`],
//! [`crate::record::Knowledge`]), exactly as the window's player views build theirs; and its
//! map is the picture of the map export for that audience ([`picture`]). The screen draws these
//! with the desk's own widgets (`desk::verdicts`, `desk::graphs`), bigger. It repaints on its
//! own; the state both sides see is behind one mutex. Where the platform cannot open a second
//! window (and in the tests), egui shows it as a window inside the main one.
//!
//! What it shows is labelled with its audience and shown only while the two agree: after the
//! audience is changed in the screen nothing shows until the new audience's content is built.

mod picture;

use crate::app::desk::graphs::{self, ChartKind};
use crate::app::desk::verdicts;
use crate::app::desk::{self, DeskState};
use crate::app::document::Document;
use crate::i18n::tr;
use crate::model::{Scenario, SideId};
use crate::record::result::Standing;
use crate::record::{Audience, Projection};
use egui::{Key, RichText, Ui, ViewportBuilder, ViewportClass, ViewportCommand, ViewportId};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};

/// The screen's viewport, as egui knows it.
pub fn viewport_id() -> ViewportId {
    ViewportId::from_hash_of("umpire-players-screen")
}

/// The screen's title in its window's title bar, in the language in force.
pub fn title() -> String {
    tr!(MapScreenTitle)
}

/// Its text, against the window's.
pub const BIG: f32 = 1.7;

/// The audiences a players' screen may show: never the umpire's.
pub const AUDIENCES: [Audience; 3] = [
    Audience::Public,
    Audience::Side(SideId::A),
    Audience::Side(SideId::B),
];

/// Which document state, desk turn, audience and graph the content is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ContentKey {
    document: (u64, u64),
    turn: usize,
    audience: Audience,
    chart: ChartKind,
    /// The language it is written in: View → Language makes it again.
    lang: crate::i18n::Lang,
}

/// What the screen shows, as its audience may know it.
struct Content {
    key: ContentKey,
    /// The title and the names of the sides and turns ([`names_of`]).
    scenario: Arc<Scenario>,
    standing: Standing,
    chart: graphs::CachedChart,
}

/// The state the window and the screen share.
struct Screen {
    /// Whose view: chosen when opening, changed in the screen.
    audience: Audience,
    /// The graph shown.
    chart: ChartKind,
    /// False once its close button (or Close) was pressed: the window then stops showing it.
    open: bool,
    content: Option<Content>,
    picture: picture::Picture,
    /// The graph's series thinned for its width.
    thinned: Option<graphs::ThinnedSeries>,
}

/// The players' screen as the window keeps it: `None` while closed.
#[derive(Default)]
pub struct PlayersScreen {
    shared: Option<Arc<Mutex<Screen>>>,
    /// The map decoded at the screen's size, kept while the map stays the same.
    base: picture::BaseCache,
}

/// What the window hands the screen each frame.
pub struct Feed<'a> {
    pub doc: &'a Document,
    pub desk: &'a mut DeskState,
    /// The scenario file's folder, where a relative `map.image` is.
    pub scenario_dir: Option<PathBuf>,
    /// The built-in demo's map: its name in `map.image` and its bytes.
    pub embedded: Option<(&'a str, &'a std::sync::Arc<[u8]>)>,
}

fn lock(shared: &Mutex<Screen>) -> MutexGuard<'_, Screen> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

impl PlayersScreen {
    /// Open the screen for `audience` (or show another audience on the open one). The umpire's
    /// view is never put on it: the public's is shown instead.
    pub fn open(&mut self, audience: Audience) {
        let audience = if audience.is_umpire() {
            Audience::Public
        } else {
            audience
        };
        match &self.shared {
            Some(shared) => lock(shared).audience = audience,
            None => {
                self.shared = Some(Arc::new(Mutex::new(Screen {
                    audience,
                    chart: ChartKind::default(),
                    open: true,
                    content: None,
                    picture: picture::Picture::default(),
                    thinned: None,
                })))
            }
        }
    }

    pub fn close(&mut self) {
        self.shared = None;
    }

    pub fn is_open(&self) -> bool {
        self.shared.is_some()
    }

    /// The audience shown, while open.
    pub fn audience(&self) -> Option<Audience> {
        self.shared.as_ref().map(|s| lock(s).audience)
    }

    /// Whether what it shows is all there: the content and the map's picture for its audience.
    pub fn is_settled(&self) -> bool {
        self.shared.as_ref().is_some_and(|s| {
            let screen = lock(s);
            let content = screen
                .content
                .as_ref()
                .is_some_and(|c| c.key.audience == screen.audience);
            content && screen.picture.is_settled(screen.audience)
        })
    }

    /// The map's picture as shown now (for the tests: what a permutation must not change).
    pub fn picture_pixels(&self) -> Option<Arc<egui::ColorImage>> {
        self.shared.as_ref().and_then(|s| lock(s).picture.pixels())
    }

    /// Once a frame, after the window's panels: bring the screen up to date and show it.
    pub fn show(&mut self, ctx: &egui::Context, feed: Feed) {
        let Some(shared) = self.shared.clone() else {
            return;
        };
        if !lock(&shared).open {
            self.shared = None;
            return;
        }
        let changed = update(&mut lock(&shared), feed.doc, feed.desk);
        let turns = turns_shown(feed.doc.scenario(), feed.desk);
        let started = picture::keep_up(&shared, &self.base, ctx, &feed, turns);
        if changed || started {
            ctx.request_repaint_of(viewport_id());
        }
        if ctx.embed_viewports() {
            self.show_embedded(ctx, &shared);
            return;
        }
        ctx.show_viewport_deferred(
            viewport_id(),
            ViewportBuilder::default()
                .with_title(title())
                .with_inner_size([1280.0, 800.0])
                .with_min_inner_size([640.0, 400.0]),
            move |ui, class| screen_ui(ui, class, &shared),
        );
    }

    /// Where no second window can be opened (and in the tests): a window inside the main one,
    /// below its menu bar, most of its size, with a close button.
    fn show_embedded(&mut self, ctx: &egui::Context, shared: &Arc<Mutex<Screen>>) {
        let room = ctx.content_rect();
        let mut open = true;
        egui::Window::new(title())
            .id(egui::Id::unique(viewport_id()))
            .open(&mut open)
            .default_pos(room.min + egui::vec2(24.0, 64.0))
            .default_size(room.size() * 0.8)
            .collapsible(false)
            .show(ctx, |ui| {
                screen_ui(ui, ViewportClass::EmbeddedWindow, shared)
            });
        if !open {
            self.shared = None;
        }
    }
}

/// The turns the map shows: the battle at the end of the desk's current turn (at deployment
/// before any turn is logged).
fn turns_shown(s: &Scenario, desk: &DeskState) -> usize {
    let desk_turn = (!s.log.turns.is_empty()).then(|| desk.current_turn(s));
    crate::app::map::turns_to_the_end_of(desk_turn)
}

/// Build the content again when the document, the desk's turn, the audience or the graph
/// changed and the desk's derivation is of the document as it is; true when built.
fn update(screen: &mut Screen, doc: &Document, desk: &mut DeskState) -> bool {
    let s = doc.scenario();
    let key = ContentKey {
        document: (doc.id(), doc.generation()),
        turn: desk.current_turn(s),
        audience: screen.audience,
        chart: screen.chart,
        lang: crate::i18n::current(),
    };
    let derived = &mut desk.derived;
    if screen.content.as_ref().is_some_and(|c| c.key == key)
        || !derived.is_ready()
        || !derived.is_current()
    {
        return false;
    }
    let record = derived.record();
    let shown = Projection::new(s, record, key.audience).judgements(derived.judgements());
    let standing = Standing::new(s, record, shown);
    let chart = derived.chart(s, key.chart, key.audience);
    screen.content = Some(Content {
        key,
        scenario: Arc::new(names_of(s)),
        standing,
        chart,
    });
    true
}

/// What of the scenario the screen reads besides the content made for its audience: the title,
/// the sides' names and colours, the turns' names. (Not the scenario itself: the screen
/// would hold it between changes, and each edit then copy it.)
fn names_of(s: &Scenario) -> Scenario {
    let mut names = Scenario::new(&s.title);
    for (to, from) in names.sides.iter_mut().zip(&s.sides) {
        to.name = from.name.clone();
        to.colour = from.colour;
    }
    names.log.turns = s
        .log
        .turns
        .iter()
        .map(|t| crate::model::Turn {
            name: t.name.clone(),
            events: Vec::new(),
        })
        .collect();
    names
}

/// "the public", or the side's name.
fn audience_name(s: &Scenario, a: Audience) -> String {
    match a {
        Audience::Side(side) => s.side(side).name.clone(),
        Audience::Public | Audience::Umpire => tr!(MapScreenPublic),
    }
}

/// The screen's text, [`BIG`] times the window's.
fn big_type(ui: &mut Ui) {
    for font in ui.style_mut().text_styles.values_mut() {
        font.size *= BIG;
    }
    ui.style_mut().spacing.interact_size.y *= BIG;
}

/// The screen, drawn in its own viewport (or in a window of the main one).
fn screen_ui(ui: &mut Ui, class: ViewportClass, shared: &Mutex<Screen>) {
    let mut screen = lock(shared);
    let native = class != ViewportClass::EmbeddedWindow;
    if native && ui.input(|i| i.viewport().close_requested()) {
        screen.open = false;
        ui.ctx().request_repaint_of(ViewportId::ROOT);
        return;
    }
    if native {
        egui::CentralPanel::default().show(ui, |ui| screen_body(ui, &mut screen, native));
    } else {
        // A window of the main one: as big as it is made.
        ui.set_min_size(ui.available_size().max(egui::vec2(900.0, 560.0)));
        screen_body(ui, &mut screen, native);
    }
}

/// The screen's bar and what it shows, in big type.
fn screen_body(ui: &mut Ui, screen: &mut Screen, native: bool) {
    big_type(ui);
    let asked = top_bar(ui, screen, native);
    if let Some(asked) = asked {
        screen.ask(ui.ctx(), asked);
        return;
    }
    ui.separator();
    let Screen {
        audience,
        content,
        picture,
        thinned,
        chart,
        ..
    } = screen;
    let Some(content) = content.as_ref().filter(|c| c.key.audience == *audience) else {
        // Words, not a spinner: the window and the worker wake the screen when it is ready.
        ui.label(tr!(MapScreenPreparing));
        return;
    };
    let s = &*content.scenario;
    // The map above the graph on the left, the verdicts on the right: each in a rectangle of
    // its own, so that none widens another.
    let body = ui.available_rect_before_wrap();
    let split = body.left() + body.width() * MAP_SHARE;
    let left = egui::Rect::from_min_max(body.min, egui::pos2(split - GAP, body.bottom()));
    let (map, below) = left.split_top_bottom_at_y(left.top() + left.height() * MAP_HEIGHT_SHARE);
    let right = egui::Rect::from_min_max(egui::pos2(split + GAP, body.top()), body.max);
    let line = ui.visuals().widgets.noninteractive.bg_stroke;
    ui.painter().vline(split, body.y_range(), line);
    in_rect(ui, map, |ui| picture.ui(ui, s, *audience, content.key.turn));
    in_rect(ui, below.with_min_y(below.top() + GAP), |ui| {
        graph(ui, content, chart, thinned)
    });
    in_rect(ui, right, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("players-screen-verdicts")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let look = verdicts::Look {
                    scale: BIG,
                    go_to: false,
                    edit: false,
                };
                verdicts::standing_ui(ui, s, &content.standing, look, &mut None);
            });
    });
    ui.advance_cursor_after_rect(body);
}

/// Draw into `rect` alone, what overflows it cut off. The part is a child that does not take
/// space in `ui`: what overflows it neither widens its neighbours nor the screen, whose size
/// is the one given ([`screen_body`] takes its body whole). Were an overflow to widen the
/// screen's window, the wider window would widen the parts again, frame after frame, to a
/// limit reached only at infinity: the window's width, and where every text wraps, would
/// depend on how many frames had been drawn.
fn in_rect(ui: &mut Ui, rect: egui::Rect, add: impl FnOnce(&mut Ui)) {
    let mut part = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    part.set_clip_rect(rect.intersect(ui.clip_rect()));
    add(&mut part);
}

/// Space between the screen's parts, in points.
const GAP: f32 = 10.0;
/// The share of the left column's height the map takes (the graph has the rest).
const MAP_HEIGHT_SHARE: f32 = 0.52;

/// The share of the screen's width the map takes.
const MAP_SHARE: f32 = 0.6;

/// The graph chosen, and the choice of graphs.
fn graph(
    ui: &mut Ui,
    content: &Content,
    chart: &mut ChartKind,
    thinned: &mut Option<graphs::ThinnedSeries>,
) {
    let mut kind = *chart;
    ui.horizontal(|ui| {
        desk::named_combo("players-screen-graph", &tr!(MapScreenGraphShown))
            .selected_text(kind.label())
            .show_ui(ui, |ui| {
                for k in ChartKind::ALL {
                    ui.selectable_value(&mut kind, k, k.label());
                }
            });
        if let Ok(c) = &content.chart
            && content.key.chart == *chart
        {
            ui.strong(&c.title);
        }
    });
    if kind != *chart {
        *chart = kind;
        ui.ctx().request_repaint_of(ViewportId::ROOT);
    }
    match &content.chart {
        Ok(c) if content.key.chart == *chart => {
            let cursor = graphs::cursor_at(&content.scenario, content.key.turn);
            graphs::chart_view(ui, c, thinned, *chart, cursor);
        }
        Ok(_) => {
            ui.label(tr!(MapScreenPreparingGraph));
        }
        Err(why) => {
            ui.label(why.to_string());
        }
    }
}

/// What the user asked for in the screen's own bar.
enum Asked {
    Audience(Audience),
    Fullscreen(bool),
    Close,
}

impl Screen {
    fn ask(&mut self, ctx: &egui::Context, asked: Asked) {
        match asked {
            Asked::Audience(a) => self.audience = a,
            Asked::Fullscreen(on) => ctx.send_viewport_cmd(ViewportCommand::Fullscreen(on)),
            Asked::Close => self.open = false,
        }
        ctx.request_repaint_of(ViewportId::ROOT);
        ctx.request_repaint();
    }
}

/// The title, the turn, whose view (to choose), full screen and close.
fn top_bar(ui: &mut Ui, screen: &Screen, native: bool) -> Option<Asked> {
    let mut asked = None;
    let content = screen
        .content
        .as_ref()
        .filter(|c| c.key.audience == screen.audience);
    ui.horizontal_wrapped(|ui| {
        if let Some(c) = content {
            let s = &*c.scenario;
            ui.heading(RichText::new(&s.title).strong());
            let turn = match s.log.turns.is_empty() {
                true => tr!(MapScreenAtDeployment),
                false => tr!(MapScreenTurn, turn = desk::turn_name(s, c.key.turn)),
            };
            ui.heading(tr!(MapScreenHeadingTurn, when = turn));
            ui.separator();
            ui.label(tr!(MapScreenShownTo));
            for a in AUDIENCES {
                if ui
                    .selectable_label(screen.audience == a, audience_name(s, a))
                    .clicked()
                    && a != screen.audience
                {
                    asked = Some(Asked::Audience(a));
                }
            }
        }
        ui.separator();
        if native {
            let full = ui.input(|i| i.viewport().fullscreen.unwrap_or(false));
            let f11 = ui.input(|i| i.key_pressed(Key::F11));
            let label = if full {
                tr!(MapScreenLeaveFullScreen)
            } else {
                tr!(MapScreenFullScreen)
            };
            if ui.button(label).on_hover_text("F11").clicked() || f11 {
                asked = Some(Asked::Fullscreen(!full));
            }
        }
        if ui.button(tr!(MapScreenClose)).clicked() {
            asked = Some(Asked::Close);
        }
    });
    asked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Event, Marker, Point, Turn};

    #[test]
    fn the_screen_keeps_the_names_and_nothing_else_of_the_scenario() {
        let mut s = Scenario::new("Lobositz");
        s.sides[1].name = "Austria".into();
        s.markers.markers.push(Marker {
            id: "A".into(),
            name: "Homolka".into(),
            pos: Point::new(10.0, 10.0),
            value: Some(30),
            hidden: true,
            placed_by: None,
        });
        s.log.turns.push(Turn {
            name: "Morning".into(),
            events: vec![Event::Note {
                text: "the umpire's note".into(),
            }],
        });
        let names = names_of(&s);
        assert_eq!(names.title, "Lobositz");
        assert_eq!(names.side(SideId::B).name, "Austria");
        assert_eq!(desk::turn_name(&names, 0), "Morning");
        assert!(names.markers.markers.is_empty());
        assert!(names.log.turns[0].events.is_empty());
    }

    #[test]
    fn the_umpires_view_is_never_put_on_the_screen() {
        let mut screen = PlayersScreen::default();
        screen.open(Audience::Umpire);
        assert_eq!(screen.audience(), Some(Audience::Public));
        screen.open(Audience::Side(SideId::B));
        assert_eq!(screen.audience(), Some(Audience::Side(SideId::B)));
        screen.close();
        assert_eq!(screen.audience(), None);
    }
}
