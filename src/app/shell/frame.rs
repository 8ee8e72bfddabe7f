//! One frame of the window: input first (close requests, dropped files, shortcuts, answers
//! of dialogs and jobs), then the menu bar, the tabs, the status bar, the tab shown and the
//! windows; then the commands, the undo settle, the autosave and the title.

use super::{LastChange, LatestMessage, Tab, UmpireApp, install_fonts};
use crate::app::commands::{Command, take_shortcut_commands};
use crate::app::dialogs::{Dialog, Then};
use crate::app::view::{Audience, Message, Severity};
use crate::app::{frames, menu_bar, status_bar};
use crate::model;
use egui::{Context, Ui, ViewportCommand};
use std::path::PathBuf;
use std::time::Duration;

/// After an edit, frames keep coming this long so the undo point is recorded even when idle.
const UNDO_SETTLE: Duration =
    Duration::from_millis((crate::app::document::SETTLE_SECONDS * 1000.0) as u64);

impl UmpireApp {
    /// Draw one frame of the whole window.
    pub fn ui_frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        if self.ctx.is_none() {
            install_fonts(&ctx);
        }
        self.ctx = Some(ctx.clone());
        let now = ctx.input(|i| i.time);

        self.handle_close_request(&ctx);
        self.handle_dropped_files(&ctx);
        self.pass_tool_keys(&ctx);
        let mut commands = std::mem::take(&mut self.queued);
        if self.view.dialogs.is_empty() && !self.picker.is_showing() {
            commands.extend(ctx.input_mut(take_shortcut_commands));
        }
        self.poll_file_answer(&ctx);
        self.poll_report(&ctx);
        self.poll_map_export(&ctx);
        // Before the panels, so that the dialog takes Escape before the map sees it.
        self.dialogs(&ctx);
        self.picker.show(&ctx);

        // Before the status bar and the desk read it: a change starts its derivation here.
        self.desk.derived.keep_up(&self.doc, &ctx);
        let style = ctx.global_style();
        let bar = frames::side_top_panel(&style);
        egui::Panel::top("menu_bar")
            .frame(bar)
            .show(ui, |ui| self.menu_bar(ui, &mut commands));
        egui::Panel::top("tab_bar")
            .frame(bar)
            .show(ui, |ui| self.tab_bar(ui));
        egui::Panel::bottom("status_bar")
            .frame(bar)
            .show(ui, |ui| self.status_bar(ui));
        egui::CentralPanel::default()
            .frame(frames::central_panel(&style))
            .show(ui, |ui| self.central(ui));
        self.windows(&ctx);
        self.drop_overlay(&ctx);

        let asking_before = (self.view.dialogs.len(), self.picker.is_showing());
        for command in commands {
            self.run(&ctx, command);
        }
        // A dialog a command opened shows in the next frame: draw it now, not at the next input.
        if (self.view.dialogs.len(), self.picker.is_showing()) != asking_before {
            ctx.request_repaint();
        }

