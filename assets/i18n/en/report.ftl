# The PDF after-action report's own words (src/report/, src/render/, the built-in templates'
# headings). The systems' steps and the record's sentences come from their own files.

## The document

report-title = After-action report
report-title-umpire = After-action report (umpire)
# $day, $month: numbers; $year: text.
report-date = { $day } { $month ->
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
report-footer = { $scenario } · { $heading } · printed { $date }
report-document-title = { $scenario }: { $heading }
report-subject = After-action report of { $title }
report-subject-dated = After-action report of { $title }, { $date }
report-author-umpire = Umpire
# $path: the PDF; $kb: its size in kilobytes, as text.
report-written = { $path }: { $pages } { $pages ->
        [one] page
       *[other] pages
    }, { $kb } KB
# $error: why the map image could not be used (it names the file).
report-without-map = { $error }; the report is made without the map image

## The sections' default headings (a template's own `title` is printed as written)

report-section-briefing = Briefing
report-section-umpire-notes = Umpire's notes
report-section-map = The field
report-section-markers = Victory-point markers
report-section-order-of-battle = Order of battle and losses
report-section-verdicts = Verdicts
report-section-withdrawal-tests = Withdrawal tests
report-section-combats = Combats (Waterloo 20)
report-section-casualty-chart = Casualties per side
report-section-losses-chart = Cumulative losses per turn
report-section-strength-points-chart = Strength Points lost per turn
report-section-vp-chart = VP held per turn
report-section-morale-chart = Morale per turn (Waterloo 20)
report-section-log = Battle log
report-section-dice = Dice

## Sections with nothing to show, and what every table says

report-nothing-to-show = Sections with nothing to show
report-empty-line = { $title }: { $why }
report-continued = { $title } (continued)
# $value: a whole figure in per cent, as text.
report-whole-percent = { $value }%
report-role-attacker = attacker
report-role-defender = defender
report-no-briefing = No briefing was written.
report-no-umpire-notes = The umpire left no notes.
# $seed: the dice seed, as text.
report-dice-seed = Dice seed: { $seed }. A roll marked "seeded draw n" is draw n of the scenario's roller with this seed, so the umpire can reproduce it.

## Victory-point markers

report-no-markers = No VP markers were placed.
report-markers-marker = Marker
report-markers-objective = Objective
report-markers-value = Value
report-markers-placed-by = Placed by
report-markers-held-by = Held at the end by
report-markers-face-down = face down
report-markers-nobody = nobody
report-markers-dealt-all-known = { $dealt ->
        [one] { $dealt } marker was
       *[other] { $dealt } markers were
    } dealt face down; every value is known to this report's reader.
report-markers-dealt-withheld = { $dealt ->
        [one] { $dealt } marker was
       *[other] { $dealt } markers were
    } dealt face down; { $withheld ->
        [one] { $withheld } value is
       *[other] { $withheld } values are
    } still face down to this report's reader.
# $seed: as text.
report-markers-shuffle-seed = The values were dealt by the shuffle with seed { $seed }.

## The battle log

report-nothing-logged = Nothing was logged.
report-log-entry = Entry
report-log-what-happened = What happened
# $turn: the turn's name, or its number, as text.
report-log-turn = Turn { $turn }
report-nothing-logged-this-turn = Nothing logged this turn.

## Words several tables share

report-col-turn = Turn
report-col-roll = Roll
report-col-result = Result
report-list-separator = {"; "}
report-not-known = not known
# $turn: the turn's name; $sentence: the log's sentence.
report-turn-sentence = Turn { $turn }: { $sentence }

## Combats (Waterloo 20)

report-no-combat = No combat was recorded.
report-combats-attacker = Attacker
report-combats-defender = Defender
report-combats-terrain = Terrain
report-combats-morale-point = Morale Point
report-combats-eliminated-routed = Eliminated / routed
report-combats-sp-lost = SP lost
report-combats-results = Results: { $results }.
report-combats-morale-point-note = Morale Point: spent by the attacker (A+1) or the defender (D−1).
report-combats-sp-lost-note = SP lost: the Strength Points each side lost, { $side_a } / { $side_b }, as the combat records them (the Napoleon at Waterloo count).
report-combats-side-units = { $side }: { $units }
report-combats-eliminated = eliminated: { $units }
report-combats-routed = routed: { $units }

## Withdrawal tests

report-no-withdrawal-test = No withdrawal test was recorded.
report-tests-army = Army
report-tests-rs = RS%
report-tests-vp = VP%
report-tests-penalty = Penalty
report-tests-wf = WF
report-tests-chance = Chance to withdraw
report-tests-note = An army withdraws when the percentile roll is greater than its withdrawal factor (WF). A void test is one the rules forbade: it decides nothing (the verdict says why).
report-tests-premature-calls = Premature calls
report-tests-void = void: decides nothing
report-tests-withdraws = withdraws
report-tests-stands = stands

## Figures written the language's way

report-one-decimal = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
report-one-decimal-percent = { NUMBER($value, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }

## The charts

report-no-losses = No losses were recorded.
# $lost: the losses, written; $percent: their share, written.
report-bar-label = { $lost } ({ $percent })
# $measure: what is counted (men, stands, Strength Points).
report-measure-lost-in-log = { $measure } lost in the log
report-men-end-of-battle = men (end-of-battle figures)
report-axis-losses-share = losses, % of strength
report-no-strength = No unit has a strength, so there is nothing to count losses against.
report-losses-in-strength-points = The losses are counted in Strength Points: see Strength Points lost per turn.
report-losses-chart-lost = { $title } ({ $measure } lost)
report-losses-chart-share = { $title } (% of the starting strength in { $measure })
report-axis-cumulative-losses = cumulative losses
report-sp-the-units = the units', in the log
report-no-strength-points-lost = No Strength Points were lost.
# $what: whose count the chart plots.
report-sp-chart-title = { $title } ({ $what })
report-axis-strength-points-lost = Strength Points lost
report-vp-held-withheld = Not shown: the VP held turn by turn would give away values still face down to this report's reader.
report-no-side-held-marker = No side held a marker.
report-vp-held = VP held
report-no-morale = No side keeps Waterloo 20 Morale Points in this scenario.
report-axis-morale-points = Morale Points

## The map page

report-no-map = No map image, and no deployment area or marker placed.
report-map-unread = The map image could not be read, so the deployment areas and markers are drawn on a blank field.
# $turns: the turns' names as the template gives them.
report-map-turns-unknown = the template's map_turns names no turn of the log: { $turns }

## The order of battle

report-no-units = No units in the order of battle.
# $role: report-role-attacker or report-role-defender.
report-side-role = { $side } ({ $role })
# A system's own count of a side's losses: its name, its role in this battle, its source, what
# it counts and the figure.
report-counted-by-system = { $system }, { $role }, from { $source }: { $label } { $lost }.
report-count-line = { $label }: { $count }.
report-counted-apart = Counted for { $side } apart from its units above, never added to them:
report-ob-unit = Unit
report-ob-kind = Kind
report-ob-start-in = Start ({ $measure })
report-ob-strength-at-start = Strength at the start
report-ob-status-at-end = Status at the end
report-ob-lost-in = Lost ({ $measure })
report-ob-losses = Losses
report-ob-unassigned = Losses not assigned to a unit
report-ob-side-units = { $side }: { $units ->
        [one] { $units } unit
       *[other] { $units } units
    }
report-ob-contingent = Contingent
report-ob-units = { $units ->
        [one] { $units } unit
       *[other] { $units } units
    }
report-ob-units-and-generals = { $units ->
        [one] { $units } unit
       *[other] { $units } units
    } and { $generals ->
        [one] { $generals } general
       *[other] { $generals } generals
    }
report-ob-gone = { $count } no longer on the field
report-ob-general = general (not counted)
report-ob-counting-note = A unit destroyed or fled counts all its strength as lost; other units, the losses logged against them (see Losses in the rules reference).
# $logged, $unlogged: lists of measures.
report-ob-logged-in = The log records losses in { $logged }, not in { $unlogged }: the units' losses are shown in what was logged.
report-ob-no-measure = no measure
report-ob-men-from-returns = The men lost are the end-of-battle returns' casualties (under each side's units), not a sum over its units.
report-ob-generals-note = Generals are not counted in any total: a general's own figures are shown in brackets.
report-eob-figures = End-of-battle figures
report-eob-men-at-start = Men at start
report-eob-reinforcements = Reinforcements
report-eob-casualties = Casualties
report-eob-guns-lost = Guns lost
report-eob-cavalry = Cavalry at start / left
report-eob-batteries = Batteries / rounds
report-eob-ammunition = Infantry units / out of / low on ammunition
report-eob-continued = { $side }: end-of-battle figures (continued)
report-eob-all-contingents = { $side } (all contingents)
report-rank-army = Army commander
report-rank-corps = Corps commander
report-rank-other = Commander
# $name: the commander; $rank: report-rank-…; $turn: the turn's name.
report-commander-lost = { $name } ({ $rank }, { $side }), turn { $turn }
report-commanders-lost = Commanders killed, wounded or captured

## The first page

report-summary = Summary
report-printed-on = Printed on { $date }.
report-kicker-for-side = { $heading } · for { $side }
report-kicker-for-public = { $heading } · for the public
report-untitled = Untitled scenario
report-not-yet-played = Not yet played.
report-withheld = Withheld
report-cannot-judge = Cannot judge this battle
# $why: the first thing missing.
report-cannot-judge-because = Cannot judge this battle: { $why }
report-no-sense = The figures make no sense to this system
report-no-sense-because = The figures make no sense to this system: { $why }
# $reason: the verdict's reason, without its last full stop.
report-why = Why: { $reason }.
report-result-of-record = Result of record
report-result-of-record-by = Result of record · { $system }
report-for-comparison = For comparison
report-results-of-systems = Results of the systems that could judge
report-col-system = System
report-umpire-is = Umpire: { $umpire }.
report-played-at = Played at { $place }.
report-played-on = Played on { $date }.
report-played-at-on = Played at { $place } on { $date }.
report-played-not-recorded = Who played, the umpire, and where and when the game was played are not recorded.
report-col-side = Side
report-col-role = Role
report-col-c-in-c = Commander-in-chief
report-col-played-by = Played by
report-col-strength-of-record = Strength (result of record)
report-col-strength-at-outset = Strength at the outset
report-col-at-the-end = At the end
report-casualties-in-men = Casualties in men (end-of-battle returns)
report-not-known-to-reader = not known to this reader
report-morale-points-w20 = Morale Points (Waterloo 20)
report-losses-at-the-end = Losses and standing at the end
report-each-cell = Each cell: { $side_a } / { $side_b }; losses are cumulative, at the end of each turn (see Losses in the rules reference).
report-vp-unknown-note = ?: VP held that this reader cannot know, since it counts values still face down.
report-turn-by-turn = Turn by turn
report-sign-umpire = Umpire:
report-sign-umpire-named = Umpire: { $umpire }
report-sign-signature = Signature:
report-sign-date = Date:
report-page-of = Page { $number } of { $of }

## The verdicts

report-no-system-judged = No victory system could judge this battle yet.
report-other-systems = Other systems
report-every-system = Every system's result
# The PDF outline's entry: the part of the verdicts, and the system.
report-bookmark = { $part }: { $system }
report-system-headline = { $system }: { $headline }
report-system-cannot-judge = { $system }: cannot judge this battle
report-system-no-sense = { $system }: the figures make no sense to it
report-level = Level: { $level }.
report-col-figure = Figure
report-col-rule = Rule
report-col-worked-step = Worked step
report-worked-steps-continued = { $system }: worked steps (continued)
report-did-not-apply-heading = Systems that did not apply
report-did-not-apply = Did not apply: { $system }
report-not-applicable = Not applicable to this scenario.
# $place: where in the scenario to enter what is missing.
report-where = (where: { $place })

## The battle's map pages

report-battle-at-deployment = The battle at deployment
# $turn: the turn's number, as text.
report-battle-after-turn = The battle after turn { $turn }
# $name: the turn's own name.
report-battle-after-named = The battle after { $name }
report-counters-note = Counters: the units where this report's reader knows they stood, hollow when routed; lines: the moves of that turn it saw.

## The map's legend and labels

# $role: report-role-attacker or report-role-defender.
report-legend-area = { $side } ({ $role }): deployment area
report-legend-ring = ring: held at the end by { $side }
report-legend-dashed-ring = dashed ring: held at the end by { $side }
report-legend-no-ring = no ring: held by nobody at the end
# $value: a whole per cent, as text.
report-legend-marker-worth = VP marker worth { $value }%
report-legend-marker-unknown = ? marker whose value this reader does not know
# Beside a marker on the map: its id and value ("C 30%").
report-marker-label = { $id } { $value }%

## The campaign's report

report-campaign-heading = Campaign after-action report
report-untitled-campaign = Untitled campaign
report-audience-umpire = umpire
report-audience-public = public
# $audience: report-audience-…, or a side's name.
report-campaign-footer = { $title } · { $heading } · { $audience } · printed { $date }
report-campaign-subject = Campaign after-action report of { $title }
report-campaign-mark = Campaign
report-campaign-notes = Notes
report-campaign-rules = The rules in force
report-campaign-results-mean = What each result means for the campaign
report-campaign-kicker = { $heading } · { $audience }
# $start, $day: dates, written.
report-campaign-days = From { $start } · { $battles ->
        [one] { $battles } battle
       *[other] { $battles } battles
    } · the ledger taken to { $day }
report-standings = Standings
report-standings-none = No battle's result is told to this reader yet.
report-standings-level = Level of result
report-standings-won-by = Won by { $side }
report-standings-no-winner = No winner
report-standings-all-levels = All levels
report-campaign-level = Level: { $level }
report-campaign-stragglers = Stragglers of { $side }: { $amount }
report-campaign-effect = Campaign effect: { $effect }
report-campaign-no-contingent = { $side }: no contingent listed
report-campaign-lost-of = Lost, of the strength at the outset
report-campaign-map-unread = The map image could not be read: { $error }.
report-campaign-map-warning = { $battle }: { $error }; its page is made without the map image
report-campaign-map-at-end = { $battle } at the end of the battle
report-campaign-armies = The armies
report-campaign-date = Date
report-campaign-change = Change
report-campaign-strength-after = Strength after
report-campaign-rule-made = The rule that made it
report-campaign-rule-makes = The rule that makes it
report-campaign-now = Now
report-campaign-how = How it came to it
report-campaign-battles = Battles
report-campaign-battle = Battle
report-campaign-its-units = { $side }: its units
report-campaign-not-yet-joined = not yet joined
report-campaign-showed = What the battle showed
report-campaign-chart = Strength over the campaign
report-campaign-chart-note = A line for each army: its strength as its ledger gives it, step by step; an army known only from the battles is drawn at each battle, from its strength at the outset to what it had left, and not between battles.
report-campaign-still-to-come-continued = Still to come (continued)
report-campaign-due-note = Each change is counted on its day, once the ledger is taken past it (the campaign file's until).
report-campaign-refusals = Refusals and warnings
report-campaign-ledger-stops = Where the ledger stops
report-campaign-warnings = Warnings
report-campaign-ledger = The ledger of battles
report-campaign-battle-who = Battle and who fought
report-campaign-losses-measures = Losses, in the battle's measures
report-campaign-effect-col = Campaign effect

## Why a report could not be made ($error: the cause, which names its place)

report-err-map-image = map image { $error }
report-err-map-encode = map image { $path }: cannot be put into the PDF: { $error }
report-err-save = { $path }: cannot write the report: { $error }
report-err-pdf = cannot put the PDF together: { $error }
# --paper and a4, letter are the option and its values: never translated.
report-err-paper = --paper { $given }: use a4 or letter

## Why a map or a graph could not be drawn (src/render/); figures as text, never grouped

# $place: the scenario's file and field. map.image and None are the file's words.
report-err-no-map-image = { $place }: map.image is not set: the scenario has no map image to draw on
report-err-empty-map-image = { $place }: map.image is empty (""): write the image's path, or None for no map
report-err-bad-scale = --scale { $scale }: the scale must be a number above 0 (1 = full size)
report-err-too-large = --scale { $scale }: the image would be { $width } × { $height } pixels, more than umpire writes ({ $megapixels } MP, { $side } a side)
report-err-jpeg = { $origin }: cannot decode the JPEG: { $error }
report-err-write-png = { $path }: cannot write the PNG: { $error }
report-err-font = the built-in font cannot be read
report-err-no-picture = cannot draw a graph of { $width } × { $height } pixels
report-err-too-small = { $width } × { $height } pixels is too small for a graph
report-err-encode-png = cannot encode the graph as PNG
report-err-channels = cannot encode { $channels } channels as JPEG
report-err-jpeg-too-large = { $width } × { $height } is too large for JPEG
report-err-jpeg-unreadable = the JPEG's segments do not read to the end of the image
