//! Saving and loading give back the same scenario: for every demo, and for scenarios generated
//! at random (sides, units, markers, log events of every kind, awkward strings and numbers).
//! Saving is atomic: no temporary file is left behind, and a failed save keeps the old file.

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
        let s = parse(text, name).expect("the demo is valid");
        let again = parse(&to_ron(&s).expect("RON"), name).expect("written text parses");
        assert_eq!(again, s, "{name}: to_ron then parse");
        let path = dir.path().join(name);
        save(&s, &path).expect("saved");
        assert_eq!(load(&path).expect("loads"), s, "{name}: save then load");
        // Saving what was loaded writes the same bytes: the format is stable.
        let first = std::fs::read(&path).expect("read");
        save(&load(&path).expect("loads"), &path).expect("saved again");
        assert_eq!(std::fs::read(&path).expect("read"), first, "{name}");
    }
}

#[test]
fn the_demos_hold_what_their_comments_say() {
    let get = |name: &str| {
        let text = umpire::assets::demo::demo_scenario(name).expect("demo");
        parse(text, name).expect("valid")
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
// Random scenarios.

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[A-Za-z0-9 ,.'()-]{0,24}",
        1 => any::<String>(),
        1 => Just("quote \" backslash \\ newline \n tab \t ünïcödé ✠ 🐎".to_string()),
        1 => Just(String::new()),
    ]
}

fn side_id() -> impl Strategy<Value = SideId> {
    prop_oneof![Just(SideId::A), Just(SideId::B)]
}

fn float32() -> impl Strategy<Value = f32> {
    prop_oneof![
        4 => -5000.0f32..50_000.0,
        1 => any::<f32>().prop_filter("finite", |f| f.is_finite()),
        1 => Just(0.1f32),
        1 => Just(-0.0f32),
    ]
}

fn point() -> impl Strategy<Value = Point> {
    (float32(), float32()).prop_map(|(x, y)| Point::new(x, y))
}

fn polygon() -> impl Strategy<Value = Polygon> {
    prop::collection::vec(point(), 0..6).prop_map(Polygon::new)
}

fn big() -> impl Strategy<Value = u64> {
    prop_oneof![4 => 0u64..100_000, 1 => any::<u64>()]
}

fn strength() -> impl Strategy<Value = Strength> {
    (big(), big(), big(), big()).prop_map(|(men, stands, unit_points, strength_points)| Strength {
        men,
        stands,
        unit_points,
        strength_points,
    })
}

fn status() -> impl Strategy<Value = UnitStatus> {
    prop::sample::select(UnitStatus::ALL.to_vec())
}

fn unit() -> impl Strategy<Value = Unit> {
    (
        "[a-z]{1,3}[0-9]{0,3}",
        text(),
        prop::sample::select(UnitKind::ALL.to_vec()),
        strength(),
        big(),
        status(),
        prop::option::of(text()),
        any::<(bool, bool)>(),
    )
        .prop_map(
            |(id, name, kind, strength, movement, status, arrives, (guard, rally_bonus))| Unit {
                id,
                name,
                kind,
                strength,
                movement,
                status,
                arrives,
                guard,
                rally_bonus,
            },
        )
}

fn end_of_battle() -> impl Strategy<Value = EndOfBattle> {
    prop::collection::vec(big(), 16).prop_map(|v| EndOfBattle {
        start_men: v[0],
        reinforcements_men: v[1],
        casualties_men: v[2],
        guns_lost: v[3],
        infringement_losses_caused: v[4],
        cavalry_start: v[5],
        cavalry_surviving: v[6],
        batteries: v[7],
        rounds: v[8],
        infantry_units: v[9],
        out_of_ammunition: v[10],
        low_on_ammunition: v[11],
        guns_lost_to_infantry: v[12],
        guns_lost_to_artillery: v[13],
        guns_abandoned: v[14],
        guns_destroyed_by_cavalry_alone: v[15],
    })
}

fn contingent() -> impl Strategy<Value = Contingent> {
    (text(), prop::collection::vec(unit(), 0..4), end_of_battle())
        .prop_map(|(name, units, end)| Contingent { name, units, end })
}

fn side() -> impl Strategy<Value = Side> {
    (
        text(),
        any::<(u8, u8, u8)>(),
        prop_oneof![Just(Role::Attacker), Just(Role::Defender)],
        prop::collection::vec(contingent(), 0..3),
        polygon(),
        (text(), any::<bool>(), any::<bool>()),
        any::<u32>(),
    )
        .prop_map(
            |(name, (r, g, b), role, contingents, deployment, (cname, lost, hos), mp)| Side {
                name,
                colour: Rgb(r, g, b),
                role,
                contingents,
                deployment,
                c_in_c: CommanderInChief {
                    name: cname,
                    lost,
                    head_of_state: hos,
                },
                morale_points: mp,
            },
        )
}

fn marker() -> impl Strategy<Value = Marker> {
    (
        "[A-Z]{1,2}",
        text(),
        point(),
        any::<u32>(),
        any::<bool>(),
        prop::option::of(side_id()),
    )
        .prop_map(|(id, name, pos, value, hidden, placed_by)| Marker {
            id,
            name,
            pos,
            value,
            hidden,
            placed_by,
        })
}

fn marker_set() -> impl Strategy<Value = MarkerSet> {
    (
        prop::collection::vec(any::<u32>(), 0..12),
        prop::collection::vec(marker(), 0..12),
        prop::option::of(any::<u64>()),
        prop::option::of((side_id(), any::<(u32, u32)>())),
    )
        .prop_map(|(values, markers, shuffle_seed, placement)| MarkerSet {
            values,
            markers,
            shuffle_seed,
            placement: placement.map(|(first, rolls)| Placement { first, rolls }),
        })
}

fn roll() -> impl Strategy<Value = Roll> {
    (
        any::<u32>(),
        prop_oneof![
            Just(DiceSource::Manual),
            any::<u64>().prop_map(|index| DiceSource::Seeded { index })
        ],
    )
        .prop_map(|(value, source)| Roll { value, source })
}

fn ids() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec("[a-z]{1,3}[0-9]{0,2}", 0..4)
}

