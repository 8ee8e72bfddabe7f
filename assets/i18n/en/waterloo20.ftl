# Waterloo 20's words (src/systems/waterloo20/): its name, levels, headlines, reasons, flags,
# figures and worked steps, the combat odds, the morale ledger's reasons, the Rally and Random
# Events tables and the checks of the log. Ids: w20-.
# $side, $a, $b, $french, $allies: sides' names; $side_number, $french_number: one or other, to
# agree with them. $turn: a turn as the log names it. Figures come already written.

w20-name = Waterloo 20 (morale and tables)
w20-source = Rules reference: Waterloo 20 (Waterloo 20 Tables and Charts by Joseph Miranda)
w20-line-label = { $points }: the side loses (optional rule, Napoleonic 20)
w20-no-victory-conditions = No victory conditions: morale standing only
w20-morale-collapse = Morale collapse (optional rule)
w20-optional-rule = Optional rule, not from the Waterloo 20 charts (reported for the game's later Napoleonic 20 edition): a side whose Morale Points fall to 0 loses.
w20-missing-french = Waterloo 20 needs to know which side is the French (settings.french): the Imperial Guard, the LOC hexes and the random events tables depend on it.
w20-missing-morale = Waterloo 20 needs the Morale Points { $side } starts with (sides[{ $index }].morale_points is 0); the charts do not give them, the scenario must.
# A problem of the log: where, whose, what.
w20-issue-side = { $path } ({ $side }): { $message }
w20-issue = { $path }: { $message }

## The verdict

w20-no-conditions-step = The charts give no victory conditions: the morale standing and the units and Strength Points lost are reported; judge the winner with another system.
w20-rule-morale-points = Morale Points
w20-start = At the start: { $a } { $a_points }, { $b } { $b_points } ({ $french } { $french_number ->
        [one] is
       *[other] are
    } the French side).
w20-rule-check = Check
w20-rule-optional = Optional rule
w20-collapse-step = { $loser }'s Morale Points fell to 0 in { $turn } ({ $reason }): victory for { $winner }. The game ends there; later entries are shown for the record.
w20-collapse-headline = Victory for { $winner }: { $loser }'s Morale Points fell to 0 in { $turn } (optional rule)
w20-no-collapse = Neither side's Morale Points fell to 0: no winner by the optional rule.
w20-rule-result = Result
w20-result = At the end: Morale Points { $a } { $a_morale }, { $b } { $b_morale }; units eliminated { $a } { $a_units } ({ $a_sp } SP), { $b } { $b_units } ({ $b_sp } SP); routed and not rallied { $a } { $a_routed }, { $b } { $b_routed }.
w20-figure-morale-start = Morale Points at the start
w20-figure-morale = Morale Points at the end
w20-figure-units-lost = Units eliminated
w20-figure-sp-lost = Strength Points eliminated (printed)
w20-figure-units-routed = Units routed and not rallied
w20-reason = Morale Points at the end: { $a } { $a_morale }, { $b } { $b_morale } (from { $a_start } and { $b_start }); units eliminated: { $a } { $a_units } ({ $a_sp } SP), { $b } { $b_units } ({ $b_sp } SP)
w20-reason-collapse = ; { $side }'s Morale Points fell to 0 in { $turn } (optional rule)
w20-standing = Morale standing: { $a } { $a_morale }, { $b } { $b_morale } Morale Points (Waterloo 20 gives no victory conditions)

## Combat odds

# $role: attacking or defending.
w20-no-units-listed = no { $role ->
        [attacking] attacking
       *[defending] defending
    } units are listed
w20-listed-twice = unit "{ $unit }" is listed twice among the { $role ->
        [attacking] attacking
       *[defending] defending
    } units
w20-no-unit = no unit with id "{ $unit }"
w20-wrong-side = { $role ->
        [attacking] attacking
       *[defending] defending
    } unit "{ $unit }" ({ $name }) belongs to { $side }: attackers and defenders must be on opposite sides
w20-too-strong = the { $role ->
        [attacking] attacking
       *[defending] defending
    } units' Strength Points add up to { $total }, which no army has
w20-across-river = no attack across a river hexside (Terrain Effects Chart: "may not attack across")
w20-combat-roll = combat roll { $roll } is not between 1 and 6
w20-rule-attack = Attack
w20-rule-defence = Defence
w20-rule-crt = CRT
w20-rule-terrain = Terrain Effects Chart
w20-the-attacker = the attacker
w20-the-defender = the defender
w20-no-units = no units
w20-attack = Attack ({ $side }): { $units } = { $sp } SP.
w20-attack-morale = Attack ({ $side }): { $units } = { $sp } SP, +1 for the Morale Point { $side } { $side_number ->
        [one] spends
       *[other] spend
    } = { $attack }.
# $terrain: the terrain of the hex; $bonus: its modifier (+1).
w20-defence = Defence ({ $side }): { $units } = { $sp } SP, { $terrain } { $bonus } (the defender uses the single best modifier of its hex) = { $defence }.
w20-defence-morale = Defence ({ $side }): { $units } = { $sp } SP, { $terrain } { $bonus } (the defender uses the single best modifier of its hex), +1 for the Morale Point { $side } { $side_number ->
        [one] spends
       *[other] spend
    } (−1 on the differential) = { $defence }.
w20-differential = Differential { $attack } − { $defence } = { $differential }{ $clamp ->
        [above] { " " }(above +4: read at +4)
        [below] { " " }(below −2: read at −2)
       *[none] {""}
    }: column { $column }.
# $chances: each result's code and chance, "AE 1/6, AR 1/3".
w20-chances = Chances in column { $column }: { $chances }.
w20-roll = Roll { $roll } in column { $column }: { $code } ({ $meaning }).
w20-river = The attack crosses a river hexside, which the chart forbids.

## What a CRT result does

w20-result-ae = All attacking units are eliminated; the defender's units may advance after combat.
w20-result-ar = All attacking units rout; the defender's units may advance after combat.
w20-result-aw = All attacking units retreat one hex (a unit that cannot, or retreats into an enemy ZOC, is eliminated); the defender's units may advance after combat.
w20-result-n = Engaged: neither side loses units, retreats or advances.
w20-result-ex = Exchange: all defending units are eliminated; the attacker must also eliminate attacking units whose printed strength adds up to at least the defenders' printed strength, and chooses which.
w20-result-dw = All defending units retreat one hex (a unit that cannot, or retreats into an enemy ZOC, is eliminated); the attacker's units may advance after combat.
w20-result-dr = All defending units rout; the attacker's units may advance after combat.
w20-result-de = All defending units are eliminated; the attacker's units may advance after combat.

## The Rally Table

w20-rally-code = Rally
w20-rally-eliminated = the unit is permanently eliminated
w20-rally-no-effect = no effect, it may try again next Night turn
w20-rally-rallied = the unit rallies: place it on a friendly LOC hex

## The Random Events Tables

w20-event-march = March to the Guns
w20-event-march-text = The Allied player picks any two army corps. They increase their movement by +1 this movement phase if (and only if) they end their movement in an enemy ZOC.
w20-event-coordination = Coordination Dilemmas
w20-event-coordination-text = During this Allied movement phase, Anglo-Dutch and Prussian units may not move through each other's hexes, nor may they end their movement adjacent to each other (units which began adjacent may stay in place).
w20-event-weather = Weather
w20-event-weather-allied-text = Roll one die. On a 1–3 the Allied player loses the rest of his player turn (skip to the end of turn); on a 4–6 play the turn normally.
w20-event-none = No Event
w20-event-none-text = Nothing happens.
w20-event-fluctuation = Morale Fluctuation
w20-event-fluctuation-allied-text = The Allied player rolls one die: 1–2 no effect; 3–4 the Allies lose one Morale Point; 5–6 the Allies gain one Morale Point.
w20-event-information = Information
w20-event-information-allied-text = The Allied player may examine any one face-down enemy unit (if using the optional Fog of War rule; otherwise treat as No Event).
w20-event-humbugs = Napoleon Humbugs Allies
w20-event-humbugs-text = This French movement phase, all French units add +1 to their movement factors.
w20-event-orders = Conflicting Orders
w20-event-orders-text = The Allied player indicates any one French unit which is not in an Allied ZOC. This unit may not enter an Allied ZOC in this player turn's Movement Phase.
w20-event-weather-french-text = Roll one die. On a 1–3 the French player loses the rest of his player turn (skip to the Allied player turn); on a 4–6 play the turn normally.
w20-event-fluctuation-french-text = The French player rolls one die: 1–2 no effect; 3–4 the French lose one Morale Point; 5–6 the French gain one Morale Point.
w20-event-information-french-text = The French player may examine any one face-down enemy unit (if using the optional Fog of War rule; otherwise treat as No Event).
w20-event-no-such = No such event
w20-event-no-such-text = A random event roll must be between 1 and 6.
# $table: french or allied.
w20-second-roll-range = The second roll { $second } is not between 1 and 6.
w20-weather-loses-french = Weather ({ $second }): the French player loses the rest of his player turn (skip to the Allied player turn).
w20-weather-loses-allied = Weather ({ $second }): the Allied player loses the rest of his player turn (skip to the end of turn).
w20-weather-normal = Weather ({ $second }): the { $table ->
        [french] French player
       *[allied] Allied player
    } plays the turn normally.
w20-fluctuation-lose = Morale Fluctuation ({ $second }): the { $table ->
        [french] French
       *[allied] Allies
    } lose one Morale Point.
w20-fluctuation-gain = Morale Fluctuation ({ $second }): the { $table ->
        [french] French
       *[allied] Allies
    } gain one Morale Point.
w20-fluctuation-none = Morale Fluctuation ({ $second }): no effect.

## The morale ledger and the log's steps

w20-rule-end-of-turn = End of turn
w20-rule-expended = Morale Points expended
w20-rule-night = Morale Chart, end of Night turn
w20-rule-combat = Morale Chart, combat
w20-rule-guard = Morale Chart, Imperial Guard
w20-rule-rally = Rally Table
w20-rule-events = Random Events
# A step about an entry of the log: its turn, then what it did.
w20-line = { $turn }: { $text }
w20-end-of-turn = End of { $turn }: Morale Points { $a } { $a_morale }, { $b } { $b_morale }; lost so far { $a } { $a_units ->
        [one] { $a_units } unit
       *[other] { $a_units } units
    } ({ $a_sp } SP), { $b } { $b_units ->
        [one] { $b_units } unit
       *[other] { $b_units } units
    } ({ $b_sp } SP).
# $change: +1, −1, −2; $standing: the side's Morale Points after it.
w20-entry = { $side } { $change }: { $reason } → { $standing }.
w20-spent-too-many = { $points ->
        [one] { $points } Morale Point
       *[other] { $points } Morale Points
    } expended with only { $have } left by { $side }
w20-spent = { $points ->
        [one] { $points } Morale Point
       *[other] { $points } Morale Points
    } expended: { $purpose }
w20-no-purpose = no purpose given
w20-night-not-night = end-of-Night morale is logged in { $turn }, which is not a Night turn of the track; it is counted as one
w20-night-twice = { $count } end-of-Night morale events in { $turn }: each is counted
w20-night-automatic = automatically, at the end of the Night turn
w20-night-allied-loc = the French occupy { $hexes } Allied LOC hexes (two or more)
w20-night-allied-loc-few = The French occupy { $hexes ->
        [one] { $hexes } hex
       *[other] { $hexes } hexes
    } Allied LOC, fewer than two: no loss to { $allies }.
w20-night-french-loc = the Allies occupy both French LOC hexes
w20-rally-mods-both = { " " }(+1 Imperial Guard or Anglo-Dutch I Corps, +1 Morale Point)
w20-rally-mods-guard = { " " }(+1 Imperial Guard or Anglo-Dutch I Corps)
w20-rally-mods-point = { " " }(+1 Morale Point)

## The units' bookkeeping

w20-arrives-off-schedule = { $unit } arrives in { $turn }, but the Reinforcement Schedule brings it on in { $due }
# $why: not-arrived, eliminated, routed or other (then $status says it).
w20-fights-but = { $unit } fights in this combat but { $why ->
        [not-arrived] has not arrived yet
        [eliminated] was eliminated earlier
        [routed] is routed: a routed unit is off the map until it rallies
       *[other] is { $status }
    }
w20-beyond-track = "{ $name }" is turn { $number } of the log, beyond the { $track } turns of the Turn Record Track (the game ends with "{ $last }"); the log has { $turns } turns

## What a combat does to the Morale Points

w20-attacker-point = Morale Point expended by the attacker on a combat (+1 to the attack)
w20-defender-point = Morale Point expended by the defender on a combat (−1 on the differential)
w20-result-differs = the log says { $logged } but the CRT gives { $read } for roll { $roll } in column { $column }
w20-no-result-logged = No result logged: the table's { $code } for roll { $roll } is used.
w20-result-logged = Result logged: { $code } ({ $meaning }).
w20-eliminated-twice = unit "{ $unit }" is listed twice as eliminated; counted once
w20-already-eliminated = { $unit } was already eliminated; not counted again
w20-eliminated-not-in-combat = { $unit } is eliminated but is not among the units of this combat
w20-enemy-eliminated = enemy unit { $unit } eliminated in combat
w20-own-eliminated = { $unit } eliminated in combat
w20-cannot-rout = { $unit } was already eliminated and cannot rout
w20-routed-not-in-combat = { $unit } is routed but is not among the units of this combat
w20-routed = { $unit } routed in combat
w20-guard = the Imperial Guard
w20-guard-units = the Imperial Guard ({ $units })
# $on: french or allies.
w20-guard-fought = { $who } fought in a combat whose { $code } falls on { $on ->
        [french] the French
       *[allies] the Allies
    }
w20-result-eliminates = the { $code } result eliminates "{ $unit }", which is not listed as eliminated
w20-result-routs = the { $code } result routs "{ $unit }", which is not listed as routed
w20-exchange-short = exchange: the attacker lost units of { $lost } printed SP; it must lose at least { $needed }, the defenders' printed strength

## Rallies and random events

w20-rally-roll = rally roll { $roll } is not between 1 and 6
w20-rally-not-night = { $unit } tries to rally in { $turn }, which is not a Night turn
w20-rally-not-routed = { $unit } tries to rally but is { $status }, not routed
w20-rally-point = Morale Point expended on rallies (+1 to the rally roll of every unit of { $army } this Night turn)
w20-rally = Rally of { $unit }: roll { $roll }{ $mods } = { $modified }: { $code } ({ $meaning }).
w20-event-roll = random event roll { $roll } is not between 1 and 6
# $table: french or allied.
w20-event-rolled = { $side } { $side_number ->
        [one] rolls
       *[other] roll
    } { $roll } on the { $table ->
        [french] French
       *[allied] Allied
    } table: { $title }.
w20-event-needs-second = { $title } needs a second die, and none is logged
w20-second-roll = second roll { $second } is not between 1 and 6
w20-fluctuation = Morale Fluctuation on the { $table ->
        [french] French
       *[allied] Allied
    } table, second die { $second }
w20-event-effect = { $side } { $side_number ->
        [one] rolls
       *[other] roll
    } { $roll } on the { $table ->
        [french] French
       *[allied] Allied
    } table: { $effect }
