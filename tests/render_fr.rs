//! The map images' errors in French (issue 29, `render.ftl`): broken, oversized, cut and unknown
//! images fed to the walk and the decoders with the language French give French sentences
//! with French figures, the file's name kept as it is and no English word; English stays as
//! it was.

use crate::hostile::images::png_chunk;
use crate::support::english::english_words;
use umpire::i18n::{Lang, with_lang};
use umpire::render::image_io::{MapImageError, decode_map_bytes};
use umpire::render::libjpeg::JpegError;

/// U+202F and U+00A0 of French typography, written `_` and `~` in the expected texts.
fn fr(text: &str) -> String {
    text.replace('_', "\u{202F}").replace('~', "\u{A0}")
}

fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    png.extend(png_chunk(kind, data));
}

/// A PNG's signature and header: `width` × `height`, 8 bits, colour type `colour`.
fn png(width: u32, height: u32, colour: u8) -> Vec<u8> {
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = width.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, colour, 0, 0, 0]);
    chunk(&mut png, b"IHDR", &ihdr);
    png
}

fn with(mut png: Vec<u8>, chunks: &[(&[u8; 4], &[u8])]) -> Vec<u8> {
    for (kind, data) in chunks {
        chunk(&mut png, kind, data);
    }
    png
}

/// A JPEG's start and a baseline frame header of one component, `width` × `height`.
fn jpeg_frame(width: u16, height: u16) -> Vec<u8> {
    let mut j = vec![0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8];
    j.extend_from_slice(&height.to_be_bytes());
    j.extend_from_slice(&width.to_be_bytes());
    j.extend_from_slice(&[1, 1, 0x11, 0]);
    j
}

/// A scan header of one component, then `data`.
fn scan(mut j: Vec<u8>, data: &[u8]) -> Vec<u8> {
    j.extend_from_slice(&[0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 63, 0]);
    j.extend_from_slice(data);
    j
}

/// A WebP container holding `chunks`, its size as given.
fn webp(chunks: &[(&[u8; 4], &[u8])]) -> Vec<u8> {
    let mut body = b"WEBP".to_vec();
    for (kind, data) in chunks {
        body.extend_from_slice(*kind);
        body.extend_from_slice(&(data.len() as u32).to_le_bytes());
        body.extend_from_slice(data);
    }
    let mut w = b"RIFF".to_vec();
    w.extend_from_slice(&(body.len() as u32).to_le_bytes());
    w.extend(body);
    w
}

fn error_in(lang: Lang, bytes: &[u8], name: &str) -> String {
    with_lang(lang, || {
        decode_map_bytes(bytes, name).unwrap_err().to_string()
    })
}

/// The French error: no English word (the file's name aside), and its expected part.
fn french(bytes: &[u8], name: &str, expected: &str) -> String {
    let text = error_in(Lang::Fr, bytes, name);
    assert!(text.starts_with(&format!("{name}\u{A0}: ")), "{text}");
    assert!(text.contains(&fr(expected)), "{expected:?} not in {text:?}");
    // A size in bytes is written by the model's files (`files.ftl`), whose unit may still be
    // English here.
    let left = english_words(&text, &[name.to_string()], &["bytes"]);
    assert!(left.is_empty(), "English in {text:?}: {left:?}");
    text
}

const DAMAGED: &str = "l'image est endommagée~: ";

