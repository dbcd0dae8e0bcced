#!/usr/bin/env bash
# Issue 47 item 6, measured: does `jsonmark compare OLD NEW`, taking each row's noise floor from
# its series' spread in the history store, tell a real step from the machine's drift better
# than the fixed --noise-threshold? Each trial fills a new store with HISTORY runs (default 12)
# of one command, runs it once more (OLD, recorded), then twice unrecorded (NEW: the same, and
# STEP % slower through bench/history-slow.py, which keeps the command and so its series), and
# compares OLD with each NEW twice: with the history's floor and with --no-history (the fixed
# default). Prints how often each called the same command "no difference" and the slower one
# "slower", and the floors the history gave. LOAD=1 adds bench/noise-load.py's seeded load.
# Run it on a quiet machine (the lead's); it prints, it asserts nothing.
# Usage: bench/compare-history-trials.sh [TRIALS] [RECORDS]   (JSONMARK_ARGS: default
# "--runs 5"; HISTORY=12, STEP=10)
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${1:-20}
records=${2:-20000}
history=${HISTORY:-12}
step=${STEP:-10}
read -r -a jsonmark_args <<<"${JSONMARK_ARGS:---runs 5}"
. bench/trials-setup.sh
slow="bench/history-slow.py python3 deserializers/python/main.py json \$FILENAME"

bench() { # results-dir, then extra jsonmark options: prints the new folder
  local results=$1
  shift
  java -jar "$work/jsonmark.jar" --benchmark Simple1Benchmark --records "$records" \
    --cache-dir "$work/cache" --results-dir "$results" "${jsonmark_args[@]}" "$@" \
    --name slowed "$slow" > /dev/null 2>> "$work/log" || { tail -5 "$work/log" >&2; exit 1; }
  ls -d "$results"/2* | tail -1
}
verdict() { # store old new [options]: prints "verdict source floor runs" of the command's row
  local store=$1 old=$2 new=$3
  shift 3
  java -jar "$work/jsonmark.jar" compare --history "jdbc:sqlite:$store" "$@" \
    --export-json "$work/compare.json" "$old" "$new" > /dev/null 2>> "$work/log" || true
  python3 - "$work/compare.json" <<'PY'
import json, sys
row = json.load(open(sys.argv[1]))["benchmarks"][0]["rows"][0]
n = row["noise"]
print(row["changes"][0]["verdict"], n["source"], n["percent"], n["runs"])
PY
}

declare -A called=()
floors=()
for t in $(seq "$trials"); do
  results="$work/h$t"
  store="$results/history.sqlite"
  for i in $(seq "$history"); do bench "$results" > /dev/null; done
  old=$(bench "$results")
  for kind in same slower; do
    pct=$([ $kind = same ] && echo 0 || echo "$step")
    new=$(bench "$work/new$t-$kind" --no-history --env "HISTORY_SLOW_PERCENT=$pct")
    read -r v source floor runs < <(verdict "$store" "$old" "$new")
    read -r fixed _ < <(verdict "$store" "$old" "$new" --no-history)
    called[$kind-history-$v]=$(( ${called[$kind-history-$v]:-0} + 1 ))
    called[$kind-fixed-$fixed]=$(( ${called[$kind-fixed-$fixed]:-0} + 1 ))
    [ $kind = slower ] || floors+=("$source:$floor:$runs")
    echo "trial $t $kind: history floor ($source ±$floor % over $runs runs) $v;" \
      "fixed threshold $fixed" >&2
  done
done
echo "$trials trials, $history runs of history each, $records records, ${jsonmark_args[*]}," \
  "LOAD=${LOAD:-0}"
for floor in history fixed; do
  echo "$floor floor: same command called 'slower' or 'faster'" \
    "$(( ${called[same-$floor-slower]:-0} + ${called[same-$floor-faster]:-0} )) of $trials;" \
    "$step % slower called 'slower' ${called[slower-$floor-slower]:-0} of $trials"
done
echo "floors the history gave (source:percent:runs): ${floors[*]}"
