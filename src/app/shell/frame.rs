//! One frame of the window: input first (close requests, dropped files, shortcuts, answers
//! of dialogs and jobs), then the menu bar, the tabs, the status bar, the tab shown and the
//! windows; then the commands, the undo settle, the autosave and the title.

use super::{FrameStart, LastChange, Tab, UmpireApp, install_fonts};
use crate::app::commands::{Command, take_shortcut_commands};
use crate::app::dialogs::{Dialog, Then};
use crate::app::view::{Audience, Message, Severity};
use crate::app::{frames, menu_bar, status_bar};
use crate::i18n::tr;
use crate::model;
use egui::{Context, RichText, Ui, ViewportCommand};
use std::path::PathBuf;
use std::time::Duration;

/// After an edit, frames keep coming this long so the undo point is recorded even when idle.
const UNDO_SETTLE: Duration =
    Duration::from_millis((crate::app::document::SETTLE_SECONDS * 1000.0) as u64);

impl UmpireApp {
    /// Draw one frame of the whole window.
    pub fn ui_frame(&mut self, ui: &mut Ui) {
        profiling::function_scope!();
        let ctx = ui.ctx().clone();
        if self.ctx.is_none() {
            install_fonts(&ctx);
        }
        self.ctx = Some(ctx.clone());
        let now = ctx.input(|i| i.time);
        self.begin_frame();

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
        // A dialog may have shown the umpire's view or opened another document.
        self.sync_read_only();

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
        self.show_players_screen(&ctx);
        self.drop_overlay(&ctx);

        let asking_before = (self.view.dialogs.len(), self.picker.is_showing());
        for command in commands {
            self.run(&ctx, command);
        }
        self.sync_read_only();
        // A dialog a command opened shows in the next frame: draw it now, not at the next input.
        if (self.view.dialogs.len(), self.picker.is_showing()) != asking_before {
            ctx.request_repaint();
        }

        self.doc.end_frame(now);
        if self.stamp_messages() {
            // Drawn before the panels that said it: show it now, not at the next input.
            ctx.request_repaint();
        }
        self.keep_frames_coming(&ctx, now);
        let clock = self.now(&ctx);
        self.tick_autosave(&ctx, clock);
        self.update_title(&ctx);
        super::warm_up::start_once(&ctx);
        crate::app::trace::once(crate::app::trace::FIRST_FRAME);
        let ready = self.map.is_settled()
            && !self.measure_pending()
            && (!self.players.is_open() || self.players.is_settled());
        if let Some(hook) = &mut self.screenshot
            && hook.step(&ctx, ready)
        {
            self.close_confirmed = true;
            ctx.send_viewport_cmd(ViewportCommand::Close);
        }
    }

    /// Note the document as the frame begins, and make it read-only in a player's view.
    fn begin_frame(&mut self) {
        // The window's thread speaks the window's language; its jobs take it along.
        crate::i18n::set_thread_lang(self.view.lang);
        self.sync_read_only();
        self.frame_start = FrameStart {
            document: (self.doc.id(), self.doc.generation()),
            refused: self.doc.refused(),
            undone: false,
        };
    }

    /// A player's view is read-only: the document refuses every edit there.
    pub(super) fn sync_read_only(&mut self) {
        self.lock_to_copy();
        self.doc.set_read_only(self.player_view());
        let read_only = self.player_view();
        if let Some(c) = &mut self.campaign {
            c.doc.set_read_only(read_only);
        }
    }

    /// Stamp the messages said in this frame with the document's state (and with the edit
    /// they tell, when the document changed as they were said), after saying why an edit was
    /// refused; true when there are new ones.
    pub(super) fn stamp_messages(&mut self) -> bool {
        let start = &self.frame_start;
        if self.doc.id() == start.document.0 && self.doc.refused() > start.refused {
            let note = self.read_only_note();
            self.info(note);
        }
        let now = self.doc.generation();
        let changed = (self.doc.id(), now) != self.frame_start.document && !self.frame_start.undone;
        let mut new = false;
        for m in self.messages.iter_mut().rev() {
            if m.said_at.is_some() {
                break;
            }
            m.said_at = Some(now);
            m.tells_edit = changed.then_some(now);
            new = true;
        }
        new
    }

