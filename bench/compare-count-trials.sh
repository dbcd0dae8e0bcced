#!/usr/bin/env bash
# Issue 37 item 4's trials for instruction counts: does `jsonmark compare OLD NEW` of two separate
# `--measure instructions` runs of the same command, under the seeded background load of
# bench/noise-load.py, call no change (goal: 20 of 20), and does it detect a 1 % change (goal:
# 20 of 20)? Each trial counts the command twice, as two separate jsonmark runs, and compares
# them; then again with NEW's command doing 1 % more instructions: a fixed loop after the parse,
# its length calibrated first from the counts of the loop itself (the loop runs in a wrapper that
# both sides go through, so that the wrapper's own start-up is on both sides).
# Usage: bench/compare-count-trials.sh [TRIALS] [RECORDS] [LOAD]   (LOAD: bursty or heavy;
# PYTHON=... and VARIANT=... choose the parser, default python3 and json).
set -euo pipefail
cd "$(dirname "$0")/.."
trials=${1:-20}
records=${2:-2000}
load=${3:-bursty}
python=${PYTHON:-python3}
variant=${VARIANT:-json}
[ -f target/jsonmark.jar ] || mvn -B -q package -DskipTests
work=$(mktemp -d)
cp target/jsonmark.jar "$work/jsonmark.jar" # a rebuild meanwhile must not change the driver
load_pid=
cleanup() { [ -z "$load_pid" ] || kill "$load_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
cat > "$work/more.py" <<'PY'
import subprocess, sys
# Runs the command, then a loop of N additions (a fixed number of instructions), and prints the
# command's output.
out = subprocess.run(sys.argv[2:], stdout=subprocess.PIPE, check=True).stdout
x = 0
for i in range(int(sys.argv[1])):
    x += i
sys.stdout.buffer.write(out)
PY
parser="$python $(pwd)/deserializers/python/main.py $variant \$FILENAME"
java -jar "$work/jsonmark.jar" --cache-dir "$work/cache" --benchmark Simple1Benchmark \
  --records "$records" --only-serialize > /dev/null

count() { # results-dir loops: runs the wrapped parser counted, prints its mean count
  rm -rf "$1"
  java -jar "$work/jsonmark.jar" --cache-dir "$work/cache" --benchmark Simple1Benchmark \
    --records "$records" --measure instructions --results-dir "$1" --name A \
    "$python $work/more.py $2 $parser" > /dev/null 2>> "$work/jsonmark.log" \
    || { tail -5 "$work/jsonmark.log" >&2; exit 1; }
  python3 -c 'import json,sys,glob; s=json.load(open(glob.glob(sys.argv[1]+"/*/summary.json")[0])); print(int(s["commands"][0]["instructions"]["mean"]))' "$1"
}

base=$(count "$work/calibrate0" 0)
probe=$(count "$work/calibrate1" 200000)
loops=$(python3 -c "print(round(0.01 * $base / (($probe - $base) / 200000)))")
echo "# calibration: $base instructions with no loop, $probe with 200,000 additions:" \
  "$loops additions make 1 % more" >&2

verdict() { # old-dir new-dir: prints "verdict change" of A's count change from compare.json
  java -jar "$work/jsonmark.jar" compare --export-json "$work/compare.json" \
    "$(ls -d "$1"/*/)" "$(ls -d "$2"/*/)" > /dev/null 2>> "$work/jsonmark.log" || true
  python3 - "$work/compare.json" <<'PY'
import json, sys
table = json.load(open(sys.argv[1]))["benchmarks"][0]
row = next(r for r in table["instructions"] if r["name"] == "A")
d = row["changes"][0]
print(d["verdict"], d["change_percent"])
PY
}

same_ok=0 more_ok=0
for ((t = 1; t <= trials; t++)); do
  python3 bench/noise-load.py "$load" "$t" & load_pid=$!
  for kind in same more; do
    count "$work/old" 0 > /dev/null
    count "$work/new" "$([ $kind = same ] && echo 0 || echo "$loops")" > /dev/null
    read -r v change < <(verdict "$work/old" "$work/new")
    if [ $kind = same ] && [ "$v" = "~" ]; then same_ok=$((same_ok + 1)); fi
    if [ $kind = more ] && [ "$v" = more ]; then more_ok=$((more_ok + 1)); fi
    echo "trial $t $kind: verdict $v, change $change %" >&2
  done
  kill "$load_pid" 2>/dev/null || true; wait "$load_pid" 2>/dev/null || true; load_pid=
done
echo "load $load, $trials trials, $records records, --measure instructions (the driver's defaults)"
echo "same command:  $same_ok of $trials no change (goal 20 of 20)"
echo "1 % more work: $more_ok of $trials detected as more (goal 20 of 20)"
