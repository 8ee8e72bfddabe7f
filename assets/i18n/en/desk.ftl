# The umpire's desk (src/app/desk/): its panels, forms, tools and graphs.

## The desk's panels (mod.rs)

desk-log = Battle log
desk-end-of-battle = End of battle
desk-settings = Settings
desk-verdicts = Verdicts
desk-withdrawal = Withdrawal test
desk-naw = Napoleon at Waterloo
desk-waterloo20 = Waterloo 20
desk-graphs = Graphs
desk-log-about = What happened, turn by turn: losses, status changes, markers, tests
desk-end-of-battle-about = The figures at the end of the battle, and how it ended
desk-settings-about = Which victory system decides the battle, those compared with it, and who played
desk-verdicts-about = Every victory system's verdict side by side, with its steps
desk-withdrawal-about = The army withdrawal test: the odds before the roll, then the roll
desk-naw-about = Napoleon at Waterloo [8.0]: demoralization and exits
desk-waterloo20-about = Waterloo 20: combats, morale, rally, random events, turn track
desk-graphs-about = Losses, VP and morale turn by turn; save a graph as PNG
# $roll: the die's value; $draw: the seeded draw's number.
desk-roll-real = { $roll } (real dice)
desk-roll-seeded = { $roll } (seeded draw { $draw })
desk-updating = Updating the verdicts for the last change…
desk-replaying =
    { $count ->
        [one] Replaying the battle log ({ $count } entry) and judging it…
       *[other] Replaying the battle log ({ $count } entries) and judging it…
    }
# The strip of every system's headline above the panels.
desk-strip-system = { $system }:
desk-strip-withheld = withheld: markers still face down
desk-strip-needs-data = needs data ({ $count } missing)
desk-strip-no-sense =
    { $count ->
        [one] data makes no sense ({ $count } problem)
       *[other] data makes no sense ({ $count } problems)
    }
# $field: the field's name; $message: why it is shown.
desk-showing = Showing { $field }: { $message }
desk-clear-highlight = Clear highlight

## Dice (widgets.rs)

desk-seeded-dice = Seeded dice
desk-real-dice = Real dice
# $what: which roll ("Withdrawal roll of Austria").
desk-seeded-dice-name = { $what }: seeded dice
desk-real-dice-name = { $what }: real dice
desk-real-dice-typed = { $what } (real dice)
desk-seeded-dice-why = Roll with the scenario's seeded dice: the draw can be reproduced.
desk-roll-empty = type the roll of the real dice first
# $range: desk-roll-range or desk-roll-range-percentile.
desk-roll-out-of-range = "{ $typed }" is not a roll of the dice: { $range }
desk-roll-range-percentile = 1 to 100 (00 = 100)
desk-roll-range = 1 to { $faces }
desk-roll-error = { $what }: { $cause }

## The current turn (turns.rs)

desk-answer-first = The current turn is earlier than the last: answer the question above the panel first
desk-no-turns-yet = no turns yet
desk-current-turn = Current turn
desk-current-turn-why = The turn every tool of the desk reads and logs into
desk-next-turn = Next turn
desk-next-turn-why = Start the next turn of the log and make it current
# Why the battle is over: one or more of these, joined by desk-list-separator.
desk-decided-collapse = the game ended with the collapse of { $side }'s divisions (End of battle)
desk-decided-sundown = the game ended at sundown (End of battle)
# $flag: the system's flag (a withdrawal, a game over).
desk-decided-flag = { $system }: { $flag }
desk-decided-track-end = the Turn Record Track of Waterloo 20 ends with { $turn }
desk-list-separator = { "; " }
# $current, $last: turns as a sentence names them ("turn 3").
desk-earlier-turn = The current turn is { $current }, earlier than the last turn of the log ({ $last }). Log into { $current } all the same?
desk-log-into = Log into { $turn }
desk-go-to-turn = Go to { $turn }
# $next: the turn to add, at the start of a sentence ("Turn 13").
desk-add-after-decided = The battle was decided: { $why }. { $next } would come after it. Add it all the same?
desk-add-after-decided-title = Add a turn after the battle?
desk-add-the-turn = Add the turn

