//! The report's fonts cut down to the glyphs its pages use.
//!
//! printpdf subsets fonts only with its text-layout engine (the `text_layout` feature: azul's
//! layout, CSS and font-loading crates, about a quarter of a clean release build); the report
//! lays out its own text, so printpdf is built without it and embeds each font whole, and the
//! font programs are cut here with `subsetter` (typst's subsetter).
//!
//! `subsetter` numbers the glyphs it keeps afresh (`.notdef` first). The page contents, the
//! widths (`/W`) and the text mapping (`/ToUnicode`) are left as printpdf wrote them, keyed by
//! the font's original glyph ids used as character ids; the font's `/CIDToGIDMap` takes each
//! character id to its glyph in the subset (ISO 32000-1, 9.7.4.2).

use lopdf::{Dictionary, Document, Object, ObjectId, Stream};
use subsetter::GlyphRemapper;

/// Cut every whole TrueType font of `doc` (a Type 0 font over a `CIDFontType2` with the
/// identity glyph map, as printpdf writes one) down to the glyphs its `/W` array lists. A font
/// this cannot read is left whole: the PDF is then larger, never wrong.
pub fn subset_fonts(doc: &mut Document) {
    let fonts: Vec<ObjectId> = doc
        .objects
        .iter()
        .filter(|(_, o)| {
            o.as_dict().is_ok_and(|d| {
                d.get(b"Subtype")
                    .and_then(Object::as_name)
                    .is_ok_and(|n| n == b"Type0")
            })
        })
        .map(|(&id, _)| id)
        .collect();
    for id in fonts {
        subset_font(doc, id);
    }
}

/// The parts of one font that subsetting changes.
struct WholeFont {
    cid_font: Dictionary,
    descriptor: ObjectId,
    program_id: ObjectId,
    program: Vec<u8>,
    glyphs: Vec<u16>,
}

fn subset_font(doc: &mut Document, type0: ObjectId) -> Option<()> {
    let whole = whole_font(doc, type0)?;
    let remapper = GlyphRemapper::new_from_glyphs_sorted(&whole.glyphs);
    let subset = subsetter::subset(&whole.program, 0, &remapper).ok()?;
    let name = format!(
        "{}+{}",
        subset_tag(&whole.glyphs),
        postscript_name(&whole.program).unwrap_or_else(|| "Font".into())
    );

    let mut program = Dictionary::new();
    program.set("Length1", subset.len() as i64);
    doc.objects.insert(
        whole.program_id,
        Object::Stream(Stream::new(program, subset).with_compression(true)),
    );
    let map = doc.add_object(
        Stream::new(Dictionary::new(), cid_to_gid_map(&whole.glyphs, &remapper))
            .with_compression(true),
    );
    let mut cid_font = whole.cid_font;
    cid_font.set("CIDToGIDMap", map);
    cid_font.set("BaseFont", Object::Name(name.clone().into_bytes()));
    if let Ok(descriptor) = doc.get_dictionary_mut(whole.descriptor) {
        descriptor.set("FontName", Object::Name(name.clone().into_bytes()));
    }
    let font = doc.get_dictionary_mut(type0).ok()?;
    font.set("BaseFont", Object::Name(name.into_bytes()));
    font.set(
        "DescendantFonts",
        Object::Array(vec![Object::Dictionary(cid_font)]),
    );
    Some(())
}

/// The descendant font, its descriptor and program, and the glyphs used, if `type0` is a
/// whole TrueType font as printpdf writes one.
fn whole_font(doc: &Document, type0: ObjectId) -> Option<WholeFont> {
    let font = doc.get_dictionary(type0).ok()?;
    let cid_font = match font
        .get(b"DescendantFonts")
        .ok()?
        .as_array()
        .ok()?
        .first()?
    {
        Object::Dictionary(d) => d.clone(),
        Object::Reference(id) => doc.get_dictionary(*id).ok()?.clone(),
        _ => return None,
    };
    let name = |key: &[u8]| cid_font.get(key).and_then(Object::as_name).ok();
    if name(b"Subtype")? != b"CIDFontType2" || name(b"CIDToGIDMap")? != b"Identity" {
        return None;
    }
    let glyphs = glyphs_in_widths(cid_font.get(b"W").ok()?.as_array().ok()?)?;
    let descriptor = cid_font.get(b"FontDescriptor").ok()?.as_reference().ok()?;
    let program_id = doc
        .get_dictionary(descriptor)
        .ok()?
        .get(b"FontFile2")
        .ok()?
        .as_reference()
        .ok()?;
    let program = doc
        .get_object(program_id)
        .ok()?
        .as_stream()
        .ok()?
        .get_plain_content()
        .ok()?;
    Some(WholeFont {
        cid_font,
        descriptor,
        program_id,
        program,
        glyphs,
    })
}