    /// Why nothing changed in a player's view.
    pub(super) fn read_only_note(&self) -> String {
        if let Some(banner) = crate::record::player_copy::copy_banner(self.doc.scenario()) {
            return tr!(ShellCopyReadOnly, banner = banner);
        }
        tr!(
            ShellViewReadOnly,
            view = view_name(self.doc.scenario(), self.view.audience)
        )
    }

    /// The message the status bar shows: the latest one the audience looking is told, in its
    /// words, unless it is an error or a warning and the document has changed since (it
    /// stays in the Messages window).
    pub fn status_message(&self) -> Option<Message> {
        let a = self.view.audience;
        let m = self
            .messages
            .iter()
            .rev()
            .find(|m| m.text_for(a).is_some())?;
        let stale =
            m.severity != Severity::Info && m.said_at.is_some_and(|at| at != self.doc.generation());
        if stale { None } else { m.as_told_to(a) }
    }

    /// Undo or redo has changed the document: say what, in the words the step was told in.
    pub(super) fn say_undone(&mut self, redone: bool, step: u64) {
        let done = |change: String| match redone {
            false => tr!(ShellUndone, change = change),
            true => tr!(ShellRedone, change = change),
        };
        self.frame_start.undone = true;
        let told = self
            .messages
            .iter()
            .rev()
            .find(|m| m.tells_edit == Some(step))
            .map(|m| m.reframed(Severity::Info, |t| done(t.to_string())));
        match told {
            Some(m) => self.say(m),
            None => self.info(done(tr!(ShellTheLastChange))),
        }
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
        if self.campaign_holds_work() {
            ctx.send_viewport_cmd(ViewportCommand::CancelClose);
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

    /// A `.ron` or a battle bundle dropped on the window opens it; an image becomes the map.
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
    /// Neither in a player's view, which is read-only.
    pub(super) fn open_dropped(&mut self, ctx: &Context, path: PathBuf) {
        if self.player_view() && !self.may_replace_copy(&path) {
            let note = self.read_only_note();
            self.info(note);
            return;
        }
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        match ext.as_str() {
            // A campaign opens beside the scenario, which stays as it is.
            "ron" if super::campaign::is_campaign_file(&path) => {
                self.open_campaign(path);
            }
            "ron" | "umpire" => self.guard_unsaved(ctx, Then::OpenPath(path)),
            "png" | "jpg" | "jpeg" | "webp" => {
                self.view.tab = Tab::Designer;
                self.map.load_image(path);
            }
            _ => self.error(tr!(ShellDroppedUnknown, path = path.display().to_string())),
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
            tr!(ShellDropHere),
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
            can_undo: self.can_undo(),
            can_redo: self.can_redo(),
            player_view: !self.view.audience.is_umpire(),
            player_copy: self.copy_audience().is_some(),
            copy_audience: self.copy_audience(),
            dark_theme: ui.ctx().theme() == egui::Theme::Dark,
            recent: &self.recent.paths,
            players_screen: self.players.is_open(),
            campaign_open: self.campaign.is_some(),
            demo_campaign: super::campaign::demo_campaign().is_some(),
            lang: self.view.lang,
        };
        menu_bar::ui(ui, &state, commands);
    }

    pub(super) fn tab_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            self.campaign_tab(ui);
            let campaign = self.campaign_shown();
            for tab in Tab::ALL {
                let r = ui
                    .selectable_label(self.view.tab == tab && !campaign, tab.label())
                    .on_hover_text(tab.about());
                if r.clicked() {
                    self.view.tab = tab;
                    self.show_campaign(false);
                }
            }
            ui.separator();
            self.audience_picker(ui);
        });
    }

    /// The audience picker, set apart from the tabs: who the window shows the battle to.
    pub(super) fn audience_picker(&mut self, ui: &mut Ui) {
        if self.copy_lock(ui) {
            return;
        }
        let s = self.doc.scenario();
        let current = self.view.audience;
        ui.label(tr!(ShellShownTo));
        let picked = egui::ComboBox::from_id_salt("audience_picker")
            .selected_text(audience_text(s, current))
            .show_ui(ui, |ui| {
                let mut chosen = current;
                for a in Audience::ALL {
                    ui.selectable_value(&mut chosen, a, audience_text(s, a));
                }
                chosen
            });
        picked
            .response
            .accessible_name(tr!(ShellShownToName))
            .on_hover_text(tr!(ShellShownToWhy));
        match picked.inner {
            // The umpire's view shows every secret: asked first.
            Some(Audience::Umpire) if self.player_view() => self.ask_for_umpire_view(),
            Some(a) => self.view.audience = a,
            None => {}
        }
        if self.player_view() {
            ui.label(RichText::new(tr!(ShellReadOnly)).color(ui.visuals().warn_fg_color))
                .on_hover_text(tr!(ShellReadOnlyWhy));
        }
    }

    pub(super) fn status_bar(&mut self, ui: &mut Ui) {
        let problems =
            self.current_problems().len() + model::placement_problems(self.doc.scenario()).len();
        let work = self.work();
        let status_message = self.status_message();
        // The Campaign view's file is the campaign's.
        let (dirty, file) = match self.campaign.as_ref().filter(|c| c.shown) {
            Some(c) => (c.doc.is_dirty(), c.doc.path.as_deref()),
            None => (self.doc.is_dirty(), self.doc.path.as_deref()),
        };
        let status = status_bar::Status {
            dirty,
            file,
            problems,
            work: &work,
            last_message: status_message.as_ref(),
        };
        match status_bar::ui(ui, &status) {
            Some(status_bar::Clicked::Problems) => self.view.show_problems = true,
            Some(status_bar::Clicked::Messages) => self.view.show_messages = true,
            Some(status_bar::Clicked::Cancel(i)) => self.cancel_work(i),
            None => {}
        }
    }

    /// The players' screen, while open, up to date with the document and the desk's turn.
    fn show_players_screen(&mut self, ctx: &Context) {
        let feed = crate::app::players_screen::Feed {
            doc: &self.doc,
            desk: &mut self.desk,
            scenario_dir: self
                .doc
                .path
                .as_deref()
                .and_then(crate::app::files::folder_of),
            embedded: self
                .embedded_map
                .as_ref()
                .map(|m| (m.name.as_str(), &m.bytes)),
        };
        self.players.show(ctx, feed);
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
            crate::app::help::window(ctx, &mut open, &mut page, &mut self.view.help_text);
            self.view.help = open.then_some(page);
        }
        if self.view.show_messages {
            let mut open = true;
            status_bar::messages_window(ctx, &mut open, &self.messages, self.view.audience);
            self.view.show_messages = open;
        }
    }
}

/// "The view of Prussian army", "The public view", "The umpire's view".
pub fn view_name(s: &crate::model::Scenario, a: Audience) -> String {
    match a {
        Audience::Umpire => tr!(ShellUmpiresView),
        Audience::Side(side) => tr!(ShellSidesView, side = s.side(side).name.as_str()),
        Audience::Public => tr!(ShellPublicView),
    }
}

/// "Umpire", "Side A: Prussian army", "Public".
fn audience_text(s: &crate::model::Scenario, a: Audience) -> String {
    match a {
        Audience::Side(side) => format!("{side:?}: {}", s.side(side).name),
        Audience::Umpire => tr!(ShellAudienceUmpire),
        Audience::Public => tr!(ShellAudiencePublic),
    }
}
