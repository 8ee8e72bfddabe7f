# The battle record's words (src/record/): the narrator's sentences, the readable names of
# units, markers, rolls and fields, and the figures every front end shows.

## Counts in a measure (src/record/losses.rs)

rec-men =
    { $count ->
        [one] { $written } man
       *[other] { $written } men
    }
rec-stands =
    { $count ->
        [one] { $written } stand
       *[other] { $written } stands
    }
rec-strength-points =
    { $count ->
        [one] { $written } Strength Point
       *[other] { $written } Strength Points
    }
rec-unit-points =
    { $count ->
        [one] { $written } Unit Point
       *[other] { $written } Unit Points
    }
rec-measure-men = men
rec-measure-stands = stands
rec-measure-strength-points = Strength Points
rec-measure-unit-points = Unit Points
rec-measure-men-singular = man
rec-measure-stands-singular = stand
rec-measure-strength-points-singular = Strength Point
rec-measure-unit-points-singular = Unit Point
rec-measure-men-short = men
rec-measure-stands-short = stands
rec-measure-strength-points-short = SP
rec-measure-unit-points-short = UP

## Names and lists (src/record/words.rs)

# $lost and $of are written whole; $share is the share in percent, to one decimal.
rec-lost-of = { $lost } of { $of } ({ $share })
rec-unknown-unit = unknown unit "{ $id }"
rec-no-unit = none
rec-and-list = { $init } and { $last }
rec-marker = marker { $id }
rec-marker-named = marker { $id } ({ $name })
rec-roll-real = { $value } (real dice)
rec-roll-seeded = { $value } (seeded draw { $draw })
rec-rolls-unmarked = A roll without a mark was made with real dice; "seeded draw n" is draw n of the scenario's seeded roller.

## The narrator: one sentence per log entry (src/record/narrator.rs)

rec-nothing = nothing
rec-loses =
    { $side } { $side_number ->
        [one] loses
       *[other] lose
    } { $what }.
rec-loses-unit =
    { $side } { $side_number ->
        [one] loses
       *[other] lose
    } { $what } ({ $unit }).
# $whose: " (side)" after the unit, or nothing.
rec-status =
    { $unit }{ $whose } { $status ->
        [on-board] arrives on the board
        [destroyed] is destroyed or flees
        [routed] routs
        [withdrawn] withdraws voluntarily
        [off-table] goes off the table
        [not-arrived] is not yet arrived
       *[exited] exits the map
    }.
rec-marker-control =
    { $side } { $side_number ->
        [one] examines
       *[other] examine
    } { $marker } and now { $side_number ->
        [one] holds
       *[other] hold
    } it.
# $who: " name" of the commander, or nothing.
rec-commander-lost =
    { $side }{ $side_ends_in_s ->
        [yes] '
       *[no] 's
    } { $rank ->
        [army] army commander
        [corps] corps commander
       *[other] commander
    }{ $who } is killed, wounded or captured.
rec-commander-in-melee = { $name } ({ $side }) is attached to a unit in melee: no withdrawal test this turn.
rec-premature-call =
    { $caller } { $caller_number ->
        [one] calls
       *[other] call
    } a withdrawal test of { $against } prematurely: { $caller } { $caller_number ->
        [one] pays
       *[other] pay
    } 20 points at { $caller_number ->
        [one] its
       *[other] their
    } next legitimate test.
rec-test-withdraws =
    { $side } { $side_number ->
        [one] withdraws
       *[other] withdraw
    }
rec-test-withdraws-victor =
    { $side } { $side_number ->
        [one] withdraws
       *[other] withdraw
    }; { $other } { $other_number ->
        [one] is
       *[other] are
    } the victor
rec-test-stands =
    { $side } { $side_number ->
        [one] stands
       *[other] stand
    }
