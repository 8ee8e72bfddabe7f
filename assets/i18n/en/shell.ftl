# The window's shell: its tabs and title, file actions, exports, recovery, player copies,
# the campaign's panels, the dialogs and the built-in file dialog (src/app/shell.rs,
# src/app/shell/, src/app/campaign/, src/app/dialogs.rs, src/app/file_dialog.rs,
# src/app/files.rs, src/app/files/, src/app/autosave.rs, src/app/export_map.rs).

## The tabs and the window's title

shell-tab-designer = Designer
shell-tab-sides = Sides & units
shell-tab-battle = Battle
shell-tab-designer-why = The map: deployment areas, VP markers and their placement
shell-tab-sides-why = The scenario's description, its sides, contingents and units
shell-tab-battle-why = The battle desk: the log, the verdicts and the tools of each system
shell-not-saved-yet = not saved yet
shell-untitled-scenario = untitled scenario

## The file dialogs' titles and filters

shell-file-open-scenario = Open scenario
shell-file-save-scenario-as = Save scenario as
shell-file-save-bundle-as = Save as bundle
shell-file-open-map-image = Open map image
shell-file-export-map-png = Export map as PNG
shell-file-export-report = Export after-action report
shell-file-export-player-copy = Export player copy
shell-file-open-campaign = Open campaign
shell-file-save-campaign-as = Save campaign as
shell-file-export-campaign-report = Export campaign report
shell-filter-scenario-or-bundle = umpire scenario (RON or bundle)
shell-filter-scenario = umpire scenario (RON)
shell-filter-scenario-or-bundle-with-map = umpire scenario (RON, or a bundle with its map)
shell-filter-bundle = umpire battle bundle
shell-filter-map-image = Map image
shell-filter-png = PNG image
shell-filter-pdf = PDF document
shell-filter-campaign = umpire campaign (RON)

## The map image kept beside a scenario

shell-map-written = Wrote the map image to { $path }
shell-map-already-there = The map image is already in { $path }
shell-map-written-beside = { $taken } is a different file, so the map image was written to { $path }
shell-map-cannot-write = { $path }: cannot write the map image: { $error }
shell-map-no-free-name = { $path }: cannot write the map image: { $name } and { $count } other names like it are taken
shell-map-images = map images

## Autosave and recovery

shell-autosave-off = Autosave is off in this window
shell-autosave-unreadable = An autosave cannot be read and was not offered: { $error }
shell-no-autosave-waiting = No unsaved work of another window is waiting to be recovered
shell-autosave-failed = Autosave to { $path } failed: { $error }
shell-autosave-restored = Restored the autosave: save it to keep it
shell-autosaves-more-waiting =
    { $count ->
        [one] { $count } autosave
       *[other] { $count } autosaves
    } more waiting: File → Recover unsaved work
shell-autosave-restore-failed = Could not restore the autosave

## Player copies

shell-copy-lock-why = This file holds only what this audience knows: the values it never saw are not in it. It is shown as this audience sees the battle, and nothing in it can be changed or turned over.
shell-copy-has-no-umpire-view = This file is a { $banner }: it has no umpire's view (the umpire's own file has)
shell-copy-newer = A newer copy of { $title }: the battle after { $turns } turns (the copy open before had { $turns_before })
shell-copy-older = An older copy of { $title }: the battle after { $turns } turns (the copy open before had { $turns_before }); open the newer one to see the latest turn
shell-copy-exported = Exported the player copy for { $audience } to { $path }
shell-copy-export-failed = Could not export the player copy

## The window's frame: the audience picker, read-only notes, undo, dropped files

