//! Properties over sound and arbitrary logs: swapping the sides mirrors the morale, no combat
//! makes the system panic, the Combat Results Table is total.

use super::*;

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const IDS: [&str; 12] = [
    "fr-ig", "fr-i", "fr-ii", "fr-iii", "fr-cav-i", "ad-i", "ad-res", "ad-ux", "pr-i", "pr-ii",
    "pr-iii", "ghost",
];

fn id_list(max: usize) -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(prop::sample::select(IDS.to_vec()), 0..max)
        .prop_map(|v| v.into_iter().map(String::from).collect())
}

fn side_strategy() -> impl Strategy<Value = SideId> {
    prop_oneof![Just(SideId::A), Just(SideId::B)]
}

fn any_combat() -> impl Strategy<Value = Combat> {
    (
        (
            prop::option::of(side_strategy()),
            id_list(4),
            id_list(4),
            prop::sample::select(Terrain::ALL.to_vec()),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        ),
        (
            prop::option::of(prop_oneof![1u32..=6, any::<u32>()]),
            prop::option::of(prop::sample::select(CrtResult::ALL.to_vec())),
            id_list(3),
            id_list(3),
        ),
    )
        .prop_map(
            |(
                (attacker, attackers, defenders, terrain, river, amp, dmp),
                (r, result, elim, routed),
            )| {
                Combat {
                    attacker,
                    attackers,
                    defenders,
                    terrain,
                    across_river: river,
                    attacker_morale_point: amp,
                    defender_morale_point: dmp,
                    roll: r.map(roll),
                    result,
                    sp_lost: (0, 0),
                    eliminated: elim,
                    routed,
                }
            },
        )
}

/// A sound Waterloo 20 combat: French against Allied units, rolls on the die.
fn sound_combat() -> impl Strategy<Value = Combat> {
    let french = ["fr-ig", "fr-i", "fr-ii", "fr-iii", "fr-cav-i"];
    let allied = ["ad-i", "ad-res", "ad-ux", "pr-i", "pr-ii", "pr-iii"];
    (
        any::<bool>(),
        prop::sample::subsequence(french.to_vec(), 1..3),
        prop::sample::subsequence(allied.to_vec(), 1..3),
        prop::sample::select(Terrain::ALL.to_vec()),
        any::<bool>(),
        any::<bool>(),
        prop::option::of(1u32..=6),
        prop::option::of(prop::sample::select(CrtResult::ALL.to_vec())),
        any::<u8>(),
        any::<u8>(),
    )
        .prop_map(
            |(french_attack, fr, al, terrain, amp, dmp, r, result, em, rm)| {
                let fr: Vec<String> = fr.into_iter().map(String::from).collect();
                let al: Vec<String> = al.into_iter().map(String::from).collect();
                let (attacker, attackers, defenders) = if french_attack {
                    (SideId::A, fr, al)
                } else {
                    (SideId::B, al, fr)
                };
                let all: Vec<String> = attackers.iter().chain(&defenders).cloned().collect();
                let pick = |mask: u8| -> Vec<String> {
                    all.iter()
                        .enumerate()
                        .filter(|(i, _)| mask & (1 << i) != 0)
                        .map(|(_, id)| id.clone())
                        .collect()
                };
                Combat {
                    attacker: Some(attacker),
                    attackers,
                    defenders,
                    terrain,
                    across_river: false,
                    attacker_morale_point: amp,
                    defender_morale_point: dmp,
                    roll: r.map(roll),
                    result,
                    sp_lost: (0, 0),
                    eliminated: pick(em),
                    routed: pick(rm),
                }
            },
        )
}