rec-test-penalty = , penalty { $penalty }
rec-test-with-figures = Withdrawal test of { $side }: RS { $rs }%, VP { $vp }%{ $penalty }, WF { $wf }; roll { $roll }: { $outcome }.
rec-test = Withdrawal test of { $side }: RS { $rs }%{ $penalty }; roll { $roll }: { $outcome }.
rec-night-morale =
    End of the night: French units on { $hexes ->
        [one] { $hexes } Allied LOC hex
       *[other] { $hexes } Allied LOC hexes
    }; the Allies { $hold ->
        [yes] hold
       *[no] do not hold
    } both French LOC hexes.
# $why: " (purpose)" or nothing.
rec-morale-spent =
    { $side } { $side_number ->
        [one] spends
       *[other] spend
    } { $points ->
        [one] { $points } Morale Point
       *[other] { $points } Morale Points
    }{ $why }.
rec-rally-morale-point = , with a Morale Point
rec-rally-outcome =
    : { $modified } → { $result ->
        [eliminated] eliminated
        [no-effect] no effect
       *[rallied] rallied
    }
rec-rally = Rally of { $unit }: roll { $roll }{ $morale_point }{ $outcome }.
rec-second-roll = ; second roll { $roll }: { $effect }
rec-random-event = Random event for { $side }: roll { $roll } → { $title }{ $second }
rec-spotted =
    { $side } { $side_number ->
        [one] sees
       *[other] see
    } { $units } ({ $other }).
rec-spotted-hidden =
    The umpire marks what { $side } { $side_number ->
        [one] sees
       *[other] see
    }.
rec-reveal-markers = The umpire turns every marker face up: from here on every value is known to all.
rec-moves = { $unit }{ $whose } moves.
rec-moves-off = { $unit }{ $whose } moves off the map.
rec-moves-to = { $unit }{ $whose } moves to { $place }.
rec-moves-to-facing = { $unit }{ $whose } moves to { $place }, facing { $degrees }°.
# $battery: " (unit)" or nothing.
rec-guns-lost =
    { $how ->
        [cavalry-then-infantry] { $side } { $side_number ->
            [one] loses
           *[other] lose
        } { $guns ->
            [one] { $guns } gun
           *[other] { $guns } guns
        }{ $battery } to cavalry, then spiked or taken by infantry or pioneers
        [infantry] { $side } { $side_number ->
            [one] loses
           *[other] lose
        } { $guns ->
            [one] { $guns } gun
           *[other] { $guns } guns
        }{ $battery } to infantry
        [artillery] { $side } { $side_number ->
            [one] loses
           *[other] lose
        } { $guns ->
            [one] { $guns } gun
           *[other] { $guns } guns
        }{ $battery } to artillery fire
        [abandoned] { $side } { $side_number ->
            [one] abandons
           *[other] abandon
        } { $guns ->
            [one] { $guns } gun
           *[other] { $guns } guns
        }{ $battery }
       *[cavalry-alone] Cavalry “destroy” { $guns ->
            [one] { $guns } gun
           *[other] { $guns } guns
        } of { $side }{ $battery }, but no infantry or pioneers reach { $guns ->
            [one] it
           *[other] them
        }
    }{ $counted ->
        [yes] : counted in the casualties (rule 6).
       *[no] : not counted (rule 6).
    }
rec-combat-sides = { $side } ({ $attackers }) { $side_number ->
        [one] attacks
       *[other] attack
    } { $other } ({ $defenders })
rec-combat-units = Combat: { $attackers } against { $defenders }
rec-combat-terrain = { $text } in { $terrain }
rec-combat-river = { $text }, across a river hexside
rec-combat-attacker-morale = { $text }, the attacker spending a Morale Point
rec-combat-defender-morale = { $text }, the defender spending a Morale Point
rec-combat-roll = { $text }; roll { $roll }
rec-combat-result = { $text }: { $code } ({ $meaning })
rec-combat-sp-lost = { $text }; Strength Points lost: { $side_a } { $sp_a }, { $side_b } { $sp_b }
rec-combat-eliminated = { $text }; eliminated: { $units }
rec-combat-routed = { $text }; routed: { $units }