## The verdicts (verdicts.rs)

desk-result-of-record = Result of record
desk-name-deciding-system = Name the deciding system
desk-name-deciding-system-why = In the Settings panel of the desk
desk-name-deciding-system-message = Name the victory system that decides the battle.
desk-for-comparison = For comparison
desk-other-systems = Other systems
desk-not-yet-played = Not yet played: nothing logged yet.
desk-cannot-judge = Cannot judge: data missing
desk-does-not-apply = This system does not apply to this scenario.
desk-no-sense = The data makes no sense
# $field: a field's name, as field_name gives it.
desk-go-to = Go to { $field }
desk-go-to-field-why = Show the field in the desk
desk-go-to-place-why = Show the place in the desk
# $level: the verdict's level, as the system words it.
desk-level-winner = Level: { $level }. Winner: { $winner }.
desk-level-no-winner = Level: { $level }. Winner: none.
desk-why = Why: { $reason }.
desk-flag-of-side = ! { $side }: { $flag }
desk-flag = ! { $flag }
desk-worked-steps = Worked steps: { $system }
# $n: the step's number; $rule: the rule it applies.
desk-step = { $n }. { $rule }

## The settings (settings.rs)

# $id: a system id as the file writes it, no system's.
desk-no-such-system = “{ $id }” (no such system)
desk-result-of-record-about = The victory system whose verdict decides the battle, named before the battle (seed 000: its chart decides unless the umpire makes other criteria clear at the start). The Verdicts panel and the report put its verdict first, then those compared.
desk-decided-by = Decided by
desk-not-named-yet = not named yet
desk-compared-with = Compared with
desk-compared-with-name = Compared with { $system }
desk-from-the-file = { $system } (from the file)
# A consistency problem under a field: $field, its name; $message, the problem.
desk-field-problem = { $field }: { $message }
desk-who-played = Who played
desk-who-played-about = Who played each side, who umpired, where and when: what a club records with the result, on the report's first page.
desk-players-of = Players of { $side }
desk-umpire = Umpire
desk-place = Place
desk-date-played = Date played
desk-date-hint = e.g. 14 March 2026
desk-place-hint = e.g. the club's name and town

## Go to a field (focus.rs)

# The window's tabs where a field outside the desk is edited, named as the tab bar names them.
desk-tab-designer = Designer
desk-tab-sides = Sides & units
# $path: the field's path in the file (never translated).
desk-edited-in-tab = { $path } is edited in the { $tab } tab: { $message }

## The end of the battle (end_of_battle.rs)

