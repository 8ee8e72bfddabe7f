//! The PDF as a file: its outline (bookmarks) by level, its 1.4 header and its document info.

use super::*;

/// The titles of the outline's entries under `first` (following `Next`), with their children.
fn outline_level(
    doc: &lopdf::Document,
    first: Option<lopdf::ObjectId>,
) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut at = first;
    while let Some(id) = at {
        let d = doc.get_dictionary(id).unwrap();
        let title = match d.get(b"Title").unwrap() {
            lopdf::Object::String(b, _) if b.starts_with(&[0xFE, 0xFF]) => String::from_utf16(
                &b[2..]
                    .chunks(2)
                    .map(|c| u16::from_be_bytes([c[0], c[1]]))
                    .collect::<Vec<_>>(),
            )
            .unwrap(),
            lopdf::Object::String(b, _) => String::from_utf8_lossy(b).into_owned(),
            other => panic!("{other:?}"),
        };
        let kids = outline_level(
            doc,
            d.get(b"First").ok().and_then(|o| o.as_reference().ok()),
        )
        .into_iter()
        .map(|(t, _)| t)
        .collect();
        out.push((title, kids));
        at = d.get(b"Next").ok().and_then(|o| o.as_reference().ok());
    }
    out
}

#[test]
fn the_pdf_has_an_outline_a_1_4_header_and_its_info() {
    let dir = tempfile::tempdir().unwrap();
    let (_, bytes) = demo_report("waterloo", Audience::Umpire, dir.path());
    let version: f32 = std::str::from_utf8(&bytes[5..8]).unwrap().parse().unwrap();
    assert!(
        bytes.starts_with(b"%PDF-") && version >= 1.4,
        "{:?}",
        &bytes[..8]
    );
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    let catalog = doc.catalog().unwrap();
    let outlines = catalog.get(b"Outlines").unwrap().as_reference().unwrap();
    assert_eq!(
        catalog.get(b"PageMode").unwrap().as_name().unwrap(),
        b"UseOutlines"
    );
    let first = doc
        .get_dictionary(outlines)
        .unwrap()
        .get(b"First")
        .unwrap()
        .as_reference()
        .ok();
    let entries = outline_level(&doc, first);
    let titles: Vec<&str> = entries.iter().map(|(t, _)| t.as_str()).collect();
    // One entry per section printed (those with nothing to show share one), each once.
    let want = [
        "Summary",
        "Briefing",
        "Umpire's notes",
        "The field",
        // The demo's units stand on the map: the battle at deployment and at the end.
        "The battle at deployment",
        "The battle after June 18 Evening",
        "Verdicts",
        "Casualties per side",
        // Issue 23: the units' Strength Points (Waterloo 20 counters) and Napoleon at
        // Waterloo's count are two charts, never one sum.
        "Cumulative losses per turn",
        "Strength Points lost per turn (Napoleon at Waterloo count)",
        "Morale per turn (Waterloo 20)",
        "Order of battle and losses",
        "Combats (Waterloo 20)",
        "Battle log",
        "Dice",
        "Sections with nothing to show",
    ];
    let mut sorted_titles = titles.clone();
    sorted_titles.sort();
    let mut sorted_want = want.to_vec();
    sorted_want.sort();
    assert_eq!(sorted_titles, sorted_want, "{titles:?}");
    assert_eq!(titles[0], "Summary");
    // One entry per victory system under Verdicts, the result of record first.
    let verdicts = &entries.iter().find(|(t, _)| t == "Verdicts").unwrap().1;
    assert_eq!(verdicts.len(), systems::registry().len(), "{verdicts:?}");
    assert!(
        verdicts[0].starts_with("Result of record: Casualty chart"),
        "{verdicts:?}"
    );
    assert!(
        verdicts[1].starts_with("For comparison: Napoleon at Waterloo"),
        "{verdicts:?}"
    );
    // The document's info: title, author (the umpire) and subject.
    let info = doc
        .get_dictionary(doc.trailer.get(b"Info").unwrap().as_reference().unwrap())
        .unwrap();
    let text = |key: &[u8]| -> String {
        match info.get(key).unwrap() {
            lopdf::Object::String(b, _) if b.starts_with(&[0xFE, 0xFF]) => String::from_utf16(
                &b[2..]
                    .chunks(2)
                    .map(|c| u16::from_be_bytes([c[0], c[1]]))
                    .collect::<Vec<_>>(),
            )
            .unwrap(),
            lopdf::Object::String(b, _) => String::from_utf8_lossy(b).into_owned(),
            other => panic!("{other:?}"),
        }
    };
    assert!(text(b"Title").contains("Waterloo"), "{}", text(b"Title"));
    assert_eq!(text(b"Author"), "Richard Hale");
    assert!(
        text(b"Subject").contains("After-action report"),
        "{}",
        text(b"Subject")
    );
}
