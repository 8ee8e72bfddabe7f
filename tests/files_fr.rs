//! The messages of files in French (issue 29): every refusal of a file read or written (not a
//! regular file, too large, grown while read, not UTF-8, no version, read-only, a loop of
//! links, an output that is an input, the system's own errors), a RON syntax error and the
//! values a player copy may lack, each provoked and read in real French with French sizes and
//! no English word; places (`file:line:col`, field paths) and the user's names kept as they
//! are. English keeps its words (a sample; the model's own tests hold the rest). Battle
//! bundles: `bundle_fr.rs`, with this file's helpers.

use crate::support::english::{english_words, ron_strings};
use std::fs;
use std::io;
use std::path::Path;
use umpire::i18n::{Arg, FluentArgs, Lang, Msg, text_in, with_lang};
use umpire::model::bundle;
use umpire::model::files::{self, error_text, size_text};
use umpire::model::{self, CopyFor, Event, FileError, FileKind, Position, Scenario, SideId};

const MIB: u64 = 1024 * 1024;

/// `s` with French typography where the test writes plain spaces: a no-break space before
/// ":", a narrow one before ";", inside « ».
pub(crate) fn typo(s: &str) -> String {
    s.replace(" :", "\u{a0}:")
        .replace(" ;", "\u{202f};")
        .replace("« ", "«\u{a0}")
        .replace(" »", "\u{a0}»")
}

/// `text`, which must hold no English word once `theirs` (a path, the zip reader's or the RON
/// reader's own words, which no language changes) are taken out.
pub(crate) fn french(text: &str, theirs: &[&str]) -> String {
    let phrases: Vec<String> = theirs.iter().map(|s| s.to_string()).collect();
    let english = english_words(text, &phrases, &[]);
    assert!(english.is_empty(), "English in {text:?}: {english:?}");
    text.to_string()
}

pub(crate) fn fr<T>(work: impl FnOnce() -> T) -> T {
    with_lang(Lang::Fr, work)
}

pub(crate) fn en<T>(work: impl FnOnce() -> T) -> T {
    with_lang(Lang::En, work)
}

/// A message that no file can provoke (a random name taken sixteen times, a folder entry
/// whose name has no slash, a manifest RON cannot write), in French with `args`.
pub(crate) fn alone(msg: Msg, args: &[(&'static str, Arg<'static>)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    text_in(Lang::Fr, msg, Some(&fluent))
}

#[test]
fn sizes_are_written_the_french_way() {
    fr(|| {
        assert_eq!(size_text(2 * 1024 * MIB), "2,0 Gio");
        assert_eq!(size_text(16 * MIB), "16 Mio");
        assert_eq!(size_text(3 * MIB / 2), "1,5 Mio");
        assert_eq!(size_text(2048), "2,0 Kio");
        assert_eq!(size_text(0), "0 octet", "French 'one' is 0 and 1");
        assert_eq!(size_text(1), "1 octet");
        assert_eq!(size_text(1000), "1000 octets");
    });
    en(|| {
        assert_eq!(size_text(16 * MIB), "16 MiB");
        assert_eq!(size_text(17 * MIB + MIB / 2), "17.5 MiB");
        assert_eq!(size_text(2048), "2.0 KiB");
        assert_eq!(size_text(629), "629 bytes");
        assert_eq!(size_text(1), "1 byte");
    });
}

#[cfg(unix)]
#[test]
fn what_is_not_a_regular_file_is_refused_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let what = fr(|| FileKind::Scenario.files());
    let read = |p: &Path| fr(|| files::read_regular(p, 1024, &what).unwrap_err().to_string());
    let refusal = |thing: &str| {
        typo(&format!(
            "c'est {thing}, pas un fichier ordinaire ; umpire ne lit les fichiers de scénario que dans des fichiers ordinaires"
        ))
    };
    assert_eq!(french(&read(dir.path()), &[]), refusal("un dossier"));
    let fifo = dir.path().join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()));
    assert_eq!(read(&fifo), refusal("un tube nommé (FIFO)"));
    assert_eq!(
        read(Path::new("/dev/zero")),
        refusal("un périphérique en mode caractère")
    );
    let socket = dir.path().join("socket");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    assert_eq!(read(&socket), refusal("une socket"));

    let write = fr(|| files::write_file(dir.path(), b"x").unwrap_err().to_string());
    assert_eq!(
        french(&write, &[]),
        typo(
            "c'est un dossier, pas un fichier ordinaire ; umpire n'écrit que des fichiers ordinaires et ne le remplacera pas"
        )
    );
    let checked = fr(|| files::check_target(&fifo).unwrap_err().to_string());
    assert!(
        checked.starts_with("c'est un tube nommé (FIFO)"),
        "{checked}"
    );
    let lock = fr(|| {
        files::leftovers::open_for_lock(dir.path())
            .unwrap_err()
            .to_string()
    });
    assert_eq!(lock, "pas un fichier ordinaire");
}

