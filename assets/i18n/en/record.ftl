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

## The readable names of the scenario file's fields (src/record/words.rs)

rec-field-game-end = how the game ended
rec-field-french = which side is the French
rec-field-men-per-gun = men per gun lost
rec-field-defender-studied-ground = whether the defender studied the ground
rec-field-defender-held-field = whether the defender held the field
rec-field-waterloo20 = the Waterloo 20 optional rule
rec-field-decided-by = the deciding victory system
rec-field-compare-with = the victory systems for comparison
rec-field-morale-zero-loses = the Waterloo 20 optional rule
rec-field-dice-seed = dice seed
rec-field-start-men = men at the start
rec-field-reinforcements-men = men of the reinforcements
rec-field-casualties-men = casualties (men)
rec-field-guns-lost = guns lost to cavalry, then spiked or taken
rec-field-guns-lost-to-infantry = guns lost to infantry
rec-field-guns-lost-to-artillery = guns lost to artillery
rec-field-guns-abandoned = guns abandoned
rec-field-guns-destroyed-by-cavalry-alone = guns destroyed by cavalry alone
rec-field-infringement-losses-caused = losses caused by repeated infringements
rec-field-cavalry-start = cavalry at the start
rec-field-cavalry-surviving = cavalry surviving
rec-field-batteries = batteries
rec-field-rounds = rounds of artillery ammunition
rec-field-infantry-units = infantry units
rec-field-out-of-ammunition = infantry units out of ammunition
rec-field-low-on-ammunition = infantry units low on ammunition
rec-field-unit-points = Unit Points
rec-field-strength-points = Strength Points
rec-field-morale-points = Morale Points
rec-field-c-in-c = commander-in-chief
rec-field-markers = VP markers
rec-field-rs-percent = RS%
rec-field-vp-percent = VP%
rec-field-wf = withdrawal factor
rec-field-stands = stands
rec-field-status = status at the start
rec-field-men = men
rec-field-kind = kind

## A field path as a reader says it (src/record/field_names.rs)

rec-field-of = { $field } of { $owners }
# Between the owners of a field, the nearest first.
rec-owner-of = { " of " }
rec-side-letter = side { $letter }
rec-a-side = a side
rec-contingent-named = contingent “{ $name }”
rec-contingent-number = contingent { $number }
rec-each-contingent = each contingent
rec-a-contingent = a contingent
rec-unit-named = unit { $unit }
rec-each-unit = each unit
rec-a-unit = a unit
rec-entry-of-kind = entry { $number } ({ $kind })
rec-entry = entry { $number }
rec-an-entry = an entry
rec-each-marker = each VP marker
rec-the-markers = the VP markers

## The record's figures and labels (src/record/mod.rs, result.rs, end_figures.rs)

rec-start = Start
rec-commander-killed = killed, wounded or captured
rec-naw-count = Strength Points lost (Napoleon at Waterloo count)
rec-naw-count-short = SP lost, Napoleon at Waterloo
rec-naw-count-whose = Napoleon at Waterloo count
rec-combat-sp = Strength Points lost in combats (as the combats record them)
rec-combat-sp-short = SP lost in combats
rec-combat-sp-whose = as the combats record them
rec-system-losses = { $system }: { $lost }
rec-role-of-record = the result of record
rec-role-for-comparison = for comparison
rec-lost-of-strength = { $lost } of { $strength }
rec-no-choice = This scenario does not say which victory system decides the battle, so there is no result of record: each system's result is shown alike. The umpire should name it before the battle.
rec-not-yet-played = Not yet played: nothing has been logged, so no system gives a result.
rec-why-start-men = men of the units present at the start (not generals)
rec-why-reinforcements-men = men of the reinforcements the log brings on
rec-why-casualties-men = men lost by these units (all of a unit destroyed or fled, see Losses)
rec-why-casualties-men-at-large = men lost by these units (all of a unit destroyed or fled, see Losses) and by the side at large
rec-why-cavalry-start = men of the cavalry units that took part
rec-why-cavalry-surviving = men of those cavalry units, less what they lost
# $how: how the guns were lost ("lost to infantry"); $entries chooses the plural, $written is it written.
rec-why-guns =
    guns { $how } by { $entries ->
        [one] { $written } entry
       *[other] { $written } entries
    } of the log
rec-why-batteries = artillery units arrived and not destroyed or fled
rec-why-infantry-units = infantry units arrived and not destroyed or fled

## Audiences and player copies (src/record/knowledge.rs, player_copy.rs)

