#!/usr/bin/env bash
# The battle on the map at the command line, 1,000 units (500 a side) each moving every turn on
# the Waterloo demo's map and hex grid: `umpire report` with every turn's map beside the same
# report with the maps at deployment and at the end only and without any map, `render-map
# --turn 50`, and peak memory (GNU time) at 100 and 200 turns, to show memory linear in the
# moves. Best of three wall times, with the machine's load.
#
#     cargo build --release && tests/benches/positions_cli.sh [path/to/umpire]
#
# Needs: python3, GNU time (/usr/bin/time).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="${1:-$ROOT/target/release/umpire}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
[ -x "$BIN" ] || { echo "positions_cli: no binary at $BIN (cargo build --release)" >&2; exit 2; }

# gen TURNS MOVES(0|1) OUT
gen() {
    python3 - "$ROOT" "$@" <<'PY'
import sys
root, turns, moves, out = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4]
src = open(f"{root}/assets/scenarios/waterloo.ron").read()
i = src.index("grid: Some((")
j = src.index(")),", src.index("exits: [", i)) + 3
def place(side, k, t):
    x = 60 + (k % 25) * 90 + (t % 10) * 8
    y = (100 if side == 0 else 900) + (k // 25) * 28 + ((t // 10) % 5) * 6
    return f"Point(x: {x}.0, y: {y}.0)"
sides = []
for side, (name, colour) in enumerate([("North", "(31, 60, 150)"), ("South", "(150, 30, 30)")]):
    units = ",\n".join(
        f'(id: "{"ab"[side]}{k}", name: "Unit {k}", kind: Infantry, '
        f'strength: (men: 500), position: Some({place(side, k, 0)}))'
        for k in range(500))
    role = ["Attacker", "Defender"][side]
    sides.append(f'(name: "{name}", colour: {colour}, role: {role}, contingents: [(name: "army", units: [\n{units}\n])])')
turn_list = []
for t in range(turns):
    events = [f'Move(unit: "{"ab"[side]}{k}", to: {place(side, k, t + 1)})'
              for side in range(2) for k in range(500)] if moves else ['Note(text: "turn")']
    turn_list.append(f'(name: "{t + 1}", events: [' + ", ".join(events) + "])")
turns_text = ",\n".join(turn_list)
image = f"{root}/assets/maps/waterloo.jpg"
open(out, "w").write(f"""(
  version: 1,
  title: "Positions bench",
  map: (image: Some("{image}"), size: Some((2400, 1600)), {src[i:j]}),
  sides: ({sides[0]}, {sides[1]}),
  log: [
{turns_text}
  ],
)
""")
PY
}

template() {
    echo "(name: \"bench\", title: \"Maps\", $1 sections: [(kind: Title), $2 (kind: Verdicts, new_page: true), (kind: OrderOfBattle, new_page: true)])" >"$WORK/$3.ron"
}
template "map_turns: All," "(kind: Map)," every
template "" "(kind: Map)," ends
template "" "" nomap

# "best_s peak_mb" of three runs of a command.
measure() {
    python3 "$ROOT/tests/benches/best_of_three.py" "$WORK/time.txt" "$@" |
        awk '{ printf "%.2f s %s MB", $1 / 1000, $2 }'
}

for turns in 100 200; do
    gen "$turns" 1 "$WORK/b$turns.ron"
    echo "1,000 units × $turns turns ($((turns * 1000)) moves):"
    echo "  check                            $(measure "$BIN" check "$WORK/b$turns.ron")"
    for t in nomap ends every; do
        echo "  report, maps: $t$(printf '%*s' $((19 - ${#t})) '')$(measure "$BIN" report "$WORK/b$turns.ron" --template "$WORK/$t.ron" -o "$WORK/r.pdf")"
    done
    echo "  render-map --turn 50             $(measure "$BIN" render-map "$WORK/b$turns.ron" --turn 50 -o "$WORK/m.png")"
    echo "  render-map --turn 50 --grid      $(measure "$BIN" render-map "$WORK/b$turns.ron" --turn 50 --grid -o "$WORK/m.png")"
done
gen 0 1 "$WORK/b0.ron"
echo "the same units, no moves:"
echo "  check                            $(measure "$BIN" check "$WORK/b0.ron")"
echo "load: $(uptime | sed 's/.*load average: //')"
