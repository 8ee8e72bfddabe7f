//! Measuring and wrapping text with the embedded font's own glyph advances.
//!
//! printpdf places glyphs where it is told and measures nothing, so every width, right alignment
//! and line break of the report is computed here from DejaVu Sans's metrics (through ab_glyph).
//! printpdf writes `TextItem::Text` without kerning, so kerning is not applied here either: the
//! measured width is the printed width.

use ab_glyph::{Font, FontRef};

// DejaVu Sans (free licence that allows embedding; see `assets/fonts/LICENSE-DejaVu.txt`).
use crate::assets::{bold_ttf, regular_ttf};

/// The two faces the report uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    Regular,
    Bold,
}

/// Whether a line may break at `c`: at white space, but never at the no-break spaces French
/// typography puts before ":" and "%" (U+00A0, U+202F) nor at a figure space.
fn breaks_line(c: char) -> bool {
    c.is_whitespace() && !matches!(c, '\u{A0}' | '\u{202F}' | '\u{2007}')
}

/// Metrics of both faces.
pub struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
}

impl Fonts {
    /// The embedded faces. They are compiled in, so failing to parse them is a build defect.
    pub fn embedded() -> Fonts {
        Fonts {
            regular: FontRef::try_from_slice(regular_ttf())
                .expect("embedded DejaVuSans.ttf parses"),
            bold: FontRef::try_from_slice(bold_ttf()).expect("embedded DejaVuSans-Bold.ttf parses"),
        }
    }

