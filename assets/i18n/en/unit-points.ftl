# The Unit Points system's words (src/systems/unit_points/): its name, levels, headlines,
# reasons, flags, figures, worked steps and refusals. Ids: up-.
# $band, everywhere: marginal, indecisive, decisive or overwhelming (Band::key).

up-name = Unit points (Grande Tactique)
up-source = Rules reference: Unit Points (the Grande Tactique rules, "Victory": counting losses in Unit Points)
up-measure = Unit Points
up-loss-source = the tally of each unit's status at the end

## What a unit's status at the end counts as

up-category-destroyed = destroyed or fled
up-category-withdrawn = voluntarily withdrawn
up-category-on-board = still on the board
up-category-not-counted = exited, off table or not arrived

## The scale of victory

up-band = { $band ->
        [marginal] marginal victory
        [indecisive] indecisive victory
        [decisive] decisive victory
       *[overwhelming] overwhelming victory
    }
# The band with its article, inside a sentence.
up-band-article = { $band ->
        [marginal] a marginal victory
        [indecisive] an indecisive victory
        [decisive] a decisive victory
       *[overwhelming] an overwhelming victory
    }
up-band-range = { $band ->
        [marginal] from 1:1 to under 3:2
        [indecisive] from 3:2 to under 2:1
        [decisive] from 2:1 to under 4:1
       *[overwhelming] 4:1 or more
    }
up-below-range = below 1:1, under the table
# $side: the winner's name.
up-headline = { $band ->
        [marginal] Marginal victory
        [indecisive] Indecisive victory
        [decisive] Decisive victory
       *[overwhelming] Overwhelming victory
    } for { $side }
up-no-official-victor = No official victor
# $band_article: up-band-article.
up-headline-sundown = No official victor (sundown); the losses would make it { $band_article } for { $side }
up-headline-sundown-equal = No official victor (sundown); the losses are equal, a marginal result

## The reason

# A side's losses in the reason; $role: vanquished, victor, behind, ahead or sundown.
up-side-lost = { $side } ({ $role ->
        [vanquished] vanquished
        [victor] victor
        [behind] behind
        [ahead] ahead
       *[sundown] sundown
    }) { $percent } ({ $tally } of { $total } UP)
up-reason-equal = Equal losses: { $a } and { $b } → 1:1; at sundown no official victor
up-ratio-unbounded = unbounded (the victor lost nothing)
up-reason = { $behind } : { $ahead } = { $ratio } → { $band_label } ({ $range })
up-reason-sundown = { $behind } : { $ahead } = { $ratio } → would be { $band_article } ({ $range }); at sundown there is no official victor

## The figures

up-figure-total = Total Unit Points
up-figure-tally = Unit Points lost (tally)
up-figure-loss = Loss %

## Figures in the steps

up-ratio-rounded = ≈{ $decimal } (exactly { $fraction })
up-rounded = { $who }: { $points } UP × { $percent } = { $cost }
up-rounded-down = { $who }: { $points } UP × { $percent } = { $share }, rounded down { $cost }

## The worked steps

up-rule-reading = Reading
up-reading = Status at the end of the log: destroyed or fled count 100%; voluntarily withdrawn 20%; on the board and routed units count as still on the board; exited, off-table and not-arrived units cost nothing (they stay in the total). Unit Points logged as lost by a unit count as destroyed and come off that unit's remaining points. Generals are not counted.
up-rule-game-end = When the game ends
# $vanquished_number, $victor_number: one or other, to agree with the sides' names.
up-game-end-collapse = The morale of all the divisions of { $vanquished } collapsed: { $vanquished } { $vanquished_number ->
        [one] has
       *[other] have
    } lost (vanquished) and { $victor } { $victor_number ->
        [one] is
       *[other] are
    } the victor.
