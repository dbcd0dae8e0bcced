#!/usr/bin/env python3
"""Runs a command, then makes it slower or costlier on demand, for bench/history-trials.sh.

HISTORY_SLOW_PERCENT=P: after the command, spin for P % of the time it took (a build P % slower).
HISTORY_EXTRA_LOOPS=N: after the command, N empty loop iterations (a fixed number of extra
instructions, for exact counts). Neither set: only the command, and this wrapper's own start-up,
which the runs before and after a step share. The command's output and exit status pass through.
"""
import os
import subprocess
import sys
import time

start = time.perf_counter()
status = subprocess.call(sys.argv[1:])
elapsed = time.perf_counter() - start
percent = float(os.environ.get("HISTORY_SLOW_PERCENT", "0"))
if percent > 0:
    until = time.perf_counter() + elapsed * percent / 100
    while time.perf_counter() < until:
        pass
for _ in range(int(os.environ.get("HISTORY_EXTRA_LOOPS", "0"))):
    pass
sys.exit(status)