desk-end-start-men = Men at the start
desk-end-reinforcements-men = Reinforcements arrived (men)
desk-end-casualties-men = Casualties (men)
desk-end-guns-lost = Guns lost to cavalry, then spiked or taken
desk-end-guns-lost-to-infantry = Guns lost to infantry
desk-end-guns-lost-to-artillery = Guns lost to artillery
desk-end-guns-abandoned = Guns abandoned
desk-end-guns-destroyed-by-cavalry-alone = Guns destroyed by cavalry alone (not counted)
desk-end-infringement-losses-caused = Repeat-infringement losses caused
desk-end-cavalry-start = Cavalry at the start (men)
desk-end-cavalry-surviving = Cavalry surviving (men)
desk-end-batteries = Batteries
desk-end-rounds = Rounds remaining
desk-end-infantry-units = Infantry units
desk-end-out-of-ammunition = Infantry units out of ammunition
desk-end-low-on-ammunition = Infantry units low on ammunition
# A field's accessible name: "Casualties (men), Austria: Main army".
desk-end-field-name = { $label }, { $side }: { $contingent }
# What a system misses at a field.
desk-system-message = { $system }: { $message }
desk-not-ended-yet = not ended yet
desk-collapse-of = collapse of { $side }'s divisions
desk-sundown = sundown (no official victor)
desk-not-a-waterloo-game = not a Waterloo game
desk-how-the-battle-ended = How the battle ended
desk-how-the-game-ended = How the game ended
desk-men-per-gun = Men per gun
desk-held-the-field = Held the field 10 hours
desk-held-the-field-box = The defender held the field 10 daylight hours before
desk-french-side = French side
desk-morale-points-at-start = Morale Points of { $side } at the start
desk-optional-rule = Optional rule
desk-morale-zero-loses = Waterloo 20: a side whose Morale Points fall to 0 loses (not from the charts)
desk-no-contingent = { $side } has no contingent: add one in the Sides tab to enter its end-of-battle figures.
# $strength, $casualties: men, written; $loss: a percentage, written.
desk-side-total-typed = Side total for the casualty chart: strength { $strength } men (typed below), casualties { $casualties } men (typed below), { $loss } of strength
desk-side-total-from-units = Side total for the casualty chart: strength { $strength } men (from the units: no men typed below), casualties { $casualties } men (from the log), { $loss } of strength
desk-contingent-of = { $side }: { $contingent }
desk-fill-from-log = Fill from log
desk-fill-from-log-name = Fill from log, { $side }: { $contingent }
desk-fill-from-log-why = Take strengths, casualties, cavalry, guns lost, batteries and infantry units from the order of battle and the log
desk-player-view-reads-only = A player's view reads the figures and changes nothing
desk-being-replayed = The log is being replayed after the last change
desk-fill-nothing = The log and the order of battle of { $side }: { $contingent } give no end-of-battle figure.
# One figure filled: its field's label in lower case, and its value.
desk-filled-figure = { $label } { $value }
# $figures: desk-filled-figure, joined by commas.
desk-filled = Filled from the log for { $side }: { $contingent }: { $figures }.
desk-log-figure = log: { $value }
desk-as-in-the-log = as in the log

## The commander-in-chief (end_of_battle/c_in_c.rs)

desk-c-in-c = Commander-in-chief
desk-c-in-c-of = Commander-in-chief of { $side }
desk-head-of-state = Head of state
desk-head-of-state-box = The C-in-C is also head of state
desk-head-of-state-name = C-in-C of { $side } is head of state
desk-c-in-c-lost = C-in-C lost
desk-c-in-c-lost-box = Killed, wounded or captured
desk-c-in-c-lost-name = C-in-C of { $side } killed, wounded or captured
desk-show-in-the-log = Show in the log
desk-show-loss-in-the-log = Show the loss of the C-in-C of { $side } in the log
desk-the-loss-of-c-in-c = The loss of the C-in-C of { $side }
desk-ticked-no-entry = Ticked with no entry in the log: taken as declared at the end of the battle.
desk-record-in-the-log = Record in the log
desk-record-loss-in-the-log = Record the loss of the C-in-C of { $side } in the log
desk-ticking-logs = Ticking logs the loss in the current turn.
# $turn: the turn as a sentence names it; $more: the log's other such entries.
desk-logged-in =
    { $more ->
        [0] Logged in { $turn }: the army commander.
        [one] Logged in { $turn }: the army commander (and { $more } more entry).
       *[other] Logged in { $turn }: the army commander (and { $more } more entries).
    }
desk-logged-in-named =
    { $more ->
        [0] Logged in { $turn }: the army commander { $name }.
        [one] Logged in { $turn }: the army commander { $name } (and { $more } more entry).
       *[other] Logged in { $turn }: the army commander { $name } (and { $more } more entries).
    }
desk-and-more = and { $count } more
# $places: the entries, "turn 3 (Blücher)", joined by commas.
desk-loss-logged-times =
    { $count ->
        [one] The log records the loss of an army commander of { $side } { $count } time: { $places }. Unticking removes every one of them.
       *[other] The log records the loss of an army commander of { $side } { $count } times: { $places }. Unticking removes every one of them.
    }
desk-remove-all = Remove all { $count }
desk-remove-all-name =
    { $count ->
        [one] Remove all { $count } loss of the C-in-C of { $side }
       *[other] Remove all { $count } losses of the C-in-C of { $side }
    }
desk-keep-them = Keep them