shell-copy-read-only = This { $banner } is read-only: nothing was changed.
shell-view-read-only = { $view } is read-only: nothing was changed. View → Umpire's view… to change the scenario.
shell-undone = Undone: { $change }
shell-redone = Redone: { $change }
shell-the-last-change = the last change
shell-dropped-unknown = { $path }: umpire opens scenarios (.ron), battle bundles (.umpire) and map images (PNG, JPEG, WebP); this is neither
shell-drop-here = Drop a scenario (.ron) to open it, or an image to use it as the map
shell-shown-to = Shown to:
shell-shown-to-name = Shown to
shell-shown-to-why = Who is looking: the umpire sees everything; each side sees only what its troops have found out; the public sees only what is face up (Ctrl+Shift+P for the next player's view). A player's view is read-only.
shell-read-only = Read-only
shell-read-only-why = A player's view shows the battle as that audience knows it and changes nothing: View → Umpire's view… to change the scenario
shell-umpires-view = The umpire's view
shell-sides-view = The view of { $side }
shell-public-view = The public view

## Opening and saving

shell-new-scenario = New scenario
shell-nothing-to-undo = Nothing to undo
shell-nothing-to-redo = Nothing to redo
shell-autosave-remove-failed = Could not remove the autosave: { $error }
shell-kept-original = Kept the original file as { $path }
shell-save-failed = Could not save the scenario
shell-save-bundle-failed = Could not save the bundle
shell-opened = Opened { $path }
shell-opened-with-problems =
    { $count ->
        [one] Opened { $path } with { $count } consistency problem: see View, Problems
       *[other] Opened { $path } with { $count } consistency problems: see View, Problems
    }
shell-open-failed = Could not open the scenario
shell-no-such-demo = { $file }: no such built-in demo
shell-demo-origin = { $file } (built-in demo)
shell-opened-demo = Opened the built-in demo { $file }
shell-open-demo-failed = Could not open the demo
shell-saved = Saved { $path }
shell-copy-map-failed = Could not copy the map image
shell-file-dialog-busy = A file dialog is open already ({ $dialog }): finish it first
shell-no-file-dialog = No file dialog
shell-no-file-dialog-why = No file dialog could be shown. umpire uses the desktop's file portal (xdg-desktop-portal) and, without one, zenity: install either. You can also drop a scenario or a map image onto the window.

## Exports

shell-map-export-busy = The map is being exported already: wait for it or cancel it
shell-map-export-failed = Could not export the map
shell-exporting-map = Exporting the map
shell-map-exported = Exported the map to { $path } ({ $width } × { $height } pixels, { $kb } KB)
shell-map-export-cancelled = Map export cancelled: nothing was written
shell-map-export-defect = { $path }: the export failed unexpectedly (a defect of umpire)
shell-map-loading-stopped = Stopped loading the map image
shell-report-busy = A report is being made already: wait for it or cancel it
shell-report-template-missing = The built-in { $kind } report template is missing from this build
shell-making-report = Making the { $kind } report
shell-making-report-now = Making the { $kind } report…
shell-no-campaign-open = No campaign is open
shell-making-campaign-report = Making the campaign report
shell-making-campaign-report-now = Making the campaign report…
shell-report-written =
    Wrote the report to { $path } ({ $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }, { $kb } KB)
shell-report-cancelled = Report cancelled: nothing was written
shell-report-failed = Could not make the report
shell-report-defect = { $path }: the report failed unexpectedly (a defect of umpire)

## The campaign in the window

shell-campaign-files = campaign files
shell-campaign-window-title = campaign { $title }
shell-campaign-opened = Opened the campaign { $path }
shell-campaign-open-failed = Could not open the campaign
shell-no-demo-campaign = This umpire holds no demo campaign
shell-demo-campaign-opened = Opened the demo campaign { $origin }
shell-demo-campaign-open-failed = Could not open the demo campaign
shell-campaign-closed = Closed the campaign
shell-campaign-unsaved = The campaign has unsaved changes
shell-campaign-unsaved-why = The campaign open has unsaved changes: File → Save keeps them (with the Campaign view shown). Ask again to let them go.
shell-campaign-undone = Undone: the last change to the campaign
shell-campaign-redone = Redone: the last change to the campaign
shell-campaign-over-battle = { $path }: this is the file of the campaign's battle "{ $file }"; save the campaign under another name
shell-campaign-save-failed = Could not save the campaign
shell-campaign-comments-kept = The campaign is written out whole: its comments are kept in { $path }
shell-campaign-saved = Saved the campaign { $path }
shell-campaign-tab = Campaign: { $title }
shell-campaign-tab-back = ← Campaign: { $title }
shell-campaign-tab-why = The campaign's battles, ledger and standings
shell-scenario-unsaved = The scenario has unsaved changes
shell-scenario-unsaved-why = Save the scenario open (or undo its changes) before opening { $origin }: it would be lost
shell-battle-open-failed = Could not open the battle

## The Campaign view: its header and panes

shell-pane-battles = Battles
shell-pane-ledger = Ledger
shell-pane-standings = Standings & rules
shell-pane-edit = Edit campaign
shell-campaign-not-saved = { $origin } (not saved)
shell-campaign-unsaved-mark = • unsaved changes
shell-campaign-span = From { $start } to { $day }, the ledger's day
shell-campaign-back-to-desk = ← Battle desk
shell-campaign-back-to-desk-why = Show the scenario open in the desk; the campaign stays open
shell-campaign-reread = Re-read battles
shell-campaign-reread-why = Read the battles' files again (the ledger is read again each time the view is shown)
shell-campaign-export-report = Export report…
shell-campaign-export-report-why = The campaign's after-action report (PDF), as the audience shown may read it
shell-campaign-create-next = Create next battle…
shell-campaign-create-next-why = Make the next battle's scenario from the ledger
shell-campaign-read-only = Read-only: shown as this audience knows the campaign

## The campaign's battles

shell-campaign-no-battles = { $none } Create next battle… makes the first from the order of battle.
shell-campaign-open-battle = Open battle
shell-campaign-open-battle-why = Open this battle's scenario in the desk; ← Campaign in the tab bar comes back
shell-campaign-fought-losses = { $army }: { $fought } — losses { $losses }
shell-campaign-result = Result: { $result }{ $level }
shell-campaign-effect = Campaign effect: { $effect }

## Editing the campaign

shell-campaign-rules = Rules
shell-campaign-results-table = Results table
shell-campaign-battle-lines = Battle lines
shell-campaign-title = Campaign title
shell-campaign-notes = Notes (every reader)
shell-campaign-umpire-notes = Umpire's notes
shell-days =
    { $count ->
        [one] days
       *[other] days
    }
shell-campaign-returns = Casualties return
shell-campaign-share-returning = Share returning
shell-campaign-after = after
shell-campaign-replacements = Replacements
shell-campaign-share-each-time = Share each time
shell-campaign-every = every
shell-campaign-up-to = up to
shell-campaign-no-rows = No rows.
shell-campaign-effect-of = Effect of { $level }
shell-campaign-no-lines = None yet: Create next battle… adds one.
shell-campaign-remove-line = Remove { $line }
shell-campaign-remove-line-why = Take this battle out of the campaign (its file stays); Ctrl+Z puts it back
shell-campaign-line-removed = Removed { $line } from the campaign; its file is left as it is

## The campaign's ledger

shell-ledger-date = Date
shell-ledger-entry = Entry
shell-ledger-change = Change
shell-ledger-strength = Strength
shell-ledger-rule = Rule
shell-ledger-as-seen = { $army } (as seen in battle)
shell-ledger-chart-title = Strength in { $measure } over the campaign's days

## Creating the campaign's next battle

shell-next-date-error = Date: { $error }
shell-next-read-only = A player's view is read-only
shell-next-not-on-disk = The campaign is not on disk yet: File → Save As… first, so that the battle is written beside it
shell-next-ledger-stops = The ledger stops before { $line }: put that battle right before making another
shell-next-title = Create next battle
shell-next-file-name = File name
shell-next-file-name-hint = beside the campaign file
shell-next-battle-title = Title
shell-next-title-hint = Jena
shell-next-map = Map picture
shell-next-map-hint = optional: an image beside the campaign
shell-next-contingents = Contingents of { $army } that fight
shell-next-attacker = Attacker:
shell-next-create = Create
shell-cancel = Cancel
shell-next-file-exists = { $path } is there already: a battle is never written over a file; choose another name
shell-next-created = Created { $path } and added it to the campaign as { $line } (Ctrl+Z takes the line out; the file stays)
shell-next-made = { $file } is made and is { $line } of the campaign. Open it now?
shell-next-open-new = Open the new battle
shell-next-not-now = Not now

## The standings

shell-standings = Standings
shell-standings-level = Level
shell-standings-no-winner = No winner
shell-standings-all-levels = All levels
shell-refusals-and-warnings = Refusals and warnings
shell-open-line = Open { $line }
shell-open-line-why = Open the battle at fault in the desk

## The dialogs

shell-doing-new = starting a new scenario
shell-doing-open = opening another scenario
shell-doing-open-file = opening { $file }
shell-doing-open-demo = opening the demo { $name }
shell-doing-quit = quitting
shell-unsaved-changes = Unsaved changes
shell-the-scenario = The scenario
shell-unsaved-changes-why = “{ $title }” has changes that are not saved. Save them before { $doing }?
shell-save = Save
shell-discard = Discard
shell-umpire-view-ask = Show the umpire's view?
shell-umpire-view-why = The umpire's view shows everything: the values of the markers face down, both sides' withdrawal figures, the seeds and the umpire's notes, and it can change the scenario. Make sure no player is looking at the screen.
shell-umpire-view-show = Show the umpire's view
shell-ok = OK
shell-restore-ask = Restore unsaved work?
shell-restore-one = umpire did not close cleanly last time. An autosave of “{ $title }” ({ $origin }) was written { $age }.
shell-restore = Restore
shell-discard-autosave = Discard autosave
shell-decide-later = Decide later
shell-decide-later-why = Keep it: File → Recover unsaved work offers it again
shell-restore-many = umpire windows did not close cleanly. { $count } autosaves of unsaved work were found; restore one into this window (the others stay offered under File → Recover unsaved work).
shell-restore-line = “{ $title }” ({ $origin }), written { $age }
shell-restore-why = Restore “{ $title }” into this window
shell-discard-why = Delete the autosave of “{ $title }”
shell-from = from { $path }
shell-never-saved = never saved to a file
shell-comments-dropped = Comments will not be kept
shell-comments-dropped-why =
    { $count ->
        [one] { $name } was written by hand and has { $count } comment. umpire writes the scenario anew and cannot keep them. The file as it is now will be kept beside it as { $name }~.
       *[other] { $name } was written by hand and has { $count } comments. umpire writes the scenario anew and cannot keep them. The file as it is now will be kept beside it as { $name }~.
    }
shell-save-keeping-original = Save and keep the original
shell-copy-map-ask = Copy the map beside the scenario?
shell-copy-map-why = { $scenario } names its map image as { $image }, outside the scenario's folder. Sent to another player or moved, the scenario would lose its map. Copy { $map } into { $folder } and name it from there?
shell-copy-map = Copy the map beside the scenario
shell-keep-map = Keep it where it is
shell-keep-map-why = Not asked again for this map while the scenario is open

## Autosaves

shell-age-unknown = at an unknown time
shell-age-seconds = less than a minute ago
shell-age-minutes =
    { $count ->
        [one] { $count } minute ago
       *[other] { $count } minutes ago
    }
shell-age-hours =
    { $count ->
        [one] { $count } hour ago
       *[other] { $count } hours ago
    }
shell-age-days =
    { $count ->
        [one] { $count } day ago
       *[other] { $count } days ago
    }
shell-autosave-not-ours = The autosave { $slot } belongs to another umpire window
shell-autosave-taken = Another umpire window has restored or discarded this autosave already
shell-autosaves = autosaves

## The file dialog inside the window

shell-cannot-list = { $path }: cannot list the folder: { $error }
shell-no-such-folder = There is no folder { $path }
shell-no-such-file = There is no file named “{ $name }” in this folder
shell-folder = Folder
shell-folder-why = Type a folder and press Enter
shell-up = Up
shell-up-why = The folder above this one
shell-home = Home
shell-show-hidden = Show hidden files
shell-show-hidden-why = List files and folders whose names start with a dot
shell-showing = Showing folders and { $filter } files
shell-nothing-here = No folders or matching files here.
shell-truncated = Only the first { $count } entries are listed: type the name.
shell-file-name = File name
shell-replace-ask = “{ $name }” exists already. Replace it?
shell-replace = Replace
shell-keep-it = Keep it
shell-open = Open
shell-no-map-to-export = The scenario has no map image to export: choose one with File → Open map image first.

## The audience picker's entries

shell-audience-umpire = Umpire
shell-audience-public = Public
shell-next-file-default = battle-{ $n }.ron

# Keeping the original of a commented file, and taking over or removing an autosave; $error is the system's error.
shell-original-unreadable = { $path }: cannot read the original: { $error }
shell-original-not-kept = { $path }: cannot keep the original: { $error }
shell-autosave-take-over = { $path }: cannot take over the autosave: { $error }
shell-autosave-remove = { $path }: cannot remove the files of the autosave { $slot }: { $error }
