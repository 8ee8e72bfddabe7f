//! Saving and loading give back the same scenario: for every demo, and for scenarios generated
//! at random ([`random`]: sides, units, markers, log events of every kind, awkward strings).
//! Saving is atomic: no temporary file is left behind, and a failed save keeps the old file.

pub(crate) mod random;

use proptest::prelude::*;
use std::path::Path;
use umpire::assets::demo::all_demo_scenarios;
use umpire::model::*;

// ---------------------------------------------------------------------------------------------
// The demos.

#[test]
fn every_demo_survives_save_and_load() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (name, text) in all_demo_scenarios() {
        let s = parse(text, name, &umpire::systems::ids()).expect("the demo is valid");
        let again = parse(&to_ron(&s).expect("RON"), name, &umpire::systems::ids())
            .expect("written text parses");
        assert_eq!(again, s, "{name}: to_ron then parse");
        let path = dir.path().join(name);
        save(&s, &path).expect("saved");
        assert_eq!(
            load(&path, &umpire::systems::ids()).expect("loads"),
            s,
            "{name}: save then load"
        );
        // Saving what was loaded writes the same bytes: the format is stable.
        let first = std::fs::read(&path).expect("read");
        save(&load(&path, &umpire::systems::ids()).expect("loads"), &path).expect("saved again");
        assert_eq!(std::fs::read(&path).expect("read"), first, "{name}");
    }
}

#[test]
fn the_demos_hold_what_their_comments_say() {
    let get = |name: &str| {
        let text = umpire::assets::demo::demo_scenario(name).expect("demo");
        parse(text, name, &umpire::systems::ids()).expect("valid")
    };
    let lob = get("lobositz.ron");
    let prussians = lob.side(SideId::A);
    let stands: u64 = prussians.units().map(|u| u.strength.stands).sum();
    assert_eq!(stands, 235);
    let st = replay(&lob, usize::MAX);
    let routed: u64 = prussians
        .units()
        .filter(|u| st.status(&u.id) == Some(UnitStatus::Routed))
        .map(|u| u.strength.stands)
        .sum();
    let off: u64 = prussians
        .units()
        .filter(|u| st.status(&u.id) == Some(UnitStatus::OffTable))
        .map(|u| u.strength.stands)
        .sum();
    assert_eq!((routed, off), (7, 20));
    let record = umpire::record::BattleRecord::build(&lob);
    assert_eq!(record.end().lost[SideId::A.index()].stands, 70);
    assert_eq!(st.vp_held(&lob, SideId::A), 60);
    let held = lob
        .markers
        .markers
        .iter()
        .filter(|m| st.control.get(m.id.as_str()) == Some(&SideId::A))
        .count();
    assert_eq!(held, 5);
    assert_eq!(lob.markers.markers.len(), 10);
    assert!(
        placement_problems(&lob).is_empty(),
        "{:?}",
        placement_problems(&lob)
    );
    let ids: Vec<&str> = lob.markers.markers.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]);
    let names: Vec<&str> = lob.log.turns.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["1", "2", "3", "4", "5", "6", "7"]);

    let gt = get("grande-tactique.ron");
    for side in SideId::BOTH {
        let up: u64 = gt
            .side(side)
            .units()
            .filter(|u| u.kind != UnitKind::General)
            .map(|u| u.strength.unit_points)
            .sum();
        assert_eq!(up, 50, "{side:?}");
    }
    assert_eq!(
        gt.settings.game_end,
        Some(GameEnd::Collapse {
            vanquished: SideId::A
        })
    );
    let sundown = get("grande-tactique-sundown.ron");
    assert_eq!(sundown.settings.game_end, Some(GameEnd::Sundown));
    assert_eq!(sundown.sides, gt.sides, "the variant has the same armies");
    assert_eq!(sundown.log.turns.len(), gt.log.turns.len());

    let wl = get("waterloo.ron");
    let track = [
        "June 16 Afternoon",
        "June 16 Evening",
        "June 16 Night",
        "June 17 Morning",
        "June 17 Mid-day",
        "June 17 Afternoon",
        "June 17 Evening",
        "June 17 Night",
        "June 18 Morning",
        "June 18 Mid-day",
        "June 18 Afternoon",
        "June 18 Evening",
    ];
    let names: Vec<&str> = wl.log.turns.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, track);
    assert_eq!(wl.settings.french, Some(SideId::A));
    let manifest: Vec<(String, u64, u64)> = wl
        .units()
        .map(|(_, u)| (u.id.clone(), u.strength.strength_points, u.movement))
        .collect();
    let expected = [
        ("fr-ig", 4, 2),
        ("fr-i", 3, 2),
        ("fr-ii", 3, 2),
        ("fr-iii", 2, 2),
        ("fr-iv", 2, 2),
        ("fr-vi", 2, 2),
        ("fr-cav-i", 1, 3),
        ("fr-cav-ii", 1, 3),
        ("fr-cav-iii", 1, 3),
        ("fr-cav-iv", 1, 3),
        ("ad-i", 4, 2),
        ("ad-ii", 3, 2),
        ("ad-res", 2, 2),
        ("ad-ux", 2, 3),
        ("pr-i", 3, 2),
        ("pr-ii", 3, 2),
        ("pr-iv", 3, 2),
        ("pr-iii", 2, 2),
    ];
    let expected: Vec<(String, u64, u64)> = expected
        .iter()
        .map(|(i, s, m)| (i.to_string(), *s, *m))
        .collect();
    assert_eq!(manifest, expected);
    let arriving: Vec<(&str, &str)> = wl
        .units()
        .filter(|(_, u)| u.status == UnitStatus::NotArrived)
        .map(|(_, u)| (u.id.as_str(), u.arrives.as_deref().unwrap_or("")))
        .collect();
    assert_eq!(
        arriving,
        [
            ("fr-vi", "June 16 Evening"),
            ("ad-ii", "June 17 Morning"),
            ("ad-ux", "June 16 Night"),
            ("pr-iv", "June 16 Night"),
        ]
    );
    let (ig, ad_i) = (wl.unit("fr-ig").unwrap().1, wl.unit("ad-i").unwrap().1);
    assert!(ig.guard && ig.rally_bonus && ad_i.rally_bonus);
    let contingents: Vec<&str> = wl.sides[1]
        .contingents
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(contingents, ["Anglo-Dutch army", "Prussian army"]);
}