## The battle log (log_editor/mod.rs)

# A new entry's purpose for spending Morale Points, to be typed over.
desk-default-purpose = forced march
desk-turns = Turns
desk-no-turns-logged = No turns logged yet.
# A turn in the list: its name when it has one, else its number.
desk-turn-entries =
    { $count ->
        [one] { $turn } ({ $count } entry)
       *[other] { $turn } ({ $count } entries)
    }
desk-turn-number-entries =
    { $count ->
        [one] Turn { $turn } ({ $count } entry)
       *[other] Turn { $turn } ({ $count } entries)
    }
desk-add-turn = Add turn
desk-turn-name = Turn name
desk-rename = Rename
desk-cancel = Cancel
desk-rename-turn = Rename turn
desk-delete-turn = Delete turn
desk-delete-turn-why =
    { $count ->
        [one] Delete { $turn } and its { $count } entry (undo brings them back)
       *[other] Delete { $turn } and its { $count } entries (undo brings them back)
    }
desk-add-a-turn-to-start = Add a turn to start the battle log.
desk-nothing-logged-yet = Nothing has been logged yet.
desk-nothing-logged-in-turn = Nothing logged in this turn yet.
# A withdrawal test the rules forbade.
desk-void = void
# $entry: the entry's number in its turn.
desk-done = Done
desk-done-entry = Done entry { $entry }
desk-edit = Edit
desk-edit-entry = Edit entry { $entry }
desk-delete = Delete
desk-delete-entry = Delete entry { $entry }
desk-up = Up
desk-move-entry-up = Move entry { $entry } up
desk-down = Down
desk-move-entry-down = Move entry { $entry } down
desk-new-entry = New entry
desk-add-entry = Add entry
desk-entry-problem = Problem with the { $field }: { $message }

## The form of a log entry (log_editor/form.rs)

desk-men-lost = Men lost
desk-stands-lost = Stands lost
desk-strength-points-lost = Strength Points lost
desk-unit-points-lost = Unit Points lost
desk-examined-by = Examined by
desk-side = Side
desk-unit = Unit
desk-guns = Guns
desk-guns-lost-name = Number of guns lost
desk-called-by = Called by
desk-army-challenged = Army challenged
desk-allied-loc-held = Allied LOC hexes held by the French
desk-french-loc = French LOC
desk-allies-hold-french-loc = The Allies hold both French LOC hexes
desk-morale-points = Morale Points
desk-morale-points-spent = Morale Points spent
desk-purpose = Purpose
desk-rally-roll = Rally roll
desk-morale-point = Morale Point
desk-morale-point-spent = Morale Point spent (+1)
desk-event-roll = Event roll
desk-note = Note
desk-note-text = Note text
desk-seen-by = Seen by
desk-units-seen = Units seen
desk-seen = Seen
desk-seen-is-theirs = what the umpire showed the other side is theirs
desk-markers = Markers
desk-every-marker-face-up = Every marker is turned face up: from here on all values are known.
desk-side-at-large = the side at large
desk-new-status = New status
desk-marker = Marker
desk-commander = Commander
desk-commander-name = Commander's name
desk-rank = Rank
desk-how = How
desk-how-guns-lost = How the guns were lost
# $how: how the guns were lost, as the model words it, capitalised.
desk-gun-loss-counted = { $how } (counted)
desk-gun-loss-not-counted = { $how } (not counted)
desk-not-known-to-audience = not known to this audience
desk-army-tested = Army tested
desk-rs-percent = RS %
desk-vp-percent = VP %
desk-penalty = Penalty
desk-wf = WF
desk-percentile-roll = Percentile roll
desk-outcome = Outcome
desk-the-army-withdraws = The army withdraws
desk-second-die = Second die
desk-second-die-rolled = A second die was rolled
desk-second-roll = Second roll
desk-rank-army = army commander
desk-rank-corps = corps commander
desk-rank-other = commander
desk-on-board-arrived = on board (arrived)
desk-pick-a-unit = pick a unit
# A unit in a picker: the unit, then its side.
desk-unit-of-side = { $unit } — { $side }

