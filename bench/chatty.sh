#!/usr/bin/env bash
# Does a command that prints a lot take longer under jsonmark than under hyperfine?
# A child that prints faster than its reader drains the pipe blocks once the pipe is full, and
# its run's clock goes on meanwhile: slow draining shows up as a longer run, not as the driver's
# CPU. This runs one chatty command with hyperfine and with jsonmark, interleaved round by
# round, and prints the means and their ratio.
#
#   bench/chatty.sh [MB] [ROUNDS]     (defaults: 27 3)
#
# The command: Python writes MB megabytes to stderr in 80-byte lines, one write each (a
# line-buffered program's pattern, the costliest to drain), then parses a small data file with
# deserializers/python/main.py, so that jsonmark's checks pass. Each round runs RUNS (default 3)
# timed runs in each tool. hyperfine reads the output through a pipe and discards it
# (--output=pipe); jsonmark drains the same pipe, copies stderr to its own stderr (a file here)
# and to the run's log. jsonmark runs with --startup-runs 0 and --max-wait 100: no run on an
# empty file, no re-run, so both tools time the same runs of the same command.
#
# Target: the means within a few per cent of each other. Run it on a quiet machine: on a busy
# one, both tools' times wander by more than the difference being looked for.
set -euo pipefail
cd "$(dirname "$0")/.."
megabytes=${1:-27}
rounds=${2:-3}
runs=${RUNS:-3}
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install -y hyperfine" >&2; exit 1; }
[[ $megabytes =~ ^[0-9]+$ && $rounds =~ ^[1-9][0-9]*$ && $runs =~ ^[1-9][0-9]*$ ]] ||
  { echo "usage: bench/chatty.sh [MB] [ROUNDS], whole numbers (RUNS too)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cache=${CACHE_DIR:-$work/cache}
lines=$((megabytes * 1000000 / 80))
cat >"$work/chatty.py" <<'PY'
import sys
write = sys.stderr.write
line = "x" * 79 + "\n"
for _ in range(int(sys.argv[1])):
    write(line)
PY
data=$(./jsonmark --cache-dir "$cache" --records 1000 --benchmark Simple1Benchmark --only-serialize 2>"$work/serialize.log") ||
  { echo "jsonmark could not write the data file:" >&2; tail -5 "$work/serialize.log" >&2; exit 1; }
# The path reaches both tools' shells as a variable, never as command text.
export JSONMARK_FILENAME=$data JSONMARK_BENCHMARK=Simple1Benchmark
chatty="python3 $(printf %q "$work/chatty.py") $lines"
for_jsonmark="$chatty; python3 deserializers/python/main.py json \$FILENAME"
for_hyperfine="$chatty; python3 deserializers/python/main.py json \"\$JSONMARK_FILENAME\""

for ((i = 1; i <= rounds; i++)); do
  hyperfine --runs "$runs" --output=pipe --style none --export-json "$work/h$i.json" \
    "$for_hyperfine" >/dev/null 2>&1
  python3 -c "import json,sys; [print(t) for t in json.load(open(sys.argv[1]))['results'][0]['times']]" \
    "$work/h$i.json" >>"$work/hyperfine"
  ./jsonmark --cache-dir "$cache" --records 1000 --benchmark Simple1Benchmark --runs "$runs" \
    --startup-runs 0 --max-wait 100 --results-dir "$work/r$i" --name chatty "$for_jsonmark" \
    >/dev/null 2>"$work/jsonmark.log" ||
    { echo "jsonmark failed:" >&2; grep -v '^x*$' "$work/jsonmark.log" | tail -20 >&2; exit 1; }
  python3 -c "import csv,sys; [print(r['seconds']) for r in csv.DictReader(open(sys.argv[1]))]" \
    "$(find "$work/r$i" -name runs.csv)" >>"$work/jsonmark"
  echo "round $i/$rounds done" >&2
done

python3 - "$work" "$megabytes" "$rounds" "$runs" <<'PY'
import statistics, sys
work, megabytes, rounds, runs = sys.argv[1:]
read = lambda name: [float(line) for line in open(f"{work}/{name}") if line.strip()]
h, j = read("hyperfine"), read("jsonmark")
sd = lambda xs: statistics.stdev(xs) if len(xs) > 1 else float("nan")
print(f"{megabytes} MB of stderr in 80-byte lines, then python-json on 1,000 records;"
      f" {rounds} interleaved rounds of {runs} runs (seconds: mean ± sample sd)")
for label, xs in (("hyperfine --output=pipe", h), ("jsonmark", j)):
    print(f"  {label:24s} {statistics.mean(xs):.4f} ± {sd(xs):.4f}   {' '.join(f'{x:.3f}' for x in xs)}")
print(f"  jsonmark / hyperfine, means = {statistics.mean(j) / statistics.mean(h):.4f}"
      " (target: within a few per cent of 1)")
PY
