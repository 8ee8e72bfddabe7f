# Reading and writing files (src/model/files/, src/model/io.rs, src/model/file_error.rs), battle
# bundles (src/model/bundle.rs, src/model/bundle/) and the values a player copy may lack
# (src/model/player_copy.rs). Paths, entry names and `file:line:col` places are kept as given.

## Sizes (src/model/files/mod.rs)

# $size: a number, rounded to one decimal by the message.
files-size-gib = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } GiB
files-size-mib = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MiB
# $size: a whole number of MiB.
files-size-whole-mib = { $size } MiB
files-size-kib = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } KiB
files-size-bytes =
    { $size ->
        [one] { NUMBER($size, useGrouping: "false") } byte
       *[other] { NUMBER($size, useGrouping: "false") } bytes
    }

## A place in a file (src/model/file_error.rs)

# $place: file:line:col, kept as it is; $message: what is wrong there.
files-place = { $place }: { $message }
# $path: the file; $place: a field path in it (sections[3]).
files-place-in = { $path }: { $place }: { $message }

## The RON reader's words (src/model/file_error/ron_words.rs): English as the reader says them

# $cause: what the reader expected and did not find.
files-ron-expected =
    { $cause ->
        [eof] Unexpected end of RON
        [array] Expected opening `[`
        [array-end] Expected closing `]`
        [boolean] Expected boolean
        [comma] Expected comma
        [float] Expected float
        [integer] Expected integer
        [option] Expected option
        [paren-end] Expected closing `)`
        [colon] Expected colon
        [paren] Expected opening `(`
        [string] Expected string
        [string-end] Expected end of string
        [identifier] Expected identifier
        [out-of-bounds] Integer is out of bounds
       *[trailing] Non-whitespace trailing characters
    }
# $char: the character, quoted as Rust quotes it ('}').
files-ron-unexpected-char = Unexpected char { $char }
# $field, $outer: names quoted (`title`, `Scenario`); $inside: yes when there is an $outer.
# $problem: missing or duplicate; $field, $outer: names quoted (`title`, `Scenario`); $inside:
# yes when there is an $outer.
files-ron-field =
    { $problem ->
        [duplicate]
            { $inside ->
                [yes] Unexpected duplicate field named { $field } in { $outer }
               *[no] Unexpected duplicate field named { $field }
            }
       *[missing]
            { $inside ->
                [yes] Unexpected missing field named { $field } in { $outer }
               *[no] Unexpected missing field named { $field }
            }
    }
# $sort: field or variant; $count: how many names were expected; $first: all of them but the
# last, joined by commas; $last: the last.
files-ron-unknown =
    { $sort ->
        [variant]
            Unexpected { $inside ->
                [yes] variant named { $found } in enum { $outer }
               *[no] enum variant named { $found }
            }, { $count ->
                [0] there are no variants
                [1] expected { $last } instead
                [2] expected either { $first } or { $last } instead
               *[other] expected one of { $first }, or { $last } instead
            }
       *[field]
            Unexpected field named { $found }{ $inside ->
                [yes] { " " }in { $outer }
               *[no] { "" }
            }, { $count ->
                [0] there are no fields
                [1] expected { $last } instead
                [2] expected either { $first } or { $last } instead
               *[other] expected one of { $first }, or { $last } instead
            }
    }

## What is not a regular file, and reading (src/model/files/)

# $thing: folder, fifo, char-device, block-device, socket, other; what a path that is not a
# regular file is, after "it is".
files-thing =
    { $thing ->
        [folder] a folder
        [fifo] a named pipe (FIFO)
        [char-device] a character device
        [block-device] a block device
        [socket] a socket
       *[other] not a regular file
    }
# $what: the kind of file, a plural noun with no article (files-what, or the caller's).
files-read-not-regular = it is { $thing }, not a regular file; umpire reads { $what } only from regular files
files-read-too-large = it is { $size }; umpire reads { $what } up to { $limit }
files-read-grew = it grew beyond { $limit } while being read; umpire reads { $what } up to that
files-stream-too-large = more than { $limit }; umpire reads { $what } up to that
# $byte: where the first bad byte is, counted from 0.
files-not-utf8 = invalid UTF-8 at byte { NUMBER($byte, useGrouping: "false") }: the file must be UTF-8 text (save it as UTF-8)
# $kind: scenario, campaign or template.
files-what =
    { $kind ->
        [campaign] campaign files
        [template] templates
       *[scenario] scenario files
    }
files-what-bundles = battle bundles
# $kind: the cause as the system gives it (not-found, permission-denied, read-only,
# storage-full, quota, busy, too-large, other); $text: the system's own words, which
# English shows as they are.
files-system-error =
    { $kind ->
       *[other] { $text }
    }

## Writing (src/model/files/write.rs, leftovers.rs)