## A combat of the log (log_editor/combat.rs)

desk-attacking-side = Attacking side
desk-attackers = Attackers
desk-attacker = Attacker
desk-defenders = Defenders
desk-defender = Defender
desk-defenders-terrain = Defender's terrain
desk-river = River
desk-across-river = Across a river hexside (forbidden)
desk-attacker-spends = Attacker spends a Morale Point (+1)
desk-defender-spends = Defender spends a Morale Point (−1)
desk-roll = Roll
desk-the-die-was-rolled = The die was rolled
desk-combat-roll = Combat roll
desk-result = Result
desk-none = none
# $code, $meaning: a result of the Combat Results Table, as the model words it.
desk-table-gives = the table gives { $code } ({ $meaning }) for this roll
desk-as-the-table-gives = as the Combat Results Table gives it
desk-sp-lost-by = SP lost by { $side }
desk-eliminated = Eliminated
desk-routed = Routed
desk-pick-attackers-first = pick attackers and defenders first
# A unit's box: its role in the combat ("Attacker"), then the unit.
desk-role-unit = { $role }: { $unit }

## A move of the log (log_editor/moves.rs)

desk-move-to = To
desk-facing = Facing
# $cell: the grid's word for a cell ("hex").
desk-a-cell-of = a { $cell }
desk-a-cell = a cell
desk-a-point = a point
desk-cell-id = Cell id
desk-point-x = Point x, pixels
desk-point-y = Point y, pixels
desk-not-seen = not seen (a player copy)
desk-new-facing = New facing
desk-facing-name = Facing, degrees clockwise from the top

## The withdrawal test (withdrawal.rs)

desk-as-at-start-logs = As at the start of the battle; a test goes into the first turn of the log.
desk-as-at-start = As at the start of the battle.
# $turn: the current turn as a sentence names it ("turn 3").
desk-as-at-end-logs = As at the end of { $turn } (the current turn); a test goes into it.
desk-as-at-end = As at the end of { $turn } (the current turn).
desk-original-strength = Original strength (stands)
desk-current-strength = Current strength (stands)
desk-residual-strength = Residual strength RS %
desk-no-stands = no stands
desk-legitimate = Legitimate (RS % { $percent } or less)
desk-yes = yes
desk-no = no
desk-vp-held = VP % held
desk-unpaid-calls = Unpaid premature calls
desk-unpaid-calls-penalty = { $calls } (penalty { $penalty } points)
desk-withdrawal-factor = Withdrawal factor WF
desk-chance-of-withdrawing = Chance of withdrawing
desk-may-be-challenged = { $side } may be challenged now.
desk-may-not-be-challenged = { $side } may not be challenged now:
desk-may-not-be-challenged-now = { $side } may not be challenged now
# One reason, as the system words it.
desk-reason = - { $reason }
desk-how-found = How these numbers were found: { $side }
desk-test-called-by = Withdrawal test of { $side } called by
desk-premature-call-on = Premature call on { $side }
# $caller_number: "one" or "other", the verb's agreement with the caller's name (French
# agrees; this English has always said "pays").
desk-premature-call-why = { $side } is above { $percent }%: the call is premature and { $caller } { $caller_number ->
        [one] pays
       *[other] pays
    } { $penalty } points at its next legitimate test
desk-withdrawal-roll-of = Withdrawal roll of { $side }
desk-roll-withdrawal-test = Roll withdrawal test of { $side }

## The Napoleon at Waterloo tracker (naw_tracker.rs)

