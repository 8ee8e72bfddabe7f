//! Scenarios generated at random (sides, units, markers, log events of every kind, awkward strings
//! and numbers) survive saving and loading unchanged.

use super::*;

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

fn position() -> impl Strategy<Value = Position> {
    prop_oneof![
        point().prop_map(Position::at),
        text().prop_map(Position::Cell),
    ]
}

fn facing() -> impl Strategy<Value = Facing> {
    float32().prop_map(Facing)
}

fn unit() -> impl Strategy<Value = Unit> {
    let place = (prop::option::of(position()), prop::option::of(facing()));
    (unit_of_the_order_of_battle(), place).prop_map(|(u, (position, facing))| Unit {
        position,
        facing,
        ..u
    })
}

fn unit_of_the_order_of_battle() -> impl Strategy<Value = Unit> {
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
                strength,
                movement,
                status,
                arrives,
                guard,
                rally_bonus,
                ..Unit::new(&id, &name, kind)
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
            value: Some(value),
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
                        vp_percent: Some(vp_percent),
                        penalty,
                        wf: Some(wf),
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
        ("[a-z]{1,3}", position(), prop::option::of(facing()))
            .prop_map(|(unit, to, facing)| Event::Move { unit, to, facing }),
        (side_id(), prop::collection::vec("[a-z]{1,3}", 0..3))
            .prop_map(|(by, units)| Event::Spotted { by, units }),
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
        (any::<bool>(), prop::option::of(0.0f64..1e6)),
    )
        .prop_map(
            |(
                men_per_gun,
                (studied, held, zero, campaign),
                game_end,
                french,
                (contact_reveals, contact_distance),
            )| Settings {
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
                contact_reveals,
                contact_distance,
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
        prop::option::of(grid()),
    )
        .prop_map(|(image, size, scale, grid)| MapInfo {
            image,
            size,
            scale: scale.map(|(per_pixel, unit)| MapScale { per_pixel, unit }),
            grid,
        })
}

fn float64() -> impl Strategy<Value = f64> {
    prop_oneof![
        4 => -500.0f64..500.0,
        1 => any::<f64>().prop_filter("finite", |f| f.is_finite()),
        1 => Just(0.1f64),
    ]
}

fn terrain() -> impl Strategy<Value = Terrain> {
    prop::sample::select(Terrain::ALL.to_vec())
}

fn grid() -> impl Strategy<Value = Grid> {
    use umpire::model::grid::{Hexside, HexsideKind, Numbering, Order};
    (
        (
            prop::sample::select(vec![GridKind::Hex, GridKind::Square]),
            any::<bool>(),
        ),
        (float64(), float64(), float64(), float64()),
        (
            any::<bool>(),
            text(),
            (any::<u8>(), any::<u8>()),
            (any::<i32>(), any::<i32>()),
            any::<bool>(),
        ),
        prop::collection::btree_map(text(), terrain(), 0..4),
        prop::collection::vec((text(), text()), 0..3),
        prop::collection::vec(text(), 0..3),
    )
        .prop_map(
            |((kind, sideways), (dx, dy, x0, y0), numbering, terrain, sides, exits)| {
                let (row_first, separator, zeros, first, odd_higher) = numbering;
                let mut g = Grid::hexes(dy, sideways, x0, y0);
                (g.kind, g.dx, g.terrain, g.exits) = (kind, dx, terrain, exits);
                g.numbering = Numbering {
                    order: if row_first {
                        Order::RowFirst
                    } else {
                        Order::ColumnFirst
                    },
                    separator,
                    column_zeros: zeros.0,
                    row_zeros: zeros.1,
                    first_column: first.0,
                    first_row: first.1,
                    odd_higher,
                };
                g.hexsides = sides
                    .into_iter()
                    .map(|cells| Hexside {
                        cells,
                        kind: HexsideKind::River,
                    })
                    .collect();
                g
            },
        )
}

pub(crate) fn scenario() -> impl Strategy<Value = Scenario> {
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
                    dice_seed: Some(dice_seed),
                    played: Default::default(),
                    copy_for: None,
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
        match parse_lenient(&text, "generated.ron", &umpire::systems::ids()) {
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
        let back = parse(&to_ron(&s).expect("RON"), "valid.ron", &umpire::systems::ids()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back, s);
    }
}
