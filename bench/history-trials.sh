#!/usr/bin/env bash
# Issue 47, item 7: the history's gate and change points measured with real runs.
#  1. A against A: HISTORY runs (default 20) of the same commands into one store, then TRIALS
#     more, each checked with `history check` against every run before it: series alarmed
#     (REGRESSION or improvement), too noisy or too few to gate, out of all series checked, and
#     the change points `history show` finds in the whole flat history.
#  2. A STEP % slower build of one command (bench/history-slow.py spins for STEP % of its time):
#     trial t starts from a copy of the A-against-A store as it was after run 9 + t (10 to
#     9 + TRIALS quiet runs), then adds up to AFTER slowed runs, checking each: whether the gate
#     flagged it and after how many slowed runs; at least 3 slowed runs are made so that
#     `history show` can confirm a change point, which is counted when it falls on the first one.
#  3. Exact counts (--measure instructions, needs valgrind): the same with a COUNT_STEP % step of
#     extra instructions, calibrated once from two counted runs, on COUNT_RECORDS records and the
#     slowed command only (Valgrind makes every command slow), from 10 to 12 counted runs.
# The copies make the step trials cheap (20 trials cost about 60 runs, not 400); their starting
# histories overlap, so the trials share part of their evidence: the script says so.
# LOAD=1 runs every trial under bench/noise-load.py's seeded background load (as noise.sh).
# Run it on a quiet machine (the lead's); it prints, it asserts nothing.
# Usage: bench/history-trials.sh [TRIALS] [RECORDS]   (JSONMARK_ARGS: default "--runs 5";
# HISTORY=20, AFTER=5, STEP=10, COUNT_STEP=0.5, COUNT_RECORDS=2000, FAIL_PCT=5 and
# COUNT_FAIL_PCT=0.25 for the gate, SKIP_COUNTS=1 to leave part 3 out)
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${1:-20}
records=${2:-20000}
history=${HISTORY:-20}
after=${AFTER:-5}
step=${STEP:-10}
count_step=${COUNT_STEP:-0.5}
count_records=${COUNT_RECORDS:-2000}
fail=${FAIL_PCT:-5}                # the gate's --fail-on-regression for times
count_fail=${COUNT_FAIL_PCT:-0.25} # and for exact counts: below the step
read -r -a jsonmark_args <<<"${JSONMARK_ARGS:---runs 5}"
. bench/trials-setup.sh
slow="bench/history-slow.py python3 deserializers/python/main.py json \$FILENAME"
others=("python3 deserializers/python/main.py json \$FILENAME")
command -v node > /dev/null && others+=("node deserializers/nodejs/main.js \$FILENAME")

# One benchmark run into store $1 and results dir $2; extra jsonmark options after. Prints the
# run's folder.
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
change_points() { # store [first]: the slowed command's change points (all, or only at run FIRST)
  java -jar "$work/jsonmark.jar" history show slowed --history "jdbc:sqlite:$1" \
    --html "$work/h.html" --export-json "$work/points.json" > /dev/null 2>> "$work/log"
  python3 - "$work/points.json" "${2:-}" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))
at = sys.argv[2]
hits = [i for i, r in enumerate(rows, 1) if r["change_point"]]
print(sum(1 for i in hits if not at or i == int(at)))
PY
}
snapshot() { # store copy: a copy of a closed SQLite store (its WAL too, if one was left)
  cp "$1" "$2"
  [ ! -f "$1-wal" ] || cp "$1-wal" "$2-wal"
}
count() { grep -cE "$1" <<<"$2" || true; }

echo "jsonmark $(git rev-parse --short HEAD), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)," \
  "LOAD=${LOAD:-0}, $records records, ${jsonmark_args[*]}, gate at $fail %"
