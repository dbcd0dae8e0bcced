#!/usr/bin/env bash
# Issue 47, item 7: the history's gate and change points measured with real runs.
#  1. A against A: HISTORY runs (default 20) of the same commands into a new store, then a
#     further run checked against them: series alarmed (REGRESSION or IMPROVEMENT) and series
#     with a change point, out of all series, per trial.
#  2. A 10 % step: 10 runs, then up to AFTER runs of one command made 10 % slower
#     (bench/history-slow.py spins for 10 % of its time): whether `history check` flagged it
#     and after how many slowed runs, and whether `history show` put a change point there.
#  3. Exact counts (--measure instructions, needs valgrind): the same with a 0.5 % step of
#     extra instructions, calibrated once from two counted runs.
# LOAD=1 runs every trial under bench/noise-load.py's seeded background load (as noise.sh).
# Run it on a quiet machine (the lead's); it prints, it asserts nothing.
# Usage: bench/history-trials.sh [TRIALS] [RECORDS]   (JSONMARK_ARGS: default "--runs 3";
# HISTORY=20, AFTER=10, STEP=10, COUNT_STEP=0.5, FAIL_PCT=5 and COUNT_FAIL_PCT=0.25 for the
# gate, SKIP_COUNTS=1 to leave part 3 out)
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${1:-20}
records=${2:-20000}
history=${HISTORY:-20}
after=${AFTER:-10}
step=${STEP:-10}
count_step=${COUNT_STEP:-0.5}
fail=${FAIL_PCT:-5}            # the gate's --fail-on-regression for times
count_fail=${COUNT_FAIL_PCT:-0.25} # and for exact counts: below the step
read -r -a jsonmark_args <<<"${JSONMARK_ARGS:---runs 3}"
. bench/trials-setup.sh
slow="bench/history-slow.py python3 deserializers/python/main.py json \$FILENAME"
others=("python3 deserializers/python/main.py json \$FILENAME")
command -v node > /dev/null && others+=("node deserializers/nodejs/main.js \$FILENAME")

# One benchmark run into store $1 and results dir $2; extra jsonmark options after.
bench() {
  local store=$1 results=$2
  shift 2
  java -jar "$work/jsonmark.jar" --benchmark Simple1Benchmark --records "$records" \
    --cache-dir "$work/cache" --results-dir "$results" --history "jdbc:sqlite:$store" \
    "${jsonmark_args[@]}" "$@" --name slowed "$slow" "${others[@]}" > /dev/null 2>> "$work/log" \
    || { tail -5 "$work/log" >&2; exit 1; }
  ls -d "$results"/2* | tail -1
}
check() { # store folder [pct]: the check's table rows, "name|verdict"
  java -jar "$work/jsonmark.jar" history check "$2" --fail-on-regression "${3:-$fail}" \
    --history "jdbc:sqlite:$1" 2>> "$work/log" | awk -F'|' 'NR>3 && NF>7 {
      gsub(/^ +| +$/, "", $2); gsub(/^ +| +$/, "", $8); print $2 "|" $8 }' || true
}
change_points() { # store: series with a change point, of all series
  java -jar "$work/jsonmark.jar" history show slowed --history "jdbc:sqlite:$1" \
    --html "$work/h.html" --export-json "$work/points.json" > /dev/null 2>> "$work/log"
  python3 - "$work/points.json" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))
print(sum(1 for r in rows if r["change_point"]))
PY
}

echo "A against A: $trials trials of $history runs, then one more checked against them"
alarmed=0; series=0; flat_changes=0
for t in $(seq "$trials"); do
  store="$work/aa$t.sqlite"; results="$work/aa$t"
  for i in $(seq "$history"); do bench "$store" "$results" > /dev/null; done
  folder=$(bench "$store" "$results")
  rows=$(check "$store" "$folder")
  series=$((series + $(grep -c . <<<"$rows")))
  alarmed=$((alarmed + $(grep -cE '\|(REGRESSION|improvement)$' <<<"$rows" || true)))
  flat_changes=$((flat_changes + $(change_points "$store")))
  echo "  trial $t: $(tr '\n' ' ' <<<"$rows")"
done
echo "  series alarmed: $alarmed of $series (target: at most 1 in 20)"
echo "  change points in the slowed command's A-against-A history: $flat_changes in $trials trials"

# One trial of a step: 10 runs into a new store, then up to AFTER with the step (its --env);
# prints after how many stepped runs the gate flagged the slowed command (0: not within AFTER).
step_trial() { # name env pct
  local store="$work/$1.sqlite" results="$work/$1" n=0
  for i in $(seq 10); do bench "$store" "$results" > /dev/null; done
  for i in $(seq "$after"); do
    folder=$(bench "$store" "$results" --env "$2")
    if check "$store" "$folder" "$3" | grep -q '^slowed|REGRESSION$'; then n=$i; break; fi
  done
  echo "$n"
}

echo "A $step % step after run 10: $trials trials, up to $after slowed runs each"
found=0; took=()
for t in $(seq "$trials"); do
  n=$(step_trial "step$t" "HISTORY_SLOW_PERCENT=$step" "$fail")
  if [ "$n" -gt 0 ]; then found=$((found + 1)); took+=("$n"); fi
  echo "  trial $t: flagged after $n slowed runs (0: not within $after);" \
    "change points found by show: $(change_points "$work/step$t.sqlite")"
done
echo "  found: $found of $trials (target: at least 19); runs it took: ${took[*]:-none}"

if [ "${SKIP_COUNTS:-0}" = 1 ] || ! command -v valgrind > /dev/null; then
  echo "exact counts: skipped (SKIP_COUNTS=1 or no valgrind)"
  exit 0
fi
jsonmark_args+=(--measure instructions)
instructions() { python3 - "$1/summary.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
print(next(c for c in s["commands"] if c["name"] == "slowed")["instructions"]["mean"])
PY
}
base=$(instructions "$(bench "$work/cal.sqlite" "$work/cal")")
more=$(instructions "$(bench "$work/cal.sqlite" "$work/cal" --env HISTORY_EXTRA_LOOPS=1000000)")
loops=$(python3 -c "print(int($count_step / 100 * $base / (($more - $base) / 1e6)))")
echo "Exact counts: a $count_step % step ($loops extra loops) after run 10, $trials trials"
found=0
for t in $(seq "$trials"); do
  n=$(step_trial "count$t" "HISTORY_EXTRA_LOOPS=$loops" "$count_fail")
  if [ "$n" -gt 0 ]; then found=$((found + 1)); fi
  echo "  trial $t: flagged after $n counted runs (0: not within $after)"
done
echo "  found: $found of $trials (target: every time)"
