#!/usr/bin/env python3
"""Growth of the whole commands with the length of the log.

Makes the Lobositz demo with 10 … 100,000 log entries (units routing and rallying, marker
examinations and notes, 12 entries a turn; a real log cannot lose more stands than it has), runs `umpire compute`, `umpire record` and `umpire report` on
each with /usr/bin/time (the best of three runs), and prints wall seconds, peak memory and the
fitted exponent of time against entries: least squares on the log-log points from 1,000
entries up, of the time beyond start-up (the time at 10 entries taken away, so that a command
whose work is a few milliseconds does not look sublinear). A linear command has an exponent
near 1.

    cargo build --release
    python3 tests/benches/growth.py [target/release/umpire]
"""

import math
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEMO = os.path.join(HERE, "..", "..", "assets", "scenarios", "lobositz.ron")
SIZES = [10, 100, 1_000, 3_000, 10_000, 30_000, 100_000]
RUNS = 3
PER_TURN = 12


def scenario(entries: int) -> str:
    text = open(DEMO, encoding="utf-8").read()
    units_a = re.findall(r'id: "(P\d+)"', text)
    units_b = re.findall(r'id: "(A\d+)"', text)
    markers = "ABCDEFGHIJ"
    turns = []
    for t in range(0, entries, PER_TURN):
        events = []
        for k in range(t, min(entries, t + PER_TURN)):
            unit = (units_a + units_b)[(k // 2) % (len(units_a) + len(units_b))]
            if k % 6 == 5:
                side = "A" if k % 12 == 5 else "B"
                events.append(f'MarkerControl(marker: "{markers[k % 10]}", side: {side})')
            elif k % 6 == 4:
                events.append(f'Note(text: "Entry {k}: the line holds.")')
            else:
                status = "Routed" if k % 2 == 0 else "OnBoard"
                events.append(f'Status(unit: "{unit}", status: {status})')
        turns.append(f'(name: "{len(turns) + 1}", events: [{", ".join(events)}])')
    start = text.index("  log: [")
    end = text.index("  dice_seed:")
    return text[:start] + "  log: [\n" + ",\n".join(turns) + "\n  ],\n" + text[end:]


def timed_once(cmd):
    start = time.perf_counter()
    out = subprocess.run(
        ["/usr/bin/time", "-f", "%M"] + cmd,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - start
    if out.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed: {out.stderr[-2000:]}")
    kb = out.stderr.strip().splitlines()[-1]
    return wall, int(kb) / 1024


def timed(cmd):
    """The best wall time of RUNS runs (the least disturbed by the machine's other work), and
    the largest peak memory."""
    runs = [timed_once(cmd) for _ in range(RUNS)]
    return min(w for w, _ in runs), max(m for _, m in runs)


def exponent(points):
    start_up = min(t for _, t in points)
    pts = [(math.log(n), math.log(max(t - start_up, 1e-4))) for n, t in points if n >= 1_000]
    if len(pts) < 2:
        return float("nan")
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    num = sum((x - mx) * (y - my) for x, y in pts)
    den = sum((x - mx) ** 2 for x, _ in pts)
    return num / den


def main():
    umpire = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "target", "release", "umpire")
    with tempfile.TemporaryDirectory() as d:
        rows = {"compute": [], "record": [], "report": []}
        print(f"{'entries':>8}  {'command':8}  {'wall s':>7}  {'peak MB':>8}")
        for n in SIZES:
            path = os.path.join(d, f"log{n}.ron")
            with open(path, "w", encoding="utf-8") as f:
                f.write(scenario(n))
            cmds = {
                "compute": [umpire, "compute", path, "--format", "json"],
                "record": [umpire, "record", path],
                "report": [umpire, "report", path, "-o", os.path.join(d, f"r{n}.pdf")],
            }
            for name, cmd in cmds.items():
                wall, mb = timed(cmd)
                rows[name].append((n, wall))
                print(f"{n:>8}  {name:8}  {wall:7.3f}  {mb:8.1f}", flush=True)
        for name, pts in rows.items():
            print(f"exponent {name}: {exponent(pts):.2f}")


if __name__ == "__main__":
    main()
