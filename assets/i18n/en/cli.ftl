# The command line's own words (src/cli/, src/main.rs): the subcommands' human output, their
# messages, and the help of every command and option (the manual pages are made from it).

## umpire compute, as text

cli-sides = Sides: A = { $a }, B = { $b }
cli-not-applicable-lacks = Not applicable: the scenario lacks what this system needs.
cli-not-applicable-invalid = Not applicable: the data makes no sense for this system.
cli-why = Why: { $reason }
cli-level-winner = Level: { $level }    Winner: { $winner }
cli-no-winner = none
cli-flags = Flags:
cli-figures = Figures:
cli-steps = Steps:
cli-judge-defect = { $file }: umpire failed while judging this file ({ $panic }); the other files are judged as usual. This is a defect in umpire: please report it with the file.
cli-no-panic-message = no message
cli-cannot-write-json = cannot write JSON: { $error }
cli-built-in-demo = { $name } (built-in demo)
cli-demo-intro = The built-in demo; `umpire compute FILE` judges your own scenarios, `umpire --help` says more.

## umpire check

cli-warning = { $origin }: warning: { $text }
cli-report-warning = warning: { $text }
cli-ok = OK: { $title }
cli-ok-campaign =
    { $count ->
        [one] OK: { $title } (a campaign of { $count } battle)
       *[other] OK: { $title } (a campaign of { $count } battles)
    }
cli-map-size-differs = map.size says { $width } × { $height } but { $file } is { $image_width } × { $image_height } pixels
cli-cannot-judge = cannot judge: { $message }

## Files written, and the inputs an output may not overwrite

cli-wrote = Wrote { $file }
cli-input-scenario = the scenario
cli-input-template = the template
cli-input-map-image = the map image
cli-input-bundle = the bundle
cli-input-campaign = the campaign
cli-input-campaign-battle = a battle of the campaign
# The files a size limit is for, in the model's message (too large for …).
cli-campaign-files = campaign files

## umpire bundle

cli-bundle-name = { $file }: a bundle's name ends in .{ $extension }, so that umpire knows it for one
cli-bundle-wrote-with-map = Wrote { $file }: { $scenario } and its map { $map }
cli-bundle-wrote-no-map = Wrote { $file }: { $scenario } (it names no map image)
cli-bundle-problems =
    { $count ->
        [one] ; the scenario has { $count } consistency problem (`umpire check` lists them)
       *[other] ; the scenario has { $count } consistency problems (`umpire check` lists them)
    }
cli-bundle-needs-map = { $file }: map.image: { $error } (the bundle is not made without its map)
cli-cannot-unpack = { $file }: cannot unpack the bundle: { $error }

## umpire campaign-battle

cli-battle-needs-file = campaign-battle adds the battle's line to the campaign file: name the file, not -
cli-battle-no-map = --map { $map }: no such image ({ $path }); the path is relative to the battle's folder
cli-battle-inconsistent = { $file }: the battle made is not consistent: { $problem }
cli-campaign-not-ron = { $origin }: the campaign cannot be written as RON: { $error }
cli-battle-exists = { $file }: a file of that name exists already; umpire never writes over it: choose another --file
cli-cannot-write-battle = { $file }: cannot write the battle: { $error }
cli-cannot-add-battle = { $origin }: cannot add the battle to the campaign: { $error }
cli-battle-wrote = Wrote { $file }: { $title }, { $date }
cli-battle-side =
    { $count ->
        [one] { $side } ({ $role ->
            [attacker] Attacker
           *[defender] Defender
        }): { $count } unit: { $units }
       *[other] { $side } ({ $role ->
            [attacker] Attacker
           *[defender] Defender
        }): { $count } units: { $units }
    }
cli-battle-added-kept = Added battles[{ $index }] ({ $file }) to { $origin }, its comments and layout kept.
cli-battle-added-whole = Added battles[{ $index }] ({ $file }) to { $origin }, written out whole: its comments could not be kept.
cli-not-a-side = "{ $text }" is not a side: a or b

## umpire campaign, as text

