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

## Validation: the scenario's problems (src/model/validate.rs)

model-version = must be { $expected }, found { $found }
model-no-system = no victory system "{ $id }": use one of { $known }
model-side-needs-name = side { $side } needs a name
model-deployment-vertices = a deployment area needs at least 3 vertices, found { $count }
model-casualties-exceed = { $casualties } casualties exceed the strength of { $strength } (start { $start } + reinforcements { $reinforcements }) in contingent "{ $contingent }"
model-cavalry-exceed = { $surviving } surviving cavalry exceed the { $start } at the start in contingent "{ $contingent }"
model-ammunition-exceed = { $out } out of ammunition and { $low } low on ammunition, but only { $infantry } infantry units in contingent "{ $contingent }"
model-infringement-exceed = infringement losses caused ({ $caused }, all contingents together) exceed the casualties of { $side } ({ $casualties }) they were taken from
model-empty-unit-id = a unit has an empty id
model-unit-id-twice = unit id "{ $id }" is used more than once (first at { $first })
model-marker-values-sum = the marker values sum to { $sum }%, they must sum to 100%
model-too-many-markers = { $markers } markers but the set has { NUMBER($values, useGrouping: "false") } values
model-marker-id-twice = marker id "{ $id }" is used more than once
model-marker-value-not-in-set = marker { $id } is worth { $value }%, which the set { $set } has no (more) marker of
model-no-unit = no unit with id "{ $id }"
model-unit-of-other-side = unit "{ $unit }" belongs to { $owner }, not to this side
# $what: the kind of roll.
model-roll-out-of-range =
    { $what ->
        [combat] combat
        [percentile] percentile
        [rally] rally
       *[random-event] random event
    } roll { $value } is not between 1 and { $faces }
model-lost-of =
    { $lost } { $measure ->
        [men] men
        [stands] stands
        [unit_points] Unit Points
       *[strength_points] Strength Points
    } lost of { $of }
model-losses-exceed = losses of unit "{ $unit }" exceed its strength: { $over }
model-no-marker = no marker with id "{ $id }"
model-reveal-no-marker = the markers are turned over, but no marker has been placed
model-attacker-of-other-side = attacking unit "{ $unit }" belongs to the other side
model-test-figures-above = RS% { $rs }, VP% { $vp } and WF { $wf } must each be at most 100
model-spotted-own-unit = unit "{ $unit }" is this side's own: a side always sees its units

## Problems and files (src/model/limits.rs, src/model/file_error.rs)

# $place: a field path (sides[0].units[3]), kept as it is.
model-problem = { $place }: { $message }
model-problem-of-side = { $place } ({ $side }): { $message }
# $kind: scenario, campaign or template; $source: the system's own words.
model-cannot-read =
    { $path }: cannot read the { $kind ->
        [campaign] campaign
        [template] template
       *[scenario] file
    }: { $source }
model-too-large =
    { $path }: cannot read the file: it is { $size }; umpire reads { $kind ->
        [campaign] campaign files
        [template] templates
       *[scenario] scenario files
    } up to { $limit }
model-newer-version =
    { $path }: this { $kind ->
        [campaign] campaign
        [template] template
       *[scenario] scenario
    } was written in format version { $version } by a newer umpire; this umpire reads versions up to { $reads }. Update umpire to open it.
model-not-consistent =
    { $path }: the { $kind ->
        [campaign] campaign
        [template] template
       *[scenario] scenario
    } is not consistent:
model-default-side = Side { $letter }