#[test]
fn files_beyond_a_limit_are_refused_in_french_with_french_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let what = fr(|| FileKind::Scenario.files());
    let big = dir.path().join("big.ron");
    fs::write(&big, vec![b'x'; 2048]).unwrap();
    let e = fr(|| {
        files::read_regular(&big, 1024, &what)
            .unwrap_err()
            .to_string()
    });
    assert_eq!(
        french(&e, &[]),
        typo("il fait 2,0 Kio ; umpire lit les fichiers de scénario jusqu'à 1,0 Kio")
    );
    let e = fr(|| {
        files::read_stream(&b"abcdef"[..], 4, &what)
            .unwrap_err()
            .to_string()
    });
    assert_eq!(
        french(&e, &[]),
        typo("plus de 4 octets ; umpire lit les fichiers de scénario jusqu'à cette taille")
    );

    // A file larger than a campaign or a template may be, without writing its bytes.
    let sparse = dir.path().join("huge.ron");
    fs::File::create(&sparse)
        .unwrap()
        .set_len(17 * MIB)
        .unwrap();
    let p = sparse.display().to_string();
    let campaign = fr(|| {
        FileKind::Campaign
            .read_text(&sparse)
            .unwrap_err()
            .to_string()
    });
    assert_eq!(
        french(&campaign, &[&p]),
        typo(&format!(
            "{p} : impossible de lire la campagne : il fait 17 Mio ; umpire lit les fichiers de campagne jusqu'à 16 Mio"
        ))
    );
    let template = fr(|| {
        FileKind::Template
            .read_text(&sparse)
            .unwrap_err()
            .to_string()
    });
    assert!(
        template.ends_with(&typo(" ; umpire lit les modèles jusqu'à 16 Mio")),
        "{template}"
    );
    let bundle_file = dir.path().join("huge.umpire");
    fs::File::create(&bundle_file)
        .unwrap()
        .set_len(bundle::MAX_BUNDLE_BYTES + 1)
        .unwrap();
    let e = fr(|| bundle::read_bundle(&bundle_file).unwrap_err().to_string());
    let b = bundle_file.display().to_string();
    assert!(
        e.starts_with(&typo(&format!(
            "{b} : impossible de lire le fichier : il fait "
        ))),
        "{e}"
    );
    assert!(
        e.contains(&typo(" ; umpire lit les paquets de bataille jusqu'à ")),
        "{e}"
    );
    french(&e, &[&b]);
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_that_grows_while_it_is_read_is_cut_in_french() {
    // The kernel gives /proc's files a size of 0, and more bytes when they are read.
    let what = fr(|| FileKind::Scenario.files());
    let e = fr(|| {
        files::read_regular(Path::new("/proc/self/status"), 16, &what)
            .unwrap_err()
            .to_string()
    });
    assert_eq!(
        french(&e, &[]),
        typo(
            "il a dépassé 16 octets pendant sa lecture ; umpire lit les fichiers de scénario jusqu'à cette taille"
        )
    );
}

#[cfg(unix)]
#[test]
fn the_systems_errors_are_said_in_french_and_kept_in_english() {
    let said = |code: i32| {
        let e = io::Error::from_raw_os_error(code);
        assert_eq!(
            en(|| error_text(&e)),
            e.to_string(),
            "English keeps the system's words"
        );
        fr(|| error_text(&e))
    };
    assert_eq!(said(libc::ENOENT), "fichier ou dossier introuvable");
    assert_eq!(said(libc::EACCES), "permission refusée");
    assert_eq!(said(libc::EROFS), "système de fichiers en lecture seule");
    assert_eq!(said(libc::ENOSPC), "plus de place sur le disque");
    assert_eq!(said(libc::EDQUOT), "quota de disque dépassé");
    assert_eq!(said(libc::EBUSY), "ressource occupée");
    assert_eq!(
        said(libc::EFBIG),
        "fichier trop gros pour le système de fichiers"
    );
    let own = io::Error::other("déjà en français");
    assert_eq!(fr(|| error_text(&own)), "déjà en français");

    let dir = tempfile::tempdir().unwrap();
    let gone = dir.path().join("gone.ron");
    let p = gone.display().to_string();
    let e = fr(|| model::load(&gone, &[]).unwrap_err());
    assert!(e.is_not_found());
    assert_eq!(
        french(&fr(|| e.to_string()), &[&p]),
        typo(&format!(
            "{p} : impossible de lire le fichier : fichier ou dossier introuvable"
        ))
    );
    let gone = dir.path().join("gone.umpire");
    let b = gone.display().to_string();
    let e = fr(|| bundle::read_bundle(&gone).unwrap_err());
    assert!(e.is_not_found());
    assert_eq!(
        french(&fr(|| e.to_string()), &[&b]),
        typo(&format!(
            "{b} : impossible de lire le fichier : fichier ou dossier introuvable"
        ))
    );
}