echo "A against A: $history runs, then $trials more, each checked against every run before it"
store="$work/aa.sqlite"
alarmed=0; series=0; noisy=0; few=0
for i in $(seq $((history + trials))); do
  folder=$(bench "$store" "$work/aa")
  [ "$i" -lt 10 ] || snapshot "$store" "$work/base$i.sqlite"
  [ "$i" -gt "$history" ] || continue
  rows=$(check "$store" "$folder")
  series=$((series + $(grep -c . <<<"$rows")))
  alarmed=$((alarmed + $(count '\|(REGRESSION|improvement)' "$rows")))
  noisy=$((noisy + $(count '\|not gated: .*wider' "$rows")))
  few=$((few + $(count '\|not gated: .*fewer' "$rows")))
  echo "  run $i: $(tr '\n' ';' <<<"$rows")"
done
echo "  series alarmed: $alarmed of $series (target: at most 1 in 20); too noisy to gate: $noisy;" \
  "too few runs: $few"
echo "  change points in the slowed command's flat history of $((history + trials)) runs:" \
  "$(change_points "$store")"

# Trial $1 from base store $2: up to AFTER runs with --env $3, gated at $4 %; prints
# "flagged-after change-point-at-the-step" (0: not flagged within AFTER).
step_trial() {
  local store="$work/$1.sqlite" results="$work/$1" base_runs=$5 n=0 i folder
  snapshot "$2" "$store"
  for i in $(seq "$after"); do
    folder=$(bench "$store" "$results" --env "$3")
    if [ "$n" = 0 ] && check "$store" "$folder" "$4" | grep -q '^slowed|REGRESSION'; then n=$i; fi
    [ "$n" = 0 ] || [ "$i" -lt 3 ] || break
  done
  echo "$n $(change_points "$store" $((base_runs + 1)))"
}

echo "A $step % step: $trials trials from the A-against-A history after run 10 to $((9 + trials))," \
  "up to $after slowed runs each"
found=0; took=(); confirmed=0
for t in $(seq "$trials"); do
  base_runs=$((9 + t))
  read -r n cp <<<"$(step_trial "step$t" "$work/base$base_runs.sqlite" \
    "HISTORY_SLOW_PERCENT=$step" "$fail" "$base_runs")"
  if [ "$n" -gt 0 ]; then found=$((found + 1)); took+=("$n"); fi
  [ "$cp" = 0 ] || confirmed=$((confirmed + 1))
  echo "  trial $t ($base_runs runs before): flagged after $n slowed runs (0: not within $after);" \
    "change point at the step: $cp"
done
echo "  found: $found of $trials (target: at least 19); slowed runs it took: ${took[*]:-none};" \
  "change point at the step: $confirmed of $trials"

if [ "${SKIP_COUNTS:-0}" = 1 ] || ! command -v valgrind > /dev/null; then
  echo "exact counts: skipped (SKIP_COUNTS=1 or no valgrind)"
  exit 0
fi
records=$count_records
others=()
jsonmark_args=(--runs 1 --measure instructions)
instructions() { python3 - "$1/summary.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
print(next(c for c in s["commands"] if c["name"] == "slowed")["instructions"]["mean"])
PY
}
base=$(instructions "$(bench "$work/cal.sqlite" "$work/cal")")
more=$(instructions "$(bench "$work/cal.sqlite" "$work/cal" --env HISTORY_EXTRA_LOOPS=1000000)")
loops=$(python3 -c "print(int($count_step / 100 * $base / (($more - $base) / 1e6)))")
echo "Exact counts: a $count_step % step ($loops extra loops) on $records records, $trials trials" \
  "from 10 to 12 counted runs"
store="$work/counted.sqlite"
for i in $(seq 12); do
  bench "$store" "$work/counted" > /dev/null
  [ "$i" -lt 10 ] || snapshot "$store" "$work/cbase$i.sqlite"
done
found=0; confirmed=0
for t in $(seq "$trials"); do
  base_runs=$((10 + (t - 1) % 3))
  read -r n cp <<<"$(step_trial "count$t" "$work/cbase$base_runs.sqlite" \
    "HISTORY_EXTRA_LOOPS=$loops" "$count_fail" "$base_runs")"
  if [ "$n" -gt 0 ]; then found=$((found + 1)); fi
  [ "$cp" = 0 ] || confirmed=$((confirmed + 1))
  echo "  trial $t: flagged after $n counted runs (0: not within $after); change point at the step: $cp"
done
echo "  found: $found of $trials (target: every time); change point at the step: $confirmed of $trials"