fn combat() -> impl Strategy<Value = Combat> {
    (
        prop::option::of(side_id()),
        (ids(), ids(), ids(), ids()),
        prop::sample::select(Terrain::ALL.to_vec()),
        any::<(bool, bool, bool)>(),
        prop::option::of(roll()),
        prop::option::of(prop::sample::select(CrtResult::ALL.to_vec())),
        (big(), big()),
    )
        .prop_map(
            |(
                attacker,
                (attackers, defenders, eliminated, routed),
                terrain,
                flags,
                roll,
                result,
                sp_lost,
            )| {
                Combat {
                    attacker,
                    attackers,
                    defenders,
                    terrain,
                    across_river: flags.0,
                    attacker_morale_point: flags.1,
                    defender_morale_point: flags.2,
                    roll,
                    result,
                    sp_lost,
                    eliminated,
                    routed,
                }
            },
        )
}

fn event() -> impl Strategy<Value = Event> {
    let rank = prop_oneof![
        Just(CommandRank::Army),
        Just(CommandRank::Corps),
        Just(CommandRank::Other)
    ];
    prop_oneof![
        (side_id(), prop::option::of("[a-z]{1,3}"), strength()).prop_map(|(side, unit, s)| {
            Event::Losses {
                side,
                unit,
                men: s.men,
                stands: s.stands,
                strength_points: s.strength_points,
                unit_points: s.unit_points,
            }
        }),
        ("[a-z]{1,3}", status()).prop_map(|(unit, status)| Event::Status { unit, status }),
        ("[A-Z]{1,2}", side_id()).prop_map(|(marker, side)| Event::MarkerControl { marker, side }),
        (side_id(), text(), rank).prop_map(|(side, name, rank)| Event::CommanderLost {
            side,
            name,
            rank
        }),
        (side_id(), text()).prop_map(|(side, name)| Event::CommanderInMelee { side, name }),
        (
            side_id(),
            big(),
            prop::sample::select(GunLoss::ALL.to_vec()),
            prop::option::of("[a-z]{1,3}")
        )
            .prop_map(|(side, guns, how, unit)| Event::GunsLost {
                side,
                guns,
                how,
                unit
            }),
        combat().prop_map(Event::Combat),
        (side_id(), side_id()).prop_map(|(by, against)| Event::PrematureCall { by, against }),
        (
            side_id(),
            any::<(u32, u32, u32, u32)>(),
            roll(),
            any::<bool>()
        )
            .prop_map(
                |(side, (rs_percent, vp_percent, penalty, wf), roll, withdrew)| {
                    Event::WithdrawalTest(WithdrawalTestRecord {
                        side,
                        rs_percent,
                        vp_percent,
                        penalty,
                        wf,
                        roll,
                        withdrew,
                    })
                }
            ),
        (any::<u32>(), any::<bool>()).prop_map(
            |(french_on_allied_loc, allies_on_both_french_loc)| {
                Event::NightMorale {
                    french_on_allied_loc,
                    allies_on_both_french_loc,
                }
            }
        ),
        (side_id(), any::<u32>(), text()).prop_map(|(side, points, purpose)| Event::MoraleSpent {
            side,
            points,
            purpose
        }),
        ("[a-z]{1,3}", roll(), any::<bool>()).prop_map(|(unit, roll, morale_point)| Event::Rally {
            unit,
            roll,
            morale_point
        }),
        (side_id(), roll(), prop::option::of(roll())).prop_map(|(side, roll, second_roll)| {
            Event::RandomEvent {
                side,
                roll,
                second_roll,
            }
        }),
        text().prop_map(|text| Event::Note { text }),
    ]
}

