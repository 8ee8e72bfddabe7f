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

## Limits (src/model/limits.rs): a file beyond them is refused

# Figures from the file are written as the file holds them, without grouping.
model-too-many-characters = { NUMBER($count, useGrouping: "false") } characters; umpire accepts up to { NUMBER($max, useGrouping: "false") } here
# $code: the character's code point in hexadecimal ("001B"); $kind: notes or line.
model-control-character =
    character { NUMBER($at, useGrouping: "false") } is a control character (U+{ $code }); { $kind ->
        [notes] notes may hold line breaks and tabs, no other
       *[line] write it on one line of printable characters
    }
model-map-image-empty = the map image path is empty: write the image's path, e.g. Some("maps/field.jpg"), or None for no map
# $count is always above $max (at least 100): the plural.
model-too-many =
    { NUMBER($count, useGrouping: "false") } { $what ->
        [contingents] contingents
        [vertices] vertices in the deployment area
        [units] units in the two sides together
        [markers] markers
        [marker-values] marker values
        [systems] systems to compare with
        [turns] turns
        [events] log entries in all turns together
        [combat-units] unit ids in one combat
        [painted-cells] painted cells
        [hexsides] hexsides
       *[exits] exits
    }; umpire accepts up to { NUMBER($max, useGrouping: "false") }
# $value, $x, $y: the file's figure as Rust writes it ("NaN", "inf" when not a number).
model-not-a-facing = { $value } is not a facing: write degrees, e.g. 90.0
model-not-a-position = (x: { $x }, y: { $y }) is not a position: coordinates are numbers of pixels within ±{ NUMBER($max, useGrouping: "false") }
model-not-a-contact-distance = { $value } is not a distance: write how near, in the map's scale unit, e.g. 150
model-not-a-scale = { $value } is not a distance: write the ground distance of one pixel, e.g. 2.5

## The grid (src/model/grid/)

model-cell-hex = hex
model-cell-square = square
model-grid-not-a-cell-size = { $value } is not a cell size: write the pitch of the cells in pixels, from { $min } to { NUMBER($max, useGrouping: "false") }
model-grid-not-a-position = { $value } is not a position: a number of pixels within ±{ NUMBER($max, useGrouping: "false") }
model-grid-cells-not-sizes = the grid's cells ({ $dx } × { $dy } px) are not sizes from { $min } px up
model-grid-too-many-cells = the grid has about { NUMBER($cells, maximumFractionDigits: 0, useGrouping: "false") } cells over the { NUMBER($width, useGrouping: "false") } × { NUMBER($height, useGrouping: "false") } map; umpire accepts up to { NUMBER($max, useGrouping: "false") }: are dx and dy the cells' pitch in pixels?
# $grid: hex or square.
model-cell-off-the-map =
    { $grid ->
        [hex] hex
       *[square] square
    } "{ $id }" is off the map: its centre (x: { NUMBER($x, maximumFractionDigits: 0, useGrouping: "false") }, y: { NUMBER($y, maximumFractionDigits: 0, useGrouping: "false") }) lies beyond the { NUMBER($width, useGrouping: "false") } × { NUMBER($height, useGrouping: "false") } image
model-squares-no-sideways = squares have no sideways: write `sideways: false`, or `kind: Hex`
model-too-many-leading-zeros = { $zeros } leading zeros; a number has at most { $max }
model-exit-twice = exit "{ $id }" is listed twice (first at exits[{ NUMBER($first, useGrouping: "false") }])
# $why: same, corner or apart ($distance cells apart).
model-river-not-between-neighbours =
    a river runs between two neighbouring { $grid ->
        [hex] hexes
       *[square] squares
    }; "{ $a }" and "{ $b }" { $why ->
        [same] are the same cell
        [corner] touch only at a corner
       *[apart] are { NUMBER($distance, useGrouping: "false") } { $grid ->
            [hex] hexes
           *[square] squares
        } apart
    }
model-hexside-twice = the side between "{ $a }" and "{ $b }" is listed twice (first at hexsides[{ NUMBER($first, useGrouping: "false") }])
# $order: column-first or row-first; $column, $row: the numbers as written.
model-not-a-cell-id =
    "{ $id }" is not a cell id of this grid: ids are written like "{ $example }" ({ $order ->
        [row-first] row 7, then column 12
       *[column-first] column 7, then row 12
    })
