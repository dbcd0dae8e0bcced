#!/usr/bin/env python3
"""The README's results table, from what one `make results` wrote: per language, the command
with the lowest mean time on BENCHMARK, its time, rate, peak memory and % time against the
fastest (with its 95 % interval), beside its instructions per record from the counted pass of
the same `make results` (and whether those counts were exact). Nothing is typed by hand.

Usage: bench/readme_table.py RESULTS_DIR [BENCHMARK]   (default Simple1Benchmark)
"""
import json
import sys
from pathlib import Path

LANGUAGES = [("cpp-", "C++"), ("rust", "Rust"), ("go-", "Go"), ("python-", "Python"),
             ("java-", "Java"), ("nodejs", "Node.js")]


def language(name):
    return next((lang for prefix, lang in LANGUAGES if name.startswith(prefix)), None)


def summaries(results_dir, benchmark):
    """(timed summary, counted summary) of BENCHMARK under RESULTS_DIR."""
    timed = counted = None
    for path in sorted(Path(results_dir).rglob("summary.json")):
        summary = json.loads(path.read_text())
        if summary.get("benchmark") != benchmark or "commands" not in summary:
            continue
        if summary["options"].get("measure") == "instructions":
            counted = summary
        else:
            timed = summary
    if timed is None:
        sys.exit(f"readme_table.py: no timed summary.json of {benchmark} under {results_dir}")
    return timed, counted


def main():
    results_dir = sys.argv[1]
    benchmark = sys.argv[2] if len(sys.argv) > 2 else "Simple1Benchmark"
    timed, counted = summaries(results_dir, benchmark)
    counts = {c["name"]: c.get("instructions") for c in (counted or {"commands": []})["commands"]}
    best = {}
    for c in timed["commands"]:
        stats = c.get("statistics")
        lang = language(c["name"])
        if stats and lang and (lang not in best or stats["mean_s"] < best[lang]["statistics"]["mean_s"]):
            best[lang] = c
    rows = sorted(best.items(), key=lambda item: item[1]["statistics"]["mean_s"])
    baseline = timed.get("baseline") or rows[0][1]["name"]
    counted_on = f" (counted on {counted['records']:,} records)" if counted else ""
    print(f"| language | fastest here | mean ± σ (s) | runs | MB/s | peak MiB"
          f" | % time vs {baseline} (95 % CI) | instructions per record{counted_on} |")
    print("|---|---|--:|--:|--:|--:|--:|--:|")
    for lang, c in rows:
        s = c["statistics"]
        rel = c.get("relative")
        percent = ("100.0" if c["name"] == baseline else
                   f"{rel['percent']:.0f} ({rel['low_percent']:.0f}–{rel['high_percent']:.0f})"
                   if rel else "n/a")
        mem = c.get("profile") or {}
        count = counts.get(c["name"])
        per_record = ("n/a" if not count else f"{count['per_record']:,.0f}"
                      + ("" if count.get("exact") else " (not exact)"))
        print(f"| {lang} | `{c['name']}` | {s['mean_s']:.3f} ± {s['std_dev_s']:.3f}"
              f" | {c['counts']['counted']} | {s['mb_per_s']:.0f}"
              f" | {mem.get('mem_max_mib', float('nan')):.1f} | {percent} | {per_record} |")


if __name__ == "__main__":
    main()
