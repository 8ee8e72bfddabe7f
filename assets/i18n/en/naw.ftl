# Napoleon at Waterloo's words (src/systems/naw.rs): its name, headlines, levels, reasons,
# flags, figures, worked steps and the battle desk tracker's notes. Ids: naw-.
# $french, $allied: the sides' names; $french_number, $allied_number: one or other, to agree
# with them (words::side_number). $when, $turn: a turn as the log names it. $sp, $f, $a,
# $before: Strength Points already written.

naw-name = Napoleon at Waterloo [8.0]
naw-source = Rules reference: Napoleon at Waterloo ([8.0] How the Game Is Won)
naw-measure = Strength Points
naw-loss-source = the combats and Losses entries of the log
naw-line-tag = { $sp } SP
naw-line-label = { $sp } SP: demoralization (Napoleon at Waterloo)
naw-missing-french = Say which side is the French (settings.french) to judge Napoleon at Waterloo.

## Exits [8.3]

naw-exit-off-exit-hex = { $unit } exits the map in { $turn }, but stood on no exit hex of the map's grid.
naw-move-off-no-exit = { $unit } moves off the map in { $turn } from no exit hex of the map's grid: not counted as an exit. Move it onto an exit hex first, or take the move back.
naw-seventh-exit-win = { $when }: { $french } { $french_number ->
        [one] exits its
       *[other] exits its
    } { $needed }th unit ({ $unit }) with { $allied } already demoralized: victory for { $french }, the game stops.
naw-seventh-exit = { $when }: { $french } { $french_number ->
        [one] exits its
       *[other] exits its
    } { $needed }th unit ({ $unit }); { $allied } are not demoralized yet ({ $sp } SP lost of { $most }).

## Losses [8.1], [8.2], [8.4]

naw-both-reached-french = { $exits } French units had already exited: victory for { $french }
naw-both-reached-allied = only { $exits ->
        [one] { $exits } French unit
       *[other] { $exits } French units
    } had exited (of { $needed }): victory for { $allied }
naw-both-reach = { $when }: both armies reach { $most } SP lost in the same combat ({ $french } { $f }, { $allied } { $a }); { $result }.
naw-demoralization = { $allied } demoralized: Allied attacks −1 odds column, French attacks +1, for the rest of the game
naw-allies-reach = { $when }: { $allied } losses { $allied_number ->
        [one] reach
       *[other] reach
    } { $a } SP (from { $before }; { $most } or more): { $demoralization }.
naw-demoralized-french-win = { $when }: { $allied } demoralized with { $exits } French units already exited: victory for { $french }, the game stops.
naw-french-reach = { $when }: { $french } losses reach { $f } SP (from { $before }; { $most } or more) while { $allied } { $allied_number ->
        [one] have
       *[other] have
    } lost { $a }: victory for { $allied }, the game stops.
naw-french-reach-after = { $when }: { $french } losses reach { $f } SP, but { $allied } were already demoralized: this changes nothing.

## The tracker's notes, one per entry of the log

naw-note-combat-without-losses = Combat without Strength Points lost.
naw-note-losses-without-sp = Losses without Strength Points: no effect on [8.0].
# $kind: the kind of entry.
naw-note-no-effect = { $kind }: no effect on [8.0].
naw-note-unknown-unit = Status of unknown unit "{ $unit }": not counted.
naw-note-allied-exit = { $unit } ({ $allied }) left the map: only French exits count.
naw-note-exited-again = { $unit } had already exited: not counted again.
naw-note-exited = { $unit } exited the north edge: { $exits ->
        [one] { $exits } French unit
       *[other] { $exits } French units
    } exited.
naw-note-french-win = French win [8.3].
naw-note-french-off-map = { $unit } destroyed or forced off the map: not an exit [8.3].
# $status: the unit's status.
naw-note-other-status = { $unit } now { $status }: no effect on [8.0].
# $what: combat or losses.
naw-note-losses = { $what ->
        [combat] Combat
       *[losses] Losses
    }: { $french } lose { $french_sp } SP (total { $f }), { $allied } lose { $allied_sp } SP (total { $a }).
naw-note-both-reach = Both reach { $most }: { $result } [8.4].
naw-note-demoralized = { $demoralization } [8.2].
naw-note-allied-win = Allied win [8.1].
naw-note-french-after = French at 40 after the Allies' demoralization: no effect [8.2].
naw-note-after-end = After the end of the game ({ $rule }, { $turn }): ignored.

## The verdict

naw-aims = The French side is { $french }, the Allied side { $allied }. Each side aims to destroy { $most } enemy Strength Points before losing { $most }; the French also aim to exit { $needed } units off the north edge.
naw-rule-game-over = Game over
naw-after-end = { $count ->
        [one] { NUMBER($count, useGrouping: "false") } event logged after the end of the game is ignored.
       *[other] { NUMBER($count, useGrouping: "false") } events logged after the end of the game are ignored.
    }
naw-rule-totals = Totals
naw-totals = { $french } lost { $f } SP, { $allied } lost { $a } SP; { $exits ->
        [one] { $exits } French unit
       *[other] { $exits } French units
    } exited.
naw-flag-demoralized = { $allied } demoralized: Allied attacks −1 odds column, French attacks +1.
naw-flag-game-over = Game over: { $text }
naw-why-8-1 = { $most } French SP destroyed before losing { $most }
naw-why-8-4-allied = both reached { $most } SP lost in one combat before { $needed } French units exited
naw-why-8-4-french = both reached { $most } SP lost in one combat after { $needed } French units exited
naw-why-exits = Allies demoralized and { $exits } French units exited
naw-victory-step = Victory for { $side }: { $why }.
naw-victory = Victory
naw-victory-headline = Victory for { $side } { $rule }: { $why }
naw-why-demoralized = { $allied } demoralized but only { $exits } of { $needed } French units exited
naw-why-neither = neither side lost { $most } SP ({ $french } { $f }, { $allied } { $a })
naw-draw-step = Neither side fulfils its victory conditions: { $why }. The game is a draw (historically an Allied moral victory).
naw-draw = Draw
naw-draw-headline = Draw (historically an Allied moral victory): { $why }
naw-reason = Strength Points lost: { $french } { $f }, { $allied } { $a } ({ $most } decides); French units exited: { $exits } of { $needed }
naw-reason-ended = ; the game ended in { $turn } { $rule }
naw-figure-sp-lost = Strength Points lost
naw-figure-exits = French units exited
