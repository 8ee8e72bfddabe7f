# The scenario's map and its tools (src/app/map/), the sides panel (src/app/sides_panel.rs),
# the players' screen (src/app/players_screen*), and what the log says about a thing deleted
# (src/app/references.rs).

## The sides panel

map-sides-scenario = Scenario
map-sides-title = Title
map-sides-title-name = Scenario title
map-sides-date = Date
map-sides-date-name = Scenario date
map-sides-notes = Notes
map-sides-notes-name = Scenario notes
map-sides-umpire-notes = Umpire notes
map-sides-attacker = attacker
map-sides-defender = defender
# $side: the side's letter, A or B; $name: the side's name; $units: how many units.
map-sides-totals = Totals of side { $side } ({ $name }): { $units } { $units ->
        [one] unit
       *[other] units
    }, { $men } men, { $stands } stands, { $up } UP, { $sp } SP
map-sides-header = Side { $side }: { $name }
map-sides-name = Name
map-sides-name-of-side = Name of side { $side }
map-sides-colour = Colour
map-sides-colour-of-side = Colour of side { $side }
map-sides-role = Role
map-sides-role-of-side = Role of side { $side }
map-sides-c-in-c = Commander-in-chief
map-sides-c-in-c-of-side = Commander-in-chief of side { $side }
map-sides-head-of-state = head of state
map-sides-head-of-state-name = Commander-in-chief of side { $side } is head of state
map-sides-morale = Morale Points (Waterloo 20)
map-sides-morale-of-side = Morale Points of side { $side }
map-sides-add-contingent = Add contingent
map-sides-add-contingent-name = Add contingent to side { $side }
# A contingent's label, and the name a new one is given; $number counts from 1.
map-sides-contingent = Contingent { $number }
map-sides-contingent-name = Name of contingent { $number } of side { $side }
map-sides-delete-contingent = Delete contingent
map-sides-delete-contingent-name = Delete contingent { $number } of side { $side }
map-sides-delete-contingent-why = Deletes the contingent and its units (Undo brings them back)
map-sides-col-id = Id
map-sides-col-name = Name
map-sides-col-kind = Kind
map-sides-col-men = Men
map-sides-col-stands = Stands
map-sides-col-up = UP
map-sides-col-sp = SP
map-sides-col-move = Move
map-sides-col-status = Status
map-sides-col-arrives = Arrives
map-sides-col-guard = Guard
map-sides-col-rally = Rally
map-sides-add-unit = Add unit
map-sides-add-unit-name = Add unit to contingent { $number } of side { $side }
# The name a new unit is given; $id: its id.
map-sides-new-unit = New unit { $id }
map-sides-id-of = Id of { $id }
map-sides-name-of = Name of { $id }
map-sides-kind-of = Kind of { $id }
map-sides-men-of = Men of { $id }
map-sides-stands-of = Stands of { $id }
map-sides-up-of = Unit Points of { $id }
map-sides-sp-of = Strength Points of { $id }
map-sides-move-of = Movement of { $id }
map-sides-status-of = Status of { $id }
map-sides-arrives-of = Arrives of { $id }
map-sides-arrives-hint = turn
map-sides-guard-of = Guard { $id }
map-sides-rally-of = Rally bonus { $id }
map-sides-delete = Delete
map-sides-delete-unit = Delete unit { $id }
map-sides-delete-unit-title = Delete unit { $id }?
map-sides-delete-contingent-title = Delete contingent “{ $name }”?
map-sides-delete-it = Delete it
# $entries: the sentence saying which log entries name the units (map-refs-describe).
map-sides-delete-warning = { $entries } Deleting it leaves those entries naming a unit that no longer exists: their losses and status changes would no longer count when the battle is replayed.

## What the log says about a thing about to be deleted or changed

# $kind: what the entry is ("marker control"); $turn: its turn ("turn 2", "Dawn"); $entry: its place in the turn.
map-refs-entry = the { $kind } of { $turn } (entry { $entry })
map-refs-entry-unknown = entry
map-refs-and = { $first } and { $last }
map-refs-more = { $count ->
        [one] { $count } more entry
       *[other] { $count } more entries
    }
map-refs-describe = { $count ->
        [one] { $count } log entry refers
       *[other] { $count } log entries refer
    } to it: { $list }.
map-confirm-cancel = Cancel

## Placing the markers: who places first, whose turn, dealing the values face down