rec-audience-umpire = Umpire
rec-audience-public = Public
rec-unknown-audience = no audience "{ $word }": use umpire, a (side A), b (side B) or public
rec-verdict-withheld = Withheld: this verdict reads marker values that are still face down to this audience. To publish the result, the umpire turns the markers over: the log entry "Markers turned over" in the battle desk.
rec-copy-for-umpire = a player copy is made for side A, side B or the public (--audience a|b|public), not for the umpire
rec-copy-other-audience = this file is a player copy for { $made_for }: it holds only what { $made_for } knows, so no copy for { $asked } can be made from it (make that copy from the umpire's file)
rec-copy-banner = player copy for { $audience }

## The campaign's ledger (src/record/campaign/)

rec-campaign-start-rule = The order of battle at the start of the campaign ({ $date }): { $amount }
# $note: " (the reinforcement's note)" or nothing; $index: its place in the file's list.
rec-campaign-join-rule =
    Reinforcement (reinforcements[{ $index }]){ $note }: { $units ->
        [one] { $units_written } unit joins
       *[other] { $units_written } units join
    } the contingent "{ $contingent }": { $amount }
rec-campaign-drafts-rule =
    Drafts (reinforcements[{ $index }]){ $note }: { $amount } to { $units ->
        [one] { $units_written } unit
       *[other] { $units_written } units
    }
rec-campaign-losses-rule = Losses at { $battle }, unit by unit as its log records them (rules reference, Losses): { $amount }
rec-campaign-stragglers-rule = Results table, "{ $level }" (rules.results[{ $row }]): the loser of { $battle } loses { $share } of what each unit has left after the battle as stragglers, rounded down per unit: { $amount }
rec-campaign-returns-rule =
    Returns (rules.returns): { $share } of the casualties of { $battle } come back { $days ->
        [one] { $days_written } day
       *[other] { $days_written } days
    } after it, rounded down per unit: { $amount } of { $of }
rec-campaign-replacements-rule =
    Replacements (rules.replacements): { $share } every { $days ->
        [one] { $days_written } day
       *[other] { $days_written } days
    } of the casualties of { $battle } that did not return, up to { $up_to }, rounded down per unit; tranche { $tranche } of { $tranches }: { $amount }
rec-campaign-the-battle = the battle
rec-campaign-start-entry = Start of the campaign
rec-campaign-join-entry = Reinforcement: { $contingent }
rec-campaign-drafts-entry = Drafts
rec-campaign-losses-entry = Losses at { $battle }
rec-campaign-stragglers-entry = Stragglers after { $battle }
rec-campaign-returns-entry = Returns from { $battle }
rec-campaign-replacements-entry = Replacements for { $battle } ({ $tranche } of { $tranches })
rec-campaign-a-battle = a battle
rec-campaign-cut-note = The rest is withheld: the result of { $battle } is not yet told to this audience, and the campaign's results table can change an army's figures by it. The umpire publishes the result by turning the battle's markers over.
rec-campaign-no-result = No result of record: the battle's scenario names no victory system this program has to decide it (settings.decided_by)
rec-campaign-cannot-judge = The deciding system cannot judge this battle
rec-campaign-cannot-judge-because = The deciding system cannot judge this battle: { $why }
rec-campaign-effect-not-played = None: not yet played
rec-campaign-effect-no-result = None: no result of record
rec-campaign-effect-withheld = Withheld with the result
rec-campaign-effect = { $level } (rules.results[{ $row }]): { $effect }
# "loses" whatever the name, as before ($side_number is for languages that agree).
rec-campaign-loser-stragglers = { $side } loses { $share } of what it has left as stragglers
rec-campaign-no-loser = no loser, so no stragglers
rec-campaign-then = { $text }; { $then }
rec-campaign-no-row = None: the campaign's results table has no row for "{ $level }"
rec-campaign-decided-by = Each battle is decided by { $system } [{ $id }].
rec-campaign-decided-by-unknown = Each battle is decided by "{ $id }", which this program does not have.
rec-campaign-decided-by-scenarios = The rules name no deciding system: each battle's scenario names its own.
rec-campaign-returns-line =
    Returns: { $share } of each unit's casualties come back { $days ->
        [one] { $days_written } day
       *[other] { $days_written } days
    } after the battle, rounded down per unit.
