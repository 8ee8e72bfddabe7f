//! The report as a printer takes it (issue 23, item 13): no PDF/X claim the file does not meet,
//! one page orientation per report unless the template asks for another, and the Waterloo
//! combat table read on one line per figure.

use crate::report::pdftotext;
use std::path::Path;
use umpire::model::{self, SideId};
use umpire::record::Audience;
use umpire::report::{self, ReportOptions, Template};

const DEMOS: [&str; 4] = [
    "lobositz",
    "grande-tactique",
    "grande-tactique-sundown",
    "waterloo",
];

/// Every demo's report with every built-in template and audience.
fn every_report() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for name in DEMOS {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/scenarios")
            .join(format!("{name}.ron"));
        let s = model::load(&path, &umpire::systems::ids()).unwrap_or_else(|e| panic!("{e}"));
        for (template, audience) in [
            ("umpire", Audience::Umpire),
            ("player", Audience::Side(SideId::A)),
            ("player", Audience::Side(SideId::B)),
            ("player", Audience::Public),
        ] {
            let t = Template::builtin(template).unwrap();
            let opts = ReportOptions {
                audience: Some(audience),
                ..Default::default()
            };
            let (bytes, _) = report::render(&s, path.parent(), &t, &opts).unwrap();
            out.push((format!("{name} ({template}, {})", audience.id()), bytes));
        }
    }
    out
}

/// Width and height of each page, from its MediaBox, in whole points.
pub(crate) fn page_sizes(doc: &lopdf::Document) -> Vec<(i64, i64)> {
    doc.get_pages()
        .values()
        .map(|&id| {
            let mb = doc
                .get_dictionary(id)
                .unwrap()
                .get(b"MediaBox")
                .unwrap()
                .as_array()
                .unwrap()
                .clone();
            let n = |i: usize| mb[i].as_float().unwrap().round() as i64;
            (n(2), n(3))
        })
        .collect()
}

#[test]
fn no_report_claims_to_be_pdfx_and_each_keeps_one_orientation() {
    for (what, bytes) in every_report() {
        let doc = lopdf::Document::load_mem(&bytes).unwrap();
        let info = doc
            .get_dictionary(doc.trailer.get(b"Info").unwrap().as_reference().unwrap())
            .unwrap();
        for key in [&b"GTS_PDFXVersion"[..], b"GTS_PDFXConformance"] {
            assert!(
                info.get(key).is_err(),
                "{what}: {} in the document information",
                String::from_utf8_lossy(key)
            );
        }
        assert!(
            !bytes.windows(4).any(|w| w == b"GTS_"),
            "{what}: a PDF/X key left anywhere"
        );
        let sizes = page_sizes(&doc);
        assert!(
            sizes.iter().all(|s| *s == (595, 842)),
            "{what}: every page A4 portrait, as the template says: {sizes:?}"
        );
    }
}

#[test]
fn a_page_is_turned_where_the_template_asks() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios/lobositz.ron");
    let s = model::load(&path, &umpire::systems::ids()).unwrap();
    for (orientation, map_page) in [("Landscape", (842, 595)), ("Document", (595, 842))] {
        let t = Template::parse(
            &format!("(sections: [(kind: Title), (kind: Map, orientation: {orientation}, new_page: true)])"),
            "t.ron",
        )
        .unwrap();
        let (bytes, _) = report::render(&s, path.parent(), &t, &ReportOptions::default()).unwrap();
        let sizes = page_sizes(&lopdf::Document::load_mem(&bytes).unwrap());
        // The battle's maps at deployment and at the end follow the map on pages like its own.
        assert_eq!(
            sizes,
            [(595, 842), map_page, map_page, map_page],
            "{orientation}"
        );
    }
}

#[test]
fn the_waterloo_combat_table_gives_each_figure_on_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenarios/waterloo.ron");
    let s = model::load(&path, &umpire::systems::ids()).unwrap();
    let t = Template::builtin("umpire").unwrap();
    let (bytes, _) = report::render(&s, path.parent(), &t, &ReportOptions::default()).unwrap();
    let pdf = dir.path().join("waterloo.pdf");
    std::fs::write(&pdf, &bytes).unwrap();
    let text = pdftotext(&pdf, None);
    let start = text
        .find("Combats (Waterloo 20)\n")
        .expect("the combats section");
    let end = text[start..].find("Battle log").expect("the log after it") + start;
    let combats = &text[start..end];
    let flat = combats.split_whitespace().collect::<Vec<_>>().join(" ");
    // A roll with real dice is its number alone (the note says so), not "4 / (real / dice)".
    assert!(!combats.contains("(real"), "{combats}");
    assert!(!combats.contains("dice)\n"), "{combats}");
    assert!(
        flat.contains("A roll without a mark was made with real dice"),
        "{flat}"
    );
    // Each result is its code; the codes are spelt out once under the table.
    assert!(flat.contains("DW defender withdraws one hex"), "{flat}");
    // Strength Points lost: both sides' figures on one line (pdftotext may drop the spaces).
    for pair in ["9/12", "4/11", "6/4"] {
        assert!(
            combats.lines().any(|l| l.replace(' ', "").ends_with(pair)),
            "{pair:?} is broken across lines:\n{combats}"
        );
    }
}

/// The first page is the club's record on one sheet, down to the umpire's signature, for every
/// demo: Waterloo's twelve turns, with a column per count, run in two halves side by side.
#[test]
fn every_demos_first_page_ends_with_the_signature() {
    for (what, bytes) in every_report() {
        let doc = lopdf::Document::load_mem(&bytes).unwrap();
        let first = doc.extract_text(&[1]).unwrap();
        let first = first.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(first.contains("Printed on"), "{what}: {first}");
        assert!(first.contains("Turn by turn"), "{what}: {first}");
        if what.contains("umpire") {
            assert!(first.contains("Signature:"), "{what}: {first}");
        }
    }
}
