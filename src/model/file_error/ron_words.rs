//! The RON reader's words for why a text does not read, in the language in force: the causes a
//! hand-edited scenario or campaign meets (a missing comma, a misspelt field, a field left out,
//! a text that ends too soon). English says them as the reader does, word for word (tested);
//! a cause not listed here, or one naming something that is not a plain identifier, keeps the
//! reader's own words in every language.

use crate::i18n::tr;
use ron::Error;

/// Why a RON text does not read, in the language in force.
pub fn ron_words(e: &Error) -> String {
    fixed(e)
        .or_else(|| fields(e))
        .unwrap_or_else(|| e.to_string())
}

/// A cause with no name in it.
fn fixed(e: &Error) -> Option<String> {
    let cause = match e {
        Error::Eof => "eof",
        Error::ExpectedArray => "array",
        Error::ExpectedArrayEnd => "array-end",
        Error::ExpectedBoolean => "boolean",
        Error::ExpectedComma => "comma",
        Error::ExpectedFloat => "float",
        Error::ExpectedInteger => "integer",
        Error::ExpectedOption => "option",
        Error::ExpectedOptionEnd | Error::ExpectedStructLikeEnd => "paren-end",
        Error::ExpectedMapColon => "colon",
        Error::ExpectedStructLike => "paren",
        Error::ExpectedString => "string",
        Error::ExpectedStringEnd => "string-end",
        Error::ExpectedIdentifier => "identifier",
        Error::IntegerOutOfBounds => "out-of-bounds",
        Error::TrailingCharacters => "trailing",
        Error::UnexpectedChar(c) => {
            return Some(tr!(FilesRonUnexpectedChar, char = format!("{c:?}")));
        }
        _ => return None,
    };
    Some(tr!(FilesRonExpected, cause = cause))
}

/// A field or a variant unknown, missing or repeated, named as the reader names it.
fn fields(e: &Error) -> Option<String> {
    match e {
        Error::MissingStructField { field, outer }
        | Error::DuplicateStructField { field, outer } => {
            let problem = match e {
                Error::DuplicateStructField { .. } => "duplicate",
                _ => "missing",
            };
            let (outer, inside) = outer_of(outer.as_deref())?;
            Some(tr!(
                FilesRonField,
                problem = problem,
                field = quoted(field)?,
                outer = outer,
                inside = inside
            ))
        }
        Error::NoSuchStructField {
            expected,
            found,
            outer,
        }
        | Error::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => {
            let sort = match e {
                Error::NoSuchEnumVariant { .. } => "variant",
                _ => "field",
            };
            let (outer, inside) = outer_of(outer.as_deref())?;
            let (first, last) = alternatives(expected)?;
            Some(tr!(
                FilesRonUnknown,
                sort = sort,
                found = quoted(found)?,
                outer = outer,
                inside = inside,
                count = expected.len(),
                first = first,
                last = last
            ))
        }
        _ => None,
    }
}

/// A plain identifier as the reader writes it (`` `title` ``); `None` for anything else,
/// which the reader writes its own way.
fn quoted(name: &str) -> Option<String> {
    let mut chars = name.chars();
    let first = chars.next()?;
    let plain = (first.is_ascii_alphabetic() || first == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
    plain.then(|| format!("`{name}`"))
}

/// The struct or enum a name was looked for in, quoted, and whether there is one (`yes`,
/// `no`), as the messages select on it.
fn outer_of(outer: Option<&str>) -> Option<(String, &'static str)> {
    match outer {
        Some(outer) => Some((quoted(outer)?, "yes")),
        None => Some((String::new(), "no")),
    }
}

/// The names the reader expected, quoted: all but the last joined by commas, and the last.
fn alternatives(expected: &[&str]) -> Option<(String, String)> {
    let quoted: Vec<String> = expected.iter().map(|n| quoted(n)).collect::<Option<_>>()?;
    match quoted.split_last() {
        Some((last, rest)) => Some((rest.join(", "), last.clone())),
        None => Some((String::new(), String::new())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with_lang};

    /// One of each cause translated, with no, one, two and three names expected.
    fn causes() -> Vec<Error> {
        let mut causes = vec![
            Error::Eof,
            Error::ExpectedArray,
            Error::ExpectedArrayEnd,
            Error::ExpectedBoolean,
            Error::ExpectedComma,
            Error::ExpectedFloat,
            Error::ExpectedInteger,
            Error::ExpectedOption,
            Error::ExpectedOptionEnd,
            Error::ExpectedStructLikeEnd,
            Error::ExpectedMapColon,
            Error::ExpectedStructLike,
            Error::ExpectedString,
            Error::ExpectedStringEnd,
            Error::ExpectedIdentifier,
            Error::IntegerOutOfBounds,
            Error::TrailingCharacters,
            Error::UnexpectedChar('}'),
            Error::UnexpectedChar('\n'),
        ];
        for outer in [None, Some("Scenario".to_string())] {
            causes.push(Error::MissingStructField {
                field: "title",
                outer: outer.clone(),
            });
            causes.push(Error::DuplicateStructField {
                field: "title",
                outer: outer.clone(),
            });
            for expected in [
                &[][..],
                &["title"][..],
                &["title", "notes"][..],
                &["title", "notes", "map"][..],
            ] {
                causes.push(Error::NoSuchStructField {
                    expected,
                    found: "titel".into(),
                    outer: outer.clone(),
                });
                causes.push(Error::NoSuchEnumVariant {
                    expected,
                    found: "Infantery".into(),
                    outer: outer.clone(),
                });
            }
        }
        causes
    }

    #[test]
    fn english_keeps_the_readers_words_and_french_has_its_own() {
        for e in causes() {
            let english = with_lang(Lang::En, || ron_words(&e));
            assert_eq!(english, e.to_string(), "{e:?}");
            let french = with_lang(Lang::Fr, || ron_words(&e));
            assert_ne!(french, english, "{e:?}");
        }
    }

    #[test]
    fn names_the_reader_writes_its_own_way_keep_its_words() {
        let odd = Error::MissingStructField {
            field: "r#type",
            outer: None,
        };
        assert_eq!(with_lang(Lang::Fr, || ron_words(&odd)), odd.to_string());
        let message = Error::Message("not a date".into());
        assert_eq!(with_lang(Lang::Fr, || ron_words(&message)), "not a date");
    }
}
