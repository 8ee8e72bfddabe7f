## The map images' errors: src/render/image_io/, src/render/libjpeg (the Rust side). A number
## the English wrote without thousands separators keeps them off.

render-cannot-read = { $path }: cannot read the file: { $message }
render-not-an-image = { $path }: not an image umpire can read (PNG, JPEG or WebP expected)
render-too-large = { $path }: the image says it is { NUMBER($width, useGrouping: "false") } × { NUMBER($height, useGrouping: "false") } pixels ({ NUMBER($mp, useGrouping: "false") } MP); umpire opens maps up to { NUMBER($max_mp, useGrouping: "false") } MP and { NUMBER($max_side, useGrouping: "false") } pixels a side ({ $budget } of memory at { $bytes } bytes a pixel). Scale the scan down first.
render-needs-memory-machine = { $path }: opening this { NUMBER($width, useGrouping: "false") } × { NUMBER($height, useGrouping: "false") } image takes about { $needed } of memory; this machine has only { $available } free. Scale the scan down first.
render-needs-memory-budget = { $path }: opening this { NUMBER($width, useGrouping: "false") } × { NUMBER($height, useGrouping: "false") } image takes about { $needed } of memory; umpire allows a map at most { $available }. Scale the scan down first.
render-damaged = { $path }: the image is damaged: { $message }
render-decode = { $path }: the image is damaged or unsupported: { $message }
render-mib = { $mib } MiB

## Why an image is damaged (after "the image is damaged:")
render-decoder-failed = the decoder failed on its image data
render-fewer-rows = it has fewer rows than its header says
render-no-memory-for-pixels = { $size } of memory could not be had for its pixels
render-metadata-limit = it needs more memory than umpire allows (its metadata is limited to { $size })
render-zero-size = the header gives a size of { NUMBER($width, useGrouping: "false") } × { NUMBER($height, useGrouping: "false") } pixels
render-frame-header-short = the frame header is too short
render-frame-components = the frame header lists its components wrongly
render-marker-expected = byte { NUMBER($pos, useGrouping: "false") }: a marker was expected
render-marker-out-of-place = byte { NUMBER($pos, useGrouping: "false") }: marker { $marker } out of place
render-two-frame-headers = it has two frame headers
render-jpeg-metadata = its metadata segments hold more than { $size }, which umpire accepts at most
render-scan-before-frame = image data comes before the frame header
render-no-frame-header = it has no frame header (SOF)
render-no-scan = it has a header but no image data (no scan)
render-too-little-data = its { $size } of image data are too few for { NUMBER($width, useGrouping: "false") } × { NUMBER($height, useGrouping: "false") } pixels: the data is cut short
render-colour-type = colour type { $colour_type } does not exist
render-first-chunk = the first chunk is not the header (IHDR)
render-png-metadata = its { $kind } chunk holds { $size }; umpire accepts metadata chunks up to { $max }
render-no-idat = it has a header but no image data (IDAT)
render-webp-metadata = its { $kind } chunk holds { $size }; umpire accepts metadata up to { $max }
render-no-image-header = it has no image header
render-webp-no-data = it has a header but no image data
render-cut-image-data = the file ends inside the image data, before the end-of-image marker: it is cut short (truncated)
render-cut-before-eoi = the file ends before the end-of-image marker: it is cut short (truncated)
render-cut-header-segment = the file ends inside a header segment: it is cut short (truncated)
render-cut-header = the file ends inside the header: it is cut short (truncated)
render-cut-before-iend = the file ends before the end chunk (IEND): it is cut short (truncated)
render-cut-chunk = the file ends inside a { $kind } chunk: it is cut short (truncated)
render-cut-image-header = the file ends inside the image header: it is cut short (truncated)
render-cut-before-size = the file ends before the size its header gives: it is cut short (truncated)
render-cut-chunk-header = the file ends inside a chunk header: it is cut short (truncated)

## libjpeg
render-jpeg-unavailable = this build of umpire has no libjpeg
render-jpeg-bad-scale = a JPEG can be decoded at 1/1, 1/2, 1/4 or 1/8, not 1/{ $denom }
render-jpeg-colour-space = libjpeg cannot give RGB for a { $space } JPEG
render-jpeg-too-large = the JPEG says it is { NUMBER($width, useGrouping: "false") } × { NUMBER($height, useGrouping: "false") } pixels, over umpire's limits
render-jpeg-out-of-memory = out of memory for the JPEG decoder
render-jpeg-fewer-rows = fewer rows than the header said