# $whose: the side that rolled, as the sentence names it ("Prussia's" in English); $faces: the die's faces.
map-place-off-the-die = { $whose } roll of { $roll } is not on a { $faces }-sided die (1 to { $faces })
map-place-tie = A tie ({ $roll } and { $roll }): roll again.
map-place-ties-in-a-row = { $count } ties in a row: type the rolls instead
# $text: what was typed; $max: the largest seed, written as it is typed.
map-place-not-a-seed = “{ $text }” is not a seed: type a whole number from 0 to { $max }
map-place-summary = { $side_a } rolled { $roll_a }, { $side_b } rolled { $roll_b }: the first marker is placed by { $first }.
map-place-all-placed = { $count ->
        [one] The only marker is placed
       *[other] All { $count } markers are placed
    }
# $all_placed: map-place-all-placed.
map-place-over = { $all_placed }.
map-place-turn = { $whose } turn: marker { $number } of { $count }.
map-place-heading = Placement
map-place-end = End placement mode
map-place-explain = Placement mode: a die roll decides who places the first marker, then the sides take turns.
map-place-roll = Roll for the first placement
map-place-or-type = Or type the rolls of real dice:
map-place-roll-of = { $whose } roll
map-place-use-rolls = Use these rolls
map-place-face-down-heading = Face-down values
map-place-face-down-count = { $hidden } of { $count } placed markers are face down.
map-place-face-down-ring = { $hidden } of { $count } placed markers are face down: a dashed ring marks them on the map.
map-place-seed = Shuffle seed
map-place-seed-hint = fresh
map-place-seed-why = Leave empty to deal with a fresh seed nobody can guess; type a seed to deal a deal again
map-place-deal = Deal the values face down
map-place-deal-why = Shuffle the set's values with the seed and give them to the placed markers, in placement order
# $seed: written as it is typed, digits only.
map-place-last-seed = Last dealt with seed { $seed }.
map-place-face-up = Turn all values face up
map-place-face-up-why = Show every marker's value to everyone
# $entries: the sentence saying which log entries depend on the values (map-refs-describe).
map-place-deal-again-warning = { $entries } Dealing again gives the markers other values: who held how many VP, and the VP% of the withdrawal tests, would be replayed with the new values, not the ones the log was written with.
map-place-dealt = Dealt { $count } { $count ->
        [one] value
       *[other] values
    } face down with seed { $seed }; type this seed to deal the same values again.
map-place-deal-again-title = Deal the values again?
map-place-deal-again = Deal again

## The VP markers: the set, the palette, the inspector, hover texts

map-set-bad-count = "{ $item }": "{ $count }" is not a whole number of markers
map-set-bad-percent = "{ $item }" is not a whole number of percent
map-set-zero = "{ $item }": a marker worth 0% counts for nothing
map-set-too-many = "{ $item }": more than 100 markers
map-set-empty = The set is empty: type the values, e.g. 30, 20, 15, 7 × 5
map-set-too-little = The values sum to { NUMBER($sum, style: "percent") }, not 100%: { NUMBER($missing, style: "percent") } is missing.
map-set-too-much = The values sum to { NUMBER($sum, style: "percent") }, not 100%: { NUMBER($excess, style: "percent") } too much.
map-marker-outside-areas = outside both deployment areas
map-marker-inside-area = inside the deployment area of { $side }
map-marker-inside-both = inside both deployment areas (they overlap)
map-marker-not-recorded = not recorded
map-marker-label = Marker { $id }, { NUMBER($value, style: "percent") }
map-marker-label-face-down = Marker { $id }, face down
# $all_placed: map-place-all-placed.
map-marker-placement-over = { $all_placed }: placement is over (delete a marker to place it again).
# $set: the set as typed ("30, 20, 15, 7 × 5").
map-marker-set-used-up = Every value of the set ({ $set }) is on the map: delete a marker or change the set.
# $whose: the placing side, as the sentence names it ("Prussia's" in English).
map-marker-own-area = Not placed: it is { $whose } turn, and this point lies inside { $whose } own deployment area; a side may not place a marker in its own area. Click outside it.
map-marker = Marker { $id }
map-marker-named = Marker { $id }: { $name }
map-marker-value = Value: { NUMBER($value, style: "percent") }
map-marker-value-face-down-to-players = Value: { NUMBER($value, style: "percent") } (face down to players)
map-marker-value-face-down = Value: face down
map-marker-placed-by = Placed by: { $side }
# $place: map-marker-outside-areas, map-marker-inside-area or map-marker-inside-both.
map-marker-lies = Lies { $place }
map-markers-heading = VP markers
map-markers-set-hidden = Set: { $count } markers, { NUMBER($sum, style: "percent") } in all
map-markers-set = Set: { $set } = { NUMBER($sum, style: "percent") }
map-markers-placed-face-down = { $placed } of { $count } markers placed; their values are face down.
map-markers-next-placed-by = Next marker placed by
map-markers-placed-next-value = { $placed } of { $count } markers placed. Value of the next marker:
map-markers-value-left = { NUMBER($value, style: "percent") }: { $left } of { $count } left
map-markers-edit-set = Edit the marker set
map-markers-values-in-percent = Values in percent, e.g. 30, 20, 15, 7 × 5:
map-markers-use-set = Use this set
map-markers-standard-set = Standard set (30, 20, 15, 7 × 5)
map-markers-rules-heading = Placement rules
map-markers-in-defender-area = { $inside } of { $count } markers in the defender's area ({ $side })
map-markers-no-defender = The defender studied the ground, but no side (or both) is the defender.
map-markers-no-problem = No marker breaks a placement rule.
map-markers-name = Name
map-markers-value = Value
map-markers-value-choice = { NUMBER($value, style: "percent") }
map-markers-face-down = Face down (value hidden from the players)
map-markers-placed-by = Placed by
map-markers-at = At ({ $x }, { $y })
map-markers-delete = Delete marker { $id }