up-game-end-sundown = The game stopped at sundown: there is no official victor, and units still on the board cost neither side anything.
up-rule-total = Total Unit Points
up-total = { $side }: { $points } UP in { NUMBER($units, useGrouping: "false") } units at the outset (reinforcements included, whether they arrived or not)
up-rule-destroyed = Destroyed or fled (100%)
up-destroyed = { $side }: { $points } UP → { $points }
up-destroyed-of-which = { $side }: { $points } UP (of which { $survivors } UP lost by units not destroyed) → { $points }
up-rule-withdrawn = Voluntarily withdrawn (20%)
up-rule-cavalry = Victor's cavalry
up-cavalry-none = { $victor } (victor) has no cavalry, which counts as not keeping 50%, so the vanquished's units still on the board cost { $cost }.
up-cavalry = { $victor } (victor) began with { $start } cavalry UP and kept { $kept } ({ $percent }): { $half ->
        [kept] at least 50%
       *[lost] less than 50%
    }, so the vanquished's units still on the board cost { $cost }.
up-rule-on-board = Still on the board
up-on-board-sundown = { $side }: { $points } UP, nothing at sundown
up-on-board-victor = { $side } (victor): { $points } UP, nothing for the victor
up-on-board-vanquished = { $side } (vanquished)
up-rule-not-counted = Not counted
up-not-counted = { $side }: { $points } UP exited, off table or not arrived, no loss
up-rule-tally = Tally and loss %
up-tally = { $side }: { $destroyed } + { $withdrawn } + { $on_board } = { $tally } of { $total } UP = { $percent }
up-rule-ratio = Ratio
up-ratio-equal = Both sides lost { $percent }: the ratio is 1:1.
# $role_b, $role_a: vanquished, victor, behind or ahead.
up-ratio-unbounded-step = { $behind } ({ $role_b ->
        [vanquished] vanquished
       *[behind] behind
    }) { $percent } : { $ahead } ({ $role_a ->
        [victor] victor
       *[ahead] ahead
    }) 0%: the { $role_a ->
        [victor] victor
       *[ahead] ahead
    } lost nothing, so the ratio is unbounded.
up-ratio-step = { $behind } ({ $role_b ->
        [vanquished] vanquished
       *[behind] behind
    }) { $percent_b } : { $ahead } ({ $role_a ->
        [victor] victor
       *[ahead] ahead
    }) { $percent_a } = { $ratio }.
up-rule-scale = Scale of victory
# $example: the seed's historical battle (Eylau, Regensburg, Austerlitz, Friedland).
up-scale-unbounded = An unbounded ratio is 4:1 or more: { $band_label } (e.g. { $example }).
up-scale-below = { $ratio } is below 1:1, under the table's lowest band: reckoned as { $band_article } (e.g. { $example }).
up-scale = { $ratio } is { $range }: { $band_label } (e.g. { $example }).
up-flag-below-table = The vanquished lost a smaller share than { $side } (ratio { $ratio }, below 1:1): reckoned as a marginal victory
up-flag-sundown = The game stopped at sundown: no official victor. The losses would make it { $band_article } for { $side }.
up-flag-sundown-equal = The game stopped at sundown: no official victor, and the losses are equal.
up-rule-result = Result
up-result = { $band ->
        [marginal] Marginal victory
        [indecisive] Indecisive victory
        [decisive] Decisive victory
       *[overwhelming] Overwhelming victory
    } for { $side }.
up-result-sundown = No official victor at sundown; the scale would give { $band_article } for { $ahead }, with { $behind } behind.
up-result-sundown-equal = No official victor at sundown; the losses are equal (1:1, a marginal result for neither side).

## Refusals

up-missing-game-end = Say how the game ended: the collapse of one side's morale (which side) or sundown
up-nothing-lost = Neither { $a } nor { $b } { $b_number ->
        [one] has
       *[other] have
    } lost anything: a ratio of 0% to 0% has no meaning; log the losses and unit statuses first
up-duplicate-id = { $side }: unit id "{ $unit }" is used more than once, so its status and losses cannot be told apart
up-lost-without-unit = { $side }: { $points } Unit Points lost without a known unit; Grande Tactique reckons losses unit by unit, so name the unit
up-lost-too-many = { $side }: unit "{ $unit }" has lost { $lost } Unit Points by now, more than its { $points }
up-too-many-points = { $side }: { $points } Unit Points in all, more than the { $most } this reckoning accepts
up-no-units = { $side } { $side_number ->
        [one] has
       *[other] have
    } no units with Unit Points (generals are not counted): enter each unit's Unit Points