fn turn() -> impl Strategy<Value = Turn> {
    (text(), prop::collection::vec(event(), 0..6)).prop_map(|(name, events)| Turn { name, events })
}

fn settings() -> impl Strategy<Value = Settings> {
    (
        big(),
        any::<(bool, bool, bool, bool)>(),
        prop::option::of(prop_oneof![
            side_id().prop_map(|vanquished| GameEnd::Collapse { vanquished }),
            Just(GameEnd::Sundown)
        ]),
        prop::option::of(side_id()),
    )
        .prop_map(
            |(men_per_gun, (studied, held, zero, campaign), game_end, french)| Settings {
                men_per_gun,
                defender_studied_ground: studied,
                defender_held_field: held,
                game_end,
                french,
                waterloo20: Waterloo20Settings {
                    morale_zero_loses: zero,
                },
                decided_by: None,
                compare_with: Vec::new(),
                campaign,
            },
        )
}

fn map_info() -> impl Strategy<Value = MapInfo> {
    (
        prop::option::of(text()),
        prop::option::of(any::<(u32, u32)>()),
        prop::option::of((
            prop_oneof![
                0.001f64..100.0,
                any::<f64>().prop_filter("finite", |f| f.is_finite())
            ],
            text(),
        )),
    )
        .prop_map(|(image, size, scale)| MapInfo {
            image,
            size,
            scale: scale.map(|(per_pixel, unit)| MapScale { per_pixel, unit }),
        })
}