## The grid tool

map-grid-river = river hexside
map-grid-exit = exit hex
map-grid-set = Grid set: hexes { NUMBER($dy, minimumFractionDigits: 1, maximumFractionDigits: 1) } px apart in a column, columns { NUMBER($dx, minimumFractionDigits: 1, maximumFractionDigits: 1) } px apart. The arrow keys move it by a pixel; Shift with them resizes it by a tenth.
# $cell: the cell's id ("0304").
map-grid-hex = Hex { $cell }
map-grid-square = Square { $cell }
# $terrain: the terrain's name.
map-grid-terrain = Terrain: { $terrain }
map-grid-exit-hex = Exit hex
map-grid-heading = Grid
map-grid-show = Show the grid and cell ids
map-grid-calibrate = Calibrate
map-grid-calibrate-why = Click the centres of three hexes that meet at one corner
map-grid-square-grid = Square grid
map-grid-remove = Remove grid
map-grid-calibrating = Click the centres of three hexes that meet at one corner ({ $clicks } of 3 so far). Arrow keys: move the grid by a pixel. Shift with Left or Right: its width, with Up or Down: its height, by a tenth of a pixel.
map-grid-squares = Squares
map-grid-flat-hexes = Flat-topped hexes
map-grid-pointy-hexes = Pointy-topped hexes
map-grid-cells = Cells
map-grid-dx = Column pitch (dx)
map-grid-dy = Row pitch (dy)
map-grid-x0 = Origin x0
map-grid-y0 = Origin y0
map-grid-first-column = First column's number
map-grid-first-row = First row's number
map-grid-column-zeros = Column's leading zeros
map-grid-row-zeros = Row's leading zeros
map-grid-separator = Separator
map-grid-column-first = Column first
map-grid-row-first = Row first
map-grid-odd-higher = Odd columns numbered higher
map-grid-paint = Paint (click or drag on the map):
# $reason: why the clicks make no grid.
map-grid-refused = No grid from these clicks: { $reason }. The grid was not changed.

## The map's toolbar and side panel

