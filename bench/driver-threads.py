#!/usr/bin/env python3
"""Watches a running jsonmark driver (PID) and sums each of its threads' CPU clock ticks while a
command's `sleep` child runs and between runs: what bench/driver-cpu.sh prints."""
import glob
import os
import sys
import time


def threads(pid):
    ticks = {}
    for task in glob.glob(f"/proc/{pid}/task/*"):
        try:
            name = open(task + "/comm").read().strip()
            fields = open(task + "/stat").read().rsplit(")", 1)[1].split()
            ticks[(task.rsplit("/", 1)[1], name)] = int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            pass  # the thread ended between the listing and the read
    return ticks


def children(pid):
    kids = []
    for path in glob.glob(f"/proc/{pid}/task/*/children"):
        try:
            kids += open(path).read().split()
        except OSError:
            pass
    return kids


def command_running(pid):
    pending = children(pid)
    while pending:
        child = pending.pop()
        try:
            if open(f"/proc/{child}/comm").read().strip() == "sleep":
                return True
        except OSError:
            continue
        pending += children(child)
    return False


def main():
    pid = int(sys.argv[1])
    during, between = {}, {}
    seconds = {"during": 0.0, "between": 0.0}
    before, was_running, last = threads(pid), command_running(pid), time.monotonic()
    while os.path.exists(f"/proc/{pid}"):
        time.sleep(0.02)
        now_ticks, running, now = threads(pid), command_running(pid), time.monotonic()
        phase = "during" if running and was_running else "between"
        seconds[phase] += now - last
        target = during if phase == "during" else between
        for key, value in now_ticks.items():
            if value > before.get(key, value):
                target[key[1]] = target.get(key[1], 0) + value - before[key]
        before, was_running, last = now_ticks, running, now
    hz = os.sysconf("SC_CLK_TCK")
    for phase, ticks in (("while commands ran", during), ("between runs", between)):
        wall = seconds["during" if ticks is during else "between"]
        total = sum(ticks.values()) / hz
        share = 100 * total / wall if wall else float("nan")
        parts = ", ".join(f"{name} {t / hz:.2f} s" for name, t in sorted(ticks.items(), key=lambda kv: -kv[1]))
        print(f"{phase} ({wall:.1f} s): driver CPU {total:.2f} s = {share:.2f} % of one core ({parts})")


if __name__ == "__main__":
    main()
