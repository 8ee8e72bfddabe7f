#!/usr/bin/env bash
# What the user waits for when printing a 100-MP map: `umpire report`, `umpire render-map
# --scale 0.25` and `render-map` at full size on a generated 12000 × 8400 JPEG, each beside
# libjpeg-turbo's `djpeg` decoding the same file in the same run (best of three wall times;
# peak memory from GNU time), with the machine's load.
#
#     cargo build --release && cargo build --release --example generate_maps
#     tests/benches/report_map.sh [path/to/umpire]
#
# Needs: djpeg (libjpeg-turbo-progs), GNU time (/usr/bin/time), python3.
# Environment: WORK=DIR keeps the generated map between runs (default: a temporary folder).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="${1:-$ROOT/target/release/umpire}"
GEN="$ROOT/target/release/examples/generate_maps"
WORK="${WORK:-$(mktemp -d)}"
MAP="$WORK/map-12000x8400.jpg"
SCENARIO="$WORK/big-map.ron"

for tool in djpeg python3 /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "report_map: $tool is missing" >&2; exit 2; }
done
[ -x "$BIN" ] || { echo "report_map: no binary at $BIN (cargo build --release)" >&2; exit 2; }
if [ ! -s "$MAP" ]; then
    [ -x "$GEN" ] || { echo "report_map: cargo build --release --example generate_maps" >&2; exit 2; }
    "$GEN" --random 15 12000 8400 "$MAP" >/dev/null
fi
sed -e "s|image: Some(\"[^\"]*\")|image: Some(\"$(basename "$MAP")\")|" \
    -e "s|size: Some((2400, 1600))|size: Some((12000, 8400))|" \
    "$ROOT/assets/scenarios/lobositz.ron" >"$SCENARIO"

# "best_ms peak_mb" of three runs of a command.
measure() {
    python3 "$ROOT/tests/benches/best_of_three.py" "$WORK/time.txt" "$@"
}

RGBA_MB=$(python3 -c 'print(f"{12000 * 8400 * 4 / 1e6:.0f}")')
read -r DJPEG_MS DJPEG_MB < <(measure djpeg -outfile /dev/null "$MAP")
echo "map: $MAP ($(du -k "$MAP" | cut -f1) KB, 12000 × 8400, RGBA $RGBA_MB MB)"
echo "djpeg full decode: $DJPEG_MS ms, $DJPEG_MB MB"
show() {
    local name="$1"; shift
    read -r ms mb < <(measure "$@")
    python3 -c "print(f'  {\"$name\":28} {$ms:6.0f} ms {$ms / $DJPEG_MS:5.2f} × djpeg   {$mb:5.0f} MB {$mb / $RGBA_MB:5.2f} × RGBA')"
}
show "report" "$BIN" report "$SCENARIO" -o "$WORK/report.pdf"
show "render-map --scale 0.25" "$BIN" render-map "$SCENARIO" -o "$WORK/quarter.png" --scale 0.25
show "render-map (full size)" "$BIN" render-map "$SCENARIO" -o "$WORK/full.png"
echo "load: $(uptime | sed 's/.*load average/load average/')"