fn scenario() -> impl Strategy<Value = Scenario> {
    (
        (text(), text(), text(), text()),
        map_info(),
        (side(), side()),
        marker_set(),
        prop::collection::vec(turn(), 0..5),
        settings(),
        any::<u64>(),
    )
        .prop_map(
            |(
                (title, date, notes, umpire_notes),
                map,
                (a, b),
                markers,
                turns,
                settings,
                dice_seed,
            )| {
                Scenario {
                    version: FORMAT_VERSION,
                    title,
                    date,
                    notes,
                    umpire_notes,
                    map,
                    sides: [a, b],
                    markers,
                    log: BattleLog { turns },
                    settings,
                    dice_seed,
                    played: Default::default(),
                }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("UMPIRE_ROUNDTRIP_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(256),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Whatever a scenario within the limits holds, valid or not, the file gives it back
    /// unchanged; one beyond them (a coordinate past a million pixels) is refused.
    #[test]
    fn written_scenarios_parse_back_unchanged(s in scenario()) {
        let text = to_ron(&s).expect("RON");
        let beyond = umpire::model::limits::hard_problems(&s);
        match parse_lenient(&text, "generated.ron") {
            Ok((back, _problems)) => {
                prop_assert!(beyond.is_empty(), "{beyond:?}");
                prop_assert_eq!(back, s);
            }
            Err(e) => prop_assert!(!beyond.is_empty(), "{e}\n{text}"),
        }
    }

    /// A scenario valid by construction passes `parse` (which validates) unchanged.
    #[test]
    fn valid_scenarios_parse_back_with_parse(
        title in "[A-Za-z ]{1,20}",
        names in ("[A-Z][a-z]{2,10}", "[A-Z][a-z]{2,10}"),
        stands in prop::collection::vec(1u64..40, 1..8),
        lost in 0u64..40,
    ) {
        let mut s = Scenario::new(&title);
        s.sides[0].name = names.0;
        s.sides[1].name = names.1;
        let units: Vec<Unit> = stands.iter().enumerate().map(|(k, n)| {
            let mut u = Unit::new(&format!("u{k}"), "Regiment", UnitKind::Infantry);
            u.strength.stands = *n;
            u
        }).collect();
        let first = units[0].strength.stands;
        s.sides[0].contingents.push(Contingent { name: "Army".into(), units, end: EndOfBattle::default() });
        s.log.turns.push(Turn { name: "1".into(), events: vec![Event::Losses {
            side: SideId::A, unit: Some("u0".into()), men: 0, stands: lost.min(first), strength_points: 0, unit_points: 0,
        }]});
        let back = parse(&to_ron(&s).expect("RON"), "valid.ron").map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back, s);
    }
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
    parse(text, "lobositz.ron").expect("valid")
}

#[test]
fn saving_leaves_no_temporary_file_and_replaces_the_old_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("battle.ron");
    std::fs::write(&path, "old contents").expect("written");
    let s = lobositz();
    save(&s, &path).expect("saved");
    assert_eq!(entries(dir.path()), ["battle.ron"]);
    assert_eq!(load(&path).expect("loads"), s);
    let mut changed = s.clone();
    changed.title = "Lobositz, second game".into();
    save(&changed, &path).expect("saved again");
    assert_eq!(entries(dir.path()), ["battle.ron"]);
    assert_eq!(load(&path).expect("loads").title, "Lobositz, second game");
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

#[cfg(unix)]
#[test]
fn saving_into_a_read_only_folder_fails_and_keeps_the_old_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("battle.ron");
    let old = lobositz();
    save(&old, &path).expect("saved");
    let before = std::fs::read(&path).expect("read");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).expect("chmod");
    // Root ignores folder permissions; then there is nothing to test here.
    let probe = dir.path().join(".probe");
    let enforced = std::fs::File::create(&probe).is_err();
    let _ = std::fs::remove_file(&probe);
    if enforced {
        let mut changed = old.clone();
        changed.title = "changed".into();
        assert!(
            save(&changed, &path).is_err(),
            "a read-only folder refuses the save"
        );
        assert_eq!(
            std::fs::read(&path).expect("read"),
            before,
            "the old file is intact"
        );
        assert_eq!(entries(dir.path()), ["battle.ron"]);
    } else {
        eprintln!("running as root: folder permissions are not enforced, read-only case skipped");
    }
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).expect("chmod");
}