rec-campaign-no-returns = Returns: none; every casualty is lost for good.
rec-campaign-replacements-line =
    Replacements: every { $days ->
        [one] { $days_written } day
       *[other] { $days_written } days
    }, { $share } of each unit's casualties that did not return, up to { $up_to } of them, rounded down per unit; the unit keeps the rest of its loss.
rec-campaign-no-replacements = Replacements: none.
rec-campaign-result-line = { $level }: { $effect }
rec-campaign-the-loser-stragglers = the loser loses { $share } of what it has left as stragglers
rec-campaign-for-umpire = For the umpire: both armies in full, every result, the umpire's notes and the ledger's warnings.
rec-campaign-for-side = For { $side }: its own army in full; { $other } only as the battles showed it.
rec-campaign-for-public = For the public: the results as told, and both armies only as the battles showed them.
rec-campaign-withheld-results =
    { $count ->
        [one] { $written } battle's result is withheld from this reader until the umpire publishes it.
       *[other] { $written } battles' results are withheld from this reader until the umpire publishes them.
    }
rec-campaign-not-played-battles =
    { $count ->
        [one] { $written } battle not yet played.
       *[other] { $written } battles not yet played.
    }
rec-campaign-no-result-battles =
    { $count ->
        [one] { $written } battle without a result of record.
       *[other] { $written } battles without a result of record.
    }
rec-campaign-steps-heading = { $army }: strength over the campaign
rec-campaign-seen-heading = { $army }: as the battles showed it
rec-campaign-not-seen = No battle has shown { $army } yet.
rec-campaign-strength-on = { $army } on { $date }: { $amount }.
rec-campaign-still-to-come = Still to come after { $date }
rec-campaign-nothing-to-come = Nothing this reader may know of is still to come.
rec-campaign-no-results-table = The campaign's results table is empty: no result changes an army's figures.
rec-campaign-no-battles = The campaign lists no battle yet.
rec-campaign-left-out = Left out, as nothing of them is left on the day:
rec-campaign-none-left-out = No unit left out.
rec-campaign-units-do-not-match = { $place }battles[{ $index }] ({ $battle }, file "{ $file }"): its units do not match the campaign's order of battle on { $date }:
rec-campaign-not-played-rule = { $battle } is not yet played: nothing is logged, so nothing is lost
rec-campaign-at-large-warning = { $place }: { $amount } of { $side } entered against the side at large, not against a unit: the campaign carries losses unit by unit, so these are not carried (charge them to units in the battle's log)
rec-campaign-not-flagged-warning = { $place }: its scenario is not marked as a campaign battle (settings.campaign), so its casualty chart shows the 35% early end as ending the battle
rec-campaign-no-system-warning = { $place }: its scenario names no victory system this program has to decide it (settings.decided_by), so it has no result of record and no campaign effect
rec-campaign-other-system-warning = { $place }: decided by { $id }, while the campaign's rules name { $rule } (rules.decided_by)
rec-campaign-ledger-stops = The campaign's ledger stops before battles[{ $index }]: the umpire has to put that battle right first.
rec-campaign-not-read = { $place }battles[{ $index }]: its scenario was not read
rec-campaign-unknown-system = rules.decided_by: no victory system "{ $id }" (umpire has { $known })
# A unit's history on the ledger, one part of it.
rec-history =
    { $amount } { $what ->
        [joining] on joining
        [start] at the start
        [drafted] drafted in
        [lost] lost in battle
        [stragglers] lost as stragglers
        [returned] returned
       *[replaced] replaced
    }
rec-campaign-seen-row = { $start } at the outset, { $lost } lost
rec-campaign-seen-nothing-yet = nothing yet

## The battle made from a campaign's ledger (record/campaign/next.rs)
rec-next-ledger-stops = the ledger stops before { $place }: put that battle right before making another
rec-next-too-early = the battle's day, { $day }, is before the campaign's last battle ({ $last })
rec-next-before-start = the battle's day, { $day }, is before the campaign starts ({ $start })
rec-next-no-contingent = name the contingents of { $army } that fight
rec-next-no-such-contingent = { $army } has no contingent "{ $name }" by { $day }
rec-next-no-file = name the battle's file
rec-next-file-taken = "{ $file }" is a battle of the campaign already
rec-next-notes = A battle of the campaign "{ $campaign }", made from its ledger on { $date }: each unit at the strength the ledger gives it that day.
rec-next-left-out = { $id } ({ $name }): nothing of it is left on { $date } ({ $history })
rec-csv-still-to-come = Still to come: { $entry }
rec-csv-seen-at = Seen at { $battle }
