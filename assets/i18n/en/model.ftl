# The scenario's words (src/model/): the names of kinds of entries, terrains and results,
# and the messages of validation and of reading and writing files.

## The battle log (src/model/log.rs)

# $number: the turn's number as the log names it.
model-turn-numbered = turn { $number }

## Names shown to users (src/model/log.rs, src/model/side.rs)

model-terrain-open = open
model-terrain-forest = forest
model-terrain-rough = rough
model-terrain-town = town
model-terrain-chateau = chateau (Hougomont)
model-result-a-e = attacker eliminated
model-result-a-r = attacker routs
model-result-a-w = attacker withdraws one hex
model-result-n = engaged: no effect
model-result-e-x = exchange
model-result-d-w = defender withdraws one hex
model-result-d-r = defender routs
model-result-d-e = defender eliminated
model-event-losses = Losses
model-event-status = Status
model-event-marker-control = Marker control
model-event-commander-lost = Commander lost
model-event-commander-in-melee = Commander in melee
model-event-guns-lost = Guns lost
model-event-combat = Combat
model-event-premature-call = Premature call
model-event-withdrawal-test = Withdrawal test
model-event-night-morale = Night morale
model-event-morale-spent = Morale spent
model-event-rally = Rally
model-event-random-event = Random event
model-event-note = Note
model-event-move = Move
model-event-spotted = Spotted
model-event-reveal-markers = Markers turned over
model-guns-cavalry-then-infantry = lost to cavalry and then spiked or taken by infantry or pioneers
model-guns-infantry = lost to infantry
model-guns-artillery = lost to artillery
model-guns-abandoned = abandoned
model-guns-cavalry-alone = "destroyed" by cavalry with no infantry or pioneers reaching them
model-status-on-board = on board
model-status-destroyed = destroyed or fled
model-status-routed = routed
model-status-withdrawn = voluntarily withdrawn
model-status-off-table = off table
model-status-not-arrived = not arrived
model-status-exited = exited
model-kind-infantry = infantry
model-kind-cavalry = cavalry
model-kind-artillery = artillery
model-kind-general = general

## Campaign dates (src/model/campaign/date.rs)

# $month: 1 to 12.
model-date-long =
    { $day } { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    } { $year }
model-date-short =
    { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    }