/// The character ids a `/W` array gives widths for, ascending: `c [w1 … wn]` covers c to
/// c + n − 1, `c1 c2 w` covers c1 to c2.
fn glyphs_in_widths(w: &[Object]) -> Option<Vec<u16>> {
    let mut glyphs = Vec::new();
    let mut i = 0;
    while i < w.len() {
        let first = u16::try_from(w[i].as_i64().ok()?).ok()?;
        match w.get(i + 1)? {
            Object::Array(widths) => {
                let n = u16::try_from(widths.len()).ok()?;
                glyphs.extend((0..n).map(|k| first.checked_add(k)));
                i += 2;
            }
            last => {
                let last = u16::try_from(last.as_i64().ok()?).ok()?;
                glyphs.extend((first..=last).map(Some));
                i += 3;
            }
        }
    }
    let mut glyphs: Vec<u16> = glyphs.into_iter().collect::<Option<_>>()?;
    glyphs.sort_unstable();
    glyphs.dedup();
    Some(glyphs)
}

/// `/CIDToGIDMap`: for each character id from 0 to the largest used, its glyph in the subset
/// as two big-endian bytes (0, `.notdef`, for the ids no page uses).
fn cid_to_gid_map(glyphs: &[u16], remapper: &GlyphRemapper) -> Vec<u8> {
    let last = glyphs.last().copied().unwrap_or(0);
    (0..=last)
        .flat_map(|cid| remapper.get(cid).unwrap_or(0).to_be_bytes())
        .collect()
}

