#!/usr/bin/env python3
"""Frame times of every tab of the real window, from 10 to 100,000 log entries.

For each size, writes the Lobositz demo with that many log entries (as `growth.py` does, its
map beside it), opens the release window under Xvfb with `UMPIRE_TRACE` and
`UMPIRE_TRACE_TABS=all`, so that it shows each tab and desk panel in turn for
`UMPIRE_TRACE_FRAMES` frames and closes, then opens it again with `designer,battle:graphs` to
time a first click on Graphs with nothing of the battle desk computed yet.

What is timed (`took_ms` in the trace) is the CPU time of the app's update, the `ui` call eframe
makes each frame, measured inside the program on the window's thread (so other processes on a
busy machine do not inflate it): egui's layout and every panel's own work, not tessellation and
not painting (llvmpipe's, under Xvfb). The trace also gives the same update by the wall clock
(`wall_ms`) and eframe's whole frame, painting included (`frame_ms`).

Prints, per tab and size: the first frame after the tab is shown, and the median and worst
of the frames after it (the row `startup` is the window's first frame, which sets up the fonts
and the document's views whatever the tab: the tour starts after it); then the fitted exponent of the median (and of the first frame)
against entries, least squares on the log-log points from 10 to 100,000 entries, and again
from 1,000 up (below that a tab's fixed cost hides any growth). Goals (issue
15): a frame on any tab <= 4 ms, opening Graphs <= 100 ms, exponents <= 1.1.

    cargo build --release --features measure   # the tab tour is in the measuring rig only
    python3 tests/benches/tab_frames.py [target/release/umpire]

Needs xvfb-run. Environment: SIZES=10,1000 chooses the sizes, FRAMES=N the frames per tab,
TABS=battle:log,battle:graphs the tabs (all of them unless told), PER_TURN=N the entries a turn.
"""

import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import growth  # noqa: E402
from growth import scenario  # noqa: E402

ROOT = os.path.join(HERE, "..", "..")
MAP = os.path.join(ROOT, "assets", "maps", "lobositz.jpg")
SIZES = [int(s) for s in os.environ.get("SIZES", "10,100,1000,10000,100000").split(",")]
FRAMES = int(os.environ.get("FRAMES", "30"))
# Entries a turn: 12 as in growth.py; more with the same entries means fewer turns, which tells
# a cost per turn from a cost per entry.
growth.PER_TURN = int(os.environ.get("PER_TURN", growth.PER_TURN))
TABS = os.environ.get("TABS", "all")
SCREEN = "-screen 0 1280x800x24"


def load():
    return open("/proc/loadavg").read().split()[:3]


def has_rig(umpire):
    """Whether `umpire` was built with the measuring rig: a screen check of the demo writes a
    trace only then (a shipped build would show the tour's window for ever)."""
    with tempfile.TemporaryDirectory() as tmp:
        trace = os.path.join(tmp, "trace.jsonl")
        env = dict(os.environ, UMPIRE_TRACE=trace,
                   UMPIRE_SCREENSHOT=os.path.join(tmp, "shot.png"))
        subprocess.run(["timeout", "300", "xvfb-run", "-a", "-s", SCREEN, umpire],
                       env=env, capture_output=True)
        return os.path.exists(trace)


def window(umpire, path, tabs, trace):
    """Open the window on `path`, tour `tabs`, and return the trace's frames by tab."""
    if os.path.exists(trace):
        os.remove(trace)
    env = dict(os.environ, UMPIRE_TRACE=trace, UMPIRE_TRACE_TABS=tabs,
               UMPIRE_TRACE_FRAMES=str(FRAMES))
    out = subprocess.run(
        ["timeout", "900", "xvfb-run", "-a", "-s", SCREEN, umpire, path],
        env=env, capture_output=True, text=True,
    )
    if out.returncode != 0:
        sys.exit(f"the window failed on {path} ({out.returncode}): {out.stderr[-2000:]}")
    frames = {}
    events = {}
    for line in open(trace):
        e = json.loads(line)
        if e["event"] == "frame":
            frames.setdefault(e["tab"], []).append(e)
        else:
            events.setdefault(e["event"], e["ms"])
    return frames, events