desk-naw-game-goes-on = game goes on
desk-naw-allies-win = { $side } (Allies) win
desk-naw-french-win = { $side } (French) win
desk-naw-needs-french = Napoleon at Waterloo needs to know which side is the French.
desk-naw-go-to-french = Go to the French side setting
desk-naw-heading = [8.0] Demoralization and the conditions of victory
desk-naw-french-sp-lost = { $side } (French) Strength Points lost
desk-naw-allied-sp-lost = { $side } (Allied) Strength Points lost
desk-naw-exited-north = { $side } units exited north
# $label: one of the three above; $value of $of.
desk-naw-bar = { $label }: { $value } of { $of }
desk-naw-demoralized = { $side } are demoralized [8.2]: Allied attacks are shifted one odds column down (3-1 becomes 2-1), French attacks one column up (1-2 becomes 1-1).
desk-naw-not-demoralized = { $side } are not demoralized: { $count } more Allied Strength Points to lose before they are.
desk-naw-state-of-game = State of the game: { $game }.
desk-naw-after-every-entry = After every log entry
desk-naw-nothing-logged = Nothing logged yet.
desk-naw-turn = Turn
desk-naw-french-sp = French SP lost
desk-naw-allied-sp = Allied SP lost
desk-naw-exited = Exited
desk-naw-allies-demoralized = Allies demoralized
desk-naw-game = Game
desk-naw-what-it-did = What it did
desk-naw-entry = Entry

## The Waterloo 20 assistant (waterloo20/mod.rs)

desk-w20-combat-resolver = Combat resolver
desk-w20-morale-ledger = Morale ledger
desk-w20-rally = Rally
desk-w20-random-events = Random events
desk-w20-turn-track = Turn track
desk-w20-needs-french = Waterloo 20 needs to know which side is the French.
# $count: the log's turns; $track: the track's; $last: the track's last turn.
desk-w20-beyond-track = The log has { $count } turns; the Turn Record Track has { $track }: Waterloo 20 ends after “{ $last }”, so the turns after it are outside the game.
# $ends_in_s: "s" when the side's name ends in s (English writes its possessive "Allies'").
desk-w20-negative-morale = { $side }{ $ends_in_s ->
        [s] '
       *[other] 's
    } Morale Points are { $points } after { $turn }: a side cannot spend or lose points it does not have; check the entries of that turn.
desk-w20-start = Start
desk-w20-ledger = Ledger
desk-w20-no-morale-change = No change of Morale Points in the log yet.
desk-w20-end-of-night = End of a Night turn
desk-w20-not-night = The current turn ({ $turn }) is not a Night turn: the end-of-Night lines apply on Night turns only.
desk-w20-allied-loc-occupied = Allied LOC hexes occupied by the French
desk-w20-allies-occupy-both = The Allies occupy both French LOC hexes
desk-w20-log-night-morale = Log night morale
# $said: the entry, as the narrator says it.
desk-w20-logged-in = Logged in { $turn }: { $said }
desk-w20-turn-record-track = Turn Record Track
desk-w20-night = Night
desk-w20-reinforcements = Reinforcements
desk-w20-log = Log
desk-w20-current = current
desk-w20-logged = logged

## The Waterloo 20 combat resolver (waterloo20/combat.rs)

desk-w20-no-unit-on-board = no unit on the board
desk-w20-units-on-board-in = The units on the board in { $turn } (the current turn).
desk-w20-attackers-of = Attackers ({ $side })
desk-w20-defenders-of = Defenders ({ $side })
desk-w20-across-river = Across a river hexside
desk-w20-attacker-spends = Attacker spends a Morale Point (+1 attack)
desk-w20-defender-spends = Defender spends a Morale Point (−1 differential)
# $differential, $column: signed figures ("+2", "−1").
desk-w20-odds = Attack { $attack } against defence { $defence }: differential { $differential }, column { $column }
desk-w20-meaning = Meaning
desk-w20-chance = Chance
desk-w20-in-six = { $sixths } in 6 ({ $percent })
desk-w20-how-odds-found = How the odds were found
desk-w20-roll-again = The combat or the dice changed since the roll: roll again.
desk-w20-roll-the-die = Roll the die
# $roll: the roll and its dice ("4 (real dice)"); $code, $meaning: the table's result.
desk-w20-roll-result = Roll { $roll } in column { $column }: { $code } ({ $meaning })
# $units: the units' names, joined by commas.
desk-w20-eliminated-units = Eliminated: { $units }
desk-w20-routed-units = Routed: { $units }
desk-w20-retreat-units = Retreat one hex: { $units } (a unit that cannot, or retreats into an enemy ZOC, is eliminated: edit the log entry)
desk-w20-exchange = Exchange: the attacker chooses attacking units of at least { $points } printed Strength Points to eliminate; add them to the log entry's eliminated units.
desk-w20-log-this-combat = Log this combat

