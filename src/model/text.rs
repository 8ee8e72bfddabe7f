//! Words of a closed set (a terrain, a kind of entry, a measure) as `&'static str` in the
//! language in force: the names the floors above take by reference, translated once per
//! language and message and kept for the run (a handful of short texts).

use crate::i18n::{Lang, Msg, current, text_in};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// The text of a message without variables in the language in force, kept for the run.
pub fn fixed(msg: Msg) -> &'static str {
    static KEPT: OnceLock<Mutex<HashMap<(Lang, Msg), &'static str>>> = OnceLock::new();
    let lang = current();
    let mut kept = KEPT
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    kept.entry((lang, msg))
        .or_insert_with(|| Box::leak(text_in(lang, msg, None).into_boxed_str()))
}

/// A whole figure inside a message as the model's messages write it: its digits alone in
/// English (as they always were, "3300"), grouped the French way in French ("3 300").
pub fn figure(n: impl Into<i128>) -> String {
    let n = n.into();
    match current() {
        Lang::En => n.to_string(),
        Lang::Fr => crate::i18n::whole_number(n),
    }
}

/// A number from the file inside a message as the model's messages write it: as Rust writes
/// it in English (as it always was, "2.5", "NaN"), the French way in French ("2,5") when it is
/// a number at all.
pub fn decimal<T: std::fmt::Display + Copy + Into<f64>>(v: T) -> String {
    let value: f64 = v.into();
    match current() {
        Lang::Fr if value.is_finite() => crate::i18n::number(value),
        _ => v.to_string(),
    }
}
