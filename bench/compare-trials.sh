#!/usr/bin/env bash
# Issue 37 item 4's trials: does `jsonmark compare OLD NEW` of two separate runs of the same
# command, under the seeded background load of bench/noise-load.py, call "no significant
# difference" (>= 19 of 20), and does it still detect a real 10 % change (>= 18 of 20)?
# Each trial runs the command twice, as two separate jsonmark runs (OLD, NEW), with its own
# seeded load, and compares them; then again with NEW's command slowed by a tenth of its own
# time (a CPU spin after the parse: 10 % more work, whatever the load). Prints the rates, how
# often compare normalised, widened or declined against the host's reference workload, and what
# other --noise-threshold margins would have called on the same trials.
# Usage: bench/compare-trials.sh [TRIALS] [RECORDS] [LOAD]   (LOAD: bursty or heavy;
# PYTHON=... and VARIANT=... choose the parser, default python3 and json; JSONMARK_ARGS=...
# replaces --runs 5). Never run it on a machine that others use for measurements.
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${1:-20}
records=${2:-300000}
load=${3:-bursty}
python=${PYTHON:-python3}
variant=${VARIANT:-json}
read -r -a jsonmark_args <<<"${JSONMARK_ARGS:---runs 5}"
[ -f target/jsonmark.jar ] || mvn -B -q package -DskipTests
work=$(mktemp -d)
cp target/jsonmark.jar "$work/jsonmark.jar" # a rebuild meanwhile must not change the driver
load_pid=
cleanup() { [ -z "$load_pid" ] || kill "$load_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
cat > "$work/slowed.py" <<'PY'
import subprocess, sys, time
# Runs the command, then spins for FRACTION of its wall time (0.1: 10 % more CPU work), and
# prints its output. Both sides of a trial run through it, so that the only difference between
# them is the spin, not this wrapper's own start-up.
start = time.perf_counter()
out = subprocess.run(sys.argv[2:], stdout=subprocess.PIPE, check=True).stdout
end = time.perf_counter() + (time.perf_counter() - start) * float(sys.argv[1])
while time.perf_counter() < end:
    pass
sys.stdout.buffer.write(out)
PY
a="$python $work/slowed.py 0 $python $(pwd)/deserializers/python/main.py $variant \$FILENAME"
slowed="$python $work/slowed.py 0.1 $python $(pwd)/deserializers/python/main.py $variant \$FILENAME"
java -jar "$work/jsonmark.jar" --cache-dir "$work/cache" --benchmark Simple1Benchmark \
  --records "$records" --only-serialize > /dev/null

run() { # results-dir seed command
  java -jar "$work/jsonmark.jar" --cache-dir "$work/cache" --benchmark Simple1Benchmark \
    --records "$records" "${jsonmark_args[@]}" --seed "$2" --results-dir "$1" --name A "$3" \
    > /dev/null 2>> "$work/jsonmark.log" || { tail -5 "$work/jsonmark.log" >&2; exit 1; }
}

verdict() { # old-dir new-dir: prints "verdict method change low high p" of A's change
  # --no-history: these trials measure the fixed margins (compare-history-trials.sh the other).
  java -jar "$work/jsonmark.jar" compare --no-history --export-json "$work/compare.json" \
    "$(ls -d "$1"/*/)" "$(ls -d "$2"/*/)" > /dev/null 2>> "$work/jsonmark.log" || true
  python3 - "$work/compare.json" <<'PY'
import json, sys
table = json.load(open(sys.argv[1]))["benchmarks"][0]
row = next(r for r in table["rows"] if r["name"] == "A")
host = table.get("host") or [{"method": "none"}]
d = row["changes"][0]
print(d["verdict"], host[0]["method"], d["change_percent"], d["low_percent"], d["high_percent"],
      d["p"])
PY
}

same_ok=0 slower_ok=0
declare -A methods=()
for ((t = 1; t <= trials; t++)); do
  python3 bench/noise-load.py "$load" "$t" & load_pid=$!
  for kind in same slower; do
    rm -rf "$work/old" "$work/new"
    run "$work/old" "$t" "$a"
    run "$work/new" "$((t + 1000))" "$([ $kind = same ] && echo "$a" || echo "$slowed")"
    read -r v m change low high p < <(verdict "$work/old" "$work/new")
    echo "$kind $change $low $high $p" >> "$work/changes"
    methods[$kind-$m]=$(( ${methods[$kind-$m]:-0} + 1 ))
    if [ $kind = same ] && [ "$v" != slower ] && [ "$v" != faster ]; then same_ok=$((same_ok + 1)); fi
    if [ $kind = slower ] && [ "$v" = slower ]; then slower_ok=$((slower_ok + 1)); fi
    echo "trial $t $kind: verdict $v, host $m, change $change % [$low, $high], p $p" >&2
  done
  kill "$load_pid" 2>/dev/null || true; wait "$load_pid" 2>/dev/null || true; load_pid=
done
echo "load $load, $trials trials, $records records, ${jsonmark_args[*]}"
echo "same command:  $same_ok of $trials no significant difference (goal >= 19 of 20)"
echo "10 % slower:   $slower_ok of $trials detected as slower (goal >= 18 of 20)"
for k in "${!methods[@]}"; do echo "host method $k: ${methods[$k]}"; done | sort
# The same trials judged at other --noise-threshold margins (p < 0.05 and the whole interval
# beyond the margin), from the changes above: what each margin would have called.
python3 - "$work/changes" <<'PY'
import sys
# A change without an interval (fewer than 2 runs a side) reads "None": never called.
rows = [[v if v != "None" else ("nan" if i < 4 else "1") for i, v in enumerate(line.split())]
        for line in open(sys.argv[1])]
for margin in (0, 2, 3, 4, 5, 6, 8):
    called = lambda low, high, p: p < 0.05 and (low > margin or high < -margin)
    same = sum(1 for k, c, lo, hi, p in rows if k == "same" and not called(float(lo), float(hi), float(p)))
    slower = sum(1 for k, c, lo, hi, p in rows if k == "slower" and float(c) > 0 and called(float(lo), float(hi), float(p)))
    n = sum(1 for r in rows if r[0] == "same")
    print(f"margin {margin} %: same command {same} of {n} no difference, 10 % slower {slower} of {n} detected")
PY