// ---------------------------------------------------------------------------------------------
// Atomic saving.

fn entries(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("dir")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn lobositz() -> Scenario {
    let text = umpire::assets::demo::demo_scenario("lobositz.ron").expect("demo");
    parse(text, "lobositz.ron", &umpire::systems::ids()).expect("valid")
}

#[test]
fn saving_leaves_no_temporary_file_and_replaces_the_old_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("battle.ron");
    std::fs::write(&path, "old contents").expect("written");
    let s = lobositz();
    save(&s, &path).expect("saved");
    assert_eq!(entries(dir.path()), ["battle.ron"]);
    assert_eq!(load(&path, &umpire::systems::ids()).expect("loads"), s);
    let mut changed = s.clone();
    changed.title = "Lobositz, second game".into();
    save(&changed, &path).expect("saved again");
    assert_eq!(entries(dir.path()), ["battle.ron"]);
    assert_eq!(
        load(&path, &umpire::systems::ids()).expect("loads").title,
        "Lobositz, second game"
    );
}

#[test]
fn a_failed_save_keeps_the_old_file_and_leaves_no_temporary_file() {
    // The target is a folder with a file in it: the rename over it fails after the temporary
    // file was written, which is the path where a temporary file could be left behind.
    let dir = tempfile::tempdir().expect("temp dir");
    let target = dir.path().join("battle.ron");
    std::fs::create_dir(&target).expect("folder");
    std::fs::write(target.join("keep.txt"), "precious").expect("written");
    let err = save(&lobositz(), &target);
    assert!(err.is_err(), "saving over a folder must fail");
    assert_eq!(
        entries(dir.path()),
        ["battle.ron"],
        "no temporary file left"
    );
    assert_eq!(
        std::fs::read_to_string(target.join("keep.txt")).expect("kept"),
        "precious"
    );

    // A folder that does not exist: an error, nothing created.
    let missing = dir.path().join("no-such-folder").join("battle.ron");
    assert!(save(&lobositz(), &missing).is_err());
    assert_eq!(entries(dir.path()), ["battle.ron"]);
}

/// Root is not held back by a folder's mode bits (CI runs as root), so the save is tried on a
/// thread that has given up the capabilities by which root overrides them: there the folder is
/// read-only as it is for any user, and the test cannot pass without testing the save.
#[cfg(target_os = "linux")]
#[test]
fn saving_into_a_read_only_folder_fails_and_keeps_the_old_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("battle.ron");
    let old = lobositz();
    save(&old, &path).expect("saved");
    let before = std::fs::read(&path).expect("read");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let folder = dir.path().to_path_buf();
    let saved = std::thread::spawn(move || {
        without_permission_overrides();
        let probe = folder.join(".probe");
        assert!(
            std::fs::File::create(&probe).is_err(),
            "the folder is read-only for this thread"
        );
        let mut changed = old.clone();
        changed.title = "changed".into();
        save(&changed, &folder.join("battle.ron"))
    })
    .join()
    .expect("the saving thread");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("chmod");
    assert!(saved.is_err(), "a read-only folder refuses the save");
    assert_eq!(
        std::fs::read(&path).expect("read"),
        before,
        "the old file is intact"
    );
    assert_eq!(entries(dir.path()), ["battle.ron"]);
}

/// Drop from the calling thread (Linux keeps capabilities per thread) the capabilities by which
/// root reads, writes and changes files whatever their mode: CAP_DAC_OVERRIDE,
/// CAP_DAC_READ_SEARCH and CAP_FOWNER. A thread without them (any user's) loses nothing.
#[cfg(target_os = "linux")]
fn without_permission_overrides() {
    #[repr(C)]
    struct Header {
        version: u32,
        pid: libc::c_int,
    }
    #[repr(C)]
    #[derive(Clone, Copy, Default)]
    struct Sets {
        effective: u32,
        permitted: u32,
        inheritable: u32,
    }
    const VERSION_3: u32 = 0x2008_0522;
    const OVERRIDES: u32 = (1 << 1) | (1 << 2) | (1 << 3);
    let mut header = Header {
        version: VERSION_3,
        pid: 0,
    };
    let mut sets = [Sets::default(); 2];
    // SAFETY: capget and capset read and write a version-3 header and two sets, as passed.
    let got = unsafe { libc::syscall(libc::SYS_capget, &mut header, sets.as_mut_ptr()) };
    assert_eq!(got, 0, "capget: {}", std::io::Error::last_os_error());
    sets[0].effective &= !OVERRIDES;
    sets[0].permitted &= !OVERRIDES;
    // SAFETY: as above.
    let set = unsafe { libc::syscall(libc::SYS_capset, &mut header, sets.as_ptr()) };
    assert_eq!(set, 0, "capset: {}", std::io::Error::last_os_error());
}