/// Six capital letters naming the subset (ISO 32000-1, 9.6.4): the same glyphs give the same
/// tag, so a report made twice is the same file.
fn subset_tag(glyphs: &[u16]) -> String {
    // FNV-1a over the glyph ids.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for g in glyphs {
        for b in g.to_be_bytes() {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    (0..6)
        .map(|k| char::from(b'A' + ((hash >> (k * 8)) % 26) as u8))
        .collect()
}

/// The font's PostScript name (`name` table, name id 6), as the PDF names the font.
fn postscript_name(font: &[u8]) -> Option<String> {
    let u16_at = |at: usize| Some(u16::from_be_bytes(font.get(at..at + 2)?.try_into().ok()?));
    let u32_at = |at: usize| Some(u32::from_be_bytes(font.get(at..at + 4)?.try_into().ok()?));
    let tables = u16_at(4)? as usize;
    let name = (0..tables)
        .map(|k| 12 + 16 * k)
        .find(|&at| font.get(at..at + 4) == Some(b"name"))?;
    let table = u32_at(name + 8)? as usize;
    let count = u16_at(table + 2)? as usize;
    let strings = table + u16_at(table + 4)? as usize;
    (0..count).find_map(|k| {
        let record = table + 6 + 12 * k;
        let (platform, name_id) = (u16_at(record)?, u16_at(record + 6)?);
        let (len, offset) = (u16_at(record + 8)? as usize, u16_at(record + 10)? as usize);
        let bytes = font.get(strings + offset..strings + offset + len)?;
        let text: String = match (name_id, platform) {
            // Macintosh: one byte a character; Windows: UTF-16BE.
            (6, 1) => bytes.iter().map(|&b| char::from(b)).collect(),
            (6, 3) => char::decode_utf16(
                bytes
                    .chunks_exact(2)
                    .map(|c| u16::from_be_bytes([c[0], c[1]])),
            )
            .collect::<Result<_, _>>()
            .ok()?,
            _ => return None,
        };
        // A PDF name of printable ASCII only.
        text.chars()
            .all(|c| c.is_ascii_graphic() && c != '/')
            .then_some(text)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_arrays_of_both_forms_list_their_glyphs() {
        let w = vec![
            Object::Integer(3),
            Object::Array(vec![Object::Integer(500), Object::Integer(600)]),
            Object::Integer(10),
            Object::Integer(12),
            Object::Integer(700),
            Object::Integer(4),
            Object::Array(vec![Object::Integer(1)]),
        ];
        assert_eq!(glyphs_in_widths(&w), Some(vec![3, 4, 10, 11, 12]));
        assert_eq!(glyphs_in_widths(&[Object::Integer(3)]), None);
    }

    #[test]
    fn the_bundled_fonts_are_named_as_their_name_tables_say() {
        assert_eq!(
            postscript_name(crate::assets::regular_ttf()).as_deref(),
            Some("DejaVuSans")
        );
        assert_eq!(
            postscript_name(crate::assets::bold_ttf()).as_deref(),
            Some("DejaVuSans-Bold")
        );
    }

    /// Each glyph a page uses is the same glyph in the subset: the character id printpdf wrote
    /// goes through `/CIDToGIDMap` to a glyph with the original's advance and outline.
    #[test]
    fn a_report_embeds_subsets_that_draw_the_glyphs_its_pages_name() {
        use ab_glyph::{Font, FontRef, GlyphId};
        let text = crate::assets::demo::demo_scenario("lobositz.ron").expect("the demo");
        let s = crate::model::parse(text, "lobositz.ron", &crate::systems::ids()).expect("valid");
        let template = crate::report::Template::builtin("umpire").expect("built in");
        let bytes = crate::report::render_report(&s, None, &template, None).expect("a report");
        let doc = Document::load_mem(&bytes).expect("the PDF reads back");
        let mut checked = Vec::new();
        for (_, object) in doc.objects.iter() {
            let Ok(font) = object.as_dict() else { continue };
            if font.get(b"Subtype").and_then(Object::as_name).ok() != Some(b"Type0") {
                continue;
            }
            let base = font.get(b"BaseFont").and_then(Object::as_name).unwrap();
            let base = String::from_utf8(base.to_vec()).unwrap();
            let original = match base.split_once('+') {
                Some((tag, "DejaVuSans")) if tag.len() == 6 => crate::assets::regular_ttf(),
                Some((tag, "DejaVuSans-Bold")) if tag.len() == 6 => crate::assets::bold_ttf(),
                _ => panic!("not a tagged subset of a bundled font: {base}"),
            };
            let descendants = font.get(b"DescendantFonts").unwrap().as_array().unwrap();
            let cid_font = descendants[0].as_dict().unwrap();
            let deref = |o: &Object| doc.get_object(o.as_reference().unwrap()).unwrap();
            let map = deref(cid_font.get(b"CIDToGIDMap").unwrap())
                .as_stream()
                .unwrap()
                .get_plain_content()
                .unwrap();
            let descriptor = deref(cid_font.get(b"FontDescriptor").unwrap())
                .as_dict()
                .unwrap();
            let program = deref(descriptor.get(b"FontFile2").unwrap())
                .as_stream()
                .unwrap()
                .get_plain_content()
                .unwrap();
            assert!(
                program.len() * 5 < original.len(),
                "{base}: {} bytes embedded of {}",
                program.len(),
                original.len()
            );
            let (whole, part) = (
                FontRef::try_from_slice(original).unwrap(),
                FontRef::try_from_slice(&program).expect("the subset is a font"),
            );
            let used = glyphs_in_widths(cid_font.get(b"W").unwrap().as_array().unwrap()).unwrap();
            for cid in &used {
                let at = 2 * *cid as usize;
                let gid = u16::from_be_bytes([map[at], map[at + 1]]);
                assert_ne!(gid, 0, "{base}: character {cid} maps to .notdef");
                let (a, b) = (GlyphId(*cid), GlyphId(gid));
                assert_eq!(
                    whole.h_advance_unscaled(a),
                    part.h_advance_unscaled(b),
                    "{base}: {cid}"
                );
                let bounds = |f: &FontRef, g| f.outline(g).map(|o| o.bounds);
                assert_eq!(bounds(&whole, a), bounds(&part, b), "{base}: {cid}");
            }
            checked.push((base, used.len()));
        }
        assert_eq!(checked.len(), 2, "regular and bold: {checked:?}");
        assert!(checked.iter().all(|(_, n)| *n > 40), "{checked:?}");
    }

    #[test]
    fn a_tag_is_six_capitals_and_follows_the_glyphs() {
        let a = subset_tag(&[1, 2, 3]);
        assert_eq!(a.len(), 6);
        assert!(a.chars().all(|c| c.is_ascii_uppercase()), "{a}");
        assert_eq!(a, subset_tag(&[1, 2, 3]));
        assert_ne!(a, subset_tag(&[1, 2, 4]));
    }
}
