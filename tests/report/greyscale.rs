//! A report printed in greyscale: the charts still tell the two sides apart (by stroke, read from
//! the page rasterised by poppler), and no page holds a colour.

use super::*;

/// A P5 (binary) PGM: width, height, grey pixels.
fn read_pgm(path: &Path) -> (usize, usize, Vec<u8>) {
    let bytes = std::fs::read(path).unwrap();
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if bytes[i] == b'#' {
            while bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        while !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..i]).to_string());
    }
    assert_eq!(fields[0], "P5", "a binary grey PGM");
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    let data = bytes[i + 1..].to_vec();
    assert_eq!(data.len(), w * h);
    (w, h, data)
}

/// How a row of pixels crosses the page: its dark runs (start, length).
fn dark_runs(row: &[u8]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start = None;
    for (x, &p) in row.iter().chain(std::iter::once(&255)).enumerate() {
        match (p < 140, start) {
            (true, None) => start = Some(x),
            (false, Some(s)) => {
                runs.push((s, x - s));
                start = None;
            }
            _ => {}
        }
    }
    runs
}

#[derive(Debug, PartialEq)]
enum Stroke {
    Solid,
    Dashed,
}

/// A row (of the plot only) that a long horizontal line crosses: dark almost all along
/// (solid: the markers' rims break it only briefly), or in many short runs of a few pixels
/// with gaps between (dashed). Text and markers alone give neither.
fn classify(row: &[u8], min_span: usize) -> Option<Stroke> {
    let runs = dark_runs(row);
    let (first, last) = (runs.first()?, runs.last()?);
    let span = last.0 + last.1 - first.0;
    if span < min_span {
        return None;
    }
    let dark: usize = runs.iter().map(|r| r.1).sum();
    let coverage = dark as f32 / span as f32;
    if coverage >= 0.85 {
        return Some(Stroke::Solid);
    }
    let mut lengths: Vec<usize> = runs.iter().map(|r| r.1).collect();
    lengths.sort_unstable();
    let median = lengths[lengths.len() / 2];
    // A dash pattern repeats: the runs start at a steady period, where text's do not.
    let mut periods: Vec<usize> = runs.windows(2).map(|w| w[1].0 - w[0].0).collect();
    periods.sort_unstable();
    let period = periods[periods.len() / 2];
    let steady = periods.iter().filter(|&&p| p.abs_diff(period) <= 2).count();
    (runs.len() >= 15
        && (4..=10).contains(&median)
        && (0.4..0.85).contains(&coverage)
        && steady * 10 >= periods.len() * 7)
        .then_some(Stroke::Dashed)
}

#[test]
fn greyscale_charts_tell_the_two_sides_apart() {
    // Side B is gold: in grey it prints as light as the blue of side A unless the report
    // darkens it and draws it dashed.
    let mut s = weighted_objectives(false);
    s.sides[0].colour = Rgb(31, 78, 168);
    s.sides[1].colour = Rgb(212, 175, 55);
    let loss = |side: SideId, unit: &str, n: u64| Event::Losses {
        side,
        unit: Some(unit.into()),
        men: 0,
        stands: n,
        strength_points: 0,
        unit_points: 0,
    };
    s.log.turns = (0..7)
        .map(|i| Turn {
            name: format!("{}", i + 1),
            events: if i == 0 {
                vec![
                    loss(SideId::A, "p1", 120),
                    loss(SideId::A, "p2", 21),
                    loss(SideId::B, "k1", 90),
                ]
            } else {
                Vec::new()
            },
        })
        .collect();
    let t = Template::parse(
        "(greyscale: true, sections: [(kind: LossesChart)])",
        "chart.ron",
    )
    .unwrap();
    let (bytes, _, _) = render_with(&s, None, &t, None);
    dump("issue11-grey-chart", &bytes);
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("chart.pdf");
    std::fs::write(&pdf, &bytes).unwrap();
    let prefix = dir.path().join("page");
    poppler(
        "pdftoppm",
        &[
            "-gray",
            "-r",
            "100",
            "-f",
            "1",
            "-l",
            "1",
            pdf.to_str().unwrap(),
            prefix.to_str().unwrap(),
        ],
    );
    let pgm = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "pgm"))
        .expect("pdftoppm wrote the page");
    let (w, h, px) = read_pgm(&pgm);
    // The plot lies over the horizontal axis, the row with the most dark pixels: only what is
    // between its ends is read (not the legend, the title or the names beside the plot).
    let dark_in = |y: usize| px[y * w..(y + 1) * w].iter().filter(|&&p| p < 140).count();
    let axis = (0..h).max_by_key(|&y| dark_in(y)).unwrap();
    let axis_runs = dark_runs(&px[axis * w..(axis + 1) * w]);
    let longest = axis_runs.iter().max_by_key(|r| r.1).unwrap();
    let (x0, x1) = (longest.0 + 3, longest.0 + longest.1);
    let rows: Vec<(usize, Stroke)> = (0..h)
        .filter_map(|y| classify(&px[y * w + x0..y * w + x1], (x1 - x0) * 6 / 10).map(|c| (y, c)))
        .collect();
    let dashed: Vec<usize> = rows
        .iter()
        .filter(|(_, c)| *c == Stroke::Dashed)
        .map(|r| r.0)
        .collect();
    let solid: Vec<usize> = rows
        .iter()
        .filter(|(_, c)| *c == Stroke::Solid)
        .map(|r| r.0)
        .collect();
    assert!(
        !dashed.is_empty(),
        "side B's line is dashed in grey: {rows:?}"
    );
    // Side A's level line (60%) is solid and apart from side B's (30%) and from the axis.
    let a_line = solid
        .iter()
        .filter(|&&y| dashed.iter().all(|&d| d.abs_diff(y) > 10))
        .count();
    assert!(
        a_line >= 2,
        "side A's line and the axis are solid: {rows:?}"
    );
    assert!(
        solid.iter().any(|&y| y < *dashed.iter().min().unwrap()),
        "side A (more losses) runs above side B: {rows:?}"
    );
}

#[test]
fn a_greyscale_report_holds_no_colour() {
    let (s, path) = demo("lobositz");
    let mut t = Template::builtin("umpire").unwrap();
    t.greyscale = true;
    let opts = ReportOptions {
        printed: Some(PRINTED),
        ..Default::default()
    };
    let (bytes, summary) = report::render(&s, path.parent(), &t, &opts).unwrap();
    dump("issue11-grey-lobositz", &bytes);
    assert!(!summary.map_passthrough, "a colour JPEG is made grey");
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    for (n, page) in doc.get_pages() {
        let content = doc.get_and_decode_page_content(page).unwrap();
        for op in &content.operations {
            assert!(
                !matches!(op.operator.as_str(), "rg" | "RG" | "k" | "K"),
                "page {n} sets a colour: {op:?}"
            );
        }
    }
    for obj in doc.objects.values() {
        if let Ok(stream) = obj.as_stream()
            && stream
                .dict
                .get(b"Subtype")
                .ok()
                .and_then(|o| o.as_name().ok())
                == Some(b"Image")
        {
            assert_eq!(
                stream.dict.get(b"ColorSpace").unwrap().as_name().unwrap(),
                b"DeviceGray"
            );
        }
    }
}
