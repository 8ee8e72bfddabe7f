//! Map images: a file that is not an image or claims absurd dimensions is refused and the
//! document stays, an opened image names itself, and the exported PNG (against its golden image).

use super::*;

#[test]
fn a_file_that_is_not_an_image_is_refused_and_the_document_stays() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(lobositz_like());
    let before = h.state().doc.scenario().clone();
    let notes = dir.path().join("notes.png");
    std::fs::write(&notes, "version: 1, title: \"not a map\"").unwrap();
    h.state_mut().map.load_image(notes.clone());
    wait_for_map(&mut h);
    let msgs = &h.state().messages;
    assert!(
        msgs.iter()
            .any(|m| m.text.contains("notes.png: not an image umpire can read")),
        "{msgs:?}"
    );
    assert_eq!(*h.state().doc.scenario(), before, "the document is intact");
    assert_eq!(
        h.state().map.image_size(),
        Some((MAP_W, MAP_H)),
        "the old map stays"
    );
}

#[test]
fn an_image_claiming_absurd_dimensions_is_refused_before_decoding() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(lobositz_like());
    let before = h.state().doc.scenario().clone();
    // A PNG claiming 90,000 × 90,000 pixels, with an empty image data chunk: a decoder would
    // try to allocate 32 GB.
    let mut ihdr = 90_000u32.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&90_000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png_chunk(&mut png, b"IHDR", &ihdr);
    png_chunk(&mut png, b"IDAT", &[]);
    png_chunk(&mut png, b"IEND", &[]);
    let huge = dir.path().join("huge.png");
    std::fs::write(&huge, png).unwrap();
    h.state_mut().map.load_image(huge);
    wait_for_map(&mut h);
    let msgs = &h.state().messages;
    assert!(
        msgs.iter().any(|m| m.text.contains("90000 × 90000 pixels")),
        "{msgs:?}"
    );
    assert_eq!(*h.state().doc.scenario(), before);
}

#[test]
fn opening_an_image_file_names_it_in_the_document() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(lobositz_like());
    let path = dir.path().join("field.png");
    image::RgbImage::from_pixel(300, 200, image::Rgb([1, 2, 3]))
        .save(&path)
        .unwrap();
    h.state_mut().map.load_image(path.clone());
    wait_for_map(&mut h);
    let s = h.state().doc.scenario();
    assert_eq!(s.map.image.as_deref(), Some(path.to_str().unwrap()));
    assert_eq!(s.map.size, Some((300, 200)));
    assert_eq!(h.state().map.image_size(), Some((300, 200)));
}

#[test]
fn export_png_draws_the_player_view() {
    let dir = tempfile::tempdir().unwrap();
    let h = harness(hidden_set());
    let out = dir.path().join("player.png");
    let app = h.state();
    app.map
        .export_png(&app.doc, &out, Audience::Public, 0.5)
        .unwrap();
    let img = image::open(&out).unwrap().into_rgba8();
    assert_eq!(img.dimensions(), (MAP_W / 2, MAP_H / 2));
    let c = umpire::render::draw::HIDDEN_MARKER_COLOUR;
    // Marker A at (150, 150) → (75, 75) at half scale, drawn in the hidden colour.
    let r = umpire::render::draw::HIDDEN_MARKER_RADIUS;
    assert_eq!(
        img.get_pixel((75.0 - 0.85 * r) as u32, 75).0,
        [c.0, c.1, c.2, 255]
    );
}

fn png_chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn the_exported_map_matches_its_golden_image_for_the_umpire_and_the_public() {
    let mut s = lobositz_like();
    for (i, (x, y, value, hidden)) in [
        (150.0, 150.0, 30, false),
        (620.0, 250.0, 20, true),
        (380.0, 420.0, 5, true),
    ]
    .into_iter()
    .enumerate()
    {
        s.markers.markers.push(Marker {
            id: ((b'A' + i as u8) as char).to_string(),
            name: String::new(),
            pos: Point::new(x, y),
            value: Some(value),
            hidden,
            placed_by: Some(SideId::A),
        });
    }
    s.sides[0].deployment = Polygon::new(vec![
        Point::new(40.0, 60.0),
        Point::new(300.0, 80.0),
        Point::new(260.0, 440.0),
        Point::new(60.0, 420.0),
    ]);
    s.map.image = Some("test-map.png".into());
    let dir = tempfile::tempdir().unwrap();
    for (audience, name) in [
        (Audience::Umpire, "map-export-umpire"),
        (Audience::Public, "map-export-public"),
    ] {
        let out = dir.path().join(format!("{name}.png"));
        let export = umpire::app::export_map::MapExport {
            scenario: s.clone(),
            source: umpire::app::export_map::MapBytes::Memory {
                bytes: std::sync::Arc::from(test_map_png()),
                name: "test-map.png".into(),
            },
            audience,
            scale: 0.4,
            out: out.clone(),
        };
        export
            .export(&umpire::app::jobs::JobCtl::detached())
            .unwrap();
        assert_snapshot(name, &std::fs::read(&out).unwrap());
    }
}
