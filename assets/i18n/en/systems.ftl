# The victory systems' words (src/systems/: mod.rs, words.rs, casualty_chart/,
# weighted_objectives/, most_vp.rs): their names, headlines, levels, reasons, flags, figures and
# worked steps. Ids: sys- (the systems in common), cc- (casualty chart), wo- (weighted
# objectives), mvp- (the worked example).

## Counted nouns (words::Noun)

sys-count-hex = { $count ->
        [one] { $count } hex
       *[other] { $count } hexes
    }
sys-count-marker = { $count ->
        [one] { $count } marker
       *[other] { $count } markers
    }
sys-count-unit = { $count ->
        [one] { $count } unit
       *[other] { $count } units
    }
sys-count-entry = { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    }
sys-count-day = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
sys-count-battle = { $count ->
        [one] { $count } battle
       *[other] { $count } battles
    }
sys-count-page = { $count ->
        [one] { $count } page
       *[other] { $count } pages
    }
sys-count-man = { $count ->
        [one] { $count } man
       *[other] { $count } men
    }
sys-count-gun = { $count ->
        [one] { $count } gun
       *[other] { $count } guns
    }
sys-count-morale-point = { $count ->
        [one] { $count } Morale Point
       *[other] { $count } Morale Points
    }

## Every system (src/systems/mod.rs)

sys-no-verdict-yet = No verdict yet
sys-not-started-headline = No verdict yet: nothing is logged, the battle has not begun
sys-not-started-reason = nothing is logged yet
sys-not-started-why = Nothing is logged: the battle has not begun, so there is no verdict yet (not a draw: nobody has fought). Log the first turn's entries to judge it.
sys-before-the-battle = Before the battle
# The rule of a worked step that gives the result.
sys-step-result = Result

## The worked example (src/systems/most_vp.rs)