#[test]
fn broken_pngs_are_refused_in_french() {
    let idat: &[u8] = &[0; 16];
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            b"\x89PNG\r\n\x1a\n\0\0\0\x0d".to_vec(),
            "le fichier s'arrête dans l'en-tête~: il est tronqué",
        ),
        (
            png(8, 8, 0),
            "le fichier s'arrête avant le bloc de fin (IEND)~: il est tronqué",
        ),
        (
            with(b"\x89PNG\r\n\x1a\n".to_vec(), &[(b"tEXt", &[b'x'; 20])]),
            "le premier bloc n'est pas l'en-tête (IHDR)",
        ),
        (
            {
                let mut p = png(8, 8, 0);
                p.extend_from_slice(&[0, 0, 0, 100, b'I', b'D', b'A', b'T', 1, 2]);
                p
            },
            "le fichier s'arrête dans un bloc IDAT~: il est tronqué",
        ),
        (
            with(png(8, 8, 0), &[(b"IEND", b"")]),
            "elle a un en-tête mais aucune donnée d'image (IDAT)",
        ),
        (
            with(png(8, 8, 5), &[(b"IDAT", idat), (b"IEND", b"")]),
            "le type de couleur 5 n'existe pas",
        ),
        (
            with(png(0, 8, 0), &[(b"IDAT", idat), (b"IEND", b"")]),
            "l'en-tête donne une taille de 0 × 8 pixels",
        ),
        (
            with(png(10_000, 10_000, 0), &[(b"IDAT", idat), (b"IEND", b"")]),
            "de données d'image sont trop peu pour 10_000 × 10_000 pixels~: les données sont tronquées",
        ),
        (
            with(
                png(8, 8, 0),
                &[
                    (b"tEXt", &vec![b'x'; (16 << 20) + 1]),
                    (b"IDAT", idat),
                    (b"IEND", b""),
                ],
            ),
            "son bloc tEXt contient ",
        ),
    ];
    for (bytes, expected) in cases {
        let text = french(&bytes, "carte.png", expected);
        assert!(text.contains(&fr(DAMAGED)), "{text}");
    }
    // Too large, and more than the memory allowed (umpire's budget or the machine's).
    let text = french(
        &png(20_000, 20_000, 6),
        "carte.png",
        "carte.png~: l'image annonce 20_000 × 20_000 pixels (400 Mpx)_; umpire ouvre les cartes jusqu'à 209 Mpx et 60_000 pixels de côté (1_600 Mio de mémoire à 8 octets par pixel). Réduisez d'abord la numérisation.",
    );
    assert_eq!(
        error_in(Lang::En, &png(20_000, 20_000, 6), "carte.png"),
        "carte.png: the image says it is 20000 × 20000 pixels (400 MP); umpire opens maps up to 209 MP and 60000 pixels a side (1,600 MiB of memory at 8 bytes a pixel). Scale the scan down first.",
        "English as it was; French: {text}"
    );
    let big = with(
        png(14_480, 14_480, 6),
        &[(b"IDAT", &vec![0; 1 << 20]), (b"IEND", b"")],
    );
    let text = french(
        &big,
        "carte.png",
        "carte.png~: ouvrir cette image de 14_480 × 14_480 pixels demande environ 1_616 Mio de mémoire_; ",
    );
    assert!(
        text.contains("umpire accorde au plus 1\u{202F}600 Mio à une carte")
            || text.contains(" de libre."),
        "{text}"
    );
}

#[test]
fn broken_jpegs_are_refused_in_french() {
    let cut_scan = scan(jpeg_frame(8, 8), &[1, 2, 3]);
    let mut two_frames = jpeg_frame(8, 8);
    two_frames.extend_from_slice(&jpeg_frame(8, 8)[2..]);
    let mut metadata = vec![0xFF, 0xD8];
    for _ in 0..260 {
        metadata.extend_from_slice(&[0xFF, 0xE1, 0xFF, 0xFF]);
        metadata.extend_from_slice(&[0; 0xFFFD]);
    }
    let mut too_little = scan(jpeg_frame(4_000, 4_000), &[1, 2]);
    too_little.extend_from_slice(&[0xFF, 0xD9]);
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            vec![0xFF, 0xD8, 0xFF],
            "le fichier s'arrête avant le marqueur de fin d'image~: il est tronqué",
        ),
        (
            vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 1],
            "le fichier s'arrête dans un segment d'en-tête~: il est tronqué",
        ),
        (
            vec![0xFF, 0xD8, 0x12, 0x34],
            "octet 2~: un marqueur était attendu",
        ),
        (
            vec![0xFF, 0xD8, 0xFF, 0xD8],
            "octet 3~: marqueur 0xd8 mal placé",
        ),
        (
            vec![0xFF, 0xD8, 0xFF, 0xD9],
            "elle n'a pas d'en-tête de trame (SOF)",
        ),
        (
            vec![0xFF, 0xD8, 0xFF, 0xC0, 0, 5, 8, 0, 8],
            "l'en-tête de trame est trop court",
        ),
        (
            vec![0xFF, 0xD8, 0xFF, 0xC0, 0, 8, 8, 0, 8, 0, 8, 0],
            "l'en-tête de trame décrit mal ses composantes",
        ),
        (two_frames, "elle a deux en-têtes de trame"),
        (
            scan(vec![0xFF, 0xD8], &[0xFF, 0xD9]),
            "des données d'image précèdent l'en-tête de trame",
        ),
        (
            [jpeg_frame(8, 8), vec![0xFF, 0xD9]].concat(),
            "elle a un en-tête mais aucune donnée d'image (aucun balayage)",
        ),
        (
            cut_scan,
            "le fichier s'arrête dans les données de l'image, avant le marqueur de fin d'image~: il est tronqué",
        ),
        (metadata, "ses segments de métadonnées dépassent 16 "),
        (
            too_little,
            "de données d'image sont trop peu pour 4_000 × 4_000 pixels",
        ),
    ];
    for (bytes, expected) in cases {
        let text = french(&bytes, "carte.jpg", expected);
        assert!(text.contains(&fr(DAMAGED)), "{text}");
    }
}