map-tool-select = Select
map-tool-select-why = Select and drag markers and area vertices; drag the map to pan
map-tool-place-marker = Place marker
map-tool-place-marker-why = Click the map to place the next VP marker
# $side: the side's name.
map-tool-draw-area = Draw area: { $side }
map-tool-draw-area-why = Draw the deployment area of { $side }: click the vertices; click the first one, double-click or press Enter to close; Escape cancels
map-zoom = Zoom
map-zoom-why = Fit, 100% and the zoom
map-zoom-fit = Fit
map-zoom-fit-why = Show the whole map
map-zoom-100 = 100%
map-zoom-100-why = One image pixel per screen point
# $zoom: in percent, whole.
map-zoom-level = Zoom { NUMBER($zoom, style: "percent", maximumFractionDigits: 0) }
map-zoom-level-why = Screen points per image pixel; the mouse wheel zooms
# $file: the map image's file name; $seconds: time spent so far.
map-load-decoding = Decoding { $file }… { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
map-load-tiling = Loading full detail: tile { $done } of { $total }
# $file: the map image's file name; $width, $height in pixels, written as digits.
map-load-size = { $file }: { $width } × { $height } px
map-load-not-loaded = Map image { $file } not loaded
map-load-no-image = No map image
map-selection-none = Nothing selected: click a marker or inside an area.
map-areas-heading = Deployment areas
map-areas-vertices = { $side }: { $count } vertices
map-areas-none = { $side }: no area
map-areas-draw = Draw
map-areas-draw-again = Draw again
map-areas-draw-name = Draw area of { $side }
map-areas-draw-why = Draw the deployment area of { $side } on the map
map-areas-delete = Delete
map-areas-delete-name = Delete area of { $side }
map-areas-delete-why = Delete the deployment area of { $side }
map-areas-drawing = Drawing the area of { $side }: { $count } vertices. Click the first vertex, double-click or press Enter to close; Escape cancels.

## A deployment area, selected

map-area-vertex = Vertex { $number } of the area of { $side }
map-area-add-vertex = Add a vertex on edge { $number } of the area of { $side }
map-area-heading = Deployment area of { $side }
# $area: written whole; $unit: the map scale's unit, the user's word.
map-area-extent-units = { $area } square { $unit }
map-area-extent-pixels = { $area } square pixels
# $extent: map-area-extent-units or map-area-extent-pixels.
map-area-vertices = { $count } vertices, { $extent }
map-area-how = Drag a vertex to move it; select one and press Delete to remove it. Drag the round handle in the middle of an edge, or double-click the edge, to add a vertex there.
map-area-vertex-at = Vertex { $number } at ({ $x }, { $y })
map-area-delete-vertex = Delete vertex { $number }
map-area-three-vertices = An area needs three vertices: delete the whole area instead.
map-area-redraw = Redraw this area
map-area-delete = Delete the area of { $side }

## The battle on the map: the units, the turn slider

# $unit: the unit's name; $side: its side's name.
map-unit-of-side = { $unit } ({ $side })
# $state: map-look-…; $place: where it stands (a cell or a point).
map-unit-off-map = { $state }: off the map
map-unit-at = { $state }: { $place }
map-look-standing = On the map
map-look-routed = Routed
map-look-eliminated = Eliminated in this turn
map-look-gone = Left the map in this turn
# $unit: map-unit-of-side.
map-unit-label = Unit { $unit }
map-battle-after-turn = Battle after turn
map-battle-after-turn-why = The units as they stood at the end of a turn (0: at deployment), with that turn's moves and combats
map-battle-at-deployment = at deployment
# $turn: the turn ("turn 2", or its name).
map-battle-after = after { $turn }
map-battle-follow-desk = Follow the desk
map-battle-follow-desk-why = Show the end of the desk's current turn, as it changes
map-battle-no-turn = The log has no turn yet: add one on the battle desk to log moves.
map-battle-not-current-turn = Moves are logged in the desk's current turn, { $turn }: show the battle after it (Follow the desk) to drag a unit.
map-battle-unit-gone = { $unit } is no longer on the map.

## The map view: progress, the grid switch, messages, the canvas

map-progress-reading = Reading the map image { $file }
map-progress-detail = Loading the map's full detail
map-grid-switch = Grid
map-grid-switch-why = Show the grid's lines, cell ids, terrain, rivers and exits
# $file: the map image's name; sizes in pixels, as digits.
map-size-updated = The map image { $file } is { $width } × { $height } pixels, not { $recorded_width } × { $recorded_height } as the scenario recorded: map.size updated.
# $error: why the image could not be read.
map-image-not-changed = { $error }. The map image ({ $file }) was not changed.
map-delete-marker-warning = { $entries } Deleting marker { $id } leaves those entries naming a marker that no longer exists, and changes the VP replayed from them.
map-delete-marker-title = Delete marker { $id }?
map-delete-it = Delete it
map-canvas = Map
map-canvas-not-loaded = Map image { $file } is not loaded
map-canvas-no-image = No map image yet: open one to lay out the battlefield.
map-load-fewer-rows = the JPEG has fewer rows than its header says
map-load-decoder-stopped = the decoder stopped unexpectedly

## The players' screen

map-screen-title = umpire — players' screen
map-screen-public = the public
map-screen-preparing = Preparing the view…
map-screen-graph-shown = Graph shown
map-screen-preparing-graph = Preparing the graph…
map-screen-at-deployment = at deployment
# $turn: the turn's name or number.
map-screen-turn = turn { $turn }
# $when: map-screen-turn or map-screen-at-deployment.
map-screen-heading-turn = — { $when }
map-screen-shown-to = Shown to:
map-screen-leave-full-screen = Leave full screen
map-screen-full-screen = Full screen
map-screen-close = Close
map-screen-drawing = Drawing the map…
map-screen-after-turn = after turn { $turn }
# $when: map-screen-after-turn or map-screen-at-deployment.
map-screen-the-map = The map { $when }
map-screen-image-unreadable = The map image could not be read: { $error }