cli-campaign-for = For: { $audience }
cli-campaign-for-umpire = the umpire
cli-campaign-for-public = the public
cli-army-name = { $side } (side { $letter })
cli-campaign-from-to = From { $start } to { $day } (the ledger's day)
cli-umpire-notes = Umpire's notes: { $notes }
cli-heading-rules = Rules
cli-results-table = Results table:
cli-heading-standings = Standings
cli-standing-row = { $level }: { $a } { $a_wins }, { $b } { $b_wins }
cli-standing-row-no-winner = { $level }: { $a } { $a_wins }, { $b } { $b_wins }, without a winner { $no_winner }
cli-battles-won = Battles won: { $a } { $a_wins }, { $b } { $b_wins }
cli-heading-battles = Battles
cli-fought = Fought: { $a } ({ $a_units }) against { $b } ({ $b_units })
cli-result-of-record = Result of record: { $result }
cli-result-of-record-by = Result of record ({ $system }): { $result }
cli-battle-level = Level: { $level }
cli-battle-why = Why: { $reason }
cli-battle-losses = Losses: { $a } { $a_losses }; { $b } { $b_losses }
cli-battle-own-count = { $label }: { $a } { $a_count }; { $b } { $b_count }
cli-campaign-effect = Campaign effect: { $effect }
cli-stragglers = Stragglers: { $side } { $amount }
cli-units = Units:
cli-unit-joins = , joins on { $day }
cli-unit-general = , a general: not counted
cli-unit-line = { $id } { $name } ({ $contingent }){ $status }{ $general }: { $now } now; { $history }
cli-unit-fought-at = fought at { $battles }
cli-heading-refused = Refused
cli-heading-warnings = Warnings

## main.rs

cli-options-after-subcommand = umpire: options go after the subcommand: umpire { $name } [OPTIONS]
cli-no-window = this build of umpire has no window (it was built without the "gui" feature): use a subcommand (compute, check, systems, report, render-map, record, player-copy, bundle, campaign, campaign-battle, campaign-report); `umpire --help` lists them
cli-no-profile = umpire: no profile served on { $address }: { $error }

## The help of the commands and their options (clap shows them; the manual pages are made of them)

cli-about = Umpire's desk for historical wargames: judge a battle under five victory systems, with every step shown.
cli-after-help =
    Without a subcommand, umpire opens FILE in its window.
    Exit codes: 0 success, 1 invalid input, 2 usage error.
cli-arg-file = A scenario file to open
cli-arg-lang = The language: en or fr. Without it, the environment's (LC_ALL, LC_MESSAGES, LANG), English while the French translation is partial
cli-about-compute = Judge scenario files with every victory system (or those named with --system)
cli-about-check = Check scenario files: syntax, consistency, marker placement and the map image
cli-about-systems = List the victory systems: id and name
cli-about-report = Write the PDF after-action report of a scenario
cli-about-render-map = Draw the map with its deployment areas, VP markers and units into a PNG (no window needed)
cli-about-record = The battle record turn by turn (losses, VP held, morale) as CSV or JSON
cli-about-player-copy = Write a player copy: the scenario holding only what one audience knows
cli-about-bundle = Put a scenario and its map image into one file (a battle bundle, .umpire), which every command and the window open as they open a scenario
cli-about-campaign-report = Write the PDF after-action report of a campaign for one audience
cli-about-campaign = A campaign's ledger: standings, battles, each army's strength over the campaign with the rule behind each figure, and what is still to come, as text, JSON or CSV
cli-about-campaign-battle = Make a campaign's next battle from its ledger: write its scenario beside the campaign and add its line to the campaign file
cli-arg-campaign-file = The campaign file (RON); its battles are read beside it. `-` reads standard input, the battles then from the current folder
cli-arg-campaign-audience = Who the ledger is for: umpire (everything), a or b (its own army in full, the enemy as the battles showed it), public (the battles only)
cli-arg-battle-campaign = The campaign file (RON)
cli-arg-battle-file = The new battle's scenario file, relative to the campaign's folder; never overwritten
cli-arg-battle-date = The battle's day (YYYY-MM-DD), not before the campaign's last battle
cli-arg-battle-title = The battle's name
cli-arg-battle-a = A contingent of side A that fights (repeat for several)
cli-arg-battle-b = A contingent of side B that fights (repeat for several)
cli-arg-battle-attacker = The attacking side: a or b
cli-arg-battle-map = The map image, relative to the new battle's folder (as a scenario's map.image)
cli-arg-copy-file = The umpire's scenario file (RON); `-` reads standard input
cli-arg-copy-audience = Who the copy is for: a (side A), b (side B) or public
cli-arg-copy-output = The copy to write: RON, or a battle bundle with its map when the name ends in .umpire
cli-arg-bundle-file = Scenario file (RON, or a bundle); its map.image is found as the window finds it
cli-arg-bundle-output = The bundle to write (its name ends in .umpire)
cli-arg-map-file = Scenario file (RON); its map.image is drawn on
cli-arg-map-output = The PNG to write
cli-arg-map-player = Draw what the players may see: no hidden marker value (the same as `--audience public`)
cli-arg-map-audience = Who the map is for: umpire, a, b or public (see "Who knows what" in the rules reference)
cli-arg-map-scale = Size relative to the map image (1 = full resolution, 0.25 = a quarter of each side)
cli-arg-map-turn = The battle as it stood at the end of turn N (a number, 0 for the deployment, or a turn's name), with that turn's moves as arrows; default: the end of the log
cli-arg-map-grid = Draw the map's grid: its lines and cell ids, the terrain, rivers and exits
cli-arg-report-file = Scenario file (RON)
cli-arg-pdf-output = The PDF to write
cli-arg-report-template = A built-in template (umpire, player) or the path of a template file
cli-arg-report-paper = Paper size; overrides the template's
cli-arg-report-audience = Who the report is for: umpire, a, b or public. The audience alone decides what is secret; without it, the `player` template means the public and any other the umpire
cli-arg-report-greyscale = Everything in shades of grey, for a monochrome printer (also a template setting)
cli-arg-scenario-files = Scenario files (RON); `-` reads standard input
cli-arg-compute-system = Only this system (repeat for several)
cli-arg-compute-audience = Who the verdicts are for: umpire (everything), a or b (what that side has found out), public (only what is face up). See the rules reference, "Who knows what"
cli-arg-record-file = Scenario file (RON); `-` reads standard input
cli-arg-record-audience = Who the record is for: umpire, a, b or public; a value it may not know is left empty
cli-arg-campaign-report-file = Campaign file (RON); its battles' files are read beside it
cli-arg-campaign-report-audience = Who the report is for: umpire, a, b or public. A side sees its own army in full and the enemy only as the battles showed it; the public sees both armies only so
cli-arg-campaign-report-paper = Paper size (default A4)
cli-arg-campaign-report-greyscale = Everything in shades of grey, for a monochrome printer

## What clap adds to every command, and its headings (clap writes the colon after a heading;
## the usage heading, the headings, the default and possible values are used in French only:
## English keeps clap's own)

cli-arg-help = Print help
cli-arg-help-more = Print help (see more with '--help')
cli-arg-help-summary = Print help (see a summary with '-h')
cli-arg-version = Print version
cli-about-help = Print this message or the help of the given subcommand(s)
cli-manual = General Commands Manual
cli-heading-usage = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-help-default = [default: { $value }]
cli-help-possible-values = [possible values: { $values }]

## clap's own error messages (src/cli/clap_errors.rs): in English as clap writes them
cli-clap-error = error: { $message }
cli-clap-unknown-argument = unexpected argument '{ $arg }' found
cli-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-clap-value-required = a value is required for '{ $arg }' but none was supplied
cli-clap-possible-values = [possible values: { $values }]
cli-clap-invalid-subcommand = unrecognized subcommand '{ $name }'
cli-clap-missing-required = the following required arguments were not provided:
cli-clap-missing-subcommand = '{ $name }' requires a subcommand but one was not provided
cli-clap-subcommands = [subcommands: { $values }]
cli-clap-used-twice = the argument '{ $arg }' cannot be used multiple times
cli-clap-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-clap-conflict-many = the argument '{ $arg }' cannot be used with:
cli-clap-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-clap-validation = invalid value '{ $value }' for '{ $arg }': { $why }
cli-clap-wrong-number = { $expected } values required for '{ $arg }' but { $actual } { $actual ->
        [one] was
       *[other] were
    } provided
cli-clap-too-few = { $min } values required by '{ $arg }'; only { $actual } { $actual ->
        [one] was
       *[other] were
    } provided
cli-clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-clap-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
cli-clap-invalid = the arguments are not valid
cli-clap-similar-argument = { $count ->
        [one] tip: a similar argument exists: { $names }
       *[other] tip: some similar arguments exist: { $names }
    }
cli-clap-similar-subcommand = { $count ->
        [one] tip: a similar subcommand exists: { $names }
       *[other] tip: some similar subcommands exist: { $names }
    }
cli-clap-similar-value = { $count ->
        [one] tip: a similar value exists: { $names }
       *[other] tip: some similar values exist: { $names }
    }
cli-clap-quoted = '{ $name }'
cli-clap-more-information = For more information, try '{ $help }'.
cli-clap-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
