//! A picker that answers one question itself, as a user choosing a file would, and leaves
//! every other to the window's own: the traced reopen's File → Open and the traced exports'
//! File → Export run the code a user's do, without a dialog on screen.

use crate::app::files::{
    FileAnswer, FilePicker, FilePurpose, FileRequest, ScriptedPicker, WindowHandles,
};
use crate::app::shell::UmpireApp;
use egui::Context;
use std::path::PathBuf;

struct AnsweringPicker {
    /// The question to answer, with its answer; taken when asked.
    answer: Option<(FilePurpose, PathBuf)>,
    ready: Option<FileAnswer>,
    /// Called when the answer is taken: the moment a user's choice would reach the window.
    on_answer: fn(),
    inner: Box<dyn FilePicker>,
}

impl UmpireApp {
    /// Answer the next question of `purpose` with `path` (and call `on_answer` as the answer
    /// is taken); every other question goes to the window's picker.
    pub(super) fn answer_next(&mut self, purpose: FilePurpose, path: PathBuf, on_answer: fn()) {
        let inner = std::mem::replace(&mut self.picker, Box::new(ScriptedPicker::default()));
        self.picker = Box::new(AnsweringPicker {
            answer: Some((purpose, path)),
            ready: None,
            on_answer,
            inner,
        });
    }
}

impl FilePicker for AnsweringPicker {
    fn ask(&mut self, request: FileRequest, ctx: &Context) {
        match self.answer.take() {
            Some((purpose, path)) if request.purpose == purpose => {
                self.ready = Some(FileAnswer::Chosen(path));
                // A dialog's answer wakes the window, as this one does.
                ctx.request_repaint();
            }
            answer => {
                self.answer = answer;
                self.inner.ask(request, ctx);
            }
        }
    }

    fn poll(&mut self) -> Option<FileAnswer> {
        match self.ready.take() {
            Some(answer) => {
                (self.on_answer)();
                Some(answer)
            }
            None => self.inner.poll(),
        }
    }

    fn attach_to_window(&mut self, window: &dyn WindowHandles) {
        self.inner.attach_to_window(window);
    }

    fn show(&mut self, ctx: &Context) {
        self.inner.show(ctx);
    }

    fn is_showing(&self) -> bool {
        self.inner.is_showing()
    }
}