#[test]
fn places_in_a_file_keep_their_form_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let latin1 = dir.path().join("latin1.ron");
    fs::write(&latin1, b"(\n  title: \"caf\xe9\"").unwrap();
    let p = latin1.display().to_string();
    let e = fr(|| model::load(&latin1, &[]).unwrap_err().to_string());
    assert_eq!(
        french(&e, &[&p]),
        typo(&format!(
            "{p}:2:14 : UTF-8 invalide à l'octet 15 : le fichier doit être du texte UTF-8 (l'enregistrer en UTF-8)"
        ))
    );
    let e = fr(|| {
        model::parse("(title: \"Lobositz\")", "s.ron", &[])
            .unwrap_err()
            .to_string()
    });
    assert_eq!(
        french(&e, &[]),
        typo(&format!(
            "s.ron:1:1 : aucun champ `version` : un fichier de scénario commence par `version: {}`",
            model::FORMAT_VERSION
        ))
    );
    let e = fr(|| {
        model::parse("(version: 1, title: \"Lobositz\" date: \"\")", "s.ron", &[])
            .unwrap_err()
            .to_string()
    });
    assert_eq!(french(&e, &[]), typo("s.ron:1:32 : virgule attendue"));
    let e = fr(|| {
        model::parse("(version: 1, titel: \"Lobositz\")", "s.ron", &[])
            .unwrap_err()
            .to_string()
    });
    assert!(
        e.starts_with(&typo(
            "s.ron:1:14 : champ inconnu `titel` dans `Scenario`, l'un de `version`, `title`, "
        )),
        "{e}"
    );
    assert!(e.ends_with(" attendu à la place"), "{e}");
    let names: Vec<&str> = e.split('`').skip(1).step_by(2).collect();
    french(&e, &names);
    let unusable = |lang| {
        with_lang(lang, || {
            FileError::Unusable {
                path: "t.ron".into(),
                place: "sections[3]".into(),
                message: "…".into(),
            }
            .to_string()
        })
    };
    assert_eq!(unusable(Lang::Fr), typo("t.ron : sections[3] : …"));
    assert_eq!(unusable(Lang::En), "t.ron: sections[3]: …");
}

#[cfg(unix)]
#[test]
fn writing_refusals_are_french() {
    use std::os::unix::fs::{PermissionsExt, symlink};
    let dir = tempfile::tempdir().unwrap();
    let locked = dir.path().join("battle.ron");
    fs::write(&locked, b"the umpire's copy").unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o444)).unwrap();
    let e = fr(|| {
        files::write_file(&locked, b"over it")
            .unwrap_err()
            .to_string()
    });
    assert_eq!(
        french(&e, &[]),
        typo(
            "il est en lecture seule (mode 0444 : personne n'a le droit d'écrire) ; umpire ne remplace pas un fichier mis en lecture seule. Le rendre modifiable d'abord, ou choisir un autre fichier"
        )
    );
    assert_eq!(fs::read(&locked).unwrap(), b"the umpire's copy");

    let (a, b) = (dir.path().join("a.ron"), dir.path().join("b.ron"));
    symlink(&b, &a).unwrap();
    symlink(&a, &b).unwrap();
    let e = fr(|| files::write_file(&a, b"x").unwrap_err().to_string());
    assert_eq!(
        french(&e, &[]),
        typo(
            "plus de 40 liens symboliques se suivent à partir de ce chemin ; umpire ne les suit pas"
        )
    );

    let s = dir.path().join("s.ron");
    fs::write(&s, b"x").unwrap();
    let link = dir.path().join("l.ron");
    symlink(&s, &link).unwrap();
    let e = fr(|| {
        files::refuse_overwriting_inputs(&link, &[("le scénario", &s)])
            .unwrap_err()
            .to_string()
    });
    let (l, sp) = (link.display().to_string(), s.display().to_string());
    assert_eq!(
        french(&e, &[&l, &sp]),
        typo(&format!(
            "{l} : c'est le scénario ({sp}) ; umpire n'écrit pas par-dessus un fichier que la même commande lit. Choisir un autre fichier de sortie."
        ))
    );

    assert_eq!(
        alone(Msg::FilesNoTemporaryName, &[]),
        "aucun nom temporaire libre"
    );
    assert_eq!(
        alone(Msg::FilesModeAttribute, &[]),
        typo("son attribut « lecture seule » est activé")
    );
    assert_eq!(
        alone(Msg::FilesScenarioNotRon, &[("error", Arg::from("…"))]),
        typo("le scénario ne peut pas être écrit en RON : …")
    );
}