files-too-many-links = more than { $hops } symbolic links lead from it; umpire does not follow them
files-no-temporary-name = no free temporary name
# $why: files-mode-unix or files-mode-attribute.
files-write-read-only = it is read-only ({ $why }); umpire will not replace a file made read-only. Make it writable first, or choose another file
# $mode: the permission bits in octal, as `ls` and `chmod` write them (0444).
files-mode-unix = mode { $mode }: no write permission for anyone
files-mode-attribute = its read-only attribute is set
files-write-not-regular = it is { $thing }, not a regular file; umpire writes only regular files and will not replace it
files-lock-not-regular = not a regular file
# $what: the input, with its article (the scenario); $out, $input: paths.
files-overwrites-input = { $out }: this is { $what } ({ $input }); umpire will not write over an input of the same command. Choose another output file.

## Scenario files (src/model/io.rs)

# $version: the format version this umpire writes.
files-no-version = no `version` field: a scenario file starts with `version: { $version }`
files-scenario-not-ron = the scenario cannot be written as RON: { $error }

## Battle bundles (src/model/bundle.rs, src/model/bundle/write.rs)

# $bundle: the bundle's path; $reason: one of the messages below.
files-bundle-refused = { $bundle }: { $reason }
# $entry: the name of the entry inside the bundle, as the zip has it.
files-bundle-entry-refused = { $bundle }: entry "{ $entry }": { $reason }
files-name-empty = an empty name
files-name-folders = a bundle holds plain file names: no folders, no absolute paths, no backslashes
files-name-dots = a bundle holds plain file names, not `.` or `..`
files-name-control = a control character in the name
files-name-too-long = a name longer than { $max } characters
files-name-colon = a colon in the name (a drive or a stream on Windows)
# $error: the reason the system or the zip reader gives.
files-bundle-cannot-read = cannot read the file: { $error }
files-bundle-damaged = not a battle bundle (a damaged zip): { $error }
files-bundle-too-many-entries =
    it lists { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    }; a battle bundle holds at most { $max }
files-bundle-names-repeat = two entries share a name (names may not repeat, nor differ only in case)
files-bundle-not-in-manifest = the manifest does not name it (a bundle holds its manifest, a scenario and a map only)
# $why: one of the files-not-zip- messages, or files-directory-too-large.
files-not-bundle = not a battle bundle: { $why }
files-not-zip-short = too short to be a zip file
files-not-zip-end = it does not end as a zip file does (a zip with a comment is not a bundle either)
files-not-zip-disks = a zip split over several disks
files-not-zip-zip64 = a ZIP64 file, which a bundle never needs
files-directory-too-large = its directory is { $size }; a battle bundle's is at most { $max }
files-directory-misplaced = its directory is not where its end record says (a damaged zip, or data after it)
# $number: the entry's place in the zip's directory, from 1.
files-entry-unreadable-at = entry { $number } cannot be read: { $error }
files-entry-folder = a folder; a bundle holds plain files only
files-entry-link = a symbolic link; a bundle holds plain files only
files-entry-encrypted = encrypted; a bundle is never encrypted
# $method: the zip's name for the compression (Bzip2, Zstd…).
files-entry-method = compressed with { $method }; a bundle's entries are stored or deflated
files-entry-repeated = a second entry of that name (names may not repeat, nor differ only in case)
# $place: manifest.ron:line:col; $error: the RON reader's words.
files-manifest-syntax = { $place }: { $error } (the manifest reads `(version: 1, scenario: "NAME.ron", map: Some("NAME.png"))`)
# $place: battle.umpire/manifest.ron.
files-bundle-newer = { $place }: written in bundle format { $version } by a newer umpire; this umpire reads versions up to { $reads }. Update umpire to open it.
# $problem: one of the files-name- messages.
files-named-by-manifest = named by the manifest: { $problem }
files-manifest-names-itself = the manifest names itself as the scenario or the map
files-manifest-names-twice = the manifest names it as both the scenario and the map
files-entry-missing = the bundle has no entry of that name
files-entry-unreadable = cannot be read: { $error }
files-entry-too-large = it is { $size }; umpire reads such files up to { $limit }
# $more: more or fewer; $declared: the size the zip's header gives, in bytes.
files-entry-wrong-size =
    it holds { $more ->
        [more] more
       *[fewer] fewer
    } bytes than the { NUMBER($declared, useGrouping: "false") } its header says (a damaged or hostile zip)
# $image, $map: map file names, control characters escaped.
files-map-not-the-bundles = it names its map "{ $image }", not the bundle's map "{ $map }"
files-map-outside = it names the map "{ $image }", but the bundle holds no map
files-map-unnamed = it names no map, but the bundle holds one
# $name: a file name, control characters escaped.
files-not-a-name = "{ $name }" cannot be a name in a bundle: { $problem }
files-names-differ = the scenario, its map and the manifest need three different names in a bundle
files-manifest-not-written = the manifest cannot be written: { $error }

## Player copies (src/model/player_copy.rs)

files-marker-value-missing = the value is missing: only a player copy may leave a marker's value out
files-face-up-value = a face-up marker's value is known to all: it may not be left out
files-test-figures-missing = VP % and WF are missing: only a player copy may leave out a side's test figures
files-own-test-figures = a side's own test figures are known to it: a copy for it may not leave them out
files-own-places = a side knows where its own units stand: a copy for it may not leave the place out

# An error of the system at a file: $error is files-system-error's text.
files-at-path = { $path }: { $error }