def exponent(points, since=0):
    pts = [(math.log(n), math.log(max(t, 1e-3))) for n, t in points if n >= since]
    if len(pts) < 2:
        return float("nan")
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    num = sum((x - mx) * (y - my) for x, y in pts)
    den = sum((x - mx) ** 2 for x, _ in pts)
    return num / den


def main():
    umpire = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target", "release", "umpire")
    if not has_rig(umpire):
        sys.exit(f"{umpire} writes no trace: cargo build --release --features measure")
    print(f"load before: {' '.join(load())}; {FRAMES} frames a tab, {growth.PER_TURN} entries a turn; "
          "times are the app's update (ms)")
    table = {}  # tab -> size -> (first, median, worst, whole frame median, wall worst)
    graphs_cold = {}
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "scenarios"))
        os.makedirs(os.path.join(d, "maps"))
        shutil.copy(MAP, os.path.join(d, "maps", "lobositz.jpg"))
        for n in SIZES:
            path = os.path.join(d, "scenarios", f"log{n}.ron")
            with open(path, "w", encoding="utf-8") as f:
                f.write(scenario(n))
            trace = os.path.join(d, f"trace{n}.jsonl")
            frames, events = window(umpire, path, TABS, trace)
            for tab, fs in frames.items():
                took = [f["took_ms"] for f in fs]
                rest = took[1:] or took
                whole = [f["frame_ms"] for f in fs[1:] if "frame_ms" in f]
                wall = [f["wall_ms"] for f in fs[1:]]
                table.setdefault(tab, {})[n] = (
                    took[0], statistics.median(rest), max(rest),
                    statistics.median(whole) if whole else float("nan"),
                    max(wall) if wall else float("nan"),
                )
            cold, _ = window(umpire, path, "designer,battle:graphs", trace)
            graphs_cold[n] = cold["battle:graphs"][0]["took_ms"]
            print(f"  {n} entries: first frame at {events.get('first_frame', float('nan')):.0f} ms; "
                  f"load {' '.join(load())}", flush=True)
    print()
    head = "".join(f"{n:>22}" for n in SIZES)
    print(f"{'tab':18}{head}   exponent of the median (all sizes; from 1,000) and of the first")
    print(f"{'':18}" + "".join(f"{'first/median/worst':>22}" for _ in SIZES))
    for tab, by_size in table.items():
        cells = "".join(
            f"{by_size[n][0]:>8.2f} /{by_size[n][1]:>6.2f} /{by_size[n][2]:>6.2f}" if n in by_size else f"{'-':>22}"
            for n in SIZES
        )
        med = [(n, v[1]) for n, v in by_size.items()]
        first = [(n, v[0]) for n, v in by_size.items()]
        print(f"{tab:18}{cells}   {exponent(med):>6.2f} {exponent(med, 1_000):>6.2f} "
              f"{exponent(first):>6.2f} {exponent(first, 1_000):>6.2f}")
    print()
    print("The same update by the wall clock, worst (the machine's load shows here):")
    for tab, by_size in table.items():
        print(f"{tab:18}" + "".join(f"{by_size[n][4]:>22.2f}" if n in by_size else f"{'-':>22}" for n in SIZES))
    print()
    print("eframe's whole frame by the wall clock (frame_ms, painting by llvmpipe included), median:")
    for tab, by_size in table.items():
        print(f"{tab:18}" + "".join(f"{by_size[n][3]:>22.2f}" if n in by_size else f"{'-':>22}" for n in SIZES))
    print()
    print("Graphs clicked straight from the Designer (nothing of the desk computed yet), first frame ms:")
    print("".join(f"{n:>10}: {graphs_cold[n]:.1f}" for n in SIZES),
          f"  exponent {exponent(list(graphs_cold.items())):.2f}, "
          f"from 1,000 {exponent(list(graphs_cold.items()), 1_000):.2f}")
    print(f"load after: {' '.join(load())}")


if __name__ == "__main__":
    main()
