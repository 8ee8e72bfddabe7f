//! Figures inside the model's messages, written as the model always wrote them in English
//! (the closed sets' names, a terrain or a kind of entry, are [`crate::i18n::fixed`]).

use crate::i18n::{Lang, current};

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