    fn font(&self, face: Face) -> &FontRef<'static> {
        match face {
            Face::Regular => &self.regular,
            Face::Bold => &self.bold,
        }
    }

    fn em(&self, face: Face) -> f32 {
        self.font(face).units_per_em().unwrap_or(2048.0)
    }

    /// Width of `text` in points at `size` points.
    pub fn width(&self, face: Face, size: f32, text: &str) -> f32 {
        let font = self.font(face);
        let units: f32 = text
            .chars()
            .map(|c| font.h_advance_unscaled(font.glyph_id(c)))
            .sum();
        units * size / self.em(face)
    }

    /// Height above the baseline of the tallest glyphs, in points.
    pub fn ascent(&self, face: Face, size: f32) -> f32 {
        self.font(face).ascent_unscaled() * size / self.em(face)
    }

    /// Depth below the baseline (positive), in points.
    pub fn descent(&self, face: Face, size: f32) -> f32 {
        -self.font(face).descent_unscaled() * size / self.em(face)
    }

    /// The longest prefix of `text` (cut at a char boundary) that fits `max` points with an
    /// ellipsis after it, or the whole text when it fits.
    pub fn truncate(&self, face: Face, size: f32, text: &str, max: f32) -> String {
        if self.width(face, size, text) <= max {
            return text.to_string();
        }
        let ellipsis = "…";
        let room = max - self.width(face, size, ellipsis);
        let mut out = String::new();
        let mut w = 0.0;
        for c in text.chars() {
            let cw = self.width(face, size, c.encode_utf8(&mut [0; 4]));
            if w + cw > room {
                break;
            }
            w += cw;
            out.push(c);
        }
        out.push_str(ellipsis);
        out
    }

    /// Break `text` into lines no wider than `max` points. Paragraphs (`\n`) are kept; words are
    /// split at spaces; a word wider than a whole line is cut between characters. An empty text
    /// gives one empty line, so that a table cell keeps its height.
    pub fn wrap(&self, face: Face, size: f32, text: &str, max: f32) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.split('\n') {
            self.wrap_paragraph(face, size, paragraph, max, &mut lines);
        }
        if lines.is_empty() {
            lines.push(String::new());
        }
        lines
    }

    fn wrap_paragraph(&self, face: Face, size: f32, text: &str, max: f32, out: &mut Vec<String>) {
        let space = self.width(face, size, " ");
        let mut line = String::new();
        let mut line_w = 0.0;
        for word in text.split(breaks_line).filter(|w| !w.is_empty()) {
            let word_w = self.width(face, size, word);
            let needed = if line.is_empty() {
                word_w
            } else {
                line_w + space + word_w
            };
            if needed <= max {
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(word);
                line_w = needed;
                continue;
            }
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
            }
            if word_w <= max {
                line = word.to_string();
                line_w = word_w;
            } else {
                let mut pieces = self.split_word(face, size, word, max);
                let last = pieces.pop().unwrap_or_default();
                out.extend(pieces);
                line_w = self.width(face, size, &last);
                line = last;
            }
        }
        out.push(line);
    }

    /// Cut a word too long for a line into pieces that fit (at least one character each),
    /// with a hyphen where a piece breaks between two letters.
    fn split_word(&self, face: Face, size: f32, word: &str, max: f32) -> Vec<String> {
        let hyphen = self.width(face, size, "-");
        let chars: Vec<char> = word.chars().collect();
        let mut pieces = Vec::new();
        let mut piece = String::new();
        let mut w = 0.0;
        for (i, &c) in chars.iter().enumerate() {
            let cw = self.width(face, size, c.encode_utf8(&mut [0; 4]));
            let between_letters = i > 0 && chars[i - 1].is_alphabetic() && c.is_alphabetic();
            let room = if between_letters { max - hyphen } else { max };
            if w + cw > room && !piece.is_empty() {
                if between_letters && piece.chars().count() > 1 {
                    piece.push('-');
                }
                pieces.push(std::mem::take(&mut piece));
                w = 0.0;
            }
            piece.push(c);
            w += cw;
        }
        pieces.push(piece);
        pieces
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_follow_the_font_metrics() {
        let f = Fonts::embedded();
        // DejaVu Sans: 2048 units per em; "M" advances 1767 units, "i" 569 units.
        let m = f.width(Face::Regular, 10.0, "M");
        assert!((m - 1767.0 * 10.0 / 2048.0).abs() < 1e-3, "{m}");
        let i = f.width(Face::Regular, 10.0, "i");
        assert!((i - 569.0 * 10.0 / 2048.0).abs() < 1e-3, "{i}");
        assert!(
            f.width(Face::Bold, 10.0, "Minor victory")
                > f.width(Face::Regular, 10.0, "Minor victory")
        );
        assert_eq!(f.width(Face::Regular, 12.0, ""), 0.0);
        // Width scales with size.
        let w10 = f.width(Face::Regular, 10.0, "Lobositz");
        let w20 = f.width(Face::Regular, 20.0, "Lobositz");
        assert!((w20 - 2.0 * w10).abs() < 1e-3);
    }

    #[test]
    fn every_french_glyph_is_in_both_faces_and_no_break_spaces_hold() {
        let f = Fonts::embedded();
        for face in [Face::Regular, Face::Bold] {
            let font = f.font(face);
            for c in "éèêëàâäçîïôöûùüÿœæÉÈÊËÀÂÇÎÏÔÛÙÜŒÆ«»’…–—\u{A0}\u{202F}".chars()
            {
                assert_ne!(
                    font.glyph_id(c).0,
                    0,
                    "{face:?} lacks {c:?} (U+{:04X})",
                    c as u32
                );
            }
            // The spaces are measured: a narrow one, narrower than a word space.
            let narrow = f.width(face, 10.0, "\u{202F}");
            assert!(
                narrow > 0.0 && narrow < f.width(face, 10.0, " "),
                "{narrow}"
            );
            assert!(f.width(face, 10.0, "\u{A0}") > 0.0);
        }
        // A line never breaks at a no-break space: "11,38 %" and "Pourquoi :" stay whole.
        let text = "Pertes\u{A0}: 11,38\u{202F}% de l'effectif, pourcentage de pertes";
        let narrow = f.width(Face::Regular, 9.0, "Pertes\u{A0}: 11,38\u{202F}%");
        for max in [narrow, narrow + 10.0, 200.0] {
            let lines = f.wrap(Face::Regular, 9.0, text, max);
            assert!(
                lines.iter().any(|l| l.contains("11,38\u{202F}%")),
                "{max}: {lines:?}"
            );
            assert!(lines[0].starts_with("Pertes\u{A0}:"), "{max}: {lines:?}");
            for l in &lines {
                assert!(
                    f.width(Face::Regular, 9.0, l) <= max + 1e-3,
                    "{l:?} over {max}"
                );
            }
        }
    }

    #[test]
    fn wrapping_keeps_every_line_within_the_width() {
        let f = Fonts::embedded();
        let text = "The Prussian army attacked the Austrian position at Lobositz in the fog \
                    and held the Lobosch hill at nightfall.";
        let max = 120.0;
        let lines = f.wrap(Face::Regular, 9.0, text, max);
        assert!(lines.len() >= 3, "{lines:?}");
        for l in &lines {
            assert!(f.width(Face::Regular, 9.0, l) <= max, "{l:?} too wide");
        }
        assert_eq!(
            lines.join(" "),
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        );
    }

    #[test]
    fn paragraphs_and_long_words() {
        let f = Fonts::embedded();
        assert_eq!(
            f.wrap(Face::Regular, 9.0, "one\ntwo", 500.0),
            vec!["one", "two"]
        );
        assert_eq!(f.wrap(Face::Regular, 9.0, "", 500.0), vec![""]);
        let long = "x".repeat(200);
        let lines = f.wrap(Face::Regular, 9.0, &long, 50.0);
        assert!(lines.len() > 3);
        // A word broken between letters is hyphenated.
        assert!(lines[..lines.len() - 1].iter().all(|l| l.ends_with('-')));
        assert_eq!(lines.concat().replace('-', ""), long);
        for l in &lines {
            assert!(f.width(Face::Regular, 9.0, l) <= 50.0);
        }
        let digits = "1".repeat(60);
        let lines = f.wrap(Face::Regular, 9.0, &digits, 50.0);
        assert_eq!(lines.concat(), digits, "no hyphen inside a number");
    }

    #[test]
    fn truncation_adds_an_ellipsis_only_when_needed() {
        let f = Fonts::embedded();
        assert_eq!(f.truncate(Face::Regular, 9.0, "short", 100.0), "short");
        let t = f.truncate(Face::Regular, 9.0, "a rather long unit name indeed", 50.0);
        assert!(t.ends_with('…'));
        assert!(f.width(Face::Regular, 9.0, &t) <= 50.0);
    }
}
