#!/usr/bin/env python3
"""The battle on the map in the real window at 1600 × 1000: 1,000 units × 100 turns of moves.

Writes the battle the `frame` bench draws (the Lobositz demo's map, 500 units a side, every unit
moving every turn for 100 turns: 100,000 moves) and opens the release window on it under Xvfb
with the measuring rig's tour `designer,slider,pan`: the designer's map idle, then the turn
slider moved one turn a frame round every turn (deployment included), then the view dragged
sideways, `FRAMES` frames each (101 unless told: each turn once). The Lobositz demo's idle
designer frame, measured before and after in the same way, is the reference the figures are
given against, so that a busier machine moves both.

What is timed is the CPU time of the app's update on the window's thread (`took_ms`, see
`tab_frames.py`); `startup` is the window's first frame, which for the battle replays it and
tessellates its counters (the difference to the demo's first frame is the battle's share).
Prints, per stop, the first frame, the median, the 95th percentile and the worst, eframe's whole
frame (painting by llvmpipe included) and the machine's load. Goal (issue 26): ≤ 4 ms.

    cargo build --release --features measure
    python3 tests/benches/battle_frames.py [target/release/umpire]

Needs xvfb-run. `KEEP=DIR` writes the scenarios into DIR and keeps them (the battle is 7 MB).
"""

import os
import shutil
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import tab_frames  # noqa: E402

ROOT = os.path.join(HERE, "..", "..")
DEMO = os.path.join(ROOT, "assets", "scenarios", "lobositz.ron")
UNITS = 1_000
TURNS = 100
SIZE = (2400, 1600)
FRAMES = int(os.environ.get("FRAMES", str(TURNS + 1)))
tab_frames.FRAMES = FRAMES
tab_frames.SCREEN = "-screen 0 1600x1000x24"


def place(k, t):
    """Where unit `k` stands after `t` turns, as the `frame` bench has it."""
    w, h = SIZE
    x = ((k % 40) + 0.5) / 40 * w * 0.8 + t
    y = ((k // 40) + 0.5) / 25 * h
    return f"Point(x: {x:.3f}, y: {y:.3f})"


def closing(text, start):
    """The index just past the bracket that closes the one at `start`, strings skipped."""
    depth, i, quoted = 0, start, False
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\":
                i += 1
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    sys.exit("battle_frames: unbalanced brackets in the Lobositz demo")


def battle():
    """The Lobositz demo with its armies and log replaced by the bench's battle."""
    text = open(DEMO, encoding="utf-8").read()
    ids = []
    for side, prefix in enumerate("ab"):
        start = text.index("contingents: [", text.index("contingents: [") + 1 if side else 0)
        open_at = text.index("[", start)
        units = []
        for k in range(UNITS // 2):
            ids.append(f"{prefix}{k}")
            pos = place(side * UNITS // 2 + k, 0)
            units.append(f'(id: "{prefix}{k}", name: "Regiment", kind: Infantry, position: Some({pos}))')
        army = '[(name: "army", units: [\n' + ",\n".join(units) + "\n])]"
        text = text[:open_at] + army + text[closing(text, open_at):]
    turns = []
    for t in range(TURNS):
        moves = ", ".join(f'Move(unit: "{u}", to: {place(k, t + 1)})' for k, u in enumerate(ids))
        turns.append(f'(name: "{t + 1}", events: [{moves}])')
    start = text.index("  log: [")
    end = closing(text, text.index("[", start))
    return text[:start] + "  log: [\n" + ",\n".join(turns) + "\n  ]" + text[end:]


def p95(values):
    ordered = sorted(values)
    return ordered[round(0.95 * (len(ordered) - 1))]


def summary(frames):
    took = [f["took_ms"] for f in frames]
    rest = took[1:] or took
    whole = [f["frame_ms"] for f in frames[1:] if "frame_ms" in f]
    return {
        "first": took[0],
        "median": statistics.median(rest),
        "p95": p95(rest),
        "worst": max(rest),
        "frame": statistics.median(whole) if whole else float("nan"),
        "n": len(took),
    }


def main():
    umpire = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target", "release", "umpire")
    if not tab_frames.has_rig(umpire):
        sys.exit(f"{umpire} writes no trace: cargo build --release --features measure")
    keep = os.environ.get("KEEP")
    d = keep or tempfile.mkdtemp()
    try:
        os.makedirs(os.path.join(d, "scenarios"), exist_ok=True)
        os.makedirs(os.path.join(d, "maps"), exist_ok=True)
        shutil.copy(os.path.join(ROOT, "assets", "maps", "lobositz.jpg"), os.path.join(d, "maps"))
        demo = os.path.join(d, "scenarios", "lobositz.ron")
        shutil.copy(DEMO, demo)
        path = os.path.join(d, "scenarios", "battle.ron")
        with open(path, "w", encoding="utf-8") as f:
            f.write(battle())
        trace = os.path.join(d, "trace.jsonl")
        print(f"load before: {' '.join(tab_frames.load())}; {FRAMES} frames a stop, window "
              "1600 × 1000; the app's update, CPU ms")
        rows = []
        references = []
        for name, scenario, tabs in [
            ("Lobositz demo", demo, "designer"),
            ("1,000 units × 100 turns", path, "designer,slider,pan"),
            ("Lobositz demo", demo, "designer"),
        ]:
            frames, _ = tab_frames.window(umpire, scenario, tabs, trace)
            for tab, fs in frames.items():
                rows.append((name, tab, summary(fs)))
            references.append(summary(frames["designer"])["median"])
            print(f"  {name}: done, load {' '.join(tab_frames.load())}", flush=True)
        reference = statistics.mean(references)
        print()
        print(f"reference: the Lobositz demo's idle designer frame, median {reference:.2f} ms "
              f"(runs: {', '.join(f'{r:.2f}' for r in references)})")
        print(f"{'scenario':26}{'stop':10}{'frames':>7}{'first':>8}{'median':>8}{'p95':>8}{'worst':>8}"
              f"{'× ref (median / p95)':>22}{'whole frame':>13}")
        for name, tab, s in rows:
            ratio = f"{s['median'] / reference:.1f} / {s['p95'] / reference:.1f}"
            print(f"{name:26}{tab:10}{s['n']:>7}{s['first']:>8.2f}{s['median']:>8.2f}{s['p95']:>8.2f}"
                  f"{s['worst']:>8.2f}{ratio:>22}{s['frame']:>13.2f}")
        print(f"load after: {' '.join(tab_frames.load())}")
    finally:
        if not keep:
            shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    main()