fn sound_event() -> impl Strategy<Value = Event> {
    prop_oneof![
        4 => sound_combat().prop_map(Event::Combat),
        1 => (0u32..4, any::<bool>()).prop_map(|(n, both)| Event::NightMorale {
            french_on_allied_loc: n,
            allies_on_both_french_loc: both,
        }),
        1 => (side_strategy(), 0u32..3).prop_map(|(side, points)| Event::MoraleSpent {
            side,
            points,
            purpose: "forced march".into(),
        }),
        1 => (prop::sample::select(IDS[..11].to_vec()), 1u32..=6, any::<bool>()).prop_map(
            |(unit, r, mp)| Event::Rally {
                unit: unit.into(),
                roll: roll(r),
                morale_point: mp,
            }
        ),
        1 => (side_strategy(), 1u32..=6, prop::option::of(1u32..=6)).prop_map(
            |(side, r, second)| Event::RandomEvent {
                side,
                roll: roll(r),
                second_roll: second.map(roll),
            }
        ),
    ]
}

fn sound_scenario() -> impl Strategy<Value = Scenario> {
    (
        1u32..8,
        1u32..8,
        any::<bool>(),
        prop::collection::vec(
            (
                prop::sample::select(TURN_TRACK.to_vec()),
                prop::collection::vec(sound_event(), 0..5),
            ),
            0..6,
        ),
    )
        .prop_map(|(fm, am, optional, turns)| {
            let mut s = waterloo(fm, am);
            s.settings.waterloo20.morale_zero_loses = optional;
            s.log.turns = turns
                .into_iter()
                .map(|(name, events)| turn(name, events))
                .collect();
            s
        })
}

fn mirrored(e: &MoraleEntry) -> MoraleEntry {
    MoraleEntry {
        side: e.side.other(),
        ..e.clone()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn swapping_sides_mirrors_the_morale(s in sound_scenario()) {
        let w = s.swapped();
        let ledger: Vec<MoraleEntry> = morale_ledger(&s).iter().map(mirrored).collect();
        prop_assert_eq!(ledger, morale_ledger(&w));
        let by_turn: Vec<[i64; 2]> = morale_by_turn(&s).iter().map(|[a, b]| [*b, *a]).collect();
        prop_assert_eq!(by_turn, morale_by_turn(&w));
        match (Waterloo20.judge(&s), Waterloo20.judge(&w)) {
            (Judgement::Verdict(v), Judgement::Verdict(x)) => {
                prop_assert_eq!(v.winner.map(SideId::other), x.winner);
                prop_assert_eq!(&v.level, &x.level);
                prop_assert_eq!(v.figures.len(), x.figures.len());
                for (f, g) in v.figures.iter().zip(&x.figures) {
                    prop_assert_eq!(&f.id, &g.id);
                    prop_assert_eq!(f.values, [g.values[1], g.values[0]], "{}", f.id);
                }
            }
            (a, b) => prop_assert!(false, "sound scenarios give verdicts: {:?} / {:?}", a, b),
        }
    }

    #[test]
    fn arbitrary_combats_never_panic(c in any_combat(), optional in any::<bool>()) {
        let mut s = waterloo(3, 3);
        s.settings.waterloo20.morale_zero_loses = optional;
        let o = combat_odds(&s, &c);
        prop_assert_eq!(o.attack - o.defence, o.differential);
        prop_assert!((-2..=4).contains(&o.column));
        prop_assert_eq!(o.distribution.iter().map(|(_, p)| *p).sum::<Q>(), int(1));
        if c.across_river {
            prop_assert!(o.problems.iter().any(|p| p.contains("river")));
        }
        for r in CrtResult::ALL {
            let _ = consequences(&c, r);
        }
        s.log.turns.push(turn("June 16 Night", vec![Event::Combat(c.clone()), Event::Combat(c)]));
        let _ = morale_ledger(&s);
        let _ = morale_by_turn(&s);
        let _ = Waterloo20.judge(&s);
    }

    #[test]
    fn crt_is_total(d in any::<i64>(), r in any::<u32>()) {
        let read = crt(d, r);
        prop_assert!(CrtResult::ALL.contains(&read));
        if (1..=6).contains(&r) {
            prop_assert_eq!(crt_checked(d, r), Some(read));
        } else {
            prop_assert_eq!(crt_checked(d, r), None);
        }
    }
}
