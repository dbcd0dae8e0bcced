#!/usr/bin/env python3
"""Seeded background load for bench/noise.sh: phases of 0.3-3 s, each keeping 0, 1 or 2 cores
busy. bursty: idle half the time, else 1 or 2 cores; heavy: never idle, 2 cores two phases in
three. Runs until killed (SIGTERM), and kills its burners on the way out."""
import random
import signal
import subprocess
import sys
import time

FORM, SEED = sys.argv[1], int(sys.argv[2])
rng = random.Random(SEED)
burners = []


def stop(*_):
    for b in burners:
        b.kill()
    sys.exit(0)


signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)
while True:
    if FORM == "bursty":
        level = 0 if rng.random() < 0.5 else rng.choice([1, 2])
    else:
        level = 2 if rng.random() < 2 / 3 else 1
    while len(burners) < level:
        burners.append(subprocess.Popen(["sh", "-c", "while :; do :; done"]))
    while len(burners) > level:
        burners.pop().kill()
    time.sleep(rng.uniform(0.3, 3.0))
