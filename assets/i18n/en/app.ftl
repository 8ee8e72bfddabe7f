# The window's menus, its commands and the status bar (src/app/commands.rs,
# src/app/menu_bar.rs, src/app/status_bar.rs).

## The menus

menu-file = File
menu-open-demo = Open demo
menu-open-recent = Open recent
menu-no-recent-files = No recent files
menu-export-player-copy = Export player copy
menu-edit = Edit
menu-view = View
menu-players-screen = Players' screen
menu-language = Language
menu-help = Help
menu-read-only-why = A player's view is read-only: View → Umpire's view… to change the document

## The commands, as the menus and the Help's list of shortcuts show them

cmd-new = New
cmd-open = Open…
cmd-clear-recent-files = Clear recent files
cmd-save = Save
cmd-save-as = Save As…
cmd-save-as-bundle = Save as bundle…
cmd-open-map-image = Open map image…
cmd-export-map-png = Export map as PNG…
cmd-export-report = Export report…
cmd-export-copy-side-a = For side A…
cmd-export-copy-side-b = For side B…
cmd-export-copy-public = For the public…
cmd-export-copy-umpire = For the umpire…
cmd-quit = Quit
cmd-undo = Undo
cmd-redo = Redo
cmd-delete-selection = Delete selection
cmd-cancel-tool = Cancel tool action
cmd-next-player-view = Next player view
cmd-umpire-view = Umpire's view…
cmd-dark-theme = Dark theme
cmd-problems = Problems…
cmd-messages = Messages…
cmd-recover-autosaves = Recover unsaved work…
cmd-screen-side-a = For side A
cmd-screen-side-b = For side B
cmd-screen-public = For the public
cmd-close-players-screen = Close players' screen
cmd-open-campaign = Open campaign…
# $name: the demo campaign's file name.
cmd-open-demo-campaign = { $name } (campaign)
cmd-close-campaign = Close campaign
# Each language is named in its own words, in every language.
cmd-language-english = English
cmd-language-french = Français
cmd-language-french-partial = Français (partial)
cmd-language-french-partial-why = Only the menus and the status bar are in French so far

## The Help window's pages: their titles, and the menu entries that open them

help-rules = Rules reference
help-shortcuts = Keyboard shortcuts
help-about = About umpire
help-rules-menu = Rules reference…
help-shortcuts-menu = Keyboard shortcuts…
help-about-menu = About umpire…

## Keys, as the menus and the Help's list of shortcuts name them

key-shift = Shift
key-delete = Delete
key-escape = Escape
# $first, $second: two shortcuts that do the same.
help-keys-either = { $first } or { $second }

## The Help window, and its list of the map's keys

help-window = Help
help-key-enter = Enter
help-key-enter-does = Close the area being drawn
help-key-backspace = Backspace
help-key-backspace-does = Delete the selected marker, vertex or area (as Delete)
help-key-wheel = Mouse wheel
help-key-wheel-does = Zoom the map around the pointer
help-key-double-click = Double-click an edge
help-key-double-click-does = Add a vertex to a finished area

## The status bar and the windows it opens

status-cancel = Cancel
# $work: what is under way, in lower case.
status-stop = Stop: { $work }
status-unsaved = • unsaved changes
status-saved = no unsaved changes
status-no-file = no file yet
status-problems =
    { $count ->
        [one] { $count } problem
       *[other] { $count } problems
    }
status-problems-why = Consistency problems of the scenario
status-all-messages = All messages
problems-title = Problems
problems-consistency = Consistency problems
problems-consistency-none = No field of the scenario contradicts another.
# $path: the field's path in the scenario file.
problems-in-file = In the file: { $path }
problems-placement = Marker placement
problems-placement-none = No marker breaks a placement rule.
messages-title = Messages
help-about-description = Wargame umpire's desk: scenario designer, victory systems, after-action reports
help-about-licence = Licence: { $licence }.
help-about-fonts = Fonts: DejaVu Sans and DejaVu Sans Bold (free licence of the DejaVu fonts, derived from Bitstream Vera; see assets/fonts/LICENSE-DejaVu.txt), in the window, the exported maps and the PDF reports; egui's default fonts (Ubuntu Light, Hack, Noto Emoji, Emoji Icon Font; their own free licences) in the window.
help-about-built-with = Built with egui and eframe, printpdf, image and tiny-skia.