/// The problems of Lobositz changed by `change`, in French: each one's message. The field
/// paths keep the file's names and labels (`log[5] (turn "6")`), as the file has them.
fn lobositz_problems(change: impl FnOnce(&mut Scenario)) -> Vec<String> {
    let text = include_str!("../assets/scenarios/lobositz.ron");
    let mut s = model::parse(text, "lobositz.ron", &umpire::systems::ids()).unwrap();
    change(&mut s);
    let users = ron_strings(text);
    fr(|| {
        s.validate(&umpire::systems::ids())
            .iter()
            .map(|p| {
                let shown = p.to_string();
                let english = english_words(&shown, &users, &["turn"]);
                assert!(english.is_empty(), "English in {shown:?}: {english:?}");
                p.message.clone()
            })
            .collect()
    })
}

fn first_withdrawal_test(s: &mut Scenario) -> &mut model::WithdrawalTestRecord {
    s.log
        .turns
        .iter_mut()
        .flat_map(|t| &mut t.events)
        .find_map(|e| match e {
            Event::WithdrawalTest(r) => Some(r),
            _ => None,
        })
        .expect("Lobositz has a withdrawal test")
}

#[test]
fn what_a_player_copy_may_lack_is_said_in_french() {
    let said = |change: fn(&mut Scenario), message: &str| {
        let problems = lobositz_problems(change);
        assert!(problems.contains(&typo(message)), "{problems:?}");
    };
    said(
        |s| s.markers.markers[0].value = None,
        "la valeur manque : seule une copie du joueur peut omettre la valeur d'un marqueur",
    );
    said(
        |s| {
            s.copy_for = Some(CopyFor::Public);
            s.markers.markers[0].hidden = false;
            s.markers.markers[0].value = None;
        },
        "la valeur d'un marqueur face visible est connue de tous : elle ne peut pas être omise",
    );
    said(
        |s| first_withdrawal_test(s).wf = None,
        "le % de PV et le FR manquent : seule une copie du joueur peut omettre les chiffres du test de retraite d'un camp",
    );
    said(
        |s| {
            let side = first_withdrawal_test(s).side;
            first_withdrawal_test(s).vp_percent = None;
            s.copy_for = Some(CopyFor::Side(side));
        },
        "un camp connaît les chiffres de son propre test de retraite : une copie pour lui ne peut pas les omettre",
    );
    said(
        |s| {
            s.copy_for = Some(CopyFor::Side(SideId::A));
            s.side_mut(SideId::A).contingents[0].units[0].position = Some(Position::Unseen);
        },
        "un camp sait où se trouvent ses propres unités : une copie pour lui ne peut pas omettre leur position",
    );
}

#[test]
fn english_keeps_the_words_of_a_player_copys_absences_and_of_a_files_place() {
    let text = include_str!("../assets/scenarios/lobositz.ron");
    let mut s = model::parse(text, "lobositz.ron", &umpire::systems::ids()).unwrap();
    s.markers.markers[0].value = None;
    first_withdrawal_test(&mut s).wf = None;
    let problems: Vec<String> = en(|| {
        s.validate(&umpire::systems::ids())
            .into_iter()
            .map(|p| p.message)
            .collect()
    });
    for message in [
        "the value is missing: only a player copy may leave a marker's value out",
        "VP % and WF are missing: only a player copy may leave out a side's test figures",
    ] {
        assert!(problems.iter().any(|p| p == message), "{problems:?}");
    }
    let e = en(|| {
        model::parse("(title: \"Lobositz\")", "s.ron", &[])
            .unwrap_err()
            .to_string()
    });
    assert_eq!(
        e,
        format!(
            "s.ron:1:1: no `version` field: a scenario file starts with `version: {}`",
            model::FORMAT_VERSION
        )
    );
}
