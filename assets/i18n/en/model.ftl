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
