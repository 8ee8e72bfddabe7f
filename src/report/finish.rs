//! The last touches printpdf does not make: the document outline (bookmarks, nested: one entry
//! per section, one per victory system under "Verdicts"), a PDF 1.4 header (the pages use
//! transparency, a 1.4 feature), a catalog that opens the outline, and a document information
//! dictionary that claims no standard the file does not meet.
//!
//! printpdf 0.12.8 has flat bookmarks only, sorted by page and then by *name*, writes
//! "%PDF-1.3", and puts an empty `/GTS_PDFXVersion` in the information dictionary: the key that
//! says a file is PDF/X, which this report is not (no output intent, transparency); a preflight
//! tool reads it as a broken PDF/X claim. So the report takes printpdf's lopdf document and
//! finishes it here.

use super::layout::OutlineEntry;
use lopdf::{Dictionary, Document, Object, ObjectId, StringFormat};

/// The PDF version the report declares.
pub const PDF_VERSION: &str = "1.4";

/// The information dictionary's keys of PDF/X (ISO 15930), which the report does not claim.
const PDFX_KEYS: [&[u8]; 2] = [b"GTS_PDFXVersion", b"GTS_PDFXConformance"];

/// Set the version, drop any PDF/X claim and add the outline.
pub fn finish(doc: &mut Document, outline: &[OutlineEntry]) {
    doc.version = PDF_VERSION.to_string();
    drop_pdfx_claim(doc);
    if outline.is_empty() {
        return;
    }
    let pages: Vec<ObjectId> = doc.get_pages().into_values().collect();
    let heights: Vec<f32> = pages.iter().map(|&id| page_height(doc, id)).collect();
    let root = doc.new_object_id();
    let tree = nest(outline);
    let (first, last, count) = write_level(doc, &tree, root, &pages, &heights);
    let mut dict = Dictionary::new();
    dict.set("Type", Object::Name(b"Outlines".to_vec()));
    if let (Some(first), Some(last)) = (first, last) {
        dict.set("First", first);
        dict.set("Last", last);
    }
    dict.set("Count", count as i64);
    doc.set_object(root, dict);
    if let Ok(catalog) = doc.catalog_mut() {
        catalog.set("Outlines", root);
        catalog.set("PageMode", Object::Name(b"UseOutlines".to_vec()));
    }
}

/// Remove the PDF/X keys from the document information dictionary.
fn drop_pdfx_claim(doc: &mut Document) {
    let Ok(info) = doc.trailer.get(b"Info").and_then(Object::as_reference) else {
        return;
    };
    if let Ok(dict) = doc.get_dictionary_mut(info) {
        for key in PDFX_KEYS {
            dict.remove(key);
        }
    }
}

/// An entry with the entries under it.
struct Node<'a> {
    entry: &'a OutlineEntry,
    children: Vec<Node<'a>>,
}

/// The flat list (each with its level) as a tree: an entry belongs under the nearest entry
/// before it with a smaller level.
fn nest(outline: &[OutlineEntry]) -> Vec<Node<'_>> {
    fn take<'a>(
        items: &mut std::iter::Peekable<std::slice::Iter<'a, OutlineEntry>>,
        level: u8,
    ) -> Vec<Node<'a>> {
        let mut out = Vec::new();
        while let Some(e) = items.peek() {
            if e.level < level {
                break;
            }
            let e = items.next().expect("peeked");
            let children = take(items, e.level + 1);
            out.push(Node { entry: e, children });
        }
        out
    }
    let mut items = outline.iter().peekable();
    let min = outline.iter().map(|e| e.level).min().unwrap_or(0);
    take(&mut items, min)
}

/// Write one level's items under `parent`; returns the first, the last and how many items
/// are shown open (all of them: a reader sees the systems under Verdicts at once).
fn write_level(
    doc: &mut Document,
    nodes: &[Node],
    parent: ObjectId,
    pages: &[ObjectId],
    heights: &[f32],
) -> (Option<ObjectId>, Option<ObjectId>, usize) {
    let ids: Vec<ObjectId> = nodes.iter().map(|_| doc.new_object_id()).collect();
    let mut count = 0;
    for (i, node) in nodes.iter().enumerate() {
        let (first, last, below) = write_level(doc, &node.children, ids[i], pages, heights);
        count += 1 + below;
        let mut dict = Dictionary::new();
        dict.set("Title", text_string(&node.entry.title));
        dict.set("Parent", parent);
        if i > 0 {
            dict.set("Prev", ids[i - 1]);
        }
        if let Some(next) = ids.get(i + 1) {
            dict.set("Next", *next);
        }
        if let (Some(first), Some(last)) = (first, last) {
            dict.set("First", first);
            dict.set("Last", last);
            dict.set("Count", below as i64);
        }
        if let Some(&page) = pages.get(node.entry.page) {
            let top = heights.get(node.entry.page).copied().unwrap_or(842.0) - node.entry.y + 4.0;
            dict.set(
                "Dest",
                vec![
                    Object::Reference(page),
                    Object::Name(b"XYZ".to_vec()),
                    Object::Null,
                    Object::Real(top),
                    Object::Null,
                ],
            );
        }
        doc.set_object(ids[i], dict);
    }
    (ids.first().copied(), ids.last().copied(), count)
}

/// A page's height in points, from its MediaBox.
fn page_height(doc: &Document, page: ObjectId) -> f32 {
    doc.get_dictionary(page)
        .ok()
        .and_then(|d| d.get(b"MediaBox").ok())
        .and_then(|o| o.as_array().ok())
        .and_then(|a| a.get(3))
        .and_then(|o| o.as_float().ok())
        .unwrap_or(842.0)
}

/// A PDF text string: plain when ASCII, else UTF-16BE with its byte-order mark (how PDF
/// readers show "Armée du Nord" in the outline).
fn text_string(s: &str) -> Object {
    if s.is_ascii() {
        return Object::String(s.as_bytes().to_vec(), StringFormat::Literal);
    }
    let mut bytes = vec![0xFE, 0xFF];
    for unit in s.encode_utf16() {
        bytes.extend_from_slice(&unit.to_be_bytes());
    }
    Object::String(bytes, StringFormat::Hexadecimal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(title: &str, level: u8) -> OutlineEntry {
        OutlineEntry {
            title: title.into(),
            level,
            page: 0,
            y: 50.0,
        }
    }

    #[test]
    fn entries_nest_under_the_section_before_them() {
        let list = [
            entry("Summary", 0),
            entry("Verdicts", 0),
            entry("Casualty chart", 1),
            entry("Napoleon at Waterloo", 1),
            entry("Battle log", 0),
        ];
        let tree = nest(&list);
        let titles: Vec<_> = tree.iter().map(|n| n.entry.title.as_str()).collect();
        assert_eq!(titles, ["Summary", "Verdicts", "Battle log"]);
        assert_eq!(tree[1].children.len(), 2);
        assert!(tree[0].children.is_empty());
    }

    #[test]
    fn non_ascii_titles_are_utf16_with_a_byte_order_mark() {
        match text_string("Armée") {
            Object::String(b, _) => {
                assert_eq!(&b[..2], &[0xFE, 0xFF]);
                assert_eq!(b.len(), 2 + 2 * 5);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            text_string("Verdicts"),
            Object::String(b"Verdicts".to_vec(), StringFormat::Literal)
        );
    }
}