#[test]
fn broken_webps_and_unknown_files_are_refused_in_french() {
    let mut cut = webp(&[]);
    cut[4] = 200;
    let vp8x: &[u8] = &[0, 0, 0, 0, 7, 0, 0, 7, 0, 0];
    let mut cut_chunk = webp(&[(b"VP8X", vp8x)]);
    cut_chunk.truncate(cut_chunk.len() - 4);
    let len = (cut_chunk.len() - 8) as u32;
    cut_chunk[4..8].copy_from_slice(&len.to_le_bytes());
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (
            cut,
            "le fichier s'arrête avant la taille que donne son en-tête~: il est tronqué",
        ),
        (
            cut_chunk,
            "le fichier s'arrête dans un bloc VP8X~: il est tronqué",
        ),
        (
            webp(&[(b"VP8X", &[0, 0])]),
            "le fichier s'arrête dans l'en-tête de l'image~: il est tronqué",
        ),
        (
            webp(&[(b"JUNK", &[0; 10])]),
            "elle n'a pas d'en-tête d'image",
        ),
        (
            webp(&[(b"VP8X", vp8x)]),
            "elle a un en-tête mais aucune donnée d'image",
        ),
        (
            webp(&[(b"VP8X", vp8x), (b"ICCP", &vec![0; (16 << 20) + 2])]),
            "son bloc ICCP contient ",
        ),
    ];
    for (bytes, expected) in cases {
        let text = french(&bytes, "carte.webp", expected);
        assert!(text.contains(&fr(DAMAGED)), "{text}");
    }
    french(
        b"version: 1, title: \"x\"",
        "notes.txt",
        "ce n'est pas une image qu'umpire sait lire (PNG, JPEG ou WebP attendu)",
    );
    assert_eq!(
        error_in(Lang::En, b"version: 1", "notes.txt"),
        "notes.txt: not an image umpire can read (PNG, JPEG or WebP expected)"
    );
}

#[test]
fn the_other_refusals_of_a_map_image_read_in_french() {
    let in_french = |e: &dyn std::fmt::Display| with_lang(Lang::Fr, || e.to_string());
    let decode = MapImageError::Decode {
        path: "carte.png".into(),
        message: "x".into(),
    };
    let io = MapImageError::Io {
        path: "carte.png".into(),
        message: "x".into(),
    };
    let cases: [(&dyn std::fmt::Display, &str); 8] = [
        (
            &decode,
            "carte.png~: l'image est endommagée ou d'un type non pris en charge~: x",
        ),
        (&io, "carte.png~: impossible de lire le fichier~: x"),
        (
            &JpegError::Unavailable,
            "cette version d'umpire n'a pas libjpeg",
        ),
        (
            &JpegError::BadScale(3),
            "un JPEG se décode à 1/1, 1/2, 1/4 ou 1/8, pas à 1/3",
        ),
        (
            &JpegError::ColourSpace("CMYK"),
            "libjpeg ne sait pas donner du RVB pour un JPEG CMYK",
        ),
        (
            &JpegError::TooLarge {
                width: 70_000,
                height: 10,
            },
            "le JPEG annonce 70_000 × 10 pixels, au-delà des limites d'umpire",
        ),
        (
            &JpegError::OutOfMemory,
            "mémoire épuisée pour le décodeur JPEG",
        ),
        (
            &JpegError::Libjpeg("Premature end of JPEG file".into()),
            "Premature end of JPEG file",
        ),
    ];
    for (e, expected) in cases {
        assert_eq!(in_french(e), fr(expected));
    }
    assert_eq!(
        JpegError::TooLarge {
            width: 70_000,
            height: 10
        }
        .to_string(),
        "the JPEG says it is 70000 × 10 pixels, over umpire's limits"
    );
}