mvp-name = Most VP wins (worked example)
mvp-source = The worked example of the rules-engine documentation (src/systems/mod.rs)
mvp-no-markers = No VP markers are placed: place them to see who holds most.
mvp-victory = Victory
# $side: the winner's name.
mvp-victory-headline = Victory for { $side }: most VP held
mvp-draw = Draw
mvp-draw-headline = Draw: equal VP held
mvp-reason = VP held at the end: { $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") }
mvp-figure-label = VP % held
mvp-step-count = VP count
mvp-step-count-text = { $a_number ->
        [one] At the end of the log { $a } holds { NUMBER($a_vp, style: "percent") } of VP and { $b } { NUMBER($b_vp, style: "percent") }.
       *[other] At the end of the log { $a } holds { NUMBER($a_vp, style: "percent") } of VP and { $b } { NUMBER($b_vp, style: "percent") }.
    }
mvp-step-result-text = The side holding more VP wins; equal VP is a draw.

## Casualty chart (src/systems/casualty_chart/)

cc-name = Casualty chart (Result at Waterloo)
cc-source = Rules reference: Casualty chart ("Result at Waterloo: Battle Victory Conditions")
cc-measure-men = men
cc-source-returns = the end-of-battle returns
cc-early-end-consequence = the game can be declared over at once
cc-early-end-consequence-campaign = rule 2 would let the game be declared over, but a campaign battle is played to a logical conclusion (rule 3)
cc-early-end-line = { NUMBER($percent, style: "percent") }: the game may be declared over (casualty chart, rule 2)
cc-early-end-line-campaign = { NUMBER($percent, style: "percent") }: the early end of rule 2, which does not end a campaign battle (rule 3)

# The levels of the chart.
cc-draw = Draw
cc-minor = Minor victory
cc-major = Major victory
cc-overwhelming = Overwhelming victory
# $level: one of the levels above; $side: the winner's name.
cc-headline = { $level } for { $side }
cc-result = { $level } for { $side }.
cc-result-draw = Draw.

# The chart's columns and rows, and what each covers.
cc-column-under = <{ NUMBER($percent, style: "percent") }
cc-column-from = { NUMBER($percent, style: "percent") }+
cc-row-more-than = More than { $ratio }
cc-row-at-most = { $ratio } or less
cc-column-range-under = under { NUMBER($percent, style: "percent") }
cc-column-range-over = { NUMBER($percent, style: "percent") } or more
cc-column-range = at least { NUMBER($from, style: "percent") } and under { NUMBER($to, style: "percent") }
cc-row-range-more = more than { $ratio }
cc-row-range-at-most = at most { $ratio }
cc-row-range = more than { $from } and at most { $to }

# The verdict's reason in one line.
cc-reason-equal = Adjusted casualties equal, { $percent } each → { $level }
cc-reason = Adjusted casualties: { $loser } { $loser_percent } against { $winner } { $winner_percent } → column { $column }, row "{ $row }"
cc-reason-moved = , moved by the modifiers to column { $column }, row "{ $row }"
cc-reason-level = { " " }→ { $level }
cc-reason-cavalry = ; cavalry (1): { $side } kept more than 3 times the other's share of its cavalry → { $level }

# The figures.
cc-figure-strength = Strength (men)
cc-figure-casualties = Casualties (men)
cc-figure-loss = Casualty %
cc-figure-adjusted = Adjusted casualty %

# The rules of the worked steps.
cc-rule-strength = Rule 4: strength
cc-rule-casualties = Rules 5 and 6: casualties
cc-rule-percentage = Casualty percentage
cc-rule-early-end = Rule 2: early end
cc-rule-ratio = Rule 4: strength ratio
cc-rule-adjusted = Rule 5: adjusted casualties
cc-rule-equal = Rule 5: result
cc-rule-loser = Rule 5: loser and winner
cc-rule-column = Chart: column
cc-rule-row = Chart: row
cc-rule-artillery = Modifier (2): artillery
cc-rule-ammunition = Modifier (3): ammunition
cc-rule-c-in-c = Modifier (4): C-in-C lost
cc-rule-read = Chart: read
cc-rule-cavalry = Modifier (1): cavalry

# The early end: flag and step. $side_number: "one" or "other", as the side's name reads.
cc-early-end-flag = { $side } { $side_number ->
        [one] has
       *[other] have
    } { $percent } casualties ({ NUMBER($threshold, style: "percent") } or more): { $consequence } (rule 2)
cc-early-end-flag-campaign = { $side } { $side_number ->
        [one] has
       *[other] have
    } { $percent } casualties ({ NUMBER($threshold, style: "percent") } or more): { $consequence }
cc-early-end-none = Neither side has reached 35% casualties: the game runs to the end of the scenario or until the players and umpire agree to conclude it.
cc-early-end-side = { $side } { $side_number ->
        [one] has
       *[other] have
    } { $percent } casualties, { NUMBER($threshold, style: "percent") } or more: { $consequence }

# Strength, casualties and percentage, one sentence per side. $men_number: the men's count, for
# the plural.
cc-strength-side = { $side }: { $start } at the start + { $reinforcements } reinforcements = { $men_number ->
       *[other] { $men } men
    } ({ $source })
cc-casualties-side = { $side }: { $sum } = { $men_number ->
       *[other] { $men } men
    } ({ $sources })
cc-casualties-rules = Rule 6: every gun lost counts as half its equivalent in infantry (lost to infantry, to artillery, abandoned, or overrun by cavalry and then spiked or taken by infantry or pioneers), except guns "destroyed" by cavalry that no infantry or pioneers then reached, which do not count. Rule 5: repeat-infringement losses are taken off the victim and added to the offender.
cc-percentage-side = { $side }: p = { $casualties } / { $strength } = { $percent }
cc-equal = Both adjusted percentages are { $percent }: the result is a Draw; the chart and its modifiers are not needed (a Draw is not affected by cavalry).

# Reading the chart.
cc-loser = { $loser } { $loser_number ->
        [one] has
       *[other] have
    } the higher adjusted percentage ({ $loser_percent } against { $winner_percent }): { $loser } { $loser_number ->
        [one] is
       *[other] are
    } the loser, { $winner_number ->
       *[other] { $winner }
    } the winner.
cc-column = q_L = { $percent } ({ $loser }) → column { $column } ({ $range }; a boundary value belongs to the "+" column).
cc-row = r = q_W / q_L = { $winner_percent } / { $loser_percent } = { $ratio } → row "{ $row }" ({ $range }; the most restrictive row that holds).
cc-modifier = { $loser } (loser): { $loser_text }. { $winner } (winner): { $winner_text }. { $shift } { $modifier ->
        [artillery] (Batteries and rounds: typed in End of battle.)
       *[ammunition] (Infantry units and their ammunition: typed in End of battle.)
    }
cc-artillery-right = The loser is short and the winner is not: one column right (+1).
cc-artillery-left = The winner is short and the loser is not: one column left (−1).
cc-no-shift = No shift (neither side short, or both).
cc-ammunition-right = Only the loser is short: one column in favour of the winner, right (+1).
cc-ammunition-left = Only the winner is short: one column in favour of the loser, left (−1).
cc-cell = Column { $column } { $column_shift } → { $new_column }; row "{ $row }" { $row_shift } → "{ $new_row }"
cc-cell-edge = { " " }(the shifts, added up, run off the table: kept at its edge)
cc-cell-level = { $cell }: { $level }.
cc-shift-none = with no shift
cc-shift-up = shifted +{ $shift }
cc-shift-down = shifted −{ $shift }
cc-exactly = ≈{ $rounded } (exactly { $exact })
cc-exactly-percent = ≈{ $rounded } (exactly { $exact } %)

# Rule 4's ratio.
cc-within-ten-percent = Reading: "fairly evenly matched (within 10% of each other's strength)" is taken as the weaker side having at least 90% of the stronger's strength, exactly 90% included.
cc-ratio-equal = Both sides have { $men } men: the ratio is 1.
cc-ratio-advantage-changed = At the start { $weaker } had more men ({ $weaker_start } against { $stronger_start }); with reinforcements { $stronger } { $stronger_number ->
        [one] has
       *[other] have
    } more ({ $stronger_men } against { $weaker_men }): the numerical advantage changed sides, so the ratio is 1 and stages 4 and 5 are ignored.
cc-ratio-evenly-matched = { $weaker } { $weaker_number ->
        [one] is
       *[other] are
    } the weaker side with { $weaker_men } men, { $percent } of the { $stronger_men } men of { $stronger }: at least 90%, so the sides are fairly evenly matched, the ratio is 1 and stages 4 and 5 are ignored. { $reading }
cc-ratio-applied = { $weaker } { $weaker_number ->
        [one] is
       *[other] are
    } the weaker side: { $weaker_men } / { $stronger_men } = { $ratio }, under 90% of the strength of { $stronger }, so the ratio applies to the casualties of { $weaker }. { $reading }
cc-adjusted-applied = { $weaker } (weaker): q = p × ratio = { $weaker_percent } × { $ratio } = { $weaker_adjusted }. { $stronger } (stronger): q = p = { $stronger_adjusted }.
cc-adjusted-one = The ratio is 1: q = p for both sides: { $a } { $a_percent }, { $b } { $b_percent }.

# Modifier (2): artillery, one side.
cc-artillery-none = no batteries, so not short
cc-artillery-short = { $rounds } rounds for { $batteries } batteries, fewer than one per battery: short
cc-artillery-exactly-one = { $rounds } rounds for { $batteries } batteries, exactly one per battery: not short (reading: the rule sets "less than one round per battery" against "more than that"; exactly one is neither, and umpire counts it as not short, like more)
cc-artillery-enough = { $rounds } rounds for { $batteries } batteries, more than one per battery: not short
# Modifier (3): ammunition, one side.
cc-ammunition-none = no infantry units, so not short
cc-ammunition-side = { $out } out of ammunition and { $low } low on ammunition of { $units } infantry units: { $out }/(10% of { $units }) + { $low }/(25% of { $units }) = { $value }, { $short ->
        [yes] at least 1: short
       *[no] under 1: not short
    }

# Modifier (1): cavalry.
cc-cavalry-typed = typed in End of battle
cc-cavalry-units = from the cavalry units and what the log says they lost
cc-cavalry-none = { $side } has no cavalry (0%; { $from })
cc-cavalry-kept = { $side } kept { $surviving } of { $start } cavalry ({ $percent }; { $from })
cc-cavalry-no-change = { $a_facts }; { $b_facts }: neither fraction is more than 3 times the other's. No change.
cc-cavalry-why = { $a_facts }; { $b_facts }: { $fraction } is more than 3 × { $other } = { $three_times }
cc-cavalry-draw = { $why }, but a Draw is not affected by this rule. No change.
cc-cavalry-level = { $why }: one level in favour of { $side } ({ $winner ->
        [yes] the winner
       *[no] the loser
    }): { $before } → { $after }{ $highest ->
        [yes] { " " }(already the highest level)
       *[no] {""}
    }.

# Modifier (4): the C-in-C lost.
cc-c-in-c-fell = { $who } was killed, wounded or captured ({ $record }): one column in favour of { $opponent } ({ $winner ->
        [yes] the winner, +1
       *[no] the loser, −1
    })
cc-c-in-c-head-of-state = ; he is also head of state: one row in favour of { $opponent } ({ $winner ->
        [yes] toward "0.4 or less"
       *[no] toward "More than 0.9"
    })
cc-c-in-c-none = Neither C-in-C was killed, wounded or captured (the log records no loss of an army commander). No shift.
cc-c-in-c-both = { $parts }. Both sides' shifts add up.
cc-c-in-c-of = The C-in-C of { $side }
cc-c-in-c-named = { $side }'s C-in-C, { $name },
cc-c-in-c-logged = the log, { $turn }, army commander lost
cc-c-in-c-reading = ; reading: the army commander the log names is the C-in-C whatever his name, so { $logged } counts as { $side }'s C-in-C, { $own }, would
cc-c-in-c-declared = ticked in End of battle with no entry in the log: taken as declared at the end of the battle

# Where the figures come from.
cc-strength-typed = typed in End of battle
cc-strength-units = from the units: the men of the { $units } { $units ->
        [one] unit
       *[other] units
    } present at the start, generals not counted; { $reinforcements }
cc-reinforcements-none = no reinforcements
cc-reinforcements = { $arrived } of the { $count } { $count ->
        [one] unit
       *[other] units
    } not arrived at the start brought on by the log
cc-casualties-typed = casualties typed in End of battle
cc-casualties-log = casualties from the log: the men its Losses entries charge, all the men of units destroyed or fled
cc-guns-typed = guns typed in End of battle: { $guns }
cc-guns-log = guns from the log: { $guns }
cc-guns-not-counted = not counted (rule 6): { $guns }
cc-infringement-typed = infringement losses typed in End of battle
cc-sum-casualties = { $casualties } casualties
cc-sum-guns = { " " }+ { $guns } { $guns_count ->
        [one] gun
       *[other] guns
    } lost × { $men } men (half of { $men_per_gun } men per gun)
cc-sum-caused = { " " }+ { $losses } infringement losses { $side } caused
cc-sum-suffered = { " " }− { $losses } infringement losses caused by { $side }

## Weighted objectives (src/systems/weighted_objectives/)

wo-name = Weighted objectives (withdrawal test)
wo-source = Rules reference: Weighted objectives (weighted VP objectives and the army withdrawal test, Military Miniatures Magazine)
wo-line = { NUMBER($percent, style: "percent") }: holds the field with more (weighted objectives)
wo-no-markers = No VP markers are placed: place the markers (standard set 30, 20, 15 and seven of 5) to judge weighted objectives.
# A figure the log leaves out.
wo-absent = absent
wo-none = none
wo-roll-manual = { $roll } (2D10, real dice)
wo-roll-seeded = { $roll } (seeded draw { $index }, 1–100)

# The result.
wo-level-withdrew = Victory (army withdrew)
wo-headline-withdrew = Victory for { $victor }: { $side } withdrew ({ $roll }{ $shown ->
        [yes] {""}
       *[no] ,
    } in { $turn })
wo-roll-against-wf = roll { $roll } > WF { $wf }
wo-roll-above-wf = roll { $roll }, above its withdrawal factor
wo-reason-figures = roll { $roll } > WF { $wf } (RS { NUMBER($rs, style: "percent") } × VP { $vp }% / 100 − penalty { $penalty })
wo-reason-figures-hidden = roll { $roll }, above its withdrawal factor (RS { NUMBER($rs, style: "percent") }, penalty { $penalty }; the factor reads its VP%, which only it and the umpire see)
wo-reason-withdrew = { $side } failed its withdrawal test in { $turn }: { $figures }
wo-reason-holds = No army withdrew; { $side } { $side_number ->
        [one] holds
       *[other] hold
    } { NUMBER($vp, style: "percent") } of VP, more than { NUMBER($limit, style: "percent") } ({ $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") })
wo-reason-neither = No army withdrew; neither holds more than { NUMBER($limit, style: "percent") } of VP ({ $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") })
wo-flag-withdrawal = { $side } withdrew after its withdrawal test in { $turn } ({ $roll }).

# The rules of the worked steps.
wo-rule-penalties = Penalties
wo-rule-test = Withdrawal test
wo-rule-result = Step 6: result
wo-rule-who-knows = Who knows what
wo-rule-figures = Figures
wo-rule-reading = Reading
wo-rule-end = End of battle
wo-rule-control = Control
wo-rule-markers = Markers
wo-rule-status = Status
wo-rule-vp-count = VP count

# The steps as an audience that does not know every value sees them.
wo-premature-seen = { $when }: { $by } called a withdrawal test of { $against } prematurely (its RS% above { NUMBER($legitimate, style: "percent") }): { $by } { $by_number ->
        [one] pays
       *[other] pay
    } { $penalty } points at its next legitimate test.
wo-void-seen = { $when }: the test of { $side } is void and decides nothing: { $why }.
wo-result-withdrew = { $side } failed its withdrawal test in { $turn }: it withdraws and { $victor } is the victor; no further tests are required.
wo-who-knows = Not shown to this reader: the VP each army holds, and the VP% and withdrawal factor of another army's test, which read marker values still face down to it.
wo-test-figures = RS { NUMBER($rs, style: "percent") }, VP { $vp }%, penalty { $penalty }, WF { $wf }
wo-test-figures-hidden = RS { NUMBER($rs, style: "percent") }, penalty { $penalty }
wo-compared-above = { $roll } > WF { $wf }
wo-compared-not-above = { $roll } ≤ WF { $wf }
wo-compared-above-hidden = { $roll }, above its withdrawal factor
wo-compared-not-above-hidden = { $roll }, not above its withdrawal factor
wo-outcome-withdraws = { $side } { $side_number ->
        [one] withdraws
       *[other] withdraw
    } and { $victor } { $victor_number ->
        [one] is
       *[other] are
    } the victor
wo-outcome-stays = { $side } { $side_number ->
        [one] does
       *[other] do
    } not withdraw
wo-test-seen = { $when }: { $side } tested: { $figures }; roll { $compared }: { $outcome }.

# The figures.
wo-figure-rs = Residual strength %
wo-figure-vp = VP % held
wo-figure-wf = Withdrawal factor
wo-figure-chance = Chance to withdraw
wo-figure-at-test = { $figure } at the deciding test

# The end of the battle.
wo-figures-at-test = The figures are those of the deciding test in { $turn }: { $side } as the test was decided (RS { NUMBER($rs, style: "percent") }, VP { $vp }%, penalty { $penalty }, WF { $wf }), { $victor } as the log stood then (RS { $victor_rs }, VP { NUMBER($victor_vp, style: "percent") }, WF { $victor_wf }); the status at the end of the log is above.
wo-end-reading = The source text gives no rule for a battle that ends without a withdrawal; the program's own rule (rules reference, Readings) is that the side holding more than 50% of VP holds the field, and anything else is a draw.
wo-end-holds = No army withdrew. { $side } { $side_number ->
        [one] holds
       *[other] hold
    } { NUMBER($vp, style: "percent") } of VP, more than { NUMBER($limit, style: "percent") }: it holds the field.
wo-level-holds = Victory: holds the field
wo-headline-holds = Victory for { $side }: holds the field with { NUMBER($vp, style: "percent") } of VP
wo-end-half-each = No army withdrew. { $a } and { $b } hold 50% of VP each: a draw.
wo-level-draw = Draw
wo-headline-half-each = Draw: { $a } and { $b } hold 50% of VP each
wo-end-neither = No army withdrew. Neither side holds more than { NUMBER($limit, style: "percent") } of VP ({ $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") }): neither holds the field; counted as a draw.
wo-headline-neither = Draw: neither side holds more than 50% of VP ({ $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") })

# The verdict's steps (verdict.rs).
wo-logged-numbers = RS { NUMBER($rs, style: "percent") }, VP { $vp }%, WF = round({ $rs } × { $vp } / 100) − penalty { $penalty } = round({ $product }) − { $penalty } → { $wf }
wo-counted-withdrew = roll { $roll } > WF { $wf }: { $outcome }
wo-counted-stayed = roll { $roll } ≤ WF { $wf }: { $outcome }
wo-rechecked = Re-checked against the log: RS { NUMBER($rs, style: "percent") }, VP { $vp }%, penalty { $penalty }, WF { $wf } agree, and the test was legitimate.
wo-recheck-mismatch = Re-check against the log: { $mismatches }; the test was legitimate and its logged result stands.
wo-counted-test = { $when }: { $side } tested: { $numbers }; { $outcome }. { $recheck }
wo-control = { $side } held the field for 10 daylight hours before the battle and controls the markers in its deployment area at the start: { $held }.
wo-control-no-defender = The defender held the field, but no single side is the defender: no marker is controlled at the start.
wo-markers-placed = Only { $placed } of the { $count } markers of the set are placed.
wo-premature = { $when }: { $by } called a withdrawal test of { $against } prematurely (RS% then { $rs }): { $by } { $by_number ->
        [one] pays
       *[other] pay
    } { $penalty } points at its next legitimate test.
wo-premature-recheck = Re-check: RS% { $rs } is not above { $legitimate }, so the call was not premature.
wo-premature-flag = The premature call by { $by } in { $turn } was not premature (RS% of { $against } was { $rs }).
wo-ignored-test = { $when }: test of { $side } ignored: { $withdrawn } already withdrew in { $turn }.
wo-mismatch-flag = The withdrawal test of { $side } in { $turn } does not agree with the log replayed: { $mismatches }.
wo-void-test = { $when }: { $side } tested: { $numbers }; roll { $roll }. The test is void and decides nothing (no withdrawal, no penalty paid, no lockout): { $why }.
wo-void-flag = The withdrawal test of { $side } in { $turn } is void and decides nothing (no withdrawal, no penalty paid, no lockout): { $why }.
wo-status = At the end of the log { $side }: { $current } of { $original } stands, RS { NUMBER($rs, style: "percent") }, VP { NUMBER($vp, style: "percent") }, penalty { $penalty }, WF { $wf }, chance to withdraw { NUMBER($chance, style: "percent") }; { $challenge }
wo-may-be-challenged = may be challenged now.
wo-may-not-be-challenged = may not be challenged now: { $reasons }
wo-status-no-stands = At the end of the log { $side } { $side_number ->
        [one] has
       *[other] have
    } no stands: VP { NUMBER($vp, style: "percent") }.
wo-held-none = { $side } { NUMBER($vp, style: "percent") } (no marker)
wo-held = { $side } { NUMBER($vp, style: "percent") } ({ $markers })
wo-vp-count = VP at the end of the log: { $a }; { $b }; { $uncontrolled }.
wo-none-uncontrolled = no marker uncontrolled
wo-uncontrolled = { NUMBER($vp, style: "percent") } uncontrolled ({ $markers })

# Why an army may not be tested now (status.rs); $side_number, $other_number: as the names read.
wo-bar-no-stands = { $side } { $side_number ->
        [one] has
       *[other] have
    } no units with stands: there is nothing to test.
wo-bar-premature = RS% of { $side } is { NUMBER($rs, style: "percent") }, above { NUMBER($legitimate, style: "percent") }: a call now would be premature, and the caller's own army pays { $penalty } points off its WF at its next legitimate test ({ $other } if { $other } { $other_number ->
        [one] calls it
       *[other] call it
    }, { $side } if { $side } { $side_number ->
        [one] calls it
       *[other] call it
    } against itself).
wo-bar-too-much-vp = { $side } would hold { NUMBER($vp, style: "percent") } of VP, more than 100%: the marker values are wrong (markers.markers).
wo-bar-withdrew = { $side } already withdrew after its test in { $turn }.
wo-bar-opponent-withdrew = { $other } already withdrew in { $turn }: the battle is decided, no further tests.
wo-bar-locked = { $side } passed a withdrawal test in { $turn } and has since neither taken nor lost a marker nor lost its army or a corps commander.
wo-bar-melee = A commander of { $side } ({ $commanders }) is attached to a unit in melee in { $turn }: no withdrawal test this turn.
# Why a logged test was void, words that follow "void: ".
wo-void-no-stands = { $side } had no units with stands to test
wo-void-premature = the RS% of { $side } was { NUMBER($rs, style: "percent") }, above { NUMBER($legitimate, style: "percent") }, so the test was not legitimate
wo-void-too-much-vp = { $side } would have held { NUMBER($vp, style: "percent") } of VP, more than 100%
wo-void-withdrew = { $side } had already withdrawn after its test in { $turn }
wo-void-opponent-withdrew = { $other } had already withdrawn in { $turn }: the battle was decided and no further tests are required
wo-void-locked = { $side } had passed a test in { $turn } and had since neither taken nor lost a marker nor lost its army or a corps commander
wo-void-melee = a commander of { $side } ({ $commanders }) was attached to a unit in melee in { $turn }, and no test may be held in that turn
# What lifted a lockout.
wo-lifted-marker = { $side } { $took ->
        [yes] took
       *[no] lost
    } marker { $marker } in { $turn }
wo-lifted-commander = { $side } lost its { $army ->
        [yes] army
       *[no] corps
    } commander { $commander } in { $turn }
wo-overspent = { $unit } ({ $lost } of { $stands } stands lost)

# The withdrawal test's steps 1 to 6 for an army (status.rs).
wo-rule-step-1 = Step 1: original strength
wo-rule-step-2 = Step 2: current strength
wo-rule-step-3 = Step 3: RS%
wo-rule-step-4 = Step 4: VP%
wo-rule-step-5 = Step 5: WF
wo-rule-step-6 = Step 6: roll
wo-rule-subsequent = Subsequent testing
wo-original-strength = { $side }: { $stands } stands in { $units } units, on or off the table, reinforcements included.
wo-excluded-none = no unit left out
wo-excluded-unit = { $unit } ({ $stands } stands, { $status })
wo-excluded = not counting { $units }
wo-current-strength = { $side }: { $on_table } stands of units on the table − { $unit_losses } stands they lost − { $unassigned } stands lost by the army at large = { $current } stands; { $excluded }.
wo-overspent-step = More stands logged lost than the unit had (counted as all lost): { $units }.
wo-unassigned-exceed = { $side }: the { $unassigned } stands lost by the army at large exceed the { $left } stands left on the table: current strength counted as 0.
wo-rs-none = { $side } has no stands at all: no residual strength.
wo-rs-legitimate = { $rs } ≤ { $legitimate }: the test is legitimate
wo-rs-premature = { $rs } > { $legitimate }: a call now would be premature
wo-rs = RS% = round(100 × { $current } / { $original }) = round({ $exact }) = { NUMBER($rs, style: "percent") } (halves round up); { $verdict }.
wo-rounding-note = Reading: RS% is rounded first (halves up) and then compared with { $legitimate }, as the rules reference reads step 3, so an exact RS of { $exact }% counts as { NUMBER($legitimate, style: "percent") } and the test is legitimate, though the army's losses, { $losses }%, are under the source text's "minimum of 40%".
wo-vp-none = { $side } { $side_number ->
        [one] controls
       *[other] control
    } no marker: VP% = 0.
wo-vp = { $side } { $side_number ->
        [one] controls
       *[other] control
    } { $count ->
        [one] { $count } marker
       *[other] { $count } markers
    }: { $markers } → VP% = { $vp }.
wo-penalty-none = { $side }'s player has no unpaid premature call: no penalty.
wo-penalty = { $side }'s player made { $calls ->
        [one] { $calls } premature call
       *[other] { $calls } premature calls
    } not yet paid for: { $calls } × { $per_call } = { $penalty } points off the WF at { $side }'s next legitimate test, then cleared.
wo-wf-floor = { " " }= { $value }, not below 0
wo-wf = WF = round({ $rs } × { $vp } / 100) − { $penalty } = round({ $product }) − { $penalty } = { $rounded } − { $penalty }{ $floor } → WF { $wf }.
wo-roll-never = No percentile roll exceeds { $wf }: chance to withdraw 0%.
wo-roll = A 2D10 percentile roll (00 = 100) of { $from }–100 exceeds WF { $wf }: the army withdraws and { $other } is the victor; chance to withdraw (100 − { $wf })% = { NUMBER($chance, style: "percent") }.
wo-lockout-lifted = The lockout after { $side }'s last passed test is lifted: { $by }.
cc-no-strength =
    { $side } { $side_number ->
        [one] has
       *[other] have
    } no strength: give its units their men (Sides & units), or enter the men at the start (and any reinforcements) of its contingents in End of battle

# A marker taken without troops to hold it (held.rs).
wo-unheld-marker = marker { $id } ({ $name })
wo-unheld-no-troops = no infantry or cavalry of { $side } stood on or next to it
wo-unheld-enemy-on = an enemy unit stood on it
wo-unheld-and = { $first } and { $second }
wo-unheld = { $side } took { $marker } in { $turn }, but { $why }.
# A logged number the replay does not give (walk.rs). $what: one of the four below.
wo-mismatch = { $what } { $logged } in the log, { $replayed } replayed
wo-what-rs = RS%
wo-what-vp = VP%
wo-what-penalty = penalty
wo-what-wf = WF

# Data weighted objectives cannot judge (mod.rs); $sum, $placed: figures already written.
wo-values-sum = The marker values sum to { $sum }%; they must sum to 100%.
wo-placed-over = The placed markers are worth { $placed }% together, more than 100%.
wo-bad-roll = Withdrawal test of { $side } in { $turn }: a roll of { $roll } is not a percentile roll (1 to 100, 00 = 100).
wo-bad-outcome = Withdrawal test of { $side } in { $turn }: roll { $roll } against WF { $wf } means the army { $withdraws ->
        [yes] withdraws
       *[no] stays
    }, but the log says it { $withdrew ->
        [yes] withdrew
       *[no] stayed
    }.
wo-over-100 = Withdrawal test of { $side } in { $turn }: RS% { $rs }, VP% { $vp } and WF { $wf } must each be at most 100.
# Why a test may not be held with this roll now.
wo-refused-roll = A roll of { $roll } is not a percentile roll: 2D10 read 1 to 100 (00 = 100).
wo-refused-not-now = { $side } may not be tested now. { $reasons }
wo-refused-no-stands = { $side } has no stands to test.

# Guns lost, by how they were lost: "3 lost to infantry". $count: the figure, written.
cc-guns-cavalry-then-infantry = { $count } lost to cavalry and then spiked or taken by infantry or pioneers
cc-guns-infantry = { $count } lost to infantry
cc-guns-artillery = { $count } lost to artillery
cc-guns-abandoned = { $count } abandoned
cc-guns-cavalry-alone = { $count } "destroyed" by cavalry with no infantry or pioneers reaching them

## The chart's checks of the typed figures (figures.rs, sources.rs, c_in_c.rs)
cc-check-men-per-gun = { $men } men per gun is more than the { $max } this chart reckons with (the rule's normal figure is 25)
cc-check-sum = { $side }: { $field } adds up to { $sum }, more than the { $max } this chart reckons with
cc-check-unit-men = { $side }: the men of its units add up to { $sum }, more than the { $max } this chart reckons with
cc-check-log-men = { $side }: the men it lost by the log add up to { $sum }, more than the { $max } this chart reckons with
cc-check-log-guns = { $side }: the guns lost by the log add up to { $sum }, more than the { $max } this chart reckons with
cc-check-infringement = { $offender } caused { $losses } infringement losses, more than the { $casualties } casualties of { $victim } they are taken from (rule 5)
cc-check-over-strength = { $side }: casualties of { $casualties } men ({ $sum }; { $sources }) exceed the strength of { $strength } men ({ $strength_source })
cc-check-contingent = { $side }, contingent "{ $contingent }": { $problem }
cc-check-contingent-casualties = { $casualties } casualties exceed the strength of { $strength } (start { $start } + reinforcements { $reinforcements })
cc-check-contingent-cavalry = { $surviving } surviving cavalry exceed the { $start } at the start
cc-check-contingent-ammunition = { NUMBER($out, useGrouping: "false") } out of ammunition and { NUMBER($low, useGrouping: "false") } low on ammunition, but only { NUMBER($infantry, useGrouping: "false") } infantry units
cc-check-guns-typed = the guns lost typed in End of battle for { $side } ({ $typed }) are the ones the casualty chart counts; the log records { $logged } ("Fill from log" takes them)
cc-check-c-in-c-ticked = the C-in-C of { $side } is ticked as lost but the log has no "Commander lost" entry of an army commander of { $side }: modifier (4) takes the tick as declared at the end of the battle; record the loss in the log (End of battle, "Record in the log") so that the log is the one record
cc-check-c-in-c-rank = { $name } is the C-in-C of { $side } but this entry gives him the rank of { $rank ->
        [corps] a corps
       *[lower] a lower
    } commander: modifier (4) of the casualty chart counts the loss of an army commander only
cc-sources-then = { $text }; { $then }