        self.doc.end_frame(now);
        if self.note_latest_message() {
            // Drawn before the panels that said it: show it now, not at the next input.
            ctx.request_repaint();
        }
        self.keep_frames_coming(&ctx, now);
        let clock = self.now(&ctx);
        self.tick_autosave(&ctx, clock);
        self.update_title(&ctx);
        super::warm_up::start_once(&ctx);
        crate::app::trace::once(crate::app::trace::FIRST_FRAME);
        let ready = !self.map.is_loading() && !self.reopen_pending() && !self.exports_pending();
        if let Some(hook) = &mut self.screenshot
            && hook.step(&ctx, ready)
        {
            self.close_confirmed = true;
            ctx.send_viewport_cmd(ViewportCommand::Close);
        }
    }

    /// Remember a new latest message with the document's generation; true when it is new.
    pub(super) fn note_latest_message(&mut self) -> bool {
        let latest = self.messages.last();
        let new = latest != self.latest_message.as_ref().map(|l| &l.message);
        if new {
            self.latest_message = latest.map(|m| LatestMessage {
                message: m.clone(),
                generation: self.doc.generation(),
            });
        }
        new
    }

    /// The message the status bar shows: the latest, unless it is an error or a warning and
    /// the document has changed since (it stays in the Messages window).
    pub fn status_message(&self) -> Option<&Message> {
        let LatestMessage {
            message,
            generation,
        } = self.latest_message.as_ref()?;
        let stale = message.severity != Severity::Info && *generation != self.doc.generation();
        (!stale).then_some(message)
    }

    pub(super) fn keep_frames_coming(&mut self, ctx: &Context, now: f64) {
        if self.doc.generation() != self.last_change.generation {
            self.last_change = LastChange {
                generation: self.doc.generation(),
                at: now,
            };
        }
        // egui only draws on input; the undo point of the last edit needs one more frame.
        if now - self.last_change.at < UNDO_SETTLE.as_secs_f64() + 0.1 {
            ctx.request_repaint_after(UNDO_SETTLE);
        }
    }

    pub(super) fn update_title(&mut self, ctx: &Context) {
        let title = self.window_title();
        if title != self.sent_title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.sent_title = title;
        }
    }

    /// Closing the window with unsaved changes asks first.
    pub(super) fn handle_close_request(&mut self, ctx: &Context) {
        if !ctx.input(|i| i.viewport().close_requested()) {
            return;
        }
        if self.close_confirmed || !self.doc.is_dirty() {
            self.close_confirmed = true;
            return;
        }
        ctx.send_viewport_cmd(ViewportCommand::CancelClose);
        let asking = matches!(self.dialog(), Some(Dialog::UnsavedChanges(Then::Quit)));
        if !asking {
            self.view
                .dialogs
                .push_front(Dialog::UnsavedChanges(Then::Quit));
        }
    }

    /// A `.ron` dropped on the window opens it; an image becomes the map.
    pub(super) fn handle_dropped_files(&mut self, ctx: &Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        for path in dropped {
            self.open_dropped(ctx, path);
        }
    }

    /// A dropped scenario opens (asking about unsaved changes first); an image becomes the map.
    pub(super) fn open_dropped(&mut self, ctx: &Context, path: PathBuf) {
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        match ext.as_str() {
            "ron" => self.guard_unsaved(ctx, Then::OpenPath(path)),
            "png" | "jpg" | "jpeg" | "webp" => {
                self.view.tab = Tab::Designer;
                self.map.load_image(path);
            }
            _ => self.error(format!(
                "{}: umpire opens scenarios (.ron) and map images (PNG, JPEG, WebP); this is neither",
                path.display()
            )),
        }
    }

    pub(super) fn drop_overlay(&self, ctx: &Context) {
        let hovering = ctx.input(|i| !i.raw.hovered_files.is_empty());
        if !hovering {
            return;
        }
        let rect = ctx.content_rect();
        let painter = ctx.layer_painter(egui::LayerId::new(
            egui::Order::Foreground,
            egui::Id::unique("drop_overlay"),
        ));
        painter.rect_filled(rect, 0.0, egui::Color32::from_black_alpha(160));
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            "Drop a scenario (.ron) to open it, or an image to use it as the map",
            egui::FontId::proportional(20.0),
            egui::Color32::WHITE,
        );
    }

    /// Delete and Escape from the Edit menu reach the active tool as the key presses they stand for.
    pub(super) fn pass_tool_keys(&mut self, ctx: &Context) {
        for key in self.tool_keys.drain(..) {
            ctx.input_mut(|i| {
                i.events.push(egui::Event::Key {
                    key,
                    physical_key: None,
                    pressed: true,
                    repeat: false,
                    modifiers: egui::Modifiers::NONE,
                })
            });
        }
    }

    pub(super) fn menu_bar(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let state = menu_bar::MenuState {
            can_undo: self.doc.can_undo(),
            can_redo: self.doc.can_redo(),
            player_view: !self.view.audience.is_umpire(),
            dark_theme: ui.ctx().theme() == egui::Theme::Dark,
            recent: &self.recent.paths,
        };
        menu_bar::ui(ui, &state, commands);
    }

    pub(super) fn tab_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            for tab in Tab::ALL {
                ui.selectable_value(&mut self.view.tab, tab, tab.label())
                    .on_hover_text(tab.about());
            }
            ui.separator();
            self.audience_picker(ui);
        });
    }

    /// The audience picker, set apart from the tabs: who the window shows the battle to.
    pub(super) fn audience_picker(&mut self, ui: &mut Ui) {
        let s = self.doc.scenario();
        let current = self.view.audience;
        ui.label("Shown to:");
        let picked = egui::ComboBox::from_id_salt("audience_picker")
            .selected_text(audience_text(s, current))
            .show_ui(ui, |ui| {
                let mut chosen = current;
                for a in Audience::ALL {
                    ui.selectable_value(&mut chosen, a, audience_text(s, a));
                }
                chosen
            });
        picked.response.on_hover_text(
            "Who is looking: the umpire sees everything; each side sees only what its troops have found out; the public sees only what is face up (Ctrl+Shift+P for the next)",
        );
        if let Some(a) = picked.inner {
            self.view.audience = a;
        }
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui) {
        let problems =
            self.current_problems().len() + model::placement_problems(self.doc.scenario()).len();
        let work = self.work();
        let status = status_bar::Status {
            dirty: self.doc.is_dirty(),
            file: self.doc.path.as_deref(),
            problems,
            work: &work,
            last_message: self.status_message(),
        };
        match status_bar::ui(ui, &status) {
            Some(status_bar::Clicked::Problems) => self.view.show_problems = true,
            Some(status_bar::Clicked::Messages) => self.view.show_messages = true,
            Some(status_bar::Clicked::Cancel(i)) => self.cancel_work(i),
            None => {}
        }
    }

    pub(super) fn windows(&mut self, ctx: &Context) {
        if self.view.show_problems {
            let mut open = true;
            status_bar::problems_window(
                ctx,
                &mut open,
                self.doc.scenario(),
                self.current_problems(),
            );
            self.view.show_problems = open;
        }
        if let Some(mut page) = self.view.help {
            let mut open = true;
            crate::app::help::window(ctx, &mut open, &mut page);
            self.view.help = open.then_some(page);
        }
        if self.view.show_messages {
            let mut open = true;
            status_bar::messages_window(ctx, &mut open, &self.messages);
            self.view.show_messages = open;
        }
    }
}

/// "Umpire", "Side A: Prussian army", "Public".
fn audience_text(s: &crate::model::Scenario, a: Audience) -> String {
    match a {
        Audience::Side(side) => format!("{side:?}: {}", s.side(side).name),
        other => other.label(s),
    }
}