model-not-a-cell-id-separated =
    "{ $id }" is not a cell id of this grid: ids are written like "{ $example }" ({ $order ->
        [row-first] row 7, then column 12
       *[column-first] column 7, then row 12
    } with "{ $separator }" between)
model-cell-reading = column { $column }, row { $row }
model-one-or-other = { $one } or { $other }
model-cell-id-ambiguous = "{ $id }" can be read as { $readings }: give the numbering a separator or more leading zeros

## Three clicks that make no grid (src/model/grid/calibrate.rs); $off, $dx, $dy to a tenth

model-calibration-not-a-number = point { $point } is not on the map (its coordinates are not numbers)
model-calibration-same-place = points { $a } and { $b } are within { $tolerance } px of each other: click the centres of three different hexes
model-calibration-no-pair-in-line = no two of the points are in line (within { $tolerance } px across or down): click two hexes one above the other in a column, or side by side in a row of pointy-topped hexes, then the hex beside both
model-calibration-all-in-line = the three points are in one line: click the third on the hex that touches the other two, beside them
model-calibration-third-not-beside = point { $third } is { NUMBER($off, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } px from beside the middle of points { $a } and { $b } (at most { $tolerance }): click three hexes that meet at one corner
model-calibration-corners-not-of-one-hex = point { $third } is { NUMBER($off, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } px from the next corner of the hex the other two are corners of (at most { $tolerance }): click three corners in a row around one hex
model-calibration-too-small = the hexes would be { NUMBER($dx, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } × { NUMBER($dy, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: "false") } px; umpire needs at least { $min } px: zoom in and click again

## Positions (src/model/positions.rs)

model-place-not-seen = a place not seen
model-move-off-the-map = { $problem }; a unit leaves the map by a move to a cell next to its edge, or to a point beyond it
model-deployed-off-the-map = a unit is deployed on the map or nowhere: a move off it is written only in the log
model-cell-needs-grid = cell "{ $id }" needs a grid over the map (map.grid), which this scenario has not
model-place-left-out = the place is left out: only a player copy may leave out a place its audience never saw
model-facing-out-of-range = facing { $value }: write degrees from 0 up to 360, clockwise from the top of the map

## Placing the VP markers (src/model/markers.rs)

model-marker-in-own-area = Marker { $marker } lies inside the deployment area of { $side }, who placed it: a side may not place a marker in its own area.
model-marker-loser-first = { $first } is recorded as placing the first marker, but it lost the die roll ({ $a } rolled { $a_roll }, { $b } rolled { $b_roll }): the winner of the roll places first.
model-marker-tied-roll = { $first } is recorded as placing the first marker after a tied die roll ({ $roll } and { $roll }): a tie is rolled again.
model-marker-one-side = All { $markers } markers were placed by { $side }: the sides take turns placing markers, the winner of the die roll first.
model-marker-out-of-turn =
    Marker { $marker } was placed by { $by } when { $turn } was to place it{ $others ->
        [0] { "" }
        [one] { " " }(and { $others } marker after it)
       *[other] { " " }(and { $others } markers after it)
    }: the winner of the die roll places first, then the sides alternate.
model-marker-defender-area-count = { $inside } of { $required } markers inside the defender's deployment area: the defender studied the ground, so exactly { $required } must lie there.
model-marker-set-sum = The marker values sum to { NUMBER($sum, useGrouping: "false") }%, not 100%.
model-marker-set-too-small = { NUMBER($placed, useGrouping: "false") } markers placed but the set has only { NUMBER($available, useGrouping: "false") } values.

## The campaign's problems (src/model/campaign/validate.rs); a date is model-date-long

model-quoted = "{ $text }"
model-campaign-too-long = is { NUMBER($count, useGrouping: "false") } characters long; umpire reads up to { NUMBER($max, useGrouping: "false") }
# $count is always above $max (at least 1,000): the plural.
model-campaign-too-many =
    has { NUMBER($count, useGrouping: "false") } { $what ->
        [units] units
        [battles] battles
        [reinforcements] reinforcements
        [rows] rows
       *[contingents] contingents in one army
    }; umpire reads campaigns of up to { NUMBER($max, useGrouping: "false") }
model-campaign-until-early = is { $date }, before the last battle ({ $last }): the ledger is taken to a day after every battle
model-campaign-unit-no-id = has no id: every unit needs one
model-campaign-unit-id-twice = the id "{ $id }" is used twice (first by a unit of { $side }): a unit keeps one id for the whole campaign
model-campaign-contingent-no-name = has no name: the battles name the contingents that fought
model-campaign-contingent-name-twice = the name "{ $name }" is used twice in this army
model-campaign-before-start = is { $date }, before the campaign starts ({ $start })
model-campaign-reinforcement-empty = brings no unit and no draft
model-campaign-reinforcement-no-contingent = is empty: name the contingent the new units join
model-campaign-draft-no-unit = no unit of the campaign has the id "{ $id }"
model-campaign-draft-other-army = "{ $id }" is a unit of { $side }, not of this army
model-campaign-draft-before-joining = "{ $id }" joins the army on { $date }, after this draft
model-campaign-battle-no-file = is empty: name the battle's scenario file
model-campaign-battle-file-twice = "{ $file }" is battles[{ NUMBER($first, useGrouping: "false") }] again: a battle is counted once in the ledger
model-campaign-battle-out-of-order = is { $date }, before the battle listed above it ({ $previous }): list the battles in the order they were fought
model-campaign-battle-no-contingent = names no contingent: list the contingents of this army that fought
model-campaign-contingent-joins-later = "{ $name }" joins the army on { $date }, after this battle
# $known: the army's contingents, each model-quoted, joined by ", ".
model-campaign-no-such-contingent = { $side } has no contingent "{ $name }" (it has { $known })
# $share: written as the file writes it.
model-campaign-share-above-all = is { $share }: a share is at most 100%
model-campaign-replacements-zero = is 0: leave replacements out of the rules if there are none
model-campaign-too-many-tranches = { $share } a time up to { $up_to } takes { $count } tranches; umpire allows up to { $max }
model-campaign-every-zero-days = is 0: replacements come at least a day apart
model-campaign-level-empty = is empty: name the level as the deciding system words it ("Major victory")
model-campaign-level-twice = "{ $level }" has a row above already

## Shares and dates that cannot be read (src/model/campaign/share.rs, date.rs)

model-not-a-share =
    "{ $text }" is not a share: { $why ->
        [not-a-fraction] a fraction is two whole numbers joined by '/'
        [zero-denominator] the denominator is 0
        [terms-too-large] its terms are too large
        [too-many-decimals] a percentage has at most six decimals
        [not-a-number] a percentage is a number, such as 50 or 12.5
       *[too-large] it is too large
    } (write a percentage such as "50%" or "12.5%", or a fraction such as "1/3")
model-not-a-date =
    "{ $text }" is not a date: { $why ->
        [not-three-parts] it needs a year, a month and a day joined by '-'
        [not-numbers] the year, the month and the day must be numbers
        [year-out-of-range] the year must be from -9999 to 9999
       *[month-out-of-range] the month must be from 1 to 12
    } (write a day as 1806-10-14: year, month, day)
# $month: 1 to 12; $year as written.
model-not-a-date-no-such-day =
    "{ $text }" is not a date: { $month ->
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
    } { $year } has { $days } days (write a day as 1806-10-14: year, month, day)

## A campaign's battle files (src/model/campaign/io.rs)

# $place: "campaign.ron:23:5: ", kept as it is.
model-battle-file-error = { $place }battles[{ $index }] (file "{ $file }"): { $why }
model-battle-cannot-be-read = cannot be read: { $why }
# $how: file or scenario-text.
model-battle-again =
    is the battle of battles[{ NUMBER($first, useGrouping: "false") }] again (the same { $how ->
        [file] file
       *[scenario-text] scenario text
    }): a battle is counted once in the ledger
model-unsaved-campaign = <unsaved campaign>
model-campaign-not-written = the campaign cannot be written as RON: { $why }

model-built-in-demo = { $path } (built-in demo)
