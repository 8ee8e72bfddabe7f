//! The report with a map: a small JPEG embedded unchanged, a large PNG reduced to 300 dpi, a
//! map first turning the first page, and an unreadable or missing map named with a warning.

use super::*;

fn noise_jpeg(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        let v = ((x * 31 + y * 17) ^ (x * y)) as u8;
        image::Rgb([v, v.wrapping_mul(3), 255 - v])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .encode_image(&img)
        .unwrap();
    out
}

#[test]
fn a_small_jpeg_map_is_embedded_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let jpeg = noise_jpeg(900, 600);
    std::fs::write(dir.path().join("field.jpg"), &jpeg).unwrap();
    let mut s = weighted_objectives(false);
    s.map.image = Some("field.jpg".into());
    let out = dir.path().join("report.pdf");
    let t = Template::builtin("umpire").unwrap();
    let summary = report::write_report(&s, Some(dir.path()), &t, None, &out).unwrap();
    assert!(summary.map_passthrough, "{summary:?}");
    assert_eq!(summary.map_pixels_embedded, Some((900, 600)));
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(bytes.len() as u64, summary.bytes);
    dump("small-jpeg-map", &bytes);
    assert!(
        bytes.windows(jpeg.len()).any(|w| w == jpeg.as_slice()),
        "the JPEG's bytes are in the PDF unchanged"
    );
    // The file is the map plus a little: fonts are subset.
    assert!(
        bytes.len() < jpeg.len() + 250_000,
        "{} bytes for a {}-byte map",
        bytes.len(),
        jpeg.len()
    );
    // No temporary file is left beside the report.
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 2, "only the map and the report: {left:?}");
}

#[test]
fn a_large_png_map_is_reduced_to_300_dpi() {
    let dir = tempfile::tempdir().unwrap();
    let img = image::RgbImage::from_fn(6000, 4000, |x, y| {
        image::Rgb([(x / 20) as u8, (y / 20) as u8, 128])
    });
    img.save(dir.path().join("big.png")).unwrap();
    let mut s = weighted_objectives(false);
    s.map.image = Some("big.png".into());
    s.map.size = Some((6000, 4000));
    let progress = std::sync::Mutex::new(Vec::new());
    let record = |f: f32| progress.lock().unwrap().push(f);
    let opts = ReportOptions {
        paper: None,
        printed: Some(PRINTED),
        progress: Some(&record),
        audience: None,
    };
    let t = Template::builtin("player").unwrap();
    let (bytes, summary) = report::render(&s, Some(dir.path()), &t, &opts).unwrap();
    dump("big-png-map", &bytes);
    assert!(!summary.map_passthrough);
    let (w, h) = summary.map_pixels_embedded.unwrap();
    // On a landscape A4 page the map is at most 265 mm wide (3130 pixels at 300 dpi), and fits
    // the height left under the heading: well under the 6000 pixels of the file.
    assert!((2000..=3130).contains(&w), "{w} × {h}");
    assert_eq!((w as f64 / h as f64 * 100.0).round(), 150.0, "aspect kept");
    let p = progress.lock().unwrap();
    assert_eq!(p.first(), Some(&0.0));
    assert!(
        p.windows(2).all(|w| w[0] <= w[1]),
        "progress only grows: {p:?}"
    );
    assert!(*p.last().unwrap() >= 0.95);
}

/// A map that cannot be read no longer stops the report (issue 11, item 6): the report is
/// made without the image, and the warning names the file.
#[test]
fn an_unreadable_map_names_its_path() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("broken.jpg"), b"this is not a picture").unwrap();
    let mut s = weighted_objectives(false);
    s.map.image = Some("broken.jpg".into());
    let t = Template::builtin("umpire").unwrap();
    let opts = ReportOptions {
        printed: Some(PRINTED),
        ..Default::default()
    };
    let (_, summary) = report::render(&s, Some(dir.path()), &t, &opts).unwrap();
    assert_eq!(summary.warnings.len(), 1, "{summary:?}");
    assert!(
        summary.warnings[0].contains(&dir.path().join("broken.jpg").display().to_string()),
        "{summary:?}"
    );
    assert_eq!(summary.map_pixels_embedded, None);
    s.map.image = Some("gone.jpg".into());
    let (bytes, summary) = report::render(&s, Some(dir.path()), &t, &opts).unwrap();
    assert!(summary.warnings[0].contains("gone.jpg"), "{summary:?}");
    let text = PdfText::read(&bytes, "");
    text.assert_has("The map image could not be read");
    text.assert_has("The field");
}

#[test]
fn a_map_first_turns_the_first_page_and_leaves_no_blank_one() {
    // A page is turned only where the template asks (issue 23): here it does.
    let t = Template::parse(
        "(sections: [(kind: Map, orientation: Auto), (kind: Title)])",
        "map-first.ron",
    )
    .unwrap();
    let s = weighted_objectives(false);
    let (bytes, summary, text) = render_with(&s, None, &t, None);
    assert_eq!(summary.pages, 2, "the map's page, then the title's");
    assert!(text.pages[0].contains("The field"), "{}", text.pages[0]);
    assert!(text.pages[1].contains("Lobositz (weighted objectives)"));
    let sizes = page_sizes(&lopdf::Document::load_mem(&bytes).unwrap());
    assert_eq!(sizes[0], (842, 595), "the wide map turns its page");
    assert_eq!(sizes[1], (595, 842), "the rest of the report is portrait");
}

#[test]
fn a_missing_map_gives_the_report_and_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let (_, path) = demo("waterloo");
    // Beside no map: the scenario's "../maps/waterloo.jpg" is not there (a folder inside the
    // temporary one, so that no "maps" folder beside it can answer).
    let inner = dir.path().join("scenarios");
    std::fs::create_dir(&inner).unwrap();
    let copy = inner.join("waterloo.ron");
    std::fs::copy(&path, &copy).unwrap();
    let out = dir.path().join("waterloo.pdf");
    let made = umpire(&[
        "report",
        copy.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--greyscale",
    ]);
    let err = String::from_utf8_lossy(&made.stderr);
    assert_eq!(made.status.code(), Some(0), "{err}");
    assert!(
        err.contains("warning") && err.contains("waterloo.jpg"),
        "{err}"
    );
    let text = normalise(&pdftotext(&out, None));
    assert!(text.contains("The map image could not be read"), "{text}");
    assert!(text.contains("Overwhelming victory for Allies"), "{text}");
    // `check` says the same, and does not fail either.
    let checked = umpire(&["check", copy.to_str().unwrap()]);
    assert_eq!(checked.status.code(), Some(0));
}
