"""Run a command three times under GNU time: print "best_ms peak_mb", the best wall time in
milliseconds and the peak resident memory in megabytes. Used by the benchmarks' shell scripts.

    python3 tests/benches/best_of_three.py SCRATCH_FILE COMMAND [ARGS...]
"""
import re
import subprocess
import sys
import time

timefile, cmd = sys.argv[1], sys.argv[2:]
best, peak = None, 0
for _ in range(3):
    t = time.perf_counter()
    subprocess.run(["/usr/bin/time", "-v", "-o", timefile] + cmd, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    t = time.perf_counter() - t
    best = t if best is None else min(best, t)
    kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", open(timefile).read()).group(1))
    peak = max(peak, kb)
print(f"{best * 1000:.0f} {peak * 1024 / 1e6:.0f}")