## The Waterloo 20 tables (waterloo20/tables.rs)

desk-w20-rally-table = Rally Table (Night turns)
desk-w20-rally-eliminated = E: the unit is permanently eliminated
desk-w20-rally-no-effect = –: no effect, it may try again next Night turn
desk-w20-rally-rallies = Rally: place it on a friendly LOC hex
desk-w20-rally-modifiers = Modifiers: +1 for the French Imperial Guard or the Anglo-Dutch I Corps; +1 for a Morale Point expended.
desk-w20-no-rally-nothing-logged = No routed unit may try to rally: nothing is logged yet.
desk-w20-no-rally-in = No routed unit may try to rally in { $turn }.
desk-w20-routed-unit = Routed unit
desk-w20-expend-morale-point = Expend a Morale Point (+1)
desk-w20-modifier-for = Modifier for { $unit }: +{ $modifier }
desk-w20-rally-on-night = Units rally on Night turns; the current turn is not one.
desk-w20-roll-and-log-rally = Roll and log the rally
# $modified: the roll with its modifiers; $code, $meaning: the Rally Table's result.
desk-w20-rally-of = Rally of { $unit }: roll { $roll }, modified { $modified }: { $code } ({ $meaning })
desk-w20-side-rolling = Side rolling
desk-w20-side-rolling-name = Side rolling a random event
desk-w20-french-events-table = French Random Events Table
desk-w20-allied-events-table = Allied Random Events Table
desk-w20-random-event-roll = Random event roll
desk-w20-second-die-for = Second die, for Weather (3) and Morale Fluctuation (5):
desk-w20-roll-and-log-event = Roll and log the random event
# $event, $text: the table's line; $extra: what the second die did.
desk-w20-random-event-for = Random event for { $side }: roll { $roll }: { $event }. { $text }
desk-w20-random-event-for-then = Random event for { $side }: roll { $roll }: { $event }. { $text } { $extra }

## The graphs (graphs.rs)

desk-chart-losses = Losses
desk-chart-loss-percent = Losses in % of strength
desk-chart-strength-points = Strength Points lost
desk-chart-vp-held = VP held
desk-chart-morale = Morale Points (Waterloo 20)
desk-no-chart-no-losses = No unit has a strength and no loss was logged.
desk-no-chart-no-strength = No unit has a strength in the measure the log uses, so there is no percentage to show.
desk-no-chart-no-sp-lost = No Strength Points were lost.
desk-no-chart-no-markers = No VP markers are placed.
desk-no-chart-vp-face-down = VP held is not shown: it would give away values still face down to this audience.
desk-no-chart-not-waterloo20 = Not a Waterloo 20 scenario (the French side, units with a movement allowance and starting Morale Points).
# A series of a chart: the side's name, then what it counts ("men lost").
desk-series-name = { $side } { $what }
# $measure: the log's measure of losses, as the record words it ("men").
desk-measure-lost = { $measure } lost
desk-chart-cumulative-losses = Cumulative losses in { $measure }
desk-chart-cumulative-percent = Cumulative losses in % of strength ({ $measure })
desk-percent-of-measure-lost = % of { $measure } lost
desk-percent-lost = % lost
desk-chart-cumulative-sp = Cumulative Strength Points lost
desk-sp-lost = SP lost
desk-chart-morale-per-turn = Morale Points per turn
desk-save-graph = Save graph as PNG
desk-png-image = PNG image
desk-saved-to = saved to { $path }
desk-current-turn-line = Current turn: { $turn }
# On hover over a point: the turn, the figure and what it counts.
desk-hover-point = { $turn }: { $value } { $measure }
desk-graph-saved = Graph "{ $title }" saved to { $path }
desk-cannot-save-graph = { $path }: cannot save the graph: { $error }
