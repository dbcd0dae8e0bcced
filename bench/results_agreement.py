#!/usr/bin/env python3
"""Whether two `make results` give the same answer: per benchmark, the Spearman rank correlation
of the commands' mean times and of their instructions per record, and the median |change| of each
command's time relative to the fastest (its % time). Each argument is a RESULTS_DIR that one
`make results` wrote into; every summary.json under it is read (the timed and the counted run of
each benchmark). Prints one line per benchmark and whether each figure meets its target.

Usage: bench/results_agreement.py FIRST_RESULTS_DIR SECOND_RESULTS_DIR
"""
import json
import statistics
import sys
from pathlib import Path

TARGETS = {"time_rho": 0.99, "count_rho": 0.999, "median_delta_percent": 3.0}


def figures(results_dir):
    """{(benchmark, 'time'|'instructions'): {command: figure}} of every summary.json below."""
    found = {}
    for path in sorted(Path(results_dir).rglob("summary.json")):
        summary = json.loads(path.read_text())
        if "commands" not in summary:
            continue  # a matrix summary: its benchmarks have their own files
        measure = summary.get("options", {}).get("measure", "time")
        key = (summary["benchmark"], "instructions" if measure == "instructions" else "time")
        per = found.setdefault(key, {})
        for command in summary["commands"]:
            if measure == "instructions":
                counts = command.get("instructions") or {}
                if counts.get("per_record") is not None:
                    per[command["name"]] = counts["per_record"]
            else:
                stats = command.get("statistics") or {}
                if stats.get("mean_s") is not None:
                    per[command["name"]] = stats["mean_s"]
    return found


def ranks(values):
    """Average ranks (1-based), ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def spearman(a, b):
    """Spearman's rho of two paired lists: Pearson's r of their ranks."""
    if len(a) < 3:
        return float("nan")
    return statistics.correlation(ranks(a), ranks(b))


def median_relative_change(a, b):
    """Median over commands of |(t_b / fastest_b) / (t_a / fastest_a) - 1|, in %."""
    fa, fb = min(a), min(b)
    return statistics.median(abs((y / fb) / (x / fa) - 1) * 100 for x, y in zip(a, b))


def main(first, second):
    one, two = figures(first), figures(second)
    benchmarks = sorted({b for b, _ in one} | {b for b, _ in two})
    if not benchmarks:
        sys.exit(f"results_agreement.py: no summary.json with commands under {first} or {second}")
    ok = True
    print("| benchmark | commands | Spearman, mean time | Spearman, instructions/record |"
          " median abs. change of % time |")
    print("|:--|--:|--:|--:|--:|")
    for benchmark in benchmarks:
        cells = []
        t1, t2 = one.get((benchmark, "time"), {}), two.get((benchmark, "time"), {})
        names = sorted(set(t1) & set(t2))
        c1, c2 = one.get((benchmark, "instructions"), {}), two.get((benchmark, "instructions"), {})
        counted = sorted(set(c1) & set(c2))
        rho_t = spearman([t1[n] for n in names], [t2[n] for n in names])
        rho_c = spearman([c1[n] for n in counted], [c2[n] for n in counted])
        delta = median_relative_change([t1[n] for n in names], [t2[n] for n in names]) \
            if names else float("nan")
        for value, target, higher in ((rho_t, TARGETS["time_rho"], True),
                                      (rho_c, TARGETS["count_rho"], True),
                                      (delta, TARGETS["median_delta_percent"], False)):
            if value != value:  # nan: not measured
                cells.append("n/a")
                ok = False
                continue
            met = value >= target if higher else value <= target
            ok &= met
            cells.append(f"{value:.4f}" if higher else f"{value:.2f} %")
            cells[-1] += "" if met else f" (target {'≥' if higher else '≤'} {target})"
        print(f"| {benchmark} | {len(names)} timed, {len(counted)} counted | " + " | ".join(cells)
              + " |")
    print()
    print("every target met" if ok else "some target not met (marked)")
    return 0 if ok else 1


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    sys.exit(main(sys.argv[1], sys.argv[2]))
