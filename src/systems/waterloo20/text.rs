//! Sentences put together piece by piece.
//!
//! A verdict on a long log writes some thousands of short pieces (names, numbers, words).
//! Through `write!` each piece costs several dynamic calls, far more than copying it; the
//! sentences written for every event are therefore appended with [`push!`], which copies
//! strings as they are and writes integers as `Display` does. Rare sentences keep `format!`.

use super::combat::Signed;

/// Something [`push!`] appends to a sentence.
pub(crate) trait Piece {
    fn push_to(&self, out: &mut String);
}

impl Piece for str {
    fn push_to(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl Piece for String {
    fn push_to(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl<T: Piece + ?Sized> Piece for &T {
    fn push_to(&self, out: &mut String) {
        (**self).push_to(out);
    }
}

impl Piece for u64 {
    #[inline]
    fn push_to(&self, out: &mut String) {
        push_digits(out, *self);
    }
}

impl Piece for u32 {
    #[inline]
    fn push_to(&self, out: &mut String) {
        push_digits(out, u64::from(*self));
    }
}

impl Piece for usize {
    #[inline]
    fn push_to(&self, out: &mut String) {
        // usize is at most 64 bits on every target Rust supports.
        push_digits(out, *self as u64);
    }
}

impl Piece for i64 {
    #[inline]
    fn push_to(&self, out: &mut String) {
        if *self < 0 {
            out.push('-');
        }
        push_digits(out, self.unsigned_abs());
    }
}

/// A differential as the CRT prints it: +2, 0, −1 (as [`super::signed`]).
impl Piece for Signed {
    fn push_to(&self, out: &mut String) {
        match self.0 {
            n if n > 0 => out.push('+'),
            n if n < 0 => out.push('−'),
            _ => {}
        }
        push_digits(out, self.0.unsigned_abs());
    }
}

/// The decimal digits of `n`, as `Display` writes them.
#[inline]
fn push_digits(out: &mut String, n: u64) {
    // Most numbers in a verdict are rolls, columns and Morale Points: one digit.
    if n < 10 {
        out.push(char::from(b'0' + n as u8));
    } else {
        crate::systems::exact::push_digits(out, n, 1);
    }
}

/// Appends each piece to the String `out`: `push!(out, "Roll ", roll, " in column ", col, ".")`.
macro_rules! push {
    ($out:expr, $($piece:expr),+ $(,)?) => {{
        let out: &mut String = $out;
        $( $crate::systems::waterloo20::text::Piece::push_to(&$piece, out); )+
    }};
}
pub(crate) use push;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_written_as_display_writes_them() {
        for n in [0i64, 7, -7, 10, -10, 99, 100, 1234567, i64::MAX, i64::MIN] {
            let mut out = String::new();
            push!(&mut out, n, "|", Signed(n));
            assert_eq!(out, format!("{n}|{}", super::super::signed(n)));
        }
        let mut out = String::new();
        push!(
            &mut out,
            u64::MAX,
            " ",
            0u32,
            " ",
            42usize,
            " ",
            "x",
            String::from("y")
        );
        assert_eq!(out, format!("{} 0 42 xy", u64::MAX));
    }
}
